//! Acting on a stale citation hits the fact the caller saw, or nothing (issue 10, family 7).
//!
//! `recall` cites "📍 MEMORY.md:L20 Use Redis for sessions"; then a hook saves a rule above
//! it, and L20 holds another fact. `supersede`, `forget` and `forget --hard` given the text
//! seen (`--was`) find the line by it; when no fact in force holds it any more they refuse
//! and change nothing. Without `--was`, see `bare_citation`.

use crate::support::{Folder, MONTH, TODAY};

const REDIS: &str = "Use Redis for sessions";

/// A folder where `recall` cited REDIS at L20, and the lines have moved since: a rule was
/// saved above it, and L20 holds the decision before it. Returns the line REDIS is on now.
fn moved() -> (Folder, usize) {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Keep pull requests small"]);
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "Use Postgres for the catalogue",
    ]);
    f.ok(&["write-memory", "--section", "decisions", REDIS]);
    f.mm()
        .args(["recall", "Redis sessions"])
        .run()
        .success()
        .stdout(&format!("📍 MEMORY.md:L20 [{MONTH}] {REDIS}\n"));
    // The hook saves a rule: every decision moves down one line.
    f.hook(&crate::support::prompt_event(
        "remember that we always run the linter before pushing",
    ));
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] Use Postgres for the catalogue | source: manual")
    );
    assert_eq!(
        f.line("MEMORY.md", 21),
        format!("- [{MONTH}] {REDIS} | source: manual")
    );
    (f, 21)
}

#[test]
fn supersede_with_the_text_seen_finds_the_moved_line() {
    let (f, at) = moved();
    f.mm()
        .args(["supersede", "MEMORY.md:L20", "--was", REDIS, "Use Valkey for sessions"])
        .run()
        .success()
        .stdout(&format!(
            "superseded 📍 MEMORY.md:L{at} {REDIS}\n       now 📍 MEMORY.md:L22 Use Valkey for sessions\n"
        ));
    assert_eq!(
        f.line("MEMORY.md", at),
        format!("- [{MONTH}] ~~{REDIS}~~ | source: manual | superseded: {MONTH} → L22")
    );
    // The fact that moved into L20 is untouched.
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] Use Postgres for the catalogue | source: manual")
    );
}

#[test]
fn forget_with_the_text_seen_finds_the_moved_line() {
    let (f, at) = moved();
    f.mm()
        .args([
            "forget",
            "MEMORY.md:L20",
            "--was",
            "use redis for sessions.",
        ])
        .run()
        .success()
        .stdout(&format!(
            "archived 📍 MEMORY.md:L{at} {REDIS} (struck through; no longer recalled or injected)\n"
        ));
    assert_eq!(
        f.line("MEMORY.md", at),
        format!("- [{MONTH}] ~~{REDIS}~~ | source: manual | archived: {TODAY}")
    );
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] Use Postgres for the catalogue | source: manual")
    );
}

#[test]
fn forget_hard_with_the_text_seen_deletes_the_moved_line_only() {
    let (f, at) = moved();
    f.mm()
        .args(["forget", "--hard", "MEMORY.md:L20", "--was", REDIS])
        .run()
        .success()
        .stdout(&format!(
            "deleting 📍 MEMORY.md:L{at} - [{MONTH}] {REDIS} | source: manual\n\
             deleted from MEMORY.md; EVOLUTION_LOG.md records only that a line was deleted.\n"
        ));
    let text = f.read("MEMORY.md");
    assert!(!text.contains("Redis"), "{text}");
    assert!(
        text.contains("Use Postgres for the catalogue | source: manual"),
        "{text}"
    );
}

/// Every way of acting on the cited line, each refused once the fact seen is gone.
fn refused_everywhere(f: &Folder, was: &str, expected: &str) {
    let before = f.files();
    for args in [
        &[
            "supersede",
            "MEMORY.md:L20",
            "--was",
            was,
            "Use Valkey for sessions",
        ][..],
        &["forget", "MEMORY.md:L20", "--was", was],
        &["forget", "--hard", "MEMORY.md:L20", "--was", was],
    ] {
        f.mm().args(args).run().fails_with(expected);
        assert_eq!(f.files(), before, "{args:?} changed a file");
    }
}

