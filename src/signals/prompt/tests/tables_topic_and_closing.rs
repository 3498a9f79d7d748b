//! Variation tables of admitted families said with their topic first or closed by a clause of
//! their own: a liking after its topic (缩进我更喜欢用 tab), "no longer adopting" with 了 (RTOS
//! 不引入了), an approval or a "no more switching" closing a pick (导师也同意了, 不换了, 确定),
//! a missed save asked as "why is it not in memory", "I'm a vim person", a "no, X returns Y"
//! correction with the wrong value after it (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_liking_with_its_topic_first,
    variations_zh_no_longer_adopting,
    variations_zh_pick_closed_by_approval_or_no_more_switching,
    variations_zh_missed_save_asked_why_not_in_memory,
    variations_en_a_tool_person,
    variations_en_no_then_what_it_returns_or_uses,
    variations_zh_bare_this_is_wrong,
    variations_zh_from_now_on_all,
    variations_en_rule_not_in_memory,
    variations_en_agreed_with_whom,
];

/// Chinese fronts the topic ("缩进我更喜欢用 tab" is "我更喜欢用 tab 缩进"): a liking with its
/// topic first is the same taste, kept with the topic. A liking asked about, a past one, a
/// relative clause (我们喜欢用的那个库), someone else's, or one without a verb or a name stays
/// silent.
#[test]
fn variations_zh_liking_with_its_topic_first() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("缩进我更喜欢用 tab", "tab"),
            ("变量名我喜欢用全拼", "全拼"),
            ("测试框架我习惯用 pytest", "pytest"),
            ("数据库这块我们更偏好用 Postgres", "Postgres"),
            ("文件名我喜欢 kebab-case", "kebab-case"),
            ("提交信息我比较喜欢写英文", "英文"),
            ("日志我还是喜欢用 zap。", "zap"),
            ("注释我一直喜欢写在上面", "上面"),
            ("样式我个人偏爱用 CSS Modules", "CSS Modules"),
            ("HTTP 客户端我们都习惯用 ky", "ky"),
            ("日期库我最喜欢用 dayjs！", "dayjs"),
            ("分支名我喜欢用 feat/ 前缀", "feat/"),
            ("状态管理我更喜欢 Zustand", "Zustand"),
            ("表格组件我习惯于用 TanStack Table", "TanStack"),
            ("格式化我喜歡用 prettier", "prettier"),
        ],
        &[
            "缩进你喜欢用 tab 还是空格",
            "缩进我喜欢用 tab 吗",
            "以前我喜欢用 tab",
            "缩进我之前喜欢用 tab，现在不了",
            "我们喜欢用的那个库挂了",
            "测试框架他习惯用 pytest",
            "缩进我不喜欢用 tab",
            "这个我喜欢",
            "你喜欢用什么编辑器？",
            "缩进我喜欢用什么都行",
            "我喜欢这个方案",
            "日志我喜欢用 zap 的话要改哪些地方",
            "数据库这块要不我们更偏好用 Postgres",
            "测试框架我习惯用 pytest 报错了",
            "变量名我喜欢用的那种写法你看看",
        ],
    );
}

