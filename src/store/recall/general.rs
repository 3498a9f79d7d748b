//! A prompt that asks what a general thing is, or how two things differ, with nothing of the
//! user's own work in it ("Pinia 跟 Vuex 差在哪？", "what's the difference between a process and
//! a thread?", "解释下 Kafka 的 ISR 是啥"): a question of general knowledge. A project's rules
//! name the same tools (a rule on Kafka's test setup, on Pinia stores), so a lexical ranker
//! finds a line for it, but none bears on the answer: the prompt hook recalls nothing for it
//! (docs/RECALL.md, "General questions"). The CLI's and the agent's `recall` still search.
//! Nor does a short question about the assistant itself ("can I attach images to you?", 你是哪个
//! 模型): its subject is the agent, not the project. Nor does a reply that only acknowledges or
//! lets the agent go on ("thx that worked", "lgtm", 好的谢谢, 继续): it asks nothing new, and its
//! one word of content ("worked") is chance.

use std::sync::LazyLock;

use regex::Regex;

/// Longer prompts carry their own work (a paste, a task with its question), and a "vs" in a
/// log is no comparison asked.
const MAX_LEN: usize = 240;

/// Cheap keys: every prompt [`FORM`] can match has one of them, or opens with "what".
const KEYS: &[&str] = &[
    "vs",
    "versus",
    "differen",
    "区别",
    "區別",
    "差",
    "优缺点",
    "優缺點",
    "不同",
    "是啥",
    "干嘛",
    "幹嘛",
    "意思",
    "指的是",
    "什么是",
    "什麼是",
];

/// The forms of the question. Comparison: "X vs Y" (not the editor, VS Code), "the difference
/// between", 区别, 差在哪, 优缺点, 有什么不同. Definition: "what is a X?" (the whole prompt, X one or two words:
/// "what is a good way to…" asks advice), X 是啥, 是干嘛的, 啥意思 / 什么意思, 指的是什么, 什么是 X opening its clause
/// or after a verb of explaining (解释一下什么是闭包). Not "X 是什么" alone (依据是什么 asks about this project's
/// reasons) and not "what does X do" or "how do I" (a project's script or step is asked that way as
/// often as a general thing).
static FORM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\bvs\.?(?:\s+(?:[^c\s]|c[^o]|co[^d]|cod[^e])|\s*$)|\bversus\b|\bdifferences?\s+between\b|\bwhat(?:'s|\s+is|\s+are)\s+the\s+differences?\b|^\s*what(?:'s|\s+is)\s+an?\s+[\w.+#-]+(?:\s+[\w.+#-]+)?\s*[?？.!]*\s*$|区别|區別|差别|差別|差在哪|差异|差異|优缺点|優缺點|有啥不同|有什么不同|有什麼不同|是啥|是干嘛的|是幹嘛的|什么意思|什麼意思|啥意思|指的是什么|指的是什麼|(?:^|[,，。？?！!\s]|下|讲讲|講講|说说|說說)(?:什么是|什麼是)",
    )
    .expect("general-question form")
});

