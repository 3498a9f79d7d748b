//! A person's lines are never lost (issue 10, family 4): appends racing the tool's writes
//! all survive; facts that differ by a symbol are two facts; a person's own lines, however
//! alike, are never folded away by a repair.

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use memory_manager::store::doc::Doc;

use crate::support::{Folder, MONTH};

/// How many lines the person appends, and how many facts the tool writes meanwhile.
const APPENDS: usize = 200;
const WRITERS: usize = 4;
const WRITES_EACH: usize = 10;

/// A hand-typed line, as a person appends it.
fn hand_line(i: usize) -> String {
    format!("- [2025-03] hand-typed note number {i} about the staging box")
}

#[test]
fn a_persons_appends_racing_the_writers_all_survive() {
    // On a real disk: its fsyncs widen the window between a writer's read and its rename.
    let f = Folder::on_disk();
    f.init("en");
    let memory = f.path("MEMORY.md");
    let done = Arc::new(AtomicBool::new(false));
    // The person: `echo … >> MEMORY.md`, as fast as a shell loop goes.
    let person = {
        let memory = memory.clone();
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            let mut during = 0;
            for i in 0..APPENDS {
                let ok = Command::new("sh")
                    .arg("-c")
                    .arg(format!("echo '{}' >> \"$0\"", hand_line(i)))
                    .arg(&memory)
                    .status()
                    .unwrap()
                    .success();
                assert!(ok, "append {i}");
                during += usize::from(!done.load(Ordering::SeqCst));
                std::thread::sleep(Duration::from_millis(1));
            }
            during
        })
    };
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let runs: Vec<_> = (0..WRITES_EACH)
                .map(|i| {
                    f.mm()
                        .args(["write-memory", &format!("tool fact {w}-{i} for the build")])
                })
                .collect();
            std::thread::spawn(move || {
                for mm in runs {
                    mm.run().success();
                }
            })
        })
        .collect();
    for w in writers {
        w.join().unwrap();
    }
    done.store(true, Ordering::SeqCst);
    let during = person.join().unwrap();
    // The race happened: the person appended while the writers wrote.
    assert!(during > 0, "no append landed while the tool was writing");
    // One more write takes in whatever was appended after the last one.
    f.ok(&["write-memory", "after the race"]);
    let text = f.read("MEMORY.md");
    let lost: Vec<usize> = (0..APPENDS)
        .filter(|i| text.lines().filter(|l| *l == hand_line(*i)).count() != 1)
        .collect();
    assert!(
        lost.is_empty(),
        "{} hand-typed lines lost or doubled: {lost:?}",
        lost.len()
    );
    for w in 0..WRITERS {
        for i in 0..WRITES_EACH {
            let fact = format!("- [{MONTH}] tool fact {w}-{i} for the build | source: manual");
            assert_eq!(text.lines().filter(|l| *l == fact).count(), 1, "{fact}");
        }
    }
    assert!(Doc::parse(&text).index_is_current(), "{text}");
    assert_eq!(f.temp_files(), Vec::<std::path::PathBuf>::new());
}

/// Pairs of facts that differ only by a symbol, or by punctuation inside a token.
const DIFFERENT: &[(&str, &str)] = &[
    ("timeout > 30s", "timeout < 30s"),
    ("timeout >= 30s", "timeout > 30s"),
    ("Use C++ for the engine", "Use C# for the engine"),
    ("offset +5", "offset −5"),
    ("offset +5", "offset -5"),
    ("x == y", "x = y"),
    ("require a != b", "require a = b"),
    ("timeout 1.5s", "timeout 15s"),
    ("use Node 1.8", "use Node 18"),
    ("pin v2.0", "pin v20"),
    ("standup at 10:30", "standup at 1030"),
    ("use foo?.bar", "use foo.bar"),
    ("x ?? y", "x y"),
    ("use !important", "use important"),
    ("glob *.rs", "glob .rs"),
    ("limit 10%", "limit 10"),
    ("expand $HOME", "expand HOME"),
    ("用 ≥ 3 个副本", "用 ≤ 3 个副本"),
];

