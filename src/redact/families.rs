//! Our own secret families, on top of gitleaks' rules: the shapes people paste into a chat
//! with a coding agent, in English and Chinese, that a per-provider rule set does not cover
//! well (see docs/SECRETS.md). Each family has keywords for the shared prefilter and a finder
//! that pushes the byte ranges of the secrets it sees; key names stay, values go.

use std::ops::Range;
use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use super::keys;
use super::value::{
    base64_credentials, credential_like, is_code_reference, is_placeholder, looks_random,
    shannon_entropy,
};

pub(super) struct Family {
    /// Lowercase; empty means the family always runs (it has its own cheap scan).
    pub keywords: &'static [&'static str],
    pub find: fn(&str, &mut Vec<Range<usize>>),
}

pub(super) const FAMILIES: &[Family] = &[
    Family {
        keywords: &["---begin", "private-lines:"],
        find: private_key_blocks,
    },
    Family {
        keywords: PREFIX_KEYWORDS,
        find: prefixed_tokens,
    },
    Family {
        keywords: &["eyj"],
        find: jwts,
    },
    Family {
        keywords: &[":aa"],
        find: telegram_bot_tokens,
    },
    Family {
        keywords: &["://"],
        find: url_credentials,
    },
    Family {
        keywords: &["authorization"],
        find: authorization_headers,
    },
    Family {
        keywords: &["bearer", "basic", "token"],
        find: auth_schemes,
    },
    Family {
        keywords: &["cookie"],
        find: cookie_headers,
    },
    Family {
        keywords: keys::KEYWORDS,
        find: keys::key_values,
    },
    Family {
        keywords: COMMAND_TOOLS,
        find: command_lines,
    },
    Family {
        keywords: &[],
        find: bare_base64,
    },
];

/// Compile one of this module's patterns. They are static: a typo is a bug caught by the
/// tests, never an input error.
pub(super) fn re(pattern: &str) -> Regex {
    Regex::new(pattern).unwrap_or_else(|e| panic!("redaction pattern {pattern}: {e}"))
}

fn is_alnum_at(text: &str, i: usize) -> bool {
    text.as_bytes()
        .get(i)
        .is_some_and(u8::is_ascii_alphanumeric)
}

fn is_alnum_before(text: &str, i: usize) -> bool {
    i > 0 && is_alnum_at(text, i - 1)
}

// ---------------------------------------------------------------------------------------------
// Private key blocks

/// PEM and PGP armour of every kind (`RSA`, `EC`, `OPENSSH`, `DSA`, `ENCRYPTED`, `PGP … BLOCK`),
/// through the END line; when the END line is missing (a text cut off), through the key
/// material that follows the BEGIN line. Also PuTTY keys.
fn private_key_blocks(text: &str, spans: &mut Vec<Range<usize>>) {
    static BEGIN: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?i)-{3,}[ \t]*BEGIN[ A-Z0-9_-]{0,100}PRIVATE[ \t]+KEY(?:[ \t]+BLOCK)?[ \t]*-{3,}")
    });
    static END: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?i)-{3,}[ \t]*END[ A-Z0-9_-]{0,100}PRIVATE[ \t]+KEY(?:[ \t]+BLOCK)?[ \t]*-{3,}")
    });
    static PUTTY: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?is)Private-Lines:.*?(?:Private-MAC:[ \t]*[0-9a-f]+|\z)"));
    let mut from = 0;
    // Once no END line follows, none follows a later BEGIN either: not searched again (each
    // search would cost the rest of the text).
    let mut no_end = false;
    while let Some(begin) = BEGIN.find_at(text, from) {
        let found = if no_end {
            None
        } else {
            END.find_at(text, begin.end())
        };
        no_end = found.is_none();
        let end = match found {
            Some(end) => end.end(),
            None => key_material_end(text, begin.end()),
        };
        spans.push(begin.start()..end);
        from = end.max(begin.end());
    }
    spans.extend(PUTTY.find_iter(text).map(|m| m.range()));
}

/// Where the key material after a BEGIN line ends: lines (real ones or `\n` escapes in a
/// JSON string) of base64, blank lines and armour headers (`Proc-Type:`, `Version:`).
fn key_material_end(text: &str, from: usize) -> usize {
    let is_material = |line: &str| {
        let line = line.trim();
        let header = line.split_once(": ").is_some_and(|(name, _)| {
            [
                "proc-type",
                "dek-info",
                "version",
                "comment",
                "hash",
                "charset",
            ]
            .iter()
            .any(|h| name.eq_ignore_ascii_case(h))
        });
        header
            || line
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"+/= \t".contains(&b))
    };
    let mut end = from;
    loop {
        let rest = &text[end..];
        // The `\n` escape is looked for within the line only: searched for in all the rest
        // of the text, each line would cost the whole text (quadratic without an END line).
        let newline = memchr::memchr(b'\n', rest.as_bytes());
        let line_part = &rest[..newline.unwrap_or(rest.len())];
        let (line_len, break_len) = match (newline, line_part.find("\\n")) {
            (_, Some(b)) => (b, 2),
            (Some(a), None) => (a, 1),
            (None, None) => (rest.len(), 0),
        };
        let line = &rest[..line_len];
        if !is_material(line) {
            // The line the key material stops in keeps what is not key material.
            return end + line.len()
                - line
                    .trim_start_matches(|c: char| c.is_ascii_alphanumeric() || "+/=".contains(c))
                    .len();
        }
        end += line_len;
        if break_len == 0 {
            return end;
        }
        end += break_len;
    }
}

