//! Variation tables of the asks to record something in memory said with another verb, a
//! qualified memory, a time adverb or adjunct, or a pointer and the next step (see `table` in
//! the parent module; docs/CAPTURE.md "Round twenty-one").

use super::*;

/// A verb of recording (write down, note, log, record, jot down, commit to memory) with memory
/// as its place, the memory qualified or not (your project memory, persistent memory), asks to
/// remember what follows it as a clause of its own. What a program keeps in memory (its data,
/// until the request ends, instead of on disk), a compound (memory-mapped), a question, a
/// report, a ban, reported speech or a hypothetical stay silent.
#[test]
fn variations_en_record_in_memory() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "write this down in memory: tests live under tests/unit",
                "tests/unit",
            ),
            (
                "log this in your memory: we release every Thursday",
                "Thursday",
            ),
            (
                "please note in your memory that the staging db is read-only",
                "read-only",
            ),
            (
                "record that in the project memory: ports start at 3000",
                "3000",
            ),
            (
                "jot this down in memory — deploys go out on Fridays",
                "Fridays",
            ),
            (
                "commit this to memory: the API is versioned under /v2",
                "/v2",
            ),
            ("note down in persistent memory: timestamps are UTC", "UTC"),
            ("Log it in memory, the queue is RabbitMQ", "RabbitMQ"),
            ("record this in your long term memory: we use pnpm", "pnpm"),
            (
                "write it down in your memory. Migrations need a backup.",
                "backup",
            ),
            ("note this in memory - the CDN is Cloudflare", "Cloudflare"),
            (
                "jot it down in our memory: staging is eu-central",
                "eu-central",
            ),
            ("commit it to memory that logs go to logs/", "logs/"),
            ("record it into memory: the linter is ruff", "ruff"),
            ("note in the memory that secrets live in Vault", "Vault"),
            (
                "log that to memory: the default branch is develop!",
                "develop",
            ),
        ],
        &[
            "log it in memory instead of writing to disk",
            "keep it in memory until the request ends",
            "record this in memory-mapped storage",
            "write it to memory first, then flush to disk",
            "commit this to memory_db table",
            "did you note that down in memory?",
            "I already wrote this down in memory yesterday",
            "if you log it in your memory it will be there",
            "he said to note this in memory",
            "don't record this in memory",
            "the app should log this in memory and then upload",
            "jot it down in the README",
            "record it in the changelog",
            "record the metrics in memory",
            "log the requests in memory for now",
            "write the buffer to memory",
        ],
    );
}

/// 记录 (记's two-character verb) or 记在 / 写在 with memory as the place, and memory
/// qualified as a noun is (项目记忆, 你的记忆, 永久记忆), ask to remember what follows, as
/// 记到记忆里 does. A log, a program's memory or variable, what memory holds, a question or a
/// ban stay silent.
#[test]
fn variations_zh_record_in_memory() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("记到项目记忆里：部署只走 scripts/deploy.sh", "deploy.sh"),
            (
                "请把这个记录到 memory 里：生产环境不允许 debug 日志",
                "debug",
            ),
            ("记录到记忆：接口统一返回 JSON", "JSON"),
            ("把这条记在记忆里，端口用 8080", "8080"),
            ("写在你的记忆里：默认分支是 develop", "develop"),
            ("记录进项目记忆吧：测试放 tests/", "tests/"),
            ("存到你的记忆中：提交信息用英文", "英文"),
            ("把下面的记录到长期记忆：缩进两个空格", "两个空格"),
            ("记录一下到记忆里。用 Vite 不用 webpack", "Vite"),
            ("帮我记到永久记忆里：密钥放 .env", ".env"),
            ("记在 memory 里：先写测试再写实现", "先写测试"),
            ("这条记录到项目的记忆里：发布要打 tag", "tag"),
            ("把部署流程记录到 memory：先跑迁移再重启", "先跑迁移"),
            ("加到项目记忆里呗，数据库用 Postgres", "Postgres"),
            ("记录到持久记忆！CI 只在 main 上跑", "CI 只在 main 上跑"),
        ],
        &[
            "记录到日志里",
            "把请求记录到 memory 变量里",
            "把数据记录在内存里",
            "记录在记忆里的东西怎么删",
            "你记录到记忆里了吗",
            "不要记录到记忆里",
            "他说记在记忆里了",
            "把错误记录到日志文件",
            "记录一下耗时",
            "项目记忆功能怎么用",
            "把结果写在 README 里",
            "如果记录到记忆里会不会太多",
            "记在本子上了",
            "把缓存记录到 memory 里就行，不用 redis",
            "写在记忆里的东西在哪看",
        ],
    );
}

