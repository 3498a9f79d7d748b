//! Round forty-four's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-four"). Found by probing the binary with prompts of our own:
//! long task prompts, messy styles, talk about rules, and a week of ten developers' prompts.

use super::*;

/// A Markdown quote line is quoted material even when it names code (`useEffect`); a goal list
/// under 目标： / "Goals:" is the work's; "leave X alone" after a long brief's orders bounds
/// them; "not something we've agreed on" denies no value; 吗 before a space asks; the verb of
/// not doing alone says nothing of what is not done; "no X for 5s" is a condition.
#[test]
fn material_and_task_words_stay_silent() {
    all_silent(&[
        "Stack Overflow answer I found:\n> You should never use `useEffect` to sync state with props. Always derive it during render.\n\nIs this advice right? Show me one example from src/components/forms.",
        "From the docs:\n> Never call `setState` in render. Always use `useMemo` for derived values.\n\nDoes this apply to us?",
        "review comment:\n> `unwrap()` is fine here. Always prefer `?` in library code though.\n\nagree?",
        "重构一下配置读取：\n目标：\n- 统一收到 config.py 里，用 pydantic-settings\n- 找出默认值不一致的地方列给我",
        "Refactor the settings loader.\nGoals:\n- always read from env first\n- never hardcode defaults in modules",
        "迁移计划\n目标：\n- 以后所有服务统一走网关\n- 老接口下个月下线",
        "Objectives:\n- always return 404 for unknown ids\n- never leak stack traces",
        "Plan for splitting the monolith's `reports` package into its own service:\nPhase 1: put an internal HTTP interface in front of it, callers go through a client\nPhase 2: move the tables to a separate schema\nPhase 3: deploy separately\nRight now I just want Phase 1. Find every direct import of `reports.*` from outside the package and replace it with calls to a new ReportsClient. Leave the package internals alone.",
        "Hypothetically, if we never ran database migrations automatically on deploy and required a manual approval step instead, how would that change our GitHub Actions workflow?\nSketch what the workflow would look like.\nThis is for a discussion with the platform team, not something we've agreed on.",
        "it's just an idea, not something we decided",
        "以后都要用 v2 吗 还是 v1 也能用",
        "这个接口以后还要吗 我看没人调了",
        "缓存走 type=registry 存 ghcr,gha 缓存 10G 上限不够用,不考虑",
        "watchdog: no scan for 200ms -> publish true (fail safe)",
        "no heartbeat for 5s means the node is dead",
        "路径是 ~/.claude/settings.json",
        "重试间隔 3~5 秒",
        "> Always derive it during render.",
    ]);
    saves_containing(&[
        (
            "Leave the legacy billing module alone, it's being replaced next quarter.",
            "legacy billing",
        ),
        ("leave the generated protobuf files alone", "protobuf"),
        ("No ORM.", "ORM"),
        ("no Bluetooth on v1 of the board", "Bluetooth"),
        ("以后都要用 v2，v1 别再用了", "v2"),
        ("周三就跟你说过用 pnpm，又用 npm 了", "用 pnpm"),
    ]);
    // 跟你说过 is cut whole: it had saved "过用 pnpm".
    assert!(
        !detect("周三就跟你说过用 pnpm，又用 npm 了")
            .text
            .starts_with('过')
    );
}

