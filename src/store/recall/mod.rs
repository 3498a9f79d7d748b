//! Ranking stored lines against a prompt or a query: BM25 over stemmed English words and
//! segmented Chinese words, bridged across the two languages and abbreviations by a
//! lexicon of developer concepts, with a relevance threshold so a prompt that nothing
//! stored bears on gets nothing (docs/RECALL.md).
//!
//! One ranking serves every caller: [`rank`] reads the files; [`super::term_index`] gives
//! the same hits from its index; [`explain`] says why each hit ranked.

mod english;
mod explain;
mod general;
mod lexicon;
mod tokenise;
pub(super) mod typo;
mod zh_dict;

use std::collections::HashSet;

use super::doc::Doc;
use super::entry::Entry;
use super::paths::MemFile;
use crate::num;
pub use explain::{Explained, MatchedTerm, explain, render_explained};
pub use general::needs_no_memory;
use lexicon::ConceptId;
use tokenise::{Analysis, closed_compounds};
pub use zh_dict::fold_traditional;

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Hit {
    pub file: MemFile,
    pub line: usize,
    pub month: String,
    pub fact: String,
    pub pinned: bool,
    pub score: f32,
}

/// A match through a concept group (DB for database, 部署 for deploy) counts this much of
/// a match on the word itself.
const EXPANSION_WEIGHT: f32 = 0.8;
/// An identifier kept whole (`hypridle.conf`, `trace_id`, `@scope/pkg`) names one thing
/// exactly: on top of its parts, which match too, it adds this much.
const IDENTIFIER_WEIGHT: f32 = 0.5;
/// A word seen only in the pasted part of a prompt (a log, a stack trace, code) rather than
/// in the user's own sentence: most of a paste is noise about the paste, not the question.
/// Half a word of the user's own: at 0.35, two rare words of a paste (an exception's name
/// and its module) only just reached [`MIN_SCORE`] on a line of average length and fell
/// short on the long lines real rule files have, so a prompt that is a paste and three words
/// of the user's found nothing (docs/RECALL.md, round forty-eight).
const PASTE_WEIGHT: f32 = 0.5;
/// BM25's term-frequency saturation and length normalisation, against the store's own
/// average line length: real rule lines run long, and a long line's many words each say
/// less about it.
const K1: f32 = 1.2;
const B: f32 = 0.6;
/// Idf is taken as if the store had at least this many lines (the others sharing none of
/// the query's words): in a new user's tiny store a word on every line is still a word.
const MIN_STORE: usize = 24;
/// The least score a line needs to be recalled at all. Scores are in units of one word
/// that only one stored line has (idf normalised to 1), on a line of average length.
const MIN_SCORE: f32 = 0.7;
/// [`MIN_SCORE`] in a store of fewer than [`MIN_STORE`] lines. There idf is taken as if the
/// store were larger, so a word on every line of a new user's three-line store weighs about
/// 0.7 of a rare one before length normalisation: at 0.7 "how do we deploy?" would recall
/// none of three deploy rules (docs/RECALL.md "Score"). 0.7 was measured on stores of about
/// a hundred lines, where it cuts chance matches; a tiny store has few lines to match by
/// chance.
const MIN_SCORE_SMALL_STORE: f32 = 0.55;
/// A recalled line scores at least this share of the best line's score: below it, a line
/// matched on the prompt's incidental words beside one that matched on its point.
const REL_BEST: f32 = 0.65;
/// A query's terms at most (the index marks a line's matched terms in a 128-bit mask),
/// words first (in the order the prompt has them), then concepts.
pub const MAX_QUERY_TERMS: usize = 128;
const MAX_QUERY_WORDS: usize = 96;
/// A query of this many words or fewer may match on one of them; a longer one needs two,
/// or a name.
const SHORT_QUERY: usize = 3;
/// A query of this many words or more (a long request, a paste) needs three of them to bear
/// on a line, names or not: the more words a prompt has, the more lines share two of them
/// by chance.
const LONG_QUERY: usize = 20;
/// A best line scoring this much (more than one rare word of the prompt on a line of
/// average length) answers the prompt with confidence: the lines ranked after it need not
/// pass [`Query::may_be_relevant`]. That rule decides whether a prompt is about the store at
/// all; once one line says it is, a line sharing one common word of it is ranked as BM25
/// ranks it, within [`REL_BEST`] of the best (docs/RECALL.md "Score").
const CONFIDENT: f32 = 1.1;
/// Two lines on which the very same query terms counted differ only by length; the longer
/// one is shown beside the better only when it scores within this share of it (a tie the
/// ranking cannot break), not as a second helping of the same evidence. Not in a store of
/// fewer than [`MIN_STORE`] lines: a new user's few rules that share the word asked about
/// are each what was asked ("how do we deploy?" with three deploy rules), and there are few.
const SAME_EVIDENCE_TIE: f32 = 0.97;
/// Of a long prompt (a pasted log), its head and tail are what it asks about.
const QUERY_HEAD: usize = 3000;
const QUERY_TAIL: usize = 1000;
/// A query keeps the first [`MAX_QUERY_WORDS`] words it reads, and a pasted wall of text has
/// more than that in its head alone: the first and last [`QUERY_END_WORDS`] words of a long
/// prompt (within [`QUERY_ENDS`] bytes each) are read first — a question before the paste,
/// or after it — then the rest of its head and tail.
const QUERY_END_WORDS: usize = 40;
const QUERY_ENDS: usize = 300;

