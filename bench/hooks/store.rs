//! The generated stores the cases run on: deterministic, entries of the shapes the hook
//! writes (rules, decisions, corrections, the user's lines, skills, a candidate pool).

use std::collections::HashSet;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, Result, bail, ensure};
use chrono::NaiveDate;
use memory_manager::store::candidates::{CandidateKind, CandidateSource, Pool};
use memory_manager::store::doc::Doc;
use memory_manager::store::entry::normalize;

use crate::cases::*;

/// Deterministic xorshift, so every run benchmarks the same stores.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }

    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

pub(crate) const SERVICES: &[&str] = &[
    "billing",
    "auth-service",
    "gateway",
    "search-api",
    "notifier",
    "ledger",
    "web-frontend",
    "admin-console",
    "data-pipeline",
    "scheduler",
    "payments",
    "reporting",
];
pub(crate) const TOOLS: &[&str] = &[
    "pnpm",
    "npm",
    "cargo",
    "docker",
    "kubectl",
    "terraform",
    "Redis",
    "PostgreSQL",
    "Kafka",
    "nginx",
    "gRPC",
    "Vite",
    "pytest",
    "ruff",
    "eslint",
    "Sentry",
    "Grafana",
    "SQLite",
];
pub(crate) const SUBJECTS_ZH: &[&str] = &[
    "数据库",
    "缓存",
    "前端",
    "日志",
    "部署",
    "测试",
    "接口",
    "权限",
    "监控",
    "消息队列",
    "配置",
    "文档",
    "迁移",
    "鉴权",
    "限流",
];
pub(crate) const SUBJECTS_EN: &[&str] = &[
    "database",
    "cache",
    "frontend",
    "logging",
    "deploy",
    "tests",
    "API",
    "permissions",
    "monitoring",
    "queue",
    "config",
    "docs",
    "migration",
    "auth",
    "rate limit",
];
pub(crate) const COMMANDS: &[&str] = &[
    "cargo build",
    "pnpm install",
    "docker compose up",
    "kubectl apply -f k8s/",
    "terraform plan",
    "pytest -x",
    "npm run lint",
    "go test ./...",
];
pub(crate) const ERRORS: &[&str] = &[
    "linker `cc` not found",
    "ERESOLVE unable to resolve dependency tree",
    "port 5432 already in use",
    "permission denied (publickey)",
    "connection refused",
    "out of memory",
    "certificate has expired",
];
pub(crate) const FIXES: &[&str] = &[
    "install build-essential",
    "pin the peer dependency",
    "stop the local postgres first",
    "add the deploy key",
    "start the service first",
    "raise the memory limit",
    "renew the dev certificate",
];
pub(crate) const REASONS_ZH: &[&str] = &[
    "性能更好",
    "团队更熟悉",
    "运维成本低",
    "社区活跃",
    "和现有系统兼容",
];

pub(crate) fn rule(r: &mut Rng) -> String {
    let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
    let (zs, es) = (r.pick(SUBJECTS_ZH), r.pick(SUBJECTS_EN));
    match r.below(4) {
        0 => format!("{svc} 的{zs}统一用 {tool},不用 {other} | 来源:用户明确指示"),
        1 => format!(
            "Always run `{}` before pushing {svc} {es} changes | source: user-explicit",
            r.pick(COMMANDS)
        ),
        2 => format!("{svc} 的{zs}改动必须先在 staging 验证 {tool} | 来源:用户明确指示"),
        _ => format!("Never commit {tool} secrets in {svc} {es} files | source: user-explicit"),
    }
}

pub(crate) fn decision(r: &mut Rng) -> String {
    let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
    let (zs, es) = (r.pick(SUBJECTS_ZH), r.pick(SUBJECTS_EN));
    match r.below(4) {
        0 => format!(
            "{svc} 的{zs}采用 {tool} 方案,因为{} | 来源:决策",
            r.pick(REASONS_ZH)
        ),
        1 => format!("Use {tool} for {svc} {es}, not {other} | source: decision"),
        2 => format!(
            "不做:{svc} 的{zs}重构,因为{} | 来源:决策",
            r.pick(REASONS_ZH)
        ),
        _ => format!(
            "{svc} {es} timeout is {}s behind {tool} | source: decision",
            5 + r.below(120)
        ),
    }
}

