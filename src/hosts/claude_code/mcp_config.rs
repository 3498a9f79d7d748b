//! Where Claude Code finds `memory-manager mcp` (docs/TOOLS.md "Claude Code"): its MCP server
//! registry in three scopes, as `claude mcp add --scope …` writes them —
//! user: `~/.claude.json` `mcpServers`; local: `~/.claude.json` `projects[<abs project>].mcpServers`;
//! project: `<project>/.mcp.json` `mcpServers` (`CLAUDE_CONFIG_DIR` moves `.claude.json`).
//!
//! With `claude` on PATH its own `mcp add-json` / `mcp remove` do the writing (about a second
//! each, offline; Claude Code rewrites `~/.claude.json` all the time, and its CLI is the
//! writer it expects). Without it the file is edited in place, atomically, every other key
//! kept in its order. Our entry is the one named [`SERVER`] that runs `memory-manager … mcp`;
//! a server of that name running anything else is not ours and is left alone.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use serde_json::{Map, Value, json};

use super::settings::Scope;
use crate::config::HostEnv;
use crate::fsx;
use crate::hosts::install_record;
use crate::hosts::{find_on_path, line_diff};

/// The server's name in the registry (its tools reach the model as
/// `mcp__memory-manager__memory_search`, …).
pub const SERVER: &str = "memory-manager";

/// The arguments Claude Code starts the server with: the Claude Code layout, as its hooks use.
pub const ARGS: [&str; 3] = ["mcp", "--layout", "claude-code"];

/// The registry entry that runs `binary`.
pub fn entry(binary: &Path) -> Value {
    json!({
        "type": "stdio",
        "command": binary.to_string_lossy(),
        "args": ARGS,
    })
}

/// Our entry as registered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registered {
    /// The file it is in.
    pub path: PathBuf,
    pub command: String,
    pub args: Vec<String>,
}

impl Registered {
    /// It runs `binary` the way [`entry`] does.
    pub fn runs(&self, binary: &Path) -> bool {
        self.command == binary.to_string_lossy() && self.args == ARGS
    }
}

/// How a change was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    /// `claude mcp add-json` / `claude mcp remove`.
    Cli,
    /// The file, edited in place.
    File,
}

/// What one register or unregister did (or would do, with `dry_run`).
#[derive(Debug)]
pub struct Outcome {
    pub path: PathBuf,
    pub changed: bool,
    /// How it was changed (`None` when nothing changed or on a dry run).
    pub via: Option<Via>,
    /// The line diff of the change (dry run only).
    pub diff: Option<String>,
}

/// The file of `scope`: `.claude.json` (user, local) or the project's `.mcp.json`.
pub fn config_path(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    Ok(match scope {
        Scope::Project => project_dir(project, env)?.join(".mcp.json"),
        Scope::User | Scope::Local => match &env.claude_config_dir {
            Some(dir) => dir.join(".claude.json"),
            None => crate::hosts::locate::home(env)?.join(".claude.json"),
        },
    })
}

/// The project: `project` (default: [`crate::hosts::locate::project`]), canonical, as Claude
/// Code keys it in `projects`.
fn project_dir(project: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    let dir = match project {
        Some(p) => p.to_path_buf(),
        None => crate::hosts::locate::project(None, env)?,
    };
    dunce::canonicalize(&dir)
        .with_context(|| format!("cannot resolve the project folder {}", dir.display()))
}

/// The keys from the file's root to its `mcpServers` object in `scope`.
fn servers_key(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<Vec<String>> {
    Ok(match scope {
        Scope::User | Scope::Project => vec!["mcpServers".into()],
        Scope::Local => vec![
            "projects".into(),
            project_dir(project, env)?.to_string_lossy().into_owned(),
            "mcpServers".into(),
        ],
    })
}

/// The `--scope` word of `claude mcp`.
fn scope_word(scope: Scope) -> &'static str {
    match scope {
        Scope::User => "user",
        Scope::Project => "project",
        Scope::Local => "local",
    }
}

