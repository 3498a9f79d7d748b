//! Hook events as Claude Code sends them (docs/HOSTS.md), as JSON text.

use serde_json::{Value, json};

/// An event `name` with `fields`, from session `test-session`.
fn hook_event(name: &str, fields: Value) -> String {
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

/// The reminder that opens every `<memory>` block, in English…
pub const REMINDER_EN: &str = "Before acting, use the memories below; cite them as 📍 FILE:Lnn. Decisions and failures are saved automatically; run `memory-manager evolve` at session end.";
/// …and in Chinese.
pub const REMINDER_ZH: &str = "行动前先参考下方记忆,引用时写 📍 文件:行号。决策和工具失败会自动保存;会话结束时运行 `memory-manager evolve` 确认候选。";

/// The `<memory>` block a hook injects: `reminder`, then `lines`.
pub fn memory_block(reminder: &str, lines: &[&str]) -> String {
    let mut block = format!("<memory>\n{reminder}\n");
    for line in lines {
        block.push_str(line);
        block.push('\n');
    }
    block + "</memory>"
}

/// Whether `block` is a `<memory>` block that opens with the reminder, in either language.
pub fn opens_with_reminder(block: &str) -> bool {
    [REMINDER_EN, REMINDER_ZH]
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