pub(crate) fn correction(r: &mut Rng) -> String {
    let svc = r.pick(SERVICES);
    match r.below(3) {
        0 => format!(
            "`{}` failed in {svc}: {} → {} | 来源:候选池C{:03} | 已修正",
            r.pick(COMMANDS),
            r.pick(ERRORS),
            r.pick(FIXES),
            1 + r.below(300)
        ),
        1 => format!(
            "{svc} 的{}超时应该是 {} 秒,不是 {} 秒 | 来源:纠正",
            r.pick(SUBJECTS_ZH),
            10 + r.below(90),
            1 + r.below(9)
        ),
        _ => format!(
            "{svc} {} must go through {}, not {} | source: correction",
            r.pick(SUBJECTS_EN),
            r.pick(TOOLS),
            r.pick(TOOLS)
        ),
    }
}

pub(crate) fn skill(r: &mut Rng) -> String {
    let (svc, es, tool) = (r.pick(SERVICES), r.pick(SUBJECTS_EN), r.pick(TOOLS));
    format!(
        "{svc} {es} runbook for {tool} → skills/{svc}-{}.md",
        es.replace(' ', "-")
    )
}

pub(crate) fn user_line(r: &mut Rng) -> String {
    let (svc, tool, other) = (r.pick(SERVICES), r.pick(TOOLS), r.pick(TOOLS));
    match r.below(4) {
        0 => format!("回复用中文,{svc} 的代码注释用英文 | 来源:用户明确指示"),
        1 => format!("Prefers {tool} over {other} for {svc} | source: user-explicit"),
        2 => format!("负责 {svc} 的{} | 来源:用户明确指示", r.pick(SUBJECTS_ZH)),
        _ => format!("Keep answers short, show the {svc} diff first | source: user-explicit"),
    }
}

/// Makes the text of one fact (with its metadata).
type MakeFact = fn(&mut Rng) -> String;

/// One entry line: a month, sometimes pinned, sometimes superseded.
pub(crate) fn entry_line(r: &mut Rng, body: &str, lines_so_far: usize) -> String {
    let month = format!("{}-{:02}", 2025 + r.below(2), 1 + r.below(11));
    match r.below(100) {
        0 => format!("- [{month}] [!] {body}"),
        1..=3 => {
            let fact = body.split(" | ").next().unwrap_or(body);
            format!(
                "- [{month}] ~~{fact}~~ | superseded: 2026-11 → L{}",
                lines_so_far + 40
            )
        }
        _ => format!("- [{month}] {body}"),
    }
}

/// A store with `n` entries: 95 % in MEMORY.md over four sections, the rest in USER.md,
/// with some hand-written prose kept among them, and a pool of a few dozen candidates.
/// Let freshly written stores settle before their first prompt. The hook trusts its term
/// index by the memory files' times once their last change is over a second older than
/// the index; until then it hashes both files on every prompt (the cost of the first
/// second after a write, not of the prompts a user types). The first prompt after this
/// builds the index, and the benchmark measures the steady state.
pub(crate) fn settle() {
    std::thread::sleep(Duration::from_millis(1100));
}

