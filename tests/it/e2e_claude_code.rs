//! End to end with the real Claude Code CLI (pinned, installed by tests/e2e/install-hosts.sh),
//! offline against the loopback Messages API mock: install-hooks, several `claude -p`
//! sessions, evolve, uninstall-hooks. Runs unless the real-host tests are skipped
//! (`support::hosts`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use memory_manager::store::candidates::Pool;
use serde_json::{Value, json};

use crate::support::hosts::{Hosts, hosts_or_skip};
use crate::support::mock::{self, MockServer, Recorded, Reply};
use crate::support::{Folder, Output, files_under, lines_with, opens_with_reminder, read_or_empty};

/// The command every scripted tool call runs; it fails the same way each time.
const FAILING: &str = "ls /nonexistent-mm-e2e-dir";

struct Session {
    hosts: Hosts,
    /// A folder put first on the PATH Claude Code and its hooks see (the plugin route runs
    /// `memory-manager` from PATH).
    first_on_path: Option<PathBuf>,
    /// HOME and the project (a git repository) Claude Code runs in.
    f: Folder,
    project: PathBuf,
    server: MockServer,
    /// While set, the model answers a fresh conversation with a Bash call of [`FAILING`].
    run_failing: Arc<AtomicBool>,
    started: Instant,
}

impl Session {
    fn new(hosts: Hosts) -> Session {
        let f = Folder::new();
        let project = f.project();
        std::fs::create_dir_all(project.join(".git")).unwrap();
        let run_failing = Arc::new(AtomicBool::new(false));
        let server = {
            let run_failing = Arc::clone(&run_failing);
            MockServer::start(move |body: &Value| {
                let agent_loop = mock::offers_tool(body, "Bash");
                if agent_loop && mock::tool_results(body) == 0 && run_failing.load(Ordering::SeqCst)
                {
                    Reply::tool(
                        "Bash",
                        json!({"command": FAILING, "description": "List it"}),
                    )
                } else if agent_loop {
                    Reply::text("done")
                } else {
                    // Side calls (titles, summaries, small-model checks).
                    Reply::text("Mock")
                }
            })
        };
        Session {
            hosts,
            first_on_path: None,
            f,
            project,
            server,
            run_failing,
            started: Instant::now(),
        }
    }

    fn step(&self, what: &str, elapsed: Duration) {
        eprintln!(
            "[e2e claude-code +{:>5.1}s] {what} ({elapsed:.1?})",
            self.started.elapsed().as_secs_f64()
        );
    }

    /// `memory-manager ARGS` in the project, with the temp HOME.
    fn mm(&self, args: &[&str]) -> Output {
        let out = self
            .f
            .mm_in_project()
            .args(args)
            .deadline(Duration::from_secs(60))
            .run()
            .success();
        self.step(&format!("memory-manager {}", args.join(" ")), out.elapsed);
        out
    }

    /// One `claude -p` session; returns the requests it made (agent-loop calls only).
    fn claude(&self, prompt: &str, run_failing: bool) -> Vec<Recorded> {
        self.server.clear();
        self.run_failing.store(run_failing, Ordering::SeqCst);
        // The offline environment, with this session's own folders first on PATH.
        let out = self
            .hosts
            .claude_offline(&self.f, &self.server)
            .args([
                "-p",
                prompt,
                "--output-format",
                "json",
                "--allowedTools",
                "Bash",
            ])
            .env("PATH", self.path())
            .run()
            .success();
        self.step(&format!("claude -p {prompt:?}"), out.elapsed);
        let result = out.json_after_logs();
        assert_eq!(
            result["is_error"], false,
            "claude -p reported an error: {result}"
        );
        assert_eq!(
            result["result"], "done",
            "the session did not finish its scripted turn: {result}"
        );
        let turns = self.server.agent_turns();
        assert!(
            !turns.is_empty(),
            "claude made no agent request to the mock"
        );
        if run_failing {
            assert!(
                turns
                    .iter()
                    .any(|t| t.text().contains("nonexistent-mm-e2e-dir")
                        && mock::tool_results(&t.body) > 0),
                "the scripted Bash call never ran"
            );
        }
        turns
    }

    /// The PATH of the hosts, after [`Session::first_on_path`].
    fn path(&self) -> std::ffi::OsString {
        let mut paths: Vec<PathBuf> = self.first_on_path.iter().cloned().collect();
        paths.extend(std::env::split_paths(&self.hosts.path_env()));
        std::env::join_paths(paths).expect("PATH")
    }

