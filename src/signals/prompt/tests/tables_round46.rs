//! Round forty-six's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-six"). Found by probing the binary with labelled sets of our
//! own (`signals.synth-r47`, read, and `signals.synth-r49`, short prompts, read).

use super::*;

/// "Never" and one word closing a later clause is elliptic: it borrows the subject and the verb
/// of the clause before, so the whole sentence is the rule. After a clause telling what a
/// subject did or habitually does ("the auditor always rated it medium, never high") the pair
/// describes.
#[test]
fn variations_elliptic_never() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("we use pnpm in this repo, never npm", "we use pnpm"),
            (
                "all money amounts are int64 cents, never float64.",
                "int64 cents",
            ),
            (
                "in this project every ViewModel exposes only StateFlow, never LiveData",
                "StateFlow",
            ),
            (
                "run the linter before pushing, never after",
                "run the linter",
            ),
            ("timestamps are stored in UTC, never localtime", "UTC"),
            ("primary keys are uuid, never serial", "uuid"),
            ("format with black, never autopep8.", "black"),
            (
                "prices go through the Money type, never float",
                "Money type",
            ),
            ("we release from main, never develop", "main"),
            ("deps get pinned with poetry, never pip", "poetry"),
            ("the api speaks snake_case, never camelCase", "snake_case"),
            ("the frontend talks to the bff, never core-api!", "bff"),
            ("migrations are forward-only, never down", "forward-only"),
            ("secrets live in vault, never dotenv", "vault"),
            ("tests hit the fake clock, never sleep", "fake clock"),
        ],
        &[
            "the previous auditor always rated this as medium, never high",
            "it always happens on the first request after a cold start, never after",
            "it usually fails on ci, never locally",
            "the job always crashed at night, never during the day",
            "this often happens on safari, never chrome",
            "the old api always returned 200, never 404",
            "bob always reviewed the infra prs, never the frontend ones",
            "the cache normally expires in an hour, never sooner",
            "our vendor typically ships on fridays, never mondays",
            "the flaky test always passes, never fails when I watch",
            "it always logs twice, never once",
            "the queue always drained, never stalled before the upgrade",
            "the worker often restarts, never cleanly",
            "that endpoint always timed out, never errored",
            "the modal always opened, never closed",
        ],
    );
}

/// 之后 with a short topic before its 都 (之后回复都用繁体) is 以后: how every later reply or
/// commit is done. A coverb (给, 帮, 把…) opens a verb phrase, not a topic; a state closed by 了
/// (之后页面都正常了) reports.
#[test]
fn variations_after_this_with_a_topic() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("之后提交信息都用英文写", "提交信息都用英文写"),
            ("之后分支名都用 feat/ 开头", "feat/"),
            ("之后日志都打成 json", "json"),
            ("之後註釋都用英文", "英文"),
            ("之后接口都要加鉴权", "鉴权"),
            ("之后 PR 都要先过 CI", "CI"),
            ("之后变量名都用 snake_case", "snake_case"),
            ("之后测试都放 tests/ 目录", "tests/"),
            ("之后配置都走环境变量吧", "环境变量"),
            ("之后依赖都用 pnpm 装", "pnpm"),
            ("之后文档都写在 docs/ 下", "docs/"),
            ("之后迁移脚本都要可回滚", "可回滚"),
            ("之后 sql 都要参数化", "参数化"),
            ("之后组件都用 setup 语法", "setup"),
            ("之后版本号都按 semver 来", "semver"),
        ],
        &[
            "之后页面都正常了",
            "升级之后接口都挂了",
            "改完之后都跑一下测试",
            "之后几个都改成 X",
            "之后给我都发一份",
            "之后再说",
            "之后接口都变慢了",
            "重启之后日志都没了",
            "之后这些都删掉",
            "之后的都不用管",
            "之后怎么都连不上了",
            "之后测试都通过了",
            "之后服务都稳定了",
            "之后都正常",
            "部署之后页面都白屏了",
        ],
    );
}

