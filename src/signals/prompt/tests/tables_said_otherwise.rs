//! Variation tables of admitted families said in other words: a topic or an adverb of finality
//! before 决定 / 确定, talking with me as the topic of a reply rule, a checkpoint asked politely
//! or closing a report, a missed save asked with 吗 or "why wasn't…", a "final call on X:"
//! heading, a rule-file ask with the file as a modifier (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_decided_with_a_topic_or_finality,
    variations_zh_talking_with_me_as_the_topic,
    variations_checkpoint_asked_politely_or_after_a_report,
    variations_missed_save_asked_back,
    variations_en_final_call_on_a_topic,
    variations_rule_file_as_a_modifier,
    variations_zh_settled_then_closing_the_discussion,
    variations_en_how_to_talk_to_me,
    variations_en_stress_said_as_its_own_sentence,
    variations_en_wrong_after_an_interjection_or_softened,
];

/// "(topic) 最终 / 已经 决定 / 确定 + verb" or "(topic) 我们决定 + verb": the team's decision,
/// its topic first. Someone else's, an old one, or one still open stays silent.
#[test]
fn variations_zh_decided_with_a_topic_or_finality() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("数据库访问层最终决定用 sqlc", "sqlc"),
            ("图片存储最终确定走阿里云 OSS", "OSS"),
            ("pinia 的 store 我们决定按功能模块拆", "功能模块"),
            ("代理我们决定换 bright data", "bright data"),
            ("日志我们最终决定用 Loki 收集。", "Loki"),
            ("缓存层最后确定用 Redis 了", "Redis"),
            ("鉴权已经决定走 OIDC", "OIDC"),
            ("部署方式我们已经确定用 Helm！", "Helm"),
            ("消息队列团队决定换成 Kafka", "Kafka"),
            ("前端构建最终决定迁到 Vite", "Vite"),
            ("支付回调最终确定由网关服务处理", "网关服务"),
            ("命名我们决定按 snake_case 来", "snake_case"),
            (
                "CI 最后决定用 GitHub Actions，不用 Jenkins",
                "GitHub Actions",
            ),
            ("移动端大家决定用 Flutter", "Flutter"),
            ("最终確定用 PostgreSQL", "PostgreSQL"),
        ],
        &[
            "数据库访问层最终决定用哪个？",
            "数据库访问层最终决定用哪个还没定",
            "他们最终决定用 sqlc",
            "你最终决定用哪个都行",
            "之前我们决定用 sqlc 是因为性能",
            "如果最终决定用 sqlc，要改哪些地方",
            "缓存层是不是最终决定用 Redis",
            "日志最终决定用 Loki 还是 ELK",
            "部署方式要不要最终确定用 Helm",
            "客户最终决定用他们自己的 SSO",
            "领导决定按季度考核",
            "当时我们决定用 Mongo，后来换掉了",
            "鉴权还没最终决定用什么",
            "消息队列有没有决定用 Kafka",
            "最终决定用不用 Kafka 看压测结果",
        ],
    );
}

/// Talking with me (跟我说话, 和我交流) as the topic, then the language, or a verb of replying
/// with 我 as its object, then the length: how to talk to the user, USER.md.
#[test]
fn variations_zh_talking_with_me_as_the_topic() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("跟我说话用中文就行", "中文"),
            ("和我交流请用中文", "中文"),
            ("跟我聊天的时候用英文", "英文"),
            ("你跟我说话要用中文！", "中文"),
            ("和我沟通一律用中文", "中文"),
            ("跟我讲话用英语就好", "英语"),
            ("跟我對話請用繁體中文", "繁體"),
            ("与我交流时用英文", "英文"),
            ("和我对话都用中文啊", "中文"),
            ("跟我说话用英文就行了", "英文"),
            ("回答我请尽量简短", "简短"),
            ("回复我的时候简短一点", "简短"),
            ("回答我要简洁", "简洁"),
            ("回复我的时候尽量简洁点", "简洁"),
            ("答复我时要简短", "简短"),
        ],
        &[
            "跟我说话用中文吗？",
            "他跟我说话用中文",
            "客户跟我说话都用英文",
            "跟我说一下用中文怎么说",
            "和我交流的那个同事用英文",
            "如果跟我说话用英文会怎样",
            "跟我说话用中文还是英文都行",
            "回答我的问题之前先看代码",
            "回复我的邮件简短一点",
            "回复简短一点的那个版本更好",
            "跟我说话的那个机器人用中文",
            "和我交流请用中文吗",
            "你跟他说话用中文",
            "跟我聊天用的 app 是中文的",
            "回答我这个问题",
        ],
    );
}

