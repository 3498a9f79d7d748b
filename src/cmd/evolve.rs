//! `evolve`: show the evolution card of ready candidates and promote what the user approves
//! (the promotion itself: `store::evolve`).

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use crate::cli::Evolve;
use crate::cmd::{Ctx, Run};
use crate::store::card::{self, CardItem};
use crate::store::evolve::{Approval, Step, parse_approval, step};
use crate::text::Lang;

#[derive(Serialize)]
struct JsonOut<'a> {
    session: &'a str,
    status: &'a str,
    items: &'a [CardItem],
    approved: Vec<usize>,
    results: &'a [CardItem],
    message: String,
}

impl Run for Evolve {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let args = self;
        let store = ctx.store()?;
        let session = ctx.session(args.session.as_deref(), &store);
        let flag = if args.all {
            Some("all".to_string())
        } else if args.skip {
            Some("skip".to_string())
        } else {
            args.approve.clone()
        };
        let lang = store.lang();
        let terminal = flag.is_none() && !args.json && std::io::stdin().is_terminal();
        // The two-cards limit keeps an agent from pressing cards on its user: it binds a
        // session the host named (CLAUDE_CODE_SESSION_ID, or `--session`) answered off a
        // terminal. A person at a terminal, or at a shell outside any session, is not limited.
        let agent = args.session.is_some() || ctx.env.session_id.is_some();
        let force = args.force || terminal || !agent;
        let first = store.transaction(|tx| step(tx, &session, force, flag.as_deref(), None))?;
        let result = match first {
            Step::Card { items } if terminal => {
                print!("{}", card::render(&items, lang));
                println!("{}", card::prompt_hint(lang, true));
                let approval = ask(items.len())?;
                let ids: Vec<String> = items
                    .iter()
                    .filter(|i| approval.selects(i.n))
                    .map(|i| i.id.clone())
                    .collect();
                let again = store.transaction(|tx| {
                    step(
                        tx,
                        &session,
                        true,
                        Some("all"),
                        Some((&ids, approval.clone())),
                    )
                })?;
                match again {
                    Step::Decided { done, approval, .. } => Step::Decided {
                        items,
                        done,
                        approval,
                    },
                    other => other,
                }
            }
            other => other,
        };
        report(&result, lang, &session, args.json, terminal)?;
        // A refused card is an error the caller must see (exit 2), with how to get one.
        Ok(match result {
            Step::LimitReached { .. } => ExitCode::from(2),
            _ => ExitCode::SUCCESS,
        })
    }
}

/// The answer typed at the prompt, asked again until it can be read. An empty line or the
/// end of input is a skip: nothing is written without an answer that says what.
fn ask(n: usize) -> Result<Approval> {
    let stdin = std::io::stdin();
    loop {
        print!("> ");
        std::io::stdout().flush()?;
        let mut answer = String::new();
        if stdin.lock().read_line(&mut answer)? == 0 || answer.trim().is_empty() {
            return Ok(Approval::Skip);
        }
        match parse_approval(answer.trim(), n) {
            Ok(approval) => return Ok(approval),
            Err(e) => println!("{e:#}"),
        }
    }
}

fn report(result: &Step, lang: Lang, session: &str, json: bool, terminal: bool) -> Result<()> {
    let (status, items, done, approved, message): (
        &str,
        &[CardItem],
        &[CardItem],
        Vec<usize>,
        String,
    ) = match result {
        Step::NothingReady { observing } => (
            "nothing_ready",
            &[],
            &[],
            Vec::new(),
            card::nothing_ready(*observing, lang),
        ),
        Step::LimitReached { seen } => (
            "limit_reached",
            &[],
            &[],
            Vec::new(),
            card::limit_reached(*seen, session, lang),
        ),
        Step::Card { items } => (
            "preview",
            items,
            &[],
            Vec::new(),
            card::prompt_hint(lang, false).to_string(),
        ),
        Step::Decided {
            items,
            done,
            approval,
        } => {
            let approved = done.iter().map(|d| d.n).collect();
            let message = card::decided(approval, done.len(), lang);
            ("decided", items, done, approved, message)
        }
    };
    let mut out = std::io::stdout().lock();
    if json {
        let j = JsonOut {
            session,
            status: if status == "decided" && approved.is_empty() {
                "skipped"
            } else if status == "decided" {
                "approved"
            } else {
                status
            },
            items,
            approved,
            results: done,
            message,
        };
        writeln!(out, "{}", serde_json::to_string_pretty(&j)?)?;
        return Ok(());
    }
    if matches!(result, Step::LimitReached { .. }) {
        eprintln!("memory-manager: {message}");
        return Ok(());
    }
    // On a terminal the card was shown before the answer.
    if !items.is_empty() && !terminal {
        write!(out, "{}", card::render(items, lang))?;
    }
    for d in done {
        writeln!(out, "{}", d.result_line())?;
    }
    writeln!(out, "{message}")?;
    Ok(())
}
