//! Nothing outside the memory folders is written, truncated or read (issue 10, family 6).
//!
//! A cloned repo can carry links in place of any file the tool keeps — the error log (once
//! appended to, and past 256 KB half deleted), the lock, the spool and its records,
//! `skills/`, MEMORY.md itself, the logs — or of the memory folder itself. Each trap below
//! points outside the memory root, at files in the test's own temp folder, and every writer
//! and reader is run against it: the files outside keep their bytes, no file appears there,
//! and what they hold never reaches the model. A FIFO or a device in place of a memory file,
//! a record, the lock or the log is refused, never waited on: every hook answers (the run's
//! deadline fails a hang) and exits 0.
#![cfg(unix)]

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use crate::support::{Folder, Mm, Output, TODAY, failure_event, files_under, prompt_event};

/// What the files outside say, which must never reach the model or a memory file.
const OUTSIDE_FACT: &str = "outside fact about deploys";

/// The folder outside the memory root, with a file of every kind a trap points at.
fn outside(f: &Folder) -> PathBuf {
    let out = f.tmp().join("outside");
    for dir in ["spool", "skills", "logs", "mem"] {
        std::fs::create_dir_all(out.join(dir)).unwrap();
    }
    let log: String = (0..12_000)
        .map(|i| format!("someone else's log line {i}\n"))
        .collect();
    std::fs::write(out.join("victim.log"), log).unwrap();
    std::fs::write(
        out.join("victim.md"),
        format!("# Someone else's notes\n\n## 📌 Rules\n\n- [2026-11] {OUTSIDE_FACT}\n"),
    )
    .unwrap();
    std::fs::write(
        out.join("record.json"),
        format!(r#"{{"date": "{TODAY}", "ops": [{{"op": "log", "text": "{OUTSIDE_FACT}"}}]}}"#),
    )
    .unwrap();
    out
}

/// Every path under `dir` (folders and links included) and each regular file's bytes.
fn state(dir: &Path) -> (Vec<PathBuf>, Vec<(PathBuf, Vec<u8>)>) {
    fn names(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            out.push(e.path());
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                names(&e.path(), out);
            }
        }
    }
    let mut all = Vec::new();
    names(dir, &mut all);
    all.sort();
    (all, files_under(dir))
}

/// The folder outside holds what it held: the same paths, each file its bytes.
#[track_caller]
fn assert_unchanged(name: &str, out: &Path, before: &(Vec<PathBuf>, Vec<(PathBuf, Vec<u8>)>)) {
    let (names, files) = state(out);
    assert_eq!(names, before.0, "{name}: files appeared or went outside");
    for ((path, bytes), (_, was)) in files.iter().zip(&before.1) {
        assert!(bytes == was, "{name}: {} changed outside", path.display());
    }
}

/// A command run against the trap: it may refuse (exit 2, one line saying why), never
/// crash.
#[track_caller]
fn command(f: &Folder, args: &[&str]) -> Output {
    let out = f.mm().args(args).run();
    match (out.code, args[0]) {
        (0, _) => out,
        // health-check says what needs attention, and exits 1 when something does; recall
        // exits 1 when nothing matches.
        (1, "health-check" | "recall") => out,
        _ => out.fails(),
    }
}

/// Every writer and reader, hooks first (which must keep their contract whatever the trap);
/// with `spool`, also a hook held off by the lock, whose record the next writer merges.
fn workload(f: &Folder, spool: bool) -> Vec<Output> {
    let mut outs = vec![
        f.hook("{not json"),
        f.hook(&prompt_event(
            "remember that we always deploy with helm charts",
        )),
        f.hook(&prompt_event("how do we deploy?")),
        f.hook(&failure_event("make deploy", "make: *** [deploy] Error 2")),
        f.hook(r#"{"hook_event_name": "SessionStart", "source": "startup"}"#),
    ];
    // A hook that cannot get the lock spools its record; the next writer merges it.
    if spool {
        let lock = hold_lock_if_possible(f);
        outs.push(f.hook(&failure_event("make test", "make: *** [test] Error 1")));
        drop(lock);
    }
    for args in [
        &["write-memory", "Keep pull requests small"][..],
        &["write-user", "Reply in English"],
        &["write-log", "deployed the staging box"],
        &["candidates", "add", "rule", "Run the linter before pushing"],
        &["add-skill", "deploy", "how we deploy with helm"],
        &["auto-skill", "rollback", "--step", "helm rollback"],
        &[
            "supersede",
            "MEMORY.md:L15",
            "Keep pull requests very small",
        ],
        &["consolidate", "--apply"],
        &["evolve", "--all"],
        &["recall", "deploy"],
        &["handoff"],
        &["health-check"],
    ] {
        outs.push(command(f, args));
    }
    outs
}

/// The folder's lock, unless the trap makes it one that cannot be taken (the test must not
/// follow a trap either).
fn hold_lock_if_possible(f: &Folder) -> Option<std::fs::File> {
    let path = f.path(".memory-manager.lock");
    std::fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file())
        .then(|| f.hold_lock())
}