/// A checkpoint asked as a polite question ("could you record a checkpoint?"), closing a report
/// ("…, log this as a checkpoint"), or with 个 / an English verb in Chinese (存个进度, log 一下进度).
#[test]
fn variations_checkpoint_asked_politely_or_after_a_report() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("Could you please record a checkpoint here?", ""),
            ("can you save a checkpoint now", ""),
            ("would you please create a checkpoint", ""),
            ("could u checkpoint this?", ""),
            ("Can you log a checkpoint before we switch branches?", ""),
            (
                "signup flow is done and tested. log this as a checkpoint",
                "",
            ),
            ("auth works, billing next — save this as a checkpoint.", ""),
            ("mark this as a checkpoint", ""),
            ("please record that as a checkpoint", ""),
            ("ok, add this to the checkpoint", ""),
            ("第一周差不多了，存个进度：api 骨架都通了", "api 骨架"),
            ("存个进度", ""),
            ("先存一个进度", ""),
            ("log 一下进度：数据清洗完成", "数据清洗"),
            ("帮我 record 一下进度", ""),
        ],
        &[
            "can you explain what a checkpoint is?",
            "could you load the last checkpoint?",
            "can you delete the old checkpoints?",
            "would you save the model checkpoint every 500 steps",
            "could you record a video of the bug?",
            "log this as a warning, not an error",
            "mark this as deprecated",
            "save this as a draft",
            "can you save the file?",
            "存个进度条组件",
            "log 一下请求耗时",
            "存个文件",
            "训练存个进度吧，每 1000 步一次",
            "record this as a known issue in the tracker",
            "checkpoint files are huge, can we delete them?",
        ],
    );
}

/// A missed save asked back: "why wasn't that saved?", an interjection first ("wait, you forgot
/// to add it to memory"), 没记下来吗, 这个应该记下来的.
#[test]
fn variations_missed_save_asked_back() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("I told you prod is on GKE, why wasn't that saved?", ""),
            ("why wasnt that saved", ""),
            ("why was that not recorded?", ""),
            ("why isn't this remembered??", ""),
            ("wait u forgot to add it to memory", ""),
            ("wait, you didn't save that", ""),
            ("ugh you forgot to save it", ""),
            ("hey, you didn't save that", ""),
            ("oh, you missed saving that one", ""),
            ("上次说过金额用 BigDecimal，你没记下来吗", ""),
            ("没记住吗？上周说过的", ""),
            ("这个没记上吗", ""),
            ("这个应该记下来的啊", ""),
            ("这条早就应该记住的", ""),
            ("上周定好的直连 5432，这个本来应该记下来的", "5432"),
        ],
        &[
            "why wasn't the file saved?",
            "why wasn't the draft saved?",
            "wait, did you save the file?",
            "hey, save the file first",
            "why isn't this test passing?",
            "我没记下来吗？",
            "这个文件应该存下来的",
            "这个应该记下来吗？",
            "上次说过金额用 BigDecimal，没存下来吗",
            "这个值应该记住上次的选择",
            "表单应该记住用户输入",
            "wait, why wasn't the cache invalidated?",
            "ugh, the build wasn't saved",
            "这些日志应该存下来的，不然没法排查",
            "他说这个应该记下来的",
        ],
    );
}

