//! The bilingual developer lexicon: concept groups compiled by `build.rs` from
//! `lexicon.tsv` (and the common Chinese words of `zh_common.txt`) into sorted static
//! tables, so looking a word up costs a binary search and nothing is parsed at run time
//! (docs/RECALL.md "Lexicon").

mod generated {
    include!(concat!(env!("OUT_DIR"), "/lexicon.rs"));
}

use generated::{CONCEPTS, EN_PHRASES, ZH_LONGEST, ZH_WORDS};

/// A concept group's index.
pub type ConceptId = u16;

/// The name of a concept group, as `lexicon.tsv` writes it.
pub fn name(id: ConceptId) -> &'static str {
    CONCEPTS.get(usize::from(id)).copied().unwrap_or("?")
}

/// The longest Chinese word of the tables, in characters.
pub const LONGEST_ZH: usize = ZH_LONGEST;

/// A Chinese word of the tables: `Some(concepts)` (empty for a common word that says
/// nothing about a topic), `None` when it is not in them.
pub fn zh_word(word: &str) -> Option<&'static [ConceptId]> {
    ZH_WORDS
        .binary_search_by(|(w, _)| (*w).cmp(word))
        .ok()
        .map(|i| ZH_WORDS[i].1)
}

/// Does any Chinese word of the tables start with `prefix`? (Lets a scan stop lengthening
/// a candidate word as soon as nothing can match.)
pub fn zh_prefix(prefix: &str) -> bool {
    let at = ZH_WORDS.partition_point(|(w, _)| *w < prefix);
    ZH_WORDS.get(at).is_some_and(|(w, _)| w.starts_with(prefix))
}

/// Every phrase that starts with the stem `first` and continues with a prefix of `rest`:
/// its length in stems and its concepts.
pub fn en_phrases<'a>(
    first: &str,
    rest: impl Fn(usize) -> Option<&'a str>,
    mut f: impl FnMut(usize, &'static [ConceptId]),
) {
    let from = EN_PHRASES.partition_point(|(w, _, _)| *w < first);
    for (w, tail, ids) in &EN_PHRASES[from..] {
        if *w != first {
            break;
        }
        if tail.iter().enumerate().all(|(k, t)| rest(k) == Some(*t)) {
            f(1 + tail.len(), ids);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_for_binary_search() {
        assert!(ZH_WORDS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(
            EN_PHRASES
                .windows(2)
                .all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1))
        );
        assert!(CONCEPTS.len() > 300, "{} groups", CONCEPTS.len());
    }

    /// Every group has a general reason to be one, by the kind of relation its forms have
    /// (`lexicon_why.tsv`), and its forms fit that kind: no group stands for one corpus's
    /// wording.
    #[test]
    fn every_group_is_justified_by_a_general_relation() {
        let is_han = |f: &str| f.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        let why: Vec<(&str, &str)> = include_str!("lexicon_why.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(|l| l.split_once('\t').expect("name<TAB>category"))
            .collect();
        let groups: Vec<(&str, Vec<&str>)> = include_str!("lexicon.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(|l| {
                let (name, forms) = l.split_once('\t').unwrap();
                (name, forms.split(',').map(str::trim).collect())
            })
            .collect();
        assert_eq!(
            why.iter().map(|w| w.0).collect::<Vec<_>>(),
            groups.iter().map(|g| g.0).collect::<Vec<_>>(),
            "lexicon_why.tsv lists every group of lexicon.tsv, in order"
        );
        for ((name, cat), (_, forms)) in why.iter().zip(&groups) {
            let zh = forms.iter().any(|f| is_han(f));
            let en = forms.iter().any(|f| !is_han(f));
            let ok = match *cat {
                "translation" => zh && en,
                "abbreviation" => forms
                    .iter()
                    .any(|f| !is_han(f) && f.len() <= 5 && !f.contains(' ')),
                "synonym" | "family" => !forms.is_empty(),
                _ => false,
            };
            assert!(ok, "{name}: {cat} does not fit its forms {forms:?}");
        }
        // Forms that were one development set's own wording, not vocabulary.
        for form in [
            "killed for memory",
            "end of the week",
            "苹果芯片",
            "二级页面",
            "carve",
            "loosened",
            "eu-west-1",
            "on my machine",
            "时过时不过",
        ] {
            assert!(
                groups.iter().all(|(_, f)| !f.contains(&form)),
                "{form} is back in lexicon.tsv"
            );
        }
    }

    #[test]
    fn both_languages_meet_in_a_group() {
        let database = zh_word("数据库").unwrap();
        let mut english = Vec::new();
        en_phrases("db", |_| None, |_, ids| english.extend_from_slice(ids));
        assert!(database.iter().any(|c| english.contains(c)));
        assert_eq!(zh_word("时间"), Some(&[][..]), "a common word, no concept");
        assert_eq!(zh_word("火星"), None);
        assert!(zh_prefix("数据") && zh_prefix("数据库") && !zh_prefix("火星"));
        let mut unit = Vec::new();
        let rest = ["test"];
        en_phrases(
            "unit",
            |k| rest.get(k).copied(),
            |n, ids| unit.push((n, ids)),
        );
        assert!(unit.iter().any(|(n, ids)| *n == 2
            && ids.iter().any(|c| zh_word("单测").unwrap().contains(c))));
    }
}
