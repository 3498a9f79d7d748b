//! Key/value secrets in code, configuration and prose, English and Chinese: `password=…`,
//! `"token": "…"`, `--password X`, `the password is X`, `密码是 X`, `<password>…</password>`.
//!
//! The key decides how sure we are (a strong key such as `password` or `密码` makes any value
//! a secret but a placeholder or code; a weak one such as `key` only a machine-made value), the
//! separator how the value is read (`=` takes anything, `is` only what looks like a
//! credential). Keys are found by their stems with one small automaton and parsed by hand, so
//! no regex is compiled unless the text has markup (docs/SECRETS.md).

use std::ops::Range;
use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};
use regex::Regex;

use super::REMOVED;
use super::value::{
    base64_credentials, credential_like, is_code_reference, is_ordinary, is_placeholder,
    looks_random, secret_word,
};
use crate::text::is_han;

mod names;

use names::{BARE_NOUNS, NOT_SECRET_QUALIFIERS, QUALIFIED_NOUNS, STRONG_QUALIFIERS, segments};
pub(super) use names::{KEYWORDS, Key, classify_key};

/// How the value is attached to its key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sep {
    /// `=`, `:=`, `=>`, `==`, `＝`…
    Assign,
    /// `:`, `：`: also how prose introduces a description (`password: see the vault`).
    Colon,
    /// `是`, `为`, `改成`…
    Chinese,
    /// `is`, `was`, `set to`…
    Prose,
    /// `to`, after a verb that sets the secret (`change the password to X`).
    To,
    /// `("api_key", "…")`: a quoted key, a comma, a quoted value.
    Comma,
    /// A space only (`--password X`, `password X`, `令牌 X`).
    Space,
    /// A method call with a string literal: `.password("X")`, `setPassword('X')`.
    Call,
    /// Nothing: Chinese runs words together, so a Latin run right after a Chinese key is its
    /// value (`密码Hk3W…`, `root密码abc123`).
    Adjacent,
}

/// One value after a separator.
struct Value {
    /// The value, inside its quotes when quoted.
    range: Range<usize>,
    quoted: bool,
    /// Where the text goes on after the value and its closing quote.
    after: usize,
}

const QUOTES: &[(char, char)] = &[
    ('"', '"'),
    ('\'', '\''),
    ('`', '`'),
    ('“', '”'),
    ('‘', '’'),
    ('「', '」'),
    ('『', '』'),
];

/// Characters that end an unquoted value. Han ends it too: `密码:hunter2请记住`.
fn ends_unquoted(c: char) -> bool {
    c.is_whitespace() || "\"'`,;&|)]}<>，。；、）】」』”’".contains(c) || is_han(c)
}

/// The longest value read, in bytes: no secret is longer, and the bound keeps texts made of
/// keys (`password=password=…`) linear.
const MAX_VALUE: usize = 4096;

/// The length of an unquoted value at the start of `rest`. `&` and `,` end it only before
/// the next key (`x&rest=1`, `a=1,b=2`) or a space: inside a value they are its characters
/// (`Rt5y&Pq2w`, `ab,cd9`).
fn unquoted_len(rest: &str) -> usize {
    for (i, c) in rest.char_indices() {
        if matches!(c, '&' | ',') {
            let next = &rest[i + 1..];
            let name = next
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || b"_.-[]".contains(b))
                .count();
            let starts_key = name > 0 && next[name..].starts_with('=');
            if starts_key || !next.starts_with(|n: char| n.is_ascii_alphanumeric()) {
                return i;
            }
        } else if ends_unquoted(c) {
            return i;
        }
    }
    rest.len()
}

