//! Tables of round twenty-two (issue 18). Standing bans: the normative prohibitives of written
//! rules (严禁 / 不得 / 切勿 / 切忌 / 不允许; "must not" / "shall not") join the spoken ones (不许 /
//! 禁止; "stop", "avoid"), counted rather than written, and what opens any Chinese imperative
//! (请, 下次) opens them too. Scope, for the content gate: a time adjunct (for the future, 以后)
//! names nothing, and a change reported without its result says nothing of what holds. Every
//! phrasing here is of our own making, none from a corpus (see `table` in the parent module).

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_normative_prohibitions];

/// A normative prohibitive opening its sentence, said to the agent or the team: a standing ban,
/// a counted correction. After a subject that is not the agent or the team it is a spec of
/// what is built ("用户名不得超过 20 个字符"); 不得不 / 不得已 / 不得了 are not bans; "must not
/// be / have" guesses; a question, a report, a hypothetical and a bare word are not rules.
#[test]
fn variations_normative_prohibitions() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("严禁直接修改生产数据库", "生产数据库"),
            ("严禁在代码里硬编码密钥！", "硬编码密钥"),
            ("不得跳过代码评审", "代码评审"),
            ("你不得删除已有的测试", "测试"),
            ("我们不得在周五发布", "周五"),
            ("切勿在前端暴露 API key", "API key"),
            ("切忌在循环里查数据库。", "循环"),
            ("严禁使用 any，因为会破坏类型安全", "any"),
            ("好的，严禁 force push 到 main", "force push"),
            ("以后严禁提交 .env 文件", ".env"),
            ("you must not touch the migrations folder", "migrations"),
            ("You MUST NOT commit generated files.", "generated files"),
            ("you mustn't use any in typescript", "any"),
            (
                "you mustnt call the payment API from the client",
                "payment API",
            ),
            ("we shall not depend on nightly rust", "nightly"),
            (
                "ok, you must not ever edit the lockfile by hand",
                "lockfile",
            ),
            ("Must not log tokens", "tokens"),
        ],
        &[
            "严禁啊",
            "严禁的操作有哪些？",
            "如果严禁使用 any 会怎样",
            "不得不说这个设计很好",
            "不得了，全挂了",
            "不得已只能回滚",
            "他说严禁修改配置",
            "用户名不得超过 20 个字符",
            "严禁用户访问后台的开关做好了吗",
            "这次严禁改测试",
            "you must not have saved it",
            "you must not be logged in",
            "the field must not be empty",
            "must not forget the changelog",
            "he said you must not touch the migrations",
            "if we must not use any, what do we use?",
            "passwords must not be stored in plain text",
        ],
    );
}

/// A memory ask whose only words besides the pointer say when it holds (for the future, for
/// next time, for later, going forward, 以后, 下次) names nothing: the agent is asked, as for
/// "remember this". A rule beside the time words is still written.
#[test]
fn a_time_adjunct_of_scope_names_nothing() {
    for prompt in [
        "remember this for the future",
        "Remember that for next time.",
        "remember it for later",
        "remember this for future sessions",
        "please remember this for the future!",
        "remember that going forward",
        "remember this from now on",
        "keep this in mind for the future",
        "keep that in mind next time",
        "keep this in mind forever",
        "remember this onwards",
        "记住这个以后都要用",
        "记住这个，以后用",
        "以后记住这个",
        "下次记住这个",
    ] {
        asks_the_agent(prompt);
    }
    saves_exactly(&[
        ("remember for the future: use pnpm", "use pnpm"),
        ("remember for the future that we use pnpm", "we use pnpm"),
        (
            "remember for next time: the API key lives in .env",
            "the API key lives in .env",
        ),
        ("记住，以后都用 pnpm", "用 pnpm"),
        (
            "always log the time of each retry",
            "log the time of each retry",
        ),
    ]);
}