/// Lay `trap` in an initialised folder, run everything, and check the outside is untouched.
#[track_caller]
fn assert_confined(name: &str, spool: bool, trap: impl Fn(&Folder, &Path)) {
    let f = Folder::new();
    f.init("en");
    let out = outside(&f);
    trap(&f, &out);
    let before = state(&out);
    for o in workload(&f, spool) {
        assert!(
            !o.stdout.contains(OUTSIDE_FACT),
            "{name}: read from outside:\n{}",
            o.report()
        );
    }
    assert_unchanged(name, &out, &before);
    // What the files outside hold reached no file inside either.
    for (path, bytes) in files_under(&f.root()) {
        assert!(
            !String::from_utf8_lossy(&bytes).contains(OUTSIDE_FACT),
            "{name}: copied into {}",
            path.display()
        );
    }
}

/// Replace `rel` under the root with a link to `target`.
fn link(f: &Folder, rel: &str, target: &Path) {
    let at = f.path(rel);
    if let Ok(m) = std::fs::symlink_metadata(&at) {
        if m.is_dir() {
            std::fs::remove_dir_all(&at).unwrap();
        } else {
            std::fs::remove_file(&at).unwrap();
        }
    }
    std::fs::create_dir_all(at.parent().unwrap()).unwrap();
    symlink(target, &at).unwrap();
}

#[test]
fn links_to_files_outside_are_never_followed() {
    let files = [
        ".memory-manager-errors.log",
        ".memory-manager.lock",
        "MEMORY.md",
        "USER.md",
        "CANDIDATES.md",
        "EVOLUTION_LOG.md",
        "IMPROVEMENTS.md",
        ".gitignore",
        ".memory-manager-evolve.json",
        "2026-11-30.md",
        "skills/INDEX.md",
        ".memory-manager-spool/.ledger.json",
    ];
    for rel in files {
        // A log as big as the bounded log's cap (it used to be cut in half), a Markdown
        // file with a fact, and nothing (a write would create it).
        let big = if rel.ends_with(".log") {
            "victim.log"
        } else {
            "victim.md"
        };
        for target in [big, "missing.md"] {
            assert_confined(
                &format!("{rel} -> {target}"),
                rel.contains("lock"),
                |f, out| {
                    link(f, rel, &out.join(target));
                },
            );
        }
    }
}

#[test]
fn linked_folders_leading_outside_are_never_entered() {
    for (rel, target) in [
        (".memory-manager-spool", "spool"),
        ("skills", "skills"),
        ("skills/auto-generated", "skills"),
    ] {
        assert_confined(
            &format!("{rel}/ -> {target}/"),
            rel.contains("spool"),
            |f, out| {
                link(f, rel, &out.join(target));
            },
        );
    }
}

#[test]
fn a_spool_record_that_is_a_link_is_never_read() {
    assert_confined("a spooled record -> outside", true, |f, out| {
        let spool = f.path(".memory-manager-spool");
        std::fs::create_dir_all(&spool).unwrap();
        symlink(
            out.join("record.json"),
            spool.join("00000000000000000001-1-0.json"),
        )
        .unwrap();
    });
}

/// The binary run in the project, its memory folder found by the Claude Code layout.
fn in_project(f: &Folder, args: &[&str], stdin: Option<&str>) -> Output {
    let mut mm = f.mm_in_project().args(args);
    if let Some(s) = stdin {
        mm = mm.stdin(s);
    }
    mm.run()
}

