//! `consolidate`: expiry on a fake clock, monthly folds that keep every line, the
//! oversized-MEMORY.md report.

use serde_json::{Value, json};

use crate::support::Folder;
use crate::support::templates::{EN_CANDIDATES, EN_MEMORY, pool};

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

/// A `consolidate --json` report that found nothing (MEMORY.md as `init` left it).
fn nothing_found() -> Value {
    json!({"applied": false, "expired": [], "folded": [], "memory_lines": 23,
           "oversized": false, "low_value": []})
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
    assert_eq!(
        json(&env, "2026-10-01", &["consolidate", "--json"]),
        nothing_found()
    );
    // Day 31, preview: listed, nothing changed.
    let before = env.files();
    let mut preview = nothing_found();
    preview["expired"] =
        json!([{"id": "C001", "summary": "Stale rule", "count": 1, "first_seen": "2026-09-01"}]);
    assert_eq!(
        json(&env, "2026-10-02", &["consolidate", "--json"]),
        preview
    );
    env.mm_on("2026-10-02")
        .arg("consolidate")
        .run()
        .success()
        .stdout(
            "consolidate (preview: run with --apply to act)\n🗑️ would expire C001 (1/3, first seen 2026-09-01): Stale rule\n",
        );
    assert_eq!(env.files(), before);
    env.mm_on("2026-10-02")
        .args(["consolidate", "--apply"])
        .run()
        .success()
        .stdout("consolidate\n🗑️ expired C001 (1/3, first seen 2026-09-01): Stale rule\n");
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[
                "| C002 | rule | Explicit rule | 2026-09-01 | 2026-09-01 | 1/3 explicit | MEMORY.md 📌 | manual |  |",
                "| C003 | error | Often failing | 2026-09-01 | 2026-09-01 | 3/3 | MEMORY.md ⚠️ | manual |  |",
                "| C004 | rule | Young rule | 2026-09-20 | 2026-09-20 | 1/3 | MEMORY.md 📌 | manual |  |",
            ],
            &[],
            &["| C001 | Stale rule | expired: below 3 (1/3) after 30 days | 2026-10-02 |"],
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        "# EVOLUTION_LOG.md — evolution log

- 2026-09-01 observe · C001 new by hand (1/3)
- 2026-09-01 observe · C002 new by hand (1/3, explicit)
- 2026-09-01 observe · C003 new by hand (1/3)
- 2026-09-01 observe · C003 seen again by hand (2/3)
- 2026-09-01 observe · C003 seen again by hand (3/3)
- 2026-09-20 observe · C004 new by hand (1/3)
- 2026-10-02 expire · C001 \"Stale rule\" (expired: below 3 (1/3) after 30 days)
",
    );
}

