//! Variation tables of the decisions (go with, adopt, the decision is, X it is) families (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_go_by,
    variations_zh_adopt,
    variations_zh_just_use,
    variations_zh_x_it_is_and_fixed_on,
    variations_zh_unify,
    variations_zh_approval,
    variations_en_approval,
    variations_en_go_with,
    variations_en_were_going_to_use,
    variations_en_the_decision_is,
    variations_en_lets_do_option,
    variations_en_we_decided,
    variations_en_decision_made,
    variations_en_x_it_is,
    variations_en_finalize,
    variations_diagnosis_of_a_slowness,
    variations_go_ahead_on_a_pointer,
];

/// "就按 X 来/办/做/执行" (go by X) settles the way a thing is done; the way is saved with it.
/// A typo of 按 (就安) is not taken: 安 is "install, calm", no choice.
#[test]
fn variations_zh_go_by() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("好的，就按方案 B 来做", "方案 B"),
            ("OK，就按 PostgreSQL 方案办", "PostgreSQL"),
            ("接口命名就按 REST 规范来", "REST"),
            ("登录就按 OAuth 方案来，不要自己写", "OAuth"),
            ("日志格式就按 JSON 来", "JSON"),
            ("测试就按 pytest 来写", "pytest"),
            ("就按 v2 的协议来执行！", "v2"),
            ("就按 Google 风格来写注释", "Google"),
            ("分支就按 git flow 来管理", "git flow"),
            ("就按 semver 来打版本号", "semver"),
            ("就按方案 B 来了", "方案 B"),
            ("那就按第二种方案执行。", "第二种方案"),
            ("部署就按蓝绿发布来了", "蓝绿发布"),
            ("日志就按 JSON 来呗", "JSON"),
            ("就按你的方案 B 来", "方案 B"),
        ],
        &[
            "就按方案 B 来吗",
            "就按 PostgreSQL 方案来？",
            "如果就按 PostgreSQL 方案来会怎样",
            "他说就按 REST 规范来",
            "这次就按 REST 规范来",
            "就按方案二来吧",
            "数据库迁移就按 alembic 来做吧",
            "先就按方案二来试试",
            "要不就按方案二来？",
            "我们就按方案二来了吗",
            "能不能就按方案二来",
            "就按我说的来",
            "他们就按方案二来了吗？",
            "就按方案二",
            "就安方案二来",
        ],
    );
}

/// "采用 / 选用 / 采纳 / 确定用 / 决定用 / 最终采用 X" (adopt X) states a choice the team made.
/// A typo of 采 (菜用) is not taken: 菜 is a dish, and the family keys on the real word.
#[test]
fn variations_zh_adopt() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("采用 PostgreSQL 作为主库", "PostgreSQL"),
            ("我们采用 pnpm 管理依赖", "pnpm"),
            ("好的，确定用 Redis 做缓存", "Redis"),
            ("最终采用 gRPC 通信。", "gRPC"),
            ("项目统一采用 TypeScript", "TypeScript"),
            ("那就决定用 FastAPI 了", "FastAPI"),
            ("团队最后选用 Vue3", "Vue3"),
            ("采纳你的建议，用 SQLite", "SQLite"),
            ("确定使用 JWT 鉴权！", "JWT"),
            ("这边决定走 Kafka 方案", "Kafka"),
            ("采用 PostgreSQL 作为主库啊", "PostgreSQL"),
            ("我们就采用 vite 打包了", "vite"),
            ("咱们统一采用 snake_case 命名！", "snake_case"),
            ("决定用 nginx 做反向代理", "nginx"),
            ("决定使用 Alembic 管理迁移", "Alembic"),
        ],
        &[
            "采用 PostgreSQL 吗",
            "采用了吗",
            "是否采用 PostgreSQL",
            "他们采用 PostgreSQL",
            "如果采用 PostgreSQL，成本多少",
            "这次先采用 PostgreSQL",
            "试着采用一下 PostgreSQL",
            "采用率太低",
            "这个库采用 MIT 协议",
            "确定用 Redis 吗？",
            "还没确定用 Redis",
            "咱们确认用 Docker 部署吧",
            "菜用 PostgreSQL 作为主库",
            "确定一下用哪个数据库",
            "不确定用 Redis 还是 Memcached",
        ],
    );
}

