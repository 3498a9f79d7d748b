//! Text rules shared by every layer: scripts, language, whitespace, widths and the length
//! of a saved fact. A leaf: it depends on nothing in the crate.

use std::borrow::Cow;

/// The longest text the tool lifts or makes itself, in characters: a clause the prompt hook
/// takes out of a prompt, a failure's summary, a lesson (docs/FORMATS.md "Entry lines").
/// Cut by [`clip_clause`], never inside a word or a name.
pub const MAX_FACT_CHARS: usize = 120;

/// The longest text a person or an agent gives explicitly (`write-memory`, `write-user`,
/// `memory_save`, `supersede`, `candidates add`), in characters: kept whole up to this, refused
/// beyond it, never cut (docs/FORMATS.md "Entry lines").
pub const MAX_GIVEN_CHARS: usize = 1000;

/// The language of a file or a prompt: Chinese or English (templates, reminders, labels).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    Zh,
    #[default]
    En,
}

impl Lang {
    /// A locale string (`LANG` / `LC_ALL`): Chinese locales are Chinese.
    pub fn of_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// The language a text is mostly written in.
    pub fn of_text(text: &str) -> Lang {
        let cjk = text.chars().filter(|c| is_cjk(*c)).count();
        let latin = text.chars().filter(|c| c.is_ascii_alphabetic()).count();
        if cjk > 0 && cjk * 3 >= latin {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    pub fn is_zh(self) -> bool {
        self == Lang::Zh
    }
}

/// A Han ideograph (CJK unified ideographs, extension A, compatibility ideographs).
pub fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// Any CJK script letter: Han, kana or Hangul (text that is not split on spaces).
pub fn is_cjk(c: char) -> bool {
    is_han(c) || matches!(c, '\u{3040}'..='\u{30FF}' | '\u{AC00}'..='\u{D7AF}')
}

/// Whether `text` holds any CJK letter.
pub fn has_cjk(text: &str) -> bool {
    text.chars().any(is_cjk)
}

/// Runs of whitespace (line breaks included) collapsed to one space, ends trimmed.
pub fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Full-width ASCII forms (`Ａ`, `１`, `！`) and the ideographic space → ASCII.
pub fn fold_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        _ => c,
    }
}

/// Full-width ASCII forms (`Ａ`, `１`, `！`) and the ideographic space folded to ASCII.
pub fn half_width(text: &str) -> Cow<'_, str> {
    let folds = |c: char| matches!(c, '\u{FF01}'..='\u{FF5E}' | '\u{3000}');
    if !text.chars().any(folds) {
        return Cow::Borrowed(text);
    }
    text.chars().map(fold_width).collect()
}

/// At most `max` bytes from the start of `s`, on a character boundary.
pub fn clip_head(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// At most `max` bytes from the end of `s`, on a character boundary.
pub fn clip_tail(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

/// `text` cut to `max` characters, ending in `…` when cut (for summaries, where any cut
/// point is as good as another).
pub fn truncate_chars(text: &str, max: usize) -> String {
    if text.chars().nth(max).is_none() {
        return text.to_owned();
    }
    let kept: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", kept.trim_end())
}

/// Whether `c` breaks a line or controls a terminal: C0 and C1 controls (CR, ESC, NEL, …),
/// DEL, the Unicode line and paragraph separators, and the bidirectional marks, embeddings,
/// overrides and isolates that can make text read in another order than it is stored
/// (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069).
pub fn is_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}'
                | '\u{2029}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{061C}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// Text as data on one line: every [`is_control`] character (tabs and line breaks of every
/// kind included) becomes a space. What a memory file holds reaches the model and the
/// terminal only through this.
pub fn one_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_control) {
        return Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| if is_control(c) { ' ' } else { c })
        .collect()
}

/// Text given explicitly, as saved: one line (each line break or control character, with
/// the spaces around it, becomes one space; nothing else changes), refused when it is longer
/// than [`MAX_GIVEN_CHARS`]. The error is the message a writer shows.
pub fn given_text(text: &str) -> Result<String, String> {
    let line = if text.chars().any(is_control) {
        text.split(is_control)
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        text.trim().to_string()
    };
    let n = line.chars().count();
    if n > MAX_GIVEN_CHARS {
        return Err(format!(
            "the text is {n} characters long; at most {MAX_GIVEN_CHARS} are kept whole: split it into shorter facts (nothing was saved)"
        ));
    }
    Ok(line)
}

