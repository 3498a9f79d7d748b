//! Recall measured on a labelled corpus (`tests/corpus/recall.dev/`, README there) through
//! the real binary, as a host runs it: shared by `cargo bench --bench recall` and the
//! `tests/recall_corpus.rs` floors.
//!
//! The store is written with `write-memory` / `write-user`; each prompt is sent to `hook`
//! (a `UserPromptSubmit` event on stdin) in a fresh copy of it, with `HOME` and
//! `XDG_CACHE_HOME` in temp folders; the `📍 FILE:Lnn` lines of its `additionalContext`
//! are mapped back to memory ids through the cited line of the copy.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail, ensure};
// A fact as an entry line holds it (a rule-file table row's `|` is written `&#124;`).
use memory_manager::store::entry::escape_bars;
use serde::Deserialize;

/// The date every run pretends today is.
const TODAY: &str = "2026-11-30";
/// Environment that would point the binary somewhere else.
const SCRUBBED: &[&str] = &[
    "MEMORY_MANAGER_ROOT",
    "MEMORY_MANAGER_BUDGET",
    "MEMORY_MANAGER_WORKSPACE",
    "CLAUDE_PROJECT_DIR",
    "OPENCLAW_PROFILE",
    "OPENCLAW_STATE_DIR",
    "LC_ALL",
];

#[derive(Debug, Deserialize)]
pub struct Memory {
    pub id: String,
    pub file: String,
    pub section: String,
    pub text: String,
}

#[derive(Debug, Deserialize)]
pub struct Prompt {
    pub id: String,
    pub prompt: String,
    pub relevant: Vec<String>,
    pub cat: String,
}

fn is_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c))
}

fn read_jsonl<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<Vec<T>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("{}", path.display()))?;
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).with_context(|| format!("{}: {l}", path.display())))
        .collect()
}

/// Ranking metrics summed over prompts with relevant memories, noise over the others.
#[derive(Debug, Default, Clone)]
pub struct Tally {
    pub prompts: usize,
    pub hit1: f64,
    pub hit3: f64,
    pub recall5: f64,
    pub mrr: f64,
    /// Prompts with no relevant memory, their injected lines, and how many got none.
    pub empty_prompts: usize,
    pub empty_lines: usize,
    pub empty_none: usize,
    /// Characters of the cited memory lines, and of the whole context, over all prompts.
    pub all_prompts: usize,
    pub cited_chars: usize,
    pub context_chars: usize,
}

impl Tally {
    fn add(&mut self, relevant: &[String], ranked: &[String], cited_chars: usize, ctx: usize) {
        self.all_prompts += 1;
        self.cited_chars += cited_chars;
        self.context_chars += ctx;
        if relevant.is_empty() {
            self.empty_prompts += 1;
            self.empty_lines += ranked.len();
            self.empty_none += usize::from(ranked.is_empty());
            return;
        }
        let is_rel = |id: &String| relevant.contains(id);
        self.prompts += 1;
        self.hit1 += f64::from(u8::from(ranked.first().is_some_and(is_rel)));
        self.hit3 += f64::from(u8::from(ranked.iter().take(3).any(is_rel)));
        let found = ranked.iter().take(5).filter(|id| is_rel(id)).count();
        self.recall5 += found as f64 / relevant.len() as f64;
        if let Some(r) = ranked.iter().position(is_rel) {
            self.mrr += 1.0 / (r + 1) as f64;
        }
    }

