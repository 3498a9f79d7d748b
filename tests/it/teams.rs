//! Team memory over real git (docs/FORMATS.md "Teams"): three clones of one repo, the binary
//! writing in each (CLI, prompt and failure hooks), `git pull` with a merge and with
//! `--rebase`, `git cherry-pick`: every memory file goes through `merge-file`, and ends with
//! no conflict marker, every entry once in its section, no closed fact in force, pointers
//! and the index right, and `recall` giving the one fact in force.

use std::path::{Path, PathBuf};

use crate::support::run::Mm;
use crate::support::{failure_event, prompt_event};

struct Team {
    tmp: tempfile::TempDir,
}

impl Team {
    fn new() -> Team {
        let tmp = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir_all(tmp.path().join("home")).unwrap();
        let t = Team { tmp };
        t.git(
            t.tmp.path(),
            &["init", "-q", "--bare", "-b", "main", "origin.git"],
        );
        t
    }

    fn home(&self) -> PathBuf {
        self.tmp.path().join("home")
    }

    fn clone_dir(&self, name: &str) -> PathBuf {
        self.tmp.path().join(name)
    }

    fn mem(&self, clone: &str) -> PathBuf {
        self.clone_dir(clone).join("mem")
    }

    /// git in `dir`, in the test's home (its config is the temp one, the machine's unread).
    #[track_caller]
    fn git(&self, dir: &Path, args: &[&str]) -> String {
        Mm::host(which_git())
            .home(&self.home())
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.com")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.com")
            .current_dir(dir)
            .args(args)
            .run()
            .success()
            .stdout
    }

    fn mm(&self, clone: &str) -> Mm {
        Mm::new()
            .arg("--root")
            .arg(self.mem(clone))
            .args(["--today", "2026-11-30"])
            .home(&self.home())
            .current_dir(&self.clone_dir(clone))
    }

    #[track_caller]
    fn ok(&self, clone: &str, args: &[&str]) -> String {
        self.mm(clone).args(args).run().success().stdout
    }

    fn hook(&self, clone: &str, event: String) {
        self.hook_on(clone, "2026-11-30", event);
    }

    fn hook_on(&self, clone: &str, day: &str, event: String) {
        Mm::new()
            .args(["hook", "--root"])
            .arg(self.mem(clone))
            .home(&self.home())
            .env("MEMORY_MANAGER_TODAY", day)
            .stdin(event)
            .run()
            .success();
    }

    fn commit(&self, clone: &str, msg: &str) {
        let dir = self.clone_dir(clone);
        self.git(&dir, &["add", "-A"]);
        self.git(&dir, &["commit", "-q", "-m", msg]);
    }

    fn read(&self, clone: &str, file: &str) -> String {
        std::fs::read_to_string(self.mem(clone).join(file)).unwrap_or_default()
    }

    /// A new clone, set up as the README says: clone, then `init` (registers the driver).
    fn new_clone(&self, name: &str) {
        self.git(self.tmp.path(), &["clone", "-q", "origin.git", name]);
        self.ok(name, &["init", "--team", "--lang", "en"]);
    }
}

fn which_git() -> PathBuf {
    std::env::var_os("PATH")
        .and_then(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join("git"))
                .find(|g| g.is_file())
        })
        .expect("git on PATH")
}

/// The entries of a MEMORY.md: (section heading, fact, in force).
fn entries(text: &str) -> Vec<(String, String, bool)> {
    let mut section = String::new();
    let mut out = Vec::new();
    for l in text.lines() {
        if l.starts_with("## ") {
            section = l.to_string();
        } else if let Some(rest) = l.strip_prefix("- [") {
            let fact = rest[9..].split(" | ").next().unwrap_or("").to_string();
            let closed = fact.starts_with("~~");
            out.push((section.clone(), fact.trim_matches('~').to_string(), !closed));
        }
    }
    out
}

#[track_caller]
fn assert_clean(text: &str) {
    for marker in ["<<<<<<<", "=======", ">>>>>>>"] {
        assert!(!text.contains(marker), "conflict marker in\n{text}");
    }
}

