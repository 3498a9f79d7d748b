//! The evolution card `evolve` shows: a box of the candidates proposed for promotion, at
//! most 80 columns wide, aligned by display width (CJK characters and emoji take two
//! columns), in the memory files' language.

use chrono::NaiveDate;
use serde::Serialize;
use unicode_width::UnicodeWidthStr;

use super::candidates::CandidateKind;
use super::candidates::READY_AT;
use super::doc::Section;
use super::evolve::{Approval, plural};
use super::paths::MemFile;
use crate::text::Lang;

/// Widest box, border included.
pub const MAX_WIDTH: usize = 80;
/// Narrowest inner width, so a card of short items still reads as a card.
const MIN_INNER: usize = 44;
/// Border and padding around the inner text: `│ ` … ` │`.
const FRAME: usize = 4;

/// What promoting an item does to its target file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Operation {
    /// A new line at the end of the section.
    Add,
    /// The same fact is already at `line`: it is refreshed (month, source), not repeated.
    Update { line: usize, text: String },
    /// A conflicting fact at `line` is struck through and points at the new line.
    Supersede { line: usize, text: String },
}

impl Operation {
    pub fn name(&self) -> &'static str {
        match self {
            Operation::Add => "ADD",
            Operation::Update { .. } => "UPDATE",
            Operation::Supersede { .. } => "SUPERSEDE",
        }
    }
}

/// One candidate on the card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardItem {
    /// 1-based number the user approves by.
    pub n: usize,
    pub id: String,
    pub kind: CandidateKind,
    pub file: MemFile,
    pub section: Section,
    pub count: u32,
    pub explicit: bool,
    pub first_seen: NaiveDate,
    /// For a failure: what fixed it, when recorded.
    pub fix: Option<String>,
    /// The line it is written as (a failure: the lesson, `error → fix`).
    pub content: String,
    pub operation: Operation,
    /// The line it lands on (predicted on the card, actual after the write).
    pub line: usize,
}

impl CardItem {
    /// `MEMORY.md:L24`
    pub fn location(&self) -> String {
        format!("{}:L{}", self.file.name(), self.line)
    }

    /// What promoting it did: `✅ [1] C001 → 📍 MEMORY.md:L24 (ADD)`.
    pub fn result_line(&self) -> String {
        format!(
            "✅ [{}] {} → 📍 {} ({})",
            self.n,
            self.id,
            self.location(),
            self.operation.name()
        )
    }

    /// Where the item came from, as the card says it.
    pub fn source(&self, lang: Lang) -> String {
        match (self.explicit, lang) {
            (true, Lang::Zh) => format!("用户明确要求(候选池 {})", self.id),
            (true, Lang::En) => format!("user explicit (candidate pool {})", self.id),
            (false, Lang::Zh) => format!("候选池 {},观察 {}/{READY_AT} 次", self.id, self.count),
            (false, Lang::En) => {
                format!("candidate pool {}, seen {}/{READY_AT}", self.id, self.count)
            }
        }
    }
}

/// The section title without its emoji (an emoji's width differs between terminals; text
/// does not).
fn section_title(section: Section, lang: Lang) -> String {
    let heading = section.heading(lang);
    let title = heading.trim_start_matches('#').trim();
    title
        .split_once(' ')
        .map_or(title, |(_, rest)| rest)
        .to_string()
}

