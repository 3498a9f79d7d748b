//! Ranking stored lines against a query. English is ranked on words, Chinese (which has no
//! spaces) on character bigrams; both with an idf weight so rare terms count most.

use std::collections::HashSet;

use aho_corasick::AhoCorasick;

use super::doc::Doc;
use super::entry::Entry;
use super::paths::MemFile;
use crate::text::fold_width;
use crate::text::is_cjk;

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Hit {
    pub file: MemFile,
    pub line: usize,
    pub month: String,
    pub fact: String,
    pub pinned: bool,
    pub score: f32,
}

const STOPWORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "do", "does", "for", "from",
    "how", "i", "if", "in", "is", "it", "its", "me", "my", "of", "on", "or", "our", "please", "so",
    "that", "the", "this", "to", "us", "was", "we", "what", "when", "where", "which", "who", "why",
    "will", "with", "you", "your", "should", "would", "could", "there", "then", "than", "them",
    "they", "not", "no", "yes", "have", "has", "had", "let", "lets", "use", "using", "used", "now",
    "just", "also", "some", "any", "all", "into", "out", "up",
];

const CJK_STOP_BIGRAMS: &[&str] = &[
    "我们", "你们", "这个", "那个", "一下", "什么", "怎么", "可以", "一个", "是不", "不是", "的时",
    "时候", "现在", "然后", "还是", "就是", "帮我", "请帮",
];

/// Terms of a text: lowercased ASCII-ish words (≥ 2 chars, not stopwords) and CJK bigrams
/// (a lone CJK character counts as itself).
pub fn terms(text: &str) -> HashSet<String> {
    let mut folded = String::new();
    fold_into(text, &mut folded);
    let mut out = HashSet::new();
    for_each_term(&folded, |t| {
        out.insert(t.to_string());
    });
    out
}

/// Call `f` with every term of an already folded text, as slices of it: no allocation, since
/// this runs on every stored line that might match.
fn for_each_term<'a>(folded: &'a str, mut f: impl FnMut(&'a str)) {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-' || c == '.';
    let mut word_start: Option<usize> = None;
    // Start of the current CJK run, and of its previous character.
    let mut run: Option<(usize, usize)> = None;
    let flush_word = |start: usize, end: usize, f: &mut dyn FnMut(&'a str)| {
        let w = folded[start..end].trim_matches(|c: char| c == '.' || c == '-' || c == '_');
        if w.chars().nth(1).is_some() && !STOPWORDS.contains(&w) {
            f(w);
        }
    };
    let emit = |t: &'a str, f: &mut dyn FnMut(&'a str)| {
        if !CJK_STOP_BIGRAMS.contains(&t) {
            f(t);
        }
    };
    for (i, c) in folded.char_indices() {
        if is_cjk(c) {
            if let Some(ws) = word_start.take() {
                flush_word(ws, i, &mut f);
            }
            match run {
                Some((_, prev)) => {
                    emit(&folded[prev..i + c.len_utf8()], &mut f);
                    run = run.map(|(s, _)| (s, i));
                }
                None => run = Some((i, i)),
            }
        } else {
            if let Some((s, prev)) = run.take()
                && s == prev
            {
                f(&folded[s..i]);
            }
            if is_word(c) {
                word_start.get_or_insert(i);
            } else if let Some(ws) = word_start.take() {
                flush_word(ws, i, &mut f);
            }
        }
    }
    if let Some(ws) = word_start {
        flush_word(ws, folded.len(), &mut f);
    }
    if let Some((s, prev)) = run
        && s == prev
    {
        f(&folded[s..]);
    }
}

/// Does matching `text` need more than ASCII case folding? Full-width forms (lead byte
/// 0xEF) and Latin, Greek or Cyrillic capitals (lead bytes 0xC3–0xD4) do; CJK does not.
fn needs_fold(text: &str) -> bool {
    text.bytes()
        .any(|b| b == 0xEF || (0xC3..=0xD4).contains(&b))
}

/// `text` lowercased with full-width forms folded, into `out`; the common cases (ASCII,
/// CJK) skip the Unicode case tables, since this runs on every stored line.
fn fold_into(text: &str, out: &mut String) {
    out.clear();
    if text.is_ascii() {
        out.push_str(text);
        out.make_ascii_lowercase();
        return;
    }
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else if is_cjk(c) {
            out.push(c);
        } else {
            out.extend(fold_width(c).to_lowercase());
        }
    }
}

