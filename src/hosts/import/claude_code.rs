//! Claude Code: the project's CLAUDE.md rule lines (`CLAUDE.md`, `.claude/CLAUDE.md`,
//! `CLAUDE.local.md`) and its auto memory, `~/.claude/projects/<project key>/memory/`: a
//! `MEMORY.md` index plus one topic file per memory, each with front matter (`name`,
//! `description`, `type`: user / feedback / project / reference). The project key is the
//! project's path with every character but ASCII letters and digits turned into `-`, as
//! Claude Code 2.1 names the folder (docs/HOSTS.md "Auto memory").

use std::path::{Path, PathBuf};

use anyhow::Result;

use super::{Dest, Found, Item, Places, files_in, markdown, read_file, rule_section, shown};
use crate::store::doc::Section;

/// Claude Code cuts a key longer than this and appends a hash of the path.
const KEY_MAX: usize = 200;

pub(super) fn read(path: Option<&Path>, places: &Places, found: &mut Found) -> Result<()> {
    match path {
        Some(p) if p.is_file() => rule_or_topic(p, places, found, true),
        Some(dir) if dir.join("MEMORY.md").is_file() && !dir.join("CLAUDE.md").exists() => {
            auto_memory(dir, places, found)
        }
        Some(dir) => project(dir, places, found),
        None => project(places.project, places, found),
    }
}

/// The project's rule files and its auto memory folder.
fn project(dir: &Path, places: &Places, found: &mut Found) -> Result<()> {
    for name in ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"] {
        let file = dir.join(name);
        if file.is_file() {
            rule_or_topic(&file, places, found, false)?;
        }
    }
    if let Some(memory) = auto_memory_dir(dir, places) {
        auto_memory(&memory, places, found)?;
    }
    Ok(())
}

/// `~/.claude/projects/<key>/memory/` of `project` (`CLAUDE_CONFIG_DIR` for `~/.claude`),
/// when it exists.
fn auto_memory_dir(project: &Path, places: &Places) -> Option<PathBuf> {
    let config = match &places.env.claude_config_dir {
        Some(c) => c.clone(),
        None => places.env.home.as_ref()?.join(".claude"),
    };
    let projects = config.join("projects");
    let canonical = dunce::canonicalize(project).unwrap_or_else(|_| project.to_path_buf());
    let key = project_key(&canonical.to_string_lossy());
    let dir = if key.len() <= KEY_MAX {
        projects.join(&key)
    } else {
        // The hash Claude Code appends is its own; the cut key and a dash find the folder.
        let prefix = format!("{}-", &key[..KEY_MAX]);
        std::fs::read_dir(&projects)
            .ok()?
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&prefix))
            })?
    };
    let memory = dir.join("memory");
    memory.is_dir().then_some(memory)
}

/// Claude Code's folder name for a project path: its JavaScript replaces each UTF-16 code
/// unit, so a character outside the BMP becomes two dashes.
pub(super) fn project_key(path: &str) -> String {
    let mut key = String::with_capacity(path.len());
    for c in path.chars() {
        if c.is_ascii_alphanumeric() {
            key.push(c);
        } else {
            (0..c.len_utf16()).for_each(|_| key.push('-'));
        }
    }
    key
}

/// An auto memory folder: the index, then each topic file.
fn auto_memory(dir: &Path, places: &Places, found: &mut Found) -> Result<()> {
    for file in files_in(dir, &[".md"]) {
        rule_or_topic(&file, places, found, false)?;
    }
    Ok(())
}

/// A rule file, or a topic file when it has front matter with a `type` or `description`.
fn rule_or_topic(file: &Path, places: &Places, found: &mut Found, required: bool) -> Result<()> {
    let Some(text) = read_file(file, required)? else {
        return Ok(());
    };
    let name = shown(file, places);
    found.files.push(name.clone());
    let (pairs, body) = markdown::front_matter(&text);
    let kind = markdown::meta(&pairs, "type").or_else(|| markdown::meta(&pairs, "metadata.type"));
    let description = markdown::meta(&pairs, "description");
    if kind.is_none() && description.is_none() {
        found.rule_file(&name, &text, body);
        return Ok(());
    }
    // A memory about the user goes to USER.md whatever its words; any other where its words
    // say (a feedback memory may still be about how to talk to the user).
    let about_user = kind.is_some_and(|k| k.eq_ignore_ascii_case("user"));
    let before = found.items.len();
    found.rule_file(&name, &text, body);
    if found.items.len() == before
        && let Some(d) = description
    {
        found.items.push(Item {
            origin: format!("{name}:L1"),
            file: name.clone(),
            text: d.to_string(),
            dest: Dest::Entry(rule_section(d)),
        });
    }
    if about_user {
        for item in &mut found.items[before..] {
            item.dest = Dest::Entry(Section::Preferences);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::project_key;

    #[test]
    fn the_project_key_is_the_path_with_non_alphanumerics_as_dashes() {
        assert_eq!(project_key("/tmp/cc-proj"), "-tmp-cc-proj");
        assert_eq!(
            project_key("/Users/me/my.app/web_ui"),
            "-Users-me-my-app-web-ui"
        );
        assert_eq!(project_key("/home/u/项目"), "-home-u---");
        assert_eq!(project_key("/tmp/🦀"), "-tmp---");
    }
}
