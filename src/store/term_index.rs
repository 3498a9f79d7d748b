//! A term index of the active entries of MEMORY.md and USER.md, kept beside the memory files
//! as `.memory-manager-index`, so the prompt hook ranks with a few small reads instead of
//! parsing and tokenising every stored line before every prompt.
//!
//! Markdown stays the source of truth. The index records a hash of the exact bytes it was
//! built from and is used only while both files still hash the same; whoever finds it stale
//! ranks by reading the files ([`recall::rank`], the same answer) and rebuilds it. It is a
//! cache: written by rename without fsync, and any file it cannot make sense of is stale.
//!
//! Layout, little-endian: header | slots | postings | lines.
//! - header: magic, (length, hash) of MEMORY.md and USER.md, entry count, line count, slot
//!   count (a power of two), posting count.
//! - slot: term hash (0 = empty; open addressing, linear probing), first posting, df.
//! - posting: line index, line number, the line's length in terms, month.
//! - line: byte offset and length of the entry line in its file, which file, pinned.

use std::collections::HashMap;
use std::fs::File;
use std::io::ErrorKind;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::doc::Doc;
use super::entry::Entry;
use super::paths::{MemFile, Paths};
use super::recall::{self, Hit};

/// The index file's name in the data folder.
pub const FILE_NAME: &str = ".memory-manager-index";

const MAGIC: &[u8; 8] = b"MMTIDX01";
const HEADER: usize = 8 + 4 * 8 + 4 * 4;
const SLOT: usize = 16;
const POSTING: usize = 12;
const LINE: usize = 12;
/// Slots read per probe: most terms are found in the first.
const PROBE: usize = 4;

/// The bytes of MEMORY.md and USER.md as they are now (`None`: the file does not exist).
pub struct Sources {
    files: [(MemFile, Option<Vec<u8>>); 2],
}

impl Sources {
    pub fn read(paths: &Paths) -> Result<Sources> {
        let read = |f: MemFile| -> Result<(MemFile, Option<Vec<u8>>)> {
            let path = paths.file(f);
            match std::fs::read(&path) {
                Ok(bytes) => Ok((f, Some(bytes))),
                Err(e) if e.kind() == ErrorKind::NotFound => Ok((f, None)),
                Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
            }
        };
        Ok(Sources {
            files: [read(MemFile::Memory)?, read(MemFile::User)?],
        })
    }

    fn bytes(&self, f: MemFile) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(g, _)| *g == f)
            .and_then(|(_, b)| b.as_deref())
    }

    /// The files parsed, as [`recall::rank`] and [`build`] take them.
    pub fn docs(&self) -> Result<Vec<(MemFile, Doc)>> {
        let mut out = Vec::with_capacity(2);
        for (f, bytes) in &self.files {
            if let Some(b) = bytes {
                let Ok(text) = std::str::from_utf8(b) else {
                    bail!("{} is not UTF-8 text; not touching it", f.name());
                };
                out.push((*f, Doc::parse(text)));
            }
        }
        Ok(out)
    }

    /// (length, hash) of each file, in header order; a missing file is `(u64::MAX, 0)`.
    fn fingerprint(&self) -> [u64; 4] {
        let mut out = [u64::MAX, 0, u64::MAX, 0];
        for (i, (_, bytes)) in self.files.iter().enumerate() {
            if let Some(b) = bytes {
                out[2 * i] = b.len() as u64;
                out[2 * i + 1] = hash(b);
            }
        }
        out
    }
}

/// Where the index of `paths` lives.
pub fn path(paths: &Paths) -> std::path::PathBuf {
    paths.data_dir.join(FILE_NAME)
}

