//! Variation tables of round thirty-two's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-two"). The phrasings were written by a separate writer from
//! a statement of each form, before the rules were tried on them.

use super::*;

/// 在/往 + rule file (+里/中/里面)(+再/也) + verb of adding (+一条…)(+规则/约定/要求) + colon/comma + the rule: save the rule.
#[test]
fn variations_rule_file_place_first() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "在 CLAUDE.md 里加一条：提交前必须跑 cargo fmt。",
                "cargo fmt",
            ),
            (
                "请在AGENTS.md里添加一条规则:所有新接口都要写单元测试",
                "所有新接口都要写单元测试",
            ),
            (
                "帮我在项目规范里补充一点，数据库迁移文件不要手动改。",
                "数据库迁移文件不要手动改",
            ),
            (
                "麻烦在 claude.md 中再加一句：日志统一用 tracing，不要用 println!",
                "日志统一用 tracing",
            ),
            (
                "往规则里加上：前端组件一律用 TypeScript 写吧",
                "一律用 TypeScript",
            ),
            (
                "在全局规则里新增一条约定：commit message 用英文写。",
                "commit message 用英文写",
            ),
            (
                "在 .cursorrules 里写上：不要改 vendor/ 目录下的文件",
                "vendor/",
            ),
            (
                "往 rules 文件里也加一条，装依赖统一用 pnpm，别用 npm 了",
                "装依赖统一用 pnpm",
            ),
            (
                "在规范中增加几条要求：函数不超过 50 行，文件不超过 500 行。",
                "函数不超过 50 行",
            ),
            (
                "在CLAUDE.md里面写入一条,测试数据库用 5433 端口",
                "测试数据库用 5433 端口",
            ),
            (
                "请往 AGENTS.md 里加一条：改完代码要跑 make lint 呀",
                "make lint",
            ),
            (
                "在规则里添加：Python 版本固定 3.11，不要用 3.12 的语法啊",
                "Python 版本固定 3.11",
            ),
            (
                "帮我往项目规范里新增一条规则，API 返回的时间统一用 UTC。",
                "统一用 UTC",
            ),
            (
                "在 claude.md 里补充一条约定:分支名用 feat/ 或 fix/ 开头",
                "分支名用 feat/",
            ),
            (
                "在全局规则中加上一句，提交信息用中文写吧",
                "提交信息用中文写",
            ),
            (
                "麻烦往规范里再添加一点：SQL 一律用参数化查询，不准拼字符串！",
                "参数化查询",
            ),
            (
                "在AGENTS.md中写上，docker 镜像统一基于 debian:bookworm-slim 了",
                "debian:bookworm-slim",
            ),
            (
                "在 .cursorrules 里面增加一条要求：不要引入新的第三方依赖",
                "不要引入新的第三方依赖",
            ),
            (
                "好的，在 CLAUDE.md 里也加上这条：接口超时统一设成 30 秒。",
                "接口超时统一设成 30 秒",
            ),
        ],
        &[
            "我在 CLAUDE.md 里加了一条：提交前跑 cargo fmt。",
            "我已经在 AGENTS.md 里添加了规则，你看一下。",
            "在规范里有没有写提交前要跑测试？",
            "在 CLAUDE.md 里加什么好？",
            "在 eslint 规则里加一条 no-console",
            "在防火墙规则里加上 443",
            "在校验规则里加一条：金额不能为负",
            "在 AGENTS.md 里看一下有没有关于测试覆盖率的要求",
            "他说在规范里加一条：禁止用 any。",
            "如果在规则里加一条禁止 unwrap，会不会太严了？",
            "在 .gitignore 里加上 target/ 目录",
            "在 CLAUDE.md 里查一下，之前写的端口规则是什么",
            "在路由规则里新增一条：/admin 需要登录",
            "在规则引擎里添加一条规则：订单超过 1000 元要人工审核",
            "老王让我在项目规范里补充一条，说测试覆盖率要到 80%",
            "在 nginx 配置里加一条：location /api 转发到 8080",
            "这次先别往 CLAUDE.md 里加东西，等我确认。",
            "在 CLAUDE.md 里加一条会不会更好？",
            "在告警规则里增加一条：CPU 超过 90% 就发通知",
        ],
    );
}

