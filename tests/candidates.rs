//! `candidates list|add|promote|drop` over the real binary.

mod common;

use common::Folder;
use serde_json::Value;

/// The day every run pretends today is.
const DAY: &str = "2026-11-20";

/// `args`, which must fail as a user error; its stderr.
fn fail(env: &Folder, args: &[&str]) -> String {
    env.mm().args(args).run().fails().stderr
}

#[test]
fn add_counts_and_lists() {
    let env = Folder::initialised(DAY, "zh");
    assert_eq!(
        env.ok(&["candidates", "add", "error", "Bash `npm ci` → ERESOLVE"]),
        "recorded C001 (1/3)\n"
    );
    env.ok(&["candidates", "add", "error", "Bash `npm ci` → ERESOLVE"]);
    assert_eq!(
        env.ok(&["candidates", "add", "error", "Bash `npm ci` → ERESOLVE"]),
        "counted C001 (3/3) — ready: run `memory-manager evolve`\n"
    );
    env.ok(&[
        "candidates",
        "add",
        "preference",
        "回复用中文 | 简洁",
        "--explicit",
    ]);
    env.ok(&["candidates", "add", "rule", "先写测试"]);
    let pool = env.read("CANDIDATES.md");
    assert!(pool.contains(
        "| C001 | 错误 | Bash `npm ci` → ERESOLVE | 2026-11-20 | 2026-11-20 | 3/3 | MEMORY.md ⚠️ |"
    ));
    assert!(pool.contains("| 1/3 明确 | USER.md 👤 |"), "{pool}");
    let all: Value = serde_json::from_str(&env.ok(&["candidates", "list", "--json"])).unwrap();
    assert_eq!(all.as_array().unwrap().len(), 3);
    assert_eq!(all[1]["summary"], "回复用中文 / 简洁");
    let ready: Value =
        serde_json::from_str(&env.ok(&["candidates", "list", "--ready", "--json"])).unwrap();
    let ids: Vec<&str> = ready
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["C001", "C002"]);
    assert_eq!(ready[0]["target"], "MEMORY.md ⚠️");
    let text = env.ok(&["candidates", "list"]);
    assert!(text.contains("C003 规则 1/3"), "{text}");
    assert!(text.ends_with("⏳ 2 ready: run `memory-manager evolve`\n"));
}

#[test]
fn promote_writes_and_records_the_location() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "decision", "Use PostgreSQL"]);
    let out = env.ok(&["candidates", "promote", "c1"]);
    assert!(out.starts_with("promoted C001 → 📍 MEMORY.md:L"), "{out}");
    let loc = out.split("📍 ").nth(1).unwrap().split(' ').next().unwrap();
    let line: usize = loc.trim_start_matches("MEMORY.md:L").parse().unwrap();
    let memory = env.read("MEMORY.md");
    assert!(
        memory
            .lines()
            .nth(line - 1)
            .unwrap()
            .contains("Use PostgreSQL | source: candidate C001")
    );
    let pool = env.read("CANDIDATES.md");
    assert!(
        pool.contains(&format!("| C001 | Use PostgreSQL | 2026-11-20 | {loc} |")),
        "{pool}"
    );
    assert!(
        env.read("EVOLUTION_LOG.md")
            .contains(&format!("promote · C001 → {loc}"))
    );
    let err = fail(&env, &["candidates", "promote", "C001"]);
    assert_eq!(
        err,
        "memory-manager: candidate C001 is no longer under observation\n"
    );
}

#[test]
fn drop_needs_a_known_id_and_keeps_the_reason() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Tabs, not spaces"]);
    let before = env.read("CANDIDATES.md");
    fail(&env, &["candidates", "drop", "C009", "--reason", "x"]);
    fail(&env, &["candidates", "drop", "nonsense", "--reason", "x"]);
    fail(&env, &["candidates", "drop", "C001", "--reason", "  "]);
    assert_eq!(env.read("CANDIDATES.md"), before);
    env.ok(&["candidates", "drop", "C001", "--reason", "we use | rustfmt"]);
    let pool = env.read("CANDIDATES.md");
    assert!(
        pool.contains("| C001 | Tabs, not spaces | we use \\| rustfmt | 2026-11-20 |"),
        "{pool}"
    );
    assert!(
        env.read("EVOLUTION_LOG.md")
            .contains("drop · C001 \"Tabs, not spaces\" (we use | rustfmt)")
    );
    assert_eq!(
        env.ok(&["candidates", "list"]),
        "No candidates under observation.\n"
    );
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
    env.ok(&["candidates", "add", "rule", "Two"]);
    let pool = env.read("CANDIDATES.md");
    assert!(pool.contains("A note written by a person.\n"));
    assert!(
        pool.ends_with("## Notes\n| C777 | not ours | ??? |\n"),
        "{pool}"
    );
    // IDs are never reused, even one seen only in a row the pool does not own.
    assert!(pool.contains("| C778 | rule | Two |"), "{pool}");
}

#[test]
fn union_merge_duplicates_are_repaired_on_the_next_write() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Base rule"]);
    let base = env.read("CANDIDATES.md");
    // Two branches each added their own C002; git's union merge keeps both rows.
    let merged = base.replace(
        "| C001 | rule | Base rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |\n",
        "| C001 | rule | Base rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 | manual |  |\n\
| C002 | rule | Alice's rule | 2026-11-20 | 2026-11-20 | 1/3 | MEMORY.md 📌 |\n\
| C002 | error | Bob's failure | 2026-11-20 | 2026-11-20 | 2/3 | MEMORY.md ⚠️ |\n",
    );
    env.write("CANDIDATES.md", &merged);
    env.ok(&["candidates", "add", "rule", "After merge"]);
    let pool = env.read("CANDIDATES.md");
    assert!(pool.contains("| C002 | rule | Alice's rule |"));
    assert!(pool.contains("| C003 | error | Bob's failure |"), "{pool}");
    assert!(pool.contains("| C004 | rule | After merge |"), "{pool}");
    let log = env.read("EVOLUTION_LOG.md");
    assert!(
        log.contains("repair · CANDIDATES.md: renumbered C002 → C003"),
        "{log}"
    );
}
