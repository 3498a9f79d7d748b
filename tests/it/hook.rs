//! `memory-manager hook`: answers, sub-agents, session start, and every fail-open case.
//! A hook must exit 0, print nothing but its JSON answer, and never hang.

use std::io::Write;

use serde_json::{Value, json};

use crate::support::templates::{EN_CANDIDATES, pool};
use crate::support::{
    Folder, MONTH, Output, REMINDER_EN, REMINDER_ZH, TODAY, hook_answer, mask_stamps, memory_block,
};

/// Run the hook with `input` on stdin (closed after), asserting the fail-open contract.
fn hook_bytes(f: &Folder, input: &[u8]) -> Output {
    f.mm().arg("hook").stdin(input).run().quiet()
}

/// The hook's answer to `event`.
fn hook(f: &Folder, event: &Value) -> Output {
    hook_bytes(f, event.to_string().as_bytes())
}

fn error_log(f: &Folder) -> String {
    mask_stamps(&f.read_or_empty(".memory-manager-errors.log"))
}

fn prompt(text: &str) -> Value {
    json!({"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": text})
}

fn failure(command: &str, error: &str) -> Value {
    json!({
        "hook_event_name": "PostToolUseFailure", "session_id": "s1", "tool_name": "Bash",
        "tool_input": {"command": command}, "error": error, "is_interrupt": false
    })
}

/// The answer to a prompt: the block with `lines` under the English reminder.
fn prompt_answer(lines: &[&str]) -> String {
    hook_answer("UserPromptSubmit", &memory_block(REMINDER_EN, lines))
}

/// CANDIDATES.md as the first record creates it: the English pool with `rows`.
fn pool_with(rows: &[&str]) -> String {
    pool(EN_CANDIDATES, rows, &[], &[])
}

#[test]
fn prompt_gets_reminder_and_cited_memories_in_claude_code_shape() {
    let f = Folder::new();
    f.ok(&["write-memory", "Use pnpm, not npm, in this repo"]);
    hook(&f, &prompt("how do I install the dependencies with npm?")).stdout(&prompt_answer(&[
        &format!("📍 MEMORY.md:L15 [{MONTH}] Use pnpm, not npm, in this repo"),
    ]));
    // Chinese prompt, Chinese reminder.
    hook(&f, &prompt("帮我看看这个函数")).stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_ZH, &[]),
    ));
}

#[test]
fn saved_lines_are_never_injected_once_closed() {
    let f = Folder::new();
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "We use Redux for state",
    ]);
    f.mm()
        .args(["recall", "Redux"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L17 [{MONTH}] We use Redux for state\n"
        ));
    f.ok(&["supersede", "MEMORY.md:L17", "We use Zustand for state"]);
    hook(&f, &prompt("which state library do we use?")).stdout(&prompt_answer(&[&format!(
        "📍 MEMORY.md:L18 [{MONTH}] We use Zustand for state"
    )]));
}

