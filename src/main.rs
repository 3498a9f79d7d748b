use std::process::ExitCode;

use memory_manager::cli::Cli;
use memory_manager::cmd::{self, Run};

fn main() -> ExitCode {
    let cli = Cli::from_args();
    match cli.cmd.run(&cli.global) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("memory-manager: {e:#}");
            ExitCode::FAILURE
        }
    }
}