/// Sentence-final 了 after a negated verb of adopting marks a change of plan: the thing is no
/// longer going to be adopted (RTOS 不引入了, 夜间批处理不迁 Spark 了). Someone's own habit
/// (我不用 vim 了), a scope of now (今天 / 这次), a question, a "cannot" (用不了了), a task step
/// (这一步不用了) or a pick of one over the other (用 X 不用 Y 了) stays silent here.
#[test]
fn variations_zh_no_longer_adopting() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("RTOS 不引入了，裸机够用", "RTOS"),
            ("夜间批处理不迁 Spark 了，数据量才几个 G", "Spark"),
            ("Conda 环境不迁 pixi 了", "pixi"),
            ("dbt 的 snapshot 我们不用了", "snapshot"),
            ("数据库不换了", "数据库"),
            ("前端框架不升级了，Vue 2 够用", "Vue 2"),
            ("service mesh 不上了", "service mesh"),
            ("不上 Kubernetes 了，团队就三个人", "Kubernetes"),
            ("离线模式我们不做了，产品那边已经砍掉", "离线模式"),
            ("埋点 SDK 咱们不接入了", "埋点 SDK"),
            ("GraphQL 网关也不搞了", "GraphQL"),
            ("暗黑模式决定不做了。", "暗黑模式"),
            ("消息队列不换 Kafka 了，RabbitMQ 够用", "Kafka"),
            ("Python 3.13 不升级了", "Python 3.13"),
            ("国际化团队不加了", "国际化"),
        ],
        &[
            "这一步不用了",
            "不用了，谢谢",
            "我不用 vim 了",
            "今天不上 GitHub 了",
            "这次不换了",
            "数据库不换了吗",
            "换不了了",
            "升级后就用不了了",
            "不用 RTIC 了吗",
            "消息队列不迁 Kafka 了吧",
            "图片不用压缩了",
            "你不用 Redis 了吗",
            "这个参数不用了",
            "跑不上了",
            "npm 不用了",
        ],
    );
}

/// A pick closed by the approval it needed (导师也同意了, 客户那边也签字了, 这个结论已经过评审了),
/// by "no more switching" (不换了, 不纠结了), by 定 / 确定 said as a clause alone, or with 定了
/// right before it, is settled as 定了 settles it. No pick before it, an approval still missing
/// or asked about, the speaker's own check, or 不折腾了 (giving up on an attempt) stays silent.
#[test]
fn variations_zh_pick_closed_by_approval_or_no_more_switching() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("数据管线调度用 Dagster，这个结论已经过评审了", "Dagster"),
            (
                "结账这块就走 Checkout Extensibility，客户那边也签字了",
                "Checkout",
            ),
            (
                "作业提交就走 GitHub Classroom 了，教研组已经批了。",
                "GitHub Classroom",
            ),
            ("日志用 Loki 收集，大家都同意了", "Loki"),
            ("部署用 Helm，已经跟老板确认过了", "Helm"),
            ("鉴权走 OIDC，安全组也认可了", "OIDC"),
            (
                "网络同步方案就选 Netcode for GameObjects 了，不换了。",
                "Netcode",
            ),
            ("ORM 就用 Drizzle 了 不纠结了", "Drizzle"),
            ("构建还是用 Vite，不再换了", "Vite"),
            ("日志库就 zap 了，确定", "zap"),
            ("日期维表用 dbt_utils.date_spine 生成，定。", "date_spine"),
            ("状态管理定了用 zustand", "zustand"),
            ("缓存用 Redis，就这么定", "Redis"),
            (
                "CI 用 GitHub Actions，老板那边已经同意了！",
                "GitHub Actions",
            ),
            ("支付用 Stripe，財務也同意了", "Stripe"),
        ],
        &[
            "PR 已经批了，帮我合并",
            "请假已经批了",
            "用 npm 装的，我确认过了",
            "用 Redis 的方案老板还没同意",
            "改成 Redis 老板同意了吗",
            "测试都通过了",
            "用 Redis 试了一下，不折腾了",
            "算了，不改了",
            "确定？",
            "你确定",
            "用 redis，确定吗",
            "用 Redis，确定一下版本",
            "不确定用 redis",
            "用 redis 一定要加过期时间",
            "老板没同意用 Redis",
        ],
    );
}