/// The active entries most relevant to `query`, best first, as [`recall::rank`] ranks them,
/// read from the index at `index`; `None` when it is missing, stale or unreadable.
pub fn lookup(index: &Path, sources: &Sources, query: &str, limit: usize) -> Option<Vec<Hit>> {
    let file = File::open(index).ok()?;
    let reader = Reader::open(file, sources)?;
    let q = recall::query_terms(query);
    if q.is_empty() || limit == 0 {
        return Some(Vec::new());
    }
    // Every posting of every query term, as (line index, line number, length, month, idf),
    // pushed term by term in sorted order.
    let mut postings: Vec<(u32, u32, u16, u16, f32)> = Vec::new();
    for term in &q {
        let Some((first, df)) = reader.slot(term_hash(term.as_bytes()))? else {
            continue;
        };
        let idf = recall::idf(reader.entries as usize, df as usize);
        let bytes = reader.read(
            reader.postings_at + first as usize * POSTING,
            df as usize * POSTING,
        )?;
        postings.extend(
            bytes
                .chunks_exact(POSTING)
                .map(|p| (u32_at(p, 0), u32_at(p, 4), u16_at(p, 8), u16_at(p, 10), idf)),
        );
    }
    // Stable, so each line's idf stay in term order and sum as the scan sums them; lines
    // in file order, so equal ranks keep it, as the scan's stable sort does.
    postings.sort_by_key(|p| p.0);
    let mut ranked: Vec<(u32, f32, u32, u32)> = Vec::new();
    for run in postings.chunk_by(|a, b| a.0 == b.0) {
        let (idx, line, len, month, _) = run[0];
        let sum: f32 = run.iter().map(|p| p.4).sum();
        let month = u32::from(month / 12) * 100 + u32::from(month % 12) + 1;
        ranked.push((idx, recall::score(sum, len as usize), month, line));
    }
    ranked.sort_by(|a, b| recall::rank_order((a.1, a.2, a.3 as usize), (b.1, b.2, b.3 as usize)));
    ranked.truncate(limit);
    ranked
        .into_iter()
        .map(|(idx, score, _, line)| {
            let rec = reader.read(reader.lines_at + idx as usize * LINE, LINE)?;
            let (offset, len) = (u32_at(&rec, 0) as usize, u32_at(&rec, 4) as usize);
            let file = if rec[8] == 0 {
                MemFile::Memory
            } else {
                MemFile::User
            };
            let raw = sources.bytes(file)?.get(offset..offset + len)?;
            let entry = Entry::parse(std::str::from_utf8(raw).ok()?)?;
            entry.is_active().then_some(Hit {
                file,
                line: line as usize,
                month: entry.month,
                fact: entry.fact,
                pinned: entry.pinned,
                score,
            })
        })
        .collect()
}

/// The open index, its header checked against `sources`.
struct Reader {
    file: File,
    entries: u32,
    mask: usize,
    slots: usize,
    postings_at: usize,
    lines_at: usize,
}

impl Reader {
    fn open(file: File, sources: &Sources) -> Option<Reader> {
        let mut head = [0u8; HEADER];
        read_exact_at(&file, &mut head, 0).ok()?;
        if &head[..8] != MAGIC {
            return None;
        }
        let fingerprint = sources.fingerprint();
        for (i, want) in fingerprint.iter().enumerate() {
            if u64_at(&head, 8 + 8 * i) != *want {
                return None;
            }
        }
        let entries = u32_at(&head, 40);
        let lines = u32_at(&head, 44) as usize;
        let slots = u32_at(&head, 48) as usize;
        let postings = u32_at(&head, 52) as usize;
        let postings_at = HEADER + slots * SLOT;
        let lines_at = postings_at + postings * POSTING;
        let size = lines_at + lines * LINE;
        let whole = file.metadata().ok()?.len() == size as u64;
        (whole && slots.is_power_of_two()).then_some(Reader {
            file,
            entries,
            mask: slots - 1,
            slots,
            postings_at,
            lines_at,
        })
    }

