//! The whole command-line surface, one struct per subcommand. Depends on clap only (and
//! clap_complete's list of shells); each struct's `Run` is in `cmd/<name>.rs`.

// Doc comments here are clap's help text, printed as written: `<project>` is a placeholder
// for the reader, not an HTML tag.
#![allow(rustdoc::invalid_html_tags)]

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// The end of `--help`: exit statuses and the environment (`config::Env` reads exactly these;
/// a test holds the two lists together).
pub const AFTER_HELP: &str = "\
Exit status:
  0  done, or found
  1  nothing found (recall matched nothing; health-check found something that needs you)
  2  an error: a bad argument, a refused change, a file that cannot be read
  The hook always exits 0, whatever happens (a host treats 2 as a blocked prompt).

Environment (flags win):
  MEMORY_MANAGER_ROOT              keep every memory file in this folder (as --root)
  MEMORY_MANAGER_TODAY             pretend today is this date, for tests and demos
  MEMORY_MANAGER_BUDGET            the hook's budget, in bytes (as hook --budget)
  MEMORY_MANAGER_WORKSPACE         the OpenClaw workspace (set by the OpenClaw glue)
  MEMORY_MANAGER_HOOK_DEADLINE_MS  the hook's deadline in ms (default 1800), for tests and diagnosis
  MEMORY_MANAGER_NOTIFY            0 / off: the hook does not tell the person what it saved (Claude Code's systemMessage)
  CLAUDE_PROJECT_DIR               the project Claude Code runs in
  CLAUDE_CONFIG_DIR                Claude Code's folder (default ~/.claude)
  CLAUDE_CODE_SESSION_ID           the Claude Code session a command runs in
  OPENCLAW_STATE_DIR               OpenClaw's folder (default ~/.openclaw)
  OPENCLAW_CONFIG_PATH             OpenClaw's config (default <state>/openclaw.json)
  OPENCLAW_HOME                    the home OpenClaw's defaults start from
  OPENCLAW_WORKSPACE_DIR           OpenClaw's workspace when its config names none
  OPENCLAW_PROFILE                 an OpenClaw profile (its own state folder)
  LC_ALL, LANG                     the language of new files (zh_* is Chinese)
  XDG_CACHE_HOME, XDG_DATA_HOME    the cache folder (term index, hook claims) and data folder
  HOME                             the home folder";

#[derive(Debug, Parser)]
#[command(
    name = "memory-manager",
    version,
    about = "Long-term Markdown memory for coding agents (Claude Code, OpenClaw)",
    propagate_version = true,
    after_help = AFTER_HELP
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub cmd: Cmd,
}

/// Options every command takes. Their environment variables (`MEMORY_MANAGER_ROOT`,
/// `MEMORY_MANAGER_TODAY`) are read in `config`, the one place that reads configuration.
#[derive(Debug, Clone, Default, PartialEq, Eq, Args)]
pub struct Global {
    /// Keep every memory file in DIR (wins over everything; also MEMORY_MANAGER_ROOT)
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Which host's file layout to use when --root is not given
    #[arg(long, global = true, value_enum)]
    pub layout: Option<HostArg>,
    /// Pretend today is this date (YYYY-MM-DD); also MEMORY_MANAGER_TODAY. For tests and demos.
    #[arg(long, global = true, value_name = "DATE", hide = true)]
    pub today: Option<String>,
}

/// A host: the layout of its memory files (`--layout`) or the host to wire (`--host`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HostArg {
    ClaudeCode,
    Openclaw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScopeArg {
    /// ~/.claude/settings.json and ~/.claude.json (yours, every project)
    User,
    /// <project>/.claude/settings.json and .mcp.json (committed: they run `memory-manager`
    /// from PATH; Claude Code reads them once the folder is trusted and the server approved)
    Project,
    /// <project>/.claude/settings.local.json and its entry in ~/.claude.json (private, kept
    /// out of git)
    Local,
}

