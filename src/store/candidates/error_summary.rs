//! The summary of a failure as the pool stores it: `Tool `head` → error line` (or
//! `Tool → error line` for a tool without a command). Written by the failure detector,
//! read back by the fingerprint: one format, defined here (docs/FORMATS.md "Candidate pool").

/// Separates the label (`Tool `head``) from the error line.
pub const ARROW: &str = " → ";

/// `Tool `head` → line`, or `Tool → line`.
pub fn render(tool: &str, head: Option<&str>, line: &str) -> String {
    match head {
        Some(head) => format!("{tool} `{head}`{ARROW}{line}"),
        None => format!("{tool}{ARROW}{line}"),
    }
}

/// A stored summary's label and error line; `None` as the label when the text is not in
/// the summary format (a hand-written error candidate, which may hold an arrow of its own:
/// "`cargo build` fails: no linker → install build-essential").
pub fn split(summary: &str) -> (Option<&str>, &str) {
    match summary.split_once(ARROW) {
        Some((label, error)) if is_label(label) => (Some(label), error),
        _ => (None, summary),
    }
}

/// `Tool` or `Tool `head``: a tool's name (one word), then at most its command in backticks.
fn is_label(label: &str) -> bool {
    let label = label.trim();
    let (tool, rest) = label.split_once(' ').unwrap_or((label, ""));
    let rest = rest.trim();
    let command = rest.strip_prefix('`').and_then(|r| r.strip_suffix('`'));
    !tool.is_empty()
        && !tool.contains('`')
        && (rest.is_empty() || command.is_some_and(|c| !c.is_empty() && !c.contains('`')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_and_splits_back() {
        let s = render("Bash", Some("npm install"), "npm error code ERESOLVE");
        assert_eq!(s, "Bash `npm install` → npm error code ERESOLVE");
        assert_eq!(
            split(&s),
            (Some("Bash `npm install`"), "npm error code ERESOLVE")
        );
        assert_eq!(split(&render("Edit", None, "x")), (Some("Edit"), "x"));
        assert_eq!(split("no arrow here"), (None, "no arrow here"));
        let by_hand = "Bash `cargo build` 失败:链接器 `cc` 未找到 → 安装 build-essential";
        assert_eq!(split(by_hand), (None, by_hand));
        assert_eq!(
            split("npm install → ERESOLVE"),
            (None, "npm install → ERESOLVE")
        );
    }
}
