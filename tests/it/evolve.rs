//! `evolve`: the card, approvals, promotion on the predicted line, the session limit, and
//! concurrent writers during a promotion.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

use memory_manager::store::candidates::Pool;
use serde_json::{Value, json};
use unicode_width::UnicodeWidthStr;

use crate::support::Folder;
use crate::support::templates::{EN_CANDIDATES, EN_MEMORY, EN_USER, pool};

/// The day every run pretends today is.
const DAY: &str = "2026-11-20";

/// What the English card says under it when nothing was approved yet.
const NOTHING_WRITTEN: &str = "Nothing written. To approve run `memory-manager evolve --all`, or `--approve 1,3` for some, `--skip` for none.";

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

fn box_lines(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| l.starts_with(['╭', '│', '├', '╰']))
        .collect()
}

/// The evolution log with `lines` (each without its `- DAY ` head).
fn log(lines: &[&str]) -> String {
    let mut text = String::from("# EVOLUTION_LOG.md — evolution log\n\n");
    for line in lines {
        text.push_str(&format!("- {DAY} {line}\n"));
    }
    text
}

#[test]
fn nothing_ready_is_one_line() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "Run fmt first"]);
    env.mm()
        .arg("evolve")
        .run()
        .success()
        .stdout("Nothing is ready to evolve (1 candidate under observation).\n");
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
    let out = env.mm().arg("evolve").run().success().stdout(
        "\
╭─ 🧬 进化卡片 · 3 条待确认 ─────────────────────────────────────────────────╮
│ [1] 错误 → MEMORY.md · 错误修正记录                                        │
│     来源:候选池 C001,观察 3/3 次                                           │
│     首次观察:2026-11-20                                                    │
│     内容:Bash `cargo build` 失败:链接器 `cc` 未找到 → 安装 build-essential │
│     修复:未记录(写入的行会注明)                                            │
│     操作:ADD(新增一行)                                                     │
│     预计写入 MEMORY.md L21                                                 │
├────────────────────────────────────────────────────────────────────────────┤
│ [2] 偏好 → USER.md · 基本偏好                                              │
│     来源:用户明确要求(候选池 C002)                                         │
│     首次观察:2026-11-20                                                    │
│     内容:回复用中文,代码注释用英文 🙂                                      │
│     操作:ADD(新增一行)                                                     │
│     预计写入 USER.md L12                                                   │
├────────────────────────────────────────────────────────────────────────────┤
│ [3] 决策 → MEMORY.md · 决策记录                                            │
│     来源:用户明确要求(候选池 C003)                                         │
│     首次观察:2026-11-20                                                    │
│     内容:数据库就用 PostgreSQL,不用 MySQL                                  │
│     操作:ADD(新增一行)                                                     │
│     预计写入 MEMORY.md L17                                                 │
╰────────────────────────────────────────────────────────────────────────────╯
未写入任何内容。确认请运行 `memory-manager evolve --all`,或 `--approve 1,3` 只写部分,`--skip` 跳过。
",
    );
    // Every row of the box is as wide as the first on a terminal, within 80 columns.
    let lines = box_lines(&out.stdout);
    let width = lines[0].width();
    assert!(width <= 80, "{width}");
    for l in &lines {
        assert_eq!(l.width(), width, "{l}\n{}", out.stdout);
    }
    assert_eq!(snapshot(&env), before, "a preview writes nothing");
}

#[test]
fn english_card_snapshot() {
    let env = Folder::initialised(DAY, "en");
    ready_error(&env, "npm install → npm ERR! code ERESOLVE");
    env.mm().arg("evolve").run().success().stdout(&format!(
        "\
╭─ 🧬 Evolution card · 1 item to approve ───────────╮
│ [1] error → MEMORY.md · Error corrections         │
│     source: candidate pool C001, seen 3/3         │
│     first seen: 2026-11-20                        │
│     content: npm install → npm ERR! code ERESOLVE │
│     fix: not recorded (the line will say so)      │
│     operation: ADD (a new line)                   │
│     lands on MEMORY.md L19                        │
╰───────────────────────────────────────────────────╯
{NOTHING_WRITTEN}
"
    ));
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
    for (bad, says) in [
        ("1,9", "item 9 is not on the card (it has 2 items)"),
        (
            "abc",
            "cannot read \"abc\": use 确认/all, 跳过/skip or item numbers like 1,3",
        ),
        ("0", "item 0 is not on the card (it has 2 items)"),
        (
            "1,x",
            "cannot read \"1,x\": use 确认/all, 跳过/skip or item numbers like 1,3",
        ),
    ] {
        env.mm()
            .args(["evolve", "--approve", bad])
            .run()
            .fails_with(says)
            .stdout("");
        assert_eq!(snapshot(&env), before, "{bad} wrote something");
    }
}

