//! Variation tables of round twenty-nine's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round twenty-nine").

use super::*;

/// A standing rule asked for politely: "could you / can you please / will you …" with
/// "always" / "never" or a scope past this task (from now on, going forward), and 能不能 /
/// 可不可以 / 能否 before 以后 / 今后 / 每次, or 能不能别再…了. A conventional indirect request, not
/// a question about ability; "can you always reproduce it?" (a verb of perceiving or
/// attaining) and a polite ask about this task stay questions.
#[test]
fn variations_polite_standing_rules() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "can you please always run cargo fmt before committing",
                "run cargo fmt before committing",
            ),
            ("could u pls never force push", "never force push"),
            ("can you use pnpm from now on?", "use pnpm"),
            (
                "will you always add type hints from now on",
                "add type hints",
            ),
            (
                "can you please never touch the lockfile?",
                "never touch the lockfile",
            ),
            (
                "Could you always put pin numbers in a #define block",
                "put pin numbers in a #define block",
            ),
            ("can u always squash merge", "squash merge"),
            (
                "could you write the changelog entry in past tense from now on",
                "write the changelog entry in past tense",
            ),
            (
                "can you please always pin exact versions in package.json.",
                "pin exact versions in package.json",
            ),
            (
                "could you kindly never edit generated files",
                "never edit generated files",
            ),
            (
                "Can you run the linter before every push going forward?",
                "run the linter before every push",
            ),
            (
                "could you alwyas use absolute imports",
                "use absolute imports",
            ),
            ("可不可以以后都先跑测试再提交", "先跑测试再提交"),
            ("能否今后都用 pnpm", "用 pnpm"),
            ("以后能不能别再自动提交了？", "别再自动提交"),
            ("能不能每次都先跑 lint", "每次都先跑 lint"),
            ("能不能以后提交信息都用英文写？", "提交信息都用英文写"),
            (
                "以后能不能不要再自动格式化整个文件了",
                "不要再自动格式化整个文件",
            ),
        ],
        &[
            "can you always reproduce it?",
            "could you always see the logs",
            "can you always tell which one failed",
            "can you run the tests?",
            "could you check if it always fails?",
            "can you never do that again?",
            "would you always pick redis in this case?",
            "can we always use pnpm?",
            "could it always be null?",
            "can you make the linter always run on save",
            "能不能以后再说",
            "能不能以后支持暗色模式？",
            "以后能不能用 bun？",
            "你能不能告诉我以后怎么部署",
            "can you explain why it never terminates?",
            "could you tell me if we always need the flag going forward?",
            "can you remember what we decided yesterday?",
            "we could always use redis next time",
        ],
    );
    // How to talk to the user, asked the same way, is theirs (USER.md).
    for (prompt, saved) in [
        (
            "could you always answer in english from now on",
            "answer in english",
        ),
        (
            "could you keep replies short going forward",
            "keep replies short",
        ),
        ("能不能以后都用中文回复？", "用中文回复"),
        (
            "can you always reply in bullet points",
            "reply in bullet points",
        ),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Explicit, Target::User),
            "{prompt}"
        );
        assert!(d.text.contains(saved), "{prompt} → {}", d.text);
    }
}

/// An instruction given before this conversation (the experiential 过 on a verb of telling:
/// 说过, 讲过, 告诉过你, 提醒过) and the agent's same fault again (你又…, 又忘了): the
/// complaint that what was said was not kept. Said just now (刚才说过), said by someone else
/// (客户说过), or a thing mentioned before that came back (之前说过的问题又来了) stays silent.
#[test]
fn variations_zh_told_you_before_again() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "上周就说过 packed decimal 符号位 F 也算正数，你又当成脏数据过滤掉了，怎么又忘了",
                "符号位 F",
            ),
            (
                "说过多少次了测试数据用 sample 1% 就行，你又全量跑了一个小时",
                "sample 1%",
            ),
            (
                "跟你说过数据不能上传到任何在线服务，你刚才又建议用 Colab",
                "在线服务",
            ),
            ("我早就说过不要用 moment，你又引进来了", "moment"),
            ("之前讲过接口前缀是 /api/v2，你怎么又写成 v1", "/api/v2"),
            ("我提醒过你发版前先打 tag，你又忘了", "打 tag"),
            ("明明告诉过你用 pnpm，你又跑 npm install", "pnpm"),
            ("上次说过金额用分存，你又用了浮点", "金额用分存"),
            ("我都说过好几次了 日志别打到 stdout 你又打了", "stdout"),
            ("昨天强调过迁移要先备份，你怎么又直接跑了", "备份"),
            ("说过了，配置放 config/ 下面，你又放根目录", "config/"),
            (
                "我们说过 API 用 snake_case，你又写成 camelCase 了",
                "snake_case",
            ),
            ("以前就说过别动 vendor 目录，你又改了", "vendor"),
            ("跟你讲过 commit 信息用英文，又忘了", "commit 信息用英文"),
            ("上个月说过测试要加 -race，你又没加", "-race"),
        ],
        &[
            "刚才说过不要改这个文件，你又改了",
            "客户说过要蓝色，你又改成红色了",
            "我说过这个方案不行",
            "他说过又要改需求",
            "上次说过的那个 bug 又出现了",
            "之前说过的问题又来了",
            "你说过这个接口不用改",
            "上周说过要上线，又推迟了",
            "我说过这个吗？",
            "说过了，先跑测试",
            "老板讲过又要加班",
            "上面说过，你又写错了",
            "你又忘了加分号",
            "又挂了，之前说过这个服务不稳定",
            "你之前说过要重构，你又忘了吗",
        ],
    );
}