/// 给你立个规矩 / 跟你定个规矩 / 咱们定个规矩 / 给大家立条规矩 … + colon/comma + the rule: save the rule.
#[test]
fn variations_set_a_rule_for_you() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "给你立个规矩：改代码之前先跑一遍测试。",
                "改代码之前先跑一遍测试",
            ),
            (
                "跟你定个规矩,以后不要直接 push 到 main",
                "不要直接 push 到 main",
            ),
            (
                "给你定条规则：所有 SQL 迁移都放在 migrations/ 目录下",
                "migrations/",
            ),
            ("咱们定个规矩，注释一律用中文吧", "注释一律用中文"),
            (
                "我们定个规矩：依赖升级必须单独提一个 PR。",
                "依赖升级必须单独提一个 PR",
            ),
            (
                "给大家立条规矩，代码合并前至少要一个人 review！",
                "至少要一个人 review",
            ),
            ("好了，给你立个规矩：别再用 unwrap() 了", "unwrap()"),
            (
                "从今天起跟你定个规矩：每次改完都要跑 cargo clippy",
                "cargo clippy",
            ),
            ("给你定个规则吧:不许删测试用例", "不许删测试用例"),
            (
                "咱们立个规矩，日志里不能打印用户手机号啊",
                "不能打印用户手机号",
            ),
            ("我们定条规矩：接口超时统一设成 30s", "接口超时统一设成 30s"),
            (
                "给你立条规矩，写 Go 的时候错误必须 wrap，不许吞掉",
                "错误必须 wrap",
            ),
            ("跟你立个规矩：没让你改的文件别碰。", "没让你改的文件别碰"),
            (
                "给大家定个规矩,分支名统一用 feature/xxx 格式",
                "feature/xxx",
            ),
            (
                "咱们定条规则：Node 版本锁在 20，别升级到 22 呀",
                "Node 版本锁在 20",
            ),
            (
                "我给你立个规矩：改代码之前先把要改的文件列出来。",
                "要改的文件列出来",
            ),
            (
                "给你定个规矩吧，docker-compose.yml 里的端口不要随便改",
                "docker-compose.yml",
            ),
            (
                "我们来定个规矩：所有金额字段都用 Decimal，不用 float。",
                "所有金额字段都用 Decimal",
            ),
            (
                "给你立个规矩!提交信息要写清楚改了什么",
                "提交信息要写清楚改了什么",
            ),
        ],
        &[
            "要不要给你定个规矩？",
            "给防火墙定个规则：只放行 443",
            "给表单定个校验规则：邮箱必须合法",
            "他给我们定了个规矩：周五不许发版。",
            "上次给你定的规矩你忘了吗",
            "这孩子很守规矩",
            "以后再给你定规矩",
            "给你立个规矩有用吗？",
            "老板说要给大家立条规矩，具体还没想好",
            "如果给你定个规矩，不许改测试，你能遵守吗？",
            "给 nginx 定个限流规则，每秒 100 个请求",
            "给这个正则定个匹配规则，只匹配数字",
            "咱们之前定的规矩还算数吗？",
            "我们组长给我们立了个规矩，每天早上十点站会。",
            "给 eslint 定个规则：禁止 var",
            "这个函数写得很规矩，不用改。",
            "给路由定个规则，/api 开头的都走鉴权中间件",
            "这次先不给你定规矩了，先把 bug 修了",
            "我想给你立个规矩，但还没想好立什么",
        ],
    );
}

/// "write this down" / "jot down that" / "note this down" … + colon/dash/"that" + a fact to keep: save the fact.
#[test]
fn variations_write_this_down() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "Write this down: the staging DB lives on port 5433.",
                "port 5433",
            ),
            (
                "please jot this down - we deploy with make release, never by hand",
                "make release",
            ),
            (
                "Note this down for future reference: the API rate limit is 600 requests per minute.",
                "600 requests per minute",
            ),
            (
                "can you write that down: our CI runs on Node 20.11",
                "Node 20.11",
            ),
            (
                "Write down that the prod bucket is s3://acme-prod-assets.",
                "s3://acme-prod-assets",
            ),
            (
                "jot down that tests need REDIS_URL set or they hang",
                "REDIS_URL",
            ),
            (
                "For later, write this down: pnpm, not npm, in this repo.",
                "pnpm, not npm",
            ),
            (
                "Ok, note this down — migrations go in db/migrations and are never edited after merge.",
                "db/migrations",
            ),
            (
                "write that down for later: the auth service expects JWTs signed with RS256",
                "RS256",
            ),
            (
                "Please write down that we use tabs in Makefiles and 4 spaces everywhere else.",
                "4 spaces everywhere else",
            ),
            (
                "Can you jot this down: python is 3.11 here, dont use 3.12 syntax",
                "python is 3.11",
            ),
            (
                "write this down - the logger is structlog, not the stdlib logging module",
                "structlog",
            ),
            (
                "Note this down please: feature branches are named feat/<ticket-id>.",
                "feat/<ticket-id>",
            ),
            (
                "jot that down: cargo build needs --features postgres to compile the server crate",
                "--features postgres",
            ),
            (
                "Write down that youre not allowed to touch anything under vendor/.",
                "vendor/",
            ),
            (
                "For future reference, jot down that the Docker image must stay under 200MB.",
                "200MB",
            ),
            (
                "Important, write this down: release tags use the form v1.2.3 with no suffix.",
                "v1.2.3",
            ),
            (
                "can you note this down for future reference - the k8s namespace for QA is qa-east.",
                "qa-east",
            ),
        ],
        &[
            "write this down in notes.txt",
            "Write down the steps you took to reproduce the crash.",
            "write down the error message in the issue",
            "Jot down a plan for the refactor before you start.",
            "should I write this down?",
            "He wrote that down: the port is 8080.",
            "I wrote down that the port is 8080 somewhere, find it",
            "ok write that down",
            "please write it down.",
            "Write down the list of env vars the app reads in README.md.",
            "Can you write down a summary of the changes in CHANGELOG.md?",
            "The app lets users write down notes and sync them across devices.",
            "If I write this down in the wiki, will the team see it?",
            "Did you write that down last time?",
            r#"Add a "Jot this down" button to the editor toolbar."#,
            "Dont write this down, its just for this session: use port 3001.",
            "For now, just jot down the failing test names in a comment.",
            "Rename the write_this_down() helper to note_down().",
            "my lead wrote down that we should switch to yarn, what do you think?",
        ],
    );
}

