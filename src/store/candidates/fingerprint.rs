//! Identity of a candidate: two observations with the same fingerprint are one row.
//!
//! A pure function of the stored summary text (the pool keeps nothing else), so it can be
//! recomputed from CANDIDATES.md at any time.

use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

use regex::{Captures, Regex};

use super::error_summary::{self, ARROW};
use super::kind::CandidateKind;
use crate::store::entry::normalize;
use crate::text::{collapse_whitespace, half_width};

/// The normalised identity of a candidate summary.
///
/// Errors (`Tool `head` → error line`): the tool and head are kept, the error line loses
/// what changes between occurrences of one failure — quoted values, paths, URLs, numbers
/// that are positions, ports, versions, durations, timestamps, PIDs, hex addresses,
/// hashes, UUIDs and temp names. Other kinds: the text without case, punctuation or
/// spaces, full-width forms folded to half-width.
pub fn fingerprint(kind: CandidateKind, summary: &str) -> String {
    let summary = half_width(summary.trim());
    match kind {
        CandidateKind::Error => error_fingerprint(&summary),
        CandidateKind::Rule | CandidateKind::Preference | CandidateKind::Decision => {
            normalize(&summary)
        }
    }
}

fn error_fingerprint(summary: &str) -> String {
    match error_summary::split(summary) {
        (Some(label), error) => format!(
            "{}{ARROW}{}",
            collapse_whitespace(&label.to_lowercase()),
            normalise_error(error)
        ),
        (None, error) => normalise_error(error),
    }
}

/// One replacement step: a pattern, what its matches become, and a cheap test that the
/// text could hold a match at all (so most patterns are never even compiled).
struct Rule {
    pattern: &'static str,
    could_match: fn(&str) -> bool,
    replace: fn(&Captures) -> String,
    regex: OnceLock<Regex>,
}

const fn rule(
    pattern: &'static str,
    could_match: fn(&str) -> bool,
    replace: fn(&Captures) -> String,
) -> Rule {
    Rule {
        pattern,
        could_match,
        replace,
        regex: OnceLock::new(),
    }
}

impl Rule {
    fn regex(&self) -> &Regex {
        self.regex
            .get_or_init(|| Regex::new(self.pattern).expect("fingerprint regex"))
    }
}

/// Any character `\d` matches (`char::is_numeric` takes in more).
fn numeric(text: &str) -> bool {
    text.chars().any(char::is_numeric)
}

fn any_of(text: &str, chars: &[char]) -> bool {
    text.contains(chars)
}

/// Applied in order to the lowercased error line.
static RULES: [Rule; 18] = [
    // Quoted values; an apostrophe inside a word (`don't`) opens nothing.
    rule(
        r"(^|[^\w])'[^'\n]*'",
        |t| t.matches('\'').nth(1).is_some(),
        |c| format!("{}<q>", &c[1]),
    ),
    rule(
        r#""[^"\n]*"|`[^`\n]*`|‘[^’\n]*’|“[^”\n]*”"#,
        |t| any_of(t, &['"', '`', '‘', '“']),
        |_| "<q>".into(),
    ),
    rule(
        r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
        |t| t.contains('-'),
        |_| "<uuid>".into(),
    ),
    rule(
        r#"\b[a-z][a-z0-9+.-]*://[^\s)\]'"<>]+"#,
        |t| t.contains("://"),
        |_| "<url>".into(),
    ),
    rule(
        r"\b\d{4}-\d{2}-\d{2}(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?\b|\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b",
        |t| any_of(t, &['-', ':']) && numeric(t),
        |_| "<time>".into(),
    ),
    rule(r"\b0x[0-9a-f]+\b", |t| t.contains("0x"), |_| "<hex>".into()),
    rule(
        r"\b\d{1,3}(?:\.\d{1,3}){3}\b",
        |t| t.contains('.') && numeric(t),
        |_| "<ip>".into(),
    ),
    // Paths: anything with a slash or backslash in it (`src/a.rs:3:4`, `C:\x`, `./run.sh`).
    rule(
        r"[\w.@+~:-]*[/\\][\w.@+~:/\\-]*",
        |t| any_of(t, &['/', '\\']),
        |c| {
            if c[0].chars().any(char::is_alphanumeric) {
                "<path>".into()
            } else {
                c[0].to_owned()
            }
        },
    ),
    rule(
        r"\b[\w.-]+\.(?:rs|ts|tsx|js|jsx|mjs|cjs|py|go|rb|java|kt|c|h|cc|cpp|hpp|cs|json|ya?ml|toml|lock|md|txt|sh|html|css|scss|vue|svelte|php|sql|xml|gradle|log|env|cfg|ini|conf|swift|dart|exs?)\b",
        |t| t.contains('.'),
        |_| "<file>".into(),
    ),
    rule(
        r"\b\d+(?:\.\d+)?\s?(?:ms|us|µs|ns|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?)\b",
        numeric,
        |_| "<dur>".into(),
    ),
    rule(
        r"\bv?\d+(?:\.\d+)+(?:-[0-9a-z.]+)?\b",
        |t| t.contains('.') && numeric(t),
        |_| "<ver>".into(),
    ),
    // Positions and ports: `:3000`, `:63:66`, `(4,25)`, `line 12`, `pid 4242`.
    rule(
        r":\d+",
        |t| t.contains(':') && numeric(t),
        |_| ":<n>".into(),
    ),
    rule(
        r"\(\d+,\s*\d+\)",
        |t| t.contains('(') && t.contains(','),
        |_| "(<n>,<n>)".into(),
    ),
    // A process named with its id (`held by process 4242 (apt-get)`): which process holds
    // a lock changes from one occurrence to the next, its name as much as its id.
    rule(
        r"\b(pid|process)\b[\s:=#]*\d+\s*\([^)\n]*\)",
        |t| t.contains('(') && numeric(t),
        |c| format!("{} <n>", &c[1]),
    ),
    rule(
        r"\b(line|col|column|pid|process|thread|port)\b[\s:=#]*\d+",
        numeric,
        |c| format!("{} <n>", &c[1]),
    ),
    rule(
        r"\b[0-9a-f]{8,}\b",
        |t| t.bytes().any(|b| b.is_ascii_digit()),
        |c| {
            if c[0].chars().any(|ch| ch.is_ascii_digit()) {
                "<hash>".into()
            } else {
                c[0].to_owned()
            }
        },
    ),
    rule(
        r"\b(?:\.?tmp[._-]?[a-z0-9]*\d[a-z0-9]*|temp[._-][a-z0-9]+)\b",
        |t| t.contains("tmp") || t.contains("temp"),
        |_| "<tmp>".into(),
    ),
    rule(r"\b\d{6,}\b", numeric, |_| "<n>".into()),
];

