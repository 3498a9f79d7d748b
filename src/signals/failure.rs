//! Tool failure summaries (DESIGN.md §1 candidate pool): `Tool `head` → first meaningful error
//! line`, redacted, at most 120 characters.
//!
//! Errors can be huge (10 MB): only a bounded head and tail of the text are scanned, line by
//! line, and nothing but the chosen line is copied.

use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use crate::event::ToolFailure;
use crate::redact::redact;
use crate::text::{clip_head, clip_tail, truncate_chars};

/// A failure as the candidate pool records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailureSummary {
    /// `Tool `head` → first meaningful error line`, redacted, at most 120 characters.
    pub summary: String,
}

/// Longest summary, in characters (DESIGN.md §1: a fact is at most 120 characters).
pub const MAX_SUMMARY_CHARS: usize = crate::text::MAX_FACT_CHARS;
/// Bytes of the error scanned from its start…
const HEAD_WINDOW: usize = 32 * 1024;
/// …and from its end (Claude Code middle-truncates long output, keeping both ends).
const TAIL_WINDOW: usize = 8 * 1024;
/// Bytes of one line looked at: a summary shows far less.
const MAX_LINE: usize = 2 * 1024;
/// Bytes of a command looked at to find its head.
const MAX_COMMAND: usize = 8 * 1024;
/// Words of one simple command looked at to find its head.
const MAX_WORDS: usize = 32;
/// An echoed input shorter than this, in characters, is left alone (it could be any word)…
const MIN_ECHO_CHARS: usize = 4;
/// …and so is one line of a multi-line input shorter than this, in bytes.
const MIN_ECHO_FRAGMENT: usize = 8;
/// Lines of a multi-line echoed input compared with the error line.
const MAX_ECHO_LINES: usize = 16;

/// Summarise a failure, or `None` when there is nothing worth recording.
pub fn summarize(failure: &ToolFailure) -> Option<FailureSummary> {
    let line = error_line(&failure.error)?;
    let line = replace_echoes(line, &failure.input_echoes);
    let tool = label(&failure.tool);
    let text = match failure.command.as_deref().and_then(command_head) {
        Some(head) => format!("{tool} `{head}` → {line}"),
        None => format!("{tool} → {line}"),
    };
    Some(FailureSummary {
        summary: truncate_chars(&redact(&text), MAX_SUMMARY_CHARS),
    })
}

/// The command head: program and subcommand, without leading `VAR=value` assignments,
/// wrappers (`sudo`, `npx`, `env`, `uv run`, …), flags, paths and file arguments.
/// `PORT=3001 npm run dev` → `npm run dev`; `pytest tests/x.py -q` → `pytest`;
/// `cd web && cargo build --release` → `cargo build`.
pub fn command_head(command: &str) -> Option<String> {
    let segments = simple_commands(clip_head(command, MAX_COMMAND));
    segments
        .iter()
        .find_map(|words| segment_head(words, false))
        .or_else(|| segments.iter().find_map(|words| segment_head(words, true)))
}

