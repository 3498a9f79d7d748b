//! Variation tables of round forty's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round forty").

use super::*;

/// "Would rather (not)" takes any bare verb: a verb of practice or of bringing a thing in
/// chooses as "use" does, with or without a subject of its own (we, you). A time of now
/// (today, for now, this time, until …) makes it this task's wish; "rather" in another
/// sense or with no verb of practice chooses nothing lasting.
#[test]
fn variations_would_rather_with_a_verb_of_practice() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "I'd rather not pull in lodash for this kind of thing",
                "lodash",
            ),
            ("I'd rather we not pull in lodash", "lodash"),
            ("i would rather not add another queue", "another queue"),
            ("I'd rather you not introduce a new ORM", "ORM"),
            (
                "we'd rather not install global npm packages",
                "global npm packages",
            ),
            ("I would rather we ship the docs with the package", "docs"),
            ("id rather not mix tabs and spaces", "tabs and spaces"),
            ("I'd rather not commit generated files", "generated files"),
            (
                "I'd much rather we maintain one config file",
                "one config file",
            ),
            (
                "We would rather not bring in another state library",
                "state library",
            ),
            (
                "I'd rather you not vendor dependencies",
                "vendor dependencies",
            ),
            ("i'd rather we host fonts ourselves", "fonts"),
            ("I'd rather not deploy from laptops.", "laptops"),
            ("I would rather we target node 20 only", "node 20"),
            ("I'd rather not add lodash, it's too big", "lodash"),
        ],
        &[
            "I'd rather not add lodash today",
            "I'd rather not deploy until the review is done",
            "I'd rather not talk about it",
            "I'd rather not push this yet",
            "I'd rather we ship it this week",
            "i'd rather not install it right now",
            "rather than add lodash, write a helper",
            "I'd rather not",
            "would you rather add lodash or write it?",
            "we'd rather not commit before lunch",
            "I'd rather not mix this change with the refactor this time",
            "the users would rather not install anything",
            "I'd rather not add more work for now",
            "he'd rather not maintain the old SDK",
            "I'd rather be fishing",
        ],
    );
}

/// The progressive present of a practice given up ("we're not maintaining X anymore", "we're
/// no longer shipping X") says what "we don't maintain X anymore" does: a decision already
/// taken. The thing must be named, and what is stopping happening to the team (seeing an
/// error) is a symptom, not a practice.
#[test]
fn variations_we_are_not_doing_it_anymore() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "the old admin panel is out, we're not maintaining the admin panel anymore",
                "admin panel",
            ),
            (
                "we're not maintaining the admin panel anymore",
                "admin panel",
            ),
            ("we are no longer shipping the 32-bit build", "32-bit build"),
            ("we're no longer supporting IE11", "IE11"),
            ("We're not using lerna anymore.", "lerna"),
            ("fyi we're not deploying to heroku anymore", "heroku"),
            (
                "we are not publishing the beta channel any more",
                "beta channel",
            ),
            (
                "btw we're not running the nightly e2e anymore",
                "nightly e2e",
            ),
            ("we're no longer hosting docs on gitbook", "gitbook"),
            ("we're not generating the client by hand anymore", "client"),
            ("also, we are no longer vendoring protobuf", "protobuf"),
            ("we're not committing the lockfile anymore", "lockfile"),
            (
                "nope, we're not building the arm image anymore",
                "arm image",
            ),
            ("we're not targeting python 3.8 anymore", "python 3.8"),
            ("we are no longer storing sessions in redis", "sessions"),
        ],
        &[
            "we're not seeing the error anymore",
            "we're not getting emails anymore",
            "we're not using it anymore",
            "we're not maintaining that anymore",
            "are we not using lerna anymore?",
            "we're not running out of memory anymore",
            "we're not deploying today",
            "they're not maintaining the admin panel anymore",
            "we're not sure anymore",
            "we're not hitting the rate limit anymore",
            "I'm not maintaining the admin panel anymore",
            "the tests are not running anymore",
            "we're no longer blocked on the API",
            "why are we not shipping the 32-bit build anymore?",
            "we're not there anymore",
        ],
    );
}

