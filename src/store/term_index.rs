//! A term index of the active entries of MEMORY.md and USER.md, kept beside the memory files
//! in the user's cache folder, so the prompt hook ranks with a few small reads instead of
//! parsing and tokenising every stored line before every prompt.
//!
//! Markdown stays the source of truth. The index records, for each file, the length and a
//! hash of the exact bytes it was built from and the file's identity and change times
//! (inode, mtime, ctime). A file whose identity and times are unchanged, and whose last
//! change was over a second before the index was built, has not changed since (ctime cannot
//! be set back, and a later change gets a later time): nothing of it is read but the hits.
//! Any other file is read and hashed; the index answers only if the hash still matches
//! (and its header is then refreshed, so the next prompt need not hash). Whoever finds it
//! stale ranks by reading the files ([`recall::rank`], the same answer) and rebuilds it. It
//! is a cache: written by rename without fsync, and any file it cannot make sense of is
//! stale.
//!
//! Layout, little-endian: header | slots | postings | lines | typo buckets | typo keys |
//! rare words.
//! - header: magic, build time, for MEMORY.md then USER.md (length, hash, device, inode,
//!   mtime, ctime), entry count, line count, slot count (a power of two), posting count,
//!   total length of the lines in terms, typo bucket count (a power of two), typo key
//!   count, rare words' bytes.
//! - slot: term hash (0 = empty; open addressing, linear probing), first posting, df.
//! - posting: line index, line number, the line's length in terms, month (`YYYYMM`), how
//!   often the line has the term (at most 255).
//! - line: byte offset and length of the entry line in its file, which file, pinned.
//! - typo bucket: the first typo key of each bucket (by the key hash's top bits), then the
//!   key count.
//! - typo key: 32 bits of the hash of a rare word or of one of its one-letter deletions
//!   (`recall::typo`), sorted, and where the word is among the rare words.
//! - rare word: its length (one byte), its bytes.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};

use super::doc::Doc;
use super::entry::Entry;
use super::paths::{MemFile, Paths};
use super::recall::{self, Hit, Query, typo};
use crate::fsx;

const MAGIC: &[u8; 8] = b"MMTIDX10";
/// Per source file: length, hash, device, inode, mtime, ctime.
const SOURCE: usize = 6 * 8;
const COUNTS_AT: usize = 16 + 2 * SOURCE;
const HEADER: usize = COUNTS_AT + 8 * 4;
const SLOT: usize = 16;
const POSTING: usize = 15;
const LINE: usize = 12;
const TYPO_KEY: usize = 8;
/// Typo keys per bucket, about: one read finds a key's.
const TYPO_BUCKET: usize = 16;
/// Slots read per probe: most terms are found in the first.
const PROBE: usize = 4;
/// A file last changed this long before the index was built is trusted by its times.
const SETTLED: Duration = Duration::from_secs(1);
/// The length recorded for a file that does not exist.
const MISSING: u64 = u64::MAX;

/// The largest memory file ranked: a prompt's hook must answer in well under a second
/// whatever the files hold (a store of 10,000 entries is about 1 MB).
pub const MAX_RANKED_BYTES: u64 = 4 * 1024 * 1024;

/// MEMORY.md and USER.md as they are now: open, with their identity and times, and their
/// bytes once something needs them.
pub struct Sources {
    files: [Source; 2],
    /// When they were opened (before their metadata was read): the build time an index
    /// made from them records.
    opened_at: u64,
}

struct Source {
    name: MemFile,
    path: PathBuf,
    /// `None`: the file does not exist.
    file: Option<File>,
    len: u64,
    /// Device, inode, mtime, ctime (ns).
    stamp: [u64; 4],
    bytes: Option<Vec<u8>>,
    /// Why the file is left out: it is over [`MAX_RANKED_BYTES`].
    too_large: Option<String>,
}

impl Source {
    fn open(paths: &Paths, name: MemFile) -> Result<Source> {
        let path = paths.file(name);
        let cannot = || format!("cannot read {}", path.display());
        // A regular file only, opened without blocking (a FIFO in its place is refused).
        let mut too_large = None;
        let (file, len, stamp) = match fsx::open_regular_in(&path, &paths.anchored)? {
            // Too large to rank: left out as if it did not exist (the index records it so,
            // and is rebuilt once it is back under the limit), and said why.
            Some(f) if f.metadata().with_context(cannot)?.len() > MAX_RANKED_BYTES => {
                too_large = Some(format!(
                    "{} is {} MB, over the {} MB a prompt ranks: run `memory-manager consolidate`",
                    path.display(),
                    f.metadata().with_context(cannot)?.len() / (1024 * 1024),
                    MAX_RANKED_BYTES / (1024 * 1024)
                ));
                (None, MISSING, [0; 4])
            }
            Some(f) => {
                let meta = f.metadata().with_context(cannot)?;
                (Some(f), meta.len(), stamp(&meta))
            }
            None => (None, MISSING, [0; 4]),
        };
        Ok(Source {
            name,
            path,
            file,
            len,
            stamp,
            bytes: None,
            too_large,
        })
    }

