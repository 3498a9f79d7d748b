//! Promotion: the evolution card of ready candidates, and writing what the user approved
//! (docs/FORMATS.md "Candidate pool", "Evolution").
//!
//! The card is planned inside a transaction: every ready candidate is written to a copy of
//! the docs, its landing line noted, and the copy thrown away. Approving then writes the
//! same way for real, so `预计写入 L24` is where the line lands (for a subset of the card,
//! the result lines say where each one actually landed).

use anyhow::{Context, Result, bail};
use serde::{Deserialize, Serialize};

use super::candidates::{Candidate, CandidateKind, error_summary, fingerprint};
use super::card::{CardItem, Operation};
use super::doc::{Doc, Section};
use super::entry::{Entry, normalize};
use super::paths::MemFile;
use super::recall::terms;
use super::{Provenance, Tx};
use crate::text::{Lang, MAX_FACT_CHARS, truncate_chars};

/// Cards a session may see without `--force`.
const CARDS_PER_SESSION: u32 = 2;
/// Entries kept in MEMORY.md's 🔄 evolution summary.
const SUMMARY_KEEP: usize = 3;
/// Sessions remembered in the state file.
const SESSIONS_KEPT: usize = 50;
/// Share of common terms above which a new fact supersedes an existing one (Jaccard).
const CONFLICT_SIMILARITY: f64 = 0.5;
/// Characters of the error a lesson keeps at least, when a long fix needs the room.
const MIN_LESSON_ERROR: usize = 24;

/// The line a promoted candidate becomes. A failure is a lesson — "`npm install` fails with
/// npm error code ERESOLVE → use `pnpm install`": the tool's name dropped when there is a
/// command head, at most 120 characters, the error shortened first (then the fix). Without a
/// fix it says only what fails. Other kinds say their summary.
pub fn lesson(c: &Candidate, lang: Lang) -> String {
    if c.kind != CandidateKind::Error {
        return c.summary.clone();
    }
    let (label, error) = error_summary::split(&c.summary);
    // `Bash `npm install`` → `npm install`; a tool without a command keeps its name.
    let subject = label.map(|l| l.find('`').map_or(l, |at| &l[at..]));
    let (lead, fails) = match (subject, lang) {
        (Some(s), Lang::En) => (s, " fails with "),
        (Some(s), Lang::Zh) => (s, " 失败:"),
        (None, _) => ("", ""),
    };
    // Repeats were counted with their temp folders as one: the lesson names none of them.
    let mut error = fingerprint::lesson_form(error.trim()).into_owned();
    let fix = c.fix.as_deref().map(fingerprint::lesson_form);
    let Some(fix) = fix.as_deref() else {
        let room = MAX_FACT_CHARS.saturating_sub(chars(lead) + chars(fails));
        error = truncate_chars(&error, room.max(MIN_LESSON_ERROR));
        return truncate_chars(&format!("{lead}{fails}{error}"), MAX_FACT_CHARS);
    };
    let arrow = error_summary::ARROW;
    let frame = chars(lead) + chars(fails) + chars(arrow);
    let room = MAX_FACT_CHARS.saturating_sub(frame + chars(fix));
    let fix = if room >= MIN_LESSON_ERROR {
        error = truncate_chars(&error, room);
        fix.to_string()
    } else {
        error = truncate_chars(&error, MIN_LESSON_ERROR.min(chars(&error)));
        let left = MAX_FACT_CHARS.saturating_sub(frame + chars(&error));
        truncate_chars(fix, left)
    };
    truncate_chars(&format!("{lead}{fails}{error}{arrow}{fix}"), MAX_FACT_CHARS)
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// The metadata a lesson promoted without a fix carries, so a reader knows it is missing.
fn no_fix_meta(lang: Lang) -> (String, String) {
    match lang {
        Lang::Zh => ("修正".into(), "未记录".into()),
        Lang::En => ("fix".into(), "not recorded".into()),
    }
}

/// What the user approved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Approval {
    All,
    Skip,
    /// 1-based item numbers, sorted, without repeats.
    Items(Vec<usize>),
}

impl Approval {
    pub fn selects(&self, n: usize) -> bool {
        match self {
            Approval::All => true,
            Approval::Skip => false,
            Approval::Items(v) => v.contains(&n),
        }
    }
}