/// "Final call / decision / answer on X:" opens the outcome, as 最终决定：does.
#[test]
fn variations_en_final_call_on_a_topic() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("final call on versioning: we follow semver", "semver"),
            ("Final decision on the router: chi", "chi"),
            (
                "final answer on the mobile side: Expo managed workflow",
                "Expo",
            ),
            ("final word on hosting: Fly.io", "Fly.io"),
            ("the final call on auth: Keycloak with OIDC", "Keycloak"),
            ("our final decision on the db: Postgres 16", "Postgres 16"),
            ("final call for the cache: Redis.", "Redis"),
            ("final verdict on the ORM: Drizzle", "Drizzle"),
            (
                "final call from the infra sync: no self-hosted Prometheus",
                "Prometheus",
            ),
            ("final decision about logging: structured JSON", "JSON"),
            ("ok. final call on the queue: SQS", "SQS"),
            ("final call re the CSS: tailwind", "tailwind"),
            ("Final call on CI：GitHub Actions", "GitHub Actions"),
            ("final decision on the linter: ruff, not flake8", "ruff"),
            ("final call on the icon set: lucide", "lucide"),
        ],
        &[
            "final call on versioning: what do you think?",
            "what's the final call on versioning?",
            "final call on versioning: maybe semver?",
            "if the final call on hosting is Fly.io, what changes?",
            "the final call on auth is yours",
            "the final round on the router: chi vs gin benchmarks",
            "final exam on the db schema: tomorrow",
            "final call on versioning is still open",
            "he said the final call on hosting: Fly.io",
            "final call on the router: up to you",
            "final answer on the mobile side: not decided yet",
            "final call on the queue: let's discuss tomorrow",
            "no final call on the cache yet",
            "the final decision on the db: pending",
            "final call on the icon set: TBD",
        ],
    );
}

/// The rule file as the modifier of the noun added ("add a CLAUDE.md rule that …") is an ask
/// to put that rule in the file; "update AGENTS.md with the new X" copies material, no rule.
#[test]
fn variations_rule_file_as_a_modifier() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "can you add a CLAUDE.md rule that all SQL migrations must be reversible",
                "reversible",
            ),
            ("add a CLAUDE.md rule: never commit .env files", ".env"),
            ("add an AGENTS.md rule saying tests go in tests/", "tests/"),
            ("please add a new CLAUDE.md rule that we use pnpm", "pnpm"),
            (
                "make a CLAUDE.md rule that PRs need a changelog entry",
                "changelog",
            ),
            (
                "add a CLAUDE.md note: the staging db is read-only",
                "read-only",
            ),
            (
                "add another AGENTS.md rule that says no force pushes",
                "force pushes",
            ),
            (
                "write a CLAUDE.md rule: commit messages in English",
                "English",
            ),
            (
                "add a CLAUDE.md entry that ports below 1024 are off-limits",
                "1024",
            ),
            (
                "could you add a CLAUDE.md rule that API errors use RFC 7807",
                "RFC 7807",
            ),
            (
                "add a claude.md rule that every migration gets a down step",
                "down step",
            ),
            (
                "add a AGENTS.md rule: run make lint before pushing",
                "make lint",
            ),
            (
                "add one more CLAUDE.md rule: no default exports",
                "default exports",
            ),
            ("create an AGENTS.md rule that docs live in docs/", "docs/"),
            (
                "add a CLAUDE.md convention that we use kebab-case for branches",
                "kebab-case",
            ),
        ],
        &[
            "update AGENTS.md with the new build steps from the Makefile",
            "update CLAUDE.md with the latest commands",
            "update AGENTS.md to reflect the new folder layout",
            "update CLAUDE.md to match the current scripts",
            "does CLAUDE.md have a rule about pnpm?",
            "don't add a CLAUDE.md rule for this",
            "what's the CLAUDE.md rule about migrations?",
            "the CLAUDE.md rule that says use pnpm is outdated",
            "if we add a CLAUDE.md rule, will you follow it?",
            "add a CLAUDE.md section about testing",
            "add the CLAUDE.md file to .gitignore",
            "add a link to CLAUDE.md in the README",
            "remove the CLAUDE.md rule about tabs",
            "should we add an AGENTS.md rule that tests go in tests/?",
            "update AGENTS.md with the missing sections",
        ],
    );
}

