//! Variation tables of the corrections and preferences families (see `table` in the parent module).
//!
//! A typo inside the trigger word itself ("incorect", "insted", "shoud") is not taken by any of
//! these families: only the apostrophe typed or left out is (see `rules::re`); a fuzzy trigger
//! would fire on words that merely look alike.

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_en_thats_wrong,
    variations_en_should_be_x_not_y,
    variations_en_standing_corrections_of_the_agent,
    variations_zh_you_got_it_wrong_and_i_meant,
    variations_zh_should_be_x_not_y,
    variations_zh_likes_and_habits,
    variations_zh_dislikes_and_priorities,
    variations_en_preference_hate_and_habit,
];

/// A flat rejection of the reply ("that's wrong", "you're mistaken", "correction:") followed by
/// how things are is a correction, saved from what follows; a bare rejection, a question, a
/// report or someone else's words are not. "I meant …" restates the ask of this exchange
/// (`rules::RESTATES_ASK`): what follows is what this task wanted. It was a family of its own
/// until round ten, with no real hit, and every use of it in the read realistic sets was about
/// this task's edits ("i meant the other spec, checkout.spec.ts not cart.spec.ts").
#[test]
fn variations_en_thats_wrong() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("that's wrong, the port is 8080", "8080"),
            (
                "That's wrong. The config lives in config/app.toml",
                "config/app.toml",
            ),
            ("thats wrong, we use pnpm", "pnpm"),
            ("That is wrong: the API returns JSON", "JSON"),
            (
                "no, that's incorrect, the timeout is 30 seconds",
                "30 seconds",
            ),
            ("nope, this is wrong, the build runs on Node 20", "Node 20"),
            ("youre wrong, tests go in the tests folder", "tests folder"),
            (
                "You are mistaken, the cache lives in /var/cache/app",
                "/var/cache/app",
            ),
            ("you got that wrong, we deploy on fridays", "fridays"),
            ("Incorrect: the limit is 100 requests per minute", "100"),
            ("correction: the branch is develop", "develop"),
            ("not quite, the worker runs every 5 minutes", "5 minutes"),
            ("ok, that's not right, the key must be 32 bytes", "32 bytes"),
            ("Wrong! the queue uses RabbitMQ", "RabbitMQ"),
            (
                "That’s not correct; the env file is .env.local",
                ".env.local",
            ),
            (
                "Thanks for the fix. that's wrong though, the port is 8080",
                "8080",
            ),
            // A "no" in a clause of its own, and the fact in the next sentence.
            ("No, that's wrong. The port is 8080.", "8080"),
            (
                "No, that's incorrect. We're on Spring Boot 3 now.",
                "Spring Boot 3",
            ),
            ("Nope, that's not right. Use pnpm.", "pnpm"),
            ("no, wrong. it's develop, not main", "develop"),
            // "Wrong X." names what was wrong; the next sentence says what holds.
            ("wrong port. the api listens on 8080", "8080"),
            ("Wrong directory. It's in src/lib", "src/lib"),
        ],
        &[
            "that's wrong.",
            "No, that's wrong.",
            "No, that's wrong. Can you check again?",
            "wrong file. open the other one",
            "wrong again. the tests still fail",
            "you're wrong",
            "what's wrong with the build?",
            "is that wrong?",
            "that's wrong, isn't it?",
            "something's wrong with the server",
            "if that's wrong, tell me",
            "the test went wrong",
            "am I wrong about the port?",
            "that's not what I asked",
            "wrong file, open the other one",
            "he said that's wrong",
            "that's wrong, I'll fix it myself",
            "it was wrong yesterday",
            "the wrong answer is 42",
            "nothing is wrong with the code",
            "that's the wrong file",
            "I meant it",
            "I meant we use pnpm",
            "no, I meant the config is in config.toml",
            "Nope, I meant the other spec, checkout.spec.ts not cart.spec.ts",
            "I meant: use the v2 endpoint",
            "stop, wrong file. i meant the other one",
            "I meant to say thanks",
            "I meant nothing by it",
            "i meant that as a joke",
            "what did you mean?",
            "is that what I meant?",
            "he meant the other one",
        ],
    );
}

