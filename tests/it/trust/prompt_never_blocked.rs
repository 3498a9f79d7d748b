//! Whatever its arguments and environment, the hook never blocks the prompt (issue 10,
//! family 2): Claude Code erases the user's prompt when `UserPromptSubmit` exits 2. Every
//! bad argument and environment value below exits 0 with nothing on stderr; a prompt gets its
//! answer (its memories when the folder can still be used, else the plain reminder), any
//! other event gets nothing, and the error log says why.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::support::{
    Folder, MONTH, Mm, REMINDER_EN, REMINDER_ZH, failure_event, hook_answer, mask_stamps,
    memory_block, prompt_event,
};

/// The prompt every case sends, and the fact it recalls from the test's root.
const PROMPT: &str = "how do we deploy with the blue-green script?";
const FACT: &str = "Deploy with the blue-green script";

/// Where a case's hook keeps its files, and so what its answer can hold.
#[derive(Clone, Copy, Debug)]
enum Lands {
    /// The test's root, where FACT is stored: the answer cites it.
    Root,
    /// The Claude Code layout of the project (the root given was ignored): nothing stored
    /// there, the plain reminder; the log is there.
    Layout,
    /// No usable folder: the plain reminder, and no log anywhere.
    Nowhere,
}

struct Case {
    what: &'static str,
    /// Arguments before and after `hook`.
    before: Vec<OsString>,
    after: Vec<OsString>,
    env: Vec<(&'static str, OsString)>,
    lands: Lands,
    /// The error log's lines, stamps masked.
    log: Vec<String>,
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

fn case(what: &'static str, before: &[&str], after: &[&str], lands: Lands, log: &[&str]) -> Case {
    Case {
        what,
        before: os(before),
        after: os(after),
        env: Vec::new(),
        lands,
        log: log.iter().map(|l| format!("<stamp> hook: {l}")).collect(),
    }
}

fn with_env(mut c: Case, name: &'static str, value: impl Into<OsString>) -> Case {
    c.env.push((name, value.into()));
    c
}

/// A folder whose root holds FACT, and whose project is a git checkout (so the Claude Code
/// layout stays inside the temp folder).
fn folder() -> Folder {
    let f = Folder::new();
    f.ok(&["write-memory", FACT]);
    std::fs::create_dir_all(f.project().join(".git")).unwrap();
    f
}

/// The hook as a host runs it for this case, in the project, with `--root` first unless the
/// case says where the files are itself.
fn run(f: &Folder, c: &Case, event: &str) -> crate::support::Output {
    let mut mm = Mm::new().home(&f.home()).current_dir(&f.project());
    let own_root = c
        .before
        .iter()
        .chain(&c.after)
        .any(|a| a.to_string_lossy().starts_with("--root"))
        || c.env.iter().any(|(k, _)| *k == "MEMORY_MANAGER_ROOT");
    if !own_root {
        mm = mm.arg("--root").arg(f.root());
    }
    for (k, v) in &c.env {
        mm = mm.env(k, v);
    }
    mm.args(&c.before)
        .arg("hook")
        .args(&c.after)
        .stdin(event)
        .run()
        .quiet()
}

fn layout_dir(f: &Folder) -> PathBuf {
    f.project().join(".claude").join("memory")
}

fn log_at(dir: &Path) -> String {
    mask_stamps(
        &std::fs::read_to_string(dir.join(".memory-manager-errors.log")).unwrap_or_default(),
    )
}

/// Run `c` with a prompt and a failure: exit 0, the right answer, the right log.
#[track_caller]
fn check(c: &Case) {
    let f = folder();
    let plain = hook_answer("UserPromptSubmit", &memory_block(REMINDER_EN, &[]));
    let recalled = hook_answer(
        "UserPromptSubmit",
        &memory_block(
            REMINDER_EN,
            &[&format!("📍 MEMORY.md:L15 [{MONTH}] {FACT}")],
        ),
    );
    let expected = match c.lands {
        Lands::Root => &recalled,
        Lands::Layout | Lands::Nowhere => &plain,
    };
    let out = run(&f, c, &prompt_event(PROMPT));
    assert_eq!(&out.stdout, expected, "{}:\n{}", c.what, out.report());
    run(
        &f,
        c,
        &failure_event("make deploy", "make: *** [deploy] Error 2"),
    )
    .stdout("");
    let log_dir = match c.lands {
        Lands::Root => Some(f.root()),
        Lands::Layout => Some(layout_dir(&f)),
        Lands::Nowhere => None,
    };
    // Every line twice: once for the prompt, once for the failure.
    let once: String = c.log.iter().map(|l| format!("{l}\n")).collect();
    let expected = once.repeat(2);
    match &log_dir {
        Some(dir) => assert_eq!(log_at(dir), expected, "{}", c.what),
        None => assert!(c.log.is_empty(), "{}: a log with nowhere to go", c.what),
    }
    // Nothing was logged anywhere else.
    let logs: Vec<PathBuf> = f
        .files()
        .into_iter()
        .map(|(p, _)| p)
        .filter(|p| p.ends_with(".memory-manager-errors.log"))
        .filter(|p| {
            log_dir
                .as_ref()
                .is_none_or(|d| p.parent() != Some(d.as_path()))
        })
        .collect();
    assert_eq!(logs, Vec::<PathBuf>::new(), "{}", c.what);
}

#[test]
fn bad_environment_values_are_logged_and_ignored() {
    let budget = |v: &str| format!("budget {v:?} is not a positive whole number: using 1500");
    let mut cases = vec![with_env(
        case(
            "empty root",
            &[],
            &[],
            Lands::Layout,
            &["MEMORY_MANAGER_ROOT is set but empty: ignored"],
        ),
        "MEMORY_MANAGER_ROOT",
        "",
    )];
    for v in ["abc", "-1", "1e3", "0", " ", "99999999999999999999999"] {
        let log = budget(v);
        cases.push(with_env(
            case("a bad budget", &[], &[], Lands::Root, &[&log]),
            "MEMORY_MANAGER_BUDGET",
            v,
        ));
    }
    cases.push(with_env(
        case(
            "a bad date",
            &[],
            &[],
            Lands::Root,
            &["MEMORY_MANAGER_TODAY \"garbage\" is not a date like 2026-11-30: using today's date"],
        ),
        "MEMORY_MANAGER_TODAY",
        "garbage",
    ));
    cases.push(with_env(
        case(
            "an empty date",
            &[],
            &[],
            Lands::Root,
            &["MEMORY_MANAGER_TODAY is set but empty: ignored"],
        ),
        "MEMORY_MANAGER_TODAY",
        "",
    ));
    for c in &cases {
        check(c);
    }
}

#[test]
fn bad_arguments_are_logged_and_ignored() {
    let cases = [
        case(
            "unknown option",
            &[],
            &["--frob"],
            Lands::Root,
            &["unknown hook argument \"--frob\": ignored"],
        ),
        case(
            "unknown short option",
            &[],
            &["-x"],
            Lands::Root,
            &["unknown hook argument \"-x\": ignored"],
        ),
        case(
            "unknown word",
            &[],
            &["extra"],
            Lands::Root,
            &["unknown hook argument \"extra\": ignored"],
        ),
        case(
            "unknown option first",
            &["--bogus"],
            &[],
            Lands::Root,
            &["unknown hook argument \"--bogus\": ignored"],
        ),
        case(
            "a flag given a value",
            &[],
            &["--explain=yes"],
            Lands::Root,
            &["unknown hook argument \"--explain\": ignored"],
        ),
        case(
            "a bad layout",
            &[],
            &["--layout", "bogus"],
            Lands::Root,
            &["--layout \"bogus\" is not claude-code or openclaw: ignored"],
        ),
        case(
            "a bad layout, inline",
            &["--layout=vim"],
            &[],
            Lands::Root,
            &["--layout \"vim\" is not claude-code or openclaw: ignored"],
        ),
        case(
            "a bad budget",
            &[],
            &["--budget", "abc"],
            Lands::Root,
            &["budget \"abc\" is not a positive whole number: using 1500"],
        ),
        case(
            "a budget without its value",
            &[],
            &["--budget"],
            Lands::Root,
            &["--budget needs a value"],
        ),
        case(
            "a repeated option",
            &[],
            &["--budget", "900", "--budget", "1200"],
            Lands::Root,
            &["--budget given more than once: the last one is used"],
        ),
        case(
            "a bad date",
            &["--today", "garbage"],
            &[],
            Lands::Root,
            &[
                "--today \"garbage\" is not a date like 2026-11-30: input contains invalid characters: using today's date",
            ],
        ),
        case(
            "an empty root",
            &[],
            &["--root="],
            Lands::Layout,
            &["--root is empty: ignored"],
        ),
        case(
            "a root without its value",
            &[],
            &["--root"],
            Lands::Layout,
            &["--root needs a value"],
        ),
    ];
    for c in &cases {
        check(c);
    }
}

#[test]
fn a_repeated_root_uses_the_last_and_says_so() {
    let f = folder();
    let other = f.tmp().join("other");
    let out = Mm::new()
        .home(&f.home())
        .current_dir(&f.project())
        .arg("hook")
        .arg("--root")
        .arg(f.tmp().join("first"))
        .arg("--root")
        .arg(f.root())
        .stdin(prompt_event(PROMPT))
        .run()
        .quiet();
    out.stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(
            REMINDER_EN,
            &[&format!("📍 MEMORY.md:L15 [{MONTH}] {FACT}")],
        ),
    ));
    assert_eq!(
        f.error_log(),
        "<stamp> hook: --root given more than once: the last one is used\n"
    );
    assert!(!f.tmp().join("first").exists() && !other.exists());
}

