//! Memory that stays true (docs/RECALL.md "Memory that stays true"): what a MEMORY.md line
//! names in the project — a path, a package, a script — checked when the line is about to be
//! injected. A line whose referent is gone is still shown, marked, and ranked below the lines
//! that are fine; `consolidate` proposes closing a line whose every referent is gone.
//!
//! Referents are read from the line's text when it is checked (a scan of one line, no
//! allocation unless it names something); paths are one `stat` each against the project
//! root; manifests are read once per run, and only when a line names a package or script
//! (`manifests`, cached by mtime). Git is never used here (only by `consolidate`,
//! [`renames`]). USER.md is about the person across projects, so its lines are not checked.

mod extract;
mod manifests;
mod propose;
pub mod renames;

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

pub use extract::{Referent, Runner, extract};
pub use manifests::Manifests;
pub use propose::{Action, Proposal, propose};

use super::Store;
use super::paths::{Layout, MemFile, Paths};
use super::recall::Hit;

/// What kind of thing a gone referent was: said differently to the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GoneKind {
    Path,
    Package,
    Script,
}

/// A referent of a line that no longer exists in the project.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Gone {
    pub kind: GoneKind,
    /// As the line names it: `src/old.rs`, `left-pad`, `npm run build`.
    pub name: String,
}

/// A ranked line and what it names that is gone (empty: nothing known to be gone).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Marked {
    #[serde(flatten)]
    pub hit: Hit,
    /// What the line names that is gone, as named.
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "names")]
    pub stale: Vec<Gone>,
}

fn names<S: serde::Serializer>(gone: &[Gone], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(gone.iter().map(|g| g.name.as_str()))
}

/// A referent, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Fine,
    Gone,
    /// Not checkable here (a prose path whose first folder does not exist, a package with
    /// no manifest): as if the line did not name it.
    Unknown,
}

/// Checks referents against one project's working tree.
pub struct Checker {
    project: PathBuf,
    cache_dir: Option<PathBuf>,
    manifests: OnceCell<Manifests>,
    packages: OnceCell<Vec<PathBuf>>,
    /// Whether a first folder exists, asked once per run.
    tops: RefCell<HashMap<String, bool>>,
}

impl Checker {
    pub fn new(project: &Path, cache_dir: Option<&Path>) -> Checker {
        Checker {
            project: project.to_path_buf(),
            cache_dir: cache_dir.map(Path::to_path_buf),
            manifests: OnceCell::new(),
            packages: OnceCell::new(),
            tops: RefCell::new(HashMap::new()),
        }
    }

    fn manifests(&self) -> &Manifests {
        self.manifests
            .get_or_init(|| manifests::load(&self.project, self.cache_dir.as_deref()))
    }

    fn top_exists(&self, path: &str) -> bool {
        let top = path.split('/').next().unwrap_or(path);
        *self
            .tops
            .borrow_mut()
            .entry(top.to_string())
            .or_insert_with(|| self.project.join(top).is_dir())
    }

    /// Whether `path` exists at the project's root or, in a monorepo, inside one of its
    /// packages (a rule about `packages/web` may say `src/app.ts`).
    fn path_exists(&self, path: &str) -> bool {
        let exists = |p: &Path| std::fs::symlink_metadata(p.join(path)).is_ok();
        exists(&self.project) || self.packages().iter().any(|p| exists(p))
    }

    /// The folders of a monorepo's packages (`packages/*`, `apps/*`, …), listed once per run
    /// and only when a path is missing at the root.
    fn packages(&self) -> &[PathBuf] {
        self.packages
            .get_or_init(|| manifests::workspace_packages(&self.project))
    }

