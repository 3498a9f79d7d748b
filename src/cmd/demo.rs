//! `demo`: a scripted session replayed through the real hook path (this binary, spawned as a
//! host would spawn it) in a fresh folder, so a newcomer sees the whole loop with no host.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use anyhow::{Context, Result, bail};
use serde_json::json;

use crate::answer::{reminder, tools_line};
use crate::cli::Demo;
use crate::cmd::{Ctx, Run};
use crate::text::Lang;

const SESSION: &str = "demo-session";

static SHOWN_REMINDER: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

enum Step {
    Prompt(&'static str, &'static str),
    Failure(&'static str, &'static str),
    /// A command that works (title, command).
    Success(&'static str, &'static str),
}

/// The script: what each step shows, and the event it sends.
const STEPS: &[Step] = &[
    Step::Prompt(
        "an explicit rule (Chinese)",
        "记住:这个项目以后都用 pnpm,不要用 npm。",
    ),
    Step::Prompt(
        "a decision (English)",
        "OK, let's go with PostgreSQL for the session store. Decision made.",
    ),
    Step::Prompt(
        "a weak phrase: nothing is saved",
        "maybe we could try Redis later?",
    ),
    Step::Prompt(
        "a preference: a counted candidate",
        "I prefer early returns over nested ifs.",
    ),
    Step::Failure("a tool failure, 1st time", "/home/u/app/web"),
    Step::Failure("the same failure, other path: 2nd time", "/home/u/app/api"),
    Step::Failure(
        "the same failure again: 3rd time, now ready",
        "/tmp/build-7f3a",
    ),
    Step::Success(
        "another npm install works: the hook takes it as the fix",
        "npm install --legacy-peer-deps",
    ),
    Step::Prompt(
        "a later prompt recalls the rule, with its line",
        "帮我用 npm 安装一下依赖",
    ),
];

impl Run for Demo {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        match self.dir.as_deref() {
            Some(dir) => {
                let code = run(dir, None)?;
                // The hooks it ran keep their term index in the user's cache folder.
                if let Some(cache) = &ctx.env.cache_dir {
                    println!("its search index is in {}", cache.display());
                }
                Ok(code)
            }
            None => {
                // A temp folder of its own, its cache inside it, removed when it is done:
                // a demo leaves nothing behind (`--dir` keeps the files).
                let root = fresh_dir()?;
                let result = run(&root, Some(&root.join(".cache")));
                let removed = std::fs::remove_dir_all(&root);
                let code = result?;
                removed.with_context(|| format!("cannot remove {}", root.display()))?;
                println!(
                    "\nthe demo folder is removed; `memory-manager demo --dir DIR` keeps its files to look around"
                );
                Ok(code)
            }
        }
    }
}