/// A space typed after the place a verb of putting sends its object to (写进记忆里 …, 写进
/// CLAUDE.md 里 …) is where the comma goes: the rule follows it. A place that only holds data
/// (redis, 文件, 内存) is a task's, and a place before its verb (在 CLAUDE.md 里 加…) has no
/// verb of putting before it.
#[test]
fn variations_a_place_put_to_then_a_space() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "写进记忆里 前端 lint 规则以 eslint-config-airbnb 为准",
                "为准",
            ),
            (
                "寫進記憶裡 前端 lint 規則以 eslint-config-airbnb 為準",
                "為準",
            ),
            (
                "写进 CLAUDE.md 里 所有 shell 脚本开头都要 set -euo pipefail",
                "pipefail",
            ),
            ("记到 memory 里 接口超时统一 30 秒", "时统一"),
            ("把这条记到记忆里 测试一律用 pytest", "pytest"),
            ("存到记忆中 部署只走 release 分支", "分支"),
            ("加到 AGENTS.md 里 提交信息用英文写", "文写"),
            ("写到规则里 不许直接 push main", "main"),
            ("帮我写进记忆里 金额一律用分存整数", "存整数"),
            ("写入 CLAUDE.md 中 新接口都要写 OpenAPI 注释", "注释"),
            ("记进项目记忆里 数据库迁移必须两人评审", "评审"),
            ("写进你的记忆里 我习惯用 pnpm", "pnpm"),
            ("同步到记忆里 staging 端口是 8081", "端口是"),
            ("写进 claude.md 里面 所有日志用 structlog", "structlog"),
            ("写进记忆里 接口统一用 snake_case", "snake_case"),
        ],
        &[
            "把结果写进 redis 里 然后返回给前端",
            "日志写到文件里 再上传到 s3",
            "把这个函数放到 utils 里 然后导出",
            "数据存到内存里 再批量写盘",
            "把图片放进 public 目录里 然后刷新",
            "把配置写进 .env 里 别提交",
            "写到这里 然后停一下",
            "代码写进 main.rs 里 然后跑测试",
            "把缓存存到 localStorage 里 刷新后读出来",
            "放到队列中 慢慢消费",
            "把 token 存到 cookie 里 有效期 7 天",
            "写进数据库里 之后再查",
            "把文档放到 docs 里 顺便更新目录",
            "放到 tmp 目录里 用完删掉",
            "把包放到 dist 里 然后发布",
        ],
    );
}

/// 存档一下 takes the progress as its object as 记录 does (存档一下目前进度), and a tilde typed
/// after a Chinese word is a pause (今天先到这里~存档一下目前进度). Not a file or a game's save.
#[test]
fn variations_checkpoint_with_the_progress_as_object() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("存档一下目前进度", ""),
            ("存檔一下目前進度", ""),
            ("存档一下当前进度", ""),
            ("先存档一下今天的进度", ""),
            ("存档下目前进度", ""),
            ("帮我存档一下当前状态", ""),
            ("存档一下我们的进度", ""),
            ("请存档一下目前的进展", ""),
            ("checkpoint 一下目前进度", ""),
            ("存档一下现在的进度吧", ""),
            ("今天先到这里~存档一下目前进度", "到这里"),
            ("好，存档一下当前的进度", ""),
            ("收工了，存档一下今天的进展", "收工了"),
            ("先到这~存档一下进度", "先到这"),
            ("存档一下目前进度：登录做完了", "完了"),
        ],
        &[
            "把这个文件存档一下",
            "存档一下这个文件夹",
            "游戏存档一下就崩溃",
            "存档一下进度条的样式",
            "玩家进度存档一下会丢吗",
            "存档功能坏了，进度丢了",
            "怎么存档一下目前进度？",
            "帮我实现存档功能，保存玩家当前进度",
            "存档一下 PDF 再发给我",
            "存档一下旧的日志",
            "存档一下这个版本的安装包",
            "不用存档进度",
            "别存档目前进度",
            "存档按钮点一下进度就清空了",
            "每关结束自动存档一下当前进度",
        ],
    );
}

