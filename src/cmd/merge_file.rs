//! `merge-file %O %A %B [%P]`: git's merge driver for memory files. Reads the three
//! versions, writes the merge over %A, exits 0; a version it cannot read is named with its
//! lines and the exit is 1, so git keeps its own conflict (docs/FORMATS.md "Teams").

use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::cli::MergeFile;
use crate::cmd::{Ctx, Run};
use crate::fsx;
use crate::store::merge::{self, Kind};

impl Run for MergeFile {
    fn run(&self, _ctx: &Ctx) -> Result<ExitCode> {
        let name = self
            .path
            .clone()
            .unwrap_or_else(|| self.ours.display().to_string());
        let read = |side: &'static str, path: &std::path::Path| -> Result<_> {
            let bytes =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            Ok(merge::read_side(side, &bytes))
        };
        let sides = [
            read("base", &self.base)?,
            read("ours", &self.ours)?,
            read("theirs", &self.theirs)?,
        ];
        let mut texts = Vec::new();
        for side in sides {
            match side {
                Ok(t) => texts.push(t),
                Err(u) => {
                    let lines: Vec<String> = u.lines.iter().map(|n| format!("L{n}")).collect();
                    eprintln!(
                        "memory-manager merge-file: {name}: {} version {} at {}: left to git's conflict",
                        u.side,
                        u.why,
                        lines.join(", ")
                    );
                    return Ok(ExitCode::from(1));
                }
            }
        }
        let merged = merge::merge(Kind::of_path(&name), &texts[0], &texts[1], &texts[2]);
        fsx::atomic_write(&self.ours, merged.as_bytes())
            .with_context(|| format!("cannot write {}", self.ours.display()))?;
        Ok(ExitCode::SUCCESS)
    }
}
