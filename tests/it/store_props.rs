//! Properties of the Markdown layer (`store::doc`): it never changes a byte it did not mean
//! to, and its line index always tells the truth.

use memory_manager::store::doc::{Doc, Section};
use proptest::prelude::*;

/// Sections a write can target (MEMORY.md's and USER.md's; a doc takes any of them).
const SECTIONS: [Section; 9] = Section::ALL;

/// Text made of the characters Markdown memory files are made of, line endings of every
/// kind included, plus anything at all.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(
            prop_oneof![
                Just("\n".to_string()),
                Just("\r\n".to_string()),
                Just("\r".to_string()),
                Just("## 📌 Rules".to_string()),
                Just("- [2026-11] 用 pnpm | 来源:用户明确指示".to_string()),
                Just("```".to_string()),
                Just("<!-- 行号速查 (auto)".to_string()),
                Just("-->".to_string()),
                "[a-z #\\-\\[\\]|:]{0,12}",
                "\\PC{0,6}",
            ],
            0..40,
        )
        .prop_map(|parts| parts.concat()),
    ]
}

/// One line of a plausible hand-edited memory file.
fn md_line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just(String::new()),
        2 => Just("## 📌 Rules".to_string()),
        2 => Just("## 🧭 决策记录".to_string()),
        1 => Just("## ⚠️ Error corrections".to_string()),
        1 => Just("## 👤 基本偏好".to_string()),
        1 => Just("### 📅 a sub-heading".to_string()),
        1 => Just("# Title".to_string()),
        2 => Just("## Notes of my own ##".to_string()),
        1 => Just("#not a heading".to_string()),
        1 => Just("```".to_string()),
        1 => Just("~~~".to_string()),
        4 => "- \\[2026-(0[1-9]|1[0-2])\\] [a-z ]{1,20}( \\| source: manual)?",
        1 => "- \\[2026-10\\] ~~[a-z ]{1,10}~~ \\| superseded: 2026-11 → L[0-9]{1,2}",
        3 => "[A-Za-z 。，的是]{0,30}",
        1 => "\\* [a-z]{1,10}",
        1 => "> [a-z ]{0,10}",
    ]
}

/// A hand-edited file: some lines, optionally a (possibly stale) index header first, CRLF or
/// LF, with or without a final newline.
fn md_file() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec(md_line(), 0..30),
        any::<bool>(),
        any::<bool>(),
        prop_oneof![
            Just(None),
            Just(Some("<!-- line index (auto)\nL1-L2 x\n-->")),
            Just(Some("<!-- 行号速查 (auto)\n-->"))
        ],
    )
        .prop_map(|(lines, crlf, final_newline, index)| {
            let eol = if crlf { "\r\n" } else { "\n" };
            let mut all: Vec<String> = Vec::new();
            if let Some(index) = index {
                all.extend(index.lines().map(String::from));
            }
            all.extend(lines);
            let mut text = all.join(eol);
            if final_newline && !text.is_empty() {
                text.push_str(eol);
            }
            text
        })
}

/// The 1-based line numbers the index header lists as the start of each range.
fn listed_starts(doc: &Doc) -> Vec<usize> {
    let text = doc.render();
    text.lines()
        .skip(1)
        .take_while(|l| l.starts_with('L'))
        .map(|l| l[1..].split('-').next().unwrap().parse().unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn parse_then_render_is_the_identity(text in any_text()) {
        prop_assert_eq!(Doc::parse(&text).render(), text);
    }

    #[test]
    fn hand_edited_files_render_back_byte_for_byte(text in md_file()) {
        prop_assert_eq!(Doc::parse(&text).render(), text);
    }

    #[test]
    fn inserts_keep_the_index_true_and_pointing_at_headings(
        text in md_file(),
        inserts in proptest::collection::vec((0..SECTIONS.len(), "[a-z]{1,12}"), 1..8),
    ) {
        let mut doc = Doc::parse(&text);
        for (k, fact) in inserts {
            let line = format!("- [2026-11] {fact} #{k}");
            let at = doc.insert_in_section(SECTIONS[k], &line);
            prop_assert_eq!(doc.line(at), Some(line.as_str()), "{}", doc.render());
            prop_assert!(doc.index_is_current(), "{}", doc.render());
            let again = Doc::parse(&doc.render());
            prop_assert!(again.index_is_current(), "{}", doc.render());
            let entry = again.entries().into_iter().find(|l| l.line == at);
            prop_assert!(entry.is_some_and(|l| l.section == Some(SECTIONS[k])), "{}", doc.render());
            for start in listed_starts(&doc) {
                let heading = doc.line(start).unwrap_or_default();
                prop_assert!(heading.trim_start().starts_with("## "), "L{start}: {heading:?}\n{}", doc.render());
            }
        }
    }

    #[test]
    fn inserts_keep_every_other_line(
        text in md_file(),
        k in 0..SECTIONS.len(),
    ) {
        let before = Doc::parse(&text);
        let mut doc = before.clone();
        let at = doc.insert_in_section(SECTIONS[k], "- [2026-11] new fact");
        // Drop the index headers and the landing line: what is left is the old body, give or
        // take blank lines and a line ending the store adds around a section it appends.
        let old: Vec<&str> = (before.index_len() + 1..=before.line_count()).filter_map(|n| before.line(n)).collect();
        let new: Vec<&str> = (doc.index_len() + 1..=doc.line_count())
            .filter(|&n| n != at)
            .filter_map(|n| doc.line(n))
            .collect();
        // A closed fact's pointer follows the line it points at (an insert above it moves
        // it); every other byte of every line is kept.
        let unpointed = |l: &str| match l.rfind('→') {
            Some(i) if l.contains("~~") => l[..i].to_string(),
            _ => l.to_string(),
        };
        let non_blank = |v: &[&str]| v.iter().filter(|l| !l.trim().is_empty()).map(|s| unpointed(s)).collect::<Vec<_>>();
        let mut new_kept = non_blank(&new);
        // At the end the store may add a line closing a code block the file left open, and
        // the heading of a section the file lacked.
        while new_kept.len() > non_blank(&old).len() {
            let added = new_kept.pop().unwrap_or_default();
            prop_assert!(added.starts_with("## ") || added == "```" || added == "~~~", "{added:?}");
        }
        prop_assert_eq!(non_blank(&old), new_kept);
        // Every old line's ending is kept, but for a final line that had none.
        let rendered_old = text.split_inclusive('\n').skip(before.index_len()).collect::<Vec<_>>();
        let rendered_new = doc.render();
        for l in rendered_old.iter().filter(|l| l.ends_with('\n') && !(l.contains("~~") && l.contains('→'))) {
            prop_assert!(rendered_new.contains(*l), "{l:?} lost\n{rendered_new:?}");
        }
    }
}
