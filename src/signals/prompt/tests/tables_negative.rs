//! Variation tables of the negative decisions (not doing, not needed, out of scope) and settled decisions in Chinese families (see `table` in the parent module).

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_not_doing,
    variations_zh_not_needed,
    variations_zh_drop,
    variations_zh_keep_as_is,
    variations_en_not_doing,
    variations_en_decided_against,
    variations_en_we_dont_need,
    variations_en_dont_want,
    variations_zh_dont_want,
    variations_en_no_x_for_v1,
    variations_en_leave_as_is,
    variations_en_out_of_scope,
    variations_en_no_need_for,
    variations_zh_decided,
    variations_zh_decision_label,
    variations_not_x_first_y_first,
];

/// A clause that opens (after 我们/决定/a scope word such as 这期/暂时) with 不做/不上/不引入/不考虑…
/// and an object declines that work for the project: a negative decision.
/// Not taken: the 吧 particle ("目前不接入微信登录吧") reads as hedged, and 这次 ("这次不加缓存")
/// scopes it to the task at hand.
#[test]
fn variations_zh_not_doing() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("我们不做多租户", "多租户"),
            ("这期不上 Redis 了", "Redis"),
            ("先不引入 Kafka，成本太高", "Kafka"),
            ("决定不考虑 Windows 支持", "Windows"),
            ("暂时不支持 IE11", "IE11"),
            ("我们决定不做国际化了", "国际化"),
            ("好的，这版不做导出功能", "导出功能"),
            ("咱们今年不迁移到 k8s", "k8s"),
            ("不做多租户，太复杂了", "多租户"),
            ("我们不搞微服务，单体就够了", "微服务"),
            ("团队决定不引入 GraphQL", "GraphQL"),
            ("短期内不升级 React", "React"),
            ("就不拆服务了", "服务"),
            ("那这版不做暗色模式!", "暗色模式"),
            ("目前不接入支付宝。", "支付宝"),
            ("这边不考虑移动端", "移动端"),
        ],
        &[
            "不做的话会怎样？",
            "我们不做多租户吗",
            "他说不做多租户",
            "如果不做多租户，会省很多事",
            "这个功能不支持的话怎么办",
            "我今天不加班",
            "多租户不做不行",
            "这个接口不支持分页",
            "昨天决定不做多租户",
            "我们不做多租户会不会有问题",
            "这次不加缓存",
            "目前不接入微信登录吧",
            "不上不下的感觉",
            "为什么不做多租户？",
            "不做",
        ],
    );
}

/// 暂不需要 / 暂时不需要 / 目前不需要 / (我们)用不着 / 没必要 with an object says the project
/// does not need that work yet: a negative decision.
#[test]
fn variations_zh_not_needed() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("暂不需要多语言", "多语言"),
            ("我们暂时不需要 Redis", "Redis"),
            ("咱们目前不需要做权限系统", "权限系统"),
            ("先不需要加监控，流量还小", "监控"),
            ("好的，我们用不着 Kafka", "Kafka"),
            ("我们没必要上 k8s", "k8s"),
            ("现在不需要引入 ORM。", "ORM"),
            ("我们现阶段不需要搞微服务", "微服务"),
            ("暂时不需要支持 Windows 了", "Windows"),
            ("暂不需要加缓存！", "缓存"),
            ("还不需要做国际化", "国际化"),
            ("我们这期不需要上消息队列", "消息队列"),
            ("暂且不需要搞 CI", "CI"),
            ("咱们不需要加日志了", "日志"),
            ("我们不需要 GraphQL，REST 就够了", "GraphQL"),
        ],
        &[
            "暂不需要吗",
            "我们暂时不需要 Redis 吗",
            "他说暂时不需要 Redis",
            "如果暂时不需要 Redis，就先删掉",
            "你暂时不需要管这个",
            "我不需要帮助",
            "这个函数不需要参数",
            "不需要",
            "暂不需要的话就删了",
            "请求不需要 token",
            "这个页面不需要登录",
            "我们需要 Redis",
            "暂时需要 Redis",
            "为什么我们不需要 Redis？",
            "用户不需要重新登录",
        ],
    );
}

