//! Variation tables of round thirty-one's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-one"). The phrasings were written by a separate writer from
//! a statement of each form, before the rules were tried on them.

use super::*;

/// A rule given under a heading naming it a project/team rule, then a colon and the rule.
#[test]
fn variations_rule_headings() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "project rule: every migration goes in db/migrations with a timestamp prefix",
                "db/migrations",
            ),
            ("team rule: no force pushes to main", "force pushes to main"),
            ("repo rule: run cargo fmt before every commit", "cargo fmt"),
            ("Hard rule: never commit .env files", ".env files"),
            (
                "golden rule: tests must pass locally before you open a PR",
                "tests must pass locally",
            ),
            (
                "global rule: use UTC everywhere, never local time",
                "UTC everywhere",
            ),
            (
                "rule for all fastlane lanes: call ensure_git_status_clean first",
                "ensure_git_status_clean",
            ),
            (
                "rule for every service: expose /healthz on port 9090",
                "/healthz",
            ),
            (
                "rule for the whole repo: python 3.11 only, no 3.12 features",
                "python 3.11",
            ),
            (
                "PROJECT RULE: api handlers return problem+json on errors",
                "problem+json",
            ),
            (
                "ok before you start, team rule: pin docker base images by digest",
                "by digest",
            ),
            (
                "quick note. repo rule: logs go through tracing, not println!",
                "tracing",
            ),
            ("hard rule:dont touch vendor/ by hand", "vendor/"),
            (
                "Golden rule: if it isnt in CHANGELOG.md it didnt ship",
                "CHANGELOG.md",
            ),
            (
                "rule for every service: config comes from env vars, never from yaml files",
                "env vars",
            ),
            (
                "project rule: branch names are feat/<ticket>-<slug>",
                "feat/<ticket>-<slug>",
            ),
            (
                "global rule: all timestamps in the api are RFC 3339",
                "RFC 3339",
            ),
        ],
        &[
            "eslint rule: no-unused-vars fails on line 3",
            "firewall rule: allow 443 — why is it blocked?",
            "project rule: do we have one for this?",
            "the rule for all lanes is broken",
            "the golden rule in this function is wrong, it skips the last item",
            "here's my .markdownlint.yaml:\n```\nrule: MD013\nenabled: false\n```\nwhy is it still firing?",
            "clippy rule: needless_return keeps flagging main.rs",
            "css rule: .btn { color: red } isnt applying on safari",
            "iptables rule: -A INPUT -p tcp --dport 22 -j ACCEPT, is this right?",
            "team rule: is there one about squash merges?",
            "the validation rule for every service request rejects empty bodies, fix it",
            "alert rule: cpu > 90% for 5m fired at 3am, look into it",
            "nginx rule: location /api keeps returning 404",
            "semgrep rule: detect-hardcoded-secret flagged config.py, false positive?",
            "the rule for the whole repo in .editorconfig doesnt apply to md files",
            "my lead said project rule: no merges on friday, is that real?",
            "what's the golden rule: tabs or spaces?",
        ],
    );
}

/// A rule stated, then a closing clause labelling it a standing rule of the project or team.
#[test]
fn variations_this_is_a_project_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("提交信息用英文写，这是项目规矩。", "英文"),
            ("所有接口都要加鉴权中间件，这个是我们的规定", "鉴权中间件"),
            ("分支合并前必须 rebase 到 main，这是团队约定了", "rebase"),
            ("变量命名统一用 camelCase，这是我们的规范！", "camelCase"),
            ("不许直接改 generated/ 目录下的文件，这是铁律", "generated/"),
            (
                "数据库迁移脚本放在 db/migrate 下,这是项目规矩啊",
                "db/migrate",
            ),
            ("日志统一走 zap，别用 fmt.Println，这是我们的规范哈", "zap"),
            ("版本号遵循 semver，这是团队约定。", "semver"),
            ("Python 统一用 3.11，这是铁律了！", "3.11"),
            ("前端包管理只用 pnpm, 这个是我们的规定.", "pnpm"),
            ("时间一律存 UTC，这是我们的规范了", "UTC"),
            (
                "always run make lint before pushing, that's a house rule",
                "make lint",
            ),
            (
                "no console.log in committed code, that's a project rule",
                "console.log",
            ),
            (
                "feature flags go through LaunchDarkly, this is a team rule.",
                "LaunchDarkly",
            ),
            (
                "never bump minSdkVersion without asking, thats a hard rule here",
                "minSdkVersion",
            ),
            (
                "Secrets live in Vault and nowhere else - that's a house rule!",
                "Vault",
            ),
            (
                "tests sit next to the source as *_test.go files, thats a project rule",
                "_test.go",
            ),
        ],
        &[
            "提交信息用英文写，这是项目规矩吗？",
            "always run make lint before pushing, is that a house rule?",
            "行尾不能有分号，这是 eslint 的规则",
            "they squash every merge, that's their team rule",
            "lint 一直报 max-len，这是项目规范导致的",
            "他很守规矩，代码从不乱提交",
            "这是项目规矩",
            "that's a house rule",
            "这是铁律吗？所有接口都要鉴权？",
            "后端组说接口要返回 snake_case，这是他们团队的约定",
            "行长度不超过 100，这是 prettier 的规则",
            "他说周五不发版，这是铁律",
            "这个表格排得很规矩，不用改",
            "users must confirm their email first, that's a rule in the signup flow",
            "is that a project rule or just your habit?",
            "这是我们的规范吗？我没找到文档",
            "如果所有表都要软删除，这是项目规矩吗",
        ],
    );
}

