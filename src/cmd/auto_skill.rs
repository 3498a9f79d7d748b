//! `auto-skill NAME --step … --step …`: a skill draft under skills/auto-generated/NAME/,
//! listed in skills/INDEX.md as awaiting approval. Nothing runs it until a person approves.

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::cli::AutoSkill;
use crate::cmd::{Ctx, Run};
use crate::redact::redact;
use crate::text::Lang;

use super::add_skill::{add_to_index, check_name, index_template, listed};

impl Run for AutoSkill {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (name, steps, description) =
            (self.name.as_str(), &self.steps, self.description.as_deref());
        check_name(name)?;
        let steps: Vec<String> = steps
            .iter()
            .map(|s| redact(s.trim()).into_owned())
            .filter(|s| !s.is_empty())
            .collect();
        if steps.is_empty() {
            bail!("a skill needs at least one non-empty --step");
        }
        let store = ctx.store()?;
        let zh = store.lang() == Lang::Zh;
        let description = description
            .map(|d| redact(d.trim()).into_owned())
            .unwrap_or_else(|| steps[0].clone());
        let path = store.transaction(|tx| {
        let dir = tx.paths().skills_dir().join("auto-generated").join(name);
        let skill = dir.join("SKILL.md");
        let index_path = tx.paths().skills_dir().join("INDEX.md");
        let index = tx.read_text(&index_path)?.unwrap_or_else(|| index_template(zh).to_string());
        if listed(&index, name) || skill.exists() {
            bail!("skill {name:?} already exists");
        }
        let mut text = format!(
            "---\nname: {name}\ndescription: {description}\nstatus: awaiting-approval\ncreated: {}\n---\n\n# {name}\n\n",
            tx.today().format("%Y-%m-%d")
        );
        text.push_str(if zh { "## 步骤\n\n" } else { "## Steps\n\n" });
        for (i, s) in steps.iter().enumerate() {
            text.push_str(&format!("{}. {s}\n", i + 1));
        }
        tx.write_text(&skill, text)?;
        let line = format!("- **{name}** — {description} (skills/auto-generated/{name}/SKILL.md)");
        tx.write_text(&index_path, add_to_index(&index, 1, &line))?;
        tx.log_evolution(&format!("skill · drafted {name} (awaiting approval)"))?;
        Ok(skill)
    })?;
        println!(
            "drafted {} ({} steps), listed in skills/INDEX.md as awaiting approval",
            path.display(),
            steps.len()
        );
        Ok(ExitCode::SUCCESS)
    }
}