/// The demo in `root`; the hooks' cache folder in `cache` (`XDG_CACHE_HOME`), else the
/// user's.
fn run(root: &Path, cache: Option<&Path>) -> Result<ExitCode> {
    let root = root.to_path_buf();
    let exe = std::env::current_exe().context("cannot find this binary")?;
    let mm = |exe: &Path, root: &Path, args: &[&str], stdin: Option<&str>| {
        mm(exe, root, cache, args, stdin)
    };
    println!("memory-manager demo — a scripted session, replayed through the real hook\n");
    // `init` says where the memory folder is.
    let init = mm(&exe, &root, &["init", "--lang", "en"], None)?;
    print_indented(&init);
    for (n, step) in STEPS.iter().enumerate() {
        let event = match step {
            Step::Prompt(title, prompt) => {
                println!("\n{}. {title}\n   user › {prompt}", n + 1);
                json!({
                    "hook_event_name": "UserPromptSubmit",
                    "session_id": SESSION,
                    "cwd": root,
                    "prompt": prompt,
                })
            }
            Step::Failure(title, cwd) => {
                let command = "npm install";
                println!(
                    "\n{}. {title}\n   tool › Bash `{command}` in {cwd} fails",
                    n + 1
                );
                json!({
                    "hook_event_name": "PostToolUseFailure",
                    "session_id": SESSION,
                    "cwd": cwd,
                    "tool_name": "Bash",
                    "tool_input": {"command": command, "description": "Install dependencies"},
                    "error": format!("Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error While resolving: web@0.1.0\nnpm error Found: react@18.3.1 at {cwd}/node_modules/react"),
                    "is_interrupt": false,
                })
            }
            Step::Success(title, command) => {
                println!("\n{}. {title}\n   tool › Bash `{command}` works", n + 1);
                json!({
                    "hook_event_name": "PostToolUse",
                    "session_id": SESSION,
                    "cwd": "/tmp/build-7f3a",
                    "tool_name": "Bash",
                    "tool_input": {"command": command, "description": "Install dependencies"},
                    "tool_response": {"stdout": "added 212 packages", "stderr": "", "interrupted": false, "isImage": false},
                })
            }
        };
        let answer = mm(&exe, &root, &["hook"], Some(&event.to_string()))?;
        show_answer(&answer)?;
    }
    println!("\n{}. session end: the evolution card", STEPS.len() + 1);
    print_indented(&mm(&exe, &root, &["evolve", "--session", SESSION], None)?);
    println!("\n{}. the user approves everything", STEPS.len() + 2);
    print_indented(&mm(
        &exe,
        &root,
        &["evolve", "--all", "--session", SESSION],
        None,
    )?);
    println!(
        "\n{}. the next prompt sees the promoted lesson",
        STEPS.len() + 3
    );
    let event = json!({
        "hook_event_name": "UserPromptSubmit",
        "session_id": "next-session",
        "prompt": "npm install fails with ERESOLVE again, what did we learn?",
    });
    println!("   user › npm install fails with ERESOLVE again, what did we learn?");
    show_answer(&mm(&exe, &root, &["hook"], Some(&event.to_string()))?)?;
    if cache.is_none() {
        println!("\nfiles:");
        for name in ["MEMORY.md", "USER.md", "CANDIDATES.md", "EVOLUTION_LOG.md"] {
            println!("  {}", root.join(name).display());
        }
        println!(
            "\nlook around: memory-manager --root {} health-check",
            root.display()
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn fresh_dir() -> Result<PathBuf> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let dir = std::env::temp_dir().join(format!(
        "memory-manager-demo-{stamp}-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    Ok(dir)
}

/// Run this binary against the demo folder, as a host (or a person) would.
fn mm(
    exe: &Path,
    root: &Path,
    cache: Option<&Path>,
    args: &[&str],
    stdin: Option<&str>,
) -> Result<String> {
    let mut command = Command::new(exe);
    if let Some(cache) = cache {
        command.env("XDG_CACHE_HOME", cache);
    }
    let mut child = command
        .arg("--root")
        .arg(root)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot run {}", exe.display()))?;
    if let (Some(input), Some(mut pipe)) = (stdin, child.stdin.take()) {
        pipe.write_all(input.as_bytes())?;
    }
    let out = child.wait_with_output()?;
    if !out.status.success() {
        bail!(
            "`memory-manager {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The hook's JSON answer, shown as the lines the model would see.
fn show_answer(raw: &str) -> Result<()> {
    if raw.trim().is_empty() {
        println!("   hook › (nothing to add)");
        return Ok(());
    }
    let v: serde_json::Value =
        serde_json::from_str(raw.trim()).context("the hook answered something that is not JSON")?;
    let context = v["hookSpecificOutput"]["additionalContext"]
        .as_str()
        .unwrap_or_default();
    // The fixed reminder comes with every prompt; the demo shows it once (step 1).
    let reminders: Vec<String> = [Lang::Zh, Lang::En]
        .into_iter()
        .flat_map(|lang| [reminder(lang, None), tools_line(lang, None)])
        .collect();
    let first = !SHOWN_REMINDER.swap(true, std::sync::atomic::Ordering::Relaxed);
    for line in context
        .lines()
        .filter(|l| !l.starts_with('<'))
        .filter(|l| first || !reminders.iter().any(|r| r == l))
    {
        println!("   hook › {line}");
    }
    Ok(())
}

fn print_indented(text: &str) {
    for line in text.lines() {
        println!("   {line}");
    }
}
