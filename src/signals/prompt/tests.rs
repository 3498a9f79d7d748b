use super::*;

#[track_caller]
fn check(prompt: &str, kind: SignalKind, target: Target, contains: &[&str]) {
    let d = detect(prompt);
    assert_eq!((d.kind, d.target), (kind, target), "{prompt:?} → {d:?}");
    for c in contains {
        assert!(d.text.contains(c), "{prompt:?}: {:?} lacks {c:?}", d.text);
    }
    assert!(d.text.chars().count() <= MAX_TEXT_CHARS, "{:?}", d.text);
}

/// [`check`] for each (prompt, words it must save) of a list.
#[track_caller]
fn check_each(kind: SignalKind, target: Target, cases: &[(&str, &str)]) {
    for (prompt, contains) in cases {
        check(prompt, kind, target, &[contains]);
    }
}

/// A real signal whose words do not stand alone: nothing written, the agent asked.
#[track_caller]
fn ask(prompt: &str, kind: SignalKind, would: Target) {
    let d = detect(prompt);
    assert_eq!(
        (d.kind, d.target, d.gate.verdict),
        (kind, Target::Nothing, Verdict::Ask(would)),
        "{prompt:?} → {d:?}"
    );
}

/// An ask to the rule files whose content is in the conversation: the agent is asked, and a
/// candidate counted with the user's sentence (DESIGN §2, "What decides a direct write").
#[track_caller]
pub(super) fn asks_and_counts(prompt: &str, contains: &str) {
    let d = detect(prompt);
    assert_eq!(
        (d.kind, d.target, d.gate.verdict),
        (
            SignalKind::Explicit,
            Target::CandidateRule,
            Verdict::Ask(Target::MemoryRules)
        ),
        "{prompt:?} → {d:?}"
    );
    assert!(d.text.contains(contains), "{prompt:?}: {:?}", d.text);
}

/// Each prompt writes a line, and the saved text holds the words given.
#[track_caller]
fn saves_containing(rows: &[(&str, &str)]) {
    for (prompt, contains) in rows {
        let d = detect(prompt);
        assert_ne!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
        assert!(d.text.contains(contains), "{prompt:?}: {:?}", d.text);
    }
}

/// Each prompt writes a line, and the saved text is exactly the one given.
#[track_caller]
fn saves_exactly(rows: &[(&str, &str)]) {
    for (prompt, saved) in rows {
        let d = detect(prompt);
        assert_ne!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
        assert_eq!(d.text, *saved, "{prompt:?}");
    }
}

/// An explicit rule that writes nothing and asks the agent for `why`, `decided` naming
/// `question`.
#[track_caller]
fn asked_of_the_agent(prompt: &str, why: &str, question: &str) {
    let d = detect(prompt);
    assert_eq!(
        (d.kind, d.target, d.gate.why),
        (SignalKind::Explicit, Target::Nothing, why),
        "{prompt:?} → {d:?}"
    );
    assert!(d.decided().starts_with(question), "{}", d.decided());
}

#[track_caller]
/// `prompt` writes no line, whatever fired (a family may fire and ask the agent instead).
fn writes_nothing(prompt: &str) {
    let d = detect(prompt);
    assert_eq!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
}

/// `prompt` writes no line and asks the agent instead.
#[track_caller]
fn asks_the_agent(prompt: &str) {
    let d = detect(prompt);
    assert_eq!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
    assert!(
        matches!(d.gate.verdict, Verdict::Ask(_)),
        "{prompt:?} → {d:?}"
    );
}

/// `prompt` writes a line somewhere.
fn writes_something(prompt: &str) {
    let d = detect(prompt);
    assert_ne!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
}

fn nothing(prompt: &str) {
    let d = detect(prompt);
    assert!(
        matches!(d.kind, SignalKind::None | SignalKind::Weak),
        "{prompt:?} → {d:?}"
    );
    assert_eq!(d.target, Target::Nothing);
}

#[test]
fn explicit_rules_and_user_facts() {
    use SignalKind::Explicit;
    check(
        "记住,这个仓库用 yarn 不用 npm。",
        Explicit,
        Target::MemoryRules,
        &["yarn"],
    );
    check(
        "以后所有接口都返回 snake_case 字段",
        Explicit,
        Target::MemoryRules,
        &["snake_case"],
    );
    check(
        "永远不要改 migrations 目录里已经上线的文件",
        Explicit,
        Target::MemoryRules,
        &["不要改 migrations"],
    );
    check(
        "下次也记得先跑 lint",
        Explicit,
        Target::MemoryRules,
        &["先跑 lint"],
    );
    check(
        "以后跟我说话简洁点,别客套",
        Explicit,
        Target::User,
        &["简洁"],
    );
    check(
        "Remember that prod runs on Postgres 15.",
        Explicit,
        Target::MemoryRules,
        &["Postgres 15"],
    );
    check(
        "Going forward, tag every release with a changelog entry.",
        Explicit,
        Target::MemoryRules,
        &["changelog"],
    );
    check(
        "Never force-push to release branches.",
        Explicit,
        Target::MemoryRules,
        &["Never force-push"],
    );
    check(
        "Use ripgrep instead of grep from now on.",
        Explicit,
        Target::MemoryRules,
        &["ripgrep"],
    );
    check(
        "Always answer in French please.",
        Explicit,
        Target::User,
        &["French"],
    );
    check(
        "Keep in mind I'm colour-blind, so don't rely on red/green.",
        Explicit,
        Target::User,
        &["colour-blind"],
    );
    check(
        "Port 5433 is the test DB. Remember that.",
        Explicit,
        Target::MemoryRules,
        &["5433"],
    );
}

#[test]
fn decisions_and_decisions_not_to() {
    use SignalKind::{Decision, NegativeDecision};
    check(
        "定了,缓存用 Redis。",
        Decision,
        Target::MemoryDecisions,
        &["Redis"],
    );
    check(
        "数据库就用 MySQL 8,就这么定了",
        Decision,
        Target::MemoryDecisions,
        &["MySQL 8"],
    );
    check(
        "我们决定采用 Kafka 做事件总线",
        Decision,
        Target::MemoryDecisions,
        &["Kafka"],
    );
    check(
        "We're going with Vue for the admin panel.",
        Decision,
        Target::MemoryDecisions,
        &["Vue"],
    );
    check(
        "OK. Svelte it is.",
        Decision,
        Target::MemoryDecisions,
        &["Svelte"],
    );
    check(
        "先不做多租户了,客户只有一家",
        NegativeDecision,
        Target::MemoryDecisions,
        &["不做:", "多租户"],
    );
    check(
        "We decided against microservices for now.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["Not doing: ", "microservices"],
    );
    check(
        "Let's leave the auth module as is.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["auth module"],
    );
}

#[test]
fn corrections_preferences_checkpoints_missed_saves_help() {
    check(
        "不对,日志目录是 /var/log/app,不是 /tmp",
        SignalKind::Correction,
        Target::CandidateRule,
        &["/var/log/app"],
    );
    check(
        "No, that's wrong: the cron runs hourly, not daily.",
        SignalKind::Correction,
        Target::CandidateRule,
        &["hourly"],
    );
    check(
        "Actually, use `jq -r`, not plain jq.",
        SignalKind::Correction,
        Target::CandidateRule,
        &["jq -r"],
    );
    check(
        "我比较喜欢小函数,一个函数别超过 30 行",
        SignalKind::Preference,
        Target::CandidatePreference,
        &["30 行"],
    );
    check(
        "I prefer tabs over spaces.",
        SignalKind::Preference,
        Target::CandidatePreference,
        &["tabs"],
    );
    check(
        "存个检查点:接口写完了,测试还没补",
        SignalKind::Checkpoint,
        Target::Log,
        &["测试还没补"],
    );
    check(
        "checkpoint this, we finished the parser",
        SignalKind::Checkpoint,
        Target::Log,
        &["parser"],
    );
    check(
        "你没记下来:部署用 make ship",
        SignalKind::MissedSave,
        Target::Improvements,
        &["make ship"],
    );
    check(
        "Why didn't you save that? The bit about the 5s timeout.",
        SignalKind::MissedSave,
        Target::Improvements,
        &["5s timeout"],
    );
    check("memory help", SignalKind::Help, Target::Nothing, &[]);
    check("记忆帮助", SignalKind::Help, Target::Nothing, &[]);
}

#[test]
fn weak_choices_save_nothing() {
    for prompt in [
        "maybe Kafka?",
        "要不先用 SQLite 试试",
        "I guess Postgres for now",
        "选 B 吧",
        "let's try Bun?",
    ] {
        assert_eq!(detect(prompt).kind, SignalKind::Weak, "{prompt}");
    }
}

#[test]
fn vetoes() {
    nothing("如果以后都用 Go 写会不会更快?");
    nothing("What if we go with Mongo?");
    nothing("不用记,随便问问:Redis 和 Memcached 哪个快?");
    nothing("don't remember this, the password is hunter2");
    nothing("Fix this:\n```\n// always call init() first\n```");
    nothing("The docs say 'never use eval'. Why?");
    nothing("my boss said we're going with Oracle, thoughts?");
    nothing("I always forget how to undo a commit");
    nothing("never mind, it works now");
    nothing("以后的事以后再说");
    nothing("the function must always return a value");
    nothing("帮我把这个文件改成 tabs");
    nothing("我记得上次是用 pnpm 装的");
    nothing("这次就用 npm 吧,就这一次,别当规矩");
    nothing("Checkpoint files from training are huge, can we delete them?");
    nothing("这里漏了一个参数");
    nothing("I like this approach, go ahead.");
    nothing("跑测试报错了,怎么办");
}

#[test]
fn long_prompts_save_only_the_signal_sentence() {
    let filler =
        "We looked at the logs and the numbers for a while, and nothing stood out. ".repeat(10);
    let prompt = format!(
        "{filler}We're not doing the rewrite, because nobody has time. {filler}Can you fix the test?"
    );
    let d = detect(&prompt);
    assert_eq!(d.kind, SignalKind::NegativeDecision);
    assert_eq!(d.text, "Not doing: the rewrite, because nobody has time");
}

#[test]
fn text_is_capped_by_the_shared_fact_rule() {
    // No sentence end within reach: a hard cut, marked.
    let rule = format!(
        "记住:{}。后面的不要",
        "所有服务都要有健康检查接口,".repeat(12)
    );
    let d = detect(&rule);
    assert_eq!(d.kind, SignalKind::Explicit);
    assert_eq!(d.text.chars().count(), MAX_TEXT_CHARS);
    assert!(d.text.ends_with('…'), "{}", d.text);
    // A sentence end in the last two thirds: cut there.
    let rule = format!(
        "Remember: {}. {}",
        "every service exposes a health endpoint on port 8080 for the load balancer",
        "It is polled every ten seconds and a slow answer counts as a failure, so keep it cheap."
    );
    let d = detect(&rule);
    assert_eq!(d.kind, SignalKind::Explicit);
    assert!(d.text.ends_with("load balancer"), "{}", d.text);
}

#[test]
fn a_secret_is_removed_before_the_text_is_cut() {
    // The cut falls eight characters into the key: cut first, what is left of it would no
    // longer look like a key, and be saved.
    let filler = "builds ".repeat(12);
    let rule = format!(
        "remember that the nightly {filler}job signs with oQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X83RZJzz and stops"
    );
    let d = detect(&rule);
    assert_eq!(d.kind, SignalKind::Explicit);
    assert!(!d.text.contains("oQoaF1Ll"), "{}", d.text);
    // The cut falls on a word boundary: the mark, a word of its own, goes with the rest.
    assert!(d.text.ends_with("job signs with…"), "{}", d.text);
}

#[test]
fn huge_and_odd_input_is_handled() {
    let huge = format!("记住用 pnpm。{}", "x".repeat(3_000_000));
    assert_eq!(detect(&huge).kind, SignalKind::Explicit);
    for odd in [
        "",
        " ",
        "\n\n",
        "```",
        "'",
        "“",
        "?",
        "。",
        "\u{0}\u{7f}",
        "记住",
        "remember:",
    ] {
        let _ = detect(odd);
    }
}

#[test]
fn the_gate_asks_instead_of_saving_pointers() {
    use SignalKind::{Decision, Explicit};
    for prompt in [
        "Let's go with option B.",
        "OK, plan 3 it is",
        "就用方案二",
        "采用 A3 双写方案",
        "好，就用这个",
        "Go ahead with your plan.",
        "We'll go with that.",
        "同意",
        "[Pasted text #1 +20 lines]\n\nLet's go with this",
        "确定选 c，然后帮我把部署文档写完",
        "ok go with option 2 and write the migration",
        "go with option B and then deploy",
        "Let's go with plan 3 & write the tests",
        "就按上面说的方案来",
    ] {
        ask(prompt, Decision, Target::MemoryDecisions);
    }
    ask("Remember this.", Explicit, Target::MemoryRules);
    ask("记住这个", Explicit, Target::MemoryRules);
    ask("以后别再犯了", Explicit, Target::MemoryRules);
    // A label with what it stands for is a decision.
    check(
        "Let's go with option 2, the write-through cache.",
        Decision,
        Target::MemoryDecisions,
        &["write-through cache"],
    );
    check(
        "采用方案 C,读写分离",
        Decision,
        Target::MemoryDecisions,
        &["读写分离"],
    );
    nothing("不同意");
}

#[test]
fn asks_to_put_a_rule_in_the_agents_rule_file() {
    use SignalKind::Explicit;
    check(
        "Add a rule to CLAUDE.md that says to run cargo fmt before committing.",
        Explicit,
        Target::MemoryRules,
        &["run cargo fmt before committing"],
    );
    check(
        "put this in AGENTS.md: integration tests need docker running",
        Explicit,
        Target::MemoryRules,
        &["integration tests need docker"],
    );
    check(
        "Tests live under tests/e2e. Please add that to the project's CLAUDE.md.",
        Explicit,
        Target::MemoryRules,
        &["tests/e2e"],
    );
    check(
        "could you update ~/.claude/CLAUDE.md to never run migrations on prod",
        Explicit,
        Target::MemoryRules,
        &["never run migrations on prod"],
    );
    check(
        "日志统一用 zap，更新到 claude.md",
        Explicit,
        Target::MemoryRules,
        &["日志统一用 zap"],
    );
    check(
        "把「接口统一返回 JSON」写进 CLAUDE.md",
        Explicit,
        Target::MemoryRules,
        &["接口统一返回 JSON"],
    );
    check(
        "Use uv for Python envs. Make this a global rule.",
        Explicit,
        Target::MemoryRules,
        &["uv for Python"],
    );
    // What to add is in the conversation, not in the prompt: the agent is asked, and the ask
    // is counted in the candidate pool in the user's words.
    asks_and_counts("add the new endpoints to CLAUDE.md", "new endpoints");
    asks_and_counts("把以上的配置步骤写入 claude.md", "配置步骤");
    asks_and_counts("把今天踩过的坑总结进 CLAUDE.md", "踩过的坑");
    asks_and_counts("update CLAUDE.md", "update CLAUDE.md");
    asks_and_counts("add some hygiene rules to CLAUDE.md", "hygiene rules");
    asks_and_counts("增加到规范", "增加到规范");
    asks_and_counts("关键信息更新到claude.md（只更新最关键的）", "关键信息");
    asks_and_counts("Can you add this to the top of AGENTS.md?", "AGENTS.md");
    // A negation of the verb asks that nothing be written there; "remember this" and a rule
    // inside a long brief stay asks without a candidate (no rule file is named).
    for prompt in [
        "don't add this to AGENTS.md",
        "Please don't update CLAUDE.md",
        "no need to update the CLAUDE.md",
        "you don't need to add that to claude.md",
        "and dont put it in AGENTS.md",
        "不要写入 CLAUDE.md",
        "别把这个加到 AGENTS.md",
        "这条不用写进规范",
        "那就不用更新到 claude.md 了",
        "先别把这些总结进 CLAUDE.md",
    ] {
        writes_nothing(prompt);
    }
    ask("Remember this.", Explicit, Target::MemoryRules);
    // Naming the file is not asking to add to it.
    nothing("Read CLAUDE.md first and then fix the build");
    nothing("你先读一下 claude.md");
    nothing("把文档输出到 docs/claude.md");
    nothing("Can you summarize what AGENTS.md says?");
}

#[test]
fn standing_rules_with_the_trigger_anywhere() {
    use SignalKind::Explicit;
    check(
        "Run the linter before you push, always.",
        Explicit,
        Target::MemoryRules,
        &["Run the linter before you push"],
    );
    check(
        "When you touch the parser, always run the fuzz tests.",
        Explicit,
        Target::MemoryRules,
        &["When you touch the parser, run the fuzz tests"],
    );
    check(
        "Every time you change the schema, run make migrate.",
        Explicit,
        Target::MemoryRules,
        &["make migrate"],
    );
    check(
        "每次提交之前都要先跑 cargo test",
        Explicit,
        Target::MemoryRules,
        &["每次提交之前都要先跑 cargo test"],
    );
    check(
        "页面又白屏了，你每次改完代码自己跑一遍测试",
        Explicit,
        Target::MemoryRules,
        &["你每次改完代码自己跑一遍测试"],
    );
    check(
        "Next time, if the build fails, read the log before retrying.",
        Explicit,
        Target::MemoryRules,
        &["if the build fails, read the log before retrying"],
    );
    check(
        "Deploy with make ship from now on.",
        Explicit,
        Target::MemoryRules,
        &["Deploy with make ship"],
    );
    check(
        "You will never edit generated files.",
        Explicit,
        Target::MemoryRules,
        &["never edit generated files"],
    );
    check(
        "#always use pnpm",
        Explicit,
        Target::MemoryRules,
        &["always use pnpm"],
    );
    check(
        "/plan always run the e2e suite before merging",
        Explicit,
        Target::MemoryRules,
        &["run the e2e suite before merging"],
    );
    let d = detect("From now on, remember that the API is versioned.");
    assert_eq!(d.text, "the API is versioned");
    nothing("The tests fail every time.");
    nothing("Every time I run it, it crashes");
    nothing("每次调用接口都要带上 token");
    nothing("In the future we'd like to support Windows.");
    nothing("remember to bump the version");
    nothing("记得把版本号也改一下");
    nothing("# Release notes\n\nAlways pin versions, the doc says.");
    nothing("#123 is fixed now");
}

