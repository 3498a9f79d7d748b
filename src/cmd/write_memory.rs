//! `write-memory [--section rules|decisions|corrections] TEXT`

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Global, MemorySectionArg};
use crate::store::doc::Section;
use crate::store::{Placed, Source, Store};

pub fn run(g: &Global, section: MemorySectionArg, pin: bool, text: &str) -> Result<ExitCode> {
    let section = match section {
        MemorySectionArg::Rules => Section::Rules,
        MemorySectionArg::Decisions => Section::Decisions,
        MemorySectionArg::Corrections => Section::Corrections,
    };
    write(g, section, pin, text)
}

/// Shared by `write-memory` and `write-user`: one fact, under the lock, cited back.
pub(crate) fn write(g: &Global, section: Section, pin: bool, text: &str) -> Result<ExitCode> {
    let store = Store::open(g)?;
    let placed = store.transaction(|tx| tx.add_entry(section, text, &Source::Manual, pin))?;
    println!("{}", describe(&placed));
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn describe(p: &Placed) -> String {
    let verb = if p.duplicate {
        "already there"
    } else {
        "saved"
    };
    format!("{verb} 📍 {}:L{} {}", p.file.name(), p.line, p.text)
}
