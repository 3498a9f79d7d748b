//! Round fifty's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round fifty"). Found by probing the binary with phrasings of our own
//! making in issue 18's class "a meta-request saved as a rule", none from any corpus.

use super::*;

/// A rule whose whole object is an incident in view ("never make this mistake again", 以后别再
/// 犯这种错误, "prevent the same issue") names nothing a reader can find a month later: no
/// line goes to MEMORY.md. The agent, who saw the mistake, is asked (a "never … again" or a
/// rule-file ask still counts a candidate; an ask to change the agent's rules fires nothing).
/// A fault named by what it is, or a rule after it, is written as before.
#[test]
fn variations_an_incident_in_view_is_no_rule() {
    let asked = [
        "never make this mistake again",
        "from now on avoid this error",
        "From now on, avoid this error!",
        "always prevent this kind of bug",
        "in the future, avoid this problem.",
        "next time, don't repeat that mistake",
        "add a rule to prevent the same issue",
        "update the agent rules to prevent same issue",
        "remember to avoid these mistakes going forward",
        "going forward, never make that kind of mistake again",
        "please never introduce this regression again",
        "以后不要再犯这个错误了",
        "记住，以后别再出现这种问题",
        "把这个写进规则里，防止再犯",
        "以后注意别再犯同样的错误",
        "这种低级错误以后别再犯了",
        "以后避免类似的问题",
        "加个单测，以后别再出这种 bug",
        "这个 bug 下次不要再出现了",
    ];
    for prompt in asked {
        let d = detect(prompt);
        assert!(
            matches!(d.target, Target::Nothing | Target::CandidateRule),
            "{prompt:?} → {d:?}"
        );
    }
    for (prompt, saved) in [
        ("from now on avoid N+1 queries", "N+1"),
        ("以后别再出现硬编码的密钥", "硬编码"),
        (
            "from now on, avoid this error by running migrations first",
            "migrations first",
        ),
        (
            "always avoid the same-origin issue with cookies",
            "same-origin",
        ),
        ("never repeat the same migration twice", "migration"),
        ("always handle this error code with a retry", "retry"),
        ("以后遇到这种问题先看日志", "先看日志"),
        ("以后这类错误都要记录到 sentry", "sentry"),
        (
            "from now on, to avoid this error, always run migrations first",
            "migrations",
        ),
        ("always avoid mistakes in the changelog", "changelog"),
        ("下次出现同样的问题就直接回滚", "回滚"),
        ("从现在开始，避免这个错误的办法是先跑迁移", "先跑迁移"),
        ("never make database calls in a loop again", "in a loop"),
        ("以后不要再犯空指针的错误", "空指针"),
        (
            "from now on avoid the same bug class as CVE-2024-1234",
            "CVE",
        ),
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &[saved]);
    }
}

/// A correction that judges its topic then gives the right value (端口不对，是 8080) saves the
/// topic as the subject of that value, with no comma between them; a clause with a subject
/// of its own after the verdict keeps its comma.
#[test]
fn a_verdict_cut_leaves_the_topic_as_the_copulas_subject() {
    saves_exactly(&[
        ("端口不对，是 8080", "端口是 8080"),
        ("版本不对，是 3.2", "版本是 3.2"),
        ("路径错了，是 /opt/app", "路径是 /opt/app"),
        ("表名不对，应该是 users", "表名应该是 users"),
        ("端口不对,是 8080", "端口是 8080"),
        ("主色不对，我们用的是 #333", "主色，我们用的是 #333"),
    ]);
}

/// 的话 after a verb of saying is the noun "words" (我说的话), not the conditional particle: a
/// rule after it is kept, and the words named as such head what follows (这句话：X saves X).
/// The conditional 的话, and 这么说的话 ("if so"), still make a hypothetical; the words named
/// alone point back and write nothing.
#[test]
fn words_said_are_no_condition_and_head_the_rule() {
    saves_exactly(&[
        ("记住我说的话：提交前先跑测试", "提交前先跑测试"),
        ("记住我讲的话，以后都用 pnpm", "用 pnpm"),
        ("记住这句话：提交前先跑测试", "提交前先跑测试"),
        ("记住下面这句话：提交前先跑测试", "提交前先跑测试"),
        ("记住这段话：发版前打 tag", "发版前打 tag"),
        ("记住一句话：别动 main 分支", "别动 main 分支"),
        ("记住这句话，以后都用 pnpm", "用 pnpm"),
    ]);
    for prompt in [
        "记住这句话",
        "记住这句话！",
        "记住我说的话",
        "记住你刚才说的话",
        "有空的话记住以后都用 pnpm",
        "不行的话就用 yarn，定了",
        "要部署的话以后都先跑测试",
    ] {
        writes_nothing(prompt);
    }
}

