//! Round forty-five's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-five"). Found by probing the binary with labelled sets of our
//! own (`signals.synth-r44`, read, and `signals.synth-r46`, long task prompts, read).

use super::*;

/// The act first, as the topic, then a standing word and the language (回复请用中文, 回答一律用
/// 英文): Chinese topic-comment order for 请用中文回复. Without a standing word (回答用中文) it may
/// ask for these answers only, as the verb-first form does.
#[test]
fn variations_reply_language_act_first() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回复请用中文", "中文"),
            ("回覆請用繁體中文", "繁體中文"),
            ("回答一律用英文", "英文"),
            ("回复都用简体中文", "简体中文"),
            ("回答请用中文，代码注释保留英文", "中文"),
            ("你回复我请用中文", "中文"),
            ("回复我请用中文", "中文"),
            ("回答务必用中文", "中文"),
            ("交流请用英文", "英文"),
            ("沟通统一用中文", "中文"),
            ("回我请用繁体", "繁体"),
            ("回复始终用中文吧", "中文"),
            ("回答必须使用中文", "中文"),
            ("回复请用中文，不要给我繁体", "中文"),
            ("交流全程用英语", "英语"),
        ],
        &[
            "回答用中文",
            "1. 这个怎么配？2. 那个呢？回答用中文",
            "回复请用中文还是英文都行",
            "回复请用中文吗",
            "回复用户的消息请用中文模板",
            "客服回复请用中文模板",
            "接口的回复请用 json",
            "回复请用 markdown 表格",
            "要不要回复请用中文",
            "回复请附上链接",
            "回答这个问题请用例子说明",
            "如果回复用中文的话会不会更好",
            "他说回复请用中文",
            "回复请用中文，我要转给领导",
            "回答用英文也行",
        ],
    );
}

/// 定案了 after its subject (这个定案了) is 定了: the choice before it is settled. 定案 as a
/// noun ("定案前", 定案的文档) or asked about settles nothing.
#[test]
fn variations_settled_as_a_closed_case() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("资源热更新就用 Addressables，这个定案了", "Addressables"),
            (
                "資源熱更新就用 Addressables + Cloudflare R2，這個定案了",
                "R2",
            ),
            ("日志库用 zap，定案了", "zap"),
            ("鉴权走 OIDC，这事定案了", "OIDC"),
            ("状态管理用 zustand，已经定案了", "zustand"),
            ("部署用 k8s，这个也定案了", "k8s"),
            ("数据库选 PostgreSQL 16，定案了。", "PostgreSQL"),
            ("前端用 Vue 3，这个都定案了", "Vue 3"),
            ("消息队列用 Kafka，这块定案了", "Kafka"),
            ("CI 用 GitHub Actions，这件事定案了", "GitHub Actions"),
            ("缓存用 Redis Cluster，这些定案了", "Redis"),
            ("字体用思源黑体，这个定案了！", "思源黑体"),
            ("接口风格用 REST，这个已经定案了", "REST"),
            ("监控用 Prometheus + Grafana，定案了", "Prometheus"),
            ("测试框架用 vitest，这个定案了", "vitest"),
        ],
        &[
            "这个定案了吗",
            "定案前再讨论一下",
            "定案的文档在哪",
            "方案还没定案",
            "等定案了再说",
            "这个定案了没有？",
            "如果定案了就告诉我",
            "他说这个定案了",
            "定案之后再开发",
            "还不能定案",
            "这个要不要定案",
            "定案流程太长了",
            "客户还在犹豫，没定案",
            "定案以后通知我",
            "等老板定案",
        ],
    );
}

