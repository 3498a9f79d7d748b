//! The sections of MEMORY.md and USER.md, found by their emoji (docs/FORMATS.md "Sections").

use crate::store::paths::MemFile;
use crate::text::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Rules,
    Decisions,
    Corrections,
    Skills,
    LogArchive,
    Evolution,
    Preferences,
    Background,
    Style,
}

impl Section {
    pub const ALL: [Section; 9] = [
        Section::Rules,
        Section::Decisions,
        Section::Corrections,
        Section::Skills,
        Section::LogArchive,
        Section::Evolution,
        Section::Preferences,
        Section::Background,
        Section::Style,
    ];
    /// MEMORY.md's sections, in template order.
    pub const MEMORY: &'static [Section] = Section::ALL.split_at(6).0;
    /// USER.md's sections, in template order.
    pub const USER: &'static [Section] = Section::ALL.split_at(6).1;

    pub fn file(self) -> MemFile {
        match self {
            Section::Preferences | Section::Background | Section::Style => MemFile::User,
            _ => MemFile::Memory,
        }
    }

    /// The emoji a section is found by (without a variation selector).
    pub fn emoji(self) -> &'static str {
        match self {
            Section::Rules => "📌",
            Section::Decisions => "🧭",
            Section::Corrections => "⚠",
            Section::Skills => "🔗",
            Section::LogArchive => "📅",
            Section::Evolution => "🔄",
            Section::Preferences => "👤",
            Section::Background => "🏢",
            Section::Style => "💬",
        }
    }

    /// The heading as the template writes it.
    pub fn heading(self, lang: Lang) -> String {
        let (zh, en) = match self {
            Section::Rules => ("📌 重要规则", "📌 Rules"),
            Section::Decisions => ("🧭 决策记录", "🧭 Decisions"),
            Section::Corrections => ("⚠️ 错误修正记录", "⚠️ Error corrections"),
            Section::Skills => ("🔗 技能索引", "🔗 Skill index"),
            Section::LogArchive => ("📅 日志归档引用", "📅 Log archive"),
            Section::Evolution => ("🔄 进化历史摘要", "🔄 Evolution summary"),
            Section::Preferences => ("👤 基本偏好", "👤 Preferences"),
            Section::Background => ("🏢 工作背景", "🏢 Work background"),
            Section::Style => ("💬 沟通风格", "💬 Communication style"),
        };
        format!(
            "## {}",
            match lang {
                Lang::Zh => zh,
                Lang::En => en,
            }
        )
    }

    pub fn of_heading(text: &str) -> Option<Section> {
        Section::ALL.into_iter().find(|s| text.contains(s.emoji()))
    }

    /// The short name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Section::Rules => "rules",
            Section::Decisions => "decisions",
            Section::Corrections => "corrections",
            Section::Skills => "skills",
            Section::LogArchive => "log-archive",
            Section::Evolution => "evolution",
            Section::Preferences => "preferences",
            Section::Background => "background",
            Section::Style => "style",
        }
    }
}