fn read_value(text: &str, from: usize) -> Option<Value> {
    let mut cap = (from + MAX_VALUE).min(text.len());
    while !text.is_char_boundary(cap) {
        cap -= 1;
    }
    let rest = &text[from..cap];
    if rest.starts_with(REMOVED) {
        return None;
    }
    let escaped = rest.starts_with("\\\"");
    let first = if escaped { '"' } else { rest.chars().next()? };
    if let Some(&(_, close)) = QUOTES.iter().find(|(open, _)| *open == first) {
        let inner = from + first.len_utf8() + usize::from(escaped);
        let line_end = text[inner..cap].find('\n').map_or(cap, |i| inner + i);
        let Some(close_at) = text[inner..line_end].find(close) else {
            // An unclosed quote (a text cut off, a typo): the first word after it is the
            // value, read as if quoted.
            let word = unquoted_len(&text[inner..line_end]);
            return (word > 0).then_some(Value {
                range: inner..inner + word,
                quoted: true,
                after: inner + word,
            });
        };
        let mut end = inner + close_at;
        if escaped && text[..end].ends_with('\\') {
            end -= 1;
        }
        return Some(Value {
            range: inner..end,
            quoted: true,
            after: end + close.len_utf8() + usize::from(escaped),
        });
    }
    let len = unquoted_len(rest);
    // A sentence's full stop or colon is not part of the value; `==` base64 padding is.
    let end = from + rest[..len].trim_end_matches(['.', ',', ':', '?']).len();
    Some(Value {
        range: from..end,
        quoted: false,
        after: end,
    })
}

/// Whether the text after a value ends its clause: `the password is swordfish.`, not `the
/// password is stored in the vault`.
fn ends_clause(after: &str) -> bool {
    let Some(c) = after.chars().next() else {
        return true;
    };
    if ".,;!?。，；！？)）\n\r".contains(c) {
        return true;
    }
    let rest = after.trim_start_matches([' ', '\t']);
    c.is_whitespace()
        && (rest.is_empty()
            || rest.starts_with(['\n', '\r'])
            || rest.starts_with("and ")
            || rest.starts_with("but "))
}

/// How a key was written, beyond its class.
#[derive(Clone, Copy)]
struct KeyShape {
    class: Key,
    /// `--password`, `-token`: a command-line flag.
    flag: bool,
    /// `pass`, `pwd`, `pw` alone: often something else (`PWD=/home/u`, `pass: 3`).
    bare: bool,
    /// `密码`, `令牌`: Chinese text has no Latin word after one unless it is the value.
    chinese: bool,
    /// Ends in `pass`, `pwd`, `pw` or `pat` (`db_pass`): a word in prose (`two-pass`) unless
    /// assigned.
    short_noun: bool,
    /// Names a password (not a token or key): a number or a plain word can be one.
    password: bool,
    /// Declared in code (`let token = …`, `const KEY = …`): only a string literal is a value.
    declared: bool,
}