    /// The whole file (read once); `None` when it does not exist.
    fn load(&mut self) -> Result<Option<&[u8]>> {
        if let (Some(file), None) = (&self.file, &self.bytes) {
            let mut bytes = Vec::new();
            (&mut &*file)
                .read_to_end(&mut bytes)
                .with_context(|| format!("cannot read {}", self.path.display()))?;
            self.bytes = Some(bytes);
        }
        Ok(self.bytes.as_deref())
    }

    /// `len` bytes at `offset`: from memory when the file was read, else one pread.
    fn read_at(&self, offset: usize, len: usize) -> Option<Vec<u8>> {
        if let Some(b) = &self.bytes {
            return b.get(offset..offset + len).map(<[u8]>::to_vec);
        }
        let mut buf = vec![0u8; len];
        read_exact_at(self.file.as_ref()?, &mut buf, offset as u64).ok()?;
        Some(buf)
    }
}

#[cfg(unix)]
fn stamp(meta: &std::fs::Metadata) -> [u64; 4] {
    use std::os::unix::fs::MetadataExt;
    let ns = |s: i64, n: i64| {
        (s as u64)
            .wrapping_mul(1_000_000_000)
            .wrapping_add(n as u64)
    };
    [
        meta.dev(),
        meta.ino(),
        ns(meta.mtime(), meta.mtime_nsec()),
        ns(meta.ctime(), meta.ctime_nsec()),
    ]
}

/// No ctime to trust: every lookup hashes the files.
#[cfg(not(unix))]
fn stamp(_: &std::fs::Metadata) -> [u64; 4] {
    [0; 4]
}

fn now_ns() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX))
}

impl Sources {
    /// Open both files and read their metadata, not their bytes.
    pub fn open(paths: &Paths) -> Result<Sources> {
        let opened_at = now_ns();
        Ok(Sources {
            files: [
                Source::open(paths, MemFile::Memory)?,
                Source::open(paths, MemFile::User)?,
            ],
            opened_at,
        })
    }

    /// Why a file is left out of ranking (over [`MAX_RANKED_BYTES`]), for each one that is.
    pub fn left_out(&self) -> Vec<String> {
        self.files
            .iter()
            .filter_map(|s| s.too_large.clone())
            .collect()
    }

    fn source(&self, f: MemFile) -> &Source {
        &self.files[usize::from(f == MemFile::User)]
    }

    /// The files parsed, as [`recall::rank`] and `build` take them.
    pub fn docs(&mut self) -> Result<Vec<(MemFile, Doc)>> {
        for s in &mut self.files {
            s.load()?;
        }
        let mut out = Vec::with_capacity(2);
        for s in &self.files {
            if let Some(b) = &s.bytes {
                let text = std::str::from_utf8(b).map_err(|_| fsx::not_utf8(&s.path))?;
                out.push((s.name, Doc::parse(text)));
            }
        }
        Ok(out)
    }

    /// The header's source fields for these files, `hashes` being each file's (length, hash).
    fn header(&self, hashes: [(u64, u64); 2]) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 2 * SOURCE);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&self.opened_at.to_le_bytes());
        for (s, (len, hash)) in self.files.iter().zip(hashes) {
            for v in [len, hash].into_iter().chain(s.stamp) {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out
    }

    /// Does the header `head` still describe these files? `Some(true)` when it does but
    /// should be refreshed (a file had to be hashed and will be trusted by its times now).
    fn check(&mut self, head: &[u8]) -> Option<bool> {
        let built_at = u64_at(head, 8);
        let settled = SETTLED.as_nanos() as u64;
        let mut refresh = false;
        for (i, s) in self.files.iter_mut().enumerate() {
            let at = 16 + i * SOURCE;
            let (len, recorded_hash) = (u64_at(head, at), u64_at(head, at + 8));
            if len != s.len {
                return None;
            }
            if len == MISSING {
                continue;
            }
            let recorded: [u64; 4] = std::array::from_fn(|k| u64_at(head, at + 16 + 8 * k));
            let trusted = recorded == s.stamp
                && recorded[3] != 0
                && recorded[3].saturating_add(settled) < built_at;
            if !trusted {
                let bytes = s.load().ok()??;
                if bytes.len() as u64 != len || fsx::hash(bytes) != recorded_hash {
                    return None;
                }
                refresh |= s.stamp[3] != 0 && s.stamp[3].saturating_add(settled) < self.opened_at;
            }
        }
        Some(refresh)
    }
}