/// One item of a card that adds a line, as `evolve --json` lists it.
fn item(
    n: u64,
    id: &str,
    kind: &str,
    content: &str,
    to: (&str, &str, u64),
    seen: (u64, bool),
) -> Value {
    let (file, section, line) = to;
    let (count, explicit) = seen;
    json!({"n": n, "id": id, "kind": kind, "file": file, "section": section, "count": count,
           "explicit": explicit, "first_seen": DAY, "fix": null, "content": content,
           "operation": {"op": "add"}, "line": line})
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
    let mut items = vec![
        item(
            1,
            "C001",
            "error",
            "cargo test → linker `cc` not found",
            ("MEMORY.md", "corrections", 22),
            (3, false),
        ),
        item(
            2,
            "C002",
            "preference",
            "Answers in English",
            ("USER.md", "preferences", 12),
            (1, true),
        ),
        item(
            3,
            "C003",
            "rule",
            "Use pnpm for installs, not npm",
            ("MEMORY.md", "rules", 16),
            (1, true),
        ),
    ];
    // The rule replaces the one written by hand: on the card as a supersede.
    items[2]["operation"] = json!({"op": "supersede", "line": 15, "text": "Use npm for installs"});
    assert_eq!(
        env.json(&["evolve", "--json"]),
        json!({"session": DAY, "status": "preview", "items": items, "approved": [],
               "results": [], "message": NOTHING_WRITTEN})
    );
    // Approved, each lands on the line the card predicted.
    assert_eq!(
        env.json(&["evolve", "--all", "--json"]),
        json!({"session": DAY, "status": "approved", "items": items, "approved": [1, 2, 3],
               "results": items, "message": "Promoted 3; recorded in EVOLUTION_LOG.md."})
    );
    env.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L16    📌")
            .replace("L15-L15    🧭", "L18-L18    🧭")
            .replace("L17-L17    ⚠️", "L20-L22    ⚠️")
            .replace("L19-L19    🔗", "L24-L24    🔗")
            .replace("L21-L21    📅", "L26-L26    📅")
            .replace("L23-L23    🔄", "L28-L30    🔄")
            .replace(
                "## 📌 Rules\n",
                "## 📌 Rules

- [2026-11] ~~Use npm for installs~~ | source: manual | superseded: 2026-11 → L16
- [2026-11] Use pnpm for installs, not npm | source: candidate C003
",
            )
            .replace(
                "## ⚠️ Error corrections\n",
                "## ⚠️ Error corrections\n\n- [2026-11] cargo test → linker `cc` not found | source: candidate C001 | fix: not recorded\n",
            )
            .replace(
                "## 🔄 Evolution summary\n",
                "## 🔄 Evolution summary\n\n- 2026-11-20 promoted 3: C001 → MEMORY.md ⚠️, C002 → USER.md 👤, C003 → MEMORY.md 📌\n",
            ),
    );
    env.assert_file(
        "USER.md",
        &EN_USER
            .replace("L10-L10    👤", "L10-L12    👤")
            .replace("L12-L12    🏢", "L14-L14    🏢")
            .replace("L14-L14    💬", "L16-L16    💬")
            .replace(
                "## 👤 Preferences\n",
                "## 👤 Preferences\n\n- [2026-11] Answers in English | source: candidate C002\n",
            ),
    );
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[],
            &[
                "| C001 | cargo test → linker `cc` not found | 2026-11-20 | MEMORY.md:L22 |",
                "| C002 | Answers in English | 2026-11-20 | USER.md:L12 |",
                "| C003 | Use pnpm for installs, not npm | 2026-11-20 | MEMORY.md:L16 |",
            ],
            &[],
        ),
    );
    env.assert_file(
        "EVOLUTION_LOG.md",
        &log(&[
            "observe · C001 new by hand (1/3)",
            "observe · C001 seen again by hand (2/3)",
            "observe · C001 seen again by hand (3/3)",
            "observe · C002 new by hand (1/3, explicit)",
            "observe · C003 new by hand (1/3, explicit)",
            "promote · C001 → MEMORY.md:L22 (ADD) \"cargo test → linker `cc` not found\"",
            "promote · C002 → USER.md:L12 (ADD) \"Answers in English\"",
            "promote · C003 → MEMORY.md:L16 (SUPERSEDE) \"Use pnpm for installs, not npm\"",
            "supersede · MEMORY.md:L15 \"Use npm for installs\" → L16",
        ]),
    );
}