/// The lines of one item, before wrapping: (label, text).
fn item_lines(item: &CardItem, lang: Lang) -> Vec<(String, String)> {
    let zh = lang == Lang::Zh;
    let label = |z: &str, e: &str| if zh { z.to_string() } else { e.to_string() };
    let mut v = vec![
        (
            format!("[{}] ", item.n),
            format!(
                "{} → {} · {}",
                item.kind.label(lang),
                item.file.name(),
                section_title(item.section, lang)
            ),
        ),
        (label("来源:", "source: "), item.source(lang)),
        (
            label("首次观察:", "first seen: "),
            item.first_seen.to_string(),
        ),
        (label("内容:", "content: "), item.content.clone()),
    ];
    if item.kind == CandidateKind::Error {
        let fix = match &item.fix {
            Some(fix) => fix.clone(),
            None => label(
                "未记录(写入的行会注明)",
                "not recorded (the line will say so)",
            ),
        };
        v.push((label("修复:", "fix: "), fix));
    }
    let op = match &item.operation {
        Operation::Add => label("ADD(新增一行)", "ADD (a new line)"),
        Operation::Update { line, .. } => {
            if zh {
                format!("UPDATE L{line}(同一事实已在,刷新日期与来源)")
            } else {
                format!("UPDATE L{line} (same fact already there: date, source refreshed)")
            }
        }
        Operation::Supersede { line, .. } => {
            if zh {
                format!("SUPERSEDE L{line}(旧行划掉并指向新行)")
            } else {
                format!("SUPERSEDE L{line} (old line struck through, pointing here)")
            }
        }
    };
    v.push((label("操作:", "operation: "), op));
    if let Operation::Update { text, .. } | Operation::Supersede { text, .. } = &item.operation {
        v.push((label("现有:", "existing: "), text.clone()));
    }
    v.push((
        label("预计写入 ", "lands on "),
        format!("{} L{}", item.file.name(), item.line),
    ));
    v
}

/// The card as text: a box, every line the same display width, at most [`MAX_WIDTH`].
pub fn render(items: &[CardItem], lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let title = if zh {
        format!("🧬 进化卡片 · {} 条待确认", items.len())
    } else {
        let s = if items.len() == 1 { "" } else { "s" };
        format!("🧬 Evolution card · {} item{s} to approve", items.len())
    };
    let max_inner = MAX_WIDTH - FRAME;
    let mut blocks: Vec<Vec<String>> = Vec::new();
    for item in items {
        let mut block = Vec::new();
        for (i, (label, text)) in item_lines(item, lang).into_iter().enumerate() {
            let indent = if i == 0 { "" } else { "    " };
            let first = format!("{indent}{label}{}", clean(&text));
            let hang = " ".repeat(indent.len() + label.width().min(12));
            block.extend(wrap(&first, max_inner, &hang));
        }
        blocks.push(block);
    }
    let inner = blocks
        .iter()
        .flatten()
        .map(|l| l.width())
        .max()
        .unwrap_or(0)
        .clamp(MIN_INNER, max_inner)
        .max(title.width() + 2);
    let total = inner + FRAME;
    let mut out = String::new();
    let head = format!("╭─ {title} ");
    out.push_str(&head);
    out.push_str(&"─".repeat(total.saturating_sub(head.width() + 1)));
    out.push_str("╮\n");
    for (k, block) in blocks.iter().enumerate() {
        if k > 0 {
            out.push_str(&format!("├{}┤\n", "─".repeat(total - 2)));
        }
        for line in block {
            let pad = inner.saturating_sub(line.width());
            out.push_str(&format!("│ {line}{} │\n", " ".repeat(pad)));
        }
    }
    out.push_str(&format!("╰{}╯\n", "─".repeat(total - 2)));
    out
}

/// How to answer the card: on a terminal, or with flags.
pub fn prompt_hint(lang: Lang, terminal: bool) -> &'static str {
    match (lang, terminal) {
        (Lang::Zh, true) => "输入 确认/全部 写入全部 · 1,3 只写这几条 · 跳过 都不写",
        (Lang::En, true) => "Type all to approve every item · 1,3 for some · skip for none",
        (Lang::Zh, false) => {
            "未写入任何内容。确认请运行 `memory-manager evolve --all`,或 `--approve 1,3` 只写部分,`--skip` 跳过。"
        }
        (Lang::En, false) => {
            "Nothing written. To approve run `memory-manager evolve --all`, or `--approve 1,3` for some, `--skip` for none."
        }
    }
}

// What `evolve` says back, in the memory files' language: one source for the CLI
// (`cmd/evolve.rs`) and the agent's tools (`tools/calls.rs`).

/// No candidate is ready: how many are still being observed.
pub fn nothing_ready(observing: usize, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!("没有可晋升的候选(观察中 {observing} 条)。"),
        Lang::En => format!(
            "Nothing is ready to evolve ({observing} candidate{} under observation).",
            plural(observing)
        ),
    }
}

