//! End to end with the real Claude Code CLI (pinned, see `support::hosts`), offline against the
//! loopback mock: what a `claude -p` turn can do after `install-hooks --scope project` and on
//! the plugin route, and that `health-check`'s verdict says the same, before and after the
//! folder is trusted or the plugin's permission rule added; and install / uninstall through
//! the real `claude mcp` giving every file back byte for byte.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::hosts::{Hosts, hosts_or_skip};
use crate::support::mock::{self, MockServer, Reply};
use crate::support::{Folder, Mm, Output, read_or_empty};

const SEARCH: &str = "mcp__memory-manager__memory_search";
/// The same tool through the plugin route (`hooks/claude-code`, installed by `claude plugin`).
const PLUGIN_SEARCH: &str = "mcp__plugin_memory-manager_memory-manager__memory_search";
const KNOWN: &str = "Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test";

fn binary() -> PathBuf {
    fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap()
}

/// A folder holding only `memory-manager`, by name, as `cargo install` puts it on PATH.
fn installed_bin(f: &Folder) -> PathBuf {
    let bin = f.tmp().join("cargo-bin");
    fs::create_dir_all(&bin).unwrap();
    let link = bin.join("memory-manager");
    if !link.exists() {
        std::os::unix::fs::symlink(binary(), link).unwrap();
    }
    bin
}

/// PATH: memory-manager, then the pinned Node and host CLIs, then the system's.
fn path_with_us(f: &Folder, hosts: &Hosts) -> std::ffi::OsString {
    let mut paths = vec![installed_bin(f)];
    paths.extend(std::env::split_paths(&hosts.path_env()));
    std::env::join_paths(paths).unwrap()
}

fn mm(f: &Folder, hosts: &Hosts, args: &[&str]) -> Mm {
    f.mm_in_project()
        .env("PATH", path_with_us(f, hosts))
        .args(args)
}

/// One `claude -p` turn whose model calls `tool` (a memory_search) once: the tool's answer.
fn search_once(f: &Folder, hosts: &Hosts, tool: &str) -> String {
    let tool = tool.to_owned();
    let server = MockServer::start(move |body: &Value| {
        if !mock::offers_tool(body, "Bash") {
            return Reply::text("Mock");
        }
        match mock::tool_results(body) {
            0 => Reply::tool(&tool, json!({"query": "test command"})),
            _ => Reply::text("done"),
        }
    });
    let out = hosts
        .claude_offline(f, &server)
        .env("PATH", path_with_us(f, hosts))
        .args(["-p", "How do I run the tests?", "--output-format", "json"])
        .run()
        .success();
    let turns = server.agent_turns();
    assert!(turns.len() >= 2, "{}", out.report());
    mock::tool_result_texts(&turns.last().unwrap().body).join("\n")
}

fn health(f: &Folder, hosts: &Hosts) -> Output {
    mm(f, hosts, &["health-check"]).run()
}

#[test]
fn project_scope_verdicts_match_what_claude_can_do() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    fs::create_dir_all(f.project().join(".git")).unwrap();
    mm(
        &f,
        &hosts,
        &["--layout", "claude-code", "write-memory", KNOWN],
    )
    .run()
    .success();
    mm(
        &f,
        &hosts,
        &[
            "install-hooks",
            "--host",
            "claude-code",
            "--scope",
            "project",
        ],
    )
    .run()
    .success();
    assert_eq!(
        serde_json::from_str::<Value>(&read_or_empty(&f.project().join(".mcp.json"))).unwrap()["mcpServers"]
            ["memory-manager"]["command"],
        "memory-manager"
    );
    // Not trusted yet: the tool is refused, and health-check says so.
    let answer = search_once(&f, &hosts, SEARCH);
    eprintln!("untrusted: {answer}");
    assert!(!answer.contains(KNOWN), "untrusted: {answer}");
    let out = health(&f, &hosts).code(1);
    assert!(
        out.stdout.contains("Claude Code has not trusted"),
        "{}",
        out.report()
    );
    // Trusted as the dialog records it, the server not approved yet (`claude -p` starts it
    // unasked): the tool answers, and health-check says ok.
    let registry = f.home().join(".claude.json");
    let mut config: Value = serde_json::from_str(&read_or_empty(&registry)).unwrap_or(json!({}));
    let key = fs::canonicalize(f.project()).unwrap().display().to_string();
    config["projects"][&key]["hasTrustDialogAccepted"] = json!(true);
    fs::write(&registry, serde_json::to_string_pretty(&config).unwrap()).unwrap();
    let answer = search_once(&f, &hosts, SEARCH);
    let out = health(&f, &hosts);
    eprintln!("trusted: {answer}\n{}", out.report());
    assert!(answer.contains(KNOWN), "trusted: {answer}");
    assert_eq!(out.stdout.lines().last(), Some("ok"), "{}", out.report());
}