// ---------------------------------------------------------------------------------------------
// Tokens with a known prefix

#[derive(Clone, Copy, PartialEq, Eq)]
enum Body {
    /// `[A-Za-z0-9]`
    Alnum,
    /// `[A-Za-z0-9_]`
    Word,
    /// `[A-Za-z0-9_-]`
    Dash,
    /// `[A-Za-z0-9_.-]`
    Dotted,
    /// `[A-Z0-9]`
    Upper,
    /// `[0-9a-fA-F]`
    Hex,
    /// `[A-Za-z0-9+/=_-]`
    Base64,
}

impl Body {
    fn has(self, b: u8) -> bool {
        match self {
            Body::Alnum => b.is_ascii_alphanumeric(),
            Body::Word => b.is_ascii_alphanumeric() || b == b'_',
            Body::Dash => b.is_ascii_alphanumeric() || b == b'_' || b == b'-',
            Body::Dotted => b.is_ascii_alphanumeric() || b"_.-".contains(&b),
            Body::Upper => b.is_ascii_uppercase() || b.is_ascii_digit(),
            Body::Hex => b.is_ascii_hexdigit(),
            Body::Base64 => b.is_ascii_alphanumeric() || b"+/=_-".contains(&b),
        }
    }

    /// The body's length from `from`, at most [`MAX_TOKEN`] (no token is longer; the bound
    /// keeps `sk-sk-sk-…` linear).
    fn run(self, text: &str, from: usize) -> usize {
        text.as_bytes()[from..]
            .iter()
            .take(MAX_TOKEN)
            .take_while(|&&b| self.has(b))
            .count()
    }
}

/// The longest token body read, in bytes.
const MAX_TOKEN: usize = 512;

/// What the body must also hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    Nothing,
    Digit,
    MixedCase,
    /// `SG.<id>.<secret>`: a second dot inside.
    Dot,
}

/// A provider prefix; `min` is the shortest body taken, `full` the provider's fixed body
/// length (0 when it varies), which decides whether a body cut at a line break continues on
/// the next line.
struct Prefix {
    prefix: &'static str,
    body: Body,
    min: usize,
    full: usize,
    need: Need,
}

const fn p(prefix: &'static str, body: Body, min: usize, full: usize, need: Need) -> Prefix {
    Prefix {
        prefix,
        body,
        min,
        full,
        need,
    }
}

