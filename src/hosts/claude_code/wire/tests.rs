use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::signals::failure::{MAX_SUMMARY_CHARS, summarize};
use crate::store::candidates::CandidateKind;
use crate::store::candidates::fingerprint::fingerprint;
use proptest::prelude::*;

fn parse(text: &str) -> (Event, String) {
    parse_event(&serde_json::from_str(text).unwrap()).unwrap()
}

fn failure(text: &str) -> Option<ToolFailure> {
    match parse(text).0.kind {
        EventKind::ToolFailure(f) => Some(f),
        _ => None,
    }
}

#[test]
fn prompt_and_session_start() {
    let (event, name) = parse(
        r#"{"hook_event_name":"UserPromptSubmit","session_id":"s1","cwd":"/p","prompt":"hi","new_field":[1]}"#,
    );
    assert_eq!(name, "UserPromptSubmit");
    assert_eq!(event.session_id.as_deref(), Some("s1"));
    assert_eq!(event.cwd, Some(PathBuf::from("/p")));
    assert!(!event.subagent);
    assert_eq!(event.kind, EventKind::Prompt { text: "hi".into() });
    let (event, _) = parse(r#"{"hook_event_name":"SessionStart","source":"resume"}"#);
    assert_eq!(event.kind, EventKind::SessionStart);
    assert_eq!(event.session_id, None);
}

#[test]
fn missing_or_odd_name_is_none_and_unknown_event_ignored() {
    assert!(parse_event(&json!({"prompt": "x"})).is_none());
    assert!(parse_event(&json!({"hook_event_name": 3})).is_none());
    assert!(parse_event(&json!([1, 2])).is_none());
    let (event, name) = parse(r#"{"hook_event_name":"Stop","agent_id":"a1"}"#);
    assert_eq!((event.kind, name.as_str()), (EventKind::Ignored, "Stop"));
    assert!(event.subagent);
}

#[test]
fn tool_failure_fields() {
    let f = failure(
        r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Edit",
        "tool_input":{"file_path":"/a/b.rs","old_string":"let x = 1;","new_string":"ab","replace_all":false},
        "error":"String to replace not found in file.","is_interrupt":false}"#,
    )
    .unwrap();
    assert_eq!(f.tool, "Edit");
    assert_eq!(f.command, None);
    assert_eq!(f.error, "String to replace not found in file.");
    assert_eq!(f.input_echoes, vec!["/a/b.rs", "let x = 1;"]);

    let f = failure(
        r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Bash",
        "tool_input":{"command":"npm test","description":"Run the tests"},"error":"Exit code 1\nboom"}"#,
    )
    .unwrap();
    assert_eq!(f.command.as_deref(), Some("npm test"));
    assert_eq!(f.input_echoes, vec!["npm test"]);
    let bare = failure(r#"{"hook_event_name":"PostToolUseFailure"}"#).unwrap();
    assert_eq!(bare, ToolFailure::default());
}

#[test]
fn interrupt_is_ignored() {
    let (event, _) = parse(
        r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{"command":"npm run build"},
        "error":"[Request interrupted by user for tool use]","is_interrupt":true}"#,
    );
    assert_eq!(event.kind, EventKind::Ignored);
}

#[test]
fn post_tool_use_success_is_not_a_failure() {
    for response in [
        r#"{"stdout":"found error in logs\nFAILED 0","stderr":"warning: x","interrupted":false}"#,
        r#"{"stdout":"{\"status\":\"ok\",\"error\":null}","stderr":""}"#,
        r#"{"error":null,"success":true}"#,
        r#"{"error":"","is_error":false}"#,
        r#"{"content":[{"type":"text","text":"Error: fix the error toast"}],"is_error":false}"#,
        r#""Error: a plain string response""#,
    ] {
        let text = format!(
            r#"{{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{{"command":"grep -r error"}},"tool_response":{response}}}"#
        );
        let success = EventKind::ToolSuccess(ToolSuccess {
            tool: "Bash".into(),
            command: Some("grep -r error".into()),
            edits_files: false,
        });
        assert_eq!(parse(&text).0.kind, success, "{response}");
    }
}