/// After its topic, 统一 with a verb of routing or sending (所有 handler 的错误统一走 X, 告警邮件
/// 统一发 X) says where all such things go: a decision. 一下 after the verb marks one act now.
#[test]
fn variations_unify_routing() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("所有 handler 的错误统一走 apperr.Wrap", "apperr.Wrap"),
            ("告警邮件统一发 data-oncall 组", "data-oncall"),
            ("线上告警消息统一推送到飞书群", "飞书群"),
            ("所有外部 http 请求统一经过 httpclient 包", "httpclient"),
            ("支付回调的日志统一发到 sentry", "sentry"),
            ("第三方接口的调用统一通过 gateway", "gateway"),
            ("所有定时任务的通知统一交给 notifier 服务", "notifier"),
            ("数据库连接统一由 pool 模块管", "pool"),
            ("埋点事件统一发送到 kafka 的 events topic", "kafka"),
            ("所有服务的指标统一推到 prometheus", "prometheus"),
            ("前端所有接口请求统一调用 request.ts", "request.ts"),
            ("各个模块的错误码统一放到 errors.go", "errors.go"),
            ("所有后台任务的告警统一发给值班群", "值班群"),
            ("用户相关的通知统一发 push", "push"),
            ("全部 cli 命令的输出统一写到 stderr", "stderr"),
        ],
        &[
            "邮件统一发一下",
            "这几个告警邮件统一发给我",
            "把这些错误统一走一下 wrap",
            "先把这三个接口统一改一下",
            "这里统一走 apperr.Wrap",
            "统一一下日志格式",
            "能不能统一发到一个群？",
            "这批数据统一推一下",
            "上面几个函数统一走 wrap",
            "如果统一走 gateway 的话会不会慢",
            "统一发一下通知",
            "这边统一改一下",
            "要不要统一走 kafka",
            "他说告警统一发给他",
            "把这些消息统一推到群里",
        ],
    );
}

/// A verb of adding with "a rule" as its object may name the rule file it goes to (加一条规则到
/// CLAUDE.md：…), and the noun may be the English one in code-switched speech (加一条 rule：…).
#[test]
fn variations_rule_added_to_a_file() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "加一条规则到 CLAUDE.md：pod install 要先 cd ios",
                "pod install",
            ),
            ("加一条 rule 到 CLAUDE.md：提交前先跑 lint", "lint"),
            ("加一条 rule：接口返回统一用 snake_case", "snake_case"),
            ("新增一条规则到 AGENTS.md：不要改 vendor 目录", "vendor"),
            ("加条 rule：所有金额用分存", "用分存"),
            ("添加一条规则进 CLAUDE.md：测试用 pytest", "pytest"),
            ("再加一条 rule: 日志不打手机号", "手机号"),
            ("加个规则到 agents.md：迁移脚本要可回滚", "可回滚"),
            ("请加一条 rule：commit message 用英文", "英文"),
            ("加一条新的 rule：别用 any", "any"),
            ("给你加一条 rule：函数都写 docstring", "docstring"),
            ("加一条规则到规则文件：不要直接 push main", "push main"),
            ("补充一条规则到 CLAUDE.md：改完跑 go vet", "go vet"),
            ("加一条 rule 到 .cursorrules：组件用函数式", "函数式"),
            ("定一条 rule：数据库字段都加注释", "注释"),
        ],
        &[
            "加一条 ruler",
            "加一条校验规则到表单：手机号必填",
            "添加一条 eslint rule",
            "加一条防火墙规则到安全组",
            "这条 rule 要不要加？",
            "他说加一条 rule",
            "加一条 rule 吗",
            "如果加一条 rule 的话会怎样",
            "给 nginx 加一条 rewrite rule",
            "不要加 rule",
            "加一条路由规则：/api 转发到 8080",
            "加一条 lint rule 检查 console.log",
            "rule 加了吗",
            "加一条告警规则：cpu 超过 80% 报警",
            "在 prometheus 里加一条 rule",
        ],
    );
}

