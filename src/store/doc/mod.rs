//! MEMORY.md / USER.md as lines: sections found by emoji, entries, the auto line index.
//! Every byte the store does not write is kept as it was (line endings included).

pub mod pointer;
mod section;

use super::entry::{Entry, normalize};
use super::paths::MemFile;
use crate::text::Lang;
pub use section::Section;

/// `- x` / `* x` / `+ x` (already trimmed at the start): the only lines that can be entries,
/// told apart without running the entry regex.
fn is_bullet(trimmed: &str) -> bool {
    let mut chars = trimmed.chars();
    matches!(chars.next(), Some('-' | '*' | '+'))
        && chars.as_str().starts_with(char::is_whitespace)
        && chars.as_str().trim_start().starts_with('[')
}

/// One line: a span of the doc's text buffer (without its line ending), so parsing a file
/// is one copy, not an allocation per line.
#[derive(Debug, Clone, Copy)]
struct Line {
    start: usize,
    end: usize,
    /// `"\n"`, `"\r\n"` or `""` (last line without a newline).
    eol: &'static str,
}

impl Line {
    fn text<'a>(&self, buf: &'a str) -> &'a str {
        &buf[self.start..self.end]
    }
}

/// A Markdown memory file as lines.
#[derive(Debug, Clone)]
pub struct Doc {
    /// The original text, with every line written since appended: lines point into it.
    buf: String,
    lines: Vec<Line>,
    /// Line ending for lines the store adds: the file's own.
    eol: &'static str,
    /// The file starts with a byte order mark (kept at byte 0).
    bom: bool,
    pub lang: Lang,
}

/// An entry found in a doc, with its 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub line: usize,
    pub section: Option<Section>,
    pub entry: Entry,
}

/// Two docs are equal when they render the same lines (not when their buffers match).
impl PartialEq for Doc {
    fn eq(&self, other: &Doc) -> bool {
        self.eol == other.eol
            && self.bom == other.bom
            && self.lang == other.lang
            && self.lines.len() == other.lines.len()
            && self
                .lines
                .iter()
                .zip(&other.lines)
                .all(|(a, b)| a.eol == b.eol && a.text(&self.buf) == b.text(&other.buf))
    }
}

impl Eq for Doc {}

const INDEX_ZH: &str = "<!-- 行号速查 (auto)";
const INDEX_EN: &str = "<!-- line index (auto)";

impl Doc {
    pub fn parse(text: &str) -> Doc {
        let (bom, text) = match text.strip_prefix('\u{FEFF}') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let mut lines = Vec::new();
        let mut crlf = 0usize;
        let mut start = 0;
        let bytes = text.as_bytes();
        // memchr: this runs on every stored line before every prompt.
        let ends = memchr::memchr_iter(b'\n', bytes).map(|i| i + 1);
        let ends =
            ends.chain((bytes.last() != Some(&b'\n') && !bytes.is_empty()).then_some(bytes.len()));
        for end in ends {
            let raw = &bytes[start..end];
            let (len, eol) = if raw.ends_with(b"\r\n") {
                crlf += 1;
                (raw.len() - 2, "\r\n")
            } else if raw.ends_with(b"\n") {
                (raw.len() - 1, "\n")
            } else {
                (raw.len(), "")
            };
            lines.push(Line {
                start,
                end: start + len,
                eol,
            });
            start = end;
        }
        let with_eol = lines.iter().filter(|l: &&Line| !l.eol.is_empty()).count();
        let eol = if crlf > 0 && crlf * 2 >= with_eol {
            "\r\n"
        } else {
            "\n"
        };
        // The index header's own title, else the headings, tell the language.
        let zh_index = lines
            .first()
            .is_some_and(|l| l.text(text).contains("行号速查"));
        let zh_heading = || {
            lines.iter().any(|l| {
                let t = l.text(text);
                t.starts_with('#') && Lang::of_text(t) == Lang::Zh
            })
        };
        let lang = if zh_index || zh_heading() {
            Lang::Zh
        } else {
            Lang::En
        };
        Doc {
            buf: text.to_string(),
            lines,
            eol,
            bom,
            lang,
        }
    }

    /// A line for `text`, stored at the end of the buffer.
    fn alloc(&mut self, text: &str, eol: &'static str) -> Line {
        let start = self.buf.len();
        self.buf.push_str(text);
        Line {
            start,
            end: self.buf.len(),
            eol,
        }
    }

