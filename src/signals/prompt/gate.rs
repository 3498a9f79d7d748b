//! The content gate: MEMORY.md and USER.md are injected into every later prompt, so a line
//! goes there only when it says something on its own a month later (README, "Signals in a
//! prompt"). A signal whose words only point at the conversation — an option label, a
//! number, a demonstrative, "your suggestion", 以上 — is not written; the agent, who has the
//! conversation, is asked to save it in full words instead.
//!
//! It runs only on a hit, but a hook process compiles each pattern it needs: the cheap
//! checks are plain string tests, and each pattern is tried only when its keywords are there.

use std::sync::LazyLock;

use regex::Regex;

use super::rules::{FROM_NOW_ON_ZH, Gated, re};
use super::{NOT_DOING_EN, NOT_DOING_ZH};

/// Why a text does not stand on its own.
pub(super) const POINTS_BACK: &str = "points back at the conversation";
pub(super) const OPTION_LABEL: &str = "a bare option label or number";
pub(super) const TOO_THIN: &str = "nothing named beyond pointers and trigger words";
pub(super) const NO_FACT: &str = "a correction with no fact the hook can isolate";
pub(super) const NEXT_TASK: &str = "what follows the choice is the next task";
pub(super) const IN_A_BRIEF: &str =
    "an \"always\", \"never\" or 统一 inside a long task brief may be the task's own spec";
pub(super) const KIND_ONLY: &str = "names only a kind of content (key info, lessons, 经验)";
pub(super) const NO_SUBJECT: &str = "a bare 是 X: what X is the value of is in the conversation";
pub(super) const DIAGNOSED: &str = "where a fault lies: a diagnosis of the incident at hand";
pub(super) const LIST_FOLLOWS: &str = "the rules are the list after the ask";
pub(super) const FIX_AT_HAND: &str =
    "a rule for \"here\" beside a failure going on now may be this failure's fix";
pub(super) const NO_OUTCOME: &str = "reports a change without what holds now";
pub(super) const CONSTITUTION: &str =
    "principles for the project constitution, which the agent writes out";
pub(super) const INCIDENT_ONLY: &str =
    "names only an incident in view (this mistake, the same issue, 这种问题), not what to do";

/// Text that refers to something said earlier instead of saying it: 以上, 你说的, "the above",
/// and a free relative ("what we had", "what we agreed on"), which names a thing only by its
/// place in the conversation.
static POINTER: Gated = Gated::new(
    &[
        "以上",
        "上面",
        "上述",
        "前面",
        "刚才",
        "刚刚",
        "另一",
        "另外",
        "别的",
        "其他",
        "你说",
        "你提",
        "你建议",
        "你推荐",
        "你给",
        "你写",
        "你刚",
        "你之前",
        "你上面",
        "我刚",
        "我之前",
        "我上面",
        "above",
        "what ",
        "your ",
        "another",
        "the other",
        "the previous",
        "the last",
        "the earlier",
        "the former",
        "the latter",
        "the suggested",
        "the recommended",
        "the proposed",
        "the same",
        "the one",
        "the version",
        "the approach",
        "the option",
        "the plan",
        "the way",
    ],
    r"^(?:(?:把|按|照|按照|用|采用|就按|就用|就照|是)\s*)?(?:以上|上面|上述|前面|刚才|刚刚|另一个|另外一个|别的|其他的?|你(?:刚才|之前|上面)?(?:说|提|建议|推荐|给|写)的|我(?:刚才|之前|上面)(?:说|提)的)|^(?:(?:use|do|go\s+with|follow|apply|keep|take)\s+)?(?:the\s+above|above|the\s+other|another|what\s+(?:you|we|i)\s+(?:just\s+|already\s+|originally\s+|first\s+)?(?:said|suggested|proposed|discussed|described|wrote|did|showed|had|have|agreed(?:\s+on)?|decided(?:\s+on)?|picked|chose|planned|used|talked\s+about|went\s+with|settled\s+on)|your\s+(?:(?:first|second|third|fourth|last|other|new|latest|original|updated|revised|earlier|previous)\s+)?(?:suggestion|idea|proposal|plan|approach|recommendation|version|way|solution|fix|code|answer|draft)|the\s+(?:previous|last|earlier|former|latter|suggested|recommended|proposed|same)\s+(?:one|option|approach|plan|version|way|idea|solution|suggestion|proposal|fix)|the\s+(?:one|version|approach|option|plan|way)\s+(?:above|you\s+[a-z]+))(?:{B}|$)",
);

/// A rule whose whole object is an incident in view: a verb of avoiding, repeating or
/// preventing with a demonstrative or "the same" before a noun of a fault ("never make this
/// mistake again", "avoid that issue in the future", "prevent the same bug", 以后别再犯这种错误,
/// 这个问题下次别再出现了, 防止再犯). The demonstrative points at what just went wrong, which
/// only the conversation shows: a month later the line forbids nothing a reader can name. The
/// agent, who saw the mistake, is asked to save what to do instead (issue 18, "a meta-request
/// saved as a rule"). A fault named by what it is ("avoid N+1 queries", 别再出现硬编码的密钥)
/// or a rule after it ("avoid this error by running migrations first") says something.
static INCIDENT: Gated = Gated::new(
    &[
        "mistake",
        "error",
        "issue",
        "problem",
        "bug",
        "failure",
        "regression",
        "slip",
        "错",
        "问题",
        "情况",
        "毛病",
        "失误",
        "再犯",
    ],
    r"^(?:(?:please|pls|just|and|so|to)\s+)*(?:(?:never(?:\s+ever)?|don't|dont|do\s+not|try\s+not\s+to|try\s+to|always|make\s+sure\s+(?:to|you)|be\s+sure\s+to|be\s+careful\s+to|remember\s+to)\s+)?(?:avoid|prevent|repeat|make|do|commit|cause|introduce|hit|run\s+into|fall\s+into)\s+(?:this|that|these|those|(?:the\s+)?same|such|a\s+similar|similar|any\s+such)\s+(?:(?:kind|sort|type|class)s?\s+of\s+)?(?:(?:same|exact|stupid|silly|dumb|basic|obvious|kind\s+of)\s+)*(?:mistakes?|errors?|issues?|problems?|bugs?|failures?|regressions?|slip-?ups?)(?:\s+(?:again|ever\s+again|in\s+(?:the\s+)?future|next\s+time|going\s+forward|from\s+now\s+on|anymore|any\s+more|please)){0,3}$|^(?:以后|下次|今后|之后|往后)?(?:请|一定|千万)?(?:注意|小心)?(?:不要|别|不许|不能|不准|不可以|避免|防止|杜绝)?(?:再)?(?:犯|出现|发生|出|重复|碰到|遇到|踩)?(?:这个|这种|这类|这样的|这些|那个|那种|那些|同样的|同样|类似的|一样的|相同的)\s*(?:低级|愚蠢的|简单的)?\s*(?:错误|错|问题|bug|情况|毛病|失误)\s*(?:了|啦|吧|啊|哦)*$|^(?:这个|这种|这类|这样的|那个|那种|同样的|类似的)\s*(?:低级)?\s*(?:错误|错|问题|bug|情况|毛病|失误)\s*[，,]?\s*(?:以后|下次|今后)?(?:不要|别|不许|不能|不准)再?(?:犯|出现|发生|出)(?:了|啦|吧|啊|哦)*$|^(?:以后|下次|今后)?(?:防止|避免|以免|免得|不要|别)再犯(?:错|错误)?(?:了|啦|吧|啊|哦)*$",
);

