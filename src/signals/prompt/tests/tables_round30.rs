//! Variation tables of round thirty's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty").

use super::*;

/// "This decision doesn't change" (这个决定不改 / 不变 / 不会变) after a choice settles it as
/// 定了不改了 does; the choice before it is what is kept.
#[test]
fn variations_this_decision_stands() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("日志统一用 structlog，这个决定不改", "structlog"),
            ("日志统一用 structlog，这个决定不改了", "structlog"),
            ("队列用 Redis Stream，这个决定不变", "Redis Stream"),
            ("队列用 Redis Stream，这个决定不变了。", "Redis Stream"),
            ("前端状态管理上 zustand，这决定不会改", "zustand"),
            ("前端状态管理上 zustand，这个决定不会变了！", "zustand"),
            ("部署走 ArgoCD，这个决定不再改了", "ArgoCD"),
            ("部署走 ArgoCD,这个决定不改", "ArgoCD"),
            ("dbt 不引进了，转换继续写在 SQL 里，这个决定不改", "dbt"),
            ("ORM 用 sqlc 不用 gorm，这个决定不变", "sqlc"),
            ("API 版本统一放 URL 里 /v1，这个决定不改了", "/v1"),
            ("测试框架换成 vitest，这个决定不会变", "vitest"),
            ("配置统一放 config.toml，这个决定不改啦", "config.toml"),
            ("图标库就用 lucide，这个决定不再变了", "lucide"),
            ("CI 只跑 GitHub Actions，这个决定不变", "GitHub Actions"),
        ],
        &[
            "这个决定不改的话会怎样？",
            "这个决定改了，回头再说",
            "这个决定变了",
            "这个决定还没定",
            "这个决定不改吗？",
            "这个决定要不要改？",
            "你觉得这个决定该不该改",
            "如果这个决定不变，排期怎么排",
            "这个决定不改，你先把 PR 合了吧",
            "决定不了用哪个",
            "他说这个决定不会改",
            "这个决定不太好",
            "这个决定改起来成本很高",
            "这个决定是谁做的",
            "这个决定不改也行，你看着办",
        ],
    );
}

/// 不打算 / 不准备 ("no longer plan to") with what is not done and the sentence-final 了 of
/// a change of plan drops it, as 不引入了 does; without 了 it is a plan of the moment, and
/// 本来 / 原本 look back.
#[test]
fn variations_no_longer_planning_to() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("不打算做 Cycles 专属节点了", "Cycles"),
            ("不打算支持 IE11 了", "IE11"),
            ("我们不打算上 k8s 了，继续用 compose", "k8s"),
            ("咱们不打算接入 Sentry 了", "Sentry"),
            ("团队不准备引入 GraphQL 了。", "GraphQL"),
            ("也不打算迁 Spark 了", "Spark"),
            ("我们不打算再用 Jenkins 了", "Jenkins"),
            ("不准备支持 Windows 7 了！", "Windows 7"),
            ("不打算加暗色模式了", "暗色模式"),
            ("不打算升级 Vue 3 了，维护到年底", "Vue 3"),
            ("我们就不打算做小程序版了", "小程序"),
            ("不打算换 pnpm 了", "pnpm"),
            ("不打算开发 iPad 版了。", "iPad"),
            ("我们不准备实现离线模式了", "离线模式"),
            ("不打算做国际化了，只做中文", "国际化"),
        ],
        &[
            "你打算怎么改？",
            "我本来不打算改这个文件的，你先看看",
            "原本不打算上 k8s 了，后来还是上了",
            "不打算做 Cycles 专属节点",
            "你不打算支持 IE11 了吗",
            "不打算做了吗",
            "要不要上 k8s，还没想好",
            "他们不打算接入 Sentry 了",
            "不打算今天做完",
            "我打算先做登录",
            "不打算做的功能有哪些？",
            "如果不打算支持 IE11 了，polyfill 还要吗",
            "不准备好测试数据跑不了",
            "你是不是不打算写测试了？",
            "不打算了",
        ],
    );
}

