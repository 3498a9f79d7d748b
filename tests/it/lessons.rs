//! Lessons that carry their fix: a failure's fix recorded by hand (`candidates resolve`) or
//! seen by the hook (a later command of the same task that works, in the same session), the
//! ready note saying how to record one, the reminder naming the agent's tools, and the
//! promoted line reading "X fails with Y → Z". Sessions are written as Claude Code sends them
//! (tests/corpus/toolfail.dev.jsonl).

use std::sync::atomic::{AtomicU32, Ordering};

use serde_json::{Value, json};

use crate::support::templates::{EN_CANDIDATES, EN_EVOLUTION_LOG, pool};
use crate::support::{
    Folder, MONTH, REMINDER_EN, TODAY, TOOLS_MCP, TOOLS_OPENCLAW, hook_answer, hook_event,
    lines_with, mask_stamps, memory_block, prompt_event, reminder_en_with,
};

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

/// The pool's row of the `npm install` failure, seen `count` times, with `fix`.
fn npm_row(count: &str, fix: &str) -> String {
    format!(
        "| C001 | error | Bash `npm install` → npm error code ERESOLVE | {TODAY} | {TODAY} | {count} | MEMORY.md ⚠️ | hook | {fix} |"
    )
}

/// CANDIDATES.md holds the one `npm install` failure, as [`npm_row`].
#[track_caller]
fn assert_pool(f: &Folder, count: &str, fix: &str) {
    f.assert_file(
        "CANDIDATES.md",
        &pool(EN_CANDIDATES, &[&npm_row(count, fix)], &[], &[]),
    );
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
    assert_eq!(answers, ["", "", "", ""]);
    assert_pool(&f, "1/3", "`npm install --legacy-peer-deps` worked");
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "{EN_EVOLUTION_LOG}- {TODAY} resolve · C001 \"`npm install --legacy-peer-deps` worked\" (observed)\n"
        ),
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
    assert_pool(&f, "2/3", "");
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
    assert_pool(&f, "1/3", "");
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
    assert_pool(&f, "2/3", "use `pnpm install`");
    f.mm()
        .args(["candidates", "list"])
        .run()
        .success()
        .stdout(&format!(
            "C001 error 2/3 {TODAY}…{TODAY} → MEMORY.md ⚠️  Bash `npm install` → npm error code \
         ERESOLVE  · fix: use `pnpm install`\n"
        ));
    f.mm()
        .args(["candidates", "resolve", "C404", "anything"])
        .run()
        .fails_with("no candidate C404 in the pool (see `memory-manager candidates list`)");
}

#[test]
fn the_ready_note_says_how_to_record_the_fix() {
    for (args, reminder, how) in [
        (
            &[][..],
            REMINDER_EN.to_owned(),
            "`memory-manager candidates resolve C001 \"…\"`",
        ),
        (
            &["--tools", "mcp"][..],
            reminder_en_with(TOOLS_MCP),
            "memory_resolve C001 \"…\"",
        ),
        (
            &["--tools", "openclaw"][..],
            reminder_en_with(TOOLS_OPENCLAW),
            "memory_manager_resolve C001 \"…\"",
        ),
    ] {
        let f = Folder::new();
        let events: Vec<String> = (0..3)
            .map(|_| failed("s1", "npm install", ERESOLVE))
            .collect();
        // A first and a second sighting are silent; the third says it is ready, and how to
        // record its fix.
        let note = hook_answer(
            "PostToolUseFailure",
            &memory_block(
                &reminder,
                &[
                    "📝 noted as candidate C001 (3/3), ready for evolve",
                    &format!(
                        "C001 has no fix recorded: once it works, record what fixed it: {how}"
                    ),
                ],
            ),
        );
        assert_eq!(hook(&f, args, &events), ["", "", &note], "{args:?}");
    }
}

#[test]
fn the_reminder_names_the_tools_the_host_offers() {
    for (args, reminder) in [
        (&[][..], REMINDER_EN.to_owned()),
        (&["--tools", "mcp"][..], reminder_en_with(TOOLS_MCP)),
        (&["--tools=openclaw"][..], reminder_en_with(TOOLS_OPENCLAW)),
        // A value the hook cannot read is logged, never a reason not to answer.
        (&["--tools", "vim"][..], REMINDER_EN.to_owned()),
    ] {
        let f = Folder::new();
        assert_eq!(
            hook(&f, args, &[prompt_event("how do we deploy?")]),
            [hook_answer(
                "UserPromptSubmit",
                &memory_block(&reminder, &[])
            )],
            "{args:?}"
        );
        let logged = if args == ["--tools", "vim"] {
            "<stamp> hook: --tools \"vim\" is not mcp or openclaw: ignored\n"
        } else {
            ""
        };
        assert_eq!(
            mask_stamps(&f.read_or_empty(".memory-manager-errors.log")),
            logged,
            "{args:?}"
        );
    }
}