/// Our entry in `scope`, if there is one.
pub fn registered(
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
) -> Result<Option<Registered>> {
    let path = config_path(scope, project, env)?;
    let root = read(&path)?;
    let key = servers_key(scope, project, env)?;
    Ok(ours(&root, &key).map(|e| Registered {
        path,
        command: e["command"].as_str().unwrap_or_default().to_string(),
        args: e["args"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a.as_str().map(str::to_string))
            .collect(),
    }))
}

/// The entry named [`SERVER`] under `key`, when it is ours.
fn ours<'a>(root: &'a Value, key: &[String]) -> Option<&'a Value> {
    let entry = key.iter().try_fold(root, |v, k| v.get(k))?.get(SERVER)?;
    is_ours(entry).then_some(entry)
}

/// Runs memory-manager's `mcp`: a command naming memory-manager, `mcp` its first argument,
/// or, whatever the binary is called (a link or a copy named `mm`), exactly [`ARGS`].
fn is_ours(entry: &Value) -> bool {
    let command = entry["command"].as_str().unwrap_or_default();
    let file = Path::new(command)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    (file.starts_with("memory-manager") && entry["args"].get(0) == Some(&json!("mcp")))
        || entry["args"] == json!(ARGS)
}

/// Whether registering in `scope` can be done: the registry file reads, is a JSON object,
/// and its folder takes a new file. Checked before anything is changed.
pub fn check_register(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<()> {
    let path = config_path(scope, project, env)?;
    let root = read(&path)?;
    let key = servers_key(scope, project, env)?;
    let mut probe = root;
    object_at(&mut probe, &key)
        .with_context(|| format!("cannot change {} (not changed)", path.display()))?;
    super::settings::check_writable(&path)
}

/// Who writes the registry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Writer {
    /// Claude Code's CLI at this path (`claude mcp add-json` / `claude mcp remove`).
    Cli(PathBuf),
    /// memory-manager, editing the file.
    File,
}

impl Writer {
    /// The `claude` CLI when it is on PATH, else the file.
    pub fn find() -> Writer {
        find_on_path("claude").map_or(Writer::File, Writer::Cli)
    }
}

/// Register `binary`'s server in `scope` (replacing ours when it runs something else). A dry
/// run never runs the CLI: it shows the change to the file.
pub fn register(
    scope: Scope,
    project: Option<&Path>,
    binary: &Path,
    env: &HostEnv,
    writer: &Writer,
    dry_run: bool,
) -> Result<Outcome> {
    let path = config_path(scope, project, env)?;
    let key = servers_key(scope, project, env)?;
    let root = read(&path)?;
    let servers = key.iter().try_fold(&root, |v, k| v.get(k));
    if let Some(other) = servers.and_then(|s| s.get(SERVER))
        && !is_ours(other)
    {
        bail!(
            "{} already has an MCP server named {SERVER} that is not memory-manager's ({}): not changed",
            path.display(),
            other["command"].as_str().unwrap_or("no command")
        );
    }
    let current = registered(scope, project, env)?;
    if current.as_ref().is_some_and(|r| r.runs(binary)) {
        return Ok(unchanged(path));
    }
    if let (Writer::Cli(cli), false) = (writer, dry_run) {
        let dir = cli_dir(scope, project, env)?;
        let word = scope_word(scope);
        if current.is_some() {
            run_cli(cli, &dir, env, &["mcp", "remove", SERVER, "-s", word])?;
        }
        let json = entry(binary).to_string();
        run_cli(
            cli,
            &dir,
            env,
            &["mcp", "add-json", "-s", word, SERVER, &json],
        )?;
        if registered(scope, project, env)?.is_some_and(|r| r.runs(binary)) {
            return Ok(changed(path, Via::Cli));
        }
    }
    // No CLI, a dry run, or a CLI that wrote elsewhere: the file we read.
    edit(&path, dry_run, |root| {
        let servers = object_at(root, &key)?;
        servers.insert(SERVER.into(), entry(binary));
        Ok(())
    })
}

