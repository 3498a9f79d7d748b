//! English words as recall compares them: split at punctuation and camelCase, lowercased,
//! stop words dropped, Snowball-stemmed (docs/RECALL.md "Terms").
//!
//! Shared with `build.rs`, which stems the lexicon's English forms with this very code, so
//! a form and a text meet on the same stems. It depends on nothing in the crate.

use rust_stemmers::{Algorithm, Stemmer};

/// One English word of a text, as compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Word {
    /// A stem, with its lowercased word: `deployments` → `deploy`.
    Stem(String),
    /// A compound kept whole beside its parts (`trace_id`, `pnpm-lock.yaml`, `v1.4`),
    /// lowercased, never stemmed: it names one thing.
    Compound(String),
    /// A stop word, lowercased: not a term, but part of a phrase (`address already in use`).
    Stop(String),
}

/// Words that say nothing about what a prompt or a fact is about: function words, the
/// verbs and fillers of any request, small numbers in words. Sorted (binary search).
pub const STOP_WORDS: &[&str] = &[
    "a",
    "able",
    "about",
    "above",
    "actually",
    "add",
    "added",
    "adding",
    "adds",
    "after",
    "again",
    "against",
    "all",
    "almost",
    "along",
    "already",
    "also",
    "although",
    "always",
    "am",
    "among",
    "an",
    "and",
    "another",
    "any",
    "anyone",
    "anything",
    "anyway",
    "anywhere",
    "are",
    "aren't",
    "around",
    "as",
    "ask",
    "asked",
    "at",
    "be",
    "because",
    "been",
    "before",
    "being",
    "below",
    "best",
    "better",
    "between",
    "both",
    "but",
    "by",
    "can",
    "can't",
    "cannot",
    "could",
    "couldn't",
    "did",
    "didn't",
    "do",
    "does",
    "doesn't",
    "doing",
    "don't",
    "done",
    "down",
    "during",
    "each",
    "either",
    "else",
    "enough",
    "etc",
    "even",
    "ever",
    "every",
    "everyone",
    "everything",
    "exactly",
    "few",
    "fine",
    "first",
    "five",
    "for",
    "four",
    "from",
    "further",
    "get",
    "gets",
    "getting",
    "give",
    "given",
    "gives",
    "go",
    "goes",
    "going",
    "gone",
    "good",
    "got",
    "had",
    "hadn't",
    "has",
    "hasn't",
    "have",
    "haven't",
    "having",
    "he",
    "hello",
    "help",
    "her",
    "here",
    "hers",
    "herself",
    "hey",
    "hi",
    "him",
    "himself",
    "his",
    "how",
    "however",
    "i",
    "i'd",
    "i'll",
    "i'm",
    "i've",
    "if",
    "in",
    "instead",
    "into",
    "is",
    "isn't",
    "it",
    "it's",
    "its",
    "itself",
    "just",
    "keep",
    "kind",
    "know",
    "last",
    "later",
    "least",
    "less",
    "let",
    "let's",
    "lets",
    "like",
    "look",
    "looks",
    "lot",
    "lots",
    "made",
    "make",
    "makes",
    "making",
    "many",
    "may",
    "maybe",
    "me",
    "might",
    "mine",
    "more",
    "most",
    "much",
    "must",
    "my",
    "myself",
    "need",
    "needed",
    "needs",
    "never",
    "new",
    "next",
    "nine",
    "no",
    "nor",
    "not",
    "nothing",
    "now",
    "of",
    "off",
    "often",
    "oh",
    "ok",
    "okay",
    "on",
    "once",
    "one",
    "only",
    "onto",
    "or",
    "other",
    "others",
    "ought",
    "our",
    "ours",
    "ourselves",
    "out",
    "over",
    "per",
    "perhaps",
    "please",
    "pretty",
    "put",
    "quite",
    "rather",
    "really",
    "right",
    "said",
    "same",
    "say",
    "says",
    "see",
    "seems",
    "seven",
    "shall",
    "she",
    "should",
    "shouldn't",
    "show",
    "since",
    "six",
    "so",
    "some",
    "someone",
    "something",
    "sometimes",
    "somewhere",
    "soon",
    "still",
    "such",
    "sure",
    "take",
    "tell",
    "ten",
    "than",
    "thank",
    "thanks",
    "that",
    "that's",
    "the",
    "their",
    "theirs",
    "them",
    "themselves",
    "then",
    "there",
    "there's",
    "these",
    "they",
    "thing",
    "things",
    "think",
    "third",
    "this",
    "those",
    "though",
    "three",
    "through",
    "thus",
    "time",
    "times",
    "to",
    "today",
    "too",
    "toward",
    "try",
    "trying",
    "two",
    "under",
    "until",
    "up",
    "upon",
    "us",
    "use",
    "used",
    "uses",
    "using",
    "very",
    "via",
    "want",
    "wanted",
    "wants",
    "was",
    "wasn't",
    "way",
    "ways",
    "we",
    "we'd",
    "we'll",
    "we're",
    "we've",
    "well",
    "were",
    "weren't",
    "what",
    "what's",
    "whatever",
    "when",
    "whenever",
    "where",
    "whether",
    "which",
    "while",
    "who",
    "whole",
    "whom",
    "whose",
    "why",
    "will",
    "with",
    "within",
    "without",
    "won't",
    "work",
    "works",
    "would",
    "wouldn't",
    "write",
    "writing",
    "written",
    "wrote",
    "yes",
    "yet",
    "you",
    "you'd",
    "you'll",
    "you're",
    "you've",
    "your",
    "yours",
    "yourself",
];

