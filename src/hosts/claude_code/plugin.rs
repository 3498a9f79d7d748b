//! The Claude Code plugin route (`claude plugin install memory-manager@…`), read from Claude
//! Code's own files: `plugins/installed_plugins.json` says where it is installed, the last of
//! the user, project and local settings that names it in `enabledPlugins` says whether it is
//! on (docs/HOSTS.md "Observed while building memory-manager").

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::settings::{Scope, config_dir, settings_path};
use crate::config::HostEnv;
use crate::fsx;

/// The plugin's name; its id is `memory-manager@<marketplace>`.
const NAME: &str = "memory-manager";

/// One install of our plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluginInstall {
    /// `memory-manager@<marketplace>`.
    pub id: String,
    pub scope: Scope,
    /// Whether the settings that decide turn it on.
    pub enabled: bool,
}

/// Our plugin's installs that apply to `project` (user-scope ones always do).
pub fn installs(project: Option<&Path>, env: &HostEnv) -> Vec<PluginInstall> {
    let Ok(dir) = config_dir(env) else {
        return Vec::new();
    };
    let record = read_json(&dir.join("plugins").join("installed_plugins.json"));
    let Some(plugins) = record.as_ref().and_then(|r| r.get("plugins")?.as_object()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (id, list) in plugins {
        if id.split('@').next() != Some(NAME) {
            continue;
        }
        for install in list.as_array().into_iter().flatten() {
            let scope = match install.get("scope").and_then(Value::as_str) {
                Some("user") => Scope::User,
                Some("project") => Scope::Project,
                Some("local") => Scope::Local,
                _ => continue,
            };
            let here = scope == Scope::User
                || project.is_some_and(|p| {
                    install
                        .get("projectPath")
                        .and_then(Value::as_str)
                        .is_some_and(|pp| same_dir(Path::new(pp), p))
                });
            if here {
                out.push(PluginInstall {
                    id: id.clone(),
                    scope,
                    enabled: enabled(id, project, env),
                });
            }
        }
    }
    out
}

/// Whether `id` is on for `project`: the last of user < project < local settings that has
/// `enabledPlugins[id]` decides; none at all means off.
fn enabled(id: &str, project: Option<&Path>, env: &HostEnv) -> bool {
    let mut on = false;
    for scope in [Scope::User, Scope::Project, Scope::Local] {
        if scope != Scope::User && project.is_none() {
            break;
        }
        let Ok(path) = settings_path(scope, project, env) else {
            continue;
        };
        let decided = read_json(&path).and_then(|s| s.get("enabledPlugins")?.get(id)?.as_bool());
        if let Some(value) = decided {
            on = value;
        }
    }
    on
}

fn read_json(path: &Path) -> Option<Value> {
    serde_json::from_str(&fsx::read_text(path).ok()??).ok()
}

fn same_dir(a: &Path, b: &Path) -> bool {
    let real = |p: &Path| dunce::canonicalize(p).unwrap_or_else(|_| PathBuf::from(p));
    real(a) == real(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(home: &Path) -> HostEnv {
        HostEnv {
            home: Some(home.to_path_buf()),
            ..HostEnv::default()
        }
    }

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// The shapes Claude Code 2.1.328 writes (docs/HOSTS.md).
    #[test]
    fn installs_and_whether_they_are_on() {
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path().join("home");
        let project = dir.path().join("project");
        std::fs::create_dir_all(&project).unwrap();
        let env = env(&home);
        assert!(installs(Some(&project), &env).is_empty());
        write(
            &home.join(".claude/plugins/installed_plugins.json"),
            &format!(
                r#"{{"version": 2, "plugins": {{"memory-manager@memory-manager": [
                    {{"scope": "user", "installPath": "/x", "version": "0.1.0"}},
                    {{"scope": "local", "projectPath": "{}", "installPath": "/x", "version": "0.1.0"}}],
                  "other@m": [{{"scope": "user"}}]}}}}"#,
                project.display()
            ),
        );
        // Installed but named in no enabledPlugins: off.
        let found = installs(Some(&project), &env);
        assert_eq!(found.len(), 2);
        assert!(found.iter().all(|i| !i.enabled));
        write(
            &home.join(".claude/settings.json"),
            r#"{"enabledPlugins": {"memory-manager@memory-manager": true}}"#,
        );
        assert!(installs(None, &env).iter().all(|i| i.enabled));
        // The project turns it off; the local file turns it on again.
        write(
            &project.join(".claude/settings.json"),
            r#"{"enabledPlugins": {"memory-manager@memory-manager": false}}"#,
        );
        assert!(installs(Some(&project), &env).iter().all(|i| !i.enabled));
        write(
            &project.join(".claude/settings.local.json"),
            r#"{"enabledPlugins": {"memory-manager@memory-manager": true}}"#,
        );
        assert!(installs(Some(&project), &env).iter().all(|i| i.enabled));
        // Another project sees only the user install.
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir_all(&elsewhere).unwrap();
        assert_eq!(installs(Some(&elsewhere), &env).len(), 1);
    }
}