/// 放弃 / 砍掉 / 废弃 / 不再用(维护、支持) followed by an object drops that thing from the
/// project: a negative decision. Not taken: 吧 ("砍掉埋点模块吧") reads as hedged.
#[test]
fn variations_zh_drop() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("放弃 MongoDB，改用 Postgres", "MongoDB"),
            ("我们放弃 Electron 方案", "Electron"),
            ("决定放弃微服务架构", "微服务架构"),
            ("好的，砍掉导出功能", "导出功能"),
            ("团队决定废弃旧的 v1 接口", "v1 接口"),
            ("咱们不再使用 jQuery", "jQuery"),
            ("我们不再支持 Python 2。", "Python 2"),
            ("不再维护 Windows 版本了", "Windows"),
            ("放弃 Redux，用 zustand！", "Redux"),
            ("废弃 legacy 目录", "legacy"),
            ("决定放弃 GraphQL, 太重了", "GraphQL"),
            ("咱们放弃自研 ORM", "自研 ORM"),
            ("不再用 moment.js", "moment.js"),
            ("我们决定不再维护旧 SDK", "旧 SDK"),
            ("那砍掉埋点模块!", "埋点模块"),
        ],
        &[
            "我要放弃了",
            "放弃吧",
            "他放弃了 MongoDB",
            "不再用了",
            "如果放弃 MongoDB 会怎样",
            "要不要放弃 MongoDB？",
            "放弃 MongoDB 吗",
            "我不再使用了",
            "昨天放弃了 Electron 方案",
            "不再提示这个警告",
            "砍掉埋点模块吧",
            "别放弃",
            "放弃了",
            "为什么放弃 MongoDB？",
            "他说要放弃 MongoDB",
        ],
    );
}

/// 保持现状 / 维持原样 / 保持不变 / (先、这期、目前)不动 / …不要了 after a subject keeps that
/// part of the project as it is: a negative decision. Not taken: a 吧 ending reads as hedged;
/// a bare "X 不动了" with no scope word reads as a stuck thing; reported speech ("他说保持现状")
/// is not told apart, so it is left out of the misses.
#[test]
fn variations_zh_keep_as_is() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("目录结构保持现状", "目录结构"),
            ("登录流程维持现状就行", "登录流程"),
            ("配置文件保持不变", "配置文件"),
            ("数据库这块先不动了", "数据库"),
            ("好的，鉴权模块维持原样。", "鉴权模块"),
            ("样式先不动", "样式"),
            ("CI 脚本保持不变！", "CI 脚本"),
            ("打包配置这期不动", "打包配置"),
            ("部署脚本保持原样，别改", "部署脚本"),
            ("缓存层目前不拆", "缓存层"),
            ("报表导出不要了", "报表导出"),
            ("权限模块砍掉", "权限模块"),
            ("那接口命名保持现状!", "接口命名"),
            ("错误码维持现状, 不改了", "错误码"),
            ("前端路由暂不动", "前端路由"),
        ],
        &[
            "保持现状会不会有问题",
            "保持现状吗",
            "要保持现状的话就别合并了",
            "服务器状态不变",
            "我不动这个文件",
            "不动产登记",
            "这个值保持不变吗",
            "保持现状的话需要改什么",
            "日志格式保持现状吧",
            "温度保持在 20 度",
            "页面一直不动",
            "保持现状还是重构？",
            "状态保持了很久",
            "为什么保持现状？",
            "现状很糟糕",
            "鼠标不动了",
            "程序卡住不动了",
            "先不动手，等我确认",
        ],
    );
}

