//! `install-hooks` / `uninstall-hooks` driven through the real binary, in the project folder
//! of a temp [`Folder`], with `PATH` holding only a folder of the test's own.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::support::{Folder, Mm, Output, assert_text};

use crate::support::own_path::{bin, mm, ok};

fn user_settings(f: &Folder) -> PathBuf {
    f.home().join(".claude").join("settings.json")
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// The backups install and uninstall took of `path`: in the user's data folder, beside the
/// install records, named `<hash of the path>-<time>-<file name>`, oldest first.
fn backups(f: &Folder, path: &Path) -> Vec<PathBuf> {
    let dir = f
        .home()
        .join(".local/share/memory-manager/installs/backups");
    let suffix = format!("-{}", path.file_name().unwrap().to_string_lossy());
    let mut v: Vec<PathBuf> = match fs::read_dir(&dir) {
        Ok(entries) => entries
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_string_lossy().ends_with(&suffix))
            .collect(),
        Err(_) => Vec::new(),
    };
    v.sort();
    v
}

/// The one backup of `path`; its name carries the clock's time,
/// `<hash>-YYYYMMDD-HHMMSS.mmm-<name>`.
#[track_caller]
fn the_backup(f: &Folder, path: &Path) -> PathBuf {
    let all = backups(f, path);
    assert_eq!(all.len(), 1, "one backup of {}: {all:?}", path.display());
    let name = all[0].file_name().unwrap().to_string_lossy().into_owned();
    let parts: Vec<&str> = name.splitn(3, '-').collect();
    assert!(
        parts.len() == 3
            && parts[0].len() == 16
            && parts[1].len() == 8
            && parts[2].starts_with(|c: char| c.is_ascii_digit()),
        "{name}"
    );
    all[0].clone()
}

fn binary() -> PathBuf {
    fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap()
}

fn command() -> String {
    format!(
        "{} hook --layout claude-code --tools mcp",
        binary().display()
    )
}

/// `~/.claude.json`, where the user and local scopes register MCP servers.
fn claude_json(f: &Folder) -> PathBuf {
    f.home().join(".claude.json")
}

/// Our MCP server's entry, as Claude Code's registry holds it.
fn server() -> Value {
    serde_json::json!({"type": "stdio", "command": binary(), "args": ["mcp", "--layout", "claude-code"]})
}

/// A registry file holding only `servers` (under `mcpServers`), laid out as Claude Code
/// writes it: two-space indent, no final newline.
fn registry_text(servers: Value) -> String {
    serde_json::to_string_pretty(&serde_json::json!({ "mcpServers": servers })).unwrap()
}

fn registered_message(registry: &Path) -> String {
    format!(
        "registered the memory-manager MCP server (the agent's memory tools) in {}\n",
        registry.display()
    )
}

/// `value` as the tool writes a settings file: pretty JSON, keys in order, a final newline.
fn settings_text(value: &str) -> String {
    let value: Value = serde_json::from_str(value).unwrap();
    serde_json::to_string_pretty(&value).unwrap() + "\n"
}

const ORIGINAL: &str = r#"{
  "model": "opus",
  "hooks": {
    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo pre"}]}],
    "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "cargo fmt", "timeout": 5}]}]
  },
  "permissions": {"deny": ["Read(./.env)"], "allow": ["Bash(ls)"]},
  "env": {"Z": "1", "A": "2"}
}
"#;

/// The permission install adds so the agent may call our tools without asking.
const ALLOW_TOOLS: &str = "mcp__memory-manager";

/// Our hook entry, as it lands in each of the four events.
fn ours() -> String {
    ours_running(&command())
}

/// Our hook entry running `command`.
fn ours_running(command: &str) -> String {
    format!(
        r#"{{"type":"command","command":{},"timeout":30}}"#,
        serde_json::to_string(command).unwrap()
    )
}

/// What the project's committed files run: `memory-manager` from PATH.
const PORTABLE_COMMAND: &str = "memory-manager hook --layout claude-code --tools mcp";

/// The note a project-scope install adds when PATH has no `memory-manager` (the test
/// binary is a build in target/, which is never advised onto PATH).
const NOT_ON_PATH_NOTE: &str = "  note: the committed files run `memory-manager` from PATH (each teammate's own), and PATH here has none: install it (`cargo install --locked --path .` in its checkout) and keep ~/.cargo/bin on PATH\n";

/// [`ORIGINAL`] with our four events: every other key kept, in its order and its own text
/// (the one-line arrays stay on one line), the new events in the file's indentation.
fn original_installed() -> String {
    let group = |matcher: &str| {
        format!(
            "[\n      {{\n{matcher}        \"hooks\": [\n          {{\n            \"type\": \"command\",\n            \"command\": {c},\n            \"timeout\": 30\n          }}\n        ]\n      }}\n    ]",
            c = serde_json::to_string(&command()).unwrap()
        )
    };
    let tool = group("        \"matcher\": \"*\",\n");
    let plain = group("");
    format!(
        r#"{{
  "model": "opus",
  "hooks": {{
    "PreToolUse": [{{"matcher": "Bash", "hooks": [{{"type": "command", "command": "echo pre"}}]}}],
    "PostToolUse": [{{"matcher": "Edit|Write", "hooks": [{{"type": "command", "command": "cargo fmt", "timeout": 5}}]}}, {{"matcher": "*", "hooks": [{ours}]}}],
    "UserPromptSubmit": {plain},
    "PostToolUseFailure": {tool},
    "SessionStart": {plain}
  }},
  "permissions": {{"deny": ["Read(./.env)"], "allow": ["Bash(ls)", "{ALLOW_TOOLS}"]}},
  "env": {{"Z": "1", "A": "2"}}
}}
"#,
        ours = ours().replace("\":", "\": ").replace(",\"", ", \""),
    )
}