#[test]
fn a_promoted_lesson_carries_its_fix_or_says_it_has_none() {
    let f = Folder::initialised(TODAY, "en");
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
    f.mm().args(["evolve", "--all"]).run().success().stdout(
        "\
╭─ 🧬 Evolution card · 2 items to approve ──────────────────────────────────╮
│ [1] error → MEMORY.md · Error corrections                                 │
│     source: candidate pool C001, seen 3/3                                 │
│     first seen: 2026-11-30                                                │
│     content: `npm install` fails with npm error code ERESOLVE → use `pnpm │
│              install`                                                     │
│     fix: use `pnpm install`                                               │
│     operation: ADD (a new line)                                           │
│     lands on MEMORY.md L19                                                │
├───────────────────────────────────────────────────────────────────────────┤
│ [2] error → MEMORY.md · Error corrections                                 │
│     source: candidate pool C002, seen 3/3                                 │
│     first seen: 2026-11-30                                                │
│     content: `cargo build` fails with error: linker `cc` not found        │
│     fix: not recorded (the line will say so)                              │
│     operation: ADD (a new line)                                           │
│     lands on MEMORY.md L20                                                │
╰───────────────────────────────────────────────────────────────────────────╯
✅ [1] C001 → 📍 MEMORY.md:L19 (ADD)
✅ [2] C002 → 📍 MEMORY.md:L20 (ADD)
Promoted 2; recorded in EVOLUTION_LOG.md.
",
    );
    // The two lessons, where the card said they land, and nowhere else.
    let lessons = [
        format!(
            "- [{MONTH}] `npm install` fails with npm error code ERESOLVE → use `pnpm install` | source: candidate C001"
        ),
        format!(
            "- [{MONTH}] `cargo build` fails with error: linker `cc` not found | source: candidate C002 | fix: not recorded"
        ),
    ];
    assert_eq!([f.line("MEMORY.md", 19), f.line("MEMORY.md", 20)], lessons);
    assert_eq!(
        lines_with(&f.read("MEMORY.md"), "| source: candidate "),
        lessons
    );
    // The lesson is recalled with its fix.
    f.mm()
        .args(["recall", "npm install ERESOLVE"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L19 [{MONTH}] `npm install` fails with npm error code ERESOLVE → use `pnpm install`\n"
        ));
}