fn is_secret_value(key: KeyShape, sep: Sep, text: &str, v: &Value) -> bool {
    let s = &text[v.range.clone()];
    if s.is_empty() || is_placeholder(s) || (!v.quoted && is_code_reference(s)) {
        return false;
    }
    let after = &text[v.after..];
    // `Option<String>`, `getenv(…)`: a type or a call goes on right after the word;
    // `colon_token: Some,`, `type Token = T;`: a type or variant ends an expression; `#var` is
    // interpolated by a macro.
    let capitalised_word = s.starts_with(|c: char| c.is_ascii_uppercase())
        && s.bytes().all(|b| b.is_ascii_alphabetic());
    if !v.quoted
        && (after.starts_with(['<', '(', '['])
            || s.starts_with(['{', '[', '(', '#'])
            || (capitalised_word && after.starts_with([',', ')', ';', '}', '>'])))
    {
        return false;
    }
    if key.declared && !v.quoted {
        return false;
    }
    // `pwd是 X`, `key 是 X`: in Chinese, `是` after a key name states its value.
    let assigned = matches!(sep, Sep::Assign | Sep::Colon | Sep::Chinese);
    if sep == Sep::Call && !v.quoted {
        return false;
    }
    if key.class == Key::Digits {
        let digits = (4..=12).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit());
        return digits && (sep != Sep::Space || s.len() >= 6);
    }
    if key.class == Key::Weak {
        let pair = s
            .split_once(':')
            .is_some_and(|(user, pw)| !user.is_empty() && pw.len() >= 3 && !is_ordinary(s));
        // After `是` a typed value is the key's (`key 是 Kz8xC4vB2n`).
        let typed = sep == Sep::Chinese
            && s.len() >= 8
            && credential_like(s)
            && s.bytes().any(|b| b.is_ascii_digit());
        return assigned && (looks_random(s) || base64_credentials(s) || pair || typed);
    }
    // `pass=hunter2`, not `to pass:` in a sentence; `db_pass: x`, not `two-pass memchr2+SWAR`.
    if key.bare {
        let typed = credential_like(s) && s.bytes().any(|b| b.is_ascii_digit());
        return (assigned || key.flag) && (typed || looks_random(s));
    }
    // `DB_PASS Hk3W…` (a fish `set -x`, a table of variables): a variable's name in capitals,
    // not the word `pass` in a sentence.
    let variable_name = key_name_in_capitals(&text[..v.range.start]);
    if key.short_noun && !(assigned || key.flag || variable_name) {
        return false;
    }
    // A short lowercase word is a password (`swordfish`) but not a token (`"token": "error"`).
    let word = s.len() <= 12 && s.bytes().all(|b| b.is_ascii_lowercase());
    if word && !key.password {
        return false;
    }
    // A number is a password (`123456`), not a token or a key (`FS_KEY: u32 = 3226494487`).
    if s.bytes().all(|b| b.is_ascii_digit()) && (s.len() < 4 || !key.password) {
        return false;
    }
    match sep {
        Sep::Assign | Sep::Call => !is_ordinary(s),
        // `password: see the vault`, `API key: ask Bob`: a word that starts a sentence.
        Sep::Colon => {
            let sentence = !v.quoted
                && s.bytes().all(|b| b.is_ascii_alphabetic())
                && after.starts_with([' ', '\t'])
                && after
                    .trim_start()
                    .starts_with(|c: char| c.is_ascii_alphabetic());
            !is_ordinary(s) && !sentence
        }
        Sep::Space if key.flag => !s.starts_with('-') && !is_ordinary(s),
        // `use password "correct horse battery staple"`: quotes after the key are deliberate
        // (but `the token \`Sized\`` in a compiler message is a word).
        Sep::Space if v.quoted => {
            !is_ordinary(s) && (key.password || credential_like(s) || looks_random(s))
        }
        // `用户名 root 密码 toor`: after a Chinese key, a Latin word is the password.
        Sep::Space if key.chinese => {
            !is_ordinary(s)
                && (credential_like(s)
                    || (s.len() >= 4 && s.bytes().all(|b| b.is_ascii_alphanumeric())))
        }
        // `["password", "token"]` is a list of words, `("api_key", "Vb8n…")` a pair.
        Sep::Comma => credential_like(s) || looks_random(s),
        // `password hunter2`; not `token gpt-4o`, `password v2`, `key="…" value="…"`,
        // `token removed:`.
        Sep::Space => {
            s.chars().count() >= 6
                && credential_like(s)
                && (looks_random(s) || s.bytes().any(|b| b.is_ascii_digit()))
                && (looks_random(s) || !s.contains(['-', '.']))
                && !s.contains('=')
                && !after.starts_with(['"', '\'', '`'])
        }
        // `密码abc123`, not `密码hash值`, `密钥AES256加密`: a password typed with a digit, or
        // any other secret that looks random.
        Sep::Adjacent => {
            let digits = s.bytes().all(|b| b.is_ascii_digit());
            let typed = credential_like(s)
                && s.bytes().any(|b| b.is_ascii_digit())
                && s.bytes().any(|b| b.is_ascii_alphabetic());
            s.len() >= 6
                && if key.password {
                    digits || typed
                } else {
                    looks_random(s)
                }
        }
        Sep::Chinese | Sep::Prose | Sep::To => {
            // "the session cookie is httpOnly", "the token is shortLived": after a key that is
            // not a password, a short word of letters in prose, camelCase or not, says what the
            // thing is like; a token or key someone types has digits or looks machine-made.
            let letters = s.len() <= 16 && s.bytes().all(|b| b.is_ascii_alphabetic());
            if letters && !key.password && !v.quoted {
                return false;
            }
            if after.starts_with(is_han) {
                return s.chars().count() >= 4 && credential_like(s);
            }
            (v.quoted && !is_ordinary(s))
                || credential_like(s)
                || (secret_word(s) && ends_clause(after))
        }
    }
}

