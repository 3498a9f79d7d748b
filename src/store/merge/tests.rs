//! The merge driver's promises, on texts: the issue's scenario, and properties over random
//! divergent edit scripts (both sides editing one base as the store does).

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use proptest::prelude::*;

use super::*;
use crate::store::candidates::{CandidateKind, CandidateSource};
use crate::store::doc::{Doc, Section, pointer};
use crate::store::entry::{Entry, normalize};
use crate::store::paths::MemFile;
use crate::text::Lang;

fn entry(fact: &str) -> String {
    format!("- [2026-11] {fact} | source: manual")
}

/// Supersede as the store does: the replacement added to the section, the old line struck
/// and pointing at it.
fn supersede(doc: &mut Doc, old: &str, new: &str) {
    let at = doc
        .entries()
        .into_iter()
        .find(|l| l.entry.is_active() && l.entry.fact == old)
        .expect("the fact is there");
    let placed = doc.insert_in_section(at.section.expect("in a section"), &entry(new));
    let line = doc
        .entries()
        .into_iter()
        .find(|l| l.entry.is_active() && l.entry.fact == old)
        .expect("still there")
        .line;
    let mut e = at.entry.clone();
    e.struck = true;
    e.meta
        .push(("superseded".into(), format!("2026-12 → L{placed}")));
    doc.set_line(line, e.render());
}

fn forget(doc: &mut Doc, old: &str) {
    let at = doc
        .entries()
        .into_iter()
        .find(|l| l.entry.is_active() && l.entry.fact == old)
        .expect("the fact is there");
    let mut e = at.entry.clone();
    e.struck = true;
    e.meta.push(("archived".into(), "2026-12-01".into()));
    doc.set_line(at.line, e.render());
}

fn base() -> Doc {
    let mut d = Doc::template(MemFile::Memory, Lang::En);
    d.insert_in_section(
        Section::Decisions,
        &entry("Use Redis for the session cache"),
    );
    d.insert_in_section(Section::Rules, &entry("Never push to main"));
    d
}

/// The replacement a closed fact points at, in `doc`.
fn replacements(doc: &Doc, fact: &str) -> Vec<String> {
    let l = doc
        .entries()
        .into_iter()
        .find(|l| l.entry.fact == fact && !l.entry.is_active())
        .expect("closed");
    let (_, lines) = pointer::find(doc.line(l.line).unwrap()).expect("a pointer");
    lines
        .iter()
        .map(|n| Entry::parse(doc.line(*n).unwrap()).expect("an entry").fact)
        .collect()
}

#[test]
fn the_issues_redis_valkey_scenario_merges_entry_by_entry() {
    let o = base();
    let mut a = o.clone();
    supersede(
        &mut a,
        "Use Redis for the session cache",
        "Use Valkey for the session cache",
    );
    a.insert_in_section(Section::Rules, &entry("Run cargo fmt before committing"));
    let mut b = o.clone();
    b.insert_in_section(Section::Rules, &entry("Keep PRs small"));
    b.insert_in_section(Section::Decisions, &entry("We deploy with Helm 3"));
    for (x, y) in [(&a, &b), (&b, &a)] {
        let m = merge(Kind::Memory, &o.render(), &x.render(), &y.render());
        let doc = Doc::parse(&m);
        assert!(doc.index_is_current(), "{m}");
        let active: Vec<(Option<Section>, String)> = doc
            .entries()
            .into_iter()
            .filter(|l| l.entry.is_active())
            .map(|l| (l.section, l.entry.fact))
            .collect();
        let rules = Some(Section::Rules);
        let decisions = Some(Section::Decisions);
        assert_eq!(
            active,
            vec![
                (rules, "Never push to main".to_string()),
                (rules, "Keep PRs small".to_string()),
                (rules, "Run cargo fmt before committing".to_string()),
                (decisions, "Use Valkey for the session cache".to_string()),
                (decisions, "We deploy with Helm 3".to_string()),
            ],
            "{m}"
        );
        assert_eq!(
            replacements(&doc, "Use Redis for the session cache"),
            ["Use Valkey for the session cache"]
        );
    }
    assert_eq!(
        merge(Kind::Memory, &o.render(), &a.render(), &b.render()),
        merge(Kind::Memory, &o.render(), &b.render(), &a.render())
    );
}

#[test]
fn two_different_supersedes_keep_both_and_are_flagged() {
    let o = base();
    let mut a = o.clone();
    supersede(
        &mut a,
        "Use Redis for the session cache",
        "Use Valkey for the session cache",
    );
    let mut b = o.clone();
    supersede(
        &mut b,
        "Use Redis for the session cache",
        "Use Memcached for the session cache",
    );
    let m = merge(Kind::Memory, &o.render(), &a.render(), &b.render());
    let doc = Doc::parse(&m);
    let mut got = replacements(&doc, "Use Redis for the session cache");
    got.sort();
    assert_eq!(
        got,
        [
            "Use Memcached for the session cache",
            "Use Valkey for the session cache"
        ]
    );
    let flagged = flagged_pairs(&doc);
    assert_eq!(flagged.len(), 1, "{m}");
    assert_eq!(flagged[0].1, "Use Redis for the session cache");
    // Closed on one side, forgotten on the other: closed.
    let mut c = o.clone();
    forget(&mut c, "Use Redis for the session cache");
    let m = merge(Kind::Memory, &o.render(), &a.render(), &c.render());
    assert!(
        Doc::parse(&m)
            .entries()
            .iter()
            .all(|l| l.entry.fact != "Use Redis for the session cache" || !l.entry.is_active())
    );
}

