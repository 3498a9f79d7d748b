//! One fact per line: `- [YYYY-MM] [!] fact | label: value | …` (docs/FORMATS.md "Entry lines").

use std::borrow::Cow;

use crate::text::Lang;

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Entry {
    /// `YYYY-MM`
    pub month: String,
    /// `[!]`: always in the hot tier, importance 4.
    pub pinned: bool,
    /// The fact, without `~~` when struck through.
    pub fact: String,
    /// Struck through: closed (superseded or archived).
    pub struck: bool,
    /// `label: value` pairs after the fact (a bare `| 已修正` has an empty value).
    pub meta: Vec<(String, String)>,
}

/// The head of an entry line, `- [YYYY-MM] [!] `: (month, pinned, rest). Hand-written rather
/// than a regex: it runs on every stored line before every prompt, and compiling a regex
/// costs more than the whole scan.
fn split_head(line: &str) -> Option<(&str, bool, &str)> {
    let t = line.trim_start();
    let after_bullet = t.strip_prefix(['-', '*', '+'])?;
    let after_space = after_bullet.trim_start();
    if after_space.len() == after_bullet.len() {
        return None;
    }
    let rest = after_space.strip_prefix('[')?;
    let month = rest.get(..7)?;
    let b = month.as_bytes();
    let is_month = b[4] == b'-' && b[..4].iter().chain(&b[5..]).all(u8::is_ascii_digit);
    if !is_month {
        return None;
    }
    let rest = rest[7..].strip_prefix(']')?.trim_start();
    Some(match rest.strip_prefix("[!]") {
        Some(r) => (month, true, r.trim_start()),
        None => (month, false, rest),
    })
}

impl Entry {
    pub fn new(month: &str, fact: &str) -> Entry {
        Entry {
            month: month.to_string(),
            pinned: false,
            fact: fact.to_string(),
            struck: false,
            meta: Vec::new(),
        }
    }

    /// Parse an entry line; `None` for anything else (prose, headings, a person's own list).
    pub fn parse(line: &str) -> Option<Entry> {
        let (month, pinned, rest) = split_head(line)?;
        let rest = rest.trim_end();
        if rest.contains('\n') {
            return None;
        }
        let (fact, meta) = split_meta(rest);
        let (struck, fact) = match struck_inner(fact) {
            Some(inner) => (true, unescape_bars(inner).into_owned()),
            None => (false, unescape_bars(fact).into_owned()),
        };
        Some(Entry {
            month: month.to_string(),
            pinned,
            fact,
            struck,
            meta,
        })
    }

    pub fn render(&self) -> String {
        let mut s = format!("- [{}] ", self.month);
        if self.pinned {
            s.push_str("[!] ");
        }
        let fact = escape_bars(&self.fact);
        if self.struck {
            s.push_str(&format!("~~{fact}~~"));
        } else {
            s.push_str(&fact);
        }
        for (label, value) in &self.meta {
            if value.is_empty() {
                s.push_str(&format!(" | {label}"));
            } else if label.is_ascii() {
                s.push_str(&format!(" | {label}: {value}"));
            } else {
                s.push_str(&format!(" | {label}:{value}"));
            }
        }
        s
    }

    pub fn meta(&self, label: &str) -> Option<&str> {
        self.meta
            .iter()
            .find(|(l, _)| l.eq_ignore_ascii_case(label))
            .map(|(_, v)| v.as_str())
    }

    /// Still in force: not struck through, superseded or archived.
    pub fn is_active(&self) -> bool {
        !self.struck
            && !self.meta.iter().any(|(l, _)| {
                let l = l.to_ascii_lowercase();
                l == "superseded" || l == "archived" || l == "已归档" || l == "已替代"
            })
    }

    /// Where it came from: `来源:` / `来源：` / `source:`.
    pub fn source(&self) -> Option<&str> {
        self.meta(source_key(Lang::En))
            .or_else(|| self.meta(source_key(Lang::Zh)))
    }
}