pub fn is_stop(word: &str) -> bool {
    STOP_WORDS.binary_search(&word).is_ok()
}

/// A word character: letters and digits of any Latin-like script, and the apostrophe of
/// `don't` (trimmed from the ends).
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '\''
}

/// Joins the parts of a compound: `trace_id`, `pnpm-lock.yaml`, `v1.4.0`.
fn is_joiner(c: char) -> bool {
    matches!(c, '_' | '-' | '.')
}

/// The parts of one token at camelCase boundaries: `readinessProbe` → `readiness`,
/// `Probe`. Only a token that starts in lower case is an identifier made of words; a
/// capitalised one is a name (`JavaScript`, `GitHub`, `PostgreSQL`), split it would match
/// `Java` and `Git`.
fn camel_parts(token: &str, mut f: impl FnMut(&str)) {
    if !token.starts_with(|c: char| c.is_lowercase()) {
        return f(token);
    }
    let mut start = 0;
    let mut prev_lower = false;
    for (i, c) in token.char_indices() {
        if c.is_uppercase() && prev_lower {
            f(&token[start..i]);
            start = i;
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
    }
    f(&token[start..]);
}

/// A name with a version or number glued on (`python3`, `tailwind4`, `vue3`, `sha256`,
/// `iso8601`): the name and the number, so `python3` is also *python* and `SHA-256` meets
/// `sha256`. Only after three letters or more: `k8s`, `h264`, `es6`, `md5` stay whole.
fn numbered(piece: &str) -> (&str, Option<&str>) {
    let Some(at) = piece.find(|c: char| c.is_ascii_digit()) else {
        return (piece, None);
    };
    let (name, number) = piece.split_at(at);
    if name.len() >= 3
        && name.bytes().all(|b| b.is_ascii_alphabetic())
        && number.bytes().all(|b| b.is_ascii_digit())
    {
        (name, Some(number))
    } else {
        (piece, None)
    }
}

/// The compared words of `text` (a stretch without CJK), in order: for each token its
/// parts' stems, then the token itself when it is a compound.
pub fn for_each_word(stemmer: &Stemmer, text: &str, mut f: impl FnMut(Word)) {
    let mut lower = String::new();
    // `code`: the part is of an identifier (a compound, or a token in backticks), where even
    // a stop word names something (`any` the TypeScript type, `no-explicit-any`).
    let mut emit_part = |part: &str, code: bool, f: &mut dyn FnMut(Word)| {
        let part = part.trim_matches('\'');
        // "go" is a verb; "Go" (mid-sentence, as people write the language) is not.
        if part == "Go" || part == "GO" {
            return f(Word::Stem("golang".into()));
        }
        lower.clear();
        lower.extend(part.chars().flat_map(char::to_lowercase));
        let w = lower.trim_end_matches("'s");
        // Lone letters and short numbers (`5`, `30`) match by chance; `443`, `5432` do not.
        if is_stop(w) && !(code && w.len() >= 3) {
            return f(Word::Stop(w.to_string()));
        }
        let digits = w.bytes().all(|b| b.is_ascii_digit());
        if w.chars().nth(1).is_none() || (digits && w.len() < 3) {
            return;
        }
        f(Word::Stem(stemmer.stem(&american(w)).into_owned()));
    };
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| is_word_char(c)) {
        let ticked = rest[..start].ends_with('`');
        rest = &rest[start..];
        // A token: word characters, with joiners only between them.
        let mut end = 0;
        let mut compound = false;
        let mut iter = rest.char_indices().peekable();
        while let Some((i, c)) = iter.next() {
            if is_word_char(c) {
                end = i + c.len_utf8();
            } else if is_joiner(c) && iter.peek().is_some_and(|&(_, n)| is_word_char(n)) {
                compound = true;
            } else {
                break;
            }
        }
        let token = &rest[..end];
        rest = &rest[end..];
        let code = compound || (ticked && rest.starts_with('`'));
        let mut parts = 0;
        for piece in token.split(is_joiner) {
            let (name, number) = numbered(piece);
            camel_parts(name, |p| {
                parts += 1;
                emit_part(p, code, &mut f);
            });
            if let Some(number) = number {
                parts += 1;
                emit_part(number, code, &mut f);
            }
        }
        if compound || parts > 1 {
            let whole: String = token.chars().flat_map(char::to_lowercase).collect();
            if whole.chars().count() >= 3 {
                f(Word::Compound(whole));
            }
        }
    }
}

