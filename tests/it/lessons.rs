//! Lessons that carry their fix: a failure's fix recorded by hand (`candidates resolve`) or
//! seen by the hook (a later command of the same task that works, in the same session), the
//! ready note saying how to record one, the reminder naming the agent's tools, and the
//! promoted line reading "X fails with Y → Z". Sessions are written as Claude Code sends them
//! (tests/corpus/toolfail.dev.jsonl).

mod common;

use std::sync::atomic::{AtomicU32, Ordering};

use common::{Folder, hook_event, prompt_event};
use serde_json::{Value, json};

/// A tool call id no other event of the test run has (the hook answers a repeat with nothing).
fn call_id() -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    format!("toolu_{:04}", N.fetch_add(1, Ordering::Relaxed))
}

fn failed(session: &str, command: &str, error: &str) -> String {
    hook_event(
        "PostToolUseFailure",
        json!({
            "session_id": session, "tool_name": "Bash", "tool_use_id": call_id(),
            "tool_input": {"command": command, "description": "Run it"},
            "error": error, "is_interrupt": false,
        }),
    )
}

fn worked(session: &str, tool: &str, input: Value) -> String {
    hook_event(
        "PostToolUse",
        json!({
            "session_id": session, "tool_name": tool, "tool_use_id": call_id(), "tool_input": input,
            "tool_response": {"stdout": "added 212 packages", "stderr": "", "interrupted": false, "isImage": false},
        }),
    )
}

fn ran(session: &str, command: &str) -> String {
    worked(
        session,
        "Bash",
        json!({"command": command, "description": "Run it"}),
    )
}

const ERESOLVE: &str =
    "Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree";

/// The hook's answer to each event, in order (`""` for none).
fn hook(f: &Folder, args: &[&str], events: &[String]) -> Vec<String> {
    events
        .iter()
        .map(|e| {
            f.mm()
                .arg("hook")
                .args(args)
                .stdin(e.as_str())
                .run()
                .quiet()
                .stdout
        })
        .collect()
}

fn fix_cell(f: &Folder) -> String {
    let pool = f.read("CANDIDATES.md");
    let row = pool
        .lines()
        .find(|l| l.starts_with("| C001 "))
        .unwrap_or_else(|| panic!("{pool}"));
    row.trim_end_matches('|')
        .rsplit('|')
        .next()
        .unwrap()
        .trim()
        .to_string()
}

#[test]
fn a_later_command_of_the_same_task_that_works_is_the_fix() {
    let f = Folder::new();
    let answers = hook(
        &f,
        &[],
        &[
            failed("s1", "npm install", ERESOLVE),
            ran("s1", "ls -la"),
            worked("s1", "Read", json!({"file_path": "/app/package.json"})),
            ran("s1", "npm install --legacy-peer-deps"),
        ],
    );
    assert!(answers.iter().all(String::is_empty), "{answers:?}");
    assert_eq!(fix_cell(&f), "`npm install --legacy-peer-deps` worked");
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains("resolve · C001 \"`npm install --legacy-peer-deps` worked\" (observed)"),
        "{}",
        f.read("EVOLUTION_LOG.md")
    );
}

#[test]
fn the_same_command_working_or_an_edit_in_between_fixes_nothing() {
    let f = Folder::new();
    hook(
        &f,
        &[],
        &[
            failed("s1", "npm install", ERESOLVE),
            worked(
                "s1",
                "Edit",
                json!({"file_path": "/app/package.json", "old_string": "a", "new_string": "b"}),
            ),
            ran("s1", "npm install --legacy-peer-deps"),
            failed("s2", "npm install", ERESOLVE),
            ran("s2", "npm install"),
            ran("s2", "npm install --force"),
        ],
    );
    assert_eq!(fix_cell(&f), "");
}

