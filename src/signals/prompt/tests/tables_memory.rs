//! Variation tables of the asks to remember, rule-file asks, principles, priorities, always/never families (see `table` in the parent module).

use super::*;

/// Telling the agent it did not save something (漏记, 没记下来, 你忘了保存; 漏了 after the
/// thing meant: 那条规则, 刚才的决定) is a missed save. The user's own slip (我漏记了), someone
/// else's words, a word asked about, or a thing of the work (文件, 代码, 一个分号) stay silent.
#[test]
fn variations_zh_missed_save() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("漏记了，刚才那条规则：提交前跑 lint", "lint"),
            ("你又没记下来，我们用 pnpm", "pnpm"),
            ("你没记住，接口统一返回 JSON", "JSON"),
            ("你忘了保存，端口用 8080", "8080"),
            ("好的，你没记上，默认分支是 develop", "develop"),
            ("漏存了吧，测试用 pytest", "pytest"),
            ("你又没保存下来！文档写在 docs/ 下", "docs/"),
            ("没记到memory：变量名用 snake_case", "snake_case"),
            ("你没记下来啊：密钥放 .env", ".env"),
            ("你没记住。数据库用 Postgres", "Postgres"),
            ("刚才的规则你没存，测试放 tests/", "tests/"),
            ("刚才那条规则漏了：提交信息用英文", "英文"),
            ("刚刚那条决定漏掉了：用 Vite", "Vite"),
            ("那条偏好漏了吧：缩进两个空格", "两个空格"),
            ("记忆里漏了那条：默认用 UTF-8", "UTF-8"),
            ("memory 里漏掉了刚才的决定：用 Docker", "Docker"),
            ("这条偏好漏了啊，用 tabs", "tabs"),
            ("刚才那条规则没存下来：先看日志", "先看日志"),
            ("那条决定漏了呗，不上 k8s", "k8s"),
        ],
        &[
            "我没记下来，你再说一遍",
            "我忘了保存文件",
            "你没记错，就是 8080",
            "漏了一个分号",
            "这个文件漏了",
            "代码改动你没保存",
            "你没保存草稿",
            "他说你没记下来",
            "漏记是什么意思",
            "配置漏了",
            "我漏记了会议时间",
            "你漏了一个测试用例",
            "漏掉了一行代码",
            "测试漏了",
            "如果你没记下来就再记一次",
            "你没保存修改",
            "没存到磁盘，文件丢了",
            // 存下来 also saves files and drafts ("上面的配置漏了，没存下来"): not taken.
            "上次说过金额用 BigDecimal，没存下来吗",
        ],
    );
}

/// Telling the agent it did not save, record or note something (you didn't save that, that
/// wasn't recorded, you should have saved that), typos and dropped apostrophes included, is a
/// missed save. The user's own slip, a file or buffer not saved, a question, reported speech
/// or a hypothetical stay silent. "You never saved that" is not taken: the pattern wants the
/// base verb after "never", and "saved" there is rare.
#[test]
fn variations_en_missed_save() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("you didn't save that, we use pnpm", "pnpm"),
            ("You did not record it: the API returns JSON.", "JSON"),
            ("u didnt save that, port is 8080", "8080"),
            ("you forgot to save it, tests go in tests/", "tests/"),
            ("you failed to record that we deploy from CI", "CI"),
            ("you missed saving that: logs go to logs/", "logs/"),
            ("that wasn't saved, we use Postgres", "Postgres"),
            (
                "it didnt get saved: commit messages are in English",
                "English",
            ),
            ("why didn't you save that? we always squash merge", "squash"),
            ("you should have saved that, we use tabs", "tabs"),
            ("that should have been saved: builds use make", "make"),
            ("but you didnt remember it, keys live in .env", ".env"),
            ("OK, you didn't note that: releases get a tag", "tag"),
            ("this was not recorded! we use Vite", "Vite"),
            ("you didnt write down that the cache is Redis", "Redis"),
            ("you forgot to store this, we use gRPC", "gRPC"),
            ("you didn't add that to memory, we pin Node 20", "Node 20"),
            (
                "I told you yesterday we use pnpm, why didnt that get saved",
                "pnpm",
            ),
            ("why did this not get recorded? builds use make", "make"),
        ],
        &[
            "I didn't save that file",
            "you didn't save the file",
            "did you save that?",
            "you didn't remember what I said about the API",
            "he said you didn't save it",
            "if you didn't save that, save it now",
            "you didn't add the test",
            "the file wasn't saved",
            "save that, please",
            "I forgot to save my changes",
            "you missed a semicolon",
            "it wasn't working yesterday",
            "you never run the linter",
            "you didn't save the changes in the buffer",
            "you forgot to close the tab",
            "you should have asked first",
            "why didn't the file get saved?",
            "did it get saved?",
        ],
    );
}

/// A topic, then 以后/今后/往后 with a word of "always, uniformly" (都, 一律, 统一, 全部, 一定),
/// sets a standing rule for that topic. A forecast (都会, 一定会), "after X" (部署完以后), a
/// question, reported speech, a hypothetical, this run or a change of state since then
/// (升级以后都变慢了) stay silent.
#[test]
fn variations_zh_from_now_on_after_a_topic() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("提交信息以后都用英文", "英文"),
            ("接口以后一律返回 JSON", "JSON"),
            ("测试文件往后都放在 tests/ 目录", "tests/"),
            ("好的，日志以后都写到 logs/ 吧", "logs/"),
            ("变量名以后全部用 snake_case！", "snake_case"),
            ("代码注释今后一律写中文了", "中文"),
            ("分支名以后都加前缀 feat/", "feat/"),
            ("文档往后一律放 docs/，别放根目录", "docs/"),
            ("缩进以后都用两个空格。", "两个空格"),
            ("数据库迁移以后都要先备份", "备份"),
            ("PR 以后都要有描述呗", "描述"),
            ("这类问题以后都先查日志", "查日志"),
            ("依赖今后统一锁版本", "锁版本"),
            ("报错信息以后一定用英文", "英文"),
            ("配置文件以后都用 YAML 啊", "YAML"),
            ("配置文件已后都用 TOML", "TOML"),
        ],
        &[
            "这个功能以后都会用到",
            "以后都不会再出现这个问题",
            "部署完以后都报错了",
            "上线以后都挂了",
            "写完以后一下子就好了",
            "以后都用英文吗？",
            "改好以后都要重新编译",
            "他说以后都用英文",
            "如果以后都用英文，那文档怎么办",
            "以后再说",
            "这次以后都用英文",
            "这个 bug 以后一定会修",
            "提交以后都失败",
            "以后都是这样吗",
            "以后都一样",
            "升级以后都变慢了",
            "接口以后都挂了",
        ],
    );
}

