//! `write-log TEXT`: a line in today's `YYYY-MM-DD.md`.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::WriteLog;
use crate::cmd::{Ctx, Run};

impl Run for WriteLog {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let file = store.transaction(|tx| tx.append_daily_log(&self.text, false))?;
        println!("logged to {file}");
        Ok(ExitCode::SUCCESS)
    }
}
