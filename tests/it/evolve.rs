//! `evolve`: the card, approvals, promotion on the predicted line, the session limit, and
//! concurrent writers during a promotion.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

use crate::support::Folder;
use unicode_width::UnicodeWidthStr;

/// The day every run pretends today is.
const DAY: &str = "2026-11-20";

/// Every file of the memory folder with its bytes, the lock file left out.
fn snapshot(env: &Folder) -> Vec<(PathBuf, Vec<u8>)> {
    env.files()
        .into_iter()
        .filter(|(p, _)| p.starts_with(env.root()) && !p.ends_with(".memory-manager.lock"))
        .collect()
}

/// Three failures of one command: a ready error candidate.
fn ready_error(env: &Folder, text: &str) {
    for _ in 0..3 {
        env.ok(&["candidates", "add", "error", text]);
    }
}

/// `(id, FILE:Lnn)` of each item of a card or result list.
fn locations(items: &serde_json::Value) -> Vec<(String, String)> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["id"].as_str().unwrap().to_string(),
                format!("{}:L{}", i["file"].as_str().unwrap(), i["line"]),
            )
        })
        .collect()
}

fn box_lines(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| l.starts_with(['╭', '│', '├', '╰']))
        .collect()
}

#[test]
fn nothing_ready_is_one_line() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Run fmt first"]);
    let out = env.ok(&["evolve"]);
    assert_eq!(
        out,
        "Nothing is ready to evolve (1 candidate under observation).\n"
    );
}

#[test]
fn chinese_card_is_aligned_and_nothing_is_written_without_a_terminal() {
    let env = Folder::initialised(DAY, "zh");
    ready_error(
        &env,
        "Bash `cargo build` 失败:链接器 `cc` 未找到 → 安装 build-essential",
    );
    env.ok(&[
        "candidates",
        "add",
        "preference",
        "回复用中文,代码注释用英文 🙂",
        "--explicit",
    ]);
    env.ok(&[
        "candidates",
        "add",
        "decision",
        "数据库就用 PostgreSQL,不用 MySQL",
        "--explicit",
    ]);
    let before = snapshot(&env);
    let out = env.ok(&["evolve"]);
    let lines = box_lines(&out);
    assert!(lines.len() > 10, "{out}");
    let width = lines[0].width();
    assert!(width <= 80);
    for l in &lines {
        assert_eq!(l.width(), width, "{l}\n{out}");
    }
    assert!(out.contains("进化卡片 · 3 条待确认"), "{out}");
    assert!(out.contains("来源:候选池 C001,观察 3/3 次"));
    assert!(out.contains("用户明确要求"));
    assert!(out.contains("首次观察:2026-11-20"));
    assert!(out.contains("预计写入 MEMORY.md L"));
    assert!(out.contains("预计写入 USER.md L"));
    assert!(out.contains("--approve 1,3"), "says how to approve: {out}");
    assert_eq!(snapshot(&env), before, "a preview writes nothing");
}

#[test]
fn english_card_snapshot() {
    let env = Folder::initialised(DAY, "en");
    ready_error(&env, "npm install → npm ERR! code ERESOLVE");
    let out = env.ok(&["evolve"]);
    let want = "\
╭─ 🧬 Evolution card · 1 item to approve ───────────╮
│ [1] error → MEMORY.md · Error corrections         │
│     source: candidate pool C001, seen 3/3         │
│     first seen: 2026-11-20                        │
│     content: npm install → npm ERR! code ERESOLVE │
│     operation: ADD (a new line)                   │
│     lands on MEMORY.md L19                        │
╰───────────────────────────────────────────────────╯
Nothing written. To approve run `memory-manager evolve --all`, or `--approve 1,3` for some, `--skip` for none.
";
    assert_eq!(out, want);
}

#[test]
fn bad_answers_fail_cleanly_and_write_nothing() {
    let env = Folder::initialised(DAY, "en");
    ready_error(&env, "make → missing separator");
    env.ok(&[
        "candidates",
        "add",
        "rule",
        "Tabs in Makefiles",
        "--explicit",
    ]);
    let before = snapshot(&env);
    for bad in ["1,9", "abc", "0", "1,x"] {
        env.mm().args(["evolve", "--approve", bad]).run().fails();
        assert_eq!(snapshot(&env), before, "{bad} wrote something");
    }
}