/// The team has stopped a practice and states it as settled ("we no longer …").
#[test]
fn variations_we_no_longer_do_x() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("we dont ship bitcode anymore", "bitcode"),
            ("we no longer support node 16", "node 16"),
            ("we stopped using lerna", "lerna"),
            ("we don't use moment.js any more", "moment.js"),
            ("we no longer publish to the npm registry", "npm registry"),
            ("we've stopped running e2e tests on every PR", "e2e tests"),
            (
                "heads up, we no longer deploy with capistrano, it's all argo now",
                "capistrano",
            ),
            ("We dont use Redux anymore.", "Redux"),
            ("we stopped supporting IE11 last year", "IE11"),
            (
                "we no longer build 32-bit windows binaries",
                "32-bit windows",
            ),
            (
                "fyi: we don't vendor dependencies anymore",
                "vendor dependencies",
            ),
            (
                "we stopped publishing docker images to docker hub",
                "docker hub",
            ),
            (
                "we no longer use travis ci, github actions replaced it",
                "travis ci",
            ),
            ("we dont run prettier on markdown files anymore", "prettier"),
            ("we have stopped using git-flow", "git-flow"),
            ("WE NO LONGER SUPPORT PYTHON 3.8", "PYTHON 3.8"),
            (
                "just so you know, we don't use jest any more, it's vitest",
                "jest",
            ),
        ],
        &[
            "do we still use lerna?",
            "we dont use moment anymore, right?",
            "we no longer see the error",
            "we stopped getting emails",
            "we stopped receiving webhooks since friday",
            "i stopped using zsh last week",
            "if we no longer support node 16, can we drop the polyfills?",
            "we dont do that anymore",
            "since we stopped using lerna the build breaks, fix it",
            "we no longer get coverage reports in the PR, whats wrong with codecov?",
            "we stopped seeing logs in datadog after the upgrade",
            "we no longer need it",
            "what if we stopped shipping bitcode?",
            "now that we dont ship bitcode anymore the archive step fails, fix the lane",
            "the cli no longer supports node 16 after the update, why?",
            "we stopped hitting the rate limit after the retry fix",
            "my lead says we no longer support node 16, is that true?",
        ],
    );
}

/// A correction naming the right value and the wrong one, then asking to apply it.
#[test]
fn variations_correction_then_fix_it() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "bundle id is com.acme.app not com.acmegames.app, fix the Appfile",
                "com.acme.app",
            ),
            (
                "the port is 8443, not 8080 — update the compose file",
                "8443",
            ),
            ("its pnpm not npm, change the ci script", "pnpm"),
            (
                "the table is user_accounts not users, fix the query",
                "user_accounts",
            ),
            (
                "the default branch is trunk not master, fix the workflow trigger",
                "trunk",
            ),
            ("node version is 20.11 not 18, fix the .nvmrc", "20.11"),
            (
                "The env var is DATABASE_URL, not DB_URL; fix settings.py",
                "DATABASE_URL",
            ),
            (
                "team id is 7XK2P9QABC not 7XK2P9QABD, fix the Matchfile",
                "7XK2P9QABC",
            ),
            (
                "its ghcr.io/acme/api not docker.io/acme/api, update the helm values",
                "ghcr.io/acme/api",
            ),
            (
                "the bucket is acme-prod-assets not acme-assets, fix the terraform",
                "acme-prod-assets",
            ),
            (
                "scheme name is AcmeRelease, not Release - fix the Fastfile",
                "AcmeRelease",
            ),
            (
                "the api base is https://api.acme.io/v2 not /v1, update the client",
                "https://api.acme.io/v2",
            ),
            ("python is 3.12 not 3.11, bump it in pyproject.toml", "3.12"),
            (
                "the redis host is cache.internal not localhost, change .env.example",
                "cache.internal",
            ),
            (
                "log level in prod is warn not debug, fix config/prod.yaml",
                "warn",
            ),
            (
                "the queue is orders-v2, not orders. fix the consumer",
                "orders-v2",
            ),
            (
                "actually the column is created_at not createdAt, fix the migration",
                "created_at",
            ),
        ],
        &[
            "error is in auth not db, fix it",
            "its slow not broken, fix it",
            "it's flaky not failing, rerun it",
            "the bug is in the parser, not the lexer, fix it",
            "is the port 8443 not 8080? fix it if so",
            "my lead said the port is 8443 not 8080, can you check?",
            "the crash is on ios not android, fix it",
            "the problem is the cache not the network, fix that",
            "its a timeout not a 500, fix it",
            "the test is hanging not failing, look at it",
            "is it pnpm not npm? change the ci script if so",
            "the leak is in the worker, not the server, fix it",
            "he says its com.acme.app not com.acmegames.app, who's right?",
            "the failure is intermittent not constant, fix it",
            "the warning is from webpack not babel, silence it",
            "if the table is user_accounts not users, fix the query",
            "its a typo not a logic error, fix it",
        ],
    );
}