/// Remove our server from `scope`; nothing else is touched.
pub fn unregister(
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
    writer: &Writer,
    dry_run: bool,
) -> Result<Outcome> {
    let path = config_path(scope, project, env)?;
    if registered(scope, project, env)?.is_none() {
        return Ok(unchanged(path));
    }
    if let (Writer::Cli(cli), false) = (writer, dry_run) {
        let dir = cli_dir(scope, project, env)?;
        let word = scope_word(scope);
        run_cli(cli, &dir, env, &["mcp", "remove", SERVER, "-s", word])?;
        if registered(scope, project, env)?.is_none() {
            remove_if_emptied(&path, &servers_key(scope, project, env)?)?;
            return Ok(changed(path, Via::Cli));
        }
    }
    let key = servers_key(scope, project, env)?;
    let outcome = edit(&path, dry_run, |root| {
        object_at(root, &key)?.remove(SERVER);
        Ok(())
    })?;
    if !dry_run {
        remove_if_emptied(&path, &key)?;
    }
    Ok(outcome)
}

/// The key the install record of `scope`'s registry is kept under (user and local scopes
/// share `~/.claude.json`).
fn record_key(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    let path = config_path(scope, project, env)?;
    Ok(PathBuf::from(format!(
        "{}#{}",
        path.display(),
        servers_key(scope, project, env)?.join("/")
    )))
}

/// Before a register, note (once) whether the `mcpServers` object was there, so that an
/// uninstall takes out an empty one only when install made it.
pub fn note_before(
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
    records: &Path,
) -> Result<()> {
    let key = record_key(scope, project, env)?;
    if install_record::load(records, &key).is_some() {
        return Ok(());
    }
    let path = config_path(scope, project, env)?;
    let root = read(&path)?;
    let servers = servers_key(scope, project, env)?;
    let had = servers.iter().try_fold(&root, |v, k| v.get(k)).is_some();
    install_record::save(
        records,
        &install_record::Record {
            target: key,
            added: if had {
                vec![]
            } else {
                vec!["mcpServers".into()]
            },
            ..Default::default()
        },
    )
}

/// After an unregister: the `mcpServers` object install made goes when it is empty (with no
/// record, only the user scope's: Claude Code itself keeps an empty one in each project).
pub fn drop_empty_servers(
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
    records: Option<&Path>,
) -> Result<()> {
    let key = record_key(scope, project, env)?;
    let record = records.and_then(|r| install_record::load(r, &key));
    let made = match &record {
        Some(r) => r.added.iter().any(|a| a == "mcpServers"),
        None => scope == Scope::User,
    };
    let path = config_path(scope, project, env)?;
    let servers = servers_key(scope, project, env)?;
    let root = read(&path)?;
    let empty = servers
        .iter()
        .try_fold(&root, |v, k| v.get(k))
        .is_some_and(|v| v.as_object().is_some_and(Map::is_empty));
    if made && empty && path.is_file() {
        let (last, parents) = servers.split_last().expect("a key");
        edit(&path, false, |root| {
            object_at(root, parents)?.remove(last);
            Ok(())
        })?;
    }
    if let Some(records) = records {
        install_record::forget(records, &key);
    }
    Ok(())
}

/// A project `.mcp.json` left holding no server at all was ours alone: it goes.
/// Remove the registry file when all it holds is the empty frame our entry sat in (the file
/// install created for it; Claude Code's own `.claude.json` holds far more).
fn remove_if_emptied(path: &Path, key: &[String]) -> Result<()> {
    let frame = key
        .iter()
        .rev()
        .fold(json!({}), |inner, k| json!({ k.as_str(): inner }));
    if path.exists() && read(path)? == frame {
        std::fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))?;
    }
    Ok(())
}

fn unchanged(path: PathBuf) -> Outcome {
    Outcome {
        path,
        changed: false,
        via: None,
        diff: None,
    }
}