/// Lenient on length where gitleaks is exact: a fake but realistic token in a test, or one
/// cut by a line break, is still a token.
#[rustfmt::skip]
const PREFIXES: &[Prefix] = &[
    p("sk-", Body::Dash, 20, 0, Need::Digit), // OpenAI, Anthropic (sk-ant-), OpenRouter, Langfuse
    p("sk_live_", Body::Alnum, 12, 0, Need::Nothing), // Stripe
    p("sk_test_", Body::Alnum, 12, 0, Need::Nothing),
    p("rk_live_", Body::Alnum, 12, 0, Need::Nothing),
    p("rk_test_", Body::Alnum, 12, 0, Need::Nothing),
    p("whsec_", Body::Alnum, 16, 0, Need::Nothing),
    p("ghp_", Body::Alnum, 20, 36, Need::Nothing), // GitHub
    p("gho_", Body::Alnum, 20, 36, Need::Nothing),
    p("ghu_", Body::Alnum, 20, 36, Need::Nothing),
    p("ghs_", Body::Alnum, 20, 36, Need::Nothing),
    p("ghr_", Body::Alnum, 20, 36, Need::Nothing),
    p("github_pat_", Body::Word, 20, 82, Need::Nothing),
    p("glpat-", Body::Dotted, 16, 0, Need::Nothing), // GitLab
    p("glptt-", Body::Dash, 16, 0, Need::Nothing),
    p("gldt-", Body::Dash, 16, 0, Need::Nothing),
    p("glrt-", Body::Dash, 16, 0, Need::Nothing),
    p("xoxb-", Body::Dash, 8, 0, Need::Nothing), // Slack
    p("xoxp-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxa-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxo-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxs-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxr-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxe-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxc-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxd-", Body::Dash, 8, 0, Need::Nothing),
    p("xoxe.", Body::Dotted, 8, 0, Need::Nothing),
    p("xapp-", Body::Dash, 8, 0, Need::Nothing),
    p("AKIA", Body::Upper, 16, 16, Need::Nothing), // AWS
    p("ASIA", Body::Upper, 16, 16, Need::Nothing),
    p("ABIA", Body::Upper, 16, 16, Need::Nothing),
    p("ACCA", Body::Upper, 16, 16, Need::Nothing),
    p("AIza", Body::Dash, 30, 35, Need::Nothing), // Google
    p("ya29.", Body::Dotted, 20, 0, Need::Nothing),
    p("GOCSPX-", Body::Dash, 20, 28, Need::Nothing),
    p("npm_", Body::Alnum, 30, 36, Need::Digit),
    p("hf_", Body::Alnum, 30, 34, Need::MixedCase), // Hugging Face
    p("SG.", Body::Dotted, 30, 66, Need::Dot),      // SendGrid
    p("pypi-", Body::Dash, 40, 0, Need::Nothing),
    p("dop_v1_", Body::Hex, 40, 64, Need::Nothing), // DigitalOcean
    p("doo_v1_", Body::Hex, 40, 64, Need::Nothing),
    p("dor_v1_", Body::Hex, 40, 64, Need::Nothing),
    p("shpat_", Body::Hex, 20, 32, Need::Nothing), // Shopify
    p("shpss_", Body::Hex, 20, 32, Need::Nothing),
    p("shpca_", Body::Hex, 20, 32, Need::Nothing),
    p("glc_", Body::Base64, 20, 0, Need::Nothing), // Grafana
    p("glsa_", Body::Word, 20, 0, Need::Nothing),
    p("lin_api_", Body::Alnum, 20, 40, Need::Nothing), // Linear
    p("pplx-", Body::Alnum, 20, 0, Need::Nothing),     // Perplexity
    p("gsk_", Body::Alnum, 20, 0, Need::Nothing),      // Groq
    p("r8_", Body::Alnum, 20, 0, Need::Digit),         // Replicate
    p("xai-", Body::Alnum, 20, 0, Need::Digit),
    p("hvs.", Body::Dash, 20, 0, Need::Nothing), // Vault
    p("dapi", Body::Hex, 32, 32, Need::Nothing), // Databricks
    p("PMAK-", Body::Dash, 20, 59, Need::Nothing), // Postman
    p("ATATT", Body::Base64, 20, 0, Need::Digit), // Atlassian
    p("sq0atp-", Body::Dash, 20, 22, Need::Nothing), // Square
    p("sq0csp-", Body::Dash, 20, 43, Need::Nothing),
    p("secret_", Body::Alnum, 40, 43, Need::Nothing), // Notion
    p("ntn_", Body::Alnum, 30, 0, Need::Nothing),
    p("dckr_pat_", Body::Dash, 20, 27, Need::Nothing), // Docker Hub
    p("tskey-", Body::Dash, 20, 0, Need::Nothing),     // Tailscale
    p("sntrys_", Body::Base64, 20, 0, Need::Nothing),  // Sentry
    p("key-", Body::Hex, 32, 32, Need::Nothing),       // Mailgun
    p("LTAI", Body::Alnum, 16, 20, Need::Nothing),     // Alibaba
    p("AKID", Body::Alnum, 24, 32, Need::Digit),       // Tencent Cloud SecretId
];

#[rustfmt::skip]
const PREFIX_KEYWORDS: &[&str] = &[
    "sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_", "whsec_", "ghp_", "gho_", "ghu_",
    "ghs_", "ghr_", "github_pat_", "glpat-", "glptt-", "gldt-", "glrt-", "xox", "xapp-", "akia",
    "asia", "abia", "acca", "aiza", "ya29.", "gocspx-", "npm_", "hf_", "sg.", "pypi-", "_v1_",
    "shpat_", "shpss_", "shpca_", "glc_", "glsa_", "lin_api_", "pplx-", "gsk_", "r8_", "xai-",
    "hvs.", "dapi", "pmak-", "atatt", "sq0", "secret_", "ntn_", "dckr_pat_", "tskey-", "sntrys_",
    "key-", "ltai", "akid"
];

