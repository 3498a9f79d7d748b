//! Where git says a gone path went: `consolidate` suggests the new name. Git is optional
//! (absent, not a repository, a failure: no suggestion) and never on a hook's path.

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};

/// Old path → new path, as git's history and index know the renames (the latest rename of
/// each path; chains followed to their end). Empty when git cannot say.
pub fn renames(project: &Path) -> HashMap<String, String> {
    let mut map = HashMap::new();
    // Staged renames first (`git mv` not yet committed), then history, newest first: the
    // first rename seen of a path is its latest.
    let staged = git(project, &["diff", "--cached", "-M", "--name-status"]);
    let history = git(
        project,
        &["log", "-M", "--diff-filter=R", "--name-status", "--format="],
    );
    for line in staged.lines().chain(history.lines()) {
        let mut parts = line.split('\t');
        if let (Some(status), Some(old), Some(new)) = (parts.next(), parts.next(), parts.next())
            && status.starts_with('R')
        {
            map.entry(old.to_string())
                .or_insert_with(|| new.to_string());
        }
    }
    map
}

/// Where `path` is now by `renames`, following a chain of renames to a path that exists.
pub fn new_name(
    renames: &HashMap<String, String>,
    path: &str,
    exists: impl Fn(&str) -> bool,
) -> Option<String> {
    let mut at = renames.get(path)?;
    for _ in 0..32 {
        if exists(at) {
            return Some(at.clone());
        }
        at = renames.get(at)?;
    }
    None
}

fn git(project: &Path, args: &[&str]) -> String {
    Command::new("git")
        .arg("-C")
        .arg(project)
        .args(["-c", "core.quotepath=off"])
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .unwrap_or_default()
}
