//! Variation tables of round thirty-seven's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-seven"): a closer that widens what was said to every case of
//! its kind, a rule's heading that names the part of the project it holds in, a `?` that is a
//! symbol and not a question mark, and 先 X 再说 as the first step at a recurring occasion.

use super::*;

/// "…, that goes for every X", "…, that applies everywhere", "…, that's the team convention",
/// with "too" or "not just this one" after it: the sentence before the closer is a rule of
/// the project, saved without the closer. A relative clause, "it", a fault, a question or a
/// closer with no universal quantifier widens nothing.
#[test]
fn variations_scope_widened_by_its_closer() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "cast money columns to number(18,2) in staging, that goes for every new source too",
                "number(18,2)",
            ),
            (
                "soft-deleted rows are filtered out in staging, that applies to every model, not just this one.",
                "soft-deleted rows",
            ),
            (
                "user-facing strings go through the arb files, that applies everywhere in the app",
                "arb files",
            ),
            (
                "keep every test name in given_when_then style, that's the team convention.",
                "given_when_then",
            ),
            (
                "name staging models stg_<source>__<table>; that goes for all staging models",
                "stg_<source>",
            ),
            (
                "prefix custom hooks with use, same goes for every new hook",
                "prefix custom hooks",
            ),
            (
                "log with structlog, not print — that applies to every service",
                "structlog",
            ),
            (
                "pin actions to a full commit sha, this applies to all workflows as well",
                "full commit sha",
            ),
            (
                "dates are stored in UTC, the same holds for every table",
                "UTC",
            ),
            (
                "use snake_case for column names, thats the house style",
                "snake_case",
            ),
            (
                "Wrap external calls in a timeout, that goes for any new client.",
                "timeout",
            ),
            (
                "migrations are reversible, that applies to every migration not just this one",
                "reversible",
            ),
            (
                "ok, run prettier before committing, that applies across the board",
                "prettier",
            ),
            (
                "feature flags live in flags.ts and nowhere else, that goes for each new flag",
                "flags.ts",
            ),
            (
                "wrap API payloads in the Result<T> envelope, that is our team standard",
                "Result<T>",
            ),
            (
                "commit messages follow conventional commits, that goes for all repos too!",
                "conventional commits",
            ),
        ],
        &[
            "we check for overrides, which applies to all attempts",
            "add the banner, it applies to all pages",
            "the crash happens on safari, same goes for every browser",
            "does that apply to every model?",
            "if that goes for every source, we need a macro",
            "the timeout fails on ci, that goes for every job",
            "that goes for every model",
            "fix this one, that goes for this file only",
            "the discount applies to every order over $50",
            "what's the team convention for naming?",
            "maybe that applies to all services, not sure",
            "every model is slow, and it applies to all of them",
            "rename the column, that applies to the orders table",
            "the build is broken, that applies to all branches",
            "this goes for the demo",
            "the same goes for me, I'm tired",
        ],
    );
}

/// A rule's heading may name the part of the project it holds in ("general rule for this
/// codebase: …"), and "as a general rule (for this service)," leads a rule as "as a rule,"
/// does. Without the heading's colon, or with a question, nothing is set.
#[test]
fn variations_rule_heading_with_its_scope() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "general rule for this codebase: money amounts are BigDecimal with scale 2",
                "BigDecimal",
            ),
            (
                "General rule for this repo: no network calls in unit tests",
                "no network calls",
            ),
            (
                "team rule in this project: every PR needs a linked ticket",
                "linked ticket",
            ),
            (
                "house rule for our api: errors are RFC 7807 problem documents",
                "RFC 7807",
            ),
            (
                "hard rule for this service：no raw SQL outside the repository layer",
                "raw SQL",
            ),
            (
                "new rule for this monorepo: shared code goes in packages/core",
                "packages/core",
            ),
            (
                "as a general rule for this service, every new endpoint must have an OpenAPI annotation",
                "OpenAPI annotation",
            ),
            (
                "Also, as a general rule, keep functions under 50 lines",
                "50 lines",
            ),
            ("as a house rule, squash merge every PR", "squash merge"),
            (
                "as a team rule in this repo, tests sit next to the code they test",
                "next to the code",
            ),
            (
                "btw general rule for this codebase: never log tokens",
                "never log tokens",
            ),
            (
                "ok, project rule for our backend: all ids are uuids",
                "uuids",
            ),
            (
                "as a standing rule for this app, feature flags default to off",
                "default to off",
            ),
            (
                "golden rule for this repo: main is always deployable",
                "deployable",
            ),
            ("global rule in our workspace: use pnpm, not npm", "pnpm"),
        ],
        &[
            "is there a general rule for this codebase?",
            "what's the general rule for this repo: tabs or spaces?",
            "the general rule for this codebase is in the wiki",
            "as a general rule for this service, does it need auth?",
            "general rules for this repo are in CONTRIBUTING.md",
            "I broke the general rule for this codebase yesterday",
            "as a general rule I guess it's fine",
            "rule for this repo",
            "the general rule for this codebase is in the wiki, read it",
            "a general rule for this service would help",
            "can you write a general rule for this repo?",
            "we need a house rule for our api at some point",
            "the team rule in this project changed last week",
            "as a general rule, what do you think?",
            "general rule for this codebase? no idea",
        ],
    );
}