    fn mean(&self, sum: f64) -> f64 {
        if self.prompts == 0 {
            0.0
        } else {
            sum / self.prompts as f64
        }
    }
    pub fn hit_at_1(&self) -> f64 {
        self.mean(self.hit1)
    }
    pub fn hit_at_3(&self) -> f64 {
        self.mean(self.hit3)
    }
    pub fn recall_at_5(&self) -> f64 {
        self.mean(self.recall5)
    }
    pub fn mean_rr(&self) -> f64 {
        self.mean(self.mrr)
    }
    /// Mean injected lines on prompts with no relevant memory.
    pub fn noise_lines(&self) -> f64 {
        if self.empty_prompts == 0 {
            0.0
        } else {
            self.empty_lines as f64 / self.empty_prompts as f64
        }
    }
    pub fn noise_none_share(&self) -> f64 {
        if self.empty_prompts == 0 {
            0.0
        } else {
            self.empty_none as f64 / self.empty_prompts as f64
        }
    }
    pub fn mean_cited_chars(&self) -> f64 {
        self.cited_chars as f64 / self.all_prompts.max(1) as f64
    }
    pub fn mean_context_chars(&self) -> f64 {
        self.context_chars as f64 / self.all_prompts.max(1) as f64
    }
}

/// One way of asking for the ranked list: the prompt hook or `recall --json --limit 5`.
#[derive(Debug, Default, Clone)]
pub struct Figures {
    pub overall: Tally,
    pub by_cat: BTreeMap<String, Tally>,
    pub by_lang: BTreeMap<&'static str, Tally>,
    /// Prompt ids whose first cited memory was not relevant, or that cited none (for
    /// reading misses, not scoring).
    pub misses: Vec<String>,
}

impl Figures {
    fn add(&mut self, p: &Prompt, ranked: &[String], cited: usize, ctx: usize) {
        self.overall.add(&p.relevant, ranked, cited, ctx);
        self.by_cat
            .entry(p.cat.clone())
            .or_default()
            .add(&p.relevant, ranked, cited, ctx);
        let lang = if is_chinese(&p.prompt) { "zh" } else { "en" };
        self.by_lang
            .entry(lang)
            .or_default()
            .add(&p.relevant, ranked, cited, ctx);
        let first_ok = ranked.first().is_some_and(|id| p.relevant.contains(id));
        let right = first_ok || (p.relevant.is_empty() && ranked.is_empty());
        if !right {
            self.misses
                .push(format!("{} {:?} → {:?}", p.id, p.relevant, ranked));
        }
    }

    /// The cross-lingual category's tally.
    pub fn cat(&self, cat: &str) -> Tally {
        self.by_cat.get(cat).cloned().unwrap_or_default()
    }
}

pub struct Report {
    pub hook: Figures,
    pub recall: Figures,
    /// Prompts after which a file of the store differed (a detector false positive).
    pub wrote: Vec<String>,
    /// Memories whose text did not come back unchanged from `write-memory`/`write-user`.
    pub altered: Vec<String>,
}

/// The binary, with its environment pinned to temp folders.
fn mm(bin: &Path, home: &Path) -> Command {
    let mut c = Command::new(bin);
    for k in SCRUBBED {
        c.env_remove(k);
    }
    c.env("HOME", home)
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env("MEMORY_MANAGER_TODAY", TODAY)
        .env("LANG", "en_US.UTF-8");
    c
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let target = to.join(e.file_name());
        if e.file_type()?.is_dir() {
            copy_dir(&e.path(), &target)?;
        } else {
            std::fs::copy(e.path(), &target)?;
        }
    }
    Ok(())
}

/// Every file under `dir` with its bytes, for telling whether a prompt wrote anything.
fn snapshot(dir: &Path) -> Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d)? {
            let e = e?;
            if e.file_type()?.is_dir() {
                stack.push(e.path());
            } else {
                let rel = e.path().strip_prefix(dir)?.to_path_buf();
                out.insert(rel, std::fs::read(e.path())?);
            }
        }
    }
    Ok(out)
}

/// The memory a cited line holds: the longest memory text found in it.
fn memory_on_line<'a>(memories: &'a [Memory], line: &str) -> Option<&'a Memory> {
    memories
        .iter()
        .filter(|m| line.contains(&*escape_bars(&m.text)))
        .max_by_key(|m| m.text.len())
}

