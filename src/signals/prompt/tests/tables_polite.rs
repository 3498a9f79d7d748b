//! Variation tables of round twenty-eight's forms: requests put politely as questions, a
//! taste after a long topic, the checkpoint with the daily log as its place, a setting that is
//! not a settled choice, an instruction to assume, and a complaint pointing at a kind of thing
//! (see `table` in the parent module; docs/CAPTURE.md "Round twenty-eight").

use super::*;

/// "Can you / could you please / would you …" and 能不能 / 可以…吗 before an ask to add a rule or
/// to remember: a conventional indirect request, not a question about ability. Remembering
/// asked as a question ("can you remember what …?", 你能记住东西吗) asks about recall.
#[test]
fn variations_polite_requests() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "can you add a rule that we always run prettier before committing",
                "we always run prettier before committing",
            ),
            (
                "Could you add a rule so that migrations are never edited after merge?",
                "migrations are never edited after merge",
            ),
            (
                "could you please add a rule: feature flags live in flags.yaml",
                "feature flags live in flags.yaml",
            ),
            (
                "would you add a new rule that the api returns snake_case",
                "the api returns snake_case",
            ),
            (
                "can u add a rule that staging deploys need a tag",
                "staging deploys need a tag",
            ),
            (
                "can you remember that the staging db is on port 5433",
                "the staging db is on port 5433",
            ),
            (
                "Could you please remember that the queue is named jobs-v2.",
                "the queue is named jobs-v2",
            ),
            (
                "could you remember: the build server is ci-03",
                "the build server is ci-03",
            ),
            (
                "can you rember that exports go to /data/out",
                "exports go to /data/out",
            ),
            (
                "能不能加一条规则：接口统一返回 camelCase",
                "接口统一返回 camelCase",
            ),
            (
                "能不能帮我加一条规则：接口统一返回 camelCase",
                "接口统一返回 camelCase",
            ),
            ("可以帮我记一下吗：staging 在 5433", "staging 在 5433"),
            ("你可以记一下吗，staging 在 5433", "staging 在 5433"),
            ("能不能记住以后都用 pnpm", "用 pnpm"),
            (
                "能帮我把这条写进 CLAUDE.md 吗：提交前先跑 lint",
                "提交前先跑 lint",
            ),
            ("可以把这个加到 memory 里吗：部署只在周二", "部署只在周二"),
            ("麻烦加一条规则：日志统一用 JSON", "日志统一用 JSON"),
            (
                "帮我把这条加进 AGENTS.md：提交前先跑 lint",
                "提交前先跑 lint",
            ),
        ],
        &[
            "can you remember what we did yesterday?",
            "can you remember the old layout?",
            "Can you remember stuff between sessions? Like, actually?",
            "can you remember the last command I ran?",
            "can you remember that time we broke prod?",
            "can you add a rule?",
            "could you add a rule for this",
            "can you make the add-to-cart button always visible on mobile?",
            "can you make golangci-lint always run with --new-from-rev",
            "can you add a `--dry-run` flag to the reindex script?",
            "Can we update this with some notes - we'd prefer to keep the options the same",
            "你能记住东西吗？",
            "你能记住以后都用 pnpm 吗",
            "你还记得以后都用 pnpm 吗",
            "能不能让你记住上下文啊?",
            "你写进 CLAUDE.md 了吗",
            "存到 memory 里吗",
            "will you remember any of this tomorrow?",
        ],
    );
}

