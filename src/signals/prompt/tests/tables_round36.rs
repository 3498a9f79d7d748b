//! Variation tables of round thirty-six's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-six"): the ordinary words of how to talk to the user, a
//! telling complained of as not kept, the final decision after its topic, and closers that
//! make the clause before them hold from now on.

use super::*;

/// How the agent talks to the user, in the ordinary words for it (jargon / 专业名词,
/// long-winded / 长篇大论, plain English / 大白话, preamble, apologising / 道歉, teaching /
/// 教我): a rule about the user, for USER.md. The same words said of a thing or asked once
/// set nothing.
#[test]
fn variations_how_to_talk_to_the_user() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("以后一步一步教我，我是新手", "一步一步教我"),
            ("以后别长篇大论，直接说重点", "长篇大论"),
            ("以后少用专业名词", "专业名词"),
            ("以后用大白话跟我解释", "大白话"),
            ("以后说话口语化一点", "口语化"),
            ("以后不要每次都道歉", "道歉"),
            ("以后别客气，有问题直接指出", "客气"),
            ("以后讲解的时候多举例子", "举例子"),
            ("今后解释原理时都通俗一点", "通俗"),
            ("以后别动不动就道歉了", "道歉"),
            (
                "from now on, walk me through each change before you make it",
                "walk me through",
            ),
            ("from now on skip the preamble", "preamble"),
            ("going forward, less jargon please", "jargon"),
            ("always explain in plain english", "plain english"),
            ("from now on, teach me as you go", "teach me"),
            ("never lecture me about best practices", "lecture me"),
            ("from now on no pleasantries, just answers", "pleasantries"),
            ("always skip the small talk", "small talk"),
            ("from now on dont be so long-winded", "long-winded"),
        ],
        &[
            "这段文档写得太长篇大论了",
            "报错信息里全是专业名词，看不懂",
            "你刚才为什么道歉",
            "举个例子说明一下这个函数",
            "客气话就不用说了，这个 bug 怎么修",
            "能用大白话解释一下这个报错吗",
            "说重点，这次到底哪里错了",
            "这个函数的注释太口语化了",
            "通俗地讲，闭包是什么",
            "教我一下这个命令怎么用",
            "walk me through this stack trace",
            "can you teach me how async works in rust?",
            "the preamble in the README is too long",
            "what does this jargon in the log mean?",
            "explain this regex in plain english",
            "sorry for the long-winded question, but why does the build fail?",
        ],
    );
}

/// The same words said of a text the project writes (error messages, the UI's copy, commit
/// messages, the docs) are the project's convention, for MEMORY.md.
#[test]
fn how_project_text_reads_stays_the_projects() {
    for prompt in [
        "以后文档里都要举例",
        "以后提交信息别长篇大论",
        "from now on, no jargon in the UI copy",
        "always write error messages in plain english",
        "from now on commit messages without a preamble",
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Explicit, Target::MemoryRules),
            "{prompt}"
        );
    }
}

/// A telling complained of as not kept: said before this conversation (上次, 之前, 昨天
/// with 告诉你 / 说了, as 过 marks it) and done again (又) or said to persist (怎么还是); in
/// English a told thing forgotten ("you forgot the timezone rule again") and the
/// idiom "we've been over this". A missed save, not a rule.
#[test]
fn variations_told_before_and_not_kept() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("上次明明告诉你端口是9090，又写成8080了", "9090"),
            ("之前跟你说了用 pnpm，你又用 npm", "pnpm"),
            ("昨天告诉你别动 migrations，怎么又改了", "migrations"),
            ("上次跟你说了，日志用 logger，你又写 print", "logger"),
            ("我都说过好几次用中文回答了，怎么还是英文", "中文"),
            ("跟你说过多少次了，你又用 var", "var"),
            ("说过好几遍了，测试要用 vitest，怎么还是 jest", "vitest"),
            ("我强调过很多次，你又直接推 main", "main"),
            ("之前提醒你了，金额用分存，怎么还是用浮点", "用分存"),
            ("前天就跟你说了缩进用两个空格，你又用四个", "两个空格"),
            (
                "you forgot the timezone rule again, marts are America/Toronto",
                "America/Toronto",
            ),
            (
                "you forgot my naming convention again: snake_case for tables",
                "snake_case",
            ),
            ("you forgot the pnpm rule again, its pnpm not npm", "pnpm"),
            ("we went over this, no emojis", "no emojis"),
            ("we've been over this already: tabs, not spaces", "tabs"),
            ("ugh we have been over this, the api lives under /v2", "/v2"),
        ],
        &[
            "上次跟你说的那个接口好了吗",
            "之前告诉你的方案我再想想",
            "昨天跟你说了一半，今天继续",
            "我说过好几次这个需求",
            "客户说过好几次要加导出",
            "他上次告诉我端口是9090",
            "刚才说过了，先跑测试",
            "上次告诉你的文件我删了",
            "you forgot the semicolon on line 3",
            "you forgot to close the file handle",
            "we went over budget on the API calls this month",
            "did you forget the rule about tabs?",
            "they forgot the migration rule in the other repo",
            "let's go over this once more before the demo",
            "i forgot the naming convention, what was it?",
            "you ignored the eslint rule again, the build still warns",
        ],
    );
}

