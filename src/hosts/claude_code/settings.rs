//! Claude Code settings.json: install / uninstall / status of our hook entries.
//!
//! Our entries are recognised by their command (`…memory-manager… hook …`), never by position,
//! so a moved binary is replaced in place instead of duplicated, and uninstall removes exactly
//! what install added. Every other key, hook and their order are kept (`preserve_order`).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde_json::{Map, Value, json};

use crate::config::HostEnv;
use crate::fsx;
use crate::hosts::claude_code::mcp_config;
use crate::hosts::install_record::{self, Record};
use crate::hosts::line_diff;
use crate::hosts::status::Route;

/// The events we register, and whether each is a tool event (which takes a matcher).
pub const EVENTS: [(&str, bool); 4] = [
    ("UserPromptSubmit", false),
    ("PostToolUse", true),
    ("PostToolUseFailure", true),
    ("SessionStart", false),
];

/// Seconds Claude Code waits for our hook.
pub const TIMEOUT_SECS: u64 = 30;

/// The permission rule that lets the agent call memory-manager's MCP tools without asking
/// (`claude -p` refuses a tool it may not call; docs/HOSTS.md "Observed while building memory-manager").
pub const TOOLS_PERMISSION: &str = "mcp__memory-manager";

/// Which settings file: `~/.claude/settings.json`, the project's `.claude/settings.json`
/// (committed) or its `.claude/settings.local.json` (private).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    User,
    Project,
    Local,
}

/// Claude Code's own folder: `CLAUDE_CONFIG_DIR`, else `~/.claude`.
pub fn config_dir(env: &HostEnv) -> Result<PathBuf> {
    match &env.claude_config_dir {
        Some(dir) => Ok(dir.clone()),
        None => Ok(crate::hosts::locate::home(env)?.join(".claude")),
    }
}

/// The settings file of a scope. `project` defaults to the project around the current folder
/// ([`crate::hosts::locate::project`]).
pub fn settings_path(scope: Scope, project: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    if scope == Scope::User {
        return Ok(config_dir(env)?.join("settings.json"));
    }
    let project = match project {
        Some(p) => std::path::absolute(p)
            .with_context(|| format!("cannot resolve the project folder {}", p.display()))?,
        None => crate::hosts::locate::project(None, env)?,
    };
    // The home's `.claude/` is Claude Code's own folder: its settings.json is the user's.
    let real = |p: &Path| dunce::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    if env
        .home
        .as_deref()
        .is_some_and(|h| real(h) == real(&project))
    {
        bail!(
            "{} is the home folder, not a project (its .claude/settings.json is the user's): run this in the project or pass --project DIR",
            project.display()
        );
    }
    let name = if scope == Scope::Local {
        "settings.local.json"
    } else {
        "settings.json"
    };
    Ok(project.join(".claude").join(name))
}

/// The hook command for `binary`: `/abs/memory-manager hook --layout claude-code`, then
/// `--tools mcp` when the agent has our MCP tools, the path double-quoted when it holds
/// anything a shell would split or expand.
pub fn command_for(binary: &Path, tools: bool) -> String {
    let tail = if tools {
        " hook --layout claude-code --tools mcp"
    } else {
        " hook --layout claude-code"
    };
    // Hooks run in a POSIX shell (Git Bash on Windows), where forward slashes work everywhere.
    let path = binary.to_string_lossy();
    let path = if cfg!(windows) {
        path.replace('\\', "/")
    } else {
        path.into_owned()
    };
    let plain = path
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+:@,=~".contains(c));
    if plain {
        format!("{path}{tail}")
    } else {
        let mut quoted = String::with_capacity(path.len() + 2);
        quoted.push('"');
        for c in path.chars() {
            if matches!(c, '"' | '\\' | '$' | '`') {
                quoted.push('\\');
            }
            quoted.push(c);
        }
        quoted.push('"');
        format!("{quoted}{tail}")
    }
}

/// Is this command one of ours? `memory-manager` followed somewhere by ` hook`, or, whatever
/// the binary is called (a link or a copy named `mm`), the arguments [`command_for`] writes.
pub fn is_ours(command: &str) -> bool {
    let named = command
        .find("memory-manager")
        .is_some_and(|at| command[at..].contains(" hook"));
    named
        || [
            " hook --layout claude-code",
            " hook --layout claude-code --tools mcp",
        ]
        .iter()
        .any(|tail| command.ends_with(tail))
}