/// 下次/下回 opening an instruction, perhaps with 也/还是/记得/一样, asks for the same next
/// time: a standing rule. A put-off (下次再说, 下次吧), a farewell, the user's own plan (下次我来),
/// an event named or asked about (下次会议, 下次是哪天), reported speech or a hypothetical stay
/// silent.
#[test]
fn variations_zh_next_time() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("下次也先跑测试", "先跑测试"),
            ("下次记得先看日志", "先看日志"),
            ("下回也一样，用 pnpm", "pnpm"),
            ("好的，下次还是先备份数据库", "备份数据库"),
            ("下次提交前跑 lint！", "lint"),
            ("下回记得更新 README 吧", "README"),
            ("下次也是，接口返回 JSON。", "JSON"),
            ("下次改完代码记得跑测试啊", "跑测试"),
            ("下次一样用 Vite", "Vite"),
            ("下次直接用 pnpm 呗", "pnpm"),
            ("下次也别动 main 分支", "main"),
            ("下回还是用 tabs 缩进", "tabs"),
            ("下次写文档放到 docs/ 下面", "docs/"),
            ("下次也这样做，先写测试", "先写测试"),
            ("下此也先跑测试", "先跑测试"),
            ("下次接着用 pnpm", "pnpm"),
        ],
        &[
            "下次再说",
            "下次见",
            "下次吧",
            "下次再讨论",
            "下次我来改",
            "下次聊",
            "下次继续",
            "做个小结，下次从这里继续",
            "下次接着做",
            "下次有空再看",
            "下次一定",
            "下次会议是周三",
            "下次发布是什么时候？",
            "他说下次也先跑测试",
            "如果下次也失败怎么办",
            "下次是哪天",
            "下回再改",
            "下次什么时候开会",
        ],
    );
}

/// A rule said first, then "make it a rule" (把这个作为规则, 写成一条规则, 定为项目规则,
/// 当成规矩) closing the sentence, asks to keep it as a rule; the pointer back (把这条) is no
/// part of it. A question, a rule of the product (规则引擎, 路由规则定为…), reported speech, a
/// hypothetical or a trial this time stay silent.
#[test]
fn variations_zh_make_it_a_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("提交前跑 lint，把这个作为规则", "提交前跑 lint"),
            ("先写测试再写实现，写成规则", "先写测试"),
            ("接口都返回 JSON，当作一条规则", "JSON"),
            ("用 pnpm 不用 npm，定为项目规则", "pnpm"),
            ("别直接改 main，把这条设为全局规则", "main"),
            ("好的，日志放 logs/，作为长期规则吧", "logs/"),
            ("缩进用两个空格，当成规矩。", "两个空格"),
            ("端口统一 8080,写成一条规则！", "8080"),
            ("密钥放 .env，这个作为一条规则了", ".env"),
            ("提交信息用英文，定为规矩", "英文"),
            ("每次发布打 tag，作为全局规则啊", "tag"),
            ("不用 ORM，当作规则呗", "ORM"),
            ("文档放 docs/，写成一条项目规则", "docs/"),
            ("数据库迁移先备份，设为规则", "备份"),
            ("先问再改，作为规则", "先问再改"),
        ],
        &[
            "这个要不要作为规则？",
            "把校验逻辑写成规则引擎",
            "他说把这个作为规则",
            "如果把这个作为规则，会不会太严",
            "作为规则的一部分，先看下文档",
            "规则写成 YAML 格式",
            "这条规则写成中文",
            "路由规则定为 /api 开头",
            "把它设为默认值",
            "这次先当作规则试试看",
            "lint 规则设为 error 级别",
            "作为规则引擎的输入",
            "我们把这些规则写成代码了",
            "这个可以作为规则吗",
            "规矩是什么",
        ],
    );
}