    fn read(&self, at: usize, len: usize) -> Option<Vec<u8>> {
        let mut buf = vec![0u8; len];
        read_exact_at(&self.file, &mut buf, at as u64).ok()?;
        Some(buf)
    }

    /// The (first posting, df) of a term: `Some(None)` when it is not indexed.
    fn slot(&self, h: u64) -> Option<Option<(u32, u32)>> {
        let mut i = h as usize & self.mask;
        let mut seen = 0;
        while seen < self.slots {
            let n = PROBE.min(self.slots - i);
            let chunk = self.read(HEADER + i * SLOT, n * SLOT)?;
            for s in chunk.chunks_exact(SLOT) {
                match u64_at(s, 0) {
                    0 => return Some(None),
                    x if x == h => return Some(Some((u32_at(s, 8), u32_at(s, 12)))),
                    _ => {}
                }
            }
            seen += n;
            i = (i + n) & self.mask;
        }
        Some(None)
    }
}

/// The index of `docs` (the parse of `sources`), as bytes.
pub fn build(sources: &Sources, docs: &[(MemFile, Doc)]) -> Result<Vec<u8>> {
    let mut entries = 0usize;
    let mut lines: Vec<u8> = Vec::new();
    let mut line_count = 0u32;
    let mut postings: HashMap<u64, Vec<[u8; POSTING]>> = HashMap::new();
    let mut folded = String::new();
    for (file, doc) in docs {
        let buf = doc.buffer();
        for (line, _, raw) in doc.entry_lines() {
            entries += 1;
            let Some(entry) = Entry::parse(raw).filter(Entry::is_active) else {
                continue;
            };
            let offset = raw.as_ptr() as usize - buf.as_ptr() as usize;
            let (distinct, len) = recall::fact_terms(&entry.fact, &mut folded);
            let mut p = [0u8; POSTING];
            p[0..4].copy_from_slice(&line_count.to_le_bytes());
            p[4..8].copy_from_slice(&u32::try_from(line).context("line")?.to_le_bytes());
            let len = u16::try_from(len).unwrap_or(u16::MAX);
            p[8..10].copy_from_slice(&len.to_le_bytes());
            p[10..12].copy_from_slice(&month_code(&entry.month).to_le_bytes());
            for t in distinct {
                postings.entry(term_hash(t.as_bytes())).or_default().push(p);
            }
            lines.extend_from_slice(&u32::try_from(offset).context("offset")?.to_le_bytes());
            lines.extend_from_slice(&u32::try_from(raw.len()).context("line")?.to_le_bytes());
            lines.extend_from_slice(&[u8::from(*file == MemFile::User), u8::from(entry.pinned)]);
            lines.extend_from_slice(&[0, 0]);
            line_count += 1;
        }
    }
    let slots = (postings.len() * 2).max(8).next_power_of_two();
    let mut table = vec![(0u64, 0u32, 0u32); slots];
    let mut terms: Vec<(&u64, &Vec<[u8; POSTING]>)> = postings.iter().collect();
    // Sorted, so the same files always give the same index.
    terms.sort_unstable_by_key(|(h, _)| **h);
    let mut body: Vec<u8> = Vec::new();
    let mut next = 0u32;
    for (h, list) in terms {
        let mut i = *h as usize & (slots - 1);
        while table[i].0 != 0 {
            i = (i + 1) & (slots - 1);
        }
        let df = u32::try_from(list.len()).context("df")?;
        table[i] = (*h, next, df);
        next += df;
        for p in list {
            body.extend_from_slice(p);
        }
    }
    let mut out = Vec::with_capacity(HEADER + slots * SLOT + body.len() + lines.len());
    out.extend_from_slice(MAGIC);
    for v in sources.fingerprint() {
        out.extend_from_slice(&v.to_le_bytes());
    }
    for v in [entries, line_count as usize, slots, next as usize] {
        out.extend_from_slice(&u32::try_from(v).context("index size")?.to_le_bytes());
    }
    for (h, first, df) in table {
        out.extend_from_slice(&h.to_le_bytes());
        out.extend_from_slice(&first.to_le_bytes());
        out.extend_from_slice(&df.to_le_bytes());
    }
    out.extend_from_slice(&body);
    out.extend_from_slice(&lines);
    Ok(out)
}