/// The terms of a text (words and Chinese words, not concepts), as [`rank`] compares them:
/// for measuring how much two texts share.
pub fn terms(text: &str) -> HashSet<String> {
    Analysis::of(text).words.into_iter().collect()
}

/// The key a concept is indexed under: `@` cannot start a word.
fn concept_key(id: ConceptId) -> String {
    format!("@{}", lexicon::name(id))
}

/// A line's terms for the index: its words and the keys of the concepts it names, each
/// once, with how often the line has each (at most 255) and its length in terms.
pub(super) fn line_keys(fact: &str) -> (Vec<String>, Vec<u8>, usize) {
    let a = Analysis::of(fact);
    let mut keys = a.words;
    let mut tf: Vec<u8> = a
        .counts
        .iter()
        .map(|&c| u8::try_from(c).unwrap_or(u8::MAX))
        .collect();
    for (id, occurrences) in &a.concepts {
        keys.push(concept_key(*id));
        tf.push(u8::try_from(occurrences.len()).unwrap_or(u8::MAX));
    }
    (keys, tf, a.len)
}

/// How often a line has each query term it matched, where more than once: (term, count).
pub(super) type Repeats = Vec<(usize, u8)>;

/// One term of a query.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryTerm {
    /// A word, or a concept's key.
    pub key: String,
    /// 1 for a word of the query, `EXPANSION_WEIGHT` for a concept it names, 2 for two
    /// neighbouring words read as one (`closed_compounds`).
    pub weight: f32,
    /// For a concept or a closed compound: the query's words it was read from (indices
    /// into the terms), per
    /// occurrence (a word, or the words of a phrase). A line that has all the words of one
    /// occurrence already matched on them: the concept adds nothing there.
    pub sources: Vec<Vec<usize>>,
    pub concept: Option<ConceptId>,
    /// A compound word (`trace_id`): it repeats its parts, so it adds no coverage.
    pub compound: bool,
}

/// A query's terms, sorted by key: the order every ranker sums a line's score in.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Query {
    pub terms: Vec<QueryTerm>,
    /// How many of its words say something on their own (compounds repeat their parts).
    words: usize,
    /// Per term: each occurrence a concept was read from, as a set of words (none for a
    /// word), and the words it covers on a line where it counts (itself for a word, none
    /// for a compound).
    source_masks: Vec<Vec<Matched>>,
    cover_masks: Vec<Matched>,
    /// The terms that are names ([`name_keys`]).
    names: Matched,
}

/// The query terms found on a line: bit i for term i.
pub type Matched = u128;

/// The terms of a [`Matched`] set, in order.
pub(super) fn bits(mut m: Matched) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

/// The set of these term indices.
pub(super) fn matched_set(terms: impl IntoIterator<Item = usize>) -> Matched {
    terms.into_iter().fold(0, |m, i| m | 1 << i)
}

/// A compound (`trace_id`, `pnpm-lock.yaml`) repeats the words it is made of.
fn is_compound(key: &str) -> bool {
    key.contains(['_', '-', '.'])
}