/// A fact/rule sentence, then "don't forget it next time" / "remember that next time" / "keep that in mind going forward": save the first sentence's fact.
#[test]
fn variations_dont_forget_it_next_time() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "We use pnpm in this repo, not npm. Don't forget it next time.",
                "We use pnpm",
            ),
            (
                "The staging DB is on port 5433. dont forget that next time",
                "port 5433",
            ),
            (
                "Tests must be run with --test-threads=1 because they share a database. Remember that next time.",
                "--test-threads=1",
            ),
            (
                "All timestamps in the API are UTC. Remember it in future.",
                "timestamps in the API are UTC",
            ),
            (
                "Never commit directly to main, always open a PR. Keep that in mind going forward.",
                "Never commit directly to main",
            ),
            (
                "the config lives in config/settings.toml, not in .env. dont forget it next time!",
                "config/settings.toml",
            ),
            (
                "Migrations have to be generated with alembic revision --autogenerate. Please remember that next time.",
                "alembic revision --autogenerate",
            ),
            (
                "Our Rust toolchain is pinned to 1.78. Remember it in future, please.",
                "pinned to 1.78",
            ),
            (
                "You have to restart the worker after changing queue settings. Keep that in mind going forward.",
                "restart the worker",
            ),
            (
                "Log messages are lowercase with no trailing period. Don't forget that next time.",
                "lowercase with no trailing period",
            ),
            (
                "The frontend talks to the API through /api/v2, v1 is deprecated. remember that next time",
                "/api/v2",
            ),
            (
                "We format Python with black at line length 100. Dont forget it next time, youre always using 88.",
                "line length 100",
            ),
            (
                "Secrets go in Vault, never in the repo. Keep it in mind going forward.",
                "Secrets go in Vault",
            ),
            (
                "Use the make targets instead of calling docker compose directly. Remember that in future.",
                "make targets",
            ),
            (
                "The CI image is ubuntu-22.04 and has no GPU. Please keep that in mind going forward.",
                "ubuntu-22.04",
            ),
            (
                "Error codes start at 1000 for validation errors. Don't forget that next time.",
                "start at 1000",
            ),
            (
                "In this project tests sit next to the code in *_test.go files. remember it next time.",
                "*_test.go",
            ),
            (
                "Feature flags are read from LaunchDarkly, not from env vars. Don't forget it next time please.",
                "LaunchDarkly",
            ),
        ],
        &[
            "don't forget it next time.",
            "Don't forget the migration next time you run it?",
            "did you forget it again?",
            "will you remember that next time?",
            "He always forgets it next time.",
            "I forgot it last time.",
            "Remember that next time?",
            "Add the index on users.email. Don't forget it this time.",
            "The app should remember the user's last filter next time they log in.",
            "If the build fails again, will you remember that next time?",
            "My lead said the port is 5433 and told me to remember that next time.",
            "Did I tell you to keep that in mind going forward?",
            "Can you make the login form remember it next time the user visits?",
            "I left my laptop charger at the office. I'll remember it next time.",
            r#"Implement a "remember me next time" checkbox on the login page."#,
            r#"Change the toast text to "Don't forget it next time!" in Toast.tsx."#,
            "Close the file handle before returning. That's just for this fix, no need to remember it next time.",
        ],
    );
}