/// What opens any Chinese imperative opens these rules too: 请 ("please") before 始终 / 永远 /
/// 一律, an adverb of future time (下次, 下回, 往后) before 别再 / 不要再, and 不允许, the
/// full form of 不许. A stop to the talk, a deferral, a question, a subject that is not the
/// agent or the team (the product's users, the system) stay silent.
#[test]
fn variations_openers_of_zh_rules() {
    let always = [
        ("请始终用 TypeScript 写", "TypeScript"),
        ("请永远不要直接改 main", "main"),
        ("请一律用 UTC 存时间", "UTC"),
        ("请 始终保持测试通过", "测试通过"),
        ("请你永远先跑 lint 再提交", "lint"),
    ];
    check_each(SignalKind::Explicit, Target::MemoryRules, &always);
    let bans = [
        ("下次别再用 npm 了", "npm"),
        ("下回不要再自动提交了", "自动提交"),
        ("往后不要再加新依赖", "新依赖"),
        ("下次千万别再删测试了！", "删测试"),
        ("不允许直接 push main", "push main"),
        ("你不允许删除测试", "删除测试"),
        ("我们不允许在周五上线", "周五"),
        ("不允许跳过 code review。", "code review"),
        ("下次也不要再用 moment.js", "moment.js"),
        ("以后不允许提交 .env", ".env"),
    ];
    check_each(SignalKind::Correction, Target::CandidateRule, &bans);
    for prompt in [
        "请始终这样做吗",
        "下次不要再问我了",
        "下次别再这样了",
        "下次再说吧",
        "下次别再道歉了",
        "不允许用户上传大文件",
        "系统不允许上传大文件",
        "不允许吗",
        "不允许的话怎么办",
        "他说下次别再用 npm 了",
        "请问始终用 TypeScript 有什么坏处？",
        "如果下次不要再用 npm，用什么？",
        "下次会议别再迟到了",
        "请始终没有反应",
        "不允许啊",
    ] {
        writes_nothing(prompt);
    }
}

/// A rule's text that only reports a change (a verb of change, at most a time after it: "the
/// build command changed yesterday", 脚本名上个 PR 改了) says that something differs, not what
/// holds: the agent is asked (with a counted candidate for an ask to the rule files). With its
/// result, a standing word, an imperative or a relative before the verb, it is still written.
#[test]
fn a_change_without_its_outcome_is_asked() {
    for prompt in [
        "update CLAUDE.md, the build command changed yesterday",
        "update CLAUDE.md's Commands section, the script names changed in the last PR.",
        "更新一下 CLAUDE.md，脚本名上个 PR 改了",
        "update AGENTS.md: the deploy steps were updated recently",
        "update the claude.md, the env vars have changed",
        "把这条写进 CLAUDE.md：接口地址变了",
        "add to CLAUDE.md that the API routes got renamed",
    ] {
        asks_and_counts(prompt, "");
    }
    for prompt in [
        "remember: the schema changed last week",
        "记住：配置改了",
        "keep in mind the API was updated",
        "remember, the test layout has been reworked",
        "记住，依赖更新了",
        "remember that the endpoints moved",
        "remember: the login flow was refactored in March",
        "记住：部署脚本上周换了",
    ] {
        asks_the_agent(prompt);
    }
    saves_exactly(&[
        (
            "add to CLAUDE.md: the build command is make build",
            "the build command is make build",
        ),
        (
            "update AGENTS.md, we moved the tests to tests/unit",
            "we moved the tests to tests/unit",
        ),
        (
            "add to CLAUDE.md: the schema is never changed by hand",
            "the schema is never changed by hand",
        ),
        (
            "remember the port changed to 8080",
            "the port changed to 8080",
        ),
        (
            "add to CLAUDE.md: the docs moved to docs/site",
            "the docs moved to docs/site",
        ),
        (
            "remember: the API is versioned and changed only by the platform team",
            "the API is versioned and changed only by the platform team",
        ),
        ("记住：配置不要再改了", "配置不要再改了"),
        ("记住：端口改成 8080 了", "端口改成 8080"),
        (
            "remember that the old docs are outdated",
            "the old docs are outdated",
        ),
    ]);
    for prompt in [
        "always keep the changelog updated",
        "keep the changelog updated moving forward",
        "from now on just tell me what changed in 2-3 bullets",
        "add a rule to CLAUDE.md: generated files are never modified",
        "记住：以后接口改了都要更新文档",
    ] {
        writes_something(prompt);
    }
}