#[test]
fn hand_written_lines_stay_in_place_and_markers_are_refused() {
    let o = base().render();
    let a = o.replace(
        "## 🧭 Decisions\n",
        "## 🧭 Decisions\n\nOur decisions, newest last.\n",
    );
    let b = o.replace(
        "## 📌 Rules\n",
        "## 📌 Rules\n\n> Rules everyone follows.\n",
    );
    let m = merge(Kind::Memory, &o, &a, &b);
    assert!(
        m.contains("## 📌 Rules\n\n> Rules everyone follows.\n"),
        "{m}"
    );
    assert!(
        m.contains("## 🧭 Decisions\n\nOur decisions, newest last.\n"),
        "{m}"
    );
    let bad = read_side(
        "theirs",
        b"# x\n<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n",
    )
    .unwrap_err();
    assert_eq!(bad.lines, vec![2, 4, 6]);
    assert_eq!(read_side("ours", b"ok\n\xff\n").unwrap_err().lines, vec![2]);
    assert_eq!(Kind::of_path(".claude/memory/2026-11-30.md"), Kind::Log);
    assert_eq!(Kind::of_path("mem/skills/INDEX.md"), Kind::Lines);
}

#[derive(Debug, Clone)]
enum Op {
    /// Add a fact to a section: the side's own text, or one both sides may add.
    Add(usize, u8, bool),
    /// Supersede the nth fact in force.
    Supersede(usize, u8),
    /// Forget the nth fact in force.
    Forget(usize),
    /// A person's line at the end of a section.
    Hand(usize, u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..3usize, 0..20u8, any::<bool>()).prop_map(|(s, n, shared)| Op::Add(s, n, shared)),
        2 => (0..8usize, 0..20u8).prop_map(|(i, n)| Op::Supersede(i, n)),
        1 => (0..8usize).prop_map(Op::Forget),
        1 => (0..3usize, 0..20u8).prop_map(|(s, n)| Op::Hand(s, n)),
    ]
}

const SECTIONS: [Section; 3] = [Section::Rules, Section::Decisions, Section::Corrections];

/// Apply `ops` as side `side`; returns the closes it made (old fact → its replacement).
fn apply(doc: &mut Doc, side: &str, ops: &[Op]) -> Vec<(String, Option<String>)> {
    let mut closes = Vec::new();
    for (k, op) in ops.iter().enumerate() {
        let active: Vec<String> = doc
            .entries()
            .into_iter()
            .filter(|l| l.entry.is_active())
            .map(|l| l.entry.fact)
            .collect();
        let exists = |f: &str| {
            doc.entries()
                .iter()
                .any(|l| normalize(&l.entry.fact) == normalize(f))
        };
        match op {
            Op::Add(s, n, shared) => {
                let fact = if *shared {
                    format!("Shared fact {n}")
                } else {
                    format!("Fact {side}{k} {n}")
                };
                // A fact both sides add goes to one section (else it is two entries).
                let s = if *shared { *n as usize % 3 } else { *s };
                if !exists(&fact) {
                    doc.insert_in_section(SECTIONS[s], &entry(&fact));
                }
            }
            Op::Supersede(i, n) if !active.is_empty() => {
                let old = active[i % active.len()].clone();
                let new = format!("Replacement {side}{k} {n}");
                supersede(doc, &old, &new);
                closes.push((old, Some(new)));
            }
            Op::Forget(i) if !active.is_empty() => {
                let old = active[i % active.len()].clone();
                forget(doc, &old);
                closes.push((old, None));
            }
            Op::Hand(s, n) => {
                doc.insert_in_section(SECTIONS[*s], &format!("Note by {side}{k}: {n}"));
            }
            _ => {}
        }
    }
    closes
}

type Seen = HashMap<(Option<Section>, String), usize>;