/// The team reports a decision reached after deliberating (讨论/评估/对比… 后 决定/确定/敲定 + 用/采用/换成… + pick), no comma before the verb of deciding.
#[test]
fn variations_decided_after_deliberating() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("我们讨论后决定用 pnpm 管理依赖。", "pnpm"),
            ("团队评估之后最终决定采用 PostgreSQL 16", "PostgreSQL"),
            ("大家商量过后决定改用 Vitest 跑单测了", "Vitest"),
            ("经过对比最后确定选用 Tailwind CSS。", "Tailwind CSS"),
            ("我们权衡之后敲定走 monorepo 方案了", "monorepo"),
            ("团队研究过后决定迁到 GitHub Actions.", "GitHub Actions"),
            ("我们比较完决定换成 ruff，不再用 flake8 了", "ruff"),
            ("我们经过讨论最终决定保留 REST 接口。", "REST"),
            ("大家评估一下后决定上 Kubernetes 了！", "Kubernetes"),
            (
                "说一下：我们商量之后决定维持每周三发版的节奏。",
                "每周三发版",
            ),
            ("补充个背景，团队对比以后决定用 Zod 做校验啊", "Zod"),
            ("我们讨论完确定采用 trunk-based 开发模式", "trunk-based"),
            ("我们研究一下后决定用 sqlx 而不是 diesel", "sqlx"),
            (
                "团队权衡过后最后决定用 Redis Stream 做消息队列呀",
                "Redis Stream",
            ),
            (
                "我们经过评估决定选用 OpenTelemetry 做链路追踪！",
                "OpenTelemetry",
            ),
            (
                "背景:大家讨论之后最终敲定用 Conventional Commits 规范写提交信息.",
                "Conventional Commits",
            ),
            ("我们比较过后决定改用 uv 管理 Python 环境了", "uv"),
            (
                "日志这块我们商量完决定走 structlog + JSON 输出。",
                "structlog",
            ),
            (
                "我们对比之后决定换成 esbuild 打包,webpack 不用了",
                "esbuild",
            ),
        ],
        &[
            // Hedged by 吧, a decision is only proposed (the conventions; round thirty-one).
            "团队经过研究决定迁到 Node 20 LTS 吧",
            "我们讨论后决定用哪个？",
            "评估完再决定用什么数据库吧",
            "我们商量一下决定用不用 Redis",
            "他们讨论后决定用 Vue",
            "之前讨论后决定用 MySQL，为什么？",
            "我们先评估一下再决定",
            "如果评估后决定用 k8s，部署脚本要改哪些？",
            "对比后发现 esbuild 比 webpack 快很多",
            "我们讨论后决定用 Go 还是 Rust 比较好？",
            "隔壁组对比之后决定换成 Bun 了",
            "他说他们团队商量后决定上 Kafka",
            "这次我们先对比一下再决定用哪个 ORM",
            "要不要评估一下再决定改用 pnpm？",
            "评估后决定用 gRPC 的话，网关要怎么改？",
            "调度器比较负载后决定走哪个节点",
            "我们还没讨论过，没决定用 Postgres",
            "把 `讨论后决定用 Redis` 这句从 README 里删掉",
            "研究后确定这个 bug 是缓存导致的",
            "我们讨论了很久，还是没决定用不用 Docker",
            "用户对比后决定换成竞品了",
        ],
    );
}

/// The user corrects the agent: "we don't use X (here), we use Y" in the simple present; Y is the team's tool or practice.
#[test]
fn variations_we_dont_use_x_we_use_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("we don't use npm here, we use pnpm", "pnpm"),
            ("We dont use Jest in this repo, we use Vitest.", "Vitest"),
            ("i don't use vim; i use helix", "helix"),
            ("We do not use MySQL, we're using Postgres.", "Postgres"),
            (
                "No, we don't use axios, we use the native fetch wrapper in src/http.ts",
                "fetch",
            ),
            (
                "stop adding moment.js, we dont use moment, we use date-fns",
                "date-fns",
            ),
            (
                "Please revert that: we don't use unittest here, we use pytest with fixtures.",
                "pytest",
            ),
            (
                "we don't use docker-compose in this repo; we use podman compose",
                "podman",
            ),
            (
                "That's wrong, we don't use Yarn, we use Bun for installs.",
                "Bun",
            ),
            ("fyi we do not use tabs, we use 4 spaces", "4 spaces"),
            (
                "We don't use REST for internal services, we use gRPC.",
                "gRPC",
            ),
            (
                "we dont use master, we use main as the default branch",
                "main",
            ),
            (
                "I don't use bash, I use fish, so write the setup in fish syntax.",
                "fish",
            ),
            (
                "we don't use log4j here, we're using slf4j with logback",
                "slf4j",
            ),
            (
                "Nope, we don't use Redux, we use Zustand stores under src/state.",
                "Zustand",
            ),
            ("we don't use make, we use just; see the justfile", "just"),
            (
                "You added black again. we don't use black, we use ruff format.",
                "ruff",
            ),
            (
                "We don't use GitHub Actions in this repo, we use Buildkite.",
                "Buildkite",
            ),
        ],
        &[
            "we don't use redux, we use zustand, right?",
            "If we don't use Docker, we use the local venv instead.",
            "we don't use redux, we use it only for the admin",
            "they don't use Kafka, they use RabbitMQ",
            "we don't use much memory, we use the cache",
            "for this test we don't use the db, we use a fake",
            "Do we not use Jest here? do we use Vitest?",
            "my lead said we don't use GraphQL, we use REST, is that still true?",
            "The app doesn't use cookies, it uses localStorage for the token.",
            "Users don't use the CLI, they use the web dashboard.",
            "for now we don't use the real API, we use the mock server",
            "`we don't use X, we use Y` is the template line in CONTRIBUTING, fill it in",
            "we don't use that function much, we use it mostly in tests",
            "why don't we use Vite, we use webpack everywhere?",
            "we don't use much CPU, we use a lot of disk I/O though",
            "this time we don't use the staging cluster, we use my sandbox",
            "in the old codebase they didn't use TypeScript, they used Flow",
            "The parser doesn't use regexes, it uses a hand-written lexer.",
            "It's not that we don't use Sentry, we use it less than before.",
            "Hypothetically, if i don't use poetry, do I use pip-tools?",
        ],
    );
}

