//! The memory store through its command line: the real binary in a temp folder, asserting on
//! the files it leaves, stdout, stderr and exit codes.

mod common;

use common::{Folder, MONTH, Mm, TODAY, prompt_event};

/// The lines of a file after its auto index header, each with its own line ending.
fn body(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let skip = if lines.first().is_some_and(|l| l.starts_with("<!--")) {
        lines
            .iter()
            .position(|l| l.trim_end().ends_with("-->"))
            .map_or(0, |i| i + 1)
    } else {
        0
    };
    lines[skip..].to_vec()
}

/// How many lines the auto index header of a file takes.
fn index_len(text: &str) -> usize {
    text.split_inclusive('\n').count() - body(text).len()
}

/// The `## ` heading a 1-based line sits under.
fn section_of(text: &str, n: usize) -> String {
    text.lines()
        .take(n)
        .filter(|l| l.starts_with("## "))
        .last()
        .unwrap_or_else(|| panic!("line {n} is under no heading:\n{text}"))
        .to_string()
}

/// Every range the index header lists starts at a `## ` heading and the index says so itself.
fn assert_index_true(f: &Folder, file: &str) {
    let text = f.read(file);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("<!-- "), "no index header:\n{text}");
    for l in lines.iter().skip(1).take_while(|l| l.starts_with('L')) {
        let n: usize = l[1..].split('-').next().unwrap().parse().unwrap();
        assert!(
            lines[n - 1].starts_with("## "),
            "{l} → {:?}\n{text}",
            lines[n - 1]
        );
    }
    let report = f.mm().args(["health-check", "--json"]).run().json();
    let files = report["files"].as_array().unwrap();
    let entry = files.iter().find(|x| x["name"] == file).unwrap();
    assert_eq!(entry["index_current"], true, "{text}");
}

// ---------------------------------------------------------------------------------------
// init

#[test]
fn init_creates_the_files_once_and_a_second_run_keeps_every_byte() {
    let f = Folder::new();
    let out = f.mm().args(["init", "--lang", "en"]).run().success();
    for name in [
        "MEMORY.md",
        "USER.md",
        "CANDIDATES.md",
        "EVOLUTION_LOG.md",
        "skills/INDEX.md",
        ".gitattributes",
        ".gitignore",
    ] {
        assert!(f.exists(name), "{name} missing");
        assert!(
            out.stdout
                .contains(&format!("created {}", f.path(name).display())),
            "{name}"
        );
    }
    assert!(f.read(".gitattributes").contains("*.md merge=union"));
    let ignored = f.read(".gitignore");
    for local in [
        ".memory-manager.lock",
        ".memory-manager-errors.log",
        ".memory-manager-spool/",
    ] {
        assert!(ignored.lines().any(|l| l == local), "{local}: {ignored}");
    }
    let before = f.files();
    let again = f.mm().args(["init", "--lang", "zh"]).run().success();
    assert!(!again.stdout.contains("created"), "{}", again.stdout);
    assert_eq!(again.stdout.matches("kept").count(), 7, "{}", again.stdout);
    assert_eq!(f.files(), before, "a second init changed bytes");
}

#[test]
fn init_writes_english_templates() {
    let f = Folder::new();
    f.init("en");
    let memory = f.read("MEMORY.md");
    assert!(memory.starts_with("<!-- line index (auto)\n"), "{memory}");
    for heading in [
        "## 📌 Rules",
        "## 🧭 Decisions",
        "## ⚠️ Error corrections",
        "## 🔗 Skill index",
        "## 📅 Log archive",
        "## 🔄 Evolution summary",
    ] {
        assert!(
            memory.contains(&format!("\n{heading}\n")),
            "{heading}\n{memory}"
        );
    }
    let user = f.read("USER.md");
    for heading in [
        "## 👤 Preferences",
        "## 🏢 Work background",
        "## 💬 Communication style",
    ] {
        assert!(user.contains(heading), "{heading}\n{user}");
    }
    assert_index_true(&f, "MEMORY.md");
    assert_index_true(&f, "USER.md");
}

#[test]
fn init_writes_chinese_templates_and_writes_follow_their_language() {
    let f = Folder::new();
    f.init("zh");
    let memory = f.read("MEMORY.md");
    assert!(memory.starts_with("<!-- 行号速查 (auto)\n"), "{memory}");
    for heading in [
        "## 📌 重要规则",
        "## 🧭 决策记录",
        "## ⚠️ 错误修正记录",
        "## 🔗 技能索引",
        "## 📅 日志归档引用",
        "## 🔄 进化历史摘要",
    ] {
        assert!(memory.contains(heading), "{heading}\n{memory}");
    }
    let user = f.read("USER.md");
    for heading in ["## 👤 基本偏好", "## 🏢 工作背景", "## 💬 沟通风格"] {
        assert!(user.contains(heading), "{heading}\n{user}");
    }
    assert!(f.read("CANDIDATES.md").contains("## 🌱 观察中"));
    let out = f.mm().args(["write-user", "回复用中文"]).run().success();
    let n = out.cited_line("USER.md");
    assert_eq!(
        f.line("USER.md", n),
        format!("- [{MONTH}] 回复用中文 | 来源:手动写入")
    );
    assert_index_true(&f, "MEMORY.md");
    assert_index_true(&f, "USER.md");
}

#[test]
fn init_language_defaults_to_the_locale() {
    let f = Folder::new();
    f.mm()
        .env("LANG", "zh_CN.UTF-8")
        .arg("init")
        .run()
        .success();
    assert!(f.read("MEMORY.md").contains("## 📌 重要规则"));
    let g = Folder::new();
    g.mm().env("LANG", "C").arg("init").run().success();
    assert!(g.read("MEMORY.md").contains("## 📌 Rules"));
}