/// Where the index of `paths` lives: the cache folder, not beside the memory files, which
/// a team may commit (`~/.cache/memory-manager/index-<hash of the data folder>`). `None`
/// when there is no cache folder: ranking then always reads the files.
pub fn path(paths: &Paths, cache_dir: Option<&Path>) -> Option<PathBuf> {
    let key = fsx::hash(paths.data_dir.as_os_str().as_encoded_bytes());
    Some(cache_dir?.join(format!("index-{key:016x}")))
}

/// An index larger than this is not one the tool wrote.
const MAX_INDEX_BYTES: u64 = 1 << 30;

/// Indexes not rebuilt or refreshed for this long are deleted when another is written:
/// their folders are gone, or unchanged and rebuilt in one scan when next used.
pub const KEEP_UNUSED: Duration = Duration::from_secs(90 * 24 * 3600);

/// Write the index of `docs` (the parse of `sources`) to `index`, and delete indexes in its
/// folder untouched for [`KEEP_UNUSED`] (best effort: demos and moved projects leave them).
pub fn write(index: &Path, sources: &Sources, docs: &[(MemFile, Doc)]) -> Result<()> {
    let bytes = build(sources, docs)?;
    let dir = index.parent().context("index path")?;
    fsx::replace_cache(index, &bytes)?;
    fsx::remove_older_than(dir, KEEP_UNUSED, |name| name.starts_with("index-"));
    Ok(())
}

/// The active entries most relevant to the query `q`, best first, as [`recall::rank`]
/// ranks them, read from the index at `index`; `None` when it is missing, stale or
/// unreadable. With them, when the index's header should be [`refresh`]ed, the header that
/// was checked.
pub fn lookup(
    index: &Path,
    sources: &mut Sources,
    q: &Query,
    limit: usize,
) -> Option<(Vec<Hit>, Option<Header>)> {
    // Never through a link, never blocking on a FIFO put in its place.
    let file = fsx::open_cache(index).ok()??;
    let reader = Reader::open(file, sources)?;
    let hits = reader.rank(sources, q, limit, true)?;
    Some((hits, reader.refresh.then_some(reader.head)))
}

/// An index header as read.
pub type Header = [u8; HEADER];

/// The open index, its header checked against `sources`.
struct Reader {
    file: File,
    head: Header,
    /// The header should be refreshed: see [`Sources::check`].
    refresh: bool,
    entries: u32,
    lines: usize,
    /// The lines' average length in terms ([`recall::average_len`]).
    avg: f32,
    mask: usize,
    slots: usize,
    postings_at: usize,
    lines_at: usize,
    typo_buckets: usize,
    typo_keys: usize,
    typo_at: usize,
    rare_at: usize,
    rare_bytes: usize,
    /// The whole slot table, when it is small enough to take in one read.
    table: Option<Vec<u8>>,
}

/// A slot table up to this size is read whole: one read instead of one per query term.
const WHOLE_TABLE: usize = 64 * 1024;

