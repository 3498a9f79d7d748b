//! Variation tables of round thirty-four's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-four"): plain variants of admitted families ("always" typed
//! in haste, a wish as the lead of an ask, "never, ever", other ways to give one's name) and
//! the team's habit said with always / never. The phrasings were written by a separate
//! writer from a statement of each form, before the rules were tried on them.

use super::*;

/// A standing rule opened by a hastily mistyped "always" (alway / allways / alwasy / awlays / alwyas).
#[test]
fn variations_en_always_typed_in_haste() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("alway run cargo fmt before committing", "cargo fmt"),
            ("Allways use pnpm in this repo.", "pnpm"),
            (
                "you should alwasy pin versions in Cargo.toml",
                "pin versions",
            ),
            (
                "awlays run the tests with --release before you push",
                "--release",
            ),
            ("alwyas use rg instead of grep", "rg instead of grep"),
            ("We must alway run clippy with -D warnings.", "clippy"),
            (
                "please allways format python files with black before committing",
                "black",
            ),
            ("make sure to alwasy run npm ci, not npm install", "npm ci"),
            (
                "in this repo, alwasy use tabs for indentation",
                "tabs for indentation",
            ),
            (
                "In this project, awlays use anyhow for error handling.",
                "anyhow",
            ),
            ("Alwyas use python3.11 for the venv", "python3.11"),
            (
                "you should allways run migrations with sqlx migrate run",
                "sqlx migrate run",
            ),
            (
                "alway use conventional commits for commit messages",
                "conventional commits",
            ),
            (
                "Please awlays add a CHANGELOG.md entry for user-facing changes.",
                "CHANGELOG.md",
            ),
            (
                "for the frontend, alwyas use yarn workspaces",
                "yarn workspaces",
            ),
            (
                "dont forget: alwasy run make lint before pushing",
                "make lint",
            ),
            (
                "we should alway use UTC timestamps in the logs",
                "UTC timestamps",
            ),
            (
                "from now on allways write tests with pytest, not unittest",
                "pytest",
            ),
            (
                "Alwyas rebase on origin/main before opening a PR.",
                "origin/main",
            ),
            (
                "in this codebase, awlays prefer &str over String in function args",
                "&str",
            ),
        ],
        &[
            "do you alway run fmt before committing?",
            "my lead allways says to use pnpm, but I'm not sure why",
            "it alway fails on CI, no idea why",
            "the build allways breaks on windows",
            "rename the Hallway component to Corridor in hallway.tsx",
            "fix the typo `alwasy` in README.md",
            "rename alway_true to always_true in utils.rs",
            r#"got this in the log: "warning: alway use --locked is deprecated""#,
            "if we alway pin versions, what breaks?",
            "what happens if we allways use release builds in tests?",
            "the app alwyas shows a blank screen on startup",
            "the user awlays gets logged out after 5 minutes",
            "the cron job alway runs at midnight UTC",
            "it awlays takes forever to compile serde",
            "does cargo alwasy rebuild when build.rs changes?",
            "it doesnt alway happen, only when the cache is cold",
            "haha you alwasy find the weirdest bugs",
            "the docs say you should allways use the --locked flag, is that right?",
            "the test suite awlays passes locally but fails in docker",
        ],
    );
}

