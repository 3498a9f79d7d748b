//! The command line's own promises: exit statuses in ripgrep's style (0 done or found, 1
//! nothing found, 2 an error; the hook always 0), `--help` naming every exit status and every
//! environment variable the tool reads, the shell completions and the manual page covering
//! every subcommand, and the docs pointers in the source naming headings that exist.

use crate::support::Folder;

#[test]
fn usage_errors_and_refusals_exit_2_nothing_found_exits_1() {
    let f = Folder::new();
    f.init("en");
    // clap's usage errors.
    f.mm().arg("--bogus").run().code(2);
    f.mm().arg("recall").run().code(2);
    f.mm().arg("no-such-command").run().code(2);
    // A command's own errors: one line, exit 2.
    f.mm()
        .args(["forget", "NOTES.md:L3"])
        .run()
        .fails_with("unknown file \"NOTES.md\" in \"NOTES.md:L3\": use MEMORY.md or USER.md");
    // Nothing found is not an error.
    f.mm().args(["recall", "kubernetes"]).run().code(1);
    f.ok(&["write-memory", "Deploy with the blue-green script"]);
    f.mm().args(["recall", "deploy"]).run().code(0);
    // The hook: 0 whatever it is given.
    f.mm()
        .args(["hook", "--bogus"])
        .stdin("not json")
        .run()
        .code(0);
}

#[test]
fn help_names_the_exit_statuses_and_every_environment_variable_read() {
    let help = Folder::new().mm().arg("--help").run().success().stdout;
    for status in [
        "0  done",
        "1  nothing found",
        "2  an error",
        "hook always exits 0",
    ] {
        assert!(help.contains(status), "--help lacks {status:?}:\n{help}");
    }
    // Every variable `config::Env` reads, as its source names them.
    let config = include_str!("../../src/config.rs");
    let mut read = Vec::new();
    for quoted in config.split('"').skip(1).step_by(2) {
        let is_var = quoted.len() > 2
            && quoted.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
            && quoted.contains('_')
            || ["LANG", "HOME"].contains(&quoted);
        if is_var && !read.contains(&quoted) {
            read.push(quoted);
        }
    }
    assert!(read.len() > 10, "found only {read:?} in config.rs");
    for var in read {
        assert!(help.contains(var), "--help does not list {var}:\n{help}");
    }
}

/// The subcommands `--help` lists (`help` aside): what a user can type.
fn subcommands(f: &Folder) -> Vec<String> {
    let help = f.ok(&["--help"]);
    let listed = help
        .split_once("Commands:\n")
        .and_then(|(_, rest)| rest.split_once("\n\n"))
        .map(|(commands, _)| commands)
        .unwrap_or_else(|| panic!("no Commands: in --help:\n{help}"));
    let names: Vec<String> = listed
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    assert!(names.len() > 20, "{names:?}");
    names
}

#[test]
fn completions_name_every_subcommand_and_a_bad_shell_is_one_line() {
    let f = Folder::new();
    let bash = f.ok(&["completions", "bash"]);
    assert!(
        bash.contains("complete -F _memory__manager -o bashdefault -o default memory-manager\n"),
        "{bash}"
    );
    // What the script offers after `memory-manager `.
    let offered: Vec<&str> = bash
        .split_once("        memory__manager)\n            opts=\"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(opts, _)| opts.split(' ').collect())
        .unwrap_or_else(|| panic!("no top-level opts in:\n{bash}"));
    for name in subcommands(&f) {
        assert!(
            offered.contains(&name.as_str()),
            "the bash script does not offer {name}: {offered:?}"
        );
        // …and knows the subcommand's own options.
        assert!(
            bash.contains(&format!("memory__manager,{name})")),
            "the bash script does not parse {name}"
        );
    }
    // Every shell clap_complete writes for, its name in any case.
    for shell in ["zsh", "fish", "elvish", "powershell", "Bash"] {
        let script = f.ok(&["completions", shell]);
        assert!(script.contains("write-memory"), "{shell}: {script}");
    }
    f.mm()
        .args(["completions", "tcsh"])
        .run()
        .fails_with("unknown shell \"tcsh\": use bash, elvish, fish, powershell or zsh")
        .stdout("");
    // The shells are offered where clap shows values.
    let help = f.ok(&["completions", "--help"]);
    assert!(
        help.contains("[possible values: bash, elvish, fish, powershell, zsh]"),
        "{help}"
    );
}

#[test]
fn the_manual_page_has_its_sections_and_every_subcommand() {
    let f = Folder::new();
    let page = f.ok(&["man"]);
    assert!(page.starts_with(".ie \\n(.g .ds Aq \\(aq"), "{page}");
    assert!(page.contains(".TH memory-manager 1"), "{page}");
    for section in [".SH NAME", ".SH SYNOPSIS", ".SH OPTIONS", ".SH SUBCOMMANDS"] {
        assert!(page.contains(section), "no {section}:\n{page}");
    }
    // roff escapes a hyphen; the page as read names each subcommand.
    let text = page.replace("\\-", "-");
    for name in subcommands(&f) {
        assert!(
            text.contains(&format!("memory-manager-{name}(1)")),
            "the manual does not name {name}"
        );
    }
    // The exit statuses and the environment, as --help has them.
    assert!(text.contains("2  an error"), "{text}");
    assert!(text.contains("MEMORY_MANAGER_ROOT"), "{text}");
    // --dir: the pages it names exist, the main one the same as printed.
    let dir = f.tmp().join("man1");
    let out = f.ok(&["man", "--dir", dir.to_str().unwrap()]);
    assert!(
        out.starts_with("wrote memory-manager.1 and a page"),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("memory-manager.1")).unwrap(),
        page
    );
    for name in subcommands(&f) {
        let sub = std::fs::read_to_string(dir.join(format!("memory-manager-{name}.1")))
            .unwrap_or_else(|e| panic!("no page for {name}: {e}"));
        assert!(sub.contains(".SH SYNOPSIS"), "{name}: {sub}");
    }
    assert!(dir.join("memory-manager-candidates-add.1").exists());
    // A place no page can go: one line, exit 2.
    let file = f.tmp().join("a-file");
    std::fs::write(&file, "").unwrap();
    f.mm()
        .args(["man", "--dir", file.to_str().unwrap()])
        .run()
        .fails();
}

