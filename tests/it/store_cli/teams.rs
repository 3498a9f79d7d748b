//! Teams share a folder through git's union merge: the next write repairs what it leaves.

use super::assert_index_true;
use crate::support::templates::EN_MEMORY;
use crate::support::{Folder, TODAY};

/// The English MEMORY.md with `rules` and `decisions` (whole lines, each ending in `\n`) in
/// their sections, as a union merge leaves it: the index not updated.
fn merged(rules: &str, decisions: &str) -> String {
    let mut text = EN_MEMORY.replace("## 📌 Rules\n", &format!("## 📌 Rules\n\n{rules}"));
    if !decisions.is_empty() {
        text = text.replace(
            "## 🧭 Decisions\n",
            &format!("## 🧭 Decisions\n\n{decisions}"),
        );
    }
    text
}

#[test]
fn a_fact_twice_after_a_union_merge_is_folded_on_the_next_write_and_logged() {
    let f = Folder::new();
    f.init("en");
    f.write(
        "MEMORY.md",
        &merged(
            "- [2026-10] Use pnpm, not npm | source: manual\n- [2026-11] Keep PRs small | source: manual\n- [2026-11] use pnpm not npm | source: user-explicit\n",
            "",
        ),
    );
    f.mm()
        .args([
            "write-memory",
            "--section",
            "decisions",
            "We go with PostgreSQL",
        ])
        .run()
        .success()
        .stdout("saved 📍 MEMORY.md:L20 We go with PostgreSQL\n");
    // The first of the two is kept, where it was.
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L16    📌")
            .replace("L15-L15    🧭", "L18-L20    🧭")
            .replace("L17-L17    ⚠️", "L22-L22    ⚠️")
            .replace("L19-L19    🔗", "L24-L24    🔗")
            .replace("L21-L21    📅", "L26-L26    📅")
            .replace("L23-L23    🔄", "L28-L28    🔄")
            .replace(
                "## 📌 Rules\n",
                "## 📌 Rules\n\n- [2026-10] Use pnpm, not npm | source: manual\n- [2026-11] Keep PRs small | source: manual\n",
            )
            .replace(
                "## 🧭 Decisions\n",
                "## 🧭 Decisions\n\n- [2026-11] We go with PostgreSQL | source: manual\n",
            ),
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} repair · MEMORY.md: folded a duplicate of \"use pnpm not npm\" (was L17)\n"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_line_cited_before_the_repair_still_means_that_line() {
    let f = Folder::new();
    f.init("en");
    f.write(
        "MEMORY.md",
        &merged(
            "- [2026-10] Use pnpm | source: manual\n- [2026-10] use pnpm | source: manual\n",
            "- [2026-10] We use Redux | source: manual\n- [2026-10] Tests use vitest | source: manual\n",
        ),
    );
    // recall cites the file as it is on disk…
    f.mm()
        .args(["recall", "redux"])
        .run()
        .success()
        .stdout("📍 MEMORY.md:L20 [2026-10] We use Redux\n");
    // …and supersede, which repairs the duplicate first, must strike that very fact (one
    // line up once the duplicate is gone).
    f.mm()
        .args(["supersede", "MEMORY.md:L20", "Use Zustand"])
        .run()
        .success()
        .stdout(
            "superseded 📍 MEMORY.md:L19 We use Redux\n       now 📍 MEMORY.md:L21 Use Zustand\n",
        );
    // (The best line only: which others a ranking adds is not what this test is about.)
    f.mm()
        .args(["recall", "vitest", "--limit", "1"])
        .run()
        .success()
        .stdout("📍 MEMORY.md:L20 [2026-10] Tests use vitest\n");
    f.mm()
        .args(["forget", "MEMORY.md:L20"])
        .run()
        .success()
        .stdout("archived 📍 MEMORY.md:L20 Tests use vitest (struck through; no longer recalled or injected)\n");
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L15    📌")
            .replace("L15-L15    🧭", "L17-L21    🧭")
            .replace("L17-L17    ⚠️", "L23-L23    ⚠️")
            .replace("L19-L19    🔗", "L25-L25    🔗")
            .replace("L21-L21    📅", "L27-L27    📅")
            .replace("L23-L23    🔄", "L29-L29    🔄")
            .replace(
                "## 📌 Rules\n",
                "## 📌 Rules\n\n- [2026-10] Use pnpm | source: manual\n",
            )
            .replace(
                "## 🧭 Decisions\n",
                &format!(
                    "## 🧭 Decisions

- [2026-10] ~~We use Redux~~ | source: manual | superseded: 2026-11 → L21
- [2026-10] ~~Tests use vitest~~ | source: manual | archived: {TODAY}
- [2026-11] Use Zustand | source: manual
"
                ),
            ),
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log

- {TODAY} supersede · MEMORY.md:L19 \"We use Redux\" → L21 \"Use Zustand\"
- {TODAY} repair · MEMORY.md: folded a duplicate of \"use pnpm\" (was L16)
- {TODAY} archive · MEMORY.md:L20 \"Tests use vitest\"
"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn a_duplicate_cited_before_the_repair_means_the_line_it_is_folded_into() {
    let f = Folder::new();
    f.init("en");
    f.write(
        "MEMORY.md",
        &merged(
            "- [2026-10] Use pnpm | source: manual\n- [2026-10] Keep PRs small | source: manual\n- [2026-11] use pnpm! | source: manual\n",
            "",
        ),
    );
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
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L13-L13    📌", "L13-L16    📌")
            .replace("L15-L15    🧭", "L18-L18    🧭")
            .replace("L17-L17    ⚠️", "L20-L20    ⚠️")
            .replace("L19-L19    🔗", "L22-L22    🔗")
            .replace("L21-L21    📅", "L24-L24    📅")
            .replace("L23-L23    🔄", "L26-L26    🔄")
            .replace(
                "## 📌 Rules\n",
                &format!(
                    "## 📌 Rules\n\n- [2026-10] ~~Use pnpm~~ | source: manual | archived: {TODAY}\n- [2026-10] Keep PRs small | source: manual\n"
                ),
            ),
    );
    assert_index_true(&f, "MEMORY.md");
}
