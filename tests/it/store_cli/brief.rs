//! What the store tells about itself: `handoff`, `health-check`; and its skills
//! (`add-skill`, `auto-skill`).

use serde_json::json;

use super::assert_index_true;
use crate::support::templates::{EN_MEMORY, EN_SKILLS_INDEX};
use crate::support::{Folder, MONTH, TODAY, mask_clock};

#[test]
fn handoff_briefs_rules_user_decisions_and_logs() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use pnpm"]);
    f.ok(&["write-user", "Prefers short answers"]);
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "We go with PostgreSQL",
    ]);
    f.ok(&["write-log", "migrated the schema"]);
    let out = f.mm().arg("handoff").run().success();
    assert_eq!(
        mask_clock(&out.stdout),
        format!(
            "# Handoff — {TODAY}

Memory lives in {root} (layout root). Cite facts as 📍 FILE:Lnn; save new ones with `memory-manager write-memory` / `write-user`.

## Rules

- Use pnpm (📍 MEMORY.md:L15)

## The user

- Prefers short answers (📍 USER.md:L12)

## Recent decisions

- We go with PostgreSQL (📍 MEMORY.md:L19)

## Candidates ready for evolve

(none yet)

## Recent logs

### 2026-11-30.md

- hh:mm migrated the schema
",
            root = f.root().display()
        ),
        "{}",
        out.report()
    );
}

/// The hosts part of a `health-check` of a folder whose home has neither host.
/// The hosts of a health-check on a machine without any (the test's empty home).
fn no_hosts() -> serde_json::Value {
    json!([
        {"host": "claude-code", "found": false, "routes": [], "problems": [], "notes": []},
        {"host": "openclaw", "found": false, "routes": [], "problems": [], "notes": []},
    ])
}

/// What health-check says of hosts on a machine without any: nothing (only hosts that are
/// here are reported).
const NO_HOSTS_TEXT: &str = "";

#[test]
fn health_check_is_clean_after_init() {
    let f = Folder::new();
    f.init("en");
    let root = f.root();
    let file = |name: &str, lines: u64, bytes: u64, index: serde_json::Value| {
        json!({"name": name, "path": root.join(name), "exists": true, "lines": lines,
               "bytes": bytes, "index_current": index})
    };
    let report = f
        .mm()
        .args(["health-check", "--json"])
        .run()
        .success()
        .json();
    assert_eq!(
        report,
        json!({
            "layout": "root",
            "reason": "--root / MEMORY_MANAGER_ROOT",
            "paths": {"layout": "root", "user_dir": root, "memory_dir": root, "data_dir": root,
                      "reason": "--root / MEMORY_MANAGER_ROOT"},
            "files": [
                file("MEMORY.md", 23, EN_MEMORY.len() as u64, json!(true)),
                file("USER.md", 14, 297, json!(true)),
                file("CANDIDATES.md", 15, 462, json!(null)),
                file("EVOLUTION_LOG.md", 2, 38, json!(null)),
            ],
            "spooled": 0,
            "spool_unreadable": 0,
            "lock_held": false,
            "recent_hook_errors": [],
            "hosts": no_hosts(),
            "git": {"git": true, "work_tree": null, "driver": null, "unmerged": [],
                    "tracked_user": null, "shared": false},
            "problems": [],
            "notes": [],
        })
    );
}

/// The text report of a folder whose MEMORY.md is `memory` (lines, bytes, index state), the
/// other files as `init` left them, and whose verdict is `verdict`.
fn health_text(f: &Folder, memory: &str, verdict: &str) -> String {
    let root = f.root().display().to_string();
    format!(
        "layout: root (--root / MEMORY_MANAGER_ROOT)
  USER.md   in {root}
  MEMORY.md in {root}
  the rest  in {root}
  MEMORY.md         {memory}
  USER.md           14 lines, 297 bytes, index ok
  CANDIDATES.md     15 lines, 462 bytes
  EVOLUTION_LOG.md  2 lines, 38 bytes
spool: 0 waiting
lock: free
hook errors: none
git: memory folder not in a work tree (nothing shared)
{hosts}{verdict}",
        hosts = NO_HOSTS_TEXT
    )
}