/// "(we're / we will / we) not doing / adding / using / going to support … X" declines that
/// work for the project: a negative decision. Not taken: "for now" reads as hedged.
#[test]
fn variations_en_not_doing() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("we're not doing SSO", "SSO"),
            ("We are not adding a GraphQL layer.", "GraphQL"),
            ("OK, we're not going to support IE11", "IE11"),
            ("were not using Redux", "Redux"),
            ("we will not migrate to Kubernetes", "Kubernetes"),
            ("we're not gonna rewrite the parser", "parser"),
            ("so we are not building a mobile app", "mobile app"),
            ("We're not switching to Bun!", "Bun"),
            (
                "we're not shipping dark mode in this release, too much work",
                "dark mode",
            ),
            ("we're not supporting Windows", "Windows"),
            ("were not touching the legacy auth module", "legacy auth"),
            ("we're not adopting Nix", "Nix"),
            ("not implementing OAuth, API keys are enough", "OAuth"),
            ("we're not going with Mongo", "Mongo"),
            ("We’re not introducing a message queue.", "message queue"),
            ("we'll not refactor the router", "router"),
        ],
        &[
            "we're not doing great on time",
            "are we not doing SSO?",
            "he said we're not doing SSO",
            "if we're not doing SSO then skip the login page",
            "the tests are not doing anything",
            "I'm not using that",
            "not doing well today",
            "we're not doing SSO?",
            "it's not adding up",
            "not doing i18n for now",
            "why are we not using Redux?",
            "the server is not using the cache",
            "we're doing SSO",
            "she's not doing SSO",
            "they were not using Redux",
        ],
    );
}

/// "let's not / we won't / we decided not to (against) / we're dropping (skipping, shelving) /
/// we'll pass on / ruled out" followed by an object turns that thing down: a negative decision.
#[test]
fn variations_en_decided_against() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("let's not use Redux", "Redux"),
            ("we won't support IE11", "IE11"),
            ("OK, lets not add a cache layer", "cache layer"),
            ("we decided not to use GraphQL", "GraphQL"),
            ("We've decided against Kubernetes", "Kubernetes"),
            (
                "decided against microservices, a monolith is fine",
                "microservices",
            ),
            ("we're dropping the Python 2 support", "Python 2"),
            ("were skipping the mobile app", "mobile app"),
            ("we are scrapping the plugin system!", "plugin system"),
            ("we're shelving the redesign", "redesign"),
            ("we'll pass on Tailwind", "Tailwind"),
            ("ruled out MongoDB", "MongoDB"),
            ("we ruled out Electron because of memory", "Electron"),
            ("I decided not to use Docker", "Docker"),
            ("let us not add another dependency", "dependency"),
            ("we have decided not to rewrite in Go", "rewrite in Go"),
            ("Let’s not vendor the SDK.", "vendor the SDK"),
        ],
        &[
            "let's not worry about that",
            "we won't make it by Friday",
            "we're dropping packets",
            "let's not?",
            "should we not use Redux?",
            "he said let's not use Redux",
            "if we decided against Redux, what then",
            "we won't need that",
            "let's not forget the tests",
            "we won't be able to finish",
            "we won't be ready by Monday",
            "we're dropping frames on scroll",
            "let's not overthink it",
            "we won't have time for that",
            "did we decide against Redux?",
        ],
    );
}

