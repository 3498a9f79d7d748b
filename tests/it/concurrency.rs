//! Many writers on one folder, a writer held off by the lock, and writers killed mid-write.

use std::time::Instant;

use memory_manager::store::candidates::Pool;
use memory_manager::store::doc::{Doc, Section};

use crate::support::templates::{EN_CANDIDATES, EN_MEMORY, pool};
use crate::support::{Folder, MONTH, TODAY, assert_text, failure_event, prompt_event};

/// A distinct word of letters only (`g`..`z`), so no normalisation folds two of them into one
/// (digits and hex-looking runs are normalised away in failure fingerprints).
fn word(i: usize) -> String {
    let letters: Vec<char> = ('g'..='z').collect();
    let (a, b) = (i / letters.len(), i % letters.len());
    format!("zq{}{}word", letters[a % letters.len()], letters[b])
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
        child.wait().quiet();
    }
    // Anything spooled is merged by the next writer.
    f.mm()
        .args(["write-log", "after the storm"])
        .run()
        .success();

    // Every fact once, exactly as one writer alone writes it; in whatever order the writers
    // got the lock, so compared sorted.
    let text = f.read("MEMORY.md");
    let mut entries: Vec<&str> = text.lines().filter(|l| l.starts_with("- [")).collect();
    entries.sort_unstable();
    let mut expected: Vec<String> = memory
        .iter()
        .map(|w| format!("- [{MONTH}] Deploy {w} with care | source: manual"))
        .chain(prompts.iter().map(|w| {
            format!("- [{MONTH}] we always lint {w} before merging | source: user-explicit")
        }))
        .collect();
    expected.sort_unstable();
    assert_eq!(entries, expected, "{text}");
    // Every failure one row of its own at 1/3, each with its own ID.
    let pool_text = f.read("CANDIDATES.md");
    let pool = Pool::parse(&pool_text);
    let mut rows: Vec<(String, u32)> = pool
        .observing()
        .iter()
        .map(|c| (c.summary.clone(), c.count))
        .collect();
    rows.sort_unstable();
    let mut expected: Vec<(String, u32)> = failures
        .iter()
        .map(|w| {
            (
                format!("Bash `{w}` → error: no widget named {w} in this workspace"),
                1,
            )
        })
        .collect();
    expected.sort_unstable();
    assert_eq!(rows, expected, "{pool_text}");
    let mut ids: Vec<&str> = pool.observing().iter().map(|c| c.id.as_str()).collect();
    ids.sort_unstable();
    let expected: Vec<String> = (1..=failures.len()).map(|n| format!("C{n:03}")).collect();
    assert_eq!(ids, expected, "{pool_text}");
    assert_settled(&f);
}

#[test]
fn a_hook_that_cannot_get_the_lock_spools_and_the_next_writer_merges() {
    let f = Folder::new();
    f.init("en");
    let lock = f.hold_lock();
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
    // Both end while the lock is still held: they waited a moment, then gave up without
    // blocking the prompt.
    for child in [failure, prompt] {
        child.wait().quiet();
    }
    let spooled = std::fs::read_dir(f.path(".memory-manager-spool"))
        .unwrap()
        .count();
    assert_eq!(spooled, 2);
    f.assert_file("CANDIDATES.md", EN_CANDIDATES);
    f.assert_file("MEMORY.md", EN_MEMORY);
    let report = f.mm().args(["health-check", "--json"]).run().json();
    assert_eq!(report["spooled"], 2);
    assert_eq!(report["lock_held"], true);
    lock.unlock().unwrap();

    // The next writer merges both records first, then writes its own line.
    f.mm()
        .args(["write-memory", "Keep PRs small"])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L16 Keep PRs small\n");
    f.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[&format!(
                "| C001 | error | Bash `cargo build` → error: linker `cc` not found | {TODAY} | {TODAY} | 1/3 | MEMORY.md ⚠️ | hook |  |"
            )],
            &[],
            &[],
        ),
    );
    let memory = f.read("MEMORY.md");
    assert_eq!(
        memory
            .lines()
            .filter(|l| l.starts_with("- ["))
            .collect::<Vec<_>>(),
        [
            format!("- [{MONTH}] we always squash merge | source: user-explicit"),
            format!("- [{MONTH}] Keep PRs small | source: manual"),
        ]
    );
    assert_settled(&f);
}

/// How a writer killed at some moment of its write left MEMORY.md.
#[derive(Debug, Default)]
struct Kills {
    /// Killed before its write began: the old file, no temp file.
    before: usize,
    /// Killed mid-write, provably: the old file, and its temp file left behind.
    mid_write: usize,
    /// Done before the kill landed (or killed after the rename): the new file.
    after: usize,
}

