//! OpenClaw: plugin and hook pack wiring.
//!
//! `install` lays down two folders in OpenClaw's state folder (`~/.openclaw`, or
//! `OPENCLAW_STATE_DIR`), from files embedded in this binary (`hooks/openclaw/`):
//! - `extensions/memory-manager/`: the plugin (`before_prompt_build` → prompt injection,
//!   `after_tool_call` → failures);
//! - `hooks/memory-manager/`: the hook pack (`agent:bootstrap` → hot tier, `command:new` /
//!   `command:reset` → session sweep).
//!
//! Both hold a generated `config.json` with this binary's absolute path: the JS reads it at
//! load, so no OpenClaw config is needed for it (the plugin's `binary` config key still wins).
//! Registration goes through the `openclaw` CLI when it is on PATH (OpenClaw's config is JSON5
//! and strictly checked: it is never rewritten by hand); otherwise the commands are printed.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use serde_json::Value;

use crate::fsx;
use crate::hosts::install_record::{self, Record};
use crate::hosts::{find_on_path, line_diff};

pub mod bootstrap;
pub mod config;
mod routes;

pub use routes::routes;

/// The plugin id, hook pack name and folder name.
pub const ID: &str = "memory-manager";

const CONFIG_FILE: &str = "config.json";

const LIB_JS: &str = include_str!("../../../hooks/openclaw/lib.js");

const PLUGIN_FILES: [(&str, &str); 5] = [
    (
        "package.json",
        include_str!("../../../hooks/openclaw/plugin/package.json"),
    ),
    (
        "openclaw.plugin.json",
        include_str!("../../../hooks/openclaw/plugin/openclaw.plugin.json"),
    ),
    (
        "index.js",
        include_str!("../../../hooks/openclaw/plugin/index.js"),
    ),
    // The agent's memory tools, generated from the registry (`src/tools/`).
    (
        "tools.json",
        include_str!("../../../hooks/openclaw/plugin/tools.json"),
    ),
    ("lib.js", LIB_JS),
];

const PACK_FILES: [(&str, &str); 4] = [
    (
        "package.json",
        include_str!("../../../hooks/openclaw/hook-pack/package.json"),
    ),
    (
        "HOOK.md",
        include_str!("../../../hooks/openclaw/hook-pack/HOOK.md"),
    ),
    (
        "handler.js",
        include_str!("../../../hooks/openclaw/hook-pack/handler.js"),
    ),
    ("lib.js", LIB_JS),
];

/// `<state>/extensions/memory-manager`.
pub fn plugin_dir(state: &Path) -> PathBuf {
    state.join("extensions").join(ID)
}

/// `<state>/hooks/memory-manager`.
pub fn pack_dir(state: &Path) -> PathBuf {
    state.join("hooks").join(ID)
}

/// The files of one folder install lays down (name, content), `config.json` last.
fn folder_files(
    assets: &[(&'static str, &'static str)],
    binary: &Path,
) -> Vec<(&'static str, String)> {
    let config = serde_json::json!({ "binary": binary.to_string_lossy() });
    assets
        .iter()
        .map(|(name, text)| (*name, (*text).to_owned()))
        .chain(std::iter::once((CONFIG_FILE, format!("{config:#}\n"))))
        .collect()
}

/// The files of `dir` that are missing or differ from `files`.
fn stale_files<'a>(
    dir: &Path,
    files: &'a [(&'static str, String)],
) -> Vec<&'a (&'static str, String)> {
    files
        .iter()
        .filter(|(name, text)| {
            fsx::read_text(&dir.join(name)).ok().flatten().as_deref() != Some(text.as_str())
        })
        .collect()
}

fn write_files<'a>(
    dir: &Path,
    files: impl IntoIterator<Item = &'a (&'static str, String)>,
) -> Result<()> {
    for (name, text) in files {
        fsx::atomic_write(&dir.join(name), text.as_bytes())?;
    }
    Ok(())
}