/// Near-misses of the standing-rule families found on our own phrasings (not on any corpus
/// line): a narrative "never really finished", a hold until someone decides (等我回来再说), a
/// forecast after 以后 (以后这里会接入支付), an end user's event before 以后 or the product's
/// users after "from now on" (what the product does, not a rule). Beside each, the rule that
/// must still be read.
#[test]
fn holds_forecasts_and_product_behaviour_are_not_rules() {
    use SignalKind::{Explicit, NegativeDecision};
    for prompt in [
        "We migrated last week. Never really finished the cleanup, so some old routes remain.",
        "We always really struggled with flaky e2e tests here, any ideas?",
        "数据库这块先不动，等我回来再说",
        "支付模块先不动，等客户确认了再定",
        "缓存层先不拆，回头再议",
        "以后这里会接入支付，先把接口留好",
        "以后它会被废弃，先别依赖",
        "以后想加个暗色模式，先把颜色都抽成变量",
        "以后打算迁到 k8s，现在先用 compose",
        "以后用户多了再考虑缓存",
        "以后这个页面要改成响应式的，先不急",
        "以后可以考虑用 Redis 做缓存",
        "以后或许打算上 k8s",
        "以后所有日志都会打到 ELK",
        "以后这些数据将会迁到新库",
        "用户登录以后都要跳转到首页，帮我改一下路由守卫",
        "点击以后都弹确认框",
        "Implement the login page. From now on users must verify email before login.",
        "From now on, users must verify email before login.",
        "going forward customers can pay by card, wire up stripe",
        "From now on, the players will see a tutorial on first launch.",
        "from now on users with 3+ items in the cart should see the free shipping banner",
        "going forward, customers who pay yearly get two months free",
        "From now on, members in the EU must accept the cookie banner first.",
        "Always use pnpm for the time being.",
        // A state since then, good or bad, closed by 了: a report.
        "重启以后都正常了",
        "加了缓存以后都快多了",
        "从这个版本以后都支持 ARM 了",
        "换了驱动以后都稳定了",
        "改完配置以后都通过了",
        // 以后 + the product's users + a modal: what the product lets them do.
        "以后用户可以自己改密码",
        "以后客户也能在线开票了",
        "今后会员不用再填地址",
        "以后管理员需要二次验证，帮我加一下",
    ] {
        let d = detect(prompt);
        assert!(
            !matches!(d.kind, Explicit | NegativeDecision) || d.target == Target::Nothing,
            "{prompt}: {d:?}"
        );
    }
    check(
        "never really trust the staging cache",
        Explicit,
        Target::MemoryRules,
        &["trust the staging cache"],
    );
    check(
        "always just run the tests before you push",
        Explicit,
        Target::MemoryRules,
        &["run the tests before you push"],
    );
    check(
        "数据库这块先不动了",
        NegativeDecision,
        Target::MemoryDecisions,
        &["数据库"],
    );
    check(
        "以后这里都用 pnpm",
        Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
    check(
        "数据库迁移以后都要先备份",
        Explicit,
        Target::MemoryRules,
        &["备份"],
    );
    check("以后都用 pnpm 了", Explicit, Target::MemoryRules, &["pnpm"]);
    check(
        "以后统一用 dayjs 吧，moment 太大了",
        Explicit,
        Target::MemoryRules,
        &["dayjs"],
    );
    check(
        "以后所有报表都从数据仓库出",
        Explicit,
        Target::MemoryRules,
        &["数据仓库"],
    );
    check(
        "以后大家都要先写测试",
        Explicit,
        Target::MemoryRules,
        &["先写测试"],
    );
    check(
        "以后都要保证测试通过了再提交",
        Explicit,
        Target::MemoryRules,
        &["测试通过"],
    );
    check(
        "PR 以后都要有描述",
        Explicit,
        Target::MemoryRules,
        &["描述"],
    );
    check(
        "From now on all PRs need two approvals.",
        Explicit,
        Target::MemoryRules,
        &["two approvals"],
    );
    check(
        "from now on the user data lives in postgres",
        Explicit,
        Target::MemoryRules,
        &["postgres"],
    );
}

/// What follows a plan's colon is its steps, and what follows a verb that takes a text
/// (translate, polish, review, 翻译, 润色…) and a colon is that text, on the same line or in
/// the paragraphs after it; not a rule for the agent. So are the lines before a closing ask
/// to work on them ("turn these into a Slack message", 把上面的翻译成英文), and a plan's steps
/// or a status list under their lead. A trailing paragraph of the user's own, a closing ask
/// about something else or naming rules, and a lead that names memory ("remember them:"),
/// still are.
#[test]
fn plans_and_texts_to_work_on_are_not_rules() {
    use SignalKind::Explicit;
    for prompt in [
        "Here's the plan: parse the CSV, never trust the header row, map columns by position.",
        "方案如下：先导出数据，永远不要直接改线上库，最后回滚演练。",
        "my approach: always retry twice, then give up",
        "Translate this to Chinese:\n\nDear team,\nFrom now on, all expense reports go through the portal.\nThanks, Maria",
        "帮我把下面这段话润色一下：\n\n各位同事：\n以后所有报销都走新系统。\n谢谢",
        "Review this PR description:\n\n- From now on sessions expire after 12h\n- Never store tokens in localStorage",
        "proofread this:\nAlways back up before you migrate.",
        "帮我翻译一下：以后都用 pnpm",
        "translate to english: 以后都用 pnpm",
        "changelog entry: From now on the API returns 429 instead of 503 when throttled.",
        "release notes: from now on the CLI never prompts in CI",
        "发布说明：以后导出都带水印",
        // A closing ask to work on the text above: that text is its material.
        "Meeting notes 12/01\n- never ship on Friday (agreed)\n- Bob owns the release\n\nturn these into a Slack message",
        "From now on all invoices are PDFs.\nNever send Word files.\n\ntranslate the above to German",
        "Always back up before you migrate.\nmake it shorter",
        "never trust user input\nalways escape output\n\nplease polish this, it's for the onboarding doc",
        "以后所有接口都返回 JSON\n不要用 XML\n\n把上面的翻译成英文",
        "以后报销都走新系统。\n\n帮我把这段润色一下",
        "Going forward we deploy on Tuesdays.\n\nconvert it into a calendar invite text",
        "from now on PRs need two approvals\n\nsummarize these for the team",
        // A plan's steps on lines of their own, numbered as steps (第一步, "Step 2:").
        "计划：\n第一步先不动前端\n第二步改接口\n第三步联调",
        "步骤：\n第一步：以后的数据都走新表\n第二步：迁移旧数据",
        "Steps:\nStep 1: never touch the prod DB\nStep 2: replay the events on staging",
        "The plan:\nStep 1: never touch the prod DB\nStep 2: replay the events on staging",
        "The plan:\n- parse the CSV\n- map the columns",
        "Here are the steps:\n1. keep the old API as is for now\n2. add the v2 routes",
        "当前状况：\n- 数据库先不动\n- API 层需要重构\n你先给个方案",
        "Status:\n- we keep the old billing as is\n- payments are frozen",
        "这次发版：\n- 支付先不动\n- 只发搜索功能\n- 周五上线",
        "Task: add pagination to /users\nConstraints:\n- never break existing clients\n- keep page size 50\nGo.",
        "实现导出功能\n约束：\n- 永远不要阻塞主线程\n- 文件名用时间戳",
        "For this PR:\n- never touch the migrations\n- keep the old API as is",
    ] {
        nothing(prompt);
    }
    // "That's the plan." confirms one.
    check(
        "Postgres for the queue. That's the plan.",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["Postgres"],
    );
    // A closing ask about something else, or naming rules, leaves the lines above the user's.
    check(
        "From now on answer in English.\nsummarize this file for me",
        Explicit,
        Target::User,
        &["answer in English"],
    );
    check(
        "Always run the linter before pushing.\n\nmake it a rule",
        Explicit,
        Target::MemoryRules,
        &["run the linter"],
    );
    check(
        "以后所有接口都返回 JSON\n\n记住上面的",
        Explicit,
        Target::MemoryRules,
        &["返回 JSON"],
    );
    check(
        "Never push to main.\n\nreview the open PRs",
        Explicit,
        Target::MemoryRules,
        &["push to main"],
    );
    // An item under a lead that names rules is a rule, and so is a marked line under no lead.
    check(
        "以后注意这几点：\n1. 永远先跑测试\n2. 提交信息用中文",
        Explicit,
        Target::MemoryRules,
        &["先跑测试"],
    );
    check(
        "Deploy notes\n- never deploy on Fridays",
        Explicit,
        Target::MemoryRules,
        &["deploy on Fridays"],
    );
    check(
        "Translate this to Chinese:\n\nFrom now on, all reports go through the portal.\n\nAnd from now on always answer me in English.",
        Explicit,
        Target::User,
        &["answer me in English"],
    );
    check(
        "Review the rules below and remember them:\nNever push to main.",
        Explicit,
        Target::MemoryRules,
        &["Never push to main"],
    );
    check(
        "Always proofread the changelog before release.",
        Explicit,
        Target::MemoryRules,
        &["proofread the changelog"],
    );
    check(
        "The rule is: never push to main.",
        Explicit,
        Target::MemoryRules,
        &["push to main"],
    );
}

/// Pasted conversations are someone else's words: three people in turn ("Alice: …", "Bob: …",
/// "Carol: …"), a chat export whose messages are headed by sender and time ("小王 10:32"), an
/// e-mail with its headers ("From:", "Subject:", 发件人：). The user's own paragraph after the
/// paste, and headings of their own ("Note:", "Rule:"), still count.
#[test]
fn pasted_conversations_and_mail_are_not_the_users_words() {
    use SignalKind::Explicit;
    for prompt in [
        "Alice: from now on we freeze deploys on Fridays\nBob: ok\nCarol: never merge without review\n\nwhat did we agree on?",
        "小王 10:32\n以后统一用新的网关\n小李 10:33\n好的\n\n这个决定靠谱吗",
        "Alice 9:05 AM\nfrom now on we freeze deploys\nBob 9:06 AM\nok",
        "From: tom@client.com\nSubject: invoices\n\nGoing forward please never send invoices as Word files.\n\nDraft a reply.",
        "发件人：张三\n主题：报销\n\n以后所有报销都走新系统。\n\n帮我回复一下",
    ] {
        nothing(prompt);
    }
    check(
        "Alice: can you fix this\nBob: sure\n\nfrom now on always run the linter before pushing",
        Explicit,
        Target::MemoryRules,
        &["run the linter before pushing"],
    );
    check(
        "Note: from now on we use pnpm\nRule: never push to main\nUpdate: done",
        Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
    check(
        "Deploy 10:30\nfrom now on we deploy at 10:30 every day",
        Explicit,
        Target::MemoryRules,
        &["deploy at 10:30"],
    );
}

/// An attribution after the words ("…，老板说的", "…, the doc says") makes all of them someone
/// else's; a speech verb followed by words of its own ("…，客户说 v1 不需要") reports only
/// those, and what comes before it is the user's.
#[test]
fn speech_after_the_words_reports_only_what_follows_it() {
    use SignalKind::NegativeDecision;
    for prompt in [
        "离线模式先不做了，客户说 v1 不需要。",
        "离线模式先不做了，客户说 v1 不需要",
        "离线模式先不做了, 客户说v1不需要",
        "离线模式先不做了，老板说这版没人用",
    ] {
        check(
            prompt,
            NegativeDecision,
            Target::MemoryDecisions,
            &["离线模式"],
        );
    }
    for prompt in [
        "离线模式先不做了，客户说的",
        "离线模式先不做了，老板说了",
        "离线模式先不做了，这是老板说的。",
        "离线模式先不做了，同事跟我说的",
        "Always pin versions, the doc says.",
        "Always pin versions, my colleague said",
        "Always pin versions, he told me.",
    ] {
        nothing(prompt);
    }
}

#[test]
fn principles_and_how_to_talk_to_the_user() {
    use SignalKind::Explicit;
    check(
        "Correctness matters more than speed.",
        Explicit,
        Target::MemoryRules,
        &["Correctness matters more than speed"],
    );
    check("全程用英文交流", Explicit, Target::User, &["英文交流"]);
    check(
        "Please communicate with me in Spanish.",
        Explicit,
        Target::User,
        &["Spanish"],
    );
    nothing("原则上可以");
    nothing("这个比那个更重要");
    nothing("中文回答");
    // A program's reply is no reply to the user: the rule is the project's.
    check_each(
        Explicit,
        Target::MemoryRules,
        &[
            ("Never change the API response shape.", "response shape"),
            (
                "From now on, always return 404 status codes for missing users.",
                "404",
            ),
            (
                "Always validate webhook responses against the schema.",
                "webhook responses",
            ),
            ("never cache error responses", "error responses"),
            ("Always keep the response body under 1 MB.", "response body"),
            ("以后接口的回复都统一包一层 data", "data"),
            // A chat or a reply that is a part of the product (a compound, a kind of chat the
            // product offers, a path or an identifier) is no more the user's.
            (
                "keep in mind the chat widget is ours, not a vendor's",
                "chat widget",
            ),
            ("remember the chat service runs on port 5000", "port 5000"),
            (
                "always log every chat message to the audit table",
                "audit table",
            ),
            ("remember the reply endpoint is /api/reply", "/api/reply"),
            (
                "never store conversation_id in the cookie",
                "conversation_id",
            ),
            ("remember the support chat is handled by zendesk", "zendesk"),
            ("from now on, the live chat is off on weekends", "weekends"),
            ("Always rate-limit the chat API.", "rate-limit"),
            ("以后聊天模块都用 websocket", "websocket"),
            ("记住：回复接口是 /api/reply", "/api/reply"),
            ("以后会话记录都要存 30 天", "30 天"),
            // How a text reads, said of a text the project writes, is the project's convention.
            ("never use emoji in commit messages", "commit messages"),
            (
                "always use a formal tone in the error messages",
                "error messages",
            ),
            ("always keep PR descriptions concise", "PR descriptions"),
            ("never add emojis to the UI copy", "UI copy"),
            ("以后 commit message 都简洁一点", "commit message"),
            ("以后翻译文件都放 locales/ 目录", "locales/"),
            ("以后术语表统一放 docs/glossary.md", "glossary"),
            ("以后错误提示的语气都要友好", "错误提示"),
            // A step of the work that involves the user is the project's, as "show me the diff" is.
            ("以后改数据库之前都先把 DDL 贴给我看", "DDL"),
            ("以后升级依赖之前必须先跟我说一声", "升级依赖"),
            ("以后部署前都要把 plan 发给我看", "plan"),
            // …and a product's accessibility feature names no one.
            ("以后 UI 都要支持色盲模式", "色盲模式"),
            ("always make the charts colorblind-safe", "colorblind-safe"),
            (
                "the app must always work with a screen reader, remember that",
                "screen reader",
            ),
        ],
    );
    check_each(
        Explicit,
        Target::User,
        &[
            ("always reply in English", "English"),
            ("keep your replies short", "short"),
            ("always answer in Chinese", "Chinese"),
            ("from now on keep our conversations in english", "english"),
            ("以后回答简短点", "简短"),
            ("从现在开始回复都用中文", "中文"),
            ("remember I'm on a mac", "mac"),
            // …and said alone, or of a reply, how the user wants to be written to.
            ("always be concise", "concise"),
            ("never use emoji", "emoji"),
            ("以后说话简洁一点", "简洁"),
            ("以后跟我说话都用中文", "中文"),
            // A rule given for the user's own eyes or reading, the fact anywhere in its sentence.
            ("我有点色弱,以后画图表别只靠红绿区分", "红绿"),
            ("我平时用屏幕阅读器，以后表格尽量别用", "表格"),
            (
                "I'm colorblind (deuteranopia), so never describe diffs by red/green alone",
                "red/green",
            ),
            ("我眼睛不太好，以后表格别太宽", "表格"),
            (
                "keep in mind I'm dyslexic, keep sentences short",
                "dyslexic",
            ),
            ("以后都跟我说英文", "英文"),
            (
                "keep your answers concise, even about commit messages",
                "answers",
            ),
        ],
    );
    // …but a rule about the agent's replies beside it still is the user's.
    check(
        "From now on reply in English, and never change the API response shape.",
        Explicit,
        Target::User,
        &["reply in English"],
    );
    check(
        "Always keep your responses short.",
        Explicit,
        Target::User,
        &["responses short"],
    );
}

#[test]
fn decisions_stated_as_settled() {
    use SignalKind::{Decision, Explicit, NegativeDecision};
    // A decision not to is the stronger kind, but not over the pick of its own sentence,
    // which keeps the contrast (`picks_over`).
    check(
        "我们已经改用 pnpm,不再用 yarn",
        Decision,
        Target::MemoryDecisions,
        &["pnpm,不再用 yarn"],
    );
    check(
        "不再用 yarn 了",
        NegativeDecision,
        Target::MemoryDecisions,
        &["不做:", "yarn"],
    );
    check(
        "统一用 snake_case 命名",
        Decision,
        Target::MemoryDecisions,
        &["snake_case"],
    );
    check(
        "所有接口都必须带版本号",
        Explicit,
        Target::MemoryRules,
        &["所有接口都必须带版本号"],
    );
    check(
        "采纳 Redis 方案",
        Decision,
        Target::MemoryDecisions,
        &["Redis"],
    );
    check(
        "We'll use Postgres for everything.",
        Decision,
        Target::MemoryDecisions,
        &["Postgres"],
    );
    check(
        "Lock in Vite as the bundler.",
        Decision,
        Target::MemoryDecisions,
        &["Vite"],
    );
    check(
        "We don't need Redis, Postgres is enough.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["Not doing: Redis"],
    );
    check(
        "I don't want Docker.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["Not doing: Docker"],
    );
    nothing("我已经改成用 Redis 了");
    nothing("I'll use the debugger to check");
    nothing("we don't need a loop here");
    nothing("Let's not worry about caching for now.");
    nothing("I don't want it.");
    nothing("先不考虑 Windows 选项，暂定为空");
    nothing("Let's stick with step 2 until the tests pass.");
}

#[test]
fn corrections_as_people_type_them() {
    use SignalKind::Correction;
    check_each(
        Correction,
        Target::CandidateRule,
        &[
            ("你的理解完全错了，用户表主键是 uuid", "主键是 uuid"),
            ("我说错了，端口是 8443", "8443"),
            ("我的意思是配置放在 config/ 下面", "config/"),
            ("不应该是轮询，应该用 websocket 推送", "websocket"),
            ("Don't add lodash again.", "lodash"),
            ("We're not using Jest, we use Vitest.", "Vitest"),
            ("You should be using tabs, not spaces.", "tabs"),
            ("Use httpx instead of requests.", "httpx"),
            ("thats not right, the cache lives in redis", "redis"),
        ],
    );
    // A correction whose fact is in the conversation: the agent is asked.
    ask("No, that's wrong.", Correction, Target::CandidateRule);
    ask("不对", Correction, Target::CandidateRule);
    nothing("Actually, it's not working yet.");
    nothing("That's wrong. The build is not fixed.");
    nothing("你先搜索代码，纠正数据库连接配置");
    nothing("别用这种颜色了");
    nothing("检查一下是否已经部署");
    nothing("我们默认的端口是多少");
}

#[test]
fn preferences_as_people_type_them() {
    use SignalKind::Preference;
    check_each(
        Preference,
        Target::CandidatePreference,
        &[
            (
                "I'd rather not use ORMs; plain SQL is fine.",
                "not use ORMs",
            ),
            ("I would prefer smaller commits.", "smaller commits"),
            (
                "I don't like trailing commas, maybe we can drop them",
                "trailing commas",
            ),
        ],
    );
    nothing("I like Nord");
    nothing("If I build it locally, I always use the mirror.");
}

#[test]
fn pasted_and_generated_text_is_not_the_users() {
    nothing("帮我看看这段:\n\n请记住，您的数据需要定期备份。\n\n怎么样");
    nothing("Here's the plan\n1. **Always** run tests\n2. **Never** push\n\nthoughts");
    nothing("[Image #1] remember?");
    nothing(
        "⏺ I'll update the config. From now on the service reads PORT from env.\n\n  Decision: use pino for logging.\n\nok continue",
    );
    nothing(
        "claude said:\nWe decided to go with Postgres. Remember that migrations run on deploy.\n\nis that right?",
    );
    nothing(
        "我把你的方案贴一下：\n1. 统一用 zod 校验\n2. 以后所有接口都返回 camelCase\n\n按这个来吧",
    );
}

#[test]
fn a_trigger_opening_a_later_clause_leaves_the_task_out() {
    check(
        "fix the import, and from now on run the tests before telling me it works",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["run the tests before telling me it works"],
    );
    assert!(
        !detect("fix the import, and from now on run the tests first")
            .text
            .contains("fix")
    );
}

#[test]
fn one_off_forecasts_and_passing_states_save_nothing() {
    for prompt in [
        "下次有空再优化性能",
        "记住这个报错，等下要用",
        "we're going with the flow",
        "we decided nothing yet",
        "we won't make it by friday",
        "we're not doing great on time",
        "no need for tests here",
        "we won't need docker for this task",
        "Correctness matters more than speed, so take your time on this one",
        "save the progress bar state in localStorage",
        "we're not using the new endpoint yet, we use the old one until the migration",
        "that's wrong, the test is still red",
        "不对，还是报错",
        "帮我把所有按钮的颜色统一为蓝色",
        "use the new helper instead of this",
        "add tests for this, always good to have",
        "let's not do that right now",
        "# TODO",
        "#fix the login bug",
    ] {
        nothing(prompt);
    }
    ask(
        "ok decision made, now implement it",
        SignalKind::Decision,
        Target::MemoryDecisions,
    );
    ask(
        "leave it",
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
    );
    ask(
        "我说错了，是另一个文件",
        SignalKind::Correction,
        Target::CandidateRule,
    );
}

/// "recommended" / "suggested" after a determiner is a participle, not someone's words.
#[test]
fn a_participle_after_a_determiner_is_no_speaker() {
    ask(
        "proceed with the recommended approach!",
        SignalKind::Decision,
        Target::MemoryDecisions,
    );
    ask(
        "go ahead with the suggested fix",
        SignalKind::Decision,
        Target::MemoryDecisions,
    );
    nothing("my colleague recommended we always use pnpm");
    nothing("Bob suggested we never push to main");
}

/// Fillers before a trigger are no part of what is kept, with or without a comma after them.
#[test]
fn fillers_before_the_trigger_are_not_kept() {
    for prompt in [
        "OK we don't want Webpack",
        "OK, we don't want Webpack",
        "ok so we dont want Webpack",
        "alright we don't want Webpack",
    ] {
        assert_eq!(detect(prompt).text, "Not doing: Webpack", "{prompt}");
    }
}

/// A third person opening a clause with 说 reports someone else's words, whatever follows;
/// 其他说明 / 说明 / 说法 are other words and leave the rule after them alone.
#[test]
fn a_third_person_saying_anything_is_reported_speech() {
    for prompt in [
        "他说统一到 pnpm",
        "她说保持现状",
        "他们说以后都用 pnpm",
        "好的，她们说统一用 tabs",
        "他说：统一到 pnpm",
        "他 说 统一到 pnpm",
    ] {
        nothing(prompt);
    }
    check(
        "其他说明都写在 README 里，以后统一用 pnpm",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
    check(
        "以后统一用 pnpm，这个说法没问题",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
}

// ── Variation tables (issue 18): each family below is tried on phrasings of our own making —
// the trigger at the start, in the middle and at the end, inflected and modal forms,
// contractions typed without apostrophes, full- and half-width punctuation, trailing
// particles, a common typo — and on as many near-misses that must stay silent.

/// Each prompt saves nothing: the one-offs a form's own probes found beside its table.
#[track_caller]
fn all_silent(prompts: &[&str]) {
    let loud: Vec<String> = prompts
        .iter()
        .map(|prompt| (prompt, detect(prompt)))
        .filter(|(_, d)| d.target != Target::Nothing)
        .map(|(prompt, d)| format!("{prompt:?} → {d:?}"))
        .collect();
    assert!(loud.is_empty(), "{}", loud.join("\n"));
}

/// Every prompt of `hits` is detected as `kind` written to `target`, its text holding the
/// paired words; every prompt of `misses` writes nothing.
#[track_caller]
fn table(kind: SignalKind, target: Target, hits: &[(&str, &str)], misses: &[&str]) {
    assert!(
        hits.len() >= 15 && misses.len() >= 15,
        "a variation table needs 15 of each"
    );
    let mut wrong = Vec::new();
    for (prompt, contains) in hits {
        let d = detect(prompt);
        if (d.kind, d.target) != (kind, target) || !d.text.contains(contains) {
            wrong.push(format!("{prompt:?} → {d:?}"));
        } else if let Some((_, family)) = d.reason.split_once(": ") {
            FIRED.with_borrow_mut(|fired| fired.insert(family.to_string()));
        }
    }
    for prompt in misses {
        let d = detect(prompt);
        if d.target != Target::Nothing {
            wrong.push(format!("{prompt:?} (a near-miss) → {d:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A taste stated with "prefer" / "rather", by the user or for the team ("we prefer"), in any
/// tense or modality, is a preference.
#[test]
fn variations_prefer_and_rather() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("I prefer pydantic models over raw dicts", "pydantic"),
            (
                "we prefer to use pydantic models instead of raw dicts",
                "pydantic",
            ),
            (
                "We still prefer to set the cache dir in the compose file.",
                "compose file",
            ),
            (
                "revert it, we still prefer to set the cache dir in compose yaml",
                "compose yaml",
            ),
            ("we generally prefer small PRs", "small PRs"),
            ("we'd prefer snake_case for JSON keys", "snake_case"),
            ("wed prefer snake_case for JSON keys", "snake_case"),
            ("We would prefer tabs over spaces.", "tabs"),
            ("I would prefer squash merges", "squash merges"),
            ("id prefer squash merges", "squash merges"),
            ("I'd rather use plain SQL than an ORM", "plain SQL"),
            ("Id rather use plain SQL than an ORM", "plain SQL"),
            ("we'd rather keep config in TOML", "TOML"),
            ("We would rather run migrations by hand.", "migrations"),
            ("ok, we prefer httpx to requests", "httpx"),
            ("so I really prefer vitest over jest!", "vitest"),
        ],
        &[
            "which do you prefer, tabs or spaces?",
            "do we prefer pnpm here?",
            "I prefer this one",
            "I prefer it",
            "we prefer not to answer that",
            "I'd rather have you decide",
            "if we prefer speed, use the cache",
            "they prefer React",
            "my colleague said he prefers Go",
            "the preferred way is unclear",
            "I'd rather not say",
            "would you rather use Redis?",
            "users prefer dark mode, per the survey",
            "I prefer the second option",
            "we'd prefer that you ask first?",
            "Which would we rather: Kafka or NATS?",
        ],
    );
}

/// A time-scope adverbial closing an imperative makes it a standing rule; closing a
/// statement or a question it is a purpose, a forecast or a request.
#[test]
fn variations_scope_closing_an_imperative() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("run the linter before you commit next time", "linter"),
            (
                "you broke the build again. run the tests first next time",
                "run the tests first",
            ),
            (
                "commit everything up to now, but do not auto commit in the future",
                "auto commit",
            ),
            ("dont auto commit in the future", "auto commit"),
            ("Do not push to main in the future.", "push to main"),
            ("use pnpm from now on", "pnpm"),
            ("Use pnpm, from now on!", "pnpm"),
            ("Use pnpm，from now on", "pnpm"),
            ("ask before deleting files going forward", "deleting files"),
            (
                "ask before deleting files going forwards.",
                "deleting files",
            ),
            ("Keep commits this small going forwards", "commits"),
            ("keep the changelog updated moving forward", "changelog"),
            ("Never touch the lockfile in future", "lockfile"),
            ("please write the changelog entry next time.", "changelog"),
            ("check the CI logs first in the future!", "CI logs"),
        ],
        &[
            "this is required for posting articles in the future",
            "it looks nice, can we convert images like this also in the future",
            "we might need that in the future",
            "I will fix it next time",
            "see you next time",
            "maybe add caching in the future",
            "the API may change in the future",
            "it failed again next time",
            "what should we do in the future?",
            "we plan to support Windows in the future",
            "that would be nice going forward",
            "could you run it next time?",
            "sales are expected to grow going forward",
            "the team hopes to migrate in the future",
            "it will probably break in the future",
        ],
    );
}

/// How the user wants to be talked to: the language of the chat or the replies.
#[test]
fn variations_reply_language() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("keep our chat in english", "english"),
            (
                "please, clean those warnings. and keep our chat in english",
                "english",
            ),
            ("Keep the conversation in English.", "English"),
            ("reply in Chinese", "Chinese"),
            ("always respond in English!", "English"),
            ("answer me in english please", "english"),
            ("talk to me in German", "German"),
            ("Please always communicate in English", "English"),
            ("speak with me in Japanese", "Japanese"),
            ("请用中文回答", "中文"),
            ("要求使用中文回答", "中文"),
            ("以后用中文回复", "中文"),
            ("请用中文和我交流。", "中文"),
            ("一律用英文回复吧", "英文"),
            ("全程中文交流", "中文"),
            ("务必用中文回答！", "中文"),
            ("回答我的时候用繁體", "繁體"),
            ("你回复时都用简体", "简体"),
            // A verb of speaking to the user with the language (跟我说中文), and Taiwan's
            // spelling 回覆 of 回复.
            ("以后跟我说中文", "中文"),
            ("以后跟我说中文就行，代码注释还是英文", "中文"),
            ("以后和我讲英文吧", "英文"),
            ("以后用中文跟我说", "中文"),
            ("請用繁體回覆我，簡體我看得很累", "繁體"),
            ("以後一律用繁體回覆", "繁體"),
            // The language said to be enough for the replies: a standing "X will do".
            ("回复我用中文就行，代码注释用英文", "中文"),
            ("回答用英文就好", "英文"),
        ],
        &[
            "以后跟我说一声再部署",
            "回复用中文还是英文？",
            "客服回复用中文就行",
            "他以后跟我说中文",
            "中文回答",
            "how do I reply in English to this email?",
            "translate the README into Chinese",
            "the bot should reply in Chinese when the user writes Chinese",
            "can you answer in English?",
            "用中文回答可以吗？",
            "如果用户用英文提问，就用英文回答",
            "he said to answer in Spanish",
            "reply to the reviewer",
            "write the docs in english",
            "中文文档在哪里",
            "respond with JSON",
            "keep our chat short?",
            "我们的用户用英文交流",
            "answer in English or Chinese?",
            "回答我的时候用繁体可以吗？",
            "请用中文回复，我要转给领导",
            "用英文回答，好贴到 issue 里",
            "客服回复的时候用英文",
        ],
    );
}

