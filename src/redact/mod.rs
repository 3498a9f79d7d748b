//! Secrets never reach a memory file: every text the store writes passes through here.
//!
//! Two rule sources, one pass (docs/SECRETS.md): gitleaks' provider rules, embedded as data
//! (`gitleaks.rs`), and our own families for what they miss (`families.rs`): key/value secrets
//! in code, configuration and prose in both languages, auth and cookie headers, credentials in
//! URLs and command lines, private key blocks, JWTs, tokens cut by a line break, bare base64
//! credentials. Every rule has keywords; one Aho-Corasick scan of the text says which rules
//! can match, and only those run. Nothing is built before the first text to redact: the scan
//! and each rule's regex are built the first time they are needed.
//!
//! A secret becomes [`REMOVED`]; the key in front of it stays (`password=[removed]`).
//! `<private>…</private>` text is dropped whole.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

mod families;
mod gitleaks;
mod keys;
mod value;

#[cfg(test)]
mod tests;

use families::FAMILIES;
use gitleaks::RULES;

pub const REMOVED: &str = "[removed]";

/// Redaction runs again on its own output until nothing changes (what it writes can complete
/// a shape, e.g. two halves of `<private>`); in practice a second pass finds nothing.
const MAX_PASSES: usize = 4;

/// Remove `<private>…</private>` text and replace secrets with `[removed]`.
pub fn redact(text: &str) -> Cow<'_, str> {
    let mut out = Cow::Borrowed(text);
    for _ in 0..MAX_PASSES {
        let dropped = drop_private(&out);
        let next = match remove_secrets(&dropped) {
            Some(next) => next,
            None => match dropped {
                Cow::Owned(next) => next,
                Cow::Borrowed(_) => break,
            },
        };
        out = Cow::Owned(next);
    }
    out
}

/// What every writer puts on a line of a memory file (a log line, a skill's description or
/// step, a drop reason, an evolution-log line): secrets removed, then one line — every line
/// break, control character and bidi mark a space ([`crate::text::one_line`], the same
/// neutraliser the injection uses), runs of spaces one, ends trimmed.
pub fn redact_line(text: &str) -> String {
    crate::text::collapse_whitespace(&crate::text::one_line(&redact(text)))
}

/// `part`, a piece lifted out of `whole` (a clause of a prompt), redacted as it stands in
/// `whole`: a secret that only looks like one in the whole text (a one-line key block whose
/// BEGIN is in another clause, a value whose key is) is removed from the part too. Each word
/// of the part (6+ characters) found inside a secret of the whole goes; so does the part
/// where it lies inside a `<private>` part of the whole.
pub fn redact_within<'a>(whole: &str, part: &'a str) -> Cow<'a, str> {
    let own = redact(part);
    // Only the text around the part can hold a secret that reaches into it (a key block's
    // BEGIN line, a value's key): a huge prompt costs a window, not all of it.
    const AROUND: usize = 32 * 1024;
    let window = |from: usize, to: usize| {
        let mut from = from;
        while !whole.is_char_boundary(from) {
            from += 1;
        }
        let mut to = to.min(whole.len());
        while !whole.is_char_boundary(to) {
            to -= 1;
        }
        &whole[from..to.max(from)]
    };
    let joined;
    let whole = if whole.len() <= 2 * AROUND + part.len() {
        whole
    } else if let Some(at) = whole.find(part.trim()) {
        window(at.saturating_sub(AROUND), at + part.len() + AROUND)
    } else {
        // Tidied, the part is not in the prompt as it stands: its head and tail, where the
        // prompt's signals are read.
        joined = format!(
            "{}\n{}",
            window(0, 2 * AROUND),
            window(whole.len() - 2 * AROUND, whole.len())
        );
        &joined
    };
    let mut secrets: Vec<&str> = Vec::new();
    let mut private = String::new();
    let mut text = Cow::Borrowed(whole);
    if find_ignore_case(whole, "<private>", 0).is_some() {
        // What is left once private parts go: a part not in it came from one.
        private = drop_private(whole).into_owned();
        text = Cow::Owned(private.clone());
    }
    let spans = secret_spans(&text);
    for span in &spans {
        secrets.push(&text[span.clone()]);
    }
    let trimmed = own.trim();
    if !private.is_empty()
        && !trimmed.is_empty()
        && !private.contains(trimmed)
        && whole.contains(trimmed)
    {
        return Cow::Owned(String::new());
    }
    if secrets.is_empty() {
        return own;
    }
    let mut out = String::with_capacity(own.len());
    let mut changed = false;
    let mut rest: &str = &own;
    while !rest.is_empty() {
        let word_len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_len);
        let core = word.trim_matches(|c: char| !c.is_alphanumeric());
        if core.len() >= 6
            && core != REMOVED.trim_matches(['[', ']'])
            && secrets.iter().any(|s| s.contains(core))
        {
            let at = word.find(core).expect("core is in word");
            out.push_str(&word[..at]);
            out.push_str(REMOVED);
            out.push_str(&word[at + core.len()..]);
            changed = true;
        } else {
            out.push_str(word);
        }
        let space_len = after.len() - after.trim_start().len();
        out.push_str(&after[..space_len]);
        rest = &after[space_len..];
    }
    if !changed {
        return own;
    }
    // Neighbouring marks of one secret become one.
    while out.contains("[removed] [removed]") {
        out = out.replace("[removed] [removed]", REMOVED);
    }
    Cow::Owned(out)
}