/// Whether installing into the settings file at `path` can be done: it reads, parses, takes
/// our entries and can be written. Checked before anything is changed, so a refused install
/// changes nothing.
pub fn check_install(path: &Path, binary: &Path) -> Result<()> {
    let before = fsx::read_text(path)?;
    let mut root = parse(path, before.as_deref())?;
    add_entries(&mut root, &command_for(binary, true))
        .and_then(|()| allow_tools(&mut root))
        .with_context(|| format!("cannot change {} (not changed)", path.display()))?;
    render(&root, before.as_deref())?;
    check_writable(path)
}

/// The folder that will hold `path` (or the nearest one that exists) takes a new file.
pub(crate) fn check_writable(path: &Path) -> Result<()> {
    let Some(dir) = path.ancestors().skip(1).find(|d| d.is_dir()) else {
        return Ok(());
    };
    let probe = dir.join(format!(".memory-manager-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => bail!("cannot write {} ({e}): nothing changed", path.display()),
    }
}

fn handler_is_ours(handler: &Value) -> bool {
    handler
        .get("command")
        .and_then(Value::as_str)
        .is_some_and(is_ours)
}

/// What one install or uninstall did (or would do, with `--dry-run`).
#[derive(Debug)]
pub struct Outcome {
    pub path: PathBuf,
    pub changed: bool,
    /// The backup taken before writing (none for a new file, an unchanged one, or a dry run).
    pub backup: Option<PathBuf>,
    /// The line diff of the change (dry run only).
    pub diff: Option<String>,
    /// Uninstall put back the file's bytes from before the install (or removed the file it
    /// had created).
    pub restored: bool,
    /// Uninstall put back the file as the host left it during the install (its own changes
    /// kept), which is not the bytes from before.
    pub host_changed: bool,
}

impl Outcome {
    fn new(path: &Path) -> Outcome {
        Outcome {
            path: path.to_path_buf(),
            changed: false,
            backup: None,
            diff: None,
            restored: false,
            host_changed: false,
        }
    }
}

/// Add our four entries running `binary` to the settings file at `path`, and with
/// `tools` (our MCP server is registered) the permission to call its tools. With `records`
/// (the user's data folder), what the file held before is kept for an exact uninstall:
/// `first_seen` is its text before this install changed anything (Claude Code's own CLI,
/// run to register the server, may rewrite settings files: then the record says so),
/// `None` to read it now.
pub fn install(
    path: &Path,
    binary: &Path,
    tools: bool,
    dry_run: bool,
    records: Option<&Path>,
    first_seen: Option<Option<String>>,
) -> Result<Outcome> {
    let command = command_for(binary, tools);
    let before = fsx::read_text(path)?;
    let first_seen = first_seen.unwrap_or_else(|| before.clone());
    let mut root = parse(path, before.as_deref())?;
    let old_text = render(&root, before.as_deref())?;
    add_entries(&mut root, &command)
        .and_then(|()| {
            if tools {
                allow_tools(&mut root)
            } else {
                Ok(())
            }
        })
        .with_context(|| format!("cannot change {}", path.display()))?;
    let new_text = render(&root, before.as_deref())?;
    let mut outcome = Outcome::new(path);
    outcome.changed = old_text != new_text;
    if !outcome.changed {
        return Ok(outcome);
    }
    if dry_run {
        outcome.diff = Some(diff(path, before.as_deref(), &new_text));
        return Ok(outcome);
    }
    let previous = records.and_then(|r| install_record::load(r, path));
    let record = match previous {
        // Installing again over our own install (a repair: the file differs from what the
        // last install wrote only inside our entries): what was there first stays the
        // original.
        Some(r) if same_without_ours(path, before.as_deref(), Some(&r.installed)) => Record {
            installed: new_text.clone(),
            ..r
        },
        _ => Record {
            target: path.to_path_buf(),
            // What the host wrote while install ran is kept (a migration moves settings into
            // this file and out of its own), and uninstall does not call that "as it was".
            host_changed: first_seen != before,
            original: match &before {
                Some(text) if !our_entries(&parse(path, Some(text))?).is_empty() => {
                    // Hooks of ours from before any record: the original is the file
                    // without them.
                    let mut clean = parse(path, Some(text))?;
                    remove_entries(&mut clean)?;
                    Some(render(&clean, Some(text))?)
                }
                other => other.clone(),
            },
            installed: new_text.clone(),
            created_dirs: path
                .parent()
                .map(install_record::missing_dirs)
                .unwrap_or_default(),
            added: Vec::new(),
            replaced: Vec::new(),
        },
    };
    if let (Some(old), Some(records)) = (&before, records) {
        outcome.backup = Some(install_record::backup(records, path, old)?);
    }
    fsx::atomic_write(path, new_text.as_bytes())?;
    if let Some(records) = records {
        install_record::save(records, &record)?;
    }
    Ok(outcome)
}

/// Two texts of one settings file are the same once our entries (and our permission) are
/// taken out of both: every difference is inside what install-hooks owns.
fn same_without_ours(path: &Path, a: Option<&str>, b: Option<&str>) -> bool {
    let clean = |text: Option<&str>| -> Option<String> {
        let mut root = parse(path, text).ok()?;
        remove_entries(&mut root).ok()?;
        render(&root, text).ok()
    };
    a == b || clean(a).is_some_and(|x| Some(x) == clean(b))
}

/// Remove every entry of ours from the settings file at `path`. When the file is still what
/// install wrote, its bytes from before the install come back exactly (or, when install
/// created it, it goes, with the folders install created for it); otherwise only our
/// entries go, the rest of the file kept as it is.
pub fn uninstall(path: &Path, dry_run: bool, records: Option<&Path>) -> Result<Outcome> {
    let before = fsx::read_text(path)?;
    let record = records.and_then(|r| install_record::load(r, path));
    let mut outcome = Outcome::new(path);
    if let Some(record) = record.filter(|r| before.as_deref() == Some(r.installed.as_str())) {
        outcome.changed = true;
        outcome.restored = !record.host_changed;
        outcome.host_changed = record.host_changed;
        if dry_run {
            let after = record.original.as_deref().unwrap_or("");
            outcome.diff = Some(diff(path, before.as_deref(), after));
            return Ok(outcome);
        }
        match &record.original {
            Some(original) => fsx::atomic_write(path, original.as_bytes())?,
            None => {
                std::fs::remove_file(path)
                    .with_context(|| format!("cannot remove {}", path.display()))?;
                install_record::remove_created_dirs(&record);
            }
        }
        if let Some(records) = records {
            install_record::forget(records, path);
        }
        return Ok(outcome);
    }
    let mut root = parse(path, before.as_deref())?;
    let old_text = render(&root, before.as_deref())?;
    remove_entries(&mut root).with_context(|| format!("cannot change {}", path.display()))?;
    let new_text = render(&root, before.as_deref())?;
    outcome.changed = old_text != new_text;
    if !outcome.changed {
        return Ok(outcome);
    }
    if dry_run {
        outcome.diff = Some(diff(path, before.as_deref(), &new_text));
        return Ok(outcome);
    }
    if let (Some(old), Some(records)) = (&before, records) {
        outcome.backup = Some(install_record::backup(records, path, old)?);
    }
    fsx::atomic_write(path, new_text.as_bytes())?;
    if let Some(records) = records {
        install_record::forget(records, path);
    }
    Ok(outcome)
}

fn diff(path: &Path, before: Option<&str>, after: &str) -> String {
    let name = path.display().to_string();
    line_diff(before.unwrap_or(""), after, &name, &name)
}

/// Parse a settings file (or `~/.claude.json`, `.mcp.json`); a missing or blank one is `{}`.
pub(super) fn parse(path: &Path, text: Option<&str>) -> Result<Value> {
    let text = text.unwrap_or("").trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Ok(Value::Object(Map::new()));
    }
    fsx::check_json_depth(text, path).context("not changed")?;
    let value: Value = serde_json::from_str(text)
        .with_context(|| format!("cannot parse {} (not changed)", path.display()))?;
    if !value.is_object() {
        bail!(
            "{} does not hold a JSON object (not changed)",
            path.display()
        );
    }
    Ok(value)
}