/// Chinese: the user complains, with a count (说了/讲了/强调了/提醒了 多少次/好几遍), that the agent again did what it was told not to.
#[test]
fn variations_said_how_many_times() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "说了多少次了异步用 UniTask，你又写了个 IEnumerator",
                "UniTask",
            ),
            ("讲了好几遍了日志用 zap，你怎么又用 fmt.Println", "zap"),
            ("强调了很多次不要改 lockfile，你又改了", "lockfile"),
            ("提醒了你三次了提交前跑 cargo fmt，你又忘了", "cargo fmt"),
            ("你又用 axios 了，说了多少遍了请求库用 ky", "ky"),
            ("又把 .env 提交了啊，我都说了好几次了 .env 不进仓库", ".env"),
            (
                "讲了八百遍了,数据库迁移用 alembic,你又手写 SQL 了",
                "alembic",
            ),
            (
                "说了无数次了，测试用 pytest，你又写成 unittest 了！",
                "pytest",
            ),
            (
                "我都强调了好多次了:接口返回统一用 Result<T>,你怎么又直接 throw 了",
                "Result<T>",
            ),
            (
                "样式用 Tailwind，说了多少回了，你又写了一堆 .css 文件呀",
                "Tailwind",
            ),
            (
                "提醒了好几遍了，分支名要带 JIRA 号，你又建了个 fix-bug 分支",
                "JIRA",
            ),
            (
                "你又在 main 上直接改了吧，说了多少次了先切 feature 分支",
                "feature 分支",
            ),
            (
                "讲了两三次了 Go 版本锁在 1.21，你又把 go.mod 升到 1.22 了",
                "1.21",
            ),
            (
                "说了不下十次了，时间一律存 UTC，你又存成本地时间了。",
                "UTC",
            ),
            ("强调了很多遍了别用 any，你又写了一堆 any 啊", "any"),
            (
                "已经说了好几次了包管理用 pnpm，你怎么又跑 npm install 了",
                "pnpm",
            ),
            (
                "说了几百遍了组件名用 PascalCase,你又写成小写了吧",
                "PascalCase",
            ),
            (
                "提醒了你多少次了 commit message 用英文，你又写中文了",
                "英文",
            ),
        ],
        &[
            "说了多少次了这个功能要上线，老板天天催",
            "老板说了好几次了周五之前要交付",
            "我说了好几遍了还是报错，帮我看看 build.log",
            "用户反馈说了好几次页面卡，帮我查一下首页的性能",
            "我说了多少次了？",
            "这个接口调了多少次，帮我统计一下",
            "产品经理强调了很多次这个按钮要放右上角，你看下设计稿",
            "测试同学提醒了好几次这个用例不稳定，你看一下 test_login 为什么 flaky",
            "监控提醒了很多次磁盘快满了，帮我清理一下 /var/log",
            "这个脚本会重试三次，失败了又会重新跑，帮我改成只跑一次",
            "同事讲了好几遍了这个模块很脆弱，这次改的时候小心点",
            "报错是 `已经提醒了3次：token 过期`，又出现了，帮我查下原因",
            "客服机器人说了好几次“请稍后再试”，用户又投诉了",
            "你上次说了好几种方案，这次先用第二种吧",
            "强调了很多次的那个需求，文档在哪里？",
            "这个提示框一天弹了多少次了，又弹出来了，能不能关掉",
            "不是你的问题，我说了好几遍是因为网络一直断",
            "如果讲了好几遍还不清楚，我们就开个会对一下",
        ],
    );
}

/// English: the user complains that the agent keeps forgetting something it was told.
#[test]
fn variations_you_keep_forgetting() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("you keep forgetting we use pnpm", "pnpm"),
            ("again npm?? we use pnpm, you keep forgetting", "pnpm"),
            (
                "why do you keep forgetting the --frozen-lockfile flag",
                "--frozen-lockfile",
            ),
            ("you always forget that staging is eu-west-1", "eu-west-1"),
            ("u keep forgetting to run ruff before committing", "ruff"),
            (
                "You keep forgetting that our tests live in tests/integration, not spec/.",
                "tests/integration",
            ),
            ("youre forgetting again that we target node 18", "node 18"),
            (
                "The migrations go through sqlx migrate, you keep forgetting that.",
                "sqlx migrate",
            ),
            (
                "you forgot AGAIN that the default branch is develop",
                "develop",
            ),
            (
                "youve forgotten three times now that black runs with line length 100",
                "line length 100",
            ),
            (
                "ugh, you keep forgetting the trailing slash on /api/v2/ endpoints",
                "/api/v2/",
            ),
            (
                "you keep on forgetting that Makefile recipes need tabs",
                "tabs",
            ),
            (
                "you always forget: docker compose v2, not docker-compose",
                "docker compose v2",
            ),
            (
                "You keep forgetting that prettier runs with --single-quote here!",
                "--single-quote",
            ),
            (
                "every single PR you keep forgetting the CHANGELOG entry",
                "CHANGELOG",
            ),
            (
                "you keep forgetting to bump the version in Cargo.toml",
                "Cargo.toml",
            ),
            (
                "the env file is .env.local, you always forget it",
                ".env.local",
            ),
        ],
        &[
            "users keep forgetting their password, can we add a reset link",
            "the app keeps forgetting my login after restart",
            "i keep forgetting the flag, can you add an alias",
            "do you keep forgetting things after /compact?",
            "if you keep forgetting, we should write it down",
            "the cache keeps forgetting entries after 60s",
            "my coworker keeps forgetting to rebase before pushing",
            "the browser keeps forgetting the dark mode setting, check the localStorage handling",
            "you didnt forget anything, the tests just flaked",
            "does the agent keep forgetting context in long sessions?",
            "rename `keepForgetting` to `evictStale` in lru.ts",
            "the error says 'you keep forgetting to close the stream', where does that come from?",
            "the session store keeps forgetting the user id when redis restarts",
            "write a reminder toast for users who keep forgetting to save their draft",
            "i always forget how to squash commits, just do it for this branch",
            "my lead says you keep forgetting stuff, is that true?",
            "forgetting the last step is fine for now, we'll add it later",
            "if the worker keeps forgetting jobs, maybe the ack timeout is too short",
        ],
    );
}

