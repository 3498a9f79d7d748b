//! `tool NAME --json ARGS [--session ID]` (hidden): one of the agent's memory tools, run once;
//! its text on stdout, or a one-line error and exit 2. OpenClaw's plugin runs this for each
//! call its model makes (docs/TOOLS.md).

use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use serde_json::Value;

use crate::cli::Tool;
use crate::cmd::{Ctx, Run};
use crate::tools::{self, Call, ToolError};

impl Run for Tool {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let Some((_, naming)) = tools::find(&self.name) else {
            // Listed in the spelling the caller used: OpenClaw's prefixed names, or the MCP ones.
            let openclaw = self.name.starts_with("memory_manager_");
            bail!(
                "unknown tool {:?}: the tools are {}",
                self.name,
                tools::TOOLS
                    .iter()
                    .map(|s| if openclaw { s.openclaw_name } else { s.name })
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        };
        let arguments: Value = serde_json::from_str(&self.json)
            .with_context(|| format!("--json is not JSON: {:?}", self.json))?;
        let text = tools::guarded(&self.name, || {
            let store = ctx.store().map_err(ToolError::from)?;
            let session = ctx.session(self.session.as_deref(), &store);
            let with = Call {
                store: &store,
                session: &session,
                naming,
            };
            tools::call(&self.name, arguments, &with)
        })
        .map_err(|e| anyhow::anyhow!(e.0))?;
        println!("{text}");
        Ok(ExitCode::SUCCESS)
    }
}