/// The settings as text: `original` (the file as read) edited as little as it takes, in its
/// own style; a new file in two-space style with a final newline.
fn render(root: &Value, original: Option<&str>) -> Result<String> {
    match original.filter(|t| !t.trim_start_matches('\u{feff}').trim().is_empty()) {
        Some(text) => super::json_text::edit(text, root).context("cannot render settings"),
        None => {
            let mut text =
                super::json_text::to_string_pretty(root, "").context("cannot render settings")?;
            text.push('\n');
            Ok(text)
        }
    }
}

/// Make our entries present and current: the first entry of ours in each event is updated in
/// place (so a moved binary keeps its position), further ones are dropped, a missing one is
/// appended as its own matcher group.
fn add_entries(root: &mut Value, command: &str) -> Result<()> {
    let obj = root
        .as_object_mut()
        .context("settings is not a JSON object")?;
    let hooks = obj
        .entry("hooks")
        .or_insert_with(|| Value::Object(Map::new()));
    let hooks = hooks
        .as_object_mut()
        .context("\"hooks\" is not a JSON object")?;
    for (event, tool) in EVENTS {
        let groups = hooks
            .entry(event)
            .or_insert_with(|| Value::Array(Vec::new()));
        let groups = groups
            .as_array_mut()
            .with_context(|| format!("\"hooks.{event}\" is not a JSON array"))?;
        let mut found = false;
        groups.retain_mut(|group| {
            let Some(handlers) = group.get_mut("hooks").and_then(Value::as_array_mut) else {
                return true;
            };
            let had = handlers.len();
            let mut ours_here = false;
            handlers.retain_mut(|h| {
                if !handler_is_ours(h) {
                    return true;
                }
                if found {
                    return false;
                }
                found = true;
                ours_here = true;
                if let Some(h) = h.as_object_mut() {
                    h.insert("type".into(), json!("command"));
                    h.insert("command".into(), json!(command));
                    h.insert("timeout".into(), json!(TIMEOUT_SECS));
                }
                true
            });
            let alone = ours_here && handlers.len() == 1;
            let emptied = had > 0 && handlers.is_empty();
            if alone && let Some(g) = group.as_object_mut() {
                set_matcher(g, tool);
            }
            !emptied
        });
        if !found {
            groups.push(new_group(command, tool));
        }
    }
    Ok(())
}

