//! Variation tables of round thirty-nine's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-nine").

use super::*;

/// A telling counted in exasperation (我说过多少次了, 跟你讲了几遍了, 强调过多少回): the count
/// is an exclamation, as 好几次 states it, not a question about the number, and the listener
/// named (跟你, 和你) makes the user the speaker Chinese may leave unsaid. What follows is the
/// fact restated: a correction. A count of anything but a telling (跑了多少次, 重试多少次) still
/// asks; a telling by someone else (他说过, 你说过) or asked with 吗 / ？ is no restating.
#[test]
fn variations_telling_counted_in_exasperation() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("我说过多少次了，要用 pnpm", "pnpm"),
            ("跟你说过多少次了，用 pnpm", "pnpm"),
            ("我跟你讲了几遍了，日志放 logs/ 下", "logs/"),
            ("和你说过好几次了，接口要加鉴权", "鉴权"),
            ("我强调过多少回了，金额用 decimal", "decimal"),
            ("我都说了多少遍了，时间要存 UTC", "UTC"),
            ("我说过多少次了,提交信息用英文", "英文"),
            ("我们说过多少次了：分支要从 develop 拉", "develop"),
            ("跟你讲过多少遍了，测试库是 test_db 啊", "test_db"),
            ("我说过几次了，配置放在 config/ 里", "config/"),
            ("我提过多少次了，别用 var", "var"),
            ("我说过多少次了 端口是 9090", "9090"),
            ("给你说过多少次了，页面用 rem 不用 px", "rem"),
            ("我明明说过多少次了，前端只走 BFF", "BFF"),
            ("我讲了多少遍了，日志要用 zap", "zap"),
            ("我已经说过很多次了，注释用中文写", "中文"),
        ],
        &[
            "我说过多少次了",
            "这个测试跑了多少次",
            "重试多少次放弃",
            "你说过多少次了？",
            "他跟你说过多少次了，用 pnpm",
            "我说过多少次了吗",
            "你跟我说过几次这个问题",
            "这个接口一天调用多少次",
            "我说过多少次了？用 pnpm 吗",
            "客户说过好几次了，要加导出",
            "我说过几次了吗，记不清了",
            "跑了几遍了还是报错",
            "你讲了几遍了，我还是没懂",
            "我说过多少次了，你自己想想",
            "这个函数被调了多少次",
            "日志里这个报错出现了多少次",
        ],
    );
}

/// "How many times do I have to tell you" / "no matter how many times I say it": the tellings
/// counted in exasperation, a question in form only, the complaint that what was told did not
/// hold, as "we've been over this" is. A count of anything but a telling (how many times does
/// it retry, no matter how many times I run it) asks or reports.
#[test]
fn variations_how_many_times_do_i_have_to_tell_you() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("how many times do I have to tell you, we use pnpm", ""),
            ("how many times have I told you to use pnpm", ""),
            ("How many more times do I need to say it: tabs", ""),
            (
                "nobody remembers anything no matter how many times I say it.",
                "",
            ),
            ("how many times must i repeat this, no force pushes", ""),
            ("How many times do I have to explain it? the API is v3", ""),
            ("ugh, how many times have i said it, staging is 5433", ""),
            ("how many times did I tell you we use ruff", ""),
            ("how many times do we have to say it: UTC everywhere", ""),
            ("How many times have I reminded you about the lockfile", ""),
            ("no matter how often I say it you use npm", ""),
            ("no matter how many times I've told you, it's yarn here", ""),
            (
                "seriously how many times do i gotta tell you, no semicolons",
                "",
            ),
            (
                "how many times will I have to say this. tabs, not spaces",
                "",
            ),
            ("HOW MANY TIMES DO I HAVE TO TELL YOU. pnpm.", ""),
        ],
        &[
            "how many times do I have to call the retry?",
            "how many times does the job retry?",
            "how many times did we deploy today?",
            "no matter how many times I run it, it fails",
            "how many times should the loop run?",
            "how many times do I need to click save?",
            "how many times have we shipped this quarter",
            "no matter how often it restarts the cache is cold",
            "count how many times the user says hello",
            "how many times did the test fail",
            "how many times is too many for a retry",
            "how many times a day does the cron fire",
            "no matter how many times you retry, it 500s",
            "how many times do I have to run migrations?",
            "log how many times the handler is called",
        ],
    );
}