/// Where the work stopped or got to is where it left off: "write down where we stopped" asks
/// for the checkpoint as "note where we left off" does. A program that stopped, a question
/// about where, or a place that is no state of the work asks for none.
#[test]
fn variations_where_we_stopped() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("write down where we stopped: parser done", "parser done"),
            (
                "let's write down where we stopped: the parser is done, codegen next",
                "codegen next",
            ),
            ("note where we stopped: auth done", "auth done"),
            (
                "jot down where we got to: billing half done",
                "billing half done",
            ),
            (
                "please record where we stopped: migrations written",
                "migrations",
            ),
            ("log where we got to: tests green", "tests green"),
            ("save where we stopped - ui done", "ui done"),
            ("Write down where we stopped. Parser done, lexer next", ""),
            ("bookmark where we stopped: step 3 of the plan", "step 3"),
            ("note where we got to in the notes: api done", "api done"),
            (
                "make a note of where we stopped: schema v2 drafted",
                "schema v2",
            ),
            (
                "write down where we stopped in the log: queue wired",
                "queue wired",
            ),
            ("ok, note where we stopped", ""),
            (
                "record where we got to: the importer works",
                "importer works",
            ),
            (
                "let's note where we stopped: deploy script done",
                "deploy script",
            ),
        ],
        &[
            "where did we stop yesterday?",
            "the job stopped where we got to the parser",
            "write down where the process stopped",
            "can you check where we stopped the container?",
            "note that the worker stopped",
            "where we stopped the deploy, the logs show an error",
            "log where the crash happened",
            "do you remember where we stopped?",
            "write a function that records where it stopped",
            "we stopped at the parser",
            "note where the server stopped responding",
            "save the file where we stopped editing it",
            "write down where we went for lunch",
            "log where the user stopped scrolling",
            "where we got to is unclear",
            "mark where the user clicked",
            "can you write a checkpoint() helper in the test utils that snapshots the state",
            "add a checkpoint function to the saver",
        ],
    );
}

/// "The rule here / in this repo is …" names the rule of this place, which is ours, as "our
/// rule is" does. "The rule is …" alone may be a program's (a firewall's, a linter's), and a
/// rule reported on (is broken, is failing) or asked about is none stated.
#[test]
fn variations_the_rule_here_is() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "the rule here is one component per file",
                "one component per file",
            ),
            (
                "The rule in this repo is no default exports",
                "no default exports",
            ),
            (
                "the convention here is snake_case for file names",
                "snake_case",
            ),
            (
                "the rule for this project is that every PR has a changelog entry",
                "changelog entry",
            ),
            ("the policy here is squash merges only", "squash merges"),
            (
                "the golden rule here is never edit generated code",
                "generated code",
            ),
            (
                "The only rule in this codebase is: no globals",
                "no globals",
            ),
            (
                "the rule here is to ask before adding deps",
                "ask before adding deps",
            ),
            (
                "the convention in this monorepo is one package per folder",
                "one package",
            ),
            (
                "the rule of thumb here is one assert per test",
                "one assert",
            ),
            ("the house rule here is tabs", "tabs"),
            (
                "the rule in our team is reviews within a day",
                "reviews within a day",
            ),
            ("The rule for this workspace is pnpm only.", "pnpm only"),
            (
                "the policy in this repo is that secrets live in vault",
                "vault",
            ),
            (
                "the rule here is that migrations are reversible",
                "reversible",
            ),
        ],
        &[
            "the rule is broken",
            "the rule here is broken",
            "the rule is that it matches every path",
            "what is the rule here?",
            "the rule in this repo is failing on CI",
            "is the rule here that we squash?",
            "the rule blocks port 22",
            "the firewall rule is too strict",
            "the rule in the eslint config is wrong",
            "the rule here is too loose",
            "the policy is to retry three times",
            "the rule engine here is slow",
            "check whether the rule here is applied",
            "the rule here is not working",
            "the rules are in the wiki",
        ],
    );
}