/// "X should be Y, not Z" and "you / we should do Y, not Z" name the right value or way with
/// the wrong one beside it ("not", "instead of", "rather than"): a correction. A question,
/// a hypothetical, someone else's words or a "should" without the wrong one are not. Not
/// taken apart from a value: "it should be fine, not a big deal" fires (a state, rare).
#[test]
fn variations_en_should_be_x_not_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("it should be port 8080, not 3000", "8080"),
            ("It should be `pnpm test`, not npm test.", "pnpm test"),
            ("that should be UTC, not local time", "UTC"),
            ("the timeout should be 30s, not 5s", "30s"),
            ("this needs to be a POST instead of a GET", "POST"),
            ("ok, the log level should be info rather than debug", "info"),
            ("the base image should be alpine, not ubuntu!", "alpine"),
            ("it should be camelCase not snake_case", "camelCase"),
            ("looks good. It should be UTC, not local time.", "UTC"),
            ("Good start. you should use pnpm, not npm", "pnpm"),
            ("you should use pnpm, not npm", "pnpm"),
            (
                "You should call the service layer instead of the repository",
                "service layer",
            ),
            ("we should store dates as UTC, not local time", "UTC"),
            (
                "you should be using async handlers rather than threads",
                "async handlers",
            ),
            (
                "ok, you should write tests in pytest, not unittest",
                "pytest",
            ),
            ("you should put configs in config/, not src/", "config/"),
            (
                "we should name branches feat/x rather than feature-x",
                "feat/x",
            ),
            ("you should have used pnpm, not npm", "pnpm"),
            (
                "we should pin versions rather than use ranges.",
                "pin versions",
            ),
            // The subject dropped, as terse speech does.
            (
                "err, should be kubectl rollout restart, not deleting the pod",
                "rollout restart",
            ),
            ("should be UTC, not local time", "UTC"),
        ],
        &[
            "should it be 8080, not 3000?",
            "should you use pnpm, not npm?",
            "if it should be 8080, not 3000, tell me",
            "if you should use pnpm not npm, say so",
            "he said it should be v3, not v2",
            "he said you should use pnpm, not npm",
            "you should run it here, not there",
            "you should rest, not work",
            "it should be 8080",
            "you should use pnpm",
            "the port should be fine",
            "we should talk about the port",
            "it should work now",
            "you should not use npm?",
            "they should be here by now, not later?",
            "should be fine, not a big deal",
            "should be done by friday, not monday",
            "should be 8080",
        ],
    );
}

/// A ban on repeating what the agent just did ("don't X again"), a tool named against another
/// ("use X instead of Y") or what the team does not use beside what it does ("we're not using
/// X, we use Y") corrects how the agent works for good. A one-off ("for this script", "for
/// now"), a question, a report, reported speech or a bare pronoun object are not. "never X
/// again" is taken by the stronger "en never" rule.
#[test]
fn variations_en_standing_corrections_of_the_agent() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "don't touch the migrations folder again",
                "migrations folder",
            ),
            ("Dont push to main again.", "push to main"),
            ("do not commit the .env file again!", ".env"),
            ("please don't rename public functions again", "rename"),
            ("ok, don't add console.log calls again", "console.log"),
            ("so, don't run the full test suite again", "full test suite"),
            ("don't mock the database again.", "mock the database"),
            ("I reverted it. Don't push to main again.", "push to main"),
            ("Thanks. use pnpm instead of npm", "pnpm"),
            ("Fine. we're not using Redis, we use Memcached", "Memcached"),
            ("use pnpm instead of npm", "pnpm"),
            ("Use vitest instead of jest.", "vitest"),
            ("please use httpx instead of requests", "httpx"),
            ("switch to ruff instead of flake8", "ruff"),
            ("use tracing instead of log!", "tracing"),
            ("please use UTC timestamps instead of local time", "UTC"),
            ("we're not using Redis, we use Memcached", "Memcached"),
            ("were not using npm, we use pnpm", "pnpm"),
            ("We are not using Jest; we use Vitest", "Vitest"),
            ("I'm not using Docker, I use Podman", "Podman"),
            ("we are not using MySQL, we're using Postgres", "Postgres"),
        ],
        &[
            "don't do that again",
            "do you want me to run it again?",
            "I won't touch the migrations folder again",
            "if you touch the migrations again it breaks",
            "he said don't push to main again",
            "use this instead of that",
            "why use pnpm instead of npm?",
            "he used pnpm instead of npm",
            "use pnpm instead of npm for this script",
            "use it instead of them",
            "are we not using Redis, we use Memcached?",
            "they're not using Redis, they use Memcached",
            "we could use pnpm instead of npm",
            "did you push to main again?",
            "it crashed again, use the logs",
        ],
    );
}

