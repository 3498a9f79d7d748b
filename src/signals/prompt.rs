//! Prompt signal detection (DESIGN.md §2), in Chinese, English and both mixed.
//!
//! The prompt is capped, then code, quotes and pasted material are masked (`segment`). What
//! is left is split into sentences and clauses; each clause is matched against phrase families
//! (`rules`), mostly anchored at the clause start. A match counts only when no veto applies to
//! its sentence: a question, a hypothetical, reported speech, a hedge. The strongest kind wins
//! (missed save, checkpoint, explicit, negative decision, decision, correction, preference);
//! the saved text is the signal's sentence, trigger words stripped, at most 120 characters.
//! When unsure, nothing is saved.

mod rules;
mod segment;

use std::cell::OnceCell;
use std::ops::Range;

use rules::{Family, Mode};
use segment::Sentence;

/// What kind of memory signal a prompt carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SignalKind {
    Explicit,
    Decision,
    NegativeDecision,
    Correction,
    Preference,
    Checkpoint,
    MissedSave,
    Help,
    Weak,
    None,
}

/// Where the detected text goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Target {
    /// USER.md (about the user or how to talk to them)
    User,
    /// MEMORY.md 📌 rules
    MemoryRules,
    /// MEMORY.md 🧭 decisions
    MemoryDecisions,
    /// A counted candidate of type rule (correction)
    CandidateRule,
    /// A counted candidate of type preference
    CandidatePreference,
    /// Today's daily log, as a checkpoint
    Log,
    /// IMPROVEMENTS.md
    Improvements,
    /// Nothing is written
    Nothing,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Detection {
    pub kind: SignalKind,
    pub target: Target,
    /// The clause carrying the signal, trigger words stripped, at most 120 characters.
    /// Not yet redacted (the store redacts everything it writes). Empty when nothing is saved.
    /// A negative decision starts with [`NOT_DOING_ZH`] or [`NOT_DOING_EN`].
    pub text: String,
    /// Why: the phrase family that matched, or what vetoed it. For `signals` / `--explain`.
    pub reason: String,
}

/// Longest saved text, in characters (DESIGN.md §1).
pub const MAX_TEXT_CHARS: usize = crate::text::MAX_FACT_CHARS;
/// Marks a negative decision written in Chinese: a decision *not* to.
pub const NOT_DOING_ZH: &str = "不做:";
/// Marks a negative decision written in English: a decision *not* to.
pub const NOT_DOING_EN: &str = "Not doing: ";
/// "记忆帮助" is a request for help only in a short prompt.
const HELP_MAX_BYTES: usize = 400;
/// Cutting a long text shorter than this at a boundary would lose too much: hard cut instead.
const MIN_CUT_CHARS: usize = 40;

impl Detection {
    fn nothing(kind: SignalKind, reason: impl Into<String>) -> Self {
        Detection {
            kind,
            target: Target::Nothing,
            text: String::new(),
            reason: reason.into(),
        }
    }
}

/// Detect the memory signal in one prompt.
pub fn detect(prompt: &str) -> Detection {
    let text = segment::cap(prompt);
    let text = text.as_ref();
    let masked = segment::mask(text);
    let lower = masked.to_ascii_lowercase();
    let help = rules::HELP.get(&lower).is_some_and(|r| r.is_match(&masked));
    if masked.len() <= HELP_MAX_BYTES && help {
        return Detection::nothing(SignalKind::Help, "help: memory help");
    }
    if let Some(m) = rules::NEGATED_ASK.get(&lower).and_then(|r| r.find(&masked)) {
        let phrase = m.as_str().trim_matches(|c: char| !c.is_alphanumeric());
        return Detection::nothing(
            SignalKind::None,
            format!("none: negated or one-off ask ({phrase})"),
        );
    }
    let sentences = segment::sentences(&masked);
    Prompt {
        text,
        masked: &masked,
        lower: &lower,
        sentences: &sentences,
        facts: sentences.iter().map(|_| OnceCell::new()).collect(),
    }
    .detect()
}