#[test]
fn budget_bounds_the_injection() {
    let f = Folder::new();
    for i in 0..40 {
        f.ok(&[
            "write-memory",
            &format!("database rule number {i}: keep migrations reversible"),
        ]);
    }
    let out = f
        .mm()
        .args(["hook", "--budget", "600"])
        .stdin(prompt("database migrations").to_string())
        .run()
        .quiet();
    let ctx = out.json()["hookSpecificOutput"]["additionalContext"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(ctx.len() <= 600, "{} characters:\n{ctx}", ctx.len());
    // Which of the forty equal rules fit is the ranking's business; each one that does is a
    // whole, true citation, and there is at least one.
    let lines: Vec<&str> = ctx.lines().collect();
    let head: Vec<&str> = std::iter::once("<memory>")
        .chain(REMINDER_EN.lines())
        .collect();
    assert_eq!(lines[..head.len()], head, "{ctx}");
    assert_eq!(lines.last(), Some(&"</memory>"), "{ctx}");
    let cited = &lines[head.len()..lines.len() - 1];
    assert!(!cited.is_empty(), "{ctx}");
    for line in cited {
        let (cite, entry) = line.split_once(" [").unwrap_or_else(|| panic!("{line}"));
        let n: usize = cite
            .strip_prefix("📍 MEMORY.md:L")
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        assert_eq!(
            f.line("MEMORY.md", n),
            format!("- [{entry} | source: manual")
        );
    }
}

#[test]
fn session_start_injects_the_hot_tier() {
    let f = Folder::new();
    f.ok(&["write-memory", "--pin", "Never force-push to trunk"]);
    f.ok(&["write-user", "Reply in English"]);
    hook(
        &f,
        &json!({"hook_event_name": "SessionStart", "source": "startup"}),
    )
    .stdout(&hook_answer(
        "SessionStart",
        &memory_block(
            REMINDER_EN,
            &[
                &format!("📍 MEMORY.md:L15 [{MONTH}] [!] Never force-push to trunk"),
                &format!("📍 USER.md:L12 [{MONTH}] Reply in English"),
            ],
        ),
    ));
}

#[test]
fn sub_agents_record_candidates_only() {
    let f = Folder::new();
    let mut event = prompt("记住:以后都用 pnpm,不要用 npm。");
    event["agent_id"] = json!("a1");
    event["agent_type"] = json!("general-purpose");
    hook(&f, &event).stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_ZH, &["📝 已记为候选 C001(1/3)"]),
    ));
    let mut fail = failure("npm install", "Exit code 1\nnpm error code ERESOLVE");
    fail["agent_id"] = json!("a1");
    hook(&f, &fail).stdout("");
    // Only the pool was written: no MEMORY.md, no USER.md.
    let mut written: Vec<String> = std::fs::read_dir(f.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written,
        [".gitignore", ".memory-manager.lock", "CANDIDATES.md"]
    );
    f.assert_file(
        "CANDIDATES.md",
        &pool_with(&[
            &format!("| C001 | rule | 用 pnpm,不要用 npm | {TODAY} | {TODAY} | 1/3 | MEMORY.md 📌 | hook |  |"),
            &format!("| C002 | error | Bash `npm install` → npm error code ERESOLVE | {TODAY} | {TODAY} | 1/3 | MEMORY.md ⚠️ | hook |  |"),
        ]),
    );
}

#[test]
fn third_failure_says_the_candidate_is_ready() {
    let f = Folder::new();
    let linker = "Exit code 101\nerror: linker `cc` not found";
    // The first two sightings are silent (a flag on the command is the same failure).
    hook(&f, &failure("cargo build", linker)).stdout("");
    hook(&f, &failure("cargo build --release", linker)).stdout("");
    hook(&f, &failure("cargo build", linker)).stdout(&hook_answer(
        "PostToolUseFailure",
        &memory_block(
            REMINDER_EN,
            &[
                "📝 noted as candidate C001 (3/3), ready for evolve",
                "C001 has no fix recorded: once it works, record what fixed it: `memory-manager candidates resolve C001 \"…\"`",
            ],
        ),
    ));
    f.assert_file(
        "CANDIDATES.md",
        &pool_with(&[&format!(
            "| C001 | error | Bash `cargo build` → error: linker `cc` not found | {TODAY} | {TODAY} | 3/3 | MEMORY.md ⚠️ | hook |  |"
        )]),
    );
}

#[test]
fn successes_and_unknown_events_write_nothing_and_answer_nothing() {
    let f = Folder::new();
    let ok = json!({
        "hook_event_name": "PostToolUse", "tool_name": "Bash",
        "tool_input": {"command": "grep -r error src"},
        "tool_response": {"stdout": "src/a.rs: // error handling", "stderr": "warning", "interrupted": false, "isImage": false}
    });
    hook(&f, &ok).stdout("");
    hook(
        &f,
        &json!({"hook_event_name": "Notification", "message": "hi", "new_field": [1, 2]}),
    )
    .stdout("");
    hook(&f, &json!({"hook_event_name": "Stop"})).stdout("");
    assert!(!f.root().exists(), "{:?}", f.files());
}

