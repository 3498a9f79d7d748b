//! How Claude Code's files name memory-manager, and whether the name runs this program: the
//! user's own files name this binary's absolute path; a project's committed ones name it by
//! name, found on each teammate's PATH (docs/HOSTS.md "Observed while building memory-manager").

use std::path::{Path, PathBuf};

use super::settings::Scope;

/// The name committed files run memory-manager by.
pub const PORTABLE: &str = "memory-manager";

/// What the files of `scope` name: the bare name in the project's committed files, this
/// binary's absolute path in the user's own (user and local scopes).
pub fn for_scope(scope: Scope, binary: &Path) -> PathBuf {
    match scope {
        Scope::Project => PathBuf::from(PORTABLE),
        Scope::User | Scope::Local => binary.to_path_buf(),
    }
}

/// The binary a hook command runs: its first word, unquoted as a POSIX shell would
/// (`"…"` with `\` escapes, or up to the first space).
pub fn command_binary(command: &str) -> Option<String> {
    let command = command.trim_start();
    if let Some(rest) = command.strip_prefix('"') {
        let mut out = String::new();
        let mut chars = rest.chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => return Some(out),
                '\\' => out.push(chars.next()?),
                c => out.push(c),
            }
        }
        return None;
    }
    command
        .split(' ')
        .next()
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
}

/// What `named` runs, found as the host finds it: a bare name on PATH, a relative path from
/// the project (hooks and servers start there), an absolute path itself; `None` when nothing
/// is there.
pub fn resolve(named: &str, project: Option<&Path>) -> Option<PathBuf> {
    let path = Path::new(named);
    if path.components().count() == 1 && !path.is_absolute() {
        return crate::hosts::find_on_path(named);
    }
    let path = match project {
        Some(p) if path.is_relative() => p.join(path),
        _ => path.to_path_buf(),
    };
    path.is_file().then_some(path)
}

/// Both run the same program: one file, or byte-identical copies (a `cargo install`ed binary
/// and the `target/release/` build it was copied from).
pub fn same_program(a: &Path, b: &Path) -> bool {
    let real = |p: &Path| dunce::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    if real(a) == real(b) {
        return true;
    }
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) if x.is_file() && y.is_file() && x.len() == y.len() => {
            matches!((std::fs::read(a), std::fs::read(b)), (Ok(x), Ok(y)) if x == y)
        }
        _ => false,
    }
}

/// A build in a cargo target folder (`…/target/debug/`, `…/target/release/`): `cargo clean`
/// deletes it, so hooks should never be pointed at it.
pub fn in_build_folder(binary: &Path) -> bool {
    let mut parts = binary
        .parent()
        .into_iter()
        .flat_map(|d| d.components().rev());
    let profile = parts.next();
    let target = parts.next();
    profile.is_some_and(|p| matches!(p.as_os_str().to_str(), Some("debug" | "release")))
        && target.is_some_and(|t| t.as_os_str() == "target")
}

/// How to get this binary on PATH: its folder, unless that is a build folder (never put
/// target/ on PATH: `cargo clean` deletes it), then `cargo install`.
pub fn put_on_path(binary: &Path) -> String {
    if in_build_folder(binary) {
        "install it (`cargo install --locked --path .` in its checkout) and keep ~/.cargo/bin on PATH".to_owned()
    } else {
        format!(
            "add {} to PATH",
            binary.parent().unwrap_or(binary).display()
        )
    }
}

/// `--scope S` (and `--project P` for a project's own files) for the install-hooks and
/// uninstall-hooks commands health-check advises.
pub fn scope_args(scope: Scope, project: Option<&Path>) -> String {
    let word = match scope {
        Scope::User => return "--scope user".to_owned(),
        Scope::Project => "project",
        Scope::Local => "local",
    };
    match project {
        Some(p) => format!(
            "--scope {word} --project {}",
            shell_word(&p.to_string_lossy())
        ),
        None => format!("--scope {word}"),
    }
}

/// `s` as one POSIX shell word (single-quoted when it holds anything a shell would split or
/// expand).
pub fn shell_word(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:@,=".contains(c))
    {
        s.to_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// What is wrong with the files of `scope` naming `named` when this is `binary`, with the
/// one action to take; `None` when it runs this program.
pub fn problem(named: &str, scope: Scope, project: Option<&Path>, binary: &Path) -> Option<String> {
    let again = format!(
        "`memory-manager install-hooks --host claude-code {}`",
        scope_args(scope, project)
    );
    let Some(found) = resolve(named, project) else {
        return Some(if named == PORTABLE {
            format!(
                "runs `{PORTABLE}` from PATH (a committed file names no one's home folder), and PATH has none here: {}",
                put_on_path(binary)
            )
        } else {
            format!("runs `{named}`, which does not exist: re-run {again}")
        });
    };
    if scope == Scope::Project && named != PORTABLE {
        return Some(format!(
            "a committed file runs `{named}`, a path on this machine that a teammate's checkout lacks: re-run {again} to name it from PATH"
        ));
    }
    if same_program(&found, binary) {
        return None;
    }
    let ours = if named == PORTABLE {
        format!("`{PORTABLE}` on PATH is {}", found.display())
    } else {
        format!("runs `{named}`")
    };
    Some(if in_build_folder(binary) {
        format!(
            "{ours}, not this build ({}): install this build (`cargo install --locked --path .`) and run the installed binary's health-check; never point hooks at target/, which `cargo clean` deletes",
            binary.display()
        )
    } else if named == PORTABLE {
        format!(
            "{ours}, not this binary ({}): put this one first on PATH, or run that one",
            binary.display()
        )
    } else {
        format!(
            "{ours}, not this binary ({}): stale path, re-run {again}",
            binary.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_binary_of_a_command() {
        let b = |c: &str| command_binary(c);
        assert_eq!(
            b("/opt/memory-manager hook --layout claude-code").as_deref(),
            Some("/opt/memory-manager")
        );
        assert_eq!(
            b("\"/a b/\\\"x\\\"/memory-manager\" hook").as_deref(),
            Some("/a b/\"x\"/memory-manager")
        );
        assert_eq!(b("memory-manager hook").as_deref(), Some("memory-manager"));
        assert_eq!(b("\"/unclosed hook"), None);
        assert_eq!(b(""), None);
    }

    #[test]
    fn build_folders() {
        assert!(in_build_folder(Path::new(
            "/w/p/target/release/memory-manager"
        )));
        assert!(in_build_folder(Path::new(
            "/w/p/target/debug/memory-manager"
        )));
        assert!(!in_build_folder(Path::new(
            "/home/a/.cargo/bin/memory-manager"
        )));
        assert!(!in_build_folder(Path::new("/release/memory-manager")));
    }

    #[test]
    fn copies_are_the_same_program() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b, c) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("c"),
        );
        std::fs::write(&a, b"\x7fELF same").unwrap();
        std::fs::write(&b, b"\x7fELF same").unwrap();
        std::fs::write(&c, b"\x7fELF diff").unwrap();
        assert!(same_program(&a, &a) && same_program(&a, &b));
        assert!(!same_program(&a, &c));
        assert!(!same_program(&a, &dir.path().join("missing")));
    }

    #[test]
    fn shell_words_and_scope_args() {
        assert_eq!(shell_word("/a/b"), "/a/b");
        assert_eq!(shell_word("/a b/it's"), "'/a b/it'\\''s'");
        assert_eq!(
            scope_args(Scope::User, Some(Path::new("/p"))),
            "--scope user"
        );
        assert_eq!(
            scope_args(Scope::Local, Some(Path::new("/p q"))),
            "--scope local --project '/p q'"
        );
    }
}
