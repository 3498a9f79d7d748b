//! The OpenClaw plugin and hook pack (JavaScript in `hooks/openclaw/`) have tests of their
//! own, against a fake `memory-manager` on PATH: `node --test hooks/openclaw/test/`. They run
//! here so that `cargo test` (and CI) covers the glue too. Without Node.js they are skipped,
//! loudly, like the end-to-end tests.

use std::path::Path;
use std::process::Command;

#[test]
fn openclaw_plugin_and_hook_pack_pass_their_node_tests() {
    if std::env::var_os("MEMORY_MANAGER_SKIP_E2E").is_some() || cfg!(windows) {
        eprintln!("SKIPPED: the OpenClaw glue's node tests (MEMORY_MANAGER_SKIP_E2E or Windows)");
        return;
    }
    let glue = Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/openclaw");
    let out = match Command::new("node")
        .args(["--test", "--test-reporter=tap", "test/openclaw.test.mjs"])
        .current_dir(&glue)
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            eprintln!("SKIPPED: the OpenClaw glue's node tests: cannot run node ({e})");
            return;
        }
    };
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "node --test {} failed:\n{report}\n{}",
        glue.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    // A run that found no test file would pass too: make sure the tests ran.
    let passed = report
        .lines()
        .find_map(|l| l.strip_prefix("# pass "))
        .and_then(|n| n.trim().parse::<u32>().ok());
    assert!(
        passed.is_some_and(|n| n >= 7),
        "expected the 7 glue tests to pass:\n{report}"
    );
}