/// The line `recall` printed for `needle`.
fn recalled(f: &Folder, needle: &str) -> String {
    f.ok(&["recall", needle])
        .lines()
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn forget_and_supersede_take_a_citation_as_recall_prints_it() {
    let f = Folder::new();
    f.init("en");
    f.ok(&["write-memory", "Use pnpm for every package"]);
    let line = recalled(&f, "pnpm");
    let cite = line.split(' ').take(2).collect::<Vec<_>>().join(" ");
    assert!(cite.starts_with("📍 MEMORY.md:L"), "{line}");
    // The citation alone, emoji and all, as the tools take it.
    let out = f.ok(&["forget", &cite]);
    assert!(
        out.starts_with(&format!("archived {cite} Use pnpm")),
        "{out}"
    );
}

#[test]
fn a_pasted_line_acts_on_its_fact_after_the_lines_moved_or_is_refused() {
    let f = Folder::new();
    f.init("en");
    f.decide("We chose Postgres over MySQL");
    let seen = recalled(&f, "postgres");
    // A rule saved since (as a hook would) goes in above it: the decision moves down a line.
    f.ok(&["write-memory", "Always run the linter before pushing"]);
    let now = recalled(&f, "postgres");
    assert_ne!(seen, now, "the decision did not move");
    let out = f.ok(&["supersede", &seen, "We chose Postgres 17 over MySQL"]);
    assert!(
        out.starts_with(&format!(
            "superseded {} We chose Postgres over MySQL",
            now.split(' ').take(2).collect::<Vec<_>>().join(" ")
        )),
        "{out}"
    );
    // The same pasted line again: its fact is closed now, so nothing in force holds it.
    let before = f.files();
    f.mm().args(["forget", &seen]).run().code(2);
    assert_eq!(f.files(), before);
    // The linter rule is untouched.
    assert!(
        f.ok(&["recall", "linter"])
            .contains("Always run the linter before pushing")
    );
}

/// Every `.rs` file under `dir`.
fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_docs_pointer_in_the_source_names_a_heading_that_exists() {
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&repo.join("src"), &mut files);
    sources(&repo.join("tests"), &mut files);
    let mut dead = Vec::new();
    let mut seen = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        // A docs file and a quoted heading after it, possibly across a comment's line break.
        let flat = text.replace("\n//! ", " ").replace("\n/// ", " ");
        let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
        for (at, _) in flat.match_indices("docs/") {
            let rest = &flat[at..];
            let Some((doc, after)) = rest.split_once(".md \"") else {
                continue;
            };
            if !doc[5..].chars().all(|c| c.is_ascii_uppercase() || c == '_') || doc.len() <= 5 {
                continue;
            }
            let Some((heading, _)) = after.split_once('"') else {
                continue;
            };
            seen += 1;
            let md = std::fs::read_to_string(repo.join(format!("{doc}.md"))).unwrap_or_default();
            let exists = md
                .lines()
                .any(|l| l.starts_with('#') && l.trim_start_matches('#').trim() == heading);
            if !exists {
                dead.push(format!("{}: {doc}.md \"{heading}\"", file.display()));
            }
        }
    }
    assert!(seen > 20, "found only {seen} pointers");
    assert!(
        dead.is_empty(),
        "pointers to no heading:\n{}",
        dead.join("\n")
    );
}