fn set_matcher(group: &mut Map<String, Value>, tool: bool) {
    if tool {
        group.insert("matcher".into(), json!("*"));
    } else {
        group.shift_remove("matcher");
    }
}

fn new_group(command: &str, tool: bool) -> Value {
    let handler = json!({"type": "command", "command": command, "timeout": TIMEOUT_SECS});
    if tool {
        json!({"matcher": "*", "hooks": [handler]})
    } else {
        json!({"hooks": [handler]})
    }
}

/// `permissions.allow` holds [`TOOLS_PERMISSION`] (added at its end when missing).
fn allow_tools(root: &mut Value) -> Result<()> {
    let obj = root
        .as_object_mut()
        .context("settings is not a JSON object")?;
    let permissions = obj
        .entry("permissions")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
        .context("\"permissions\" is not a JSON object")?;
    let allow = permissions
        .entry("allow")
        .or_insert_with(|| Value::Array(Vec::new()))
        .as_array_mut()
        .context("\"permissions.allow\" is not a JSON array")?;
    if !allow.iter().any(|r| r == TOOLS_PERMISSION) {
        allow.push(json!(TOOLS_PERMISSION));
    }
    Ok(())
}

/// Take [`TOOLS_PERMISSION`] out of `permissions.allow`, and the array or `permissions`
/// object that left empty (never one that was empty already).
fn disallow_tools(obj: &mut Map<String, Value>) {
    let Some(permissions) = obj.get_mut("permissions").and_then(Value::as_object_mut) else {
        return;
    };
    let Some(allow) = permissions.get_mut("allow").and_then(Value::as_array_mut) else {
        return;
    };
    let had = allow.len();
    allow.retain(|r| r != TOOLS_PERMISSION);
    if had > 0 && allow.is_empty() {
        permissions.shift_remove("allow");
        if permissions.is_empty() {
            obj.shift_remove("permissions");
        }
    }
}

