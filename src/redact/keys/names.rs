//! Which key names name a secret, and how sure that makes us: `password` and `密码` always,
//! `key` or `auth` only for a machine-made value, `pin` only for digits. A key is cut into
//! its segments (`db_password`, `apiKey`, `X-Auth-Token`) and read from its last noun.

use std::ops::Range;

/// Whether a key names a secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in super::super) enum Key {
    /// Its value is a secret unless it is a placeholder or code (`password`, `api_key`, `密码`).
    Strong,
    /// Its value is a secret only if it looks machine-made (`key`, `auth`, `session`).
    Weak,
    /// Its value is a secret only if it is 4 to 12 digits (`pin`, `otp`).
    Digits,
}

/// The stems of key names, found inside identifiers (ASCII case ignored), and the Chinese
/// names of secrets; also this family's prefilter keywords.
#[rustfmt::skip]
pub(in super::super) const KEYWORDS: &[&str] = &[
    "pass", "pwd", "pw", "secret", "token", "key", "auth", "cred", "sig", "salt", "session",
    "sid", "pat", "pin", "otp", "cookie",
    "密码", "口令", "密钥", "秘钥", "私钥", "令牌", "凭证", "凭据", "授权码", "验证码",
];

/// Nouns whose value is a secret.
#[rustfmt::skip]
const STRONG_NOUNS: &[&str] = &[
    "password", "passwd", "passphrase", "passcode", "secret", "token", "credential",
    "credentials", "creds"
];
/// Short nouns that are often something else when alone (`PWD=/home/u`, `pass: 3`), but
/// secrets with a qualifier (`db_pass`, `MYSQL_PWD`, `GITLAB_PAT`).
pub(super) const QUALIFIED_NOUNS: &[&str] = &["pass", "pwd", "pw", "pat"];
/// The short nouns that are secrets even alone (`pass=`, `PWD=`, read strictly); a `pat`
/// alone is a pattern.
pub(super) const BARE_NOUNS: &[&str] = &["pass", "pwd", "pw"];
/// Nouns whose value is a secret only when it looks machine-made.
#[rustfmt::skip]
const WEAK_NOUNS: &[&str] = &[
    "key", "keys", "tokens", "secrets", "passwords", "auth", "access", "session", "salt",
    "signature", "sig", "hash"
];
/// Qualifiers that make a `key` or `signature` a secret (`api_key`, `AccountKey`).
#[rustfmt::skip]
pub(super) const STRONG_QUALIFIERS: &[&str] = &[
    "secret", "access", "private", "api", "auth", "client", "master", "signing", "sign",
    "encryption", "enc", "hmac", "jwt", "license", "deploy", "account", "shared", "admin",
    "service", "app", "session", "ssh", "gpg", "pgp", "root", "webhook", "bot"
];
/// Qualifiers that make a key something else (`public_key`, `sort_key`, `max_tokens`).
#[rustfmt::skip]
pub(super) const NOT_SECRET_QUALIFIERS: &[&str] = &[
    "public", "pub", "publishable", "primary", "foreign", "sort", "partition", "cache",
    "idempotency", "row", "range", "lookup", "map", "dict", "i18n", "translation", "object", "s3",
    "sequence", "composite", "unique", "index", "next", "page", "continuation", "pagination",
    "cursor", "max", "min", "num", "total", "input", "output", "completion", "prompt",
    "reasoning", "hot", "dedup", "group", "routing", "shard", "csrf", "xsrf"
];
/// Last segments that make the key an attribute of the secret (`token_type`, `password_reset`).
#[rustfmt::skip]
const ATTRIBUTE_SEGMENTS: &[&str] = &[
    "name", "names", "id", "ids", "type", "types", "url", "urls", "uri", "endpoint", "path",
    "paths", "file", "files", "filename", "length", "len", "size", "count", "counts", "limit",
    "limits", "policy", "field", "label", "prompt", "hint", "env", "var", "variable", "format",
    "version", "mode", "header", "expiry", "expires", "expiration", "exp", "ttl", "timeout",
    "lifetime", "enabled", "disabled", "required", "min", "max", "regex", "pattern", "rule",
    "rules", "provider", "store", "manager", "reset", "budget", "usage", "location", "dir",
    "directory", "algorithm", "alg", "method", "strength", "column", "prefix", "suffix",
    "placeholder", "input", "page", "form", "flow", "link", "button", "text", "message", "msg",
    "error", "errors", "template", "schema", "param", "params", "parameter", "arg", "args",
    "option", "options", "flag", "flags", "setting", "settings", "config", "class", "source",
    "kind", "style", "icon", "validator", "validation", "dialog", "modal", "screen", "view",
    "route", "handler", "callback", "event", "test", "tests", "spec", "owner", "bucket", "rate",
    "index", "idx", "generator", "helper", "util", "utils", "service", "client", "server", "host",
    "port", "user", "username", "login", "email", "scope", "scopes", "audience", "issuer",
    "realm", "grant", "state", "status", "info", "details", "list", "ref", "refs", "reference",
    "arn", "storage", "backend", "mount", "engine", "board", "word", "words", "stdin", "command",
    "cmd", "script", "rotation", "strategy"
];
/// Last segments that say how a secret is written, not what it is (`secret_key_base`,
/// `PASSWORD_B64`, `password_confirmation`): the segment before decides.
#[rustfmt::skip]
const TRANSPARENT_SEGMENTS: &[&str] = &[
    "code", "base", "value", "data", "b64", "base64", "hex", "raw", "plain", "plaintext", "confirmation",
    "confirm", "again", "repeat", "new", "old", "current", "prod", "dev", "staging", "live",
    "encoded", "str", "string"
];