#[test]
fn promotion_lands_on_the_predicted_line() {
    let env = Folder::initialised(DAY, "en");
    ready_error(&env, "cargo test → linker `cc` not found");
    env.ok(&[
        "candidates",
        "add",
        "preference",
        "Answers in English",
        "--explicit",
    ]);
    env.ok(&[
        "candidates",
        "add",
        "rule",
        "Use pnpm for installs, not npm",
        "--explicit",
    ]);
    env.ok(&["write-memory", "--section", "rules", "Use npm for installs"]);
    let card = env.json(&["evolve", "--json"]);
    assert_eq!(card["status"], "preview");
    let predicted = locations(&card["items"]);
    assert_eq!(predicted.len(), 3);
    let sup = &card["items"][2]["operation"];
    assert_eq!(sup["op"], "supersede", "{card}");

    let done = env.json(&["evolve", "--all", "--json"]);
    assert_eq!(done["status"], "approved");
    let actual = locations(&done["results"]);
    assert_eq!(actual, predicted);
    for (item, (_, loc)) in done["results"].as_array().unwrap().iter().zip(&predicted) {
        let (file, line) = loc.split_once(":L").unwrap();
        let line: usize = line.parse().unwrap();
        let text = env.read_or_empty(file);
        let got = text.lines().nth(line - 1).unwrap();
        assert!(
            got.contains(item["content"].as_str().unwrap()),
            "{loc}: {got}"
        );
        assert!(got.contains("source: candidate "), "{got}");
    }
    let memory = env.read_or_empty("MEMORY.md");
    assert!(
        memory.contains("~~Use npm for installs~~ | source: manual | superseded: 2026-11 → L"),
        "{memory}"
    );
    let pool = env.read_or_empty("CANDIDATES.md");
    for (id, loc) in &predicted {
        assert!(
            pool.contains(&format!("| {id} |")) && pool.contains(loc),
            "{pool}"
        );
    }
    let promoted = pool.split("## ✅").nth(1).unwrap();
    assert!(
        promoted.contains("| C001 | cargo test → linker `cc` not found | 2026-11-20 | MEMORY.md:L")
    );
    let log = env.read_or_empty("EVOLUTION_LOG.md");
    assert_eq!(log.matches("promote · ").count(), 3, "{log}");
    assert!(log.contains("supersede · MEMORY.md:L"));
    assert!(
        memory.contains("promoted 3: C001 → MEMORY.md ⚠️, C002 → USER.md 👤, C003 → MEMORY.md 📌")
    );
}

#[test]
fn approving_some_and_skipping() {
    let env = Folder::initialised(DAY, "en");
    for t in ["one rule", "two rule", "three rule"] {
        env.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Always {t}"),
            "--explicit",
        ]);
    }
    let skipped = env.ok(&["evolve", "--skip", "--session", "s1"]);
    assert!(
        skipped.ends_with("Skipped: nothing written.\n"),
        "{skipped}"
    );
    assert_eq!(
        env.json(&["candidates", "list", "--ready", "--json"])
            .as_array()
            .unwrap()
            .len(),
        3
    );
    let out = env.ok(&["evolve", "--approve", "1,3", "--session", "s1"]);
    assert!(out.contains("✅ [1] C001 → 📍 MEMORY.md:L"), "{out}");
    assert!(out.contains("✅ [3] C003 → 📍 MEMORY.md:L"), "{out}");
    let left = env.json(&["candidates", "list", "--json"]);
    assert_eq!(left[0]["id"], "C002");
    assert_eq!(left.as_array().unwrap().len(), 1);
    // Two cards in session s1: the third is refused, --force overrides.
    let limited = env.ok(&["evolve", "--all", "--session", "s1"]);
    assert_eq!(
        limited,
        "This session (s1) has had 2 evolution cards; add --force for another.\n"
    );
    assert!(
        env.ok(&["evolve", "--all", "--session", "s2"])
            .contains("✅ [1] C002")
    );
}

#[test]
fn evolution_summary_keeps_the_last_three() {
    let env = Folder::initialised(DAY, "zh");
    for i in 1..=5 {
        env.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("规则{i}:每次提交前运行检查 {i}"),
            "--explicit",
        ]);
        env.ok(&["evolve", "--all", "--force"]);
    }
    let memory = env.read_or_empty("MEMORY.md");
    let summary = memory.split("## 🔄").nth(1).unwrap();
    let items: Vec<&str> = summary.lines().filter(|l| l.starts_with("- ")).collect();
    assert_eq!(items.len(), 3, "{memory}");
    assert!(
        items[0].contains("C003") && items[2].contains("C005"),
        "{items:?}"
    );
    assert!(items[2].starts_with("- 2026-11-20 晋升 1 条:C005 → MEMORY.md 📌"));
    assert_eq!(
        env.read_or_empty("EVOLUTION_LOG.md")
            .matches("promote · ")
            .count(),
        5
    );
}