/// A question about the assistant itself: whether it can see or open a kind of material
/// ("can you see images?", "can I attach websites to you", 你能看图片吗, 你能联网吗) or which model
/// it is (你是哪个模型, "what model are you"), in Simplified or Traditional characters
/// (你是哪個模型). Its subject is the agent, not the project: a rule that screenshots go in
/// `docs/img` or that the app's default model is DeepSeek shares its words and bears on
/// nothing it asks. Material named in general (a plural, "the internet"),
/// not a thing of the user's ("can you see the screenshot of my dashboard" names the user's
/// work, and [`OWN_WORK`] keeps it). "Where is your workspace" is not one: OpenClaw's
/// workspace, or a project's, is what a memory line may well say.
static ABOUT_THE_AGENT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:can|could|do|are)\s+(?:you|u)\s+(?:(?:be\s+)?able\s+to\s+|actually\s+|even\s+)?(?:see|view|read|open|browse|access|watch|hear|look\s+at|process|handle)\s+(?:images|pictures|photos|screenshots|websites|web\s*pages|web\s+sites|links|urls|videos|pdfs|audio|the\s+(?:internet|web))\b|\b(?:can|could|may)\s+(?:i|we)\s+(?:attach|upload|send|paste|share|give)\s+(?:(?:you|u)\s+)?(?:images|pictures|photos|screenshots|websites|links|urls|videos|pdfs|files)(?:\s+(?:or|and)\s+(?:images|pictures|photos|screenshots|websites|links|urls|videos|pdfs|files))?(?:\s+(?:to|with)\s+(?:you|u))?\b|\b(?:what|which)\s+(?:ai\s+|llm\s+|language\s+)?model\s+are\s+(?:you|u)\b|你(?:能|可以|会|會)(?:不能|不)?(?:看|看到|看见|看見|读|讀|读取|讀取|打开|打開|浏览|瀏覽|访问|訪問|识别|識別)(?:图片|圖片|图|圖|照片|截图|截圖|网页|網頁|网站|網站|链接|鏈接|連結|视频|視頻|影片|PDF|pdf)|你(?:能|可以)(?:不能|不)?(?:上网|上網|联网|聯網)|你是(?:什么|什麼|哪个|哪個|哪一个|哪一個|啥)模型|你用的是(?:什么|什麼|哪个|哪個|啥)模型|我(?:能|可以)(?:给你|給你)?(?:发|發|上传|上傳|传|傳|贴|貼)(?:给你|給你)?(?:图片|圖片|图|圖|截图|截圖|照片|文件|檔案)(?:吗|嗎)",
    )
    .expect("questions about the agent")
});

/// Cheap keys: every prompt [`ABOUT_THE_AGENT`] can match has one of them.
const AGENT_KEYS: &[&str] = &[
    "image",
    "picture",
    "photo",
    "screenshot",
    "web",
    "link",
    "url",
    "video",
    "pdf",
    "audio",
    "internet",
    "files",
    "model",
    "图",
    "圖",
    "照片",
    "网",
    "網",
    "链接",
    "鏈接",
    "連結",
    "视频",
    "視頻",
    "影片",
    "模型",
    "文件",
    "檔案",
];

/// The user's own work named: the first person, or this project. "Tell me", "show me" are
/// no work of the user's, so "me" is not in it.
static OWN_WORK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:i|i'm|i've|i'd|my|mine|we|we're|we've|our|ours|us)\b|\bthis\s+(?:project|repo|repository|codebase|app|service)\b|我|咱|项目|項目|專案|仓库|倉庫",
    )
    .expect("own-work words")
});

/// Thanks, approval and "go on" (英文 and 中文): a prompt made only of these, with spaces and
/// punctuation between, only acknowledges. Read as words from the start, the longest that fits
/// first ("okay" before "ok"), with no regex to compile on the hook's path.
const ACKNOWLEDGEMENTS: &[&str] = &[
    "thx",
    "thanks",
    "thank you",
    "ty",
    "lgtm",
    "ok",
    "okay",
    "great",
    "nice",
    "nice one",
    "cool",
    "perfect",
    "awesome",
    "good",
    "yes",
    "yep",
    "yeah",
    "sure",
    "that worked",
    "that works",
    "it worked",
    "it works",
    "works",
    "works now",
    "worked",
    "looks good",
    "continue",
    "go on",
    "go ahead",
    "carry on",
    "proceed",
    "do it",
    "ship it",
    "好",
    "好的",
    "好了",
    "谢谢",
    "謝謝",
    "多谢",
    "多謝",
    "可以",
    "可以了",
    "行",
    "行了",
    "没问题",
    "沒問題",
    "继续",
    "繼續",
    "嗯",
    "对",
    "對",
    "是的",
    "搞定",
    "搞定了",
    "完美",
];

/// What may stand between acknowledgements.
fn is_ack_separator(c: char) -> bool {
    c.is_whitespace() || ",.!！，。~".contains(c)
}

