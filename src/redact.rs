//! Secrets never reach a memory file: every text the store writes passes through here.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

pub const REMOVED: &str = "[removed]";

/// Known token shapes, replaced whole.
static TOKEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?x)
        -----BEGIN[\x20A-Z0-9]*PRIVATE\x20KEY-----[\s\S]*?(?:-----END[\x20A-Z0-9]*PRIVATE\x20KEY-----|\z)
        | \bsk-(?:ant-)?[A-Za-z0-9_\-]{12,}
        | \bgh[pousr]_[A-Za-z0-9]{20,}
        | \bgithub_pat_[A-Za-z0-9_]{20,}
        | \bxox[abposr]-[A-Za-z0-9\-]{8,}
        | \b(?:AKIA|ASIA)[0-9A-Z]{16}\b
        | \beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*
        | \bglpat-[A-Za-z0-9_\-]{20,}
        | \bAIza[0-9A-Za-z_\-]{35}
        ",
    )
    .expect("token regex")
});

/// `Bearer <token>` and `Basic <token>` credentials.
static AUTH_SCHEME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(bearer|basic)\s+([A-Za-z0-9_\-\.=:/+~]{8,})").expect("auth regex")
});

/// `password=…`, `TOKEN: …`, `AWS_SECRET_ACCESS_KEY=…`, `--password=…`: keep the name, drop the value.
static ASSIGNMENT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?ix)
        \b([A-Za-z0-9_\-]*(?:password|passwd|pwd|passphrase|secret|token|api[_\-]?key|access[_\-]?key|private[_\-]?key|credentials?)[A-Za-z0-9_\-]*)
        (\s*[=:]\s*)
        ("[^"\n]*"|'[^'\n]*'|[^\s"',;&|)]+)
        "#,
    )
    .expect("assignment regex")
});

static PRIVATE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?is)<private>.*?(?:</private>|\z)").expect("private regex"));

/// Values that say something about a secret without being one (`using password: YES`).
fn is_placeholder(value: &str) -> bool {
    let v = value.trim_matches(|c| c == '"' || c == '\'' || c == ')');
    [
        "yes", "no", "true", "false", "null", "none", "required", "set", "unset", "",
    ]
    .iter()
    .any(|p| v.eq_ignore_ascii_case(p))
        || v.chars().all(|c| c == '*')
}

/// Remove `<private>…</private>` text and replace secrets with `[removed]`.
pub fn redact(text: &str) -> Cow<'_, str> {
    let mut out: Cow<'_, str> = Cow::Borrowed(text);
    if out.contains("<private>") || out.contains("<PRIVATE>") {
        out = Cow::Owned(PRIVATE.replace_all(&out, "").into_owned());
    }
    if TOKEN.is_match(&out) {
        out = Cow::Owned(TOKEN.replace_all(&out, REMOVED).into_owned());
    }
    if AUTH_SCHEME.is_match(&out) {
        out = Cow::Owned(
            AUTH_SCHEME
                .replace_all(&out, |c: &regex::Captures| format!("{} {REMOVED}", &c[1]))
                .into_owned(),
        );
    }
    if ASSIGNMENT.is_match(&out) {
        out = Cow::Owned(
            ASSIGNMENT
                .replace_all(&out, |c: &regex::Captures| {
                    if c[3].contains(REMOVED) || is_placeholder(&c[3]) {
                        c[0].to_string()
                    } else {
                        format!("{}{}{REMOVED}", &c[1], &c[2])
                    }
                })
                .into_owned(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_secret_shape_is_removed() {
        let cases = [
            "key sk-ant-api03-7kFVpzb2YBghZ2aXYzbtx-_akk9Ah3fW end",
            "token ghp_rc5UXHrZ7v64AHwiXsMNTD4uF5XmT8OZcKKx",
            "pat github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
            "slack xoxb-1234567890-abcdefghij",
            "aws AKIASIXQB6SDLTW6CUUZ here",
            "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig-part_x",
            "curl -H 'Authorization: Bearer abc.def-ghi_jkl123'",
            "mysql --password=AhOCmIyNSHQ190HY db",
            "AWS_SECRET_ACCESS_KEY=HVQSoxpUoUZdMOMt3wu7Hb52mcrR0fU/QBAVMbmC aws s3 ls",
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----",
            "token: hunter2hunter2",
        ];
        for case in cases {
            let out = redact(case);
            assert!(out.contains(REMOVED), "{case:?} → {out:?}");
            for secret in [
                "7kFVpzb2",
                "rc5UXHrZ",
                "11ABCDEFG",
                "1234567890-abc",
                "AKIASIXQ",
                "eyJzdWIi",
                "abc.def",
                "AhOCmIyN",
                "HVQSoxpU",
                "MIIEabc",
                "hunter2",
            ] {
                assert!(!out.contains(secret), "{case:?} → {out:?}");
            }
        }
    }

    #[test]
    fn private_text_is_dropped_and_plain_text_kept() {
        assert_eq!(redact("a <private>secret plan</private> b"), "a  b");
        assert_eq!(redact("(using password: YES)"), "(using password: YES)");
        let plain = "Use pnpm, not npm; the token bucket limit is 5/s";
        assert!(matches!(redact(plain), Cow::Borrowed(_)));
    }
}
