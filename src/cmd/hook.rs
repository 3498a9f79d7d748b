//! `memory-manager hook`: one host event on stdin, one answer on stdout, exit 0 always.
//!
//! host JSON → [`Event`] → signals → store → answer. Its own errors go to the bounded log
//! beside the memory files, never to the host.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::answer::{self, Note};
use crate::cli::{DEFAULT_BUDGET, Hook, HookLine};
use crate::cmd::{Ctx, Run};
use crate::config::Env;
use crate::deadline;
use crate::event::{Answer, Event, EventKind, ToolFailure};
use crate::fsx;
use crate::hosts::claude_code::wire;
use crate::hosts::input::read_stdin_json;
use crate::signals::failure;
use crate::signals::prompt::{self, Detection, SignalKind, Target, Verdict};
use crate::store::candidates::{CandidateKind, CandidateSource};
use crate::store::doc::Section;
use crate::store::paths::{MemFile, Paths};
use crate::store::{Op, Outcome, Provenance, Store};
use crate::text::Lang;

/// From the process's start, when the hook gives up and answers with what it has (the
/// plain reminder, for a prompt): inside the 2 s DESIGN promises on any input.
const DEADLINE: Duration = Duration::from_millis(1800);
/// How long stdin may take to deliver one event (hosts write it as they start us).
const READ_TIMEOUT: Duration = Duration::from_millis(1500);
/// How long a hook waits for the lock before spooling its record, at most.
const LOCK_WAIT: Duration = Duration::from_millis(1500);
/// What spooling a record, and answering, may take after a lock wait cut short.
const SPOOL_MARGIN: Duration = Duration::from_millis(300);
/// The hook's error log stays under this size.
const ERROR_LOG_CAP: u64 = 256 * 1024;
/// How long a second delivery of the same event counts as a duplicate.
const DUPLICATE_WINDOW: Duration = Duration::from_secs(60);
/// Memories injected per prompt at most.
const RECALL_LIMIT: usize = 5;

impl Run for Hook {
    /// Reached only through clap (`memory-manager --bogus hook` never gets here: the hook
    /// reads its own command line, `HookLine`).
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let line = HookLine {
            global: ctx.global.clone(),
            hook: self.clone(),
            problems: Vec::new(),
        };
        Ok(run_line(line, ctx.env.clone()))
    }
}

/// The hook, whatever its command line and environment: answers, logs what went wrong,
/// exits 0 (docs/ARCHITECTURE.md "Fail-open").
pub fn run_line(line: HookLine, env: Env) -> ExitCode {
    // `--explain` is a person reading why: it may take its time.
    if !line.hook.explain {
        deadline::arm(DEADLINE);
    }
    let ctx = Ctx {
        global: line.global,
        env,
    };
    let mut problems = line.problems;
    problems.extend(
        ctx.env
            .empty
            .iter()
            .map(|name| format!("{name} is set but empty: ignored")),
    );
    let budget = budget(&line.hook, &ctx, &mut problems);
    let explain = line.hook.explain;
    // Nothing may escape: not an error, not a panic, not a non-zero exit.
    let outcome = std::panic::catch_unwind(|| handle(&ctx, budget, explain));
    let (answer, log_to, error) = match outcome {
        Ok(Handled {
            answer,
            paths,
            error,
        }) => (answer, paths, error),
        Err(panic) => {
            let msg = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            (None, None, Some(format!("panic: {msg}")))
        }
    };
    if !deadline::claim_exit() {
        // The deadline passed first: its handler is printing the prepared answer and exiting.
        loop {
            std::thread::park();
        }
    }
    problems.extend(error);
    if !problems.is_empty() {
        let paths = log_to.or_else(|| ctx.paths_for(None).ok());
        for p in &problems {
            log_error(paths.as_ref(), p);
        }
    }
    if let Some(text) = answer {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.write_all(b"\n");
        let _ = out.flush();
    }
    ExitCode::SUCCESS
}

