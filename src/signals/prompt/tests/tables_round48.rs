//! Round forty-eight's changes, each beside the signals of the same words it must leave alone
//! (docs/CAPTURE.md "Round forty-eight"). Found by probing the binary with a labelled set of
//! our own (`signals.synth-r52`, read).

use super::*;

/// The openers of a Chinese ask stack: 请 / 麻烦, then 你, then 先, then the benefactive 帮我
/// (请帮我, 你先帮我, 请你先帮我, 麻烦先帮我), and 先 may stand alone (先记一下). Stacked, they
/// ask what one of them asks. With a verb of work after them (先帮我看看日志) they open a task.
#[test]
fn variations_stacked_openers_ask_to_remember() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("你先帮我记一下：部署只在周四", "部署只在周四"),
            ("请你先帮我记住，测试库在 5433 端口", "5433"),
            ("麻烦先帮我记一下：接口统一返回 JSON", "JSON"),
            (
                "先帮我记住 staging 的域名是 stg.example.com",
                "stg.example.com",
            ),
            ("先记住：提交前跑 make lint", "make lint"),
            ("請先幫我記住：金額一律用分存", "用分存"),
            ("你先记一下，发版只在周二", "周二"),
            ("帮忙记一下：日志统一打到 stdout", "stdout"),
            ("先帮我记着，代码注释用英文", "英文"),
            ("请先记一下：前端一律用 pnpm", "pnpm"),
            ("先帮我记一下: CI 只跑 ubuntu", "ubuntu"),
            ("麻烦你先记住这条：不要直接推 main", "main"),
            ("你先帮我记住这点，迁移脚本要可回滚", "可回滚"),
            ("请帮我记一下:API 版本号放在 URL 里", "URL"),
            ("先帮我记住吧：token 存 keychain", "keychain"),
        ],
        &[
            "先帮我看看日志",
            "你先帮我跑一下测试",
            "请先帮我把代码提交了",
            "麻烦先帮我查一下这个报错",
            "请你先帮我读一下 README",
            "先帮我记住密码的那个功能修一下",
            "你先帮我想想怎么拆",
            "先帮我回忆一下上次怎么配的",
            "请帮我记得吗",
            "先帮我存一下文件",
            "帮忙看下这个 PR",
            "你先帮我整理一下需求",
            "请先帮我确认一下版本号",
            "先帮我打开 config.yaml",
            "你先记住了吗",
        ],
    );
}

/// The same stacked openers before an ask for a checkpoint (先帮我存个检查点, 请你先帮我记录一下
/// 目前的进度). A progress bar, a model's checkpoint file or a save feature stays a task.
#[test]
fn variations_stacked_openers_ask_for_a_checkpoint() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("先帮我存个检查点", ""),
            ("麻烦帮我存个检查点", ""),
            ("你先帮我存个档", ""),
            ("请帮我把进度保存一下", ""),
            ("请你先帮我记录一下目前的进度", ""),
            ("先帮我把今天做的记录下来", ""),
            ("麻烦先帮我 checkpoint 一下", ""),
            ("請先幫我存個檢查點", ""),
            ("你先帮我把当前进度记下来", ""),
            ("先帮我记一下进度", ""),
            ("请帮我存一下档", ""),
            ("帮忙记录一下当前进度", ""),
            ("麻烦你先帮我记一下现在做到哪了", ""),
            ("先帮我把进度存一下，明天继续", "明天继续"),
            ("你先帮我建个检查点吧", ""),
            (
                "先幫我記一下目前進度，明天從 VPC peering 那裡接著弄",
                "VPC peering",
            ),
        ],
        &[
            "先帮我看下进度条为什么不动",
            "请帮我把下载进度显示出来",
            "你先帮我查一下训练进度",
            "先帮我保存一下文件",
            "麻烦帮我检查一下状态码",
            "请先帮我把 checkpoint 文件加载进来",
            "你先帮我存一下这个模型的权重",
            "先帮我看看检查点那个函数",
            "帮我记一下耗时：300ms",
            "请帮我查进度接口的 bug",
            "先帮我把进度条改成蓝色",
            "你先帮我读一下上次的检查点",
            "麻烦先帮我实现存档功能",
            "先帮我把状态机画出来",
            "请帮我把保存进度的按钮加上",
        ],
    );
}

/// 整个 + a part of the project + a verb of adopting + its object says how the whole part is
/// built, as 统一 / 全面 after the part do. Not a time, a cost, a person, an act on the thing
/// now, a state, a question, or a noun made of the verb (采用率, 用户).
#[test]
fn variations_the_whole_part_adopts() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            ("整个后台用 django-ninja，不再上 DRF", "django-ninja"),
            ("整个前端用 Vue 3", "Vue 3"),
            ("整個後台用 FastAPI", "FastAPI"),
            ("整个项目都用 TypeScript", "TypeScript"),
            ("整个 app 用 riverpod 管状态", "riverpod"),
            ("整个服务端采用 Go", "Go"),
            ("我们整个后端都用 gRPC", "gRPC"),
            ("整个数据层用 SQLAlchemy 2.0", "SQLAlchemy"),
            ("整个UI界面采用electron实现", "electron"),
            ("整个移动端统一用 Flutter", "Flutter"),
            ("整个网关走 Envoy", "Envoy"),
            ("整个测试用 pytest", "pytest"),
            ("整个样式用 tailwind 写", "tailwind"),
            ("整个后台使用 Laravel 11", "Laravel"),
            ("整个后台用 django-ninja", "整个后台"),
            ("整个后台用 Go 重写，用户模块先做", "Go"),
            ("整个登录用人脸识别", "人脸识别"),
        ],
        &[
            "整个下午用来调试这个 bug",
            "整个流程用了三天",
            "整个文件用 prettier 格式化一下",
            "把整个目录用 zip 打包",
            "整个页面都白屏了",
            "整个后台用 django 行吗",
            "我整个人都不好了",
            "整个后台用什么框架好",
            "整个过程用 wireshark 抓包看看",
            "整个函数用 async 重写一遍",
            "整个项目用了多少内存",
            "整个周末用来重构了",
            "整个表用 pandas 读进来",
            "整个列表用 map 渲染一下",
            "整个UI采用率很低",
            "整个后台用户都登不上",
        ],
    );
}

