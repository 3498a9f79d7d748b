//! Recall on the development corpora through the real prompt hook, held to floors just
//! under what the ranking reaches (docs/RECALL.md has the figures; `cargo bench --bench
//! recall` prints them in full): the synthetic `tests/corpus/recall.dev/`, and the
//! validation part of the real `tests/corpus/recall.real-dev/` (its repositories whose
//! FNV-1a-64 is odd; the ranking was tuned on the other part only), and the held-out
//! `tests/corpus/recall.synth-b/`, `recall.synth-d/` and `recall.synth-f/`, written in the
//! manner of real rule files.

#[path = "../../bench/recall_eval.rs"]
mod recall_eval;

use crate::support::split::{fnv1a64, in_validation};
use std::path::Path;

/// Floors: just under the measured figures, so a change that loses recall fails here.
/// recall.dev: 0.82 hit@3, 0.88 cross-lingual, 0.20 lines on irrelevant prompts.
const MIN_HIT3: f64 = 0.80;
const MIN_CROSS_HIT3: f64 = 0.86;
const MAX_NOISE_LINES: f64 = 0.22;
/// The real set's validation part (46 prompts with relevant memories, 16 without): 0.63
/// hit@3 and 0.69 lines on irrelevant prompts, as score_recall.py reads it too.
const REAL_MIN_HIT3: f64 = 0.61;
const REAL_MAX_NOISE_LINES: f64 = 0.71;
/// The sets written in rounds forty-seven and forty-eight in the manner of real rule files and
/// prompts and held out, with their floors (hit@3, lines on irrelevant prompts):
/// `recall.synth-b` reads 0.609 and 0.73, `recall.synth-d` 0.680 and 0.48, `recall.synth-f`
/// 0.556 and 0.55, as score_recall.py reads them too.
const HELD_OUT_RULE_FILE_SETS: &[(&str, f64, f64)] = &[
    ("recall.synth-b", 0.58, 0.75),
    ("recall.synth-d", 0.65, 0.50),
    ("recall.synth-f", 0.54, 0.57),
];

/// The lines of the real set's `file` whose `source` repository is in the validation part.
fn validation_lines(corpus: &Path, file: &str) -> String {
    let text = std::fs::read_to_string(corpus.join(file)).unwrap();
    text.lines()
        .filter(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            in_validation(Some(v["source"].as_str().unwrap()))
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn the_split_rule_is_fnv1a64() {
    assert_eq!(fnv1a64(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a64("a"), 0xaf63_dc4c_8601_ec8c);
}

#[test]
fn recall_on_the_real_validation_part_holds_its_floors() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/recall.real-dev");
    let work = tempfile::tempdir().unwrap();
    let part = work.path().join("validation");
    std::fs::create_dir_all(&part).unwrap();
    for f in ["memories.jsonl", "queries.jsonl"] {
        std::fs::write(part.join(f), validation_lines(&corpus, f)).unwrap();
    }
    let bin = Path::new(env!("CARGO_BIN_EXE_memory-manager"));
    let run = work.path().join("run");
    std::fs::create_dir_all(&run).unwrap();
    let report = recall_eval::run(bin, &part, &run).unwrap();
    holds_its_floors(
        "real validation",
        &report,
        REAL_MIN_HIT3,
        REAL_MAX_NOISE_LINES,
    );
}

/// Assert the floors of a set read only as figures: its hit@3 and its lines on irrelevant
/// prompts are printed, never a line of it. A prompt may state a lasting rule the hook saves
/// ("…, next time"): counted, not a failure here (capture has its own corpus test); the saved
/// line joins the store as it would for a user.
fn holds_its_floors(name: &str, report: &recall_eval::Report, min_hit3: f64, max_noise: f64) {
    let hook = &report.hook;
    let (hit3, noise) = (hook.overall.hit_at_3(), hook.overall.noise_lines());
    println!(
        "{name}: hit@3 {hit3:.3}, noise {noise:.2} lines, {} prompt(s) saved something",
        report.wrote.len()
    );
    assert!(hit3 >= min_hit3, "{name}: hit@3 {hit3:.3} < {min_hit3}");
    assert!(
        noise <= max_noise,
        "{name}: irrelevant prompts get {noise:.3} lines > {max_noise}"
    );
}

#[test]
fn recall_on_the_dev_corpus_holds_its_floors() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/recall.dev");
    let work = tempfile::tempdir().unwrap();
    let bin = Path::new(env!("CARGO_BIN_EXE_memory-manager"));
    let report = recall_eval::run(bin, &corpus, work.path()).unwrap();
    println!("{}", report.render());
    if std::env::var_os("RECALL_MISSES").is_some() {
        println!("{}", report.render_misses());
    }
    let hook = &report.hook;
    let (hit3, cross, noise) = (
        hook.overall.hit_at_3(),
        hook.cat("crosslingual").hit_at_3(),
        hook.overall.noise_lines(),
    );
    assert!(report.wrote.is_empty(), "prompts wrote: {:?}", report.wrote);
    assert!(report.altered.is_empty(), "altered: {:?}", report.altered);
    assert!(hit3 >= MIN_HIT3, "hit@3 {hit3:.3} < {MIN_HIT3}");
    assert!(
        cross >= MIN_CROSS_HIT3,
        "cross-lingual hit@3 {cross:.3} < {MIN_CROSS_HIT3}"
    );
    assert!(
        noise <= MAX_NOISE_LINES,
        "irrelevant prompts get {noise:.3} lines > {MAX_NOISE_LINES}"
    );
}

#[test]
fn recall_on_the_held_out_rule_file_sets_hold_their_floors() {
    for &(name, min_hit3, max_noise) in HELD_OUT_RULE_FILE_SETS {
        let corpus = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(name);
        let work = tempfile::tempdir().unwrap();
        let bin = Path::new(env!("CARGO_BIN_EXE_memory-manager"));
        let report = recall_eval::run(bin, &corpus, work.path()).unwrap();
        holds_its_floors(name, &report, min_hit3, max_noise);
    }
}
