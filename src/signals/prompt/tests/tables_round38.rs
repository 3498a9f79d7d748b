//! Variation tables of round thirty-eight's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-eight").

use super::*;

/// A way of doing or an approach of the agent's, pointed at, with a verdict on it (这样写不行,
/// 这个方案是错的, 你这个思路不合理), and the rest of the sentence saying what holds or why: a
/// correction, saved without the verdict. A thing pointed at with no way or approach (这个按钮
/// 不行) may be broken; 还是不行 / 报错 report this attempt; 的话 / 如果 make a condition; a
/// question asks.
#[test]
fn variations_verdict_on_the_way_it_was_done() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("这样写不行，金额字段我们都用 decimal", "decimal"),
            ("这里这样写不行，effect 在开发模式下会跑两次", "effect"),
            (
                "这个方案不行，token 必须放在 httpOnly cookie 里",
                "httpOnly",
            ),
            ("你这个思路不对啊，缓存应该按租户分开", "按租户分开"),
            ("这么做不行，迁移脚本要能回滚", "回滚"),
            ("这种写法是错的，时间都要存成 UTC", "UTC"),
            ("这个计费模型是错误的，我们是按调用次数收费", "按调用次数"),
            ("刚才那个改法不对，分页用的是 PageHelper", "PageHelper"),
            ("上面的逻辑不合理，退款要走审核流程", "审核流程"),
            ("这样处理不行啊，空值要返回 404", "404"),
            ("这个设计行不通，服务之间只能走消息队列。", "消息队列"),
            ("队列消费是幂等的，你这样写不行", "幂等"),
            ("这样改不可以，配置要放在 config/ 下面", "config/"),
            ("你的理解不对，staging 和 prod 用的是两个账号", "两个账号"),
            ("这套命名不行，表名用复数", "复数"),
            ("这样搞不行哦，日志要打到 stdout", "stdout"),
        ],
        &[
            "这样写不行",
            "这个方案不行",
            "这样写还是不行，是不是缓存的问题",
            "这个按钮不行，点了是空的",
            "这样写不行吗？",
            "这样不行的话就换成 Redis",
            "如果这样写不行，就用 decimal",
            "这样写不行，你再想想",
            "这样改也报错，日志是空的",
            "这个方案行不行，用 Kafka 会不会太重",
            "这样试试不行再说",
            "网络不行，下载很慢",
            "我英语不行，回复用中文吧？",
            "这样写又不行，接口是 500",
            "这个方案不行，换个方案",
            "这个接口不行，返回是空的",
        ],
    );
}

/// 不对 / 错了 after the thing it judges (主色不对, 端口错了, 表名写错了), then the right value:
/// the same correction as "不对，…", with what it corrects named first. What the agent's work
/// shows or returns (结果不对, 页面显示不对), an error raised (报错了), the speaker or the listener
/// as the subject, a question and a verdict with nothing after it correct no lasting fact.
#[test]
fn variations_verdict_after_its_topic() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("主色不对，品牌色是 #E2231A", "#E2231A"),
            ("端口不对，我们的服务跑在 8088", "8088"),
            ("表名错了，是 t_store 不是 stores", "t_store"),
            ("时区写错了，应该是 Asia/Shanghai", "Asia/Shanghai"),
            (
                "域名不对啊，测试环境用 test.example.com",
                "test.example.com",
            ),
            ("包名有误，应该叫 com.acme.app", "com.acme.app"),
            ("版本号不对,我们锁的是 1.22", "1.22"),
            ("分支名也不对，发版走 release 分支", "release"),
            ("字段名不对，数据库里叫 created_at", "created_at"),
            ("yml 里写成 8080 了，端口不对，后端一直跑在 9090", "9090"),
            (
                "路径错了，配置文件在 /etc/app/config.toml",
                "/etc/app/config.toml",
            ),
            ("环境变量名不对呀，要用 APP_ENV", "APP_ENV"),
            ("缩进不对，我们用 2 个空格", "2 个空格"),
            ("命令错了，要 uv run pytest", "uv run pytest"),
            ("key 的前缀不对，都是 lafu: 开头", "lafu:"),
        ],
        &[
            "主色不对",
            "结果不对，应该是 42",
            "页面显示不对，应该居中",
            "导入用户的时候报错了，是 NumberFormatException",
            "启动的时候出错了，是端口被占用",
            "端口不对吗，是 8088 吧",
            "我搞错了，是另一个项目",
            "输出不对，是空的",
            "样式不对，按钮在左边",
            "这里不对，是这个文件",
            "数据不对，是昨天的",
            "感觉不对，是不是缓存",
            "还是不对，日志在这",
            "效果不对，再调调",
            "测试不对，是旧的",
        ],
    );
}