#[test]
fn health_check_fails_when_memory_is_over_200_lines() {
    let f = Folder::new();
    f.init("en");
    let mut text = f.read("MEMORY.md");
    for i in 0..200 {
        text.push_str(&format!("- [2026-10] filler fact number {i}\n"));
    }
    f.write("MEMORY.md", &text);
    // A write refreshes the index, so only the size is wrong.
    f.ok(&["write-memory", "one more"]);
    let problem = "MEMORY.md has 225 lines (cap 200): run `memory-manager consolidate`";
    let r = f.mm().args(["health-check", "--json"]).run().code(1).json();
    let memory = f.path("MEMORY.md");
    assert_eq!(
        r["files"][0],
        json!({"name": "MEMORY.md", "path": memory, "exists": true, "lines": 225,
               "bytes": std::fs::metadata(&memory).unwrap().len(), "index_current": true})
    );
    assert_eq!(r["problems"], json!([problem]));
    f.mm()
        .arg("health-check")
        .run()
        .code(1)
        .stdout(&health_text(
            &f,
            "225/200 lines, 7415 bytes, index ok",
            &format!("needs attention:\n  - {problem}\n"),
        ));
}

#[test]
fn health_check_fails_when_the_index_is_stale() {
    let f = Folder::new();
    f.init("en");
    let text = f
        .read("MEMORY.md")
        .replace("## 📌 Rules\n", "## 📌 Rules\n\nhand-written line\n");
    f.write("MEMORY.md", &text);
    let problem = "MEMORY.md: the line index (行号速查) is stale; the next write refreshes it";
    let r = f.mm().args(["health-check", "--json"]).run().code(1).json();
    assert_eq!(r["files"][0]["index_current"], false);
    assert_eq!(r["problems"], json!([problem]));
    f.mm()
        .arg("health-check")
        .run()
        .code(1)
        .stdout(&health_text(
            &f,
            "25/200 lines, 505 bytes, index stale",
            &format!("needs attention:\n  - {problem}\n"),
        ));
    // The next write refreshes it, and keeps the person's line.
    f.ok(&["write-user", "x y z"]);
    f.ok(&["write-memory", "fresh"]);
    f.mm().args(["health-check", "--json"]).run().success();
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L16    📌")
            .replace("L15-L15    🧭", "L18-L18    🧭")
            .replace("L17-L17    ⚠️", "L20-L20    ⚠️")
            .replace("L19-L19    🔗", "L22-L22    🔗")
            .replace("L21-L21    📅", "L24-L24    📅")
            .replace("L23-L23    🔄", "L26-L26    🔄")
            .replace(
                "## 📌 Rules\n",
                &format!("## 📌 Rules\n\nhand-written line\n- [{MONTH}] fresh | source: manual\n"),
            ),
    );
}

