#!/usr/bin/env python3
"""Build recall's Chinese word list (src/store/recall/zh_dict.txt) from jieba's dictionary.

Usage: scripts/zh-dict.py JIEBA_DICT_TXT > src/store/recall/zh_dict.txt

Source: `dict.txt` of the `jieba` package (PyPI `jieba` 0.42.1, `pip download jieba`; the same
file ships in the `jieba-rs` crate), MIT licence, (c) Sun Junyi. Kept: words of 2 to 4 Han
characters (U+4E00-U+9FFF) seen at least 5 times in jieba's corpus, with their counts;
part-of-speech tags dropped. build.rs compiles the list into sorted fixed-width tables, so
the hook segments Chinese with no start-up work (docs/RECALL.md "Terms").
"""
import re, sys

HAN = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
MIN_COUNT = 5

rows = []
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        parts = line.split()
        if len(parts) >= 2 and HAN.match(parts[0]) and int(parts[1]) >= MIN_COUNT:
            rows.append((parts[0], int(parts[1])))
rows.sort()
out = sys.stdout
out.write("# Chinese words and their counts: jieba's dict.txt (MIT licence, (c) Sun Junyi),\n")
out.write("# trimmed by scripts/zh-dict.py (2-4 Han characters, count >= 5). Do not edit by hand.\n")
for w, n in rows:
    out.write(f"{w} {n}\n")
