//! One file per subcommand, each `impl Run` for its arguments struct in `cli.rs`; this file
//! dispatches and holds what every command shares: the run's context.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use chrono::{Local, NaiveDate};

use crate::cli::{CandidatesCmd, Cmd, Global, HostArg, ToolsArg};
use crate::config::Env;
use crate::hosts::{Host, locate};
use crate::store::citation;
use crate::store::doc::Section;
use crate::store::edit::Seen;
use crate::store::paths::{MemFile, Paths};
use crate::store::{Placed, Provenance, Store};
use crate::tools::Naming;

mod add_skill;
mod auto_skill;
mod candidates;
mod check;
mod completions;
mod consolidate;
mod demo;
mod evolve;
mod forget;
mod handoff;
mod health_check;
pub mod hook;
mod import;
mod init;
mod install_hooks;
mod man;
mod mcp;
mod merge_file;
mod recall;
mod signals;
mod supersede;
mod tool;
mod write_log;
mod write_memory;
mod write_user;

/// Exit statuses, as ripgrep's: 0 done or found; [`NOTHING_FOUND`] when the answer is "none"
/// (`recall` matched nothing, `health-check` found something that needs you); [`ERROR`] for
/// every error (a bad argument, a refused change, a file that cannot be read; clap's usage
/// errors are 2 too). The hook always exits 0 (docs/ARCHITECTURE.md "Fail-open").
pub const NOTHING_FOUND: u8 = 1;
pub const ERROR: u8 = 2;

/// The exit status of a command whose answer is "none".
pub fn nothing_found() -> ExitCode {
    ExitCode::from(NOTHING_FOUND)
}

pub trait Run {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode>;
}

impl Run for Cmd {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        match self {
            Cmd::Init(c) => c.run(ctx),
            Cmd::Hook(c) => c.run(ctx),
            Cmd::Mcp(c) => c.run(ctx),
            Cmd::Tool(c) => c.run(ctx),
            Cmd::Signals(c) => c.run(ctx),
            Cmd::InstallHooks(c) => c.run(ctx),
            Cmd::UninstallHooks(c) => c.run(ctx),
            Cmd::WriteMemory(c) => c.run(ctx),
            Cmd::WriteUser(c) => c.run(ctx),
            Cmd::WriteLog(c) => c.run(ctx),
            Cmd::Recall(c) => c.run(ctx),
            Cmd::Supersede(c) => c.run(ctx),
            Cmd::Forget(c) => c.run(ctx),
            Cmd::Candidates(c) => match &c.action {
                CandidatesCmd::List(c) => c.run(ctx),
                CandidatesCmd::Add(c) => c.run(ctx),
                CandidatesCmd::Resolve(c) => c.run(ctx),
                CandidatesCmd::Promote(c) => c.run(ctx),
                CandidatesCmd::Drop(c) => c.run(ctx),
            },
            Cmd::Evolve(c) => c.run(ctx),
            Cmd::Consolidate(c) => c.run(ctx),
            Cmd::Import(c) => c.run(ctx),
            Cmd::HealthCheck(c) => c.run(ctx),
            Cmd::Handoff(c) => c.run(ctx),
            Cmd::AddSkill(c) => c.run(ctx),
            Cmd::AutoSkill(c) => c.run(ctx),
            Cmd::Demo(c) => c.run(ctx),
            Cmd::MergeFile(c) => c.run(ctx),
            Cmd::Check(c) => c.run(ctx),
            Cmd::Completions(c) => c.run(ctx),
            Cmd::Man(c) => c.run(ctx),
        }
    }
}

/// What every command runs with: the global options and the environment.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub global: Global,
    pub env: Env,
}

impl Ctx {
    /// `--today`, else `MEMORY_MANAGER_TODAY`, else the local date.
    pub fn today(&self) -> Result<NaiveDate> {
        match (&self.global.today, &self.env.today) {
            (Some(s), _) => parse_date(s),
            (None, Some(s)) => parse_date(s).map_err(|_| {
                anyhow::anyhow!("MEMORY_MANAGER_TODAY {s:?} is not a date like 2026-11-30")
            }),
            (None, None) => Ok(Local::now().date_naive()),
        }
    }