/// An agent's session has had its cards. Only a person lifts the limit, so the message
/// says who may (whoever reads it, CLI or tool, is the agent).
pub fn limit_reached(seen: u32, session: &str, lang: Lang) -> String {
    match lang {
        Lang::Zh => format!(
            "本会话({session})已处理 {seen} 张进化卡片(代理会话的上限);用户可运行 `memory-manager evolve --force` 再来一张。"
        ),
        Lang::En => format!(
            "This session ({session}) has had {seen} evolution cards (an agent session's limit); the user can run `memory-manager evolve --force` for another."
        ),
    }
}

/// The answer acted on: skipped, nothing left to write, or how many were promoted.
pub fn decided(approval: &Approval, promoted: usize, lang: Lang) -> String {
    match (approval, promoted, lang) {
        (Approval::Skip, _, Lang::Zh) => "已跳过,未写入任何内容。".into(),
        (Approval::Skip, _, Lang::En) => "Skipped: nothing written.".into(),
        (_, 0, Lang::Zh) => "所选候选已不在观察中,未写入任何内容。".into(),
        (_, 0, Lang::En) => "The chosen candidates are no longer ready: nothing written.".into(),
        (_, n, Lang::Zh) => format!("已晋升 {n} 条,记录在 EVOLUTION_LOG.md。"),
        (_, n, Lang::En) => format!("Promoted {n}; recorded in EVOLUTION_LOG.md."),
    }
}

