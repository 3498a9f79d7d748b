//! `recall`: ranked, cited lines of MEMORY.md and USER.md, from an index that is never stale.

use serde_json::{Value, json};

use crate::support::{Folder, MONTH, Output};

/// The hits of a `recall --json`, each without its score: the score is the ranking's own
/// business (tuned by the recall work, measured by the recall corpus); which lines come back,
/// and in what order, is asserted here.
fn hits(out: &Output) -> Value {
    let mut hits = out.json();
    for hit in hits.as_array_mut().expect("an array of hits") {
        let score = hit
            .as_object_mut()
            .and_then(|h| h.remove("score"))
            .unwrap_or_else(|| panic!("a hit without its score: {hit}"));
        assert!(score.as_f64().is_some_and(|s| s > 0.0), "{score}");
    }
    hits
}

#[test]
fn recall_ranks_english_without_stopwords() {
    let f = Folder::new();
    f.init("en");
    f.decide("Use Zustand for state");
    f.ok(&["write-memory", "Deploy with GitHub Actions"]);
    f.ok(&["write-user", "Prefers tabs in Makefiles"]);
    f.mm()
        .args(["recall", "what do we use for state?"])
        .run()
        .success()
        .stdout(&format!(
            "📍 MEMORY.md:L19 [{MONTH}] Use Zustand for state\n"
        ));
    assert_eq!(
        f.line("MEMORY.md", 19),
        format!("- [{MONTH}] Use Zustand for state | source: manual")
    );
    // USER.md is searched too.
    f.mm()
        .args(["recall", "makefiles"])
        .run()
        .success()
        .stdout(&format!(
            "📍 USER.md:L12 [{MONTH}] Prefers tabs in Makefiles\n"
        ));
    // Only stopwords: nothing to match.
    f.mm()
        .args(["recall", "the and of what"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"the and of what\"\n")
        .stdout("");
}

#[test]
fn recall_ranks_chinese_on_bigrams() {
    let f = Folder::new();
    f.init("zh");
    f.ok(&["write-memory", "用 pnpm,不用 npm"]);
    f.ok(&[
        "write-memory",
        "--section",
        "decisions",
        "数据库就用 PostgreSQL",
    ]);
    f.ok(&["write-memory", "--section", "decisions", "前端用 React"]);
    let out = f
        .mm()
        .args(["recall", "我们的数据库怎么配置?", "--json"])
        .run()
        .success();
    assert_eq!(
        hits(&out),
        json!([{"file": "MEMORY.md", "line": 19, "month": MONTH,
                "fact": "数据库就用 PostgreSQL", "pinned": false}])
    );
    assert_eq!(
        f.line("MEMORY.md", 19),
        format!("- [{MONTH}] 数据库就用 PostgreSQL | 来源:手动写入")
    );
    // An English query finds the Chinese line through the shared word.
    let out = f
        .mm()
        .args(["recall", "install deps with npm", "--json"])
        .run()
        .success();
    assert_eq!(
        hits(&out),
        json!([{"file": "MEMORY.md", "line": 15, "month": MONTH,
                "fact": "用 pnpm,不用 npm", "pinned": false}])
    );
}

/// Recall answers from the term index in the cache folder, and never from a stale one: a
/// hand edit of the same length (same inode, maybe the same clock tick) is seen at once,
/// and a damaged index is rebuilt, not believed.
#[test]
fn recall_sees_hand_edits_through_its_index() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Deploy billing with kubectl"]);
    let kubectl = format!("📍 MEMORY.md:L15 [{MONTH}] Deploy billing with kubectl\n");
    let helmctl = format!("📍 MEMORY.md:L15 [{MONTH}] Deploy billing with helmctl\n");
    f.mm()
        .args(["recall", "kubectl"])
        .run()
        .success()
        .stdout(&kubectl);
    let cache = f.home().join(".cache/memory-manager");
    let indexes = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(&cache)
            .map(|d| {
                d.flatten()
                    .map(|e| e.path())
                    .filter(|p| {
                        p.file_name()
                            .is_some_and(|n| n.to_string_lossy().starts_with("index-"))
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(indexes().len(), 1, "one index, in the cache folder");
    let in_root: Vec<_> = f
        .files()
        .into_iter()
        .map(|(p, _)| p)
        .filter(|p| p.starts_with(f.root()))
        .filter(|p| p.to_string_lossy().contains("index-"))
        .collect();
    assert_eq!(in_root, Vec::<std::path::PathBuf>::new());
    let edited = f.read("MEMORY.md").replace("kubectl", "helmctl");
    f.write("MEMORY.md", &edited);
    f.mm()
        .args(["recall", "helmctl"])
        .run()
        .success()
        .stdout(&helmctl);
    f.mm()
        .args(["recall", "kubectl"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"kubectl\"\n");
    for index in indexes() {
        std::fs::write(index, b"MMTIDX02 not an index").unwrap();
    }
    f.mm()
        .args(["recall", "billing"])
        .run()
        .success()
        .stdout(&helmctl);
}

#[test]
fn recall_with_no_match_exits_1() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use pnpm"]);
    f.mm()
        .args(["recall", "kubernetes"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"kubernetes\"\n")
        .stdout("");
    f.mm()
        .args(["recall", "kubernetes", "--json"])
        .run()
        .code(1)
        .stdout("[]\n");
    // No files at all: still just "no match".
    Folder::new()
        .mm()
        .args(["recall", "anything"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"anything\"\n");
    // An error is not "nothing found": a bad limit exits 2.
    f.mm()
        .args(["recall", "pnpm", "--limit", "many"])
        .run()
        .code(2);
}

#[test]
fn recall_limit_caps_the_hits() {
    let f = Folder::new();
    f.init("en");
    for i in ["alpha", "beta", "gamma", "delta"] {
        f.ok(&["write-memory", &format!("deploy step {i}")]);
    }
    let out = f
        .mm()
        .args(["recall", "deploy", "--limit", "2"])
        .run()
        .success();
    // Which two of the four equal matches come first is the ranking's tie-break, not this
    // test's business: two hits, each a whole, true citation.
    let hits: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(hits.len(), 2, "{}", out.report());
    for hit in hits {
        let (cite, entry) = hit.split_once(" [").unwrap_or_else(|| panic!("{hit}"));
        let n: usize = cite
            .strip_prefix("📍 MEMORY.md:L")
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{hit}"));
        assert_eq!(
            f.line("MEMORY.md", n),
            format!("- [{entry} | source: manual")
        );
    }
}

/// `--explain` says why a line ranked: the prompt's `db` reached the stored `database`
/// through the lexicon, and that is the whole score.
#[test]
fn explain_names_the_bridge_that_matched() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Primary database is PostgreSQL 16"]);
    let out = f
        .mm()
        .args([
            "recall",
            "which db for new services?",
            "--explain",
            "--json",
        ])
        .run()
        .success();
    let explained = out.json();
    let first = &explained[0];
    assert_eq!(first["hit"]["fact"], "Primary database is PostgreSQL 16");
    let terms: Vec<(&str, &str)> = first["matched"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["term"].as_str().unwrap(),
                m["expansion_of"][0].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(terms, [("database", "db")]);
    let total: f64 = first["matched"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["contribution"].as_f64().unwrap())
        .sum();
    assert!((total - first["hit"]["score"].as_f64().unwrap()).abs() < 1e-3);
    f.mm()
        .args(["recall", "bananas", "--explain"])
        .run()
        .code(1);
}
