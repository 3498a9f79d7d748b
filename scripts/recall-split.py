#!/usr/bin/env python3
"""Split a labelled recall set by repository into tuning and validation folders.

Usage: recall-split.py CORPUS OUT
Writes OUT/tuning/ and OUT/validation/ (memories.jsonl, queries.jsonl each), for
/work/shared/eval/score_recall.py or `cargo bench --bench recall -- --corpus DIR`.

A repository `owner/name` (the `source` field before `:`) is in the validation part iff
FNV-1a-64 of its UTF-8 bytes is odd (the team's rule: tune on one part, read the other only
as figures). Memories and queries are split alike, so each part is a store of its own.
"""
import json, os, sys


def fnv1a64(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def part(source: str) -> str:
    repo = source.split(":", 1)[0]
    return "validation" if fnv1a64(repo.encode("utf-8")) & 1 else "tuning"


def main():
    corpus, out = sys.argv[1], sys.argv[2]
    for name in ("memories.jsonl", "queries.jsonl"):
        lines = {"tuning": [], "validation": []}
        with open(os.path.join(corpus, name), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    lines[part(json.loads(line)["source"])].append(line)
        for p, ls in lines.items():
            os.makedirs(os.path.join(out, p), exist_ok=True)
            with open(os.path.join(out, p, name), "w", encoding="utf-8") as f:
                f.writelines(ls)
            print(f"{p}/{name}: {len(ls)} lines")


if __name__ == "__main__":
    main()