/// A `?` standing alone between spaces after a word that takes an object ("with ? and",
/// "use ? or") is Rust's operator or a ternary's, and the sentence goes on: it asks nothing.
/// A question mark on its word still asks, and so does one after a word that ends a question.
#[test]
fn variations_question_mark_as_a_symbol() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "never use unwrap() in the drivers; always propagate errors with ? and log them",
                "propagate errors",
            ),
            (
                "never call unwrap in library code, use ? or expect with a reason",
                "unwrap",
            ),
            (
                "always propagate errors with ? instead of matching on them",
                "propagate errors",
            ),
            (
                "from now on, bubble errors up with ? and add context with anyhow",
                "anyhow",
            ),
            (
                "never panic in handlers, return errors via ? to the caller",
                "panic",
            ),
            (
                "always prefer ? over explicit match on Result",
                "over explicit match",
            ),
            (
                "never write nested ifs in templates, use the ? operator instead",
                "operator",
            ),
            (
                "always use ? for optional chaining in the TS code",
                "optional chaining",
            ),
            (
                "from now on, add ? to every fallible call in main.rs",
                "fallible call",
            ),
            (
                "never unwrap a Result in the server, use ? or map_err",
                "map_err",
            ),
            (
                "always handle errors by ? and a typed error enum",
                "typed error enum",
            ),
            (
                "never swallow errors, propagate them using ? all the way up",
                "propagate them",
            ),
            (
                "from now on, guard nullable values with ? in the templates",
                "nullable values",
            ),
            (
                "always end fallible chains with ? and a context message",
                "context message",
            ),
            (
                "never ignore a Result in tests, use ? and return Result from the test",
                "return Result",
            ),
        ],
        &[
            "should we always use ? here",
            "never use unwrap? why not",
            "should we propagate errors with ? or panic?",
            "always? really",
            "can you use ? and log here",
            "do we never use unwrap ?",
            "is the ? operator stable",
            "why does ? not work with Option here?",
            "what does ? mean in rust",
            "never? are you sure",
            "does it always fail ? or only sometimes",
            "did you use ? and log",
            "why use ? and not unwrap?",
            "how do I add ? to this call",
            "where should we use ? and where unwrap?",
        ],
    );
}