/// MEMORY.md as `init` left it, with `lines` in its log archive.
fn archived(lines: &str) -> String {
    EN_MEMORY
        .replace("L21-L21    📅", "L21-L24    📅")
        .replace("L23-L23    🔄", "L26-L26    🔄")
        .replace(
            "## 📅 Log archive\n",
            &format!("## 📅 Log archive\n\n{lines}"),
        )
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
    let unreadable = format!(
        "memory-manager: a daily log is left unfolded: {} is not UTF-8 text; not touching it\n",
        env.path("2026-09-10.md").display()
    );
    env.mm_on("2026-11-15")
        .arg("consolidate")
        .run()
        .success()
        .stdout(
            "consolidate (preview: run with --apply to act)
📅 would fold 2 daily logs into 2026-09.md: 2026-09-03.md, 2026-09-30.md
📅 would fold 1 daily log into 2026-10.md: 2026-10-02.md
",
        )
        .stderr(&unreadable);
    assert!(env.exists("2026-09-03.md"));
    env.mm_on("2026-11-15")
        .args(["consolidate", "--apply"])
        .run()
        .success()
        .stdout(
            "consolidate
📅 folded 2 daily logs into 2026-09.md: 2026-09-03.md, 2026-09-30.md
📅 folded 1 daily log into 2026-10.md: 2026-10-02.md
",
        )
        .stderr(&unreadable);
    // Each day verbatim under a marker, line endings and a missing last newline included.
    env.assert_file(
        "2026-09.md",
        &format!(
            "# 2026-09\n\n<!-- folded from 2026-09-03.md -->\n{}\n<!-- folded from 2026-09-30.md -->\n{}",
            days[0].1, days[1].1
        ),
    );
    env.assert_file(
        "2026-10.md",
        &format!(
            "# 2026-10\n\n<!-- folded from 2026-10-02.md -->\n{}",
            days[2].1
        ),
    );
    for (day, _) in &days[..3] {
        assert!(!env.exists(&format!("{day}.md")), "{day} not removed");
    }
    assert!(env.exists("2026-10-20.md"));
    env.assert_file("notes.md", "not a daily log\n");
    assert_eq!(
        std::fs::read(env.path("2026-09-10.md")).unwrap(),
        b"\xff\xfe binary\n",
        "an unreadable log is left alone"
    );
    env.assert_file(
        "MEMORY.md",
        &archived(
            "- 2026-09 → 2026-09.md (2 days of logs)\n- 2026-10 → 2026-10.md (1 days of logs)\n",
        ),
    );
    // A later day of October folds into the same file; the reference line is updated.
    env.mm_on("2026-12-01")
        .args(["consolidate", "--apply"])
        .run()
        .success()
        .stdout("consolidate\n📅 folded 1 daily log into 2026-10.md: 2026-10-20.md\n")
        .stderr(&unreadable);
    env.assert_file(
        "2026-10.md",
        &format!(
            "# 2026-10\n\n<!-- folded from 2026-10-02.md -->\n{}\n\n<!-- folded from 2026-10-20.md -->\n{}",
            days[2].1, days[3].1
        ),
    );
    env.assert_file(
        "MEMORY.md",
        &archived(
            "- 2026-09 → 2026-09.md (2 days of logs)\n- 2026-10 → 2026-10.md (2 days of logs)\n",
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        "# EVOLUTION_LOG.md — evolution log

- 2026-11-15 fold · 2 daily logs → 2026-09.md (2026-09-03.md, 2026-09-30.md)
- 2026-11-15 fold · 1 daily log → 2026-10.md (2026-10-02.md)
- 2026-12-01 fold · 1 daily log → 2026-10.md (2026-10-20.md)
",
    );
}

/// One entry of a low-value list.
fn low(line: u64, fact: &str, importance: u64, freshness: u64, activity: u64) -> Value {
    json!({"line": line, "fact": fact, "score": importance + freshness + activity,
           "importance": importance, "freshness": freshness, "activity": activity})
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
    // Lowest score first. Not listed: the pinned rule, the struck fact, the personal one
    // (Ada), and the zebra decision a recent log mentions.
    let caching: Vec<Value> = (0..=10)
        .map(|i| low(10 + i, &format!("Decision number {i} on caching"), 2, 3, 1))
        .collect();
    let mut expected = vec![
        low(210, "Old forgotten decision about zebras", 2, 1, 2),
        low(6, "Rule about zebra gadgets", 3, 1, 2),
    ];
    expected.extend(caching);
    assert_eq!(
        json(&env, "2026-11-15", &["consolidate", "--apply", "--json"]),
        json!({"applied": true, "expired": [], "folded": [], "memory_lines": 213,
               "oversized": true, "low_value": expected})
    );
    env.assert_file("MEMORY.md", &memory);
    let listed: String = (0..=10)
        .map(|i| {
            format!(
                "  {:<5} score  6 (importance 2, freshness 3, activity 1)  Decision number {i} on caching\n",
                format!("L{}", 10 + i)
            )
        })
        .collect();
    env.mm_on("2026-11-15")
        .arg("consolidate")
        .run()
        .success()
        .stdout(&format!(
            "consolidate (preview: run with --apply to act)
⚠️ MEMORY.md has 213 lines (over 200). Lowest-value entries, to archive with `memory-manager forget MEMORY.md:Lnn` (nothing is deleted):
  L210  score  5 (importance 2, freshness 1, activity 2)  Old forgotten decision about zebras
  L6    score  6 (importance 3, freshness 1, activity 2)  Rule about zebra gadgets
{listed}"
        ));
    assert_eq!(
        env.read("MEMORY.md"),
        memory,
        "nothing is deleted or archived"
    );
}

#[test]
fn nothing_to_do_is_one_line() {
    let env = folder();
    env.mm_on("2026-09-02")
        .arg("consolidate")
        .run()
        .success()
        .stdout(
            "Nothing to consolidate: no stale candidates, no daily logs older than 30 days, MEMORY.md has 23 lines.\n",
        );
}