// ---------------------------------------------------------------------------------------
// write-memory, write-user, write-log, --today

#[test]
fn write_memory_lands_in_its_section_and_cites_the_line() {
    let f = Folder::new();
    f.init("en");
    for (section, text, heading) in [
        (None, "Use pnpm, not npm", "## 📌 Rules"),
        (
            Some("rules"),
            "Run cargo fmt before every commit",
            "## 📌 Rules",
        ),
        (
            Some("decisions"),
            "We go with PostgreSQL",
            "## 🧭 Decisions",
        ),
        (
            Some("corrections"),
            "`cargo build` needs build-essential",
            "## ⚠️ Error corrections",
        ),
    ] {
        let mut mm = f.mm().arg("write-memory");
        if let Some(s) = section {
            mm = mm.args(["--section", s]);
        }
        let out = mm
            .arg(text)
            .run()
            .success()
            .stdout_has("saved 📍 MEMORY.md:L");
        let n = out.cited_line("MEMORY.md");
        let memory = f.read("MEMORY.md");
        assert_eq!(
            f.line("MEMORY.md", n),
            format!("- [{MONTH}] {text} | source: manual")
        );
        assert_eq!(section_of(&memory, n), heading, "{memory}");
    }
    // Newest last within its section.
    let memory = f.read("MEMORY.md");
    let a = memory.find("Use pnpm").unwrap();
    let b = memory.find("Run cargo fmt").unwrap();
    assert!(a < b);
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn write_memory_pin_marks_the_fact() {
    let f = Folder::new();
    f.init("en");
    let out = f
        .mm()
        .args(["write-memory", "--pin", "Never push on Fridays"])
        .run()
        .success();
    let n = out.cited_line("MEMORY.md");
    assert_eq!(
        f.line("MEMORY.md", n),
        format!("- [{MONTH}] [!] Never push on Fridays | source: manual")
    );
}

#[test]
fn write_memory_without_init_creates_the_file_from_the_template() {
    let f = Folder::new();
    let out = f.mm().args(["write-memory", "Use pnpm"]).run().success();
    let n = out.cited_line("MEMORY.md");
    assert!(f.line("MEMORY.md", n).contains("Use pnpm"));
    assert!(f.read("MEMORY.md").contains("## 📌 Rules"));
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn write_user_lands_in_each_section() {
    let f = Folder::new();
    f.init("en");
    for (section, text, heading) in [
        (None, "Prefers short answers", "## 👤 Preferences"),
        (
            Some("background"),
            "Works on a Rust CLI",
            "## 🏢 Work background",
        ),
        (
            Some("style"),
            "Reply in English",
            "## 💬 Communication style",
        ),
    ] {
        let mut mm = f.mm().arg("write-user");
        if let Some(s) = section {
            mm = mm.args(["--section", s]);
        }
        let out = mm.arg(text).run().success();
        let n = out.cited_line("USER.md");
        assert_eq!(
            f.line("USER.md", n),
            format!("- [{MONTH}] {text} | source: manual")
        );
        assert_eq!(section_of(&f.read("USER.md"), n), heading);
    }
    assert_index_true(&f, "USER.md");
}

#[test]
fn write_log_appends_to_todays_log() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args(["write-log", "first"])
        .run()
        .success()
        .stdout_has("logged to 2026-11-30.md");
    f.mm().args(["write-log", "second"]).run().success();
    let log = f.read("2026-11-30.md");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines[0], "# 2026-11-30");
    assert!(
        lines[2].starts_with("- ") && lines[2].ends_with(" first"),
        "{log}"
    );
    assert!(
        lines[3].starts_with("- ") && lines[3].ends_with(" second"),
        "{log}"
    );
}

#[test]
fn today_comes_from_the_flag_or_the_environment() {
    let f = Folder::new();
    f.init("en");
    let out = Mm::new()
        .arg("--root")
        .arg(f.root())
        .home(&f.home())
        .env("MEMORY_MANAGER_TODAY", "2027-01-15")
        .args(["write-memory", "From the environment"])
        .run()
        .success();
    assert!(
        f.line("MEMORY.md", out.cited_line("MEMORY.md"))
            .starts_with("- [2027-01] ")
    );
    let at = |date: &str| {
        Mm::new()
            .arg("--root")
            .arg(f.root())
            .home(&f.home())
            .args(["--today", date])
    };
    at("2025-03-04").args(["write-log", "x"]).run().success();
    assert!(f.exists("2025-03-04.md"));
    at("2026-13-01")
        .args(["write-log", "x"])
        .run()
        .fails()
        .stderr_has("not a date");
}

#[test]
fn a_duplicate_write_cites_the_existing_line_and_changes_nothing() {
    let f = Folder::new();
    f.init("en");
    let first = f
        .mm()
        .args(["write-memory", "Use pnpm, not npm"])
        .run()
        .success();
    let n = first.cited_line("MEMORY.md");
    let before = f.files();
    let again = f
        .mm()
        .args(["write-memory", "use PNPM not npm!"])
        .run()
        .success()
        .stdout_has(&format!(
            "already there 📍 MEMORY.md:L{n} Use pnpm, not npm"
        ));
    assert_eq!(again.cited_line("MEMORY.md"), n);
    assert_eq!(f.files(), before);
    // Chinese, full-width punctuation folded.
    let zh = f
        .mm()
        .args(["write-memory", "用 pnpm，不用 npm。"])
        .run()
        .success();
    let m = zh.cited_line("MEMORY.md");
    f.mm()
        .args(["write-memory", "用pnpm,不用npm"])
        .run()
        .success()
        .stdout_has(&format!("already there 📍 MEMORY.md:L{m}"));
}

