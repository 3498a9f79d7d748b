//! `install-hooks` / `uninstall-hooks`: wire this binary into a host, or unwire it.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{HostArg, HostTarget, InstallHooks, ScopeArg, UninstallHooks};
use crate::cmd::{Ctx, Run};
use crate::hosts::claude_code::mcp_config::{self, Writer};
use crate::hosts::claude_code::settings::{self, Scope};
use crate::hosts::claude_code::{named, plugin};
use crate::hosts::{current_binary, openclaw};
use crate::store::setup::{self, Registered};

/// Where install records and backups are kept: the user's data folder.
fn records(ctx: &Ctx) -> Option<std::path::PathBuf> {
    ctx.env.data_dir.as_ref().map(|d| d.join("installs"))
}

fn scope(args: &HostTarget) -> Scope {
    match args.scope {
        ScopeArg::User => Scope::User,
        ScopeArg::Project => Scope::Project,
        ScopeArg::Local => Scope::Local,
    }
}

fn settings_path(ctx: &Ctx, args: &HostTarget) -> Result<std::path::PathBuf> {
    settings::settings_path(scope(args), args.project.as_deref(), &ctx.env.hosts)
}

/// Register our MCP server in the scope of the hooks (docs/TOOLS.md "Claude Code"): whether
/// the agent has its tools and whether this changed the registry, said on `out`. A server of that name that is not ours, or a
/// registry that cannot be written, leaves the hooks to work without the tools.
fn register_tools(
    ctx: &Ctx,
    args: &HostTarget,
    binary: &std::path::Path,
    out: &mut impl Write,
) -> Result<(bool, bool)> {
    let registered = mcp_config::register(
        scope(args),
        args.project.as_deref(),
        binary,
        &ctx.env.hosts,
        &Writer::find(),
        args.dry_run,
    );
    match registered {
        Ok(o) if !o.changed => Ok((true, false)),
        Ok(o) => {
            match &o.diff {
                Some(diff) => {
                    write!(out, "{diff}")?;
                    writeln!(out, "dry run: {} not changed", o.path.display())?;
                }
                None => writeln!(
                    out,
                    "registered the memory-manager MCP server (the agent's memory tools) in {}",
                    o.path.display()
                )?,
            }
            Ok((true, !args.dry_run))
        }
        Err(e) => {
            writeln!(out, "the agent's memory tools are not wired: {e:#}")?;
            Ok((false, false))
        }
    }
}

impl Run for InstallHooks {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        install(ctx, &self.target, self.also)
    }
}

impl Run for UninstallHooks {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        uninstall(ctx, &self.target)
    }
}