/// The folded terms of an entry's fact, each once, with how many terms it has in all (the
/// length the score is normalised by). `folded` is scratch space reused across lines.
pub(super) fn fact_terms<'a>(fact: &str, folded: &'a mut String) -> (Vec<&'a str>, usize) {
    fold_into(fact, folded);
    let folded: &'a str = folded;
    let mut distinct: Vec<&str> = Vec::new();
    let mut len = 0usize;
    for_each_term(folded, |t| {
        len += 1;
        if !distinct.contains(&t) {
            distinct.push(t);
        }
    });
    (distinct, len)
}

/// How much a term tells: rare terms (low `df` among `n` stored lines) count most.
pub(super) fn idf(n: usize, df: usize) -> f32 {
    ln(1.0 + n as f32 / df as f32)
}

/// The natural log of `x` (> 0), to f32 precision, without libm: `logf` was the binary's only
/// libm symbol, and loading libm cost every hook's start more than all the logs it takes.
fn ln(x: f32) -> f32 {
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if x.is_nan() || x < 0.0 || x == f32::INFINITY {
        return if x == f32::INFINITY { x } else { f32::NAN };
    }
    let bits = f64::from(x).to_bits();
    // x = m · 2^e with m in [1, 2); ln m = 2 atanh(s), s = (m - 1) / (m + 1) ≤ 1/3.
    let e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let m = f64::from_bits((bits & ((1 << 52) - 1)) | (1023 << 52));
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let (mut sum, mut power) = (0.0f64, s);
    for k in 0..12 {
        sum += power / f64::from(2 * k + 1);
        power *= s2;
    }
    (e as f64 * std::f64::consts::LN_2 + 2.0 * sum) as f32
}

/// A line's score from the idf of its matched terms, summed in term order (so every ranker
/// adds the same floats in the same order) and normalised by its length in terms.
pub(super) fn score(idf_sum: f32, len: usize) -> f32 {
    // Longer lines match more by chance: a mild length normalisation.
    idf_sum / (1.0 + ln(len as f32).max(0.0) / 4.0)
}

/// `YYYY-MM` as a number that sorts the same way.
pub(super) fn month_key(month: &str) -> u32 {
    month
        .bytes()
        .filter(u8::is_ascii_digit)
        .fold(0u32, |k, b| k * 10 + u32::from(b - b'0'))
}

/// Best first: higher score, then newer month, then later line.
pub(super) fn rank_order(a: (f32, u32, usize), b: (f32, u32, usize)) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0)
        .then_with(|| b.1.cmp(&a.1))
        .then_with(|| b.2.cmp(&a.2))
}

/// The query's terms, sorted: the order matched terms' idf are summed in.
pub fn query_terms(query: &str) -> Vec<String> {
    let mut q: Vec<String> = terms(query).into_iter().collect();
    q.sort_unstable();
    q
}

/// The active entries of `docs` most relevant to `query`, best first, by reading every
/// line. [`super::term_index`] gives the same answer from its index when that is fresh.
pub fn rank(docs: &[(MemFile, &Doc)], query: &str, limit: usize) -> Vec<Hit> {
    rank_terms(docs, &query_terms(query), limit)
}

