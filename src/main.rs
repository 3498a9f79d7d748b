use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser;
use memory_manager::cli::{Cli, HookLine};
use memory_manager::cmd::{self, Ctx, Run};
use memory_manager::config::Env;

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let env = Env::read();
    // The hook reads its own command line: whatever it is given, it runs and exits 0.
    if let Some(line) = HookLine::parse(&args) {
        return cmd::hook::run_line(line, env);
    }
    let cli = Cli::parse_from(args);
    let ctx = Ctx {
        global: cli.global,
        env,
    };
    match cli.cmd.run(&ctx) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("memory-manager: {e:#}");
            ExitCode::FAILURE
        }
    }
}