/// A checkpoint said object-first (把进度保存) or with "where we are".
#[test]
fn variations_checkpoint_object_first() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("把进度保存", ""),
            ("把进度保存，并且写清楚下一步要执行的计划", "下一步"),
            ("先把当前进度记下来", ""),
            ("请把今天的进度记录一下。", ""),
            ("帮我把讨论进度存一下", ""),
            ("把我们的进展记录下来吧", ""),
            ("好的，把目前的进度保存好", ""),
            ("记录一下当前进度", ""),
            ("保存进度", ""),
            ("存个检查点", ""),
            ("save a checkpoint", ""),
            ("checkpoint this before we refactor", ""),
            ("let's record where we are", ""),
            ("note where we left off", ""),
            ("save our progress so far", ""),
            ("到这先记一下进度：登录 done，刷新还有 bug", "刷新还有 bug"),
            ("到目前为止，存个检查点", ""),
            (
                "mark a checkpoint here: inventory done, save/load next",
                "inventory done",
            ),
            ("set a checkpoint", ""),
            ("make a note of where we are", ""),
            ("progress note: auth done, billing next", "billing next"),
            ("进度记录：登录做完了，支付还没开始", "支付还没开始"),
        ],
        &[
            "把模型的训练进度保存一下",
            "到这先记一下耗时",
            "set a checkpoint every 500 steps",
            "mark the checkpoint as stale",
            "make a note of the error",
            "the progress note is missing",
            "进度记录在哪里看？",
            "进度条保存不了",
            "保存文件",
            "把这个文件保存",
            "进度怎么样了？",
            "把进度条改成蓝色",
            "where are we on the migration?",
            "save the file",
            "checkpoint every 100 steps during training",
            "load the torch checkpoint",
            "progress is slow",
            "把下载进度显示出来",
            "保存进度的功能有 bug",
            "how do we save progress in the game?",
            "the save button lost my progress",
        ],
    );
}

/// Said for this run, not for good: a setting, a "not now", a choice by number.
#[test]
fn variations_for_now_is_not_lasting() {
    for prompt in [
        "这次用 4 个 worker 跑",
        "这次就用 4 个 worker 跑,以后都这样",
        "这回先用 npm 装",
        "本次统一用 UTF-8 导出",
        "测试这块先放一放",
        "算了，不改了",
        "算了吧，就用原来的",
        "就这样吧",
        "keep my version for now",
        "use the staging db for now",
        "for this run, always skip the slow tests",
        "this time, never mind the lint",
        "just this time, use yarn",
        "Let's go with option 2.",
        "选 2",
        "这一轮就用 mock 数据",
    ] {
        writes_nothing(prompt);
    }
    // …and the same rules said for good are saved.
    check(
        "以后都用 4 个 worker 跑",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["worker"],
    );
    check(
        "always skip the slow tests",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["slow tests"],
    );
}

/// An ask about the rules or the conversation is work for the agent, not a rule.
#[test]
fn variations_meta_requests_are_not_rules() {
    for prompt in [
        "figure out why the rule didn't stop you from always pushing to main",
        "find out why you never run the tests",
        "open a ticket so that we always pin versions",
        "file an issue so that from now on releases are signed",
        "查一下为什么以后都用 pnpm 这条没生效",
        "explain why you always use npm",
    ] {
        let d = detect(prompt);
        assert_eq!(d.target, Target::Nothing, "{prompt:?} → {d:?}");
        assert!(
            !d.decided().ends_with(": yes"),
            "{prompt:?} → {}",
            d.decided()
        );
    }
}

/// `signals` and `hook --explain` name the question that decided.
#[test]
fn the_deciding_question_is_named() {
    for (prompt, decided) in [
        (
            "以后都用 pnpm",
            "lasting, addressed to memory, own words, self-contained: yes",
        ),
        ("这次用 pnpm,以后都这样", "lasting? no"),
        ("always use pnpm?", "addressed to memory? no"),
        ("My colleague said: always use pnpm.", "own words? no"),
        ("假如以后都用 pnpm", "own words? no"),
        ("Let's go with this", "self-contained? no"),
        ("maybe Redis", "lasting? not sure"),
        ("hello there", "no signal"),
    ] {
        let d = detect(prompt);
        assert!(
            d.decided().starts_with(decided),
            "{prompt:?} → {} ({d:?})",
            d.decided()
        );
    }
}

/// Settled-decision idioms: "X is out", 最终决定：…, "that's settled".
#[test]
fn variations_settled_idioms() {
    for (prompt, kind, contains) in [
        ("Redis is out.", SignalKind::NegativeDecision, "Redis"),
        ("GraphQL is out", SignalKind::NegativeDecision, "GraphQL"),
        ("ok, Mongo is out!", SignalKind::NegativeDecision, "Mongo"),
        (
            "Feature flags are out",
            SignalKind::NegativeDecision,
            "Feature flags",
        ),
        ("最终决定：用 Postgres", SignalKind::Decision, "Postgres"),
        ("最终决定:后端用 Go", SignalKind::Decision, "Go"),
        ("最终方案是 Kafka 做消息队列", SignalKind::Decision, "Kafka"),
        ("最后决定 用 pnpm workspace", SignalKind::Decision, "pnpm"),
        (
            "We're dropping the Windows build.",
            SignalKind::NegativeDecision,
            "Windows",
        ),
        (
            "we are dropping IE11 support",
            SignalKind::NegativeDecision,
            "IE11",
        ),
    ] {
        check(prompt, kind, Target::MemoryDecisions, &[contains]);
    }
    for prompt in [
        "it is out",
        "the new version is out",
        "this is out of date",
        "Redis is out?",
        "is Redis out?",
        "the lights are out",
        "最终决定了吗？",
        "最终方案还没定",
        "we are dropping packets",
        "The build is out.",
    ] {
        let d = detect(prompt);
        assert!(
            matches!(d.target, Target::Nothing | Target::Log),
            "{prompt:?} → {d:?}"
        );
    }
}

/// A choice stated with a topic first: 整个 UI 采用 X, 我们主要采用 X; "we shall use X".
#[test]
fn variations_adopt_with_a_topic() {
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("整个UI界面采用electron实现", "electron"),
            (
                "请你重构我的项目，整个UI界面采用electron实现，并且进行美化",
                "electron",
            ),
            ("我们主要采用python，其他语言如有必要也可以加入", "python"),
            ("项目统一采用 pnpm workspace", "pnpm"),
            ("全部接口统一采用 REST", "REST"),
            (
                "we shall use QueueRepository instead of JobRepository",
                "QueueRepository",
            ),
            (
                "change of design, we shall use QueueRepository instead of JobRepository",
                "QueueRepository",
            ),
        ],
    );
    for prompt in [
        "整个UI界面采用什么框架好？",
        "我们主要采用哪种语言？",
        "如果整个项目采用 Go 的话会怎样",
        "整个UI采用率很低",
        "shall we use Redis?",
    ] {
        writes_nothing(prompt);
    }
}

/// A correction that gives the right value: "it's X, not Y", "不是，X 是 Y".
#[test]
fn variations_corrections_giving_the_right_value() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("it's `task build`, not npm run build", "task build"),
            ("its v3 not v2", "v3"),
            ("It's pnpm, not npm.", "pnpm"),
            ("no, it's Postgres 16, not 15", "Postgres 16"),
            ("nope. it is staging, not prod", "staging"),
            ("The port is 8080, not 3000", "8080"),
            ("the entrypoint is main.go, not cmd/app.go!", "main.go"),
            ("the base branch is develop; not main", "develop"),
            ("thats the release repo, not snapshots", "release repo"),
            (
                "the artifact lives in the release repo, not in snapshots",
                "release repo",
            ),
            ("不是，这个 skill 是通用的，随时可以调用", "通用"),
            ("不是, 端口是 8080", "8080"),
            ("不是，应该是 v3", "v3"),
            ("不是 v2，是 v3", "v3"),
            ("不是这样的，配置在 .env 里", ".env"),
            // The wrong value closes its clause; a reason may follow.
            (
                "its embassy not rtic, we moved off rtic in march",
                "embassy",
            ),
            ("it's pnpm not npm; we dropped npm last year", "pnpm"),
        ],
        &[
            "it's not working",
            "it's not sure yet",
            "it is fine, not a big deal",
            "that's not it",
            "it's broken, not sure why",
            "the build is red, not sure why",
            "It's done, not ready to ship though",
            "is it v3, not v2?",
            "不是吧",
            "不是吗？",
            "不是，我是说那个按钮",
            "不是，我问的是为什么",
            "是不是 v3",
            "it's slow, not fast",
            "it's a test, not production code?",
            "getting a blank screen: Uncaught ReferenceError: global is not defined",
            "the module is not found",
            "it's flaky not broken, it passes on retry?",
            "fp16 diverges on this model every single time",
        ],
    );
}

/// A long task brief, in English and in Chinese, to put a clause into (issue 18, "a clause
/// picked out of a long analysis request"): over `BRIEF_MIN_CHARS` of its own words.
const BRIEF_EN: [&str; 6] = [
    "Build a small todo app for the team.",
    "It should have a list view and a detail view, and users can add, edit and delete items.",
    "The list is sorted by due date, and overdue items are shown in red.",
    "Please use React with TypeScript, keep the state in a single store, and add tests for the reducer.",
    "The API is a plain REST service written in Go, with a Postgres database behind it.",
    "Make the layout responsive and keep the bundle small.",
];
const BRIEF_ZH: [&str; 5] = [
    "帮我做一个给团队用的待办小应用，需要列表页和详情页，用户可以新增、编辑和删除条目。",
    "列表按截止日期排序，过期的条目标红显示，详情页要能看到历史记录和负责人。",
    "前端用 React 加 TypeScript，状态放在一个 store 里，给 reducer 写单元测试。",
    "后端是 Go 写的 REST 服务，数据库用 Postgres，接口返回统一的错误格式。",
    "页面要适配手机，打包体积尽量小，首屏加载要快，图标用现成的图标库。",
];

/// `clause` put into the brief at `at` (0 = first, 9 = last).
fn in_brief(zh: bool, clause: &str, at: usize) -> String {
    let mut parts: Vec<&str> = if zh {
        BRIEF_ZH.to_vec()
    } else {
        BRIEF_EN.to_vec()
    };
    parts.insert(at.min(parts.len()), clause);
    parts.join(if zh { "" } else { " " })
}

/// Addressed to memory? A bare "always" / "never" (永远/务必/始终…) inside a long task brief
/// may be the spec of the work: the agent, who has the conversation, is asked instead of a
/// line written. Said on its own, in a brief that names the rule file, or with a time scope
/// ("from now on", 以后都) that addresses more than this task, it is written as before.
#[test]
fn variations_bare_always_inside_a_brief_asks_the_agent() {
    let asked = [
        in_brief(false, "Always validate the input on the server side.", 4),
        in_brief(false, "always validate the input on the server side", 0),
        in_brief(false, "Always validate the input on the server side!", 9),
        in_brief(
            false,
            "You should always validate the input on the server.",
            2,
        ),
        in_brief(false, "We must always log the request id.", 3),
        in_brief(
            false,
            "Make sure to always write the migrations by hand.",
            1,
        ),
        in_brief(false, "Never store the tokens in local storage.", 4),
        in_brief(false, "never store tokens in localStorage", 9),
        in_brief(
            false,
            "You should never call the payment API from the client.",
            2,
        ),
        in_brief(false, "Don't ever commit the .env file.", 5),
        in_brief(false, "Do not ever commit the .env file", 3),
        in_brief(false, "Under no circumstances expose the admin routes.", 4),
        in_brief(false, "Run the linter on the reducer, always.", 4),
        in_brief(true, "永远不要把 token 存在 localStorage 里。", 2),
        in_brief(true, "务必先在服务端校验输入。", 0),
        in_brief(true, "始终使用 UTC 存时间，", 4),
        in_brief(true, "千万别在前端直接调支付接口！", 9),
        in_brief(true, "绝对不要提交 .env 文件啊", 3),
    ];
    for prompt in &asked {
        asked_of_the_agent(prompt, gate::IN_A_BRIEF, "addressed to memory? not sure");
    }
    let saved = [
        "Always validate the input on the server side.".to_string(),
        "never store tokens in localStorage".to_string(),
        "You should never call the payment API from the client.".to_string(),
        "Don't ever commit the .env file.".to_string(),
        "Under no circumstances expose the admin routes.".to_string(),
        "永远不要把 token 存在 localStorage 里。".to_string(),
        "务必先在服务端校验输入。".to_string(),
        "始终使用 UTC 存时间".to_string(),
        // Short prompts of a few sentences are not briefs.
        "Build the todo list. Always validate the input on the server side.".to_string(),
        "先做列表页。永远不要把 token 存在 localStorage 里。".to_string(),
        // The rule file named: addressed to the agent's rules.
        in_brief(
            false,
            "Add to CLAUDE.md: always validate the input on the server.",
            4,
        ),
        in_brief(
            false,
            "Always validate the input on the server side, put it in AGENTS.md too.",
            3,
        ),
        in_brief(
            false,
            "Write our constitution too. Never store tokens in local storage.",
            5,
        ),
        // A time scope addresses more than this task.
        in_brief(
            false,
            "From now on, validate the input on the server side.",
            4,
        ),
        in_brief(true, "以后都要在服务端校验输入。", 2),
        in_brief(
            false,
            "Remember that we never store tokens in local storage.",
            3,
        ),
    ];
    for prompt in &saved {
        let d = detect(prompt);
        assert!(
            matches!(d.target, Target::MemoryRules | Target::User),
            "{prompt:?} → {d:?}"
        );
    }
}

/// "Note that" with a norm after it asks the listener to retain a rule; with a plan, a
/// report, or as "note down X", it does not.
#[test]
fn variations_note_that_with_a_norm() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "Note that docstrings should be in numpy format",
                "numpy format",
            ),
            ("note that docstrings should be in numpy format.", "numpy"),
            (
                "Note that, you should not rely on the HTTP code alone",
                "HTTP code",
            ),
            ("note: the env must be baked into the image", "baked"),
            // A deontic predicate, the modal's synonym.
            (
                "note: HAL_Delay is banned inside ISRs in this codebase. use the tick counter instead.",
                "HAL_Delay",
            ),
            (
                "note that force pushes are forbidden on main",
                "force pushes",
            ),
            ("NB: tests are mandatory for every PR", "mandatory"),
            ("Note: the env must be baked into the image!", "baked"),
            ("note that the config must never mix s3 and pg", "s3"),
            (
                "it works now. note that in generated projects all envs should be baked in",
                "baked in",
            ),
            (
                "ok, note that migrations have to be reversible",
                "reversible",
            ),
            (
                "Please note that the API keys must not be logged",
                "API keys",
            ),
            ("NB: tests need to run against the real db", "real db"),
            ("note that we always pin exact versions", "pin exact"),
            ("note that you dont push to main directly", "push to main"),
            ("ntoe that fixtures should live in tests/data", "tests/data"),
            (
                "note that only the admin role is allowed to delete users",
                "admin role",
            ),
            (
                "note that the service doesn't retry on 4xx, keep it that way",
                "4xx",
            ),
            ("Note that, commits should be signed；", "signed"),
        ],
        &[
            "note that the site was banned in russia",
            "note the error was forbidden access",
            "note that we are going to refactor stage 1",
            "note that it failed twice",
            "note down the numbers",
            "note the time it took",
            "note it in the changelog",
            "Note that this might break the build",
            "note that the API may be slow",
            "I noted that the API is slow",
            "footnote: the build should pass",
            "notes should be short?",
            "take notes while you read",
            "the release note should mention the fix",
            "keynote slides must be done by friday",
            "note that could be a problem",
            "note the output, the test should pass",
            "Note: the config below is from prod, don't commit it.",
            "note that the attached log must not be shared",
            "NB: the files above should stay as they are",
        ],
    );
}

/// "Remember" that recalls something past (the old layout, the time we…) saves nothing.
#[test]
fn variations_remember_meaning_recall() {
    for prompt in [
        "remember the old layout? put it back",
        "remember the old layout, put it back",
        "Remember the previous version, use that one",
        "remember that old config. restore it",
        "remember the time we tried Redis, it was slow",
        "remember those earlier logs, compare them",
        "remember our original design, go back to it",
        "Remember the last approach? it was better.",
        "remember when we tried Kafka?",
        "do you remember the old config?",
        "remember how it looked before",
        "还记得之前那个布局吗？改回去",
        "记得上次那个方案吗",
        "记得之前的配置吧，恢复一下",
        "remember the first version, it had a sidebar",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("remember that the old API is deprecated", "deprecated"),
            ("remember: no subagents", "no subagents"),
            ("remember, use pixi to run python", "pixi"),
            ("Remember we want the hosts on the left", "hosts"),
            (
                "remember the tests must pass before a release",
                "tests must pass",
            ),
        ],
    );
}

/// A prohibition with the means to use instead, in the same sentence, corrects how things
/// are done; pointing at the code at hand or at the moment, it is the task.
#[test]
fn variations_dont_x_use_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不要使用@apply，直接写在template中", "template"),
            ("不要用 @apply,直接写在 template 里", "template"),
            ("别用 moment，用 dayjs", "dayjs"),
            ("你不要再用 sleep 轮询，用子 agent 监控", "子 agent"),
            ("别硬编码端口；从 .env 读", ".env"),
            ("不许手写 SQL，一律通过 ORM", "ORM"),
            ("禁止直接调第三方接口，走网关吧", "网关"),
            ("don't hard code the endpoint, use .env", ".env"),
            (
                "let's do not hard code the endpoint, use .env, there is a var",
                ".env",
            ),
            ("ok. dont hardcode secrets, read them from vault", "vault"),
            (
                "for testing, do not mock, just use the real system on localhost:19090",
                "real system",
            ),
            (
                "Do not call fetch directly; use the api client.",
                "api client",
            ),
            (
                "please don't store sessions in memory, store them in Redis!",
                "Redis",
            ),
            ("do not log raw tokens, use the redact helper", "redact"),
            ("donot pin to latest, use exact versions", "exact versions"),
            (
                "Don’t write config in code, put it in settings.toml",
                "settings.toml",
            ),
        ],
        &[
            "这段代码会死循环，不要用 effect，而是直接在 xhr 中处理",
            "不要动任何一行代码，只要找bug",
            "不要临时方案，我是mac，请直接为我安装supabase cli",
            "别看了，can线断了",
            "先不要用 Redis，用内存缓存试试",
            "这里不要用 map，用 for 循环",
            "不要用 effect 吗？用什么",
            "do not remove it yet, rename it into pixi.toml.bak",
            "do not run the simulator, just find out how it runs",
            "no, don't change pipelines. change it here in common",
            "don't use this, use that",
            "don't use Redis here, use the map",
            "don't worry, just use whatever works",
            "we don't use Redis, do we?",
            "if you don't use pnpm, use npm",
            "don't, use it",
        ],
    );
    // The subject or a topic may come before 应该 in "应该 X,而不是 Y".
    for prompt in [
        "你应该用广播监听，而不是这样写",
        "这个网络监听你应该用广播监听，而不是轮询",
        "我们应该一直使用下载器的接口获取，不要移动列表数据",
    ] {
        check(
            prompt,
            SignalKind::Correction,
            Target::CandidateRule,
            &["应该"],
        );
    }
}

/// The host's "# …" memory shortcut with a rule in it: a prohibition or a restriction is a
/// rule as much as "always" is; a heading or a note is not.
#[test]
fn variations_memory_shortcut_prohibitions() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "# 禁止pnpm build（因为本地在pnpm dev）；任务完成后，只要pnpm lint即可",
                "pnpm build",
            ),
            ("# 禁止 pnpm build", "pnpm build"),
            ("#禁止直接改 dist 目录", "dist"),
            ("# 不许提交 .env 文件", ".env"),
            ("# 不准在主分支上 force push", "force push"),
            ("# 不得修改 vendor/ 下的代码", "vendor"),
            ("# 只能用 pnpm 安装依赖", "pnpm"),
            ("# 测试只要跑 pnpm test:unit 即可", "test:unit"),
            ("# avoid global state in the stores", "global state"),
            ("# Avoid default exports.", "default exports"),
            ("# the e2e suite must only run on CI", "e2e suite"),
            ("# commands to read jira are always approved", "jira"),
            ("# never push to main", "push to main"),
            ("# 默认用 UTC 存时间", "UTC"),
            ("# 部署前必须先跑迁移", "迁移"),
        ],
        &[
            "# Release notes",
            "# TODO",
            "## 禁止事项",
            "#123 禁止 pnpm build 的问题修了吗",
            "# 禁止事项\n\n1. pnpm build",
            "# Overview",
            "# Avoidance of doubt",
            "# Only the basics",
            "#42",
            "# 背景",
            "# 目录",
            "# 禁止?",
            "# FAQ",
            "# Changelog",
            "# Notes for the meeting",
        ],
    );
}

/// A memory trigger closing the rule ("…,这条记一下", "…, keep that in mind"): the rule is
/// the clause before it.
#[test]
fn variations_trigger_at_the_end() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("测试都用 pytest，这条记一下", "pytest"),
            ("测试都用 pytest,这条记一下", "pytest"),
            ("测试都用 pytest，这条记一下吧", "pytest"),
            ("测试都用 pytest，这个记住", "pytest"),
            ("测试都用 pytest。这点记牢了", "pytest"),
            ("接口统一返回 snake_case，把这条记下来", "snake_case"),
            ("接口统一返回 snake_case，这条也记一下啊", "snake_case"),
            ("部署只在周五，这条帮我记一下", "周五"),
            ("接口都用 snake_case，这个要记住", "snake_case"),
            ("部署只在周五。这点一定得记牢", "周五"),
            ("tests go in tests/unit, keep that in mind", "tests/unit"),
            ("tests go in tests/unit. Keep this in mind!", "tests/unit"),
            ("we deploy on Fridays only, keep it in mind", "Fridays"),
            ("we deploy on Fridays only; bear that in mind", "Fridays"),
            ("the staging db is read-only, keep in mind", "read-only"),
            (
                "the staging db is read-only，keep that in mind",
                "read-only",
            ),
            ("ok, the API is versioned under /v2. remember that", "/v2"),
        ],
        &[
            "这条记一下了吗？",
            "这条你记住了吗",
            "这个要记住吗？",
            "这点要记住了没",
            "记住了",
            "这条记得上次说过",
            "这条记一下耗时",
            "keep that in mind?",
            "did you keep that in mind?",
            "I'll keep that in mind",
            "we will keep it in mind for later",
            "keep the file in mind when refactoring?",
            "remember that?",
            "do you remember that",
            "这个记录一下日志",
            "这条日志记一下时间",
            "keep in mind that it might fail?",
        ],
    );
}

