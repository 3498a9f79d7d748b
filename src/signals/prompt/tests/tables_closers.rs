//! Variation tables of round nineteen (issue 18): a standing closer ("…, always", "…, every
//! single time", "…. No exceptions.") after an imperative whose sentence opens with a clause
//! of time or condition (see `table` in the parent module). Every phrasing here is of our own
//! making, none from a corpus.

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_closer_after_a_fronted_clause,
    variations_zh_again_after_a_clause,
    variations_confirmation_after_and,
];

/// A fronted clause of time or condition ("when you add an env var, …", "if the build
/// fails, …"), closed by its comma, leaves the mood to the main clause: an imperative there
/// with a standing closer is a rule, and the condition is part of it. A statement there ("it
/// crashes every time"), a fronted clause without its comma ("before lunch it crashed every
/// single time"), or one that bounds the rule ("until the fix lands, …") stays silent.
#[test]
fn variations_closer_after_a_fronted_clause() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "when you add a new env var, put it in .env.example too, always",
                "env.example",
            ),
            (
                "When you add a new env var, put it in .env.example too. Always.",
                "env.example",
            ),
            (
                "if the build fails, run cargo clean first, always",
                "cargo clean",
            ),
            (
                "whenever the schema changes, regenerate the client, every time",
                "regenerate the client",
            ),
            (
                "Whenever the schema changes, regenerate the client — every single time.",
                "regenerate",
            ),
            (
                "before you push, run the tests. No exceptions.",
                "run the tests",
            ),
            (
                "before you push, run the tests, no exception",
                "run the tests",
            ),
            (
                "after a rebase, rerun the migrations, every single time, no exceptions.",
                "rerun the migrations",
            ),
            (
                "once a PR is approved, squash the commits, always",
                "squash",
            ),
            (
                "if a test is flaky, don't retry it, quarantine it. Always.",
                "quarantine",
            ),
            (
                "when u touch the parser, run the fuzz tests, alwyas",
                "fuzz tests",
            ),
            (
                "when you touch the parser，run the fuzz tests，always",
                "fuzz tests",
            ),
            (
                "unless I say otherwise, open PRs as drafts, always",
                "drafts",
            ),
            (
                "while the freeze is on, ask before merging, every time",
                "ask before merging",
            ),
            (
                "when you write custom queries, use prepared statements, every single time, no exceptions.",
                "prepared statements",
            ),
            (
                "if a migration is slow, dont run it in the deploy, ever",
                "migration",
            ),
        ],
        &[
            "when I run it, it crashes every time",
            "when I run it, it crashes every time, always",
            "if it fails, it fails every time",
            "before lunch it crashed every single time",
            "after that, it worked every time",
            "after the upgrade it fails every single time",
            "once it's merged, we deploy, always",
            "since the upgrade the build breaks every time",
            "during the migration it timed out every single time",
            "until the fix lands, pin the version, every time",
            "till the release, ask before merging, always",
            "when deploying, it hangs every single time",
            "if you want, I can do it every time",
            "because of the cache, the test passes every time",
            "when the job runs, does it retry every time?",
            "although it passes locally, CI fails every single time",
            "CI fails every single time",
            "API returns 500 every time",
        ],
    );
}

/// A closing 以后 + a pro-form (以后每次都这样, 以后一直这样, 以后都这么做) points back at the
/// clause before it, which is the rule; typed with a space for the comma before 以后 it is
/// the same. A complaint (又报错了，每次都这样) stays silent.
#[test]
fn zh_from_now_on_pointing_back() {
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("提交前先跑 lint，以后每次都这样", "提交前先跑 lint"),
            ("提交前先跑 lint，以后一直这样", "提交前先跑 lint"),
            ("提交前先跑 lint，以后都这么做", "提交前先跑 lint"),
            ("提交前先跑 lint 以后都这样", "提交前先跑 lint"),
            (
                "嗯 还有一个 以后动 selector 之前 先存一份页面快照",
                "selector 之前 先存一份页面快照",
            ),
        ],
    );
    for prompt in ["又报错了，每次都这样", "你又把注释删了 每次都这样 烦死"]
    {
        nothing(prompt);
    }
}

