//! Errors: exit 2, one line on stderr, no panic, and nothing changed.

use crate::support::{Folder, Mm};

#[test]
fn bad_locations_are_one_line_errors() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use pnpm"]);
    let before = f.files();
    for (args, says) in [
        (
            vec!["forget", "NOTES.md:L3"],
            "unknown file \"NOTES.md\" in \"NOTES.md:L3\": use MEMORY.md or USER.md",
        ),
        (
            vec!["supersede", "SOUL.md:L1", "x"],
            "unknown file \"SOUL.md\" in \"SOUL.md:L1\": use MEMORY.md or USER.md",
        ),
        (
            vec!["forget", "MEMORY.md:L999"],
            "MEMORY.md:L999 is past the end of the file (25 lines)",
        ),
        (
            vec!["supersede", "USER.md:L999", "x"],
            "USER.md:L999 is past the end of the file (14 lines)",
        ),
        (
            vec!["forget", "MEMORY.md:L1"],
            "MEMORY.md:L1 is not a memory entry: \"<!-- line index (auto)\"",
        ),
        (
            vec!["forget", "MEMORY.md:L0"],
            "\"MEMORY.md:L0\" is not a citation like MEMORY.md:L12 or MEMORY.md:L10-L20",
        ),
        (
            vec!["forget", "MEMORY.md"],
            "\"MEMORY.md\" is not a citation like MEMORY.md:L12 or MEMORY.md:L10-L20",
        ),
        (
            vec!["forget", "MEMORY.md:Lx"],
            "\"MEMORY.md:Lx\" is not a citation like MEMORY.md:L12 or MEMORY.md:L10-L20",
        ),
        // The heading of the fact's section.
        (
            vec!["supersede", "MEMORY.md:L13", "x"],
            "MEMORY.md:L13 is not a memory entry: \"## 📌 Rules\"",
        ),
    ] {
        f.mm().args(&args).run().fails_with(says).stdout("");
    }
    assert_eq!(f.files(), before, "a failed command changed files");
}

#[test]
fn an_unwritable_folder_is_a_one_line_error() {
    // --root pointing at a regular file stops everyone, root included.
    let f = Folder::new();
    let file = f.home().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    for args in [
        vec!["write-memory", "x"],
        vec!["init"],
        vec!["write-log", "x"],
        vec!["add-skill", "s", "d"],
    ] {
        Mm::new()
            .arg("--root")
            .arg(&file)
            .home(&f.home())
            .args(&args)
            .run()
            .fails_with(&format!(
                "cannot create the memory folder {}: File exists (os error 17)",
                file.display()
            ));
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");

    // A read-only folder, where permissions stop this user (they do not stop root).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let g = Folder::new();
        g.init("en");
        std::fs::set_permissions(g.root(), std::fs::Permissions::from_mode(0o500)).unwrap();
        let probe = g.root().join("probe");
        let enforced = std::fs::write(&probe, "x").is_err();
        let _ = std::fs::remove_file(&probe);
        if enforced {
            let before = g.read("MEMORY.md");
            g.mm().args(["write-memory", "x"]).run().fails();
            assert_eq!(g.read("MEMORY.md"), before);
        }
        std::fs::set_permissions(g.root(), std::fs::Permissions::from_mode(0o700)).unwrap();
    }
}

#[test]
fn a_file_that_is_not_utf8_is_left_alone() {
    let f = Folder::new();
    f.init("en");
    std::fs::write(f.path("MEMORY.md"), b"## \xff\xfe Rules\n").unwrap();
    f.mm()
        .args(["write-memory", "x"])
        .run()
        .fails_with(&format!(
            "{} is not UTF-8 text; not touching it",
            f.path("MEMORY.md").display()
        ));
    assert_eq!(
        std::fs::read(f.path("MEMORY.md")).unwrap(),
        b"## \xff\xfe Rules\n"
    );
}