/// A weekday, the first day or a few days back, named as when the agent was told, marks the
/// telling as before this conversation as 昨天 does; 。。。 is an ellipsis inside the sentence.
#[test]
fn variations_told_on_a_named_day() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("我周一就说过了，你又把 .env 提交了", "提交了"),
            ("周三就跟你说过用 pnpm，又用 npm 了", "npm"),
            ("第一天就说过 pin sha，你又写 tag 了", "tag"),
            (
                "deploy job 里 actions/setup-node@v4 又写 tag 了,第一天就说过 pin sha",
                "sha",
            ),
            ("前几天就告诉过你端口是 9090，又写成 8080 了", "又写成"),
            ("星期五说过了，测试放 tests/ 下，你又放到 src 里了", "里了"),
            ("上周二就说过别用 moment，怎么又引进来了", "引进来"),
            ("礼拜一就讲过，日志用 structlog，你又用 print 了", "print"),
            ("我前两天说过要用中文注释，你又写英文了", "英文了"),
            ("头一天就跟你说了，别动 vendor 目录，又改了", "又改了"),
            ("你怎么又给我写一堆术语。。。我前天说过我是新手了", "手了"),
            ("又是 tab 缩进。。。周一说过用 4 个空格", "个空格"),
            ("周四就提醒过你，commit 信息用英文，又写中文了", "文了"),
            ("我第一天就强调过，金额用分存，你又用浮点了", "浮点了"),
            ("前几天说过 API 前缀是 /api/v2，你又写成 v1 了", "你又写"),
        ],
        &[
            "我周一说过这个需求，你看下怎么做",
            "客户周一说过要改颜色，你又改了一版",
            "第一天就说过这个项目很难",
            "前几天说过的那个 bug 又出现了",
            "周五说过的方案你觉得怎么样？",
            "我周一说过要请假",
            "他第一天就说过要用 Go，你又写了 Python",
            "周一到周五每天都说过一遍早安",
            "前几天说过的那个库又更新了",
            "这周一就说过会上线，又延期了",
            "星期三说过的会议又取消了",
            "老板周一说过要重构，你又没动",
            "我周一说过，不用又跑一遍测试",
            "前几天说过的那个问题又来了，你看看",
            "我前几天说过想换电脑",
        ],
    );
}

/// 纠正 / 更正 may take what is put right as their object (纠正一下你刚才的说法：…).
#[test]
fn variations_correcting_what_was_said() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "纠正一下你刚才的说法：我们的 UI 库是 Naive UI，不是 Element Plus",
                "Plus",
            ),
            (
                "更正一下你之前的说法：数据库是 PostgreSQL 15，不是 MySQL",
                "MySQL",
            ),
            ("纠正你刚才的回答：部署用 helm，不是 kustomize", "kustomize"),
            ("纠正一下我之前的说法：端口是 8081，不是 8080", "不是"),
            ("更正一下前面的描述：鉴权走网关，不在服务里做", "务里做"),
            (
                "纠正一下上面的结论：缓存 key 用冒号分隔，不是下划线",
                "划线",
            ),
            ("纠正一下刚才的说法，我们用的是 pnpm 不是 yarn", "yarn"),
            ("更正一下你的理解：staging 在 8081", "staging"),
            ("纠正一下：测试框架是 vitest，不是 jest", "jest"),
            (
                "纠正一下你之前的描述：CI 用的是 GitLab CI，不是 GitHub Actions",
                "Actions",
            ),
            ("更正一下我刚才的说法：日志保留 30 天，不是 7 天", "不是"),
            (
                "纠正一下你刚才的理解：monorepo 用 turborepo 管，不是 nx",
                "不是",
            ),
            ("纠正一下你的说法：生产库是只读副本，不能直接写", "接写"),
            (
                "纠正一下你之前的理解：Redis 只做缓存，队列用 RabbitMQ",
                "RabbitMQ",
            ),
            ("更正一下你刚才的描述：队列用的是 RabbitMQ", "RabbitMQ"),
        ],
        &[
            "纠正一下这段代码的缩进",
            "帮我纠正一下语法错误",
            "怎么纠正你刚才的说法？",
            "他纠正了我的说法",
            "不用纠正",
            "纠正错误的功能坏了",
            "自动纠正拼写的插件推荐一个",
            "纠正一下文档里的错别字",
            "纠正一下这个翻译",
            "把纠正后的结果发我",
            "这个纠正逻辑有 bug",
            "纠正一下 README 的格式",
            "帮我纠正一下这句英文",
            "纠正拼写的正则怎么写？",
            "不需要纠正你刚才的说法",
        ],
    );
}