/// The temp file of writer `pid` (`.MEMORY.md.tmp-<pid>-N`) in the root, if there is one
/// that is not in `earlier` (left by an earlier writer whose pid this one reuses).
fn temp_of(f: &Folder, pid: u32, earlier: &[String]) -> Option<String> {
    let prefix = format!(".MEMORY.md.tmp-{pid}-");
    std::fs::read_dir(f.root())
        .ok()?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|name| name.starts_with(&prefix) && !earlier.contains(name))
}

/// The inode of MEMORY.md: a finished write renames a new file over it.
#[cfg(unix)]
fn memory_inode(f: &Folder) -> u64 {
    std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(f.path("MEMORY.md")).unwrap())
}

/// `lines` filler facts at the top of MEMORY.md's rules, so that a write of it takes
/// milliseconds from creating its temp file to renaming it over the old one (the fsync):
/// a window a kill can land in.
#[cfg(unix)]
fn grow(f: &Folder, lines: usize) {
    let filler: String = (0..lines)
        .map(|i| {
            format!(
                "- [2026-10] filler fact {i} about the build of {}\n",
                word(i % 400)
            )
        })
        .collect();
    let text = f
        .read("MEMORY.md")
        .replace("## 📌 Rules\n", &format!("## 📌 Rules\n\n{filler}"));
    f.write("MEMORY.md", &text);
    f.mm()
        .args(["write-memory", "index refresh"])
        .run()
        .success();
}

/// Writers SIGKILLed at moments spread over their run, and at the moment their temp file
/// appears. Every file is always the old or the new one, never torn; and at least one kill
/// provably landed mid-write (its temp file was left behind). When a round lands none (a
/// fast disk makes the window small), the next round doubles the file; at most three rounds.
#[cfg(unix)]
#[test]
fn a_writer_killed_mid_write_leaves_the_old_file_or_the_new_one() {
    const ROUNDS: usize = 3;
    const ATTEMPTS_PER_ROUND: usize = 8;
    // On a real disk: a RAM disk's fsync costs nothing, which leaves no window.
    let f = Folder::on_disk();
    f.init("en");
    let mut kills = Kills::default();
    let mut left_behind = Vec::new();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut lines = 3000;
    let mut attempt = 0;
    for _round in 0..ROUNDS {
        grow(&f, lines);
        // How long one whole write takes, to spread the delayed kills over it.
        let full = f
            .mm()
            .args(["write-memory", &format!("timing fact {}", word(attempt))])
            .run()
            .success()
            .elapsed;
        for _ in 0..ATTEMPTS_PER_ROUND {
            attempt += 1;
            let before = f.read("MEMORY.md");
            let fact = format!("crash fact {}", word(attempt));
            let mut expected = Doc::parse(&before);
            expected.insert_in_section(
                Section::Rules,
                &format!("- [{MONTH}] {fact} | source: manual"),
            );
            let expected = expected.render();
            let inode = memory_inode(&f);

            let mut writer = f.mm().args(["write-memory", &fact]).spawn();
            let pid = writer.id();
            if attempt % 2 == 0 {
                // On sight of its temp file, or of the rename that ends the write.
                let give_up = Instant::now() + full * 20;
                while temp_of(&f, pid, &left_behind).is_none()
                    && memory_inode(&f) == inode
                    && Instant::now() < give_up
                {
                    std::thread::yield_now();
                }
            } else {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                std::thread::sleep(full.mul_f64((seed % 1000) as f64 / 1000.0 * 1.5));
            }
            writer.kill();
            let out = writer.wait();
            let killed = out.signal == Some(libc::SIGKILL);
            assert!(killed || out.code == 0, "{}", out.report());

            let after = f.read("MEMORY.md");
            assert!(Doc::parse(&after).index_is_current(), "{after}");
            if after == before {
                assert!(
                    killed,
                    "an unkilled writer left the old file:\n{}",
                    out.report()
                );
                if let Some(temp) = temp_of(&f, pid, &left_behind) {
                    kills.mid_write += 1;
                    left_behind.push(temp);
                } else {
                    kills.before += 1;
                }
            } else {
                assert_text(
                    &format!("MEMORY.md after kill {attempt}"),
                    &after,
                    &expected,
                );
                kills.after += 1;
            }
        }
        eprintln!("{lines}-line MEMORY.md, a whole write {full:?}; kills so far: {kills:?}");
        if kills.mid_write > 0 {
            break;
        }
        lines *= 2;
    }
    assert!(
        kills.mid_write > 0,
        "no kill landed mid-write in {attempt} attempts: {kills:?}"
    );
    // The folder still works: the lock was released with the killed processes, and their
    // temp files are in nobody's way.
    f.mm()
        .args(["write-memory", "after the crashes"])
        .run()
        .success();
    assert!(Doc::parse(&f.read("MEMORY.md")).index_is_current());
}