/// A verb of putting (记, 存, 写, 加, 保存, 添加) with memory as its place (记到记忆里, 存进
/// memory, 记入 MEMORY.md), or 更新 / 同步 with memory as object (更新一下 memory), asks to
/// remember what follows; the object may come first, with or without 把 (这条存到记忆里,
/// 把部署流程记到 memory 里, 把不要用 npm 记到 memory 里), and so may the place (在记忆里记一下：…,
/// 往 memory 里加一条：…). What memory holds (记忆里的东西), a
/// program's memory (存到 memory 变量里), a question, a report, a ban or a hypothetical stay
/// silent.
#[test]
fn variations_zh_save_to_memory() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("记到记忆里：我们用 pnpm", "pnpm"),
            ("把这个记到记忆里，接口返回 JSON", "JSON"),
            ("请把这条存到记忆中：端口用 8080", "8080"),
            ("帮我写入记忆：默认分支是 develop", "develop"),
            ("存进 memory：测试放 tests/", "tests/"),
            ("好的，把这点加到长期记忆里，日志放 logs/", "logs/"),
            ("把下面的保存到记忆：缩进两个空格", "两个空格"),
            ("记进记忆里吧：提交信息用英文", "英文"),
            ("添加到记忆：部署走 CI！", "CI"),
            ("把这些记入 MEMORY.md：密钥放 .env", "密钥放 .env"),
            ("记到记忆里。用 Vite 不用 webpack", "Vite"),
            ("存到记忆里呗，数据库用 Postgres", "Postgres"),
            ("把这条记到memory里：先写测试", "先写测试"),
            ("记到长期记忆：发布要打 tag", "tag"),
            ("记道记忆里：提交要小", "提交要小"),
            ("这条存到记忆里吧：端口用 8080", "8080"),
            ("把部署流程记到memory里：先跑迁移再重启", "先跑迁移再重启"),
            ("更新一下 memory：我们已经换成 Postgres 16", "Postgres 16"),
            ("存一下到 memory：接口统一返回 JSON", "JSON"),
            ("同步到记忆里：CI 只在 main 上跑", "CI 只在 main 上跑"),
            (
                "将这些规则写进 memory 中：禁止直接改 main",
                "禁止直接改 main",
            ),
            // The place first, as a Chinese phrase of place precedes its verb.
            ("在记忆里记一下：不要用 npm", "不要用 npm"),
            ("往 memory 里加一条：发布前先跑 e2e", "e2e"),
            ("记忆里再加一条，接口统一返回 JSON", "JSON"),
            ("memory 里记一下：先写测试", "先写测试"),
            // A 把-object with nothing after the place is what to keep.
            ("把不要用 npm 记到 memory 里", "不要用 npm"),
            ("把提交信息用英文写进记忆里吧", "提交信息用英文"),
        ],
        &[
            "记忆里有什么？",
            "memory 里记的东西太多了",
            "在记忆里记一下有什么用？",
            "往 memory 里加东西会变慢吗",
            "你记到记忆里了吗",
            "他说记到记忆里了",
            "如果记到记忆里会不会太多",
            "记忆功能怎么用",
            "把数据存到数据库里",
            "存到 memory 变量里",
            "我记到笔记本里了",
            "记忆体不够了",
            "memory leak 怎么查",
            "把日志写入文件",
            "这个先别记到记忆里",
            "不要存到记忆里",
            "记到记忆里的东西在哪",
            "保存到记忆是怎么实现的",
            "更新一下 memory 的配置",
            "同步到 memory 变量里",
            "把数据同步到内存里",
            "更新 memory 占用的统计",
            "把缓存存到 memory 里就行，不用 redis",
            "你把部署流程记到记忆里了吗？",
        ],
    );
}

/// A verb of putting (写入, 加到, 同步到, 沉淀到…) or of summing up (总结, 整理) with the agent's
/// rule file or rules as its place (CLAUDE.md, AGENTS.md, 项目规则里) asks for a rule there;
/// what to put is the object (把 X …) or what comes between. A question, a report, a ban,
/// someone else's words, a hypothetical or another file (output.md, nginx.conf) stay silent.
/// Not taken: a rule after the file ("…写进 AGENTS.md：接口返回 JSON", the file must end the
/// clause) and a particle after a space ("CLAUDE.md 吧"); both come from the shared
/// `RULE_FILE_ZH`, which other families use too.
#[test]
fn variations_zh_rule_file_asks() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("把提交前跑 lint 写入 CLAUDE.md", "lint"),
            ("将端口用 8080 加到 claude.md 里", "8080"),
            ("好的，把用 pnpm 写到项目规则里", "pnpm"),
            ("把先写测试更新到全局规则中", "先写测试"),
            ("请把密钥放 .env 同步到 AGENTS.md", ".env"),
            ("把缩进用两个空格补充到 claude.md 里面", "两个空格"),
            ("把提交信息用英文记到规范里呗", "英文"),
            ("把默认分支 develop 写入 CLAUDE.md 文件", "develop"),
            ("把不用 ORM 沉淀到规则文件里", "ORM"),
            ("把发布打 tag 写进claude.md了", "tag"),
            ("将迁移前先备份放到 AGENTS.md 中", "备份"),
            ("把 Vite 配置的坑写入 GEMINI.md", "Vite"),
            ("整理一下部署流程进 claude.md 里", "部署流程"),
            ("写一下 lint 的要求到 CLAUDE.md", "lint"),
            ("沉淀接口的命名约定到项目规则里吧", "命名约定"),
            ("整理一下命名规范到 claude.md", "命名规范"),
            ("总结 API 的命名约定到 AGENTS.md", "命名约定"),
            // 修改 / 调整 / 修订 / 完善 amend the rules as 更新 does.
            ("修改一下规则：测试文件统一放 tests 目录", "tests 目录"),
            ("调整一下规范，接口一律返回 JSON", "JSON"),
            ("修改 CLAUDE.md：不要再用 npm", "npm"),
            ("修订项目规范：发布前先打 tag", "tag"),
        ],
        &[
            "CLAUDE.md 里写了什么？",
            "你把这个写入 CLAUDE.md 了吗",
            "他说把这个写入 CLAUDE.md",
            "她说总结一下经验进 CLAUDE.md",
            "如果把这些写进 CLAUDE.md，会不会太长",
            "CLAUDE.md 写得太长了",
            "把结果写入 output.md",
            "把日志写到 logs/app.log",
            "读一下 CLAUDE.md",
            "把校验规则写到配置文件里",
            "不要写入 CLAUDE.md",
            "别把这个加到 AGENTS.md",
            "CLAUDE.md 是做什么的",
            "这次的改动写进 CHANGELOG.md",
            "把路由规则更新到 nginx.conf",
            "我已经把这条写入 CLAUDE.md 了",
            "总结一下这次的改动",
            "后台要能修改规则",
            "管理员可以调整规范",
            "修改校验规则，手机号允许 +86",
            "修改规则引擎的配置",
            "不用修改规则",
            "规则修改了吗",
        ],
    );
    // "These conventions" are in the conversation: a candidate, and the agent is asked.
    asks_and_counts("沉淀这些约定到项目规则里吧", "约定");
}

