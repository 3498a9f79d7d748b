//! A prompt does not repeat what the model already has: the lines its session's
//! `SessionStart` showed, and in the OpenClaw layout what OpenClaw loads into the system
//! prompt itself (docs/RECALL.md "What is not repeated").

use serde_json::{Value, json};

use crate::support::{Folder, MONTH, Mm, Output, REMINDER_EN, TODAY, hook_answer, memory_block};

fn event(name: &str, session: &str, fields: Value) -> String {
    let mut e = json!({"hook_event_name": name, "session_id": session});
    for (k, v) in fields.as_object().unwrap() {
        e[k] = v.clone();
    }
    e.to_string()
}

fn start(session: &str) -> String {
    event("SessionStart", session, json!({"source": "startup"}))
}

fn prompt(session: &str, text: &str) -> String {
    event("UserPromptSubmit", session, json!({"prompt": text}))
}

fn run(mm: Mm, input: String) -> Output {
    mm.arg("hook").stdin(input).run().quiet()
}

#[test]
fn a_prompt_does_not_repeat_what_its_session_start_showed() {
    let f = Folder::new();
    f.ok(&["write-memory", "Use pnpm, not npm, in this repo"]);
    f.ok(&["write-log", "Tried npm ci on the runners: slower than pnpm"]);
    let rule = format!("📍 MEMORY.md:L15 [{MONTH}] Use pnpm, not npm, in this repo");
    run(f.mm(), start("s1")).stdout(&hook_answer(
        "SessionStart",
        &memory_block(REMINDER_EN, &[&rule]),
    ));
    let question = "should I install the deps with npm or pnpm?";
    // The session was shown the rule: its prompt spends no tokens on it again.
    run(f.mm(), prompt("s1", question)).stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_EN, &[]),
    ));
    // Another session was not.
    run(f.mm(), prompt("s2", question)).stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_EN, &[&rule]),
    ));
    // A line moved by a later write is still the line that was shown.
    f.ok(&["write-memory", "--pin", "Never force-push to trunk"]);
    let out = run(f.mm(), prompt("s1", question));
    assert!(!out.stdout.contains("Use pnpm"), "{}", out.report());
}

#[test]
fn lines_the_budget_kept_out_of_the_session_start_are_recalled() {
    let f = Folder::new();
    f.ok(&["write-memory", "Use pnpm, not npm, in this repo"]);
    f.ok(&["write-memory", "Run the linter before every commit"]);
    // Room for the reminder and one line: the newest rule is shown, the other is not.
    let budget = format!("{}", REMINDER_EN.len() + 120);
    let out = f
        .mm()
        .args(["hook", "--budget", &budget])
        .stdin(start("s1"))
        .run()
        .quiet();
    assert!(
        out.stdout.contains("Run the linter") && !out.stdout.contains("Use pnpm"),
        "{}",
        out.report()
    );
    let out = run(f.mm(), prompt("s1", "pnpm or npm for the install?"));
    assert!(out.stdout.contains("Use pnpm, not npm"), "{}", out.report());
}

/// A run of the hook in the OpenClaw layout, its workspace in the test's home.
fn openclaw(f: &Folder) -> Mm {
    Mm::new()
        .args(["--layout", "openclaw", "--today", TODAY])
        .home(&f.home())
}

fn workspace(f: &Folder) -> std::path::PathBuf {
    f.home().join(".openclaw/workspace")
}

#[test]
fn openclaw_loads_its_memory_files_itself_so_they_are_not_injected() {
    let f = Folder::new();
    std::fs::create_dir_all(workspace(&f)).unwrap();
    openclaw(&f)
        .args(["write-memory", "Use pnpm, not npm, in this repo"])
        .run()
        .success();
    // OpenClaw puts MEMORY.md in the system prompt: neither the session start nor the prompt
    // repeats it.
    run(openclaw(&f), start("s1")).stdout(&hook_answer(
        "SessionStart",
        &memory_block(REMINDER_EN, &[]),
    ));
    run(openclaw(&f), prompt("s1", "npm or pnpm for the install?")).stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_EN, &[]),
    ));
    // A sub-agent gets no MEMORY.md from OpenClaw: it is recalled there.
    let mut sub: Value =
        serde_json::from_str(&prompt("s1", "npm or pnpm for the install?")).unwrap();
    sub["agent_id"] = json!("a1");
    let out = run(openclaw(&f), sub.to_string());
    assert!(out.stdout.contains("Use pnpm, not npm"), "{}", out.report());
}

#[test]
fn past_openclaw_bootstrap_limit_the_lines_it_cuts_are_recalled() {
    let f = Folder::new();
    std::fs::create_dir_all(workspace(&f)).unwrap();
    openclaw(&f)
        .args(["write-memory", "Use pnpm, not npm, in this repo"])
        .run()
        .success();
    // A person's notes push the file far past 20,000 characters; the rule then sits in the
    // middle OpenClaw cuts out (it keeps the head and the tail).
    let path = workspace(&f).join("MEMORY.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let filler: String = (0..600)
        .map(|i| format!("- [2026-01] Archive note number {i:04} about the old cluster\n"))
        .collect();
    let rule_at = text.find("- [").unwrap();
    let moved = format!("{}{filler}{}{filler}", &text[..rule_at], &text[rule_at..]);
    std::fs::write(&path, moved).unwrap();
    let out = run(openclaw(&f), prompt("s1", "npm or pnpm for the install?"));
    assert!(out.stdout.contains("Use pnpm, not npm"), "{}", out.report());
}
