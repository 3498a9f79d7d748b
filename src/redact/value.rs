//! What a candidate value looks like: a placeholder, a reference in code, an ordinary word or
//! number, or a credential. The key/value and header rules ask these questions; see
//! docs/SECRETS.md for the decisions (why `changeme` is a placeholder, why a plain word after
//! `password:` is a secret but after `key:` is not).

use super::REMOVED;
use crate::num;

/// Shannon entropy of `s` in bits, as gitleaks computes it: character frequencies over the
/// byte length.
pub(super) fn shannon_entropy(s: &str) -> f64 {
    if s.is_empty() {
        return 0.0;
    }
    let mut counts: Vec<(char, usize)> = Vec::with_capacity(s.len().min(64));
    for c in s.chars() {
        match counts.iter_mut().find(|(k, _)| *k == c) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    let len = s.len() as f64;
    counts
        .iter()
        .map(|&(_, n)| {
            let p = n as f64 / len;
            -p * num::log2(p)
        })
        .sum()
}

/// Words that stand for a value without being one (`password: required`, `token: string`).
#[rustfmt::skip]
const PLACEHOLDER_WORDS: &[&str] = &[
    "yes", "no", "true", "false", "null", "nil", "none", "empty", "required", "optional", "set",
    "unset", "redacted", "removed", "hidden", "masked", "secret", "secrets", "password", "passwd",
    "token", "changeme", "change-me", "change_me", "changeit", "example", "sample", "dummy",
    "placeholder", "todo", "tbd", "n/a", "na", "string", "str", "bool", "boolean", "int",
    "integer", "number", "any", "unknown", "object", "bytes", "undefined", "secretstr", "default",
    "auto", "env", "on", "off", "enabled", "disabled", "inherit", "valid", "invalid", "expired",
    "missing", "ok", "replaceme", "replace-me", "replace_me", "bearer", "basic", "prompt",
    "usize", "isize", "u8", "u16", "u32", "u64", "u128", "i8", "i16", "i32", "i64", "i128", "f32",
    "f64", "char", "void", "long", "short", "float", "double", "byte", "uint", "handle", "text",
    "varchar", "self", "this", "ctx", "context", "return", "break", "continue", "await",
];

/// A value that stands for a secret without being one: a masked value (`****`), a variable
/// (`$PASSWORD`, `${DB_PASSWORD}`, `%TOKEN%`, `{{ secrets.X }}`), a template slot
/// (`<your-password>`, `[TOKEN]`, `{password}`), `your_token_here`, or a word from
/// [`PLACEHOLDER_WORDS`]. Also what redaction wrote itself.
pub(super) fn is_placeholder(v: &str) -> bool {
    let v = v.trim();
    if v.is_empty() || v.contains(REMOVED) {
        return true;
    }
    let lower = v.to_ascii_lowercase();
    let masked = v.chars().all(|c| "*•·xX#.-_?…".contains(c))
        && (v.chars().any(|c| "*•·#.…".contains(c)) || v.len() >= 3);
    let punctuation = !v.chars().any(char::is_alphanumeric);
    let variable = match v.as_bytes() {
        [b'$', next, ..] => next.is_ascii_alphabetic() || b"_{(".contains(next),
        [b'%', .., b'%'] | [b'@', .., b'@'] => true,
        _ => false,
    };
    // `"new-refresh-token"`, `my_secret_password`: words that name what they stand for.
    let self_describing = lower
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b == b'-' || b == b'_')
        && lower.contains(['-', '_'])
        && [
            "token", "secret", "password", "passwd", "key", "pass", "pwd",
        ]
        .iter()
        .any(|stem| lower.contains(stem));
    let slot = (v.starts_with('<') && v.ends_with('>'))
        || (v.starts_with('[') && v.ends_with(']'))
        || (v.starts_with('{') && v.ends_with('}'))
        || v.starts_with("{{")
        || v.starts_with('<');
    masked
        || punctuation
        || variable
        || slot
        || self_describing
        || lower.starts_with("your")
        || lower.ends_with("_here")
        || lower.ends_with("-here")
        || lower.starts_with("insert")
        || PLACEHOLDER_WORDS.contains(&lower.as_str())
}

/// Stems of key names; a value that is an identifier built on one is a variable
/// (`password=db_password`, `token: GITHUB_TOKEN`), not a secret.
#[rustfmt::skip]
const KEY_STEMS: &[&str] = &[
    "pass", "pwd", "token", "secret", "key", "cred", "auth",
];

