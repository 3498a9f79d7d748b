//! A claude-mem export (its `scripts/export-memories.ts`: `{"observations": [...],
//! "sessions": [...], "summaries": [...], "prompts": [...]}`). Observations are what it
//! remembers; each has a `type` (decision, bugfix, feature, refactor, discovery, change), a
//! `title` and a `subtitle`. A decision is a decision here and a bug fix a correction; the
//! other types record an episode of past work, not a standing rule, and are listed as such.

use std::path::Path;

use anyhow::{Context, Result, bail};
use serde_json::Value;

use super::{Dest, Found, Item, Places, read_file, shown};
use crate::store::doc::Section;

pub(super) fn read(file: &Path, places: &Places, found: &mut Found) -> Result<()> {
    let text = read_file(file, true)?.expect("a required file is read or an error");
    let name = shown(file, places);
    // serde_json refuses nesting past 128 levels: a hostile file is an error, not a crash.
    let json: Value = serde_json::from_str(&text)
        .with_context(|| format!("{name} is not a claude-mem export (not JSON)"))?;
    let Some(observations) = json.get("observations").and_then(Value::as_array) else {
        bail!("{name} is not a claude-mem export: it has no \"observations\" list");
    };
    found.files.push(name.clone());
    for (i, o) in observations.iter().enumerate() {
        let id = o
            .get("id")
            .map(|v| v.to_string())
            .unwrap_or_else(|| (i + 1).to_string());
        let origin = format!("{name}#observation-{id}");
        let field = |k: &str| {
            o.get(k)
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|s| !s.is_empty())
        };
        let kind = field("type").unwrap_or("");
        let text = match (field("title"), field("subtitle")) {
            (Some(t), Some(s)) if !t.contains(s) => format!("{t} — {s}"),
            (Some(t), _) => t.to_string(),
            (None, _) => match field("text") {
                Some(t) => t.to_string(),
                None => {
                    found.refuse(origin, kind, "an observation with no title or text");
                    continue;
                }
            },
        };
        let section = match kind {
            "decision" => Section::Decisions,
            "bugfix" => Section::Corrections,
            other => {
                found.refuse(
                    origin,
                    &text,
                    format!(
                        "a {} observation: an episode of past work, not a standing rule (import keeps decisions and bug fixes)",
                        if other.is_empty() { "typeless" } else { other }
                    ),
                );
                continue;
            }
        };
        found.items.push(Item {
            origin,
            file: name.clone(),
            text,
            dest: Dest::Entry(section),
        });
    }
    Ok(())
}