/// 不要再 / 别再 after a clause: the "again" says the agent did it before, so it corrects how
/// the agent works whatever came first ("在 X 基础上升级，不要再造新概念"); a counted
/// candidate. The regulatory 禁止 / 不许 / 不准 after a task clause is the spec of what the
/// task builds, and stays silent there, as does a stop to the talk (别再说了) or a scope of now.
#[test]
fn variations_zh_again_after_a_clause() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("在现有基础上升级，不要再造新概念", "新概念"),
            ("在现有基础上升级，不要再造新概念了", "新概念"),
            ("目前的页面已经很复杂了，不要再复杂了", "复杂"),
            ("你先出方案，不要在磨轮子了", "磨轮子"),
            ("先把计划写出来，别再直接改代码了", "直接改代码"),
            ("金额存成分，别再用 float 了", "float"),
            ("测试挂了就看日志，不要再盲目重跑", "重跑"),
            ("跑之前先看 README；不要再猜参数", "猜参数"),
            ("先写测试，你不要再跳过测试了", "跳过测试"),
            ("用现有的组件，也不要再新建 Button 了", "Button"),
            ("照着设计稿来，也不要再改颜色", "改颜色"),
            ("直接用 pnpm，我们不要再用 npm 了", "npm"),
            ("接口都在 client.ts 里,不要再手写 fetch", "fetch"),
            ("提交前跑一遍 lint，都不要再忘了格式化", "格式化"),
            ("改完告诉我，不能再偷偷删测试了", "删测试"),
        ],
        &[
            "写一个 eslint 规则，禁止直接 import 整个 lodash",
            "帮我写 Terraform，RDS 禁止公网访问",
            "加个中间件，不许未登录用户访问后台",
            "做个开关，不准普通用户导出",
            "好了好了，别再说了",
            "知道了，不要再道歉了",
            "我明白，不要再问我了",
            "这次先这样，不要再跑测试了",
            "先跑完，不要再跑一下吗？",
            "他说，不要再造新概念了",
            "已经备份了，不要再担心",
            "页面太挤了，禁止的按钮要变灰",
            "修一下这个 bug，不要再等了",
            "我再看看，别再催了",
            "这个先放着，不要再提了",
        ],
    );
}

/// A confirmation joined by "and" / "so" to the talk that led to it ("…, we talked it
/// through and it's settled") still closes the choice said before it. Alone in its clause
/// with nothing before, or about something that is no choice, nothing is written.
#[test]
fn variations_confirmation_after_and() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "Godot 4 for the release build, we talked it through and it's settled",
                "Godot 4",
            ),
            (
                "Godot 4 for the release build, we talked it through and it's settled.",
                "Godot 4",
            ),
            (
                "Postgres for the event store, we argued for an hour and that's final.",
                "Postgres",
            ),
            (
                "we use Postgres for the event store, so it's decided",
                "Postgres",
            ),
            (
                "we use Postgres for the event store, so its decided",
                "Postgres",
            ),
            (
                "we use Postgres for the event store, so it is decided!",
                "Postgres",
            ),
            (
                "Vite for the docs site, we voted and it's locked in",
                "Vite",
            ),
            ("Vite for the docs site, we voted and its locked in", "Vite"),
            (
                "Vite for the docs site, we voted and it's a done deal",
                "Vite",
            ),
            (
                "Vite for the docs site, we voted and that is settled",
                "Vite",
            ),
            (
                "Vite for the docs site; the team weighed in and it's now final",
                "Vite",
            ),
            (
                "pnpm for the monorepo, we checked with ops and it's all settled",
                "pnpm",
            ),
            ("pnpm for the monorepo, so that's settled", "pnpm"),
            ("pnpm for the monorepo, and that's final", "pnpm"),
            (
                "Sentry for error tracking, we compared three and it's decided",
                "Sentry",
            ),
        ],
        &[
            "the dust has settled",
            "we argued for hours and nothing is settled",
            "is it settled?",
            "we talked it through and it's settled?",
            "the payment cleared and it's settled",
            "I checked and it's decided by the router",
            "Godot 4 for the release build and it's settled",
            "and is it final?",
            "we argued and it's still not settled",
            "we argued and it's far from settled",
            "so it's decided by the scheduler at runtime",
            "the invoice is paid and settled",
            "we met and it's settled in principle, maybe",
            "and it's final, right?",
            "so is it decided?",
        ],
    );
}

/// A stretch of time after 每次 is how long something takes each time, a complaint about its
/// cost, in any position of the clause; a rule that names an interval stays one.
#[test]
fn zh_every_time_with_a_duration_is_a_complaint() {
    for prompt in [
        "每次都要全局搜半天",
        "我老是忘了前缀在哪定义的，每次都要全局搜半天",
        "每次编译都要等好久",
        "每次打包都要很久",
        "每次跑测试都要老半天",
        "每次启动都要十几分钟",
    ] {
        nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("每次提交前都要跑测试", "跑测试"),
            ("每次部署都要先备份数据库", "备份数据库"),
        ],
    );
}

/// A sentence opening with 把 on a thing in view is an edit of the work at hand; a 统一 clause
/// after it says how to make that edit, not a project decision. Said in general, it is one.
#[test]
fn zh_unify_after_a_ba_on_a_thing_in_view_is_the_task() {
    for prompt in [
        "把这个驱动里的 magic number 都换成宏定义，统一放到 regs.h 里",
        "帮我把这些接口改一下，统一返回 Result",
        "把那个模块的日志换掉，统一用 zap",
    ] {
        nothing(prompt);
    }
    check(
        "日志统一用 zap，别再用 fmt.Println",
        SignalKind::Decision,
        Target::MemoryDecisions,
        &["zap"],
    );
}