/// A taste in Chinese topic–comment order: the topic first, however long, then 我习惯 / 我喜欢
/// and a verb phrase, which may open with an adverb of manner or scope (全, 统一, 直接).
#[test]
fn variations_zh_taste_after_a_long_topic() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "SQL 关键字我习惯全大写，字段名小写下划线",
                "SQL 关键字全大写",
            ),
            (
                "signals/slots 我習慣用新式的函式指標寫法",
                "用新式的函式指標寫法",
            ),
            ("我习惯用新式的写法", "新式的写法"),
            ("日志格式我一般用 JSON lines", "JSON lines"),
            ("缩进我更喜欢用 tab", "用 tab"),
            ("常量命名我习惯全大写", "全大写"),
            ("import 顺序我喜欢统一按字母排", "统一按字母排"),
            ("commit message 我习惯直接写中文", "直接写中文"),
            ("配置项我一般放 config.yaml", "config.yaml"),
            ("错误处理我们通常用 Result 包一层", "Result 包一层"),
            ("CSS 单位我倾向于用 rem", "rem"),
            ("测试数据我更愿意用 fixture 文件", "fixture 文件"),
            ("接口文档我习惯保持和代码同一个仓库", "保持和代码同一个仓库"),
            ("分支名我习惯按 feat/xxx 来起", "feat/xxx"),
            ("Go 的 error 我喜欢用 fmt.Errorf 包一层", "fmt.Errorf"),
            ("样式我比较喜欢写在组件里", "写在组件里"),
        ],
        &[
            "我们喜欢用的那个库又报错了",
            "我喜欢用的那个插件坏了",
            "大家都习惯用微信群",
            "以前我习惯用 vim",
            "你习惯用什么写法",
            "这个写法我习惯不了",
            "我一般用不了这个",
            "日志格式我一般用什么比较好？",
            "我习惯用的工具都装好了吗",
            "我喜欢这个方案",
            "我习惯了",
            "SQL 关键字要不要全大写",
            "常量命名全大写吧",
            "他习惯用 tab",
            "之前我们一般用 JSON 的",
        ],
    );
}

/// A checkpoint whose place is the daily log (在日志里记一下目前进度, 把当前状态记到今天的日志里：…)
/// or a note headed by the span of work it reports ("note for the week: …").
#[test]
fn variations_checkpoint_in_the_daily_log() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "幫我在日誌記一下目前進度：匯出 PDF 完成、列印預覽還有縮放 bug",
                "匯出 PDF 完成",
            ),
            ("在日志里记一下目前进度：登录页做完了", "登录页做完了"),
            ("帮我在今天的日志里记一下进度：导出完成", "导出完成"),
            ("往笔记里记一下当前进度：接口联调完了", "接口联调完了"),
            (
                "把当前状态记到今天的日志里：退款接口写完了，还差单测",
                "退款接口写完了",
            ),
            (
                "把目前进度写到今天的日志里：迁移脚本跑通了",
                "迁移脚本跑通了",
            ),
            ("把今天的进度记到日志里：首页改版完成", "首页改版完成"),
            ("把当前进度存到今天的笔记", ""),
            (
                "note for the week: cron groups fixed, stripe webhook still failing",
                "cron groups fixed",
            ),
            ("notes for today: auth works, tests pending", "auth works"),
            (
                "status for today: the importer handles csv now",
                "the importer handles csv",
            ),
            (
                "progress for this week: search is live, filters next",
                "search is live",
            ),
            ("update for today: ios build is green", "ios build is green"),
            (
                "note for this session: parser done, lexer next",
                "parser done",
            ),
            ("在 log 里记一下进度：打包脚本好了", "打包脚本好了"),
        ],
        &[
            "把当前状态记到日志里",
            "每次重试时把当前状态记到日志里",
            "把错误记到日志里：带上 trace id",
            "日志里记一下耗时",
            "在日志里打印当前进度",
            "进度条写到日志里",
            "note for the reviewer: this is a draft",
            "note for the designer: the icons are placeholders",
            "what's the status for today?",
            "status for today's deploy?",
            "update for today is not ready",
            "notes for the week are in the wiki",
            "log the current state to the log file",
            "把日志里的进度删掉",
            "训练进度记到日志里：每 100 步一次",
        ],
    );
}