/// 你…错了 / 你的…是错的 / 我说错了 (the reply, or the user's own words, put right) followed by
/// how things are: a correction saved from what follows. A question (吗), a report of an error
/// (报错), someone else's words or a bare rejection are not. Not taken: 你说错了 / 你又写错了
/// are caught first by "zh correction (不对/错了)". 我的意思是 / 我是说 (the intent restated)
/// followed by how things are is one too. 我说的是 / 我要的是 point at a thing of this request
/// (`rules::RESTATES_ASK`), with or without 不对 before them: every use in the read realistic
/// sets put this task's edit right (我说的是 OrderDetail.vue 不是 OrderList.vue), so since
/// round ten they are not taken.
#[test]
fn variations_zh_you_got_it_wrong_and_i_meant() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "你这个理解错了，配置在 config/app.toml 里",
                "config/app.toml",
            ),
            ("你完全搞错了，我们用 pnpm", "pnpm"),
            ("你们都错了，服务用的是 gRPC", "gRPC"),
            ("你这里不对，超时是 30 秒", "30 秒"),
            ("你的理解是错的，缓存在 redis 里", "redis"),
            ("你的理解是错误的，发布只走 CI", "CI"),
            ("你这个写法是错误的，日志要用 tracing", "tracing"),
            ("你这个方案有问题，应该用 bcrypt", "bcrypt"),
            ("你的理解有误，部署走 k8s", "k8s"),
            ("你这个写法是错的，日志要用 tracing", "tracing"),
            ("你刚才的理解不对，部署走 k8s", "k8s"),
            ("嗯，你上面那段完全不对，日志放在 logs 目录", "logs 目录"),
            ("我说错了，应该用 v2 接口", "v2 接口"),
            ("我刚才说错了，端口是 3000", "3000"),
            ("我之前写错了，测试放在 tests 目录", "tests 目录"),
            ("好的，我说错了，部署在周五", "周五"),
            ("我打错了，分支叫 develop", "develop"),
            ("你这个配置写错了，端口应该是 5433", "5433"),
            ("我刚才打错了，服务名叫 order-api", "order-api"),
            ("你们理解错了，发布在周四", "周四"),
            ("我的意思是用 pnpm", "pnpm"),
            ("我的意思是，配置放在 config 目录", "config 目录"),
            ("不是，我的意思是端口是 8080", "8080"),
            ("我是说测试要放在 tests 目录", "tests 目录"),
            ("我的意思不要改动 vendor 的源码！", "vendor"),
        ],
        &[
            "你错了吗？",
            "你的代码是错误的吗？",
            "你说的是错误的",
            "你这个代码有问题，跑不起来",
            "你这个方案有问题吗",
            "你的方案有问题，报错了",
            "你说得不对吗",
            "你的代码报错了",
            "我说错了",
            "你错了",
            "他说你错了，端口是 8080",
            "你昨天错了一次",
            "你上次写错了，没关系",
            "你对不对啊",
            "我的意思是这样",
            "不对不对，我说的是 `user_id` 不是 `uid`",
            "你刚才改的不对啊，我要的是按周聚合，你搞成按天了",
            "停，改错文件了，我说的是 OrderDetail.vue 不是 OrderList.vue",
            "我的意思你懂吗",
            "我的意思是什么",
            "他的意思是用 pnpm",
            "我是说你好",
            "我要的是什么来着",
            "我说的是真的",
            "我是说你先停一下",
        ],
    );
}

