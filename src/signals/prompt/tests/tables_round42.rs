//! Round forty-two's junk vetoes, each beside the signals of the same words it must leave
//! alone (docs/CAPTURE.md "Round forty-two"). Found by probing the binary with junk prompts of
//! our own in the classes; no corpus line moved for them.

use super::*;

/// 一律 before a failure says how everything fails, a symptom ("all of them 404"), as "every
/// time" does in a bug report; 一律 before a way of working is still a rule.
#[test]
fn a_failure_said_of_everything_is_a_symptom() {
    for prompt in [
        "打包之后图片一律 404，本地是好的",
        "线上接口一律报错 500，你看下日志",
        "换了新域名以后页面一律白屏",
        "现在所有请求一律超时，是不是网关挂了",
        "导出的 csv 中文一律乱码",
        "升级之后那几个按钮一律没反应",
        "測試環境的圖片一律顯示不出來",
        "这些接口一律返回空，查一下原因",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("接口错误码一律用 4 位数字", "4 位数字"),
            ("日志一律输出到 stdout", "stdout"),
            ("金额一律用分为单位存整数", "分为单位"),
            ("我们组 API 返回一律用 camelCase", "camelCase"),
            ("报错信息一律写成中文", "写成中文"),
            ("失败的任务一律重试三次", "重试三次"),
        ],
    );
}

/// 等 X 定了 ("once X is settled") and 定了再… name the settling as the event the work waits
/// for: nothing is settled yet. 定了 closing a pick, or before the pick, still settles it.
#[test]
fn a_settling_awaited_is_not_settled() {
    for prompt in [
        "先跳过 auth 模块，等后端接口定了再弄",
        "等方案定了再说",
        "接口定了之后再写前端",
        "先别动数据库，等表结构确定下来再改",
        "等产品决定了再排期",
        "这块等老板定了再做",
        "UI 定下来再说吧",
        "等版本號確定了再發",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("定了，用 pnpm", "pnpm"),
            ("数据库就这么定了，用 Postgres", "Postgres"),
            ("日志库就 zap 了，确定", "zap"),
            ("部署方式已经定了：k8s", "k8s"),
            ("状态管理定了用 zustand", "zustand"),
        ],
    );
}

/// "Not now" with what to do first, or "park it", orders the work at hand, as 先不 X，先 Y does:
/// nothing is decided against. A "let's not" / "won't" with a reason or for good still is.
#[test]
fn not_now_with_what_comes_first_orders_the_work() {
    for prompt in [
        "let's not do the i18n stuff now, park it and get the checkout flow working first",
        "let's not add caching now, get the api working first",
        "we won't touch the auth flow right now, fix the build first",
        "let's not worry about dark mode yet, ship the login page first",
        "park it, the perf work can wait",
        "let's not refactor the store for the moment, get tests green first",
        "lets not do the migration now, first we need the backup",
        "let's not bother with pagination right now, first make the list render",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "let's not add redux, context is enough for this app",
                "redux",
            ),
            ("we won't support IE11", "IE11"),
            ("we decided not to use graphql", "graphql"),
            ("let's not use moment.js, we use date-fns", "moment.js"),
            ("we're dropping python 3.8 support", "python 3.8"),
            ("we won't ship a windows build", "windows build"),
        ],
    );
}

/// A verdict on an option's label ("option 2 looks fine", 方案二看起来不错) says no more of what
/// the label stands for than the label alone: the agent is asked, nothing is written. A pick
/// that names the thing is written.
#[test]
fn a_verdict_on_an_option_label_asks_the_agent() {
    for prompt in [
        "option 2 looks fine, go with that",
        "option B looks good to me, go ahead with it",
        "plan 3 seems fine, let's go with that",
        "the second one looks good, go with it",
        "方案二看起来不错，就按这个来",
        "选项 3 挺好的，就用这个",
        "方案 B 可以，就这么定",
        "option 1 sounds right, go with that",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("go with pnpm, npm is too slow for this monorepo", "pnpm"),
            ("let's go with Postgres for the main db", "Postgres"),
            ("we'll go with tailwind for styling", "tailwind"),
            ("数据库就用 Postgres 了，定了", "Postgres"),
            ("定了，状态管理用 zustand", "zustand"),
            ("go with vitest, not jest", "vitest"),
        ],
    );
}

/// A word of annoyance closing a 每次 clause (每次都得 as 一下很烦) complains of a cost, as a
/// stretch of time does; one after a comma giving the rule's reason (…，不然很麻烦) leaves the
/// rule a rule. Found by long junk prompts of our own.
#[test]
fn an_annoyance_each_time_is_a_complaint() {
    for prompt in [
        "每次都得 as 一下很烦",
        "每次启动都要重新登录好烦",
        "每次改完都得手动重启真麻烦",
        "每次部署都要等十分钟太痛苦了",
        "每回都要 rebase 一遍超烦",
        "每次都要手动清缓存很累",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("每次提交前都要跑 lint，不然很麻烦", "跑 lint"),
            ("每次改完代码都要跑测试", "跑测试"),
            ("每次部署前都要先备份数据库", "备份数据库"),
            ("每次提交都要写清楚改了什么，不然 review 很累", "写清楚"),
        ],
    );
}