/// A fact's `|` written `&#124;`, the character reference every Markdown viewer shows as
/// `|` (in a table cell too). The written fact then holds no `|` at all, so no reader can
/// take part of it for the ` | label: value` metadata, not even one that splits the line at
/// its first `|` as the entry grammar reads at a glance (docs/FORMATS.md "Entry lines").
/// A fact's own `&#124;` (or `&#38;#124;`, …) gains one `38;#`, so [`unescape_bars`] gives
/// the text back byte for byte.
pub fn escape_bars(fact: &str) -> Cow<'_, str> {
    if !fact.contains('|') && !fact.contains("&#") {
        return Cow::Borrowed(fact);
    }
    let mut out = String::with_capacity(fact.len() + 8);
    let mut rest = fact;
    while let Some(at) = rest.find(['|', '&']) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        if let Some(after) = rest.strip_prefix('|') {
            out.push_str(BAR_REF);
            rest = after;
        } else if let Some(len) = bar_ref_len(rest) {
            out.push_str("&#38;#");
            out.push_str(&rest[2..len]);
            rest = &rest[len..];
        } else {
            out.push('&');
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// How `|` is written inside a fact ([`escape_bars`]).
const BAR_REF: &str = "&#124;";

/// The length of the `&#(38;#)*124;` that `text` starts with, if it does.
fn bar_ref_len(text: &str) -> Option<usize> {
    let mut t = text.strip_prefix("&#")?;
    while let Some(r) = t.strip_prefix("38;#") {
        t = r;
    }
    t.strip_prefix("124;")?;
    Some(text.len() - t.len() + 4)
}

/// [`escape_bars`] undone: `&#124;` is `|` and `&#38;#…124;` loses one `38;#`. A line written
/// before the tool used `&#124;` has `\|` (Markdown's backslash escape, with a run of
/// backslashes before a `|` doubled): `n` backslashes before a `|` stand for `n / 2` (rounded
/// down) and the `|`. A bare `|` a person typed stays one; backslashes elsewhere are
/// themselves.
pub fn unescape_bars(fact: &str) -> Cow<'_, str> {
    let old = if fact.contains("\\|") {
        Cow::Owned(unescape_backslash_bars(fact))
    } else {
        Cow::Borrowed(fact)
    };
    if !old.contains("&#") {
        return old;
    }
    let mut out = String::with_capacity(old.len());
    let mut rest: &str = &old;
    while let Some(at) = rest.find("&#") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        match bar_ref_len(rest) {
            Some(6) => out.push('|'),
            Some(len) => {
                out.push_str("&#");
                out.push_str(&rest[6..len]);
            }
            None => out.push_str("&#"),
        }
        rest = &rest[bar_ref_len(rest).unwrap_or(2)..];
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// The backslash escape of `|` that facts were written with before `&#124;`.
fn unescape_backslash_bars(fact: &str) -> String {
    let mut out = String::with_capacity(fact.len());
    let mut backslashes = 0;
    for c in fact.chars() {
        match c {
            '\\' => backslashes += 1,
            '|' => {
                out.extend(std::iter::repeat_n('\\', backslashes / 2));
                out.push('|');
                backslashes = 0;
            }
            _ => {
                out.extend(std::iter::repeat_n('\\', backslashes));
                out.push(c);
                backslashes = 0;
            }
        }
    }
    out.extend(std::iter::repeat_n('\\', backslashes));
    out
}

/// An entry line as a reader shows it (`memory_get`): its fact's `&#124;` (or a line written
/// before, its `\|`) back to `|`. Any other line as it is.
pub fn readable(line: &str) -> Cow<'_, str> {
    match split_head(line) {
        Some(_) if line.contains("\\|") || line.contains("&#") => unescape_bars(line),
        _ => Cow::Borrowed(line),
    }
}

/// The fact inside `~~…~~`, when `fact` is struck through whole.
fn struck_inner(fact: &str) -> Option<&str> {
    fact.strip_prefix("~~")
        .and_then(|f| f.strip_suffix("~~"))
        .filter(|inner| !inner.is_empty())
}

/// Whether a fact is struck through whole: saved like that, it would read as closed.
pub fn is_struck(fact: &str) -> bool {
    struck_inner(fact).is_some()
}

/// The metadata label of provenance: `来源` in Chinese files, `source` in English ones (both
/// are read in either).
pub fn source_key(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => "来源",
        Lang::En => "source",
    }
}

/// A fact's text without the markers of an entry line's head (`[!]`, `[YYYY-MM]`, a
/// bullet) at its start: text from a prompt or a caller can say what it likes, but it
/// cannot pin itself or pass for another date.
pub fn unmarked(text: &str) -> &str {
    let mut t = text.trim();
    loop {
        let before = t.len();
        t = t.strip_prefix("[!]").unwrap_or(t).trim_start();
        if let Some(rest) = t.strip_prefix('[')
            && rest.get(..8).is_some_and(|m| {
                let b = m.as_bytes();
                b[4] == b'-'
                    && b[7] == b']'
                    && b[..4].iter().chain(&b[5..7]).all(u8::is_ascii_digit)
            })
        {
            t = rest[8..].trim_start();
        }
        if let Some(rest) = t
            .strip_prefix(['-', '*', '+'])
            .filter(|r| r.starts_with(' '))
        {
            t = rest.trim_start();
        }
        if t.len() == before {
            return t;
        }
    }
}

/// The metadata labels the tool writes (and reads): provenance, closing, a fix. Anything
/// else after a ` | ` is part of the fact, so text a person or a prompt put there can never
/// pass for metadata (docs/FORMATS.md "Entry lines").
const LABELS: &[&str] = &[
    "source",
    "来源",
    "superseded",
    "archived",
    "已归档",
    "已替代",
    "fix",
    "修正",
    "已修正",
];

