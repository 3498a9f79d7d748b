use super::table::parse_date;
use super::*;
use chrono::Datelike;
use proptest::prelude::*;

fn d(s: &str) -> NaiveDate {
    parse_date(s).unwrap()
}

const ZH: &str = "# 候选池\n\n手写的说明\n\n## 🌱 观察中\n| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 |\n|----|------|---------|---------|---------|------|------|\n| C001 | 错误 | Bash `npm install` → npm ERR! code ERESOLVE | 2026-11-02 | 2026-11-09 | 2/3 | MEMORY.md ⚠️ |\n| C002 | 偏好 | 回复用中文 | 2026-11-03 | 2026-11-03 | 1/3 明确 | USER.md 👤 |\n## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n## 🗑️ 已丢弃\n| ID | 内容摘要 | 原因 | 日期 |\n";

#[test]
fn parses_the_original_format() {
    let p = Pool::parse(ZH);
    assert_eq!(p.lang(), Lang::Zh);
    let obs = p.observing();
    assert_eq!(obs.len(), 2);
    assert_eq!(obs[0].kind, CandidateKind::Error);
    assert_eq!(obs[0].count, 2);
    assert!(!obs[0].explicit);
    assert!(obs[1].explicit);
    assert_eq!(p.ready().len(), 1);
    assert_eq!(p.render(), ZH);
}

#[test]
fn english_headers_read_alike() {
    let t = "## 🌱 Observing\n| ID | Type | Summary | First seen | Last seen | Count | Target |\n|---|---|---|---|---|---|---|\n| C007 | rule | Run tests before commit | 2026-01-01 | 2026-01-05 | 3/3 | MEMORY.md 📌 |\n";
    let p = Pool::parse(t);
    assert_eq!(p.lang(), Lang::En);
    assert_eq!(p.ready()[0].id, "C007");
    assert_eq!(p.ready()[0].kind, CandidateKind::Rule);
}

#[test]
fn observe_counts_and_adds() {
    let mut p = Pool::parse(&Pool::template(Lang::Zh));
    let a = p.observe(
        CandidateKind::Rule,
        "先跑测试再提交",
        false,
        CandidateSource::Hook,
        d("2026-11-01"),
    );
    assert_eq!((a.id.as_str(), a.count, a.created), ("C001", 1, true));
    let b = p.observe(
        CandidateKind::Rule,
        "先跑测试再提交",
        false,
        CandidateSource::Hook,
        d("2026-11-04"),
    );
    assert_eq!((b.id.as_str(), b.count, b.created), ("C001", 2, false));
    let c = p.observe(
        CandidateKind::Rule,
        "先跑测试再提交",
        false,
        CandidateSource::Hook,
        d("2026-11-05"),
    );
    assert!(c.ready);
    let e = p.observe(
        CandidateKind::Preference,
        "用 tab | 不用空格",
        true,
        CandidateSource::Hook,
        d("2026-11-05"),
    );
    assert_eq!(e.id, "C002");
    assert!(e.ready);
    let text = p.render();
    assert!(text.contains(
        "| C001 | 规则 | 先跑测试再提交 | 2026-11-01 | 2026-11-05 | 3/3 | MEMORY.md 📌 |"
    ));
    assert!(text.contains("用 tab \\| 不用空格"));
    assert!(text.contains("1/3 明确"));
    let back = Pool::parse(&text);
    assert_eq!(back.get("C2").unwrap().summary, "用 tab | 不用空格");
    assert!(back.get("c002").unwrap().explicit);
}

#[test]
fn promote_and_drop_move_rows() {
    let mut p = Pool::parse(ZH);
    p.promote("C001", "MEMORY.md:L24", d("2026-11-10")).unwrap();
    p.drop("C002", "没用", d("2026-11-10")).unwrap();
    let text = p.render();
    assert!(text.contains("## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n| C001 | Bash `npm install` → npm ERR! code ERESOLVE | 2026-11-10 | MEMORY.md:L24 |\n"));
    assert!(text.ends_with("| C002 | 回复用中文 | 没用 | 2026-11-10 |\n"));
    assert!(text.contains("手写的说明"));
    assert!(p.observing().is_empty());
    assert!(p.promote("C001", "x", d("2026-11-10")).is_err());
    assert!(p.drop("C009", "x", d("2026-11-10")).is_err());
    // IDs are never reused.
    let o = p.observe(
        CandidateKind::Rule,
        "new",
        false,
        CandidateSource::Hook,
        d("2026-11-11"),
    );
    assert_eq!(o.id, "C003");
}

