//! Variation tables of round thirty-eight's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-eight").

use super::*;

/// A way of doing or an approach of the agent's, pointed at, with a verdict on it (这样写不行,
/// 这个方案是错的, 你这个思路不合理), and the rest of the sentence saying what holds or why: a
/// correction, saved without the verdict. A thing pointed at with no way or approach (这个按钮
/// 不行) may be broken; 还是不行 / 报错 report this attempt; 的话 / 如果 make a condition; a
/// question asks.
#[test]
fn variations_verdict_on_the_way_it_was_done() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("这样写不行，金额字段我们都用 decimal", "decimal"),
            ("这里这样写不行，effect 在开发模式下会跑两次", "effect"),
            (
                "这个方案不行，token 必须放在 httpOnly cookie 里",
                "httpOnly",
            ),
            ("你这个思路不对啊，缓存应该按租户分开", "按租户分开"),
            ("这么做不行，迁移脚本要能回滚", "回滚"),
            ("这种写法是错的，时间都要存成 UTC", "UTC"),
            ("这个计费模型是错误的，我们是按调用次数收费", "按调用次数"),
            ("刚才那个改法不对，分页用的是 PageHelper", "PageHelper"),
            ("上面的逻辑不合理，退款要走审核流程", "审核流程"),
            ("这样处理不行啊，空值要返回 404", "404"),
            ("这个设计行不通，服务之间只能走消息队列。", "消息队列"),
            ("队列消费是幂等的，你这样写不行", "幂等"),
            ("这样改不可以，配置要放在 config/ 下面", "config/"),
            ("你的理解不对，staging 和 prod 用的是两个账号", "两个账号"),
            ("这套命名不行，表名用复数", "复数"),
            ("这样搞不行哦，日志要打到 stdout", "stdout"),
        ],
        &[
            "这样写不行",
            "这个方案不行",
            "这样写还是不行，是不是缓存的问题",
            "这个按钮不行，点了是空的",
            "这样写不行吗？",
            "这样不行的话就换成 Redis",
            "如果这样写不行，就用 decimal",
            "这样写不行，你再想想",
            "这样改也报错，日志是空的",
            "这个方案行不行，用 Kafka 会不会太重",
            "这样试试不行再说",
            "网络不行，下载很慢",
            "我英语不行，回复用中文吧？",
            "这样写又不行，接口是 500",
            "这个方案不行，换个方案",
            "这个接口不行，返回是空的",
        ],
    );
}

/// This round's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_verdict_on_the_way_it_was_done];
