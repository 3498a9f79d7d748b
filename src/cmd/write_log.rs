//! `write-log TEXT`: a line in today's `YYYY-MM-DD.md`.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Global;
use crate::store::Store;

pub fn run(g: &Global, text: &str) -> Result<ExitCode> {
    let store = Store::open(g)?;
    let file = store.transaction(|tx| tx.append_daily_log(text, false))?;
    println!("logged to {file}");
    Ok(ExitCode::SUCCESS)
}
