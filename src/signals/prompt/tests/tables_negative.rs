//! Variation tables of the negative decisions (not doing, not needed, out of scope) and settled decisions in Chinese families (see `table` in the parent module).

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_not_doing,
    variations_zh_not_needed,
    variations_zh_drop,
    variations_zh_keep_as_is,
    variations_en_not_doing,
];

/// A clause that opens (after 我们/决定/a scope word such as 这期/暂时) with 不做/不上/不引入/不考虑…
/// and an object declines that work for the project: a negative decision.
/// Not taken: the 吧 particle ("目前不接入微信登录吧") reads as hedged, and 这次 ("这次不加缓存")
/// scopes it to the task at hand.
#[test]
fn variations_zh_not_doing() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("我们不做多租户", "多租户"),
            ("这期不上 Redis 了", "Redis"),
            ("先不引入 Kafka，成本太高", "Kafka"),
            ("决定不考虑 Windows 支持", "Windows"),
            ("暂时不支持 IE11", "IE11"),
            ("我们决定不做国际化了", "国际化"),
            ("好的，这版不做导出功能", "导出功能"),
            ("咱们今年不迁移到 k8s", "k8s"),
            ("不做多租户，太复杂了", "多租户"),
            ("我们不搞微服务，单体就够了", "微服务"),
            ("团队决定不引入 GraphQL", "GraphQL"),
            ("短期内不升级 React", "React"),
            ("就不拆服务了", "服务"),
            ("那这版不做暗色模式!", "暗色模式"),
            ("目前不接入支付宝。", "支付宝"),
            ("这边不考虑移动端", "移动端"),
        ],
        &[
            "不做的话会怎样？",
            "我们不做多租户吗",
            "他说不做多租户",
            "如果不做多租户，会省很多事",
            "这个功能不支持的话怎么办",
            "我今天不加班",
            "多租户不做不行",
            "这个接口不支持分页",
            "昨天决定不做多租户",
            "我们不做多租户会不会有问题",
            "这次不加缓存",
            "目前不接入微信登录吧",
            "不上不下的感觉",
            "为什么不做多租户？",
            "不做",
        ],
    );
}

/// 暂不需要 / 暂时不需要 / 目前不需要 / (我们)用不着 / 没必要 with an object says the project
/// does not need that work yet: a negative decision.
#[test]
fn variations_zh_not_needed() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("暂不需要多语言", "多语言"),
            ("我们暂时不需要 Redis", "Redis"),
            ("咱们目前不需要做权限系统", "权限系统"),
            ("先不需要加监控，流量还小", "监控"),
            ("好的，我们用不着 Kafka", "Kafka"),
            ("我们没必要上 k8s", "k8s"),
            ("现在不需要引入 ORM。", "ORM"),
            ("我们现阶段不需要搞微服务", "微服务"),
            ("暂时不需要支持 Windows 了", "Windows"),
            ("暂不需要加缓存！", "缓存"),
            ("还不需要做国际化", "国际化"),
            ("我们这期不需要上消息队列", "消息队列"),
            ("暂且不需要搞 CI", "CI"),
            ("咱们不需要加日志了", "日志"),
            ("我们不需要 GraphQL，REST 就够了", "GraphQL"),
        ],
        &[
            "暂不需要吗",
            "我们暂时不需要 Redis 吗",
            "他说暂时不需要 Redis",
            "如果暂时不需要 Redis，就先删掉",
            "你暂时不需要管这个",
            "我不需要帮助",
            "这个函数不需要参数",
            "不需要",
            "暂不需要的话就删了",
            "请求不需要 token",
            "这个页面不需要登录",
            "我们需要 Redis",
            "暂时需要 Redis",
            "为什么我们不需要 Redis？",
            "用户不需要重新登录",
        ],
    );
}

