//! Variation tables of round thirty-nine's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-nine").

use super::*;

/// A telling counted in exasperation (我说过多少次了, 跟你讲了几遍了, 强调过多少回): the count
/// is an exclamation, as 好几次 states it, not a question about the number, and the listener
/// named (跟你, 和你) makes the user the speaker Chinese may leave unsaid. What follows is the
/// fact restated: a correction. A count of anything but a telling (跑了多少次, 重试多少次) still
/// asks; a telling by someone else (他说过, 你说过) or asked with 吗 / ？ is no restating.
#[test]
fn variations_telling_counted_in_exasperation() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("我说过多少次了，要用 pnpm", "pnpm"),
            ("跟你说过多少次了，用 pnpm", "pnpm"),
            ("我跟你讲了几遍了，日志放 logs/ 下", "logs/"),
            ("和你说过好几次了，接口要加鉴权", "鉴权"),
            ("我强调过多少回了，金额用 decimal", "decimal"),
            ("我都说了多少遍了，时间要存 UTC", "UTC"),
            ("我说过多少次了,提交信息用英文", "英文"),
            ("我们说过多少次了：分支要从 develop 拉", "develop"),
            ("跟你讲过多少遍了，测试库是 test_db 啊", "test_db"),
            ("我说过几次了，配置放在 config/ 里", "config/"),
            ("我提过多少次了，别用 var", "var"),
            ("我说过多少次了 端口是 9090", "9090"),
            ("给你说过多少次了，页面用 rem 不用 px", "rem"),
            ("我明明说过多少次了，前端只走 BFF", "BFF"),
            ("我讲了多少遍了，日志要用 zap", "zap"),
            ("我已经说过很多次了，注释用中文写", "中文"),
        ],
        &[
            "我说过多少次了",
            "这个测试跑了多少次",
            "重试多少次放弃",
            "你说过多少次了？",
            "他跟你说过多少次了，用 pnpm",
            "我说过多少次了吗",
            "你跟我说过几次这个问题",
            "这个接口一天调用多少次",
            "我说过多少次了？用 pnpm 吗",
            "客户说过好几次了，要加导出",
            "我说过几次了吗，记不清了",
            "跑了几遍了还是报错",
            "你讲了几遍了，我还是没懂",
            "我说过多少次了，你自己想想",
            "这个函数被调了多少次",
            "日志里这个报错出现了多少次",
        ],
    );
}

/// "How many times do I have to tell you" / "no matter how many times I say it": the tellings
/// counted in exasperation, a question in form only, the complaint that what was told did not
/// hold, as "we've been over this" is. A count of anything but a telling (how many times does
/// it retry, no matter how many times I run it) asks or reports.
#[test]
fn variations_how_many_times_do_i_have_to_tell_you() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("how many times do I have to tell you, we use pnpm", ""),
            ("how many times have I told you to use pnpm", ""),
            ("How many more times do I need to say it: tabs", ""),
            (
                "nobody remembers anything no matter how many times I say it.",
                "",
            ),
            ("how many times must i repeat this, no force pushes", ""),
            ("How many times do I have to explain it? the API is v3", ""),
            ("ugh, how many times have i said it, staging is 5433", ""),
            ("how many times did I tell you we use ruff", ""),
            ("how many times do we have to say it: UTC everywhere", ""),
            ("How many times have I reminded you about the lockfile", ""),
            ("no matter how often I say it you use npm", ""),
            ("no matter how many times I've told you, it's yarn here", ""),
            (
                "seriously how many times do i gotta tell you, no semicolons",
                "",
            ),
            (
                "how many times will I have to say this. tabs, not spaces",
                "",
            ),
            ("HOW MANY TIMES DO I HAVE TO TELL YOU. pnpm.", ""),
        ],
        &[
            "how many times do I have to call the retry?",
            "how many times does the job retry?",
            "how many times did we deploy today?",
            "no matter how many times I run it, it fails",
            "how many times should the loop run?",
            "how many times do I need to click save?",
            "how many times have we shipped this quarter",
            "no matter how often it restarts the cache is cold",
            "count how many times the user says hello",
            "how many times did the test fail",
            "how many times is too many for a retry",
            "how many times a day does the cron fire",
            "no matter how many times you retry, it 500s",
            "how many times do I have to run migrations?",
            "log how many times the handler is called",
        ],
    );
}

/// 一律 ("as a rule, uniformly") is normative only, so the topic before it may be any noun
/// phrase: one holding a Latin word with its spaces (我们组 Mapper 查询一律用…, MR 一律 squash
/// merge), and 一律 may take a bare manner (金额一律千分位). A change made once over things in
/// view (把…一律, 一律去掉 / 换成 / 删掉), a list item (a spec's or a checklist's), a task
/// asked with 帮我 / 一下 and someone else's words state no rule of the user's.
#[test]
fn variations_always_after_a_spaced_topic() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "我们组 Mapper 查询一律用 LambdaQueryWrapper，别写字符串列名",
                "LambdaQueryWrapper",
            ),
            ("報表裡金額一律千分位、不留小數", "千分位"),
            ("MR 一律 squash merge，别 rebase", "squash merge"),
            ("门店 ID 一律用字符串处理", "字符串"),
            ("API 返回的时间一律 ISO 8601", "ISO 8601"),
            ("新写的 React 组件一律函数式", "函数式"),
            ("Go 代码里的 error 一律 wrap 一层再返回", "wrap"),
            ("commit message 一律英文", "英文"),
            ("DB 字段一律 snake_case。", "snake_case"),
            ("Redis key 一律带业务前缀", "业务前缀"),
            ("PR 标题一律中文吧", "中文"),
            ("單元測試一律放 tests 資料夾", "tests"),
            ("Docker 镜像 tag 一律用 git sha 啊", "git sha"),
            ("环境变量名一律大写", "大写"),
            ("log 一律 JSON 格式", "JSON"),
        ],
        &[
            "卡片阴影一律去掉，用 1px 描边代替",
            "- 金额一律以分为单位",
            "- 接口一律 v2 前缀",
            "把 README 里的链接一律换成 https",
            "帮我把 Mapper 查询一律改成 LambdaQueryWrapper",
            "这个页面的按钮一律删掉",
            "旧的 API 调用一律替换成新的 client",
            "这些 log 一律挪到 debug 级别",
            "他说 API 一律走 v2",
            "那些 TODO 一律去掉",
            "测试数据一律删掉重建",
            "* 所有表名一律加前缀",
            "这次的 commit 一律 squash 一下",
            "这个文件里的 var 一律换成 let",
            "哪些接口一律要鉴权？",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_telling_counted_in_exasperation,
    variations_how_many_times_do_i_have_to_tell_you,
    variations_always_after_a_spaced_topic,
];
