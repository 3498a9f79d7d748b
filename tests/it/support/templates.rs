//! The files `init` lays down, byte for byte: what the store tests compare whole files
//! against, and what a write changes.

/// `MEMORY.md` as `init --lang en` writes it.
pub const EN_MEMORY: &str = r#"<!-- line index (auto)
L13-L13    📌 Rules
L15-L15    🧭 Decisions
L17-L17    ⚠️ Error corrections
L19-L19    🔗 Skill index
L21-L21    📅 Log archive
L23-L23    🔄 Evolution summary
-->
# MEMORY.md — long-term memory

> One fact per line: `- [YYYY-MM] fact | source: …`. Closed facts are struck through and point at their replacement.

## 📌 Rules

## 🧭 Decisions

## ⚠️ Error corrections

## 🔗 Skill index

## 📅 Log archive

## 🔄 Evolution summary
"#;
/// `USER.md` as `init --lang en` writes it.
pub const EN_USER: &str = r#"<!-- line index (auto)
L10-L10    👤 Preferences
L12-L12    🏢 Work background
L14-L14    💬 Communication style
-->
# USER.md — about the user

> About the user: preferences, work background, communication style.

## 👤 Preferences

## 🏢 Work background

## 💬 Communication style
"#;
/// `CANDIDATES.md` as `init --lang en` writes it.
pub const EN_CANDIDATES: &str = r#"# Candidate pool

> Maintained by memory-manager: a candidate seen 3 times (or asked for explicitly) is proposed by `memory-manager evolve`. Hand edits are kept.

## 🌱 Observing
| ID | Type | Summary | First seen | Last seen | Count | Target | Source | Fix |
|----|----|----|----|----|----|----|----|----|

## ✅ Promoted
| ID | Summary | Promoted | Location |
|----|----|----|----|

## 🗑️ Dropped
| ID | Summary | Reason | Date |
|----|----|----|----|
"#;
/// `EVOLUTION_LOG.md` as `init --lang en` writes it.
pub const EN_EVOLUTION_LOG: &str = r#"# EVOLUTION_LOG.md — evolution log

"#;
/// `skills/INDEX.md` as `init --lang en` writes it.
pub const EN_SKILLS_INDEX: &str = r#"# Skill index

## Approved

## Awaiting approval (auto-generated)
"#;
/// `.gitattributes` as `init` writes it.
pub const GITATTRIBUTES: &str = r#"# memory-manager: memory files merge entry by entry (`memory-manager merge-file`,
# registered in each clone's .git/config by `memory-manager init` or `install-hooks`)
*.md merge=memory-manager
"#;
/// `.gitignore` as `init` writes it.
pub const GITIGNORE: &str = r#"# memory-manager: local state, not memory
.memory-manager.lock
.memory-manager-errors.log
.memory-manager-spool/
.memory-manager-evolve.json
.*.tmp-*
"#;
/// `MEMORY.md` as `init --lang zh` writes it.
pub const ZH_MEMORY: &str = r#"<!-- 行号速查 (auto)
L13-L13    📌 重要规则
L15-L15    🧭 决策记录
L17-L17    ⚠️ 错误修正记录
L19-L19    🔗 技能索引
L21-L21    📅 日志归档引用
L23-L23    🔄 进化历史摘要
-->
# MEMORY.md — 长期记忆

> 一行一条事实:`- [YYYY-MM] 事实 | 来源:…`。旧事实划掉并指向新行,不直接覆盖。

## 📌 重要规则

## 🧭 决策记录

## ⚠️ 错误修正记录

## 🔗 技能索引

## 📅 日志归档引用

## 🔄 进化历史摘要
"#;
/// `USER.md` as `init --lang zh` writes it.
pub const ZH_USER: &str = r#"<!-- 行号速查 (auto)
L10-L10    👤 基本偏好
L12-L12    🏢 工作背景
L14-L14    💬 沟通风格
-->
# USER.md — 用户画像

> 关于用户本人:偏好、工作背景、沟通风格。

## 👤 基本偏好

## 🏢 工作背景

## 💬 沟通风格
"#;
/// `CANDIDATES.md` as `init --lang zh` writes it.
pub const ZH_CANDIDATES: &str = r#"# 候选池

> 由 memory-manager 维护:观察到 3 次(或用户明确要求)即可通过 `memory-manager evolve` 晋升。手动编辑会被保留。

## 🌱 观察中
| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 | 来源 | 修复 |
|----|----|----|----|----|----|----|----|----|

## ✅ 已晋升
| ID | 内容摘要 | 晋升日期 | 写入位置 |
|----|----|----|----|

## 🗑️ 已丢弃
| ID | 内容摘要 | 原因 | 日期 |
|----|----|----|----|
"#;
/// `EVOLUTION_LOG.md` as `init --lang zh` writes it.
pub const ZH_EVOLUTION_LOG: &str = r#"# EVOLUTION_LOG.md — 进化日志

"#;
/// `skills/INDEX.md` as `init --lang zh` writes it.
pub const ZH_SKILLS_INDEX: &str = r#"# 技能索引

## 已批准

## 待批准(自动生成)
"#;

/// `template` (an empty pool as `init` writes it) with `observing`, `promoted` and `dropped`
/// rows in its three tables.
pub fn pool(template: &str, observing: &[&str], promoted: &[&str], dropped: &[&str]) -> String {
    // Each table is a header row and a rule row; its rows go after the rule (pieces 1, 3, 5).
    let mut pieces: Vec<String> = template.split_inclusive("|\n").map(str::to_owned).collect();
    assert_eq!(pieces.len(), 6, "three tables in:\n{template}");
    for (piece, rows) in [(1, observing), (3, promoted), (5, dropped)] {
        for row in rows {
            pieces[piece].push_str(row);
            pieces[piece].push('\n');
        }
    }
    pieces.concat()
}