/// An unquoted value that is code: a call or index (`getenv("X")`, `os.environ["X"]`), a
/// path (`config.password`, `process.env.TOKEN`, `token::Bracket`), a pointer or reference
/// type (`*mut c_char`, `&str`), a constant (`B_MAIL_ERROR_BASE`), or a variable named after
/// a secret (`db_password`, `apiKey`).
pub(super) fn is_code_reference(v: &str) -> bool {
    if v.contains('(') || v.contains('[') || v.contains("::") || v.starts_with(['*', '&']) {
        return true;
    }
    let constant = v.split('_').count() > 1
        && v.split('_').all(|w| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        })
        && v.starts_with(|c: char| c.is_ascii_uppercase());
    if constant {
        return true;
    }
    let identifier = |s: &str| {
        let mut chars = s.chars();
        chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    let segments: Vec<&str> = v.split('.').collect();
    if segments.len() > 1 && segments.iter().all(|s| identifier(s)) {
        let first_lower = segments[0]
            .chars()
            .all(|c| c.is_ascii_lowercase() || c == '_');
        let no_digit = !v.bytes().any(|b| b.is_ascii_digit());
        return first_lower || no_digit;
    }
    if identifier(v) && !v.bytes().any(|b| b.is_ascii_digit()) {
        let lower = v.to_ascii_lowercase();
        let camel = v
            .as_bytes()
            .windows(2)
            .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
        return (v.contains('_') || camel) && KEY_STEMS.iter().any(|s| lower.contains(s));
    }
    false
}

