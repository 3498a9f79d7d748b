//! The labelled corpora (`tests/corpus/*.jsonl`, described in its README): one JSON value a
//! line. Each corpus is replayed by a module of its own (`<name>_corpus.rs`).

use std::path::Path;

use serde_json::Value;

/// Every line of `tests/corpus/NAME`, parsed; blank lines skipped.
#[track_caller]
pub fn corpus(name: &str) -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(name);
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), i + 1))
        })
        .collect()
}
