//! `health-check [--json]`: where memory lives, its files against the 200-line cap, the
//! spool, the lock, recent hook errors, and every host present with each route memory-manager
//! is wired by. Exit 0 when healthy (files not created yet included: the first save creates
//! them), 1 when something needs a person, each problem with the action to take.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use crate::cli::HealthCheck;
use crate::cmd::{Ctx, Run};
use crate::fsx;
use crate::hosts::status::{HostStatus, status_all};
use crate::store::MEMORY_LINE_CAP;
use crate::store::doc::Doc;
use crate::store::paths::{Layout, MemFile, Paths};
use crate::store::setup::{self, GitStatus};

/// How many of the newest hook errors are shown.
const RECENT_ERRORS: usize = 5;

#[derive(Debug, Serialize)]
struct FileReport {
    name: String,
    path: String,
    exists: bool,
    lines: usize,
    bytes: u64,
    index_current: Option<bool>,
}

#[derive(Debug, Serialize)]
struct Report {
    layout: &'static str,
    reason: String,
    paths: Paths,
    files: Vec<FileReport>,
    spooled: usize,
    spool_unreadable: usize,
    lock_held: bool,
    recent_hook_errors: Vec<String>,
    hosts: Vec<HostStatus>,
    git: GitStatus,
    problems: Vec<String>,
    notes: Vec<String>,
}

impl Run for HealthCheck {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let p = &store.paths;
        let mut problems = Vec::new();
        let mut notes = Vec::new();
        let mut files = Vec::new();
        for (name, path, doc_file) in [
            ("MEMORY.md", p.file(MemFile::Memory), Some(MemFile::Memory)),
            ("USER.md", p.file(MemFile::User), Some(MemFile::User)),
            ("CANDIDATES.md", p.candidates(), None),
            ("EVOLUTION_LOG.md", p.evolution_log(), None),
        ] {
            let text = fsx::read_text_in(&path, &p.anchored).unwrap_or_else(|e| {
                problems.push(format!("{name}: {e:#}"));
                None
            });
            let lines = text.as_deref().map_or(0, |t| t.lines().count());
            let index_current = match (doc_file, &text) {
                (Some(_), Some(t)) => Some(Doc::parse(t).index_is_current()),
                _ => None,
            };
            if index_current == Some(false) {
                problems.push(format!(
                    "{name}: the line index (行号速查) is stale; the next write refreshes it"
                ));
            }
            if doc_file == Some(MemFile::Memory) && lines > MEMORY_LINE_CAP {
                problems.push(format!(
                    "MEMORY.md has {lines} lines (cap {MEMORY_LINE_CAP}): run `memory-manager consolidate`"
                ));
            }
            files.push(FileReport {
                name: name.into(),
                path: path.display().to_string(),
                exists: text.is_some(),
                lines,
                bytes: text.as_ref().map_or(0, |t| t.len() as u64),
                index_current,
            });
        }
        if let Ok(Some(n @ 1..)) = store.stale_count() {
            notes.push(format!("{n} MEMORY.md line(s) name a path, package or script that is gone (marked ⚠ when recalled): `memory-manager consolidate` proposes closing them"));
        }
        if files.iter().any(|f| !f.exists) {
            notes.push(
                "files not created yet appear at the first save (a decision, a \"remember\", a failing tool); `memory-manager init` creates them now"
                    .to_owned(),
            );
        }
        let spool = p.spool_dir();
        let spooled = fsx::spool_list(&spool).map(|v| v.len()).unwrap_or(0);
        let spool_unreadable = std::fs::read_dir(&spool)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .filter(|e| e.path().to_string_lossy().ends_with(".json.bad"))
                    .count()
            })
            .unwrap_or(0);
        if spool_unreadable > 0 {
            problems.push(format!(
                "{spool_unreadable} unreadable spool record(s) set aside in {}",
                spool.display()
            ));
        }
        let lock_held = p.lock_folders().iter().any(|d| fsx::lock_is_held(d));
        // The hook never writes its log through a link, so a link is not its log.
        let recent_hook_errors: Vec<String> = fsx::read_text_no_link(&p.error_log())
            .ok()
            .flatten()
            .map(|t| {
                let lines: Vec<&str> = t.lines().collect();
                lines[lines.len().saturating_sub(RECENT_ERRORS)..]
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            })
            .unwrap_or_default();
        // The log is stamped by the clock, whatever date the store pretends.
        let today = chrono::Local::now().format("%Y-%m-%d").to_string();
        if recent_hook_errors.iter().any(|l| l.starts_with(&today)) {
            problems.push(format!(
                "the hook logged errors today (see {})",
                p.error_log().display()
            ));
        }
        let project = match p.layout {
            Layout::ClaudeCode => p
                .memory_dir
                .parent()
                .and_then(|d| d.parent())
                .map(|d| d.to_path_buf()),
            _ => std::env::current_dir().ok(),
        };
        let hosts = status_all(project.as_deref(), &ctx.env.hosts);
        for h in hosts.iter().filter(|h| h.found || h.wired()) {
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
            files,
            spooled,
            spool_unreadable,
            lock_held,
            recent_hook_errors,
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
    for f in &r.files {
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
        r.spooled,
        if r.spool_unreadable > 0 {
            format!(", {} unreadable", r.spool_unreadable)
        } else {
            String::new()
        }
    );
    println!(
        "lock: {}",
        if r.lock_held {
            "held right now"
        } else {
            "free"
        }
    );
    if r.recent_hook_errors.is_empty() {
        println!("hook errors: none");
    } else {
        println!("hook errors (newest last):");
        for e in &r.recent_hook_errors {
            println!("  {e}");
        }
    }
    print_git(&r.git);
    for h in r.hosts.iter().filter(|h| h.found || h.wired()) {
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
