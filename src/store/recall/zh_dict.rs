//! Chinese words from jieba's dictionary and the Traditional → Simplified character table
//! from OpenCC, compiled by `build.rs` into sorted static tables (`zh_dict.txt`,
//! `zh_fold.txt`; `scripts/zh-dict.py`, `scripts/zh-fold.py` make them, and say where the
//! data came from and under which licence). Nothing is parsed at start-up.

mod generated {
    include!(concat!(env!("OUT_DIR"), "/zh_tables.rs"));
}

use generated::{ZH_FOLD, ZH_LEAD, ZH_RUNS2, ZH_RUNS3, ZH_RUNS4, ZH_STARTS};

/// How often jieba's corpus has the word (2 to 4 characters), as `8 · ln count`; `None`
/// for a word it does not know.
///
/// The words sharing the leading character are one short run of the table for that length
/// (`build.rs` `zh_tables`): the lookup reads the character's slot, the run's bounds, and
/// binary searches the run on the other characters, so it touches a page or two of the
/// tables instead of a dozen across them.
pub fn freq(word: &str) -> Option<u8> {
    let (runs, table) = match word.len() {
        6 => (ZH_RUNS2, 0),
        9 => (ZH_RUNS3, 1),
        12 => (ZH_RUNS4, 2),
        _ => return None,
    };
    let first = word.chars().next()?;
    let slot = lead_index(first).and_then(|i| {
        let b = ZH_LEAD.get(2 * i..2 * i + 2)?;
        usize::from(u16::from_le_bytes([b[0], b[1]])).checked_sub(1)
    })?;
    // The first character is 3 bytes in UTF-8 (a Han character).
    let rest = &word.as_bytes()[3..];
    let stride = rest.len() + 1;
    let start = |row: usize| {
        let at = 4 * (3 * row + table);
        ZH_STARTS
            .get(at..at + 4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
    };
    let (mut lo, mut hi) = (start(slot), start(slot + 1));
    while lo < hi {
        let mid = (lo + hi) / 2;
        let entry = runs.get(mid * stride..(mid + 1) * stride)?;
        match entry[..rest.len()].cmp(rest) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return Some(entry[rest.len()]),
        }
    }
    None
}

/// A Han character's entry in `ZH_LEAD` (the same mapping as `build.rs` `lead_index`).
fn lead_index(c: char) -> Option<usize> {
    match c {
        '\u{3400}'..='\u{9FFF}' => Some(c as usize - 0x3400),
        '\u{F900}'..='\u{FAFF}' => Some(0x6C00 + c as usize - 0xF900),
        _ => None,
    }
}

/// A Traditional character's Simplified form; any other character as it is.
pub fn fold(c: char) -> char {
    if (c as u32) < 0x3400 {
        return c;
    }
    ZH_FOLD
        .binary_search_by(|(t, _)| t.cmp(&c))
        .map_or(c, |i| ZH_FOLD[i].1)
}

/// Characters that are Simplified as well as Traditional, so the character table leaves them,
/// but that Taiwan writes for another in a word: after 回 / 答, 覆 is Taiwan's 复 (回覆 is 回复,
/// OpenCC's `TWPhrases`), while 覆 alone is Simplified 覆 (覆盖). (previous character, variant,
/// mainland), each variant as long in UTF-8 as its mainland character.
const VARIANT_AFTER: [(char, char, char); 2] = [('回', '覆', '复'), ('答', '覆', '复')];