/// The team's habit in the 是…的 of what has always been done (组里一直这么弄的, 这项目一直是这样
/// 搞的; "that's how we've always done it", "that's just how the codebase works") classifies
/// the clause before as our practice, as 这是我们的做法 does; Taiwan's closing particles (喔,
/// 欸) close 这是团队规定 as 哦 does. Without a subject of ours, 一直这样的 reports what keeps
/// happening; asked, it classifies nothing.
#[test]
fn variations_the_way_we_have_always_done_it() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "DAG 都放 dags/ 下，task_id 小写蛇形，组里一直这么弄的",
                "task_id 小写蛇形",
            ),
            (
                "金额全部用分存 int，前端展示再除 100，这项目一直是这样搞的",
                "金额全部用分存 int",
            ),
            (
                "動態記憶體不准用 k_malloc，全部走 k_mem_slab，這是團隊規定喔",
                "k_mem_slab",
            ),
            ("分支从 develop 拉，我们一直这么做的", "develop"),
            ("时间都存 UTC，团队向来是这样处理的", "UTC"),
            ("接口前缀统一 /api/v1，我们组一直这样写的啊", "/api/v1"),
            ("提交前跑 lint，这是团队规矩欸", "lint"),
            (
                "No setState in feature widgets, that's just how the codebase works.",
                "setState",
            ),
            (
                "squash merges only, that's how we've always done it",
                "squash merges only",
            ),
            ("tabs for indentation, that's how we do things here", "tabs"),
            (
                "migrations are never edited once pushed, that's how this team works",
                "never edited",
            ),
            ("配置都放 config/ 里，项目里一直都是这样弄的", "config/"),
            ("日志用 zap，这边一直这么用的", "zap"),
            (
                "env vars are UPPER_SNAKE, that's just how the repo works",
                "UPPER_SNAKE",
            ),
            ("表名用复数，咱们一直这么写的哈", "表名用复数"),
        ],
        &[
            "它一直这样的",
            "页面一直这样卡住的",
            "这个接口一直这么慢的吗",
            "that's just how the world works",
            "that's how it works",
            "我们一直这么做的吗？",
            "是不是一直这样写的",
            "他们组一直这么弄的",
            "that's how they've always done it",
            "is that how the codebase works?",
            "CI 一直这样报错的",
            "我们一直这么弄的，你看看哪里不对",
            "that's how we've always done it, but let's change it",
            "这个 bug 一直这样的",
            "that's just how the API works",
        ],
    );
}

/// Asking how a thing told is not written down or kept anywhere asks what "why wasn't
/// that saved" does; "kept" is a save only with nowhere after it or "anywhere". "It clearly
/// didn't stick" is the idiom of "it didn't stick" with an adverb of evidence. 存起来 is 存下来
/// with another complement of result (都没存起来吗). A file, a token or a state kept in the
/// code is no memory of the agent's.
#[test]
fn variations_how_is_that_not_written_down_anywhere() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("how is that not written down anywhere", ""),
            (
                "we settled sqlc vs GORM on tuesday and you just scaffolded GORM. how is that not written down anywhere",
                "sqlc vs GORM",
            ),
            ("Why isn't that kept anywhere?", ""),
            ("why is that not written down anywhere??", ""),
            ("how was that not saved anywhere", ""),
            ("how is this not recorded anywhere", ""),
            ("why wasn't it kept?", ""),
            (
                "I told you about kobo last week. it clearly didnt stick",
                "kobo",
            ),
            ("that obviously didn't stick", ""),
            ("it just didnt stick, did it", ""),
            ("上次说好用 NVS，怎么又变 LittleFS，都没存起来喔？", "NVS"),
            ("都没存起来吗", ""),
            ("这个又没保存起来吗", ""),
            ("上周说的端口还是没存下来吗", ""),
            ("how is it not noted anywhere", ""),
        ],
        &[
            "why isn't it kept in sync?",
            "how is that not working",
            "文件都没存起来？",
            "it clearly didnt stick to the wall",
            "why isn't the token kept in memory between requests",
            "how is that not a bug",
            "why isn't the session kept after reload?",
            "代码都没存起来吗",
            "the label clearly didn't stick to the box",
            "how is that not covered by the tests",
            "why is that not written to the log",
            "草稿又没保存起来吗",
            "why isn't it saved to disk?",
            "数据都没存下来吗",
            "how is the cache not kept warm",
        ],
    );
}