/// Chinese: a project rule/fact, then closing the same sentence after a comma, a subjectless imperative to remember it ("…，记住了" / "…，记住这一点" / "…，给我记住了").
#[test]
fn variations_zh_remember_closing_the_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("提交前必须先跑 cargo fmt，记住了", "cargo fmt"),
            (
                "数据库迁移脚本都放在 migrations/ 目录下，记住了！",
                "migrations/",
            ),
            ("我们的 Node 版本固定在 18.17，记住这一点", "18.17"),
            ("不要直接往 main 分支推代码，记住这一条。", "main 分支"),
            ("测试统一用 pytest -q 跑，给我记住了！", "pytest -q"),
            (
                "配置文件统一放在 config/app.toml，记住啊",
                "config/app.toml",
            ),
            ("日志统一用 tracing 输出，记住了哈", "tracing"),
            ("前端包管理只用 pnpm，记住呀", "pnpm"),
            ("接口返回的时间一律是 UTC，记住了。", "UTC"),
            ("发版前要先更新 CHANGELOG.md，记住这一点！", "CHANGELOG.md"),
            ("Python 代码用 ruff 做 lint，记住了!", "ruff"),
            (
                "本地环境变量写在 .env.local 里，不要提交，记住这一条啊",
                ".env.local",
            ),
            ("Go 的版本是 1.22，记住哈", "1.22"),
            ("所有 SQL 都要走 sqlx 的编译期检查，给我记住了", "sqlx"),
            ("分支命名用 feature/xxx 格式,记住了", "feature/xxx"),
            (
                "跑集成测试前要先执行 make db-up，记住这一点。",
                "make db-up",
            ),
            ("这个仓库用的是 Rust 2021 edition，记住了呀", "Rust 2021"),
            (
                "commit message 用英文写，遵循 Conventional Commits，记住了！",
                "Conventional Commits",
            ),
            (
                "Windows 下构建用 scripts/build.ps1，记住啊！",
                "scripts/build.ps1",
            ),
            ("后端服务默认端口是 8081 不是 8080，记住了。", "8081"),
        ],
        &[
            "好的，记住了",
            "嗯，记住了。",
            "记住了",
            "行，记住了，我这就去改 Cargo.toml",
            "我记住了，下一步呢",
            "你早该记住了",
            "他记住了，不用再提醒他",
            "记住了吗？",
            "这条记住了没",
            "你记住这一点了吗",
            "上次说的 cargo fmt 那条，你记住了没有？",
            "还记得这一点吗",
            "登录页要能记住密码",
            "筛选面板要记住上次的筛选条件",
            "如果用户勾选了记住我，token 有效期改成 30 天",
            "这个函数要记住上一次的计算结果，加个缓存",
            "我老是记不住 git rebase 的参数",
            "这次先用 npm 装一下，不用记住",
            "组长在群里说“提交前要跑 lint，记住了”，你看他说得对吗",
            "大家都记住了吗，明天周会再说",
        ],
    );
}

