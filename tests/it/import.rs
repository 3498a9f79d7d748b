//! `import SOURCE [PATH] [--apply]` through the binary, one test per source on its fixture
//! (`tests/fixtures/import/`, README there): the preview writes nothing and shows the diff,
//! `--apply` writes each line to its file and section with its provenance, a second run adds
//! nothing, and every line not imported is listed with its reason.

use std::path::{Path, PathBuf};

use crate::support::{Folder, MONTH, Output};

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/import")
        .join(rel)
}

/// Copy the fixture folder `rel` (hidden files included) into `dest`.
fn copy_tree(from: &Path, dest: &Path) {
    std::fs::create_dir_all(dest).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let to = dest.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &to);
        } else {
            std::fs::copy(e.path(), &to).unwrap();
        }
    }
}

fn import(f: &Folder, args: &[&str]) -> Output {
    std::fs::create_dir_all(f.project()).unwrap();
    f.mm()
        .arg("import")
        .args(args)
        .current_dir(&f.project())
        .run()
}

/// Preview, apply, apply again: the shared life of every source. Returns the apply's stdout.
#[track_caller]
fn preview_apply_again(f: &Folder, args: &[&str], added: usize) -> String {
    let preview = import(f, args).success();
    assert!(
        !f.exists("MEMORY.md") && !f.exists("USER.md") && !f.exists("CANDIDATES.md"),
        "the preview wrote:\n{}",
        preview.report()
    );
    assert!(
        preview.stdout.contains(&format!("would add {added},")),
        "{}",
        preview.report()
    );
    assert!(
        preview
            .stdout
            .contains("(preview: run again with --apply to write it)"),
        "{}",
        preview.report()
    );
    let mut with_apply = args.to_vec();
    with_apply.push("--apply");
    let applied = import(f, &with_apply).success();
    assert!(
        applied
            .stdout
            .contains(&format!("added {added}, already there 0,")),
        "{}",
        applied.report()
    );
    let before: Vec<String> = ["MEMORY.md", "USER.md", "CANDIDATES.md"]
        .iter()
        .map(|n| f.read_or_empty(n))
        .collect();
    let again = import(f, &with_apply).success();
    assert!(
        again
            .stdout
            .contains(&format!("added 0, already there {added},")),
        "{}",
        again.report()
    );
    let after: Vec<String> = ["MEMORY.md", "USER.md", "CANDIDATES.md"]
        .iter()
        .map(|n| f.read_or_empty(n))
        .collect();
    assert_eq!(before, after, "a second import changed the files");
    applied.stdout
}

/// The `## ` heading the line holding `needle` sits under, and the line itself.
#[track_caller]
fn placed<'a>(text: &'a str, needle: &str) -> (&'a str, &'a str) {
    let mut heading = "";
    for line in text.lines() {
        if line.starts_with("## ") {
            heading = line;
        }
        if line.contains(needle) {
            return (heading, line);
        }
    }
    panic!("{needle:?} is not in\n{text}");
}

#[test]
fn claude_code_rule_lines_and_auto_memory_land_in_their_files_with_provenance() {
    let f = Folder::new();
    std::fs::create_dir_all(f.project().join(".git")).unwrap();
    std::fs::copy(
        fixture("claude-code/CLAUDE.md"),
        f.project().join("CLAUDE.md"),
    )
    .unwrap();
    // The auto memory folder of this project, named as Claude Code names it.
    let canonical = f.project().canonicalize().unwrap();
    let key: String = canonical
        .to_string_lossy()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    copy_tree(
        &fixture("claude-code/auto-memory"),
        &f.home().join(".claude/projects").join(key).join("memory"),
    );
    let out = preview_apply_again(&f, &["claude-code"], 10);
    let memory = f.read("MEMORY.md");
    let user = f.read("USER.md");
    let (heading, line) = placed(&memory, "never use npm or yarn here");
    assert!(heading.contains("📌"), "{heading}");
    assert_eq!(
        line,
        format!(
            "- [{MONTH}] Install with `pnpm install`; never use npm or yarn here. | source: import:claude-code (CLAUDE.md)"
        )
    );
    // A lead item carries into its items; a topic file's body is the memory.
    placed(
        &memory,
        "Testing: never mock the database in integration tests",
    );
    let (_, line) = placed(&memory, "scripts/release.sh");
    assert!(
        line.contains("| source: import:claude-code (~/.claude/projects/"),
        "{line}"
    );
    placed(&memory, "The staging database is reset every Monday");
    // About the user: USER.md, by its words or by the topic's type.
    placed(&user, "Always reply in English");
    placed(&user, "prefers terse answers without summaries");
    assert!(!memory.contains("terse answers"));
    // Listed, not imported.
    for (origin, reason) in [
        ("CLAUDE.md:L9", "it only names an option or a number"),
        ("CLAUDE.md:L11", "a code block, not a rule line"),
        ("CLAUDE.md:L16", "an @import of another file"),
        (
            "/memory/MEMORY.md:L1",
            "an index line linking to another file",
        ),
    ] {
        assert!(
            out.lines()
                .any(|l| l.starts_with('✗') && l.contains(origin) && l.contains(reason)),
            "{origin} {reason} not listed in\n{out}"
        );
    }
    assert!(
        f.read("EVOLUTION_LOG.md")
            .contains("import · claude-code · 10 facts written")
    );
}