/// No more arguing over it (这个不讨论了, 不用再争了, 这事不再讨论了) closes the choice before it
/// as 不纠结了 does. Deferring the talk (先不讨论了, 今天不讨论了) closes nothing, and alone it
/// names no choice.
#[test]
fn variations_no_more_arguing_over_it() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("复权用后复权，这个不讨论了", "后复权"),
            ("日志就用 zap，不用再争了", "zap"),
            ("接口用 REST，这事不再讨论了", "REST"),
            ("状态管理用 zustand，不讨论了", "zustand"),
            ("部署走 Argo CD，这个不争了", "Argo CD"),
            ("数据库选 PostgreSQL，不必再讨论了", "PostgreSQL"),
            ("前端用 Vue 3，这块不再争论了", "Vue 3"),
            ("缩进用 tab，不用再吵了", "tab"),
            ("消息队列用 NATS，这件事不讨论了", "NATS"),
            ("金额用 decimal，这个就不讨论了", "decimal"),
            ("测试框架用 pytest，也不争了", "pytest"),
            ("CI 用 GitHub Actions，这事儿不讨论了。", "GitHub Actions"),
            ("主键用 UUID v7，不再讨论了", "UUID v7"),
            ("构建用 vite，这个不用再讨论了", "vite"),
            ("時間存 UTC，這個不討論了", "UTC"),
        ],
        &[
            "这个问题先不讨论了",
            "今天不讨论了，明天再说",
            "你们别吵了",
            "不讨论了",
            "这个暂时不讨论了，先把 bug 修了",
            "现在不争了，回头再说",
            "我们不讨论了吗？",
            "他们还在讨论",
            "这个要不要再讨论一下",
            "改天再讨论吧",
            "用不用 redis 还在讨论",
            "不讨论了，先吃饭",
            "讨论了半天也没结果",
            "今天先不争了",
            "回头不讨论了",
        ],
    );
}

/// 回我 is the spoken clipping of 回复我: a language to reply to me in, said with a standing
/// word (请) or as enough (就行), sets every reply's. One reply asked for (回我一下这个问题),
/// either language (都行) or someone else's reply is none.
#[test]
fn variations_reply_to_me_clipped() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("請用繁體中文回我，不要簡體，謝謝", "繁體中文"),
            ("回我中文就行，术语不用翻", "中文"),
            ("请用英文回我", "英文"),
            ("请用简体中文回我", "简体中文"),
            ("以后用中文回我", "中文"),
            ("回我英文就好", "英文"),
            ("请一律用中文回我", "中文"),
            ("請用中文回我就好", "中文"),
            ("回我用中文就行", "中文"),
            ("务必用英文回我", "英文"),
            ("请用日语回我", "日语"),
            ("回我繁体就行", "繁体"),
            ("请用中文回我哈", "中文"),
            ("以后都用英文回我", "英文"),
            ("回我中文即可", "中文"),
        ],
        &[
            "用中文回我一下这个问题",
            "回我一下",
            "你回我中文还是英文都行",
            "他用英文回我了",
            "客户用英文回我了，帮我翻译",
            "回我消息",
            "请尽快回我",
            "回我一个链接",
            "她回我说可以",
            "回我邮件的时候抄送老王",
            "为什么用英文回我？",
            "你怎么用英文回我",
            "回我随便用什么语言",
            "回我一句就行",
            "回我个数字就行",
        ],
    );
}

