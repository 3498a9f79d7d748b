//! The cases and their verdicts against DESIGN's numbers.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use anyhow::{Context, Result, ensure};
use memory_manager::store::candidates::Pool;
use memory_manager::store::doc::Doc;
use memory_manager::store::paths::Paths;
use serde_json::json;

use crate::process::*;
use crate::store::*;

/// The binary as cargo built it.
const BUILT: &str = env!("CARGO_BIN_EXE_memory-manager");
static BIN_COPY: OnceLock<PathBuf> = OnceLock::new();

/// The binary the bench runs: a copy of the build in the bench's folder, as `cargo install`
/// copies it. The linker writes its output through a memory map, and the kernel keeps such a
/// file's pages cached one by one; a file written by `write` or read from disk is cached in
/// larger blocks, which a start-up maps with fewer page faults. The same bytes ran
/// 1.66 ms (copy) vs 2.08 ms (as linked) of task-clock, 137 vs 153 page faults (`perf stat`,
/// en prompt, 1k store): the bench measures the binary as users run it, not the linker's
/// cache. Falls back to the build when no copy was made.
pub(crate) fn bin() -> &'static Path {
    BIN_COPY.get().map_or(Path::new(BUILT), PathBuf::as_path)
}

/// Copy `exe` to `to` (see [`bin`]), executable.
pub(crate) fn copy_exe(exe: &Path, to: &Path) -> Result<()> {
    std::fs::copy(exe, to)
        .with_context(|| format!("copy {} to {}", exe.display(), to.display()))?;
    Ok(())
}
pub(crate) const TMP: &str = env!("CARGO_TARGET_TMPDIR");
pub(crate) const PAYLOAD_BYTES: usize = 10 * 1024 * 1024;
/// DESIGN's targets: the prompt hook on 10,000 entries at most 1.5× its time on 100, on
/// 1,000 entries at most 2.5× a no-op process and no slower than a bash hook that prints
/// the reminder; its peak memory at most 20 MB.
pub(crate) const GROWTH_LIMIT: f64 = 1.5;
pub(crate) const NOOP_LIMIT: f64 = 2.5;
pub(crate) const PEAK_MIB: f64 = 20.0;

pub(crate) const PROMPT_ZH: &str = "部署 billing 服务之前,数据库迁移和缓存要注意什么?";
pub(crate) const PROMPT_EN: &str =
    "How should I configure the Redis cache timeout for the billing service?";
pub(crate) const REMINDER: &str = r#"{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"<memory>\nBefore acting, use the memories below; cite them as FILE:Lnn. Decisions and failures are saved for you; run memory-manager evolve at session end.\nRecall more: memory-manager recall WORDS; save: memory-manager write-memory TEXT.\n</memory>"}}"#;