/// Which host offers the agent the memory tools (`hook --tools`), so the hook names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ToolsArg {
    /// `memory-manager mcp`, registered with Claude Code (`memory_search`, …)
    Mcp,
    /// memory-manager's OpenClaw plugin (`memory_manager_search`, …)
    Openclaw,
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
    Init(Init),
    /// Run as a host hook: one JSON event on stdin, one JSON answer on stdout
    Hook(Hook),
    /// Serve the agent's memory tools over MCP on stdio (for Claude Code)
    Mcp(Mcp),
    /// Run one of the agent's memory tools and print its result (for OpenClaw's plugin)
    #[command(hide = true)]
    Tool(Tool),
    /// Show what the signal detector sees in a prompt and what it would do
    Signals(Signals),
    /// Wire memory-manager into a host: its hooks, and for Claude Code an MCP server for the
    /// agent's memory tools and the permission to call them (`mcp__memory-manager`)
    InstallHooks(InstallHooks),
    /// Remove exactly what install-hooks added
    UninstallHooks(UninstallHooks),
    /// Add a fact to MEMORY.md
    WriteMemory(WriteMemory),
    /// Add a fact about the user to USER.md
    WriteUser(WriteUser),
    /// Append to today's daily log (YYYY-MM-DD.md)
    WriteLog(WriteLog),
    /// Find stored lines relevant to a query
    Recall(Recall),
    /// Strike a line through and point it at its replacement
    Supersede(Supersede),
    /// Archive a line (or delete it with --hard)
    Forget(Forget),
    /// The candidate pool
    Candidates(Candidates),
    /// Show the evolution card and promote approved candidates
    ///
    /// On a terminal it asks: all (确认), item numbers like 1,3, or skip (跳过); yes/no only
    /// for a one-item card. An agent's session (CLAUDE_CODE_SESSION_ID or --session, answered
    /// off a terminal) gets at most two cards unless --force; a person at the CLI has no limit.
    Evolve(Evolve),
    /// Expire stale candidates, fold old logs, flag an oversized MEMORY.md
    Consolidate(Consolidate),
    /// Bring in what another tool keeps (Claude Code, AGENTS.md, Cursor, learnings, claude-mem): preview, then --apply
    Import(Import),
    /// Check files, sizes, index, spool, lock, hook errors and host wiring
    HealthCheck(HealthCheck),
    /// A Markdown brief for a new agent
    Handoff(Handoff),
    /// Register a skill in skills/INDEX.md
    AddSkill(AddSkill),
    /// Draft a skill from steps, awaiting approval
    AutoSkill(AutoSkill),
    /// Replay a scripted session in a temp folder, no host needed
    Demo(Demo),
    /// git's merge driver for memory files: merge-file %O %A %B %P (writes the result to %A)
    MergeFile(MergeFile),
    /// Look for secrets in memory files (for a pre-commit hook): 1 and file:line when found
    Check(Check),
    /// Print the completion script for a shell (README "Shell completions and the manual")
    Completions(Completions),
    /// Print the manual page, in roff: memory-manager man > memory-manager.1 (or --dir)
    Man(Man),
}

#[derive(Debug, Args)]
pub struct Init {
    /// Template language (default: from LANG)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// A folder a team commits: USER.md (about one person) is kept out of git
    #[arg(long)]
    pub team: bool,
}

#[derive(Debug, Args)]
pub struct MergeFile {
    /// The common ancestor's version (git's %O)
    pub base: PathBuf,
    /// Our version, overwritten with the merge (git's %A)
    pub ours: PathBuf,
    /// Their version (git's %B)
    pub theirs: PathBuf,
    /// The path the result will have (git's %P): tells which kind of file it is
    pub path: Option<String>,
}

#[derive(Debug, Args)]
pub struct Check {
    /// Files to scan (default: every memory file of the store)
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct Completions {
    /// bash, zsh, fish, elvish or powershell
    #[arg(value_name = "SHELL", value_parser = ShellName)]
    pub shell: String,
}

/// The shells `completions` writes for: offered to completion and listed in `--help`, but
/// checked by the command, so that a wrong name is one line, not clap's usage text.
#[derive(Debug, Clone, Copy)]
struct ShellName;

impl clap::builder::TypedValueParser for ShellName {
    type Value = String;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        Ok(value.to_string_lossy().into_owned())
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            clap_complete::Shell::value_variants()
                .iter()
                .filter_map(ValueEnum::to_possible_value),
        ))
    }
}