/// The English card of the rules `Always one rule`, `Always two rule`, `Always three rule`
/// (C001…C003): the first is added, the others are the same fact and would supersede it.
const THREE_RULES_CARD: &str = "\
╭─ 🧬 Evolution card · 3 items to approve ──────────────────────────────╮
│ [1] rule → MEMORY.md · Rules                                          │
│     source: user explicit (candidate pool C001)                       │
│     first seen: 2026-11-20                                            │
│     content: Always one rule                                          │
│     operation: ADD (a new line)                                       │
│     lands on MEMORY.md L15                                            │
├───────────────────────────────────────────────────────────────────────┤
│ [2] rule → MEMORY.md · Rules                                          │
│     source: user explicit (candidate pool C002)                       │
│     first seen: 2026-11-20                                            │
│     content: Always two rule                                          │
│     operation: SUPERSEDE L15 (old line struck through, pointing here) │
│     existing: Always one rule                                         │
│     lands on MEMORY.md L16                                            │
├───────────────────────────────────────────────────────────────────────┤
│ [3] rule → MEMORY.md · Rules                                          │
│     source: user explicit (candidate pool C003)                       │
│     first seen: 2026-11-20                                            │
│     content: Always three rule                                        │
│     operation: SUPERSEDE L15 (old line struck through, pointing here) │
│     existing: Always one rule                                         │
│     lands on MEMORY.md L17                                            │
╰───────────────────────────────────────────────────────────────────────╯
";

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
    let before = snapshot(&env);
    env.mm()
        .args(["evolve", "--skip", "--session", "s1"])
        .run()
        .success()
        .stdout(&format!("{THREE_RULES_CARD}Skipped: nothing written.\n"));
    // A skip writes no memory: only the session's count of cards it was shown.
    let counter = env.path(".memory-manager-evolve.json");
    let after: Vec<_> = snapshot(&env)
        .into_iter()
        .filter(|(p, _)| *p != counter)
        .collect();
    assert_eq!(after, before, "a skip wrote memory");
    env.mm()
        .args(["evolve", "--approve", "1,3", "--session", "s1"])
        .run()
        .success()
        .stdout(&format!(
            "{THREE_RULES_CARD}✅ [1] C001 → 📍 MEMORY.md:L15 (ADD)
✅ [3] C003 → 📍 MEMORY.md:L16 (SUPERSEDE)
Promoted 2; recorded in EVOLUTION_LOG.md.
"
        ));
    env.mm()
        .args(["candidates", "list"])
        .run()
        .success()
        .stdout(
            "C002 rule 1/3 explicit ⏳ 2026-11-20…2026-11-20 → MEMORY.md 📌  Always two rule
⏳ 1 ready: run `memory-manager evolve`
",
        );
    // Two cards in session s1: the third is refused, another session may.
    env.mm()
        .args(["evolve", "--all", "--session", "s1"])
        .run()
        .refused()
        .stdout("")
        .stderr("memory-manager: This session (s1) has had 2 evolution cards (an agent session's limit); the user can run `memory-manager evolve --force` for another.\n");
    env.mm()
        .args(["evolve", "--all", "--session", "s2"])
        .run()
        .success()
        .stdout(
            "\
╭─ 🧬 Evolution card · 1 item to approve ───────────────────────────────╮
│ [1] rule → MEMORY.md · Rules                                          │
│     source: user explicit (candidate pool C002)                       │
│     first seen: 2026-11-20                                            │
│     content: Always two rule                                          │
│     operation: SUPERSEDE L16 (old line struck through, pointing here) │
│     existing: Always three rule                                       │
│     lands on MEMORY.md L17                                            │
╰───────────────────────────────────────────────────────────────────────╯
✅ [1] C002 → 📍 MEMORY.md:L17 (SUPERSEDE)
Promoted 1; recorded in EVOLUTION_LOG.md.
",
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
    let memory = env.read("MEMORY.md");
    let (_, summary) = memory.split_once("## 🔄 进化历史摘要\n").unwrap();
    assert_eq!(
        summary,
        "
- 2026-11-20 晋升 1 条:C003 → MEMORY.md 📌
- 2026-11-20 晋升 1 条:C004 → MEMORY.md 📌
- 2026-11-20 晋升 1 条:C005 → MEMORY.md 📌
"
    );
    // The log keeps every promotion.
    let promotions: Vec<String> = env
        .read("EVOLUTION_LOG.md")
        .lines()
        .filter(|l| l.contains(" promote · "))
        .map(|l| l.split(" → ").next().unwrap().to_string())
        .collect();
    let expected: Vec<String> = (1..=5)
        .map(|i| format!("- {DAY} promote · C00{i}"))
        .collect();
    assert_eq!(promotions, expected);
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
    assert_eq!(
        card["items"][0]["operation"],
        json!({"op": "update", "line": 15, "text": "Run cargo fmt before commit"})
    );
    assert_eq!(card["items"][0]["line"], 15);
    env.mm().args(["evolve", "--all"]).run().success().stdout(
        "\
╭─ 🧬 Evolution card · 1 item to approve ─────────────────────────────────────╮
│ [1] rule → MEMORY.md · Rules                                                │
│     source: user explicit (candidate pool C001)                             │
│     first seen: 2026-11-20                                                  │
│     content: Run cargo fmt before commit                                    │
│     operation: UPDATE L15 (same fact already there: date, source refreshed) │
│     existing: Run cargo fmt before commit                                   │
│     lands on MEMORY.md L15                                                  │
╰─────────────────────────────────────────────────────────────────────────────╯
✅ [1] C001 → 📍 MEMORY.md:L15 (UPDATE)
Promoted 1; recorded in EVOLUTION_LOG.md.
",
    );
    // Only the summary grows.
    env.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L15    📌")
            .replace("L15-L15    🧭", "L17-L17    🧭")
            .replace("L17-L17    ⚠️", "L19-L19    ⚠️")
            .replace("L19-L19    🔗", "L21-L21    🔗")
            .replace("L21-L21    📅", "L23-L23    📅")
            .replace("L23-L23    🔄", "L25-L27    🔄")
            .replace(
                "## 📌 Rules\n",
                "## 📌 Rules\n\n- [2026-11] Run cargo fmt before commit | source: manual\n",
            )
            .replace(
                "## 🔄 Evolution summary\n",
                "## 🔄 Evolution summary\n\n- 2026-11-20 promoted 1: C001 → MEMORY.md 📌\n",
            ),
    );
    env.assert_file(
        "CANDIDATES.md",
        &pool(
            EN_CANDIDATES,
            &[],
            &["| C001 | run cargo fmt before commit! | 2026-11-20 | MEMORY.md:L15 |"],
            &[],
        ),
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
    // What MEMORY.md becomes does not depend on the adds (none is ready): the same as an
    // evolve alone.
    let alone = Folder::initialised(DAY, "en");
    for i in 0..6 {
        alone.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Ready rule number {i}"),
            "--explicit",
        ]);
    }
    alone.ok(&["evolve", "--all"]);

    let variants = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
    ];
    let evolve = env.mm().args(["evolve", "--all"]).spawn();
    let adds: Vec<_> = variants
        .iter()
        .map(|v| {
            env.mm()
                .args([
                    "candidates",
                    "add",
                    "error",
                    &format!("tool failure variant {v}"),
                ])
                .spawn()
        })
        .collect();
    for add in adds {
        add.wait().success();
    }
    evolve.wait().success();
    env.assert_file("MEMORY.md", &alone.read("MEMORY.md"));
    // The pool: the six promoted as alone, and the eight new failures in the order they
    // came, C007…C014 between them.
    let text = env.read("CANDIDATES.md");
    let pool = Pool::parse(&text);
    let mut added: Vec<(String, String)> = pool
        .observing()
        .iter()
        .map(|c| (c.id.clone(), c.summary.clone()))
        .collect();
    added.sort_by(|a, b| a.1.cmp(&b.1));
    let mut ids: Vec<String> = added.iter().map(|(id, _)| id.clone()).collect();
    ids.sort();
    assert_eq!(
        ids,
        (7..=14).map(|n| format!("C{n:03}")).collect::<Vec<_>>(),
        "{text}"
    );
    let mut summaries: Vec<String> = added.into_iter().map(|(_, s)| s).collect();
    summaries.sort();
    let mut expected: Vec<String> = variants
        .iter()
        .map(|v| format!("tool failure variant {v}"))
        .collect();
    expected.sort();
    assert_eq!(summaries, expected, "{text}");
    let promoted = |text: &str| -> String {
        text.split_once("## ✅ Promoted\n")
            .and_then(|(_, rest)| rest.split_once("\n## 🗑️"))
            .map(|(table, _)| table.to_owned())
            .unwrap_or_else(|| panic!("{text}"))
    };
    assert_eq!(promoted(&text), promoted(&alone.read("CANDIDATES.md")));
}