/// "…，这是我们的约定" with the owner naming its part or kind (我们后端的分层约定, 我们组的规矩,
/// 团队前端的命名规范), and "，不只是这次" after it: the clause before is a standing rule, saved
/// without the closer. Another's rule (苹果的规定), a rule broken (不符合), a question, a dated
/// rule and a closer followed by an ask are no rule of ours.
#[test]
fn variations_convention_closer_with_its_owner() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "handler 里只做参数校验，业务逻辑全部放 service，这是我们后端的分层约定。",
                "业务逻辑全部放 service",
            ),
            (
                "接口都带幂等 key，这是我们组的规矩，不只是这次。",
                "幂等 key",
            ),
            ("组件名用 PascalCase，这是团队前端的命名规范", "PascalCase"),
            ("表名都加 t_ 前缀，这是我们数据库的约定", "t_ 前缀"),
            ("提交信息写中文，这是咱们组里的老规矩", "提交信息写中文"),
            ("日志统一打到 stdout，这是项目运维的规范", "stdout"),
            ("金额一律用分存，这个是我们财务系统的约定哈", "用分存"),
            ("配置只放 config/ 目录，这算我们仓库的规矩", "config/"),
            ("分支名用 feat/xxx，这也是我们团队的惯例", "feat/xxx"),
            (
                "接口返回都包一层 Result，这是我们后端的约定，不光是这次",
                "Result",
            ),
            ("迁移脚本必须可回滚，这是咱们项目的铁律", "可回滚"),
            ("改 proto 先发评审，这都是我们组的规矩。", "proto"),
            ("时间都存 UTC，这是我们的约定，不只是这一次", "UTC"),
            ("用 pnpm 装依赖，这是团队的规范！", "pnpm"),
            ("样式写在 scss 里，这是我们前端组的约定呀", "scss"),
        ],
        &[
            "这不符合我们的规范",
            "金额用 decimal，这是苹果的规定",
            "这是我们后端的分层约定吗",
            "这是我们组的规矩？",
            "这是我们以前的约定，现在不用了",
            "这是我们后端的分层约定，你看着改",
            "这个写法违反了我们的规范",
            "你看看这是不是我们的约定",
            "这次用 4 个 worker 跑",
            "这次先别部署，以后再说",
            "这是 eslint 的规则",
            "这是他们组的规矩，跟我们无关",
            "这没有我们的规范",
            "文档里写着这是我们的约定",
            "这是规范导致的报错",
        ],
    );
}