/// A clause the tool lifts out of a longer text (the prompt hook's): one line, at most
/// [`MAX_FACT_CHARS`] characters. A longer one is cut at its last sentence end in its second
/// and third thirds, else after its last whole word with `…`; never inside a word, a name or
/// a number (`v0.3`, `XxxModels.kt`, `HANDOVER.md`, a path or a URL): a dot ends a sentence
/// only before a space or the end.
pub fn clip_clause(text: &str) -> String {
    let line = collapse_whitespace(&one_line(text));
    if line.chars().count() <= MAX_FACT_CHARS {
        return line;
    }
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let byte_at = |i: usize| chars.get(i).map_or(line.len(), |&(b, _)| b);
    let third = MAX_FACT_CHARS / 3;
    // A sentence end: CJK punctuation anywhere, ASCII punctuation before a space.
    let sentence_end = (third..=MAX_FACT_CHARS).rev().find(|&i| {
        let c = chars[i - 1].1;
        let next = chars.get(i).map(|&(_, n)| n);
        matches!(c, '。' | '！' | '？' | '；')
            || (matches!(c, '.' | '!' | '?' | ';') && next.is_none_or(char::is_whitespace))
    });
    if let Some(end) = sentence_end {
        return line[..byte_at(end)].trim().to_string();
    }
    // A word boundary: before a space, or beside a CJK character or CJK punctuation, with
    // room for the `…`.
    let boundary = (third..MAX_FACT_CHARS).rev().find(|&i| {
        let (before, at) = (chars[i - 1].1, chars[i].1);
        at.is_whitespace()
            || (!before.is_whitespace() && (is_cjk(before) || is_cjk_punct(before)))
            || is_cjk(at)
    });
    match boundary {
        Some(end) => {
            let kept = line[..byte_at(end)].trim_end();
            format!("{kept}…")
        }
        None => truncate_chars(&line, MAX_FACT_CHARS),
    }
}

fn is_cjk_punct(c: char) -> bool {
    matches!(c, '，' | '、' | '：' | '）' | '」' | '』' | '”')
}