fn changed(path: PathBuf, via: Via) -> Outcome {
    Outcome {
        path,
        changed: true,
        via: Some(via),
        diff: None,
    }
}

/// Where `claude mcp` runs: local and project scopes are the folder's own.
fn cli_dir(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    match scope {
        Scope::User => std::env::current_dir().context("cannot read the current folder"),
        Scope::Local | Scope::Project => project_dir(project, env),
    }
}

/// Run `claude ARGS` in `dir` on the home and config folder `env` names: the files read
/// back afterwards.
fn run_cli(cli: &Path, dir: &Path, env: &HostEnv, args: &[&str]) -> Result<()> {
    let mut cmd = Command::new(cli);
    cmd.args(args).current_dir(dir).stdin(Stdio::null());
    if let Some(home) = &env.home {
        cmd.env("HOME", home);
    }
    if let Some(config) = &env.claude_config_dir {
        cmd.env("CLAUDE_CONFIG_DIR", config);
    }
    let out = cmd
        .output()
        .with_context(|| format!("cannot run {}", cli.display()))?;
    if !out.status.success() {
        let said = String::from_utf8_lossy(&out.stderr);
        let said = said.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        bail!(
            "claude {} failed ({}): {said}",
            args[..3].join(" "),
            out.status
        );
    }
    Ok(())
}

/// The file as JSON: `{}` when it is missing or blank.
fn read(path: &Path) -> Result<Value> {
    super::settings::parse(path, fsx::read_text(path)?.as_deref())
}

/// The object at `key` below `root`, created (empty) where missing.
fn object_at<'a>(root: &'a mut Value, key: &[String]) -> Result<&'a mut Map<String, Value>> {
    let mut at = root;
    for k in key {
        let Value::Object(map) = at else {
            bail!("{k:?} is not inside a JSON object");
        };
        at = map
            .entry(k.clone())
            .or_insert_with(|| Value::Object(Map::new()));
    }
    match at {
        Value::Object(map) => Ok(map),
        _ => bail!("{} is not a JSON object", key.join(".")),
    }
}

