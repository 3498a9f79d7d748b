//! The cache folder can neither block nor escape (issue 20, family 5): FIFOs, links and
//! linked folders in `$XDG_CACHE_HOME/memory-manager` never stall a hook, never take a
//! write and are never swept through; a deeply nested openclaw.json is an error, not a
//! crash; the fix-watch file keeps every failure of parallel calls.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde_json::json;

use crate::support::{Folder, failure_event, hook_event, prompt_event};

/// `$XDG_CACHE_HOME/memory-manager` of a test folder.
fn cache(f: &Folder) -> PathBuf {
    f.home().join(".cache").join("memory-manager")
}

fn fifo(path: &Path) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let _ = std::fs::remove_file(path);
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mkfifo reads a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

/// A prompt and a failing tool call with the IDs that make the hook claim them, and a
/// prompt that saves a fact.
fn events(round: usize) -> Vec<String> {
    vec![
        hook_event(
            "UserPromptSubmit",
            json!({"prompt": "how do we deploy the billing service?", "prompt_id": format!("p-{round}")}),
        ),
        hook_event(
            "PostToolUseFailure",
            json!({"tool_name": "Bash", "tool_input": {"command": "make deploy"},
                   "error": "make: *** [deploy] Error 2", "tool_use_id": format!("t-{round}")}),
        ),
        prompt_event(&format!(
            "remember that we always deploy billing with helm {round}"
        )),
    ]
}

/// Every hook answers within the run's deadline, exit 0, and the prompt's fact is saved.
#[track_caller]
fn hooks_work(f: &Folder, what: &str, round: usize) {
    for event in events(round) {
        let out = f
            .mm()
            .arg("hook")
            .stdin(event)
            .deadline(Duration::from_secs(5))
            .run()
            .quiet();
        assert!(
            out.stdout.contains("hookEventName") || out.stdout.is_empty(),
            "{what}: {}",
            out.report()
        );
    }
    assert!(
        f.read("MEMORY.md")
            .contains(&format!("deploy billing with helm {round}")),
        "{what}: the prompt's fact was not saved"
    );
}

/// How long the hook took for a prompt, as a sanity bound: a FIFO read blocks forever, so
/// the run's own deadline (1.8 s) would be hit.
#[track_caller]
fn prompt_is_quick(f: &Folder, what: &str) {
    let start = std::time::Instant::now();
    let out = f.hook(&prompt_event("how do we deploy the billing service?"));
    assert!(
        out.stdout.contains("memory"),
        "{what}: no block:\n{}",
        out.report()
    );
    assert!(
        start.elapsed() < Duration::from_millis(1500),
        "{what}: the prompt hook stalled ({:?})",
        start.elapsed()
    );
}

#[test]
fn fifos_in_place_of_claims_files_or_the_index_never_stall_a_hook() {
    let f = Folder::new();
    f.init("en");
    hooks_work(&f, "warm-up", 0);
    let c = cache(&f);
    let index = std::fs::read_dir(&c)
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with("index-"))
        .expect("the prompt wrote an index")
        .path();
    fifo(&index);
    for b in 0..16 {
        fifo(&c.join("claims").join(format!("claims-{b:x}")));
    }
    fifo(&c.join("sessions").join("0123456789abcdef"));
    prompt_is_quick(&f, "FIFOs in the cache");
    hooks_work(&f, "FIFOs in the cache", 1);
    // Claims still work once the FIFOs are replaced: one event, once.
    let again = hook_event(
        "UserPromptSubmit",
        json!({"prompt": "how do we deploy the billing service?", "prompt_id": "p-1"}),
    );
    assert_eq!(
        f.hook(&again).stdout,
        "",
        "a duplicate event is answered twice"
    );
}

/// A file outside the cache, old enough for any sweep, that must stay as it is.
fn victim(dir: &Path, name: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, "not the cache's\n").unwrap();
    let past = SystemTime::now() - Duration::from_secs(400 * 24 * 3600);
    std::fs::File::options()
        .write(true)
        .open(&p)
        .unwrap()
        .set_modified(past)
        .unwrap();
    p
}

#[track_caller]
fn untouched(p: &Path, what: &str) {
    assert_eq!(
        std::fs::read_to_string(p).ok().as_deref(),
        Some("not the cache's\n"),
        "{what}: {} was written or deleted",
        p.display()
    );
}

