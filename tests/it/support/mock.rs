//! A loopback mock of the Anthropic Messages API, std only.
//!
//! `POST /v1/messages` is answered from a script (a closure over the request body), as SSE when
//! the request asks for `stream: true` and as one JSON message otherwise;
//! `POST /v1/messages/count_tokens` gets a token count; anything else a harmless 404.
//! Every request is recorded. Each response closes its connection, so no connection outlives
//! the exchange; the accept loop stops when the server is dropped.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use serde_json::{Value, json};

/// What the model answers.
#[derive(Debug, Clone)]
pub enum Reply {
    /// One text block, `stop_reason: end_turn`.
    Text(String),
    /// One tool call, `stop_reason: tool_use`.
    ToolUse { name: String, input: Value },
}

impl Reply {
    pub fn text(s: &str) -> Reply {
        Reply::Text(s.to_owned())
    }

    pub fn tool(name: &str, input: Value) -> Reply {
        Reply::ToolUse {
            name: name.to_owned(),
            input,
        }
    }
}

/// One request the server received.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub path: String,
    /// The JSON body (`Value::Null` when there was none or it was not JSON).
    pub body: Value,
}

impl Recorded {
    /// A call of the agent loop (`POST /v1/messages` offering tools), as opposed to side calls
    /// such as title generation or token counting.
    pub fn is_agent_turn(&self) -> bool {
        self.path.starts_with("/v1/messages")
            && !self.path.contains("count_tokens")
            && self.body["tools"].as_array().is_some_and(|t| !t.is_empty())
    }

    /// The whole request body as text, for substring assertions.
    pub fn text(&self) -> String {
        self.body.to_string()
    }
}

type Script = dyn Fn(&Value) -> Reply + Send + Sync;

pub struct MockServer {
    addr: SocketAddr,
    requests: Arc<Mutex<Vec<Recorded>>>,
    stop: Arc<AtomicBool>,
    accept: Option<JoinHandle<()>>,
}

impl MockServer {
    /// Start on 127.0.0.1 at a free port; `script` decides every `/v1/messages` answer.
    pub fn start(script: impl Fn(&Value) -> Reply + Send + Sync + 'static) -> MockServer {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind mock server");
        let addr = listener.local_addr().expect("mock server address");
        let requests = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let script: Arc<Script> = Arc::new(script);
        let ids = Arc::new(AtomicU64::new(0));
        let accept = {
            let (requests, stop) = (Arc::clone(&requests), Arc::clone(&stop));
            thread::spawn(move || {
                for stream in listener.incoming() {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let (requests, script, ids) =
                        (Arc::clone(&requests), Arc::clone(&script), Arc::clone(&ids));
                    thread::spawn(move || {
                        // A client hanging up mid-request is not the test's concern.
                        let _ = serve(stream, &requests, &*script, &ids);
                    });
                }
            })
        };
        MockServer {
            addr,
            requests,
            stop,
            accept: Some(accept),
        }
    }

    /// `http://127.0.0.1:PORT`
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.requests
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The agent-loop requests received so far (see [`Recorded::is_agent_turn`]).
    pub fn agent_turns(&self) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(Recorded::is_agent_turn)
            .collect()
    }

    /// Forget what was recorded (between turns of a test).
    pub fn clear(&self) {
        self.requests
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

impl Drop for MockServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so it sees the flag; if that fails, leave the thread be rather
        // than hang the test on it.
        let woke = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1)).is_ok();
        if let Some(accept) = self.accept.take().filter(|_| woke) {
            let _ = accept.join();
        }
    }
}

/// Read one request, record it, answer it, close.
fn serve(
    stream: TcpStream,
    requests: &Mutex<Vec<Recorded>>,
    script: &Script,
    ids: &AtomicU64,
) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let Some((method, path, headers)) = read_head(&mut reader)? else {
        return Ok(());
    };
    let header = |name: &str| {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let raw = if header("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        read_chunked(&mut reader)?
    } else {
        let len = header("content-length")
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0);
        let mut body = vec![0; len];
        reader.read_exact(&mut body)?;
        body
    };
    let body: Value = serde_json::from_slice(&raw).unwrap_or(Value::Null);
    let recorded = Recorded {
        path: path.clone(),
        body,
    };
    requests
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(recorded.clone());

    let route = path.split('?').next().unwrap_or_default();
    let mut out = stream;
    match (method.as_str(), route) {
        ("POST", "/v1/messages/count_tokens") => {
            respond_json(&mut out, 200, &json!({"input_tokens": 42}))
        }
        ("POST", "/v1/messages") => {
            let id = ids.fetch_add(1, Ordering::SeqCst);
            let reply = script(&recorded.body);
            let model = recorded.body["model"]
                .as_str()
                .unwrap_or("mock-model")
                .to_owned();
            if recorded.body["stream"].as_bool() == Some(true) {
                respond_sse(&mut out, id, &model, &reply)
            } else {
                respond_json(&mut out, 200, &message_json(id, &model, &reply))
            }
        }
        _ => respond_json(
            &mut out,
            404,
            &json!({"type": "error", "error": {"type": "not_found_error", "message": "mock"}}),
        ),
    }
}

type Head = (String, String, Vec<(String, String)>);

