//! Variation tables of who the user is and how to talk to them: how to explain things (解释的
//! 时候多说两句), the user's background with an ask about explanations (我是做算法的，多解释两句;
//! "I'm a data engineer, explain frontend things in plain terms"), the name to call them, and
//! the user's eyes or machine with how to give them things (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_zh_explanation_style,
    variations_zh_background_with_a_reply_ask,
    variations_en_background_with_an_explanation_ask,
    variations_name_to_call_me,
    variations_the_users_eyes_with_a_rule,
    variations_the_users_setup_with_how_to_give_commands,
    variations_en_background_with_skip_the_basics,
    variations_zh_reply_style_without_emoji,
    variations_the_users_setup_said_with_give,
    variations_what_the_user_does_not_know_well,
];

/// "When you explain" names every explanation, so what follows is how this user wants things
/// explained. Someone else explaining, one past or present explanation, a question, a lecture
/// (讲座) or an interpreter (解释器) stays silent.
#[test]
fn variations_zh_explanation_style() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("解释的时候多说两句", "多说两句"),
            ("以后给我讲原理的时候慢一点", "慢一点"),
            ("跟我解释时少用英文缩写", "少用"),
            ("讲的时候多举点例子吧", "例子"),
            ("你讲概念的时候拿生活里的东西打比方", "打比方"),
            ("给我解释代码的时候画个流程图", "流程图"),
            ("前端的东西你解释的时候说细一点", "说细"),
            ("说明的时候尽量简单点，我基础一般", "简单"),
            ("請你解釋的時候多講講原理", "原理"),
            ("解释时，用 Python 的例子", "Python"),
            ("麻烦讲的时候别太快", "别太快"),
            ("以后解释的时候都多给点背景。", "背景"),
            ("给我讲算法的时候用图示哈", "图示"),
            ("和我解释的时候不要用太多术语", "术语"),
            ("讲 Rust 的时候多对比一下 Go", "Go"),
        ],
        &[
            "他讲的时候多说了两句",
            "昨天讲的时候少说了一点",
            "解释的时候多说两句吗",
            "你解释的时候能不能多说两句？",
            "这次讲的时候简单点",
            "刚才解释的时候用错了例子",
            "解释一下这个函数",
            "给我讲讲这段代码",
            "老师讲的时候用了 PPT",
            "讲座的时候多拍点照片",
            "解释器启动的时候多分配点内存",
            "同事说明情况的时候用了很多术语",
            "你讲的时候多说了两句废话",
            "讲的时候多说两句？",
            "写说明的时候用英文",
        ],
    );
}

/// The user's trade or level, said of themself, makes an ask about how to be told things
/// (多解释两句, 少用术语, 别直接甩代码) how to talk to this user. Someone else's background, a
/// background with no such ask, the ask with no background, or a question stays silent.
#[test]
fn variations_zh_background_with_a_reply_ask() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我是做后端的，前端你多解释两句", "多解释"),
            ("我是设计师出身，讲代码说细一点", "说细"),
            ("我不是程序员，少用术语", "术语"),
            ("Go 我不太熟，多讲讲原理", "原理"),
            ("我在学 Rust，别直接甩代码给我", "代码"),
            ("我是新手，多举例子吧", "例子"),
            ("我主要写 Java，Kotlin 的地方拿 Java 来类比", "类比"),
            ("我對前端不太熟，多解釋幾句", "解釋"),
            ("我是搞数据的，SQL 以外的东西讲得通俗点", "通俗"),
            ("我是小白，说明白一点", "明白"),
            ("我是测试转过来的，开发的概念多说几句", "多说几句"),
            ("我是外行，你说得简单些", "简单"),
            ("我对 k8s 不是很懂，多解释一下", "多解释"),
            ("我是做产品的，少用黑话哈", "黑话"),
            ("我是 iOS 出身，Android 的东西拿 Swift 类比", "Swift"),
        ],
        &[
            "他是做后端的，多解释两句",
            "我是做后端的",
            "多解释两句",
            "我是做后端的，你能多解释两句吗",
            "我不太熟这个库，帮我看看怎么用",
            "我是说多解释两句",
            "同事不太熟前端，多解释两句",
            "我是做后端的，这个接口多返回两个字段",
            "我以前不太熟，现在熟了",
            "我是新手？多解释两句",
            "这段代码少用了一个括号，我是新手",
            "我是做前端的，接口文档写得详细些",
            "我在学 Rust，帮我写个 hello world",
            "他们是做算法的，讲得细一点",
            "我是做后端的，前端代码你别直接改",
        ],
    );
}

