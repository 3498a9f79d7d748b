//! Files a person edited by hand: every byte outside the new line is kept.

use super::{assert_index_true, body, index_len, section_of};
use crate::support::{Folder, MONTH};

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
    let text = f.read("MEMORY.md");
    // The ninth line of the body, below the index the write added.
    let n = index_len(&text) + 9;
    out.stdout(&format!("saved 📍 MEMORY.md:L{n} Always rebase\n"));
    assert_eq!(
        f.line("MEMORY.md", n),
        format!("- [{MONTH}] Always rebase | source: manual")
    );
    let mut expected: Vec<&str> = original.split_inclusive('\n').collect();
    let new_line = format!("- [{MONTH}] Always rebase | source: manual\r\n");
    expected.insert(8, &new_line);
    assert_eq!(body(&text), expected, "{text:?}");
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
    let text = f.read("MEMORY.md");
    let n = text.lines().count();
    out.stdout(&format!("saved 📍 MEMORY.md:L{n} Use Zustand\n"));
    let mut expected: Vec<String> = original.split_inclusive('\n').map(String::from).collect();
    expected.insert(8, new_line.clone());
    let last = expected.pop().unwrap();
    expected.push(format!("{last}\r\n"));
    expected.push(format!("- [{MONTH}] Use Zustand | source: manual\r\n"));
    assert_eq!(body(&text), expected, "{text:?}");
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
    let after = f.read("MEMORY.md");
    // Last in the rules, after the person's two lines: the ninth line of the body.
    let n = index_len(&after) + 9;
    out.stdout(&format!("saved 📍 MEMORY.md:L{n} 用 pnpm\n"));
    let mut expected = body(&edited);
    let new_line = format!("- [{MONTH}] 用 pnpm | 来源:手动写入\n");
    expected.insert(n - 1 - index_len(&after), &new_line);
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
    let text = f.read("MEMORY.md");
    let n = text.lines().count();
    out.stdout(&format!("saved 📍 MEMORY.md:L{n} Use pnpm\n"));
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
        .stdout("already there 📍 MEMORY.md:L3 Use pnpm\n");
    assert_eq!(f.read("MEMORY.md"), original);
    // Reading commands never write.
    f.mm()
        .args(["recall", "pnpm"])
        .run()
        .success()
        .stdout("📍 MEMORY.md:L3 [2026-10] Use pnpm\n");
    f.mm().arg("handoff").run().success();
    assert_eq!(f.read("MEMORY.md"), original);
}
