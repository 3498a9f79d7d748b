//! The command line's own promises: exit statuses in ripgrep's style (0 done or found, 1
//! nothing found, 2 an error; the hook always 0), `--help` naming every exit status and every
//! environment variable the tool reads, and the docs pointers in the source naming headings
//! that exist.

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
        .fails_with("unknown file \"NOTES.md\": use MEMORY.md or USER.md");
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
