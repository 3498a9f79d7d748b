//! The smaller ones (issue 10, family 9): what a person or another tool put in a file keeps
//! its shape through the tool's writes — a heading's own `-->`, CRLF line ends, a BOM, other
//! keys' numbers — a sub-agent's failure never rewrites MEMORY.md, candidate IDs never wrap,
//! one stray ``` hides no entry, and a bracketed mark is never saved as a fact.

use std::fs;

use serde_json::json;

use crate::support::{
    Folder, MONTH, REMINDER_EN, context_of, failure_event, hook_event, memory_block, prompt_event,
};

/// `text`'s lines, as `str::lines` gives them.
fn count_lines(text: &str, line: &str) -> usize {
    text.lines().filter(|l| *l == line).count()
}

#[test]
fn a_heading_with_its_own_comment_close_gains_no_stray_lines() {
    let f = Folder::new();
    f.init("en");
    let heading = "## Gotchas <!-- keep -->";
    let memory = f.read("MEMORY.md");
    f.write(
        "MEMORY.md",
        &format!("{memory}\n{heading}\n\n- [2025-03] The staging box reboots at noon\n"),
    );
    let mut lines = Vec::new();
    for i in 0..4 {
        f.ok(&[
            "write-memory",
            &format!("Use tool {i} for the nightly builds"),
        ]);
        let text = f.read("MEMORY.md");
        // One `-->`: the line index's own close (the heading's is its own line's end).
        assert_eq!(count_lines(&text, "-->"), 1, "write {i}:\n{text}");
        assert_eq!(count_lines(&text, heading), 1, "write {i}:\n{text}");
        assert!(text.contains("- [2025-03] The staging box reboots at noon\n"));
        lines.push(text.lines().count());
    }
    // Each write adds its fact's line and nothing else.
    assert!(
        lines.windows(2).all(|w| w[1] == w[0] + 1),
        "line counts {lines:?}"
    );
    f.mm()
        .args(["recall", "staging box reboots"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L{} [2025-03] The staging box reboots at noon\n",
            f.read("MEMORY.md")
                .lines()
                .position(|l| l.contains("staging box"))
                .unwrap()
                + 1
        ));
}

#[test]
fn add_skill_keeps_a_crlf_index_crlf() {
    let f = Folder::new();
    f.init("en");
    let index = f.read("skills/INDEX.md").replace('\n', "\r\n");
    f.write("skills/INDEX.md", &index);
    f.ok(&["add-skill", "deploy", "How we deploy"]);
    f.ok(&["add-skill", "lint", "How we lint"]);
    let text = f.read("skills/INDEX.md");
    assert!(
        text.contains("- **deploy** — How we deploy\r\n- **lint** — How we lint\r\n"),
        "{text:?}"
    );
    let bare_lf = text
        .match_indices('\n')
        .filter(|(i, _)| !text[..*i].ends_with('\r'));
    assert_eq!(bare_lf.count(), 0, "{text:?}");
    assert!(text.starts_with(&index[..index.find("\r\n\r\n").unwrap()]));
}

#[test]
fn a_sub_agents_failure_never_rewrites_memory_md() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use pnpm for installs"]);
    // What a repair would change: a tool line twice (a union merge), so the line index is
    // stale too, and a person's line after them.
    let memory = f.read("MEMORY.md");
    let line = memory
        .lines()
        .find(|l| l.contains("Use pnpm for installs"))
        .unwrap()
        .to_owned();
    f.write(
        "MEMORY.md",
        &memory.replace(
            &format!("{line}\n"),
            &format!("{line}\n{line}\n- my own note on installs\n"),
        ),
    );
    let before = fs::read(f.path("MEMORY.md")).unwrap();
    let failure = |sub: bool| {
        let mut fields = json!({
            "tool_name": "Bash",
            "tool_input": { "command": "cargo build" },
            "error": "error: linker `cc` not found",
        });
        if sub {
            fields["agent_id"] = json!("agent-7");
            fields["agent_type"] = json!("general-purpose");
        }
        hook_event("PostToolUseFailure", fields)
    };
    for _ in 0..3 {
        f.hook(&failure(true));
        assert!(fs::read(f.path("MEMORY.md")).unwrap() == before);
    }
    // The main agent's failure records the same candidate, and leaves MEMORY.md alone too.
    f.hook(&failure(false));
    assert!(fs::read(f.path("MEMORY.md")).unwrap() == before);
    assert!(
        f.read("CANDIDATES.md")
            .contains("| C001 | error | Bash `cargo build` → error: linker `cc` not found |"),
        "{}",
        f.read("CANDIDATES.md")
    );
}