fn install(ctx: &Ctx, args: &HostTarget, also: bool) -> Result<ExitCode> {
    let binary = current_binary()?;
    let mut out = std::io::stdout().lock();
    match args.host {
        HostArg::ClaudeCode => {
            let path = settings_path(ctx, args)?;
            // One route, not both: the plugin already brings the hooks and the tools, and
            // both together offer the model every tool twice.
            let project = args
                .project
                .clone()
                .or_else(|| std::env::current_dir().ok());
            if let Some(on) = plugin::installs(project.as_deref(), &ctx.env.hosts)
                .into_iter()
                .find(|p| p.enabled)
                && !also
            {
                anyhow::bail!(
                    "the {} plugin is installed and on: it already wires the hooks and the memory tools, and both routes would offer every tool twice (not changed; remove it with `claude plugin uninstall {}`, or pass --also to wire both)",
                    on.id,
                    on.id
                );
            }
            // The project's committed files name the binary from PATH, the user's own its path.
            let binary = named::for_scope(scope(args), &binary);
            // Every file checked before any is changed: a refused install changes nothing.
            settings::check_install(&path, &binary)?;
            // Claude Code's CLI, run to register the server, may rewrite a settings file
            // (its own migrations): the original is what was there before anything ran.
            let first_seen = crate::fsx::read_text(&path)?;
            mcp_config::check_register(scope(args), args.project.as_deref(), &ctx.env.hosts)?;
            if let (Some(records), false) = (records(ctx), args.dry_run) {
                mcp_config::note_before(
                    scope(args),
                    args.project.as_deref(),
                    &ctx.env.hosts,
                    &records,
                )?;
            }
            let (tools, registered) = register_tools(ctx, args, &binary, &mut out)?;
            let outcome = match settings::install(
                &path,
                &binary,
                tools,
                args.dry_run,
                records(ctx).as_deref(),
                Some(first_seen),
            ) {
                Ok(outcome) => outcome,
                Err(e) => {
                    // The hooks could not be written after all: take the server out again.
                    if registered {
                        let _ = mcp_config::unregister(
                            scope(args),
                            args.project.as_deref(),
                            &ctx.env.hosts,
                            &Writer::find(),
                            false,
                        );
                    }
                    return Err(e);
                }
            };
            let events: Vec<&str> = settings::EVENTS.iter().map(|(e, _)| *e).collect();
            if !outcome.changed {
                writeln!(
                    out,
                    "memory-manager hooks already installed in {}",
                    path.display()
                )?;
            } else if let Some(diff) = &outcome.diff {
                write!(out, "{diff}")?;
                writeln!(out, "dry run: {} not changed", path.display())?;
            } else {
                writeln!(
                    out,
                    "installed memory-manager hooks ({}) in {}",
                    events.join(", "),
                    path.display()
                )?;
                writeln!(out, "  command: {}", settings::command_for(&binary, tools))?;
                if let Some(backup) = &outcome.backup {
                    writeln!(out, "  backup: {}", backup.display())?;
                }
            }
            if !args.dry_run {
                after_install(args, &path, &current_binary()?, &mut out)?;
            }
        }
        HostArg::Openclaw => {
            let state = openclaw::config::state_dir(&ctx.env.hosts)?;
            openclaw::install(
                &binary,
                &state,
                args.dry_run,
                records(ctx).as_deref(),
                &mut out,
            )?
        }
    }
    // git does not version merge drivers: each clone registers ours (docs/FORMATS.md "Teams").
    if !args.dry_run
        && let Ok(paths) = ctx.paths_for(None)
    {
        // Said only when it did something: without git or a clone there is nothing to do
        // (health-check says so).
        let registered = crate::cmd::init::register_driver(&paths.memory_dir);
        if matches!(
            registered,
            Ok(Registered::Done { changed: true, .. }) | Err(_)
        ) {
            writeln!(out, "{}", crate::cmd::init::describe_driver(&registered))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What a person must know or git must be told once the files are written: a committed
/// file runs `memory-manager` from PATH (say so when PATH has no such program here), and a
/// private settings file stays out of git.
fn after_install(
    args: &HostTarget,
    path: &std::path::Path,
    binary: &std::path::Path,
    out: &mut impl Write,
) -> Result<()> {
    match scope(args) {
        Scope::Project => {
            let found = named::resolve(named::PORTABLE, None);
            if !found
                .as_ref()
                .is_some_and(|f| named::same_program(f, binary))
            {
                writeln!(
                    out,
                    "  note: the committed files run `{}` from PATH (each teammate's own), and PATH here has {}: {}",
                    named::PORTABLE,
                    if found.is_some() {
                        "another one first"
                    } else {
                        "none"
                    },
                    named::put_on_path(binary)
                )?;
            }
        }
        Scope::Local => {
            if let Some(ignored) = setup::ignore_private(path)? {
                writeln!(out, "  kept out of git in {}", ignored.display())?;
            }
        }
        Scope::User => {}
    }
    Ok(())
}

fn uninstall(ctx: &Ctx, args: &HostTarget) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    match args.host {
        HostArg::ClaudeCode => {
            let path = settings_path(ctx, args)?;
            let tools = mcp_config::unregister(
                scope(args),
                args.project.as_deref(),
                &ctx.env.hosts,
                &Writer::find(),
                args.dry_run,
            )?;
            if !args.dry_run {
                mcp_config::drop_empty_servers(
                    scope(args),
                    args.project.as_deref(),
                    &ctx.env.hosts,
                    records(ctx).as_deref(),
                )?;
            }
            if let Some(diff) = &tools.diff {
                write!(out, "{diff}")?;
                writeln!(out, "dry run: {} not changed", tools.path.display())?;
            } else if tools.changed {
                writeln!(
                    out,
                    "removed the memory-manager MCP server from {}",
                    tools.path.display()
                )?;
            }
            let outcome = settings::uninstall(&path, args.dry_run, records(ctx).as_deref())?;
            if !outcome.changed {
                writeln!(out, "no memory-manager hooks in {}", path.display())?;
            } else if let Some(diff) = &outcome.diff {
                write!(out, "{diff}")?;
                writeln!(out, "dry run: {} not changed", path.display())?;
            } else {
                writeln!(out, "removed memory-manager hooks from {}", path.display())?;
                if outcome.restored {
                    writeln!(out, "  restored the file as it was before install-hooks")?;
                }
                if outcome.host_changed {
                    writeln!(
                        out,
                        "  Claude Code rewrote this file while install-hooks ran (its own migration): its changes stay, so the bytes are not the ones from before"
                    )?;
                }
                if let Some(backup) = &outcome.backup {
                    writeln!(out, "  backup: {}", backup.display())?;
                }
                // The private file install created is gone: so is the line keeping it out of git.
                if scope(args) == Scope::Local
                    && !path.exists()
                    && let Some(exclude) = setup::unignore_private(&path)?
                {
                    writeln!(out, "  took it out of {}", exclude.display())?;
                }
            }
        }
        HostArg::Openclaw => {
            let state = openclaw::config::state_dir(&ctx.env.hosts)?;
            openclaw::uninstall(&state, args.dry_run, records(ctx).as_deref(), &mut out)?
        }
    }
    Ok(ExitCode::SUCCESS)
}
