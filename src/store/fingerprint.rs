//! Identity of a candidate: two observations with the same fingerprint are one row.

use super::candidates::CandidateKind;

/// The normalised identity of a candidate summary.
pub fn fingerprint(kind: CandidateKind, summary: &str) -> String {
    let _ = kind;
    summary.to_lowercase()
}
