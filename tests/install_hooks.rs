//! `install-hooks` / `uninstall-hooks` driven through the real binary, with HOME (and PATH)
//! pointed at temp folders.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;
use tempfile::TempDir;

/// A throwaway HOME, a project folder and an empty PATH folder.
struct Env {
    tmp: TempDir,
}

impl Env {
    fn new() -> Env {
        let env = Env {
            tmp: TempDir::new().unwrap(),
        };
        fs::create_dir_all(env.home()).unwrap();
        fs::create_dir_all(env.project()).unwrap();
        fs::create_dir_all(env.bin()).unwrap();
        env
    }

    fn home(&self) -> PathBuf {
        self.tmp.path().join("home")
    }

    fn project(&self) -> PathBuf {
        self.tmp.path().join("project")
    }

    /// The only folder on PATH: empty unless a test puts a fake `openclaw` in it.
    fn bin(&self) -> PathBuf {
        self.tmp.path().join("bin")
    }

    fn user_settings(&self) -> PathBuf {
        self.home().join(".claude").join("settings.json")
    }

    fn write(&self, path: &Path, text: &str) {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_memory-manager"))
            .args(args)
            .current_dir(self.project())
            .env("HOME", self.home())
            .env("USERPROFILE", self.home())
            .env("PATH", self.bin())
            .env_remove("XDG_CACHE_HOME")
            .env_remove("OPENCLAW_STATE_DIR")
            .env_remove("CLAUDE_PROJECT_DIR")
            .env_remove("MEMORY_MANAGER_ROOT")
            .output()
            .unwrap()
    }

    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Files in the folder of `path` whose name starts with `path`'s name + `.bak-`.
    fn backups(&self, path: &Path) -> Vec<PathBuf> {
        let prefix = format!("{}.bak-", path.file_name().unwrap().to_string_lossy());
        let mut v: Vec<PathBuf> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(&prefix)
            })
            .collect();
        v.sort();
        v
    }
}

fn binary() -> PathBuf {
    fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap()
}

fn command() -> String {
    format!("{} hook --layout claude-code", binary().display())
}