/// A position in the text and the small steps the separator grammar is made of.
struct Cursor<'a> {
    text: &'a str,
    at: usize,
}

impl Cursor<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    /// Spaces and tabs skipped (the ideographic space and NBSP too: `密码:\u{3000}X`); how
    /// many bytes.
    fn spaces(&mut self) -> usize {
        let n = self.rest().len()
            - self
                .rest()
                .trim_start_matches([' ', '\t', '\u{3000}', '\u{a0}'])
                .len();
        self.at += n;
        n
    }

    fn eat(&mut self, s: &str) -> bool {
        let hit = self.rest().starts_with(s);
        if hit {
            self.at += s.len();
        }
        hit
    }

    /// One of `words` as a whole ASCII word, case ignored.
    fn word(&mut self, words: &[&str]) -> bool {
        let rest = self.rest().as_bytes();
        let len = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        let found = words
            .iter()
            .any(|w| w.len() == len && rest[..len].eq_ignore_ascii_case(w.as_bytes()));
        if found {
            self.at += len;
        }
        found
    }

    /// Any run of non-space characters (a word of a phrase such as "for the staging db").
    fn any_word(&mut self) -> bool {
        let len = self
            .rest()
            .find([' ', '\t', '\n', '\r'])
            .unwrap_or(self.rest().len());
        self.at += len;
        len > 0
    }

    /// A type name in an annotation: `str`, `Option<String>`, `string | null`.
    fn type_name(&mut self) -> bool {
        let len = self
            .rest()
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_.[]<>|&*'".contains(c)))
            .unwrap_or(self.rest().len());
        let starts = self
            .rest()
            .starts_with(|c: char| c.is_ascii_alphabetic() || "_&*".contains(c));
        if starts {
            self.at += len;
        }
        starts
    }
}

/// Chinese separators, longest first: `密码是 X`, `密码改成了 X`, `密码设置为：X`.
const CHINESE_SEPARATORS: &[&str] = &[
    "设置为",
    "设置成",
    "更新为",
    "就是",
    "叫做",
    "设为",
    "设成",
    "改为",
    "改成",
    "换成",
    "是",
    "为",
    "叫",
];

