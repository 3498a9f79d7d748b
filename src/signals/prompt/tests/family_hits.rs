//! How many corpus prompts each family fires on, whatever a stronger family decides there:
//! the real sets' tuning and validation parts and the synthetic sets apart (docs/CAPTURE.md,
//! "Families and their hits"). A family is admitted on a language reason and several
//! distinct real hits (issue 18); one whose only corpus prompt is a single real line we read
//! was fitted to that line. `cargo test --lib family_hits -- --nocapture` prints the census.

use super::super::families_firing;
use std::collections::BTreeMap;

/// The team's split (tests/it/support/split.rs, the corpus tests' copy; a module under src/
/// may not pull that file in, .ci/check-layers): a real line whose repository, its `source`
/// before `:`, hashes odd under FNV-1a-64 is validation.
fn in_validation(source: Option<&str>) -> bool {
    source.is_some_and(|s| {
        let repo = s.split(':').next().unwrap_or_default();
        let hash = repo.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        hash % 2 == 1
    })
}

const REAL: [&str; 2] = ["signals.real-dev.jsonl", "signals.real-dev2.jsonl"];

/// Prompts a family fires on: real tuning, real validation (a figure only), synthetic.
#[derive(Default, Clone, Copy)]
struct Hits {
    tuning: usize,
    validation: usize,
    synthetic: usize,
}

fn census() -> BTreeMap<&'static str, Hits> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/corpus")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("signals.") && n.ends_with(".jsonl"))
        .collect();
    names.sort();
    let mut hits: BTreeMap<&'static str, Hits> = BTreeMap::new();
    for name in names {
        let real = REAL.contains(&name.as_str());
        let text = std::fs::read_to_string(dir.join(&name)).expect("a corpus file");
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let prompt = value["prompt"].as_str().expect("a prompt");
            let validation = in_validation(value["source"].as_str());
            for family in families_firing(prompt) {
                let h = hits.entry(family).or_default();
                match (real, validation) {
                    (false, _) => h.synthetic += 1,
                    (true, false) => h.tuning += 1,
                    (true, true) => h.validation += 1,
                }
            }
        }
    }
    hits
}

/// No family rests on one real prompt we read: a family whose every corpus hit is a single
/// line of the real tuning part was written for that line (issue 18, "no family fits one
/// prompt"). A family with no real hit stands on its language reason, its variation table
/// and the synthetic sets of several writers; the census shows which (docs/CAPTURE.md).
#[test]
fn no_family_rests_on_one_real_prompt() {
    let hits = census();
    let mut fitted = Vec::new();
    println!(
        "{:>6} {:>10} {:>9}  family",
        "tuning", "validation", "synthetic"
    );
    for family in super::super::rules::FAMILIES.iter() {
        let h = hits.get(family.name).copied().unwrap_or_default();
        println!(
            "{:>6} {:>10} {:>9}  {}",
            h.tuning, h.validation, h.synthetic, family.name
        );
        if (h.tuning, h.validation, h.synthetic) == (1, 0, 0) {
            fitted.push(family.name);
        }
    }
    assert!(
        fitted.is_empty(),
        "families resting on one real prompt: {fitted:?}"
    );
}
