//! The ranking's unit tests: [`super::rank`] and [`super::explain`] on small stores.

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

/// A store of thirty unrelated decisions (so that a word's weight is the store's, not a tiny
/// store's floor) and the given rule lines.
fn kettle_store(rules: &[&str]) -> Doc {
    let filler: Vec<String> = (0..30)
        .map(|i| format!("- [2026-11] Unrelated note {i} about kettles"))
        .collect();
    let mut lines: Vec<(Section, &str)> = filler
        .iter()
        .map(|l| (Section::Decisions, l.as_str()))
        .collect();
    lines.extend(rules.iter().map(|l| (Section::Rules, *l)));
    doc(&lines)
}

#[test]
fn a_question_before_or_after_a_long_paste_is_what_ranks() {
    let d = doc(&[(
        Section::Rules,
        "- [2026-11] Deploy with the blue-green script",
    )]);
    let refs = [(MemFile::Memory, &d)];
    let paste: String = (0..3000).map(|i| format!("w{i}x ")).collect();
    for prompt in [
        format!("how do we deploy with the blue-green script?\n{paste}"),
        format!("{paste}\nso how do we deploy with the blue-green script?"),
    ] {
        assert_eq!(rank(&refs, &prompt, 3).len(), 1, "{}", &prompt[..60]);
    }
    assert!(rank(&refs, &paste, 3).is_empty());
}

#[test]
fn the_demo_rule_answers_every_way_of_asking_for_it() {
    let d = doc(&[(Section::Rules, "- [2026-11] 用 pnpm，不要用 npm")]);
    let refs = [(MemFile::Memory, &d)];
    for prompt in [
        "which package manager?",
        "包管理器用哪个？",
        "安装一下依赖",
        "install the dependencies",
    ] {
        assert_eq!(rank(&refs, prompt, 3).len(), 1, "{prompt}");
    }
}

#[test]
fn a_tiny_store_still_weighs_a_word_every_line_has() {
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] Deploy only with `scripts/deploy.sh`, never by hand",
        ),
        (Section::Rules, "- [2026-11] Deploys go out on Tuesdays"),
    ]);
    let refs = [(MemFile::Memory, &d)];
    assert_eq!(rank(&refs, "how do we deploy this service?", 3).len(), 2);
    // Three lines, all naming deploy: at the large-store threshold none of the longer
    // two came back (a word on every line of a 3-line store weighs ~0.7 of a rare one).
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] Deploy notes sit beside the release checklist",
        ),
        (Section::Rules, "- [2026-11] Deploy via the runbook"),
        (
            Section::Rules,
            "- [2026-11] Deploy with the blue-green script, not by hand",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    assert_eq!(rank(&refs, "how do we deploy to production?", 3).len(), 3);
}

