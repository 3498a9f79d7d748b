//! Huge prompts, files and errors (issue 10, family 8): a 690 KB prompt of 100,000 words took
//! 16–31 s on the first prompt after a write, a 65 MB MEMORY.md 9–13 s and 0.87 GB. Whatever
//! the input, the hook answers with exit 0, within its 2 s, in bounded memory: what it can
//! still read gets its full answer, and what is too large degrades to the plain reminder (or
//! nothing, for an event that is not a prompt) with the reason in the error log.
//!
//! Each answer is asserted exactly, so an answer the deadline gave instead (the plain
//! reminder, and a "no answer within 1800 ms" line in the log) fails the test without timing
//! anything. Wall time is asserted only against what the deadline guarantees (well under
//! [`ANSWER_WITHIN`]); memory is bounded by running each hook within [`MAX_MEMORY`] of
//! address space, so a run that needs more aborts.

use std::time::Duration;

use serde_json::json;

use crate::support::{
    Folder, MONTH, Output, REMINDER_EN, failure_event, hook_answer, hook_event, memory_block,
    prompt_event,
};

/// The hook answers by its 1.8 s deadline; this leaves room for a loaded machine.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);
/// The address space a hook run may use: a debug build starts at about 20 MB, a 65 MB file
/// took 0.87 GB before.
const MAX_MEMORY: u64 = 512 * 1024 * 1024;

/// The fact the prompts below ask about.
const FACT: &str = "Deploy with the blue-green script";

/// `n` words of made-up filler (about 6.9 bytes each with their space), none of them a word
/// a stored fact has, the same every run.
fn filler(n: usize) -> String {
    const SYLLABLES: [&str; 16] = [
        "ka", "to", "ri", "mu", "ne", "so", "la", "vi", "po", "ze", "qu", "ba", "fe", "gi", "ho",
        "ju",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize
    };
    let mut out = String::with_capacity(n * 7);
    for i in 0..n {
        if i > 0 {
            out.push(if i % 12 == 0 { '\n' } else { ' ' });
        }
        for _ in 0..3 {
            out.push_str(SYLLABLES[next() % SYLLABLES.len()]);
        }
    }
    out
}

/// The hook's answer to `event` within [`MAX_MEMORY`], which must keep the fail-open contract
/// (exit 0: a run out of memory aborts) and come well inside the deadline's bound.
#[track_caller]
fn hook(f: &Folder, event: &str) -> Output {
    let out = f
        .mm()
        .arg("hook")
        .max_memory(MAX_MEMORY)
        .stdin(event)
        .run()
        .quiet();
    assert!(
        out.elapsed < ANSWER_WITHIN,
        "answered after {:?}\n{}",
        out.elapsed,
        out.report()
    );
    out
}

fn prompt_answer(lines: &[&str]) -> String {
    hook_answer("UserPromptSubmit", &memory_block(REMINDER_EN, lines))
}

/// A folder holding FACT among a few hundred others, its line in MEMORY.md.
fn folder_with_fact() -> (Folder, usize) {
    let f = Folder::new();
    f.init("en");
    let line = f.mm().args(["write-memory", FACT]).run().success();
    let line = line.cited_line("MEMORY.md");
    let memory = f.read("MEMORY.md");
    let others: String = (0..300)
        .map(|i| format!("- [{MONTH}] Keep the cache warm for service {i}\n"))
        .collect();
    f.write("MEMORY.md", &format!("{memory}{others}"));
    (f, line)
}

/// The line of MEMORY.md holding `text`.
#[track_caller]
fn line_of(f: &Folder, text: &str) -> usize {
    let memory = f.read("MEMORY.md");
    memory
        .lines()
        .position(|l| l.contains(text))
        .unwrap_or_else(|| panic!("no {text:?} in\n{memory}"))
        + 1
}

