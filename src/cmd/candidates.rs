//! `candidates list|add|resolve|promote|drop`: the candidate pool by hand.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Result, bail};
use serde::Serialize;

use crate::cli::{
    CandidateTypeArg, CandidatesAdd, CandidatesDrop, CandidatesList, CandidatesPromote,
    CandidatesResolve,
};
use crate::cmd::{Ctx, Run};
use crate::store::candidates::{Candidate, CandidateKind, CandidateSource};
use crate::text::{Lang, one_line};

fn kind_of(arg: CandidateTypeArg) -> CandidateKind {
    match arg {
        CandidateTypeArg::Rule => CandidateKind::Rule,
        CandidateTypeArg::Preference => CandidateKind::Preference,
        CandidateTypeArg::Error => CandidateKind::Error,
        CandidateTypeArg::Decision => CandidateKind::Decision,
    }
}

#[derive(Serialize)]
struct Listed<'a> {
    #[serde(flatten)]
    candidate: &'a Candidate,
    ready: bool,
    target: String,
}

impl Run for CandidatesList {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (ready, json) = (self.ready, self.json);
        let store = ctx.store()?;
        let pool = store.read_pool()?.unwrap_or_default();
        let rows: Vec<&Candidate> = if ready {
            pool.ready()
        } else {
            pool.observing()
        };
        let mut out = std::io::stdout().lock();
        if json {
            let listed: Vec<Listed> = rows
                .iter()
                .map(|c| Listed {
                    candidate: c,
                    ready: c.is_ready(),
                    target: c.kind.target_label(),
                })
                .collect();
            writeln!(out, "{}", serde_json::to_string_pretty(&listed)?)?;
            return Ok(ExitCode::SUCCESS);
        }
        if rows.is_empty() {
            let what = if ready { "ready" } else { "under observation" };
            writeln!(out, "No candidates {what}.")?;
            return Ok(ExitCode::SUCCESS);
        }
        for c in &rows {
            writeln!(out, "{}", describe(c, pool.lang()))?;
        }
        let n = pool.ready().len();
        if n > 0 {
            writeln!(out, "⏳ {n} ready: run `memory-manager evolve`")?;
        }
        Ok(ExitCode::SUCCESS)
    }
}

/// `C001 error 2/3 2026-11-02…2026-11-09 → MEMORY.md ⚠️  summary`, on one line and without
/// terminal escapes whatever a hand-edited pool holds.
fn describe(c: &Candidate, lang: Lang) -> String {
    let mark = if c.explicit { " explicit" } else { "" };
    let ready = if c.is_ready() { " ⏳" } else { "" };
    let fix = c
        .fix
        .as_ref()
        .map(|f| format!("  · fix: {f}"))
        .unwrap_or_default();
    format!(
        "{} {} {}/3{mark}{ready} {}…{} → {}  {}{fix}",
        c.id,
        c.kind.label(lang),
        c.count,
        c.first,
        c.last,
        c.kind.target_label(),
        one_line(&c.summary)
    )
}

impl Run for CandidatesAdd {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (text, explicit) = (&self.text, self.explicit);
        let store = ctx.store()?;
        let kind = kind_of(self.kind);
        let obs = store.transaction(|tx| {
            let obs = tx.observe(kind, text, explicit, CandidateSource::Manual)?;
            let what = if obs.created { "new" } else { "seen again" };
            tx.log_evolution(&format!(
                "observe · {} {what} by hand ({}/3{})",
                obs.id,
                obs.count,
                if explicit { ", explicit" } else { "" }
            ))?;
            Ok(obs)
        })?;
        let ready = if obs.ready {
            " — ready: run `memory-manager evolve`"
        } else {
            ""
        };
        let verb = if obs.created { "recorded" } else { "counted" };
        println!("{verb} {} ({}/3){ready}", obs.id, obs.count);
        Ok(ExitCode::SUCCESS)
    }
}

impl Run for CandidatesResolve {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let done = store.transaction(|tx| tx.resolve(&self.id, &self.fix, false))?;
        match done {
            Some(r) => println!("fix recorded for {}: {}", r.id, r.fix),
            None => println!("{} already has that fix", self.id.trim()),
        }
        Ok(ExitCode::SUCCESS)
    }
}

impl Run for CandidatesPromote {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let id = &self.id;
        let store = ctx.store()?;
        let item = store.transaction(|tx| {
            let c = tx.pool()?.require(id)?.clone();
            let mut done = crate::store::evolve::promote(tx, &[(1, &c)])?;
            Ok(done.remove(0))
        })?;
        println!(
            "promoted {} → 📍 {} ({}) {}",
            item.id,
            item.location(),
            item.operation.name(),
            item.content
        );
        Ok(ExitCode::SUCCESS)
    }
}

impl Run for CandidatesDrop {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let id = &self.id;
        let reason = self.reason.trim();
        if reason.is_empty() {
            bail!("a reason is needed: --reason \"why it goes\"");
        }
        let store = ctx.store()?;
        let c = store.transaction(|tx| {
            let today = tx.today();
            let c = tx.pool()?.drop(id, reason, today)?;
            tx.log_evolution(&format!("drop · {} \"{}\" ({reason})", c.id, c.summary))?;
            Ok(c)
        })?;
        let reason = crate::redact::redact_line(reason);
        println!("dropped {}: {} ({reason})", c.id, one_line(&c.summary));
        Ok(ExitCode::SUCCESS)
    }
}
