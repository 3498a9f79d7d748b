//! Our own secret families, on top of gitleaks' rules: the shapes people paste into a chat
//! with a coding agent, in English and Chinese, that a per-provider rule set does not cover
//! well (see docs/SECRETS.md). Each family has keywords for the shared prefilter and a finder
//! that pushes the byte ranges of the secrets it sees; key names stay, values go.

use std::ops::Range;
use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};
use regex::Regex;

use super::keys;
use super::value::{
    base64_credentials, credential_like, is_placeholder, looks_random, shannon_entropy,
};

pub(super) struct Family {
    /// Lowercase; empty means the family always runs (it has its own cheap scan).
    pub keywords: &'static [&'static str],
    pub find: fn(&str, &mut Vec<Range<usize>>),
}

pub(super) const FAMILIES: &[Family] = &[
    Family {
        keywords: &["-----begin", "private-lines:"],
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
        keywords: &["mysql", "mariadb"],
        find: mysql_password,
    },
    Family {
        keywords: &["sshpass"],
        find: sshpass_password,
    },
    Family {
        keywords: &["login"],
        find: registry_login_password,
    },
    Family {
        keywords: &["curl"],
        find: curl_user_password,
    },
    Family {
        keywords: &["identified"],
        find: sql_identified_by,
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
/// through the END line, or to the end of the text when it was cut off. Also PuTTY keys.
fn private_key_blocks(text: &str, spans: &mut Vec<Range<usize>>) {
    static BLOCK: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"(?is)-{3,}[ \t]*BEGIN[ A-Z0-9_-]{0,100}PRIVATE[ \t]+KEY(?:[ \t]+BLOCK)?[ \t]*-{3,}.*?(?:-{3,}[ \t]*END[ A-Z0-9_-]{0,100}PRIVATE[ \t]+KEY(?:[ \t]+BLOCK)?[ \t]*-{3,}|\z)",
        )
    });
    static PUTTY: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?is)Private-Lines:.*?(?:Private-MAC:[ \t]*[0-9a-f]+|\z)"));
    spans.extend(BLOCK.find_iter(text).map(|m| m.range()));
    spans.extend(PUTTY.find_iter(text).map(|m| m.range()));
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

    fn run(self, text: &str, from: usize) -> usize {
        text.as_bytes()[from..]
            .iter()
            .take_while(|&&b| self.has(b))
            .count()
    }
}

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
    p("SK", Body::Hex, 32, 32, Need::Nothing),         // Twilio
    p("LTAI", Body::Alnum, 16, 20, Need::Nothing),     // Alibaba
];