/// A fact or rule about the project, followed by an ask (with "reflect" or "belongs in") that the agent's rule file hold it.
#[test]
fn variations_reflect_in_the_rule_file() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "We use pnpm, not npm, in this repo — make sure CLAUDE.md reflects that.",
                "pnpm, not npm",
            ),
            (
                "The dev server runs on port 5173 now. Reflect this in AGENTS.md.",
                "port 5173",
            ),
            (
                "integration tests need docker compose up before they run, claude.md should reflect this",
                "docker compose up",
            ),
            (
                "Migrations live in db/migrations and are created with sqlx migrate add. This belongs in CLAUDE.md.",
                "sqlx migrate add",
            ),
            (
                "All API handlers return Result<Json<T>, AppError>, that belongs in the project CLAUDE.md",
                "Result<Json<T>, AppError>",
            ),
            (
                "We target Node 20 LTS only. Please reflect it in GEMINI.md.",
                "Node 20 LTS",
            ),
            (
                "the staging branch is release/next, not develop - make sure AGENTS.md reflects it",
                "release/next",
            ),
            (
                "Run cargo clippy --all-targets -- -D warnings before every commit, CLAUDE.md needs to reflect that.",
                "cargo clippy --all-targets -- -D warnings",
            ),
            (
                "Feature flags are read from config/flags.yaml and nowhere else. I'd like CLAUDE.md to reflect this.",
                "config/flags.yaml",
            ),
            (
                "python code here is formatted with ruff format, not black, this really belongs in CLAUDE.md",
                "ruff format",
            ),
            (
                "Env vars for the backend are prefixed with APP_. pls reflect that in CLAUDE.md",
                "APP_",
            ),
            (
                "dont edit anything under src/generated/, theyre overwritten by buf generate — CLAUDE.md should reflect that",
                "src/generated/",
            ),
            (
                "The e2e suite runs Playwright with the chromium project only. That belongs in AGENTS.md.",
                "chromium project only",
            ),
            (
                "Timestamps are stored as UTC in timestamptz columns, reflect this in CLAUDE.md",
                "timestamptz",
            ),
            (
                "Logging goes through the tracing crate, so make sure the CLAUDE.md reflects it.",
                "tracing crate",
            ),
            (
                "We pin Terraform to 1.7.5 via .terraform-version. This belongs in the project CLAUDE.md.",
                "1.7.5",
            ),
            (
                "Secrets are loaded from Vault with scripts/load-secrets.sh - that belongs in claude.md",
                "scripts/load-secrets.sh",
            ),
            (
                "the monorepo builds with turbo run build, not per-package scripts. Update CLAUDE.md so it reflects that.",
                "turbo run build",
            ),
            (
                "Commit messages follow Conventional Commits. AGENTS.md should be updated to reflect this.",
                "Conventional Commits",
            ),
            (
                "Unit tests go next to the source file as *.test.ts, that's something that belongs in CLAUDE.md",
                "*.test.ts",
            ),
        ],
        &[
            "The UI should reflect the new price after the coupon is applied.",
            "Make sure the README reflects the new API.",
            "Does CLAUDE.md reflect the latest changes?",
            "This helper belongs in utils.ts, move it there.",
            "That test belongs in the integration suite, not next to the unit tests.",
            "This doesn't belong in CLAUDE.md.",
            "Sam says this belongs in CLAUDE.md.",
            "If this belongs in CLAUDE.md, where would it go?",
            "The dashboard doesn't reflect the updated totals until I hit refresh.",
            "Take a minute to reflect on why the build failed and tell me the root cause.",
            "the water shader should reflect the skybox but it renders black",
            "Does the port change belong in CLAUDE.md or in the README?",
            "my lead said the deploy steps belong in AGENTS.md",
            "I don't think the retry settings belong in CLAUDE.md at all.",
            "Why doesn't AGENTS.md reflect the new test command?",
            "The API response should reflect the user's locale.",
            "Reviewer left `this belongs in CLAUDE.md` on my PR, what did they mean?",
            "That enum belongs in types/status.ts, not in the component file.",
            "The snapshot should reflect the rendered output, regenerate it with jest -u this time.",
            "If CLAUDE.md should reflect the new layout, I'll update it myself later.",
        ],
    );
}

/// An ask to put into the agent's rule file something that is only pointed at (what we learned / found / decided), not stated.
#[test]
fn variations_rule_file_ask_pointing_at_the_conversation() {
    table(
        SignalKind::Explicit,
        Target::CandidateRule,
        &[
            ("put what we learned today in CLAUDE.md", "CLAUDE.md"),
            ("Add what you just found to AGENTS.md.", "AGENTS.md"),
            (
                "make a note in CLAUDE.md about the port change",
                "CLAUDE.md",
            ),
            ("add what we discussed to claude.md", "claude.md"),
            ("Please reflect this in CLAUDE.md.", "CLAUDE.md"),
            ("Write what we decided into AGENTS.md.", "AGENTS.md"),
            (
                "Put the gist of this debugging session into CLAUDE.md.",
                "CLAUDE.md",
            ),
            (
                "ok that worked, add the fix to the project rules in CLAUDE.md",
                "CLAUDE.md",
            ),
            (
                "Great, now save what we figured out about the flaky test to AGENTS.md.",
                "AGENTS.md",
            ),
            ("record the decision we just made in GEMINI.md", "GEMINI.md"),
            (
                "Add a section to CLAUDE.md covering what we just went through with the migrations.",
                "CLAUDE.md",
            ),
            ("dont lose this, put it in CLAUDE.md", "CLAUDE.md"),
            (
                "Summarize what we found about the cache invalidation and add it to AGENTS.md.",
                "AGENTS.md",
            ),
            (
                "update the project rules with what you learned from that failed deploy",
                "project rules",
            ),
            (
                "Make sure CLAUDE.md gets what we worked out about the env vars.",
                "CLAUDE.md",
            ),
            (
                "Let's capture today's lessons in the project CLAUDE.md.",
                "CLAUDE.md",
            ),
            (
                "before we wrap up, write those findings into AGENTS.md",
                "AGENTS.md",
            ),
            (
                "add that gotcha to claude.md so you remember it next time",
                "claude.md",
            ),
        ],
        &[
            "What did we put in CLAUDE.md?",
            "Read what's in CLAUDE.md about the port.",
            "Don't put what we learned in CLAUDE.md.",
            "He put what we learned in AGENTS.md yesterday.",
            "Add what the linter found to the eslint rules file.",
            "Did you already add what we discussed to AGENTS.md?",
            "Show me the section of CLAUDE.md about the migrations.",
            "Should we put what we learned today in CLAUDE.md or in the wiki?",
            "If we add what we found to AGENTS.md, will the other agents pick it up?",
            "My lead said to put what we decided into CLAUDE.md.",
            "Add what the scanner found to the semgrep rules in .semgrep.yml.",
            "no need to write any of this into CLAUDE.md, it's a one-off",
            "The app writes what the user typed into notes.md on save.",
            "summarize what we discussed here in the chat for now, not in AGENTS.md",
            "Where in AGENTS.md did we note the port change?",
            "Open CLAUDE.md and tell me what it says about the cache.",
            "Put what you just found in the PR description.",
            "The bot appends what it learned to its own rules.json after each run.",
            "She added what we discussed to CLAUDE.md last sprint, is it still accurate?",
        ],
    );
}

