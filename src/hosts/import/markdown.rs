//! A rule file (CLAUDE.md, AGENTS.md, `.cursorrules`, a Cursor rule's body, an auto-memory
//! topic) as rules: one piece per bullet, numbered item, table row or paragraph, never one
//! per file and never cut inside a rule (docs/FORMATS.md "Import").
//!
//! What is not a rule is said so: code blocks, `@path` imports and lines that only link to
//! another file come back as skipped lines with the reason; headings, blank lines, rules
//! (`---`), table header and separator rows and HTML comments are structure and are passed
//! over.

/// One rule lifted from a file: its first line (1-based) and its text as written, with the
/// list or quote mark taken off and wrapped lines joined by a space.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub line: usize,
    pub text: String,
}

/// A line that is not imported, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub line: usize,
    pub text: String,
    pub reason: &'static str,
}

/// What a rule file holds.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Split {
    pub pieces: Vec<Piece>,
    pub skipped: Vec<Skipped>,
}

/// Front matter (`---` … `---` at the very top) as `key: value` pairs, and the line the body
/// starts on (0-based). A block scalar (`key: >` or `key: |` with indented lines) is read as
/// one value, its lines joined by a space. No front matter: no pairs, body at line 0.
pub fn front_matter(text: &str) -> (Vec<(String, String)>, usize) {
    let lines: Vec<&str> = text.lines().collect();
    if lines
        .first()
        .map(|l| l.trim_start_matches('\u{feff}').trim())
        != Some("---")
    {
        return (Vec::new(), 0);
    }
    let Some(end) = lines.iter().skip(1).position(|l| l.trim() == "---") else {
        return (Vec::new(), 0);
    };
    let end = end + 1;
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut block = false;
    for line in &lines[1..end] {
        let indented = line.starts_with(' ') || line.starts_with('\t');
        if indented && let Some((_, value)) = pairs.last_mut() {
            if block || !line.trim().is_empty() {
                let part = line.trim();
                if !part.is_empty() {
                    if !value.is_empty() {
                        value.push(' ');
                    }
                    value.push_str(part);
                }
            }
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.trim();
        block = matches!(value, ">" | ">-" | ">+" | "|" | "|-" | "|+");
        let value = if block { "" } else { unquote(value) };
        pairs.push((key.trim().to_string(), value.to_string()));
    }
    (pairs, end + 1)
}

/// The value of `key` in front matter pairs.
pub fn meta<'a>(pairs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty())
}

fn unquote(v: &str) -> &str {
    for q in ['"', '\''] {
        if v.len() >= 2 && v.starts_with(q) && v.ends_with(q) {
            return &v[1..v.len() - 1];
        }
    }
    v
}