/// A verb of changing (update, edit, amend, extend, modify, change) with the agent's rule file
/// as its object, then what it should say (to say…, so that…, with…, ":"), asks for a rule
/// there. A question, a report, someone else's words, a ban, a hypothetical or another file
/// (README, changelog, config.yaml) stay silent. Not taken: "so that it says …" (read as
/// reported speech by the shared check) and a misspelt file name ("CLUADE.md", the shared
/// `RULE_FILE_EN`).
#[test]
fn variations_en_update_the_rule_file() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("update CLAUDE.md to say we use pnpm", "pnpm"),
            (
                "ok, edit the global CLAUDE.md: commit messages are in English",
                "English",
            ),
            (
                "amend CLAUDE.md with the rule that logs go to logs/",
                "logs/",
            ),
            ("update the rules file to say the port is 8080.", "8080"),
            ("extend claude.md with: never push to main", "main"),
            ("can you update CLAUDE.md to say keys live in .env", ".env"),
            ("modify the project CLAUDE.md to use tabs", "tabs"),
            ("then update your CLAUDE.md to mention we use Vite", "Vite"),
            ("update .cursorrules to say we use Postgres", "Postgres"),
            (
                "Update CLAUDE.md about the release tags: every release gets a tag",
                "tag",
            ),
            (
                "also update agents.md so that releases are signed",
                "signed",
            ),
            ("edit the CLAUDE.md file to say we pin Node 20", "Node 20"),
            ("update CLAUDE.md to say we use pnpm, thanks", "pnpm"),
            ("Update AGENTS.md to say: squash merge PRs!", "squash"),
            (
                "pls update the project's CLAUDE.md to say migrations need a backup",
                "backup",
            ),
            // The agent's own rules, named so ("your rules", "your instructions").
            ("update your rules: the API returns JSON", "JSON"),
            ("update your instructions to say we use pnpm", "pnpm"),
        ],
        &[
            "did you update CLAUDE.md?",
            "I updated CLAUDE.md yesterday",
            "he said to update CLAUDE.md",
            "if we update CLAUDE.md, will it reload?",
            "update the README to say we use pnpm",
            "update README.md",
            "the CLAUDE.md update failed",
            "don't update CLAUDE.md",
            "should we update AGENTS.md?",
            "update the changelog to mention the fix",
            "CLAUDE.md is out of date",
            "edit config.yaml to use port 8080",
            "who updated AGENTS.md?",
            "updating CLAUDE.md takes a while",
            "update the docs",
            "update the AGENTS.md formatting, the headings are a mess",
            "fix the CLAUDE.md headings, they skip a level",
            "update your rules engine to accept the new field",
            "what are your rules?",
            "follow your instructions",
        ],
    );
}

/// An imperative closed by "always" / "every time" / "each time" (perhaps "and always", "every
/// single time", the typo "alwyas") makes it a standing rule. A statement (it fails every
/// time), someone's habit, a question or a hypothetical stay silent.
#[test]
fn variations_en_rule_at_the_end() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("run the linter before committing, always", "linter"),
            ("Use pnpm, always.", "pnpm"),
            ("check the logs first, every time", "logs"),
            ("write tests for new endpoints, always!", "tests"),
            ("bump the version on release, each time", "version"),
            ("ok, squash merge PRs, always", "squash"),
            ("rebase on main before pushing, and always", "rebase"),
            ("ask before deleting files, every single time", "deleting"),
            ("format with prettier always", "prettier"),
            ("use UTF-8 everywhere, always", "UTF-8"),
            ("pin the versions, alwyas", "pin"),
            ("update the changelog every time", "changelog"),
            ("tag the release, each time.", "tag"),
            ("document new flags in the README, always", "README"),
            ("so run migrations in a transaction, always", "transaction"),
        ],
        &[
            "does it always fail?",
            "it fails every time",
            "the build breaks every single time",
            "he runs the linter, always",
            "if you run the linter, always",
            "I always forget",
            "it was slow, always",
            "is that always the case?",
            "the tests pass, always",
            "we tried it every time",
            "always?",
            "same thing every time",
            "not always",
            "the cache misses each time",
            "you break it every time",
        ],
    );
}

/// "My/our (golden, house…) rule, principle, convention, policy or guideline is …" states a
/// standing rule, the rest of the sentence. A question, someone else's convention, the word
/// in another sense (policy documents, rules engine) or a hypothetical stay silent. Not taken:
/// "my rule of thumb is that …", which the gate reads as about the task at hand.
#[test]
fn variations_en_principle() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("my rule is to never push on Fridays", "Fridays"),
            ("Our principle: tests before code", "tests before code"),
            ("our convention is snake_case for JSON keys", "snake_case"),
            ("My golden rule is: no secrets in the repo.", "secrets"),
            ("our policy is that every PR gets a review", "review"),
            ("ok, our house rule is tabs over spaces", "tabs"),
            (
                "my general principle is to prefer the standard library",
                "standard library",
            ),
            ("our guideline is to keep commits small!", "commits small"),
            (
                "my one rule here is that main stays green",
                "main stays green",
            ),
            ("my rule is, ask first", "ask first"),
            ("our conventon is kebab-case file names", "kebab-case"),
            ("our rule is to rebase", "rebase"),
            ("my basic rule is that keys live in .env", ".env"),
            (
                "our convention here is: one component per file",
                "one component",
            ),
            (
                "so my principle is that errors are never swallowed",
                "swallowed",
            ),
        ],
        &[
            "what is your rule?",
            "our policy documents are in docs/",
            "the rule is unclear",
            "their convention is camelCase",
            "my principle question is about the cache",
            "our rules engine is slow",
            "if my rule is wrong, tell me",
            "is that our convention?",
            "his rule is to never push on Fridays",
            "the policy is in the wiki",
            "our principal engineer is out",
            "which convention do we use?",
            "the convention is camelCase in that repo",
            "rules are rules",
            "my rule?",
            "my rule is broken",
            "our lint rule is too strict",
        ],
    );
}