    fn status(&self, r: &Referent) -> Status {
        let seen = |exists: bool| if exists { Status::Fine } else { Status::Gone };
        match r {
            Referent::Path { path, needs_top } => {
                if *needs_top && !self.top_exists(path) {
                    return Status::Unknown;
                }
                seen(self.path_exists(path))
            }
            Referent::Glob { glob, needs_top } => {
                if *needs_top && !self.top_exists(glob) {
                    return Status::Unknown;
                }
                match glob_matches(&self.project, glob) {
                    Some(found) => seen(found),
                    None => Status::Unknown,
                }
            }
            Referent::Package { name, .. } => {
                let m = self.manifests();
                if !m.has_packages {
                    Status::Unknown
                } else {
                    seen(!m.package_gone(name))
                }
            }
            Referent::Script { runner, name, .. } => {
                let m = self.manifests();
                let known = match runner {
                    Runner::Npm => m.has_npm,
                    Runner::Just => m.has_just,
                    Runner::Make => m.has_make,
                };
                if !known {
                    Status::Unknown
                } else {
                    seen(!m.script_gone(*runner, name))
                }
            }
        }
    }

    /// The checkable referents of `text` with whether each is gone.
    fn checked(&self, text: &str) -> Vec<(Referent, bool)> {
        extract(text)
            .into_iter()
            .filter_map(|r| match self.status(&r) {
                Status::Fine => Some((r, false)),
                Status::Gone => Some((r, true)),
                Status::Unknown => None,
            })
            .collect()
    }

    /// What `text` names that is gone.
    pub fn gone(&self, text: &str) -> Vec<Gone> {
        self.checked(text)
            .into_iter()
            .filter(|(_, gone)| *gone)
            .map(|(r, _)| gone_of(&r))
            .collect()
    }

    /// What `text` names, when it names something and all of it is gone.
    pub fn all_gone(&self, text: &str) -> Option<Vec<Gone>> {
        let checked = self.checked(text);
        (!checked.is_empty() && checked.iter().all(|(_, gone)| *gone))
            .then(|| checked.iter().map(|(r, _)| gone_of(r)).collect())
    }

    pub fn project(&self) -> &Path {
        &self.project
    }
}

fn gone_of(r: &Referent) -> Gone {
    let kind = match r {
        Referent::Path { .. } | Referent::Glob { .. } => GoneKind::Path,
        Referent::Package { .. } => GoneKind::Package,
        Referent::Script { .. } => GoneKind::Script,
    };
    Gone {
        kind,
        name: r.shown().to_string(),
    }
}

/// Whether anything matches `glob` under `project`: the folder before the first wildcard
/// is listed when the wildcard is in the last part; with one in a folder part (or `**`),
/// only that folder's existence is known (`None` when it exists: not checkable cheaply).
fn glob_matches(project: &Path, glob: &str) -> Option<bool> {
    let (dir, last) = glob.rsplit_once('/').unwrap_or(("", glob));
    if dir.contains(['*', '?']) || last.contains("**") {
        let fixed: Vec<&str> = dir
            .split('/')
            .take_while(|s| !s.contains(['*', '?']))
            .collect();
        return if project.join(fixed.join("/")).is_dir() {
            None
        } else {
            Some(false)
        };
    }
    let Ok(entries) = std::fs::read_dir(project.join(dir)) else {
        return Some(false);
    };
    Some(entries.filter_map(|e| e.ok()).any(|e| {
        e.file_name()
            .to_str()
            .is_some_and(|name| wildcard(last.as_bytes(), name.as_bytes()))
    }))
}

/// `*` and `?` matching, as a shell matches one path part.
fn wildcard(pattern: &[u8], name: &[u8]) -> bool {
    match (pattern.first(), name.first()) {
        (None, None) => true,
        (Some(b'*'), _) => {
            wildcard(&pattern[1..], name) || (!name.is_empty() && wildcard(pattern, &name[1..]))
        }
        (Some(b'?'), Some(_)) => wildcard(&pattern[1..], &name[1..]),
        (Some(p), Some(n)) if p == n => wildcard(&pattern[1..], &name[1..]),
        _ => false,
    }
}

/// The project whose tree MEMORY.md's lines are checked against: the Claude Code layout's
/// project (not the home folder). A `--root` folder or an OpenClaw workspace is not a code
/// project, so their lines are not checked.
pub fn project_of(paths: &Paths) -> Option<PathBuf> {
    if paths.layout != Layout::ClaudeCode {
        return None;
    }
    let anchor = |dir: &Path| {
        paths
            .anchored
            .iter()
            .find(|(d, _)| d == dir)
            .map(|(_, a)| a.clone())
    };
    let project = anchor(&paths.memory_dir)?;
    (anchor(&paths.user_dir).as_ref() != Some(&project)).then_some(project)
}