/// English: the user told the agent something on an earlier weekday ("i told you monday ...", "told u on friday ...").
#[test]
fn variations_told_you_on_a_weekday() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "i told you monday ios builds only run on mac-arm agents",
                "mac-arm",
            ),
            ("told u tuesday the api base is /v2", "/v2"),
            ("I told you on friday we deploy with argo", "argo"),
            (
                "As I told you on Wednesday, the staging db is postgres 15.",
                "postgres 15",
            ),
            ("we use yarn berry, i told you thursday", "yarn berry"),
            (
                "i already told you last friday that the release branch is release/2.x",
                "release/2.x",
            ),
            (
                "told you on monday: feature flags go through LaunchDarkly",
                "LaunchDarkly",
            ),
            (
                "I told you Tuesday that CI runs on self-hosted runners, not GitHub-hosted ones",
                "self-hosted",
            ),
            ("i said to you on wednesday the logs go to loki", "loki"),
            (
                "The python version is 3.11, I told you that on Saturday.",
                "3.11",
            ),
            ("told ya sunday the cron runs at 02:00 UTC", "02:00 UTC"),
            (
                "i told you monday that we dont touch the generated/ folder",
                "generated/",
            ),
            (
                "i mentioned to you on thursday that the mobile app uses expo",
                "expo",
            ),
            (
                "Like I told you friday, secrets live in Vault under kv/app",
                "kv/app",
            ),
            (
                "i told you on tuesday, translations are in locales/*.json",
                "locales/*.json",
            ),
            ("were on kubernetes 1.29, told you wednesday", "1.29"),
            (
                "i told you back on monday that lint runs with eslint --max-warnings 0",
                "--max-warnings 0",
            ),
            (
                "I TOLD YOU ON FRIDAY the image registry is ghcr.io",
                "ghcr.io",
            ),
        ],
        &[
            "i told you monday in standup that the release slips a week",
            "i told you on slack tuesday that the api base changed",
            "i told you in the meeting on friday that we're freezing deploys",
            "he told you monday the builds were broken",
            "i'll tell you monday which region we pick",
            "did i tell you monday about the new api base?",
            "sarah told you on thursday that QA is blocked",
            "i'll let you know on tuesday whether we switch to argo",
            "i told my team on wednesday that we're moving to argo",
            "did i tell you on friday or was it thursday?",
            "the bot told you on tuesday that the build failed",
            "the error log prints `told you on monday`, what is that string from?",
            "remind me on friday to tell you about the argo setup",
            "i never told you on monday to delete the cache",
            "we told the client on tuesday the api base is /v2",
            "as i told everyone in the meeting on thursday, the demo is friday",
            "they told you wednesday on the call that the api is deprecated",
        ],
    );
}

/// English: the user asks to note the session's progress in the work log / notes.
#[test]
fn variations_jot_down_in_the_log() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "jot down in the log that login and signup are done, payments next",
                "payments next",
            ),
            (
                "note in the log that the migration is finished",
                "migration is finished",
            ),
            (
                "note down in my notes that phase 1 shipped",
                "phase 1 shipped",
            ),
            (
                "note to log: android upload fixed, ios waiting on review",
                "android upload fixed",
            ),
            (
                "log entry: refactor of the parser done, tests green",
                "refactor of the parser done",
            ),
            (
                "Jot this down in the work log: auth module merged, next up is rate limiting.",
                "rate limiting",
            ),
            (
                "ok, write in the log that the v2 endpoints are live and docs are pending",
                "v2 endpoints are live",
            ),
            (
                "add to the worklog: fixed the flaky e2e test, CI is green again",
                "flaky e2e test",
            ),
            (
                "put it in the log: db schema done, seeding tomorrow",
                "db schema done",
            ),
            (
                "nice, note in my notes that the webpack to vite switch is complete",
                "vite switch is complete",
            ),
            (
                "Please jot down in the log: step 3 of 5 done (API client), step 4 is the UI.",
                "step 3 of 5 done",
            ),
            (
                "record in the log that the i18n pass is done for de and fr",
                "i18n pass",
            ),
            (
                "note in the log: blocked on the stripe webhook secret, everything else done",
                "stripe webhook secret",
            ),
            (
                "log entry - docker image builds under 2 min now, caching works",
                "caching works",
            ),
            (
                "great work. jot in the log that the search index rebuild is finished and we start on filters tomorrow",
                "search index rebuild",
            ),
            (
                "update the progress log: onboarding flow done, analytics still todo",
                "onboarding flow done",
            ),
            (
                "NOTE IN THE LOG that sprint 14 is closed except PAY-212",
                "PAY-212",
            ),
        ],
        &[
            "make the worker write to the log that the retry failed",
            "log that the request failed in handler.go",
            "the log says the job finished",
            "did you note in the log that we finished?",
            "for the record: i never said use redis",
            "note: this function is slow",
            "check the log for the error",
            "add a log line in main.rs that prints when the migration is finished",
            "if the deploy fails, the script should jot down in the log what went wrong",
            "the audit log should note that the user deleted their account",
            "tail the nginx log and note the 502s",
            r#"`logger.info("migration done")` isn't showing up in the log"#,
            "what did you put in the log yesterday?",
            "dont note anything in the log yet, we're not done",
            "my lead noted in his log that the migration is finished",
            "grep the log for 'payments done'",
            "the changelog should note that v3 drops node 16",
            "log in and note down the account id on the settings page",
        ],
    );
}