/// The user's trade or level, said of themself ("I'm a data engineer", "I come from Java",
/// "English is not my first language"), makes an ask about explanations how to talk to them.
/// One explanation asked for ("explain this error"), a question, someone else's background or
/// a background with no ask stays silent.
#[test]
fn variations_en_background_with_an_explanation_ask() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "I'm a data engineer, so explain frontend things in plain terms",
                "plain terms",
            ),
            (
                "I'm not a Python person, keep explanations simple",
                "simple",
            ),
            (
                "I come from Java, please explain Go idioms with analogies",
                "analogies",
            ),
            (
                "im new to rust so explain the borrow checker stuff as you go",
                "borrow",
            ),
            (
                "I'm learning TypeScript, explain the generics parts when they come up",
                "generics",
            ),
            (
                "English is not my first language, please use simple words",
                "simple words",
            ),
            (
                "I'm a designer, not a developer, so walk me through the changes",
                "walk me through",
            ),
            ("Self-taught here, explain the math parts", "math"),
            (
                "I'm mostly a backend dev, explanations of CSS should be detailed",
                "CSS",
            ),
            (
                "I don't really know Kotlin, explain it like I'm coming from Python",
                "Python",
            ),
            ("I'm a PM not an engineer, less jargon please", "jargon"),
            ("I am a student, explain things step by step", "step"),
            (
                "I'm a mobile dev, explain infra stuff in plain English",
                "plain English",
            ),
            (
                "heads up, I'm a physicist, explain the CS terms",
                "CS terms",
            ),
            (
                "I mainly write Go, explain Rust lifetimes with Go analogies",
                "lifetimes",
            ),
            (
                "i'm a sociologist, not a programmer, so comment the R code more please",
                "comment the R code more",
            ),
            (
                "I'm an accountant, explain the SQL in plain words",
                "plain words",
            ),
            (
                "I'm a biologist so more comments in the scripts please",
                "more comments",
            ),
        ],
        &[
            "explain this error",
            "I'm a backend dev, explain this stack trace",
            "I'm a backend dev, can you explain why this fails?",
            "he's a designer, explain it in plain terms",
            "I'm a backend dev working on the login page",
            "the explanation in the README is wrong",
            "I'm not sure, explain again",
            "explain the diff",
            "keep it simple",
            "I'm learning a lot from this, thanks",
            "I'm a bit lost, explain the plan again",
            "I'm a developer? explain",
            "She is a student, explain it simply",
            "the analogy you used was off",
            "I'm a backend dev, explain the output of this command",
            "comment the code more",
            "he's a designer, comment the code more",
            "I'm a bit of a stickler, explain this error",
        ],
    );
}

/// The name the user goes by names them beyond the task. A capitalised name in English ("call
/// me when it builds" names no one); in Chinese a name closed by 就好 / 就行, not a verb (叫我来
/// 就好 is "let me do it") or someone else calling.
#[test]
fn variations_name_to_call_me() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("call me Sam", "Sam"),
            ("Call me Alex, not Alexander", "Alex"),
            ("please call me Jo", "Jo"),
            ("you can call me Mike", "Mike"),
            ("btw call me Lin", "Lin"),
            ("my name is Priya", "Priya"),
            ("My name is Tomás.", "Tomás"),
            ("叫我小陈就好", "小陈"),
            ("叫我老王就行", "老王"),
            ("以后叫我阿杰就好", "阿杰"),
            ("称呼我 Kevin 就可以", "Kevin"),
            ("你叫我小李就行了", "小李"),
            ("叫我 Wei 就好啦！", "Wei"),
            ("直接喊我老张就成", "老张"),
            ("叫我小陳就好", "小陳"),
        ],
        &[
            "call me when the build finishes",
            "call me back later",
            "call me crazy but this works",
            "叫我来就好",
            "叫我一声就行",
            "叫我去处理就好",
            "my name is on the commit",
            "叫我吗？",
            "call me maybe",
            "call me if it fails",
            "他叫我小陈",
            "老板叫我改就好",
            "the function will call me.handler",
            "call me out if I'm wrong",
            "叫我做就行",
            "call me Sam in the welcome email template",
            "call me Alex on the about page",
        ],
    );
}