/// An adverb of future time may open the Chinese ask to remember (以后记住, 今后都要记住, 下次记住),
/// as it opens any imperative; a pointer may name its kind (把这个规则记下来, 这条约定记一下); and
/// 的是 may head what to keep (要记住的是：…), while 记住的 before a noun modifies it.
/// The product's "remember me" (记住密码), the user's own promise (以后我会记住的), a question,
/// and a pointer with nothing after it stay silent.
#[test]
fn variations_zh_remember_with_time_or_kind() {
    // 的是 heads what to keep: no part of it.
    for (prompt, text) in [
        ("你要记住的是，部署只走 CI", "部署只走 CI"),
        ("要记住的是：测试放 tests/", "测试放 tests/"),
    ] {
        assert_eq!(detect(prompt).text, text, "{prompt}");
    }
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("以后记住：部署只走 scripts/deploy.sh", "deploy.sh"),
            ("今后都要记住，接口返回 JSON", "JSON"),
            ("下次记住，别再用 var", "var"),
            ("往后记住这点：端口用 8080", "8080"),
            ("从现在开始记住：默认分支是 develop", "develop"),
            ("以后你要记住，测试放 tests/", "tests/"),
            ("把这个规则记下来：不要直接改 main 分支", "main"),
            ("这条约定记一下，提交信息用英文", "英文"),
            ("这个要求记住了啊：缩进两个空格", "两个空格"),
            ("把这个偏好记下来吧：用 Vite 不用 webpack", "Vite"),
            ("以后也记住：密钥放 .env", ".env"),
            ("从今以后记牢：先写测试", "先写测试"),
            ("这条原则要记住：发布要打 tag", "tag"),
            ("以后，记住：CI 只在 main 上跑", "CI"),
            ("从今往后记住：日志用 JSON", "JSON"),
            ("这个决定记下来：数据库用 Postgres", "Postgres"),
        ],
        &[
            "以后记住密码的功能要做",
            "下次记住了吗",
            "以后我会记住的",
            "这个规则记下来了吗",
            "你把这个规则记下来了没",
            "以后都记住这点",
            "这个规则",
            "以后记住的东西放哪",
            "下次记住了没有？",
            "这个规则记住了吗？",
            "他说以后记住",
            "以后记住上次的位置",
            "这个配置记一下耗时",
            "这个规则记下来，然后开始写代码",
            "以后记住这个",
        ],
    );
}

/// An adjunct of time between "remember" / "keep in mind" and what to keep (for next time,
/// for future sessions, going forward) says how long it holds, and is no part of the fact;
/// "remember for next time to X" asks for X every later time. A question, "what we said",
/// and nothing after the adjunct stay silent.
#[test]
fn variations_en_remember_with_a_time_adjunct() {
    let exact = [
        (
            "remember for next time that yarn is banned here",
            "yarn is banned here",
        ),
        (
            "keep in mind for the future: prod deploys need a ticket",
            "prod deploys need a ticket",
        ),
        (
            "remember going forward that the API is versioned",
            "the API is versioned",
        ),
        (
            "remember for next time to run the migrations first",
            "run the migrations first",
        ),
    ];
    for (prompt, text) in exact {
        assert_eq!(detect(prompt).text, text, "{prompt}");
    }
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("remember for next time that yarn is banned here", "yarn"),
            (
                "keep in mind for the future: prod deploys need a ticket",
                "ticket",
            ),
            (
                "remember going forward that the API is versioned",
                "versioned",
            ),
            (
                "remember for later, the staging db is read-only",
                "read-only",
            ),
            (
                "remember for next time to run the migrations first",
                "migrations",
            ),
            ("Remember for future sessions: we use pnpm", "pnpm"),
            (
                "keep in mind for future reference that logs go to logs/",
                "logs/",
            ),
            ("remember from now on that tabs are 2 spaces", "2 spaces"),
            ("please remember in the future that CI runs on main", "CI"),
            (
                "keep in mind for next time, the CDN is Cloudflare",
                "Cloudflare",
            ),
            (
                "remember for all future sessions: secrets live in Vault",
                "Vault",
            ),
            ("remember for later: the queue is RabbitMQ!", "RabbitMQ"),
            ("REMEMBER for next time that the linter is ruff", "ruff"),
            (
                "remember for the next session that staging is eu-central",
                "eu-central",
            ),
            (
                "keep in mind going forward - default branch is develop",
                "develop",
            ),
        ],
        &[
            "remember for next time?",
            "do you remember for next time what we said",
            "remember for next time",
            "will you remember for next time?",
            "I'll remember for next time",
            "he said remember for next time",
            "remember when we did this last time?",
            "remember what I said for next time",
            "keep in mind for now that the server is down",
            "remember to run the tests",
            "don't remember this for next time",
            "if you remember for next time, good",
            "remember for next time the thing we discussed?",
            "can you remember going forward?",
            "remember the old layout? put it back",
        ],
    );
}

