//! Memory that stays true (docs/RECALL.md "Memory that stays true"): lines naming a path, a
//! package or a script that is gone from the project are marked `⚠` and ranked below the
//! others wherever they are injected, and `consolidate` proposes closing them. Driven in a
//! real git repository in the Claude Code layout (the project around the current folder).

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::events::{hook_event, prompt_event};
use crate::support::{Folder, Mm, TODAY};

struct Repo {
    f: Folder,
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

impl Repo {
    /// A git repository with `files` committed.
    fn new(files: &[(&str, &str)]) -> Repo {
        let r = Repo { f: Folder::new() };
        r.git(&["init", "-q", "-b", "main"]);
        for (path, text) in files {
            r.write(path, text);
        }
        r.commit("start");
        r
    }

    fn project(&self) -> PathBuf {
        self.f.project()
    }

    fn git(&self, args: &[&str]) -> String {
        Mm::host(which_git())
            .home(&self.f.home())
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@example.com")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@example.com")
            .current_dir(&self.project())
            .args(args)
            .run()
            .success()
            .stdout
    }

    fn commit(&self, message: &str) {
        self.git(&["add", "-A", "."]);
        self.git(&["commit", "-q", "--allow-empty", "-m", message]);
    }

    fn write(&self, rel: &str, text: &str) {
        let p = self.project().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn remove(&self, rel: &str) {
        std::fs::remove_file(self.project().join(rel)).unwrap();
    }

    /// The binary run in the project, as a host runs it.
    fn mm(&self) -> Mm {
        self.f.mm_in_project().args(["--today", TODAY])
    }

    /// Save `fact` to MEMORY.md's rules; its line.
    fn save(&self, fact: &str) -> usize {
        self.mm()
            .args(["write-memory", fact])
            .run()
            .success()
            .cited_line("MEMORY.md")
    }

    /// `recall WORDS --json`: each hit's fact and what it names that is gone.
    fn recall(&self, words: &str) -> Vec<(String, Vec<String>)> {
        let out = self.mm().args(["recall", words, "--json"]).run();
        let Value::Array(hits) = out.json() else {
            panic!("{}", out.report())
        };
        hits.iter()
            .map(|h| {
                let stale = h["stale"]
                    .as_array()
                    .map(|a| a.iter().map(|s| s.as_str().unwrap().to_string()).collect())
                    .unwrap_or_default();
                (h["fact"].as_str().unwrap().to_string(), stale)
            })
            .collect()
    }

    /// What `recall` says `fact` (found by its unique `word`) names that is gone.
    fn stale_of(&self, word: &str) -> Vec<String> {
        let hits = self.recall(word);
        assert_eq!(hits.len(), 1, "{word}: {hits:?}");
        hits.into_iter().next().unwrap().1
    }

    /// The prompt hook's `<memory>` block for `prompt`.
    fn block(&self, prompt: &str) -> String {
        self.hook(&prompt_event(prompt))
    }

    fn hook(&self, event: &str) -> String {
        let out = self.mm().arg("hook").stdin(event.to_string()).run().quiet();
        out.json()["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .unwrap_or_else(|| panic!("{}", out.report()))
            .to_string()
    }

    fn memory(&self) -> String {
        std::fs::read_to_string(self.project().join(".claude/memory/MEMORY.md")).unwrap()
    }
}

fn memories(block: &str) -> Vec<&str> {
    block.lines().filter(|l| l.starts_with("📍 ")).collect()
}

const PACKAGE_JSON: &str = r#"{
  "name": "shop",
  "dependencies": {"left-pad": "1.3.0", "zod": "3.23.0"},
  "scripts": {"build": "tsc", "test:e2e": "playwright test"}
}
"#;

const PACKAGE_JSON_AFTER: &str = r#"{
  "name": "shop",
  "dependencies": {"zod": "3.23.0"},
  "scripts": {"build": "tsc", "e2e": "playwright test"}
}
"#;

fn shop() -> Repo {
    Repo::new(&[
        ("package.json", PACKAGE_JSON),
        ("scripts/deploy.sh", "#!/bin/sh\n"),
        ("scripts/release.sh", "#!/bin/sh\n"),
        ("docs/deploy.md", "# Deploy\n"),
        ("packages/web/src/app.ts", "export {}\n"),
        ("src/store/tx.rs", "\n"),
        ("src/legacy.rs", "\n"),
        ("lib/old.rs", "\n"),
    ])
}