/// A polite request for the checkpoint may open a later clause ("ok lemme stop — can you note
/// down where we got to?"), and 一下 softens the English verb in code-switched speech
/// ("checkpoint this 一下").
#[test]
fn variations_checkpoint_asked_later_in_the_sentence() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "ok lemme stop for tonight — can you note down where we got to? phase 2 half done",
                "phase 2",
            ),
            (
                "done for today, can you note down where we are? auth works, tests pending",
                "auth works",
            ),
            (
                "ok stopping here — could you save our progress? the parser is done",
                "parser",
            ),
            (
                "alright, can you checkpoint this? login flow done",
                "login flow",
            ),
            (
                "that's it for now - could you record a checkpoint? api half done",
                "api half",
            ),
            ("checkpoint this 一下，明天继续搞推送", "推送"),
            ("checkpoint 一下，明天继续", "明天继续"),
            ("ok, checkpoint this 一下", ""),
            (
                "long day, could you log our progress? migrations done",
                "migrations",
            ),
            (
                "wrapping up — can you note down where we left off? ui done",
                "ui done",
            ),
            (
                "ok calling it — can you save our progress? docs left",
                "docs left",
            ),
            (
                "phew. could you checkpoint this please? import works",
                "import works",
            ),
            ("checkpoint here 一下", ""),
            (
                "ok gotta go — can you write down where we stopped? step 4 next",
                "step 4",
            ),
            (
                "enough for today, can you record our progress? cache done",
                "cache done",
            ),
        ],
        &[
            "can you tell me where we got to?",
            "ok — do you remember where we got to?",
            "where did we get to?",
            "can you note down the steps for the user guide?",
            "ok — can you save the file?",
            "could you save our config to disk?",
            "checkpoint 文件在哪",
            "the model saves a checkpoint every 100 steps",
            "ok — can you load the last checkpoint?",
            "why does it save a checkpoint every epoch?",
            "can you explain what a checkpoint is?",
            "load checkpoint 一下",
            "ok — did you save our progress?",
            "hmm, is our progress saved?",
            "can you checkpoint the model weights every epoch?",
        ],
    );
}

/// A learner's past form after "did not" ("you did not saved it") is the same complaint as the
/// plain form; so is the English verb in the Chinese frame with its complement of result (你没
/// save 进去).
#[test]
fn variations_missed_save_in_other_forms() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("the Hilt thing from before, you did not saved it", "Hilt"),
            ("you did not saved the port rule", "port rule"),
            ("you didn't saved that", "that"),
            ("u did not saved it again", "it"),
            ("you did not recorded the staging url", "staging url"),
            ("you did not noted the deploy day", "deploy day"),
            ("you didnt saved the lint rule", "lint rule"),
            ("the pnpm rule, you did not remembered it", "pnpm"),
            ("上面 ANALYTICS_WH 那个你没 save 进去", "ANALYTICS_WH"),
            ("端口那条你没 save 下来", "端口"),
            ("你又没 save 进去", "save"),
            ("pnpm 那个你没有 save 进 memory", "pnpm"),
            ("时区那条你没 save 上", "时区"),
            ("刚才那条规则你没 save 进去吧", "规则"),
            ("你没 save 进记忆", "save"),
        ],
        &[
            "你没 save 文件",
            "你没 save 吗？我看文件没变",
            "我没 save 进去",
            "save 进去了吗",
            "我忘了 save",
            "you did not save the file",
            "you did not saved the changes",
            "did you save it?",
            "I did not saved it",
            "you saved it, right?",
            "you did not stored the file to disk",
            "你没 save 草稿",
            "编辑器里没 save",
            "他说你没 save 进去",
            "数据没 save 进去",
        ],
    );
}

/// A run of `!` standing alone between spaces names a symbol (Kotlin's `!!`); a `!` closing a
/// Rust macro's name (`panic! 宏`, `anyhow::bail!`, `println!(…)`) closes no sentence. Before a
/// dash, a trigger closing its clause keeps what came before, not the aside.
#[test]
fn bang_symbols_and_the_aside_after_a_dash() {
    saves_exactly(&[
        (
            "add to the rules file: no !! operator in production code",
            "no !! operator in production code",
        ),
        (
            "以后不要用 panic! 宏，用 Result",
            "不要用 panic! 宏，用 Result",
        ),
        (
            "always use anyhow::bail! instead of panic!(...) in library code",
            "use anyhow::bail! instead of panic!(...) in library code",
        ),
        (
            "use pnpm, from now on - npm breaks the lockfile",
            "use pnpm",
        ),
        (
            "use pnpm, from now on — npm breaks the lockfile",
            "use pnpm",
        ),
        (
            "fix it, and from now on - run the tests first",
            "run the tests first",
        ),
    ]);
    // After a verdict the dash opens the right fact, and a closing confirmation settles all
    // the clauses before it, the 统一 one among them.
    saves_exactly(&[
        (
            "Actually, that's wrong — in this org Person Accounts are enabled, so B2C customers don't have a separate Contact record.",
            "in this org Person Accounts are enabled, so B2C customers don't have a separate Contact record",
        ),
        (
            "讨论过了，app 的 package.json 统一用精确版本，不要 ^ 和 ~，升级交给 renovate，就这么定了",
            "讨论过了，app 的 package.json 统一用精确版本，不要 ^ 和 ~，升级交给 renovate",
        ),
    ]);
    check(
        "Stop! never push to main",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["never push to main"],
    );
}

