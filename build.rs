//! Build steps.
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
//! 4. Compile recall's Chinese word list (`zh_dict.txt`, from jieba's dictionary) into sorted
//!    fixed-width tables, one per word length, grouped by leading character behind a direct
//!    index, and its Traditional → Simplified table (`zh_fold.txt`, from OpenCC) into a
//!    sorted array: segmenting Chinese then costs one index read and a short binary search
//!    per candidate word, and nothing at start-up (docs/RECALL.md "Terms"). Both files are
//!    made by `scripts/`; nothing is fetched at build time.
//! 5. Hand the linker the hook's functions (`link/hot-code.txt`, made by
//!    `scripts/hot-code.py`) to place together at the start of the code, when the linker is
//!    rust-lld (Rust 1.90+ on x86_64 Linux, no linker configured): the code a prompt hook runs
//!    (about 400 KB) was spread over some fifty 64 KiB stretches of the 5.8 MB `.text`, each
//!    a page fault at every start; placed together it is a handful. Measured with
//!    `perf stat` on the bench's 1k store (en prompt, one build linked without and with the
//!    list): 137 → 105 page faults, 1.72 → 1.61 ms task-clock (docs/ARCHITECTURE.md "The
//!    hot path"). A name the binary no longer has is skipped; a stale list only costs those
//!    faults again.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

#[path = "src/store/recall/english.rs"]
#[allow(dead_code)]
mod english;

const LEXICON: &str = "src/store/recall/lexicon.tsv";
const ZH_COMMON: &str = "src/store/recall/zh_common.txt";
const ZH_DICT: &str = "src/store/recall/zh_dict.txt";
const ZH_FOLD: &str = "src/store/recall/zh_fold.txt";
const HOT_CODE: &str = "link/hot-code.txt";

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
    for f in [
        LEXICON,
        ZH_COMMON,
        ZH_DICT,
        ZH_FOLD,
        "src/store/recall/english.rs",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed={HOT_CODE}");
    if linux && links_with_rust_lld() {
        hot_code_first();
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
    zh_tables(&out);
}

/// `zh_dict.txt` as three tables of words of 2, 3 and 4 characters (3 bytes each in UTF-8),
/// sorted, each word stored as its characters after the first and a byte for its count
/// (`8 · ln count`); the words sharing a leading character are one run of each table, found
/// through `ZH_LEAD` (the character's slot + 1, 0 for none, indexed by [`lead_index`]) and
/// `ZH_STARTS` (per slot, where its run starts in each table; a last row holds the ends).
/// A lookup so reads two index entries and binary searches one short run instead of a whole
/// table (callgrind, the bench's zh prompt: `Analysis::of` 134K → 119K instructions).
/// The former flat tables are kept for the tests, which check that both give the same
/// answer for every word and for non-words. `zh_fold.txt` as a sorted
/// `(traditional, simplified)` array.
fn zh_tables(out: &std::path::Path) {
    let dict = std::fs::read_to_string(ZH_DICT).expect("read zh_dict.txt");
    let mut by_len: [Vec<(String, u8)>; 3] = Default::default();
    for line in dict.lines().filter(|l| !l.starts_with('#')) {
        let (word, count) = line.split_once(' ').expect("zh_dict.txt: word count");
        let count: f64 = count.parse().expect("zh_dict.txt: count");
        let n = word.chars().count();
        assert!(
            (2..=4).contains(&n) && word.len() == 3 * n && word.chars().all(is_han),
            "zh_dict.txt: {word:?} is not 2-4 Han characters"
        );
        by_len[n - 2].push((
            word.to_string(),
            (count.ln() * 8.0).round().min(255.0) as u8,
        ));
    }
    let mut code = String::from("// Generated by build.rs from zh_dict.txt and zh_fold.txt.\n");
    let include = |code: &mut String, name: &str, file: &str, test_only: bool| {
        let cfg = if test_only { "#[cfg(test)] " } else { "" };
        writeln!(
            code,
            "{cfg}pub static {name}: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\"));"
        )
        .unwrap();
    };
    for (i, words) in by_len.iter_mut().enumerate() {
        words.sort();
        words.dedup_by(|a, b| a.0 == b.0);
        let n = i + 2;
        let bytes: Vec<u8> = words.iter().flat_map(|(w, _)| w.bytes()).collect();
        let freq: Vec<u8> = words.iter().map(|(_, f)| *f).collect();
        std::fs::write(out.join(format!("zh_words{n}")), bytes).expect("write zh words");
        std::fs::write(out.join(format!("zh_freq{n}")), freq).expect("write zh freq");
        include(
            &mut code,
            &format!("ZH_WORDS{n}"),
            &format!("zh_words{n}"),
            true,
        );
        include(
            &mut code,
            &format!("ZH_FREQ{n}"),
            &format!("zh_freq{n}"),
            true,
        );
        // The runs: each word without its first character (3 bytes), then its count byte.
        let runs: Vec<u8> = words
            .iter()
            .flat_map(|(w, f)| w.as_bytes()[3..].iter().copied().chain([*f]))
            .collect();
        std::fs::write(out.join(format!("zh_runs{n}")), runs).expect("write zh runs");
        include(
            &mut code,
            &format!("ZH_RUNS{n}"),
            &format!("zh_runs{n}"),
            false,
        );
    }
    // Slots: the leading characters of all three tables, in code point order (the tables'
    // order too, UTF-8 sorting as code points do).
    let leads: BTreeSet<char> = by_len
        .iter()
        .flatten()
        .map(|(w, _)| w.chars().next().expect("a word"))
        .collect();
    let mut lead = vec![0u16; LEAD_SLOTS];
    let mut starts: Vec<u32> = Vec::with_capacity(3 * (leads.len() + 1));
    let mut at = [0usize; 3];
    for (slot, &c) in leads.iter().enumerate() {
        lead[lead_index(c).expect("a Han leading character")] =
            u16::try_from(slot + 1).expect("fewer than 65535 leading characters");
        for (t, words) in by_len.iter().enumerate() {
            while at[t] < words.len() && words[at[t]].0.chars().next() < Some(c) {
                at[t] += 1;
            }
            starts.push(u32::try_from(at[t]).expect("fewer than 2^32 words"));
        }
    }
    for words in &by_len {
        starts.push(u32::try_from(words.len()).expect("fewer than 2^32 words"));
    }
    let lead: Vec<u8> = lead.iter().flat_map(|s| s.to_le_bytes()).collect();
    let starts: Vec<u8> = starts.iter().flat_map(|s| s.to_le_bytes()).collect();
    std::fs::write(out.join("zh_lead"), lead).expect("write zh lead");
    std::fs::write(out.join("zh_starts"), starts).expect("write zh starts");
    include(&mut code, "ZH_LEAD", "zh_lead", false);
    include(&mut code, "ZH_STARTS", "zh_starts", false);
    let fold = std::fs::read_to_string(ZH_FOLD).expect("read zh_fold.txt");
    let mut pairs: Vec<(char, char)> = fold
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut c = l.chars();
            let (t, tab, s) = (c.next(), c.next(), c.next());
            assert!(
                tab == Some('\t') && c.next().is_none(),
                "zh_fold.txt: {l:?}"
            );
            (t.unwrap(), s.expect("zh_fold.txt: a pair"))
        })
        .collect();
    pairs.sort();
    pairs.dedup_by(|a, b| a.0 == b.0);
    writeln!(code, "pub static ZH_FOLD: &[(char, char)] = &{pairs:?};").unwrap();
    std::fs::write(out.join("zh_tables.rs"), code).expect("write zh_tables.rs");
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