/// "X matters more than Y" / "X is more important than Y" ranks two qualities of the work: a
/// standing priority. A question, "this/that/it" as the subject, someone else's view, a
/// hypothetical or "here" (this case) stay silent. Not taken: "matters more then" ("then" is
/// a filler that splits the clause) and "…than brevity", which the gate reads as a reply style.
#[test]
fn variations_en_priority() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("readability matters more than speed", "readability"),
            (
                "correctness is more important than performance",
                "correctness",
            ),
            ("ok, stability matters more than new features!", "stability"),
            (
                "for us, test coverage is more important than velocity.",
                "test coverage",
            ),
            ("data safety matters more than UX", "data safety"),
            (
                "clear names are more important than short ones",
                "clear names",
            ),
            (
                "backward compatibility matters more than pretty APIs",
                "backward",
            ),
            (
                "honestly, small diffs matter more than clever code",
                "small diffs",
            ),
            ("readabilty is more important then speed", "readabilty"),
            ("correctness is more important then speed", "correctness"),
            ("security matters more than convenience", "security"),
            (
                "Simple code is more important than clever code.",
                "Simple code",
            ),
            ("tests matter more than docs", "tests"),
            ("so uptime matters more than features", "uptime"),
            (
                "predictable builds are more important than fast ones",
                "predictable",
            ),
        ],
        &[
            "which matters more than the other?",
            "what is more important than tests?",
            "this is more important than that",
            "it matters more than you think",
            "is speed more important than safety?",
            "he said speed matters more than safety",
            "nothing matters more than shipping on time here",
            "if speed matters more than safety, use the cache",
            "that matters more than anything",
            "are tests more important than docs?",
            "speed matters",
            "more important than ever",
            "it is more important than it looks",
            "this matters more than the rest",
            "what matters more than uptime?",
        ],
    );
}

/// "Always" opening an imperative, perhaps after a modal or an ask (you should, we must, I
/// want you to, make sure to, be sure to), sets a standing rule. A question, a report of what
/// happens always (it always fails), someone's habit or a hypothetical stay silent.
#[test]
fn variations_en_always() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("always run the tests before committing", "run the tests"),
            ("Always use pnpm.", "pnpm"),
            ("ok, always check the logs first", "logs"),
            ("you should always squash merge", "squash"),
            ("we must always pin versions!", "pin versions"),
            ("i want you to always ask before deleting files", "deleting"),
            ("make sure to always write tests", "write tests"),
            ("always make sure to rebase on main", "rebase"),
            ("be sure to always bump the version", "bump"),
            ("you should alwyas run tests", "run tests"),
            ("please always add type hints", "type hints"),
            ("we need to always tag releases", "tag releases"),
            ("you will always use UTF-8 for files", "UTF-8"),
            ("so, always keep the changelog current", "changelog"),
            ("I need you to always document new env vars", "env vars"),
            // The project's scope fronted, with or without its comma.
            (
                "for this repo always pin actions to a full commit sha",
                "commit sha",
            ),
            ("In our codebase, always use the shared logger", "logger"),
            (
                "across the monorepo always use pnpm workspaces",
                "pnpm workspaces",
            ),
        ],
        &[
            "does it always fail?",
            "it always fails on CI",
            "I always forget the flag",
            "he always uses yarn",
            "always?",
            "if you always run it, it gets slow",
            "you always break the build",
            "we always did it this way",
            "not always",
            "the tests always pass locally",
            "they always ask for a review",
            "is it always this slow?",
            "it's always the cache",
            "as always, thanks",
            "almost always works",
            "for this project I always forget the env vars",
            "in this repo we always had flaky tests",
            "for this repo always failing tests are the norm",
        ],
    );
}

/// "Never" (never ever, never again, don't ever, do not ever) opening an imperative, perhaps after a modal
/// or an ask, sets a standing ban. "Never mind", a report (it never worked), someone's habit,
/// a question or a hypothetical stay silent.
#[test]
fn variations_en_never() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("never push to main", "push to main"),
            ("Never commit secrets.", "secrets"),
            ("you should never use any in TypeScript", "any"),
            ("we must never skip the review!", "review"),
            ("don't ever force push", "force push"),
            ("dont ever force push", "force push"),
            ("please never delete migrations", "migrations"),
            ("i want you to never touch prod", "prod"),
            ("do not ever edit the lockfile by hand", "lockfile"),
            ("never ever disable the linter", "linter"),
            ("you shall never merge red builds", "red builds"),
            ("ok, never log tokens", "tokens"),
            ("we should never store passwords in plain text", "passwords"),
            ("Never hardcode the API URL!", "API URL"),
            ("you need to never bypass the hooks", "hooks"),
            ("never again use sed -i on macOS", "sed -i"),
            ("for this repo never commit dist/", "dist/"),
            ("in our codebase never use unwrap in library code", "unwrap"),
        ],
        &[
            "never mind",
            "I never use yarn",
            "it never worked",
            "have you ever pushed to main?",
            "never again, I said that yesterday",
            "he never runs the tests",
            "it never fails locally",
            "if you never push, nothing ships",
            "never?",
            "the job never finished",
            "they never answered",
            "never heard of it",
            "we never got a reply",
            "does it never time out?",
            "better late than never",
            "never again will I trust that library",
            "for this repo, never mind",
            "in this project we never got the budget",
        ],
    );
}

/// "Under no circumstances" opening a clause is the strongest ban, whatever follows (an
/// imperative, "should you …", the singular slip "circumstance"). A question, "under these /
/// what circumstances", reported speech or a hypothetical stay silent.
#[test]
fn variations_en_under_no_circumstances() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("under no circumstances push to main", "push to main"),
            (
                "Under no circumstances should you commit secrets.",
                "secrets",
            ),
            (
                "ok, under no circumstances delete migrations!",
                "migrations",
            ),
            (
                "under no circumstance edit the lockfile by hand",
                "lockfile",
            ),
            ("under no circumstances, touch prod", "prod"),
            ("Under no circumstances disable the tests", "tests"),
            (
                "under no circumstances are you to rotate the keys",
                "rotate",
            ),
            (
                "so under no circumstances drop the users table",
                "users table",
            ),
            ("under no circumstances run migrations on Friday", "Friday"),
            ("UNDER NO CIRCUMSTANCES force push", "force push"),
            (
                "under no circumstances should we ship without a changelog",
                "changelog",
            ),
            ("please, under no circumstances log tokens", "tokens"),
            ("under no circumstances use sudo in scripts", "sudo"),
            ("Under no circumstances: never rewrite history", "history"),
            ("under no circumstances merge a red PR.", "red PR"),
        ],
        &[
            "under what circumstances does it fail?",
            "in some circumstances it crashes",
            "he said under no circumstances push to main",
            "if under no circumstances we can deploy, what then?",
            "under these circumstances, skip the tests",
            "the circumstances were unusual",
            "under no circumstances?",
            "given the circumstances, fine",
            "in no circumstances is this a bug?",
            "under normal circumstances it works",
            "under any circumstances?",
            "circumstances changed",
            "depending on circumstances",
            "under the circumstances it was OK",
            "what circumstances?",
        ],
    );
}