#[derive(Debug, Args)]
pub struct Man {
    /// Write the page and one per subcommand (memory-manager-recall.1, …) into DIR instead
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// The hook's default budget for the injected context, in bytes.
pub const DEFAULT_BUDGET: usize = 1500;

#[derive(Debug, Clone, Default, PartialEq, Eq, Args)]
pub struct Hook {
    /// Size budget of the injected context, in bytes (also MEMORY_MANAGER_BUDGET; default 1500)
    #[arg(long, value_name = "BYTES")]
    pub budget: Option<String>,
    /// Print what the hook would do instead of doing it
    #[arg(long)]
    pub explain: bool,
    /// The host offers the agent memory-manager's tools: name them in the reminder
    #[arg(long, value_enum)]
    pub tools: Option<ToolsArg>,
}

#[derive(Debug, Args)]
pub struct Mcp {}

#[derive(Debug, Args)]
pub struct Tool {
    /// The tool (`memory_search`, or OpenClaw's `memory_manager_search`, …)
    pub name: String,
    /// Its arguments, a JSON object
    #[arg(long, value_name = "JSON", default_value = "{}")]
    pub json: String,
    /// The session the call belongs to (evolution cards are counted per session; default:
    /// CLAUDE_CODE_SESSION_ID or today)
    #[arg(long)]
    pub session: Option<String>,
}

#[derive(Debug, Args)]
pub struct Signals {
    /// The prompt text (may start with "-": a Markdown bullet, a flag named in it)
    #[arg(allow_hyphen_values = true)]
    pub text: String,
    /// Print the detection as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct HostTarget {
    /// The host to wire (or unwire)
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

#[derive(Debug, Args)]
pub struct InstallHooks {
    #[command(flatten)]
    pub target: HostTarget,
    /// Wire the hooks even though the memory-manager Claude Code plugin is on (two routes)
    #[arg(long)]
    pub also: bool,
}

#[derive(Debug, Args)]
pub struct UninstallHooks {
    #[command(flatten)]
    pub target: HostTarget,
}

#[derive(Debug, Args)]
pub struct WriteMemory {
    #[arg(long, value_enum, default_value = "rules")]
    pub section: MemorySectionArg,
    /// Pin the fact (always in the session-start hot tier)
    #[arg(long)]
    pub pin: bool,
    /// The fact, in full words (quote it; it may start with "-", as "--force is banned on main")
    #[arg(allow_hyphen_values = true, value_parser = written_text)]
    pub text: String,
}

#[derive(Debug, Args)]
pub struct WriteUser {
    #[arg(long, value_enum, default_value = "preferences")]
    pub section: UserSectionArg,
    /// Pin the fact (always in the session-start hot tier)
    #[arg(long)]
    pub pin: bool,
    /// What the user is, prefers or says how to talk to them (quote it; it may start with "-")
    #[arg(allow_hyphen_values = true, value_parser = written_text)]
    pub text: String,
}

#[derive(Debug, Args)]
pub struct WriteLog {
    /// The line for today's log (quote it; it may start with "-")
    #[arg(allow_hyphen_values = true, value_parser = written_text)]
    pub text: String,
}

#[derive(Debug, Args)]
pub struct Recall {
    /// What to look for: words or a question, in English or Chinese (it may start with "-")
    #[arg(allow_hyphen_values = true)]
    pub query: String,
    /// Lines shown at most
    #[arg(long, default_value_t = 5)]
    pub limit: usize,
    /// Print the lines as JSON (file, line, month, fact, score)
    #[arg(long)]
    pub json: bool,
    /// Show why each line ranked: the terms it matched, the words a concept was reached
    /// from, each term's share of the score
    #[arg(long)]
    pub explain: bool,
}

#[derive(Debug, Args)]
pub struct Supersede {
    /// FILE:Lnn, e.g. MEMORY.md:L12 (without --was: the fact last shown you there, wherever it is now)
    pub location: String,
    pub new_text: String,
    /// The fact you saw on that line, whole (end it with … if you saw only its start): it is
    /// found by it if the line has moved, and nothing changes when no fact is it any more
    #[arg(long, value_name = "TEXT")]
    pub was: Option<String>,
}

#[derive(Debug, Args)]
pub struct Forget {
    /// FILE:Lnn, e.g. MEMORY.md:L12 (without --was: the fact last shown you there, wherever it is now)
    pub location: String,
    /// Delete the line instead of archiving it
    #[arg(long)]
    pub hard: bool,
    /// The fact you saw on that line, whole (end it with … if you saw only its start): it is
    /// found by it if the line has moved, and nothing changes when no fact is it any more
    #[arg(long, value_name = "TEXT")]
    pub was: Option<String>,
}

#[derive(Debug, Args)]
pub struct Candidates {
    #[command(subcommand)]
    pub action: CandidatesCmd,
}

#[derive(Debug, Subcommand)]
pub enum CandidatesCmd {
    /// List candidates
    List(CandidatesList),
    /// Record an observation by hand
    Add(CandidatesAdd),
    /// Record what fixed a failure candidate
    Resolve(CandidatesResolve),
    /// Promote one candidate now
    Promote(CandidatesPromote),
    /// Drop one candidate
    Drop(CandidatesDrop),
}

#[derive(Debug, Args)]
pub struct CandidatesList {
    /// Only those ready for evolve
    #[arg(long)]
    pub ready: bool,
    /// Print the rows as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CandidatesAdd {
    #[arg(value_enum)]
    pub kind: CandidateTypeArg,
    /// The candidate's summary (quote it; it may start with "-")
    #[arg(allow_hyphen_values = true, value_parser = written_text)]
    pub text: String,
    /// The user asked for it explicitly: ready at once
    #[arg(long)]
    pub explicit: bool,
}

#[derive(Debug, Args)]
pub struct CandidatesResolve {
    pub id: String,
    /// What fixed it, e.g. "use `pnpm install`"
    pub fix: String,
}

#[derive(Debug, Args)]
pub struct CandidatesPromote {
    pub id: String,
}

#[derive(Debug, Args)]
pub struct CandidatesDrop {
    pub id: String,
    #[arg(long, required = true)]
    pub reason: String,
}

#[derive(Debug, Args)]
pub struct Evolve {
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
    /// Another card past an agent session's two
    #[arg(long)]
    pub force: bool,
    /// Count the card against this session's limit of two (default: CLAUDE_CODE_SESSION_ID;
    /// without either there is no limit)
    #[arg(long)]
    pub session: Option<String>,
}

#[derive(Debug, Args)]
pub struct Consolidate {
    /// Act (default: preview only)
    #[arg(long)]
    pub apply: bool,
    #[arg(long)]
    pub json: bool,
}

/// The tools `import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImportSourceArg {
    /// Claude Code: CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md and the project's auto memory (~/.claude/projects/<project>/memory/)
    ClaudeCode,
    /// AGENTS.md
    AgentsMd,
    /// Cursor: .cursorrules and .cursor/rules/*.mdc
    Cursor,
    /// self-improving-agent's .learnings/*.md (as candidates, with their recurrence counts)
    Learnings,
    /// A claude-mem JSON export (decisions and bug fixes)
    ClaudeMem,
}

#[derive(Debug, Args)]
pub struct Import {
    /// Where to read from
    pub source: ImportSourceArg,
    /// A file or folder to read instead of where the tool keeps it for this project (required for claude-mem: the export file)
    pub path: Option<PathBuf>,
    /// Write what the preview shows (default: preview only, as a diff)
    #[arg(long)]
    pub apply: bool,
    /// Print what was (or would be) added, found already there and refused, as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct HealthCheck {
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct Handoff {}

#[derive(Debug, Args)]
pub struct AddSkill {
    pub name: String,
    pub description: String,
}

#[derive(Debug, Args)]
pub struct AutoSkill {
    pub name: String,
    #[arg(long = "step", required = true)]
    pub steps: Vec<String>,
    #[arg(long)]
    pub description: Option<String>,
}

#[derive(Debug, Args)]
pub struct Demo {
    /// Keep the demo folder here instead of a fresh temp folder
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// What `memory-manager hook …` was given, read without clap: the hook starts before every
/// prompt (clap's command tree costs more than the rest of its start), and it must run
/// whatever its arguments are — an unknown, repeated or malformed option is noted in
/// `problems` (the hook logs them) and never stops it (docs/ARCHITECTURE.md "Fail-open").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HookLine {
    pub global: Global,
    pub hook: Hook,
    pub problems: Vec<String>,
}

impl HookLine {
    /// `Some` when `args` (the whole command line) runs the hook; `None` for any other
    /// command and for `hook --help` / `--version`, which clap answers.
    pub fn parse(args: &[OsString]) -> Option<HookLine> {
        let mut line = HookLine::default();
        let mut is_hook = false;
        let mut rest = args.iter().skip(1);
        let mut seen = std::collections::HashSet::new();
        while let Some(raw) = rest.next() {
            let arg = raw.to_string_lossy();
            if matches!(arg.as_ref(), "--help" | "-h" | "--version" | "-V") {
                return None;
            }
            if !arg.starts_with('-') && !is_hook {
                // The first word is the subcommand: any other than `hook` is clap's.
                if arg != "hook" {
                    return None;
                }
                is_hook = true;
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((n, _)) if n.starts_with("--") => (n.to_string(), Some(after_equals(raw))),
                _ => (arg.to_string(), None),
            };
            if matches!(
                name.as_str(),
                "--root" | "--today" | "--budget" | "--layout" | "--tools"
            ) && !seen.insert(name.clone())
            {
                line.problems
                    .push(format!("{name} given more than once: the last one is used"));
            }
            // A value is kept as the OS gave it: a folder name need not be UTF-8.
            let mut value = |name: &str| -> Option<OsString> {
                let v = inline.clone().or_else(|| rest.next().cloned());
                if v.is_none() {
                    line.problems.push(format!("{name} needs a value"));
                }
                v
            };
            let text = |v: OsString| v.to_string_lossy().into_owned();
            match name.as_str() {
                "--explain" if inline.is_none() => line.hook.explain = true,
                "--root" => match value("--root") {
                    // `--root=$DIR` with DIR unset: as an empty MEMORY_MANAGER_ROOT is.
                    Some(v) if v.is_empty() => {
                        line.global.root = None;
                        line.problems.push("--root is empty: ignored".into());
                    }
                    v => line.global.root = v.map(PathBuf::from),
                },
                "--today" => line.global.today = value("--today").map(text),
                "--budget" => line.hook.budget = value("--budget").map(text),
                "--tools" => {
                    if let Some(v) = value("--tools").map(text) {
                        match ToolsArg::from_str(&v, false) {
                            Ok(tools) => line.hook.tools = Some(tools),
                            Err(_) => line
                                .problems
                                .push(format!("--tools {v:?} is not mcp or openclaw: ignored")),
                        }
                    }
                }
                "--layout" => {
                    if let Some(v) = value("--layout").map(text) {
                        match HostArg::from_str(&v, false) {
                            Ok(host) => line.global.layout = Some(host),
                            Err(_) => line.problems.push(format!(
                                "--layout {v:?} is not claude-code or openclaw: ignored"
                            )),
                        }
                    }
                }
                other => line
                    .problems
                    .push(format!("unknown hook argument {other:?}: ignored")),
            }
        }
        is_hook.then_some(line)
    }
}

/// A text to write, which may start with "-" ("--force is banned on main", a Markdown bullet),
/// but not be one word that does: that is a mistyped option (`write-memory --pni`), and saving
/// it would put junk in memory.
fn written_text(text: &str) -> Result<String, String> {
    let lone_word = !text.trim().contains(char::is_whitespace);
    if text.trim_start().starts_with('-') && lone_word {
        return Err(format!(
            "{text:?} reads as a mistyped option; a text that starts with \"-\" must be more than one word"
        ));
    }
    Ok(text.to_owned())
}

/// What follows the first `=` of `--name=value`, with its bytes as given.
fn after_equals(arg: &OsStr) -> OsString {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bytes = arg.as_bytes();
        let at = bytes
            .iter()
            .position(|b| *b == b'=')
            .map_or(bytes.len(), |i| i + 1);
        OsStr::from_bytes(&bytes[at..]).to_os_string()
    }
    #[cfg(not(unix))]
    {
        let text = arg.to_string_lossy();
        OsString::from(text.split_once('=').map_or("", |(_, v)| v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    /// A text may start with "-", but one word that does is a mistyped option.
    #[test]
    fn a_written_text_may_start_with_a_hyphen_but_not_be_a_lone_option() {
        for text in [
            "--force pushes to main are forbidden",
            "- use pnpm",
            "-v is verbose",
        ] {
            assert_eq!(written_text(text).as_deref(), Ok(text));
        }
        for text in ["--pni", "-x", "--", " --sectoin"] {
            assert!(written_text(text).is_err(), "{text}");
        }
    }

    /// A folder name that is not UTF-8 is the folder given, byte for byte.
    #[cfg(unix)]
    #[test]
    fn hook_reader_keeps_a_root_as_given() {
        use std::os::unix::ffi::OsStringExt;
        for line in [&b"--root=/tmp/\xff"[..], b"--root"] {
            let mut argv = vec![OsString::from("mm"), OsString::from_vec(line.to_vec())];
            if line == b"--root" {
                argv.push(OsString::from_vec(b"/tmp/\xff".to_vec()));
            }
            argv.push("hook".into());
            let read = HookLine::parse(&argv).unwrap();
            assert_eq!(
                read.global.root,
                Some(PathBuf::from(OsString::from_vec(b"/tmp/\xff".to_vec())))
            );
        }
    }

    /// Whenever the command line is well formed, the hook's own reader agrees with clap.
    #[test]
    fn hook_reader_agrees_with_clap() {
        for line in [
            "mm hook",
            "mm --root /x hook",
            "mm hook --layout claude-code",
            "mm hook --layout=openclaw --budget 900",
            "mm hook --root /tmp/x --explain",
            "mm hook --root=/tmp/x --today 2026-11-30 --budget=10",
            "mm hook --layout claude-code --tools mcp",
            "mm hook --tools=openclaw --layout openclaw",
        ] {
            let fast = HookLine::parse(&args(line)).unwrap_or_else(|| panic!("{line}"));
            assert!(fast.problems.is_empty(), "{line}: {:?}", fast.problems);
            let clap = Cli::try_parse_from(args(line)).unwrap();
            let Cmd::Hook(hook) = clap.cmd else {
                panic!("{line}")
            };
            assert_eq!((fast.global, fast.hook), (clap.global, hook), "{line}");
        }
    }

    /// A malformed hook command line is read as far as it goes; what it cannot use is a
    /// problem to log, never a reason not to run.
    #[test]
    fn hook_reader_never_refuses() {
        for (line, problem) in [
            ("mm hook --layout vim", "--layout \"vim\""),
            ("mm hook --tools vim", "--tools \"vim\""),
            ("mm hook --tools", "--tools needs a value"),
            ("mm hook --root", "--root needs a value"),
            ("mm hook extra", "unknown hook argument \"extra\""),
            (
                "mm hook --explain=yes",
                "unknown hook argument \"--explain\"",
            ),
        ] {
            let read = HookLine::parse(&args(line)).unwrap_or_else(|| panic!("{line}"));
            assert!(
                read.problems.iter().any(|p| p.contains(problem)),
                "{line}: {:?}",
                read.problems
            );
        }
        let repeated = HookLine::parse(&args("mm hook --budget 1 --budget 2")).unwrap();
        assert_eq!(repeated.hook.budget.as_deref(), Some("2"));
        assert_eq!(
            repeated.problems,
            ["--budget given more than once: the last one is used"]
        );
        let empty = HookLine::parse(&args("mm hook --root=")).unwrap();
        assert_eq!(empty.global.root, None);
        assert_eq!(empty.problems, ["--root is empty: ignored"]);
        for line in [
            "mm",
            "mm recall hook",
            "mm hook --help",
            "mm hook -V",
            "mm --root /x init",
        ] {
            assert!(HookLine::parse(&args(line)).is_none(), "{line}");
        }
    }
}