#[test]
fn a_100k_word_prompt_on_the_first_prompt_after_a_write_gets_its_memories() {
    let (f, line) = folder_with_fact();
    let cited = format!("📍 MEMORY.md:L{line} [{MONTH}] {FACT}");
    let words = filler(100_000);
    assert!(words.len() > 680_000, "{} bytes", words.len());
    // A question before a pasted wall of text or after it (the recalled fact was missed
    // there: the paste's head filled the query); each time right after a write, so the hook
    // rebuilds its index of the files before it ranks. All paste recalls nothing.
    for (i, prompt) in [
        format!("how do we deploy with the blue-green script?\n\n{words}"),
        format!("{words}\n\nso how do we deploy with the blue-green script?"),
        format!("{words} {words}"),
    ]
    .iter()
    .enumerate()
    {
        f.ok(&["write-log", &format!("checkpoint {i}")]);
        let expected = if i < 2 {
            prompt_answer(&[&cited])
        } else {
            prompt_answer(&[])
        };
        hook(&f, &prompt_event(prompt)).stdout(&expected);
    }
    // The save at its head is made, and the fact is recalled past it.
    f.ok(&["write-log", "checkpoint 3"]);
    let prompt = format!(
        "remember that we always run the smoke tests before a deploy. how do we deploy with \
         the blue-green script? {words}"
    );
    let out = hook(&f, &prompt_event(&prompt));
    let at = line_of(&f, "we always run the smoke tests before a deploy");
    let cited = format!("📍 MEMORY.md:L{} [{MONTH}] {FACT}", line_of(&f, FACT));
    out.stdout(&prompt_answer(&[
        &cited,
        &format!(
            "✔ saved 📍 MEMORY.md:L{at} [{MONTH}] we always run the smoke tests before a deploy \
             (explicit)"
        ),
    ]));
    assert_eq!(f.error_log(), "");
}

#[test]
fn a_prompt_of_one_690_kb_word_or_of_marks_gets_its_reminder() {
    let (f, _) = folder_with_fact();
    for prompt in [
        "x".repeat(690_000),
        "remember that ".repeat(50_000),
        "`".repeat(690_000),
        "```\n".repeat(170_000),
        "\"a ".repeat(230_000),
        "记住要用pnpm。".repeat(35_000),
        "\n".repeat(690_000),
    ] {
        f.ok(&["write-log", "before the prompt"]);
        let out = hook(&f, &prompt_event(&prompt));
        let context = crate::support::context_of(&out.stdout).expect("an answer");
        assert!(
            crate::support::opens_with_reminder(&context),
            "{}",
            out.report()
        );
    }
    // Nothing the cap cut in half was saved as a fact ("re" of "remember").
    let memory = f.read("MEMORY.md");
    assert!(
        !memory.lines().any(|l| l.contains(&format!("[{MONTH}] re "))
            || l.ends_with(&format!("[{MONTH}] re"))),
        "{memory}"
    );
    assert_eq!(f.error_log(), "");
}

#[test]
fn a_prompt_over_the_32_mb_read_gets_the_plain_reminder() {
    let (f, _) = folder_with_fact();
    let prompt = format!(
        "how do we deploy with the blue-green script? {}",
        "x".repeat(33 * 1024 * 1024)
    );
    // Not read to its end: its event's name, at its start, says a prompt is waiting.
    hook(&f, &prompt_event(&prompt)).stdout(&prompt_answer(&[]));
    let error = format!("some error {}", "y".repeat(33 * 1024 * 1024));
    hook(&f, &failure_event("cargo build", &error)).stdout("");
    assert_eq!(
        f.error_log(),
        "<stamp> hook: input larger than 32 MB ignored\n\
         <stamp> hook: input larger than 32 MB ignored\n"
    );
}

/// A memory file of about `mb` MB of entries, in the folder's MEMORY.md (or `file`).
fn write_huge(f: &Folder, file: &str, mb: usize) {
    let head = f.read(file);
    let line = format!("- [{MONTH}] Keep the cache warm for the service in region 0000\n");
    let mut text = String::with_capacity(mb * 1024 * 1024 + head.len());
    text.push_str(&head);
    while text.len() < mb * 1024 * 1024 {
        text.push_str(&line);
    }
    f.write(file, &text);
}

#[test]
fn a_50_mb_memory_file_degrades_to_the_plain_reminder_and_is_left_alone() {
    let f = Folder::new();
    f.init("en");
    write_huge(&f, "MEMORY.md", 50);
    let before = std::fs::read(f.path("MEMORY.md")).unwrap();
    let path = f.path("MEMORY.md").display().to_string();
    let not_ranked = format!(
        "<stamp> hook: {path} is 50 MB, over the 4 MB a prompt ranks: run `memory-manager consolidate`\n"
    );
    let not_read =
        format!("{path} is 50 MB, over the 16 MB memory-manager reads: move old parts out of it");

    hook(&f, &prompt_event("how do we keep the cache warm?")).stdout(&prompt_answer(&[]));
    assert_eq!(f.error_log(), not_ranked);

    // A save cannot be made into a file that size: refused and logged, the prompt goes on.
    std::fs::remove_file(f.path(".memory-manager-errors.log")).unwrap();
    hook(
        &f,
        &prompt_event("remember: always run the redis tests before deploy"),
    )
    .stdout(&prompt_answer(&[]));
    assert_eq!(
        f.error_log(),
        format!("<stamp> hook: saving from a prompt: {not_read}\n{not_ranked}")
    );

    // The session's start has nothing it can show; a failure is still recorded.
    std::fs::remove_file(f.path(".memory-manager-errors.log")).unwrap();
    hook(
        &f,
        &hook_event("SessionStart", json!({ "source": "startup" })),
    )
    .stdout("");
    assert_eq!(f.error_log(), format!("<stamp> hook: {not_read}\n"));
    hook(
        &f,
        &failure_event("cargo build", "error: linker `cc` not found"),
    )
    .stdout("");
    assert!(
        f.read("CANDIDATES.md")
            .contains("| C001 | error | Bash `cargo build` → error: linker `cc` not found |"),
        "{}",
        f.read("CANDIDATES.md")
    );
    assert!(std::fs::read(f.path("MEMORY.md")).unwrap() == before);
}