/// Whether rustc links the binary with its own lld, which takes `--symbol-ordering-file`
/// (GNU ld does not, and fails on it): the default for x86_64-unknown-linux-gnu since
/// Rust 1.90, unless a linker or linker flavour is configured.
fn links_with_rust_lld() -> bool {
    let target = std::env::var("TARGET").unwrap_or_default();
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    if target != "x86_64-unknown-linux-gnu"
        || std::env::var_os("RUSTC_LINKER").is_some()
        || flags.contains("linker")
        || flags.contains("link-self-contained")
        || flags.contains("fuse-ld")
    {
        return false;
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let Ok(out) = std::process::Command::new(rustc).arg("-vV").output() else {
        return false;
    };
    // "release: 1.95.0" (or "1.96.0-nightly").
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(release) = text.lines().find_map(|l| l.strip_prefix("release: ")) else {
        return false;
    };
    let mut parts = release
        .split(['.', '-'])
        .map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    (major, minor) >= (1, 90)
}

/// Ask the linker to put the functions of `link/hot-code.txt` first, in its order.
fn hot_code_first() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let path = std::path::Path::new(&dir).join(HOT_CODE);
    let path = path.to_string_lossy();
    // `-Wl,` splits at commas: a path with one cannot be passed this way.
    if path.contains(',') || !std::path::Path::new(path.as_ref()).is_file() {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-Wl,--symbol-ordering-file={path}");
    println!("cargo:rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// How many entries `ZH_LEAD` has: one per Han character of [`is_han`].
const LEAD_SLOTS: usize = 0x6C00 + 0x200;

/// A Han character's entry in `ZH_LEAD`; the same mapping as `zh_dict::lead_index`.
fn lead_index(c: char) -> Option<usize> {
    match c {
        '\u{3400}'..='\u{9FFF}' => Some(c as usize - 0x3400),
        '\u{F900}'..='\u{FAFF}' => Some(0x6C00 + c as usize - 0xF900),
        _ => None,
    }
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
