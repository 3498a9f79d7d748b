//! End to end with the real OpenClaw CLI (pinned, on Node 24, installed by
//! tests/e2e/install-hosts.sh), offline against the loopback Messages API mock: the plugin
//! install-hooks lays down registers the agent's memory tools, and one embedded agent turn
//! saves a rule through `memory_manager_save`. Skipped only with `MEMORY_MANAGER_SKIP_E2E=1`.

mod support;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::{Value, json};
use support::mock::{self, MockServer, Reply};
use support::{Hosts, Output, memory_manager, read, run};

const SAVE: &str = "memory_manager_save";
/// The rule the model saves.
const RULE: &str = "Deploy with make release, never by hand";

/// `program ARGS` with the temp HOME, and Node 24 and the host CLIs first on PATH.
fn command(hosts: &Hosts, home: &Path, program: &Path, args: &[&str]) -> Output {
    let mut paths = vec![hosts.node_bin(), hosts.dir.join("node_modules/.bin")];
    paths.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    let mut cmd = Command::new(program);
    cmd.args(args)
        .current_dir(home)
        .env_clear()
        .env("PATH", std::env::join_paths(paths).expect("PATH"))
        .env("HOME", home)
        .env("LANG", "C.UTF-8");
    let what = format!("{} {args:?}", program.display());
    run(&mut cmd, None, Duration::from_secs(300)).ok(&what)
}

#[test]
fn openclaw_offers_the_tools_and_one_call_saves() {
    if support::skip_e2e("openclaw_offers_the_tools_and_one_call_saves") {
        return;
    }
    let hosts = Hosts::get();
    let tmp = support::tempdir();
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let openclaw = |args: &[&str]| command(&hosts, &home, &hosts.openclaw(), args);

    // The model: save a rule, then say done.
    let server = MockServer::start(|body: &Value| {
        if !mock::offers_tool(body, "exec") {
            return Reply::text("Mock");
        }
        match mock::tool_results(body) {
            0 => Reply::tool(SAVE, json!({"text": RULE, "kind": "rule"})),
            _ => Reply::text("done"),
        }
    });
    let provider = json!({"baseUrl": server.url(), "apiKey": "dummy", "api": "anthropic-messages",
                          "models": [{"id": "mock-model", "name": "Mock"}]});
    let batch = json!([
        {"path": "models.mode", "value": "merge"},
        {"path": "models.providers.mock", "value": provider},
        {"path": "agents.defaults.model", "value": {"primary": "mock/mock-model"}},
    ]);
    openclaw(&["config", "set", "--batch-json", &batch.to_string()]);
    command(
        &hosts,
        &home,
        &memory_manager(),
        &["install-hooks", "--host", "openclaw"],
    );

    let inspect = openclaw(&[
        "plugins",
        "inspect",
        "memory-manager",
        "--runtime",
        "--json",
    ])
    .json();
    assert_eq!(inspect["plugin"]["status"], "loaded", "{inspect:#}");
    let names = inspect["plugin"]["toolNames"].to_string();
    for tool in [
        "memory_manager_search",
        "memory_manager_get",
        SAVE,
        "memory_manager_resolve",
        "memory_manager_evolve_apply",
    ] {
        assert!(
            names.contains(tool),
            "{tool} is not registered: {inspect:#}"
        );
    }
    let errors: Vec<&Value> = inspect["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["level"] == "error")
        .collect();
    assert!(errors.is_empty(), "plugin diagnostics: {errors:?}");

    openclaw(&[
        "agent",
        "--local",
        "--agent",
        "main",
        "--session-id",
        "mm-tools-1",
        "--message",
        "What is our deploy procedure?",
        "--json",
    ]);
    let turns: Vec<_> = server
        .requests()
        .into_iter()
        .filter(|r| mock::offers_tool(&r.body, "exec"))
        .collect();
    assert!(
        turns.len() >= 2,
        "expected the save and a final answer: {} requests",
        turns.len()
    );
    // Offered directly, not behind Tool Search.
    assert!(
        mock::offers_tool(&turns[0].body, SAVE),
        "{SAVE} not offered:\n{}",
        turns[0].text()
    );
    let after = turns[1].text();
    assert!(
        after.contains("saved 📍 MEMORY.md:L"),
        "the tool's answer did not reach the model:\n{after}"
    );
    let memory = read(&home.join(".openclaw/workspace/MEMORY.md"));
    assert!(
        memory
            .lines()
            .any(|l| l.contains(RULE) && l.ends_with("| source: agent")),
        "the rule is not in <workspace>/MEMORY.md from the agent:\n{memory}"
    );
}