/// "Chidi and I" is "we" with one of us named: "Chidi and I agreed: …", "sam and i decided to
/// use X" settle what "we agreed / we decided" does. Deciding to go, meet or talk, agreeing
/// with you, or asking settles nothing.
#[test]
fn variations_someone_and_i_decided() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "Chidi and I agreed this morning: the ledger moves to event sourcing on JetStream.",
                "event sourcing",
            ),
            (
                "sam and i decided to use pnpm workspaces",
                "pnpm workspaces",
            ),
            ("Mei and I agreed on Remix for the storefront", "Remix"),
            (
                "Jonas and I decided: Playwright for all e2e tests",
                "Playwright",
            ),
            ("Priya and I settled on Hydra for configs", "Hydra"),
            (
                "the PM and I agreed: the dashboard stays client-rendered",
                "client-rendered",
            ),
            ("Amaka and I went with CockroachDB", "CockroachDB"),
            ("Ken and I picked NgRx for state", "NgRx"),
            ("Lily and I have decided to use colcon for builds", "colcon"),
            (
                "Rafael and I agreed yesterday: dbt models live in models/marts",
                "models/marts",
            ),
            ("Sam and I opted for tabs", "tabs"),
            ("alex and i chose vitest over jest", "vitest"),
            ("my lead and I agreed: squash merges only", "squash merges"),
            ("Tom and I decided that all times are UTC", "UTC"),
            ("Vivian and I landed on west for builds", "west"),
        ],
        &[
            "sam and i decided to go to lunch",
            "Chidi and I agreed to meet tomorrow",
            "did you and I agree on this?",
            "Chidi and I agreed with you",
            "sam and i decided nothing yet",
            "Mei and I agreed to disagree",
            "Sam and I decided to take a break",
            "sam and i decided to talk about it later",
            "Chidi and I agreed to sync on friday",
            "Jonas and I have not decided",
            "did Sam and I decide on pnpm?",
            "Mei and I still need to decide",
            "sam and i will decide tomorrow",
            "Ken and I agreed to think it over",
            "Priya and I argued about Hydra",
        ],
    );
}

/// Where the named thing is (在, 跑在, 监听在) gives the right value after 不是 as 是 does, when
/// both are names or numbers: 不是 3000 端口，server 跑在 7001. A fault (的问题), the speaker's
/// own try, a state of now (现在在 dev 上) or a question gives none.
#[test]
fn variations_not_x_it_is_at_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不是 3000 端口，server 跑在 7001", "7001"),
            ("不是 P0.13，狀態 LED 在 P0.06", "P0.06"),
            ("不是 8080，api 监听在 9090", "9090"),
            (
                "不是 /data/quant，行情在 /mnt/md/parquet 下面",
                "/mnt/md/parquet",
            ),
            ("不是 5432，测试库跑在 5433", "5433"),
            ("不是 us-east-1，bucket 在 eu-west-1", "eu-west-1"),
            ("不是 main 分支，发布在 release 上", "release"),
            ("不是 GPIO5，按键接在 GPIO12", "GPIO12"),
            ("不是 v1，新接口在 /api/v2 下", "/api/v2"),
            ("不是 6379 啊，redis 跑在 6380", "6380"),
            ("不是 10.0.0.2，数据库在 10.0.0.5 上", "10.0.0.5"),
            ("不是 dev 环境，服务部署在 staging", "staging"),
            ("不是 3000，前端跑在 5173", "5173"),
            ("不是 tests/，fixture 放在 conftest.py 里", "conftest.py"),
            ("不是 8000 端口，网关监听 8443", "8443"),
        ],
        &[
            "不是 3000 端口，我在 7001 上试过了",
            "不是 v2 的问题，日志在 /var/log 下",
            "不是 3000，在哪我也不知道",
            "不是 main，现在在 dev 上",
            "不是 8080 吗，api 在 9090？",
            "是不是 3000 端口，server 跑在 7001？",
            "不是 3000 端口，你在 7001 上跑一下",
            "不是 P0.13，他在 P0.06 上测的",
            "不是 v2 问题，在 staging 上复现了",
            "不是 5432，目前在 5433 上",
            "不是 dev，刚才在 staging 上",
            "不是很确定，server 在 7001",
            "不是吧，在 7001？",
            "不是 bug，在 README 里写了",
            "不是 3000 的原因，在 nginx 那边",
        ],
    );
}