/// Cited `📍 FILE:Lnn` lines of an injection, as (file, line number).
fn citations(context: &str) -> Vec<(String, usize)> {
    context
        .lines()
        .filter_map(|l| l.strip_prefix("📍 "))
        .filter_map(|rest| {
            let (file, tail) = rest.split_once(":L")?;
            let digits: String = tail.chars().take_while(char::is_ascii_digit).collect();
            Some((file.to_string(), digits.parse().ok()?))
        })
        .collect()
}

/// Map citations to memory ids through the store at `root`, duplicates dropped, with the
/// characters of the cited lines as injected.
fn ranked_ids(
    memories: &[Memory],
    root: &Path,
    context: &str,
    cites: &[(String, usize)],
) -> Result<(Vec<String>, usize)> {
    let mut ids = Vec::new();
    let mut files: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (file, n) in cites {
        if !files.contains_key(file) {
            let text = std::fs::read_to_string(root.join(file))
                .with_context(|| format!("cited file {file}"))?;
            files.insert(file.clone(), text.lines().map(str::to_string).collect());
        }
        let line = files[file]
            .get(n.wrapping_sub(1))
            .with_context(|| format!("{file}:L{n} is past the end"))?;
        if let Some(m) = memory_on_line(memories, line)
            && !ids.contains(&m.id)
        {
            ids.push(m.id.clone());
        }
    }
    let chars = context
        .lines()
        .filter(|l| l.starts_with("📍 "))
        .map(|l| l.chars().count())
        .sum();
    Ok((ids, chars))
}