/// The final decision after its topic, the label closing its clause (排行榜存储最终决定：用
/// Redis): Chinese fronts the topic; the topic is kept with the outcome. Without the colon, or
/// still open (待定, 还没出, 等老板拍板), or asked, nothing is decided.
#[test]
fn variations_zh_final_decision_after_a_topic() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "排行榜存储最终决定：用Redis的sorted set",
                "排行榜存储：用Redis",
            ),
            ("存储最终方案：用 OSS", "存储：用 OSS"),
            ("鉴权最终方案：JWT + refresh token", "鉴权：JWT"),
            ("日志这块最后决定：统一用 zap", "zap"),
            ("部署最终结论：走 GitHub Actions", "部署：走 GitHub Actions"),
            ("缓存最后方案：本地 LRU 加 Redis 二级缓存", "缓存：本地 LRU"),
            ("前端框架最终选择：Vue 3", "前端框架：Vue 3"),
            ("数据库最终决策：PostgreSQL 16", "数据库：PostgreSQL 16"),
            ("接口风格最终方案是：REST，不上 GraphQL", "接口风格：REST"),
            ("消息队列最终决定：用 RabbitMQ", "RabbitMQ"),
            ("打包工具最后选择：Vite", "打包工具：Vite"),
            ("测试框架最终决定：pytest", "pytest"),
            ("状态管理最终方案：pinia", "状态管理：pinia"),
            ("支付渠道最终决定：只接微信支付", "只接微信支付"),
            ("图片存储最后结论：七牛云", "七牛云"),
        ],
        &[
            "排行榜最终决定用不用缓存",
            "这个就是存储最终方案",
            "他最后决定的方案我没看",
            "存储的最终方案文档在哪",
            "鉴权最终方案还没定",
            "这周最终结论：等老板拍板",
            "缓存最终方案待定",
            "你最后决定：用哪个？",
            "最终方案的评审会在周五",
            "我们最后结论是什么",
            "日志最终方案要看性能测试",
            "数据库最终选择还要再讨论吗",
            "部署最终结论：还没出",
            "前端框架最后选择是哪个",
            "消息队列最终决定了吗",
        ],
    );
}