/// A root the hook cannot use: the prompt gets the plain reminder, the folder is untouched.
#[track_caller]
fn unusable_root(root: &Path, f: &Folder) {
    let c = Case {
        what: "an unusable root",
        before: vec!["--root".into(), root.as_os_str().to_owned()],
        after: Vec::new(),
        env: Vec::new(),
        lands: Lands::Nowhere,
        log: Vec::new(),
    };
    let out = run(
        f,
        &c,
        &prompt_event("remember that we always deploy on Tuesdays"),
    );
    out.stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(REMINDER_EN, &[]),
    ));
    run(
        f,
        &c,
        &failure_event("make deploy", "make: *** [deploy] Error 2"),
    )
    .stdout("");
}

#[test]
fn a_root_that_is_a_file_or_under_one_keeps_the_prompt_going() {
    let f = folder();
    let file = f.tmp().join("a-file");
    std::fs::write(&file, "x").unwrap();
    unusable_root(&file, &f);
    unusable_root(&file.join("sub"), &f);
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
    assert_eq!(f.error_log(), "");
}

#[cfg(unix)]
#[test]
fn an_unwritable_root_keeps_the_prompt_going() {
    use std::os::unix::fs::PermissionsExt;
    let f = folder();
    let locked = f.tmp().join("read-only");
    std::fs::create_dir(&locked).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
    // SAFETY: geteuid has no preconditions.
    let root_user = unsafe { libc::geteuid() } == 0;
    if root_user {
        // Permissions do not stop root: the hook writes, and still exits 0 (the run's
        // checks); the other unusable roots are the ones that prove the point here.
        run(
            &f,
            &case("root user", &[], &[], Lands::Root, &[]),
            &prompt_event(PROMPT),
        );
    } else {
        unusable_root(&locked, &f);
        assert_eq!(std::fs::read_dir(&locked).unwrap().count(), 0);
    }
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_missing_root_is_created_by_the_first_save() {
    let f = folder();
    let missing = f.tmp().join("not").join("yet");
    let out = Mm::new()
        .home(&f.home())
        .arg("--root")
        .arg(&missing)
        .args(["--today", crate::support::TODAY, "hook"])
        .stdin(prompt_event("remember that we always deploy on Tuesdays"))
        .run()
        .quiet();
    out.stdout(&hook_answer(
        "UserPromptSubmit",
        &memory_block(
            REMINDER_EN,
            &[&format!(
                "✔ saved 📍 MEMORY.md:L15 [{MONTH}] we always deploy on Tuesdays (explicit)"
            )],
        ),
    ));
    assert!(missing.join("MEMORY.md").is_file());
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_read_as_given() {
    use std::os::unix::ffi::OsStringExt;
    let f = folder();
    // A root whose name is not UTF-8 is used as it is, not as a look-alike name.
    let name = OsString::from_vec(b"mem-\xff".to_vec());
    let root = f.tmp().join(&name);
    Mm::new()
        .home(&f.home())
        .arg(OsString::from_vec(
            b"--root="
                .iter()
                .chain(root.as_os_str().as_encoded_bytes())
                .copied()
                .collect(),
        ))
        .args(["--today", crate::support::TODAY, "hook"])
        .stdin(prompt_event("remember that we always deploy on Tuesdays"))
        .run()
        .quiet();
    assert!(root.join("MEMORY.md").is_file(), "{:?}", f.files());
    assert!(!f.tmp().join("mem-\u{fffd}").exists());
    // Unknown words and values that are not UTF-8: logged as the replacement character.
    let c = with_env(
        Case {
            what: "not UTF-8",
            before: Vec::new(),
            after: vec![OsString::from_vec(b"\xfe".to_vec())],
            env: Vec::new(),
            lands: Lands::Root,
            log: vec![
                "<stamp> hook: unknown hook argument \"\u{fffd}\": ignored".into(),
                "<stamp> hook: budget \"\u{fffd}\" is not a positive whole number: using 1500"
                    .into(),
            ],
        },
        "MEMORY_MANAGER_BUDGET",
        OsString::from_vec(b"\xff".to_vec()),
    );
    check(&c);
}

#[test]
fn a_root_that_is_a_file_gets_the_reminder_in_the_prompts_language() {
    let f = Folder::new();
    let file = f.tmp().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    Mm::new()
        .arg("--root")
        .arg(&file)
        .arg("hook")
        .home(&f.home())
        .stdin(prompt_event("记住:以后都用 pnpm。"))
        .run()
        .quiet()
        .stdout(&hook_answer(
            "UserPromptSubmit",
            &memory_block(REMINDER_ZH, &[]),
        ));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
}