/// "we / you don't need X" with a reason (because, since, enough, already, overkill, ", Y
/// handles it") says the project goes without X: a negative decision. Without a reason it is
/// usually about the task at hand, so it stays silent. Not taken: a leading "so" before "we"
/// ("so we don't need Kafka, …").
#[test]
fn variations_en_we_dont_need() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "we don't need Redis because Postgres handles queues",
                "Redis",
            ),
            ("We do not need a CDN since traffic is tiny.", "CDN"),
            ("OK, we dont need GraphQL, REST is enough", "GraphQL"),
            (
                "you don't need to add a cache, sqlite is fast enough",
                "cache",
            ),
            ("we don't need Docker anyway", "Docker"),
            (
                "we don't need a separate auth service, nginx handles it",
                "auth service",
            ),
            ("we don't need mocks because the test db is cheap", "mocks"),
            ("we don't need to support IE11 since nobody uses it", "IE11"),
            ("We don't need i18n, it's overkill.", "i18n"),
            ("we don't need a queue as the volume is small", "queue"),
            ("you dont need Redux because context is enough", "Redux"),
            ("we do not need Celery, systemd timers are enough", "Celery"),
            (
                "we don't need Lerna since pnpm workspaces already do it",
                "Lerna",
            ),
            (
                "we don't need a second replica, one is enough",
                "second replica",
            ),
            (
                "we don’t need Babel because esbuild already transpiles",
                "Babel",
            ),
        ],
        &[
            "we don't need a variable here",
            "we don't need to worry about that because it's fine",
            "do we don't need Redis?",
            "he said we don't need Redis because Postgres handles queues",
            "if we don't need Redis because of Postgres, drop it",
            "we don't need to change anything since it works",
            "we need Redis because Postgres is slow",
            "I don't need coffee because I'm awake",
            "we don't need Redis?",
            "we don't need that",
            "we don't need Redis",
            "you don't need to fix it because it works",
            "they don't need Redis because Postgres handles queues",
            "why don't we need Redis?",
            "we don't need to touch the config since it's generated",
        ],
    );
}

/// 我(们)不想用 / 不想要 / 不想引入 X, the clause ending on the name (or a class noun after
/// it: 组件, 库, 框架), is the Chinese of "I don't want X": a negative decision about that
/// thing. With a pronoun, a verb after the name, someone else, a question or a "but" after it,
/// it is not.
#[test]
fn variations_zh_dont_want() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("我不想用 Redux", "Redux"),
            ("请你修改我的前端代码，我不想用vue组件", "vue组件"),
            ("我们不想用 Docker。", "Docker"),
            ("我真的不想用 jQuery！", "jQuery"),
            ("我不想再用 Lombok 了", "Lombok"),
            ("我们不想引入 Kafka", "Kafka"),
            ("我不想要 emoji", "emoji"),
            ("重写一下登录页，我不想用 Tailwind", "Tailwind"),
            ("我不想依赖 lodash", "lodash"),
            ("咱们不想上 k8s", "k8s"),
            ("我不想用 ORM 框架", "ORM"),
            ("我实在不想用Webpack", "Webpack"),
            ("其实我不想用 GraphQL", "GraphQL"),
            ("我不想用 mock 库！", "mock"),
            ("我们不想接入 Sentry", "Sentry"),
        ],
        &[
            "我不想用这个",
            "我不想用它",
            "我不想用 Redux 写这个页面",
            "他不想用 Redux",
            "我不想用 Redux 吗？",
            "你是不是不想用 Redux",
            "我不想用 Redux，但是老板要求必须用",
            "如果我不想用 Redux 怎么办",
            "我今天不想用 Redux",
            "我不相用 Redux",
            "我不想用英文写",
            "我不想用太多时间",
            "我不想要你改别的文件",
            "我想用 Redux",
            "用户不想用 Redux",
        ],
    );
}

/// "I / we don't want X" with a single bare noun (a tool, a style: "emojis", "Redux") is a
/// negative decision about that thing; with a pronoun or an infinitive it is about the moment.
#[test]
fn variations_en_dont_want() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("I don't want Redux", "Redux"),
            ("we don't want Docker.", "Docker"),
            ("we dont want Kubernetes", "Kubernetes"),
            ("OK, I do not want jQuery!", "jQuery"),
            ("we don’t want Lombok", "Lombok"),
            ("I don't want semicolons", "semicolons"),
            ("I don't want emojis", "emojis"),
            ("we don't want ORMs", "ORMs"),
            ("I don't want Tailwind.", "Tailwind"),
            ("We dont want Electron!", "Electron"),
            ("OK we don't want Webpack", "Webpack"),
            ("i dont want comments", "comments"),
            ("I don't want TypeScript", "TypeScript"),
            ("we do not want microservices", "microservices"),
            ("I don't want mocks", "mocks"),
        ],
        &[
            "I don't want it",
            "I don't want to",
            "we don't want that",
            "he doesn't want Redux",
            "I don't want Redux?",
            "do we not want Redux",
            "I don't want Redux in this file because it breaks",
            "I don't want Redux in this component",
            "I don't want any",
            "we don't want you to stop",
            "I don't want to use Redux here",
            "they don't want Redux",
            "I want Redux",
            "I don't want more",
            "don't you want Redux?",
        ],
    );
}