/// Remove every entry of ours (the permission for our tools too), in every event, and each
/// group, event array or `hooks` object that removing ours left empty (never one that was
/// empty already).
fn remove_entries(root: &mut Value) -> Result<()> {
    let Some(obj) = root.as_object_mut() else {
        return Ok(());
    };
    disallow_tools(obj);
    let Some(hooks) = obj.get_mut("hooks").and_then(Value::as_object_mut) else {
        return Ok(());
    };
    let had_events = !hooks.is_empty();
    let mut emptied_events = Vec::new();
    for (event, groups) in hooks.iter_mut() {
        let Some(groups) = groups.as_array_mut() else {
            continue;
        };
        let had_groups = !groups.is_empty();
        groups.retain_mut(|group| {
            let Some(handlers) = group.get_mut("hooks").and_then(Value::as_array_mut) else {
                return true;
            };
            let had = handlers.len();
            handlers.retain(|h| !handler_is_ours(h));
            !(had > 0 && handlers.is_empty())
        });
        if had_groups && groups.is_empty() {
            emptied_events.push(event.clone());
        }
    }
    for event in emptied_events {
        hooks.shift_remove(&event);
    }
    if had_events && hooks.is_empty() {
        obj.shift_remove("hooks");
    }
    Ok(())
}

/// Our entries found in one settings value: (event, matcher, command).
fn our_entries(root: &Value) -> Vec<(String, Option<String>, String)> {
    let mut found = Vec::new();
    let Some(hooks) = root.get("hooks").and_then(Value::as_object) else {
        return found;
    };
    for (event, groups) in hooks {
        for group in groups.as_array().into_iter().flatten() {
            let matcher = group
                .get("matcher")
                .and_then(Value::as_str)
                .map(str::to_owned);
            let handlers = group.get("hooks").and_then(Value::as_array);
            for h in handlers.into_iter().flatten() {
                if let Some(cmd) = h
                    .get("command")
                    .and_then(Value::as_str)
                    .filter(|c| is_ours(c))
                {
                    found.push((event.clone(), matcher.clone(), cmd.to_owned()));
                }
            }
        }
    }
    found
}

/// The `--scope` word of a scope.
pub fn scope_word(scope: Scope) -> &'static str {
    match scope {
        Scope::User => "user",
        Scope::Project => "project",
        Scope::Local => "local",
    }
}

/// The settings files (user, and the project's shared and local ones when `project` is
/// given, each file once) that hold hooks of ours, each as a route with its scope and what
/// is wrong with it.
pub fn routes(
    binary: &Path,
    project: Option<&Path>,
    env: &HostEnv,
) -> Vec<(Scope, Route, Vec<String>)> {
    let mut scopes = vec![Scope::User];
    if project.is_some() {
        scopes.extend([Scope::Project, Scope::Local]);
    }
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for scope in scopes {
        match settings_path(scope, project, env) {
            // The home's `.claude/settings.json` is the user's, whatever folder asks.
            Ok(path) if seen.contains(&path) => {}
            Ok(path) => {
                seen.push(path.clone());
                if let Some((route, problems)) = file_route(&path, binary, scope, project, env) {
                    out.push((scope, route, problems));
                }
            }
            Err(e) => out.push((
                scope,
                Route {
                    name: format!("settings hooks ({})", scope_word(scope)),
                    path: PathBuf::new(),
                    wired: false,
                    tools: None,
                    remove: None,
                },
                vec![format!("{e:#}")],
            )),
        }
    }
    out
}

/// The command that takes a scope's wiring out again.
pub fn uninstall_command(scope: Scope, project: Option<&Path>) -> String {
    format!(
        "memory-manager uninstall-hooks --host claude-code {}",
        super::named::scope_args(scope, project)
    )
}