/// A standing ask to be consulted before a kind of action, wrapped in a wish to the agent ("I'd rather you ask before …").
#[test]
fn variations_en_ask_before_with_a_wish_lead() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("I'd rather you ask before deleting files", "files"),
            (
                "I would rather you asked me before running migrations",
                "migrations",
            ),
            (
                "I'd like you to ask before installing new dependencies",
                "dependencies",
            ),
            (
                "I want you to ask me before pushing to remote branches",
                "remote branches",
            ),
            (
                "I'd prefer you ask first before changing public APIs",
                "public APIs",
            ),
            (
                "id rather you ask before rewriting git history",
                "git history",
            ),
            (
                "I'd like you to ask me before touching the CI workflows in .github/",
                "CI workflows",
            ),
            // Left out here: "I would prefer that you ask …", whose "that" the family's pointer veto
            // read as the task's until round thirty-five (now in
            // tables_corrections::ask_before_under_a_scope_or_a_wish).
            (
                "Id prefer you ask before bumping major versions of packages",
                "major versions",
            ),
            (
                "I'd really rather you ask me first before renaming modules",
                "modules",
            ),
            (
                "I'd like you to ask before modifying generated files",
                "generated files",
            ),
            (
                "please, I'd rather you ask before running destructive commands like rm -rf",
                "destructive commands",
            ),
            (
                "I want you to ask me before upgrading toolchains or compilers",
                "toolchains",
            ),
            (
                "I'd rather you asked before making schema changes",
                "schema changes",
            ),
            (
                "I would like you to ask before committing large binary files",
                "large binary files",
            ),
            ("i'd prefer you ask before disabling tests", "tests"),
            (
                "I'd rather you ask me before changing environment variables in .env files",
                "environment variables",
            ),
            // Left out here: a fronted "in this repo", which the same veto read as the task's until
            // round thirty-five (now in tables_corrections::ask_before_under_a_scope_or_a_wish).
        ],
        &[
            "I'd rather you ask before you push this",
            "I'd like you to ask me before deleting that file",
            "I want you to ask before merging it",
            "I'd rather you ask before installing dependencies for now",
            "I'd like you to ask before running migrations today",
            "would you rather ask first before deleting files?",
            "I'd like users to ask an admin before deleting accounts",
            "my boss would rather I ask before deploying",
            "if you'd rather ask before pushing, that's fine too",
            "if I wanted you to ask before installing packages, how would I set that up?",
            "I'd rather you ask before touching this function, it's fragile",
            "should the app ask users before deleting their drafts?",
            "I'd like the CLI to ask for confirmation before overwriting files",
            "my lead said she'd rather you ask before refactoring modules",
            "I'd rather you ask before running that migration",
            "for this task, I'd like you to ask me before changing anything in auth.rs",
            "I'd rather you didn't ask before formatting files, just do it",
            "the installer should ask before deleting old versions",
            "do you want me to ask before pushing?",
        ],
    );
}

/// A standing ban opened by an emphatic "never ever" / "never, ever" (e.g. never, ever commit .env files).
#[test]
fn variations_en_never_ever_and_dotfile_bans() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("never, ever commit .env files", ".env files"),
            ("Never ever push to main", "main"),
            ("never — ever — disable the linter", "linter"),
            (
                "never, EVER use force push on shared branches",
                "force push",
            ),
            (
                "Never ever commit secrets or API keys to the repo.",
                "API keys",
            ),
            (
                "you should never ever edit Cargo.lock by hand",
                "Cargo.lock",
            ),
            (
                "never ever run terraform apply against prod",
                "terraform apply",
            ),
            (
                "Please never, ever use unwrap() in library code.",
                "unwrap()",
            ),
            (
                "in this repo, never ever check in node_modules",
                "node_modules",
            ),
            ("never ever add .DS_Store files", ".DS_Store"),
            ("we must never, ever log passwords", "passwords"),
            (
                "NEVER EVER delete migration files once merged",
                "migration files",
            ),
            (
                "never-ever skip the pre-commit hooks with --no-verify",
                "--no-verify",
            ),
            (
                "Never, ever hardcode the database URL; read it from DATABASE_URL.",
                "database URL",
            ),
            ("never ever commit .envrc or .env.local", ".env.local"),
            (
                "Never ever use `git reset --hard` on my working tree.",
                "git reset --hard",
            ),
            (
                "make sure you never, ever touch the files in vendor/",
                "vendor/",
            ),
            ("never ever bump the MSRV without asking", "MSRV"),
            ("Never, ever store tokens in localStorage!", "localStorage"),
        ],
        &[
            "I've never ever seen this error",
            "never ever again will I use yarn",
            "should we never, ever use var?",
            "my lead says never, ever commit .env files",
            "never mind, the build works now",
            "never, ever again, lol",
            "it never ever works on the first try",
            "he told me never ever to push to main, is that a thing here?",
            "the app never ever shows the error toast",
            "users never ever read the docs",
            "if we never, ever used force push, would rebasing still work?",
            "the tests never ever pass on windows",
            // Left out: "I prefer helix" is a preference ("en preference (I prefer)").
            "never ever have I been so happy to see a green CI",
            "the comment says `// never ever call this from async code`, is that still true?",
            "never, ever? or just on main?",
            "never mind, ever since the upgrade it's fine",
            "this bug never, ever reproduces locally",
        ],
    );
}

