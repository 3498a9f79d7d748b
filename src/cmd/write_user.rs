//! `write-user [--section preferences|background|style] TEXT`

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{UserSectionArg, WriteUser};
use crate::cmd::{Ctx, Run};
use crate::store::doc::Section;

impl Run for WriteUser {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let section = match self.section {
            UserSectionArg::Preferences => Section::Preferences,
            UserSectionArg::Background => Section::Background,
            UserSectionArg::Style => Section::Style,
        };
        super::write_fact(ctx, section, self.pin, &self.text)
    }
}
