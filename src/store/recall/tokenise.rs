//! A text's terms as recall compares them (docs/RECALL.md "Terms").
//!
//! - English: stems of words, stop words dropped ([`super::english`]).
//! - Chinese, which has no spaces: each run of Han characters is cut into words by forward
//!   maximum matching against the lexicon's Chinese words and a list of common words. A
//!   lexicon word is a term; a common word (时间, 数据, 之前, 代码) is not, so its
//!   characters cannot pair into a false match; characters left over pair into bigrams,
//!   except pairs with a function character (的, 了, 吗…).
//! - Concepts: every lexicon phrase found in the text names its group (数据库, database and
//!   DB all name `database`), with the words it was read from, so a match through a group
//!   can be told from a match on the word itself.

use std::borrow::Cow;

use rust_stemmers::Stemmer;

use super::english::{self, Word};
use super::lexicon::{self, ConceptId};
use super::zh_dict as dict;
use crate::text::{half_width, is_cjk};

/// What a text says, for matching.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Analysis {
    /// Its distinct terms, in the order first seen.
    pub words: Vec<String>,
    /// How often each of `words` occurs.
    pub counts: Vec<u16>,
    /// How many terms it has in all (the length its score is normalised by).
    pub len: usize,
    /// The concept groups it names, each with where it was read from: per occurrence, the
    /// indices in `words` of its word or of the words of its phrase.
    pub concepts: Vec<(ConceptId, Vec<Vec<usize>>)>,
}

/// Characters that, outside a known word, only glue a sentence together: a bigram with one
/// of them is not a term.
fn is_function_char(c: char) -> bool {
    "的了吗呢吧啊呀嘛么我你他她它们这那哪是在把被给很都也还就和跟与或个要让而又再才得着过啥怎该能会可想请帮从对向往于以为及之其此等些每各某太更最挺真已将没不无别有啦哦嗯里上下中到用写说看做来去出起".contains(c)
}

/// A jieba count this high (`8 · ln count`: about 20,000) marks a word any text has
/// (我们, 可以, 必须, 使用): not a term.
const COMMON_FREQ: u8 = 79;

/// One piece of a segmented run of Han characters.
enum Piece {
    /// A word of the lexicon (its concepts) or of the common words (none).
    Lexicon(&'static [ConceptId]),
    /// A word of jieba's dictionary, with its `8 · ln count`.
    Dict(u8),
    /// A character no known word covers.
    Single,
}

/// The run cut into its most likely words, as jieba does: the path through the known words
/// (lexicon and common words, then the dictionary's) whose summed log frequency is the
/// highest, a character alone counting as a rare word (a function character as a
/// frequent one). `at` holds the byte offset of each character and the end.
fn segment(run: &str, at: &[usize]) -> Vec<(usize, usize, Piece)> {
    // Scores in units of `8 · ln count`, minus `8 · ln` of jieba's corpus size (~60 M).
    const TOTAL: f32 = 143.0;
    const LEXICON: f32 = 110.0;
    let n = at.len() - 1;
    let slice = |i: usize, j: usize| &run[at[i]..at[j]];
    let single = |i: usize| {
        let c = run[at[i]..].chars().next().unwrap_or(' ');
        if is_function_char(c) { 95.0 } else { 24.0 }
    };
    // best[j]: the best score of the first j characters, and the piece that ends there.
    let mut best: Vec<(f32, usize, u8)> = vec![(f32::NEG_INFINITY, 0, 0); n + 1];
    best[0].0 = 0.0;
    for i in 0..n {
        let from = best[i].0;
        let relax = |j: usize, score: f32, kind: u8, best: &mut Vec<(f32, usize, u8)>| {
            let s = from + score - TOTAL;
            if s > best[j].0 {
                best[j] = (s, i, kind);
            }
        };
        relax(i + 1, single(i), 0, &mut best);
        for len in 2..=lexicon::LONGEST_ZH.max(4).min(n - i) {
            let w = slice(i, i + len);
            if len <= lexicon::LONGEST_ZH && lexicon::zh_word(w).is_some() {
                relax(i + len, LEXICON, 1, &mut best);
            } else if let Some(f) = dict::freq(w) {
                relax(i + len, f32::from(f), 2, &mut best);
            }
        }
    }
    let mut pieces = Vec::new();
    let mut j = n;
    while j > 0 {
        let (_, i, kind) = best[j];
        let w = slice(i, j);
        let piece = match kind {
            1 => Piece::Lexicon(lexicon::zh_word(w).unwrap_or(&[])),
            2 => Piece::Dict(dict::freq(w).unwrap_or(0)),
            _ => Piece::Single,
        };
        pieces.push((i, j, piece));
        j = i;
    }
    pieces.reverse();
    pieces
}

thread_local! {
    static STEMMER: Stemmer = english::stemmer();
}

/// The closed compounds two adjacent words of `text` could be written as: `screen saver`
/// or `api-key` is `screensaver`, `apikey` in another text (English closes open compounds
/// freely: `data base`, `user name`, `time out`). Per pair of neighbouring words (letters
/// only, apart by one space, `-` or `_`, neither a stop word): the two words' stems, as
/// [`Analysis::of`] has them, and the stem of the pair written as one word; the first `max`
/// pairs (the hook's path reads no more than the query keeps).
pub fn closed_compounds(text: &str, max: usize) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    STEMMER.with(|stemmer| {
        let bytes = text.as_bytes();
        // The previous run of letters, if it may pair: its word and where it ended.
        let mut prev: Option<(String, usize)> = None;
        let mut i = 0;
        while i < bytes.len() && out.len() < max {
            if !bytes[i].is_ascii_alphabetic() {
                i += 1;
                continue;
            }
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                i += 1;
            }
            let word = text[start..i].to_ascii_lowercase();
            let usable = word.len() >= 2 && !english::is_stop(&word);
            if let Some((first, end)) = prev.take()
                && usable
                && start == end + 1
                && matches!(bytes[end], b' ' | b'-' | b'_')
            {
                let joined = format!("{first}{word}");
                out.push((
                    stemmer.stem(&first).into_owned(),
                    stemmer.stem(&word).into_owned(),
                    stemmer.stem(&joined).into_owned(),
                ));
            }
            prev = usable.then_some((word, i));
        }
    });
    out
}