#[test]
fn agents_md_becomes_one_entry_per_rule() {
    let f = Folder::new();
    std::fs::create_dir_all(f.project()).unwrap();
    std::fs::copy(
        fixture("agents-md/AGENTS.md"),
        f.project().join("AGENTS.md"),
    )
    .unwrap();
    let out = preview_apply_again(&f, &["agents-md"], 5);
    let memory = f.read("MEMORY.md");
    for rule in [
        "Use Node 22 (see `.nvmrc`).",
        "Install dependencies with `pnpm install --frozen-lockfile`.",
        "TypeScript strict mode; no default exports.",
        "Title format: `[<package>] <Title>`. Run `pnpm test` and `pnpm lint` before committing.",
    ] {
        let (heading, line) = placed(&memory, rule);
        assert!(heading.contains("📌"));
        assert!(
            line.ends_with("| source: import:agents-md (AGENTS.md)"),
            "{line}"
        );
    }
    assert!(
        out.contains("✗ AGENTS.md:L10 \"this\": it points at the conversation"),
        "{out}"
    );
}

#[test]
fn cursor_rules_keep_their_globs_in_the_provenance() {
    let f = Folder::new();
    copy_tree(&fixture("cursor"), &f.project());
    preview_apply_again(&f, &["cursor"], 5);
    let memory = f.read("MEMORY.md");
    let (_, line) = placed(&memory, "Name components in PascalCase");
    assert!(
        line.ends_with(
            "| source: import:cursor (.cursor/rules/frontend/react.mdc, globs: src/components/**/*.tsx)"
        ),
        "{line}"
    );
    let (_, line) = placed(&memory, "imperative mood");
    assert!(line.ends_with("(.cursor/rules/general.mdc)"), "{line}");
    placed(&memory, "Prefer functional React components with hooks.");
    placed(&memory, "Never commit .env files.");
}

#[test]
fn learnings_become_candidates_counted_as_they_recurred() {
    let f = Folder::new();
    copy_tree(&fixture("learnings"), &f.project());
    let out = preview_apply_again(&f, &["learnings"], 3);
    let pool = f.json(&["candidates", "list", "--json"]);
    let rows = pool.as_array().expect("a list of candidates");
    let find = |needle: &str| {
        rows.iter()
            .find(|c| c["summary"].as_str().unwrap_or("").contains(needle))
            .unwrap_or_else(|| panic!("{needle:?} not in {pool:#}"))
    };
    // Two entries of one Pattern-Key: 2 + 1 sightings, ready for evolve.
    let pnpm = find("pnpm workspaces");
    assert_eq!(pnpm["count"], 3, "{pnpm:#}");
    assert_eq!(pnpm["kind"], "rule");
    let docker = find("docker build fails on Apple Silicon");
    assert_eq!(docker["count"], 3);
    assert_eq!(docker["kind"], "error");
    assert_eq!(docker["fix"], "Build with `--platform linux/amd64`.");
    assert_eq!(find("module-scoped")["count"], 1);
    assert!(out.contains("a feature request, not a memory"), "{out}");
    assert!(out.contains("marked wont_fix"), "{out}");
    assert!(
        !f.exists("MEMORY.md"),
        "learnings are candidates, not facts"
    );
}

#[test]
fn a_claude_mem_export_gives_its_decisions_and_bug_fixes() {
    let f = Folder::new();
    let export = fixture("claude-mem/export.json");
    let export = export.to_str().unwrap();
    let out = preview_apply_again(&f, &["claude-mem", export], 2);
    let memory = f.read("MEMORY.md");
    let (heading, _) = placed(
        &memory,
        "Sessions are stored in Redis with a 24 h TTL — chosen over JWT refresh tokens",
    );
    assert!(heading.contains("🧭"), "{heading}");
    let (heading, _) = placed(
        &memory,
        "Login loop fixed by clearing the stale CSRF cookie",
    );
    assert!(heading.contains("⚠"), "{heading}");
    assert!(
        out.contains("a discovery observation: an episode of past work"),
        "{out}"
    );
    import(&f, &["claude-mem"]).fails();
}

#[test]
fn secrets_in_a_rule_file_never_reach_memory_nor_the_listing() {
    let f = Folder::new();
    std::fs::create_dir_all(f.project()).unwrap();
    let token = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
    std::fs::write(
        f.project().join("AGENTS.md"),
        format!("- Publish with GH_TOKEN={token} in CI\n- {token}\n"),
    )
    .unwrap();
    let out = import(&f, &["agents-md", "--apply"]).success();
    assert!(!out.stdout.contains(token), "{}", out.report());
    assert!(!f.read("MEMORY.md").contains(token));
    assert!(f.read("MEMORY.md").contains("[removed]"));
}

#[test]
fn nothing_to_import_says_so_and_a_missing_path_is_an_error() {
    let f = Folder::new();
    let out = import(&f, &["agents-md"]).code(1);
    assert!(
        out.stdout
            .starts_with("Nothing to import: no agents-md files in "),
        "{}",
        out.report()
    );
    let missing = f.tmp().join("nope.md");
    import(&f, &["cursor", missing.to_str().unwrap()])
        .fails_with(&format!("{} does not exist", missing.display()));
    assert!(!f.exists("MEMORY.md"));
}
