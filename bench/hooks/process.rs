//! Spawning what a case measures: the variants interleaved, their wall time and peak memory,
//! the table of medians.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, ensure};

use crate::cases::*;

/// What a process gets on stdin.
#[derive(Clone)]
pub(crate) enum Input {
    /// These bytes, then EOF.
    Closed(Arc<Vec<u8>>),
    /// These bytes, and the pipe stays open until the process has exited.
    Open(Arc<Vec<u8>>),
}

#[derive(Clone)]
pub(crate) struct Variant {
    pub(crate) label: String,
    pub(crate) program: PathBuf,
    pub(crate) args: Vec<OsString>,
    pub(crate) input: Input,
    /// Where the memory probe wrapping this variant reports the peak RSS (KiB).
    pub(crate) rss_report: Option<PathBuf>,
}

impl Variant {
    pub(crate) fn new(
        label: &str,
        program: impl Into<PathBuf>,
        args: &[&str],
        input: Input,
    ) -> Self {
        Variant {
            label: label.into(),
            program: program.into(),
            args: args.iter().map(OsString::from).collect(),
            input,
            rss_report: None,
        }
    }

    /// The same process, run under the memory probe.
    pub(crate) fn probed(mut self, label: &str, probe: &Path, report: PathBuf) -> Self {
        let mut args = vec![
            report.clone().into_os_string(),
            self.program.into_os_string(),
        ];
        args.append(&mut self.args);
        Variant {
            label: label.into(),
            program: probe.to_path_buf(),
            args,
            input: self.input,
            rss_report: Some(report),
        }
    }

    pub(crate) fn hook(label: &str, root: &Path, input: Input) -> Self {
        let root = root.to_string_lossy();
        Variant::new(label, bin(), &["hook", "--root", &root], input)
    }
}

#[derive(Clone, Copy)]
pub(crate) struct Sample {
    pub(crate) wall: Duration,
    /// Peak resident memory, KiB, when run under the probe.
    pub(crate) rss_kib: Option<u64>,
}

pub(crate) struct Spawned {
    pub(crate) child: Child,
    pub(crate) start: Instant,
    /// Kept until the child exits when the variant leaves stdin open.
    pub(crate) stdin: Option<std::process::ChildStdin>,
}

/// Where an event gets an id of its own at each spawn: a host never delivers the same
/// prompt or tool call twice, and the hook answers a repeated delivery with nothing.
pub(crate) const UNIQUE: &str = "{{unique}}";

/// The bytes a spawn writes: `bytes` with [`UNIQUE`] replaced by an id no spawn had.
pub(crate) fn fresh(bytes: &Arc<Vec<u8>>) -> Arc<Vec<u8>> {
    static SPAWNS: AtomicU64 = AtomicU64::new(0);
    let marker = UNIQUE.as_bytes();
    let Some(at) = bytes.windows(marker.len()).position(|w| w == marker) else {
        return Arc::clone(bytes);
    };
    let id = format!(
        "{}-{}",
        std::process::id(),
        SPAWNS.fetch_add(1, Ordering::Relaxed)
    );
    let mut out = Vec::with_capacity(bytes.len() + id.len());
    out.extend_from_slice(&bytes[..at]);
    out.extend_from_slice(id.as_bytes());
    out.extend_from_slice(&bytes[at + marker.len()..]);
    Arc::new(out)
}

pub(crate) fn spawn(v: &Variant, home: &Path, stdout: Stdio) -> Result<Spawned> {
    let (bytes, keep) = match &v.input {
        Input::Closed(b) => (fresh(b), false),
        Input::Open(b) => (fresh(b), true),
    };
    let start = Instant::now();
    let mut child = Command::new(&v.program)
        .args(&v.args)
        .env("HOME", home)
        // The hook's term index lives in the cache folder: keep it in the bench's home.
        .env_remove("XDG_CACHE_HOME")
        .env_remove("MEMORY_MANAGER_ROOT")
        .env_remove("CLAUDE_PROJECT_DIR")
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("spawn {}", v.program.display()))?;
    let mut stdin = child.stdin.take();
    if let Some(pipe) = stdin.as_mut() {
        // A process that exits without reading (bash echo, /bin/true) breaks the pipe:
        // that is its business, not an error of the bench.
        let _ = pipe.write_all(&bytes);
    }
    if !keep {
        drop(stdin.take());
    }
    Ok(Spawned {
        child,
        start,
        stdin,
    })
}

/// Wait for the child: its wall time and exit code.
pub(crate) fn reap(mut s: Spawned) -> Result<(Duration, i32)> {
    let status = s.child.wait().context("wait")?;
    let wall = s.start.elapsed();
    drop(s.stdin);
    Ok((wall, status.code().unwrap_or(-1)))
}

