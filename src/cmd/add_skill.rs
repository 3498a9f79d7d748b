//! `add-skill NAME DESCRIPTION`: register a skill in skills/INDEX.md and MEMORY.md 🔗.

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::cli::AddSkill;
use crate::cmd::{Ctx, Run};
use crate::store::Source;
use crate::store::doc::Section;

pub(crate) fn index_template(zh: bool) -> &'static str {
    if zh {
        "# 技能索引\n\n## 已批准\n\n## 待批准(自动生成)\n"
    } else {
        "# Skill index\n\n## Approved\n\n## Awaiting approval (auto-generated)\n"
    }
}

/// Skill names become folder names: keep them to a safe, portable alphabet.
pub(crate) fn check_name(name: &str) -> Result<()> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !name.starts_with('-');
    if !ok {
        bail!("skill name {name:?} must be 1-64 letters, digits, '-' or '_'");
    }
    Ok(())
}

/// Insert `line` at the end of the index's `nth` list section (0 approved, 1 awaiting).
pub(crate) fn add_to_index(index: &str, nth: usize, line: &str) -> String {
    let mut lines: Vec<&str> = index.lines().collect();
    let headings: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("## "))
        .collect();
    let at = match headings.get(nth) {
        Some(&h) => {
            let end = headings.get(nth + 1).copied().unwrap_or(lines.len());
            let mut at = end;
            while at > h + 1 && lines[at - 1].trim().is_empty() {
                at -= 1;
            }
            at
        }
        None => lines.len(),
    };
    let needs_blank = at > 0 && lines[at - 1].starts_with("## ");
    lines.insert(at, line);
    if needs_blank {
        lines.insert(at, "");
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

pub(crate) fn listed(index: &str, name: &str) -> bool {
    let needle = format!("**{name}**");
    index.lines().any(|l| l.contains(&needle))
}

impl Run for AddSkill {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (name, description) = (self.name.as_str(), self.description.as_str());
        check_name(name)?;
        if description.trim().is_empty() {
            bail!("the description is empty");
        }
        let store = ctx.store()?;
        let placed = store.transaction(|tx| {
            let path = tx.paths().skills_dir().join("INDEX.md");
            let zh = store.lang() == crate::text::Lang::Zh;
            let index = tx
                .read_text(&path)?
                .unwrap_or_else(|| index_template(zh).to_string());
            if listed(&index, name) {
                bail!("skill {name:?} is already in skills/INDEX.md");
            }
            let line = format!("- **{name}** — {}", description.trim());
            tx.write_text(&path, add_to_index(&index, 0, &line))?;
            let placed = tx.add_entry(
                Section::Skills,
                &format!("{name}: {} → skills/INDEX.md", description.trim()),
                &Source::Manual,
                false,
            )?;
            tx.log_evolution(&format!("skill · added {name}"))?;
            Ok(placed)
        })?;
        println!("added skill {name} to skills/INDEX.md");
        println!("{}", super::write_memory::describe(&placed));
        Ok(ExitCode::SUCCESS)
    }
}