/// "no X for v1 / in the MVP / before launch / for this release" keeps X out of a named
/// milestone: a negative decision. Not taken: "for now" and "until …" read as hedged.
#[test]
fn variations_en_no_x_for_v1() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("no Docker for v1", "Docker"),
            ("OK, no GraphQL in the MVP", "GraphQL"),
            ("no plugins before 1.0", "plugins"),
            ("no i18n for the first release", "i18n"),
            ("no Windows support in this release, Linux only", "Windows"),
            ("no telemetry for the initial release!", "telemetry"),
            ("no ORMs for this sprint", "ORMs"),
            ("no SSO before launch", "SSO"),
            ("no breaking changes for v2", "breaking changes"),
            ("no Redis for v1, Postgres is enough", "Redis"),
            ("No SSO for the MVP.", "SSO"),
            ("no billing in v1", "billing"),
            (
                "so no push notifications for the launch",
                "push notifications",
            ),
            ("no animations for this milestone", "animations"),
            ("no dark mode in 1.0", "dark mode"),
            ("no websockets for the beta", "websockets"),
        ],
        &[
            "no worries for now",
            "no idea for now",
            "there is no Docker for v1?",
            "is there no auth until launch?",
            "no dark mode for now",
            "no Docker for v1?",
            "he said no Docker for v1",
            "no mobile app this year",
            "no",
            "no thanks",
            "no problem for me",
            "if there's no Docker for v1, how do we deploy?",
            "there was no Docker in v1",
            "no caching until the beta.",
            "no luck",
            "no tests failed in this release",
            "no errors were logged in v1",
        ],
    );
}

/// "leave X as is / alone / unchanged / untouched / the way it is" (or "keep everything
/// unchanged") keeps a named part of the project as it is: a negative decision. Not taken:
/// with only "it" ("leave it as is") the gate finds nothing self-contained to save; "for now"
/// reads as hedged.
#[test]
fn variations_en_leave_as_is() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("let's leave the config as it is", "config"),
            ("leave the migrations alone", "migrations"),
            ("OK, just leave the tests unchanged", "tests"),
            ("leave the CSS as is.", "CSS"),
            ("Leave README alone!", "README"),
            ("let's leave the old API as is this sprint", "old API"),
            ("keep everything unchanged", "everything"),
            ("leave the Dockerfile the way it is", "Dockerfile"),
            ("leave the schema untouched", "schema"),
            ("lets leave the logging as is", "logging"),
            ("leave src/legacy alone", "src/legacy"),
            ("We'll leave the build script unchanged", "build script"),
            ("leave the Makefile the way it is.", "Makefile"),
            (
                "just leave the error messages as they are",
                "error messages",
            ),
            ("leave the CI config alone!", "CI config"),
            ("leave the logger unchanged this sprint", "logger"),
        ],
        &[
            "leave it as is?",
            "should we leave it as is",
            "he said leave it as is",
            "if we leave it as is, it breaks",
            "leave a comment",
            "leave the room",
            "leave it to me",
            "I left it as is",
            "keep it simple",
            "leave it as is and fix the test",
            "we'll leave the auth module untouched for now",
            "leave the config as is?",
            "did you leave the config as is?",
            "they left the schema untouched",
            "leave a note in the PR",
        ],
    );
}

