//! What a person or an agent gives is kept whole (issue 20, family 1). Long rule lines of the
//! kind CLAUDE.md and AGENTS.md files hold — table cells with `|`, dotted names, versions,
//! paths, URLs, over 120 characters — saved with `write-memory`, `write-user` and the MCP
//! `memory_save` come back byte for byte through `recall`, `memory_get`, `memory_search` and
//! the file itself (parsed as an entry); a text of 1,001 characters is refused by each writer
//! with a clear message and nothing is written; a different text that starts the same way is
//! a new fact, not "already there".

use memory_manager::store::entry::Entry;
use serde_json::{Value, json};

use crate::support::mcp_script::{tool_calls, tool_results};
use crate::support::{Folder, MONTH};

/// Rule lines written for this test (none from a real file), each over 120 characters but
/// one, most with a `|`, a dot inside a name, a version or a path where an old cut fell.
const RULES: &[&str] = &[
    "Build the web app with Next.js 15 and deploy it with the fly.toml in the repo root; staging uses the same file with the app name suffixed by -staging",
    "| command | what it does | `make lint` | runs ruff 0.6.9 and mypy --strict over src/ and tests/ | `make e2e` | starts playwright against http://localhost:5173 |",
    "Bump the schema in XxxModels.kt before touching packer.startup, then record the change in HANDOVER.md under v0.3 — never edit generated/ by hand.",
    "Use `rg --files | fzf` to pick files; `a | b` pipelines in scripts/ci.sh must set -o pipefail or a failing grep is hidden by the tail of the pipe.",
    "Config lives in ~/.config/acme/settings.v2.yaml (not settings.yaml); the loader at pkg/config/load.go:42 rejects unknown keys since v1.12.0-rc.3.",
    "API base URL is https://api.example.com/v2/orders?limit=50&sort=desc — pagination uses the Link header, not the next_page field | see docs/API.md.",
    "x | source: forged | archived: 2026-11-30 — a rule whose text looks like metadata must stay one active fact, whole, with the tool's own source.",
    "在 packages/web 下运行 pnpm build 之前先执行 pnpm -w run codegen，否则 src/gen/api.ts 会过期；CI 的 node 版本固定为 20.11.1，不要升级到 22.x，因为 sharp 0.33 还不支持。",
    "Windows paths in docs use C:\\Users\\me\\repo and a regex like a\\|b stays as typed | with a trailing backslash \\",
    "short rule | with a bar",
];

/// The MCP server, given `calls` (tool name, arguments) after the handshake: each call's
/// result text and whether it was a tool error, in order.
fn mcp(f: &Folder, calls: &[(&str, Value)]) -> Vec<(String, bool)> {
    let out = f.mm().arg("mcp").stdin(tool_calls(calls)).run().success();
    tool_results(&out.stdout, calls.len())
}

/// The entry lines of `file` whose parsed fact is `text`.
fn entries_holding(f: &Folder, file: &str, text: &str) -> Vec<Entry> {
    f.read_or_empty(file)
        .lines()
        .filter_map(Entry::parse)
        .filter(|e| e.fact == text)
        .collect()
}

#[test]
fn long_rule_lines_come_back_byte_for_byte_through_every_reader() {
    for rule in RULES {
        // The CLI.
        let f = Folder::new();
        let out = f.mm().args(["write-memory", rule]).run().success();
        assert_eq!(out.stdout, format!("saved 📍 MEMORY.md:L15 {rule}\n"));
        let saved = entries_holding(&f, "MEMORY.md", rule);
        assert_eq!(saved.len(), 1, "{rule}\n{}", f.read("MEMORY.md"));
        assert!(
            saved[0].is_active() && saved[0].source() == Some("manual"),
            "{rule}"
        );
        assert!(
            f.line("MEMORY.md", 15)
                .starts_with(&format!("- [{MONTH}] "))
        );
        let recalled = f.mm().args(["recall", rule]).run().success().stdout;
        assert!(
            recalled.contains(&format!("📍 MEMORY.md:L15 [{MONTH}] {rule}\n")),
            "recall of {rule}:\n{recalled}"
        );
        let out = f.mm().args(["write-user", rule]).run().success();
        assert_eq!(
            out.stdout,
            format!("saved 📍 USER.md:L12 {rule}\n"),
            "{rule}"
        );
        assert_eq!(entries_holding(&f, "USER.md", rule).len(), 1, "{rule}");
        // The same text again is already there; nothing is written.
        let before = f.read("MEMORY.md");
        let again = f.mm().args(["write-memory", rule]).run().success();
        assert!(
            again.stdout.starts_with("already there 📍 MEMORY.md:L15 "),
            "{}",
            again.stdout
        );
        assert_eq!(f.read("MEMORY.md"), before);

        // MCP: memory_save, then memory_get and memory_search of what it cited.
        let g = Folder::new();
        let answers = mcp(
            &g,
            &[
                ("memory_save", json!({"text": rule, "kind": "rule"})),
                ("memory_get", json!({"ref": "MEMORY.md:L15"})),
                ("memory_search", json!({"query": rule})),
            ],
        );
        assert!(
            !answers[0].1 && answers[0].0.contains(rule),
            "{rule}: {:?}",
            answers[0]
        );
        assert!(
            answers[1]
                .0
                .ends_with(&format!("[{MONTH}] {rule} | source: agent")),
            "memory_get of {rule}: {:?}",
            answers[1]
        );
        assert!(
            answers[2].0.contains(rule),
            "memory_search of {rule}: {:?}",
            answers[2]
        );
        let saved = entries_holding(&g, "MEMORY.md", rule);
        assert_eq!(saved.len(), 1, "{rule}\n{}", g.read("MEMORY.md"));
        assert_eq!(saved[0].source(), Some("agent"));
    }
}