/// 暂不 is the clipped 暂时不 / 暂且不, so the full forms say the same (Addressables 暂时不需要),
/// and 这一版 / 这个版本 are 这版. A state of the code (目前不需要登录就能访问) or a question is no
/// decision.
#[test]
fn variations_not_for_the_time_being() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("Addressables 暂时不需要", "Addressables"),
            (
                "Addressables 暫時不需要，因為整個遊戲資源才 300MB 左右，維持現在 AssetBundle 的做法就好。",
                "Addressables",
            ),
            ("国际化暂时不需要，只有国内用户", "国际化"),
            ("SSR 暂且不需要，内部系统", "SSR"),
            ("消息推送暂时不需要做", "消息推送"),
            ("暂时不需要做权限系统,只有管理员在用。", "权限系统"),
            ("OTA 差分更新这一版不做，因为 flash 只剩 48KB", "OTA"),
            ("深色模式这一版不做", "深色模式"),
            ("客户决定这一版不做深色模式", "深色模式"),
            ("多语言这个版本不做", "多语言"),
            ("导出 PDF 这一版不上", "导出 PDF"),
            ("埋点这一版不加", "埋点"),
            ("离线模式这一版不支持", "离线模式"),
            ("灰度发布这个版本不考虑", "灰度发布"),
            ("微服务拆分暂时不需要，单体够用", "微服务"),
        ],
        &[
            "暂时不需要加缓存，先看看线上 QPS 再说",
            "这个暂时不需要吗？",
            "暂时不需要的文件可以删掉吗",
            "他说暂时不需要",
            "如果暂时不需要的话就先不做",
            "这一版不做的功能有哪些",
            "这一版不做吗",
            "这个版本不支持 arm 吗",
            "老版本不支持这个 API",
            "用户暂时不需要登录就能访问吗",
            "这一版不做完不能发布",
            "你觉得这一版不做可以吗？",
            "这一版不上线的话怎么办",
            "测试这块先放一放",
            "暂时不需要你动手",
        ],
    );
}

/// Informal English drops the subject at the start ("would rather keep it in its own repo"), as
/// a diary does: the speaker's wish all the same. "Would rather not" with nothing after it, or
/// with a person after it ("would rather you asked"), names no thing.
#[test]
fn variations_would_rather_without_a_subject() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "would rather keep the R / DESeq2 code in its own repo",
                "own repo",
            ),
            ("would rather use vitest than jest", "vitest"),
            ("would rather not use lodash in new code", "lodash"),
            ("would much rather use pnpm", "pnpm"),
            ("Would rather keep config in TOML", "TOML"),
            ("would rather stick with Postgres", "Postgres"),
            ("would rather avoid ORMs here and everywhere", "ORMs"),
            ("would rather write plain SQL", "plain SQL"),
            ("would rather depend on httpx than requests", "httpx"),
            ("would rather run migrations by hand", "migrations"),
            ("would rather keep the helpers in utils/", "utils/"),
            ("would rather use tabs", "tabs"),
            ("would rather put secrets in 1Password", "1Password"),
            ("would rather stay on node 20", "node 20"),
            ("would rather use zod for validation", "zod"),
        ],
        &[
            "would rather not, thanks",
            "would rather you asked first",
            "would rather have you check it",
            "would you rather use vitest?",
            "he would rather use jest",
            "they would rather keep it",
            "would rather die than debug this again",
            "would rather use vitest today",
            "would rather use vitest for now",
            "would rather keep it this time",
            "what would you rather use?",
            "would rather be fishing",
            "if you would rather use jest, fine",
            "would rather use vitest?",
            "would rather know why it failed",
        ],
    );
}

/// "Let me log progress" offers the note as "let's" does, and the stop it is made at ("…
/// before lunch:", "… for today:") says why now. A program's progress (a bar, a log level) or a
/// question is not a checkpoint.
#[test]
fn variations_log_progress_at_a_stop() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "let me log progress before lunch: booking flow works",
                "booking",
            ),
            (
                "log progress before i sign off - dag refactor half done",
                "",
            ),
            ("log progress for today: parser done", "parser"),
            ("let me log progress: auth done, billing next", "auth"),
            ("save progress before lunch: tests green", "tests green"),
            ("record progress for the day: api merged", "api merged"),
            ("let me save progress here", ""),
            ("log progress before I leave: ui polished", "ui"),
            ("log progress before i head out: migration ran", "migration"),
            ("save progress for tonight: shaders compile", "shaders"),
            ("let me record progress so far", ""),
            ("log progress before dinner: the importer works", "importer"),
            ("log progress before I log off: ci fixed", "ci fixed"),
            ("Log progress for today: docs written", "docs"),
            ("let me log progress now", ""),
        ],
        &[
            "log progress to stdout every 10 steps",
            "the loader should log progress before each batch",
            "make the cli log progress for today's jobs",
            "can it log progress?",
            "why doesn't it log progress before lunch?",
            "let me log in first",
            "let me check progress on the build",
            "log progress bars in the ui",
            "save progress in the game every level",
            "the app must save progress before exit",
            "log progress in training every epoch",
            "how do I log progress with tqdm",
            "let me know the progress",
            "record progress of the upload in redis",
            "log the progress percentage",
        ],
    );
}