/// Where the first `n` words of `s` end, within its first `max` bytes (at a space, or on a
/// character boundary when there is none, as in Chinese).
fn after_words(s: &str, n: usize, max: usize) -> usize {
    let window = crate::text::clip_head(s, max);
    let mut words = 0;
    let mut in_word = false;
    for (i, c) in window.char_indices() {
        if c.is_whitespace() {
            words += usize::from(in_word);
            if words == n {
                return i;
            }
        }
        in_word = !c.is_whitespace();
    }
    window.rfind(char::is_whitespace).unwrap_or(window.len())
}

/// Where the last `n` words of `s` start, within its last `max` bytes (likewise).
fn before_words(s: &str, n: usize, max: usize) -> usize {
    let window = crate::text::clip_tail(s, max);
    let base = s.len() - window.len();
    let mut words = 0;
    let mut in_word = false;
    for (i, c) in window.char_indices().rev() {
        if c.is_whitespace() {
            words += usize::from(in_word);
            if words == n {
                return base + i;
            }
        }
        in_word = !c.is_whitespace();
    }
    base + window.find(char::is_whitespace).unwrap_or(0)
}

/// The terms of `text`'s names: tokens written as identifiers or names rather than as
/// words of a sentence — with `_ - . / @` inside (`hypridle.conf`, `@scope/pkg`), letters
/// with digits (`k3`, `tailwind4`), capitals after the first letter (`MangoWC`, `iOS`), a
/// capital away from a sentence's start (`Eiros`), in backticks; and in a text with Chinese,
/// every Latin word (a Chinese sentence writes only its terms in Latin letters: `gpu`).
fn name_keys(text: &str) -> HashSet<String> {
    let chinese = text.chars().any(crate::text::is_cjk);
    let mut keys = HashSet::new();
    let is_part =
        |c: char| (c.is_alphanumeric() && !crate::text::is_cjk(c)) || "_-./@`'".contains(c);
    let mut rest = text;
    let mut sentence_start = true;
    while let Some(start) = rest.find(is_part) {
        let before = rest[..start].trim_end();
        if !before.is_empty() {
            sentence_start = before.ends_with(['.', '!', '?', ':', '。', '！', '？', '：', '\n']);
        }
        let end = rest[start..]
            .find(|c| !is_part(c))
            .map_or(rest.len(), |e| start + e);
        let raw = &rest[start..end];
        rest = &rest[end..];
        let token = raw.trim_matches(|c: char| ".-'_".contains(c));
        let mut chars = token.chars();
        let Some(first) = chars.next() else {
            continue;
        };
        let tail: Vec<char> = chars.collect();
        let inner_joiner = token.trim_matches('`').contains(['_', '-', '.', '/', '@']);
        let name = inner_joiner
            || token.starts_with('@')
            || (token.contains(|c: char| c.is_ascii_digit())
                && token.contains(char::is_alphabetic))
            || tail.iter().any(|c| c.is_uppercase())
            || (first.is_uppercase() && !sentence_start)
            || (raw.starts_with('`') && raw.ends_with('`') && raw.len() > 2)
            || (chinese && token.chars().filter(|c| c.is_alphabetic()).count() >= 2);
        sentence_start = false;
        if name {
            for w in Analysis::of(token).words {
                keys.insert(w);
            }
        }
    }
    keys
}

/// A prompt's lines split into the user's own (asking) and pasted material (a log, a stack
/// trace, code, a diff), each part's lines in order. Only a prompt of several lines has a
/// paste; a line is pasted when it is indented, fenced, starts like a log or tool line, or
/// is mostly symbols and digits rather than words.
fn split_paste(text: &str) -> (String, String) {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() < 4 {
        return (String::new(), String::new());
    }
    let (mut own, mut paste) = (String::new(), String::new());
    let mut fenced = false;
    for line in lines {
        let fence = line.trim_start().starts_with("```");
        let pasted = fence || fenced || is_pasted_line(line);
        if fence {
            fenced = !fenced;
        }
        let to = if pasted { &mut paste } else { &mut own };
        to.push_str(line);
        to.push('\n');
    }
    if own.trim().is_empty() {
        // All paste: nothing to prefer it to.
        return (String::new(), String::new());
    }
    (own, paste)
}

