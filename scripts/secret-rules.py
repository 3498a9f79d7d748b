#!/usr/bin/env python3
"""Turn gitleaks' default rule set into the data file memory-manager's redaction embeds.

Usage (Python 3.11+, standard library only):

    python3 scripts/secret-rules.py GITLEAKS_GIT_DIR

GITLEAKS_GIT_DIR is a clone (or bare git directory) of https://github.com/gitleaks/gitleaks;
the script reads `config/gitleaks.toml` and `LICENSE` at its HEAD and writes

    src/redact/gitleaks.rules      the rules, one record per line (format below)
    src/redact/GITLEAKS-LICENSE    gitleaks' MIT licence, which covers the rules

Commit both. `cargo test --lib redact` then compiles every rule with Rust's `regex` crate.

What changes on the way, and why (see also docs/SECRETS.md):

* Go's `\\w`, `\\d`, `\\s` and `\\b` are ASCII-only; Rust's are Unicode. They are rewritten to
  explicit ASCII classes (and `(?-u:\\b)`), which keeps gitleaks' meaning and keeps the
  compiled automata small. A `{` that starts no repetition is a literal in Go and an error
  in Rust: it is escaped. Inside a class a literal `[` is escaped (Rust reads it as a nested
  class) and the class operators `&&`, `~~`, `--` are refused (none occur today).
* A rule's allowlists are kept when they can apply to text without a file: their regexes
  (grouped by target: secret, match, line) and stopwords. Literal example keys in them are
  written `AIz[a]…`, the same regex, so that secret scanners do not take them for leaks. Allowlists that need a path or a
  commit can never apply to memory text and are left out.
* Rules listed in DROPPED are left out, with their reason; rules in REWRITTEN get a
  hand-written regex, with the reason. Both lists are checked against the input, so a rule
  that disappears upstream is noticed.
* `path` restrictions are ignored: memory text has no file name, and the rules that carry one
  are specific enough on their own.

Format of gitleaks.rules (UTF-8, tab-separated, `#` starts a comment line):

    global-allow <TAB> regex             a finding whose secret matches is not one
    global-stop <TAB> word word ...      a finding whose lowercased secret contains one is not one
    rule <TAB> id <TAB> entropy <TAB> secret-group <TAB> kw,kw,... <TAB> regex
    allow <TAB> secret|match|line <TAB> regex     (for the rule above)
    stop <TAB> word word ...                      (for the rule above)

`entropy` is `-` when the rule has none; `secret-group` 0 means "the first non-empty group,
else the whole match", as gitleaks does.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT_RULES = REPO / "src" / "redact" / "gitleaks.rules"
OUT_LICENSE = REPO / "src" / "redact" / "GITLEAKS-LICENSE"

DROPPED = {
    "pkcs12-file": "matches file names only (no regex); memory text has no file",
    "kubernetes-secret-yaml": (
        "runs on every text with the word 'secret' and is the costliest regex to compile; "
        "the key/value family removes values under secret-named keys, manifests included"
    ),
    "generic-api-key": (
        "superseded by the key/value family (the same key names, a value that must look "
        "machine-made after weak ones such as `key`, any value after strong ones such as "
        "`password`); its keywords (`key`, `api`, `access`, `token`…) are in most English "
        "texts, and with its allowlists it is the costliest rule to compile"
    ),
    "hashicorp-tf-password": (
        "a Terraform-file rule that runs on every text with 'password' and takes the quotes "
        "with the value; the key/value family covers password assignments"
    ),
}

REWRITTEN = {
    # The upstream regex also accepts any bare 40-hex string once the word "sourcegraph"
    # occurs anywhere in the text, which would remove every git commit hash next to it.
    "sourcegraph-access-token": (
        r"(?i)\b(\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40})\b)"
        r"""(?:[\x60'"\s;]|\\[nr]|$)""",
        "the bare 40-hex alternative matches git commit hashes",
    ),
}

# Go (RE2) class escapes are ASCII-only: spell them out for Rust.
ESCAPE_OUTSIDE_CLASS = {
    "w": "[0-9A-Za-z_]",
    "W": "[^0-9A-Za-z_]",
    "d": "[0-9]",
    "D": "[^0-9]",
    "s": r"[\t\n\x0C\r\x20]",
    "S": r"[^\t\n\x0C\r\x20]",
    "b": r"(?-u:\b)",
    # `(?-u:\B)` could match inside a multi-byte character, which Rust refuses for text;
    # Unicode `\B` differs from Go's only next to non-ASCII letters.
    "B": r"\B",
}
ESCAPE_INSIDE_CLASS = {
    "w": "0-9A-Za-z_",
    "d": "0-9",
    "s": r"\t\n\x0C\r\x20",
    "W": "[:^word:]",
    "D": "[:^digit:]",
    "S": "[:^space:]",
}


