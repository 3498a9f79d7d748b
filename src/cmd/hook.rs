//! `memory-manager hook`: one host event on stdin, one answer on stdout, exit 0 always.
//!
//! host JSON → [`Event`] → signals → store → answer. Its own errors go to the bounded log
//! beside the memory files, never to the host.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::answer::{self, Block, Note, ToolNames};
use crate::cli::{DEFAULT_BUDGET, Hook, HookLine};
use crate::cmd::{Ctx, Run, naming};
use crate::config::Env;
use crate::deadline;
use crate::event::{Answer, Event, EventKind, ToolFailure, ToolSuccess};
use crate::fsx;
use crate::hosts::claude_code::wire;
use crate::hosts::input::{TooLarge, read_stdin_json};
use crate::hosts::openclaw::bootstrap;
use crate::signals::failure;
use crate::signals::failure::fix::{self, Success, Watch};
use crate::signals::ops;
use crate::signals::prompt::{self, SignalKind, Verdict};
use crate::store::candidates::{CandidateKind, CandidateSource};
use crate::store::in_context::InContext;
use crate::store::paths::{MemFile, Paths};
use crate::store::recall;
use crate::store::{Op, Outcome, Store};
use crate::text::Lang;

/// From the process's start, when the hook gives up and answers with what it has (the
/// plain reminder, for a prompt): inside the 2 s DESIGN promises on any input. Tests set
/// their own (`MEMORY_MANAGER_HOOK_DEADLINE_MS`): a debug build on a loaded machine is not
/// the product, and a deadline test wants a short one.
const DEADLINE: Duration = Duration::from_millis(1800);
/// How long stdin may take to deliver one event (hosts write it as they start us), at most.
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
    let mut problems = line.problems;
    let limit = hook_deadline(&env, &mut problems);
    // `--explain` is a person reading why: it may take its time.
    if !line.hook.explain {
        deadline::arm(limit);
    }
    let ctx = Ctx {
        global: line.global,
        env,
    };
    problems.extend(
        ctx.env
            .empty
            .iter()
            .map(|name| format!("{name} is set but empty: ignored")),
    );
    let budget = budget(&line.hook, &ctx, &mut problems);
    let explain = line.hook.explain;
    let wiring = Wiring {
        tools: line.hook.tools.map(|t| crate::tools::names(naming(t))),
        notify: !ctx.env.notify_off,
    };
    // Nothing may escape: not an error, not a panic, not a non-zero exit.
    let outcome = std::panic::catch_unwind(|| handle(&ctx, budget, explain, limit, &wiring));
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

/// `MEMORY_MANAGER_HOOK_DEADLINE_MS` (tests and diagnosis), else [`DEADLINE`]; a value that
/// is not a positive whole number is a problem, and the default is used.
fn hook_deadline(env: &Env, problems: &mut Vec<String>) -> Duration {
    let Some(given) = env.hook_deadline_ms.as_ref() else {
        return DEADLINE;
    };
    match given.trim().parse::<u64>() {
        Ok(ms) if ms > 0 => Duration::from_millis(ms),
        _ => {
            problems.push(format!(
                "MEMORY_MANAGER_HOOK_DEADLINE_MS {given:?} is not a positive whole number: using {}",
                DEADLINE.as_millis()
            ));
            DEADLINE
        }
    }
}

/// What the hook knows besides its event and budget.
pub struct Wiring {
    /// The agent's memory tools, when the host offers them (`hook --tools`).
    pub tools: Option<ToolNames<'static>>,
    /// Tell the person what was saved (`MEMORY_MANAGER_NOTIFY`).
    pub notify: bool,
}

/// What handling one event came to: the answer to print, where to log, what went wrong.
struct Handled {
    answer: Option<String>,
    paths: Option<Paths>,
    error: Option<String>,
}