/// "X is / are out of scope", "X is not happening", and a named X "is out" drop X from the
/// project: a negative decision. Not taken: "X isn't happening" after an article, and a
/// capitalised release name ("Version 2 is out") reads the same as a drop, so it is not a miss.
#[test]
fn variations_en_out_of_scope() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("Mobile support is out of scope", "Mobile support"),
            ("i18n is out of scope for this project", "i18n"),
            ("OK, SSO and SAML are out of scope.", "SAML"),
            ("GraphQL is out of scope!", "GraphQL"),
            ("offline mode is out of scope, skip it", "offline mode"),
            ("Windows is out", "Windows"),
            ("Redis is out.", "Redis"),
            ("Kubernetes is out!", "Kubernetes"),
            ("Docker and Nomad are out", "Nomad"),
            ("Electron is not happening, sorry", "Electron"),
            ("dark mode is out of scope this quarter", "dark mode"),
            ("Payments are out of scope for v1", "Payments"),
            ("so multi-tenancy is out of scope", "multi-tenancy"),
            ("Realtime sync is not happening.", "Realtime sync"),
            ("SAML is out of scope, OIDC only", "SAML"),
        ],
        &[
            "is mobile out of scope?",
            "he said mobile is out of scope",
            "if mobile is out of scope we can skip it",
            "the build is out",
            "the lights are out",
            "it's out of scope",
            "that is out of scope",
            "version 2 is out",
            "Tickets are out of stock",
            "the new release is out",
            "is Redis out?",
            "the power is out",
            "they are out",
            "we are out of time",
            "my coffee is out",
        ],
    );
}

/// "no need for X" (with X a thing, not "here" / "today" / "this time") says the project goes
/// without X: a negative decision.
#[test]
fn variations_en_no_need_for() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("no need for Redis, Postgres can do it", "Redis"),
            ("No need for a CDN.", "CDN"),
            ("OK, no need for GraphQL", "GraphQL"),
            ("no need for Docker in dev", "Docker"),
            ("no need for a separate repo for the docs", "separate repo"),
            ("no need for mocks, the test db is cheap", "mocks"),
            ("no need for Lerna since we use pnpm", "Lerna"),
            ("no need for i18n yet", "i18n"),
            ("no need for semicolons in this codebase", "semicolons"),
            ("no need for a migration framework!", "migration framework"),
            ("no need for type hints on private helpers", "type hints"),
            ("no need for a changelog entry on doc fixes", "changelog"),
            ("no need for emojis in commit messages", "emojis"),
            ("no need for a README per package", "README"),
            (
                "no need for feature flags on internal tools",
                "feature flags",
            ),
        ],
        &[
            "no need for that here",
            "no need for tests now",
            "no need for a recap today",
            "is there no need for Redis?",
            "he said no need for Redis",
            "there's no need for panic",
            "no need for apologies this time",
            "if there's no need for Redis, remove it",
            "no need to worry",
            "no need for Redis?",
            "no need",
            "there was no need for Redis",
            "we need Redis",
            "no need to explain",
            "is there a need for Redis?",
        ],
    );
}

