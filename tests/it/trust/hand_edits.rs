//! Edits by hand are never lost (issue 20, family 2): a line written through a descriptor
//! opened before a write (`exec 3>>MEMORY.md`, a `cat >>` still typing) lands in the file,
//! whichever writer ran meanwhile; `echo >>` racing the CLI and the hooks loses no line;
//! an editor's save (a temp file renamed over) landing while a write is in progress is not
//! undone.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::{Folder, MONTH, failure_event, prompt_event};

/// A writer of the tool, run once on a folder.
type Writer = (&'static str, fn(&Folder, usize));

/// Every writer, each touching the file it names (and others).
const WRITERS: &[Writer] = &[
    ("write-memory", |f, i| {
        f.ok(&["write-memory", &format!("Deploy with helm, take {i}")]);
    }),
    ("write-user", |f, i| {
        f.ok(&["write-user", &format!("Prefers short answers, take {i}")]);
    }),
    ("candidates add", |f, i| {
        f.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Run the linter, take {i}"),
        ]);
    }),
    ("write-log", |f, i| {
        f.ok(&["write-log", &format!("deployed staging, take {i}")]);
    }),
    ("supersede", |f, i| {
        f.ok(&["write-memory", &format!("Cache with Redis, take {i}")]);
        let line = f
            .read("MEMORY.md")
            .lines()
            .position(|l| l.contains(&format!("Cache with Redis, take {i}")))
            .unwrap()
            + 1;
        f.ok(&[
            "supersede",
            &format!("MEMORY.md:L{line}"),
            &format!("Cache with Memcached, take {i}"),
        ]);
    }),
    ("hook prompt", |f, i| {
        f.hook(&prompt_event(&format!(
            "remember that we always deploy billing with helm, take {i}"
        )));
    }),
    ("hook failure", |f, i| {
        f.hook(&failure_event(
            &format!("make deploy-{i}"),
            &format!("make: *** [deploy-{i}] Error 2"),
        ));
    }),
    ("consolidate", |f, _| {
        f.mm().args(["consolidate", "--apply"]).run();
    }),
];

/// The files a person may hold open.
const FILES: &[&str] = &[
    "MEMORY.md",
    "USER.md",
    "CANDIDATES.md",
    "EVOLUTION_LOG.md",
    "memory/2026-11-30.md",
];

#[test]
fn a_line_written_through_a_descriptor_opened_before_a_write_is_kept() {
    for (name, write) in WRITERS {
        for rel in FILES {
            let f = Folder::new();
            f.init("en");
            // Every file exists, so that a writer has something to replace.
            f.ok(&["write-log", "first entry"]);
            f.ok(&["write-memory", "A first fact"]);
            f.mm().args(["candidates", "drop", "C999"]).run();
            let path = f.path(rel);
            if !path.exists() {
                continue;
            }
            // `exec 3>>FILE` before the write, `echo … >&3` after it.
            let mut held = OpenOptions::new().append(true).open(&path).unwrap();
            write(&f, 1);
            let line = format!("- [2025-03] typed by hand into {rel} during {name}\n");
            held.write_all(line.as_bytes()).unwrap();
            drop(held);
            let text = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                text.matches(line.as_str()).count(),
                1,
                "{name}: the line typed into {rel} is lost or doubled:\n{text}"
            );
        }
    }
    // The writers still did their work with a file held open.
    let f = Folder::new();
    f.init("en");
    let mut held = OpenOptions::new()
        .append(true)
        .open(f.path("MEMORY.md"))
        .unwrap();
    f.ok(&["write-memory", "Keep pull requests small"]);
    held.write_all(b"- [2025-03] typed by hand\n").unwrap();
    let text = f.read("MEMORY.md");
    assert!(
        text.contains(&format!("- [{MONTH}] Keep pull requests small")),
        "{text}"
    );
    assert!(text.ends_with("- [2025-03] typed by hand\n"), "{text}");
}

/// A shell loop appending numbered lines to `path` with `echo >>`, tagged `who`, until
/// `stop` exists or [`MAX_LINES`] are written; how many it appended.
fn appender(path: &Path, stop: &Path, who: usize) -> std::thread::JoinHandle<usize> {
    let (path, stop) = (path.to_path_buf(), stop.to_path_buf());
    std::thread::spawn(move || {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "i=0; while [ ! -e \"$1\" ] && [ $i -lt {MAX_LINES} ]; do echo \"- [2025-03] appender {who} line $i\" >> \"$0\"; i=$((i+1)); done; echo $i"
            ))
            .arg(&path)
            .arg(&stop)
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
    })
}

/// Lines one appender writes at most (a memory file of many thousand lines makes every
/// write slow in a debug build).
const MAX_LINES: usize = 700;