/// A bare confirmation after what it confirms saves what came before it, not the next step
/// or the reason after it; a pick and its "not Y" in one sentence save the pick with it.
#[test]
fn a_confirmation_points_back_and_a_pick_keeps_its_contrast() {
    saves_exactly(&[
        (
            "CI 迁到 GitHub Actions，决定了，下周开始弄",
            "CI 迁到 GitHub Actions",
        ),
        (
            "CI 迁到 GitHub Actions,决定了,下周开始弄",
            "CI 迁到 GitHub Actions",
        ),
        (
            "状态管理用 zustand，就这么定了，redux 太重",
            "状态管理用 zustand",
        ),
        (
            "状态管理用 zustand，就这样定了吧，redux 太重",
            "状态管理用 zustand",
        ),
        (
            "CSS 方案用 Tailwind,这是最终决定,后面别再提 styled-components 了",
            "CSS 方案用 Tailwind",
        ),
        (
            "日志统一用 JSON 格式，定了，你先改 api 服务",
            "日志统一用 JSON 格式",
        ),
        (
            "monorepo 用 pnpm workspace，拍板了，脚本你来改",
            "monorepo 用 pnpm workspace",
        ),
        // Nothing before it: what follows is what was settled.
        ("决定了，用 Postgres", "用 Postgres"),
        (
            "好，决定了，下周开始迁移到 Postgres",
            "下周开始迁移到 Postgres",
        ),
        ("定了，状态管理用 Zustand", "状态管理用 Zustand"),
        // A pick and what it drops, in one sentence.
        (
            "定了,状态管理就用 Zustand,不上 Redux 了",
            "状态管理就用 Zustand,不上 Redux",
        ),
        (
            "最终决定：移动端用 Flutter，不做原生双端",
            "移动端用 Flutter，不做原生双端",
        ),
        // Only the drop is confirmed, or one trigger says both: the decision not to stands.
        ("不做 GraphQL，就这么定了", "不做:GraphQL"),
        (
            "we decided against a retry queue, a duplicate charge is worse",
            "Not doing: a retry queue, a duplicate charge is worse",
        ),
        (
            "we're going with REST, not doing GraphQL",
            "REST, not doing GraphQL",
        ),
    ]);
}

/// A bare demonstrative as the subject ("this is only for the internal dashboard", 这是给内部
/// 用的) names nothing a month later: the agent is asked. With a noun, denied, or after a
/// trigger's own "that", it names the thing; "that's a rule, add it to AGENTS.md" points at
/// the sentence before.
#[test]
fn a_demonstrative_subject_points_at_the_conversation() {
    for p in [
        "remember this is only for the internal dashboard",
        "remember: this is a throwaway prototype, don't over-engineer it",
        "keep in mind that's a prod box",
        "remember that's just a workaround",
        "remember these are the staging creds",
        "from now on this is the default",
        "记住这是给内部用的，不用考虑国际化",
        "记住这个是临时方案",
        "记住那只是个占位符",
        "以后这就是默认配置",
    ] {
        asks_the_agent(p);
    }
    saves_exactly(&[
        ("remember: this repo uses pnpm", "this repo uses pnpm"),
        ("remember that staging is read-only", "staging is read-only"),
        ("记住这个项目是给内部用的", "这个项目是给内部用的"),
        ("记住这个，接口都用 snake_case", "接口都用 snake_case"),
        ("记住这个：接口都用 snake_case", "接口都用 snake_case"),
        (
            "backfills run via a cmd/backfill job, never inside a migration. that's a rule for this repo, add it to AGENTS.md",
            "backfills run via a cmd/backfill job, never inside a migration",
        ),
        (
            "接口都用 snake_case。这是规范，加到 CLAUDE.md 里",
            "接口都用 snake_case",
        ),
    ]);
    check(
        "that's not how we do it here, component files are PascalCase, not kebab-case",
        SignalKind::Correction,
        Target::CandidateRule,
        &["PascalCase"],
    );
}

/// A sentence-final particle (吧 呗 啊 呀 哈 嘛) is the ask's tone, not its content; the end of a
/// word is kept.
#[test]
fn closing_particles_are_not_saved() {
    saves_exactly(&[
        (
            "以后升级依赖前先看 changelog 吧",
            "升级依赖前先看 changelog",
        ),
        ("以后测试都用 pytest 呗", "测试都用 pytest"),
        ("记住，接口都用 snake_case 哈", "接口都用 snake_case"),
        ("以后提交前都要跑 lint 啊！", "提交前都要跑 lint"),
        ("以后日志都打到 stdout 嘛", "日志都打到 stdout"),
        ("以后问题都发到贴吧", "问题都发到贴吧"),
        ("记住，团建都去网吧", "团建都去网吧"),
        ("以后别老问我干嘛", "别老问我干嘛"),
    ]);
}

/// A step after the rule that goes on with the task at hand ("then fix it", 然后给我…) is no
/// part of the rule; a step that names what it acts on is.
#[test]
fn the_next_step_of_the_task_is_cut_from_the_rule() {
    saves_exactly(&[
        (
            "always reproduce with the sample invoice first, then fix it",
            "reproduce with the sample invoice first",
        ),
        (
            "always reproduce with the sample invoice first, and then fix it",
            "reproduce with the sample invoice first",
        ),
        (
            "from now on check the connection count first, then write up what you find",
            "check the connection count first",
        ),
        (
            "always run the migration dry-run first, then show me the diff",
            "run the migration dry-run first",
        ),
        (
            "never edit generated files by hand, then regenerate them",
            "never edit generated files by hand",
        ),
        (
            "以后遇到连接池报警都要先看连接数，然后给我一个修复方案",
            "遇到连接池报警都要先看连接数",
        ),
        (
            "以后发版前都要先跑冒烟测试，然后告诉我结果",
            "发版前都要先跑冒烟测试",
        ),
        (
            "以后改 schema 都要先备份，再把它发我看看",
            "改 schema 都要先备份",
        ),
        // The rule's own steps name what they act on, and stay.
        (
            "always run the unit tests first, then run the e2e suite",
            "run the unit tests first, then run the e2e suite",
        ),
        (
            "always bump the version, then tag the release",
            "bump the version, then tag the release",
        ),
        (
            "以后改完接口都要先跑单测，然后再跑集成测试",
            "改完接口都要先跑单测，然后再跑集成测试",
        ),
        (
            "以后上线前都要先备份数据库，然后再执行迁移脚本",
            "上线前都要先备份数据库，然后再执行迁移脚本",
        ),
        (
            "always write the failing test first, then the fix",
            "write the failing test first, then the fix",
        ),
    ]);
}

/// A closing ask to keep "that" in mind, after another trigger, is no part of the rule it
/// points back at; nor is the space before a comma the cut trigger leaves.
#[test]
fn a_closing_memory_ask_is_not_saved_with_the_rule() {
    saves_exactly(&[
        ("以后日志都用 JSON 格式，这条记一下", "日志都用 JSON 格式"),
        ("以后日志都用 JSON 格式,这条记一下吧", "日志都用 JSON 格式"),
        (
            "以后日志都用 JSON 格式，把这个记下来吧",
            "日志都用 JSON 格式",
        ),
        ("以后日志都用 JSON 格式；这点记牢了", "日志都用 JSON 格式"),
        ("以后日志都用 JSON 格式，记住", "日志都用 JSON 格式"),
        ("always use JSON logs, remember that", "use JSON logs"),
        ("always use JSON logs - remember this.", "use JSON logs"),
        ("always use JSON logs, note that down", "use JSON logs"),
        ("always use JSON logs; keep that in mind!", "use JSON logs"),
        ("always use JSON logs. Please remember it", "use JSON logs"),
        // A closing word of politeness, clipped or not, is no part of it either.
        ("never push to main plz", "never push to main"),
        ("remember that we use pnpm, thx", "we use pnpm"),
        (
            "always run the tests before committing pls",
            "run the tests before committing",
        ),
        ("always use JSON logs, thank you", "use JSON logs"),
        // So is an ask to save it to memory, in either language.
        ("以后都用 pnpm，更新到memory", "用 pnpm"),
        ("以后都用 pnpm，这条写进 memory.md", "用 pnpm"),
        ("以后都用 pnpm，记到你的记忆里吧", "用 pnpm"),
        ("以后都用 pnpm，add to memory", "用 pnpm"),
        (
            "always use JSON logs, save that to memory pls",
            "use JSON logs",
        ),
        (
            "Moment.js is out, use date-fns.",
            "Not doing: Moment.js, use date-fns",
        ),
        // Words of the rule that merely end like an ask stay.
        (
            "always write down what you remember",
            "write down what you remember",
        ),
        (
            "以后日志都用 JSON 格式，方便记住",
            "日志都用 JSON 格式，方便记住",
        ),
        (
            "always keep the cache in mind when you profile",
            "keep the cache in mind when you profile",
        ),
    ]);
}

/// A habit or a leaning, with the topic first or after it ("日志格式我一般用…").
#[test]
fn variations_zh_habit_with_a_topic() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("日志格式我一般用 JSON lines", "JSON lines"),
            ("日志格式我一般都用 JSON lines", "JSON lines"),
            ("日志格式，我一般用 JSON lines", "JSON lines"),
            ("我一般用 pnpm 装依赖", "pnpm"),
            ("我通常用 ruff 做格式化。", "ruff"),
            ("我平时写 Go 先写测试", "Go"),
            ("测试我向来放在 tests/ 下", "tests/"),
            ("我更愿意用 Postgres", "Postgres"),
            ("数据库我更愿意用 Postgres", "Postgres"),
            ("我更倾向于用 pnpm", "pnpm"),
            ("我倾向于使用 httpx", "httpx"),
            ("状态管理我更倾向用 zustand 吧", "zustand"),
            ("命名我总是用 snake_case 啊", "snake_case"),
            ("好的，部署我通常先放 staging", "staging"),
            ("接口文档我一般写在 docs/api.md", "docs/api.md"),
            // The plural first person is the team's habit, as the singular is the speaker's.
            ("我们一般用 lombok 的 @Slf4j 打日志", "@Slf4j"),
            ("日志咱们通常用 zap", "zap"),
            ("我们这边一般用 PageHelper 分页", "PageHelper"),
        ],
        &[
            "你一般用什么？",
            "你更愿意用哪个？",
            "我一般用不了这个",
            "我一般用 pnpm 报错",
            "我们倾向于延期",
            "他一般用 npm",
            "一般用 npm 吗",
            "我更倾向于延期发布",
            "我通常下午开会",
            "我一般都很忙",
            "要不我更愿意先看看",
            "日志格式是什么",
            "我更愿意你来决定",
            "如果我一般用 pnpm 的话",
            "我倾向于不做",
            "我们一般用不了这个",
            "你们一般用什么？",
        ],
    );
}

/// A checkpoint said as "where we are" (做到哪了).
#[test]
fn variations_checkpoint_where_we_are() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("记录一下我们现在做到哪了", ""),
            ("记录一下做到哪了", ""),
            ("记一下我们做到哪了", ""),
            ("记下现在做到哪一步了", ""),
            ("帮我记录一下现在进行到哪一步", ""),
            ("先记录一下目前推进到哪了", ""),
            ("请记录一下今天做到哪了", ""),
            ("好的，记录一下我们现在做到哪了。", ""),
            ("保存一下现在做到哪了，明天继续", "明天继续"),
            ("写一下我们做到哪了", ""),
            ("存一下现在走到哪一步", ""),
            ("save where we are in the notes", ""),
            ("let's record where we are", ""),
            ("note where we left off", ""),
            ("write down where we stand", ""),
            ("jot down our progress so far", ""),
            ("note down where we are", ""),
            (
                "save progress: dash + wall jump done, next is save/load",
                "wall jump done",
            ),
            ("log progress: auth done, billing next", "billing next"),
        ],
        &[
            "我们做到哪了？",
            "现在做到哪了",
            "记录一下这个函数跑到哪一行",
            "做到哪算哪",
            "你做到哪了？",
            "记录一下耗时",
            "where are we?",
            "where did we leave off?",
            "jot down the progress bar spec",
            "write down where we are in a comment?",
            "record the video",
            "save the notes",
            "记录一下日志",
            "记录一下模型训练到哪了",
            "训练做到哪了",
            "note the time",
            "记一下这个 bug 吗？",
            "the game should save progress between levels",
            "save progress between levels for the player",
        ],
    );
}

/// A time scope closing an imperative clause after a complaint: the clause holds the rule.
#[test]
fn variations_next_time_mid_complaint() {
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "you broke the build again, run the tests first next time, then fix it",
                "run the tests first",
            ),
            (
                "this broke prod. check the migrations next time, and roll it back now",
                "check the migrations",
            ),
            (
                "you forgot again, ask me before deleting files in the future",
                "deleting files",
            ),
        ],
    );
    for prompt in [
        "I will fix it, next time",
        "you broke it, see you next time",
        "it broke again, it failed next time too",
        "you broke it, maybe check it next time",
    ] {
        writes_nothing(prompt);
    }
}

/// A scope or a stress closing an imperative clause qualifies that clause: the task or the
/// complaint in the clauses before it is no part of the rule, a condition before it is, and a
/// trigger clause with nothing but the closer qualifies the clause before.
#[test]
fn a_closing_scope_keeps_its_own_clause() {
    saves_exactly(&[
        (
            "commit everything up to now, but do not auto commit in the future",
            "do not auto commit",
        ),
        (
            "you pushed without asking again, ask me first next time",
            "ask me first",
        ),
        (
            "ugh, the lockfile again, and don't touch the lockfile in the future",
            "don't touch the lockfile",
        ),
        (
            "fix the bug, and don't touch the lockfile ever",
            "don't touch the lockfile",
        ),
        (
            "if the build fails, ping me next time",
            "if the build fails, ping me",
        ),
        (
            "ugh, when you add a dependency, tell me next time",
            "when you add a dependency, tell me",
        ),
        ("use tabs, not spaces, always", "use tabs, not spaces"),
        (
            "run the tests, every single time, no exceptions",
            "run the tests",
        ),
    ]);
}

/// Plain variants of the asks to memory and to the rules: "remember" under an emphatic or
/// modal frame, "save this as a rule", Cursor's project rules, the rule file as the subject of
/// "should say", and the record itself ("a note") as the object of a save to memory; each with
/// its near-misses.
#[test]
fn variations_asks_to_memory_and_the_rules_said_otherwise() {
    saves_exactly(&[
        (
            "make sure you remember that we use postgres 16",
            "we use postgres 16",
        ),
        (
            "make sure to remember: the api is versioned",
            "the api is versioned",
        ),
        (
            "be sure to remember that staging is shared",
            "staging is shared",
        ),
        (
            "you must remember that all dates are UTC",
            "all dates are UTC",
        ),
        ("do remember that the CI runs on arm", "the CI runs on arm"),
        (
            "add it to the project rules: no default exports",
            "no default exports",
        ),
        (
            "put this in the team rules: squash merges only",
            "squash merges only",
        ),
        (
            "update the project rules so it says we use pnpm",
            "we use pnpm",
        ),
        ("CLAUDE.md should say that we use pnpm", "we use pnpm"),
        (
            "AGENTS.md should also mention that the api is versioned",
            "the api is versioned",
        ),
        (
            "the CLAUDE.md should say: run make check first",
            "run make check first",
        ),
        (
            "add a note to your memory: the staging db is read-only",
            "the staging db is read-only",
        ),
        (
            "add an entry to memory: deploys are on fridays",
            "deploys are on fridays",
        ),
    ]);
    for prompt in [
        "save this as a rule.",
        "keep that as a rule please",
        "treat this as a rule",
        "CLAUDE.md should include the build steps",
    ] {
        asks_and_counts(prompt, "");
    }
    for prompt in [
        "make sure you remember to run the tests",
        "make sure you remember what we did yesterday",
        "you should remember the old layout",
        "did you remember that?",
        "save that as a rule engine config",
        "save it as a rules file",
        "update the project rules engine to support regex",
        "add a test to the project rules parser",
        "should CLAUDE.md say that?",
        "add a line to memory.rs",
        "save it to memory.ts",
    ] {
        writes_nothing(prompt);
    }
}

/// A pointer with a general noun of a way or a standard (这个规范, 这种格式) names nothing a
/// month later: the agent is asked. The noun in a rule that names its content still counts,
/// and a polite 麻烦 before 记住 is the same ask.
#[test]
fn a_pointer_to_a_way_in_view_is_asked_about() {
    for prompt in [
        "以后都按这个规范来",
        "以后都按这个格式来",
        "就按这个规范来，以后都这样",
        "以后都照这种风格来",
    ] {
        asks_the_agent(prompt);
    }
    saves_exactly(&[
        (
            "以后代码风格都用 prettier 默认",
            "代码风格都用 prettier 默认",
        ),
        (
            "以后提交格式都用 conventional commits",
            "提交格式都用 conventional commits",
        ),
        ("麻烦记住：周五不发版", "周五不发版"),
        ("麻烦你记一下，测试库是 test_db", "测试库是 test_db"),
    ]);
    writes_nothing("麻烦看一下这个报错");
}

/// What the product makes its users do (以后所有用户都必须…) and what a document asked for
/// says to its readers (写一份文档，说明以后都…) are no rules for the agent; a rule about code
/// for users, or about writing documents, still is.
#[test]
fn product_requirements_and_document_content_in_chinese_are_not_rules() {
    for prompt in [
        "以后所有用户都必须绑定手机号",
        "以后用户登录都要验证码",
        "以后每个新会员都可以领一张券",
        "帮我写一份新人上手文档，里面要说明以后都用 pnpm",
        "写个 README，说明以后都用 pnpm",
        "给产品写一份说明：以后所有用户都必须绑定手机号",
        "起草一篇博客，讲以后我们都用 Rust",
    ] {
        writes_nothing(prompt);
    }
    saves_exactly(&[
        ("以后用户相关的代码都要写测试", "用户相关的代码都要写测试"),
        ("以后写文档都用中文", "写文档都用中文"),
    ]);
}

/// A deferral after a decision's heading decides nothing; after "next time" and its clause, a
/// pronoun for a thing with a modal says what the thing will do, where an imperative is a rule.
#[test]
fn deferred_decisions_and_what_a_thing_will_do_next_time() {
    for prompt in [
        "decision: let me think about it",
        "decision: we'll decide later",
        "decision: later",
        "final call on caching: let me sleep on it",
        "next time the job runs it should pick up the new config",
        "next time the cron fires, it will retry the failed rows",
    ] {
        writes_nothing(prompt);
    }
    saves_exactly(&[("decision: use postgres", "use postgres")]);
    writes_something("next time you deploy, the migrations must run first");
    writes_something("next time a migration fails on CI check the shadow db state first");
}

/// Chinese near-misses of the decision families: the listener's next step after a
/// confirmation (你先去…), a drop with only the team before it (我们放弃了), and 上 inside a
/// word (上线, 上架), which is no "adopt".
#[test]
fn zh_next_steps_bare_drops_and_words_with_shang_are_no_decisions() {
    for prompt in [
        "定了定了，你先去吃饭吧",
        "定了，先去把环境搭好",
        "我们放弃了，太难了",
        "咱们不搞了，明天再说",
        "先不上线",
        "这个功能暂时不上架",
        "先不上传到 s3",
        "决定了，先修这个 bug",
        "就这么定了，先跑一遍测试",
        "记住这个报错信息，一会要用",
    ] {
        writes_nothing(prompt);
    }
    saves_exactly(&[
        ("GraphQL 这个方向我们决定放弃了", "不做:GraphQL 这个方向"),
        ("service mesh 不上了", "Not doing: service mesh"),
        ("先不上 k8s", "不做:k8s"),
        ("就这么定了，用 redis", "用 redis"),
        (
            "就这么干,先把订单导出改成异步任务。",
            "先把订单导出改成异步任务",
        ),
        ("记住：部署前要先备份", "部署前要先备份"),
    ]);
}

/// English near-misses: a choice put in a former occasion, a rule bounded by this piece of
/// work ("during this refactor"), and a role or a mode given to the agent after "remember".
#[test]
fn past_choices_work_bounded_rules_and_roles_are_no_signals() {
    for prompt in [
        "we went with postgres last time and it was slow",
        "originally we picked mongo, but it did not scale",
        "during this refactor, always keep the old API",
        "throughout this migration, never drop a column",
        "remember, you're a senior engineer",
        "remember: you are the reviewer here",
        "remember you are in plan mode",
    ] {
        writes_nothing(prompt);
    }
    saves_exactly(&[
        (
            "remember that you're not allowed to push to main",
            "you're not allowed to push to main",
        ),
        ("always keep the old API", "keep the old API"),
    ]);
    writes_something("we decided last week to use postgres");
}

/// "That's wrong" closing an imperative of editing gives that task's reason; with the right
/// value after it, or alone after "no", it is the correction.
#[test]
fn wrong_as_the_reason_of_an_edit_is_no_correction() {
    for prompt in [
        "fix the rule in CLAUDE.md, it's wrong",
        "please update the import path, that's wrong now.",
        "update the rule about imports, it's wrong now",
        "remove that line, it is incorrect",
    ] {
        nothing(prompt);
    }
    check_each(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "no, that's wrong, the env var is DATABASE_URL not DB_URL",
                "DATABASE_URL",
            ),
            (
                "fix it, that's wrong: the env var is DATABASE_URL",
                "DATABASE_URL",
            ),
        ],
    );
}

/// A verb of adding heading a colon after an ask to edit the rules announces what to add.
#[test]
fn the_verb_of_an_ask_to_add_is_not_saved() {
    saves_exactly(&[
        (
            "更新一下 CLAUDE.md，加上：部署只用 scripts/deploy.sh",
            "部署只用 scripts/deploy.sh",
        ),
        ("更新 claude.md，补充：提交信息用英文", "提交信息用英文"),
        ("update CLAUDE.md, add: use pnpm", "use pnpm"),
        (
            "note for future sessions: tests need docker running",
            "tests need docker running",
        ),
    ]);
}

/// How long or plain the replies should be (回答简短点, 少说废话): how the user wants to be
/// talked to, in USER.md.
#[test]
fn variations_zh_reply_style() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回答简短点", "简短"),
            ("回答简短一点吧", "简短"),
            ("回覆請簡短一點", "簡短"),
            ("回答简洁一些", "简洁"),
            ("回复要简洁", "简洁"),
            ("以后回答都简短点", "简短"),
            ("请回答精简一点。", "精简"),
            ("回答尽量简短些呗", "简短"),
            ("好的，回答简短点！", "简短"),
            ("代码先不用改，另外回答简洁点", "简洁"),
            ("回复不要太啰嗦", "啰嗦"),
            ("回答别那么罗嗦啊", "罗嗦"),
            ("少说废话", "废话"),
            ("回答不要带套话", "套话"),
            ("别讲废话了", "废话"),
            ("说话直接一点", "直接"),
            ("回答简明扼要", "简明"),
        ],
        &[
            "回答简短点可以吗？",
            "为什么回答这么简短？",
            "这次回答简短点",
            "回答这个问题",
            "回答简短的那个版本更好",
            "客服机器人回答要简短",
            "他说回答简短点",
            "把回答改短",
            "简短回答：这是什么",
            "写一个简短的总结",
            "回复邮件要简洁吗",
            "函数名要简洁",
            "废话文学是什么",
            "输出内容不要有套话",
            "用中文回答我",
        ],
    );
}