/// A leaning (更愿意, 倾向于) takes only a verb phrase or a clause, never a noun of its own:
/// any complement states the taste, with or without a topic first; and the language one works
/// in is a habit's object (task name 我习惯英文). A pointer, a question, a leaning of the past,
/// or one still open or put beside options asked for stays silent.
#[test]
fn variations_zh_leaning_takes_any_verb() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "HAL 相关的代码我更愿意都隔在 board.rs 里，业务逻辑不直接碰 peripherals",
                "board.rs",
            ),
            ("部署我倾向于走 make", "走 make"),
            ("我更愿意看到 diff，而不是把整个文件贴出来", "diff"),
            ("写测试我倾向于表驱动的写法", "表驱动"),
            ("错误处理我更倾向于早返回", "早返回"),
            ("我更愿意把配置拆成多个小文件", "多个小文件"),
            ("接口文档我们倾向于放在仓库里跟代码一起改", "仓库里"),
            ("我比较倾向于先写类型再写实现", "先写类型"),
            ("命名我更愿意长一点但是清楚", "长一点"),
            ("样式我其实更愿意集中在 theme.ts", "theme.ts"),
            ("我倾向于每个 PR 只做一件事", "只做一件事"),
            ("task name 我習慣英文、動詞開頭", "動詞開頭"),
            ("注释我习惯中文", "中文"),
            ("commit message 我习惯英文", "英文"),
            ("我更倾向 monorepo 管理前后端", "monorepo"),
        ],
        &[
            "我更愿意这样",
            "我更倾向于这个方案",
            "你更愿意用哪个？",
            "以前我更愿意用 vim",
            "我倾向于用 Kotlin Multiplatform,不过还没想好",
            "我倾向于用 ECS 架构，但还没想好，你先别动现有代码",
            "我倾向于服务端读 cookie，你先说说两种方案的优缺点",
            "我更愿意那样做",
            "你倾向于哪种写法？",
            "我习惯了",
            "他更愿意用 Go",
            "用户更倾向于点击大按钮",
            "模型倾向于输出更长的回答",
            "我倾向于明细查询走 ClickHouse，不过再看看",
            "我更愿意吗",
        ],
    );
}

/// Chinese puts the object first as the topic: 进度记一下：…, 写到哪了记一下：… are 记一下进度,
/// 记一下写到哪了. The progress of a program (下载进度, 进度条, 训练进度) or a question about
/// where the work is stays silent.
#[test]
fn variations_zh_checkpoint_topic_first() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            (
                "进度记一下：ACCTMAST 和 TXNHIST 迁完了，下一个 LOANPMT",
                "LOANPMT",
            ),
            ("写到哪了记一下：方法写完，4.2 节的图还没画", "4.2"),
            ("进度先记下来：登录页做完了，注册页还差校验", "注册页"),
            ("当前进度记录一下：接口联调完了", "联调"),
            ("做到哪了帮我记一下：支付回调写完了", "支付回调"),
            ("进度记一下: 表结构定了，迁移脚本还没写", "迁移脚本"),
            ("今天的进度记一下：修了三个 bug", "三个 bug"),
            ("改到哪了记一下：header 改完，footer 没动", "footer"),
            ("进度存一下：导出功能做了一半", "导出功能"),
            ("目前进展记一下：压测跑完了，QPS 2000", "QPS 2000"),
            ("进度帮我记下来：文档写到第三章", "第三章"),
            ("推进到哪了记一下：灰度发了 10%", "灰度"),
            ("进度记好：单测补完了，集成测试还差两个", "集成测试"),
            ("弄到哪了记一下：脚本能跑了，还没加日志", "脚本能跑了"),
            ("进度保存一下：后台列表页完成", "列表页"),
        ],
        &[
            "进度记不住怎么办",
            "进度条记一下位置",
            "下载进度记一下到日志里",
            "你写到哪了？",
            "训练进度记一下：epoch 12",
            "写到哪了",
            "进度怎么样了",
            "进度条卡住了",
            "记录进度的功能要做成可配置的",
            "上传进度记一下百分比",
            "进度记录表加个字段",
            "进度记一下的按钮放哪",
            "看看做到哪了",
            "他写到哪了记得问一下",
            "进度报表记一下导出时间",
        ],
    );
}