#[test]
fn bad_input_fails_open_and_is_logged() {
    let f = Folder::new();
    let cases: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"   \n".to_vec(),
        b"{not json".to_vec(),
        b"\xff\xfe\x00\x01binary\x00".to_vec(),
        b"[1, 2, 3]".to_vec(),
        b"{\"prompt\": \"no event name\"}".to_vec(),
    ];
    for input in &cases {
        hook_bytes(&f, input).stdout("");
    }
    let logged = "\
<stamp> hook: empty input
<stamp> hook: empty input
<stamp> hook: malformed JSON on stdin: key must be a string at line 1 column 2
<stamp> hook: malformed JSON on stdin: expected value at line 1 column 1
<stamp> hook: stdin is not a hook event (no hook_event_name)
<stamp> hook: stdin is not a hook event (no hook_event_name)
";
    assert_eq!(error_log(&f), logged);
    // health-check shows the newest five, and the errors of today need a person.
    let newest: String = logged.lines().skip(1).map(|l| format!("  {l}\n")).collect();
    let root = f.root();
    let root = root.display();
    let out = f.mm().arg("health-check").run().code(1);
    assert_eq!(
        mask_stamps(&out.stdout),
        format!(
            "layout: root (--root / MEMORY_MANAGER_ROOT)
  USER.md   in {root}
  MEMORY.md in {root}
  the rest  in {root}
  MEMORY.md         not created yet
  USER.md           not created yet
  CANDIDATES.md     not created yet
  EVOLUTION_LOG.md  not created yet
spool: 0 waiting
lock: free
hook errors (newest last):
{newest}git: memory folder not in a work tree (nothing shared)
note: files not created yet appear at the first save (a decision, a \"remember\", a failing tool); `memory-manager init` creates them now
needs attention:
  - the hook logged errors today (see {root}/.memory-manager-errors.log)
"
        ),
        "{}",
        out.report()
    );
}

#[test]
fn a_hundred_megabytes_of_input_does_not_stall_the_prompt() {
    let f = Folder::new();
    let mut big =
        br#"{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","error":""#.to_vec();
    big.resize(100 * 1024 * 1024, b'x');
    // The run's deadline turns a stall into a failure.
    hook_bytes(&f, &big).stdout("");
    assert_eq!(
        error_log(&f),
        "<stamp> hook: input larger than 32 MB ignored\n"
    );
}

#[test]
fn stdin_left_open_still_gets_an_answer() {
    let f = Folder::new();
    let mut child = f.mm().arg("hook").spawn_open();
    let mut stdin = child.stdin();
    stdin
        .write_all(prompt("hello there").to_string().as_bytes())
        .unwrap();
    stdin.flush().unwrap();
    // stdin stays open: the hook must answer and exit anyway.
    child.wait().quiet().stdout(&prompt_answer(&[]));
    drop(stdin);
}

#[test]
fn silent_open_stdin_times_out_quietly() {
    let f = Folder::new();
    let mut child = f.mm().arg("hook").spawn_open();
    let stdin = child.stdin();
    // stdin stays open and silent: the hook gives up on its own (the run's deadline, far
    // above the hook's, fails the test if it never does).
    child.wait().quiet().stdout("");
    drop(stdin);
}

#[test]
fn a_held_lock_is_waited_for_only_as_long_as_the_deadline_allows() {
    let f = Folder::new();
    f.init("en");
    let lock = f.hold_lock();
    // A deadline (1.2 s) shorter than the lock wait (1.5 s) plus its spool margin: the wait is
    // cut short so that the record is spooled, and "queued" said, before the deadline. The
    // event comes in two writes, as a slow host sends it.
    let event = prompt("remember: always use pnpm in this repo").to_string();
    let (head, tail) = event.split_at(20);
    let mut child = f
        .mm()
        .arg("hook")
        .env("MEMORY_MANAGER_HOOK_DEADLINE_MS", "1200")
        .spawn_open();
    let mut stdin = child.stdin();
    stdin.write_all(head.as_bytes()).unwrap();
    stdin.flush().unwrap();
    stdin.write_all(tail.as_bytes()).unwrap();
    stdin.flush().unwrap();
    child
        .wait()
        .quiet()
        .stdout(&prompt_answer(&["✔ queued (the memory files were busy)"]));
    drop(stdin);
    lock.unlock().unwrap();
    f.ok(&["write-log", "next writer"]);
    assert!(
        f.read("MEMORY.md").contains("always use pnpm in this repo"),
        "{}",
        f.read("MEMORY.md")
    );
}

