//! The pointer of a superseded fact, `superseded: YYYY-MM → L31` (two replacements of one
//! fact, from a merge: `→ L31, L40`), read and rewritten in place so the rest of the line
//! keeps its bytes.

use std::ops::Range;

/// Where the line numbers of a `superseded:` pointer are in `line` (the bytes after `→ `),
/// and the numbers.
pub fn find(line: &str) -> Option<(Range<usize>, Vec<usize>)> {
    if !line.contains("→") {
        return None;
    }
    let lower = line.to_ascii_lowercase();
    let at = lower.rfind("| superseded")?;
    let seg_end = line[at + 1..]
        .find(" | ")
        .map_or(line.len(), |e| at + 1 + e);
    let arrow = line[at..seg_end].find('→')? + at + '→'.len_utf8();
    let start = arrow + (line[arrow..seg_end].len() - line[arrow..seg_end].trim_start().len());
    let text = line[start..seg_end].trim_end();
    let end = start + text.len();
    let mut lines = Vec::new();
    for part in text.split(',') {
        let n = part.trim().strip_prefix('L')?.parse().ok()?;
        lines.push(n);
    }
    (!lines.is_empty()).then_some((start..end, lines))
}

/// `L31, L40`.
pub fn render(lines: &[usize]) -> String {
    lines
        .iter()
        .map(|n| format!("L{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `line` with its pointer's numbers mapped through `f`, when that changes any.
pub fn remap(line: &str, f: impl Fn(usize) -> usize) -> Option<String> {
    let (range, lines) = find(line)?;
    let moved: Vec<usize> = lines.iter().map(|&n| f(n)).collect();
    (moved != lines).then(|| {
        format!(
            "{}{}{}",
            &line[..range.start],
            render(&moved),
            &line[range.end..]
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_moves_pointers() {
        let l = "- [2026-04] ~~We use Redux~~ | source: decision | superseded: 2026-11 → L31";
        assert_eq!(find(l).unwrap().1, vec![31]);
        assert_eq!(
            remap(l, |n| n + 2).unwrap(),
            "- [2026-04] ~~We use Redux~~ | source: decision | superseded: 2026-11 → L33"
        );
        let two = "- [2026-04] ~~x~~ | superseded: 2026-11 → L3, L9 | source: manual";
        assert_eq!(find(two).unwrap().1, vec![3, 9]);
        assert_eq!(
            remap(two, |n| n * 10).unwrap(),
            "- [2026-04] ~~x~~ | superseded: 2026-11 → L30, L90 | source: manual"
        );
        assert!(find("- [2026-04] a → b").is_none());
        assert!(remap(l, |n| n).is_none());
    }
}
