//! Cursor: `.cursorrules` (plain rule text) and `.cursor/rules/**/*.mdc`, whose front matter
//! (`description`, `globs`, `alwaysApply`) scopes the rules in its body; a scoped rule keeps
//! its globs in its provenance, so a reader sees where it applied.

use std::path::{Path, PathBuf};

use anyhow::Result;

use super::{Found, Places, files_in, markdown, read_file, shown};

pub(super) fn read(path: Option<&Path>, places: &Places, found: &mut Found) -> Result<()> {
    match path {
        Some(p) if p.is_file() => file(p, places, found, true),
        Some(dir) if dir.join(".cursorrules").exists() || dir.join(".cursor").is_dir() => {
            project(dir, places, found)
        }
        Some(dir) => {
            for f in rule_files(dir) {
                file(&f, places, found, false)?;
            }
            Ok(())
        }
        None => project(places.project, places, found),
    }
}

fn project(dir: &Path, places: &Places, found: &mut Found) -> Result<()> {
    let legacy = dir.join(".cursorrules");
    if legacy.is_file() {
        file(&legacy, places, found, false)?;
    }
    for f in rule_files(&dir.join(".cursor").join("rules")) {
        file(&f, places, found, false)?;
    }
    Ok(())
}

/// `*.mdc` and `*.md` under a rules folder, its subfolders included (Cursor reads nested
/// rule folders), in name order; links are not followed.
fn rule_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = files_in(dir, &[".mdc", ".md"]);
    let Ok(rd) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut subdirs: Vec<PathBuf> = rd
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect();
    subdirs.sort();
    for d in subdirs {
        out.extend(rule_files(&d));
    }
    out
}

fn file(path: &Path, places: &Places, found: &mut Found, required: bool) -> Result<()> {
    let Some(text) = read_file(path, required)? else {
        return Ok(());
    };
    let name = shown(path, places);
    found.files.push(name.clone());
    let (pairs, body) = markdown::front_matter(&text);
    let always = markdown::meta(&pairs, "alwaysApply").is_some_and(|v| v == "true");
    let label = match markdown::meta(&pairs, "globs") {
        Some(globs) if !always => format!("{name}, globs: {globs}"),
        _ => name.clone(),
    };
    let before = found.items.len();
    found.rule_file(&name, &text, body);
    for item in &mut found.items[before..] {
        item.file = label.clone();
    }
    Ok(())
}