/// Words said, named only as such: 这句话, 下面这段话, 我刚才说的话.
static WORDS_SAID: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:下面|以下|上面|刚才|前面)的?)?(?:这|那)?一?(?:句|段)?话(?:了|吧|啊)*$|^(?:我|你)(?:刚才|刚刚|之前|上面|下面)?(?:说|讲)(?:过)?的(?:这句|这段|那句|那段)?话(?:了|吧|啊)*$",
    )
});

/// A rule that only says to follow a rule or a way of doing in view: a verb of following, a
/// demonstrative (or "the same") and a noun of a kind of practice, perhaps a scope ("follow
/// this rule from now on", "use the same format everywhere", 以后都按这个规则来, 统一用这种写法).
/// The practice is in the conversation; the line would name none of it. With what follows a
/// colon ("follow this rule: no var") or a named practice ("follow the Google style guide"),
/// it says something.
static FOLLOW_THIS: Gated = Gated::new(
    &[
        "this",
        "that",
        "these",
        "those",
        "same",
        "这个",
        "这条",
        "这些",
        "这种",
        "这套",
        "这样的",
        "上面",
        "刚才",
        "同样",
        "一样",
    ],
    r"^(?:(?:please|pls|just|always|and)\s+)*(?:follow|use|apply|stick\s+(?:to|with)|keep\s+to|go\s+by|adhere\s+to|obey|respect|do\s+it)\s+(?:this|that|these|those|the\s+same)(?:\s+(?:rules?|conventions?|formats?|patterns?|approach|style|way|structure|naming|guidelines?|process|template|layout))?(?:\s+(?:too|also|as\s+well|again|everywhere|from\s+now\s+on|going\s+forward|in\s+the\s+future|from\s+here\s+on|for\s+(?:everything|all\s+[a-z]+)|(?:in|for|across)\s+(?:this|the|our|every|all|each)\s+[a-z-]+)){0,3}$|^(?:都|也|全部|一律|统一|全都)?\s*(?:按|照|按照|遵守|遵循|依照|参照|沿用|用|采用)\s*(?:这个|这条|这些|这种|这套|这样的?|上面的?|刚才的?|同样的?|一样的)\s*(?:规则|规矩|规范|约定|标准|格式|写法|方式|做法|流程|要求|模式|风格|命名|模板|结构)?\s*(?:来|做|走|执行|办|处理|写|弄)?(?:吧|了|啊|哈)*$",
);

/// Nouns that name only a kind of content, which the conversation holds ("关键信息", "我们
/// 遇到的坑的经验").
const CONTENT_KINDS_ZH: [&str; 21] = [
    "信息", "内容", "经验", "教训", "要点", "结论", "东西", "情况", "总结", "知识", "规则", "方法",
    "做法", "改动", "修改", "变更", "决定", "决策", "细节", "坑", "命令",
];

/// What a run gave, owned by the thing that gave it ("这个命令的输出", "这次的测试结果"): what
/// it says is in the conversation. Only with 的: a rule may end in the bare word (先看日志).
const OUTPUT_KINDS_ZH: [&str; 4] = ["的输出", "的结果", "的日志", "的报错"];

/// …in English ("the key info", "lessons we learned"): a few describing words before one of
/// these nouns, perhaps "we learned" after it. A bare "bug" / "issue" names what kind of thing
/// to keep, not which ("记一下这个 bug" would save "bug").
static CONTENT_KINDS_EN: Gated = Gated::new(
    &[
        "info",
        "detail",
        "note",
        "lesson",
        "learn",
        "finding",
        "takeaway",
        "point",
        "rule",
        "convention",
        "guideline",
        "change",
        "decision",
        "stuff",
        "thing",
        "command",
        "bug",
        "issue",
        "problem",
        "error",
    ],
    r"^(?:(?:all|some|the|these|those|our|my|your|key|important|main|relevant|basic|general|new|useful|approved|what)\s+)*(?:info|information|details|notes|lessons(?:\s+learned)?|learnings|findings|takeaways|points|rules|conventions|guidelines|changes|decisions|stuff|things|commands|bugs?|issues?|problems?|errors?|we\s+learned)(?:\s+(?:we|you|i)\s+[a-z]+(?:\s+[a-z]+)?)?$",
);

/// A choice named only by its label or number, or as one of what is in view: "option B", "方案三",
/// "42", "Q4.2 内联嵌入方案", "the blue one", "the second approach" (an ordinal with the
/// article points into a list in view as a number does). A closing "then" ("option 2 then") is
/// the particle of inference, "in that case": it adds nothing to the label.
/// Tried on short texts only (see [`LABEL_MAX_CHARS`]).
static LABEL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^the\s+[a-z]+(?:\s+[a-z]+)?\s+one(?:\s+then)?$|^(?:the\s+)?(?:(?:option|plan|approach|choice|variant|version|alternative|proposal|solution|idea|number|no\.?|item|step|question|point|part|phase|#)\s*)?(?:[a-z]|\d+(?:\.\d+)*|one|two|three|four|five|six|first|second|third|fourth|fifth|last)(?:\s+(?:option|one|approach|plan|version|it\s+is))?(?:\s+then)?$|^(?:第\s*)?(?:方案|选项|选择|办法|思路|版本|建议)?\s*(?:[a-z]|\d+(?:\.\d+)*|[一二三四五六七八九十两]+)\s*(?:个|种|套|号|条)?\s*(?:方案|选项|版本|版|思路|办法)?$|^[a-z]{0,2}\d+(?:\.\d+)*\s*\S{0,10}?(?:方案|选项|版本)$",
    )
});

/// A label is short: longer text is not one.
const LABEL_MAX_CHARS: usize = 24;

/// What a label's explanation after a comma must not look like: a new instruction.
static TASK_START: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:在|把|帮|给|请|然后|再|并|同时|先|去|来|写|出|更新|修改|改|加|删|做|and|then|also|please|but|so|now|next|after|before|update|write|create|add|make|fix|run|do|go|implement|build|start|proceed|continue|ship|deploy|apply|merge|push|commit|refactor|re-?run|retry|let's)(?:{B}|$|[^\x00-\x7f])|/",
    )
});

