//! Secrets never reach a file, whichever way they come in.

use crate::support::{Folder, MONTH, prompt_event};

/// Each secret shape, a piece of it that must appear in no file, and what is left of it.
const SECRETS: &[(&str, &str, &str)] = &[
    (
        "sk-ant-api03-7kFVpzb2YBghZ2aXYzbtx-_akk9Ah3fW",
        "7kFVpzb2YBgh",
        "[removed]",
    ),
    ("sk-proj-Xr4TnB8wq2LmZc7VyP0d", "Xr4TnB8wq2Lm", "[removed]"),
    (
        "ghp_rc5UXHrZ7v64AHwiXsMNTD4uF5XmT8OZcKKx",
        "rc5UXHrZ7v64",
        "[removed]",
    ),
    (
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
        "11ABCDEFG0123456789",
        "[removed]",
    ),
    (
        "xoxb-1234567890-abcdefghij",
        "1234567890-abcdefghij",
        "[removed]",
    ),
    ("AKIASIXQB6SDLTW6CUUZ", "SIXQB6SDLTW6CUUZ", "[removed]"),
    (
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlX3g",
        "eyJzdWIiOiIxMjM0In0",
        "[removed]",
    ),
    (
        "Bearer abc.def-ghi_jkl123",
        "abc.def-ghi_jkl123",
        "Bearer [removed]",
    ),
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bqKey\n-----END RSA PRIVATE KEY-----",
        "MIIEowIBAAKCAQEA7bqKey",
        "[removed]",
    ),
    (
        "password=hunter2hunter2",
        "hunter2hunter2",
        "password=[removed]",
    ),
    (
        "token=Zx9Qw8Er7Ty6Ui5Op",
        "Zx9Qw8Er7Ty6Ui5Op",
        "token=[removed]",
    ),
    // A <private> part goes without a mark (and the spaces around it close up).
    (
        "<private>my home is 12 Elm Street</private>",
        "12 Elm Street",
        "",
    ),
];

#[test]
fn secrets_never_reach_a_file_through_write_memory() {
    for (secret, needle, left) in SECRETS {
        let f = Folder::new();
        f.init("en");
        let text = format!("the staging deploy uses {secret} for auth");
        let kept = format!("the staging deploy uses {left} for auth").replace("  ", " ");
        f.mm()
            .args(["write-memory", &text])
            .run()
            .success()
            .stdout(&format!("saved 📍 MEMORY.md:L15 {kept}\n"));
        assert_eq!(
            f.line("MEMORY.md", 15),
            format!("- [{MONTH}] {kept} | source: manual")
        );
        f.assert_nowhere(needle);
        // write-user, write-log and supersede pass through the same gate.
        f.mm()
            .args(["write-user", &text])
            .run()
            .success()
            .stdout(&format!("saved 📍 USER.md:L12 {kept}\n"));
        f.mm().args(["write-log", &text]).run().success();
        f.mm()
            .args(["supersede", "MEMORY.md:L15", &format!("rotated: {secret}")])
            .run()
            .success()
            .stdout(&format!(
                "superseded 📍 MEMORY.md:L15 {kept}\n       now 📍 MEMORY.md:L16 {}\n",
                format!("rotated: {left}").trim_end()
            ));
        f.assert_nowhere(needle);
    }
}

#[test]
fn secrets_never_reach_a_file_through_the_hook() {
    // Whether the hook saves the prompt is the signals' business; whatever it saves or
    // answers, the secret is in none of it.
    for (secret, needle, _) in SECRETS {
        let f = Folder::new();
        f.init("zh");
        let prompt = format!("记住:部署 staging 时用 {secret} 登录");
        let out = f
            .mm()
            .arg("hook")
            .stdin(prompt_event(&prompt))
            .run()
            .quiet();
        assert!(!out.stdout.contains(needle), "{}", out.report());
        f.assert_nowhere(needle);
    }
    // The plain token case is saved, with the secret replaced.
    let f = Folder::new();
    f.init("zh");
    let prompt = "记住 部署时用 ghp_rc5UXHrZ7v64AHwiXsMNTD4uF5XmT8OZcKKx 这个 token";
    let out = f.mm().arg("hook").stdin(prompt_event(prompt)).run().quiet();
    let context = out.json()["hookSpecificOutput"]["additionalContext"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        context.lines().find(|l| l.starts_with('✔')),
        Some(
            format!("✔ saved 📍 MEMORY.md:L15 [{MONTH}] 部署时用 [removed] 这个 token (explicit)")
                .as_str()
        ),
        "{context}"
    );
    assert_eq!(
        f.line("MEMORY.md", 15),
        format!("- [{MONTH}] 部署时用 [removed] 这个 token | 来源:用户明确指示")
    );
    f.assert_nowhere("rc5UXHrZ7v64");
}

#[test]
fn text_that_is_only_a_secret_is_refused() {
    let f = Folder::new();
    f.init("en");
    let before = f.files();
    f.mm()
        .args(["write-memory", "<private>nothing to keep</private>"])
        .run()
        .fails_with(
            "nothing to write: the text is empty once secrets and <private> parts are removed",
        )
        .stdout("");
    assert_eq!(f.files(), before);
    f.assert_nowhere("nothing to keep");
}
