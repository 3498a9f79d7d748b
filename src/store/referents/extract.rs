//! What a memory line names that can be checked in microseconds: project paths and globs,
//! packages it says are dependencies, scripts it says to run (docs/RECALL.md "Memory that
//! stays true"). Pure text work: whether a referent still exists is [`super::Checker`]'s.
//!
//! Conservative by construction: a word is a referent only when the text clearly names a
//! project file, package or script, since a false `⚠` on a true rule costs more than a
//! missed one.

/// One thing a line names.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Referent {
    /// A project-relative path, `/`-separated (a Windows `\` normalised). `needs_top`: the
    /// text alone does not make it a path (prose, or no extension), so it counts only while
    /// its first folder exists in the project.
    Path { path: String, needs_top: bool },
    /// A glob (`docs/*.md`): gone when nothing matches.
    Glob { glob: String, needs_top: bool },
    /// A package the line says the project depends on, normalised (lowercase, `_` as `-`).
    Package { name: String, shown: String },
    /// A script the line says to run.
    Script {
        runner: Runner,
        name: String,
        shown: String,
    },
}

/// Where a script is defined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Runner {
    /// `npm run X`, `pnpm X`, `yarn X`: a package.json `scripts` key.
    Npm,
    /// `just X`: a justfile recipe.
    Just,
    /// `make X`: a Makefile target.
    Make,
}

impl Referent {
    /// How the referent is named to the model and the person.
    pub fn shown(&self) -> &str {
        match self {
            Referent::Path { path, .. } => path,
            Referent::Glob { glob, .. } => glob,
            Referent::Package { shown, .. } | Referent::Script { shown, .. } => shown,
        }
    }
}

/// Folders a build or a tool fills and git ignores: a path under one is not expected to
/// exist in a fresh checkout, so it is never a referent.
const GENERATED: &[&str] = &[
    "node_modules",
    "dist",
    "build",
    "target",
    "out",
    ".next",
    ".nuxt",
    ".venv",
    "venv",
    "__pycache__",
    "coverage",
    ".cache",
    "tmp",
    ".git",
    "vendor",
];

/// Words that say a named package is one the project depends on.
const DEPENDENCY_CUES: &[&str] = &[
    "dependency",
    "dependencies",
    "dep",
    "deps",
    "devdependency",
    "devdependencies",
    "crate",
    "依赖",
];

/// Words after which a named package may well be absent on purpose ("use X instead of Y",
/// "we dropped Y"): such a line names no package.
const NEGATIVE_CUES: &[&str] = &[
    "not",
    "never",
    "don't",
    "dont",
    "avoid",
    "instead",
    "removed",
    "dropped",
    "replaced",
    "without",
    "no",
    "banned",
    "forbid",
    "forbidden",
    "deprecated",
];
const NEGATIVE_CUES_ZH: &[&str] = &[
    "不要", "别用", "不用", "禁止", "弃用", "移除", "删除", "替换", "改用", "不再", "代替", "取代",
];

/// `pnpm X` / `yarn X` where X is the tool's own command, not a script.
const PM_COMMANDS: &[&str] = &[
    "add",
    "audit",
    "bin",
    "cache",
    "config",
    "create",
    "dedupe",
    "dlx",
    "exec",
    "fetch",
    "i",
    "import",
    "info",
    "init",
    "install",
    "link",
    "list",
    "ls",
    "outdated",
    "pack",
    "patch",
    "prune",
    "publish",
    "rebuild",
    "remove",
    "rm",
    "root",
    "run",
    "server",
    "setup",
    "start",
    "store",
    "test",
    "unlink",
    "up",
    "update",
    "upgrade",
    "version",
    "why",
    "workspace",
    "workspaces",
    "env",
    "help",
    "login",
    "logout",
    "node",
    "licenses",
    "global",
    "set",
    "plugin",
    "self-update",
];

