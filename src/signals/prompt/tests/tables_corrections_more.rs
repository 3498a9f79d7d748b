//! Variation tables of admitted correction families in more of their forms: the subject before
//! 不是 X，是 Y (pgbouncer 不是 session 模式，是 transaction 模式), 不是 with a particle as the
//! opener (不是啊，…), 不应该按 / 写成 / 改成, and "no, X listens on / starts at / talks to Y"
//! (see `table` in the parent module); and a keep-as-is with 吧 closed by no more changing
//! (保持现状吧，不动了).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_subject_before_not_x_but_y,
    variations_zh_no_with_a_particle_and_should_not_by,
    variations_en_no_x_listens_starts_talks,
    variations_zh_keep_as_is_closed_by_no_more_changing,
    variations_en_actually_i_dont_want,
];

/// A correction names what it corrects: the subject may come before 不是 X，是 Y. The speaker
/// or the listener as the subject (我不是说…), a question (是不是, 吗), or a fault's cause
/// (问题不是网络，是时区) stays silent.
#[test]
fn variations_zh_subject_before_not_x_but_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "pgbouncer 不是 session 模式，是 transaction 模式",
                "transaction",
            ),
            ("版本不是 v2，是 v3", "v3"),
            ("端口不是 8080，是 9090", "9090"),
            ("主分支不是 master,是 main", "main"),
            ("部署目录不是 /opt，而是 /srv/app", "/srv/app"),
            ("时区不是 UTC，应该是 Asia/Shanghai", "Asia/Shanghai"),
            ("包管理器不是 npm，是 pnpm。", "pnpm"),
            ("配置文件不是 yaml 格式，是 toml", "toml"),
            (
                "retro 文档里写错了，pgbouncer 不是 session 模式，是 transaction 模式",
                "transaction",
            ),
            ("默认分支不是 dev，是 develop 啦", "develop"),
            ("Node 版本不是 18，是 20", "20"),
            ("日志级别不是 debug，是 info", "info"),
            ("测试命令不是 make test，是 make check", "make check"),
            ("这个字段不是 user_id，是 uid", "uid"),
            ("緩存不是 Redis，是 Memcached", "Memcached"),
        ],
        &[
            "我不是说这个，是那个",
            "你不是说用 v2，是吗",
            "这是不是 v2，是 v3 吗",
            "问题不是网络，是时区没转",
            "原因不是缓存，是锁",
            "报错不是这个，是另一个",
            "版本不是 v2 吗？",
            "他不是后端，是前端",
            "版本不是 v2",
            "端口是 9090",
            "不是很懂，是不是要重启",
            "这个不是，那个是",
            "瓶颈不是 CPU，是磁盘",
            "版本是不是 v3",
            "不是 v2 还是 v3？",
        ],
    );
}

/// 不是 with a sentence-final particle (不是的, 不是啊) says "no" as 不是 alone does; 不应该 before
/// a manner (按, 写成, 改成) states the wrong way with the right one after it. A question, a
/// bare "no", or 不应该 with no right way stays silent.
#[test]
fn variations_zh_no_with_a_particle_and_should_not_by() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "不是啊，签名文件在 android/keystore/ 下面",
                "android/keystore",
            ),
            ("不是的，release 名字是 shop-api", "shop-api"),
            ("不是呀，配置在 config/prod.toml 里", "config/prod.toml"),
            ("不是哦，我们用 pnpm 不用 npm", "pnpm"),
            ("不是的。端口是 9090", "9090"),
            ("不是啊,日志在 /var/log/app 下", "/var/log/app"),
            ("不是的，主分支叫 main", "main"),
            ("不应该按天分区，应该按 tenant_id 分区", "tenant_id"),
            ("不应该写成 float，而是用 Decimal", "Decimal"),
            ("不应该改成同步调用，要保持异步", "异步"),
            ("不应该按用户名排序，应该按创建时间", "创建时间"),
            ("不應該按天分區，應該按租戶分區", "租戶"),
            ("不应该写成 var，要用 const", "const"),
            ("不应该改成 GET，是 POST", "POST"),
            ("不应该按月归档，应该按季度", "季度"),
        ],
        &[
            "不是吧",
            "不是吗",
            "不是的吗？",
            "不是",
            "不是啊",
            "不应该按天分区吗",
            "不应该按天分区",
            "不应该写成这样吧",
            "是不是按天分区",
            "不是的话就算了",
            "不是很清楚",
            "不应该改成同步调用吧，你觉得呢",
            "不是啊？",
            "应该按天分区吗",
            "不是的，我再想想",
        ],
    );
}