/// Whether process `pid` is asleep in nanosleep(2): the only sleep on the hook's path is the
/// lock wait's pause between tries (stdin is read with poll(2)).
#[cfg(target_os = "linux")]
fn in_nanosleep(pid: u32) -> bool {
    let wchan = std::fs::read_to_string(format!("/proc/{pid}/wchan")).unwrap_or_default();
    let syscall = std::fs::read_to_string(format!("/proc/{pid}/syscall")).unwrap_or_default();
    let nr = syscall.split(' ').next().unwrap_or("");
    // clock_nanosleep and nanosleep on x86_64, then on aarch64.
    wchan.contains("nanosleep") || ["230", "35", "115", "101"].contains(&nr)
}

#[cfg(target_os = "linux")]
#[test]
fn a_hook_stalled_past_its_deadline_answers_with_the_plain_reminder() {
    let f = Folder::new();
    f.init("en");
    let lock = f.hold_lock();
    let limit = std::time::Duration::from_millis(2000);
    let started = std::time::Instant::now();
    let mut child = f
        .mm()
        .arg("hook")
        .env(
            "MEMORY_MANAGER_HOOK_DEADLINE_MS",
            limit.as_millis().to_string(),
        )
        .spawn_open();
    let mut stdin = child.stdin();
    stdin
        .write_all(
            prompt("remember: always use pnpm in this repo")
                .to_string()
                .as_bytes(),
        )
        .unwrap();
    stdin.flush().unwrap();
    let pid = child.id();
    let signal = |name: &str| {
        let ok = std::process::Command::new("kill")
            .args([name, &pid.to_string()])
            .status()
            .unwrap()
            .success();
        assert!(ok, "kill {name} {pid}");
    };
    // Once it waits for the lock (its answer prepared), the hook is stopped past its deadline
    // (as an overloaded machine or a hung disk would), then let go: the deadline answers for
    // it. Looked for, not slept for: a slow start only makes the wait longer.
    let looked = std::time::Instant::now();
    while !in_nanosleep(pid) {
        assert!(
            looked.elapsed() < std::time::Duration::from_secs(60),
            "the hook never waited for the lock"
        );
        std::thread::yield_now();
    }
    signal("-STOP");
    // The deadline is a timer on the wall clock: it passes while the process is stopped.
    while started.elapsed() < limit + std::time::Duration::from_millis(200) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    signal("-CONT");
    child.wait().quiet().stdout(&prompt_answer(&[]));
    drop(stdin);
    assert_eq!(
        error_log(&f),
        "<stamp> hook: no answer within 2000 ms: answered with the plain reminder\n"
    );
    lock.unlock().unwrap();
}

