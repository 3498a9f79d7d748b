//! The labelled corpora replayed through the real binary, as the host would run it.
//!
//! signals: each prompt in a fresh folder; precision, direct-write precision and recall of
//! what gets saved (see [`Score`]) must reach each corpus's floors; a signal the hook cannot
//! phrase writes nothing and asks the agent. toolfail: every event into one folder; each dedupe group
//! is exactly one candidate row with the right count.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use memory_manager::store::candidates::Pool;
use serde_json::Value;

use crate::support::split::in_validation;
use crate::support::{Mm, corpus};

const TODAY: &str = "2026-11-30";

// The validation part's floors (real prompts from repositories the detector was not tuned
// on): under what it reaches today (precision 1.000 of 8 writes, direct-write precision 1.000
// of 6, recall 0.205 of 39; README, "Capture figures"), by one junk line each, since 8 writes
// move 0.11 per line. The targets are 0.88 / 0.92 / 0.60. Measured again after the second
// round's classes of language (reply style, standing rules in a task, decisions as
// instructions, standing prohibitions, bare corrections): unchanged, none reached a
// validation prompt, so the floors stay. Measured again after the third round's widenings
// (每次 with the directive at once, with a prohibition or 应该, or after a short occasion and a
// comma; 新增一条准则; 还是 settling a choice; "I'll use X for Y"): precision 1.000 of 9
// writes, direct-write precision 1.000 of 7, recall 0.231 (9 of 39); the recall floor moves
// to just under it (one line fewer fails), the precision floors still allow one junk line.
// Round twenty-seven: precision 0.833 (10 of 12 writes), direct-write precision 1.000 of 7,
// recall 0.256 (10 of 39). Both writes counted wrong are candidates for explicit asks whose
// words the hook cannot write as a rule (one became a candidate this round): DESIGN §2 answers
// those with a counted candidate and the ask to the agent, never MEMORY.md, and this strict
// score counts any other file as wrong. The precision floor moves under it; the shared scorer
// (score_signals.py), which counts a candidate as a save, reads precision 1.000 there.
// Round thirty-eight: precision 0.846 (11 of 13), direct-write precision 1.000 of 7, recall
// 0.282 (11 of 39), one correction more caught (主色不对，… said with its topic first); the
// recall floor moves up under it.
const FLOOR_PRECISION: f64 = 0.80;
const FLOOR_DIRECT: f64 = 0.85;
const FLOOR_RECALL: f64 = 0.26;

