//! A citation given back without its text acts on the fact it named, or is refused (issue 20,
//! §8): `supersede MEMORY.md:L20 NEW` and `forget MEMORY.md:L20` with no `--was`, and the
//! tools with no `old_text`, mean the fact the caller was last shown at that line — by
//! `recall`, the hook's block, `memory_search`, `memory_get` or a save's answer — found on its
//! new line when a save moved the lines since, refused when no fact in force holds it any
//! more. Only a line never cited to the caller is taken as it is now.

use serde_json::json;

use crate::support::mcp_script::{tool_calls, tool_results};
use crate::support::{Folder, MONTH, hook_event, prompt_event};

const REDIS: &str = "Use Redis for sessions";
const POSTGRES: &str = "Use Postgres for the catalogue";

/// Two decisions, Redis last (at L20), and `show` run to cite it; then the hook saves a rule
/// and every decision moves down one line, Redis to L21, Postgres into L20.
fn shown_then_moved(show: impl FnOnce(&Folder)) -> Folder {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Keep pull requests small"]);
    f.ok(&["write-memory", "--section", "decisions", POSTGRES]);
    f.ok(&["write-memory", "--section", "decisions", REDIS]);
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] {REDIS} | source: manual")
    );
    show(&f);
    f.hook(&prompt_event(
        "remember that we always run the linter before pushing",
    ));
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] {POSTGRES} | source: manual")
    );
    assert_eq!(
        f.line("MEMORY.md", 21),
        format!("- [{MONTH}] {REDIS} | source: manual")
    );
    f
}

fn recall_redis(f: &Folder) {
    f.mm()
        .args(["recall", "Redis sessions"])
        .run()
        .success()
        .stdout(&format!("📍 MEMORY.md:L20 [{MONTH}] {REDIS}\n"));
}

/// The MCP server, in session `session`, given `calls` after its handshake; each call's
/// result text and whether it is a tool error.
fn mcp(f: &Folder, session: &str, calls: &[(&str, serde_json::Value)]) -> Vec<(String, bool)> {
    let out = f
        .mm()
        .env("CLAUDE_CODE_SESSION_ID", session)
        .arg("mcp")
        .stdin(tool_calls(calls))
        .run()
        .success();
    tool_results(&out.stdout, calls.len())
}

#[test]
fn a_bare_supersede_after_the_lines_moved_closes_the_fact_recall_showed() {
    let f = shown_then_moved(recall_redis);
    f.mm()
        .args(["supersede", "MEMORY.md:L20", "Use Valkey for sessions"])
        .run()
        .success()
        .stdout(&format!(
            "superseded 📍 MEMORY.md:L21 {REDIS}\n       now 📍 MEMORY.md:L22 Use Valkey for sessions\n"
        ));
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] {POSTGRES} | source: manual")
    );
    assert!(f.line("MEMORY.md", 21).contains(&format!("~~{REDIS}~~")));
}

#[test]
fn a_bare_forget_after_the_lines_moved_archives_the_fact_recall_showed() {
    for citation in [
        "MEMORY.md:L20",
        "📍 MEMORY.md:L20",
        "memory:20",
        "MEMORY.md:20",
    ] {
        let f = shown_then_moved(recall_redis);
        f.mm()
            .args(["forget", citation])
            .run()
            .success()
            .stdout(&format!(
                "archived 📍 MEMORY.md:L21 {REDIS} (struck through; no longer recalled or injected)\n"
            ));
        assert_eq!(
            f.line("MEMORY.md", 20),
            format!("- [{MONTH}] {POSTGRES} | source: manual"),
            "{citation}"
        );
    }
}

#[test]
fn a_bare_citation_of_a_fact_gone_is_refused_and_nothing_changes() {
    let f = shown_then_moved(recall_redis);
    // Redis is closed by hand (its text given), then the bare citation comes back.
    f.ok(&["forget", "MEMORY.md:L21", "--was", REDIS]);
    let before = f.read("MEMORY.md");
    for args in [
        &["forget", "MEMORY.md:L20"][..],
        &["forget", "MEMORY.md:L20", "--hard"][..],
        &["supersede", "MEMORY.md:L20", "Use Valkey for sessions"][..],
    ] {
        f.mm().args(args).run().code(2).stderr(&format!(
            "memory-manager: MEMORY.md:L20 no longer holds the fact last shown there (it holds \"{POSTGRES}\"), and no fact in force does: nothing changed\n"
        ));
        f.assert_file("MEMORY.md", &before);
    }
    // The ledger holds no fact's text (a hard delete leaves it nowhere).
    for (path, bytes) in f.files() {
        if path.to_string_lossy().contains("/cited/") {
            assert!(
                !String::from_utf8_lossy(&bytes).contains("Redis"),
                "{}",
                path.display()
            );
        }
    }
    // Deleted by hand in an editor: refused the same way.
    let g = shown_then_moved(recall_redis);
    let text = g
        .read("MEMORY.md")
        .replace(&format!("- [{MONTH}] {REDIS} | source: manual\n"), "");
    std::fs::write(g.path("MEMORY.md"), &text).unwrap();
    g.mm().args(["forget", "MEMORY.md:L20"]).run().code(2);
    g.assert_file("MEMORY.md", &text);
}

