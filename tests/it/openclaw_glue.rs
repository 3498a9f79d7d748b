//! The OpenClaw plugin and hook pack (JavaScript in `hooks/openclaw/`) have tests of their
//! own, against a fake `memory-manager` on PATH: `node --test hooks/openclaw/test/*.test.mjs`. They run
//! here so that `cargo test` (and CI) covers the glue too, on the pinned Node the real-host
//! tests use, under the same skip rule (`support::hosts`): without that Node they fail.

use std::path::Path;
use std::time::Duration;

use crate::support::Folder;
use crate::support::hosts::hosts_or_skip;

/// How many tests `hooks/openclaw/test/openclaw.test.mjs` holds.
const GLUE_TESTS: u32 = 11;

#[test]
fn openclaw_plugin_and_hook_pack_pass_their_node_tests() {
    let Some(hosts) = hosts_or_skip() else {
        return;
    };
    let f = Folder::new();
    let glue = Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/openclaw");
    // The tests lay their fake binary out in the temp folder (TMPDIR, inside `f`).
    let out = f
        .host(&hosts.node())
        .current_dir(&glue)
        .env("PATH", hosts.path_env())
        .args(["--test", "--test-reporter=tap", "test/openclaw.test.mjs"])
        .deadline(Duration::from_secs(300))
        .run()
        .success();
    // A run that found no test file would pass too: make sure every test ran and passed.
    let count = |key: &str| {
        out.stdout
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|n| n.trim().parse::<u32>().ok())
    };
    assert_eq!(
        (count("# tests "), count("# pass "), count("# fail ")),
        (Some(GLUE_TESTS), Some(GLUE_TESTS), Some(0)),
        "{}",
        out.report()
    );
}