/// A key name split into segments, as byte ranges: `AWS_SECRET_ACCESS_KEY`, `x-api-key`,
/// `clientSecret`, `APIKey`, `api key`. Key names are ASCII.
pub(super) fn segments(key: &str) -> Vec<Range<usize>> {
    let b = key.as_bytes();
    let mut out = Vec::new();
    let mut start = None;
    for i in 0..b.len() {
        if !b[i].is_ascii_alphanumeric() {
            if let Some(s) = start.take() {
                out.push(s..i);
            }
            continue;
        }
        let hump = b[i].is_ascii_uppercase()
            && i > 0
            && (b[i - 1].is_ascii_lowercase()
                || (b[i - 1].is_ascii_uppercase()
                    && b.get(i + 1).is_some_and(u8::is_ascii_lowercase)));
        match start {
            Some(s) if hump => {
                out.push(s..i);
                start = Some(i);
            }
            None => start = Some(i),
            Some(_) => {}
        }
    }
    if let Some(s) = start {
        out.push(s..b.len());
    }
    out
}

/// What a fused `…pass` starts with when it is a password (`sshpass`, `dbpass`, `rootpass`),
/// not a word (`bypass`, `compass`, `surpass`).
#[rustfmt::skip]
const PASS_HEADS: &[&str] = &[
    "ssh", "db", "root", "admin", "user", "mysql", "pg", "redis", "smtp", "mail", "ftp", "sftp",
    "ldap", "vnc", "rpc", "api", "app", "sudo", "wifi", "master", "bind", "rabbit", "mongo",
    "proxy", "vault", "key", "store", "sql"
];

/// `apikey` → [`api`, `key`], `sharedaccesskey` → [`shared`, `access`, `key`], `pgpassword`
/// → [`pg`, `password`], `sshpass` → [`ssh`, `pass`]: a (lowercase) segment written as one
/// word, split on the words we know.
fn split_fused<'a>(segment: &'a str, out: &mut Vec<&'a str>) {
    if let Some(head) = segment.strip_suffix("pass")
        && PASS_HEADS.contains(&head)
    {
        out.push(head);
        out.push("pass");
        return;
    }
    for &noun in STRONG_NOUNS.iter().chain(WEAK_NOUNS) {
        let Some(head) = segment.strip_suffix(noun).filter(|h| !h.is_empty()) else {
            continue;
        };
        let mut rest = head;
        let mut qualifiers = Vec::new();
        while let Some(&q) = STRONG_QUALIFIERS.iter().find(|q| rest.starts_with(*q)) {
            qualifiers.push(q);
            rest = &rest[q.len()..];
        }
        // Unknown heads are fine before words that are never anything else
        // (`pgpassword`), not before `key` (`monkey`, `hotkey`).
        if !rest.is_empty() && !STRONG_NOUNS.contains(&noun) {
            break;
        }
        out.extend(qualifiers);
        if !rest.is_empty() {
            out.push(rest);
        }
        out.push(noun);
        return;
    }
    out.push(segment);
}

/// What a key name says about its value, if it names a secret at all.
pub(in super::super) fn classify_key(key: &str, in_query: bool) -> Option<Key> {
    if !key.is_ascii() {
        return KEYWORDS
            .iter()
            .any(|k| key.ends_with(k))
            .then_some(Key::Strong);
    }
    let lower = key.to_ascii_lowercase();
    let mut segs: Vec<&str> = Vec::with_capacity(4);
    for range in segments(key) {
        split_fused(&lower[range], &mut segs);
    }
    while let [_, .., last] = segs.as_slice() {
        let version = last.starts_with('v') && last[1..].bytes().all(|b| b.is_ascii_digit());
        if TRANSPARENT_SEGMENTS.contains(last)
            || last.bytes().all(|b| b.is_ascii_digit())
            || version
        {
            segs.pop();
        } else {
            break;
        }
    }
    let (&noun, qualifiers) = segs.split_last()?;
    if ATTRIBUTE_SEGMENTS.contains(&noun)
        || qualifiers.iter().any(|q| NOT_SECRET_QUALIFIERS.contains(q))
    {
        return None;
    }
    let qualified = |list: &[&str]| qualifiers.iter().any(|q| list.contains(q));
    // A bare `pass` or `pwd` is Strong too, but read strictly (see `KeyShape::bare`).
    let short =
        QUALIFIED_NOUNS.contains(&noun) && (!qualifiers.is_empty() || BARE_NOUNS.contains(&noun));
    if STRONG_NOUNS.contains(&noun) || short {
        return Some(Key::Strong);
    }
    if matches!(noun, "key" | "signature") && qualified(STRONG_QUALIFIERS) {
        return Some(Key::Strong);
    }
    if matches!(noun, "pin" | "pincode" | "otp" | "totp") {
        return Some(Key::Digits);
    }
    if noun == "sig" && in_query {
        return Some(Key::Strong);
    }
    if noun == "authorization" {
        return None; // the header family reads it
    }
    // `SESSION_COOKIE=…`, `auth_cookie: …` in a pasted `.env`: a named cookie's value is a
    // session credential; `cookie=…` alone only when machine-made (`Cookie:` headers are the
    // header family's).
    if matches!(noun, "cookie" | "cookies") {
        return Some(if qualifiers.is_empty() {
            Key::Weak
        } else {
            Key::Strong
        });
    }
    WEAK_NOUNS.contains(&noun).then_some(Key::Weak)
}
