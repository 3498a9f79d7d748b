//! A whole MCP session as one stdin script: the handshake, then tool calls numbered from 1,
//! and the results read back by id (for tests that send everything at once; `tests/it/mcp.rs`
//! talks to a live server instead).

use serde_json::{Value, json};

/// The handshake (`initialize` with id 0, `notifications/initialized`), then a `tools/call`
/// for each (tool name, arguments) with ids 1, 2, …; one JSON-RPC message a line.
pub fn tool_calls(calls: &[(&str, Value)]) -> String {
    let mut lines = vec![
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "trust-test", "version": "1"}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    ];
    for (i, (name, arguments)) in calls.iter().enumerate() {
        lines.push(
            json!({"jsonrpc": "2.0", "id": i + 1, "method": "tools/call",
            "params": {"name": name, "arguments": arguments}}),
        );
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// Each call's result text and whether it was a tool error, in order, from what the server
/// printed for [`tool_calls`] of `calls` calls; a call left unanswered fails the test.
#[track_caller]
pub fn tool_results(stdout: &str, calls: usize) -> Vec<(String, bool)> {
    let answers: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (1..=calls)
        .map(|id| {
            let a = answers
                .iter()
                .find(|a| a["id"] == id)
                .unwrap_or_else(|| panic!("no answer to call {id}: {stdout}"));
            let result = &a["result"];
            let text = result["content"][0]["text"].as_str().unwrap_or_default();
            (text.to_string(), result["isError"] == true)
        })
        .collect()
}
