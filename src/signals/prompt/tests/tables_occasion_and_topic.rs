//! Variation tables of admitted decision families said with what surrounds the pick: a topic
//! dropped with 放弃了 after it (GraphQL 这个方向我们决定放弃了), a topic before 确定用 X (这个项目
//! 确定用 Tailwind), the occasion before the decision ("after the spike the decision is X"), and
//! where or with whom it was settled ("decided with Sam: …", "we agreed in standup: …").

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_topic_dropped,
    variations_zh_topic_then_settled_on_a_name,
    variations_en_occasion_before_the_decision,
    variations_en_settled_where_or_with_whom,
];

/// 放弃了 after a topic drops it as 砍掉 does. Said of oneself (我放弃了, "I give up"), of
/// someone else, asked, or scoped to now, it drops no plan.
#[test]
fn variations_zh_topic_dropped() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("GraphQL 这个方向我们决定放弃了", "GraphQL"),
            ("微服务拆分放弃了", "微服务拆分"),
            ("Kafka 那套我们放弃了。", "Kafka"),
            ("SSR 方案团队决定放弃了", "SSR"),
            ("Electron 版本咱们弃用了", "Electron"),
            ("自研 ORM 放弃掉了", "自研 ORM"),
            ("Redux 我们也放弃了", "Redux"),
            ("移动端原生开发，我们决定放弃了", "移动端原生开发"),
            ("monorepo 方案已经放弃了", "monorepo"),
            ("gRPC 网关这条路放弃了！", "gRPC"),
            ("Webpack 我们都弃用了", "Webpack"),
            ("多租户隔离这期放弃了", "多租户"),
            ("Helm chart 那套放弃了", "Helm"),
            ("国际化这块决定放弃了", "国际化"),
            ("Storybook 我們決定放棄了", "Storybook"),
        ],
        &[
            "这题我放弃了",
            "算了，我放弃了",
            "用户放弃了",
            "他们放弃了",
            "GraphQL 放弃了吗",
            "今天的调试放弃了",
            "这次发版放弃了",
            "放弃了",
            "我已经放弃了",
            "客户放弃了支付",
            "我决定放弃了",
            "对方也放弃了",
            "你放弃了？",
            "要不要放弃 GraphQL",
            "别放弃",
        ],
    );
}

/// Chinese fronts the topic: "这个项目确定用 Tailwind" is "确定这个项目用 Tailwind", the pick
/// named after the verb of adopting. A person before 确定 (你确定用…, 我确定用过), a question, or
/// a pick that names nothing stays silent.
#[test]
fn variations_zh_topic_then_settled_on_a_name() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("这个项目确定用 Tailwind", "Tailwind"),
            ("数据库确定用 Postgres 了", "Postgres"),
            ("前端确定采用 Vue 3", "Vue 3"),
            ("消息队列确定使用 RabbitMQ。", "RabbitMQ"),
            ("這個專案確定用 Tailwind", "Tailwind"),
            ("部署确定用 k8s", "k8s"),
            ("日志确定选用 Loki", "Loki"),
            ("CI 确定用 GitHub Actions！", "GitHub Actions"),
            ("缓存层确定用Redis", "Redis"),
            ("鉴权确定用 JWT 了", "JWT"),
            ("包管理确定用 pnpm", "pnpm"),
            ("ORM 确定用 Prisma", "Prisma"),
            ("图表库确定采用 ECharts", "ECharts"),
            ("时区确定用 UTC", "UTC"),
            ("测试框架确定用 Vitest", "Vitest"),
        ],
        &[
            "你确定用 Tailwind",
            "你确定用 Tailwind 吗？",
            "我确定用过 Tailwind",
            "他确定用 Tailwind",
            "这个项目确定用什么",
            "这个项目确定用哪个",
            "这个项目确定用不用 Tailwind",
            "这个项目不确定用 Tailwind",
            "确定一下用什么",
            "这个项目确定用这个",
            "数据库确定用哪个还没定",
            "这个项目确定用 Tailwind 还是 UnoCSS",
            "确定用吗",
            "这个项目到底确定用 Tailwind 吗",
            "这个项目还没确定",
        ],
    );
}