/// Where `needle` (ASCII) starts in `hay` at or after `from`, ASCII case ignored.
fn find_ignore_case(hay: &str, needle: &str, from: usize) -> Option<usize> {
    let (hay, needle) = (hay.as_bytes(), needle.as_bytes());
    let first = needle[0];
    memchr::memchr2_iter(
        first.to_ascii_lowercase(),
        first.to_ascii_uppercase(),
        &hay[from..],
    )
    .map(|i| from + i)
    .find(|&i| {
        hay.get(i..i + needle.len())
            .is_some_and(|w| w.eq_ignore_ascii_case(needle))
    })
}

/// `<private>…</private>` dropped (any case; an unclosed one runs to the end).
fn drop_private(text: &str) -> Cow<'_, str> {
    const OPEN: &str = "<private>";
    const CLOSE: &str = "</private>";
    let Some(first) = find_ignore_case(text, OPEN, 0) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len());
    let mut kept_from = 0;
    let mut open = Some(first);
    while let Some(start) = open {
        out.push_str(&text[kept_from..start]);
        kept_from = find_ignore_case(text, CLOSE, start + OPEN.len())
            .map_or(text.len(), |end| end + CLOSE.len());
        open = find_ignore_case(text, OPEN, kept_from);
    }
    out.push_str(&text[kept_from..]);
    Cow::Owned(out)
}

/// Rule numbers: gitleaks' rules first, then our families.
const MAX_RULES: usize = 512;

/// The keyword scan that picks the rules to run. Keywords are lowercase and the text is
/// lowercased (ASCII) on the way in, a chunk at a time on the stack: a case-sensitive
/// automaton builds in a third of the time of a case-folding one, and nothing is allocated.
struct Prefilter {
    automaton: AhoCorasick,
    /// The longest keyword, in bytes: chunks overlap by one less, so none is cut in two.
    longest: usize,
    /// For each keyword, the rules it triggers.
    owners: Vec<Vec<u16>>,
    /// Rules without keywords, which always run.
    always: Vec<u16>,
}

static PREFILTER: LazyLock<Prefilter> = LazyLock::new(|| {
    let gitleaks = RULES.rules.iter().map(|r| r.keywords.as_slice());
    let ours = FAMILIES.iter().map(|f| f.keywords);
    let mut keywords: Vec<&str> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut owners: Vec<Vec<u16>> = Vec::new();
    let mut always = Vec::new();
    for (rule, words) in gitleaks.chain(ours).enumerate() {
        assert!(rule < MAX_RULES, "more than {MAX_RULES} secret rules");
        let rule = rule as u16;
        if words.is_empty() {
            always.push(rule);
        }
        for &word in words {
            let at = *index.entry(word).or_insert_with(|| {
                keywords.push(word);
                owners.push(Vec::new());
                keywords.len() - 1
            });
            owners[at].push(rule);
        }
    }
    let automaton = AhoCorasick::new(&keywords).expect("keyword automaton");
    Prefilter {
        automaton,
        longest: keywords.iter().map(|k| k.len()).max().unwrap_or(1),
        owners,
        always,
    }
});