/// The reply language said as a language and "only" ("english only from now on"), or the chat
/// kept in it with "let's": the user's, for USER.md. A language limited to a kind of text the
/// project writes (comments, commit messages, docs) is the project's rule.
#[test]
fn variations_a_language_only_is_the_reply_language() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("english only from now on", "english only"),
            ("from here on, English only", "English only"),
            ("From now on: only English.", "only English"),
            ("english only going forward", "english only"),
            ("from now on chinese only!", "chinese only"),
            ("remember: English only", "English only"),
            ("Always English only", "English only"),
            ("from now on, only english", "only english"),
            ("going forward: German only", "German only"),
            ("let's keep the conversation in English", "English"),
            ("lets keep this chat in english", "english"),
            ("let us keep our chats in English", "English"),
            ("Let's keep the chat in Spanish from now on", "Spanish"),
            ("let's keep our conversation in french", "french"),
            ("from now on, japanese only please", "japanese only"),
        ],
        &[
            "english only?",
            "is the site english only?",
            "the docs are english only",
            "english only builds fail",
            "let's keep the conversation in the thread",
            "let's keep the chat short",
            "is this chat in english?",
            "keep the english only flag",
            "english-only mode is broken",
            "the app is english only for now",
            "only english strings are translated",
            "let's keep the conversation going",
            "why is the ui english only",
            "english only or all languages?",
            "they said english only",
        ],
    );
    for (prompt, saved) in [
        (
            "from now on, english only in code comments",
            "code comments",
        ),
        (
            "from now on english only for commit messages",
            "commit messages",
        ),
        ("english only docs from now on", "docs"),
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &[saved]);
    }
}

/// "Forget it" opening its clause withdraws what it follows, as "never mind" and 算了 do: a
/// keep-as-is after it gives up the change at hand and writes nothing. After "don't" or
/// "never" it asks to remember.
#[test]
fn forget_it_withdraws_as_never_mind_does() {
    for prompt in [
        "forget it, leave it as is",
        "ok forget it, keep it unchanged",
        "Forget about it, leave the logging alone",
        "forget that, leave it alone",
        "nah forget it. leave it as is",
        "never mind, leave it as is",
        "算了，不改了",
    ] {
        writes_nothing(prompt);
    }
    for (prompt, saved) in [
        (
            "don't forget it: leave the logging alone",
            "leave the logging alone",
        ),
        ("never forget: always run tests", "always run tests"),
        ("we'll leave the parser as is", "parser"),
    ] {
        saves_containing(&[(prompt, saved)]);
    }
}

/// A not-doing whose negated verb is cut saves the thing without the sentence-final 了 of
/// the change of plan (暂时不加缓存了 → 不做:缓存); a sentence kept whole keeps it, and so does
/// a later clause (…，docker 跑就够了).
#[test]
fn a_not_doing_drops_the_final_le_with_its_verb() {
    saves_exactly(&[
        ("暂时不加缓存了", "不做:缓存"),
        ("先不做国际化了", "不做:国际化"),
        ("RTOS 不引入了", "不做:RTOS"),
        ("微服务先不拆了", "不做:微服务先不拆了"),
        ("决定不做 Windows 版了", "不做:Windows 版"),
        (
            "定了，不上 k8s，一台机器 docker 跑就够了",
            "不做:k8s，一台机器 docker 跑就够了",
        ),
    ]);
}

/// A rule that only says to follow a rule or a way in view ("follow this rule from now on",
/// 以后都按这个规则来) names none of it: no line, the agent is asked. A rule named as such heads
/// what follows its colon ("follow this rule: X", 必须遵守这条规则：X), and a modal before a
/// rule-file ask is no object of it (必须写入规则：X saves X, not "必须").
#[test]
fn following_a_rule_in_view_is_no_rule() {
    for prompt in [
        "follow this rule from now on",
        "from now on, follow this rule",
        "please use the same format everywhere",
        "always use this pattern going forward",
        "stick to this convention from now on",
        "use the same naming in this repo",
        "从现在开始都按这个规则来",
        "以后都按这个规则来",
        "以后统一用这种写法",
        "以后就按上面的格式来",
        "记住，以后都照这个来",
        "以后都用同样的命名",
    ] {
        writes_nothing(prompt);
    }
    saves_exactly(&[
        ("follow this rule from now on: no var", "no var"),
        ("以后必须遵守这条规则：不要用 var", "不要用 var"),
        ("记住这条规则：提交前跑测试", "提交前跑测试"),
        ("必须写入规则：提交前跑测试", "提交前跑测试"),
        ("以后都要加到 CLAUDE.md：提交前跑测试", "提交前跑测试"),
        ("以后都写进 CLAUDE.md：提交前跑测试", "提交前跑测试"),
        ("以后都记到规则里：提交前跑测试", "提交前跑测试"),
        (
            "from now on add to CLAUDE.md: run tests before commit",
            "run tests before commit",
        ),
        (
            "from now on, put in memory: run tests before commit",
            "run tests before commit",
        ),
    ]);
    for (prompt, saved) in [
        (
            "from now on follow the Google style guide",
            "Google style guide",
        ),
        ("以后都按 PEP 8 的规范来", "PEP 8"),
        ("always use this repo's eslint config", "eslint config"),
        ("以后统一用驼峰命名", "驼峰"),
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &[saved]);
    }
}

/// A modal of obligation before the ask to memory (要记到 memory 里：X) asks the same; a
/// question with it stays a question.
#[test]
fn a_modal_before_the_memory_ask_asks_the_same() {
    saves_exactly(&[
        ("要记到 memory 里：提交前跑测试", "提交前跑测试"),
        ("以后要记到 memory 里：提交前跑测试", "提交前跑测试"),
        ("需要写到记忆里：提交前跑测试", "提交前跑测试"),
        ("必须存到 memory：提交前跑测试", "提交前跑测试"),
    ]);
    for prompt in [
        "需要记到 memory 里吗？",
        "要记到 memory 里吗",
        "你要记到 memory 里的东西是什么",
    ] {
        writes_nothing(prompt);
    }
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_an_incident_in_view_is_no_rule,
    variations_a_language_only_is_the_reply_language,
];
