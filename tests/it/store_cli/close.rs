//! `supersede` and `forget`: a closed fact is struck through and points at what replaced it,
//! or is deleted outright.

use super::assert_index_true;
use crate::support::templates::{EN_MEMORY, EN_USER};
use crate::support::{Folder, MONTH, TODAY};

#[test]
fn supersede_strikes_the_old_line_and_points_at_the_new_one() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "--section", "decisions", "We use Redux"]);
    f.ok(&["write-memory", "--section", "decisions", "Tests use vitest"]);
    f.mm()
        .args(["supersede", "MEMORY.md:L17", "Use Zustand for state"])
        .run()
        .success()
        .stdout(
            "superseded 📍 MEMORY.md:L17 We use Redux\n       now 📍 MEMORY.md:L19 Use Zustand for state\n",
        );
    f.assert_file(
        "MEMORY.md",
        &EN_MEMORY
            .replace("L15-L15    🧭", "L15-L19    🧭")
            .replace("L17-L17    ⚠️", "L21-L21    ⚠️")
            .replace("L19-L19    🔗", "L23-L23    🔗")
            .replace("L21-L21    📅", "L25-L25    📅")
            .replace("L23-L23    🔄", "L27-L27    🔄")
            .replace(
                "## 🧭 Decisions\n",
                &format!(
                    "## 🧭 Decisions

- [{MONTH}] ~~We use Redux~~ | source: manual | superseded: {MONTH} → L19
- [{MONTH}] Tests use vitest | source: manual
- [{MONTH}] Use Zustand for state | source: manual
"
                ),
            ),
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} supersede · MEMORY.md:L17 \"We use Redux\" → L19 \"Use Zustand for state\"\n"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
    // A closed fact is not recalled, and cannot be closed twice.
    f.mm()
        .args(["recall", "redux"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"redux\"\n");
    f.mm()
        .args(["supersede", "MEMORY.md:L17", "Something else"])
        .run()
        .fails_with("MEMORY.md:L17 holds the fact last shown there but is already closed (struck through): nothing changed");
}

#[test]
fn supersede_in_a_hand_written_file_without_an_index_points_at_the_right_lines() {
    let f = Folder::new();
    f.write(
        "MEMORY.md",
        "## 🧭 Decisions\n\n- [2026-10] We use Redux\n- [2026-10] Tests use vitest\n",
    );
    // The index the write adds moves every line down by three: the answer cites the lines
    // as they are now.
    f.mm()
        .args(["supersede", "MEMORY.md:L3", "Use Zustand for state"])
        .run()
        .success()
        .stdout(
            "superseded 📍 MEMORY.md:L6 We use Redux\n       now 📍 MEMORY.md:L8 Use Zustand for state\n",
        );
    f.assert_file(
        "MEMORY.md",
        &format!(
            "<!-- line index (auto)
L4-L8      🧭 Decisions
-->
## 🧭 Decisions

- [2026-10] ~~We use Redux~~ | superseded: {MONTH} → L8
- [2026-10] Tests use vitest
- [{MONTH}] Use Zustand for state | source: manual
"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn supersede_after_a_heading_added_by_hand_points_at_the_right_lines() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "--section", "decisions", "We use Redux"]);
    // A person adds a section by hand: the index is now one line short, and the fact is
    // four lines further down (L21).
    let text = f
        .read("MEMORY.md")
        .replace("## 📌 Rules\n", "## My notes\n\nkeep this\n\n## 📌 Rules\n");
    f.write("MEMORY.md", &text);
    assert_eq!(
        f.line("MEMORY.md", 21),
        format!("- [{MONTH}] We use Redux | source: manual")
    );
    // The refreshed index lists the new section too: one more line above everything.
    f.mm()
        .args(["supersede", "MEMORY.md:L21", "Use Zustand"])
        .run()
        .success()
        .stdout(
            "superseded 📍 MEMORY.md:L22 We use Redux\n       now 📍 MEMORY.md:L23 Use Zustand\n",
        );
    f.assert_file(
        "MEMORY.md",
        &format!(
            "<!-- line index (auto)
L14-L16    My notes
L18-L18    📌 Rules
L20-L23    🧭 Decisions
L25-L25    ⚠️ Error corrections
L27-L27    🔗 Skill index
L29-L29    📅 Log archive
L31-L31    🔄 Evolution summary
-->
# MEMORY.md — long-term memory

> One fact per line: `- [YYYY-MM] fact | source: …`. Closed facts are struck through and point at their replacement.

## My notes

keep this

## 📌 Rules

## 🧭 Decisions

- [{MONTH}] ~~We use Redux~~ | source: manual | superseded: {MONTH} → L23
- [{MONTH}] Use Zustand | source: manual

## ⚠️ Error corrections

## 🔗 Skill index

## 📅 Log archive

## 🔄 Evolution summary
"
        ),
    );
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn forget_archives_the_line() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use yarn"]);
    f.mm()
        .args(["forget", "MEMORY.md:L15"])
        .run()
        .success()
        .stdout(
            "archived 📍 MEMORY.md:L15 Use yarn (struck through; no longer recalled or injected)\n",
        );
    assert_eq!(
        f.line("MEMORY.md", 15),
        format!("- [{MONTH}] ~~Use yarn~~ | source: manual | archived: {TODAY}")
    );
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} archive · MEMORY.md:L15 \"Use yarn\"\n"
        ),
    );
    f.mm()
        .args(["recall", "yarn"])
        .run()
        .code(1)
        .stderr("memory-manager: no stored line matches \"yarn\"\n");
    f.mm()
        .args(["forget", "MEMORY.md:L15"])
        .run()
        .fails_with("MEMORY.md:L15 holds the fact last shown there but is already closed (struck through): nothing changed");
    assert_index_true(&f, "MEMORY.md");
}

#[test]
fn forget_hard_deletes_the_line_and_keeps_its_text_nowhere() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-user", "Lives at 42 Wallaby Way"]);
    f.mm()
        .args(["forget", "USER.md:L12", "--hard"])
        .run()
        .success()
        .stdout(&format!(
            "deleting 📍 USER.md:L12 - [{MONTH}] Lives at 42 Wallaby Way | source: manual\n\
             deleted from USER.md; EVOLUTION_LOG.md records only that a line was deleted.\n"
        ));
    // The line goes; the blank line that set it apart stays.
    f.assert_file(
        "USER.md",
        &EN_USER
            .replace("L12-L12    🏢", "L13-L13    🏢")
            .replace("L14-L14    💬", "L15-L15    💬")
            .replace("## 👤 Preferences\n", "## 👤 Preferences\n\n"),
    );
    f.assert_nowhere("Wallaby");
    f.assert_file(
        "EVOLUTION_LOG.md",
        &format!(
            "# EVOLUTION_LOG.md — evolution log\n\n- {TODAY} delete · USER.md:L12 (text not kept)\n"
        ),
    );
    assert_index_true(&f, "USER.md");
}
