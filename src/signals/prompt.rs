//! Prompt signal detection (DESIGN.md §2), in Chinese, English and both mixed.
//!
//! The prompt is capped, then code, quotes and pasted material are masked (`segment`). What
//! is left is split into sentences and clauses; each clause is matched against phrase families
//! (`rules`), mostly anchored at the clause start. A match counts only when no veto applies to
//! its sentence: a question, a hypothetical, reported speech, a hedge. The strongest kind wins
//! (missed save, checkpoint, explicit, negative decision, decision, correction, preference);
//! the saved text is the clause carrying the signal, trigger words stripped, at most 120
//! characters. Then the content gate (`gate`): what would go to MEMORY.md, USER.md or the
//! candidate pool must say something on its own; when it only points at the conversation,
//! nothing is written and the agent is asked to save it in full words. When unsure, nothing
//! is saved.

mod gate;
mod rules;
mod segment;
mod text;
mod typo;

use std::cell::OnceCell;

use rules::{Family, Mode};
use segment::Sentence;
use text::{Cut, RuleContent, clip, settled, strip_triggers, tidy};

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

impl SignalKind {
    /// Every kind, in declaration order (for tables and tests that must cover them all).
    pub const ALL: [SignalKind; 10] = {
        use SignalKind::*;
        [
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
        ]
    };
}

// ALL holds every kind once, in order: a kind added (before `None`, which stays last) and
// not listed fails the build here.
const _: () = {
    let mut i = 0;
    while i < SignalKind::ALL.len() {
        assert!(SignalKind::ALL[i] as usize == i);
        i += 1;
    }
    assert!(SignalKind::ALL.len() == SignalKind::None as usize + 1);
};

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
    /// Where the text is written; [`Target::Nothing`] when nothing is, the gate's asks included,
    /// but for an ask to the rule files, which also counts a candidate.
    pub target: Target,
    /// The clause carrying the signal, trigger words stripped, secrets removed, at most 120
    /// characters (the store redacts everything it writes again). Empty when no signal was
    /// found; when the gate asks the agent instead, the words the hook could not use (for an
    /// ask to the rule files, the user's whole sentence: the candidate's text).
    /// A negative decision starts with [`NOT_DOING_ZH`] or [`NOT_DOING_EN`].
    pub text: String,
    /// Why: the phrase family that matched, or what vetoed it. For `signals` / `--explain`.
    pub reason: String,
    /// The content gate's verdict on the text.
    pub gate: Gate,
}

/// What the content gate decided (README, "Signals in a prompt").
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Gate {
    pub verdict: Verdict,
    /// Why, in a few words.
    pub why: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Nothing to gate: no signal, or one whose target is not a memory (today's log,
    /// IMPROVEMENTS.md).
    Open,
    /// The text says something on its own: it is written to the target.
    Pass,
    /// A real signal whose words do not stand on their own: nothing is written, and the
    /// agent is asked to save it in full words to this target.
    Ask(Target),
}

impl Gate {
    const OPEN: Gate = Gate {
        verdict: Verdict::Open,
        why: "nothing to gate",
    };
}

/// Longest saved text, in characters (DESIGN.md §1).
pub const MAX_TEXT_CHARS: usize = crate::text::MAX_FACT_CHARS;
/// Marks a negative decision written in Chinese: a decision *not* to.
pub const NOT_DOING_ZH: &str = "不做:";
/// Marks a negative decision written in English: a decision *not* to.
pub const NOT_DOING_EN: &str = "Not doing: ";
/// "记忆帮助" is a request for help only in a short prompt.
const HELP_MAX_BYTES: usize = 400;
/// How far back "add this to CLAUDE.md" looks for what "this" is, in bytes.
const BORROW_MAX_BYTES: usize = 400;

/// How many lines may stand between a rule-file ask and the list it introduces (a lead such as
/// "PROJECT FACTS" or "The constitution must enforce:").
const LIST_LEAD_LINES: usize = 4;

/// Why nothing was found when no family matched at all (not one vetoed or hedged).
const NO_SIGNAL: &str = "none: no signal";

/// The four questions asked before anything is written (issue 18), and what each vetoed
/// reason answers: is it lasting, addressed to memory, the user's own words, self-contained?
const QUESTIONS: &[(&str, &str)] = &[
    (
        "none: question",
        "addressed to memory? no: it asks something",
    ),
    (
        "none: negated or one-off ask",
        "addressed to memory? no: a negated or one-off ask",
    ),
    (
        "none: meta request",
        "addressed to memory? no: an ask about the rules or the conversation",
    ),
    ("none: for now", "lasting? no: scoped to this run"),
    (
        "none: about the task at hand",
        "lasting? no: about the task at hand",
    ),
    (
        "none: how things stand right now",
        "lasting? no: how things stand right now",
    ),
    (
        "none: grades the attempt",
        "lasting? no: it grades the attempt, naming nothing",
    ),
    ("weak:", "lasting? not sure: hedged or tentative"),
    ("none: hypothetical", "own words? no: a hypothetical"),
    (
        "none: reported speech",
        "own words? no: someone else's words",
    ),
];

impl Detection {
    /// Which question decided, and why: for `signals` and `hook --explain`.
    pub fn decided(&self) -> String {
        if let Verdict::Ask(_) = self.gate.verdict {
            let question = match self.gate.why {
                gate::IN_A_BRIEF => "addressed to memory? not sure",
                gate::FIX_AT_HAND => "lasting? not sure",
                _ => "self-contained? no",
            };
            let pooled = if self.target == Target::Nothing {
                ""
            } else {
                ", and a candidate counted"
            };
            return format!("{question}: {}; the agent is asked{pooled}", self.gate.why);
        }
        if self.target != Target::Nothing {
            return "lasting, addressed to memory, own words, self-contained: yes".into();
        }
        if self.kind == SignalKind::Help {
            return "a request for help: nothing to save".into();
        }
        QUESTIONS
            .iter()
            .find(|(prefix, _)| self.reason.starts_with(prefix))
            .map_or_else(
                || {
                    "no signal: no phrase family matched (text outside code, quotes and pastes)"
                        .into()
                },
                |(_, answer)| (*answer).to_string(),
            )
    }

    fn nothing(kind: SignalKind, reason: impl Into<String>) -> Self {
        Detection {
            kind,
            target: Target::Nothing,
            text: String::new(),
            reason: reason.into(),
            gate: Gate::OPEN,
        }
    }
}

/// Whether a rule is about the user or how to talk to them (reply language, tone, name,
/// role…): such a rule goes to USER.md. The test the detector applies to an explicit ask,
/// for writers that bring rules from elsewhere (`import`).
pub fn is_about_user(rule: &str) -> bool {
    // Read in Simplified characters, as the families are (請用繁體回覆我 is 请用繁体回复我).
    let folded = crate::store::recall::fold_traditional(rule);
    let rule = folded.as_deref().unwrap_or(rule);
    let reads_as_the_users = |r: &str| {
        rules::ADDRESSED_TO_USER.is_match(r)
            || (rules::HOW_TEXT_READS.is_match(r) && !rules::PROJECT_TEXT.is_match(r))
    };
    let body = || {
        rules::USER_BODY
            .get(&rule.to_ascii_lowercase())
            .is_some_and(|r| r.is_match(rule))
    };
    reads_as_the_users(rule) && {
        let program = rules::PROGRAM_REPLY.replace_all(rule, " ");
        reads_as_the_users(&rules::SQL_EXPLAIN.replace_all(&program, " "))
    } || body()
}

/// Detect the memory signal in one prompt.
pub fn detect(prompt: &str) -> Detection {
    let text = segment::cap(prompt);
    let text = text.as_ref();
    // Spec Kit's constitution command sent expanded: the template is Spec Kit's words, and
    // only its `## User Input` block is the user's.
    if let Some(args) = expanded_constitution(text) {
        if args.is_empty() {
            return Detection::nothing(SignalKind::None, NO_SIGNAL);
        }
        return for_the_constitution(detect(args), args);
    }
    // Typed, the command's name is no word of the user's either.
    match constitution_command(text) {
        Some(args) => for_the_constitution(detect(args), args),
        None => detect_in(text),
    }
}

/// The arguments of Spec Kit's constitution command as typed, if `text` opens with it:
/// `/speckit.constitution …`, an older or forked `/constitution …` / `/sp.constitution …`, or
/// Codex's `/prompts:speckit.constitution …` (a command whose last name part is
/// "constitution"). They are the user's own words: the principles they want in the project's
/// constitution, a rule file.
fn constitution_command(text: &str) -> Option<&str> {
    let command = segment::slash_command(text)?;
    let name = command.as_str().trim().to_ascii_lowercase();
    let last = name.rsplit(['/', '.', ':', '-']).next().unwrap_or_default();
    let args = text[command.end()..].trim();
    (last == "constitution" && !args.is_empty()).then_some(args)
}

/// The arguments of Spec Kit's constitution command in its expanded template, if `text` is
/// one (`rules::CONSTITUTION_TEMPLATE`): empty when none were given.
fn expanded_constitution(text: &str) -> Option<&str> {
    if !text.contains(rules::CONSTITUTION_TEMPLATE) {
        return None;
    }
    let args = rules::COMMAND_USER_INPUT
        .captures(text)?
        .name("args")?
        .as_str()
        .trim();
    Some(if args == "$ARGUMENTS" { "" } else { args })
}

/// What the constitution command's arguments come to. They are principles for the project's
/// constitution, a rule file: a rule the families find in them is written as any other. When
/// they hold none the hook can isolate ("Create principles focused on testing…", a list, a
/// long brief), the agent running the command is asked, and a candidate is counted in the
/// user's words, as for any ask to the rule files (DESIGN §2, "What decides a direct
/// write"). What the families vetoed or hedged (a question, a negated ask, "for now") stays
/// what it is, and so does a question no family fired on.
fn for_the_constitution(found: Detection, args: &str) -> Detection {
    let unphrased = found.target == Target::Nothing
        && (found.reason == NO_SIGNAL || matches!(found.gate.verdict, Verdict::Ask(_)));
    if !unphrased || segment::sentences(args).first().is_some_and(|s| s.asks) {
        return found;
    }
    let first_line = args.lines().find(|l| !l.trim().is_empty()).unwrap_or(args);
    Detection {
        kind: SignalKind::Explicit,
        target: Target::CandidateRule,
        text: clip(args, &tidy(first_line)),
        reason: "explicit: spec-kit constitution command".into(),
        gate: Gate {
            verdict: Verdict::Ask(Target::MemoryRules),
            why: gate::CONSTITUTION,
        },
    }
}

/// `text` with code, quotes and pastes masked, and that ASCII-lowercased (see [`Prompt`]).
fn masked_and_lower(text: &str) -> (String, String) {
    let mut masked = segment::mask(text);
    // The families are written in Simplified characters: Traditional ones are read as their
    // Simplified forms (記住 is 记住, 以後 is 以后), offsets unchanged, the saved text as typed.
    if let Some(folded) = crate::store::recall::fold_traditional(&masked) {
        masked = folded;
    }
    // So are trigger words typed with two letters swapped ("alwasy", "CLUADE.md").
    if let Some(unswapped) = typo::unswap_triggers(&masked) {
        masked = unswapped;
    }
    let lower = masked.to_ascii_lowercase();
    (masked, lower)
}

/// Every family that fires somewhere in `prompt`, whatever a stronger one would decide: how
/// many prompts each family's language form meets (tests; see
/// docs/CAPTURE.md "Families and their hits").
#[cfg(test)]
pub(super) fn families_firing(prompt: &str) -> std::collections::BTreeSet<&'static str> {
    let text = segment::cap(prompt);
    let (masked, lower) = masked_and_lower(&text);
    let sentences = segment::sentences(&masked);
    Prompt::new(&text, &masked, &lower, &sentences).families_firing()
}

