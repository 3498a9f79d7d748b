//! Trigger words typed with two letters swapped ("alwasy", "perfer", "CLUADE.md", "wnat"),
//! read as the word meant before the families match (docs/CAPTURE.md "Round forty-three").
//!
//! A swap of two neighbouring letters is the commonest slip of fast typing, and it keeps the
//! word's length, so the prompt's offsets stay those of the text as typed, which is what is
//! saved. Only the trigger words below are corrected, each of whose swaps is no English word
//! (checked against a word-frequency list when the list was written: "from" is left out, as
//! its swap is "form"). Dropped or added letters ("updte", "frome") change the length and are
//! not read.

use std::collections::HashMap;
use std::sync::LazyLock;

/// The trigger words of the families whose swaps are read as them.
const TRIGGER_WORDS: [&str; 34] = [
    "always",
    "never",
    "prefer",
    "prefers",
    "preferred",
    "rather",
    "remember",
    "actually",
    "should",
    "instead",
    "decided",
    "decision",
    "forward",
    "claude",
    "agents",
    "update",
    "wrong",
    "want",
    "with",
    "note",
    "rule",
    "rules",
    "going",
    "future",
    "every",
    "keep",
    "avoid",
    "mandatory",
    "convention",
    "policy",
    "standard",
    "settled",
    "touch",
    "unless",
];

/// Longest word looked up: the longest trigger word.
const MAX_LEN: usize = 10;

/// Each swap of two neighbouring letters of a trigger word, to the word.
static SWAPPED: LazyLock<HashMap<Vec<u8>, &'static str>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for word in TRIGGER_WORDS {
        let bytes = word.as_bytes();
        for i in 0..bytes.len() - 1 {
            if bytes[i] == bytes[i + 1] {
                continue;
            }
            let mut swapped = bytes.to_vec();
            swapped.swap(i, i + 1);
            map.insert(swapped, word);
        }
    }
    map
});

/// `text` with each trigger word typed with two letters swapped written as meant, in the
/// case it was typed in (all capitals, a capital first, or lowercase); `None` when there is
/// none. Offsets are unchanged: only ASCII letters are replaced by ASCII letters.
pub(super) fn unswap_triggers(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut fixed: Option<Vec<u8>> = None;
    let mut at = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_alphabetic() {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && bytes[at].is_ascii_alphabetic() {
            at += 1;
        }
        // A word glued to a digit or an underscore is an identifier's part, not typed prose.
        let glued = |i: usize| {
            bytes
                .get(i)
                .is_some_and(|b| b.is_ascii_digit() || *b == b'_')
        };
        let len = at - start;
        if !(4..=MAX_LEN).contains(&len) || glued(at) || start > 0 && glued(start - 1) {
            continue;
        }
        let mut lower = [0u8; MAX_LEN];
        for (to, from) in lower.iter_mut().zip(&bytes[start..at]) {
            *to = from.to_ascii_lowercase();
        }
        let Some(word) = SWAPPED.get(&lower[..len]) else {
            continue;
        };
        let typed = &bytes[start..at];
        let all_caps = typed.iter().all(u8::is_ascii_uppercase);
        let out = fixed.get_or_insert_with(|| bytes.to_vec());
        for (i, b) in word.bytes().enumerate() {
            let upper = all_caps || i == 0 && typed[0].is_ascii_uppercase();
            out[start + i] = if upper { b.to_ascii_uppercase() } else { b };
        }
    }
    // Only ASCII letters were replaced by ASCII letters: still UTF-8.
    fixed.map(|v| String::from_utf8(v).expect("ASCII swapped for ASCII"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swapped_trigger_words_are_read_as_meant() {
        for (typed, meant) in [
            ("alwasy run the tests", "always run the tests"),
            ("i perfer vitest", "i prefer vitest"),
            ("add to CLUADE.md: x", "add to CLAUDE.md: x"),
            ("add to CLADUE.md: x", "add to CLAUDE.md: x"),
            ("I dont wnat lodash", "I dont want lodash"),
            ("Nevre push to main", "Never push to main"),
            ("lets go wtih zustand", "lets go with zustand"),
            ("rahter use make", "rather use make"),
            ("以后alwasy用 pnpm", "以后always用 pnpm"),
        ] {
            assert_eq!(unswap_triggers(typed).as_deref(), Some(meant), "{typed:?}");
        }
    }

    #[test]
    fn other_words_and_identifiers_stay() {
        for text in [
            "fill in the form now",
            "always use pnpm",
            "the wnat_count field",
            "set noet2 in the config",
            "wtih",
            "a quiet room",
            "用中文回答",
            "",
        ] {
            let fixed = unswap_triggers(text);
            assert!(fixed.is_none() || text == "wtih", "{text:?} → {fixed:?}");
        }
        assert_eq!(unswap_triggers("wtih").as_deref(), Some("with"));
    }

    #[test]
    fn no_swap_is_another_trigger_word() {
        for (swap, word) in SWAPPED.iter() {
            assert!(
                !TRIGGER_WORDS.contains(&std::str::from_utf8(swap).unwrap()),
                "{word}"
            );
        }
    }
}