#[test]
fn candidate_ids_go_past_u32_without_wrapping() {
    let f = Folder::new();
    f.init("en");
    let header = "|----|----|----|----|----|----|----|----|----|\n";
    let pool = f.read("CANDIDATES.md");
    let row = "| C4294967295 | error | Bash `make` → make: *** [all] Error 2 | 2026-11-01 | 2026-11-01 | 1/3 | MEMORY.md ⚠️ | hook |  |\n";
    f.write(
        "CANDIDATES.md",
        &pool.replacen(header, &format!("{header}{row}"), 1),
    );
    f.hook(&failure_event(
        "cargo build",
        "error: linker `cc` not found",
    ));
    let pool = f.read("CANDIDATES.md");
    let ids: Vec<&str> = pool
        .lines()
        .filter_map(|l| l.strip_prefix("| C"))
        .filter_map(|l| l.split(' ').next())
        .collect();
    assert_eq!(ids, ["4294967295", "4294967296"], "{pool}");
    assert!(pool.contains(row), "{pool}");
}

#[test]
fn install_hooks_keeps_other_keys_numbers() {
    let f = Folder::new();
    let settings = f.home().join(".claude").join("settings.json");
    fs::create_dir_all(settings.parent().unwrap()).unwrap();
    let numbers = [
        ("big", "12345678901234567890123"),
        ("negative_big", "-12345678901234567890123.000"),
        ("float_one", "1.0"),
        ("minus_zero", "-0"),
        ("minus_zero_float", "-0.0"),
        ("tenth", "0.1"),
        ("twenty_digits", "100000000000000000000"),
        ("small", "1.5E-7"),
        ("huge", "1e400"),
        ("hundred", "1E+2"),
    ];
    let body: Vec<String> = numbers
        .iter()
        .map(|(k, v)| format!("  \"{k}\": {v}"))
        .collect();
    fs::write(&settings, format!("{{\n{}\n}}\n", body.join(",\n"))).unwrap();
    fs::create_dir_all(f.tmp().join("bin")).unwrap();
    f.mm_in_project()
        .env("PATH", f.tmp().join("bin"))
        .args(["install-hooks", "--host", "claude-code"])
        .run()
        .success();
    let text = fs::read_to_string(&settings).unwrap();
    for (k, v) in numbers {
        assert!(
            text.contains(&format!("\n  \"{k}\": {v},\n")),
            "{k}: {v}\n{text}"
        );
    }
    assert!(text.contains("\"hooks\""), "{text}");
    // The same in the file the agent's tools are registered in, and back out.
    let registry = f.home().join(".claude.json");
    let with_numbers = |text: &str| {
        text.replacen(
            '{',
            "{\n  \"numStartups\": 1e3,\n  \"tipsHistory\": {\"a\": 12345678901234567890123},",
            1,
        )
    };
    let now = fs::read_to_string(&registry).unwrap();
    fs::write(&registry, with_numbers(&now)).unwrap();
    f.mm_in_project()
        .env("PATH", f.tmp().join("bin"))
        .args(["uninstall-hooks", "--host", "claude-code"])
        .run()
        .success();
    let text = fs::read_to_string(&registry).unwrap_or_default();
    assert!(
        text.contains("\"numStartups\": 1e3,") && text.contains("12345678901234567890123"),
        "{text}"
    );
    let settings_text = fs::read_to_string(&settings).unwrap();
    for (k, v) in numbers {
        assert!(
            settings_text.contains(&format!("\"{k}\": {v}")),
            "{k}: {v}\n{settings_text}"
        );
    }
}

