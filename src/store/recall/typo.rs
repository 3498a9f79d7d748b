//! Typo tolerance for rare terms (docs/RECALL.md "Terms", **Typos**): a word of the user's own that the
//! store does not have, of five letters or more, is read as the one rare stored word it is
//! one edit from (Damerau-Levenshtein: a letter added, dropped, changed, or two swapped).
//!
//! Only rare stored words are targets: a common one (a word many lines share) is what a
//! chance edit of an unrelated word would land on, and it would say little if it were
//! right. An ambiguous correction (two rare words one edit away) is none.
//!
//! Candidates are found by deletion neighbourhoods (SymSpell's idea): a word and every
//! one-letter deletion of it share a key with a stored word one edit away, so a lookup is a
//! few hash probes, never a pass over the vocabulary.

/// Words shorter than this are not corrected: one edit of a short word is another word.
pub const MIN_LEN: usize = 5;
/// Longer words are not corrected (nor kept as targets): a word that long is an
/// identifier's run of letters, not something typed.
pub const MAX_LEN: usize = 40;
/// A stored word on at most one line in this many (and at most [`RARE_FLOOR`] lines in a
/// small store) is rare enough to be a correction's target.
const RARE_SHARE: usize = 40;
const RARE_FLOOR: usize = 2;
/// A corrected word counts this much of the word itself: the reading may be wrong.
pub const WEIGHT: f32 = 0.7;

/// Can this term be corrected, or be a correction? Plain lowercase Latin words only (a stem
/// of English): identifiers, Chinese words and concept keys are matched as written.
pub fn eligible(term: &str) -> bool {
    (MIN_LEN..=MAX_LEN).contains(&term.len()) && term.bytes().all(|b| b.is_ascii_lowercase())
}

/// Is a stored word on `df` of the store's `n` lines rare enough to correct to?
pub fn is_rare(df: usize, n: usize) -> bool {
    df >= 1 && df <= RARE_FLOOR.max(n / RARE_SHARE)
}

/// The word and each of its one-letter deletions (an [`eligible`] term is ASCII).
pub fn neighbourhood(word: &str) -> impl Iterator<Item = String> + '_ {
    std::iter::once(word.to_string()).chain((0..word.len()).map(move |i| {
        let mut w = String::with_capacity(word.len() - 1);
        w.push_str(&word[..i]);
        w.push_str(&word[i + 1..]);
        w
    }))
}

/// Are `a` and `b` exactly one edit apart (insertion, deletion, substitution, or the swap
/// of two adjacent letters)?
pub fn one_edit(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let i = short
        .iter()
        .zip(long)
        .position(|(x, y)| x != y)
        .unwrap_or(short.len());
    match long.len() - short.len() {
        0 if i == short.len() => false,
        0 => {
            long[i + 1..] == short[i + 1..]
                || (i + 1 < long.len()
                    && long[i] == short[i + 1]
                    && long[i + 1] == short[i]
                    && long[i + 2..] == short[i + 2..])
        }
        1 => long[i + 1..] == short[i..],
        _ => false,
    }
}

/// The one correction of `word` among `candidates` (stored rare words sharing a
/// neighbourhood key with it): `None` when none is one edit away, or more than one is.
pub fn pick<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let mut found: Option<&str> = None;
    for c in candidates {
        if c == word || !one_edit(word, c) || found == Some(c) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(c);
    }
    found.map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit_is_damerau_levenshtein_one() {
        for (a, b) in [
            ("kubernet", "kuberent"), // swap
            ("postgr", "postger"),    // insertion
            ("receiv", "reciev"),     // swap
            ("tailwind", "tailwnd"),  // deletion
            ("prisma", "prosma"),     // substitution
            ("webpack", "webpackk"),  // insertion at the end
            ("webpack", "ebpack"),    // deletion at the start
        ] {
            assert!(one_edit(a, b), "{a} {b}");
            assert!(one_edit(b, a), "{b} {a}");
        }
        for (a, b) in [
            ("webpack", "webpack"),
            ("webpack", "wepback2"),
            ("kubernet", "kbuerent"),
        ] {
            assert!(!one_edit(a, b), "{a} {b}");
        }
        assert!(!one_edit("abcdef", "badcef"));
        assert!(!one_edit("abcdef", "abcdefgh"));
    }

    #[test]
    fn a_neighbourhood_meets_every_word_one_edit_away() {
        let stored = "kubernet";
        let keys: Vec<String> = neighbourhood(stored).collect();
        for typo in ["kuberent", "kubernt", "kubernett", "kubernat", "ukbernet"] {
            assert!(
                neighbourhood(typo).any(|k| keys.contains(&k)),
                "{typo} shares no key with {stored}"
            );
        }
    }

    #[test]
    fn an_ambiguous_correction_is_none() {
        assert_eq!(pick("prisma", ["prism", "prismo"]), None);
        assert_eq!(pick("prisma", ["prism", "prism"]), Some("prism".into()));
        assert_eq!(pick("prisma", ["prisma"]), None);
        assert_eq!(pick("prisma", ["primes"]), None);
    }

    #[test]
    fn only_rare_long_plain_words_take_part() {
        assert!(eligible("kubernet") && !eligible("test") && !eligible("trace_id"));
        assert!(!eligible("@database") && !eligible("数据库迁移") && !eligible("vite5"));
        assert!(is_rare(1, 10) && is_rare(2, 10) && !is_rare(3, 10) && !is_rare(0, 10));
        assert!(is_rare(5, 200) && !is_rare(6, 200));
    }
}