impl Reader {
    /// The hits of `q`; with `fix_typos`, of `q` with its typos of rare stored words read
    /// as those words ([`Query::corrected`]), as the scan does.
    fn rank(
        &self,
        sources: &Sources,
        q: &Query,
        limit: usize,
        fix_typos: bool,
    ) -> Option<Vec<Hit>> {
        if q.is_empty() || limit == 0 {
            return Some(Vec::new());
        }
        // Per indexed line: which of the query's terms it has ([`recall::Matched`]), and its
        // line number, length and month. Dense arrays, not a sort over postings: a common term has
        // thousands of them.
        let mut masks = vec![0u128; self.lines];
        let mut line_numbers = vec![0u32; self.lines];
        let mut lens = vec![0u16; self.lines];
        let mut months = vec![0u32; self.lines];
        let mut idf = vec![0.0f32; q.terms.len()];
        // The query terms a line has more than once (few: most lines say a word once).
        let mut repeats: HashMap<u32, recall::Repeats> = HashMap::new();
        let mut postings: Vec<u8> = Vec::new();
        let mut unknown: recall::Matched = 0;
        for (i, term) in q.terms.iter().enumerate() {
            let Some((first, df)) = self.slot(term_hash(term.key.as_bytes()))? else {
                unknown |= 1 << i;
                continue;
            };
            idf[i] = recall::idf(self.entries as usize, df as usize);
            // One buffer for every term's postings: a common term's are many kilobytes.
            postings.resize(df as usize * POSTING, 0);
            let at = self.postings_at + first as usize * POSTING;
            read_exact_at(&self.file, &mut postings, at as u64).ok()?;
            for p in postings.chunks_exact(POSTING) {
                let idx = u32_at(p, 0) as usize;
                *masks.get_mut(idx)? |= 1u128 << i;
                line_numbers[idx] = u32_at(p, 4);
                lens[idx] = u16_at(p, 8);
                months[idx] = u32_at(p, 10);
                if p[14] > 1 {
                    repeats.entry(idx as u32).or_default().push((i, p[14]));
                }
            }
        }
        if fix_typos && self.typo_keys > 0 {
            let typos: Vec<(usize, &str)> = q
                .typo_words()
                .filter(|(i, _)| unknown & (1 << i) != 0)
                .collect();
            if !typos.is_empty() {
                let fixes = self.typo_fixes(&typos)?;
                if !fixes.is_empty() {
                    return self.rank(sources, &q.corrected(&fixes), limit, false);
                }
            }
        }
        // Every line that weighs enough, then in rank order (a stable sort over lines taken
        // in file order keeps the scan's order of ties), then the ones to show as the scan
        // picks them.
        let mut ranked: Vec<(u32, f32, u32, u32, recall::Matched, bool, f32)> = Vec::new();
        for (idx, &matched) in (0u32..).zip(&masks) {
            if matched == 0 {
                continue;
            }
            let i = idx as usize;
            let covered = q.coverage(matched);
            let len = usize::from(lens[i]);
            let presence = q.score(matched, &idf, len, self.avg);
            if q.weighs_enough(covered, presence, self.entries as usize) {
                let gated = q.may_be_relevant(covered, matched);
                let line_repeats = repeats.get(&idx).map_or(&[][..], Vec::as_slice);
                let score = q.rank_score(matched, line_repeats, &idf, len, self.avg);
                ranked.push((
                    idx,
                    score,
                    months[i],
                    line_numbers[i],
                    matched,
                    gated,
                    presence,
                ));
            }
        }
        type Row = (u32, f32, u32, u32, recall::Matched, bool, f32);
        let key = |r: &Row| (r.1, r.2, r.3 as usize);
        ranked.sort_by(|a, b| recall::rank_order(key(a), key(b)));
        let picks: Vec<(f32, recall::Matched, bool, f32)> = ranked
            .iter()
            .map(|r| (r.1, q.counted(r.4), r.5, r.6))
            .collect();
        let ranked: Vec<(u32, f32, u32, u32)> = Query::shown(&picks, limit, self.entries as usize)
            .into_iter()
            .map(|i| {
                let r = ranked[i];
                (r.0, r.1, r.2, r.3)
            })
            .collect();
        ranked
            .into_iter()
            .map(|(idx, score, _, line)| {
                let rec = self.read(self.lines_at + idx as usize * LINE, LINE)?;
                let (offset, len) = (u32_at(&rec, 0) as usize, u32_at(&rec, 4) as usize);
                let file = if rec[8] == 0 {
                    MemFile::Memory
                } else {
                    MemFile::User
                };
                let raw = sources.source(file).read_at(offset, len)?;
                let entry = Entry::parse(std::str::from_utf8(&raw).ok()?)?;
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

    fn open(file: File, sources: &mut Sources) -> Option<Reader> {
        let mut head = [0u8; HEADER];
        read_exact_at(&file, &mut head, 0).ok()?;
        if &head[..8] != MAGIC {
            return None;
        }
        let refresh = sources.check(&head)?;
        let entries = u32_at(&head, COUNTS_AT);
        let lines = u32_at(&head, COUNTS_AT + 4) as usize;
        let slots = u32_at(&head, COUNTS_AT + 8) as usize;
        let postings = u32_at(&head, COUNTS_AT + 12) as usize;
        let avg = recall::average_len(u64::from(u32_at(&head, COUNTS_AT + 16)), lines);
        let postings_at = HEADER + slots * SLOT;
        let lines_at = postings_at + postings * POSTING;
        let typo_buckets = u32_at(&head, COUNTS_AT + 20) as usize;
        let typo_keys = u32_at(&head, COUNTS_AT + 24) as usize;
        let rare_bytes = u32_at(&head, COUNTS_AT + 28) as usize;
        let typo_at = lines_at + lines * LINE;
        let rare_at = typo_at + (typo_buckets + 1) * 4 + typo_keys * TYPO_KEY;
        let size = rare_at + rare_bytes;
        let whole = file.metadata().ok()?.len() == size as u64;
        if !whole || !slots.is_power_of_two() || !typo_buckets.is_power_of_two() {
            return None;
        }
        let mut reader = Reader {
            file,
            head,
            refresh,
            entries,
            lines,
            avg,
            mask: slots - 1,
            slots,
            postings_at,
            lines_at,
            typo_buckets,
            typo_keys,
            typo_at,
            rare_at,
            rare_bytes,
            table: None,
        };
        if slots * SLOT <= WHOLE_TABLE {
            reader.table = Some(reader.read(HEADER, slots * SLOT)?);
        }
        Some(reader)
    }

    /// The rare stored word each of `typos` (term index, word) is one edit from, for those
    /// with exactly one ([`typo::pick`]).
    fn typo_fixes(&self, typos: &[(usize, &str)]) -> Option<Vec<(usize, String)>> {
        let buckets = self.read(self.typo_at, (self.typo_buckets + 1) * 4)?;
        let keys_at = self.typo_at + buckets.len();
        let mut fixes = Vec::new();
        for &(i, word) in typos {
            let mut candidates: Vec<String> = Vec::new();
            for key in typo::neighbourhood(word) {
                let h = typo_hash(&key);
                let b = typo_bucket(h, self.typo_buckets);
                let (from, to) = (
                    u32_at(&buckets, b * 4) as usize,
                    u32_at(&buckets, b * 4 + 4) as usize,
                );
                if to <= from || to > self.typo_keys {
                    continue;
                }
                let keys = self.read(keys_at + from * TYPO_KEY, (to - from) * TYPO_KEY)?;
                for k in keys.chunks_exact(TYPO_KEY).filter(|k| u32_at(k, 0) == h) {
                    let at = u32_at(k, 4) as usize;
                    let len = (1 + typo::MAX_LEN).min(self.rare_bytes.checked_sub(at)?);
                    let rec = self.read(self.rare_at + at, len)?;
                    let n = usize::from(*rec.first()?);
                    let w = std::str::from_utf8(rec.get(1..1 + n)?).ok()?;
                    if !candidates.iter().any(|c| c == w) {
                        candidates.push(w.to_string());
                    }
                }
            }
            if let Some(fix) = typo::pick(word, candidates.iter().map(String::as_str)) {
                fixes.push((i, fix));
            }
        }
        Some(fixes)
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
            let chunk: Cow<'_, [u8]> = match &self.table {
                Some(t) => Cow::Borrowed(t.get(i * SLOT..(i + n) * SLOT)?),
                None => Cow::Owned(self.read(HEADER + i * SLOT, n * SLOT)?),
            };
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

/// Rewrite the header of the index at `index` for the files as they are now, which
/// [`lookup`] found unchanged (by their hash) under header `checked`: from now on their
/// times vouch for them. Nothing is written if the index was replaced in between.
pub fn refresh(index: &Path, sources: &Sources, checked: &Header) -> Result<()> {
    let mut bytes = fsx::read_cache(index, MAX_INDEX_BYTES).context("the index cannot be read")?;
    if bytes.get(..HEADER) != Some(checked.as_slice()) {
        bail!("the index changed since it was checked");
    }
    let hashes = std::array::from_fn(|i| {
        let at = 16 + i * SOURCE;
        (u64_at(&bytes, at), u64_at(&bytes, at + 8))
    });
    let head = sources.header(hashes);
    bytes[..head.len()].copy_from_slice(&head);
    fsx::replace_cache(index, &bytes)
}

/// The index of `docs` (the parse of `sources`, loaded), as bytes.
fn build(sources: &Sources, docs: &[(MemFile, Doc)]) -> Result<Vec<u8>> {
    let mut entries = 0usize;
    let mut lines: Vec<u8> = Vec::new();
    let mut line_count = 0u32;
    let mut total_len = 0u64;
    let mut postings: HashMap<u64, Vec<[u8; POSTING]>> = HashMap::new();
    // The words a typo could be of, with their df.
    let mut vocabulary: HashMap<String, usize> = HashMap::new();
    for (file, doc) in docs {
        let buf = doc.buffer();
        for (line, _, raw) in doc.entry_lines() {
            entries += 1;
            let Some(entry) = Entry::parse(raw).filter(Entry::is_active) else {
                continue;
            };
            let offset = raw.as_ptr() as usize - buf.as_ptr() as usize;
            let (keys, tf, len) = recall::line_keys(&entry.fact);
            let mut p = [0u8; POSTING];
            p[0..4].copy_from_slice(&line_count.to_le_bytes());
            p[4..8].copy_from_slice(&u32::try_from(line).context("line")?.to_le_bytes());
            let len = u16::try_from(len).unwrap_or(u16::MAX);
            total_len += u64::from(len);
            p[8..10].copy_from_slice(&len.to_le_bytes());
            p[10..14].copy_from_slice(&recall::month_key(&entry.month).to_le_bytes());
            for (t, count) in keys.into_iter().zip(tf) {
                p[14] = count;
                postings.entry(term_hash(t.as_bytes())).or_default().push(p);
                if typo::eligible(&t) && t.len() <= typo::MAX_LEN {
                    *vocabulary.entry(t).or_default() += 1;
                }
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
    // Sorted, so the layout does not depend on the hash map's order.
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
    let (typo_buckets, typo_section, rare) = typo_table(&vocabulary, entries);
    let mut out = Vec::with_capacity(
        HEADER + slots * SLOT + body.len() + lines.len() + typo_section.len() + rare.len(),
    );
    let hashes = std::array::from_fn(|i| match &sources.files[i].bytes {
        Some(b) => (b.len() as u64, fsx::hash(b)),
        None => (MISSING, 0),
    });
    out.extend_from_slice(&sources.header(hashes));
    let total_len = usize::try_from(total_len).context("index size")?;
    for v in [
        entries,
        line_count as usize,
        slots,
        next as usize,
        total_len,
        typo_buckets,
        (typo_section.len() - (typo_buckets + 1) * 4) / TYPO_KEY,
        rare.len(),
    ] {
        out.extend_from_slice(&u32::try_from(v).context("index size")?.to_le_bytes());
    }
    for (h, first, df) in table {
        out.extend_from_slice(&h.to_le_bytes());
        out.extend_from_slice(&first.to_le_bytes());
        out.extend_from_slice(&df.to_le_bytes());
    }
    out.extend_from_slice(&body);
    out.extend_from_slice(&lines);
    out.extend_from_slice(&typo_section);
    out.extend_from_slice(&rare);
    Ok(out)
}

/// The typo table of a store of `entries` lines whose words are `vocabulary` (with their
/// df): its bucket count, its buckets and keys, and its rare words.
fn typo_table(vocabulary: &HashMap<String, usize>, entries: usize) -> (usize, Vec<u8>, Vec<u8>) {
    let mut rare_words: Vec<&str> = vocabulary
        .iter()
        .filter(|(_, df)| typo::is_rare(**df, entries))
        .map(|(w, _)| w.as_str())
        .collect();
    rare_words.sort_unstable();
    let mut rare = Vec::new();
    let mut keys: Vec<(u32, u32)> = Vec::new();
    for w in rare_words {
        let at = rare.len() as u32;
        rare.push(w.len() as u8);
        rare.extend_from_slice(w.as_bytes());
        keys.extend(typo::neighbourhood(w).map(|k| (typo_hash(&k), at)));
    }
    keys.sort_unstable();
    keys.dedup();
    let buckets = (keys.len() / TYPO_BUCKET).max(1).next_power_of_two();
    let mut section = Vec::with_capacity((buckets + 1) * 4 + keys.len() * TYPO_KEY);
    let mut k = 0usize;
    for b in 0..buckets {
        while k < keys.len() && typo_bucket(keys[k].0, buckets) < b {
            k += 1;
        }
        section.extend_from_slice(&(k as u32).to_le_bytes());
    }
    section.extend_from_slice(&(keys.len() as u32).to_le_bytes());
    for (h, at) in keys {
        section.extend_from_slice(&h.to_le_bytes());
        section.extend_from_slice(&at.to_le_bytes());
    }
    (buckets, section, rare)
}

/// 32 bits of a typo key's hash.
fn typo_hash(key: &str) -> u32 {
    (fsx::hash(key.as_bytes()) >> 32) as u32
}

/// The bucket of a typo key hash among `buckets` (a power of two): its top bits.
fn typo_bucket(h: u32, buckets: usize) -> usize {
    match buckets.trailing_zeros() {
        0 => 0,
        bits => (h >> (32 - bits)) as usize,
    }
}

/// A 64-bit hash of a term (never 0: that marks an empty slot).
fn term_hash(bytes: &[u8]) -> u64 {
    fsx::hash(bytes).max(1)
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

    /// Where these tests keep the index: in the temp folder, not the user's cache.
    fn index_at(paths: &Paths) -> PathBuf {
        paths.data_dir.join("index")
    }

    /// Build and write the index of the folder as it is now.
    fn index(paths: &Paths) {
        let mut sources = Sources::open(paths).unwrap();
        let docs = sources.docs().unwrap();
        std::fs::write(index_at(paths), build(&sources, &docs).unwrap()).unwrap();
    }

    /// What the scan says about the folder as it is now.
    fn scan(paths: &Paths, query: &str, limit: usize) -> Vec<Hit> {
        let docs = Sources::open(paths).unwrap().docs().unwrap();
        let refs: Vec<(MemFile, &Doc)> = docs.iter().map(|(f, d)| (*f, d)).collect();
        recall::rank(&refs, query, limit)
    }

    fn lookup_now(paths: &Paths, query: &str, limit: usize) -> Option<Vec<Hit>> {
        let mut sources = Sources::open(paths).unwrap();
        lookup(&index_at(paths), &mut sources, &Query::new(query), limit).map(|(hits, _)| hits)
    }

    /// (hits, refresh wanted, how many files were read whole).
    fn lookup_reading(paths: &Paths, query: &str) -> Option<(usize, bool, usize)> {
        let mut sources = Sources::open(paths).unwrap();
        let (hits, refresh) = lookup(&index_at(paths), &mut sources, &Query::new(query), 5)?;
        if let Some(head) = &refresh {
            super::refresh(&index_at(paths), &sources, head).unwrap();
        }
        let read = sources.files.iter().filter(|s| s.bytes.is_some()).count();
        Some((hits.len(), refresh.is_some(), read))
    }

    #[test]
    fn settled_files_are_trusted_by_their_times_and_changes_still_seen() {
        let (_dir, paths) = folder(Some(MEMORY), Some("- [2026-11] 回答用中文\n"));
        index(&paths);
        // Just written: hashed, and not yet worth a refresh.
        assert_eq!(lookup_reading(&paths, "kubectl"), Some((1, false, 2)));
        std::thread::sleep(SETTLED + Duration::from_millis(100));
        // Settled now: still hashed once, and the header refreshed...
        assert_eq!(lookup_reading(&paths, "kubectl"), Some((1, true, 2)));
        // ...after which nothing but the hit is read.
        assert_eq!(lookup_reading(&paths, "kubectl"), Some((1, false, 0)));
        // An in-place edit of the same length changes ctime: hashed again, found stale.
        let edited = MEMORY.replace("kubectl", "helmctl");
        std::fs::write(paths.file(MemFile::Memory), &edited).unwrap();
        assert_eq!(lookup_reading(&paths, "kubectl"), None);
        // A settled index of settled files reads neither file whole.
        std::thread::sleep(SETTLED + Duration::from_millis(100));
        index(&paths);
        assert_eq!(lookup_reading(&paths, "helmctl"), Some((1, false, 0)));
        assert_eq!(
            lookup_now(&paths, "helmctl", 5),
            Some(scan(&paths, "helmctl", 5))
        );
        // A refresh never patches an index another process replaced after the check.
        let mut sources = Sources::open(&paths).unwrap();
        lookup(&index_at(&paths), &mut sources, &Query::new("helmctl"), 5).unwrap();
        let checked: Header = std::fs::read(index_at(&paths)).unwrap()[..HEADER]
            .try_into()
            .unwrap();
        std::fs::write(paths.file(MemFile::User), "- [2026-11] 新的一行\n").unwrap();
        index(&paths);
        let rebuilt = std::fs::read(index_at(&paths)).unwrap();
        assert!(super::refresh(&index_at(&paths), &sources, &checked).is_err());
        assert_eq!(std::fs::read(index_at(&paths)).unwrap(), rebuilt);
    }

    #[test]
    fn a_file_too_large_to_rank_is_left_out_until_it_shrinks() {
        let (_dir, paths) = folder(Some(MEMORY), Some("- [2026-11] 回答用中文\n"));
        index(&paths);
        let big = "- [2026-11] 回答用中文\n".repeat(MAX_RANKED_BYTES as usize / 20);
        std::fs::write(paths.file(MemFile::User), &big).unwrap();
        let sources = Sources::open(&paths).unwrap();
        assert_eq!(sources.left_out().len(), 1);
        // The old index held USER.md's line: it no longer matches.
        assert_eq!(lookup_now(&paths, "中文", 5), None);
        index(&paths);
        assert_eq!(lookup_now(&paths, "中文", 5), Some(Vec::new()));
        assert_eq!(lookup_now(&paths, "kubectl", 5).unwrap().len(), 1);
        // Back under the limit: the index left it out, so it is rebuilt.
        std::fs::write(paths.file(MemFile::User), "- [2026-11] 回答用中文\n").unwrap();
        assert!(Sources::open(&paths).unwrap().left_out().is_empty());
        assert_eq!(lookup_now(&paths, "中文", 5), None);
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
    fn writing_an_index_deletes_long_unused_ones() {
        let (dir, paths) = folder(Some(MEMORY), None);
        let cache = dir.path().join("cache");
        std::fs::create_dir_all(&cache).unwrap();
        let old = SystemTime::now() - KEEP_UNUSED - Duration::from_secs(60);
        for name in ["index-00000000000000aa", "notes.txt"] {
            let f = File::create(cache.join(name)).unwrap();
            f.set_modified(old).unwrap();
        }
        let recent = File::create(cache.join("index-00000000000000bb")).unwrap();
        recent
            .set_modified(SystemTime::now() - KEEP_UNUSED / 2)
            .unwrap();
        let mut sources = Sources::open(&paths).unwrap();
        let docs = sources.docs().unwrap();
        write(&cache.join("index-00000000000000cc"), &sources, &docs).unwrap();
        let mut left: Vec<String> = std::fs::read_dir(&cache)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "index-00000000000000bb",
                "index-00000000000000cc",
                "notes.txt"
            ]
        );
    }

    #[test]
    fn the_index_reads_typos_as_the_scan_does() {
        let mut text = String::from(
            "# x\n\n- [2026-11] Grafana dashboards live in the monitoring repo\n- [2026-11] The kestrel service owns billing\n- [2026-11] The kestral job owns mail\n",
        );
        for i in 0..40 {
            text.push_str(&format!(
                "- [2026-11] Deploy service number {i} with helm\n"
            ));
        }
        let (_dir, paths) = folder(Some(&text), None);
        index(&paths);
        for (query, found) in [
            ("where are the grafna dashbords?", true),
            ("who owns kestrol billing", true),
            ("who runs kestrol", false),
            ("how to deplyo service", false),
        ] {
            let hits = lookup_now(&paths, query, 5).unwrap();
            assert_eq!(hits, scan(&paths, query, 5), "{query}");
            assert_eq!(!hits.is_empty(), found, "{query}: {hits:?}");
        }
        let hits = lookup_now(&paths, "where are the grafna dashbords?", 5).unwrap();
        assert!(hits[0].fact.starts_with("Grafana"), "{hits:?}");
    }

    #[test]
    fn ties_keep_file_order_as_the_scan_does() {
        // The same line at the same line number of both files: score, month and line tie.
        let text = "# x\n\n- [2026-11] 缓存用 Redis\n- [2026-11] 缓存用 Redis\n- [2026-11] 前端用 React\n- [2026-11] 日志输出 JSON\n";
        let (_dir, paths) = folder(Some(text), Some(text));
        index(&paths);
        let hits = lookup_now(&paths, "redis 缓存", 3).unwrap();
        assert_eq!(hits, scan(&paths, "redis 缓存", 3));
        let order: Vec<(MemFile, usize)> = hits.iter().map(|h| (h.file, h.line)).collect();
        assert_eq!(
            order,
            [
                (MemFile::Memory, 4),
                (MemFile::User, 4),
                (MemFile::Memory, 3)
            ]
        );
    }

    #[test]
    fn a_damaged_index_is_stale_not_an_error() {
        let (_dir, paths) = folder(Some(MEMORY), None);
        index(&paths);
        let good = std::fs::read(index_at(&paths)).unwrap();
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
                b[COUNTS_AT + 8..COUNTS_AT + 12].copy_from_slice(&3u32.to_le_bytes());
                b
            },
        ];
        for bytes in damaged {
            std::fs::write(index_at(&paths), &bytes).unwrap();
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
            Just("kubecti"),
            Just("grafana"),
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
            query in "(billing|redis|cache|kubectl|kubctl|kubectll|grafna|数据库|缓存|迁移|pnpm|用| ){1,6}",
            limit in 0usize..8,
        ) {
            let (_dir, paths) = folder(memory.as_deref(), user.as_deref());
            index(&paths);
            let indexed = lookup_now(&paths, &query, limit);
            prop_assert_eq!(indexed, Some(scan(&paths, &query, limit)));
        }
    }
}