/// 先 X 再说 after a recurring occasion (以后碰到 / 每次遇到 X): the first step at each X, a
/// standing rule. Alone, or after a one-off, it holds this run's work back (先看看 QPS 再说),
/// and 以后再说 defers.
#[test]
fn variations_first_step_at_each_occasion() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("以后碰到 flaky test 先重跑三次再说", "重跑三次"),
            ("以后遇到 CI 挂了先看日志再说", "看日志"),
            ("以后碰到线上报错，先回滚再说", "回滚"),
            ("以后遇到类型报错先跑一下 tsc 再说", "tsc"),
            ("以后碰到 OOM 先把 batch size 减半再说", "batch size"),
            ("以后遇到依赖冲突，先删 lock 文件再说", "lock 文件"),
            ("以后碰到迁移失败先备份数据库再说", "备份数据库"),
            ("以后遇到 502 先查 nginx 日志再说", "nginx"),
            ("以后碰到不认识的报错先搜一下 issue 再说", "issue"),
            ("以后遇到性能问题先 profile 一下再说", "profile"),
            ("以后碰到测试超时先加大 timeout 再说", "timeout"),
            ("以后遇到构建失败先清缓存再说", "清缓存"),
            ("以后碰到 merge 冲突先 rebase 再说", "rebase"),
            ("以后遇到 lint 报错先自动修复再说", "自动修复"),
            ("以后碰到 panic 先看 backtrace 再说", "backtrace"),
        ],
        &[
            "先看看 QPS 再说",
            "这个先放着再说",
            "以后再说吧",
            "先跑一下测试再说",
            "碰到问题了，先停一下再说",
            "这次碰到 OOM 了，先减半 batch size 再说",
            "先回滚再说",
            "刚才碰到 CI 挂了，先看日志再说",
            "先别动，等我回来再说",
            "遇到了就先记着再说",
            "先把这个 bug 修了再说",
            "先试试 pnpm 再说",
            "以后的事以后再说",
            "先这样，回头再说",
            "今天碰到 502 了，先重启再说",
        ],
    );
}

/// A rejection said in full ("no no", "nope", "nah", "wrong", "no, that's wrong"), then how a
/// named thing of the project is, in the simple present, or where the team is: a correction
/// of what the agent assumed, a candidate rule even when no value in it looks like code. A
/// passing state, a pronoun, a question or a fault reports or asks.
#[test]
fn variations_no_no_a_named_thing_is_so() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "no no, the sensor timestamps are in milliseconds",
                "milliseconds",
            ),
            ("nope — we're behind cloudflare", "cloudflare"),
            ("no no, AsyncStorage isn't encrypted", "AsyncStorage"),
            (
                "nah, the billing service owns invoices, orders only reference them",
                "billing service owns",
            ),
            (
                "No — the staging database is read-only for us.",
                "read-only",
            ),
            ("nope, we're on humble", "humble"),
            (
                "wrong, the pos source lives in the raw schema",
                "raw schema",
            ),
            ("no, that's wrong — the mobile app talks to the bff", "bff"),
            ("not quite, refunds go through the ledger service", "ledger"),
            (
                "no no no, our timestamps are stored in local time",
                "local time",
            ),
            ("nope: the design tokens come from figma", "figma"),
            ("actually no, the worker runs on its own box", "own box"),
            (
                "no, thats wrong. emails are case-insensitive in our system",
                "case-insensitive",
            ),
            (
                "nope, the admin panel uses server-side sessions",
                "server-side sessions",
            ),
            (
                "no no, translations don't go in the component files",
                "translations",
            ),
            ("nah, we are using postgres for the queue", "postgres"),
        ],
        &[
            "no, the tests still fail",
            "nope, the chart is upside down now",
            "no no, it works now",
            "no, that's not what I meant",
            "nope, same error",
            "no, the build is broken again",
            "no no, this is fine",
            "nope, the output is empty",
            "no, is the cache warm?",
            "no, the login page looks weird",
            "nope, the bug is in the parser",
            "no, you are wrong about this",
            "no, I meant the other file",
            "no, revert that",
            "nah, the numbers are worse",
            "no, the cause is the cache",
        ],
    );
}