/// "Why didn't that stick?" asks why it was not saved, with the idiom for being remembered;
/// "not saved?" is the question cut short. A clause with more after "stick" is about a thing
/// sticking.
#[test]
fn variations_why_didnt_that_stick() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("we said pnpm, not npm. why didnt that stick", "pnpm"),
            ("we said pnpm, not npm. why didn't that stick?", "pnpm"),
            ("we said pnpm, not npm. why did that not stick?", "pnpm"),
            ("i said tabs last week. that didn't stick?", "tabs"),
            ("i said tabs last week. it never stuck", "tabs"),
            ("we agreed on ruff. why didn't it stick?!", "ruff"),
            ("ruff, not black. this didnt stick.", "ruff"),
            ("we said `logic` everywhere. not saved?", "logic"),
            ("we said `logic` everywhere. it was not saved?", "logic"),
            ("we said `logic` everywhere. that was not saved??", "logic"),
            ("ugh, why didnt that stick? we use uv", "uv"),
            ("ok why didn't that stick? we use uv", "uv"),
            ("hmm, not saved? the port is 8443", "8443"),
            ("we use kotlinx-datetime. why didnt this stick", "kotlinx"),
            ("the seed is 1337. Why didn't that stick?", "1337"),
        ],
        &[
            "the header didn't stick to the top",
            "why didn't the label stick?",
            "it didn't stick to the wall",
            "why does it stick?",
            "stick with postgres for now",
            "i'll stick to the plan",
            "the tape didn't stick, lol",
            "the file is not saved?",
            "changes not saved yet",
            "not saved yet, wait",
            "is the draft not saved?",
            "that didn't stick out to me",
            "why did the mock not stick around",
            "position sticky didn't stick",
            "the session cookie didn't stick after login",
        ],
    );
}

/// A checkpoint asked with 记一笔 ("jot a stroke", 记一下's colloquial twin), with the time
/// as the topic (现在到哪了记一笔), or with 笔记 / 日记 as the place: the user's notebook,
/// never a program's output as a 日志 may be.
#[test]
fn variations_checkpoint_in_the_notes() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("先把当前状态记到笔记里：FIFO 深度改成 512 了", "FIFO"),
            ("把当前进度记到笔记里：登录页做完了", "登录页"),
            ("把目前的进展写到笔记里：迁移跑完一半", "迁移"),
            ("帮我把现在的进度记在笔记上：接口联调完了", "联调"),
            ("把今天的进度记到日记里：OTA 调通了", "OTA"),
            ("把现在到哪了记一笔：WebSocket 路由通了", "WebSocket"),
            ("现在到哪了记一笔：鉴权还没加", "鉴权"),
            ("目前到哪了记一笔: sweep 跑了 3 组", "sweep"),
            ("先把写到哪了记一笔：第四章写完", "第四章"),
            ("做到哪了记一笔：GATT 还会 panic", "GATT"),
            ("改到哪了记一笔：样式还差暗色", "暗色"),
            ("请把当前状态记到笔记里：CI 绿了", "CI"),
            ("帮我把当前状态记到笔记中：缓存层写完", "缓存层"),
            ("把当前进展更新到笔记里：k8s 迁了两个服务", "k8s"),
            ("推进到哪了记一笔：三个集群迁完了", "集群"),
        ],
        &[
            "每次重试时把当前状态记到日志里",
            "把当前状态记到日志里",
            "把当前状态打印出来",
            "笔记功能要支持导出",
            "把这个函数记到笔记里",
            "记一笔账：午饭 35",
            "现在到哪了？",
            "做到哪了",
            "把训练进度记到笔记里，每个 epoch 一次",
            "笔记里记了啥",
            "现在到哪一步了，你说下",
            "把当前状态记到 redis 里",
            "记一笔日志，错误码 500",
            "把状态写到 state.json 里",
            "这个笔记页面的进度条不动",
        ],
    );
}