/// Run the whole corpus at `corpus` through `bin`, working in `work`.
pub fn run(bin: &Path, corpus: &Path, work: &Path) -> Result<Report> {
    let memories: Vec<Memory> = read_jsonl(&corpus.join("memories.jsonl"))?;
    let prompts: Vec<Prompt> = read_jsonl(&corpus.join("queries.jsonl"))?;
    let home = work.join("home");
    std::fs::create_dir_all(&home)?;
    let store = work.join("store");
    for m in &memories {
        let cmd = match m.file.as_str() {
            "MEMORY.md" => "write-memory",
            "USER.md" => "write-user",
            other => bail!("{}: unknown file {other}", m.id),
        };
        let out = mm(bin, &home)
            .arg("--root")
            .arg(&store)
            .args([cmd, "--section", &m.section, &m.text])
            .output()?;
        ensure!(
            out.status.success(),
            "{cmd} {}: {}",
            m.id,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let mut altered = Vec::new();
    for m in &memories {
        let text = std::fs::read_to_string(store.join(&m.file))?;
        if !text.lines().any(|l| l.contains(&*escape_bars(&m.text))) {
            altered.push(m.id.clone());
        }
    }
    let before = snapshot(&store)?;
    let mut report = Report {
        hook: Figures::default(),
        recall: Figures::default(),
        wrote: Vec::new(),
        altered,
    };
    for (k, p) in prompts.iter().enumerate() {
        let copy = work.join(format!("p{k}"));
        copy_dir(&store, &copy)?;
        let event = serde_json::json!({
            "hook_event_name": "UserPromptSubmit",
            "session_id": "bench",
            "cwd": copy,
            "prompt": p.prompt,
        });
        let mut child = mm(bin, &home)
            .arg("hook")
            .arg("--root")
            .arg(&copy)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        child
            .stdin
            .take()
            .context("stdin")?
            .write_all(event.to_string().as_bytes())?;
        let out = child.wait_with_output()?;
        ensure!(out.status.success(), "hook on {}", p.id);
        let answer: serde_json::Value = serde_json::from_slice(&out.stdout)
            .with_context(|| format!("hook answer on {}", p.id))?;
        let context = answer["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .unwrap_or_default();
        let (ids, chars) = ranked_ids(&memories, &copy, context, &citations(context))?;
        report.hook.add(p, &ids, chars, context.chars().count());
        if snapshot(&copy)? != before {
            report.wrote.push(p.id.clone());
        }
        // The same ranking through `recall --json --limit 5`, before any write can matter.
        let out = mm(bin, &home)
            .arg("--root")
            .arg(&store)
            .args(["recall", "--json", "--limit", "5", &p.prompt])
            .output()?;
        let hits: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout)
            .with_context(|| format!("recall --json on {}", p.id))?;
        let cites: Vec<(String, usize)> = hits
            .iter()
            .filter_map(|h| {
                Some((
                    h["file"].as_str()?.to_string(),
                    h["line"].as_u64()? as usize,
                ))
            })
            .collect();
        let (ids, _) = ranked_ids(&memories, &store, "", &cites)?;
        report.recall.add(p, &ids, 0, 0);
        std::fs::remove_dir_all(&copy)?;
    }
    Ok(report)
}

/// The goals of DESIGN.md's recall row.
pub const GOAL_HIT3: f64 = 0.85;
pub const GOAL_CROSS_HIT3: f64 = 0.70;
pub const GOAL_NOISE_LINES: f64 = 0.2;

impl Report {
    /// The figures as a table, next to the goals.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let row = |out: &mut String, name: &str, t: &Tally| {
            out.push_str(&format!(
                "{name:<14} {:>5} {:>7.2} {:>7.2} {:>9.2} {:>6.2} {:>9.1}\n",
                t.prompts,
                t.hit_at_1(),
                t.hit_at_3(),
                t.recall_at_5(),
                t.mean_rr(),
                t.mean_cited_chars(),
            ));
        };
        for (title, f) in [
            ("prompt hook", &self.hook),
            ("recall --json --limit 5", &self.recall),
        ] {
            out.push_str(&format!("== {title} ==\n"));
            out.push_str("category       count   hit@1   hit@3  recall@5    MRR  cited ch\n");
            for (cat, t) in &f.by_cat {
                if t.prompts > 0 {
                    row(&mut out, cat, t);
                }
            }
            for (lang, t) in &f.by_lang {
                row(&mut out, &format!("lang {lang}"), t);
            }
            row(&mut out, "all", &f.overall);
            let noise = &f.overall;
            out.push_str(&format!(
                "irrelevant prompts: {}; mean injected lines {:.2}, share with none {:.2}, \
                 mean cited characters {:.1}\n",
                noise.empty_prompts,
                noise.noise_lines(),
                noise.noise_none_share(),
                f.cat("irrelevant").mean_cited_chars(),
            ));
            if title == "prompt hook" {
                out.push_str(&format!(
                    "mean additionalContext characters {:.1} (cited lines {:.1})\n",
                    noise.mean_context_chars(),
                    noise.mean_cited_chars()
                ));
            }
            out.push('\n');
        }
        let goal = |ok: bool| if ok { "PASS" } else { "FAIL" };
        let h = &self.hook;
        let (hit3, cross, noise) = (
            h.overall.hit_at_3(),
            h.cat("crosslingual").hit_at_3(),
            h.overall.noise_lines(),
        );
        out.push_str(&format!(
            "{}  hit@3 {hit3:.2} (goal ≥ {GOAL_HIT3})\n{}  cross-lingual hit@3 {cross:.2} \
             (goal ≥ {GOAL_CROSS_HIT3})\n{}  irrelevant prompts {noise:.2} lines (goal ≤ \
             {GOAL_NOISE_LINES})\n",
            goal(hit3 >= GOAL_HIT3),
            goal(cross >= GOAL_CROSS_HIT3),
            goal(noise <= GOAL_NOISE_LINES),
        ));
        out.push_str(&format!(
            "prompts that wrote to the store: {} {:?}; memory lines altered on write: {} {:?}\n",
            self.wrote.len(),
            self.wrote,
            self.altered.len(),
            self.altered
        ));
        out
    }

    /// Prompt ids the hook ranked wrong first, one a line.
    pub fn render_misses(&self) -> String {
        self.hook.misses.join("\n")
    }
}