/// "New rule:", "house rule:" or an ask to make, add or set something as a rule (make it a
/// rule to…, add a rule that…, create a new rule:, write a rule saying…) asks to keep what
/// follows as a rule. A rule of a linter, firewall or router, a negated ask, a question, a
/// report or a rule named as a thing stay silent; a rule put in a rule file with nothing it
/// says ("add a rule to CLAUDE.md") asks the agent and counts a candidate, and so does "make that
/// a rule." (pls) with nothing it says: only rules with their content are direct writes.
#[test]
fn variations_en_new_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("new rule: tests before code", "tests before code"),
            ("New rule - every PR gets a review", "review"),
            ("house rule: tabs over spaces", "tabs"),
            ("ok, new rule: no force pushes.", "force pushes"),
            ("make it a rule to run the linter before commits", "linter"),
            ("add a rule that logs go to logs/", "logs/"),
            ("create a new rule: releases get a tag", "tag"),
            ("set a rule to pin versions", "pin versions"),
            ("write a rule saying keys live in .env", ".env"),
            (
                "make it a hard rule that main stays green!",
                "main stays green",
            ),
            ("new rule; tests before code", "tests before code"),
            ("NEW RULE: no force pushes", "force pushes"),
            ("team rule: small commits", "small commits"),
            (
                "please add a new rule that migrations need a backup",
                "backup",
            ),
            ("make this a permanent rule to squash merge", "squash"),
            ("add a rule that we always rebase before merging", "rebase"),
            ("add a rule that you never touch the vendor dir", "vendor"),
        ],
        &[
            "what is the new rule?",
            "the new rule broke the build",
            "add a lint rule for unused imports",
            "we need a new firewall rule",
            "the rule engine is slow",
            "make it a rule?",
            "is this a rule?",
            "the eslint rule no-console is too strict",
            "rule 34 of the spec",
            "write a rule for the router that matches /api",
            "he added a new rule yesterday",
            "the rules changed",
            "rules of the game",
            "which rule failed?",
            "a rule of thumb would help",
            "don't add a rule to CLAUDE.md",
            "no need to add a new rule to AGENTS.md",
            "do not put a rule in the claude.md",
            "add a rule to the form request so the email is always required",
            "add a rule to each route that checks the token",
            "add a new rule into the ingress so /admin is always private",
            "add a rule that blocks port 22 in the firewall config",
            "add a rule which redirects /old to /new",
            "make a rule that allows traffic from the vpn only",
            "add a rule that denies all inbound except 443",
            "add a rule that rate-limits /login",
        ],
    );
    // A rule named with nothing it says: the content is in the conversation.
    for prompt in [
        "add a rule to CLAUDE.md",
        "add a new rule to AGENTS.md",
        "put a rule in the claude.md",
        "make that a rule.",
        "make this a rule pls",
        "make it a global rule, thanks",
    ] {
        super::asks_and_counts(prompt, "rule");
    }
}

/// A verb of putting (save, add, put, store, write, keep) with memory as its place (to memory,
/// in your memory, into long-term memory, to MEMORY.md) asks to remember what follows. A
/// program's memory (keep the data in memory), a file saved to disk, a question, a report,
/// a ban, reported speech or a hypothetical stay silent.
#[test]
fn variations_en_save_to_memory() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("save this to memory: we use pnpm", "pnpm"),
            ("please add to memory that the port is 8080", "8080"),
            ("put it in your memory: tests go in tests/", "tests/"),
            (
                "store that in long-term memory, commit messages are in English",
                "English",
            ),
            ("save the following to MEMORY.md: logs go to logs/", "logs/"),
            ("write this into memory: we deploy from CI", "CI"),
            ("keep this in memory, keys live in .env", ".env"),
            ("ok, save to memory: squash merge PRs", "squash"),
            ("save it to your memories: pin Node 20", "Node 20"),
            ("save that in the memory, tabs over spaces!", "tabs"),
            ("save this to memory - we use pnpm", "pnpm"),
            ("pls save this to memory: we use pnpm", "pnpm"),
            ("add this to your memory: releases get a tag", "tag"),
            ("Save to memory. Migrations need a backup.", "backup"),
            (
                "store this in memory: the staging DB is read-only",
                "read-only",
            ),
            // Closed by a word of politeness (please, pls, thanks), as 吧 closes a Chinese ask.
            ("we use pnpm, save that to memory pls", "pnpm"),
            ("tabs over spaces, add it to memory please.", "tabs"),
            ("save this to memory thx: squash merge PRs", "squash"),
        ],
        &[
            "did you save that to memory?",
            "save the file to disk",
            "how much memory does it use?",
            "I saved it to memory yesterday",
            "the memory usage is high",
            "store the cache in memory",
            "keep the data in memory",
            "he said save this to memory",
            "don't save this to memory",
            "if you save it to memory, it grows",
            "put the buffer in shared memory",
            "memory is full",
            "is it saved in memory?",
            "load the model into memory",
            "free the memory after use",
        ],
    );
}

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_missed_save,
    variations_en_missed_save,
    variations_zh_from_now_on_after_a_topic,
    variations_zh_next_time,
    variations_zh_make_it_a_rule,
    variations_zh_save_to_memory,
    variations_zh_rule_file_asks,
    variations_en_update_the_rule_file,
    variations_en_rule_at_the_end,
    variations_en_principle,
    variations_en_priority,
    variations_en_always,
    variations_en_never,
    variations_en_under_no_circumstances,
    variations_en_new_rule,
    variations_en_save_to_memory,
    variations_remember_a_shared_past_act,
];