/// Chinese: a standing instruction on how the agent should answer the user, framed by its replies in general (回答我的时候 / 回复的时候 / 回答里 …).
#[test]
fn variations_zh_reply_frame() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回答我的时候直接给代码，解释一两句就够了", "直接给代码"),
            ("回答里别给我 Java 版本的代码", "Java"),
            ("回复的时候先给结论再展开", "先给结论"),
            ("给我解释的时候别讲太深", "别讲太深"),
            ("你回答的时候少用术语", "少用术语"),
            ("跟我说话直接用中文就行", "用中文"),
            ("你回答问题时不用重复我的问题了", "重复我的问题"),
            ("以后回答我的时候代码块都标明语言吧", "标明语言"),
            ("回复的时候只给 diff 就行,不用贴整个文件", "只给 diff"),
            ("回答里多举点例子呀", "多举点例子"),
            ("给我解释的时候多画点 ASCII 图啊", "ASCII 图"),
            ("你回答问题时先说结论，再说原因。", "先说结论"),
            ("回复我的时候不要用 emoji 了", "emoji"),
            ("回答我的时候别超过 20 行!", "20 行"),
            ("记住:回答里安装命令都用 pnpm，不要用 npm", "pnpm"),
            ("跟我说话的时候别客套，直接说重点！", "直接说重点"),
            ("你回复的时候少说废话吧", "少说废话"),
            ("回答我问题的时候，命令行示例都用 fish 的语法。", "fish"),
        ],
        &[
            "回答这个问题的时候先看下日志",
            "回复刚才那个 review 的时候别太凶",
            "回复客户的时候要礼貌",
            "机器人回答用户时要带上订单号",
            "面试官问的时候直接说不会",
            "回答里的代码有 bug",
            "你回答里少了一个括号",
            "回答的时候要不要先给结论？",
            "他说回答的时候别太长",
            "我领导说给他解释的时候别讲太深",
            "这次回答我的时候直接给代码就行",
            "先别回复，等我把日志贴完",
            "客服回复的时候不要暴露内部错误码，帮我在 reply.ts 里加个过滤",
            "把 `回答里不要用术语` 这句加到 README 的示例里",
            "你上一条回答里的 SQL 少了 WHERE 条件",
            "如果回答我的时候不确定，要怎么标出来呢？",
            "我没说回答的时候一定要先给结论",
            "这个接口回答请求的时候要先校验 token",
        ],
    );
}

/// English: a standing instruction on how the agent should answer the user, framed by its replies in general (when you answer me / whenever you reply / in your answers …).
#[test]
fn variations_en_reply_frame() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "when you answer me, code first, explanation after",
                "code first",
            ),
            (
                "Whenever you reply, skip the preamble.",
                "skip the preamble",
            ),
            (
                "In your answers, dont restate my question.",
                "restate my question",
            ),
            ("in all your replies use bullet points", "bullet points"),
            (
                "When you explain things to me, keep it under 10 lines.",
                "under 10 lines",
            ),
            (
                "Going forward, whenever you reply to me, show the full command instead of just the flag.",
                "full command",
            ),
            (
                "when you answer my questions, give the cargo command before the explanation",
                "cargo command",
            ),
            (
                "In your replies, please don't apologize, just fix it.",
                "apologize",
            ),
            (
                "Whenever you answer, link the docs page for any crate you mention.",
                "link the docs",
            ),
            (
                "when you explain code to me, use TypeScript examples, not Python",
                "TypeScript",
            ),
            (
                "In all your answers, put file paths in backticks.",
                "file paths in backticks",
            ),
            (
                "youre too wordy. whenever you reply, keep it short and to the point",
                "keep it short",
            ),
            (
                "When you reply, always end with the next step I should run.",
                "next step",
            ),
            ("Please, in your answers, no emojis.", "no emojis"),
            (
                "When answering me, assume I know Rust well and skip the basics.",
                "skip the basics",
            ),
            (
                "whenever you respond, show diffs instead of whole files",
                "diffs",
            ),
            (
                "Code first, explanation after, that goes for all your replies.",
                "Code first",
            ),
            ("Use metric units and 24h times in your answers.", "24h"),
        ],
        &[
            "when you answer this, include the stack trace",
            "when the bot replies to users, include the order id",
            "in your answer the import is wrong",
            "in your answers, should i expect code?",
            "when you answer him, be polite",
            "My lead said that in his replies to the customer he always skips the preamble.",
            "if you answered me in bullet points, would it be shorter?",
            "For now, when you answer, just give me the diff.",
            "This time when you reply, skip the explanation, I'm in a hurry.",
            "In your last reply the cargo command was missing --release.",
            "When the server replies with 304, skip the body parse in fetch.ts.",
            "Add a test: when the chatbot answers a refund question, it must include the order id.",
            "The README uses `In your answers, skip the preamble` as a sample prompt; move it to docs/examples.md.",
            "When you answered the Kafka question earlier, you used bullet points and that was fine.",
            "I never said in your answers you have to skip the preamble.",
            "when you explain things to the new intern, keep it simple",
            "whenever the user replies to an email, the app should thread it under the original",
            "Do you keep your answers under 10 lines on purpose?",
        ],
    );
}