/// The occasion a decision came out of ("after the spike", "after the call with finance") says
/// when it was made, not what it is: the families of deciding read past it. A decision still to
/// come, or the occasion with no decision after it, stays silent.
#[test]
fn variations_en_occasion_before_the_decision() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "after the spike the decision is GraphQL for the public API",
                "GraphQL",
            ),
            (
                "after the benchmark we're going with LightGBM for ranking",
                "LightGBM",
            ),
            ("after the call, we decided to use Stripe", "Stripe"),
            ("After the review the verdict is Postgres", "Postgres"),
            ("after all that benchmarking we chose Rust", "Rust"),
            (
                "after the retro we settled on weekly releases",
                "weekly releases",
            ),
            ("after this, we'll go with Caddy", "Caddy"),
            (
                "after the spike, the decision is to keep REST internal",
                "REST",
            ),
            ("After the demo we are going with Tauri.", "Tauri"),
            (
                "after the meeting with finance we decided to close batches at 23:00",
                "23:00",
            ),
            ("after the incident we opted for Litestream", "Litestream"),
            ("after that we picked Zod for validation", "Zod"),
            ("after the poc the consensus is Temporal", "Temporal"),
            ("after the load test we're going with nginx", "nginx"),
            ("after the discussion the team decided to use Nx", "Nx"),
        ],
        &[
            "after the spike, tell me what you think",
            "after the benchmark, run the tests",
            "after the call we'll decide",
            "after the review, is the decision Postgres?",
            "after the spike the decision is still open",
            "after the spike the decision is yours",
            "after the demo we're going with the flow",
            "after the call, decide between A and B",
            "after the benchmark I'm going home",
            "after the meeting we went out for lunch",
            "after the deploy it went down",
            "after the spike, what's the decision?",
            "after that, go with whatever works",
            "after the incident we decided nothing yet",
            "after lunch we'll figure it out",
        ],
    );
}

/// Where or with whom a decision was settled ("decided with Sam:", "we agreed in standup:",
/// "we settled it in the sync:", "…, decided in the issue tracker") heads or closes the pick, as
/// "decision made:" does; "decision made on auth:" names what it was about. No pick after the
/// heading, a question, or a settling still to come stays silent.
#[test]
fn variations_en_settled_where_or_with_whom() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("decision made on auth: Keycloak, self-hosted", "Keycloak"),
            ("decided with Sam: releases go out on Mondays", "Mondays"),
            (
                "we agreed in standup: images go to S3 behind CloudFront",
                "S3",
            ),
            (
                "we settled it in the sync this morning: protobuf for telemetry",
                "protobuf",
            ),
            (
                "dropping python 3.8 support, decided in the issue tracker",
                "python 3.8",
            ),
            ("decision on caching: Redis with a 5 minute TTL", "Redis"),
            ("decided in the retro: two-week sprints", "two-week"),
            ("We agreed with the client: Stripe for payments.", "Stripe"),
            (
                "decision made about logging: structlog everywhere",
                "structlog",
            ),
            ("settled it during planning: pnpm workspaces", "pnpm"),
            ("decided at the offsite: Go for the new services", "Go"),
            (
                "moving CI to GitHub Actions, decided with the platform team",
                "GitHub Actions",
            ),
            (
                "we decided in review: no ORMs in the billing service",
                "ORM",
            ),
            ("decision re deploys: only on weekdays", "weekdays"),
            ("we settled this with Ana: UTC everywhere", "UTC"),
        ],
        &[
            "decided with Sam: nothing yet",
            "decision made on auth?",
            "we agreed in standup to talk later?",
            "decision on caching: pending",
            "decision on caching: up to you",
            "decided on a whim",
            "we agreed in standup",
            "what was decided in the retro?",
            "decision made on auth: still open",
            "we'll settle it in the sync tomorrow",
            "did we agree in standup?",
            "decision on caching: TBD",
            "settle it during planning",
            "who decided in the meeting?",
            "we agreed with you",
        ],
    );
}
