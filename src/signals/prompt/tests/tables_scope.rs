//! Variation tables of round thirteen (issue 18): what "from now on" / 以后 scopes, and what
//! bounds a rule to the conversation or to a milestone ahead (see `table` in the parent
//! module). Every phrasing here is of our own making, none from a corpus.

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_from_now_on_before_the_session,
    variations_scope_before_a_when_clause,
    variations_bounded_by_a_milestone_or_the_chat,
    variations_would_rather_and_preferably,
    variations_from_now_on_inside_a_relative_or_purpose_clause,
    variations_zh_purpose_after_a_change,
];

/// "From now on" before a rule is saved, in any position and spelling; before what the
/// conversation does next ("let's focus on…"), a role given to the agent ("you're a senior
/// reviewer", 你就是我的审查员) or the state of the work under way ("we're in debugging mode",
/// "the next steps are") it is this session's, and nothing is written (`SESSION_FROM_NOW_ON`).
#[test]
fn variations_from_now_on_before_the_session() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "heads up for the future: prod-eu is read-only for you.",
                "prod-eu",
            ),
            ("For the future - prod-eu is read-only", "prod-eu"),
            ("from now on let's always write tests first", "tests first"),
            ("From now on, let's use pnpm in this repo.", "pnpm"),
            ("lets keep commits small from now on", "commits small"),
            (
                "Going forward, you are responsible for updating the changelog.",
                "changelog",
            ),
            (
                "from now on you are not allowed to push to main",
                "push to main",
            ),
            ("from now on, we're using uv for python deps", "uv"),
            (
                "From now on, when I say ship, commit and push.",
                "commit and push",
            ),
            ("from now on use vitest, not jest", "vitest"),
            (
                "from here on out, never edit generated files",
                "generated files",
            ),
            ("going forward: run clippy before you say done", "clippy"),
            ("moving forward, put new hooks in src/hooks/", "src/hooks/"),
            ("From now on, never retry on a 4xx.", "4xx"),
            (
                "ok from now on run the e2e suite before pushing",
                "e2e suite",
            ),
            ("从现在开始用 pnpm", "pnpm"),
            ("以后都先跑测试再提交", "先跑测试"),
            ("以后提交信息都用英文写", "英文"),
        ],
        &[
            "for the future of the project we need more regions",
            "we should plan for the future: more regions",
            "this is good for the future",
            "From now on, let's focus on the payment module.",
            "ok from now on let's do it step by step",
            "from now on lets just concentrate on the parser",
            "from now on let us move on to the tests",
            "From now on, you are a senior code reviewer.",
            "from now on you're my pair programmer, ask me questions",
            "from now on act as a strict reviewer",
            "going forward, pretend to be a new user of the app",
            "from now on we're in debugging mode, print everything",
            "from now on we are working on the v2 branch",
            "from now on, the next steps are: write tests, then refactor",
            "let's focus on billing from now on",
            "you're my reviewer going forward",
            "we're in strict mode from now on",
            "从现在开始，我们先专注支付模块",
            "从现在起我们进入调试模式，全部打印出来",
            "以后我们专注写测试",
        ],
    );
}