/// `text` with its Traditional characters folded to Simplified ones (記住 → 记住) and Taiwan's
/// variant characters to the mainland's (`VARIANT_AFTER`), each to a character as long in
/// UTF-8, so that a byte offset into `text` is one into the result too; `None` when nothing
/// folds.
pub fn fold_traditional(text: &str) -> Option<String> {
    let folds = |previous: Option<char>, c: char| {
        let variant = VARIANT_AFTER
            .iter()
            .find(|(before, variant, _)| c == *variant && previous == Some(*before));
        let f = variant.map_or_else(|| fold(c), |(_, _, mainland)| *mainland);
        (f != c && f.len_utf8() == c.len_utf8()).then_some(f)
    };
    let pairs = || {
        std::iter::once(None)
            .chain(text.chars().map(Some))
            .zip(text.chars())
    };
    pairs()
        .any(|(previous, c)| folds(previous, c).is_some())
        .then(|| {
            pairs()
                .map(|(previous, c)| folds(previous, c).unwrap_or(c))
                .collect()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taiwan_variant_words_fold_to_the_mainland_spelling() {
        assert_eq!(
            fold_traditional("請用繁體回覆我").as_deref(),
            Some("请用繁体回复我")
        );
        assert_eq!(
            fold_traditional("回覆要簡短").as_deref(),
            Some("回复要简短")
        );
        assert_eq!(fold_traditional("答覆").as_deref(), Some("答复"));
        // 覆 alone is Simplified too: 覆盖 stays, and a text with nothing to fold is `None`.
        assert_eq!(fold_traditional("覆盖率"), None);
        assert_eq!(fold_traditional("回复我"), None);
        for (_, variant, mainland) in VARIANT_AFTER {
            assert_eq!(variant.len_utf8(), mainland.len_utf8());
        }
    }

    #[test]
    fn the_dictionary_knows_common_and_technical_words() {
        for w in ["显存", "监控", "部署", "依赖", "数据库", "一下"] {
            assert!(freq(w).is_some(), "{w}");
        }
        assert!(freq("的话").unwrap() > freq("显存").unwrap());
        assert_eq!(freq("火星文字游戏机"), None);
        assert_eq!(freq("x"), None);
    }

    /// The flat tables' binary search that `freq` replaced, kept as the reference.
    fn flat_freq(word: &str) -> Option<u8> {
        use generated::{ZH_FREQ2, ZH_FREQ3, ZH_FREQ4, ZH_WORDS2, ZH_WORDS3, ZH_WORDS4};
        let (words, freqs) = match word.len() {
            6 => (ZH_WORDS2, ZH_FREQ2),
            9 => (ZH_WORDS3, ZH_FREQ3),
            12 => (ZH_WORDS4, ZH_FREQ4),
            _ => return None,
        };
        let w = word.as_bytes();
        let stride = w.len();
        let (mut lo, mut hi) = (0, words.len() / stride);
        while lo < hi {
            let mid = (lo + hi) / 2;
            match words[mid * stride..(mid + 1) * stride].cmp(w) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return freqs.get(mid).copied(),
            }
        }
        None
    }

    #[test]
    fn the_indexed_lookup_answers_as_the_flat_tables_for_every_word_and_non_words() {
        use generated::{ZH_WORDS2, ZH_WORDS3, ZH_WORDS4};
        let mut words: Vec<String> = Vec::new();
        for (table, stride) in [(ZH_WORDS2, 6), (ZH_WORDS3, 9), (ZH_WORDS4, 12)] {
            for w in table.chunks(stride) {
                words.push(std::str::from_utf8(w).expect("UTF-8 words").to_owned());
            }
        }
        assert!(words.len() > 100_000, "{}", words.len());
        let mut checked = 0;
        let mut check = |w: &str| {
            assert_eq!(freq(w), flat_freq(w), "{w:?}");
            checked += 1;
        };
        // Every word, and its neighbours one code point off at each end (mostly non-words,
        // some other words, some outside the Han ranges).
        let shift = |c: char, by: i32| char::from_u32((c as i32 + by) as u32).unwrap_or(c);
        for w in &words {
            check(w);
            let chars: Vec<char> = w.chars().collect();
            for by in [-1, 1] {
                let mut first = chars.clone();
                first[0] = shift(first[0], by);
                check(&first.iter().collect::<String>());
                let mut last = chars.clone();
                *last.last_mut().unwrap() = shift(*last.last().unwrap(), by);
                check(&last.iter().collect::<String>());
            }
            // A prefix and the word with one more character.
            check(&chars[..chars.len() - 1].iter().collect::<String>());
            check(&format!("{w}的"));
        }
        // Random strings over the Han ranges and their edges, and mixed with other text.
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let pool: Vec<char> =
            "\u{33FF}\u{3400}\u{9FFF}\u{A000}\u{F8FF}\u{F900}\u{FAFF}\u{FB00}ａ，。a1é"
                .chars()
                .collect();
        for _ in 0..300_000 {
            let len = 1 + (next() % 5) as usize;
            let s: String = (0..len)
                .map(|_| match next() % 8 {
                    0 => pool[(next() % pool.len() as u64) as usize],
                    1..=3 => char::from_u32(0x4E00 + (next() % 0x5200) as u32).unwrap(),
                    _ => {
                        // A character of a real word, so that many strings share a run.
                        let w = &words[(next() % words.len() as u64) as usize];
                        w.chars().nth((next() % 2) as usize).unwrap()
                    }
                })
                .collect();
            check(&s);
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    #[test]
    fn traditional_characters_fold_to_simplified() {
        let folded: String = "記憶體設定與部署".chars().map(fold).collect();
        assert_eq!(folded, "记忆体设定与部署");
        assert_eq!(fold('a'), 'a');
    }

    #[test]
    fn folding_in_place_keeps_every_byte_offset() {
        assert_eq!(fold_traditional("記住以後"), Some("记住以后".to_owned()));
        assert_eq!(fold_traditional("记住 use pnpm"), None);
        assert_eq!(fold_traditional("plain ascii"), None);
        let text = "我比較喜歡 `x` 看著很亂";
        let folded = fold_traditional(text).expect("folds");
        assert_eq!(folded.len(), text.len());
        assert!(text.char_indices().all(|(i, _)| folded.is_char_boundary(i)));
    }
}