#[test]
fn one_shared_name_of_a_long_prompt_is_enough_one_common_word_is_not() {
    let d = doc(&[
        (
            Section::Decisions,
            "- [2026-11] Eiros uses the MangoWC compositor instead of Hyprland",
        ),
        (Section::Rules, "- [2026-11] Keep the landing page fast"),
        (
            Section::Rules,
            "- [2026-11] Every Redis key must have a TTL",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    let hits = rank(
        &refs,
        "can we keep my current keybindings in Eiros later",
        5,
    );
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert!(hits[0].fact.contains("Eiros"));
    assert!(
        rank(
            &refs,
            "tell me a long story about the last page of an old book",
            5
        )
        .is_empty()
    );
}

#[test]
fn the_users_words_carry_a_prompt_that_is_mostly_a_paste() {
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] Never use `any` in TypeScript; narrow `unknown`",
        ),
        (
            Section::Rules,
            "- [2026-11] Errors are logged as JSON with a trace id",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    let prompt = "fix the lint errors please\n\n/app/next.config.js\n  1:30  error  Unexpected any  @typescript-eslint/no-explicit-any\n  3:28  error  Unexpected any  @typescript-eslint/no-explicit-any\n✖ 2 problems (2 errors, 0 warnings)";
    let hits = rank(&refs, prompt, 3);
    assert!(
        !hits.is_empty() && hits[0].fact.contains("`any`"),
        "{hits:?}"
    );
    let (own, paste) = split_paste(prompt);
    assert_eq!(
        own.trim(),
        "fix the lint errors please\n\n/app/next.config.js"
    );
    assert!(paste.contains("no-explicit-any"));
}

#[test]
fn a_typo_of_a_rare_stored_word_finds_it_a_common_word_is_never_a_target() {
    let mut lines = vec![
        (
            Section::Rules,
            "- [2026-11] Grafana dashboards live in the monitoring repo",
        ),
        (
            Section::Rules,
            "- [2026-11] Prometheus scrapes every minute",
        ),
    ];
    // `deploy` on most lines: common, so never what a typo is read as.
    for l in [
        "- [2026-11] Deploy the API with helm",
        "- [2026-11] Deploy the worker from main",
        "- [2026-11] Deploy docs on Fridays",
        "- [2026-11] Deploy previews expire after a week",
    ] {
        lines.push((Section::Rules, l));
    }
    let d = doc(&lines);
    let refs = [(MemFile::Memory, &d)];
    // One letter dropped, added, changed, or two swapped; in other positions.
    for prompt in [
        "where are the grafna dashboards?",
        "where are the grafanna dashboards?",
        "where are the grafina dashboards?",
        "where are the garfana dashboards?",
        "open the grafana dashbaords",
        "open the grafana dashbords",
        "how often does promethues scrape?",
        "Promtheus scrape interval",
    ] {
        let hits = rank(&refs, prompt, 3);
        assert!(
            !hits.is_empty() && !hits[0].fact.starts_with("Deploy"),
            "{prompt}: {hits:?}"
        );
    }
    // Near-misses: two edits, short words, and a typo of the common word.
    for prompt in [
        "where are the grfna boards?",
        "check the grafx setup",
        "how do I dpeloy it, with which settings exactly?",
    ] {
        let hits = rank(&refs, prompt, 3);
        assert!(
            hits.iter().all(|h| !h.fact.contains("Grafana")),
            "{prompt}: {hits:?}"
        );
    }
    // The one candidate rule: two rare words one edit away are no correction.
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] The kestrel service owns billing",
        ),
        (Section::Rules, "- [2026-11] The kestral job owns mail"),
        (Section::Rules, "- [2026-11] Deploy the API with helm"),
    ]);
    let refs = [(MemFile::Memory, &d)];
    assert!(rank(&refs, "who runs kestrol?", 3).is_empty());
}

#[test]
fn a_british_spelling_finds_the_american_line_and_back() {
    let d = kettle_store(&[
        "- [2026-11] Every query is scoped to the user's organization",
        "- [2026-11] Brand colours come from tokens/colours.json",
        "- [2026-11] Serialise dates as ISO 8601 strings",
    ]);
    let refs = [(MemFile::Memory, &d)];
    for (prompt, wanted) in [
        // The spelling is the only word the prompt shares with the line.
        ("which organisation?", "organization"),
        ("organisations", "organization"),
        ("the colors?", "colours"),
        ("serialize", "Serialise"),
        ("serializing it", "Serialise"),
    ] {
        let hits = rank(&refs, prompt, 3);
        assert!(
            hits.first().is_some_and(|h| h.fact.contains(wanted)),
            "{prompt}: {hits:?}"
        );
    }
    // A word whose -ise is its own meets no -ize word.
    assert!(rank(&refs, "we promised the organ donors a report", 3).is_empty());
}