/// The same in English: a verb of replying with brevity, or "be concise".
#[test]
fn variations_en_reply_style() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("answer briefly", "briefly"),
            ("Answer briefly.", "briefly"),
            ("please answer briefly", "briefly"),
            ("always reply concisely!", "concisely"),
            ("respond tersely", "tersely"),
            ("keep your answers short", "short"),
            ("keep your replies concise", "concise"),
            ("Keep the responses to the point.", "to the point"),
            ("ok, keep your answers short", "short"),
            ("thanks. and be concise", "concise"),
            ("be brief", "brief"),
            ("Be concise.", "concise"),
            ("fix the test first. also, keep your answers short", "short"),
            ("just answer briefly", "briefly"),
            ("reply to me succinctly", "succinctly"),
            ("keep yuor answers short", "short"),
            // Without a determiner, the plural still names the agent's replies.
            ("keep replies short, I read them on my phone", "short"),
            ("Keep answers brief.", "brief"),
        ],
        &[
            "can you answer briefly?",
            "answer briefly: what is a monad",
            "be concise in the commit message",
            "keep the summary short",
            "write a brief summary",
            "the answer is short",
            "be concise this time",
            "the bot should answer briefly",
            "he told me to be brief",
            "why are your answers so short?",
            "keep the function short",
            "a brief answer would be",
            "be concise in your PR description",
            "briefly, what changed?",
            "reply to the reviewer",
            "keep messages short in the notification service",
            "keep answers short?",
        ],
    );
}

/// An ask to add a rule at a place in the rule file ("to the top of AGENTS.md").
#[test]
fn variations_rule_file_place() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "add this to the top of AGENTS.md: read docs/MAP.md first",
                "docs/MAP.md",
            ),
            (
                "put this at the top of CLAUDE.md: never push to main",
                "never push",
            ),
            (
                "add to the end of CLAUDE.md: run cargo fmt before committing",
                "cargo fmt",
            ),
            (
                "Add this to the bottom of AGENTS.md： tests use pytest -q",
                "pytest",
            ),
            (
                "please add a line to the top of claude.md saying we use pnpm",
                "pnpm",
            ),
            (
                "write at the very top of AGENTS.md that migrations are append-only",
                "append-only",
            ),
            ("ok, add to the beginning of CLAUDE.md: the API is v3", "v3"),
            (
                "append to the end of the rules file: no force pushes",
                "force pushes",
            ),
            ("add this to CLAUDE.md: use uv, not pip", "uv"),
            ("put this in AGENTS.md: ports are 8080 and 8081", "8080"),
            (
                "add to the top of ~/.claude/CLAUDE.md: I use fish shell",
                "fish",
            ),
            (
                "Add this to the start of AGENTS.md: staging is stg.example.com",
                "stg.example.com",
            ),
            (
                "save to the bottom of CLAUDE.md: logs go to /var/log/app",
                "/var/log/app",
            ),
            (
                "note at the end of CLAUDE.md that CI runs on arm64",
                "arm64",
            ),
            (
                "put it at the top of AGENTS.md: the default branch is trunk",
                "trunk",
            ),
        ],
        &[
            "what is at the top of AGENTS.md?",
            "read the top of AGENTS.md",
            "the top of CLAUDE.md is outdated",
            "add a test to the top of the file",
            "move the imports to the top of main.rs",
            "if you add this to CLAUDE.md, what happens?",
            "should we add this to the top of AGENTS.md?",
            "add a header to the top of README.md: Install",
            "scroll to the end of CLAUDE.md",
            "he added this to the top of AGENTS.md",
            "add this to the top of the page",
            "put the logo at the top of the page",
            "remove the rule at the top of CLAUDE.md",
            "don't add this to the top of AGENTS.md",
            "the end of CLAUDE.md has a typo",
        ],
    );
}

/// A standing rule inside a task prompt, in Chinese: an occasion (每次, 每一步), a topic
/// before 一律/务必, 所有…都用, 遇到…先…, …统一输出到….
#[test]
fn variations_zh_standing_rules_in_a_task() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("每次改完代码都跑一遍测试", "跑一遍测试"),
            ("每次启动前先清理缓存", "清理缓存"),
            ("帮我修一下登录页，每次改完都要跑 e2e", "e2e"),
            ("每一步都要先写测试", "写测试"),
            ("每轮迭代都必须更新 CHANGELOG", "CHANGELOG"),
            ("好的，每次部署前先备份数据库吧", "备份数据库"),
            ("每次提交都只改一个模块", "一个模块"),
            ("每回发版都要打 tag。", "打 tag"),
            ("提交信息一律用英文", "英文"),
            ("密钥务必放在 .env 里", ".env"),
            ("接口返回一律用 snake_case！", "snake_case"),
            ("所有的注释都用中文写", "中文"),
            ("所有接口都要有单元测试", "单元测试"),
            ("遇到报错先看日志", "看日志"),
            ("以后遇到依赖冲突，先查 lockfile", "lockfile"),
            ("碰到新依赖时，先停下来写进 TODO 啊", "TODO"),
            // With the project named as the scope, 都 takes any verb.
            ("这个项目所有时间都存 UTC", "UTC"),
            ("我们项目所有接口都走网关", "网关"),
            ("所有报错都要记日志", "记日志"),
        ],
        &[
            "每次运行都报错",
            "每次都跑不通",
            "每次启动都很慢",
            "每次改完都要跑吗？",
            "这次每一步都要截图",
            "把所有文件都用 prettier 格式化一下",
            "所有接口都改好了",
            "所有测试都跑一遍",
            "我遇到报错先看了日志",
            "遇到了一个报错",
            "他说提交信息一律用英文",
            "如果每次都要跑测试的话，CI 会很慢",
            "这个函数一律返回 null",
            "程序始终用 100% CPU",
            "所有的按钮都不能点吗",
            "这个项目所有页面都白屏了",
            "这个项目所有接口都报错",
            "这个项目所有接口都超时",
            "这个项目所有依赖都装好了吗",
        ],
    );
    // 统一 with a verb of where things go is a decision of the project's.
    check(
        "日志统一输出到 logs/ 目录",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["logs/"],
    );
}

/// The same in English: an occasion as an adverbial ("before every commit, …", "every time
/// you …, regenerate …") before an imperative.
#[test]
fn variations_en_occasion_rules() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("before every commit, run the tests", "run the tests"),
            ("after each change, update the docs", "update the docs"),
            ("Before each release bump the version.", "bump the version"),
            ("every time before committing run cargo fmt", "cargo fmt"),
            (
                "ok, after every migration regenerate the types",
                "regenerate",
            ),
            ("at the end of each session, save a summary", "summary"),
            ("before every deploy please back up the db!", "back up"),
            ("after each merge, rebase the feature branches", "rebase"),
            (
                "every time you change the schema, regenerate the types",
                "regenerate",
            ),
            (
                "whenever you touch the API, rerun the contract tests",
                "contract tests",
            ),
            ("each time you add a page, review the sitemap", "sitemap"),
            ("every time you finish a feature, commit it", "commit"),
            ("whenever we release, tag the commit", "tag"),
            ("before every PR, lint the code", "lint"),
            ("on every push, dont skip the hooks", "hooks"),
            (
                "evry time you change the schema, regenerate the types",
                "regenerate",
            ),
        ],
        &[
            "after each change it fails",
            "before every commit the hook runs",
            "every time I run it, it crashes",
            "does it run before every commit?",
            "before every commit? no idea",
            "after each test the db is reset",
            "every time you change the schema, it breaks",
            "if before every commit we run the tests, CI gets slow",
            "he said: before every commit, run the tests",
            "each time it fails differently",
            "before each run the cache is cleared",
            "every time we deploy, something breaks",
            "after every step I check the logs",
            "every time you want",
            "before every meeting",
        ],
    );
}

/// Decisions said as a switch already made: "we've switched to X", "我们改用 X 了", "X remains unchanged".
#[test]
fn variations_decisions_said_as_instructions() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("we have switched to Deno", "Deno"),
            ("咱们已经改用 zod 了", "zod"),
            ("we've switched to pnpm", "pnpm"),
            ("we are standardizing on Biome", "Biome"),
            ("We have moved to GitHub Actions.", "GitHub Actions"),
            ("we're migrating to SvelteKit", "SvelteKit"),
            ("weve switched to uv", "uv"),
            ("我们改用 pnpm 了", "pnpm"),
            ("项目已经换用 Vitest 了", "Vitest"),
            ("不用 Redux 了，改用 Zustand", "Zustand"),
            ("the public API remains unchanged", "public API"),
            ("the error format remains unchanged", "error format"),
            ("The schema stays as is.", "schema"),
            ("pricing page should remain untouched", "pricing page"),
            ("好，我们正式切换到 Bun 了啊", "Bun"),
        ],
        &[
            "shall we use Postgres?",
            "we switched to the main branch",
            "we moved to the next step",
            "we migrated to the new server yesterday",
            "改用 fetch 重写这个函数",
            "改用一下新的接口试试",
            "切到 dev 分支",
            "the value remains unchanged after the fix",
            "it stays the same",
            "nothing remains unchanged",
            "the output still stays the same",
            "the error remains the same",
            "the test result remains unchanged, still failing",
            "the output stays the same",
            "the latency stays the same",
            "if we switched to pnpm, would CI be faster?",
            "he said we've switched to pnpm",
            "the layout stays as is for now",
            "我们改用 pnpm 了吗？",
        ],
    );
}

/// A prohibition whose words make it standing (再, 私自, 不许/禁止 opening the sentence), or
/// one carrying its reason: a counted correction, never a direct write.
#[test]
fn variations_zh_standing_prohibitions() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不要再造新概念了", "新概念"),
            ("别再用 sleep 等待了", "sleep"),
            ("你不要再自己改配置了", "改配置"),
            ("你们不要再 mock 数据库", "mock"),
            ("不要在磨车轮了", "磨车轮"),
            ("不要私自修改配置", "修改配置"),
            ("别擅自删文件！", "删文件"),
            ("不许推断分类名称，数据源中有 categoryName", "categoryName"),
            ("禁止使用 any", "any"),
            ("不准绕过问题，要想办法解决", "绕过问题"),
            ("好的，不要再加新依赖了吧", "新依赖"),
            ("不要改入口层，因为这是源仓库", "源仓库"),
            ("别放在 api 接入里面啊，api 是专门给语音模型的", "api"),
            ("你不要用轮询，应该用 websocket", "websocket"),
            ("不能直接写数据库，要通过 service 层", "service"),
            ("也不要再提交 .env 了", ".env"),
        ],
        &[
            "别再说了",
            "不要再道歉了",
            "不要再问我了",
            "这次不要再跑测试了",
            "不要再跑一下吗？",
            "写一个 eslint 规则，禁止直接 import 整个 lodash",
            "这段代码会死循环，不要用 effect，而是直接在 xhr 中处理",
            "不许用户访问后台",
            "禁止的操作有哪些",
            "禁止了吗",
            "他说不要再造新概念了",
            "如果不许推断，怎么办？",
            "不要担心，因为已经备份了",
            "不要紧",
            "页面上禁止的按钮要变灰",
        ],
    );
}

/// The same in English: "stop …ing", "avoid …", "no more X", and "don't X, because …".
#[test]
fn variations_en_standing_prohibitions() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("stop using sleep to wait", "sleep"),
            ("Stop adding comments to every line.", "comments"),
            ("you need to stop mocking the database", "mocking"),
            ("please quit rewriting my imports", "imports"),
            ("avoid using any in TypeScript", "any"),
            ("avoid global state", "global state"),
            ("no more mocks in integration tests", "mocks"),
            ("ok, stop creating new files", "new files"),
            (
                "dont mix s3 and pg in one config, because they scale apart",
                "s3",
            ),
            ("don't hardcode ports since they differ per env", "ports"),
            (
                "you should not store passwords in the user file, because it is uploaded",
                "passwords",
            ),
            (
                "dont call the API directly, otherwise the cache is stale",
                "cache",
            ),
            ("do not use moment, instead use date-fns", "date-fns"),
            (
                "we shouldnt retry forever because it hides outages",
                "retry",
            ),
            ("Stop wrapping everything in try/catch!", "try/catch"),
            ("avoid usign sleep", "sleep"),
        ],
        &[
            "stop apologizing",
            "stop the server",
            "stop running",
            "avoid this",
            "avoid the error",
            "how do I avoid using any?",
            "stop using sleep this time",
            "he said stop using sleep",
            "if we stop using sleep, does it break?",
            "don't worry, because it is fine",
            "don't panic since it's staging",
            "it will stop working",
            "no more questions",
            "so avoid using containers, continue",
            "then avoid modifying dockerfiles, just modify the scripts",
            "the script stopped using sleep",
            "avoid it for now",
        ],
    );
}

/// A hedge conceded before "but" does not weaken the rule after it.
#[test]
fn a_hedge_before_but_leaves_the_rule() {
    check(
        "That information might be useful, but you should NEVER overwrite a vault node without consulting me",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["overwrite a vault node"],
    );
    check(
        "可能有用，但是以后都要先备份数据库",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["备份数据库"],
    );
    for prompt in [
        "always run the tests, but maybe not the slow ones",
        "you should never overwrite it, but maybe that is fine",
    ] {
        nothing(prompt);
    }
}

/// Bare corrections that state the lasting fact: the user restating what they said ("I
/// already told you, …", 我说过了，…), a value marked right ("the correct command is …",
/// 正确的路径是 …), a rejection then a value ("no, the port is 8080"). Counted candidates. Not
/// what was told a counted number of messages ago: that is this conversation's instruction.
#[test]
fn variations_bare_corrections_stating_the_fact() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("I already told you, the API key is in .env", ".env"),
            ("I told you, we use pnpm", "pnpm"),
            (
                "i told you before, we use pnpm not npm",
                "we use pnpm not npm",
            ),
            ("as I said before, tests go in tests/", "tests/"),
            (
                "Like I said: the staging host is stg.example.com",
                "stg.example.com",
            ),
            ("I said it before: the port is 8080", "8080"),
            ("我说过了，测试放在 tests/ 目录", "tests/"),
            ("我已经说过不需要 review", "review"),
            ("我貌似已经说不需要把KP进行review", "review"),
            ("我说了，用 pnpm", "pnpm"),
            ("我都强调过好几次了，日志要放在 logs/ 下", "logs/"),
            ("the correct command is task build", "task build"),
            ("The right port is 8080.", "8080"),
            ("正确的路径是 src/config.ts", "src/config.ts"),
            ("启动命令的正确写法是 task dev", "task dev"),
            ("no, the port is 8080", "8080"),
            (
                "actually the config lives in src/config.ts",
                "src/config.ts",
            ),
        ],
        &[
            "I told you about the bug yesterday",
            "as I said, let's start",
            "no, it is still failing",
            "no, do it again",
            "no",
            "what is the correct command?",
            "the correct command might be task build",
            "正确的路径是什么？",
            "正确吗",
            "我说过的那个方案呢",
            "你说过用 pnpm",
            "did I tell you the port?",
            "as I said before?",
            "actually it works now",
            "No. I am not sure",
            "i told you like 3 messages ago to keep the function signature, you changed it again",
            "I told you two messages back, the port is 8080",
            "as i said earlier in this chat, the port is 8080",
        ],
    );
    // "told you before" is the trigger's, not the fact's.
    saves_exactly(&[(
        "i told you before, we use pnpm not npm",
        "we use pnpm not npm",
    )]);
}

/// 每次 over the agent's work with a directive, also when the directive follows 每次 at once
/// ("每次都要先跑测试") or when a standing rule relaxes it ("不用每次…，只有…才…"); the
/// occasion may be a conversation or a step of the agent's (对话, 执行, 新增). A report (每次
/// 都报错, 都要等半天), a causative goal (让它每次…), a question or this run stay silent.
#[test]
fn variations_zh_every_time() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("每次都要先跑测试", "先跑测试"),
            ("每次都要先跑测试了", "先跑测试"),
            ("你每次都必须先看日志。", "先看日志"),
            ("好的，每次都记得更新 README", "README"),
            ("每次执行完任务都要跑一遍 lint", "lint"),
            ("每次新增接口，都要同步更新 docs/api.md", "docs/api.md"),
            ("每次对话开始时先读 NOTES.md", "NOTES.md"),
            ("每次提交前必须跑 lint！", "lint"),
            ("每次部署之前务必备份数据库", "备份数据库"),
            ("不用每次都备份，只有关键节点才备份", "关键节点"),
            ("不用每次执行完任务都backup只有关键节点才备份", "关键节点"),
            ("不必每次改完都跑全量测试,只跑相关的就行", "相关"),
            ("每一次改代码都要写测试啊", "写测试"),
            ("每次改完代码都跑一遍测试吧", "测试"),
            ("每次编译前先清缓存", "清缓存"),
            ("那每次发布都要打 tag", "打 tag"),
            ("每次都要先跑测式", "先跑测式"),
            ("每此都要先跑测试", "先跑测试"),
            ("每次 PR，都要跑 CI", "CI"),
            ("每次提交都不要带 co-author", "co-author"),
            ("每次上线，记得通知运维", "通知运维"),
            ("每次都应该先写测试", "先写测试"),
            ("每次改接口，应该同步更新文档", "同步更新文档"),
        ],
        &[
            "每次运行都报错",
            "每次部署都要等十分钟",
            "每次打开都要加载半天",
            "每次启动，要等很久",
            "每次打开都需要加载半天",
            "每次 PR，都挂了",
            "每次都这样吗？",
            "每次都要先跑测试吗",
            "这次每次都要先跑测试",
            "让它每次都要检查输入",
            "确保每次使用这个文件夹都会自动读取 md",
            "每次调用模型服务都要更新环境变量",
            "每次都失败",
            "每次跑都不通过",
            "每次都用了很久",
            "我每次都忘",
            "每次",
            "如果每次都要先跑测试，那就太慢了",
            "他说每次都要先跑测试",
        ],
    );
}

/// A verb of adding or setting with "a rule" as its object (定个规矩, 新增一条准则, 添加一条规则),
/// or the rules as the place more goes (规范里再加上…), asks to extend the agent's own rules;
/// the rule follows. A rule of the product (校验规则, 路由规则), a question or a rule with
/// nothing after it stay silent.
#[test]
fn variations_zh_add_a_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("新增一条准则：不知道的事情先查文档", "查文档"),
            ("新增一条内置的准则，不知道的事情需要询问", "询问"),
            ("加一条规则：不要直接改 main", "main"),
            ("添加一条规则，提交前跑 lint", "lint"),
            ("请增加一条规则: 日志写到 logs/", "logs/"),
            ("好的，再加一条规则：接口都返回 JSON", "JSON"),
            ("定个规矩：先写测试再写实现", "先写测试"),
            ("立个规矩，不许跳过 code review", "code review"),
            ("新规则：所有脚本放 scripts/ 下", "scripts/"),
            ("规范里再加上：新工具装在 D 盘", "D 盘"),
            ("使用的规范再加上安装的新工具放在C盘之外", "C盘之外"),
            ("规则里也加上一条，提交信息用英文", "英文"),
            ("补充一条全局规则：提交要小", "提交要小"),
            ("新增一条新的规则：端口统一用 8080 了", "8080"),
            ("添加一条项目规则：用 pnpm 呗", "pnpm"),
            ("新曾一条规则：用 pnpm", "pnpm"),
        ],
        &[
            "添加一条校验规则",
            "新增一条路由规则，把 /api 转到 8080",
            "增加一条防火墙规则",
            "加一条 eslint 规则",
            "规则是什么？",
            "要不要加一条规则？",
            "如果加一条规则：不许改 main，会怎样",
            "这次先加一条规则：不许改 main",
            "他说加一条规则：不许改 main",
            "规则引擎怎么配",
            "把规则文件读一遍",
            "规则太多了",
            "新增一个用户",
            "添加一条记录",
            "规范里有这一条吗",
        ],
    );
}

/// "Next time X, we'll …" is a forecast: a future main clause after the occasion.
#[test]
fn next_time_then_a_future_is_a_forecast() {
    for prompt in [
        "next time we meet, we'll discuss it",
        "Next time the job runs, it will be green",
        "in the future, when we scale, we will shard",
        "next time you open it, you'll see the new menu",
    ] {
        nothing(prompt);
    }
    check(
        "next time, ask before deleting anything",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["ask before deleting"],
    );
}

/// A future of intention with a scope after it settles which tool serves what, for the team
/// or for the user ("I'll use the Linux box for builds"); without the scope ("I'll use the
/// CLI"), as a question or a plan hedged, it is the next step.
#[test]
fn variations_en_i_will_use_x_for_y() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "I will use the Linux box for builds and the Mac for everything else",
                "Linux box",
            ),
            ("I'll use Postgres for the main store", "Postgres"),
            ("Ill use Postgres for the main store", "Postgres"),
            ("i'll use zod for validation everywhere", "zod"),
            ("I’ll use pnpm across all packages", "pnpm"),
            ("I'm going to use Redis as the cache", "Redis"),
            ("I am going to use Redis as the cache.", "Redis"),
            ("we'll use Postgres for the main store", "Postgres"),
            ("We will use vitest for unit tests", "vitest"),
            (
                "we shall use QueueRepository instead of JobRepository",
                "QueueRepository",
            ),
            ("ok, we're going to use Redis as the cache", "Redis"),
            ("so I will rely on S3 for uploads", "S3"),
            ("I'll stick to uv for Python envs", "uv"),
            ("we will stick to REST for the public API!", "REST"),
            ("I will use Caddy as the proxy", "Caddy"),
        ],
        &[
            "I'll use the CLI",
            "I will use it later",
            "I'll use that",
            "should I use Postgres for the main store?",
            "maybe I'll use Postgres for the main store",
            "I think I'll use Postgres for the main store",
            "if I use Postgres for the store, what breaks?",
            "he said he'll use Postgres for the store",
            "I'll use Postgres for now",
            "will you use Postgres for the store?",
            "I used Postgres for the store",
            "I'll try Postgres for the store",
            "I'll look at Postgres for the store",
            "I will use this for the demo",
            "I'll use Postgres for this task",
        ],
    );
}

/// 还是 before a verb of choosing settles an open choice; a state after 还是 (还是报错), an
/// alternative question (用 A 还是用 B), a hedge, a question or someone else's words do not.
#[test]
fn variations_zh_settled_choice() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "是这样，我还是希望通过OpenAI 库来实现模型的交互",
                "OpenAI 库",
            ),
            ("我们还是用 REST", "REST"),
            ("我们还是用 REST。", "REST"),
            ("好的，还是用 Postgres 存订单", "Postgres"),
            ("模型映射还是不固定了，由 codex 实时判断", "codex"),
            ("speed 档这个还是不固定了，因为模型会更新", "不固定"),
            ("我还是决定用 pnpm", "pnpm"),
            ("那我们还是保留旧的接口格式", "旧的接口格式"),
            ("项目还是采用 monorepo 结构", "monorepo"),
            ("还是走 gRPC，HTTP 太慢", "gRPC"),
            ("我还是想用 Tauri 做桌面端", "Tauri"),
            ("团队还是使用 GitLab CI!", "GitLab CI"),
            ("这块还是按月计费", "按月计费"),
            ("我们还是不拆服务了", "不拆服务"),
            ("咱们还是维持现在的目录结构", "目录结构"),
        ],
        &[
            "还是报错",
            "还是不行",
            "页面还是白屏",
            "用这个还是用那个",
            "你觉得用 Redis 还是用 Postgres",
            "还是用 Postgres 吗",
            "我们还是用 Postgres 呢",
            "还是用 Postgres 吧",
            "我还是不太明白",
            "我还是希望你先解释一下",
            "如果还是用 Postgres 的话会怎样",
            "他说还是用 Postgres",
            "这次还是用 Postgres",
            "可能还是用 Postgres",
            "还是有问题",
            "我觉得还是用 Postgres 比较好",
            "他还是用了老办法",
        ],
    );
}

// ── Every family has its variation table (issue 18) ──────────────────────────────────────

