//! `recall QUERY [--limit N] [--json]`: stored lines ranked against a query.
//! Exit 1 when nothing matches, like grep.

use std::process::ExitCode;

use anyhow::Result;

use crate::answer::cite_plain;
use crate::cli::Global;
use crate::store::Store;

pub fn run(g: &Global, query: &str, limit: usize, json: bool) -> Result<ExitCode> {
    let store = Store::open(g)?;
    let hits = store.rank(query, limit)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&hits)?);
    } else {
        for h in &hits {
            println!("{}", cite_plain(h));
        }
        if hits.is_empty() {
            eprintln!("memory-manager: no stored line matches {query:?}");
        }
    }
    Ok(if hits.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