/// The plugin route, installed with Claude Code's own `claude plugin` commands: without the
/// permission rule for its tools (or with it only in an untrusted project's settings) a
/// `claude -p` turn's call is refused and health-check says not ok, naming the rule and where
/// it goes; with the rule there or in the project's local settings, the call answers and
/// health-check says ok.
#[test]
fn plugin_route_verdicts_match_what_claude_can_do() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    fs::create_dir_all(f.project().join(".git")).unwrap();
    mm(
        &f,
        &hosts,
        &["--layout", "claude-code", "write-memory", KNOWN],
    )
    .run()
    .success();
    // The plugin, as a user gets it: this repository's folder, copied.
    let source = f.tmp().join("plugin");
    copy_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/claude-code"),
        &source,
    );
    let server = MockServer::start(|_: &Value| Reply::text("Mock"));
    for args in [
        ["plugin", "marketplace", "add", source.to_str().unwrap()].as_slice(),
        &["plugin", "install", "memory-manager@memory-manager"],
    ] {
        hosts
            .claude_offline(&f, &server)
            .env("PATH", path_with_us(&f, &hosts))
            .deadline(std::time::Duration::from_secs(180))
            .args(args)
            .run()
            .success();
    }
    let rule = "mcp__plugin_memory-manager_memory-manager";
    let refused = format!(
        "Claude requested permissions to use {PLUGIN_SEARCH}, but you haven't granted it yet."
    );
    let missing = format!(
        "  - claude-code: plugin memory-manager@memory-manager (user): no permissions.allow holds \"{rule}\": the agent must ask before each memory tool, and `claude -p` refuses them; add it to {}\n",
        f.home().join(".claude/settings.json").display()
    );
    // No permission rule: the call is refused, and health-check names the missing rule.
    let answer = search_once(&f, &hosts, PLUGIN_SEARCH);
    let out = health(&f, &hosts);
    eprintln!("no rule: {answer}\n{}", out.report());
    assert_eq!(answer, refused);
    let out = out.code(1);
    assert!(out.stdout.contains(&missing), "{}", out.report());
    // The rule in the project's settings of a folder not trusted: Claude Code does not read
    // it, the call is still refused, and health-check still says so.
    let allow = |settings: &Path| {
        let mut v: Value = serde_json::from_str(&read_or_empty(settings)).unwrap_or(json!({}));
        v["permissions"]["allow"] = json!([rule]);
        fs::create_dir_all(settings.parent().unwrap()).unwrap();
        fs::write(settings, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    };
    allow(&f.project().join(".claude/settings.json"));
    let answer = search_once(&f, &hosts, PLUGIN_SEARCH);
    let out = health(&f, &hosts);
    eprintln!("untrusted project rule: {answer}\n{}", out.report());
    assert_eq!(answer, refused);
    let out = out.code(1);
    assert!(out.stdout.contains(&missing), "{}", out.report());
    // The rule in the project's local settings, which count untrusted: the call answers, and
    // health-check says ok.
    let local = f.project().join(".claude/settings.local.json");
    allow(&local);
    answers_and_ok(&f, &hosts, "local rule");
    // The rule where the README and health-check say, the user settings (the local one gone):
    // the call answers, and health-check says ok.
    fs::remove_file(&local).unwrap();
    allow(&f.home().join(".claude/settings.json"));
    answers_and_ok(&f, &hosts, "user rule");
}

/// The plugin's memory_search answers in a `claude -p` turn, and health-check says ok.
fn answers_and_ok(f: &Folder, hosts: &Hosts, case: &str) {
    let answer = search_once(f, hosts, PLUGIN_SEARCH);
    let out = health(f, hosts);
    eprintln!("{case}: {answer}\n{}", out.report());
    assert!(answer.contains(KNOWN), "{case}: {answer}");
    let out = out.success();
    assert_eq!(out.stdout.lines().last(), Some("ok"), "{}", out.report());
}

/// A folder tree copied (the plugin source).
fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            fs::copy(e.path(), target).unwrap();
        }
    }
}