#[test]
fn a_memory_folder_linked_outside_its_project_or_workspace_is_refused() {
    let f = Folder::new();
    let out = outside(&f);
    // A cloned project whose .claude/memory leads out of the project.
    std::fs::create_dir_all(f.project().join(".git")).unwrap();
    std::fs::create_dir_all(f.project().join(".claude")).unwrap();
    symlink(out.join("mem"), f.project().join(".claude").join("memory")).unwrap();
    // An OpenClaw workspace whose memory/ (the logs, the pool, the lock) leads out of it.
    let ws = f.tmp().join("workspace");
    std::fs::create_dir_all(&ws).unwrap();
    symlink(out.join("logs"), ws.join("memory")).unwrap();
    let before = state(&out);
    let prompt = prompt_event("remember that we always deploy with helm charts");
    for layout in ["claude-code", "openclaw"] {
        let run = |args: &[&str], stdin: Option<&str>| {
            let mut mm = Mm::new()
                .home(&f.home())
                .current_dir(&f.project())
                .env("MEMORY_MANAGER_WORKSPACE", &ws)
                .args(["--layout", layout])
                .args(args);
            if let Some(s) = stdin {
                mm = mm.stdin(s);
            }
            mm.run()
        };
        run(&["hook"], Some(&prompt)).quiet();
        run(&["hook"], Some("{not json")).quiet();
        run(&["write-log", "deployed"], None).fails();
        run(&["candidates", "add", "rule", "Lint first"], None).fails();
    }
    in_project(&f, &["write-memory", "Keep pull requests small"], None).fails();
    assert_unchanged("a linked memory folder", &out, &before);
    // A folder linked inside its project is the project's own: it is used.
    std::fs::remove_file(f.project().join(".claude").join("memory")).unwrap();
    std::fs::create_dir_all(f.project().join("docs").join("memory")).unwrap();
    symlink(
        f.project().join("docs").join("memory"),
        f.project().join(".claude").join("memory"),
    )
    .unwrap();
    in_project(&f, &["write-memory", "Keep pull requests small"], None).success();
    assert!(f.project().join("docs/memory/MEMORY.md").is_file());
}

/// Make a character device like `/dev/zero` (endless zeros) at `path`, inside the test's
/// folder: a trap must never point at a real device, which a writer following links could
/// replace. `false` where this process may not make devices (not root, or a container that
/// forbids it).
fn zero_device(path: &Path) -> bool {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mknod reads a NUL-terminated path; makedev takes plain integers.
    unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 5)) == 0 }
}

/// Make a FIFO at `path`.
fn fifo(path: &Path) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mkfifo reads a NUL-terminated path.
    assert_eq!(
        unsafe { libc::mkfifo(c.as_ptr(), 0o600) },
        0,
        "{}",
        path.display()
    );
}

#[test]
fn fifos_and_devices_in_place_of_files_never_stall_a_hook() {
    let places = [
        "MEMORY.md",
        "USER.md",
        "CANDIDATES.md",
        "EVOLUTION_LOG.md",
        "2026-11-30.md",
        ".memory-manager.lock",
        ".memory-manager-errors.log",
        ".memory-manager-spool/00000000000000000001-1-0.json",
        ".memory-manager-spool/.ledger.json",
    ];
    for rel in places {
        for kind in ["fifo", "device", "link to a device"] {
            let f = Folder::new();
            f.init("en");
            let at = f.path(rel);
            let _ = std::fs::remove_file(&at);
            std::fs::create_dir_all(at.parent().unwrap()).unwrap();
            match kind {
                "fifo" => fifo(&at),
                "device" => {
                    if !zero_device(&at) {
                        eprintln!("{rel}: no device made (not allowed here); skipped");
                        continue;
                    }
                }
                _ => {
                    let device = f.tmp().join("zero");
                    if !device.exists() && !zero_device(&device) {
                        continue;
                    }
                    symlink(&device, &at).unwrap();
                }
            }
            // Hooks: exit 0, nothing on stderr, an answer (the run's deadline fails a hang).
            let outs = workload(&f, rel.contains("spool") || rel.contains("lock"));
            let prompt = &outs[2];
            assert!(
                prompt
                    .stdout
                    .starts_with(r#"{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit""#),
                "{rel} as {kind}:\n{}",
                prompt.report()
            );
            // The device a link leads to is still a device: no writer followed the link.
            let device = f.tmp().join("zero");
            if let Ok(m) = std::fs::symlink_metadata(&device) {
                use std::os::unix::fs::FileTypeExt;
                assert!(
                    m.file_type().is_char_device(),
                    "{rel} as {kind}: written through"
                );
            }
            // The trap is still what it was: nothing replaced or read it away (a spool
            // record that cannot be read is set aside as `*.bad`, for a person; a ledger
            // that is no link is the spool's own to replace).
            if rel.contains("-spool/") {
                continue;
            }
            let m = std::fs::symlink_metadata(&at).unwrap();
            use std::os::unix::fs::FileTypeExt;
            let same = match kind {
                "fifo" => m.file_type().is_fifo(),
                "device" => m.file_type().is_char_device(),
                _ => m.file_type().is_symlink(),
            };
            assert!(same, "{rel} as {kind}: replaced");
        }
    }
}
