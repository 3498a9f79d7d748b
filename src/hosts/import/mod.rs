//! `import SOURCE [PATH]`: what another tool already keeps — Claude Code's auto memory and
//! CLAUDE.md, AGENTS.md, Cursor rules, self-improving-agent's `.learnings/`, a claude-mem
//! export — read as memory items, each through the same content gate, redaction and
//! de-duplication as any write (docs/FORMATS.md "Import").
//!
//! Reading (this module and one file per source) knows the other tools' formats; writing is
//! the store's (`Tx::add_entry`, `Tx::observe`), so an imported line is saved exactly as a
//! line given at the CLI would be.

mod claude_code;
mod claude_mem;
mod cursor;
mod learnings;
pub mod markdown;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Serialize;

use crate::config::HostEnv;
use crate::redact::redact;
use crate::signals::gate::unfit;
use crate::store::candidates::{CandidateKind, CandidateSource};
use crate::store::doc::Section;
use crate::store::{Provenance, Tx};

/// The tools `import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Claude Code: the project's auto memory folder and its CLAUDE.md rule lines.
    ClaudeCode,
    /// AGENTS.md.
    AgentsMd,
    /// `.cursorrules` and `.cursor/rules/*.mdc`.
    Cursor,
    /// self-improving-agent's `.learnings/*.md`.
    Learnings,
    /// A claude-mem JSON export.
    ClaudeMem,
}

impl Source {
    pub fn name(self) -> &'static str {
        match self {
            Source::ClaudeCode => "claude-code",
            Source::AgentsMd => "agents-md",
            Source::Cursor => "cursor",
            Source::Learnings => "learnings",
            Source::ClaudeMem => "claude-mem",
        }
    }
}

/// Where an item goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dest {
    /// A fact in MEMORY.md or USER.md.
    Entry(Section),
    /// A candidate, seen `sightings` times (a learning's recurrence count), with the fix
    /// when the source recorded one.
    Candidate {
        kind: CandidateKind,
        sightings: u32,
        fix: Option<String>,
    },
}

/// One thing read from another tool's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// `CLAUDE.md:L12`, for the listing and the provenance.
    pub origin: String,
    /// The file it came from (relative to the project when inside it), for the provenance.
    pub file: String,
    pub text: String,
    pub dest: Dest,
}

/// A line that is not imported, and why; listed, never silently dropped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub origin: String,
    /// Redacted: a refused line is printed, and a secret must not reach the terminal either.
    pub text: String,
    pub reason: String,
}

/// What a source's files hold.
#[derive(Debug, Default, Clone)]
pub struct Found {
    /// The files read, as shown to the person.
    pub files: Vec<String>,
    pub items: Vec<Item>,
    pub refused: Vec<Refusal>,
}

impl Found {
    fn refuse(&mut self, origin: String, text: &str, reason: impl Into<String>) {
        self.refused.push(Refusal {
            origin,
            text: clip_for_listing(&redact(text)),
            reason: reason.into(),
        });
    }

    /// The pieces of one rule file, each a rule for MEMORY.md (or USER.md when it is about
    /// the user), its skipped lines listed.
    fn rule_file(&mut self, file: &str, text: &str, from: usize) {
        let split = markdown::split(text, from);
        for p in split.pieces {
            self.items.push(Item {
                origin: format!("{file}:L{}", p.line),
                file: file.to_string(),
                dest: Dest::Entry(rule_section(&p.text)),
                text: p.text,
            });
        }
        for s in split.skipped {
            self.refuse(format!("{file}:L{}", s.line), &s.text, s.reason);
        }
    }
}

/// A rule about the user or how to talk to them goes to USER.md, any other to MEMORY.md's
/// rules: the prompt detector's own test, so a rule lands where it would had the user said it.
fn rule_section(text: &str) -> Section {
    if crate::signals::prompt::is_about_user(text) {
        Section::Preferences
    } else {
        Section::Rules
    }
}

/// A refused line as listed: one line, at most 160 characters.
fn clip_for_listing(text: &str) -> String {
    let one = crate::text::one_line(text).into_owned();
    if one.chars().count() <= 160 {
        return one;
    }
    let mut s: String = one.chars().take(159).collect();
    s.push('…');
    s
}