/// Chinese: a standing rule scoped to this project with 一律 / 务必.
#[test]
fn variations_zh_project_scope_always() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("这个项目状态管理一律用 Riverpod", "Riverpod"),
            ("这个仓库的日志一律走 zap。", "zap"),
            ("本项目接口一律返回 camelCase", "camelCase"),
            ("這個專案圖片一律放 assets/images", "assets/images"),
            ("这个项目里时间一律用 UTC 存，前端再转本地时区。", "UTC"),
            (
                "本仓库的提交信息务必遵循 Conventional Commits 格式",
                "Conventional Commits",
            ),
            ("这个项目务必用 pnpm 装依赖，别用 npm 了", "pnpm"),
            ("咱们这个项目金额一律用 Decimal，不准用 float 吧", "Decimal"),
            ("在这个 repo 里，错误一律用 thiserror 定义！", "thiserror"),
            ("这个项目的测试文件一律放在 tests/ 目录下啊", "tests/"),
            (
                "本專案的樣式一律用 Tailwind，不要再寫 .css 檔了",
                "Tailwind",
            ),
            ("这个项目 python 版本务必锁在 3.11", "3.11"),
            ("记住：这个项目数据库迁移一律用 alembic 生成", "alembic"),
            (
                "这个仓库的 HTTP 请求一律走 src/api/client.ts 里的封装呀",
                "src/api/client.ts",
            ),
            (
                "本项目的环境变量务必同步到 .env.example，新加的变量都要写进去",
                ".env.example",
            ),
            (
                "这个项目里组件命名一律 PascalCase,文件名用 kebab-case.",
                "PascalCase",
            ),
            (
                "这个项目的 Go 代码务必过 golangci-lint 才能提交了",
                "golangci-lint",
            ),
        ],
        &[
            "这个函数一律返回 nil 是 bug 吗",
            "这次一律先跳过",
            "这个项目是不是一律用 pnpm？",
            "他们那个项目一律用 yarn",
            "这个项目今天先一律跳过 lint",
            "这个项目状态管理要不要一律用 Riverpod?",
            "如果这个项目一律用 UTC，前端怎么显示本地时间？",
            "我同事说他们仓库的日志一律走 zap",
            "这个接口一律返回 500，帮我看看怎么回事",
            "这个配置项一律被忽略了，是不是读取路径错了",
            "这个用户的请求一律被限流了，查一下 nginx 配置",
            "这个正则一律匹配不到中文，怎么改",
            "先把这个项目的测试一律标成 skip，等会儿再恢复",
            "这段注释写着“// 本项目接口一律返回 camelCase”，是谁加的？",
            "这个脚本务必在 root 下运行吗？",
            "这个按钮点了以后一律跳转首页，是不是路由写错了",
            "暂时这个仓库的 PR 一律先不合，等我回来",
        ],
    );
}

/// Chinese: a rule given under the label "our rule / the project's rule / the convention is".
#[test]
fn variations_zh_our_rule_is() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("这个项目的规矩是 API model 都用 freezed 生成", "freezed"),
            (
                "规定是有冲突就 makemigrations --merge",
                "makemigrations --merge",
            ),
            ("我们的约定是分支名用 feat/xxx", "feat/xxx"),
            ("团队惯例是 PR 至少一个人 review", "至少一个人 review"),
            ("新接口都要写 OpenAPI 文档，这是我们这儿的做法", "OpenAPI"),
            ("我们的规矩是周五下午不发版。", "周五下午不发版"),
            (
                "项目约定是 commit message 用英文写，scope 用模块名",
                "commit message 用英文",
            ),
            (
                "咱们这边的惯例是常量全大写加下划线，比如 MAX_RETRY_COUNT",
                "MAX_RETRY_COUNT",
            ),
            (
                "这个仓库的规定是所有 SQL 都放 db/queries/ 下面了",
                "db/queries/",
            ),
            (
                "我们的约定是版本号走 semver，tag 用 v1.2.3 这种格式",
                "semver",
            ),
            ("團隊的慣例是每個 PR 都要附截圖", "附截圖"),
            (
                "依赖升级统一走 renovate 的 PR，不手动改 lockfile，这是我们的规矩",
                "renovate",
            ),
            ("这边的做法是 feature flag 统一用 Unleash 管", "Unleash"),
            ("规矩是测试覆盖率低于 80% 不许合并啊", "80%"),
            (
                "我们团队的约定是 docker 镜像 tag 用 git 短 sha",
                "git 短 sha",
            ),
            ("本项目的规定是 secrets 只能放 Vault,不能写进 .env", "Vault"),
            (
                "我们的惯例是日志字段用 snake_case 吧，方便 ES 检索",
                "snake_case",
            ),
        ],
        &[
            "苹果的规定是审核要 24 小时吗",
            "法律规定是什么",
            "规定是什么？",
            "我们的约定是啥来着？",
            "规定是上周改的",
            "这种做法是不是有问题",
            "GDPR 的规定是用户数据要能删除，这个接口满足吗？",
            "他们团队的惯例是每周五发版，我们要不要学？",
            "如果我们的约定是分支名用 feat/xxx，CI 里的正则要怎么写？",
            "你这种做法是会内存泄漏的",
            "我们的规矩是不是该改改了",
            "Google Play 的规定是 targetSdk 要 34 以上，先帮我升一下",
            "这个函数的做法是先排序再二分，复杂度没问题吧？",
            "文档里写着“规定是每个 PR 两人 review”，这是哪年的文档？",
            "我们的约定是什么时候定的，你知道吗",
            "老板说公司规定是周末不许上线",
            "这次的做法是先手动改数据库，下次再写迁移",
        ],
    );
}