/// A confirmation that points back (这个已经定了) may close with a remark that ends the
/// discussion (别再提了, 不用再讨论了): the decision is still what came before it. The remark
/// alone, or after a report, settles nothing.
#[test]
fn variations_zh_settled_then_closing_the_discussion() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "我们不用 Kubernetes，就 docker compose 跑，这个已经定了别再提了",
                "docker compose",
            ),
            ("用 pnpm，定了，别再提了", "pnpm"),
            ("数据库用 Postgres，定了，不用再讨论了", "Postgres"),
            ("前端用 Vue3，就这么定了，别再争了", "Vue3"),
            ("部署走 Helm，已经定了，不要再提了", "Helm"),
            ("日志用 Loki，决定了，别再问了", "Loki"),
            ("缓存上 Redis，定了啊，别再纠结了", "Redis"),
            (
                "CI 用 GitHub Actions，这个定了，不必再讨论",
                "GitHub Actions",
            ),
            ("鉴权走 OIDC，拍板了，别提了", "OIDC"),
            ("接口统一 REST，确定了，不用再争论了", "REST"),
            ("包管理用 uv，定了。别再提了", "uv"),
            ("队列用 Kafka，就这样定了，别再讨论啦", "Kafka"),
            ("打包用 Vite，定了，不要再纠结", "Vite"),
            ("测试用 pytest，这个已经定了，别再问啦", "pytest"),
            ("图标用 lucide，敲定了，别再提", "lucide"),
        ],
        &[
            "别再提了",
            "这个 bug 别再提了",
            "别再问了，先把测试跑通",
            "不用再讨论了吗？",
            "定了吗？别再提了",
            "还没定，别再提了",
            "这个还没确定，不用再讨论",
            "别再纠结了，先跑起来看看",
            "他说定了，别再提了",
            "如果定了就别再提了",
            "会议时间定了，别再问了",
            "不用再讨论了，先修 bug",
            "别再争了，下班吧",
            "随便定了，别再问了",
            "不要再提了，烦死了",
        ],
    );
}

/// "Use English when you talk to me", "talk to me in bullet points", "no long paragraphs in
/// your answers": how the whole conversation goes, USER.md. One answer's form ("respond in
/// bullet points", "for this one") or a text of the project stays silent.
#[test]
fn variations_en_how_to_talk_to_me() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("use english when you talk to me", "english"),
            ("please use English when replying to me", "English"),
            ("always use german when you write to me", "german"),
            ("use english in your replies", "english"),
            ("Use Chinese in all your answers.", "Chinese"),
            ("use english when answering", "english"),
            ("talk to me in short bullet points", "bullet points"),
            (
                "talk to me in short bullet points, I read these on my phone",
                "bullet points",
            ),
            ("speak to me in plain english", "plain english"),
            ("write to me in simple terms please", "simple terms"),
            ("please talk to me in short sentences", "short sentences"),
            ("always talk to me in bullets", "bullets"),
            ("no long paragraphs in your answers", "paragraphs"),
            ("no emojis in your replies please", "emojis"),
            ("no more walls of text in your responses!", "walls of text"),
        ],
        &[
            "use english for the error messages",
            "use english in the README",
            "talk to me in the morning",
            "talk to me in private about this",
            "respond in bullet points",
            "answer in bullet points for this one",
            "shorten the long paragraphs in the docs",
            "remove the emojis from the commit messages",
            "can you talk to me in bullet points?",
            "he talks to me in short bullet points",
            "if you talk to me in bullet points, is that shorter?",
            "use english when you talk to the customer",
            "no paragraphs in your answer to this",
            "the bot should talk to users in plain english",
            "use english when you write the changelog",
            "please reply in Chinese so I can forward it to my team lead",
            "answer in English so that I can paste this into the ticket",
        ],
    );
}

