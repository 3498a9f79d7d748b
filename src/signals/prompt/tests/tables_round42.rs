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