/// Rank of a save-worthy kind: lower wins.
fn rank(kind: SignalKind) -> usize {
    use SignalKind::*;
    [
        MissedSave,
        Checkpoint,
        Explicit,
        NegativeDecision,
        Decision,
        Correction,
        Preference,
    ]
    .iter()
    .position(|k| *k == kind)
    .unwrap_or(usize::MAX)
}

/// A family that fired, with the text it would save.
struct Hit {
    kind: SignalKind,
    family: &'static str,
    text: String,
    /// The text came from a neighbouring sentence ("OK, that's the one. tRPC it is.").
    borrowed: bool,
}

/// Why a family that matched did not count.
enum Outcome {
    Hit(Hit),
    /// Hedged or tentative: a weak signal.
    Weak(String),
    /// Vetoed: nothing.
    Vetoed(String),
}

/// What to cut out of the trigger clause.
enum Cut {
    /// Forward: the text starts here (absolute byte offset).
    From(usize),
    /// Keep: the whole sentence without this range (absolute, possibly empty).
    Without(Range<usize>),
}

struct Prompt<'a> {
    /// The analysed (capped) prompt.
    text: &'a str,
    /// `text` with code, quotes and pastes masked; same byte offsets.
    masked: &'a str,
    /// `masked`, ASCII-lowercased: where family keywords are looked for.
    lower: &'a str,
    sentences: &'a [Sentence],
    /// What vetoes each sentence, computed when a family first matches in it.
    facts: Vec<OnceCell<Facts>>,
}

/// The sentence-level vetoes, computed once per sentence so that work stays linear.
struct Facts {
    /// Asks something, even without a question mark.
    interrogative: bool,
    /// Opens with a condition (如果…, what if…).
    hypothetical: bool,
    /// Points at the code at hand ("in this function").
    this_task: bool,
    /// Where someone else's words start (absolute offset).
    reported_at: Option<usize>,
    /// Hedged (maybe, 可能).
    hedged: bool,
    /// Softly hedged (吧, for now) and not confirmed.
    tentative: bool,
}

impl Facts {
    fn of(masked: &str, lower: &str, sentence: &Sentence) -> Self {
        let span = sentence.span();
        let whole = &masked[span.clone()];
        let lower = &lower[span.clone()];
        let reported_at = rules::REPORTED
            .captures_iter(whole)
            .find(|c| {
                c.name("s").is_none_or(|s| {
                    !["i", "that", "having"].contains(&s.as_str().to_ascii_lowercase().as_str())
                })
            })
            .and_then(|c| c.get(0))
            .map(|m| span.start + m.start());
        let first = &masked[sentence.clauses[0].clone()];
        Facts {
            interrogative: rules::QUESTION.is_match(&whole[rules::skip_fillers(whole)..]),
            hypothetical: rules::HYPOTHETICAL.is_match(&first[rules::skip_fillers(first)..]),
            this_task: rules::THIS_TASK.is_match(whole),
            reported_at,
            hedged: rules::HEDGE.get(lower).is_some_and(|r| r.is_match(whole)),
            tentative: rules::SOFT_HEDGE
                .get(lower)
                .is_some_and(|r| r.is_match(whole))
                && !rules::CONFIRMED.is_match(whole),
        }
    }
}