/// Only our four events, and the permission for our tools.
fn only_ours() -> String {
    only_ours_running(&command())
}

/// Only our four events running `command`, and the permission for our tools.
fn only_ours_running(command: &str) -> String {
    settings_text(&format!(
        concat!(
            r#"{{"hooks":{{"#,
            r#""UserPromptSubmit":[{{"hooks":[{ours}]}}],"#,
            r#""PostToolUse":[{{"matcher":"*","hooks":[{ours}]}}],"#,
            r#""PostToolUseFailure":[{{"matcher":"*","hooks":[{ours}]}}],"#,
            r#""SessionStart":[{{"hooks":[{ours}]}}]"#,
            r#"}},"permissions":{{"allow":["{ALLOW_TOOLS}"]}}}}"#
        ),
        ours = ours_running(command),
        ALLOW_TOOLS = ALLOW_TOOLS
    ))
}

/// What a first install says: the MCP server registered in `registry`, the hooks in
/// `settings`.
fn installed_message(registry: &Path, settings: &Path) -> String {
    installed_message_running(registry, settings, &command())
}

fn installed_message_running(registry: &Path, settings: &Path, command: &str) -> String {
    format!(
        "{}installed memory-manager hooks (UserPromptSubmit, PostToolUse, PostToolUseFailure, SessionStart) in {}\n  command: {command}\n",
        registered_message(registry),
        settings.display(),
    )
}

/// What a project-scope install says, PATH holding no `memory-manager`.
fn installed_in_project_message(registry: &Path, settings: &Path) -> String {
    installed_message_running(registry, settings, PORTABLE_COMMAND) + NOT_ON_PATH_NOTE
}

#[test]
fn install_adds_four_events_and_keeps_every_other_key_in_order() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, ORIGINAL);
    let out = ok(&f, &["install-hooks", "--host", "claude-code"]);
    let backup = the_backup(&f, &settings);
    out.stdout(&format!(
        "{}  backup: {}\n",
        installed_message(&claude_json(&f), &settings),
        backup.display()
    ));
    assert_text("settings.json", &read(&settings), &original_installed());
    assert_text("the backup", &read(&backup), ORIGINAL);
    assert_text(
        ".claude.json",
        &read(&claude_json(&f)),
        &registry_text(serde_json::json!({"memory-manager": server()})),
    );
}

#[test]
fn second_install_changes_nothing_and_takes_no_backup() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, ORIGINAL);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let first = fs::read(&settings).unwrap();
    ok(&f, &["install-hooks", "--host", "claude-code"]).stdout(&format!(
        "memory-manager hooks already installed in {}\n",
        settings.display()
    ));
    assert_eq!(fs::read(&settings).unwrap(), first);
    the_backup(&f, &settings);
}

#[test]
fn install_into_a_missing_file_creates_it_without_backup() {
    let f = Folder::new();
    let settings = user_settings(&f);
    ok(&f, &["install-hooks", "--host", "claude-code"])
        .stdout(&installed_message(&claude_json(&f), &settings));
    assert_text("settings.json", &read(&settings), &only_ours());
    assert_eq!(backups(&f, &settings), Vec::<PathBuf>::new());
}

#[test]
fn dry_run_prints_a_diff_and_changes_nothing() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, ORIGINAL);
    let name = settings.display();
    let diff = similar::TextDiff::from_lines(ORIGINAL, original_installed().as_str())
        .unified_diff()
        .context_radius(3)
        .header(&name.to_string(), &name.to_string())
        .to_string();
    let registry = claude_json(&f);
    let registry_diff = similar::TextDiff::from_lines(
        "",
        registry_text(serde_json::json!({"memory-manager": server()})).as_str(),
    )
    .unified_diff()
    .context_radius(3)
    .header(
        &registry.display().to_string(),
        &registry.display().to_string(),
    )
    .to_string();
    let out = ok(&f, &["install-hooks", "--host", "claude-code", "--dry-run"]);
    out.stdout(&format!(
        "{registry_diff}dry run: {} not changed\n{diff}dry run: {name} not changed\n",
        registry.display()
    ));
    assert!(!registry.exists());
    // The diff is the one of the real install, not merely some diff.
    assert!(
        diff.contains(&format!("+            \"command\": \"{}\",\n", command()))
            && diff.contains("\n-    \"PostToolUse\": [{\"matcher\": \"Edit|Write\""),
        "{diff}"
    );
    assert_text("settings.json", &read(&settings), ORIGINAL);
    assert_eq!(backups(&f, &settings), Vec::<PathBuf>::new());
}

#[test]
fn uninstall_restores_the_original_bytes_exactly() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, ORIGINAL);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    ok(&f, &["uninstall-hooks", "--host", "claude-code"]).stdout(&format!(
        "removed the memory-manager MCP server from {}\nremoved memory-manager hooks from {}\n  restored the file as it was before install-hooks\n",
        claude_json(&f).display(),
        settings.display()
    ));
    // Byte for byte: the hand-formatted arrays, the key order, the spacing.
    assert_eq!(read(&settings), ORIGINAL);
    // The registry install created is gone with our server.
    assert!(!claude_json(&f).exists());
    assert_eq!(backups(&f, &settings).len(), 1, "only install's backup");
    ok(&f, &["uninstall-hooks", "--host", "claude-code"]).stdout(&format!(
        "no memory-manager hooks in {}\n",
        settings.display()
    ));
}