#[test]
fn missing_sections_are_created() {
    let mut p = Pool::parse("my notes\r\n");
    p.observe(
        CandidateKind::Error,
        "boom",
        false,
        CandidateSource::Hook,
        d("2026-01-01"),
    );
    p.promote("C001", "MEMORY.md:L3", d("2026-01-02")).unwrap();
    let t = p.render();
    assert!(t.starts_with("my notes\r\n\r\n## 🌱 Observing\r\n"));
    let back = Pool::parse(&t);
    assert_eq!(back.promoted()[0].location, "MEMORY.md:L3");
    assert_eq!(back.render(), t);
}

#[test]
fn stale_candidates() {
    let p = Pool::parse(ZH);
    assert!(p.stale(d("2026-12-02"), 30).is_empty());
    let s = p.stale(d("2026-12-03"), 30);
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].id, "C001");
}

#[test]
fn repair_after_union_merge() {
    let t = "## 🌱 观察中\n| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 |\n|---|---|---|---|---|---|---|\n\
| C001 | 错误 | boom | 2026-11-02 | 2026-11-05 | 2/3 | MEMORY.md ⚠️ |\n\
| C001 | 错误 | boom | 2026-11-02 | 2026-11-07 | 2/3 | MEMORY.md ⚠️ |\n\
| C002 | 规则 | alpha | 2026-11-02 | 2026-11-02 | 1/3 | MEMORY.md 📌 |\n\
| C002 | 规则 | beta | 2026-11-03 | 2026-11-03 | 1/3 | MEMORY.md 📌 |\n\
| C003 | 规则 | gamma | 2026-11-03 | 2026-11-03 | 1/3 | MEMORY.md 📌 |\n\
| C004 | 规则 | gamma | 2026-11-04 | 2026-11-04 | 1/3 | MEMORY.md 📌 |\n\
| C005 | 规则 | done | 2026-11-04 | 2026-11-04 | 2/3 | MEMORY.md 📌 |\n\
## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n| C005 | done | 2026-11-05 | MEMORY.md:L9 |\n\
## 🗑️ 已丢弃\n| ID | 内容摘要 | 原因 | 日期 |\n";
    let mut p = Pool::parse(t);
    let log = p.repair();
    assert_eq!(log.len(), 4, "{log:?}");
    let obs = p.observing();
    let ids: Vec<_> = obs
        .iter()
        .map(|c| (c.id.as_str(), c.summary.as_str(), c.count))
        .collect();
    assert_eq!(
        ids,
        vec![
            ("C001", "boom", 2),
            ("C002", "alpha", 1),
            ("C006", "beta", 1),
            ("C003", "gamma", 2)
        ]
    );
    assert_eq!(obs[0].last, d("2026-11-07"));
    assert_eq!(p.dropped()[0].id, "C004");
    assert!(p.repair().is_empty());
}

#[test]
fn unreadable_rows_are_kept_and_their_ids_reserved() {
    let t = "## 🌱 观察中\n| C009 | 未知 | ??? | soon | later | many | x |\n";
    let mut p = Pool::parse(t);
    assert!(p.observing().is_empty());
    assert_eq!(
        p.observe(
            CandidateKind::Rule,
            "x",
            false,
            CandidateSource::Hook,
            d("2026-01-01")
        )
        .id,
        "C010"
    );
    assert!(p.render().starts_with(t));
}

