//! `consolidate`: expiry on a fake clock, monthly folds that keep every line, the
//! oversized-MEMORY.md report.

mod common;

use common::Folder;
use serde_json::Value;

/// The folder, initialised on 2026-09-01.
fn folder() -> Folder {
    Folder::initialised("2026-09-01", "en")
}

/// `args` on `today`, which must succeed; its stdout.
fn ok(env: &Folder, today: &str, args: &[&str]) -> String {
    env.mm_on(today).args(args).run().success().stdout
}

fn json(env: &Folder, today: &str, args: &[&str]) -> Value {
    env.mm_on(today).args(args).run().success().json()
}

#[test]
fn stale_candidates_expire_on_a_fake_clock() {
    let env = folder();
    ok(
        &env,
        "2026-09-01",
        &["candidates", "add", "rule", "Stale rule"],
    );
    ok(
        &env,
        "2026-09-01",
        &["candidates", "add", "rule", "Explicit rule", "--explicit"],
    );
    for _ in 0..3 {
        ok(
            &env,
            "2026-09-01",
            &["candidates", "add", "error", "Often failing"],
        );
    }
    ok(
        &env,
        "2026-09-20",
        &["candidates", "add", "rule", "Young rule"],
    );
    // Day 30: not yet.
    let r = json(&env, "2026-10-01", &["consolidate", "--json"]);
    assert!(r["expired"].as_array().unwrap().is_empty(), "{r}");
    // Day 31, preview: listed, nothing changed.
    let before = env.read_or_empty("CANDIDATES.md");
    let r = json(&env, "2026-10-02", &["consolidate", "--json"]);
    let ids: Vec<&str> = r["expired"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["C001"]);
    assert_eq!(env.read_or_empty("CANDIDATES.md"), before);
    let out = ok(&env, "2026-10-02", &["consolidate", "--apply"]);
    assert!(
        out.contains("🗑️ expired C001 (1/3, first seen 2026-09-01): Stale rule"),
        "{out}"
    );
    let pool = env.read_or_empty("CANDIDATES.md");
    let dropped = pool.split("## 🗑️").nth(1).unwrap();
    assert!(
        dropped
            .contains("| C001 | Stale rule | expired: below 3 (1/3) after 30 days | 2026-10-02 |"),
        "{pool}"
    );
    assert!(pool.contains("| C002 | rule | Explicit rule |"));
    assert!(pool.contains("| C003 | error | Often failing |"));
    assert!(pool.contains("| C004 | rule | Young rule |"));
    assert!(
        env.read_or_empty("EVOLUTION_LOG.md")
            .contains("- 2026-10-02 expire · C001 \"Stale rule\"")
    );
}

#[test]
fn monthly_fold_keeps_every_line() {
    let env = folder();
    let days = [
        (
            "2026-09-03",
            "# 2026-09-03\n\n- 10:00 did a thing\n\n### checkpoint. 11:00\n\nhalfway | pipes kept\n",
        ),
        ("2026-09-30", "# 2026-09-30\r\n\r\n- CRLF line\r\n"),
        ("2026-10-02", "# 2026-10-02\n\n- october, no newline at end"),
        ("2026-10-20", "# 2026-10-20\n\n- too recent to fold\n"),
    ];
    for (day, text) in days {
        env.write(&format!("{day}.md"), text);
    }
    env.write("notes.md", "not a daily log\n");
    std::fs::write(env.path("2026-09-10.md"), b"\xff\xfe binary\n").unwrap();
    let preview = ok(&env, "2026-11-15", &["consolidate"]);
    assert!(
        preview.contains("would fold 2 daily logs into 2026-09.md"),
        "{preview}"
    );
    assert!(env.exists("2026-09-03.md"));
    ok(&env, "2026-11-15", &["consolidate", "--apply"]);
    let sept = env.read_or_empty("2026-09.md");
    let oct = env.read_or_empty("2026-10.md");
    for (day, text) in &days[..3] {
        assert!(!env.exists(&format!("{day}.md")), "{day} not removed");
        let month = if day.starts_with("2026-09") {
            &sept
        } else {
            &oct
        };
        for line in text.lines() {
            assert!(month.contains(line), "{day}: lost {line:?}\n{month}");
        }
        assert!(month.contains(text), "{day} not kept verbatim");
    }
    assert!(env.exists("2026-10-20.md"));
    assert!(env.exists("notes.md"));
    assert!(
        env.exists("2026-09-10.md"),
        "an unreadable log is left alone"
    );
    let memory = env.read_or_empty("MEMORY.md");
    assert!(
        memory.contains("- 2026-09 → 2026-09.md (2 days of logs)"),
        "{memory}"
    );
    assert!(memory.contains("- 2026-10 → 2026-10.md (1 days of logs)"));
    // A later day of October folds into the same file; the reference line is updated.
    ok(&env, "2026-12-01", &["consolidate", "--apply"]);
    let oct = env.read_or_empty("2026-10.md");
    assert!(oct.contains("- october, no newline at end") && oct.contains("- too recent to fold"));
    assert_eq!(oct.matches("<!-- folded from 2026-10-02.md -->").count(), 1);
    let memory = env.read_or_empty("MEMORY.md");
    assert!(
        memory.contains("- 2026-10 → 2026-10.md (2 days of logs)"),
        "{memory}"
    );
    assert_eq!(memory.matches("→ 2026-10.md").count(), 1);
    let log = env.read_or_empty("EVOLUTION_LOG.md");
    assert!(
        log.contains("fold · 2 daily logs → 2026-09.md (2026-09-03.md, 2026-09-30.md)"),
        "{log}"
    );
}

