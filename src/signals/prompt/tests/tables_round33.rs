//! Variation tables of round thirty-three's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-three"): standing rules said without a trigger word, which
//! are counted as candidates. The phrasings were written by a separate writer from a
//! statement of each form, before the rules were tried on them.

use super::*;

/// A standing rule to ask the user first before a class of actions.
#[test]
fn variations_ask_before() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "ask before installing new dependencies",
                "installing new dependencies",
            ),
            ("Ask me before deleting any files.", "deleting any files"),
            (
                "check with me before running migrations",
                "running migrations",
            ),
            ("ask me first before you push to main", "push to main"),
            ("please ask before adding packages", "adding packages"),
            (
                "Ask me before running any git reset --hard.",
                "git reset --hard",
            ),
            (
                "ask before bumping crate versions in Cargo.toml",
                "bumping crate versions",
            ),
            (
                "Check with me before force-pushing a branch.",
                "force-pushing",
            ),
            (
                "you should ask me before changing the database schema",
                "changing the database schema",
            ),
            (
                "Please ask before running terraform apply",
                "terraform apply",
            ),
            (
                "ask me first before touching anything under infra/",
                "infra/",
            ),
            (
                "In general, check with me before upgrading major versions of React or Next.js.",
                "upgrading major versions",
            ),
            (
                "You need to ask before deleting branches on the remote.",
                "deleting branches",
            ),
            (
                "Before you publish anything to npm, ask me first.",
                "publish anything to npm",
            ),
            ("Ask before you rewrite git history.", "rewrite git history"),
            (
                "ask me before you run docker system prune",
                "docker system prune",
            ),
            (
                "Ask before editing CI workflows in .github/workflows.",
                ".github/workflows",
            ),
            (
                "remember to ask before you add new env vars to .env.example",
                "new env vars",
            ),
        ],
        &[
            "ask before you push this",
            "Ask me before merging it.",
            "check with me before you run that",
            "ask before deleting these files",
            "Check with me before you delete that branch.",
            "Ask me before you run the migration in this PR.",
            "This time, ask before installing anything.",
            "For now, check with me before running the seed script.",
            "Should I ask before installing new dependencies?",
            "Do you usually ask before installing packages?",
            "He asked before deploying to staging.",
            "I asked before pushing to main, and Sam said it was fine.",
            "My lead said to always ask before pushing to main.",
            "The CLI asks before deleting files.",
            "Make the script ask before overwriting existing output files.",
            "Add a --yes flag so the installer doesn't ask before removing old versions.",
            "The prompt asks before overwriting config.yaml, which breaks our CI.",
            "If you ask before every install, the CI run will hang waiting for input.",
        ],
    );
}

/// An imperative "prefer X over / to / rather than / instead of Y" stating a coding rule.
#[test]
fn variations_prefer_x_over_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("Prefer composition over inheritance", "composition"),
            ("prefer named exports over default exports", "named exports"),
            ("prefer async/await to raw promises", "async/await"),
            ("Prefer &str over String for function parameters.", "&str"),
            (
                "prefer iterators rather than index loops in Rust code",
                "iterators",
            ),
            (
                "Please prefer pathlib over os.path in all the Python scripts.",
                "pathlib",
            ),
            (
                "When writing tests, prefer real fixtures instead of mocks.",
                "real fixtures",
            ),
            ("prefer const to let unless you reassign", "const"),
            (
                "Prefer early returns over nested if blocks.",
                "early returns",
            ),
            (
                "In general prefer thiserror over hand-rolled Display impls for error types.",
                "thiserror",
            ),
            ("prefer CSS modules to inline styles", "CSS modules"),
            ("Prefer pnpm over npm for scripts in this repo.", "pnpm"),
            (
                "You should prefer small pure functions over big classes.",
                "small pure functions",
            ),
            (
                "prefer structured logging with tracing over println! debugging",
                "tracing",
            ),
            ("prefer union types over enums in TypeScript", "union types"),
            (
                "Code style note: prefer f-strings over .format() calls.",
                "f-strings",
            ),
            (
                "prefer dataclasses instead of plain dicts for config objects",
                "dataclasses",
            ),
            (
                "prefer explicit imports rather than wildcard imports",
                "explicit imports",
            ),
        ],
        &[
            "prefer the second option",
            "Prefer whichever is faster.",
            "Which would you prefer here, Redux or Zustand?",
            "Do you prefer composition over inheritance?",
            "Should we prefer named exports over default exports?",
            "Would it make sense to prefer gRPC over REST for the new API?",
            "My colleague prefers tabs over spaces.",
            "My lead said to prefer Go over Rust for new services.",
            "The resolver prefers IPv4 over IPv6.",
            "Make the parser prefer local files over remote ones.",
            "Configure the DNS client to prefer IPv6 over IPv4.",
            "The package manager prefers cached versions over network fetches when offline.",
            "Add a setting so users can prefer dark mode over light mode.",
            "For this function, prefer a loop over recursion.",
            "prefer map over a for loop here",
            "Just for this PR, prefer readability over performance.",
            "If we prefer Postgres over MySQL, the migration scripts need rewriting.",
            "The lint output says `prefer template literals over string concatenation` on line 12.",
        ],
    );
}

