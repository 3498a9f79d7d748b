//! Round forty-three's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-three"). Found by probing the binary with prompts of our own:
//! junk in the classes, and plain variants of the families with several real hits.

use super::*;

/// A document for people named as where an ask puts a text ("add a line to the README: …",
/// 在用户手册里写清楚：…) makes what follows the colon that document's content. The agent's
/// rule files and memory are no such document: an ask to put a rule there still saves it.
#[test]
fn text_for_a_document_is_the_documents() {
    all_silent(&[
        "在 README 的贡献指南里加一条：提交前一律跑 make lint",
        "在用户手册里写清楚：每次升级前要先备份数据",
        "给 API 文档加个说明：所有时间字段统一用 ISO 8601",
        "在 SECURITY.md 里写：永远不要在 issue 里贴密钥",
        "往部署文档里补充一句：以后发版都走 tag",
        "在 wiki 上加一段：每次上线前都要通知运维",
        "put a warning in the cli help: never run this against prod without --confirm",
        "add a banner to the docs site: from now on v1 is deprecated",
        "add a line to the README: always run make bootstrap first",
        "write in the contributing guide: never push directly to main",
        "add a note to the onboarding doc: from now on everyone uses SSO",
        "mention in the docs: always pin the chart version",
        "add to the FAQ: never share your API key",
        "put this in the runbook: always drain the node before a reboot",
        "include in the user guide: never edit the generated files",
        "meeting notes, file them in docs/notes/2024-05-14.md:\n- from now on standups at 10:15\n- always tag @oncall for prod issues",
        "add these to the README:\n- always run make bootstrap first\n- never commit .env",
        "paste this into the wiki page:\n- never deploy on fridays",
    ]);
    saves_containing(&[
        ("在 CLAUDE.md 里加一条：提交前一律跑 make lint", "make lint"),
        ("往全局规则里补充：永远不要在 issue 里贴密钥", "贴密钥"),
        (
            "add to CLAUDE.md: always run make bootstrap first",
            "make bootstrap",
        ),
        (
            "from now on, always pin the chart version",
            "pin the chart version",
        ),
        (
            "add these to CLAUDE.md:\n- always run make bootstrap first\n- never commit .env",
            "make bootstrap",
        ),
        ("记住：每次上线前都要通知运维", "通知运维"),
    ]);
}

/// Chinese asks a yes-no question by doubling the verb round 不, whatever the verb: the modals
/// a rule is stated with (该不该, 需不需要, 用不用) ask too.
#[test]
fn a_verb_doubled_round_not_asks() {
    all_silent(&[
        "你觉得我们该不该统一用 monorepo",
        "以后应不应该都用 pnpm",
        "接口返回需不需要统一成 camelCase",
        "日志用不用统一输出到 stdout",
        "这个项目值不值得全部改用 TypeScript",
        "测试适不适合统一用 vitest",
        "我们以后要不要每次提交都跑 e2e",
        "应该不应该禁止直接推 main",
    ]);
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("我们统一用 monorepo", "monorepo"),
            ("接口返回统一成 camelCase", "camelCase"),
        ],
    );
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[("以后都用 pnpm", "pnpm"), ("以后每次提交都跑 e2e", "e2e")],
    );
}

/// A pick said with its verb (用方案三, "use option 2") names it by its label as the bare label
/// does, so a next step after it leaves nothing a month later can read; 下一步 ("the next
/// step") after a settling is that step. A pick that names what it is still saves.
#[test]
fn a_label_with_its_verb_and_the_next_step_asks() {
    for prompt in [
        "就用方案三，先跑一下看看",
        "就用第二个方案，先跑一下看看",
        "就用方案 B，先写个 demo",
        "就用选项二，先跑一下看看",
        "确定了，下一步把前端也改了",
        "定了，下一步写测试",
        "决定了，下一步你把文档补上",
        "alright decision made, deploy to staging",
        "ok decided, ship it",
    ] {
        asks_the_agent(prompt);
    }
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("就用 Postgres，不用 MySQL 了", "Postgres"),
            ("定了，用 pnpm", "pnpm"),
            ("that's the one, ship the debounce version", "debounce"),
            (
                "release flow agreed in retro: push to main deploys staging",
                "push to main",
            ),
        ],
    );
}