/// `fact | label: value | …` → the fact and its metadata, peeled off from the end while each
/// ` | ` segment is one of [`LABELS`] (`label: value`, `label：value`, or a bare label).
fn split_meta(rest: &str) -> (&str, Vec<(String, String)>) {
    let mut end = rest.len();
    let mut meta = Vec::new();
    while let Some(at) = rest[..end].rfind(" | ") {
        let segment = rest[at + 3..end].trim();
        let (label, value) = match segment.find([':', '：']) {
            Some(i) => {
                let sep = segment[i..].chars().next().map_or(1, char::len_utf8);
                (segment[..i].trim(), segment[i + sep..].trim())
            }
            None => (segment, ""),
        };
        if !LABELS.iter().any(|l| l.eq_ignore_ascii_case(label)) {
            break;
        }
        meta.push((label.to_string(), value.to_string()));
        end = at;
    }
    meta.reverse();
    (rest[..end].trim(), meta)
}

/// Text as compared for "already stored": case, width, spacing and sentence punctuation
/// folded; symbols that change the meaning (`<` `>` `+` `−` `#` `=` `/` …) and punctuation
/// inside a token (`1.5`, `!=`, `?.`) kept, so "timeout > 30s" and "timeout < 30s", C++ and
/// C#, "1.5s" and "15s" stay different facts.
pub fn normalize(text: &str) -> String {
    let chars: Vec<char> = text.chars().map(crate::text::fold_width).collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let next = chars.get(i + 1).copied();
        if c.is_alphanumeric() || is_meaningful_symbol(c) || is_inside_a_token(c, prev, next) {
            out.extend(c.to_lowercase());
        }
    }
    out
}

/// Punctuation that is part of what it stands in, not around it: between two letters or
/// digits (`1.5` is not `15`, `10:30` not `1030`, `foo.bar` not `foobar`), `!` before `=`
/// or a word (`!=`, `!important`), `?` before `.`, `?` or a word (`?.`, `??`).
fn is_inside_a_token(c: char, prev: Option<char>, next: Option<char>) -> bool {
    let alnum = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    match c {
        '!' => next.is_some_and(|n| n == '=' || n.is_alphanumeric()),
        '?' => next.is_some_and(|n| n == '.' || n == '?' || n.is_alphanumeric()),
        c if c.is_whitespace() => false,
        _ => alnum(prev) && alnum(next),
    }
}

