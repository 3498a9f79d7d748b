//! Chinese statements of round four (issue 18): the wrong firings put right, each with its
//! near-misses (see `table` in the parent module for the variation tables' shape).
//!
//! Classes measured this round and not admitted (tuning part 571 prompts / validation part 153,
//! split by repository; validation read as figures only, P 1.000 R 0.231 DWP 1.000 before and
//! after each): a counted candidate for a rule-file ask whose content is only a pointer or a
//! kind of content (tuning +4 right / 0 wrong, but the lines, "关键信息", "我可以批准的命令",
//! said nothing to a reader of CANDIDATES.md; round seven took it, as DESIGN §2 asks, with
//! the user's whole sentence as the candidate's text: `asks_to_put_a_rule_in_the_agents_rule_file`); 我不想用 X (+1 / 0, one real hit); a UI style
//! demand (风格要简洁, 不要太冷色调: +3 / 0); 我们的 X 是 Y (+1 / 0); memory named as the place
//! with any object (把 X 记到 memory 里, 放 memory 里: 0 / 0). None moved validation, so none
//! is here: a class that only moves tuning is the fit issue 18 is about.

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_zh_missed_save_asked_as_a_question];

/// "就按你的意思来" ("as you see fit") hands the choice to the agent for this task: no decision
/// is taken, so nothing is written and nothing asked. "就按你说的来" still approves what the
/// agent proposed (the agent is asked to save it, see `variations_zh_approval`).
#[test]
fn deferring_to_the_agent_decides_nothing() {
    for prompt in [
        "就按你的意思来",
        "就按你的意思来吧",
        "好的，就按你的意思来",
        "那就按你的意思办",
        "就照你的意思来",
        "就照你的意思办吧",
        "行，就按你的意思做",
        "就按你的意思来！",
        "嗯，就按你的意思来。",
    ] {
        nothing(prompt);
    }
    ask(
        "就按你说的来",
        SignalKind::Decision,
        Target::MemoryDecisions,
    );
    ask(
        "就照你建议的办",
        SignalKind::Decision,
        Target::MemoryDecisions,
    );
}

/// "你没记下来吗？" is a reproach, not an inquiry: a negative yes/no question about what the
/// agent should have done presumes it should have (as "didn't you save that?" does), so it is
/// a missed save. With the trigger cut out nothing would be left of it ("吗"), so the
/// complaint is kept whole. The user's own slip, someone else's words, a file not saved, or a
/// question about a word stay silent.
#[test]
fn variations_zh_missed_save_asked_as_a_question() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("你没记下来吗？", "你没记下来吗"),
            ("你没记下来吗", "你没记下来吗"),
            ("你没记下来吗?", "你没记下来吗"),
            ("你又没记下来吗？", "你又没记下来吗"),
            ("你没记住吗？", "你没记住吗"),
            ("你没保存下来吗？", "你没保存下来吗"),
            ("你没有记下来吗？", "你没有记下来吗"),
            ("你没存下来吗？", "你没存下来吗"),
            ("好的，你没记下来吗？", "你没记下来吗"),
            ("嗯，你没记住吗", "你没记住吗"),
            ("你没记下来？", "你没记下来"),
            ("你没记下来！", "你没记下来"),
            ("你又没记下来。", "你又没记下来"),
            ("你没记下来啊", "你没记下来"),
            ("你忘了记下来吗？", "你忘了记下来吗"),
            ("漏记了吗？", "漏记了吗"),
            ("你没记下来吗？我们用 pnpm", "pnpm"),
        ],
        &[
            "我没记下来，你再说一遍",
            "我没记下来吗？",
            "他说你没记下来吗",
            "你没保存文件吗？",
            "代码你没保存吗？",
            "你没保存修改吗？",
            "草稿你没保存吗",
            "漏记是什么意思？",
            "你没记错吗？",
            "我忘了保存吗？",
            "这个文件漏了吗？",
            "你没保存配置文件吗",
            "改动你没保存吗？",
            "我漏记了吗",
            "你没记错吧",
        ],
    );
}

/// A subjectless "是 X" after a rejection ("你一直搞错了，是underline的线条颜色", "不对，是
/// v3") names a value whose subject is in the conversation (zero anaphora): on its own it
/// says nothing a month later, so nothing is written and the agent, who knows what X is the
/// value of, is asked. With the subject said ("端口是 8080") it stands alone.
#[test]
fn a_bare_copula_after_a_rejection_asks_the_agent() {
    for prompt in [
        "你一直搞错了，是underline的线条颜色",
        "你一直搞错了，是 underline 的线条颜色",
        "不对，是 v3",
        "不对,是 v3",
        "错了，是 develop 分支",
        "你搞错了，是右边那个按钮",
        "你又搞错了，是 hover 的颜色。",
        "你理解错了，是列表页",
    ] {
        ask(prompt, SignalKind::Correction, Target::CandidateRule);
    }
    for (prompt, contains) in [
        ("不对，端口是 8080", "8080"),
        ("你搞错了，默认分支是 develop", "develop"),
        ("不是 v2，是 v3", "v3"),
        ("错了，测试用 pytest", "pytest"),
    ] {
        check(
            prompt,
            SignalKind::Correction,
            Target::CandidateRule,
            &[contains],
        );
    }
}