/// A bound on every reply's length (回答别超过五行) is brevity said in numbers: how to talk to
/// the user. The product's replies (客服回复, 接口返回) and one answer asked for are not.
#[test]
fn variations_reply_length_bound() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回答别超过五行，我在手机上看", "五行"),
            ("回复别超过 3 行", "3 行"),
            ("回答不要超过十行", "十行"),
            ("回复不能超过两段", "两段"),
            ("回答尽量不要超过 5 句", "5 句"),
            ("回答都别超过一屏", "一屏"),
            ("回复请不要超过 200 字", "200 字"),
            ("回答我的时候别超过五行", "五行"),
            ("回答别超过三行吧", "三行"),
            ("回复不许超过十句", "十句"),
            ("答复别超过两段", "两段"),
            ("回答别超过5行！", "5行"),
            ("回复内容别超过五行", "五行"),
            ("回复别超过 100 个字", "100 个字"),
            ("回答别超过三条", "三条"),
        ],
        &[
            "客服回复别超过五行",
            "接口回复别超过 3 秒",
            "回答别超过五行吗？",
            "如果回答超过五行就折叠",
            "这个回答别超过五行，我要贴到 PR 里",
            "他说回答别超过五行",
            "回复超过五行会被截断",
            "回答超过五行了",
            "评论回复别超过 200 字",
            "回答这个问题别超过五行",
            "短信回复不能超过 70 个字",
            "邮件回复别超过两段",
            "回复别超过五行的话会不会太短",
            "用户回复别超过 500 字",
            "机器人回复不要超过三句",
        ],
    );
}

/// 最终 ("in the end") before 定 and a value gives the outcome, as 最终决定 does.
#[test]
fn variations_finally_set_at() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("最终 min iOS version 定 15.1，14 不再支持了", "15.1"),
            ("最终超时时间定 30s", "30s"),
            ("最终我们定为 v2 协议", "v2"),
            ("最终端口定成 8088", "8088"),
            ("最终 node 版本定 20", "20"),
            ("最终并发数定在 8", "8"),
            ("最终 batch size 定 64 了", "64"),
            ("最终重试次数定为 3", "3"),
            ("最终 python 版本定 3.11", "3.11"),
            ("最终缓存时间定 5min", "5min"),
            ("最终 api 前缀定 v1", "v1"),
            ("最终最低安卓版本定 26", "26"),
            ("最终分页大小定成 50", "50"),
            ("最终日志保留定 30 天", "30"),
            ("最终 go 版本定 1.22", "1.22"),
        ],
        &[
            "最终版本定了吗？",
            "最终定不下来",
            "最终固定成 42",
            "最终设定为 3",
            "最终被定为 P0",
            "最终结果是 42",
            "最终定哪个版本？",
            "最终还没定",
            "最终 node 版本定不了",
            "如果最终定 20 的话要改 CI",
            "他说最终定 3.11",
            "最终指定为 admin",
            "最终锁定成 v2",
            "最终要不要定 30s",
            "最终限定为 10 个",
        ],
    );
}

/// 全面 ("across the board") after a topic is 统一: how all such things are done.
#[test]
fn variations_across_the_board() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("日期處理全面改用 dayjs，moment 移掉", "dayjs"),
            ("前端请求全面改用 ky", "ky"),
            ("日志全面改用 zap", "zap"),
            ("后台表格全面用 ag-grid", "ag-grid"),
            ("配置文件全面改成 toml", "toml"),
            ("服务间通信全面走 grpc", "grpc"),
            ("测试全面使用 pytest", "pytest"),
            ("状态管理全面采用 pinia", "pinia"),
            ("图片资源全面存到 oss", "oss"),
            ("所有接口全面改为 restful 风格", "restful"),
            ("部署全面走 argo cd", "argo cd"),
            ("数据库访问全面用 sqlc", "sqlc"),
            ("前端样式全面改用 tailwind", "tailwind"),
            ("异步任务全面走 celery", "celery"),
            ("权限校验全面放到网关", "网关"),
        ],
        &[
            "把这些页面全面改用 flex",
            "这几个接口全面改用 post",
            "全面改用 post 试试",
            "我们要全面提升性能",
            "全面测试一下",
            "要不要全面改用 ky？",
            "再开始全面 e2e 测试",
            "这里全面改用 map",
            "全面改一下",
            "如果全面改用 ky 的话会不会有坑",
            "他说前端全面改用 ky",
            "全面排查一下内存泄漏",
            "这边全面换一下",
            "先把这三个文件全面改用 tabs",
            "全面评估一下风险",
        ],
    );
}

