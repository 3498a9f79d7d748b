//! `memory-manager mcp` driven over stdio as an MCP client drives it: Claude Code's stateless
//! opening (`server/discover`, revision 2026-07-28) and the classic `initialize` handshake
//! (2025-11-25), every tool called once, bad arguments, an unknown tool, garbage, and a closed
//! stdin. Nothing but protocol messages may reach stdout.

use std::io::Write;
use std::process::ChildStdin;

use serde_json::{Value, json};

use crate::support::run::Running;
use crate::support::{Folder, MONTH, cited_line, failure_event};

/// The `_meta` Claude Code 2.1.328 puts on every request of the 2026-07-28 revision.
fn claude_meta() -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "claude-code", "version": "2.1.328"},
        "io.modelcontextprotocol/clientCapabilities": {"roots": {"listChanged": true}},
    })
}

/// A running server, driven as an MCP client drives it: one JSON message a line.
struct Client {
    server: Running,
    stdin: Option<ChildStdin>,
    next_id: u64,
}

impl Client {
    fn start(f: &Folder) -> Client {
        let mut server = f.mm().arg("mcp").spawn_open();
        let stdin = Some(server.stdin());
        Client {
            server,
            stdin,
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

    /// The next message on stdout, which must be one JSON-RPC object.
    #[track_caller]
    fn receive(&mut self) -> Value {
        let line = self.server.next_stdout_line();
        let v: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("stdout holds a line that is not JSON ({e}): {line:?}"));
        assert_eq!(v["jsonrpc"], "2.0", "{v}");
        v
    }

    /// A request and its response (notifications in between are skipped).
    #[track_caller]
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
    #[track_caller]
    fn call(&mut self, name: &str, arguments: Value, meta: Option<&Value>) -> String {
        let (text, is_error) = self.call_result(name, arguments, meta);
        assert!(!is_error, "{name} failed: {text}");
        text
    }

    /// `tools/call`: its text and whether it is a tool error.
    #[track_caller]
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
    #[track_caller]
    fn close(mut self) {
        drop(self.stdin.take());
        self.server.wait_untaken().quiet().stdout("");
    }
}

/// `Lnn` of the first `📍 FILE:Lnn` in `text`.
#[track_caller]
fn cited(text: &str, file: &str) -> usize {
    cited_line(text, file).unwrap_or_else(|| panic!("no 📍 {file}:Lnn in {text}"))
}

#[test]
fn claude_codes_stateless_opening_lists_and_calls_the_tools() {
    let f = Folder::new();
    let meta = claude_meta();
    let mut c = Client::start(&f);
    let discover = c.request("server/discover", json!({"_meta": meta}));
    let result = &discover["result"];
    assert_eq!(
        result["supportedVersions"],
        json!([
            "2024-11-05",
            "2025-03-26",
            "2025-06-18",
            "2025-11-25",
            "2026-07-28"
        ]),
        "{discover}"
    );
    assert_eq!(result["capabilities"], json!({"tools": {}}), "{discover}");
    assert_eq!(
        result["_meta"]["io.modelcontextprotocol/serverInfo"],
        json!({"name": "memory-manager", "version": env!("CARGO_PKG_VERSION")}),
        "{discover}"
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
    assert_eq!(
        saved,
        "saved 📍 MEMORY.md:L15 Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test"
    );
    assert_eq!(
        f.line("MEMORY.md", cited(&saved, "MEMORY.md")),
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
            "📍 MEMORY.md:L15 [{MONTH}] Run the tests with MEMORY_MANAGER_SKIP_E2E=1 cargo test"
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
    let result = &init["result"];
    assert_eq!(result["protocolVersion"], "2025-11-25", "{init}");
    assert_eq!(result["capabilities"], json!({"tools": {}}), "{init}");
    assert_eq!(
        result["serverInfo"],
        json!({"name": "memory-manager", "version": env!("CARGO_PKG_VERSION")}),
        "{init}"
    );
    assert!(
        result["instructions"]
            .as_str()
            .is_some_and(|i| i.contains("memory_get")),
        "{init}"
    );

    let saved = c.call(
        "memory_save",
        json!({"text": "Use Redis for the session store", "kind": "decision"}),
        None,
    );
    assert_eq!(
        saved,
        "saved 📍 MEMORY.md:L17 Use Redis for the session store"
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
    assert_eq!(
        c.call(
            "memory_save",
            json!({"text": "The user works in UTC+8", "kind": "background"}),
            None,
        ),
        "saved 📍 USER.md:L14 The user works in UTC+8"
    );
    assert_eq!(
        c.call(
            "memory_search",
            json!({"query": "session store", "limit": 3}),
            None
        ),
        format!("📍 {at} [{MONTH}] Use Redis for the session store")
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
    assert_eq!(
        done,
        format!(
            "superseded 📍 {at} Use Redis for the session store\n\
             now 📍 MEMORY.md:L18 Use Postgres for the session store"
        )
    );
    let now = "MEMORY.md:L18";
    assert_eq!(
        f.line("MEMORY.md", 17),
        format!(
            "- [{MONTH}] ~~Use Redis for the session store~~ | source: agent | superseded: {MONTH} → L18"
        )
    );
    // The closed fact is not forgotten a second time: a tool error, and the file is untouched.
    let before = f.read("MEMORY.md");
    let (stale, is_error) = c.call_result(
        "memory_forget",
        json!({"ref": at, "old_text": "Use Redis for the session store"}),
        None,
    );
    assert!(is_error, "{stale}");
    assert_eq!(
        stale,
        format!(
            "{at} holds \"Use Redis for the session store\" but is already closed (struck through): nothing changed"
        )
    );
    f.assert_file("MEMORY.md", &before);
    assert_eq!(
        c.call(
            "memory_forget",
            json!({"ref": now, "old_text": "Use Postgres for the session store"}),
            None,
        ),
        format!(
            "archived 📍 {now} Use Postgres for the session store (struck through; no longer recalled)"
        )
    );

    assert_eq!(
        c.call("memory_candidates", json!({}), None),
        "C001 · error · 3/3 ready · Bash `npm install` → npm error code ERESOLVE · fix: not recorded\n\
         When you know what fixed a failure, record it with memory_resolve.\n\
         1 ready: when the user wants to review them (at the end of a session), call \
         memory_evolve_card and show them the card."
    );
    assert_eq!(
        c.call(
            "memory_resolve",
            json!({"id": "C001", "fix": "use `pnpm install`"}),
            None,
        ),
        "fix recorded for C001: use `pnpm install`\n\
         failure: Bash `npm install` → npm error code ERESOLVE"
    );
    assert_eq!(
        c.call("memory_evolve_card", json!({}), None),
        "\
╭─ 🧬 Evolution card · 1 item to approve ───────────────────────────────────╮
│ [1] error → MEMORY.md · Error corrections                                 │
│     source: candidate pool C001, seen 3/3                                 │
│     first seen: 2026-11-30                                                │
│     content: `npm install` fails with npm error code ERESOLVE → use `pnpm │
│              install`                                                     │
│     fix: use `pnpm install`                                               │
│     operation: ADD (a new line)                                           │
│     lands on MEMORY.md L22                                                │
╰───────────────────────────────────────────────────────────────────────────╯
card: C001
Show this card to the user as it is (in a code block) and ask which items to write: all, some \
(such as 1,3) or skip. Only the user decides. Then call memory_evolve_apply with exactly their \
answer and card \"C001\"."
    );
    assert_eq!(
        c.call(
            "memory_evolve_apply",
            json!({"approve": "skip", "card": "C001"}),
            None
        ),
        "Skipped: nothing written."
    );

    // Bad arguments are tool errors of one line; the server carries on.
    for (name, args, error) in [
        (
            "memory_save",
            json!({"text": "Use pnpm", "kind": "opinion"}),
            "invalid arguments: unknown variant `opinion`, expected one of `rule`, `decision`, \
             `correction`, `preference`, `background`, `style`",
        ),
        (
            "memory_save",
            json!({"text": "option B", "kind": "decision"}),
            "not saved: it only names an option or a number; say what was chosen, in full words",
        ),
        (
            "memory_search",
            json!({}),
            "invalid arguments: missing field `query`",
        ),
        (
            "memory_search",
            json!({"query": "x", "limit": -1}),
            "invalid arguments: invalid number",
        ),
        (
            "memory_get",
            json!({"ref": "MEMORY.md:L99999"}),
            "MEMORY.md:L99999 is past the end of the file (26 lines)",
        ),
        (
            "memory_resolve",
            json!({"id": "C404", "fix": "anything at all"}),
            "no candidate C404 in the pool (see `memory-manager candidates list`)",
        ),
    ] {
        assert_eq!(
            c.call_result(name, args.clone(), None),
            (error.to_owned(), true),
            "{name} {args}"
        );
    }
    // An unknown tool is a protocol error.
    let unknown = c.request(
        "tools/call",
        json!({"name": "memory_nothing", "arguments": {}}),
    );
    assert_eq!(
        unknown["error"],
        json!({"code": -32602, "message": "unknown tool \"memory_nothing\""}),
        "{unknown}"
    );
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
            assert_eq!(
                v["error"],
                json!({"code": -32601, "message": "no/such/method"}),
                "{v}"
            );
            break;
        }
    }
    assert_eq!(
        c.call("memory_candidates", json!({}), None),
        "C001 · error · 3/3 ready · Bash `npm install` → npm error code ERESOLVE · fix: use `pnpm install`\n\
         1 ready: when the user wants to review them (at the end of a session), call \
         memory_evolve_card and show them the card."
    );
    c.close();
}

#[test]
fn a_client_that_hangs_up_at_once_is_a_normal_end() {
    let f = Folder::new();
    f.mm().arg("mcp").stdin("").run().quiet().stdout("");
}

/// The same tools without MCP, as OpenClaw's plugin runs them: text on stdout, a tool error
/// as one line on stderr with exit 1.
#[test]
fn the_tool_subcommand_runs_one_call() {
    let f = Folder::new();
    f.mm()
        .args([
            "tool",
            "memory_manager_save",
            "--json",
            r#"{"text": "Deploy with make release", "kind": "rule"}"#,
        ])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L15 Deploy with make release\n");
    f.mm()
        .args([
            "tool",
            "memory_manager_save",
            "--json",
            r#"{"text": "that one", "kind": "rule"}"#,
        ])
        .run()
        .fails_with(
            "not saved: it points at the conversation (this, that, the one above); say the thing itself",
        )
        .stdout("");
    f.mm()
        .args(["tool", "memory_nothing"])
        .run()
        .fails_with(
            "unknown tool \"memory_nothing\": the tools are memory_search, memory_get, memory_save, \
             memory_supersede, memory_forget, memory_candidates, memory_resolve, memory_evolve_card, \
             memory_evolve_apply",
        )
        .stdout("");
    // Named the way OpenClaw's plugin names them, they are listed that way.
    f.mm()
        .args(["tool", "memory_manager_nothing"])
        .run()
        .fails_with(
            "unknown tool \"memory_manager_nothing\": the tools are memory_manager_search, \
             memory_manager_get, memory_manager_save, memory_manager_supersede, \
             memory_manager_forget, memory_manager_candidates, memory_manager_resolve, \
             memory_manager_evolve_card, memory_manager_evolve_apply",
        )
        .stdout("");
    f.mm()
        .args(["tool", "memory_search", "--json", "{oops"])
        .run()
        .fails_with("--json is not JSON: \"{oops\": key must be a string at line 1 column 2")
        .stdout("");
    f.mm()
        .args([
            "tool",
            "memory_manager_search",
            "--json",
            r#"{"query": "deploy release"}"#,
        ])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L15 [{MONTH}] Deploy with make release\n"
        ));
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
    f.mm()
        .args(["tool", "memory_manager_evolve_card", "--session", "oc-1"])
        .run()
        .success()
        .stdout(
            "\
╭─ 🧬 Evolution card · 1 item to approve ─────────────────────────────────╮
│ [1] error → MEMORY.md · Error corrections                               │
│     source: candidate pool C001, seen 3/3                               │
│     first seen: 2026-11-30                                              │
│     content: `make release` fails with make: *** No rule to make target │
│     fix: not recorded (the line will say so)                            │
│     operation: ADD (a new line)                                         │
│     lands on MEMORY.md L21                                              │
╰─────────────────────────────────────────────────────────────────────────╯
card: C001
Show this card to the user as it is (in a code block) and ask which items to write: all, some \
(such as 1,3) or skip. Only the user decides. Then call memory_manager_evolve_apply with exactly \
their answer and card \"C001\".
C001 has no fix recorded: if you know what fixed it, record it with memory_manager_resolve first \
and show the new card.
",
        );
}

/// Every line gets an answer carrying its id when it has one (issue 20 §6): a lone surrogate
/// escape is read as U+FFFD, invalid JSON is -32700 with `id: null`, nesting past the parser's
/// 128 levels and malformed requests are -32600 with their id, a bad notification is not
/// answered, and the server goes on serving after each.
#[test]
fn every_request_is_answered_with_its_id() {
    let f = Folder::new();
    let mut c = Client::start(&f);
    c.initialize();
    let saved = c.call(
        "memory_save",
        json!({"text": "Use pnpm \u{1F600} here", "kind": "rule"}),
        None,
    );
    assert!(!saved.is_empty());
    // What JavaScript makes when it cuts a string inside an emoji.
    c.send_raw(
        r#"{"jsonrpc":"2.0","id":"cut","method":"tools/call","params":{"name":"memory_search","arguments":{"query":"Use pnpm \ud83d here"}}}"#,
    );
    let v = c.receive();
    assert_eq!(v["id"], "cut", "{v}");
    assert!(
        v["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("pnpm"),
        "{v}"
    );
    let deep = format!(
        r#"{{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{{"name":"memory_search","arguments":{{"query":{}"x"{}}}}}}}"#,
        "[".repeat(300),
        "]".repeat(300)
    );
    for (line, id, code) in [
        ("{\"jsonrpc\":\"2.0\",\"id\":5,", json!(null), -32700),
        ("not json at all", json!(null), -32700),
        (deep.as_str(), json!(41), -32600),
        (
            r#"{"jsonrpc":"1.0","id":42,"method":"tools/list"}"#,
            json!(42),
            -32600,
        ),
        (
            r#"{"jsonrpc":"2.0","id":"p","method":"tools/list","params":[1]}"#,
            json!("p"),
            -32600,
        ),
        (r#"{"id":43,"method":"tools/list"}"#, json!(43), -32600),
        (
            r#"{"jsonrpc":"2.0","id":44,"method":"tools/call","params":{"arguments":{}}}"#,
            json!(44),
            -32602,
        ),
        (
            r#"[{"jsonrpc":"2.0","id":45,"method":"tools/list"}]"#,
            json!(null),
            -32600,
        ),
    ] {
        // A bad notification first: never answered.
        c.send_raw(r#"{"jsonrpc":"1.0","method":"notifications/initialized"}"#);
        c.send_raw(line);
        let v = c.receive();
        assert_eq!(
            (&v["id"], &v["error"]["code"]),
            (&id, &json!(code)),
            "{line}: {v}"
        );
        assert!(v.get("result").is_none(), "{v}");
    }
    // Still serving, in order.
    let v = c.request("tools/list", json!({}));
    assert!(v["result"]["tools"].is_array(), "{v}");
    c.close();
}
