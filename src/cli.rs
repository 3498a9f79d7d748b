//! The whole command-line surface. Depends on clap only; `cmd/` does the work.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "memory-manager",
    version,
    about = "Long-term Markdown memory for coding agents (Claude Code, OpenClaw)",
    propagate_version = true
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub cmd: Cmd,
}

/// The hook's default character budget for the injected context.
pub const DEFAULT_BUDGET: usize = 1500;

impl Cli {
    /// The command line, parsed.
    pub fn from_args() -> Cli {
        let args: Vec<OsString> = std::env::args_os().collect();
        Cli::parse_hook(&args).unwrap_or_else(|| Cli::parse_from(args))
    }

    /// `hook` with only its own options (`--layout`, `--root`, `--budget`, `--explain`,
    /// `--today`, each at most once), parsed without building clap's command tree: the hook
    /// starts before every prompt, and the tree costs more than the rest of its start.
    /// `None` for anything else or anything unusual, which clap then parses (and explains).
    pub fn parse_hook(args: &[OsString]) -> Option<Cli> {
        let (sub, rest) = args.get(1..)?.split_first()?;
        if sub.to_str()? != "hook" {
            return None;
        }
        let mut given: Vec<(String, Option<OsString>)> = Vec::new();
        let mut rest = rest.iter();
        while let Some(arg) = rest.next() {
            let (name, inline) = match arg.to_str()?.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(OsString::from(v))),
                None => (arg.to_str()?.to_string(), None),
            };
            if given.iter().any(|(n, _)| *n == name) {
                return None;
            }
            let value = match name.as_str() {
                "--explain" if inline.is_none() => None,
                "--layout" | "--root" | "--budget" | "--today" => {
                    let v = inline.or_else(|| rest.next().cloned())?;
                    // A value that looks like an option, or an empty one: clap's call.
                    let v_str = v.to_string_lossy();
                    if v_str.is_empty() || v_str.starts_with('-') {
                        return None;
                    }
                    Some(v)
                }
                _ => return None,
            };
            given.push((name, value));
        }
        // The value given, else the option's environment variable (an empty one: clap's call).
        let flag = |name: &str, env: Option<&str>| -> Option<Option<OsString>> {
            match given.iter().find(|(n, _)| n == name) {
                Some((_, v)) => Some(v.clone()),
                None => match env.and_then(std::env::var_os) {
                    Some(v) if v.is_empty() => None,
                    v => Some(v),
                },
            }
        };
        let text = |v: OsString| v.into_string().ok();
        let layout = match flag("--layout", None)? {
            None => None,
            Some(v) => Some(LayoutArg::from_str(&text(v)?, false).ok()?),
        };
        let budget = match flag("--budget", Some("MEMORY_MANAGER_BUDGET"))? {
            None => DEFAULT_BUDGET,
            Some(v) => text(v)?.parse().ok()?,
        };
        let today = match flag("--today", Some("MEMORY_MANAGER_TODAY"))? {
            None => None,
            Some(v) => Some(text(v)?),
        };
        Some(Cli {
            global: Global {
                root: flag("--root", Some("MEMORY_MANAGER_ROOT"))?.map(PathBuf::from),
                layout,
                today,
            },
            cmd: Cmd::Hook {
                budget,
                explain: given.iter().any(|(n, _)| n == "--explain"),
            },
        })
    }
}