impl Prompt<'_> {
    fn detect(&self) -> Detection {
        let mut best: Option<Hit> = None;
        let mut weak: Option<String> = None;
        let mut vetoed: Option<String> = None;
        for si in 0..self.sentences.len() {
            for ci in 0..self.sentences[si].clauses.len() {
                for family in rules::FAMILIES.iter() {
                    // Only a stronger kind, or the same kind with its own text, can do better.
                    if let Some(b) = &best {
                        if rank(family.kind) > rank(b.kind) {
                            break;
                        }
                        if rank(family.kind) == rank(b.kind) && !b.borrowed {
                            continue;
                        }
                    }
                    match self.try_family(family, si, ci) {
                        Some(Outcome::Hit(hit)) => {
                            let better = best.as_ref().is_none_or(|b| {
                                (rank(hit.kind), hit.borrowed) < (rank(b.kind), b.borrowed)
                            });
                            if better {
                                best = Some(hit);
                            }
                        }
                        Some(Outcome::Weak(why)) => {
                            weak.get_or_insert(why);
                        }
                        Some(Outcome::Vetoed(why)) => {
                            vetoed.get_or_insert(why);
                        }
                        None => {}
                    }
                }
            }
        }
        if let Some(hit) = best {
            return self.finish(hit);
        }
        if let Some(why) = weak.or_else(|| self.hedged_choice()) {
            return Detection::nothing(SignalKind::Weak, why);
        }
        Detection::nothing(
            SignalKind::None,
            vetoed.unwrap_or_else(|| "none: no signal".into()),
        )
    }

    fn finish(&self, hit: Hit) -> Detection {
        let target = match hit.kind {
            SignalKind::Explicit if rules::ABOUT_USER.is_match(&hit.text) => Target::User,
            SignalKind::Explicit => Target::MemoryRules,
            SignalKind::Decision | SignalKind::NegativeDecision => Target::MemoryDecisions,
            SignalKind::Correction => Target::CandidateRule,
            SignalKind::Preference => Target::CandidatePreference,
            SignalKind::Checkpoint => Target::Log,
            SignalKind::MissedSave => Target::Improvements,
            SignalKind::Help | SignalKind::Weak | SignalKind::None => Target::Nothing,
        };
        let text = if hit.kind == SignalKind::NegativeDecision {
            let mark = if hit.text.chars().any(crate::text::is_han) {
                NOT_DOING_ZH
            } else {
                NOT_DOING_EN
            };
            format!("{mark}{}", hit.text)
        } else {
            hit.text
        };
        let kind = serde_json::to_value(hit.kind)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned));
        Detection {
            kind: hit.kind,
            target,
            text: cut(&text),
            reason: format!("{}: {}", kind.unwrap_or_default(), hit.family),
        }
    }

    /// Match one family against one clause, then apply the vetoes of its sentence.
    fn try_family(&self, family: &Family, si: usize, ci: usize) -> Option<Outcome> {
        let sentence = &self.sentences[si];
        let clause = sentence.clauses[ci].clone();
        if !family.may_match(&self.lower[clause.clone()]) {
            return None;
        }
        let body = clause.start + rules::skip_fillers(&self.masked[clause.clone()])..clause.end;
        let caps = family.re.get().captures(&self.masked[body.clone()])?;
        if family
            .veto
            .as_ref()
            .is_some_and(|v| v.get().is_match(&self.masked[clause.clone()]))
        {
            return None;
        }
        if caps
            .name("v")
            .is_some_and(|v| !rules::is_imperative(v.as_str()))
        {
            return None;
        }
        let whole = &self.masked[sentence.span()];
        let content = &whole[rules::skip_fillers(whole)..];
        if family
            .need
            .as_ref()
            .is_some_and(|n| !n.get().is_match(content))
        {
            return None;
        }
        let kind = family.kind;
        let facts = self.facts[si].get_or_init(|| Facts::of(self.masked, self.lower, sentence));
        let tag = |why: &str| format!("{why} ({})", family.name);
        if (sentence.asks || facts.interrogative) && kind != SignalKind::MissedSave {
            let tentative = matches!(kind, SignalKind::Decision | SignalKind::NegativeDecision);
            return Some(if tentative && !facts.interrogative {
                Outcome::Weak(tag("weak: tentative choice"))
            } else {
                Outcome::Vetoed(tag("none: question"))
            });
        }
        let conditional = facts.hypothetical && (ci == 0 || kind != SignalKind::Explicit);
        if conditional || self.masked[clause.clone()].contains("的话") {
            return Some(Outcome::Vetoed(tag("none: hypothetical")));
        }
        let standing = matches!(
            kind,
            SignalKind::Explicit | SignalKind::Decision | SignalKind::NegativeDecision
        );
        if standing && facts.this_task {
            return Some(Outcome::Vetoed(tag("none: about the task at hand")));
        }
        if facts.reported_at.is_some_and(|at| at < clause.end) {
            return Some(Outcome::Vetoed(tag("none: reported speech")));
        }
        let settled = matches!(kind, SignalKind::Checkpoint | SignalKind::MissedSave);
        let soft = kind == SignalKind::Decision && facts.tentative;
        if !settled && (facts.hedged || soft) {
            return Some(Outcome::Weak(tag("weak: hedged")));
        }

        let m = caps.get(0)?;
        let t = caps.name("t");
        let cut = match family.mode {
            Mode::Forward => Cut::From(body.start + t.map_or(m.end(), |t| t.end())),
            Mode::Keep => {
                Cut::Without(t.map_or(0..0, |t| body.start + t.start()..body.start + t.end()))
            }
        };
        let (text, borrowed) = self.text_for(si, ci, cut, settled);
        if family
            .follow
            .as_ref()
            .is_some_and(|f| !f.get().is_match(&text))
        {
            return None;
        }
        if text.is_empty() && !settled {
            return Some(Outcome::Weak(tag("weak: nothing to save")));
        }
        Some(Outcome::Hit(Hit {
            kind,
            family: family.name,
            text,
            borrowed,
        }))
    }

    /// The text a hit saves, and whether it was borrowed from a neighbouring sentence.
    /// Checkpoints and missed saves (`to_end`) run on to the end of the prompt.
    fn text_for(&self, si: usize, ci: usize, cut: Cut, to_end: bool) -> (String, bool) {
        let sentence = &self.sentences[si];
        let clauses = &sentence.clauses;
        let (pieces, hole) = match cut {
            Cut::From(at) => {
                let mut pieces: Vec<Range<usize>> =
                    std::iter::once(at.min(clauses[ci].end)..clauses[ci].end)
                        .chain(clauses[ci + 1..].iter().cloned())
                        .collect();
                if to_end {
                    pieces.extend(
                        self.sentences[si + 1..]
                            .iter()
                            .flat_map(|s| s.clauses.iter().cloned()),
                    );
                }
                let pieces = self.trim_pieces(pieces);
                if !pieces.is_empty() {
                    return (self.render(&pieces, None), false);
                }
                (self.trim_pieces(clauses[..ci].to_vec()), None)
            }
            Cut::Without(hole) => {
                let mut pieces = clauses.clone();
                let c = &clauses[ci];
                if !hole.is_empty() && hole.start <= c.start {
                    pieces[ci] = hole.end.min(c.end)..c.end;
                } else if !hole.is_empty() && hole.end >= c.end {
                    pieces[ci] = c.start..hole.start.max(c.start);
                }
                (self.trim_pieces(pieces), Some(hole))
            }
        };
        if !pieces.is_empty() {
            return (self.render(&pieces, hole), false);
        }
        // Nothing but the trigger: the neighbouring sentence says what it is about.
        let neighbours = if si + 1 == self.sentences.len() {
            [si.checked_sub(1), None]
        } else {
            [Some(si + 1), si.checked_sub(1)]
        };
        for j in neighbours.into_iter().flatten() {
            let s = &self.sentences[j];
            let whole = &self.masked[s.span()];
            if s.asks || rules::QUESTION.is_match(&whole[rules::skip_fillers(whole)..]) {
                continue;
            }
            let pieces = self.trim_pieces(s.clauses.clone());
            if !pieces.is_empty() {
                return (self.render(&pieces, None), true);
            }
        }
        (String::new(), false)
    }

    /// Drop contentless clauses (fillers, confirmations, pointers) from both ends.
    fn trim_pieces(&self, mut pieces: Vec<Range<usize>>) -> Vec<Range<usize>> {
        let empty = |r: &Range<usize>| {
            let s = self.masked[r.clone()].trim_matches(|c: char| c.is_whitespace() || is_punct(c));
            rules::EMPTY_CLAUSE.is_match(&s[rules::skip_fillers(s)..])
        };
        while pieces.last().is_some_and(empty) {
            pieces.pop();
        }
        let lead = pieces.iter().take_while(|r| empty(r)).count();
        pieces.drain(..lead);
        pieces
    }

    /// The original text from the first piece to the last, without `hole`, tidied.
    fn render(&self, pieces: &[Range<usize>], hole: Option<Range<usize>>) -> String {
        let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else {
            return String::new();
        };
        let start = segment::floor_boundary(self.text, first.start);
        let end = segment::floor_boundary(self.text, last.end.max(first.start));
        let raw = match hole {
            Some(h) if h.start > start && h.end < end => {
                let (a, b) = (
                    segment::floor_boundary(self.text, h.start),
                    segment::floor_boundary(self.text, h.end),
                );
                format!("{}{}", &self.text[start..a], &self.text[b..end])
            }
            _ => self.text[start..end].to_owned(),
        };
        tidy(&raw)
    }

    /// A hedged choice without any trigger ("maybe Redis?", "要不先用 Docker 跑着看看").
    fn hedged_choice(&self) -> Option<String> {
        self.sentences.iter().find_map(|s| {
            let whole = &self.masked[s.span()];
            let lower = &self.lower[s.span()];
            let strong = rules::HEDGE.get(lower).is_some_and(|r| r.is_match(whole));
            let soft: Vec<&str> = rules::SOFT_HEDGE
                .get(lower)
                .map(|r| r.find_iter(whole).map(|m| m.as_str()).collect())
                .unwrap_or_default();
            if !strong && soft.is_empty() {
                return None;
            }
            // A lone "吧" hedges a choice, not a statement ("不会是 null 吧").
            let only_ba = !strong && soft.iter().all(|s| *s == "吧");
            let choice = rules::CHOICE.is_match(whole) || (whole.chars().count() <= 60 && !only_ba);
            (choice && !rules::QUESTION.is_match(&whole[rules::skip_fillers(whole)..]))
                .then(|| "weak: hedged choice".to_owned())
        })
    }
}

