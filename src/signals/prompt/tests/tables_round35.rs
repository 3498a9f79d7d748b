//! Variation tables of round thirty-five's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round thirty-five"): plain variants of admitted Chinese families — the
//! verbs of running and changing before 前 / 后 with the modal 要先, and 一直 as "always"
//! under 请.

use super::*;

/// V 前 / V 后 with a verb of running or changing things, then the directive (先, 要先, 都要
/// 先): an occasion the agent meets again and again, so the rule stands; counted, not written.
#[test]
fn variations_zh_before_running_or_changing() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("运行命令前先问我", "运行命令前"),
            ("执行任何命令前都要先问我", "先问我"),
            ("改数据库前要先跟我确认", "跟我确认"),
            ("跑迁移前先备份数据库", "备份"),
            ("重启服务前先通知我", "通知我"),
            ("执行 rm 之前一定要确认路径", "确认路径"),
            ("回滚之前先跟我说一声", "说一声"),
            ("清理缓存前要先确认没有正在跑的任务", "正在跑"),
            ("改配置后都要重启服务", "重启服务"),
            ("运行脚本之前，先检查环境变量", "环境变量"),
            ("跑测试前要先启动 docker", "docker"),
            ("动数据库之前必须先备份", "备份"),
            ("迁移前不要删旧表", "旧表"),
            ("改代码后要先跑 lint", "lint"),
            ("执行 sql 前先给我看一眼", "看一眼"),
        ],
        &[
            "运行这个命令前先问我",
            "跑之前先等一下",
            "改数据库前要先跟我确认吗",
            "现在重启服务前先通知我",
            "这次迁移前先备份",
            "跑完测试后结果怎么样",
            "重启以后就好了",
            "改之后报错了",
            "运行前要先装依赖吗？",
            "刚才执行命令前你没问我",
            "执行前先帮我看看这个脚本",
            "清理之后磁盘空了很多",
            "运行命令",
            "迁移完成后",
            "改好以后先跑一下",
            "如果运行前要先登录怎么办",
        ],
    );
}

/// 请一直 + a directive: 一直 ("all along", "always") is a rule's "always" only under 请; after
/// 你 or a topic it reports what keeps happening.
#[test]
fn variations_zh_please_keep_doing() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("请一直用简体中文", "简体中文"),
            ("请一直用 pnpm 管理依赖", "pnpm"),
            ("请你一直使用 TypeScript", "TypeScript"),
            ("请一直保持代码风格一致", "代码风格"),
            ("请一直都用 uv 跑 python", "uv"),
            ("请一直用 4 个空格缩进", "4 个空格"),
            ("请一直先写测试再写实现", "先写测试"),
            ("请一直使用 UTC 时间", "UTC"),
            ("请一直用英文写提交信息", "提交信息"),
            ("请一直把日志写到 logs 目录", "logs"),
            ("请一直走 make 命令构建", "make"),
            ("请一直用 rg 代替 grep", "rg"),
            ("请你一直都用 async/await", "async/await"),
            ("请一直保持函数短小", "函数短小"),
            ("请一直记得更新 CHANGELOG", "CHANGELOG"),
        ],
        &[
            "你一直用错的接口",
            "一直报错",
            "它一直用 100% CPU",
            "我一直在等你",
            "你怎么一直用 npm",
            "一直卡在这里",
            "你一直不听",
            "服务一直在重启",
            "请一直等到测试跑完",
            "请一直用这个方案吗",
            "一直用 pnpm 吗",
            "为什么一直失败",
            "我们一直用的是 yarn",
            "测试一直没过",
            "你一直在改同一个文件",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_zh_before_running_or_changing,
    variations_zh_please_keep_doing,
];