impl Store {
    /// A checker for this store's project, when it has one.
    pub fn referents(&self) -> Option<Checker> {
        project_of(&self.paths).map(|p| Checker::new(&p, self.cache_dir.as_deref()))
    }

    /// `hits` with what each names that is gone, those with nothing gone first (order kept
    /// within each part): a stale line is still shown, below the lines that are fine.
    pub fn mark_stale(&self, hits: Vec<Hit>) -> Vec<Marked> {
        let checker = self.referents();
        let (mut fine, mut stale): (Vec<Marked>, Vec<Marked>) = hits
            .into_iter()
            .map(|hit| {
                let stale = match &checker {
                    Some(c) if hit.file == MemFile::Memory => c.gone(&hit.fact),
                    _ => Vec::new(),
                };
                Marked { hit, stale }
            })
            .partition(|m| m.stale.is_empty());
        fine.append(&mut stale);
        fine
    }

    /// How many active MEMORY.md lines name something that is gone (for `health-check`);
    /// `None` when the store has no project to check against.
    pub fn stale_count(&self) -> anyhow::Result<Option<usize>> {
        let Some(checker) = self.referents() else {
            return Ok(None);
        };
        let Some(doc) = self.read_doc(MemFile::Memory)? else {
            return Ok(Some(0));
        };
        Ok(Some(
            doc.entries()
                .iter()
                .filter(|l| l.entry.is_active() && !checker.gone(&l.entry.fact).is_empty())
                .count(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards() {
        assert!(wildcard(b"*.md", b"README.md"));
        assert!(wildcard(b"a?c*", b"abcdef"));
        assert!(!wildcard(b"*.md", b"main.rs"));
        assert!(wildcard(b"*", b""));
    }

    #[test]
    fn referents_are_checked_against_the_tree() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path();
        std::fs::create_dir_all(p.join("src/store")).unwrap();
        std::fs::create_dir_all(p.join("docs")).unwrap();
        std::fs::write(p.join("src/store/tx.rs"), "").unwrap();
        std::fs::write(p.join("docs/a.md"), "").unwrap();
        std::fs::write(
            p.join("package.json"),
            r#"{"dependencies":{"zod":"3"},"scripts":{"build":"tsc"}}"#,
        )
        .unwrap();
        let c = Checker::new(p, None);
        let gone = |t: &str| c.gone(t).into_iter().map(|g| g.name).collect::<Vec<_>>();
        assert_eq!(
            gone("Edit `src/store/tx.rs` and `src/old.rs`"),
            ["src/old.rs"]
        );
        assert_eq!(gone(r"see src\store\gone.rs"), ["src/store/gone.rs"]);
        // Prose under a folder the project does not have: not a referent.
        assert!(gone("Deno/Node.js and lib/x.rs").is_empty());
        assert!(gone("Docs in `docs/*.md`").is_empty());
        assert_eq!(gone("Specs in `specs/*.md`"), ["specs/*.md"]);
        assert_eq!(gone("`docs/*.txt` are generated"), ["docs/*.txt"]);
        assert_eq!(
            gone("The `zod` and `left-pad` dependencies; `npm run build` then `npm run dev`"),
            ["left-pad", "npm run dev"]
        );
        assert!(c.all_gone("`src/old.rs` and `src/store/tx.rs`").is_none());
        assert_eq!(
            c.all_gone("`src/old.rs` and `npm run dev`")
                .map(|g| g.len()),
            Some(2)
        );
        assert!(c.all_gone("Prefer tabs").is_none());
        // A path inside a monorepo package, written from the package.
        std::fs::create_dir_all(p.join("packages/web/src")).unwrap();
        std::fs::write(p.join("packages/web/src/app.ts"), "").unwrap();
        let fresh = Checker::new(p, None);
        assert!(fresh.gone("web: `src/app.ts` boots it").is_empty());
        assert_eq!(
            fresh.gone("web: `src/main.ts` boots it")[0].name,
            "src/main.ts"
        );
    }
}