#[test]
fn facts_that_differ_by_a_symbol_are_two_facts() {
    for (a, b) in DIFFERENT {
        let f = Folder::new();
        f.mm()
            .args(["write-memory", a])
            .run()
            .success()
            .stdout(&format!("saved 📍 MEMORY.md:L15 {a}\n"));
        f.mm()
            .args(["write-memory", b])
            .run()
            .success()
            .stdout(&format!("saved 📍 MEMORY.md:L16 {b}\n"));
    }
    // What differs only by case, spacing or sentence punctuation is one fact.
    for (a, b) in [
        ("Use pnpm, not npm.", "use PNPM not npm"),
        ("Use pnpm!", "use pnpm"),
        ("用 pnpm，不用 npm。", "用pnpm,不用npm"),
    ] {
        let f = Folder::new();
        f.ok(&["write-memory", a]);
        f.mm()
            .args(["write-memory", b])
            .run()
            .success()
            .stdout(&format!("already there 📍 MEMORY.md:L15 {a}\n"));
    }
}

/// A person's own lines under the rules: alike, repeated, in other months and bullets.
const PERSONS: &str = "\
- [2024-11] Upgraded dependencies
- [2025-03] Upgraded dependencies
- [2025-03] Upgraded dependencies
- [2025-03] upgraded dependencies.
* [2025-03] Upgraded dependencies
- [2025-03] Upgraded  dependencies
";

#[test]
fn a_persons_repeated_lines_survive_every_repair() {
    let f = Folder::new();
    f.init("en");
    // The person's lines, and the same tool-written fact twice (as a git union merge leaves
    // it): the repair folds the tool's duplicate, never the person's lines.
    let tools = format!("- [{MONTH}] Use pnpm | source: manual\n");
    let original = f.read("MEMORY.md").replace(
        "## 📌 Rules\n",
        &format!("## 📌 Rules\n\n{PERSONS}{tools}{tools}"),
    );
    f.write("MEMORY.md", &original);
    f.ok(&["write-memory", "Keep pull requests small"]);
    let text = f.read("MEMORY.md");
    assert!(text.contains(PERSONS), "{text}");
    assert_eq!(text.matches(&tools).count(), 1, "{text}");
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains("repair · MEMORY.md: folded a duplicate of \"Use pnpm\""),
        "{}",
        f.read("EVOLUTION_LOG.md")
    );
    // Saving the same words again cites the person's line; still nothing of theirs goes.
    let out = f
        .mm()
        .args(["write-memory", "Upgraded dependencies"])
        .run()
        .success();
    assert!(
        out.stdout.starts_with("already there 📍 MEMORY.md:L"),
        "{}",
        out.stdout
    );
    let n = out.cited_line("MEMORY.md");
    assert_eq!(f.line("MEMORY.md", n), "- [2024-11] Upgraded dependencies");
    // Consolidating and every other write keep them too.
    f.ok(&["consolidate", "--apply"]);
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "Use Postgres for sessions",
    ]);
    let text = f.read("MEMORY.md");
    assert!(text.contains(PERSONS), "{text}");
}

#[test]
fn a_persons_lines_in_a_file_without_a_source_label_are_never_touched() {
    // A file typed wholly by hand (no index, no labels): a write adds its line and an index
    // and changes not one of the person's bytes.
    let f = Folder::new();
    let original = format!("# Notes\n\n## 📌 Rules\n\n{PERSONS}");
    f.write("MEMORY.md", &original);
    f.ok(&["write-memory", "Keep pull requests small"]);
    let text = f.read("MEMORY.md");
    let body = text.split_once("-->\n").map_or(text.as_str(), |(_, b)| b);
    assert_eq!(
        body,
        format!("{original}- [{MONTH}] Keep pull requests small | source: manual\n")
    );
}