#[test]
fn a_bom_stays_at_byte_0_once() {
    let f = Folder::new();
    f.init("en");
    let memory = f.read("MEMORY.md");
    f.write("MEMORY.md", &format!("\u{feff}{memory}"));
    for i in 0..3 {
        f.ok(&[
            "write-memory",
            &format!("Use tool {i} for the nightly builds"),
        ]);
    }
    let text = f.read("MEMORY.md");
    assert!(
        text.starts_with("\u{feff}<!-- line index (auto)\n"),
        "{text:?}"
    );
    assert_eq!(text.matches('\u{feff}').count(), 1, "{text:?}");
    f.mm()
        .args(["recall", "nightly builds tool 2"])
        .run()
        .success();
}

#[test]
fn one_unclosed_fence_in_prose_hides_no_entry() {
    let f = Folder::new();
    f.init("en");
    // A fence that never closes is no fence (the rule in store::doc): everything after a
    // person's stray ``` is still read, recalled and injected.
    let memory = f.read("MEMORY.md");
    let memory = memory
        .replacen(
            "Rules\n\n",
            "Rules\n\nTo run it, type:\n```\n\n- [2026-11] Use pnpm for installs\n\n",
            1,
        )
        .replacen(
            "Decisions\n\n",
            "Decisions\n\n- [2026-11] Chose Postgres for the main database\n\n",
            1,
        );
    f.write("MEMORY.md", &memory);
    let line = |text: &str| {
        f.read("MEMORY.md")
            .lines()
            .position(|l| l.contains(text))
            .unwrap()
            + 1
    };
    let pnpm = format!(
        "📍 MEMORY.md:L{} [2026-11] Use pnpm for installs",
        line("Use pnpm")
    );
    let postgres = format!(
        "📍 MEMORY.md:L{} [2026-11] Chose Postgres for the main database",
        line("Chose Postgres")
    );
    f.mm()
        .args(["recall", "pnpm installs"])
        .run()
        .success()
        .stdout(&format!("{pnpm}\n"));
    f.mm()
        .args(["recall", "postgres main database"])
        .run()
        .success()
        .stdout(&format!("{postgres}\n"));
    let out = f.hook(&prompt_event("which database do we use, Postgres?"));
    assert_eq!(
        context_of(&out.stdout).unwrap(),
        memory_block(REMINDER_EN, &[&postgres])
    );
    // A write neither closes the person's fence nor hides what follows it.
    f.ok(&["write-memory", "Use vitest for unit tests"]);
    let text = f.read("MEMORY.md");
    assert_eq!(text.matches("```").count(), 1, "{text}");
    assert!(text.contains("To run it, type:\n```\n"), "{text}");
    f.mm()
        .args(["recall", "vitest unit tests"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L{} [{MONTH}] Use vitest for unit tests\n",
            line("Use vitest")
        ));
}

#[test]
fn a_bracketed_mark_is_never_saved_as_the_fact() {
    let f = Folder::new();
    f.init("en");
    let entries = |f: &Folder| -> Vec<String> {
        f.read("MEMORY.md")
            .lines()
            .filter(|l| l.starts_with("- ["))
            .map(|l| l.split(" | ").next().unwrap().to_owned())
            .collect()
    };
    for prompt in [
        "remember: [x]",
        "remember that [!]",
        "remember: [",
        "remember that [!] …",
        "remember: (!)",
        "remember: > [!NOTE]",
        "remember that - [ ]",
        "记住 [!]",
        // Trigger words and marks alternating, 720 KB of them: no fact among them.
        &"remember that [!] ".repeat(40_000),
    ] {
        f.hook(&prompt_event(prompt));
        assert_eq!(entries(&f), Vec::<String>::new(), "{prompt}");
    }
    // The mark tags a fact, which is saved without it.
    for (prompt, fact) in [
        ("remember that [!] always run tests", "always run tests"),
        (
            "remember: [ ] use pnpm for installs",
            "use pnpm for installs",
        ),
        (
            "remember that > [!NOTE] deploys freeze on Fridays",
            "deploys freeze on Fridays",
        ),
        ("remember: (!) never push to main", "never push to main"),
    ] {
        f.hook(&prompt_event(prompt));
        let saved = entries(&f);
        assert_eq!(
            saved.last().map(String::as_str),
            Some(format!("- [{MONTH}] {fact}").as_str()),
            "{prompt}: {saved:?}"
        );
    }
    assert_eq!(entries(&f).len(), 4);
}