fn is_punct(c: char) -> bool {
    ",，.。:：;；!！?？、-—–~…·".contains(c)
}

/// Whitespace collapsed, punctuation trimmed from both ends, a dangling "了" dropped.
fn tidy(raw: &str) -> String {
    let joined = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let trimmed = joined.trim_matches(|c: char| c.is_whitespace() || is_punct(c));
    let trimmed = match trimmed.strip_suffix('了') {
        Some(rest) if rest.ends_with(|c: char| c.is_ascii_alphanumeric() || c == ' ') => {
            rest.trim_end()
        }
        _ => trimmed,
    };
    trimmed.to_owned()
}

/// At most [`MAX_TEXT_CHARS`] characters: cut at the last sentence or clause boundary, or hard.
fn cut(text: &str) -> String {
    let chars: Vec<(usize, char)> = text.char_indices().take(MAX_TEXT_CHARS + 1).collect();
    let Some(&(limit, _)) = chars.get(MAX_TEXT_CHARS) else {
        return text.to_owned();
    };
    let ends = |k: usize, marks: &str| {
        let c = chars[k].1;
        marks.contains(c) || (c == '.' && marks.contains('!') && chars[k + 1].1 == ' ')
    };
    let boundary = |marks: &str| {
        (MIN_CUT_CHARS..MAX_TEXT_CHARS)
            .rev()
            .find(|&k| ends(k, marks))
    };
    let at = boundary("。！？!?；;")
        .or_else(|| boundary("，,"))
        .map_or(limit, |k| chars[k].0);
    tidy(&text[..at])
}

#[cfg(test)]
mod tests;