/// Clause marks that end a label's own part of the text ("方案 B,前后端分仓").
const CLAUSE_MARKS: [char; 5] = [',', '，', ':', '：', ';'];
/// …and conjunctions that start the next clause ("option 2 and write the migration", 方案二
/// 然后把文档写完): the tail then says what to do next, not what the label stands for.
const NEXT_CLAUSE: [&str; 5] = [" and ", " then ", " & ", "然后", "并且"];

/// A choice's text split where its label's own part ends: at the first clause mark or
/// conjunction.
fn split_label(body: &str) -> (&str, &str) {
    let mark = body
        .find(CLAUSE_MARKS)
        .map(|i| (i, body[i..].chars().next().map_or(1, char::len_utf8)));
    // "And" between two nouns joins them ("8080 and 9090 are taken"): it starts the next
    // clause only before a verb of the work.
    let conjunction = NEXT_CLAUSE
        .iter()
        .filter_map(|c| body.find(c).map(|i| (i, c.len())))
        .filter(|&(i, len)| {
            let joins = &body[i..i + len];
            !(joins == " and " || joins == " & ") || TASK_START.is_match(&body[i + len..])
        })
        .min();
    match [mark, conjunction].into_iter().flatten().min() {
        Some((at, len)) => (body[..at].trim(), body[at + len..].trim()),
        None => (body, ""),
    }
}

/// Words a choice opens with when it is about what is in view ("this", "这个功能"), verbs it
/// may come after, and openings that give only a reason ("不做了，太麻烦").
const CHOSEN_POINTERS: [&str; 11] = [
    "this", "that", "these", "those", "it", "这个", "那个", "这些", "那些", "这种", "那种",
];
/// 就按 / 按 / 照 ("go by"): 就按这个来 goes by a thing in view as 用这个 uses one.
const CHOOSING_VERBS: [&str; 14] = [
    "do ", "use ", "go with ", "try ", "keep ", "have ", "就用", "用", "选", "做", "就按", "按",
    "就照", "照",
];
const REASON_ONLY: [&str; 8] = [
    "太",
    "因为",
    "由于",
    "没必要",
    "不值得",
    "too ",
    "because ",
    "since ",
];

/// The next instruction, when it is all that follows a confirmation ("decision made, now
/// implement it").
const NEXT_STEPS: [&str; 34] = [
    "now",
    "then",
    "next",
    "please",
    "go ahead",
    "implement",
    "start",
    "continue",
    "proceed",
    "现在",
    "然后",
    "接下来",
    "开始",
    "继续",
    // Colloquial "let's get to it" (就它了，开干).
    "开干",
    "开搞",
    "开工",
    "动手",
    "干吧",
    "搞起",
    "and then",
    // "First write a demo" (就用这个方案，先写个 demo 看看效果): the order of the work at hand.
    "先写",
    "先做",
    // "You first …" / "first go and …" (定了，你先去吃饭吧): the listener's next step, now;
    // so is 先 with a verb of the work in view (决定了，先修这个 bug). Not 先把 X 改成 Y,
    // which states the change decided on (就这么干，先把订单导出改成异步任务).
    "你先",
    "先去",
    "先修",
    "先跑",
    "先处理",
    // 下一步 ("the next step") is 接下来 as a noun (确定了，下一步把前端也改了). Not English
    // verbs of release alone (ship, push, deploy), which also state a decided flow ("push to
    // main deploys staging", "ship the debounce version"); with "it" or a place to go they
    // release the work in hand ("decision made, deploy to staging", "ok decided, ship it").
    "下一步",
    "deploy to",
    "deploy it",
    "ship it",
    "merge it",
    "push it",
];

/// A choice joined to the action that comes next ("stick with 0.3 for dropout and rerun the
/// sweep", 用 v2 的数据然后重跑一遍): the pick is the setting that action runs with, a step of
/// the work at hand, not a decision a later session needs. The verbs are those of running,
/// trying and shipping work, so a second choice ("go with Postgres and drop MySQL") is not one;
/// "and see" alone is a trial's ("go with 0.001 for the lr and see"), and tweaking, adjusting
/// or polishing works on what was picked ("go with the first layout and tweak the padding").
static THEN_ACTS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\s(?:and|then|and\s+then|&)\s+(?:re-?)?(?:run|try|test|retry|do|deploy|push|commit|merge|build|train|benchmark|check|start|continue|ship|send|implement|apply|generate|execute|launch|kick\s+off|compare|measure|tweak|adjust|polish|see(?:\s+(?:if|how|what|whether))?)(?:{B}|$)|然后(?:再|重新|重)?(?:跑|试|测|部署|提交|合并|构建|编译|训练|执行|发|看看)",
    )
});

/// A pick of one of the proposals in view: the definite article before a noun of proposal
/// ("the retry approach", "the simpler fix", "the patch in utils.ts", "the second option in the
/// meeting") refers to the option the agent just laid out, as "the second approach" does; a
/// month later it names nothing a reader can find. Its describing words are plain lowercase
/// ones, and what follows the noun may only place it or close the clause: a name among them
/// ("the Go rewrite"), "the approach of retrying with backoff", an indefinite ("a queue-based
/// retry") or a name alone ("Postgres") says what was picked.
///
/// "Version" names the variants the agent drafted as the other nouns name its proposals ("the
/// sticky header version"); "layout" and "design" also name a project's structure ("the
/// monorepo layout"), so they are left out. An ordinal after the article points into the list
/// in view whatever the noun ("the second layout", "the first fit, the one with …"), as it
/// does before "approach" (`LABEL`), when nothing after it says what was picked ("the second
/// region, eu-west-1" does). So does a pick confirmed as the one meant ("the second stack
/// trace, that's the real one").
static PICKED_PROPOSAL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^the\s+(?:(?:(?-i:[a-z][a-z-]*)\s+){0,3}?(?:fix|fixes|patch|approach|solution|workaround|suggestion|proposal|variant|draft|implementation|rewrite|refactor|option|choice|alternative|idea|version)(?:\s+(?:then|here|instead|again|(?:in|from|on)\s+(?:the\s+|this\s+|that\s+|your\s+)?\S+|you\s+[a-z]+|we\s+[a-z]+|i\s+[a-z]+))?\s*(?:[,;:.!]|$)|(?:first|second|third|fourth|fifth|sixth|last|latter|former)\s+(?-i:[a-z][a-z-]*)(?:\s+(?-i:[a-z][a-z-]*))?\s*(?:[.!]*$|,\s*(?:(?:that's|thats|that\s+is|it's|its)\s+)?the\s+(?:real\s+|right\s+|correct\s+|actual\s+)?one(?:\s|[,.!]|$)))",
    )
});

/// Where a fault lies ([`super::rules::DIAGNOSIS`]).
static DIAGNOSIS: LazyLock<Regex> = LazyLock::new(|| re(super::rules::DIAGNOSIS));