/// A value's JSON text, keys in their stored order: equal texts mean equal values *and* order.
fn ordered(text: &str) -> String {
    serde_json::to_string(&serde_json::from_str::<Value>(text).unwrap()).unwrap()
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

fn expected_after_install() -> String {
    let ours = format!(
        r#"{{"type":"command","command":{},"timeout":30}}"#,
        serde_json::to_string(&command()).unwrap()
    );
    format!(
        concat!(
            r#"{{"model":"opus","hooks":{{"#,
            r#""PreToolUse":[{{"matcher":"Bash","hooks":[{{"type":"command","command":"echo pre"}}]}}],"#,
            r#""PostToolUse":[{{"matcher":"Edit|Write","hooks":[{{"type":"command","command":"cargo fmt","timeout":5}}]}},{{"matcher":"*","hooks":[{ours}]}}],"#,
            r#""UserPromptSubmit":[{{"hooks":[{ours}]}}],"#,
            r#""PostToolUseFailure":[{{"matcher":"*","hooks":[{ours}]}}],"#,
            r#""SessionStart":[{{"hooks":[{ours}]}}]"#,
            r#"}},"permissions":{{"deny":["Read(./.env)"],"allow":["Bash(ls)"]}},"env":{{"Z":"1","A":"2"}}}}"#
        ),
        ours = ours
    )
}

#[test]
fn install_adds_four_events_and_keeps_every_other_key_in_order() {
    let env = Env::new();
    let settings = env.user_settings();
    env.write(&settings, ORIGINAL);
    let out = env.ok(&["install-hooks", "--host", "claude-code"]);
    assert!(out.contains("installed memory-manager hooks"), "{out}");
    let after = fs::read_to_string(&settings).unwrap();
    assert_eq!(ordered(&after), expected_after_install());
    let backups = env.backups(&settings);
    assert_eq!(backups.len(), 1);
    assert_eq!(fs::read_to_string(&backups[0]).unwrap(), ORIGINAL);
    let name = backups[0]
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let stamp = name.strip_prefix("settings.json.bak-").unwrap();
    assert!(
        stamp.len() == 15
            && stamp.as_bytes()[8] == b'-'
            && stamp.replace('-', "").bytes().all(|b| b.is_ascii_digit()),
        "{name}"
    );
}

#[test]
fn second_install_changes_nothing_and_takes_no_backup() {
    let env = Env::new();
    let settings = env.user_settings();
    env.write(&settings, ORIGINAL);
    env.ok(&["install-hooks", "--host", "claude-code"]);
    let first = fs::read(&settings).unwrap();
    let out = env.ok(&["install-hooks", "--host", "claude-code"]);
    assert!(out.contains("already installed"), "{out}");
    assert_eq!(fs::read(&settings).unwrap(), first);
    assert_eq!(env.backups(&settings).len(), 1);
}

#[test]
fn install_into_a_missing_file_creates_it_without_backup() {
    let env = Env::new();
    env.ok(&["install-hooks", "--host", "claude-code"]);
    let v: Value = serde_json::from_str(&fs::read_to_string(env.user_settings()).unwrap()).unwrap();
    let events: Vec<&str> = v["hooks"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        events,
        [
            "UserPromptSubmit",
            "PostToolUse",
            "PostToolUseFailure",
            "SessionStart"
        ]
    );
    assert!(env.backups(&env.user_settings()).is_empty());
}

#[test]
fn dry_run_prints_a_diff_and_changes_nothing() {
    let env = Env::new();
    let settings = env.user_settings();
    env.write(&settings, ORIGINAL);
    let out = env.ok(&["install-hooks", "--host", "claude-code", "--dry-run"]);
    let name = settings.display().to_string();
    assert!(
        out.starts_with(&format!("--- {name}\n+++ {name}\n@@ ")),
        "{out}"
    );
    assert!(
        out.contains(&format!("+            \"command\": \"{}\",\n", command())),
        "{out}"
    );
    assert!(
        out.contains("\n-    \"PreToolUse\": [{\"matcher\": \"Bash\""),
        "{out}"
    );
    assert!(out.contains("dry run"), "{out}");
    assert_eq!(fs::read_to_string(&settings).unwrap(), ORIGINAL);
    assert!(env.backups(&settings).is_empty());
}

#[test]
fn uninstall_restores_the_original_value_exactly() {
    let env = Env::new();
    let settings = env.user_settings();
    env.write(&settings, ORIGINAL);
    env.ok(&["install-hooks", "--host", "claude-code"]);
    let out = env.ok(&["uninstall-hooks", "--host", "claude-code"]);
    assert!(out.contains("removed memory-manager hooks"), "{out}");
    assert_eq!(
        ordered(&fs::read_to_string(&settings).unwrap()),
        ordered(ORIGINAL)
    );
    let again = env.ok(&["uninstall-hooks", "--host", "claude-code"]);
    assert!(again.contains("no memory-manager hooks"), "{again}");
}

#[test]
fn uninstall_after_install_into_empty_object_leaves_empty_object() {
    let env = Env::new();
    let settings = env.user_settings();
    env.write(&settings, "{}\n");
    env.ok(&["install-hooks", "--host", "claude-code"]);
    env.ok(&["uninstall-hooks", "--host", "claude-code"]);
    assert_eq!(ordered(&fs::read_to_string(&settings).unwrap()), "{}");
}

#[test]
fn a_moved_binary_is_replaced_in_place_not_duplicated() {
    let env = Env::new();
    let settings = env.user_settings();
    let old = "/old/place/memory-manager hook --layout claude-code";
    env.write(
        &settings,
        &format!(
            r#"{{"hooks": {{"PostToolUse": [{{"matcher": "*", "hooks": [{{"type": "command", "command": "{old}", "timeout": 30}}]}}, {{"matcher": "Edit", "hooks": [{{"type": "command", "command": "fmt"}}]}}]}}}}"#
        ),
    );
    env.ok(&["install-hooks", "--host", "claude-code"]);
    let text = fs::read_to_string(&settings).unwrap();
    assert!(!text.contains("/old/place"), "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        v["hooks"]["PostToolUse"][0]["hooks"][0]["command"],
        command()
    );
    assert_eq!(v["hooks"]["PostToolUse"][1]["matcher"], "Edit");
    assert_eq!(v["hooks"]["PostToolUse"].as_array().unwrap().len(), 2);
}

#[test]
fn malformed_settings_is_a_one_line_error_and_nothing_is_written() {
    let env = Env::new();
    let settings = env.user_settings();
    let broken = "{\"model\": \"opus\",\n  \"hooks\": {\n";
    env.write(&settings, broken);
    for cmd in ["install-hooks", "uninstall-hooks"] {
        let out = env.run(&[cmd, "--host", "claude-code"]);
        assert_eq!(out.status.code(), Some(1));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with("memory-manager: cannot parse "),
            "{stderr}"
        );
        assert!(stderr.contains("settings.json"), "{stderr}");
        assert_eq!(fs::read_to_string(&settings).unwrap(), broken);
        assert!(env.backups(&settings).is_empty());
    }
}