/// 不应该 X，应该 / 而是 Y and 应该 X，不是 / 而不是 Y name the right way with the wrong one
/// beside it: a correction. 吧 anywhere makes 应该 "probably" (a guess); a question, a
/// hypothetical, someone else's words, a for-this-time scope (这次) or a 应该 without the wrong
/// one are not. Not taken: a bare topic before 应该 with no subject ("配置项应该改成 X，不要
/// 用 Y"), which the family leaves to the task.
#[test]
fn variations_zh_should_be_x_not_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("不应该是 8080，应该是 3000", "3000"),
            ("不应该用 npm，要用 pnpm", "pnpm"),
            ("不应该放在 src 里，而是放在 config 里", "config"),
            ("不应该叫 user_id，应该叫 uid", "uid"),
            ("不应该走 HTTP,应该走 gRPC", "gRPC"),
            ("不应该用 npm，要用 pnpm 啊", "pnpm"),
            ("好的，不应该放在 src 里，应该放在 config 里", "config"),
            ("不应该在前端校验，而是在后端校验", "后端"),
            ("不应该叫 utils，应该叫 helpers 呀", "helpers"),
            ("不应该在循环里查库，要先批量查", "批量查"),
            ("好的，先这样。不应该用 npm，要用 pnpm", "pnpm"),
            ("看了下。应该用 pnpm，而不是 npm", "pnpm"),
            ("应该是 8080，不是 3000", "8080"),
            ("应该用 pnpm，而不是 npm", "pnpm"),
            ("这里应该用 UTC，不要用本地时间", "UTC"),
            ("你应该先跑测试，而不是直接提交", "先跑测试"),
            ("我们应该叫 uid，不叫 userId", "uid"),
            ("应该放在 config 目录，不在 src 里", "config"),
            ("这个监听你应该用广播，而不是轮询", "广播"),
            ("好的，应该是 v3，不是 v2", "v3"),
            ("应该走 gRPC 而非 HTTP", "gRPC"),
            ("应该叫 helpers，不叫 utils！", "helpers"),
        ],
        &[
            "不应该是 8080 吗？",
            "不应该是 8080",
            "他说不应该是 8080，应该是 3000",
            "不应该这么慢吧",
            "这次不应该是 8080，应该是 3000",
            "应该是 8080，不是 3000 吧",
            "应该是 8080 吗，不是 3000？",
            "应该是 8080",
            "他说应该是 8080，不是 3000",
            "如果应该是 8080，不是 3000，就改一下",
            "应该不是这个问题",
            "应该是网络问题，不是代码问题吧",
            "应该用 pnpm 吧，不是 npm",
            "你觉得应该用 pnpm 还是 npm",
            "应该没问题",
        ],
    );
}