/// A file edited after the install keeps the edit: only our entries go (the rest as it was,
/// byte for byte), with a backup of what was there.
#[test]
fn uninstall_after_a_hand_edit_removes_only_our_entries() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, ORIGINAL);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let edited = read(&settings).replace("\"model\": \"opus\"", "\"model\": \"sonnet\"");
    write(&settings, &edited);
    let out = ok(&f, &["uninstall-hooks", "--host", "claude-code"]);
    let all = backups(&f, &settings);
    assert_eq!(all.len(), 2, "{all:?}");
    out.stdout(&format!(
        "removed the memory-manager MCP server from {}\nremoved memory-manager hooks from {}\n  backup: {}\n",
        claude_json(&f).display(),
        settings.display(),
        all[1].display()
    ));
    assert_text(
        "settings.json",
        &read(&settings),
        &ORIGINAL.replace("\"opus\"", "\"sonnet\""),
    );
    assert_text("the uninstall backup", &read(&all[1]), &edited);
}

/// Backups are pruned to the last three.
#[test]
fn backups_are_pruned() {
    let f = Folder::new();
    let settings = user_settings(&f);
    for n in 0..5 {
        write(&settings, &format!("{{\"model\": \"m{n}\"}}\n"));
        ok(&f, &["install-hooks", "--host", "claude-code"]);
    }
    assert_eq!(backups(&f, &settings).len(), 3);
}

#[test]
fn uninstall_after_install_into_empty_object_leaves_empty_object() {
    let f = Folder::new();
    let settings = user_settings(&f);
    write(&settings, "{}\n");
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    ok(&f, &["uninstall-hooks", "--host", "claude-code"]);
    assert_text("settings.json", &read(&settings), "{}\n");
}

#[test]
fn a_moved_binary_is_replaced_in_place_not_duplicated() {
    let f = Folder::new();
    let settings = user_settings(&f);
    let old = "/old/place/memory-manager hook --layout claude-code";
    write(
        &settings,
        &format!(
            r#"{{"hooks": {{"PostToolUse": [{{"matcher": "*", "hooks": [{{"type": "command", "command": "{old}", "timeout": 30}}]}}, {{"matcher": "Edit", "hooks": [{{"type": "command", "command": "fmt"}}]}}]}}}}"#
        ),
    );
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    // A one-line file stays on one line, our entry updated where it was.
    let expected = format!(
        concat!(
            r#"{{"hooks": {{"#,
            r#""PostToolUse": [{{"matcher": "*", "hooks": [{ours}]}}, {{"matcher": "Edit", "hooks": [{{"type": "command", "command": "fmt"}}]}}], "#,
            r#""UserPromptSubmit": [{{"hooks": [{ours}]}}], "#,
            r#""PostToolUseFailure": [{{"matcher": "*", "hooks": [{ours}]}}], "#,
            r#""SessionStart": [{{"hooks": [{ours}]}}]"#,
            r#"}}, "permissions": {{"allow": ["{ALLOW_TOOLS}"]}}}}"#
        ),
        ours = ours().replace("\":", "\": ").replace(",\"", ", \""),
        ALLOW_TOOLS = ALLOW_TOOLS
    );
    assert_text("settings.json", &read(&settings), &expected);
}

#[test]
fn malformed_settings_is_a_one_line_error_and_nothing_is_written() {
    let f = Folder::new();
    let settings = user_settings(&f);
    let broken = "{\"model\": \"opus\",\n  \"hooks\": {\n";
    write(&settings, broken);
    for cmd in ["install-hooks", "uninstall-hooks"] {
        mm(&f, &[cmd, "--host", "claude-code"])
            .run()
            .fails_with(&format!(
                "cannot parse {} (not changed): EOF while parsing an object at line 3 column 0",
                settings.display()
            ));
        assert_text("settings.json", &read(&settings), broken);
        assert_eq!(backups(&f, &settings), Vec::<PathBuf>::new());
    }
}

#[test]
fn project_and_local_scopes_write_the_project_files() {
    let f = Folder::new();
    let project = f.project().display().to_string();
    let scope = |verb: &str, scope: &str| {
        ok(
            &f,
            &[
                verb,
                "--host",
                "claude-code",
                "--scope",
                scope,
                "--project",
                &project,
            ],
        )
    };
    let shared = f.project().join(".claude").join("settings.json");
    let local = f.project().join(".claude").join("settings.local.json");
    let mcp_json = f.project().join(".mcp.json");
    scope("install-hooks", "project").stdout(&installed_in_project_message(&mcp_json, &shared));
    scope("install-hooks", "local").stdout(&installed_message(&claude_json(&f), &local));
    // The committed file runs `memory-manager` from PATH; the private one this binary.
    assert_text(
        "settings.json",
        &read(&shared),
        &only_ours_running(PORTABLE_COMMAND),
    );
    assert_text("settings.local.json", &read(&local), &only_ours());
    assert!(!user_settings(&f).exists());
    // The project's server in its committed .mcp.json; the local one in ~/.claude.json under
    // the project's real path.
    assert_text(
        ".mcp.json",
        &read(&mcp_json),
        &registry_text(serde_json::json!({"memory-manager": {
            "type": "stdio", "command": "memory-manager", "args": ["mcp", "--layout", "claude-code"]
        }})),
    );
    let real = fs::canonicalize(f.project()).unwrap();
    let registry: Value = serde_json::from_str(&read(&claude_json(&f))).unwrap();
    assert_eq!(
        registry,
        serde_json::json!({"projects": {real.to_string_lossy(): {"mcpServers": {"memory-manager": server()}}}})
    );
    // Install created the local file: uninstall removes it.
    scope("uninstall-hooks", "local");
    assert!(!local.exists());
    assert_text(
        "settings.json",
        &read(&shared),
        &only_ours_running(PORTABLE_COMMAND),
    );
    // …and the shared one, and the `.claude/` folder it created in the committed project.
    scope("uninstall-hooks", "project");
    assert!(!f.project().join(".claude").exists());
    assert!(!mcp_json.exists());
    assert_eq!(backups(&f, &shared), Vec::<PathBuf>::new());
}