/// Every referent `text` names, in order, each once.
pub fn extract(text: &str) -> Vec<Referent> {
    // Most lines name nothing: no path separator, no code span, no `run`.
    if !text.contains(['/', '\\', '`']) && !text.contains(" run ") {
        return Vec::new();
    }
    let mut out: Vec<Referent> = Vec::new();
    let mut push = |r: Referent| {
        if !out.contains(&r) {
            out.push(r);
        }
    };
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .collect();
    let has = |cues: &[&str]| words.iter().any(|w| cues.contains(w));
    let says_dependency = has(DEPENDENCY_CUES) || lower.contains("依赖");
    let negative = has(NEGATIVE_CUES) || NEGATIVE_CUES_ZH.iter().any(|c| lower.contains(c));
    let (code, prose) = split_code(text);
    for span in &code {
        let span_words: Vec<&str> = span.split_whitespace().collect();
        for r in command(&span_words, true, negative) {
            push(r);
        }
        for w in &span_words {
            if let Some(r) = path(w, true) {
                push(r);
            }
        }
        if let [word] = span_words[..]
            && says_dependency
            && !negative
            && let Some(name) = package_name(word)
        {
            push(Referent::Package {
                name,
                shown: word.to_string(),
            });
        }
    }
    for part in &prose {
        let words: Vec<&str> = part
            .split(|c: char| c.is_whitespace() || is_cjk_or_wide(c))
            .filter(|w| !w.is_empty())
            .collect();
        for r in command(&words, false, negative) {
            push(r);
        }
        for w in words {
            if let Some(r) = path(w, false) {
                push(r);
            }
        }
    }
    out
}

fn is_cjk_or_wide(c: char) -> bool {
    crate::text::is_cjk(c)
        || ('\u{3000}'..='\u{303f}').contains(&c)
        || ('\u{ff00}'..='\u{ffef}').contains(&c)
}

/// The text's code spans (between backticks) and the prose around them.
fn split_code(text: &str) -> (Vec<&str>, Vec<&str>) {
    let (mut code, mut prose) = (Vec::new(), Vec::new());
    let parts = text.split('`').count();
    for (i, part) in text.split('`').enumerate() {
        // An unclosed backtick leaves its tail as prose.
        let unclosed = parts.is_multiple_of(2) && i + 1 == parts;
        if i % 2 == 1 && !unclosed {
            code.push(part);
        } else {
            prose.push(part);
        }
    }
    (code, prose)
}

/// The scripts and installed packages a command line names: `npm run X`, `pnpm X`, `just X`,
/// `make X`, `npm install X`… In prose only `… run X` counts (`just` and `make` are words).
fn command(words: &[&str], in_code: bool, negative: bool) -> Vec<Referent> {
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let tool = w.trim_start_matches(['(', '"', '\'']);
        let rest = &words[i + 1..];
        let arg = |n: usize| {
            rest.get(n)
                .map(|a| a.trim_end_matches(['.', ',', ';', ':', ')', '"', '\'', '!', '?']))
        };
        match tool {
            "npm" | "pnpm" | "yarn" | "bun" => {
                if matches!(arg(0), Some("run" | "run-script"))
                    && let Some(name) = arg(1).filter(|n| is_script_name(n))
                {
                    out.push(script(Runner::Npm, name, &format!("{tool} run {name}")));
                } else if in_code
                    && matches!(tool, "pnpm" | "yarn")
                    && let Some(name) = arg(0).filter(|n| is_script_name(n))
                    && !PM_COMMANDS.contains(&name)
                {
                    out.push(script(Runner::Npm, name, &format!("{tool} {name}")));
                } else if in_code && !negative {
                    let installs = matches!(
                        (tool, arg(0)),
                        ("npm", Some("install" | "i" | "add"))
                            | ("pnpm" | "yarn" | "bun", Some("add"))
                    );
                    let global = rest.iter().any(|a| matches!(*a, "-g" | "--global"))
                        || arg(0) == Some("global");
                    if installs && !global {
                        out.extend(installed(&rest[1..]));
                    }
                }
            }
            "cargo" | "uv" | "poetry" if in_code && !negative && arg(0) == Some("add") => {
                out.extend(installed(&rest[1..]));
            }
            "just" | "make" if in_code => {
                // The first argument when it is plainly a target: no flag, no variable.
                if let Some(name) = arg(0).filter(|n| is_script_name(n) && !n.contains('=')) {
                    let runner = if tool == "just" {
                        Runner::Just
                    } else {
                        Runner::Make
                    };
                    out.push(script(runner, name, &format!("{tool} {name}")));
                }
            }
            _ => {}
        }
    }
    out
}

fn script(runner: Runner, name: &str, shown: &str) -> Referent {
    Referent::Script {
        runner,
        name: name.to_string(),
        shown: shown.to_string(),
    }
}