/// "Wants" / "asks", which no first person takes, report a third party's wish as "says"
/// reports their words: a requirement passed on, not a rule for the agent.
#[test]
fn variations_someone_else_wants() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "from now on new registrations need admin approval, remember that",
                "admin approval",
            ),
            (
                "i want that from now on every PR gets a changelog entry",
                "changelog",
            ),
            ("we want all logs in JSON from now on", "JSON"),
            (
                "from now on, always run the linter before pushing",
                "linter",
            ),
            (
                "always run the linter before pushing, the client wants it too",
                "linter",
            ),
            ("i want you to always use pnpm from now on", "pnpm"),
            ("from now on use pnpm, my lead asked me to tell you", "pnpm"),
            ("going forward, keep migrations reversible", "migrations"),
            ("from now on keep migrations reversible pls", "migrations"),
            ("never commit .env files, from now on", ".env"),
            ("always squash merge from now on", "squash"),
            ("from now on write commit messages in english", "english"),
            ("going forward, use uv instead of pip", "uv"),
            ("from now on put new scripts under tools/", "tools/"),
            (
                "from now on always pin exact versions",
                "pin exact versions",
            ),
        ],
        &[
            "client wants that from now on new registrations need admin approval",
            "the client wants every export watermarked from now on",
            "my boss wants us to always use jira from now on",
            "the PM asks that from now on releases go out on tuesdays",
            "legal wants all user data deleted after 30 days from now on",
            "marketing wants the banner to always show",
            "the customer asks that we never email on weekends",
            "he wants it to always return null",
            "she asks for the report every monday",
            "nobody wants to always rebuild the image",
            "the linter wants trailing commas always",
            "the user wants the app to remember their last tab",
            "our designer wants the buttons to always be rounded",
            "the client wants that from now on? where is that setting",
            "ops wants from now on all alerts in one channel",
        ],
    );
}

/// Where the user works (我在 Windows 的 Surface 上开发: 在 … 上 + a verb of working) and the
/// chip before the machine ("im on an M2 mac"), with how to give them commands: their setup
/// outlives the task.
#[test]
fn variations_where_the_user_works() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "我在 Windows 11 的 Surface 上开发，命令请给 PowerShell 版本",
                "PowerShell",
            ),
            ("我在 mac 上开发，命令都给我 zsh 的写法", "zsh"),
            ("我平时在 Ubuntu 上写代码，脚本给我 bash 版", "bash"),
            ("我一般在 WSL2 里开发，路径都用 linux 的", "linux"),
            (
                "我主要在 macbook 上干活，命令别给我 powershell",
                "powershell",
            ),
            ("我现在在 arch 上工作，命令给我 pacman 的", "pacman"),
            ("我在win11上开发，命令请用 PowerShell。", "PowerShell"),
            ("im on an M2 mac, give me commands for zsh", "zsh"),
            (
                "im on a mac, dont give me powershell commands",
                "powershell",
            ),
            ("i'm on an m1 macbook, give me brew commands", "brew"),
            (
                "fyi im on an M2 mac with swift 6.0, assume that env when you give me commands",
                "M2",
            ),
            ("Im on windows, no bash commands pls", "bash"),
            ("i am on an m3 mac — give me arm64 versions", "arm64"),
            ("I'm on a Linux box, give me apt commands", "apt"),
            ("im running ubuntu, don't give me brew commands", "brew"),
        ],
        &[
            "我在 Windows 上开发，遇到个问题",
            "我在 mac 上开发的 app 打包失败了",
            "他在 Windows 上开发，命令给他 PowerShell 的",
            "我在 Surface 上开发吗？",
            "im on a mac, why does this fail?",
            "im on it",
            "i'm on the train, give me the short version",
            "my colleague is on an M2 mac, give me commands for him",
            "我在 linux 上跑不起来",
            "我在 Windows 上开发，这个脚本给我跑一下",
            "im on windows?",
            "are you on a mac?",
            "i'm on an m2 mac and the build is slow",
            "我在 ubuntu 上工作了三年",
            "im on mac. what does this error mean",
        ],
    );
}

