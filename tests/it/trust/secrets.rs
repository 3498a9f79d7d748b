//! No secret reaches a file, whichever writer it comes through (issue 10, family 1).
//!
//! Every shape of `tests/corpus/secrets.jsonl` (provider tokens, key/value secrets in both
//! languages, credentials in URLs, headers, command lines, key blocks, tokens cut by a line
//! break…) is written in an English and a Chinese sentence through every writer: the commands
//! (`write-memory`, `write-user`, `write-log`, `candidates add`, `add-skill`, `auto-skill`),
//! the prompt hook ("remember …" / "记住 …"), the failure hook (the secret in the command and
//! on the error line), and the spool (the lock held, so the hooks spool their records; before
//! and after the merge). After each, every file under the test's temp folder is searched —
//! memory files, logs, the pool, the spool, the error log, the cache folder — and so is the
//! hook's answer. Look-alikes of the same file (hashes, UUIDs, data URIs, the word "password")
//! are kept byte for byte.

use std::collections::BTreeMap;
use std::path::Path;

use memory_manager::store::candidates::Pool;
use serde_json::Value;

use crate::support::{Folder, MONTH, context_of, corpus, failure_event, mask_clock, prompt_event};

/// A secret shape: the text holding it, and a piece of it that must appear in no file.
struct Shape {
    id: String,
    secret: String,
    needle: String,
}

impl Shape {
    /// A `<private>` part goes without a mark; every other shape leaves `[removed]`.
    fn leaves_a_mark(&self) -> bool {
        !self.secret.contains("<private>")
    }
}

/// The secret shapes of the corpus (a shape's text is stored in parts, so that no scanner
/// takes the file for a leak).
fn shapes() -> Vec<Shape> {
    let shapes: Vec<Shape> = corpus("secrets.jsonl")
        .into_iter()
        .filter(|row| row.get("parts").is_some())
        .map(|row| Shape {
            id: text(&row, "id"),
            secret: row["parts"]
                .as_array()
                .expect("parts")
                .iter()
                .map(|p| p.as_str().expect("a part is text"))
                .collect(),
            needle: text(&row, "needle"),
        })
        .collect();
    for s in &shapes {
        assert!(s.secret.contains(&s.needle), "{}: needle not in text", s.id);
    }
    assert!(shapes.len() >= 60, "{} shapes", shapes.len());
    shapes
}

/// The look-alikes: `(id, text kept verbatim, the token that makes it look like a secret)`.
fn look_alikes() -> Vec<(String, String, String)> {
    let rows: Vec<(String, String, String)> = corpus("secrets.jsonl")
        .into_iter()
        .filter(|row| row.get("lookalike").is_some())
        .map(|row| {
            (
                text(&row, "id"),
                text(&row, "lookalike"),
                text(&row, "token"),
            )
        })
        .collect();
    assert!(rows.len() >= 30, "{} look-alikes", rows.len());
    rows
}

fn text(row: &Value, field: &str) -> String {
    row[field]
        .as_str()
        .unwrap_or_else(|| panic!("{field} in {row}"))
        .to_owned()
}

/// The sentences every shape is written in: `(language, sentence, prompt, tool error)`.
const CONTEXTS: [(&str, &str, &str, &str); 2] = [
    (
        "en",
        "the staging deploy uses {} for auth",
        "remember that the staging deploy uses {} for auth",
        "Exit code 1\nerror: login rejected for {} on staging",
    ),
    (
        "zh",
        "部署 staging 时用 {} 登录",
        "记住:部署 staging 时用 {} 登录",
        "Exit code 1\n错误:使用 {} 登录 staging 失败",
    ),
];

fn fill(template: &str, secret: &str) -> String {
    template.replace("{}", secret)
}

/// What leaked or never reached its writer, collected so that one run reports every case.
#[derive(Default)]
struct Findings(Vec<String>);

impl Findings {
    /// The needle in a file under the folder (or in its name: but a needle of digits alone
    /// may turn up in the clock digits of a spool record's name).
    fn search_folder(&mut self, f: &Folder, shape: &Shape, writer: &str) {
        let digits = shape.needle.bytes().all(|b| b.is_ascii_digit());
        for (path, bytes) in f.files() {
            let rel = path.strip_prefix(f.tmp()).unwrap_or(&path);
            if String::from_utf8_lossy(&bytes).contains(&shape.needle)
                || (!digits && rel.to_string_lossy().contains(&shape.needle))
            {
                let rel = rel.display();
                self.0.push(format!("{} via {writer}: in {rel}", shape.id));
            }
        }
    }