/// The user's eyes, reading or hearing, said of themself, with a rule in the same sentence: how
/// to present things to them. A product's accessibility feature, someone else's eyes, a
/// question, or the condition with no rule stays silent.
#[test]
fn variations_the_users_eyes_with_a_rule() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我是色弱，图表别用红绿来区分", "红绿"),
            ("我有点色盲，配色尽量用蓝橙", "蓝橙"),
            ("我色弱,别只靠颜色区分状态", "颜色"),
            ("我眼睛不太好，代码别用太小的字号写", "字号"),
            ("我用屏幕阅读器，别用表格排版回答", "表格"),
            ("我是色盲啦，图里不要用红和绿", "红和绿"),
            ("我有點色弱，圖表別用紅綠", "紅綠"),
            ("I'm colorblind, don't rely on red vs green", "red"),
            (
                "I am colour-blind so please use patterns, not just colours",
                "patterns",
            ),
            (
                "I'm red-green colorblind, avoid red/green in charts",
                "charts",
            ),
            (
                "I use a screen reader, so never put answers in ASCII tables",
                "ASCII",
            ),
            (
                "im colorblind fyi dont use red and green for diffs",
                "diffs",
            ),
            (
                "I'm dyslexic, please use short sentences",
                "short sentences",
            ),
            ("I have low vision, use large headings", "headings"),
            (
                "I'm colorblind (protanopia), stick to blue and orange",
                "blue",
            ),
        ],
        &[
            "UI 要支持色盲模式",
            "add screen reader support to the login form",
            "我同事是色弱，图表别用红绿",
            "he's colorblind, don't use red and green",
            "我是色弱吗？",
            "我是色弱",
            "I'm colorblind",
            "is the palette ok for colorblind users?",
            "users are colorblind too, avoid red/green in the dashboard?",
            "the screen reader reads the button twice",
            "my eyes hurt, going to take a break",
            "色盲模式下别用红绿",
            "make the chart colorblind-safe",
            "我眼睛不太好",
            "I'm colorblind? use blue",
        ],
    );
}

/// The user's own machine, said of themself, with how to give them commands, paths or
/// versions: their setup outlives the task. Someone else's machine, a one-off ask (给我看看这个
/// 报错, "give me a hand"), a question, or the setup alone stays silent.
#[test]
fn variations_the_users_setup_with_how_to_give_commands() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我用的是 Windows + WSL2，命令给我 bash 版本的", "bash"),
            ("我用的是 mac，别给我 apt 的命令", "apt"),
            ("我的电脑是 Windows，命令都给 PowerShell 版", "PowerShell"),
            ("我这边是 Linux，路径用正斜杠", "正斜杠"),
            ("我用的Ubuntu，给我 apt 的写法就行", "apt"),
            ("我用的是 M2，别让我装 x86 的包", "x86"),
            ("我用的是 win11，脚本请用 bat 写", "bat"),
            ("我的系统是 macOS，給我 brew 的命令", "brew"),
            ("I'm on Windows, don't give me bash one-liners", "bash"),
            ("im on a mac, give me brew commands", "brew"),
            ("I'm on WSL2, so don't flag /mnt/c paths", "/mnt/c"),
            ("I use Linux, no powershell please", "powershell"),
            ("my laptop is a Mac, don't suggest choco", "choco"),
            ("I am running Ubuntu, give me apt instructions", "apt"),
            ("I'm using Windows, don't assume a unix shell", "unix"),
        ],
        &[
            "I'm on a mac, give me a hand with this error",
            "我用的是 mac，给我看看这个报错",
            "我同事用的是 Windows，命令给他 bat 版",
            "he's on Windows, don't give him bash",
            "我用的是 mac，命令怎么写？",
            "我用的是 Windows",
            "I'm on Windows",
            "the CI is on Linux, give me the logs",
            "我用的是 mac，帮我把这个 bug 修了",
            "I'm on a Mac, can you give me the command?",
            "give me bash commands",
            "命令给我 bash 版本的",
            "I'm on the train, give me the short version",
            "我用的是新版本，给我看看区别",
            "I use Linux at home but this server is Windows",
        ],
    );
}