/// "Done deciding" closes a choice as "decided" does, said before or after it; asked, denied
/// or about something else it settles nothing. 搞定了 ("got it done") finishes work and
/// picks nothing, unlike 定了.
#[test]
fn variations_done_deciding() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("pdf invoices: ChromicPDF, done deciding.", "ChromicPDF"),
            ("done deciding. bun is the runtime", "bun"),
            ("ok, Oban for the job queue, done deciding", "Oban"),
            ("Done deciding: Postgres for the event store.", "Postgres"),
            ("im done deciding, fly.io for hosting", "fly.io"),
            ("we're done deciding — the API stays REST", "REST"),
            ("auth via Clerk. done deciding!", "Clerk"),
            ("done deciding; tailwind it is for the admin ui", "tailwind"),
            ("i'm done deciding, pnpm for the monorepo", "pnpm"),
            (
                "pricing page uses three tiers, done deciding",
                "three tiers",
            ),
            ("sentry for errors, done deciding.", "sentry"),
            ("we are done deciding, the mobile app is Flutter", "Flutter"),
            ("done deciding, the cron runs at 02:00 UTC", "02:00"),
            ("SQLite for the desktop cache. Done deciding.", "SQLite"),
            ("done deciding: vitest over jest", "vitest"),
        ],
        &[
            "are you done deciding?",
            "I'm not done deciding yet",
            "done deciding what to eat, back in 10",
            "let me know when you're done deciding",
            "once we're done deciding we can start",
            "CI 缓存搞定了",
            "登录模块搞定了，下午弄支付",
            "这个 bug 终于搞定了",
            "搞定了吗？",
            "部署搞定了没有",
            "依赖问题都搞定了",
            "好了，搞定了",
            "iOS 签名搞定了，明天提审",
            "if you're done deciding, tell me",
            "still not done deciding between redis and kafka",
        ],
    );
}

/// An English verb with 一下 is the verb of a Chinese sentence: "checkpoint 一下" and 存档一下
/// ask for a checkpoint of what follows. The words as a noun, or asked about, do not.
#[test]
fn variations_checkpoint_yixia() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("checkpoint 一下，登录模块写完了", "登录模块"),
            ("checkpoint一下：CI 缓存搞定了，下午弄签名", "CI 缓存"),
            ("先 checkpoint 一下，支付回调联调通了", "支付回调"),
            ("存档一下：数据清洗脚本跑通了", "数据清洗"),
            ("存档一下，首页和定价页做完了", "定价页"),
            ("帮我 checkpoint 一下，HAL 层重构完了 SPI", "HAL"),
            ("checkpoint 下，token 刷新还没改", "token 刷新"),
            ("我们 checkpoint 一下：压测脚本写好了", "压测脚本"),
            ("请存档一下，迁移做到第三个集群了", "第三个集群"),
            ("checkpoint 一下: 模型评估跑完了，指标没涨", "指标"),
            ("先存档一下，退款接口写完了，还差单测", "退款接口"),
            ("checkpoint 一下，OTA 分区表调通了", "OTA"),
            ("存档下，排行榜分页做完了", "排行榜"),
            ("checkpoint 一下，今天 websocket 重连写完了", "websocket"),
            ("帮我存档一下：iOS 签名弄好了，明天提审", "iOS 签名"),
        ],
        &[
            "checkpoint 是什么意思",
            "怎么 checkpoint 一下模型权重",
            "训练的时候每 1000 步 checkpoint 一下",
            "存档功能怎么做",
            "游戏的存档一下子全没了",
            "checkpoint 文件太大了",
            "帮我看下 checkpoint 为什么加载失败",
            "要不要 checkpoint 一下？",
            "checkpoint 的路径改成 ckpt/",
            "存档按钮放右上角",
            "把 checkpoint 一下这个功能加到训练脚本里",
            "每个 epoch 存档一下模型",
            "这个 checkpoint 一下子就损坏了",
            "存档系统一下午都没调通",
            "checkpoint 恢复一下训练",
        ],
    );
}

/// 着呢 closes an emphatic statement of a state ("文档第 4 节写着呢", "it's written right
/// there"), so the sentence it ends asks nothing; a bare 呢 after anything else still asks.
#[test]
fn zhe_ne_states_and_ne_asks() {
    for (prompt, target) in [
        (
            "错了，星付回调验签是 SM3 不是 SHA256，文档第 4 节写着呢",
            Target::CandidateRule,
        ),
        (
            "不对，端口是 9090 不是 8080，配置里写着呢",
            Target::CandidateRule,
        ),
        (
            "以后提交前都先跑 lint，README 里写着呢",
            Target::MemoryRules,
        ),
    ] {
        assert_eq!(detect(prompt).target, target, "{prompt}");
    }
    for prompt in [
        "以后提交前都先跑 lint 呢",
        "错了，端口是 9090 呢",
        "以后都用 pnpm 呢？",
    ] {
        assert_eq!(detect(prompt).target, Target::Nothing, "{prompt}");
    }
}

