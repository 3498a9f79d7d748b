//! Variation tables of round twenty-seven's forms: explicit asks in other words (other agents'
//! rule files, memory as a record, habits, bans and wishes), the right value affirmed with the
//! wrong one denied, a switch or a site-wide adoption, and the checkpoint said
//! without the word (see `table` in the parent module; docs/CAPTURE.md "Round twenty-seven").

use super::*;

/// Rule files of other coding agents (Cursor, Windsurf, Cline), the user's and global rules, "your
/// system prompt", and the rules counted or listed when added; English and code-mixed Chinese.
#[test]
fn variations_rule_files_of_other_agents() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("add to cursor rules: use tabs", "use tabs"),
            (
                "add this to .cursor/rules: components are PascalCase",
                "components are PascalCase",
            ),
            (
                "Add to the Cursor rules that dates are stored in UTC",
                "dates are stored in UTC",
            ),
            (
                "put in .windsurfrules: run pnpm lint before commits",
                "run pnpm lint before commits",
            ),
            (
                "add to .clinerules: never edit generated files",
                "never edit generated files",
            ),
            (
                "add to global rules: migrations need a down step",
                "migrations need a down step",
            ),
            (
                "add to user rules: prefer pnpm over npm",
                "prefer pnpm over npm",
            ),
            (
                "add to your system prompt that staging is read-only",
                "staging is read-only",
            ),
            (
                "加到 cursor rules 里：接口统一返回 code/msg/data",
                "接口统一返回 code/msg/data",
            ),
            ("写进 .cursorrules：禁止直接推 main", "禁止直接推 main"),
            ("更新到 rules 里：组件名用大驼峰", "组件名用大驼峰"),
            (
                "add another rule: the API base path is /v2",
                "the API base path is /v2",
            ),
            (
                "let's add a rule: every PR needs a test",
                "every PR needs a test",
            ),
            (
                "please add these rules: no any in TypeScript",
                "no any in TypeScript",
            ),
            (
                "add the following to the rules: dates are UTC",
                "dates are UTC",
            ),
            ("use pnpm not npm, add it to the rules", "use pnpm not npm"),
        ],
        &[
            "the cursor blinks after export, fix it",
            "add cursor pagination to the list endpoint",
            "what's in .cursor/rules right now?",
            "don't add this to the cursor rules",
            "add port 22 to the rules",
            "add a rule to the firewall for port 22",
            "I'll add a rule in cursor for that",
            "the rules engine rejects this payload",
            "summarise the rules in .cursor/rules",
            "加到购物车里",
            "rules 里有哪些规则？",
            "别把这个加到 rules 里",
            "add a rule to the eslint config for unused imports",
            "add a line to the system prompt telling the model to answer in JSON",
            "these rules are too strict",
            "include this in the rules going forward",
            "把 8080 加到防火墙 rules 里",
        ],
    );
}

/// Memory as the place or the record in other words: the file's name, Claude Code's project /
/// user memory, a memory made as a record (加一条 memory), 放 / 写入到 / 总结到, a typo of "remember".
#[test]
fn variations_memory_as_a_place_in_other_words() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("写进 memory.md：部署前先跑测试", "部署前先跑测试"),
            (
                "记到 MEMORY.md 里：接口统一用 snake_case",
                "接口统一用 snake_case",
            ),
            ("写入到 memory：发版只在周二", "发版只在周二"),
            ("加到 project memory 里：测试库是只读的", "测试库是只读的"),
            ("加一条memory：日志统一用 JSON", "日志统一用 JSON"),
            (
                "新建一条记忆：staging 的数据库是只读的",
                "staging 的数据库是只读的",
            ),
            ("添加一条记忆:金额一律用分存", "金额一律用分存"),
            ("创建一个 memory：前端用 pnpm", "前端用 pnpm"),
            (
                "memory 里更新一下：CI 跑在自建 runner 上",
                "CI 跑在自建 runner 上",
            ),
            (
                "放到 memory 里：部署脚本在 scripts/deploy.sh",
                "部署脚本在 scripts/deploy.sh",
            ),
            ("把不要用 npm 放进记忆里", "不要用 npm"),
            ("把金额用分存总结到 memory", "金额用分存"),
            ("存成 memory：发版只在周二", "发版只在周二"),
            ("这个也记到memory：日志统一用 JSON", "日志统一用 JSON"),
            ("写到你的 memory 里面：发版只在周二", "发版只在周二"),
            (
                "update your memory with this: deploys go out on Tuesdays",
                "deploys go out on Tuesdays",
            ),
            (
                "save to user memory: the staging db is read-only",
                "the staging db is read-only",
            ),
            (
                "rememeber that the staging db is read-only",
                "the staging db is read-only",
            ),
            (
                "remeber: we deploy from the release branch",
                "we deploy from the release branch",
            ),
            ("你把发版只在周二写进 memory 里", "发版只在周二"),
            ("麻烦你存到记忆里：staging 库只读", "staging 库只读"),
            ("你帮我记到memory：发版只在周二", "发版只在周二"),
        ],
        &[
            "memory 加到 16G",
            "把缓存放到 memory 里还是 redis 里？",
            "memory 里的东西怎么看",
            "存到 memory 变量里",
            "这个服务的 memory 占用太高了",
            "创建一个 memory 数据库",
            "不用写进 memory",
            "别放到记忆里",
            "update the memory limit to 2GB",
            "update memory usage stats in the dashboard",
            "save the cache in memory",
            "remeber to bump the version",
            "rember the old layout? put it back",
            "请记住，并写入 memory",
            "memory bank 是什么？",
            "I don't remeber what we decided",
            "你把 memory 加到 16G",
            "你存到 memory 变量里",
        ],
    );
}

