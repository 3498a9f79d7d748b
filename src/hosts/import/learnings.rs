//! self-improving-agent's `.learnings/`: `LEARNINGS.md` (corrections, knowledge gaps, best
//! practices), `ERRORS.md` (failures) and `FEATURE_REQUESTS.md`, one entry per
//! `## [LRN-20250115-001] category` heading with `**Status**:`, `### Summary`,
//! `### Suggested Action` and `- Recurrence-Count: N` / `- Pattern-Key: k` metadata (the
//! format of its SKILL.md, 4.0.0). A learning is a lesson not yet confirmed, so it becomes a
//! candidate, seen as often as it recurred; the pool and `evolve` take it from there.

use std::path::Path;

use anyhow::Result;

use super::{Dest, Found, Item, Places, files_in, read_file, shown};
use crate::store::candidates::CandidateKind;

pub(super) fn read(path: Option<&Path>, places: &Places, found: &mut Found) -> Result<()> {
    let files = match path {
        Some(p) if p.is_file() => vec![p.to_path_buf()],
        Some(dir) if dir.join(".learnings").is_dir() => files_in(&dir.join(".learnings"), &[".md"]),
        Some(dir) => files_in(dir, &[".md"]),
        None => files_in(&places.project.join(".learnings"), &[".md"]),
    };
    let required = path.is_some_and(Path::is_file);
    // One lesson per Pattern-Key: its recurrences across entries add up.
    let mut by_key: Vec<(String, usize)> = Vec::new();
    for f in files {
        let Some(text) = read_file(&f, required)? else {
            continue;
        };
        let name = shown(&f, places);
        found.files.push(name.clone());
        for e in entries(&text) {
            let origin = format!("{name}:L{}", e.line);
            let status = e.status.to_ascii_lowercase();
            if e.id.starts_with("FEAT") {
                found.refuse(origin, &e.headline(), "a feature request, not a memory");
                continue;
            }
            if status == "wont_fix" {
                found.refuse(origin, &e.headline(), "marked wont_fix in the learnings");
                continue;
            }
            if status.starts_with("promoted") {
                found.refuse(
                    origin,
                    &e.headline(),
                    format!(
                        "already promoted{}: import the file it went to (agents-md, claude-code)",
                        e.promoted_to
                            .as_deref()
                            .map(|p| format!(" to {p}"))
                            .unwrap_or_default()
                    ),
                );
                continue;
            }
            let Some(summary) = e.summary.clone() else {
                found.refuse(origin, &e.headline(), "no ### Summary to learn from");
                continue;
            };
            let error = e.id.starts_with("ERR");
            let (text, fix) = if error {
                (summary, e.action.clone())
            } else {
                match &e.action {
                    Some(a) => (format!("{summary} → {a}"), None),
                    None => (summary, None),
                }
            };
            let sightings = e.recurrence.unwrap_or(1).clamp(1, 99);
            if let Some(key) = &e.pattern_key
                && let Some(&(_, idx)) = by_key.iter().find(|(k, _)| k == key)
                && let Dest::Candidate { sightings: s, .. } = &mut found.items[idx].dest
            {
                *s = s.saturating_add(sightings);
                continue;
            }
            if let Some(key) = &e.pattern_key {
                by_key.push((key.clone(), found.items.len()));
            }
            found.items.push(Item {
                origin,
                file: name.clone(),
                text,
                dest: Dest::Candidate {
                    kind: if error {
                        CandidateKind::Error
                    } else {
                        CandidateKind::Rule
                    },
                    sightings,
                    fix,
                },
            });
        }
    }
    Ok(())
}

/// One `## [ID] category` entry.
#[derive(Debug, Default, PartialEq)]
struct Entry {
    line: usize,
    id: String,
    category: String,
    status: String,
    promoted_to: Option<String>,
    summary: Option<String>,
    action: Option<String>,
    recurrence: Option<u32>,
    pattern_key: Option<String>,
}

impl Entry {
    fn headline(&self) -> String {
        match &self.summary {
            Some(s) => format!("[{}] {s}", self.id),
            None => format!("[{}] {}", self.id, self.category),
        }
    }
}

/// The entries of one learnings file. Text outside entries (the file's own header and
/// templates in code blocks) is not an entry.
fn entries(text: &str) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut part: Option<&str> = None;
    let mut fence = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        if let Some(rest) = t.strip_prefix("## [")
            && let Some((id, category)) = rest.split_once(']')
        {
            out.push(Entry {
                line: i + 1,
                id: id.trim().to_string(),
                category: category.trim().to_string(),
                ..Entry::default()
            });
            part = None;
            continue;
        }
        let Some(e) = out.last_mut() else { continue };
        if t.starts_with("## ") || t == "---" {
            part = None;
            continue;
        }
        if let Some(h) = t.strip_prefix("### ") {
            part = Some(match h.trim().to_ascii_lowercase().as_str() {
                "summary" => "summary",
                "suggested action" => "action",
                _ => "other",
            });
            continue;
        }
        if let Some(v) = field(t, "Status") {
            e.status = v.to_string();
            continue;
        }
        if let Some(v) = field(t, "Promoted") {
            e.promoted_to = Some(v.to_string());
            continue;
        }
        if let Some(v) = meta(t, "Recurrence-Count") {
            e.recurrence = v.split_whitespace().next().and_then(|n| n.parse().ok());
            continue;
        }
        if let Some(v) = meta(t, "Pattern-Key") {
            e.pattern_key = v.split_whitespace().next().map(str::to_string);
            continue;
        }
        if t.is_empty() {
            continue;
        }
        let slot = match part {
            Some("summary") => &mut e.summary,
            Some("action") => &mut e.action,
            _ => continue,
        };
        match slot {
            Some(s) => {
                s.push(' ');
                s.push_str(t);
            }
            None => *slot = Some(t.to_string()),
        }
    }
    out
}

/// `**Name**: value`.
fn field<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let rest = line
        .strip_prefix("**")?
        .strip_prefix(name)?
        .strip_prefix("**")?;
    Some(rest.strip_prefix(':')?.trim())
}

/// `- Name: value` in the Metadata list.
fn meta<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let rest = line.strip_prefix("- ")?.strip_prefix(name)?;
    Some(rest.strip_prefix(':')?.trim())
}

#[cfg(test)]
mod tests {
    use super::entries;

    #[test]
    fn an_entry_is_read_with_its_status_summary_action_and_counts() {
        let text = "# Learnings\n\n```markdown\n## [LRN-YYYYMMDD-XXX] category\n```\n\n## [LRN-20250115-002] knowledge_gap\n\n**Logged**: 2025-01-15T14:22:00Z\n**Status**: resolved\n\n### Summary\nProject uses pnpm not npm\n\n### Suggested Action\nUse `pnpm install`.\n\n### Metadata\n- Pattern-Key: deps.pnpm\n- Recurrence-Count: 3\n\n---\n";
        let e = entries(text);
        assert_eq!(e.len(), 1, "{e:?}");
        assert_eq!(e[0].id, "LRN-20250115-002");
        assert_eq!(e[0].line, 7);
        assert_eq!(e[0].status, "resolved");
        assert_eq!(e[0].summary.as_deref(), Some("Project uses pnpm not npm"));
        assert_eq!(e[0].action.as_deref(), Some("Use `pnpm install`."));
        assert_eq!(e[0].recurrence, Some(3));
        assert_eq!(e[0].pattern_key.as_deref(), Some("deps.pnpm"));
    }
}
