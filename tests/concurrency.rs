//! Many writers on one folder, a writer held off by the lock, and writers killed mid-write.

mod common;

use std::fs::File;
use std::time::{Duration, Instant};

use common::{Folder, MONTH, failure_event, prompt_event};
use memory_manager::store::candidates::Pool;
use memory_manager::store::doc::{Doc, Section};

/// A distinct word of letters only (`g`..`z`), so no normalisation folds two of them into one
/// (digits and hex-looking runs are normalised away in failure fingerprints).
fn word(i: usize) -> String {
    let letters: Vec<char> = ('g'..='z').collect();
    let (a, b) = (i / letters.len(), i % letters.len());
    format!("zq{}{}word", letters[a % letters.len()], letters[b])
}

/// The lines of `text` that contain `needle`.
fn lines_with<'a>(text: &'a str, needle: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.contains(needle)).collect()
}

/// The folder is whole: both documents parse with a true index, no spool or temp file is
/// left, and the hook logged no error.
fn assert_settled(f: &Folder) {
    for file in ["MEMORY.md", "USER.md"] {
        let doc = Doc::parse(&f.read(file));
        assert!(doc.index_is_current(), "{file}:\n{}", doc.render());
    }
    assert_eq!(f.temp_files(), Vec::<std::path::PathBuf>::new());
    let spool = f.path(".memory-manager-spool");
    let left = std::fs::read_dir(&spool).map_or(0, |rd| rd.count());
    assert_eq!(left, 0, "records left in the spool");
    assert!(
        !f.exists(".memory-manager-errors.log"),
        "{}",
        f.read(".memory-manager-errors.log")
    );
}

#[test]
fn thirty_two_writers_at_once_lose_nothing() {
    let f = Folder::new();
    f.init("en");
    let mut children = Vec::new();
    let (mut memory, mut failures, mut prompts) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..32 {
        let w = word(i);
        let mm = f.mm();
        let child = match i % 8 {
            0 | 3 | 5 | 7 => {
                memory.push(w.clone());
                mm.args(["write-memory", &format!("Deploy {w} with care")])
                    .spawn()
            }
            1 if i < 16 => {
                prompts.push(w.clone());
                let prompt = format!("remember that we always lint {w} before merging");
                mm.arg("hook").stdin(prompt_event(&prompt)).spawn()
            }
            _ => {
                failures.push(w.clone());
                let error = format!("error: no widget named {w} in this workspace");
                mm.arg("hook")
                    .stdin(failure_event(&format!("{w} build"), &error))
                    .spawn()
            }
        };
        children.push(child);
    }
    for child in children {
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{out:?}");
    }
    // Anything spooled is merged by the next writer.
    f.mm()
        .args(["write-log", "after the storm"])
        .run()
        .success();

    let text = f.read("MEMORY.md");
    for w in &memory {
        let found = lines_with(&text, w);
        assert_eq!(
            found,
            [format!("- [{MONTH}] Deploy {w} with care | source: manual")],
            "{text}"
        );
    }
    for w in &prompts {
        let found = lines_with(&text, w);
        assert_eq!(found.len(), 1, "{w}:\n{text}");
        assert!(
            found[0].contains(&format!("lint {w} before merging")),
            "{text}"
        );
    }
    let pool = Pool::parse(&f.read("CANDIDATES.md"));
    for w in &failures {
        let rows: Vec<_> = pool
            .observing()
            .into_iter()
            .filter(|c| c.summary.contains(w.as_str()))
            .collect();
        assert_eq!(rows.len(), 1, "{w}:\n{}", f.read("CANDIDATES.md"));
        assert_eq!(rows[0].count, 1);
    }
    assert_eq!(
        pool.observing().len(),
        failures.len(),
        "{}",
        f.read("CANDIDATES.md")
    );
    let mut ids: Vec<&str> = pool.observing().iter().map(|c| c.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), failures.len(), "two candidates share an ID");
    assert_settled(&f);
}