/// Where the sources live when no PATH is given.
pub struct Places<'a> {
    /// The project: CLAUDE.md, AGENTS.md, `.cursor/`, `.learnings/` are looked for here.
    pub project: &'a Path,
    pub env: &'a HostEnv,
}

/// Read `source` from `path` (a file or folder; default: where the tool keeps it for this
/// project). A PATH that does not exist is an error; a default place with nothing in it is
/// an empty `Found`.
pub fn read(source: Source, path: Option<&Path>, places: &Places) -> Result<Found> {
    if let Some(p) = path
        && !p.exists()
    {
        bail!("{} does not exist", p.display());
    }
    let mut found = Found::default();
    match source {
        Source::ClaudeCode => claude_code::read(path, places, &mut found)?,
        Source::AgentsMd => {
            let file = match path {
                Some(p) if p.is_dir() => p.join("AGENTS.md"),
                Some(p) => p.to_path_buf(),
                None => places.project.join("AGENTS.md"),
            };
            if let Some(text) = read_file(&file, path.is_some())? {
                let name = shown(&file, places);
                found.files.push(name.clone());
                found.rule_file(&name, &text, 0);
            }
        }
        Source::Cursor => cursor::read(path, places, &mut found)?,
        Source::Learnings => learnings::read(path, places, &mut found)?,
        Source::ClaudeMem => {
            let Some(file) = path else {
                bail!(
                    "claude-mem keeps its memory in a database: export it first (claude-mem's `scripts/export-memories.ts`) and give the JSON file: memory-manager import claude-mem FILE"
                );
            };
            claude_mem::read(file, places, &mut found)?;
        }
    }
    Ok(found)
}

/// The text of `file`, or `None` when it does not exist and was not asked for by name.
/// Only regular files are read (a FIFO or a device would block or never end).
fn read_file(file: &Path, required: bool) -> Result<Option<String>> {
    match std::fs::metadata(file) {
        Ok(m) if m.is_file() => {}
        Ok(_) => bail!("{} is not a regular file", file.display()),
        Err(_) if !required => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", file.display())),
    }
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    if bytes.len() > MAX_FILE_BYTES {
        bail!(
            "{} is {} bytes: import reads files up to {} MB",
            file.display(),
            bytes.len(),
            MAX_FILE_BYTES >> 20
        );
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("{} is not UTF-8 text", file.display()))?;
    Ok(Some(text.replace("\r\n", "\n")))
}

/// Rule files and exports are small; anything past this is not one.
const MAX_FILE_BYTES: usize = 16 << 20;

/// A file as shown and recorded: relative to the project when inside it, else with the
/// home folder as `~`.
fn shown(file: &Path, places: &Places) -> String {
    if let Ok(rel) = file.strip_prefix(places.project) {
        return rel.display().to_string();
    }
    if let Some(home) = &places.env.home
        && let Ok(rel) = file.strip_prefix(home)
    {
        return format!("~/{}", rel.display());
    }
    file.display().to_string()
}

/// The regular files directly in `dir` whose name ends with one of `exts`, sorted.
fn files_in(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = rd
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            exts.iter().any(|x| name.ends_with(x))
        })
        .collect();
    out.sort();
    out
}

/// What one import did (or would do).
#[derive(Debug, Default, Serialize)]
pub struct Outcome {
    /// Newly written: `MEMORY.md:L12 text` / `C003 text`.
    pub added: Vec<Placed>,
    /// Already in memory: cited, not written again.
    pub already: Vec<Placed>,
    pub refused: Vec<Refusal>,
}

/// Where an item landed.
#[derive(Debug, Clone, Serialize)]
pub struct Placed {
    pub origin: String,
    /// `MEMORY.md:L12` or `CANDIDATES.md C003`.
    pub at: String,
    pub text: String,
}