/// Where a token's body continues after a line break: the next line's leading run, if the
/// body reaches the end of its line.
fn continuation(text: &str, body: Body, end: usize) -> Option<(usize, usize)> {
    let rest = &text[end..];
    let after_spaces = rest.trim_start_matches([' ', '\t']);
    let after_slash = after_spaces.strip_prefix('\\').unwrap_or(after_spaces);
    let after_break = after_slash
        .strip_prefix("\r\n")
        .or_else(|| after_slash.strip_prefix('\n'))?;
    let indent = after_break.len() - after_break.trim_start_matches([' ', '\t']).len();
    let start = text.len() - after_break.len() + indent;
    let len = body.run(text, start);
    let next = text.as_bytes().get(start + len);
    let ends_word = next.is_none_or(|b| b.is_ascii_whitespace() || b"\"'`,;:)]}>.".contains(b));
    (len > 0 && ends_word).then_some((start, len))
}

/// Every prefix is looked for on its own (`memmem`): the family runs on many texts (`sk-`,
/// `key-`, `secret_` are common), and a shared automaton would cost more to build than the
/// few dozen scans of a short text.
fn prefixed_tokens(text: &str, spans: &mut Vec<Range<usize>>) {
    static FINDERS: LazyLock<Vec<memchr::memmem::Finder<'static>>> = LazyLock::new(|| {
        PREFIXES
            .iter()
            .map(|p| memchr::memmem::Finder::new(p.prefix))
            .collect()
    });
    for (prefix, finder) in PREFIXES.iter().zip(FINDERS.iter()) {
        // A prefix inside a body already read (`sk-sk-sk-…`) starts nothing new.
        let mut read_until = 0;
        for start in finder.find_iter(text.as_bytes()) {
            if start < read_until || is_alnum_before(text, start) {
                continue;
            }
            let from = start + prefix.prefix.len();
            read_until = from + prefix.body.run(text, from);
            if let Some(end) = token_end(text, from, prefix) {
                spans.push(start..end);
                read_until = read_until.max(end);
            }
        }
    }
}

/// Where a token whose body starts at `from` ends, if it is one: its body (continued across
/// line breaks when cut) is long enough and holds what the provider's tokens hold.
fn token_end(text: &str, from: usize, prefix: &Prefix) -> Option<usize> {
    let first = prefix.body.run(text, from);
    let mut body: String = text[from..from + first].to_string();
    let mut end = from + first;
    for _ in 0..8 {
        let Some((start, len)) = continuation(text, prefix.body, end) else {
            break;
        };
        let next = &text[start..start + len];
        let joins = if prefix.full > 0 {
            body.len() < prefix.full && body.len() + len == prefix.full
        } else {
            next.len() >= 4
                && next.bytes().any(|b| b.is_ascii_digit())
                && next.bytes().any(|b| b.is_ascii_alphabetic())
        };
        if !joins {
            break;
        }
        body.push_str(next);
        end = start + len;
    }
    let holds = match prefix.need {
        Need::Nothing => true,
        Need::Digit => body.bytes().any(|b| b.is_ascii_digit()),
        Need::MixedCase => {
            body.bytes().any(|b| b.is_ascii_uppercase())
                && body.bytes().any(|b| b.is_ascii_lowercase())
        }
        Need::Dot => body.contains('.'),
    };
    (body.len() >= prefix.min && holds).then_some(end)
}

// ---------------------------------------------------------------------------------------------
// JWTs

