//! Daily logs: `YYYY-MM-DD.md` in the data folder (docs/FORMATS.md "Daily logs").

use std::path::PathBuf;

use anyhow::{Context, Result};
use chrono::NaiveDate;

use super::paths::Paths;

/// The day a daily log's file name (`2026-11-30.md`) stands for.
pub fn day_of(name: &str) -> Option<NaiveDate> {
    let stem = name.strip_suffix(".md")?;
    // Exactly YYYY-MM-DD: chrono alone also takes `2026-1-5`.
    (stem.len() == 10)
        .then(|| NaiveDate::parse_from_str(stem, "%Y-%m-%d").ok())
        .flatten()
}

/// The daily logs of the data folder (regular files only), oldest first.
pub fn daily_logs(paths: &Paths) -> Result<Vec<(NaiveDate, PathBuf)>> {
    let dir = &paths.data_dir;
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", dir.display())),
    };
    let mut logs: Vec<(NaiveDate, PathBuf)> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| Some((day_of(e.file_name().to_str()?)?, e.path())))
        .collect();
    logs.sort();
    Ok(logs)
}

#[cfg(test)]
mod tests {
    use super::day_of;

    #[test]
    fn only_whole_dates_name_a_daily_log() {
        assert_eq!(
            day_of("2026-11-30.md"),
            chrono::NaiveDate::from_ymd_opt(2026, 11, 30)
        );
        for name in [
            "2026-11.md",
            "2026-1-5.md",
            "2026-11-31.md",
            "notes.md",
            "2026-11-30.txt",
        ] {
            assert_eq!(day_of(name), None, "{name}");
        }
    }
}
