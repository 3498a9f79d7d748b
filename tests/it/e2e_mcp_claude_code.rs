//! End to end with the real Claude Code CLI (pinned, installed by tests/e2e/install-hosts.sh),
//! offline against the loopback Messages API mock: `memory-manager mcp` registered in the
//! local scope, the model searching memory and saving a rule through the tools. Skipped only
//! with `MEMORY_MANAGER_SKIP_E2E=1`.

mod support;

use std::process::Command;
use std::time::Duration;

use memory_manager::config::HostEnv;
use memory_manager::hosts::claude_code::mcp_config::{self, Writer};
use memory_manager::hosts::claude_code::settings::Scope;
use serde_json::{Value, json};
use support::mock::{self, MockServer, Reply};
use support::{Hosts, memory_manager, read, run};

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
    if support::skip_e2e("claude_code_searches_and_saves_through_the_mcp_server") {
        return;
    }
    let hosts = Hosts::get();
    let tmp = support::tempdir();
    let home = tmp.path().join("home");
    let project = tmp.path().join("project");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(project.join(".git")).unwrap();
    let mm = |args: &[&str]| {
        let mut cmd = Command::new(memory_manager());
        cmd.args(args)
            .current_dir(&project)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &home)
            .env("LANG", "C.UTF-8");
        run(&mut cmd, None, Duration::from_secs(60)).ok(&format!("memory-manager {args:?}"))
    };
    mm(&["--layout", "claude-code", "write-memory", KNOWN]);
    let memory_md = project.join(".claude/memory/MEMORY.md");
    let known_line = read(&memory_md)
        .lines()
        .position(|l| l.contains(KNOWN))
        .expect("the known fact is saved")
        + 1;

    let env = HostEnv {
        home: Some(home.clone()),
        ..HostEnv::default()
    };
    let binary = memory_manager();
    let done = mcp_config::register(
        Scope::Local,
        Some(&project),
        &binary,
        &env,
        &Writer::File,
        false,
    )
    .expect("register the server");
    assert!(done.changed, "{done:?}");

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
    let mut cmd = Command::new(hosts.claude());
    cmd.args([
        "-p",
        "How do I run the tests? Also remember to format before committing.",
        "--output-format",
        "json",
        "--allowedTools",
        "mcp__memory-manager",
    ])
    .current_dir(&project)
    .env_clear()
    .env("PATH", hosts.path_env())
    .env("HOME", &home)
    .env("SHELL", "/bin/bash")
    .env("LANG", "C.UTF-8")
    .env("ANTHROPIC_BASE_URL", server.url())
    .env("ANTHROPIC_API_KEY", "dummy")
    .env("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1")
    .env("DISABLE_AUTOUPDATER", "1");
    let out = run(&mut cmd, None, Duration::from_secs(120)).ok("claude -p");
    let result = out.json();
    assert_eq!(result["is_error"], false, "{result}");
    assert_eq!(result["result"], "done", "{result}");

    let turns = server.agent_turns();
    assert!(
        turns.len() >= 3,
        "search, save and a final answer: {} turns",
        turns.len()
    );
    // The tools the reminder names are in the first request itself, not behind ToolSearch.
    for name in [SEARCH, SAVE, "mcp__memory-manager__memory_get"] {
        let tool = offered(&turns[0].body, name)
            .unwrap_or_else(|| panic!("{name} not offered:\n{}", turns[0].text()));
        assert_ne!(tool["defer_loading"], true, "{name} is deferred: {tool}");
        assert!(tool["input_schema"]["properties"].is_object(), "{tool}");
    }
    // The search result reached the model with the stored line, cited.
    let cite = format!("📍 MEMORY.md:L{known_line}");
    let after_search = turns
        .iter()
        .find(|t| mock::tool_results(&t.body) == 1)
        .expect("a request after the search");
    let text = after_search.text();
    assert!(
        text.contains(&cite) && text.contains(KNOWN),
        "the search result did not carry {cite} {KNOWN:?}:\n{text}"
    );
    // The save landed in MEMORY.md, from the agent, and the model was told where.
    let memory = read(&memory_md);
    let saved = memory
        .lines()
        .find(|l| l.contains(NEW))
        .unwrap_or_else(|| panic!("{NEW:?} not in MEMORY.md:\n{memory}"));
    assert!(saved.ends_with("| source: agent"), "{saved}");
    let last = turns.last().unwrap().text();
    assert!(last.contains("saved 📍 MEMORY.md:L"), "{last}");
}