#[test]
fn project_scope_defaults_to_the_project_around_the_current_folder() {
    let f = Folder::new();
    fs::create_dir_all(f.project().join(".git")).unwrap();
    let sub = f.project().join("src").join("deep");
    fs::create_dir_all(&sub).unwrap();
    let shared = f.project().join(".claude").join("settings.json");
    mm(
        &f,
        &[
            "install-hooks",
            "--host",
            "claude-code",
            "--scope",
            "project",
        ],
    )
    .current_dir(&sub)
    .run()
    .success()
    .stdout(&installed_in_project_message(
        &f.project().join(".mcp.json"),
        &shared,
    ));
    assert_text(
        "settings.json",
        &read(&shared),
        &only_ours_running(PORTABLE_COMMAND),
    );
}

const PLUGIN_FILES: &[(&str, &str)] = &[
    ("package.json", "plugin/package.json"),
    ("openclaw.plugin.json", "plugin/openclaw.plugin.json"),
    ("index.js", "plugin/index.js"),
    ("tools.json", "plugin/tools.json"),
    ("lib.js", "lib.js"),
];
const PACK_FILES: &[(&str, &str)] = &[
    ("package.json", "hook-pack/package.json"),
    ("HOOK.md", "hook-pack/HOOK.md"),
    ("handler.js", "hook-pack/handler.js"),
    ("lib.js", "lib.js"),
];

fn openclaw_dirs(state: &Path) -> (PathBuf, PathBuf) {
    (
        state.join("extensions").join("memory-manager"),
        state.join("hooks").join("memory-manager"),
    )
}

/// The plugin and the hook pack are laid down whole: each file is its source in
/// `hooks/openclaw/`, and `config.json` beside each names the binary.
#[track_caller]
fn assert_laid_down(state: &Path) {
    let sources = Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/openclaw");
    let (plugin, pack) = openclaw_dirs(state);
    let config = format!("{{\n  \"binary\": \"{}\"\n}}\n", binary().display());
    for (dir, files) in [(&plugin, PLUGIN_FILES), (&pack, PACK_FILES)] {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let mut want: Vec<String> = files
            .iter()
            .map(|(n, _)| n.to_string())
            .chain(["config.json".to_string()])
            .collect();
        want.sort();
        assert_eq!(names, want, "{}", dir.display());
        for (name, source) in files {
            assert_text(
                &dir.join(name).display().to_string(),
                &read(&dir.join(name)),
                &read(&sources.join(source)),
            );
        }
        assert_text("config.json", &read(&dir.join("config.json")), &config);
    }
}

fn laid_down_message(state: &Path) -> String {
    let (plugin, pack) = openclaw_dirs(state);
    format!(
        "wrote the memory-manager hook pack to {}\nwrote the memory-manager plugin to {}\n{}",
        pack.display(),
        plugin.display(),
        cli_missing_message()
    )
}

fn cli_missing_message() -> String {
    format!(
        "  binary: {} (in config.json beside the plugin and the hook pack)
the openclaw CLI is not on PATH; OpenClaw finds the plugin by itself, but to finish, run:
  openclaw config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json
  openclaw hooks enable memory-manager
(or re-run `memory-manager install-hooks --host openclaw` with openclaw on PATH, which also records the plugin install)
",
        binary().display()
    )
}