/// "Always." / "Ever." / "No exceptions." as a sentence of its own after an imperative stress
/// it as ", always" does; after a statement, a question, or with nothing before, nothing.
#[test]
fn variations_en_stress_said_as_its_own_sentence() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "no direct pushes to main on this repo, open a PR even for typo fixes. always.",
                "open a PR",
            ),
            ("Do not use unwrap() in library code. Ever.", "unwrap()"),
            (
                "Do not use unwrap() in library code. Ever. Only in tests.",
                "unwrap()",
            ),
            ("run the tests before you push. Always.", "run the tests"),
            ("run the tests before you push. always!", "run the tests"),
            ("never commit the .env file. EVER.", ".env"),
            ("dont force push to main. ever", "force push"),
            (
                "use prepare() for custom queries. No exceptions.",
                "prepare()",
            ),
            ("pin actions to a commit sha. No exception.", "commit sha"),
            ("squash before merging. Every time.", "squash"),
            (
                "write the migration's down step. Every single time.",
                "down step",
            ),
            ("rebase on main before opening a PR. Each time.", "rebase"),
            ("sign your commits. Without exception.", "sign your commits"),
            ("bump the version in Cargo.toml.\nalways.", "Cargo.toml"),
            (
                "Don't edit generated files by hand. Ever!",
                "generated files",
            ),
        ],
        &[
            "always.",
            "ever.",
            "best build ever.",
            "that was the worst bug ever. always.",
            "did you run the tests? always.",
            "run the tests? Always?",
            "the tests passed. No exceptions.",
            "it crashed again. Every time.",
            "I always forget this. Always.",
            "it fails on CI. Every single time.",
            "the job runs nightly. Always.",
            "we tried that once. Ever.",
            "nothing was thrown. always.",
            "the build is green. Each time.",
            "it worked. ever since the upgrade.",
        ],
    );
}

/// "That's wrong" after an interjection ("oh wait, …"), softened ("I'm afraid …"), or said as
/// "that isn't (quite) right": a correction, with the right value after it. A question, a
/// judgement of an act, or nothing after it stays silent.
#[test]
fn variations_en_wrong_after_an_interjection_or_softened() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "oh wait that's wrong, our API base url is /api/v2 now",
                "/api/v2",
            ),
            (
                "I'm afraid that isn't quite right: the free plan allows 3 projects, not 5",
                "3 projects",
            ),
            ("that isn't right, the port is 8443", "8443"),
            ("sorry, that's wrong, prod is eu-west-1", "eu-west-1"),
            (
                "wait, that's not correct: staging uses the replica",
                "replica",
            ),
            ("hmm that's incorrect, the queue is SQS", "SQS"),
            (
                "oops, that's wrong, the bucket is acme-prod-assets",
                "acme-prod-assets",
            ),
            ("that's not quite right, the timeout is 30s", "30s"),
            ("actually that is wrong, we deploy on Tuesdays", "Tuesdays"),
            ("that wasn't correct: the key lives in Vault", "Vault"),
            ("ugh that's wrong again, the schema is billing", "billing"),
            ("I'm afraid that's incorrect, the api uses OAuth2", "OAuth2"),
            (
                "oh, that is not right, the region is us-east-2",
                "us-east-2",
            ),
            ("wait wait, that's wrong, we use yarn 4", "yarn 4"),
            (
                "that isn't entirely accurate: the cron runs at 02:00 UTC",
                "02:00",
            ),
        ],
        &[
            "is that right?",
            "wait, is that correct?",
            "that isn't right for this case",
            "I think that's wrong",
            "it wasn't correct to restart it",
            "oh wait",
            "hmm, what's wrong with it?",
            "sorry, something went wrong",
            "oops, wrong file",
            "that isn't right?",
            "was that right?",
            "I'm afraid it crashed again",
            "ugh, the build is wrong again",
            "that's not quite what I asked, try again",
            "wait, am I wrong?",
        ],
    );
}