    /// `claude ARGS` (not a session: `plugin …` and the like), which must succeed.
    fn claude_cli(&self, args: &[&str]) -> Output {
        let out = self
            .f
            .host(&self.hosts.claude())
            .args(args)
            .env("PATH", self.path())
            .env("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1")
            .env("DISABLE_AUTOUPDATER", "1")
            .deadline(Duration::from_secs(180))
            .run()
            .success();
        self.step(&format!("claude {}", args.join(" ")), out.elapsed);
        out
    }

    fn memory_dir(&self) -> PathBuf {
        self.project.join(".claude/memory")
    }

    fn memory_md(&self) -> String {
        read_or_empty(&self.memory_dir().join("MEMORY.md"))
    }

    fn candidates_md(&self) -> String {
        read_or_empty(&self.memory_dir().join("CANDIDATES.md"))
    }

    fn user_md(&self) -> String {
        read_or_empty(&self.f.home().join(".claude/memory/USER.md"))
    }

    fn settings_path(&self) -> PathBuf {
        self.project.join(".claude/settings.json")
    }

    fn settings(&self) -> Value {
        serde_json::from_str(&read_or_empty(&self.settings_path())).expect("settings.json is JSON")
    }

    /// Every memory file the tool may have written, project and user.
    fn memory_files(&self) -> Vec<(PathBuf, String)> {
        [self.memory_dir(), self.f.home().join(".claude/memory")]
            .iter()
            .flat_map(|dir| files_under(dir))
            .map(|(p, bytes)| (p, String::from_utf8_lossy(&bytes).into_owned()))
            .collect()
    }
}

/// The `<memory>` blocks the first request of a session carried (the hooks' answers), each
/// opening with the reminder.
fn injection(turns: &[Recorded]) -> String {
    let blocks = mock::memory_blocks(&turns[0].body);
    assert!(
        !blocks.is_empty() && blocks.iter().all(|b| opens_with_reminder(b)),
        "no <memory> block with the reminder reached the model:\n{}",
        turns[0].text()
    );
    blocks.join("\n")
}

/// How the hooks cite the one MEMORY.md entry that holds `needle`: `📍 MEMORY.md:Lnn
/// [YYYY-MM] fact`.
#[track_caller]
fn citation(memory: &str, needle: &str) -> String {
    let n = line_with(memory, &[needle]).unwrap_or_else(|| panic!("no {needle}:\n{memory}"));
    let entry = memory.lines().nth(n - 1).unwrap();
    let (fact, _source) = entry
        .strip_prefix("- ")
        .and_then(|e| e.rsplit_once(" | source: "))
        .unwrap_or_else(|| panic!("not an entry: {entry}"));
    format!("📍 MEMORY.md:L{n} {fact}")
}

/// The pool holds the scripted failure once: C001, seen `count` times, today. Its summary
/// ends in the host's own error text (the shell's `ls`), the one part not asserted whole.
#[track_caller]
fn assert_failure_row(pool: &str, count: &str) {
    let rows = lines_with(pool, "nonexistent-mm-e2e-dir");
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let row = match rows[..] {
        [row] => row,
        _ => panic!("one failure, one candidate row:\n{pool}"),
    };
    let summary = row
        .strip_prefix("| C001 | error | Bash `ls` → ")
        .and_then(|r| {
            r.strip_suffix(&format!(
                " | {today} | {today} | {count} | MEMORY.md ⚠️ | hook |  |"
            ))
        })
        .unwrap_or_else(|| panic!("not the failure at {count}, today:\n{pool}"));
    assert!(summary.contains("'/nonexistent-mm-e2e-dir'"), "{row}");
}

/// The `## ` heading a line (1-based) sits under.
fn section_of(text: &str, line: usize) -> String {
    text.lines()
        .take(line)
        .filter(|l| l.starts_with("## "))
        .last()
        .unwrap_or_default()
        .to_owned()
}

/// 1-based number of the first line holding all of `needles`.
fn line_with(text: &str, needles: &[&str]) -> Option<usize> {
    text.lines()
        .position(|l| needles.iter().all(|n| l.contains(n)))
        .map(|i| i + 1)
}

/// The first line of `file` holding all of `needles` sits under `heading`.
#[track_caller]
fn assert_line_in_section(file: &str, text: &str, needles: &[&str], heading: &str) {
    let line = line_with(text, needles)
        .unwrap_or_else(|| panic!("no line with {needles:?} in {file}:\n{text}"));
    assert_eq!(
        section_of(text, line),
        heading,
        "{needles:?} in {file}:\n{text}"
    );
}