/// 定了 / 就这么定了 / 拍板了 / 敲定了 / 就它了 close a choice: as a clause of its own next to
/// what was chosen ("定了，前端用 Vue"), or at the end of the clause that names it ("周五发版确定
/// 了"), it is a decision. Not taken: a 吧 ending ("用 Vite 定了吧") reads as hedged. A topic
/// said to be settled without its pick ("时间已经确定了", "他的行程确定了") is news, not a
/// decision: it must stay silent.
#[test]
fn variations_zh_decided() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            // 定了 as a clause of its own, before or after the choice.
            ("就这么定了，用 Postgres", "Postgres"),
            ("定了，前端用 Vue", "Vue"),
            ("我们就这样定了：周五发版", "周五发版"),
            ("好的，拍板了，用 Rust 重写", "Rust"),
            ("最终决定了，用 pnpm", "pnpm"),
            ("确定了，部署在 AWS", "AWS"),
            ("咱们就这么办，日志用 JSON", "JSON"),
            ("就它了，选 SQLite。", "SQLite"),
            ("就是它了，Tailwind！", "Tailwind"),
            ("选定了, 用 gRPC", "gRPC"),
            ("定下来了：数据库用 MySQL 8", "MySQL"),
            ("用 Postgres，就这么定了", "Postgres"),
            ("数据库选 MySQL，拍板了。", "MySQL"),
            ("API 前缀用 /v2，敲定了！", "/v2"),
            // 定了 closing the clause that names the choice.
            ("数据库选 MySQL 定了", "MySQL"),
            ("用 pnpm 就这么定了", "pnpm"),
            ("前端用 React 敲定了", "React"),
            ("周五发版确定了", "周五发版"),
            ("缓存就用 Redis 定了。", "Redis"),
            ("部署在 AWS 就这样定了", "AWS"),
            ("好的，测试框架用 pytest 决定了", "pytest"),
            ("数据库选 MySQL 定了!", "MySQL"),
            ("API 前缀用 /v2 拍板了！", "/v2"),
            ("鉴权用 JWT 拍板了", "JWT"),
        ],
        &[
            "时间已经确定了",
            "他的行程确定了",
            "方案已经定了",
            "就这么定了吧",
            "定了吗",
            "还没定",
            "他说就这么定了",
            "如果就这么定了，那下周发版",
            "确定一下用哪个数据库",
            "行，就这么定了，你先写个 demo 出来",
            "定了，你直接开始改吧",
            "定不下来",
            "决定不了用哪个",
            "还没确定用什么",
            "确定了没有？",
            "就这么定了",
            "版本号已经锁定了",
            "配置稳定了",
            "这个我还没定了",
            "结果已经固定了",
            "这事说不定了",
            "用 Vite 定了吧",
            "日志格式用 JSON 还没定了",
            "会议时间确定了吗",
            "用 pnpm 定了？",
            "随便定了",
            "你随便决定了",
        ],
    );
}

/// A label of the outcome (最终方案 / 最后决定 / 最终结论 / 最终选择, with 是 / 为 / a colon)
/// followed by its content states the decision.
#[test]
fn variations_zh_decision_label() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("最终方案：用 Postgres 做队列", "Postgres"),
            ("最终方案: 单仓库 + pnpm", "单仓库"),
            ("最后决定是用 Rust 重写", "Rust"),
            ("最终结论：不拆服务", "不拆服务"),
            ("最终选择：Tailwind", "Tailwind"),
            ("好的，最终方案是先上 SQLite", "SQLite"),
            ("最后方案为灰度发布", "灰度发布"),
            ("最终决策: 周五发版", "周五发版"),
            ("最后结论:日志用 JSON", "JSON"),
            ("最终方案是 monorepo！", "monorepo"),
            ("那最终决定：接口统一用 snake_case。", "snake_case"),
            ("最终选择是 Vite, 不用 webpack", "Vite"),
            ("最终决定为每周一发版", "每周一发版"),
            ("最终方案 用 Docker Compose 部署", "Docker Compose"),
            ("最终结论是保留 REST 接口", "REST"),
        ],
        &[
            "最终方案",
            "结论",
            "决定",
            "确定的方案",
            "最终方案是什么？",
            "最终方案还没出来",
            "他说最终方案是用 Postgres",
            "如果最终方案是用 Postgres，那就要迁移",
            "方案：用 Postgres",
            "最终方案是用 Postgres 吗",
            "最终的方案要等老板确认",
            "我们讨论一下最终方案",
            "最终结果：测试全部通过",
            "最终方案定了吗",
            "最后一步：跑测试",
            "最终方案的文档在哪",
            "最后决定的时间是几点",
            "最终方案等老板定",
            "最终结论待定",
        ],
    );
}