// ---------------------------------------------------------------------------------------
// The error line

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
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
static NOISE: LineTest = LineTest::new(
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
static STRONG: LineTest = LineTest::new(
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
static WEAK: LineTest = LineTest::new(
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
struct LineTest {
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

    fn is_match(&self, line: &str, stand_in: Option<&[u8]>) -> bool {
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
fn stand_in(line: &str) -> Option<Cow<'_, [u8]>> {
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
fn error_line(error: &str) -> Option<String> {
    let head = clip_head(error, HEAD_WINDOW);
    let tail = if error.len() > head.len() {
        let tail = clip_tail(error, TAIL_WINDOW.min(error.len() - head.len()));
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
    let line = tidy(&best?.1);
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

fn rank(line: &str) -> Rank {
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

/// Text echoing the call's own input (Edit's `String: <old_string>`) becomes a quoted
/// placeholder, so the summary does not depend on it.
fn replace_echoes(mut line: String, echoes: &[String]) -> String {
    for echo in echoes {
        let echo = echo.trim();
        let whole = (echo.chars().nth(MIN_ECHO_CHARS - 1).is_some() && !echo.contains('\n'))
            .then_some(echo);
        let fragments = echo
            .lines()
            .take(MAX_ECHO_LINES)
            .map(str::trim)
            .filter(|f| f.len() >= MIN_ECHO_FRAGMENT);
        for fragment in whole.into_iter().chain(fragments) {
            if fragment.len() <= line.len() && line.contains(fragment) {
                line = quote_out(&line, fragment);
            }
        }
    }
    line
}

/// Every occurrence of `fragment` in `line` replaced by `'…'` (or by `…` when it is already
/// between quotes).
fn quote_out(line: &str, fragment: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(fragment) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + fragment.len()..].chars().next();
        out.push_str(&rest[..at]);
        let quoted = matches!((before, after), (Some(b), Some(a)) if b == a && matches!(b, '\'' | '"' | '`'));
        out.push_str(if quoted { "…" } else { "'…'" });
        rest = &rest[at + fragment.len()..];
    }
    out.push_str(rest);
    out
}

/// A tool name fit for a summary: one line, no backticks, never empty.
fn label(tool: &str) -> String {
    let tool: String = tool
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('`', "")
        .chars()
        .take(60)
        .collect();
    if tool.is_empty() {
        "tool".to_owned()
    } else {
        tool
    }
}

// ---------------------------------------------------------------------------------------
// The command head

/// Commands that prepare the shell rather than do the work: skipped when a later command
/// in the same line can be the head (`cd web && npm test`).
#[rustfmt::skip]
const SETUP: &[&str] = &[
    "cd", "export", "source", ".", "set", "unset", "pushd", "popd", "alias", "true", ":",
    "echo", "printf", "local", "declare", "ulimit", "umask", "trap", "shopt", "sleep",
];

/// Programs whose first word after the options is a subcommand (`git push`, `make deploy`).
#[rustfmt::skip]
const SUBCOMMANDS: &[&str] = &[
    "apk", "apt", "apt-get", "aws", "az", "bazel", "brew", "bun", "bundle", "cabal", "cargo",
    "composer", "conda", "corepack", "dart", "deno", "dnf", "docker", "docker-compose",
    "dotnet", "dune", "expo", "firebase", "flutter", "gcloud", "gh", "git", "go", "gradle",
    "gradlew", "helm", "heroku", "just", "kubectl", "lein", "mamba", "make", "mix", "mvn", "ng",
    "netlify", "npm", "nvm", "nx", "opam", "pacman", "pdm", "pip", "pip3", "pipenv", "pnpm",
    "podman", "poetry", "prisma", "rails", "rake", "rustup", "sbt", "stack", "supabase",
    "swift", "systemctl", "task", "terraform", "tofu", "turbo", "uv", "vercel", "volta",
    "wrangler", "yarn", "yum", "zig",
];

/// `(program, subcommand)` pairs taking a second subcommand word (`npm run dev`,
/// `docker compose up`, `gh pr create`, `aws s3 ls`); `*` matches any subcommand.
#[rustfmt::skip]
const SECOND_LEVEL: &[(&str, &[&str])] = &[
    ("npm", &["run", "run-script"]),
    ("pnpm", &["run"]),
    ("yarn", &["run"]),
    ("bun", &["run"]),
    ("docker", &["compose", "container", "image", "network", "volume", "buildx", "system",
        "context", "builder", "plugin", "swarm", "service", "stack", "secret", "config", "node",
        "manifest", "trust"]),
    ("podman", &["compose", "container", "image", "network", "volume", "system", "pod",
        "machine"]),
    ("gh", &["*"]),
    ("aws", &["*"]),
    ("gcloud", &["*"]),
    ("az", &["*"]),
    ("git", &["stash", "remote", "submodule", "worktree", "lfs", "bisect"]),
    ("go", &["mod", "work", "tool"]),
    ("uv", &["pip", "tool", "python", "cache"]),
    ("poetry", &["env", "self", "cache"]),
    ("helm", &["repo", "plugin", "dependency"]),
    ("terraform", &["workspace", "state"]),
    ("rustup", &["toolchain", "target", "component"]),
];

/// Options that take a separate value before a subcommand (`git -C dir push`).
#[rustfmt::skip]
const VALUE_OPTIONS: &[&str] = &[
    "--prefix", "--workspace", "--filter", "--dir", "--cwd", "--host", "--context", "--config",
    "--file", "--project-name", "--profile", "--env-file", "--namespace", "--kubeconfig",
    "--region", "--endpoint-url", "--repo", "--manifest-path", "--git-dir", "--work-tree",
    "--directory", "--log-level", "--kube-context",
];

/// Short options that take a separate value, per program.
#[rustfmt::skip]
const SHORT_VALUE_OPTIONS: &[(&str, &[&str])] = &[
    ("git", &["-C", "-c"]),
    ("make", &["-C", "-f"]),
    ("npm", &["-w"]),
    ("pnpm", &["-F", "-C", "-w"]),
    ("yarn", &["-w"]),
    ("docker", &["-H", "-c", "-f", "-p"]),
    ("podman", &["-c", "-f", "-p"]),
    ("kubectl", &["-n"]),
    ("helm", &["-n"]),
    ("gh", &["-R"]),
    ("cargo", &["-C", "-Z"]),
    ("go", &["-C"]),
    ("sudo", &["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U"]),
    ("env", &["-u", "-C", "-S"]),
    ("nice", &["-n"]),
    ("npx", &["-p", "--package"]),
];

/// Wrappers that run the command given after their own options.
#[rustfmt::skip]
const WRAPPERS: &[&str] = &[
    "sudo", "doas", "env", "time", "nohup", "nice", "exec", "command", "builtin", "stdbuf",
    "timeout", "npx", "bunx", "pnpx", "xvfb-run", "caffeinate", "chronic",
];

/// `(program, word)`: `program word X …` runs `X` (`uv run pytest`, `pnpm dlx tsc`).
#[rustfmt::skip]
const RUNNERS: &[(&str, &[&str])] = &[
    ("uv", &["run"]),
    ("poetry", &["run"]),
    ("pipenv", &["run"]),
    ("pdm", &["run"]),
    ("hatch", &["run"]),
    ("rye", &["run"]),
    ("bundle", &["exec"]),
    ("npm", &["exec", "x"]),
    ("pnpm", &["exec", "dlx"]),
    ("yarn", &["exec", "dlx"]),
    ("bun", &["x"]),
];

/// Interpreters whose `-m module` runs the module as the program (`python3 -m pip`).
const INTERPRETERS: &[&str] = &["python", "py"];
const SHELLS: &[&str] = &["bash", "sh", "zsh", "dash", "ksh"];

/// A subcommand word: a bare name, not a path, file, value or version.
static BARE_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[A-Za-z][A-Za-z0-9_:+-]*$").expect("bare word regex"));
static ASSIGNMENT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[A-Za-z_][A-Za-z0-9_]*=").expect("assignment regex"));

fn lookup<'a>(table: &'a [(&str, &[&str])], program: &str) -> &'a [&'a str] {
    table
        .iter()
        .find(|(p, _)| *p == program)
        .map_or(&[], |(_, words)| *words)
}

/// The head of one simple command; a setup command (`cd`, `export`) only when `setup`.
fn segment_head(words: &[String], setup: bool) -> Option<String> {
    let mut i = 0;
    loop {
        while words
            .get(i)
            .is_some_and(|w| ASSIGNMENT.is_match(w) || is_redirect(w))
        {
            i += 1;
        }
        let program = program_name(words.get(i)?);
        let next = words.get(i + 1).map(String::as_str);
        if WRAPPERS.contains(&program.as_str()) {
            i = skip_options(words, i + 1, &program);
            if program == "timeout"
                && words
                    .get(i)
                    .is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit()))
            {
                i += 1;
            }
        } else if next.is_some_and(|n| lookup(RUNNERS, &program).contains(&n)) {
            i = skip_options(words, i + 2, &program);
        } else if is_interpreter(&program) && next == Some("-m") {
            i += 2;
        } else if SHELLS.contains(&program.as_str()) && matches!(next, Some("-c" | "-lc" | "-ec")) {
            return words.get(i + 2).and_then(|inner| command_head(inner));
        } else {
            if SETUP.contains(&program.as_str()) && !setup {
                return None;
            }
            return Some(with_subcommands(words, i, program));
        }
    }
}

/// `program` plus its subcommand words, if it takes any.
fn with_subcommands(words: &[String], at: usize, program: String) -> String {
    let mut head = program;
    let program = head.clone();
    if !SUBCOMMANDS.contains(&program.as_str()) {
        return head;
    }
    let Some((sub, at)) = subcommand(words, at + 1, &program) else {
        return head;
    };
    head.push(' ');
    head.push_str(sub);
    let second = lookup(SECOND_LEVEL, &program);
    if second.contains(&"*") || second.contains(&sub) {
        if let Some((sub2, _)) = subcommand(words, at + 1, &program) {
            head.push(' ');
            head.push_str(sub2);
        }
    }
    head
}

/// The next subcommand word from `at` (options, numbers and redirects skipped) and its index.
fn subcommand<'a>(words: &'a [String], at: usize, program: &str) -> Option<(&'a str, usize)> {
    let mut i = skip_options(words, at, program);
    while words
        .get(i)
        .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()))
    {
        i = skip_options(words, i + 1, program);
    }
    let word = words.get(i)?;
    BARE_WORD.is_match(word).then_some((word.as_str(), i))
}