/// `--budget`, else `MEMORY_MANAGER_BUDGET`, else the default; a value that is not a
/// positive whole number is a problem, and the default is used.
fn budget(hook: &Hook, ctx: &Ctx, problems: &mut Vec<String>) -> usize {
    let Some(given) = hook.budget.as_ref().or(ctx.env.budget.as_ref()) else {
        return DEFAULT_BUDGET;
    };
    match given.trim().parse::<usize>() {
        Ok(n) if n > 0 => n,
        _ => {
            problems.push(format!(
                "budget {given:?} is not a positive whole number: using {DEFAULT_BUDGET}"
            ));
            DEFAULT_BUDGET
        }
    }
}

/// What handling one event came to: the answer to print, where to log, what went wrong.
struct Handled {
    answer: Option<String>,
    paths: Option<Paths>,
    error: Option<String>,
}

fn handle(ctx: &Ctx, budget: usize, explain: bool) -> Handled {
    let failed = |paths, answer, e: anyhow::Error| Handled {
        answer,
        paths,
        error: Some(format!("{e:#}")),
    };
    let value = match read_stdin_json(READ_TIMEOUT, &wire::SHORTEN) {
        Ok(wire::HookInput(value)) => value,
        Err(e) => return failed(None, None, e),
    };
    let parsed = wire::parse_event(&value);
    drop(value);
    let Some((event, name)) = parsed else {
        let e = anyhow::anyhow!("stdin is not a hook event (no hook_event_name)");
        return failed(None, None, e);
    };
    // A host wired twice (its plugin and its settings) delivers every event twice, at once:
    // the first copy handles it, the other answers nothing.
    if !explain && !first_delivery(ctx, &event) {
        return Handled {
            answer: None,
            paths: None,
            error: None,
        };
    }
    // Whatever goes wrong from here, or takes too long, a prompt still gets its reminder.
    let plain = match &event.kind {
        EventKind::Prompt { text } => {
            let block = answer::block(Lang::of_text(text), &[], &[], 0, false, budget);
            wire::render_answer(
                &name,
                &Answer {
                    context: Some(block),
                },
            )
        }
        _ => None,
    };
    deadline::prepare(plain.as_deref(), None);
    let store = match open(ctx, &event) {
        Ok(store) => store,
        Err(e) => return failed(None, plain, e),
    };
    let late = log_line(&format!(
        "no answer within {} ms: {}",
        DEADLINE.as_millis(),
        if plain.is_some() {
            "answered with the plain reminder"
        } else {
            "answered nothing"
        }
    ));
    let log_to = fsx::check_anchored(&store.paths.anchored)
        .is_ok()
        .then(|| store.paths.error_log());
    deadline::prepare(
        plain.as_deref(),
        log_to.as_deref().map(|p| (p, late.as_str())),
    );
    let paths = Some(store.paths.clone());
    let result = if explain {
        explain_event(&store, &event).map(Some)
    } else {
        respond(&store, &event, budget).map(|a| wire::render_answer(&name, &a))
    };
    match result {
        Ok(answer) => Handled {
            answer,
            paths,
            error: None,
        },
        Err(e) => failed(paths, plain, e),
    }
}

/// Whether this process is the first to handle this delivery of the event (always, when the
/// host gives no id or there is no cache folder to keep claims in).
fn first_delivery(ctx: &Ctx, event: &Event) -> bool {
    match (&event.delivery, &ctx.env.cache_dir) {
        (Some(key), Some(cache)) => fsx::claim(
            &cache.join("memory-manager").join("claims"),
            key,
            DUPLICATE_WINDOW,
        ),
        _ => true,
    }
}

/// The event's store; a `--today` / `MEMORY_MANAGER_TODAY` that is not a date is logged and
/// today used instead.
fn open(ctx: &Ctx, event: &Event) -> Result<Store> {
    let paths = ctx.paths_for(event.cwd.as_deref())?;
    let today = ctx.today().unwrap_or_else(|e| {
        log_error(Some(&paths), &format!("{e:#}: using today's date"));
        chrono::Local::now().date_naive()
    });
    Ok(Store::new(paths, today, ctx.env.locale))
}

fn log_error(paths: Option<&Paths>, msg: &str) {
    // Never into a folder that leads outside its project, workspace or home.
    if let Some(p) = paths
        && fsx::check_anchored(&p.anchored).is_ok()
    {
        let _ = fsx::append_bounded(&p.error_log(), &log_line(msg), ERROR_LOG_CAP);
    }
}

