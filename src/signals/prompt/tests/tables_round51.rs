//! Round fifty-one's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round fifty-one"). Found by probing the binary with phrasings of our own
//! making in issue 18's class "an ask to change a rules file that carries the rule in the same
//! prompt", none from any corpus.

use super::*;

/// "Go in(to)" with a thing as subject says where it is kept, as "belongs in" does, in any
/// modality; "I want this in CLAUDE.md" is a wish with a small clause of place. Said of a rule
/// file, or of *your* memory: "it goes into memory" is a program's data.
#[test]
fn variations_where_it_goes_is_an_ask_to_keep_it() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "this should go into AGENTS.md: keep functions under 50 lines",
                "keep functions under 50 lines",
            ),
            (
                "This should go in CLAUDE.md - never edit generated files",
                "never edit generated files",
            ),
            (
                "that needs to go into claude.md: run cargo fmt before commits",
                "run cargo fmt before commits",
            ),
            (
                "it goes in AGENTS.md: use the shared eslint config",
                "use the shared eslint config",
            ),
            (
                "this must also go in the project's CLAUDE.md: migrations get two reviewers",
                "migrations get two reviewers",
            ),
            (
                "these should go into your rules file: no force pushes to main",
                "no force pushes to main",
            ),
            (
                "I want this in CLAUDE.md: prefer composition over inheritance",
                "prefer composition over inheritance",
            ),
            (
                "i'd like this added to AGENTS.md: keep PRs small",
                "keep PRs small",
            ),
            (
                "id like this in AGENTS.md: no console.log in committed code",
                "no console.log in committed code",
            ),
            (
                "I would like that in the CLAUDE.md: the api is versioned by header",
                "the api is versioned by header",
            ),
            (
                "this should go in to CLAUDE.md: the staging db is read-only",
                "the staging db is read-only",
            ),
            (
                "This should go into AGENTS.md：keep functions small",
                "keep functions small",
            ),
            (
                "this goes in your memory: staging uses port 8443",
                "staging uses port 8443",
            ),
            (
                "I want this in your memory: builds use the nightly toolchain",
                "builds use the nightly toolchain",
            ),
            (
                "that should go into your long-term memory: deploys happen on fridays",
                "deploys happen on fridays",
            ),
            (
                "this belongs in your memory - the docs site builds from gh-pages",
                "the docs site builds from gh-pages",
            ),
            (
                "ok, this should go into AGENTS.md: run make check before pushing",
                "run make check before pushing",
            ),
        ],
        &[
            "where should this go? CLAUDE.md or the README?",
            "it goes into memory first, then gets flushed to disk",
            "this should go into the cache, not into memory",
            "I want this in memory, not on disk",
            "does this go in CLAUDE.md?",
            "should this go into your memory?",
            "this should go into the README: how to install",
            "I want this in the docs folder",
            "the output goes into AGENTS.md when the script runs",
            "this doesn't go in CLAUDE.md",
            "this shouldn't go into AGENTS.md",
            "i'd like this in blue",
            "I want it in memory so the lookup is fast",
            "that goes into your memory budget",
            "if this goes into CLAUDE.md, the agents will read it",
            "I'd like this in a table",
            "it goes in the memory allocator's free list",
        ],
    );
}

