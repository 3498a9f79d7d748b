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
//! case: `prompt`, `growth`, `failure` or `concurrency`).

#[cfg(unix)]
fn main() {
    if let Err(e) = imp::main() {
        eprintln!("hooks bench: {e:#}");
        std::process::exit(1);
    }
}

#[cfg(not(unix))]
fn main() {
    eprintln!("hooks bench: needs a Unix system (bash, /bin/true, getrusage)");
}

#[cfg(unix)]
mod imp {
    use std::collections::HashSet;
    use std::ffi::OsString;
    use std::io::Write;
    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, Stdio};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{Duration, Instant};

    use anyhow::{Context, Result, bail, ensure};
    use chrono::NaiveDate;
    use memory_manager::store::candidates::{CandidateKind, CandidateSource, Pool};
    use memory_manager::store::doc::Doc;
    use memory_manager::store::entry::normalize;
    use memory_manager::store::paths::Paths;
    use serde_json::json;

    const BIN: &str = env!("CARGO_BIN_EXE_memory-manager");
    const TMP: &str = env!("CARGO_TARGET_TMPDIR");
    const PAYLOAD_BYTES: usize = 10 * 1024 * 1024;
    /// "Far less than 10×" from 100 to 10,000 entries, made a number.
    const GROWTH_LIMIT: f64 = 3.0;

    const PROMPT_ZH: &str = "部署 billing 服务之前,数据库迁移和缓存要注意什么?";
    const PROMPT_EN: &str =
        "How should I configure the Redis cache timeout for the billing service?";
    const REMINDER: &str = r#"{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"<memory>\nBefore acting, use the memories below; cite them as FILE:Lnn. Decisions and failures are saved automatically; run memory-manager evolve at session end.\n</memory>"}}"#;

    pub fn main() -> Result<()> {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let quick = args.iter().any(|a| a == "--quick");
        let iters = match args.iter().position(|a| a == "--iters") {
            Some(i) => args
                .get(i + 1)
                .context("--iters needs a number")?
                .parse()
                .context("--iters needs a number")?,
            None if quick => 10,
            None => 200,
        };
        let work = tempfile::Builder::new()
            .prefix("hookbench-")
            .tempdir_in(TMP)
            .context("temp dir")?;
        let bench = Bench::new(work.path())?;
        if args.iter().any(|a| a == "--keep") {
            println!("keeping the stores in {}", work.keep().display());
        }
        println!("memory-manager hook benchmark ({iters} iterations of the fast cases)");
        println!("binary: {BIN}\n");
        let only = args
            .iter()
            .position(|a| a == "--only")
            .map(|i| args.get(i + 1).map(String::as_str).unwrap_or_default());
        let wanted = |case: &str| only.is_none_or(|o| o == case);
        let mut verdicts = Vec::new();
        if wanted("prompt") {
            bench.prompt_vs_baselines(iters, &mut verdicts)?;
        }
        if wanted("growth") {
            bench.growth((iters / 2).max(5), &mut verdicts)?;
        }
        if wanted("failure") {
            bench.big_failure((iters / 8).max(3), &mut verdicts)?;
        }
        if wanted("concurrency") {
            bench.concurrency(&mut verdicts)?;
        }
        println!("\n== Verdicts (the speed targets) ==");
        let width = verdicts.iter().map(|v| v.what.len()).max().unwrap_or(0);
        for v in &verdicts {
            let mark = if v.pass { "PASS" } else { "FAIL" };
            println!("{mark}  {:<width$}  {}", v.what, v.detail);
        }
        let failed = verdicts.iter().filter(|v| !v.pass).count();
        println!("\n{} passed, {failed} failed", verdicts.len() - failed);
        Ok(())
    }

    struct Verdict {
        what: String,
        pass: bool,
        detail: String,
    }

    fn verdict(out: &mut Vec<Verdict>, what: &str, pass: bool, detail: String) {
        out.push(Verdict {
            what: what.into(),
            pass,
            detail,
        });
    }

    // ---------------------------------------------------------------- processes

    /// What a process gets on stdin.
    #[derive(Clone)]
    enum Input {
        /// These bytes, then EOF.
        Closed(Arc<Vec<u8>>),
        /// These bytes, and the pipe stays open until the process has exited.
        Open(Arc<Vec<u8>>),
    }

    #[derive(Clone)]
    struct Variant {
        label: String,
        program: PathBuf,
        args: Vec<OsString>,
        input: Input,
        /// Where the memory probe wrapping this variant reports the peak RSS (KiB).
        rss_report: Option<PathBuf>,
    }

    impl Variant {
        fn new(label: &str, program: impl Into<PathBuf>, args: &[&str], input: Input) -> Self {
            Variant {
                label: label.into(),
                program: program.into(),
                args: args.iter().map(OsString::from).collect(),
                input,
                rss_report: None,
            }
        }

        /// The same process, run under the memory probe.
        fn probed(mut self, label: &str, probe: &Path, report: PathBuf) -> Self {
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

        fn hook(label: &str, root: &Path, input: Input) -> Self {
            let root = root.to_string_lossy();
            Variant::new(label, BIN, &["hook", "--root", &root], input)
        }
    }

    #[derive(Clone, Copy)]
    struct Sample {
        wall: Duration,
        /// Peak resident memory, KiB, when run under the probe.
        rss_kib: Option<u64>,
    }

    struct Spawned {
        child: Child,
        start: Instant,
        /// Kept until the child exits when the variant leaves stdin open.
        stdin: Option<std::process::ChildStdin>,
    }

    /// Where an event gets an id of its own at each spawn: a host never delivers the same
    /// prompt or tool call twice, and the hook answers a repeated delivery with nothing.
    const UNIQUE: &str = "{{unique}}";

    /// The bytes a spawn writes: `bytes` with [`UNIQUE`] replaced by an id no spawn had.
    fn fresh(bytes: &Arc<Vec<u8>>) -> Arc<Vec<u8>> {
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

    fn spawn(v: &Variant, home: &Path, stdout: Stdio) -> Result<Spawned> {
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
    fn reap(mut s: Spawned) -> Result<(Duration, i32)> {
        let status = s.child.wait().context("wait")?;
        let wall = s.start.elapsed();
        drop(s.stdin);
        Ok((wall, status.code().unwrap_or(-1)))
    }

    fn run_once(v: &Variant, home: &Path) -> Result<Sample> {
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
    fn output_of(v: &Variant, home: &Path) -> Result<String> {
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
    fn interleave(variants: &[Variant], iters: usize, home: &Path) -> Result<Vec<Vec<Sample>>> {
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
    struct Stats {
        median: f64,
        p10: f64,
        p90: f64,
        max_rss_mib: Option<f64>,
    }

    fn stats(samples: &[Sample]) -> Stats {
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

    fn print_table(title: &str, variants: &[Variant], all: &[Stats]) {
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

    // ---------------------------------------------------------------- the cases

    struct Bench {
        work: PathBuf,
        home: PathBuf,
        store_1k: PathBuf,
        noop_rust: Option<PathBuf>,
        probe: Option<PathBuf>,
        bash_script: PathBuf,
    }

    fn prompt_event(prompt: &str, cwd: &Path) -> Input {
        let v = json!({
            "session_id": "5b1f0c7e-bench",
            "transcript_path": cwd.join("transcript.jsonl"),
            "cwd": cwd,
            "prompt_id": format!("bench-{UNIQUE}"),
            "permission_mode": "default",
            "hook_event_name": "UserPromptSubmit",
            "prompt": prompt,
        });
        Input::Closed(Arc::new(v.to_string().into_bytes()))
    }

    fn failure_event(command: &str, error: &str, cwd: &Path) -> Input {
        let v = json!({
            "session_id": "5b1f0c7e-bench",
            "transcript_path": cwd.join("transcript.jsonl"),
            "cwd": cwd,
            "permission_mode": "default",
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": command, "description": "bench"},
            "tool_use_id": format!("toolu_{UNIQUE}"),
            "error": error,
            "is_interrupt": false,
            "duration_ms": 321,
        });
        Input::Closed(Arc::new(v.to_string().into_bytes()))
    }

    impl Bench {
        fn new(work: &Path) -> Result<Bench> {
            let home = work.join("home");
            std::fs::create_dir_all(&home)?;
            let store_1k = work.join("store-1k");
            make_store(&store_1k, 1000)?;
            let bash_script = work.join("reminder.sh");
            std::fs::write(&bash_script, format!("#!/bin/bash\necho '{REMINDER}'\n"))?;
            let mut perm = std::fs::metadata(&bash_script)?.permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut perm, 0o755);
            std::fs::set_permissions(&bash_script, perm)?;
            Ok(Bench {
                work: work.to_path_buf(),
                home,
                store_1k,
                noop_rust: compile(work, "noop", "fn main() {}\n"),
                probe: compile(work, "rss-probe", PROBE_SRC),
                bash_script,
            })
        }

        /// Case 1: the prompt hook on 1,000 entries next to bash and no-op starts.
        fn prompt_vs_baselines(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
            let zh = prompt_event(PROMPT_ZH, &self.work);
            let en = prompt_event(PROMPT_EN, &self.work);
            settle();
            for (label, input) in [("zh", &zh), ("en", &en)] {
                self.check_prompt_answer(&self.store_1k, input, label)?;
            }
            let Input::Closed(en_bytes) = &en else {
                unreachable!("prompt_event closes stdin")
            };
            let memory_before = std::fs::read(self.store_1k.join("MEMORY.md"))?;
            let echo = format!("echo '{REMINDER}'");
            let ignored = Input::Closed(Arc::new(
                br#"{"hook_event_name":"Notification","message":"bench"}"#.to_vec(),
            ));
            let mut variants = vec![
                Variant::hook("hook prompt zh, 1k entries", &self.store_1k, zh.clone()),
                Variant::hook("hook prompt en, 1k entries", &self.store_1k, en.clone()),
                Variant::hook(
                    "hook prompt en, stdin left open",
                    &self.store_1k,
                    Input::Open(en_bytes.clone()),
                ),
                Variant::hook("hook, ignored event", &self.store_1k, ignored),
                Variant::new("memory-manager --version", BIN, &["--version"], zh.clone()),
                Variant::new(
                    "bash -c 'echo {reminder}'",
                    "bash",
                    &["-c", &echo],
                    zh.clone(),
                ),
                Variant::new("bash script (shebang)", &self.bash_script, &[], zh.clone()),
                Variant::new("/bin/true", "/bin/true", &[], zh.clone()),
            ];
            if let Some(noop) = &self.noop_rust {
                variants.push(Variant::new("rust no-op (fn main)", noop, &[], zh.clone()));
            }
            let samples = interleave(&variants, iters, &self.home)?;
            let all: Vec<Stats> = samples.iter().map(|s| stats(s)).collect();
            print_table(
                "1. UserPromptSubmit hook on 1,000 entries vs baselines",
                &variants,
                &all,
            );
            ensure!(
                std::fs::read(self.store_1k.join("MEMORY.md"))? == memory_before,
                "the benchmark prompts wrote to MEMORY.md: they must carry no signal"
            );
            let med = |label: &str| {
                variants
                    .iter()
                    .position(|v| v.label.starts_with(label))
                    .map(|i| all[i].median)
            };
            let bash = med("bash -c").context("bash row")?;
            let noop = med("rust no-op")
                .or(med("/bin/true"))
                .context("no-op row")?;
            let noop_name = if self.noop_rust.is_some() {
                "rust no-op"
            } else {
                "/bin/true"
            };
            let truth = med("/bin/true").context("/bin/true row")?;
            for lang in ["zh", "en"] {
                let hook = med(&format!("hook prompt {lang}")).context("hook row")?;
                verdict(
                    out,
                    &format!("prompt hook ({lang}, 1k) faster than bash"),
                    hook < bash,
                    format!(
                        "median {hook:.2} ms vs {bash:.2} ms: hook/bash = {:.2}×",
                        hook / bash
                    ),
                );
                verdict(
                    out,
                    &format!("prompt hook ({lang}, 1k) ≤ 3× no-op start"),
                    hook <= 3.0 * noop,
                    format!(
                        "hook/{noop_name} = {:.2}× ({hook:.2} / {noop:.2} ms); hook//bin/true = {:.2}×",
                        hook / noop,
                        hook / truth
                    ),
                );
            }
            Ok(())
        }

        /// Run one prompt event and check it answers with cited memories.
        fn check_prompt_answer(&self, root: &Path, input: &Input, label: &str) -> Result<()> {
            let answer = output_of(&Variant::hook("check", root, input.clone()), &self.home)?;
            let v: serde_json::Value = serde_json::from_str(answer.trim())
                .with_context(|| format!("{label} prompt answer is not JSON: {answer:?}"))?;
            let context = v["hookSpecificOutput"]["additionalContext"]
                .as_str()
                .unwrap_or_default();
            let cited = context.matches("📍").count();
            ensure!(
                cited > 0,
                "{label} prompt recalled nothing from {}: {context}",
                root.display()
            );
            Ok(())
        }

        /// Case 2: the same prompt on 100 and on 10,000 entries.
        fn growth(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
            let small = self.work.join("store-100");
            let large = self.work.join("store-10k");
            make_store(&small, 100)?;
            make_store(&large, 10_000)?;
            let zh = prompt_event(PROMPT_ZH, &self.work);
            let en = prompt_event(PROMPT_EN, &self.work);
            settle();
            self.check_prompt_answer(&small, &zh, "zh")?;
            self.check_prompt_answer(&large, &zh, "zh")?;
            let variants = vec![
                Variant::hook("hook prompt zh, 100 entries", &small, zh.clone()),
                Variant::hook("hook prompt zh, 10k entries", &large, zh),
                Variant::hook("hook prompt en, 100 entries", &small, en.clone()),
                Variant::hook("hook prompt en, 10k entries", &large, en),
            ];
            let samples = interleave(&variants, iters, &self.home)?;
            let all: Vec<Stats> = samples.iter().map(|s| stats(s)).collect();
            print_table("2. Growth: 100 vs 10,000 entries", &variants, &all);
            for (lang, a, b) in [("zh", 0, 1), ("en", 2, 3)] {
                let ratio = all[b].median / all[a].median;
                verdict(
                    out,
                    &format!("growth 100 → 10k entries ({lang}) ≪ 10×"),
                    ratio <= GROWTH_LIMIT,
                    format!(
                        "10k/100 = {ratio:.2}× ({:.2} / {:.2} ms; pass ≤ {GROWTH_LIMIT}×)",
                        all[b].median, all[a].median
                    ),
                );
            }
            Ok(())
        }

        /// Case 3: a failure with a 10 MB error.
        fn big_failure(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
            let root = self.work.join("store-failure");
            make_store(&root, 1000)?;
            let error = big_error(PAYLOAD_BYTES);
            let input = failure_event("cargo test --workspace", &error, &self.work);
            let Input::Closed(bytes) = &input else {
                unreachable!("failure_event closes stdin")
            };
            let payload_mib = bytes.len() as f64 / (1024.0 * 1024.0);
            let direct = Variant::hook("hook PostToolUseFailure, 10 MB error", &root, input);
            let mut variants = vec![direct.clone()];
            if let Some(probe) = &self.probe {
                variants.push(direct.probed(
                    "  same, under the memory probe",
                    probe,
                    self.work.join("rss-report"),
                ));
            }
            let samples = interleave(&variants, iters, &self.home)?;
            let all: Vec<Stats> = samples.iter().map(|s| stats(s)).collect();
            print_table(
                &format!("3. PostToolUseFailure with a {payload_mib:.1} MiB event"),
                &variants,
                &all,
            );
            let pool = Pool::parse(&std::fs::read_to_string(root.join("CANDIDATES.md"))?);
            let recorded = pool
                .observing()
                .iter()
                .any(|c| c.summary.contains("cargo test"));
            ensure!(recorded, "the 10 MB failure was not recorded");
            let s = all[0];
            verdict(
                out,
                "10 MB failure ≤ 50 ms",
                s.median <= 50.0,
                format!("median {:.2} ms (p90 {:.2} ms)", s.median, s.p90),
            );
            let (pass, detail) = match all.get(1).and_then(|p| p.max_rss_mib) {
                Some(rss) => (
                    rss <= 4.0 * payload_mib,
                    format!(
                        "max RSS {rss:.1} MiB = {:.2}× the {payload_mib:.1} MiB event",
                        rss / payload_mib
                    ),
                ),
                None => (
                    false,
                    "not measured: the memory probe did not compile".into(),
                ),
            };
            verdict(out, "10 MB failure memory ≤ 4× payload", pass, detail);
            Ok(())
        }

        /// Case 4: 32 failure hooks and 8 prompt hooks at once on one folder.
        fn concurrency(&self, out: &mut Vec<Verdict>) -> Result<()> {
            let root = self.work.join("store-concurrent");
            make_store(&root, 1000)?;
            let pool_before = Pool::parse(&std::fs::read_to_string(root.join("CANDIDATES.md"))?);
            let memory_before =
                Doc::parse(&std::fs::read_to_string(root.join("MEMORY.md"))?).entries();
            // 16 distinct failures, each fired twice: 16 rows counted 2.
            let failures: Vec<Variant> = WORDS
                .iter()
                .cycle()
                .take(32)
                .map(|w| {
                    let error = format!(
                        "Exit code 101\n   Compiling {w}gadget v0.3.1\nerror: package {w}gadget depends on {w}widget which is missing from the registry"
                    );
                    let command = format!("cargo build -p {w}gadget");
                    Variant::hook(w, &root, failure_event(&command, &error, &self.work))
                })
                .collect();
            // 8 decisions, each with a marker that must land in MEMORY.md.
            let prompts: Vec<(String, Variant)> = WORDS[..8]
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let marker = format!("{}-{w}", ["NATS", "Kafka"][i % 2]);
                    let text = if i % 2 == 0 {
                        format!("就这样定:ingest 服务的消息队列用 {marker}。")
                    } else {
                        format!("Let's go with {marker} for the ingest queue.")
                    };
                    let v = Variant::hook(&marker, &root, prompt_event(&text, &self.work));
                    (marker, v)
                })
                .collect();
            // Which prompts the detector turns into writes (`--explain` writes nothing).
            let mut writing = Vec::new();
            for (marker, v) in &prompts {
                let mut explain = v.clone();
                explain.args.push("--explain".into());
                if output_of(&explain, &self.home)?.contains("would apply") {
                    writing.push(marker.clone());
                }
            }
            let mut all: Vec<&Variant> = failures.iter().collect();
            // Prompts spread among the failures.
            for (i, (_, v)) in prompts.iter().enumerate() {
                all.insert(i * 5 + 2, v);
            }
            let start = Instant::now();
            let spawned = all
                .iter()
                .map(|v| spawn(v, &self.home, Stdio::null()))
                .collect::<Result<Vec<_>>>()?;
            let mut codes = Vec::new();
            for s in spawned {
                codes.push(reap(s)?.1);
            }
            let wall = start.elapsed().as_secs_f64() * 1e3;
            let nonzero = codes.iter().filter(|c| **c != 0).count();
            let spooled = std::fs::read_dir(Paths::root(&root).spool_dir())
                .map(|d| d.count())
                .unwrap_or(0);

            let check = check_concurrent(&root, &pool_before, &memory_before, &writing);
            println!("== 4. 32 failure hooks + 8 prompt hooks at once ==");
            println!(
                "wall time, first spawn → last exit: {wall:.1} ms; non-zero exits: {nonzero}; records left in the spool: {spooled}"
            );
            println!(
                "prompt hooks that the detector turns into a write: {}/8\n",
                writing.len()
            );
            let (pass, detail) = match check {
                Ok(d) => (nonzero == 0, d),
                Err(e) => (false, format!("{e:#}")),
            };
            verdict(
                out,
                "concurrent hooks: every record present, files parse",
                pass,
                format!("{detail}; wall {wall:.1} ms"),
            );
            if writing.len() < prompts.len() {
                verdict(
                    out,
                    "concurrent hooks: prompt decisions detected",
                    false,
                    format!(
                        "only {}/{} decision prompts were detected, so only those writes were checked",
                        writing.len(),
                        prompts.len()
                    ),
                );
            }
            Ok(())
        }
    }

    const WORDS: [&str; 16] = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
        "juliet", "kilo", "lima", "mike", "november", "oscar", "papa",
    ];

    /// After the concurrent run: the pool holds 16 new rows counted 2 each (spooled records
    /// included once merged), MEMORY.md holds every detected decision, and both files parse
    /// with a current line index.
    fn check_concurrent(
        root: &Path,
        pool_before: &Pool,
        memory_before: &[memory_manager::store::doc::Located],
        writing: &[String],
    ) -> Result<String> {
        let pool = Pool::parse(&std::fs::read_to_string(root.join("CANDIDATES.md"))?);
        let old: HashSet<&str> = pool_before
            .observing()
            .iter()
            .map(|c| c.id.as_str())
            .collect();
        let new: Vec<_> = pool
            .observing()
            .into_iter()
            .filter(|c| !old.contains(c.id.as_str()))
            .collect();
        let mut missing = Vec::new();
        for w in WORDS {
            let rows: Vec<_> = new
                .iter()
                .filter(|c| c.summary.contains(&format!("{w}gadget")))
                .collect();
            let count: u32 = rows.iter().map(|c| c.count).sum();
            if rows.len() != 1 || count != 2 {
                missing.push(format!("{w}: {} rows, count {count}", rows.len()));
            }
        }
        ensure!(
            missing.is_empty(),
            "failure records wrong: {}",
            missing.join("; ")
        );
        let counts: u32 = new.iter().map(|c| c.count).sum();
        let memory_text = std::fs::read_to_string(root.join("MEMORY.md"))?;
        let memory = Doc::parse(&memory_text);
        ensure!(memory.index_is_current(), "MEMORY.md line index is stale");
        let entries = memory.entries();
        for marker in writing {
            ensure!(
                entries
                    .iter()
                    .any(|l| l.entry.fact.contains(marker.as_str())),
                "decision {marker} is missing from MEMORY.md"
            );
        }
        let kept = memory_before
            .iter()
            .filter(|b| entries.iter().any(|l| l.entry == b.entry))
            .count();
        ensure!(
            kept == memory_before.len(),
            "MEMORY.md lost entries: {kept}/{} kept",
            memory_before.len()
        );
        let user = Doc::parse(&std::fs::read_to_string(root.join("USER.md"))?);
        ensure!(user.index_is_current(), "USER.md line index is stale");
        Ok(format!(
            "{} new candidate rows, counts sum {counts}/32; {} decisions saved; {} old entries kept",
            new.len(),
            writing.len(),
            kept
        ))
    }

    /// A cargo-test-shaped error of about `bytes` bytes: long output, the error at the end.
    fn big_error(bytes: usize) -> String {
        let mut s = String::with_capacity(bytes + 256);
        s.push_str("Exit code 101\n");
        let mut i = 0usize;
        while s.len() < bytes {
            s.push_str(&format!(
                "test storage::tests::case_{i:06} ... ok (0.{:03}s) 中文日志 {:016x}\n",
                i % 1000,
                i.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ));
            i += 1;
        }
        s.push_str("error: test failed, to rerun pass `-p storage --lib`\n");
        s
    }

    /// Runs `PROGRAM ARGS…` as its child, then writes the child's peak RSS (`ru_maxrss`) to
    /// `REPORT`; exits with the child's code. Started fresh, its own mark is tiny.
    const PROBE_SRC: &str = r#"
use std::process::Command;
#[repr(C)]
struct Rusage { times: [i64; 4], maxrss: i64, rest: [i64; 14] }
extern "C" { fn getrusage(who: i32, usage: *mut Rusage) -> i32; }
fn main() {
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
    fn compile(work: &Path, name: &str, source: &str) -> Option<PathBuf> {
        let src = work.join(format!("{name}.rs"));
        let exe = work.join(name);
        std::fs::write(&src, source).ok()?;
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let ok = Command::new(rustc)
            .args(["--edition", "2021", "-C", "opt-level=3", "-o"])
            .arg(&exe)
            .arg(&src)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!("note: could not compile {name} with rustc");
        }
        ok.then_some(exe)
    }

    // ---------------------------------------------------------------- stores

    /// Deterministic xorshift, so every run benchmarks the same stores.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
            xs[(self.next() % xs.len() as u64) as usize]
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    const SERVICES: &[&str] = &[
        "billing",
        "auth-service",
        "gateway",
        "search-api",
        "notifier",
        "ledger",
        "web-frontend",
        "admin-console",
        "data-pipeline",
        "scheduler",
        "payments",
        "reporting",
    ];
    const TOOLS: &[&str] = &[
        "pnpm",
        "npm",
        "cargo",
        "docker",
        "kubectl",
        "terraform",
        "Redis",
        "PostgreSQL",
        "Kafka",
        "nginx",
        "gRPC",
        "Vite",
        "pytest",
        "ruff",
        "eslint",
        "Sentry",
        "Grafana",
        "SQLite",
    ];
    const SUBJECTS_ZH: &[&str] = &[
        "数据库",
        "缓存",
        "前端",
        "日志",
        "部署",
        "测试",
        "接口",
        "权限",
        "监控",
        "消息队列",
        "配置",
        "文档",
        "迁移",
        "鉴权",
        "限流",
    ];
    const SUBJECTS_EN: &[&str] = &[
        "database",
        "cache",
        "frontend",
        "logging",
        "deploy",
        "tests",
        "API",
        "permissions",
        "monitoring",
        "queue",
        "config",
        "docs",
        "migration",
        "auth",
        "rate limit",
    ];
    const COMMANDS: &[&str] = &[
        "cargo build",
        "pnpm install",
        "docker compose up",
        "kubectl apply -f k8s/",
        "terraform plan",
        "pytest -x",
        "npm run lint",
        "go test ./...",
    ];
    const ERRORS: &[&str] = &[
        "linker `cc` not found",
        "ERESOLVE unable to resolve dependency tree",
        "port 5432 already in use",
        "permission denied (publickey)",
        "connection refused",
        "out of memory",
        "certificate has expired",
    ];
    const FIXES: &[&str] = &[
        "install build-essential",
        "pin the peer dependency",
        "stop the local postgres first",
        "add the deploy key",
        "start the service first",
        "raise the memory limit",
        "renew the dev certificate",
    ];
    const REASONS_ZH: &[&str] = &[
        "性能更好",
        "团队更熟悉",
        "运维成本低",
        "社区活跃",
        "和现有系统兼容",
    ];

    fn rule(r: &mut Rng) -> String {
        let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
        let (zs, es) = (r.pick(SUBJECTS_ZH), r.pick(SUBJECTS_EN));
        match r.below(4) {
            0 => format!("{svc} 的{zs}统一用 {tool},不用 {other} | 来源:用户明确指示"),
            1 => format!(
                "Always run `{}` before pushing {svc} {es} changes | source: user-explicit",
                r.pick(COMMANDS)
            ),
            2 => format!("{svc} 的{zs}改动必须先在 staging 验证 {tool} | 来源:用户明确指示"),
            _ => format!("Never commit {tool} secrets in {svc} {es} files | source: user-explicit"),
        }
    }

    fn decision(r: &mut Rng) -> String {
        let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
        let (zs, es) = (r.pick(SUBJECTS_ZH), r.pick(SUBJECTS_EN));
        match r.below(4) {
            0 => format!(
                "{svc} 的{zs}采用 {tool} 方案,因为{} | 来源:决策",
                r.pick(REASONS_ZH)
            ),
            1 => format!("Use {tool} for {svc} {es}, not {other} | source: decision"),
            2 => format!(
                "不做:{svc} 的{zs}重构,因为{} | 来源:决策",
                r.pick(REASONS_ZH)
            ),
            _ => format!(
                "{svc} {es} timeout is {}s behind {tool} | source: decision",
                5 + r.below(120)
            ),
        }
    }

    fn correction(r: &mut Rng) -> String {
        let svc = r.pick(SERVICES);
        match r.below(3) {
            0 => format!(
                "`{}` failed in {svc}: {} → {} | 来源:候选池C{:03} | 已修正",
                r.pick(COMMANDS),
                r.pick(ERRORS),
                r.pick(FIXES),
                1 + r.below(300)
            ),
            1 => format!(
                "{svc} 的{}超时应该是 {} 秒,不是 {} 秒 | 来源:纠正",
                r.pick(SUBJECTS_ZH),
                10 + r.below(90),
                1 + r.below(9)
            ),
            _ => format!(
                "{svc} {} must go through {}, not {} | source: correction",
                r.pick(SUBJECTS_EN),
                r.pick(TOOLS),
                r.pick(TOOLS)
            ),
        }
    }

    fn skill(r: &mut Rng) -> String {
        let (svc, es, tool) = (r.pick(SERVICES), r.pick(SUBJECTS_EN), r.pick(TOOLS));
        format!(
            "{svc} {es} runbook for {tool} → skills/{svc}-{}.md",
            es.replace(' ', "-")
        )
    }

    fn user_line(r: &mut Rng) -> String {
        let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
        match r.below(4) {
            0 => format!("回复用中文,{svc} 的代码注释用英文 | 来源:用户明确指示"),
            1 => format!("Prefers {tool} over {other} for {svc} | source: user-explicit"),
            2 => format!("负责 {svc} 的{} | 来源:用户明确指示", r.pick(SUBJECTS_ZH)),
            _ => format!("Keep answers short, show the {svc} diff first | source: user-explicit"),
        }
    }

    /// Makes the text of one fact (with its metadata).
    type MakeFact = fn(&mut Rng) -> String;

    /// One entry line: a month, sometimes pinned, sometimes superseded.
    fn entry_line(r: &mut Rng, body: &str, lines_so_far: usize) -> String {
        let month = format!("{}-{:02}", 2025 + r.below(2), 1 + r.below(11));
        match r.below(100) {
            0 => format!("- [{month}] [!] {body}"),
            1..=3 => {
                let fact = body.split(" | ").next().unwrap_or(body);
                format!(
                    "- [{month}] ~~{fact}~~ | superseded: 2026-11 → L{}",
                    lines_so_far + 40
                )
            }
            _ => format!("- [{month}] {body}"),
        }
    }

    /// A store with `n` entries: 95 % in MEMORY.md over four sections, the rest in USER.md,
    /// with some hand-written prose kept among them, and a pool of a few dozen candidates.
    /// Let freshly written stores settle before their first prompt. The hook trusts its term
    /// index by the memory files' times once their last change is over a second older than
    /// the index; until then it hashes both files on every prompt (the cost of the first
    /// second after a write, not of the prompts a user types). The first prompt after this
    /// builds the index, and the benchmark measures the steady state.
    fn settle() {
        std::thread::sleep(Duration::from_millis(1100));
    }

    fn make_store(root: &Path, n: usize) -> Result<()> {
        std::fs::create_dir_all(root)?;
        let status = Command::new(BIN)
            .args(["init", "--lang", "zh", "--root"])
            .arg(root)
            .env("HOME", root)
            .env_remove("XDG_CACHE_HOME")
            .stdout(Stdio::null())
            .status()
            .context("memory-manager init")?;
        ensure!(status.success(), "memory-manager init failed");
        let mut r = Rng(0x2545_f491_4f6c_dd1d ^ n as u64);
        let mut seen = HashSet::new();
        // Distinct facts (a store does not hold the same fact twice); when the vocabulary
        // runs dry a serial number keeps them apart.
        let mut unique = |r: &mut Rng, make: MakeFact| {
            for attempt in 0.. {
                let mut body = make(r);
                if attempt >= 20 {
                    let (fact, meta) = body.split_once(" | ").unwrap_or((&body, ""));
                    body = format!("{fact} (#{}) | {meta}", seen.len());
                }
                let key = normalize(body.split(" | ").next().unwrap_or(&body));
                if seen.insert(key) {
                    return body;
                }
            }
            unreachable!("a serial number is always new")
        };
        let users = (n / 20).max(5);
        let memories = n - users;
        let shares: [(&str, MakeFact, usize); 4] = [
            ("## 📌 重要规则", rule, 25),
            ("## 🧭 决策记录", decision, 35),
            ("## ⚠️ 错误修正记录", correction, 30),
            ("## 🔗 技能索引", skill, 10),
        ];
        let mut memory = String::from(
            "# MEMORY.md — 长期记忆\n\n> 一行一条事实:`- [YYYY-MM] 事实 | 来源:…`。旧事实划掉并指向新行,不直接覆盖。\n",
        );
        let mut written = 0;
        for (k, (heading, make, share)) in shares.iter().enumerate() {
            let count = if k == shares.len() - 1 {
                memories - written
            } else {
                memories * share / 100
            };
            memory.push_str(&format!("\n{heading}\n\n"));
            if k == 1 {
                memory.push_str("团队约定:决策按时间顺序追加,旧的划掉。\n\n");
            }
            for _ in 0..count {
                let body = unique(&mut r, *make);
                let line = entry_line(&mut r, &body, written);
                memory.push_str(&line);
                memory.push('\n');
            }
            written += count;
        }
        memory.push_str("\n## 📅 日志归档引用\n\n- 2026-10 → 2026-10.md\n\n## 🔄 进化历史摘要\n\n");
        write_doc(&root.join("MEMORY.md"), &memory)?;

        let mut user =
            String::from("# USER.md — 用户画像\n\n> 关于用户本人:偏好、工作背景、沟通风格。\n");
        for (k, heading) in ["## 👤 基本偏好", "## 🏢 工作背景", "## 💬 沟通风格"]
            .iter()
            .enumerate()
        {
            user.push_str(&format!("\n{heading}\n\n"));
            let count = users / 3 + usize::from(k < users % 3);
            for _ in 0..count {
                let body = unique(&mut r, user_line);
                user.push_str(&entry_line(&mut r, &body, 0));
                user.push('\n');
            }
        }
        write_doc(&root.join("USER.md"), &user)?;

        let mut pool = Pool::parse(&Pool::template(memory_manager::text::Lang::Zh));
        let day = NaiveDate::from_ymd_opt(2026, 11, 2).context("date")?;
        for i in 0..36 {
            let kind = [
                CandidateKind::Error,
                CandidateKind::Rule,
                CandidateKind::Preference,
                CandidateKind::Decision,
            ][i % 4];
            let summary = match kind {
                CandidateKind::Error => format!("Bash `{}` → {}", r.pick(COMMANDS), r.pick(ERRORS)),
                _ => unique(&mut r, rule)
                    .split(" | ")
                    .next()
                    .unwrap_or("")
                    .to_string(),
            };
            for _ in 0..1 + r.below(2) {
                pool.observe(kind, &summary, false, CandidateSource::Hook, day);
            }
        }
        std::fs::write(root.join("CANDIDATES.md"), pool.render())?;
        Ok(())
    }

    /// Write a memory file with its auto line index made current.
    fn write_doc(path: &Path, text: &str) -> Result<()> {
        let mut doc = Doc::parse(text);
        doc.refresh_index();
        if !doc.index_is_current() {
            bail!("generated {} has a stale index", path.display());
        }
        std::fs::write(path, doc.render()).with_context(|| format!("write {}", path.display()))
    }
}