    pub fn render(&self) -> String {
        let mut s = String::with_capacity(self.lines.iter().map(|l| l.end - l.start + 2).sum());
        if self.bom {
            s.push('\u{FEFF}');
        }
        for l in &self.lines {
            s.push_str(l.text(&self.buf));
            s.push_str(l.eol);
        }
        s
    }

    /// A new file from the template of `file`.
    pub fn template(file: MemFile, lang: Lang) -> Doc {
        let (title, intro, sections): (&str, &str, &[Section]) = match (file, lang) {
            (MemFile::Memory, Lang::Zh) => (
                "# MEMORY.md — 长期记忆",
                "> 一行一条事实:`- [YYYY-MM] 事实 | 来源:…`。旧事实划掉并指向新行,不直接覆盖。",
                Section::MEMORY,
            ),
            (MemFile::Memory, Lang::En) => (
                "# MEMORY.md — long-term memory",
                "> One fact per line: `- [YYYY-MM] fact | source: …`. Closed facts are struck through and point at their replacement.",
                Section::MEMORY,
            ),
            (MemFile::User, Lang::Zh) => (
                "# USER.md — 用户画像",
                "> 关于用户本人:偏好、工作背景、沟通风格。",
                Section::USER,
            ),
            (MemFile::User, Lang::En) => (
                "# USER.md — about the user",
                "> About the user: preferences, work background, communication style.",
                Section::USER,
            ),
        };
        let mut text = format!("{title}\n\n{intro}\n");
        for s in sections {
            text.push_str(&format!("\n{}\n", s.heading(lang)));
        }
        let mut doc = Doc::parse(&text);
        doc.lang = lang;
        doc.refresh_index();
        doc
    }

    /// The text every line is a slice of (lines written since parsing come after the rest).
    pub fn buffer(&self) -> &str {
        &self.buf
    }

    pub fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// The text of 1-based line `n`.
    pub fn line(&self, n: usize) -> Option<&str> {
        n.checked_sub(1)
            .and_then(|i| self.lines.get(i))
            .map(|l| l.text(&self.buf))
    }

    /// Replace 1-based line `n` (its line ending is kept).
    pub fn set_line(&mut self, n: usize, text: String) {
        if let Some(i) = n.checked_sub(1).filter(|i| *i < self.lines.len()) {
            let eol = self.lines[i].eol;
            self.lines[i] = self.alloc(&text, eol);
        }
    }

    /// Remove 1-based line `n` and refresh the index.
    pub fn remove_line(&mut self, n: usize) {
        if n >= 1 && n <= self.lines.len() {
            self.lines.remove(n - 1);
            self.shift_pointers(n + 1, -1);
            self.refresh_index();
        }
    }

    /// Lines of the auto index header at the top, if there is one.
    pub fn index_len(&self) -> usize {
        match self.lines.first() {
            Some(first)
                if first.text(&self.buf).starts_with(INDEX_ZH)
                    || first.text(&self.buf).starts_with(INDEX_EN) =>
            {
                self.lines
                    .iter()
                    .position(|l| l.text(&self.buf).trim() == "-->")
                    .map_or(0, |end| end + 1)
            }
            _ => 0,
        }
    }

    /// Lines of the body (after the index) outside code fences: (0-based index, text with
    /// leading space trimmed). A fence that is never closed is no fence: one stray ``` in a
    /// person's prose must not hide every entry below it.
    fn body_lines(&self) -> impl Iterator<Item = (usize, &str)> {
        let fenced = self.fenced();
        self.lines
            .iter()
            .enumerate()
            .skip(self.index_len())
            .filter(move |(i, _)| !fenced[*i])
            .map(|(i, l)| (i, l.text(&self.buf).trim_start()))
    }

    /// For each line: is it a code fence's marker or inside a closed code block?
    fn fenced(&self) -> Vec<bool> {
        let mut fenced = vec![false; self.lines.len()];
        let mut open: Option<(usize, &str)> = None;
        for (i, l) in self.lines.iter().enumerate().skip(self.index_len()) {
            let t = l.text(&self.buf).trim_start();
            let marker = ["```", "~~~"].into_iter().find(|m| t.starts_with(m));
            match (open, marker) {
                (None, Some(m)) => open = Some((i, m)),
                (Some((start, m)), Some(close)) if close == m => {
                    fenced[start..=i].fill(true);
                    open = None;
                }
                _ => {}
            }
        }
        fenced
    }

    /// Level-2-or-higher headings outside code fences: (0-based index, level, text).
    fn headings(&self) -> Vec<(usize, usize, &str)> {
        let mut out = Vec::new();
        for (i, t) in self.body_lines() {
            let level = t.chars().take_while(|c| *c == '#').count();
            if (1..=6).contains(&level) && t[level..].starts_with(' ') {
                out.push((i, level, t[level..].trim()));
            }
        }
        out
    }