/// The pool's observing rows as `(summary, count, fix)`.
fn rows(f: &Folder) -> Vec<(String, String, String)> {
    let list = f.json(&["candidates", "list", "--json"]);
    list.as_array()
        .map(|rows| {
            rows.iter()
                .map(|r| {
                    (
                        r["summary"].as_str().unwrap_or_default().to_owned(),
                        r["count"].to_string(),
                        r["fix"].as_str().unwrap_or_default().to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn our_own_tools_refusing_is_never_a_failure() {
    let f = Folder::new();
    let refused = "not saved: it only names an option (\"option B\"); save the option itself";
    let mut events = Vec::new();
    for tool in [
        "mcp__memory-manager__memory_save",
        "mcp__plugin_memory-manager_memory-manager__memory_save",
        "memory_manager_save",
    ] {
        // As a failure event, and as a response that says it failed.
        events.push(hook_event(
            "PostToolUseFailure",
            json!({"session_id": "s1", "tool_name": tool, "tool_use_id": call_id(),
                "tool_input": {"text": "option B"}, "error": refused}),
        ));
        events.push(hook_event(
            "PostToolUse",
            json!({"session_id": "s1", "tool_name": tool, "tool_use_id": call_id(),
                "tool_input": {"text": "option B"},
                "tool_response": {"is_error": true, "content": [{"type": "text", "text": refused}]}}),
        ));
    }
    for command in [
        "memory-manager write-memory 'option B'",
        "/home/u/.cargo/bin/memory-manager recall nothing-like-this",
    ] {
        events.push(failed("s1", command, &format!("Exit code 1\n{refused}")));
    }
    let answers = hook(&f, &[], &events);
    assert!(answers.iter().all(String::is_empty), "{answers:?}");
    assert!(
        !f.path("CANDIDATES.md").exists(),
        "{}",
        f.read("CANDIDATES.md")
    );
    // Another program's failure still counts.
    hook(&f, &[], &[failed("s1", "npm install", ERESOLVE)]);
    assert_pool(&f, "1/3", "");
}

#[test]
fn a_shell_script_is_summarised_under_what_it_runs() {
    let f = Folder::new();
    hook(
        &f,
        &[],
        &[
            failed(
                "s1",
                "sh -c 'echo build broke >&2; exit 7'",
                "Exit code 7\nbuild broke",
            ),
            failed(
                "s1",
                "env X=1 bash -lc 'echo building; npm run build; exit $?'",
                "Exit code 1\nError: Cannot find module 'vite'",
            ),
        ],
    );
    let summaries: Vec<String> = rows(&f).into_iter().map(|r| r.0).collect();
    assert_eq!(
        summaries,
        [
            "Bash `sh` → build broke",
            "Bash `npm run build` → Error: Cannot find module 'vite'"
        ]
    );
}

#[test]
fn another_target_that_works_is_not_the_fix() {
    let f = Folder::new();
    let missing = "Exit code 2\nls: cannot access '/nonexistent/conf': No such file or directory";
    let mut events: Vec<String> = (0..3)
        .map(|_| failed("s1", "ls /nonexistent/conf", missing))
        .collect();
    events.push(ran("s1", "ls -la /etc/other"));
    hook(&f, &[], &events);
    assert_eq!(
        rows(&f),
        [(
            "Bash `ls` → ls: cannot access '/nonexistent/conf': No such file or directory".into(),
            "3".into(),
            String::new()
        )]
    );
    // The same target with another option is.
    hook(&f, &[], &[ran("s1", "ls -la /nonexistent/conf/")]);
    assert_eq!(rows(&f)[0].2, "`ls -la /nonexistent/conf/` worked");
}

#[test]
fn a_lesson_names_no_temp_folder_of_its_first_run() {
    let f = Folder::initialised(TODAY, "en");
    let events: Vec<String> = ["tmp8a7sk2", "tmpq01zz9", "tmp4mm2kd"]
        .iter()
        .map(|dir| {
            failed(
                "s1",
                &format!("cat /tmp/{dir}/app.conf"),
                &format!("Exit code 1\ncat: /tmp/{dir}/app.conf: No such file or directory"),
            )
        })
        .collect();
    hook(&f, &[], &events);
    assert_eq!(rows(&f).len(), 1, "one failure, counted three times");
    f.ok(&["evolve", "--all"]);
    let memory = f.read("MEMORY.md");
    assert_eq!(
        lines_with(&memory, "| source: candidate "),
        [format!(
            "- [{MONTH}] `cat` fails with cat: <tmp>/app.conf: No such file or directory | source: candidate C001 | fix: not recorded"
        )]
    );
}

#[test]
fn a_decision_keeps_what_was_chosen_not_the_words_choosing_it() {
    for (prompt, saved) in [
        (
            "decision made: let's go with PostgreSQL 16",
            "PostgreSQL 16",
        ),
        ("we decided to go with PostgreSQL 16", "PostgreSQL 16"),
        (
            "Decision made: we'll go with Redis for the cache",
            "Redis for the cache",
        ),
        (
            "let's go with PostgreSQL 16 for the database",
            "PostgreSQL 16 for the database",
        ),
    ] {
        let f = Folder::initialised(TODAY, "en");
        hook(&f, &[], &[prompt_event(prompt)]);
        let memory = f.read("MEMORY.md");
        let lines = lines_with(&memory, "| source: decision");
        assert_eq!(lines.len(), 1, "{prompt}\n{memory}");
        assert!(
            lines[0].starts_with(&format!("- [{MONTH}] {saved} | ")),
            "{prompt} saved {}",
            lines[0]
        );
    }
}

/// A save is the person's to see: the hook's answer carries a one-line `systemMessage`
/// (Claude Code shows it in the session), unless `MEMORY_MANAGER_NOTIFY=0`; nothing new
/// saved, nothing said.
#[test]
fn the_person_sees_what_the_hook_saved() {
    let notice = |f: &Folder, prompt: &str, env: Option<&str>| -> Option<String> {
        // Empty is unset: the default (the harness turns the note off for other tests).
        let mm = f
            .mm()
            .arg("hook")
            .stdin(prompt_event(prompt).as_str())
            .env("MEMORY_MANAGER_NOTIFY", env.unwrap_or(""));
        let out = mm.run().quiet().stdout;
        let v: Value = serde_json::from_str(&out).unwrap();
        assert!(v["hookSpecificOutput"]["additionalContext"].is_string());
        v.get("systemMessage")
            .map(|m| m.as_str().unwrap().to_owned())
    };
    let f = Folder::initialised(TODAY, "en");
    assert_eq!(
        notice(&f, "remember: always use pnpm in this repo", None).as_deref(),
        Some("memory-manager saved: 📍 MEMORY.md:L15 always use pnpm in this repo (explicit)")
    );
    assert_eq!(
        notice(&f, "remember: always use pnpm in this repo", None),
        None,
        "already there"
    );
    assert_eq!(notice(&f, "how do we deploy?", None), None);
    assert_eq!(
        notice(&f, "remember: run the linter before commits", Some("0")),
        None
    );
    assert!(
        f.read("MEMORY.md")
            .contains("run the linter before commits")
    );
    let zh = Folder::initialised(TODAY, "zh");
    let said = notice(&zh, "记住：以后都用 pnpm", Some("1")).unwrap();
    assert!(
        said.starts_with("memory-manager 已保存:📍 MEMORY.md:L"),
        "{said}"
    );
}