/// After 最后 / 最终 the verb of picking may carry the perfective 了 (最后选了 X): the aspect is
/// the verb's, and the saved pick starts after it.
#[test]
fn zh_adopt_leaves_the_perfective_out_of_the_pick() {
    saves_exactly(&[
        ("最后选了 Postgres", "Postgres"),
        ("最终选了 Vue", "Vue"),
        ("我们最后选了 Vue 作为前端框架", "Vue 作为前端框架"),
        ("最后用了 pnpm。", "pnpm"),
        ("团队最终采用了 gRPC", "gRPC"),
    ]);
}

/// "(那)就用 / 就选 / 就上 X" (just use X) opens a prompt with the pick that closes a choice.
#[test]
fn variations_zh_just_use() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("就用 Redis 做缓存", "Redis"),
            ("就用 PostgreSQL 了", "PostgreSQL"),
            ("就选 Vue3", "Vue3"),
            ("那就上 k8s 部署。", "k8s"),
            ("好的，就用 ruff 做格式化", "ruff"),
            ("就用 httpx，别用 requests", "httpx"),
            ("就用 TOML 写配置！", "TOML"),
            ("那就用 Docker 呗", "Docker"),
            ("就用 vitest 跑测试啊", "vitest"),
            ("那就用 SQLAlchemy 2.0", "SQLAlchemy"),
            ("就用jwt鉴权", "jwt"),
            ("就选 Vue3 了", "Vue3"),
            ("就选 Tailwind 了", "Tailwind"),
            ("就选SQLite了", "SQLite"),
            ("OK，就用 Celery 跑定时任务", "Celery"),
        ],
        &[
            "就用 Redis 吗",
            // A pick by its label alone (DESIGN §2; the real sets' convention 1): asked.
            "就选方案 B 了",
            "就用一下 Redis",
            "就用了吗",
            "就上吧",
            "就用这个",
            "他说就用 Redis",
            "如果就用 Redis 会怎样",
            "这次就用 Redis",
            "先就用 Redis 试试",
            "就用着吧",
            "那就用 pnpm 吧",
            "就用 Redis 吧？",
            "就选错了",
            "就上线了吗",
            "我就用过一次 Redis",
            "刷新一下，就用不了了",
            "点了一下，就上不去了",
            "改完以后，就用了 3 秒",
            "就上线了",
            "就选中了第二行",
        ],
    );
}

/// "就 X 了 / 选 X 了" (X it is) and "就定 / 定成 / 定为 X" (fixed on X) close a choice
/// with the pick named; for "就 X 了" the pick is a Latin name, a number or an option (a
/// Chinese verb there reports an event: 就报错了). A typo of 定 (就订) is not taken: 订 is
/// "book, order".
#[test]
fn variations_zh_x_it_is_and_fixed_on() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("就 Redis 了", "Redis"),
            ("选 pnpm 了", "pnpm"),
            ("好的，就 gRPC 了", "gRPC"),
            ("那就 ruff 了。", "ruff"),
            ("就 TOML 了！", "TOML"),
            ("就 Vite 了", "Vite"),
            ("就 Node 18 了", "Node 18"),
            ("就 Redis 了啊", "Redis"),
            ("就 v2 了呗", "v2"),
            ("选 Postgres 了", "Postgres"),
            ("就定 Redis", "Redis"),
            ("就定成 pnpm", "pnpm"),
            ("定为 PostgreSQL 主库", "PostgreSQL"),
            ("好的，版本号定成 v2.1", "v2.1"),
            ("端口就定为 8080", "8080"),
            ("超时定成 30 秒", "30 秒"),
            ("就定用 Kafka 了", "Kafka"),
            ("编码就定 utf-8", "utf-8"),
        ],
        &[
            "就好了",
            "就行了",
            "就算了",
            "就这样了",
            "选错了",
            "就 Redis 了吗",
            "就 Redis 了？",
            "他说就 Redis 了",
            "就订 Redis",
            "决定不了用什么",
            "定为 PostgreSQL 吗",
            "他说就定 Redis",
            "定成什么好？",
            "就定一下时间",
            "缓存就定 Redis 吧",
            "我刚跑了一下，就报错了",
            "点了登录，就卡住了",
            "就超时了",
            "就跑通了",
            "就 3 个了",
            "就 2 次了",
            "这个 bug 被定为 P0",
            "漏洞被定成 high",
        ],
    );
}