/// Edit the JSON file at `path` in place: every other key kept in its order and its text,
/// written atomically and only when something changed.
fn edit(
    path: &Path,
    dry_run: bool,
    change: impl FnOnce(&mut Value) -> Result<()>,
) -> Result<Outcome> {
    let before = fsx::read_text(path)?;
    let mut root = read(path)?;
    // An existing file edited as little as it takes, in its own style; a new one in Claude
    // Code's layout.
    let own = before.as_deref().unwrap_or("");
    let render = |root: &Value| {
        if own.trim_start_matches('\u{feff}').trim().is_empty() {
            super::json_text::to_string_pretty(root, own)
        } else {
            super::json_text::edit(own, root)
        }
    };
    let old = render(&root)?;
    change(&mut root).with_context(|| format!("cannot change {}", path.display()))?;
    let new = render(&root)?;
    if old == new {
        return Ok(unchanged(path.to_path_buf()));
    }
    if dry_run {
        let name = path.display().to_string();
        let shown = before.as_deref().unwrap_or("");
        return Ok(Outcome {
            path: path.to_path_buf(),
            changed: true,
            via: None,
            diff: Some(line_diff(shown, &new, &name, &name)),
        });
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    fsx::atomic_write(path, new.as_bytes())?;
    Ok(changed(path.to_path_buf(), Via::File))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A home and a project (with `.git`), and the environment pointing at them.
    fn setup() -> (tempfile::TempDir, HostEnv, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let home = tmp.path().join("home");
        let project = tmp.path().join("proj");
        std::fs::create_dir_all(&home).unwrap();
        std::fs::create_dir_all(project.join(".git")).unwrap();
        let env = HostEnv {
            home: Some(home),
            ..HostEnv::default()
        };
        let project = dunce::canonicalize(project).unwrap();
        (tmp, env, project)
    }

    const BIN: &str = "/opt/mm/bin/memory-manager";

    /// `~/.claude.json` as Claude Code 2.1.328 leaves it after a first run and one
    /// `claude mcp add` (local scope) of another server.
    fn claude_json(project: &Path) -> String {
        let p = project.to_string_lossy();
        format!(
            r#"{{
  "firstStartTime": "2026-12-01T09:35:22.069Z",
  "migrationVersion": 15,
  "mcpServers": {{
    "other": {{
      "type": "stdio",
      "command": "/bin/true",
      "args": [
        "mcp"
      ],
      "env": {{}}
    }}
  }},
  "projects": {{
    "{p}": {{
      "allowedTools": [],
      "mcpContextUris": [],
      "mcpServers": {{}},
      "enabledMcpjsonServers": [],
      "disabledMcpjsonServers": [],
      "hasTrustDialogAccepted": false
    }}
  }},
  "userID": "46b7dfe96e2e96cb13130bec353015946e7c91533de24998f4b7f7d357624e8a"
}}"#
        )
    }

    fn reg(scope: Scope, env: &HostEnv, project: &Path, binary: &str) -> Outcome {
        register(
            scope,
            Some(project),
            Path::new(binary),
            env,
            &Writer::File,
            false,
        )
        .unwrap()
    }

    fn unreg(scope: Scope, env: &HostEnv, project: &Path) -> Outcome {
        unregister(scope, Some(project), env, &Writer::File, false).unwrap()
    }

    #[test]
    fn each_scope_writes_the_entry_where_claude_code_reads_it() {
        let (_tmp, env, project) = setup();
        let home = env.home.clone().unwrap();
        let original = claude_json(&project);
        std::fs::write(home.join(".claude.json"), &original).unwrap();
        for scope in [Scope::User, Scope::Local, Scope::Project] {
            let done = reg(scope, &env, &project, BIN);
            assert!(done.changed && done.via == Some(Via::File), "{scope:?}");
            let found = registered(scope, Some(&project), &env).unwrap().unwrap();
            assert!(found.runs(Path::new(BIN)), "{found:?}");
            assert!(!reg(scope, &env, &project, BIN).changed, "{scope:?} twice");
        }
        let root: Value =
            serde_json::from_str(&std::fs::read_to_string(home.join(".claude.json")).unwrap())
                .unwrap();
        let want = entry(Path::new(BIN));
        assert_eq!(root["mcpServers"][SERVER], want);
        let key = project.to_string_lossy().into_owned();
        assert_eq!(root["projects"][&key]["mcpServers"][SERVER], want);
        // Every other key is kept, in its order.
        let keys: Vec<&str> = root
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "firstStartTime",
                "migrationVersion",
                "mcpServers",
                "projects",
                "userID"
            ]
        );
        assert_eq!(root["mcpServers"]["other"]["command"], "/bin/true");
        let keys: Vec<&str> = root["projects"][&key]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys[0], "allowedTools");
        let mcp_json = std::fs::read_to_string(project.join(".mcp.json")).unwrap();
        assert_eq!(
            mcp_json,
            format!(
                "{{\n  \"mcpServers\": {{\n    \"memory-manager\": {{\n      \"type\": \"stdio\",\n      \"command\": \"{BIN}\",\n      \"args\": [\n        \"mcp\",\n        \"--layout\",\n        \"claude-code\"\n      ]\n    }}\n  }}\n}}"
            )
        );

        // Uninstalled: what was there before, byte for byte (Claude Code's own layout).
        for scope in [Scope::User, Scope::Local, Scope::Project] {
            assert!(unreg(scope, &env, &project).changed, "{scope:?}");
            assert!(!unreg(scope, &env, &project).changed, "{scope:?} twice");
        }
        assert_eq!(
            std::fs::read_to_string(home.join(".claude.json")).unwrap(),
            original
        );
        assert!(!project.join(".mcp.json").exists());
    }

    #[test]
    fn a_moved_binary_is_replaced_and_a_stranger_left_alone() {
        let (_tmp, env, project) = setup();
        reg(Scope::User, &env, &project, BIN);
        let moved = "/usr/local/bin/memory-manager";
        assert!(reg(Scope::User, &env, &project, moved).changed);
        let found = registered(Scope::User, None, &env).unwrap().unwrap();
        assert!(found.runs(Path::new(moved)) && !found.runs(Path::new(BIN)));

        std::fs::write(
            project.join(".mcp.json"),
            r#"{"mcpServers": {"memory-manager": {"command": "npx", "args": ["-y", "some-memory-server"]}}}"#,
        )
        .unwrap();
        let e = register(
            Scope::Project,
            Some(&project),
            Path::new(BIN),
            &env,
            &Writer::File,
            false,
        )
        .unwrap_err();
        assert!(e.to_string().contains("not memory-manager's (npx)"), "{e}");
        assert!(
            registered(Scope::Project, Some(&project), &env)
                .unwrap()
                .is_none()
        );
        assert!(!unreg(Scope::Project, &env, &project).changed);
    }

    /// With the CLI: it runs in the project, on the home we read; when it writes nothing
    /// where we look (a broken or foreign `claude`), the file is written instead.
    #[cfg(unix)]
    #[test]
    fn the_cli_runs_on_our_home_and_the_file_is_the_fallback() {
        use std::os::unix::fs::PermissionsExt;
        let (tmp, env, project) = setup();
        let log = tmp.path().join("cli.log");
        let fake = tmp.path().join("claude");
        std::fs::write(
            &fake,
            format!("#!/bin/sh\necho \"$HOME|$(pwd)|$*\" >> {}\n", log.display()),
        )
        .unwrap();
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        let cli = Writer::Cli(fake);
        let done = register(
            Scope::Local,
            Some(&project),
            Path::new(BIN),
            &env,
            &cli,
            false,
        )
        .unwrap();
        assert_eq!(done.via, Some(Via::File));
        let home = env.home.as_ref().unwrap().display().to_string();
        let json = entry(Path::new(BIN)).to_string();
        assert_eq!(
            std::fs::read_to_string(&log).unwrap(),
            format!(
                "{home}|{}|mcp add-json -s local memory-manager {json}\n",
                project.display()
            )
        );
        assert!(
            registered(Scope::Local, Some(&project), &env)
                .unwrap()
                .is_some()
        );
        let gone = unregister(Scope::Local, Some(&project), &env, &cli, false).unwrap();
        assert!(gone.changed && gone.via == Some(Via::File));
        assert!(
            std::fs::read_to_string(&log)
                .unwrap()
                .ends_with("|mcp remove memory-manager -s local\n")
        );
    }

    #[test]
    fn a_dry_run_shows_the_change_and_makes_none() {
        let (_tmp, env, project) = setup();
        let done = register(
            Scope::Project,
            Some(&project),
            Path::new(BIN),
            &env,
            &Writer::File,
            true,
        )
        .unwrap();
        assert!(done.changed && done.via.is_none());
        assert!(done.diff.unwrap().contains("+    \"memory-manager\": {"));
        assert!(!project.join(".mcp.json").exists());
    }

    #[test]
    fn claude_config_dir_moves_claude_json() {
        let (tmp, mut env, project) = setup();
        env.claude_config_dir = Some(tmp.path().join("cfg"));
        reg(Scope::Local, &env, &project, BIN);
        assert!(tmp.path().join("cfg/.claude.json").is_file());
        assert!(!env.home.as_ref().unwrap().join(".claude.json").exists());
    }

    #[test]
    fn a_file_that_is_not_a_json_object_is_not_touched() {
        let (_tmp, env, project) = setup();
        let path = project.join(".mcp.json");
        std::fs::write(&path, "[1, 2]").unwrap();
        let e = register(
            Scope::Project,
            Some(&project),
            Path::new(BIN),
            &env,
            &Writer::File,
            false,
        )
        .unwrap_err();
        assert!(e.to_string().contains("does not hold a JSON object"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "[1, 2]");
    }
}