/// 就定 / 定成 / 定为 settle a choice; 定 as the second character of a verb of setting (固定成,
/// 设定为, 指定为, 锁定成) sets a value for the task at hand.
#[test]
fn variations_settled_or_set() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("数据库就定成 Postgres 了", "Postgres"),
            ("消息队列定为 kafka", "kafka"),
            ("就定 redis 做缓存", "redis"),
            ("前端框架定成 vue3", "vue3"),
            ("部署平台就定为 fly.io", "fly.io"),
            ("包管理定成 pnpm，别再换了", "pnpm"),
            ("日志库定为 zap", "zap"),
            ("监控就定 grafana", "grafana"),
            ("鉴权方案定成 jwt", "jwt"),
            ("CI 定为 GitHub Actions", "GitHub Actions"),
            ("对象存储就定成 s3", "s3"),
            ("ORM 定为 prisma", "prisma"),
            ("图表库就定 echarts", "echarts"),
            ("测试框架定成 vitest", "vitest"),
            ("状态管理定为 zustand", "zustand"),
        ],
        &[
            "记得把 seed 固定成 42 再跑",
            "把超时设定为 30 秒",
            "把 worker 数固定为 4",
            "端口指定为 8080 再试",
            "版本锁定成 1.2.3 先跑一下",
            "把阈值设定成 0.5",
            "学习率固定为 1e-4 跑一轮",
            "把区域限定为 us-east-1 再查",
            "这个 bug 被定为 P0",
            "优先级被认定成 high",
            "随机种子固定成 7",
            "列宽固定为 120",
            "把批大小设定为 64",
            "用户 id 指定为 1 测一下",
            "决定不了用哪个",
        ],
    );
}

/// "Assume" with a bare noun phrase tells the agent what to take as given, lasting with "from
/// now on"; with a clause ("assume the db is down") it poses a supposition.
#[test]
fn variations_assume_as_given() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("assume python 3.12 from now on", "python 3.12"),
            ("assume postgres 16 going forward", "postgres 16"),
            ("from now on assume pnpm, not npm", "pnpm"),
            ("assume pnpm workspaces from now on", "pnpm workspaces"),
            ("assume docker compose v2 from now on", "docker compose v2"),
            ("assume kotlin 2.0 from now on", "kotlin 2.0"),
            ("assume node 22 going forward", "node 22"),
            ("assume tailwind v4 from now on", "tailwind v4"),
            ("assume bun from now on", "bun"),
            ("assume java 21 going forward", "java 21"),
            ("assume rust 2024 edition from now on", "rust 2024 edition"),
            ("assume terraform 1.9 from now on", "terraform 1.9"),
            ("assume k8s 1.30 going forward", "k8s 1.30"),
            ("assume yarn berry from now on", "yarn berry"),
            ("assume react 19 from now on", "react 19"),
        ],
        &[
            "assume the db is down, what happens",
            "assume we have 1M users from now on, how would it scale?",
            "assume that the cache is cold",
            "assume you are a senior engineer from now on",
            "assume a user logs in twice",
            "assume it fails, then what",
            "assuming python 3.12, is this fine?",
            "assume there is no network",
            "assume our queue is full",
            "assume my token expired",
            "assume this is prod",
            "assume these are sorted",
            "assume someone deletes the row",
            "assume every request is signed",
            "what if we assume python 3.12",
        ],
    );
}

/// A complaint that a kind of thing should have been kept (这种你应该自己记下来的啊): the
/// pointer names a kind (这种, 这类), and the listener may be named.
#[test]
fn variations_zh_should_have_kept_this_kind() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("这种你应该自己记下来的啊", ""),
            ("这类你早该记住了", ""),
            ("这个你应该记下来的", ""),
            ("这种应该主动记下来的", ""),
            ("这条你本来就该记住的", ""),
            ("这类东西你应该记下来的", ""),
            ("这个当时就该记下来的", ""),
            ("这条你早该记上了", ""),
            ("这点你应该自己记住的", ""),
            ("这些你应该记进去的", ""),
            ("这种规则你应该记下来的", ""),
            ("这个你早就应该记下来了", ""),
            ("这类约定应该主动记住的", ""),
            ("这种你该自己记下来的", ""),
            ("这条本来应该记下来的", ""),
        ],
        &[
            "这种你应该自己存下来的",
            "这种情况你应该记录日志",
            "这种你应该自己看看",
            "我应该记下来的",
            "这个我早该记住的",
            "这种写法应该改掉",
            "这类问题应该记到 issue 里吗",
            "这个文件应该存下来的",
            "这种配置你应该写到 yaml 里",
            "这个应该记在日志里",
            "这种你记一下就行",
            "这类错误应该记下来",
            "记下来的这种东西放哪",
            "他说这种应该记下来的",
            "这种应不应该记下来",
        ],
    );
}