#[test]
fn project_and_local_scopes_write_the_project_files() {
    let env = Env::new();
    let project = env.project().display().to_string();
    env.ok(&[
        "install-hooks",
        "--host",
        "claude-code",
        "--scope",
        "project",
        "--project",
        &project,
    ]);
    env.ok(&[
        "install-hooks",
        "--host",
        "claude-code",
        "--scope",
        "local",
        "--project",
        &project,
    ]);
    let shared = env.project().join(".claude").join("settings.json");
    let local = env.project().join(".claude").join("settings.local.json");
    for path in [&shared, &local] {
        let text = fs::read_to_string(path).unwrap();
        assert_eq!(text.matches(&command()).count(), 4, "{text}");
    }
    assert!(!env.user_settings().exists());
    env.ok(&[
        "uninstall-hooks",
        "--host",
        "claude-code",
        "--scope",
        "local",
        "--project",
        &project,
    ]);
    assert_eq!(ordered(&fs::read_to_string(&local).unwrap()), "{}");
    assert_eq!(
        fs::read_to_string(&shared)
            .unwrap()
            .matches(&command())
            .count(),
        4
    );
}

#[test]
fn project_scope_defaults_to_the_project_around_the_current_folder() {
    let env = Env::new();
    fs::create_dir_all(env.project().join(".git")).unwrap();
    let sub = env.project().join("src").join("deep");
    fs::create_dir_all(&sub).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_memory-manager"))
        .args([
            "install-hooks",
            "--host",
            "claude-code",
            "--scope",
            "project",
        ])
        .current_dir(&sub)
        .env("HOME", env.home())
        .env("PATH", env.bin())
        .env_remove("CLAUDE_PROJECT_DIR")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        env.project()
            .join(".claude")
            .join("settings.json")
            .is_file()
    );
}

const PLUGIN_FILES: [&str; 5] = [
    "package.json",
    "openclaw.plugin.json",
    "index.js",
    "lib.js",
    "config.json",
];
const PACK_FILES: [&str; 5] = [
    "package.json",
    "HOOK.md",
    "handler.js",
    "lib.js",
    "config.json",
];

fn openclaw_dirs(state: &Path) -> (PathBuf, PathBuf) {
    (
        state.join("extensions").join("memory-manager"),
        state.join("hooks").join("memory-manager"),
    )
}

#[test]
fn openclaw_install_without_the_cli_lays_files_down_and_prints_the_commands() {
    let env = Env::new();
    let out = env.ok(&["install-hooks", "--host", "openclaw"]);
    let (plugin, pack) = openclaw_dirs(&env.home().join(".openclaw"));
    for name in PLUGIN_FILES {
        assert!(plugin.join(name).is_file(), "missing plugin {name}");
    }
    for name in PACK_FILES {
        assert!(pack.join(name).is_file(), "missing pack {name}");
    }
    let config: Value =
        serde_json::from_str(&fs::read_to_string(plugin.join("config.json")).unwrap()).unwrap();
    assert_eq!(config["binary"], binary().to_string_lossy().as_ref());
    assert_eq!(
        fs::read(plugin.join("config.json")).unwrap(),
        fs::read(pack.join("config.json")).unwrap()
    );
    let manifest: Value =
        serde_json::from_str(&fs::read_to_string(plugin.join("openclaw.plugin.json")).unwrap())
            .unwrap();
    assert_eq!(manifest["id"], "memory-manager");
    assert!(
        fs::read_to_string(plugin.join("index.js"))
            .unwrap()
            .contains("before_prompt_build")
    );
    assert!(
        fs::read_to_string(pack.join("HOOK.md"))
            .unwrap()
            .contains("agent:bootstrap")
    );
    assert!(out.contains("not on PATH"), "{out}");
    assert!(
        out.contains(
            "  openclaw config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("  openclaw hooks enable memory-manager\n"),
        "{out}"
    );

    // A second run rewrites nothing.
    let before: Vec<_> = PLUGIN_FILES
        .iter()
        .map(|n| fs::metadata(plugin.join(n)).unwrap().modified().unwrap())
        .collect();
    env.ok(&["install-hooks", "--host", "openclaw"]);
    let after: Vec<_> = PLUGIN_FILES
        .iter()
        .map(|n| fs::metadata(plugin.join(n)).unwrap().modified().unwrap())
        .collect();
    assert_eq!(before, after);
}

#[test]
fn openclaw_state_dir_is_honoured_and_dry_run_writes_nothing() {
    let env = Env::new();
    let state = env.tmp.path().join("state");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_memory-manager"))
            .args(args)
            .env("HOME", env.home())
            .env("PATH", env.bin())
            .env("OPENCLAW_STATE_DIR", &state)
            .output()
            .unwrap()
    };
    let dry = run(&["install-hooks", "--host", "openclaw", "--dry-run"]);
    assert!(dry.status.success());
    assert!(String::from_utf8_lossy(&dry.stdout).contains("would create"));
    assert!(!state.exists());
    assert!(
        run(&["install-hooks", "--host", "openclaw"])
            .status
            .success()
    );
    let (plugin, pack) = openclaw_dirs(&state);
    assert!(plugin.join("index.js").is_file() && pack.join("handler.js").is_file());
    assert!(!env.home().join(".openclaw").exists());
}