/// A habit asked for or banned (make it a habit, 不要每次都…), a wish with the agent as the doer
/// (I'd like you to always…), 切记 / 谨记 / 备忘, 规则：…, and "for all future X".
#[test]
fn variations_habits_bans_and_wishes() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("别每次都重新安装依赖", "别每次都重新安装依赖"),
            ("不要每次改完都 git push", "不要每次改完都 git push"),
            ("你不要每次都自动提交", "你不要每次都自动提交"),
            ("不用每次都跑全量测试", "不用每次都跑全量测试"),
            ("别每次都生成新的迁移文件了", "别每次都生成新的迁移文件了"),
            (
                "make it a habit to run the linter before you commit",
                "run the linter before you commit",
            ),
            (
                "Make it a practice to write the test first.",
                "write the test first",
            ),
            ("make sure to never commit secrets", "never commit secrets"),
            ("ensure you always run cargo fmt", "run cargo fmt"),
            (
                "I'd like you to always run the tests first",
                "run the tests first",
            ),
            ("Id like you to never push to main", "never push to main"),
            (
                "I want you to remember that staging is read-only",
                "staging is read-only",
            ),
            ("切记：不要改生成的文件", "不要改生成的文件"),
            ("谨记：金额一律用分存", "金额一律用分存"),
            ("备忘：staging 库是只读的", "staging 库是只读的"),
            ("规则：禁止直接推 main", "禁止直接推 main"),
            (
                "for all future migrations, add a down step",
                "add a down step",
            ),
            ("In every future PR, link the issue", "link the issue"),
        ],
        &[
            "不要每次都报错啊",
            "别每次都这样",
            "不要每次都跑那么久",
            "is it a good habit to commit often?",
            "make sure to run the tests",
            "ensure you run the tests",
            "I want you to fix the login bug",
            "I want you to remember to bump the version",
            "备忘录功能要支持置顶",
            "规则引擎有个 bug",
            "规则：A 和 B 哪个优先？",
            "in the future we might add a down step",
            "next time I'll add the down step myself",
            "切记！",
            "for all future reference, what does this flag do?",
            "make sure you remember the old layout? put it back",
        ],
    );
}