/// Explaining to me (跟我解释, 给我讲解) names every explanation, as talking with me names the
/// conversation: a manner right after it (多讲逻辑少讲语法, 直接给结论) is how the user is told
/// things. One explanation asked for (跟我解释一下这个函数), or a question, is not it.
#[test]
fn variations_explaining_to_me_frame() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("跟我解释多讲逻辑少讲语法", "多讲逻辑"),
            ("我是老郑，代码不是强项，跟我解释多讲逻辑", "多讲逻辑"),
            ("跟我解释直接给结论", "直接给结论"),
            ("给我解释尽量少用术语", "少用术语"),
            ("跟我讲解别太长", "别太长"),
            ("和我解释多举例子", "多举例子"),
            ("给我讲解的时候先说结论", "先说结论"),
            ("跟我解释不要用英文缩写", "英文缩写"),
            ("跟我解释，多用类比", "多用类比"),
            ("对我解释一律用中文", "中文"),
            ("给我解释少讲原理多给命令", "多给命令"),
            ("跟我解释别一上来就贴代码", "贴代码"),
            ("跟我解释尽量短一点", "短一点"),
            ("给我解释多写点注释", "注释"),
            ("跟我解释都先讲思路", "先讲思路"),
        ],
        &[
            "跟我解释一下这个函数",
            "给我解释下为什么报错",
            "跟我解释这段代码，别太长",
            "跟我解释一下吗",
            "给我解释清楚",
            "跟我解释他的意思",
            "给我解释一下 diff",
            "跟我解释这个错误",
            "你能跟我解释吗？",
            "跟我解释上面的输出",
            "给他解释多讲逻辑",
            "跟客户解释的时候多讲逻辑",
            "跟我解释那个配置项",
            "帮我解释一下这个报错",
            "跟我解释为啥这么慢",
        ],
    );
}

/// The user's eyes or reading said of themself with how to present things: "pls" is "please"
/// clipped, and "keep it short" / "short bullets" the length asked for ("I'm dyslexic, short
/// bullets pls"). Someone else's condition ("my colleague is dyslexic") or the product's
/// users are not the user's.
#[test]
fn variations_the_users_reading_with_pls_or_short() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("I'm dyslexic, short bullets pls", "dyslexic"),
            ("I'm dyslexic, keep it short", "dyslexic"),
            ("i'm dyslexic so keep replies short", "dyslexic"),
            ("I'm colorblind, no red/green pls", "colorblind"),
            ("I use a screen reader, plz no tables", "screen reader"),
            (
                "I have low vision, keep things short and bold the key bits",
                "low vision",
            ),
            ("im colourblind, pls use icons for errors", "colourblind"),
            ("I'm dyslexic — short sentences pls", "dyslexic"),
            ("I use a screen reader, keep answers short", "screen reader"),
            (
                "I'm colour-blind so plz use shapes not colours",
                "colour-blind",
            ),
            ("I'm dyslexic, keep them short", "dyslexic"),
            (
                "I'm visually impaired, short answers pls",
                "visually impaired",
            ),
            ("I have dyslexia, pls avoid walls of text", "dyslexia"),
            ("I'm dyslexic, shorter paragraphs pls", "dyslexic"),
            (
                "I'm deuteranopic, pls use patterns not colours",
                "deuteranopic",
            ),
        ],
        &[
            "my colleague is dyslexic, keep it short",
            "users with dyslexia need short text, keep it short",
            "he's colorblind, pls avoid red",
            "my boss is colorblind, keep it short",
            "is the app ok for dyslexic users? keep it short",
            "I'm dyslexic?",
            "she is visually impaired, plz use alt text",
            "my son is dyslexic, short bullets pls",
            "they are colorblind, keep the palette safe",
            "our users use screen readers, keep it short",
            "my wife is colorblind, pls check the chart",
            "add a dyslexia-friendly font, keep it short",
            "my teammate uses a screen reader, pls add aria labels",
            "is the site usable with a screen reader? pls check",
            "my manager has low vision, keep slides short",
        ],
    );
}