/// Reads an answer to a card of `n` items: `确认` / `全部` / `all` / `1,3` / `跳过` / `skip`.
/// `yes` (`y`, `是`, `好`) approves a card of one item; on a longer card it does not say
/// which items, and is refused rather than taken as all. `no` (`n`, `否`) is a skip.
pub fn parse_approval(input: &str, n: usize) -> Result<Approval> {
    let a = input.trim().to_lowercase();
    match a.as_str() {
        "确认" | "全部" | "全部确认" | "all" => return Ok(Approval::All),
        "yes" | "y" | "是" | "好" if n == 1 => return Ok(Approval::All),
        "yes" | "y" | "是" | "好" => bail!(
            "{input:?} does not say which of the {n} items: use all (确认), item numbers like 1,3, or skip (跳过)"
        ),
        "跳过" | "skip" | "no" | "n" | "否" | "none" => return Ok(Approval::Skip),
        "" => bail!("no answer given: use 确认/all, 跳过/skip or item numbers like 1,3"),
        _ => {}
    }
    let mut items = Vec::new();
    for part in a.split([',', '，', '、', ' ']).filter(|p| !p.is_empty()) {
        let Ok(k) = part.parse::<usize>() else {
            bail!("cannot read {input:?}: use 确认/all, 跳过/skip or item numbers like 1,3");
        };
        if k == 0 || k > n {
            bail!("item {k} is not on the card (it has {n} item{})", plural(n));
        }
        items.push(k);
    }
    items.sort_unstable();
    items.dedup();
    Ok(Approval::Items(items))
}

pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// How many cards each session has decided, kept in the data folder.
#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    sessions: Vec<SessionCount>,
}

#[derive(Debug, Serialize, Deserialize)]
struct SessionCount {
    id: String,
    cards: u32,
}

fn read_state(tx: &mut Tx) -> Result<State> {
    let path = tx.paths().data_dir.join(super::paths::EVOLVE_STATE);
    // A damaged state file only resets the per-session count.
    Ok(tx
        .read_text(&path)?
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default())
}

fn cards_seen(state: &State, session: &str) -> u32 {
    state
        .sessions
        .iter()
        .find(|s| s.id == session)
        .map_or(0, |s| s.cards)
}

fn count_card(tx: &mut Tx, session: &str) -> Result<()> {
    let mut state = read_state(tx)?;
    let cards = cards_seen(&state, session) + 1;
    state.sessions.retain(|s| s.id != session);
    state.sessions.push(SessionCount {
        id: session.to_string(),
        cards,
    });
    let excess = state.sessions.len().saturating_sub(SESSIONS_KEPT);
    state.sessions.drain(..excess);
    let path = tx.paths().data_dir.join(super::paths::EVOLVE_STATE);
    tx.write_text(&path, serde_json::to_string_pretty(&state)? + "\n")
}

/// An active entry of `section` that the new fact contradicts or restates differently:
/// most of their terms are shared (Jaccard ≥ 0.5) but the facts are not the same. Errors
/// accumulate and never supersede each other.
fn find_conflict(doc: &Doc, section: Section, text: &str) -> Option<(usize, String)> {
    let new = terms(text);
    if new.is_empty() {
        return None;
    }
    let key = normalize(text);
    doc.entries()
        .into_iter()
        .filter(|l| l.section == Some(section) && l.entry.is_active())
        .filter(|l| normalize(&l.entry.fact) != key)
        .filter_map(|l| {
            let old = terms(&l.entry.fact);
            let union = old.union(&new).count();
            let jaccard = old.intersection(&new).count() as f64 / union.max(1) as f64;
            (jaccard >= CONFLICT_SIMILARITY).then_some((jaccard, l.line, l.entry.fact))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, line, fact)| (line, fact))
}