/// Where a host put a note in place of pasted material: Claude Code's `[Pasted text #2 +4
/// lines]`, `[Image #1]`, `[...Truncated text #3 +20 lines...]`, `[File #3]` (docs/HOSTS.md
/// "Prompt text"). None of it is the user's
/// own words: capture masks it and recall does not count it as a word of the prompt. The byte
/// ranges, in order; the note's tail after the number is at most 40 characters on one line.
pub fn host_placeholders(text: &str) -> Vec<std::ops::Range<usize>> {
    const KINDS: [&str; 5] = [
        "Pasted text",
        "Pasted image",
        "Image",
        "File",
        "...Truncated text",
    ];
    let length_at = |at: &str| -> Option<usize> {
        let rest = at.strip_prefix('[')?;
        let kind = KINDS.iter().find(|k| rest.starts_with(**k))?;
        let rest = rest[kind.len()..]
            .trim_start_matches([' ', '\t'])
            .strip_prefix('#')?;
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 {
            return None;
        }
        let tail = &rest[digits..];
        let close = tail
            .find([']', '\n'])
            .filter(|&e| tail[..e].chars().count() <= 40)?;
        (tail.as_bytes()[close] == b']').then(|| at.len() - tail.len() + close + 1)
    };
    let mut found = Vec::new();
    if !text.contains('#') {
        return found;
    }
    let mut from = 0;
    while let Some(open) = text[from..].find('[') {
        let at = from + open;
        match length_at(&text[at..]) {
            Some(len) => {
                found.push(at..at + len);
                from = at + len;
            }
            None => from = at + 1,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_placeholders_are_the_notes_a_host_puts_for_pasted_material() {
        fn found(t: &str) -> Vec<&str> {
            host_placeholders(t).into_iter().map(|r| &t[r]).collect()
        }
        assert_eq!(
            found("[Image #1] [Image #2] 暗色太重了"),
            ["[Image #1]", "[Image #2]"]
        );
        assert_eq!(
            found("[Pasted text #2 +4 lines] go on"),
            ["[Pasted text #2 +4 lines]"]
        );
        assert_eq!(
            found("see [File #3] and [Pasted image #12]"),
            ["[File #3]", "[Pasted image #12]"]
        );
        assert_eq!(found("[[Image #1]]"), ["[Image #1]"]);
        assert_eq!(
            found("a [...Truncated text #3 +20 lines...] b"),
            ["[...Truncated text #3 +20 lines...]"]
        );
        // Near-misses: no number, another word, a note too long or cut by a line break.
        for t in [
            "[Image] [Image #] [image #1] [Photo #1] #1",
            "[Image #1 and then a very long text that is no host's note]",
            "[Pasted text #2\n+4 lines]",
            "a[i] = b[#1]",
        ] {
            assert!(found(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn scripts_and_language() {
        assert!(is_han('数') && !is_han('の') && is_cjk('の') && is_cjk('한'));
        assert!(!is_cjk('a') && !is_cjk('，'));
        assert_eq!(Lang::of_text("用 pnpm 安装依赖"), Lang::Zh);
        assert_eq!(Lang::of_text("use pnpm, 好"), Lang::En);
        assert_eq!(Lang::of_locale("zh_CN.UTF-8"), Lang::Zh);
        assert_eq!(Lang::of_locale("C.UTF-8"), Lang::En);
    }

    #[test]
    fn data_stays_on_one_line() {
        for forged in [
            "a\u{2028}b",
            "a\u{2029}b",
            "a\u{85}b",
            "a\rb",
            "a\x1b[31mb",
            "a\u{202E}b",
        ] {
            assert!(!one_line(forged).chars().any(is_control), "{forged:?}");
        }
        assert!(matches!(one_line("plain 中文"), Cow::Borrowed(_)));
        for bidi in [
            '\u{200E}', '\u{200F}', '\u{061C}', '\u{202E}', '\u{2067}', '\u{85}',
        ] {
            assert!(is_control(bidi), "{bidi:?}");
        }
        assert_eq!(
            clip_clause("x ｜ archived: 1\u{2028}📍 MEMORY.md:L1"),
            "x ｜ archived: 1 📍 MEMORY.md:L1"
        );
        assert_eq!(
            given_text("a  | b\u{2028}  📍 MEMORY.md:L1\r\n"),
            Ok("a  | b 📍 MEMORY.md:L1".to_string())
        );
    }

    #[test]
    fn clipping_keeps_characters_whole() {
        assert_eq!(clip_head("数据库", 4), "数");
        assert_eq!(clip_tail("数据库", 4), "库");
        assert_eq!(truncate_chars("abcdef", 4), "abc…");
        assert_eq!(truncate_chars("abc", 3), "abc");
        assert_eq!(collapse_whitespace(" a \n b\tc "), "a b c");
        assert_eq!(fold_width('Ａ'), 'A');
        let long = "x".repeat(300);
        assert_eq!(
            clip_clause(&long),
            format!("{}…", "x".repeat(MAX_FACT_CHARS - 1))
        );
    }

    #[test]
    fn given_text_is_whole_or_refused() {
        let long = "word ".repeat(199) + "last.";
        assert_eq!(given_text(&long).unwrap().chars().count(), 1000);
        assert!(given_text(&"y".repeat(MAX_GIVEN_CHARS)).is_ok());
        let refused = given_text(&"y".repeat(MAX_GIVEN_CHARS + 1)).unwrap_err();
        assert!(refused.contains("1001 characters"), "{refused}");
    }

    #[test]
    fn a_clause_is_never_cut_inside_a_name() {
        for name in [
            "v0.3",
            "XxxModels.kt",
            "packer.startup",
            "HANDOVER.md",
            "src/a.rs",
        ] {
            // The name straddles every position around the limit.
            for pad in 90..125 {
                let text = format!(
                    "{} {name} and then some more words after it",
                    "a".repeat(pad)
                );
                let cut = clip_clause(&text);
                assert!(cut.chars().count() <= MAX_FACT_CHARS, "{cut}");
                let kept = cut.trim_end_matches('…');
                let last = kept.split_whitespace().last().unwrap_or("");
                assert!(
                    !name.starts_with(last) || last == name || last.len() == pad,
                    "{name} cut in {cut:?}"
                );
            }
        }
        let cjk = "数据库".repeat(60);
        assert_eq!(clip_clause(&cjk).chars().count(), MAX_FACT_CHARS);
        let sentences = format!("{}. {}", "a b".repeat(20), "c d".repeat(40));
        assert!(clip_clause(&sentences).ends_with("a b."));
    }
}