/// "use X instead of / rather than Y" (or switch to / go with), possibly with a lasting scope.
#[test]
fn variations_use_x_instead_of_y_scoped() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "Use pnpm instead of npm for everything in this repo.",
                "pnpm",
            ),
            ("use ripgrep instead of grep everywhere", "ripgrep"),
            (
                "Use tracing rather than log across the codebase.",
                "tracing",
            ),
            ("Use httpx instead of requests.", "httpx"),
            ("use Vitest instead of Jest across the codebase", "Vitest"),
            ("Switch to zod instead of yup for all new code.", "zod"),
            (
                "use Tailwind rather than styled-components in this project",
                "Tailwind",
            ),
            (
                "In all our services, use structured JSON logs instead of plain text.",
                "structured JSON logs",
            ),
            (
                "please use anyhow instead of Box<dyn Error> in this project",
                "anyhow",
            ),
            ("Use uv instead of pip for managing Python deps.", "uv"),
            ("use git switch instead of git checkout", "git switch"),
            (
                "You should use Date.now() rather than new Date().getTime() everywhere.",
                "Date.now()",
            ),
            (
                "use snake_case file names instead of camelCase across the codebase",
                "snake_case",
            ),
            (
                "Use the logger from utils/log.ts instead of console.log in all new code.",
                "utils/log.ts",
            ),
            ("use Podman instead of Docker everywhere", "Podman"),
            (
                "Switch to ESM imports instead of require() for everything in this repo!",
                "ESM imports",
            ),
            (
                "use BigDecimal rather than double for money values everywhere in this project",
                "BigDecimal",
            ),
            (
                "use date-fns instead of moment across the codebase",
                "date-fns",
            ),
        ],
        &[
            "Use pnpm instead of npm for this test.",
            "use ripgrep instead of grep in this file",
            "Just this once, use httpx instead of requests.",
            "For now, use SQLite instead of Postgres.",
            "use the staging DB instead of prod today",
            "Use a HashMap instead of a Vec here.",
            "Should we use Vitest instead of Jest?",
            "Could you use a match rather than an if-else chain in this function?",
            "He used axios instead of fetch in the old client.",
            "My lead said to use Kotlin instead of Java for all new services.",
            "I used tokio instead of async-std for the prototype.",
            "Use a BTreeMap instead of that.",
            "use serde_json instead of it",
            "Use the builder pattern instead of this.",
            "If we used GraphQL instead of REST, would the client get simpler?",
            "The app uses WebSockets instead of polling for notifications.",
            "Make the script use curl instead of wget when wget isn't installed.",
            "Why does the build use clang instead of gcc on macOS?",
        ],
    );
}

/// A prohibition whose object is a bare plural or article-less class bans that kind of thing in general.
#[test]
fn variations_dont_verb_bare_plural() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("don't use emojis in commit messages", "emojis"),
            (
                "Do not use default exports in the React components.",
                "default exports",
            ),
            (
                "dont add comments that restate the code",
                "comments that restate the code",
            ),
            (
                "Don't put secrets in config files, they belong in the vault.",
                "secrets",
            ),
            (
                "please don't write docstrings for private helpers",
                "docstrings",
            ),
            (
                "do not import internal modules from other packages",
                "internal modules",
            ),
            ("Don't leave TODO comments in merged code.", "TODO comments"),
            (
                "Don't commit generated files like dist/ or *.pyc.",
                "generated files",
            ),
            ("dont hardcode API keys in src/config.ts", "API keys"),
            (
                "Do not hard-code port numbers; read them from the env.",
                "port numbers",
            ),
            (
                "In this repo, don't create barrel files (index.ts re-exports).",
                "barrel files",
            ),
            ("don't log user emails or tokens anywhere", "user emails"),
            ("Don't include timestamps in snapshot tests.", "timestamps"),
            (
                "Do not add new dependencies without asking me first.",
                "new dependencies",
            ),
            (
                "When writing shell scripts, don't use backticks for command substitution.",
                "backticks",
            ),
            (
                "Also, don't write migrations by hand, generate them with alembic.",
                "migrations",
            ),
            (
                "Type hints everywhere, and please don't use bare excepts.",
                "bare excepts",
            ),
            (
                "DON'T use magic numbers in the physics module.",
                "magic numbers",
            ),
        ],
        &[
            "don't use the old endpoint, it's being migrated",
            "do not add this file to git",
            "don't commit those changes yet",
            "I already wrote the helper, don't use it.",
            "don't add tests for now, just get it compiling",
            "Don't add comments this time, I'll review the diff quickly.",
            "dont commit yet, I want to look at the diff first",
            "don't write docs today, we're out of time",
            "Why don't we use default exports here?",
            "my lead said don't use emojis in commit messages",
            "He told me: don't put secrets in config files.",
            "I didn't add tests for the parser.",
            "The function should not add items twice when the list has duplicates.",
            "If you don't add comments, the linter will complain about the public API.",
            "The README has a line `don't use emojis` that looks out of place.",
            r#"Why does the CLI print "Do not use default exports" when I build?"#,
            "The signup form says don't use spaces in usernames; is that validated on the server too?",
            "do not create that branch, I already pushed one",
        ],
    );
}

