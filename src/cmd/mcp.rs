//! `mcp`: the agent's memory tools over the Model Context Protocol on stdio (docs/TOOLS.md).
//!
//! Thin glue: rmcp speaks the protocol — Claude Code opens with `server/discover` (revision
//! 2026-07-28), other clients with `initialize` — and every call goes to [`tools::call`].
//! The runtime is built here, on this thread, so no other command pays for it. Nothing but
//! protocol messages reaches stdout; a closed stdin ends the server with exit 0. Each line is
//! checked by [`jsonrpc::check`] before rmcp sees it, so every request gets an answer.

use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context, Result};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListToolsResult, MetaObject, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
    ToolAnnotations,
};
use rmcp::service::{RequestContext, ServerInitializeError};
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::Value;

use crate::cli::Mcp;
use crate::cmd::{Ctx, Run};
use crate::hosts::jsonrpc::{self, Line};
use crate::tools::{self, Call, Naming, Spec, ToolError};

/// What the server tells a client about itself.
const INSTRUCTIONS: &str = "Long-term Markdown memory of this project and its user (MEMORY.md, USER.md). Search it before relying on a convention, open cited lines with memory_get, save what the user asks to keep. The evolution card is applied only as the user answers it.";

impl Run for Mcp {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let server = Server {
            ctx: ctx.clone(),
            session: ctx.env.session_id.clone().unwrap_or_else(connection_id),
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .context("cannot start the MCP server")?;
        runtime.block_on(async {
            let running = match server.serve(Lines::stdio()).await {
                Ok(running) => running,
                // The client left before any handshake (a probe, a closed pipe): a normal end.
                Err(ServerInitializeError::ConnectionClosed(_)) => return Ok(()),
                Err(e) => return Err(e).context("MCP handshake"),
            };
            running.waiting().await.context("MCP session")?;
            Ok(())
        })?;
        Ok(ExitCode::SUCCESS)
    }
}

/// This connection, as the session evolution cards are counted in when the client names none.
fn connection_id() -> String {
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("mcp-{started}-{}", std::process::id())
}

struct Server {
    ctx: Ctx,
    session: String,
}

/// A registry entry as MCP lists it.
fn listed(spec: &Spec) -> Tool {
    let schema = match (spec.schema)() {
        Value::Object(o) => o,
        other => unreachable!("a tool schema is an object, not {other}"),
    };
    let annotations = ToolAnnotations::with_title(spec.title)
        .read_only(spec.read_only)
        .destructive(false)
        .open_world(false);
    let mut tool = Tool::new(spec.name, spec.description(Naming::Mcp), Arc::new(schema))
        .with_title(spec.title)
        .with_annotations(annotations);
    if spec.always_load {
        // Claude Code offers such a tool in the first request instead of behind ToolSearch.
        let mut meta = MetaObject::new();
        meta.0
            .insert("anthropic/alwaysLoad".into(), Value::Bool(true));
        tool = tool.with_meta(meta);
    }
    tool
}

impl Server {
    /// One call, whatever happens in it: a tool error for the model, never a panic.
    fn call(&self, name: &str, arguments: Value) -> CallToolResult {
        let outcome = tools::guarded(name, || {
            let store = self.ctx.store().map_err(ToolError::from)?;
            let with = Call {
                store: &store,
                session: &self.session,
                naming: Naming::Mcp,
            };
            tools::call(name, arguments, &with)
        });
        match outcome {
            Ok(text) => CallToolResult::success(vec![ContentBlock::text(text)]),
            Err(e) => CallToolResult::error(vec![ContentBlock::text(e.0)]),
        }
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new(
                "memory-manager",
                env!("CARGO_PKG_VERSION"),
            ))
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _: Option<PaginatedRequestParams>,
        _: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(
            tools::TOOLS.iter().map(listed).collect(),
        ))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        // An unknown tool is the client's mistake, not the tool's: a protocol error.
        if tools::find(&request.name).is_none_or(|(_, naming)| naming != Naming::Mcp) {
            return Err(ErrorData::invalid_params(
                format!("unknown tool {:?}", request.name),
                None,
            ));
        }
        let arguments = request.arguments.map_or(Value::Null, Value::Object);
        Ok(self.call(&request.name, arguments).into())
    }
}