thread_local! {
    /// The families a table's hit fired in this thread, as `table` saw them: per thread, so
    /// that the guard counts only the tables it ran itself, not those other tests ran.
    static FIRED: std::cell::RefCell<std::collections::BTreeSet<String>> =
        const { std::cell::RefCell::new(std::collections::BTreeSet::new()) };
}

mod family_hits;
mod tables_bans_and_scope;
mod tables_closers;
mod tables_corrections;
mod tables_corrections_more;
mod tables_decisions;
mod tables_memory;
mod tables_negative;
mod tables_occasion_and_topic;
mod tables_other_words;
mod tables_polite;
mod tables_record;
mod tables_round29;
mod tables_round30;
mod tables_round31;
mod tables_round32;
mod tables_round33;
mod tables_round34;
mod tables_round35;
mod tables_round36;
mod tables_round37;
mod tables_round38;
mod tables_round39;
mod tables_round40;
mod tables_round41;
mod tables_round42;
mod tables_round43;
mod tables_round44;
mod tables_round45;
mod tables_round46;
mod tables_round47;
mod tables_round48;
mod tables_round49;
mod tables_round50;
mod tables_round51;
mod tables_said_otherwise;
mod tables_scope;
mod tables_statements_en;
mod tables_statements_zh;
mod tables_topic_and_closing;
mod tables_user;

/// Every variation table, here and in the `tables_*` files.
const TABLES: &[&[fn()]] = &[
    &[
        variations_prefer_and_rather,
        variations_scope_closing_an_imperative,
        variations_reply_language,
        variations_checkpoint_object_first,
        variations_for_now_is_not_lasting,
        variations_meta_requests_are_not_rules,
        variations_settled_idioms,
        variations_adopt_with_a_topic,
        variations_corrections_giving_the_right_value,
        variations_bare_always_inside_a_brief_asks_the_agent,
        variations_note_that_with_a_norm,
        variations_remember_meaning_recall,
        variations_dont_x_use_y,
        variations_memory_shortcut_prohibitions,
        variations_trigger_at_the_end,
        variations_zh_habit_with_a_topic,
        variations_checkpoint_where_we_are,
        variations_next_time_mid_complaint,
        variations_zh_reply_style,
        variations_en_reply_style,
        variations_rule_file_place,
        variations_zh_standing_rules_in_a_task,
        variations_en_occasion_rules,
        variations_decisions_said_as_instructions,
        variations_zh_standing_prohibitions,
        variations_en_standing_prohibitions,
        variations_bare_corrections_stating_the_fact,
        variations_zh_every_time,
        variations_zh_add_a_rule,
        variations_en_i_will_use_x_for_y,
        variations_zh_settled_choice,
    ],
    tables_memory::TABLES,
    tables_negative::TABLES,
    tables_bans_and_scope::TABLES,
    tables_said_otherwise::TABLES,
    tables_topic_and_closing::TABLES,
    tables_decisions::TABLES,
    tables_corrections::TABLES,
    tables_statements_en::TABLES,
    tables_statements_zh::TABLES,
    tables_scope::TABLES,
    tables_user::TABLES,
    tables_occasion_and_topic::TABLES,
    tables_corrections_more::TABLES,
    tables_closers::TABLES,
    tables_record::TABLES,
    tables_other_words::TABLES,
    tables_polite::TABLES,
    tables_round29::TABLES,
    tables_round30::TABLES,
    tables_round31::TABLES,
    tables_round32::TABLES,
    tables_round33::TABLES,
    tables_round34::TABLES,
    tables_round35::TABLES,
    tables_round36::TABLES,
    tables_round37::TABLES,
    tables_round38::TABLES,
    tables_round39::TABLES,
    tables_round40::TABLES,
    tables_round41::TABLES,
    tables_round44::TABLES,
    tables_round45::TABLES,
    tables_round46::TABLES,
    tables_round47::TABLES,
    tables_round48::TABLES,
    tables_round49::TABLES,
    tables_round50::TABLES,
    tables_round51::TABLES,
];

/// Every family of `rules.rs` is fired by a hit of some variation table: a new family comes
/// with its table of 15 phrasings and 15 near-misses.
#[test]
fn every_family_has_its_variation_table() {
    for table in TABLES.iter().flat_map(|t| t.iter()) {
        table();
    }
    let fired = FIRED.with_borrow(|fired| fired.clone());
    let without: Vec<&str> = super::rules::FAMILIES
        .iter()
        .map(|f| f.name)
        .filter(|name| !fired.contains(*name))
        .collect();
    assert!(
        without.is_empty(),
        "families no variation table fires: {without:?}"
    );
}

/// Round five: other surface forms of families already admitted — a stance adverb before the
/// trigger, other inflections and idioms of settling, a scope named after the trigger — each
/// beside a near-miss that must stay silent (docs/SIGNALS in DESIGN.md §2).
#[test]
fn other_surface_forms_of_admitted_families() {
    use SignalKind::*;
    use Target::*;
    // Stance adverbs and "fyi" open a clause like "OK," does.
    check(
        "fyi for all future sessions: i'm colorblind, so dont rely on red vs green",
        Explicit,
        User,
        &["colorblind"],
    );
    check(
        "honestly I prefer Makefiles over npm scripts",
        Preference,
        CandidatePreference,
        &["Makefiles"],
    );
    check(
        "说实话我更喜欢 Go 的错误处理",
        Preference,
        CandidatePreference,
        &["Go"],
    );
    check(
        "请以后 Go 代码里的错误都用 fmt.Errorf 包一层",
        Explicit,
        MemoryRules,
        &["fmt.Errorf"],
    );
    check("请用中文回答", Explicit, User, &["中文"]);
    nothing("honestly I have no idea why this fails");
    // Idioms of settling and of not doing.
    check(
        "移动端就用 Flutter 写，主意已定",
        Decision,
        MemoryDecisions,
        &["Flutter"],
    );
    check(
        "队列采用 Kafka 方案，不再讨论了",
        Decision,
        MemoryDecisions,
        &["Kafka"],
    );
    check(
        "dbt models get one schema per domain. signed off, done.",
        Decision,
        MemoryDecisions,
        &["schema per domain"],
    );
    check(
        "the verdict is Kafka for the event bus",
        Decision,
        MemoryDecisions,
        &["Kafka"],
    );
    check(
        "after all that back and forth we settled on Argo CD",
        Decision,
        MemoryDecisions,
        &["Argo CD"],
    );
    check(
        "ok SQLite it is for the offline cache",
        Decision,
        MemoryDecisions,
        &["SQLite", "offline cache"],
    );
    check(
        "我们选了 ClickHouse 做分析库",
        Decision,
        MemoryDecisions,
        &["ClickHouse"],
    );
    check(
        "决定不用 MongoDB 了，关系太多",
        NegativeDecision,
        MemoryDecisions,
        &["MongoDB"],
    );
    check(
        "We're not upgrading to Python 3.13 because the providers aren't ready",
        NegativeDecision,
        MemoryDecisions,
        &["Python 3.13"],
    );
    check(
        "splitting the monorepo is off the table",
        NegativeDecision,
        MemoryDecisions,
        &["monorepo"],
    );
    nothing("先到此为止，明天继续");
    nothing("the verdict is still out");
    nothing("the verdict is in, the tests pass");
    nothing("after all that we still don't know why");
    writes_nothing("我们选了一下午也没选出来");
    // Other inflections of corrections, reminders, checkpoints and missed saves.
    check(
        "错啦，接口返回的分页字段叫 next_cursor",
        Correction,
        CandidateRule,
        &["next_cursor"],
    );
    check(
        "错，uv 原点在左下角",
        Correction,
        CandidateRule,
        &["左下角"],
    );
    check(
        "incorrect, our signals are snake_case, you wrote camelCase again",
        Correction,
        CandidateRule,
        &["snake_case"],
    );
    check(
        "部署前必须先跑 pnpm typecheck，这条给我记牢了",
        Explicit,
        MemoryRules,
        &["pnpm typecheck"],
    );
    check(
        "log our progress so far pls: migrations written, not run",
        Checkpoint,
        Log,
        &[],
    );
    check(
        "hey the decision about Terraform Cloud never made it into memory",
        MissedSave,
        Improvements,
        &["Terraform Cloud"],
    );
    writes_nothing("the build never made it to staging");
    writes_nothing("服务器连不上了");
    writes_nothing("错误日志在哪");
    // A scope named for this run makes a "not now" or a correction a setting; "for now" alone
    // does not unmake a "not now".
    writes_nothing("这次先不加单元测试了，明天要演示");
    writes_nothing("for this task only, use the mock API instead of staging");
    check(
        "We decided against microservices for now.",
        NegativeDecision,
        MemoryDecisions,
        &["microservices"],
    );
    // Who the rule is about: the project's time zone is the project's.
    check(
        "记一下：我们 API 的时间字段统一用 UTC，前端自己转时区",
        Explicit,
        MemoryRules,
        &["UTC"],
    );
    // Round five, second pass (synthetic set C read once D was written).
    check(
        "数据库那块就这么定：主库 PostgreSQL，缓存用 Redis",
        Decision,
        MemoryDecisions,
        &["PostgreSQL"],
    );
    check(
        "结论是 A/B 测试平台用 GrowthBook，大家都同意了",
        Decision,
        MemoryDecisions,
        &["GrowthBook"],
    );
    check(
        "CSS 方案用 Tailwind，这是最终决定",
        Decision,
        MemoryDecisions,
        &["Tailwind"],
    );
    check(
        "嗯，账户模块采用事件溯源方案",
        Decision,
        MemoryDecisions,
        &["事件溯源"],
    );
    check(
        "我们正式切到 pnpm 了，已经跟团队同步过",
        Decision,
        MemoryDecisions,
        &["pnpm"],
    );
    check(
        "API 版本号放在 URL 里，这事儿就这么定了",
        Decision,
        MemoryDecisions,
        &["URL"],
    );
    check(
        "不是 3.11 啊，我们服务器上的 python 是 3.10",
        Correction,
        CandidateRule,
        &["3.10"],
    );
    check(
        "唉不对不对，时区要按 Asia/Shanghai 来算",
        Correction,
        CandidateRule,
        &["Asia/Shanghai"],
    );
    check(
        "err, it should be kubectl rollout restart, not deleting the pod",
        Correction,
        CandidateRule,
        &["rollout restart"],
    );
    check(
        "no no, the key column is patient_id, not subject_id",
        Correction,
        CandidateRule,
        &["patient_id"],
    );
    check(
        "ruling out Firebase, compliance will not approve it",
        NegativeDecision,
        MemoryDecisions,
        &["Firebase"],
    );
    check(
        "nah we're skipping the plugin system, too much surface area",
        NegativeDecision,
        MemoryDecisions,
        &["plugin system"],
    );
    check(
        "you missed one, the rule about never force-pushing didnt get saved",
        MissedSave,
        Improvements,
        &[],
    );
    check(
        "刚才让你记住的 Redis 端口 6380，memory 里没有啊",
        MissedSave,
        Improvements,
        &[],
    );
    check(
        "记住：我有点色弱，画图表别只靠红绿区分",
        Explicit,
        User,
        &["红绿"],
    );
    writes_nothing("同事会后跟我说，以后所有对外接口都要走 API gateway");
    writes_nothing("大家都同意了吗");
    writes_nothing("服务模块决定不了用哪个");
    writes_nothing("the test didnt get saved to disk");
    writes_nothing("err, what does this error mean");
    writes_nothing("订单服务采用了新的缓存之后变慢了");
    writes_nothing("记忆里没有相关内容，帮我查查");
    writes_nothing("we're ruling out a hardware fault");
    // Third pass (synthetic set D read once E was written).
    check(
        "离线模式决定不做了，v1 不需要",
        NegativeDecision,
        MemoryDecisions,
        &["离线模式"],
    );
    check(
        "多语言暂不需要，先只支持简体中文",
        NegativeDecision,
        MemoryDecisions,
        &["多语言"],
    );
    check(
        "SAST 工具采用 Semgrep",
        Decision,
        MemoryDecisions,
        &["Semgrep"],
    );
    check(
        "你搞反了，BED 是 0-based，VCF 才是 1-based",
        Correction,
        CandidateRule,
        &["0-based"],
    );
    check(
        "这条你给我一直记着：课件代码每段不超过 20 行",
        Explicit,
        MemoryRules,
        &["20 行"],
    );
    check(
        "I've made up my mind: Snowflake QUALIFY for dedup everywhere",
        Decision,
        MemoryDecisions,
        &["QUALIFY"],
    );
    check(
        "After the incident review we all agreed: every ingress goes through the shared gateway",
        Decision,
        MemoryDecisions,
        &["gateway"],
    );
    check(
        "You've got it backwards: unit tests go in tests/unit",
        Correction,
        CandidateRule,
        &["tests/unit"],
    );
    check(
        "the memory file doesn't have the Flyway decision. That should've been saved.",
        MissedSave,
        Improvements,
        &[],
    );
    check("checkpoint this please", Checkpoint, Log, &[]);
    check(
        "Nah, we're not bumping to Laravel 11, the hosting only has PHP 8.1",
        NegativeDecision,
        MemoryDecisions,
        &["Laravel 11"],
    );
    check(
        "Prod workloads live in payments-prd, not payments-prod.",
        Correction,
        CandidateRule,
        &["payments-prd"],
    );
    writes_nothing("We agreed on nothing in today's meeting, as usual.");
    writes_nothing("we all agreed that the meeting was too long");
    writes_nothing("I've made up my mind about the intern");
    writes_nothing("RTOS 不支持了吗");
    writes_nothing("这个不对吗");
    writes_nothing("Safari 插件不支持 webp");
    // Found on our own realistic task prompts (R2): a chat pasted with Chinese names, a list
    // opened as work to do, the "remember me" feature, an end user's next time.
    writes_nothing(
        "群里讨论的我转成文字了：\n张伟：对账以后一律走 T+1\n李娜：行\n张伟：嗯，就这么定了",
    );
    writes_nothing(
        "需求如下，帮我实现：\n1. 用户每次登录都要校验设备指纹\n2. 所有登录失败都要写审计表",
    );
    writes_nothing(
        "code review from ana, pls address:\n\n1. never shuffle the val split\n2. always log the config",
    );
    writes_nothing("PRD excerpt:\n- Points are always credited on delivery, not on payment.");
    check(
        "以后注意这几点：\n- 每次提交前都要跑 lint",
        Explicit,
        MemoryRules,
        &["lint"],
    );
    check(
        "our conventions:\n- always use pnpm, never npm",
        Explicit,
        MemoryRules,
        &["pnpm"],
    );
    writes_nothing("记住密码功能在 iOS 上不生效");
    writes_nothing("小程序要记住用户上次选的地址，下次下单默认带出来");
    writes_nothing("把 OrderStatus 枚举加上 REFUNDED，所有 switch 都要处理到");
    check(
        "把 lint 配好，以后每次提交前都要跑 lint",
        Explicit,
        MemoryRules,
        &["lint"],
    );
    // After an ask to build a thing, a rule is that thing's spec.
    writes_nothing("实现一个定时任务，每次执行都要把结果写到数据库");
    writes_nothing("帮我写个脚本，每次运行都要先清空 output 目录");
    writes_nothing("write a cron job that always retries three times");
    check(
        "修一下这个 bug，每次提交前都要跑 lint",
        Explicit,
        MemoryRules,
        &["lint"],
    );
    check(
        "remember that I'm the tech lead on payments, frame tradeoffs as risk",
        Explicit,
        User,
        &["tech lead"],
    );
}

/// Round eight, each rule with its variation table (issue 18's classes, our own phrasings).
/// A hold that puts the call after something else (先 X 再说), or a withdrawn ask ("never
/// mind", "nvm"), makes a "not now" a setting of this run; 暂不需要 alone stays a negative
/// decision (DESIGN §2), and 先 X 再 V with V a step of work is an order of steps.
#[test]
fn holds_and_withdrawn_asks_are_this_run() {
    for p in [
        "暂时不需要加缓存，先看看线上 QPS 再说",
        "暂时不需要加缓存,先看看线上QPS再说吧",
        "先不做多租户，先把单租户跑稳再定",
        "不引入 Kafka，先压测一下再决定",
        "暂不需要国际化，先上线再说。",
        "暂时不支持 IE11，先看看用户数据再讨论",
        "先不拆服务，等下个季度再议",
        "不上 Redis 了，先观察一周再商量",
        "nvm, leave the migration as is",
        "never mind, leave the migration as is",
        "Nevermind — leave it as is.",
        "nvm we don't need the cache",
        "ok never mind, we don't need a queue",
        "nvm, leave the config alone",
        "never mind, not doing the export",
    ] {
        writes_nothing(p);
    }
    check(
        "暂时不需要加缓存",
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &["缓存"],
    );
    check(
        "暂不需要国际化，先只支持简体中文",
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &["国际化"],
    );
    check(
        "以后每次都先跑测试再提交",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["测试"],
    );
    check(
        "never mock the database in integration tests",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["mock"],
    );
}

/// A moment named near (等会, 待会, "in a minute") keeps a thing for the next step of this work,
/// and a plan's own units ("after each step", 每次改完一批) are the plan's: neither is a rule for
/// later sessions. Without them, the same asks and rules are kept.
#[test]
fn near_moments_and_a_plans_units_are_this_task() {
    for p in [
        "记住这个路径，等会要用：/data/exports/users.parquet",
        "记一下这个 request id，等会查日志用：7f3a-22c1",
        "记住这个端口号 5433，等会儿连库要用",
        "记一下，待会要用这个 token 名：ci-bot",
        "记住这个数字 42，后面要用到",
        "记一下这个表名 orders_v2，后面会用得到",
        "remember this path, we'll need it in a minute: /srv/data",
        "remember the build id, I need it in a bit: 4411",
        "keep in mind the port is 5433, we'll use it in a moment",
        "1. split the module\n2. move the types\n\nafter each step run `pnpm test` and stop if anything fails",
        "Plan:\n1. rename the table\n2. backfill\nBefore each step, always take a snapshot",
        "分批做：先 api 再 workers。每次改完一批跑 `uv run pytest`，有挂的先停下来告诉我",
        "按这个顺序改，每改完一步都要跑一下 lint",
        "分三个阶段迁移，每做完一个阶段都要跑全量测试",
        "for each batch, always log the count",
        "after every step, never skip the type check",
        "每改完一批都要提交一次",
    ] {
        writes_nothing(p);
    }
    check(
        "记住：后面的接口都要用 JWT",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["JWT"],
    );
    check(
        "记住这个路径：/data/exports 是只读的",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["只读"],
    );
    check(
        "remember that the staging db is read-only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["read-only"],
    );
    check(
        "after each deploy, always check the error dashboard",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["dashboard"],
    );
    check(
        "以后每次提交前都要跑 lint",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["lint"],
    );
}