/// British spellings of one word, read as the American: the stemmer leaves *organisation*
/// and *organization* (`organis`, `organiz`), *colour* and *color*, *centre* and *center*
/// apart, and a prompt in one spelling must find a line in the other (docs/RECALL.md
/// "Terms", **Spelling**). Only the regular classes any style guide lists, each by its
/// ending, with the words of that ending that have no other spelling; `word` is lowercase.
pub fn american(word: &str) -> std::borrow::Cow<'_, str> {
    use std::borrow::Cow;
    // -ise / -isation → -ize / -ization (organise, serialiser, initialising).
    // Each class is looked for only when the word has its letters: most words have none.
    if let Some((root, american)) = IZE_ENDINGS
        .iter()
        .filter(|_| word.contains("is"))
        .find_map(|(british, american)| Some((word.strip_suffix(british)?, american)))
    {
        // A vowel or w before -ise is no -ize word (raise, noise, cruise, otherwise), nor is
        // a short root (rise, wise, crises), nor a word whose -ise is its own (promise).
        let last = root.bytes().last().unwrap_or(b'a');
        let own = NOT_IZE.iter().any(|w| root.ends_with(&w[..w.len() - 3]));
        if root.len() >= 3 && !b"aeiouwy".contains(&last) && !own {
            return Cow::Owned(format!("{root}{american}"));
        }
    }
    // -yse → -yze (analyse, paralysed, catalysing).
    let yse: &[&str] = if word.contains("lys") {
        &[
            "analys",
            "paralys",
            "catalys",
            "dialys",
            "electrolys",
            "hydrolys",
        ]
    } else {
        &[]
    };
    for root in yse {
        if let Some(at) = word.find(root) {
            let end = &word[at + root.len()..];
            if ["e", "es", "ed", "ing", "er", "ers"].contains(&end) {
                return Cow::Owned(format!("{}z{end}", &word[..at + root.len() - 1]));
            }
        }
    }
    // -our → -or (colour, behavioural, favourite, neighbourhood).
    let our: &[&str] = if word.contains("our") { OUR_WORDS } else { &[] };
    for british in our {
        if let Some(at) = word.find(british) {
            let mut out = word.to_string();
            out.remove(at + british.len() - 2);
            return Cow::Owned(out);
        }
    }
    // -re → -er (centre, centred, kilometres), -ogue → -og (catalogue), -ence → -ense
    // (licence), and single words.
    for (british, american) in ENDINGS {
        if let Some(root) = word.strip_suffix(british) {
            return Cow::Owned(format!("{root}{american}"));
        }
    }
    Cow::Borrowed(word)
}