#[test]
fn links_in_the_cache_are_never_written_through_nor_swept_through() {
    use std::os::unix::fs::symlink;
    let f = Folder::new();
    f.init("en");
    hooks_work(&f, "warm-up", 0);
    let c = cache(&f);
    let out = f.tmp().join("outside");
    // Every claims file and the index a link to a file outside.
    let index = std::fs::read_dir(&c)
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with("index-"))
        .unwrap()
        .path();
    let index_target = victim(&out, "index-target");
    std::fs::remove_file(&index).unwrap();
    symlink(&index_target, &index).unwrap();
    let mut targets = vec![index_target];
    for b in 0..16 {
        let t = victim(&out, &format!("claims-target-{b:x}"));
        let at = c.join("claims").join(format!("claims-{b:x}"));
        let _ = std::fs::remove_file(&at);
        symlink(&t, &at).unwrap();
        targets.push(t);
    }
    // An old index among the files of the cache's parent is not the cache's to sweep.
    hooks_work(&f, "linked files", 1);
    for t in &targets {
        untouched(t, "a linked cache file");
    }
    // Linked folders: what they lead to is never swept (files named as the sweeps look for,
    // old enough for any of them).
    for (sub, names) in [
        ("claims", &["0123456789abcdef", "claims-3"][..]),
        ("sessions", &["0123456789abcdef"][..]),
        ("watch", &["0123456789abcdef.json"][..]),
    ] {
        let elsewhere = f.tmp().join(format!("elsewhere-{sub}"));
        let files: Vec<PathBuf> = names.iter().map(|n| victim(&elsewhere, n)).collect();
        let _ = std::fs::remove_dir_all(c.join(sub));
        symlink(&elsewhere, c.join(sub)).unwrap();
        hooks_work(&f, &format!("a linked {sub}/"), 2);
        f.hook(r#"{"hook_event_name": "SessionStart", "source": "startup"}"#);
        for p in &files {
            untouched(p, &format!("a linked {sub}/"));
        }
        assert_eq!(
            std::fs::read_dir(&elsewhere).unwrap().count(),
            names.len(),
            "{sub}: written into"
        );
    }
}

#[test]
fn the_cache_folder_itself_a_link_takes_no_write() {
    use std::os::unix::fs::symlink;
    let f = Folder::new();
    f.init("en");
    let elsewhere = f.tmp().join("elsewhere");
    let old = victim(&elsewhere, "index-0000000000000000");
    std::fs::create_dir_all(f.home().join(".cache")).unwrap();
    symlink(&elsewhere, cache(&f)).unwrap();
    hooks_work(&f, "a linked cache folder", 0);
    untouched(&old, "a linked cache folder");
    assert_eq!(
        std::fs::read_dir(&elsewhere).unwrap().count(),
        1,
        "written into"
    );
}

/// `{"a": ` × 30,000: json5's parser would overflow the stack.
fn deep_json() -> String {
    "{\"a\": ".repeat(30_000)
}

#[test]
fn a_deeply_nested_openclaw_json_is_an_error_not_a_crash() {
    let f = Folder::new();
    let state = f.home().join(".openclaw");
    std::fs::create_dir_all(&state).unwrap();
    std::fs::write(state.join("openclaw.json"), deep_json()).unwrap();
    let runs = [
        f.mm_in_project()
            .args(["--layout", "openclaw", "hook"])
            .stdin(prompt_event("how do we deploy?"))
            .run(),
        f.mm_in_project()
            .args(["--layout", "openclaw", "health-check"])
            .run(),
        f.mm_in_project()
            .args(["install-hooks", "--host", "openclaw"])
            .run(),
    ];
    for out in runs {
        // A signal (SIGSEGV from a stack overflow) leaves no exit code: -1 here.
        assert!(out.code >= 0 && out.code <= 2, "{}", out.report());
    }
}

#[test]
fn a_deeply_nested_settings_json_is_refused_with_a_clear_error() {
    let f = Folder::new();
    std::fs::create_dir_all(f.home().join(".claude")).unwrap();
    std::fs::write(f.home().join(".claude").join("settings.json"), deep_json()).unwrap();
    let out = f
        .mm_in_project()
        .args(["install-hooks", "--host", "claude-code"])
        .run();
    assert!(out.code == 1 || out.code == 2, "{}", out.report());
    assert!(out.stderr.contains("nested"), "{}", out.report());
}

#[test]
fn parallel_failures_in_one_session_are_all_watched() {
    const PARALLEL: usize = 6;
    let f = Folder::new();
    f.init("en");
    let watch_dir = cache(&f).join("watch");
    for round in 0..4 {
        let _ = std::fs::remove_dir_all(&watch_dir);
        let runs: Vec<_> = (0..PARALLEL)
            .map(|i| {
                let tool = ["make", "cargo", "npm", "pytest", "go", "mvn"][i];
                f.mm()
                    .arg("hook")
                    .stdin(failure_event(
                        &format!("{tool} build-{round}-{i}"),
                        &format!("{tool}: error E{round}{i}: build step {i} failed"),
                    ))
                    .spawn()
            })
            .collect();
        for r in runs {
            r.wait().quiet();
        }
        let files: Vec<_> = std::fs::read_dir(&watch_dir)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".json"))
            .collect();
        assert_eq!(files.len(), 1, "one session, one watch file");
        let watch: serde_json::Value =
            serde_json::from_slice(&std::fs::read(files[0].path()).unwrap()).unwrap();
        let watched = watch["failures"].as_array().map_or(0, Vec::len);
        assert_eq!(
            watched, PARALLEL,
            "round {round}: a watch entry was lost: {watch}"
        );
    }
}