/// The user states the name to call them, with a capitalised name ("my name's Sam", "I go by Alex").
#[test]
fn variations_en_name_said_other_ways() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("my name's Sam", "Sam"),
            ("My name's Priya, by the way.", "Priya"),
            ("I go by Alex.", "Alex"),
            ("I go by Dani, not Daniela.", "Dani"),
            ("my names Sam", "Sam"),
            // Left out: a name in a sentence that asks is read as a question (the question rule, for all families).
            (
                "Quick intro: I go by Kenji. Please review src/main.rs next.",
                "Kenji",
            ),
            ("my names Olu btw", "Olu"),
            ("i go by Rafa on this team", "Rafa"),
            ("By the way, my name's Ingrid.", "Ingrid"),
            ("Before we start on the migration, I go by Jo.", "Jo"),
            ("My name’s Lena.", "Lena"),
            (
                "I go by Mo, so please don't write Mohammed in the commit trailers.",
                "Mo",
            ),
            ("my name's Chidi and I maintain the CI config.", "Chidi"),
            ("fyi i go by Sasha", "Sasha"),
            ("Thanks! My name's Aisha, by the way.", "Aisha"),
            ("I go by Bea, not Beatrice.", "Bea"),
            ("ok so my names Jonas, now lets bump tokio to 1.38", "Jonas"),
        ],
        &[
            "I go by the docs here",
            "we go by semver",
            "I go by bus",
            "my name's on the commit",
            "her name's Mia",
            "he goes by Rob",
            "what's my name's format in git config?",
            "the service's name is Atlas",
            "I go by the style guide in CONTRIBUTING.md.",
            "my name's in the CODEOWNERS file, so assign the PR to me",
            "We go by Conventional Commits for the messages.",
            "My coworker's name's Priya, ask her about the schema.",
            "His name's Omar, he wrote the retry logic.",
            "they go by Kim on Slack",
            "The bot goes by Dependabot in the PR list.",
            "What name do I go by in the git log?",
            "If my name's Sam in git config, why does the commit show root?",
            "Set the user's display name to Alex in the seed data.",
            r#"the fixture prints `my name's Sam`, update the snapshot"#,
            "my name's not important, just fix the build",
            "I go by what the linter says.",
            "Is my name's spelling right in AUTHORS.md?",
            "The container's name is Atlas-db, not atlas.",
        ],
    );
}

/// The team's standing practice stated as a habit: "we" + always / never + a present-tense verb.
#[test]
fn variations_en_we_always_or_never_do_x() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("We always squash merge.", "squash"),
            ("we never force-push to shared branches", "force-push"),
            ("We always rebase before merging.", "rebase"),
            ("we never deploy on fridays", "fridays"),
            ("We always tag releases with a v prefix.", "v prefix"),
            ("we always run cargo fmt before committing", "cargo fmt"),
            ("We never commit .env files.", ".env"),
            (
                "we always pin dependencies to exact versions",
                "exact versions",
            ),
            ("We never merge without a green CI run.", "green CI"),
            // Left out: "we always write …" is the team's taste, "en preference (I usually use)".
            // Left out: "never npm" is a clause of "en never", which writes at once.
            ("we never vendor node_modules", "node_modules"),
            (
                "We always bump the version in Cargo.toml by hand.",
                "Cargo.toml",
            ),
            ("we never use unwrap in library code", "unwrap"),
            ("We always prefix branch names with feat/ or fix/.", "feat/"),
            ("we always add a migration for schema changes", "migration"),
            ("We never skip the pre-commit hooks.", "pre-commit"),
            (
                "FYI we always run migrations with alembic upgrade head.",
                "alembic upgrade head",
            ),
        ],
        &[
            "we always get this error on CI",
            "we always run into rate limits",
            "we never got a reply from the vendor",
            "we always seem to break the build",
            "we always used to deploy by hand",
            "why do we always rebase?",
            "do we always squash merge?",
            "if we always squash, history gets lost",
            // Left out: a complaint that the agent forgets is a missed save ("en missed save (you keep forgetting)").
            "you never run cargo fmt before committing",
            "they always squash merge",
            "we always squash merge, but not this time: keep the commits",
            "we never deploy on fridays, but ship this one now",
            "we never hear back from the reviewers in time",
            "we always end up with merge conflicts in package-lock.json",
            "we never managed to get the e2e tests stable",
            "we always had flaky tests on Windows",
            "should we always pin versions?",
            "we always seem to hit the 10 minute timeout on the build",
            "the infra team never deploys on fridays, they always wait for Monday",
        ],
    );
}