#[test]
fn hand_edits_in_the_summary_section_survive() {
    let env = Folder::initialised(DAY, "en");
    let memory = env.read("MEMORY.md").replace(
        "## 🔄 Evolution summary\n",
        "## 🔄 Evolution summary\n\nMy own note about evolutions.\n",
    );
    env.write("MEMORY.md", &memory);
    env.ok(&["candidates", "add", "rule", "Keep notes", "--explicit"]);
    env.ok(&["evolve", "--all"]);
    let memory = env.read("MEMORY.md");
    let (_, summary) = memory.split_once("## 🔄 Evolution summary\n").unwrap();
    assert_eq!(
        summary,
        "\nMy own note about evolutions.\n- 2026-11-20 promoted 1: C001 → MEMORY.md 📌\n"
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
    // Through the terminal, lines end in \r\n and the answer is echoed after the prompt.
    assert_eq!(
        out.stdout.replace("\r\n", "\n"),
        "\
╭─ 🧬 Evolution card · 2 items to approve ────────╮
│ [1] rule → MEMORY.md · Rules                    │
│     source: user explicit (candidate pool C001) │
│     first seen: 2026-11-20                      │
│     content: First rule here                    │
│     operation: ADD (a new line)                 │
│     lands on MEMORY.md L15                      │
├─────────────────────────────────────────────────┤
│ [2] decision → MEMORY.md · Decisions            │
│     source: user explicit (candidate pool C002) │
│     first seen: 2026-11-20                      │
│     content: Second decision here               │
│     operation: ADD (a new line)                 │
│     lands on MEMORY.md L19                      │
╰─────────────────────────────────────────────────╯
Type all to approve every item · 1,3 for some · skip for none
> 2
✅ [2] C002 → 📍 MEMORY.md:L17 (ADD)
Promoted 1; recorded in EVOLUTION_LOG.md.
",
        "{}",
        out.report()
    );
    let left = env.json(&["candidates", "list", "--json"]);
    assert_eq!(left.as_array().unwrap().len(), 1);
    assert_eq!(left[0]["id"], "C001");
}

/// A refused card: an error exit (2 once every command exits 0 / 1 / 2; `main` still
/// folds every failure into 1).
trait Refused {
    fn refused(self) -> Self;
}

impl Refused for crate::support::Output {
    #[track_caller]
    fn refused(self) -> Self {
        assert!(
            matches!(self.code, 1 | 2),
            "a refusal exits non-zero:\n{}",
            self.report()
        );
        self
    }
}

/// The two-cards limit binds an agent's session (the host's CLAUDE_CODE_SESSION_ID), not a
/// person at the CLI: three cards in a row from a plain shell are all shown.
#[test]
fn the_card_limit_binds_an_agent_session_not_a_person() {
    let env = Folder::initialised(DAY, "en");
    for n in 1..=3 {
        env.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Person rule {n}"),
            "--explicit",
        ]);
        env.mm()
            .args(["evolve", "--all"])
            .run()
            .success()
            .stderr("");
    }
    for n in 1..=3 {
        env.ok(&[
            "candidates",
            "add",
            "rule",
            &format!("Agent rule {n}"),
            "--explicit",
        ]);
        let out = env
            .mm()
            .args(["evolve", "--all"])
            .env("CLAUDE_CODE_SESSION_ID", "agent-1")
            .run();
        if n < 3 {
            out.success();
        } else {
            out.refused().stdout("").stderr(
                "memory-manager: This session (agent-1) has had 2 evolution cards (an agent session's limit); the user can run `memory-manager evolve --force` for another.\n",
            );
        }
    }
    env.mm()
        .args(["evolve", "--all", "--force"])
        .env("CLAUDE_CODE_SESSION_ID", "agent-1")
        .run()
        .success();
    assert!(
        env.json(&["candidates", "list", "--json"])
            .as_array()
            .unwrap()
            .is_empty()
    );
}