/// "统一到 / 统一用 / 统一为 X" and "X 统一放在 / 输出到 Y" (unify on X) fix one way for all. The
/// clause is saved whole, 统一 with it: "pnpm" alone says nothing in the decisions section. A
/// deictic of place (这里, 这块, 此处) makes it an edit of the code in view.
#[test]
fn variations_zh_unify() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("统一到 pnpm", "统一到 pnpm"),
            ("我们统一用 ruff 格式化", "我们统一用 ruff 格式化"),
            ("日志统一输出到 logs 目录", "logs"),
            ("好的，时间统一为 UTC。", "时间统一为 UTC"),
            ("接口返回统一用 JSON", "JSON"),
            ("配置文件统一放在 config/ 下", "config/"),
            ("全部统一使用 TypeScript", "统一使用 TypeScript"),
            ("变量命名统一改为 camelCase", "camelCase"),
            ("依赖统一为 poetry 管理了", "poetry"),
            ("统一用 UTF-8 编码啊", "统一用 UTF-8 编码"),
            ("整个后端统一采用 Go", "Go"),
            ("咱们统一到 Python 3.12！", "咱们统一到 Python 3.12"),
            ("测试文件统一放到 tests 目录", "tests"),
            ("缩进统一用 4 个空格", "4 个空格"),
            ("构建产物统一存放在 dist 里", "dist"),
        ],
        &[
            "统一一下格式",
            "统一下命名",
            "要不要统一到 pnpm",
            "是否统一用 ruff",
            "统一到 pnpm 吗",
            "这次统一用 ruff",
            "如果统一用 ruff 会慢吗",
            "统一的接口很好用",
            "没法统一",
            "同意到 pnpm",
            "统一到 pnpm 了吗？",
            "能不能统一用 ruff",
            "统一用 ruff 还是 black？",
            "他们统一了吗",
            "先统一一下命名吧",
            // A deictic of place scopes it to the code in view (round twenty-two).
            "这里统一用 logging",
            "这块统一用 logging",
            "日志这里统一用 logging 吧",
            "此处统一返回 JSON",
            "这边统一走 gateway",
            "你又用 print 了，这里统一用 logging",
        ],
    );
}

/// "(我)同意(你的方案) / 就按你说的来 / 就照你的意思办" (approval) accepts the agent's proposal:
/// a decision, but one that names only "your plan", so the hook asks the agent to save the
/// plan in full words instead of writing the pointer. Particles after a bare 同意 (同意吧,
/// 同意啊) are not taken: the family wants the approval alone, and 吧 hedges it; nor is a
/// typo (通意), which is no word.
#[test]
fn variations_zh_approval() {
    let hits = [
        "同意",
        "我同意",
        "同意。",
        "同意！",
        "同意了",
        "我同意了",
        "嗯，同意",
        "OK，我同意",
        "同意你的方案",
        "好的，同意你的建议",
        "我同意你的看法。",
        "同意你的做法了",
        "好的，同意你的意见",
        "同意你的说法",
        "就按你说的来",
        "就按你说的做",
        "就照你说的办",
        "就照你建议的来",
    ];
    table(
        SignalKind::Decision,
        Target::Nothing,
        &hits.map(|h| (h, "")),
        &[
            "同意吗",
            "不同意",
            "我不同意你的方案",
            "他同意了",
            "你同意吗？",
            "同意协议",
            "同意吧",
            "通意",
            "同意你的方案吗",
            "老板同意了没有",
            "如果你同意，就继续",
            "用户同意隐私条款后才能登录",
            "需要用户同意授权",
            "他说就按你说的来",
            "就按你说的来吗",
        ],
    );
    for prompt in hits {
        let d = detect(prompt);
        assert_eq!(
            (d.reason.as_str(), d.gate.verdict),
            (
                "decision: zh approval (同意/就用这个)",
                Verdict::Ask(Target::MemoryDecisions)
            ),
            "{prompt:?}"
        );
    }
    for prompt in ["同意吗", "不同意", "他同意了", "同意协议", "就按你说的来吗"]
    {
        assert_ne!(detect(prompt).kind, SignalKind::Decision, "{prompt:?}");
    }
}