/// A habitual occasion (做某事的时候/时/之前/前/以后) followed by a prohibition or obligation is a standing rule.
#[test]
fn variations_zh_when_x_dont_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("写 SQL 的时候不要用 select *", "select *"),
            ("提交代码时别带调试日志。", "调试日志"),
            ("改接口的时候一定要同步更新文档！", "同步更新文档"),
            ("写单测时必须 mock 掉网络请求", "mock 掉网络请求"),
            ("新建组件的时候都用函数式组件", "函数式组件"),
            ("发版之前记得先跑一遍 npm run build 啊", "npm run build"),
            (
                "合并 PR 前一定要 rebase 到最新的 main。",
                "rebase 到最新的 main",
            ),
            ("升级依赖以后都要跑一下 cargo test 呀", "cargo test"),
            ("写迁移脚本的时候禁止用 DROP TABLE", "DROP TABLE"),
            (
                "改配置文件时,不能直接改 prod.yaml,要先改 staging.yaml.",
                "prod.yaml",
            ),
            ("定义类型的时候统一用 interface 吧", "interface"),
            ("写 Python 脚本时都要加上 type hints。", "type hints"),
            ("打日志的时候别把 token 打出来了", "token"),
            ("新增接口之前必须先在 openapi.yaml 里定义好", "openapi.yaml"),
            ("存时间戳的时候都要用 UTC", "UTC"),
            ("写 commit message 时不要用中文，用英文", "不要用中文"),
            ("删文件之前记得先 git stash 一下!", "git stash"),
            (
                "用 docker compose 起服务的时候不能用 root 用户",
                "root 用户",
            ),
            // Moved from the near-misses: how the project's service must be started is a
            // lasting fact of the project (the writer read it as the program's behaviour).
            (
                "启动服务时必须传 --config 参数，不然程序会直接退出",
                "--config",
            ),
        ],
        &[
            "这次提交的时候别带日志",
            "现在部署时先停一下服务",
            "等会儿写 SQL 的时候注意一下",
            "写 SQL 的时候要不要用 select *？",
            "改接口的时候一定要同步更新文档吗?",
            "我上次提交时忘了跑测试",
            "他说写 SQL 的时候不要用 select *",
            "组长说合并 PR 前一定要 rebase，你觉得呢？",
            "用户登录的时候不能跳过验证码",
            "点击按钮时禁止重复提交",
            "订单支付成功以后必须给用户发短信通知",
            "如果部署的时候报错了，就回滚到上一个版本",
            "如果写单测时必须 mock 网络请求，那覆盖率会不会很低？",
            "线上报警没及时处理，是谁的锅？",
            "把超时时间设成 30 秒，时区改成 Asia/Shanghai",
            "上次改接口时没同步更新文档，结果前端全挂了",
            "今天发版之前记得跟我说一声",
        ],
    );
}