/// The rule files as a place in Chinese may stand as the topic without 在 (CLAUDE.md 里加一条：…),
/// take a modal before the verb (应该写上), 补 for 补充 (补一句, 补上), and be said to lack an
/// entry (缺一条规则：…).
#[test]
fn variations_a_rule_file_place_first_in_chinese() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "帮我在 CLAUDE.md 里补一句：不要修改生成的文件",
                "不要修改生成的文件",
            ),
            ("CLAUDE.md 里加一条：提交前先跑测试", "提交前先跑测试"),
            (
                "CLAUDE.md 里应该写上：迁移需要两个人审核",
                "迁移需要两个人审核",
            ),
            (
                "AGENTS.md 缺一条规则：提交的代码里不能有 console.log",
                "console.log",
            ),
            (
                "在 AGENTS.md 中补上一条：函数不超过 50 行",
                "函数不超过 50 行",
            ),
            ("规则文件里再补一条：接口统一走 v2", "接口统一走 v2"),
            ("项目规范里需要加一条：日志用 json 格式", "日志用 json 格式"),
            ("CLAUDE.md里要写上：部署只在周二", "部署只在周二"),
            ("AGENTS.md 还缺一条：禁止 force push", "禁止 force push"),
            (
                "CLAUDE.md 少了一条规则：测试前先起 docker",
                "测试前先起 docker",
            ),
            ("往 CLAUDE.md 里补充一条：不要用 any", "不要用 any"),
            (
                "在CLAUDE.md里补一条吧：先写测试再写实现",
                "先写测试再写实现",
            ),
            ("CLAUDE.md 里必须加上：禁止提交 .env", "禁止提交 .env"),
            ("请在规则里补一句：变量名统一用驼峰", "变量名统一用驼峰"),
            ("团队规范里也要加一条：PR 不超过 400 行", "PR 不超过 400 行"),
            ("CLAUDE.md 里应当补充：所有金额用整数分", "所有金额用整数分"),
        ],
        &[
            "CLAUDE.md 里写的是什么？",
            "CLAUDE.md 里加了一条规则",
            "CLAUDE.md 写得不好",
            "规范写好了吗",
            "AGENTS.md 缺什么？",
            "AGENTS.md 里缺一条规则吗",
            "你在 CLAUDE.md 里加了什么",
            "CLAUDE.md 里不要加这条",
            "CLAUDE.md 里不用补",
            "eslint 规则里加一条",
            "文档里补一句：怎么安装",
            "README 里加一条：安装步骤",
            "他说 CLAUDE.md 里要加一条",
            "CLAUDE.md 里已经写上了",
            "这个函数缺一条注释",
            "CLAUDE.md 里补一句就行了吗？",
        ],
    );
}

/// 以后记得：X keeps X, as 记住：X does; "make a note in your memory that X" keeps X.
#[test]
fn a_bare_remember_heading_and_a_note_in_memory_are_cut() {
    saves_exactly(&[
        ("以后记得：版本号要改两个地方", "版本号要改两个地方"),
        ("以后一定要记住：部署前先备份", "部署前先备份"),
        ("以后注意：不要改生成的文件", "不要改生成的文件"),
        (
            "make a note in your memory that the api uses v2",
            "the api uses v2",
        ),
        (
            "make a note in memory: staging is read-only",
            "staging is read-only",
        ),
    ]);
    writes_nothing("make a note in memory of the buffer size");
}

/// A checkpoint said without the word: today's or this session's progress recorded, where we
/// are kept track of (said alone), and a summary of what we did today saved (总结一下今天做了什么
/// 并保存). A program's place, a date, a summary with no save and a question stay silent.
#[test]
fn variations_a_checkpoint_said_otherwise() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("log today's progress", ""),
            ("save this session's progress", ""),
            ("please record today's progress", ""),
            ("Log today's progress!", ""),
            ("capture this session's progress so far", ""),
            ("keep track of where we left off", ""),
            ("please keep track of where we stopped", ""),
            ("let's keep track of where we are.", ""),
            ("Keep track of where we got to", ""),
            ("keep track of where we're at", ""),
            ("总结一下今天做了什么并保存", ""),
            ("总结一下今天我们干了啥并记下来", ""),
            ("帮我总结一下刚才做的事然后存到日志里", ""),
            ("总结一下本次做了什么并存到笔记里", ""),
            ("请总结一下目前做了什么再保存", ""),
        ],
        &[
            "keep track of where we are in the loop",
            "keep track of where we are spending time",
            "log today's progress bar updates",
            "总结一下今天做了什么",
            "总结一下这篇文章做了什么并保存",
            "keep track of the progress bar",
            "does it keep track of where we are?",
            "the app should keep track of where we left off",
            "log today's date",
            "save this session's cookies",
            "how do I log today's progress in jira?",
            "we need a function to keep track of where we are in the file",
            "总结一下今天的新闻",
            "总结一下你做了什么",
            "总结一下今天做了什么吗？",
            "keep track of where we are and ping me if it fails",
        ],
    );
}