/// Packages an install command adds: its plain arguments, without a version.
fn installed(args: &[&str]) -> Vec<Referent> {
    args.iter()
        .take_while(|a| !matches!(**a, "&&" | "||" | ";" | "|"))
        .filter(|a| !a.starts_with('-'))
        .filter_map(|a| {
            // `react@18`, `@scope/pkg@1`, `serde@1.0`: the version is not the name.
            let bare = match a.rfind('@') {
                Some(at) if at > 0 => &a[..at],
                _ => a,
            };
            let name = package_name(bare)?;
            Some(Referent::Package {
                name,
                shown: bare.to_string(),
            })
        })
        .collect()
}

fn is_script_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('-')
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '-' | '_' | '.' | '='))
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric())
}

/// `word` as a package name (npm, crates.io, PyPI), normalised; `None` when it is not shaped
/// like one.
fn package_name(word: &str) -> Option<String> {
    let (scope, name) = match word.strip_prefix('@') {
        Some(rest) => {
            let (scope, name) = rest.split_once('/')?;
            (Some(scope), name)
        }
        None => (None, word),
    };
    let ok = |s: &str| {
        !s.is_empty()
            && s.len() <= 100
            && s.chars().next().is_some_and(|c| c.is_ascii_alphanumeric())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            && s.chars().any(|c| c.is_ascii_alphabetic())
    };
    if !ok(name) || scope.is_some_and(|s| !ok(s)) || name.ends_with('.') {
        return None;
    }
    // `Foo.bar()`, `README.md`: code or a file, not a package.
    if name.contains('.') && scope.is_none() {
        return None;
    }
    Some(normalise_package(word))
}

/// A package name as manifests are compared: lowercase, `_` and `.` as `-` (PyPI's and
/// crates.io's rules; npm names are lowercase already).
pub fn normalise_package(name: &str) -> String {
    name.to_ascii_lowercase().replace(['_', '.'], "-")
}

