use std::collections::BTreeSet;

use chrono::NaiveDate;
use serde_json::{Value, json};

use super::*;
use crate::store::Store;
use crate::store::paths::Paths;
use crate::text::Lang;

/// A store in a fresh folder, as an English `init` leaves it.
fn store() -> (tempfile::TempDir, Store) {
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(
        Paths::root(tmp.path()),
        NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
        Lang::En,
        None,
    );
    (tmp, store)
}

fn run(store: &Store, name: &str, args: Value) -> Result<String, ToolError> {
    let with = Call {
        store,
        session: "s1",
        naming: Naming::Mcp,
    };
    call(name, args, &with)
}

fn ok(store: &Store, name: &str, args: Value) -> String {
    run(store, name, args).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn read(tmp: &tempfile::TempDir, file: &str) -> String {
    std::fs::read_to_string(tmp.path().join(file)).unwrap_or_default()
}

/// A value of the type a schema property asks for.
fn example(property: &Value) -> Value {
    if let Some(first) = property["enum"].as_array().and_then(|e| e.first()) {
        return first.clone();
    }
    match property["type"].as_str() {
        Some("integer") => json!(property["minimum"].as_u64().unwrap_or(1)),
        Some("string") => json!("Use pnpm, not npm"),
        other => panic!("no example for {other:?}"),
    }
}

#[test]
fn every_tool_is_described_and_named_for_both_hosts() {
    let mut seen = BTreeSet::new();
    for spec in &TOOLS {
        assert!(seen.insert(spec.name) && seen.insert(spec.openclaw_name));
        assert_eq!(
            spec.openclaw_name,
            spec.name.replacen("memory_", "memory_manager_", 1)
        );
        // Provider limit on tool names, with the prefix each host adds.
        for full in [
            format!("mcp__plugin_memory-manager_memory-manager__{}", spec.name),
            spec.openclaw_name.to_string(),
        ] {
            assert!(full.len() <= 64, "{full}");
        }
        assert!(spec.description.len() <= 420, "{}", spec.name);
        assert!(!spec.description.contains('\n'), "{}", spec.name);
        let openclaw = spec.description(Naming::Openclaw);
        // Every placeholder is filled (`{READY_AT}`).
        assert!(!openclaw.contains('{'), "{openclaw}");
        for other in &TOOLS {
            let mentions = openclaw.contains(other.name) && !openclaw.contains(other.openclaw_name);
            assert!(!mentions, "{} names {} as MCP does", spec.name, other.name);
        }
        assert_eq!(find(spec.name).map(|f| f.1), Some(Naming::Mcp));
        assert_eq!(
            find(spec.openclaw_name).map(|f| f.1),
            Some(Naming::Openclaw)
        );
    }
    assert!(find("memory_nothing").is_none());
    assert_eq!(names(Naming::Openclaw).get, "memory_manager_get");
    assert_eq!(names(Naming::Mcp).resolve, "memory_resolve");
}

/// The schema the model sees and the type the arguments are read as say the same: every
/// property is accepted, the required ones are needed, and nothing else is accepted.
#[test]
fn schemas_agree_with_the_argument_types() {
    for spec in &TOOLS {
        let schema = (spec.schema)();
        assert_eq!(schema["type"], "object", "{}", spec.name);
        assert_eq!(schema["additionalProperties"], false, "{}", spec.name);
        let properties = schema["properties"].as_object().unwrap();
        let required: Vec<&str> = schema["required"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap())
            .collect();
        let full: serde_json::Map<String, Value> = properties
            .iter()
            .map(|(k, p)| {
                assert!(p["description"].is_string(), "{}.{k}", spec.name);
                (k.clone(), example(p))
            })
            .collect();
        assert!(
            Args::parse(spec, Value::Object(full.clone())).is_ok(),
            "{}",
            spec.name
        );
        let minimal: serde_json::Map<String, Value> = full
            .iter()
            .filter(|(k, _)| required.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        assert!(
            Args::parse(spec, Value::Object(minimal.clone())).is_ok(),
            "{}",
            spec.name
        );
        for gone in &required {
            let mut missing = minimal.clone();
            missing.remove(*gone);
            let Err(e) = Args::parse(spec, Value::Object(missing)) else {
                panic!("{} accepted a call without {gone}", spec.name)
            };
            assert!(e.0.contains(&format!("missing field `{gone}`")), "{e}");
        }
        let mut extra = full.clone();
        extra.insert("bogus".into(), json!(1));
        let Err(e) = Args::parse(spec, Value::Object(extra)) else {
            panic!("{} accepted an unknown argument", spec.name)
        };
        assert!(
            e.0.starts_with("invalid arguments: unknown field `bogus`"),
            "{e}"
        );
    }
}

#[test]
fn bad_arguments_are_one_line_tool_errors() {
    let (_tmp, store) = store();
    for (name, args, says) in [
        (
            "memory_save",
            json!({"text": "Use pnpm", "kind": "opinion"}),
            "unknown variant `opinion`",
        ),
        (
            "memory_search",
            json!({"query": 7}),
            "invalid arguments: invalid type: number, expected a string",
        ),
        (
            "memory_search",
            json!({"query": "x", "limit": -1}),
            "invalid arguments: ",
        ),
        ("memory_search", json!({"query": "  "}), "query is empty"),
        (
            "memory_search",
            json!({"query": "x", "limit": 0}),
            "limit must be 1 to 20",
        ),
        (
            "memory_get",
            json!({"ref": "NOTES.md:L1"}),
            "unknown file \"NOTES.md\"",
        ),
        (
            "memory_get",
            json!(["MEMORY.md:L1"]),
            "must be a JSON object",
        ),
        (
            "memory_forget",
            json!({"ref": "MEMORY.md:L3", "old_text": " "}),
            "old_text is empty",
        ),
        (
            "memory_nothing",
            json!({}),
            "unknown tool \"memory_nothing\"",
        ),
    ] {
        let e = run(&store, name, args).unwrap_err();
        assert!(e.0.contains(says), "{name}: {e}");
        assert!(!e.0.contains('\n'), "{e}");
    }
}

#[test]
fn save_goes_through_the_gate_to_its_section_as_the_agent() {
    let (tmp, store) = store();
    let saved = ok(
        &store,
        "memory_save",
        json!({"text": "Use pnpm, not npm, in this repo", "kind": "rule"}),
    );
    assert!(saved.starts_with("saved 📍 MEMORY.md:L"), "{saved}");
    let memory = read(&tmp, "MEMORY.md");
    let line = memory.lines().find(|l| l.contains("Use pnpm")).unwrap();
    assert_eq!(
        line,
        "- [2026-11] Use pnpm, not npm, in this repo | source: agent"
    );
    let again = ok(
        &store,
        "memory_save",
        json!({"text": "use pnpm not npm in this repo", "kind": "rule"}),
    );
    assert!(again.starts_with("already saved 📍 MEMORY.md:L"), "{again}");
    let user = ok(
        &store,
        "memory_save",
        json!({"text": "Answer the user in Chinese", "kind": "style"}),
    );
    assert!(user.starts_with("saved 📍 USER.md:L"), "{user}");
    assert!(read(&tmp, "USER.md").contains("Answer the user in Chinese | source: agent"));
    let refused = run(
        &store,
        "memory_save",
        json!({"text": "option B", "kind": "decision"}),
    )
    .unwrap_err();
    assert!(
        refused.0.starts_with("not saved: it only names an option"),
        "{refused}"
    );
    let secret = ok(
        &store,
        "memory_save",
        json!({"text": "Deploy token is ghp_sbK0FPuKdRXNRFyTHADUvPsk0d60CZ1a0mT7 in CI", "kind": "background"}),
    );
    assert!(
        secret.contains("[removed]") && !read(&tmp, "USER.md").contains("ghp_"),
        "{secret}"
    );
}

/// A line naming what the project no longer has is marked and comes last (docs/TOOLS.md,
/// docs/RECALL.md "Memory that stays true"); a `--root` store is not a project.
#[test]
fn search_marks_what_is_gone_from_the_project() {
    let tmp = tempfile::tempdir().unwrap();
    let (project, home) = (tmp.path().join("p"), tmp.path().join("home"));
    std::fs::create_dir_all(project.join("src")).unwrap();
    std::fs::write(project.join("src/kept.rs"), "").unwrap();
    let checked = Store::new(
        Paths::claude_code(&project, &home, "test"),
        NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
        Lang::En,
        None,
    );
    for text in [
        "Parser rules: see `src/gone.rs` first",
        "Parser rules: see `src/kept.rs` first",
    ] {
        ok(
            &checked,
            "memory_save",
            json!({"kind": "rule", "text": text}),
        );
    }
    let found = ok(&checked, "memory_search", json!({"query": "parser rules"}));
    let lines: Vec<&str> = found.lines().collect();
    assert_eq!(lines.len(), 2, "{found}");
    assert!(lines[0].ends_with("see `src/kept.rs` first"), "{found}");
    assert!(
        lines[1].ends_with("see `src/gone.rs` first ⚠ src/gone.rs no longer exists"),
        "{found}"
    );
    let zh = ok(
        &checked,
        "memory_search",
        json!({"query": "解析 parser rules 规则"}),
    );
    assert!(zh.contains("⚠ src/gone.rs 已不存在"), "{zh}");
    let (_root_tmp, root) = store();
    ok(
        &root,
        "memory_save",
        json!({"kind": "rule", "text": "Parser rules: see `src/gone.rs` first"}),
    );
    let unchecked = ok(&root, "memory_search", json!({"query": "parser rules"}));
    assert!(!unchecked.contains('⚠'), "{unchecked}");
}

#[test]
fn get_opens_cited_lines_and_ranges() {
    let (_tmp, store) = store();
    let missing = run(&store, "memory_get", json!({"ref": "MEMORY.md:L1"})).unwrap_err();
    assert!(missing.0.contains("does not exist yet"), "{missing}");
    let saved = ok(
        &store,
        "memory_save",
        json!({"text": "Run cargo fmt before commits", "kind": "rule"}),
    );
    let line: usize = saved
        .split("MEMORY.md:L")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    let one = ok(
        &store,
        "memory_get",
        json!({"ref": format!("📍 MEMORY.md:L{line}")}),
    );
    assert_eq!(
        one,
        format!("MEMORY.md:L{line}  - [2026-11] Run cargo fmt before commits | source: agent")
    );
    let range = ok(
        &store,
        "memory_get",
        json!({"ref": format!("MEMORY.md:L1-L{}", line + 500)}),
    );
    assert!(range.lines().count() <= MAX_GET_LINES + 1, "{range}");
    assert!(
        range.lines().next().unwrap().starts_with("MEMORY.md:L1  "),
        "{range}"
    );
    let past = run(&store, "memory_get", json!({"ref": "MEMORY.md:L900"})).unwrap_err();
    assert!(past.0.contains("past the end of the file"), "{past}");
}

#[test]
fn supersede_and_forget_need_the_text_that_was_seen() {
    let (tmp, store) = store();
    let saved = ok(
        &store,
        "memory_save",
        json!({"text": "Sessions are kept in Redis", "kind": "decision"}),
    );
    let at = saved.split(' ').nth(2).unwrap().to_string();
    let stale = run(
        &store,
        "memory_supersede",
        json!({"ref": at, "old_text": "Sessions are kept in Memcached", "new_text": "Sessions are kept in Postgres"}),
    )
    .unwrap_err();
    assert!(stale.0.contains("nothing changed"), "{stale}");
    let done = ok(
        &store,
        "memory_supersede",
        json!({"ref": at, "old_text": "Sessions are kept in Redis", "new_text": "Sessions are kept in Postgres"}),
    );
    assert!(
        done.starts_with(&format!(
            "superseded 📍 {at} Sessions are kept in Redis\nnow 📍 MEMORY.md:L"
        )),
        "{done}"
    );
    let memory = read(&tmp, "MEMORY.md");
    assert!(
        memory.contains("~~Sessions are kept in Redis~~"),
        "{memory}"
    );
    assert!(
        memory.contains("Sessions are kept in Postgres | source: agent"),
        "{memory}"
    );
    let now_at = done
        .rsplit("now 📍 ")
        .next()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    let forgotten = ok(
        &store,
        "memory_forget",
        json!({"ref": now_at, "old_text": "Sessions are kept in Postgres"}),
    );
    assert!(
        forgotten.starts_with("archived 📍 MEMORY.md:L"),
        "{forgotten}"
    );
    let again = run(
        &store,
        "memory_forget",
        json!({"ref": now_at, "old_text": "Sessions are kept in Postgres"}),
    )
    .unwrap_err();
    assert!(again.0.contains("nothing changed"), "{again}");
}

/// Three failures of one command, as the hook records them.
fn ready_failure(store: &Store) -> String {
    let mut id = String::new();
    for _ in 0..3 {
        id = store
            .transaction(|tx| {
                tx.observe(
                    crate::store::candidates::CandidateKind::Error,
                    "Bash `npm install` → npm error code ERESOLVE",
                    false,
                    crate::store::candidates::CandidateSource::Hook,
                )
            })
            .unwrap()
            .id;
    }
    id
}

#[test]
fn candidates_and_resolve_record_the_fix() {
    let (tmp, store) = store();
    assert_eq!(
        ok(&store, "memory_candidates", json!({})),
        "The candidate pool is empty."
    );
    let id = ready_failure(&store);
    let listed = ok(&store, "memory_candidates", json!(null));
    assert!(
        listed.starts_with(&format!("{id} · error · 3/3 ready · Bash `npm install` → npm error code ERESOLVE · fix: not recorded")),
        "{listed}"
    );
    assert!(listed.contains("record it with memory_resolve"), "{listed}");
    assert!(
        listed.contains("call memory_evolve_card and show them the card"),
        "{listed}"
    );
    let done = ok(
        &store,
        "memory_resolve",
        json!({"id": id.to_lowercase(), "fix": "use `pnpm install`"}),
    );
    assert!(
        done.starts_with(&format!("fix recorded for {id}: use `pnpm install`")),
        "{done}"
    );
    assert!(read(&tmp, "CANDIDATES.md").contains("| use `pnpm install` |"));
    assert!(
        read(&tmp, "EVOLUTION_LOG.md").contains(&format!("resolve · {id} \"use `pnpm install`\""))
    );
    let same = ok(
        &store,
        "memory_resolve",
        json!({"id": id, "fix": "use `pnpm install`"}),
    );
    assert!(same.ends_with("already has that fix."), "{same}");
    let rule = store
        .transaction(|tx| {
            tx.observe(
                crate::store::candidates::CandidateKind::Rule,
                "Run the linter before pushing",
                false,
                crate::store::candidates::CandidateSource::Hook,
            )
        })
        .unwrap();
    let e = run(
        &store,
        "memory_resolve",
        json!({"id": rule.id, "fix": "x y z"}),
    )
    .unwrap_err();
    assert!(e.0.contains("is a rule candidate, not a failure"), "{e}");
    let e = run(
        &store,
        "memory_resolve",
        json!({"id": "C999", "fix": "x y z"}),
    )
    .unwrap_err();
    assert!(e.0.contains("no candidate C999"), "{e}");
}

#[test]
fn the_card_is_applied_only_as_answered_and_only_if_unchanged() {
    let (tmp, store) = store();
    assert!(ok(&store, "memory_evolve_card", json!({})).starts_with("Nothing is ready"));
    let id = ready_failure(&store);
    let card = ok(&store, "memory_evolve_card", json!({}));
    assert!(card.contains("🧬 Evolution card"), "{card}");
    assert!(card.contains("fix: not recorded"), "{card}");
    assert!(card.contains(&format!("card: {id}\n")), "{card}");
    assert!(card.contains("Only the user decides"), "{card}");
    assert!(
        card.contains(&format!("{id} has no fix recorded")),
        "{card}"
    );
    // The card shows the lesson as it will be written.
    assert!(
        card.contains("`npm install` fails with npm error code ERESOLVE"),
        "{card}"
    );
    assert!(read(&tmp, "MEMORY.md").is_empty() || !read(&tmp, "MEMORY.md").contains("ERESOLVE"));

    let bad = run(&store, "memory_evolve_apply", json!({"approve": "2"})).unwrap_err();
    assert!(bad.0.contains("item 2 is not on the card"), "{bad}");
    let changed = run(
        &store,
        "memory_evolve_apply",
        json!({"approve": "all", "card": "C001,C002"}),
    )
    .unwrap_err();
    assert!(
        changed.0.starts_with(&format!(
            "the card changed since it was shown (it now holds {id})"
        )),
        "{changed}"
    );
    assert_eq!(
        ok(
            &store,
            "memory_evolve_apply",
            json!({"approve": "skip", "card": id})
        ),
        "Skipped: nothing written."
    );
    assert!(!read(&tmp, "MEMORY.md").contains("ERESOLVE"));

    ok(
        &store,
        "memory_resolve",
        json!({"id": id, "fix": "use `pnpm install`"}),
    );
    let applied = ok(
        &store,
        "memory_evolve_apply",
        json!({"approve": "all", "card": id}),
    );
    assert!(
        applied.contains(&format!("✅ [1] {id} → 📍 MEMORY.md:L")),
        "{applied}"
    );
    let memory = read(&tmp, "MEMORY.md");
    assert!(
        memory.contains(&format!("`npm install` fails with npm error code ERESOLVE → use `pnpm install` | source: candidate {id}")),
        "{memory}"
    );
    // Two decided cards in this session: a third is refused.
    ready_failure(&store);
    let limit = run(&store, "memory_evolve_apply", json!({"approve": "all"})).unwrap_err();
    assert_eq!(
        limit.0,
        "This session (s1) has had 2 evolution cards (an agent session's limit); the user can run `memory-manager evolve --force` for another."
    );
}

#[test]
fn evolve_speaks_the_memory_files_language_as_the_cli_does() {
    let (_tmp, store) = store();
    let zh = Store::new(store.paths.clone(), store.today, Lang::Zh, None);
    // No MEMORY.md yet: the language is the store's locale.
    assert_eq!(
        ok(&zh, "memory_evolve_card", json!({})),
        "没有可晋升的候选(观察中 0 条)。"
    );
    let e = run(&zh, "memory_evolve_apply", json!({"approve": "all"})).unwrap_err();
    assert_eq!(e.0, "没有可晋升的候选(观察中 0 条)。");
    let id = ready_failure(&zh);
    assert_eq!(
        ok(
            &zh,
            "memory_evolve_apply",
            json!({"approve": "skip", "card": id})
        ),
        "已跳过,未写入任何内容。"
    );
    let done = ok(
        &zh,
        "memory_evolve_apply",
        json!({"approve": "all", "card": id}),
    );
    assert!(
        done.ends_with("\n已晋升 1 条,记录在 EVOLUTION_LOG.md。"),
        "{done}"
    );
    assert!(
        done.starts_with(&format!("✅ [1] {id} → 📍 MEMORY.md:L")),
        "{done}"
    );
}

#[test]
fn openclaw_names_its_tools_and_mentions_them_by_those_names() {
    let (_tmp, store) = store();
    ready_failure(&store);
    let with = Call {
        store: &store,
        session: "s1",
        naming: Naming::Openclaw,
    };
    let card = call("memory_manager_evolve_card", json!({}), &with).unwrap();
    assert!(card.contains("call memory_manager_evolve_apply"), "{card}");
    assert!(
        card.contains("record it with memory_manager_resolve"),
        "{card}"
    );
    let r = rename(
        "open one with memory_get; memory_gets and memory_x stay",
        Naming::Openclaw,
    );
    assert_eq!(
        r,
        "open one with memory_manager_get; memory_gets and memory_x stay"
    );
}

/// The plugin's copy of the registry (`tools.json`) and its manifest's tool contract are the
/// registry's; `MM_BLESS=1` rewrites `tools.json`.
#[test]
fn the_openclaw_plugin_lists_these_tools() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("hooks/openclaw/plugin");
    let want = openclaw_tools();
    let tools_json = dir.join("tools.json");
    let manifest_path = dir.join("openclaw.plugin.json");
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest_path).unwrap()).unwrap();
    let names: Vec<&str> = TOOLS.iter().map(|s| s.openclaw_name).collect();
    if std::env::var("MM_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&tools_json, format!("{want:#}\n")).unwrap();
    }
    let have: Value = serde_json::from_str(&std::fs::read_to_string(&tools_json).unwrap()).unwrap();
    assert_eq!(
        have, want,
        "hooks/openclaw/plugin/tools.json is stale: run MM_BLESS=1 cargo test --lib tools"
    );
    assert_eq!(
        manifest["contracts"]["tools"],
        json!(names),
        "openclaw.plugin.json contracts.tools must list every tool"
    );
}

#[test]
fn a_panicking_call_is_a_tool_error() {
    let e = guarded("memory_search", || panic!("boom")).unwrap_err();
    assert_eq!(
        e.0,
        "memory_search failed unexpectedly; nothing is known to have changed"
    );
}