/// Asking why the memory lacks a thing (记忆里怎么没有) is the complaint that it was not saved,
/// as stating it is. A memory of the user's own, a file or a question about something else stays
/// silent.
#[test]
fn variations_zh_missed_save_asked_why_not_in_memory() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("上次定了用 go_router 的，记忆里怎么没有", "go_router"),
            ("用 pnpm 的规则，记忆里为什么没有？", "pnpm"),
            ("端口 5173 那条，memory 里咋没有", "5173"),
            ("上周说的 UTC 时间，记忆里为啥没看到", "UTC"),
            ("部署要走 Helm 这条，memory.md 里怎么找不到", "Helm"),
            ("Redis 做缓存的决定，记忆中怎么没有呢", "Redis"),
            ("PostgreSQL 16 那条，记忆里面为什么没有啊", "PostgreSQL"),
            ("测试先跑 lint 的规矩，memory 里怎么没有？", "lint"),
            ("统一用 UTC 这个，记忆里没有", "UTC"),
            ("不用 Redux 的决定，记忆里没看到", "Redux"),
            ("我说过用 tab 缩进，记忆里怎么没有", "tab"),
            ("Tailwind 那条，记忆里面找不到", "Tailwind"),
            ("用 sqlc 的决定，记忆里咋没有呢？", "sqlc"),
            ("API 前缀 /v1 那条，memory里怎么没有", "/v1"),
            ("用 Vite 构建，记忆里为什么没有！", "Vite"),
        ],
        &[
            "我记忆里怎么没有这回事",
            "记忆里怎么有两条一样的",
            "这个文件里怎么没有 main 函数",
            "记忆里有没有关于 Redis 的",
            "memory 里有 pnpm 那条吗",
            "记忆里怎么删掉一条",
            "代码里怎么没有日志",
            "你记忆力怎么这么差",
            "记忆里的那条 Redis 还对吗",
            "记忆里怎么写 UTC 的",
            "为什么 README 里没有",
            "记忆里怎么查",
            "我的记忆里没有这个库",
            "数据库里怎么没有这条记录",
            "记忆模块怎么没有测试",
        ],
    );
}

/// "I'm a vim person" (the idiom "a X person", and "a tabs guy", "a Mac user") states a taste:
/// a preference. A trait (a people person, a morning person, a new user), someone else's, or a
/// question stays silent.
#[test]
fn variations_en_a_tool_person() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("I'm a vim person", "vim"),
            ("im a vim person honestly", "vim"),
            (
                "I'm a neovim person, vscode settings don't help me",
                "neovim",
            ),
            ("i'm more of a tabs guy", "tabs"),
            ("I'm a pnpm person.", "pnpm"),
            ("I'm a Postgres person!", "Postgres"),
            ("I'm a kotlin fan", "kotlin"),
            ("I'm an emacs user", "emacs"),
            ("I'm a zsh person tbh", "zsh"),
            ("im a tailwind guy", "tailwind"),
            ("I'm kind of a monorepo person", "monorepo"),
            ("I'm totally a TypeScript person", "TypeScript"),
            ("I'm a jetbrains user", "jetbrains"),
            ("I'm a REST person", "REST"),
            ("personally, I'm a spaces person", "spaces"),
        ],
        &[
            "I'm a people person",
            "I'm a new user",
            "I'm a morning person",
            "is he a vim person?",
            "are you a vim person?",
            "she's a vim person",
            "I'm a big fan of your work",
            "I'm a paying user and this is broken",
            "I'm a first-time user",
            "I'm a visual person",
            "I'm a long-time user",
            "I was a vim person",
            "I'm a dog person",
            "I'm a detail person",
            "I'm a numbers guy",
        ],
    );
}

/// "No, X returns / expects / uses Y": a correction naming the right value, with the wrong one
/// after it ("uses @export not export") or a value of its own. A report of a failure (returns
/// 500, returns null), "now" read as "no", or a thing of the moment stays silent.
#[test]
fn variations_en_no_then_what_it_returns_or_uses() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("no no, godot 4 uses @export not export", "@export"),
            ("nope, our API returns snake_case keys", "snake_case"),
            ("no, the endpoint expects ISO-8601 dates", "ISO-8601"),
            ("no, the worker takes a job_id, not the whole job", "job_id"),
            ("nah, the cache stores unix_ms timestamps", "unix_ms"),
            ("no, the handler returns a Result, not an Option", "Result"),
            ("no, svelte 5 uses runes not stores", "runes"),
            (
                "nope, the client expects a base64 string, not raw bytes",
                "base64",
            ),
            (
                "no, our SDK returns camelCase fields, not snake_case",
                "camelCase",
            ),
            ("actually the parser takes utf-8 only", "utf-8"),
            ("no, the job runs on node-20", "node-20"),
            ("no, the config lives in ~/.config/app", "~/.config"),
            ("no, the service uses grpc not rest", "grpc"),
            ("nope, prod uses us-east-1", "us-east-1"),
            ("no, the lib expects v2 tokens not v1", "v2"),
        ],
        &[
            "right now GET /projects/abc returns 500 because findById throws",
            "no, the lib returns null here",
            "no, that returns null",
            "no, the test takes forever",
            "no, it uses redux not zustand",
            "now the service uses grpc not rest",
            "no, it returns an error",
            "now it expects v2 tokens",
            "no, the function returns undefined",
            "no, the api returns 404",
            "nope, it takes too long",
            "no idea what the parser takes",
            "no, this returns false",
            "nothing uses the old config",
            "no, you return early here",
        ],
    );
}

