//! `health-check` is never wrong (issue 24): each case a person meets after an install, driven
//! through the real binary in a temp home and project, with `PATH` holding only a folder of
//! the test's own. What depends on Claude Code itself (trust, approval) is driven with the
//! real CLI in `e2e_claude_code_scopes`.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::{Folder, Mm, Output};

use crate::support::own_path::{bin, mm, ok};

fn binary() -> PathBuf {
    fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap()
}

/// `memory-manager` on the test's PATH, by name (as `cargo install` puts it on a user's).
fn on_path(f: &Folder) {
    let link = bin(f).join("memory-manager");
    if !link.exists() {
        std::os::unix::fs::symlink(binary(), link).unwrap();
    }
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap()
}

fn user_settings(f: &Folder) -> PathBuf {
    f.home().join(".claude/settings.json")
}

fn claude_json(f: &Folder) -> PathBuf {
    f.home().join(".claude.json")
}

/// The Claude Code part of the report: from `host claude-code` to the next host or the end
/// of the host lines.
fn claude_lines(out: &Output) -> Vec<String> {
    out.stdout
        .lines()
        .skip_while(|l| !l.starts_with("host claude-code"))
        .take_while(|l| !l.starts_with("host openclaw") && !l.starts_with("note:") && *l != "ok")
        .take_while(|l| *l != "needs attention:")
        .map(str::to_owned)
        .collect()
}

/// The problems the report lists.
fn problems(out: &Output) -> Vec<String> {
    out.stdout
        .lines()
        .skip_while(|l| *l != "needs attention:")
        .skip(1)
        .map(|l| l.trim_start_matches("  - ").to_owned())
        .collect()
}

/// Run from `~` or a folder under it outside any project after a user-scope install: the
/// user's settings once, as the user's, no project settings, healthy.
#[test]
fn from_the_home_folder_the_user_settings_are_listed_once() {
    let f = Folder::new();
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let downloads = f.home().join("Downloads");
    fs::create_dir_all(&downloads).unwrap();
    for dir in [f.home(), downloads] {
        let out = mm(&f, &["health-check"]).current_dir(&dir).run();
        assert_eq!(
            claude_lines(&out),
            [
                "host claude-code: wired".to_owned(),
                format!(
                    "  ✔ settings hooks (user) ({})",
                    user_settings(&f).display()
                ),
                format!(
                    "    agent tools: MCP server in {}",
                    claude_json(&f).display()
                ),
            ],
            "from {}: {}",
            dir.display(),
            out.report()
        );
        assert_eq!(out.stdout.lines().last(), Some("ok"), "{}", out.report());
        let out = out.success();
        assert!(!out.stdout.contains(".mcp.json"), "{}", out.report());
        // A project scope from there names no project.
        mm(
            &f,
            &["install-hooks", "--host", "claude-code", "--scope", "project"],
        )
        .current_dir(&f.home())
        .run()
        .fails_with(&format!(
            "{} is the home folder, not a project (its .claude/settings.json is the user's): run this in the project or pass --project DIR",
            f.home().display()
        ));
        // And install, from there, has nothing left to do.
        mm(&f, &["install-hooks", "--host", "claude-code"])
            .current_dir(&dir)
            .run()
            .success()
            .stdout(&format!(
                "memory-manager hooks already installed in {}\n",
                user_settings(&f).display()
            ));
    }
}