/// [`detect`] on a prompt that is not an expanded command.
fn detect_in(text: &str) -> Detection {
    let (masked, lower) = masked_and_lower(text);
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
    let prompt = Prompt::new(text, &masked, &lower, &sentences);
    match memory_shortcut(text) {
        Some(rule) => prompt.finish(
            Hit::new(
                SignalKind::Explicit,
                "memory shortcut (# …)",
                tidy(rule),
                false,
            ),
            None,
        ),
        None => prompt.detect(),
    }
}

/// A one-line prompt opened by `#` that states a rule is the host's "add to memory" shortcut
/// (`# always use pnpm`); a Markdown heading (`## …`), an issue number (`#123`) or a note
/// (`# TODO`) or a question is not.
fn memory_shortcut(prompt: &str) -> Option<&str> {
    let rest = prompt.trim().strip_prefix('#')?;
    let first = rest.chars().next()?;
    let shortcut = !prompt.trim().contains('\n')
        && first != '#'
        && !first.is_ascii_digit()
        && !rest.trim_end().ends_with(['?', '？'])
        && rules::SHORTCUT_RULE.is_match(rest);
    shortcut.then(|| rest.trim())
}

/// Whether redaction removed a secret from `text` and left nothing that still looks like one
/// (a run of ten or more characters holding both a letter and a digit): a credential of a
/// shape redaction does not know, or one it took only half of ("qa_admin / Pa55w0rd!…"), keeps
/// its sentence out of memory.
fn redacted_whole(text: &str) -> bool {
    let token_like = |w: &str| {
        w.len() >= 10
            && w.bytes().any(|b| b.is_ascii_digit())
            && w.bytes().any(|b| b.is_ascii_alphabetic())
    };
    text.contains(crate::redact::REMOVED)
        && !text
            .split(|c: char| c.is_whitespace() || ",;:()[]{}'\"`，。：；".contains(c))
            .any(token_like)
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

/// Between a decision and a decision not to in two clauses of one sentence, whether `hit`
/// wins over `best` (`None`: neither is the other's pick). In one clause they are one
/// trigger read twice ("we decided against X"). "定了，状态管理就用 Zustand，不上 Redux 了" is one
/// choice said twice, a pick and its contrast: the pick's text holds the "not Y" as well, and
/// saving "Not doing: Redux" alone would lose what was picked. The pick wins when its text
/// still says something with the dropped thing taken out ("不做 X，就这么定了" confirms only the
/// not-doing, which keeps its mark).
fn picks_over(hit: &Hit, best: &Hit) -> Option<bool> {
    use SignalKind::{Decision, NegativeDecision};
    let (pick, not) = match (hit.kind, best.kind) {
        (Decision, NegativeDecision) => (hit, best),
        (NegativeDecision, Decision) => (best, hit),
        _ => return None,
    };
    let wins = pick.alone.is_ok()
        && not.alone.is_ok()
        && !not.text.is_empty()
        && pick.text.contains(&not.text)
        && gate::stands_alone(&pick.text.replace(&not.text, " "), gate::Says::Choice).is_ok();
    Some(if std::ptr::eq(pick, hit) { wins } else { !wins })
}

/// A family that fired, with the text it would save.
struct Hit {
    kind: SignalKind,
    family: &'static str,
    text: String,
    /// The text came from a neighbouring sentence ("OK, that's the one. tRPC it is.").
    borrowed: bool,
    /// The content gate on `text`: why it does not stand on its own, if it does not.
    alone: Result<(), &'static str>,
    /// An ask to the agent's rule files whose `text` does not stand on its own: the sentence
    /// as the user wrote it, which the candidate pool records (`Prompt::finish`).
    asked: Option<String>,
    /// Its family is about the user themself (`Family::user`): the text goes to USER.md.
    about_user: bool,
}

impl Hit {
    fn new(kind: SignalKind, family: &'static str, text: String, borrowed: bool) -> Self {
        let text = strip_triggers(&text);
        // A checkpoint or a missed save is written whatever it says (any text will do).
        let alone = if settled(kind) {
            Ok(())
        } else {
            let says = match kind {
                SignalKind::Decision | SignalKind::NegativeDecision => gate::Says::Choice,
                SignalKind::Explicit => gate::Says::Rule,
                _ => gate::Says::Fix,
            };
            gate::stands_alone(&text, says)
        };
        Hit {
            kind,
            family,
            text,
            borrowed,
            alone,
            asked: None,
            about_user: false,
        }
    }

    /// Lower is better: a text that stands alone, then the stronger kind, then its own text.
    fn key(&self) -> (bool, usize, bool) {
        (self.alone.is_err(), rank(self.kind), self.borrowed)
    }
}

/// Why a family that matched did not count.
enum Outcome {
    Hit(Hit),
    /// Hedged or tentative: a weak signal.
    Weak(String),
    /// Vetoed: nothing.
    Vetoed(String),
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
    /// Whether the prompt is a long task brief that names no rule file (see
    /// [`rules::BRIEF_MIN_CHARS`]); computed when a bare family first matches.
    brief: OnceCell<bool>,
}

/// The sentence-level vetoes, computed once per sentence so that work stays linear.
struct Facts {
    /// Which clauses ask something, even without a question mark.
    asking: Vec<bool>,
    /// Closes with a tag question that asks only whether it was heard ("…, got it?",
    /// …，明白了吗: `rules::ACKNOWLEDGE_TAG`): the sentence does not ask.
    acknowledges: bool,
    /// Opens with a condition (如果…, what if…).
    hypothetical: bool,
    /// Points at the code at hand ("in this function").
    this_task: bool,
    /// Scopes itself to now ("这次…", "for now", "先放一放").
    for_now: bool,
    /// Scopes itself to this run, named ("这次…", "for this task", "先放一放").
    this_run: bool,
    /// Bounded by the day ("the staging db is read-only today", 今晚先别部署).
    today: bool,
    /// Asks about the rules or the conversation ("figure out why the rule didn't stop you").
    meta: bool,
    /// Where someone else's words start (absolute offset).
    reported_at: Option<usize>,
    /// Hedged (maybe, 可能).
    hedged: bool,
    /// Softly hedged (吧, for now) and not confirmed.
    tentative: bool,
}

impl Facts {
    /// Whether the sentence asks about clause `ci`: a question opens or ends it, or is in
    /// that clause ("采用 Kafka,你觉得怎么样"), not one in a side remark between.
    fn asks_about(&self, ci: usize) -> bool {
        let last = self.asking.len() - 1;
        self.asking[0] || self.asking[ci] || self.asking[last]
    }

    fn of(masked: &str, lower: &str, sentence: &Sentence) -> Self {
        let span = sentence.span();
        let whole = &masked[span.clone()];
        let lower = &lower[span.clone()];
        let reported_at = rules::REPORTED
            .captures_iter(whole)
            .find(|c| {
                // A determiner before the verb makes it a participle ("the recommended
                // approach", "a suggested fix"): no one is speaking.
                // "Update AGENTS.md so it says …": a purpose clause, what the file is to say.
                c.name("s").is_none_or(|s| {
                    let before = whole[..s.start()].trim_end().to_ascii_lowercase();
                    // "I" and "we" hold the speaker: their own words, not someone else's ("the
                    // tests we wrote must pass", "we said we'd use pnpm").
                    let not_another_speaker = [
                        "i", "we", "that", "having", "the", "a", "an", "our", "your", "my",
                        "their", "its", "this", "these", "those",
                    ]
                    .contains(&s.as_str().to_ascii_lowercase().as_str());
                    // The perfect's auxiliary after them ("i've said", "I have told you"): the
                    // speaker is still the I or we before it.
                    let own_perfect = ["ve", "have", "had", "d"]
                        .contains(&s.as_str().to_ascii_lowercase().as_str())
                        && ["i", "we"].contains(
                            &before
                                .trim_end_matches(['\'', '’'])
                                .rsplit(|c: char| !c.is_ascii_alphabetic())
                                .next()
                                .unwrap_or(""),
                        );
                    let not_another_speaker = not_another_speaker || own_perfect;
                    let purpose = before.ends_with(" so") || before.ends_with(" so that");
                    // "You wrote camelCase again": what the agent wrote is code, not words.
                    let after = whole[s.end()..].trim_start().to_ascii_lowercase();
                    let agent_wrote = s.as_str().eq_ignore_ascii_case("you")
                        && (after.starts_with("wrote") || after.starts_with("write"));
                    !not_another_speaker && !purpose && !agent_wrote
                })
            })
            .and_then(|c| c.get(0))
            .map(|m| {
                // "Always pin versions, the doc says": an attribution after the words makes
                // all of them someone else's.
                // An attribution ends with its verb ("老板说的", "the doc says"); a speech
                // verb with words of its own after it ("，客户说 v1 不需要") reports those
                // words, and the clauses before it stay the user's.
                let last = &sentence.clauses[sentence.clauses.len() - 1];
                let after_verb = masked[span.start + m.end()..last.end].trim_matches(|c: char| {
                    c.is_whitespace() || "的了过啊呀嘛呢.!！。".contains(c)
                });
                let attribution = span.start + m.start() >= last.start
                    && masked[last.clone()].split_whitespace().count() <= 4
                    && (after_verb.is_empty() || after_verb.eq_ignore_ascii_case("so"));
                if attribution {
                    span.start
                } else {
                    span.start + m.start()
                }
            });
        let first = &masked[sentence.clauses[0].clone()];
        // "…, not just this one" / "…，不只是这次" reaches past the task and the run it names.
        let beyond = rules::outside(&rules::NOT_ONLY_THIS, lower, whole);
        // 以后碰到 X 先 V 再说 is the first step at each X, not a hold of this run.
        let this_run = rules::THIS_RUN.get(lower).is_some_and(|r| {
            rules::matches_outside(r, &rules::HABITUAL_FIRST_STEP, lower, &beyond)
        });
        let last = sentence.clauses.len() - 1;
        let acknowledges =
            last > 0 && rules::ACKNOWLEDGE_TAG.is_match(&masked[sentence.clauses[last].clone()]);
        Facts {
            asking: sentence
                .clauses
                .iter()
                .enumerate()
                .map(|(i, c)| !(acknowledges && i == last) && rules::asks(&masked[c.clone()]))
                .collect(),
            acknowledges,
            hypothetical: rules::HYPOTHETICAL.is_match(&first[rules::skip_fillers(first)..]),
            this_task: rules::THIS_TASK.is_match(&beyond),
            for_now: (this_run || rules::FOR_NOW.get(lower).is_some_and(|r| r.is_match(whole)))
                && !rules::STARTS_LASTING.is_match(whole),
            this_run,
            today: rules::TODAY.get(lower).is_some_and(|r| r.is_match(whole))
                && !rules::STARTS_LASTING.is_match(whole)
                && !rules::TODAY_NAMES_THINGS.is_match(whole),
            meta: rules::META_REQUEST
                .get(lower)
                .is_some_and(|r| r.is_match(whole)),
            reported_at,
            hedged: rules::HEDGE.get(lower).is_some_and(|r| r.is_match(whole)),
            tentative: rules::SOFT_HEDGE
                .get(lower)
                .is_some_and(|r| r.is_match(whole))
                && !rules::CONFIRMED.is_match(whole),
        }
    }
}

impl<'a> Prompt<'a> {
    fn new(text: &'a str, masked: &'a str, lower: &'a str, sentences: &'a [Sentence]) -> Self {
        Prompt {
            text,
            masked,
            lower,
            sentences,
            facts: sentences.iter().map(|_| OnceCell::new()).collect(),
            brief: OnceCell::new(),
        }
    }

    /// See [`families_firing`].
    #[cfg(test)]
    fn families_firing(&self) -> std::collections::BTreeSet<&'static str> {
        let mut fired = std::collections::BTreeSet::new();
        for (si, sentence) in self.sentences.iter().enumerate() {
            for (ci, clause) in sentence.clauses.iter().enumerate() {
                let pairs = rules::Pairs::of(&self.lower[clause.clone()]);
                for family in rules::FAMILIES.iter() {
                    if self.try_family(family, si, ci, &pairs).is_some() {
                        fired.insert(family.name);
                    }
                }
            }
        }
        fired
    }

    fn detect(&self) -> Detection {
        let mut best: Option<Hit> = None;
        // The sentence and clause `best` was found in.
        let mut best_at = (0, 0);
        let mut weak: Option<String> = None;
        let mut vetoed: Option<String> = None;
        for si in 0..self.sentences.len() {
            for ci in 0..self.sentences[si].clauses.len() {
                let pairs = rules::Pairs::of(&self.lower[self.sentences[si].clauses[ci].clone()]);
                for family in rules::FAMILIES.iter() {
                    // Only a stronger kind, or the same kind with its own text, can do better
                    // than a hit that stands alone; a pick can beat the "not Y" of its own
                    // sentence (`picks_over`).
                    if let Some(b) = best.as_ref().filter(|b| b.alone.is_ok()) {
                        let pick = si == best_at.0
                            && (b.kind, family.kind)
                                == (SignalKind::NegativeDecision, SignalKind::Decision);
                        if rank(family.kind) > rank(b.kind) && !pick {
                            break;
                        }
                        if rank(family.kind) == rank(b.kind) && !b.borrowed {
                            continue;
                        }
                    }
                    match self.try_family(family, si, ci, &pairs) {
                        Some(Outcome::Hit(hit))
                            if best.as_ref().is_none_or(|b| {
                                match si == best_at.0 && ci != best_at.1 {
                                    true => picks_over(&hit, b).unwrap_or(hit.key() < b.key()),
                                    false => hit.key() < b.key(),
                                }
                            }) =>
                        {
                            best = Some(hit);
                            best_at = (si, ci);
                        }
                        Some(Outcome::Weak(why)) => {
                            weak.get_or_insert(why);
                        }
                        Some(Outcome::Vetoed(why)) => {
                            vetoed.get_or_insert(why);
                        }
                        Some(Outcome::Hit(_)) | None => {}
                    }
                }
            }
        }
        if let Some(hit) = best {
            return self.finish(hit, Some(best_at.0));
        }
        if let Some(why) = weak.or_else(|| self.hedged_choice()) {
            return Detection::nothing(SignalKind::Weak, why);
        }
        Detection::nothing(SignalKind::None, vetoed.unwrap_or_else(|| NO_SIGNAL.into()))
    }

    fn finish(&self, hit: Hit, si: Option<usize>) -> Detection {
        // "我有点色弱，以后画图表别只靠红绿区分": a rule given for the user's own eyes or
        // reading is how to present things to this user, wherever the fact stands in its
        // sentence (`rules::USER_BODY`).
        let for_the_user = || {
            let sentence = si.map_or(self.masked, |si| &self.masked[self.sentences[si].span()]);
            rules::USER_BODY
                .get(self.lower)
                .is_some_and(|r| r.is_match(sentence))
        };
        // A family about the user themself says so (`Family::user`): asked first, as it costs
        // no regex.
        let target = match hit.kind {
            SignalKind::Explicit
                if hit.about_user || is_about_user(&hit.text) || for_the_user() =>
            {
                Target::User
            }
            SignalKind::Explicit => Target::MemoryRules,
            SignalKind::Decision | SignalKind::NegativeDecision => Target::MemoryDecisions,
            SignalKind::Correction => Target::CandidateRule,
            SignalKind::Preference => Target::CandidatePreference,
            SignalKind::Checkpoint => Target::Log,
            SignalKind::MissedSave => Target::Improvements,
            SignalKind::Help | SignalKind::Weak | SignalKind::None => Target::Nothing,
        };
        let text = if hit.kind == SignalKind::NegativeDecision && !hit.text.is_empty() {
            let zh = crate::text::Lang::of_text(self.text).is_zh();
            let mark = if zh { NOT_DOING_ZH } else { NOT_DOING_EN };
            // "暂时不加缓存了" saves "缓存": with the negated verb cut, the sentence-final 了 of
            // the change of plan (which the mark says) would read as part of the thing. Only
            // right after the thing: a later clause's 了 is its own (…，docker 跑就够了).
            let one_clause = |t: &str| {
                !t.trim().is_empty() && !t.contains(['，', ',', '；', ';', '：', ':', '。'])
            };
            let thing = match hit.text.strip_suffix('了') {
                Some(thing) if zh && !hit.text.contains('不') && one_clause(thing) => {
                    thing.trim_end()
                }
                _ => hit.text.as_str(),
            };
            format!("{mark}{thing}")
        } else {
            hit.text
        };
        let kind = serde_json::to_value(hit.kind)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        let (target, gate) = match hit.alone {
            _ if settled(hit.kind) => (target, Gate::OPEN),
            Ok(()) => (
                target,
                Gate {
                    verdict: Verdict::Pass,
                    why: "says something on its own",
                },
            ),
            Err(why) => (
                // An ask to the rule files is lasting and addressed to memory by its own words:
                // only its content is in the conversation. DESIGN §2 ("What decides a direct
                // write"): a counted candidate, in the user's words, and the ask to the agent.
                match (&hit.asked, target) {
                    (None, _) => Target::Nothing,
                    (Some(_), Target::User) => Target::CandidatePreference,
                    (Some(_), _) => Target::CandidateRule,
                },
                Gate {
                    verdict: Verdict::Ask(target),
                    why,
                },
            ),
        };
        // Set only on a hit whose text does not stand alone (`try_family`).
        let text = hit.asked.unwrap_or(text);
        Detection {
            kind: hit.kind,
            target,
            text: clip(self.text, &text),
            reason: format!("{kind}: {}", hit.family),
            gate,
        }
    }

    /// Match one family against one clause, then apply the vetoes of its sentence.
    fn try_family(
        &self,
        family: &Family,
        si: usize,
        ci: usize,
        pairs: &rules::Pairs,
    ) -> Option<Outcome> {
        let sentence = &self.sentences[si];
        let clause = sentence.clauses[ci].clone();
        if !family.may_match(&self.lower[clause.clone()], pairs)
            || !family.may_need(&self.lower[sentence.span()])
        {
            return None;
        }
        let body = clause.start + rules::skip_fillers(&self.masked[clause.clone()])..clause.end;
        let caps = family.re.get().captures(&self.masked[body.clone()])?;
        // A norm said without a trigger word is a rule only as what the user tells the agent:
        // in a long prompt or beside a list of requirements it is the spec of the work, and its
        // vetoes need not be compiled (docs/CAPTURE.md, "Round thirty-three").
        if family.standalone && !self.is_short_and_listless() {
            return None;
        }
        if family.bounds_orders
            && self.sentences[..si].iter().any(|earlier| {
                let text = self.masked[earlier.span()].trim_start();
                rules::opens_imperative(&text[rules::skip_fillers(text)..])
            })
        {
            return None;
        }
        if family
            .veto
            .iter()
            .any(|v| v.get().is_match(&self.masked[clause.clone()]))
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
        let rest = &self.masked[clause.start..sentence.span().end];
        if family
            .need
            .as_ref()
            .is_some_and(|n| !n.get().is_match(content))
            || family.veto_rest.iter().any(|v| v.get().is_match(rest))
            || family.veto_sentence.iter().any(|v| v.get().is_match(whole))
            || family.imperative && !self.opens_imperative(content, &body, &caps)
        {
            return None;
        }
        let kind = family.kind;
        let facts = self.facts[si].get_or_init(|| Facts::of(self.masked, self.lower, sentence));
        let tag = |why: &str| format!("{why} ({})", family.name);
        let sentence_asks = sentence.asks && !facts.acknowledges;
        // "Can you add this to CLAUDE.md" / "could you record a checkpoint?" ask for it; they
        // are not questions. So is "can you add a rule that …" when the polite frame opens the
        // family's own ask and the rule follows it (not "can you make the linter always run
        // …", whose "always" is the task's, nor "can you add a rule?" alone); "could you
        // remember that …" only when the sentence does not end asking (docs/CAPTURE.md,
        // "Round twenty-eight"); a standing rule asked for politely ("could you always …
        // from now on?", 能不能以后都…) too. Read only for a sentence that asks.
        let request = || {
            let own = &self.masked[body.start..sentence.span().end];
            let opens_ask = caps.get(0).is_some_and(|m| {
                m.start() == 0 && own[m.end()..].chars().any(char::is_alphanumeric)
            });
            // The request may open a later clause ("ok lemme stop for tonight — can you note
            // down where we got to?"): what comes before it is a sentence of its own.
            (family.mode == Mode::RuleFile || kind == SignalKind::Checkpoint)
                && (rules::POLITE_REQUEST.is_match(content) || rules::POLITE_REQUEST.is_match(own))
                || kind == SignalKind::Explicit
                    && (rules::POLITE_STANDING.is_match(content)
                        || !sentence_asks && rules::POLITE_ALWAYS.is_match(content))
                    && !rules::ASKS_ABILITY.is_match(content)
                || opens_ask
                    && (rules::POLITE_REQUEST.is_match(own)
                        || !sentence_asks
                            && rules::POLITE_REMEMBER.is_match(own)
                            && !own.trim_end().ends_with('吗'))
        };
        // "we decided to use redis, can you write the docker-compose for it?": a polite request
        // for the next step after a decision said in so many words asks for work; the decision
        // itself asks nothing. One asking to confirm ("…, can you check that's ok?") leaves it
        // open.
        let next_step_asked = || {
            let last = sentence.clauses.len() - 1;
            let own = self.masked[sentence.clauses[last].clone()].trim_start();
            let own = &own[rules::skip_fillers(own)..];
            matches!(kind, SignalKind::Decision | SignalKind::NegativeDecision)
                && last > ci
                && rules::DECIDED_IN_WORDS.is_match(&self.masked[sentence.clauses[ci].clone()])
                && !facts.asking[..last].iter().any(|a| *a)
                && rules::POLITE_NEXT_STEP.is_match(own)
                && !rules::ASKS_TO_CONFIRM.is_match(own)
        };
        let next_step = next_step_asked();
        let interrogative = facts.asks_about(ci) && !next_step;
        if (sentence_asks && !next_step || interrogative)
            && kind != SignalKind::MissedSave
            && !request()
        {
            let tentative = matches!(kind, SignalKind::Decision | SignalKind::NegativeDecision);
            return Some(if tentative && !interrogative {
                Outcome::Weak(tag("weak: tentative choice"))
            } else {
                Outcome::Vetoed(tag("none: question"))
            });
        }
        // "If X, always Y" is a standing rule; "if X, we go with Y" is a hypothetical choice.
        let conditional = facts.hypothetical && (ci == 0 || kind != SignalKind::Explicit)
            || kind != SignalKind::Explicit
                && sentence.clauses[..ci].iter().any(|c| {
                    let condition = rules::CONDITION.get(&self.lower[c.clone()]);
                    condition.is_some_and(|r| r.is_match(&self.masked[c.clone()]))
                });
        let dehua = || {
            let own = &self.masked[clause.clone()];
            rules::CONDITIONAL_DEHUA
                .get(own)
                .is_some_and(|r| r.is_match(own))
        };
        if conditional || dehua() {
            return Some(Outcome::Vetoed(tag("none: hypothetical")));
        }
        if kind == SignalKind::Correction
            && rules::RESTATES_ASK
                .get(&self.lower[sentence.span()])
                .is_some_and(|r| r.is_match(whole))
        {
            return Some(Outcome::Vetoed(tag("none: about the task at hand")));
        }
        let standing = matches!(
            kind,
            SignalKind::Explicit | SignalKind::Decision | SignalKind::NegativeDecision
        );
        let choice = matches!(kind, SignalKind::Decision | SignalKind::NegativeDecision);
        if standing && facts.this_task
            || choice
                && rules::TASK_REQUEST
                    .get(&self.lower[body.clone()])
                    .is_some_and(|r| r.is_match(&self.masked[body.clone()]))
        {
            return Some(Outcome::Vetoed(tag("none: about the task at hand")));
        }
        // Addressed to memory? A rule that is the content of a TODO, a comment or a message
        // the user asks for is that text ("add a TODO: always validate the token"); one after
        // an ask to build a thing is its spec ("实现一个定时任务，每次执行都要…").
        // In the clause itself, a relative clause of the thing asked for holds its trigger
        // ("add a pre-commit hook that runs gofmt on staged files every time").
        let trigger = caps.get(0).map_or(body.end, |m| body.start + m.start());
        // A clause that is only its trigger ("write the migration's down step. Every single
        // time.") makes the clause before it the rule: that ask itself is what recurs.
        // A verb the family names (group `v`: "never overwrite") is an act, not a bare stress.
        let only_trigger = || {
            caps.name("v").is_none()
                && caps.get(0).is_some_and(|m| {
                    let said = |s: &str| s.chars().any(char::is_alphanumeric);
                    !said(&self.masked[clause.start..trigger])
                        && !said(&self.masked[(body.start + m.end()).min(clause.end)..clause.end])
                })
        };
        let spec = kind == SignalKind::Explicit
            && !rules::LASTING_WORD.is_match(&self.masked[clause.clone()])
            && (ci > 0
                && !only_trigger()
                && sentence.clauses[..ci].iter().any(|c| {
                    let before = &self.masked[c.clone()];
                    rules::BUILD_REQUEST.is_match(&before[rules::skip_fillers(before)..])
                })
                || rules::BUILT_THING_DOES
                    .find(&self.masked[body.start..trigger])
                    .is_some_and(|m| !rules::NAMES_A_NOTE.is_match(m.as_str()))
                || ci > 0 && {
                    let first = &self.masked[sentence.clauses[0].clone()];
                    rules::THING_MUST.is_match(&first[rules::skip_fillers(first)..])
                });
        // Any kind: a correction or a taste in that text is the text's too.
        if !settled(kind) && rules::ARTIFACT_LEAD.is_match(&self.masked[..clause.start]) || spec {
            return Some(Outcome::Vetoed(tag("none: text for the work")));
        }
        // An item of a list opened as work to do ("需求如下，帮我实现：", "review from ana, pls
        // address:") is the work's spec.
        if !settled(kind) && self.in_work_list(clause.start) {
            return Some(Outcome::Vetoed(tag("none: a list item of the work")));
        }
        // "Here's the plan: parse the CSV, never trust the header row, …": the clauses after a
        // plan's colon are its steps, the work's spec, as the items of a list opened as work;
        // after "帮我翻译一下：" they are the text to translate.
        let before = &self.masked[sentence.span().start..clause.start];
        if !settled(kind)
            && before.contains([':', '：'])
            && rules::PLAN_LEAD.is_match(before)
            && !rules::RECURRING_LEAD.is_match(before)
        {
            return Some(Outcome::Vetoed(tag(
                "none: the steps of a plan, or a text to work on",
            )));
        }
        // Lasting? A rule or a choice scoped to now is a setting, not a memory; a "not now", a
        // correction or a taste is one when scoped to this run ("这次先不加单元测试了", "for
        // this task only, use the mock"), since "for now" is what a "not now" means. A rule, a
        // not-doing or a correction bounded by the day is the day's (rules::TODAY: 不要再试了，今天
        // 先这样); a choice may be dated by it ("we decided today to use Postgres").
        let scoped = match kind {
            SignalKind::Explicit => facts.for_now || facts.today,
            SignalKind::Decision => facts.for_now,
            SignalKind::NegativeDecision | SignalKind::Correction => facts.this_run || facts.today,
            _ => facts.this_run,
        };
        if scoped && !settled(kind) {
            return Some(Outcome::Vetoed(tag("none: for now")));
        }
        // Addressed to memory? An ask about the rules is work for the agent, not a rule.
        if facts.meta && standing {
            return Some(Outcome::Vetoed(tag("none: meta request")));
        }
        if facts.reported_at.is_some_and(|at| at < clause.end) {
            return Some(Outcome::Vetoed(tag("none: reported speech")));
        }
        // A taste stays a taste when a later clause hedges a suggestion ("I don't like red on
        // yellow, maybe make it black"); anything else hedged anywhere is a guess, except a
        // hedge conceded before "but" ("that might be useful, but you should never …").
        let hedged_in = |hedges: &rules::Gated, range: std::ops::Range<usize>| {
            hedges
                .get(&self.lower[range.clone()])
                .is_some_and(|r| r.is_match(&self.masked[range]))
        };
        let but = sentence.clauses[1..=ci]
            .iter()
            .rev()
            .find(|c| rules::BUT.is_match(&self.masked[(*c).clone()]));
        let hedged = if kind == SignalKind::Preference {
            hedged_in(&rules::HEDGE, sentence.clauses[0].start..clause.end)
        } else if let Some(but) = but.filter(|_| facts.hedged) {
            hedged_in(&rules::HEDGE, but.start..sentence.span().end)
        } else {
            facts.hedged
        };
        // A not-doing closed by the 了 of a new situation is settled before a soft hedge
        // after it: in "不上 Kubernetes 了，先用 docker compose 跑" the 先用 is the stopgap's.
        // Without the 了 ("先不考虑 Windows 选项，暂定为空") the hedge reads back into it.
        let closed = || {
            self.masked[clause.clone()]
                .trim_end_matches(|c: char| c.is_whitespace() || text::is_punct(c))
                .ends_with('了')
        };
        let tentative = if kind == SignalKind::NegativeDecision && facts.tentative && closed() {
            hedged_in(&rules::SOFT_HEDGE, sentence.clauses[0].start..clause.end)
        } else {
            facts.tentative
        };
        if !settled(kind) && (hedged || choice && tentative) {
            return Some(Outcome::Weak(tag("weak: hedged")));
        }

        let m = caps.get(0)?;
        let t = caps.name("t");
        // "把不要用 npm 记到 memory 里": a 把-object (group `o`) before a trigger that closes its
        // sentence is what the trigger saves.
        let object = caps.name("o").filter(|o| {
            !gate::names_nothing(o.as_str())
                && self.masked[body.start + m.end()..sentence.span().end]
                    .trim_matches(|c: char| c.is_whitespace() || text::is_punct(c))
                    .is_empty()
        });
        // The trigger words a Keep or Clause family cuts out (group `t`), if it has them.
        let t_range = t.map_or(0..0, |t| body.start + t.start()..body.start + t.end());
        // "we use pnpm in this repo, never npm": see [`rules::Family::elliptic`].
        let elliptic = family.elliptic
            && ci > 0
            && caps.name("v").is_some_and(|v| {
                !self.masked[body.start + v.end()..clause.end]
                    .trim_end()
                    .contains(char::is_whitespace)
            });
        if elliptic {
            let before = &self.masked[sentence.span().start..clause.start];
            if rules::HABIT_OF_A_SUBJECT.is_match(before) {
                return Some(Outcome::Vetoed(tag("none: describes what a subject does")));
            }
        }
        let cut = match family.mode {
            Mode::Forward if elliptic => Cut::Without(clause.start..clause.start),
            Mode::Forward if object.is_some() => {
                let o = object.map_or(0..0, |o| body.start + o.start()..body.start + o.end());
                Cut::RuleFile(RuleContent::Object(o))
            }
            Mode::Forward => {
                let at = body.start + t.map_or(m.end(), |t| t.end());
                // "When you touch the parser, always run the fuzz tests": the condition is
                // part of the rule.
                let opener = &self.masked[sentence.clauses[0].clone()];
                // "MPPI 就这么定了，DWB 不再折腾": a topic before the confirmation (group
                // `topic`) is what was settled; the clauses after it go with it.
                let topic = caps
                    .name("topic")
                    .filter(|t| {
                        !t.as_str().trim().is_empty()
                            && !rules::CLAUSE_AS_TOPIC.is_match(t.as_str())
                    })
                    .map(|t| body.start + t.end());
                if kind == SignalKind::Explicit && ci > 0 && rules::RULE_CONDITION.is_match(opener)
                {
                    Cut::Without(clause.start..at)
                } else if let Some(end) = topic {
                    Cut::WithoutFrom(end..at, ci)
                } else if caps.name("back").is_some()
                    && !self.marked_after(clause.end, &[':', '：'])
                {
                    // "…. don't forget it next time, you keep using 88": the ask points back
                    // (group `back`), so what follows it is no part of what to keep. Not before
                    // a colon, where the pointer heads what follows ("remember this for next
                    // time: …"), which the default cut keeps.
                    match ci > 0 && !self.before_clause(si, ci).is_empty() {
                        true => Cut::Before,
                        false => Cut::Previous,
                    }
                } else if kind == SignalKind::Explicit
                    && rules::PURPOSE_AFTER_ASK_ZH.is_match(&self.masked[at..sentence.span().end])
                {
                    // "测试账号是 test01，帮我记住，后面要用": an ask with no object of its own,
                    // followed only by what the thing is for, points back at what was said
                    // before it; the purpose goes with it.
                    match ci > 0 && !self.before_clause(si, ci).is_empty() {
                        true => Cut::Without(sentence.clauses[ci - 1].end..at),
                        false => Cut::Previous,
                    }
                } else if kind == SignalKind::MissedSave
                    && ci > 0
                    && !self.before_clause(si, ci).is_empty()
                {
                    // "named exports only, should have stuck the first time": a complaint
                    // closing the sentence points back at what was said before it.
                    Cut::Before
                } else if kind == SignalKind::Explicit
                    && ci > 0
                    && self.closes_before_a_dash(at, clause.end)
                    && !rules::opens_imperative(
                        self.masked[clause.end..]
                            .trim_start()
                            .trim_start_matches(['—', '–', '-']),
                    )
                    && !self.before_clause(si, ci).is_empty()
                {
                    // "use pnpm, from now on - npm breaks the lockfile": a trigger closing its
                    // clause before a dash closes what came before it, as a Keep trigger does;
                    // the dash opens an aside, a reason. An order after the dash is the rule
                    // itself ("and from now on — run the tests first"); after a verdict ("that's
                    // wrong — X is Y") what follows the dash is the right fact.
                    Cut::Before
                } else if kind == SignalKind::Explicit
                    && ci > 0
                    && rules::EXTENDS_THE_PATTERN_ZH.is_match(&self.masked[at..clause.end])
                    && !self.before_clause(si, ci).is_empty()
                {
                    // "字段统一用 snake_case，以后新表都按这个来": a topic, then a pointer of
                    // manner (按这个来, 都这样), extends the clause before it to the topic; the
                    // rule is the whole sentence, as the pointer alone points back at it.
                    Cut::Without(clause.start..clause.start)
                } else if kind == SignalKind::Decision && self.confirms_before(si, ci, at) {
                    // "CI 迁到 GitHub Actions，决定了，下周开始弄": a bare confirmation points
                    // back at what was said before it; what follows is the next step or a
                    // reason (…，就这么定了，redux 太重).
                    Cut::Before
                } else {
                    Cut::From(at)
                }
            }
            // "fix it, and from now on run the tests": a trigger opening a later clause starts
            // the rule; the clauses before it are the task. One closing the sentence ("run
            // the tests, every single time, no exceptions") qualifies what came before it.
            // A complaint of a missed save names what was missed anywhere in its sentence
            // ("样式用 Tailwind，说了多少回了，你又…"): it keeps the whole.
            Mode::Keep if family.whole_sentence => Cut::Without(t_range),
            // A trigger closing its clause before a dash ("…, preferably — it makes the diffs
            // readable") closes what came before it: the dash opens an aside, a reason, which
            // is no part of what is kept.
            Mode::Keep
                if ci > 0
                    && t.is_some_and(|t| {
                        self.closes_before_a_dash(body.start + t.end(), clause.end)
                    }) =>
            {
                Cut::Before
            }
            Mode::Keep
                if ci > 0
                    && kind != SignalKind::MissedSave
                    && t.is_some_and(|t| {
                        rules::CONJUNCTION
                            .is_match(&self.masked[body.start..body.start + t.start()])
                            && !rules::ONLY_STRESS
                                .is_match(&self.masked[body.start + t.end()..sentence.span().end])
                    }) =>
            {
                Cut::From(body.start + t.map_or(0, |t| t.end()))
            }
            // "commit everything up to now, but do not auto commit in the future": a scope or
            // a stress closing an imperative clause qualifies that clause, not the task or the
            // complaint in the clauses before it; a condition there is part of the rule ("if
            // the build fails, ping me next time").
            Mode::Keep
                if family.imperative
                    && ci > 0
                    && t.is_some_and(|t| {
                        let own = &self.masked[body.start..body.start + t.start()];
                        rules::opens_imperative(&own[rules::skip_fillers(own)..])
                    }) =>
            {
                let from = sentence.clauses[..ci]
                    .iter()
                    .position(|c| {
                        let c = self.masked[c.clone()].trim_start();
                        rules::RULE_CONDITION.is_match(&c[rules::skip_fillers(c)..])
                    })
                    .unwrap_or(ci);
                Cut::WithoutFrom(t_range, from)
            }
            Mode::Keep => Cut::Without(t_range),
            Mode::Clause => Cut::Clause(t_range),
            Mode::RuleFile => Cut::RuleFile(self.rule_file_content(&caps, body.start, clause)),
        };
        // "Add the new endpoints to CLAUDE.md": what to add is in the conversation.
        let refers = matches!(cut, Cut::RuleFile(RuleContent::Object(ref o))
            if gate::only_refers(&self.masked[o.clone()]));
        let (text, borrowed) = self.text_for(si, ci, cut, settled(kind));
        let text = text::without_memo_heading(text);
        // A credential handed over is saved only as redaction leaves it: a secret of a shape
        // redaction does not know would otherwise reach the file whole (docs/SECRETS.md).
        if family.holds_secret && !redacted_whole(&crate::redact::redact_within(self.text, &text)) {
            return None;
        }
        // The request for the next step is no part of the decision before it, nor is a tag
        // that asks whether the rule was heard.
        let text = match next_step || facts.acknowledges {
            true => {
                let last = sentence.clauses[sentence.clauses.len() - 1].clone();
                text::without_closing(&text, &self.text[last])
            }
            false => text,
        };
        // "save what we figured out about the flaky test to AGENTS.md", "ok that worked, add
        // the fix to CLAUDE.md": the ask points at the conversation's material, saying none.
        let refers = refers
            || (family.mode == Mode::RuleFile || kind == SignalKind::Explicit)
                && gate::about_the_conversation(&text);
        // "你没记下来吗？": with the trigger cut out nothing is left, so the complaint is kept
        // whole (a bare particle is no line for IMPROVEMENTS.md).
        let (text, borrowed) = if kind == SignalKind::MissedSave && gate::too_thin(&text) {
            let start = self.sentences[si].clauses[ci].start;
            self.text_for(si, ci, Cut::From(start), true)
        } else {
            (text, borrowed)
        };
        if family
            .follow
            .as_ref()
            .is_some_and(|f| !f.get().is_match(&text))
        {
            // "No, that's wrong." corrects something the hook cannot see: ask the agent.
            if kind != SignalKind::Correction || !gate::names_nothing(&text) {
                return None;
            }
            let mut hit = Hit::new(kind, family.name, text, borrowed);
            hit.about_user = family.user;
            hit.alone = Err(gate::NO_FACT);
            return Some(Outcome::Hit(hit));
        }
        let correction = matches!(kind, SignalKind::Correction | SignalKind::Preference);
        if correction && rules::GRADES_THE_ATTEMPT.is_match(&text) {
            return Some(Outcome::Vetoed(tag(
                "none: grades the attempt, names nothing",
            )));
        }
        // Padded so that a key like " is " also finds a word at either end.
        let passing = rules::PASSING_STATE.get(&format!(" {} ", text.to_ascii_lowercase()));
        if correction && passing.is_some_and(|r| r.is_match(&text)) {
            return Some(Outcome::Vetoed(tag("none: how things stand right now")));
        }
        let mut hit = Hit::new(kind, family.name, text, borrowed);
        hit.about_user = family.user;
        if refers {
            hit.alone = Err(gate::POINTS_BACK);
        } else if family.bare
            && hit.alone.is_ok()
            && self.is_brief()
            // "顺便记住：…统一用 BigDecimal": the sentence addresses memory in so many words.
            && !rules::LASTING_WORD.is_match(whole)
        {
            hit.alone = Err(gate::IN_A_BRIEF);
        } else if kind == SignalKind::Explicit
            && hit.alone.is_ok()
            && rules::FIX_HERE
                .get(&self.lower[sentence.span()])
                .is_some_and(|r| r.is_match(whole))
            && !rules::NO_FAILURE.is_match(whole)
        {
            hit.alone = Err(gate::FIX_AT_HAND);
        }
        // "Update the project constitution with the following principles:" then "1. …",
        // "2. …": the rules are the list, which one line cannot hold.
        if family.mode == Mode::RuleFile
            && hit.alone.is_ok()
            && self.list_follows(sentence.span().end)
        {
            hit.alone = Err(gate::LIST_FOLLOWS);
        }
        if (family.mode == Mode::RuleFile || family.names_memory) && hit.alone.is_err() {
            hit.asked = Some(tidy(&self.text[sentence.span()]));
        }
        Some(Outcome::Hit(hit))
    }

    /// Whether the text after `end` (a clause's end) opens with one of `marks`: a colon that
    /// heads what follows, a dash that opens an aside.
    fn marked_after(&self, end: usize, marks: &[char]) -> bool {
        self.masked[end..].trim_start().starts_with(marks)
    }

    /// Whether nothing but space stands from `from` to the clause's `end` and a dash follows
    /// it: a trigger closing its clause before an aside ("…, preferably — nicer diffs").
    fn closes_before_a_dash(&self, from: usize, end: usize) -> bool {
        self.masked[from..end].trim().is_empty() && self.marked_after(end, &['—', '–', '-'])
    }

    /// Whether a list follows `at`: a list item among the next [`LIST_LEAD_LINES`] lines that
    /// are not blank (a lead such as "The constitution must enforce:" may come first), and two
    /// list items or more after `at`.
    fn list_follows(&self, at: usize) -> bool {
        let lines: Vec<&str> = self.masked[at..]
            .lines()
            .skip(1)
            .filter(|line| !line.trim().is_empty())
            .collect();
        let items = || lines.iter().filter(|line| rules::LIST_ITEM.is_match(line));
        lines
            .iter()
            .position(|line| rules::LIST_ITEM.is_match(line))
            .is_some_and(|first| first < LIST_LEAD_LINES)
            && items().count() >= 2
    }

    /// Whether the line holding `at` is a list item (a bullet, a number, 第一步) under a line
    /// that opens a list as work to do ([`rules::WORK_LEAD`]), lays out a plan
    /// ([`rules::PLAN_LEAD`]: 计划：/ "the steps:"), names this run ([`rules::THIS_RUN`]: 这次发版：)
    /// or says how things stand ([`rules::STATE_LEAD`]); items and blank lines between are
    /// skipped. Not under a lead that names rules or memory ([`rules::MEMORY_LEAD`]).
    fn in_work_list(&self, at: usize) -> bool {
        let start = self.masked[..at].rfind('\n').map_or(0, |i| i + 1);
        let end = self.masked[at..]
            .find('\n')
            .map_or(self.masked.len(), |i| at + i);
        if !rules::LIST_ITEM.is_match(&self.masked[start..end]) {
            return false;
        }
        let lead = self.masked[..start]
            .lines()
            .rev()
            .find(|line| !line.trim().is_empty() && !rules::LIST_ITEM.is_match(line));
        lead.is_some_and(|lead| {
            let colon = lead.trim_end().ends_with([':', '：']);
            // A lead naming this run ("这次发版：", "for this PR:") scopes its items to it.
            let this_run = || {
                rules::THIS_RUN
                    .get(&lead.to_ascii_lowercase())
                    .is_some_and(|r| r.is_match(lead))
            };
            let opens = rules::WORK_LEAD.is_match(lead)
                || rules::STATE_LEAD.is_match(lead)
                || colon && (rules::PLAN_LEAD.is_match(lead) || this_run())
                // A list under "add to the README:" / "add a TODO:" is that text's.
                || rules::ARTIFACT_LEAD.is_match(lead);
            opens && !rules::MEMORY_LEAD.is_match(lead)
        })
    }

    /// Whether the sentence, or the clause up to the trigger, opens with an imperative: "you
    /// broke it again, run the tests first next time" holds a rule in its second clause.
    fn opens_imperative(
        &self,
        content: &str,
        body: &std::ops::Range<usize>,
        caps: &regex::Captures,
    ) -> bool {
        let before = caps
            .name("t")
            .map(|t| &self.masked[body.start..body.start + t.start()]);
        rules::opens_imperative(content)
            || before.is_some_and(|b| !b.trim().is_empty() && rules::opens_imperative(b))
    }

    /// Addressed to memory? "Always …" inside a long task brief is more often the spec of
    /// the work than a rule for the agent, unless the prompt names the agent's rule file.
    fn is_brief(&self) -> bool {
        *self.brief.get_or_init(|| {
            self.own_chars() >= rules::BRIEF_MIN_CHARS
                && self.sentences.len() >= rules::BRIEF_MIN_SENTENCES
                && !rules::NAMES_RULE_FILE
                    .get(self.lower)
                    .is_some_and(|r| r.is_match(self.masked))
        })
    }

    /// The prompt's own words, outside code, quotes and pastes, without spaces; a Han
    /// character counts two, for it says about what two Latin letters do.
    fn own_chars(&self) -> usize {
        self.masked
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if crate::text::is_han(c) { 2 } else { 1 })
            .sum()
    }

    /// Shorter than a brief, and with no list item: what a standalone norm needs.
    fn is_short_and_listless(&self) -> bool {
        self.own_chars() < rules::BRIEF_MIN_CHARS
            && !self
                .masked
                .lines()
                .any(|line| rules::LIST_ITEM.is_match(line))
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
            (choice && !rules::asks(whole)).then(|| "weak: hedged choice".to_owned())
        })
    }
}

#[cfg(test)]
mod tests;