/// One line, no control characters (a tab or newline would break the box).
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Greedy wrap by display width; breaks at a space when one is near, anywhere otherwise
/// (CJK has no spaces). Continuation lines start with `hang`.
fn wrap(text: &str, width: usize, hang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in text.chars() {
        let mut next = cur.clone();
        next.push(ch);
        let zero_width = ch.to_string().width() == 0;
        if next.width() > width && !zero_width && cur.trim().len() > hang.len() {
            let space = cur
                .rfind(' ')
                .filter(|&p| p > hang.len() && cur[..p].width() > width / 2);
            match space {
                Some(p) => {
                    let rest = cur[p + 1..].to_string();
                    cur.truncate(p);
                    out.push(std::mem::replace(&mut cur, format!("{hang}{rest}")));
                }
                None => out.push(std::mem::replace(&mut cur, hang.to_string())),
            }
        }
        cur.push(ch);
    }
    out.push(cur);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(n: usize, kind: CandidateKind, content: &str, op: Operation, line: usize) -> CardItem {
        CardItem {
            n,
            id: format!("C{n:03}"),
            kind,
            file: kind.section().file(),
            section: kind.section(),
            count: 3,
            explicit: n == 2,
            first_seen: NaiveDate::from_ymd_opt(2026, 11, 2).unwrap(),
            fix: None,
            content: content.into(),
            operation: op,
            line,
        }
    }

    fn assert_box(card: &str) {
        let widths: Vec<usize> = card.lines().map(|l| l.width()).collect();
        assert!(widths.iter().all(|w| *w == widths[0]), "{card}\n{widths:?}");
        assert!(widths[0] <= MAX_WIDTH);
    }

    #[test]
    fn chinese_card_is_aligned() {
        let items = vec![
            item(
                1,
                CandidateKind::Error,
                "Bash `npm install` → npm ERR! code ERESOLVE,改用 `npm install --legacy-peer-deps` 解决依赖冲突问题,这一行足够长需要折行显示才能放进卡片里面",
                Operation::Add,
                24,
            ),
            item(
                2,
                CandidateKind::Preference,
                "回复用中文,代码注释用英文 😀",
                Operation::Update {
                    line: 9,
                    text: "回复用中文".into(),
                },
                9,
            ),
        ];
        let card = render(&items, Lang::Zh);
        assert_box(&card);
        assert!(card.contains("预计写入 MEMORY.md L24"), "{card}");
        assert!(card.contains("UPDATE L9"));
        assert!(card.contains("用户明确要求"));
        assert!(card.contains("候选池 C001,观察 3/3 次"));
        assert!(card.contains("错误 → MEMORY.md · 错误修正记录"), "{card}");
        let expected_head = "╭─ 🧬 进化卡片 · 2 条待确认 ─";
        assert!(card.starts_with(expected_head), "{card}");
    }

    #[test]
    fn chinese_card_snapshot() {
        let mut a = item(
            1,
            CandidateKind::Rule,
            "提交前运行 cargo fmt",
            Operation::Add,
            15,
        );
        a.explicit = true;
        let b = item(
            2,
            CandidateKind::Decision,
            "数据库用 PostgreSQL",
            Operation::Add,
            19,
        );
        let want = "\
╭─ 🧬 进化卡片 · 2 条待确认 ───────────────────╮
│ [1] 规则 → MEMORY.md · 重要规则              │
│     来源:用户明确要求(候选池 C001)           │
│     首次观察:2026-11-02                      │
│     内容:提交前运行 cargo fmt                │
│     操作:ADD(新增一行)                       │
│     预计写入 MEMORY.md L15                   │
├──────────────────────────────────────────────┤
│ [2] 决策 → MEMORY.md · 决策记录              │
│     来源:用户明确要求(候选池 C002)           │
│     首次观察:2026-11-02                      │
│     内容:数据库用 PostgreSQL                 │
│     操作:ADD(新增一行)                       │
│     预计写入 MEMORY.md L19                   │
╰──────────────────────────────────────────────╯
";
        let card = render(&[a, b], Lang::Zh);
        assert_eq!(card, want);
        assert_box(&card);
    }

    #[test]
    fn english_card_snapshot() {
        let items = vec![item(
            1,
            CandidateKind::Rule,
            "Run cargo fmt before every commit",
            Operation::Supersede {
                line: 12,
                text: "Run rustfmt by hand".into(),
            },
            31,
        )];
        let card = render(&items, Lang::En);
        let want = "\
╭─ 🧬 Evolution card · 1 item to approve ───────────────────────────────╮
│ [1] rule → MEMORY.md · Rules                                          │
│     source: candidate pool C001, seen 3/3                             │
│     first seen: 2026-11-02                                            │
│     content: Run cargo fmt before every commit                        │
│     operation: SUPERSEDE L12 (old line struck through, pointing here) │
│     existing: Run rustfmt by hand                                     │
│     lands on MEMORY.md L31                                            │
╰───────────────────────────────────────────────────────────────────────╯
";
        assert_eq!(card, want);
        assert_box(&card);
    }

    #[test]
    fn a_failure_shows_its_fix_or_that_it_has_none() {
        let mut fixed = item(
            1,
            CandidateKind::Error,
            "`npm install` fails with npm error code ERESOLVE → use `pnpm install`",
            Operation::Add,
            24,
        );
        fixed.fix = Some("use `pnpm install`".into());
        let card = render(&[fixed], Lang::En);
        assert_box(&card);
        assert!(
            card.contains(
                "│     content: `npm install` fails with npm error code ERESOLVE → use `pnpm"
            ),
            "{card}"
        );
        assert!(card.contains("│     fix: use `pnpm install`"), "{card}");
        let bare = item(
            1,
            CandidateKind::Error,
            "`npm install` fails with x",
            Operation::Add,
            24,
        );
        let card = render(&[bare], Lang::Zh);
        assert_box(&card);
        assert!(card.contains("修复:未记录(写入的行会注明)"), "{card}");
        let rule = item(1, CandidateKind::Rule, "Run fmt", Operation::Add, 5);
        assert!(!render(&[rule], Lang::En).contains("fix:"));
    }

    #[test]
    fn long_text_wraps_inside_the_box() {
        let long = "字".repeat(200);
        let card = render(
            &[item(1, CandidateKind::Decision, &long, Operation::Add, 5)],
            Lang::Zh,
        );
        assert_box(&card);
        assert!(card.lines().next().unwrap().width() >= MAX_WIDTH - 1);
        let words = "word ".repeat(60);
        let card = render(
            &[item(1, CandidateKind::Decision, &words, Operation::Add, 5)],
            Lang::En,
        );
        assert_box(&card);
        assert!(card.lines().all(|l| !l.contains("wor│")));
    }
}