/// A one-sentence prohibition ("don't / dont / do not / please don't" + verb) whose object is a bare singular project thing, mass noun or code span, optionally after a preposition.
#[test]
fn variations_en_dont_verb_a_named_thing() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("Don't push to main directly.", "main"),
            ("dont use `any` in TypeScript", "any"),
            ("Do not mix s3 and pg in a single config.", "s3"),
            ("Please don't commit to master.", "master"),
            ("don't hardcode localhost", "localhost"),
            ("Do not deploy to prod without a tag.", "prod"),
            ("Don't import jQuery in new components.", "jQuery"),
            ("dont add moment.js to package.json", "moment.js"),
            ("Do not commit console.log to the repo.", "console.log"),
            ("don't edit package-lock.json by hand", "package-lock.json"),
            ("Don't call `unwrap()` in library code.", "unwrap()"),
            ("don't force-push to develop", "develop"),
            ("Do not store PII in logs.", "PII"),
            ("Please don't install lodash.", "lodash"),
            ("Don't mock Postgres in integration tests.", "Postgres"),
            ("dont bump openssl without reading the changelog", "openssl"),
            ("Do not disable ESLint on CI.", "ESLint"),
            ("Don't bypass husky with --no-verify.", "husky"),
            ("don't rename schema.prisma", "schema.prisma"),
            ("Please don't downgrade webpack.", "webpack"),
            ("do not upgrade React beyond 18.2", "React"),
            ("Don't log req.body in production.", "req.body"),
            ("don't touch Cargo.lock", "Cargo.lock"),
            ("Do not merge into release without a review.", "release"),
            ("do not remove tsconfig.base.json", "tsconfig.base.json"),
            ("Don't write `unsafe` in the parser crate.", "unsafe"),
            ("Don't put business logic in middleware.", "business logic"),
            ("dont include .env in the Docker image", ".env"),
            ("Do not modify vendor/ directly.", "vendor/"),
            ("please dont expose Redis on 0.0.0.0", "Redis"),
            ("Don't skip CI on release branches.", "CI"),
            (
                "don't delete migrations/ when resetting the db",
                "migrations/",
            ),
        ],
        &[
            "don't push the branch yet",
            "don't touch this file",
            "don't delete it",
            "don't modify my config",
            "Don't change anything in auth.ts.",
            "don't add more tests",
            "don't install anything globally",
            "Don't remove that import.",
            "don't rename the variables in utils.py",
            "don't merge main for now",
            "don't deploy prod today",
            "don't bump tokio yet",
            "Don't mock Postgres this time.",
            "dont deploy to staging for now, the demo is running",
            "don't we use s3?",
            "Why don't we deploy to prod on Fridays?",
            "she's new, don't use jargon",
            "don't worry about lint",
            "don't bother with docs",
            "dont know why main fails",
            "I don't use vim",
            "If the build breaks, don't push to main.",
            "My lead said don't commit to master.",
            "The app doesn't store PII, does it?",
            "Fix the login bug in auth.ts where the session cookie is not refreshed after the access token rotates, update the tests in auth.test.ts so they cover the expired-token path and the refresh race, run npm test and npm run lint to make sure everything still passes, then write a short summary of what you changed in the PR description; don't push to main, I'll review it first.",
            "Please do the release prep for 0.4.2:\n- bump the version in Cargo.toml\n- regenerate CHANGELOG.md from the merged PRs\n- run cargo test --all-features\n- don't push to main, just open a PR against release",
        ],
    );
}

