//! A depth limit for the JSON and JSON5 the tool reads from files other programs write
//! (openclaw.json, settings.json, ~/.claude.json, its own records): json5's parser and a
//! recursive walk of a parsed value use a stack frame per level, so `{"a": ` × 30,000 would
//! overflow the stack (a segfault, not an error). serde_json refuses past 128 levels itself;
//! this scan gives json5 the same limit, in one linear pass before any parse.

use std::path::Path;

use anyhow::{Result, bail};

/// The deepest nesting of objects and arrays read (serde_json's own default).
pub const MAX_JSON_DEPTH: usize = 128;

/// Refuse a JSON or JSON5 text nested deeper than [`MAX_JSON_DEPTH`]; strings (either
/// quote, with escapes) and comments are skipped.
pub fn check_json_depth(text: &str, path: &Path) -> Result<()> {
    if json_depth(text.as_bytes()) > MAX_JSON_DEPTH {
        bail!(
            "{} is nested over {MAX_JSON_DEPTH} levels deep; not reading it",
            path.display()
        );
    }
    Ok(())
}

/// The deepest nesting of `[` and `{` outside strings and comments (unbalanced text counts
/// as far as it goes).
pub fn json_depth(bytes: &[u8]) -> usize {
    let (mut depth, mut deepest, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'[' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < bytes.len() && bytes[i] != q {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < bytes.len() && !(bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/')) {
                    i += 1;
                }
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    deepest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_is_counted_outside_strings_and_comments() {
        assert_eq!(json_depth(br#"{"a": [1, {"b": "[[[{"}]}"#), 3);
        assert_eq!(json_depth(b"{a: '{{\\'{', /* {{{ */ b: [] // [[[\n}"), 2);
        assert_eq!(json_depth(b"[]"), 1);
        assert_eq!(json_depth(b"\"\\\"{\""), 0);
        let deep = "{\"a\": ".repeat(30_000);
        assert_eq!(json_depth(deep.as_bytes()), 30_000);
        assert!(check_json_depth(&deep, Path::new("openclaw.json")).is_err());
        let ok = format!("{}{}", "[".repeat(128), "]".repeat(128));
        assert!(check_json_depth(&ok, Path::new("x.json")).is_ok());
    }
}