/// Every superseded line's pointer names a line holding one of `replacements`.
#[track_caller]
fn assert_pointer(text: &str, old: &str, replacement: &str) {
    let lines: Vec<&str> = text.lines().collect();
    let struck = lines
        .iter()
        .find(|l| l.contains(&format!("~~{old}~~")))
        .unwrap_or_else(|| panic!("{old} not struck in\n{text}"));
    let n: usize = struck.rsplit("→ L").next().unwrap().trim().parse().unwrap();
    assert!(
        lines[n - 1].contains(replacement),
        "{old} points at L{n} ({:?}) in\n{text}",
        lines[n - 1]
    );
}

/// The index at the top matches the headings below it.
#[track_caller]
fn assert_index(text: &str) {
    let lines: Vec<&str> = text.lines().collect();
    for l in lines.iter().take_while(|l| !l.starts_with("-->")).skip(1) {
        let start: usize = l[1..].split('-').next().unwrap().parse().unwrap();
        let title = l.split_whitespace().nth(1).unwrap();
        assert!(
            lines[start - 1].starts_with("## ") && lines[start - 1].contains(title),
            "index line {l:?} points at {:?} in\n{text}",
            lines[start - 1]
        );
    }
}

#[track_caller]
fn assert_once_each(text: &str, wanted: &[(&str, &str)]) {
    let es = entries(text);
    for (section, fact) in wanted {
        let n = es
            .iter()
            .filter(|(s, f, _)| s.contains(section) && f == fact)
            .count();
        assert_eq!(n, 1, "{fact} in {section}: {n} times in\n{text}");
    }
}

