//! `consolidate`'s part: MEMORY.md lines whose every referent is gone, proposed for
//! closing — superseded by the same line with the new names when git knows where every gone
//! path went, else forgotten (archived: struck through, kept in the file).

use anyhow::Result;
use serde::Serialize;

use super::super::Provenance;
use super::super::Tx;
use super::super::edit::Seen;
use super::super::paths::MemFile;
use super::{Checker, GoneKind, project_of, renames};

/// What `consolidate` does (or would do) with one line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Replaced by `text`: every gone path was renamed.
    Supersede {
        text: String,
    },
    Forget,
}

#[derive(Debug, Clone, Serialize)]
pub struct Proposal {
    pub line: usize,
    pub fact: String,
    /// What the line names, all of it gone.
    pub gone: Vec<String>,
    /// Renames git knows of, old → new.
    pub renamed: Vec<(String, String)>,
    #[serde(flatten)]
    pub action: Action,
    /// With `--apply`: where the replacement landed (supersede).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_line: Option<usize>,
}

/// The proposals for MEMORY.md, acted on with `apply`; none when the store has no project.
pub fn propose(tx: &mut Tx, apply: bool) -> Result<Vec<Proposal>> {
    let Some(project) = project_of(tx.paths()) else {
        return Ok(Vec::new());
    };
    let checker = Checker::new(&project, None);
    let Ok(doc) = tx.doc(MemFile::Memory) else {
        return Ok(Vec::new());
    };
    let found: Vec<_> = doc
        .entries()
        .into_iter()
        .filter(|l| l.entry.is_active())
        .filter_map(|l| {
            let gone = checker.all_gone(&l.entry.fact)?;
            Some((l.line, l.entry.fact, gone))
        })
        .collect();
    if found.is_empty() {
        return Ok(Vec::new());
    }
    let git = if found
        .iter()
        .any(|(_, _, gone)| gone.iter().any(|g| g.kind == GoneKind::Path))
    {
        renames::renames(&project)
    } else {
        Default::default()
    };
    let exists = |p: &str| project.join(p).exists();
    let mut out = Vec::new();
    for (line, fact, gone) in found {
        let renamed: Vec<(String, String)> = gone
            .iter()
            .filter(|g| g.kind == GoneKind::Path)
            .filter_map(|g| Some((g.name.clone(), renames::new_name(&git, &g.name, exists)?)))
            .collect();
        let action = if renamed.len() == gone.len() {
            Action::Supersede {
                text: renamed_text(&fact, &renamed),
            }
        } else {
            Action::Forget
        };
        let mut new_line = None;
        if apply {
            match &action {
                Action::Supersede { text } => {
                    let done = tx.supersede(
                        MemFile::Memory,
                        line,
                        Seen::Text(&fact),
                        text,
                        &Provenance::Manual,
                    )?;
                    new_line = Some(done.new_line);
                }
                Action::Forget => {
                    tx.forget(MemFile::Memory, line, Seen::Text(&fact), false)?;
                }
            }
        }
        out.push(Proposal {
            line,
            fact,
            gone: gone.into_iter().map(|g| g.name).collect(),
            renamed,
            action,
            new_line,
        });
    }
    Ok(out)
}

/// `fact` with each old path replaced by its new name, in the form it was written (a
/// Windows-style path keeps its backslashes).
fn renamed_text(fact: &str, renamed: &[(String, String)]) -> String {
    let mut text = fact.to_string();
    for (old, new) in renamed {
        let windows_old = old.replace('/', "\\");
        if text.contains(old.as_str()) {
            text = text.replace(old.as_str(), new);
        } else if text.contains(&windows_old) {
            text = text.replace(&windows_old, &new.replace('/', "\\"));
        }
    }
    text
}