/// Writes one candidate to its target section (ADD, or UPDATE of the same fact) and finds
/// the line a SUPERSEDE would strike. Line numbers are settled by [`settle`] once every item
/// is in, since a later item can land above an earlier one.
fn place(tx: &mut Tx, n: usize, c: &Candidate) -> Result<(CardItem, Option<String>)> {
    let section = c.kind.section();
    let file = section.file();
    let month = tx.month();
    let conflict = match c.kind {
        CandidateKind::Error => None,
        _ => find_conflict(tx.doc(file)?, section, &c.summary),
    };
    let source = Provenance::Candidate(c.id.clone());
    let lang = tx.doc(file)?.lang;
    let placed = tx
        .add_entry(section, &lesson(c, lang), &source, false)
        .with_context(|| format!("candidate {} cannot be written", c.id))?;
    let doc = tx.doc(file)?;
    if c.kind == CandidateKind::Error
        && c.fix.is_none()
        && !placed.duplicate
        && let Some(mut e) = doc.line(placed.line).and_then(Entry::parse)
    {
        e.meta.push(no_fix_meta(doc.lang));
        doc.set_line(placed.line, e.render());
    }
    let mut old_raw = None;
    let operation = if placed.duplicate {
        if let Some(mut e) = doc.line(placed.line).and_then(Entry::parse) {
            e.month = month;
            if e.source().is_none() {
                e.meta.push(source.meta(doc.lang));
            }
            doc.set_line(placed.line, e.render());
        }
        Operation::Update {
            line: placed.line,
            text: placed.text.clone(),
        }
    } else if let Some((line, text)) = conflict {
        // The new line went in at the end of the section, after the old one: it did not move.
        old_raw = doc.line(line).map(str::to_string);
        Operation::Supersede { line, text }
    } else {
        Operation::Add
    };
    let item = CardItem {
        n,
        id: c.id.clone(),
        kind: c.kind,
        file,
        section,
        count: c.count,
        explicit: c.explicit,
        first_seen: c.first,
        fix: c.fix.clone(),
        content: placed.text,
        operation,
        line: placed.line,
    };
    Ok((item, old_raw))
}

/// Final line numbers once every item is in; superseded lines struck through, pointing at
/// the final line of their replacement.
fn settle(tx: &mut Tx, item: &mut CardItem, old_raw: Option<String>) -> Result<()> {
    let month = tx.month();
    let doc = tx.doc(item.file)?;
    if let Some(found) = doc.find_same(&item.content) {
        item.line = found.line;
    }
    match &mut item.operation {
        Operation::Add => {}
        Operation::Update { line, .. } => *line = item.line,
        Operation::Supersede { line, .. } => {
            let old = old_raw
                .as_deref()
                .and_then(|raw| (1..=doc.line_count()).find(|&n| doc.line(n) == Some(raw)));
            if let Some(n) = old {
                *line = n;
                if let Some(mut e) = doc.line(n).and_then(Entry::parse) {
                    e.struck = true;
                    e.meta
                        .push(("superseded".into(), format!("{month} → L{}", item.line)));
                    doc.set_line(n, e.render());
                }
            }
        }
    }
    Ok(())
}

/// MEMORY.md's 🔄 section: one line per evolution, the last three kept (EVOLUTION_LOG.md
/// has them all). Lines a person wrote there that are not list items stay.
fn update_summary(tx: &mut Tx, cands: &[&Candidate]) -> Result<()> {
    if cands.is_empty() {
        return Ok(());
    }
    let date = tx.today();
    let doc = tx.doc(MemFile::Memory)?;
    let zh = doc.lang == Lang::Zh;
    let body = doc.section_lines(Section::Evolution);
    let (items, prose): (Vec<String>, Vec<String>) = body
        .into_iter()
        .map(|(_, l)| l)
        .filter(|l| !l.trim().is_empty())
        .partition(|l| l.trim_start().starts_with("- "));
    let list = cands
        .iter()
        .map(|c| format!("{} → {}", c.id, c.kind.target_label()))
        .collect::<Vec<_>>()
        .join(", ");
    let line = if zh {
        format!("- {date} 晋升 {} 条:{list}", cands.len())
    } else {
        format!("- {date} promoted {}: {list}", cands.len())
    };
    let mut lines = prose;
    let keep = items.len().saturating_sub(SUMMARY_KEEP - 1);
    lines.extend(items.into_iter().skip(keep));
    lines.push(line);
    doc.set_section_body(Section::Evolution, &lines);
    Ok(())
}

/// Writes `cands` (summary first, so the lines reported are final) and returns where each
/// landed. Touches only the docs.
fn write_all(tx: &mut Tx, cands: &[(usize, &Candidate)]) -> Result<Vec<CardItem>> {
    let list: Vec<&Candidate> = cands.iter().map(|(_, c)| *c).collect();
    update_summary(tx, &list)?;
    let placed = cands
        .iter()
        .map(|(n, c)| place(tx, *n, c))
        .collect::<Result<Vec<_>>>()?;
    let mut items = Vec::with_capacity(placed.len());
    for (mut item, old_raw) in placed {
        settle(tx, &mut item, old_raw)?;
        items.push(item);
    }
    Ok(items)
}