/// A trigger whose object is only a pointer (记住这个, keep this in mind) followed by a clause
/// of sequence (然后…, then …): the thing meant is earlier in the conversation, and the clause
/// is the next step of the task. Nothing is written; the agent is asked. A trigger with its own
/// content keeps it.
#[test]
fn a_pointer_then_the_next_step_names_nothing() {
    all_silent(&[
        "记住这个，然后继续",
        "把这个记下来，然后开始写代码",
        "这条记一下，接着改下一个文件",
        "keep this in mind, then continue with the refactor",
        "remember that, and now fix the tests",
        "remember this, next run the build",
    ]);
    for (prompt, text) in [
        ("记住：部署只走 CI，然后再通知我", "部署只走 CI"),
        (
            "remember that we use pnpm, then run the install",
            "we use pnpm",
        ),
    ] {
        assert!(detect(prompt).text.contains(text), "{prompt}");
    }
}

/// A decision bounded by a near day ("until Monday", "till next week") is a plan for now; a
/// choice of a pointer followed by the first step of the work (先写个 demo) is this task's
/// order of work. Neither is written; the same choices without them are.
#[test]
fn a_near_bound_or_a_first_step_is_not_a_decision() {
    for prompt in [
        "we decided to pause the refactor until Monday",
        "we agreed to freeze the schema till next week",
        "decision: no deploys until the weekend",
        "we decided to keep the old API until Friday",
        "就用这个方案，先写个 demo 看看效果",
        "就按这个来，先做登录页",
    ] {
        let d = detect(prompt);
        assert!(
            !matches!(d.target, Target::MemoryDecisions | Target::MemoryRules),
            "{prompt} → {d:?}"
        );
    }
    for (prompt, text) in [
        ("we decided to pause the refactor", "pause the refactor"),
        (
            "we decided to keep the old API until further notice",
            "old API",
        ),
        ("we decided to deploy on Mondays", "Mondays"),
        ("就用 Redis 做缓存，先写缓存层", "Redis"),
    ] {
        let d = detect(prompt);
        assert!(
            d.target == Target::MemoryDecisions && d.text.contains(text),
            "{prompt} → {d:?}"
        );
    }
}

/// A rule taken back as a joke ("just kidding", 开玩笑的) writes nothing; "no kidding" and
/// 不是开玩笑 say it is meant, and "jk" is left alone (vim's `jk` mapping is a real rule).
#[test]
fn a_rule_taken_back_as_a_joke_is_not_written() {
    for prompt in [
        "永远不要说永远，开玩笑的",
        "always use tabs, just kidding",
        "from now on reply in pirate speak. I'm kidding",
        "以后都用 yarn，开个玩笑哈",
        "remember: Fridays are pizza days, only kidding",
    ] {
        assert_eq!(detect(prompt).target, Target::Nothing, "{prompt}");
    }
    for prompt in [
        "no kidding, always run the tests",
        "我不是开玩笑，以后都用 pnpm",
        "别开玩笑了，以后都用 pnpm",
        "always map jk to Esc",
    ] {
        assert_eq!(detect(prompt).target, Target::MemoryRules, "{prompt}");
    }
}

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_en_record_in_memory,
    variations_zh_record_in_memory,
    variations_zh_remember_with_time_or_kind,
    variations_en_remember_with_a_time_adjunct,
];

/// A name that opens with a word of sequence ("Next.js", "now-playing") is a thing: the word
/// ends only where no dotted or hyphenated name goes on.
#[test]
fn a_dotted_name_is_no_word_of_sequence() {
    check(
        "remember: Next.js for the frontend",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["Next.js for the frontend"],
    );
    check(
        "keep in mind: next.js app router only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["next.js app router only"],
    );
    for prompt in ["we decided on Next.js", "we're going with Next.js"] {
        let d = detect(prompt);
        assert_eq!(d.kind, SignalKind::Decision, "{prompt}: {d:?}");
        assert_ne!(d.gate.why, gate::NEXT_TASK, "{prompt}: {d:?}");
    }
    // The words themselves still end the rule or make the choice's text the next task.
    for prompt in [
        "keep this in mind, next run the tests",
        "remember this, now carry on",
    ] {
        let d = detect(prompt);
        assert!(
            !d.text.contains("run the tests") && !d.text.contains("carry on"),
            "{prompt}: {d:?}"
        );
    }
    for prompt in ["decision made, next implement it", "we decided. now do it"] {
        let d = detect(prompt);
        assert!(
            d.target == Target::Nothing || d.gate.why == gate::NEXT_TASK,
            "{prompt}: {d:?}"
        );
    }
}