#[test]
fn echo_appends_racing_the_cli_and_the_hooks_all_survive() {
    const APPENDERS: usize = 3;
    const WRITES: usize = 15;
    // On a real disk: its fsyncs widen the window between a writer's read and its rename.
    let f = Folder::on_disk();
    f.init("en");
    f.ok(&["write-memory", "A first fact"]);
    f.hook(&failure_event("make seed", "make: *** [seed] Error 2"));
    let mut total = 0;
    for rel in ["MEMORY.md", "CANDIDATES.md"] {
        let path = f.path(rel);
        let stop = f.tmp().join(format!("stop-{}", rel.len()));
        let people: Vec<_> = (0..APPENDERS).map(|w| appender(&path, &stop, w)).collect();
        for w in 0..WRITES {
            match w % 3 {
                0 => {
                    f.ok(&["write-memory", &format!("Tool fact number {w} on {rel}")]);
                }
                1 => {
                    f.hook(&prompt_event(&format!(
                        "remember that the build uses cache number {w} on {rel}"
                    )));
                }
                _ => {
                    f.hook(&failure_event(
                        &format!("cargo build-{w}-{}", rel.len()),
                        &format!("error[E0{w}]: build {w} of {rel} failed"),
                    ));
                }
            }
        }
        std::fs::write(&stop, "").unwrap();
        let counts: Vec<usize> = people.into_iter().map(|p| p.join().unwrap()).collect();
        // One more write takes in whatever was appended after the last one.
        f.ok(&["write-memory", &format!("After the race on {rel}")]);
        let text = std::fs::read_to_string(&path).unwrap();
        let mut lost = Vec::new();
        for (w, n) in counts.iter().enumerate() {
            for i in 0..*n {
                let line = format!("- [2025-03] appender {w} line {i}");
                if text.lines().filter(|l| *l == line).count() != 1 {
                    lost.push(line);
                }
            }
        }
        let appended: usize = counts.iter().sum();
        total += appended;
        assert!(
            lost.is_empty(),
            "{rel}: {} of {appended} appended lines lost or doubled, first {:?}",
            lost.len(),
            lost.first()
        );
        for w in (0..WRITES).step_by(3) {
            assert!(text.contains(&format!("Tool fact number {w} on {rel}")) || rel != "MEMORY.md");
        }
    }
    eprintln!("{total} appended lines, none lost");
    assert!(total > 1000, "the appenders hardly ran: {total} lines");
    assert_eq!(f.temp_files(), Vec::<std::path::PathBuf>::new());
}

/// `strace`, when it is installed and can trace here (ptrace allowed).
fn strace() -> Option<std::path::PathBuf> {
    let found = std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join("strace"))
        .find(|p| p.is_file())?;
    Command::new(&found)
        .args(["-f", "-o", "/dev/null", "true"])
        .status()
        .is_ok_and(|s| s.success())
        .then_some(found)
}

#[test]
fn an_editors_save_during_a_write_is_not_undone() {
    let Some(strace) = strace() else {
        eprintln!("strace cannot run here: skipped");
        return;
    };
    const SAVES: usize = 4;
    let f = Folder::on_disk();
    f.init("en");
    f.ok(&["write-memory", "A first fact"]);
    let memory = f.path("MEMORY.md");
    for i in 0..SAVES {
        // Every fsync of the writer waits 0.3 s: its temp file's among them, the window an
        // editor's save falls in on a busy disk.
        let writer = crate::support::Mm::host(&strace)
            .args([
                "-f",
                "-o",
                "/dev/null",
                "-e",
                "inject=fsync:delay_enter=300000",
            ])
            .arg(env!("CARGO_BIN_EXE_memory-manager"))
            .arg("--root")
            .arg(f.root())
            .args(["write-memory", &format!("Tool fact {i} written slowly")])
            .home(&f.home())
            .spawn();
        // The editor saves once the writer's temp file is there (written, not yet renamed).
        let start = Instant::now();
        while f.temp_files().is_empty() && start.elapsed() < Duration::from_secs(20) {
            std::thread::yield_now();
        }
        assert!(
            !f.temp_files().is_empty(),
            "the writer never wrote its temp file"
        );
        let mut text = std::fs::read_to_string(&memory).unwrap();
        text.push_str(&format!("- [2025-03] saved from the editor {i}\n"));
        let temp = f.tmp().join(format!("editor-save-{i}"));
        std::fs::write(&temp, &text).unwrap();
        std::fs::rename(&temp, &memory).unwrap();
        writer.wait().success();
        let now = std::fs::read_to_string(&memory).unwrap();
        assert!(
            now.contains(&format!("- [2025-03] saved from the editor {i}\n")),
            "the editor's save {i} was undone:\n{now}"
        );
        assert!(
            now.contains(&format!("Tool fact {i} written slowly")),
            "the tool's fact {i} was lost:\n{now}"
        );
    }
}