/// [`rank`] for the query's [`query_terms`].
pub(super) fn rank_terms(docs: &[(MemFile, &Doc)], q: &[String], limit: usize) -> Vec<Hit> {
    if q.is_empty() || limit == 0 {
        return Vec::new();
    }
    let mut candidates = Vec::new();
    let mut df = vec![0usize; q.len()];
    let mut n = 0usize;
    let mut folded = String::new();
    // Every term of a fact is a substring of its folded line, so a line holding no query
    // term cannot match: one multi-pattern scan skips it before any parsing.
    let scan = AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(q)
        .ok();
    for (file, doc) in docs {
        // One scan over the whole file, not one per line: where the query's terms start.
        let buf = doc.buffer();
        let found: Vec<usize> = scan
            .as_ref()
            .map(|ac| ac.find_iter(buf).map(|m| m.start()).collect())
            .unwrap_or_default();
        let any_fold = needs_fold(buf);
        for (line, _, raw) in doc.entry_lines() {
            n += 1;
            if let Some(ac) = &scan {
                // `raw` is a slice of `buf`: its offset says which matches fall on it.
                let start = raw.as_ptr() as usize - buf.as_ptr() as usize;
                let first = found.partition_point(|&o| o < start);
                let direct = found.get(first).is_some_and(|&o| o < start + raw.len());
                let folded_match = !direct && any_fold && needs_fold(raw) && {
                    fold_into(raw, &mut folded);
                    ac.is_match(folded.as_str())
                };
                if !direct && !folded_match {
                    continue;
                }
            }
            let Some(entry) = Entry::parse(raw) else {
                continue;
            };
            if !entry.is_active() {
                continue;
            }
            let (distinct, len) = fact_terms(&entry.fact, &mut folded);
            // Indices into the sorted query terms, so idf is summed in that order.
            let mut matched: Vec<usize> = distinct
                .iter()
                .filter_map(|t| q.binary_search_by(|x| x.as_str().cmp(t)).ok())
                .collect();
            if matched.is_empty() {
                continue;
            }
            matched.sort_unstable();
            for &m in &matched {
                df[m] += 1;
            }
            candidates.push((*file, line, entry, matched, len));
        }
    }
    let mut hits: Vec<Hit> = candidates
        .into_iter()
        .map(|(file, line, entry, matched, len)| {
            let idf_sum: f32 = matched.iter().map(|&m| idf(n, df[m])).sum();
            Hit {
                file,
                line,
                month: entry.month,
                fact: entry.fact,
                pinned: entry.pinned,
                score: score(idf_sum, len),
            }
        })
        .collect();
    hits.sort_by(|a, b| {
        rank_order(
            (a.score, month_key(&a.month), a.line),
            (b.score, month_key(&b.month), b.line),
        )
    });
    hits.truncate(limit);
    hits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::doc::Section;
    use crate::text::Lang;

    fn doc(lines: &[(Section, &str)]) -> Doc {
        let mut d = Doc::template(MemFile::Memory, Lang::Zh);
        for (s, l) in lines {
            d.insert_in_section(*s, l);
        }
        d
    }

    #[test]
    fn ln_is_libms_to_f32_precision() {
        let mut x = 1e-30f32;
        while x < 1e30 {
            let (ours, libm) = (ln(x), x.ln());
            assert!(
                (ours - libm).abs() <= 2.0 * f32::EPSILON * libm.abs().max(1.0),
                "{x}"
            );
            x *= 1.37;
        }
        for n in 1..3000 {
            let x = n as f32 / 7.0;
            assert!((ln(x) - x.ln()).abs() <= 4.0 * f32::EPSILON * x.ln().abs().max(1.0));
        }
        assert_eq!(ln(1.0), 0.0);
        assert_eq!(ln(0.0), f32::NEG_INFINITY);
    }

    #[test]
    fn terms_are_words_and_bigrams() {
        let t = terms("用 PNPM，不用 npm: 数据库 a.b- x 我们");
        let mut v: Vec<&str> = t.iter().map(String::as_str).collect();
        v.sort_unstable();
        assert_eq!(v, ["a.b", "npm", "pnpm", "不用", "据库", "数据", "用"]);
    }

    #[test]
    fn case_and_width_do_not_hide_a_line() {
        let d = doc(&[
            (Section::Rules, "- [2026-11] 安装依赖用 ＰＮＰＭ"),
            (Section::Rules, "- [2026-11] Deploy with KUBECTL apply"),
            (Section::Rules, "- [2026-11] Café opens at ÉIGHT"),
        ]);
        let refs = [(MemFile::Memory, &d)];
        assert_eq!(rank(&refs, "pnpm", 3).len(), 1);
        assert_eq!(rank(&refs, "kubectl", 3).len(), 1);
        assert_eq!(rank(&refs, "éight", 3).len(), 1);
    }

    #[test]
    fn chinese_ranks_on_bigrams() {
        let d = doc(&[
            (Section::Rules, "- [2026-11] 用 pnpm,不用 npm"),
            (Section::Decisions, "- [2026-11] 数据库就用 PostgreSQL"),
            (Section::Decisions, "- [2026-11] 前端用 React"),
        ]);
        let hits = rank(&[(MemFile::Memory, &d)], "我们的数据库怎么配置?", 3);
        assert_eq!(hits.len(), 1);
        assert!(hits[0].fact.contains("PostgreSQL"));
        let hits = rank(&[(MemFile::Memory, &d)], "install deps with npm", 3);
        assert!(hits[0].fact.contains("pnpm"));
    }

    #[test]
    fn english_ignores_stopwords_and_struck_lines() {
        let d = doc(&[
            (
                Section::Decisions,
                "- [2026-04] ~~We use Redux~~ | superseded: 2026-11 → L31",
            ),
            (Section::Decisions, "- [2026-11] Use Zustand for state"),
        ]);
        let hits = rank(&[(MemFile::Memory, &d)], "what do we use for state?", 5);
        assert_eq!(hits.len(), 1);
        assert!(hits[0].fact.contains("Zustand"));
        assert!(rank(&[(MemFile::Memory, &d)], "the and of", 5).is_empty());
    }
}