pub(crate) fn make_store(root: &Path, n: usize) -> Result<()> {
    std::fs::create_dir_all(root)?;
    let status = Command::new(bin())
        .args(["init", "--lang", "zh", "--root"])
        .arg(root)
        .env("HOME", root)
        .env_remove("XDG_CACHE_HOME")
        .stdout(Stdio::null())
        .status()
        .context("memory-manager init")?;
    ensure!(status.success(), "memory-manager init failed");
    let mut r = Rng(0x2545_f491_4f6c_dd1d ^ n as u64);
    let mut seen = HashSet::new();
    // Distinct facts (a store does not hold the same fact twice); when the vocabulary
    // runs dry a serial number keeps them apart.
    let mut unique = |r: &mut Rng, make: MakeFact| {
        for attempt in 0.. {
            let mut body = make(r);
            if attempt >= 20 {
                let (fact, meta) = body.split_once(" | ").unwrap_or((&body, ""));
                body = format!("{fact} (#{}) | {meta}", seen.len());
            }
            let key = normalize(body.split(" | ").next().unwrap_or(&body));
            if seen.insert(key) {
                return body;
            }
        }
        unreachable!("a serial number is always new")
    };
    let users = (n / 20).max(5);
    let memories = n - users;
    let shares: [(&str, MakeFact, usize); 4] = [
        ("## 📌 重要规则", rule, 25),
        ("## 🧭 决策记录", decision, 35),
        ("## ⚠️ 错误修正记录", correction, 30),
        ("## 🔗 技能索引", skill, 10),
    ];
    let mut memory = String::from(
        "# MEMORY.md — 长期记忆\n\n> 一行一条事实:`- [YYYY-MM] 事实 | 来源:…`。旧事实划掉并指向新行,不直接覆盖。\n",
    );
    let mut written = 0;
    for (k, (heading, make, share)) in shares.iter().enumerate() {
        let count = if k == shares.len() - 1 {
            memories - written
        } else {
            memories * share / 100
        };
        memory.push_str(&format!("\n{heading}\n\n"));
        if k == 1 {
            memory.push_str("团队约定:决策按时间顺序追加,旧的划掉。\n\n");
        }
        for _ in 0..count {
            let body = unique(&mut r, *make);
            let line = entry_line(&mut r, &body, written);
            memory.push_str(&line);
            memory.push('\n');
        }
        written += count;
    }
    memory.push_str("\n## 📅 日志归档引用\n\n- 2026-10 → 2026-10.md\n\n## 🔄 进化历史摘要\n\n");
    write_doc(&root.join("MEMORY.md"), &memory)?;

    let mut user =
        String::from("# USER.md — 用户画像\n\n> 关于用户本人:偏好、工作背景、沟通风格。\n");
    for (k, heading) in ["## 👤 基本偏好", "## 🏢 工作背景", "## 💬 沟通风格"]
        .iter()
        .enumerate()
    {
        user.push_str(&format!("\n{heading}\n\n"));
        let count = users / 3 + usize::from(k < users % 3);
        for _ in 0..count {
            let body = unique(&mut r, user_line);
            user.push_str(&entry_line(&mut r, &body, 0));
            user.push('\n');
        }
    }
    write_doc(&root.join("USER.md"), &user)?;

    let mut pool = Pool::parse(&Pool::template(memory_manager::text::Lang::Zh));
    let day = NaiveDate::from_ymd_opt(2026, 11, 2).context("date")?;
    for i in 0..36 {
        let kind = [
            CandidateKind::Error,
            CandidateKind::Rule,
            CandidateKind::Preference,
            CandidateKind::Decision,
        ][i % 4];
        let summary = match kind {
            CandidateKind::Error => format!("Bash `{}` → {}", r.pick(COMMANDS), r.pick(ERRORS)),
            _ => unique(&mut r, rule)
                .split(" | ")
                .next()
                .unwrap_or("")
                .to_string(),
        };
        for _ in 0..1 + r.below(2) {
            pool.observe(kind, &summary, false, CandidateSource::Hook, day);
        }
    }
    std::fs::write(root.join("CANDIDATES.md"), pool.render())?;
    Ok(())
}

/// A project in the Claude Code layout (`.git/`, `.claude/memory/`) holding the store of
/// [`make_store`], a third of whose MEMORY.md entries name a path under `src/`, every other
/// one of which exists; how many lines name a path.
pub(crate) fn make_project_store(project: &Path, n: usize) -> Result<usize> {
    let memory_dir = project.join(".claude").join("memory");
    make_store(&memory_dir, n)?;
    std::fs::create_dir_all(project.join(".git"))?;
    let path = memory_dir.join("MEMORY.md");
    let text = std::fs::read_to_string(&path)?;
    let (mut named, mut entries) = (0, 0);
    let mut out = String::with_capacity(text.len() + n * 32);
    for line in text.lines() {
        let entry = line.starts_with("- [") && line.contains(" | ") && !line.contains("~~");
        entries += usize::from(entry);
        if entry && entries % 3 == 1 {
            let file = format!("src/billing/part_{named}.rs");
            if named % 2 == 0 {
                let at = project.join(&file);
                std::fs::create_dir_all(at.parent().context("parent")?)?;
                std::fs::write(at, "\n")?;
            }
            let (fact, meta) = line.split_once(" | ").context("entry")?;
            out.push_str(&format!("{fact} (`{file}`) | {meta}\n"));
            named += 1;
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    write_doc(&path, &out)?;
    Ok(named)
}

/// Write a memory file with its auto line index made current.
pub(crate) fn write_doc(path: &Path, text: &str) -> Result<()> {
    let mut doc = Doc::parse(text);
    doc.refresh_index();
    if !doc.index_is_current() {
        bail!("generated {} has a stale index", path.display());
    }
    std::fs::write(path, doc.render()).with_context(|| format!("write {}", path.display()))
}