/// "this / that" + a thing of the conversation (the question, the answer, the draft) scopes an
/// "always" / "never" to this exchange; the same words about the kind of thing, or "this
/// error" (a rule for when it recurs), stay rules.
#[test]
fn deixis_to_the_conversation_is_the_task_at_hand() {
    for prompt in [
        "please always answer this question in detail",
        "always answer that question in English",
        "never use emojis in this reply",
        "always cite sources in this answer",
        "never shorten that response",
        "always follow this prompt exactly",
        "always use metric units in this example",
        "never translate this section",
        "always keep that paragraph short",
        "never crop this screenshot",
        "always use the brand colours in this image",
        "never send this email without asking me",
        "always number the steps in that draft",
        "never add headings to this output",
        "ALWAYS answer these questions briefly",
    ] {
        writes_nothing(prompt);
    }
    for (prompt, target) in [
        ("always answer questions in detail", Target::User),
        ("always answer my questions in English", Target::User),
        ("never use emojis in your replies", Target::User),
        ("always cite sources in your answers", Target::User),
        (
            "when you see this error, always restart docker first",
            Target::MemoryRules,
        ),
        ("always run the tests before you push", Target::MemoryRules),
        (
            "never commit without running cargo fmt",
            Target::MemoryRules,
        ),
    ] {
        let d = detect(prompt);
        assert_eq!(d.target, target, "{prompt:?} → {d:?}");
    }
}

/// Rules that are not the agent's: one scoped to this session or day ("for the rest of this
/// session", "just for today", 本次会话里, 今天先), one that is the text of a TODO, comment or
/// message the user asks for ("add a TODO: always …"), a complaint about having to remind
/// (每次都要我提醒你) and a bare "be careful" with nothing to be careful of (下次注意).
/// The same rules said for good, or with content, stay rules.
#[test]
fn session_scope_artifact_text_and_empty_warnings_are_not_rules() {
    for prompt in [
        "from now on until the end of this session, use verbose logs",
        "for the rest of this session, answer in Chinese",
        "for the rest of the conversation, always reply briefly",
        "just for today, always run the fast tests only",
        "always use the mock server, today only",
        "本次会话里都用中文回答",
        "今天先不要跑 e2e 测试了，以后再说",
        "add a TODO: always validate the token",
        "the commit message should be: always run migrations first",
        "put a comment saying: never call this twice",
        "set the error message to: \"never share your password\"",
        "加个注释：永远不要在这里改全局状态",
        "每次都要我提醒你",
        "每次都得我告诉你才改",
        "下次注意",
        "下次注意点吧",
        "next time, be more careful",
    ] {
        writes_nothing(prompt);
    }
    for prompt in [
        "from now on, use verbose logs",
        "from today on, always answer in Chinese",
        "always add a comment: why, not what",
        "rule: always validate the token",
        "note: never call the billing API twice",
        "add to CLAUDE.md: always run migrations first",
        "每次部署前都要我确认",
        "下次也先跑测试",
        "next time, be careful to run the migrations first",
    ] {
        writes_something(prompt);
    }
}

/// A rule-file ask whose object is only a container ("a rule", "a note", "this down") keeps
/// the rule that follows the colon or dash, not the container's name.
#[test]
fn rule_file_ask_with_a_container_object_keeps_what_follows() {
    for (prompt, saved) in [
        (
            "can you add a rule to CLAUDE.md: commit messages in English",
            "commit messages in English",
        ),
        (
            "please write this down in CLAUDE.md - run make check before pushing",
            "run make check before pushing",
        ),
        (
            "add a note to CLAUDE.md: staging is read-only",
            "staging is read-only",
        ),
        (
            "add the following to AGENTS.md: never edit generated files",
            "never edit generated files",
        ),
        (
            "add a new section to CLAUDE.md: tests live in tests/",
            "tests live in tests/",
        ),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.target, d.text.as_str()),
            (Target::MemoryRules, saved),
            "{prompt:?} → {d:?}"
        );
    }
}

/// "Update AGENTS.md so it says X" is a purpose clause (what the file is to say), not someone
/// else's words; "he says X" and "the doc says X" stay reported speech.
#[test]
fn a_purpose_clause_is_not_reported_speech() {
    for (prompt, saved) in [
        (
            "update AGENTS.md so it says tests live in tests/",
            "tests live in tests/",
        ),
        ("update CLAUDE.md so that it says we use uv", "we use uv"),
    ] {
        let d = detect(prompt);
        assert!(
            d.target == Target::MemoryRules && d.text.contains(saved),
            "{prompt:?} → {d:?}"
        );
    }
    for prompt in [
        "he says we should always use uv",
        "the doc says always use HTTPS, how do I set that up?",
        "so he said never push to main?",
    ] {
        writes_nothing(prompt);
    }
}

/// Facts about the user said with an end-position "remember that" / "keep that in mind" go
/// to USER.md, and a modifier after the pointer ("… for dates") does not replace the fact.
#[test]
fn end_position_reminders_keep_the_fact_before_them() {
    for (prompt, target, saved) in [
        (
            "I'm in UTC+8, keep that in mind for dates",
            Target::User,
            "UTC+8",
        ),
        (
            "keep in mind I'm not a native speaker",
            Target::User,
            "native speaker",
        ),
        (
            "I'm working on a MacBook with an M2 chip, remember that",
            Target::User,
            "M2 chip",
        ),
        (
            "the staging db is read-only, keep that in mind when testing",
            Target::MemoryRules,
            "read-only",
        ),
        (
            "keep in mind that the API is rate limited",
            Target::MemoryRules,
            "rate limited",
        ),
        // The modifier may be a clause of time or condition.
        (
            "im on windows 11 with wsl2 ubuntu, keep that in mind whenever you suggest commands",
            Target::User,
            "windows 11",
        ),
        (
            "I'm on an M2 MacBook with colima. Keep that in mind whenever you give me docker commands.",
            Target::User,
            "colima",
        ),
        (
            "the staging db resets nightly, keep this in mind if you write fixtures",
            Target::MemoryRules,
            "resets nightly",
        ),
        (
            "prod is on k8s 1.29, bear that in mind before you suggest manifests",
            Target::MemoryRules,
            "1.29",
        ),
        (
            "remember that when you deploy, the vpn must be on",
            Target::MemoryRules,
            "when you deploy, the vpn must be on",
        ),
    ] {
        let d = detect(prompt);
        assert!(
            d.target == target && d.text.contains(saved),
            "{prompt:?} → {d:?}"
        );
    }
}