/// "Decision made" is the reduced passive of deciding, so when and with whom it was made may
/// head the outcome ("decision made after the review with the leads: …"); "settled with the
/// team" says who settled what was said before.
#[test]
fn variations_decision_made_with_whom() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "Decision made after the review with the platform leads: all KMS keys are customer-managed",
                "customer-managed",
            ),
            ("decision made with the team: we ship on mondays", "mondays"),
            (
                "decision made in the retro: no more friday deploys",
                "friday deploys",
            ),
            (
                "decision made at standup with the leads: redis stays",
                "redis stays",
            ),
            (
                "decision made after the outage: alerts go to pagerduty",
                "pagerduty",
            ),
            (
                "label-printer svc moves to grpc. thats settled w/ the team",
                "grpc",
            ),
            (
                "we move the api to grpc. that's settled with the team",
                "grpc",
            ),
            (
                "postgres 16 for the new cluster. settled with the leads",
                "postgres 16",
            ),
            ("the queue is sqs, that's settled with the client", "sqs"),
            (
                "monorepo with turborepo. that's settled by the team",
                "turborepo",
            ),
            (
                "we keep terraform for infra, settled with the platform team",
                "terraform",
            ),
            (
                "react native for the app, that's settled w/ the pm",
                "react native",
            ),
            (
                "decision made with design: dark mode ships later",
                "dark mode",
            ),
            ("decision made after the spike: we drop graphql", "graphql"),
            ("the auth service is go, settled with the owners", "go"),
        ],
        &[
            "was a decision made with the team?",
            "no decision made yet",
            "decision made? not yet",
            "is that settled with the team?",
            "it's not settled with the team",
            "decision made by the ci bot: rerun",
            "the decision was made last year, it's a mess",
            "which decision was made at standup?",
            "nothing settled with the team yet",
            "if that's settled with the team, we go",
            "he said that's settled with the team",
            "that's settled with the team? really?",
            "decision made with the team is pending",
            "the fight settled with the client refunded",
            "the dust settled with the team after the outage",
        ],
    );
}

/// A liking's complement may open with an adverb of manner or scope (习惯单独放, 习惯只拿来),
/// with its topic first: the user's habit of working. Past habits, questions and relative
/// clauses are not.
#[test]
fn variations_habit_with_an_adverb_first() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("UDF 我习惯单独放 udfs/ 目录下管理。", "udfs/"),
            ("notebook 我习惯只拿来探索，逻辑都放 .py 里", "探索"),
            ("汇编我习惯单独放 .S 文件", ".S"),
            ("常量我习惯单独放 constants.ts", "constants.ts"),
            ("类型我习惯集中放 types/ 下", "types/"),
            ("测试数据我一般单独放 fixtures", "fixtures"),
            ("样式我习惯分开写在 .scss", ".scss"),
            ("mock 我习惯只用 msw", "msw"),
            ("sql 我一般只写在 repo 层", "repo 层"),
            ("环境变量我习惯集中管理在 config.py", "config.py"),
            ("配置我习惯尽量放 yaml", "yaml"),
            ("脚本我通常单独放 scripts/", "scripts/"),
            ("图标我习惯只用 svg", "svg"),
            ("工具函数我偏好单独放 utils", "utils"),
            ("日志我习惯只打 json", "json"),
        ],
        &[
            "UDF 我以前习惯单独放一个目录",
            "常量你习惯单独放哪？",
            "类型我习惯集中放吗",
            "我们习惯单独放的那个目录在哪",
            "之前我习惯只用 msw",
            "你习惯只用 svg 吗",
            "他习惯单独放 fixtures",
            "原来我习惯分开写",
            "测试数据我一般单独放哪个目录？",
            "我习惯了",
            "配置我习惯放哪里来着",
            "图标我当时习惯只用 png",
            "他们习惯集中放 types",
            "样式你习惯分开写还是放一起？",
            "本来我一般只写在 repo 层",
        ],
    );
}