/// `word` as a project path or glob, or `None`.
fn path(word: &str, in_code: bool) -> Option<Referent> {
    let mut w = word.trim_matches(|c: char| {
        matches!(
            c,
            '"' | '\''
                | '('
                | ')'
                | '['
                | ']'
                | '<'
                | '>'
                | ','
                | ';'
                | '!'
                | '“'
                | '”'
                | '‘'
                | '’'
        )
    });
    w = w.trim_end_matches(['.', ':', '?', ',', ';']);
    if w.contains("://") || w.starts_with("www.") {
        return None;
    }
    // `src/a.rs:12`, `src/a.rs:12:3`, `src/a.rs#L12`: a place in the file.
    if let Some(at) = w.find('#') {
        w = &w[..at];
    }
    while let Some((head, tail)) = w.rsplit_once(':') {
        if tail.is_empty() || !tail.bytes().all(|b| b.is_ascii_digit()) {
            break;
        }
        w = head;
    }
    let normalised;
    let mut w = if w.contains('\\') && !w.contains('/') {
        normalised = w.replace('\\', "/");
        normalised.as_str()
    } else {
        w
    };
    while let Some(rest) = w.strip_prefix("./") {
        w = rest;
    }
    let dir = w.ends_with('/');
    let body = w.trim_end_matches('/');
    if !body.contains('/') && !dir {
        return None;
    }
    if body.is_empty()
        || body.starts_with(['/', '~', '@', '$', '-'])
        || !body.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-' | '*' | '?' | '+')
        })
    {
        return None;
    }
    let segments: Vec<&str> = body.split('/').collect();
    if segments
        .iter()
        .any(|s| s.is_empty() || *s == "." || *s == "..")
    {
        return None;
    }
    let top = segments[0];
    // `github.com/org/repo`, `example.org/x`: a host, not a folder.
    if top.contains('.') && !top.starts_with('.') {
        return None;
    }
    if !top.chars().any(|c| c.is_ascii_alphabetic()) || GENERATED.contains(&top) {
        return None;
    }
    let last = segments[segments.len() - 1];
    let has_ext = !dir
        && last.rsplit_once('.').is_some_and(|(stem, ext)| {
            (1..=8).contains(&ext.len())
                && ext.chars().all(|c| c.is_ascii_alphanumeric())
                && ext.chars().any(|c| c.is_ascii_alphabetic())
                && (!stem.is_empty() || last.starts_with('.'))
        });
    // In prose a slash between words is English ("and/or", "client/server"): a path there
    // needs an extension, and its first folder to exist.
    if !in_code && !has_ext {
        return None;
    }
    let needs_top = !in_code || !has_ext;
    let body = body.to_string();
    if body.contains(['*', '?']) {
        return Some(Referent::Glob {
            glob: body,
            needs_top,
        });
    }
    Some(Referent::Path {
        path: body,
        needs_top,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str) -> Vec<String> {
        extract(text)
            .iter()
            .map(|r| r.shown().to_string())
            .collect()
    }

    fn p(path: &str, needs_top: bool) -> Referent {
        Referent::Path {
            path: path.into(),
            needs_top,
        }
    }

    #[test]
    fn paths_in_code_and_in_prose() {
        assert_eq!(
            extract("Deploy with `scripts/deploy.sh` only"),
            [p("scripts/deploy.sh", false)]
        );
        assert_eq!(
            extract("Deploy with scripts/deploy.sh, never by hand."),
            [p("scripts/deploy.sh", true)]
        );
        assert_eq!(extract("See `src/store/`"), [p("src/store", true)]);
        assert_eq!(extract("see src/store for it"), []);
        assert_eq!(
            extract(r"Edit `src\store\tx.rs` and src\store\doc.rs"),
            [p("src/store/tx.rs", false), p("src/store/doc.rs", true)]
        );
        assert_eq!(
            extract("Errors at ./src/a.rs:12:3 and `packages/web/src/app.ts#L4`"),
            [p("packages/web/src/app.ts", false), p("src/a.rs", true)]
        );
        assert_eq!(
            extract("Docs live in `docs/*.md`"),
            [Referent::Glob {
                glob: "docs/*.md".into(),
                needs_top: false
            }]
        );
        assert_eq!(
            extract("用scripts/deploy.sh部署"),
            [p("scripts/deploy.sh", true)]
        );
    }

    #[test]
    fn what_is_not_a_path() {
        for text in [
            "See https://example.com/docs/setup.md for the setup",
            "github.com/org/repo.git is the mirror",
            "`https://x.org/a/b.md`",
            "Use TCP/IP and/or UDP, client/server.",
            "Runs on Deno/Node 20 at 3/4.5 speed",
            "The build writes `dist/bundle.js` and `node_modules/.bin/tsc`",
            "Keep secrets in ~/.ssh/id_rsa and /etc/hosts",
            "Import `@scope/pkg` from npm",
            "Use ../other/file.rs carefully",
            "We use pnpm, not npm.",
            "Prefer tabs over spaces",
        ] {
            assert_eq!(extract(text), [], "{text}");
        }
    }

    #[test]
    fn packages_only_when_the_line_says_dependency() {
        assert_eq!(
            shown("The `left-pad` dependency pads strings"),
            ["left-pad"]
        );
        assert_eq!(shown("Install with `pnpm add zod@3 -D`"), ["zod"]);
        assert_eq!(shown("`cargo add serde_json` for JSON"), ["serde_json"]);
        // Named, but not as a dependency; or absent on purpose.
        assert_eq!(shown("Format dates with `dayjs`"), Vec::<String>::new());
        assert_eq!(
            shown("Use `date-fns` instead of the `moment` dependency"),
            Vec::<String>::new()
        );
        assert_eq!(shown("`npm install -g typescript`"), Vec::<String>::new());
        assert_eq!(shown("`README.md` dependency"), Vec::<String>::new());
    }

    #[test]
    fn scripts() {
        assert_eq!(
            shown("Run `npm run build:prod` first"),
            ["npm run build:prod"]
        );
        assert_eq!(shown("then npm run lint."), ["npm run lint"]);
        assert_eq!(
            shown("Use `pnpm dev` and `yarn e2e`"),
            ["pnpm dev", "yarn e2e"]
        );
        assert_eq!(
            shown("`just release` then `make check`"),
            ["just release", "make check"]
        );
        // The tools' own commands, a variable, a flag, and English.
        for text in [
            "`pnpm install` then `yarn test`",
            "`make CC=clang`",
            "`make -C sub all`",
            "just make it work",
            "`pnpm --filter web dev`",
        ] {
            assert_eq!(shown(text), Vec::<String>::new(), "{text}");
        }
    }
}