/// Write `found`'s items in `tx`: facts through the content gate, de-duplicated against what
/// is there; learnings as candidates seen as often as the source counted them, not again
/// when the pool already has them. Running it twice adds nothing.
pub fn apply(tx: &mut Tx, source: Source, found: Found) -> Result<Outcome> {
    let mut out = Outcome {
        refused: found.refused,
        ..Outcome::default()
    };
    for item in found.items {
        if let Some(why) = unfit(&item.text) {
            out.refused.push(Refusal {
                origin: item.origin,
                text: clip_for_listing(&redact(&item.text)),
                reason: why.to_string(),
            });
            continue;
        }
        let provenance = Provenance::Import(format!(
            "{} ({})",
            source.name(),
            item.file.replace('|', "/")
        ));
        match item.dest {
            Dest::Entry(section) => match tx.add_entry(section, &item.text, &provenance, false) {
                Ok(p) => {
                    let placed = Placed {
                        origin: item.origin,
                        at: format!("{}:L{}", p.file.name(), p.line),
                        text: p.text,
                    };
                    if p.duplicate {
                        out.already.push(placed);
                    } else {
                        out.added.push(placed);
                    }
                }
                Err(e) => out.refused.push(Refusal {
                    origin: item.origin,
                    text: clip_for_listing(&redact(&item.text)),
                    reason: e.to_string(),
                }),
            },
            Dest::Candidate {
                kind,
                sightings,
                fix,
            } => {
                if let Some(id) = in_pool(tx, kind, &item.text)? {
                    out.already.push(Placed {
                        origin: item.origin,
                        at: format!("CANDIDATES.md {id}"),
                        text: item.text,
                    });
                    continue;
                }
                let mut obs = None;
                for _ in 0..sightings.max(1) {
                    obs = Some(tx.observe(kind, &item.text, false, CandidateSource::Manual)?);
                }
                let obs = obs.expect("observed at least once");
                if let Some(fix) = fix.filter(|f| !f.trim().is_empty()) {
                    tx.resolve(&obs.id, &fix, false)?;
                }
                tx.log_evolution(&format!(
                    "import · {} · {} → {} ({} sighting{})",
                    source.name(),
                    item.origin,
                    obs.id,
                    obs.count,
                    if obs.count == 1 { "" } else { "s" }
                ))?;
                out.added.push(Placed {
                    origin: item.origin,
                    at: format!("CANDIDATES.md {}", obs.id),
                    text: item.text,
                });
            }
        }
    }
    // Listed in the order of the files and their lines, whichever step refused them.
    out.refused.sort_by_key(|r| origin_order(&r.origin));
    let facts = out
        .added
        .iter()
        .filter(|p| !p.at.starts_with("CANDIDATES"))
        .count();
    if facts > 0 {
        tx.log_evolution(&format!(
            "import · {} · {facts} fact{} written",
            source.name(),
            if facts == 1 { "" } else { "s" }
        ))?;
    }
    Ok(out)
}

/// The pool's row holding `summary` already (observing, promoted or dropped), if any: an
/// imported learning is brought in once, whatever became of it since.
fn in_pool(tx: &mut Tx, kind: CandidateKind, summary: &str) -> Result<Option<String>> {
    // As `Tx::observe` stores it: redacted, one line, clipped.
    let key = normalise(&crate::text::clip_fact(redact(summary).trim()));
    let pool = tx.pool()?;
    if let Some(c) = pool
        .observing()
        .into_iter()
        .find(|c| c.kind == kind && normalise(&c.summary) == key)
    {
        return Ok(Some(c.id.clone()));
    }
    if let Some(p) = pool
        .promoted()
        .into_iter()
        .find(|p| normalise(&p.summary) == key)
    {
        return Ok(Some(p.id.clone()));
    }
    Ok(pool
        .dropped()
        .into_iter()
        .find(|d| normalise(&d.summary) == key)
        .map(|d| d.id.clone()))
}

/// `CLAUDE.md:L12` → (`CLAUDE.md`, 12), for listing refusals in reading order.
fn origin_order(origin: &str) -> (String, usize) {
    match origin.rsplit_once(":L") {
        Some((file, n)) => (file.to_string(), n.parse().unwrap_or(0)),
        None => (origin.to_string(), 0),
    }
}

fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
