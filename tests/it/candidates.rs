//! `candidates list|add|promote|drop` over the real binary.

use serde_json::json;

use crate::support::Folder;
use crate::support::templates::{EN_CANDIDATES, ZH_CANDIDATES, pool};

/// The day every run pretends today is.
const DAY: &str = "2026-11-20";

/// The evolution log with `lines` (each without its `- DAY ` head).
fn log(lines: &[&str]) -> String {
    let mut text = String::from("# EVOLUTION_LOG.md — evolution log\n\n");
    for line in lines {
        text.push_str(&format!("- {DAY} {line}\n"));
    }
    text
}

#[test]
fn add_counts_and_lists() {
    let env = Folder::initialised(DAY, "zh");
    let npm = "Bash `npm ci` → ERESOLVE";
    let add = |args: &[&str], says: &str| {
        env.mm()
            .args(["candidates", "add"])
            .args(args)
            .run()
            .success()
            .stdout(says);
    };
    add(&["error", npm], "recorded C001 (1/3)\n");
    add(&["error", npm], "counted C001 (2/3)\n");
    add(
        &["error", npm],
        "counted C001 (3/3) — ready: run `memory-manager evolve`\n",
    );
    add(
        &["preference", "回复用中文 | 简洁", "--explicit"],
        "recorded C002 (1/3) — ready: run `memory-manager evolve`\n",
    );
    add(&["rule", "先写测试"], "recorded C003 (1/3)\n");
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            ZH_CANDIDATES,
            &[
                "| C001 | 错误 | Bash `npm ci` → ERESOLVE | 2026-11-20 | 2026-11-20 | 3/3 | MEMORY.md ⚠️ | 手动 |  |",
                "| C002 | 偏好 | 回复用中文 \\| 简洁 | 2026-11-20 | 2026-11-20 | 1/3 明确 | USER.md 👤 | 手动 |  |",
                "| C003 | 规则 | 先写测试 | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | 手动 |  |",
            ],
            &[],
            &[],
        ),
    );
    let c001 = json!({"id": "C001", "kind": "error", "summary": npm, "first": DAY, "last": DAY,
                      "count": 3, "explicit": false, "sources": ["manual"], "fix": null,
                      "ready": true, "target": "MEMORY.md ⚠️"});
    let c002 = json!({"id": "C002", "kind": "preference", "summary": "回复用中文 | 简洁",
                      "first": DAY, "last": DAY, "count": 1, "explicit": true,
                      "sources": ["manual"], "fix": null, "ready": true, "target": "USER.md 👤"});
    let c003 = json!({"id": "C003", "kind": "rule", "summary": "先写测试", "first": DAY,
                      "last": DAY, "count": 1, "explicit": false, "sources": ["manual"],
                      "fix": null, "ready": false, "target": "MEMORY.md 📌"});
    assert_eq!(
        env.json(&["candidates", "list", "--json"]),
        json!([c001, c002, c003])
    );
    assert_eq!(
        env.json(&["candidates", "list", "--ready", "--json"]),
        json!([c001, c002])
    );
    env.mm()
        .args(["candidates", "list"])
        .run()
        .success()
        .stdout(
            "C001 错误 3/3 ⏳ 2026-11-20…2026-11-20 → MEMORY.md ⚠️  Bash `npm ci` → ERESOLVE
C002 偏好 1/3 explicit ⏳ 2026-11-20…2026-11-20 → USER.md 👤  回复用中文 | 简洁
C003 规则 1/3 2026-11-20…2026-11-20 → MEMORY.md 📌  先写测试
⏳ 2 ready: run `memory-manager evolve`
",
        );
}

#[test]
fn promote_writes_and_records_the_location() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "decision", "Use PostgreSQL"]);
    env.mm()
        .args(["candidates", "promote", "c1"])
        .run()
        .success()
        .stdout("promoted C001 → 📍 MEMORY.md:L17 (ADD) Use PostgreSQL\n");
    assert_eq!(
        env.line("MEMORY.md", 17),
        "- [2026-11] Use PostgreSQL | source: candidate C001"
    );
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[],
            &["| C001 | Use PostgreSQL | 2026-11-20 | MEMORY.md:L17 |"],
            &[],
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        &log(&[
            "observe · C001 new by hand (1/3)",
            "promote · C001 → MEMORY.md:L17 (ADD) \"Use PostgreSQL\"",
        ]),
    );
    env.mm()
        .args(["candidates", "promote", "C001"])
        .run()
        .fails_with("candidate C001 is no longer under observation");
}

#[test]
fn drop_needs_a_known_id_and_keeps_the_reason() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Tabs, not spaces"]);
    let before = env.read("CANDIDATES.md");
    for (args, says) in [
        (
            ["C009", "--reason", "x"],
            "no candidate C009 in the pool (see `memory-manager candidates list`)",
        ),
        (
            ["nonsense", "--reason", "x"],
            "'nonsense' is not a candidate ID (expected C001…)",
        ),
        (
            ["C001", "--reason", "  "],
            "a reason is needed: --reason \"why it goes\"",
        ),
    ] {
        env.mm()
            .args(["candidates", "drop"])
            .args(args)
            .run()
            .fails_with(says);
    }
    env.assert_file("CANDIDATES.md", &before);
    env.mm()
        .args(["candidates", "drop", "C001", "--reason", "we use | rustfmt"])
        .run()
        .success()
        .stdout("dropped C001: Tabs, not spaces (we use | rustfmt)\n");
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[],
            &[],
            &["| C001 | Tabs, not spaces | we use \\| rustfmt | 2026-11-20 |"],
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        &log(&[
            "observe · C001 new by hand (1/3)",
            "drop · C001 \"Tabs, not spaces\" (we use | rustfmt)",
        ]),
    );
    env.mm()
        .args(["candidates", "list"])
        .run()
        .success()
        .stdout("No candidates under observation.\n");
}