/// "Don't forget the X" names an item of the work at hand, where "don't forget that …" gives a
/// fact to keep; "never" with only a place or a way after it ("…, never directly to core-api")
/// borrows its verb and says nothing alone; "from now on it should …" forecasts a state.
#[test]
fn reminders_elliptical_nevers_and_forecasts_are_not_rules() {
    for p in [
        "don't forget the down migration for the new column",
        "Don't forget the changelog entry.",
        "dont forget the index on user_id",
        "do not forget the feature flag",
        "don't forget your tests this time",
        "don't forget a migration for it",
        "actually the mobile app talks to the bff, never directly to core-api",
        "the worker reads from the replica, never from the primary",
        "it goes through the gateway, never straight to the pod",
        "traffic enters via nginx, never via the node port",
        "build's green again, from now on it should stay that way",
        "from now on it'll be faster, the cache is warm",
        "going forward this should be stable",
        "from now on things should be quieter on the pager",
        "moving forward it will run nightly on its own",
    ] {
        writes_nothing(p);
    }
    check(
        "don't forget that staging is read-only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["read-only"],
    );
    check(
        "never push to main directly",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["push"],
    );
    check(
        "from now on, run the linter before every commit",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["linter"],
    );
    check(
        "from now on we use pnpm",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
}

/// A choice by ordinal ("the second approach") is a label; a reason after it ("the diff looked
/// smaller", 改动更小) does not say what was picked; a choice joined to the next action ("… and
/// rerun the sweep") is the setting for that action. The agent is asked instead.
#[test]
fn ordinals_reasons_and_choices_for_the_next_action_are_asked() {
    for p in [
        "go with the second approach, the diff looked smaller",
        "go with the first option, it's simpler",
        "let's use the third one, because it has fewer deps",
        "go with option 2, the diff looks smaller",
        "go with option B, since it's cheaper",
        "用方案二，改动更小",
        "就用方案 B 吧，比较稳",
        "stick with 0.3 for dropout and rerun the sweep",
        "let's go with batch size 64 and retrain",
        "use lr 3e-4 and run it again",
        "go with the fp16 build and deploy it to staging",
        "we'll use the v2 dataset then rerun the eval",
        "用 v2 的数据，然后重跑一遍",
        "go with gzip and see if it helps",
        "stick with 42 and try again",
    ] {
        writes_nothing(p);
    }
    check(
        "go with option 2, the queue-based retry",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["queue-based"],
    );
    check(
        "let's go with Postgres and drop MySQL, decision made",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["Postgres"],
    );
    check(
        "方案 B 定了，前后端分仓",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["分仓"],
    );
}

/// 存档 is a separable verb (离合词): 存个档 / 存一下档 is the checkpoint 存档 is. 漏了 with 上面 /
/// 前面 / 之前 (说的) points back at earlier turns as 刚才 does; a file or an edit after it is
/// the work's.
#[test]
fn separable_checkpoints_and_missed_saves_pointing_back() {
    for p in [
        "存个档",
        "存个档，auth 重构做到第三步了，token 刷新还没动",
        "先存一下档",
        "存个档吧",
        "帮我存个档，明天接着弄",
        "存下档，下午继续",
        "我们存一个档",
    ] {
        check(p, SignalKind::Checkpoint, Target::Log, &[]);
    }
    for (p, c) in [
        ("漏了，上面说的 API 限流 100 rps 没存下来", "100 rps"),
        ("漏了，前面定的超时 3 秒没记下来", "3 秒"),
        ("之前说的 pnpm 那条漏了", "pnpm"),
        ("上面定的端口 8443 漏掉了，没存", "8443"),
    ] {
        check(p, SignalKind::MissedSave, Target::Improvements, &[c]);
    }
    for p in [
        "游戏里怎么存个档？",
        "帮我把这个文档存一下",
        "存档功能在 iOS 上坏了",
        "漏了，之前那个文件没存",
        "上面的代码漏了一个分号",
        "漏了，前面的改动没保存",
        "我之前漏了一个测试",
        "上面的配置漏了，没存下来",
    ] {
        writes_nothing(p);
    }
}

/// Where a fault lies is this incident's diagnosis, neither a decision after "that's the one"
/// nor a lasting correction after "…, not Y"; a right value without a fault word still is one.
#[test]
fn diagnoses_are_not_decisions_or_corrections() {
    for p in [
        "that's the one — the commit that broke it is a41c9e2",
        "that's the one, the leak is in the image cache",
        "confirmed: the bug is in the tokenizer, not the model",
        "no, the cause is the cache, not the db",
        "no, the root cause was the retry loop, not the pool",
        "it's the one, the regression came from the date parser",
        "that's the one. the culprit is the cron job, not the worker",
        "actually the bug is in the serializer, not the client",
        "确认了，问题出在连接池，不是数据库",
        "不是网络的问题，问题出在时区没转",
        "不是网络的问题，根因是时区没转",
        "定位到了，bug 在序列化那层，不是客户端",
        "that's the one, the one that caused the outage",
        "nah, the crash was in the GPU driver, not our code",
        "no, the breakage is in CI, not locally",
        "that's final, the fault lies with the old migration",
        // After a plain "that's wrong" / 不对 / 你…错了 too, and "the error / problem / issue
        // is …" names where it lies as well.
        "no, that's wrong, the error is in the retry loop not the parser",
        "that's wrong — the problem is the stale cache, not the db",
        "wrong, the issue was the timezone conversion",
        "incorrect: the bug is in the serializer",
        "不对，问题出在缓存没失效，不是数据库",
        "不对,问题出在缓存没失效",
        "错了，根因是时区没转",
        "不对，bug 在缓存层",
        "你查错了，问题出在 nginx 配置",
        "你又搞错了，问题在连接池",
    ] {
        writes_nothing(p);
    }
    // A correction that gives a lasting fact still counts.
    for p in [
        "no, that's wrong, the config lives in /etc/app",
        "不对，配置文件在 /etc/app 下面",
        "你写错了，我们的端口是 5433",
        "that's wrong, we use pnpm in this repo",
    ] {
        writes_something(p);
    }
    check(
        "it's pnpm, not npm",
        SignalKind::Correction,
        Target::CandidateRule,
        &["pnpm"],
    );
    check(
        "no, the config lives in /etc/app, not in ~/.app",
        SignalKind::Correction,
        Target::CandidateRule,
        &["/etc/app"],
    );
    check(
        "decision made: Postgres",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["Postgres"],
    );
}

/// "For this" + a one-off event (flash, analysis, incident) names the run, where "for this
/// repo / project" is the project; "till the incident is closed" bounds a rule by an event
/// under way; deciding to revisit later decides nothing yet; "from here on it's
/// straightforward" judges what is left; "the one with the mutex" points into the options.
#[test]
fn one_off_events_bounds_and_revisits_are_this_run() {
    for p in [
        "keep in mind for this flash: the board is on the bench supply at 3.0V",
        "we'll use the 2023 cohort for this analysis, rerun everything with that filter",
        "for this incident, always post the command before you run it",
        "for this deploy, never skip the smoke test",
        "always tag me on PRs for this investigation",
        "for this demo: use the staging data, never prod",
        "from now on till the incident is closed, post every command you run",
        "until the migration is done, never write to the old table",
        "till CI is green again always run the suite locally first",
        "we decided in the meeting to revisit the bootloader design next sprint",
        "decided to reconsider the cache layer next quarter",
        "let's come back to the auth flow after the launch",
        "we decided to come back to the auth flow next sprint",
        "decided: circle back on sharding next quarter",
        "we decided to re-evaluate the queue next month",
        "from here on it's straightforward: add the index, run the migration",
        "going forward it's pretty mechanical, just rename the calls",
        "From now on it's just wiring, should be quick.",
        "from here on it's mostly testing",
        "lets go with option 2, the one with the mutex. implement it",
        "go with option B, the one you wrote first",
        "每一步执行完都要在群里报一下",
    ] {
        writes_nothing(p);
    }
    check(
        "keep in mind for this repo: always use pnpm",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
    check(
        "we decided to use pnpm for this project",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["pnpm"],
    );
    check(
        "from now on, never write to the old table",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["old table"],
    );
    check(
        "from now on it's pnpm only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["pnpm"],
    );
    check(
        "we decided to drop the cache layer",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["cache layer"],
    );
}

/// A pick of a proposal in view ("the retry approach", "the simpler fix", "your second fix"),
/// of a step by its number or by an ordinal (就按第二个来), or joined to the next instruction
/// ("option 2, implement it") names nothing a month later: the agent, who has the
/// conversation, is asked. An indefinite, a name or an "of" phrase says what was picked.
#[test]
fn picked_proposals_steps_and_ordinals_are_asked() {
    for p in [
        "ok let's go with the retry approach then",
        "let's go with the simpler fix, less risk before the release",
        "let's go with the fix in utils.ts",
        "go with the patch from the PR",
        "going with the workaround you suggested",
        "lets stick with the current approach",
        "Let's go with the cleaner solution.",
        "we'll go with the smaller refactor",
        "go with your second fix, the unique index on (org_id, client_op_id)",
        "go with your latest version",
        "going with option 2, implement it",
        "option B it is, build it now",
        "lets go with option 3, deploy it",
        "就按第二个来",
        "就按第三个来吧",
        "那第五步先不做，先做第六步的 API 改动",
        "第 3 步先不做",
    ] {
        writes_nothing(p);
    }
    for (p, c) in [
        ("let's go with Postgres", "Postgres"),
        (
            "let's go with the approach of retrying failed jobs with exponential backoff",
            "exponential backoff",
        ),
        (
            "we'll go with a queue-based retry for webhooks",
            "queue-based",
        ),
        ("go with option 2, the queue-based retry", "queue-based"),
        ("就按方案 B 来，前后端分仓", "分仓"),
    ] {
        check(p, SignalKind::Decision, Target::MemoryDecisions, &[c]);
    }
    check(
        "每一步都要先写测试",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["测试"],
    );
}

/// "For the" + an event that happens once (the demo, the load test) scopes a choice to that
/// event, as "for this demo" does; a choice put off ("settle on the name later", 数据库之后再定)
/// is not taken; a 把 construction or a demonstrative with a measure word (这批, 这几个,
/// 上面几个) makes 统一 an edit of things in view. The recurring processes of the work (the
/// build, the deploy) and general statements still decide.
#[test]
fn one_off_events_deferred_choices_and_unifying_things_in_view() {
    for p in [
        "let's stick with the mock for the demo",
        "we're going with the cheaper instance for the load test",
        "go with the hardcoded token for the demo, we'll fix it after",
        "let's go with sqlite for the prototype",
        "we'll stick with the old dashboard for the incident",
        "settle on the name later",
        "we'll decide on the db later",
        "let's pick the region later, after the load test",
        "数据库之后再定",
        "部署方式后面再决定",
        "用哪个队列晚点再商量",
        "这块以后再说吧",
        "先把这三个页面的按钮颜色统一为主题色",
        "把这些报错信息统一到一个 errors.ts 里",
        "这批测试数据统一存到 /tmp/fixtures 下面",
        "上面几个函数统一用 async",
        "这两个接口统一返回 Result",
    ] {
        writes_nothing(p);
    }
    for (p, k, t, c) in [
        (
            "we'll use helm for the deploy",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "helm",
        ),
        (
            "统一用 pnpm 管理依赖",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "pnpm",
        ),
        (
            "接口返回格式统一为 {code, data, msg}",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "code",
        ),
        (
            "我们统一用 UTC 存时间",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "UTC",
        ),
        (
            "以后再遇到这种报错先查 nginx 日志",
            SignalKind::Explicit,
            Target::MemoryRules,
            "nginx",
        ),
        (
            "以后把日志统一放到 logs/ 目录",
            SignalKind::Explicit,
            Target::MemoryRules,
            "logs/",
        ),
    ] {
        check(p, k, t, &[c]);
    }
}

/// A day closing a not-doing ("not touching the tests today") scopes it to the day's work;
/// "from now on" as the subject of "is" / "sounds" is the phrase mentioned, not used; a
/// choice whose only text is "let's get to it" (开干, 开工) is the next step; "on this spike" /
/// "in this prototype" name a one-off as "for this spike" does.
#[test]
fn days_mentions_getting_to_it_and_one_offs_by_any_preposition() {
    for p in [
        "not touching the tests today",
        "we're not doing the migration tonight",
        "not adding the cache this afternoon.",
        "from now on is a weird phrase in the docs, rephrase it",
        "going forward sounds odd in the release notes",
        "\"moving forward\" reads like corporate speak, cut it",
        "就它了，开干",
        "就它了，开工",
        "定了，动手吧",
        "no need for docs on this spike",
        "no need for docs in this prototype",
        "let's not add tests on this poc",
        "we won't add metrics in this experiment",
    ] {
        writes_nothing(p);
    }
    for (p, k, t, c) in [
        (
            "we're not doing microservices",
            SignalKind::NegativeDecision,
            Target::MemoryDecisions,
            "microservices",
        ),
        (
            "no need for docs on this project",
            SignalKind::NegativeDecision,
            Target::MemoryDecisions,
            "docs",
        ),
        (
            "from now on use pnpm",
            SignalKind::Explicit,
            Target::MemoryRules,
            "pnpm",
        ),
        (
            "never use mocks in this repo",
            SignalKind::Explicit,
            Target::MemoryRules,
            "mocks",
        ),
        (
            "we decided today to use Postgres",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "Postgres",
        ),
    ] {
        check(p, k, t, &[c]);
    }
}

/// A rule or a not-doing bounded by the day is the day's plan; a day that starts a rule ("as
/// of today", 从今天起), a day that dates a choice, or one that only says which things are
/// meant (today's fixes, 今天踩过的坑) leaves it lasting.
#[test]
fn rules_bounded_by_the_day_are_the_days() {
    for p in [
        "remember: the staging db is read-only today",
        "remember, staging is read only tonight",
        "I only want you editing guides/quickstart.md today, leave the other pages alone",
        "always ask before pushing this afternoon, CI is flaky",
        "never deploy tonight",
        "don't touch the billing module today",
        "记住，今天 staging 是只读的",
        "今晚不要部署",
        "今天别动 billing 模块",
        "以后的事先不管，今天都用 mock 数据",
        "not touching the tests today",
        "we won't add the cache today",
        "今天先不做国际化",
        "keep in mind the vpn is down this morning",
        "note that the api is rate limited today, always add a sleep",
    ] {
        writes_nothing(p);
    }
    for (p, k, t, c) in [
        (
            "as of today, we deploy with helm, always",
            SignalKind::Explicit,
            Target::MemoryRules,
            "helm",
        ),
        (
            "从今天起，以后所有接口都要加鉴权",
            SignalKind::Explicit,
            Target::MemoryRules,
            "鉴权",
        ),
        (
            "from today on, never push to main",
            SignalKind::Explicit,
            Target::MemoryRules,
            "push to main",
        ),
        (
            "we decided today to use Postgres",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "Postgres",
        ),
        (
            "remember the lesson we learned today: always pin the node version",
            SignalKind::Explicit,
            Target::MemoryRules,
            "pin the node version",
        ),
        (
            "never deploy on fridays",
            SignalKind::Explicit,
            Target::MemoryRules,
            "fridays",
        ),
    ] {
        check(p, k, t, &[c]);
    }
    // What today taught is kept (here as a counted candidate, its content being a kind).
    writes_something("把今天踩过的坑总结进 CLAUDE.md：迁移前先备份");
}

/// 以后 + a demonstrative thing + 要 + a verb of capability is that thing's roadmap; 都 / 所有
/// make a rule.
#[test]
fn a_things_roadmap_is_not_a_rule() {
    for (p, c) in [
        ("以后接口都要加鉴权", "鉴权"),
        ("以后这个项目都用 pnpm", "pnpm"),
        ("以后所有页面都要支持暗色模式", "暗色模式"),
    ] {
        check(p, SignalKind::Explicit, Target::MemoryRules, &[c]);
    }
    for p in [
        "以后这个页面要支持暗色模式，先把变量抽出来",
        "以后这个接口要接入支付宝，先留个口子",
        "以后这些组件要适配移动端",
        "以后这块得兼容 IE11",
        "今天开始写登录页",
        "从今天开始的那个需求你看了吗",
    ] {
        writes_nothing(p);
    }
}

/// SQL's EXPLAIN in a rule about queries is the command, not "explain it to me": the rule is
/// the project's (MEMORY.md), where asking for explanations is about the user (USER.md).
#[test]
fn sql_explain_is_a_command_not_a_way_to_talk() {
    for (p, c) in [
        ("以后这种大表的查询都要先 explain 一下再上线", "explain"),
        ("以后大表查询都要先跑 explain", "explain"),
        (
            "from now on run explain analyze on every new query before merging",
            "explain analyze",
        ),
        (
            "always explain select statements on the orders table before shipping",
            "orders",
        ),
    ] {
        check(p, SignalKind::Explicit, Target::MemoryRules, &[c]);
    }
    for (p, c) in [
        (
            "from now on explain your changes before making them",
            "changes",
        ),
        ("以后给我解释的时候少用术语", "术语"),
        ("always explain things simply, I'm new to Rust", "simply"),
    ] {
        check(p, SignalKind::Explicit, Target::User, &[c]);
    }
}

/// "We decided that" with only a distant past after it points at a decision told elsewhere:
/// the line would save only its time. With a clause, "that" opens what was decided; at the
/// end of an announcement it points at the clause before.
#[test]
fn deciding_that_with_no_clause_points_elsewhere() {
    for p in [
        "right now the matchmaker lives in the game server (see matchmaker.rs, we decided that back in march)",
        "we decided that in march, see the ADR",
        "we agreed on this back when we had one region",
        "I picked it years ago, draw the diagram",
        "we went with that a while ago",
    ] {
        writes_nothing(p);
    }
    check(
        "websocket fallback is out. SSE only, we agreed on that",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["SSE only"],
    );
    check(
        "we decided that the matchmaker stays in the game server process",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["matchmaker"],
    );
    check(
        "we decided that retries are capped at 3",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["capped at 3"],
    );
}

/// A confirmation may come with its subject and 已经 / 都 ("…，这个已经定了"), said twice (定了定了)
/// or with its resultative complement (定下来了): all of it is the confirmation, none of it what
/// was decided. A bracket opened in the decision closes in it.
#[test]
fn a_confirmation_with_its_subject_is_no_part_of_the_decision() {
    saves_exactly(&[
        (
            "分区用 PostgreSQL 原生分区，这个已经定了",
            "分区用 PostgreSQL 原生分区",
        ),
        (
            "分区用 PostgreSQL 原生分区,这个已经定了",
            "分区用 PostgreSQL 原生分区",
        ),
        ("包管理器用 pnpm，已经定了", "包管理器用 pnpm"),
        (
            "包管理器用 pnpm，这个已经定下来了，不用再问",
            "包管理器用 pnpm",
        ),
        (
            "部署就用 k8s + ArgoCD，这事已经定了",
            "部署就用 k8s + ArgoCD",
        ),
        ("日志用 zap，这些都定了", "日志用 zap"),
        ("接口统一走 REST 这个已经定下来了", "接口统一走 REST"),
        ("定了定了，用 pnpm", "用 pnpm"),
        ("确定了确定了，缓存用 Redis", "缓存用 Redis"),
        (
            "目录按 feature 分包（src/features 下面放组件），这个已经定了",
            "目录按 feature 分包（src/features 下面放组件）",
        ),
        (
            "目录按 feature 分包 (src/features 下面放组件)，这个已经定了",
            "目录按 feature 分包 (src/features 下面放组件)",
        ),
    ]);
    for prompt in [
        "时间已经确定了",
        "他的行程已经定下来了",
        "行程都定下来了，下周出发",
        "这个已经定了吗",
        "这些都定了吗？",
        "这个已经定了",
        "定了定了 就按你说的改",
        "定了，就按你说的改",
    ] {
        writes_nothing(prompt);
    }
}

/// 定在 / 定为 after 最终 / 最后 / 已经 settles a value in mid-sentence ("set at / as").
#[test]
fn variations_zh_settled_at() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "上线时间最终定在 6 月 18 号，其他排期都围绕这个来",
                "6 月 18",
            ),
            ("发布日期最后定在周四", "周四"),
            ("默认超时已经定为 30 秒", "30 秒"),
            ("接口前缀最终定为 /api/v2。", "/api/v2"),
            ("包名最后定成 acme-sdk 了", "acme-sdk"),
            ("主色最终确定为 #1677ff", "#1677ff"),
            ("分支名最后定为 release/2.0", "release/2.0"),
            ("端口已经定在 8443 了", "8443"),
            ("node 版本最终定在 20 LTS", "20 LTS"),
            ("好的，日志级别最终定为 info", "info"),
            ("重试次数最后定成 3 次。", "3 次"),
            ("数据库已经定为 PostgreSQL 16", "PostgreSQL 16"),
            ("域名最终定在 api.acme.io", "api.acme.io"),
            ("缓存 TTL 最后定在 300s", "300s"),
            ("组件库最终定为 Ant Design 5", "Ant Design 5"),
        ],
        &[
            "上线时间最终定在哪天？",
            "发布日期最后定在周四吗",
            "时间还没定在哪天",
            "他的行程已经定在下周",
            "最终定在哪个版本呢",
            "到时候再定在哪",
            "最后定在哪里比较好？",
            "要不要最终定为 v2",
            "如果最终定在周四的话，我们来得及吗",
            "会议最后定在几点？",
            "已经定在这里了吗",
            "最终定为什么值？",
            "他说最后定在 3 号",
            "还没最终定为哪个方案",
            "能不能最后定成 8080",
        ],
    );
}

/// An ask to build a thing whose relative clause has begun ("a hook that …") closes with what
/// the thing does: "every time" there is its spec, not a rule for the agent. A note or a rule
/// asked for keeps its relative clause, and an imperative without one keeps its "every time".
#[test]
fn a_relative_clause_of_the_thing_asked_for_is_its_spec() {
    for prompt in [
        "add a pre-commit hook that runs gofmt on staged files every time",
        "Add a pre-commit hook that runs gofmt on staged files every time.",
        "write a cron job which prunes old rows every time",
        "create a github action that runs the linter every time",
        "set up a git hook that formats the code every single time",
        "setup a git hook that formats the code every time!",
        "add a makefile target that rebuilds the docs each time",
        "pls add a script that clears the cache every time",
        "could you write a middleware that logs the request id every time",
        "can you add a test that fails every time",
        "make a bash alias that pulls and rebases alwyas",
    ] {
        writes_nothing(prompt);
    }
    check(
        "add a rule that tests run before every push",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["tests run before every push"],
    );
    check(
        "format the code before you commit, every time",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["format the code before you commit"],
    );
    check(
        "add a changelog entry every time",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["add a changelog entry"],
    );
    check(
        "run the hook that formats the code, every time",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["run the hook that formats the code"],
    );
}

/// Words the user asks to pass on to others ("tell the team that …", "draft a message saying
/// …", 写个群公告) are the message's content: they address its readers, not the agent.
#[test]
fn words_to_pass_on_are_the_messages_content() {
    for prompt in [
        "draft a slack msg telling the team that from now on prod deploys need two approvals",
        "tell the team that from now on we deploy on tuesdays",
        "Tell everyone that from now on main is protected.",
        "write an email to the client saying that going forward invoices go out monthly",
        "post a message in #eng announcing that from now on main is protected",
        "remind everyone that from now on PRs need a linked ticket",
        "send a note to the qa team saying we always tag releases now",
        "写个群公告，以后发版都要两个人审批",
        "发条消息到群里，以后周五不发版",
        "帮我起草一封邮件，以后报销都走新系统",
    ] {
        writes_nothing(prompt);
    }
    check(
        "from now on prod deploys need two approvals",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["prod deploys need two approvals"],
    );
    check(
        "from now on, tell the team lead before you deploy",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["tell the team lead before you deploy"],
    );
    check(
        "以后发版都要两个人审批",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["发版都要两个人审批"],
    );
}

/// "For this refactor" names a one-off piece of work, as "for this PR" does: a rule scoped to
/// it is a setting of that work. "For this repo" is a lasting container.
#[test]
fn a_one_off_piece_of_work_scopes_its_rule() {
    for prompt in [
        "from now on, just for this refactor, use slog instead of fmt.Println",
        "for this refactor, always keep the old names",
        "For this fix, never touch the public API.",
        "in this cleanup always keep the old names",
        "for this rewrite, never use the old router",
        "just for this bugfix, never bump the deps",
        "on this patch, always keep the diff small",
    ] {
        writes_nothing(prompt);
    }
    check(
        "in this repo, always use slog for logging",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["use slog for logging"],
    );
    check(
        "from now on use slog instead of fmt.Println",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["use slog"],
    );
}

/// A choice named by its place in the conversation — a free relative ("what we had", "what we
/// agreed on"), a definite option of those in view ("the second option in the meeting", "the
/// cheaper option"), 你说的 — names nothing a later session can follow: the agent is asked.
#[test]
fn a_choice_named_by_its_place_in_the_conversation_is_asked() {
    for prompt in [
        "stick with what we had",
        "Stick with what we had.",
        "let's go with what we agreed on",
        "we decided to go with what you suggested",
        "go with what we discussed",
        "we're going with what we originally planned",
        "ok we decided to go with the second option in the meeting, implement it",
        "we picked the cheaper option, go ahead",
        "go with the first choice",
        "定了定了 就按你说的改",
        "定了，就按你说的来",
    ] {
        writes_nothing(prompt);
    }
    check(
        "stick with Postgres",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["Postgres"],
    );
    check(
        "we decided to go with Redis for the queue",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["Redis for the queue"],
    );
    check(
        "go with the option of retrying with backoff",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["retrying with backoff"],
    );
}

/// Latin text and a Chinese particle are set apart by a space ("CLAUDE.md 吧"): the rule-file
/// ask is the same with or without it.
#[test]
fn a_rule_file_ask_may_close_with_a_particle_after_a_space() {
    for (prompt, saved) in [
        (
            "写进 AGENTS.md 吧：Go 的 error 一律用 fmt.Errorf 包一层",
            "fmt.Errorf",
        ),
        (
            "写进 AGENTS.md吧：Go 的 error 一律用 fmt.Errorf 包一层",
            "fmt.Errorf",
        ),
        ("加到 CLAUDE.md 吧：提交前先跑 lint", "提交前先跑 lint"),
        ("加到 CLAUDE.md 呗：提交前先跑 lint", "提交前先跑 lint"),
        ("加到 CLAUDE.md：提交前先跑 lint", "提交前先跑 lint"),
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &[saved]);
    }
    check(
        "把这条加到 CLAUDE.md 吧",
        SignalKind::Explicit,
        Target::CandidateRule,
        &[],
    );
}

/// A question put to the user as the object of 问 / 确认 ("停下来问我要不要继续") is what the
/// agent is to ask, not the prompt's own question.
#[test]
fn a_question_to_put_to_someone_is_not_the_prompts_question() {
    check(
        "别每次都停下来问我要不要继续，直接做完再汇报，以后都这样",
        SignalKind::Explicit,
        Target::User,
        &["直接做完再汇报"],
    );
    check(
        "以后删文件之前先问我是否需要备份",
        SignalKind::Explicit,
        Target::User,
        &["先问我是否需要备份"],
    );
    for prompt in [
        "以后要不要都用 pnpm",
        "我们要不要以后都用 pnpm？",
        "以后是不是都用 pnpm",
        "以后能不能都用 pnpm",
    ] {
        nothing(prompt);
    }
}

/// Chinese asks a yes-no question with a verb and a closing 不 ("你还记得不", "好不") as with
/// 吗; 不 inside a word (好不容易) or before the verb asks nothing.
#[test]
fn a_verb_and_a_closing_bu_ask_a_question() {
    for prompt in [
        "我之前说过用 zustand 你还记得不",
        "以后都用 pnpm 好不",
        "以后都用 pnpm 好不。",
        "以后都用 pnpm 可以不",
        "以后都用 pnpm 你同意不",
        "我说过测试放 tests 目录，你知道不",
    ] {
        nothing(prompt);
    }
    check(
        "好不容易跑通了，以后都用 pnpm",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["用 pnpm"],
    );
    check(
        "以后都不用 yarn",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["yarn"],
    );
}

/// A closing "don't forget" (别忘了, 千万不要忘记) after a rule asks to keep it, as 记住 does:
/// it is no part of the rule. At the start it is "remember to …" in this task.
#[test]
fn a_closing_dont_forget_is_not_saved_with_the_rule() {
    saves_exactly(&[
        ("记住以后都用 pnpm，别忘了", "用 pnpm"),
        ("以后日志都用 JSON，千万别忘了啊", "日志都用 JSON"),
        ("以后提交前先跑 lint，不要忘记", "提交前先跑 lint"),
        ("以后提交前先跑 lint,别忘了!", "提交前先跑 lint"),
    ]);
    nothing("别忘了跑测试");
    nothing("不要忘了把日志也删掉");
}

