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
    variations_keep_it_for_later_points_back,
    variations_keep_this_credential,
    variations_not_my_first_language,
    variations_we_are_not_on_x_but_y,
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

/// An ask to keep with no object of its own (帮我记住, 记住它, 帮我存一下, 你存着, 先放你这),
/// followed only by what the thing is for (后面要用, 以后部署脚本要用), points back at what was said
/// before it: that is saved, with its purpose, and a secret in it as `[removed]`. 存 without the
/// purpose after it, with an object, or asked about stays silent; so does a purpose alone.
#[test]
fn variations_keep_it_for_later_points_back() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            ("测试账号是 test01，帮我记住，后面要用", "test01"),
            (
                "CloudBase 的 SecretKey 是 tcb_sk_9fA2kLq8ZxW41mPv7NeR，帮我存一下，以后部署脚本要用",
                "[removed]",
            ),
            (
                "阿里云的 AccessKey 是 LTAI5tKp9wQm3ZrXv7NbYc2D，你存着，后面配测试环境要用",
                "测试环境",
            ),
            (
                "COS 的密钥：SecretId AKIDq3Xw9LmT7bRk2VfZ8nPcY5sHj4GdE6uA 。记住它，后面写上传脚本要用",
                "COS",
            ),
            (
                "staging 的域名是 stg.shop.cn，帮我存一下，后面联调要用",
                "stg.shop.cn",
            ),
            (
                "内网 npm 源是 http://npm.corp:4873，你存着，以后装包要用",
                "npm.corp",
            ),
            ("设备序列号 SN-20931，先放你这，后面烧录要用", "SN-20931"),
            (
                "灰度环境的 header 是 x-canary: 1，记住，到时候测试用得到",
                "x-canary",
            ),
            ("測試帳號是 qa01，幫我記住，後面要用", "qa01"),
            (
                "Grafana 的 dashboard id 是 1860，帮我记住，后面配告警要用",
                "1860",
            ),
            (
                "Jenkins 的 job 名是 build-android-release，存一下，回头发版要用",
                "build-android-release",
            ),
            (
                "公司 VPN 网关是 vpn.corp.cn，帮我记住吧，下次连内网要用",
                "vpn.corp.cn",
            ),
            (
                "对象存储桶叫 media-prod，你先存着，后面写迁移脚本会用到",
                "media-prod",
            ),
            ("mock 服务端口 3900，帮我存下，以后联调要用", "3900"),
            (
                "CI 的 runner tag 是 gpu-a100，记住它，以后跑训练任务要用",
                "gpu-a100",
            ),
        ],
        &[
            "帮我存一下",
            "先存一下草稿，后面要用",
            "把这个文件存一下，后面要用",
            "截图存一下，后面要用",
            "你存着吗？后面要用",
            "后面要用",
            "这个函数以后要用",
            "以后部署脚本要用",
            "帮我存一下这个文件",
            "数据先存着，后面再处理",
            "结果存一下，待会儿对比",
            "他说存着，后面要用",
            "你存着的那个文件后面要用",
            "先存一下，我去吃饭",
            "存一下再说",
            "测试账号是 test01，帮我存一下，以后再看",
            "端口 3900，帮我存下，等下联调要用",
        ],
    );
}

/// A credential named and handed over with "keep / stash / hang on to it" is an ask to
/// retain it: its whole sentence is kept, the secret `[removed]`, wherever the ask stands. With
/// no credential named, no token in the sentence, or a place, a manner or a time of now after
/// "keep it", it stays silent.
#[test]
fn variations_keep_this_credential() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "heres the stripe test key sk_test_51NzQk2LxY8vT3pRw9HcB4mJd7FgA2sE6uK0oW keep it for the billing test setup",
                "[removed]",
            ),
            (
                "staging SASL password for the ledger CI job is Zq7!mV2rT9xLp4 - keep it for when we wire up the pipeline",
                "SASL",
            ),
            (
                "Sandbox NATS user seed, stash it so the integration tests can auth: SUAKQ4Z7XDDPEV3Y6HMNB2RJWA5T3OQ2GVLI7F4KXSN6BZYQ3MCJ5HUDE",
                "integration tests",
            ),
            (
                "fastlane match needs this token for the certs repo: ghp_9sK2mVx7QpL4tRz8NwY1cB6dF3hJ0aEuGiTo  hang on to it",
                "fastlane",
            ),
            (
                "the sentry auth token is sntrys_eyJpYXQiOjE3MDAwMDAwMDB9abc, keep it somewhere safe",
                "sentry",
            ),
            (
                "npm publish token npm_a8F3kLq9ZxW41mPv7NeRt2YbC6dH0jUo5sGi, please keep it for the release job",
                "release job",
            ),
            (
                "here is the grafana service account token glsa_Zk3mP0wXv7LbR2nT5yC9dF1gH4jK_abcdef12, hold on to it",
                "grafana",
            ),
            (
                "passphrase for the deploy key is Kq7vP2r9LmTz4wXb8s, keep it so you can run the prod deploy",
                "prod deploy",
            ),
            (
                "the openai key for the eval harness: sk-proj-a8F3kLq9ZxW41mPv7NeRt2Yb, stash it",
                "eval harness",
            ),
            (
                "keep this for the nightly job: the hf token hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
                "nightly job",
            ),
            (
                "db password for the reporting replica is R3port!ngRepl1ca, keep it",
                "reporting replica",
            ),
            (
                "the webhook secret whsec_9sK2mVx7QpL4tRz8NwY1cB6dF3hJ0aEu, hang onto it for the stripe listener",
                "stripe listener",
            ),
            (
                "e2e test account: user qa_admin, password Pa55w0rd!2024x, keep them for the suite",
                "password [removed]",
            ),
            (
                "Linear api key lin_api_a8F3kLq9ZxW41mPv7NeRt2YbC6dH0jUo5sGi — keep it for the triage bot",
                "triage bot",
            ),
            (
                "the vault token hvs.CAESIa8F3kLq9ZxW41mPv7NeRt2Yb, keep it since the migration needs it",
                "migration",
            ),
        ],
        &[
            "keep it short",
            "stash it and switch to main",
            "the key change is risky, stash it",
            "rotate the token and keep it in vault",
            "put the token in the env, keep it there for this run",
            "keep the api key out of git",
            "the password is Zq7mV2rT9xLp4, keep it for now",
            "store the token in the keychain, keep it there",
            "keep it simple, the token check is a one-liner",
            "the key rotation job is green, keep it running",
            "the secret scanner flagged this, keep it until tomorrow",
            "stash it, i need to pull first",
            "keep this function, remove the other one",
            "hang on to it for a sec, i'm checking the logs",
            "the token field is required, keep it",
            // Nothing redaction removes: what would be saved is whatever the value is, so
            // nothing is (a secret of a shape redaction does not know stays out).
            "the api key is in the vault under team/payments-prod, keep it for the release job",
            "test account credentials are qa_admin / Pa55w0rd!2024x, keep them for the e2e suite",
        ],
    );
}

