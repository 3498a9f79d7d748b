//! Every writer redacts, and the redactor knows command lines and configuration files (issue
//! 20, family 3). Each shape below — written for this test, each a family's instance, not a
//! reported line — goes through every writer: `write-memory`, `write-user`, `write-log`,
//! `candidates add`, `candidates drop --reason`, `add-skill`, `auto-skill`, the MCP
//! `memory_save` and `memory_supersede`, the prompt hook, the failure hook, and the spool (the lock
//! held, so a hook spools its record). After each, no file under the test's folder holds the
//! secret, and neither does what the process printed. An unended key block of 400 KB through
//! the prompt hook gets the hook's real answer, not the fail-open reminder.

use serde_json::json;

use crate::support::mcp_script::tool_calls;
use crate::support::{Folder, context_of, failure_event, prompt_event};

/// `(id, text, the piece that must be nowhere)`.
const SHAPES: &[(&str, &str, &str)] = &[
    ("requirepass", "requirepass Zt4nQ8wL2vRx", "Zt4nQ8wL2vRx"),
    ("masterauth", "masterauth \"Ma7sT3rAu9th\"", "Ma7sT3rAu9th"),
    (
        "sshpass-env",
        "SSHPASS=Ss8hPw2qLm sshpass -e ssh deploy@web2",
        "Ss8hPw2qLm",
    ),
    (
        "redis-pass",
        "redis-cli -h cache.internal --pass Rc4lIpW9zQ ping",
        "Rc4lIpW9zQ",
    ),
    (
        "openssl-k",
        "openssl enc -aes-256-cbc -salt -in db.sql -out db.enc -k Ok9eNcPw3x",
        "Ok9eNcPw3x",
    ),
    (
        "openssl-pass",
        "openssl pkcs12 -export -in c.pem -passout pass:Px5oUtQ2wz",
        "Px5oUtQ2wz",
    ),
    (
        "az-p",
        "az login -u build@corp.example -p Az4zLoG8in",
        "Az4zLoG8in",
    ),
    ("mysql-quoted", "mysql -u app -p'Qu0t3d Two' orders", "Two'"),
    (
        "mysql-quoted-first",
        "mysql -u app -p'Qu0t3d Two' orders",
        "Qu0t3d",
    ),
    (
        "terraform",
        "variable \"db_admin_password\" { default = \"Tf2aDm1nPw\" }",
        "Tf2aDm1nPw",
    ),
    (
        "setter",
        "cfg.password(\"Bu1lDeRpW7\").build()",
        "Bu1lDeRpW7",
    ),
    (
        "xml-entry",
        "<entry key=\"mail.password\">XmEnTrY8pw</entry>",
        "XmEnTrY8pw",
    ),
    (
        "xml-element",
        "<password>Xe1eMeNt5pw</password>",
        "Xe1eMeNt5pw",
    ),
    ("pwd-shi", "数据库 pwd是 Pw3shI9zq", "Pw3shI9zq"),
    ("key-shi", "那个 key 是 Ky7sHi2xQw", "Ky7sHi2xQw"),
    ("ideographic-space", "密码:\u{3000}Id3oGr4ph", "Id3oGr4ph"),
    (
        "password-stdin",
        "echo 'St9dInPw4q' | docker login ghcr.io -u me --password-stdin",
        "St9dInPw4q",
    ),
    (
        "auth-tuple",
        "requests.post(url, auth=(\"svc\", \"Tu9pLeAu7h\"))",
        "Tu9pLeAu7h",
    ),
    ("ampersand", "DB_PASSWORD=Am5p&Rs7t", "Rs7t"),
    ("comma", "SMTP_PASSWORD=Co4m,Ma8x", "Ma8x"),
    (
        "unclosed-quote",
        "password = \"Un9cLo5eD then nothing",
        "Un9cLo5eD",
    ),
    (
        "session-cookie",
        "SESSION_COOKIE=Sc8kV2pQ7mZx4nBw",
        "Sc8kV2pQ7mZx4nBw",
    ),
    (
        "wrapped-token",
        concat!("GH_TOKEN=ghp_", "Wr4pPeDt0kEn8vQ2mZ9x\nLw4tY7uP1qAb3cD5"),
        "Lw4tY7uP1qAb3cD5",
    ),
    (
        "ghp-in-reason",
        concat!("GH_TOKEN=ghp_", "Re4sOnT0kEn8vQ2mZ9xLw4tY7uP1qAb3cD5"),
        "Re4sOnT0kEn8vQ2mZ9xLw4tY7uP1qAb3cD5",
    ),
    (
        "sudo-stdin",
        "echo 'Su5dOsT9nQ' | sudo -S systemctl restart app",
        "Su5dOsT9nQ",
    ),
    (
        "chpasswd-herestring",
        "chpasswd <<< 'deploy:Ch7pAsS2wQ'",
        "Ch7pAsS2wQ",
    ),
    ("useradd-p", "useradd -m -p Us3rAdD8pQ bob", "Us3rAdD8pQ"),
    (
        "rabbitmq",
        "rabbitmqctl add_user admin Ra6bBiT4mQ",
        "Ra6bBiT4mQ",
    ),
    ("net-user", "net user deploy Ne7tUsEr2q /add", "Ne7tUsEr2q"),
    ("fish-set", "set -x DB_PASS Fi5sHsEt8q", "Fi5sHsEt8q"),
    ("zh-adjacent", "服务器root密码Zh4aDj7cEq", "Zh4aDj7cEq"),
    (
        "openssh-one-line",
        "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ. AAAAMwAAAAtzc2gtZWQyNTUxOQAAACBo9v2Lm8Qz1R7tY4 -----END OPENSSH PRIVATE KEY-----",
        "AAAAMwAAAAtzc2gtZWQyNTUxOQ",
    ),
];