/// 我(个人)(比较/更/一直…)喜欢 / 习惯 / 偏好 + a way of working, 比起 X 我更喜欢 Y, and the
/// label 个人偏好 / 我的偏好 / 我的习惯(是 / ：) state a standing taste: a preference. A
/// pointer or the reply as object (这个, 你的方案), a question, someone else's taste, a
/// hypothetical or a hedge (而已) are not. Not taken by 比起…: a comma before 我 ("比起 npm，
/// 我更喜欢 pnpm") lets 我喜欢 take the clause alone, without the thing compared.
#[test]
fn variations_zh_likes_and_habits() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("我喜欢用 pnpm 管理依赖", "pnpm"),
            ("我比较喜欢函数式的写法", "函数式"),
            ("我个人更喜欢 tabs 缩进", "tabs"),
            ("我习惯用 vim 改配置", "vim"),
            ("我很喜欢小的 PR 呀", "小的 PR"),
            ("我习惯于先写测试再写实现", "先写测试"),
            ("好的，我平时习惯用 zsh", "zsh"),
            ("先说一下，我通常喜欢把配置放在 config 目录", "config 目录"),
            ("比起 npm 我更习惯 pnpm", "pnpm"),
            ("相比 MySQL 我比较偏好 Postgres", "Postgres"),
            ("比起 class 组件我更喜欢函数组件", "函数组件"),
            ("比起 REST 我还是喜欢 gRPC 呀", "gRPC"),
            ("好的，相比 unittest 我更喜欢 pytest", "pytest"),
            ("个人偏好：用 pnpm", "pnpm"),
            ("个人偏好是 tabs 缩进", "tabs"),
            ("我的偏好是函数保持短小", "函数保持短小"),
            ("我的习惯是：先跑 lint 再提交", "lint"),
            ("好的，我的偏好是小函数", "小函数"),
            ("先说一句。我的习惯是先写测试", "先写测试"),
            ("个人偏好:提交信息用英文写", "英文"),
        ],
        &[
            "我喜欢这个",
            "我喜欢你的方案",
            "我喜欢吗",
            "他喜欢用 npm",
            "你喜欢用什么",
            "我习惯了",
            "如果我喜欢用 pnpm 会怎样",
            "我喜欢用 pnpm 吗",
            "比起 npm 你更喜欢什么",
            "比起昨天好多了",
            "比起 npm 我更喜欢这个",
            "相比之下我更喜欢你的方案",
            "比起 npm 他更喜欢 pnpm",
            "我的偏好是什么",
            "他的习惯是先写测试",
            "我的习惯是什么来着",
            "个人偏好而已",
            "我的偏好你知道吗",
        ],
    );
}

/// 我(很/真的/不太…)不喜欢 / 讨厌 / 受不了 + a way of working states a standing dislike: a
/// preference. A pointer as object (这样, 那种), a question, someone else's dislike, and 优先 in
/// any form (优先用 X 而不是 Y rested on one real line and was taken out, docs/CAPTURE.md
/// "Round forty-two"), a hypothetical, a for-this-time scope or reported speech are not.
/// Not taken: a dislike outside work ("我不喜欢吃香菜") is not told apart.
#[test]
fn variations_zh_dislikes_and_priorities() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("我不喜欢 ORM", "ORM"),
            ("我很讨厌魔法数字", "魔法数字"),
            ("我受不了超长的函数", "超长的函数"),
            ("我真的不喜欢在代码里写注释块", "注释块"),
            ("我不习惯用 tabs", "tabs"),
            ("我一直不喜欢全局变量", "全局变量"),
            ("好的，我不太喜欢用 ORM", "ORM"),
            ("先说一句。我最讨厌超长的函数", "超长的函数"),
            ("我受不了没有类型的代码啊", "没有类型"),
            ("我真的受不了 console.log 到处都是", "console.log"),
            ("我很不喜欢嵌套三元表达式", "嵌套三元"),
            ("我挺讨厌到处 try catch 的写法", "try catch"),
            ("说实话我不喜欢用 any", "any"),
            ("我特别受不了魔法字符串", "魔法字符串"),
            ("我受不了拼音命名", "拼音命名"),
        ],
        &[
            "我不喜欢这个",
            "我讨厌你",
            "我不喜欢吗",
            "他不喜欢 ORM",
            "我不喜欢了",
            "我讨厌这样",
            "我不喜欢那种",
            "他很讨厌 ORM",
            "我不喜欢这个方案",
            "我不太喜欢这个",
            "优先级是多少",
            "优先用 pnpm 吗，而不是 npm",
            "优先处理这个 bug",
            "优先用 pnpm",
            "如果优先用 pnpm 而不是 npm 会怎样",
            "他说优先用 pnpm，而不是 npm",
            "这次优先用 pnpm，而不是 npm",
            "优先用 pnpm 还是 npm？",
        ],
    );
}