/// A group's "agreed" before a colon or a dash ("the team agreed: X", "everyone agreed — X")
/// settles what follows, as "we all agreed: X" does; before a comma it reports the agreeing.
/// A choice by its label with a closing "then" ("going with option 2 then") still names only
/// the label, so the agent is asked.
#[test]
fn variations_a_group_agreed_before_a_colon() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "the team agreed: no more class components",
                "no more class components",
            ),
            (
                "everyone agreed - staging deploys need approval",
                "staging deploys need approval",
            ),
            (
                "The team has agreed: two-space indentation",
                "two-space indentation",
            ),
            ("everyone agreed — squash merges only", "squash merges only"),
            ("we all agreed: monorepo", "monorepo"),
            (
                "everybody agreed: deploys only on tuesdays",
                "deploys only on tuesdays",
            ),
            (
                "all of us agreed: postgres for everything",
                "postgres for everything",
            ),
            (
                "ok, the team agreed: feature flags via unleash",
                "feature flags via unleash",
            ),
            ("so the team agreed: one PR per ticket", "one PR per ticket"),
            (
                "We have agreed: the api stays versioned by header",
                "the api stays versioned by header",
            ),
            (
                "team agreed: merge freeze on fridays",
                "merge freeze on fridays",
            ),
            (
                "The team agreed：use pnpm workspaces",
                "use pnpm workspaces",
            ),
            (
                "everyone has agreed: vitest for unit tests",
                "vitest for unit tests",
            ),
            (
                "the team agreed - use conventional commits",
                "use conventional commits",
            ),
            ("we've all agreed: kafka for events", "kafka for events"),
        ],
        &[
            "the team agreed",
            "everyone agreed that it was a bad idea",
            "did the team agree: monorepo?",
            "they agreed: use kafka",
            "the team agreed, it was a bad idea",
            "everyone agreed, lunch at noon",
            "the team agreed: let's revisit next week",
            "the team agreed to disagree",
            "has the team agreed?",
            "the team never agreed on anything",
            "he agreed: use kafka",
            "the team agreed with me",
            "the customer agreed: ship it friday",
            "going with option 2 then",
            "ok, option B then",
            "let's go with the second one then",
        ],
    );
}

/// USER.md is memory's file too: "save to USER.md: X" and "put in USER.md that X" save X there.
#[test]
fn an_ask_to_user_md_saves_to_it() {
    for (prompt, saved) in [
        ("save to USER.md: I use neovim", "I use neovim"),
        ("put in USER.md that I work in UTC+8", "I work in UTC+8"),
        ("add this to user.md - I'm colorblind", "I'm colorblind"),
    ] {
        check(prompt, SignalKind::Explicit, Target::User, &[saved]);
    }
}

/// "Consider this a (standing) rule: X" asks what "treat this as a rule: X" does, and "that's
/// a rule from now on: X" names X one with the time it holds from.
#[test]
fn variations_a_rule_named_as_such() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "consider this a standing rule: squash merges only",
                "squash merges only",
            ),
            (
                "that's a rule from now on: no force pushes",
                "no force pushes",
            ),
            (
                "this is a rule now: run lint before commit",
                "run lint before commit",
            ),
            (
                "consider it a hard rule: no secrets in code",
                "no secrets in code",
            ),
            (
                "count this as a rule: one PR per ticket",
                "one PR per ticket",
            ),
            (
                "Consider this a rule — keep functions small",
                "keep functions small",
            ),
            (
                "that is a rule going forward: tests before merge",
                "tests before merge",
            ),
            (
                "this is now a rule going forward: pin every dependency",
                "pin every dependency",
            ),
            (
                "please consider this a permanent rule: changelog entry per PR",
                "changelog entry per PR",
            ),
            (
                "consider that a global rule: english commit messages",
                "english commit messages",
            ),
            (
                "thats a rule from now on: no force pushes",
                "no force pushes",
            ),
            (
                "This is a new rule now: review your own diff first",
                "review your own diff",
            ),
            (
                "consider this as a rule: no TODOs without tickets",
                "no TODOs without tickets",
            ),
            (
                "that's a hard rule from now on: no direct pushes",
                "no direct pushes",
            ),
            (
                "count it as a standing rule: docs with every feature",
                "docs with every feature",
            ),
        ],
        &[
            "that's a rule, so follow it",
            "consider this a bug",
            "is that a rule now?",
            "consider this a draft",
            "this is a rule in eslint",
            "that's a rule from the linter",
            "consider this a rule violation",
            "count the rules in this file",
            "this is a rule engine",
            "that was a rule from now on",
            "if this is a rule now, document it",
            "consider this a one-off, not a rule",
            "he said this is a rule now",
            "consider it done",
            "count them as rules of the parser",
        ],
    );
}

