//! Whole-process hook benchmarks against the speed targets (README "Benchmarks"): `cargo bench --bench hooks`.
//!
//! Every number is spawn → exit of a real process (the release `memory-manager`, bash, a
//! no-op binary). Variants are interleaved per iteration (in a rotating order) so the noise
//! of a shared machine hits them alike; the verdicts are on medians and ratios, not on
//! absolute times. Peak memory is taken by a tiny probe compiled here that runs the hook as
//! its own child and reads `getrusage(RUSAGE_CHILDREN)`: a child of the bench itself would
//! inherit the bench's own high-water mark through fork/exec.
//!
//! Options after `--`: `--iters N` (fast cases, default 200), `--quick` (a smoke run),
//! `--keep` (leave the generated stores in target/tmp for profiling), `--only CASE` (run one
//! case: `prompt`, `growth`, `failure`, `concurrency` or `stale`).

#[cfg(unix)]
mod cases;
#[cfg(unix)]
mod process;
#[cfg(unix)]
mod store;

#[cfg(unix)]
fn main() {
    if let Err(e) = cases::run() {
        eprintln!("hooks bench: {e:#}");
        std::process::exit(1);
    }
}

#[cfg(not(unix))]
fn main() {
    eprintln!("hooks bench: needs a Unix system (bash, /bin/true, getrusage)");
}
