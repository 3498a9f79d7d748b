use super::*;

#[track_caller]
fn check(prompt: &str, kind: SignalKind, target: Target, contains: &[&str]) {
    let d = detect(prompt);
    assert_eq!((d.kind, d.target), (kind, target), "{prompt:?} → {d:?}");
    for c in contains {
        assert!(d.text.contains(c), "{prompt:?}: {:?} lacks {c:?}", d.text);
    }
    assert!(d.text.chars().count() <= MAX_TEXT_CHARS, "{:?}", d.text);
}

#[track_caller]
fn nothing(prompt: &str) {
    let d = detect(prompt);
    assert!(
        matches!(d.kind, SignalKind::None | SignalKind::Weak),
        "{prompt:?} → {d:?}"
    );
    assert_eq!(d.target, Target::Nothing);
}

#[test]
fn explicit_rules_and_user_facts() {
    use SignalKind::Explicit;
    check(
        "记住,这个仓库用 yarn 不用 npm。",
        Explicit,
        Target::MemoryRules,
        &["yarn"],
    );
    check(
        "以后所有接口都返回 snake_case 字段",
        Explicit,
        Target::MemoryRules,
        &["snake_case"],
    );
    check(
        "永远不要改 migrations 目录里已经上线的文件",
        Explicit,
        Target::MemoryRules,
        &["不要改 migrations"],
    );
    check(
        "下次也记得先跑 lint",
        Explicit,
        Target::MemoryRules,
        &["先跑 lint"],
    );
    check(
        "以后跟我说话简洁点,别客套",
        Explicit,
        Target::User,
        &["简洁"],
    );
    check(
        "Remember that prod runs on Postgres 15.",
        Explicit,
        Target::MemoryRules,
        &["Postgres 15"],
    );
    check(
        "Going forward, tag every release with a changelog entry.",
        Explicit,
        Target::MemoryRules,
        &["changelog"],
    );
    check(
        "Never force-push to release branches.",
        Explicit,
        Target::MemoryRules,
        &["Never force-push"],
    );
    check(
        "Use ripgrep instead of grep from now on.",
        Explicit,
        Target::MemoryRules,
        &["ripgrep"],
    );
    check(
        "Always answer in French please.",
        Explicit,
        Target::User,
        &["French"],
    );
    check(
        "Keep in mind I'm colour-blind, so don't rely on red/green.",
        Explicit,
        Target::User,
        &["colour-blind"],
    );
    check(
        "Port 5433 is the test DB. Remember that.",
        Explicit,
        Target::MemoryRules,
        &["5433"],
    );
}

#[test]
fn decisions_and_decisions_not_to() {
    use SignalKind::{Decision, NegativeDecision};
    check(
        "定了,缓存用 Redis。",
        Decision,
        Target::MemoryDecisions,
        &["Redis"],
    );
    check(
        "数据库就用 MySQL 8,就这么定了",
        Decision,
        Target::MemoryDecisions,
        &["MySQL 8"],
    );
    check(
        "我们决定采用 Kafka 做事件总线",
        Decision,
        Target::MemoryDecisions,
        &["Kafka"],
    );
    check(
        "We're going with Vue for the admin panel.",
        Decision,
        Target::MemoryDecisions,
        &["Vue"],
    );
    check(
        "OK. Svelte it is.",
        Decision,
        Target::MemoryDecisions,
        &["Svelte"],
    );
    check(
        "先不做多租户了,客户只有一家",
        NegativeDecision,
        Target::MemoryDecisions,
        &["不做:", "多租户"],
    );
    check(
        "We decided against microservices for now.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["Not doing: ", "microservices"],
    );
    check(
        "Let's leave the auth module as is.",
        NegativeDecision,
        Target::MemoryDecisions,
        &["auth module"],
    );
}