/// Every case the issue names, through `recall --json`'s `stale` field: each line carries a
/// word of its own to be found by.
#[test]
fn what_is_gone_is_named_and_what_is_not_a_referent_never_is() {
    let r = shop();
    let lines = [
        ("alpha", "alpha: deploy only with `scripts/deploy.sh`"),
        (
            "bravo",
            "bravo: the `left-pad` dependency pads invoice numbers",
        ),
        ("charlie", "charlie: run `npm run test:e2e` before pushing"),
        (
            "delta",
            "delta: the shop page lives in `packages/web/src/app.ts`",
        ),
        ("echo", r"echo: transactions are in `src\store\tx.rs`"),
        (
            "foxtrot",
            "foxtrot: old parsing lives in src/legacy.rs, read it first",
        ),
        (
            "golf",
            "golf: the spec is at https://example.com/src/legacy.rs",
        ),
        ("hotel", "hotel: prefer small commits with clear messages"),
        ("india", "india: format dates with `dayjs`"),
        (
            "juliet",
            "juliet: use `date-fns` instead of the `moment` dependency",
        ),
        (
            "kilo",
            "kilo: notes/old.rs explains the client/server split",
        ),
        ("lima", "lima: `lib/old.rs` explains the retry loop"),
    ];
    let alpha = r.save(lines[0].1);
    for (_, fact) in &lines[1..] {
        r.save(fact);
    }
    // While everything exists, nothing is stale.
    for (word, _) in lines {
        assert_eq!(r.stale_of(word), Vec::<String>::new(), "{word}");
    }
    r.remove("scripts/deploy.sh");
    r.write("package.json", PACKAGE_JSON_AFTER);
    r.remove("packages/web/src/app.ts");
    r.remove("src/store/tx.rs");
    r.remove("src/legacy.rs");
    r.remove("lib/old.rs");
    r.commit("move on");
    let expected: &[(&str, &[&str])] = &[
        // Deleted, removed from package.json, renamed script, monorepo path, Windows path.
        ("alpha", &["scripts/deploy.sh"]),
        ("bravo", &["left-pad"]),
        ("charlie", &["npm run test:e2e"]),
        ("delta", &["packages/web/src/app.ts"]),
        ("echo", &["src/store/tx.rs"]),
        // In prose, under a folder the project has.
        ("foxtrot", &["src/legacy.rs"]),
        // A URL is never a path; a line that names nothing is never flagged; a package
        // never said to be a dependency, or absent on purpose, is not a referent.
        ("golf", &[]),
        ("hotel", &[]),
        ("india", &[]),
        ("juliet", &[]),
        // In prose under a folder the project never had: English, not a path; in backticks
        // it is one.
        ("kilo", &[]),
        ("lima", &["lib/old.rs"]),
    ];
    for (word, gone) in expected {
        assert_eq!(r.stale_of(word), *gone, "{word}");
    }
    // The text output says it in the query's language.
    r.mm()
        .args(["recall", "alpha"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L{alpha} [2026-11] alpha: deploy only with `scripts/deploy.sh` ⚠ scripts/deploy.sh no longer exists\n"
        ));
}

/// The hook's block: a stale line is marked in the prompt's language and ranked below the
/// lines that are fine; the agent's search tool says the same.
#[test]
fn the_hook_marks_and_demotes_a_stale_line() {
    let r = shop();
    let docs = r.save("Deploy script notes: see `docs/deploy.md`");
    let script = r.save("Deploy script: `scripts/deploy.sh`");
    let before = r.block("How do we deploy the deploy script?");
    let cited = memories(&before);
    assert_eq!(cited.len(), 2, "{before}");
    assert!(
        cited[0].starts_with(&format!("📍 MEMORY.md:L{script} ")),
        "the script's line ranks first while it is fine:\n{before}"
    );
    assert!(!before.contains('⚠'), "{before}");
    r.remove("scripts/deploy.sh");
    let after = r.block("How do we deploy the deploy script?");
    assert_eq!(
        memories(&after),
        [
            format!("📍 MEMORY.md:L{docs} [2026-11] Deploy script notes: see `docs/deploy.md`"),
            format!(
                "📍 MEMORY.md:L{script} [2026-11] Deploy script: `scripts/deploy.sh` ⚠ scripts/deploy.sh no longer exists"
            ),
        ],
        "{after}"
    );
    let zh = r.block("deploy script 怎么用?部署脚本在哪里");
    assert!(
        zh.contains("Deploy script: `scripts/deploy.sh` ⚠ scripts/deploy.sh 已不存在\n</memory>"),
        "{zh}"
    );
    // SessionStart: the same mark, the stale rule after the fine one.
    let start = r.hook(&hook_event("SessionStart", json!({"source": "startup"})));
    let at = |needle: &str| start.find(needle).unwrap_or_else(|| panic!("{start}"));
    assert!(at("⚠ scripts/deploy.sh no longer exists") > at("see `docs/deploy.md`"));
    assert!(at("see `docs/deploy.md`") > at("\n📍 "), "{start}");
    // memory_search, as the agent calls it.
    let found = r
        .mm()
        .args([
            "tool",
            "memory_search",
            "--json",
            r#"{"query": "deploy script"}"#,
        ])
        .run()
        .success()
        .stdout;
    assert_eq!(
        found.lines().last(),
        Some(
            format!(
                "📍 MEMORY.md:L{script} [2026-11] Deploy script: `scripts/deploy.sh` ⚠ scripts/deploy.sh no longer exists"
            )
            .as_str()
        ),
        "{found}"
    );
}

