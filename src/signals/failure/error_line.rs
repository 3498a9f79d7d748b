//! The error line of a failure: the first line that states an error, else the first that
//! sounds like one, else the first that is not noise.

use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use crate::event::{ERROR_HEAD, ERROR_TAIL};
use crate::redact::redact;
use crate::text::{clip_head, clip_tail};

/// Bytes of one line looked at: a summary shows far less.
const MAX_LINE: usize = 2 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Rank {
    Noise,
    Other,
    Weak,
    Strong,
}

// The three line tests run on every line scanned (hundreds for a big error), so they are
// compiled for ASCII and run on an ASCII stand-in of the line (see [`LineTest`]): Unicode
// `\w` classes cost milliseconds to compile, and a Unicode `\b` makes the fast engine give
// up on any line with a non-ASCII character. There is no `\b` below: each one, next to a
// word character, is written as what it means there, `(?:\W|$)` after it and `(?:^|\W)`
// before it, which these match-only tests cannot tell apart (`old_patterns_match_alike`).

/// Lines that carry no information: exit codes, warnings, progress, decoration, echoed
/// requests, stack frames, hints.
pub(super) static NOISE: LineTest = LineTest::new(
    r#"(?x)
        ^Exit\ code\ -?\d+$
        | (?:
            (?i:^(?:[\w.-]+:\s*)?\[?(?:\w*warning|warn))
            | (?i:^npm\ warn)
            | ^(?:Compiling|Checking|Downloading|Downloaded|Fetching|Resolving|Installing|Building|Updating|Locking|Adding|Running|Finished|Collecting|Using\ cached|Requirement\ already|Preparing|Unpacking|Selecting|Setting\ up|Processing|Progress|Cloning\ into|Receiving\ objects|Resolving\ deltas|remote:\ (?:Counting|Compressing|Enumerating|Total))
            | ^Traceback
            | ^=\s*(?:note|help)
          )(?:\W|$)
        | ^\(node:\d+\)\ \w*Warning
        | ^\W*\d{1,3}(?:\.\d+)?\ ?%
        | \[[\#=\->.\ ]{3,}\]
        | ^[=_\-*!\#~+.<>|^]{3,}.*[=_\-*!\#~+.<>|^]{3,}$
        | ^[<>*{}](?:\s|$)
        | ^at\s+\S
        | ^File\ "[^"]*",\ line\ \d+
        | ^\.\.\.\ \d+\ more
        | ^-->
        | ^\d*\s*\|
        | (?i:^(?:hint|note|help|tip|info)\s*:)
        | (?i:^(?:for\ more\ information|run\ '|see\ '|try\ '|try\ running|did\ you\ mean))
        | (?i:a\ complete\ log\ of\ this\ run)
        | (?i:\[?\s*\d+\s+(?:characters?|chars?|lines?|bytes?)\s+truncated)
        | ^\[Request\ interrupted\ by\ user
        "#,
);

/// Lines that state an error: `error: …`, `Error: …`, `error[E0425]:`, `error TS2307:`,
/// `FooError: …`, `npm error …`, `ERR_PNPM_…`, `make: ***`, `--- FAIL`.
pub(super) static STRONG: LineTest = LineTest::new(
    r"(?x)
        (?:
            ^(?:E\s+)?(?:[\w.-]+:\s+)?(?i:error|fatal|panic)
            | ^(?:---\s+)?FAIL(?:ED)?
        )(?:\W|$)
        | (?:^|\W)(?:
            (?i:error)(?:\[\w+\])?(?:\s+[A-Z]+\d+)?:
            | ERR(?:!|_[A-Z0-9_]+)
        )
        | ^(?:E\s+)?[\w.]*(?:Error|Exception)(?::|$)
        | ^npm\s+(?:error|ERR!)
        | \*\*\*
        ",
);

/// Lines that sound like a failure.
pub(super) static WEAK: LineTest = LineTest::new(
    r"(?x)
        (?:^|\W)
        (?i:errors?|err|fail|failed|failure|fatal|exception|panic(?:ked)?|denied|refused
        |not\ found|no\ such|cannot|can't|could\ not|couldn't|unable|invalid|missing|unknown
        |undefined|unexpected|timed\ out|timeout|does\ not\ exist|doesn't\ exist|not\ allowed
        |forbidden|unauthori[sz]ed|bad\ credentials|conflict|abort(?:ed|ing)?|killed
        |segmentation\ fault|out\ of\ memory|not\ recognized|no\ rule)
        (?:\W|$)
        ",
);

/// A match-only test of one line. The pattern is compiled for ASCII bytes, with `\w`, `\W`,
/// `\s`, `\S` and `\d` widened to the stand-in bytes of [`stand_in`], and run on the line's
/// stand-in: the same answer as the Unicode pattern on the line, since every character
/// and its stand-in are in the same classes. A line with a character that has no stand-in
/// is tested with the Unicode pattern itself.
pub(super) struct LineTest {
    pattern: &'static str,
    ascii: OnceLock<regex::bytes::Regex>,
    unicode: OnceLock<Regex>,
}

impl LineTest {
    const fn new(pattern: &'static str) -> Self {
        LineTest {
            pattern,
            ascii: OnceLock::new(),
            unicode: OnceLock::new(),
        }
    }

    pub(super) fn is_match(&self, line: &str, stand_in: Option<&[u8]>) -> bool {
        match stand_in {
            Some(bytes) => self
                .ascii
                .get_or_init(|| ascii_regex(self.pattern))
                .is_match(bytes),
            None => self
                .unicode
                .get_or_init(|| Regex::new(self.pattern).expect("line regex"))
                .is_match(line),
        }
    }
}

/// Stand-ins for non-ASCII characters: a word character, a space, anything else.
const WORD_STAND_IN: u8 = 0xff;
const SPACE_STAND_IN: u8 = 0xfe;
const OTHER_STAND_IN: u8 = 0xfd;

/// `pattern` for ASCII bytes, its Perl classes taking in the stand-ins.
fn ascii_regex(pattern: &str) -> regex::bytes::Regex {
    const WORD: &str = r"0-9A-Za-z_\xff";
    const SPACE: &str = r"\t\n\x0B\x0C\r\x20\xfe";
    let mut out = String::with_capacity(pattern.len() * 2);
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('w') => out.push_str(&format!("[{WORD}]")),
            Some('W') => out.push_str(&format!("[^{WORD}]")),
            Some('s') => out.push_str(&format!("[{SPACE}]")),
            Some('S') => out.push_str(&format!("[^{SPACE}]")),
            Some('d') => out.push_str("[0-9]"),
            Some(e) => out.extend(['\\', e]),
            None => out.push('\\'),
        }
    }
    regex::bytes::RegexBuilder::new(&out)
        .unicode(false)
        .build()
        .expect("ascii line regex")
}

/// A Unicode word character (`\w`).
static WORD_CHAR: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\w$").expect("word regex"));

/// The line for the [`LineTest`]s: ASCII as it is, every other character replaced by its
/// stand-in byte. `None` when a character has no stand-in: a digit (`\d` is Unicode) and
/// the two that match ASCII letters without case (KELVIN SIGN `K`, LONG S `ſ`).
pub(super) fn stand_in(line: &str) -> Option<Cow<'_, [u8]>> {
    if line.is_ascii() {
        return Some(Cow::Borrowed(line.as_bytes()));
    }
    let mut out = Vec::with_capacity(line.len());
    let mut utf8 = [0u8; 4];
    for c in line.chars() {
        let byte = if c.is_ascii() {
            c as u8
        } else if c.is_numeric() || matches!(c, '\u{212a}' | '\u{17f}') {
            return None;
        } else if c.is_whitespace() {
            SPACE_STAND_IN
        } else if c.is_alphabetic() || WORD_CHAR.is_match(c.encode_utf8(&mut utf8)) {
            WORD_STAND_IN
        } else {
            OTHER_STAND_IN
        };
        out.push(byte);
    }
    Some(Cow::Owned(out))
}

static ANSI: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])")
        .expect("ansi regex")
});

