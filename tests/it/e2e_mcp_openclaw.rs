//! End to end with the real OpenClaw CLI (pinned, on Node 24, installed by
//! tests/e2e/install-hosts.sh), offline against the loopback Messages API mock: the plugin
//! install-hooks lays down registers the agent's memory tools, and one embedded agent turn
//! saves a rule through `memory_manager_save`. Runs unless the real-host tests are skipped
//! (`support::hosts`).

use serde_json::{Value, json};

use crate::support::hosts::hosts_or_skip;
use crate::support::mock::{self, MockServer, Reply};
use crate::support::openclaw::Claw;
use crate::support::{
    TOOLS_OPENCLAW, files_under, lines_with, memory_block, read_or_empty, reminder_en_with,
};

const SAVE: &str = "memory_manager_save";
/// The rule the model saves.
const RULE: &str = "Deploy with make release, never by hand";

#[test]
fn openclaw_offers_the_tools_and_one_call_saves() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let c = Claw::new(hosts, "mcp openclaw");

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
    c.use_model(&server);
    c.mm(&["install-hooks", "--host", "openclaw"]);

    let inspect = c
        .openclaw(&[
            "plugins",
            "inspect",
            "memory-manager",
            "--runtime",
            "--json",
        ])
        .json_after_logs();
    assert_eq!(inspect["plugin"]["status"], "loaded", "{inspect:#}");
    // Every tool, in OpenClaw's names.
    assert_eq!(
        inspect["plugin"]["toolNames"],
        json!([
            "memory_manager_search",
            "memory_manager_get",
            SAVE,
            "memory_manager_supersede",
            "memory_manager_forget",
            "memory_manager_candidates",
            "memory_manager_resolve",
            "memory_manager_evolve_card",
            "memory_manager_evolve_apply",
        ]),
        "{inspect:#}"
    );
    let errors: Vec<&Value> = inspect["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["level"] == "error")
        .collect();
    assert!(errors.is_empty(), "plugin diagnostics: {errors:?}");

    c.agent_turn("mm-tools-1", "What is our deploy procedure?");
    // The save, and the final answer.
    let turns: Vec<_> = server
        .requests()
        .into_iter()
        .filter(|r| mock::offers_tool(&r.body, "exec"))
        .collect();
    assert_eq!(turns.len(), 2, "requests offering the agent's tools");
    // Offered directly, not behind Tool Search, and named by the reminder (the workspace's
    // memory is empty yet).
    for tool in ["memory_manager_search", "memory_manager_get", SAVE] {
        assert!(
            mock::offers_tool(&turns[0].body, tool),
            "{tool} not offered:\n{}",
            turns[0].text()
        );
    }
    assert_eq!(
        mock::memory_blocks(&turns[0].body),
        [memory_block(&reminder_en_with(TOOLS_OPENCLAW), &[])]
    );
    // The tool's answer reached the model; the rule is where it said, from the agent. The
    // tools run on the machine's date.
    assert_eq!(
        mock::tool_result_texts(&turns[1].body),
        [format!("saved 📍 MEMORY.md:L15 {RULE}")]
    );
    let month = chrono::Local::now().format("%Y-%m").to_string();
    let entry = format!("- [{month}] {RULE} | source: agent");
    let memory = read_or_empty(&c.workspace().join("MEMORY.md"));
    assert!(
        lines_with(&memory, RULE) == [&entry] && memory.lines().nth(14) == Some(&entry),
        "not one entry at L15 of <workspace>/MEMORY.md:\n{memory}"
    );
    let errors: Vec<_> = files_under(&c.workspace())
        .into_iter()
        .filter(|(p, _)| p.ends_with(".memory-manager-errors.log"))
        .collect();
    assert!(
        errors.iter().all(|(_, t)| t.is_empty()),
        "the hook logged errors: {errors:?}"
    );
    c.done();
}