/// Naming this point a checkpoint ("let's call it a checkpoint here: …") sets one; naming a
/// file, a function or a model's save so does not.
#[test]
fn variations_calling_it_a_checkpoint() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("let's call it a checkpoint here", ""),
            (
                "Let's call it a checkpoint here: WAL fix merged, compaction behind a flag",
                "flag",
            ),
            ("call it a checkpoint: login page done, signup next", "next"),
            ("we can call it a checkpoint now.", ""),
            ("ok, call it a checkpoint, tests are green", "green"),
            (
                "i'll call this a checkpoint: parser rewritten, docs pending",
                "pending",
            ),
            ("call this a checkpoint", ""),
            ("Call that a checkpoint!", ""),
            ("let's call it a checkpoint now: billing done", "done"),
            (
                "call it a checkpoint here, the migration is halfway",
                "halfway",
            ),
            ("alright, let's call this a checkpoint: auth done", "done"),
            ("we can call this a checkpoint here", ""),
            ("call it a checkpoint. next up: the export", "export"),
            ("ok lets call it a checkpoint here", ""),
            ("fine, call it a checkpoint: cache layer merged", "merged"),
        ],
        &[
            "what do you call a checkpoint in this codebase?",
            "call it a checkpoint file",
            "call it a checkpoint_v2",
            "don't call it a checkpoint",
            "should we call it a checkpoint?",
            "save the model and call it a checkpoint",
            "call it checkpointing in the docs",
            "they call it a checkpoint in the torch docs",
            "call the checkpoint function before exit",
            "name the file checkpoint.json",
            "we used to call it a checkpoint",
            "the function is called checkpoint",
            "call it a savepoint instead of a checkpoint in the UI",
            "you can't call it a checkpoint if nothing is saved",
            "calling it a checkpoint is confusing",
        ],
    );
}

/// A rule, an instruction or "the one" about a thing, said not to have stuck, complains it was
/// not kept, however softened ("I'm afraid …"); a program's rule or a thing that sticks does not.
#[test]
fn variations_a_rule_that_did_not_stick() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("that rule didn't stick", "stick"),
            (
                "I'm afraid Monday's rule about errors didn't quite stick",
                "stick",
            ),
            ("the pnpm rule didnt stick", "stick"),
            ("looks like my instruction about tabs didn't stick", "stick"),
            ("that one didnt stick", "stick"),
            ("my rule never stuck", "stuck"),
            ("hmm, the naming convention didn't stick", "stick"),
            ("sadly the rule about commits didn't really stick", "stick"),
            ("our convention on imports clearly didn't stick", "stick"),
            ("ugh, that instruction didn't stick", "stick"),
            ("the reminder about tests didn't stick", "stick"),
            ("unfortunately my preference for tabs didn't stick", "stick"),
            ("the one about migrations didn't quite stick", "stick"),
            ("seems like the rule on logging didn't stick", "stick"),
            ("Yesterday's rule about emojis didn't stick.", "stick"),
        ],
        &[
            "the sticky header didn't stick",
            "the label didn't stick to the box",
            "the css rule didn't stick to the top",
            "the eslint rule didn't stick?",
            "the firewall rule didn't stick after reboot",
            "the tape didn't stick",
            "the magnet never stuck",
            "the nginx rule didn't stick",
            "the sticker didn't stick to the laptop",
            "the cookie didn't stick",
            "the session didn't stick across tabs",
            "the position: sticky rule didn't stick in safari",
            "the env var didn't stick after restart",
            "the setting didn't stick",
            "the lint rule didn't stick in CI",
        ],
    );
}