/// English: a rule followed by a closing label ("that's the rule", "that's how we do it here").
#[test]
fn variations_en_thats_how_we_do_it() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "always run cargo fmt before committing, that's the rule",
                "cargo fmt",
            ),
            (
                "migrations go in db/migrate with a timestamp prefix, thats how we do it here",
                "db/migrate",
            ),
            (
                "we squash-merge every PR, that's how we do things in this repo",
                "squash-merge",
            ),
            (
                "env vars are prefixed with APP_, that's our convention",
                "APP_",
            ),
            (
                "no default exports in src/components. that's the rule.",
                "no default exports",
            ),
            (
                "Tests live next to the source as foo.test.ts — that's how we do it",
                "foo.test.ts",
            ),
            ("use pnpm, not npm or yarn, thats the rule here", "pnpm"),
            (
                "feature branches are named feat/<ticket-id>, that's our convention in this repo",
                "feat/<ticket-id>",
            ),
            (
                "bump the version in Cargo.toml and tag it vX.Y.Z; that's how we do things",
                "vX.Y.Z",
            ),
            (
                "every public fn gets a doc comment, thats our convention",
                "doc comment",
            ),
            (
                "we pin docker base images by digest, that's how we do it on this team",
                "by digest",
            ),
            (
                "errors are wrapped with anyhow::Context at every boundary, thats the rule",
                "anyhow::Context",
            ),
            (
                "Logging goes through structlog only. That's how we do it here!",
                "structlog",
            ),
            (
                "keep line length at 100 in the ruff config, that's our convention",
                "100",
            ),
            (
                "hotfixes branch off the release tag, not main — that's how we do things here",
                "release tag",
            ),
            (
                "dates in the API are ISO 8601 strings in UTC, thats the convention",
                "ISO 8601",
            ),
            (
                "Secrets come from AWS SSM, never .env files, that's the rule in this repo.",
                "AWS SSM",
            ),
        ],
        &[
            "that's the rule that fails in eslint",
            "is that how we do it here?",
            "thats how they do it at google",
            "that's how we did it in the old app",
            "that's the rule",
            "that's our convention",
            "no-unused-vars, that's the rule I keep tripping on, how do I disable it for one line?",
            "if we squash-merge everything, is that how we do things in this repo?",
            "my lead says they pin everything by digest, that's how they do it on his team",
            "the app rejects passwords under 12 chars, that's the rule the validator enforces",
            "not sure that's how we do things in this repo, check CONTRIBUTING.md",
            "just for now use npm, I know that's not our convention",
            "the linter output says `that's the rule: max-len`, what does it mean?",
            "that's how we did things before the monorepo migration",
            "is that our convention or just your guess?",
            "if that's the rule, why does CI pass without it?",
            "haha thats how we do it at my old job lol",
        ],
    );
}

/// English: a decision under a heading naming when/where/with whom it was settled, then a colon and the outcome.
#[test]
fn variations_en_decided_with_someone() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "decided yesterday with finance: nat gateways go, vpc endpoints instead",
                "vpc endpoints",
            ),
            (
                "release flow agreed in retro: push to main deploys staging",
                "push to main deploys staging",
            ),
            (
                "design review verdict: checkout stays a single page",
                "single page",
            ),
            (
                "agreed with the client this morning: invoices in EUR only",
                "EUR",
            ),
            (
                "settled in planning: we ship the iOS app first",
                "iOS app first",
            ),
            (
                "Agreed with Sam on Slack: we drop Python 3.8 support in v2.0",
                "Python 3.8",
            ),
            (
                "decided in standup today: feature flags move to LaunchDarkly",
                "LaunchDarkly",
            ),
            (
                "arch sync outcome: postgres stays, mongo is out",
                "postgres stays",
            ),
            (
                "settled with the security team last week: tokens expire after 15 minutes",
                "15 minutes",
            ),
            (
                "decision from the API review: all endpoints versioned under /v2",
                "/v2",
            ),
            (
                "agreed with backend in the sprint kickoff: pagination is cursor-based",
                "cursor-based",
            ),
            (
                "we decided on the call with legal: no analytics cookies without consent",
                "no analytics cookies",
            ),
            (
                "Decided w/ the infra folks yesterday: terraform state moves to S3 + DynamoDB locking",
                "S3 + DynamoDB",
            ),
            (
                "agreed in the architecture meeting： the monolith gets split into billing and auth services",
                "billing and auth",
            ),
            (
                "settled with product on friday: dark mode ships in 3.4, not 3.3",
                "3.4",
            ),
            (
                "retro decision: no deploys after 4pm",
                "no deploys after 4pm",
            ),
            (
                "decided with the mobile team: min Android version is API 26",
                "API 26",
            ),
        ],
        &[
            "decided yesterday with finance? not sure",
            "agreed with you, go ahead",
            "the verdict is still pending",
            "what did we agree in retro?",
            "they decided yesterday: no comment",
            "agreed with the client this morning: did they say EUR or USD?",
            "if we agree in planning to ship iOS first, what breaks?",
            "my manager said it was decided yesterday with finance, but I haven't seen any notes",
            "log says `leader election decided: node-2`, is that expected?",
            "design review is tomorrow, nothing settled yet",
            "agreed, the tests are flaky",
            "settled in planning? I missed the meeting",
            "nothing was decided with finance yesterday",
            "the jury verdict: guilty — can you format this court transcript as markdown?",
            "payment settled in Stripe yesterday: why didn't the webhook fire?",
            "for now, agreed with what you wrote: just stub the API and we'll revisit",
            "the user agreed with the terms: we log that in consent_events, right?",
        ],
    );
}