/// A byte-identical copy of the wired binary (`./target/release/memory-manager` after
/// `cargo install`) is the same program; a different build in target/ is told to install
/// itself, never to point the hooks at target/.
#[test]
fn a_copy_of_the_binary_is_not_a_stale_path_and_target_is_never_advised() {
    let f = Folder::new();
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let build = f.tmp().join("checkout/target/release");
    fs::create_dir_all(&build).unwrap();
    let copy = build.join("memory-manager");
    fs::copy(binary(), &copy).unwrap();
    let run = |program: &Path| {
        Mm::host(program)
            .home(&f.home())
            .current_dir(&f.project())
            .env("PATH", bin(&f))
            .arg("health-check")
            .run()
    };
    let out = run(&copy).success();
    assert!(!out.stdout.contains("stale"), "{}", out.report());
    // Another build (one byte more) in target/: install it, do not re-wire.
    let mut bytes = fs::read(binary()).unwrap();
    bytes.push(0);
    fs::write(&copy, bytes).unwrap();
    let out = run(&copy).code(1);
    let all = problems(&out);
    assert_eq!(all.len(), 2, "{}", out.report());
    assert_eq!(
        all[0],
        format!(
            "claude-code: {}: hooks: runs `{}`, not this build ({}): install this build (`cargo install --locked --path .`) and run the installed binary's health-check; never point hooks at target/, which `cargo clean` deletes",
            user_settings(&f).display(),
            binary().display(),
            copy.display()
        )
    );
    assert!(all[1].contains("the MCP server in"), "{all:?}");
    assert!(
        !out.stdout.contains("re-run `memory-manager install-hooks"),
        "{}",
        out.report()
    );
}