/// Index of the first word from `at` that is not an option (or an option's value) or a redirect.
fn skip_options(words: &[String], mut at: usize, program: &str) -> usize {
    let short = lookup(SHORT_VALUE_OPTIONS, program);
    while let Some(word) = words.get(at) {
        if is_redirect(word) {
            at += 1 + usize::from(matches!(
                word.trim_start_matches(|c: char| c.is_ascii_digit()),
                ">" | ">>" | "<"
            ));
        } else if word.starts_with('-') && word.len() > 1 || word.starts_with('+') {
            let takes_value =
                VALUE_OPTIONS.contains(&word.as_str()) || short.contains(&word.as_str());
            at += 1 + usize::from(takes_value);
        } else if program == "env" && ASSIGNMENT.is_match(word) {
            at += 1;
        } else {
            break;
        }
    }
    at
}

/// `python`, `python3`, `python3.12`, `py`.
fn is_interpreter(program: &str) -> bool {
    INTERPRETERS.contains(&program.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.'))
}

fn is_redirect(word: &str) -> bool {
    word.trim_start_matches(|c: char| c.is_ascii_digit())
        .starts_with(['>', '<'])
        || word.starts_with("&>")
}

/// The program's base name, on one line and without backticks: `/usr/bin/python3` →
/// `python3`, `C:\x\npm.cmd` → `npm`.
fn program_name(word: &str) -> String {
    let base = word.rsplit(['/', '\\']).next().unwrap_or(word);
    let lower = base.to_ascii_lowercase();
    let base = [".exe", ".cmd", ".bat"]
        .iter()
        .find(|ext| lower.ends_with(*ext))
        .map_or(base, |ext| &base[..base.len() - ext.len()]);
    base.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(|c: char| c == '`' || c.is_control(), "")
}

/// Split a shell line into simple commands (at `&&`, `||`, `;`, `|`, `&`, newlines and
/// parentheses), each a list of words with quotes removed. Good enough for heads; not a shell.
fn simple_commands(command: &str) -> Vec<Vec<String>> {
    let mut commands = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = command.chars().peekable();
    let end_word = |words: &mut Vec<String>, word: &mut String, in_word: &mut bool| {
        if *in_word && words.len() < MAX_WORDS {
            words.push(std::mem::take(word));
        }
        word.clear();
        *in_word = false;
    };
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                word.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some(e @ ('"' | '\\' | '$' | '`')) => word.push(e),
                            Some('\n') | None => {}
                            Some(e) => word.extend(['\\', e]),
                        },
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                if let Some(c) = chars.next().filter(|&c| c != '\n') {
                    in_word = true;
                    word.push(c);
                }
            }
            '#' if !in_word => {
                chars.by_ref().take_while(|&c| c != '\n').for_each(drop);
                end_word(&mut words, &mut word, &mut in_word);
                if !words.is_empty() {
                    commands.push(std::mem::take(&mut words));
                }
            }
            ' ' | '\t' => end_word(&mut words, &mut word, &mut in_word),
            '&' if word.ends_with(['>', '<']) || chars.peek() == Some(&'>') => {
                in_word = true;
                word.push(c);
            }
            '\n' | ';' | '|' | '&' | '(' | ')' => {
                end_word(&mut words, &mut word, &mut in_word);
                if !words.is_empty() {
                    commands.push(std::mem::take(&mut words));
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    end_word(&mut words, &mut word, &mut in_word);
    if !words.is_empty() {
        commands.push(words);
    }
    commands
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::time::{Duration, Instant};

    use proptest::prelude::*;

    use super::*;
    use crate::event::{Event, EventKind};
    use crate::hosts::claude_code::wire::parse_event;
    use crate::store::candidates::CandidateKind;
    use crate::store::candidates::fingerprint::fingerprint;

    fn bash(command: &str, error: &str) -> ToolFailure {
        ToolFailure {
            tool: "Bash".into(),
            command: Some(command.into()),
            error: error.into(),
            input_echoes: vec![command.into()],
        }
    }

    fn summary(failure: &ToolFailure) -> String {
        summarize(failure).expect("a summary").summary
    }

    #[test]
    fn heads() {
        let cases = [
            ("npm install", "npm install"),
            (
                "npm install --save-dev @types/react-beautiful-dnd",
                "npm install",
            ),
            ("npm test", "npm test"),
            ("npm run dev", "npm run dev"),
            ("PORT=3001 npm run dev", "npm run dev"),
            ("pytest -q", "pytest"),
            ("pytest tests/test_api.py -q", "pytest"),
            ("npx tsc -p . --noEmit", "tsc"),
            ("npx -y eslint src --ext .ts", "eslint"),
            ("cargo build --release", "cargo build"),
            ("cargo +nightly build -p api", "cargo build"),
            ("docker build -t x .", "docker build"),
            ("docker compose -f dev.yml up -d", "docker compose up"),
            ("docker run --rm -d -p 5432:5432 postgres:16", "docker run"),
            ("git push origin main", "git push"),
            ("git clone git@github.com:acme/x.git vendor/x", "git clone"),
            ("git -C web checkout main", "git checkout"),
            (
                "export GITHUB_TOKEN=ghp_x && gh pr create --fill",
                "gh pr create",
            ),
            (
                "AWS_ACCESS_KEY_ID=AKIA1 aws --region eu-west-1 s3 ls s3://b/",
                "aws s3 ls",
            ),
            ("cd web && pnpm install --frozen-lockfile", "pnpm install"),
            ("sudo -u postgres psql -c 'select 1'", "psql"),
            (
                "mysql -h 127.0.0.1 -u shop --password=x db -e 'SELECT 1'",
                "mysql",
            ),
            ("./scripts/deploy.sh staging", "deploy.sh"),
            ("python3 -m pip install -r requirements.txt", "pip install"),
            ("uv run pytest -x", "pytest"),
            ("go test ./...", "go test"),
            ("make -C build deploy", "make deploy"),
            ("bash -c \"npm ci\"", "npm ci"),
            ("timeout 30 npm test 2>&1 | tail -20", "npm test"),
            ("npm test 2> err.log", "npm test"),
            ("cd /nonexistent", "cd"),
            ("\"C:\\tools\\npm.cmd\" install", "npm install"),
            ("# just a comment\ncargo check", "cargo check"),
        ];
        for (command, head) in cases {
            assert_eq!(command_head(command).as_deref(), Some(head), "{command}");
        }
        assert_eq!(command_head("'my\n`prog`' x").as_deref(), Some("my prog"));
        assert_eq!(command_head(""), None);
        assert_eq!(command_head("FOO=1 BAR=2"), None);
    }

    #[test]
    fn summaries_pick_the_meaningful_line() {
        let cases = [
            (
                bash(
                    "npm install",
                    "Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE unable",
                ),
                "Bash `npm install` → npm error code ERESOLVE",
            ),
            (
                bash(
                    "mysql -u x --password=hunter2hunter2 db",
                    "Exit code 1\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user 'shop'@'172.17.0.1'",
                ),
                "Bash `mysql` → ERROR 1045 (28000): Access denied for user 'shop'@'172.17.0.1'",
            ),
            (
                bash(
                    "npx tsc --noEmit",
                    "Exit code 2\nsrc/api/client.ts(4,25): error TS2307: Cannot find module '@/lib/http'.",
                ),
                "Bash `tsc` → error TS2307: Cannot find module '@/lib/http'.",
            ),
            (
                bash(
                    "rg -n x",
                    "Exit code 127\n/bin/bash: line 1: rg: command not found",
                ),
                "Bash `rg` → rg: command not found",
            ),
            (
                bash(
                    "cargo build",
                    "Exit code 101\n   Compiling serde v1.0.1\nwarning: unused\nerror: linker `cc` not found\n  |",
                ),
                "Bash `cargo build` → error: linker `cc` not found",
            ),
            (
                bash(
                    "pytest",
                    "Exit code 2\n===== ERRORS =====\n____ ERROR collecting t.py ____\nImportError while importing test module 't.py'.\nE   ModuleNotFoundError: No module named 'httpx'",
                ),
                "Bash `pytest` → ModuleNotFoundError: No module named 'httpx'",
            ),
            (
                bash(
                    "npm run e2e",
                    "Exit code 143\n\n> web@0.4.2 e2e\n> playwright test\n\nRunning 48 tests using 4 workers\n\nCommand timed out after 2m 0s",
                ),
                "Bash `npm run e2e` → Command timed out after 2m 0s",
            ),
            (
                ToolFailure {
                    tool: "Edit".into(),
                    error: "<tool_use_error>File has not been read yet.</tool_use_error>".into(),
                    ..Default::default()
                },
                "Edit → File has not been read yet.",
            ),
            (
                ToolFailure {
                    tool: "Read".into(),
                    error: "File does not exist.".into(),
                    ..Default::default()
                },
                "Read → File does not exist.",
            ),
        ];
        for (failure, expected) in cases {
            assert_eq!(summary(&failure), expected);
        }
    }

    #[test]
    fn nothing_meaningful_is_none() {
        for error in [
            "",
            "Exit code 1",
            "Exit code 1\n\n   \n",
            "[Request interrupted by user for tool use]",
            "Exit code 2\n=====\n^^^^\n42",
        ] {
            assert_eq!(summarize(&bash("npm test", error)), None, "{error:?}");
        }
    }

    #[test]
    fn crlf_and_ansi_are_cleaned() {
        let error = "Exit code 1\r\n\x1b[33mwarning\x1b[0m: x\r\n\x1b[1;31merror\x1b[0m: \x1b[1mlinker `cc` not found\x1b[0m\r\n";
        assert_eq!(
            summary(&bash("cargo build", error)),
            "Bash `cargo build` → error: linker `cc` not found"
        );
        let progress =
            "Exit code 1\r\nDownloading 10%\rDownloading 90%\rfatal: unable to access repo\r\n";
        assert_eq!(
            summary(&bash("git fetch", progress)),
            "Bash `git fetch` → fatal: unable to access repo"
        );
    }

    #[test]
    fn echoed_input_is_quoted_out() {
        let failure = ToolFailure {
            tool: "Edit".into(),
            command: None,
            error: "String: let rows = query(SQL) not found".into(),
            input_echoes: vec![
                "/a/b.rs".into(),
                "    let rows = query(SQL)\n    .await".into(),
            ],
        };
        assert_eq!(summary(&failure), "Edit → String: '…' not found");
        let quoted = ToolFailure {
            tool: "Write".into(),
            error: "EROFS: read-only file system, open '/app/dist/robots.txt'".into(),
            input_echoes: vec!["/app/dist/robots.txt".into()],
            ..Default::default()
        };
        assert_eq!(
            summary(&quoted),
            "Write → EROFS: read-only file system, open '…'"
        );
    }

    #[test]
    fn summaries_are_redacted_and_short() {
        let failure = bash(
            "curl -H 'Authorization: Bearer sk-ant-api03-7kFVpzb2YBghZ2aXYzbtx' https://x",
            &format!(
                "Exit code 22\nerror: token sk-ant-api03-7kFVpzb2YBghZ2aXYzbtx rejected {}",
                "x".repeat(300)
            ),
        );
        let s = summary(&failure);
        assert!(!s.contains("7kFVpzb2"), "{s}");
        assert!(s.contains("[removed]"), "{s}");
        assert_eq!(s.chars().count(), MAX_SUMMARY_CHARS);
        assert!(s.ends_with('…'));
    }

    #[test]
    fn huge_errors_are_fast() {
        let mut error = String::from("Exit code 1\n");
        while error.len() < 10 * 1024 * 1024 {
            error.push_str(
                "   Compiling some-crate v1.0.0 (/home/u/app/some/long/path/to/a/crate)\n",
            );
        }
        error.push_str("error: could not compile `app`\n");
        let lines = bash("cargo build", &error);
        let event = serde_json::json!({
            "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
            "tool_input": {"command": "node x.js"},
            "error": format!("Exit code 1\nError: {}", "é".repeat(5 * 1024 * 1024)),
        });
        let start = Instant::now();
        let Some((
            Event {
                kind: EventKind::ToolFailure(one_line),
                ..
            },
            _,
        )) = parse_event(&event)
        else {
            panic!("not a failure");
        };
        assert_eq!(
            summary(&lines),
            "Bash `cargo build` → error: could not compile `app`"
        );
        let long = summary(&one_line);
        let elapsed = start.elapsed();
        assert!(
            long.starts_with("Bash `node` → Error: éé")
                && long.chars().count() == MAX_SUMMARY_CHARS
        );
        // Loose bound (debug build, shared machine); real numbers come from the benchmarks.
        assert!(elapsed < Duration::from_secs(2), "{elapsed:?}");
    }

    /// The line tests as first written, with Unicode `\b`: the oracle for the rewrite.
    const OLD_NOISE: &str = r#"(?x)
        ^Exit\ code\ -?\d+$
        | (?i:^(?:[\w.-]+:\s*)?\[?(?:\w*warning|warn)\b)
        | (?i:^npm\ warn\b)
        | ^\(node:\d+\)\ \w*Warning
        | ^(?:Compiling|Checking|Downloading|Downloaded|Fetching|Resolving|Installing|Building|Updating|Locking|Adding|Running|Finished|Collecting|Using\ cached|Requirement\ already|Preparing|Unpacking|Selecting|Setting\ up|Processing|Progress|Cloning\ into|Receiving\ objects|Resolving\ deltas|remote:\ (?:Counting|Compressing|Enumerating|Total))\b
        | ^\W*\d{1,3}(?:\.\d+)?\ ?%
        | \[[\#=\->.\ ]{3,}\]
        | ^[=_\-*!\#~+.<>|^]{3,}.*[=_\-*!\#~+.<>|^]{3,}$
        | ^[<>*{}](?:\s|$)
        | ^at\s+\S
        | ^File\ "[^"]*",\ line\ \d+
        | ^Traceback\b
        | ^\.\.\.\ \d+\ more
        | ^-->
        | ^\d*\s*\|
        | ^=\s*(?:note|help)\b
        | (?i:^(?:hint|note|help|tip|info)\b\s*:)
        | (?i:^(?:for\ more\ information|run\ '|see\ '|try\ '|try\ running|did\ you\ mean))
        | (?i:a\ complete\ log\ of\ this\ run)
        | (?i:\[?\s*\d+\s+(?:characters?|chars?|lines?|bytes?)\s+truncated)
        | ^\[Request\ interrupted\ by\ user
        "#;
    const OLD_STRONG: &str = r"(?x)
        ^(?:E\s+)?(?:[\w.-]+:\s+)?(?i:error|fatal|panic)\b
        | \b(?i:error)(?:\[\w+\])?(?:\s+[A-Z]+\d+)?:
        | ^(?:E\s+)?[\w.]*(?:Error|Exception)(?::|$)
        | \bERR(?:!|_[A-Z0-9_]+)
        | ^npm\s+(?:error|ERR!)
        | \*\*\*
        | ^(?:---\s+)?FAIL(?:ED)?\b
        ";
    const OLD_WEAK: &str = r"(?ix)
        \b(?:errors?|err|fail|failed|failure|fatal|exception|panic(?:ked)?|denied|refused
        |not\ found|no\ such|cannot|can't|could\ not|couldn't|unable|invalid|missing|unknown
        |undefined|unexpected|timed\ out|timeout|does\ not\ exist|doesn't\ exist|not\ allowed
        |forbidden|unauthori[sz]ed|bad\ credentials|conflict|abort(?:ed|ing)?|killed
        |segmentation\ fault|out\ of\ memory|not\ recognized|no\ rule)\b
        ";

    static OLD: LazyLock<[(Regex, &'static LineTest); 3]> = LazyLock::new(|| {
        [
            (Regex::new(OLD_NOISE).unwrap(), &NOISE),
            (Regex::new(OLD_STRONG).unwrap(), &STRONG),
            (Regex::new(OLD_WEAK).unwrap(), &WEAK),
        ]
    });

    fn assert_alike(line: &str) {
        for (k, (old, new)) in OLD.iter().enumerate() {
            let expected = old.is_match(line);
            let stand_in = stand_in(line);
            assert_eq!(
                new.is_match(line, stand_in.as_deref()),
                expected,
                "regex {k}: {line:?}"
            );
            // The Unicode pattern too, as used when there is no stand-in.
            assert_eq!(new.is_match(line, None), expected, "regex {k}: {line:?}");
        }
    }

    #[test]
    fn old_patterns_match_alike() {
        let corpus = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/corpus/toolfail.dev.jsonl"
        ))
        .expect("corpus");
        let mut lines = 0;
        for case in corpus.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(case).expect("json line");
            let error = case["event"]["error"].as_str().map(str::to_owned);
            let error = error.unwrap_or_else(|| case["event"]["tool_response"].to_string());
            for line in error.lines() {
                assert_alike(line);
                assert_alike(line.trim());
                lines += 1;
            }
        }
        assert!(lines > 100);
        for line in [
            "编译error: 失败",
            "错误error",
            "error错误",
            "é error",
            "éerror",
            "erroré",
            "warning中",
            "中warning",
            "warn:",
            "Traceback中",
            "Traceback (most",
            "FAILED中",
            "FAIL",
            "=note",
            "= help",
            "hint :",
            "hintx:",
            "ERR!",
            "中ERR!",
            "xERR!",
            "ERR_X",
            "_ERR_X",
            "can't中",
            "—can't—",
            "Compiling中",
            "Compiling",
            "npm warn",
            "npm warnx",
            "Error:",
            "fatal_error",
            "error_x:",
            "abc error[E0425]: x",
            "ébad credentialsé",
        ] {
            assert_alike(line);
        }
    }

    /// Replay the labelled corpus: parse, summarise, fingerprint, check the groups.
    #[test]
    fn corpus_groups_replay() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/corpus/toolfail.dev.jsonl"
        );
        let text = std::fs::read_to_string(path).expect("corpus");
        let mut by_group: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut table = Vec::new();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let case: serde_json::Value = serde_json::from_str(line).expect("json line");
            let (event, _) = parse_event(&case["event"]).expect("an event");
            let summary = match &event.kind {
                EventKind::ToolFailure(f) => summarize(f).map(|s| s.summary),
                _ => None,
            };
            let record = case["record"].as_bool().unwrap();
            assert_eq!(summary.is_some(), record, "line {}: {summary:?}", n + 1);
            let Some(summary) = summary else { continue };
            for secret in case["must_not_contain"].as_array().unwrap() {
                assert!(
                    !summary.contains(secret.as_str().unwrap()),
                    "line {}: {summary}",
                    n + 1
                );
            }
            assert!(summary.chars().count() <= MAX_SUMMARY_CHARS, "{summary}");
            let group = case["group"].as_str().unwrap().to_owned();
            let print = fingerprint(CandidateKind::Error, &summary);
            table.push(format!("{group}  {summary}\n       {print}"));
            by_group.entry(group).or_default().insert(print);
        }
        table.sort();
        println!("{}", table.join("\n"));
        let mut seen: BTreeMap<&String, &String> = BTreeMap::new();
        for (group, prints) in &by_group {
            assert_eq!(prints.len(), 1, "{group} splits into {prints:#?}");
            let print = prints.first().unwrap();
            if let Some(other) = seen.insert(print, group) {
                panic!("{group} and {other} share the fingerprint {print}");
            }
        }
    }

    proptest! {
        #[test]
        fn summarize_never_panics(
            tool in ".{0,20}",
            command in proptest::option::of(".{0,80}"),
            error in "(?s).{0,400}",
            echoes in prop::collection::vec(".{0,40}", 0..4),
        ) {
            let failure = ToolFailure { tool, command, error, input_echoes: echoes };
            if let Some(s) = summarize(&failure) {
                prop_assert!(s.summary.chars().count() <= MAX_SUMMARY_CHARS);
            }
        }

        #[test]
        fn old_patterns_match_alike_on_any_line(
            parts in prop::collection::vec(prop_oneof![
                Just("error"), Just("Error"), Just("ERR"), Just("ERR_X"), Just("ERR!"),
                Just("warning"), Just("warn"), Just("npm"), Just("FAIL"), Just("FAILED"),
                Just("Compiling"), Just("Traceback"), Just("note"), Just("hint"), Just("can't"),
                Just("timed out"), Just("panicked"), Just("E"), Just("---"), Just("="),
                Just("中"), Just("é"), Just("٣"), Just("_"), Just("-"), Just("."), Just(":"),
                Just(" "), Just("["), Just("]"), Just("x"), Just("1"), Just("TS2307"), Just("\u{3000}"),
                Just("\u{a0}"), Just("\u{85}"), Just("²"), Just("\u{212a}"), Just("\u{17f}"),
                Just("İ"), Just("ı"), Just("\u{301}"), Just("‿"), Just("\u{200d}"), Just("，"),
                Just("😀"), Just("→"), Just("ǅ"), Just("\t"), Just("\""), Just("%"), Just("*"),
            ], 0..8),
        ) {
            assert_alike(&parts.concat());
        }

        #[test]
        fn heads_never_panic(command in "(?s)[a-z =\"'\\\\|&;()<>#\n$`-]{0,60}") {
            if let Some(head) = command_head(&command) {
                prop_assert!(!head.contains('`'));
            }
        }
    }
}
