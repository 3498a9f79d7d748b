//! Each tool's work: its arguments, the store call, the text the model gets back.

use std::fmt::Write as _;

use serde::Deserialize;

use super::{Call, DEFAULT_SEARCH, MAX_GET_LINES, MAX_SEARCH, ToolError, name_of};
use crate::answer::cite_plain_marked;
use crate::signals::gate::unfit;
use crate::store::candidates::READY_AT;
use crate::store::candidates::{Candidate, CandidateKind};
use crate::store::card::{self, CardItem};
use crate::store::citation::{self as refs, Ref};
use crate::store::doc::Section;
use crate::store::edit::Seen;
use crate::store::evolve::{Step, step};
use crate::store::{Placed, Provenance};
use crate::text::{Lang, one_line};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchArgs {
    query: String,
    limit: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GetArgs {
    #[serde(rename = "ref")]
    reference: String,
}

/// What a saved fact is, and so where it goes.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Rule,
    Decision,
    Correction,
    Preference,
    Background,
    Style,
}

impl Kind {
    /// rule/decision/correction → MEMORY.md 📌/🧭/⚠️; preference/background/style →
    /// USER.md 👤/🏢/💬.
    fn section(self) -> Section {
        match self {
            Kind::Rule => Section::Rules,
            Kind::Decision => Section::Decisions,
            Kind::Correction => Section::Corrections,
            Kind::Preference => Section::Preferences,
            Kind::Background => Section::Background,
            Kind::Style => Section::Style,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveArgs {
    text: String,
    kind: Kind,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupersedeArgs {
    #[serde(rename = "ref")]
    reference: String,
    #[serde(default)]
    old_text: Option<String>,
    new_text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForgetArgs {
    #[serde(rename = "ref")]
    reference: String,
    #[serde(default)]
    old_text: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResolveArgs {
    id: String,
    fix: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApplyArgs {
    approve: String,
    card: Option<String>,
}

fn cite(p: &Placed) -> String {
    format!("📍 {}:L{} {}", p.file.name(), p.line, one_line(&p.text))
}

/// What the caller saw at the line it cites: `old_text` (which must not be blank), else the
/// text after the citation when `ref` is a whole printed line, else what this session was
/// last shown there — one rule with the CLI (`store::edit::Seen`).
fn seen<'a>(
    old_text: &'a Option<String>,
    pasted: &'a Option<String>,
    with: &'a Call,
) -> Result<Seen<'a>, ToolError> {
    match (old_text, pasted) {
        (Some(text), _) if text.trim().is_empty() => Err(ToolError::new(
            "old_text is empty: give the fact's text as you saw it on that line",
        )),
        (Some(text), _) | (None, Some(text)) => Ok(Seen::Text(text.trim())),
        (None, None) => Ok(Seen::Shown(Some(with.session))),
    }
}

/// A fact about to be saved must say something on its own later.
fn gate(text: &str) -> Result<(), ToolError> {
    match unfit(text) {
        Some(reason) => Err(ToolError::new(format!("not saved: {reason}"))),
        None => Ok(()),
    }
}

pub fn search(a: SearchArgs, with: &Call) -> Result<String, ToolError> {
    if a.query.trim().is_empty() {
        return Err(ToolError::new(
            "query is empty: give a few words to look for",
        ));
    }
    let limit = match a.limit {
        Some(0) => return Err(ToolError::new(format!("limit must be 1 to {MAX_SEARCH}"))),
        Some(n) => n.min(MAX_SEARCH),
        None => DEFAULT_SEARCH,
    };
    let hits = with.store.mark_stale(with.store.rank(&a.query, limit)?);
    if hits.is_empty() {
        return Ok(format!("No stored line matches {:?}.", a.query.trim()));
    }
    with.store.note_cited(
        Some(with.session),
        hits.iter()
            .map(|m| (m.hit.file, m.hit.line, m.hit.fact.as_str())),
    );
    let lang = Lang::of_text(&a.query);
    Ok(hits
        .iter()
        .map(|h| cite_plain_marked(h, lang))
        .collect::<Vec<_>>()
        .join("\n"))
}

pub fn get(a: GetArgs, with: &Call) -> Result<String, ToolError> {
    let Ref { file, first, last } = refs::parse(&a.reference).map_err(ToolError::new)?;
    let Some(doc) = with.store.read_doc(file)? else {
        return Err(ToolError::new(format!(
            "{} does not exist yet: nothing was saved there",
            file.name()
        )));
    };
    let count = doc.line_count();
    if first > count {
        return Err(ToolError::new(format!(
            "{}:L{first} is past the end of the file ({count} lines)",
            file.name()
        )));
    }
    let end = last.min(count).min(first + MAX_GET_LINES - 1);
    let entries = doc.entries();
    with.store.note_cited(
        Some(with.session),
        entries
            .iter()
            .filter(|l| (first..=end).contains(&l.line))
            .map(|l| (file, l.line, l.entry.fact.as_str())),
    );
    let mut out: Vec<String> = (first..=end)
        .map(|n| {
            let raw = doc.line(n).unwrap_or_default();
            let line = one_line(&crate::store::entry::readable(raw)).into_owned();
            format!("{}:L{n}  {line}", file.name())
                .trim_end()
                .to_string()
        })
        .collect();
    if end < last.min(count) {
        out.push(format!(
            "(first {MAX_GET_LINES} lines shown; ask for {}:L{}-L{} for more)",
            file.name(),
            end + 1,
            last.min(count)
        ));
    }
    Ok(out.join("\n"))
}

pub fn save(a: SaveArgs, with: &Call) -> Result<String, ToolError> {
    gate(&a.text)?;
    let section = a.kind.section();
    let placed = with
        .store
        .transaction(|tx| tx.add_entry(section, &a.text, &Provenance::Agent, false))?;
    let verb = if placed.duplicate {
        "already saved"
    } else {
        "saved"
    };
    with.store.note_cited(
        Some(with.session),
        [(placed.file, placed.line, placed.text.as_str())],
    );
    Ok(format!("{verb} {}", cite(&placed)))
}

pub fn supersede(a: SupersedeArgs, with: &Call) -> Result<String, ToolError> {
    let (file, line, pasted) = refs::parse_line_seen(&a.reference).map_err(ToolError::new)?;
    let seen = seen(&a.old_text, &pasted, with)?;
    gate(&a.new_text)?;
    let done = with
        .store
        .transaction(|tx| tx.supersede(file, line, seen, &a.new_text, &Provenance::Agent))?;
    with.store.note_cited(
        Some(with.session),
        [
            (file, done.old_line, done.old.as_str()),
            (file, done.new_line, done.new.as_str()),
        ],
    );
    let name = file.name();
    Ok(format!(
        "superseded 📍 {name}:L{} {}\nnow 📍 {name}:L{} {}",
        done.old_line,
        one_line(&done.old),
        done.new_line,
        one_line(&done.new)
    ))
}

pub fn forget(a: ForgetArgs, with: &Call) -> Result<String, ToolError> {
    let (file, line, pasted) = refs::parse_line_seen(&a.reference).map_err(ToolError::new)?;
    let seen = seen(&a.old_text, &pasted, with)?;
    let done = with
        .store
        .transaction(|tx| tx.forget(file, line, seen, false))?;
    Ok(format!(
        "archived 📍 {}:L{} {} (struck through; no longer recalled)",
        file.name(),
        done.line,
        one_line(&done.fact)
    ))
}

/// `C001 · error · 2/3 · summary · fix: …`
fn describe(c: &Candidate) -> String {
    let mut line = format!(
        "{} · {} · {}/{READY_AT}{}{} · {}",
        c.id,
        c.kind.label(Lang::En),
        c.count,
        if c.explicit { " explicit" } else { "" },
        if c.is_ready() { " ready" } else { "" },
        one_line(&c.summary)
    );
    match (&c.fix, c.kind) {
        (Some(fix), _) => write!(line, " · fix: {}", one_line(fix)).expect("a String"),
        (None, CandidateKind::Error) => line.push_str(" · fix: not recorded"),
        (None, _) => {}
    }
    line
}

pub fn candidates(_: NoArgs, with: &Call) -> Result<String, ToolError> {
    let pool = with.store.read_pool()?.unwrap_or_default();
    let rows = pool.observing();
    if rows.is_empty() {
        return Ok("The candidate pool is empty.".into());
    }
    let mut out: Vec<String> = rows.iter().map(|c| describe(c)).collect();
    if rows
        .iter()
        .any(|c| c.kind == CandidateKind::Error && c.fix.is_none())
    {
        let resolve = name_of("memory_resolve", with.naming);
        out.push(format!(
            "When you know what fixed a failure, record it with {resolve}."
        ));
    }
    let ready = pool.ready().len();
    if ready > 0 {
        let card = name_of("memory_evolve_card", with.naming);
        out.push(format!(
            "{ready} ready: when the user wants to review them (at the end of a session), call {card} and show them the card."
        ));
    }
    Ok(out.join("\n"))
}

pub fn resolve(a: ResolveArgs, with: &Call) -> Result<String, ToolError> {
    let done = with
        .store
        .transaction(|tx| tx.resolve(&a.id, &a.fix, false))?;
    Ok(match done {
        Some(r) => {
            let was = r
                .replaced
                .map(|old| format!(" (was: {})", one_line(&old)))
                .unwrap_or_default();
            format!(
                "fix recorded for {}: {}{was}\nfailure: {}",
                r.id,
                one_line(&r.fix),
                one_line(&r.summary)
            )
        }
        None => format!("{} already has that fix.", a.id.trim()),
    })
}

/// The IDs a card shows, in order: `C001,C004`.
fn card_ids(items: &[CardItem]) -> String {
    items
        .iter()
        .map(|i| i.id.as_str())
        .collect::<Vec<_>>()
        .join(",")
}

pub fn evolve_card(_: NoArgs, with: &Call) -> Result<String, ToolError> {
    let lang = with.store.lang();
    let result = with
        .store
        .transaction(|tx| step(tx, with.session, false, None, None))?;
    let items = match result {
        Step::Card { items } => items,
        Step::NothingReady { observing } => return Ok(card::nothing_ready(observing, lang)),
        Step::LimitReached { seen } => {
            return Ok(card::limit_reached(seen, with.session, lang));
        }
        Step::Decided { .. } => unreachable!("no answer was given"),
    };
    let apply = name_of("memory_evolve_apply", with.naming);
    let mut out = card::render(&items, lang);
    writeln!(out, "card: {}", card_ids(&items)).expect("a String");
    out.push_str(&format!(
        "Show this card to the user as it is (in a code block) and ask which items to write: all, some (such as 1,3) or skip. Only the user decides. Then call {apply} with exactly their answer and card \"{}\".",
        card_ids(&items)
    ));
    let unfixed: Vec<&str> = items
        .iter()
        .filter(|i| i.kind == CandidateKind::Error && i.fix.is_none())
        .map(|i| i.id.as_str())
        .collect();
    if !unfixed.is_empty() {
        let resolve = name_of("memory_resolve", with.naming);
        out.push_str(&format!(
            "\n{} {} no fix recorded: if you know what fixed {}, record it with {resolve} first and show the new card.",
            unfixed.join(", "),
            if unfixed.len() == 1 { "has" } else { "have" },
            if unfixed.len() == 1 { "it" } else { "them" },
        ));
    }
    Ok(out)
}

pub fn evolve_apply(a: ApplyArgs, with: &Call) -> Result<String, ToolError> {
    let shown: Option<Vec<String>> = a.card.as_deref().map(|c| {
        c.split([',', ' '])
            .map(str::trim)
            .filter(|id| !id.is_empty())
            .map(str::to_ascii_uppercase)
            .collect()
    });
    let result = with.store.transaction(|tx| {
        if let Some(shown) = &shown {
            let ready: Vec<String> = tx.pool()?.ready().iter().map(|c| c.id.clone()).collect();
            if &ready != shown {
                anyhow::bail!(
                    "the card changed since it was shown (it now holds {}): nothing written; show the user the new card",
                    if ready.is_empty() {
                        "nothing".to_string()
                    } else {
                        ready.join(",")
                    }
                );
            }
        }
        step(tx, with.session, false, Some(&a.approve), None)
    })?;
    let lang = with.store.lang();
    match result {
        Step::Decided { done, approval, .. } => {
            // The agent shows the user what was written: each result line with its text.
            let mut out: Vec<String> = done
                .iter()
                .map(|d| format!("{} {}", d.result_line(), one_line(&d.content)))
                .collect();
            out.push(card::decided(&approval, done.len(), lang));
            Ok(out.join("\n"))
        }
        Step::NothingReady { observing } => {
            Err(ToolError::new(card::nothing_ready(observing, lang)))
        }
        Step::LimitReached { seen } => Err(ToolError::new(card::limit_reached(
            seen,
            with.session,
            lang,
        ))),
        Step::Card { .. } => unreachable!("an answer was given"),
    }
}