#[test]
fn openclaw_uninstall_removes_what_install_laid_down() {
    let env = Env::new();
    env.ok(&["install-hooks", "--host", "openclaw"]);
    let (plugin, pack) = openclaw_dirs(&env.home().join(".openclaw"));
    fs::write(pack.join("notes.txt"), "mine").unwrap();
    let out = env.ok(&["uninstall-hooks", "--host", "openclaw"]);
    assert!(!plugin.exists(), "{out}");
    assert!(out.contains("kept"), "{out}");
    assert_eq!(fs::read_dir(&pack).unwrap().count(), 1);
    assert!(env.home().join(".openclaw").join("extensions").is_dir());
    let again = env.ok(&["uninstall-hooks", "--host", "openclaw"]);
    assert!(again.contains("no memory-manager plugin"), "{again}");
}

#[cfg(unix)]
#[test]
fn openclaw_install_and_uninstall_drive_the_cli_when_it_is_on_path() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let log = env.tmp.path().join("openclaw.log");
    let fake = env.bin().join("openclaw");
    fs::write(
        &fake,
        format!("#!/bin/sh\necho \"$*\" >> '{}'\n", log.display()),
    )
    .unwrap();
    fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_memory-manager"))
        .args(["install-hooks", "--host", "openclaw"])
        .env("HOME", env.home())
        .env("PATH", format!("{}:/bin:/usr/bin", env.bin().display()))
        .env_remove("OPENCLAW_STATE_DIR")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let calls = fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = calls.lines().collect();
    assert_eq!(lines.len(), 3, "{calls}");
    assert!(
        lines[0].starts_with("plugins install ")
            && lines[0].ends_with(" --force --accept-capabilities")
    );
    assert_eq!(
        lines[1],
        "config set plugins.entries.memory-manager.hooks.allowConversationAccess true --strict-json"
    );
    assert_eq!(lines[2], "hooks enable memory-manager");
    let (plugin, _) = openclaw_dirs(&env.home().join(".openclaw"));
    for name in PLUGIN_FILES {
        assert!(plugin.join(name).is_file(), "missing plugin {name}");
    }
    // The staging copy handed to `plugins install` is gone.
    let stage = lines[0]
        .trim_start_matches("plugins install ")
        .trim_end_matches(" --force --accept-capabilities");
    assert!(!Path::new(stage).exists());

    // What the real CLI leaves in its config; with it, a second install has nothing to do.
    fs::write(
        env.home().join(".openclaw").join("openclaw.json"),
        r#"{"plugins": {"entries": {"memory-manager": {"enabled": true, "hooks": {"allowConversationAccess": true}}}},
            "hooks": {"internal": {"enabled": true, "entries": {"memory-manager": {"enabled": true}}}}}"#,
    )
    .unwrap();
    fs::write(&log, "").unwrap();
    let again = env.ok(&["install-hooks", "--host", "openclaw"]);
    assert!(again.contains("already installed"), "{again}");
    assert_eq!(fs::read_to_string(&log).unwrap(), "");

    let out = Command::new(env!("CARGO_BIN_EXE_memory-manager"))
        .args(["uninstall-hooks", "--host", "openclaw"])
        .env("HOME", env.home())
        .env("PATH", format!("{}:/bin:/usr/bin", env.bin().display()))
        .env_remove("OPENCLAW_STATE_DIR")
        .output()
        .unwrap();
    assert!(out.status.success());
    let calls = fs::read_to_string(&log).unwrap();
    assert!(
        calls.contains("plugins uninstall memory-manager --force\n"),
        "{calls}"
    );
    assert!(
        calls.contains("config unset hooks.internal.entries.memory-manager\n"),
        "{calls}"
    );
    assert!(
        calls.contains("config unset plugins.entries.memory-manager\n"),
        "{calls}"
    );
    assert!(!plugin.exists());
}