/// OpenClaw's config (JSON5); `{}` when there is none. `None` when it cannot be read: then
/// nothing is assumed about it.
fn read_config(state: &Path) -> Option<Value> {
    match config::read(&state.join("openclaw.json")).ok()? {
        Some(value) => Some(value),
        None => Some(Value::Object(serde_json::Map::new())),
    }
}

fn config_at<'a>(config: Option<&'a Value>, path: &[&str]) -> Option<&'a Value> {
    config::at(config, path)
}

fn is_true(config: Option<&Value>, path: &[&str]) -> bool {
    config_at(config, path).and_then(Value::as_bool) == Some(true)
}

const PLUGIN_ENTRY: [&str; 3] = ["plugins", "entries", ID];
const PLUGIN_ENABLED: [&str; 4] = ["plugins", "entries", ID, "enabled"];
const CONVERSATION_ACCESS: [&str; 5] =
    ["plugins", "entries", ID, "hooks", "allowConversationAccess"];
const PACK_ENTRY: [&str; 4] = ["hooks", "internal", "entries", ID];
const PACK_ENABLED: [&str; 5] = ["hooks", "internal", "entries", ID, "enabled"];

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|a| (*a).to_owned()).collect()
}

fn conversation_access_command() -> Vec<String> {
    let key = CONVERSATION_ACCESS.join(".");
    args(&["config", "set", &key, "true", "--strict-json"])
}

fn plugin_enable_command() -> Vec<String> {
    let key = PLUGIN_ENABLED.join(".");
    args(&["config", "set", &key, "true", "--strict-json"])
}

fn pack_enable_command() -> Vec<String> {
    args(&["hooks", "enable", ID])
}