/// Where the words of a rule name nothing the reader can find a month later, the line is not
/// written: a pronoun as what to use ("use it in this project too", 这个项目也用它). Kept: a rule
/// that gives its pronoun an antecedent (a condition, a coordinated clause).
#[test]
fn a_pronoun_as_what_to_use_asks_the_agent() {
    for prompt in [
        "from now on use it in this project too",
        "以后这个项目也用它",
        "以后 api 都用它",
        "going forward, use them everywhere",
        "from now on the api should use it too",
        "always use that going forward",
        "以后新模块也沿用它",
    ] {
        asks_the_agent(prompt);
    }
    saves_containing(&[
        ("always check for an existing helper and use it", "helper"),
        ("from now on, if a fixture exists, use it", "fixture"),
        (
            "prefer the shared http client and use it everywhere, from now on",
            "shared http client",
        ),
        ("以后都用 pnpm", "pnpm"),
        ("以后有现成的组件就用它", "组件"),
    ]);
}

/// A verb the never family names ("never overwrite") is an act, not a bare stress: after an ask
/// to build a thing it is that thing's spec. A state said of what comes after (后面都正常) reports;
/// a plan for a thing opens its design ("plan for offline mode:"). The verb "answer" with what a
/// program receives ("views that answer htmx requests") is the program's, not how to talk to
/// the user.
#[test]
fn specs_reports_and_programs_stay_silent() {
    all_silent(&[
        "implement the export panel: user picks a folder, we copy all files there, keep original filenames, never overwrite — append (1), (2) like finder does.",
        "implement the export panel: a, b, never overwrite",
        "build the sync job: runs hourly, skips locked rows, never deletes",
        "每次传第一个 byte 都会错，后面都正常",
        "每次傳第一個 byte 都會錯，後面都正常",
        "前两次失败了，之后就没问题了",
        "重启之后都正常了",
        "plan for offline mode, check it before coding:\n\n- the app must always show the last synced balances\n- no background sync in v1\n\nwhat am I missing?",
        "proposal for the cache layer:\n- never cache POST responses\n- always set a TTL\n\nthoughts?",
    ]);
    saves_containing(&[
        ("never overwrite. every single time.", "overwrite"),
        ("后面都用 pnpm", "pnpm"),
        ("之后都用 zod 校验", "zod"),
    ]);
    check(
        "views that answer htmx requests check request.htmx, never the raw header. add that to CLAUDE.md",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["request.htmx"],
    );
    check(
        "always answer in english",
        SignalKind::Explicit,
        Target::User,
        &["english"],
    );
}

/// A lead that names a recurring occasion ("for every review you do for me:") is no plan's
/// lead: what follows holds at each of them. The task's thing counted in ("…, this one
/// included") makes a rule over every X reach past it, not the task's.
#[test]
fn recurring_leads_and_things_counted_in() {
    saves_containing(&[
        (
            "and for every review you do for me: short bullet points, no intro paragraph, no summary at the end",
            "bullet points",
        ),
        (
            "make it a rule that every new component ships with a Storybook story next to it, this one included",
            "Storybook",
        ),
        (
            "make it a rule that every migration gets a down step, including this one",
            "down step",
        ),
    ]);
    all_silent(&[
        "review this PR: no force pushes, never skip the tests",
        "for each step: run the tests, never skip lint",
        "make it a rule that this one ships with a story",
    ]);
}