/// The lock wait, cut so that a record that cannot get the lock is spooled before the
/// deadline.
fn lock_wait() -> Duration {
    LOCK_WAIT.min(deadline::left().saturating_sub(SPOOL_MARGIN))
}

/// One line of the error log: dated, on one line.
fn log_line(msg: &str) -> String {
    format!(
        "{} hook: {}",
        chrono::Local::now().format("%Y-%m-%dT%H:%M:%S"),
        msg.replace('\n', " ")
    )
}

/// The answer to one event.
pub fn respond(store: &Store, event: &Event, budget: usize) -> Result<Answer> {
    let context = match &event.kind {
        // Whatever goes wrong, the prompt still gets its reminder.
        EventKind::Prompt { text } => {
            Some(on_prompt(store, event, text, budget).unwrap_or_else(|e| {
                log_error(Some(&store.paths), &format!("{e:#}"));
                answer::block(Lang::of_text(text), &[], &[], 0, false, budget)
            }))
        }
        EventKind::ToolFailure(f) => on_failure(store, f)?,
        EventKind::SessionStart => Some(hot_tier(store, budget)?),
        EventKind::Ignored => None,
    };
    Ok(Answer { context })
}

/// What a detection asks the store to do. A sub-agent only records candidates.
pub fn ops_for(d: &Detection, subagent: bool) -> Vec<Op> {
    let entry = |section, source| {
        if subagent {
            let kind = if section == Section::Decisions {
                CandidateKind::Decision
            } else {
                CandidateKind::Rule
            };
            Op::Observe {
                kind,
                summary: d.text.clone(),
                explicit: false,
                source: CandidateSource::Hook,
            }
        } else {
            Op::Entry {
                section,
                text: d.text.clone(),
                source,
                pinned: false,
            }
        }
    };
    let observe = |kind| Op::Observe {
        kind,
        summary: d.text.clone(),
        explicit: false,
        source: CandidateSource::Hook,
    };
    match d.target {
        _ if d.text.trim().is_empty() && d.target != Target::Log => Vec::new(),
        Target::User => vec![entry(Section::Preferences, Provenance::Explicit)],
        Target::MemoryRules => vec![entry(Section::Rules, Provenance::Explicit)],
        Target::MemoryDecisions => vec![entry(Section::Decisions, Provenance::Decision)],
        Target::CandidateRule => vec![observe(CandidateKind::Rule)],
        Target::CandidatePreference => vec![observe(CandidateKind::Preference)],
        Target::Log => vec![Op::Checkpoint {
            text: d.text.clone(),
        }],
        Target::Improvements => vec![Op::Improvement {
            text: d.text.clone(),
        }],
        Target::Nothing => Vec::new(),
    }
}

fn kind_label(kind: SignalKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (SignalKind::Explicit, Lang::Zh) => "明确指示",
        (SignalKind::Explicit, Lang::En) => "explicit",
        (SignalKind::Decision, Lang::Zh) => "决策",
        (SignalKind::Decision, Lang::En) => "decision",
        (SignalKind::NegativeDecision, Lang::Zh) => "否定决策",
        (SignalKind::NegativeDecision, Lang::En) => "decision not to",
        (SignalKind::Correction, Lang::Zh) => "纠正",
        (SignalKind::Correction, Lang::En) => "correction",
        (SignalKind::Preference, Lang::Zh) => "偏好",
        (SignalKind::Preference, Lang::En) => "preference",
        (_, Lang::Zh) => "记录",
        (_, Lang::En) => "note",
    }
}