fn is_pasted_line(line: &str) -> bool {
    let t = line.trim();
    if t.is_empty() {
        return false;
    }
    if line.starts_with("  ") || line.starts_with('\t') {
        return true;
    }
    if t.starts_with(|c: char| "✔✖✗⚠❯➜↓→×•|$>{}()<".contains(c)) {
        return true;
    }
    let (mut wordy, mut all) = (0usize, 0usize);
    for c in t.chars().filter(|c| !c.is_whitespace()) {
        all += 1;
        wordy += usize::from(c.is_alphabetic());
    }
    wordy * 10 < all * 7
}

/// The prompt with each host placeholder ([`crate::text::host_placeholders`]) blanked: none
/// of it is a word of the prompt (an `image` there is not the user's).
fn without_placeholders(text: &str) -> std::borrow::Cow<'_, str> {
    let found = crate::text::host_placeholders(text);
    if found.is_empty() {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for note in found {
        out.push_str(&text[from..note.start]);
        out.push(' ');
        from = note.end;
    }
    out.push_str(&text[from..]);
    out.into()
}

impl Query {
    pub fn new(text: &str) -> Query {
        let text = without_placeholders(text);
        let text: &str = &text;
        let text = if text.len() > QUERY_HEAD + QUERY_TAIL {
            let head = crate::text::clip_head(text, QUERY_HEAD);
            let tail = crate::text::clip_tail(text, QUERY_TAIL);
            let (opening, head_rest) =
                head.split_at(after_words(head, QUERY_END_WORDS, QUERY_ENDS));
            let (tail_rest, closing) =
                tail.split_at(before_words(tail, QUERY_END_WORDS, QUERY_ENDS));
            format!("{opening}\n{closing}\n{head_rest}\n{tail_rest}")
        } else {
            text.to_string()
        };
        // The user's own lines first: their words are the query's, a paste's only colour it.
        let (own, paste) = split_paste(&text);
        let joinable =
            closed_compounds(if paste.is_empty() { &text } else { &own }, MAX_QUERY_WORDS);
        let (text, own_words) = if paste.is_empty() {
            (text, usize::MAX)
        } else {
            let n = Analysis::of(&own).words.len();
            (format!("{own}\n{paste}"), n)
        };
        let mut a = Analysis::of(&text);
        a.words.truncate(MAX_QUERY_WORDS);
        a.concepts
            .retain(|(_, groups)| groups.iter().flatten().all(|&s| s < MAX_QUERY_WORDS));
        a.concepts.truncate(MAX_QUERY_TERMS - a.words.len());
        let mut terms: Vec<QueryTerm> = a
            .words
            .iter()
            .enumerate()
            .map(|(i, w)| QueryTerm {
                key: w.clone(),
                weight: match () {
                    _ if is_compound(w) => IDENTIFIER_WEIGHT,
                    _ if i >= own_words => PASTE_WEIGHT,
                    _ => 1.0,
                },
                sources: Vec::new(),
                concept: None,
                compound: is_compound(w),
            })
            .collect();
        terms.extend(a.concepts.iter().map(|(id, sources)| QueryTerm {
            key: concept_key(*id),
            weight: EXPANSION_WEIGHT,
            sources: sources.clone(),
            concept: Some(*id),
            compound: false,
        }));
        // Two neighbouring words of the user's as one (`screen saver` → `screensaver`): a
        // term of the two, like a concept they name, weighing what the two words would on
        // a line that spelled them out; its key is a stem no word of the query has.
        for (first, second, joined) in joinable {
            let at = |stem: &str| {
                terms
                    .iter()
                    .position(|t| t.concept.is_none() && t.key == stem)
            };
            if terms.len() >= MAX_QUERY_TERMS {
                break;
            }
            if let (Some(a), Some(b), None) = (at(&first), at(&second), at(&joined)) {
                terms.push(QueryTerm {
                    key: joined,
                    weight: 2.0,
                    sources: vec![vec![a, b]],
                    concept: None,
                    compound: false,
                });
            }
        }
        let name_keys = name_keys(&text);
        let is_name = terms
            .iter()
            .map(|t| t.concept.is_none() && name_keys.contains(&t.key))
            .collect();
        Query::assemble(terms, is_name)
    }