/// "My (personal) preference is / personal preference: / I'm a fan of", "I hate / dislike /
/// can't stand / I'm not a fan of" and "I / we usually / always / tend to use …" state a
/// standing taste or habit: a preference. The reply or a pointer as object (your work, this,
/// it, that, how this looks), a question, someone else's taste, a hypothetical or a
/// preference said not to matter are not. Not taken: "I don't like ORMs" (a capitalized name
/// after "like" reads as approval of the reply, see `LIKE_VETO`), and a dislike outside work
/// ("I hate Mondays") is not told apart.
#[test]
fn variations_en_preference_hate_and_habit() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            ("my preference is pnpm over npm", "pnpm"),
            (
                "My preference is to keep functions small",
                "functions small",
            ),
            ("my personal preference is tabs", "tabs"),
            ("my preference: JSON logs", "JSON logs"),
            (
                "Personal preference: dark themes in the docs site",
                "dark themes",
            ),
            ("I'm a big fan of small commits", "small commits"),
            ("im a fan of early returns", "early returns"),
            ("Quick note. my preference is for small PRs", "small PRs"),
            ("I hate magic numbers", "magic numbers"),
            ("I really hate long functions", "long functions"),
            ("i cant stand trailing whitespace", "trailing whitespace"),
            ("I can't stand nested ternaries!", "nested ternaries"),
            ("I do not like global state", "global state"),
            ("Im not a fan of default exports.", "default exports"),
            ("thanks. I hate magic numbers in config", "magic numbers"),
            ("i hate it when tests print to stdout", "stdout"),
            ("I usually use pnpm", "pnpm"),
            ("We always use UTC in the database.", "UTC"),
            ("thanks. I usually write tests first", "tests first"),
            ("we generally put configs in config/", "config/"),
            ("I typically name branches feat/x", "feat/x"),
            ("we tend to keep functions under 50 lines", "50 lines"),
            ("ok, we usually stick with the stdlib", "stdlib"),
            ("I usually use pnpm, by the way", "pnpm"),
        ],
        &[
            "what's your preference?",
            "is my preference pnpm?",
            "his preference is npm",
            "my preference doesn't matter",
            "I'm a fan of your work",
            "I'm a fan of this",
            "if my preference is pnpm, use it",
            "my preference would be option A but you decide",
            "my preference is Vue, but your call",
            "I hate this",
            "I hate it",
            "I don't like that",
            "I hate how this looks",
            "he hates magic numbers",
            "do I hate ORMs?",
            "she can't stand tabs",
            "if I hate it, I'll say so",
            "I hate to ask, but can you rerun it?",
            "do you usually use pnpm?",
            "he usually uses npm",
            "I usually use it",
            "if we usually use pnpm then fine",
            "I usually go home at 6",
            "I always use this",
            "I usually use pnpm?",
        ],
    );
}

/// A correction whose right side only points at something on the screen (是另一个, 是第二个按钮,
/// 是上一个) corrects a pick in this exchange, and "错了，我说的是…" restates the ask: neither is a
/// fact to keep. A right side that states a value still is one.
#[test]
fn pointer_and_restated_ask_corrections_are_not_kept() {
    for prompt in [
        "不是这个文件，是另一个",
        "不是这个，是那个",
        "不对，是第二个按钮",
        "不对，是第 2 个",
        "错了，是上一个",
        "不是这个按钮，是下一个。",
        "不对，应该是最后一个",
        "不是这一行，是第三行",
        "错了，是另外那个",
        "不对，是第一种",
        "不是，我是说那个按钮",
        "不对，我说的是 staging 环境",
        "错了，我说的是 staging 环境",
        "错了，我的意思是先跑测试",
        "不对，我问的是为什么",
    ] {
        writes_nothing(prompt);
    }
    for (prompt, contains) in [
        ("不是 v2，是 v3", "v3"),
        ("不对，端口是 8080", "8080"),
        ("错了，配置在 .env 里", ".env"),
        ("不是这个文件，是 config/app.toml", "config/app.toml"),
        ("不对，是第二个参数决定超时，不是第一个", "超时"),
        ("不是 npm，是 pnpm", "pnpm"),
    ] {
        let d = detect(prompt);
        assert!(
            d.kind == SignalKind::Correction && d.text.contains(contains),
            "{prompt:?} → {d:?}"
        );
    }
}

