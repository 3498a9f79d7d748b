//! The binary's entry point. It is a plain C `main` (`no_main`): std's runtime start-up reads
//! `/proc/self/maps` to place a stack guard and installs signal handlers, a tenth of a
//! prompt hook's instructions before any of its own work (docs/ARCHITECTURE.md "The hot
//! path"). What that start-up did which this program needs is done here: SIGPIPE ignored
//! (a closed stdout is an error to handle, not a kill), panics caught, stdout flushed.

#![no_main]

use std::ffi::{OsString, c_char, c_int};
use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use memory_manager::cli::{Cli, HookLine};
use memory_manager::cmd::{self, Ctx, Run};
use memory_manager::config::Env;

#[unsafe(no_mangle)]
extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
    // SAFETY: setting a signal's disposition to SIG_IGN before any thread exists.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
    let code = std::panic::catch_unwind(run).unwrap_or(EXIT_PANIC);
    let _ = std::io::stdout().flush();
    code
}

/// What std's runtime exits with after a panic in `main`.
const EXIT_PANIC: c_int = 101;

fn run() -> c_int {
    // std keeps the arguments from glibc's start-up (`.init_array`), `no_main` or not.
    let args: Vec<OsString> = std::env::args_os().collect();
    let env = Env::read();
    // The hook reads its own command line: whatever it is given, it runs and exits 0.
    if let Some(line) = HookLine::parse(&args) {
        return code(cmd::hook::run_line(line, env));
    }
    let cli = Cli::parse_from(args);
    let ctx = Ctx {
        global: cli.global,
        env,
    };
    code(match cli.cmd.run(&ctx) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("memory-manager: {e:#}");
            ExitCode::from(cmd::ERROR)
        }
    })
}

/// The exit status of an `ExitCode`: 0 done, 1 nothing found, 2 an error (`cmd::ERROR`).
fn code(code: ExitCode) -> c_int {
    if code == ExitCode::SUCCESS {
        0
    } else if code == cmd::nothing_found() {
        cmd::NOTHING_FOUND.into()
    } else {
        cmd::ERROR.into()
    }
}