#[test]
fn a_50_mb_candidate_pool_costs_the_prompt_only_its_ready_count() {
    let (f, _) = folder_with_fact();
    write_huge(&f, "CANDIDATES.md", 50);
    f.ok(&["write-log", "before the prompt"]);
    // Before, the pool that could not be read cost the answer its memories and its saves.
    let out = hook(
        &f,
        &prompt_event(
            "remember: always run the redis tests before deploy with the blue-green script",
        ),
    );
    let at = line_of(&f, "always run the redis tests before deploy");
    let line = line_of(&f, FACT);
    out.stdout(&prompt_answer(&[
        &format!("📍 MEMORY.md:L{line} [{MONTH}] {FACT}"),
        &format!(
            "✔ saved 📍 MEMORY.md:L{at} [{MONTH}] always run the redis tests before deploy with \
             the blue-green script (explicit)"
        ),
    ]));
    assert_eq!(
        f.error_log(),
        format!(
            "<stamp> hook: {} is 50 MB, over the 16 MB memory-manager reads: move old parts out of it\n",
            f.path("CANDIDATES.md").display()
        )
    );
}

#[test]
fn a_50_mb_user_md_costs_the_prompt_only_its_own_lines() {
    let (f, line) = folder_with_fact();
    f.ok(&["write-user", "Prefers short answers"]);
    write_huge(&f, "USER.md", 50);
    f.ok(&["write-log", "before the prompt"]);
    // Before, one file too large to rank left the other unranked too.
    hook(
        &f,
        &prompt_event("how do we deploy with the blue-green script?"),
    )
    .stdout(&prompt_answer(&[&format!(
        "📍 MEMORY.md:L{line} [{MONTH}] {FACT}"
    )]));
    assert_eq!(
        f.error_log(),
        format!(
            "<stamp> hook: {} is 50 MB, over the 4 MB a prompt ranks: run `memory-manager consolidate`\n",
            f.path("USER.md").display()
        )
    );
    // recall, which a person runs, says so instead of answering from MEMORY.md alone.
    f.mm()
        .args(["recall", "blue-green deploy"])
        .run()
        .fails_with(&format!(
            "{} is 50 MB, over the 4 MB a prompt ranks: run `memory-manager consolidate`",
            f.path("USER.md").display()
        ));
}

#[test]
fn a_10_mb_failure_error_is_recorded_from_its_first_line() {
    let f = Folder::new();
    f.init("en");
    let mut error = String::from("error: linker `cc` not found\n");
    let noise = "  = note: in the middle of a very long link line that nobody reads\n";
    while error.len() < 10 * 1024 * 1024 {
        error.push_str(noise);
    }
    error.push_str("error: could not compile `app` due to 1 previous error\n");
    for _ in 0..3 {
        f.ok(&["write-log", "before the failure"]);
        hook(&f, &failure_event("cargo build", &error));
    }
    let pool = f.read("CANDIDATES.md");
    let rows: Vec<&str> = pool.lines().filter(|l| l.starts_with("| C")).collect();
    assert_eq!(rows.len(), 1, "{pool}");
    assert!(
        rows[0].starts_with("| C001 | error | Bash `cargo build` → error: linker `cc` not found |")
            && rows[0].contains("| 3/3 |"),
        "{pool}"
    );
    assert_eq!(f.error_log(), "");
}

#[test]
fn a_huge_tool_response_is_never_held_whole() {
    let f = Folder::new();
    f.init("en");
    let big = "test result: ok. 1 passed; 0 failed\n".repeat(300_000);
    let event = hook_event(
        "PostToolUse",
        json!({
            "tool_name": "Bash",
            "tool_input": { "command": "cargo test" },
            "tool_response": { "stdout": big, "stderr": big, "interrupted": false },
        }),
    );
    assert!(event.len() > 20 * 1024 * 1024, "{} bytes", event.len());
    let files = f.files();
    hook(&f, &event).stdout("");
    assert!(f.files() == files, "a success alone changes no file");
    assert_eq!(f.error_log(), "");
}