#[test]
fn add_skill_registers_it_in_the_index_and_memory() {
    let f = Folder::new();
    f.init("en");
    let entry = "deploy-staging: Deploy to staging with make deploy → skills/INDEX.md";
    f.mm()
        .args([
            "add-skill",
            "deploy-staging",
            "Deploy to staging with make deploy",
        ])
        .run()
        .success()
        .stdout(&format!(
            "added skill deploy-staging to skills/INDEX.md\nsaved 📍 MEMORY.md:L21 {entry}\n"
        ));
    f.assert_file(
        "skills/INDEX.md",
        &EN_SKILLS_INDEX.replace(
            "## Approved\n",
            "## Approved\n\n- **deploy-staging** — Deploy to staging with make deploy\n",
        ),
    );
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L19-L19    🔗", "L19-L21    🔗")
            .replace("L21-L21    📅", "L23-L23    📅")
            .replace("L23-L23    🔄", "L25-L25    🔄")
            .replace(
                "## 🔗 Skill index\n",
                &format!("## 🔗 Skill index\n\n- [{MONTH}] {entry} | source: manual\n"),
            ),
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!("# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} skill · added deploy-staging\n"),
    );
    f.mm()
        .args(["add-skill", "deploy-staging", "again"])
        .run()
        .fails_with("skill \"deploy-staging\" is already in skills/INDEX.md");
    f.mm()
        .args(["add-skill", "../escape", "x"])
        .run()
        .fails_with("skill name \"../escape\" must be 1-64 letters, digits, '-' or '_'");
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn auto_skill_drafts_a_skill_awaiting_approval() {
    let f = Folder::new();
    f.init("en");
    let skill = "skills/auto-generated/release/SKILL.md";
    f.mm()
        .args([
            "auto-skill",
            "release",
            "--step",
            "cargo test",
            "--step",
            "export TOKEN=Qz8vLm3xRt7yWp2k && cargo publish",
        ])
        .run()
        .success()
        .stdout(&format!(
            "drafted {} (2 steps), listed in skills/INDEX.md as awaiting approval\n",
            f.path(skill).display()
        ));
    f.assert_file(
        skill,
        &format!(
            "---
name: release
description: cargo test
status: awaiting-approval
created: {TODAY}
---

# release

## Steps

1. cargo test
2. export TOKEN=[removed] && cargo publish
"
        ),
    );
    f.assert_file(
        "skills/INDEX.md",
        &format!(
            "{EN_SKILLS_INDEX}\n- **release** — cargo test (skills/auto-generated/release/SKILL.md)\n"
        ),
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} skill · drafted release (awaiting approval)\n"
        ),
    );
    f.assert_nowhere("Qz8vLm3xRt7yWp2k");
    f.mm()
        .args(["auto-skill", "release", "--step", "x"])
        .run()
        .fails_with("skill \"release\" already exists");
}

/// "Recent decisions" is one rule, at session start and in `handoff`: those in force, the
/// newest five. Closed ones are dropped before counting (two in force and four closed show
/// the two, not the one that happened to be among the last five lines).
#[test]
fn recent_decisions_are_the_newest_in_force_for_session_start_and_handoff() {
    let f = Folder::new();
    f.init("en");
    for d in ["Use Postgres", "Host on Fly"] {
        f.ok(&["write-memory", "--section", "decisions", d]);
    }
    for d in ["Use Redux", "Use MobX", "Deploy Fridays", "Use Yarn"] {
        f.ok(&["write-memory", "--section", "decisions", d]);
    }
    let closed = f
        .read("MEMORY.md")
        .lines()
        .map(|l| match l.split_once("] ") {
            Some((month, fact))
                if ["Use Redux", "Use MobX", "Deploy Fridays", "Use Yarn"]
                    .iter()
                    .any(|d| fact.starts_with(d)) =>
            {
                let (fact, meta) = fact.split_once(" | ").unwrap_or((fact, ""));
                format!("{month}] ~~{fact}~~ | {meta} | archived: {TODAY}")
            }
            _ => l.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    f.write("MEMORY.md", &closed);
    let brief = f.mm().arg("handoff").run().success().stdout;
    let (_, decisions) = brief.split_once("## Recent decisions\n\n").unwrap();
    let (decisions, _) = decisions.split_once("\n\n").unwrap();
    assert_eq!(
        decisions, "- Host on Fly (📍 MEMORY.md:L18)\n- Use Postgres (📍 MEMORY.md:L17)",
        "{brief}"
    );
    let start = f
        .mm()
        .arg("hook")
        .stdin(crate::support::hook_event("SessionStart", json!({"source": "startup"})).as_str())
        .run()
        .success()
        .stdout;
    for d in ["Use Postgres", "Host on Fly"] {
        assert!(start.contains(d), "{d} missing at session start:\n{start}");
    }
    for d in ["Use Redux", "Use Yarn"] {
        assert!(!start.contains(d), "{d} is closed:\n{start}");
    }
}