    /// 0-based [heading, end) range of a section.
    fn section_range(&self, section: Section) -> Option<(usize, usize)> {
        let hs = self.headings();
        let (pos, &(start, level, _)) = hs.iter().enumerate().find(|(_, (_, level, text))| {
            *level == 2 && Section::of_heading(text) == Some(section)
        })?;
        let end = hs[pos + 1..]
            .iter()
            .find(|(_, l, _)| *l <= level)
            .map_or(self.lines.len(), |(i, _, _)| *i);
        Some((start, end))
    }

    /// Every entry line with its 1-based line number and section.
    pub fn entries(&self) -> Vec<Located> {
        self.entry_lines()
            .into_iter()
            .filter_map(|(line, section, text)| {
                Entry::parse(text).map(|entry| Located {
                    line,
                    section,
                    entry,
                })
            })
            .collect()
    }

    /// Lines that look like entries (a bullet outside code fences and the index), with their
    /// 1-based line number and section, not yet parsed: recall filters before it parses.
    pub fn entry_lines(&self) -> Vec<(usize, Option<Section>, &str)> {
        let mut out = Vec::new();
        let mut section = None;
        for (i, t) in self.body_lines() {
            if t.starts_with("## ") || t.starts_with("# ") || t.starts_with("### ") {
                let level = t.chars().take_while(|c| *c == '#').count();
                if level <= 2 {
                    section = Section::of_heading(t);
                }
                continue;
            }
            if is_bullet(t) {
                out.push((i + 1, section, self.lines[i].text(&self.buf)));
            }
        }
        out
    }

    /// The active entry with the same normalised fact, if any.
    pub fn find_same(&self, fact: &str) -> Option<Located> {
        let key = normalize(fact);
        if key.is_empty() {
            return None;
        }
        self.entries()
            .into_iter()
            .find(|l| l.entry.is_active() && normalize(&l.entry.fact) == key)
    }