// Six hits with 这次 in the material (这次的教训, 这次踩的坑) were taken out: 这次 ("this time") scopes the
// ask to now and it writes nothing, which is no junk but no candidate either (docs/CAPTURE.md,
// "Round thirty-two").
/// Chinese ask to put material of this conversation, pointed at but not stated (今天学到的, 刚才的结论…), into the agent's rule file (CLAUDE.md, AGENTS.md, 规范, 规则).
#[test]
fn variations_zh_rule_file_ask_pointing_at_the_conversation() {
    table(
        SignalKind::Explicit,
        Target::CandidateRule,
        &[
            ("把今天学到的写进 CLAUDE.md", "CLAUDE.md"),
            ("请把你刚发现的问题加到 AGENTS.md 里。", "AGENTS.md"),
            ("帮我把我们讨论的内容整理到项目规范里", "项目规范"),
            ("麻烦把刚才踩的坑记到 CLAUDE.md 里，谢谢！", "CLAUDE.md"),
            ("把今天的收获更新到CLAUDE.md。", "CLAUDE.md"),
            ("把刚才的排查经验加到 AGENTS.md 呀", "AGENTS.md"),
            ("请把上面的要点整理到项目规范。", "项目规范"),
            ("好了，把刚才踩的坑都写进 AGENTS.md,下次别再犯", "AGENTS.md"),
            ("帮我把你刚才发现的那几个问题记到项目规范里", "项目规范"),
            (
                "cargo test 全绿了，把今天的收获整理到 CLAUDE.md 里啊",
                "CLAUDE.md",
            ),
            ("把我们刚刚讨论的内容更新到 AGENTS.md 里去", "AGENTS.md"),
            ("请把上面这些要点写进 CLAUDE.md.", "CLAUDE.md"),
            ("你把刚才的排查经验记到 CLAUDE.md 里。", "CLAUDE.md"),
            ("把今天学到的东西也写进 AGENTS.md", "AGENTS.md"),
            (
                "升级到 tokio 1.38 折腾了半天，把刚才踩的坑记到CLAUDE.md！",
                "CLAUDE.md",
            ),
        ],
        &[
            "你把今天学到的写进 CLAUDE.md 了吗？",
            "看看 CLAUDE.md 里有没有今天学到的",
            "不用把今天的结论写进规范",
            "他把刚才的结论加到 AGENTS.md 了",
            "把刚发现的问题加到 eslint 规则里",
            "我已经把今天的收获写进 CLAUDE.md 了",
            "要不要把刚才踩的坑记到 CLAUDE.md 里？",
            "如果把这次的教训写进规范，会不会太长？",
            "别把我们讨论的内容加到 AGENTS.md 里",
            "把今天学到的写进周报里",
            "把刚才的结论加到 README.md 的 FAQ 里",
            "我同事说要把这次的教训沉淀到项目规范里",
            "把你刚发现的问题记到 issue #42 里",
            r#"这个脚本里的 `prompt = "把今天学到的写进 CLAUDE.md"` 为什么没生效？"#,
            "CLAUDE.md 里今天的收获那段写得太啰嗦了",
            "把今天学到的写进 CLAUDE.md 有什么好处？",
            "这个 app 会把用户今天学到的单词记到规则库里",
            "把刚才的结论加到 rustfmt.toml 的规则里",
            "先别把刚才踩的坑写进 AGENTS.md，等确认了再说",
            "我们讨论的内容已经加到 AGENTS.md 里了",
            "他昨天说要把上面的要点更新到规范里，后来也没弄",
            "这个函数会把今天的收获写进 CLAUDE.md 吗？",
        ],
    );
}