/// 这不对 ("this is wrong") with the bare demonstrative, as 这个不对 is, then the right way: a
/// correction. Asked about, said of a feeling (不对劲), or with no right way after it, silent.
#[test]
fn variations_zh_bare_this_is_wrong() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("这不对，Flutter 这边路由我们用 go_router", "go_router"),
            ("这不对，主分支叫 trunk", "trunk"),
            ("这不对啊，时间要存 UTC", "UTC"),
            ("这不对！端口是 8443", "8443"),
            ("这不对，我们用 pnpm 装依赖", "pnpm"),
            ("这不对。日志要用 zap", "zap"),
            ("这不对，应该用 Arc<Mutex<_>>", "Arc"),
            ("这不对呀，测试目录是 tests/", "tests/"),
            ("這不對，我們用 Vite", "Vite"),
            ("这不对，金额要用 decimal", "decimal"),
            ("这不对，API 前缀是 /v1", "/v1"),
            ("这不对，CI 跑在 GitHub Actions 上", "GitHub Actions"),
            ("这不对，配置放在 config/ 下", "config/"),
            ("这不对，密码要用 bcrypt 存", "bcrypt"),
            ("这不对, 我们的表名是 user_accounts", "user_accounts"),
        ],
        &[
            "这不对劲",
            "这不对吗？",
            "这对不对",
            "这不对",
            "这不对称",
            "这不对外开放",
            "这不对啊",
            "你看这对吗",
            "这不对，你再看看",
            "这不对，问题出在缓存没失效",
            "这不对，重新来",
            "这不对，改一下",
            "这样对不对？",
            "这不对头",
            "这不对，怎么回事",
        ],
    );
}

/// 全 is 都's "all" after 以后 (以后 SQL 关键字全大写): a standing rule. 全 inside another word
/// (安全, 完全, 齐全) or 以后 forecasting or deferring stays silent.
#[test]
fn variations_zh_from_now_on_all() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("以后 SQL 关键字全大写", "SQL"),
            ("以后常量名全大写", "常量名"),
            ("以后文件名全小写", "文件名"),
            ("以后注释全用中文", "中文"),
            ("以后接口全走网关", "网关"),
            ("以后时间全存 UTC", "UTC"),
            ("以后依赖全用 pnpm 装", "pnpm"),
            ("今后日志全打到 stderr", "stderr"),
            ("以后提交信息全写英文。", "英文"),
            ("以后图片全放 CDN", "CDN"),
            ("以后配置全放 .env", ".env"),
            ("从现在开始测试全用 pytest", "pytest"),
            ("以后路由全用 kebab-case", "kebab-case"),
            ("以后金额全用分存", "分存"),
            ("往后分支名全用 feat/ 前缀", "feat/"),
        ],
        &[
            "以后安全第一",
            "以后完全没问题",
            "以后资料齐全了再说",
            "以后全都会迁到 k8s",
            "以后全用 pnpm 再说",
            "以后有空全部重构",
            "以后可能全用 Rust",
            "以后打算全用 Go",
            "全大写",
            "以后这里会全部换掉",
            "以后用户可以全选",
            "以后全都会好的",
            "以后再全部改",
            "以后健全一下测试",
            "以后这个页面要支持全屏",
        ],
    );
}

