use super::*;

#[test]
fn template_index_is_true() {
    for lang in [Lang::Zh, Lang::En] {
        let d = Doc::template(MemFile::Memory, lang);
        assert!(d.index_is_current(), "{}", d.render());
        let text = d.render();
        assert!(text.starts_with("<!--"));
        for l in d
            .render()
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with('L'))
        {
            let n: usize = l[1..].split('-').next().unwrap().parse().unwrap();
            assert!(d.line(n).unwrap().starts_with("## "), "{l}");
        }
    }
}

#[test]
fn insert_returns_the_landing_line() {
    let mut d = Doc::template(MemFile::Memory, Lang::En);
    let n = d.insert_in_section(Section::Decisions, "- [2026-11] Use Postgres");
    assert_eq!(d.line(n), Some("- [2026-11] Use Postgres"));
    let m = d.insert_in_section(Section::Decisions, "- [2026-11] Use Redis");
    assert_eq!(m, n + 1);
    assert!(d.index_is_current());
}

#[test]
fn unknown_file_gets_the_section_appended_and_bytes_kept() {
    let orig = "my notes\r\nno newline at end";
    let mut d = Doc::parse(orig);
    assert_eq!(d.render(), orig);
    let n = d.insert_in_section(Section::Rules, "- [2026-11] x");
    assert_eq!(d.line(n), Some("- [2026-11] x"));
    let out = d.render();
    assert!(out.contains("my notes\r\nno newline at end\r\n"), "{out:?}");
    assert!(d.index_is_current());
}

#[test]
fn duplicates_the_tool_wrote_fold() {
    let mut d = Doc::template(MemFile::Memory, Lang::En);
    d.insert_in_section(Section::Rules, "- [2026-11] Use pnpm | source: manual");
    d.insert_in_section(
        Section::Rules,
        "- [2026-12] use pnpm. | source: user-explicit",
    );
    assert_eq!(d.fold_duplicates().len(), 1);
    assert_eq!(d.entries().len(), 1);
    assert!(d.index_is_current());
}

/// A person's own lines, however alike, are never folded away.
#[test]
fn a_persons_lines_are_never_folded() {
    let mut d = Doc::template(MemFile::Memory, Lang::En);
    d.insert_in_section(Section::Rules, "- [2025-03] Upgraded dependencies");
    d.insert_in_section(Section::Rules, "- [2025-03] Upgraded dependencies");
    d.insert_in_section(
        Section::Rules,
        "- [2025-04] upgraded dependencies | source: manual",
    );
    assert!(d.fold_duplicates().is_empty());
    assert_eq!(d.entries().len(), 3);
}

/// A byte order mark stays at byte 0 however the file grows.
#[test]
fn a_bom_stays_first() {
    let mut d = Doc::parse("\u{FEFF}# MEMORY.md\n\n## 📌 Rules\n");
    d.insert_in_section(Section::Rules, "- [2026-11] x | source: manual");
    d.refresh_index();
    let out = d.render();
    assert!(out.starts_with("\u{FEFF}<!--"), "{out:?}");
    assert_eq!(out.matches('\u{FEFF}').count(), 1);
    assert_eq!(Doc::parse(&out).render(), out);
}

/// A heading with its own HTML comment: the index stays one block, write after write.
#[test]
fn a_heading_comment_does_not_grow_the_index() {
    let mut d = Doc::parse("# M\n\n## 📌 Rules\n\n## Gotchas <!-- keep -->\n- note\n");
    d.refresh_index();
    let once = d.render();
    for _ in 0..3 {
        let mut again = Doc::parse(&d.render());
        again.insert_in_section(Section::Rules, "- [2026-11] y | source: manual");
        d = again;
    }
    let out = d.render();
    assert_eq!(
        out.matches("-->").count(),
        once.matches("-->").count(),
        "{out}"
    );
    assert!(d.index_is_current());
    assert!(out.contains("## Gotchas <!-- keep -->"));
}

/// A stray fence that never closes hides nothing; a closed one still does.
#[test]
fn an_unclosed_fence_hides_no_entry() {
    let text = "## 📌 Rules\n```\n- [2026-11] fenced | source: manual\n```\n- [2026-11] a | source: manual\nsee ```this\n```\n- [2026-11] b | source: manual\n";
    let d = Doc::parse(text);
    let facts: Vec<String> = d.entries().into_iter().map(|l| l.entry.fact).collect();
    assert_eq!(facts, ["a", "b"]);
}
