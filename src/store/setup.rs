//! A new memory folder: the templates, and the git files that let a team commit it
//! (docs/FORMATS.md "Files", "Teams").

use std::path::PathBuf;

use anyhow::Result;

use super::candidates::Pool;
use super::doc::Doc;
use super::paths::{self, MemFile};
use super::{Tx, evolution_log_header, skills};
use crate::fsx;
use crate::text::Lang;

/// Union merges keep both sides of a conflict; with one fact per line that is what a team
/// wants, and the store repairs duplicates on its next write.
pub const GITATTRIBUTES: &str =
    "# memory-manager: one fact per line, so merges keep both sides\n*.md merge=union\n";

/// The folder's local state (lock, hook error log, spool, temp files of a write) is not
/// memory: a team that commits the folder should not commit it.
pub fn gitignore() -> String {
    format!(
        "# memory-manager: local state, not memory\n{}\n{}\n{}/\n{}\n.*.tmp-*\n",
        fsx::LOCK_FILE,
        paths::ERROR_LOG,
        paths::SPOOL_DIR,
        paths::EVOLVE_STATE,
    )
}

/// What `init` found: the files it created and those already there (never touched).
pub struct Created {
    pub created: Vec<PathBuf>,
    pub kept: Vec<PathBuf>,
}

impl Tx<'_> {
    /// Create every memory file that does not exist yet from its template in `lang`.
    pub fn init(&mut self, lang: Lang) -> Result<Created> {
        let p = self.paths().clone();
        let files = [
            (
                p.file(MemFile::Memory),
                Doc::template(MemFile::Memory, lang).render(),
            ),
            (
                p.file(MemFile::User),
                Doc::template(MemFile::User, lang).render(),
            ),
            (p.candidates(), Pool::template(lang)),
            (p.evolution_log(), evolution_log_header(lang).to_string()),
            (
                p.skills_dir().join("INDEX.md"),
                skills::index_template(lang).to_string(),
            ),
            (p.data_dir.join(".gitattributes"), GITATTRIBUTES.to_string()),
            (p.data_dir.join(".gitignore"), gitignore()),
        ];
        let mut done = Created {
            created: Vec::new(),
            kept: Vec::new(),
        };
        for (path, text) in files {
            if path.exists() {
                done.kept.push(path);
            } else {
                self.write_text(&path, text)?;
                done.created.push(path);
            }
        }
        Ok(done)
    }
}
