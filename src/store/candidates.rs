//! CANDIDATES.md: the candidate pool's three tables (🌱 observing / ✅ promoted / 🗑️ dropped).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Candidate types: 规则/rule, 偏好/preference, 错误/error, 决策/decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CandidateKind {
    Rule,
    Preference,
    Error,
    Decision,
}

/// A row of the 🌱 observing table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// `C001`…, stable forever.
    pub id: String,
    pub kind: CandidateKind,
    pub summary: String,
    pub first: NaiveDate,
    pub last: NaiveDate,
    pub count: u32,
    /// The user asked for it explicitly: ready at once.
    pub explicit: bool,
}

impl Candidate {
    pub fn is_ready(&self) -> bool {
        self.explicit || self.count >= 3
    }
}

/// What recording one observation did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Observation {
    pub id: String,
    pub count: u32,
    pub ready: bool,
    /// A new row was added (not an existing one counted again).
    pub created: bool,
}

/// The parsed CANDIDATES.md, keeping every line it does not own.
#[derive(Debug, Clone, Default)]
pub struct Pool {}

impl Pool {
    pub fn parse(text: &str) -> Pool {
        let _ = text;
        Pool {}
    }
}