/// Options every command takes.
#[derive(Debug, Clone, Args)]
pub struct Global {
    /// Keep every memory file in DIR (wins over everything; also MEMORY_MANAGER_ROOT)
    #[arg(long, global = true, value_name = "DIR", env = "MEMORY_MANAGER_ROOT")]
    pub root: Option<PathBuf>,
    /// Which host's file layout to use when --root is not given
    #[arg(long, global = true, value_enum)]
    pub layout: Option<LayoutArg>,
    /// Pretend today is this date (YYYY-MM-DD); also MEMORY_MANAGER_TODAY. For tests and demos.
    #[arg(
        long,
        global = true,
        value_name = "DATE",
        env = "MEMORY_MANAGER_TODAY",
        hide = true
    )]
    pub today: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LayoutArg {
    ClaudeCode,
    Openclaw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HostArg {
    ClaudeCode,
    Openclaw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScopeArg {
    /// ~/.claude/settings.json
    User,
    /// <project>/.claude/settings.json (committed)
    Project,
    /// <project>/.claude/settings.local.json (private)
    Local,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    Zh,
    En,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MemorySectionArg {
    Rules,
    Decisions,
    Corrections,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum UserSectionArg {
    Preferences,
    Background,
    Style,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CandidateTypeArg {
    Rule,
    Preference,
    Error,
    Decision,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Create the memory files from templates (never overwrites)
    Init {
        /// Template language (default: from LANG)
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
    },
    /// Run as a host hook: one JSON event on stdin, one JSON answer on stdout
    Hook {
        /// Character budget of the injected context
        #[arg(long, env = "MEMORY_MANAGER_BUDGET", default_value_t = DEFAULT_BUDGET)]
        budget: usize,
        /// Print what the hook would do instead of doing it
        #[arg(long)]
        explain: bool,
    },
    /// Show what the signal detector sees in a prompt and what it would do
    Signals {
        /// The prompt text
        text: String,
        #[arg(long)]
        json: bool,
    },
    /// Wire memory-manager into a host
    InstallHooks(InstallArgs),
    /// Remove exactly what install-hooks added
    UninstallHooks(InstallArgs),
    /// Add a fact to MEMORY.md
    WriteMemory {
        #[arg(long, value_enum, default_value = "rules")]
        section: MemorySectionArg,
        /// Pin the fact (always in the session-start hot tier)
        #[arg(long)]
        pin: bool,
        text: String,
    },
    /// Add a fact about the user to USER.md
    WriteUser {
        #[arg(long, value_enum, default_value = "preferences")]
        section: UserSectionArg,
        #[arg(long)]
        pin: bool,
        text: String,
    },
    /// Append to today's daily log (YYYY-MM-DD.md)
    WriteLog { text: String },
    /// Find stored lines relevant to a query
    Recall {
        query: String,
        #[arg(long, default_value_t = 5)]
        limit: usize,
        #[arg(long)]
        json: bool,
    },
    /// Strike a line through and point it at its replacement
    Supersede {
        /// FILE:Lnn, e.g. MEMORY.md:L12
        location: String,
        new_text: String,
    },
    /// Archive a line (or delete it with --hard)
    Forget {
        /// FILE:Lnn, e.g. MEMORY.md:L12
        location: String,
        #[arg(long)]
        hard: bool,
    },
    /// The candidate pool
    Candidates {
        #[command(subcommand)]
        action: CandidatesCmd,
    },
    /// Show the evolution card and promote approved candidates
    Evolve(EvolveArgs),
    /// Expire stale candidates, fold old logs, flag an oversized MEMORY.md
    Consolidate {
        /// Act (default: preview only)
        #[arg(long)]
        apply: bool,
        #[arg(long)]
        json: bool,
    },
    /// Check files, sizes, index, spool, lock, hook errors and host wiring
    HealthCheck {
        #[arg(long)]
        json: bool,
    },
    /// A Markdown brief for a new agent
    Handoff,
    /// Register a skill in skills/INDEX.md
    AddSkill { name: String, description: String },
    /// Draft a skill from steps, awaiting approval
    AutoSkill {
        name: String,
        #[arg(long = "step", required = true)]
        steps: Vec<String>,
        #[arg(long)]
        description: Option<String>,
    },
    /// Replay a scripted session in a temp folder, no host needed
    Demo {
        /// Keep the demo folder here instead of a fresh temp folder
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct InstallArgs {
    #[arg(long, value_enum)]
    pub host: HostArg,
    /// Claude Code settings file to change
    #[arg(long, value_enum, default_value = "user")]
    pub scope: ScopeArg,
    /// Print the change without making it
    #[arg(long)]
    pub dry_run: bool,
    /// Project folder for --scope project|local (default: the current project)
    #[arg(long, value_name = "DIR")]
    pub project: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum CandidatesCmd {
    /// List candidates
    List {
        /// Only those ready for evolve
        #[arg(long)]
        ready: bool,
        #[arg(long)]
        json: bool,
    },
    /// Record an observation by hand
    Add {
        #[arg(value_enum)]
        kind: CandidateTypeArg,
        text: String,
        /// The user asked for it explicitly: ready at once
        #[arg(long)]
        explicit: bool,
    },
    /// Promote one candidate now
    Promote { id: String },
    /// Drop one candidate
    Drop {
        id: String,
        #[arg(long, required = true)]
        reason: String,
    },
}

#[derive(Debug, Args)]
pub struct EvolveArgs {
    /// Approve these items of the card, e.g. 1,3
    #[arg(long, value_name = "LIST", conflicts_with_all = ["all", "skip"])]
    pub approve: Option<String>,
    /// Approve every item
    #[arg(long, conflicts_with = "skip")]
    pub all: bool,
    /// Approve nothing
    #[arg(long)]
    pub skip: bool,
    /// Machine-readable card and result
    #[arg(long)]
    pub json: bool,
    /// Ignore the two-cards-per-session limit
    #[arg(long)]
    pub force: bool,
    /// Session the card belongs to (default: CLAUDE_CODE_SESSION_ID or today)
    #[arg(long, env = "CLAUDE_CODE_SESSION_ID")]
    pub session: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    /// Whenever the hook's own parser answers, it answers as clap does.
    #[test]
    fn hook_parser_agrees_with_clap() {
        let taken = [
            "mm hook",
            "mm hook --layout claude-code",
            "mm hook --layout=openclaw --budget 900",
            "mm hook --root /tmp/x --explain",
            "mm hook --root=/tmp/x --today 2026-11-30 --budget=10",
        ];
        for line in taken {
            let fast = Cli::parse_hook(&args(line)).unwrap_or_else(|| panic!("{line}"));
            let clap = Cli::try_parse_from(args(line)).unwrap();
            assert_eq!(format!("{fast:?}"), format!("{clap:?}"), "{line}");
        }
        let left_to_clap = [
            "mm",
            "mm --root /x hook",
            "mm hook --help",
            "mm hook --version",
            "mm hook --budget lots",
            "mm hook --layout vim",
            "mm hook --root",
            "mm hook --root --explain",
            "mm hook --explain --explain",
            "mm hook --explain=yes",
            "mm hook extra",
            "mm recall hook",
        ];
        for line in left_to_clap {
            assert!(Cli::parse_hook(&args(line)).is_none(), "{line}");
        }
    }
}