/// -ise endings and their -ize spelling, longest first.
const IZE_ENDINGS: &[(&str, &str)] = &[
    ("isational", "izational"),
    ("isations", "izations"),
    ("isation", "ization"),
    ("isables", "izables"),
    ("isable", "izable"),
    ("isers", "izers"),
    ("ising", "izing"),
    ("iser", "izer"),
    ("ised", "ized"),
    ("ises", "izes"),
    ("ise", "ize"),
];

/// Words whose -ise after a consonant is their own in either spelling, or not -ize in the
/// other (*practise* is *practice*); a word ending in one of these has it too
/// (*compromise*, *disenfranchise*, *imprecise*).
const NOT_IZE: &[&str] = &[
    "advertise",
    "advise",
    "apprise",
    "chastise",
    "circumcise",
    "comprise",
    "compromise",
    "concise",
    "demise",
    "despise",
    "devise",
    "enterprise",
    "excise",
    "exercise",
    "expertise",
    "franchise",
    "improvise",
    "incise",
    "merchandise",
    "moonrise",
    "paradise",
    "practise",
    "precise",
    "premise",
    "promise",
    "reprise",
    "revise",
    "sunrise",
    "supervise",
    "surmise",
    "surprise",
    "televise",
    "treatise",
    "uprise",
];

/// British -our words whose American spelling drops the u, found inside longer words too
/// (*discoloured*, *unfavourable*, *neighbourhood*).
const OUR_WORDS: &[&str] = &[
    "armour",
    "behaviour",
    "candour",
    "clamour",
    "colour",
    "endeavour",
    "favour",
    "flavour",
    "harbour",
    "honour",
    "humour",
    "labour",
    "neighbour",
    "odour",
    "parlour",
    "rigour",
    "rumour",
    "saviour",
    "savour",
    "splendour",
    "tumour",
    "valour",
    "vapour",
    "vigour",
];

/// Other British endings and single words, with the American spelling, longest first
/// within each word.
const ENDINGS: &[(&str, &str)] = &[
    ("centring", "centering"),
    ("centres", "centers"),
    ("centred", "centered"),
    ("centre", "center"),
    ("fibres", "fibers"),
    ("fibre", "fiber"),
    ("metres", "meters"),
    ("metre", "meter"),
    ("litres", "liters"),
    ("litre", "liter"),
    ("theatres", "theaters"),
    ("theatre", "theater"),
    ("calibres", "calibers"),
    ("calibre", "caliber"),
    ("spectres", "specters"),
    ("spectre", "specter"),
    ("lustre", "luster"),
    ("sombre", "somber"),
    ("meagre", "meager"),
    ("aloguing", "aloging"),
    ("alogued", "aloged"),
    ("alogues", "alogs"),
    ("alogue", "alog"),
    ("ologues", "ologs"),
    ("ologue", "olog"),
    ("licencing", "licensing"),
    ("licenced", "licensed"),
    ("licences", "licenses"),
    ("licence", "license"),
    ("defences", "defenses"),
    ("defence", "defense"),
    ("offences", "offenses"),
    ("offence", "offense"),
    ("pretence", "pretense"),
    ("practising", "practicing"),
    ("practised", "practiced"),
    ("practises", "practices"),
    ("practise", "practice"),
    ("programmes", "programs"),
    ("programme", "program"),
    ("artefacts", "artifacts"),
    ("artefact", "artifact"),
    ("judgements", "judgments"),
    ("judgement", "judgment"),
    ("aluminium", "aluminum"),
    ("greyscale", "grayscale"),
    ("greyed", "grayed"),
    ("greys", "grays"),
    ("grey", "gray"),
    ("learnt", "learned"),
];