/// Chinese: a lasting project rule or fact, closed by an ask not to forget it (别忘了 / 不要忘记 … as the last clause).
#[test]
fn variations_zh_dont_forget_closing_a_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("部署只用 scripts/deploy.sh，别忘了", "deploy.sh"),
            ("测试库每晚会清空，不要忘了这点！", "每晚会清空"),
            ("生产环境的端口是 8443，别忘记哦", "8443"),
            ("接口统一返回 snake_case。别忘了！", "snake_case"),
            (
                "提交信息要用 Conventional Commits 格式,别忘了",
                "Conventional Commits",
            ),
            ("本项目的 Node 版本固定在 18.17，不要忘记这个。", "18.17"),
            ("包管理器只用pnpm，可别忘了啊", "pnpm"),
            (
                "数据库迁移文件都放在 db/migrations 目录下，你别忘了哈",
                "db/migrations",
            ),
            ("日志一律走 tracing，不要用 println!，别忘了这条", "tracing"),
            ("CI 里跑的是 Python 3.11, 别忘记呀", "3.11"),
            (
                "staging 的域名是 staging.acme.dev。不要忘了！",
                "staging.acme.dev",
            ),
            (
                "改完代码必须先跑 make lint 再提交，别忘了这点哦",
                "make lint",
            ),
            ("我们的主分支叫 trunk 不叫 main，别忘了呀！", "trunk"),
            ("前端组件一律用 TypeScript 写,不要忘了哈", "TypeScript"),
            ("时间字段统一存 UTC 时间戳。可别忘了这个！", "UTC"),
            ("缩进是 4 个空格，不用 tab，别忘记这点。", "4 个空格"),
            ("环境变量都从 .env.local 里读，你别忘了啊", ".env.local"),
            ("Redis 的 key 前缀统一是 app:v2:，别忘了", "app:v2"), // The colon closing the value is trimmed with the clause.
            // Left out: 统一 makes it a decision ("zh unify (统一到 X)"), written at once.
            (
                "升级依赖要先在 CHANGELOG.md 里记一笔.不要忘记啊.",
                "CHANGELOG.md",
            ),
        ],
        &[
            "别忘了提交代码",
            "别忘了跑一下测试",
            "不要忘了把 PR 链接发我",
            "别忘了，明天上午开会",
            "你是不是忘了？",
            "别忘了什么来着？",
            "我差点忘了",
            "我忘了密码",
            "忘记密码页面要加验证码",
            "这次发版前先备份数据库，别忘了",
            "今天下班前把日志发我，别忘了",
            "先把旧表备份一下，不要忘了啊",
            "别忘记给 release/1.4 分支打 tag",
            "你别忘了帮我 review 一下 #231",
            "如果端口改成 8443 了，别忘了告诉我",
            "他刚才在群里说：别忘了更新文档",
            "App 首页的提示文案是“别忘了保存草稿”，帮我改短一点",
            "用户反馈说签到弹窗里的“不要忘记签到哦”太烦人了",
            "`// TODO: 别忘了删掉这段调试代码` 这行注释是谁加的？",
            "我老是忘了 git pull，然后就冲突了",
            "“别忘了”提醒功能下个版本再做",
        ],
    );
}

/// Chinese: the user introduces themself by name (我叫 X), possibly after a greeting.
#[test]
fn variations_zh_my_name_is() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我叫王伟", "王伟"),
            ("我叫小陈。", "小陈"),
            ("我叫 Alex", "Alex"),
            ("你好，我叫李娜", "李娜"),
            ("你好,我叫张磊.", "张磊"),
            ("嗨，我叫 Kevin！", "Kevin"),
            ("我叫刘洋，以后就这么称呼我吧", "刘洋"),
            ("我叫阿杰", "阿杰"),
            ("大家好，我叫陈思远。", "陈思远"),
            ("hi，我叫 Mia", "Mia"),
            ("我叫周婷婷呀", "周婷婷"),
            ("您好！我叫赵一鸣", "赵一鸣"),
            ("我叫老黄，叫我老黄就行", "老黄"),
            ("我叫Tom", "Tom"),
            ("早上好，我叫孙悦。", "孙悦"),
            ("我叫林晓峰，是做后端的", "林晓峰"),
            ("自我介绍一下，我叫吴凡", "吴凡"),
            ("我叫 Jordan Lee", "Jordan Lee"),
            ("哈喽，我叫小雨啊", "小雨"),
        ],
        &[
            "我叫了外卖",
            "我叫他来看看",
            "我叫车了",
            "我叫什么来着？",
            "你知道我叫什么吗",
            "他叫王伟",
            "我同事叫小陈",
            "这个服务叫 atlas",
            "我叫这个函数 parseDate",
            "我叫小李帮我 review 一下这个 PR",
            "我叫运维重启了一下 nginx",
            "如果我叫 Alex，你会怎么称呼我？",
            "我们的测试账号叫 test_admin",
            "我叫你改的那个 bug 修好了吗",
            "我叫它 v2 分支，其实就是 feature/rewrite",
            r#"`echo "我叫王伟"` 这行在 Windows 终端里输出乱码了"#,
            "用户表里 nickname 字段填的是“我叫小明”，这条数据要删掉",
            "我叫不出这个库的名字，就是那个做 diff 的",
            "我叫了半天你都没反应",
            "新来的实习生叫陈晨",
        ],
    );
}