/// A correction that gives the right value: set in code with the wrong one after it and no
/// comma ("it's `yarn ios:dev` not npm run ios"); and in Chinese 用 A 不是 B, where 不是 negates
/// the object contrastively as after any verb. "Not" in a judgement or a complaint ("not
/// happy with it", "not listening"), and 不是 before 因为 / 很 stay silent.
#[test]
fn variations_right_value_said_plainly() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "it's `yarn ios:dev` not npm run ios, this repo is yarn berry",
                "yarn ios:dev",
            ),
            ("its `task build` not npm run build", "task build"),
            ("it's `make dev` not docker compose up", "make dev"),
            ("no, it is `pnpm -w test` not pnpm test", "pnpm -w test"),
            ("it's `cargo xtask dist` not cargo build --release", "xtask"),
            (
                "It's `uv run pytest` not python -m pytest.",
                "uv run pytest",
            ),
            ("nope its `just lint` not npm run lint", "just lint"),
            (
                "phpcs 用 WordPress-Extra 不是 WordPress-Core，我们 ruleset 一直是 Extra",
                "WordPress-Extra",
            ),
            ("前端用 pnpm 不是 npm", "pnpm"),
            ("测试用 vitest，不是 jest", "vitest"),
            ("部署用 helm 不是 kubectl apply", "helm"),
            ("序列化用 serde_json 不是 simd-json", "serde_json"),
            ("后端用 Python 3.11 不是 3.12", "3.11"),
            ("CI 用 GitHub Actions，不是 Jenkins", "GitHub Actions"),
            ("镜像仓库用 ghcr 不是 docker hub", "ghcr"),
        ],
        &[
            "It's grown to ~600 lines and I'm not happy with it",
            "compacting is taking forever and you're not listening for some reason",
            "it's fine not great",
            "it's `foo` not working",
            "用 redis 不是因为快",
            "用这个不是更好吗",
            "用 A 不是很好",
            "the test is not flaky, it is broken",
            "用户不是管理员",
            "我用的不是 mac",
            "你用 npm 不是 pnpm 吗？",
            "用 docker 不是必须的",
            "it's not `make dev`",
            "用 vite 不是为了快",
            "这用 rust 不是大材小用吗",
        ],
    );
}

/// A demonstrative before a noun of a kind of content (这条规则, 这些信息) as the object of a
/// rule-file ask points back at the rule said before it, as 这条 alone does.
#[test]
fn this_rule_points_back_at_the_rule_before_it() {
    for (prompt, saved) in [
        (
            "shared 模块里不要出现 java.* 的 import，全用 kotlinx，这条规则加进 AGENTS.md",
            "全用 kotlinx",
        ),
        (
            "接口统一返回 camelCase，把这条规则写进 CLAUDE.md",
            "接口统一返回 camelCase",
        ),
        ("金额都用分存，这个规则写到 CLAUDE.md 里", "金额都用分存"),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.kind, d.target),
            (SignalKind::Explicit, Target::MemoryRules),
            "{prompt}"
        );
        assert!(
            d.text.contains(saved) && !d.text.contains("CLAUDE"),
            "{prompt} → {}",
            d.text
        );
        assert!(!d.text.contains("AGENTS"), "{prompt} → {}", d.text);
    }
}