/// `YYYY-MM` as months since year 0, which fits a u16 and sorts the same way.
fn month_code(month: &str) -> u16 {
    let k = recall::month_key(month);
    let (year, m) = (k / 100, (k % 100).max(1));
    u16::try_from(year * 12 + m - 1).unwrap_or(u16::MAX)
}

/// A 64-bit hash of a term (never 0: that marks an empty slot).
fn term_hash(bytes: &[u8]) -> u64 {
    hash(bytes).max(1)
}

/// A fast 64-bit hash (multiply and fold, 8 bytes a step): it runs over both memory files
/// before every prompt, to tell whether the index still describes them.
fn hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mix = |a: u64| {
        let r = u128::from(a) * u128::from(K);
        (r as u64) ^ ((r >> 64) as u64)
    };
    let mut h = mix(bytes.len() as u64 ^ 0x2d35_8dcc_aa6c_78a5);
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        h = mix(h ^ u64::from_le_bytes(c.try_into().unwrap_or_default()));
    }
    let mut tail = [0u8; 8];
    tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    mix(mix(h ^ u64::from_le_bytes(tail)) ^ 0x5851_f42d_4c95_7f2d)
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut x = [0u8; 8];
    x.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(x)
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut x = [0u8; 4];
    x.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(x)
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], at: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, at)
}