const PREFIX_KEYWORDS: &[&str] = &[
    "sk-",
    "sk_live_",
    "sk_test_",
    "rk_live_",
    "rk_test_",
    "whsec_",
    "ghp_",
    "gho_",
    "ghu_",
    "ghs_",
    "ghr_",
    "github_pat_",
    "glpat-",
    "glptt-",
    "gldt-",
    "glrt-",
    "xox",
    "xapp-",
    "akia",
    "asia",
    "abia",
    "acca",
    "aiza",
    "ya29.",
    "gocspx-",
    "npm_",
    "hf_",
    "sg.",
    "pypi-",
    "_v1_",
    "shpat_",
    "shpss_",
    "shpca_",
    "glc_",
    "glsa_",
    "lin_api_",
    "pplx-",
    "gsk_",
    "r8_",
    "xai-",
    "hvs.",
    "dapi",
    "pmak-",
    "atatt",
    "sq0",
    "secret_",
    "ntn_",
    "dckr_pat_",
    "tskey-",
    "sntrys_",
    "key-",
    "sk",
    "ltai",
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

fn prefixed_tokens(text: &str, spans: &mut Vec<Range<usize>>) {
    static START: LazyLock<AhoCorasick> = LazyLock::new(|| {
        AhoCorasick::builder()
            .kind(Some(AhoCorasickKind::ContiguousNFA))
            .match_kind(MatchKind::LeftmostLongest)
            .build(PREFIXES.iter().map(|p| p.prefix))
            .expect("token prefix automaton")
    });
    let mut from = 0;
    while let Some(m) = START.find(&text[from..]) {
        let m = (
            from + m.start()..from + m.end(),
            &PREFIXES[m.pattern().as_usize()],
        );
        let (m, prefix) = (m.0, m.1);
        from = m.start + 1;
        if is_alnum_before(text, m.start) {
            continue;
        }
        let first = prefix.body.run(text, m.end);
        let mut body: String = text[m.end..m.end + first].to_string();
        let mut end = m.end + first;
        // A body cut at the end of a line, continued on the next ones.
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
        let ok = body.len() >= prefix.min
            && match prefix.need {
                Need::Nothing => true,
                Need::Digit => body.bytes().any(|b| b.is_ascii_digit()),
                Need::MixedCase => {
                    body.bytes().any(|b| b.is_ascii_uppercase())
                        && body.bytes().any(|b| b.is_ascii_lowercase())
                }
                Need::Dot => body.contains('.'),
            };
        if ok {
            spans.push(m.start..end);
            from = end;
        }
    }
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

// ---------------------------------------------------------------------------------------------
// Credentials in URLs and webhook URLs

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
            .find(|c: char| c.is_whitespace() || "\"'<>`\\".contains(c))
            .unwrap_or(rest.len());
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
    let rest = &text[from..];
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
    for caps in HEADER.captures_iter(text) {
        let whole = caps.get(0).expect("group 0");
        let value = header_value(text, whole.end());
        let v = &text[value.clone()];
        if !v.is_empty() && !is_placeholder(v) && (caps.get(1).is_some() || v.len() >= 8) {
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
    for m in COOKIE.find_iter(text) {
        let value = header_value(text, m.end());
        let v = &text[value.clone()];
        if v.contains('=') && !is_placeholder(v) {
            spans.push(value);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Passwords on command lines

/// The value group `v` of each match, without its quotes, unless it is a placeholder.
fn command_values(pattern: &Regex, text: &str, spans: &mut Vec<Range<usize>>) {
    for caps in pattern.captures_iter(text) {
        push_quoted(text, caps.name("v").expect("value group"), spans);
    }
}

/// `mysql -u root -pS3cret` (attached: `-p X` means "ask", and X is the database).
fn mysql_password(text: &str, spans: &mut Vec<Range<usize>>) {
    static MYSQL: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"\b(?i:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p(?P<v>[^\s]+)",
        )
    });
    command_values(&MYSQL, text, spans);
}

/// `sshpass -p X ssh …`
fn sshpass_password(text: &str, spans: &mut Vec<Range<usize>>) {
    static SSHPASS: LazyLock<Regex> = LazyLock::new(|| re(r"\bsshpass[ \t]+-p[ \t]*(?P<v>[^\s]+)"));
    command_values(&SSHPASS, text, spans);
}

/// `docker login -u bot -p X registry` (and podman, helm, …).
fn registry_login_password(text: &str, spans: &mut Vec<Range<usize>>) {
    static LOGIN: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:docker|podman|nerdctl|buildah|skopeo|helm|oras|crane)\b[^\n|;&]*?\blogin\b[^\n|;&]*?[ \t]-p[ \t]+(?P<v>[^\s]+)",
        )
    });
    command_values(&LOGIN, text, spans);
}

/// `curl -u user:password`
fn curl_user_password(text: &str, spans: &mut Vec<Range<usize>>) {
    static CURL: LazyLock<Regex> = LazyLock::new(|| {
        re(r#"\bcurl\b[^\n]*?[ \t](?:-u|--user)[ \t=]*["']?[^\s:"']+:(?P<v>[^\s"']+)"#)
    });
    command_values(&CURL, text, spans);
}

/// SQL `CREATE USER … IDENTIFIED BY 'x'`
fn sql_identified_by(text: &str, spans: &mut Vec<Range<usize>>) {
    static IDENTIFIED: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?i)\bidentified[ \t]+(?:with[ \t]+\S+[ \t]+)?by[ \t]+(?P<v>'[^'\n]*'|\S+)")
    });
    command_values(&IDENTIFIED, text, spans);
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
    b.len() == 40
        && b.iter().any(u8::is_ascii_uppercase)
        && b.iter().any(u8::is_ascii_lowercase)
        && b.iter().any(u8::is_ascii_digit)
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
