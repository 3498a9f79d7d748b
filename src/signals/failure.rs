//! Tool failure summaries (DESIGN.md §1 candidate pool). Owned by the failure work.

use crate::event::ToolFailure;

/// A failure as the candidate pool records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailureSummary {
    /// `Tool `head` → first meaningful error line`, redacted, at most 120 characters.
    pub summary: String,
}

/// Summarise a failure, or `None` when there is nothing worth recording.
pub fn summarize(failure: &ToolFailure) -> Option<FailureSummary> {
    let _ = failure;
    None
}
