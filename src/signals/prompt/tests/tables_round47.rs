//! Round forty-seven's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-seven"). Found by probing the binary with a labelled set of
//! our own (`signals.synth-r50`, read).

use super::*;

/// "This" with a name of the whole thing the user builds (这个 mod, 这个 app, 这个 repo, 这个服务,
/// 这个插件) is the scope of a standing rule, as 这个项目 is; with a thing in view (这个函数, 这个
/// model, 这个接口) 一律 is said of that thing. With the project as its subject, 只用 + a name is
/// "uses only"; 只用 + a verb is "need only".
#[test]
fn variations_this_project_by_other_names() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "這個 mod 的全域變數一律掛在 mymod 這個 table 底下，不要污染 _G。",
                "全域變數",
            ),
            ("这个 mod 的全局变量一律挂在 mymod 下面", "全局变量"),
            ("这个 app 的文案一律放在 arb 文件里", "arb"),
            ("这个app的文案一律放在 arb 文件里", "arb"),
            ("这个 repo 的提交信息一律用英文", "提交信息"),
            ("这个服务的日志一律打到 stdout", "stdout"),
            ("这个插件的配置项一律加 myplugin_ 前缀", "myplugin_"),
            ("这个应用的金额一律用分存", "用分存"),
            ("这个工程的头文件一律用 #pragma once", "#pragma once"),
            (
                "顺便说一句，这个 mod 的贴图一律放 textures 目录",
                "textures",
            ),
            (
                "咱这项目只用 new pass manager，legacy 的接口都别碰了",
                "new pass manager",
            ),
            ("我们项目只用 pnpm", "pnpm"),
            ("这个项目只用 uv，别再用 pip 了", "uv"),
            ("本项目只使用 Vite", "Vite"),
            ("我们这个仓库只用 rebase，不要 merge commit", "rebase"),
            ("这个 mod 只用 luanti 5.8 的 API", "5.8"),
        ],
        &[
            "这个 model 的字段一律用 snake_case",
            "这个 module 的导出一律用 default",
            "这个函数的参数一律用 snake_case",
            "这个接口一律返回 200，不对吧",
            "这个 apple 的图标一律换成新的",
            "这个 mode 下一律不打日志",
            "这个 report 一律导出成 PDF",
            "这个服务一律报 502",
            "这个项目只用改一行",
            "这个项目只用 pnpm 吗",
            "这个项目只用跑一次迁移就行",
            "我们项目只用了一周就上线了",
            "这个 app 只用三天就做完了",
            "那个 repo 的提交信息一律用英文",
            "他们项目只用 npm",
            "这个服务只用加一个字段",
        ],
    );
}

/// How to answer the user, said without a standing word: 回我 (the spoken clipping of 回复我)
/// with 的时候, and the replies named in the plural with "please" and no verb ("short answers
/// please"). One answer ("short answer please") or a question stays silent.
#[test]
fn variations_reply_manner_in_other_forms() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("回我的時候用繁體中文，不要簡體，謝謝", "繁體中文"),
            ("回我的时候用繁体中文", "繁体中文"),
            ("回我的时候用英文", "英文"),
            ("回我时用中文", "中文"),
            ("你回我的时候请用简体", "简体"),
            ("回我的时候都用英文吧", "英文"),
            (
                "short answers please, i read them between meetings",
                "short answers",
            ),
            ("short answers please", "short answers"),
            ("shorter answers pls", "shorter answers"),
            ("brief replies please", "brief replies"),
            ("concise answers please.", "concise answers"),
            ("short replies from now on", "short replies"),
            ("short answers going forward", "short answers"),
            ("short responses plz", "short responses"),
            ("briefer answers please, you ramble", "briefer answers"),
        ],
        &[
            "回我一下",
            "回我的时候你在干嘛",
            "他回我的时候用的是英文",
            "回我的时候用中文还是英文都行",
            "short answer please",
            "short answers or long ones?",
            "short answers please: what is a monad?",
            "the short answers are wrong",
            "short answers in the faq please",
            "brief replies to the customers please",
            "short answers in the readme please",
            "concise answers are what the bot gives",
            "short answers please for this one question",
            "why are your short answers so long",
            "short answers are fine for this one",
        ],
    );
}

/// The user's own machine, with or without 的 (我电脑, 我机器, 我笔记本: speech drops 的 before
/// what a person owns), is the user's environment: a rule about it goes to USER.md. A machine
/// that is not theirs, or a rule about the project's machines, stays in MEMORY.md.
#[test]
fn variations_my_machine_without_de() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "记住我机器是 arch，包管理是 pacman，别给我 apt 的命令",
                "pacman",
            ),
            ("记住我电脑是 Windows，命令给 PowerShell 版的", "PowerShell"),
            ("记住我笔记本是 M2 的 mac", "M2"),
            ("以后记得我机器上没有 docker", "docker"),
            ("记住我的电脑是 Windows", "Windows"),
            ("记住，我电脑只有 8G 内存，别开太多容器", "8G"),
            ("记住我机器装的是 fish shell", "fish"),
            ("记住：我笔记本是 linux，别给 brew 命令", "brew"),
            ("以后都记得我电脑是 mac", "mac"),
            ("记住我机器的 python 是 3.12", "3.12"),
            ("记住我电脑上 node 是 20", "node"),
            ("记一下，我机器是 ubuntu 22.04", "22.04"),
            ("记住我笔记本没有独显", "独显"),
            ("记住我的机器是 arch", "arch"),
            ("记住我电脑用的是 zsh", "zsh"),
        ],
        &[
            "我机器又卡了",
            "我电脑上跑不起来",
            "我笔记本风扇一直转",
            "我机器是不是该换了",
            "我电脑是 mac 吗",
            "在我机器上能复现",
            "我电脑重启一下再试",
            "我机器上 docker 起不来了",
            "你在我电脑上装一下 node",
            "我机器内存不够了吧",
            "我电脑装的什么版本的 python？",
            "我同事电脑是 windows",
            "他机器是 arch",
            "我笔记本今天没带",
            "我电脑太慢了，先跑小样本",
        ],
    );
    // A machine that is not the user's: a rule of the project's, for MEMORY.md.
    check_each(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("记住服务器是 ubuntu 22.04", "ubuntu"),
            ("记住构建机是 arch", "构建机"),
            ("记住 CI 机器是 ubuntu", "CI"),
            ("记住测试机是 windows", "测试机"),
            ("记住生产机器没有 docker", "生产机器"),
            ("记住跳板机是 centos 7", "跳板机"),
            ("记住打包机只有 8G 内存", "打包机"),
            ("记住这台机器是给压测用的", "压测"),
            ("记住 runner 是 arm64 的", "arm64"),
            ("记住部署机器上 node 是 20", "部署机器"),
            ("记住数据库机器是 32 核", "32 核"),
            ("记住这个集群的机器都是 arm", "集群"),
            ("记住开发机统一用 ubuntu", "开发机"),
            ("记住那台老机器别再用了", "老机器"),
            ("记住机器人模块的坐标系是 ENU", "ENU"),
        ],
    );
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_this_project_by_other_names,
    variations_reply_manner_in_other_forms,
    variations_my_machine_without_de,
];