#[test]
fn the_text_seen_gone_is_refused_and_nothing_changes() {
    let (f, at) = moved();
    // Someone else closed it meanwhile.
    f.ok(&["forget", &format!("MEMORY.md:L{at}")]);
    refused_everywhere(
        &f,
        REDIS,
        &format!(
            "MEMORY.md:L20 no longer holds \"{REDIS}\" (it holds \"Use Postgres for the catalogue\"), and no fact in force does: nothing changed"
        ),
    );
}

#[test]
fn a_fact_that_only_contains_the_words_seen_is_not_the_fact_seen() {
    // L20 now holds a fact whose words include the ones seen, and the fact seen has moved:
    // the one seen is acted on, never the other.
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Keep pull requests small"]);
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "Never use Redis for the job queue",
    ]);
    f.ok(&["write-memory", "--section", "decisions", "Use Redis"]);
    f.ok(&["write-memory", "Run the linter before pushing"]);
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] Never use Redis for the job queue | source: manual")
    );
    f.mm()
        .args(["forget", "MEMORY.md:L20", "--was", "Use Redis"])
        .run()
        .success()
        .stdout("archived 📍 MEMORY.md:L21 Use Redis (struck through; no longer recalled or injected)\n");
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] Never use Redis for the job queue | source: manual")
    );
    // Once the fact seen is gone, the one that contains its words is not taken instead.
    refused_everywhere(
        &f,
        "Use Redis",
        "MEMORY.md:L20 no longer holds \"Use Redis\" (it holds \"Never use Redis for the job queue\"), and no fact in force does: nothing changed",
    );
    // Nor is one that starts like it, unless the caller says it saw only the start.
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "Use Redis Cluster for the cache",
    ]);
    f.mm()
        .args(["forget", "MEMORY.md:L20", "--was", "Use Redis"])
        .run()
        .fails();
    f.mm()
        .args(["forget", "MEMORY.md:L20", "--was", "Use Redis Cluster…"])
        .run()
        .success()
        .stdout("archived 📍 MEMORY.md:L22 Use Redis Cluster for the cache (struck through; no longer recalled or injected)\n");
}

#[test]
fn two_facts_holding_the_text_seen_are_refused() {
    let f = Folder::new();
    // A person's own lines may repeat (no dedupe touches them).
    f.write(
        "MEMORY.md",
        "## 🧭 Decisions\n\n- [2026-10] Use Redis for sessions\n- [2026-10] Keep it\n- [2026-11] Use Redis for sessions\n",
    );
    let before = f.read("MEMORY.md");
    f.mm()
        .args(["forget", "MEMORY.md:L4", "--was", REDIS])
        .run()
        .fails_with(&format!(
            "MEMORY.md:L4 no longer holds \"{REDIS}\", and 2 facts do (lines L3, L5): give the line of the one you mean"
        ));
    assert_eq!(f.read("MEMORY.md"), before);
}

#[test]
fn chinese_facts_are_found_by_their_text_too() {
    let f = Folder::new();
    f.init("zh");
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "会话用 Redis 存储",
    ]);
    f.ok(&["write-memory", "提交前先跑 lint"]);
    let n = f
        .read("MEMORY.md")
        .lines()
        .position(|l| l.contains("会话用 Redis 存储"))
        .unwrap()
        + 1;
    f.mm()
        .args([
            "supersede",
            &format!("MEMORY.md:L{}", n - 1),
            "--was",
            "会话用 Redis 存储。",
            "会话用 Valkey 存储",
        ])
        .run()
        .success();
    assert!(
        f.line("MEMORY.md", n).contains("~~会话用 Redis 存储~~"),
        "{}",
        f.read("MEMORY.md")
    );
}