/// Whether `prompt` is made only of [`ACKNOWLEDGEMENTS`].
fn only_acknowledges(prompt: &str) -> bool {
    let text = prompt
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let mut rest = text.trim_start_matches(is_ack_separator);
    if rest.is_empty() {
        return false;
    }
    while !rest.is_empty() {
        let Some(ack) = ACKNOWLEDGEMENTS
            .iter()
            .filter(|a| rest.starts_with(**a))
            .max_by_key(|a| a.len())
        else {
            return false;
        };
        rest = rest[ack.len()..].trim_start_matches(is_ack_separator);
    }
    true
}

/// A reply this short (in bytes) can be only an acknowledgement.
const MAX_ACK_LEN: usize = 60;

/// Whether the prompt hook should recall nothing for `prompt`: a question of general
/// knowledge, a question about the agent, or a reply that only acknowledges (module doc).
pub fn needs_no_memory(prompt: &str) -> bool {
    asks_general_knowledge(prompt)
        || asks_about_the_agent(prompt)
        || prompt.len() <= MAX_ACK_LEN && only_acknowledges(prompt)
}

/// Whether `prompt` asks a question of general knowledge (module doc).
fn asks_general_knowledge(prompt: &str) -> bool {
    if prompt.len() > MAX_LEN {
        return false;
    }
    let lower = prompt.to_ascii_lowercase();
    (lower.trim_start().starts_with("what") || KEYS.iter().any(|k| lower.contains(k)))
        && FORM.is_match(prompt)
        && !OWN_WORK.is_match(prompt)
}

/// Whether `prompt` is a short question about the agent itself ([`ABOUT_THE_AGENT`]).
fn asks_about_the_agent(prompt: &str) -> bool {
    if prompt.len() > MAX_LEN {
        return false;
    }
    let lower = prompt.to_ascii_lowercase();
    // "Can I attach images to you" has the first person as the one who attaches: only the
    // rest of the prompt is asked whether it names the user's work.
    AGENT_KEYS.iter().any(|k| lower.contains(k))
        && ABOUT_THE_AGENT
            .find(prompt)
            .is_some_and(|m| !OWN_WORK.is_match(&prompt.replace(m.as_str(), " ")))
}

#[cfg(test)]
mod tests {
    use super::{asks_general_knowledge, needs_no_memory};

    /// Thanks, approval and "go on", alone or together, need no memory; a reply that says
    /// something more (a new ask, a fact, a complaint) is read as any prompt is.
    #[test]
    fn acknowledgements_and_their_near_misses() {
        for p in [
            "thx that worked",
            "Thanks, that worked!",
            "lgtm",
            "looks good",
            "ok do it",
            "好的",
            "好 謝謝",
            "继续",
            "ok, continue",
            "great, ship it",
            "perfect!",
            "yep go ahead",
            "可以了，谢谢",
            "搞定了",
            "nice one, thanks",
        ] {
            assert!(needs_no_memory(p), "{p:?} only acknowledges");
        }
        for p in [
            "thx, now do the same for the orders table",
            "that worked but the deploy is slow",
            "lgtm, merge it into release",
            "好的，顺便把测试也跑一下",
            "继续，把迁移脚本也写了",
            "ok but use pnpm",
            "works on my machine, fails in CI",
            "good morning, where were we with the kafka job?",
            "continue with the redis cache",
            "thanks! can you also bump the version",
            "perfect, now write the changelog entry",
            "yes, deploy to staging",
            "it works locally but not on the cluster",
            "可以了，下一步部署",
            "do it with the feature flag off",
        ] {
            assert!(!needs_no_memory(p), "{p:?} says more");
        }
    }