/// A go-ahead for the work in view, all a "decision: …" may say ("decision: ship it"), or
/// the next step after a pick ("ok let's go with this. commit it"): a verb whose only object
/// is a pointer (it, this, them) acts on what is in view and names nothing a later session
/// could read.
static GO_AHEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:ok(?:ay)?|so|now|then|and|just|please|pls|go\s+ahead\s+and)\s*,?\s+)*(?:go\s+for|[a-z]+(?:\s+(?:up|in|out|back|over|through|on))?)\s+(?:it|this|that|them|these|those|everything)(?:\s+(?:now|then|please|pls|up|in|out|back|again|too|already|asap|for\s+me))*$",
    )
});

/// Words that name nothing on their own: pointers, pronouns, articles, auxiliaries, the
/// verbs and nouns every choice is phrased with ("go with the approach"), and the containers
/// a rule is put in ("add a rule to CLAUDE.md: …", "write this down in CLAUDE.md - …"), whose
/// content is elsewhere. A time adjunct of scope (for the future, for next time, for later,
/// going forward) says when a rule holds, not what it is: "remember this for the future"
/// names nothing more than "remember this".
const EMPTY_WORDS: &[&str] = &[
    "a",
    "above",
    "add",
    "again",
    "all",
    "already",
    "also",
    "an",
    "and",
    "another",
    "anymore",
    "anything",
    "approach",
    "are",
    "as",
    "at",
    "be",
    "been",
    "both",
    "but",
    "by",
    "call",
    "can",
    "change",
    "choice",
    "could",
    "create",
    "delete",
    "did",
    "do",
    "does",
    "don't",
    "done",
    "dont",
    "down",
    "edit",
    "either",
    "else",
    "entry",
    "everything",
    "fine",
    "first",
    "fix",
    "following",
    "for",
    "forever",
    "former",
    "forward",
    "future",
    "get",
    "go",
    "going",
    "good",
    "great",
    "has",
    "have",
    "here",
    "i",
    "idea",
    "in",
    "is",
    "it",
    "it's",
    "its",
    "just",
    "keep",
    "last",
    "later",
    "latter",
    "leave",
    "let",
    "let's",
    "lets",
    "like",
    "line",
    "lines",
    "make",
    "may",
    "me",
    "might",
    "mind",
    "mine",
    "move",
    "must",
    "my",
    "never",
    "new",
    "next",
    "no",
    "not",
    "note",
    "notes",
    "nothing",
    "now",
    "of",
    "ok",
    "okay",
    "old",
    "on",
    "one",
    "ones",
    "onward",
    "onwards",
    "option",
    "or",
    "other",
    "our",
    "plan",
    "please",
    "previous",
    "proposal",
    "put",
    "reminder",
    "remove",
    "rule",
    "rules",
    "run",
    "same",
    "second",
    "section",
    "session",
    "sessions",
    "should",
    "so",
    "solution",
    "something",
    "still",
    "stop",
    "stuff",
    "suggestion",
    "sure",
    "take",
    "that",
    "that's",
    "the",
    "them",
    "then",
    "there",
    "these",
    "they",
    "thing",
    "things",
    "this",
    "those",
    "time",
    "to",
    "too",
    "touch",
    "try",
    "us",
    "use",
    "version",
    "was",
    "way",
    "we",
    "were",
    "what",
    "which",
    "will",
    "with",
    "would",
    "write",
    "yeah",
    "yes",
    "yet",
    "you",
    "your",
    "yours",
];

/// The same in Chinese: words removed before what is left is measured…
const EMPTY_HAN_WORDS: &[&str] = &[
    "这一条",
    "这一点",
    "这个",
    "那个",
    "这些",
    "那些",
    "这种",
    "那种",
    "这样",
    "那样",
    "这么",
    "那么",
    "这条",
    "那条",
    "这点",
    "这里",
    "那里",
    "这儿",
    "那儿",
    "它们",
    "上面",
    "以上",
    "上述",
    "前面",
    "刚才",
    "刚刚",
    "之前",
    "下面",
    "以下",
    "你说的",
    "我说的",
    // The adverbs of future time say when, as the English adjuncts above do (这个以后都要用):
    // these two and the from-now-on adverbs (`rules::FROM_NOW_ON_ZH`, blanked in `substance`).
    "将来",
    "下次",
    "我们",
    "咱们",
    "不要",
    "一下",
    "一个",
    "可以",
    "同意",
    "采用",
    "使用",
    "方案",
    "选项",
    "办法",
    "做法",
    // A general noun of a way or a standard after a pointer (按这个规范来, 照这种格式) points
    // at what is in view, as 这个做法 does.
    "规范",
    "格式",
    "风格",
    "流程",
    "约定",
    "思路",
    "建议",
    "意见",
    "版本",
    "一样",
    "试试",
    "看法",
    "想法",
    "说法",
    "没问题",
    // An ordinal points into a list in view (就按第二个来), as "the second approach" does.
    "第一",
    "第二",
    "第三",
    "第四",
    "第五",
    "第六",
    "第七",
    "第八",
    "第九",
    "第十",
];

/// The zh from-now-on adverbs, longest first, so 从今以后 goes whole before 以后 could.
static FUTURE_ADVERBS_ZH: LazyLock<Vec<&str>> = LazyLock::new(|| {
    let mut words: Vec<&str> = FROM_NOW_ON_ZH.split('|').collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    words
});

/// …and single characters that do not count.
const EMPTY_HAN_CHARS: &str = "这那它你我的了吧啊呀呢嘛哦就都也还再又要别不没把给跟和与及或用选个下是在有行好对按照来做办弄搞先";

/// What a saved text is, as far as [`stands_alone`] asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Says {
    /// A decision or a decision not to.
    Choice,
    /// A rule stated for memory.
    Rule,
    /// A correction or a taste, which may point at what it puts right ("that's the release
    /// repo, not snapshots").
    Fix,
}

