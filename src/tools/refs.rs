//! Citations as the tools take them: `MEMORY.md:L12`, a range `MEMORY.md:L10-L20`, `USER.md:7`
//! — what the `<memory>` block and `memory_search` print, with or without the `📍`.

use crate::store::paths::MemFile;

/// A citation: the file and its 1-based lines, `first..=last`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ref {
    pub file: MemFile,
    pub first: usize,
    pub last: usize,
}

/// Reads a citation of one line or a range.
pub fn parse(text: &str) -> Result<Ref, String> {
    let bad = || format!("{text:?} is not a citation like MEMORY.md:L12 or MEMORY.md:L10-L20");
    let t = text.trim().trim_start_matches('📍').trim();
    let (file, lines) = t.rsplit_once(':').ok_or_else(bad)?;
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
    Ok(Ref { file, first, last })
}

/// Reads a citation of exactly one line.
pub fn parse_line(text: &str) -> Result<(MemFile, usize), String> {
    let r = parse(text)?;
    if r.first != r.last {
        return Err(format!(
            "{text:?} is a range: give the one line of the fact"
        ));
    }
    Ok((r.file, r.first))
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
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert!(parse_line("MEMORY.md:L1-L2").is_err());
        assert_eq!(parse_line("MEMORY.md:L4"), Ok((MemFile::Memory, 4)));
    }
}
