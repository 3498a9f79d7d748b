//! `write-user [--section preferences|background|style] TEXT`

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Global, UserSectionArg};
use crate::store::doc::Section;

pub fn run(g: &Global, section: UserSectionArg, pin: bool, text: &str) -> Result<ExitCode> {
    let section = match section {
        UserSectionArg::Preferences => Section::Preferences,
        UserSectionArg::Background => Section::Background,
        UserSectionArg::Style => Section::Style,
    };
    super::write_memory::write(g, section, pin, text)
}