/// "Skip the basics" may name the subject whose basics (skip widget basics), and a trade
/// practised for years ("I did native Android for 6 years") is a background as "I come from
/// Java" is: said together, how deep to explain to this user. The basics of a text's subject,
/// someone else's years or a time of now are not it.
#[test]
fn variations_years_of_a_trade_and_skip_its_basics() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "I did native Android for 6 years, skip widget basics with me",
                "native Android",
            ),
            ("I did iOS for five years, skip the basics", "iOS"),
            ("I've done backend Go for 4 years, skip the Go basics", "Go"),
            (
                "I worked with Postgres for 10 years, skip the SQL basics",
                "Postgres",
            ),
            ("I wrote C++ for a few years, skip the basics", "C++"),
            (
                "I did embedded C for 8 years, skip pointer basics",
                "embedded C",
            ),
            (
                "I'm a senior engineer, skip the React basics",
                "senior engineer",
            ),
            (
                "I have done data engineering for 6 years, skip the basics",
                "data engineering",
            ),
            ("I did Java for 12 years, explain Kotlin by analogy", "Java"),
            (
                "I did frontend for three years, skip the CSS basics",
                "frontend",
            ),
            (
                "I worked on Unity for several years, skip engine basics",
                "Unity",
            ),
            ("I did Rails for 7 years, skip the Ruby basics", "Rails"),
            ("I did devops for 5 years, skip docker basics", "devops"),
            ("I've done ML for a couple of years, skip the basics", "ML"),
            ("I did Python for 9 years, skip the basic stuff", "Python"),
        ],
        &[
            "I did the migration for 2 years, skip the basics of it in the doc",
            "he did android for 6 years, skip the basics",
            "skip the basics in the readme",
            "I did the migration last year, skip it",
            "she worked on Unity for years, skip the basics",
            "skip the test basics for now",
            "did you do android for 6 years?",
            "I did android for 6 years, can you check this crash",
            "skip the basics of this in the tutorial",
            "they did iOS for 5 years, skip the basics",
            "I did this for 2 years, skip the basics of it",
            "the team did Go for 4 years, skip the basics",
            "skip the basics section in the doc",
            "I did android for 6 years",
            "our users did excel for years, skip the basics",
        ],
    );
}

/// "Keep it that way (when you add workers)" and "keep doing that in whatever you touch" order
/// the state or practice just described to last, as "that goes for every X" widens it. A time
/// of now after it, a subject of its own ("I'll keep it that way") or a question is no order
/// for later work; alone it names nothing.
#[test]
fn variations_keep_it_that_way() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "Every JetStream consumer here is durable with explicit ack, keep it that way.",
                "durable with explicit ack",
            ),
            (
                "all handlers return Result, keep it that way",
                "all handlers return Result",
            ),
            (
                "Comments in this codebase are bilingual: English line first, French line under it. Keep doing that in whatever you touch.",
                "English line first",
            ),
            (
                "oban jobs in this app are always idempotent, assume every job runs twice. keep it that way when u add workers",
                "idempotent",
            ),
            (
                "the api is versioned in the url, please keep it that way",
                "versioned in the url",
            ),
            ("migrations are plain SQL, keep it that way", "plain SQL"),
            (
                "no global state in the renderer, keep it that way!",
                "no global state",
            ),
            (
                "the config is one toml file, so keep it that way",
                "one toml file",
            ),
            (
                "every endpoint has an OpenAPI entry; keep it that way",
                "OpenAPI entry",
            ),
            (
                "tests don't hit the network, keep things that way",
                "network",
            ),
            (
                "the CLI has zero deps. keep it that way when you add commands",
                "zero deps",
            ),
            (
                "handlers take a context first, keep doing that in every module",
                "context first",
            ),
            ("we log in JSON, pls keep it that way", "JSON"),
            (
                "components are under 200 lines, keep them that way",
                "200 lines",
            ),
            ("logs go to stderr — keep it that way", "stderr"),
        ],
        &[
            "keep it that way for now",
            "it's fast now, keep it that way until the demo",
            "why did you keep it that way?",
            "keep it that way",
            "the button is blue, keep it that way in this PR",
            "keep doing that",
            "keep doing that for a minute while I check the logs",
            "I'll keep it that way",
            "the build is broken, keep it that way? no",
            "we'll keep it that way",
            "should we keep it that way?",
            "the test fails, keep it that way so I can debug",
            "you kept it that way, thanks",
            "they keep doing that in every PR",
            "can you keep it that way?",
        ],
    );
}

