//! Recall on the development corpus (`tests/corpus/recall.dev/`) through the real prompt
//! hook, held to floors just under what the ranking reaches (docs/RECALL.md has the
//! figures; `cargo bench --bench recall` prints them in full).

#[path = "../../bench/recall_eval.rs"]
mod recall_eval;

use std::path::Path;

/// Floors: just under the measured figures, so a change that loses recall fails here.
const MIN_HIT3: f64 = 0.84;
const MIN_CROSS_HIT3: f64 = 0.82;
const MAX_NOISE_LINES: f64 = 0.23;

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
