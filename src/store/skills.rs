//! The skill index (`skills/INDEX.md`) and skill drafts (`skills/auto-generated/NAME/`)
//! (docs/FORMATS.md "Skills").

use anyhow::{Result, bail};

use super::doc::Section;
use super::{Placed, Provenance, Tx};
use crate::redact::redact_line;
use crate::text::Lang;

pub fn index_template(lang: Lang) -> &'static str {
    if lang.is_zh() {
        "# 技能索引\n\n## 已批准\n\n## 待批准(自动生成)\n"
    } else {
        "# Skill index\n\n## Approved\n\n## Awaiting approval (auto-generated)\n"
    }
}

/// Skill names become folder names: keep them to a safe, portable alphabet.
pub fn check_name(name: &str) -> Result<()> {
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
pub fn add_to_index(index: &str, nth: usize, line: &str) -> String {
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
    // The file's own line ending (a CRLF index stays CRLF).
    let eol = if index.contains("\r\n") { "\r\n" } else { "\n" };
    let mut out = lines.join(eol);
    out.push_str(eol);
    out
}

pub fn listed(index: &str, name: &str) -> bool {
    let needle = format!("**{name}**");
    index.lines().any(|l| l.contains(&needle))
}

impl Tx<'_> {
    /// Register a skill in `skills/INDEX.md` (approved) and MEMORY.md 🔗; logged.
    pub fn add_skill(&mut self, name: &str, description: &str) -> Result<Placed> {
        check_name(name)?;
        let description = redact_line(description);
        if description.is_empty() {
            bail!("the description is empty");
        }
        let path = self.paths().skills_dir().join("INDEX.md");
        let lang = self.lang()?;
        let index = self
            .read_text(&path)?
            .unwrap_or_else(|| index_template(lang).to_string());
        if listed(&index, name) {
            bail!("skill {name:?} is already in skills/INDEX.md");
        }
        let line = format!("- **{name}** — {description}");
        self.write_text(&path, add_to_index(&index, 0, &line))?;
        let placed = self.add_entry(
            Section::Skills,
            &format!("{name}: {description} → skills/INDEX.md"),
            &Provenance::Manual,
            false,
        )?;
        self.log_evolution(&format!("skill · added {name}"))?;
        Ok(placed)
    }

    /// Draft a skill from `steps` under `skills/auto-generated/NAME/SKILL.md`, listed in the
    /// index as awaiting approval (nothing runs it until a person approves); logged. Returns
    /// the draft's path.
    pub fn draft_skill(
        &mut self,
        name: &str,
        steps: &[String],
        description: Option<&str>,
    ) -> Result<std::path::PathBuf> {
        check_name(name)?;
        let steps: Vec<String> = steps
            .iter()
            .map(|s| redact_line(s))
            .filter(|s| !s.is_empty())
            .collect();
        if steps.is_empty() {
            bail!("a skill needs at least one non-empty --step");
        }
        let lang = self.lang()?;
        let description = description
            .map(redact_line)
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| steps[0].clone());
        let dir = self.paths().skills_dir().join("auto-generated").join(name);
        let skill = dir.join("SKILL.md");
        let index_path = self.paths().skills_dir().join("INDEX.md");
        let index = self
            .read_text(&index_path)?
            .unwrap_or_else(|| index_template(lang).to_string());
        if listed(&index, name) || skill.exists() {
            bail!("skill {name:?} already exists");
        }
        let mut text = format!(
            "---\nname: {name}\ndescription: {description}\nstatus: awaiting-approval\ncreated: {}\n---\n\n# {name}\n\n",
            self.today().format("%Y-%m-%d")
        );
        text.push_str(if lang.is_zh() {
            "## 步骤\n\n"
        } else {
            "## Steps\n\n"
        });
        for (i, s) in steps.iter().enumerate() {
            text.push_str(&format!("{}. {s}\n", i + 1));
        }
        self.write_text(&skill, text)?;
        let line = format!("- **{name}** — {description} (skills/auto-generated/{name}/SKILL.md)");
        self.write_text(&index_path, add_to_index(&index, 1, &line))?;
        self.log_evolution(&format!("skill · drafted {name} (awaiting approval)"))?;
        Ok(skill)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_keeps_its_line_endings() {
        let crlf = "# Skill index\r\n\r\n## Approved\r\n\r\n## Awaiting approval\r\n";
        let out = add_to_index(crlf, 0, "- **x** — y");
        assert_eq!(
            out,
            "# Skill index\r\n\r\n## Approved\r\n\r\n- **x** — y\r\n\r\n## Awaiting approval\r\n"
        );
        let lf = add_to_index(index_template(Lang::En), 1, "- **z** — w");
        assert!(
            !lf.contains('\r') && lf.ends_with("- **z** — w\n"),
            "{lf:?}"
        );
    }
}