/// `1.2.3`, `v2.0.1-rc.1`.
fn is_version(v: &str) -> bool {
    let v = v.strip_prefix(['v', 'V']).unwrap_or(v);
    let core = v.split(['-', '+']).next().unwrap_or("");
    let parts: Vec<&str> = core.split('.').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// `2024-01-31`, `12:30`, `2024-01-31T12:30:00Z`.
fn is_date_or_time(v: &str) -> bool {
    let b = v.as_bytes();
    let digits = |r: std::ops::Range<usize>| {
        b.get(r)
            .is_some_and(|s| s.iter().all(|c| c.is_ascii_digit()))
    };
    (digits(0..4) && b.get(4) == Some(&b'-') && digits(5..7))
        || (digits(0..1) && (b.get(1) == Some(&b':') || (digits(1..2) && b.get(2) == Some(&b':'))))
}

/// `/usr/bin`, `~/.ssh/id_rsa`, `./keys`, `C:\keys`.
fn is_path(v: &str) -> bool {
    v.starts_with('/')
        || v.starts_with("~/")
        || v.starts_with("./")
        || v.starts_with("../")
        || (v.len() > 2 && v.as_bytes()[1] == b':' && v.as_bytes()[2] == b'\\')
}

fn is_email(v: &str) -> bool {
    let Some((user, domain)) = v.split_once('@') else {
        return false;
    };
    !user.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && domain
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
}

/// `5/s`, `100ms`, `8GB`, `30%`.
fn is_quantity(v: &str) -> bool {
    const UNITS: &[&str] = &[
        "%", "/s", "/m", "/h", "/min", "/sec", "/day", "ms", "s", "m", "h", "d", "min", "sec", "k",
        "kb", "mb", "gb", "tb", "px", "em", "x", "qps", "rps",
    ];
    let digits = v.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &v[digits..];
    let rest = rest
        .strip_prefix('.')
        .map_or(rest, |r| r.trim_start_matches(|c: char| c.is_ascii_digit()));
    digits > 0 && UNITS.iter().any(|u| rest.eq_ignore_ascii_case(u))
}

/// `0x80550006_u32`, `1_000`, `42u8`: a number written in code.
fn is_number_literal(v: &str) -> bool {
    let body = v
        .strip_prefix("0x")
        .or_else(|| v.strip_prefix("0X"))
        .unwrap_or(v);
    let hex = body.len() < v.len();
    let digits = body
        .bytes()
        .take_while(|&b| {
            b == b'_'
                || if hex {
                    b.is_ascii_hexdigit()
                } else {
                    b.is_ascii_digit()
                }
        })
        .count();
    let suffix = body[digits..].trim_start_matches('_');
    digits > 0
        && (hex || body.contains('_') || !suffix.is_empty())
        && [
            "", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128",
            "isize", "l", "ul", "ll", "ull", "u", "f",
        ]
        .contains(&suffix.to_ascii_lowercase().as_str())
}

/// An ordinary thing that is not a secret whatever key it follows: a version, a date, a
/// path, a URL, an e-mail address, a quantity, a number written in code.
pub(super) fn is_ordinary(v: &str) -> bool {
    is_number_literal(v)
        || is_version(v)
        || is_date_or_time(v)
        || is_path(v)
        || v.contains("://")
        || is_email(v)
        || is_quantity(v)
}

/// Symbols that mark a password (`P@ss!`); `-`, `_`, `.` and `'` join ordinary words.
fn has_password_symbol(v: &str) -> bool {
    v.chars().any(|c| "!@#$%^&*+=?~/\\|:;<>".contains(c))
}

/// Looks like a credential someone typed: at least 4 characters, not ordinary, and with a
/// digit, a password symbol or a capital inside (`hunter2`, `Vb8nQ2xL5mZk`, `P@ss`, `123456`).
pub(super) fn credential_like(v: &str) -> bool {
    let n = v.chars().count();
    if !(4..=200).contains(&n) || is_ordinary(v) || is_placeholder(v) {
        return false;
    }
    let digit = v.bytes().any(|b| b.is_ascii_digit());
    let inner_capital = v.chars().skip(1).any(|c| c.is_ascii_uppercase())
        && v.chars().any(|c| c.is_ascii_lowercase());
    digit || has_password_symbol(v) || inner_capital
}

/// `123e4567-e89b-12d3-a456-426614174000`
fn is_uuid(v: &str) -> bool {
    let parts: Vec<&str> = v.split('-').collect();
    parts.len() == 5
        && parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12])
        && parts
            .iter()
            .all(|p| p.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Machine-made: what a generated key or token looks like, for keys that are secrets only
/// sometimes (`key:`, `auth:`, `session:`). Long hex; or 12+ characters, fairly random, with
/// digits and letters mixed.
pub(super) fn looks_random(v: &str) -> bool {
    let n = v.len();
    if n < 12 || v.chars().any(char::is_whitespace) || !v.is_ascii() {
        return false;
    }
    if is_ordinary(v) || is_code_reference(v) || is_placeholder(v) {
        return false;
    }
    if is_uuid(v) {
        return false; // an identifier (request, session, trace), not a key
    }
    if n >= 16 && v.bytes().all(|b| b.is_ascii_hexdigit()) {
        return true;
    }
    let digits = v.bytes().filter(u8::is_ascii_digit).count();
    let letters = v.bytes().filter(u8::is_ascii_alphabetic).count();
    digits >= 2 && letters >= 2 && shannon_entropy(v) >= 3.3
}

/// Words that follow "the password is …" without being the password.
#[rustfmt::skip]
const PROSE_NOT_SECRET: &[&str] = &[
    "wrong", "incorrect", "invalid", "expired", "required", "optional", "missing", "empty",
    "correct", "right", "weak", "strong", "secure", "insecure", "safe", "unsafe", "fine", "ok",
    "okay", "good", "bad", "set", "unset", "changed", "reset", "hashed", "encrypted", "stored",
    "saved", "leaked", "exposed", "visible", "hidden", "same", "different", "long", "short",
    "new", "old", "known", "unknown", "valid", "revoked", "rotated", "needed", "necessary",
    "mandatory", "enabled", "disabled", "blank", "null", "none", "there", "here", "out", "gone",
    "lost", "compromised", "sensitive", "generated", "random", "temporary", "shared", "public",
    "private", "secret", "protected", "cached", "too", "also", "not", "now", "still", "being",
    "already", "the", "this", "that", "these", "those", "what", "which", "who", "where", "when",
    "why", "how", "your", "my", "our", "their", "his", "her", "its", "a", "an", "in", "on", "at",
    "to", "for", "of", "with", "from", "by", "and", "or", "but", "if", "then", "else", "than",
    "fixed", "working", "broken", "fake", "dummy", "test", "example", "sample", "default",
    "unchanged", "stale", "simple", "complex", "trivial", "obvious", "unique", "common",
    "forbidden", "allowed", "ignored", "deprecated", "outdated", "supported", "unsupported",
    "available", "unavailable", "important", "useless", "useful", "enough", "sent", "stolen",
    "it", "them", "only", "just", "done", "live", "active", "inactive", "locked", "unlocked",
    "present", "absent", "wrongly", "case", "mine", "yours", "ours", "theirs", "password",
    "passwd", "token", "key", "nothing", "something", "anything", "everything", "great", "found",
    "made", "shown", "given", "taken", "seen", "kept", "held", "built", "put", "read", "written",
    "chosen", "forgotten", "told", "off", "up", "down", "over", "back", "ready",
];

/// Endings of adjectives, participles and adverbs (`encrypted`, `rotating`, `readable`).
#[rustfmt::skip]
const PROSE_SUFFIXES: &[&str] = &[
    "ed", "ing", "ly", "ble", "ive", "ous", "ful", "less", "ent", "ant", "al", "ic", "ary",
];

/// A plain word given as a password in prose (`the password is swordfish.`): letters only,
/// at least 4, and not a word that describes the password instead.
pub(super) fn secret_word(v: &str) -> bool {
    if v.len() < 4 || !v.bytes().all(|b| b.is_ascii_alphabetic()) {
        return false;
    }
    let lower = v.to_ascii_lowercase();
    !PROSE_NOT_SECRET.contains(&lower.as_str())
        && !PROSE_SUFFIXES.iter().any(|s| lower.ends_with(s))
        && !is_placeholder(v)
}

/// Standard base64 that decodes to `user:password` (HTTP Basic credentials, `_auth` in
/// `.npmrc`, a docker `auth`): both sides non-empty, printable, no spaces.
pub(super) fn base64_credentials(v: &str) -> bool {
    let body = v.trim_end_matches('=');
    // Encoded credentials of any length are mixed case; a word of a word list is not.
    let mixed = body.bytes().any(|b| b.is_ascii_uppercase())
        && body.bytes().any(|b| b.is_ascii_lowercase());
    if body.len() < 12 || !mixed || v.len() - body.len() > 2 || body.len() % 4 == 1 {
        return false;
    }
    let mut decoded = Vec::with_capacity(body.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for b in body.bytes() {
        let six = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return false,
        };
        acc = (acc << 6) | u32::from(six);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            decoded.push((acc >> bits) as u8);
        }
    }
    let Ok(text) = std::str::from_utf8(&decoded) else {
        return false;
    };
    let Some((user, password)) = text.split_once(':') else {
        return false;
    };
    let user_ok = user.len() >= 2
        && user.len() <= 64
        && user
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._@+-\\".contains(&b));
    user_ok && password.len() >= 3 && password.bytes().all(|b| b.is_ascii_graphic())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entropy_matches_gitleaks() {
        assert_eq!(shannon_entropy(""), 0.0);
        assert_eq!(shannon_entropy("aaaa"), 0.0);
        assert!((shannon_entropy("abcd") - 2.0).abs() < 1e-9);
    }

    #[test]
    fn values_are_told_apart() {
        for p in [
            "****",
            "xxx",
            "$PASSWORD",
            "${DB_PASSWORD}",
            "<your-password>",
            "%TOKEN%",
        ] {
            assert!(is_placeholder(p), "{p}");
        }
        for c in [
            "os.environ",
            "getenv(\"X\")",
            "db_password",
            "apiKey",
            "GITHUB_TOKEN",
        ] {
            assert!(is_code_reference(c), "{c}");
        }
        for c in ["hunter2", "Vb8nQ2xL5mZk", "passw0rd", "P@ss", "x"] {
            assert!(!is_code_reference(c), "{c}");
        }
        for v in ["1.2.3", "2024-01-31", "/usr/bin", "a@b.com", "5/s", "100ms"] {
            assert!(is_ordinary(v), "{v}");
            assert!(!credential_like(v), "{v}");
        }
        assert!(credential_like("hunter2") && credential_like("123456"));
        assert!(!credential_like("well-known") && !credential_like("bucket"));
        assert!(looks_random("a8Fj2kLm9Qx7Rt4Wz1Yb"));
        assert!(!looks_random("node-modules-v2-cache") && !looks_random("created_at"));
        assert!(secret_word("swordfish") && !secret_word("encrypted") && !secret_word("wrong"));
        assert!(base64_credentials("dXNlcjpwYXNz"));
        assert!(!base64_credentials("aGVsbG8gd29ybGQ=")); // "hello world": no colon
    }
}