/// A rule in a later clause of an ask to build a thing is that thing's spec: the thing may be
/// one in view ("implement the rate limiter: …") or the object of a verb that reworks code
/// (重构一下 X：…). After a pronoun for a thing with a modal ("It should always …"), the verb
/// phrases coordinated after it share that subject.
#[test]
fn a_things_spec_is_the_things() {
    all_silent(&[
        "implement the rate limiter: each api key gets 100 req/min, never let a burst exceed 20 in one second",
        "write the importer, always skip rows without an id",
        "build the retry wrapper, never retry on a 4xx",
        "重构一下 config loader：环境变量优先级一律高于配置文件",
        "重构 payment 模块，金额一律用分",
        "实现登录接口，每次失败都要记录日志",
        "Write a hook useDebounce. It should always return the latest value, never fire on unmount.",
        "add a cache layer. it must always invalidate on write, never serve stale data after a delete",
        "they should always be sorted by date, never by name",
        "write the cache invalidation. never evict the global keys from this path",
    ]);
    saves_containing(&[
        (
            "implement the rate limiter, and from now on always add tests",
            "add tests",
        ),
        ("重构一下 config loader，以后都用 viper", "viper"),
        ("the tests should pass, never skip them", "never skip them"),
        ("always run the linter before you commit", "linter"),
        (
            "write the migration's down step. Every single time.",
            "down step",
        ),
    ]);
}

/// A lead that quotes its source ("from CONTRIBUTING.md:"), points at output received ("getting
/// this:") or says it pastes a kind of text (复制一下会议纪要：) introduces someone else's text.
#[test]
fn quoted_received_and_pasted_text_is_not_the_users() {
    all_silent(&[
        "from CONTRIBUTING.md:\n## Commits\n- Always sign off your commits\n- Never force-push to shared branches\ncan you summarize the rest",
        "excerpt from the ops handbook: always drain the node before a reboot. is that still true?",
        "from our wiki page:\n- never deploy on fridays\nwhat else should we add?",
        "getting this: Error: You must always specify a region when using the S3 client",
        "seeing these errors now: warning: never use `any`, prefer unknown",
        "got this: ERROR never call setState in render",
        "复制一下会议纪要：\n1. 决定：统一用 pnpm\n2. 不要在周五发版\n这几个帮我整理成表格发群里",
        "贴一下报错：永远不要在生产环境调用 debug 接口\n这是什么意思",
    ]);
    saves_containing(&[
        ("from now on: always sign off your commits", "sign off"),
        (
            "from the team's decision today: we use pnpm. remember that",
            "pnpm",
        ),
    ]);
}

/// "Would rather X than Y" keeps "rather" with "than"; "never" negates the wish as "not"
/// does; "rahter" is the common typo.
#[test]
fn would_rather_keeps_its_than() {
    saves_exactly(&[
        (
            "I would rather use fetch than axios",
            "rather use fetch than axios",
        ),
        ("I'd rather use pnpm", "use pnpm"),
        (
            "id rahter use Makefile targets than npm scripts",
            "rahter use Makefile targets than npm scripts",
        ),
        (
            "I'd rather you never run git push yourself",
            "never run git push yourself",
        ),
        (
            "we'd rather keep the tests next to the source than in tests/",
            "rather keep the tests next to the source than in tests/",
        ),
    ]);
}

/// "I don't want X", widened: "any" before the name, a place naming the whole
/// project after it, 不希望, an opening sentence adverb, the typo "wnat".
#[test]
fn variations_dont_want() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("I dont want jest in this project", "jest"),
            ("i don't want any ORM", "ORM"),
            ("we don't want kafka in this repo", "kafka"),
            (
                "btw i dont want styled-components anywhere",
                "styled-components",
            ),
            ("I dont wnat lodash", "lodash"),
            ("我不希望用 redux", "redux"),
            ("我们不希望引入 jquery", "jquery"),
            ("I don't want moment.js in this repo", "moment.js"),
            ("also, we don't want graphql in the codebase", "graphql"),
            ("我不想用 mobx 了", "mobx"),
            ("I don't want to use axios anymore", "axios"),
            ("we do not want docker-compose in here", "docker-compose"),
            ("honestly I don't want tailwind", "tailwind"),
            ("我们不想引入 lodash 库", "lodash"),
            ("I don't want any jquery anywhere", "jquery"),
        ],
        &[
            "I don't want jest in this test file",
            "I don't want it",
            "I don't want any",
            "i don't want that in this PR",
            "I don't want to use redux for this page",
            "我不想用 redux 写这个页面",
            "我不希望你改这个文件",
            "do you want jest in this project?",
            "he doesn't want lodash",
            "I don't want lodash, but the lead insists",
            "I don't want another meeting",
            "我不想要这个",
            "I don't want to wait",
            "I don't want anything fancy",
            "we don't want this in the release",
        ],
    );
}