/// What leaked, collected so one run reports every case.
#[derive(Default)]
struct Leaks(Vec<String>);

impl Leaks {
    fn folder(&mut self, f: &Folder, id: &str, needle: &str, writer: &str) {
        for (path, bytes) in f.files() {
            if String::from_utf8_lossy(&bytes).contains(needle) {
                let rel = path
                    .strip_prefix(f.tmp())
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                self.0.push(format!("{id} via {writer}: in {rel}"));
            }
        }
    }

    fn printed(&mut self, id: &str, needle: &str, writer: &str, out: &str) {
        if out.contains(needle) {
            self.0.push(format!("{id} via {writer}: printed"));
        }
    }
}

/// The MCP server given `calls` after its handshake; what it printed.
fn mcp(f: &Folder, calls: &[(&str, serde_json::Value)]) -> String {
    f.mm()
        .arg("mcp")
        .stdin(tool_calls(calls))
        .run()
        .success()
        .stdout
}

#[test]
fn no_shape_reaches_a_file_through_any_writer() {
    let mut leaks = Leaks::default();
    for &(id, secret, needle) in SHAPES {
        let sentence = format!("the nightly backup job signs in with {secret} on staging");
        let f = Folder::new();
        f.init("en");
        let mut run = |writer: &str, args: &[&str]| {
            let out = f.mm().args(args).run();
            assert_eq!(out.code, 0, "{id} via {writer}: {}", out.stderr);
            leaks.printed(id, needle, writer, &out.stdout);
            leaks.printed(id, needle, writer, &out.stderr);
        };
        run("write-memory", &["write-memory", &sentence]);
        run("write-user", &["write-user", &sentence]);
        run("write-log", &["write-log", &sentence]);
        run("candidates add", &["candidates", "add", "rule", &sentence]);
        run(
            "candidates add",
            &["candidates", "add", "rule", "a second rule to drop"],
        );
        run(
            "candidates drop",
            &["candidates", "drop", "C002", "--reason", &sentence],
        );
        run("add-skill", &["add-skill", "nightly-backup", &sentence]);
        run(
            "auto-skill",
            &["auto-skill", "nightly-draft", "--step", &sentence],
        );
        let out = mcp(
            &f,
            &[
                (
                    "memory_save",
                    json!({"text": format!("MCP: {sentence}"), "kind": "rule"}),
                ),
                (
                    "memory_supersede",
                    json!({"ref": "MEMORY.md:L15", "old_text": "…", "new_text": format!("MCP new: {sentence}")}),
                ),
            ],
        );
        leaks.printed(id, needle, "mcp", &out);
        let out = f.hook(&prompt_event(&format!("remember that {sentence}")));
        leaks.printed(id, needle, "the prompt hook", &out.stdout);
        let command = format!("./backup.sh {secret}");
        let out = f.hook(&failure_event(
            &command,
            &format!("Exit code 1\nerror: {secret} rejected"),
        ));
        leaks.printed(id, needle, "the failure hook", &out.stdout);
        leaks.folder(&f, id, needle, "the writers");
        // The spool: the lock held, the hooks spool their records; then a writer merges them.
        let lock = f.hold_lock();
        f.hook(&prompt_event(&format!(
            "remember that the spool job uses {secret}"
        )));
        f.hook(&failure_event(
            &command,
            &format!("Exit code 2\nerror: {secret} refused"),
        ));
        leaks.folder(&f, id, needle, "the spool");
        drop(lock);
        f.ok(&["write-log", "merge the spool"]);
        leaks.folder(&f, id, needle, "the merge");
    }
    assert!(
        leaks.0.is_empty(),
        "{} leaks:\n{}",
        leaks.0.len(),
        leaks.0.join("\n")
    );
}

#[test]
fn an_unended_key_block_of_400_kb_gets_the_hooks_real_answer() {
    // Redaction of a BEGIN line with no END was quadratic: 800 KB never answered. The hook
    // redacts the whole prompt around a clause it saves (a key block's BEGIN may be far
    // before it); linear, it saves the rule and answers with it within its deadline (about
    // 0.5 s for 400 KB in the debug build, 1.0–1.4 s for 800 KB); past the deadline it would
    // give the plain reminder and log that it did.
    let body = "MIIEowIBAAKCAQEAq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xCvb3BlbnNzaC1rZXktdjEAAAA\n"
        .repeat(400 * 1024 / 77);
    let prompt = format!(
        "remember that deploys use the ops key below.\n-----BEGIN RSA PRIVATE KEY-----\n{body}"
    );
    let f = Folder::new();
    let out = f.hook(&prompt_event(&prompt));
    let context = context_of(&out.stdout).unwrap_or_default();
    assert!(
        context.contains("deploys use the ops key below"),
        "not the real answer:\n{}",
        &out.stdout[..out.stdout.len().min(600)]
    );
    assert_eq!(f.error_log(), "");
    assert!(
        f.read("MEMORY.md")
            .contains("deploys use the ops key below")
    );
    f.assert_nowhere("MIIEowIBAAKCAQEAq9v2");
    // A block saved by hand is refused as too long (an argument is at most 128 KB).
    let out = f.mm().args(["write-memory", &prompt[..100 * 1024]]).run();
    assert_ne!(out.code, 0);
    f.assert_nowhere("MIIEowIBAAKCAQEAq9v2");
}