def to_rust(go: str, rule_id: str) -> str:
    """Rewrite one Go regex into the same language for Rust's `regex` crate."""
    out: list[str] = []
    i, n = 0, len(go)
    class_open = -1  # index in `go` just after `[` or `[^` of the open class, or -1
    while i < n:
        c = go[i]
        if c == "\\":
            if i + 1 >= n:
                raise SystemExit(f"{rule_id}: dangling backslash")
            e = go[i + 1]
            table = ESCAPE_INSIDE_CLASS if class_open >= 0 else ESCAPE_OUTSIDE_CLASS
            out.append(table.get(e, "\\" + e))
            i += 2
            continue
        if class_open >= 0:
            if c == "[" and go.startswith("[:", i):
                end = go.index(":]", i + 2) + 2
                out.append(go[i:end])
                i = end
                continue
            if c == "]" and i != class_open:
                class_open = -1
                out.append(c)
            elif c == "[":
                out.append(r"\[")
            elif go[i : i + 2] in ("&&", "~~", "--"):
                raise SystemExit(f"{rule_id}: class operator {go[i:i+2]!r} needs a rewrite")
            else:
                out.append(c)
            i += 1
            continue
        if c == "[":
            j = i + 1
            if j < n and go[j] == "^":
                j += 1
            out.append(go[i:j])
            class_open = j
            i = j
            continue
        if c == "{":
            repetition = re.match(r"\{\d+(?:,\d*)?\}", go[i:])
            if repetition:
                out.append(repetition.group())
                i += len(repetition.group())
                continue
            c = r"\{"  # Go reads a brace that starts no repetition as itself; Rust refuses it
        elif c == "}":
            c = r"\}"
        out.append(c)
        i += 1
    if class_open >= 0:
        raise SystemExit(f"{rule_id}: unterminated class")
    return "".join(out)


def field(text: str, what: str) -> str:
    if "\t" in text or "\n" in text or "\r" in text:
        raise SystemExit(f"{what}: tab or line break cannot be stored: {text!r}")
    return text


def unscannable(regex: str) -> str:
    """The same regex, not readable as a key: gitleaks lists Google's published example keys
    in an allowlist, and a secret scanner (GitHub push protection) would take them for leaks."""
    return regex.replace("AIza", "AIz[a]")


def alternation(regexes: list[str], what: str) -> str:
    parts = [unscannable(to_rust(r, what)) for r in regexes]
    return field(parts[0] if len(parts) == 1 else "|".join(f"(?:{p})" for p in parts), what)


def allowlist_records(allowlists: list[dict], what: str) -> list[str]:
    """The parts of gitleaks allowlists that can apply to text without a path or commit."""
    by_target: dict[str, list[str]] = {}
    stopwords: list[str] = []
    for a in allowlists:
        needs_path_or_commit = a.get("paths") or a.get("commits")
        if needs_path_or_commit and a.get("condition", "OR").upper() == "AND":
            continue  # every condition must hold, and the path or commit never does
        for r in a.get("regexes", []):
            by_target.setdefault(a.get("regexTarget", "secret"), []).append(r)
        stopwords += a.get("stopwords", [])
    records = [
        f"allow\t{target}\t{alternation(regexes, what)}" for target, regexes in by_target.items()
    ]
    if stopwords:
        records.append("stop\t" + " ".join(field(w.lower(), what) for w in stopwords))
    return records


def git(git_dir: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", str(git_dir), *args], check=True, capture_output=True, text=True
    ).stdout


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    source = Path(sys.argv[1])
    git_dir = source / ".git" if (source / ".git").exists() else source
    commit = git(git_dir, "rev-parse", "HEAD").strip()
    described = git(git_dir, "describe", "--tags", "--always", "HEAD").strip()
    config = tomllib.loads(git(git_dir, "show", "HEAD:config/gitleaks.toml"))
    licence = git(git_dir, "show", "HEAD:LICENSE")

    rules = config["rules"]
    ids = {r["id"] for r in rules}
    for rule_id in [*DROPPED, *REWRITTEN]:
        if rule_id not in ids:
            raise SystemExit(f"{rule_id} is no longer in gitleaks.toml: update this script")

    lines = [
        "# Secret rules from gitleaks' default configuration (config/gitleaks.toml), MIT licence:",
        "# see GITLEAKS-LICENSE beside this file. Generated; do not edit by hand.",
        f"# Source: https://github.com/gitleaks/gitleaks commit {commit} ({described}).",
        "# Regenerate: python3 scripts/secret-rules.py PATH_TO_GITLEAKS_CLONE",
        "# Dropped rules:",
        *(f"#   {rule_id}: {why}" for rule_id, why in sorted(DROPPED.items())),
        "# Rewritten rules:",
        *(f"#   {rule_id}: {why}" for rule_id, (_, why) in sorted(REWRITTEN.items())),
    ]
    global_allow = config.get("allowlist", {})
    if global_allow.get("regexes"):
        lines.append("global-allow\t" + alternation(global_allow["regexes"], "global allowlist"))
    if global_allow.get("stopwords"):
        lines.append(
            "global-stop\t"
            + " ".join(field(w.lower(), "global stopword") for w in global_allow["stopwords"])
        )

    kept = 0
    for rule in rules:
        rule_id = rule["id"]
        if rule_id in DROPPED:
            continue
        if rule_id in REWRITTEN:
            regex = REWRITTEN[rule_id][0]
        else:
            regex = rule["regex"]
        keywords = [field(k.lower(), rule_id) for k in rule.get("keywords", [])]
        if not keywords or any("," in k for k in keywords):
            raise SystemExit(f"{rule_id}: needs keywords without commas (the prefilter)")
        entropy = rule.get("entropy")
        lines.append(
            "\t".join(
                [
                    "rule",
                    field(rule_id, rule_id),
                    "-" if entropy is None else repr(float(entropy)),
                    str(rule.get("secretGroup", 0)),
                    ",".join(keywords),
                    field(to_rust(regex, rule_id), rule_id),
                ]
            )
        )
        lines += allowlist_records(rule.get("allowlists", []), rule_id)
        kept += 1

    OUT_RULES.write_text("\n".join(lines) + "\n", encoding="utf-8")
    OUT_LICENSE.write_text(licence, encoding="utf-8")
    print(f"{kept} rules from gitleaks {described} ({commit}) → {OUT_RULES.relative_to(REPO)}")


if __name__ == "__main__":
    main()