/// An edit of a rule file that fixes its form (typos, links, formatting, headings) states no
/// rule; an edit that says what the file should say does.
#[test]
fn fixing_a_rule_files_form_is_no_rule() {
    for prompt in [
        "Can you edit CLAUDE.md to fix the typos in the Setup section? Only the typos and the link.",
        "update AGENTS.md to fix the broken links in the testing section",
        "edit CLAUDE.md and clean up the formatting of the commands list",
        "please update CLAUDE.md to correct the spelling of \"dependencies\"",
        "amend AGENTS.md to fix the headings, nothing else",
        "edit the CLAUDE.md to tidy up the markdown tables",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "update CLAUDE.md to say we always run migrations with alembic",
                "alembic",
            ),
            (
                "edit AGENTS.md so it says tests live next to the code",
                "next to the code",
            ),
            ("update CLAUDE.md: never commit .env files", ".env"),
            ("CLAUDE.md should say that we use pnpm, not npm", "pnpm"),
            (
                "add to CLAUDE.md: fix lint errors before committing",
                "lint errors",
            ),
        ],
    );
}

/// A reply style asked for because of where the user is now (在开会, 在高铁上网不好, "on the
/// train right now", "bad wifi here") holds while that lasts: nothing goes to USER.md. Asked
/// plainly, or for a lasting reason ("I read these on my phone"), it is how to talk to them.
#[test]
fn a_reply_style_for_a_passing_situation_is_for_now() {
    for prompt in [
        "我现在在高铁上网不好，回复短一点",
        "我在开会，回答简短点",
        "这会儿在路上，回复简洁点",
        "网不好，回答短一点",
        "I'm on the train right now, keep answers short",
        "in a meeting, answer briefly",
        "bad wifi here, keep your replies short",
        "I'm on my phone right now, keep answers short",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回答简短点", "简短"),
            ("以后回复都简洁一点", "简洁"),
            ("回答不要啰嗦", "啰嗦"),
            ("keep answers short", "short"),
            ("answer briefly, I read these on my phone", "briefly"),
            ("please keep your replies concise", "concise"),
        ],
    );
}

/// "Decided against it / that / this" with only a pronoun points at what the agent proposed:
/// nothing names what was rejected. With the thing named it is a decision against it.
#[test]
fn decided_against_a_pronoun_names_nothing() {
    for prompt in [
        "decided against it, we'll revisit later",
        "we decided against that.",
        "decided against this: too risky for the demo",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "we decided against graphql, too complex for this team",
                "graphql",
            ),
            ("decided against using redux for state", "redux"),
            ("we've decided not to support IE11", "IE11"),
        ],
    );
}

/// An opening ask about someone else's text (this error, 这份决策记录, a ticket description, a
/// text to translate or 提炼) introduces it, after a colon, a question about what it says, or
/// the line's end: its rules are that text's. Notes relayed from a meeting, the project's own
/// 规范 and a rule of the user's after a question about a fault stay the user's words.
#[test]
fn someone_elses_text_after_an_ask_about_it_is_not_the_users() {
    for prompt in [
        "what does this error mean and how do I fix it: Error: Migration must be run with --allow-destructive flag. Never run destructive migrations in production without a backup.",
        "I found this comment at the top of utils/date.js, does the code below actually honor it? /* All dates MUST be stored as UTC ISO strings. Never use local time here. */",
        "Someone left this TODO, is it still needed? # TODO(mike): remember to always call flush() before exit",
        "can you write up this slack thread for people who missed it\n[alice] we should always use UUIDv7 for new tables\n[bob] agreed, and never expose internal IDs in URLs",
        "这条报错是什么意思？ERROR: 每次部署前必须执行 db:migrate，检测到未执行的迁移，部署已中止。",
        "把这段会议纪要整理成待办清单：\n1. 决定下季度迁移到 K8s\n2. 以后新服务一律用 Go 写",
        "安全部门发了这个通知，帮我提炼成三条要点：以后每次发版前都要附扫描报告，不要使用已停更的第三方库。",
        "这篇博客的核心观点是什么？我看得有点晕：作者认为单元测试必须覆盖所有分支，永远不要 mock 数据库。",
        "帮我看一下架构组的这份决策记录有没有逻辑漏洞：决定：所有内部调用必须走 gRPC，不要再新增 REST 内部接口。",
        "翻译成中文：Remember: you must never call setState inside render. Always derive values instead of syncing state.",
    ] {
        writes_nothing(prompt);
    }
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "这个项目的提交规范：以后 commit message 都用英文写",
                "commit message",
            ),
            (
                "Why does this error keep happening? From now on, always run the linter before pushing.",
                "linter",
            ),
            (
                "记住这段报错的处理方法：以后遇到 ECONNRESET 先重试三次",
                "ECONNRESET",
            ),
            (
                "note for this repo: never commit generated files",
                "generated files",
            ),
        ],
    );
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[(
            "notes from today's sync: we decided to use Postgres for billing",
            "Postgres",
        )],
    );
}