/// The rules of a Markdown rule file, from line `from` (0-based: after front matter).
pub fn split(text: &str, from: usize) -> Split {
    let mut out = Split::default();
    let mut open: Option<Open> = None;
    // A list item ending in ':' whose items follow, indented under it: its text leads each
    // of them ("Testing:" / "- use pytest" is the rule "Testing: use pytest").
    let mut lead: Option<Lead> = None;
    let mut fence: Option<(usize, String)> = None;
    let mut comment = false;
    let mut table_rows = 0usize;
    for (i, raw) in text.lines().enumerate().skip(from) {
        let n = i + 1;
        let line = raw.trim_end();
        let trimmed = line.trim_start().trim_start_matches('\u{feff}');
        if let Some((start, marker)) = &fence {
            if trimmed.starts_with(marker.as_str()) {
                out.skipped.push(Skipped {
                    line: *start,
                    text: format!("{marker}… (lines {start}–{n})"),
                    reason: "a code block, not a rule line",
                });
                fence = None;
            }
            continue;
        }
        if comment {
            if trimmed.contains("-->") {
                comment = false;
            }
            continue;
        }
        if let Some(marker) = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m)) {
            flush(&mut open, &mut out);
            fence = Some((n, marker.to_string()));
            continue;
        }
        if trimmed.starts_with("<!--") {
            flush(&mut open, &mut out);
            comment = !trimmed.contains("-->");
            continue;
        }
        if trimmed.is_empty() {
            flush(&mut open, &mut out);
            table_rows = 0;
            continue;
        }
        if trimmed.starts_with('#') || is_thematic_break(trimmed) {
            flush(&mut open, &mut out);
            end_lead(&mut lead, &mut out);
            table_rows = 0;
            continue;
        }
        if trimmed.starts_with('|') {
            flush(&mut open, &mut out);
            end_lead(&mut lead, &mut out);
            table_rows += 1;
            let cells: Vec<&str> = trimmed
                .trim_matches('|')
                .split('|')
                .map(str::trim)
                .collect();
            let separator = cells
                .iter()
                .all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':' | ' ')));
            // The first row of a table is its header; the separator row is structure.
            if table_rows == 1 || separator {
                continue;
            }
            let text = cells
                .into_iter()
                .filter(|c| !c.is_empty())
                .collect::<Vec<_>>()
                .join(" | ");
            if !text.is_empty() {
                out.pieces.push(Piece { line: n, text });
            }
            continue;
        }
        if is_import_line(trimmed) {
            flush(&mut open, &mut out);
            out.skipped.push(Skipped {
                line: n,
                text: trimmed.to_string(),
                reason: "an @import of another file: import that file itself",
            });
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        if let Some(body) = list_item(trimmed) {
            flush(&mut open, &mut out);
            let body = strip_checkbox(body);
            if lead.as_ref().is_some_and(|l| indent <= l.indent) {
                end_lead(&mut lead, &mut out);
            }
            if body.ends_with(':') || body.ends_with('：') {
                end_lead(&mut lead, &mut out);
                lead = Some(Lead {
                    line: n,
                    text: body.to_string(),
                    indent,
                    used: false,
                });
                continue;
            }
            let text = match &mut lead {
                Some(l) => {
                    l.used = true;
                    format!("{} {body}", l.text)
                }
                None => body.to_string(),
            };
            open = Some(Open {
                line: n,
                text,
                indent,
            });
            continue;
        }
        let body = trimmed.trim_start_matches('>').trim_start();
        match &mut open {
            // A wrapped line of an item (indented under its mark) or of a paragraph; in a
            // paragraph, a line that starts a sentence after one that ended one is a rule of
            // its own (rule files often put one sentence a line, unbulleted).
            Some(o)
                if (o.indent == usize::MAX
                    && !(ends_sentence(&o.text) && starts_sentence(body)))
                    || (o.indent != usize::MAX && indent > o.indent) =>
            {
                o.text.push(' ');
                o.text.push_str(body);
            }
            _ => {
                flush(&mut open, &mut out);
                if indent == 0 {
                    end_lead(&mut lead, &mut out);
                }
                open = Some(Open {
                    line: n,
                    text: body.to_string(),
                    indent: usize::MAX,
                });
            }
        }
    }
    if let Some((start, marker)) = fence {
        out.skipped.push(Skipped {
            line: start,
            text: format!("{marker}… (unclosed, from line {start})"),
            reason: "a code block, not a rule line",
        });
    }
    flush(&mut open, &mut out);
    end_lead(&mut lead, &mut out);
    out.pieces.sort_by_key(|p| p.line);
    out
}

/// An item or paragraph being read.
struct Open {
    line: usize,
    text: String,
    /// Its list mark's indentation (`usize::MAX` for a paragraph: any line continues it).
    indent: usize,
}

/// A list item ending in ':' and whether an item under it has carried it yet.
struct Lead {
    line: usize,
    text: String,
    indent: usize,
    used: bool,
}

fn flush(open: &mut Option<Open>, out: &mut Split) {
    let Some(o) = open.take() else { return };
    let text = o.text.trim().to_string();
    if text.is_empty() {
        return;
    }
    if let Some(reason) = link_only(&text).or_else(|| about_the_file(&text)) {
        out.skipped.push(Skipped {
            line: o.line,
            text,
            reason,
        });
        return;
    }
    if text.chars().count() <= LONG {
        out.pieces.push(Piece { line: o.line, text });
        return;
    }
    // A long paragraph: its sentences, gathered up to the limit, each a rule that stands on
    // its own; a single sentence past it is left whole for the store to refuse, never cut.
    let mut piece = String::new();
    for sentence in sentences(&text) {
        if !piece.is_empty() && piece.chars().count() + 1 + sentence.chars().count() > LONG {
            out.pieces.push(Piece {
                line: o.line,
                text: std::mem::take(&mut piece),
            });
        }
        if !piece.is_empty() {
            piece.push(' ');
        }
        piece.push_str(sentence);
    }
    if !piece.is_empty() {
        out.pieces.push(Piece {
            line: o.line,
            text: piece,
        });
    }
}

