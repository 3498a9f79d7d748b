//! `recall QUERY [--limit N] [--json] [--explain]`: stored lines ranked against a query.
//! Exit 1 when nothing matches, like grep (2 on an error).

use std::process::ExitCode;

use anyhow::Result;

use crate::answer::cite_plain_marked;
use crate::cli::Recall;
use crate::cmd::{Ctx, Run, nothing_found};
use crate::store::recall::render_explained;
use crate::text::Lang;

impl Run for Recall {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (query, json) = (&self.query, self.json);
        let store = ctx.store()?;
        if self.explain {
            let explained = store.explain(query, self.limit)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&explained)?);
            } else {
                print!("{}", render_explained(&explained));
            }
            return Ok(if explained.is_empty() {
                nothing_found()
            } else {
                ExitCode::SUCCESS
            });
        }
        // Lines naming what is gone are marked and ranked below the others.
        let hits = store.mark_stale(store.rank(query, self.limit)?);
        // What is cited to the caller, so that the citation given back acts on that fact.
        store.note_cited(
            super::cited_session(ctx),
            hits.iter()
                .map(|m| (m.hit.file, m.hit.line, m.hit.fact.as_str())),
        );
        if json {
            println!("{}", serde_json::to_string_pretty(&hits)?);
        } else {
            let lang = Lang::of_text(query);
            for h in &hits {
                println!("{}", cite_plain_marked(h, lang));
            }
            if hits.is_empty() {
                eprintln!("memory-manager: no stored line matches {query:?}");
            }
        }
        Ok(if hits.is_empty() {
            nothing_found()
        } else {
            ExitCode::SUCCESS
        })
    }
}