fn read_head(reader: &mut impl BufRead) -> io::Result<Option<Head>> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_owned();
    let path = parts.next().unwrap_or_default().to_owned();
    let mut headers = Vec::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            break;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            headers.push((k.trim().to_owned(), v.trim().to_owned()));
        }
    }
    Ok(Some((method, path, headers)))
}

fn read_chunked(reader: &mut impl BufRead) -> io::Result<Vec<u8>> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let size = line.trim().split(';').next().unwrap_or_default();
        let size = usize::from_str_radix(size, 16)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        if size == 0 {
            // Trailers, then the blank line.
            loop {
                line.clear();
                if reader.read_line(&mut line)? == 0 || line.trim().is_empty() {
                    return Ok(body);
                }
            }
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(&mut body[start..])?;
        line.clear();
        reader.read_line(&mut line)?;
    }
}

fn respond_json(out: &mut TcpStream, status: u16, body: &Value) -> io::Result<()> {
    let body = body.to_string();
    let reason = if status == 200 { "OK" } else { "Not Found" };
    write!(
        out,
        "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nrequest-id: req_mock\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    out.flush()
}

fn usage() -> Value {
    json!({"input_tokens": 42, "output_tokens": 7,
           "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0})
}

fn stop_reason(reply: &Reply) -> &'static str {
    match reply {
        Reply::Text(_) => "end_turn",
        Reply::ToolUse { .. } => "tool_use",
    }
}

fn tool_id(id: u64) -> String {
    format!("toolu_mock{id:04}")
}

fn message_json(id: u64, model: &str, reply: &Reply) -> Value {
    let content = match reply {
        Reply::Text(text) => json!([{"type": "text", "text": text}]),
        Reply::ToolUse { name, input } => {
            json!([{"type": "tool_use", "id": tool_id(id), "name": name, "input": input}])
        }
    };
    json!({"id": format!("msg_mock{id:04}"), "type": "message", "role": "assistant",
           "model": model, "content": content, "stop_reason": stop_reason(reply),
           "stop_sequence": null, "usage": usage()})
}

fn respond_sse(out: &mut TcpStream, id: u64, model: &str, reply: &Reply) -> io::Result<()> {
    write!(
        out,
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n\
         request-id: req_mock\r\nConnection: close\r\n\r\n"
    )?;
    let mut event = |name: &str, data: Value| -> io::Result<()> {
        write!(out, "event: {name}\ndata: {data}\n\n")
    };
    let mut start = message_json(id, model, reply);
    start["content"] = json!([]);
    start["stop_reason"] = Value::Null;
    event(
        "message_start",
        json!({"type": "message_start", "message": start}),
    )?;
    let (block, delta) = match reply {
        Reply::Text(text) => (
            json!({"type": "text", "text": ""}),
            json!({"type": "text_delta", "text": text}),
        ),
        Reply::ToolUse { name, input } => (
            json!({"type": "tool_use", "id": tool_id(id), "name": name, "input": {}}),
            json!({"type": "input_json_delta", "partial_json": input.to_string()}),
        ),
    };
    event(
        "content_block_start",
        json!({"type": "content_block_start", "index": 0, "content_block": block}),
    )?;
    event(
        "content_block_delta",
        json!({"type": "content_block_delta", "index": 0, "delta": delta}),
    )?;
    event(
        "content_block_stop",
        json!({"type": "content_block_stop", "index": 0}),
    )?;
    event(
        "message_delta",
        json!({"type": "message_delta",
               "delta": {"stop_reason": stop_reason(reply), "stop_sequence": null},
               "usage": {"output_tokens": 7}}),
    )?;
    event("message_stop", json!({"type": "message_stop"}))?;
    out.flush()
}

/// How many `tool_result` blocks the conversation holds (0 before the first tool ran).
pub fn tool_results(body: &Value) -> usize {
    tool_result_texts(body).len()
}

/// The text of every `tool_result` block the conversation holds, in order: its content as a
/// string (OpenClaw) or its text blocks joined (Claude Code).
pub fn tool_result_texts(body: &Value) -> Vec<String> {
    body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["content"].as_array())
        .flatten()
        .filter(|b| b["type"] == "tool_result")
        .map(|b| match &b["content"] {
            Value::String(text) => text.clone(),
            Value::Array(blocks) => blocks
                .iter()
                .filter_map(|c| c["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            other => other.to_string(),
        })
        .collect()
}

/// Whether the request offers a tool of this name.
pub fn offers_tool(body: &Value, name: &str) -> bool {
    body["tools"]
        .as_array()
        .is_some_and(|tools| tools.iter().any(|t| t["name"] == name))
}

/// Every `<memory>…</memory>` block anywhere in the request (system prompt or messages).
pub fn memory_blocks(body: &Value) -> Vec<String> {
    let mut out = Vec::new();
    collect_blocks(body, &mut out);
    out
}

fn collect_blocks(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => {
            let mut rest = s.as_str();
            while let Some(start) = rest.find("<memory>") {
                let tail = &rest[start..];
                let end = tail
                    .find("</memory>")
                    .map_or(tail.len(), |e| e + "</memory>".len());
                out.push(tail[..end].to_owned());
                rest = &tail[end..];
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_blocks(i, out)),
        Value::Object(map) => map.values().for_each(|i| collect_blocks(i, out)),
        _ => {}
    }
}