#[test]
fn three_clones_pull_rebase_and_cherry_pick_through_the_driver() {
    let t = Team::new();
    // Clone A starts the memory and pushes it.
    t.new_clone("a");
    t.ok(
        "a",
        &[
            "write-memory",
            "--section",
            "decisions",
            "Use Redis for the session cache",
        ],
    );
    t.ok("a", &["write-memory", "Never push to main"]);
    t.commit("a", "memory");
    t.git(&t.clone_dir("a"), &["push", "-q", "origin", "HEAD:main"]);
    assert!(!t.git(&t.clone_dir("a"), &["ls-files"]).contains("USER.md"));
    t.new_clone("b");
    t.new_clone("c");
    // The driver is registered, the attributes name it: health-check says so.
    let health = t.mm("b").args(["health-check", "--json"]).run().json();
    assert!(
        health["git"]["driver"]
            .as_str()
            .unwrap()
            .contains("merge-file %O %A %B %P")
    );
    assert_eq!(health["git"]["unmerged"], serde_json::json!([]));

    // A: supersedes Redis with Valkey, adds a rule, sees a failure.
    let mem = t.read("a", "MEMORY.md");
    let redis = mem.lines().position(|l| l.contains("Use Redis")).unwrap() + 1;
    t.ok(
        "a",
        &[
            "supersede",
            &format!("MEMORY.md:L{redis}"),
            "Use Valkey for the session cache",
        ],
    );
    t.hook(
        "a",
        prompt_event("Remember: always run cargo fmt before committing"),
    );
    t.hook(
        "a",
        failure_event("npm run build", "npm ERR! code ELIFECYCLE"),
    );
    t.commit("a", "a: valkey");
    t.git(&t.clone_dir("a"), &["push", "-q", "origin", "HEAD:main"]);

    // B: a rule, a decision, the same failure; then a plain pull (a merge).
    t.ok("b", &["write-memory", "Keep PRs small"]);
    t.ok(
        "b",
        &[
            "write-memory",
            "--section",
            "decisions",
            "We deploy with Helm 3",
        ],
    );
    // (Another day: two clones whose files end up byte-identical are one version to git,
    // merged before any driver runs.)
    t.hook_on(
        "b",
        "2026-12-01",
        failure_event("npm run build", "npm ERR! code ELIFECYCLE"),
    );
    t.commit("b", "b: rules");
    t.git(
        &t.clone_dir("b"),
        &["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"],
    );
    let mem = t.read("b", "MEMORY.md");
    assert_clean(&mem);
    assert_once_each(
        &mem,
        &[
            ("📌", "Never push to main"),
            ("📌", "Keep PRs small"),
            ("🧭", "Use Redis for the session cache"),
            ("🧭", "Use Valkey for the session cache"),
            ("🧭", "We deploy with Helm 3"),
        ],
    );
    assert!(
        entries(&mem)
            .iter()
            .any(|(s, f, _)| s.contains("📌") && f.contains("cargo fmt")),
        "A's rule in the rules section:\n{mem}"
    );
    assert!(
        !entries(&mem)
            .iter()
            .any(|(_, f, live)| f.contains("Redis") && *live),
        "{mem}"
    );
    assert_pointer(&mem, "Use Redis for the session cache", "Use Valkey");
    assert_index(&mem);
    let pool = t.read("b", "CANDIDATES.md");
    assert_clean(&pool);
    let rows: Vec<&str> = pool
        .lines()
        .filter(|l| l.contains("npm run build"))
        .collect();
    assert_eq!(rows.len(), 1, "{pool}");
    assert!(
        rows[0].contains("| 2/3 |"),
        "sightings of both clones: {pool}"
    );
    let log = t.read("b", "EVOLUTION_LOG.md");
    assert_clean(&log);
    let dates: Vec<&str> = log.lines().filter(|l| l.starts_with("- ")).collect();
    let mut sorted = dates.clone();
    sorted.sort_by_key(|l| l[2..12].to_string());
    assert_eq!(dates, sorted);
    let recall = t.ok("b", &["recall", "which session cache store"]);
    assert!(
        recall.contains("Valkey") && !recall.contains("Redis"),
        "{recall}"
    );
    t.git(&t.clone_dir("b"), &["push", "-q", "origin", "HEAD:main"]);

    // C: wrote before seeing any of it; pulls with --rebase.
    t.ok(
        "c",
        &[
            "write-memory",
            "--section",
            "corrections",
            "Run migrations before deploying",
        ],
    );
    t.hook(
        "c",
        failure_event("npm run build", "npm ERR! code ELIFECYCLE"),
    );
    t.commit("c", "c: correction");
    t.git(
        &t.clone_dir("c"),
        &["pull", "-q", "--rebase", "origin", "main"],
    );
    let mem = t.read("c", "MEMORY.md");
    assert_clean(&mem);
    assert_once_each(
        &mem,
        &[
            ("📌", "Keep PRs small"),
            ("🧭", "Use Valkey for the session cache"),
            ("🧭", "We deploy with Helm 3"),
            ("⚠", "Run migrations before deploying"),
        ],
    );
    assert_pointer(&mem, "Use Redis for the session cache", "Use Valkey");
    assert_index(&mem);
    let pool = t.read("c", "CANDIDATES.md");
    let rows: Vec<&str> = pool
        .lines()
        .filter(|l| l.contains("npm run build"))
        .collect();
    assert_eq!(rows.len(), 1, "{pool}");
    assert!(rows[0].contains("| 3/3 |"), "{pool}");
    let recall = t.ok("c", &["recall", "which session cache store"]);
    assert!(
        recall.contains("Valkey") && !recall.contains("Redis"),
        "{recall}"
    );

    // Cherry-pick: a commit on a side branch of C, picked onto main after main moved on.
    let c = t.clone_dir("c");
    t.git(&c, &["checkout", "-q", "-b", "side", "HEAD~1"]);
    t.ok("c", &["write-memory", "Tag every release"]);
    t.commit("c", "side: a rule");
    let picked = t.git(&c, &["rev-parse", "HEAD"]);
    t.git(&c, &["checkout", "-q", "main"]);
    t.git(&c, &["cherry-pick", picked.trim()]);
    let mem = t.read("c", "MEMORY.md");
    assert_clean(&mem);
    assert_once_each(
        &mem,
        &[
            ("📌", "Tag every release"),
            ("📌", "Keep PRs small"),
            ("🧭", "Use Valkey for the session cache"),
        ],
    );
    assert_pointer(&mem, "Use Redis for the session cache", "Use Valkey");
    assert_index(&mem);
}

#[test]
fn health_check_warns_of_a_tracked_user_md_and_a_missing_driver() {
    let t = Team::new();
    t.git(t.tmp.path(), &["clone", "-q", "origin.git", "a"]);
    // init without --team in the root layout: USER.md sits in the committed folder.
    t.ok("a", &["init", "--lang", "en"]);
    t.commit("a", "memory");
    t.git(
        &t.clone_dir("a"),
        &["config", "--unset", "merge.memory-manager.driver"],
    );
    let out = t.mm("a").args(["health-check"]).run().code(1).stdout;
    assert!(out.contains("USER.md is tracked by git"), "{out}");
    assert!(out.contains("merge driver not registered"), "{out}");
}

