//! `health-check [--json]`: where memory lives and the store's health (`Store::health`:
//! its files against the 200-line cap, the spool, the lock, recent hook errors), and every
//! host present with each route memory-manager is wired by (`hosts::status`). Exit 0 when healthy (files not created yet included: the first save creates
//! them), 1 when something needs a person, each problem with the action to take.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use crate::cli::HealthCheck;
use crate::cmd::{Ctx, Run};
use crate::hosts::locate;
use crate::hosts::status::{HostStatus, status_all};
use crate::store::MEMORY_LINE_CAP;
use crate::store::health::Health;
use crate::store::paths::Paths;
use crate::store::setup::{self, GitStatus};

#[derive(Debug, Serialize)]
struct Report {
    layout: &'static str,
    reason: String,
    paths: Paths,
    #[serde(flatten)]
    store: Health,
    hosts: Vec<HostStatus>,
    git: GitStatus,
    problems: Vec<String>,
    notes: Vec<String>,
}

impl Run for HealthCheck {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let p = &store.paths;
        let mut health = store.health();
        let mut problems = std::mem::take(&mut health.problems);
        let notes = std::mem::take(&mut health.notes);
        let project = locate::project_for_status(&ctx.env.hosts);
        let hosts = status_all(project.as_deref(), &ctx.env.hosts);
        for h in hosts.iter().filter(|h| h.present()) {
            problems.extend(
                h.problems
                    .iter()
                    .map(|pr| format!("{}: {pr}", h.host.name())),
            );
        }
        let git = git_report(p, &mut problems);
        let report = Report {
            layout: p.layout.name(),
            reason: p.reason.clone(),
            paths: p.clone(),
            store: health,
            hosts,
            git,
            problems,
            notes,
        };
        if self.json {
            println!("{}", serde_json::to_string_pretty(&report)?);
        } else {
            print_report(&report);
        }
        Ok(if report.problems.is_empty() {
            ExitCode::SUCCESS
        } else {
            crate::cmd::nothing_found()
        })
    }
}

fn print_report(r: &Report) {
    println!("layout: {} ({})", r.layout, r.reason);
    println!("  USER.md   in {}", r.paths.user_dir.display());
    println!("  MEMORY.md in {}", r.paths.memory_dir.display());
    println!("  the rest  in {}", r.paths.data_dir.display());
    for f in &r.store.files {
        if f.exists {
            let index = match f.index_current {
                Some(true) => ", index ok",
                Some(false) => ", index stale",
                None => "",
            };
            let cap = if f.name == "MEMORY.md" {
                format!("/{MEMORY_LINE_CAP}")
            } else {
                String::new()
            };
            println!(
                "  {:<17} {}{cap} lines, {} bytes{index}",
                f.name, f.lines, f.bytes
            );
        } else {
            println!("  {:<17} not created yet", f.name);
        }
    }
    println!(
        "spool: {} waiting{}",
        r.store.spooled,
        if r.store.spool_unreadable > 0 {
            format!(", {} unreadable", r.store.spool_unreadable)
        } else {
            String::new()
        }
    );
    println!(
        "lock: {}",
        if r.store.lock_held {
            "held right now"
        } else {
            "free"
        }
    );
    if r.store.recent_hook_errors.is_empty() {
        println!("hook errors: none");
    } else {
        println!("hook errors (newest last):");
        for e in &r.store.recent_hook_errors {
            println!("  {e}");
        }
    }
    print_git(&r.git);
    for h in r.hosts.iter().filter(|h| h.present()) {
        let state = if h.wired() {
            "wired"
        } else if h.routes.is_empty() {
            "found, not wired"
        } else {
            "wired, with problems"
        };
        println!("host {}: {state}", h.host.name());
        for route in &h.routes {
            let mark = if route.wired { "✔" } else { "✘" };
            println!("  {mark} {} ({})", route.name, route.path.display());
            if let Some(tools) = &route.tools {
                println!("    agent tools: {tools}");
            }
        }
        for n in &h.notes {
            println!("  note: {n}");
        }
    }
    for n in &r.notes {
        println!("note: {n}");
    }
    if r.problems.is_empty() {
        println!("ok");
    } else {
        println!("needs attention:");
        for pr in &r.problems {
            println!("  - {pr}");
        }
    }
}

/// The team side (docs/FORMATS.md "Teams"): the merge driver registered in this clone, the
/// attributes naming it, and no USER.md in git.
fn git_report(p: &Paths, problems: &mut Vec<String>) -> GitStatus {
    let g = setup::git_status(p);
    // Without git, or outside a work tree, nothing is shared: the `git:` line says so.
    // Only memory that is committed is merged by git: in a work tree that does not track it
    // (an OpenClaw workspace, say) the driver is not needed yet, and the `git:` line says so.
    if g.work_tree.is_some() && g.shared {
        if g.driver.is_none() {
            problems.push(
                "git merge driver `memory-manager` is not registered in this clone (git does not version drivers): run `memory-manager init` here".into(),
            );
        }
        for (file, attr) in &g.unmerged {
            problems.push(format!(
                "{file} does not merge through memory-manager (merge attribute: {}): add `*.md merge=memory-manager` to the memory folder's .gitattributes",
                if attr.is_empty() || attr == "unspecified" { "unspecified" } else { attr }
            ));
        }
    }
    if let Some(user) = &g.tracked_user {
        problems.push(format!(
            "{} is tracked by git: USER.md is personal, keep it out of a shared repo (`git rm --cached USER.md`, then `init --team` ignores it)",
            user.display()
        ));
    }
    g
}

fn print_git(g: &GitStatus) {
    match (&g.work_tree, g.git) {
        (_, false) => println!("git: not found (team checks skipped)"),
        (None, true) => println!("git: memory folder not in a work tree (nothing shared)"),
        (Some(top), true) => {
            println!("git: work tree {}", top.display());
            match &g.driver {
                Some(d) => println!("  ✔ merge driver: {d}"),
                None => println!("  ✘ merge driver not registered"),
            }
            if g.unmerged.is_empty() {
                println!("  ✔ memory files merge=memory-manager");
            }
            for (file, attr) in &g.unmerged {
                println!("  ✘ {file}: merge={attr}");
            }
        }
    }
    if let Some(user) = &g.tracked_user {
        println!("  ✘ {} is tracked by git", user.display());
    }
}