/// Every prompt is a decision of `family` that names only a pointer ("that", "option B"), so
/// the hook asks the agent to save it in full words to MEMORY.md 🧭 and writes nothing.
#[track_caller]
fn asks_for_the_decision(family: &str, hits: &[&str]) {
    for prompt in hits {
        let d = detect(prompt);
        assert_eq!(
            (d.reason.as_str(), d.gate.verdict),
            (
                format!("decision: {family}").as_str(),
                Verdict::Ask(Target::MemoryDecisions)
            ),
            "{prompt:?}"
        );
    }
}

/// "(let's / please) go ahead with / proceed with that / option B / your plan" approves the
/// agent's proposal by pointing at it; the agent is asked to save what was approved. A typo of
/// "ahead" (ahaed) is not taken: the family keys on "ahead with".
#[test]
fn variations_en_approval() {
    let hits = [
        "go ahead with that",
        "Go ahead with the second option.",
        "let's go ahead with your plan",
        "please proceed with option B",
        "ok, go ahead with it",
        "go ahead with plan A",
        "lets go ahead with that",
        "proceed with approach 2",
        "go ahead with this.",
        "Proceed with the first option",
        "go ahead with the above plan",
        "sure, go ahead with that",
        "yes proceed with your suggestion",
        "Go ahead with that!",
        "please go ahead with the last option",
    ];
    table(
        SignalKind::Decision,
        Target::Nothing,
        &hits.map(|h| (h, "")),
        &[
            "go ahead with that?",
            "should I go ahead with that",
            "dont go ahead with that",
            "he said go ahead with that",
            "if we go ahead with that, what breaks",
            "go ahead and run the tests",
            "go ahead with the deploy",
            "proceed with caution",
            "go ahead with that for now",
            "can you proceed with option B?",
            "we went ahead with that",
            "go ahaed with that",
            "before you go ahead with that, ask me",
            "they proceeded with the merge",
            "go ahead",
        ],
    );
    asks_for_the_decision("en approval (go ahead with that)", &hits);
}

/// "(let's / we'll / I'm) go(ing) with X", "settle on X", "stick / stay with X" picks X.
/// A typo of "with" (go wiht) is not taken: the family keys on the phrase.
#[test]
fn variations_en_go_with() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("let's go with pnpm", "pnpm"),
            ("Let's go with PostgreSQL for the main store.", "PostgreSQL"),
            ("we'll go with FastAPI", "FastAPI"),
            ("ok, go with ruff for linting", "ruff"),
            ("going with Redis for the cache", "Redis"),
            ("we're going with Tailwind!", "Tailwind"),
            ("lets go with SQLite", "SQLite"),
            ("we're gonna go with vitest", "vitest"),
            ("I'll go with httpx", "httpx"),
            ("settled on Vite for bundling", "Vite"),
            ("let's stick with poetry", "poetry"),
            ("we'll stick with REST over gRPC", "REST"),
            ("staying with MySQL 8", "MySQL 8"),
            ("we are going with Kubernetes", "Kubernetes"),
            ("lets settle on TOML for config", "TOML"),
            ("stay on Node 18", "Node 18"),
            ("I'm going with the Go rewrite", "Go rewrite"),
        ],
        &[
            "go with the flow",
            "should we go with pnpm?",
            "if we go with pnpm, does CI break",
            "he said go with pnpm",
            "let's go with pnpm for now",
            "go with pnpm or yarn?",
            "which one should we go with",
            "what goes with this config",
            "go on",
            "going on",
            "what is going on with CI",
            "go on with the migration",
            "stick with me here",
            "stay with us",
            // "wiht" is read as "with" (signals/prompt/typo.rs): a hit now, not a near-miss.
            "let's go with it for now",
            "let's go with whatever works",
        ],
    );
}