/// A bare imperative with a pronoun for its object ("update it", "run them first") is what a
/// trigger leaves of "you forgot the changelog again, next time update it": the object is in
/// the conversation, so the agent is asked. A pronoun given its antecedent, or a named thing,
/// is written as before.
#[test]
fn a_bare_verb_with_a_pronoun_points_back() {
    for prompt in [
        "you forgot the changelog again, next time update it",
        "from now on, fix that properly",
        "always test it",
        "next time check them first",
        "going forward, just run them again",
    ] {
        asks_the_agent(prompt);
    }
    saves_containing(&[
        ("from now on run it with --release", "--release"),
        ("always run cargo fmt before committing", "cargo fmt"),
        ("if a helper exists, always use it", "helper"),
        ("from now on update the changelog", "changelog"),
    ]);
}

/// A tag question closing a directive asks only whether it was heard ("…, got it?", …，明白了
/// 吗, 记住没): the rule before it is written without the tag. A question in the directive
/// itself, a tag after a task, or a tag asking consent ("ok?", 好吗) stays silent.
#[test]
fn variations_a_tag_question_after_a_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("以后写代码都要加类型注解，明白了吗", "加类型注解"),
            ("以后写代码都要加类型注解，记住了吗？", "加类型注解"),
            (
                "always run tests before pushing, got it?",
                "run tests before pushing",
            ),
            ("from now on use pnpm, understood?", "use pnpm"),
            (
                "never force push to main, you got it?",
                "never force push to main",
            ),
            (
                "always pin dependency versions, is that clear?",
                "pin dependency versions",
            ),
            ("以后提交信息都用英文写，懂了吗", "提交信息都用英文写"),
            ("以后接口都要加鉴权，听到没有？", "接口都要加鉴权"),
            ("以后不要在周五发版，知道了吗", "不要在周五发版"),
            ("从今以后日志都用 json，清楚了吗？", "日志都用 json"),
            (
                "always write the test first, understand?",
                "write the test first",
            ),
            ("以后都用 pnpm，明白吗？", "用 pnpm"),
            (
                "from now on, run cargo fmt before committing, capisce?",
                "run cargo fmt before committing",
            ),
            ("以后变量名都用驼峰，记住没", "变量名都用驼峰"),
            (
                "always use UTC for timestamps, hear me?",
                "use UTC for timestamps",
            ),
        ],
        &[
            "use pnpm from now on, ok?",
            "以后都用 pnpm，好吗？",
            "got it?",
            "明白了吗",
            "is the build green, got it?",
            "did you get it?",
            "do you understand the error?",
            "以后都用 pnpm 吗，明白了吗",
            "should we always run tests, got it?",
            "what's the port, understood?",
            "以后要不要都用 pnpm，明白了吗",
            "run the tests, got it?",
            "这个 bug 修一下，明白了吗",
            "understood, thanks",
            "以后呢？明白了吗",
        ],
    );
    // The tag is no part of what is saved.
    saves_exactly(&[
        (
            "always run tests before pushing, got it?",
            "run tests before pushing",
        ),
        ("以后变量名都用驼峰，记住没", "变量名都用驼峰"),
    ]);
}