/// The longest piece kept whole: the store's limit for an explicit text.
const LONG: usize = 1000;

/// A text's sentences: cut after `.` `!` `?` followed by a space and a capital, and after
/// `。` `！` `？`; a dot inside a name or a version (`v0.3`, `main.rs`) never ends one.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        let end = i + c.len_utf8();
        let cut = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => {
                chars.get(k + 1).is_some_and(|&(_, n)| n == ' ')
                    && chars
                        .get(k + 2)
                        .is_some_and(|&(_, n)| starts_sentence_char(n))
            }
            _ => false,
        };
        if cut {
            let s = text[start..end].trim();
            if !s.is_empty() {
                out.push(s);
            }
            start = end;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

fn ends_sentence(text: &str) -> bool {
    text.trim_end()
        .ends_with(['.', '!', '?', '。', '！', '？', ':', '：'])
}

fn starts_sentence(text: &str) -> bool {
    text.chars().next().is_some_and(starts_sentence_char)
}

fn starts_sentence_char(c: char) -> bool {
    c.is_uppercase() || c == '`' || c == '*' || crate::text::is_han(c)
}

/// A lead no item carried is a rule of its own ("Notes:" with nothing under it is kept, for
/// the gate to judge); one that led its items was said with each of them.
fn end_lead(lead: &mut Option<Lead>, out: &mut Split) {
    if let Some(l) = lead.take()
        && !l.used
    {
        out.pieces.push(Piece {
            line: l.line,
            text: l.text,
        });
    }
}

/// `- x`, `* x`, `+ x`, `1. x`, `1) x` → `x`.
fn list_item(line: &str) -> Option<&str> {
    for mark in ["- ", "* ", "+ "] {
        if let Some(rest) = line.strip_prefix(mark) {
            return Some(rest.trim());
        }
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&digits) {
        let rest = &line[digits..];
        for mark in [". ", ") "] {
            if let Some(body) = rest.strip_prefix(mark) {
                return Some(body.trim());
            }
        }
    }
    None
}

fn strip_checkbox(body: &str) -> &str {
    for b in ["[ ] ", "[x] ", "[X] "] {
        if let Some(rest) = body.strip_prefix(b) {
            return rest.trim();
        }
    }
    body
}

fn is_thematic_break(line: &str) -> bool {
    let t: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    t.len() >= 3
        && (t.chars().all(|c| c == '-')
            || t.chars().all(|c| c == '*')
            || t.chars().all(|c| c == '_'))
}

/// A sentence about the rule file itself ("This file provides guidance to Claude Code…",
/// 本文件说明…): what `/init` and templates open with, true of the file and of nothing else.
fn about_the_file(text: &str) -> Option<&'static str> {
    let lower = text.trim_start().to_lowercase();
    let opens = [
        "this file ",
        "this document ",
        "本文件",
        "此文件",
        "该文件",
        "本文档",
    ];
    opens
        .iter()
        .any(|o| lower.starts_with(o))
        .then_some("it describes the file itself, not a rule")
}

/// Claude Code's import syntax: a line that is only `@path/to/file`.
fn is_import_line(line: &str) -> bool {
    line.starts_with('@') && !line.contains(char::is_whitespace) && line.len() > 1
}