// The synthetic validation set E and the held-out realistic set R3: precision, direct-write
// precision, recall, just under what they reach (see `signals_synthetic_tuning_and_validation`).
// Measured 0.904 / 0.900 / 0.635 (E) and 0.737 / 0.611 / 0.700 (R3; score_signals.py, which
// counts any write on a labelled line, reads 0.971 / 0.971 / 0.682 and 0.947 / 0.889 / 0.900).
const FLOOR_SYNTH_VALIDATION: (f64, f64, f64) = (0.88, 0.88, 0.62);
const FLOOR_REALISTIC: (f64, f64, f64) = (0.72, 0.59, 0.69);
// R4, written in round six the same way as R3 and never read (only its figures and the names
// of the families behind its junk writes): it read 0.804 / 0.719 / 0.683 on its first run,
// 0.820 / 0.742 / 0.683 after the text-to-work-on lead ("Translate this:", 帮我润色一下：),
// found on our own near-misses, took one junk write (score_signals.py: 0.880 / 0.839 /
// 0.733). Floors just under the first run.
const FLOOR_REALISTIC_R4: (f64, f64, f64) = (0.78, 0.70, 0.66);
// R6, written in round eight by a writer who saw only the conventions, and held out until round
// fifteen, which read its junk writes line by line (as it did R8's and R10's): the check that round eight's fixes, found on R5 and R7,
// hold on prompts nobody tuned on. With this scorer it reads 0.849 / 0.788 / 0.750 after round
// eight and 0.865 / 0.812 / 0.750 after round nine (score_signals.py: 0.873 / 0.829 / 0.800 on
// the round-seven binary, 0.906 / 0.879 / 0.800 after round eight, 0.923 / 0.906 / 0.800 after
// round nine). Round ten's saved-text fixes (the words of a caught signal, which this scorer
// checks) took it to 0.885 / 0.844 / 0.767 (score_signals.py unchanged). Floors just under;
// since round fifteen they guard a read set.
const FLOOR_REALISTIC_R6: (f64, f64, f64) = (0.86, 0.82, 0.74);
// R8, written in round nine the same way (eight imagined developers, hard look-alikes), held out
// until round fifteen read its junk writes. It read 0.776 / 0.714 / 0.613 with this scorer on its first run, the
// same before and after round nine's fixes (score_signals.py: 0.918 / 0.857 / 0.726), which
// were found on our own near-misses and R9. Round ten's saved-text fixes took it to 0.796 /
// 0.750 / 0.629 (score_signals.py unchanged). Floors just under.
const FLOOR_REALISTIC_R8: (f64, f64, f64) = (0.78, 0.73, 0.61);
// R10, written in round eleven the same way (eight imagined developers of other trades: data,
// games, firmware, banking, WordPress, iOS, DevOps, a student), held out until round fifteen
// read its junk writes. On
// its first run, the round-ten binary, 0.867 / 0.865 / 0.712 with this scorer
// (score_signals.py: 0.933 / 0.946 / 0.767). Floors just under.
const FLOOR_REALISTIC_R10: (f64, f64, f64) = (0.85, 0.84, 0.69);
// R13, written in round twelve the same way (a four-person SaaS team and two outside
// contributors over two weeks, half Chinese), never read: figures only. On its first run, the
// round-eleven binary, and on round twelve's (the same verdicts: score_signals.py 0.939 /
// 0.697 / 0.906 both), 0.735 / 0.688 / 0.545 with this scorer on round twelve's. Floors just
// under. Round forty caught one more of its preferences (score_signals.py 0.919 / 0.864 /
// 0.914 → 0.921 / 0.879 / 0.914) in its labelled file without the labelled words, which this
// scorer counts as a wrong write (precision 0.726 → 0.714): the floor follows, just under.
const FLOOR_REALISTIC_R13: (f64, f64, f64) = (0.71, 0.67, 0.53);
// R15, written in round fourteen (one team's five weeks, 55 % Chinese) and held out:
// score_signals.py 0.951 / 0.600 / 0.929 on round thirteen's binary and on round fourteen's;
// 0.829 / 0.786 / 0.523 with this scorer on round fourteen's. Floors just under. Round
// eighteen: one decision more is caught (score_signals.py recall 0.600 -> 0.615), settled "with"
// someone, but the clause saved is not the one labelled, so this stricter count reads it as a
// junk direct write: 0.810 / 0.759 / 0.523. The direct-write floor moved under it, read as that
// line's id, kind and file only.
const FLOOR_REALISTIC_R15: (f64, f64, f64) = (0.80, 0.75, 0.51);
// R17, written in round fifteen (twelve imagined developers, mostly short prompts, 39 %
// Chinese, near-misses of the trigger words) and held out: score_signals.py 0.943 / 0.550 /
// 0.947 on round fourteen's binary, 0.943 / 0.550 / 0.950 on round fifteen's; 0.829 / 0.750 /
// 0.483 with this scorer on round fifteen's. Floors just under.
const FLOOR_REALISTIC_R17: (f64, f64, f64) = (0.81, 0.73, 0.46);
// R19, written in round sixteen (a small open-source team and three freelancers over two
// weeks, mostly short prompts, 40 % Chinese) and held out: score_signals.py 0.962 / 0.746 /
// 0.968 on round fifteen's binary, 0.962 / 0.761 / 0.968 on round sixteen's; 0.906 / 0.968 /
// 0.716 with this scorer on round sixteen's. Floors just under.
const FLOOR_REALISTIC_R19: (f64, f64, f64) = (0.89, 0.95, 0.70);
// G, written in round seventeen in the manner of `signals.dev` (short prompts of every kind, half
// Chinese) by a writer who saw only the conventions, and held out: score_signals.py 1.000 /
// 0.765 / 0.987 on round sixteen's binary, 1.000 / 0.799 / 0.988 on round seventeen's; 0.908 /
// 0.877 / 0.725 with this scorer on round seventeen's. Floors just under.
const FLOOR_SYNTH_G: (f64, f64, f64) = (0.89, 0.86, 0.70);
// I, written in round twenty-six in the manner of `signals.dev` (a game studio and two
// freelancers over two weeks) and held out: score_signals.py 1.000 / 0.786 / 1.000 on round
// twenty-five's binary, 1.000 / 0.791 / 1.000 on round twenty-six's; 0.966 / 0.947 / 0.765
// with this scorer on round twenty-six's. Floors just under. Round thirty-seven counts two of
// its lines labelled for MEMORY.md as candidates (a ban said as a bare noun phrase, "No X.",
// docs/CAPTURE.md "Round thirty-seven"): score_signals.py reads them caught (recall 0.824 →
// 0.834, precision 1.000), this scorer hits in the wrong file (precision 0.961 → 0.949), so
// the precision floor is under that.
const FLOOR_SYNTH_I: (f64, f64, f64) = (0.94, 0.93, 0.74);
// R21, written in round twenty-six (a logistics app's team of five over three weeks and two solo
// developers, half Chinese, mostly short prompts, hard near-misses) and held out: score_signals.py
// 0.889 / 0.690 / 0.806 on round twenty-five's binary, 0.891 / 0.707 / 0.812 on round twenty-six's;
// 0.630 / 0.531 / 0.500 with this scorer on round twenty-six's. Floors just under.
const FLOOR_REALISTIC_R21: (f64, f64, f64) = (0.61, 0.51, 0.48);
// R23, written in round twenty-eight (a clinic SaaS team of six over three weeks and two
// contractors, half Chinese, mostly short prompts, hard near-misses) and held out:
// score_signals.py 0.971 / 0.596 / 0.955 on round twenty-seven's binary and on round
// twenty-eight's; 0.771 / 0.682 / 0.474 with this scorer on round twenty-eight's. Floors just
// under.
const FLOOR_REALISTIC_R23: (f64, f64, f64) = (0.75, 0.66, 0.45);
// R25, written in round twenty-nine (a restaurant point-of-sale team of five over three weeks
// and two solo developers, half Chinese, mostly short prompts, hard near-misses, signals said in
// varied words) and held out: score_signals.py 0.950 / 0.613 / 0.923 on round twenty-eight's
// binary, 0.956 / 0.694 / 0.929 on round twenty-nine's; 0.933 / 0.929 / 0.677 with this scorer on
// round twenty-nine's. Floors just under. Round thirty-three counts one line labelled explicit
// as a candidate (a rule said without a trigger word, docs/CAPTURE.md "Round thirty-three"):
// score_signals.py reads it caught (recall 0.710 → 0.726), this scorer a hit in the wrong file
// (precision 0.913 → 0.894), so the precision floor is under that. Round thirty-seven does the
// same for one more (a bare "No X." ban, a candidate where MEMORY.md was labelled): 0.726 →
// 0.742 recall for score_signals.py, 0.894 → 0.875 precision for this scorer.
const FLOOR_REALISTIC_R25: (f64, f64, f64) = (0.87, 0.90, 0.64);
// R27, written in round thirty (a fintech payments team of five over two weeks and three
// freelancers, half Chinese, mostly short prompts, hard near-misses, signals said in varied
// words) and held out: score_signals.py 0.965 / 0.764 / 0.943 on round twenty-nine's binary,
// 0.966 / 0.778 / 0.943 on round thirty's; 0.845 / 0.800 / 0.681 with this scorer on round thirty's.
// Floors just under.
const FLOOR_REALISTIC_R27: (f64, f64, f64) = (0.82, 0.78, 0.66);
// R29 and R31, written in round thirty-one and held out (R29: a hospital FHIR team and a PhD
// student; R31: a bank's internal tools team and a hobbyist, with weight on rules and
// decisions said in ordinary words). score_signals.py on round thirty-one's binary: R29 1.000 /
// 0.649 / 0.962, R31 0.909 / 0.411 / 0.800; with this scorer R29 0.771 / 0.769 / 0.500 and R31
// 0.788 / 0.667 / 0.356. Floors just under.
const FLOOR_REALISTIC_R29: (f64, f64, f64) = (0.75, 0.74, 0.48);
const FLOOR_REALISTIC_R31: (f64, f64, f64) = (0.76, 0.64, 0.33);
// R33, written in round thirty-six (a hospital IT team in Chengdu and a solo iOS developer in
// Ireland, half Chinese, with weight on plain imperatives with a lasting word mid-sentence and
// on how the agent should reply) and held out: score_signals.py 1.000 / 0.750 / 1.000 on round
// thirty-five's binary, unseen, and on round thirty-six's; with this scorer 0.889 / 0.879 / 0.667
// on round thirty-six's. Floors just under.
const FLOOR_REALISTIC_R33: (f64, f64, f64) = (0.87, 0.86, 0.65);
// R35, written in round thirty-seven (an ML lab in Beijing on a Slurm cluster and a web agency
// in Manchester, half Chinese, most signals said without the textbook trigger) and held out:
// score_signals.py 0.960 / 0.632 / 0.964 on round thirty-six's binary, unseen, and 0.962 /
// 0.658 / 0.964 on round thirty-seven's; with this scorer 0.900 / 0.929 / 0.592 and 0.885 /
// 0.929 / 0.605 (a candidate where MEMORY.md was labelled counts as a wrong file here).
// Floors just under.
const FLOOR_REALISTIC_R35: (f64, f64, f64) = (0.88, 0.91, 0.58);
// R37, written in round thirty-eight (a firmware team in Hsinchu on Zephyr, some in
// Traditional Chinese, and a solo Bevy developer in Montreal) and held out: score_signals.py
// 0.952 / 0.519 / 0.895 on round thirty-seven's binary, unseen, and the same on round
// thirty-eight's; with this scorer 0.786 / 0.737 / 0.429. Floors just under.
const FLOOR_REALISTIC_R37: (f64, f64, f64) = (0.77, 0.72, 0.41);
// R39, written in round thirty-nine (a smart-home gateway team in Shenzhen, a Laravel freelancer
// in Manchester and a graduate student in Beijing; short prompts in the manner of signals.dev,
// most signals said without the textbook trigger) and held out: score_signals.py
// 1.000 / 0.470 / 1.000 on round thirty-eight's binary, unseen, and 1.000 / 0.485 / 1.000 on round
// thirty-nine's; with this scorer 0.797 / 0.781 / 0.386. Floors just under.
const FLOOR_SYNTH_R39: (f64, f64, f64) = (0.78, 0.76, 0.37);
// R41, written in round forty (a data engineer in São Paulo on dbt and Snowflake, a robot
// vacuum team in Shenzhen on ROS 2, a Berlin Shopify agency, a government Java team in Beijing,
// an ML researcher in Bangalore and an insurer's Angular front end in Hong Kong, in Traditional
// Chinese; short prompts in the manner of signals.dev, 7 of 134 signals with a textbook trigger)
// and held out: score_signals.py 0.984 / 0.448 / 0.960 on round thirty-nine's binary, unseen, and
// on round forty's; with this scorer 0.836 / 0.800 / 0.381. Floors just under. Round forty-one
// catches one more line in MEMORY.md without its labelled words (a credential kept, its sentence
// saved), which this scorer counts as a wrong write: 0.825 / 0.769 / 0.388; the direct-write
// floor follows, just under.
const FLOOR_SYNTH_R41: (f64, f64, f64) = (0.82, 0.76, 0.36);
// R43, written in round forty-one (a Beijing ed-tech Go backend, a Berlin PhD pipeline in R and
// Snakemake, a Hangzhou Android app, a two-person Shopify agency, a Hong Kong SRE on Terraform
// writing Traditional Chinese, a Rust CLI maintainer on fish; short prompts in the manner of
// signals.dev, most signals without the textbook trigger) and held out: score_signals.py
// 0.947 / 0.550 / 0.923 on round forty's binary, unseen, and 0.949 / 0.565 / 0.923 on round
// forty-one's; with this scorer 0.782 / 0.795 / 0.466. Floors just under.
const FLOOR_SYNTH_R43: (f64, f64, f64) = (0.77, 0.78, 0.45);
// R45 (round forty-five: a Next.js + Supabase startup in Singapore, a perception team in
// Shanghai on C++ and CUDA, a Laravel freelancer in Manchester, a hospital HIS team in Guangzhou
// on Java and Oracle, a Kotlin Android developer in Taichung writing Traditional Chinese, a data
// scientist in Nairobi on Polars; mid-session prompts, most signals without the textbook
// trigger) is held out: score_signals.py 1.000 / 0.796 / 1.000 on round forty-four's binary,
// unseen, and 1.000 / 0.817 / 1.000 on round forty-five's; with this scorer 0.961 / 0.975 /
// 0.785. Floors just under.
const FLOOR_SYNTH_R45: (f64, f64, f64) = (0.95, 0.96, 0.77);
// R48 (round forty-six: an embedded C developer in China on STM32, an ML researcher in Britain,
// a fintech Java team in Shanghai, a DevOps engineer on Kubernetes and Helm, a Vue front-end lead,
// a Rust CLI author; mid-session prompts, most signals without the textbook trigger) is held
// out: score_signals.py 0.988 / 0.712 / 0.978 on round forty-five's binary, unseen, and
// 0.989 / 0.737 / 0.979 on round forty-six's; with this scorer 0.943 / 0.979 / 0.703. Floors
// just under.
const FLOOR_SYNTH_R48: (f64, f64, f64) = (0.93, 0.96, 0.69);
// R51 (round forty-seven: a Swift iOS developer in Seoul, an e-commerce search team in Beijing
// on Elasticsearch, a ROS 2 developer in Munich, a government-portal team in Chengdu on Vue and
// Spring, a firmware engineer in Hsinchu on Zephyr writing Traditional Chinese, a WordPress
// plugin developer in Manila; mid-session prompts, most signals without the textbook trigger)
// is held out: score_signals.py 0.989 / 0.756 / 0.967 on round forty-six's binary, unseen, and
// the same on round forty-seven's; with this scorer 0.915 / 0.917 / 0.699 (0.916 / 0.917 / 0.707
// after round forty-eight). Floors just under.
const FLOOR_SYNTH_R51: (f64, f64, f64) = (0.90, 0.90, 0.68);
// R53 (round forty-eight: an Electron note-taking app, a Kotlin Android bank app, a Next.js
// marketing site, sensor firmware in C, a Spark ETL pipeline, a WeChat mini-program, a Rails CRM,
// a PyTorch training repository; mid-session prompts, most signals without the textbook
// trigger) is held out: score_signals.py 1.000 / 0.790 / 1.000 on round forty-seven's binary,
// unseen, and 1.000 / 0.800 / 1.000 on round forty-eight's; with this scorer 0.963 / 0.980 /
// 0.770. Floors just under.
const FLOOR_SYNTH_R53: (f64, f64, f64) = (0.95, 0.96, 0.75);