pub(crate) fn run_once(v: &Variant, home: &Path) -> Result<Sample> {
    let (wall, code) = reap(spawn(v, home, Stdio::null())?)?;
    ensure!(code == 0, "{} exited with {code}", v.label);
    let rss_kib = match &v.rss_report {
        Some(path) => {
            let text = std::fs::read_to_string(path).context("memory probe report")?;
            let rss: u64 = text.trim().parse().context("memory probe report")?;
            // Linux reports KiB, macOS bytes.
            Some(if cfg!(target_os = "macos") {
                rss / 1024
            } else {
                rss
            })
        }
        None => None,
    };
    Ok(Sample { wall, rss_kib })
}

/// Run once with stdout captured (to check what a variant answers).
pub(crate) fn output_of(v: &Variant, home: &Path) -> Result<String> {
    let mut s = spawn(v, home, Stdio::piped())?;
    let mut out = String::new();
    if let Some(mut pipe) = s.child.stdout.take() {
        std::io::Read::read_to_string(&mut pipe, &mut out).context("read stdout")?;
    }
    let (_, code) = reap(s)?;
    ensure!(code == 0, "{} exited with {code}", v.label);
    Ok(out)
}

/// `iters` rounds (after a short warm-up), each running every variant once, the starting
/// variant rotating from round to round.
pub(crate) fn interleave(
    variants: &[Variant],
    iters: usize,
    home: &Path,
) -> Result<Vec<Vec<Sample>>> {
    let warmup = (iters / 20).clamp(1, 5);
    let mut samples = vec![Vec::with_capacity(iters); variants.len()];
    for round in 0..warmup + iters {
        for k in 0..variants.len() {
            let i = (round + k) % variants.len();
            let s = run_once(&variants[i], home)?;
            if round >= warmup {
                samples[i].push(s);
            }
        }
    }
    Ok(samples)
}

#[derive(Clone, Copy)]
pub(crate) struct Stats {
    pub(crate) median: f64,
    pub(crate) p10: f64,
    pub(crate) p90: f64,
    pub(crate) max_rss_mib: Option<f64>,
}

pub(crate) fn stats(samples: &[Sample]) -> Stats {
    let mut ms: Vec<f64> = samples.iter().map(|s| s.wall.as_secs_f64() * 1e3).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    Stats {
        median: at(0.5),
        p10: at(0.1),
        p90: at(0.9),
        max_rss_mib: samples
            .iter()
            .filter_map(|s| s.rss_kib)
            .max()
            .map(|kib| kib as f64 / 1024.0),
    }
}

pub(crate) fn print_table(title: &str, variants: &[Variant], all: &[Stats]) {
    println!("== {title} ==");
    let width = variants.iter().map(|v| v.label.len()).max().unwrap_or(0);
    println!(
        "{:<width$}  {:>9}  {:>9}  {:>9}  {:>9}",
        "variant", "median ms", "p10 ms", "p90 ms", "max RSS"
    );
    for (v, s) in variants.iter().zip(all) {
        let rss = s
            .max_rss_mib
            .map_or("-".to_string(), |m| format!("{m:.1} MiB"));
        println!(
            "{:<width$}  {:>9.2}  {:>9.2}  {:>9.2}  {rss:>9}",
            v.label, s.median, s.p10, s.p90
        );
    }
    println!();
}

/// Runs `PROGRAM ARGS…` as its child, then writes the child's peak RSS (`ru_maxrss`) to
/// `REPORT`; exits with the child's code. Started fresh, its own mark is tiny.
pub(crate) const PROBE_SRC: &str = r#"
use std::process::Command;
#[repr(C)]
pub(crate) struct Rusage { times: [i64; 4], maxrss: i64, rest: [i64; 14] }
extern "C" { fn getrusage(who: i32, usage: *mut Rusage) -> i32; }
pub(crate) fn main() {
let args: Vec<_> = std::env::args_os().skip(1).collect();
let code = Command::new(&args[1]).args(&args[2..]).status().map_or(127, |s| s.code().unwrap_or(1));
let mut u = Rusage { times: [0; 4], maxrss: 0, rest: [0; 14] };
// RUSAGE_CHILDREN
if unsafe { getrusage(-1, &mut u) } != 0 { std::process::exit(126); }
std::fs::write(&args[0], u.maxrss.to_string()).expect("write report");
std::process::exit(code);
}
"#;

/// A one-file Rust program compiled with rustc (the no-op start to compare with, and the
/// memory probe); `None`, with a note, when rustc is not there.
pub(crate) fn compile(work: &Path, name: &str, source: &str) -> Option<PathBuf> {
    let src = work.join(format!("{name}.rs"));
    let linked = work.join(format!("{name}.linked"));
    let exe = work.join(name);
    std::fs::write(&src, source).ok()?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let ok = Command::new(rustc)
        .args(["--edition", "2021", "-C", "opt-level=3", "-o"])
        .arg(&linked)
        .arg(&src)
        .status()
        .is_ok_and(|s| s.success())
        // Run as a copy, as the hook is (`bin`).
        && copy_exe(&linked, &exe).is_ok();
    if !ok {
        eprintln!("note: could not compile {name} with rustc");
    }
    ok.then_some(exe)
}