/// What precedes the message on a chosen line: pytest's `E   `, a compiler location
/// (`src/a.ts(4,25): `, `x_test.go:27: `), the shell's `/bin/bash: line 1: `.
static LINE_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:E\s{2,}|(?:[A-Za-z]:)?[\w./\\@~+-]+(?:\(\d+(?:,\d+)?\)|:\d+(?::\d+)?):\s+|(?:/[\w/]*/)?(?:ba|z|da|k)?sh:\s+(?:line\s+\d+:\s+)?)+",
    )
    .expect("prefix regex")
});

/// The tags Claude Code wraps some tool errors in.
static TOOL_ERROR_TAG: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"</?tool_use_error>").expect("tag regex"));

/// Long hexadecimal ids (container ids, digests): shortened to 12 digits in a summary.
static LONG_HEX: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b([0-9a-f]{12})[0-9a-f]{8,}\b").expect("hex regex"));

/// The first meaningful line of an error: the first line that states an error, else the
/// first that sounds like one, else the first that is not noise.
pub(super) fn error_line(error: &str) -> Option<String> {
    let head = clip_head(error, ERROR_HEAD);
    let tail = if error.len() > head.len() {
        let tail = clip_tail(error, ERROR_TAIL.min(error.len() - head.len()));
        // The first line of the tail window is cut: skip it.
        tail.split_once('\n').map_or("", |(_, rest)| rest)
    } else {
        ""
    };
    let mut best: Option<(Rank, Cow<'_, str>)> = None;
    for raw in head.split('\n').chain(tail.split('\n')) {
        let line = visible(raw);
        let rank = rank(&line);
        if rank == Rank::Strong {
            best = Some((rank, line));
            break;
        }
        if rank > best.as_ref().map_or(Rank::Noise, |(r, _)| *r) {
            best = Some((rank, line));
        }
    }
    // Secrets go before the line is tidied: a long hex key shortened to 12 digits no longer
    // looks like one, and those 12 would be kept.
    let line = tidy(&redact(&best?.1));
    line.chars().any(char::is_alphabetic).then_some(line)
}

/// What a terminal would show of one raw line: CR/LF, ANSI escapes and `<tool_use_error>`
/// tags gone, the last carriage-return overwrite kept, at most `MAX_LINE` bytes, trimmed.
fn visible(raw: &str) -> Cow<'_, str> {
    let line = raw.trim_end_matches('\r');
    let line = line.rsplit('\r').next().unwrap_or(line);
    let line = clip_head(line, MAX_LINE);
    let mut line = Cow::Borrowed(line);
    if line.contains('\x1b') {
        line = Cow::Owned(ANSI.replace_all(&line, "").into_owned());
    }
    if line.contains("tool_use_error>") {
        line = Cow::Owned(TOOL_ERROR_TAG.replace_all(&line, "").into_owned());
    }
    match line {
        Cow::Borrowed(l) => Cow::Borrowed(l.trim()),
        Cow::Owned(l) => Cow::Owned(l.trim().to_owned()),
    }
}

pub(super) fn rank(line: &str) -> Rank {
    if !line.chars().any(char::is_alphabetic) {
        return Rank::Noise;
    }
    let stand_in = stand_in(line);
    let is = |test: &LineTest| test.is_match(line, stand_in.as_deref());
    if is(&NOISE) {
        Rank::Noise
    } else if is(&STRONG) {
        Rank::Strong
    } else if is(&WEAK) {
        Rank::Weak
    } else {
        Rank::Other
    }
}

/// The chosen line as it will be shown: location prefixes dropped, whitespace collapsed,
/// long hex ids shortened.
fn tidy(line: &str) -> String {
    let line = LINE_PREFIX.replace(line, "");
    let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
    LONG_HEX.replace_all(&line, "$1").into_owned()
}