/// Run the hook with `event` on stdin against `root`; returns stdout.
fn hook(root: &Path, home: &Path, event: &Value) -> String {
    let out = Mm::new()
        .arg("--root")
        .arg(root)
        .arg("hook")
        .home(home)
        .env("MEMORY_MANAGER_TODAY", TODAY)
        .stdin(event.to_string())
        .run()
        .success();
    assert!(
        out.stderr.is_empty(),
        "hook wrote to stderr: {}",
        out.stderr
    );
    out.stdout
}

/// Every file under `dir` (relative name → text), the hook's own bookkeeping left out.
fn snapshot(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let name = p.strip_prefix(dir).unwrap().display().to_string();
                if !name.starts_with(".memory-manager") {
                    out.insert(name, std::fs::read_to_string(&p).unwrap_or_default());
                }
            }
        }
    }
    out
}

/// The file kind a label's target names, as it shows up in a folder.
fn target_of(changed: &str) -> &'static str {
    match changed {
        "USER.md" => "USER.md",
        "MEMORY.md" => "MEMORY.md",
        "CANDIDATES.md" => "CANDIDATES.md",
        "IMPROVEMENTS.md" => "IMPROVEMENTS.md",
        n if n == format!("{TODAY}.md") => "log",
        _ => "other",
    }
}

