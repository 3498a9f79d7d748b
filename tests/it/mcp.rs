//! `memory-manager mcp` driven over stdio as an MCP client drives it: Claude Code's stateless
//! opening (`server/discover`, revision 2026-07-28) and the classic `initialize` handshake
//! (2025-11-25), every tool called once, bad arguments, an unknown tool, garbage, and a closed
//! stdin. Nothing but protocol messages may reach stdout.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use common::{Folder, MONTH, failure_event};
use serde_json::{Value, json};

/// How long one answer may take.
const ANSWER_WITHIN: Duration = Duration::from_secs(20);

/// The `_meta` Claude Code 2.1.328 puts on every request of the 2026-07-28 revision.
fn claude_meta() -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "claude-code", "version": "2.1.328"},
        "io.modelcontextprotocol/clientCapabilities": {"roots": {"listChanged": true}},
    })
}

/// A running server and the lines it printed.
struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    next_id: u64,
}

impl Client {
    fn start(f: &Folder) -> Client {
        let mut child = f.mm().arg("mcp").spawn_open();
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Client {
            child,
            stdin,
            lines,
            next_id: 0,
        }
    }

    fn send(&mut self, message: &Value) {
        self.send_raw(&message.to_string());
    }

    fn send_raw(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to the server");
        stdin.flush().expect("flush");
    }

    /// The next message on stdout, which must be one JSON object.
    fn receive(&self) -> Value {
        let line = self
            .lines
            .recv_timeout(ANSWER_WITHIN)
            .expect("the server answers in time");
        let v: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("stdout holds a line that is not JSON ({e}): {line:?}"));
        assert_eq!(v["jsonrpc"], "2.0", "{v}");
        v
    }

    /// A request and its response (notifications in between are skipped).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let v = self.receive();
            if v["id"] == id {
                return v;
            }
            assert!(v.get("id").is_none(), "an answer to another request: {v}");
        }
    }

    /// `tools/call`: the text of a successful result.
    fn call(&mut self, name: &str, arguments: Value, meta: Option<&Value>) -> String {
        let (text, is_error) = self.call_result(name, arguments, meta);
        assert!(!is_error, "{name} failed: {text}");
        text
    }

    /// `tools/call`: its text and whether it is a tool error.
    fn call_result(
        &mut self,
        name: &str,
        arguments: Value,
        meta: Option<&Value>,
    ) -> (String, bool) {
        let mut params = json!({"name": name, "arguments": arguments});
        if let Some(meta) = meta {
            params["_meta"] = meta.clone();
        }
        let v = self.request("tools/call", params);
        let result = &v["result"];
        assert!(result.is_object(), "{name}: {v}");
        let content = result["content"].as_array().expect("content");
        assert_eq!(content.len(), 1, "{v}");
        assert_eq!(content[0]["type"], "text");
        let text = content[0]["text"].as_str().unwrap().to_string();
        (text, result["isError"] == true)
    }

    fn initialize(&mut self) -> Value {
        let v = self.request(
            "initialize",
            json!({
                "protocolVersion": "2025-11-25",
                "capabilities": {},
                "clientInfo": {"name": "openclaw-bundle-mcp", "version": "0.0.0"},
            }),
        );
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        v
    }

    /// Close stdin and wait: the server must end by itself, with exit 0, having printed
    /// nothing more, and nothing at all on stderr.
    fn close(mut self) {
        drop(self.stdin.take());
        let status = wait_for(&mut self.child);
        assert!(status.success(), "exit status {status}");
        assert!(self.lines.try_recv().is_err(), "output after stdin closed");
        let mut stderr = String::new();
        if let Some(mut pipe) = self.child.stderr.take() {
            std::io::Read::read_to_string(&mut pipe, &mut stderr).expect("stderr");
        }
        assert_eq!(stderr, "", "the server wrote to stderr");
    }
}