/// The card: every ready candidate written to the docs, then the docs put back.
fn plan(tx: &mut Tx, cands: &[Candidate]) -> Result<Vec<CardItem>> {
    let memory = tx.doc(MemFile::Memory)?.clone();
    let user = tx.doc(MemFile::User)?.clone();
    let numbered: Vec<(usize, &Candidate)> =
        cands.iter().enumerate().map(|(i, c)| (i + 1, c)).collect();
    let items = write_all(tx, &numbered);
    *tx.doc(MemFile::Memory)? = memory;
    *tx.doc(MemFile::User)? = user;
    items
}

/// Promotes `cands` for real: written, moved to ✅ with their location, logged.
pub fn promote(tx: &mut Tx, cands: &[(usize, &Candidate)]) -> Result<Vec<CardItem>> {
    let items = write_all(tx, cands)?;
    let today = tx.today();
    for item in &items {
        tx.pool()?.promote(&item.id, &item.location(), today)?;
        tx.log_evolution(&format!(
            "promote · {} → {} ({}) \"{}\"",
            item.id,
            item.location(),
            item.operation.name(),
            item.content
        ))?;
        if let Operation::Supersede { line, text } = &item.operation {
            tx.log_evolution(&format!(
                "supersede · {}:L{line} \"{text}\" → L{}",
                item.file.name(),
                item.line
            ))?;
        }
    }
    Ok(items)
}

/// What one transaction of `evolve` came to.
pub enum Step {
    NothingReady {
        observing: usize,
    },
    LimitReached {
        seen: u32,
    },
    Card {
        items: Vec<CardItem>,
    },
    Decided {
        items: Vec<CardItem>,
        done: Vec<CardItem>,
        approval: Approval,
    },
}