    /// Definitions and comparisons of general things, in either language and with
    /// Traditional characters, are general questions; the same forms about the user's own
    /// work, a project's own reasons, how to do a step, or inside a long prompt are not.
    #[test]
    fn general_questions_and_their_near_misses() {
        let general = [
            "Pinia 跟 Vuex 差在哪？",
            "Go 里 slice 和 array 区别",
            "NestJS 的 module 跟 Angular 的 NgModule 到底有啥区别，纯好奇",
            "Kafka 和 Pulsar 比有啥优缺点，领导让调研",
            "解释下 Kafka 的 ISR 是啥",
            "React 18 的 useTransition 是干嘛的",
            "這段 PHP 什麼意思 `array_map(fn($x) => $x * 2, $arr)`",
            "Git 里的 HEAD 到底指的是什么？",
            "用通俗的话解释一下什么是闭包",
            "進程和線程有什麼不同？",
            "torch.no_grad vs torch.inference_mode, which one for eval loops in general?",
            "Box<dyn Error> vs. impl Error in return position?",
            "What's the difference between a process and a thread?",
            "Explain the difference between a lock and a semaphore",
            "what is a monad",
            "what's a closure?",
            "postgres versus mysql for a side project?",
            "区别是啥：TCP 和 UDP",
        ];
        let not_general = [
            "我们的 Kafka 和 Pulsar 有啥区别",
            "onShow 和 onLoad 到底啥区别 为啥我改完数据返回页面不刷新",
            "当前架构关于deps.yml搭建的依据是什么",
            "这个项目里 staging 和 prod 的配置有什么不同？",
            "what does scripts/deploy.sh do",
            "how do I bump the version?",
            "what's the command to deploy?",
            "what's the difference between our staging and prod configs?",
            "is it ok to use float vs int for money here? I think we had a rule",
            "部署步骤是什么",
            "提交信息怎么写，有格式要求吗？",
            "the build fails on staging, prod is fine",
            "fix the vs code launch config",
            "差不多了，提交吧",
            "什么时候发版",
            "whatever, just ship it",
            "what is a good way to structure the migrations here?",
        ];
        for p in general {
            assert!(asks_general_knowledge(p), "{p:?} is a general question");
        }
        for p in not_general {
            assert!(
                !asks_general_knowledge(p),
                "{p:?} is not a general question"
            );
        }
        let long = format!("{}\nError: expected int vs got str", "x ".repeat(200));
        assert!(!asks_general_knowledge(&long), "a long prompt is not one");
    }

    /// Questions about the assistant itself (what it can see or open, which model it is),
    /// at the start, the middle and the end, in either language and with typos of case and
    /// punctuation, need no memory; the same verbs about the user's own material, a task
    /// for the agent, or the project's model are read as any prompt.
    #[test]
    fn questions_about_the_agent_and_their_near_misses() {
        let about_agent = [
            "can i attach images or websites to you, and can you see them or no?",
            "Can you see images?",
            "can u browse the internet",
            "Could you actually open links?",
            "are you able to read pdfs",
            "quick question: can you view screenshots",
            "btw, can I send you screenshots?",
            "Can we upload files to you?",
            "what model are you?",
            "Which model are you btw",
            "你是哪个模型",
            "你是什么模型？",
            "你能看图片吗",
            "你可以浏览网页吗？",
            "你能联网吗",
            "问一下，我可以给你发截图吗",
            "你用的是啥模型",
            "你是哪個模型",
            "你能看圖片嗎",
            "你可以上網嗎？",
        ];
        let not_about_agent = [
            "can you see the screenshot of my dashboard?",
            "can you open the link I pasted and summarise it",
            "can you read the pdf in docs/ and list the endpoints",
            "which model are we using for the embeddings?",
            "what model does the app default to?",
            "where is your workspace",
            "can you see why the images don't load on the landing page?",
            "我们项目用的是什么模型",
            "你能看一下这个截图里的报错吗",
            "你看下图片为什么加载不出来",
            "能让trae能选择模型吗？",
            "把模型换成 deepseek",
            "can you add image upload to the form",
            "can I attach files to a ticket in our app?",
            "upload the screenshots to the S3 bucket",
        ];
        for p in about_agent {
            assert!(needs_no_memory(p), "{p:?} asks about the agent");
        }
        for p in not_about_agent {
            assert!(!needs_no_memory(p), "{p:?} is not about the agent");
        }
    }
}