/// Chinese: a topic, then 决定 / 确定 with a verb of adopting or integrating and the pick.
#[test]
fn variations_zh_topic_decided_adopt() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("路由的部分决定用 go_router 了", "go_router"),
            ("金流决定串绿界 ECPay", "ECPay"),
            (
                "推播确定改用 Firebase Cloud Messaging",
                "Firebase Cloud Messaging",
            ),
            ("图表库决定换成 ECharts", "ECharts"),
            ("登录决定接 Auth0", "Auth0"),
            ("ORM 这块确定用 Prisma 了。", "Prisma"),
            ("搜索功能决定接 Meilisearch，不自己写了", "Meilisearch"),
            ("消息队列最后确定采用 Kafka", "Kafka"),
            ("地图决定接高德地图 SDK，百度的不用了", "高德地图"),
            ("CI 确定迁到 GitHub Actions 了啊", "GitHub Actions"),
            ("状态管理我们决定用 Zustand，Redux 去掉", "Zustand"),
            ("支付这块确定接 Stripe！", "Stripe"),
            ("表单校验決定改用 zod", "zod"),
            ("国际化确定引入 i18next,文案放 locales/ 下面", "i18next"),
            ("短信验证码决定接阿里云 SMS", "阿里云 SMS"),
            ("文件存储确定换成 MinIO 呀", "MinIO"),
        ],
        &[
            // 吧 hedges a pick (conventions: "选 A 吧" is weak).
            "監控決定導入 Sentry 吧",
            "这个函数决定用哪个 handler",
            "参数决定用 GPU 还是 CPU",
            "数据库决定用哪个？",
            "缓存决定用不用 redis",
            "客户决定用 Oracle 吗",
            "之前决定用 MySQL，后来换了",
            "配置文件里的 driver 字段决定用哪个数据库驱动",
            "如果登录决定接 Auth0，费用大概多少？",
            "他们组说推播确定改用极光了，我们不管",
            "图表库还没决定换不换成 ECharts",
            "环境变量 USE_CACHE 决定用不用缓存，默认是 false",
            "用户决定用哪种支付方式之后再调下单接口",
            "金流决定串哪家比较好？",
            "去年确定用 Jenkins 的时候没考虑到维护成本",
            "这次先临时用 mock 数据，支付还没确定接哪个",
            "feature flag 决定用新版还是旧版的页面",
            "老板确定要换成 ECharts 吗？",
        ],
    );
}

/// A complaint that what the user said earlier should have been kept in memory.
#[test]
fn variations_should_have_been_saved() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "told you prod is eu-west-1, should have been stored",
                "eu-west-1",
            ),
            (
                "i said named exports only, should have stuck the first time",
                "named exports only",
            ),
            (
                "I already told you the staging db is on port 5433, this should've been remembered",
                "5433",
            ),
            (
                "之前就说过不要给我 iOS 的指令了，这个应该要被记下来才对",
                "不要给我 iOS 的指令",
            ),
            (
                "我说过好几次用 pnpm 不用 npm，这种事你应该自己记住的才对",
                "用 pnpm",
            ),
            (
                "again, we use tabs not spaces in Makefiles — you shouldve saved that last time",
                "tabs not spaces",
            ),
            (
                "the API base url is api.internal.example.com, that should have been kept in memory",
                "api.internal.example.com",
            ),
            (
                "上次就告诉你测试用 pytest -x 跑了，这个应该记住啊",
                "pytest -x",
            ),
            (
                "how many times do i have to say node 20, you should have remembered that",
                "node 20",
            ),
            (
                "我早说了提交信息用英文，这个应该记下来的吧",
                "提交信息用英文",
            ),
            (
                "The deploy script is scripts/deploy.sh, this should've gone into memory.",
                "scripts/deploy.sh",
            ),
            (
                "you forgot again that our timezone is Asia/Taipei. should have saved it when i first said it",
                "Asia/Taipei",
            ),
            (
                "之前说过接口字段用 camelCase，这条你早该记住了。",
                "camelCase",
            ),
            ("跟你讲过不要动 vendor/ 目录，这应该被记住才对呀", "vendor/"),
            (
                "dont make me repeat it: docker compose v2, no hyphen. that should've been remembered",
                "docker compose v2",
            ),
            (
                "I told you the main branch is called trunk here, you should have stored that",
                "trunk",
            ),
            (
                "說過好幾次了用 yarn berry，這個應該要記起來才對",
                "yarn berry",
            ),
        ],
        &[
            "the file should have been saved before the build",
            "改动应该被保存才对啊，怎么丢了",
            "it should be stored in s3",
            "should this have been stored?",
            "i should have written it down",
            "the session token should have been stored in the cookie, why is it empty?",
            "the form data should have been saved to localStorage when the user clicked next",
            "这个缓存应该被记下来才对，为什么每次都重新请求",
            "should you have remembered that from last time? just curious how memory works",
            "if i had told you earlier, would it have been stored?",
            "my coworker says the config should have been persisted in redis",
            "我应该早点把这个记下来的",
            "the migration should've been committed with the model change",
            "这个日志应该记下来吧？",
            "users complain their drafts should have been kept after logout",
            "the upload should be saved under /var/data/uploads",
            "这个临时密码不应该被记下来，用完就删",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_rule_headings,
    variations_this_is_a_project_rule,
    variations_we_no_longer_do_x,
    variations_correction_then_fix_it,
    variations_said_how_many_times,
    variations_you_keep_forgetting,
    variations_told_you_on_a_weekday,
    variations_jot_down_in_the_log,
    variations_zh_reply_frame,
    variations_en_reply_frame,
    variations_zh_project_scope_always,
    variations_zh_our_rule_is,
    variations_en_thats_how_we_do_it,
    variations_en_decided_with_someone,
    variations_zh_topic_decided_adopt,
    variations_should_have_been_saved,
];
