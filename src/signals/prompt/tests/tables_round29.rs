//! Variation tables of round twenty-nine's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round twenty-nine").

use super::*;

/// A standing rule asked for politely: "could you / can you please / will you …" with
/// "always" / "never" or a scope past this task (from now on, going forward), and 能不能 /
/// 可不可以 / 能否 before 以后 / 今后 / 每次, or 能不能别再…了. A conventional indirect request, not
/// a question about ability; "can you always reproduce it?" (a verb of perceiving or
/// attaining) and a polite ask about this task stay questions.
#[test]
fn variations_polite_standing_rules() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "can you please always run cargo fmt before committing",
                "run cargo fmt before committing",
            ),
            ("could u pls never force push", "never force push"),
            ("can you use pnpm from now on?", "use pnpm"),
            (
                "will you always add type hints from now on",
                "add type hints",
            ),
            (
                "can you please never touch the lockfile?",
                "never touch the lockfile",
            ),
            (
                "Could you always put pin numbers in a #define block",
                "put pin numbers in a #define block",
            ),
            ("can u always squash merge", "squash merge"),
            (
                "could you write the changelog entry in past tense from now on",
                "write the changelog entry in past tense",
            ),
            (
                "can you please always pin exact versions in package.json.",
                "pin exact versions in package.json",
            ),
            (
                "could you kindly never edit generated files",
                "never edit generated files",
            ),
            (
                "Can you run the linter before every push going forward?",
                "run the linter before every push",
            ),
            (
                "could you alwyas use absolute imports",
                "use absolute imports",
            ),
            ("可不可以以后都先跑测试再提交", "先跑测试再提交"),
            ("能否今后都用 pnpm", "用 pnpm"),
            ("以后能不能别再自动提交了？", "别再自动提交"),
            ("能不能每次都先跑 lint", "每次都先跑 lint"),
            ("能不能以后提交信息都用英文写？", "提交信息都用英文写"),
            (
                "以后能不能不要再自动格式化整个文件了",
                "不要再自动格式化整个文件",
            ),
        ],
        &[
            "can you always reproduce it?",
            "could you always see the logs",
            "can you always tell which one failed",
            "can you run the tests?",
            "could you check if it always fails?",
            "can you never do that again?",
            "would you always pick redis in this case?",
            "can we always use pnpm?",
            "could it always be null?",
            "can you make the linter always run on save",
            "能不能以后再说",
            "能不能以后支持暗色模式？",
            "以后能不能用 bun？",
            "你能不能告诉我以后怎么部署",
            "can you explain why it never terminates?",
            "could you tell me if we always need the flag going forward?",
            "can you remember what we decided yesterday?",
            "we could always use redis next time",
        ],
    );
    // How to talk to the user, asked the same way, is theirs (USER.md).
    for (prompt, saved) in [
        (
            "could you always answer in english from now on",
            "answer in english",
        ),
        (
            "could you keep replies short going forward",
            "keep replies short",
        ),
        ("能不能以后都用中文回复？", "用中文回复"),
        (
            "can you always reply in bullet points",
            "reply in bullet points",
        ),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Explicit, Target::User),
            "{prompt}"
        );
        assert!(d.text.contains(saved), "{prompt} → {}", d.text);
    }
}

pub(super) const TABLES: &[fn()] = &[variations_polite_standing_rules];