/// One locked pass: check the session limit, plan the card, and act on `answer` if given.
/// `chosen` (after a terminal answer) restricts the pass to the approved IDs.
pub fn step(
    tx: &mut Tx,
    session: &str,
    force: bool,
    answer: Option<&str>,
    chosen: Option<(&[String], Approval)>,
) -> Result<Step> {
    let state = read_state(tx)?;
    let seen = cards_seen(&state, session);
    if seen >= CARDS_PER_SESSION && !force {
        return Ok(Step::LimitReached { seen });
    }
    let pool = tx.pool()?;
    let observing = pool.observing().len();
    let ready: Vec<Candidate> = pool.ready().into_iter().cloned().collect();
    if let Some((ids, approval)) = chosen {
        // The terminal answer is by card number; the card was shown outside the lock, so
        // act on the IDs it showed that are still ready.
        count_card(tx, session)?;
        let picked: Vec<(usize, &Candidate)> = ids
            .iter()
            .filter_map(|id| {
                ready
                    .iter()
                    .position(|c| &c.id == id)
                    .map(|i| (i + 1, &ready[i]))
            })
            .collect();
        let done = promote(tx, &picked)?;
        return Ok(Step::Decided {
            items: Vec::new(),
            done,
            approval,
        });
    }
    if ready.is_empty() {
        return Ok(Step::NothingReady { observing });
    }
    let items = plan(tx, &ready)?;
    let Some(answer) = answer else {
        return Ok(Step::Card { items });
    };
    let approval = parse_approval(answer, items.len())?;
    count_card(tx, session)?;
    let picked: Vec<(usize, &Candidate)> = ready
        .iter()
        .enumerate()
        .map(|(i, c)| (i + 1, c))
        .filter(|(n, _)| approval.selects(*n))
        .collect();
    let done = promote(tx, &picked)?;
    Ok(Step::Decided {
        items,
        done,
        approval,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn approvals() {
        assert_eq!(parse_approval("确认", 2).unwrap(), Approval::All);
        assert_eq!(parse_approval(" ALL ", 2).unwrap(), Approval::All);
        assert_eq!(parse_approval("全部", 2).unwrap(), Approval::All);
        assert_eq!(parse_approval("跳过", 2).unwrap(), Approval::Skip);
        assert_eq!(parse_approval("skip", 2).unwrap(), Approval::Skip);
        assert_eq!(
            parse_approval("3,1，1", 3).unwrap(),
            Approval::Items(vec![1, 3])
        );
        assert_eq!(
            parse_approval("1 2", 3).unwrap(),
            Approval::Items(vec![1, 2])
        );
        let e = parse_approval("1,9", 2).unwrap_err().to_string();
        assert_eq!(e, "item 9 is not on the card (it has 2 items)");
        assert!(
            parse_approval("abc", 2)
                .unwrap_err()
                .to_string()
                .starts_with("cannot read \"abc\"")
        );
        assert!(parse_approval("0", 2).is_err());
        // `yes` says which items only when there is one.
        assert_eq!(parse_approval("yes", 1).unwrap(), Approval::All);
        assert!(
            parse_approval("yes", 2)
                .unwrap_err()
                .to_string()
                .starts_with("\"yes\" does not say which of the 2 items")
        );
        assert_eq!(parse_approval("no", 3).unwrap(), Approval::Skip);
        assert!(parse_approval("", 2).is_err());
    }

    fn failure(summary: &str, fix: Option<&str>) -> Candidate {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 2).unwrap();
        Candidate {
            id: "C003".into(),
            kind: CandidateKind::Error,
            summary: summary.into(),
            first: day,
            last: day,
            count: 3,
            explicit: false,
            sources: Vec::new(),
            fix: fix.map(str::to_string),
        }
    }

    #[test]
    fn a_failure_becomes_a_lesson_that_carries_its_fix() {
        let npm = "Bash `npm install` → npm error code ERESOLVE";
        assert_eq!(
            lesson(&failure(npm, Some("use `pnpm install`")), Lang::En),
            "`npm install` fails with npm error code ERESOLVE → use `pnpm install`"
        );
        assert_eq!(
            lesson(&failure(npm, None), Lang::En),
            "`npm install` fails with npm error code ERESOLVE"
        );
        assert_eq!(
            lesson(&failure(npm, Some("改用 `pnpm install`")), Lang::Zh),
            "`npm install` 失败:npm error code ERESOLVE → 改用 `pnpm install`"
        );
        // A tool without a command keeps its name; a hand-written failure is said as it is.
        assert_eq!(
            lesson(
                &failure("Edit → File has not been read yet", Some("Read it first")),
                Lang::En
            ),
            "Edit fails with File has not been read yet → Read it first"
        );
        assert_eq!(
            lesson(
                &failure("the linker is missing", Some("install build-essential")),
                Lang::En
            ),
            "the linker is missing → install build-essential"
        );
        let mut rule = failure("Run fmt before commits", Some("ignored"));
        rule.kind = CandidateKind::Rule;
        assert_eq!(lesson(&rule, Lang::En), "Run fmt before commits");
    }

    #[test]
    fn a_long_lesson_shortens_the_error_first() {
        let error = format!("error: {}", "x".repeat(150));
        let long = failure(
            &format!("Bash `cargo build` → {error}"),
            Some("install build-essential"),
        );
        let text = lesson(&long, Lang::En);
        assert_eq!(text.chars().count(), MAX_FACT_CHARS, "{text}");
        assert!(
            text.starts_with("`cargo build` fails with error: xxx"),
            "{text}"
        );
        assert!(text.ends_with("… → install build-essential"), "{text}");
        // A fix too long for the room left shortens too, keeping some of the error.
        let fix = format!("run {}", "y".repeat(200));
        let text = lesson(
            &failure(&format!("Bash `cargo build` → {error}"), Some(&fix)),
            Lang::En,
        );
        assert!(text.chars().count() <= MAX_FACT_CHARS, "{text}");
        assert!(
            text.contains(&format!("error: {}…", "x".repeat(MIN_LESSON_ERROR - 8))),
            "{text}"
        );
        assert!(text.contains(" → run yyy"), "{text}");
    }

    #[test]
    fn conflicts_need_shared_terms() {
        let mut doc = Doc::template(MemFile::Memory, Lang::En);
        doc.insert_in_section(Section::Rules, "- [2026-01] Use npm for installs");
        doc.insert_in_section(Section::Rules, "- [2026-01] Deploy on Fridays");
        let found = find_conflict(&doc, Section::Rules, "Use pnpm for installs, not npm");
        assert_eq!(found.map(|f| f.1), Some("Use npm for installs".to_string()));
        assert!(find_conflict(&doc, Section::Rules, "Write tests first").is_none());
        assert!(find_conflict(&doc, Section::Decisions, "Use npm for installs").is_none());
    }
}