/// A piece that only links to another file (`[Title](file.md)`, with at most a short hook
/// after it): an index line, not a rule.
fn link_only(text: &str) -> Option<&'static str> {
    let t = text.trim();
    let rest = t.strip_prefix('[')?;
    let (_, after) = rest.split_once("](")?;
    let (target, tail) = after.split_once(')')?;
    let tail = tail.trim().trim_start_matches(['—', '-', ':', '–']).trim();
    (target.ends_with(".md") && tail.chars().count() <= 150 && !target.contains("://"))
        .then_some("an index line linking to another file: that file is imported on its own")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &Split) -> Vec<&str> {
        s.pieces.iter().map(|p| p.text.as_str()).collect()
    }

    #[test]
    fn bullets_numbers_paragraphs_and_table_rows_are_one_rule_each() {
        let text = "# Project rules\n\nUse pnpm, not npm.\nLockfiles are committed.\n\n## Style\n- Early returns over nested ifs\n- Wrap at 100 columns\n  when the language allows it\n1. Run `cargo fmt` before a commit\n2) Never push to main\n\n| Area | Rule |\n|---|---|\n| TS | no `any` |\n";
        let s = split(text, 0);
        assert_eq!(
            texts(&s),
            [
                "Use pnpm, not npm.",
                "Lockfiles are committed.",
                "Early returns over nested ifs",
                "Wrap at 100 columns when the language allows it",
                "Run `cargo fmt` before a commit",
                "Never push to main",
                "TS | no `any`",
            ]
        );
        assert_eq!(s.pieces[0].line, 3);
        assert_eq!(s.pieces[1].line, 4);
        assert_eq!(s.pieces[2].line, 7);
        assert!(s.skipped.is_empty());
    }

    #[test]
    fn code_blocks_imports_and_index_links_are_listed_not_imported() {
        let text = "This file guides agents in this repository.\nIntro rule.\n\n```bash\nnpm install\n```\n@docs/more.md\n- [Testing](testing.md) — how we test\n<!-- note -->\n";
        let s = split(text, 0);
        assert_eq!(texts(&s), ["Intro rule."]);
        let reasons: Vec<_> = s.skipped.iter().map(|k| (k.line, k.reason)).collect();
        assert_eq!(reasons.len(), 4, "{reasons:?}");
        assert!(reasons[0].1.contains("the file itself"));
        assert_eq!(reasons[1].0, 4);
        assert!(reasons[2].1.contains("@import"));
        assert!(reasons[3].1.contains("index line"));
    }

    #[test]
    fn a_lead_item_carries_into_its_items_and_stands_alone_without_them() {
        let s = split(
            "- Testing:\n  - use pytest\n  - never mock the db\n- Deploy with fly\n- Notes:\n",
            0,
        );
        assert_eq!(
            texts(&s),
            [
                "Testing: use pytest",
                "Testing: never mock the db",
                "Deploy with fly",
                "Notes:"
            ]
        );
    }

    #[test]
    fn wrapped_prose_is_one_rule_and_sentences_a_line_are_one_each() {
        let s = split(
            "Keep functions short and\nname them for what they do.\nNever commit .env files.\n",
            0,
        );
        assert_eq!(
            texts(&s),
            [
                "Keep functions short and name them for what they do.",
                "Never commit .env files."
            ]
        );
    }

    #[test]
    fn a_long_paragraph_is_cut_between_sentences_never_inside_a_name() {
        let sentence =
            "Pin the toolchain in rust-toolchain.toml to v1.89.0 and keep main.rs small. ";
        let text = sentence.repeat(20);
        let s = split(&text, 0);
        assert!(s.pieces.len() >= 2, "{:?}", texts(&s));
        for p in &s.pieces {
            assert!(p.text.chars().count() <= 1000);
            assert!(p.text.ends_with("keep main.rs small."), "{}", p.text);
        }
        let joined: Vec<&str> = s.pieces.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(joined.join(" "), text.trim());
    }

    #[test]
    fn front_matter_is_read_and_skipped() {
        let text = "---\ndescription: React rules\nglobs: \"*.tsx\"\nsummary: >\n  folded\n  text\nalwaysApply: false\n---\n- Use hooks\n";
        let (pairs, body) = front_matter(text);
        assert_eq!(meta(&pairs, "globs"), Some("*.tsx"));
        assert_eq!(meta(&pairs, "summary"), Some("folded text"));
        assert_eq!(meta(&pairs, "alwaysApply"), Some("false"));
        assert_eq!(texts(&split(text, body)), ["Use hooks"]);
        assert_eq!(front_matter("no front matter\n").1, 0);
    }
}