/// `consolidate` lists the lines whose every referent is gone: a renamed file is superseded
/// with its new name from git, the rest forgotten; a line still naming something that
/// exists is left alone.
#[test]
fn consolidate_proposes_closing_lines_whose_every_referent_is_gone() {
    let r = shop();
    let renamed = r.save("Release with `scripts/release.sh`");
    let deleted = r.save("Run `npm run test:e2e` before pushing");
    r.save("Compare `src/legacy.rs` with `src/store/tx.rs`");
    r.save("Deploy steps: see `docs/deploy.md`");
    r.git(&["mv", "scripts/release.sh", "scripts/ship.sh"]);
    r.write("package.json", PACKAGE_JSON_AFTER);
    r.remove("src/legacy.rs");
    r.commit("rename");
    let before = r.memory();
    let preview = r.mm().arg("consolidate").run().success().stdout;
    assert_eq!(
        preview,
        format!(
            "consolidate (preview: run with --apply to act)\n\
             🔗 would supersede MEMORY.md:L{renamed} \"Release with `scripts/release.sh`\" with \"Release with `scripts/ship.sh`\": git renamed scripts/release.sh → scripts/ship.sh\n\
             🔗 would forget MEMORY.md:L{deleted} \"Run `npm run test:e2e` before pushing\": npm run test:e2e no longer exists\n"
        )
    );
    assert_eq!(r.memory(), before, "a preview writes nothing");
    let report = r
        .mm()
        .args(["consolidate", "--json"])
        .run()
        .success()
        .json();
    assert_eq!(
        report["stale"],
        json!([
            {"line": renamed, "fact": "Release with `scripts/release.sh`",
             "gone": ["scripts/release.sh"],
             "renamed": [["scripts/release.sh", "scripts/ship.sh"]],
             "action": "supersede", "text": "Release with `scripts/ship.sh`"},
            {"line": deleted, "fact": "Run `npm run test:e2e` before pushing",
             "gone": ["npm run test:e2e"], "renamed": [], "action": "forget"},
        ])
    );
    let applied = r
        .mm()
        .args(["consolidate", "--apply"])
        .run()
        .success()
        .stdout;
    assert!(
        applied.starts_with("consolidate\n🔗 superseded MEMORY.md:"),
        "{applied}"
    );
    assert!(applied.contains("🔗 forgot MEMORY.md:"), "{applied}");
    let memory = r.memory();
    for line in [
        "] ~~Release with `scripts/release.sh`~~ | source: manual | superseded: 2026-11 → L",
        "] Release with `scripts/ship.sh` | source: manual",
        "] ~~Run `npm run test:e2e` before pushing~~ | source: manual | archived: 2026-11-30",
        "] Compare `src/legacy.rs` with `src/store/tx.rs` | source: manual",
        "] Deploy steps: see `docs/deploy.md` | source: manual",
    ] {
        assert!(memory.contains(line), "{line}:\n{memory}");
    }
    // Done: a second run has nothing left to propose.
    let again = r
        .mm()
        .args(["consolidate", "--json"])
        .run()
        .success()
        .json();
    assert_eq!(again.get("stale"), None, "{again}");
    // health-check counts what is stale: the partly stale line.
    let health = r.mm().args(["health-check", "--json"]).run().json();
    let notes = health["notes"].to_string();
    assert!(notes.contains("1 MEMORY.md line(s) name a path"), "{notes}");
}

/// `--root` stores and USER.md are not checked: a root is not a project, and USER.md follows
/// the person across projects.
#[test]
fn a_root_store_is_not_checked() {
    let f = Folder::new();
    f.ok(&["write-memory", "Deploy with `scripts/gone.sh`"]);
    let hits = f.json(&["recall", "deploy", "--json"]);
    assert_eq!(hits[0].get("stale"), None, "{hits}");
}
