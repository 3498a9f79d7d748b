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
        ],
    );
}

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_zh_missed_save, variations_en_missed_save];
