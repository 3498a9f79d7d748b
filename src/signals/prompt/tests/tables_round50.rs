//! Round fifty's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round fifty"). Found by probing the binary with phrasings of our own
//! making in issue 18's class "a meta-request saved as a rule", none from any corpus.

use super::*;

/// A rule whose whole object is an incident in view ("never make this mistake again", 以后别再
/// 犯这种错误, "prevent the same issue") names nothing a reader can find a month later: no
/// line goes to MEMORY.md. The agent, who saw the mistake, is asked (a "never … again" or a
/// rule-file ask still counts a candidate; an ask to change the agent's rules fires nothing).
/// A fault named by what it is, or a rule after it, is written as before.
#[test]
fn variations_an_incident_in_view_is_no_rule() {
    let asked = [
        "never make this mistake again",
        "from now on avoid this error",
        "From now on, avoid this error!",
        "always prevent this kind of bug",
        "in the future, avoid this problem.",
        "next time, don't repeat that mistake",
        "add a rule to prevent the same issue",
        "update the agent rules to prevent same issue",
        "remember to avoid these mistakes going forward",
        "going forward, never make that kind of mistake again",
        "please never introduce this regression again",
        "以后不要再犯这个错误了",
        "记住，以后别再出现这种问题",
        "把这个写进规则里，防止再犯",
        "以后注意别再犯同样的错误",
        "这种低级错误以后别再犯了",
        "以后避免类似的问题",
        "加个单测，以后别再出这种 bug",
        "这个 bug 下次不要再出现了",
    ];
    for prompt in asked {
        let d = detect(prompt);
        assert!(
            matches!(d.target, Target::Nothing | Target::CandidateRule),
            "{prompt:?} → {d:?}"
        );
    }
    for (prompt, saved) in [
        ("from now on avoid N+1 queries", "N+1"),
        ("以后别再出现硬编码的密钥", "硬编码"),
        (
            "from now on, avoid this error by running migrations first",
            "migrations first",
        ),
        (
            "always avoid the same-origin issue with cookies",
            "same-origin",
        ),
        ("never repeat the same migration twice", "migration"),
        ("always handle this error code with a retry", "retry"),
        ("以后遇到这种问题先看日志", "先看日志"),
        ("以后这类错误都要记录到 sentry", "sentry"),
        (
            "from now on, to avoid this error, always run migrations first",
            "migrations",
        ),
        ("always avoid mistakes in the changelog", "changelog"),
        ("下次出现同样的问题就直接回滚", "回滚"),
        ("从现在开始，避免这个错误的办法是先跑迁移", "先跑迁移"),
        ("never make database calls in a loop again", "in a loop"),
        ("以后不要再犯空指针的错误", "空指针"),
        (
            "from now on avoid the same bug class as CVE-2024-1234",
            "CVE",
        ),
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &[saved]);
    }
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_an_incident_in_view_is_no_rule];