/// "Preferably" closing what it qualifies ("use tabs, preferably"): the speaker's taste, as
/// "preferably use tabs" is. With a time or a deadline ("by friday, preferably") it is this
/// task's; alone, asked, or said of someone else it states nothing.
#[test]
fn variations_en_preferably_closing() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("use tabs, preferably", "use tabs"),
            ("run the linter first, preferably", "run the linter first"),
            (
                "callPackage with explicit args preferably",
                "callPackage with explicit args",
            ),
            (
                "one component per file, preferably.",
                "one component per file",
            ),
            ("small PRs, preferably", "small PRs"),
            ("named exports preferably", "named exports"),
            (
                "write the tests in pytest, preferably",
                "write the tests in pytest",
            ),
            (
                "keep functions under 50 lines, preferably!",
                "keep functions under 50 lines",
            ),
            (
                "snake_case for db columns preferably",
                "snake_case for db columns",
            ),
            ("use pnpm workspaces, preferably", "use pnpm workspaces"),
            ("squash merges, preferably", "squash merges"),
            (
                "put fixtures under tests/fixtures preferably",
                "put fixtures under tests/fixtures",
            ),
            ("comments in english, preferably", "comments in english"),
            ("ISO dates in logs, preferably", "ISO dates in logs"),
            (
                "prefer composition over inheritance, preferably",
                "prefer composition over inheritance",
            ),
            ("Tailwind classes, preferably", "Tailwind classes"),
        ],
        &[
            "finish this by friday, preferably",
            "preferably",
            "which one, preferably?",
            "ship it today preferably",
            "is that done preferably?",
            "fix it now, preferably",
            "get it merged this week, preferably",
            "preferably not",
            "he said preferably",
            "the preferably option",
            "preferably in the morning tomorrow",
            "do it before the demo, preferably",
            "answer me soon preferably",
            "preferably by tonight",
            "we could use redis preferably?",
        ],
    );
}

/// 麻烦(你) opens a Chinese imperative as 请 does (麻烦以后提交前先跑一下 lint), and 定 may take
/// the pointer as its object (就定这个了，用 zustand) as a confirmation.
#[test]
fn polite_opener_and_settled_on_this() {
    for (prompt, kind, target, saved) in [
        (
            "麻烦以后提交前先跑一下 lint",
            SignalKind::Explicit,
            Target::MemoryRules,
            "先跑一下 lint",
        ),
        (
            "麻烦你以后都用中文回复",
            SignalKind::Explicit,
            Target::User,
            "用中文回复",
        ),
        (
            "就定这个了，用 zustand",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "zustand",
        ),
        (
            "定这个了，后端 Go",
            SignalKind::Decision,
            Target::MemoryDecisions,
            "后端 Go",
        ),
    ] {
        let d = detect(prompt);
        assert_eq!((d.kind, d.target), (kind, target), "{prompt}");
        assert!(d.text.contains(saved), "{prompt} → {}", d.text);
    }
    for prompt in ["麻烦以后再说", "定这个了吗？", "还没定这个了"] {
        assert_eq!(detect(prompt).target, Target::Nothing, "{prompt}");
    }
}

pub(super) const TABLES: &[fn()] = &[
    variations_polite_standing_rules,
    variations_zh_told_you_before_again,
    variations_zh_leaning_takes_any_verb,
    variations_zh_checkpoint_topic_first,
    variations_right_value_said_plainly,
    variations_en_told_you_in_an_earlier_session,
    variations_en_preferably_closing,
];

/// The speaker's own telling put in an earlier session ("i said this last week", "I told you
/// that yesterday", "we mentioned it on monday"): the complaint that it was not kept. Said in
/// this conversation ("a few messages ago", "earlier"), by someone else, at a meeting, or
/// asked about stays silent.
#[test]
fn variations_en_told_you_in_an_earlier_session() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "you did it again, systemctl restart instead of the service module. i said this last week, next time use the module",
                "service module",
            ),
            ("I told you that yesterday: staging runs on 5433", "5433"),
            ("we mentioned this on monday, the api prefix is /v2", "/v2"),
            (
                "I told you this in a previous session, we deploy with helm",
                "helm",
            ),
            ("i said this 3 days ago. tabs not spaces", "tabs"),
            (
                "I've told you this last week, no console.log",
                "console.log",
            ),
            (
                "i told u this yesterday!! the db is postgres 15",
                "postgres 15",
            ),
            (
                "We said this last sprint: feature flags go in flags.yaml",
                "flags.yaml",
            ),
            ("I mentioned this the other day, use ruff not black", "ruff"),
            ("i told you this last time, the seed is 1337", "1337"),
            (
                "I told you it on friday, migrations need a backup",
                "backup",
            ),
            (
                "i have told you this two days ago - no default exports",
                "default exports",
            ),
            (
                "I told you this in the previous chat, ports go in .env",
                ".env",
            ),
            (
                "I told u that last week, keep the api versioned",
                "versioned",
            ),
            (
                "i told you this last month, releases are cut on tuesdays",
                "tuesdays",
            ),
        ],
        &[
            "I told you this a few messages ago",
            "he said this last week",
            "I said yesterday that we'd ship friday",
            "did i tell you this last week?",
            "my boss said this last week",
            "she told you this yesterday, right?",
            "they told you this last week",
            "i said this earlier",
            "what did i tell you last week?",
            "I told you the plan last week",
            "we said goodbye last week",
            "someone mentioned it yesterday",
            "i told the client this on monday",
            "last week i said nothing about it",
            "i told my team this last week",
            "never again, I said that yesterday",
        ],
    );
}