#[test]
fn a_hook_that_cannot_get_the_lock_spools_and_the_next_writer_merges() {
    let f = Folder::new();
    f.init("en");
    let lock = File::options()
        .read(true)
        .write(true)
        .open(f.path(".memory-manager.lock"))
        .unwrap();
    lock.lock().unwrap();
    let started = Instant::now();
    let failure = f
        .mm()
        .arg("hook")
        .stdin(failure_event("cargo build", "error: linker `cc` not found"))
        .spawn();
    let prompt = f
        .mm()
        .arg("hook")
        .stdin(prompt_event("remember that we always squash merge"))
        .spawn();
    for child in [failure, prompt] {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{out:?}");
    }
    // The hooks waited a moment, then gave up without blocking the prompt.
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    let spooled = std::fs::read_dir(f.path(".memory-manager-spool"))
        .unwrap()
        .count();
    assert_eq!(spooled, 2);
    assert!(!f.read("CANDIDATES.md").contains("linker"));
    assert!(!f.read("MEMORY.md").contains("squash"));
    let report = f.mm().args(["health-check", "--json"]).run().json();
    assert_eq!(report["spooled"], 2);
    assert_eq!(report["lock_held"], true);
    lock.unlock().unwrap();

    f.mm()
        .args(["write-memory", "Keep PRs small"])
        .run()
        .success();
    assert_eq!(lines_with(&f.read("CANDIDATES.md"), "linker").len(), 1);
    assert_eq!(lines_with(&f.read("MEMORY.md"), "squash merge").len(), 1);
    assert_settled(&f);
}

#[test]
fn a_writer_killed_mid_write_leaves_the_old_file_or_the_new_one() {
    let f = Folder::new();
    f.init("en");
    // A large MEMORY.md, so a write takes long enough to be killed in the middle of it.
    let mut text = f.read("MEMORY.md");
    let filler: String = (0..3000)
        .map(|i| {
            format!(
                "- [2026-10] filler fact {} about the build\n",
                word(i % 400) + &i.to_string()
            )
        })
        .collect();
    text = text.replace("## 📌 Rules\n", &format!("## 📌 Rules\n\n{filler}"));
    f.write("MEMORY.md", &text);
    f.mm()
        .args(["write-memory", "first real fact"])
        .run()
        .success();

    // How long one whole write takes, to spread the kills over it.
    let t = Instant::now();
    f.mm().args(["write-memory", "timing fact"]).run().success();
    let full = t.elapsed();
    eprintln!(
        "one whole write of a {}-line MEMORY.md: {full:?}",
        f.read("MEMORY.md").lines().count()
    );

    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let (mut old, mut new) = (0, 0);
    for k in 0..16 {
        let before = f.read("MEMORY.md");
        let fact = format!("crash fact {}", word(k));
        let mut expected = Doc::parse(&before);
        expected.insert_in_section(
            Section::Rules,
            &format!("- [{MONTH}] {fact} | source: manual"),
        );
        let expected = expected.render();

        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let delay = full.mul_f64((seed % 1000) as f64 / 1000.0 * 2.0);
        let mut child = f.mm().args(["write-memory", &fact]).spawn();
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();

        let after = f.read("MEMORY.md");
        if after == before {
            old += 1;
        } else {
            assert_eq!(
                after, expected,
                "a torn or unexpected MEMORY.md after kill {k}"
            );
            new += 1;
        }
        assert!(Doc::parse(&after).index_is_current());
    }
    eprintln!(
        "killed writers left the old file {old} times, the new one {new} times, {} temp files",
        f.temp_files().len()
    );
    // The folder still works: the lock was released with the killed process.
    f.mm()
        .args(["write-memory", "after the crashes"])
        .run()
        .success();
    assert!(Doc::parse(&f.read("MEMORY.md")).index_is_current());
}
