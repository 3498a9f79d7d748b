//! Chinese words from jieba's dictionary and the Traditional → Simplified character table
//! from OpenCC, compiled by `build.rs` into sorted static tables (`zh_dict.txt`,
//! `zh_fold.txt`; `scripts/zh-dict.py`, `scripts/zh-fold.py` make them, and say where the
//! data came from and under which licence). Nothing is parsed at start-up.

mod generated {
    include!(concat!(env!("OUT_DIR"), "/zh_tables.rs"));
}

use generated::{ZH_FOLD, ZH_FREQ2, ZH_FREQ3, ZH_FREQ4, ZH_WORDS2, ZH_WORDS3, ZH_WORDS4};

/// How often jieba's corpus has the word (2 to 4 characters), as `8 · ln count`; `None`
/// for a word it does not know.
pub fn freq(word: &str) -> Option<u8> {
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

/// A Traditional character's Simplified form; any other character as it is.
pub fn fold(c: char) -> char {
    if (c as u32) < 0x3400 {
        return c;
    }
    ZH_FOLD
        .binary_search_by(|(t, _)| t.cmp(&c))
        .map_or(c, |i| ZH_FOLD[i].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dictionary_knows_common_and_technical_words() {
        for w in ["显存", "监控", "部署", "依赖", "数据库", "一下"] {
            assert!(freq(w).is_some(), "{w}");
        }
        assert!(freq("的话").unwrap() > freq("显存").unwrap());
        assert_eq!(freq("火星文字游戏机"), None);
        assert_eq!(freq("x"), None);
    }

    #[test]
    fn traditional_characters_fold_to_simplified() {
        let folded: String = "記憶體設定與部署".chars().map(fold).collect();
        assert_eq!(folded, "记忆体设定与部署");
        assert_eq!(fold('a'), 'a');
    }
}
