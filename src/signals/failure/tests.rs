use proptest::prelude::*;

use super::error_line::{self, LineTest, NOISE, Rank, STRONG, WEAK, stand_in};
use super::*;

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
        // A `-c` script: its first command that can fail, never `echo` or `exit`.
        ("sh -c 'echo build broke >&2; exit 7'", "sh"),
        (
            "sh -c 'echo building; npm run build; exit $?'",
            "npm run build",
        ),
        ("bash -lc 'cd web && pnpm test'", "pnpm test"),
        ("bash -e -c 'make deploy'", "make deploy"),
        ("bash -o pipefail -c 'cargo test | tail'", "cargo test"),
        (
            "env X=1 sh -c 'printf x; cargo check; exit 3'",
            "cargo check",
        ),
        ("sh -c 'cd /nonexistent; exit 1'", "cd"),
    ];
    for (command, head) in cases {
        assert_eq!(command_head(command).as_deref(), Some(head), "{command}");
    }
    assert_eq!(command_head("'my\n`prog`' x").as_deref(), Some("my prog"));
    assert_eq!(command_head(""), None);
    assert_eq!(command_head("FOO=1 BAR=2"), None);
    assert_eq!(command_head("echo hi; exit 3"), None);
}

#[test]
fn our_own_tools_refusing_is_no_failure() {
    let refused = "not saved: it only names an option";
    for tool in [
        "mcp__memory-manager__memory_save",
        "mcp__plugin_memory-manager_memory-manager__memory_save",
        "memory_manager_save",
    ] {
        let f = ToolFailure {
            tool: tool.into(),
            command: None,
            error: refused.into(),
            input_echoes: Vec::new(),
        };
        assert_eq!(summarize(&f), None, "{tool}");
    }
    for command in [
        "memory-manager write-memory 'option B'",
        "~/.cargo/bin/memory-manager recall pnpm",
        "cd /app && MEMORY_MANAGER_ROOT=x memory-manager evolve --all",
    ] {
        assert_eq!(summarize(&bash(command, "Exit code 1\nnot saved")), None);
    }
    // Another server's tool of the same name is not ours.
    let other = ToolFailure {
        tool: "mcp__other__memory_save".into(),
        command: None,
        error: "Error: quota exceeded".into(),
        input_echoes: Vec::new(),
    };
    assert!(summarize(&other).is_some());
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
fn a_hex_secret_is_removed_before_long_hex_ids_are_shortened() {
    // Shortened to 12 digits first, the key of a Sentry DSN would no longer look like a
    // credential in a URL, and its first 12 digits would be kept.
    let failure = bash(
        "./deploy.sh",
        "error: login rejected for https://3f8a9b2c1d4e5f6a7b8c9d0e1f2a3b4c@o1.ingest.sentry.io/7",
    );
    let s = summary(&failure);
    assert_eq!(
        s,
        "Bash `deploy.sh` → error: login rejected for https://[removed]@o1.ingest.sentry.io/7"
    );
}

/// A 10 MB error of progress lines: the error line at its end is found.
#[test]
fn huge_errors_are_summarised_from_their_ends() {
    let mut error = String::from("Exit code 1\n");
    while error.len() < 10 * 1024 * 1024 {
        error.push_str("   Compiling some-crate v1.0.0 (/home/u/app/some/long/path/to/a/crate)\n");
    }
    error.push_str("error: could not compile `app`\n");
    assert_eq!(
        summary(&bash("cargo build", &error)),
        "Bash `cargo build` → error: could not compile `app`"
    );
}

/// The stand-in bytes of a line give every line test the answer its Unicode pattern gives.
fn fast_path_agrees(line: &str) {
    let bytes = stand_in(line);
    for (name, test) in [("noise", &NOISE), ("strong", &STRONG), ("weak", &WEAK)] {
        let test: &LineTest = test;
        assert_eq!(
            test.is_match(line, bytes.as_deref()),
            test.is_match(line, None),
            "{name}: {line:?}"
        );
    }
}

/// How lines rank, ASCII and not: a word next to a CJK letter or an accented one is part of
/// a longer word (as `\b` sees it), so `错误error` states nothing while `é error` does.
#[test]
fn lines_rank_by_what_they_state() {
    use Rank::{Noise, Other, Strong, Weak};
    let cases = [
        ("error: linker `cc` not found", Strong),
        ("ModuleNotFoundError: No module named 'x'", Strong),
        ("abc error[E0425]: x", Strong),
        ("Error:", Strong),
        ("ERR!", Strong),
        ("ERR_X", Strong),
        ("FAIL", Strong),
        ("no such file", Weak),
        ("é error", Weak),
        ("—can't—", Weak),
        ("Exit code 1", Noise),
        ("Compiling", Noise),
        ("Traceback (most", Noise),
        ("warn:", Noise),
        ("npm warn", Noise),
        ("中warning", Noise),
        ("=note", Noise),
        ("= help", Noise),
        ("hint :", Noise),
        ("hello world", Other),
        ("编译error: 失败", Other),
        ("错误error", Other),
        ("error错误", Other),
        ("éerror", Other),
        ("erroré", Other),
        ("warning中", Other),
        ("Traceback中", Other),
        ("FAILED中", Other),
        ("hintx:", Other),
        ("中ERR!", Other),
        ("xERR!", Other),
        ("_ERR_X", Other),
        ("can't中", Other),
        ("Compiling中", Other),
        ("npm warnx", Other),
        ("fatal_error", Other),
        ("error_x:", Other),
        ("ébad credentialsé", Other),
    ];
    for (line, rank) in cases {
        assert_eq!(error_line::rank(line), rank, "{line:?}");
        fast_path_agrees(line);
    }
}

/// Every line of the corpus's errors: the fast path agrees with the Unicode patterns.
#[test]
fn corpus_lines_take_the_fast_path_alike() {
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
            fast_path_agrees(line);
            fast_path_agrees(line.trim());
            lines += 1;
        }
    }
    assert!(lines > 100);
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
    /// The ASCII fast path of each line test answers as its Unicode pattern does.
    fn stand_ins_answer_as_unicode_does(
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
        let line = parts.concat();
        fast_path_agrees(&line);
    }

    #[test]
    fn heads_never_panic(command in "(?s)[a-z =\"'\\\\|&;()<>#\n$`-]{0,60}") {
        if let Some(head) = command_head(&command) {
            prop_assert!(!head.contains('`'));
        }
    }
}