/// The parts of a project's stack as the topic of adopting (后端采用 Go) say what the project
/// uses there, the part kept in the text; 统一成 is 统一为; 不再考虑 closes a choice.
#[test]
fn variations_adopt_with_a_stack_part() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("后端采用 Go + gin", "后端"),
            ("前端采用 React + Tailwind。", "前端"),
            ("鉴权最终采用 JWT", "JWT"),
            ("包管理选用 pnpm", "pnpm"),
            ("数据库采用 PostgreSQL 16", "PostgreSQL"),
            ("缓存采用 Redis", "缓存"),
            ("消息队列采用 Kafka", "Kafka"),
            ("状态管理采用 zustand", "zustand"),
            ("日志统一采用 zap", "zap"),
            ("部署采用 k8s", "k8s"),
            ("确定用 PostgreSQL 了，不再考虑 MySQL", "PostgreSQL"),
            ("接口返回统一成 camelCase", "camelCase"),
            ("我们统一成 UTC 时间", "UTC"),
            ("时间格式统一成 ISO 8601", "ISO 8601"),
            ("项目采用 pnpm workspace", "pnpm workspace"),
        ],
        &[
            "后端采用了 Go 之后变慢了",
            "后端采用哪个框架？",
            "前端采用 React 吗",
            "数据库是不是采用 PostgreSQL",
            "缓存采用率太低了",
            "后端要不要采用 Go",
            "再考虑一下用 MySQL",
            "考虑用 Redis",
            "把这几个接口统一成 camelCase",
            "这里统一成 UTC",
            "先把这三个页面统一成主题色",
            "他们后端采用 Java",
            "你觉得部署采用 k8s 怎么样",
            "后端采用 Go 还是 Rust",
            "缓存采用一下 Redis 试试",
        ],
    );
}

/// "Use X instead of Y" with a rival of a few words, a noun phrase or a gerund's, and the
/// typo "insted"; a rival pointing into the code at hand is the task's.
#[test]
fn variations_use_instead_of() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("use Tailwind instead of writing new CSS files", "Tailwind"),
            (
                "Use environment variables instead of hardcoded config values.",
                "environment variables",
            ),
            ("use zod insted of manual validation", "zod"),
            ("use pnpm instead of npm", "pnpm"),
            ("use dayjs instead of moment", "dayjs"),
            ("use httpx instead of requests", "httpx"),
            (
                "use structured logging instead of print statements",
                "structured logging",
            ),
            ("switch to vitest instead of jest", "vitest"),
            (
                "use named exports instead of default exports",
                "named exports",
            ),
            (
                "use early returns rather than deeply nested ifs",
                "early returns",
            ),
            ("use fetch instead of pulling in axios", "fetch"),
            ("please use UTC instead of local time", "UTC"),
            (
                "use Result types instead of throwing exceptions",
                "Result types",
            ),
            ("use the logger instead of console.log", "logger"),
            ("use sqlx instead of an ORM", "sqlx"),
        ],
        &[
            "use a map instead of the loop in this function",
            "use the map instead of that loop",
            "use this instead of that",
            "use it instead",
            "why use pnpm instead of npm?",
            "should we use dayjs instead of moment?",
            "use 3 instead of 5 here",
            "use the new endpoint instead of the old one in your code",
            "use my version instead of yours",
            "he said use vitest instead of jest",
            "use httpx instead of requests for this script",
            "can you use zod instead of manual validation in this form?",
            "use the second approach instead of the first one here",
            "use them instead of those",
            "did you use fetch instead of axios?",
        ],
    );
}

/// 每次 PR (a pull request is an occasion of the work, as a commit is) with a directive; the
/// letters end there.
#[test]
fn every_pull_request_is_an_occasion() {
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("每次 PR 都要先跑 lint 和单测", "lint"),
            ("每次PR都要跑一遍e2e", "e2e"),
            ("每次提 PR 前必须 rebase main", "rebase"),
            ("每次 MR 都要有人 review", "review"),
        ],
    );
    all_silent(&[
        "每次 PR 都失败，看下为什么",
        "每次 prod 都报错",
        "这次 PR 先别跑 e2e",
    ]);
}