/// "we're / we are going to / gonna use / adopt / switch to / migrate to X" announces the
/// team's pick. A typo of "going" (goign) is not taken: the family keys on "going to".
#[test]
fn variations_en_were_going_to_use() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("we're going to use pnpm", "pnpm"),
            ("were going to use ruff", "ruff"),
            ("ok, we're going to adopt Tailwind", "Tailwind"),
            ("we're gonna use vitest", "vitest"),
            ("we are gonna switch to uv", "uv"),
            ("we're going to migrate to FastAPI!", "FastAPI"),
            ("So we're going to use httpx", "httpx"),
            ("we are going to use SQLite in tests", "SQLite"),
            ("We are going to adopt semver.", "semver"),
            ("we're going to switch to GitHub Actions", "GitHub Actions"),
            ("were gonna use Bun", "Bun"),
            ("we are going to migrate to Postgres 16", "Postgres 16"),
            ("Right, we're going to use Zod", "Zod"),
            ("we're going to use Alembic!", "Alembic"),
            (
                "we're going to adopt trunk-based development",
                "trunk-based",
            ),
        ],
        &[
            // "goign" is read as "going" (signals/prompt/typo.rs).
            "we're going to use pnpm for this one script",
            "are we going to use pnpm?",
            "if we're going to use pnpm, update CI",
            "he said we're going to use pnpm",
            "we're going to use pnpm for now",
            "we're going to need a bigger boat",
            "we're going to use up the quota",
            "we were going to use pnpm",
            "are we gonna switch to uv?",
            "we're going to use pnpm?",
            "they're going to use pnpm",
            "we're going to run the tests",
            "were going to be late",
            "we're going to use it",
            "we're going to use this",
        ],
    );
}

/// "(the) (final) decision is (to / that) X" states the decision itself. A typo of
/// "decision" (desicion) is not taken: the family keys on the word.
#[test]
fn variations_en_the_decision_is() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("The decision is to use pnpm", "pnpm"),
            ("the decision is that we ship on Friday", "ship on Friday"),
            ("final decision is PostgreSQL.", "PostgreSQL"),
            ("decision is: Redis for the cache", "Redis"),
            ("ok, the decision is to drop Python 2", "Python 2"),
            ("the final decision is to use gRPC", "gRPC"),
            ("the decision is to keep yarn!", "yarn"),
            ("Decision is ruff for linting", "ruff"),
            ("the decision is that configs live in TOML", "TOML"),
            ("so the decision is to self-host Sentry", "Sentry"),
            (
                "The final decision is: monorepo with pnpm workspaces.",
                "monorepo",
            ),
            ("the decision is to pin Node 20", "Node 20"),
            ("alright, the decision is Vite", "Vite"),
            ("the decision is that API errors use RFC 7807", "RFC 7807"),
            ("decision is to use UTC everywhere", "UTC"),
        ],
        &[
            "the desicion is to use pnpm",
            "what the decision is",
            "the decision is yours",
            "the decision is up to you",
            "the decision is hard",
            "if the decision is to use pnpm, fine",
            "he said the decision is to use pnpm",
            "is the decision to use pnpm?",
            "the decision is still open",
            "the decision is mine",
            "the decision is pending",
            "the decision is to use pnpm?",
            "the decision is to use pnpm for now",
            "the decision is unclear",
            "the decision is tough",
        ],
    );
}