    /// The query of these terms (their sources being indices into `terms`), `is_name[i]`
    /// saying whether term i is one of its names: sorted, with the masks ranking reads.
    fn assemble(terms: Vec<QueryTerm>, is_name: Vec<bool>) -> Query {
        // Sort, then point the sources at the sorted positions.
        let mut order: Vec<usize> = (0..terms.len()).collect();
        order.sort_by(|&x, &y| terms[x].key.cmp(&terms[y].key));
        let mut at = vec![0usize; terms.len()];
        for (new, &old) in order.iter().enumerate() {
            at[old] = new;
        }
        let mut sorted: Vec<QueryTerm> = order.iter().map(|&i| terms[i].clone()).collect();
        for t in &mut sorted {
            for s in t.sources.iter_mut().flatten() {
                *s = at[*s];
            }
        }
        let words = sorted
            .iter()
            .filter(|t| t.concept.is_none() && !t.compound && t.sources.is_empty())
            .count();
        let source_masks = sorted
            .iter()
            .map(|t| {
                t.sources
                    .iter()
                    .map(|g| matched_set(g.iter().copied()))
                    .filter(|&m| m != 0)
                    .collect()
            })
            .collect();
        let cover_masks = (0..sorted.len())
            .map(|i| {
                let t = &sorted[i];
                let from = matched_set(t.sources.iter().flatten().copied());
                match t.concept {
                    _ if from != 0 => from,
                    None if t.compound => 0,
                    _ => 1 << i,
                }
            })
            .collect();
        let names = matched_set(
            order
                .iter()
                .enumerate()
                .filter_map(|(new, &old)| is_name[old].then_some(new)),
        );
        Query {
            terms: sorted,
            words,
            source_masks,
            cover_masks,
            names,
        }
    }

    /// The user's own words (not a paste's, not identifiers or concepts) that a typo could
    /// hide: [`typo::eligible`] ones, with their term index.
    pub(super) fn typo_words(&self) -> impl Iterator<Item = (usize, &str)> {
        self.terms.iter().enumerate().filter_map(|(i, t)| {
            (t.concept.is_none()
                && !t.compound
                && t.sources.is_empty()
                && t.weight >= 1.0
                && typo::eligible(&t.key))
            .then_some((i, t.key.as_str()))
        })
    }