#[test]
fn claude_code_full_loop() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let mut s = Session::new(hosts);
    // The project's committed files run `memory-manager` from PATH: this binary, by that
    // name, as `cargo install` puts it there.
    let bin = s.f.tmp().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let binary = std::fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap();
    std::os::unix::fs::symlink(&binary, bin.join("memory-manager")).unwrap();
    s.first_on_path = Some(bin);

    // Someone else's settings and hook, there before we install.
    std::fs::create_dir_all(s.project.join(".claude")).unwrap();
    let foreign = json!({
        "includeCoAuthoredBy": false,
        "permissions": {"allow": ["Bash(git status:*)"]},
        "hooks": {
            "UserPromptSubmit": [{"hooks": [{"type": "command",
                "command": "touch \"$CLAUDE_PROJECT_DIR/foreign-hook-ran\""}]}],
            "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "true"}]}]
        }
    });
    std::fs::write(
        s.settings_path(),
        serde_json::to_string_pretty(&foreign).unwrap(),
    )
    .unwrap();

    // Install, twice: the second is a no-op.
    let project = s.project.to_str().unwrap().to_owned();
    let install = [
        "install-hooks",
        "--host",
        "claude-code",
        "--scope",
        "project",
        "--project",
        &project,
    ];
    s.mm(&install);
    let installed = s.settings();
    s.mm(&install);
    assert_eq!(
        s.settings(),
        installed,
        "a second install-hooks changed settings.json"
    );
    // Our four events, after whatever was there; every other key as it was. The committed
    // files name the binary portably, from PATH.
    let ours = json!({"type": "command",
                      "command": "memory-manager hook --layout claude-code --tools mcp",
                      "timeout": 30});
    let mut expected = foreign.clone();
    // The agent may call our MCP tools, registered beside the project's settings.
    expected["permissions"]["allow"]
        .as_array_mut()
        .unwrap()
        .push(json!("mcp__memory-manager"));
    let registry: Value =
        serde_json::from_str(&read_or_empty(&s.project.join(".mcp.json"))).unwrap_or_default();
    assert_eq!(
        registry["mcpServers"]["memory-manager"],
        json!({"type": "stdio", "command": "memory-manager", "args": ["mcp", "--layout", "claude-code"]}),
        "{registry}"
    );
    let hooks = &mut expected["hooks"];
    hooks["UserPromptSubmit"]
        .as_array_mut()
        .unwrap()
        .push(json!({"hooks": [ours]}));
    hooks["PostToolUse"] = json!([{"matcher": "*", "hooks": [ours]}]);
    hooks["PostToolUseFailure"] = json!([{"matcher": "*", "hooks": [ours]}]);
    hooks["SessionStart"] = json!([{"hooks": [ours]}]);
    assert_eq!(installed, expected);

    // Session 1: an explicit rule (Chinese) → MEMORY.md 📌; the failing command, once.
    let turns = s.claude("记住,这个项目用 pnpm,不要用 npm 装依赖。", true);
    let block = injection(&turns);
    assert!(
        s.project.join("foreign-hook-ran").exists(),
        "the foreign prompt hook did not run"
    );
    assert_line_in_section("MEMORY.md", &s.memory_md(), &["pnpm"], "## 📌 Rules");
    // A Chinese prompt, a Chinese confirmation.
    let saved = format!("✔ 已保存 {} (明确指示)", citation(&s.memory_md(), "pnpm"));
    assert!(
        block.lines().any(|l| l == saved),
        "the save is not confirmed in the injection ({saved}):\n{block}"
    );
    assert_failure_row(&s.candidates_md(), "1/3");

    // Session 2: a preference about how to talk to the user → ~/.claude/memory/USER.md.
    s.claude(
        "From now on reply in English even when I write in Chinese.",
        true,
    );
    assert_line_in_section("USER.md", &s.user_md(), &["English"], "## 👤 Preferences");
    assert!(
        !s.memory_md().contains("reply in English"),
        "a user preference went to MEMORY.md"
    );

    // Session 3: a decision → MEMORY.md 🧭; the third failure makes the candidate ready.
    let turns = s.claude(
        "Let's go with PostgreSQL for the database, decision made.",
        true,
    );
    assert_line_in_section(
        "MEMORY.md",
        &s.memory_md(),
        &["PostgreSQL"],
        "## 🧭 Decisions",
    );
    assert_failure_row(&s.candidates_md(), "3/3");
    let ready = "📝 noted as candidate C001 (3/3), ready for evolve";
    assert!(
        turns.iter().any(|t| mock::memory_blocks(&t.body)
            .iter()
            .any(|b| b.lines().any(|l| l == ready))),
        "the ready note of the failure hook never reached the model"
    );

    // Session 4: a secret in an explicit rule is saved without the secret.
    let token = format!("ghp_{}", "sbK0FPuKdRXNRFyTHADUvPsk0d60CZ1a0mT7");
    s.claude(
        &format!("记住 CI 用的 GitHub token 是 {token},配在 repo secrets 的 GH_PAT 里。"),
        false,
    );
    assert!(
        line_with(&s.memory_md(), &["GH_PAT", "[removed]"]).is_some(),
        "the rule was not saved with its token removed:\n{}",
        s.memory_md()
    );

    // Sessions 5 and 6: a weak phrase and a question save nothing.
    let before: Vec<_> = s.memory_files();
    s.claude("maybe Redis for the cache?", false);
    s.claude("should we always use MongoDB here?", false);
    for (path, text) in s.memory_files() {
        assert!(
            !text.contains("Redis") && !text.contains("MongoDB"),
            "{} saved a non-signal:\n{text}",
            path.display()
        );
    }
    let changed = |before: &[(PathBuf, String)]| {
        let after = s.memory_files();
        let facts = |files: &[(PathBuf, String)]| -> Vec<(PathBuf, String)> {
            files
                .iter()
                .filter(|(p, _)| p.extension().is_some_and(|e| e == "md"))
                .cloned()
                .collect()
        };
        facts(before) != facts(&after)
    };
    assert!(
        !changed(&before),
        "a weak phrase or a question changed a memory file"
    );

    // Session 7: a later prompt gets the relevant memory, cited by file and line.
    let turns = s.claude("Should I install the dependencies with pnpm or npm?", false);
    let block = injection(&turns);
    let cite = citation(&s.memory_md(), "pnpm");
    assert!(
        block.lines().any(|l| l == cite),
        "{cite} is not injected:\n{block}"
    );
    assert!(!changed(&before), "a question changed a memory file");

    // evolve --all promotes the ready candidate into MEMORY.md ⚠️, on the line it reports,
    // and records where.
    let summary = Pool::parse(&s.candidates_md())
        .observing()
        .into_iter()
        .find(|c| c.summary.contains("nonexistent-mm-e2e-dir"))
        .map(|c| (c.id.clone(), c.summary.clone()))
        .unwrap_or_else(|| panic!("no candidate of the failure:\n{}", s.candidates_md()));
    let (id, summary) = summary;
    let out = s.mm(&["evolve", "--all"]);
    let memory = s.memory_md();
    // The lesson says what fails and with what; no fix was seen, and the line says so.
    let error = summary
        .strip_prefix("Bash `ls` → ")
        .unwrap_or_else(|| panic!("not the failing ls: {summary}"));
    let lesson = format!("`ls` fails with {error}");
    let n = line_with(&memory, &[&lesson]).unwrap_or_else(|| panic!("{memory}"));
    // (The card above it quotes the host's own error text.)
    assert!(
        out.stdout
            .contains(&format!("✅ [1] {id} → 📍 MEMORY.md:L{n} (ADD)\n")),
        "{}",
        out.report()
    );
    // The hooks run under the host, on the machine's date.
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    let month = &today[..7];
    assert_eq!(
        memory.lines().nth(n - 1).unwrap(),
        format!("- [{month}] {lesson} | source: candidate {id} | fix: not recorded")
    );
    assert_line_in_section("MEMORY.md", &memory, &[&lesson], "## ⚠️ Error corrections");
    let pool = s.candidates_md();
    assert_eq!(
        lines_with(&pool, &summary),
        [format!("| {id} | {summary} | {today} | MEMORY.md:L{n} |")],
        "{pool}"
    );
    assert_line_in_section("CANDIDATES.md", &pool, &[&summary], "## ✅ Promoted");

    // The token never reached any memory file, nor the hook's log.
    for (path, text) in s.memory_files() {
        assert!(
            !text.contains(&token),
            "the token was written to {}",
            path.display()
        );
    }

    // The hook never failed along the way.
    let errors = read_or_empty(&s.memory_dir().join(".memory-manager-errors.log"));
    assert!(errors.is_empty(), "the hook logged errors:\n{errors}");

    // Uninstall: exactly the original settings again, and the hook no longer runs.
    s.mm(&[
        "uninstall-hooks",
        "--host",
        "claude-code",
        "--scope",
        "project",
        "--project",
        &project,
    ]);
    assert_eq!(
        s.settings(),
        foreign,
        "uninstall-hooks did not restore the foreign settings"
    );
    assert!(
        !s.project.join(".mcp.json").exists(),
        "uninstall-hooks left the MCP registry it created"
    );
    std::fs::remove_file(s.project.join("foreign-hook-ran")).unwrap();
    let turns = s.claude("记住,以后提交前都跑 cargo fmt。", false);
    assert!(
        turns
            .iter()
            .all(|t| mock::memory_blocks(&t.body).is_empty()),
        "a <memory> block was injected after uninstall-hooks"
    );
    assert!(
        !s.memory_md().contains("cargo fmt"),
        "the hook still saved after uninstall-hooks"
    );
    assert!(
        s.project.join("foreign-hook-ran").exists(),
        "the foreign hook stopped running"
    );
    s.step("done", s.started.elapsed());
}