/// A correction that affirms the right value and denies the wrong one with the same verb (X 是 Y，不是
/// Z; 在 / 叫 / 用), the comma left out between Latin values, and "that's wrong, we deploy from …".
#[test]
fn variations_right_value_affirmed_wrong_one_denied() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("表名是 users，不是 user", "表名是 users，不是 user"),
            ("端口是 8080 不是 3000", "端口是 8080 不是 3000"),
            (
                "我们是 squash merge，不是 rebase",
                "我们是 squash merge，不是 rebase",
            ),
            (
                "配置文件在 config/app.toml，不在根目录",
                "配置文件在 config/app.toml，不在根目录",
            ),
            ("默认分支叫 trunk，不叫 main", "默认分支叫 trunk，不叫 main"),
            ("前端用 pnpm，不用 npm", "前端用 pnpm，不用 npm"),
            ("不是v2是v3", "不是v2是v3"),
            (
                "Python 版本是 3.11，不是 3.10",
                "Python 版本是 3.11，不是 3.10",
            ),
            (
                "测试库在 staging 集群上，不在 prod",
                "测试库在 staging 集群上，不在 prod",
            ),
            ("主分支叫 trunk 不叫 master", "主分支叫 trunk 不叫 master"),
            ("包管理用 uv，不用 pip", "包管理用 uv，不用 pip"),
            (
                "镜像仓库是 harbor，不是 docker hub",
                "镜像仓库是 harbor，不是 docker hub",
            ),
            ("不是 npm 是 pnpm", "不是 npm 是 pnpm"),
            ("部署在周二，不在周五", "部署在周二，不在周五"),
            (
                "that's wrong, we deploy from the release branch",
                "we deploy from the release branch",
            ),
            (
                "you got it wrong: we deploy from the release branch",
                "we deploy from the release branch",
            ),
            ("wrong, we squash merge here", "we squash merge here"),
        ],
        &[
            "这是 bug，不是 feature",
            "我是在问你，不是让你改",
            "问题是缓存，不是数据库",
            "他是前端，不是后端",
            "今天是周二不是周三",
            "这个函数返回的是 null，不是空数组",
            "是不是在 config 里",
            "结果是 3，不是 4",
            "表名是 users 还是 user？",
            "不是这个，是那个",
            "原因是时区没转，不是网络",
            "你是不是用错了，不是 pnpm 吗",
            "输出是 3 不是 4",
            "那是旧版本，不是新版本",
            "wrong, we'll fix it later",
        ],
    );
}

/// The team switched to a tool (我们换成 X 了, 迁到), and a choice adopted site-wide (全站采用, 统一改用).
#[test]
fn variations_switched_and_adopted_site_wide() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("我们换成 pnpm 了", "pnpm"),
            ("咱们迁到 k8s 了", "k8s"),
            ("统一改用 pnpm", "pnpm"),
            ("全站采用暗色主题", "暗色主题"),
            ("我们已经迁移到 postgres 了", "postgres"),
            ("团队换到 GitLab CI 了", "GitLab CI"),
            ("项目迁到 monorepo 了", "monorepo"),
            ("全局使用 zustand 管理状态", "zustand 管理状态"),
            ("整站统一采用 Tailwind", "Tailwind"),
            ("我们换成 vitest 了，不用 jest", "vitest 了，不用 jest"),
            ("咱们现在换到 bun 了", "bun"),
            ("全项目统一改用 ESM", "ESM"),
            ("项目统一改用 uv", "uv"),
            ("我们切到 arm 机器了", "arm 机器了"),
            ("团队已经换成飞书了", "飞书了"),
        ],
        &[
            "颜色换成红色了",
            "换成红色",
            "改用 for 循环",
            "把按钮换成蓝色",
            "换到下一页",
            "我们换成 pnpm 了吗",
            "他们迁到 k8s 了",
            "我们换到另一个分支",
            "我们试试换成 pnpm",
            "全站都白屏了",
            "全局变量改用 const",
            "我们换成 pnpm 吧？",
            "迁到新服务器看看",
            "先换成 mock 数据",
            "我们换一下",
        ],
    );
}

/// The checkpoint said without the word: what the session did as the object of a verb of
/// recording (log what we did today, 把今天做的记一下), a progress note or a summary of the session.
#[test]
fn variations_checkpoint_without_the_word() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("let's save progress here", ""),
            ("log what we did today", ""),
            ("record what we've done so far", ""),
            ("write down everything we covered this session", ""),
            ("write a progress note", ""),
            ("please add a quick progress entry", ""),
            ("save a summary of this session", ""),
            ("log what i finished today", ""),
            ("把今天做的记一下", ""),
            ("把刚才完成的工作记下来", ""),
            ("帮我把这次做的内容保存一下", ""),
            ("写个进度记录", ""),
            ("写一份今天的进度日志", ""),
            ("记录一下进度", ""),
            ("先存个档，明天继续", "明天继续"),
        ],
        &[
            "what did we do today?",
            "log what the server returned",
            "record what the user typed",
            "write down what we should do next",
            "save a progress bar component",
            "add a progress bar to the upload",
            "summary of the session API, please",
            "write a summary of this PR",
            "save the summary field",
            "把今天做的页面改一下",
            "把刚才改的回滚掉",
            "写个进度条组件",
            "我们今天做的不对",
            "把完成的任务标成绿色",
            "他们今天做的记一下吗",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_rule_files_of_other_agents,
    variations_memory_as_a_place_in_other_words,
    variations_habits_bans_and_wishes,
    variations_right_value_affirmed_wrong_one_denied,
    variations_switched_and_adopted_site_wide,
    variations_checkpoint_without_the_word,
];