#[test]
fn hand_edits_are_kept() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "One"]);
    let edited = env.read("CANDIDATES.md").replace(
        "## 🌱 Observing\n",
        "## 🌱 Observing\n\nA note written by a person.\n\n",
    ) + "\n## Notes\n| C777 | not ours | ??? |\n";
    env.write("CANDIDATES.md", &edited);
    // IDs are never reused, even one seen only in a row the pool does not own.
    env.mm()
        .args(["candidates", "add", "rule", "Two"])
        .run()
        .success()
        .stdout("recorded C778 (1/3)\n");
    env.assert_file(
        "CANDIDATES.md",
        &edited.replace(
            "| C001 | rule | One | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |\n",
            "| C001 | rule | One | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |\n\
             | C778 | rule | Two | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |\n",
        ),
    );
}

#[test]
fn union_merge_duplicates_are_repaired_on_the_next_write() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Base rule"]);
    let base =
        "| C001 | rule | Base rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |";
    // Two branches each added their own C002; git's union merge keeps both rows.
    env.write(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[
                base,
                "| C002 | rule | Alice's rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 |",
                "| C002 | error | Bob's failure | 2026-11-20 | 2026-11-20 | 2/3 | MEMORY.md ⚠️ |",
            ],
            &[],
            &[],
        ),
    );
    env.mm()
        .args(["candidates", "add", "rule", "After merge"])
        .run()
        .success()
        .stdout("recorded C004 (1/3)\n");
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[
                base,
                "| C002 | rule | Alice's rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 |",
                "| C003 | error | Bob's failure | 2026-11-20 | 2026-11-20 | 2/3 | MEMORY.md ⚠️ |  |  |",
                "| C004 | rule | After merge | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |",
            ],
            &[],
            &[],
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        &log(&[
            "observe · C001 new by hand (1/3)",
            "observe · C004 new by hand (1/3)",
            "repair · CANDIDATES.md: renumbered C002 → C003: two different candidates shared the ID",
        ]),
    );
}

/// A failure whose error names none of the command's arguments (a lock another process
/// holds) is one row whatever was being installed, and whichever process held it.
#[test]
fn a_lock_failure_is_one_row_whatever_the_arguments() {
    let env = Folder::new();
    let lock = |pid: &str, holder: &str| {
        format!(
            "Exit code 100\nE: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process {pid} ({holder})\nN: Be aware that removing the lock file is not a solution and may break your system.\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?"
        )
    };
    for (n, (command, pid, holder)) in [
        ("sudo apt-get install -y curl", "4242", "apt-get"),
        (
            "sudo apt-get install -y jq git build-essential",
            "5151",
            "unattended-upgr",
        ),
        (
            "DEBIAN_FRONTEND=noninteractive apt-get -y install libssl-dev",
            "77",
            "packagekitd",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let event = crate::support::hook_event(
            "PostToolUseFailure",
            json!({"session_id": "s1", "tool_name": "Bash", "tool_use_id": format!("toolu_lock{n}"),
                "tool_input": {"command": command}, "error": lock(pid, holder)}),
        );
        env.mm().arg("hook").stdin(event.as_str()).run().quiet();
    }
    let rows = env.json(&["candidates", "list", "--json"]);
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 1, "{rows:#?}");
    assert_eq!(rows[0]["count"], 3);
    assert!(
        rows[0]["summary"]
            .as_str()
            .unwrap()
            .starts_with("Bash `apt-get install` → E: Could not get lock"),
        "{rows:#?}"
    );
}

/// Numbers in a tool's error are their own text, never serde_json's private spelling of one.
#[test]
fn numbers_in_an_error_are_their_text() {
    let env = Folder::new();
    let events = [
        json!({"hook_event_name": "PostToolUseFailure", "error": 1.5}),
        json!({"hook_event_name": "PostToolUse", "tool_response": {"is_error": true, "error": 1.5}}),
        json!({"hook_event_name": "PostToolUse",
            "tool_response": {"error": {"code": 1.5, "detail": "quota exceeded", "n": [2, 1e3]}}}),
    ];
    for (n, mut event) in events.into_iter().enumerate() {
        event["session_id"] = json!("s1");
        event["tool_name"] = json!("mcp__billing__charge");
        event["tool_use_id"] = json!(format!("toolu_num{n}"));
        event["tool_input"] = json!({});
        env.mm()
            .arg("hook")
            .stdin(event.to_string().as_str())
            .run()
            .quiet();
    }
    let pool = env.read("CANDIDATES.md");
    assert!(!pool.contains("serde_json"), "{pool}");
    let rows = env.json(&["candidates", "list", "--json"]);
    let summaries: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        summaries,
        [r#"mcp__billing__charge → {"code":1.5,"detail":"quota exceeded","n":[2,1000.0]}"#]
    );
}