/// With the real `claude` on PATH, install then uninstall gives settings.json back byte for
/// byte and leaves no `"mcpServers": {}` in `~/.claude.json`; without it, a `~/.claude.json`
/// as Claude Code wrote it comes back byte for byte.
#[test]
fn install_and_uninstall_through_the_real_cli_give_the_files_back() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    let settings = f.home().join(".claude/settings.json");
    let original = "{\n  \"model\": \"opus\"\n}\n";
    fs::create_dir_all(settings.parent().unwrap()).unwrap();
    fs::write(&settings, original).unwrap();
    let with_cli = |args: &[&str]| mm(&f, &hosts, args).run().success();
    with_cli(&["install-hooks", "--host", "claude-code"]);
    let registry = f.home().join(".claude.json");
    let written = read_or_empty(&registry);
    assert!(written.contains("\"memory-manager\""), "{written}");
    let out = with_cli(&["uninstall-hooks", "--host", "claude-code"]);
    assert!(
        out.stdout
            .contains("  restored the file as it was before install-hooks\n"),
        "{}",
        out.report()
    );
    assert_eq!(read_or_empty(&settings), original);
    let left = read_or_empty(&registry);
    assert!(!left.contains("mcpServers"), "{left}");

    // Without the CLI: Claude Code's own file, as it wrote it, comes back exactly.
    let claude_written = left;
    let no_cli = |args: &[&str]| {
        f.mm_in_project()
            .env("PATH", installed_bin(&f))
            .args(args)
            .run()
            .success()
    };
    no_cli(&["install-hooks", "--host", "claude-code"]);
    assert_ne!(read_or_empty(&registry), claude_written);
    no_cli(&["uninstall-hooks", "--host", "claude-code"]);
    assert_eq!(read_or_empty(&registry), claude_written);
    assert_eq!(read_or_empty(&settings), original);
    assert!(Path::new(&registry).exists());
}

/// Claude Code's CLI, started to register the server, migrates a project's approvals from
/// `~/.claude.json` into `.claude/settings.local.json`: uninstall keeps what it moved there
/// and does not say the file is as it was.
#[test]
fn a_migration_by_claude_during_install_is_kept_and_said() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    fs::create_dir_all(f.project().join(".git")).unwrap();
    let key = fs::canonicalize(f.project()).unwrap().display().to_string();
    let registry = f.home().join(".claude.json");
    fs::write(
        &registry,
        serde_json::to_string_pretty(
            &json!({"projects": {key: {"enabledMcpjsonServers": ["other"]}}}),
        )
        .unwrap(),
    )
    .unwrap();
    let local = f.project().join(".claude/settings.local.json");
    mm(
        &f,
        &hosts,
        &["install-hooks", "--host", "claude-code", "--scope", "local"],
    )
    .run()
    .success();
    let installed: Value = serde_json::from_str(&read_or_empty(&local)).unwrap();
    assert_eq!(
        installed["enabledMcpjsonServers"],
        json!(["other"]),
        "{installed}"
    );
    let out = mm(
        &f,
        &hosts,
        &[
            "uninstall-hooks",
            "--host",
            "claude-code",
            "--scope",
            "local",
        ],
    )
    .run()
    .success();
    assert!(
        !out.stdout.contains("restored the file as it was")
            && out.stdout.contains(
                "  Claude Code rewrote this file while install-hooks ran (its own migration): its changes stay, so the bytes are not the ones from before\n"
            ),
        "{}",
        out.report()
    );
    let left: Value = serde_json::from_str(&read_or_empty(&local)).unwrap();
    assert_eq!(left, json!({"enabledMcpjsonServers": ["other"]}));
}

/// After `claude mcp remove memory-manager -s user`, the route line and the problem list say
/// the same: no server.
#[test]
fn after_claude_mcp_remove_the_route_line_agrees() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    mm(&f, &hosts, &["install-hooks", "--host", "claude-code"])
        .run()
        .success();
    hosts
        .claude_offline(&f, &MockServer::start(|_: &Value| Reply::text("Mock")))
        .args(["mcp", "remove", "memory-manager", "-s", "user"])
        .run()
        .success();
    let out = health(&f, &hosts).code(1);
    let registry = f.home().join(".claude.json").display().to_string();
    assert!(
        out.stdout.contains(&format!(
            "    agent tools: none: no memory-manager MCP server in {registry}\n"
        )) && out.stdout.contains(&format!(
            "the hooks name the agent's tools, but no memory-manager MCP server is registered in {registry}"
        )) && !out.stdout.contains("agent tools: MCP server in"),
        "{}",
        out.report()
    );
}