pub(crate) fn run() -> Result<()> {
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
    let copy = work.path().join("memory-manager");
    copy_exe(Path::new(BUILT), &copy)?;
    let _ = BIN_COPY.set(copy);
    let bench = Bench::new(work.path())?;
    if args.iter().any(|a| a == "--keep") {
        println!("keeping the stores in {}", work.keep().display());
    }
    println!("memory-manager hook benchmark ({iters} iterations of the fast cases)");
    println!("binary: {} (a copy of {BUILT})\n", bin().display());
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
    if wanted("stale") {
        bench.stale_referents(iters, &mut verdicts)?;
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

pub(crate) struct Verdict {
    pub(crate) what: String,
    pub(crate) pass: bool,
    pub(crate) detail: String,
}

pub(crate) fn verdict(out: &mut Vec<Verdict>, what: &str, pass: bool, detail: String) {
    out.push(Verdict {
        what: what.into(),
        pass,
        detail,
    });
}

pub(crate) struct Bench {
    pub(crate) work: PathBuf,
    pub(crate) home: PathBuf,
    pub(crate) store_1k: PathBuf,
    pub(crate) noop_rust: Option<PathBuf>,
    pub(crate) probe: Option<PathBuf>,
    pub(crate) bash_script: PathBuf,
}

pub(crate) fn prompt_event(prompt: &str, cwd: &Path) -> Input {
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

pub(crate) fn failure_event(command: &str, error: &str, cwd: &Path) -> Input {
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
    pub(crate) fn new(work: &Path) -> Result<Bench> {
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
    pub(crate) fn prompt_vs_baselines(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
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
            Variant::new(
                "memory-manager --version",
                bin(),
                &["--version"],
                zh.clone(),
            ),
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
                &format!("prompt hook ({lang}, 1k) ≤ a bash reminder hook"),
                hook <= bash,
                format!(
                    "median {hook:.2} ms vs {bash:.2} ms: hook/bash = {:.2}×",
                    hook / bash
                ),
            );
            verdict(
                out,
                &format!("prompt hook ({lang}, 1k) ≤ {NOOP_LIMIT}× no-op start"),
                hook <= NOOP_LIMIT * noop,
                format!(
                    "hook/{noop_name} = {:.2}× ({hook:.2} / {noop:.2} ms); hook//bin/true = {:.2}×",
                    hook / noop,
                    hook / truth
                ),
            );
        }
        Ok(())
    }

    /// Case 5: the prompt hook checking what its lines name (docs/RECALL.md "Memory that
    /// stays true"): a project in the Claude Code layout whose 1,000-entry MEMORY.md names a
    /// path on a third of its lines, half of them gone, next to the same store under `--root`
    /// (not checked) and a bash reminder hook.
    pub(crate) fn stale_referents(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
        let project = self.work.join("stale-project");
        let named = make_project_store(&project, 1000)?;
        let zh = prompt_event(PROMPT_ZH, &project);
        let en = prompt_event(PROMPT_EN, &project);
        settle();
        let checked = |label: &str, input: &Input| {
            Variant::new(
                label,
                bin(),
                &["hook", "--layout", "claude-code"],
                input.clone(),
            )
        };
        for (label, input) in [("zh", &zh), ("en", &en)] {
            let answer = output_of(&checked("check", input), &self.home)?;
            ensure!(
                answer.contains("📍"),
                "{label} prompt recalled nothing from {}: {answer}",
                project.display()
            );
        }
        let marked = output_of(&checked("check", &en), &self.home)?;
        println!(
            "\n{named} of 1,000 lines name a path, half of them gone; the en prompt's block cites {} lines, {} marked gone (a stale line ranks below the fine ones)",
            marked.matches("📍").count(),
            marked.matches("no longer exists").count()
        );
        let echo = format!("echo '{REMINDER}'");
        let variants = vec![
            checked("hook prompt zh, 1k, paths checked", &zh),
            checked("hook prompt en, 1k, paths checked", &en),
            Variant::hook(
                "hook prompt en, 1k, --root (no check)",
                &self.store_1k,
                en.clone(),
            ),
            Variant::new(
                "bash -c 'echo {reminder}'",
                "bash",
                &["-c", &echo],
                zh.clone(),
            ),
        ];
        let samples = interleave(&variants, iters, &self.home)?;
        let all: Vec<Stats> = samples.iter().map(|s| stats(s)).collect();
        print_table(
            "5. Stale referents: a third of 1,000 lines name paths",
            &variants,
            &all,
        );
        let bash = all[3].median;
        for (lang, i) in [("zh", 0), ("en", 1)] {
            let hook = all[i].median;
            verdict(
                out,
                &format!("prompt hook checking paths ({lang}, 1k) ≤ a bash reminder hook"),
                hook <= bash,
                format!(
                    "median {hook:.2} ms vs {bash:.2} ms: hook/bash = {:.2}×",
                    hook / bash
                ),
            );
        }
        Ok(())
    }

    /// Run one prompt event and check it answers with cited memories.
    pub(crate) fn check_prompt_answer(
        &self,
        root: &Path,
        input: &Input,
        label: &str,
    ) -> Result<()> {
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
    pub(crate) fn growth(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
        let small = self.work.join("store-100");
        let large = self.work.join("store-10k");
        make_store(&small, 100)?;
        make_store(&large, 10_000)?;
        let zh = prompt_event(PROMPT_ZH, &self.work);
        let en = prompt_event(PROMPT_EN, &self.work);
        settle();
        self.check_prompt_answer(&small, &zh, "zh")?;
        self.check_prompt_answer(&large, &zh, "zh")?;
        let mut variants = vec![
            Variant::hook("hook prompt zh, 100 entries", &small, zh.clone()),
            Variant::hook("hook prompt zh, 10k entries", &large, zh.clone()),
            Variant::hook("hook prompt en, 100 entries", &small, en.clone()),
            Variant::hook("hook prompt en, 10k entries", &large, en),
        ];
        if let Some(probe) = &self.probe {
            variants.push(
                Variant::hook("hook prompt zh, 10k entries", &large, zh).probed(
                    "  same, under the memory probe",
                    probe,
                    self.work.join("rss-report-10k"),
                ),
            );
        }
        let samples = interleave(&variants, iters, &self.home)?;
        let all: Vec<Stats> = samples.iter().map(|s| stats(s)).collect();
        print_table("2. Growth: 100 vs 10,000 entries", &variants, &all);
        for (lang, a, b) in [("zh", 0, 1), ("en", 2, 3)] {
            let ratio = all[b].median / all[a].median;
            verdict(
                out,
                &format!("growth 100 → 10k entries ({lang}) ≤ {GROWTH_LIMIT}×"),
                ratio <= GROWTH_LIMIT,
                format!(
                    "10k/100 = {ratio:.2}× ({:.2} / {:.2} ms; pass ≤ {GROWTH_LIMIT}×)",
                    all[b].median, all[a].median
                ),
            );
        }
        let (pass, detail) = match all.get(4).and_then(|p| p.max_rss_mib) {
            Some(rss) => (
                rss <= PEAK_MIB,
                format!("max RSS {rss:.1} MiB (pass ≤ {PEAK_MIB} MiB)"),
            ),
            None => (false, "no memory probe (rustc missing?)".to_string()),
        };
        verdict(out, "prompt hook peak memory, 10k entries", pass, detail);
        Ok(())
    }

    /// Case 3: a failure with a 10 MB error.
    pub(crate) fn big_failure(&self, iters: usize, out: &mut Vec<Verdict>) -> Result<()> {
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
    pub(crate) fn concurrency(&self, out: &mut Vec<Verdict>) -> Result<()> {
        let root = self.work.join("store-concurrent");
        make_store(&root, 1000)?;
        let pool_before = Pool::parse(&std::fs::read_to_string(root.join("CANDIDATES.md"))?);
        let memory_before = Doc::parse(&std::fs::read_to_string(root.join("MEMORY.md"))?).entries();
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

pub(crate) const WORDS: [&str; 16] = [
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
    "kilo", "lima", "mike", "november", "oscar", "papa",
];

/// After the concurrent run: the pool holds 16 new rows counted 2 each (spooled records
/// included once merged), MEMORY.md holds every detected decision, and both files parse
/// with a current line index.
pub(crate) fn check_concurrent(
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
    // An old entry is kept when its fact is there as it was; a closed fact's `→ Lnn` pointer
    // follows its line as the decisions' section grows, so pointers compare by the fact they
    // point at, not by number.
    let before_keys: Vec<String> = memory_before
        .iter()
        .map(|b| entry_key(b, memory_before))
        .collect();
    let after_keys: HashSet<String> = entries.iter().map(|l| entry_key(l, &entries)).collect();
    let kept = before_keys
        .iter()
        .filter(|k| after_keys.contains(*k))
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

/// An entry as a comparable key: its line with each `→ Lnn` pointer replaced by the fact on
/// line nn of the same file.
fn entry_key(
    l: &memory_manager::store::doc::Located,
    all: &[memory_manager::store::doc::Located],
) -> String {
    let e = &l.entry;
    let meta: Vec<String> = e
        .meta
        .iter()
        .map(|(k, v)| {
            let target = v
                .split_once("→ L")
                .and_then(|(_, n)| n.trim().parse::<usize>().ok())
                .and_then(|n| all.iter().find(|o| o.line == n))
                .map(|o| o.entry.fact.as_str());
            match target {
                Some(fact) => format!("{k}: → {fact}"),
                None => format!("{k}: {v}"),
            }
        })
        .collect();
    format!(
        "{} {} {} {} {}",
        e.month,
        e.pinned,
        e.struck,
        e.fact,
        meta.join(" | ")
    )
}

/// A cargo-test-shaped error of about `bytes` bytes: long output, the error at the end.
pub(crate) fn big_error(bytes: usize) -> String {
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
