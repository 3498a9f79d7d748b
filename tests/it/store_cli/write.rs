//! `write-memory`, `write-user`, `write-log`, and the date they stamp (`--today`).

use super::assert_index_true;
use crate::support::templates::EN_MEMORY;
use crate::support::{Folder, MONTH, Mm, mask_clock};

#[test]
fn write_memory_lands_in_its_section_and_cites_the_line() {
    let f = Folder::new();
    f.init("en");
    for (section, text, line) in [
        (None, "Use pnpm, not npm", 15),
        (Some("rules"), "Run cargo fmt before every commit", 16),
        (Some("decisions"), "We go with PostgreSQL", 20),
        (
            Some("corrections"),
            "`cargo build` needs build-essential",
            24,
        ),
    ] {
        let mut mm = f.mm().arg("write-memory");
        if let Some(s) = section {
            mm = mm.args(["--section", s]);
        }
        mm.arg(text)
            .run()
            .success()
            .stdout(&format!("saved 📍 MEMORY.md:L{line} {text}\n"));
    }
    // Each in its section, newest last within it; the index follows.
    f.assert_file(
        "MEMORY.md",
        &format!(
            "<!-- line index (auto)
L13-L16    📌 Rules
L18-L20    🧭 Decisions
L22-L24    ⚠️ Error corrections
L26-L26    🔗 Skill index
L28-L28    📅 Log archive
L30-L30    🔄 Evolution summary
-->
# MEMORY.md — long-term memory

> One fact per line: `- [YYYY-MM] fact | source: …`. Closed facts are struck through and point at their replacement.

## 📌 Rules

- [{MONTH}] Use pnpm, not npm | source: manual
- [{MONTH}] Run cargo fmt before every commit | source: manual

## 🧭 Decisions

- [{MONTH}] We go with PostgreSQL | source: manual

## ⚠️ Error corrections

- [{MONTH}] `cargo build` needs build-essential | source: manual

## 🔗 Skill index

## 📅 Log archive

## 🔄 Evolution summary
"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn write_memory_pin_marks_the_fact() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args(["write-memory", "--pin", "Never push on Fridays"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L15 Never push on Fridays\n");
    assert_eq!(
        f.line("MEMORY.md", 15),
        format!("- [{MONTH}] [!] Never push on Fridays | source: manual")
    );
}

/// MEMORY.md as the template with one line in its rules.
fn one_rule(line: &str) -> String {
    EN_MEMORY
        .replace("L13-L13    📌 Rules", "L13-L15    📌 Rules")
        .replace("L15-L15    🧭", "L17-L17    🧭")
        .replace("L17-L17    ⚠️", "L19-L19    ⚠️")
        .replace("L19-L19    🔗", "L21-L21    🔗")
        .replace("L21-L21    📅", "L23-L23    📅")
        .replace("L23-L23    🔄", "L25-L25    🔄")
        .replace("## 📌 Rules\n", &format!("## 📌 Rules\n\n{line}\n"))
}

#[test]
fn write_memory_without_init_creates_the_file_from_the_template() {
    let f = Folder::new();
    f.mm()
        .args(["write-memory", "Use pnpm"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L15 Use pnpm\n");
    f.assert_file(
        "MEMORY.md",
        &one_rule(&format!("- [{MONTH}] Use pnpm | source: manual")),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn write_user_lands_in_each_section() {
    let f = Folder::new();
    f.init("en");
    for (section, text, line) in [
        (None, "Prefers short answers", 12),
        (Some("background"), "Works on a Rust CLI", 16),
        (Some("style"), "Reply in English", 20),
    ] {
        let mut mm = f.mm().arg("write-user");
        if let Some(s) = section {
            mm = mm.args(["--section", s]);
        }
        mm.arg(text)
            .run()
            .success()
            .stdout(&format!("saved 📍 USER.md:L{line} {text}\n"));
    }
    f.assert_file(
        "USER.md",
        &format!(
            "<!-- line index (auto)
L10-L12    👤 Preferences
L14-L16    🏢 Work background
L18-L20    💬 Communication style
-->
# USER.md — about the user

> About the user: preferences, work background, communication style.

## 👤 Preferences

- [{MONTH}] Prefers short answers | source: manual

## 🏢 Work background

- [{MONTH}] Works on a Rust CLI | source: manual

## 💬 Communication style

- [{MONTH}] Reply in English | source: manual
"
        ),
    );
    assert_index_true(&f, "USER.md");
}

#[test]
fn write_log_appends_to_todays_log() {
    let f = Folder::new();
    f.init("en");
    for text in ["first", "second"] {
        f.mm()
            .args(["write-log", text])
            .run()
            .success()
            .stdout("logged to 2026-11-30.md\n");
    }
    assert_eq!(
        mask_clock(&f.read("2026-11-30.md")),
        "# 2026-11-30\n\n- hh:mm first\n- hh:mm second\n"
    );
}

#[test]
fn today_comes_from_the_flag_or_the_environment() {
    let f = Folder::new();
    f.init("en");
    Mm::new()
        .arg("--root")
        .arg(f.root())
        .home(&f.home())
        .env("MEMORY_MANAGER_TODAY", "2027-01-15")
        .args(["write-memory", "From the environment"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L15 From the environment\n");
    assert_eq!(
        f.line("MEMORY.md", 15),
        "- [2027-01] From the environment | source: manual"
    );
    let at = |date: &str| {
        Mm::new()
            .arg("--root")
            .arg(f.root())
            .home(&f.home())
            .args(["--today", date])
    };
    at("2025-03-04")
        .args(["write-log", "x"])
        .run()
        .success()
        .stdout("logged to 2025-03-04.md\n");
    assert_eq!(
        mask_clock(&f.read("2025-03-04.md")),
        "# 2025-03-04\n\n- hh:mm x\n"
    );
    at("2026-13-01")
        .args(["write-log", "x"])
        .run()
        .fails_with("--today \"2026-13-01\" is not a date like 2026-11-30: input is out of range");
}

#[test]
fn a_duplicate_write_cites_the_existing_line_and_changes_nothing() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args(["write-memory", "Use pnpm, not npm"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L15 Use pnpm, not npm\n");
    // The files, but the cache's ledger of citations (the answer cites the line again).
    let files = || -> Vec<_> {
        f.files()
            .into_iter()
            .filter(|(p, _)| !p.to_string_lossy().contains("/memory-manager/cited/"))
            .collect()
    };
    let before = files();
    f.mm()
        .args(["write-memory", "use PNPM not npm!"])
        .run()
        .success()
        .stdout("already there 📍 MEMORY.md:L15 Use pnpm, not npm\n");
    assert_eq!(files(), before);
    // Chinese, full-width punctuation folded.
    f.mm()
        .args(["write-memory", "用 pnpm，不用 npm。"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L16 用 pnpm，不用 npm。\n");
    let before = files();
    f.mm()
        .args(["write-memory", "用pnpm,不用npm"])
        .run()
        .success()
        .stdout("already there 📍 MEMORY.md:L16 用 pnpm，不用 npm。\n");
    assert_eq!(files(), before);
}

#[test]
fn a_long_fact_is_kept_whole_on_one_line() {
    // Given explicitly, a fact is never cut (issue 20): whole up to 1,000 characters, its line
    // breaks spaces, its `|` written `\|` and read back as `|`.
    let f = Folder::new();
    f.init("en");
    let a = "a".repeat(60);
    let long = format!("{a}. {}", "b".repeat(200));
    f.mm()
        .args(["write-memory", &long])
        .run()
        .success()
        .stdout(&format!("saved 📍 MEMORY.md:L15 {long}\n"));
    assert_eq!(
        f.line("MEMORY.md", 15),
        format!("- [{MONTH}] {long} | source: manual")
    );
    f.mm()
        .args(["write-memory", "two\nlines | with a pipe"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L16 two lines | with a pipe\n");
    assert_eq!(
        f.line("MEMORY.md", 16),
        format!("- [{MONTH}] two lines &#124; with a pipe | source: manual")
    );
}

/// A text may start with "-" ("--force …", a Markdown bullet): it is the text, not an option.
/// One word that does is a mistyped option: exit 2, nothing written.
#[test]
fn a_text_starting_with_a_hyphen_is_written_and_a_lone_option_is_refused() {
    let f = Folder::new();
    f.init("en");
    let saved = f.ok(&["write-memory", "--force pushes to main are forbidden"]);
    assert_eq!(
        saved,
        "saved 📍 MEMORY.md:L15 --force pushes to main are forbidden\n"
    );
    f.ok(&["write-log", "- deployed v2 to staging"]);
    let found = f.mm().args(["recall", "--force"]).run().success().stdout;
    assert!(
        found.contains("--force pushes to main are forbidden"),
        "{found}"
    );
    let before = f.files();
    for args in [
        vec!["write-memory", "--pni"],
        vec!["write-user", "-x"],
        vec!["write-log", "--bogus"],
        vec!["candidates", "add", "rule", "--sectoin"],
    ] {
        let out = f.mm().args(&args).run().code(2);
        assert!(
            out.stderr.contains("reads as a mistyped option"),
            "{args:?}: {}",
            out.stderr
        );
    }
    assert_eq!(f.files(), before, "a refused text changed files");
}