/// 放弃 / 砍掉 / 废弃 / 不再用(维护、支持) followed by an object drops that thing from the
/// project: a negative decision. Not taken: 吧 ("砍掉埋点模块吧") reads as hedged.
#[test]
fn variations_zh_drop() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("放弃 MongoDB，改用 Postgres", "MongoDB"),
            ("我们放弃 Electron 方案", "Electron"),
            ("决定放弃微服务架构", "微服务架构"),
            ("好的，砍掉导出功能", "导出功能"),
            ("团队决定废弃旧的 v1 接口", "v1 接口"),
            ("咱们不再使用 jQuery", "jQuery"),
            ("我们不再支持 Python 2。", "Python 2"),
            ("不再维护 Windows 版本了", "Windows"),
            ("放弃 Redux，用 zustand！", "Redux"),
            ("废弃 legacy 目录", "legacy"),
            ("决定放弃 GraphQL, 太重了", "GraphQL"),
            ("咱们放弃自研 ORM", "自研 ORM"),
            ("不再用 moment.js", "moment.js"),
            ("我们决定不再维护旧 SDK", "旧 SDK"),
            ("那砍掉埋点模块!", "埋点模块"),
        ],
        &[
            "我要放弃了",
            "放弃吧",
            "他放弃了 MongoDB",
            "不再用了",
            "如果放弃 MongoDB 会怎样",
            "要不要放弃 MongoDB？",
            "放弃 MongoDB 吗",
            "我不再使用了",
            "昨天放弃了 Electron 方案",
            "不再提示这个警告",
            "砍掉埋点模块吧",
            "别放弃",
            "放弃了",
            "为什么放弃 MongoDB？",
            "他说要放弃 MongoDB",
        ],
    );
}

/// 保持现状 / 维持原样 / 保持不变 / (先、这期、目前)不动 / …不要了 after a subject keeps that
/// part of the project as it is: a negative decision. Not taken: a 吧 ending reads as hedged;
/// reported speech ("他说保持现状"), 先不动手 ("don't start yet") and a stuck thing ("鼠标不动了")
/// are not told apart, so they are left out of the misses.
#[test]
fn variations_zh_keep_as_is() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("目录结构保持现状", "目录结构"),
            ("登录流程维持现状就行", "登录流程"),
            ("配置文件保持不变", "配置文件"),
            ("数据库这块先不动了", "数据库"),
            ("好的，鉴权模块维持原样。", "鉴权模块"),
            ("样式先不动", "样式"),
            ("CI 脚本保持不变！", "CI 脚本"),
            ("打包配置这期不动", "打包配置"),
            ("部署脚本保持原样，别改", "部署脚本"),
            ("缓存层目前不拆", "缓存层"),
            ("报表导出不要了", "报表导出"),
            ("权限模块砍掉", "权限模块"),
            ("那接口命名保持现状!", "接口命名"),
            ("错误码维持现状, 不改了", "错误码"),
            ("前端路由暂不动", "前端路由"),
        ],
        &[
            "保持现状会不会有问题",
            "保持现状吗",
            "要保持现状的话就别合并了",
            "服务器状态不变",
            "我不动这个文件",
            "不动产登记",
            "这个值保持不变吗",
            "保持现状的话需要改什么",
            "日志格式保持现状吧",
            "温度保持在 20 度",
            "页面一直不动",
            "保持现状还是重构？",
            "状态保持了很久",
            "为什么保持现状？",
            "现状很糟糕",
        ],
    );
}

/// "(we're / we will / we) not doing / adding / using / going to support … X" declines that
/// work for the project: a negative decision. Not taken: "for now" reads as hedged.
#[test]
fn variations_en_not_doing() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            ("we're not doing SSO", "SSO"),
            ("We are not adding a GraphQL layer.", "GraphQL"),
            ("OK, we're not going to support IE11", "IE11"),
            ("were not using Redux", "Redux"),
            ("we will not migrate to Kubernetes", "Kubernetes"),
            ("we're not gonna rewrite the parser", "parser"),
            ("so we are not building a mobile app", "mobile app"),
            ("We're not switching to Bun!", "Bun"),
            (
                "we're not shipping dark mode in this release, too much work",
                "dark mode",
            ),
            ("we're not supporting Windows", "Windows"),
            ("were not touching the legacy auth module", "legacy auth"),
            ("we're not adopting Nix", "Nix"),
            ("not implementing OAuth, API keys are enough", "OAuth"),
            ("we're not going with Mongo", "Mongo"),
            ("We’re not introducing a message queue.", "message queue"),
            ("we'll not refactor the router", "router"),
        ],
        &[
            "we're not doing great on time",
            "are we not doing SSO?",
            "he said we're not doing SSO",
            "if we're not doing SSO then skip the login page",
            "the tests are not doing anything",
            "I'm not using that",
            "not doing well today",
            "we're not doing SSO?",
            "it's not adding up",
            "not doing i18n for now",
            "why are we not using Redux?",
            "the server is not using the cache",
            "we're doing SSO",
            "she's not doing SSO",
            "they were not using Redux",
        ],
    );
}
