//! Prompt signal detection (DESIGN.md §2). Owned by the signals work; see tests below.

/// What kind of memory signal a prompt carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SignalKind {
    Explicit,
    Decision,
    NegativeDecision,
    Correction,
    Preference,
    Checkpoint,
    MissedSave,
    Help,
    Weak,
    None,
}

/// Where the detected text goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Target {
    /// USER.md (about the user or how to talk to them)
    User,
    /// MEMORY.md 📌 rules
    MemoryRules,
    /// MEMORY.md 🧭 decisions
    MemoryDecisions,
    /// A counted candidate of type rule (correction)
    CandidateRule,
    /// A counted candidate of type preference
    CandidatePreference,
    /// Today's daily log, as a checkpoint
    Log,
    /// IMPROVEMENTS.md
    Improvements,
    /// Nothing is written
    Nothing,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Detection {
    pub kind: SignalKind,
    pub target: Target,
    /// The clause carrying the signal, trigger words stripped, at most 120 characters.
    /// Not yet redacted (the store redacts everything it writes). Empty when nothing is saved.
    pub text: String,
    /// Why: the phrase family that matched, or what vetoed it. For `signals` / `--explain`.
    pub reason: String,
}

/// Detect the memory signal in one prompt.
pub fn detect(prompt: &str) -> Detection {
    let _ = prompt;
    Detection { kind: SignalKind::None, target: Target::Nothing, text: String::new(), reason: String::new() }
}