/// Whether `text` (a saved fact, trigger words already stripped) says something on its own.
pub(super) fn stands_alone(text: &str, says: Says) -> Result<(), &'static str> {
    let choice = says == Says::Choice;
    let body = text
        .strip_prefix(NOT_DOING_ZH)
        .or_else(|| text.strip_prefix(NOT_DOING_EN))
        .unwrap_or(text)
        .trim();
    let lower = body.to_ascii_lowercase();
    if POINTER.get(&lower).is_some_and(|r| r.is_match(body))
        || choice
            && (chosen_pointer(&lower)
                || lower.starts_with("the ") && PICKED_PROPOSAL.is_match(body))
    {
        return Err(POINTS_BACK);
    }
    let whole = lower.trim_end_matches(['.', '!', '。', '！']);
    if choice
        && (opens_with_word(&lower, &NEXT_STEPS)
            || GO_AHEAD.is_match(whole)
            || THEN_ACTS.is_match(&lower))
    {
        return Err(NEXT_TASK);
    }
    // "That's the one. The culprit is the cron job": the choice's text, borrowed from the
    // next sentence, is a diagnosis (rules::DIAGNOSIS), which the family's own veto sees only
    // within its sentence.
    if choice && DIAGNOSIS.is_match(&lower) {
        return Err(DIAGNOSED);
    }
    if kind_of_content(body, &lower) {
        return Err(KIND_ONLY);
    }
    // "记住这句话" with nothing after it: the words meant are the ones just said (或 about to
    // be), which the text does not hold.
    if body.contains('话') && WORDS_SAID.is_match(whole) {
        return Err(POINTS_BACK);
    }
    if zero_subject_copula(body) {
        return Err(NO_SUBJECT);
    }
    if says == Says::Rule
        && CHANGE_WITHOUT_OUTCOME
            .get(whole)
            .is_some_and(|r| r.is_match(whole))
        && !NOT_A_REPORT.is_match(whole)
    {
        return Err(NO_OUTCOME);
    }
    let (head, tail) = split_label(body);
    if is_label(head) && !explains_label(tail) {
        return Err(OPTION_LABEL);
    }
    if substance(body) < 2 {
        return Err(TOO_THIN);
    }
    if says != Says::Fix && (demonstrative_subject(&lower) || pronoun_object(&lower)) {
        return Err(POINTS_BACK);
    }
    if says == Says::Rule && INCIDENT.get(whole).is_some_and(|r| r.is_match(whole)) {
        return Err(INCIDENT_ONLY);
    }
    if says != Says::Fix && FOLLOW_THIS.get(whole).is_some_and(|r| r.is_match(whole)) {
        return Err(POINTS_BACK);
    }
    Ok(())
}

/// Whether a text names nothing at all: only pointers, pronouns and particles ("this",
/// "这一条").
pub(super) fn names_nothing(text: &str) -> bool {
    substance(text) == 0
}

/// Whether a text names less than a word ("吗", "了吧").
pub(super) fn too_thin(text: &str) -> bool {
    substance(text) < 2
}

/// Whether a text only refers to things by description ("the new endpoints", "these
/// helpers"): a determiner and a few plain lowercase words, nothing named.
pub(super) fn only_refers(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let plain = |w: &&str| w.chars().all(|c| c.is_ascii_lowercase() || c == '-');
    // A free relative of the conversation's own acts ("what we learned today", "what you just
    // found") names a thing in view as a determiner does, without saying it.
    let free_relative = |w: &[&str]| {
        w.len() > 2
            && w[0].eq_ignore_ascii_case("what")
            && ["we", "you", "i"].contains(&w[1].to_ascii_lowercase().as_str())
    };
    words.len() <= 5
        && (words
            .first()
            .is_some_and(|w| DETERMINERS.contains(&w.to_ascii_lowercase().as_str()))
            || free_relative(&words))
        && words[1..].iter().all(plain)
}

/// What a rule-file ask would save when it only points at the conversation's own material,
/// saying none of it: a free relative of what was found or learned ("what we figured out about
/// the flaky test", "summarize what we found … and"), a noun of such material with nothing after
/// it but what it is of ("the gist of this debugging session", "that gotcha", "today's lessons"),
/// or the clause around the ask that only reports or exhorts ("ok that worked", "dont lose
/// this"); in Chinese a 的-nominal of such an act (今天学到的, 你刚发现的问题) or such material named
/// (今天的收获, 刚才的结论). The agent, who has the conversation, is asked instead (DESIGN §2).
pub(super) fn about_the_conversation(text: &str) -> bool {
    // A verb of gathering before it (记下 / 总结一下 / 把 …) asks for the same material.
    const ZH_GATHER: &str = r"(?:(?:记下|记住|记一下|总结一下|总结|整理一下|整理|写下|把)\s*)?";
    static MATERIAL: LazyLock<Regex> = LazyLock::new(|| {
        re(&r"^(?:(?:ok|okay|great|nice|cool|good|perfect|alright|now)\s*[,.!]?\s*)*(?:(?:(?:summari[sz]e|capture|write\s+up|record|note|save|put|add|take)\s+)?(?:what(?:ever)?|everything|all)\s+(?:we|you|i)(?:'ve|\s+have|\s+just)?\s+[a-z]+(?:\s+(?:out|up|about|from|in|on|with|today|here|so\s+far|earlier))*(?:\s+[^,.;:!?]*)?|(?:the|that|this|these|those|today's|our|your|my)\s+(?:[a-z-]+\s+)?(?:gist|fix|fixes|gotcha|gotchas|lesson|lessons|learnings?|takeaways?|findings?|insights?|summary|outcome|conclusions?|workaround|trick|tricks|tips?|key\s+points?)(?:\s+(?:of|from|about|on|in)\s+[^,.;:!?]*)?|(?:that|it|this)\s+(?:worked|works|did\s+it|fixed\s+it)|(?:don't|do\s+not)\s+(?:lose|forget)\s+(?:this|that|it))\s*[.!]*$|^{ZH_GATHER}(?:(?:今天|刚才|刚刚|这次|上面|前面|我们|咱们|你|我|大家)\s*)*(?:刚|才)?\s*(?:学到|学会|发现|讨论|聊|踩|总结|得出|找到|遇到|确认|修复|解决|改|做)(?:了|过|出|到)?的\s*(?:(?:那|这)?(?:几个|几条|些|个|条)\s*)?(?:内容|东西|结论|问题|经验|教训|坑|要点|收获|方法|办法|点|bug)?\s*(?:也|都|已经)?\s*(?:[，,。]|$)|^{ZH_GATHER}(?:今天|这次|刚才|刚刚|上面|前面|以上)(?:的|这些|这个|那些)?\s*(?:收获|经验|教训|结论|要点|内容|总结|发现|坑|修复方法|解决方法|办法)\s*(?:也|都|已经)?\s*(?:[，,。]|$)"
            .replace("{ZH_GATHER}", ZH_GATHER))
    });
    MATERIAL.is_match(text.trim())
}

/// Words that open a description of something already in view.
const DETERMINERS: [&str; 14] = [
    "the", "these", "those", "this", "that", "our", "my", "your", "all", "its", "their", "some",
    "any", "more",
];

/// Whether `lower` opens with one of `words` as a whole word (a Han word needs no boundary).
fn opens_with_word(lower: &str, words: &[&str]) -> bool {
    // A word goes on into a dotted or hyphenated name ("next.js", "then-able"): that names a
    // thing, it is not the word.
    let goes_on = |rest: &str| {
        let mut chars = rest.chars();
        match chars.next() {
            Some(c) if c.is_ascii_alphanumeric() => true,
            Some('.' | '-' | '_') => chars.next().is_some_and(|c| c.is_ascii_alphanumeric()),
            _ => false,
        }
    };
    words.iter().any(|w| {
        lower
            .strip_prefix(w)
            .is_some_and(|rest| !w.is_ascii() || w.ends_with(' ') || !goes_on(rest))
    })
}

