//! `init`: the files, once, in the language asked for or the locale's.

use super::assert_index_true;
use crate::support::templates::*;
use crate::support::{Folder, MONTH};

/// The files `init` lays down, in the order it reports them.
const FILES: [&str; 7] = [
    "MEMORY.md",
    "USER.md",
    "CANDIDATES.md",
    "EVOLUTION_LOG.md",
    "skills/INDEX.md",
    ".gitattributes",
    ".gitignore",
];

#[test]
fn init_creates_the_files_once_and_a_second_run_keeps_every_byte() {
    let f = Folder::new();
    let root = f.root().display().to_string();
    let head = format!("memory folder: {root} (layout root)\n");
    let created: String = FILES
        .iter()
        .map(|name| format!("  created {root}/{name}\n"))
        .collect();
    let git = "  not in a git work tree: merge driver not registered (run init again in a clone)\n";
    let kept: String = FILES
        .iter()
        .map(|name| format!("  kept    {root}/{name} (already there, not touched)\n"))
        .collect();
    f.mm()
        .args(["init", "--lang", "en"])
        .run()
        .success()
        .stdout(&format!("{head}{created}{git}"));
    f.assert_file(".gitattributes", GITATTRIBUTES);
    f.assert_file(".gitignore", GITIGNORE);
    // The local state is ignored, line by line.
    for local in [
        ".memory-manager.lock",
        ".memory-manager-errors.log",
        ".memory-manager-spool/",
    ] {
        assert!(GITIGNORE.lines().any(|l| l == local), "{local}");
    }
    let before = f.files();
    f.mm()
        .args(["init", "--lang", "zh"])
        .run()
        .success()
        .stdout(&format!("{head}{kept}{git}"));
    assert_eq!(f.files(), before, "a second init changed bytes");
}

#[test]
fn init_writes_english_templates() {
    let f = Folder::new();
    f.init("en");
    f.assert_file("MEMORY.md", EN_MEMORY);
    f.assert_file("USER.md", EN_USER);
    f.assert_file("CANDIDATES.md", EN_CANDIDATES);
    f.assert_file("EVOLUTION_LOG.md", EN_EVOLUTION_LOG);
    f.assert_file("skills/INDEX.md", EN_SKILLS_INDEX);
    assert_index_true(&f, "MEMORY.md");
    assert_index_true(&f, "USER.md");
}

#[test]
fn init_writes_chinese_templates_and_writes_follow_their_language() {
    let f = Folder::new();
    f.init("zh");
    f.assert_file("MEMORY.md", ZH_MEMORY);
    f.assert_file("USER.md", ZH_USER);
    f.assert_file("CANDIDATES.md", ZH_CANDIDATES);
    f.assert_file("EVOLUTION_LOG.md", ZH_EVOLUTION_LOG);
    f.assert_file("skills/INDEX.md", ZH_SKILLS_INDEX);
    f.mm()
        .args(["write-user", "回复用中文"])
        .run()
        .success()
        .stdout("saved 📍 USER.md:L12 回复用中文\n");
    f.assert_file(
        "USER.md",
        &format!(
            "<!-- 行号速查 (auto)
L10-L12    👤 基本偏好
L14-L14    🏢 工作背景
L16-L16    💬 沟通风格
-->
# USER.md — 用户画像

> 关于用户本人:偏好、工作背景、沟通风格。

## 👤 基本偏好

- [{MONTH}] 回复用中文 | 来源:手动写入

## 🏢 工作背景

## 💬 沟通风格
"
        ),
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
    f.assert_file("MEMORY.md", ZH_MEMORY);
    let g = Folder::new();
    g.mm().env("LANG", "C").arg("init").run().success();
    g.assert_file("MEMORY.md", EN_MEMORY);
}
