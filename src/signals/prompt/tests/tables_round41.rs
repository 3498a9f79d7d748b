//! Variation tables of round forty-one's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round forty-one").

use super::*;

/// A telling before this conversation (上次说过, 昨天说了, 说过多少遍) and the fault repeated: the
/// agent may be the dropped subject of 又 after 怎么 / 咋 / 为什么 when the verb is one of its
/// doing, the time may stand before the subject (上次我说过), and the fault may be forgetting
/// each time or having to tell it again. What else recurs, a relative 说过的 ("the plan
/// mentioned"), someone else's or this conversation's telling, and a telling of one's own plan
/// or of a state stay silent.
#[test]
fn variations_told_before_and_the_fault_again() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "上次就讲过 Storybook 要用 v8，怎么又装成 v7",
                "Storybook 要用 v8",
            ),
            ("昨天说了4空格缩进，咋又成tab了", "4空格缩进"),
            (
                "上次我明明说过金额用 BigDecimal，你怎么又写成 double 了",
                "BigDecimal",
            ),
            ("之前我说过日志放 logs/ 下，为什么又放根目录了", "logs/"),
            ("上周我们说过接口统一返回 code，怎么又漏了", "返回 code"),
            (
                "跟你说过多少遍了，分支名用 feat/ 开头，每次新会话都忘",
                "feat/",
            ),
            ("说过好几次了用 pnpm，咋又是 npm", "pnpm"),
            ("上次講過報表要千分位，怎麼又沒有", "千分位"),
            ("我昨天说过用 UTC 存时间，怎么每次都要重讲", "UTC"),
            ("之前说过测试要连 test_db，怎么又连到 dev 了啊", "test_db"),
            (
                "上回我讲过 commit 用中文写，为啥又是英文",
                "commit 用中文写",
            ),
            ("早就说过别用 var，怎么又用上了", "var"),
            ("明明跟你说过端口是 9090，咋又写成 8080", "9090"),
            ("上次说过用 Tailwind，这次怎么又是手写 CSS 了", "Tailwind"),
            ("我上周说过 README 用英文写，你怎么又写成中文", "README"),
        ],
        &[
            "上次说过的那个方案怎么又不行了？",
            "客户上次说过要用蓝色，怎么又改成红了",
            "刚才说过了，怎么又报错",
            "上次说过这个 bug 修好了，怎么又用不了",
            "你上次说过要重构，怎么又没动",
            "我说过我会晚点到，怎么又催",
            "说过多少次了？",
            "上次说过的那个接口怎么又 500 了",
            "他说过好几遍了，怎么又忘了",
            "上次说过要加缓存吗？",
            "昨天说了一下进度，怎么又要汇报",
            "面试官说过好几次了，怎么又问",
            "刚刚讲过，怎么又问",
            "上次说过这周上线，怎么又推迟了",
            "上次说过这个服务，怎么又崩了",
        ],
    );
}

/// What was told may stand first as the topic (话题–说明), the telling counted after it (X 我
/// 说过好几遍了, X 讲过好几次了, X 这事我说了不下三次了), and then the fault repeated. A telling
/// with no count (这个我说了算, "I decide this"), no fault after it, or someone else's, stays
/// silent.
#[test]
fn variations_topic_then_the_counted_telling() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            ("板子名称讲过好几次了，怎么每次都要重讲", "板子名称"),
            (
                "commit 要写中文这事我说了不下三次了，又是英文",
                "commit 要写中文",
            ),
            ("金额用分存我说过好几遍了，你又用了 float", "金额用分存"),
            (
                "缩进两个空格我都强调过很多次了，怎么又是四个",
                "缩进两个空格",
            ),
            ("topic 命名规则我说过好几遍了，你又忘了", "topic 命名规则"),
            ("端口 9090 这个我讲过多少次了，咋又写成 8080", "9090"),
            ("用 pnpm 这点我已经说了好几次了，你怎么又用 npm", "用 pnpm"),
            ("日志放 logs/ 我提醒过你三次了，又放根目录", "logs/"),
            ("時區用 UTC 我說過好幾遍了，怎麼又用本地時間", "UTC"),
            (
                "分支从 develop 拉这件事我说过无数次了，你又从 main 拉",
                "develop",
            ),
            ("测试连 test_db 我都说过好几次了欸，怎么又连 dev", "test_db"),
            (
                "配置放 config.yaml 我们说过好几遍了，你又写死在代码里",
                "config.yaml",
            ),
            (
                "Python 3.11 我跟你说过很多次了，怎么又装成 3.12",
                "Python 3.11",
            ),
            ("接口前缀 /api/v2 我强调了好几遍了，又写成 v1", "/api/v2"),
            ("注释用英文我讲了好几次了，为啥又是中文", "注释用英文"),
        ],
        &[
            "这个我说了算，怎么又改了",
            "板子名称我说过好几次了",
            "这个问题他说过好几遍了，怎么又忘了",
            "进度我说了好几次了，老板还是不满意",
            "这个方案我说了好几次了，大家都同意",
            "密码我说过好几次了吗？",
            "端口我讲过一次，你看文档",
            "这个接口说过的那几个参数，你又漏了？",
            "上线时间客户说了好几次了，怎么又推迟",
            "这个需求我说了一下，你先看看",
            "测试我跑了好几次了，怎么又挂了",
            "这个 bug 我提过好几次了，怎么又出现",
            "这个 bug 我说过好几次了，修好了没",
            "代码我看了好几遍了，没问题",
            "这事我说过好几次了，你定吧",
        ],
    );
}