/// What replaying one signals corpus through the hook scored.
///
/// Each line's prompt goes to the hook in a fresh folder holding `init`'s templates; a line
/// *writes* when any memory file changed (EVOLUTION_LOG.md and the hook's bookkeeping left
/// out). A write is *correct* when the only file it changed is the labelled target and the
/// lines it added hold every `saved_contains` string. Then:
/// - precision = correct writes / lines that wrote;
/// - direct-write precision = correct writes to MEMORY.md or USER.md / lines that wrote
///   MEMORY.md or USER.md (a direct write for a line labelled otherwise is junk);
/// - recall = correct writes / lines whose target is not `-`;
/// - target accuracy = lines that wrote exactly their labelled file / lines that wrote;
/// - content accuracy = correct writes / lines that wrote exactly their labelled file.
struct Score {
    /// Only figures and error classes are shown (the validation part, see [`split`]).
    blind: bool,
    wrote: usize,
    correct: usize,
    direct: usize,
    direct_correct: usize,
    labelled: usize,
    right_file: usize,
    misses: Vec<String>,
    /// Errors by class (labelled kind and what happened), for the blind part.
    classes: BTreeMap<String, usize>,
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 { 1.0 } else { a as f64 / b as f64 }
}

impl Score {
    fn precision(&self) -> f64 {
        ratio(self.correct, self.wrote)
    }
    fn direct_precision(&self) -> f64 {
        ratio(self.direct_correct, self.direct)
    }
    fn recall(&self) -> f64 {
        ratio(self.correct, self.labelled)
    }

    /// Whether precision, direct-write precision and recall reach `floors`, in that order.
    fn holds(&self, floors: (f64, f64, f64)) -> bool {
        self.precision() >= floors.0
            && self.direct_precision() >= floors.1
            && self.recall() >= floors.2
    }

    fn print(&self, name: &str) {
        println!(
            "{name}: precision {:.3} ({}/{}), direct-write precision {:.3} ({}/{}), recall {:.3} ({}/{}), target accuracy {:.3} ({}/{}), content accuracy {:.3} ({}/{})",
            self.precision(),
            self.correct,
            self.wrote,
            self.direct_precision(),
            self.direct_correct,
            self.direct,
            self.recall(),
            self.correct,
            self.labelled,
            ratio(self.right_file, self.wrote),
            self.right_file,
            self.wrote,
            ratio(self.correct, self.right_file),
            self.correct,
            self.right_file,
        );
        if self.blind {
            for (class, n) in &self.classes {
                println!("  {n:3} {class}");
            }
        } else {
            for m in &self.misses {
                println!("miss: {m}");
            }
        }
    }
}

/// A row of a file's line index (`L13-L15    📌 Rules`).
static LINE_INDEX: std::sync::LazyLock<regex::Regex> =
    std::sync::LazyLock::new(|| regex::Regex::new(r"^L\d+-L\d+\s").unwrap());

/// The real sets split by repository into (tuning, validation) (docs/ARCHITECTURE, BRIEF):
/// the detector is tuned on the first; the second is read only as figures and error classes.
fn split() -> (Vec<Value>, Vec<Value>) {
    ["signals.real-dev.jsonl", "signals.real-dev2.jsonl"]
        .iter()
        .flat_map(|name| corpus(name))
        .partition(|line| !in_validation(line["source"].as_str()))
}

/// Replay a signals corpus through the binary (see [`Score`]).
fn score_signals(name: &str) -> Score {
    score_lines(&corpus(name), false)
}

/// Replay `lines`; `blind` keeps their prompts out of the output.
/// Each line's prompt through the hook in a fresh copy of `before` (a store's files, by
/// name): what it added to each file it changed, as (target, new lines), in the lines' order.
/// The lines are shared among a few threads, each with its own home, since every hook runs in
/// its own folder: the replay is most of this file's time, and one process at a time left
/// the machine's other cores idle.
fn replay(lines: &[Value], before: &BTreeMap<String, String>) -> Vec<Vec<(&'static str, String)>> {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4));
    let mut out: Vec<Vec<(&'static str, String)>> = vec![Vec::new(); lines.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                scope.spawn(move || {
                    let home = tempfile::tempdir().unwrap();
                    let mut mine = Vec::new();
                    for (i, line) in lines.iter().enumerate().skip(w).step_by(workers) {
                        mine.push((i, replay_one(line, before, home.path())));
                    }
                    mine
                })
            })
            .collect();
        for handle in handles {
            for (i, changed) in handle.join().unwrap() {
                out[i] = changed;
            }
        }
    });
    out
}