fn on_prompt(store: &Store, event: &Event, text: &str, budget: usize) -> Result<String> {
    let lang = Lang::of_text(text);
    let detection = prompt::detect(text);
    let ops = ops_for(&detection, event.subagent);
    // A failed save must not cost the user the reminder and their memories: log, go on.
    let outcomes = store.apply(ops, lock_wait()).unwrap_or_else(|e| {
        log_error(Some(&store.paths), &format!("saving from a prompt: {e:#}"));
        Vec::new()
    });
    let month = store.today.format("%Y-%m").to_string();
    let mut notes: Vec<Note> = outcomes
        .into_iter()
        .map(|o| match o {
            Outcome::Placed(placed) => Note::Saved {
                placed,
                month: month.clone(),
                kind: kind_label(detection.kind, lang),
            },
            Outcome::Observed(obs) => Note::Candidate {
                id: obs.id,
                count: obs.count,
                ready: obs.ready,
            },
            Outcome::Logged { file } => Note::Logged { file },
            Outcome::Spooled => Note::Spooled,
        })
        .collect();
    // What the hook could not phrase, the agent (who has the conversation) is asked to save.
    if let Verdict::Ask(target) = detection.gate.verdict
        && !event.subagent
    {
        notes.extend(Note::ask(target, kind_label(detection.kind, lang)));
    }
    let saved_at: Vec<(MemFile, usize)> = notes
        .iter()
        .filter_map(|n| match n {
            Note::Saved { placed, .. } => Some((placed.file, placed.line)),
            _ => None,
        })
        .collect();
    let memories: Vec<String> = store
        .rank(text, RECALL_LIMIT + saved_at.len())?
        .iter()
        .filter(|h| !saved_at.contains(&(h.file, h.line)))
        .take(RECALL_LIMIT)
        .map(answer::cite)
        .collect();
    let ready = store.ready_count()?;
    Ok(answer::block(
        lang,
        &notes,
        &memories,
        ready,
        detection.kind == SignalKind::Help,
        budget,
    ))
}

fn on_failure(store: &Store, f: &ToolFailure) -> Result<Option<String>> {
    let Some(summary) = failure::summarize(f) else {
        return Ok(None);
    };
    let op = Op::Observe {
        kind: CandidateKind::Error,
        summary: summary.summary,
        explicit: false,
        source: CandidateSource::Hook,
    };
    let outcomes = store.apply(vec![op], lock_wait())?;
    // Speak only when a candidate has just become ready.
    Ok(outcomes.into_iter().find_map(|o| match o {
        Outcome::Observed(obs) if obs.ready && obs.count == 3 => {
            let lang = store.lang();
            let note = Note::Candidate {
                id: obs.id,
                count: obs.count,
                ready: true,
            };
            Some(answer::block(lang, &[note], &[], 0, false, usize::MAX))
        }
        _ => None,
    }))
}

/// Session start: pinned facts, rules, preferences, recent decisions, within the budget.
pub fn hot_tier(store: &Store, budget: usize) -> Result<String> {
    let tier = store.hot_tier()?;
    let memories: Vec<String> = tier.lines.iter().map(answer::cite).collect();
    Ok(answer::block(
        tier.lang,
        &[],
        &memories,
        store.ready_count()?,
        false,
        budget,
    ))
}

/// `hook --explain`: what the hook would do with this event, without doing it.
fn explain_event(store: &Store, event: &Event) -> Result<String> {
    let mut out = format!(
        "layout: {} ({})\n",
        store.paths.layout.name(),
        store.paths.reason
    );
    out.push_str(&format!(
        "memory folder: {}\n",
        store.paths.data_dir.display()
    ));
    out.push_str(&format!("sub-agent: {}\n", event.subagent));
    match &event.kind {
        EventKind::Prompt { text } => {
            let d = prompt::detect(text);
            out.push_str(&format!(
                "signal: {:?} → {:?}\nreason: {}\ngate: {:?} ({})\n",
                d.kind, d.target, d.reason, d.gate.verdict, d.gate.why
            ));
            if let Verdict::Ask(target) = d.gate.verdict
                && let Some(command) = answer::save_command(target)
            {
                out.push_str(&format!("would ask the agent to save it: {command}\n"));
            }
            for op in ops_for(&d, event.subagent) {
                out.push_str(&format!(
                    "would apply: {}\n",
                    serde_json::to_string(&op).context("op")?
                ));
            }
        }
        EventKind::ToolFailure(f) => match failure::summarize(f) {
            Some(s) => out.push_str(&format!("failure: {}\n", s.summary)),
            None => out.push_str("failure: nothing worth recording\n"),
        },
        EventKind::SessionStart => out.push_str("session start: would inject the hot tier\n"),
        EventKind::Ignored => out.push_str("ignored event\n"),
    }
    Ok(out)
}