    /// The memory folders the command line and environment point at, for the folder `cwd`
    /// (the current folder when `None`).
    pub fn paths_for(&self, cwd: Option<&Path>) -> Result<Paths> {
        let root = self.global.root.as_ref().or(self.env.root.as_ref());
        let layout = self.global.layout.map(host);
        locate::locate(root.map(|p| p.as_path()), layout, cwd, &self.env.hosts)
    }

    /// The session a command belongs to (evolution cards are counted per session): `given`,
    /// else `CLAUDE_CODE_SESSION_ID`, else the store's date.
    pub fn session(&self, given: Option<&str>, store: &Store) -> String {
        given
            .or(self.env.session_id.as_deref())
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map_or_else(|| store.today.to_string(), str::to_string)
    }

    /// The store of the current folder.
    pub fn store(&self) -> Result<Store> {
        Ok(Store::new(
            self.paths_for(None)?,
            self.today()?,
            self.env.locale,
            self.env.cache_dir.clone(),
        ))
    }
}

pub fn parse_date(s: &str) -> Result<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
        .with_context(|| format!("--today {s:?} is not a date like 2026-11-30"))
}

pub fn host(arg: HostArg) -> Host {
    match arg {
        HostArg::ClaudeCode => Host::ClaudeCode,
        HostArg::Openclaw => Host::Openclaw,
    }
}

/// How the host that offers the agent's tools names them.
pub fn naming(arg: ToolsArg) -> Naming {
    match arg {
        ToolsArg::Mcp => Naming::Mcp,
        ToolsArg::Openclaw => Naming::Openclaw,
    }
}

/// A closed stdout (`memory-manager recall x | head -1`) is a clean exit, not an error.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// `write-memory` and `write-user`: one fact, under the lock, cited back.
pub(crate) fn write_fact(ctx: &Ctx, section: Section, pin: bool, text: &str) -> Result<ExitCode> {
    let store = ctx.store()?;
    let placed = store.transaction(|tx| tx.add_entry(section, text, &Provenance::Manual, pin))?;
    println!("{}", describe_placed(&placed));
    store.note_cited(
        cited_session(ctx),
        [(placed.file, placed.line, placed.text.as_str())],
    );
    Ok(ExitCode::SUCCESS)
}

/// A fact written or found, as the commands report it: `saved 📍 MEMORY.md:L12 text`.
pub(crate) fn describe_placed(p: &Placed) -> String {
    let verb = if p.duplicate {
        "already there"
    } else {
        "saved"
    };
    format!("{verb} 📍 {}:L{} {}", p.file.name(), p.line, p.text)
}

/// A fact's citation as typed or pasted (`MEMORY.md:L12`, `📍 USER.md:12`, or the whole line
/// `recall` printed) and what the caller saw there: `--was`, else the text pasted after the
/// citation. One reader with the agent's tools (`store::citation`).
pub(crate) fn parse_location(
    text: &str,
    was: Option<&str>,
) -> Result<(MemFile, usize, Option<String>)> {
    let (file, line, seen) = citation::parse_line_seen(text).map_err(anyhow::Error::msg)?;
    Ok((file, line, was.map(str::to_string).or(seen)))
}

/// What the caller of `supersede` or `forget` saw at the line: the text it gave, else what
/// its session (`CLAUDE_CODE_SESSION_ID`; none for a person) was last shown there.
pub(crate) fn seen<'a>(ctx: &'a Ctx, was: Option<&'a str>) -> Seen<'a> {
    match was {
        Some(text) => Seen::Text(text),
        None => Seen::Shown(cited_session(ctx)),
    }
}

/// The session a citation printed to this command's caller is noted under (none: a person).
pub(crate) fn cited_session(ctx: &Ctx) -> Option<&str> {
    ctx.env
        .session_id
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
}