/// "Going forward with X" is "proceed with X", not "from now on".
#[test]
fn going_forward_with_is_proceeding() {
    all_silent(&[
        "going forward with the plan, start on the login page now",
        "moving forward with option b, write the migration",
    ]);
    check(
        "going forward, always run the linter before committing",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["linter"],
    );
}

/// A trigger word typed with two neighbouring letters swapped is read as the word meant
/// (signals/prompt/typo.rs), in any family; the text is saved as typed.
#[test]
fn swapped_letters_in_a_trigger_are_read_as_meant() {
    for (prompt, kind, target, saved) in [
        (
            "let's go wiht pnpm",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "pnpm",
        ),
        (
            "we're goign to use pnpm",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "pnpm",
        ),
        (
            "alwasy run the linter before committing",
            SignalKind::Explicit,
            Target::MemoryRules,
            "linter",
        ),
        (
            "nevre push straight to main",
            SignalKind::Explicit,
            Target::MemoryRules,
            "push",
        ),
        (
            "add to CLUADE.md: Go errors must be wrapped with %w",
            SignalKind::Explicit,
            Target::MemoryRules,
            "%w",
        ),
        (
            "I dont wnat emojis",
            SignalKind::NegativeDecision,
            Target::MemoryDecisions,
            "emojis",
        ),
        (
            "i perfer table-driven tests in Go",
            SignalKind::Preference,
            Target::CandidatePreference,
            "table-driven",
        ),
        (
            "Rmeember that we target Go 1.22",
            SignalKind::Explicit,
            Target::MemoryRules,
            "Go 1.22",
        ),
    ] {
        check(prompt, kind, target, &[saved]);
    }
    all_silent(&[
        "fill in the form now on the login page",
        "the wnat_count field is wrong",
        "alwasy_on = true in the config, why?",
    ]);
}

/// 不要紧 is an idiom ("it's fine") and 不要的 X "the unwanted X": no ban. A correction bounded by
/// the day is the day's, as a rule or a not-doing is.
#[test]
fn idioms_of_not_wanting_and_the_days_corrections() {
    all_silent(&[
        "不要紧，因为是测试环境",
        "不要紧的，因为只是 demo",
        "不要的文件我都删了，因为太乱了",
        "不要的分支我清掉了，因为太多",
        "不要再试了，今天先这样",
        "别再跑了，今天就到这",
    ]);
    check_each(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不要再用 moment 了，它已经不维护了", "moment"),
            ("不要用 any，因为会绕过类型检查", "any"),
            ("不要再手动改 dist 目录", "dist"),
        ],
    );
}

/// A choice for a one-off piece of the work is that piece's: a mockup, a screenshot, a dry run,
/// a demonstration (就用 mock 数据演示), "this eval run" with words of kind before its noun, an
/// activity under way ("while we debug"), a trial ("… and see") or a tweak of what was picked.
/// A value kept for its next use ("we'll use it in the next curl") is this work's. The same
/// words about the project still save.
#[test]
fn choices_and_values_for_a_piece_of_the_work() {
    all_silent(&[
        "go with blue for the mockup",
        "dark theme it is for the screenshots",
        "stick with the checkpoint from epoch 12 for this eval run",
        "let's go with timeout 30s for this load test run",
        "go with the hardcoded token for this local test",
        "stick with the old endpoint while we debug",
        "let's go with 0.001 for the lr and see",
        "let's go with the first layout and tweak the padding a bit",
        "就用 mock 数据演示",
        "就用这份数据来演示",
        "remember this order id 100234, we'll use it in the next curl",
        "remember these 3 ids for the next step: 12, 45, 99",
        "remember the baseline was 0.82 f1, compare the new run against that",
        "remember the error was on line 212 of parser.ts, go back there after this",
        "记住这个 sql 的结果是 1342 行，改完再对一下",
    ]);
    check_each(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("we're going with postgres for the main db", "postgres"),
            ("go with vite for the build", "vite"),
            ("演示环境就用 k8s 部署，定了", "k8s"),
        ],
    );
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("remember we deploy with helm, not kubectl", "helm"),
            ("记住：生产库只读", "只读"),
        ],
    );
}