/// What "this" names when it names the project itself ("this project uses Postgres", 这个仓库统一用
/// pnpm): the store's own scope, which a month later is still the same project, so the
/// demonstrative points at nothing in the conversation.
/// Not "this app" / "this service": a project may have several, and one is then in view.
const THE_PROJECT: [&str; 8] = [
    "project",
    "repo",
    "repository",
    "codebase",
    "项目",
    "仓库",
    "工程",
    "代码库",
];

/// A choice of what is in view, or of nothing but a reason.
fn chosen_pointer(lower: &str) -> bool {
    let after_verb = CHOOSING_VERBS
        .iter()
        .find_map(|v| lower.strip_prefix(v))
        .unwrap_or(lower)
        .trim_start();
    opens_with_word(after_verb, &CHOSEN_POINTERS) && !names_the_project(after_verb)
        || opens_with_word(lower, &REASON_ONLY)
}

/// Whether a pointer is followed by the project's own noun ([`THE_PROJECT`]) as a word, and
/// not as its possessive: "this app's approach" is a thing of the app, in view.
fn names_the_project(text: &str) -> bool {
    let Some(rest) = CHOSEN_POINTERS.iter().find_map(|w| text.strip_prefix(w)) else {
        return false;
    };
    let rest = rest.trim_start();
    THE_PROJECT
        .iter()
        .filter_map(|p| rest.strip_prefix(p))
        .any(|after| {
            !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '\'' || c == '’')
        })
}

/// A rule's text that only reports a change: a verb of change with no result after it, at most a
/// time when ("the script names changed in the last PR", "the build command was updated
/// yesterday", 脚本名上个 PR 改了). It says that something differs, not what holds, and a month
/// later says nothing about the thing; with the result it is a fact ("we moved the tests to
/// tests/unit", 改成了 pnpm). Compiled only when a word of change is in the text.
static CHANGE_WITHOUT_OUTCOME: Gated = Gated::new(
    &[
        "chang",
        "updat",
        "modif",
        "renam",
        "moved",
        "rework",
        "refactor",
        "broken",
        "改了",
        "变了",
        "换了",
        "更新了",
        "改过了",
        "变过了",
        "过时了",
        "失效了",
    ],
    r"^[^,;:，；：]{1,60}?\s{CHANGE_EN}(?:\s+(?:(?:in|during|with|after|since|on|at|by)\s+[^,;:]{1,40}|yesterday|today|recently|earlier|again|lately|last\s+(?:week|time|night|month|sprint)))?$|^[^,，;；:：]{1,30}?(?:在|于)?[^,，;；:：]{0,16}?(?:改了|变了|换了|更新了|改过了|变过了|过时了|失效了)(?:吧|啊|呀|哦)?$",
);

/// What makes a text with a verb of change no report of one: a word of a standing rule ("the
/// schema is never changed by hand", 配置不要再改了), an imperative opening it ("keep the
/// changelog updated", "just tell me what changed"), or a relative or complementiser before the
/// verb, perhaps with its subject or auxiliary ("what changed", "whether it moved", "a summary of
/// what you changed", "whatever was renamed").
static NOT_A_REPORT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:never|not|n't|must|should|shall|always|only|cannot|can't|don't|dont|doesn't|won't|no\s+one|nobody)(?:{B}|$)|不要|别|不能|{PROHIBIT_ZH}|必须|只能|只有|永远|一律|都要|^(?:please\s+)?(?:just\s+)?(?:keep|make|leave|have|get|let|tell|show|list|say|write|note|mention|explain|describe|log|track|document|summari[sz]e|report|check|ask|find|see)(?:{B}|$)|{B}(?:what|which|whatever|who|how|when|where|why|that|whether|if)\s+(?:(?:you|we|i|they|he|she|it|has|have|had|was|were|is|are|got|just)\s+){0,2}{CHANGE_EN}(?:{B}|$)",
    )
});

/// Whether a text opens with the copula 是 and no subject ("是 underline 的线条颜色", "是 v3"):
/// Chinese drops a subject the listener has in view (zero anaphora), so what the value is of
/// (the colour, the version) is in the conversation, and "是 X" alone means nothing a month
/// later. 是否 (whether), 是的 (yes) and the opener 是这样 / 是这么回事 ("here is the thing")
/// are other words. So is 是 before a whole clause, which names its own subject: a name
/// with a negated predicate (是 move_and_slide() 不带参数); "是 v3，不是 v2" and "是时区问题"
/// still name neither.
fn zero_subject_copula(body: &str) -> bool {
    static CLAUSE: LazyLock<Regex> =
        LazyLock::new(|| re(r"^\s*[A-Za-z_][\w.:]*(?:\(\))?\s*(?:不|没)"));
    body.strip_prefix('是').is_some_and(|rest| {
        !rest.starts_with(['否', '的'])
            && !rest.starts_with("这样")
            && !rest.starts_with("这么")
            && !CLAUSE.is_match(rest)
    })
}

/// Whether a text opens with a bare demonstrative as the subject of a copula ("this is only
/// for the internal dashboard", "that's a throwaway prototype", 这是给内部用的, 那个只是临时的):
/// the demonstrative stands for a thing in view, which the text does not name, so a month
/// later it says something about nothing a reader can find. With a noun ("this repo is…",
/// 这个项目是…) it names the thing; denied ("that's not how we do it here, …") it corrects
/// what was said, and the fact follows. Not asked of corrections: "that's the release repo,
/// not snapshots" names the right value against the wrong one.
pub(super) fn demonstrative_subject(lower: &str) -> bool {
    static AT_START: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"^(?:this|that|these|those)(?:\s+(?:is|are|was|were)|'s|'re){B}|^(?:这|那)(?:个|些)?(?:只|就|都|也)?(?:是|只是|就是|仅仅是|仅是)",
        )
    });
    AT_START.find(lower).is_some_and(|m| {
        let rest = lower[m.end()..].trim_start();
        !(rest.starts_with("not") || rest.starts_with("n't"))
    })
}

