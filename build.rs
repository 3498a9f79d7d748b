//! Three build steps.
//!
//! 1. Link the Linux binary as a fixed-address (non-PIE) executable, unless
//!    `MEMORY_MANAGER_PIE=1` is set at build time. The hook starts before every prompt. As a
//!    position-independent executable, the dynamic loader first patches about 10,000
//!    pointers in the binary's read-only data, copying some fifty pages on write; that was a
//!    sixth of a prompt hook's whole run (`cargo bench --bench hooks`). The cost is
//!    address-space randomisation of the executable itself (libraries stay randomised); set
//!    `MEMORY_MANAGER_PIE=1` to keep it.
//! 2. Link the unwinder (libgcc_eh) into the Linux binary instead of loading libgcc_s.so,
//!    as `-static-libgcc` does for C, when the C compiler has it. Loading libgcc_s runs its
//!    constructor, which probes the CPU with `cpuid`: in a virtual machine each probe traps
//!    to the hypervisor, and that was about 5% of a prompt hook's run, the part a bash hook
//!    does not pay (`perf` on `cargo bench --bench hooks`). Rust names `gcc_s` itself, so a
//!    one-line linker script by that name in a folder searched first points it at
//!    libgcc_eh.a. `MEMORY_MANAGER_SHARED_LIBGCC=1` keeps the shared one.
//! 3. Compile recall's lexicon (`src/store/recall/lexicon.tsv`, `zh_common.txt`) into sorted
//!    static tables, its English forms stemmed by recall's own word code, so the hook
//!    neither parses nor stems it at run time (docs/RECALL.md "Lexicon").

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

#[path = "src/store/recall/english.rs"]
#[allow(dead_code)]
mod english;

const LEXICON: &str = "src/store/recall/lexicon.tsv";
const ZH_COMMON: &str = "src/store/recall/zh_common.txt";

fn main() {
    println!("cargo:rerun-if-env-changed=MEMORY_MANAGER_PIE");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let keep_pie = std::env::var("MEMORY_MANAGER_PIE").is_ok_and(|v| v == "1");
    if linux && !keep_pie {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-env-changed=MEMORY_MANAGER_SHARED_LIBGCC");
    let gnu = std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|env| env == "gnu");
    let shared_libgcc = std::env::var("MEMORY_MANAGER_SHARED_LIBGCC").is_ok_and(|v| v == "1");
    if linux && gnu && !shared_libgcc {
        static_libgcc();
    }
    for f in [LEXICON, ZH_COMMON, "src/store/recall/english.rs"] {
        println!("cargo:rerun-if-changed={f}");
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    match lexicon() {
        Ok(code) => std::fs::write(out.join("lexicon.rs"), code).expect("write lexicon.rs"),
        Err(errors) => {
            for e in &errors {
                println!("cargo:warning={e}");
            }
            panic!("{} errors in the recall lexicon", errors.len());
        }
    }
}

/// Point `-lgcc_s` at the C compiler's libgcc_eh.a; nothing when it has none (the binary
/// then loads libgcc_s.so as usual).
fn static_libgcc() {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_owned());
    let Ok(out) = std::process::Command::new(&cc)
        .arg("-print-file-name=libgcc_eh.a")
        .output()
    else {
        return;
    };
    let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    // Without the file the compiler prints the bare name back.
    if !out.status.success() || !std::path::Path::new(&path).is_absolute() {
        return;
    }
    let dir = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("libgcc");
    std::fs::create_dir_all(&dir).expect("create the libgcc folder");
    std::fs::write(dir.join("libgcc_s.a"), format!("INPUT({path})\n")).expect("write libgcc_s.a");
    println!("cargo:rustc-link-search=native={}", dir.display());
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// The generated tables, or every problem found in the data.
fn lexicon() -> Result<String, Vec<String>> {
    let text = std::fs::read_to_string(LEXICON).expect("read lexicon.tsv");
    let common = std::fs::read_to_string(ZH_COMMON).expect("read zh_common.txt");
    let stemmer = english::stemmer();
    let mut errors = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    // (stems of the phrase) → concepts; Chinese word → concepts (none: a common word).
    let mut phrases: BTreeMap<Vec<String>, BTreeSet<u16>> = BTreeMap::new();
    let mut zh: BTreeMap<String, BTreeSet<u16>> = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let at = format!("{LEXICON}:{}", n + 1);
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((name, forms)) = line.split_once('\t') else {
            errors.push(format!("{at}: no tab between the name and the forms"));
            continue;
        };
        if names.contains(&name) {
            errors.push(format!("{at}: the group {name} is named twice"));
        }
        let id = u16::try_from(names.len()).expect("fewer than 65536 groups");
        names.push(name);
        for form in forms.split(',').map(str::trim) {
            if form.is_empty() {
                errors.push(format!("{at}: an empty form"));
            } else if form.chars().any(is_han) {
                if !form.chars().all(is_han) {
                    errors.push(format!("{at}: {form:?} mixes Chinese with other text"));
                }
                zh.entry(form.to_string()).or_default().insert(id);
            } else {
                let mut stems = Vec::new();
                let mut content = 0;
                english::for_each_word(&stemmer, form, |w| match w {
                    english::Word::Stem(s) => {
                        content += 1;
                        stems.push(s);
                    }
                    english::Word::Stop(s) => stems.push(s),
                    english::Word::Compound(_) => {}
                });
                if content == 0 {
                    errors.push(format!("{at}: {form:?} is only stop words"));
                } else {
                    phrases.entry(stems).or_default().insert(id);
                }
            }
        }
    }
    for word in common
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
    {
        if !word.chars().all(is_han) || word.chars().count() < 2 {
            errors.push(format!("{ZH_COMMON}: {word:?} is not a Chinese word"));
        }
        zh.entry(word.to_string()).or_default();
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut code = String::from("// Generated by build.rs from lexicon.tsv and zh_common.txt.\n");
    let list = |ids: &BTreeSet<u16>| ids.iter().map(u16::to_string).collect::<Vec<_>>().join(",");
    writeln!(code, "pub static CONCEPTS: &[&str] = &{names:?};").unwrap();
    code.push_str("pub static EN_PHRASES: &[(&str, &[&str], &[u16])] = &[\n");
    for (stems, ids) in &phrases {
        writeln!(
            code,
            "({:?}, &{:?}, &[{}]),",
            stems[0],
            &stems[1..],
            list(ids)
        )
        .unwrap();
    }
    code.push_str("];\npub static ZH_WORDS: &[(&str, &[u16])] = &[\n");
    for (word, ids) in &zh {
        writeln!(code, "({word:?}, &[{}]),", list(ids)).unwrap();
    }
    let longest = zh.keys().map(|w| w.chars().count()).max().unwrap_or(1);
    writeln!(code, "];\npub const ZH_LONGEST: usize = {longest};").unwrap();
    Ok(code)
}