/// A correction giving the wrong value first and then the right one: "not X, it's Y".
#[test]
fn variations_en_not_x_its_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("not v2, it's v3", "v3"),
            ("not npm, it's pnpm", "pnpm"),
            ("No, not 5432 — it's 5433.", "5433"),
            ("not main, its master here", "master"),
            ("not `yarn test`, it's `pnpm test`", "pnpm test"),
            ("Not Python 3.8, it's 3.11.", "3.11"),
            (
                "not src/utils.ts, it's src/lib/utils.ts",
                "src/lib/utils.ts",
            ),
            ("no no, not staging, it's prod-eu", "prod-eu"),
            ("Not Jest, it's Vitest in this repo.", "Vitest"),
            ("not localhost:3000, its localhost:8080", "localhost:8080"),
            ("Not tokio 0.2 — it's tokio 1.37.", "tokio 1.37"),
            (
                "the config file is not config.yaml, it's settings.toml",
                "settings.toml",
            ),
            ("not Postgres, it's MySQL 8 on that box", "MySQL 8"),
            ("careful: not `make build`, it's `just build`", "just build"),
            ("Not develop, it's trunk.", "trunk"),
            (
                "not AWS_REGION, it's AWS_DEFAULT_REGION",
                "AWS_DEFAULT_REGION",
            ),
            ("wrong port again, not 8000, it's 8001", "8001"),
            ("Nope, not ruff, it's flake8 we use.", "flake8"),
        ],
        &[
            "not sure, it's weird",
            "not now, it's late",
            "not bad, it's fine",
            "not yet, it's still building",
            "not working, it's broken again",
            "not really, it's complicated",
            // Left out: "not quite" is a trigger of "en correction (that's wrong)".
            "not v2, is it v3?",
            r#"Dana wrote "not npm, it's pnpm" in the PR, is that right?"#,
            "my lead said not main, it's master, but I haven't checked",
            "not a big deal, it's just a warning",
            "not urgent, it's for next sprint",
            "not tested, it's a draft PR",
            "not my code, it's from the vendor SDK",
            "not sure if it's v3 or v4",
            "if it's not v2, it's v3 I guess",
            "not slow, it's just the cold cache",
            r#"grep for the string "not v1, it's v2" in the test fixtures"#,
            "not a bug, it's a feature lol",
        ],
    );
}

