//! What Claude Code lets run in a folder, read from its own files as 2.1.328 reads them
//! (docs/HOSTS.md "Observed while building memory-manager"): the folder's trust
//! (`~/.claude.json` `projects[<folder or a parent>].hasTrustDialogAccepted`), the approval of
//! a project's `.mcp.json` servers (`enabledMcpjsonServers`, `enableAllProjectMcpServers`,
//! `disabledMcpjsonServers` in the settings files) and the permission rules that let the
//! agent call a server's tools without asking (`permissions.allow`).

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::mcp_config;
use super::settings::{Scope, settings_path};
use crate::config::HostEnv;
use crate::fsx;

fn read_json(path: &Path) -> Option<Value> {
    let text = fsx::read_text(path).ok()??;
    serde_json::from_str(text.trim_start_matches('\u{feff}')).ok()
}

/// `project` has been trusted (the trust dialog accepted there or in a folder above it).
pub fn trusted(project: &Path, env: &HostEnv) -> bool {
    let Some(registry) = mcp_config::config_path(Scope::User, None, env)
        .ok()
        .and_then(|p| read_json(&p))
    else {
        return false;
    };
    let real = dunce::canonicalize(project).unwrap_or_else(|_| project.to_path_buf());
    real.ancestors().any(|dir| {
        registry["projects"][dir.to_string_lossy().as_ref()]["hasTrustDialogAccepted"] == true
    })
}

/// The settings files that count in `project` (none of the project's own before it is
/// trusted), lowest precedence first.
fn counted_settings(project: Option<&Path>, env: &HostEnv) -> Vec<(PathBuf, Value)> {
    let mut scopes = vec![Scope::User];
    if let Some(p) = project {
        if trusted(p, env) {
            scopes.push(Scope::Project);
        }
        scopes.push(Scope::Local);
    }
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for scope in scopes {
        let Ok(path) = settings_path(scope, project, env) else {
            continue;
        };
        if seen.contains(&path) {
            continue;
        }
        seen.push(path.clone());
        if let Some(v) = read_json(&path) {
            out.push((path, v));
        }
    }
    out
}

/// The settings file (among those that count in `project`) whose `permissions.allow` lets
/// the agent call every tool of the server `rule` names (`mcp__<server>`).
pub fn allowed_in(rule: &str, project: Option<&Path>, env: &HostEnv) -> Option<PathBuf> {
    let wildcard = format!("{rule}__*");
    counted_settings(project, env)
        .into_iter()
        .find(|(_, v)| {
            v["permissions"]["allow"]
                .as_array()
                .is_some_and(|a| a.iter().any(|r| r == rule || *r == *wildcard))
        })
        .map(|(path, _)| path)
}

/// Whether a `.mcp.json` server may start in `project`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Approval {
    Approved,
    /// Claude Code asks at the next interactive start (`claude -p` starts it unasked).
    Pending,
    /// Turned down (`disabledMcpjsonServers`).
    Rejected,
}

/// The approval of the `.mcp.json` server `name` in `project`.
pub fn approval(name: &str, project: &Path, env: &HostEnv) -> Approval {
    let names = |v: &Value, key: &str| {
        v[key]
            .as_array()
            .is_some_and(|a| a.iter().any(|n| n == name))
    };
    let mut sources: Vec<Value> = counted_settings(Some(project), env)
        .into_iter()
        .map(|(_, v)| v)
        .collect();
    // Older releases kept approvals in the project's entry of `~/.claude.json`.
    if let Some(registry) = mcp_config::config_path(Scope::User, None, env)
        .ok()
        .and_then(|p| read_json(&p))
    {
        let real = dunce::canonicalize(project).unwrap_or_else(|_| project.to_path_buf());
        sources.push(registry["projects"][real.to_string_lossy().as_ref()].clone());
    }
    if sources.iter().any(|v| names(v, "disabledMcpjsonServers")) {
        Approval::Rejected
    } else if sources
        .iter()
        .any(|v| names(v, "enabledMcpjsonServers") || v["enableAllProjectMcpServers"] == true)
    {
        Approval::Approved
    } else {
        Approval::Pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_approval_and_permissions_as_claude_code_keeps_them() {
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path().join("home");
        let project = dir.path().join("work/proj");
        std::fs::create_dir_all(project.join(".claude")).unwrap();
        std::fs::create_dir_all(home.join(".claude")).unwrap();
        let env = HostEnv {
            home: Some(home.clone()),
            ..HostEnv::default()
        };
        let real = dunce::canonicalize(&project).unwrap();
        let write = |p: &Path, v: Value| std::fs::write(p, v.to_string()).unwrap();
        write(
            &project.join(".claude/settings.json"),
            serde_json::json!({"permissions": {"allow": ["mcp__memory-manager"]},
                "enabledMcpjsonServers": ["memory-manager"]}),
        );
        assert!(!trusted(&project, &env));
        assert_eq!(
            allowed_in("mcp__memory-manager", Some(&project), &env),
            None
        );
        assert_eq!(
            approval("memory-manager", &project, &env),
            Approval::Pending
        );
        // Trusted from a folder above: the project's own settings count.
        let above = real.parent().unwrap().to_string_lossy().into_owned();
        write(
            &home.join(".claude.json"),
            serde_json::json!({"projects": {above: {"hasTrustDialogAccepted": true}}}),
        );
        assert!(trusted(&project, &env));
        assert_eq!(
            allowed_in("mcp__memory-manager", Some(&project), &env),
            Some(project.join(".claude/settings.json"))
        );
        assert_eq!(
            approval("memory-manager", &project, &env),
            Approval::Approved
        );
        write(
            &project.join(".claude/settings.local.json"),
            serde_json::json!({"disabledMcpjsonServers": ["memory-manager"],
                "permissions": {"allow": ["mcp__plugin_memory-manager_memory-manager__*"]}}),
        );
        assert_eq!(
            approval("memory-manager", &project, &env),
            Approval::Rejected
        );
        assert!(
            allowed_in(
                "mcp__plugin_memory-manager_memory-manager",
                Some(&project),
                &env
            )
            .is_some()
        );
    }
}