/// The files the tool lays down or removes, in its order: each folder's sources, then its
/// `config.json`.
fn openclaw_paths(state: &Path) -> Vec<PathBuf> {
    let (plugin, pack) = openclaw_dirs(state);
    [(plugin, PLUGIN_FILES), (pack, PACK_FILES)]
        .iter()
        .flat_map(|(dir, files)| {
            files
                .iter()
                .map(|(name, _)| *name)
                .chain(["config.json"])
                .map(|name| dir.join(name))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What uninstall says for each folder: its files removed, then the folder (`last`).
fn removed_per_folder(state: &Path, last: [&str; 2]) -> String {
    let (plugin, pack) = openclaw_dirs(state);
    let paths = openclaw_paths(state);
    let mut out = String::new();
    for (dir, tail) in [(&plugin, last[0]), (&pack, last[1])] {
        for p in paths.iter().filter(|p| p.parent() == Some(dir.as_path())) {
            out.push_str(&format!("removed {}\n", p.display()));
        }
        out.push_str(&tail.replace("{}", &dir.display().to_string()));
    }
    out
}

#[test]
fn openclaw_install_without_the_cli_lays_files_down_and_prints_the_commands() {
    let f = Folder::new();
    let state = f.home().join(".openclaw");
    ok(&f, &["install-hooks", "--host", "openclaw"]).stdout(&laid_down_message(&state));
    assert_laid_down(&state);

    // A second run rewrites nothing.
    let (plugin, _) = openclaw_dirs(&state);
    let stamps = || -> Vec<_> {
        PLUGIN_FILES
            .iter()
            .map(|(n, _)| fs::metadata(plugin.join(n)).unwrap().modified().unwrap())
            .collect()
    };
    let before = stamps();
    ok(&f, &["install-hooks", "--host", "openclaw"]).stdout(&cli_missing_message());
    assert_eq!(stamps(), before);
}

#[test]
fn openclaw_state_dir_is_honoured_and_dry_run_writes_nothing() {
    let f = Folder::new();
    let state = f.tmp().join("state");
    let run = |args: &[&str]| mm(&f, args).env("OPENCLAW_STATE_DIR", &state).run();
    let would: String = openclaw_paths(&state)
        .iter()
        .map(|p| format!("would create {}\n", p.display()))
        .collect();
    run(&["install-hooks", "--host", "openclaw", "--dry-run"])
        .success()
        .stdout(&format!(
            "{would}would run: openclaw config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json
would run: openclaw hooks enable memory-manager
dry run: nothing changed
"
        ));
    assert!(!state.exists());
    run(&["install-hooks", "--host", "openclaw"])
        .success()
        .stdout(&laid_down_message(&state));
    assert_laid_down(&state);
    assert!(!f.home().join(".openclaw").exists());
}

#[test]
fn openclaw_uninstall_removes_what_install_laid_down() {
    let f = Folder::new();
    let state = f.home().join(".openclaw");
    ok(&f, &["install-hooks", "--host", "openclaw"]);
    let (plugin, pack) = openclaw_dirs(&state);
    fs::write(pack.join("notes.txt"), "mine").unwrap();
    let kept = format!(
        "kept {}: it holds files memory-manager did not write\n",
        pack.display()
    );
    ok(&f, &["uninstall-hooks", "--host", "openclaw"]).stdout(&removed_per_folder(
        &state,
        [
            "removed {}\n",
            "kept {}: it holds files memory-manager did not write\n",
        ],
    ));
    assert!(!plugin.exists());
    let left: Vec<_> = fs::read_dir(&pack)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(left, [pack.join("notes.txt")]);
    // The `extensions` folder install created goes with the plugin.
    assert!(!state.join("extensions").exists());
    ok(&f, &["uninstall-hooks", "--host", "openclaw"]).stdout(&format!(
        "{kept}no memory-manager plugin or hook pack in {}\n",
        state.display()
    ));
}

#[cfg(unix)]
#[test]
fn openclaw_install_and_uninstall_drive_the_cli_when_it_is_on_path() {
    use std::os::unix::fs::PermissionsExt;
    let f = Folder::new();
    let state = f.home().join(".openclaw");
    let log = f.tmp().join("openclaw.log");
    let fake = bin(&f).join("openclaw");
    fs::write(
        &fake,
        format!("#!/bin/sh\necho \"$*\" >> '{}'\n", log.display()),
    )
    .unwrap();
    fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!("{}:/bin:/usr/bin", bin(&f).display());
    let out = mm(&f, &["install-hooks", "--host", "openclaw"])
        .env("PATH", &path)
        .run()
        .success();
    let calls = read(&log);
    // The staging copy handed to `plugins install` is in the temp folder, named by the pid
    // (and gone by the time the command is reported).
    let stage = calls
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("plugins install "))
        .and_then(|l| l.strip_suffix(" --force --accept-capabilities"))
        .unwrap_or_else(|| panic!("{calls}"))
        .to_owned();
    assert!(
        Path::new(&stage).starts_with(f.home().join(".tmp")),
        "{stage}"
    );
    assert_text(
        "the openclaw calls",
        &calls,
        &format!(
            "plugins install {stage} --force --accept-capabilities
config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json
hooks enable memory-manager
"
        ),
    );
    let (plugin, pack) = openclaw_dirs(&state);
    out.stdout(&format!(
        "wrote the memory-manager hook pack to {pack}
ran: openclaw plugins install <a staging copy of the plugin> --force --accept-capabilities
installed the memory-manager plugin in {plugin}
  binary: {binary} (in config.json beside the plugin and the hook pack)
ran: openclaw config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json
ran: openclaw hooks enable memory-manager
check: openclaw plugins inspect memory-manager --runtime --json; openclaw hooks list
",
        pack = pack.display(),
        plugin = plugin.display(),
        binary = binary().display(),
    ));
    assert_laid_down(&state);
    assert!(!Path::new(&stage).exists(), "the staging copy is left");

    // What the real CLI leaves in its config; with it, a second install has nothing to do.
    fs::write(
        state.join("openclaw.json"),
        r#"{"plugins": {"entries": {"memory-manager": {"enabled": true, "hooks": {"allowConversationAccess": true}}}},
            "hooks": {"internal": {"enabled": true, "entries": {"memory-manager": {"enabled": true}}}}}"#,
    )
    .unwrap();
    fs::write(&log, "").unwrap();
    mm(&f, &["install-hooks", "--host", "openclaw"])
        .env("PATH", &path)
        .run()
        .success()
        .stdout(&format!(
            "memory-manager plugin and hook pack already installed in {}\n",
            plugin.display()
        ));
    assert_text("the openclaw calls", &read(&log), "");

    mm(&f, &["uninstall-hooks", "--host", "openclaw"])
        .env("PATH", &path)
        .run()
        .success()
        .stdout(&format!(
            "ran: openclaw plugins uninstall memory-manager --force
ran: openclaw config unset hooks
ran: openclaw config unset plugins.entries.memory-manager
{}",
            removed_per_folder(&state, ["removed {}\n", "removed {}\n"])
        ));
    assert_text(
        "the openclaw calls",
        &read(&log),
        "plugins uninstall memory-manager --force
config unset hooks
config unset plugins.entries.memory-manager
",
    );
    assert!(!plugin.exists() && !pack.exists());
    // The hook packs folder install created for OpenClaw goes too.
    assert!(!state.join("hooks").exists());
}

/// health-check names the route and where the agent's tools come from; a registry that
/// lost our server is a problem with the one action to take.
#[test]
fn health_check_shows_the_route_and_the_agents_tools() {
    let f = Folder::new();
    let settings = user_settings(&f);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let hosts = |out: &Output| -> Vec<String> {
        out.stdout
            .lines()
            .skip_while(|l| !l.starts_with("host "))
            .take_while(|l| !l.starts_with("note:") && *l != "ok")
            .map(str::to_owned)
            .collect()
    };
    let healthy = ok(&f, &["health-check"]);
    assert_eq!(
        hosts(&healthy),
        [
            "host claude-code: wired".to_owned(),
            format!("  ✔ settings hooks (user) ({})", settings.display()),
            format!(
                "    agent tools: MCP server in {}",
                claude_json(&f).display()
            ),
        ],
        "{}",
        healthy.report()
    );
    fs::write(claude_json(&f), "{}").unwrap();
    let out = mm(&f, &["health-check"]).run().code(1);
    assert!(
        out.stdout.contains(&format!(
            "{}: the hooks name the agent's tools, but no memory-manager MCP server is registered in {}: re-run `memory-manager install-hooks --host claude-code --scope user`\n",
            settings.display(),
            claude_json(&f).display()
        )),
        "{}",
        out.report()
    );
}

/// Issue 20 §7: every file is checked before any is changed, so a refused install leaves
/// `~/.claude.json` as it was (here: not there at all) and settings.json byte for byte.
#[test]
fn a_refused_install_changes_nothing() {
    for (case, text) in [
        ("a comment", "{\n  // mine\n  \"model\": \"opus\"\n}\n"),
        ("hooks null", "{\"hooks\": null}\n"),
        ("a trailing comma", "{\"model\": \"opus\",}\n"),
        ("a top-level array", "[]\n"),
        (
            "hooks.PostToolUse an object",
            "{\"hooks\": {\"PostToolUse\": {}}}\n",
        ),
        (
            "permissions.allow a string",
            "{\"permissions\": {\"allow\": \"all\"}}\n",
        ),
    ] {
        let f = Folder::new();
        let settings = user_settings(&f);
        write(&settings, text);
        let out = mm(&f, &["install-hooks", "--host", "claude-code"])
            .run()
            .fails();
        assert!(
            out.stderr.contains("not changed"),
            "{case}: {}",
            out.report()
        );
        assert_eq!(read(&settings), text, "{case}");
        assert!(
            !claude_json(&f).exists(),
            "{case}: the MCP server was registered"
        );
        assert_eq!(backups(&f, &settings), Vec::<PathBuf>::new(), "{case}");
    }
    // settings.json a folder.
    let f = Folder::new();
    fs::create_dir_all(user_settings(&f)).unwrap();
    mm(&f, &["install-hooks", "--host", "claude-code"])
        .run()
        .fails();
    assert!(!claude_json(&f).exists());
    // ~/.claude read-only (a root user writes anyway: then there is nothing to refuse).
    let f = Folder::new();
    let dir = f.home().join(".claude");
    fs::create_dir_all(&dir).unwrap();
    set_mode(&dir, 0o555);
    let refused = fs::write(dir.join("probe"), "").is_err();
    let out = mm(&f, &["install-hooks", "--host", "claude-code"]).run();
    set_mode(&dir, 0o755);
    if refused {
        out.fails();
        assert!(!claude_json(&f).exists());
        assert!(!user_settings(&f).exists());
    }
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

/// Issue 20 §7: install edits settings.json in its own style (tabs, four spaces, minified,
/// CRLF, a BOM), other tools' entries keep their text, and uninstall gives the bytes back
/// even when the install record is gone. `~/.claude.json` keeps its layout and final newline.
#[test]
fn install_keeps_each_files_own_style() {
    let other = r#""PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo pre"}]}]"#;
    for (case, text) in [
        (
            "tabs",
            format!("{{\n\t\"hooks\": {{\n\t\t{other}\n\t}}\n}}\n"),
        ),
        (
            "four spaces",
            format!("{{\n    \"hooks\": {{\n        {other}\n    }}\n}}\n"),
        ),
        (
            "minified",
            r#"{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"x"}]}]}}"#.to_owned(),
        ),
        (
            "CRLF",
            format!("{{\r\n  \"hooks\": {{\r\n    {other}\r\n  }}\r\n}}\r\n"),
        ),
        (
            "a BOM",
            format!("\u{feff}{{\n  \"hooks\": {{\n    {other}\n  }}\n}}\n"),
        ),
    ] {
        let f = Folder::new();
        let settings = user_settings(&f);
        write(&settings, &text);
        let registry = "{\n    \"numStartups\": 3,\n    \"tipsHistory\": {}\n}\n".to_owned();
        write(&claude_json(&f), &registry);
        ok(&f, &["install-hooks", "--host", "claude-code"]);
        let installed = read(&settings);
        let first_line = text
            .lines()
            .nth(2)
            .unwrap_or(r#""PreToolUse":[{"hooks":[{"type":"command","command":"x"}]}]"#);
        assert!(installed.contains(first_line), "{case}: {installed}");
        match case {
            "tabs" => assert!(
                installed.contains("\n\t\t\"UserPromptSubmit\": [\n\t\t\t{"),
                "{installed}"
            ),
            "four spaces" => assert!(
                installed.contains("\n        \"UserPromptSubmit\": [\n            {"),
                "{installed}"
            ),
            "minified" => assert!(
                !installed.contains('\n')
                    && installed.contains(r#","UserPromptSubmit":[{"hooks":[{"#),
                "{installed}"
            ),
            "CRLF" => assert_eq!(
                installed.matches('\n').count(),
                installed.matches("\r\n").count(),
                "{installed}"
            ),
            _ => assert!(installed.starts_with('\u{feff}'), "{installed}"),
        }
        let reg = read(&claude_json(&f));
        assert!(
            reg.starts_with("{\n    \"numStartups\": 3,\n") && reg.ends_with("}\n"),
            "{case}: {reg}"
        );
        // Without the record, uninstall removes our entries by editing: the same bytes.
        fs::remove_dir_all(f.home().join(".local/share/memory-manager/installs")).unwrap();
        ok(&f, &["uninstall-hooks", "--host", "claude-code"]);
        assert_eq!(read(&settings), text, "{case}");
        assert_eq!(read(&claude_json(&f)), registry, "{case}");
    }
}

/// Issue 20 §7: the binary under another name (a copy called `mm`) recognises its own hooks
/// and MCP entry by their arguments: a second install adds no second set.
#[test]
fn a_binary_under_another_name_recognises_its_own_entries() {
    let f = Folder::new();
    let copy = f.tmp().join("mm");
    if fs::hard_link(binary(), &copy).is_err() {
        fs::copy(binary(), &copy).unwrap();
    }
    let run = |program: &Path| {
        Mm::host(program)
            .home(&f.home())
            .current_dir(&f.project())
            .env("PATH", bin(&f))
            .args(["install-hooks", "--host", "claude-code"])
            .run()
            .success()
    };
    run(&copy);
    let out = run(&copy);
    assert!(out.stdout.contains("already installed"), "{}", out.report());
    // And the usual name takes the entries over in place.
    run(&binary());
    let settings: Value = serde_json::from_str(&read(&user_settings(&f))).unwrap();
    for event in [
        "UserPromptSubmit",
        "PostToolUse",
        "PostToolUseFailure",
        "SessionStart",
    ] {
        let groups = settings["hooks"][event].as_array().unwrap();
        assert_eq!(groups.len(), 1, "{event}: {settings}");
        assert_eq!(groups[0]["hooks"][0]["command"], command(), "{event}");
    }
    let registry: Value = serde_json::from_str(&read(&claude_json(&f))).unwrap();
    assert_eq!(
        registry["mcpServers"],
        serde_json::json!({"memory-manager": server()})
    );
}

/// Issue 20 §7: a file already in the plugin or hook-pack folder (an older copy, the user's
/// own) is put back at uninstall, never deleted; a folder that is a link (a linked checkout)
/// is refused and nothing is written through it.
#[test]
fn openclaw_keeps_files_that_were_there_and_refuses_a_linked_checkout() {
    let f = Folder::new();
    let state = f.home().join(".openclaw");
    let (plugin, pack) = openclaw_dirs(&state);
    write(
        &plugin.join("index.js"),
        "// an older copy, edited by hand\n",
    );
    write(&pack.join("HOOK.md"), "mine\n");
    ok(&f, &["install-hooks", "--host", "openclaw"]);
    assert_laid_down(&state);
    let out = ok(&f, &["uninstall-hooks", "--host", "openclaw"]);
    assert_eq!(
        read(&plugin.join("index.js")),
        "// an older copy, edited by hand\n",
        "{}",
        out.report()
    );
    assert_eq!(read(&pack.join("HOOK.md")), "mine\n");
    assert!(!plugin.join("package.json").exists() && !pack.join("handler.js").exists());
    assert_eq!(fs::read_dir(&plugin).unwrap().count(), 1);

    #[cfg(unix)]
    {
        let f = Folder::new();
        let state = f.home().join(".openclaw");
        let checkout = f.tmp().join("checkout");
        write(&checkout.join("index.js"), "// the developer's\n");
        fs::create_dir_all(state.join("extensions")).unwrap();
        std::os::unix::fs::symlink(&checkout, plugin_of(&state)).unwrap();
        let out = mm(&f, &["install-hooks", "--host", "openclaw"])
            .run()
            .fails();
        assert!(out.stderr.contains("is a link"), "{}", out.report());
        assert_eq!(fs::read_dir(&checkout).unwrap().count(), 1);
        assert!(
            !openclaw_dirs(&state).1.exists(),
            "the hook pack was laid down"
        );
        ok(&f, &["uninstall-hooks", "--host", "openclaw"]);
        assert_eq!(read(&checkout.join("index.js")), "// the developer's\n");
    }
}

fn plugin_of(state: &Path) -> PathBuf {
    openclaw_dirs(state).0
}

/// Issue 24: with the memory-manager plugin installed and on, a second route is refused
/// (nothing changed) unless `--also` asks for both; a plugin turned off is no route.
#[test]
fn a_second_route_to_claude_code_is_refused() {
    let f = Folder::new();
    write(
        &f.home().join(".claude/plugins/installed_plugins.json"),
        r#"{"version": 2, "plugins": {"memory-manager@mm": [{"scope": "user", "installPath": "/x"}]}}"#,
    );
    let settings = user_settings(&f);
    let on = "{\"enabledPlugins\": {\"memory-manager@mm\": true}}\n";
    write(&settings, on);
    let out = mm(&f, &["install-hooks", "--host", "claude-code"])
        .run()
        .fails();
    assert!(out.stderr.contains("--also"), "{}", out.report());
    assert_eq!(read(&settings), on);
    assert!(!claude_json(&f).exists());
    ok(&f, &["install-hooks", "--host", "claude-code", "--also"]);
    assert!(read(&settings).contains("UserPromptSubmit"));
    // Turned off: install goes ahead without --also.
    let f = Folder::new();
    write(
        &f.home().join(".claude/plugins/installed_plugins.json"),
        r#"{"version": 2, "plugins": {"memory-manager@mm": [{"scope": "user", "installPath": "/x"}]}}"#,
    );
    write(
        &user_settings(&f),
        "{\"enabledPlugins\": {\"memory-manager@mm\": false}}\n",
    );
    ok(&f, &["install-hooks", "--host", "claude-code"]);
}

/// A repair (our timeout edited by hand, install run again) keeps the first install's
/// record: uninstall still gives back the bytes from before the first install (here: no
/// file, no folder).
#[test]
fn uninstall_after_a_repair_install_restores_exactly() {
    let f = Folder::new();
    let settings = user_settings(&f);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let edited = read(&settings).replacen("\"timeout\": 30", "\"timeout\": 99", 1);
    write(&settings, &edited);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    assert_eq!(read(&settings), only_ours());
    ok(&f, &["uninstall-hooks", "--host", "claude-code"]).stdout(&format!(
        "removed the memory-manager MCP server from {}\nremoved memory-manager hooks from {}\n  restored the file as it was before install-hooks\n",
        claude_json(&f).display(),
        settings.display()
    ));
    assert!(!settings.exists());
    assert!(!f.home().join(".claude").exists());

    // The same over a file of the user's own.
    write(&settings, ORIGINAL);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    let edited = read(&settings).replacen("\"timeout\": 30", "\"timeout\": 99", 1);
    write(&settings, &edited);
    ok(&f, &["install-hooks", "--host", "claude-code"]);
    ok(&f, &["uninstall-hooks", "--host", "claude-code"]);
    assert_eq!(read(&settings), ORIGINAL);
}

fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .output()
        .expect("git");
    assert!(out.status.success(), "git {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// `--scope local` writes a private file: it is kept out of git in the clone's own
/// `info/exclude`, never in a committed `.gitignore`.
#[test]
fn the_local_settings_file_is_kept_out_of_git() {
    let f = Folder::new();
    git(&f.project(), &["init", "-q"]);
    // git on the test's PATH, which holds only its own folder.
    let real_git = which::which("git").expect("git");
    std::os::unix::fs::symlink(real_git, bin(&f).join("git")).unwrap();
    let out = ok(
        &f,
        &["install-hooks", "--host", "claude-code", "--scope", "local"],
    );
    let exclude = f.project().join(".git/info/exclude");
    // What `git init` wrote there, before our two lines.
    let fresh_exclude = {
        let text = read(&exclude);
        let cut = text.find("# memory-manager").unwrap();
        text[..cut].to_owned()
    };
    assert!(
        out.stdout
            .contains(&format!("  kept out of git in {}\n", exclude.display())),
        "{}",
        out.report()
    );
    let status = git(
        &f.project(),
        &["status", "--porcelain", "--untracked-files=all"],
    );
    assert!(!status.contains("settings.local.json"), "{status}");
    assert!(!f.project().join(".gitignore").exists());
    // Once is enough.
    let again = ok(
        &f,
        &["install-hooks", "--host", "claude-code", "--scope", "local"],
    );
    assert!(
        !again.stdout.contains("kept out of git"),
        "{}",
        again.report()
    );
    assert_eq!(
        read(&exclude)
            .matches("/.claude/settings.local.json")
            .count(),
        1
    );
    // Uninstall removes the file install created, and the line: the exclude file as git
    // wrote it.
    let out = ok(
        &f,
        &[
            "uninstall-hooks",
            "--host",
            "claude-code",
            "--scope",
            "local",
        ],
    );
    assert!(
        out.stdout
            .ends_with(&format!("  took it out of {}\n", exclude.display())),
        "{}",
        out.report()
    );
    assert_eq!(read(&exclude), fresh_exclude);
}

/// OpenClaw makes its workspace a git repository: the lock memory-manager leaves at its
/// root does not show in `git status`.
#[test]
fn the_openclaw_workspace_lock_does_not_show_in_git_status() {
    let f = Folder::new();
    let ws = f.tmp().join("workspace");
    fs::create_dir_all(&ws).unwrap();
    git(&ws, &["init", "-q"]);
    write(&ws.join("AGENTS.md"), "# agents\n");
    f.mm_in_project()
        .env("MEMORY_MANAGER_WORKSPACE", &ws)
        .args(["--layout", "openclaw", "write-memory", "Use pnpm, not npm"])
        .run()
        .success();
    assert!(ws.join(".memory-manager.lock").exists());
    let status = git(&ws, &["status", "--porcelain", "--untracked-files=all"]);
    assert!(!status.contains(".memory-manager.lock"), "{status}");
    assert!(
        read(&ws.join(".gitignore")).ends_with("/.memory-manager.lock\n"),
        "{}",
        read(&ws.join(".gitignore"))
    );
    // A second write adds nothing more.
    f.mm_in_project()
        .env("MEMORY_MANAGER_WORKSPACE", &ws)
        .args(["--layout", "openclaw", "write-memory", "Use Node 24"])
        .run()
        .success();
    assert_eq!(
        read(&ws.join(".gitignore"))
            .matches(".memory-manager.lock")
            .count(),
        1
    );
}