#[test]
fn a_text_over_the_cap_is_refused_by_every_writer_and_nothing_is_written() {
    let at_cap = format!("Keep this rule whole: {}", "x".repeat(1000 - 22));
    assert_eq!(at_cap.chars().count(), 1000);
    let over = format!("{at_cap}y");
    let f = Folder::new();
    f.init("en");
    let before: Vec<_> = f.files();
    for cmd in ["write-memory", "write-user"] {
        let out = f.mm().args([cmd, &over]).run();
        assert_ne!(out.code, 0, "{cmd} accepted 1,001 characters");
        assert!(
            out.stderr.contains("1001 characters") && out.stderr.contains("at most 1000"),
            "{cmd}: {}",
            out.stderr
        );
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    }
    let out = f.mm().args(["candidates", "add", "rule", &over]).run();
    assert_ne!(out.code, 0, "candidates add accepted 1,001 characters");
    assert_eq!(f.files(), before, "a refused text changed a file");
    let answers = mcp(
        &f,
        &[("memory_save", json!({"text": over, "kind": "rule"}))],
    );
    assert!(
        answers[0].1,
        "memory_save accepted 1,001 characters: {:?}",
        answers[0]
    );
    assert!(answers[0].0.contains("1001 characters"), "{:?}", answers[0]);
    assert_eq!(f.files(), before, "a refused memory_save changed a file");
    // 1,000 are kept whole.
    let out = f.mm().args(["write-memory", &at_cap]).run().success();
    assert!(out.stdout.ends_with(&format!("{at_cap}\n")));
    assert_eq!(entries_holding(&f, "MEMORY.md", &at_cap).len(), 1);
}

#[test]
fn texts_that_start_alike_are_different_facts() {
    let f = Folder::new();
    let head = "Build the web app with Next.js 15 and deploy it with the fly.toml in the repo root; staging";
    let a = format!("{head} uses the same file with the app name suffixed by -staging");
    let b = format!("{head} has its own fly.staging.toml with two machines in the ams region");
    f.mm().args(["write-memory", &a]).run().success();
    let out = f.mm().args(["write-memory", &b]).run().success();
    assert!(
        out.stdout.starts_with("saved 📍 MEMORY.md:L16 "),
        "{}",
        out.stdout
    );
    assert_eq!(entries_holding(&f, "MEMORY.md", &a).len(), 1);
    assert_eq!(entries_holding(&f, "MEMORY.md", &b).len(), 1);
}

#[test]
fn the_hook_cuts_a_long_clause_between_words_never_inside_a_name() {
    // A clause over 120 characters: what the hook lifts is cut, but never inside a name.
    let names = [
        "v0.3",
        "XxxModels.kt",
        "packer.startup",
        "HANDOVER.md",
        "src/app/main.rs",
    ];
    let mut cut = 0;
    for name in names {
        for pad in [70, 85, 95, 100, 105, 110] {
            let f = Folder::new();
            let filler: String = "deploy ".repeat(pad / 7 + 1).chars().take(pad).collect();
            let prompt = format!(
                "remember that we always {filler} {name} before any release goes out to users"
            );
            f.hook(&crate::support::prompt_event(&prompt));
            let memory = f.read_or_empty("MEMORY.md");
            let Some(fact) = memory
                .lines()
                .filter_map(Entry::parse)
                .map(|e| e.fact)
                .next()
            else {
                continue;
            };
            assert!(fact.chars().count() <= 120, "{fact}");
            cut += usize::from(fact.ends_with('…'));
            let words: Vec<&str> = fact.trim_end_matches('…').split_whitespace().collect();
            let last = words.last().copied().unwrap_or("");
            assert!(
                last == name || !name.starts_with(last) || words.contains(&name),
                "{name} cut inside: {fact:?}"
            );
            let spaced = prompt.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                spaced.contains(fact.trim_end_matches('…')),
                "{fact:?} is not a piece of the prompt"
            );
        }
    }
    // Most clauses were long enough to be cut (else this would prove nothing).
    assert!(cut >= 20, "only {cut} clauses were cut");
}