/// 一律 ("as a rule, uniformly") is normative only, so the topic before it may be any noun
/// phrase: one holding a Latin word with its spaces (我们组 Mapper 查询一律用…, MR 一律 squash
/// merge), and 一律 may take a bare manner (金额一律千分位). A change made once over things in
/// view (把…一律, 一律去掉 / 换成 / 删掉), a list item (a spec's or a checklist's), a task
/// asked with 帮我 / 一下 and someone else's words state no rule of the user's.
#[test]
fn variations_always_after_a_spaced_topic() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "我们组 Mapper 查询一律用 LambdaQueryWrapper，别写字符串列名",
                "LambdaQueryWrapper",
            ),
            ("報表裡金額一律千分位、不留小數", "千分位"),
            ("MR 一律 squash merge，别 rebase", "squash merge"),
            ("门店 ID 一律用字符串处理", "字符串"),
            ("API 返回的时间一律 ISO 8601", "ISO 8601"),
            ("新写的 React 组件一律函数式", "函数式"),
            ("Go 代码里的 error 一律 wrap 一层再返回", "wrap"),
            ("commit message 一律英文", "英文"),
            ("DB 字段一律 snake_case。", "snake_case"),
            ("Redis key 一律带业务前缀", "业务前缀"),
            ("PR 标题一律中文吧", "中文"),
            ("單元測試一律放 tests 資料夾", "tests"),
            ("Docker 镜像 tag 一律用 git sha 啊", "git sha"),
            ("环境变量名一律大写", "大写"),
            ("log 一律 JSON 格式", "JSON"),
        ],
        &[
            "卡片阴影一律去掉，用 1px 描边代替",
            "- 金额一律以分为单位",
            "- 接口一律 v2 前缀",
            "把 README 里的链接一律换成 https",
            "帮我把 Mapper 查询一律改成 LambdaQueryWrapper",
            "这个页面的按钮一律删掉",
            "旧的 API 调用一律替换成新的 client",
            "这些 log 一律挪到 debug 级别",
            "他说 API 一律走 v2",
            "那些 TODO 一律去掉",
            "测试数据一律删掉重建",
            "* 所有表名一律加前缀",
            "这次的 commit 一律 squash 一下",
            "这个文件里的 var 一律换成 let",
            "哪些接口一律要鉴权？",
        ],
    );
}

/// A taste said as a habit of choosing: "I tend to reach for polars", "we usually go for
/// uv", "(I) tend to name tests …" (casual English drops the "I" of "tend to"). A thing that
/// tends to happen, someone else's habit, a trait rather than a tool, and a question state no
/// taste.
#[test]
fn variations_tend_to_and_reach_for() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("i tend to reach for polars over pandas", "polars"),
            ("I tend to name tests test_whenX_thenY", "test_whenX_thenY"),
            (
                "tend to name tests test_whenX_thenY, reads better to me",
                "test_whenX_thenY",
            ),
            ("we tend to go for sqlite in the small tools", "sqlite"),
            ("I tend to default to dataclasses", "dataclasses"),
            ("tend to pick zod for validation", "zod"),
            ("I usually reach for ripgrep, not grep", "ripgrep"),
            ("we generally go for Postgres", "Postgres"),
            ("tend to use tabs in go files", "tabs"),
            ("we usually go for uv over pip", "uv"),
            ("I tend to go with pytest fixtures over setUp", "pytest"),
            ("tend to reach for a dict before a class", "dict"),
            ("I'm kind of a pytest person", "pytest"),
            (
                "we tend to default to server components",
                "server components",
            ),
            ("I tend to lean on itertools for this", "itertools"),
        ],
        &[
            "tend to crash on startup",
            "the app tends to use a lot of memory",
            "builds tend to fail on monday",
            "users tend to pick the first option",
            "I'm a people person than anything",
            "do you tend to use polars?",
            "I'm more of a morning person",
            "I'm a new user",
            "they tend to go for sqlite",
            "it tends to reach for the cache first",
            "tests tend to name things badly",
            "I'm more of a night person than a morning one",
            "the linter tends to pick up generated files",
            "which one do you tend to use",
            "tend to the failing test first",
        ],
    );
}

