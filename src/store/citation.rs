//! Citations, the one reader of them for the CLI and the agent's tools: `MEMORY.md:L12`, a
//! range `MEMORY.md:L10-L20`, `USER.md:7`, with or without the `📍` — and a whole line as
//! `recall`, `memory_search` and the `<memory>` block print it, `📍 MEMORY.md:L12 [2026-12]
//! Use pnpm`, whose text is then what the caller saw there (as `--was` says it), so a line
//! that moved since is found by that text or refused (store/edit.rs).

use super::paths::MemFile;

/// A citation: the file and its 1-based lines, `first..=last`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ref {
    pub file: MemFile,
    pub first: usize,
    pub last: usize,
}

/// Reads a citation of one line or a range; any text after it is ignored (see [`parse_seen`]).
pub fn parse(text: &str) -> Result<Ref, String> {
    parse_seen(text).map(|(r, _)| r)
}

/// Reads a citation and the fact printed after it, if any: `📍 MEMORY.md:L12 [2026-12] [!]
/// Use pnpm` gives `Use pnpm` (the month and the pin mark are the citation's, not the fact's).
pub fn parse_seen(text: &str) -> Result<(Ref, Option<String>), String> {
    let bad = || format!("{text:?} is not a citation like MEMORY.md:L12 or MEMORY.md:L10-L20");
    let t = text.trim().trim_start_matches('📍').trim();
    // The location is the first word; the file name holds no space, nor does `L10-L20`.
    let (location, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    let (file, lines) = location.rsplit_once(':').ok_or_else(bad)?;
    let file = MemFile::parse(file)
        .ok_or_else(|| format!("unknown file {file:?} in {text:?}: use MEMORY.md or USER.md"))?;
    let number = |s: &str| {
        s.trim()
            .trim_start_matches(['L', 'l'])
            .parse::<usize>()
            .ok()
            .filter(|n| *n > 0)
    };
    let (first, last) = match lines.split_once(['-', '–']) {
        Some((a, b)) => (number(a), number(b)),
        None => (number(lines), number(lines)),
    };
    let (Some(first), Some(last)) = (first, last) else {
        return Err(bad());
    };
    if last < first {
        return Err(format!("{text:?} ends before it starts"));
    }
    Ok((Ref { file, first, last }, seen_fact(rest)))
}

/// The fact of a printed citation's tail: without its `[YYYY-MM]` month and `[!]` pin mark.
fn seen_fact(rest: &str) -> Option<String> {
    let mut t = rest.trim();
    if let Some(after) = t.strip_prefix('[')
        && let Some((month, tail)) = after.split_once(']')
        && month.len() == 7
        && month.bytes().enumerate().all(|(i, b)| {
            if i == 4 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        })
    {
        t = tail.trim_start();
    }
    t = t.strip_prefix("[!]").map_or(t, str::trim_start);
    (!t.is_empty()).then(|| t.to_string())
}

/// Reads a citation of exactly one line.
pub fn parse_line(text: &str) -> Result<(MemFile, usize), String> {
    parse_line_seen(text).map(|(file, line, _)| (file, line))
}

/// Reads a citation of exactly one line, and the fact printed after it, if any.
pub fn parse_line_seen(text: &str) -> Result<(MemFile, usize, Option<String>), String> {
    let (r, seen) = parse_seen(text)?;
    if r.first != r.last {
        return Err(format!(
            "{text:?} is a range: give the one line of the fact"
        ));
    }
    Ok((r.file, r.first, seen))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_as_printed_and_as_typed() {
        let one = |file, n| Ref {
            file,
            first: n,
            last: n,
        };
        assert_eq!(parse("MEMORY.md:L12"), Ok(one(MemFile::Memory, 12)));
        assert_eq!(parse("📍 USER.md:L7"), Ok(one(MemFile::User, 7)));
        assert_eq!(parse("📍MEMORY.md:L18"), Ok(one(MemFile::Memory, 18)));
        assert_eq!(parse("memory:12"), Ok(one(MemFile::Memory, 12)));
        assert_eq!(
            parse("MEMORY.md:L10-L20"),
            Ok(Ref {
                file: MemFile::Memory,
                first: 10,
                last: 20
            })
        );
        assert_eq!(parse("USER.md:L3-5").map(|r| r.last), Ok(5));
        for bad in [
            "MEMORY.md",
            "MEMORY.md:L0",
            "MEMORY.md:Lx",
            "NOTES.md:L1",
            "MEMORY.md:L9-L3",
            "📍 Use pnpm: always",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert!(parse_line("MEMORY.md:L1-L2").is_err());
        assert_eq!(parse_line("MEMORY.md:L4"), Ok((MemFile::Memory, 4)));
    }

    #[test]
    fn a_whole_printed_line_gives_the_fact_seen() {
        let seen = |t| parse_line_seen(t).unwrap().2;
        assert_eq!(seen("📍 MEMORY.md:L18"), None);
        assert_eq!(
            seen("📍 MEMORY.md:L18 [2026-12] Use pnpm: never npm"),
            Some("Use pnpm: never npm".into())
        );
        assert_eq!(
            seen("📍 MEMORY.md:L3 [2026-12] [!] Deploy from main"),
            Some("Deploy from main".into())
        );
        // A bracket that is not a month is the fact's own.
        assert_eq!(
            seen("USER.md:L2 [draft] notes"),
            Some("[draft] notes".into())
        );
    }
}
