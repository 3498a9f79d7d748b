//! The labelled corpora replayed through the real binary, as the host would run it.
//!
//! signals: each prompt in a fresh folder; precision and recall of what gets saved, and of
//! where, must reach 0.95 / 0.90. toolfail: every event into one folder; each dedupe group
//! is exactly one candidate row with the right count.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use memory_manager::store::candidates::Pool;
use serde_json::Value;

use crate::support::{Mm, corpus};

const TODAY: &str = "2026-11-30";

/// Run the hook with `event` on stdin against `root`; returns stdout.
fn hook(root: &Path, home: &Path, event: &Value) -> String {
    let out = Mm::new()
        .arg("--root")
        .arg(root)
        .arg("hook")
        .home(home)
        .env("MEMORY_MANAGER_TODAY", TODAY)
        .stdin(event.to_string())
        .run()
        .success();
    assert!(
        out.stderr.is_empty(),
        "hook wrote to stderr: {}",
        out.stderr
    );
    out.stdout
}

/// Every file under `dir` (relative name → text), the hook's own bookkeeping left out.
fn snapshot(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let name = p.strip_prefix(dir).unwrap().display().to_string();
                if !name.starts_with(".memory-manager") {
                    out.insert(name, std::fs::read_to_string(&p).unwrap_or_default());
                }
            }
        }
    }
    out
}

/// The file kind a label's target names, as it shows up in a folder.
fn target_of(changed: &str) -> &'static str {
    match changed {
        "USER.md" => "USER.md",
        "MEMORY.md" => "MEMORY.md",
        "CANDIDATES.md" => "CANDIDATES.md",
        "IMPROVEMENTS.md" => "IMPROVEMENTS.md",
        n if n == format!("{TODAY}.md") => "log",
        _ => "other",
    }
}

#[test]
fn signals_corpus_precision_and_recall() {
    let lines = corpus("signals.dev.jsonl");
    let home = tempfile::tempdir().unwrap();
    let (mut predicted, mut labelled, mut correct, mut target_ok) = (0, 0, 0, 0);
    let mut misses = Vec::new();
    for line in &lines {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        // Templates first, so what the hook writes is a clean difference.
        Mm::new()
            .arg("--root")
            .arg(root)
            .args(["init", "--lang", "en"])
            .home(home.path())
            .run()
            .success();
        let before = snapshot(root);
        let event = serde_json::json!({
            "hook_event_name": "UserPromptSubmit",
            "session_id": "corpus",
            "cwd": root,
            "prompt": line["prompt"],
        });
        let answer = hook(root, home.path(), &event);
        let after = snapshot(root);
        let changed: Vec<(&str, String)> = after
            .iter()
            .filter(|(name, text)| {
                before.get(*name) != Some(*text) && name.as_str() != "EVOLUTION_LOG.md"
            })
            .map(|(name, text)| {
                let old = before.get(name).cloned().unwrap_or_default();
                let added: Vec<&str> = text
                    .lines()
                    .filter(|l| !old.lines().any(|o| o == *l))
                    .collect();
                (target_of(name), added.join("\n"))
            })
            .collect();
        let label_target = line["target"].as_str().unwrap();
        let save_worthy = label_target != "-";
        let wrote = !changed.is_empty();
        let contains: Vec<&str> = line["saved_contains"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let right_file = changed.len() == 1 && changed[0].0 == label_target;
        let right_text = changed
            .iter()
            .any(|(_, added)| contains.iter().all(|c| added.contains(c)));
        labelled += usize::from(save_worthy);
        predicted += usize::from(wrote);
        if save_worthy && wrote && right_text {
            correct += 1;
        }
        if save_worthy && wrote && right_file {
            target_ok += 1;
        }
        if save_worthy != wrote || (wrote && !(right_file && right_text)) {
            misses.push(format!(
                "{} [{} → {}] wrote {:?}: {}",
                line["id"].as_str().unwrap(),
                line["kind"].as_str().unwrap(),
                label_target,
                changed
                    .iter()
                    .map(|(t, a)| format!("{t}: {a}"))
                    .collect::<Vec<_>>(),
                line["prompt"]
                    .as_str()
                    .unwrap()
                    .chars()
                    .take(80)
                    .collect::<String>()
            ));
        }
        // The hook always answers with the block, whatever it detected.
        assert!(answer.contains("<memory>"), "{answer}");
    }
    let precision = correct as f64 / predicted.max(1) as f64;
    let recall = correct as f64 / labelled.max(1) as f64;
    let target_precision = target_ok as f64 / predicted.max(1) as f64;
    let target_recall = target_ok as f64 / labelled.max(1) as f64;
    println!(
        "saves:   precision {precision:.3} recall {recall:.3} ({correct} right of {predicted} written, {labelled} labelled)"
    );
    println!("targets: precision {target_precision:.3} recall {target_recall:.3}");
    for m in &misses {
        println!("miss: {m}");
    }
    assert!(
        precision >= 0.95 && recall >= 0.90,
        "saves below target: see misses above"
    );
    assert!(
        target_precision >= 0.95 && target_recall >= 0.90,
        "targets below target: see misses above"
    );
}

#[test]
fn toolfail_corpus_groups_are_one_row_each() {
    let lines = corpus("toolfail.dev.jsonl");
    let dir = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut expected: HashMap<String, u32> = HashMap::new();
    let mut secrets = Vec::new();
    for line in &lines {
        let before = snapshot(root);
        let out = hook(root, home.path(), &line["event"]);
        for s in line["must_not_contain"].as_array().unwrap() {
            let s = s.as_str().unwrap();
            assert!(!out.contains(s), "the hook printed a secret");
            secrets.push(s.to_string());
        }
        if line["record"].as_bool().unwrap() {
            *expected
                .entry(line["group"].as_str().unwrap().to_string())
                .or_default() += 1;
        } else {
            assert_eq!(
                before,
                snapshot(root),
                "record:false event changed files: {}",
                line["note"]
            );
        }
        if line["event"].get("agent_id").is_some() {
            for f in ["MEMORY.md", "USER.md"] {
                assert_eq!(
                    before.get(f),
                    snapshot(root).get(f),
                    "a sub-agent event wrote {f}"
                );
            }
        }
    }
    let text = std::fs::read_to_string(root.join("CANDIDATES.md")).unwrap();
    let pool = Pool::parse(&text);
    let rows = pool.observing();
    let mut counts: Vec<u32> = rows.iter().map(|c| c.count).collect();
    let mut want: Vec<u32> = expected.values().copied().collect();
    counts.sort_unstable();
    want.sort_unstable();
    assert_eq!(rows.len(), expected.len(), "one row per group:\n{text}");
    assert_eq!(counts, want, "counts per group:\n{text}");
    let ready = rows.iter().filter(|c| c.is_ready()).count();
    assert_eq!(ready, want.iter().filter(|n| **n >= 3).count());
    for (name, content) in snapshot(root) {
        for s in &secrets {
            assert!(!content.contains(s.as_str()), "{name} holds a secret");
        }
    }
}