/// A near day (明天, 今晚, tomorrow, tonight) makes a plan, not a rule or a decision, and what a
/// run gave (这个命令的输出) is in the conversation; a near day that starts something
/// ("从明天开始…", "from tomorrow on") is lasting, and so is a rule ending in 日志 (先看日志).
#[test]
fn plans_for_a_near_day_are_not_rules() {
    for prompt in [
        "记一下：明天开会",
        "记住：明天上午十点评审",
        "定了，今晚上线",
        "决定了，后天发版",
        "remember: deploy tonight",
        "we decided to release tomorrow",
        "帮我记一下这个命令的输出",
        "记一下这次的测试结果",
        "记住这个接口的报错",
    ] {
        let d = detect(prompt);
        assert!(
            !matches!(
                d.target,
                Target::MemoryRules | Target::MemoryDecisions | Target::User
            ),
            "{prompt:?} → {d:?}"
        );
    }
    for prompt in [
        "从明天开始，以后提交信息都用英文",
        "明天起，以后都先跑测试再提交",
        "from tomorrow on, always run the linter",
        "记住：部署前先跑迁移",
        "以后报错了先看日志",
    ] {
        writes_something(prompt);
    }
}

/// The complaint without its subject, as Chinese drops a known one (怎么没记住, 是不是没存下来,
/// 为啥又没记下来), and "why isn't that in memory": other forms of the missed-save families. The
/// user's own slip (我怎么没记住), a file or code not saved, a plain question about memory and
/// a statement of what it lacks stay silent.
#[test]
fn missed_saves_without_a_subject() {
    for (prompt, contains) in [
        ("你怎么没记住", "没记住"),
        ("为啥又没记下来", "没记下来"),
        ("是不是没存下来", "没存下来"),
        ("为什么没有记住？key 用英文点分隔", "key"),
        ("是不是又没存下来，我们用 pnpm", "pnpm"),
        (
            "你又把 key 写成中文了，上次明明说过 key 用英文，怎么没记住",
            "key 用英文",
        ),
        ("怎么还是没记下来，默认分支是 develop", "develop"),
        ("怎麼沒記住", "沒記住"),
        ("why isn't that in memory", "memory"),
        (
            "why isn't that in your memory? we deploy on fridays",
            "fridays",
        ),
        ("OK why is this not in memory, keys live in .env", ".env"),
    ] {
        check(
            prompt,
            SignalKind::MissedSave,
            Target::Improvements,
            &[contains],
        );
    }
    for prompt in [
        "我怎么没记住",
        "我为什么没记下来",
        "这个文件是不是没存下来",
        "代码是不是没保存下来",
        "it isn't in memory yet",
        "that isn't in memory.md",
        "is that in memory?",
        "why isn't that in the cache",
        "why isn't the config in memory mode",
        "你怎么没跑测试",
        "是不是没装依赖",
        "怎么没保存修改",
    ] {
        writes_nothing(prompt);
    }
    // The complaint's subject is not left at the end of what it complains about.
    saves_exactly(&[(
        "刚才我说的不用 Lombok 那条,你怎么没记住",
        "刚才我说的不用 Lombok 那条",
    )]);
}

/// "Remember" + a thing named by a shared past act ("the migration we did", "the script you
/// wrote") recalls it when the act is dated, asked about or taken up again (`RECALLED_PAST_ACT`);
/// a fact about that thing ("the cache we added is per-user") is still a rule.
#[test]
fn variations_remember_a_shared_past_act() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("remember the staging db is read-only", "read-only"),
            (
                "remember that the api we built uses jwt, not sessions",
                "jwt",
            ),
            ("remember the deploy script needs sudo", "sudo"),
            ("Remember: the cache we added is per-user", "per-user"),
            ("remember the service we deployed runs on port 8443", "8443"),
            (
                "remember that the endpoint you wrote returns 204 on delete",
                "204",
            ),
            (
                "remember, the flags we added default to off",
                "default to off",
            ),
            (
                "remember the queue we set up is at-least-once, so handlers must be idempotent",
                "at-least-once",
            ),
            (
                "remember the lib we picked (zod) is the only validator",
                "zod",
            ),
            ("remember the builds we ship are always signed", "signed"),
            ("remember that our ci runs on arm64", "arm64"),
            (
                "remember this: the seeds we generated are fixed at 42",
                "42",
            ),
            (
                "always remember the token we use expires after an hour",
                "an hour",
            ),
            (
                "remember the flags we added default to off, so use them",
                "default to off",
            ),
            (
                "remember the db we migrated to is Postgres 16",
                "Postgres 16",
            ),
            // "We wrote" holds the speaker: no one else's words.
            (
                "remember the tests we wrote must pass before merging",
                "must pass",
            ),
            ("remember the docs we wrote are in docs/adr", "docs/adr"),
        ],
        &[
            "remember the migration we did for orders last week with the backfill in batches do the same for the invoices table",
            "remember the migration we did for orders last week, do the same for invoices",
            "remember the script you wrote yesterday for the csv import, reuse it here",
            "remember the checkout flow we built last month? the new one should match",
            "remember the fix you made earlier to the parser, apply it to the lexer too",
            "remember that approach we tried the other day? do the same here",
            "remember those tests you wrote this morning, copy them for the admin page",
            "remember the schema we designed, use it for the new table",
            "remember the prompt I wrote? reuse it",
            "Remember the component we built for settings, make the profile page the same way",
            "remember the benchmark we ran last week, run it again",
            "remember the config you generated, use that one",
            "remember the chart we made yesterday",
            "remember the script we just wrote? put it in the README",
            "remember the dockerfile u wrote earlier",
            "remember our workaround we came up with, apply it here too",
            "remember the api we discussed last week? implement it",
        ],
    );
}