/// Whether what a text says to use or follow is only a pronoun ("use it in this project too",
/// 以后这个项目也用它, "the api should use them"): the value is in the conversation, and the
/// text names only where it applies. (照这个 / 按这个 point back at the clause before, which
/// the families take: not here.) Not when the text gives the pronoun its antecedent in a
/// condition or a coordinated clause ("if a helper exists, use it", 有现成的组件就用它, "prefer
/// the shared client and use it everywhere"). So is a bare imperative of any verb with a
/// pronoun for its object ("update it", "run them first", "fix that properly"), what is left
/// of "you forgot the changelog again, next time update it": the verb's object is in view.
pub(super) fn pronoun_object(lower: &str) -> bool {
    static OBJECT: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"^(?:[a-z0-9_./-]+\s+){0,3}?(?:(?:should|must|will|to|can)\s+)?(?:(?:also|just|always|still)\s+)?(?:use|uses|using|follow|follows|apply|applies)\s+(?:it|them|that|those)(?:\s+(?:too|also|as\s+well|again|everywhere|instead|from\s+now\s+on|going\s+forward|(?:in|for|across)\s+(?:this|the|our|every|all|each)\s+[a-z-]+|for\s+(?:everything|all))){0,3}\s*[.!]*$|(?:用|采用|沿用)(?:它们|它)\s*(?:来|吧|了|就行|就好|即可|啊|呀)?\s*[。.!！]*$|^(?:(?:please|just|also|always|then|and|so)\s+)*[a-z]+\s+(?:it|them|that|those|this)(?:\s+(?:too|also|again|first|instead|properly|correctly|up|down|out))?\s*[.!]*$",
        )
    });
    static ANTECEDENT: LazyLock<Regex> = LazyLock::new(|| {
        re(r"{B}(?:if|when|whenever|where|and|once)(?:{B}|$)|,|，|有|能|如果|要是|只要|既然")
    });
    OBJECT.is_match(lower) && !ANTECEDENT.is_match(lower)
}

/// Whether the object of an ask stands for what came before it rather than saying anything:
/// words that name nothing ("this", "这一条"), or a demonstrative before a noun of a kind of
/// content ("这条规则", "这些信息", 那几条经验), which points at what was just said as 这条 does.
pub(super) fn stands_for_what_came_before(text: &str) -> bool {
    names_nothing(text) || points_at_said_kind(text)
}

fn points_at_said_kind(text: &str) -> bool {
    let text = text.trim();
    ["这", "那"]
        .iter()
        .find_map(|d| text.strip_prefix(d))
        .is_some_and(|rest| {
            let noun = rest
                .trim_start_matches(|c| "条个些点种几一".contains(c))
                .trim_start_matches('新')
                .trim();
            CONTENT_KINDS_ZH.contains(&noun)
        })
}

/// Whether a text names only a kind of content.
fn kind_of_content(body: &str, lower: &str) -> bool {
    let zh = !body.chars().any(|c| c.is_ascii_alphanumeric())
        && body.chars().count() <= 26
        && (CONTENT_KINDS_ZH
            .iter()
            .any(|k| body.strip_suffix(k).is_some_and(names_the_kind_zh))
            || OUTPUT_KINDS_ZH.iter().any(|k| body.ends_with(k)));
    zh || CONTENT_KINDS_EN
        .get(lower)
        .is_some_and(|r| r.is_match(body))
}

/// Whether what stands before a Chinese kind noun leaves it naming the kind: a noun phrase
/// ("关键信息", "这次踩坑的经验"). After a verb the noun is that verb's object in a rule
/// ("回答先给结论", "先看总结再改"), and after a label and its colon the content follows
/// ("我的习惯：回答先给结论"). The kind noun may head a compound whose modifier stands
/// between it and the verb (用英文写提交信息: 写 governs 提交信息, "commit message"), so the
/// verb is looked for among the last three characters before the noun (a verb of two
/// characters among the last four), not past a 的.
fn names_the_kind_zh(before: &str) -> bool {
    const OBJECT_OF: &str = "给写看出列说提跑查贴附报";
    // Verbs of two characters whose second is no verb on its own, or is one of a noun too
    // (认证信息, 审计信息 are kinds): 不用跟我确认小改动.
    const OBJECT_OF_WORDS: [&str; 4] = ["确认", "批准", "审批", "审核"];
    let near: Vec<char> = before
        .chars()
        .rev()
        .take(4)
        .take_while(|c| *c != '的')
        .collect();
    let near_text: String = near.iter().rev().collect();
    let governed = near.iter().take(3).any(|c| OBJECT_OF.contains(*c))
        || OBJECT_OF_WORDS.iter().any(|w| near_text.contains(w));
    !before.contains(['：', ':']) && !governed
}

fn is_label(head: &str) -> bool {
    // A label with its source ([`LABEL_SOURCE`]) is short too: longer text is no label, and
    // its pattern need not be compiled.
    if head.len() > 4 * LABEL_MAX_CHARS || !label_like(head) {
        return false;
    }
    // A pick said with its verb (用方案三, "use option 2", 选第二个) names it by its label as
    // the bare label does.
    let head = CHOOSING_VERBS
        .iter()
        .find(|v| {
            head.get(..v.len())
                .is_some_and(|h| h.eq_ignore_ascii_case(v))
        })
        .map_or(head, |v| head[v.len()..].trim_start());
    let head = LABEL_SOURCE
        .find(head)
        .map_or(head, |m| head[..m.start()].trim_end());
    let head = LABEL_VERDICT
        .find(head)
        .map_or(head, |m| head[..m.start()].trim_end());
    head.chars().count() <= LABEL_MAX_CHARS && LABEL.is_match(head)
}

/// A verdict on a label after it ("option 2 looks fine", "the second one looks good to me",
/// 方案二看起来不错): a judgement of what the agent laid out, which says no more of what the
/// label stands for than the label alone.
static LABEL_VERDICT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\s+(?:looks|seems|sounds|feels|is)\s+(?:(?:totally|pretty|quite|much|way|a\s+lot|fine\s+and)\s+)?(?:fine|good|great|better|best|ok|okay|right|solid|reasonable|cleaner|simpler|nicer|safer)(?:\s+to\s+me)?\s*[.!]*$|\s*(?:看起来|看着|感觉|好像)?\s*(?:不错|挺好|还行|更好|可以|没问题|靠谱)(?:的)?\s*[。.!！]*$",
    )
});

/// Where a label was read, after it ("option 2 from your summary", "plan B you suggested",
/// "option 3 above"): the agent's reply, which only the conversation holds. It says where to
/// look, not what the label stands for, so the label is still bare.
static LABEL_SOURCE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"\s+(?:(?:from|in|on|of)\s+(?:the|your|this|that|my)\s+(?:[a-z]+\s+)?(?:summary|list|answer|reply|response|message|comparison|table|options|proposals?|plan|write-?up|analysis|review|notes)|(?:that\s+|which\s+)?(?:you|we)\s+(?:just\s+)?(?:listed|suggested|proposed|gave|showed|mentioned|described|outlined|laid\s+out|came\s+up\s+with|wrote)|above|below)\s*[.!]*$",
    )
});

/// Whether a short text has what a label is made of (a digit, a lone letter, a numeral,
/// 方案/选项…, option/plan…), before the pattern says whether it is nothing more.
fn label_like(head: &str) -> bool {
    const WORDS: [&str; 30] = [
        "option",
        "plan",
        "approach",
        "choice",
        "variant",
        "version",
        "alternative",
        "proposal",
        "solution",
        "idea",
        "number",
        "no",
        "item",
        "step",
        "question",
        "point",
        "part",
        "phase",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "last",
    ];
    head.chars()
        .any(|c| c.is_ascii_digit() || "#方案选项版本第一二三四五六七八九十两".contains(c))
        || head
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| w.len() == 1 || WORDS.contains(&w.to_ascii_lowercase().as_str()))
}