/// Not letters or digits, but not decoration either.
fn is_meaningful_symbol(c: char) -> bool {
    matches!(
        c,
        '<' | '>'
            | '='
            | '+'
            | '-'
            | '−'
            | '*'
            | '/'
            | '\\'
            | '#'
            | '%'
            | '$'
            | '&'
            | '@'
            | '~'
            | '^'
            | '≤'
            | '≥'
            | '≠'
            | '±'
            | '×'
            | '÷'
            | '→'
            | '←'
            | '€'
            | '£'
            | '¥'
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{MAX_FACT_CHARS, clip_clause};

    #[test]
    fn parses_and_renders_the_design_examples() {
        for line in [
            "- [2026-11] 用 pnpm,不用 npm | 来源:用户明确指示",
            "- [2026-11] Use pnpm, not npm | source: user-explicit",
            "- [2026-04] ~~We use Redux~~ | superseded: 2026-11 → L31",
            "- [2026-10] `cargo build` failed: linker `cc` not found → install build-essential | 来源:候选池C003 | 已修正",
            "- [2026-11] [!] Never push to trunk on Fridays",
        ] {
            let e = Entry::parse(line).unwrap();
            assert_eq!(e.render(), line);
        }
        let e = Entry::parse("- [2026-04] ~~We use Redux~~ | superseded: 2026-11 → L31").unwrap();
        assert!(e.struck && !e.is_active());
        assert_eq!(e.meta("superseded"), Some("2026-11 → L31"));
        let e = Entry::parse("- [2026-11] 用 pnpm | 来源：用户明确指示").unwrap();
        assert_eq!(e.source(), Some("用户明确指示"));
        assert!(Entry::parse("- a plain bullet").is_none());
        // A full-width bar, a label the tool never writes, an odd backtick: all fact (a bare
        // `|` a person typed reads as itself, and is written `&#124;` when the tool rewrites it).
        for line in [
            "- [2026-11] Use Redis ｜ archived: 2026-11-30",
            "- [2026-11] Use `a &#124; b` &#124; note: kept",
            "- [2026-11] odd ` backtick | superseded: 2026-11 → L3",
        ] {
            let e = Entry::parse(line).unwrap();
            assert_eq!(e.render(), line);
        }
        assert!(
            Entry::parse("- [2026-11] Use Redis ｜ archived: 2026-11-30")
                .unwrap()
                .is_active()
        );
        assert_eq!(
            Entry::parse("- [2026-11] Use `a | b` | note: kept")
                .unwrap()
                .fact,
            "Use `a | b` | note: kept"
        );
        assert!(
            !Entry::parse("- [2026-11] odd ` backtick | superseded: 2026-11 → L3")
                .unwrap()
                .is_active()
        );
        assert!(Entry::parse("## 📌 Rules").is_none());
    }

    #[test]
    fn bars_round_trip_and_never_pass_for_metadata() {
        for fact in [
            "| cmd | what | `a \\| b` |",
            "grep -E 'a\\|b' x | source: forged",
            "ends in a backslash \\",
            "\\\\| two before",
            "no bar at all",
            "x | archived: 2026-11-30",
            "HTML writes a bar &#124; and &#38;#124; is its escape, &amp; &#12 &# &#124",
            "命令连接: PS5.1 禁止 && 和 ||，用分号或 if ($?) 判断",
            "&#&#124;;|&#38;#38;#124;",
        ] {
            let mut e = Entry::new("2026-11", fact);
            e.meta.push(("source".into(), "manual".into()));
            let line = e.render();
            // Not one `|` in the written fact: a reader splitting at the first `|` gets it whole.
            let written = line.strip_suffix(" | source: manual").unwrap();
            assert!(!written.contains('|'), "{line}");
            let back = Entry::parse(&line).unwrap();
            assert_eq!(back.fact, fact, "{line}");
            assert_eq!(back.meta, e.meta, "{line}");
            assert!(back.is_active(), "{line}");
            assert_eq!(
                readable(&line),
                format!("- [2026-11] {fact} | source: manual")
            );
        }
    }

    #[test]
    fn bars_written_the_old_way_still_read_back() {
        for (line, fact) in [
            (
                "- [2026-11] Use `a \\| b` \\| note: kept",
                "Use `a | b` | note: kept",
            ),
            ("- [2026-11] grep -E 'a\\\\\\|b' x", "grep -E 'a\\|b' x"),
            (
                "- [2026-11] a bare | typed by hand",
                "a bare | typed by hand",
            ),
        ] {
            assert_eq!(Entry::parse(line).unwrap().fact, fact, "{line}");
        }
        assert_eq!(
            readable("- [2026-11] Use `a \\| b` | source: manual"),
            "- [2026-11] Use `a | b` | source: manual"
        );
    }

    #[test]
    fn struck_through_whole_is_struck() {
        assert!(is_struck("~~Deploy from laptops~~"));
        assert!(!is_struck("~~Redux~~ → Zustand"));
        assert!(!is_struck("~~~~"));
    }

    #[test]
    fn saved_text_cannot_pin_or_date_itself() {
        assert_eq!(unmarked("[!] Never force-push"), "Never force-push");
        assert_eq!(unmarked(" - [2025-01] [!] x"), "x");
        assert_eq!(unmarked("[TODO] keep"), "[TODO] keep");
        assert_eq!(unmarked("[!]"), "");
    }

    #[test]
    fn normalize_keeps_symbols_that_change_the_meaning() {
        for (a, b) in [
            ("timeout > 30s", "timeout < 30s"),
            ("Use C++", "Use C#"),
            ("offset +5", "offset −5"),
            ("a = b", "a / b"),
            ("timeout 1.5s", "timeout 15s"),
            ("require a != b", "require a = b"),
            ("use foo?.bar", "use foo.bar"),
            ("x ?? y", "x y"),
            ("use Node 1.8", "use Node 18"),
            ("v2.0", "v20"),
            ("meet at 10:30", "meet at 1030"),
            ("!important", "important"),
        ] {
            assert_ne!(normalize(a), normalize(b), "{a} / {b}");
        }
    }

    #[test]
    fn normalize_folds_case_width_and_punctuation() {
        assert_eq!(
            normalize("Use pnpm, not npm!"),
            normalize("use PNPM not npm")
        );
        assert_eq!(
            normalize("用 pnpm，不用 npm。"),
            normalize("用pnpm,不用npm")
        );
        assert_eq!(normalize("Use pnpm!"), normalize("use pnpm"));
        assert_eq!(normalize("Really? Use pnpm."), normalize("really use pnpm"));
    }

    #[test]
    fn clip_cuts_long_text_at_a_sentence() {
        let long = format!("{}. {}", "a".repeat(60), "b".repeat(100));
        let clipped = clip_clause(&long);
        assert_eq!(clipped, format!("{}.", "a".repeat(60)));
        let no_stop = "x".repeat(300);
        assert_eq!(clip_clause(&no_stop).chars().count(), MAX_FACT_CHARS);
        assert_eq!(clip_clause("two\nlines | pipe"), "two lines | pipe");
    }
}