/// The converse of "explain more": "skip the basics", "don't explain basic stuff", said with the
/// background that calls for it (a senior engineer, "I know React well"), is how deep to explain
/// to this user. Someone else's background, a section or page that skips the basics, a
/// question, or the background alone stay silent.
#[test]
fn variations_en_background_with_skip_the_basics() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            (
                "I'm a senior backend engineer, skip the basics",
                "skip the basics",
            ),
            (
                "don't explain basic stuff to me, I know React well",
                "React",
            ),
            (
                "I'm an experienced Go developer, no need to explain the basics",
                "Go",
            ),
            ("skip the basics, I'm a data scientist", "data scientist"),
            ("I am a senior dev, skip the basics please", "senior"),
            (
                "I know Python very well, don't explain basic concepts",
                "Python",
            ),
            ("im a backend engineer, skip the basic stuff", "backend"),
            ("I'm a mobile developer; don't cover the basics", "mobile"),
            (
                "i know kubernetes inside out, skip the basics",
                "kubernetes",
            ),
            (
                "I'm a database admin, no need to re-explain the basics of SQL",
                "SQL",
            ),
            ("I'm an SRE, skip basic things", "SRE"),
            (
                "I know TypeScript pretty well, so skip the basics!",
                "TypeScript",
            ),
            ("coming from Java, skip the basics of OOP", "Java"),
            (
                "I'm a physicist, do not explain the basics of math",
                "physicist",
            ),
            (
                "I'm a senior frontend engineer - skip the basics",
                "frontend",
            ),
        ],
        &[
            "I'm a senior backend engineer, can you skip the basics?",
            "he's a senior engineer, skip the basics",
            "skip the basics section in the README",
            "don't explain the basics in the docs page, link to MDN",
            "I know the codebase well, just fix it",
            "I know React well",
            "we skip the basics in onboarding",
            "I'm a beginner, the tutorial skips the basics",
            "skip the basics",
            "the course skips the basics",
            "they are senior engineers, skip the basics",
            "should we skip the basics chapter?",
            "I'm a senior engineer",
            "basic auth is enough here",
            "I know, skip it",
        ],
    );
}

/// A ban on what a reply carries (表情, 表情包, emoji), said of the replies (回复不要带表情,
/// 你回答的时候别用表情), is how to talk to this user, as "no emojis in your replies" is. A
/// user's reply in the product, a question, or a message that is not the agent's stay silent.
#[test]
fn variations_zh_reply_style_without_emoji() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("你回答的时候别用表情", "表情"),
            ("回复不要带表情包", "表情包"),
            ("回答不要用 emoji", "emoji"),
            ("以后回复别加表情", "表情"),
            ("请回复时不要有表情符号", "表情符号"),
            ("回答我的时候不要用表情", "表情"),
            ("你回复不要加emoji了", "emoji"),
            ("回答不要带颜文字", "颜文字"),
            ("回复不许用表情包！", "表情包"),
            ("一律回答不要用表情", "表情"),
            ("你回答时别带 emoji", "emoji"),
            ("回复不准加表情", "表情"),
            ("务必回复不要有 emoji", "emoji"),
            ("回答的时候不要加表情符号吧", "表情符号"),
            ("请你回复的时候别用表情包", "表情包"),
        ],
        &[
            "回复消息的时候不要用表情",
            "用户回复的时候不要有表情",
            "你回答得太啰嗦了吗",
            "回复里有表情吗？",
            "表情包功能怎么做",
            "评论回复不要带表情",
            "给表情加个回复按钮",
            "回复框不要显示 emoji 选择器",
            "他回复不要带表情",
            "emoji 渲染不出来",
            "回复接口不要返回表情",
            "别用表情包做图标",
            "回复的时候要不要加表情？",
            "你用表情了",
            "表情回复功能怎么设计",
        ],
    );
}

