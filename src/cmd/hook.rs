//! `memory-manager hook`: one host event on stdin, one answer on stdout, exit 0 always.
//!
//! host JSON → [`Event`] → signals → store → answer. Its own errors go to the bounded log
//! beside the memory files, never to the host.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::answer::{self, Note};
use crate::cli::Global;
use crate::event::{Answer, Event, EventKind, ToolFailure};
use crate::hosts::claude_code::wire;
use crate::hosts::input::read_stdin_json;
use crate::signals::failure;
use crate::signals::prompt::{self, Detection, SignalKind, Target, Verdict};
use crate::store::candidates::CandidateKind;
use crate::store::doc::{Doc, Section};
use crate::store::paths::{self, MemFile, Paths};
use crate::store::recall::Hit;
use crate::store::{self, Op, Outcome, Source, Store, fsx};
use crate::text::Lang;

/// How long stdin may take to deliver one event.
const READ_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a hook waits for the lock before spooling its record.
const LOCK_WAIT: Duration = Duration::from_millis(1500);
/// The hook's error log stays under this size.
const ERROR_LOG_CAP: u64 = 256 * 1024;
/// Memories injected per prompt at most.
const RECALL_LIMIT: usize = 5;

pub fn run(g: &Global, budget: usize, explain: bool) -> Result<ExitCode> {
    // Nothing may escape: not an error, not a panic, not a non-zero exit.
    let outcome = std::panic::catch_unwind(|| handle(g, budget, explain));
    let (answer, error) = match outcome {
        Ok(Ok(answer)) => (answer, None),
        Ok(Err((paths, e))) => (None, Some((paths, format!("{e:#}")))),
        Err(panic) => {
            let msg = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            (None, Some((fallback_paths(g), format!("panic: {msg}"))))
        }
    };
    if let Some((paths, msg)) = error {
        log_error(paths.as_ref(), &msg);
    }
    if let Some(text) = answer {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.write_all(b"\n");
        let _ = out.flush();
    }
    Ok(ExitCode::SUCCESS)
}

type HookError = (Option<Paths>, anyhow::Error);

fn handle(g: &Global, budget: usize, explain: bool) -> Result<Option<String>, HookError> {
    let wire::HookInput(value) =
        read_stdin_json(READ_TIMEOUT, &wire::SHORTEN).map_err(|e| (fallback_paths(g), e))?;
    let parsed = wire::parse_event(&value);
    drop(value);
    let Some((event, name)) = parsed else {
        return Err((
            fallback_paths(g),
            anyhow::anyhow!("stdin is not a hook event (no hook_event_name)"),
        ));
    };
    let store = open(g, &event).map_err(|e| (fallback_paths(g), e))?;
    let paths = store.paths.clone();
    let wrap = |e: anyhow::Error| (Some(paths.clone()), e);
    if explain {
        return explain_event(&store, &event).map(Some).map_err(wrap);
    }
    let answer = respond(&store, &event, budget).map_err(wrap)?;
    Ok(wire::render_answer(&name, &answer))
}

fn open(g: &Global, event: &Event) -> Result<Store> {
    let paths = paths::resolve(g.root.as_deref(), g.layout, event.cwd.as_deref())?;
    Ok(Store::new(paths, store::today(g)?))
}

/// Where to log an error that came before the event's own folder was known.
fn fallback_paths(g: &Global) -> Option<Paths> {
    paths::resolve(g.root.as_deref(), g.layout, None).ok()
}

fn log_error(paths: Option<&Paths>, msg: &str) {
    if let Some(p) = paths {
        let line = format!(
            "{} hook: {}",
            chrono::Local::now().format("%Y-%m-%dT%H:%M:%S"),
            msg.replace('\n', " ")
        );
        let _ = fsx::append_bounded(&p.error_log(), &line, ERROR_LOG_CAP);
    }
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
    };
    match d.target {
        _ if d.text.trim().is_empty() && d.target != Target::Log => Vec::new(),
        Target::User => vec![entry(Section::Preferences, Source::Explicit)],
        Target::MemoryRules => vec![entry(Section::Rules, Source::Explicit)],
        Target::MemoryDecisions => vec![entry(Section::Decisions, Source::Decision)],
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
    let outcomes = store.apply(ops, LOCK_WAIT).unwrap_or_else(|e| {
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
    };
    let outcomes = store.apply(vec![op], LOCK_WAIT)?;
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

fn read_docs(store: &Store) -> Result<Vec<(MemFile, Doc)>> {
    let mut out = Vec::with_capacity(2);
    for f in [MemFile::Memory, MemFile::User] {
        if let Some(d) = store.read_doc(f)? {
            out.push((f, d));
        }
    }
    Ok(out)
}

/// Session start: pinned facts, rules, preferences, recent decisions, within the budget.
pub fn hot_tier(store: &Store, budget: usize) -> Result<String> {
    let docs = read_docs(store)?;
    let lang = docs
        .iter()
        .find(|(f, _)| *f == MemFile::Memory)
        .map_or(Lang::from_env(), |(_, d)| d.lang);
    let mut pinned = Vec::new();
    let mut rest = Vec::new();
    for (file, doc) in &docs {
        let entries = doc.entries();
        // The last five decision lines of the file.
        let recent_decisions: Vec<usize> = entries
            .iter()
            .filter(|l| l.section == Some(Section::Decisions))
            .rev()
            .take(5)
            .map(|l| l.line)
            .collect();
        for l in &entries {
            if !l.entry.is_active() {
                continue;
            }
            let hit = Hit {
                file: *file,
                line: l.line,
                month: l.entry.month.clone(),
                fact: l.entry.fact.clone(),
                pinned: l.entry.pinned,
                score: 0.0,
            };
            let wanted = match l.section {
                Some(
                    Section::Rules
                    | Section::Corrections
                    | Section::Preferences
                    | Section::Style
                    | Section::Background,
                ) => true,
                Some(Section::Decisions) => recent_decisions.contains(&l.line),
                _ => false,
            };
            if l.entry.pinned {
                pinned.push(hit);
            } else if wanted {
                rest.push(hit);
            }
        }
    }
    // Newest first after the pinned ones, so the budget keeps what is freshest.
    rest.sort_by(|a, b| b.month.cmp(&a.month).then(b.line.cmp(&a.line)));
    let memories: Vec<String> = pinned.iter().chain(&rest).map(answer::cite).collect();
    Ok(answer::block(
        lang,
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
