#!/usr/bin/env python3
"""Build recall's Traditional -> Simplified character table (src/store/recall/zh_fold.txt).

Usage: scripts/zh-fold.py TSCharacters.txt > src/store/recall/zh_fold.txt

Source: OpenCC's `TSCharacters.txt` (as shipped in PyPI `opencc-python-reimplemented` 0.1.7,
`pip download opencc-python-reimplemented`, under opencc/dictionary/), Apache License 2.0,
(c) the OpenCC authors. Kept: one-to-one mappings of a BMP character to its first
Simplified form, where they differ. Recall folds text through it before matching, so 記憶
and 记忆 are the same word (docs/RECALL.md "Terms").
"""
import sys

out = sys.stdout
out.write("# Traditional -> Simplified characters: OpenCC TSCharacters.txt (Apache-2.0),\n")
out.write("# trimmed by scripts/zh-fold.py. Do not edit by hand.\n")
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 2:
            continue
        t, s = parts[0], parts[1].split()[0]
        if len(t) == 1 and len(s) == 1 and t != s and ord(t) < 0x10000 and ord(s) < 0x10000:
            out.write(f"{t}\t{s}\n")
