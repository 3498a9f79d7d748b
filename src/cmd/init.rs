//! `init [--lang zh|en]`: create the memory files from templates; never overwrite.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Init, LangArg};
use crate::cmd::{Ctx, Run};
use crate::fsx;
use crate::store::candidates::Pool;
use crate::store::doc::Doc;
use crate::store::paths::{self, MemFile};
use crate::text::Lang;

/// Union merges keep both sides of a conflict; with one fact per line that is what a team
/// wants, and the store repairs duplicates on its next write.
const GITATTRIBUTES: &str =
    "# memory-manager: one fact per line, so merges keep both sides\n*.md merge=union\n";

/// The folder's local state (lock, hook error log, spool, temp files of a write) is not
/// memory: a team that commits the folder should not commit it.
fn gitignore() -> String {
    format!(
        "# memory-manager: local state, not memory\n{}\n{}\n{}/\n.*.tmp-*\n",
        fsx::LOCK_FILE,
        paths::ERROR_LOG,
        paths::SPOOL_DIR
    )
}

impl Run for Init {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let lang = match self.lang {
            Some(LangArg::Zh) => Lang::Zh,
            Some(LangArg::En) => Lang::En,
            None => ctx.env.locale,
        };
        let p = store.paths.clone();
        let zh = lang == Lang::Zh;
        let files = vec![
            (
                p.file(MemFile::Memory),
                Doc::template(MemFile::Memory, lang).render(),
            ),
            (
                p.file(MemFile::User),
                Doc::template(MemFile::User, lang).render(),
            ),
            (p.candidates(), Pool::template(zh)),
            (
                p.evolution_log(),
                crate::store::evolution_log_header(zh).to_string(),
            ),
            (
                p.skills_dir().join("INDEX.md"),
                super::add_skill::index_template(zh).to_string(),
            ),
            (p.data_dir.join(".gitattributes"), GITATTRIBUTES.to_string()),
            (p.data_dir.join(".gitignore"), gitignore()),
        ];
        let (created, kept) = store.transaction(|tx| {
            let mut created = Vec::new();
            let mut kept = Vec::new();
            for (path, text) in files {
                if path.exists() {
                    kept.push(path);
                } else {
                    tx.write_text(&path, text)?;
                    created.push(path);
                }
            }
            Ok((created, kept))
        })?;
        println!(
            "memory folder: {} (layout {})",
            p.data_dir.display(),
            p.layout.name()
        );
        for path in &created {
            println!("  created {}", path.display());
        }
        for path in &kept {
            println!("  kept    {} (already there, not touched)", path.display());
        }
        Ok(ExitCode::SUCCESS)
    }
}