#[test]
fn check_names_the_lines_that_look_like_secrets() {
    let t = Team::new();
    std::fs::create_dir_all(t.mem("x")).unwrap();
    let f = t.mem("x").join("MEMORY.md");
    std::fs::write(&f, "# m\n\n- [2026-11] fine\n- [2026-11] deploy token ghp_abcdefghijklmnopqrstuvwxyz0123456789\n").unwrap();
    let out = t.mm("x").arg("check").arg(&f).run().code(1).stdout;
    assert_eq!(
        out,
        format!(
            "{}:4: looks like a secret (memory-manager check)\n",
            f.display()
        )
    );
    std::fs::write(&f, "# m\n\n- [2026-11] fine\n").unwrap();
    t.mm("x").arg("check").arg(&f).run().success();
    // An error (2 once main passes codes above 1 through) is never "clean".
    t.mm("x")
        .arg("check")
        .arg(t.mem("x").join("missing.md"))
        .run()
        .fails();
}

#[test]
fn a_side_with_conflict_markers_is_left_to_git_naming_its_lines() {
    let t = Team::new();
    let d = t.tmp.path();
    std::fs::write(d.join("o"), "# m\n").unwrap();
    std::fs::write(d.join("a"), "# m\n<<<<<<< x\na\n=======\nb\n>>>>>>> y\n").unwrap();
    std::fs::write(d.join("b"), "# m\nb\n").unwrap();
    let out = Mm::new()
        .home(&t.home())
        .arg("merge-file")
        .args([d.join("o"), d.join("a"), d.join("b")])
        .arg("MEMORY.md")
        .run()
        .code(1);
    assert!(
        out.stderr
            .contains("ours version holds conflict markers at L2, L4, L6"),
        "{}",
        out.stderr
    );
    assert_eq!(
        std::fs::read_to_string(d.join("a")).unwrap(),
        "# m\n<<<<<<< x\na\n=======\nb\n>>>>>>> y\n"
    );
}

#[test]
fn two_clones_superseding_one_fact_two_ways_keep_both_and_consolidate_shows_the_pair() {
    let t = Team::new();
    std::fs::create_dir_all(t.clone_dir("x")).unwrap();
    t.ok("x", &["init", "--lang", "en"]);
    t.ok(
        "x",
        &[
            "write-memory",
            "--section",
            "decisions",
            "Use Redis for the session cache",
        ],
    );
    let mem = t.mem("x").join("MEMORY.md");
    let base = std::fs::read_to_string(&mem).unwrap();
    let line = base.lines().position(|l| l.contains("Use Redis")).unwrap() + 1;
    let at = format!("MEMORY.md:L{line}");
    let side = |new: &str| {
        std::fs::write(&mem, &base).unwrap();
        t.ok("x", &["supersede", &at, new]);
        std::fs::read_to_string(&mem).unwrap()
    };
    let (a, b) = (
        side("Use Valkey for the session cache"),
        side("Use Memcached for the session cache"),
    );
    let d = t.tmp.path();
    for (name, text) in [("o", &base), ("a", &a), ("b", &b)] {
        std::fs::write(d.join(name), text).unwrap();
    }
    Mm::new()
        .home(&t.home())
        .arg("merge-file")
        .args([d.join("o"), d.join("a"), d.join("b")])
        .arg(".claude/memory/MEMORY.md")
        .run()
        .success();
    let merged = std::fs::read_to_string(d.join("a")).unwrap();
    assert_clean(&merged);
    assert_index(&merged);
    let es = entries(&merged);
    assert!(
        es.contains(&(
            "## 🧭 Decisions".into(),
            "Use Valkey for the session cache".into(),
            true
        )),
        "{merged}"
    );
    assert!(
        es.contains(&(
            "## 🧭 Decisions".into(),
            "Use Memcached for the session cache".into(),
            true
        )),
        "{merged}"
    );
    assert!(
        es.contains(&(
            "## 🧭 Decisions".into(),
            "Use Redis for the session cache".into(),
            false
        )),
        "{merged}"
    );
    std::fs::write(&mem, &merged).unwrap();
    let out = t.ok("x", &["consolidate"]);
    assert!(
        out.contains("\"Use Redis for the session cache\" was superseded two ways")
            && out.contains("\"Use Valkey for the session cache\"")
            && out.contains("\"Use Memcached for the session cache\""),
        "{out}"
    );
}
