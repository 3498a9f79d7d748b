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

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_en_checkpoint_said_as_the_works_state,
    variations_zh_checkpoint_said_as_the_works_state,
    variations_zh_no_more_switching_closes_the_pick,
];
