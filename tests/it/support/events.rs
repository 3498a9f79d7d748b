//! Hook events as Claude Code sends them (docs/HOSTS.md), as JSON text.

use serde_json::{Value, json};

/// An event `name` with `fields`, from session `test-session` unless `fields` name another.
pub fn hook_event(name: &str, fields: Value) -> String {
    let mut event = json!({
        "hook_event_name": name,
        "session_id": "test-session",
    });
    if let (Some(obj), Some(extra)) = (event.as_object_mut(), fields.as_object()) {
        for (k, val) in extra {
            obj.insert(k.clone(), val.clone());
        }
    }
    event.to_string()
}

/// A `UserPromptSubmit` event.
pub fn prompt_event(prompt: &str) -> String {
    hook_event("UserPromptSubmit", json!({ "prompt": prompt }))
}

/// A `PostToolUseFailure` event of a Bash command.
pub fn failure_event(command: &str, error: &str) -> String {
    hook_event(
        "PostToolUseFailure",
        json!({
            "tool_name": "Bash",
            "tool_input": { "command": command },
            "error": error,
        }),
    )
}

/// The reminder that opens every `<memory>` block: where to save what the hook did not, then
/// how to recall more (the CLI, when the hook was not told of tools), in English…
pub const REMINDER_EN: &str = "Use memories below; cite as 📍 FILE:Lnn. Save a lasting rule, decision or correction the user states, unless shown saved: `memory-manager write-memory \"…\"`. Session end: `memory-manager evolve`.\nMore: `memory-manager recall WORDS`.";
/// …and in Chinese.
pub const REMINDER_ZH: &str = "参考下方记忆,引用写 📍 文件:行号。用户说的长期规则、决策或纠正,未显示已保存的用 `memory-manager write-memory \"…\"` 保存;会话结束运行 `memory-manager evolve`。\n更多:`memory-manager recall 关键词` 查找。";

/// The English reminder when the host offers the agent memory-manager's tools: over MCP
/// (`hook --tools mcp`, Claude Code)…
pub const TOOLS_MCP: &str = "Use memories below; cite as 📍 FILE:Lnn. Save a lasting rule, decision or correction the user states, unless shown saved: memory_save. Session end: `memory-manager evolve`.\nTools: memory_search, memory_get (opens 📍).";
/// …and through OpenClaw's plugin (`hook --tools openclaw`).
pub const TOOLS_OPENCLAW: &str = "Use memories below; cite as 📍 FILE:Lnn. Save a lasting rule, decision or correction the user states, unless shown saved: memory_manager_save. Session end: `memory-manager evolve`.\nTools: memory_manager_search, memory_manager_get (opens 📍).";

/// The Chinese reminders when the host offers the agent's tools: over MCP…
pub const TOOLS_MCP_ZH: &str = "参考下方记忆,引用写 📍 文件:行号。用户说的长期规则、决策或纠正,未显示已保存的用 memory_save 保存;会话结束运行 `memory-manager evolve`。\n工具:memory_search 查找,memory_get 打开 📍。";
/// …and through OpenClaw's plugin.
pub const TOOLS_OPENCLAW_ZH: &str = "参考下方记忆,引用写 📍 文件:行号。用户说的长期规则、决策或纠正,未显示已保存的用 memory_manager_save 保存;会话结束运行 `memory-manager evolve`。\n工具:memory_manager_search 查找,memory_manager_get 打开 📍。";

/// The English reminder for one wiring (one of the `TOOLS_*` constants).
pub fn reminder_en_with(tools: &str) -> String {
    tools.to_string()
}

/// The `<memory>` block a hook injects: `reminder`, then `lines`.
pub fn memory_block(reminder: &str, lines: &[&str]) -> String {
    let mut block = format!("<memory>\n{reminder}\n");
    for line in lines {
        block.push_str(line);
        block.push('\n');
    }
    block + "</memory>"
}

/// Whether `block` is a `<memory>` block that opens with the reminder, in either language
/// (its second line names the CLI or the agent's tools, whichever the host wired).
pub fn opens_with_reminder(block: &str) -> bool {
    [
        REMINDER_EN,
        REMINDER_ZH,
        TOOLS_MCP,
        TOOLS_OPENCLAW,
        TOOLS_MCP_ZH,
        TOOLS_OPENCLAW_ZH,
    ]
    .iter()
    .any(|reminder| block.starts_with(&format!("<memory>\n{reminder}\n")))
}

/// The hook's whole stdout when it answers `event` with `context`, in Claude Code's shape.
pub fn hook_answer(event: &str, context: &str) -> String {
    json!({"hookSpecificOutput": {"hookEventName": event, "additionalContext": context}})
        .to_string()
        + "\n"
}

/// The `additionalContext` of a hook's stdout; `None` when it answered nothing.
#[track_caller]
pub fn context_of(stdout: &str) -> Option<String> {
    if stdout.is_empty() {
        return None;
    }
    let v: Value = serde_json::from_str(stdout)
        .unwrap_or_else(|e| panic!("the hook's answer is not JSON ({e}):\n{stdout}"));
    let context = v["hookSpecificOutput"]["additionalContext"].as_str();
    Some(
        context
            .unwrap_or_else(|| panic!("no additionalContext in\n{stdout}"))
            .to_owned(),
    )
}