/// The set of rules whose keywords occur in a text.
struct Triggered([u64; MAX_RULES / 64]);

impl Triggered {
    fn insert(&mut self, rule: u16) {
        self.0[usize::from(rule) / 64] |= 1 << (rule % 64);
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..MAX_RULES).filter(|&r| self.0[r / 64] & (1 << (r % 64)) != 0)
    }
}

fn triggered(text: &str) -> Triggered {
    const CHUNK: usize = 4096;
    let prefilter = &*PREFILTER;
    let mut set = Triggered([0; MAX_RULES / 64]);
    for &rule in &prefilter.always {
        set.insert(rule);
    }
    let bytes = text.as_bytes();
    let mut lowered = [0u8; CHUNK];
    let mut start = 0;
    loop {
        let end = (start + CHUNK).min(bytes.len());
        let chunk = &mut lowered[..end - start];
        chunk.copy_from_slice(&bytes[start..end]);
        chunk.make_ascii_lowercase();
        for m in prefilter.automaton.find_overlapping_iter(&*chunk) {
            for &rule in &prefilter.owners[m.pattern().as_usize()] {
                set.insert(rule);
            }
        }
        if end == bytes.len() {
            return set;
        }
        start = end - (prefilter.longest - 1).min(CHUNK / 2);
    }
}

/// The byte ranges of the secrets in `text`, sorted and merged.
fn secret_spans(text: &str) -> Vec<Range<usize>> {
    let rules = &*RULES;
    let mut spans: Vec<Range<usize>> = Vec::new();
    for rule in triggered(text).iter() {
        match rules.rules.get(rule) {
            Some(gitleaks_rule) => gitleaks_rule.find(rules, text, &mut spans),
            None => (FAMILIES[rule - rules.rules.len()].find)(text, &mut spans),
        }
    }
    merge(text, spans)
}

/// The text with every secret replaced, or `None` when it holds none.
fn remove_secrets(text: &str) -> Option<String> {
    let spans = secret_spans(text);
    if spans.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut kept_from = 0;
    for span in spans {
        out.push_str(&text[kept_from..span.start]);
        out.push_str(REMOVED);
        kept_from = span.end;
    }
    out.push_str(&text[kept_from..]);
    Some(out)
}

/// Spans sorted and joined where they overlap or touch; a span that cuts into an earlier
/// `[removed]` takes all of it, and what is already exactly `[removed]` is left alone.
fn merge(text: &str, mut spans: Vec<Range<usize>>) -> Vec<Range<usize>> {
    if spans.is_empty() {
        return spans;
    }
    // Both lists sorted by start: one sweep, linear in their lengths.
    spans.sort_by_key(|s| (s.start, s.end));
    let removed: Vec<Range<usize>> = memchr::memmem::find_iter(text.as_bytes(), REMOVED)
        .map(|i| i..i + REMOVED.len())
        .collect();
    let mut first_after = 0; // the first `[removed]` that does not end before the span starts
    for span in &mut spans {
        while first_after < removed.len() && removed[first_after].end <= span.start {
            first_after += 1;
        }
        let end = span.end;
        for r in removed[first_after..].iter().take_while(|r| r.start < end) {
            span.start = span.start.min(r.start);
            span.end = span.end.max(r.end);
        }
    }
    spans.sort_by_key(|s| (s.start, s.end));
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(spans.len());
    for span in spans {
        match merged.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => merged.push(span),
        }
    }
    merged.retain(|span| &text[span.clone()] != REMOVED);
    merged
}