/// The user's machine said with the possessive's 的 dropped (我电脑是, 我这台是) or as the shell
/// they work in ("I'm on fish", "im using zsh"), with how to give them commands (给命令都按 X
/// 来, 命令按 X 的写法给我, "give me fish commands"): a USER.md fact. Someone else's machine, a
/// question, a command run for the user (给我跑一下) and a machine with no ask are not.
#[test]
fn variations_user_setup_without_de_and_shells() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我电脑是M1 Mac，之后给命令都按mac来", "M1 Mac"),
            (
                "我这台是 Windows，命令按 PowerShell 的写法给我",
                "PowerShell",
            ),
            ("我笔记本是 macbook，命令都给我 zsh 的", "zsh"),
            ("我电脑用的是 Ubuntu 22.04，给命令都按 apt 来", "apt"),
            ("我这台是 win11，给我命令请按 PowerShell 来", "win11"),
            ("I'm on fish, give me fish commands", "fish"),
            ("im using zsh so dont give me bash commands", "zsh"),
            (
                "fyi I'm on powershell, give me powershell commands",
                "powershell",
            ),
            (
                "I am on fish shell — don't give me bash syntax... actually give me fish commands",
                "fish",
            ),
            (
                "i'm running nushell, give me nushell versions of the commands",
                "nushell",
            ),
            ("im on pwsh 7, give me commands for that", "pwsh"),
            ("我系统是 mac，命令给我 brew 的版本", "brew"),
            ("我机器是 linux，脚本都给我 bash 版本", "bash"),
            ("我这台是 mac mini，给命令按 arm64 来", "arm64"),
            ("I'm on zsh, don't give me fish syntax", "zsh"),
        ],
        &[
            "我电脑是M1 Mac",
            "他电脑是 Windows，命令给他 PowerShell 的",
            "我这台是 Windows 吗？",
            "我这台是 Windows，给我跑一下这个脚本",
            "I'm on fish",
            "he's on fish, give him fish commands",
            "are you on zsh? give me the command",
            "I'm on fish?",
            "my colleague is on powershell, give me commands he can run?",
            "我同事电脑是 mac，命令给我 brew 的",
            "I'm on it, give me a minute",
            "I'm on the fish team, give me the fish API docs",
            "im on vacation, give me a summary",
            "我这台是新买的",
            "给我命令",
        ],
    );
}

/// A practice with a predicate of obligation as its whole comment ("X is non negotiable", "X
/// is mandatory", "X is a must", …，没得商量 / 雷打不动): a counted candidate in a short prompt.
/// A question, a product's requirement (a field, users, sign-up), this run's bound and the
/// closer alone write nothing.
#[test]
fn variations_practice_is_non_negotiable() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("sqlfluff in pre-commit is non negotiable", "sqlfluff"),
            (
                "extraction is completely mandatory. Set it to true",
                "extraction",
            ),
            ("code review is a must", "code review"),
            ("signed commits are mandatory here", "signed commits"),
            ("Type hints are non-negotiable in this repo.", "Type hints"),
            ("running the linter before push is not optional", "linter"),
            (
                "tests for every bugfix are absolutely mandatory!",
                "tests for every bugfix",
            ),
            ("green CI before merge is a hard requirement", "green CI"),
            ("the changelog entry is non-negotiable", "changelog entry"),
            ("周五不发版，没得商量", "周五不发版"),
            ("数据库变更必须走迁移脚本，没有商量余地", "迁移脚本"),
            ("上线前跑全量回归，雷打不动", "全量回归"),
            ("代码必须过 review，这个没商量", "review"),
            ("PR 要关联 issue，不容商量", "关联 issue"),
            ("a signed tag on every release is mandatory", "signed tag"),
        ],
        &[
            "没得商量",
            "is code review mandatory?",
            "email is mandatory for sign-up",
            "the name field is mandatory",
            "2FA is mandatory for admins",
            "this is mandatory for the demo",
            "tests are mandatory for this PR",
            "is it mandatory",
            "这个没得商量吗",
            "用户必须绑定手机号，没得商量",
            "手机号字段是必填的，没得商量",
            "这次的发布是雷打不动的",
            "if it's mandatory, add it",
            "a must-have feature for users is search",
            "the header is mandatory for customers",
        ],
    );
}

/// This round's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_verdict_on_the_way_it_was_done,
    variations_verdict_after_its_topic,
    variations_convention_closer_with_its_owner,
    variations_user_setup_without_de_and_shells,
    variations_practice_is_non_negotiable,
];
