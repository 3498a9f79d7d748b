//! `signals TEXT [--json]`: what the prompt signal detector sees in a text and what the hook
//! would do with it. Writes nothing.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Signals;
use crate::cmd::{Ctx, Run};
use crate::redact::redact;
use crate::signals::prompt::{self, Detection, Target, Verdict};

/// Where a target is written, as a person reads it.
fn destination(target: Target) -> &'static str {
    match target {
        Target::User => "USER.md",
        Target::MemoryRules => "MEMORY.md 📌",
        Target::MemoryDecisions => "MEMORY.md 🧭",
        Target::CandidateRule | Target::CandidatePreference => "CANDIDATES.md",
        Target::Log => "today's log",
        Target::Improvements => "IMPROVEMENTS.md",
        Target::Nothing => "nothing",
    }
}

impl Run for Signals {
    fn run(&self, _: &Ctx) -> Result<ExitCode> {
        let detection = prompt::detect(&self.text);
        let shown = Detection {
            text: redact(&detection.text).into_owned(),
            ..detection
        };
        let mut out = std::io::stdout().lock();
        if self.json {
            let mut value = serde_json::to_value(&shown)?;
            value["decided"] = shown.decided().into();
            writeln!(out, "{}", serde_json::to_string_pretty(&value)?)?;
        } else {
            let kind = serde_json::to_value(shown.kind)?;
            writeln!(out, "kind:   {}", kind.as_str().unwrap_or_default())?;
            writeln!(out, "target: {}", destination(shown.target))?;
            writeln!(out, "text:   {}", shown.text)?;
            writeln!(out, "reason: {}", shown.reason)?;
            writeln!(out, "decided: {}", shown.decided())?;
            let verdict = match shown.gate.verdict {
                Verdict::Open => "open".to_string(),
                Verdict::Pass => "pass".to_string(),
                Verdict::Ask(target) => {
                    format!("ask the agent to save it ({})", destination(target))
                }
            };
            writeln!(out, "gate:   {verdict}: {}", shown.gate.why)?;
        }
        Ok(ExitCode::SUCCESS)
    }
}