/// "Told you: …" drops the subject of "I told you" in terse speech, then restates the rule; "told
/// you so" and what someone else told are no restatement.
#[test]
fn variations_told_you_without_the_subject() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("told you: nodes are components only", "only"),
            ("told you already, we deploy with helm", "helm"),
            ("told you: migrations need two reviewers", "reviewers"),
            ("told you before: no emojis in commit messages", "messages"),
            ("told you twice, staging is on port 8081", "port"),
            ("told you: we use pnpm", "pnpm"),
            ("told you already: tests live next to the source", "source"),
            ("told you, the api prefix is /api/v2", "api"),
            ("told you: money is stored in cents", "cents"),
            ("told you before, we pin every dependency", "dependency"),
            ("told you: all dates are UTC", "UTC"),
            ("told you already, we squash merge", "merge"),
            (
                "told you: components only, no standalone executables",
                "executables",
            ),
            ("told you twice: the default branch is trunk", "trunk"),
            ("told you, we use ruff not flake8", "flake8"),
        ],
        &[
            "told you so",
            "told you it would break",
            "I told you it would break",
            "told you about the outage yesterday?",
            "told you so, it broke again",
            "told you in the standup: the deploy is friday",
            "who told you that?",
            "he told you: deploy friday",
            "nobody told you: the deploy is friday",
            "I told you so",
            "told you!",
            "told you lol",
            "told you yesterday in slack",
            "she told you already, the meeting moved",
            "told you about it",
        ],
    );
}

/// A deliberation done ("I've talked it over with Marta: …", "after thinking it over at lunch: …",
/// "slept on it: …") heads its outcome as "decided with Sam: …" does; talk still to come, a
/// question or an outcome still open after the colon does not.
#[test]
fn variations_talked_it_over_then_the_outcome() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "Okay, I've talked it over with Marta: we'll do size-tiered compaction, at most 4 segments per tier.",
                "tier",
            ),
            (
                "After thinking it over at lunch: we're keeping the MSRV at 1.70 rather than bumping it",
                "bumping",
            ),
            ("slept on it: we go with sqlite", "sqlite"),
            ("talked it through with the team: no graphql", "graphql"),
            ("talked it over at lunch: postgres", "postgres"),
            ("we talked it over: the api stays REST", "REST"),
            ("I've thought it over: monorepo with turborepo", "turborepo"),
            ("thought it through: we ship on tuesdays only", "only"),
            (
                "after talking it over with the backend folks: UUIDs for every id",
                "every",
            ),
            (
                "we've talked it through with design: tailwind, no css modules",
                "modules",
            ),
            ("After sleeping on it: we keep the old parser", "parser"),
            (
                "i thought it over - no wait. i thought it over: we drop python 3.9",
                "python",
            ),
            (
                "talked this over with Priya in standup: feature flags live in config/flags.yaml",
                "flags.yaml",
            ),
            ("after thinking this through: sqlx over diesel", "diesel"),
            (
                "We talked it through with security: tokens expire after 15 minutes",
                "minutes",
            ),
        ],
        &[
            "I talked it over with Marta",
            "let's talk it over with Marta: pros and cons?",
            "after thinking it over, I still don't know",
            "we thought it over: what do you think?",
            "I've thought it over: the bug is in the parser",
            "talked it over with Sam: let's decide later",
            "we talked it over: pending",
            "let's sleep on it",
            "can we talk it over tomorrow?",
            "talk it over with the team: is postgres ok?",
            "I need to think it over: give me a day",
            "talked it over with Marta: still undecided",
            "we should talk it through: which db fits?",
            "think it over: do we really need redis?",
            "after thinking it over: not sure yet",
        ],
    );
}