#[cfg(windows)]
fn read_exact_at(file: &File, mut buf: &mut [u8], mut at: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_read(buf, at)? {
            0 => return Err(ErrorKind::UnexpectedEof.into()),
            n => {
                buf = &mut buf[n..];
                at += n as u64;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A folder with these MEMORY.md / USER.md texts, and its paths.
    fn folder(memory: Option<&str>, user: Option<&str>) -> (tempfile::TempDir, Paths) {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::root(dir.path());
        for (f, text) in [(MemFile::Memory, memory), (MemFile::User, user)] {
            if let Some(t) = text {
                std::fs::write(paths.file(f), t).unwrap();
            }
        }
        (dir, paths)
    }

    /// Build and write the index of the folder as it is now.
    fn index(paths: &Paths) {
        let sources = Sources::read(paths).unwrap();
        let bytes = build(&sources, &sources.docs().unwrap()).unwrap();
        std::fs::write(path(paths), bytes).unwrap();
    }

    /// What the scan says about the folder as it is now.
    fn scan(paths: &Paths, query: &str, limit: usize) -> Vec<Hit> {
        let docs = Sources::read(paths).unwrap().docs().unwrap();
        let refs: Vec<(MemFile, &Doc)> = docs.iter().map(|(f, d)| (*f, d)).collect();
        recall::rank(&refs, query, limit)
    }

    fn lookup_now(paths: &Paths, query: &str, limit: usize) -> Option<Vec<Hit>> {
        lookup(&path(paths), &Sources::read(paths).unwrap(), query, limit)
    }

    const MEMORY: &str = "# MEMORY.md\n\n## 📌 重要规则\n\n- [2026-11] 数据库迁移前先备份 | 来源:用户明确指示\n- [2026-10] Deploy billing with kubectl apply | source: user-explicit\n- [2026-09] ~~用 Redis 做缓存~~ | superseded: 2026-11 → L8\n- [2026-11] [!] 缓存用 Memcached\n";

    #[test]
    fn a_fresh_index_answers_and_a_changed_file_does_not() {
        let (_dir, paths) = folder(
            Some(MEMORY),
            Some("## 👤 基本偏好\n\n- [2026-11] 回答用中文\n"),
        );
        assert_eq!(lookup_now(&paths, "缓存", 5), None, "no index yet");
        index(&paths);
        let hits = lookup_now(&paths, "缓存怎么配置", 5).unwrap();
        assert_eq!(hits, scan(&paths, "缓存怎么配置", 5));
        assert_eq!(hits.len(), 1, "the struck line is not indexed: {hits:?}");
        assert!(hits[0].pinned && hits[0].fact == "缓存用 Memcached");
        // The same length, other bytes: the hash, not the size or the clock, decides.
        let edited = MEMORY.replace("kubectl", "helmctl");
        assert_eq!(edited.len(), MEMORY.len());
        std::fs::write(paths.file(MemFile::Memory), &edited).unwrap();
        assert_eq!(lookup_now(&paths, "kubectl", 5), None);
        std::fs::remove_file(paths.file(MemFile::User)).unwrap();
        index(&paths);
        assert_eq!(lookup_now(&paths, "helmctl", 5).unwrap().len(), 1);
        assert_eq!(lookup_now(&paths, "中文", 5).unwrap(), Vec::new());
    }

    #[test]
    fn a_damaged_index_is_stale_not_an_error() {
        let (_dir, paths) = folder(Some(MEMORY), None);
        index(&paths);
        let good = std::fs::read(path(&paths)).unwrap();
        let damaged = [
            good[..good.len() - 1].to_vec(),
            [good.as_slice(), b"x"].concat(),
            Vec::new(),
            b"MMTIDX01".to_vec(),
            {
                let mut b = good.clone();
                b[0] = b'X';
                b
            },
            {
                // A slot count that is not a power of two.
                let mut b = good.clone();
                b[48..52].copy_from_slice(&3u32.to_le_bytes());
                b
            },
        ];
        for bytes in damaged {
            std::fs::write(path(&paths), &bytes).unwrap();
            assert_eq!(lookup_now(&paths, "kubectl billing", 5), None);
        }
    }

    /// An entry line made of a small vocabulary, so queries hit several lines at once.
    fn entry_line() -> impl Strategy<Value = String> {
        let word = prop_oneof![
            Just("billing"),
            Just("Redis"),
            Just("cache"),
            Just("kubectl"),
            Just("数据库"),
            Just("缓存"),
            Just("迁移"),
            Just("用"),
            Just("ＰＮＰＭ"),
            Just("the"),
        ];
        (proptest::collection::vec(word, 1..6), 1u32..13, 0u8..6).prop_map(
            |(words, month, shape)| {
                let fact = words.join(" ");
                match shape {
                    0 => format!("- [2026-{month:02}] ~~{fact}~~ | superseded: 2026-11 → L3"),
                    1 => format!("- [2025-{month:02}] [!] {fact}"),
                    2 => format!("- [2026-{month:02}] {fact} | archived: 2026-11-30"),
                    3 => format!("prose about {fact}"),
                    _ => format!("- [2026-{month:02}] {fact} | source: manual"),
                }
            },
        )
    }

    fn memory_file() -> impl Strategy<Value = Option<String>> {
        proptest::option::weighted(
            0.9,
            proptest::collection::vec(entry_line(), 0..25)
                .prop_map(|lines| format!("# MEMORY.md\n\n## 📌 Rules\n\n{}\n", lines.join("\n"))),
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The index ranks exactly as the scan does: the same lines, order and scores.
        #[test]
        fn index_ranks_as_the_scan_does(
            memory in memory_file(),
            user in memory_file(),
            query in "(billing|redis|cache|kubectl|数据库|缓存|迁移|pnpm|用| ){1,6}",
            limit in 0usize..8,
        ) {
            let (_dir, paths) = folder(memory.as_deref(), user.as_deref());
            index(&paths);
            let indexed = lookup_now(&paths, &query, limit);
            prop_assert_eq!(indexed, Some(scan(&paths, &query, limit)));
        }
    }
}
