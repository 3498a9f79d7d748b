//! The team's split of the real corpora into a tuning and a validation part (issue 18): by
//! repository, a line's `source` before `:`, odd FNV-1a-64 being validation. The corpus
//! tests share it; the library's family census (`src/signals/prompt/tests/family_hits.rs`)
//! keeps a copy, since a module under src/ may not pull a file in (.ci/check-layers).

/// FNV-1a-64 of `s`.
pub fn fnv1a64(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Whether a real line whose `source` is this belongs to the validation part; a line with
/// no source is tuning.
pub fn in_validation(source: Option<&str>) -> bool {
    source.is_some_and(|s| fnv1a64(s.split(':').next().unwrap_or_default()) % 2 == 1)
}
