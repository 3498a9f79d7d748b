//! Exact text assertions that show what differs.

/// Panic unless `actual` is exactly `expected`, showing a line diff and the whole of `actual`.
#[track_caller]
pub fn assert_text(what: &str, actual: &str, expected: &str) {
    if actual != expected {
        let diff = similar::TextDiff::from_lines(expected, actual)
            .unified_diff()
            .context_radius(3)
            .header("expected", "actual")
            .to_string();
        panic!("{what} is not as expected:\n{diff}\n--- {what}, whole:\n{actual}\n--- end");
    }
}

/// The `Lnn` of the first `📍 FILE:Lnn` citation of `file` in `text`.
pub fn cited_line(text: &str, file: &str) -> Option<usize> {
    let tag = format!("📍 {file}:L");
    let at = text.find(&tag)? + tag.len();
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The lines of `text` that contain `needle` (to pick the one line a test is about when the
/// rest of a file is not).
pub fn lines_with<'a>(text: &'a str, needle: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.contains(needle)).collect()
}

/// `text` with the clock's time of day masked: log lines start `- HH:MM `, which becomes
/// `- hh:mm ` (the date is the test's; the time is the machine's).
pub fn mask_clock(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let b = line.as_bytes();
            let timed = b.len() >= 8
                && b.starts_with(b"- ")
                && b[2..4].iter().all(u8::is_ascii_digit)
                && b[4] == b':'
                && b[5..7].iter().all(u8::is_ascii_digit)
                && b[7] == b' ';
            if timed {
                format!("- hh:mm {}", &line[8..])
            } else {
                line.to_string()
            }
        })
        .collect()
}

/// `text` with the wall-clock stamps that open error-log lines (`2026-12-01T09:00:48 `, after
/// any indent) masked as `<stamp> `.
pub fn mask_stamps(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let indent = line.len() - line.trim_start_matches(' ').len();
            let stamp = line.as_bytes().get(indent..indent + 20);
            let is_stamp = stamp.is_some_and(|s| {
                s.iter().enumerate().all(|(i, b)| match i {
                    4 | 7 => *b == b'-',
                    10 => *b == b'T',
                    13 | 16 => *b == b':',
                    19 => *b == b' ',
                    _ => b.is_ascii_digit(),
                })
            });
            if is_stamp {
                format!("{}<stamp> {}", &line[..indent], &line[indent + 20..])
            } else {
                line.to_string()
            }
        })
        .collect()
}