#[test]
fn same_fact_already_stored_is_an_update() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&[
        "write-memory",
        "--section",
        "rules",
        "Run cargo fmt before commit",
    ]);
    env.ok(&[
        "candidates",
        "add",
        "rule",
        "run cargo fmt before commit!",
        "--explicit",
    ]);
    let card = env.json(&["evolve", "--json"]);
    assert_eq!(card["items"][0]["operation"]["op"], "update");
    let line = card["items"][0]["line"].as_u64().unwrap() as usize;
    let before = env.read_or_empty("MEMORY.md").lines().count();
    env.ok(&["evolve", "--all"]);
    let memory = env.read_or_empty("MEMORY.md");
    assert_eq!(
        memory.lines().count(),
        before + 2,
        "only the summary grows: {memory}"
    );
    assert!(
        memory
            .lines()
            .nth(line - 1)
            .unwrap()
            .contains("Run cargo fmt before commit")
    );
    assert!(
        env.read_or_empty("CANDIDATES.md")
            .contains(&format!("MEMORY.md:L{line}"))
    );
}

#[test]
fn concurrent_adds_during_evolve_lose_nothing() {
    let env = Folder::initialised(DAY, "en");
    for i in 0..6 {
        env.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Ready rule number {i}"),
            "--explicit",
        ]);
    }
    let mut children = Vec::new();
    let evolve = env.mm().args(["evolve", "--all"]).spawn();
    for i in 0..8 {
        let child = env
            .mm()
            .args([
                "candidates",
                "add",
                "error",
                &format!(
                    "tool failure variant {}",
                    [
                        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"
                    ][i]
                ),
            ])
            .spawn();
        children.push(child);
    }
    for c in children {
        c.wait().success();
    }
    evolve.wait().success();
    let pool = env.read_or_empty("CANDIDATES.md");
    for v in [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
    ] {
        assert!(
            pool.contains(&format!("tool failure variant {v}")),
            "{v} lost:\n{pool}"
        );
    }
    let memory = env.read_or_empty("MEMORY.md");
    for i in 0..6 {
        assert!(
            memory.contains(&format!("Ready rule number {i}")),
            "{memory}"
        );
    }
    assert_eq!(pool.matches("| C0").count(), 14, "{pool}");
}

#[test]
fn hand_edits_in_the_summary_section_survive() {
    let env = Folder::initialised(DAY, "en");
    let memory = env.read_or_empty("MEMORY.md").replace(
        "## 🔄 Evolution summary\n",
        "## 🔄 Evolution summary\n\nMy own note about evolutions.\n",
    );
    env.write("MEMORY.md", &memory);
    env.ok(&["candidates", "add", "rule", "Keep notes", "--explicit"]);
    env.ok(&["evolve", "--all"]);
    assert!(
        env.read_or_empty("MEMORY.md")
            .contains("My own note about evolutions.")
    );
}

#[test]
fn terminal_answers_are_read_from_the_prompt() {
    // A pseudo-terminal from util-linux `script`; skipped where it is missing.
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("*** SKIPPED terminal_answers_are_read_from_the_prompt: no `script` ***");
        return;
    }
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "First rule here", "--explicit"]);
    env.ok(&[
        "candidates",
        "add",
        "decision",
        "Second decision here",
        "--explicit",
    ]);
    let mut child = env.mm().arg("evolve").in_terminal().spawn_open();
    // The answer waits until the card asks for it (the terminal would drop earlier input).
    child.wait_for_stdout("> ");
    child.stdin().write_all(b"2\n").unwrap();
    let out = child.wait().success();
    let stdout = out.stdout;
    assert!(
        stdout.contains("Type all to approve every item"),
        "{stdout}"
    );
    assert!(stdout.contains("✅ [2] C002 → 📍 MEMORY.md:L"), "{stdout}");
    let left = env.json(&["candidates", "list", "--json"]);
    assert_eq!(left.as_array().unwrap().len(), 1);
    assert_eq!(left[0]["id"], "C001");
}
