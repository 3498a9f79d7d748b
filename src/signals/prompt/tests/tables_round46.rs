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
    check(
        "Stop! never push to main",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["never push to main"],
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
];