/// How the value is attached to its key.
fn separator(text: &str, at: usize, quoted_key: bool) -> Option<(Sep, usize)> {
    if text[at..].starts_with("::") {
        return None; // `token::Bracket`: a path, not a key
    }
    let mut c = Cursor { text, at };
    let spaced = c.spaces() > 0;
    if c.rest().starts_with("===") {
        return None; // `=== impl X ===`, `a === b`
    }
    for op in ["=>", ":=", "==", "?=", "=", "＝"] {
        if c.eat(op) {
            c.spaces();
            return Some((Sep::Assign, c.at));
        }
    }
    // `password: str = "…"`: a type annotation, then the value.
    let before_colon = c.at;
    if c.eat(":") {
        c.spaces();
        if c.type_name() {
            c.spaces();
            // The value follows on the same line (`abc=` at the end of a line is base64).
            if c.eat("=") && !c.rest().starts_with('=') {
                c.spaces();
                if !c.rest().is_empty() && !c.rest().starts_with(['\n', '\r']) {
                    return Some((Sep::Assign, c.at));
                }
            }
        }
        c.at = before_colon;
    }
    if c.eat(":") || c.eat("：") {
        c.spaces();
        return Some((Sep::Colon, c.at));
    }
    // `.password("X")`, `setToken('X')`: a setter or builder given a string literal.
    if !spaced && !quoted_key && c.eat("(") {
        c.spaces();
        return c
            .rest()
            .starts_with(['"', '\''])
            .then_some((Sep::Call, c.at));
    }
    // `("api_key", "…")`, `setdefault('TOKEN', '…')`: a quoted key, a comma, a quoted value.
    if quoted_key && c.eat(",") {
        c.spaces();
        return c
            .rest()
            .starts_with(['"', '\''])
            .then_some((Sep::Comma, c.at));
    }
    for word in CHINESE_SEPARATORS {
        if c.eat(word) {
            c.eat("了");
            c.spaces();
            let _ = c.eat(":") || c.eat("：");
            c.spaces();
            return Some((Sep::Chinese, c.at));
        }
    }
    if !spaced {
        let key_is_han = text[..at].chars().next_back().is_some_and(is_han);
        let latin_next = c.rest().starts_with(|ch: char| ch.is_ascii_alphanumeric());
        return (key_is_han && latin_next).then_some((Sep::Adjacent, c.at));
    }
    let after_key = c.at;
    // `the password for the staging db is X`, `the token is: X`; what it is for may take a
    // few words (`password for the ledger CI job is X`).
    if c.word(&["for", "of", "on"]) {
        for _ in 0..5 {
            if c.spaces() == 0 {
                break;
            }
            let word = c.at;
            if c.word(&["is", "was"]) {
                c.at = word;
                break;
            }
            c.any_word();
            // `Password for admin: X`
            if c.text[..c.at].ends_with(':') {
                c.spaces();
                return Some((Sep::Colon, c.at));
            }
        }
        c.spaces();
    }
    if c.word(&["is", "was"]) {
        let mut gap = c.spaces();
        if c.eat(":") {
            gap = c.spaces();
        }
        if gap > 0 {
            if c.word(&["now", "still", "just", "actually"]) {
                c.spaces();
            }
            return Some((Sep::Prose, c.at));
        }
    }
    // `password has been reset to X`, `token was rotated to X`
    c.at = after_key;
    if c.word(&["is", "was", "got"]) || (c.word(&["has"]) && c.spaces() > 0 && c.word(&["been"])) {
        c.spaces();
    }
    if c.word(&["set", "changed", "reset", "updated", "rotated"])
        && c.spaces() > 0
        && c.word(&["to"])
        && c.spaces() > 0
    {
        return Some((Sep::Prose, c.at));
    }
    c.at = after_key;
    if c.word(&["to"]) && c.spaces() > 0 {
        return Some((Sep::To, c.at));
    }
    Some((Sep::Space, after_key))
}

/// The text before `at` on its line, at most 256 bytes of it (a bound, so that a line made of
/// keys stays linear).
fn line_before(text: &str, at: usize) -> &str {
    let mut from = at.saturating_sub(256);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let before = &text[from..at];
    before.rfind('\n').map_or(before, |i| &before[i + 1..])
}