/// A time scope may close an imperative's own words and still be followed by the clause that
/// says when the rule applies ("run the tests next time before you say done"); "next time I
/// ask, …" is a when-clause, not the speaker's plan. A statement, a plan, a forecast, a
/// question and an optional "if you want" stay silent.
#[test]
fn variations_scope_before_a_when_clause() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "you broke the build again, run the tests next time before you say done",
                "run the tests before you say done",
            ),
            (
                "please check the docs next time before guessing",
                "check the docs before guessing",
            ),
            (
                "ugh, ask me next time before you delete anything",
                "before you delete anything",
            ),
            (
                "Run the linter in the future when you touch the api.",
                "when you touch the api",
            ),
            (
                "read the error message going forward before changing code",
                "before changing code",
            ),
            (
                "write a migration from now on whenever you change the schema",
                "whenever you change the schema",
            ),
            (
                "pin the version next time, before you add a dependency",
                "before you add a dependency",
            ),
            (
                "Tell me next time before you force-push!",
                "before you force-push",
            ),
            (
                "run cargo fmt in the future after you edit rust files",
                "after you edit rust files",
            ),
            (
                "ping me next time once the deploy is green",
                "once the deploy is green",
            ),
            (
                "next time i ask, give me the full file",
                "give me the full file",
            ),
            (
                "Next time I paste a stack trace, start from the last frame.",
                "last frame",
            ),
            ("next time I forget the migration, remind me", "remind me"),
            (
                "you did it again. check git status next time before committing",
                "git status",
            ),
            (
                "dont guess the api next time when the docs are right there, read them",
                "guess the api",
            ),
        ],
        &[
            "I'll fix it next time before the release",
            "we can do that next time when we have time",
            "it failed next time when I ran it",
            "maybe check it next time before merging",
            "can you check it next time before merging?",
            "run it next time if you want",
            "next time I'll remember",
            "next time I do it, I'll check first",
            "next time i run it ill check",
            "Next time I want a full review, not a skim.",
            "next time you deploy you will need the vpn",
            "see you next time when the build is done",
            "it broke again, it failed next time too",
            "we might run it in the future when we have more data",
            "I will fix it next time, before lunch",
        ],
    );
}

/// A rule bounded by the conversation ("in this chat"), by a milestone ahead ("until the
/// release", "till v2") or by the speaker's own pending work ("until I fix the fixtures") is
/// for now (`FOR_NOW`); "until further notice" / "until I say otherwise" leave it standing,
/// and "as I said earlier in this chat" points at where it was said.
#[test]
fn variations_bounded_by_a_milestone_or_the_chat() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "until further notice, never deploy on fridays",
                "deploy on fridays",
            ),
            (
                "never deploy on fridays until I say otherwise",
                "deploy on fridays",
            ),
            ("always run the e2e suite before a release", "e2e suite"),
            ("from now on, never write to the old table", "old table"),
            ("never merge until CI is green", "CI is green"),
            (
                "always wait until the migration finishes before restarting the app",
                "migration finishes",
            ),
            ("remember that the api is versioned by header", "header"),
            (
                "Never tag a release until the changelog is updated.",
                "changelog",
            ),
            (
                "always keep the feature flag off until QA signs off",
                "QA signs off",
            ),
            ("from now on, run the linter before every commit", "linter"),
            ("never push until the tests pass", "tests pass"),
            ("keep in mind the session store is redis", "session store"),
            ("always squash commits in this repo", "squash commits"),
            ("going forward, the session cookie is httpOnly", "httpOnly"),
            (
                "never log tokens, even in the debug session handler",
                "log tokens",
            ),
        ],
        &[
            "from now on in this chat, reply briefly",
            "always answer in bullet points in this conversation",
            "within this session, never ask me for confirmation",
            "during this chat always show the full diff",
            "From now on until the release, no refactors.",
            "from now on, ignore the failing e2e tests until I fix the fixtures",
            "always run the e2e suite until we ship v2",
            "always use the staging db until the end of the week",
            "remember that the api is frozen till v3",
            "never touch the billing module until the launch",
            "till the code freeze, always ask before merging",
            "always use the mock server until we have the real api",
            "never delete the old tables until we finish the migration",
            "from now on, until the deadline, skip the docs",
            "keep using the old endpoint until I merge the fix",
        ],
    );
}