/// Where the work is now (我们现在在 X 分支上, "we're on the release branch", "I'm in the api
/// directory") is this session's state, and a thing named by the work under way on it ("the
/// function we're refactoring") is the task's, however either is asked to be kept; a rule about
/// branches and directories still is one.
#[test]
fn variations_where_the_work_is_now() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("记住：feature 分支一律从 develop 切", "develop"),
            ("remember: release branches are cut from main", "main"),
            ("以后都在 develop 分支上开发", "开发"),
            ("always branch off develop", "develop"),
            (
                "remember that the function names are camelCase",
                "camelCase",
            ),
            (
                "remember: new services live in the services directory",
                "directory",
            ),
            ("记住，所有脚本都放在 scripts 目录下", "目录下"),
            ("from now on, work on feature branches only", "only"),
            ("never commit directly to the main branch", "branch"),
            ("记住：分支名一律用 feat/ 前缀", "前缀"),
            (
                "remember that we deploy from the release branch only",
                "only",
            ),
            ("以后新文件都放 src 目录", "目录"),
            (
                "remember: the docs folder is generated, never edit it",
                "edit",
            ),
            ("always run the linter before you push a branch", "branch"),
            ("记住，hotfix 分支要合回 develop", "develop"),
        ],
        &[
            "记住我们现在在 feature/cart-refactor 分支上，别切走",
            "记住 我们现在在 api 目录下",
            "记一下，目前在 hotfix/login 分支上",
            "remember we're on the release branch, don't merge anything",
            "remember I'm in the api directory, so paths are relative to it",
            "keep in mind we are currently on the staging branch",
            "remember the function we're refactoring is calcTotal, not calcSubtotal",
            "remember the file I'm editing is config.ts",
            "keep in mind the test we're fixing is flaky on CI",
            "remember that the module you're touching is shared with billing",
            "记住，当前在 worktree 里，别动主目录",
            "remember we're still on the old branch",
            "note that we're in the web folder now",
            "记住我们这会儿正在 release/1.2 分支上",
            "remember the class we're debugging is OrderService",
        ],
    );
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_a_place_put_to_then_a_space,
    variations_checkpoint_with_the_progress_as_object,
    variations_told_on_a_named_day,
    variations_correcting_what_was_said,
    variations_calling_it_a_checkpoint,
    variations_a_rule_that_did_not_stick,
    variations_told_you_without_the_subject,
    variations_talked_it_over_then_the_outcome,
];

/// A choice for a part of the code in view ("for that var name", "for this column") is the
/// task's, and an ordinal pick confirmed as the one meant ("the second stack trace, that's the
/// real one") points into the list in view; a name or a scope of the whole project says what
/// was picked.
#[test]
fn a_pick_of_a_thing_in_view() {
    all_silent(&[
        "go with retryCount for that var name",
        "go with the second stack trace, thats the real one, fix that first",
        "go with the second layout, that's the one",
        "always use snake_case for this column",
        "use camelCase for that field",
        "let's go with userId for this param",
        "go with DEFAULT_TIMEOUT for that constant",
        "take the first trace, it's the real one",
    ]);
    saves_containing(&[
        ("let's go with the second region, eu-west-1", "eu-west-1"),
        ("always use snake_case for database columns", "snake_case"),
        ("let's go with Postgres", "Postgres"),
        ("from now on name every variable in camelCase", "camelCase"),
    ]);
}

/// "Leave X alone" after a sentence of orders bounds them, in a prompt of any length; alone,
/// with its reason, or after a statement it is a decision not to touch X.
#[test]
fn leave_it_alone_after_orders_bounds_them() {
    all_silent(&[
        "Fix the login bug. Leave the tests alone.",
        "Refactor the parser. Leave the generated files alone.",
        "Please bump the deps. Then leave the lockfile alone.",
        "Rename the handler to onSubmit. Leave the CSS alone.",
        "Add a retry to the fetch. Leave the error messages as they are.",
        "ok, migrate the users table. leave the orders table untouched.",
    ]);
    check_each(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("leave the generated protobuf files alone", "protobuf"),
            (
                "Leave the legacy billing module alone, it's being replaced next quarter.",
                "legacy billing",
            ),
            (
                "The build is green. Leave the CI config alone.",
                "CI config",
            ),
        ],
    );
}