/// A closer that makes the clause before it hold from now on: 后面也按这个来 / 之后也照这样写
/// (之后 and 后面 are 以后 with 也 before a verb of following a pattern), 一直这么写就行 (the
/// manner endorsed for every later time), and "for the rest of the project".
#[test]
fn variations_keep_doing_it_this_way() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("信号都在代码里连，后面也按这个来", "信号都在代码里连"),
            ("组件名用大驼峰，之后也照这样写", "大驼峰"),
            (
                "接口都返回统一的 result 结构，一直这样写就行",
                "result 结构",
            ),
            ("提交信息用英文，后面也照这个来", "提交信息用英文"),
            ("测试文件放 __tests__ 下面，一直这么放就好", "__tests__"),
            ("日志用 zap 打，之后也按这个来", "zap"),
            ("变量命名用小驼峰，一直这样命名就可以", "小驼峰"),
            ("每个函数加类型注解，后面也按这个来吧", "类型注解"),
            ("样式都写在 scss 里，一直这么写就对了", "scss"),
            ("use ruff for the rest of the project", "ruff"),
            (
                "write docstrings in google style for the rest of the repo",
                "google style",
            ),
            (
                "run the formatter before every commit for the rest of the project",
                "formatter",
            ),
            ("use pnpm for the rest of the codebase", "pnpm"),
            ("stick to tabs for the rest of this repo", "tabs"),
            (
                "name branches feat/xxx for the rest of the project",
                "feat/xxx",
            ),
        ],
        &[
            "一直这样卡住，都十分钟了",
            "页面一直这样，刷新也没用",
            "一直这么写吗？",
            "后面也按这个来吗",
            "后面的代码按这个改一下",
            "一直这么报错",
            "之后也按这个来？",
            "服务一直这样重启",
            "for the rest of this session use the staging db",
            "what should we use for the rest of the project?",
            "the rest of the project is in go",
            "for the rest of the day, focus on the parser",
            "we might use ruff for the rest of the project",
            "for the rest of the sprint, skip the e2e tests",
            "is the rest of the project using ruff?",
        ],
    );
}

/// Single readings mended this round, each with its near-miss: a wh-clause after a verb of
/// telling the user is its object, not a question (以后每次改完告诉我改了哪些文件); "what you
/// changed" is a relative, not a report of a change; 确认 governs the kind noun after it
/// (不用跟我确认小改动); 再说 without an object defers; "never say never" is a set phrase; "every new user" is the product's users; 是
/// before a name with a negated predicate is a whole clause; a not-doing bounded by an event
/// to come (直到我要求你) waits for it.
#[test]
fn single_readings_of_round_thirty_six() {
    let rules = [
        ("以后每次改完告诉我改了哪些文件", Target::MemoryRules),
        (
            "always end with a short summary of what you changed",
            Target::MemoryRules,
        ),
        ("以后不用跟我确认小改动", Target::MemoryRules),
        (
            "你写错了，是move_and_slide()不带参数",
            Target::CandidateRule,
        ),
    ];
    for (prompt, target) in rules {
        assert_eq!(detect(prompt).target, target, "{prompt}");
    }
    for prompt in [
        "以后再说吧",
        "这个以后再说",
        "Never say never, but I doubt the migration will work. Try it anyway.",
        "never mind, let's do the other thing first",
        "From now on, every new user gets a free trial; add that to the signup handler.",
        "going forward all paying customers can export CSV, wire it up",
        "先不开发，直到我要求你，否则一直确认细节",
        "先不上线，等我确认了再说",
    ] {
        let d = detect(prompt);
        assert!(
            !matches!(
                d.target,
                Target::MemoryRules | Target::MemoryDecisions | Target::User
            ),
            "{prompt} → {d:?}"
        );
    }
    let d = detect("确定了，是时区问题：服务器跑 UTC，数据库会话是 Asia/Shanghai");
    assert_eq!(d.target, Target::Nothing, "{d:?}");
}

/// 以后的 X with 都 ("every future X") is a rule about all of them, as 以后都 is; 以后的 X
/// alone names a thing of later (以后的版本会支持 ARM).
#[test]
fn zh_future_x_with_dou() {
    for (prompt, target, contains) in [
        ("以后的回复都短一点", Target::User, "回复都短一点"),
        ("以后的代码都加类型注解", Target::MemoryRules, "类型注解"),
        ("以后的 PR 都要关联 issue", Target::MemoryRules, "issue"),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Explicit, target),
            "{prompt}"
        );
        assert!(d.text.contains(contains), "{prompt} → {d:?}");
    }
    for prompt in [
        "以后的版本会支持 ARM",
        "以后的事以后再说",
        "以后的计划你定",
        "以后的需求还没定",
    ] {
        assert_eq!(detect(prompt).target, Target::Nothing, "{prompt}");
    }
}

pub(super) const TABLES: &[fn()] = &[
    variations_how_to_talk_to_the_user,
    variations_told_before_and_not_kept,
    variations_zh_final_decision_after_a_topic,
    variations_keep_doing_it_this_way,
];