#[test]
fn a_long_fact_is_cut_to_one_line_of_at_most_120_characters() {
    let f = Folder::new();
    f.init("en");
    let long = format!("{}. {}", "a".repeat(60), "b".repeat(200));
    let out = f.mm().args(["write-memory", &long]).run().success();
    let line = f.line("MEMORY.md", out.cited_line("MEMORY.md"));
    assert_eq!(
        line,
        format!("- [{MONTH}] {}. | source: manual", "a".repeat(60))
    );
    let out = f
        .mm()
        .args(["write-memory", "two\nlines | with a pipe"])
        .run()
        .success();
    let line = f.line("MEMORY.md", out.cited_line("MEMORY.md"));
    assert_eq!(
        line,
        format!("- [{MONTH}] two lines / with a pipe | source: manual")
    );
}

// ---------------------------------------------------------------------------------------
// recall

#[test]
fn recall_ranks_english_without_stopwords() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args([
            "write-memory",
            "--section",
            "decisions",
            "Use Zustand for state",
        ])
        .run()
        .success();
    f.mm()
        .args(["write-memory", "Deploy with GitHub Actions"])
        .run()
        .success();
    f.mm()
        .args(["write-user", "Prefers tabs in Makefiles"])
        .run()
        .success();
    let out = f
        .mm()
        .args(["recall", "what do we use for state?"])
        .run()
        .success();
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 1, "{}", out.stdout);
    assert!(lines[0].starts_with("📍 MEMORY.md:L"), "{}", lines[0]);
    assert!(
        lines[0].ends_with(&format!("[{MONTH}] Use Zustand for state")),
        "{}",
        lines[0]
    );
    let n = out.cited_line("MEMORY.md");
    assert!(f.line("MEMORY.md", n).contains("Zustand"));
    // USER.md is searched too.
    f.mm()
        .args(["recall", "makefiles"])
        .run()
        .success()
        .stdout_has("📍 USER.md:L");
    // Only stopwords: nothing to match.
    f.mm().args(["recall", "the and of what"]).run().fails();
}

#[test]
fn recall_ranks_chinese_on_bigrams() {
    let f = Folder::new();
    f.init("zh");
    f.mm()
        .args(["write-memory", "用 pnpm,不用 npm"])
        .run()
        .success();
    f.mm()
        .args([
            "write-memory",
            "--section",
            "decisions",
            "数据库就用 PostgreSQL",
        ])
        .run()
        .success();
    f.mm()
        .args(["write-memory", "--section", "decisions", "前端用 React"])
        .run()
        .success();
    let out = f
        .mm()
        .args(["recall", "我们的数据库怎么配置?", "--json"])
        .run()
        .success();
    let hits = out.json();
    let hits = hits.as_array().unwrap();
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert_eq!(hits[0]["file"], "MEMORY.md");
    assert_eq!(hits[0]["fact"], "数据库就用 PostgreSQL");
    assert_eq!(hits[0]["month"], MONTH);
    let n = hits[0]["line"].as_u64().unwrap() as usize;
    assert!(f.line("MEMORY.md", n).contains("数据库就用 PostgreSQL"));
    // An English query finds the Chinese line through the shared word.
    let out = f
        .mm()
        .args(["recall", "install deps with npm", "--json"])
        .run()
        .success();
    assert_eq!(out.json()[0]["fact"], "用 pnpm,不用 npm");
}

/// Recall answers from the term index in the cache folder, and never from a stale one: a
/// hand edit of the same length (same inode, maybe the same clock tick) is seen at once,
/// and a damaged index is rebuilt, not believed.
#[test]
fn recall_sees_hand_edits_through_its_index() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args(["write-memory", "Deploy billing with kubectl"])
        .run()
        .success();
    assert!(f.ok(&["recall", "kubectl"]).contains("kubectl"));
    let cache = f.home().join(".cache/memory-manager");
    let indexes = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(&cache)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default()
    };
    assert_eq!(indexes().len(), 1, "one index, in the cache folder");
    let in_root = f
        .files()
        .into_iter()
        .filter(|(p, _)| p.starts_with(f.root()));
    assert!(
        in_root
            .map(|(p, _)| p)
            .all(|p| !p.to_string_lossy().contains("index-"))
    );
    let edited = f.read("MEMORY.md").replace("kubectl", "helmctl");
    f.write("MEMORY.md", &edited);
    assert!(f.ok(&["recall", "helmctl"]).contains("helmctl"));
    f.mm().args(["recall", "kubectl"]).run().code(1);
    for index in indexes() {
        std::fs::write(index, b"MMTIDX02 not an index").unwrap();
    }
    assert!(f.ok(&["recall", "billing"]).contains("helmctl"));
}

#[test]
fn recall_with_no_match_exits_1() {
    let f = Folder::new();
    f.init("en");
    f.mm().args(["write-memory", "Use pnpm"]).run().success();
    f.mm()
        .args(["recall", "kubernetes"])
        .run()
        .fails()
        .stderr_has("no stored line matches");
    let out = f
        .mm()
        .args(["recall", "kubernetes", "--json"])
        .run()
        .code(1);
    assert_eq!(out.json(), serde_json::json!([]));
    // No files at all: still just "no match".
    Folder::new()
        .mm()
        .args(["recall", "anything"])
        .run()
        .fails();
}

#[test]
fn recall_limit_caps_the_hits() {
    let f = Folder::new();
    f.init("en");
    for i in ["alpha", "beta", "gamma", "delta"] {
        f.mm()
            .args(["write-memory", &format!("deploy step {i}")])
            .run()
            .success();
    }
    let out = f
        .mm()
        .args(["recall", "deploy", "--limit", "2"])
        .run()
        .success();
    assert_eq!(out.stdout.lines().count(), 2, "{}", out.stdout);
}

