//! Round forty-nine's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-nine"). Found by probing the binary with phrasings of our
//! own making of what a checkpoint asks, none from any corpus.

use super::*;

/// A checkpoint said without "checkpoint" or "progress", in English: the work's current state
/// or status noted, a handoff note for oneself, the session summarised and kept. The object
/// is the work's own state; a summary of an article or a PR, a component's state, a handoff
/// doc about a system for someone, or the state saved by code stays a task.
#[test]
fn variations_en_checkpoint_said_as_the_works_state() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("make a note of our progress", ""),
            ("Make a quick note of the current status.", ""),
            ("please take a note of our progress so far", ""),
            ("record the current state", ""),
            ("Log the current status of the work", ""),
            ("jot down the current state of things!", ""),
            ("before I go: record the current state", ""),
            ("dump the current status into the notes", ""),
            ("put the current state in the work log", ""),
            ("write a handoff note for tomorrow", ""),
            ("please leave a handoff note for the next session", ""),
            ("Prepare a short hand-off summary for future me.", ""),
            ("summarize what we did today and save it", ""),
            ("summarise this session and then save it to memory", ""),
            ("Summarize our progress so far and log it", ""),
            ("save a summary of this session to memory", ""),
            ("write a brief summary of today's work into the notes", ""),
        ],
        &[
            "summarize this article and save it to notes.md",
            "write a summary of the PR",
            "save the current state to localStorage",
            "record the current state of the form in redux",
            "write a handoff doc for the new hire about the billing system",
            "the current state of the build is broken",
            "what's the current status of the deploy?",
            "make a note of the API rate limit in the README",
            "summarize what this function does",
            "log the current state of the request before retrying",
            "summarize the logs and tell me what failed",
            "handoff between the two services is flaky",
            "write a summary of the meeting for the team",
            "dump the current state of the store to the console",
            "save the summary to a file called summary.txt",
        ],
    );
}

/// The same in Chinese: the session's or the day's work summarised and kept, the day's work
/// log written, what is left of the work noted, the progress put in memory or the notes, and
/// 存档 said alone; 存档点 and a progress document name the checkpoint itself. A summary of
/// other material, a program's log, a game's save feature or the remaining tests run stay
/// tasks, and a handoff document is a document's text.
#[test]
fn variations_zh_checkpoint_said_as_the_works_state() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("把今天的工作总结一下记下来", ""),
            ("把这次会话的内容总结保存", ""),
            ("做个阶段性总结并保存", ""),
            ("先做个总结然后存档", ""),
            ("总结一下今天的进展并存到日志里", ""),
            ("请把刚才的讨论总结一下存到笔记里", ""),
            ("写一下工作日志", ""),
            ("帮我写一篇今天的工作日志。", ""),
            ("更新一下开发日志！", ""),
            ("把没做完的记一下", ""),
            ("先把剩下的工作记下来", ""),
            ("把进度写到 memory 里", ""),
            ("麻烦把当前的进展记到日志里", ""),
            ("存档", ""),
            ("存档！", ""),
            ("打个存档点", ""),
            ("更新一下进度文档", ""),
        ],
        &[
            "总结一下这篇文章",
            "总结一下这个报错的原因",
            "写一下日志模块",
            "游戏存档功能怎么做",
            "把剩下的测试跑完",
            "把没做完的功能列一下",
            "存档功能有bug",
            "写个交接文档，明天继续",
            "把日志总结一下，看看哪里报错",
            "今天的工作日志接口返回 500",
            "存档文件放在哪个目录",
            "把进度条改成蓝色",
            "做个总结页面",
            "总结一下 PR 的改动",
            "记录一下接口耗时",
        ],
    );
}