/// A note asked for with 记一下 keeps a lasting fact as a rule; one whose content says what is
/// done (…好了, 通了, 写完了, 搞定) and what is not yet (还没, 没动, 还差) or comes next (明天…,
/// 下次接着) says where the work stands, and is no rule: it writes nothing.
#[test]
fn variations_a_progress_note_is_no_rule() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("记一下：测试数据库连 5433 端口，不是 5432", "5433"),
            ("先记一下：部署只在周四", "周四"),
            ("帮我记一下：登录页的按钮统一用主题色", "主题色"),
            ("记一下：支付回调要先验签", "验签"),
            ("记一下:单测放在 tests 目录", "tests"),
            ("请记一下：迁移脚本要能回滚", "回滚"),
            ("你先记一下：接口统一返回 JSON", "JSON"),
            ("记一下：数据清洗脚本在 etl/clean.py", "etl/clean.py"),
            ("先记下：v2 分支只收 bugfix", "bugfix"),
            ("記一下：CI 只跑 ubuntu", "ubuntu"),
            ("帮我记一下：iOS 包用 fastlane 打", "fastlane"),
            ("记一下：翻译文件放 locales 下", "locales"),
            ("麻烦记一下：schema 改了要重跑 codegen", "codegen"),
            ("记一下：发版前要跑完整回归", "回归"),
            ("记一下：前端一律用 pnpm", "pnpm"),
        ],
        &[
            "先記一下：DFU 流程通了，rollback 還沒測",
            "先記一下：DsTable 排序好了，篩選還沒，下次接著做",
            "今天就先到這，記一下：第四章實驗寫完了，第五章結論還沒動",
            "帮我记一下：登录页做完了，明天做注册",
            "记一下：支付回调搞定了，退款还没接",
            "记一下:单测写完了,集成测试还差两个",
            "请记一下：迁移脚本跑完了，下一步是对账",
            "你先记一下：接口联调好了，前端还没动",
            "记录一下：数据清洗做完了，建模明天开始",
            "先记下：v2 分支合完了，tag 还没打",
            "記一下：CI 修好了，部署腳本還沒改",
            "帮我记一下：iOS 包打完了，安卓还没签名",
            "记一下：前三章翻译完了，第四章明天",
            "麻烦记一下：schema 改完了，seed 数据还没更新",
            "记一下：部署脚本改好了，还没上线前别动 prod",
        ],
    );
}

/// 规范 qualified by whose or what work it governs (开发规范, 编码规范, 团队规范, 代码规范) is the
/// rules document as 规范 alone is: an ask to add to it carries the rule. Asked about, read,
/// checked against or written from scratch it stays a task.
#[test]
fn variations_qualified_standards_are_the_rule_file() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("把这个加进开发规范：接口返回统一用 camelCase", "camelCase"),
            (
                "把这个补充到开发规范里：接口返回统一用 camelCase",
                "camelCase",
            ),
            ("接口返回统一用 camelCase，加进开发规范", "camelCase"),
            ("接口返回统一用 camelCase，写到团队规范里", "camelCase"),
            ("把这条加到编码规范：禁止 any", "禁止 any"),
            ("禁止 any，补充到代码规范", "禁止 any"),
            ("这条写进编程规范里：变量用 camelCase", "camelCase"),
            ("加到工程规范：提交前跑 lint", "lint"),
            ("把下面这条记到开发规范里：所有接口要鉴权", "鉴权"),
            ("在团队规范里加一条：PR 要两人 review", "review"),
            ("在开发规范里加一条：日志不打手机号", "手机号"),
            ("开发规范里加上：不许直接推 main", "main"),
            ("接口统一 camelCase，更新到开发规范", "camelCase"),
            ("把它写进代码规范吧：函数不超过 50 行", "50 行"),
            ("commit message 用英文，加进团队规范", "英文"),
        ],
        &[
            "这个写法符合开发规范吗",
            "按开发规范改一下",
            "开发规范在哪",
            "看看代码规范怎么说",
            "编码规范文档打不开了",
            "把开发规范翻译成英文",
            "代码规范检查没过",
            "团队规范太多了",
            "把开发规范发我",
            "开发规范里有没有说不许用 any",
            "根据编码规范重构这个函数",
            "帮我写一份开发规范",
            "这条不用加到开发规范",
            "开发规范更新了吗",
            "eslint 的代码规范报错了",
        ],
    );
}

/// The tables above, run together by `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_stacked_openers_ask_to_remember,
    variations_stacked_openers_ask_for_a_checkpoint,
    variations_the_whole_part_adopts,
    variations_a_progress_note_is_no_rule,
    variations_qualified_standards_are_the_rule_file,
];