/// A ban said as a bare noun phrase ("No ORM.", "no Bluetooth on v1 of the board"): a
/// counted candidate in a short prompt. Set phrases, states, a time of now, "this", a question
/// or an ask to produce something it qualifies write nothing.
#[test]
fn variations_ban_as_a_bare_noun_phrase() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("No ORM. we keep raw SQL with sqlc", "No ORM"),
            ("no Bluetooth on v1 of the board", "Bluetooth"),
            ("no python models, everything in sql", "python models"),
            ("No service mesh for the batch namespace.", "service mesh"),
            ("no bitcode, no app thinning variants", "bitcode"),
            ("ok no lodash. native array methods are enough", "lodash"),
            ("No jQuery in the admin panel!", "jQuery"),
            ("no redux, zustand is plenty", "redux"),
            ("no mocks for the database layer", "mocks"),
            ("No GraphQL; REST with OpenAPI.", "GraphQL"),
            ("no emojis in commit messages", "emojis"),
            ("no force-push on shared branches", "force-push"),
            ("No print statements in library code.", "print statements"),
            ("no microservices, one deployable", "microservices"),
            ("no tailwind anywhere in the email templates", "tailwind"),
        ],
        &[
            "no worries, take your time",
            "no problem",
            "no idea why it fails",
            "no errors in the log",
            "no luck with the new flag",
            "no output at all",
            "no changes needed",
            "no jquery in this snippet pls",
            "no redux for now",
            "no mocks yet",
            "no GraphQL?",
            "just outline it, no code",
            "write the summary, no bullet points",
            "no response from the server",
            "no rush",
        ],
    );
}

/// 跟我说话 / 和我交流 without 的时候 names the whole conversation as the reply frame does: the
/// manner after it is how the user is talked to (USER.md). A person, a question, a report or
/// a thing said about another talk set nothing. 解释 takes a wh-clause as its object (多解释两句为
/// 什么这么写), so the rule before it is no question.
#[test]
fn variations_talking_with_me() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("跟我说话不用那么客气，直接点", "客气"),
            ("跟我说话一直用大白话就好", "大白话"),
            ("和我交流直接说重点", "重点"),
            ("跟我聊天别太正式", "正式"),
            ("对我说话别绕弯子", "绕弯子"),
            ("跟我说话尽量简单点", "简单"),
            ("跟我讲话不要用太多术语", "术语"),
            ("和我说话，别每句都道歉", "道歉"),
            ("跟我说话少用英文缩写", "英文缩写"),
            ("跟我交流就用口语吧", "口语"),
            ("你跟我说话直接一点，不用铺垫", "铺垫"),
            ("和我聊天不用加表情", "表情"),
            ("跟我说话多举例子", "举例子"),
            ("跟我说话一直用中文就好", "中文"),
            (
                "我是后端出身，React 不太熟，以后前端的改动你多解释两句为什么这么写",
                "为什么这么写",
            ),
        ],
        &[
            "跟我说话的那个人是谁",
            "他跟我说话很不客气",
            "跟我说话的时候他一直在看手机",
            "你跟我说话怎么这么客气？",
            "跟我聊天的机器人回复太慢了",
            "和我交流的客户说不用改",
            "跟我说话直接吗？",
            "老板跟我说话一直很直接",
            "跟我说过了",
            "和我交流过这个方案的同事走了",
            "跟我说一下进度",
            "解释下这里为啥要 REQUIRES_NEW",
            "先解释下为什么这里会死锁",
            "跟我讲讲这个报错怎么回事",
            "对我说话的语气有点冲",
        ],
    );
}

/// This round's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_scope_widened_by_its_closer,
    variations_rule_heading_with_its_scope,
    variations_question_mark_as_a_symbol,
    variations_first_step_at_each_occasion,
    variations_no_no_a_named_thing_is_so,
    variations_done_deciding,
    variations_checkpoint_yixia,
    variations_ban_as_a_bare_noun_phrase,
    variations_talking_with_me,
];