/// 偏向 ("lean towards") is a leaning as 倾向 is, and 偏好 / 偏爱 ("prefer") take a noun as
/// well as a verb, so after a topic any complement states the taste (图表配色我偏好低饱和的,
/// DTO 我个人偏向用 record). A pointer (这个), a question, a taste in the past or a leaning
/// still open states none.
#[test]
fn variations_lean_towards_and_prefer_after_a_topic() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("我个人偏向用 record", "record"),
            ("DTO 我个人偏向用 record", "record"),
            ("图表配色我偏好低饱和的，太鲜艳看了眼睛痛", "低饱和"),
            ("圖表配色我偏好低飽和的", "低飽和"),
            ("错误处理我偏向早返回", "早返回"),
            ("命名我比较偏向短一点的", "短一点"),
            ("状态管理我更偏向 zustand", "zustand"),
            ("我偏向于把配置放环境变量里", "环境变量"),
            ("接口风格我们偏好 REST", "REST"),
            ("字体我偏爱等宽的", "等宽"),
            ("测试我偏向写集成测试", "集成测试"),
            ("日志格式我偏好 JSON lines 吧", "JSON lines"),
            ("部署我们这边偏向用 docker compose", "docker compose"),
            ("注释我还是偏好英文", "英文"),
            ("页面布局我更偏好留白多一点的", "留白"),
        ],
        &[
            "我偏好这个",
            "DTO 我偏向这个",
            "你偏好哪个？",
            "我以前偏向用 class",
            "状态管理我偏向哪个都行，你觉得呢",
            "这个颜色偏向红色",
            "数据偏向于正样本",
            "模型偏向于预测 0",
            "我偏向这种",
            "之前我偏好 REST 的",
            "你偏向用什么？",
            "结果偏向左边",
            "他偏好 REST",
            "我偏向那样",
            "样式偏好设置页面加个开关",
        ],
    );
}

/// "Locking that in" is "lock it in" in the progressive, and "that's the call" names the
/// choice said before as the decision made, as "final call" does; each closes its sentence.
/// A call of code, a question and a lock of a file or a version for now are no decision.
#[test]
fn variations_locking_that_in_and_thats_the_call() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "paywall shows after day 3, not on first launch. locking that in",
                "paywall",
            ),
            (
                "Sync conflicts: last write wins. thats the call",
                "last write wins",
            ),
            (
                "postgres for the events table. that's the call.",
                "postgres",
            ),
            ("we go with tRPC. locking it in.", "tRPC"),
            ("REST for the public API. that's our call", "REST"),
            ("monorepo with pnpm workspaces. locking this in!", "pnpm"),
            ("Kotlin for the android port. that is the call", "Kotlin"),
            ("deploys on tuesdays only. I'm locking that in", "tuesdays"),
            ("sqlite on device. we're locking that in.", "sqlite"),
            ("GraphQL for the mobile client. that's my call", "GraphQL"),
            ("ruff instead of black. locking that in", "ruff"),
            ("svelte for the admin. thats the call", "svelte"),
            ("feature flags via unleash. that's the call!", "unleash"),
            ("UTC in the db. locking it in", "UTC"),
            ("weekly releases. that is our call.", "weekly"),
        ],
        &[
            "that's the call that fails",
            "is that the call?",
            "that's the call to getUser",
            "the call is failing",
            "locking the file while writing",
            "locking that in a mutex is fine",
            "that's the call site",
            "is locking it in a good idea?",
            "that's the call we make on startup",
            "lock the version for now",
            "locking it in for this test only?",
            "whose call is that",
            "that's the call stack",
            "locking it in memory",
            "what's the call here?",
        ],
    );
}

/// The replies given an order with no frame word (回答先给结论再给代码, 回复先贴命令再解释) are
/// the order of every reply, as "always give me the tl;dr first" is. One answer pointed at
/// (回答这个问题), a reply to someone else, a draft, a wait and a question set no rule.
#[test]
fn variations_the_replies_in_order() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回答先給結論再給細節", "結論"),
            ("回复先说影响范围再说改法", "影响范围"),
            ("回答尽量先给示例再解释", "示例"),
            ("回答最好先列步骤再贴代码", "步骤"),
            ("回复要先给命令再讲原理", "命令"),
            ("回答一律先写结论再写分析", "结论"),
            ("回答先给结论再给代码，别铺垫一大段", "结论"),
            ("回答先講結論再講原因，我主管常常只看第一段", "結論"),
            ("回复先贴命令再解释", "命令"),
            ("回答都先给结论再展开", "结论"),
            ("回答问题先说原因再给方案", "原因"),
            ("给我回答先列要点再写细节", "要点"),
            ("你回答先给代码再讲思路", "代码"),
            ("回复请先给摘要再给细节", "摘要"),
            ("回我先说结论再讲过程", "结论"),
        ],
        &[
            "用英文回我就行？",
            "回答这个问题先给结论再说",
            "请用中文还是英文回我都行",
            "回复客户先道歉再解释",
            "回答先等一下",
            "回复先别发",
            "回答先给我看看再说",
            "回复他先确认再改",
            "你先回答再改代码",
            "用中文回我吗",
            "回答先放着",
            "回复先存草稿再发",
            "回答里先给结论再给代码吗？",
            "他回我先开会再说",
            "先回答我上一个问题再继续",
        ],
    );
}