/// The route of one settings file, or `None` when it holds no hook of ours.
fn file_route(
    path: &Path,
    binary: &Path,
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
) -> Option<(Route, Vec<String>)> {
    let again = format!(
        "`memory-manager install-hooks --host claude-code {}`",
        super::named::scope_args(scope, project)
    );
    let route = |wired, tools| Route {
        name: format!("settings hooks ({})", scope_word(scope)),
        path: path.to_path_buf(),
        wired,
        tools,
        remove: Some(uninstall_command(scope, project)),
    };
    let root = match fsx::read_text(path).and_then(|t| parse(path, t.as_deref())) {
        Ok(root) => root,
        // A file that cannot be read may hold our hooks: say so, it needs a person.
        Err(e) if path.exists() => return Some((route(false, None), vec![format!("{e:#}")])),
        Err(_) => return None,
    };
    let entries = our_entries(&root);
    if entries.is_empty() {
        return None;
    }
    let tools = entries
        .iter()
        .any(|(_, _, cmd)| cmd.ends_with(" --tools mcp"));
    let tail = command_for(Path::new(""), tools);
    let mut problems = Vec::new();
    if root.get("disableAllHooks").and_then(Value::as_bool) == Some(true) {
        problems.push("\"disableAllHooks\" is true: no hook runs".to_owned());
    }
    let mut commands: Vec<&str> = Vec::new();
    for (event, tool) in EVENTS {
        let mine: Vec<_> = entries.iter().filter(|(e, _, _)| e == event).collect();
        if mine.is_empty() {
            problems.push(format!("no {event} hook: re-run {again}"));
        }
        for (_, matcher, cmd) in mine {
            if !commands.contains(&cmd.as_str()) {
                commands.push(cmd);
            }
            if tool && !matches!(matcher.as_deref(), None | Some("*" | "")) {
                problems.push(format!(
                    "{event} only matches tools `{}`",
                    matcher.as_deref().unwrap_or("")
                ));
            }
        }
    }
    // Each command once, however many events run it.
    for cmd in commands {
        let named = super::named::command_binary(cmd);
        let wrong = match &named {
            Some(n) if cmd.ends_with(&tail) && cmd.len() > tail.len() => {
                super::named::problem(n, scope, project, binary)
            }
            _ => Some(format!("runs `{cmd}`: re-run {again}")),
        };
        problems.extend(wrong.map(|w| format!("hooks: {w}")));
    }
    let tools_from = if tools {
        let (from, wrong) = tools_route(binary, scope, project, env);
        problems.extend(wrong);
        Some(from)
    } else {
        Some(format!("none: re-run {again} to add them"))
    };
    Some((route(problems.is_empty(), tools_from), problems))
}

