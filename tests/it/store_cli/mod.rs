//! The memory store through its command line: the real binary in a temp folder, asserting on
//! the files it leaves, stdout, stderr and exit codes. One module per part of the command
//! line.

mod brief;
mod close;
mod errors;
mod hand_edits;
mod init;
mod recall;
mod redaction;
mod teams;
mod write;

use crate::support::Folder;

/// The lines of a file after its auto index header, each with its own line ending.
fn body(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let skip = if lines.first().is_some_and(|l| l.starts_with("<!--")) {
        lines
            .iter()
            .position(|l| l.trim_end().ends_with("-->"))
            .map_or(0, |i| i + 1)
    } else {
        0
    };
    lines[skip..].to_vec()
}

/// How many lines the auto index header of a file takes.
fn index_len(text: &str) -> usize {
    text.split_inclusive('\n').count() - body(text).len()
}

/// The `## ` heading a 1-based line sits under.
fn section_of(text: &str, n: usize) -> String {
    text.lines()
        .take(n)
        .filter(|l| l.starts_with("## "))
        .last()
        .unwrap_or_else(|| panic!("line {n} is under no heading:\n{text}"))
        .to_string()
}

/// Every range the index header lists starts at a `## ` heading and the index says so itself.
fn assert_index_true(f: &Folder, file: &str) {
    let text = f.read(file);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("<!-- "), "no index header:\n{text}");
    for l in lines.iter().skip(1).take_while(|l| l.starts_with('L')) {
        let n: usize = l[1..].split('-').next().unwrap().parse().unwrap();
        assert!(
            lines[n - 1].starts_with("## "),
            "{l} → {:?}\n{text}",
            lines[n - 1]
        );
    }
    let report = f.mm().args(["health-check", "--json"]).run().json();
    let files = report["files"].as_array().unwrap();
    let entry = files.iter().find(|x| x["name"] == file).unwrap();
    assert_eq!(entry["index_current"], true, "{text}");
}