    /// The needle in what a process printed.
    fn search_output(&mut self, shape: &Shape, writer: &str, output: &str) {
        if output.contains(&shape.needle) {
            self.0
                .push(format!("{} via {writer}: printed\n{output}", shape.id));
        }
    }

    /// A writer that should have written the shape's sentence did not (the test would then
    /// prove nothing about it).
    fn expect(&mut self, ok: bool, shape: &Shape, writer: &str, what: &str) {
        if !ok {
            self.0.push(format!("{} via {writer}: {what}", shape.id));
        }
    }

    #[track_caller]
    fn assert_none(self) {
        assert!(
            self.0.is_empty(),
            "{} findings:\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}

/// The lines of the file `rel` under the root that hold `mark`.
fn lines_holding(f: &Folder, rel: &str, mark: &str) -> usize {
    f.read_or_empty(rel)
        .lines()
        .filter(|l| l.contains(mark))
        .count()
}

#[test]
fn no_shape_reaches_a_file_through_the_commands() {
    let mut found = Findings::default();
    for shape in shapes() {
        for (lang, sentence, ..) in CONTEXTS {
            let f = Folder::new();
            f.init(lang);
            let text = fill(sentence, &shape.secret);
            let writer = |name: &str| format!("{name} ({lang})");
            let mark = if shape.leaves_a_mark() {
                "[removed]"
            } else {
                "staging"
            };
            for (cmd, file) in [("write-memory", "MEMORY.md"), ("write-user", "USER.md")] {
                let out = f.mm().args([cmd, &text]).run().success();
                found.search_output(&shape, &writer(cmd), &out.stdout);
                found.expect(
                    out.stdout.contains(mark) && lines_holding(&f, file, mark) == 1,
                    &shape,
                    &writer(cmd),
                    &format!("no line with {mark:?} in {file}:\n{}", out.stdout),
                );
            }
            let out = f.mm().args(["write-log", &text]).run().success();
            found.search_output(&shape, &writer("write-log"), &out.stdout);
            let log = format!("{}.md", crate::support::TODAY);
            found.expect(
                lines_holding(&f, &log, mark) == 1,
                &shape,
                &writer("write-log"),
                &format!("no line with {mark:?} in the log"),
            );
            let out = f
                .mm()
                .args(["candidates", "add", "rule", &text])
                .run()
                .success();
            found.search_output(&shape, &writer("candidates add"), &out.stdout);
            found.expect(
                lines_holding(&f, "CANDIDATES.md", mark) == 1,
                &shape,
                &writer("candidates add"),
                &format!("no row with {mark:?} in the pool"),
            );
            let out = f
                .mm()
                .args(["add-skill", "deploy-staging", &text])
                .run()
                .success();
            found.search_output(&shape, &writer("add-skill"), &out.stdout);
            let out = f
                .mm()
                .args(["auto-skill", "deploy-draft", "--step", &text])
                .run()
                .success();
            found.search_output(&shape, &writer("auto-skill"), &out.stdout);
            found.expect(
                lines_holding(&f, "skills/INDEX.md", mark) == 2,
                &shape,
                &writer("add-skill, auto-skill"),
                &format!("no two lines with {mark:?} in skills/INDEX.md"),
            );
            found.search_folder(&f, &shape, &writer("the commands"));
        }
    }
    found.assert_none();
}

#[test]
fn no_shape_reaches_a_file_through_the_prompt_hook() {
    let shapes = shapes();
    let mut found = Findings::default();
    let mut saved = BTreeMap::new();
    for shape in &shapes {
        for (lang, _, prompt, _) in CONTEXTS {
            let f = Folder::new();
            let writer = format!("the prompt hook ({lang})");
            let out = f.hook(&prompt_event(&fill(prompt, &shape.secret)));
            found.search_output(shape, &writer, &out.stdout);
            found.search_folder(&f, shape, &writer);
            // What the hook saves is the clause it detected: a key block's later lines are
            // not part of it. Where it saved the secret's place, the mark is there.
            if lines_holding(&f, "MEMORY.md", &format!("- [{MONTH}]")) == 1 {
                *saved.entry(lang).or_insert(0) += usize::from(
                    !shape.leaves_a_mark() || lines_holding(&f, "MEMORY.md", "[removed]") == 1,
                );
            }
        }
    }
    found.assert_none();
    // The hook saved the sentence, the secret's place marked, for nearly every shape in
    // both languages (else this test would prove little about it).
    for (lang, ..) in CONTEXTS {
        let n = saved.get(lang).copied().unwrap_or(0);
        assert!(
            n * 10 >= shapes.len() * 9,
            "{lang}: {n} of {} saved",
            shapes.len()
        );
    }
}

#[test]
fn no_shape_reaches_a_file_through_the_failure_hook() {
    let mut found = Findings::default();
    for shape in shapes() {
        for (lang, _, _, error) in CONTEXTS {
            let f = Folder::new();
            let writer = format!("the failure hook ({lang})");
            let command = format!("./deploy.sh staging --token {}", shape.secret);
            let out = f.hook(&failure_event(&command, &fill(error, &shape.secret)));
            found.search_output(&shape, &writer, &out.stdout);
            found.search_folder(&f, &shape, &writer);
            let pool = Pool::parse(&f.read_or_empty("CANDIDATES.md"));
            let summaries: Vec<&str> = pool
                .observing()
                .iter()
                .map(|c| c.summary.as_str())
                .collect();
            // The error line is the candidate's summary: the secret's place is marked in it.
            let mark = if shape.leaves_a_mark() {
                "[removed]"
            } else {
                "staging"
            };
            found.expect(
                matches!(summaries.as_slice(), [one] if one.contains(mark)),
                &shape,
                &writer,
                &format!("one candidate holding {mark:?} expected: {summaries:?}"),
            );
        }
    }
    found.assert_none();
}

/// Where the saved text is cut (120 characters, the last one `…`).
const CUT_AT: usize = 119;

#[test]
fn a_secret_cut_by_the_length_limit_leaves_no_piece_of_it() {
    // A clause too long to keep whole is cut at 120 characters. Placed so that the cut
    // falls eight characters into the needle, a secret must still be gone: what is left of
    // it no longer looks like a secret, so it must be removed before the text is cut.
    let mut found = Findings::default();
    let mut tried = 0;
    for shape in shapes() {
        let start = shape.secret.find(&shape.needle).expect("needle");
        let before = shape.secret[..start].chars().count();
        let (head, tail) = ("the nightly ", " job signs with ");
        let pad = CUT_AT.checked_sub(head.len() + tail.len() + before + 8);
        let (Some(pad), false, true) = (
            pad,
            shape.secret.contains('\n'),
            shape.needle.chars().count() >= 10 && shape.needle.is_ascii(),
        ) else {
            continue;
        };
        tried += 1;
        let filler: String = "builds ".repeat(pad / 7 + 1).chars().take(pad).collect();
        let piece = Shape {
            needle: shape.needle.chars().take(8).collect(),
            ..shape
        };
        let clause = format!("{head}{filler}{tail}{} and then stops", piece.secret);
        let f = Folder::new();
        let out = f.hook(&prompt_event(&format!("remember that {clause}")));
        found.search_output(&piece, "the prompt hook (cut)", &out.stdout);
        let out = f.mm().args(["write-memory", &clause]).run().success();
        found.search_output(&piece, "write-memory (cut)", &out.stdout);
        found.search_folder(&f, &piece, "a cut text");
    }
    assert!(
        tried >= 50,
        "only {tried} shapes could be placed across the cut"
    );
    found.assert_none();
}

/// How many hooks run at once while the lock is held (each waits for it before spooling).
const AT_ONCE: usize = 24;

/// The spooled records, decoded: the texts they hold, as a writer will merge them.
fn spooled_texts(spool: &Path) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir(spool) else {
        return Vec::new();
    };
    let mut texts = Vec::new();
    for e in dir.flatten() {
        let record: Value = serde_json::from_slice(&std::fs::read(e.path()).unwrap())
            .unwrap_or_else(|e2| panic!("{}: {e2}", e.path().display()));
        for op in record["ops"].as_array().expect("ops") {
            for field in ["text", "summary"] {
                if let Some(t) = op[field].as_str() {
                    texts.push(t.to_owned());
                }
            }
        }
    }
    texts
}

#[test]
fn no_shape_is_spooled_or_merged() {
    let shapes = shapes();
    for (lang, _, prompt, error) in CONTEXTS {
        let mut found = Findings::default();
        let f = Folder::new();
        f.init(lang);
        let lock = f.hold_lock();
        let mut queued = 0;
        for batch in shapes.chunks(AT_ONCE / 2) {
            let running: Vec<_> = batch
                .iter()
                .flat_map(|s| {
                    let command = format!("./deploy.sh staging --token {}", s.secret);
                    [
                        f.mm()
                            .arg("hook")
                            .stdin(prompt_event(&fill(prompt, &s.secret)))
                            .spawn(),
                        f.mm()
                            .arg("hook")
                            .stdin(failure_event(&command, &fill(error, &s.secret)))
                            .spawn(),
                    ]
                })
                .collect();
            for (run, shape) in running.into_iter().zip(batch.iter().flat_map(|s| [s, s])) {
                let out = run.wait().quiet();
                found.search_output(shape, &format!("a spooling hook ({lang})"), &out.stdout);
                let ctx = context_of(&out.stdout).unwrap_or_default();
                queued += usize::from(ctx.contains("✔ queued") || ctx.contains("✔ 已排队"));
            }
        }
        let spool = f.path(".memory-manager-spool");
        let records = std::fs::read_dir(&spool).map_or(0, |d| d.count());
        // Every failure and every prompt that said it was queued is one record.
        assert_eq!(
            records,
            shapes.len() + queued,
            "{lang}: records in the spool"
        );
        assert!(
            queued * 10 >= shapes.len() * 9,
            "{lang}: {queued} prompts queued"
        );
        let texts = spooled_texts(&spool);
        for shape in &shapes {
            found.search_folder(&f, shape, &format!("the spool ({lang})"));
            for t in texts.iter().filter(|t| t.contains(&shape.needle)) {
                found
                    .0
                    .push(format!("{} in a spooled record: {t}", shape.id));
            }
        }
        assert!(
            texts.iter().filter(|t| t.contains("[removed]")).count() >= shapes.len(),
            "{lang}: the records mark the secrets' places:\n{texts:#?}"
        );
        drop(lock);
        // The next writer merges every record, and the secrets are still nowhere.
        f.ok(&["write-log", "merge the spool"]);
        assert_eq!(std::fs::read_dir(&spool).map_or(0, |d| d.count()), 0);
        for shape in &shapes {
            found.search_folder(&f, shape, &format!("the merge ({lang})"));
        }
        assert_eq!(f.error_log(), "", "{lang}");
        found.assert_none();
    }
}

#[test]
fn look_alikes_are_kept_verbatim() {
    let mut wrong = Vec::new();
    for (id, text, _) in look_alikes() {
        let f = Folder::new();
        let out = f.mm().args(["write-memory", &text]).run().success();
        if out.stdout != format!("saved 📍 MEMORY.md:L15 {text}\n")
            || f.line("MEMORY.md", 15) != format!("- [{MONTH}] {text} | source: manual")
        {
            wrong.push(format!("{id} (write-memory): {}", f.line("MEMORY.md", 15)));
        }
        f.ok(&["write-log", &text]);
        let log = mask_clock(&f.read(&format!("{}.md", crate::support::TODAY)));
        if log.lines().last() != Some(&format!("- hh:mm {text}")) {
            wrong.push(format!("{id} (write-log): {log}"));
        }
        f.ok(&["candidates", "add", "rule", &text]);
        let pool = Pool::parse(&f.read("CANDIDATES.md"));
        let summary = pool.observing().first().map(|c| c.summary.clone());
        if summary.as_deref() != Some(text.as_str()) {
            wrong.push(format!("{id} (candidates add): {summary:?}"));
        }
        f.assert_nowhere("[removed]");
    }
    assert!(wrong.is_empty(), "changed:\n{}", wrong.join("\n"));
}

#[test]
fn look_alikes_survive_the_prompt_hook() {
    let rows = look_alikes();
    let mut saved = 0;
    for (id, text, token) in &rows {
        let f = Folder::new();
        let zh = text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        let prompt = if zh {
            format!("记住:{text}")
        } else {
            format!("remember that {text}")
        };
        let out = f.hook(&prompt_event(&prompt));
        assert!(!out.stdout.contains("[removed]"), "{id}: {}", out.stdout);
        f.assert_nowhere("[removed]");
        if f.exists("MEMORY.md") {
            let memory = f.read("MEMORY.md");
            assert!(
                memory.contains(token.as_str()),
                "{id}: {token:?} not kept:\n{memory}"
            );
            saved += 1;
        }
    }
    assert!(
        saved * 10 >= rows.len() * 9,
        "{saved} of {} saved",
        rows.len()
    );
}

/// A credential handed over with "keep it" is saved only when redaction found it: one of a
/// shape redaction does not know (a password after a slash, no key before it) leaves the
/// prompt unsaved rather than reach MEMORY.md whole.
#[test]
fn a_kept_credential_redaction_does_not_know_is_not_saved() {
    let shape = Shape {
        id: "unknown-shape".into(),
        secret: "Pa55w0rd!2024x".into(),
        needle: "Pa55w0rd!2024x".into(),
    };
    let mut found = Findings::default();
    for prompt in [
        "test account credentials are qa_admin / Pa55w0rd!2024x, keep them for the e2e suite",
        "the e2e credentials: qa_admin / Pa55w0rd!2024x - stash them so the suite can log in",
    ] {
        let f = Folder::new();
        let out = f.hook(&prompt_event(prompt));
        found.search_output(&shape, "the prompt hook", &out.stdout);
        found.search_folder(&f, &shape, "the prompt hook");
    }
    found.assert_none();
}