#[test]
fn a_hosts_placeholder_for_a_paste_is_no_word_of_the_prompt() {
    for (text, want) in [
        ("暗色太重了\n[Image #1] [Image #2]", "暗色太重了\n   "),
        ("[Pasted text #2 +4 lines] go on", "  go on"),
        ("see [File #3] and [Pasted image #1]", "see   and  "),
        // Not placeholders: no number, another word, too long, not closed.
        ("[Image] #1", "[Image] #1"),
        ("[Images #1]", "[Images #1]"),
        (
            "[Image #1 and then a very long text that is no host's note]",
            "[Image #1 and then a very long text that is no host's note]",
        ),
        ("[Image #1", "[Image #1"),
        ("a[b] #2 [#3]", "a[b] #2 [#3]"),
    ] {
        assert_eq!(without_placeholders(text), want, "{text}");
    }
    let d = kettle_store(&["- [2026-11] Images are served from the CDN, never from the app"]);
    let refs = [(MemFile::Memory, &d)];
    assert!(
        rank(
            &refs,
            "the underline is too heavy in dark mode\n[Image #1]",
            3
        )
        .is_empty()
    );
    assert_eq!(rank(&refs, "where are images served from?", 3).len(), 1);
}

#[test]
fn the_same_words_on_a_longer_line_are_not_shown_twice_unless_they_tie() {
    let d = kettle_store(&[
        "- [2026-11] Comments are written in Chinese",
        "- [2026-11] Commit messages are written in Chinese",
        "- [2026-11] Docstrings are written in Chinese",
    ]);
    let refs = [(MemFile::Memory, &d)];
    let hits = rank(&refs, "which parts are chinese?", 5);
    // The two short lines tie; the long one has only their word.
    assert_eq!(hits.len(), 2, "{hits:?}");
    assert!(
        hits.iter().all(|h| !h.fact.starts_with("Commit")),
        "{hits:?}"
    );
    // A line with more of the prompt's words is shown beside them.
    let hits = rank(&refs, "are commit messages in chinese?", 5);
    assert!(hits[0].fact.starts_with("Commit"), "{hits:?}");
}

#[test]
fn a_long_prompt_needs_three_of_its_words_on_a_line() {
    let d = kettle_store(&[
        "- [2026-11] When changing the current docs, rebuild the site",
        "- [2026-11] Landing pages are generated from templates with the page builder",
    ]);
    let refs = [(MemFile::Memory, &d)];
    let long = "while that runs the next bit of work is to improve the current landing flow, it should be a simple drag and drop style editor with ai built in to change, analyse and adapt copy so the output is high quality and visually beautiful";
    // Two of its words (current, change) on the docs line are chance; three (landing,
    // page, generate…) are not.
    let hits = rank(&refs, long, 5);
    assert!(
        hits.iter().all(|h| !h.fact.starts_with("When changing")),
        "{hits:?}"
    );
    let hits = rank(
        &refs,
        &format!("{long}; the landing pages are generated by the page builder"),
        5,
    );
    assert!(
        !hits.is_empty() && hits[0].fact.starts_with("Landing"),
        "{hits:?}"
    );
    // The same two words in a short prompt still bear on it.
    assert_eq!(rank(&refs, "changing the current docs", 5).len(), 1);
}

#[test]
fn a_confident_best_line_lets_one_word_lines_rank_after_it() {
    let d = kettle_store(&[
        "- [2026-11] Grafana dashboards are versioned as JSON in the monitoring repo",
        "- [2026-11] Alerts go to the on-call channel",
    ]);
    let refs = [(MemFile::Memory, &d)];
    // Two rare words on the dashboards line: the prompt is about the store, and the line
    // sharing only `alerts` with it is ranked after it.
    let hits = rank(
        &refs,
        "the grafana dashboards show no alerts since monday",
        5,
    );
    assert_eq!(hits.len(), 2, "{hits:?}");
    assert!(hits[0].fact.starts_with("Grafana") && hits[1].fact.starts_with("Alerts"));
    // Without a line the prompt may be about, one shared common word is still chance.
    assert!(
        rank(
            &refs,
            "the kitchen timer had no loud alerts since monday evening",
            5
        )
        .is_empty()
    );
}