    /// This query with the words `fixes` names (term index, stored word) read as those
    /// stored words, at [`typo::WEIGHT`]. A fix that is already a term of the query adds
    /// nothing.
    pub(super) fn corrected(&self, fixes: &[(usize, String)]) -> Query {
        let mut terms = self.terms.clone();
        for (i, word) in fixes {
            if terms.iter().all(|t| t.key != *word) {
                terms[*i].key.clone_from(word);
                terms[*i].weight *= typo::WEIGHT;
            }
        }
        let is_name = (0..terms.len())
            .map(|i| self.names & (1 << i) != 0)
            .collect();
        Query::assemble(terms, is_name)
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// The index of the term with this key.
    fn find(&self, key: &str) -> Option<usize> {
        self.terms
            .binary_search_by(|t| t.key.as_str().cmp(key))
            .ok()
    }

    /// Does term `i` count on a line that matched the terms `matched`? A concept does not
    /// where the words of one of its occurrences all matched themselves; it still does
    /// where they matched in part (`e2e test` is end-to-end testing on a line that only
    /// shares `test`).
    pub(super) fn counts(&self, i: usize, matched: Matched) -> bool {
        self.source_masks[i].iter().all(|&g| matched & g != g)
    }

    /// The score of a line of `len` terms on which the terms `matched` were found, `idf[i]`
    /// being term i's [`idf`], each counted once: whether a line weighs enough to be
    /// recalled, and whether a prompt is answered with confidence, are read on which of the
    /// prompt's words it has. Summed in term order, so every ranker adds the same floats.
    pub(super) fn score(&self, matched: Matched, idf: &[f32], len: usize, avg: f32) -> f32 {
        let mut sum = 0.0f32;
        for i in bits(matched) {
            if self.counts(i, matched) {
                sum += self.terms[i].weight * idf[i];
            }
        }
        sum * tf_norm(len, avg)
    }

    /// What term i adds to a line's [`Query::rank_score`] when the line has it `tf` times.
    pub(super) fn term_score(&self, i: usize, idf: &[f32], tf: u8, len: usize, avg: f32) -> f32 {
        let f = f32::from(tf);
        let norm = K1 * (1.0 - B + B * len as f32 / avg);
        self.terms[i].weight * idf[i] * f * (K1 + 1.0) / (f + norm)
    }

    /// The score lines are ranked by: [`Query::score`] with BM25's term frequency, so of two
    /// lines with the prompt's words the one that repeats them (`detection … detects`,
    /// `Payments … payments`) is more about them. `repeats` are the matched terms the line
    /// has more than once.
    pub(super) fn rank_score(
        &self,
        matched: Matched,
        repeats: &[(usize, u8)],
        idf: &[f32],
        len: usize,
        avg: f32,
    ) -> f32 {
        let mut sum = 0.0f32;
        for i in bits(matched) {
            if self.counts(i, matched) {
                let tf = repeats.iter().find(|r| r.0 == i).map_or(1, |r| r.1);
                sum += self.term_score(i, idf, tf, len, avg);
            }
        }
        sum
    }

    /// How many of the query's words bear on a line that matched the terms `matched`:
    /// directly, or through a concept they name.
    pub(super) fn coverage(&self, matched: Matched) -> usize {
        let mut covered: Matched = 0;
        for i in bits(matched) {
            if self.counts(i, matched) {
                covered |= self.cover_masks[i];
            }
        }
        covered.count_ones() as usize
    }

    /// Can a line that matched the terms `matched`, of this [`Query::coverage`], be
    /// relevant at all, whatever its score? Unless the query is [`SHORT_QUERY`], two of its
    /// words must bear on the line, or one of its names (an identifier, a path, a product
    /// or tool name, an English term in a Chinese prompt): one shared common word of a long
    /// prompt is chance, one shared name is not.
    pub(super) fn may_be_relevant(&self, covered: usize, matched: Matched) -> bool {
        if self.words >= LONG_QUERY {
            return covered >= 3;
        }
        covered >= 2 || self.words <= SHORT_QUERY || (covered >= 1 && matched & self.names != 0)
    }

    /// Does a line of this coverage and score weigh enough to be recalled, before it is
    /// compared with the best line ([`Query::shown`])? It needs [`MIN_SCORE`], or every word
    /// of the query (a line that has them all is what was asked for, however common they
    /// are). `stored` is the store's number of entry lines, as [`idf`] takes it.
    pub(super) fn weighs_enough(&self, covered: usize, score: f32, stored: usize) -> bool {
        let least = if stored < MIN_STORE {
            MIN_SCORE_SMALL_STORE
        } else {
            MIN_SCORE
        };
        score >= least || covered >= self.words
    }

    /// The terms that count on a line that matched the terms `matched` ([`Query::counts`]).
    pub(super) fn counted(&self, matched: Matched) -> Matched {
        matched_set(bits(matched).filter(|&i| self.counts(i, matched)))
    }

    /// Of the lines that weigh enough ([`Query::weighs_enough`]), ranked best first as
    /// ([`Query::rank_score`], [`Query::counted`] terms, whether it
    /// [`Query::may_be_relevant`], [`Query::score`]), the ones to show, at most `limit`, by
    /// position. Nothing unless one may be relevant; when the best of those has a
    /// [`Query::score`] of [`CONFIDENT`], every line is ranked, else only those. Each shown line
    /// scores at least [`REL_BEST`] of the best (below it, a line matched the prompt's
    /// incidental words beside one that matched its point), and none has just the terms of
    /// a line shown above it unless it ties with that line ([`SAME_EVIDENCE_TIE`]): the same
    /// words on a longer line add nothing the better line does not show. `stored` is the
    /// store's number of entry lines, as [`idf`] takes it. Every ranker picks with this.
    pub(super) fn shown(
        ranked: &[(f32, Matched, bool, f32)],
        limit: usize,
        stored: usize,
    ) -> Vec<usize> {
        let Some(&(_, _, _, presence)) = ranked.iter().find(|r| r.2) else {
            return Vec::new();
        };
        let confident = presence >= CONFIDENT;
        let pool = || {
            ranked
                .iter()
                .enumerate()
                .filter(move |(_, r)| confident || r.2)
        };
        let Some((_, &(best, ..))) = pool().next() else {
            return Vec::new();
        };
        let mut shown: Vec<usize> = Vec::new();
        for (i, &(score, terms, ..)) in pool() {
            if shown.len() == limit || score < best * REL_BEST {
                break;
            }
            let repeated = shown.iter().any(|&j| {
                let (above, above_terms, ..) = ranked[j];
                above_terms == terms && score < above * SAME_EVIDENCE_TIE
            });
            let repeated = repeated && stored >= MIN_STORE;
            if !repeated {
                shown.push(i);
            }
        }
        shown
    }
}

/// BM25's factor for a term found once on a line of `len` terms, `avg` being the store's
/// average line length.
pub(super) fn tf_norm(len: usize, avg: f32) -> f32 {
    (K1 + 1.0) / (1.0 + K1 * (1.0 - B + B * len as f32 / avg))
}

/// The store's average line length in terms, from the total and the count of its active
/// lines (every line's length taken as the index stores it, at most `u16::MAX`).
pub(super) fn average_len(total: u64, lines: usize) -> f32 {
    if lines == 0 {
        return 1.0;
    }
    (total as f32 / lines as f32).max(1.0)
}

/// How much a term tells: BM25's idf for a term on `df` of `n` stored lines (taken as at
/// least [`MIN_STORE`]), divided by that of a term on one line, so scores mean the same in
/// a small store and a large one.
pub(super) fn idf(n: usize, df: usize) -> f32 {
    let n = n.max(MIN_STORE) as f32;
    let raw = |df: f32| num::ln(f64::from(1.0 + (n - df + 0.5) / (df + 0.5))) as f32;
    raw(df as f32) / raw(1.0)
}

/// `YYYY-MM` as a number that sorts the same way.
pub(super) fn month_key(month: &str) -> u32 {
    month
        .bytes()
        .filter(u8::is_ascii_digit)
        .fold(0u32, |k, b| k * 10 + u32::from(b - b'0'))
}

/// Best first: higher score, then newer month, then later line.
pub(super) fn rank_order(a: (f32, u32, usize), b: (f32, u32, usize)) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0)
        .then_with(|| b.1.cmp(&a.1))
        .then_with(|| b.2.cmp(&a.2))
}

