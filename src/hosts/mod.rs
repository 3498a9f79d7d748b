//! Host adapters: wire formats and host configuration. The core never sees a host field.

use std::path::PathBuf;

use anyhow::{Context, Result};

pub mod claude_code;
pub mod import;
pub mod input;
pub mod install_record;
pub mod locate;
pub mod openclaw;
pub mod status;

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

/// The absolute, canonical path of the running binary: what hooks are wired to. On Windows
/// without the `\\?\` prefix of canonical paths, which shells and Node do not take.
pub fn current_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe().context("cannot find the path of this binary")?;
    dunce::canonicalize(&exe).with_context(|| format!("cannot resolve {}", exe.display()))
}

/// An executable on PATH (with Windows' extensions).
pub(crate) fn find_on_path(name: &str) -> Option<PathBuf> {
    which::which(name).ok()
}

/// A unified diff of `old` → `new` with three lines of context, for `--dry-run`.
pub(crate) fn line_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string()
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
        assert_eq!(line_diff("x\n", "x\n", "a", "b"), "");
    }
}