/// One line of [`replay`]: its prompt through the hook in a fresh copy of `before`.
fn replay_one(
    line: &Value,
    before: &BTreeMap<String, String>,
    home: &Path,
) -> Vec<(&'static str, String)> {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for (file, text) in before {
        let path = root.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let event = serde_json::json!({
        "hook_event_name": "UserPromptSubmit",
        "session_id": "corpus",
        "cwd": root,
        "prompt": line["prompt"],
    });
    let answer = hook(root, home, &event);
    // The hook always answers with the block, whatever it detected.
    assert!(answer.contains("<memory>"), "{answer}");
    snapshot(root)
        .iter()
        .filter(|(name, text)| {
            before.get(*name) != Some(*text) && name.as_str() != "EVOLUTION_LOG.md"
        })
        .map(|(name, text)| {
            let old = before.get(name).cloned().unwrap_or_default();
            // New lines, the file's auto-maintained line index left out.
            let added: Vec<&str> = text
                .lines()
                .filter(|l| !old.lines().any(|o| o == *l) && !LINE_INDEX.is_match(l))
                .collect();
            (target_of(name), added.join("\n"))
        })
        .collect()
}

fn score_lines(lines: &[Value], blind: bool) -> Score {
    let home = tempfile::tempdir().unwrap();
    let templates = tempfile::tempdir().unwrap();
    Mm::new()
        .arg("--root")
        .arg(templates.path())
        .args(["init", "--lang", "en"])
        .home(home.path())
        .run()
        .success();
    let before = snapshot(templates.path());
    let written = replay(lines, &before);
    let mut s = Score {
        blind,
        wrote: 0,
        correct: 0,
        direct: 0,
        direct_correct: 0,
        labelled: 0,
        right_file: 0,
        misses: Vec::new(),
        classes: BTreeMap::new(),
    };
    for (line, changed) in lines.iter().zip(written) {
        let label = line["target"].as_str().unwrap();
        let contains: Vec<&str> = line["saved_contains"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let wrote = !changed.is_empty();
        let direct = changed
            .iter()
            .any(|(t, _)| ["MEMORY.md", "USER.md"].contains(t));
        let right_file = changed.len() == 1 && changed[0].0 == label;
        let correct = right_file && contains.iter().all(|c| changed[0].1.contains(c));
        s.labelled += usize::from(label != "-");
        s.wrote += usize::from(wrote);
        s.right_file += usize::from(right_file);
        s.correct += usize::from(correct);
        s.direct += usize::from(direct);
        s.direct_correct += usize::from(direct && correct);
        if !correct && (wrote || label != "-") {
            let kind = line["kind"].as_str().unwrap();
            let class = match (wrote, label) {
                (false, _) => format!("missed {kind}"),
                (true, "-") if direct => format!("junk direct write ({kind})"),
                (true, "-") => format!("false save ({kind})"),
                (true, _) if right_file => format!("wrong text {kind}"),
                (true, _) => format!(
                    "wrong file {kind} → {:?}",
                    changed.iter().map(|(t, _)| *t).collect::<Vec<_>>()
                ),
            };
            *s.classes.entry(class).or_default() += 1;
            s.misses.push(format!(
                "{} [{} → {label} {contains:?}] wrote {:?}: {}",
                line["id"].as_str().unwrap(),
                line["kind"].as_str().unwrap(),
                changed
                    .iter()
                    .map(|(t, a)| format!("{t}: {a}"))
                    .collect::<Vec<_>>(),
                line["prompt"]
                    .as_str()
                    .unwrap()
                    .chars()
                    .take(100)
                    .collect::<String>()
                    .replace('\n', "⏎")
            ));
        }
    }
    s
}

// signals.dev is drawn by hand like the held-out synthetic set: floors just under what the
// detector reaches, so that a regression fails here.

#[test]
fn signals_dev_corpus_precision_and_recall() {
    let s = score_signals("signals.dev.jsonl");
    s.print("signals.dev");
    assert!(
        s.precision() >= 0.98 && s.recall() >= 0.98,
        "signals.dev below its floors: see the misses above"
    );
}

/// The real prompts, split by repository: the floors sit on the validation part, which the
/// detector was never tuned on (its prompts are never printed, only figures and error
/// classes), so that they guard the product, not the fit; the tuning part is printed beside
/// it, because a wide gap between the two is the bug (issue 18).
#[test]
fn signals_real_corpora_tuning_and_validation() {
    let (tuning, held) = split();
    let t = score_lines(&tuning, false);
    let v = score_lines(&held, true);
    t.print("real tuning");
    v.print("real validation");
    print_gap(&t, &v);
    // Floors at what the validation part honestly reaches today, slightly below.
    assert!(
        v.precision() >= FLOOR_PRECISION
            && v.direct_precision() >= FLOOR_DIRECT
            && v.recall() >= FLOOR_RECALL,
        "the validation part is below its floors: see its error classes above"
    );
    // This scorer counts a write outside the labelled file as wrong: a prohibition sent to
    // a counted candidate by design ("不许绕过问题…", labelled a direct rule) costs precision
    // here, as does an ask to the rule files whose content is in the conversation (seven
    // lines labelled MEMORY.md: "增加到规范", "add this to the top of AGENTS.md"), which
    // counts a candidate and asks the agent (DESIGN §2), and, since round twelve, an ask to
    // update the project constitution whose rules are a list after it (rv071: missed before,
    // a candidate and the ask now); two prompts holding the same text with two labels (rv315,
    // rv316) cost a direct write whichever way it goes. Measured 0.851 / 0.946 in round
    // eleven, 0.843 / 0.946 in round twelve. Round nineteen made 不要再 after a clause a
    // counted candidate (docs/CAPTURE.md "Round nineteen"): two lines labelled MEMORY.md
    // (rd006, rv007) and one labelled none (rd024) are candidates now, 0.811 / 0.946. Round
    // twenty-four read Spec Kit's constitution command as an ask for rules (docs/CAPTURE.md
    // "Round twenty-four"): two lines labelled MEMORY.md, missed before (rv325, whose rules are
    // a list; rv373, the expanded template), are candidates now, 0.786 / 0.947. Round
    // thirty-seven counts a ban said as a bare noun phrase (rd254, "No constraints on shell
    // execution.", labelled a decision) as a candidate: 0.783 / 0.948. Round thirty-eight counts
    // a verdict on the agent's way of doing it with what holds instead (rd008, 这个方案不行，…,
    // labelled a decision) as a correction candidate: 0.778 / 0.948. Round forty-two took out
    // families written for one real tuning line each, see
    // docs/CAPTURE.md "Families and their hits": five lines they wrote in their labelled files
    // are missed now, 0.763 / 0.945.
    assert!(
        t.precision() >= 0.76 && t.direct_precision() >= 0.92,
        "the tuning part lost precision: see its misses above"
    );
}

#[test]
fn toolfail_corpus_groups_are_one_row_each() {
    let lines = corpus("toolfail.dev.jsonl");
    let dir = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut expected: HashMap<String, u32> = HashMap::new();
    let mut secrets = Vec::new();
    for line in &lines {
        let before = snapshot(root);
        let out = hook(root, home.path(), &line["event"]);
        for s in line["must_not_contain"].as_array().unwrap() {
            let s = s.as_str().unwrap();
            assert!(!out.contains(s), "the hook printed a secret");
            secrets.push(s.to_string());
        }
        if line["record"].as_bool().unwrap() {
            *expected
                .entry(line["group"].as_str().unwrap().to_string())
                .or_default() += 1;
        } else {
            assert_eq!(
                before,
                snapshot(root),
                "record:false event changed files: {}",
                line["note"]
            );
        }
        if line["event"].get("agent_id").is_some() {
            for f in ["MEMORY.md", "USER.md"] {
                assert_eq!(
                    before.get(f),
                    snapshot(root).get(f),
                    "a sub-agent event wrote {f}"
                );
            }
        }
    }
    let text = std::fs::read_to_string(root.join("CANDIDATES.md")).unwrap();
    let pool = Pool::parse(&text);
    let rows = pool.observing();
    let mut counts: Vec<u32> = rows.iter().map(|c| c.count).collect();
    let mut want: Vec<u32> = expected.values().copied().collect();
    counts.sort_unstable();
    want.sort_unstable();
    assert_eq!(rows.len(), expected.len(), "one row per group:\n{text}");
    assert_eq!(counts, want, "counts per group:\n{text}");
    let ready = rows.iter().filter(|c| c.is_ready()).count();
    assert_eq!(ready, want.iter().filter(|n| **n >= 3).count());
    for (name, content) in snapshot(root) {
        for s in &secrets {
            assert!(!content.contains(s.as_str()), "{name} holds a secret");
        }
    }
}

/// A real signal the hook cannot phrase writes nothing and asks the agent, in the prompt's
/// language; a sub-agent is not asked (it never writes MEMORY.md or USER.md).
#[test]
fn a_signal_the_hook_cannot_phrase_asks_the_agent() {
    let home = tempfile::tempdir().unwrap();
    for (prompt, subagent, asked) in [
        (
            "Let's go with option B.",
            false,
            Some("not saved (decision)"),
        ),
        ("就用这个方案", false, Some("未保存(决策)")),
        ("Let's go with option B.", true, None),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut event = serde_json::json!({
            "hook_event_name": "UserPromptSubmit",
            "session_id": "ask",
            "cwd": dir.path(),
            "prompt": prompt,
        });
        if subagent {
            event["agent_id"] = serde_json::json!("a1");
        }
        let answer = hook(dir.path(), home.path(), &event);
        let command = "memory-manager write-memory --section decisions";
        match asked {
            Some(line) => assert!(
                answer.contains(line) && answer.contains(command),
                "{answer}"
            ),
            None => assert!(!answer.contains(command), "{answer}"),
        }
        assert!(snapshot(dir.path()).is_empty(), "{prompt:?} wrote a file");
    }
}

/// An ask to memory or to the rule files that names nothing, and Spec Kit's constitution
/// command (typed, or sent expanded from its template), count a candidate in the user's words
/// and ask the agent to save the rules in full (DESIGN §2): nothing lands in MEMORY.md.
#[test]
fn an_ask_for_rules_the_hook_cannot_phrase_counts_a_candidate() {
    let home = tempfile::tempdir().unwrap();
    let expanded = "## User Input\n\n```text\noffline first, sync later\n```\n\nYou **MUST** consider the user input before proceeding (if not empty).\n\n## Outline\n\nYou are updating the project constitution at `.specify/memory/constitution.md`. This file is a TEMPLATE.";
    for (prompt, pooled) in [
        ("save this to memory", "save this to memory"),
        ("把这条存进记忆吧", "把这条存进记忆"),
        (
            "/speckit.constitution Create principles focused on testing",
            "Create principles focused on testing",
        ),
        (expanded, "offline first, sync later"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let event = serde_json::json!({
            "hook_event_name": "UserPromptSubmit",
            "session_id": "pool",
            "cwd": dir.path(),
            "prompt": prompt,
        });
        let answer = hook(dir.path(), home.path(), &event);
        assert!(
            answer.contains("C001")
                && answer.contains("(1/3)")
                && answer.contains("--section rules"),
            "{prompt:?}: {answer}"
        );
        let files = snapshot(dir.path());
        assert!(
            files
                .get("CANDIDATES.md")
                .is_some_and(|t| t.contains(pooled)),
            "{prompt:?}: {files:?}"
        );
        assert!(
            !files.contains_key("MEMORY.md") || !files["MEMORY.md"].contains(pooled),
            "{prompt:?} wrote MEMORY.md: {files:?}"
        );
    }
}

/// What the tuning part reaches beyond the validation part: a wide gap is the bug (issue 18).
fn print_gap(t: &Score, v: &Score) {
    println!(
        "gap tuning − validation: precision {:+.3}, recall {:+.3}, direct-write precision {:+.3}",
        t.precision() - v.precision(),
        t.recall() - v.recall(),
        t.direct_precision() - v.direct_precision(),
    );
}

/// Our own synthetic prompts, written for round five by writers who saw only the labelling
/// conventions (tests/corpus/README.md), no corpus line and none of each other's: A and B were
/// tuned on, then C once D was written, then D once E was; E is read only as figures and error
/// classes. F (read) and G (held out) were written the same way in round seventeen, H (read)
/// and I (held out) in round twenty-six, R38 (read) and R39 (held out) in round thirty-nine,
/// R40 (read) and R41 (held out) in round forty, R42 (read) and R43 (held out) in round
/// forty-one, R44 (read) and R45 (held out) in round forty-five, R47 (read), R48 (held out)
/// and R49 (short replies between turns, read) in round forty-six, R50 (read) and R51 (held
/// out) in round forty-seven, R52 (read) and R53 (held out) in round forty-eight,
/// briefed for short prompts with most signals said without the textbook trigger. They
/// measure what the held-out synthetic set measures — other surface forms of the same kinds —
/// and the gap between the tuned sets and D is how much of the tuning was fit (issue 18). R, R2
/// and R3 imitate what people really type mid-project (long task prompts, pastes, specs; some
/// 140 of each 200 lines hold no signal): their precision is the junk a user would see. R and
/// R2 were read, R3, R4, R13, R15, R17, R19, R21, R23, R25 and R27 are held out; R5 and R7 (round eight),
/// R9 (round nine), R11 (round eleven), R12 (round twelve), R14 (round fourteen), R16 (round
/// fifteen), R18 (round sixteen), R20 (round twenty-six), R22 (round twenty-eight), R24
/// (round twenty-nine) and R26 (round thirty) were
/// written to probe issue 18's junk classes on the then binary and read. R6, R8 and R10
/// were held out until round fifteen, which read their junk writes line by line; they keep
/// their floors.
#[test]
fn signals_synthetic_tuning_and_validation() {
    let tuning: Vec<Value> = [
        "signals.synth-a.jsonl",
        "signals.synth-b.jsonl",
        "signals.synth-c.jsonl",
        "signals.synth-d.jsonl",
        "signals.synth-f.jsonl",
        "signals.synth-h.jsonl",
        "signals.synth-r38.jsonl",
        "signals.synth-r40.jsonl",
        "signals.synth-r42.jsonl",
        "signals.synth-r44.jsonl",
        "signals.synth-r47.jsonl",
        "signals.synth-r49.jsonl",
        "signals.synth-r50.jsonl",
        "signals.synth-r52.jsonl",
    ]
    .iter()
    .flat_map(|name| corpus(name))
    .collect();
    let t = score_lines(&tuning, false);
    let v = score_lines(&corpus("signals.synth-e.jsonl"), true);
    let g = score_lines(&corpus("signals.synth-g.jsonl"), true);
    let i = score_lines(&corpus("signals.synth-i.jsonl"), true);
    // R, R2, R5, R7, R9, R11, R12, R14, R16, R18, R20, R22, R24, R26, R28, R30, R32, R34, R36
    // and R46 (round forty-five: long task prompts) were read (R's tuning half, the others whole), and so were R6's, R8's and R10's junk writes
    // (round fifteen); R3, R4, R13, R15, R17, R19, R21, R23, R25, R27, R29, R31, R33, R35 and R37
    // were not.
    let realistic_read: Vec<Value> = [
        "signals.synth-r.jsonl",
        "signals.synth-r2.jsonl",
        "signals.synth-r5.jsonl",
        "signals.synth-r7.jsonl",
        "signals.synth-r9.jsonl",
        "signals.synth-r11.jsonl",
        "signals.synth-r12.jsonl",
        "signals.synth-r14.jsonl",
        "signals.synth-r16.jsonl",
        "signals.synth-r18.jsonl",
        "signals.synth-r20.jsonl",
        "signals.synth-r22.jsonl",
        "signals.synth-r24.jsonl",
        "signals.synth-r26.jsonl",
        "signals.synth-r28.jsonl",
        "signals.synth-r30.jsonl",
        "signals.synth-r32.jsonl",
        "signals.synth-r34.jsonl",
        "signals.synth-r36.jsonl",
        "signals.synth-r46.jsonl",
    ]
    .iter()
    .flat_map(|name| corpus(name))
    .collect();
    let r_read = score_lines(&realistic_read, false);
    let r = score_lines(&corpus("signals.synth-r3.jsonl"), true);
    let r4 = score_lines(&corpus("signals.synth-r4.jsonl"), true);
    let r6 = score_lines(&corpus("signals.synth-r6.jsonl"), true);
    let r8 = score_lines(&corpus("signals.synth-r8.jsonl"), true);
    let r10 = score_lines(&corpus("signals.synth-r10.jsonl"), true);
    let r13 = score_lines(&corpus("signals.synth-r13.jsonl"), true);
    let r15 = score_lines(&corpus("signals.synth-r15.jsonl"), true);
    let r17 = score_lines(&corpus("signals.synth-r17.jsonl"), true);
    let r19 = score_lines(&corpus("signals.synth-r19.jsonl"), true);
    let r21 = score_lines(&corpus("signals.synth-r21.jsonl"), true);
    let r23 = score_lines(&corpus("signals.synth-r23.jsonl"), true);
    let r25 = score_lines(&corpus("signals.synth-r25.jsonl"), true);
    let r27 = score_lines(&corpus("signals.synth-r27.jsonl"), true);
    let r29 = score_lines(&corpus("signals.synth-r29.jsonl"), true);
    let r31 = score_lines(&corpus("signals.synth-r31.jsonl"), true);
    let r33 = score_lines(&corpus("signals.synth-r33.jsonl"), true);
    let r35 = score_lines(&corpus("signals.synth-r35.jsonl"), true);
    let r37 = score_lines(&corpus("signals.synth-r37.jsonl"), true);
    let r39 = score_lines(&corpus("signals.synth-r39.jsonl"), true);
    let r41 = score_lines(&corpus("signals.synth-r41.jsonl"), true);
    let r43 = score_lines(&corpus("signals.synth-r43.jsonl"), true);
    let r45 = score_lines(&corpus("signals.synth-r45.jsonl"), true);
    let r48 = score_lines(&corpus("signals.synth-r48.jsonl"), true);
    let r51 = score_lines(&corpus("signals.synth-r51.jsonl"), true);
    let r53 = score_lines(&corpus("signals.synth-r53.jsonl"), true);
    t.print(
        "synthetic tuning (A + B + C + D + F + H + R38 + R40 + R42 + R44 + R47 + R49 + R50 + R52)",
    );
    v.print("synthetic validation (E)");
    g.print("synthetic, held out (G)");
    i.print("synthetic, held out (I)");
    r_read.print(
        "realistic task prompts, read (R + R2 + R5 + R7 + R9 + R11 + R12 + R14 + R16 + R18 + R20 + R22 + R24 + R26 + R28 + R30 + R32 + R34 + R36 + R46)",
    );
    r.print("realistic task prompts, held out (R3)");
    r4.print("realistic task prompts, held out (R4)");
    r6.print("realistic task prompts, junk writes read in round fifteen (R6)");
    r8.print("realistic task prompts, junk writes read in round fifteen (R8)");
    r10.print("realistic task prompts, junk writes read in round fifteen (R10)");
    r13.print("realistic task prompts, held out (R13)");
    r15.print("realistic task prompts, held out (R15)");
    r17.print("realistic task prompts, held out (R17)");
    r19.print("realistic task prompts, held out (R19)");
    r21.print("realistic task prompts, held out (R21)");
    r23.print("realistic task prompts, held out (R23)");
    r25.print("realistic task prompts, held out (R25)");
    r27.print("realistic task prompts, held out (R27)");
    r29.print("realistic task prompts, held out (R29)");
    r31.print("realistic task prompts, held out (R31)");
    r33.print("realistic task prompts, held out (R33)");
    r35.print("realistic task prompts, held out (R35)");
    r37.print("realistic task prompts, held out (R37)");
    r39.print("short prompts, signals in other words, held out (R39)");
    r41.print("short prompts, signals in other words, held out (R41)");
    r43.print("short prompts, signals in other words, held out (R43)");
    r45.print("short prompts, signals in other words, held out (R45)");
    r48.print("short prompts, signals in other words, held out (R48)");
    r51.print("short prompts, signals in other words, held out (R51)");
    r53.print("short prompts, signals in other words, held out (R53)");
    print_gap(&t, &v);
    // Floors just under what E and R3 reach with this scorer (it counts a write to another file
    // than the label's as wrong, so it reads lower than score_signals.py).
    assert!(
        v.holds(FLOOR_SYNTH_VALIDATION),
        "the synthetic validation part is below its floors: see its error classes above"
    );
    assert!(
        g.holds(FLOOR_SYNTH_G),
        "the held-out synthetic set G is below its floors: see its error classes above"
    );
    assert!(
        r.holds(FLOOR_REALISTIC),
        "the held-out realistic set is below its floors: see its error classes above"
    );
    assert!(
        r4.holds(FLOOR_REALISTIC_R4),
        "the held-out realistic set R4 is below its floors: see its error classes above"
    );
    assert!(
        r6.holds(FLOOR_REALISTIC_R6),
        "the realistic set R6 is below its floors: see its error classes above"
    );
    assert!(
        r8.holds(FLOOR_REALISTIC_R8),
        "the realistic set R8 is below its floors: see its error classes above"
    );
    assert!(
        r10.holds(FLOOR_REALISTIC_R10),
        "the realistic set R10 is below its floors: see its error classes above"
    );
    assert!(
        r13.holds(FLOOR_REALISTIC_R13),
        "the held-out realistic set R13 is below its floors: see its error classes above"
    );
    assert!(
        r15.holds(FLOOR_REALISTIC_R15),
        "the held-out realistic set R15 is below its floors: see its error classes above"
    );
    assert!(
        r17.holds(FLOOR_REALISTIC_R17),
        "the held-out realistic set R17 is below its floors: see its error classes above"
    );
    assert!(
        r19.holds(FLOOR_REALISTIC_R19),
        "the held-out realistic set R19 is below its floors: see its error classes above"
    );
    assert!(
        i.holds(FLOOR_SYNTH_I),
        "the held-out synthetic set I is below its floors: see its error classes above"
    );
    assert!(
        r21.holds(FLOOR_REALISTIC_R21),
        "the held-out realistic set R21 is below its floors: see its error classes above"
    );
    assert!(
        r23.holds(FLOOR_REALISTIC_R23),
        "the held-out realistic set R23 is below its floors: see its error classes above"
    );
    assert!(
        r25.holds(FLOOR_REALISTIC_R25),
        "the held-out realistic set R25 is below its floors: see its error classes above"
    );
    assert!(
        r27.holds(FLOOR_REALISTIC_R27),
        "the held-out realistic set R27 is below its floors: see its error classes above"
    );
    assert!(
        r29.holds(FLOOR_REALISTIC_R29),
        "the held-out realistic set R29 is below its floors: see its error classes above"
    );
    assert!(
        r31.holds(FLOOR_REALISTIC_R31),
        "the held-out realistic set R31 is below its floors: see its error classes above"
    );
    assert!(
        r33.holds(FLOOR_REALISTIC_R33),
        "the held-out realistic set R33 is below its floors: see its error classes above"
    );
    assert!(
        r35.holds(FLOOR_REALISTIC_R35),
        "the held-out realistic set R35 is below its floors: see its error classes above"
    );
    assert!(
        r37.holds(FLOOR_REALISTIC_R37),
        "the held-out realistic set R37 is below its floors: see its error classes above"
    );
    assert!(
        r39.holds(FLOOR_SYNTH_R39),
        "the held-out set R39 is below its floors: see its error classes above"
    );
    assert!(
        r41.holds(FLOOR_SYNTH_R41),
        "the held-out set R41 is below its floors: see its error classes above"
    );
    assert!(
        r43.holds(FLOOR_SYNTH_R43),
        "the held-out set R43 is below its floors: see its error classes above"
    );
    assert!(
        r45.holds(FLOOR_SYNTH_R45),
        "the held-out set R45 is below its floors: see its error classes above"
    );
    assert!(
        r48.holds(FLOOR_SYNTH_R48),
        "the held-out set R48 is below its floors: see its error classes above"
    );
    assert!(
        r51.holds(FLOOR_SYNTH_R51),
        "the held-out set R51 is below its floors: see its error classes above"
    );
    assert!(
        r53.holds(FLOOR_SYNTH_R53),
        "the held-out set R53 is below its floors: see its error classes above"
    );
}
