//! End to end with the real Claude Code CLI (pinned, installed by tests/e2e/install-hosts.sh),
//! offline against the loopback Messages API mock: `memory-manager mcp` registered in the
//! local scope, the model searching memory and saving a rule through the tools. Runs unless
//! the real-host tests are skipped (`support::hosts`).

use std::path::Path;
use std::time::{Duration, Instant};

use memory_manager::config::HostEnv;
use memory_manager::hosts::claude_code::mcp_config::{self, Writer};
use memory_manager::hosts::claude_code::settings::Scope;
use serde_json::{Value, json};

use crate::support::hosts::hosts_or_skip;
use crate::support::mock::{self, MockServer, Reply};
use crate::support::{Folder, read_or_empty};

const SEARCH: &str = "mcp__memory-manager__memory_search";
const SAVE: &str = "mcp__memory-manager__memory_save";
/// The fact the project's memory holds before the session.
const KNOWN: &str = "Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test";
/// The rule the model saves.
const NEW: &str = "Format with cargo fmt before every commit";

/// The tool named `name` as a request offered it.
fn offered<'a>(body: &'a Value, name: &str) -> Option<&'a Value> {
    body["tools"].as_array()?.iter().find(|t| t["name"] == name)
}

#[test]
fn claude_code_searches_and_saves_through_the_mcp_server() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let started = Instant::now();
    let step = |what: &str, elapsed: Duration| {
        eprintln!(
            "[e2e mcp claude-code +{:>5.1}s] {what} ({elapsed:.1?})",
            started.elapsed().as_secs_f64()
        );
    };
    let f = Folder::new();
    let project = f.project();
    std::fs::create_dir_all(project.join(".git")).unwrap();
    // The CLI and the server run on the machine's date.
    let month = chrono::Local::now().format("%Y-%m").to_string();
    let out = f
        .mm_in_project()
        .args(["--layout", "claude-code", "write-memory", KNOWN])
        .run()
        .success()
        .stdout(&format!("saved 📍 MEMORY.md:L15 {KNOWN}\n"));
    step("memory-manager write-memory", out.elapsed);
    let memory_md = project.join(".claude/memory/MEMORY.md");
    let line = |n: usize| {
        read_or_empty(&memory_md)
            .lines()
            .nth(n - 1)
            .map(str::to_owned)
    };
    assert_eq!(
        line(15).as_deref(),
        Some(format!("- [{month}] {KNOWN} | source: manual").as_str())
    );

    let env = HostEnv {
        home: Some(f.home()),
        ..HostEnv::default()
    };
    let binary = Path::new(env!("CARGO_BIN_EXE_memory-manager"));
    let done = mcp_config::register(
        Scope::Local,
        Some(&project),
        binary,
        &env,
        &Writer::File,
        false,
    )
    .expect("register the server");
    assert!(done.changed, "{done:?}");
    // Ours, in the project's own entry of ~/.claude.json, and nothing else there.
    let registry: Value =
        serde_json::from_str(&read_or_empty(&f.home().join(".claude.json"))).expect("JSON");
    let entry =
        json!({"type": "stdio", "command": binary, "args": ["mcp", "--layout", "claude-code"]});
    assert_eq!(
        registry,
        json!({"projects": {project.to_str().unwrap(): {"mcpServers": {"memory-manager": entry}}}})
    );

    // The model: search, then save, then done.
    let server = MockServer::start(|body: &Value| {
        if !mock::offers_tool(body, "Bash") {
            return Reply::text("Mock");
        }
        match mock::tool_results(body) {
            0 => Reply::tool(SEARCH, json!({"query": "test command"})),
            1 => Reply::tool(SAVE, json!({"text": NEW, "kind": "rule"})),
            _ => Reply::text("done"),
        }
    });
    let out = hosts
        .claude_offline(&f, &server)
        .args([
            "-p",
            "How do I run the tests? Also remember to format before committing.",
            "--output-format",
            "json",
            "--allowedTools",
            "mcp__memory-manager",
        ])
        .run()
        .success();
    step("claude -p", out.elapsed);
    let result = out.json_after_logs();
    assert_eq!(result["is_error"], false, "{result}");
    assert_eq!(result["result"], "done", "{result}");

    // Search, save, and the final answer.
    let turns = server.agent_turns();
    assert_eq!(turns.len(), 3, "agent-loop requests");
    // The tools the reminder names (`hook --tools mcp`) are in the first request itself, not
    // behind ToolSearch.
    for name in [SEARCH, SAVE, "mcp__memory-manager__memory_get"] {
        let tool = offered(&turns[0].body, name)
            .unwrap_or_else(|| panic!("{name} not offered:\n{}", turns[0].text()));
        assert_ne!(tool["defer_loading"], true, "{name} is deferred: {tool}");
        assert!(tool["input_schema"]["properties"].is_object(), "{tool}");
    }
    // The search found the stored line, cited; the save said where it put the rule.
    let found = format!("📍 MEMORY.md:L15 [{month}] {KNOWN}");
    let saved = format!("saved 📍 MEMORY.md:L16 {NEW}");
    assert_eq!(mock::tool_result_texts(&turns[1].body), [found.as_str()]);
    assert_eq!(
        mock::tool_result_texts(&turns[2].body),
        [found.as_str(), saved.as_str()]
    );
    // The rule is in MEMORY.md where the model was told, from the agent.
    assert_eq!(
        line(16).as_deref(),
        Some(format!("- [{month}] {NEW} | source: agent").as_str()),
        "{}",
        read_or_empty(&memory_md)
    );
    step("done", started.elapsed());
}
