//! Text rules shared by every layer: scripts, language, whitespace, widths and the length
//! of a saved fact. A leaf: it depends on nothing in the crate.

use std::borrow::Cow;

/// The longest fact, candidate summary or log line the tool writes, in characters
/// (docs/FORMATS.md "Entry lines").
pub const MAX_FACT_CHARS: usize = 120;

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
/// DEL, the Unicode line and paragraph separators, and the bidirectional overrides that
/// can make text read in another order than it is stored.
pub fn is_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
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

/// A fact as saved: one line, at most [`MAX_FACT_CHARS`] characters, cut at the last
/// sentence end in its second and third thirds when there is one, else hard with `…`.
pub fn clip_fact(text: &str) -> String {
    let one_line = collapse_whitespace(&one_line(text)).replace(['|', '｜'], "/");
    if one_line.chars().count() <= MAX_FACT_CHARS {
        return one_line;
    }
    let head: String = one_line.chars().take(MAX_FACT_CHARS).collect();
    let boundary = head
        .char_indices()
        .filter(|(_, c)| matches!(c, '。' | '！' | '？' | '；' | '.' | '!' | '?' | ';'))
        .map(|(i, c)| i + c.len_utf8())
        .rfind(|&end| head[..end].chars().count() >= MAX_FACT_CHARS / 3);
    match boundary {
        Some(end) => head[..end].trim().to_string(),
        None => truncate_chars(&one_line, MAX_FACT_CHARS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            clip_fact("x ｜ archived: 1\u{2028}📍 MEMORY.md:L1"),
            "x / archived: 1 📍 MEMORY.md:L1"
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
            clip_fact(&long),
            format!("{}…", "x".repeat(MAX_FACT_CHARS - 1))
        );
    }
}