/// A fronted phrase of scope ("for IAM in particular I like my …", "in Go I prefer …") narrows
/// a taste and leaves its mood; one naming a thing in view or a time ("in this file", "for
/// now", "in the demo") scopes it to the work at hand.
#[test]
fn variations_preference_with_a_fronted_scope() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "For IAM in particular I like my Terraform with one policy document per file",
                "one policy document",
            ),
            ("in Go I prefer table-driven tests", "table-driven"),
            ("for python I prefer ruff over flake8", "ruff"),
            (
                "in rust, I prefer thiserror for library errors",
                "thiserror",
            ),
            (
                "with react I prefer function components",
                "function components",
            ),
            ("for sql especially I like lowercase keywords", "lowercase"),
            (
                "in typescript I prefer type over interface",
                "type over interface",
            ),
            ("for css I like my classes in BEM", "BEM"),
            (
                "for commits, I prefer small ones with clear messages",
                "small ones",
            ),
            ("in tests I like my fixtures in conftest.py", "conftest.py"),
            ("for logging I prefer structlog", "structlog"),
            (
                "in kotlin I prefer sealed classes for states",
                "sealed classes",
            ),
            ("for docker I prefer slim images", "slim images"),
            (
                "for shell scripts I like set -euo pipefail at the top",
                "pipefail",
            ),
            ("with vue I prefer the composition api", "composition api"),
        ],
        &[
            "in this file I prefer tabs",
            "for now I prefer tabs",
            "in the demo I like the blue one",
            "for this task I prefer the mock",
            "in that pr I liked the second version",
            "with this layout I like it",
            "for today I prefer the short version",
            "in your draft I like the intro",
            "here I prefer the first option",
            "for the demo I like the dark theme",
            "in my last job I liked jenkins",
            "for these tests I prefer the mock",
            "in a perfect world I'd prefer rust",
            "with the old api I liked the xml",
            "for those endpoints I like the second one",
        ],
    );
}

/// A topic, then a pointer of manner (以后新表都按这个来, 之后新接口也照这样) extends the clause
/// before it to the topic: the rule is the whole sentence. A bare pointer (每次都这样) points
/// back and saves the clause before; with nothing before, the pointer has no antecedent.
#[test]
fn variations_pattern_extended_to_a_topic() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "字段统一用 snake_case，以后新表都按这个来",
                "字段统一用 snake_case",
            ),
            ("字段统一用 snake_case，之后新表都按这个来", "snake_case"),
            ("接口返回用 camelCase，之后新接口都这样", "camelCase"),
            ("错误码放 errors.go，以后新模块也照这样", "errors.go"),
            ("日志用 zap，以后新服务都一样", "zap"),
            ("测试文件放 __tests__，以后新组件都按这个来吧", "__tests__"),
            ("迁移脚本带回滚，以后新表都照这个写", "回滚"),
            ("配置走 env，以后新 job 都这么来", "env"),
            ("金额用分存，以后新字段都按这个规则来", "用分存"),
            ("路由用 kebab-case，以后新页面也按这个", "kebab-case"),
            ("接口加鉴权，今后新接口都按这个来", "鉴权"),
            ("commit 用英文写，以后新仓库也一样", "英文"),
            ("依赖锁版本，以后新项目都照着这个来", "锁版本"),
            ("注释写中文，往后新文件都这样", "中文"),
            ("表名用复数，以后新建表都按这个来了", "复数"),
        ],
        &[
            "以后新表都按这个来吗？",
            "字段统一用 snake_case，以后新表要不要按这个来？",
            "如果以后新表都按这个来的话会不会太死板",
            "他说以后新表都按这个来",
            "之后新表都一样了",
            "之后页面都一样慢",
            "升级之后接口都这样了",
            "以后新表都这样坏掉怎么办",
            "重启之后服务都一样",
            "之后几个都按这个来",
            "这次新表先按这个来",
            "你以后是不是都这样？",
            "以后再按这个来",
            "以后新表都会按这个来",
            "之后的都按这个来",
        ],
    );
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_elliptic_never,
    variations_after_this_with_a_topic,
    variations_unify_routing,
    variations_rule_added_to_a_file,
    variations_checkpoint_asked_later_in_the_sentence,
    variations_missed_save_in_other_forms,
    variations_reply_length_bound,
    variations_finally_set_at,
    variations_across_the_board,
    variations_decision_made_with_whom,
    variations_habit_with_an_adverb_first,
    variations_preference_with_a_fronted_scope,
    variations_pattern_extended_to_a_topic,
];