#[test]
fn a_line_that_repeats_the_prompts_word_ranks_above_a_shorter_one() {
    let d = kettle_store(&[
        "- [2026-11] Payments go through Stripe; refunds of payments need two approvals",
        "- [2026-11] Payments are archived nightly",
    ]);
    let refs = [(MemFile::Memory, &d)];
    // Counted once, the shorter line would rank first; the line that says it twice is
    // more about it (and the shorter one, with just that word, is not shown beside it).
    let explained = explain(&refs, "payments", 5);
    assert_eq!(explained.len(), 1, "{explained:?}");
    assert!(explained[0].hit.fact.contains("Stripe"), "{explained:?}");
    let total: f32 = explained[0].matched.iter().map(|m| m.contribution).sum();
    assert!((total - explained[0].hit.score).abs() < 1e-4);
}

#[test]
fn traditional_and_simplified_chinese_match() {
    let d = doc(&[(Section::Rules, "- [2026-11] 部署前必須先執行測試")]);
    let refs = [(MemFile::Memory, &d)];
    assert_eq!(rank(&refs, "部署前要执行测试吗", 3).len(), 1);
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

#[test]
fn a_prompt_nothing_bears_on_gets_nothing() {
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] No production deploys on the day before a holiday",
        ),
        (
            Section::Rules,
            "- [2026-11] Every Redis key must have a TTL",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    // One shared word of a long prompt is chance; two that bear on the line are not.
    assert!(rank(&refs, "Write a short poem about a holiday by the sea", 5).is_empty());
    let hits = rank(&refs, "Can I deploy to prod the day before the holiday?", 5);
    assert_eq!(hits.len(), 1, "{hits:?}");
    // A word or two may match on one of them.
    assert_eq!(rank(&refs, "redis", 5).len(), 1);
}