/// "let's do option / plan / approach / variant / solution N" picks one of the offered
/// options; with only the pointer the agent is asked to save it in full words, with a gloss
/// (let's do option B with Redis) it is written.
#[test]
fn variations_en_lets_do_option() {
    let pointers = [
        "let's do option B",
        "Let's do option 2.",
        "lets do plan A",
        "ok, let's do approach 3",
        "let's do variant C!",
        "let's do solution 1",
    ];
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("let's do option B with Redis", "Redis"),
            ("let's do option 2: the Postgres queue", "Postgres queue"),
            ("lets do plan A, the monorepo", "monorepo"),
            (
                "let's do approach 3 with server-side rendering",
                "server-side",
            ),
            ("let's do option B (pnpm workspaces)", "pnpm workspaces"),
            ("let's do version 2 of the parser", "parser"),
            ("Let's do option A: SQLite in tests.", "SQLite"),
            ("lets do plan B, cron on the host", "cron"),
            ("ok, let's do option 1 with Celery", "Celery"),
            ("let's do approach 2, the event bus!", "event bus"),
            ("let's do variant B with Tailwind", "Tailwind"),
            ("let's do solution 3 with a job queue", "job queue"),
            ("let's do option C, the Rust rewrite", "Rust rewrite"),
            ("Let's do plan A with nightly builds", "nightly builds"),
            ("lets do option 2 using gRPC", "gRPC"),
        ],
        &[
            "let's do option B?",
            "let's do option B for now",
            "lets do the dishes",
            "let's do this",
            "should we do option B",
            "he said let's do option B",
            "if we do option B, what breaks",
            "let's do it",
            "let's do the migration",
            "let's do a quick check",
            "shall we do option B?",
            "we did option B last time",
            "let's do option B or C?",
            "why not do option B",
            "do option B",
        ],
    );
    asks_for_the_decision("en let's do option", &pointers);
}

/// "we / I / the team decided / chose / picked / settled on / opted for / agreed on / went with
/// X" reports a choice made. A typo of "decided" (decieded) is not taken: the family keys on it.
#[test]
fn variations_en_we_decided() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("we decided to use pnpm", "pnpm"),
            ("We decided on PostgreSQL.", "PostgreSQL"),
            ("weve decided to drop Python 2", "Python 2"),
            ("the team chose Vite over webpack", "Vite"),
            ("i picked ruff for linting", "ruff"),
            ("we opted for gRPC", "gRPC"),
            ("we agreed to ship on Fridays", "Fridays"),
            ("we went with Tailwind!", "Tailwind"),
            ("we've finally chosen FastAPI", "FastAPI"),
            ("team landed on Kubernetes", "Kubernetes"),
            ("we committed to semver", "semver"),
            ("I decided to use httpx", "httpx"),
            ("We have decided that configs are TOML.", "TOML"),
            ("we just agreed on UTC timestamps", "UTC"),
            ("I've chosen Zod for validation", "Zod"),
        ],
        &[
            "we decieded to use pnpm",
            "we decided nothing yet",
            "have we decided on pnpm?",
            "he said we decided to use pnpm",
            "if we decided to use pnpm, update CI",
            "we decided to use pnpm for now",
            "I picked up the package",
            "we picked up where we left off",
            "did we decide to use pnpm",
            "they decided to use pnpm",
            "we haven't decided yet",
            "we decided?",
            "she chose Vite",
            "we decided to use pnpm?",
            "the user picked a file",
            "I chose poorly",
            "We decided to go to lunch, be back in 30",
            "we agreed to meet on Monday to discuss the schema",
            "we decided to sleep on it",
        ],
    );
}

/// "decision made / decided / final (answer) / settled / done deal / locked in", alone, closes
/// the discussion on what was last proposed: a decision the agent is asked to save in full.
#[test]
fn variations_en_decision_made() {
    let hits = [
        "decision made",
        "Decided.",
        "final answer!",
        "that's final",
        "it's settled",
        "locked in",
        "done deal",
        "final decision.",
        "it is decided then",
        "that's the one",
        "final",
        "thats final",
        "Settled!",
        "lock it in",
        "it's a done deal",
    ];
    table(
        SignalKind::Decision,
        Target::Nothing,
        &hits.map(|h| (h, "")),
        &[
            "decision made?",
            "is it final?",
            "nothing is final",
            "decided?",
            "is it settled?",
            "the final build failed",
            "final tests are flaky",
            "he said that's final",
            "if it's settled, merge",
            "not decided yet",
            "the decision was made by ops",
            "is that the one?",
            "finally",
            "it's not final",
            "locked out",
        ],
    );
    asks_for_the_decision("en decision made", &hits);
}