/// A command line as a user would paste it into a POSIX shell.
fn shell_line(args: &[String]) -> String {
    let quote = |a: &str| {
        if !a.is_empty()
            && a.chars()
                .all(|c| c.is_ascii_alphanumeric() || "/._-+:@,=~".contains(c))
        {
            a.to_owned()
        } else {
            format!("'{}'", a.replace('\'', r"'\''"))
        }
    };
    std::iter::once("openclaw".to_owned())
        .chain(args.iter().map(|a| quote(a)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Run one `openclaw` command and say so.
fn run_cli(cli: &Path, args: &[String], out: &mut dyn Write) -> Result<()> {
    run_quiet(cli, args)?;
    writeln!(out, "ran: {}", shell_line(args))?;
    Ok(())
}

/// Run one `openclaw` command; its error names the command and OpenClaw's last output line.
fn run_quiet(cli: &Path, args: &[String]) -> Result<()> {
    let output = Command::new(cli)
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .with_context(|| format!("cannot run `{}`", shell_line(args)))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let stdout = String::from_utf8_lossy(&output.stdout);
        let lines: Vec<&str> = stderr
            .lines()
            .chain(stdout.lines())
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let last = match lines.len() {
            0 => "no output".to_owned(),
            n => lines[n.saturating_sub(3)..].join(" | "),
        };
        bail!("`{}` failed ({}): {last}", shell_line(args), output.status);
    }
    Ok(())
}

/// `openclaw plugins install <copy> --force --accept-capabilities`: OpenClaw copies the
/// plugin into its extensions folder and records the install (so it trusts its origin).
fn cli_install_plugin(
    cli: &Path,
    files: &[(&'static str, String)],
    out: &mut impl Write,
) -> Result<()> {
    let stage =
        std::env::temp_dir().join(format!("memory-manager-openclaw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&stage);
    let result = write_files(&stage, files).and_then(|()| {
        let stage = stage.to_string_lossy();
        let install = args(&[
            "plugins",
            "install",
            &stage,
            "--force",
            "--accept-capabilities",
        ]);
        run_quiet(cli, &install)
    });
    let _ = std::fs::remove_dir_all(&stage);
    result?;
    // The staging copy is gone by now: name what ran, not where it was.
    writeln!(
        out,
        "ran: openclaw plugins install <a staging copy of the plugin> --force --accept-capabilities"
    )?;
    Ok(())
}

/// Lay down the plugin and the hook pack for `binary`, then register them with the `openclaw`
/// CLI if it is on PATH, else print the commands. Idempotent: a step already done is skipped.
pub fn install(
    binary: &Path,
    state: &Path,
    dry_run: bool,
    records: Option<&Path>,
    out: &mut impl Write,
) -> Result<()> {
    let plugin = plugin_dir(state);
    let pack = pack_dir(state);
    let plugin_files = folder_files(&PLUGIN_FILES, binary);
    let pack_files = folder_files(&PACK_FILES, binary);
    let stale_plugin = stale_files(&plugin, &plugin_files);
    let stale_pack = stale_files(&pack, &pack_files);
    let config = read_config(state);
    let cli = find_on_path("openclaw");
    // Installed before (on or off): its files current, OpenClaw knows it. A plugin turned
    // off is turned on again, not installed anew.
    let plugin_recorded = config_at(config.as_ref(), &PLUGIN_ENABLED).is_some();
    let install_plugin = !stale_plugin.is_empty() || (cli.is_some() && !plugin_recorded);
    let mut steps = Vec::new();
    if plugin_recorded && !is_true(config.as_ref(), &PLUGIN_ENABLED) {
        steps.push(plugin_enable_command());
    }
    if !is_true(config.as_ref(), &CONVERSATION_ACCESS) {
        steps.push(conversation_access_command());
    }
    if !is_true(config.as_ref(), &PACK_ENABLED) {
        steps.push(pack_enable_command());
    }
    if !install_plugin && stale_pack.is_empty() && steps.is_empty() {
        writeln!(
            out,
            "memory-manager plugin and hook pack already installed in {}",
            plugin.display()
        )?;
        return Ok(());
    }
    if dry_run {
        for (dir, stale) in [(&plugin, &stale_plugin), (&pack, &stale_pack)] {
            for (name, text) in stale.iter() {
                let path = dir.join(name);
                let name = path.display().to_string();
                match fsx::read_text(&path).ok().flatten() {
                    Some(old) => write!(out, "{}", line_diff(&old, text, &name, &name))?,
                    None => writeln!(out, "would create {name}")?,
                }
            }
        }
        if cli.is_some() && install_plugin {
            writeln!(
                out,
                "would run: openclaw plugins install <copy of the plugin> --force --accept-capabilities"
            )?;
        }
        for step in &steps {
            writeln!(out, "would run: {}", shell_line(step))?;
        }
        writeln!(out, "dry run: nothing changed")?;
        return Ok(());
    }
    check_folders([&plugin, &pack])?;
    if let Some(records) = records {
        remember_before(records, state, config.as_ref())?;
        remember_folder(records, &plugin, &plugin_files)?;
        remember_folder(records, &pack, &pack_files)?;
    }
    write_files(&pack, stale_pack.iter().copied())?;
    if !stale_pack.is_empty() {
        writeln!(
            out,
            "wrote the memory-manager hook pack to {}",
            pack.display()
        )?;
    }
    match &cli {
        Some(cli) if install_plugin => {
            cli_install_plugin(cli, &plugin_files, out)?;
            // Whatever the CLI copied, the folder must hold exactly our files.
            write_files(&plugin, stale_files(&plugin, &plugin_files))?;
            writeln!(
                out,
                "installed the memory-manager plugin in {}",
                plugin.display()
            )?;
        }
        _ if !stale_plugin.is_empty() => {
            write_files(&plugin, stale_plugin.iter().copied())?;
            writeln!(
                out,
                "wrote the memory-manager plugin to {}",
                plugin.display()
            )?;
        }
        _ => {}
    }
    writeln!(
        out,
        "  binary: {} (in config.json beside the plugin and the hook pack)",
        binary.display()
    )?;
    match &cli {
        Some(cli) => {
            for step in &steps {
                run_cli(cli, step, out)?;
            }
            writeln!(
                out,
                "check: openclaw plugins inspect {ID} --runtime --json; openclaw hooks list"
            )?;
        }
        None => {
            writeln!(
                out,
                "the openclaw CLI is not on PATH; OpenClaw finds the plugin by itself, but to finish, run:"
            )?;
            for step in &steps {
                writeln!(out, "  {}", shell_line(step))?;
            }
            writeln!(
                out,
                "(or re-run `memory-manager install-hooks --host openclaw` with openclaw on PATH, which also records the plugin install)"
            )?;
        }
    }
    Ok(())
}

/// The config keys of the hook pack's wiring, outermost first: those that did not exist
/// before install are removed whole by uninstall (when they still hold only ours).
const PACK_KEYS: [&[&str]; 4] = [
    &["hooks"],
    &["hooks", "internal"],
    &["hooks", "internal", "entries"],
    &["hooks", "internal", "enabled"],
];

/// Note, the first time, what install is about to add that was not there: config keys of the
/// hook pack's wiring and folders of OpenClaw's, so uninstall takes away exactly those.
fn remember_before(records: &Path, state: &Path, config: Option<&Value>) -> Result<()> {
    let target = state.join("openclaw.json");
    if install_record::load(records, &target).is_some() {
        return Ok(());
    }
    let added = PACK_KEYS
        .iter()
        .filter(|keys| config.is_some() && config_at(config, keys).is_none())
        .map(|keys| keys.join("."))
        .collect();
    let created_dirs = [
        state.join("hooks"),
        state.join("extensions").join(".openclaw-install-backups"),
    ]
    .into_iter()
    .filter(|d| !d.exists())
    .collect();
    install_record::save(
        records,
        &Record {
            target,
            original: None,
            installed: String::new(),
            created_dirs,
            added,
            replaced: Vec::new(),
            host_changed: false,
        },
    )
}

/// Refuse a plugin or hook-pack folder that is a link (a linked checkout): install would
/// write into someone's working copy.
fn check_folders(dirs: [&Path; 2]) -> Result<()> {
    for dir in dirs {
        if std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_symlink()) {
            bail!(
                "{} is a link (a checkout of the plugin?): not changed; remove it or install from there",
                dir.display()
            );
        }
    }
    Ok(())
}

/// Note, before install writes into `dir`, which of its files were there already (their
/// text, put back at uninstall) and which it creates (removed at uninstall), and the
/// folders it creates. Kept from the first install on.
fn remember_folder(records: &Path, dir: &Path, files: &[(&'static str, String)]) -> Result<()> {
    let mut record = install_record::load(records, dir).unwrap_or_else(|| Record {
        target: dir.to_path_buf(),
        created_dirs: install_record::missing_dirs(dir),
        ..Default::default()
    });
    for (name, _) in files {
        let known = record.added.iter().any(|a| a == name)
            || record.replaced.iter().any(|(r, _)| r == name);
        if known {
            continue;
        }
        match fsx::read_text(&dir.join(name))? {
            Some(text) => record.replaced.push(((*name).to_owned(), text)),
            None => record.added.push((*name).to_owned()),
        }
    }
    install_record::save(records, &record)
}

/// Uninstall of one folder with a record: the files install created go, the ones it
/// replaced come back, the folders it created go when empty.
fn restore_folder(records: &Path, record: &Record, out: &mut impl Write) -> Result<()> {
    let dir = &record.target;
    for name in &record.added {
        let path = dir.join(name);
        if path.is_file() {
            std::fs::remove_file(&path)
                .with_context(|| format!("cannot remove {}", path.display()))?;
            writeln!(out, "removed {}", path.display())?;
        }
    }
    for (name, text) in &record.replaced {
        let path = dir.join(name);
        fsx::atomic_write(&path, text.as_bytes())?;
        writeln!(
            out,
            "restored {} as it was before install-hooks",
            path.display()
        )?;
    }
    install_record::remove_created_dirs(record);
    if dir.is_dir() {
        writeln!(
            out,
            "kept {}: it holds files memory-manager did not write",
            dir.display()
        )?;
    } else {
        writeln!(out, "removed {}", dir.display())?;
    }
    install_record::forget(records, dir);
    Ok(())
}

/// What to unset to take the hook pack's wiring out: the outermost key install added that
/// still holds nothing but ours, else our entry (and the master switch, if install added it).
fn pack_unset_steps(config: Option<&Value>, added: &[String]) -> Vec<Vec<String>> {
    let only_ours =
        |keys: &[&str]| config_at(config, keys).is_some_and(|v| json_only_ours(v, keys.len()));
    for keys in &PACK_KEYS[..3] {
        let name = keys.join(".");
        if added.contains(&name) && only_ours(keys) {
            return vec![args(&["config", "unset", &name])];
        }
    }
    let mut steps = Vec::new();
    if config_at(config, &PACK_ENTRY).is_some() {
        steps.push(args(&["config", "unset", &PACK_ENTRY.join(".")]));
    }
    // The master switch install turned on goes too, unless other packs now rely on it.
    let others = config_at(config, &["hooks", "internal", "entries"])
        .and_then(Value::as_object)
        .is_some_and(|e| e.keys().any(|k| k != ID));
    if added.iter().any(|k| k == "hooks.internal.enabled") && !others {
        steps.push(args(&["config", "unset", "hooks.internal.enabled"]));
    }
    steps
}

/// Whether a value at depth `depth` of the path `hooks.internal.entries` holds only what
/// install writes there: `{internal: {enabled, entries: {memory-manager}}}` below `hooks`.
fn json_only_ours(value: &Value, depth: usize) -> bool {
    let Some(obj) = value.as_object() else {
        return false;
    };
    match depth {
        1 => {
            obj.keys().all(|k| k == "internal")
                && obj.get("internal").is_none_or(|v| json_only_ours(v, 2))
        }
        2 => {
            obj.keys().all(|k| k == "enabled" || k == "entries")
                && obj.get("entries").is_none_or(|v| json_only_ours(v, 3))
        }
        _ => obj.keys().all(|k| k == ID),
    }
}

/// Unregister (through the CLI when on PATH) and remove what install laid down. A folder is
/// removed only when nothing but our files was in it.
pub fn uninstall(
    state: &Path,
    dry_run: bool,
    records: Option<&Path>,
    out: &mut impl Write,
) -> Result<()> {
    let plugin = plugin_dir(state);
    let pack = pack_dir(state);
    let config = read_config(state);
    let known = config.is_some();
    let cli = find_on_path("openclaw");
    let record = records.and_then(|r| install_record::load(r, &state.join("openclaw.json")));
    let added = record.as_ref().map(|r| r.added.clone()).unwrap_or_default();
    let plugin_entry = !known || config_at(config.as_ref(), &PLUGIN_ENTRY).is_some();
    let pack_entry = !known || config_at(config.as_ref(), &PACK_ENTRY).is_some();
    let mut steps = Vec::new();
    if plugin_entry || plugin.is_dir() {
        steps.push(args(&["plugins", "uninstall", ID, "--force"]));
    }
    if pack_entry {
        steps.extend(pack_unset_steps(config.as_ref(), &added));
    }
    let our_files = || -> Vec<PathBuf> {
        [(&plugin, &PLUGIN_FILES[..]), (&pack, &PACK_FILES[..])]
            .into_iter()
            .flat_map(|(dir, assets)| {
                assets
                    .iter()
                    .map(|(name, _)| dir.join(name))
                    .chain(std::iter::once(dir.join(CONFIG_FILE)))
            })
            .filter(|p| p.is_file())
            .collect()
    };
    let ours = our_files();
    if dry_run {
        if cli.is_some() {
            for step in &steps {
                writeln!(out, "would run: {}", shell_line(step))?;
            }
        }
        for path in &ours {
            writeln!(out, "would remove {}", path.display())?;
        }
        writeln!(out, "dry run: nothing changed")?;
        return Ok(());
    }
    let mut did_something = !ours.is_empty();
    if let Some(cli) = &cli {
        let mut attempt = |step: &[String], out: &mut dyn Write| -> Result<()> {
            match run_cli(cli, step, out) {
                Ok(()) => did_something = true,
                Err(e) => writeln!(out, "note: {e:#}")?,
            }
            Ok(())
        };
        for step in &steps {
            attempt(step, out)?;
        }
        // Disabling or uninstalling can leave a plugin entry behind: drop it too.
        let after = read_config(state);
        if after.is_none() || config_at(after.as_ref(), &PLUGIN_ENTRY).is_some() {
            attempt(&args(&["config", "unset", &PLUGIN_ENTRY.join(".")]), out)?;
        }
    }
    // `plugins uninstall` may have removed the plugin folder already.
    for (dir, assets) in [(&plugin, &PLUGIN_FILES[..]), (&pack, &PACK_FILES[..])] {
        if std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_symlink()) {
            writeln!(
                out,
                "kept {}: it is a link, not memory-manager's",
                dir.display()
            )?;
            continue;
        }
        if let Some(folder) = records.and_then(|r| install_record::load(r, dir)) {
            restore_folder(records.expect("a record"), &folder, out)?;
            continue;
        }
        // Installed by a version that kept no record of the folder: our file names go.
        let names = assets.iter().map(|(name, _)| *name).chain([CONFIG_FILE]);
        for path in names.map(|name| dir.join(name)).filter(|p| p.is_file()) {
            std::fs::remove_file(&path)
                .with_context(|| format!("cannot remove {}", path.display()))?;
            writeln!(out, "removed {}", path.display())?;
        }
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        if entries.count() == 0 {
            std::fs::remove_dir(dir).with_context(|| format!("cannot remove {}", dir.display()))?;
            writeln!(out, "removed {}", dir.display())?;
        } else {
            writeln!(
                out,
                "kept {}: it holds files memory-manager did not write",
                dir.display()
            )?;
        }
    }
    // Folders install made for OpenClaw (its hook packs folder, its install backups) go
    // when nothing else is in them.
    if let Some(record) = &record {
        install_record::remove_created_dirs(record);
        if let Some(records) = records {
            install_record::forget(records, &record.target);
        }
    }
    if !did_something {
        writeln!(
            out,
            "no memory-manager plugin or hook pack in {}",
            state.display()
        )?;
    }
    if cli.is_none() && known && (plugin_entry || pack_entry) {
        writeln!(
            out,
            "the openclaw CLI is not on PATH; to drop its config entries too, run:"
        )?;
        for path in [&PLUGIN_ENTRY[..], &PACK_ENTRY[..]] {
            if config_at(config.as_ref(), path).is_some() {
                writeln!(
                    out,
                    "  {}",
                    shell_line(&args(&["config", "unset", &path.join(".")]))
                )?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn unsets(config: &Value, added: &[&str]) -> Vec<String> {
        let added: Vec<String> = added.iter().map(|a| a.to_string()).collect();
        pack_unset_steps(Some(config), &added)
            .into_iter()
            .map(|s| s.join(" "))
            .collect()
    }

    /// The shapes of a real OpenClaw config after `install-hooks` (docs/HOSTS.md).
    #[test]
    fn uninstall_takes_out_exactly_what_install_added() {
        let ours = json!({"hooks": {"internal": {"enabled": true, "entries": {"memory-manager": {"enabled": true}}}}});
        // Nothing of `hooks` was there: all of it goes.
        assert_eq!(
            unsets(
                &ours,
                &[
                    "hooks",
                    "hooks.internal",
                    "hooks.internal.entries",
                    "hooks.internal.enabled"
                ]
            ),
            ["config unset hooks"]
        );
        // The user had the master switch on already: only the entries go.
        assert_eq!(
            unsets(&ours, &["hooks.internal.entries"]),
            ["config unset hooks.internal.entries"]
        );
        // Someone added another pack since: only our entry goes (the switch serves theirs).
        let shared = json!({"hooks": {"internal": {"enabled": true, "entries": {"memory-manager": {"enabled": true}, "theirs": {"enabled": true}}}}});
        assert_eq!(
            unsets(
                &shared,
                &[
                    "hooks",
                    "hooks.internal",
                    "hooks.internal.entries",
                    "hooks.internal.enabled"
                ]
            ),
            ["config unset hooks.internal.entries.memory-manager"]
        );
        // No record (installed by an older version): our entry only.
        assert_eq!(
            unsets(&ours, &[]),
            ["config unset hooks.internal.entries.memory-manager"]
        );
    }
}