/// A temp folder and the generated folders under it (`/tmp/tmp8a7sk2`, `/tmp/tmp.AbCdEf`,
/// `/tmp/pytest-of-u/pytest-12/test_x0`, macOS's `/var/folders/…/T/…`): a component
/// holding a digit or named like a generated one.
static TEMP_PATH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?:(?:/private)?/var/folders/[^/\s'`]+/[^/\s'`]+/T|/var/tmp|/tmp|/dev/shm)(?:/(?:[^/\s'`]*\d[^/\s'`]*|(?:tmp|temp|pytest-of-)[^/\s'`]*))+",
    )
    .expect("temp path regex")
});

/// An error line as a lesson states it: a temp folder that changes every run (which the
/// fingerprint counts as one) written `<tmp>`, so the lesson does not name the first run's.
pub fn lesson_form(error: &str) -> Cow<'_, str> {
    if !error.contains("/tmp") && !error.contains("/var/") && !error.contains("/dev/shm") {
        return Cow::Borrowed(error);
    }
    TEMP_PATH.replace_all(error, "<tmp>")
}

fn normalise_error(error: &str) -> String {
    let mut text: Cow<'_, str> = Cow::Owned(drop_cut_word(error).to_lowercase());
    for rule in &RULES {
        if !(rule.could_match)(&text) {
            continue;
        }
        let regex = rule.regex();
        if regex.is_match(&text) {
            text = Cow::Owned(
                regex
                    .replace_all(&text, |c: &Captures| (rule.replace)(c))
                    .into_owned(),
            );
        }
    }
    collapse_whitespace(&text)
}

/// A summary cut at 120 characters ends in `…` inside a word that another occurrence may
/// cut elsewhere: drop that partial word.
fn drop_cut_word(error: &str) -> &str {
    match error.strip_suffix('…') {
        Some(kept) => kept
            .rfind(char::is_whitespace)
            .map_or(kept, |at| &kept[..at]),
        None => error,
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn error(summary: &str) -> String {
        fingerprint(CandidateKind::Error, summary)
    }

    #[test]
    fn volatile_parts_are_normalised() {
        let same = [
            (
                "Bash `npm run dev` → Error: listen EADDRINUSE: address already in use :::3000",
                "Bash `npm run dev` → Error: listen EADDRINUSE: address already in use :::3001",
            ),
            (
                "Bash `tsc` → src/a.ts(4,25): error TS2307: Cannot find module '@/lib/http'",
                "Bash `tsc` → src/b/c.ts(3,23): error TS2307: Cannot find module '@/lib/x'",
            ),
            (
                "Bash `go test` → --- FAIL: TestX (0.00s)",
                "Bash `go test` → --- FAIL: TestX (1.25s)",
            ),
            (
                "Bash `x` → crashed at 0x7ffd5e8c pid 4242 on 2026-11-03 09:12:01",
                "Bash `x` → crashed at 0x7ffd0000 pid 17 on 2026-11-04T10:00:00Z",
            ),
            (
                "Bash `x` → lock held by 3f2eb9802c04 in /tmp/tmp8a7sk2/x",
                "Bash `x` → lock held by 74a2b9301f67 in /tmp/tmpzz91aa/x",
            ),
            (
                "Bash `apt-get install` → E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)",
                "Bash `apt-get install` → E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 5151 (unattended-upgr…",
            ),
            (
                "Bash `apt-get install` → E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)",
                "Bash `apt-get install` → E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 77 (packagekitd)",
            ),
            (
                "Bash `x` → session 550e8400-e29b-41d4-a716-446655440000 expired",
                "Bash `x` → session 123e4567-e89b-12d3-a456-426614174000 expired",
            ),
            (
                "Bash `x` → node v22.11.0 needs react@18.2.0",
                "Bash `x` → node v20.1.0 needs react@18.3.1",
            ),
            (
                "Bash `curl` → fetch https://a.test/x?y=1 failed",
                "Bash `curl` → fetch http://b.test/ failed",
            ),
            (
                "Bash `x` → bind 0.0.0.0:5432 failed",
                "Bash  `x`  → BIND 127.0.0.1:15432   failed",
            ),
            (
                "Edit → String: 'let a = 1' not found in cart.ts",
                "Edit → String: 'fn b()' not found in lib.rs",
            ),
            (
                "Bash `x` → a very long line that got cut in the mid…",
                "Bash `x` → a very long line that got cut in the middle-of-wo…",
            ),
        ];
        for (a, b) in same {
            assert_eq!(error(a), error(b), "{a} | {b}");
        }
    }

    #[test]
    fn meaningful_parts_are_kept() {
        let different = [
            (
                "Bash `npm install` → npm error code ENOENT",
                "Bash `npm test` → npm error code ENOENT",
            ),
            (
                "Bash `cargo build` → error: linker `cc` not found",
                "Bash `cargo build` → error[E0425]: cannot find value `pool`",
            ),
            (
                "Bash `curl` → curl: (22) The requested URL returned error: 401",
                "Bash `curl` → curl: (22) The requested URL returned error: 403",
            ),
            (
                "Bash `tsc` → error TS2307: x",
                "Bash `tsc` → error TS2322: x",
            ),
            ("Bash `x` → boom", "Edit → boom"),
        ];
        for (a, b) in different {
            assert_ne!(error(a), error(b), "{a} | {b}");
        }
    }

    #[test]
    fn lessons_name_no_temp_folder() {
        for (error, lesson) in [
            (
                "ls: cannot access '/tmp/tmp8a7sk2/conf': No such file",
                "ls: cannot access '<tmp>/conf': No such file",
            ),
            (
                "open /tmp/tmp.AbCdEfGh/app.sock failed",
                "open <tmp>/app.sock failed",
            ),
            (
                "in /tmp/pytest-of-u/pytest-12/test_x0/db: locked",
                "in <tmp>/db: locked",
            ),
            (
                "/private/var/folders/q1/zz_9x/T/tmpa1b2/x.json missing",
                "<tmp>/x.json missing",
            ),
            ("/tmp/build/x missing", "/tmp/build/x missing"),
            ("/var/lib/dpkg/lock-frontend", "/var/lib/dpkg/lock-frontend"),
        ] {
            assert_eq!(lesson_form(error), lesson, "{error}");
        }
    }

    #[test]
    fn head_backticks_are_not_a_quoted_value() {
        let print = error("Bash `npm run dev` → Error: listen EADDRINUSE :::3000");
        assert!(print.starts_with("bash `npm run dev` → "), "{print}");
        assert_ne!(
            error("Bash `npm test` → boom"),
            error("Bash `npm install` → boom")
        );
    }

    #[test]
    fn apostrophes_inside_words_are_not_quotes() {
        assert_ne!(
            error("Bash `x` → don't match specs, can't go on"),
            error("Bash `x` → don't know, can't stop")
        );
    }

    #[test]
    fn other_kinds_fold_case_punctuation_and_width() {
        let f = |s| fingerprint(CandidateKind::Rule, s);
        assert_eq!(f("Use pnpm, not npm!"), f("use PNPM not npm"));
        assert_eq!(f("用 pnpm，不用 npm。"), f("用pnpm,不用npm"));
        assert_eq!(f("ＵＳＥ　ｐｎｐｍ！"), f("use pnpm"));
        assert_eq!(
            fingerprint(CandidateKind::Preference, "I prefer tabs."),
            "iprefertabs"
        );
        assert_ne!(f("use pnpm"), f("use npm"));
    }

    proptest! {
        #[test]
        fn fingerprint_never_panics_and_is_stable(text in "(?s).{0,200}") {
            for kind in [CandidateKind::Error, CandidateKind::Rule] {
                let print = fingerprint(kind, &text);
                prop_assert_eq!(&print, &fingerprint(kind, &text));
            }
        }
    }
}
