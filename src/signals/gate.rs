//! The content gate for a fact about to be saved to MEMORY.md / USER.md: it must say
//! something on its own a month later — a named thing, value or rule — not a bare option
//! label, a number, or a pointer into a conversation that will be gone (docs/FORMATS.md
//! "Entry lines"; the prompt detector applies the same rule to what it saves).

use std::sync::LazyLock;

use regex::Regex;

/// Why a text cannot be saved as it is, or `None` when it can.
pub fn unfit(text: &str) -> Option<&'static str> {
    let t = text.trim();
    let words = t.split_whitespace().count();
    let han = t.chars().filter(|c| crate::text::is_han(*c)).count();
    if t.chars().filter(|c| c.is_alphanumeric()).count() < 3 {
        return Some("it is too short to mean anything later");
    }
    if BARE.is_match(t) {
        return Some("it only names an option or a number; say what was chosen, in full words");
    }
    if (words <= 4 && han == 0 || han > 0 && han <= 6 && words <= 2) && POINTER.is_match(t) {
        return Some(
            "it points at the conversation (this, that, the one above); say the thing itself",
        );
    }
    None
}

/// Nothing but an option label or a number: `option B`, `方案三`, `42`, `#2`, `the second one`.
static BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?ix)^[\s\p{P}]*(?:
            (?:option|choice|plan|approach|variant|version|number|no\.?|\#)?\s*(?:[a-h]|\d+(?:\.\d+)*|one|two|three|four|first|second|third|last)
            | (?:the\s+)?(?:first|second|third|last|other|former|latter)(?:\s+(?:one|option|choice))?
            | (?:方案|选项|选择|第)\s*[一二三四五六七八九十\dA-Ha-h]+\s*(?:个|种|条|号)?(?:方案)?
            | [\d.]+
        )[\s\p{P}]*$",
    )
    .expect("bare label regex")
});

/// A demonstrative or pronoun standing for the thing: `this`, `that one`, `这个`, `上面那个`.
static POINTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?ix)(?:^|\b)(?:this|that|these|those|it|the\s+(?:above|previous|last|same)\s*(?:one|version|approach)?|above|same)(?:\b|$)
        | 这个|那个|这样|那样|上面|上述|前面|刚才|它|这种|那种",
    )
    .expect("pointer regex")
});

#[cfg(test)]
mod tests {
    use super::unfit;

    #[test]
    fn bare_labels_and_pointers_are_unfit() {
        for text in [
            "option B",
            "方案三",
            "42",
            "#2",
            "the second one",
            "第二个",
            "B",
            "v2",
            "this",
            "that one",
            "这个",
            "用那个",
            "the above",
            "go with it",
            "ok",
        ] {
            assert!(unfit(text).is_some(), "{text:?} passed");
        }
    }

    #[test]
    fn facts_that_stand_alone_pass() {
        for text in [
            "Use pnpm, not npm",
            "Primary database is PostgreSQL 16",
            "用 pnpm 安装依赖，不用 npm",
            "Option B (the Redis cache) was rejected: too costly",
            "Deploy with `make release`, never by hand",
            "回复用中文",
            "this repo uses tabs for indentation",
        ] {
            assert_eq!(unfit(text), None, "{text:?} refused");
        }
    }
}