/// A restriction (只有卖出收, 仅限管理员) asserts how things are after 错了 / 不对 as 是 does, so
/// the correction has content. 只是 ("just"), 只好 ("had to") and the speaker's own wish assert
/// nothing of the project.
#[test]
fn variations_wrong_then_only() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("错了，印花税只有卖出收，买入不收", "印花税只有卖出收"),
            ("错了，仅限管理员能删", "仅限管理员"),
            ("不对，退款只有财务能审批", "只有财务"),
            ("错了，这个字段只在 v2 有", "只在 v2"),
            ("不对不对，周报只会发给组长", "只会发给组长"),
            ("错了，开发环境只有一台机器", "只有一台"),
            ("搞错了，仅在工作日跑批", "仅在工作日"),
            ("错了，测试库只能内网访问", "只能内网访问"),
            ("不对，优惠券只在周末能用", "只在周末"),
            ("说错了，发版只有周二", "只有周二"),
            ("错了，积分只会加不会减", "只会加"),
            ("不对，导出只在后台跑", "只在后台"),
            ("错了，只有主账号能开发票", "只有主账号"),
            ("弄错了，日志只有 30 天", "30 天"),
            ("错了，审批只能走 OA", "只能走 OA"),
        ],
        &[
            "错了，只是试试",
            "不对，只好重来了",
            "错了，我只想看看",
            "错了吗？只有这一个吗",
            "错了，只好算了",
            "不对劲，只有这个报错",
            "错了没，只有一个测试挂了",
            "不对吗，仅供参考",
            "错了，只好先回滚",
            "他说错了，只有这个",
            "不对，只剩一个了吗",
            "结果不对，只有一半数据",
            "页面不对，只显示了一半",
            "错了，我只想问问",
            "输出不对，只有 3 行",
        ],
    );
}

/// The end of the day's work (收工前记一下：…) leads a note of where things stand, as 到这 does
/// (到这先记一下进度：…). A reminder asked before knocking off, or a plan, records nothing.
#[test]
fn variations_note_before_knocking_off() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "收工前記一下：品類毛利那張圖做完了，明天弄同期比較",
                "品類毛利",
            ),
            ("收工前记一下：登录接口联调完了", "登录接口"),
            ("收工之前记一下：导出功能还差分页", "导出功能"),
            ("收工前先记一下：CI 绿了，文档还没写", "CI 绿了"),
            ("收工前帮我记一下：支付回调测完了", "支付回调"),
            ("收工前存一下：迁移脚本写了一半", "迁移脚本"),
            ("收工前请记录一下：压测到 2000 QPS", "2000 QPS"),
            ("收工前记下：缓存层重构完一半", "缓存层"),
            ("收工前写一下：接口文档更新到 v3", "v3"),
            ("收工前记一下: 首页改版做完了", "首页改版"),
            ("收工前記一下：韌體 OTA 流程通了", "OTA"),
            ("收工之前存一下：数据清洗跑完了", "数据清洗"),
            ("收工前记一下：单测补到 80%", "80%"),
            ("收工前记一下：k8s 部署脚本调通了", "k8s"),
            ("收工前帮我存一下：报表 SQL 优化完", "报表 SQL"),
        ],
        &[
            "收工前提醒我提交代码",
            "今天先到这，明天再说",
            "收工前把代码提交了",
            "收工了",
            "收工前你记得跑一下测试",
            "收工前能搞完吗",
            "收工前帮我跑一下 lint",
            "收工前再看一眼日志",
            "收工前要不要记一下？",
            "他收工前记了一下",
            "收工前把 PR 发了",
            "收工前别忘了关机",
            "收工前 review 一下",
            "收工",
            "明天收工前弄完",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_would_rather_with_a_verb_of_practice,
    variations_we_are_not_doing_it_anymore,
    variations_where_we_stopped,
    variations_the_rule_here_is,
    variations_the_way_we_have_always_done_it,
    variations_how_is_that_not_written_down_anywhere,
    variations_no_more_arguing_over_it,
    variations_reply_to_me_clipped,
    variations_someone_and_i_decided,
    variations_not_x_it_is_at_y,
    variations_explaining_to_me_frame,
    variations_the_users_reading_with_pls_or_short,
    variations_years_of_a_trade_and_skip_its_basics,
    variations_keep_it_that_way,
    variations_wrong_then_only,
    variations_note_before_knocking_off,
];