/// After what is dropped, the verb that drops it (不上了, 不搞了, 砍掉, 决定不做了) is the "not
/// doing" the saved line already says.
#[test]
fn a_dropped_things_verb_is_not_saved_twice() {
    saves_exactly(&[
        ("service mesh 不上了", "Not doing: service mesh"),
        (
            "GraphQL 不上了，客户那边的人维护不了",
            "不做:GraphQL，客户那边的人维护不了",
        ),
        ("暗黑模式砍掉", "不做:暗黑模式"),
        ("小程序端不做了", "不做:小程序端"),
        ("深色模式也不搞了", "不做:深色模式"),
        (
            "离线模式决定不做了，客户说 v1 不需要",
            "不做:离线模式，客户说 v1 不需要",
        ),
        ("国际化先不做", "不做:国际化先不做"),
    ]);
    for prompt in [
        "vpn 连不上了",
        "这个功能不要了吗",
        "如果 service mesh 不上了的话怎么办",
    ] {
        nothing(prompt);
    }
}

/// 统一 ("make uniform") inside a long task brief is as often the spec of the change asked for
/// as a project decision ("时区统一用 +08:00 输出" among the steps of a DTO change): the agent
/// is asked, as for a bare "always". Said on its own, or in a sentence that addresses memory
/// (顺便记住：…统一用 BigDecimal), it is written as before.
#[test]
fn a_unify_inside_a_brief_asks_the_agent() {
    for at in [0, 2, 5] {
        for clause in [
            "时区统一用 +08:00 输出。",
            "日志统一走 zap。",
            "错误码统一为字符串，",
            "接口前缀统一到 /api/v2。",
        ] {
            let prompt = in_brief(true, clause, at);
            let d = detect(&prompt);
            assert_eq!(
                (d.kind, d.target, d.gate.why),
                (SignalKind::Decision, Target::Nothing, gate::IN_A_BRIEF),
                "{prompt:?} → {d:?}"
            );
        }
    }
    for prompt in [
        "时区统一用 +08:00 输出".to_string(),
        "我们统一用 UTC 存时间".to_string(),
        in_brief(true, "顺便记住：项目里所有金额字段统一用 BigDecimal。", 2),
    ] {
        let d = detect(&prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Decision, Target::MemoryDecisions),
            "{prompt:?} → {d:?}"
        );
    }
    check(
        &in_brief(true, "以后日志统一走 zap。", 3),
        SignalKind::Explicit,
        Target::MemoryRules,
        &["日志统一走 zap"],
    );
}

/// Spec Kit keeps a project's standing principles for agents in its constitution: an ask to
/// update "the project constitution" or `constitution.md` is a rule-file ask, as one to
/// CLAUDE.md is. Other constitutions, questions and a negated ask are not.
#[test]
fn the_project_constitution_is_a_rule_file() {
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "please update the project constitution: all APIs are versioned under /v1",
                "/v1",
            ),
            (
                "update constitution.md to say that migrations are reviewed by two people",
                "two people",
            ),
            (
                "add to the project constitution that we never store PII in logs",
                "PII",
            ),
            (
                "add this to .specify/memory/constitution.md: CLI-first interfaces",
                "CLI-first",
            ),
            (
                "amend the project constitution: observability is required for every service",
                "observability",
            ),
            (
                "OK, update our project constitution: no ORMs, raw SQL with sqlc",
                "sqlc",
            ),
        ],
    );
    for prompt in [
        "the US constitution has 27 amendments",
        "write an essay on the constitution of the roman republic",
        "what does the project constitution say about tests?",
        "don't update the project constitution",
        "our constitution.md is out of date, can you check it?",
        "the constitution template has placeholders",
        "read the constitution first",
        "no need to update the project constitution",
        "is the constitution.md file in the repo?",
    ] {
        writes_nothing(prompt);
    }
}

/// Spec Kit's constitution command as hosts send it expanded: its template, with the user's
/// words in the `## User Input` block (`{ARGS}` here).
const EXPANDED_CONSTITUTION: &str = "---\ndescription: Create or update the project constitution from interactive or provided principle inputs.\n---\n\n## User Input\n\n```text\n{ARGS}\n```\n\nYou **MUST** consider the user input before proceeding (if not empty).\n\n## Outline\n\nYou are updating the project constitution at `.specify/memory/constitution.md`. This file is a TEMPLATE containing placeholder tokens in square brackets (e.g. `[PROJECT_NAME]`). Your job is to (a) collect/derive concrete values, (b) fill the template precisely.\n\n1. Load the existing constitution template at `.specify/memory/constitution.md`.\n   - Identify every placeholder token of the form `[ALL_CAPS_IDENTIFIER]`.\n   **IMPORTANT**: The user might require less or more principles than the ones used in the template.";

/// Spec Kit's constitution command, typed (`/speckit.constitution …`, `/constitution …`,
/// Codex's `/prompts:speckit.constitution …`) or expanded from its template: its arguments are
/// principles for the project constitution, a rule file, in the user's own words. A rule a
/// family finds in them is written as any other; else the agent running the command is
/// asked, and a candidate counted with the arguments' first line. The template's own words
/// are Spec Kit's, never the user's.
#[test]
fn the_constitution_command_gives_rules() {
    let expanded = |args: &str| EXPANDED_CONSTITUTION.replace("{ARGS}", args);
    for (prompt, contains) in [
        (
            "/speckit.constitution Create principles focused on code quality, testing standards and performance".to_owned(),
            "code quality",
        ),
        ("/constitution all code comments in English".to_owned(), "comments in English"),
        ("/sp.constitution every service exposes a health endpoint".to_owned(), "health endpoint"),
        ("/speckit-constitution DDD layering, domain first".to_owned(), "DDD"),
        ("/SPECKIT.CONSTITUTION observability for every service".to_owned(), "observability"),
        ("  /speckit.constitution   测试先行，覆盖率不低于 80%".to_owned(), "测试先行"),
        ("/speckit.constitution 所有代码注释用英文".to_owned(), "代码注释"),
        (
            "/prompts:speckit.constitution Create a constitution for a note app.\n\nThe constitution must enforce the following principles:\n\n1. Chinese for discussion\n2. English for code".to_owned(),
            "note app",
        ),
        (expanded("提示缓存的功能为可选。因为我不知道提供商是否支持。"), "提示缓存的功能为可选"),
        (expanded("Create principles focused on accessibility"), "accessibility"),
        (
            expanded("Principles:\n- library first\n- CLI interface for every library"),
            "Principles",
        ),
        (
            EXPANDED_CONSTITUTION.replace("```text", "~~~text").replace("```", "~~~").replace("{ARGS}", "offline first"),
            "offline first",
        ),
        (expanded("offline first").replace('\n', "\r\n"), "offline first"),
    ] {
        asks_and_counts(&prompt, contains);
    }
    // A rule that stands on its own is written as any other.
    check(
        "/constitution you will never edit or touch the main site in any way",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["never edit or touch the main site"],
    );
    check(
        "/sp.constitution never store tokens in localStorage",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["never store tokens in localStorage"],
    );
    check(
        &expanded("以后所有接口都返回 ISO 8601 时间"),
        SignalKind::Explicit,
        Target::MemoryRules,
        &["ISO 8601"],
    );
    for prompt in [
        "/speckit.specify Build an app that helps me organize photos".to_owned(),
        "/speckit.plan use vite with vanilla js".to_owned(),
        "/constitution".to_owned(),
        "/speckit.constitution   ".to_owned(),
        "/constitution.md is out of date".to_owned(),
        "/unconstitutional claims in the draft".to_owned(),
        "the /speckit.constitution command is slow".to_owned(),
        "/speckit.constitution what should go in it?".to_owned(),
        "/speckit.constitution 不用记".to_owned(),
        "/speckit.constitution for now, skip the tests".to_owned(),
        "/speckit.constitution maybe postgres? not sure yet".to_owned(),
        expanded("$ARGUMENTS"),
        expanded(""),
        // Another command's template: the user's words are a feature to build.
        expanded("Build a photo album app")
            .replace("the project constitution from interactive or provided principle inputs", "the feature specification from a feature description")
            .replace("You are updating the project constitution", "You are writing a feature specification"),
        // The template's words without the block of the user's.
        "You are updating the project constitution at `.specify/memory/constitution.md`. You **MUST** always keep the version line.".to_owned(),
    ] {
        writes_nothing(&prompt);
    }
}

/// An ask whose own words address memory or the rules ("save this to memory", "make this a
/// rule", 把这条存进记忆, 写成规则) is lasting and addressed to memory, as an ask to a rule
/// file is: with nothing named, the agent is asked and a candidate counted with the user's
/// sentence. "remember this" is not among them: "remember" also means recall.
#[test]
fn an_ask_to_memory_that_names_nothing_counts_a_candidate() {
    for (prompt, contains) in [
        ("add this to memory", "add this to memory"),
        ("save that in your memory", "save that"),
        ("store it in memory.", "store it"),
        ("please put this into your memory!", "put this into"),
        ("commit this to memory", "commit this"),
        ("Save This To Memory", "Save This"),
        ("make this a rule", "make this a rule"),
        ("Make that a rule.", "Make that a rule"),
        ("add this as a rule", "add this as a rule"),
        ("make it a global rule", "global rule"),
        ("把这个加到记忆里", "加到记忆里"),
        ("这条存进记忆吧", "存进记忆"),
        ("记到memory里", "memory"),
        ("更新一下记忆", "更新一下记忆"),
        ("把这些写进记忆里。", "写进记忆"),
        ("同步到记忆里", "同步到记忆"),
        ("把这条作为规则", "作为规则"),
        ("这个写成规则吧", "写成规则"),
        ("加一条规则", "加一条规则"),
    ] {
        asks_and_counts(prompt, contains);
    }
    // With what to keep said, it is written as before.
    check(
        "we use pnpm, save that to memory",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["we use pnpm"],
    );
    for prompt in [
        "save this to memory?",
        "don't save this to memory",
        "is this saved to memory?",
        "store the cache in memory",
        "keep it in memory until the request ends",
        "要不要把这个记到记忆里？",
        "记忆里的东西太多了",
        "不用记到记忆里",
    ] {
        writes_nothing(prompt);
    }
    // "remember" may mean recall: the agent is asked, and nothing is counted.
    ask("remember this", SignalKind::Explicit, Target::MemoryRules);
    ask("记住这个", SignalKind::Explicit, Target::MemoryRules);
}

#[test]
fn a_rule_file_ask_before_a_list_asks_the_agent() {
    // The rules are the list that follows the ask, perhaps after a lead line: one saved line
    // cannot hold them, so a candidate is counted and the agent asked.
    asks_and_counts(
        "update the project constitution with the following principles\n1. all code in english\n2. DDD layering\n3. tests first",
        "the following principles",
    );
    asks_and_counts(
        "Please update the project constitution for our note app.\n\nThe constitution must enforce the following principles:\n\n1. Communication in Chinese\n2. Code in English",
        "update the project constitution",
    );
    asks_and_counts(
        "Use the record below to update the project constitution.\nAll rules below are MANDATORY.\n\nPROJECT FACTS\n- host: Vercel\n- db: Neon",
        "update the project constitution",
    );
    asks_and_counts(
        "add these rules to CLAUDE.md\n- use pnpm\n- tests with vitest",
        "add these rules to CLAUDE.md",
    );
    // A rule that stands alone, then work that is not its list, or one item only.
    check(
        "put this in claude.md: tests run with -race\n\nthen fix the login bug",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["tests run with -race"],
    );
    check(
        "add to CLAUDE.md: use pnpm\n- one more thing, the login page is broken",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["use pnpm"],
    );
}

#[test]
fn a_piece_of_work_named_before_its_spec_opens_a_work_list() {
    // "这周的作业：写一个 todo 工具" then its items: the items are the spec of the work.
    for prompt in [
        "这周的作业:写一个命令行 todo 工具\n- 数据存在 todos.json 里,每次启动都要读取 todos.json\n- 要有单元测试",
        "任务：实现导出页\n- 每次导出都要带上时间戳\n- 用 xlsx",
        "Task: build the export page\n- always include a timestamp in the file name\n- use xlsx",
    ] {
        writes_nothing(prompt);
    }
    check(
        "以后注意这几点：\n- 每次提交前都跑 lint\n- 不要改生成的代码",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["lint"],
    );
}

#[test]
fn traditional_characters_read_as_simplified_and_are_saved_as_typed() {
    // The families are written in Simplified characters; a Traditional prompt is the same
    // words (記住 / 记住, 以後 / 以后, 決定 / 决定, 測試 / 测试), saved as the user typed them.
    check(
        "我比較喜歡用 composition API 的 <script setup>",
        SignalKind::Preference,
        Target::CandidatePreference,
        &["composition API"],
    );
    check(
        "記住：以後所有的 commit message 都用英文",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["commit message 都用英文"],
    );
    check(
        "以後不要再用 moment 了",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["不要再用 moment"],
    );
    check(
        "資料庫就定 postgres 了",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["資料庫"],
    );
    check(
        "每次部署前都要先跑測試",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["跑測試"],
    );
    check(
        "不對，埠號是 8080",
        SignalKind::Correction,
        Target::CandidateRule,
        &["埠號是 8080"],
    );
    // The same near-misses as in Simplified.
    for prompt in [
        "記住密碼的功能壞了",
        "以後的事以後再說",
        "要不要記住這個？",
        "如果以後要換資料庫怎麼辦",
    ] {
        writes_nothing(prompt);
    }
}

/// "From now on" with a thing of the code or the product as the subject and a verb of what it
/// does, or closing a change asked for, is how the code behaves after the change (DESIGN §2,
/// statements about code). Found on our own phrasings after the held-out R13's and R10's junk
/// writes named the "from now on" families (their lines unread). How the code is made, and
/// rules for the agent or the team, still write.
#[test]
fn from_now_on_with_the_code_as_subject_specifies_the_code() {
    for prompt in [
        "from now on the invoice endpoint returns 404 when the customer is missing",
        "from now on the export button should be disabled until the form is valid",
        "the login page should from now on redirect to /dashboard",
        "make it so that from now on the cron job runs at 3am",
        "change the job so from now on it retries 3 times",
        "from now on, the OCR service accepts only PDFs",
        "update the handler: from now on it logs the request id",
        "going forward the dashboard shows net amounts, not gross",
        "From now on the API should return 422 for a bad payload.",
        "fix the webhook so that going forward it rejects unsigned calls",
        "from now on the report emails are sent every monday",
        "moving forward the sync job runs every 10 minutes",
        "tweak the cache so from now on it expires after an hour",
        "going forward, each page shows the last sync time",
        "from now on the cli throws on unknown flags",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("from now on we use pnpm", "pnpm"),
            ("from now on, run the tests before pushing", "run the tests"),
            (
                "from now on all new services are written in Go",
                "written in Go",
            ),
            ("going forward the app uses zustand for state", "zustand"),
            ("from now on, never push to main directly", "push to main"),
            ("always log the request id, from now on", "request id"),
        ],
    );
}

/// A pick that names one of the variants in view — by an ordinal whatever the noun ("the
/// second layout"), as a version ("the sticky header version"), or
/// by a label with where it was read ("option 2 from your summary", "option B, the second
/// one you listed") — names nothing a month later: the agent is asked (`gate::PICKED_PROPOSAL`,
/// `gate::LABEL_SOURCE`). A name, an "of" phrase or a value after the ordinal says what was
/// picked; "and" between two nouns joins them, not a label and the next step.
#[test]
fn picks_by_ordinal_variant_or_source_are_asked() {
    for p in [
        "go with the sticky header version",
        "lets go with the second layout",
        "go with the second fit, the one with the lorentzian",
        "going with the first chart",
        "ok go with the last palette.",
        "go with the dark version",
        "go with the compact version then",
        "Let's go with Option 2 from your summary.",
        "go with option 3 above",
        "let's go with option 2 from the comparison",
        "going with plan B from your reply",
        "lets go with option B, the second one you listed",
        "go with option A, the first one",
        "go with option 2 and write the migration",
    ] {
        asks_the_agent(p);
    }
    for p in ["go with the first one", "就按第二个来"] {
        writes_nothing(p);
    }
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("we're going with the first-party SDK", "first-party SDK"),
            (
                "going with the second region, eu-west-1, for the replicas",
                "eu-west-1",
            ),
            ("we are going with the latest version of Node", "Node"),
            ("go with option 2, the queue-based retry", "queue-based"),
            (
                "let's go with Postgres 16 for the new service",
                "Postgres 16",
            ),
            ("we decided on the monorepo layout", "monorepo layout"),
        ],
    );
    saves_exactly(&[
        (
            "Remember that 8080 and 9090 are taken on the dev box; use 8787 for local servers.",
            "8080 and 9090 are taken on the dev box; use 8787 for local servers",
        ),
        (
            "remember that ports 3000 and 3001 are reserved for the mock servers",
            "ports 3000 and 3001 are reserved for the mock servers",
        ),
    ]);
}

/// Forms of admitted families said otherwise: 记着点 (点 is 一点 clipped, as in 快点); 定了不改了
/// (not changing it any more adds to the confirmation); 定案 alone and 敲定 / 选定 with their
/// object; "make it a rule in CLAUDE.md: …" (the rule file after "in"); a dash after "no"
/// where a comma goes; an emoji closing a sentence as "!" does. And a start given with its end
/// (从现在开始到双十一结束) names a period, not a standing rule; 下面几个命令都要用 keeps a thing
/// for the steps just ahead, as 一会要用 does.
#[test]
fn forms_said_otherwise_and_periods_with_an_end() {
    saves_exactly(&[
        (
            "i18n 的 key 统一小写+点号，如 user.login.title，记着点",
            "i18n 的 key 统一小写+点号，如 user.login.title",
        ),
        ("记着点：接口都要加鉴权", "接口都要加鉴权"),
        ("测试都先跑 unit，记着点", "测试都先跑 unit"),
        ("记住点击事件要节流", "点击事件要节流"),
        (
            "字体就用 Inter 吧，正文和标题都是，定了不改了",
            "字体就用 Inter 吧，正文和标题都是",
        ),
        ("字体就用 Inter，定了不改了", "字体就用 Inter"),
        ("錯誤碼統一 6 位數字，定案", "錯誤碼統一 6 位數字"),
        ("日志库就 zap，定案了", "日志库就 zap"),
        ("日志格式敲定 JSON lines", "日志格式敲定 JSON lines"),
        ("选定 Redis 做缓存", "Redis 做缓存"),
        (
            "Make it a rule in CLAUDE.md: every public API change needs a CHANGELOG entry.",
            "every public API change needs a CHANGELOG entry",
        ),
        (
            "make this a rule in AGENTS.md: no default exports",
            "no default exports",
        ),
        (
            "No — the config lives in config/app.toml",
            "the config lives in config/app.toml",
        ),
        (
            "nope — the port is 8443, not 443",
            "the port is 8443, not 443",
        ),
        ("shadcn-svelte it is 🎉", "shadcn-svelte"),
        // A filler opening the kept text is left out of it; a Han character run into the
        // next (那个服务) begins a word there.
        ("ok SQLite it is", "SQLite"),
        ("ok so trunk-based it is", "trunk-based"),
        (
            "那个服务不是 go 写的，是 rust",
            "那个服务不是 go 写的，是 rust",
        ),
        ("my name is Priya, not Pri 🙂", "my name is Priya, not Pri"),
    ]);
    for p in [
        "定了不改了",
        "定案了吗",
        "方案还没敲定",
        "敲定了吗",
        "no — it works now",
        "great work 🎉 thanks",
        "the ✓ items are done",
        "从现在开始到双十一结束，首页顶部都挂这个促销 banner",
        "从今天起到发版为止，不要合并大的重构",
        "从现在开始到月底，报表都用新模板",
        "到目前为止，测试都通过了",
        "kind 集群名字叫 op-dev，记一下，下面几个命令都要用",
        "记住这个 token，下面要用",
    ] {
        writes_nothing(p);
    }
    saves_exactly(&[("记住：下面的接口都要加鉴权", "下面的接口都要加鉴权")]);
    // A correction's content may say what a thing owns, holds, reads or listens on.
    check_each(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "thats incorrect, the monolith still owns the invoices table",
                "owns the invoices table",
            ),
            (
                "not quite — a refund goes through the ledger service",
                "ledger service",
            ),
            (
                "that's not right, it reads from the replica",
                "reads from the replica",
            ),
            ("wrong, the worker listens on 9000", "listens on 9000"),
        ],
    );
    for p in [
        "not quite, but close enough",
        "that's wrong, try again",
        "as I said, keep going",
        "as I said, write the tests first",
    ] {
        writes_nothing(p);
    }
    check(
        "从现在开始，首页顶部都挂促销 banner",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["banner"],
    );
}

/// Idioms of settling, dropping, liking and complaining of a lost save said otherwise: "lock
/// in X" as "settle on X"; a gerund of dropping made lasting by "for good"; "I tend to like",
/// a subject dropped before "not a fan of"; "didn't I tell you to remember …", 老记不住,
/// 上次不是让你记住…吗; an adverb between 我 and the verb of liking.
/// Beside each, the same words in a step of the work or about the speaker's own memory.
#[test]
fn settling_dropping_liking_and_lost_saves_said_otherwise() {
    use SignalKind::*;
    use Target::*;
    check_each(
        Decision,
        MemoryDecisions,
        &[
            ("locking in pnpm for the monorepo", "pnpm for the monorepo"),
            ("lets lock it in: sentry for error tracking", "sentry"),
        ],
    );
    check_each(
        NegativeDecision,
        MemoryDecisions,
        &[
            (
                "ditching docker compose for local dev for good",
                "docker compose",
            ),
            ("dropping python 3.8 support permanently", "python 3.8"),
        ],
    );
    check_each(
        Preference,
        CandidatePreference,
        &[
            (
                "i tend to like explicit types over inference",
                "explicit types",
            ),
            ("i tend to prefer small PRs", "small PRs"),
            ("not a fan of giant try/except blocks tbh", "try/except"),
            ("not really a fan of ORMs", "ORMs"),
            ("我整体喜欢偏暖的配色", "偏暖的配色"),
            ("说实话我挺讨厌魔法数字的", "魔法数字"),
            ("我其实更习惯用 vim", "vim"),
        ],
    );
    check_each(
        MissedSave,
        Improvements,
        &[
            (
                "didnt i already ask you to remember the staging url??",
                "staging url",
            ),
            ("didn't I tell you to remember that we use pnpm", "pnpm"),
            ("你怎么老记不住我要中文回复", "中文回复"),
            ("上次不是让你记住用 pnpm 吗，怎么又 npm 了", "pnpm"),
        ],
    );
    for p in [
        "lock it in",
        "we're locking in the new pricing tomorrow",
        "the door lock in the office is broken",
        "dropping the table now",
        "ditching this branch, it's a mess",
        "i tend to forget the flags",
        "not a fan of this answer",
        "you forgot the semicolon again",
        "you forgot it again",
        "didnt i tell you to run the tests",
        "我老记不住这个命令",
        "我超喜欢这个回答",
        "我挺喜欢你这个方案",
    ] {
        writes_nothing(p);
    }
}

/// 不该 is 不应该 said short; a right value may be a name given with 叫 after what it names
/// ("默认分支都叫 trunk"), while 叫 opening its clause calls someone and 叫什么 asks.
#[test]
fn zh_corrections_said_short_or_with_a_name() {
    check_each(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不是 main，我们所有仓库的默认分支都叫 trunk", "trunk"),
            ("不是 dev，那个环境叫 staging", "staging"),
            ("不该是 UTC+8，应该是 UTC", "UTC"),
            ("不该这样写，应该用 map", "map"),
        ],
    );
    for p in [
        "不是他，叫小王来",
        "不是这个，叫什么来着",
        "这个不该报错吧",
        "不该用 float 吧？",
    ] {
        writes_nothing(p);
    }
}