/// The team's practice in the present simple with the wrong one denied after it: "we use X,
/// not Y", the English of "我们用 X，不是 Y". Past or progressive tenses report this run; a
/// denied state is no wrong value.
#[test]
fn variations_we_use_x_not_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("we use pnpm, not npm", "pnpm"),
            ("we use pnpm not npm", "pnpm"),
            ("We use pnpm, not npm.", "pnpm"),
            ("no, we use pnpm, not npm", "pnpm"),
            ("actually we deploy with fly, not heroku", "fly"),
            ("we deploy with fly not heroku!", "fly"),
            (
                "we build with `make release` inside docker, not the toolbox",
                "docker",
            ),
            ("in dev we run `cargo run`, not --release", "cargo run"),
            ("in prod we serve via caddy, not nginx", "caddy"),
            ("we always test on node 20, not 18", "node 20"),
            ("i only use uv, not pip", "uv"),
            ("we host on hetzner, not aws", "hetzner"),
            ("we store secrets in vault, not in .env", "vault"),
            ("we run tests with pytest -x, not unittest", "pytest"),
            ("here we format with biome, not prettier", "biome"),
        ],
        &[
            "we use pnpm, not sure why",
            "we ran pnpm, not npm, and it failed",
            "we're using pnpm now, not npm?",
            "we use pnpm but the ci is not working",
            "we deploy with fly, not yet on prod",
            "we build with docker, not always though",
            "we use it, not that",
            "we use pnpm and npm",
            "we test on node 20",
            "we used heroku, not fly, last year",
            "we run the tests, not the linter, on every push?",
            "we use redis, not a database error",
            "we store nothing, not even logs?",
            "did we use pnpm, not npm?",
            "they use pnpm, not npm",
        ],
    );
}

/// 不是 X with the right value as what the team uses or moved to ("不是 npm，我们用 pnpm",
/// "不是 1.9，我们早升到 2.0 了"): 不是 X，是 Y with the team as the subject.
#[test]
fn variations_not_x_we_use_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不是 npm，我们用 pnpm", "pnpm"),
            ("不是 npm,我们用 pnpm", "pnpm"),
            ("不是 Kotlin 1.9.22，我们早升到 2.0.21 了", "2.0.21"),
            ("不是 webpack，我们早就换成 vite 了", "vite"),
            ("不是 MySQL，我们已经用 PostgreSQL 了", "PostgreSQL"),
            ("不是 Java 8，我们都升级到 17 了", "17"),
            ("不是 yarn，咱们一直用 pnpm", "pnpm"),
            ("不是 jest 啊，我们现在用 vitest", "vitest"),
            ("不是 v2，我们目前用的是 v3", "v3"),
            ("不是 Redux，团队都用 zustand", "zustand"),
            ("不是 flake8，项目已经改成 ruff 了", "ruff"),
            ("不是 centos，我们早换到 debian 12 了", "debian"),
            ("不是 Python 3.8，我们升到 3.12 了。", "3.12"),
            ("不是 gradle 7，我们现在用 8.5", "8.5"),
            ("不是 docker-compose，我们用 k3s", "k3s"),
            // Round thirty-six: the team's part named, where it runs, a value opening with a digit.
            ("端口不是8080，我们后端一直跑在9090", "9090"),
            ("不是 8080，我们一直跑在 9090", "9090"),
            ("数据库不是 mysql，我们线上一直用 postgres", "postgres"),
            ("不是 3.10，我们服务端早升到 3.12 了", "3.12"),
            ("不是 5432，我们本地监听 5433", "5433"),
        ],
        &[
            "不是 npm，我们用什么？",
            "不是 npm 吗，我们用 pnpm？",
            "是不是 npm，我们用 pnpm",
            "不是 npm 的问题，我们用 pnpm 也一样",
            "不是我们用 pnpm",
            "不是说好了，我们用 pnpm 吗",
            "不是，我们先看看",
            "不是这个，我们用 pnpm 试试",
            "我不是说 npm，我们用 pnpm 吧",
            "不是 npm，他们用 pnpm",
            "不是很懂，我们用 pnpm 会怎样",
            "不是 npm 的锅，我们用 pnpm 也报错",
            "不是所有人都用 pnpm",
            "不是 npm，我们用 pnpm 可能好点",
            "问题不是 npm，我们用 pnpm 也复现",
            "不是 8080，我们先用 3000 试试",
            "不是 8080 吗，我们一直跑在 9090",
            "端口不是8080，我们后端一直跑在9090，为什么连不上",
            "不是 8080，我们之前跑在 9090 也不行",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_we_use_x_not_y,
    variations_not_x_we_use_y,
    variations_where_the_user_works,
    variations_this_decision_stands,
    variations_no_longer_planning_to,
    variations_why_didnt_that_stick,
    variations_checkpoint_in_the_notes,
    variations_someone_else_wants,
];