/// A line longer than this is answered with an error and skipped, not buffered.
const MAX_LINE: usize = 16 * 1024 * 1024;

/// The stdio transport: one JSON-RPC message a line, each checked before rmcp sees it, and
/// the answers to bad lines written on the same stdout as rmcp's, whole lines under one lock.
struct Lines {
    read: tokio::io::BufReader<tokio::io::Stdin>,
    /// The line being read, kept across a cancelled `receive` (rmcp polls it in a `select!`).
    line: Vec<u8>,
    /// Set while the rest of an oversized line is skipped.
    skipping: bool,
    write: Arc<tokio::sync::Mutex<tokio::io::Stdout>>,
    /// Answers being written; waited for before the end, so none is lost at exit.
    answers: Vec<tokio::task::JoinHandle<()>>,
}

impl Lines {
    fn stdio() -> Lines {
        Lines {
            read: tokio::io::BufReader::new(tokio::io::stdin()),
            line: Vec::new(),
            skipping: false,
            write: Arc::new(tokio::sync::Mutex::new(tokio::io::stdout())),
            answers: Vec::new(),
        }
    }

    /// One whole line (`Err` when it was too long), `None` at the end of input.
    async fn next_line(&mut self) -> Option<Result<Vec<u8>, ()>> {
        use tokio::io::AsyncBufReadExt;
        loop {
            let Ok(available) = self.read.fill_buf().await else {
                return None;
            };
            if available.is_empty() {
                return None;
            }
            let (upto, end) = match memchr::memchr(b'\n', available) {
                Some(at) => (at, true),
                None => (available.len(), false),
            };
            if !self.skipping {
                self.line.extend_from_slice(&available[..upto]);
            }
            self.read.consume(upto + usize::from(end));
            if self.line.len() > MAX_LINE {
                self.line = Vec::new();
                self.skipping = true;
            }
            if end {
                if std::mem::take(&mut self.skipping) {
                    return Some(Err(()));
                }
                return Some(Ok(std::mem::take(&mut self.line)));
            }
        }
    }

    fn answer(&mut self, answer: &Value) {
        let mut bytes = answer.to_string().into_bytes();
        bytes.push(b'\n');
        let write = self.write.clone();
        self.answers.retain(|a| !a.is_finished());
        self.answers.push(tokio::spawn(async move {
            let _ = write_line(&write, &bytes).await;
        }));
    }
}

async fn write_line(
    write: &tokio::sync::Mutex<tokio::io::Stdout>,
    bytes: &[u8],
) -> std::io::Result<()> {
    use tokio::io::AsyncWriteExt;
    let mut out = write.lock().await;
    out.write_all(bytes).await?;
    out.flush().await
}

impl rmcp::transport::Transport<RoleServer> for Lines {
    type Error = std::io::Error;

    fn send(
        &mut self,
        item: rmcp::service::TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let write = self.write.clone();
        async move {
            let mut bytes = serde_json::to_vec(&item)?;
            bytes.push(b'\n');
            write_line(&write, &bytes).await
        }
    }

    async fn receive(&mut self) -> Option<rmcp::service::RxJsonRpcMessage<RoleServer>> {
        loop {
            let Some(line) = self.next_line().await else {
                for answer in std::mem::take(&mut self.answers) {
                    let _ = answer.await;
                }
                return None;
            };
            let checked = match line {
                Ok(line) => jsonrpc::check(&line),
                Err(()) => Line::Answer(jsonrpc::error(
                    Value::Null,
                    jsonrpc::INVALID_REQUEST,
                    "Invalid Request: a line over 16 MiB",
                )),
            };
            match checked {
                Line::Nothing => {}
                Line::Answer(answer) => self.answer(&answer),
                Line::Message(message) => {
                    let id = message.get("id").cloned();
                    let is_request = message.get("method").is_some() && id.is_some();
                    match serde_json::from_value(message) {
                        Ok(message) => return Some(message),
                        // A known method with parameters of the wrong shape.
                        Err(e) if is_request => self.answer(&jsonrpc::error(
                            id.unwrap_or(Value::Null),
                            jsonrpc::INVALID_PARAMS,
                            &format!("Invalid params: {e}"),
                        )),
                        Err(_) => {}
                    }
                }
            }
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        for answer in std::mem::take(&mut self.answers) {
            let _ = answer.await;
        }
        Ok(())
    }
}