/// The complaint that a thing told is lost again: 不记得 with the agent as subject and a word
/// of repetition (你都不记得, 你每次都不记得, 你又不记得), and what was told found missing again
/// (讲过了…，怎么又没有; 又没加): 又没 is the fault repeated as 又忘 is. The speaker's own
/// memory, a question about remembering and a report of missing data are no complaint.
#[test]
fn variations_you_never_remember_and_missing_again() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("每回开新会话你都不记得我们用 MyBatis-Plus，烦死", ""),
            ("你每次都不记得端口是 9090", ""),
            ("你又不记得了，我们用 pnpm", ""),
            ("你总是不记得测试要连 test_db", ""),
            ("你老是不记得提交信息用英文", ""),
            ("你每回都不记得我们的分支规范", ""),
            ("你还是不记得金额用分存", ""),
            ("講過了報表要千分位，怎麼又沒有", ""),
            ("说过了要加 -race，又没加", ""),
            ("我说过日志要打 trace id，你又没打", ""),
            ("上次说过接口要加鉴权，怎么又没有", ""),
            ("之前讲过要写单测，又没写", ""),
            ("我强调过好几次要加索引，又没加", ""),
            ("你都不记得我们用 zsh", ""),
            ("明明说过要 squash，怎么又没 squash", ""),
        ],
        &[
            "你还记得吗",
            "我都不记得了",
            "又没有数据",
            "我不记得端口是多少了",
            "用户不记得密码怎么办",
            "你记得这个端口吗",
            "他总是不记得带工牌",
            "又没网了",
            "接口又没返回",
            "我又不记得命令了",
            "这个页面又没数据了",
            "你记不记得上次的方案",
            "又没跑通",
            "我老是不记得 git rebase 的参数",
            "又没有报错信息",
        ],
    );
}

/// "It" and "them" only ever point back: "…, remember it for the dashboard tasks" keeps what
/// was said before (a pasted credential redacted), not "it for the dashboard tasks". "Remember
/// that …" and "remember this: …" still look forward; asked ("remember it?") or with nothing
/// before it the ask keeps nothing.
#[test]
fn variations_remember_it_points_back() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "the grafana service account token is glsa_9fK2mQ7xL0pR4tW8zB1cV6nH3jD5sA2e_7b3c91f0, remember it for the dashboard tasks",
                "grafana service account token",
            ),
            ("prod db is read-only, remember it", "read-only"),
            ("we use pnpm. remember it.", "pnpm"),
            (
                "staging runs on port 5433, remember it for the compose file",
                "5433",
            ),
            ("the api base path is /api/v2, remember it!", "/api/v2"),
            (
                "our deploys go out on tuesdays, please remember it",
                "tuesdays",
            ),
            ("the lint command is task lint — remember it", "task lint"),
            ("bucket names use the acme- prefix; remember it", "acme-"),
            ("feature flags go through unleash, remember it", "unleash"),
            (
                "the sandbox key lives in .env.local, remember it",
                ".env.local",
            ),
            (
                "migrations run with alembic upgrade head, remember it",
                "alembic",
            ),
            ("the two ports are 8080 and 9090, remember them", "8080"),
            (
                "CI runs on aarch64 too, make sure you remember it",
                "aarch64",
            ),
            (
                "the docs live under site/, remember it for later tasks",
                "site/",
            ),
            ("releases are cut from main, remember it.", "main"),
        ],
        &[
            "remember it?",
            "do you remember it?",
            "remember it",
            "remember them",
            "can you remember it?",
            "I don't remember it",
            "remember it for me?",
            "we forgot the flag, do you remember it?",
            "remember it when?",
            "he said remember it",
            "remember it next time?",
            "did you remember it",
            "I can never remember it",
            "remember it, ok?",
            "how do I remember it",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_telling_counted_in_exasperation,
    variations_how_many_times_do_i_have_to_tell_you,
    variations_always_after_a_spaced_topic,
    variations_tend_to_and_reach_for,
    variations_lean_towards_and_prefer_after_a_topic,
    variations_locking_that_in_and_thats_the_call,
    variations_the_replies_in_order,
    variations_you_never_remember_and_missing_again,
    variations_remember_it_points_back,
];