/// The active entries of `docs` most relevant to `query`, best first, by reading every
/// line. [`super::term_index`] gives the same answer from its index when that is fresh.
pub fn rank(docs: &[(MemFile, &Doc)], query: &str, limit: usize) -> Vec<Hit> {
    rank_query(docs, &Query::new(query), limit)
}

/// [`rank`] for a [`Query`].
pub(super) fn rank_query(docs: &[(MemFile, &Doc)], q: &Query, limit: usize) -> Vec<Hit> {
    scan(docs, q, limit)
        .hits
        .into_iter()
        .map(|r| r.hit)
        .collect()
}

/// A ranked line: the hit, the query terms it matched, those it has more than once, and
/// its length in terms.
pub(super) struct RankedLine {
    pub hit: Hit,
    pub matched: Matched,
    pub repeats: Repeats,
    pub len: usize,
}

/// The ranked lines, every query term's idf, the store's average line length, and the
/// query as ranked when a typo of it was read as a stored word ([`Query::corrected`]).
pub(super) struct Scanned {
    pub hits: Vec<RankedLine>,
    pub idf: Vec<f32>,
    pub avg: f32,
    pub corrected: Option<Query>,
}

/// Typos of a query to read as stored words: (term index, stored word).
type Fixes = Vec<(usize, String)>;

/// The ranked hits of `q`, its typos corrected against the store ([`typo`]).
fn scan(docs: &[(MemFile, &Doc)], q: &Query, limit: usize) -> Scanned {
    let (scanned, fixes) = scan_once(docs, q, limit, true);
    if fixes.is_empty() {
        return scanned;
    }
    let fixed = q.corrected(&fixes);
    let (scanned, _) = scan_once(docs, &fixed, limit, false);
    Scanned {
        corrected: Some(fixed),
        ..scanned
    }
}

