//! The command head of a shell command: the program and its subcommand words, without
//! assignments, wrappers, options, paths and file arguments (docs/FORMATS.md "Candidate
//! pool"). A small shell word splitter, good enough for heads; not a shell.

use std::sync::LazyLock;

use regex::Regex;

use crate::text::clip_head;

/// Bytes of a command looked at to find its head.
const MAX_COMMAND: usize = 8 * 1024;
/// Words of one simple command looked at to find its head.
const MAX_WORDS: usize = 32;

/// The command head: program and subcommand, without leading `VAR=value` assignments,
/// wrappers (`sudo`, `npx`, `env`, `uv run`, …), flags, paths and file arguments.
/// `PORT=3001 npm run dev` → `npm run dev`; `pytest tests/x.py -q` → `pytest`;
/// `cd web && cargo build --release` → `cargo build`.
pub fn command_head(command: &str) -> Option<String> {
    operation(command).map(|op| op.head)
}

/// What a command does, as far as "the same operation" goes: its head, and the words it
/// acts on (its positional arguments: files, packages, remotes), options left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operation {
    pub head: String,
    /// Positional arguments after the head, normalised (`normalise_target`), in order.
    pub targets: Vec<String>,
}

/// The operation of the command that does the work: the first simple command that is not
/// shell setup (`cd web && npm test` → `npm test`), else the first setup command that can
/// fail (`cd /nonexistent`). A command that never fails by itself (`echo`, `exit`, `true`)
/// is never the head: `…; exit 7` only passes on the failure of what ran before it.
pub fn operation(command: &str) -> Option<Operation> {
    let segments = simple_commands(clip_head(command, MAX_COMMAND));
    segments
        .iter()
        .find_map(|words| segment_operation(words, false))
        .or_else(|| {
            segments
                .iter()
                .find_map(|words| segment_operation(words, true))
        })
}

/// Commands that only pass on a status or print what they are given: they are never what
/// failed (`sh -c 'echo build broke >&2; exit 7'` failed in what it ran, or in nothing).
#[rustfmt::skip]
const NEVER_FAIL: &[&str] = &["echo", "printf", "exit", "return", "true", "false", ":"];

/// Commands that prepare the shell rather than do the work: skipped when a later command
/// in the same line can be the head (`cd web && npm test`), the head when nothing else is
/// (`cd /nonexistent` fails by itself).
#[rustfmt::skip]
const SETUP: &[&str] = &[
    "cd", "export", "source", ".", "set", "unset", "pushd", "popd", "alias", "local",
    "declare", "ulimit", "umask", "trap", "shopt", "sleep",
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

/// The operation of one simple command; a setup command (`cd`, `export`) only when `setup`.
fn segment_operation(words: &[String], setup: bool) -> Option<Operation> {
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
        } else if SHELLS.contains(&program.as_str())
            && let Some(script) = shell_script(words, i + 1)
        {
            // `sh -c 'script'`: what the script runs; a script that runs nothing that can
            // fail by itself failed as a whole, under the shell's name.
            return Some(operation(script).unwrap_or(Operation {
                head: program,
                targets: Vec::new(),
            }));
        } else {
            if NEVER_FAIL.contains(&program.as_str()) || SETUP.contains(&program.as_str()) && !setup
            {
                return None;
            }
            let (head, at) = with_subcommands(words, i, program);
            return Some(Operation {
                head,
                targets: targets(words, at),
            });
        }
    }
}

/// The script of `sh -c SCRIPT` (`bash -lc`, `bash -e -c`, `sh -xc`, `bash -o pipefail -c`):
/// the first word after the shell's options when one of them is a short-option cluster
/// holding `c`.
fn shell_script(words: &[String], mut at: usize) -> Option<&str> {
    let mut dash_c = false;
    while let Some(word) = words.get(at) {
        if matches!(word.as_str(), "-o" | "+o" | "-O" | "+O") {
            at += 2;
        } else if word.starts_with("--") {
            at += 1;
        } else if let Some(flags) = word.strip_prefix(['-', '+']).filter(|f| !f.is_empty()) {
            dash_c |= word.starts_with('-') && flags.contains('c');
            at += 1;
        } else {
            break;
        }
    }
    dash_c.then(|| words.get(at).map(String::as_str)).flatten()
}

/// The positional arguments from `at`: options, assignments and redirects (with their
/// files) left out, each normalised.
fn targets(words: &[String], mut at: usize) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(word) = words.get(at) {
        if is_redirect(word) {
            let bare = word.trim_start_matches(|c: char| c.is_ascii_digit());
            at += 1 + usize::from(matches!(bare, ">" | ">>" | "<" | "&>"));
            continue;
        }
        at += 1;
        if word == "--" || word.starts_with('-') && word.len() > 1 || ASSIGNMENT.is_match(word) {
            continue;
        }
        let target = normalise_target(word);
        if !target.is_empty() {
            out.push(target);
        }
    }
    out
}

/// One spelling for one target: `./src/` and `src` are the same folder, `react@18.2.0`,
/// `requests==2.31` and `react` the same package (a pinned version is how an install is
/// retried, not another package).
fn normalise_target(word: &str) -> String {
    let mut t = word.trim();
    while let Some(rest) = t.strip_prefix("./") {
        t = rest;
    }
    while t.len() > 1 && t.ends_with('/') {
        t = &t[..t.len() - 1];
    }
    // A version after the name: `name@1.2`, `@scope/name@^3` (not the scope's own `@`).
    // (`user@host:path` and URLs are left whole.)
    if t.contains("://") {
        return t.to_string();
    }
    if let Some(at) = t.get(1..).and_then(|r| r.find('@')).map(|i| i + 1)
        && !t[at + 1..].contains([':', '/'])
    {
        t = &t[..at];
    }
    if let Some(at) = t.find(['=', '<', '>', '~', '!']).filter(|&at| at > 0) {
        t = &t[..at];
    }
    t.to_string()
}

/// `program` plus its subcommand words, if it takes any, and the index after them.
fn with_subcommands(words: &[String], at: usize, program: String) -> (String, usize) {
    let mut head = program;
    let program = head.clone();
    if !SUBCOMMANDS.contains(&program.as_str()) {
        return (head, at + 1);
    }
    let Some((sub, at)) = subcommand(words, at + 1, &program) else {
        return (head, at + 1);
    };
    head.push(' ');
    head.push_str(sub);
    let second = lookup(SECOND_LEVEL, &program);
    if (second.contains(&"*") || second.contains(&sub))
        && let Some((sub2, at2)) = subcommand(words, at + 1, &program)
    {
        head.push(' ');
        head.push_str(sub2);
        return (head, at2 + 1);
    }
    (head, at + 1)
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