fn jwts(text: &str, spans: &mut Vec<Range<usize>>) {
    static JWT: LazyLock<Regex> =
        LazyLock::new(|| re(r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"));
    spans.extend(
        JWT.find_iter(text)
            .filter(|m| !is_alnum_before(text, m.start()))
            .map(|m| m.range()),
    );
}

/// Telegram bot tokens, `<bot id>:AA<33+ characters>`, alone or in an API URL (`/bot<token>/`).
fn telegram_bot_tokens(text: &str, spans: &mut Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    for colon in memchr::memmem::find_iter(bytes, ":AA") {
        let digits = bytes[..colon]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let start = colon - digits;
        let after_bot = text[..start].ends_with("bot");
        let body = Body::Dash.run(text, colon + 1);
        if (6..=12).contains(&digits) && (after_bot || !is_alnum_before(text, start)) && body >= 35
        {
            spans.push(start..colon + 1 + body);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Credentials in URLs and webhook URLs

/// The longest URL read, in bytes: its credentials are near the start, and the bound keeps
/// `://://…` linear.
const MAX_URL: usize = 2048;

fn url_credentials(text: &str, spans: &mut Vec<Range<usize>>) {
    for slashes in memchr::memmem::find_iter(text.as_bytes(), "://") {
        let scheme = text[..slashes]
            .bytes()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || b"+.-".contains(b))
            .count();
        if scheme == 0 || !text.as_bytes()[slashes - scheme].is_ascii_alphabetic() {
            continue;
        }
        let start = slashes + 3;
        let rest = &text[start..];
        let url_len = rest
            .char_indices()
            .take_while(|&(i, _)| i < MAX_URL)
            .find(|&(_, c)| c.is_whitespace() || "\"'<>`\\".contains(c))
            .map_or(rest.len().min(MAX_URL), |(i, _)| i);
        let url_len = (0..=url_len)
            .rev()
            .find(|&i| rest.is_char_boundary(i))
            .unwrap_or(0);
        let url = &rest[..url_len];
        let authority_len = url.find(['/', '?', '#']).unwrap_or(url.len());
        let authority = &url[..authority_len];
        if let Some(at) = authority.rfind('@') {
            let userinfo = &authority[..at];
            let host = &authority[at + 1..];
            if !host.is_empty() {
                match userinfo.split_once(':') {
                    Some((_, password)) if !password.is_empty() && !is_placeholder(password) => {
                        let from = start + userinfo.len() - password.len();
                        spans.push(from..start + userinfo.len());
                    }
                    None if userinfo.len() >= 16 && looks_random(userinfo) => {
                        spans.push(start..start + userinfo.len());
                    }
                    _ => {}
                }
            }
        }
        webhook_path(url, start, spans);
    }
}

/// Slack, Discord and Teams webhook URLs: the path is the secret.
fn webhook_path(url: &str, start: usize, spans: &mut Vec<Range<usize>>) {
    let lower = url.to_ascii_lowercase();
    let hooks = [
        "hooks.slack.com/services/",
        "hooks.slack.com/workflows/",
        "hooks.slack.com/triggers/",
        "discord.com/api/webhooks/",
        "discordapp.com/api/webhooks/",
        "webhook.office.com/webhookb2/",
    ];
    for hook in hooks {
        if let Some(i) = lower.find(hook) {
            let from = i + hook.len();
            let secret = url[from..].trim_end_matches(['.', ',', ')', ';']);
            if secret.len() >= 8 {
                spans.push(start + from..start + from + secret.len());
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Authorization headers and schemes

/// The rest of a header line: up to the closing quote if the header sits in a quoted string,
/// without trailing spaces and separators.
fn header_value(text: &str, from: usize) -> Range<usize> {
    let mut cap = (from + 4096).min(text.len());
    while !text.is_char_boundary(cap) {
        cap -= 1;
    }
    let rest = &text[from..cap];
    let line = rest.find(['\n', '\r']).map_or(rest, |i| &rest[..i]);
    let value = line.find(['"', '\'', '`']).map_or(line, |i| &line[..i]);
    let value = value.trim_end_matches([' ', '\t', ',', ';']);
    from..from + value.len()
}

/// `Authorization: <scheme> <credential>` (and `Proxy-Authorization`), in a header line or a
/// quoted header: everything after the scheme goes.
fn authorization_headers(text: &str, spans: &mut Vec<Range<usize>>) {
    static HEADER: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r#"(?i)\b(?:proxy-)?authorization["']?[ \t]*[:=][ \t]*["']?(?:([A-Za-z][A-Za-z0-9-]*)[ \t]+)?"#,
        )
    });
    let mut read_until = 0;
    for caps in HEADER.captures_iter(text) {
        let whole = caps.get(0).expect("group 0");
        if whole.start() < read_until {
            continue; // inside the value of the header before
        }
        let value = header_value(text, whole.end());
        read_until = value.end;
        let v = &text[value.clone()];
        // `Authorization::{…}`, `pub Authorization: WINBIO_PRESENCE_0,` are code.
        let code = text[whole.start()..whole.end()].contains("::")
            || text[value.end..].starts_with(',')
            || is_code_reference(v);
        if !v.is_empty() && !is_placeholder(v) && !code && (caps.get(1).is_some() || v.len() >= 8) {
            spans.push(value);
        }
    }
}

fn is_credential_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_~+/=.-".contains(&b)
}

/// `Bearer <token>`, `Basic <base64>` (any case) and `Token <token>` anywhere in the text,
/// when what follows looks like a credential (not `Bearer token authentication`).
fn auth_schemes(text: &str, spans: &mut Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    for (scheme, any_case) in [("bearer", true), ("basic", true), ("Token", false)] {
        let mut from = 0;
        while let Some(at) = if any_case {
            super::find_ignore_case(text, scheme, from)
        } else {
            text[from..].find(scheme).map(|i| from + i)
        } {
            from = at + scheme.len();
            if is_alnum_before(text, at) {
                continue;
            }
            let gap = bytes[from..]
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            let start = from + gap;
            let len = bytes[start..]
                .iter()
                .take_while(|&&b| is_credential_byte(b))
                .count();
            if gap == 0 || len < 8 || is_alnum_at(text, start + len) {
                continue;
            }
            let v = &text[start..start + len];
            let secret = match scheme {
                "basic" => base64_credentials(v) || looks_random(v),
                "bearer" => {
                    looks_random(v) || (credential_like(v) && v.bytes().any(|b| b.is_ascii_digit()))
                }
                _ => len >= 16 && looks_random(v),
            };
            if secret {
                spans.push(start..start + len);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Cookie headers

fn cookie_headers(text: &str, spans: &mut Vec<Range<usize>>) {
    static COOKIE: LazyLock<Regex> =
        LazyLock::new(|| re(r#"(?i)\b(?:set-)?cookie["']?[ \t]*:[ \t]*["']?"#));
    let mut read_until = 0;
    for m in COOKIE.find_iter(text) {
        if m.start() < read_until {
            continue;
        }
        let value = header_value(text, m.end());
        read_until = value.end;
        let v = &text[value.clone()];
        if v.contains('=') && !is_placeholder(v) {
            spans.push(value);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Passwords on command lines

/// A command that takes a password as an argument: the words that must occur for it to be
/// looked for (lowercase, as the prefilter sees them), and a pattern whose group `v` is the
/// password.
struct Command {
    tools: &'static [&'static str],
    pattern: &'static str,
}

/// A password argument: quoted (`-p'two words'`, the quotes are not removed) or a run of
/// non-space characters (an unclosed quote included).
macro_rules! v {
    () => {
        r#"(?P<v>'[^'\n]*'|"[^"\n]*"|[^\s]+)"#
    };
}

#[rustfmt::skip]
const COMMANDS: &[Command] = &[
    // `mysql -u root -pS3cret`: attached only (`-p X` means "ask", and X is the database)
    Command { tools: &["mysql", "mariadb"], pattern: concat!(r"\b(?i:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p", v!()) },
    Command { tools: &["sshpass"], pattern: concat!(r"\bsshpass[ \t]+-p[ \t]*", v!()) },
    // `SSHPASS=X sshpass -e …`, `export SSHPASS='X'`: the variable sshpass reads
    Command { tools: &["sshpass"], pattern: concat!(r"\bSSHPASS[ \t]*=[ \t]*", v!()) },
    // `docker login -u me -p X`, `az login -u u -p X`
    Command { tools: &["login"], pattern: concat!(r"(?i)\b(?:docker|podman|nerdctl|buildah|skopeo|helm|oras|crane|az|cf|oc|argocd|vault|heroku)\b[^\n|;&]*?\blogin\b[^\n|;&]*?[ \t](?:-p|--password)(?:[ \t]+|=)", v!()) },
    // `echo 'X' | docker login --password-stdin`, `echo X | sudo -S …`, `echo 'bob:X' |
    // chpasswd`, `… | passwd --stdin bob`, `… | vncpasswd -f`: a command that reads its
    // password from stdin is given what is piped in
    Command { tools: &["stdin", "sudo", "passwd"], pattern: concat!(r#"\b(?:echo|printf)[ \t]+(?:-[a-zA-Z]+[ \t]+)*(?:(?:'%s'|"%s"|%s)(?:\\n)?[ \t]+)?"#, v!(), r"[ \t]*\|[ \t]*(?:[^\n|]*--pass(?:word)?-stdin\b|sudo\b[^\n|]*?[ \t]-[a-zA-Z]*S\b|chpasswd\b|passwd\b[^\n|]*--stdin\b|vncpasswd\b)") },
    // The same given as a here-string: `sudo -S <<< X apt update`, `chpasswd <<< 'bob:X'`
    Command { tools: &["<<<"], pattern: concat!(r"(?:\bsudo\b[^\n|;&<]*?[ \t]-[a-zA-Z]*S\b|\bchpasswd\b|\bvncpasswd\b|\bpasswd\b[^\n|;&<]*--stdin\b|--pass(?:word)?-stdin\b)[^\n|;&<]*?<<<[ \t]*", v!()) },
    // `useradd -p X bob`, `usermod --password X bob`
    Command { tools: &["useradd", "usermod"], pattern: concat!(r"\buser(?:add|mod)\b[^\n|;&]*?[ \t](?:-p|--password)(?:[ \t]+|=)", v!()) },
    // `rabbitmqctl add_user admin X`, `rabbitmqctl change_password admin X`
    Command { tools: &["rabbitmqctl"], pattern: concat!(r"\brabbitmqctl\b[^\n|;&]*?[ \t](?:add_user|change_password)[ \t]+[^\s]+[ \t]+", v!()) },
    // Windows `net user bob X /add`
    Command { tools: &["net user"], pattern: concat!(r"(?i)\bnet[ \t]+user[ \t]+[^\s/]+[ \t]+", v!()) },
    // `lftp -u bob,X host`: the user, a comma, the password
    Command { tools: &["lftp"], pattern: r#"\blftp\b[^\n|;&]*?[ \t]-u[ \t]+["']?[^\s,"']+,(?P<v>[^\s"']+)"# },
    // `ssh-keygen -N X` (new passphrase), `-P X` (old one)
    Command { tools: &["ssh-keygen"], pattern: concat!(r"\bssh-keygen\b[^\n|;&]*?[ \t]-[NP][ \t]+", v!()) },
    Command { tools: &["curl"], pattern: r#"\bcurl\b[^\n]*?[ \t](?:-u|--user)[ \t=]*["']?[^\s:"']+:(?P<v>[^\s"']+)"# },
    Command { tools: &["redis-cli"], pattern: concat!(r"\bredis-cli\b[^\n|;&]*?[ \t](?:-a|--pass|--user[ \t]+[^\s]+[ \t]+--pass)(?:[ \t]+|=)", v!()) },
    // redis.conf, keepalived, slapd.conf, bitcoin.conf: a directive, a space, the password
    Command { tools: &["requirepass", "masterauth", "auth_pass", "rootpw"], pattern: concat!(r"(?im)^[ \t]*(?:requirepass|masterauth|auth_pass|rootpw)[ \t]+", v!()) },
    Command { tools: &["requirepass", "masterauth"], pattern: concat!(r"(?i)\b(?:config[ \t]+set[ \t]+)?(?:requirepass|masterauth)[ \t]+", v!()) },
    Command { tools: &["mongo"], pattern: concat!(r"\bmongo(?:sh|dump|restore|export|import)?\b[^\n|;&]*?[ \t]-p[ \t]+", v!()) },
    Command { tools: &["sqlcmd", "bcp"], pattern: concat!(r"\b(?:sqlcmd|bcp)\b[^\n|;&]*?[ \t]-P[ \t]*", v!()) },
    Command { tools: &["ldap"], pattern: concat!(r"\bldap(?:search|modify|add|delete|passwd|whoami|compare)\b[^\n|;&]*?[ \t]-w[ \t]+", v!()) },
    Command { tools: &["smbclient", "rpcclient"], pattern: r"\b(?:smbclient|rpcclient)\b[^\n|;&]*?[ \t](?:-U|--user=?)[ \t]*[^\s%]+%(?P<v>[^\s]+)" },
    Command { tools: &["openssl"], pattern: concat!(r"\bopenssl\b[^\n|;&]*?[ \t]-pass(?:in|out)?[ \t]+pass:", v!()) },
    // `openssl enc … -k X`: the password itself (`-kfile` names a file)
    Command { tools: &["openssl"], pattern: concat!(r"\bopenssl\b[^\n|;&]*?[ \t]-k[ \t]+", v!()) },
    Command { tools: &["zip"], pattern: concat!(r"\b(?:zip|unzip)\b[^\n|;&]*?[ \t]-P[ \t]+", v!()) },
    Command { tools: &["7z"], pattern: concat!(r"\b7za?\b[^\n|;&]*?[ \t]-p", v!()) },
    Command { tools: &["htpasswd"], pattern: concat!(r"\bhtpasswd\b[^\n|;&]*?[ \t]-[a-zA-Z]*b[a-zA-Z]*[ \t]+[^\s]+[ \t]+[^\s]+[ \t]+", v!()) },
    Command { tools: &["keytool"], pattern: concat!(r"\bkeytool\b[^\n|;&]*?[ \t]-(?:store|key|srcstore|deststore|srckey|destkey|new)pass[ \t]+", v!()) },
    Command { tools: &["xfreerdp"], pattern: r"\bxfreerdp\b[^\n|;&]*?[ \t]/p:(?P<v>[^\s]+)" },
    // `echo -n 'admin:hunter2' | base64`
    Command { tools: &["base64"], pattern: r#"\becho[ \t]+(?:-n[ \t]+)?["']?[^\s:"']+:(?P<v>[^\s"']+)["']?[ \t]*\|[ \t]*base64"# },
    // `auth=("svc", "X")`, `HTTPBasicAuth("svc", "X")`, `session.auth = ('svc', 'X')`: a
    // (user, password) pair handed to an HTTP client
    Command { tools: &["auth"], pattern: r#"(?i)\b(?:auth|basic_auth|http_auth|proxy_auth|httpbasicauth|httpdigestauth|basicauth|digestauth)[ \t]*(?:=[ \t]*)?[(\[][ \t]*["'][^"'\n]*["'][ \t]*,[ \t]*(?P<v>"[^"\n]*"|'[^'\n]*')"# },
    // SQL `CREATE USER … IDENTIFIED BY 'x'` (unquoted only in capitals: "identified by two
    // things" is English)
    Command { tools: &["identified"], pattern: r"\bIDENTIFIED[ \t]+(?:WITH[ \t]+[^\s]+[ \t]+)?BY[ \t]+(?P<v>'[^'\n]*'|[^\s;]+)" },
    Command { tools: &["identified"], pattern: r"(?i)\bidentified[ \t]+(?:with[ \t]+[^\s]+[ \t]+)?by[ \t]+(?P<v>'[^'\n]*')" },
];

/// Every word in `COMMANDS`' `tools`: the family's prefilter keywords.
#[rustfmt::skip]
const COMMAND_TOOLS: &[&str] = &[
    "mysql", "mariadb", "sshpass", "login", "curl", "redis-cli", "requirepass",
    "masterauth", "auth_pass", "rootpw", "mongo", "sqlcmd", "bcp", "ldap", "smbclient",
    "rpcclient", "openssl", "zip", "7z", "htpasswd", "keytool", "xfreerdp", "base64", "auth",
    "identified", "stdin", "sudo", "passwd", "<<<", "useradd", "usermod", "rabbitmqctl",
    "net user", "lftp", "ssh-keygen"
];

/// Passwords given to commands: each command's pattern is compiled and run only when one of
/// its tools occurs.
fn command_lines(text: &str, spans: &mut Vec<Range<usize>>) {
    static COMPILED: LazyLock<Vec<OnceLock<Regex>>> =
        LazyLock::new(|| COMMANDS.iter().map(|_| OnceLock::new()).collect());
    for (command, compiled) in COMMANDS.iter().zip(COMPILED.iter()) {
        if !command
            .tools
            .iter()
            .any(|t| super::find_ignore_case(text, t, 0).is_some())
        {
            continue;
        }
        let pattern = compiled.get_or_init(|| re(command.pattern));
        for caps in pattern.captures_iter(text) {
            push_quoted(text, caps.name("v").expect("value group"), spans);
        }
    }
}

fn push_quoted(text: &str, m: regex::Match, spans: &mut Vec<Range<usize>>) {
    let mut range = m.range();
    let s = m.as_str();
    for q in ['\'', '"'] {
        if s.len() >= 2 && s.starts_with(q) && s.ends_with(q) {
            range = range.start + 1..range.end - 1;
        }
    }
    let v = &text[range.clone()];
    if !v.is_empty() && !is_placeholder(v) && !v.starts_with('-') {
        spans.push(range);
    }
}

// ---------------------------------------------------------------------------------------------
// Bare base64: AWS secret access keys and `user:password` credentials

fn is_base64_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'+' || b == b'/'
}

/// An AWS secret access key on its own: exactly 40 base64 characters, upper and lower case
/// and digits, random (a path or a hex digest is not one).
fn aws_secret(run: &str) -> bool {
    let b = run.as_bytes();
    let slashes = b.iter().filter(|&&c| c == b'/').count();
    let path_like = slashes >= 2
        && !run.contains('+')
        && run.split('/').all(|seg| {
            seg.len() >= 2
                && seg.bytes().take_while(u8::is_ascii_alphabetic).count() >= seg.len() / 2
        });
    // A random 40 of 64 symbols holds about 6 digits; a CamelCase identifier of 40
    // (`FwpmProviderContextSetSecurityInfoByKey0`) one or two.
    b.len() == 40
        && b.iter().any(u8::is_ascii_uppercase)
        && b.iter().any(u8::is_ascii_lowercase)
        && b.iter().filter(|c| c.is_ascii_digit()).count() >= 3
        && !path_like
        && shannon_entropy(run) > 4.2
}

fn bare_base64(text: &str, spans: &mut Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !is_base64_byte(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_base64_byte(bytes[i]) {
            i += 1;
        }
        let mut end = i;
        while end < bytes.len() && end - i < 2 && bytes[end] == b'=' {
            end += 1;
        }
        i = end.max(i);
        let before = start.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(end);
        // Inside a longer token (`_`, `-`, `.`, `=` joined) or a data URI / digest: not ours.
        if before.is_some_and(|b| b"_-.=%\\".contains(&b))
            || after.is_some_and(|b| b"_-=%\\".contains(b))
            || text[..start].ends_with("base64,")
            || end - start < 8
        {
            continue;
        }
        let run = &text[start..end];
        if aws_secret(run) || base64_credentials(run) {
            spans.push(start..end);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_tools_are_the_prefilter_keywords() {
        let mut tools: Vec<&str> = COMMANDS
            .iter()
            .flat_map(|c| c.tools.iter().copied())
            .collect();
        tools.sort_unstable();
        tools.dedup();
        let mut keywords = COMMAND_TOOLS.to_vec();
        keywords.sort_unstable();
        assert_eq!(tools, keywords);
    }

    #[test]
    fn every_prefix_has_a_keyword() {
        for prefix in PREFIXES {
            let lower = prefix.prefix.to_ascii_lowercase();
            assert!(
                PREFIX_KEYWORDS.iter().any(|k| lower.contains(k)),
                "{} has no keyword",
                prefix.prefix
            );
        }
    }

    #[test]
    fn every_pattern_compiles() {
        for command in COMMANDS {
            re(command.pattern);
        }
    }
}