/// A settled team decision stated in a clause, then after a comma a polite question requesting the next step of work.
#[test]
fn variations_decision_then_a_request_for_the_next_step() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "we decided to use redis, can you write the docker-compose for it?",
                "redis",
            ),
            (
                "ok, we're going with postgres, could you set up the schema in migrations/001_init.sql?",
                "postgres",
            ),
            (
                "final decision is pnpm, can you update the lockfile and the CI workflow?",
                "pnpm",
            ),
            (
                "我们决定用 Redis 做缓存，能帮我写个 docker-compose 吗？",
                "Redis",
            ),
            ("最终决定用 PostgreSQL，能不能帮我建一下表？", "PostgreSQL"),
            (
                "weve decided on Vitest over Jest, could you migrate the tests in src/__tests__?",
                "Vitest",
            ),
            (
                "were going with tokio for the async runtime, can you update Cargo.toml and main.rs?",
                "tokio",
            ),
            (
                "The team decided to switch to Terraform, would you write the main.tf for the S3 bucket?",
                "Terraform",
            ),
            (
                "确定用 MySQL 8.0 了，帮我把 schema.sql 改一下可以吗？",
                "MySQL 8.0",
            ),
            (
                "我们最终决定用 pnpm 了,能帮我把 package-lock.json 迁移成 pnpm-lock.yaml 吗?",
                "pnpm",
            ),
            (
                "we decided to use ruff instead of flake8, can you update pyproject.toml?",
                "ruff",
            ),
            (
                "我们已经决定用 Kafka 做消息队列了，可以帮我写一下 producer 的代码吗？",
                "Kafka",
            ),
            (
                "we're going with GitHub Actions, can you write the workflow in .github/workflows/ci.yml?",
                "GitHub Actions",
            ),
            (
                "decided: axum instead of actix, could you set up the router skeleton in src/routes.rs?",
                "axum",
            ),
            (
                "we decided to go with Prisma for the ORM, can you write the schema.prisma for users and orders?",
                "Prisma",
            ),
            (
                "团队确定用 Go 1.22 重写这个服务，能帮我建一下项目结构吗？",
                "Go 1.22",
            ),
            (
                "最终决定用 Tailwind，你能帮我把 styles 下面的 css 迁移过去吗？",
                "Tailwind",
            ),
            (
                "we went with Docker Swarm over k8s in the end, could you write the stack file?",
                "Docker Swarm",
            ),
            (
                "okay final decision: poetry, can you migrate requirements.txt into pyproject.toml?",
                "poetry",
            ),
            (
                "我们决定用 ClickHouse 存日志了，能帮我写一下建表语句吗",
                "ClickHouse",
            ),
        ],
        &[
            "we decided to use redis, can you confirm that's ok?",
            "we're going with postgres, could you check if that makes sense?",
            "我们决定用 Redis，你帮我看看行不行？",
            "最终决定用 pnpm，可以吗？",
            "确定用 MySQL，你觉得合适吗？",
            "are we going with postgres, can you set it up?",
            "是不是决定用 Redis 了，能帮我写配置吗？",
            "they decided to use redis, can you write the compose file?",
            "if we go with postgres, could you set up the schema?",
            "如果决定用 Redis，能帮我写配置吗？",
            "for this test we decided to use sqlite, can you set it up?",
            "we'll probably go with redis, can you write the compose file?",
            "the platform team decided to use Kafka for their pipeline, can you write a consumer for their topic?",
            "他说他们决定用 MongoDB，能帮我写个连接吗？",
            "final decision is pnpm, can you tell me if yarn would have been better?",
            "我们还没决定用 Redis 还是 Memcached，能帮我写个对比吗？",
            "we haven't decided on postgres yet, could you set up a quick prototype schema?",
            "这次先决定用 SQLite，能帮我建一下测试表吗？",
            "the app decides which cache to use at runtime, can you write the config loader for it?",
            "the user decided to go with the dark theme, can you update the settings screen so it persists?",
            "maybe we go with tokio, could you write a small spike?",
            "可能会决定用 Kafka 吧，能帮我先写个 demo 吗？",
            "the log says `decided to use fallback resolver`, can you fix that?",
            "最终决定用 pnpm 还是 yarn？能帮我分析一下吗？",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_rule_file_place_first,
    variations_set_a_rule_for_you,
    variations_write_this_down,
    variations_dont_forget_it_next_time,
    variations_decided_after_deliberating,
    variations_we_dont_use_x_we_use_y,
    variations_zh_remember_closing_the_rule,
    variations_reflect_in_the_rule_file,
    variations_rule_file_ask_pointing_at_the_conversation,
    variations_zh_rule_file_ask_pointing_at_the_conversation,
    variations_decision_then_a_request_for_the_next_step,
];

/// The request for the next step is not saved with the decision before it.
#[test]
fn a_request_after_a_decision_is_not_saved() {
    saves_exactly(&[
        (
            "we decided to use redis, can you write the docker-compose for it?",
            "use redis",
        ),
        (
            "我们决定用 Redis 做缓存，能帮我写个 docker-compose 吗？",
            "Redis 做缓存",
        ),
    ]);
}