/// A prohibition about doing something in a kind of place or artifact in general (不要/别/禁止/不能 + 在 + generic place + verb object).
#[test]
fn variations_zh_dont_in_generic_place() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不要在代码里写中文注释", "写中文注释"),
            ("别在组件里直接调接口，要走 services 层。", "直接调接口"),
            ("禁止在前端存储密钥", "存储密钥"),
            ("不要在循环里查数据库", "查数据库"),
            ("不要在 main 分支上直接改代码", "直接改代码"),
            (
                "测试代码也一样，别在测试里 sleep 固定时间。",
                "sleep 固定时间",
            ),
            ("不要在提交信息里带 emoji 了", "带 emoji"),
            ("不能在 useEffect 里直接改 state 啊", "直接改 state"),
            ("别在构造函数里做 IO 操作吧", "做 IO 操作"),
            ("禁止在生产环境打 debug 日志！", "打 debug 日志"),
            ("不要在 .env 文件里提交真实密码", "提交真实密码"),
            ("别在模板里写复杂逻辑,放到 computed 里.", "写复杂逻辑"),
            (
                "不要在头文件里写 using namespace std",
                "using namespace std",
            ),
            ("不能在 Dockerfile 里写死版本号呀", "写死版本号"),
            ("别在控制器里写业务逻辑", "写业务逻辑"),
            ("不要在公共方法里吞掉异常", "吞掉异常"),
            ("禁止在 SQL 里拼接用户输入", "拼接用户输入"),
            ("CSS 这块，不要在行内写 style 了", "写 style"),
        ],
        &[
            "不要在这个文件里改",
            "别在那个函数里加日志",
            "不要在当前分支上提交",
            "这次先别在代码里加注释",
            "现在不要在 main 上改",
            "能不能在组件里直接调接口？",
            "他说不要在代码里写中文注释",
            "我在代码里写了中文注释",
            "别在那儿等了，直接重启吧",
            "不要在意这些细节",
            "他今天不在公司，PR 明天再合",
            "用户不能在首页看到价格",
            "游客不能在评论区发图片",
            "为什么不要在循环里查数据库？",
            "如果不在前端存储密钥，那登录态怎么保持？",
            "今天先别在 main 分支上直接改，等我 review 完",
            "文档里写着“禁止在前端存储密钥”，这条是谁加的？",
            "不要在 utils.ts 里改了，我已经改好了",
        ],
    );
}

/// English: the project's default stated by the team ("we default to X", "our default X is Y", "by default we use X", "we use X by default").
#[test]
fn variations_en_our_default_is_x() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("We default to Postgres for new services.", "Postgres"),
            ("our default branch is main, not master", "main"),
            ("By default we use pnpm in this repo.", "pnpm"),
            ("By default, we deploy with Helm.", "Helm"),
            ("We use ruff by default for linting.", "ruff"),
            ("fyi, we default to UTC for all timestamps", "UTC"),
            ("Our default Python version is 3.12.", "3.12"),
            ("we use vitest by default, dont add jest", "vitest"),
            ("Heads up: our default log level is info.", "info"),
            (
                "In this project we default to squash merges.",
                "squash merges",
            ),
            (
                "we always default to Docker Compose for local dev",
                "Docker Compose",
            ),
            ("by default we run tests with pytest -x", "pytest -x"),
            (
                "Our default region is eu-west-1, keep new stacks there.",
                "eu-west-1",
            ),
            ("We use 4-space indentation by default.", "4-space"),
            ("For new crates we default to edition 2021.", "edition 2021"),
            (
                "For HTTP clients we default to reqwest with rustls.",
                "reqwest",
            ),
            (
                "Our default base image is debian:bookworm-slim.",
                "debian:bookworm-slim",
            ),
            (
                "Our team defaults to GitHub Actions for CI.",
                "GitHub Actions",
            ),
        ],
        &[
            "The default timeout is 30s.",
            "By default, nginx listens on 80.",
            "npm defaults to latest when you dont pin a version.",
            "By default, cargo builds in debug mode.",
            "Does pytest run tests in parallel by default?",
            "What do we default to for the DB?",
            "Should we default to Postgres?",
            "If we default to UTC, the reports will shift by an hour.",
            "Their team defaults to Terraform.",
            "My lead said we default to Helm, is that true?",
            "Maybe we should default to pnpm.",
            "I wonder if we could default to Rust for the new service.",
            "Users default to the free plan.",
            "The form defaults to today.",
            "For this test, default to an empty config.",
            "Default to mock data for now.",
            "We defaulted on the vendor invoice last month, finance is on it.",
            "what does `git config init.defaultBranch main` do?",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_ask_before,
    variations_prefer_x_over_y,
    variations_use_x_instead_of_y_scoped,
    variations_dont_verb_bare_plural,
    variations_zh_when_x_dont_y,
    variations_zh_dont_in_generic_place,
    variations_en_our_default_is_x,
];

/// One-off scopes and the program's own choices that the round's own probes found firing the
/// new families, each now silent: a piece of the task ("for this feature", "in the new
/// parser"), a condition on the state of data ("when both are set"), a change to a given
/// number (改成 2.0).
#[test]
fn standing_rules_without_a_trigger_leave_one_offs_alone() {
    all_silent(&[
        "don't use any new dependencies for this feature",
        "Don't log errors to the console in the new parser, return them",
        "prefer the env var over the config file when both are set",
        "prefer the cached value over a fresh fetch if present",
        "发布前先把版本号改成 2.0",
        "上线前先把超时设成 30",
    ]);
}