    /// The lines of a section's body (1-based number, text), headings excluded.
    pub fn section_lines(&self, section: Section) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let mut inside = false;
        for n in 1..=self.line_count() {
            let text = self.line(n).unwrap_or_default();
            let t = text.trim_start();
            let level = t.chars().take_while(|c| *c == '#').count();
            if (1..=2).contains(&level) {
                inside = Section::of_heading(t) == Some(section);
                continue;
            }
            if inside {
                out.push((n, text.to_string()));
            }
        }
        out
    }

    /// Insert `line` as the newest line of `section` (appending the section when the file
    /// lacks it), refresh the index, and return the 1-based line it landed on.
    pub fn insert_in_section(&mut self, section: Section, line: &str) -> usize {
        let at = match self.section_range(section) {
            Some((start, end)) => {
                // After the last non-blank line of the section, so blank separation is kept.
                let last = (start..end)
                    .rev()
                    .find(|&i| !self.lines[i].text(&self.buf).trim().is_empty())
                    .unwrap_or(start);
                // A heading directly followed by the entry reads badly: keep one blank line.
                if last == start {
                    self.insert_raw(start + 1, String::new());
                    start + 2
                } else {
                    last + 1
                }
            }
            None => {
                let mut at = self.lines.len();
                if at > 0 && !self.lines[at - 1].text(&self.buf).trim().is_empty() {
                    self.insert_raw(at, String::new());
                    at += 1;
                }
                self.insert_raw(at, section.heading(self.lang));
                self.insert_raw(at + 1, String::new());
                at + 2
            }
        };
        self.insert_raw(at, line.to_string());
        let before = self.index_len();
        self.refresh_index();
        at + 1 + self.index_len() - before
    }

    /// Replace a section's body with `lines` (for the evolution summary).
    pub fn set_section_body(&mut self, section: Section, lines: &[String]) {
        if self.section_range(section).is_none() {
            if let Some(first) = lines.first() {
                self.insert_in_section(section, first);
            } else {
                return;
            }
        }
        let Some((start, end)) = self.section_range(section) else {
            return;
        };
        let trailing_blank = (start + 1..end)
            .rev()
            .take_while(|&i| self.lines[i].text(&self.buf).trim().is_empty())
            .count();
        let body_end = end - trailing_blank;
        self.lines.drain(start + 1..body_end);
        self.shift_pointers(body_end + 1, -((body_end - start - 1) as isize));
        let mut at = start + 1;
        self.insert_raw(at, String::new());
        at += 1;
        for l in lines {
            self.insert_raw(at, l.clone());
            at += 1;
        }
        self.refresh_index();
    }

    /// Superseded pointers follow the lines they point at: every pointer at 1-based line
    /// `from` or below moves by `delta` (a line inserted or removed above its target).
    fn shift_pointers(&mut self, from: usize, delta: isize) {
        for i in 0..self.lines.len() {
            let text = self.lines[i].text(&self.buf);
            let moved = pointer::remap(text, |n| {
                if n >= from {
                    n.saturating_add_signed(delta)
                } else {
                    n
                }
            });
            if let Some(moved) = moved {
                let eol = self.lines[i].eol;
                self.lines[i] = self.alloc(&moved, eol);
            }
        }
    }

    fn insert_raw(&mut self, at: usize, text: String) {
        // The line before gets a newline if the file had none at its end.
        if at > 0 && self.lines[at - 1].eol.is_empty() {
            self.lines[at - 1].eol = self.eol;
        }
        let eol = if at == self.lines.len() && at > 0 && self.lines[at - 1].eol.is_empty() {
            ""
        } else {
            self.eol
        };
        let line = self.alloc(&text, eol);
        self.shift_pointers(at + 1, 1);
        self.lines.insert(at, line);
    }

    /// The index header as it should read now.
    fn expected_index(&self, own_len: usize) -> Vec<String> {
        let body_start = self.index_len();
        let hs: Vec<(usize, usize, String)> = self
            .headings()
            .into_iter()
            .filter(|(_, level, _)| *level == 2)
            .map(|(i, l, t)| (i, l, t.to_string()))
            .collect();
        let shift = |i: usize| i - body_start + own_len + 1;
        let mut out = vec![
            match self.lang {
                Lang::Zh => INDEX_ZH,
                Lang::En => INDEX_EN,
            }
            .to_string(),
        ];
        for (k, (i, _, text)) in hs.iter().enumerate() {
            let mut end = hs.get(k + 1).map_or(self.lines.len(), |(j, _, _)| *j);
            while end > *i + 1 && self.lines[end - 1].text(&self.buf).trim().is_empty() {
                end -= 1;
            }
            let range = format!("L{}-L{}", shift(*i), shift(end - 1));
            // A heading's own `-->` would end the index comment early.
            out.push(format!("{range:<10} {}", text.replace("-->", "→")));
        }
        out.push("-->".to_string());
        out
    }

    /// Rewrite the auto index so it matches the file.
    pub fn refresh_index(&mut self) {
        let old = self.index_len();
        let headings = self.headings().iter().filter(|(_, l, _)| *l == 2).count();
        let new_len = headings + 2;
        let new = self.expected_index(new_len);
        let eol = self.eol;
        let had_lines = !self.lines.is_empty();
        if new_len != old {
            self.shift_pointers(old + 1, new_len as isize - old as isize);
        }
        self.lines.drain(0..old);
        let new: Vec<Line> = new.iter().map(|text| self.alloc(text, eol)).collect();
        self.lines.splice(0..0, new);
        if !had_lines && let Some(last) = self.lines.last_mut() {
            last.eol = eol;
        }
    }

    /// Does the index header match the file? (A file without one counts as current.)
    pub fn index_is_current(&self) -> bool {
        let len = self.index_len();
        if len == 0 {
            return true;
        }
        let current: Vec<&str> = self.lines[..len]
            .iter()
            .map(|l| l.text(&self.buf))
            .collect();
        self.expected_index(len) == current
    }

    /// After a git union merge the same fact can stand twice: keep the first, drop the
    /// others. Only lines the tool wrote (they carry its `来源:` / `source:` label) are ever
    /// dropped: a person's own lines stay, however alike. Returns one description per repair.
    pub fn fold_duplicates(&mut self) -> Vec<String> {
        let mut seen = std::collections::HashSet::new();
        let mut drop = Vec::new();
        for l in self.entries() {
            if !l.entry.is_active() || l.entry.source().is_none() {
                continue;
            }
            let key = (l.section, normalize(&l.entry.fact));
            if !seen.insert(key) {
                drop.push(l);
            }
        }
        let repairs = drop
            .iter()
            .map(|l| {
                format!(
                    "folded a duplicate of \"{}\" (was L{})",
                    l.entry.fact, l.line
                )
            })
            .collect();
        for l in drop.iter().rev() {
            self.lines.remove(l.line - 1);
            self.shift_pointers(l.line + 1, -1);
        }
        if !drop.is_empty() {
            self.refresh_index();
        }
        repairs
    }
}

#[cfg(test)]
mod tests;