/// The topic first, then the verdict with its agent (TiDB 事务大小限制你说错了，…): topic-comment
/// order for 你说错了. What the agent's work shows (结果你写错了) is judged as before, and a
/// question or a guess corrects nothing.
#[test]
fn variations_topic_then_you_got_it_wrong() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "TiDB 事务大小限制你说错了，我们集群 txn-total-size-limit 配的是 1GB，不是默认的 100MB",
                "1GB",
            ),
            ("端口你说错了，我们跑在 8088", "8088"),
            ("默认分支你记错了，是 main 不是 master", "main"),
            ("时区你搞错了，服务器用的是 UTC", "UTC"),
            ("Node 版本你说错了，我们用的是 20", "20"),
            ("鉴权方式你理解错了，走的是 OIDC", "OIDC"),
            ("重试次数你说错了，我们配的是 5 次", "5 次"),
            (
                "仓库地址你写错了，应该是 gitlab.internal/app",
                "gitlab.internal",
            ),
            ("表名你记错了，是 order_items", "order_items"),
            ("包管理器你说错了，我们用 pnpm", "pnpm"),
            ("部署环境你弄错了，我们只有 staging 和 prod", "staging"),
            ("Python 版本你说错了，是 3.12", "3.12"),
            ("日志目录你记错了，在 /var/log/app", "/var/log/app"),
            ("缓存过期时间你说错了，是 10 分钟", "10 分钟"),
            ("CI 平台你搞错了，我们用的是 Jenkins", "Jenkins"),
        ],
        &[
            "端口你说错了吗？",
            "是不是端口你说错了",
            "结果你写错了，再跑一次",
            "输出你写错了",
            "你说错了吗",
            "端口你说错了没有",
            "他说端口你说错了",
            "如果端口你说错了就改一下",
            "页面你写错了，按钮没了",
            "测试你写错了，重写",
            "好像你说错了",
            "感觉你理解错了",
            "代码你写错了，帮我看看",
            "这里你写错了",
            "数据你弄错了，重新导一下",
        ],
    );
}

/// "No, X is Y, not Z": the subject may carry a modifier of its own ("no, strandedness for the
/// kapa kits is reverse, not forward"). A passing state or a pronoun subject is not a fact.
#[test]
fn variations_no_then_a_long_subject() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "no, strandedness for the kapa stranded kits is reverse, not forward. fix the samplesheet default too",
                "reverse",
            ),
            ("no, the timeout for the payments api is 30s", "30s"),
            (
                "no, the default branch of the infra repo is main, not master",
                "main",
            ),
            ("nope, the port for the admin service is 8443", "8443"),
            (
                "no, the region of the prod cluster is eu-central-1",
                "eu-central-1",
            ),
            (
                "no, the base image for the workers is debian-12-slim",
                "debian-12",
            ),
            ("no, the node version in the ci image is 20, not 18", "20"),
            (
                "no, the config file for local dev is .env.local",
                ".env.local",
            ),
            (
                "nah, the bucket for the nightly exports is s3://acme-exports",
                "acme-exports",
            ),
            ("no, the retry limit on the webhook worker is 5, not 3", "5"),
            ("no, the schema of the audit tables is audit_v2", "audit_v2"),
            (
                "no, the entry point for the cli is src/main.rs",
                "src/main.rs",
            ),
            ("no, the log level in staging is debug, not info", "debug"),
            (
                "actually the owner of the billing repo is team-payments, not team-core",
                "team-payments",
            ),
            ("no, the max size of an upload is 25MB", "25MB"),
        ],
        &[
            "no, the build for the mac app is still failing",
            "no, it is reverse",
            "no, the tests for the api are flaky",
            "no, the timeout for the payments api is what?",
            "no, the page for the settings is broken",
            "no, the fix for the login bug is not working",
            "no, the error in the worker logs is gone now",
            "no, this is fine",
            "no, that is the old one",
            "no, the cause of the outage is the cache, not the db",
            "no, the job for the nightly export is running",
            "no, the thing with the modal is weird",
            "no, they are busy",
            "no, the result of the query is empty",
            "no, the output of the script is wrong",
        ],
    );
}