/// The plugin route (`claude plugin marketplace add` + `claude plugin install`, the host's
/// own commands) works with `memory-manager` on PATH, and health-check says it is wired;
/// `install-hooks --also` on top wires a second route, and still every event is handled once: one
/// `<memory>` block per prompt, one count per failure.
#[test]
fn claude_code_plugin_route_and_double_wiring() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let mut s = Session::new(hosts);
    // The plugin runs `memory-manager` from PATH: this binary, by that name.
    let bin = s.f.tmp().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let binary = std::fs::canonicalize(env!("CARGO_BIN_EXE_memory-manager")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&binary, bin.join("memory-manager")).unwrap();
    s.first_on_path = Some(bin.clone());
    // The plugin, as a user gets it: this repository's folder, copied.
    let source = s.f.tmp().join("plugin");
    copy_tree(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/claude-code"),
        &source,
    );
    s.claude_cli(&["plugin", "marketplace", "add", source.to_str().unwrap()]);
    s.claude_cli(&["plugin", "install", "memory-manager@memory-manager"]);

    // health-check, from the project, on the PATH the host sees: the plugin is the route.
    let health = |s: &Session| {
        s.f.mm_in_project()
            .arg("health-check")
            .env("PATH", s.path())
            .run()
    };
    // Without the permission for its tools, `claude -p` refuses every one: not ok.
    let out = health(&s).code(1);
    assert!(
        out.stdout.contains(
            "plugin memory-manager@memory-manager (user): no permissions.allow holds \"mcp__plugin_memory-manager_memory-manager\""
        ),
        "{}",
        out.report()
    );
    let settings = s.f.home().join(".claude/settings.json");
    let mut user: serde_json::Value =
        serde_json::from_str(&read_or_empty(&settings)).expect("settings.json");
    user["permissions"]["allow"] = serde_json::json!(["mcp__plugin_memory-manager_memory-manager"]);
    std::fs::write(&settings, serde_json::to_string_pretty(&user).unwrap()).unwrap();
    let out = health(&s).success();
    let plugin = "  ✔ plugin memory-manager@memory-manager (user) (";
    assert!(
        out.stdout.lines().any(|l| l.starts_with(plugin)),
        "{}",
        out.report()
    );
    assert!(
        out.stdout.lines().any(|l| l == "host claude-code: wired"),
        "{}",
        out.report()
    );

    // One session through the plugin: a rule, and the failing command once.
    let turns = s.claude("记住,这个项目用 pnpm,不要用 npm 装依赖。", true);
    assert_eq!(
        mock::memory_blocks(&turns[0].body).len(),
        2,
        "SessionStart and the prompt, once each"
    );
    assert_line_in_section("MEMORY.md", &s.memory_md(), &["pnpm"], "## 📌 Rules");
    assert_failure_row(&s.candidates_md(), "1/3");

    // The settings route on top: refused without --also (one route, as the README says); with
    // it, health-check says so, and says it is harmless.
    let refused =
        s.f.mm_in_project()
            .args(["install-hooks", "--host", "claude-code"])
            .run();
    assert_eq!(refused.code, 2, "{}", refused.report());
    s.mm(&["install-hooks", "--host", "claude-code", "--also"]);
    let out = health(&s).success();
    assert!(
        out.stdout.contains("note: wired 2 times: "),
        "{}",
        out.report()
    );
    let turns = s.claude("Should I install the dependencies with pnpm or npm?", true);
    let first = mock::memory_blocks(&turns[0].body);
    assert_eq!(
        first.len(),
        2,
        "one block per event, not one per route:\n{first:#?}"
    );
    // The failure counted once, not twice.
    assert_failure_row(&s.candidates_md(), "2/3");
    let errors = read_or_empty(&s.memory_dir().join(".memory-manager-errors.log"));
    assert!(errors.is_empty(), "the hook logged errors:\n{errors}");
    s.step("done", s.started.elapsed());
}

/// A folder tree copied (the plugin source).
fn copy_tree(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}