/// A count of the tellings ("i've said this three times", "I told you twice", "I have said
/// this 10 damn times"), "how many times" standing alone before the fact, and the rhetorical
/// "didn't I (already) tell you about / that …" are the exasperation of a telling that did not
/// hold. A count that is a rate ("sync 3 times a day"), someone else's telling, a count of other
/// acts, and "how many times" asking a count stay silent.
#[test]
fn variations_tellings_counted_in_english() {
    table(
        SignalKind::MissedSave,
        Target::Improvements,
        &[
            (
                "i've said this three times: static typing in gdscript",
                "static typing",
            ),
            ("I told you twice, the port is 9090", "9090"),
            (
                "ive told you a dozen times the bucket is in eu-west-1",
                "eu-west-1",
            ),
            (
                "bro i said like 3 times we use static typing in gdscript",
                "static typing",
            ),
            (
                "I've mentioned it twice already: money is stored in cents",
                "cents",
            ),
            (
                "we have said this many times, the api is versioned under /v2",
                "/v2",
            ),
            ("I have explained it three times now, dates are UTC", "UTC"),
            ("i told u 5 times, use pnpm", "pnpm"),
            ("how many times - TRANSFORM_XS for dev", "TRANSFORM_XS"),
            (
                "how many times, the CloudKit container name is iCloud.app.main",
                "CloudKit",
            ),
            ("how many times — the staging db is read only", "read only"),
            (
                "didn't i tell you about the rate limit on the search api?",
                "rate limit",
            ),
            ("didnt i already say that we use pnpm", "pnpm"),
            ("Didn't I tell you that the tests run in docker?", "docker"),
            (
                "I've said it a hundred times, no force pushes to main",
                "force pushes",
            ),
        ],
        &[
            "i ran it 3 times and it still fails",
            "it said 3 times that the lock was held",
            "he said twice that we should wait",
            "we said we would sync 3 times a day",
            "how many times does the loop run?",
            "how many times, roughly, does it retry?",
            "how many times should we retry",
            "didn't i see this error yesterday?",
            "didn't i push that already?",
            "the api said twice it was rate limited",
            "how many times?",
            "they have said twice that it works",
            "i clicked it twice and nothing happened",
            "i said it twice in the standup",
            "we called it three times per request",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_told_before_and_the_fault_again,
    variations_topic_then_the_counted_telling,
    variations_tellings_counted_in_english,
];

/// Round forty-one's junk writes and their neighbours: a bug report whose first word is
/// followed by a verb of malfunction, or that follows a short heading, is a report; a familiar
/// form of address before 说 reports someone's words; 靠谱不 asks; 下次接著做 is where to pick
/// the work up. The rules beside them still fire.
#[test]
fn reports_questions_and_resumptions_write_nothing() {
    for prompt in [
        "consumer dies after every rebalance. every time. ideas?",
        "web export: audio lags every time",
        "bug: login fails every time",
        "worker crashes every single time",
        "endpoint returns 500 every time",
        "modal flickers every time, any idea?",
        "小吕说以后都用cubeMX生成 你觉得靠谱不",
        "老王说以后都用 pnpm",
        "阿杰说以后统一用 tab",
        "王总说以后都走审批",
        "李工说以后都用 J-Link 烧录",
        "以后都用 cubeMX 生成 你觉得靠谱不",
        "以后都按这个格式写合适不",
        "先記一下：DsTable 排序好了，篩選還沒，下次接著做",
        "下次接著做",
    ] {
        nothing(prompt);
    }
    for (prompt, kind) in [
        ("rule: run tests every time", SignalKind::Explicit),
        ("log errors every time", SignalKind::Explicit),
        ("run the linter every time", SignalKind::Explicit),
        ("以后都用 cubeMX 生成", SignalKind::Explicit),
        ("我总说以后都用 pnpm，记住", SignalKind::Explicit),
        ("下次接着用 pnpm", SignalKind::Explicit),
    ] {
        assert_eq!(detect(prompt).kind, kind, "{prompt:?}");
    }
}