/// The project trusted (as Claude Code's trust dialog records it), and with `approve` its
/// `.mcp.json` server approved; every other key of `~/.claude.json` kept.
fn trust(f: &Folder, approve: bool) {
    let key = fs::canonicalize(f.project()).unwrap().display().to_string();
    let path = claude_json(f);
    let mut config: Value = fs::read_to_string(&path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(json!({}));
    config["projects"][&key]["hasTrustDialogAccepted"] = json!(true);
    if approve {
        config["projects"][&key]["enabledMcpjsonServers"] = json!(["memory-manager"]);
    }
    fs::write(&path, serde_json::to_string_pretty(&config).unwrap()).unwrap();
}

/// Two scopes wired: the note names each file and the command that removes it, and that
/// command works.
#[test]
fn two_scopes_wired_name_their_files_and_scopes() {
    let f = Folder::new();
    on_path(&f);
    fs::create_dir_all(f.project().join(".git")).unwrap();
    let project = f.project().display().to_string();
    for scope in ["project", "local"] {
        ok(
            &f,
            &["install-hooks", "--host", "claude-code", "--scope", scope],
        );
    }
    let shared = f.project().join(".claude/settings.json");
    let local = f.project().join(".claude/settings.local.json");
    trust(&f, true);
    let out = mm(&f, &["health-check"]).run().success();
    let remove_local = format!(
        "memory-manager uninstall-hooks --host claude-code --scope local --project {project}"
    );
    let remove_project = format!(
        "memory-manager uninstall-hooks --host claude-code --scope project --project {project}"
    );
    let note = out
        .stdout
        .lines()
        .find(|l| l.contains("wired 2 times"))
        .unwrap_or_else(|| panic!("{}", out.report()))
        .to_owned();
    assert_eq!(
        note,
        format!(
            "  note: wired 2 times: each event is still handled once, but every hook runs twice and the model may be offered each tool twice; keep one, remove the others: settings hooks (project) in {} (`{remove_project}`); settings hooks (local) in {} (`{remove_local}`)",
            shared.display(),
            local.display()
        )
    );
    // The advised command, as printed, from another folder.
    let words: Vec<&str> = remove_local.split(' ').skip(1).collect();
    mm(&f, &words).current_dir(&f.home()).run().success();
    assert!(!local.exists());
    let out = mm(&f, &["health-check"]).run();
    assert!(!out.stdout.contains("wired 2 times"), "{}", out.report());
    assert!(
        out.stdout
            .contains(&format!("settings hooks (project) ({})", shared.display())),
        "{}",
        out.report()
    );
}

/// The MCP server removed (`claude mcp remove memory-manager -s user`): the route line says
/// the same as the problem list.
#[test]
fn without_the_server_the_route_line_agrees_with_the_problems() {
    let f = Folder::new();
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    // What `claude mcp remove` leaves: the registry without our entry.
    fs::write(claude_json(&f), "{\n  \"mcpServers\": {}\n}").unwrap();
    let out = mm(&f, &["health-check"]).run().code(1);
    let registry = claude_json(&f).display().to_string();
    assert_eq!(
        claude_lines(&out)[1..],
        [
            format!(
                "  ✘ settings hooks (user) ({})",
                user_settings(&f).display()
            ),
            format!("    agent tools: none: no memory-manager MCP server in {registry}"),
        ],
        "{}",
        out.report()
    );
    assert_eq!(
        problems(&out),
        [format!(
            "claude-code: {}: the hooks name the agent's tools, but no memory-manager MCP server is registered in {registry}: re-run `memory-manager install-hooks --host claude-code --scope user`",
            user_settings(&f).display()
        )],
        "{}",
        out.report()
    );
}

fn plugin_installed(f: &Folder, enabled: bool, allow: bool) {
    write(
        &f.home().join(".claude/plugins/installed_plugins.json"),
        r#"{"version": 2, "plugins": {"memory-manager@memory-manager": [{"scope": "user", "installPath": "/x", "version": "0.1.0"}]}}"#,
    );
    let mut settings = json!({"enabledPlugins": {"memory-manager@memory-manager": enabled}});
    if allow {
        settings["permissions"] = json!({"allow": ["mcp__plugin_memory-manager_memory-manager"]});
    }
    write(&user_settings(f), &settings.to_string());
}

/// Wirings that do not work are not `ok`: the only route a plugin turned off; the plugin
/// without the permission its tools need.
#[test]
fn a_plugin_turned_off_or_without_its_permission_is_not_ok() {
    let f = Folder::new();
    on_path(&f);
    plugin_installed(&f, false, true);
    let out = mm(&f, &["health-check"]).run().code(1);
    assert_eq!(
        problems(&out),
        ["claude-code: no route runs memory-manager: every one is turned off (see the notes)"],
        "{}",
        out.report()
    );
    assert!(
        out.stdout.contains(
            "note: plugin memory-manager@memory-manager (user) is installed but turned off (`claude plugin enable memory-manager@memory-manager`)"
        ),
        "{}",
        out.report()
    );
    plugin_installed(&f, true, false);
    let out = mm(&f, &["health-check"]).run().code(1);
    assert_eq!(
        problems(&out),
        [format!(
            "claude-code: plugin memory-manager@memory-manager (user): no permissions.allow holds \"mcp__plugin_memory-manager_memory-manager\": the agent must ask before each memory tool, and `claude -p` refuses them; add it to {}",
            user_settings(&f).display()
        )],
        "{}",
        out.report()
    );
    plugin_installed(&f, true, true);
    let out = ok(&f, &["health-check"]);
    assert!(
        out.stdout
            .contains("  ✔ plugin memory-manager@memory-manager (user) ("),
        "{}",
        out.report()
    );
}

/// Hooks removed by hand, the MCP server and the permission left behind: not `ok`, and the
/// advised command takes them out.
#[test]
fn a_leftover_server_without_hooks_is_not_ok() {
    let f = Folder::new();
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let mut settings = read_json(&user_settings(&f));
    settings.as_object_mut().unwrap().remove("hooks");
    write(&user_settings(&f), &settings.to_string());
    let out = mm(&f, &["health-check"]).run().code(1);
    assert_eq!(
        problems(&out),
        [format!(
            "claude-code: {}: a memory-manager MCP server is registered (user scope) with no hooks of ours beside it: its tools reach the model beside any other route's; remove it with `memory-manager uninstall-hooks --host claude-code --scope user`",
            claude_json(&f).display()
        )],
        "{}",
        out.report()
    );
    ok(
        &f,
        &[
            "uninstall-hooks",
            "--host",
            "claude-code",
            "--scope",
            "user",
        ],
    );
    assert_eq!(read_json(&user_settings(&f)), json!({}));
    assert!(!claude_json(&f).exists());
    ok(&f, &["health-check"]);
}

/// `--scope project` names the binary portably, and health-check says when the name finds
/// nothing here, and when Claude Code has not trusted the folder or approved its server.
#[test]
fn project_scope_is_portable_and_needs_trust_and_approval() {
    let f = Folder::new();
    fs::create_dir_all(f.project().join(".git")).unwrap();
    let out = ok(
        &f,
        &[
            "install-hooks",
            "--host",
            "claude-code",
            "--scope",
            "project",
        ],
    );
    let bin_dir = binary().parent().unwrap().display().to_string();
    // The test binary is a build in target/: never advised onto PATH.
    assert!(
        out.stdout.ends_with(
            "  note: the committed files run `memory-manager` from PATH (each teammate's own), and PATH here has none: install it (`cargo install --locked --path .` in its checkout) and keep ~/.cargo/bin on PATH\n"
        ),
        "{}",
        out.report()
    );
    let shared = f.project().join(".claude/settings.json");
    let mcp_json = f.project().join(".mcp.json");
    let settings = fs::read_to_string(&shared).unwrap();
    assert!(
        settings.contains("\"command\": \"memory-manager hook --layout claude-code --tools mcp\""),
        "{settings}"
    );
    assert!(!settings.contains(&bin_dir), "{settings}");
    assert_eq!(
        read_json(&mcp_json)["mcpServers"]["memory-manager"]["command"],
        "memory-manager"
    );

    let out = mm(&f, &["health-check"]).run().code(1);
    let all = problems(&out);
    assert_eq!(all.len(), 3, "{}", out.report());
    assert!(
        all[0].contains("hooks: runs `memory-manager` from PATH (a committed file names no one's home folder), and PATH has none here: install it"),
        "{all:?}"
    );
    assert!(
        all[1].contains(&format!(
            "the MCP server in {} runs `memory-manager` from PATH",
            mcp_json.display()
        )),
        "{all:?}"
    );
    assert!(
        all[2].contains(&format!(
            "Claude Code has not trusted {} yet",
            f.project().display()
        )),
        "{all:?}"
    );

    on_path(&f);
    // Trusted, the server not approved yet: Claude Code asks at the next interactive start
    // and `claude -p` starts it unasked (e2e_claude_code_scopes), so it works: said, not a
    // problem.
    trust(&f, false);
    let out = ok(&f, &["health-check"]);
    assert_eq!(
        claude_lines(&out)[2],
        format!(
            "    agent tools: MCP server in {} (not approved yet: Claude Code asks at its next interactive start, `claude -p` starts it unasked; or list \"memory-manager\" in enabledMcpjsonServers)",
            mcp_json.display()
        ),
        "{}",
        out.report()
    );
    trust(&f, true);
    let out = ok(&f, &["health-check"]);
    assert_eq!(
        claude_lines(&out)[2],
        format!("    agent tools: MCP server in {}", mcp_json.display())
    );
    // Turned down: not ok.
    let local = f.project().join(".claude/settings.local.json");
    write(&local, r#"{"disabledMcpjsonServers": ["memory-manager"]}"#);
    let out = mm(&f, &["health-check"]).run().code(1);
    assert!(
        problems(&out)[0].contains("was turned down (disabledMcpjsonServers)"),
        "{}",
        out.report()
    );
    fs::remove_file(&local).unwrap();
    // Installing again changes nothing: the committed files stay portable.
    ok(
        &f,
        &[
            "install-hooks",
            "--host",
            "claude-code",
            "--scope",
            "project",
        ],
    )
    .stdout(&format!(
        "memory-manager hooks already installed in {}\n",
        shared.display()
    ));
}