/// Whether the word before a space-separated value (the key) is an identifier in capitals
/// with an underscore: `DB_PASS`, `SMTP_PWD`.
fn key_name_in_capitals(before_value: &str) -> bool {
    let word = before_value
        .trim_end_matches([' ', '\t'])
        .rsplit([' ', '\t', '\n'])
        .next()
        .unwrap_or("");
    word.contains('_')
        && word.bytes().any(|b| b.is_ascii_uppercase())
        && !word.bytes().any(|b| b.is_ascii_lowercase())
        && word.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn ends_in_short_noun(key: &str) -> bool {
    segments(key).last().is_some_and(|last| {
        QUALIFIED_NOUNS
            .iter()
            .any(|n| key[last.clone()].eq_ignore_ascii_case(n))
    })
}

/// Whether a key names a password, PIN or passphrase (a number can be one of those).
fn names_password(key: &str) -> bool {
    let lower = key.to_ascii_lowercase();
    ["pass", "pwd", "pw", "pin", "密码", "口令", "验证码"]
        .iter()
        .any(|p| lower.contains(p))
}

/// Whether the key is declared by a keyword of a programming language (`let`, `const`, …),
/// so that an unquoted value is an expression.
fn declared_before(text: &str, key_start: usize) -> bool {
    const KEYWORDS: &[&str] = &[
        "let",
        "mut",
        "const",
        "var",
        "val",
        "static",
        "auto",
        "final",
        "readonly",
        "private",
        "public",
        "protected",
        "pub",
    ];
    let line = line_before(text, key_start);
    line.trim_end()
        .rsplit(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .find(|w| !w.is_empty())
        .is_some_and(|w| KEYWORDS.contains(&w))
        && line.ends_with([' ', '\t'])
}

/// Whether a verb that sets a secret comes shortly before the key: `change the password to X`.
fn set_verb_before(text: &str, key_start: usize) -> bool {
    const VERBS: &[&str] = &[
        "set", "change", "changed", "reset", "update", "updated", "rotate", "rotated",
    ];
    let mut from = key_start.saturating_sub(40);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    text[from..key_start]
        .split(|c: char| !c.is_ascii_alphabetic())
        .rev()
        .filter(|w| !w.is_empty())
        .take(4)
        .any(|w| VERBS.iter().any(|v| w.eq_ignore_ascii_case(v)))
}

fn is_key_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_.-".contains(&b)
}

/// The key name around a stem: the identifier it is part of (`DB_PASSWORD`, `x-api-key`,
/// `--password`), without a sentence's full stop; `api key`, `access key` in prose.
fn key_around(text: &str, stem: Range<usize>) -> Range<usize> {
    let bytes = text.as_bytes();
    let mut start = stem.start;
    while start > 0 && is_key_byte(bytes[start - 1]) {
        start -= 1;
    }
    let mut end = stem.end;
    while end < bytes.len() && is_key_byte(bytes[end]) {
        end += 1;
    }
    while end > stem.end && matches!(bytes[end - 1], b'.' | b'-') {
        end -= 1;
    }
    // A qualifier written as a word of its own: `api key`, `access token`, `cache key`.
    let before = text[..start].trim_end_matches([' ', '\t']);
    let word = before.len()
        - before
            .bytes()
            .rev()
            .take_while(u8::is_ascii_alphanumeric)
            .count();
    let qualifier = before[word..].to_ascii_lowercase();
    let known = |list: &[&str]| list.contains(&qualifier.as_str());
    if before.len() < start
        && word < before.len()
        && (known(STRONG_QUALIFIERS) || known(NOT_SECRET_QUALIFIERS))
        && segments(&text[start..end]).len() == 1
    {
        return word..end;
    }
    start..end
}

static STEMS: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::builder()
        .kind(Some(AhoCorasickKind::ContiguousNFA))
        .ascii_case_insensitive(true)
        .match_kind(MatchKind::LeftmostFirst)
        .build(KEYWORDS)
        .expect("key stem automaton")
});

pub(super) fn key_values(text: &str, spans: &mut Vec<Range<usize>>) {
    let mut examined_until = 0;
    for stem in STEMS.find_iter(text) {
        if stem.start() < examined_until {
            continue;
        }
        let key = if !KEYWORDS[stem.pattern().as_usize()].is_ascii() {
            stem.range()
        } else {
            key_around(text, stem.range())
        };
        examined_until = key.end;
        // Keys inside a secret are part of it: `password=password=…` is one value.
        if let Some(value) = key_value(text, key, spans) {
            examined_until = examined_until.max(value);
        }
    }
    markup(text, spans);
}