fn keys(doc: &Doc) -> Seen {
    let mut out = Seen::new();
    for l in doc.entries() {
        *out.entry((l.section, normalize(&l.entry.fact)))
            .or_default() += 1;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn divergent_edits_merge_without_loss(
        pre in prop::collection::vec(op(), 0..6),
        ops_a in prop::collection::vec(op(), 0..8),
        ops_b in prop::collection::vec(op(), 0..8),
    ) {
        let mut o = base();
        apply(&mut o, "o", &pre);
        let (mut a, mut b) = (o.clone(), o.clone());
        let closes_a = apply(&mut a, "a", &ops_a);
        let closes_b = apply(&mut b, "b", &ops_b);
        let (ot, at, bt) = (o.render(), a.render(), b.render());
        let m = merge(Kind::Memory, &ot, &at, &bt);
        // The same whichever side is "ours".
        prop_assert_eq!(&m, &merge(Kind::Memory, &ot, &bt, &at));
        prop_assert!(!m.contains("<<<<<<<") && !m.contains(">>>>>>>"));
        let doc = Doc::parse(&m);
        prop_assert!(doc.index_is_current(), "{}", m);
        // Every entry of both sides, exactly once, in its section.
        let got = keys(&doc);
        for side in [&a, &b] {
            for k in keys(side).keys() {
                prop_assert_eq!(got.get(k).copied(), Some(1), "{:?} in\n{}", k, m);
            }
        }
        let both: HashSet<_> = keys(&a).into_keys().chain(keys(&b).into_keys()).collect();
        prop_assert_eq!(got.len(), both.len());
        // Every closed fact stays closed, pointing at its replacement(s).
        for (old, new) in closes_a.iter().chain(&closes_b) {
            let l = doc.entries().into_iter().find(|l| l.entry.fact == *old);
            prop_assert!(l.as_ref().is_some_and(|l| !l.entry.is_active()), "{} in force in\n{}", old, m);
            if let Some(new) = new {
                let l = l.unwrap();
                if l.entry.meta("superseded").is_some() {
                    let (_, lines) = pointer::find(doc.line(l.line).unwrap()).unwrap();
                    let facts: Vec<String> = lines.iter().filter_map(|n| Entry::parse(doc.line(*n)?)).map(|e| e.fact).collect();
                    let all_closes: Vec<&String> = closes_a.iter().chain(&closes_b).filter(|(o, _)| o == old).filter_map(|(_, n)| n.as_ref()).collect();
                    prop_assert!(facts.iter().any(|f| f == new) || all_closes.iter().any(|n| facts.contains(n)), "{} → {:?} in\n{}", old, facts, m);
                }
            }
        }
        // A person's lines of both sides, once each.
        for side in [&at, &bt] {
            for l in side.lines().filter(|l| l.starts_with("Note by")) {
                prop_assert_eq!(m.lines().filter(|x| x == &l).count(), 1);
            }
        }
    }

    #[test]
    fn candidate_sightings_on_both_sides_add_up(
        base_seen in prop::collection::vec(0..5u8, 0..6),
        seen_a in prop::collection::vec(0..8u8, 0..8),
        seen_b in prop::collection::vec(0..8u8, 0..8),
        promote_a in prop::option::of(0..5u8),
    ) {
        let day = NaiveDate::from_ymd_opt(2026, 11, 2).unwrap();
        let summary = |n: u8| format!("Bash `npm run build{n}` → error TS2304: cannot find name");
        let see = |pool: &mut Pool, seen: &[u8], d: u32| {
            for n in seen {
                pool.observe(CandidateKind::Error, &summary(*n), false, CandidateSource::Hook, day + chrono::Days::new(d.into()));
            }
        };
        let mut o = Pool::parse(&Pool::template(Lang::En));
        see(&mut o, &base_seen, 0);
        let (mut a, mut b) = (o.clone(), o.clone());
        see(&mut a, &seen_a, 1);
        see(&mut b, &seen_b, 2);
        let mut promoted = None;
        if let Some(n) = promote_a
            && let Some(c) = a.observing().into_iter().find(|c| c.summary == summary(n)).cloned()
        {
            a.promote(&c.id, "MEMORY.md:L20", day).unwrap();
            promoted = Some(summary(n));
        }
        let (ot, at, bt) = (o.render(), a.render(), b.render());
        let m = merge(Kind::Candidates, &ot, &at, &bt);
        prop_assert_eq!(&m, &merge(Kind::Candidates, &ot, &bt, &at));
        let pool = Pool::parse(&m);
        let ids: Vec<&str> = pool.observing().iter().map(|c| c.id.as_str()).chain(pool.promoted().iter().map(|p| p.id.as_str())).collect();
        let unique: HashSet<&&str> = ids.iter().collect();
        prop_assert_eq!(unique.len(), ids.len(), "IDs unique in\n{}", m);
        for n in 0..8u8 {
            let count = |seen: &[u8]| seen.iter().filter(|x| **x == n).count() as u32;
            let want = count(&base_seen) + count(&seen_a) + count(&seen_b);
            let rows: Vec<_> = pool.observing().into_iter().filter(|c| c.summary == summary(n)).collect();
            if promoted.as_deref() == Some(summary(n).as_str()) {
                prop_assert!(rows.is_empty(), "promoted on one side stays promoted:\n{}", m);
                prop_assert_eq!(pool.promoted().len(), 1);
            } else if want == 0 {
                prop_assert!(rows.is_empty());
            } else {
                prop_assert_eq!(rows.len(), 1, "one row for {} in\n{}", n, m);
                prop_assert_eq!(rows[0].count, want, "{}", m);
            }
        }
    }
}