/// The user's machine with the form to give commands in, said with 给 and the shell or form
/// (命令给 zsh 的, 脚本给 PowerShell 版): 给 there is "give". 给我 before a verb is "for me"
/// (脚本给我跑一下: run it for me), a step of this task, and stays silent.
#[test]
fn variations_the_users_setup_said_with_give() {
    table(
        SignalKind::Explicit,
        Target::User,
        &[
            ("我用的是 mac，命令给 zsh 的", "zsh"),
            ("我用的是 Windows，命令给 PowerShell 版本", "PowerShell"),
            ("我用的是 Linux，脚本给 bash 的", "bash"),
            ("我的电脑是 mac，命令都给 zsh 的", "zsh"),
            ("我用的是 Windows，命令请给 cmd 的", "cmd"),
            ("我用的是 mac，写法给我 zsh 的", "zsh"),
            ("我用的是 Ubuntu，命令给 apt 的", "apt"),
            ("我用的是 WSL，命令给 Linux 版", "Linux"),
            ("我用的是 mac M2，命令给 brew 的", "brew"),
            ("我用的是 Windows，指令给 PowerShell 的", "PowerShell"),
            ("我用的是 Arch，命令给 pacman 的", "pacman"),
            ("我用的是 mac，脚本要给 zsh 的", "zsh"),
            ("我用的是 Windows，命令给 pwsh 的吧", "pwsh"),
            ("我用的是 Linux，命令给我 fish 的", "fish"),
            ("我用的是 Debian，命令都给 apt 版", "apt"),
        ],
        &[
            "我用的是 mac，脚本给我跑一下",
            "我用的是 mac，命令给错了",
            "我用的是 mac，命令给我执行一下",
            "我用的是 mac，命令给 PowerShell 版本是错的吧？",
            "他用的是 Windows，命令给 cmd 的",
            "命令给 zsh 的",
            "我用的是 mac，脚本给我看看",
            "我用的是 Windows，脚本给我改一下",
            "我用的是 Linux，命令给我运行下",
            "我用的是 mac，给我 zsh 的命令吗",
            "我用的是新版本，命令给我检查一下",
            "我用的是 mac，代码给我修一下",
            "同事用的是 Windows，命令给 cmd 的",
            "我用的是 mac，脚本给我部署一下",
            "我用的是 Windows，命令给我测一下",
        ],
    );
}

/// What the user does not know well, or is not familiar with, said in an ask to keep it in mind,
/// is about the user (USER.md), as "I'm new to Go" is: a lasting fact of their background.
/// Not knowing why a build fails is this task's, and not the user's background.
#[test]
fn variations_what_the_user_does_not_know_well() {
    for (prompt, text) in [
        (
            "keep in mind I don't know Rust well",
            "I don't know Rust well",
        ),
        (
            "remember that I'm not familiar with Kubernetes",
            "I'm not familiar with Kubernetes",
        ),
        (
            "remember: I do not speak Japanese at all",
            "I do not speak Japanese at all",
        ),
        (
            "keep in mind I'm not very good at CSS",
            "I'm not very good at CSS",
        ),
        (
            "note that I don't really know Go much, so always explain it",
            "Go",
        ),
    ] {
        let d = detect(prompt);
        assert_eq!(
            (d.target, d.text.contains(text)),
            (Target::User, true),
            "{prompt} → {d:?}"
        );
    }
    for prompt in [
        "remember that the service is not familiar with retries",
        "keep in mind we don't know the API well yet, so keep the client thin",
    ] {
        assert_ne!(detect(prompt).target, Target::User, "{prompt}");
    }
}