#[test]
fn corrections_preferences_checkpoints_missed_saves_help() {
    check(
        "不对,日志目录是 /var/log/app,不是 /tmp",
        SignalKind::Correction,
        Target::CandidateRule,
        &["/var/log/app"],
    );
    check(
        "No, that's wrong: the cron runs hourly, not daily.",
        SignalKind::Correction,
        Target::CandidateRule,
        &["hourly"],
    );
    check(
        "Actually, use `jq -r`, not plain jq.",
        SignalKind::Correction,
        Target::CandidateRule,
        &["jq -r"],
    );
    check(
        "我比较喜欢小函数,一个函数别超过 30 行",
        SignalKind::Preference,
        Target::CandidatePreference,
        &["30 行"],
    );
    check(
        "I prefer tabs over spaces.",
        SignalKind::Preference,
        Target::CandidatePreference,
        &["tabs"],
    );
    check(
        "存个检查点:接口写完了,测试还没补",
        SignalKind::Checkpoint,
        Target::Log,
        &["测试还没补"],
    );
    check(
        "checkpoint this, we finished the parser",
        SignalKind::Checkpoint,
        Target::Log,
        &["parser"],
    );
    check(
        "你没记下来:部署用 make ship",
        SignalKind::MissedSave,
        Target::Improvements,
        &["make ship"],
    );
    check(
        "Why didn't you save that? The bit about the 5s timeout.",
        SignalKind::MissedSave,
        Target::Improvements,
        &["5s timeout"],
    );
    check("memory help", SignalKind::Help, Target::Nothing, &[]);
    check("记忆帮助", SignalKind::Help, Target::Nothing, &[]);
}

#[test]
fn weak_choices_save_nothing() {
    for prompt in [
        "maybe Kafka?",
        "要不先用 SQLite 试试",
        "I guess Postgres for now",
        "选 B 吧",
        "let's try Bun?",
    ] {
        assert_eq!(detect(prompt).kind, SignalKind::Weak, "{prompt}");
    }
}

#[test]
fn vetoes() {
    nothing("如果以后都用 Go 写会不会更快?");
    nothing("What if we go with Mongo?");
    nothing("不用记,随便问问:Redis 和 Memcached 哪个快?");
    nothing("don't remember this, the password is hunter2");
    nothing("Fix this:\n```\n// always call init() first\n```");
    nothing("The docs say 'never use eval'. Why?");
    nothing("my boss said we're going with Oracle, thoughts?");
    nothing("I always forget how to undo a commit");
    nothing("never mind, it works now");
    nothing("以后的事以后再说");
    nothing("the function must always return a value");
    nothing("帮我把这个文件改成 tabs");
    nothing("我记得上次是用 pnpm 装的");
    nothing("这次就用 npm 吧,就这一次,别当规矩");
    nothing("Checkpoint files from training are huge, can we delete them?");
    nothing("这里漏了一个参数");
    nothing("I like this approach, go ahead.");
    nothing("跑测试报错了,怎么办");
}

#[test]
fn long_prompts_save_only_the_signal_sentence() {
    let filler =
        "We looked at the logs and the numbers for a while, and nothing stood out. ".repeat(10);
    let prompt = format!(
        "{filler}We're not doing the rewrite, because nobody has time. {filler}Can you fix the test?"
    );
    let d = detect(&prompt);
    assert_eq!(d.kind, SignalKind::NegativeDecision);
    assert_eq!(d.text, "Not doing: the rewrite, because nobody has time");
}

#[test]
fn text_is_capped_at_a_boundary() {
    let rule = format!(
        "记住:{}。后面的不要",
        "所有服务都要有健康检查接口,".repeat(12)
    );
    let d = detect(&rule);
    assert_eq!(d.kind, SignalKind::Explicit);
    assert!(d.text.chars().count() <= MAX_TEXT_CHARS);
    assert!(d.text.ends_with("健康检查接口"), "{}", d.text);
}

