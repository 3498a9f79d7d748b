//! What `health-check` reads of OpenClaw's wiring: the plugin and the hook pack as routes,
//! and what is wrong with each (files, the binary they run, OpenClaw's config).

use std::path::Path;

use serde_json::Value;

use super::{
    CONFIG_FILE, CONVERSATION_ACCESS, PACK_ENABLED, PACK_FILES, PLUGIN_ENABLED, PLUGIN_FILES,
    config_at, conversation_access_command, folder_files, is_true, pack_dir, pack_enable_command,
    plugin_dir, plugin_enable_command, read_config, shell_line, stale_files,
};
use crate::fsx;
use crate::hosts::status::Route;

/// The plugin and the hook pack, as routes, and what is wrong with them: the laid-down
/// files against this binary's embedded copies, the binary path in `config.json`, and
/// OpenClaw's config.
pub fn routes(binary: &Path, state: &Path) -> (Vec<Route>, Vec<String>) {
    let plugin = plugin_dir(state);
    let pack = pack_dir(state);
    let config = read_config(state);
    let mut routes = Vec::new();
    let mut problems = Vec::new();
    if plugin.is_dir() {
        let mut mine = file_problems(&plugin, &PLUGIN_FILES, binary);
        mine.extend(plugin_config_problems(config.as_ref()));
        routes.push(Route {
            name: "plugin".to_owned(),
            path: plugin.clone(),
            wired: mine.is_empty(),
            remove: None,
            tools: Some("registered by the plugin (memory_manager_search, …)".to_owned()),
        });
        problems.extend(mine);
    }
    if pack.is_dir() {
        let mut mine = file_problems(&pack, &PACK_FILES, binary);
        mine.extend(pack_config_problems(config.as_ref()));
        routes.push(Route {
            name: "hook pack".to_owned(),
            path: pack.clone(),
            wired: mine.is_empty(),
            remove: None,
            tools: None,
        });
        problems.extend(mine);
    }
    if config.is_none() {
        problems.push(format!(
            "{} cannot be read, so whether the plugin is on cannot be told",
            state.join("openclaw.json").display()
        ));
    }
    (routes, problems)
}

fn file_problems(
    dir: &Path,
    assets: &[(&'static str, &'static str)],
    binary: &Path,
) -> Vec<String> {
    let files = folder_files(assets, binary);
    let mut problems = Vec::new();
    for (name, _) in stale_files(dir, &files) {
        let path = dir.join(name);
        let Some(found) = fsx::read_text(&path).ok().flatten() else {
            problems.push(format!("missing {}", path.display()));
            continue;
        };
        if *name == CONFIG_FILE {
            let wired_to = serde_json::from_str::<Value>(&found)
                .ok()
                .and_then(|v| v.get("binary")?.as_str().map(str::to_owned))
                .unwrap_or_default();
            problems.push(format!(
                "{} runs `{wired_to}`, not this binary ({}): stale path, re-run install-hooks",
                path.display(),
                binary.display()
            ));
        } else {
            problems.push(format!(
                "{} is from another memory-manager version; re-run install-hooks",
                path.display()
            ));
        }
    }
    problems
}

fn plugin_config_problems(config: Option<&Value>) -> Vec<String> {
    let mut problems = Vec::new();
    if config.is_some() && !is_true(config, &CONVERSATION_ACCESS) {
        problems.push(format!(
            "before_prompt_build is blocked until `{}`",
            shell_line(&conversation_access_command())
        ));
    }
    if config_at(config, &PLUGIN_ENABLED).and_then(Value::as_bool) == Some(false) {
        problems.push(format!(
            "the plugin is disabled: `{}`",
            shell_line(&plugin_enable_command())
        ));
    }
    problems
}

fn pack_config_problems(config: Option<&Value>) -> Vec<String> {
    let pack_off = config_at(config, &PACK_ENABLED).and_then(Value::as_bool) != Some(true);
    let internal_off = config_at(config, &["hooks", "internal", "enabled"])
        .and_then(Value::as_bool)
        == Some(false);
    if config.is_some() && (pack_off || internal_off) {
        vec![format!(
            "the hook pack is not enabled: `{}`",
            shell_line(&pack_enable_command())
        )]
    } else {
        Vec::new()
    }
}
