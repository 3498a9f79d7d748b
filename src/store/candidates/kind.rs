//! The kinds of candidate and where each is promoted to.

use serde::{Deserialize, Serialize};

use crate::store::doc::Section;
use crate::text::Lang;

/// Candidate types: 规则/rule, 偏好/preference, 错误/error, 决策/decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CandidateKind {
    Rule,
    Preference,
    Error,
    Decision,
}

impl CandidateKind {
    pub const ALL: [CandidateKind; 4] = [
        CandidateKind::Rule,
        CandidateKind::Preference,
        CandidateKind::Error,
        CandidateKind::Decision,
    ];

    /// The label in the 类型 column.
    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang.is_zh()) {
            (CandidateKind::Rule, true) => "规则",
            (CandidateKind::Preference, true) => "偏好",
            (CandidateKind::Error, true) => "错误",
            (CandidateKind::Decision, true) => "决策",
            (CandidateKind::Rule, false) => "rule",
            (CandidateKind::Preference, false) => "preference",
            (CandidateKind::Error, false) => "error",
            (CandidateKind::Decision, false) => "decision",
        }
    }

    /// Reads a 类型 cell in either language.
    pub fn parse(cell: &str) -> Option<CandidateKind> {
        let c = cell.trim().to_lowercase();
        CandidateKind::ALL
            .into_iter()
            .find(|k| c == k.label(Lang::Zh) || c == k.label(Lang::En))
    }

    /// The section a promoted candidate of this kind is written to.
    pub fn section(self) -> Section {
        match self {
            CandidateKind::Error => Section::Corrections,
            CandidateKind::Rule => Section::Rules,
            CandidateKind::Preference => Section::Preferences,
            CandidateKind::Decision => Section::Decisions,
        }
    }

    /// The 目标 column: `MEMORY.md ⚠️`.
    pub fn target_label(self) -> String {
        let emoji = match self {
            CandidateKind::Error => "⚠️",
            CandidateKind::Rule => "📌",
            CandidateKind::Preference => "👤",
            CandidateKind::Decision => "🧭",
        };
        format!("{} {emoji}", self.section().file().name())
    }
}

/// Who a candidate came from: the hook (detected in a prompt or a failing tool), the agent
/// (through its memory tools), the user (who asked for it), or a person at the CLI. The
/// 来源 / Source column; a row from before the column has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CandidateSource {
    #[default]
    Hook,
    Agent,
    User,
    Manual,
}

impl CandidateSource {
    pub const ALL: [CandidateSource; 4] = [
        CandidateSource::Hook,
        CandidateSource::Agent,
        CandidateSource::User,
        CandidateSource::Manual,
    ];

    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang.is_zh()) {
            (CandidateSource::Hook, true) => "钩子",
            (CandidateSource::Agent, true) => "智能体",
            (CandidateSource::User, true) => "用户",
            (CandidateSource::Manual, true) => "手动",
            (CandidateSource::Hook, false) => "hook",
            (CandidateSource::Agent, false) => "agent",
            (CandidateSource::User, false) => "user",
            (CandidateSource::Manual, false) => "manual",
        }
    }

    /// Reads one source in either language.
    pub fn parse(cell: &str) -> Option<CandidateSource> {
        let c = cell.trim().to_lowercase();
        CandidateSource::ALL
            .into_iter()
            .find(|s| c == s.label(Lang::Zh) || c == s.label(Lang::En))
    }
}