/// Push the secret after `key`, if there is one; where it ends.
fn key_value(text: &str, key: Range<usize>, spans: &mut Vec<Range<usize>>) -> Option<usize> {
    let key_text = &text[key.clone()];
    let before = text[..key.start].chars().next_back();
    let in_query = matches!(before, Some('?' | '&' | ';'));
    let class = classify_key(key_text, in_query)?;
    let mut after_key = key.end;
    // `\"password\":` in JSON inside a string (a log line, a tool's output).
    if text[after_key..].starts_with("\\\"") && text[..key.start].ends_with("\\\"") {
        after_key += 1;
    }
    let close = text[after_key..].chars().next();
    let quoted_key = matches!((before, close), (Some(a), Some(b)) if a == b && "\"'`".contains(a));
    if close.is_some_and(|c| "\"'`".contains(c)) {
        after_key += 1;
    }
    if text[after_key..].starts_with('?') {
        after_key += 1; // TypeScript `password?: string`
    }
    // `PIN code is 4821`, `otp code 739201`: the word says how the secret is written.
    let mut c = Cursor {
        text,
        at: after_key,
    };
    if c.spaces() > 0 && c.word(&["code", "number"]) {
        after_key = c.at;
    }
    let (sep, value_start) = separator(text, after_key, quoted_key)?;
    // `getPassword("user")`, `keyring.get_password("svc", "me")`: a lookup names the secret
    // it fetches, its argument is not that secret.
    if sep == Sep::Call
        && segments(key_text).first().is_some_and(|first| {
            [
                "get", "has", "is", "check", "verify", "validate", "reset", "hash", "find", "load",
                "read", "fetch", "lookup", "delete", "remove", "clear",
            ]
            .iter()
            .any(|v| key_text[first.clone()].eq_ignore_ascii_case(v))
        })
    {
        return None;
    }
    if sep == Sep::To && !set_verb_before(text, key.start) {
        return None;
    }
    let name = key_text.trim_start_matches(['-', '.', '_']);
    let shape = KeyShape {
        class,
        flag: key_text.starts_with('-'),
        bare: BARE_NOUNS.iter().any(|b| name.eq_ignore_ascii_case(b)),
        chinese: !key_text.is_ascii(),
        short_noun: ends_in_short_noun(key_text),
        password: names_password(key_text),
        declared: declared_before(text, key.start),
    };
    // `password=` in Markdown: the backtick after the key closes the code span.
    let in_code_span = line_before(text, key.start).matches('`').count() % 2 == 1;
    if in_code_span && text[value_start..].starts_with('`') {
        return None;
    }
    let value = read_value(text, value_start)?;
    let v = &text[value.range.clone()];
    if is_secret_value(shape, sep, text, &value) {
        spans.push(value.range);
        return Some(value.after);
    }
    if matches!(sep, Sep::Assign | Sep::Colon)
        && !value.quoted
        && (v.eq_ignore_ascii_case("bearer") || v.eq_ignore_ascii_case("basic"))
    {
        // `token: Bearer abc…`: the scheme is a word, the credential follows it.
        let credential = text[value.after..].trim_start_matches([' ', '\t']);
        if let Some(next) = read_value(text, text.len() - credential.len())
            && credential_like(&text[next.range.clone()])
        {
            spans.push(next.range);
            return Some(next.after);
        }
    }
    None
}