#[test]
fn a_held_lock_spools_the_record_and_the_next_writer_merges_it() {
    let f = Folder::new();
    f.init("en");
    let lock = f.hold_lock();
    // The hook ends while the lock is still held: it did not wait for it.
    hook(
        &f,
        &failure("make test", "Exit code 2\nmake: *** [test] Error 1"),
    )
    .stdout("");
    let spool: Vec<_> = std::fs::read_dir(f.path(".memory-manager-spool"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(spool.len(), 1, "one spooled record");
    f.assert_file("CANDIDATES.md", EN_CANDIDATES);
    lock.unlock().unwrap();
    f.ok(&["write-log", "next writer"]);
    f.assert_file(
        "CANDIDATES.md",
        &pool_with(&[&format!(
            "| C001 | error | Bash `make test` → make: *** [test] Error 1 | {TODAY} | {TODAY} | 1/3 | MEMORY.md ⚠️ | hook |  |"
        )]),
    );
    let left = std::fs::read_dir(f.path(".memory-manager-spool")).map_or(0, |d| d.count());
    assert_eq!(left, 0, "records left in the spool");
}

#[test]
fn signals_command_explains_what_it_sees() {
    let f = Folder::new();
    let out = f
        .mm()
        .args([
            "signals",
            "--json",
            "记住 token 是 ghp_abcdefghijklmnopqrstuvwxyz0123456789",
        ])
        .run()
        .success();
    let mut v = out.json();
    // The reason is a diagnostic phrase of the signal rules, not a contract.
    assert!(
        v.as_object_mut().unwrap().remove("reason").is_some(),
        "{}",
        out.report()
    );
    assert_eq!(
        v,
        json!({"kind": "explicit", "target": "MemoryRules", "text": "token 是 [removed]",
               "decided": "lasting, addressed to memory, own words, self-contained: yes",
               "gate": {"verdict": "pass", "why": "says something on its own"}})
    );
    assert!(!out.stdout.contains("ghp_abcdefghij"), "{}", out.report());
    let plain = f
        .mm()
        .args(["signals", "maybe we could try Redis?"])
        .run()
        .success();
    let fields: Vec<&str> = plain.stdout.lines().take(3).collect();
    assert_eq!(fields, ["kind:   weak", "target: nothing", "text:   "]);
}

#[test]
fn explain_shows_the_plan_without_writing() {
    let f = Folder::new();
    let out = f
        .mm()
        .args(["hook", "--explain"])
        .stdin(prompt("let's go with Redis for the session store").to_string())
        .run()
        .quiet();
    // Every line but the reason, a diagnostic phrase of the signal rules.
    let lines: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| !l.starts_with("reason: "))
        .collect();
    let root = format!("memory folder: {}", f.root().display());
    assert_eq!(
        lines,
        [
            "layout: root (--root / MEMORY_MANAGER_ROOT)",
            root.as_str(),
            "sub-agent: false",
            "signal: Decision → MemoryDecisions",
            "decided: lasting, addressed to memory, own words, self-contained: yes",
            "gate: Pass (says something on its own)",
            r#"would apply: {"op":"entry","section":"decisions","text":"Redis for the session store","source":"decision","pinned":false}"#,
            "",
        ],
        "{}",
        out.report()
    );
    assert!(!f.root().exists(), "{:?}", f.files());
}

#[test]
fn a_bad_test_deadline_is_logged_and_the_production_one_used() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .arg("hook")
        .env("MEMORY_MANAGER_HOOK_DEADLINE_MS", "soon")
        .stdin(prompt("hello there").to_string())
        .run()
        .quiet()
        .stdout(&prompt_answer(&[]));
    assert_eq!(
        error_log(&f),
        "<stamp> hook: MEMORY_MANAGER_HOOK_DEADLINE_MS \"soon\" is not a positive whole number: \
         using 1800\n"
    );
}

/// A question of general knowledge ("what's the difference between X and Y", X 是啥) recalls
/// nothing from the prompt hook, though a rule names X; asked about the user's own work, or
/// searched with `recall`, the same words find it (docs/RECALL.md, "General questions").
#[test]
fn a_general_question_recalls_nothing_from_the_hook() {
    let f = Folder::new();
    f.ok(&[
        "write-memory",
        "Kafka integration tests use Testcontainers, never a shared broker",
    ]);
    let cite = format!(
        "📍 MEMORY.md:L15 [{MONTH}] Kafka integration tests use Testcontainers, never a shared broker"
    );
    let zh = |lines: &[&str]| hook_answer("UserPromptSubmit", &memory_block(REMINDER_ZH, lines));
    hook(&f, &prompt("Kafka 和 Pulsar 有啥区别？")).stdout(&zh(&[]));
    hook(&f, &prompt("Kafka vs Pulsar, which is faster?")).stdout(&prompt_answer(&[]));
    hook(&f, &prompt("我们的 Kafka 和 Pulsar 有啥区别？")).stdout(&zh(&[&cite]));
    hook(&f, &prompt("how do we run the Kafka integration tests?"))
        .stdout(&prompt_answer(&[&cite]));
    let found = f.ok(&["recall", "Kafka vs Pulsar"]);
    assert!(found.contains("Testcontainers"), "{found}");
}