/// "English is not my first language" in its other forms (isn't, isnt, native, mother tongue)
/// with an ask to keep the words simple is the user's background and how to talk to them. The
/// same words of someone else, asked, or with no ask about explanations stay silent.
#[test]
fn variations_not_my_first_language() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "english isn't my first language, please use simple words",
                "first language",
            ),
            (
                "english isnt my first language (polish), keep the words simple pls",
                "keep the words simple",
            ),
            (
                "English is not my native language, please keep it simple",
                "native language",
            ),
            (
                "English isn't my mother tongue, keep explanations simple",
                "mother tongue",
            ),
            (
                "english isnt my native language so keep your english simple",
                "native language",
            ),
            (
                "English is not my main language, explain in plain words please",
                "main language",
            ),
            (
                "english isn’t my first language, please keep the wording simple",
                "wording simple",
            ),
            (
                "FYI english is not my first language, use simple english",
                "simple english",
            ),
            (
                "English isnt my first language; please keep answers simple.",
                "answers simple",
            ),
            (
                "english isnt my first language, explain things simply",
                "first language",
            ),
            (
                "english is not my first language, so plain english please",
                "plain english",
            ),
            (
                "English isn't my native tongue, keep the language simple",
                "language simple",
            ),
            (
                "english isnt my first language, simple words pls",
                "simple words",
            ),
            (
                "english isn't my first language, keep replies simple",
                "replies simple",
            ),
            (
                "English is not my first language, please explain in simple terms",
                "simple terms",
            ),
        ],
        &[
            "english isnt my first language, is it?",
            "english isn't his first language, keep the words simple for him",
            "english isn't my first language",
            "is english not your first language?",
            "the app's first language is english",
            "english isn't the first language of the docs",
            "my first language is python",
            "keep the words simple in the onboarding copy",
            "their native language is german, translate the emails",
            "english is not the default locale, keep it simple",
            "english isnt my first language lol",
            "my mother tongue is spanish",
            "the first language we support is english",
            "she said english isn't her first language",
            "native language support is on the roadmap",
        ],
    );
}

/// 我们 / 咱们 as the subject of 不是 X，是 Y, with a name after 不是, corrects what the team
/// uses (我们不是 Taro 3.5，是 3.6.x 啊). Denying an intent, a plan or a state, a rhetorical
/// question and a hedge stay silent.
#[test]
fn variations_we_are_not_on_x_but_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("我们不是 Taro 3.5，是 Taro 3.6.x 啊", "Taro 3.6.x"),
            ("我们不是 MySQL，是 PostgreSQL", "PostgreSQL"),
            ("咱们不是 npm，是 pnpm", "pnpm"),
            ("我们用的不是 Vue 2，是 Vue 3", "Vue 3"),
            ("我们这边不是 UTC，是东八区", "是东八区"),
            ("我们不是 8080，是 9090 端口", "9090"),
            ("咱们项目不是 Java 11，是 Java 17 啊", "Java 17"),
            ("我们的不是 master，是 main 分支", "main"),
            ("我们不是 yarn，用的是 pnpm", "pnpm"),
            ("我们不是用 Jest，是 Vitest", "Vitest"),
            ("我们不是 monorepo，是多仓库", "是多仓库"),
            ("咱们不是 REST，是 gRPC", "gRPC"),
            ("我们不是 k8s，是 docker compose 部署的", "docker compose"),
            ("我们不是 python 3.12，是 3.10", "3.10"),
            ("我们不是 webpack，是 vite 打包", "vite"),
        ],
        &[
            "我们不是说好了用 pnpm 吗",
            "我们不是在做支付吗？",
            "我们不是要上线，是要演示",
            "我们不是团队，是一个人",
            "我们不是第一次遇到这个问题了",
            "我们不是已经修好了吗",
            "我们不是不想用，是没时间",
            "我们不是故意的，是 bug",
            "我们不是不用 pnpm",
            "我们不是很确定，可能是 redis",
            "我们不是专家",
            "咱们不是有个 utils 吗",
            "我们不是昨天讨论过吗",
            "我们不是在 main 上改的",
            "我们不是最后一个",
        ],
    );
}