/// Not switching again closes the pick before it: 不再 without 了 (不再换), 不会再换了, and a
/// time word before it (以后不换了, 今后也不换了, 后面不换了), which only says for how long.
/// With no pick before it, or said of one's own things, it closes nothing; a time word before
/// 不换了 no longer reads the sentence as a not-doing.
#[test]
fn variations_zh_no_more_switching_closes_the_pick() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("数据库就用 PostgreSQL 了，不再换", "PostgreSQL"),
            ("日志库就用 zap，以后也不换了", "zap"),
            ("状态管理用 zustand，不会再换了", "zustand"),
            ("ORM 就 prisma 了，今后不再换", "prisma"),
            ("前端框架定 vue，后面不换了", "vue"),
            ("就用 PostgreSQL，以后不换了", "PostgreSQL"),
            ("消息队列就用 Kafka 吧，不再换了", "Kafka"),
            ("测试框架用 vitest，之后都不换了", "vitest"),
            ("包管理就 pnpm 了，以后不会再换了", "pnpm"),
            ("CI 就用 GitHub Actions，不再换！", "GitHub Actions"),
            ("部署就用 fly.io 了，以后就不换了。", "fly.io"),
            ("图表库用 echarts，不再换了哈", "echarts"),
            ("數據庫就用 MySQL 了，不再換", "MySQL"),
            ("缓存就用 redis 了，后面也不换了", "redis"),
            ("编辑器组件用 tiptap，今后也不会再换了", "tiptap"),
        ],
        &[
            "就这样吧，以后不换了",
            "这台电脑以后不换了",
            "我以后不换了",
            "键盘不再换了",
            "以后不换了吗",
            "手机壳后面不换了",
            "要不要换成 vite？以后不换了吗",
            "头像以后不换了",
            "不再换行了",
            "这个接口以后不换参数了吗",
            "他说以后不换了",
            "电池不会再换了",
            "密码以后不换了",
            "不换了吧，太麻烦",
            "今天不换了",
        ],
    );
}

/// The user's trade said by its name (我是产品经理, 我是设计师, 我是学生: an occupation noun
/// closing its clause, as "I'm an accountant" is), with an ask about how to be told things,
/// goes to USER.md as 我是做后端的 with the same ask does. Someone else's trade, a trade named
/// with no ask, a possessive after the noun (产品经理的助理), a question or a task after it
/// stays silent.
#[test]
fn variations_zh_trade_by_its_name_with_a_reply_ask() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我是产品经理，讲简单点", "产品经理"),
            ("我是产品经理，解释简单点", "产品经理"),
            ("我是设计师，多解释两句", "设计师"),
            ("我是后端，前端的东西讲细一点", "后端"),
            ("我是学生，讲详细一点", "学生"),
            ("我是一名老师，说得通俗一点", "老师"),
            ("我是运营，少用术语", "运营"),
            ("我是UI设计师，多举例子", "UI"),
            ("我是研究员；解释得详细些", "研究员"),
            ("我是个前端，后端的部分多讲讲", "前端"),
            ("我是数据分析师，别直接甩代码", "数据分析师"),
            ("我是项目经理，讲明白一点", "项目经理"),
            ("我是架构师，说得简单点就行", "架构师"),
            ("我是研究生，多解释一点原理", "研究生"),
            ("我是會計，講簡單點", "會計"),
        ],
        &[
            "我是产品经理的助理，讲简单点",
            "他是产品经理，讲简单点",
            "我是产品经理",
            "我是测试一下，讲简单点",
            "我是后端，这个接口你讲简单点吗",
            "我是前端，帮我看看这个报错",
            "产品经理说讲简单点",
            "我是设计师吗",
            "我是学生，这个题怎么做",
            "她是老师，说得通俗一点",
            "我是后端，先把接口写了",
            "我是运营，帮我导出数据",
            "我是产品经理，需求文档在 docs/ 里",
            "同事是设计师，多解释两句",
            "我是工程师？讲简单点",
        ],
    );
}

/// "By the way", "for your information", "just so you know" and "for the record" are btw and
/// fyi spelt out: a filler before the trigger, never part of what is kept; before a report of
/// the work or an incident they add no trigger.
#[test]
fn btw_and_fyi_spelt_out_open_a_clause() {
    use SignalKind::*;
    use Target::*;
    check(
        "just so you know, we always squash merge",
        Correction,
        CandidateRule,
        &["we always squash merge"],
    );
    check(
        "for the record: we always squash merge",
        Correction,
        CandidateRule,
        &["we always squash merge"],
    );
    check(
        "by the way, from now on use pnpm",
        Explicit,
        MemoryRules,
        &["use pnpm"],
    );
    check(
        "just so you know, I'm colorblind, don't rely on red/green",
        Explicit,
        User,
        &["colorblind"],
    );
    check(
        "for your information, never commit to main",
        Explicit,
        MemoryRules,
        &["never commit to main"],
    );
    check(
        "just fyi: remember that staging is read-only",
        Explicit,
        MemoryRules,
        &["staging is read-only"],
    );
    for prompt in [
        "for the record, the outage was caused by DNS",
        "by the way, the build is broken",
        "just so you know, I pushed the fix",
        "for your information, the tests pass now",
        "by the way, what does this flag do?",
        "just so you know, I'll be offline tomorrow",
    ] {
        nothing(prompt);
    }
    for prompt in [
        "just so you know, we always squash merge",
        "for the record: we always squash merge",
    ] {
        assert!(
            !detect(prompt).text.contains("record") && !detect(prompt).text.contains("know"),
            "{prompt:?} keeps its filler"
        );
    }
}