/// `yes` does not say which items of a longer card: refused, never taken as all.
#[test]
fn yes_to_a_longer_card_is_not_all() {
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "First rule here", "--explicit"]);
    env.mm()
        .args(["evolve", "--approve", "yes"])
        .run()
        .success();
    env.ok(&[
        "candidates",
        "add",
        "rule",
        "Second rule here",
        "--explicit",
    ]);
    env.ok(&["candidates", "add", "rule", "Third rule here", "--explicit"]);
    let before = snapshot(&env);
    let out = env.mm().args(["evolve", "--approve", "yes"]).run();
    assert_ne!(out.code, 0, "{}", out.report());
    assert!(
        out.stderr
            .contains("\"yes\" does not say which of the 2 items: use all (确认), item numbers like 1,3, or skip (跳过)"),
        "{}",
        out.report()
    );
    assert_eq!(snapshot(&env), before, "a refused answer wrote something");
}

#[test]
fn a_typo_at_the_prompt_asks_again() {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("*** SKIPPED a_typo_at_the_prompt_asks_again: no `script` ***");
        return;
    }
    let env = Folder::initialised(DAY, "en");
    env.ok(&["candidates", "add", "rule", "First rule here", "--explicit"]);
    env.ok(&[
        "candidates",
        "add",
        "rule",
        "Second rule here",
        "--explicit",
    ]);
    let mut child = env.mm().arg("evolve").in_terminal().spawn_open();
    let mut stdin = child.stdin();
    child.wait_for_stdout("> ");
    stdin.write_all(b"al\n").unwrap();
    // Each answer waits for the prompt after the re-ask: typed earlier, the terminal echoes it
    // ahead of that prompt.
    child.wait_for_stdout_then("cannot read \"al\"", "> ");
    stdin.write_all(b"yes\n").unwrap();
    child.wait_for_stdout_then("does not say which", "> ");
    stdin.write_all(b"2\n").unwrap();
    drop(stdin);
    let out = child.wait().success();
    let stdout = out.stdout.replace("\r\n", "\n");
    assert!(
        stdout.ends_with(
            "> 2\n✅ [2] C002 → 📍 MEMORY.md:L15 (ADD)\nPromoted 1; recorded in EVOLUTION_LOG.md.\n"
        ),
        "{}",
        out.report()
    );
    let left = env.json(&["candidates", "list", "--json"]);
    assert_eq!(left[0]["id"], "C001");
}