/// `<password>x</password>`, `<add key="Password" value="x"/>`, `name="token" value="x"`.
fn markup(text: &str, spans: &mut Vec<Range<usize>>) {
    if super::find_ignore_case(text, "variable", 0).is_some() {
        hcl_variables(text, spans);
    }
    // `<password>x</password>`, `<entry key="password">x</entry>`, `<property
    // name="db.password">x</property>`: the attribute names the value when there is one; the
    // value may sit on a line of its own.
    static ELEMENT: LazyLock<Regex> = LazyLock::new(|| {
        super::families::re(
            r#"<([A-Za-z_][A-Za-z0-9_.:-]*)(?:[ \t]+(?i:key|name)[ \t]*=[ \t]*["']([^"'\n<>]{1,80})["'])?[ \t]*>[ \t\r\n]*([^<\s](?:[^<\n]*[^<\s])?)[ \t\r\n]*</([A-Za-z_][A-Za-z0-9_.:-]*)>"#,
        )
    });
    static ATTRIBUTES: LazyLock<Regex> = LazyLock::new(|| {
        super::families::re(
            r#"(?i)\b(?:key|name)[ \t]*=[ \t]*["']([^"'\n]{1,80})["'][ \t]+value[ \t]*=[ \t]*["']([^"'\n]*)["']"#,
        )
    });
    let mut check = |key: &str, value: regex::Match| {
        let quoted = Value {
            range: value.range(),
            quoted: true,
            after: value.end(),
        };
        let shape = |class| KeyShape {
            class,
            flag: false,
            bare: false,
            chinese: false,
            short_noun: ends_in_short_noun(key),
            password: names_password(key),
            declared: false,
        };
        if let Some(class) = classify_key(key, false)
            && is_secret_value(shape(class), Sep::Assign, text, &quoted)
        {
            spans.push(value.range());
        }
    };
    if text.contains("</") {
        for caps in ELEMENT.captures_iter(text) {
            if caps[1].eq_ignore_ascii_case(&caps[4]) {
                let key = caps.get(2).map_or(&caps[1], |k| k.as_str());
                check(key, caps.get(3).expect("value"));
            }
        }
    }
    if super::find_ignore_case(text, "value", 0).is_some() {
        for caps in ATTRIBUTES.captures_iter(text) {
            check(&caps[1], caps.get(2).expect("value"));
        }
    }
}
/// Terraform / HCL `variable "db_password" { default = "X" }`: the variable's name is the
/// key of its `default`. The block is read to its first `}`, at most 2 KB.
fn hcl_variables(text: &str, spans: &mut Vec<Range<usize>>) {
    static HEAD: LazyLock<Regex> = LazyLock::new(|| {
        super::families::re(r#"\bvariable[ \t]+"([A-Za-z0-9_.-]{1,80})"[ \t]*\{"#)
    });
    for caps in HEAD.captures_iter(text) {
        let name = &caps[1];
        let Some(class) = classify_key(name, false) else {
            continue;
        };
        let open = caps.get(0).expect("group 0").end();
        let mut cap = (open + 2048).min(text.len());
        while !text.is_char_boundary(cap) {
            cap -= 1;
        }
        let block = &text[open..cap];
        let block = block.find('}').map_or(block, |i| &block[..i]);
        let Some(at) = block
            .match_indices("default")
            .map(|(i, _)| open + i + "default".len())
            .find(|&i| !is_alnum_byte(text, i))
        else {
            continue;
        };
        let Some((Sep::Assign, value_start)) = separator(text, at, false) else {
            continue;
        };
        let shape = KeyShape {
            class,
            flag: false,
            bare: false,
            chinese: false,
            short_noun: ends_in_short_noun(name),
            password: names_password(name),
            declared: false,
        };
        if let Some(value) = read_value(text, value_start)
            && is_secret_value(shape, Sep::Assign, text, &value)
        {
            spans.push(value.range);
        }
    }
}

fn is_alnum_byte(text: &str, i: usize) -> bool {
    text.as_bytes()
        .get(i)
        .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_are_classified() {
        use Key::*;
        let cases = [
            ("password", Some(Strong)),
            ("DB_PASSWORD", Some(Strong)),
            ("PGPASSWORD", Some(Strong)),
            ("apiKey", Some(Strong)),
            ("x-api-key", Some(Strong)),
            ("AWS_SECRET_ACCESS_KEY", Some(Strong)),
            ("AccountKey", Some(Strong)),
            ("SharedAccessSignature", Some(Strong)),
            ("client_secret", Some(Strong)),
            ("secret_key_base", Some(Strong)),
            ("password_confirmation", Some(Strong)),
            ("db_pass", Some(Strong)),
            ("_authToken", Some(Strong)),
            ("数据库密码", Some(Strong)),
            ("key", Some(Weak)),
            ("STRIPE_KEY", Some(Weak)),
            ("session_id", None),
            ("max_tokens", None),
            ("token_type", None),
            ("password_reset", None),
            ("public_key", None),
            ("primary_key", None),
            ("SharedAccessKeyName", None),
            ("keyboard", None),
            ("monkey", None),
            ("path", None),
            ("bypass", None),
        ];
        for (key, class) in cases {
            assert_eq!(classify_key(key, false), class, "{key}");
        }
        assert_eq!(classify_key("sig", true), Some(Strong));
    }
}