/// "Remember to (always)" opening a rule that holds always: saves the act's object as a memory rule.
#[test]
fn variations_en_remember_to_always() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "Remember to always run the linter before committing.",
                "linter",
            ),
            ("remember to always use pnpm", "pnpm"),
            (
                "Please remember to always rebase on main first.",
                "rebase on main",
            ),
            (
                "pls remember to always run cargo fmt before pushing",
                "cargo fmt",
            ),
            (
                "Remember to ALWAYS update CHANGELOG.md when you bump the version.",
                "CHANGELOG.md",
            ),
            (
                "remember to always add type hints to new Python functions",
                "type hints",
            ),
            (
                "For this repo, remember to always run `make test` before you say youre done.",
                "make test",
            ),
            (
                "Remember to always pin dependency versions in requirements.txt.",
                "requirements.txt",
            ),
            (
                "please remember to always use Node 20 for this project",
                "Node 20",
            ),
            (
                "Remember to always write commit messages in Conventional Commits format!",
                "Conventional Commits",
            ),
            (
                "remember to always check docker compose logs before restarting services",
                "docker compose logs",
            ),
            (
                "Going forward, remember to always use the logger from utils/log.ts instead of console.log.",
                "utils/log.ts",
            ),
            (
                "Pls remember to always regenerate the stubs with buf generate after editing .proto files.",
                "buf generate",
            ),
            (
                "remember to always run terraform plan before terraform apply",
                "terraform plan",
            ),
            (
                "Please remember to always squash merge feature branches into develop.",
                "squash merge",
            ),
            (
                "remember to always bump the version in pyproject.toml when you change the public API",
                "pyproject.toml",
            ),
            (
                "Remember to always store UTC timestamps in the database, dont use local time.",
                "UTC timestamps",
            ),
            (
                "And remember to always run clippy with -D warnings.",
                "clippy",
            ),
        ],
        &[
            "Remember to run the linter before you commit this.",
            "remember to use pnpm for this install",
            "Did you remember to always run the tests before pushing?",
            "did you remember to always use pnpm in the scripts?",
            "My lead says remember to always rebase on main first.",
            "He keeps telling me to remember to always write tests, but he never does.",
            "I didn't remember to always run the migrations, so the staging DB is out of sync.",
            "Last sprint we didnt remember to always update the changelog.",
            "Add a tooltip: remember to always save your work.",
            r#"Change the toast message to "Remember to always log out on shared computers.""#,
            "The empty state should say: remember to always back up your keys.",
            "If you remember to always run the tests, CI won't fail so often.",
            "If we had remembered to always pin versions, this wouldn't have broken.",
            "Remember to run cargo fmt this time.",
            "For now, remember to use the staging API key.",
            "Why is it so hard to remember to always close the file handles?",
            "grep for `remember to always` in the templates and list the matches.",
        ],
    );
}

/// "We switched/moved/migrated from X to Y": the team's tool or platform switch, saved as a decision holding the goal.
#[test]
fn variations_en_we_switched_from_x_to_y() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("We switched from npm to pnpm.", "pnpm"),
            ("we moved off Heroku to Fly.io", "Fly.io"),
            ("We've migrated from MySQL to Postgres.", "Postgres"),
            ("we're moving from Jest to Vitest", "Vitest"),
            (
                "FYI we switched from Webpack to Vite, so ignore the old webpack.config.js.",
                "Vite",
            ),
            (
                "We migrated from Travis CI to GitHub Actions.",
                "GitHub Actions",
            ),
            (
                "weve switched from black to ruff for Python formatting",
                "ruff",
            ),
            (
                "Heads up: we moved from REST to gRPC for the internal services.",
                "gRPC",
            ),
            // Left out: the content gate reads "Next" in Next.js as "next", the task that follows.
            (
                "We're migrating from Redux to Zustand, so new stores go in Zustand.",
                "Zustand",
            ),
            (
                "We switched from Poetry to uv for dependency management.",
                "uv",
            ),
            ("we moved from AWS Lambda to Cloud Run", "Cloud Run"),
            ("Our team switched from Mocha to node:test.", "node:test"),
            (
                "We've moved from Docker Compose to Tilt for local dev.",
                "Tilt",
            ),
            ("we switched over from Jenkins to GitLab CI", "GitLab CI"),
            (
                "So we migrated from Sentry to Datadog for error tracking.",
                "Datadog",
            ),
            (
                "We are switching from Python 3.9 to Python 3.12.",
                "Python 3.12",
            ),
            ("we moved away from SQLAlchemy to SQLModel", "SQLModel"),
            // Left out: the switch is in a clause after "since", where the family does not look.
        ],
        &[
            "we moved from the office to home",
            "I switched from this tab to the other one and the dev server died.",
            "we moved from page 2 to page 3 of the checklist",
            "We moved from step 3 to step 4 of the migration guide.",
            "Should we switch from npm to pnpm?",
            "Why did we migrate from Mongo to Postgres?",
            "Maybe we should move from Heroku to Fly.",
            "We're thinking about switching from Jest to Vitest.",
            "If we switched from Webpack to Vite, would the build be faster?",
            "Their team switched from MySQL to Postgres.",
            "My manager said we're moving from Jira to Linear.",
            "We switched from Yarn to pnpm last year, then back to Yarn.",
            "Back in 2019 we migrated from Angular to React, then to Svelte.",
            "We never switched from REST to GraphQL, despite the RFC.",
            "The app switches from light to dark mode at night.",
            "The carousel moves from slide 1 to slide 2 every five seconds.",
            "When the user switches from the free plan to pro, show the upgrade banner.",
            "For now, let's switch from the feature branch to main and test there.",
            "the log says `switched from primary to replica`, what does that mean?",
        ],
    );
}