/// "X it is (then)" closes a choice by naming the pick. A typo of "is" (it iss) is not taken.
#[test]
fn variations_en_x_it_is() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("pnpm it is", "pnpm"),
            ("PostgreSQL it is.", "PostgreSQL"),
            ("Redis it is!", "Redis"),
            ("ok, Tailwind it is", "Tailwind"),
            ("SQLite it is", "SQLite"),
            ("FastAPI it is", "FastAPI"),
            ("vitest it is", "vitest"),
            ("so, pnpm it is", "pnpm"),
            ("ruff it is then", "ruff"),
            ("ruff it is then.", "ruff"),
            ("Monday it is.", "Monday"),
            ("gRPC it is!", "gRPC"),
            ("alright, uv it is", "uv"),
            ("TOML it is then!", "TOML"),
            ("Postgres 16 it is", "Postgres 16"),
        ],
        &[
            "pnpm it is?",
            "what it is",
            "that's what it is",
            "it is what it is",
            "so it is",
            "here it is",
            "pnpm it iss",
            "what it is then",
            "so be it then",
            "there it is",
            "whatever it is",
            "how hard it is",
            "where it is",
            "that it is",
            "now it is",
        ],
    );
}

/// "finalized: X" and "(let's) finalize / finalise X as / with / on / using Y" fix X as
/// decided. "Finalize the PR" alone is a task (finishing work) and stays silent, as does a
/// typo (finalzie), which the family does not key on.
#[test]
fn variations_en_finalize() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("finalize the schema with UUID v7 keys", "UUID v7"),
            ("Finalize the API design as REST.", "REST"),
            (
                "lets finalize the DB layout with one table per tenant",
                "per tenant",
            ),
            (
                "let's finalise the naming scheme as kebab-case",
                "kebab-case",
            ),
            ("finalized: Redis for caching", "Redis"),
            (
                "ok, finalize the release plan: tags on Tuesdays!",
                "Tuesdays",
            ),
            ("finalize the config as TOML", "TOML"),
            ("finalize: deploys go through Argo", "Argo"),
            ("finalise the runtime on Node 20", "Node 20"),
            ("let's finalize pnpm as the package manager", "pnpm"),
            ("Finalize the error codes as E-prefixed", "E-prefixed"),
            ("finalized: UTC timestamps everywhere", "UTC"),
            ("let's finalise the port as 8080", "8080"),
            ("finalize the build using Bazel", "Bazel"),
            ("OK, finalise the log format as JSON lines!", "JSON lines"),
        ],
        &[
            "should we finalize the schema?",
            "did you finalize the schema",
            "before we finalize the schema, check it",
            "he wants to finalize the schema",
            "finalize the schema as UUID v7 for now",
            "the finalized schema is in docs",
            "finalizing the PR now",
            "can you finalize the schema?",
            "if we finalize the schema, freeze it",
            "we haven't finalized anything",
            "is the schema finalized?",
            "not finalized yet",
            "they finalized the budget",
            "the finalizer runs on drop",
            "finalize the PR",
            "finalize the schema",
            "finalize it",
            "finalzie the config as TOML",
        ],
    );
}

/// A decision that picks one of what is in view ("the blue one"), gives the go-ahead for the
/// work ("decision: ship it") or whose text would lose its verb (最终用的是 X) is no line of the
/// decisions section as it stands; a decision with its content still is.
#[test]
fn picks_and_go_aheads_are_not_decisions() {
    for prompt in [
        "I've decided: the blue one",
        "we decided on the second one",
        "decision: the smaller one",
        "decision: ship it",
        "decision made: merge it!",
        "we decided: go for it",
    ] {
        let d = detect(prompt);
        assert_ne!(d.target, Target::MemoryDecisions, "{prompt:?} → {d:?}");
    }
    for (prompt, saved) in [
        ("最终用的是 Redis", "Redis"),
        ("decision: ship on Fridays only", "ship on Fridays"),
        ("we decided on the monorepo layout", "monorepo"),
        ("I've decided: Postgres for everything", "Postgres"),
    ] {
        let d = detect(prompt);
        assert!(
            d.target == Target::MemoryDecisions
                && d.text.contains(saved)
                && !d.text.contains("的是"),
            "{prompt:?} → {d:?}"
        );
    }
}

