//! The three-way merge of two sequences of keyed items that every memory file's merge is
//! built on: items both sides hold are anchors (their longest common subsequence); what lies
//! between two anchors on each side is a gap; an item the base held that one side no longer
//! holds was deleted there and is dropped; what a side added is kept; the two gaps between
//! one pair of anchors are combined by a rule that does not depend on which side is "ours",
//! so the merge is the same whichever way round git calls it.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// One item: its identity and what it holds.
pub type Item<K, V> = (K, V);

/// Merge `a` and `b`, both descended from `o`. `pick(base, a, b)` gives the value of an item
/// both sides hold (it must not depend on the order of `a` and `b` beyond what the caller
/// documents); `combine(gap_a, gap_b)` orders the items the two sides put between one pair
/// of anchors (it must be symmetric). An item both sides hold at places that do not line up
/// (moved by hand) is kept once, at its first place in the result.
pub fn merge<K, V>(
    o: &[Item<K, V>],
    a: &[Item<K, V>],
    b: &[Item<K, V>],
    pick: impl Fn(Option<&V>, &V, &V) -> V,
    combine: impl Fn(Vec<Item<K, V>>, Vec<Item<K, V>>) -> Vec<Item<K, V>>,
) -> Vec<Item<K, V>>
where
    K: Eq + Hash + Clone,
    V: Clone,
{
    let base: HashMap<&K, &V> = o.iter().map(|(k, v)| (k, v)).collect();
    let in_a: HashMap<&K, &V> = a.iter().map(|(k, v)| (k, v)).collect();
    let in_b: HashMap<&K, &V> = b.iter().map(|(k, v)| (k, v)).collect();
    // An item of one side's gap: kept unless the base had it and the other side let it go.
    let keep = |k: &K, other: &HashMap<&K, &V>| !base.contains_key(k) || other.contains_key(k);
    let value = |k: &K, own: &V| match (in_a.get(k), in_b.get(k)) {
        (Some(va), Some(vb)) => pick(base.get(k).copied(), va, vb),
        _ => own.clone(),
    };
    // Anchors are items of the base both sides still hold; what both sides added lines
    // up only inside a gap, and only when the two sides agree on its order (see `join`).
    let anchors = lcs(a, b, |k| base.contains_key(k));
    let mut out: Vec<Item<K, V>> = Vec::with_capacity(a.len().max(b.len()));
    let (mut i, mut j) = (0, 0);
    for ai in anchors.into_iter().map(Some).chain(std::iter::once(None)) {
        let (ai_end, bj_end) = ai.unwrap_or((a.len(), b.len()));
        let gap = |side: &[Item<K, V>], other: &HashMap<&K, &V>| -> Vec<Item<K, V>> {
            side.iter()
                .filter(|(k, _)| keep(k, other))
                .map(|(k, v)| (k.clone(), value(k, v)))
                .collect()
        };
        let gap_a = gap(&a[i..ai_end], &in_b);
        let gap_b = gap(&b[j..bj_end], &in_a);
        out.extend(join(gap_a, gap_b, &combine));
        if let Some((x, y)) = ai {
            out.push((
                a[x].0.clone(),
                pick(base.get(&a[x].0).copied(), &a[x].1, &b[y].1),
            ));
            i = x + 1;
            j = y + 1;
        }
    }
    let mut seen = HashSet::new();
    out.retain(|(k, _)| seen.insert(k.clone()));
    out
}

