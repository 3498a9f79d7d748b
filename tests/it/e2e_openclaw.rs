//! End to end with the real OpenClaw CLI (pinned, on Node 24, installed by
//! tests/e2e/install-hosts.sh), offline against the loopback Messages API mock:
//! install-hooks, plugin and hook pack checks, one embedded agent turn. Runs unless the
//! real-host tests are skipped (`support::hosts`).

use serde_json::{Value, json};

use crate::support::hosts::hosts_or_skip;
use crate::support::mock::{self, MockServer, Reply};
use crate::support::openclaw::Claw;
use crate::support::{files_under, lines_with, opens_with_reminder, read_or_empty};

/// A path the scripted `read` call fails on.
const MISSING_FILE: &str = "/nonexistent-mm-e2e/notes.txt";
/// A command the scripted `exec` call fails with (non-zero exit).
const FAILING: &str = "ls /nonexistent-mm-e2e-dir";

#[test]
fn openclaw_full_loop() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let c = Claw::new(hosts, "openclaw");

    // The model: read a missing file, then run a failing command, then say done.
    let server = MockServer::start(|body: &Value| {
        if !mock::offers_tool(body, "exec") {
            return Reply::text("Mock");
        }
        match mock::tool_results(body) {
            0 => Reply::tool("read", json!({"path": MISSING_FILE})),
            1 => Reply::tool("exec", json!({"command": FAILING})),
            _ => Reply::text("done"),
        }
    });
    c.use_model(&server);

    c.mm(&["install-hooks", "--host", "openclaw"]);

    // A fresh home: the workspace comes at the first agent run. health-check says so, and
    // that memory will be OpenClaw's, not Claude Code's.
    let fresh = c.mm(&["health-check"]);
    let ws = c.workspace();
    assert!(
        fresh.stdout.starts_with(
            "layout: openclaw (memory-manager's OpenClaw plugin is installed (the workspace appears at the first agent run))\n"
        ) && fresh.stdout.contains(&format!(
            "  note: the workspace {} does not exist yet: OpenClaw creates it at the first agent run\n",
            ws.display()
        )) && fresh.stdout.contains("host openclaw: wired\n"),
        "{}",
        fresh.report()
    );

    let inspect = c
        .openclaw(&[
            "plugins",
            "inspect",
            "memory-manager",
            "--runtime",
            "--json",
        ])
        .json_after_logs();
    assert_eq!(
        inspect["plugin"]["status"], "loaded",
        "plugin not loaded: {inspect:#}"
    );
    let hooks = inspect["typedHooks"].to_string();
    for hook in ["before_prompt_build", "after_tool_call"] {
        assert!(
            hooks.contains(hook),
            "typed hook {hook} not registered: {inspect:#}"
        );
    }
    assert_eq!(
        inspect["policy"]["allowConversationAccess"], true,
        "{inspect:#}"
    );
    let list = c.openclaw(&["hooks", "list", "--json"]);
    let pack = find_hook(&list.json_after_logs(), "memory-manager")
        .unwrap_or_else(|| panic!("the hook pack is not listed:\n{}", list.stdout));
    assert!(is_ready(&pack), "the hook pack is not ready: {pack:#}");

    // One turn: an explicit directive about the user, a failed read, a failing exec.
    let prompt = "记住:我在深圳,时区 UTC+8,说时间的时候按北京时间来。";
    let turn = c.agent_turn("mm-e2e-1", prompt);
    let turns: Vec<_> = server
        .requests()
        .into_iter()
        .filter(|r| mock::offers_tool(&r.body, "exec"))
        .collect();
    assert!(
        turns.len() >= 3,
        "expected read, exec and a final answer, got {} requests:\n{}",
        turns.len(),
        turn.stdout
    );
    let blocks = mock::memory_blocks(&turns[0].body);
    assert!(
        !blocks.is_empty() && blocks.iter().all(|b| opens_with_reminder(b)),
        "no <memory> block with the reminder reached the model:\n{}",
        turns[0].text()
    );

    let workspace = c.workspace();
    // After the first run the workspace is there, and so is the memory.
    let after = c.mm(&["health-check"]);
    assert!(
        after
            .stdout
            .starts_with("layout: openclaw (the OpenClaw workspace exists)\n")
            && !after.stdout.contains("does not exist yet"),
        "{}",
        after.report()
    );
    let user = read_or_empty(&workspace.join("USER.md"));
    // The hooks run under the host, on the machine's date.
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let month = &today[..7];
    // Which words of the prompt are kept is the signal rules' business (measured by the
    // corpus); that they are one entry of the user's preferences, explicit, is asserted.
    let directive = lines_with(&user, "UTC+8");
    let kept = match directive[..] {
        [line] => line
            .strip_prefix(&format!("- [{month}] "))
            .and_then(|l| l.strip_suffix(" | source: user-explicit")),
        _ => None,
    };
    assert!(
        kept.is_some(),
        "the directive is not one entry of <workspace>/USER.md:\n{user}\n--- MEMORY.md\n{}",
        read_or_empty(&workspace.join("MEMORY.md"))
    );
    assert!(
        user.ends_with(&format!("## 👤 Preferences\n\n{}\n", directive[0])),
        "not in the preferences appended to the host's USER.md:\n{user}"
    );
    // Both failures, once each, at 1/3; the exec's summary ends in the shell's own error
    // text, the one part not asserted whole.
    let pool = read_or_empty(&workspace.join("memory/CANDIDATES.md"));
    let rows: Vec<&str> = pool.lines().filter(|l| l.starts_with("| C0")).collect();
    let read_row = format!(
        "| C001 | error | read → File not found: '…'. | {today} | {today} | 1/3 | MEMORY.md ⚠️ | hook |  |"
    );
    let exec_row = rows.get(1).and_then(|row| {
        row.strip_prefix("| C002 | error | exec `ls` → ")?
            .strip_suffix(&format!(
                " | {today} | {today} | 1/3 | MEMORY.md ⚠️ | hook |  |"
            ))
    });
    assert!(
        rows.len() == 2
            && rows[0] == read_row
            && exec_row.is_some_and(|e| e.contains("'/nonexistent-mm-e2e-dir'")),
        "not the failed read and the failing exec at 1/3:\n{pool}"
    );
    let errors: Vec<_> = files_under(&workspace)
        .into_iter()
        .filter(|(p, _)| p.ends_with(".memory-manager-errors.log"))
        .collect();
    assert!(
        errors.iter().all(|(_, t)| t.is_empty()),
        "the hook logged errors: {errors:?}"
    );
    c.done();
}

/// The entry of `name` in `openclaw hooks list --json`, wherever the list sits in it.
fn find_hook(v: &Value, name: &str) -> Option<Value> {
    match v {
        Value::Object(map) if map.get("name").is_some_and(|n| n == name) => Some(v.clone()),
        Value::Object(map) => map.values().find_map(|x| find_hook(x, name)),
        Value::Array(items) => items.iter().find_map(|x| find_hook(x, name)),
        _ => None,
    }
}

/// What `openclaw hooks list` shows as `✓ ready`, listening to the events we need.
fn is_ready(hook: &Value) -> bool {
    let events = hook["events"].to_string();
    hook["eligible"] == true
        && hook["disabled"] == false
        && hook["loadable"] == true
        && ["agent:bootstrap", "command:new", "command:reset"]
            .iter()
            .all(|e| events.contains(e))
}