/// "Would rather" and "preferably" are "prefer" in other modalities: with a subject of their
/// own before the verb ("I'd rather we use pnpm") or as an adverb on an imperative
/// ("preferably use pnpm here"). A question, a deferral, "rather have you", a time and
/// someone else's taste stay silent.
#[test]
fn variations_would_rather_and_preferably() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("I'd rather we use pnpm", "pnpm"),
            ("Id rather we use pnpm here", "pnpm"),
            ("I would rather we keep the client thin", "client thin"),
            ("I'd rather you used the logger than println", "logger"),
            ("we'd rather you kept the API stable", "API stable"),
            ("I'd much rather we stick with REST", "REST"),
            ("I'd rather not depend on the vendored files", "vendored"),
            ("we would rather avoid ORMs in this service", "ORMs"),
            ("preferably use pnpm in this repo", "pnpm"),
            ("Preferably use named exports.", "named exports"),
            ("preferably keep functions under 50 lines", "50 lines"),
            ("preferably write tests with vitest", "vitest"),
            ("preferably run the slow tests only in CI", "slow tests"),
            ("preferably avoid new dependencies", "new dependencies"),
            ("i would rather we went with sqlite for tests", "sqlite"),
        ],
        &[
            "would you rather use Redis?",
            "I'd rather have you decide",
            "id rather not pick yet, first show me the query plan",
            "preferably by tomorrow",
            "preferably today",
            "my colleague would rather use Go",
            "they'd rather we use yarn",
            "I'd rather not say",
            "would we rather use Kafka or NATS?",
            "if you'd rather use yarn, tell me",
            "what would you rather I use?",
            "I'd rather die than write YAML",
            "preferably?",
            "Preferably not.",
            "rather than npm, what else is there?",
        ],
    );
}

/// "From now on" inside a relative or purpose clause ("a system where from now on …", "so
/// that from now on …", "a function that from now on …") says what the thing built does, not a
/// rule (`CODE_FROM_NOW_ON`); heading the request, or closing it, it is one.
#[test]
fn variations_from_now_on_inside_a_relative_or_purpose_clause() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("please note that from now on we use pnpm", "pnpm"),
            ("from now on we use pnpm", "pnpm"),
            ("we use pnpm from now on", "pnpm"),
            ("from now on, always squash merge", "squash"),
            ("going forward, run the linter before pushing", "linter"),
            ("moving forward, PRs need two reviews", "two reviews"),
            ("from now on you should write tests first", "tests first"),
            (
                "ok from now on commit messages are in english",
                "commit messages",
            ),
            (
                "please, from now on, ask before deleting files",
                "deleting files",
            ),
            ("From now on all new services are written in Go", "Go"),
            (
                "from now on don't touch the migrations folder",
                "migrations",
            ),
            ("going forward we deploy with helm", "helm"),
            ("from here on out use uv, not pip", "uv"),
            ("fyi from now on the main branch is protected", "protected"),
            ("and from now on keep the PRs small", "PRs small"),
        ],
        &[
            "implement a buff system where from now on the player always deals 2x damage for 10s",
            "add a setting so that from now on the app always opens in dark mode",
            "write a function that from now on always retries twice",
            "build a feature where, from now on, new orders get a confirmation email",
            "add a middleware which going forward logs every request id",
            "create a job that moving forward prunes old rows",
            "set up a policy whereby from now on tokens expire in an hour",
            "change the config such that from now on builds are cached",
            "add a check that from now on blocks merges without review",
            "make a hook that from now on formats on save",
            "add a toggle so that going forward the sidebar starts collapsed",
            "write a migration which from now on keeps deleted rows",
            "a mode in which from now on the game autosaves",
            "add a validator that going forward rejects empty titles",
            "Implement an effect where from now on enemies slow down",
        ],
    );
}