/// A ban on a habit of the agent's replies every time (别每次都总结一遍, 不要每次都重复我的问题,
/// 别每次都汇报进度) is a ban on its habit as 不要每次都问我 is: a standing rule. A question, a
/// third person's habit, praise or the user's own chore stays silent.
#[test]
fn variations_zh_every_time_reply_habits_banned() {
    let hits = [
        ("不要每次都总结一遍", "总结"),
        ("别每次都总结一遍", "总结"),
        ("你别每次都重复我的问题", "重复"),
        ("别每次都汇报进度", "汇报"),
        ("别每次都确认，直接改", "确认"),
        ("别每次都总结得这么长", "总结"),
        ("以后不要每次都复述一遍需求", "复述"),
        ("你不要每次都总结了", "总结"),
        ("别每次都重复一遍我的问题！", "重复"),
        ("不要每次都汇报，做完再说", "汇报"),
        ("咱们别每次都确认了", "确认"),
        ("你别每次都总结一大段", "总结"),
        ("不要每次都复述我的需求。", "复述"),
        ("别每次都汇报每一步", "汇报"),
        ("不要每次都重复代码", "重复"),
    ];
    for (prompt, contains) in hits {
        let d = detect(prompt);
        assert!(
            d.kind == SignalKind::Explicit
                && matches!(d.target, Target::MemoryRules | Target::User)
                && d.text.contains(contains),
            "{prompt:?} → {d:?}"
        );
    }
    for prompt in [
        "每次都要我确认吗",
        "他每次都总结一遍",
        "不要每次都总结一遍吗",
        "每次都总结一遍挺好的",
        "你每次都总结得很好",
        "我每次都要汇报给老板",
        "每次都重复这个错误",
        "为什么每次都要确认",
        "别每次都总结一遍？",
        "每次汇报都很累",
        "她说别每次都总结一遍",
        "每次确认都失败",
        "同事每次都复述需求",
        "每次都重复下载依赖很慢",
        "能不能每次都总结一遍",
    ] {
        nothing(prompt);
    }
}

/// A heading that names a standing rule, then the rule: "rule of thumb:", a standing or
/// permanent instruction, a rule that says how long it holds ("permanent rule", "long-term
/// rule"), a dash for the colon; in Chinese the label counted or qualified (一条规矩：…, 长期规则：…,
/// 硬性规则：…). A task's instructions, a question about a rule, a product's rule (校验规则) or a
/// heading with nothing after it stays silent.
#[test]
fn variations_a_heading_names_a_standing_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("rule of thumb for this repo: small PRs", "small PRs"),
            (
                "standing instruction: ask before deleting files",
                "ask before deleting",
            ),
            ("permanent rule — run tests before commit", "run tests"),
            ("permanent rule: no merge commits", "no merge commits"),
            (
                "long-term rule: pin every dependency",
                "pin every dependency",
            ),
            ("Strict rule: never log PII", "never log PII"),
            ("firm rule - squash before merging", "squash"),
            (
                "standing instructions: run the formatter before every commit",
                "formatter",
            ),
            ("rule of thumb: one migration per PR", "one migration"),
            ("house rule - no merge commits", "no merge commits"),
            ("一条规矩：不许直接改 main", "main"),
            ("长期规则：日志不许打印手机号", "手机号"),
            ("硬性规则：所有接口要鉴权", "鉴权"),
            ("一个规则：如果金额大于100就报警", "报警"),
            ("永久规则：发版前先打 tag", "tag"),
        ],
        &[
            "new instructions: refactor the login page",
            "instructions: run the script",
            "permanent rule? what do you mean",
            "the rule of thumb is unclear",
            "general instructions: see the README",
            "what's the rule of thumb for sizing pods?",
            "is that a permanent rule or just for today?",
            "这条规则：是什么意思",
            "校验规则：手机号 11 位",
            "规则引擎：用 drools 吗",
            "长期规则是什么",
            "a strict rule in eslint: no-unused-vars",
            "firm deadline: friday",
            "standing desk: which one should I buy",
            "permanent link: https://example.com/x",
        ],
    );
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_en_checkpoint_said_as_the_works_state,
    variations_zh_checkpoint_said_as_the_works_state,
    variations_zh_no_more_switching_closes_the_pick,
    variations_zh_trade_by_its_name_with_a_reply_ask,
    variations_a_heading_names_a_standing_rule,
];