/// Where a slowness lies (瓶颈在…, "the bottleneck is …") is a diagnosis of the case at hand
/// (`DIAGNOSIS`), even after 结论： or "that's the one"; a choice after them is a decision.
#[test]
fn variations_diagnosis_of_a_slowness() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("结论：序列化统一用 orjson", "orjson"),
            ("最终方案：缓存放 Redis", "Redis"),
            ("decision: use Postgres for the ledger", "Postgres"),
            ("final decision: the queue is SQS", "SQS"),
            ("结论：数据库用 PostgreSQL", "PostgreSQL"),
            ("定了，用 Vite", "Vite"),
            ("that's the one, we use zod for validation", "zod"),
            ("decision made: deploys go through helm", "helm"),
            ("最终决定：接口统一返回 JSON", "JSON"),
            ("结论：日志用 structlog", "structlog"),
            ("确定了，用 pnpm", "pnpm"),
            ("final answer: we use Redis for sessions", "Redis"),
            ("决定：前端用 React", "React"),
            ("decision: keep the cache in Redis", "Redis"),
            ("最终方案：用消息队列削峰", "消息队列"),
        ],
        &[
            "结论：瓶颈确定在序列化那块，换掉之后 p99 降到 90ms",
            "结论：瓶颈在数据库连接池",
            "the bottleneck is the json serializer, that's the one",
            "结论：性能瓶颈就是 N+1 查询",
            "decision: the bottleneck was the regex",
            "ok that's the one, the bottleneck is in the image resize",
            "结论：瓶颈主要在磁盘 IO",
            "定了，瓶颈就在锁竞争上",
            "最终结论：瓶颈出在序列化",
            "the hotspot is the tokenizer, that's the one",
            "final answer: the bottleneck was GC pauses",
            "确定了，瓶颈是网络带宽",
            "decision: bottleneck is the cold start",
            "好，就是它，瓶颈在 json 解析",
            "that's it, the bottlenecks are the sync calls",
        ],
    );
}

/// A pick whose text is only a verb on a pointer ("go with this. commit it", "decision: push
/// them") is a go-ahead for the work in view (`GO_AHEAD`); a pick that names its thing is a decision.
#[test]
fn variations_go_ahead_on_a_pointer() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("ok let's go with Postgres", "Postgres"),
            ("let's go with pnpm. commit it", "pnpm"),
            ("go with zod for validation", "zod"),
            ("we're going with Redis for sessions", "Redis"),
            ("let's go with helm for deploys", "helm"),
            ("ok go with the queue-based retry", "queue-based"),
            ("going with vitest for the unit tests", "vitest"),
            ("let's stick with Postgres", "Postgres"),
            ("we'll go with tailwind", "tailwind"),
            ("go with uv, not poetry", "uv"),
            ("let's go with SQLite for local dev", "SQLite"),
            ("okay, go with Vite", "Vite"),
            ("go with Cloudflare for DNS", "Cloudflare"),
            ("let's go with GitHub Actions for CI", "GitHub Actions"),
            ("stick with python 3.12", "3.12"),
        ],
        &[
            "ok let's go with this. commit it",
            "go with that. push it",
            "let's go with this one. ship it now",
            "go with it, merge it",
            "ok, go with this. deploy it please",
            "let's go with that. run it",
            "decision: commit it",
            "decision made: push them",
            "go with this, then test it",
            "let's go with this. just apply it",
            "okay let's go with this. save it",
            "going with this. build it",
            "go with this. try it again",
            "ok go with this. release it",
            "let's go with these. merge them",
        ],
    );
}