/// Two gaps: the items both added line up when both sides hold them in one order (each
/// already carries its merged value); otherwise `combine` orders the two gaps whole, and
/// the second copy of an item is dropped later.
fn join<K, V>(
    ga: Vec<Item<K, V>>,
    gb: Vec<Item<K, V>>,
    combine: &impl Fn(Vec<Item<K, V>>, Vec<Item<K, V>>) -> Vec<Item<K, V>>,
) -> Vec<Item<K, V>>
where
    K: Eq + Hash + Clone,
    V: Clone,
{
    let ka: HashSet<&K> = ga.iter().map(|(k, _)| k).collect();
    let kb: HashSet<&K> = gb.iter().map(|(k, _)| k).collect();
    let common_a: Vec<&K> = ga
        .iter()
        .map(|(k, _)| k)
        .filter(|k| kb.contains(k))
        .collect();
    let common_b: Vec<&K> = gb
        .iter()
        .map(|(k, _)| k)
        .filter(|k| ka.contains(k))
        .collect();
    let distinct = common_a.iter().collect::<HashSet<_>>().len() == common_a.len();
    if common_a.is_empty() || common_a != common_b || !distinct {
        return combine(ga, gb);
    }
    let common: HashSet<K> = common_a.into_iter().cloned().collect();
    let mut out = Vec::new();
    let (mut ia, mut ib) = (ga.into_iter().peekable(), gb.into_iter().peekable());
    loop {
        let seg_a: Vec<_> =
            std::iter::from_fn(|| ia.next_if(|(k, _)| !common.contains(k))).collect();
        let seg_b: Vec<_> =
            std::iter::from_fn(|| ib.next_if(|(k, _)| !common.contains(k))).collect();
        out.extend(combine(seg_a, seg_b));
        match (ia.next(), ib.next()) {
            (Some(x), Some(_)) => out.push(x),
            _ => return out,
        }
    }
}

/// Index pairs of a longest common subsequence of the two key sequences. The common prefix
/// and suffix are taken first, so the quadratic table only spans what the sides changed.
fn lcs<K: Eq, V>(
    a: &[Item<K, V>],
    b: &[Item<K, V>],
    counts: impl Fn(&K) -> bool,
) -> Vec<(usize, usize)> {
    let same = |x: &Item<K, V>, y: &Item<K, V>| x.0 == y.0 && counts(&x.0);
    let prefix = a.iter().zip(b).take_while(|(x, y)| same(x, y)).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| same(x, y))
        .count();
    let (ma, mb) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let (n, m) = (ma.len(), mb.len());
    // len[i][j]: LCS length of ma[i..] and mb[j..].
    let mut len = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            len[at(i, j)] = if same(&ma[i], &mb[j]) {
                len[at(i + 1, j + 1)] + 1
            } else {
                len[at(i + 1, j)].max(len[at(i, j + 1)])
            };
        }
    }
    let mut pairs: Vec<(usize, usize)> = (0..prefix).map(|k| (k, k)).collect();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if same(&ma[i], &mb[j]) {
            pairs.push((prefix + i, prefix + j));
            i += 1;
            j += 1;
        } else if len[at(i + 1, j)] >= len[at(i, j + 1)] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs.extend((0..suffix).map(|k| (a.len() - suffix + k, b.len() - suffix + k)));
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(s: &str) -> Vec<Item<char, char>> {
        s.chars().map(|c| (c, c)).collect()
    }

    fn run(o: &str, a: &str, b: &str) -> String {
        let sorted = |x: Vec<Item<char, char>>, y: Vec<Item<char, char>>| {
            let (first, second) = if y < x { (y, x) } else { (x, y) };
            first.into_iter().chain(second).collect()
        };
        merge(&items(o), &items(a), &items(b), |_, a, _| *a, sorted)
            .into_iter()
            .map(|(k, _)| k)
            .collect()
    }

    #[test]
    fn adds_on_both_sides_are_kept_and_deletes_win() {
        assert_eq!(run("abc", "abxc", "abcy"), "abxcy");
        assert_eq!(run("abc", "ac", "abcy"), "acy");
        assert_eq!(run("abc", "abxc", "abyc"), "abxyc");
        assert_eq!(run("abc", "abyc", "abxc"), "abxyc");
        assert_eq!(run("", "x", "y"), "xy");
        // Moved by hand on one side: kept once.
        assert_eq!(run("abc", "bca", "abc").len(), 3);
    }
}