/// Topic first (话题–说明): what a correction is about may open the clause before 你
/// ("serializer 那块你写错了，…"), and the whole project may be named before a standing 所有…都
/// default (这个项目所有日志都统一用英文): other positions of admitted families. The topic is no
/// part of what the correction says.
#[test]
fn a_topic_may_open_a_correction_or_a_standing_default() {
    // The correction's topic is no part of what it says.
    for (prompt, saved) in [
        (
            "serializer 那块你写错了,金额是分(整数),不是元的小数",
            "金额是分(整数),不是元的小数",
        ),
        (
            "登录模块你理解错了，token 是存在 cookie 里的",
            "token 是存在 cookie 里的",
        ),
        (
            "CI 这块你搞错了，我们用 GitHub Actions",
            "我们用 GitHub Actions",
        ),
    ] {
        check(
            prompt,
            SignalKind::Correction,
            Target::CandidateRule,
            &[saved],
        );
    }
    for prompt in [
        "serializer 那块你写错了吗",
        "登录模块你理解错了",
        "这块你说的不对吗",
    ] {
        writes_nothing(prompt);
    }
    // The whole project may be named as the scope of a standing default.
    for prompt in [
        "项目里所有接口都要加超时",
        "这个项目所有日志都统一用英文",
        "整个仓库所有文件都用 LF 换行",
    ] {
        check(prompt, SignalKind::Explicit, Target::MemoryRules, &["所有"]);
    }
    for prompt in ["项目里所有接口都要加超时吗", "代码里所有的 TODO 都删一下"]
    {
        writes_nothing(prompt);
    }
}

/// A rejection followed only by a grade of the attempt ("it's close", "you're getting closer")
/// states nothing that holds; one followed by what is right still corrects.
#[test]
fn a_grade_of_the_attempt_is_no_correction() {
    for prompt in [
        "not quite, it's close",
        "Not quite — it's close.",
        "not quite, you're close",
        "that's wrong, but it's closer",
        "wrong, it's almost there",
        "not quite, it's better though",
        "not quite, but you're getting closer!",
        "that's not right, it's still off",
        "nope, wrong. it's pretty close now",
        "not quite; that's a lot better",
        "not quite, its close",
        "no that's wrong, it's weird",
    ] {
        writes_nothing(prompt);
    }
    for (prompt, saved) in [
        ("not quite, it's port 5433", "5433"),
        ("no that's wrong, it's in src/lib", "src/lib"),
        ("not quite, it's closed on weekends", "weekends"),
        ("that's wrong, it's pnpm, not npm", "pnpm"),
        (
            "not quite, the config lives in ~/.config/app",
            "~/.config/app",
        ),
    ] {
        check(
            prompt,
            SignalKind::Correction,
            Target::CandidateRule,
            &[saved],
        );
    }
}

/// The ask to be consulted, with the project named as its scope (its comma or not), or
/// under the wish "I'd prefer that you": the same standing rule.
#[test]
fn ask_before_under_a_scope_or_a_wish() {
    for (prompt, saved) in [
        (
            "In this repo, ask before running migrations",
            "ask before running migrations",
        ),
        (
            "for this project, ask me before adding dependencies",
            "before adding dependencies",
        ),
        (
            "across our codebase, check with me before renaming modules",
            "before renaming modules",
        ),
        (
            "I'd prefer that you ask before deleting files",
            "ask before deleting files",
        ),
        (
            "I would prefer that you ask me before force pushing",
            "before force pushing",
        ),
        (
            "id prefer that you ask before touching the schema",
            "before touching the schema",
        ),
        (
            "In this repo I'd like you to ask before deleting files",
            "before deleting files",
        ),
        (
            "in our codebase ask before adding dependencies",
            "before adding dependencies",
        ),
    ] {
        let d = detect(prompt);
        assert!(
            d.target != Target::Nothing && d.text.contains(saved),
            "{prompt:?} → {d:?}"
        );
    }
    for prompt in [
        "In this repo ask before you push this",
        "for this project, ask before you merge it",
        "I'd prefer that you ask before deleting files?",
        "in this repo, ask me before running it now",
        "I'd prefer that you ask before doing this one",
    ] {
        writes_nothing(prompt);
    }
}