/// "Stick to that" asks to keep to what was just said, as "keep it that way" does. A subject
/// of its own, a time of now, a question or perseverance ("stick to it till it works") is not
/// that.
#[test]
fn variations_stick_to_that() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("we use pnpm. stick to that", "pnpm"),
            (
                "commit msgs here are conventional commits (feat:, fix:, chore:), stick to that pls",
                "conventional commits",
            ),
            (
                "partials live in templates/partials/ and start with an underscore. please stick to that",
                "templates/partials/",
            ),
            ("errors go through wrapErr. stick to it", "wrapErr"),
            ("tests live next to the code, stick to this", "tests live"),
            (
                "migrations are never edited after merge. stick to that please",
                "migrations",
            ),
            (
                "we pin every dependency. pls stick to that",
                "pin every dependency",
            ),
            (
                "branches are named feat/<ticket>. stick to that.",
                "feat/<ticket>",
            ),
            (
                "config goes in config/settings.toml, stick to that!",
                "settings.toml",
            ),
            ("we log in JSON lines. so stick to that", "JSON lines"),
            ("API routes are kebab-case. Stick to that.", "kebab-case"),
            (
                "every handler returns Result<_, AppError>. stick to it pls",
                "AppError",
            ),
            (
                "docs are written in british english, stick to that",
                "british english",
            ),
            (
                "fixtures go in tests/fixtures. plz stick to that",
                "tests/fixtures",
            ),
            ("we squash merge. and stick to that", "squash merge"),
        ],
        &[
            "stick to it till it works",
            "I'll stick to that",
            "we stick to that",
            "stick to that for now",
            "does it stick to that?",
            "the modal should stick to the top",
            "can you stick to that?",
            "stick to the plan",
            "stick with that one",
            "you should stick to that",
            "it doesn't stick to the wall",
            "stick to the script today",
            "if it crashes, stick to that version",
            "try to stick to that",
            "they stick to that",
        ],
    );
}

/// A heading of keeping before a colon or a dash, its scope cut out as trigger words ("keep that
/// for next time: X", "save this for next time - X"), heads the fact: what follows is saved,
/// not "keep that for: X". After the fact, "remember that for next time" points back at it as
/// "remember that next time" does.
#[test]
fn a_heading_of_keeping_heads_the_fact() {
    saves_exactly(&[
        (
            "keep that for next time: staging deploys need a VPN",
            "staging deploys need a VPN",
        ),
        (
            "remember this for next time: staging deploys need a VPN",
            "staging deploys need a VPN",
        ),
        (
            "for next time: staging deploys need a VPN",
            "staging deploys need a VPN",
        ),
        (
            "save this for next time - staging deploys need a VPN",
            "staging deploys need a VPN",
        ),
        (
            "remember that for next time: the VPN is needed for staging",
            "the VPN is needed for staging",
        ),
        (
            "we deploy on fridays. remember that for next time",
            "we deploy on fridays",
        ),
        (
            "we deploy on fridays. remember that for the future",
            "we deploy on fridays",
        ),
        (
            "note for the future: staging deploys need a VPN",
            "staging deploys need a VPN",
        ),
    ]);
    // Only whole words of keeping make the heading: "downtime:" is a word of its own.
    saves_exactly(&[(
        "remember: downtime: the db is read-only on sundays",
        "downtime: the db is read-only on sundays",
    )]);
    all_silent(&[
        "remember that for next time?",
        "can you keep that for next time?",
        "do you remember that for next time we need a VPN?",
        "remember the old config for next time?",
    ]);
}

/// A trigger closing its clause before a dash closes what came before it; the dash opens an
/// aside, a reason, which is not kept ("…, preferably — makes the diffs readable" had saved
/// only the reason).
#[test]
fn a_dash_after_a_closing_trigger_opens_an_aside() {
    saves_exactly(&[
        (
            "tailwind classes sorted in the prettier-plugin-tailwindcss order, preferably — makes the template diffs readable",
            "tailwind classes sorted in the prettier-plugin-tailwindcss order",
        ),
        (
            "use tabs in rust, preferably — nicer diffs",
            "use tabs in rust",
        ),
        (
            "run the linter before pushing, every single time — no exceptions",
            "run the linter before pushing",
        ),
        ("tabs in rust, preferably", "tabs in rust"),
        (
            "fix it, and from now on, run the tests first",
            "run the tests first",
        ),
    ]);
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_reply_language_act_first,
    variations_settled_as_a_closed_case,
    variations_not_for_the_time_being,
    variations_would_rather_without_a_subject,
    variations_log_progress_at_a_stop,
    variations_topic_then_you_got_it_wrong,
    variations_no_then_a_long_subject,
    variations_stick_to_that,
];