proptest! {
    #[test]
    fn parse_render_identity(s in "(\\PC|\r|\n|\\|| |#|🌱|✅|C00[1-3]|2026-01-0[1-9]|错误|1/3){0,80}") {
        prop_assert_eq!(Pool::parse(&s).render(), s);
    }

    /// Dates read by hand as chrono's `%Y-%m-%d` reads them (years from 1000 on).
    #[test]
    fn dates_parse_as_chrono_does(s in " ?[1-9][0-9]{3}-[0-9]{1,3}-[0-9]{1,3} ?|[0-9a-z-]{0,12}") {
        let chrono = NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok();
        prop_assert_eq!(parse_date(&s), chrono.filter(|d| d.year() >= 1000));
    }

    /// The hook's quick count agrees with the full parse, whatever the rows hold.
    #[test]
    fn ready_count_agrees_with_the_parse(
        rows in proptest::collection::vec(
            (
                "C0[0-9]{2}|c1|X",
                "错误|规则|偏好|error|rule|thing",
                "[a-z \\\\|`]{0,12}",
                "2026-0[1-9]-[0-3][0-9]|2026-1-5|soon",
                "[0-5]/3|[1-4]/3 明确|1/3 Explicit|3|many",
                proptest::bool::ANY,
            ),
            0..12,
        ),
        heading in "🌱 观察中|✅ 已晋升|🗑️ 已丢弃|Notes",
    ) {
        let mut text = format!("# 候选池\n\n## {heading}\n| ID | 类型 |\n|----|----|\n");
        for (id, kind, summary, date, count, second_table) in rows {
            if second_table {
                text.push_str("## ✅ 已晋升\n");
            }
            text.push_str(&format!(
                "| {id} | {kind} | {summary} | {date} | {date} | {count} | MEMORY.md 📌 |\n"
            ));
        }
        prop_assert_eq!(Pool::ready_count(&text), Pool::parse(&text).ready().len());
    }

    #[test]
    fn summaries_survive_a_round_trip(summary in "[^\r\n]{1,60}") {
        let mut p = Pool::parse(&Pool::template(Lang::En));
        let o = p.observe(CandidateKind::Rule, &summary, false, CandidateSource::Hook, d("2026-01-01"));
        let back = Pool::parse(&p.render());
        let got = back.get(&o.id).map(|c| c.summary.clone());
        prop_assert_eq!(got, Some(collapse_whitespace(&summary)));
    }
}

/// IDs never wrap around: the next one after a huge hand-typed ID is still new.
#[test]
fn ids_never_wrap() {
    let t = Pool::template(Lang::En).replace(
        "|----|----|----|----|----|----|----|\n",
        "|----|----|----|----|----|----|----|\n| C4294967295 | rule | big | 2026-11-01 | 2026-11-01 | 1/3 | MEMORY.md 📌 |\n",
    );
    let mut p = Pool::parse(&t);
    let o = p.observe(
        CandidateKind::Rule,
        "next",
        false,
        CandidateSource::Hook,
        d("2026-11-02"),
    );
    assert_eq!(o.id, "C4294967296");
    let t = t.replace("C4294967295", "C18446744073709551615");
    let mut p = Pool::parse(&t);
    let o = p.observe(
        CandidateKind::Rule,
        "next",
        false,
        CandidateSource::Hook,
        d("2026-11-02"),
    );
    assert_eq!(o.id, "C001");
}

/// A pool from before the 来源 and 修复 columns: its rows still read, and the table gains
/// the columns once a row of it is written.
#[test]
fn an_old_pool_gains_the_source_and_fix_columns() {
    let mut p = Pool::parse(ZH);
    let old = p.get("C001").unwrap();
    assert!(old.sources.is_empty() && old.fix.is_none());
    p.observe(
        CandidateKind::Error,
        "Bash `npm install` → npm ERR! code ERESOLVE",
        false,
        CandidateSource::Agent,
        d("2026-11-10"),
    );
    let fixed = p.set_fix("C1", "用 `pnpm install`").unwrap();
    assert_eq!(fixed.fix.as_deref(), Some("用 `pnpm install`"));
    let out = p.render();
    assert!(out.contains("| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 | 来源 | 修复 |\n|----|----|----|----|----|----|----|----|----|\n"), "{out}");
    assert!(
        out.contains("| 3/3 | MEMORY.md ⚠️ | 智能体 | 用 `pnpm install` |"),
        "{out}"
    );
    let back = Pool::parse(&out);
    let c = back.get("C001").unwrap();
    assert_eq!(c.sources, [CandidateSource::Agent]);
    assert_eq!(c.fix.as_deref(), Some("用 `pnpm install`"));
    // Sources add up, each once.
    let mut p = back;
    for source in [CandidateSource::Hook, CandidateSource::Agent] {
        p.observe(
            CandidateKind::Preference,
            "回复用中文",
            false,
            source,
            d("2026-11-11"),
        );
    }
    let c = Pool::parse(&p.render()).get("C002").cloned().unwrap();
    assert_eq!(c.sources, [CandidateSource::Hook, CandidateSource::Agent]);
    assert!(p.set_fix("C404", "x").is_err());
}

#[test]
fn only_the_sighting_that_reaches_the_threshold_is_just_ready() {
    let seen = |count, ready| Observation {
        id: "C001".into(),
        count,
        ready,
        created: false,
        fix: None,
    };
    assert!(seen(READY_AT, true).just_ready());
    // Not yet, and already told: a later sighting, or one asked for explicitly at 1.
    assert!(!seen(READY_AT - 1, false).just_ready());
    assert!(!seen(READY_AT + 1, true).just_ready());
    assert!(!seen(1, true).just_ready());
}