/// Only a success that may have fixed something is watched: a command, or an edit.
#[test]
fn post_tool_use_success_is_watched_only_for_commands_and_edits() {
    let success = |tool: &str, input: &str| {
        parse(&format!(
            r#"{{"hook_event_name":"PostToolUse","tool_name":"{tool}","tool_input":{input},"tool_response":{{"success":true}}}}"#
        ))
        .0
        .kind
    };
    assert_eq!(success("Read", r#"{"file_path":"/a"}"#), EventKind::Ignored);
    assert_eq!(success("Grep", r#"{"pattern":"x"}"#), EventKind::Ignored);
    for tool in ["Edit", "Write", "apply_patch"] {
        let EventKind::ToolSuccess(s) = success(tool, r#"{"file_path":"/a"}"#) else {
            panic!("{tool}")
        };
        assert!(s.edits_files && s.command.is_none(), "{tool}");
    }
    let EventKind::ToolSuccess(exec) = success("exec", r#"{"command":"npm ci"}"#) else {
        panic!("exec")
    };
    assert_eq!(exec.command.as_deref(), Some("npm ci"));
}

#[test]
fn post_tool_use_failures_carry_their_text() {
    let cases = [
        (
            r#"{"error":"Request failed with status code 503","code":503}"#,
            "Request failed with status code 503",
        ),
        (
            r#"{"success":false,"error":"EROFS: read-only file system"}"#,
            "EROFS: read-only file system",
        ),
        (
            r#"{"content":[{"type":"text","text":"Error: Issue X not found"}],"is_error":true}"#,
            "Error: Issue X not found",
        ),
        (
            r#"{"error":{"message":"rate limited","code":429}}"#,
            "rate limited",
        ),
        (r#"{"success":false}"#, ""),
    ];
    for (response, error) in cases {
        let text = format!(
            r#"{{"hook_event_name":"PostToolUse","tool_name":"WebFetch","tool_input":{{"url":"https://x.test/a"}},"tool_response":{response}}}"#
        );
        let f = failure(&text).unwrap_or_else(|| panic!("{response} not a failure"));
        assert_eq!(f.error, error);
        assert_eq!(f.input_echoes, vec!["https://x.test/a"]);
    }
}

#[test]
fn long_echoes_are_clipped_on_a_char_boundary() {
    let content = "é".repeat(MAX_ECHO_BYTES);
    let value = json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Write",
        "tool_input": {"content": content}, "error": "EACCES"});
    let (event, _) = parse_event(&value).unwrap();
    let EventKind::ToolFailure(f) = event.kind else {
        panic!("not a failure")
    };
    assert!(f.input_echoes[0].len() <= MAX_ECHO_BYTES);
    assert!(f.input_echoes[0].len() >= MAX_ECHO_BYTES - 1);
}

#[test]
fn answers_render_as_hook_specific_output() {
    let answer = Answer {
        notice: None,
        context: Some("<memory>\n📍 \"x\"</memory>".into()),
    };
    let out = render_answer("UserPromptSubmit", &answer).unwrap();
    let back: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        back,
        json!({"hookSpecificOutput": {"hookEventName": "UserPromptSubmit",
            "additionalContext": "<memory>\n📍 \"x\"</memory>"}})
    );
    assert!(out.starts_with('{') && !out.contains('\n'));
    assert_eq!(render_answer("SessionStart", &Answer::default()), None);
    assert_eq!(
        render_answer(
            "SessionStart",
            &Answer {
                notice: None,
                context: Some("  ".into())
            }
        ),
        None
    );
}

#[test]
fn huge_strings_keep_what_a_summary_reads() {
    use crate::hosts::input::read_first_json;
    use crate::signals::failure::summarize;
    use std::time::Duration;

    let line = |i: usize| {
        format!(
            "test case_{i:06} ... ok (0.{:03}s) 中文日志 \"q\"\t\\\n",
            i % 1000
        )
    };
    let body: String = (0..12_000).map(line).collect();
    let errors = [
        format!("Exit code 101\n{body}error: test failed, to rerun pass `-p storage --lib`\n"),
        format!("{body}{}", "😀 é".repeat(30_000)),
        format!("{}{body}", " ".repeat(300_000)),
        format!("Error: {}", "\u{1}\u{7f}\\".repeat(300_000)),
    ];
    for error in &errors {
        let event = json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
            "tool_input": {"command": "cargo test"}, "error": error,
            "tool_response": {"stdout": error}});
        let text = event.to_string();
        let whole = parse_event(&event).unwrap().0;
        let clipped: HookInput = serde_json::from_str(&text).unwrap();
        let read: HookInput = read_first_json(
            std::io::Cursor::new(text.into_bytes()),
            Duration::from_secs(5),
            &SHORTEN,
        )
        .unwrap();
        assert_eq!(read.0, clipped.0);
        assert!(clipped.0["error"].as_str().unwrap().len() < KEPT_HEAD + KEPT_TAIL + 8);
        let summary = |e: &Event| match &e.kind {
            EventKind::ToolFailure(f) => summarize(f),
            _ => panic!("not a failure"),
        };
        let short = parse_event(&read.0).unwrap().0;
        assert_eq!(summary(&short), summary(&whole));
    }
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        prop_oneof![
            Just("hook_event_name".to_owned()),
            Just("PostToolUse".to_owned()),
            Just("PostToolUseFailure".to_owned()),
            Just("UserPromptSubmit".to_owned()),
            ".*",
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        let key = prop_oneof![
            Just("hook_event_name".to_owned()),
            Just("tool_response".to_owned()),
            Just("tool_input".to_owned()),
            Just("error".to_owned()),
            Just("is_error".to_owned()),
            Just("success".to_owned()),
            Just("content".to_owned()),
            Just("command".to_owned()),
            Just("agent_id".to_owned()),
            Just("is_interrupt".to_owned()),
            "[a-z_]{1,8}",
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..8)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn parse_event_never_panics(value in json_value(), name in prop_oneof![
        Just("PostToolUse"), Just("PostToolUseFailure"), Just("UserPromptSubmit"), Just("Other")
    ]) {
        let _ = parse_event(&value);
        if let Value::Object(mut obj) = value {
            obj.insert("hook_event_name".into(), json!(name));
            let parsed = parse_event(&Value::Object(obj));
            prop_assert!(parsed.is_some());
        }
    }
}

// Host events through the failure summary and the pool's fingerprint: the corpus is
// Claude Code's wire format, so these live with the wire.

/// A 10 MB error on one line keeps its start: the summary reads it as the whole would be read.
#[test]
fn a_huge_one_line_error_keeps_its_start() {
    let event = serde_json::json!({
        "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
        "tool_input": {"command": "node x.js"},
        "error": format!("Exit code 1\nError: {}", "é".repeat(5 * 1024 * 1024)),
    });
    let Some((
        Event {
            kind: EventKind::ToolFailure(failure),
            ..
        },
        _,
    )) = parse_event(&event)
    else {
        panic!("not a failure");
    };
    let summary = summarize(&failure).expect("a summary").summary;
    assert!(
        summary.starts_with("Bash `node` → Error: éé")
            && summary.chars().count() == MAX_SUMMARY_CHARS
    );
}

/// Replay the labelled corpus: parse, summarise, fingerprint, check the groups.
#[test]
fn corpus_groups_replay() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/toolfail.dev.jsonl"
    );
    let text = std::fs::read_to_string(path).expect("corpus");
    let mut by_group: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut table = Vec::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let case: serde_json::Value = serde_json::from_str(line).expect("json line");
        let (event, _) = parse_event(&case["event"]).expect("an event");
        let summary = match &event.kind {
            EventKind::ToolFailure(f) => summarize(f).map(|s| s.summary),
            _ => None,
        };
        let record = case["record"].as_bool().unwrap();
        assert_eq!(summary.is_some(), record, "line {}: {summary:?}", n + 1);
        let Some(summary) = summary else { continue };
        for secret in case["must_not_contain"].as_array().unwrap() {
            assert!(
                !summary.contains(secret.as_str().unwrap()),
                "line {}: {summary}",
                n + 1
            );
        }
        assert!(summary.chars().count() <= MAX_SUMMARY_CHARS, "{summary}");
        let group = case["group"].as_str().unwrap().to_owned();
        let print = fingerprint(CandidateKind::Error, &summary);
        table.push(format!("{group}  {summary}\n       {print}"));
        by_group.entry(group).or_default().insert(print);
    }
    table.sort();
    println!("{}", table.join("\n"));
    let mut seen: BTreeMap<&String, &String> = BTreeMap::new();
    for (group, prints) in &by_group {
        assert_eq!(prints.len(), 1, "{group} splits into {prints:#?}");
        let print = prints.first().unwrap();
        if let Some(other) = seen.insert(print, group) {
            panic!("{group} and {other} share the fingerprint {print}");
        }
    }
}