#[test]
fn a_success_in_another_session_fixes_nothing_and_a_told_fix_stays() {
    let f = Folder::new();
    hook(
        &f,
        &[],
        &[
            failed("s1", "npm install", ERESOLVE),
            ran("s2", "npm install --force"),
        ],
    );
    assert_eq!(fix_cell(&f), "");
    assert_eq!(
        f.ok(&["candidates", "resolve", "c1", "use `pnpm install`"]),
        "fix recorded for C001: use `pnpm install`\n"
    );
    hook(
        &f,
        &[],
        &[
            failed("s3", "npm install", ERESOLVE),
            ran("s3", "npm install --force"),
        ],
    );
    assert_eq!(fix_cell(&f), "use `pnpm install`");
    assert!(
        f.ok(&["candidates", "list"])
            .contains("· fix: use `pnpm install`")
    );
    f.mm()
        .args(["candidates", "resolve", "C404", "anything"])
        .run()
        .fails()
        .stderr_has("no candidate C404");
}

#[test]
fn the_ready_note_says_how_to_record_the_fix() {
    for (args, how) in [
        (&[][..], "`memory-manager candidates resolve C001 \"…\"`"),
        (&["--tools", "mcp"][..], "memory_resolve C001 \"…\""),
        (
            &["--tools", "openclaw"][..],
            "memory_manager_resolve C001 \"…\"",
        ),
    ] {
        let f = Folder::new();
        let events: Vec<String> = (0..3)
            .map(|_| failed("s1", "npm install", ERESOLVE))
            .collect();
        let answers = hook(&f, args, &events);
        assert_eq!(answers[0], "", "a first sighting is silent");
        let note: Value = serde_json::from_str(&answers[2]).unwrap();
        let text = note["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .unwrap();
        assert!(
            text.contains("C001 (3/3), ready for evolve\nC001 has no fix recorded"),
            "{text}"
        );
        assert!(text.contains(how), "{args:?}: {text}");
    }
}

#[test]
fn the_reminder_names_the_tools_the_host_offers() {
    for (args, says) in [
        (&[][..], "Recall more: `memory-manager recall WORDS`"),
        (
            &["--tools", "mcp"][..],
            "Tools: memory_search, memory_get (opens a 📍), memory_save.",
        ),
        (
            &["--tools=openclaw"][..],
            "Tools: memory_manager_search, memory_manager_get (opens a 📍), memory_manager_save.",
        ),
        // A value the hook cannot read is logged, never a reason not to answer.
        (
            &["--tools", "vim"][..],
            "Recall more: `memory-manager recall WORDS`",
        ),
    ] {
        let f = Folder::new();
        let out = hook(&f, args, &[prompt_event("how do we deploy?")]);
        let v: Value = serde_json::from_str(&out[0]).unwrap();
        let text = v["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .unwrap();
        assert!(
            text.lines().nth(2).is_some_and(|l| l.starts_with(says)),
            "{args:?}: {text}"
        );
    }
}

#[test]
fn a_promoted_lesson_carries_its_fix_or_says_it_has_none() {
    let f = Folder::initialised(common::TODAY, "en");
    let events: Vec<String> = (0..3)
        .map(|_| failed("s1", "npm install", ERESOLVE))
        .chain((0..3).map(|_| {
            failed(
                "s1",
                "cargo build",
                "Exit code 101\nerror: linker `cc` not found",
            )
        }))
        .collect();
    hook(&f, &[], &events);
    f.ok(&["candidates", "resolve", "C001", "use `pnpm install`"]);
    let out = f.ok(&["evolve", "--all"]);
    assert!(out.contains("Promoted 2"), "{out}");
    let memory = f.read("MEMORY.md");
    assert!(
        memory.contains("- [2026-11] `npm install` fails with npm error code ERESOLVE → use `pnpm install` | source: candidate C001\n"),
        "{memory}"
    );
    assert!(
        memory.contains("- [2026-11] `cargo build` fails with error: linker `cc` not found | source: candidate C002 | fix: not recorded\n"),
        "{memory}"
    );
    // The lesson is recalled with its fix.
    let recalled = f.ok(&["recall", "npm install ERESOLVE"]);
    assert!(recalled.contains("→ use `pnpm install`"), "{recalled}");
}