#[test]
fn concepts_bridge_languages_and_abbreviations_below_the_word_itself() {
    let d = doc(&[
        (Section::Decisions, "- [2026-11] 数据库统一用 PostgreSQL 16"),
        (
            Section::Decisions,
            "- [2026-11] The database is backed up nightly",
        ),
        (
            Section::Decisions,
            "- [2026-11] Frontend state lives in Zustand",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    let hits = rank(&refs, "database", 5);
    assert_eq!(hits.len(), 2, "{hits:?}");
    assert!(hits[0].fact.contains("backed up") && hits[1].fact.contains("数据库"));
    assert!(hits[0].score > hits[1].score);
    let hits = rank(&refs, "which db?", 5);
    assert_eq!(hits.len(), 2, "DB names the database concept: {hits:?}");
}

#[test]
fn a_database_engine_names_the_database_it_is() {
    // "Which database…?" asks about the fact that names only the engine.
    let d = doc(&[
        (
            Section::Decisions,
            "- [2026-11] Sessions are stored in PostgreSQL 16",
        ),
        (
            Section::Decisions,
            "- [2026-11] Frontend state lives in Zustand",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    for prompt in [
        "会话数据存在哪个数据库里?",
        "which database holds the sessions?",
        "数据库",
    ] {
        let hits = rank(&refs, prompt, 5);
        assert_eq!(hits.len(), 1, "{prompt}: {hits:?}");
        assert!(hits[0].fact.contains("PostgreSQL"), "{prompt}");
    }
}

#[test]
fn explain_says_what_matched_and_through_which_concept() {
    let d = doc(&[(Section::Rules, "- [2026-11] 单元测试不许访问网络")]);
    let refs = [(MemFile::Memory, &d)];
    let explained = explain(&refs, "unit tests that call the network", 5);
    assert_eq!(explained.len(), 1);
    let e = &explained[0];
    let unit = e.matched.iter().find(|m| m.term == "unit_test").unwrap();
    assert_eq!(
        unit.expansion_of.as_deref(),
        Some(&["unit".to_string(), "test".to_string()][..])
    );
    let total: f32 = e.matched.iter().map(|m| m.contribution).sum();
    assert!(
        (total - e.hit.score).abs() < 1e-4,
        "{total} vs {}",
        e.hit.score
    );
    let text = render_explained(&explained);
    assert!(text.contains("~ unit_test (from unit, test)"), "{text}");
    assert!(text.starts_with("📍 MEMORY.md:L"), "{text}");
}

/// An open compound of the prompt finds its closed form on a line: `screen saver`,
/// `screen-saver`, `screen_saver` → `screensaver`, `api-key` → `apikey`; not across
/// punctuation, and not from a stop word.
#[test]
fn two_neighbouring_words_find_their_closed_compound() {
    let pairs = |text: &str| -> Vec<String> {
        closed_compounds(text, 8)
            .into_iter()
            .map(|(a, b, j)| format!("{a}+{b}={j}"))
            .collect()
    };
    assert_eq!(pairs("my screen saver"), ["screen+saver=screensav"]);
    assert_eq!(closed_compounds(&"screen saver ".repeat(50), 8).len(), 8);
    assert_eq!(pairs("the Screen-Saver"), ["screen+saver=screensav"]);
    assert_eq!(pairs("我的api-key放在"), ["api+key=apikey"]);
    assert_eq!(pairs("user_name"), ["user+name=usernam"]);
    for silent in [
        "screen, saver",
        "screen. saver",
        "screen  saver",
        "screen/saver",
        "the saver",
        "a",
        "屏幕 保护",
    ] {
        assert!(pairs(silent).is_empty(), "{silent}: {:?}", pairs(silent));
    }
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] `~/.config/hypr/hypridle.conf` — screensaver timeout changed to 10min",
        ),
        (
            Section::Rules,
            "- [2026-11] Never log the apikey or a token",
        ),
        (
            Section::Rules,
            "- [2026-11] The screen reader reads every label",
        ),
        (
            Section::Rules,
            "- [2026-11] Translation keys live in locales/",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    let top = |prompt: &str| rank(&refs, prompt, 3).first().map(|h| h.fact.clone());
    for prompt in [
        "my screen saver comes up way too fast",
        "the screen-saver starts too early",
        "Screen Saver timeout?",
    ] {
        assert!(
            top(prompt).is_some_and(|f| f.contains("screensaver")),
            "{prompt}"
        );
    }
    for prompt in [
        "where do I put my api-key",
        "the API key goes where?",
        "the api_key goes where",
    ] {
        assert!(
            top(prompt).is_some_and(|f| f.contains("apikey")),
            "{prompt}"
        );
    }
    // The words apart, by punctuation: each is its own word, no compound.
    assert!(top("screen, saver").is_none_or(|f| !f.contains("screensaver")));
}

/// A name with a number glued on is found by the name, the other way round, and through a
/// typo of the name; a short one (`k8s`) is not split into letters.
#[test]
fn a_name_with_a_number_is_the_name_too() {
    let d = doc(&[
        (
            Section::Rules,
            "- [2026-11] Docs are built with sphinx7 from the system image",
        ),
        (
            Section::Rules,
            "- [2026-11] Colours come from the Tailwind palette, never hex codes",
        ),
        (
            Section::Rules,
            "- [2026-11] Deploy to k8s with the helm chart in deploy/",
        ),
        (
            Section::Rules,
            "- [2026-11] Hash uploads with SHA-256 before storing them",
        ),
    ]);
    let refs = [(MemFile::Memory, &d)];
    let top = |prompt: &str| rank(&refs, prompt, 3).first().map(|h| h.fact.clone());
    for (prompt, want) in [
        ("sphinx", "sphinx7"),
        ("Sphinx8?", "sphinx7"),
        ("tailwind4", "Tailwind"),
        ("tailiwind4", "Tailwind"),
        ("sha256", "SHA-256"),
    ] {
        assert!(top(prompt).is_some_and(|f| f.contains(want)), "{prompt}");
    }
    assert!(top("k palette").is_none_or(|f| !f.contains("k8s")));
}