// ---------------------------------------------------------------------------------------
// supersede, forget

#[test]
fn supersede_strikes_the_old_line_and_points_at_the_new_one() {
    let f = Folder::new();
    f.init("en");
    let old = f
        .mm()
        .args(["write-memory", "--section", "decisions", "We use Redux"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    f.mm()
        .args(["write-memory", "--section", "decisions", "Tests use vitest"])
        .run()
        .success();
    let out = f
        .mm()
        .args([
            "supersede",
            &format!("MEMORY.md:L{old}"),
            "Use Zustand for state",
        ])
        .run()
        .success()
        .stdout_has(&format!("superseded 📍 MEMORY.md:L{old} We use Redux"));
    let new = out.stdout.lines().nth(1).unwrap();
    let new: usize = new
        .split("MEMORY.md:L")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(new > old);
    assert_eq!(
        f.line("MEMORY.md", old),
        format!("- [2026-11] ~~We use Redux~~ | source: manual | superseded: {MONTH} → L{new}")
    );
    assert_eq!(
        f.line("MEMORY.md", new),
        format!("- [{MONTH}] Use Zustand for state | source: manual")
    );
    assert_eq!(section_of(&f.read("MEMORY.md"), new), "## 🧭 Decisions");
    let log = f.read("EVOLUTION_LOG.md");
    assert!(
        log.contains(&format!(
            "- {TODAY} supersede · MEMORY.md:L{old} \"We use Redux\" → L{new} \"Use Zustand for state\""
        )),
        "{log}"
    );
    assert_index_true(&f, "MEMORY.md");
    // A closed fact is not recalled, and cannot be closed twice.
    f.mm().args(["recall", "redux"]).run().fails();
    f.mm()
        .args(["supersede", &format!("MEMORY.md:L{old}"), "Something else"])
        .run()
        .fails()
        .stderr_has("already closed");
}

#[test]
fn supersede_in_a_hand_written_file_without_an_index_points_at_the_right_lines() {
    let f = Folder::new();
    f.write(
        "MEMORY.md",
        "## 🧭 Decisions\n\n- [2026-10] We use Redux\n- [2026-10] Tests use vitest\n",
    );
    let out = f
        .mm()
        .args(["supersede", "MEMORY.md:L3", "Use Zustand for state"])
        .run()
        .success();
    let new: usize = out
        .stdout
        .lines()
        .nth(1)
        .unwrap()
        .split("MEMORY.md:L")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let text = f.read("MEMORY.md");
    let struck: Vec<&str> = text.lines().filter(|l| l.contains("~~")).collect();
    assert_eq!(
        struck,
        [format!("- [2026-10] ~~We use Redux~~ | superseded: {MONTH} → L{new}").as_str()],
        "{text}"
    );
    assert_eq!(
        f.line("MEMORY.md", new),
        format!("- [{MONTH}] Use Zustand for state | source: manual")
    );
    assert!(text.contains("\n- [2026-10] Tests use vitest\n"), "{text}");
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn supersede_after_a_heading_added_by_hand_points_at_the_right_lines() {
    let f = Folder::new();
    f.init("en");
    let old = f
        .mm()
        .args(["write-memory", "--section", "decisions", "We use Redux"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    // A person adds a section by hand: the index is now one line short.
    let text = f
        .read("MEMORY.md")
        .replace("## 📌 Rules\n", "## My notes\n\nkeep this\n\n## 📌 Rules\n");
    f.write("MEMORY.md", &text);
    let old = old + 4;
    assert!(f.line("MEMORY.md", old).contains("We use Redux"));
    let out = f
        .mm()
        .args(["supersede", &format!("MEMORY.md:L{old}"), "Use Zustand"])
        .run()
        .success();
    let new: usize = out
        .stdout
        .lines()
        .nth(1)
        .unwrap()
        .split("MEMORY.md:L")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let text = f.read("MEMORY.md");
    let struck: Vec<&str> = text.lines().filter(|l| l.contains("~~")).collect();
    assert_eq!(struck.len(), 1, "{text}");
    assert!(
        struck[0].contains("~~We use Redux~~") && struck[0].ends_with(&format!("→ L{new}")),
        "{text}"
    );
    assert!(f.line("MEMORY.md", new).contains("Use Zustand"), "{text}");
    assert!(text.contains("keep this"));
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn forget_archives_the_line() {
    let f = Folder::new();
    f.init("en");
    let n = f
        .mm()
        .args(["write-memory", "Use yarn"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    f.mm()
        .args(["forget", &format!("MEMORY.md:L{n}")])
        .run()
        .success()
        .stdout_has(&format!("archived 📍 MEMORY.md:L{n} Use yarn"));
    assert_eq!(
        f.line("MEMORY.md", n),
        format!("- [{MONTH}] ~~Use yarn~~ | source: manual | archived: {TODAY}")
    );
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains(&format!("archive · MEMORY.md:L{n} \"Use yarn\""))
    );
    f.mm().args(["recall", "yarn"]).run().fails();
    f.mm()
        .args(["forget", &format!("MEMORY.md:L{n}")])
        .run()
        .fails()
        .stderr_has("already closed");
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn forget_hard_deletes_the_line_and_keeps_its_text_nowhere() {
    let f = Folder::new();
    f.init("en");
    let n = f
        .mm()
        .args(["write-user", "Lives at 42 Wallaby Way"])
        .run()
        .success()
        .cited_line("USER.md");
    let lines_before = f.read("USER.md").lines().count();
    f.mm()
        .args(["forget", &format!("USER.md:L{n}"), "--hard"])
        .run()
        .success()
        .stdout_has("deleting 📍 USER.md:L");
    assert_eq!(f.read("USER.md").lines().count(), lines_before - 1);
    f.assert_nowhere("Wallaby");
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains(&format!("delete · USER.md:L{n} (text not kept)"))
    );
    assert_index_true(&f, "USER.md");
}

// ---------------------------------------------------------------------------------------
// handoff, health-check, skills

#[test]
fn handoff_briefs_rules_user_decisions_and_logs() {
    let f = Folder::new();
    f.init("en");
    let r = f
        .mm()
        .args(["write-memory", "Use pnpm"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    let u = f
        .mm()
        .args(["write-user", "Prefers short answers"])
        .run()
        .success()
        .cited_line("USER.md");
    let d = f
        .mm()
        .args([
            "write-memory",
            "--section",
            "decisions",
            "We go with PostgreSQL",
        ])
        .run()
        .success()
        .cited_line("MEMORY.md");
    f.mm()
        .args(["write-log", "migrated the schema"])
        .run()
        .success();
    let out = f.mm().arg("handoff").run().success();
    let s = &out.stdout;
    assert!(s.starts_with(&format!("# Handoff — {TODAY}\n")), "{s}");
    for needle in [
        format!("- Use pnpm (📍 MEMORY.md:L{r})"),
        format!("- Prefers short answers (📍 USER.md:L{u})"),
        format!("- We go with PostgreSQL (📍 MEMORY.md:L{d})"),
        "### 2026-11-30.md".to_string(),
        "migrated the schema".to_string(),
    ] {
        assert!(s.contains(&needle), "{needle}\n{s}");
    }
    let rules = s.find("## Rules").unwrap();
    let user = s.find("## The user").unwrap();
    let decisions = s.find("## Recent decisions").unwrap();
    assert!(rules < s.find("Use pnpm").unwrap() && s.find("Use pnpm").unwrap() < user);
    assert!(decisions < s.find("PostgreSQL").unwrap());
}

#[test]
fn health_check_is_clean_after_init() {
    let f = Folder::new();
    f.init("en");
    let out = f.mm().args(["health-check", "--json"]).run().success();
    let r = out.json();
    assert_eq!(r["layout"], "root");
    assert_eq!(r["problems"], serde_json::json!([]));
    assert_eq!(r["spooled"], 0);
}

#[test]
fn health_check_fails_when_memory_is_over_200_lines() {
    let f = Folder::new();
    f.init("en");
    let mut text = f.read("MEMORY.md");
    for i in 0..200 {
        text.push_str(&format!("- [2026-10] filler fact number {i}\n"));
    }
    f.write("MEMORY.md", &text);
    // A write refreshes the index, so only the size is wrong.
    f.mm().args(["write-memory", "one more"]).run().success();
    let out = f.mm().args(["health-check", "--json"]).run().code(1);
    let r = out.json();
    assert_eq!(r["files"][0]["index_current"], true);
    assert!(r["files"][0]["lines"].as_u64().unwrap() > 200);
    let problems = r["problems"].to_string();
    assert!(problems.contains("cap 200"), "{problems}");
    f.mm()
        .arg("health-check")
        .run()
        .code(1)
        .stdout_has("needs attention");
}

#[test]
fn health_check_fails_when_the_index_is_stale() {
    let f = Folder::new();
    f.init("en");
    let text = f
        .read("MEMORY.md")
        .replace("## 📌 Rules\n", "## 📌 Rules\n\nhand-written line\n");
    f.write("MEMORY.md", &text);
    let out = f.mm().args(["health-check", "--json"]).run().code(1);
    let r = out.json();
    assert_eq!(r["files"][0]["index_current"], false);
    assert!(r["problems"].to_string().contains("stale"), "{r}");
    // The next write refreshes it.
    f.mm().args(["write-user", "x y z"]).run().success();
    f.mm().args(["write-memory", "fresh"]).run().success();
    f.mm().args(["health-check", "--json"]).run().success();
    assert!(f.read("MEMORY.md").contains("\nhand-written line\n"));
}

#[test]
fn add_skill_registers_it_in_the_index_and_memory() {
    let f = Folder::new();
    f.init("en");
    let out = f
        .mm()
        .args([
            "add-skill",
            "deploy-staging",
            "Deploy to staging with make deploy",
        ])
        .run()
        .success()
        .stdout_has("added skill deploy-staging");
    let n = out.cited_line("MEMORY.md");
    let index = f.read("skills/INDEX.md");
    let approved = index.find("## Approved").unwrap();
    let awaiting = index.find("## Awaiting").unwrap();
    let at = index
        .find("- **deploy-staging** — Deploy to staging with make deploy\n")
        .unwrap();
    assert!(approved < at && at < awaiting, "{index}");
    assert_eq!(
        f.line("MEMORY.md", n),
        format!(
            "- [{MONTH}] deploy-staging: Deploy to staging with make deploy → skills/INDEX.md | source: manual"
        )
    );
    assert_eq!(section_of(&f.read("MEMORY.md"), n), "## 🔗 Skill index");
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains("skill · added deploy-staging")
    );
    f.mm()
        .args(["add-skill", "deploy-staging", "again"])
        .run()
        .fails()
        .stderr_has("already");
    f.mm().args(["add-skill", "../escape", "x"]).run().fails();
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn auto_skill_drafts_a_skill_awaiting_approval() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args([
            "auto-skill",
            "release",
            "--step",
            "cargo test",
            "--step",
            "export TOKEN=Qz8vLm3xRt7yWp2k && cargo publish",
        ])
        .run()
        .success()
        .stdout_has("awaiting approval");
    let skill = f.read("skills/auto-generated/release/SKILL.md");
    assert!(skill.starts_with("---\nname: release\n"), "{skill}");
    assert!(skill.contains("status: awaiting-approval"), "{skill}");
    assert!(skill.contains(&format!("created: {TODAY}")), "{skill}");
    assert!(
        skill.contains("1. cargo test\n2. export TOKEN=[removed] && cargo publish\n"),
        "{skill}"
    );
    let index = f.read("skills/INDEX.md");
    let awaiting = index.find("## Awaiting").unwrap();
    let at = index
        .find("- **release** — cargo test (skills/auto-generated/release/SKILL.md)")
        .unwrap();
    assert!(awaiting < at, "{index}");
    f.assert_nowhere("Qz8vLm3xRt7yWp2k");
    f.mm()
        .args(["auto-skill", "release", "--step", "x"])
        .run()
        .fails()
        .stderr_has("already exists");
}

// ---------------------------------------------------------------------------------------
// Hand-edited files round-trip

#[test]
fn a_hand_edited_crlf_file_keeps_every_byte_outside_the_new_line() {
    let f = Folder::new();
    let original = concat!(
        "# My project memory\r\n",
        "\r\n",
        "Some prose the person wrote, with **bold** and a trailing space \r\n",
        "\r\n",
        "## 📌 Rules (edited by hand!)\r\n",
        "\r\n",
        "- [2026-10] Use pnpm, not npm | source: manual\r\n",
        "* a person's own bullet\r\n",
        "\r\n",
        "## Random notes ##\r\n",
        "```\r\n",
        "## 🧭 not a heading inside a fence\r\n",
        "```\r\n",
        "## 🧭 决策 (mixed language)\r\n",
        "- [2026-11] We use Redux\r\n",
        "\r\n",
        "trailing line without a newline",
    );
    f.write("MEMORY.md", original);
    let out = f
        .mm()
        .args(["write-memory", "Always rebase"])
        .run()
        .success();
    let n = out.cited_line("MEMORY.md");
    let text = f.read("MEMORY.md");
    assert_eq!(
        f.line("MEMORY.md", n),
        format!("- [{MONTH}] Always rebase | source: manual")
    );
    let mut expected: Vec<&str> = original.split_inclusive('\n').collect();
    let new_line = format!("- [{MONTH}] Always rebase | source: manual\r\n");
    expected.insert(8, &new_line);
    assert_eq!(body(&text), expected, "{text:?}");
    assert_eq!(n, index_len(&text) + 9);
    assert!(
        text.split_inclusive('\n')
            .all(|l| !l.ends_with('\n') || l.ends_with("\r\n")),
        "{text:?}"
    );
    assert_index_true(&f, "MEMORY.md");

    // A second write into the section that ends the file: the last line gets its newline.
    let out = f
        .mm()
        .args(["write-memory", "--section", "decisions", "Use Zustand"])
        .run()
        .success();
    let n = out.cited_line("MEMORY.md");
    let text = f.read("MEMORY.md");
    let mut expected: Vec<String> = original.split_inclusive('\n').map(String::from).collect();
    expected.insert(8, new_line.clone());
    let last = expected.pop().unwrap();
    expected.push(format!("{last}\r\n"));
    expected.push(format!("- [{MONTH}] Use Zustand | source: manual\r\n"));
    assert_eq!(body(&text), expected, "{text:?}");
    assert_eq!(n, text.lines().count());
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_hand_edited_file_with_a_stale_index_keeps_the_persons_prose() {
    let f = Folder::new();
    f.init("zh");
    let text = f.read("MEMORY.md");
    let edited = text
        .replace(
            "## 📌 重要规则\n",
            "## 📌 重要规则\n\n我自己写的说明,不要动。\n- 普通列表项\n",
        )
        .replace(
            "## 🔄 进化历史摘要\n",
            "## 🔄 进化历史摘要\n\n### 小标题\n\n> 引用\n",
        );
    f.write("MEMORY.md", &edited);
    let out = f.mm().args(["write-memory", "用 pnpm"]).run().success();
    let n = out.cited_line("MEMORY.md");
    let after = f.read("MEMORY.md");
    let mut expected = body(&edited);
    let new_line = format!("- [{MONTH}] 用 pnpm | 来源:手动写入\n");
    let at = n - 1 - index_len(&after);
    expected.insert(at, &new_line);
    assert_eq!(body(&after), expected, "{after}");
    assert_eq!(section_of(&after, n), "## 📌 重要规则");
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_file_with_no_template_structure_gets_the_section_appended() {
    let f = Folder::new();
    let original = "just my notes\nabout the project\nno newline at the end";
    f.write("MEMORY.md", original);
    let out = f.mm().args(["write-memory", "Use pnpm"]).run().success();
    let n = out.cited_line("MEMORY.md");
    let text = f.read("MEMORY.md");
    let body = body(&text).concat();
    assert_eq!(
        body,
        format!("{original}\n\n## 📌 Rules\n\n- [{MONTH}] Use pnpm | source: manual\n"),
        "{text}"
    );
    assert_eq!(
        f.line("MEMORY.md", n),
        format!("- [{MONTH}] Use pnpm | source: manual")
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn an_unchanged_write_leaves_a_hand_edited_file_alone() {
    let f = Folder::new();
    let original = "## 📌 Rules\r\n\r\n- [2026-10] Use pnpm\r\nno newline";
    f.write("MEMORY.md", original);
    // A duplicate: nothing is written, not even the index.
    f.mm()
        .args(["write-memory", "use pnpm"])
        .run()
        .success()
        .stdout_has("already there");
    assert_eq!(f.read("MEMORY.md"), original);
    // Reading commands never write.
    f.mm().args(["recall", "pnpm"]).run().success();
    f.mm().arg("handoff").run().success();
    assert_eq!(f.read("MEMORY.md"), original);
}

// ---------------------------------------------------------------------------------------
// Redaction

/// Each secret shape, and a piece of it that must appear in no file.
const SECRETS: &[(&str, &str)] = &[
    (
        "sk-ant-api03-7kFVpzb2YBghZ2aXYzbtx-_akk9Ah3fW",
        "7kFVpzb2YBgh",
    ),
    ("sk-proj-Xr4TnB8wq2LmZc7VyP0d", "Xr4TnB8wq2Lm"),
    ("ghp_rc5UXHrZ7v64AHwiXsMNTD4uF5XmT8OZcKKx", "rc5UXHrZ7v64"),
    (
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
        "11ABCDEFG0123456789",
    ),
    ("xoxb-1234567890-abcdefghij", "1234567890-abcdefghij"),
    ("AKIASIXQB6SDLTW6CUUZ", "SIXQB6SDLTW6CUUZ"),
    (
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlX3g",
        "eyJzdWIiOiIxMjM0In0",
    ),
    (
        "Authorization: Bearer abc.def-ghi_jkl123",
        "abc.def-ghi_jkl123",
    ),
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bqKey\n-----END RSA PRIVATE KEY-----",
        "MIIEowIBAAKCAQEA7bqKey",
    ),
    ("password=hunter2hunter2", "hunter2hunter2"),
    ("token=Zx9Qw8Er7Ty6Ui5Op", "Zx9Qw8Er7Ty6Ui5Op"),
    (
        "<private>my home is 12 Elm Street</private>",
        "12 Elm Street",
    ),
];

#[test]
fn secrets_never_reach_a_file_through_write_memory() {
    for (secret, needle) in SECRETS {
        let f = Folder::new();
        f.init("en");
        let text = format!("the staging deploy uses {secret} for auth");
        let out = f.mm().args(["write-memory", &text]).run().success();
        assert!(!out.stdout.contains(needle), "{out:#?}");
        let line = f.line("MEMORY.md", out.cited_line("MEMORY.md"));
        assert!(line.contains("the staging deploy uses"), "{line}");
        f.assert_nowhere(needle);
        // write-user, write-log and supersede pass through the same gate.
        f.mm().args(["write-user", &text]).run().success();
        f.mm().args(["write-log", &text]).run().success();
        let n = out.cited_line("MEMORY.md");
        f.mm()
            .args([
                "supersede",
                &format!("MEMORY.md:L{n}"),
                &format!("rotated: {secret}"),
            ])
            .run()
            .success();
        f.assert_nowhere(needle);
    }
}

#[test]
fn secrets_never_reach_a_file_through_the_hook() {
    for (secret, needle) in SECRETS {
        let f = Folder::new();
        f.init("zh");
        let prompt = format!("记住:部署 staging 时用 {secret} 登录");
        let out = f
            .mm()
            .arg("hook")
            .stdin(prompt_event(&prompt))
            .run()
            .success();
        assert!(!out.stdout.contains(needle), "{out:#?}");
        f.assert_nowhere(needle);
    }
    // The plain token case is saved, with the secret replaced.
    let f = Folder::new();
    f.init("zh");
    let prompt = "记住 部署时用 ghp_rc5UXHrZ7v64AHwiXsMNTD4uF5XmT8OZcKKx 这个 token";
    let out = f
        .mm()
        .arg("hook")
        .stdin(prompt_event(prompt))
        .run()
        .success()
        .stdout_has("MEMORY.md:L");
    let n = out.cited_line("MEMORY.md");
    let line = f.line("MEMORY.md", n);
    assert!(
        line.contains("[removed]") && line.contains("部署时用"),
        "{line}"
    );
    f.assert_nowhere("rc5UXHrZ7v64");
}

#[test]
fn text_that_is_only_a_secret_is_refused() {
    let f = Folder::new();
    f.init("en");
    f.mm()
        .args(["write-memory", "<private>nothing to keep</private>"])
        .run()
        .fails()
        .stderr_has("nothing to write");
    f.assert_nowhere("nothing to keep");
}

// ---------------------------------------------------------------------------------------
// Errors: exit 1, one line on stderr, no panic

#[test]
fn bad_locations_are_one_line_errors() {
    let f = Folder::new();
    f.init("en");
    let n = f
        .mm()
        .args(["write-memory", "Use pnpm"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    let before = f.files();
    for (args, says) in [
        (vec!["forget", "NOTES.md:L3"], "unknown file"),
        (vec!["supersede", "SOUL.md:L1", "x"], "unknown file"),
        (vec!["forget", "MEMORY.md:L999"], "past the end"),
        (vec!["supersede", "USER.md:L999", "x"], "past the end"),
        (vec!["forget", "MEMORY.md:L1"], "not a memory entry"),
        (vec!["forget", "MEMORY.md:L0"], "not a location"),
        (vec!["forget", "MEMORY.md"], "not a location"),
        (vec!["forget", "MEMORY.md:Lx"], "not a location"),
    ] {
        f.mm().args(&args).run().fails().stderr_has(says);
    }
    let heading = (1..n)
        .rev()
        .find(|&i| f.line("MEMORY.md", i).starts_with("## "))
        .unwrap();
    f.mm()
        .args(["supersede", &format!("MEMORY.md:L{heading}"), "x"])
        .run()
        .fails()
        .stderr_has("not a memory entry");
    assert_eq!(f.files(), before, "a failed command changed files");
}

#[test]
fn an_unwritable_folder_is_a_one_line_error() {
    // --root pointing at a regular file stops everyone, root included.
    let f = Folder::new();
    let file = f.home().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    for args in [
        vec!["write-memory", "x"],
        vec!["init"],
        vec!["write-log", "x"],
        vec!["add-skill", "s", "d"],
    ] {
        Mm::new()
            .arg("--root")
            .arg(&file)
            .home(&f.home())
            .args(&args)
            .run()
            .fails();
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");

    // A read-only folder, where permissions stop this user (they do not stop root).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let g = Folder::new();
        g.init("en");
        std::fs::set_permissions(g.root(), std::fs::Permissions::from_mode(0o500)).unwrap();
        let probe = g.root().join("probe");
        let enforced = std::fs::write(&probe, "x").is_err();
        let _ = std::fs::remove_file(&probe);
        if enforced {
            let before = g.read("MEMORY.md");
            g.mm().args(["write-memory", "x"]).run().fails();
            assert_eq!(g.read("MEMORY.md"), before);
        }
        std::fs::set_permissions(g.root(), std::fs::Permissions::from_mode(0o700)).unwrap();
    }
}

#[test]
fn a_file_that_is_not_utf8_is_left_alone() {
    let f = Folder::new();
    f.init("en");
    std::fs::write(f.path("MEMORY.md"), b"## \xff\xfe Rules\n").unwrap();
    f.mm()
        .args(["write-memory", "x"])
        .run()
        .fails()
        .stderr_has("not UTF-8");
    assert_eq!(
        std::fs::read(f.path("MEMORY.md")).unwrap(),
        b"## \xff\xfe Rules\n"
    );
}

// ---------------------------------------------------------------------------------------
// Teams: union-merge repair

#[test]
fn a_fact_twice_after_a_union_merge_is_folded_on_the_next_write_and_logged() {
    let f = Folder::new();
    f.init("en");
    let text = f.read("MEMORY.md").replace(
        "## 📌 Rules\n",
        "## 📌 Rules\n\n- [2026-10] Use pnpm, not npm | source: manual\n- [2026-11] Keep PRs small | source: manual\n- [2026-11] use pnpm not npm | source: user-explicit\n",
    );
    f.write("MEMORY.md", &text);
    f.mm()
        .args([
            "write-memory",
            "--section",
            "decisions",
            "We go with PostgreSQL",
        ])
        .run()
        .success();
    let after = f.read("MEMORY.md");
    assert_eq!(after.matches("pnpm").count(), 1, "{after}");
    assert!(
        after.contains("- [2026-10] Use pnpm, not npm | source: manual\n"),
        "{after}"
    );
    assert!(after.contains("Keep PRs small"));
    let log = f.read("EVOLUTION_LOG.md");
    assert!(
        log.contains(&format!(
            "- {TODAY} repair · MEMORY.md: folded a duplicate of \"use pnpm not npm\""
        )),
        "{log}"
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_line_cited_before_the_repair_still_means_that_line() {
    let f = Folder::new();
    f.init("en");
    let text = f.read("MEMORY.md").replace(
        "## 📌 Rules\n",
        "## 📌 Rules\n\n- [2026-10] Use pnpm | source: manual\n- [2026-10] use pnpm | source: manual\n",
    );
    let text = text.replace(
        "## 🧭 Decisions\n",
        "## 🧭 Decisions\n\n- [2026-10] We use Redux | source: manual\n- [2026-10] Tests use vitest | source: manual\n",
    );
    f.write("MEMORY.md", &text);
    // recall cites the file as it is on disk…
    let redux = f
        .mm()
        .args(["recall", "redux"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    // …and supersede, which repairs the duplicate first, must strike that very fact.
    f.mm()
        .args(["supersede", &format!("MEMORY.md:L{redux}"), "Use Zustand"])
        .run()
        .success();
    let after = f.read("MEMORY.md");
    let struck: Vec<&str> = after.lines().filter(|l| l.contains("~~")).collect();
    assert_eq!(struck.len(), 1, "{after}");
    assert!(struck[0].contains("~~We use Redux~~"), "{after}");
    assert!(
        after.contains("- [2026-10] Tests use vitest | source: manual\n"),
        "{after}"
    );
    let vitest = f
        .mm()
        .args(["recall", "vitest"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    f.mm()
        .args(["forget", &format!("MEMORY.md:L{vitest}")])
        .run()
        .success();
    assert!(f.read("MEMORY.md").contains("~~Tests use vitest~~"));
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_duplicate_cited_before_the_repair_means_the_line_it_is_folded_into() {
    let f = Folder::new();
    f.init("en");
    let text = f.read("MEMORY.md").replace(
        "## 📌 Rules\n",
        "## 📌 Rules\n\n- [2026-10] Use pnpm | source: manual\n- [2026-10] Keep PRs small | source: manual\n- [2026-11] use pnpm! | source: manual\n",
    );
    f.write("MEMORY.md", &text);
    let cited = f
        .mm()
        .args(["recall", "pnpm"])
        .run()
        .success()
        .cited_line("MEMORY.md");
    f.mm()
        .args(["forget", &format!("MEMORY.md:L{cited}")])
        .run()
        .success();
    let after = f.read("MEMORY.md");
    assert_eq!(
        lines_with(&after, "pnpm"),
        [format!("- [2026-10] ~~Use pnpm~~ | source: manual | archived: {TODAY}").as_str()],
        "{after}"
    );
    assert!(
        after.contains("\n- [2026-10] Keep PRs small | source: manual\n"),
        "{after}"
    );
    assert_index_true(&f, "MEMORY.md");
}

fn lines_with<'a>(text: &'a str, needle: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.contains(needle)).collect()
}