#[test]
fn oversized_memory_lists_low_value_entries_and_deletes_nothing() {
    let env = folder();
    let mut memory = String::from(
        "# MEMORY.md\n\n## 📌 Rules\n\n- [2026-11] [!] Pinned old rule about widgets\n",
    );
    memory.push_str("- [2020-01] Rule about zebra gadgets\n");
    memory.push_str("\n## 🧭 Decisions\n\n");
    for i in 0..200 {
        memory.push_str(&format!(
            "- [2026-1{}] Decision number {i} on caching\n",
            i % 2
        ));
    }
    memory.push_str("- [2019-01] Old forgotten decision about zebras\n");
    memory.push_str("- [2019-01] ~~Struck decision about yaks~~ | superseded: 2020-01 → L9\n");
    memory.push_str("- [2019-01] The user's name is Ada, birthday 3 March\n");
    memory.push_str("- [2019-02] Old decision about zebras, mentioned lately\n");
    env.write("MEMORY.md", &memory);
    env.write(
        "2026-11-10.md",
        "# 2026-11-10\n\n- talked about zebras and mentioned lately\n",
    );
    let r = json(&env, "2026-11-15", &["consolidate", "--apply", "--json"]);
    assert_eq!(r["oversized"], true);
    let low = r["low_value"].as_array().unwrap();
    assert!(low.len() >= 5, "{r}");
    assert_eq!(low[0]["fact"], "Old forgotten decision about zebras");
    assert_eq!(low[0]["score"], 2 + 1 + 2);
    let facts: Vec<&str> = low.iter().map(|l| l["fact"].as_str().unwrap()).collect();
    assert!(
        !facts
            .iter()
            .any(|f| f.contains("yaks") || f.contains("Ada")),
        "{facts:?}"
    );
    assert!(!facts.contains(&"Pinned old rule about widgets"));
    let zebra_recent = low
        .iter()
        .find(|l| l["fact"] == "Old decision about zebras, mentioned lately");
    assert!(
        zebra_recent.is_none_or(|l| l["activity"].as_u64() == Some(3)),
        "{zebra_recent:?}"
    );
    assert_eq!(
        env.read_or_empty("MEMORY.md"),
        memory,
        "nothing is deleted or archived"
    );
    let text = ok(&env, "2026-11-15", &["consolidate"]);
    assert!(
        text.contains("MEMORY.md has 213 lines (over 200)"),
        "{text}"
    );
    assert!(text.contains("memory-manager forget MEMORY.md:Lnn"));
}

#[test]
fn nothing_to_do_is_one_line() {
    let env = folder();
    let out = ok(&env, "2026-09-02", &["consolidate"]);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with("Nothing to consolidate"));
}
