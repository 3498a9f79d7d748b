//! One file per subcommand; this file only dispatches.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{CandidatesCmd, Cmd, Global};

mod add_skill;
mod auto_skill;
mod candidates;
mod consolidate;
mod demo;
mod evolve;
mod forget;
mod handoff;
mod health_check;
mod hook;
mod init;
mod install_hooks;
mod recall;
mod signals;
mod supersede;
mod write_log;
mod write_memory;
mod write_user;

pub trait Run {
    fn run(&self, global: &Global) -> Result<ExitCode>;
}

impl Run for Cmd {
    fn run(&self, g: &Global) -> Result<ExitCode> {
        match self {
            Cmd::Init { lang } => init::run(g, *lang),
            Cmd::Hook { budget, explain } => hook::run(g, *budget, *explain),
            Cmd::Signals { text, json } => signals::run(text, *json),
            Cmd::InstallHooks(args) => install_hooks::install(g, args),
            Cmd::UninstallHooks(args) => install_hooks::uninstall(g, args),
            Cmd::WriteMemory { section, pin, text } => write_memory::run(g, *section, *pin, text),
            Cmd::WriteUser { section, pin, text } => write_user::run(g, *section, *pin, text),
            Cmd::WriteLog { text } => write_log::run(g, text),
            Cmd::Recall { query, limit, json } => recall::run(g, query, *limit, *json),
            Cmd::Supersede { location, new_text } => supersede::run(g, location, new_text),
            Cmd::Forget { location, hard } => forget::run(g, location, *hard),
            Cmd::Candidates { action } => match action {
                CandidatesCmd::List { ready, json } => candidates::list(g, *ready, *json),
                CandidatesCmd::Add {
                    kind,
                    text,
                    explicit,
                } => candidates::add(g, *kind, text, *explicit),
                CandidatesCmd::Promote { id } => candidates::promote(g, id),
                CandidatesCmd::Drop { id, reason } => candidates::drop(g, id, reason),
            },
            Cmd::Evolve(args) => evolve::run(g, args),
            Cmd::Consolidate { apply, json } => consolidate::run(g, *apply, *json),
            Cmd::HealthCheck { json } => health_check::run(g, *json),
            Cmd::Handoff => handoff::run(g),
            Cmd::AddSkill { name, description } => add_skill::run(g, name, description),
            Cmd::AutoSkill {
                name,
                steps,
                description,
            } => auto_skill::run(g, name, steps, description.as_deref()),
            Cmd::Demo { dir } => demo::run(dir.as_deref()),
        }
    }
}

/// A closed stdout (`memory-manager recall x | head -1`) is a clean exit, not an error.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// `MEMORY.md:L12`, `USER.md:12`, `memory:L3` → the file and its 1-based line.
pub(crate) fn parse_location(text: &str) -> Result<(crate::store::paths::MemFile, usize)> {
    use anyhow::Context;
    let (file, line) = text
        .rsplit_once(':')
        .with_context(|| format!("{text:?} is not a location like MEMORY.md:L12"))?;
    let file = crate::store::paths::MemFile::parse(file)
        .with_context(|| format!("unknown file {file:?}: use MEMORY.md or USER.md"))?;
    let digits = line.trim().trim_start_matches(['L', 'l']);
    let line = digits
        .parse::<usize>()
        .ok()
        .filter(|n| *n > 0)
        .with_context(|| format!("{text:?} is not a location like MEMORY.md:L12"))?;
    Ok((file, line))
}