/// The English stemmer (Snowball's "English", Porter 2).
pub fn stemmer() -> Stemmer {
    Stemmer::create(Algorithm::English)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for_each_word(&stemmer(), text, |w| {
            out.push(match w {
                Word::Stem(s) => s,
                Word::Compound(c) => format!("[{c}]"),
                Word::Stop(w) => format!("({w})"),
            })
        });
        out
    }

    #[test]
    fn british_spellings_meet_american_ones() {
        let stem = |w: &str| stemmer().stem(&american(w)).into_owned();
        for (british, american) in [
            ("organisation", "organization"),
            ("organisations", "organizations"),
            ("organisational", "organizational"),
            ("organise", "organize"),
            ("organised", "organized"),
            ("organising", "organizing"),
            ("serialiser", "serializer"),
            ("initialisers", "initializers"),
            ("customisable", "customizable"),
            ("optimise", "optimize"),
            ("normalises", "normalizes"),
            ("authorisation", "authorization"),
            ("prioritise", "prioritize"),
            ("summarising", "summarizing"),
            ("criticise", "criticize"),
            ("standardised", "standardized"),
            ("containerise", "containerize"),
            ("analyse", "analyze"),
            ("analysed", "analyzed"),
            ("paralysing", "paralyzing"),
            ("colour", "color"),
            ("colours", "colors"),
            ("discoloured", "discolored"),
            ("behaviour", "behavior"),
            ("behavioural", "behavioral"),
            ("favourite", "favorite"),
            ("unfavourable", "unfavorable"),
            ("neighbourhood", "neighborhood"),
            ("centre", "center"),
            ("centred", "centered"),
            ("centring", "centering"),
            ("kilometres", "kilometers"),
            ("fibre", "fiber"),
            ("catalogue", "catalog"),
            ("catalogued", "cataloged"),
            ("dialogues", "dialogs"),
            ("analogue", "analog"),
            ("licence", "license"),
            ("licenced", "licensed"),
            ("defence", "defense"),
            ("programme", "program"),
            ("artefacts", "artifacts"),
            ("judgement", "judgment"),
            ("greyscale", "grayscale"),
            ("grey", "gray"),
            ("practise", "practice"),
            ("practising", "practicing"),
            ("learnt", "learned"),
        ] {
            assert_eq!(stem(british), stem(american), "{british} / {american}");
        }
        // Words whose -ise, -our, -re, -ence or -ogue is their own are left as they are.
        for word in [
            "promise",
            "promising",
            "compromised",
            "advise",
            "adviser",
            "revised",
            "supervise",
            "exercise",
            "expertise",
            "franchises",
            "enterprise",
            "surprising",
            "premises",
            "concise",
            "imprecise",
            "improvisation",
            "raise",
            "praised",
            "noise",
            "poised",
            "cruise",
            "disguise",
            "otherwise",
            "clockwise",
            "rise",
            "rising",
            "wise",
            "crises",
            "miser",
            "analysis",
            "our",
            "your",
            "four",
            "hour",
            "tour",
            "flour",
            "devour",
            "contour",
            "genre",
            "acre",
            "massacre",
            "metric",
            "vogue",
            "rogue",
            "league",
            "fence",
            "silence",
            "essence",
            "licensee",
            "prey",
            "osprey",
        ] {
            assert_eq!(american(word), word, "{word}");
        }
    }

    #[test]
    fn stop_words_are_sorted_and_lowercase() {
        assert!(STOP_WORDS.windows(2).all(|w| w[0] < w[1]));
        assert!(STOP_WORDS.iter().all(|w| *w == w.to_lowercase()));
    }

    #[test]
    fn words_are_stemmed_split_and_filtered() {
        assert_eq!(
            words("Hashing the passwords, deployments DEPLOYED"),
            ["hash", "(the)", "password", "deploy", "deploy"]
        );
        assert_eq!(
            words("add a readinessProbe to GitHub"),
            [
                "(add)",
                "(a)",
                "readi",
                "probe",
                "[readinessprobe]",
                "(to)",
                "github"
            ]
        );
        assert_eq!(
            words("trace_id in pnpm-lock.yaml, port 5432 for 5 min"),
            [
                "trace",
                "id",
                "[trace_id]",
                "(in)",
                "pnpm",
                "lock",
                "yaml",
                "[pnpm-lock.yaml]",
                "port",
                "5432",
                "(for)",
                "min"
            ]
        );
        assert_eq!(
            words("don't -- it's the user's IPv4"),
            ["(don't)", "(it)", "(the)", "user", "ipv", "[ipv4]"]
        );
        // A name with a number glued on is the name too; short ones stay whole.
        assert_eq!(
            words("python3 tailwind4 SHA-256 sha256 Vue3 k8s h264 es6 md5 v2 abc1d"),
            [
                "python",
                "[python3]",
                "tailwind",
                "[tailwind4]",
                "sha",
                "256",
                "[sha-256]",
                "sha",
                "256",
                "[sha256]",
                "vue",
                "[vue3]",
                "k8s",
                "h264",
                "es6",
                "md5",
                "v2",
                "abc1d"
            ]
        );
    }
}