/// A rule named and said missing from memory ("the seed=1337 rule isn't in memory", "why isn't
/// the pnpm rule in memory?") is a missed save, as "that's not in your memory" is. A rule that is
/// there, a question whether it is, or a file missing stays silent. ("Why is X not in memory?"
/// is still read as a question.)
#[test]
fn variations_en_rule_not_in_memory() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "the seed=1337 rule isn't in memory, it should've been",
                "should",
            ),
            ("why isn't the pnpm rule in memory?", "pnpm"),
            ("the pnpm rule isn't in your memory", "pnpm"),
            ("the UTC decision is not in memory", "UTC"),
            ("why isnt the tabs preference in memory", "tabs"),
            ("the trunk convention wasn't in memory.md", "trunk"),
            ("my port rule isn't in the memory", "port"),
            ("the Vite decision is not in memory", "Vite"),
            ("hey, the no-floats rule isn't in memory", "no-floats"),
            ("the decimal rule is not in your memories", "decimal"),
            ("why wasn't the staging rule in memory", "staging"),
            ("our naming convention isn't in memory", "naming"),
            ("the eu-west-2 fact isn't in memory", "eu-west-2"),
            ("btw the bcrypt rule isn't in memory", "bcrypt"),
            ("why isn't the release-tag rule in memory??", "release-tag"),
        ],
        &[
            "the pnpm rule is in memory",
            "is the pnpm rule in memory?",
            "put the pnpm rule in memory",
            "the pnpm rule is in memory.md now",
            "the config file isn't in the repo",
            "the rule isn't working",
            "that file isn't in git",
            "is there a rule in memory about pnpm?",
            "the memory usage isn't great",
            "the rule in memory is wrong",
            "memory isn't the bottleneck",
            "the lint rule isn't in the config",
            "the cache isn't in memory, it's on disk",
            "which rules are in memory?",
            "the data isn't in memory yet",
        ],
    );
}

/// "Agreed with the team (this morning)" after a statement says who settled it, as "signed
/// off" does: a decision. Agreeing with the agent, "agreed" alone, or agreement asked about
/// stays silent (the gate asks the agent when only a pointer is left).
#[test]
fn variations_en_agreed_with_whom() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "the rewrite targets Python 3.12, agreed with the team this morning",
                "Python 3.12",
            ),
            (
                "Pest instead of PHPUnit for new tests, agreed with Marco",
                "Pest",
            ),
            (
                "payments go through Stripe, agreed with the client",
                "Stripe",
            ),
            ("we deploy on Fly.io. Agreed with Sam.", "Fly.io"),
            (
                "Postgres 16 for the session store, agreed with the team",
                "Postgres",
            ),
            (
                "API versions go in the URL path, agreed in standup",
                "URL path",
            ),
            ("ruff replaces flake8, agreed with the leads", "ruff"),
            (
                "tRPC for the internal API, all agreed with the team",
                "tRPC",
            ),
            ("images go to S3, agreed with ops today", "S3"),
            (
                "the monorepo uses Turborepo, agreed with Ana yesterday",
                "Turborepo",
            ),
            (
                "UUID v7 keys for new tables, agreed in the meeting",
                "UUID v7",
            ),
            ("SSE instead of websockets, agreed with the PM", "SSE"),
            ("Tailwind for styling, agreed with Priya", "Tailwind"),
            (
                "release branches every other Tuesday, agreed in planning",
                "Tuesday",
            ),
            ("node 22 in CI, agreed with the client this week", "node 22"),
        ],
        &[
            "agreed with you",
            "agreed",
            "Agreed.",
            "use the second option, agreed with you",
            "did we agree with the team?",
            "they agreed with the proposal",
            "I agreed with him on that",
            "agreed with that",
            "agreed with this",
            "agreed, but later",
            "the client agreed to a call tomorrow",
            "totally agreed with u",
            "agreed with it",
            "we agreed to disagree",
            "agreed?",
        ],
    );
}