/// "no, X listens on / starts at / talks to Y" states where a thing is or what it connects to,
/// as "no, X lives in / points to Y" does. A report of a failure, a diagnosis, or a question
/// stays silent.
#[test]
fn variations_en_no_x_listens_starts_talks() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("no, grpc listens on 9090 not 8080", "9090"),
            ("nope, the app starts at 0x08008000", "0x08008000"),
            ("no, the mobile app talks to the bff, not core-api", "bff"),
            ("actually the api listens on 8443", "8443"),
            ("No, the worker listens on 7000.", "7000"),
            ("nah, the bootloader starts at 0x08000000", "0x08000000"),
            (
                "no no, the frontend talks to api-gateway, not core",
                "api-gateway",
            ),
            ("no, redis listens on 6380 here", "6380"),
            ("actually, metrics listen on 9100", "9100"),
            ("no, the web app talks to /v2 not /v1", "/v2"),
            ("nope, numbering starts at 1 not 0", "1"),
            ("no, the cron job starts at 02:00", "02:00"),
            ("no, postgres listens on 5433 in dev", "5433"),
            ("no, the cli talks to the daemon, not the api", "daemon"),
            ("actually the sidecar listens on 15001", "15001"),
        ],
        &[
            "no, it listens on 9090",
            "does grpc listen on 9090?",
            "grpc listens on 9090",
            "no, the server listens on nothing",
            "no, the cause is the port, not the app",
            "no, the app starts at boot and crashes",
            "no idea what it listens on",
            "no, you talk to the bff",
            "no, I talk to the team tomorrow",
            "no, that starts at 9",
            "no, this listens on 9090?",
            "nothing listens on 9090",
            "no, he talks to the vendor",
            "no, they start at 9",
            "not sure which port it listens on",
        ],
    );
}

/// A clause of no more changing (不动了, 不换了, 不纠结了) closes the choice as 定了 does: the 吧
/// of "保持现状吧，不动了" suggests nothing still open. 吧 alone, a strong hedge (可能), a
/// question, a later review (再看看), a hypothetical or a thing that stopped moving stays
/// silent.
#[test]
fn variations_zh_keep_as_is_closed_by_no_more_changing() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("Nginx 那套配置保持现状吧，不动了", "Nginx"),
            ("数据库保持现状吧，不换了", "数据库"),
            ("目录结构维持现状吧，不改了", "目录结构"),
            ("登录流程保持原样吧，不动了。", "登录流程"),
            ("CI 配置保持现状吧，就不动了", "CI"),
            ("接口格式维持原样吧，不变了", "接口格式"),
            ("部署脚本保持不变吧，不纠结了", "部署脚本"),
            ("老的计费模块保持现状吧，不再纠结了", "计费模块"),
            ("构建工具维持现状吧,不换了", "构建工具"),
            ("日志格式保持原样吧，也不改了！", "日志格式"),
            ("權限模型維持現狀吧，不動了", "權限模型"),
            ("Docker 镜像保持现状吧，都不动了", "Docker"),
            ("前端框架维持现状吧，不再换了", "前端框架"),
            ("缓存策略保持不变吧，不改了", "缓存策略"),
            ("monorepo 结构保持现状吧，不动了", "monorepo"),
        ],
        &[
            "保持现状吧",
            "保持现状吧？",
            "要不保持现状吧",
            "保持现状吧，再看看",
            "可能保持现状吧，不动了",
            "可能是驱动吧，鼠标不动了",
            "保持现状吧，不动了吗",
            "鼠标不动了",
            "先保持现状吧，明天再说",
            "页面卡住不动了吧",
            "保持现状吧，不动了的话会怎样",
            "如果保持现状吧，不动了",
            "保持现状吧，我不确定",
            "程序不动了，重启吧",
            "保持现状吧，不动了会不会有问题",
        ],
    );
}

/// A correcting lead (actually, to be clear, to clarify, no) before "I / we don't want …"
/// says what the user wants of the product against what the agent assumed: a counted
/// correction. Effort of the user's own, a pronoun for this task's thing, a time of now or a
/// question is not one.
#[test]
fn variations_en_actually_i_dont_want() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "Actually, I don't want the sidebar to collapse on mobile.",
                "sidebar",
            ),
            (
                "Just to be clear, I don't want the API keys in the frontend bundle",
                "API keys",
            ),
            (
                "to be clear: we don't want users to sign up without an invite",
                "sign up",
            ),
            ("actually i dont want to store images in postgres", "images"),
            (
                "To clarify, I don't want any analytics scripts on the landing page.",
                "analytics",
            ),
            (
                "no, I don't want the modal to close on outside click",
                "modal",
            ),
            (
                "Actually we don't want to call the payment API from the client",
                "payment API",
            ),
            (
                "just to be clear I do not want the logs to include emails",
                "logs",
            ),
            (
                "Again, I don't want the build to download fonts at runtime",
                "fonts",
            ),
            (
                "actually, I don't want the dates in local time, keep them UTC",
                "dates",
            ),
            (
                "To be clear, we don't want a separate admin app",
                "admin app",
            ),
            (
                "Actually I don’t want the cron job to run on weekends.",
                "cron job",
            ),
            (
                "just to be clear, I don't want emails sent from staging",
                "emails",
            ),
            (
                "actually i don't want to expose the internal ids in URLs",
                "internal ids",
            ),
            (
                "To be clear I don't want retries on POST requests",
                "retries",
            ),
        ],
        &[
            "actually I don't want to deal with that today",
            "just to be clear, I don't want to guess the numbering",
            "Actually I don't want it to show decimals",
            "actually I don't want this",
            "to be clear, I don't want you to stop",
            "Actually, do I not want the sidebar?",
            "actually I don't want the sidebar to collapse?",
            "Actually he doesn't want the sidebar to collapse",
            "actually I want the sidebar to collapse",
            "Just to be clear, I don't want to break anything",
            "actually I don't want to wait for CI right now",
            "to be clear, I don't want the modal to close for now",
            "actually I don't know what I want",
            "Actually I don't want that",
            "actually I don't want to be rude, but the build is slow",
        ],
    );
}