fn handle(ctx: &Ctx, budget: usize, explain: bool, limit: Duration, wiring: &Wiring) -> Handled {
    let failed = |paths, answer, e: anyhow::Error| Handled {
        answer,
        paths,
        error: Some(format!("{e:#}")),
    };
    // A shorter deadline (a test's) leaves the read the same margin as the lock wait.
    let read_timeout = READ_TIMEOUT.min(limit.saturating_sub(SPOOL_MARGIN));
    let value = match read_stdin_json(read_timeout, &wire::SHORTEN) {
        Ok(wire::HookInput(value)) => value,
        Err(e) => {
            // A prompt too large to read still gets the plain reminder (in the locale's
            // language: its text was not read).
            let plain = e
                .downcast_ref::<TooLarge>()
                .and_then(|t| t.event.as_deref())
                .filter(|name| *name == "UserPromptSubmit")
                .and_then(|name| {
                    let tools = wiring.tools.as_ref();
                    let block = Block::plain(ctx.env.locale, tools, budget).render();
                    wire::render_answer(
                        name,
                        &Answer {
                            context: Some(block),
                            notice: None,
                        },
                    )
                });
            return failed(None, plain, e);
        }
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
            let lang = Lang::of_text(text);
            let block = Block::plain(lang, wiring.tools.as_ref(), budget).render();
            wire::render_answer(
                &name,
                &Answer {
                    context: Some(block),
                    notice: None,
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
        limit.as_millis(),
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
        explain_event(&store, &event, wiring.tools.as_ref()).map(Some)
    } else {
        respond(&store, &event, budget, wiring).map(|a| wire::render_answer(&name, &a))
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
        (Some(key), Some(cache)) => fsx::claim(&cache.join("claims"), key, DUPLICATE_WINDOW),
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
    Ok(Store::new(
        paths,
        today,
        ctx.env.locale,
        ctx.env.cache_dir.clone(),
    ))
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
pub fn respond(store: &Store, event: &Event, budget: usize, wiring: &Wiring) -> Result<Answer> {
    let tools = wiring.tools.as_ref();
    let mut notice = None;
    let context = match &event.kind {
        // Whatever goes wrong, the prompt still gets its reminder.
        EventKind::Prompt { text } => Some(
            on_prompt(store, event, text, budget, tools)
                .map(|(block, saved)| {
                    notice = saved.filter(|_| wiring.notify);
                    block
                })
                .unwrap_or_else(|e| {
                    log_error(Some(&store.paths), &format!("{e:#}"));
                    Block::plain(Lang::of_text(text), tools, budget).render()
                }),
        ),
        EventKind::ToolFailure(f) => on_failure(store, event, f, wiring)?,
        EventKind::ToolSuccess(s) => on_success(store, event, s)?,
        EventKind::SessionStart => Some(session_start(store, event, budget, tools)?),
        EventKind::Ignored => None,
    };
    Ok(Answer { context, notice })
}

fn on_prompt(
    store: &Store,
    event: &Event,
    text: &str,
    budget: usize,
    tools: Option<&ToolNames>,
) -> Result<(String, Option<String>)> {
    let lang = Lang::of_text(text);
    let detection = prompt::detect(text);
    let ops = ops::ops_for(&detection, event.subagent);
    // A failed save must not cost the user the reminder and their memories: log, go on.
    let outcomes = store.apply(ops, lock_wait()).unwrap_or_else(|e| {
        log_error(Some(&store.paths), &format!("saving from a prompt: {e:#}"));
        Vec::new()
    });
    let month = store.today.format("%Y-%m").to_string();
    let mut notes: Vec<Note> = outcomes
        .into_iter()
        // Every outcome has its note (an observed fix that changed nothing has none).
        .filter_map(|o| {
            Some(match o {
                Outcome::Placed(placed) => Note::Saved {
                    placed,
                    month: month.clone(),
                    kind: answer::kind_label(detection.kind, lang),
                },
                Outcome::Observed(obs) => Note::Candidate {
                    id: obs.id,
                    count: obs.count,
                    ready: obs.ready,
                },
                Outcome::Logged { file } => Note::Logged { file },
                Outcome::Spooled => Note::Spooled,
                Outcome::Resolved(Some(r)) => Note::Resolved {
                    id: r.id,
                    fix: r.fix,
                },
                Outcome::Resolved(None) => return None,
            })
        })
        .collect();
    // What the hook could not phrase, the agent (who has the conversation) is asked to save.
    if let Verdict::Ask(target) = detection.gate.verdict
        && !event.subagent
    {
        notes.extend(Note::ask(target, answer::kind_label(detection.kind, lang)));
    }
    let saved_at: Vec<(MemFile, usize)> = notes
        .iter()
        .filter_map(|n| match n {
            Note::Saved { placed, .. } => Some((placed.file, placed.line)),
            _ => None,
        })
        .collect();
    // Ranked past the limit: lines the model already has (shown at the session's start, or
    // loaded by the host) make room for the next ones.
    // A file too large to rank is left out (and logged), the other still ranked; what was
    // saved is said even when nothing can be ranked: the answer loses only what failed.
    // A question of general knowledge ("Pinia 跟 Vuex 差在哪？") or a bare "thx, that worked"
    // recalls nothing (docs/RECALL.md, "General questions").
    let hits = if recall::needs_no_memory(text) {
        Vec::new()
    } else {
        match store.rank_what_fits(text, RECALL_LIMIT * 3 + saved_at.len()) {
            Ok((hits, left_out)) => {
                for why in left_out {
                    log_error(Some(&store.paths), &why);
                }
                hits
            }
            Err(e) => {
                log_error(Some(&store.paths), &format!("{e:#}"));
                Vec::new()
            }
        }
    };
    let known = if hits.is_empty() {
        InContext::default()
    } else {
        store.in_context(
            event.session_id.as_deref(),
            bootstrap::host_loads(store.paths.layout, event.subagent),
        )
    };
    // A line naming a path, package or script that is gone is marked and ranked below the
    // lines that are fine (docs/RECALL.md "Memory that stays true").
    let marked = store.mark_stale(hits);
    let chosen: Vec<_> = marked
        .iter()
        .filter(|m| !saved_at.contains(&(m.hit.file, m.hit.line)) && !known.has(&m.hit))
        .take(RECALL_LIMIT)
        .collect();
    let memories: Vec<String> = chosen
        .iter()
        .map(|m| answer::cite_marked(m, lang))
        .collect();
    let ready = store.ready_count().unwrap_or_else(|e| {
        log_error(Some(&store.paths), &format!("{e:#}"));
        0
    });
    let (block, shown) = Block {
        lang,
        tools,
        notes: &notes,
        memories: &memories,
        ready,
        help: detection.kind == SignalKind::Help,
        budget,
    }
    .render_showing();
    // What this block cites, so that the citation given back acts on the fact it named.
    let saved = notes.iter().filter_map(|n| match n {
        Note::Saved { placed, .. } => Some((placed.file, placed.line, placed.text.as_str())),
        _ => None,
    });
    let recalled = chosen[..shown]
        .iter()
        .map(|m| (m.hit.file, m.hit.line, m.hit.fact.as_str()));
    store.note_cited(event.session_id.as_deref(), saved.chain(recalled));
    Ok((block, answer::notice(lang, &notes)))
}

fn on_failure(
    store: &Store,
    event: &Event,
    f: &ToolFailure,
    wiring: &Wiring,
) -> Result<Option<String>> {
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
    let Some(Outcome::Observed(obs)) = outcomes.into_iter().next() else {
        return Ok(None);
    };
    // A later call that succeeds at the same task may tell what fixed it.
    if let (Some(watch), Some(command)) = (watch_file(store, event), &f.command) {
        let dir = &store.paths.data_dir;
        if let Err(e) = Watch::failed(&watch, dir, &f.tool, command, &obs.id, fix::now()) {
            log_error(Some(&store.paths), &format!("watching a failure: {e:#}"));
        }
    }
    // Speak only when a candidate has just become ready.
    if !obs.just_ready() {
        return Ok(None);
    }
    let note = Note::Failure {
        id: obs.id,
        count: obs.count,
        fix: obs.fix,
    };
    let tools = wiring.tools.as_ref();
    Ok(Some(
        Block {
            lang: store.lang(),
            tools,
            notes: &[note],
            memories: &[],
            ready: 0,
            help: false,
            budget: usize::MAX,
        }
        .render(),
    ))
}

/// The file where the event's session keeps the failures waiting for their fix.
fn watch_file(store: &Store, event: &Event) -> Option<PathBuf> {
    let session = event.session_id.as_deref().filter(|s| !s.is_empty())?;
    Some(Watch::file(store.cache_dir.as_deref()?, session))
}

/// A successful call may be what fixed a failure watched in its session: recorded as that
/// candidate's fix (docs/TOOLS.md "Lessons that carry their fix"). Answers nothing.
fn on_success(store: &Store, event: &Event, s: &ToolSuccess) -> Result<Option<String>> {
    let Some(mut watch) = watch_file(store, event).and_then(|path| Watch::load(&path)) else {
        return Ok(None);
    };
    let success = match &s.command {
        _ if s.edits_files => Success::Edit,
        Some(command) => Success::Command {
            tool: &s.tool,
            command,
        },
        None => return Ok(None),
    };
    let fixed = watch.succeeded(&store.paths.data_dir, success, fix::now());
    watch.save()?;
    if let (false, Some(command)) = (fixed.is_empty(), &s.command) {
        let fix = fix::observed_fix(command, store.lang());
        let ops: Vec<Op> = fixed
            .into_iter()
            .map(|id| Op::Resolve {
                id,
                fix: fix.clone(),
                observed: true,
            })
            .collect();
        store.apply(ops, lock_wait())?;
    }
    Ok(None)
}

/// Session start: pinned facts, rules, preferences, recent decisions, within the budget,
/// but none the host loads itself; what is shown is recorded for the session's prompts.
fn session_start(
    store: &Store,
    event: &Event,
    budget: usize,
    tools: Option<&ToolNames>,
) -> Result<String> {
    let tier = store.hot_tier()?;
    let loaded = store.in_context(
        None,
        bootstrap::host_loads(store.paths.layout, event.subagent),
    );
    let lines: Vec<_> = tier.lines.into_iter().filter(|h| !loaded.has(h)).collect();
    let marked = store.mark_stale(lines);
    let memories: Vec<String> = marked
        .iter()
        .map(|m| answer::cite_marked(m, tier.lang))
        .collect();
    let lines: Vec<_> = marked.into_iter().map(|m| m.hit).collect();
    let (block, shown) = Block {
        lang: tier.lang,
        tools,
        notes: &[],
        memories: &memories,
        ready: store.ready_count()?,
        help: false,
        budget,
    }
    .render_showing();
    if let Some(session) = &event.session_id {
        store.record_shown(session, &lines[..shown]);
    }
    store.note_cited(
        event.session_id.as_deref(),
        lines[..shown]
            .iter()
            .map(|h| (h.file, h.line, h.fact.as_str())),
    );
    Ok(block)
}

/// `hook --explain`: what the hook would do with this event, without doing it.
fn explain_event(store: &Store, event: &Event, tools: Option<&ToolNames>) -> Result<String> {
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
                "signal: {:?} → {:?}\nreason: {}\ndecided: {}\ngate: {:?} ({})\n",
                d.kind,
                d.target,
                d.reason,
                d.decided(),
                d.gate.verdict,
                d.gate.why
            ));
            if let Verdict::Ask(target) = d.gate.verdict
                && let Some(command) = answer::save_command(target, tools)
            {
                out.push_str(&format!("would ask the agent to save it: {command}\n"));
            }
            for op in ops::ops_for(&d, event.subagent) {
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
        EventKind::ToolSuccess(s) => out.push_str(&format!(
            "tool success: {} (would settle this session's watched failures)\n",
            s.command.as_deref().unwrap_or(&s.tool)
        )),
        EventKind::SessionStart => out.push_str("session start: would inject the hot tier\n"),
        EventKind::Ignored => out.push_str("ignored event\n"),
    }
    Ok(out)
}