/// 记录一下 closing its clause asks to keep what follows, as 记一下 does (记录一下请求耗时 is a
/// program's logging); "for next time, X" keeps X (it had kept "for, X"); 这个以后都要记得：X
/// keeps X.
#[test]
fn record_it_and_for_next_time_head_what_follows() {
    saves_exactly(&[
        ("记录一下，我们的 api 前缀是 /v2", "我们的 api 前缀是 /v2"),
        ("记录一下：日志统一用 json", "日志统一用 json"),
        (
            "fyi for next time, the build needs node 20",
            "the build needs node 20",
        ),
        (
            "for next time: run the migrations first",
            "run the migrations first",
        ),
        ("这个以后都要记得：金额都用分存", "金额都用分存"),
    ]);
    writes_nothing("记录一下请求耗时");
}

/// "One more thing to remember / to note: X" heads X as "one more thing to keep in mind: X"
/// does; "another rule: X" as "new rule: X"; 还有一点要记住：X / 另外一条要牢记：X point at what
/// follows as 这点 points at what came before.
#[test]
fn variations_one_more_thing_to_remember() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "one more thing to remember: secrets live in vault",
                "secrets live in vault",
            ),
            (
                "another thing to note: the api is rate limited",
                "the api is rate limited",
            ),
            (
                "one more thing to note: the cache is per-region",
                "the cache is per-region",
            ),
            (
                "a thing to remember: CI runs on ubuntu-22.04",
                "CI runs on ubuntu-22.04",
            ),
            (
                "another thing to remember - backups run at 2am",
                "backups run at 2am",
            ),
            (
                "another rule: tests must be deterministic",
                "tests must be deterministic",
            ),
            ("Another rule — no sleeps in tests", "no sleeps in tests"),
            ("another rule: always squash merge", "squash merge"),
            ("还有一点要记住：密钥都放 vault", "密钥都放 vault"),
            ("另外一点要记住：接口都要有超时", "接口都要有超时"),
            ("还有一条要记住：发版前先打 tag", "发版前先打 tag"),
            ("另一条要记好：接口都要有超时", "接口都要有超时"),
            ("还有一点务必记牢：生产库只读", "生产库只读"),
            ("还有一点需要记住：日志不能打密码", "日志不能打密码"),
            ("另外一条要牢记：生产库只读", "生产库只读"),
        ],
        &[
            "one more thing to note, thanks",
            "what's one more thing to remember?",
            "another rule in the firewall: allow 443",
            "the other rule: no idea",
            "another rule?",
            "one more thing to remember is the deadline",
            "another rule for eslint: no-unused-vars",
            "还有一点要记住吗",
            "还有一点：我明天请假",
            "一点一点记下来",
            "还有一点，我明天请假",
            "一点也不记得了",
            "这一点我记住了",
            "another thing: the build is red",
            "one more thing to fix: the flaky test",
        ],
    );
}

/// "Favour X over Y" is "prefer X over Y"'s synonym and "perfer" its common typo; without a
/// rival named it stays silent, as "prefer the second option" does.
#[test]
fn favour_and_perfer_are_prefer_x_over_y() {
    for (prompt, saved) in [
        (
            "favor composition over inheritance",
            "composition over inheritance",
        ),
        (
            "favour async/await over callbacks",
            "async/await over callbacks",
        ),
        ("perfer rg over grep", "rg over grep"),
    ] {
        check(
            prompt,
            SignalKind::Correction,
            Target::CandidateRule,
            &[saved],
        );
    }
    all_silent(&["favor me with a reply", "prefer the second option"]);
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_where_it_goes_is_an_ask_to_keep_it,
    variations_a_rule_file_place_first_in_chinese,
    variations_a_checkpoint_said_otherwise,
    variations_a_group_agreed_before_a_colon,
    variations_a_rule_named_as_such,
    variations_a_tag_question_after_a_rule,
    variations_one_more_thing_to_remember,
];