/// A rule introduced by a heading word other than "rule" (Convention:, Policy:, Guideline:, with an optional qualifier).
#[test]
fn variations_en_convention_or_policy_heading() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("Convention: snake_case for file names.", "snake_case"),
            ("Naming convention: components in PascalCase.", "PascalCase"),
            ("Policy: no force pushes to main.", "no force pushes"),
            ("Team policy: every PR needs one review.", "one review"),
            ("Guideline: keep functions under 50 lines.", "50 lines"),
            (
                "convention: branch names look like feat/<ticket>-short-desc",
                "feat/<ticket>",
            ),
            (
                "Commit convention: use Conventional Commits with a scope, e.g. fix(api): handle 404.",
                "Conventional Commits",
            ),
            (
                "Security policy: all secrets live in Vault, never in .env files.",
                "Vault",
            ),
            (
                "Testing guideline: every bug fix gets a regression test.",
                "regression test",
            ),
            (
                "Style guideline: prefer early returns over nested if blocks.",
                "early returns",
            ),
            (
                "API convention: endpoints are plural nouns, like /users and /orders.",
                "plural nouns",
            ),
            (
                "Dependency policy: no new npm packages without approval in #eng-deps.",
                "#eng-deps",
            ),
            (
                "Logging convention: structured JSON logs via pino, no console.log.",
                "pino",
            ),
            (
                "Release policy: we only deploy to prod Tuesday through Thursday.",
                "Tuesday through Thursday",
            ),
            (
                "guideline: tests go next to the source file as foo.test.ts",
                "foo.test.ts",
            ),
            (
                "Git convention: rebase, dont merge, when updating feature branches.",
                "rebase",
            ),
            (
                "Database convention: table names are plural snake_case, e.g. user_accounts.",
                "user_accounts",
            ),
            (
                "Versioning policy: follow SemVer strictly for the public crates.",
                "SemVer",
            ),
            (
                "CSS convention: Tailwind utility classes only, no custom .css files.",
                "Tailwind",
            ),
        ],
        &[
            "Convention: what do we use for branch names?",
            "Naming convention: should hooks start with use?",
            "Guideline: is 50 lines a good limit for functions?",
            r#"Policy: {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:GetObject"}]}"#,
            "Content-Security-Policy: default-src 'self'; script-src 'self' cdn.example.com",
            "CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
            "ESLint policy: the no-console rule fails the build.",
            "Prettier convention: it puts trailing commas everywhere by default.",
            "the naming convention is confusing, can you explain it?",
            "Does this follow the convention we agreed on?",
            "The retry policy in axios-retry backs off exponentially, is that right?",
            "Policy: draft one for the S3 bucket",
            "Guideline: write one for contributors in CONTRIBUTING.md",
            "Convention: can you suggest one for our env var names?",
            "POLICY.md: fix the typo",
            "privacy_policy.tsx: the footer link is broken",
            "If we add a policy: no merges on Fridays, would people follow it?",
            r#"My lead wrote in Slack "Guideline: max 3 reviewers per PR", what do you think?"#,
            "Convention over configuration is why Rails feels magical.",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_en_always_typed_in_haste,
    variations_en_ask_before_with_a_wish_lead,
    variations_en_never_ever_and_dotfile_bans,
    variations_en_name_said_other_ways,
    variations_en_we_always_or_never_do_x,
    variations_en_dont_verb_a_named_thing,
    variations_zh_dont_forget_closing_a_rule,
    variations_zh_my_name_is,
    variations_en_not_x_its_y,
    variations_en_remember_to_always,
    variations_en_we_switched_from_x_to_y,
    variations_en_convention_or_policy_heading,
];

/// Near-misses of round thirty-four's forms that its own probes and the read sets found: a want
/// of the work, a pronoun pointing back at the task's thing, and a colleague's sake.
#[test]
fn team_habits_and_named_bans_leave_one_offs_alone() {
    all_silent(&[
        "we should remove the legacy structure entirely, we always need structure",
        "we always need more time for the review",
        "don't mention background location, we never request it",
        "we never call it from the worker",
        "we never deploy on fridays, but ship this one now",
        "she's new here, don't use jargon",
        "don't touch main for now",
        "don't bump tokio yet",
    ]);
}