/// After a change asked for (把…改成…, 加个…), a 以后 clause with a word of benefit (好查, 方便,
/// 就不用…) says what the change is for; a 以后 rule heading the prompt keeps its reason after it.
#[test]
fn variations_zh_purpose_after_a_change() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("以后都用 pnpm，方便统一", "pnpm"),
            ("以后提交前都跑一下 lint", "lint"),
            ("对了，以后提交前都跑 lint，省得 CI 挂", "lint"),
            ("以后日志都打到 stdout", "stdout"),
            ("以后都用 uv 管理依赖", "uv"),
            ("今后接口都返回 JSON", "JSON"),
            ("以后 commit message 都用英文", "英文"),
            ("往后都用 Vite 构建", "Vite"),
            ("以后新页面都用 TypeScript 写", "TypeScript"),
            ("以后测试都放 tests/ 目录", "tests/"),
            ("以后都用 snake_case 命名，方便搜索", "snake_case"),
            ("以后部署都走 scripts/deploy.sh", "deploy.sh"),
            ("以后分支名都用 feat/ 开头", "feat/"),
            ("以后都先写测试再写实现", "测试"),
            ("从现在开始都用 pnpm", "pnpm"),
        ],
        &[
            "把 trainer 改成每个 epoch 结束都 eval 一次，以后跑长实验好看曲线",
            "加个缓存，以后查起来快一点",
            "给接口加上请求 id，以后好排查",
            "把配置抽到 config.yaml，以后改起来方便",
            "加个 Makefile，以后就不用手动敲命令了",
            "把日志改成 JSON 格式，以后好查",
            "改成读环境变量，这样以后就不用改代码了",
            "加上类型注解，以后维护容易点",
            "给函数写个 docstring，以后好找",
            "把脚本改成幂等的，以后重跑就不用担心",
            "帮我把常量都换成枚举，以后更清楚",
            "加个 README，以后新人就能直接上手",
            "把这段逻辑抽成函数，以后可以直接复用",
            "给表加个索引，以后查询更快",
            "把端口写进 .env，以后省得到处改",
        ],
    );
}

/// A rule for "here" beside a failure going on now is asked of the agent, not written; with
/// the failure as the rule's reason, or "here" alone, it is written (rules::FIX_HERE).
#[test]
fn a_rule_for_here_beside_a_failure_now_is_asked() {
    for prompt in [
        "alway use the fixture from conftest here pls, the test is failing bc it builds its own db",
        "always use the fixture from conftest here, the test is failing",
        "always mock the clock here, the test keeps failing at midnight",
        "never call the real api here — the suite is failing without network",
        "always await that promise here; the page is crashing on load",
        "always pin the version here, the build is broken",
        "always use the test db here, CI started failing after the merge",
        "Always use UTC here, the report is still broken",
        "from now on use the sandbox key here, checkout keeps erroring",
        "never use sleep here, the e2e suite is flaky",
        "always reset the store here since the tests are failing",
        "always close the file here, the job is hanging",
        "always use the fixture here pls, tests are red",
        "never mutate the props here, the component is crashing",
        "always use the retry helper here bc the upload keeps timing out",
    ] {
        asked_of_the_agent(prompt, gate::FIX_AT_HAND, "lasting? not sure: ");
    }
    for prompt in [
        "always use pnpm here",
        "always use pnpm here, it's what CI uses",
        "here, always use pnpm",
        "always use the fixture from conftest, the test fails otherwise",
        "always run migrations first here, the app crashes without them",
        "never call the real api in tests, CI is failing when the network is down",
        "always use UTC here, that is why the report was broken last week",
        "always add a retry here, uploads fail on slow networks",
        "never use sleep in tests, they become flaky",
        "always use the fixture from conftest here",
        "always mock the clock here, the scheduler depends on it",
        "always use the staging key here, production failing is not an option",
        "always check whether the build is broken before merging here",
        "always log the error here; it helps when something fails",
        "always use strict mode here, nothing is broken but it is safer",
    ] {
        let d = detect(prompt);
        assert_ne!(d.gate.why, gate::FIX_AT_HAND, "{prompt}: {d:?}");
        assert_eq!(d.kind, SignalKind::Explicit, "{prompt}: {d:?}");
    }
}