#[test]
fn a_bare_citation_of_an_unchanged_line_acts_on_it() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Keep pull requests small"]);
    f.ok(&["write-memory", "--section", "decisions", POSTGRES]);
    f.ok(&["write-memory", "--section", "decisions", REDIS]);
    recall_redis(&f);
    f.mm()
        .args(["forget", "MEMORY.md:L20"])
        .run()
        .success()
        .stdout(&format!(
            "archived 📍 MEMORY.md:L20 {REDIS} (struck through; no longer recalled or injected)\n"
        ));
}

#[test]
fn the_citation_in_a_saves_answer_is_followed_too() {
    // `write-memory` answered "saved 📍 MEMORY.md:L20 …": that is a citation shown.
    let f = shown_then_moved(|_| {});
    f.mm()
        .args(["supersede", "MEMORY.md:L20", "Use Valkey for sessions"])
        .run()
        .success()
        .stdout(&format!(
            "superseded 📍 MEMORY.md:L21 {REDIS}\n       now 📍 MEMORY.md:L22 Use Valkey for sessions\n"
        ));
}

#[test]
fn an_agent_session_acts_on_what_its_hook_block_showed() {
    // The session's prompt block cites Redis at L20; a later prompt saves a rule; the agent
    // (same session, through its shell) forgets L20.
    let f = shown_then_moved(|f| {
        let out = f.hook(&hook_event(
            "UserPromptSubmit",
            json!({"prompt": "where do we keep the sessions, Redis?", "session_id": "agent-1"}),
        ));
        assert!(
            out.stdout
                .contains(&format!("📍 MEMORY.md:L20 [{MONTH}] {REDIS}")),
            "{}",
            out.stdout
        );
    });
    // A person's later `recall` in another terminal cites L20 as Postgres: the agent's own
    // note wins for the agent.
    f.mm()
        .args(["recall", "Postgres catalogue"])
        .run()
        .success();
    f.mm()
        .env("CLAUDE_CODE_SESSION_ID", "agent-1")
        .args(["forget", "MEMORY.md:L20"])
        .run()
        .success()
        .stdout(&format!(
            "archived 📍 MEMORY.md:L21 {REDIS} (struck through; no longer recalled or injected)\n"
        ));
}

#[test]
fn callers_shown_different_facts_at_a_line_make_a_stranger_give_the_text() {
    let f = shown_then_moved(recall_redis);
    // The person (no session) saw Redis at L20; an agent's block now shows Postgres there.
    f.hook(&hook_event(
        "UserPromptSubmit",
        json!({"prompt": "which database holds the catalogue, Postgres?", "session_id": "agent-2"}),
    ));
    let before = f.read("MEMORY.md");
    f.mm()
        .env("CLAUDE_CODE_SESSION_ID", "agent-3")
        .args(["forget", "MEMORY.md:L20"])
        .run()
        .code(2)
        .stderr(
            "memory-manager: MEMORY.md:L20 was shown holding 2 different facts to other callers: give the text of the one you mean (--was): nothing changed\n",
        );
    f.assert_file("MEMORY.md", &before);
}

#[test]
fn mcp_tools_without_old_text_act_on_what_the_session_was_shown() {
    let f = shown_then_moved(|f| {
        let out = mcp(
            f,
            "mcp-1",
            &[("memory_search", json!({"query": "Redis sessions"}))],
        );
        assert_eq!(out[0].0, format!("📍 MEMORY.md:L20 [{MONTH}] {REDIS}"));
    });
    let out = mcp(
        &f,
        "mcp-1",
        &[
            ("memory_forget", json!({"ref": "MEMORY.md:L20"})),
            ("memory_forget", json!({"ref": "MEMORY.md:L20"})),
        ],
    );
    assert_eq!(
        out[0],
        (
            format!("archived 📍 MEMORY.md:L21 {REDIS} (struck through; no longer recalled)"),
            false
        )
    );
    // Asked again, the fact shown is closed: a tool error, and Postgres is untouched.
    assert!(out[1].1, "{:?}", out[1]);
    assert_eq!(
        f.line("MEMORY.md", 20),
        format!("- [{MONTH}] {POSTGRES} | source: manual")
    );
}

#[test]
fn memory_get_is_a_citation_shown_too() {
    let f = shown_then_moved(|f| {
        mcp(
            f,
            "mcp-2",
            &[("memory_get", json!({"ref": "MEMORY.md:L19-L20"}))],
        );
    });
    let out = mcp(
        &f,
        "mcp-2",
        &[(
            "memory_supersede",
            json!({"ref": "MEMORY.md:L20", "new_text": "Use Valkey for sessions"}),
        )],
    );
    assert_eq!(
        out[0].0,
        format!(
            "superseded 📍 MEMORY.md:L21 {REDIS}\nnow 📍 MEMORY.md:L22 Use Valkey for sessions"
        )
    );
}

#[test]
fn a_line_never_cited_to_anyone_is_taken_as_it_is_now_and_the_help_says_how() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Keep pull requests small"]);
    f.ok(&["write-memory", "--section", "decisions", POSTGRES]);
    // Without the ledger (a cache folder cleared), the line is what the file says now.
    std::fs::remove_dir_all(f.home().join(".cache/memory-manager/cited")).unwrap();
    f.mm()
        .args(["forget", "MEMORY.md:L19"])
        .run()
        .success()
        .stdout(&format!(
            "archived 📍 MEMORY.md:L19 {POSTGRES} (struck through; no longer recalled or injected)\n"
        ));
    for cmd in ["supersede", "forget"] {
        let help = f.mm().args([cmd, "--help"]).run().success().stdout;
        assert!(
            help.contains("(without --was: the fact last shown you there, wherever it is now)"),
            "{help}"
        );
    }
}