fn wait_for(child: &mut Child) -> std::process::ExitStatus {
    let start = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        if start.elapsed() > ANSWER_WITHIN {
            let _ = child.kill();
            panic!("the server did not exit after stdin closed");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `Lnn` of the first `📍 FILE:Lnn` in `text`.
fn cited(text: &str, file: &str) -> usize {
    let tag = format!("📍 {file}:L");
    let at = text
        .find(&tag)
        .unwrap_or_else(|| panic!("no {tag} in {text}"))
        + tag.len();
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}

#[test]
fn claude_codes_stateless_opening_lists_and_calls_the_tools() {
    let f = Folder::new();
    let meta = claude_meta();
    let mut c = Client::start(&f);
    let discover = c.request("server/discover", json!({"_meta": meta}));
    let result = &discover["result"];
    let versions = result["supportedVersions"].to_string();
    assert!(
        versions.contains("2026-07-28") && versions.contains("2025-11-25"),
        "{discover}"
    );
    assert!(result["capabilities"]["tools"].is_object(), "{discover}");
    assert_eq!(
        result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "memory-manager"
    );

    let list = c.request("tools/list", json!({"_meta": meta}));
    let tools = list["result"]["tools"].as_array().expect("tools").clone();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "memory_search",
            "memory_get",
            "memory_save",
            "memory_supersede",
            "memory_forget",
            "memory_candidates",
            "memory_resolve",
            "memory_evolve_card",
            "memory_evolve_apply",
        ]
    );
    for t in &tools {
        assert_eq!(t["inputSchema"]["type"], "object", "{t}");
        assert!(t["description"].as_str().unwrap().len() > 40, "{t}");
        let always = t["_meta"]["anthropic/alwaysLoad"] == true;
        let core =
            ["memory_search", "memory_get", "memory_save"].contains(&t["name"].as_str().unwrap());
        assert_eq!(always, core, "{t}");
    }
    let save = tools.iter().find(|t| t["name"] == "memory_save").unwrap();
    assert_eq!(save["inputSchema"]["required"], json!(["text", "kind"]));
    assert_eq!(save["annotations"]["readOnlyHint"], false);

    let saved = c.call(
        "memory_save",
        json!({"text": "Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test", "kind": "rule"}),
        Some(&meta),
    );
    assert!(saved.starts_with("saved 📍 MEMORY.md:L"), "{saved}");
    let line = cited(&saved, "MEMORY.md");
    assert_eq!(
        f.line("MEMORY.md", line),
        format!(
            "- [{MONTH}] Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test | source: agent"
        )
    );
    let found = c.call(
        "memory_search",
        json!({"query": "cargo test command"}),
        Some(&meta),
    );
    assert_eq!(
        found,
        format!(
            "📍 MEMORY.md:L{line} [{MONTH}] Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test"
        )
    );
    c.close();
}

