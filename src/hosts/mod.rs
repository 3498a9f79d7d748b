//! Host adapters: wire formats and host configuration. The core never sees a host field.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

pub mod claude_code;
pub mod input;
pub mod locate;
pub mod openclaw;

use crate::config::HostEnv;

/// The hosts memory-manager knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Host {
    ClaudeCode,
    Openclaw,
}

impl Host {
    pub fn name(self) -> &'static str {
        match self {
            Host::ClaudeCode => "claude-code",
            Host::Openclaw => "openclaw",
        }
    }
}

/// Whether one host is wired to this binary, for `health-check`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HostStatus {
    /// `claude-code` or `openclaw`.
    pub host: &'static str,
    /// The host seems to be installed here (its config folder exists or its CLI is on PATH).
    pub host_found: bool,
    /// Some of our hooks are there (wired right or not): their problems need a person.
    pub installed: bool,
    /// Every hook is wired to this binary's path.
    pub wired: bool,
    /// What is wrong, one line each: a stale binary path, a missing event, an unreadable file.
    pub problems: Vec<String>,
    /// The file or folder the status was read from.
    pub config_path: PathBuf,
}

/// The status of every host, for this binary (`std::env::current_exe`, canonicalised).
/// `project` adds Claude Code's project and local settings of that folder.
pub fn status_all(project: Option<&Path>, env: &HostEnv) -> Vec<HostStatus> {
    match current_binary() {
        Ok(binary) => {
            let mut all = claude_code::settings::status(&binary, project, env);
            all.extend(openclaw::status(&binary, locate::openclaw_state_dir(env)));
            all
        }
        Err(e) => vec![HostStatus {
            host: "memory-manager",
            host_found: false,
            installed: false,
            wired: false,
            problems: vec![format!("{e:#}")],
            config_path: PathBuf::new(),
        }],
    }
}

/// The absolute, canonical path of the running binary: what hooks are wired to.
pub fn current_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe().context("cannot find the path of this binary")?;
    dunce(std::fs::canonicalize(&exe).with_context(|| format!("cannot resolve {}", exe.display()))?)
}

/// Windows' canonical paths start with `\\?\`, which shells and Node do not take; drop it
/// when the rest is an ordinary drive path.
fn dunce(path: PathBuf) -> Result<PathBuf> {
    let text = path.to_string_lossy();
    Ok(match text.strip_prefix(r"\\?\") {
        Some(rest) if rest.as_bytes().get(1) == Some(&b':') => PathBuf::from(rest),
        _ => path,
    })
}

/// Find an executable on PATH (with Windows' `.exe` / `.cmd` extensions).
pub(crate) fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let exts: &[&str] = if cfg!(windows) {
        &[".exe", ".cmd", ".bat", ""]
    } else {
        &[""]
    };
    std::env::split_paths(&path).find_map(|dir| {
        exts.iter()
            .map(|ext| dir.join(format!("{name}{ext}")))
            .find(|p| p.is_file())
    })
}

/// A unified-style line diff of `old` → `new` with three lines of context.
pub(crate) fn line_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    // Longest common subsequence table, from the end.
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    // The edit script: (tag, line index in a, line index in b).
    let mut ops: Vec<(char, usize, usize)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            ops.push((' ', i, j));
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            ops.push(('-', i, j));
            i += 1;
        } else {
            ops.push(('+', i, j));
            j += 1;
        }
    }
    const CONTEXT: usize = 3;
    let mut out = format!("--- {old_name}\n+++ {new_name}\n");
    let changed: Vec<usize> = (0..ops.len()).filter(|&k| ops[k].0 != ' ').collect();
    let mut k = 0;
    while k < changed.len() {
        let start = changed[k].saturating_sub(CONTEXT);
        let mut end = changed[k];
        while k < changed.len() && changed[k] <= end + 2 * CONTEXT + 1 {
            end = changed[k];
            k += 1;
        }
        let end = (end + CONTEXT + 1).min(ops.len());
        let hunk = &ops[start..end];
        let a_len = hunk.iter().filter(|o| o.0 != '+').count();
        let b_len = hunk.iter().filter(|o| o.0 != '-').count();
        let a_start = hunk[0].1 + usize::from(a_len > 0);
        let b_start = hunk[0].2 + usize::from(b_len > 0);
        out.push_str(&format!("@@ -{a_start},{a_len} +{b_start},{b_len} @@\n"));
        for &(tag, ai, bi) in hunk {
            let line = if tag == '+' { b[bi] } else { a[ai] };
            out.push(tag);
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::line_diff;

    #[test]
    fn diff_marks_added_and_removed_lines_with_context() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n";
        let new = "a\nb\nc\nd\nX\nf\ng\nh\ni\n";
        let d = line_diff(old, new, "old", "new");
        assert_eq!(
            d,
            "--- old\n+++ new\n@@ -2,7 +2,8 @@\n b\n c\n d\n-e\n+X\n f\n g\n h\n+i\n"
        );
    }

    #[test]
    fn diff_of_a_new_file_adds_every_line() {
        assert_eq!(
            line_diff("", "x\ny\n", "a", "b"),
            "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+x\n+y\n"
        );
    }

    #[test]
    fn equal_texts_have_no_hunk() {
        assert_eq!(line_diff("x\n", "x\n", "a", "b"), "--- a\n+++ b\n");
    }
}