/// A topic before 就这么定了 / 定了 is what was settled, and it is kept with the clauses after
/// the confirmation ("MPPI 就这么定了，DWB 不再折腾" saves both).
#[test]
fn variations_zh_settled_topic_kept() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("行，MPPI 就这么定了，DWB 不再折腾", "MPPI"),
            ("Postgres 定了，不用 mysql", "Postgres"),
            ("Postgres 就这么定了，不用 mysql", "不用 mysql"),
            ("pnpm 就这样定了，别再提 yarn", "pnpm"),
            ("Redis 定了，过期时间一小时", "过期时间一小时"),
            ("Vitest 就这么定了，快照测试放 __snapshots__", "Vitest"),
            ("gRPC 定了，内部服务都走它", "gRPC"),
            ("Tailwind 就这么定了，样式不写 css 文件", "Tailwind"),
            ("JSON lines 定了，日志都按这个格式", "JSON lines"),
            ("SQLite 就这么定了，数据文件放 data/", "SQLite"),
            ("zustand 定了，不用 redux", "zustand"),
            ("Go 就这么定了，后端不用 Java", "Go"),
            ("Caddy 定了，nginx 不用了", "Caddy"),
            ("MPPI 就这么定了", "MPPI"),
            ("Flutter 就这样定了，iOS 和安卓一套代码", "Flutter"),
        ],
        &[
            "Postgres 定了吗？",
            "Postgres 还没定",
            "Postgres 定不下来",
            "MPPI 就这么定了？",
            "这个就这么定了吗",
            "先到此为止",
            "今天就到此为止",
            "Postgres 确定一下",
            "Redis 定不了，再看看",
            "就这么定了，那你先去写测试",
            "MPPI 要不就这么定了？",
            "如果 MPPI 就这么定了，DWB 怎么办",
            "他说 MPPI 就这么定了",
            "Postgres 决定不了",
            "定了吗",
        ],
    );
}

/// After "no" / "actually", a subject with a determiner states what holds, "this" only before a
/// noun of the project; a pronoun for the answer at hand ("no, this is wrong") judges it.
#[test]
fn variations_rejection_then_what_holds() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "no, this project builds with stack, not cabal",
                "builds with stack",
            ),
            ("no, this repo uses pnpm, not npm", "uses pnpm"),
            (
                "actually this service runs on port 8081, not 8080",
                "port 8081",
            ),
            ("no, this app targets ios 16, not 15", "ios 16"),
            ("nope, this codebase uses tabs, not spaces", "uses tabs"),
            (
                "no, this api returns snake_case, not camelCase",
                "snake_case",
            ),
            (
                "actually our api returns snake_case, not camelCase",
                "snake_case",
            ),
            ("no, my shell is fish, not bash", "fish"),
            (
                "no, the artifact lives in the release repo, not in snapshots",
                "release repo",
            ),
            ("no, this cluster is on k8s 1.29, not 1.27", "1.29"),
            ("actually this library is MIT, not GPL", "MIT"),
            ("no, this monorepo uses turborepo, not nx", "turborepo"),
            ("nah, our team deploys on fridays, not mondays", "fridays"),
            ("no, this workspace builds with bazel, not make", "bazel"),
            ("no, this site is hosted on netlify, not vercel", "netlify"),
        ],
        &[
            "actually this is fine, not a bug",
            "no, this one, not that one",
            "no, that is not it",
            "actually it is ok, not urgent",
            "no, these are fine, not broken",
            "no this isn't it",
            "no, our team is not ready",
            "no, this project is a mess",
            "actually this repo is huge",
            "no, this app crashes, not sure why",
            "no, the tests fail, not sure why",
            "actually, not now",
            "no, not yet",
            "nope, not today",
            "no, those ones are fine, not the others",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_polite_requests,
    variations_zh_taste_after_a_long_topic,
    variations_checkpoint_in_the_daily_log,
    variations_settled_or_set,
    variations_assume_as_given,
    variations_zh_should_have_kept_this_kind,
    variations_zh_settled_topic_kept,
    variations_rejection_then_what_holds,
];