#[test]
fn every_tool_over_the_classic_handshake() {
    let f = Folder::new();
    // Three failures of one command, recorded by the hook: a ready failure candidate.
    for _ in 0..3 {
        f.mm()
            .arg("hook")
            .stdin(failure_event(
                "npm install",
                "Exit code 1\nnpm error code ERESOLVE",
            ))
            .run()
            .quiet();
    }
    let mut c = Client::start(&f);
    let init = c.initialize();
    assert_eq!(init["result"]["protocolVersion"], "2025-11-25", "{init}");
    assert_eq!(init["result"]["serverInfo"]["name"], "memory-manager");
    assert!(
        init["result"]["instructions"]
            .as_str()
            .unwrap()
            .contains("memory_get")
    );

    let saved = c.call(
        "memory_save",
        json!({"text": "Use Redis for the session store", "kind": "decision"}),
        None,
    );
    let at = format!("MEMORY.md:L{}", cited(&saved, "MEMORY.md"));
    assert_eq!(
        c.call(
            "memory_save",
            json!({"text": "use redis for the session store.", "kind": "decision"}),
            None
        ),
        format!("already saved 📍 {at} Use Redis for the session store")
    );
    let user = c.call(
        "memory_save",
        json!({"text": "The user works in UTC+8", "kind": "background"}),
        None,
    );
    assert!(user.starts_with("saved 📍 USER.md:L"), "{user}");
    assert!(
        c.call(
            "memory_search",
            json!({"query": "session store", "limit": 3}),
            None
        )
        .contains(&at)
    );
    assert_eq!(
        c.call("memory_get", json!({"ref": at}), None),
        format!("{at}  - [{MONTH}] Use Redis for the session store | source: agent")
    );

    let done = c.call(
        "memory_supersede",
        json!({"ref": at, "old_text": "Use Redis for the session store", "new_text": "Use Postgres for the session store"}),
        None,
    );
    let now = format!(
        "MEMORY.md:L{}",
        cited(done.split("now ").nth(1).unwrap(), "MEMORY.md")
    );
    assert!(
        f.read("MEMORY.md")
            .contains("~~Use Redis for the session store~~")
    );
    let (stale, is_error) = c.call_result(
        "memory_forget",
        json!({"ref": at, "old_text": "Use Redis for the session store"}),
        None,
    );
    assert!(is_error && stale.contains("nothing changed"), "{stale}");
    let archived = c.call(
        "memory_forget",
        json!({"ref": now, "old_text": "Use Postgres for the session store"}),
        None,
    );
    assert!(
        archived.starts_with(&format!("archived 📍 {now} ")),
        "{archived}"
    );

    let pool = c.call("memory_candidates", json!({}), None);
    assert!(pool.starts_with("C001 · error · 3/3 ready · Bash `npm install` → npm error code ERESOLVE · fix: not recorded"), "{pool}");
    let resolved = c.call(
        "memory_resolve",
        json!({"id": "C001", "fix": "use `pnpm install`"}),
        None,
    );
    assert!(
        resolved.starts_with("fix recorded for C001: use `pnpm install`"),
        "{resolved}"
    );
    let card = c.call("memory_evolve_card", json!({}), None);
    assert!(
        card.contains("`npm install` fails with npm error code ERESOLVE → use"),
        "{card}"
    );
    assert!(card.contains("card: C001\n"), "{card}");
    assert_eq!(
        c.call(
            "memory_evolve_apply",
            json!({"approve": "skip", "card": "C001"}),
            None
        ),
        "Skipped: nothing written."
    );

    // Bad arguments are tool errors of one line; the server carries on.
    for (name, args) in [
        (
            "memory_save",
            json!({"text": "Use pnpm", "kind": "opinion"}),
        ),
        (
            "memory_save",
            json!({"text": "option B", "kind": "decision"}),
        ),
        ("memory_search", json!({})),
        ("memory_search", json!({"query": "x", "limit": -1})),
        ("memory_get", json!({"ref": "MEMORY.md:L99999"})),
        (
            "memory_resolve",
            json!({"id": "C404", "fix": "anything at all"}),
        ),
    ] {
        let (text, is_error) = c.call_result(name, args.clone(), None);
        assert!(is_error, "{name} {args}: {text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
    // An unknown tool is a protocol error.
    let unknown = c.request(
        "tools/call",
        json!({"name": "memory_nothing", "arguments": {}}),
    );
    assert_eq!(unknown["error"]["code"], -32602, "{unknown}");
    // Garbage is answered or ignored, and the server goes on serving.
    c.send_raw("this is not json");
    c.send_raw(r#"{"jsonrpc":"2.0","id":"x","method":"no/such/method"}"#);
    loop {
        let v = c.receive();
        assert!(
            v["error"].is_object(),
            "garbage answered with a result: {v}"
        );
        if v["id"] == "x" {
            assert_eq!(v["error"]["code"], -32601, "{v}");
            break;
        }
    }
    let pool = c.call("memory_candidates", json!({}), None);
    assert!(pool.contains("C001"), "{pool}");
    c.close();
}

#[test]
fn a_client_that_hangs_up_at_once_is_a_normal_end() {
    let f = Folder::new();
    let out = f.mm().arg("mcp").stdin("").run();
    assert_eq!(out.code, 0, "{out:?}");
    assert_eq!(out.stdout, "");
}

/// The same tools without MCP, as OpenClaw's plugin runs them: text on stdout, a tool error
/// as one line on stderr with exit 1.
#[test]
fn the_tool_subcommand_runs_one_call() {
    let f = Folder::new();
    let saved = f.ok(&[
        "tool",
        "memory_manager_save",
        "--json",
        r#"{"text": "Deploy with make release", "kind": "rule"}"#,
    ]);
    assert!(saved.starts_with("saved 📍 MEMORY.md:L"), "{saved}");
    f.mm()
        .args([
            "tool",
            "memory_manager_save",
            "--json",
            r#"{"text": "that one", "kind": "rule"}"#,
        ])
        .run()
        .fails()
        .stderr_has("not saved: it points at the conversation");
    f.mm()
        .args(["tool", "memory_nothing"])
        .run()
        .fails()
        .stderr_has("unknown tool");
    f.mm()
        .args(["tool", "memory_search", "--json", "{oops"])
        .run()
        .fails()
        .stderr_has("--json is not JSON");
    let found = f.ok(&[
        "tool",
        "memory_manager_search",
        "--json",
        r#"{"query": "deploy release"}"#,
    ]);
    assert!(found.contains("Deploy with make release"), "{found}");
    // OpenClaw's names in what the tools say.
    for _ in 0..3 {
        f.mm()
            .arg("hook")
            .stdin(failure_event(
                "make release",
                "Exit code 2\nmake: *** No rule to make target",
            ))
            .run()
            .quiet();
    }
    let card = f.ok(&["tool", "memory_manager_evolve_card", "--session", "oc-1"]);
    assert!(card.contains("call memory_manager_evolve_apply"), "{card}");
}