/// Where the agent's tools come from when the hooks say it has them, and what keeps it
/// from them: no server of ours registered in the scope, one running another program, no
/// permission to call them, a project Claude Code does not trust yet or whose `.mcp.json`
/// server was turned down.
fn tools_route(
    binary: &Path,
    scope: Scope,
    project: Option<&Path>,
    env: &HostEnv,
) -> (String, Vec<String>) {
    let mut problems = Vec::new();
    let registry = mcp_config::config_path(scope, project, env)
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    let again = format!(
        "`memory-manager install-hooks --host claude-code {}`",
        super::named::scope_args(scope, project)
    );
    let from = match mcp_config::registered(scope, project, env) {
        Ok(Some(r)) => {
            let wrong = if r.args != mcp_config::ARGS {
                Some(format!(
                    "runs `{} {}`: re-run {again}",
                    r.command,
                    r.args.join(" ")
                ))
            } else {
                super::named::problem(&r.command, scope, project, binary)
            };
            match wrong {
                Some(w) => {
                    problems.push(format!("the MCP server in {registry} {w}"));
                    format!("MCP server in {registry}, not working (below)")
                }
                None => format!("MCP server in {registry}"),
            }
        }
        Ok(None) => {
            problems.push(format!(
                "the hooks name the agent's tools, but no memory-manager MCP server is registered in {registry}: re-run {again}"
            ));
            format!("none: no memory-manager MCP server in {registry}")
        }
        Err(e) => {
            problems.push(format!("{e:#}"));
            format!("unknown: {registry} cannot be read")
        }
    };
    let mut untrusted = false;
    let mut pending = false;
    if let (Scope::Project, Some(p)) = (scope, project) {
        untrusted = !super::trust::trusted(p, env);
        if untrusted {
            problems.push(format!(
                "Claude Code has not trusted {} yet: until then its .claude/settings.json permissions do not count and its .mcp.json server does not start unasked; run `claude` there once and accept the trust dialog",
                p.display()
            ));
        } else {
            match super::trust::approval(mcp_config::SERVER, p, env) {
                super::trust::Approval::Approved => {}
                // Claude Code asks once, at the next interactive start; `claude -p` starts
                // it unasked (observed with 2.1.328: e2e_claude_code_scopes).
                super::trust::Approval::Pending => {
                    pending = true;
                }
                super::trust::Approval::Rejected => problems.push(format!(
                    "the memory-manager server in {registry} was turned down (disabledMcpjsonServers): take \"{}\" out of that list, or uninstall with `{}`",
                    mcp_config::SERVER,
                    uninstall_command(scope, project)
                )),
            }
        }
    }
    let from = if pending {
        format!(
            "{from} (not approved yet: Claude Code asks at its next interactive start, `claude -p` starts it unasked; or list \"{}\" in enabledMcpjsonServers)",
            mcp_config::SERVER
        )
    } else {
        from
    };
    // In a folder not trusted yet, the trust line above says why the permission is not read.
    if !untrusted && super::trust::allowed_in(TOOLS_PERMISSION, project, env).is_none() {
        problems.push(format!(
            "no permissions.allow holds \"{TOOLS_PERMISSION}\" where Claude Code reads it: the agent must ask before each memory tool, and `claude -p` refuses them; re-run {again}"
        ));
    }
    (from, problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CMD: &str = "/opt/bin/memory-manager hook --layout claude-code";

    fn installed(v: &Value) -> Value {
        let mut v = v.clone();
        add_entries(&mut v, CMD).unwrap();
        v
    }

    #[test]
    fn command_quotes_paths_with_spaces() {
        assert_eq!(
            command_for(Path::new("/opt/bin/memory-manager"), false),
            CMD
        );
        assert_eq!(
            command_for(Path::new("/Users/a b/memory-manager"), true),
            "\"/Users/a b/memory-manager\" hook --layout claude-code --tools mcp"
        );
    }

    #[test]
    fn recognises_own_commands_only() {
        assert!(is_ours(CMD));
        assert!(is_ours("\"/x y/memory-manager\" hook --layout claude-code"));
        assert!(is_ours("memory-manager hook"));
        assert!(!is_ours("memory-manager recall x"));
        assert!(!is_ours("hook memory-manager"));
        assert!(!is_ours("atuin hook claude-code"));
    }

    #[test]
    fn install_into_empty_settings_adds_four_events() {
        let v = installed(&json!({}));
        let h = json!({"type": "command", "command": CMD, "timeout": 30});
        assert_eq!(
            v,
            json!({"hooks": {
                "UserPromptSubmit": [{"hooks": [h]}],
                "PostToolUse": [{"matcher": "*", "hooks": [h]}],
                "PostToolUseFailure": [{"matcher": "*", "hooks": [h]}],
                "SessionStart": [{"hooks": [h]}],
            }})
        );
    }

    #[test]
    fn moved_binary_is_replaced_in_place() {
        let old = installed(&json!({}));
        let mut v = old.clone();
        add_entries(&mut v, "/new/memory-manager hook --layout claude-code").unwrap();
        let text = serde_json::to_string(&v).unwrap();
        assert!(!text.contains("/opt/bin"));
        assert_eq!(text.matches("/new/memory-manager").count(), 4);
    }

    #[test]
    fn duplicates_of_ours_collapse_to_one() {
        let h = json!({"type": "command", "command": CMD, "timeout": 30});
        let mut v = json!({"hooks": {"PostToolUse": [
            {"matcher": "*", "hooks": [h.clone()]},
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "other"}, h]},
        ]}});
        add_entries(&mut v, CMD).unwrap();
        assert_eq!(
            v["hooks"]["PostToolUse"],
            json!([
                {"matcher": "*", "hooks": [{"type": "command", "command": CMD, "timeout": 30}]},
                {"matcher": "Bash", "hooks": [{"type": "command", "command": "other"}]},
            ])
        );
    }

    #[test]
    fn uninstall_keeps_groups_that_were_empty_before() {
        let original =
            json!({"hooks": {"Stop": [], "PreToolUse": [{"matcher": "x", "hooks": []}]}});
        let mut v = installed(&original);
        remove_entries(&mut v).unwrap();
        assert_eq!(
            serde_json::to_string(&v).unwrap(),
            serde_json::to_string(&original).unwrap()
        );
    }

    /// Two builds on disk: `a` and a different `b`.
    fn two_builds(dir: &Path) -> (PathBuf, PathBuf) {
        let (a, b) = (
            dir.join("opt/memory-manager"),
            dir.join("new/memory-manager"),
        );
        for (p, bytes) in [(&a, "build a"), (&b, "build b")] {
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, bytes).unwrap();
        }
        (a, b)
    }

    #[test]
    fn status_flags_a_stale_path_and_a_missing_event() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".claude/settings.json");
        let (binary, other) = two_builds(dir.path());
        let env = HostEnv {
            home: Some(dir.path().to_path_buf()),
            ..HostEnv::default()
        };
        let route = |binary: &Path| file_route(&path, binary, Scope::User, None, &env);
        assert!(route(&binary).is_none());

        let mut v = json!({});
        add_entries(&mut v, &command_for(&binary, false)).unwrap();
        fsx::atomic_write(&path, render(&v, None).unwrap().as_bytes()).unwrap();
        let (ok, problems) = route(&binary).unwrap();
        assert!(ok.wired, "{problems:?}");

        // Another build: one line for the four events, naming the command to re-run.
        let (moved, problems) = route(&other).unwrap();
        assert!(!moved.wired);
        assert_eq!(
            problems,
            [format!(
                "hooks: runs `{}`, not this binary ({}): stale path, re-run `memory-manager install-hooks --host claude-code --scope user`",
                binary.display(),
                other.display()
            )]
        );
        // A byte-identical copy is the same program.
        std::fs::write(&other, "build a").unwrap();
        assert!(route(&other).unwrap().0.wired);

        v["hooks"]
            .as_object_mut()
            .unwrap()
            .shift_remove("SessionStart");
        fsx::atomic_write(&path, render(&v, None).unwrap().as_bytes()).unwrap();
        let (_, missing) = route(&binary).unwrap();
        assert_eq!(
            missing,
            [
                "no SessionStart hook: re-run `memory-manager install-hooks --host claude-code --scope user`"
            ]
        );

        fsx::atomic_write(&path, b"{oops").unwrap();
        let (_, broken) = route(&binary).unwrap();
        assert!(broken[0].starts_with("cannot parse"), "{broken:?}");
    }

    #[test]
    fn status_flags_tools_the_agent_cannot_reach() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".claude/settings.json");
        let (binary, _) = two_builds(dir.path());
        let env = HostEnv {
            home: Some(dir.path().to_path_buf()),
            ..HostEnv::default()
        };
        let mut v = json!({});
        add_entries(&mut v, &command_for(&binary, true)).unwrap();
        fsx::atomic_write(&path, render(&v, None).unwrap().as_bytes()).unwrap();
        let (route, problems) = file_route(&path, &binary, Scope::User, None, &env).unwrap();
        assert!(!route.wired);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].contains("no memory-manager MCP server is registered in")
                && problems[1].starts_with("no permissions.allow holds \"mcp__memory-manager\""),
            "{problems:?}"
        );
        allow_tools(&mut v).unwrap();
        fsx::atomic_write(&path, render(&v, None).unwrap().as_bytes()).unwrap();
        let registry = json!({"mcpServers": {"memory-manager": mcp_config::entry(&binary)}});
        fsx::atomic_write(
            &dir.path().join(".claude.json"),
            registry.to_string().as_bytes(),
        )
        .unwrap();
        let (route, problems) = file_route(&path, &binary, Scope::User, None, &env).unwrap();
        assert!(route.wired, "{problems:?}");
    }

    #[test]
    fn non_object_hooks_is_an_error_on_install() {
        let mut v = json!({"hooks": []});
        assert!(add_entries(&mut v, CMD).is_err());
    }
}