/// The demo leaves nothing behind: its temp folder is removed and its hooks' search index
/// was kept inside it, not in the user's cache; `--dir` keeps the files and says where the
/// index went.
#[test]
fn the_demo_leaves_no_folder_and_no_index_behind() {
    let env = Folder::new();
    let home = env.home();
    let listing = |dir: &std::path::Path| -> Vec<String> {
        crate::support::files_under(dir)
            .into_iter()
            .map(|(p, _)| p.display().to_string())
            .collect()
    };
    let out = env.mm().arg("demo").run().success();
    assert!(
        out.stdout.contains("promoted lesson") && out.stdout.contains("the demo folder is removed"),
        "{}",
        out.report()
    );
    assert_eq!(
        listing(&home.join(".tmp")),
        Vec::<String>::new(),
        "a temp folder was left"
    );
    assert_eq!(
        listing(&home.join(".cache")),
        Vec::<String>::new(),
        "the index went to the user's cache"
    );
    let kept = env.path("kept-demo");
    let out = env.mm().arg("demo").arg("--dir").arg(&kept).run().success();
    assert!(kept.join("MEMORY.md").is_file());
    assert!(
        out.stdout.contains(&format!(
            "its search index is in {}",
            home.join(".cache").join("memory-manager").display()
        )),
        "{}",
        out.report()
    );
}