#[test]
fn huge_and_odd_input_is_handled() {
    let huge = format!("记住用 pnpm。{}", "x".repeat(3_000_000));
    assert_eq!(detect(&huge).kind, SignalKind::Explicit);
    for odd in [
        "",
        " ",
        "\n\n",
        "```",
        "'",
        "“",
        "?",
        "。",
        "\u{0}\u{7f}",
        "记住",
        "remember:",
    ] {
        let _ = detect(odd);
    }
}

// ── the labelled corpus ──

const SAVE_WORTHY: [&str; 7] = [
    "explicit",
    "decision",
    "negative_decision",
    "correction",
    "preference",
    "checkpoint",
    "missed_save",
];

fn target_file(t: Target) -> &'static str {
    match t {
        Target::User => "USER.md",
        Target::MemoryRules | Target::MemoryDecisions => "MEMORY.md",
        Target::CandidateRule | Target::CandidatePreference => "CANDIDATES.md",
        Target::Log => "log",
        Target::Improvements => "IMPROVEMENTS.md",
        Target::Nothing => "-",
    }
}

fn kind_name(k: SignalKind) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

#[test]
fn dev_corpus_precision_and_recall() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/signals.dev.jsonl"
    );
    let corpus = std::fs::read_to_string(path).expect("read the dev corpus");
    let (mut predicted, mut gold, mut correct) = (0usize, 0usize, 0usize);
    let (mut target_ok_p, mut target_ok_g) = (0usize, 0usize);
    let mut misses = Vec::new();
    for line in corpus.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).expect("corpus line is JSON");
        let (id, prompt) = (
            v["id"].as_str().unwrap_or("?"),
            v["prompt"].as_str().unwrap_or(""),
        );
        let want_kind = v["kind"].as_str().unwrap_or("");
        let want_target = v["target"].as_str().unwrap_or("-");
        let contains: Vec<&str> = v["saved_contains"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|s| s.as_str())
                    .filter(|s| *s != "[removed]")
                    .collect()
            })
            .unwrap_or_default();
        let d = detect(prompt);
        let got_kind = kind_name(d.kind);
        let got_worthy = SAVE_WORTHY.contains(&got_kind.as_str());
        let want_worthy = SAVE_WORTHY.contains(&want_kind);
        let text_ok = contains.iter().all(|c| d.text.contains(c));
        let right = got_worthy && got_kind == want_kind && text_ok;
        let target_ok = target_file(d.target) == want_target;
        predicted += usize::from(got_worthy);
        gold += usize::from(want_worthy);
        correct += usize::from(right);
        target_ok_p += usize::from(got_worthy && target_ok);
        target_ok_g += usize::from(want_worthy && target_ok);
        if got_kind != want_kind || !text_ok || !target_ok {
            misses.push(format!(
                "{id}: want {want_kind}/{want_target} {contains:?}, got {got_kind}/{} {:?} [{}]\n    {prompt:?}",
                target_file(d.target),
                d.text,
                d.reason
            ));
        }
    }
    let ratio = |a: usize, b: usize| if b == 0 { 1.0 } else { a as f64 / b as f64 };
    let (precision, recall) = (ratio(correct, predicted), ratio(correct, gold));
    let (t_precision, t_recall) = (ratio(target_ok_p, predicted), ratio(target_ok_g, gold));
    println!(
        "kind+text: precision {precision:.3} ({correct}/{predicted}), recall {recall:.3} ({correct}/{gold})"
    );
    println!(
        "target:    precision {t_precision:.3} ({target_ok_p}/{predicted}), recall {t_recall:.3} ({target_ok_g}/{gold})"
    );
    for m in &misses {
        println!("{m}");
    }
    assert!(
        precision >= 0.95 && recall >= 0.90,
        "kind+text precision {precision:.3} recall {recall:.3}"
    );
    assert!(
        t_precision >= 0.95 && t_recall >= 0.90,
        "target precision {t_precision:.3} recall {t_recall:.3}"
    );
}