/// Not wanting to adopt a named thing, the verb of adopting said ("we don't want to use redux
/// anymore"): an inflection of "I don't want X". The clause ends on the name: anything after it
/// scopes it to the task.
#[test]
fn dont_want_to_adopt_a_named_thing() {
    saves_exactly(&[
        ("I don't want to use redux", "Not doing: redux"),
        ("I dont want to use moment anymore", "Not doing: moment"),
        ("I don’t want to use moment any more.", "Not doing: moment"),
        ("we don't want to add lodash", "Not doing: lodash"),
        ("we do not want to depend on jquery", "Not doing: jquery"),
        ("I really don't want to use docker.", "Not doing: docker"),
        (
            "OK, we don't want to introduce graphql!",
            "Not doing: graphql",
        ),
    ]);
    for prompt in [
        "I don't want to use redux for this component",
        "I don't want to use it",
        "I don't want to use up the quota",
        "I don't want to use the default port",
        "I don't want to add more",
        "I don't want to use this",
        "I don't want to install anything",
        "we don't want to rely on them",
        "i don't want to use redux, do you?",
    ] {
        writes_nothing(prompt);
    }
}

/// 先不 X，先 Y puts Y before X in the work at hand (`THIS_RUN`); 先不 X alone, or with a scope
/// of the project (这期, 今年), or with a reason, stays a decision not to.
#[test]
fn variations_not_x_first_y_first() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("这期先不做国际化", "国际化"),
            ("先不做国际化了", "国际化"),
            ("暂时不上 k8s", "k8s"),
            ("先不引入 Redux", "Redux"),
            ("我们先不考虑多租户", "多租户"),
            ("目前不支持 IE", "IE"),
            ("先不做 SSO，太早了", "SSO"),
            ("今年不迁移到 k8s", "k8s"),
            ("先不上 GraphQL", "GraphQL"),
            ("这版先不做暗色模式", "暗色模式"),
            ("短期内不做移动端", "移动端"),
            ("先不搞微服务", "微服务"),
            ("决定不用 MongoDB", "MongoDB"),
            ("这期不接入微信支付", "微信支付"),
            ("先不做 i18n，没必要", "i18n"),
        ],
        &[
            "先不做 ablation 了，deadline 前来不及，先把主实验跑完",
            "先不做导出，先把列表页做完",
            "先不考虑性能，先把功能跑通",
            "先不上 CI，先把测试写了",
            "先不搞国际化了，先修这个 bug",
            "先不做埋点；先把登录做完",
            "先不加缓存，我们先把接口写完",
            "先不做单测，先跑通流程",
            "先不引入 redux，你先把页面搭起来",
            "先不拆服务了,先把单体跑起来",
            "先不考虑兼容性，先看效果",
            "先不做移动端，先写桌面端",
            "先不接入支付，先测下单",
            "先不迁移数据，先改代码",
            "先不升级依赖，先修编译错误",
        ],
    );
}

/// A not-doing closed before a soft hedge is not softened by it: the hedge is the stopgap's
/// ("不上 Kubernetes 了，…，先用 docker compose 跑", "…, leave it as is until the rewrite").
/// Before the not-doing, or on it, the hedge still makes it a guess.
#[test]
fn a_soft_hedge_after_a_not_doing_is_the_stopgaps() {
    check_each(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "不上 Kubernetes 了，团队就三个人，先用 docker compose 跑。",
                "Kubernetes",
            ),
            (
                "Conda 环境不迁 pixi 了，集群管理员不给装，维持现状吧。",
                "pixi",
            ),
            ("不上 Kafka 了，先用 redis stream 顶着吧", "Kafka"),
        ],
    );
    for prompt in [
        "先用 compose 吧，不上 Kubernetes 了",
        "不上 Kubernetes 了吧",
        "要不先不上 Kubernetes 了",
    ] {
        assert_eq!(detect(prompt).kind, SignalKind::Weak, "{prompt}");
    }
}