/// The ranked hits of `q` as it is, or (`fix_typos`, and some of its words are typos of rare
/// stored words) the corrections to rank it with instead.
fn scan_once(
    docs: &[(MemFile, &Doc)],
    q: &Query,
    limit: usize,
    fix_typos: bool,
) -> (Scanned, Fixes) {
    let none = || Scanned {
        hits: Vec::new(),
        idf: Vec::new(),
        avg: 1.0,
        corrected: None,
    };
    if q.is_empty() || limit == 0 {
        return (none(), Vec::new());
    }
    let typo_words: Vec<(usize, &str)> = if fix_typos {
        q.typo_words().collect()
    } else {
        Vec::new()
    };
    // The store's words a typo could be of, with their df.
    let mut vocabulary: std::collections::HashMap<String, usize> = Default::default();
    let mut candidates = Vec::new();
    let mut df = vec![0usize; q.terms.len()];
    let mut n = 0usize;
    let (mut total_len, mut active) = (0u64, 0usize);
    for (file, doc) in docs {
        for (line, _, raw) in doc.entry_lines() {
            n += 1;
            let Some(entry) = Entry::parse(raw).filter(Entry::is_active) else {
                continue;
            };
            let (keys, tf, len) = line_keys(&entry.fact);
            if !typo_words.is_empty() {
                for k in keys.iter().filter(|k| typo::eligible(k)) {
                    *vocabulary.entry(k.clone()).or_default() += 1;
                }
            }
            // As the index records it.
            let len = len.min(usize::from(u16::MAX));
            total_len += len as u64;
            active += 1;
            let matched = matched_set(keys.iter().filter_map(|k| q.find(k)));
            if matched == 0 {
                continue;
            }
            for m in bits(matched) {
                df[m] += 1;
            }
            let repeats: Repeats = keys
                .iter()
                .zip(&tf)
                .filter(|(_, c)| **c > 1)
                .filter_map(|(k, c)| q.find(k).map(|i| (i, *c)))
                .collect();
            candidates.push((*file, line, entry, matched, repeats, len));
        }
    }
    let fixes: Vec<(usize, String)> = typo_words
        .iter()
        .filter(|(i, _)| df[*i] == 0)
        .filter_map(|&(i, word)| {
            let rare = vocabulary
                .iter()
                .filter(|(_, d)| typo::is_rare(**d, n))
                .map(|(k, _)| k.as_str());
            typo::pick(word, rare).map(|fix| (i, fix))
        })
        .collect();
    if !fixes.is_empty() {
        return (none(), fixes);
    }
    let idf: Vec<f32> = df.iter().map(|&d| idf(n, d.max(1))).collect();
    let avg = average_len(total_len, active);
    // Each line with its presence score ([`Query::score`]).
    let mut hits: Vec<(RankedLine, f32)> = candidates
        .into_iter()
        .filter_map(|(file, line, entry, matched, repeats, len)| {
            let presence = q.score(matched, &idf, len, avg);
            q.weighs_enough(q.coverage(matched), presence, n)
                .then_some(())?;
            let hit = Hit {
                file,
                line,
                month: entry.month,
                fact: entry.fact,
                pinned: entry.pinned,
                score: q.rank_score(matched, &repeats, &idf, len, avg),
            };
            let ranked = RankedLine {
                hit,
                matched,
                repeats,
                len,
            };
            Some((ranked, presence))
        })
        .collect();
    hits.sort_by(|(a, _), (b, _)| {
        let (a, b) = (&a.hit, &b.hit);
        rank_order(
            (a.score, month_key(&a.month), a.line),
            (b.score, month_key(&b.month), b.line),
        )
    });
    let ranked: Vec<(f32, Matched, bool, f32)> = hits
        .iter()
        .map(|(r, presence)| {
            let gated = q.may_be_relevant(q.coverage(r.matched), r.matched);
            (r.hit.score, q.counted(r.matched), gated, *presence)
        })
        .collect();
    let shown = Query::shown(&ranked, limit, n);
    let mut shown = shown.into_iter().peekable();
    let hits = hits
        .into_iter()
        .enumerate()
        .filter_map(|(i, (r, _))| shown.next_if_eq(&i).map(|_| r))
        .collect();
    let scanned = Scanned {
        hits,
        idf,
        avg,
        corrected: None,
    };
    (scanned, Vec::new())
}

#[cfg(test)]
mod tests;