/// What follows a label says what the label stands for ("option 2, the queue-based retry"),
/// rather than starting the next instruction, giving the reason for the pick, or pointing
/// at it again ("the one with the mutex" picks among the options in view, as "the blue one").
fn explains_label(tail: &str) -> bool {
    !tail.is_empty()
        && tail.chars().count() <= 40
        && !TASK_START.is_match(tail)
        && !REASON.is_match(tail)
        && !opens_with_word(&tail.to_ascii_lowercase(), &POINTS_AGAIN)
        // A label again ("option B, the second one you listed") names nothing more.
        && !is_label(tail)
        && substance(tail) >= 2
}

/// Openings of a tail that point at the pick again instead of naming it ("the one with the
/// mutex", 那个带锁的).
const POINTS_AGAIN: [&str; 5] = ["the one", "the version", "that one", "那个", "那版"];

/// Why a label was picked, after it ("option 2, the diff looked smaller", "because it's
/// simpler", 方案二，改动更小): a reason is a clause — a linking or seeming verb, a causal
/// conjunction, a degree adverb before a Chinese adjective — where what the label stands for
/// is named by a noun phrase ("the queue-based retry", 前后端分仓). A month later the reason
/// without the thing picked says nothing.
static REASON: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:because|since|as|cause|cuz|coz|bc)(?:{B}|$)|{B}(?:is|was|are|were|looks?|looked|seems?|seemed|feels?|felt|sounds?|sounded)(?:{B}|$)|{B}(?:it|that|this|which|what)(?:'|’)?s{B}|^(?:因为|由于|毕竟)|(?:更|比较|太|挺|最)[^\x00-\x7f]",
    )
});

/// How much a text names: 2 per word that is not an empty word, 1 per Han character that is
/// not a pointer or particle.
fn substance(text: &str) -> usize {
    let mut han_left = text.to_owned();
    for w in FUTURE_ADVERBS_ZH.iter().chain(EMPTY_HAN_WORDS) {
        if han_left.contains(w) {
            han_left = han_left.replace(w, " ");
        }
    }
    let han = han_left
        .chars()
        .filter(|c| crate::text::is_han(*c) && !EMPTY_HAN_CHARS.contains(*c))
        .count();
    let words = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || "_.+#/:'’-".contains(c)))
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphanumeric()))
        .filter(|w| {
            w.chars()
                .any(|c| c.is_ascii_alphabetic() || c.is_ascii_digit())
        })
        .filter(|w| {
            let lower = w.to_ascii_lowercase().replace('’', "'");
            !EMPTY_WORDS.contains(&lower.as_str())
        })
        .count();
    han + 2 * words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_labels_and_thin_text_do_not_stand_alone() {
        for (text, why) in [
            ("this", TOO_THIN),
            ("that one", TOO_THIN),
            ("the version above", POINTS_BACK),
            ("your suggestion", POINTS_BACK),
            ("what you said earlier", POINTS_BACK),
            ("以上的配置方法", POINTS_BACK),
            ("你说的那个", POINTS_BACK),
            ("option B", OPTION_LABEL),
            ("plan 2", OPTION_LABEL),
            ("42", OPTION_LABEL),
            ("方案三", OPTION_LABEL),
            ("B 方案", OPTION_LABEL),
            ("第二个", OPTION_LABEL),
            ("X7 分层缓存方案", OPTION_LABEL),
            ("c，然后帮我把文档写完", OPTION_LABEL),
            ("这个", TOO_THIN),
            ("就用这个吧", TOO_THIN),
            ("不要再犯", TOO_THIN),
            ("bug", KIND_ONLY),
            ("the bugs", KIND_ONLY),
            ("do it again", TOO_THIN),
            ("关键信息", KIND_ONLY),
            ("我们这次踩过的坑的经验", KIND_ONLY),
            ("the lessons we learned", KIND_ONLY),
            ("今天的结论", KIND_ONLY),
            ("这些坑", KIND_ONLY),
            ("这个命令", KIND_ONLY),
            ("don't do that again", TOO_THIN),
            ("是underline的线条颜色", NO_SUBJECT),
            ("是 v3", NO_SUBJECT),
            ("是 hover 的颜色", NO_SUBJECT),
        ] {
            assert_eq!(stands_alone(text, Says::Rule), Err(why), "{text}");
        }
    }

    #[test]
    fn a_choice_of_this_points_back() {
        assert_eq!(stands_alone("that anymore", Says::Choice), Err(POINTS_BACK));
        assert_eq!(stands_alone("这个功能", Says::Choice), Err(POINTS_BACK));
        assert_eq!(stands_alone("不做:太麻烦", Says::Choice), Err(POINTS_BACK));
        // As a rule it may name what it is about.
        assert_eq!(stands_alone("this repo uses pnpm", Says::Rule), Ok(()));
    }

    /// "This" with the project's own noun names the store's scope, not a thing in view: a
    /// decision about it stands alone. Another noun, a possessive, or "this app" (a project may
    /// have several) still points back.
    #[test]
    fn a_choice_about_this_project_stands_alone() {
        for text in [
            "this project uses Postgres",
            "this repo uses pnpm",
            "this codebase targets Node 20",
            "这个项目统一用 TypeScript",
            "这个仓库统一用 pnpm",
            "这个工程用 Gradle 构建",
        ] {
            assert_eq!(stands_alone(text, Says::Choice), Ok(()), "{text}");
        }
        for text in [
            "use this repository's own lint config",
            "this app's approach",
            "this app",
            "this service instead",
            "这个服务",
            "这个功能用 Redis",
            "this projection",
            "these projects",
        ] {
            assert_eq!(stands_alone(text, Says::Choice), Err(POINTS_BACK), "{text}");
        }
    }

    #[test]
    fn named_things_values_and_rules_stand_alone() {
        for text in [
            "pnpm",
            "Redis for the session store",
            "option 2, the queue-based retry",
            "方案 B,前后端分仓",
            "用 MySQL 8",
            "接口都返回 snake_case",
            // A kind noun as a verb's object, or after a label's colon, is a rule's.
            "回答先给结论",
            "我的习惯：回答先给结论",
            "改之前先看总结",
            "每次都先写总结",
            "简洁点",
            "Not doing: SSR, because the app is behind a login",
            "不做:国际化",
            "port 5433 for tests",
            "是这样，我们还是用 OpenAI 的库",
            "端口是 8080",
        ] {
            assert_eq!(stands_alone(text, Says::Choice), Ok(()), "{text}");
        }
    }
}