impl Analysis {
    /// The terms of `text`.
    pub fn of(text: &str) -> Analysis {
        let text = half_width(text);
        // Traditional characters fold to Simplified: 記憶 is 记忆.
        let text: Cow<'_, str> = if text.chars().any(|c| dict::fold(c) != c) {
            Cow::Owned(text.chars().map(dict::fold).collect())
        } else {
            text
        };
        let mut a = Analysis::default();
        STEMMER.with(|stemmer| {
            let mut rest: &str = &text;
            while !rest.is_empty() {
                let cjk = rest.starts_with(is_cjk);
                let end = rest.find(|c: char| is_cjk(c) != cjk).unwrap_or(rest.len());
                if cjk {
                    a.chinese(&rest[..end]);
                } else {
                    a.english(stemmer, &rest[..end]);
                }
                rest = &rest[end..];
            }
        });
        a
    }

    /// The index of `word` in `words`, added if new; counts towards the length.
    fn add(&mut self, word: Cow<'_, str>) -> usize {
        self.len += 1;
        match self.words.iter().position(|w| *w == word) {
            Some(i) => {
                self.counts[i] = self.counts[i].saturating_add(1);
                i
            }
            None => {
                self.words.push(word.into_owned());
                self.counts.push(1);
                self.words.len() - 1
            }
        }
    }

    /// Record that the words `sources` (one occurrence: a word, or the words of a phrase)
    /// name the concepts `ids`.
    fn name(&mut self, ids: &[ConceptId], sources: &[usize]) {
        for &id in ids {
            match self.concepts.iter_mut().find(|(c, _)| *c == id) {
                Some((_, groups)) => {
                    if !groups.iter().any(|g| g == sources) {
                        groups.push(sources.to_vec());
                    }
                }
                None => self.concepts.push((id, vec![sources.to_vec()])),
            }
        }
    }

    fn english(&mut self, stemmer: &Stemmer, text: &str) {
        // The text's words in order, stop words included (phrases may hold them), each with
        // its index in `words` if it is a term.
        let mut seq: Vec<(String, Option<usize>)> = Vec::new();
        english::for_each_word(stemmer, text, |w| match w {
            Word::Stem(s) => {
                let i = self.add(Cow::Borrowed(&s));
                seq.push((s, Some(i)));
            }
            Word::Stop(s) => seq.push((s, None)),
            Word::Compound(c) => {
                // The compound repeats its parts: a term, not more length.
                self.add(Cow::Owned(c));
                self.len -= 1;
            }
        });
        let mut found: Vec<(usize, &[ConceptId])> = Vec::new();
        for p in 0..seq.len() {
            found.clear();
            lexicon::en_phrases(
                &seq[p].0,
                |k| seq.get(p + 1 + k).map(|(s, _)| s.as_str()),
                |n, ids| found.push((n, ids)),
            );
            for &(n, ids) in &found {
                let sources: Vec<usize> = seq[p..p + n].iter().filter_map(|(_, i)| *i).collect();
                if !sources.is_empty() {
                    self.name(ids, &sources);
                }
            }
        }
    }

    fn chinese(&mut self, run: &str) {
        let at: Vec<usize> = run
            .char_indices()
            .map(|(i, _)| i)
            .chain([run.len()])
            .collect();
        let n = at.len() - 1;
        let slice = |i: usize, j: usize| &run[at[i]..at[j]];
        // Terms with the character span they cover, for naming concepts' sources.
        let mut spans: Vec<(usize, usize, usize)> = Vec::new();
        let mut unknown_from: Option<usize> = None;
        for (i, j, piece) in segment(run, &at) {
            if !matches!(piece, Piece::Single)
                && let Some(from) = unknown_from.take()
            {
                self.leftover(run, &at, from, i, n, &mut spans);
            }
            match piece {
                Piece::Lexicon(ids) if !ids.is_empty() => {
                    let w = self.add(Cow::Borrowed(slice(i, j)));
                    spans.push((i, j, w));
                }
                Piece::Lexicon(_) => {}
                Piece::Dict(f) => {
                    if f < COMMON_FREQ {
                        let w = self.add(Cow::Borrowed(slice(i, j)));
                        spans.push((i, j, w));
                    }
                    // Search mode: the known words inside a longer word are terms too
                    // (显存占用 has 显存), not more length.
                    for k in i..j {
                        for m in k + 2..=j {
                            if (k, m) != (i, j)
                                && dict::freq(slice(k, m)).is_some_and(|f| f < COMMON_FREQ)
                            {
                                let w = self.add(Cow::Borrowed(slice(k, m)));
                                self.len -= 1;
                                spans.push((k, m, w));
                            }
                        }
                    }
                }
                Piece::Single => {
                    unknown_from.get_or_insert(i);
                }
            }
        }
        if let Some(from) = unknown_from.take() {
            self.leftover(run, &at, from, n, n, &mut spans);
        }
        // Concepts: every lexicon word anywhere in the run, overlaps included (生产库 names
        // production as well as the production database), single characters too.
        for i in 0..n {
            for len in 1..=lexicon::LONGEST_ZH.min(n - i) {
                let candidate = slice(i, i + len);
                if !lexicon::zh_prefix(candidate) {
                    break;
                }
                if let Some(ids) = lexicon::zh_word(candidate).filter(|c| !c.is_empty()) {
                    let sources: Vec<usize> = spans
                        .iter()
                        .filter(|(s, e, _)| *s < i + len && i < *e)
                        .map(|(_, _, w)| *w)
                        .collect();
                    self.name(ids, &sources);
                }
            }
        }
    }

    /// Characters `from..to` of a run that no known word covers: their bigrams, or the
    /// character itself when it is the whole run.
    fn leftover(
        &mut self,
        run: &str,
        at: &[usize],
        from: usize,
        to: usize,
        n: usize,
        spans: &mut Vec<(usize, usize, usize)>,
    ) {
        let ch = |k: usize| run[at[k]..].chars().next().unwrap_or(' ');
        if to - from == 1 {
            if n == 1 && !is_function_char(ch(from)) {
                let w = self.add(Cow::Borrowed(&run[at[from]..at[to]]));
                spans.push((from, to, w));
            }
            return;
        }
        for k in from..to - 1 {
            if is_function_char(ch(k)) || is_function_char(ch(k + 1)) {
                continue;
            }
            let w = self.add(Cow::Borrowed(&run[at[k]..at[k + 2]]));
            spans.push((k, k + 2, w));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        Analysis::of(text).words
    }

    fn concepts(text: &str) -> Vec<&'static str> {
        let mut c: Vec<&str> = Analysis::of(text)
            .concepts
            .iter()
            .map(|(id, _)| lexicon::name(*id))
            .collect();
        c.sort_unstable();
        c
    }

    #[test]
    fn common_chinese_words_are_not_terms() {
        assert!(
            words("之前的时间数据和代码").is_empty(),
            "{:?}",
            words("之前的时间数据和代码")
        );
        assert_eq!(words("数据库要迁移"), ["数据库", "迁移"]);
    }

    #[test]
    fn leftover_characters_pair_without_function_characters() {
        // Words the tables do not know still pair; 的 and 了 never do.
        assert_eq!(words("蓝鲸的了漫游"), ["蓝鲸", "漫游"]);
    }

    #[test]
    fn both_languages_name_the_same_concepts() {
        assert!(concepts("数据库").contains(&"database"));
        assert!(concepts("Which DB?").contains(&"database"));
        assert!(concepts("单测覆盖率").contains(&"unit_test"));
        assert!(concepts("unit tests").contains(&"unit_test"));
        assert!(concepts("k8s").contains(&"kubernetes"));
        assert!(concepts("Kubernetes 集群").contains(&"kubernetes"));
        assert!(concepts("生产库").contains(&"production"));
    }

    #[test]
    fn a_concept_knows_the_words_it_was_read_from() {
        let a = Analysis::of("the unit tests");
        let (_, sources) = a
            .concepts
            .iter()
            .find(|(c, _)| lexicon::name(*c) == "unit_test")
            .unwrap();
        let from: Vec<Vec<&str>> = sources
            .iter()
            .map(|g| g.iter().map(|&i| a.words[i].as_str()).collect())
            .collect();
        assert_eq!(from, [["unit", "test"]]);
        assert_eq!(a.len, 2);
    }

    #[test]
    fn full_width_text_is_folded() {
        assert_eq!(words("ＰＮＰＭ"), ["pnpm"]);
    }
}
