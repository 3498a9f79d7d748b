//! Phrase families and veto rules of the prompt signal detector.
//!
//! A family is a trigger phrase anchored in a clause (mostly at its start, after fillers such as
//! "OK," / "好的"), plus the conditions under which it does not count. Patterns are templates:
//! Fillers ("OK,", "好的", "so") are skipped before a clause is matched, so `^` means "at the
//! start of the clause, after fillers". In templates `{B}` is an ASCII word boundary (so
//! "OK决定了" splits), and//! every `'` also accepts a typographic apostrophe.

use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use super::SignalKind;

/// Fillers allowed before a trigger at the start of a clause.
const FILLERS: &str = r"(?:(?:(?:ok(?:ay)?|alright|all\s+right|right|so|also|then|well|yes|yeah|yep|yup|great|cool|good|fine|perfect|please|pls|btw|oh|hey|and\s+also)(?-u:\b)|嗯+|好的|好吧|好|行|那么|那|对了|另外|还有|然后|所以|总之|哦|噢)\s*[,，!！]?\s*)*";

/// The fillers at the start of a clause.
static FILLER: LazyLock<Regex> = LazyLock::new(|| re(&format!("^{FILLERS}")));

/// Where the content of a clause starts, after its fillers.
pub(super) fn skip_fillers(clause: &str) -> usize {
    FILLER.find(clause).map_or(0, |m| m.end())
}

/// Compile a pattern template (see the module docs). Patterns are static: a typo is a bug
/// caught by the tests, never an input error.
pub(super) fn re(template: &str) -> Regex {
    let pattern = template.replace("{B}", r"(?-u:\b)").replace('\'', "['’]");
    Regex::new(&format!("(?i){pattern}"))
        .unwrap_or_else(|e| panic!("signal pattern {template}: {e}"))
}

/// Where the saved text comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// The object follows the trigger: save from the end of group `t` (or of the match) to the
    /// end of the sentence.
    Forward,
    /// Save the whole sentence, without group `t` if the pattern has one.
    Keep,
}

pub(super) struct Family {
    pub name: &'static str,
    /// Keywords, one of which the (ASCII-lowercased) clause must hold.
    keys: &'static [&'static str],
    pub kind: SignalKind,
    pub mode: Mode,
    /// Matched against one masked clause.
    pub re: Pattern,
    /// The family does not fire in a clause matching this.
    pub veto: Option<Pattern>,
    /// The family fires only in a sentence matching this.
    pub need: Option<Pattern>,
    /// The saved text must match this.
    pub follow: Option<Pattern>,
}

fn family(
    name: &'static str,
    keys: &'static [&'static str],
    kind: SignalKind,
    mode: Mode,
    pattern: &'static str,
) -> Family {
    Family {
        name,
        keys,
        kind,
        mode,
        re: Pattern::new(pattern),
        veto: None,
        need: None,
        follow: None,
    }
}

impl Family {
    fn veto(mut self, pattern: &'static str) -> Self {
        self.veto = Some(Pattern::new(pattern));
        self
    }
    fn need(mut self, pattern: &'static str) -> Self {
        self.need = Some(Pattern::new(pattern));
        self
    }
    fn follow(mut self, pattern: &'static str) -> Self {
        self.follow = Some(Pattern::new(pattern));
        self
    }

    /// Whether the family can match a clause, judged from its ASCII-lowercased text: a
    /// pattern is compiled only for prompts that hold one of its keywords.
    pub fn may_match(&self, lower: &str) -> bool {
        self.keys.iter().any(|k| lower.contains(k))
    }
}

/// A pattern template compiled on first use: most prompts never need most patterns, and
/// compiling all of them would cost the hook more than everything else it does.
pub(super) struct Pattern {
    template: &'static str,
    compiled: OnceLock<Regex>,
}

impl Pattern {
    const fn new(template: &'static str) -> Self {
        Pattern {
            template,
            compiled: OnceLock::new(),
        }
    }

    pub fn get(&self) -> &Regex {
        self.compiled.get_or_init(|| re(self.template))
    }
}

/// A pattern tried only on text holding one of its keywords (ASCII-lowercased).
pub(super) struct Gated {
    keys: &'static [&'static str],
    pattern: Pattern,
}

impl Gated {
    const fn new(keys: &'static [&'static str], template: &'static str) -> Self {
        Gated {
            keys,
            pattern: Pattern::new(template),
        }
    }

    /// The compiled pattern, if `lower` (the text ASCII-lowercased) holds one of the keywords.
    pub fn get(&self, lower: &str) -> Option<&Regex> {
        self.keys
            .iter()
            .any(|k| lower.contains(k))
            .then(|| self.pattern.get())
    }
}

/// What a correction must assert to be worth a candidate ("不对,我自己来" asserts nothing).
const CORRECTION_CONTENT: &str = r"是|应该|要|用|叫|在|先|再|放|改成|换成|不是|\d|=|{B}(?:is|are|was|were|use|uses|should|not|instead|lives?|goes|means|needs?|it's|they're|we're|on|in)(?-u:\b)";

/// Objects that make "I like …" an approval of the agent's work, not a standing taste.
const LIKE_VETO: &str = r"(?:prefer|like|love|favou?r|enjoy|hate|dislike|stand|of)\s+(?:it(?:\s*$|\s*[,.!]|\s+(?:a\s+lot|so|very|more|better|too|but|and|though))|this|that|these|those|your|yours|how|what|where|the\s+(?:idea|way\s+you|approach|first|second|third|last|other|new|old|option|version|plan|one|solution|suggestion|proposal|change|changes|fix|result|output|design))(?:{B}|$)|like\s+to\s+(?:know|ask|see|understand|check|hear)|prefer\s+(?:not\s+to|to\s+not)\s+(?:answer|say|comment|discuss|talk)";

/// Machine-learning checkpoints are not conversation checkpoints.
const ML_VETO: &str =
    r"模型|训练|权重|model|training|epoch|weights|torch|tensorflow|keras|every\s+\d|steps?\s+\d";

/// All families, strongest kind first (the detector keeps the first kind found in this order).
pub(super) static FAMILIES: LazyLock<Vec<Family>> = LazyLock::new(|| {
    use Mode::{Forward, Keep};
    use SignalKind::*;
    vec![
        // ── missed save ──
        family(
            "zh missed save (漏记/没记下来)",
            &["漏", "没", "忘"], MissedSave, Keep,
            r"(?P<t>漏记了?|漏存了?|没(?:有)?记下来|没(?:有)?记上|你(?:又)?没(?:有)?(?:记|存|保存)(?:下来|住|上|进去)?|你忘了?(?:记|存|保存)(?:下来)?|没(?:有)?(?:保存|存|记|写)(?:到|进)(?:记忆|memory))")
            .veto(r"我没|我忘|没记错|文件|改动|代码|修改|草稿"),
        family(
            "zh missed save (漏了)",
            &["漏", "没"], MissedSave, Keep,
            r"(?P<t>漏了|漏掉了|没(?:有)?(?:记|存|保存)(?:下来|下|住)?)")
            .need(r"那条|这条|刚才|刚刚|决定|规则|偏好|记忆|memory")
            .veto(r"我没|没记错|漏了?一?个|文件|改动|代码|修改|草稿|配置"),
        family(
            "en missed save (you didn't save that)",
            &["didn", "did not", "never", "forgot", "failed", "missed", "wasn", "was not", "should have"], MissedSave, Forward,
            r"^(?:but\s+)?(?:(?:you|u)\s+(?:didn't|did\s+not|never|forgot\s+to|failed\s+to)\s+(?:save|record|remember|store|note|log|write\s+down|add)(?:\s+(?:that|this|it|down))?|(?:you\s+)?missed\s+(?:saving|recording|noting|storing|that|this|it|my)|(?:that|this|it)\s+(?:wasn't|was\s+not|didn't\s+get|did\s+not\s+get|never\s+got)\s+(?:saved|recorded|remembered|stored|noted)|(?:why\s+)?didn't\s+you\s+(?:save|record|remember|store|note)(?:\s+(?:that|this|it))?|(?:you\s+)?should\s+have\s+(?:saved|recorded|remembered|noted)(?:\s+(?:that|this|it))?|(?:that|this|it)\s+should\s+have\s+been\s+(?:saved|recorded|remembered|noted)){B}")
            .veto(r"(?:save|saved|store)\s+(?:the\s+)?(?:file|files|changes|buffer|document|tab)|remember\s+(?:what|how|when|where|why)"),
        // ── checkpoint ──
        family(
            "zh checkpoint (存个检查点/记录进度)",
            &["检查点", "checkpoint", "存档", "进度", "进展", "状态"], Checkpoint, Forward,
            r"^(?:(?:先|请|帮我|我们)?\s*(?:存|保存|打|建|做|记|留|设|加)(?:一)?(?:个|下|一下|个新的)?\s*(?:检查点|checkpoint|存档)|(?:先|请|帮我)?\s*(?:记录|记|存|保存|更新)(?:一下|下)?\s*(?:讨论|当前|目前|现在|今天|我们|这次|本次)?的?\s*(?:进度|进展|状态\s*$)|检查点\s*$)")
            .veto(ML_VETO),
        family(
            "en checkpoint (checkpoint this)",
            &["checkpoint", "progress", "where we"], Checkpoint, Forward,
            r"^(?:(?:let's\s+|let\s+us\s+|please\s+)?checkpoint(?:\s+(?:this|here|now|that|it|progress|our\s+progress))?(?:\s*$|\s+(?:before|so|and|then|first){B})|(?:please\s+|let's\s+)?(?:save|create|make|take|add|write|log|record|drop)\s+(?:a\s+)?(?:quick\s+|new\s+)?checkpoint(?:{B}|$)|(?:please\s+|let's\s+)?(?:save|log|record|capture|snapshot)\s+(?:our|the|my|current)\s+(?:progress|state\s+of\s+(?:the\s+)?discussion)(?:{B}|$)|progress\s+checkpoint\s*$|(?:note|record|save|log)\s+where\s+we\s+(?:are|left\s+off){B})")
            .veto(ML_VETO),
        // ── explicit ──
        family(
            "zh remember (记住/记一下)",
            &["记"], Explicit, Forward,
            r"^(?:请|你|帮我|给我|一定要|你要|要)?(?:记住|记好|记牢|牢记|记下来|记下|记一下|记着|记得)(?:这个|这点|这条|一点|一下)?")
            .veto(r"记住了(?:$|吗|没|么)|记(?:住|得)(?:吗|么|没)|记得(?:上次|之前|刚才|以前|那|不)|记(?:一下|下)(?:耗时|时间|执行|运行|日志|log)"),
        family(
            "zh from now on (以后…)",
            &["以后", "今后", "往后", "从今", "从现在", "从此", "之后都", "后面都"], Explicit, Forward,
            r"^(?:(?:我们|咱们|你|大家|团队|这个项目|项目里|本项目)\s*)?(?:以后|今后|往后|从今以后|从今往后|从现在开始|从现在起|从此以后|从此|之后都|后面都)(?:都|也|一律|统一|全部|一定)?")
            .veto(r"(?:以后|今后|往后|之后|后面|从此)\s*(?:再|的|会|可能|还|有空|有机会|有时间|就会|都会|都不会|也许|也会|就知道|就好)|再说|再议|再看")
            .need(r"都|一律|统一|全部|所有|每次|每个|任何|必须|别|不要|不许|不准|不能|记得|务必|默认|只|一定|总是|始终|用|叫|称呼|回复|回答|先|按|走"),
        family(
            "zh from now on (…以后都…)",
            &["以后", "今后", "往后"], Explicit, Keep,
            r"(?:以后|今后|往后)(?:都|一律|统一|全部|一定)")
            .veto(r"(?:以后|今后|往后)\s*(?:都会|都不会|一定会)|(?:完|好|了|线|署|交|后|前)以后|一下|再说"),
        family(
            "zh next time (下次也…)",
            &["下次", "下回"], Explicit, Forward,
            r"^(?:下次|下回)(?:也一样|也是|也|都|还是|记得|一样)?")
            .veto(r"下(?:次|回)\s*(?:再|吧|见|一定|我|聊|讨论|继续|吗|呢)"),
        family(
            "zh always/never (永远不要…)",
            &["永远", "始终", "任何时候", "无论如何", "不管什么时候", "务必", "千万", "绝对", "一律"], Explicit, Forward,
            r"^(?P<t>(?:(?:你|我们|大家)\s*)?(?:永远|始终|任何时候都?|无论如何都?|不管什么时候都?|务必|千万|绝对|一律))\s*(?:都要|都得|要|得|别|不要|不许|不准|不得|用|使用|保持|先|走|记得|把)")
            .veto(r"永远不会|始终没|一直"),
        family(
            "zh rule (定个规矩)",
            &["规矩", "规则"], Explicit, Forward,
            r"^(?:(?:定|立|加|记)(?:一|个|一个|一条|条)?\s*(?:规矩|规则)|新规矩|新规则)"),
        family(
            "zh save to memory (记到记忆里)",
            &["记忆", "memory"], Explicit, Forward,
            r"^(?:请|帮我)?(?:把(?:这个|这条|这点|下面的?|以下的?|这些)?)?(?:记|存|写|加|保存|添加)(?:到|进|入)(?:记忆|memory|长期记忆|MEMORY\.md|USER\.md)(?:里|中)?"),
        family(
            "en remember (remember that…)",
            &["remember", "in mind", "forget", "future", "note", "memori"], Explicit, Forward,
            r"^(?:please\s+)?(?:(?:always\s+)?remember|keep\s+in\s+mind|bear\s+in\s+mind|don't\s+forget|do\s+not\s+forget|never\s+forget|for\s+future\s+reference|note\s+for\s+(?:the\s+)?future|make\s+a\s+note|take\s+note|memori[sz]e){B}(?:\s+that{B})?")
            .veto(r"(?:remember|forget)(?:ed|ing|s)?\s+(?:what|when|how|where|why|which|who|whether|if|me|seeing|doing){B}|remember-me|forget\s+to{B}|forget\s+about\s+it"),
        family(
            "en from now on",
            &["now on", "forward", "here on", "henceforth", "today", "starting", "future", "next time", "for all new"], Explicit, Forward,
            r"^(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|henceforth|from\s+today(?:\s+on)?|starting\s+(?:now|today)|in\s+(?:the\s+)?future|for\s+(?:all\s+)?future\s+[A-Za-z0-9_]+|next\s+time|for\s+all\s+new\s+[A-Za-z0-9_]+){B}")
            .veto(r"(?:next\s+time|in\s+(?:the\s+)?future),?\s+(?:i|we\s+(?:might|may|could|should\s+probably)){B}"),
        family(
            "en from now on (inline)",
            &["now on", "forward", "here on"], Explicit, Keep,
            r"(?P<t>,?\s*(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?)){B}")
            .veto(r"{B}(?:what|if|whether|unless)\s"),
        family(
            "en always",
            &["always"], Explicit, Forward,
            r"^(?P<t>(?:please\s+)?(?:(?:you|we)\s+(?:should|must|need\s+to|have\s+to)\s+|i\s+(?:want|need)\s+you\s+to\s+|make\s+sure\s+(?:to|you)\s+|be\s+sure\s+to\s+)?always(?:\s+make\s+sure\s+to)?)\s+(?P<v>[a-z]+)"),
        family(
            "en never",
            &["never", "ever"], Explicit, Forward,
            r"^(?P<t>(?:please\s+)?(?:(?:you|we)\s+(?:should|must)\s+|i\s+(?:want|need)\s+you\s+to\s+)?)(?:never(?:\s+ever)?|don't\s+ever|do\s+not\s+ever)\s+(?P<v>[a-z]+)"),
        family(
            "en under no circumstances",
            &["circumstances"], Explicit, Keep, r"^under\s+no\s+circumstances{B}"),
        family(
            "en rule (new rule:)",
            &["rule"], Explicit, Forward,
            r"^(?:(?:(?:new|house|standing|general|team|ground)\s+rules?|as\s+a\s+rule|rule)\s*$|make\s+it\s+a\s+rule(?:\s+(?:that|to))?{B})"),
        family(
            "en save to memory",
            &["memor"], Explicit, Forward,
            r"^(?:please\s+)?(?:save|add|put|store|write|keep)\s+(?:this|that|it|the\s+following)?\s*(?:to|in|into)\s+(?:your\s+|the\s+)?(?:memory|memories|long-term\s+memory|memory\.md|user\.md)"),
        // ── negative decision ──
        family(
            "zh not doing (不做/不上)",
            &["不做", "不上", "不搞", "不引入", "不考虑", "不支持", "不接入", "不开发", "不实现", "不加", "不拆", "不迁移", "不升级", "不换"], NegativeDecision, Forward,
            r"^(?:(?:我们|咱们|这边|团队)\s*)?(?:(?:决定|确定)?(?:先|暂时|暂且|目前|这期|这版|这次|今年|短期内|就)?\s*(?:不做|不上|不搞|不引入|不考虑)|(?:决定|先|暂时|暂且|目前|这期|这版|今年|短期内|就)\s*(?:不支持|不接入|不开发|不实现|不加|不拆|不迁移|不升级|不换))")
            .veto(r"的话|不做不|不上不下|不加班|不支持的"),
        family(
            "zh not needed (暂不需要)",
            &["需要", "用不着", "没必要"], NegativeDecision, Forward,
            r"^(?:(?:(?:我们|咱们)\s*)?(?:暂不|暂时不|暂且不|目前不|先不|现在不|还不)需要|(?:我们|咱们)\s*(?:暂时|目前|现阶段|这期)?\s*(?:不需要|用不着|没必要))(?:做|搞|上|加|引入)?"),
        family(
            "zh drop (放弃 X)",
            &["放弃", "砍掉", "废弃", "不再"], NegativeDecision, Forward,
            r"^(?:(?:我们|咱们|团队)\s*)?(?:决定)?(?:放弃|砍掉|废弃|不再(?:用|使用|支持|维护))")
            .veto(r"放弃了?\s*$|放弃吧|不再(?:用|使用)了?\s*$"),
        family(
            "zh keep as is (保持现状/先不动)",
            &["现状", "原样", "保持不变", "不动", "不做", "不加", "不上", "不搞", "不拆", "不支持", "不考虑", "不弄", "不接入", "不引入", "暂不", "不要了", "砍"], NegativeDecision, Keep,
            r"保持现状|维持现状|保持原样|维持原样|保持不变|不动了|(?:先|暂时|暂且|这期|这版|本期|这一期|今年|一期|目前|就)\s*不(?:做|加|上|搞|拆|动|支持|考虑|弄|接入|引入)|暂不(?:做|加|上|搞|拆|动|支持|考虑)|[^\s,，。]\s*(?:不要了|砍掉|砍了|不(?:做|搞|上)了)\s*$")
            .veto(r"的话|会不会|吗"),
        family(
            "en not doing (we're not doing X)",
            &["not"], NegativeDecision, Forward,
            r"^(?:(?:we're|we\s+are|we'll|we\s+will|we)\s+)?not\s+(?:going\s+to\s+|gonna\s+)?(?:do(?:ing)?|add(?:ing)?|us(?:e|ing)|build(?:ing)?|support(?:ing)?|migrat(?:e|ing)|mov(?:e|ing)|switch(?:ing)?|ship(?:ping)?|implement(?:ing)?|pursu(?:e|ing)|refactor(?:ing)?|adopt(?:ing)?|introduc(?:e|ing)|bother(?:ing)?|rewrit(?:e|ing)|touch(?:ing)?|go(?:ing)?\s+(?:with|for)){B}(?:\s+(?:to|with|for){B})?"),
        family(
            "en decided against (let's not / won't)",
            &["won", "will not", "need", "not", "decided", "dropping", "skipping", "scrapping", "killing", "shelving", "abandoning", "ditching", "pass on", "rule"], NegativeDecision, Forward,
            r"^(?:we\s+won't|we\s+will\s+not|we\s+don't\s+need(?:\s+to)?|we\s+do\s+not\s+need(?:\s+to)?|let's\s+not|let\s+us\s+not|(?:we|i)(?:'ve|\s+have)?\s+decided\s+(?:not\s+to|against)|decided\s+(?:not\s+to|against)|(?:we're|we\s+are)\s+(?:dropping|skipping|scrapping|killing|shelving|abandoning|ditching)|(?:we'll|let's)\s+pass\s+on|(?:we\s+)?ruled?\s+out){B}")
            .veto(r"need\s+to\s+(?:worry|care|bother|change|touch|fix|do\s+anything)"),
        family(
            "en no X for v1",
            &["no"], NegativeDecision, Forward,
            r"^(?P<t>no)\s+(?:[A-Za-z0-9_.+#/-]+\s+){1,5}?(?:for|in|until|before)\s+(?:v\d|now|the\s+(?:mvp|first|initial|v\d|1\.0|launch|release|beta|moment)|mvp|launch|1\.0|release|this\s+(?:release|version|sprint|quarter|year|milestone|iteration|phase)){B}"),
        family(
            "en leave as is",
            &["leave", "keep"], NegativeDecision, Keep,
            r"^(?:(?:let's\s+|we'll\s+|just\s+)?(?:leave\s+(?:[A-Za-z0-9_.+#/-]+\s+){0,5}?|keep\s+(?:it|things|everything|that)\s+)(?:as\s+(?:it\s+)?is|alone|unchanged|untouched|as\s+they\s+are|the\s+way\s+(?:it\s+is|they\s+are))(?:\s+for\s+now|\s+this\s+[A-Za-z0-9_]+)?\s*$|(?:let's\s+)?leave\s+it\s*$)"),
        family(
            "en out of scope",
            &["scope", "happening"], NegativeDecision, Keep,
            r"{B}(?:is|are)\s+out\s+of\s+scope{B}|{B}(?:is|are)(?:\s+not|n't)\s+happening{B}"),
        family(
            "en no need for X",
            &["no need"], NegativeDecision, Forward, r"^no\s+need\s+for{B}"),
        // ── decision ──
        family(
            "zh decided (定了/就这么定)",
            &["定", "拍板", "就这么", "就这样", "按这个", "这个方案", "就它", "就是它", "就这个"], Decision, Forward,
            r"^(?:(?:我们|咱们)\s*)?(?:最终|最后)?(?:就这么定了?|就这样定了?|就这么办|就这样办|就这么干|就这么做|就这样做|就按这个(?:来|办|做|方案)|按这个方案(?:来|办|做)?|就这个方案|就?用这个方案|拍板了?|确定了|决定了|定了|敲定了?|选定了?|定下来了?|就它了|就是它了|就这个了)")
            .veto(r"(?:没|未|还没|不)(?:确定|决定|定)|定不下|决定不了|确定不了|(?:确定|定|决定)了?(?:吗|么|没有?)|确定一下|确认一下"),
        family(
            "zh decided (…定了)",
            &["定了"], Decision, Keep,
            r"(?P<t>(?:就这么|就这样)?(?:确定了|定了|拍板了|敲定了|决定了))\s*$")
            .veto(r"[稳固指设规锁鉴判肯一待未没否特限约制预假认界不还]定了\s*$|(?:没|未|还没|不)(?:确定|决定)"),
        family(
            "zh decision label (最终方案:)",
            &["方案", "决定", "结论", "选择", "决策"], Decision, Forward,
            r"^(?:(?:最终|最后|确定的?)(?:方案|决定|结论|选择|决策)|决定|结论)\s*$"),
        family(
            "zh go by (就按方案二来)",
            &["就按"], Decision, Keep,
            r"就按\s*[^\s,，。]{1,12}?(?:来|办|做|执行)")
            .veto(r"就按\s*(?:你|我)的?(?:意思|说的)"),
        family(
            "zh adopt (采用/确定用)",
            &["采用", "选用", "确定", "决定", "确认", "最终", "最后"], Decision, Forward,
            r"^(?:(?:我们|咱们|这边|团队|项目)\s*)?(?:就|那就)?(?:(?:确定|决定|确认|最终|最后)\s*(?:采用|选用|改用|用|使用|选|上|走)|采用|选用)")
            .veto(r"采用率|采用了吗|(?:采用|用)(?:一下|下)"),
        family(
            "zh just use (就用 X)",
            &["就"], Decision, Forward,
            r"^(?P<t>(?:那就|就))(?:用|选|上)\s*\S")
            .veto(r"(?:用|选|上)(?:一下|下|着|了吗)|一下"),
        family(
            "zh X it is (就 X 了)",
            &["就", "选"], Decision, Forward,
            r"^(?P<t>(?:就选|就|选))\s*[^\s,，。]{1,20}?\s*了\s*$")
            .veto(r"(?:就|选)\s*(?:好了|行了|完了|对了|错了|算了|这样了|知道了|可以了|够了)"),
        family(
            "zh fixed on (就定 A)",
            &["定"], Decision, Keep,
            r"(?P<t>就定|定成|定为)\s*(?:[a-z0-9]|方案|用)")
            .veto(r"决定不了"),
        family(
            "en go with",
            &["go with", "going with", "go on", "going on", "settl", "stick", "stay"], Decision, Forward,
            r"^(?:(?:let's|let\s+us|we'll|we\s+will|we're|we\s+are|we're\s+gonna|i'm|i\s+am|i'll|i\s+will|we)\s+)?(?:(?:be\s+)?going|go|gonna\s+go|settl(?:e|ed|ing)|stick(?:ing)?|stay(?:ing)?)\s+(?:with|on){B}")
            .veto(r"go\s+with\s+the\s+flow"),
        family(
            "en we're going to use",
            &["going to", "gonna"], Decision, Forward,
            r"^(?:we're|we\s+are)\s+(?:going\s+to|gonna)\s+(?:use|adopt|switch\s+to|migrate\s+to|standardi[sz]e\s+on){B}"),
        family(
            "en the decision is",
            &["decision is"], Decision, Forward,
            r"^(?:the\s+)?(?:final\s+)?decision\s+is(?:\s+(?:to|that))?{B}"),
        family(
            "en let's do option",
            &["let"], Decision, Keep,
            r"^(?P<t>let's\s+do)\s+(?:option|plan|approach|variant|version|solution)\s+\S"),
        family(
            "en we decided",
            &["decided", "chose", "picked", "settled", "opted", "agreed", "went with", "landed on", "committed to"], Decision, Forward,
            r"^(?:we|i|the\s+team|team)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+)?(?:decided|chose|chosen|picked|settled\s+on|opted\s+for|agreed\s+on|agreed\s+to|went\s+with|landed\s+on|committed\s+to)(?:\s+(?:to|that|on))?{B}"),
        family(
            "en decision made",
            &["final", "decided", "decision", "settled", "the one", "the plan", "done deal", "locked in", "lock it in", "verdict"], Decision, Forward,
            r"^(?:(?:it's|it\s+is|that's|that\s+is|this\s+is)\s+)?(?:final(?:\s+(?:answer|decision|call))?|decided|decision(?:\s+made)?|settled|the\s+one|the\s+plan|a\s+done\s+deal|done\s+deal|locked\s+in|lock\s+it\s+in|verdict)(?:\s+then)?\s*[.!]*$"),
        family(
            "en X it is",
            &["it is"], Decision, Keep,
            r"^[A-Za-z0-9_.+#/-]+(?:\s+[A-Za-z0-9_.+#/-]+){0,3}?\s+(?P<t>it\s+is)\s*[.!]*$")
            .veto(r"^(?:what|that|that's|here|here's|there|there's|as|how|where|who|which|this|so|whatever|it|it's|such|now|then|if|when|because|however|and|but|or|is|was|see|yes|no|ok|okay)(?:\s|$)"),
        family(
            "en finalize",
            &["finali"], Decision, Forward, r"^(?:let's\s+)?finali[sz]ed?{B}"),
        // ── correction ──
        family(
            "zh correction (不对/错了)",
            &["不对", "不是", "错", "反了", "有误", "纠正", "更正"], Correction, Forward,
            r"^(?:不对(?:不对)*|不是这样(?:的)?|不是这个意思|错了|你(?:又)?(?:搞|弄|说|写|记|理解|想)错了|搞错了|弄错了|说错了|写错了|记错了|理解错了|搞反了|弄反了|说反了|顺序反了|反了|用错了|你说的不对|不是这么(?:用|写|做|弄)的|有误|纠正(?:一下)?|更正(?:一下)?)")
            .veto(r"不对劲|错了吗|(?:^|[^不])对不对|错了没|不对吗|反了吗")
            .follow(CORRECTION_CONTENT),
        family(
            "zh correction (不是 X,是 Y)",
            &["不是"], Correction, Keep, r"^不是")
            .need(r"^不是[^,，。]{1,30}[,，]\s*(?:是|而是|应该)"),
        family(
            "zh correction (应该是 X,不是 Y)",
            &["应该"], Correction, Keep,
            r"^应该(?:是|用|先|放|叫|走|在|改成)")
            .need(r"不是|而不是|不叫|不用|别用|不要用|不在|而非")
            .veto(r"吧"),
        family(
            "en correction (that's wrong)",
            &["wrong", "incorrect", "not right", "not correct", "mistaken", "backwards", "not it", "not what", "correction", "not quite"], Correction, Forward,
            r"^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?(?:(?:that's|that\s+is|this\s+is|it's|it\s+is|you're|you\s+are)\s+(?:wrong|incorrect|not\s+right|not\s+correct|mistaken|backwards)|you\s+(?:got|have)\s+(?:it|that|this)\s+(?:wrong|backwards)|that's\s+not\s+(?:it|what\s+i\s+(?:meant|asked|said|wanted))|wrong|incorrect|correction|not\s+quite){B}")
            .veto(r"what's\s+wrong|something's\s+wrong|anything\s+wrong|went\s+wrong|goes\s+wrong|go\s+wrong|wrong\s+with|am\s+i\s+wrong|was\s+i\s+wrong|if\s+(?:that's|i'm|it's)\s+wrong")
            .follow(CORRECTION_CONTENT),
        family(
            "en correction (actually, use X, not Y)",
            &["actually", "no", "nah"], Correction, Forward,
            r"^(?P<t>(?:actually|no|nope|nah))(?:\s*$|\s+(?:use|it's|it\s+is|the|we|you|it\s+should|that\s+should){B})")
            .need(r"{B}not{B}|{B}instead{B}|rather\s+than|不是")
            .follow(r"^(?:use|it's|it\s+is|the|we|you|it\s+should|that\s+should|[A-Za-z0-9_./-]+\s+(?:is|are|lives|goes|should))(?:{B}|\s)"),
        family(
            "en correction (it should be X, not Y)",
            &["should be", "supposed to be", "needs to be"], Correction, Keep,
            r"^(?:it|that|this|the\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?)\s+(?:should\s+be|is\s+supposed\s+to\s+be|needs\s+to\s+be)\s")
            .need(r",\s*not{B}|{B}not\s+[A-Za-z0-9_.-]+\s*[.!]?$|instead\s+of|rather\s+than"),
        // ── preference ──
        family(
            "zh preference (我喜欢/我习惯)",
            &["喜欢", "偏好", "偏爱", "爱用", "习惯"], Preference, Forward,
            r"^(?:我|我个人|个人)\s*(?:比较|更|很|还是|一般|通常|向来|平时|挺|最|特别|一直)?\s*(?:喜欢|偏好|偏爱|爱用|习惯(?:于)?)")
            .veto(r"(?:喜欢|偏好|偏爱|习惯)(?:这个|那个|这样|那样|这种|那种|你|它|吗|了|么)"),
        family(
            "zh preference (比起 X 我更喜欢 Y)",
            &["相比", "比起"], Preference, Keep,
            r"^(?:相比|比起)[^,，。]{1,30}?[,，]?\s*我\s*(?:更|还是|比较)?(?:喜欢|偏好|习惯)"),
        family(
            "zh preference (个人偏好:)",
            &["偏好", "习惯"], Preference, Forward,
            r"^(?:个人偏好|我的偏好|我的习惯)(?:是)?"),
        family(
            "zh preference (我不喜欢)",
            &["不喜欢", "讨厌", "受不了", "不习惯"], Preference, Keep,
            r"^(?P<t>我)\s*(?:比较|很|真的|一直|最)?\s*(?:不喜欢|讨厌|受不了|不习惯)")
            .veto(r"(?:喜欢|讨厌|受不了|习惯)(?:这个|那个|这样|那样|这种|那种|你|它|吗|了|么)"),
        family(
            "zh preference (我一般用)",
            &["一般", "通常", "平时", "总是", "向来"], Preference, Forward,
            r"^(?P<t>我\s*(?:一般|通常|平时|总是|向来))\s*都?(?:用|写|把|会用|先|放)")
            .veto(r"用不了|报错"),
        family(
            "en preference (I prefer)",
            &["prefer", "like", "love", "favor", "favour", "enjoy"], Preference, Forward,
            r"^(?:personally,?\s*)?i\s+(?:(?:really|generally|usually|strongly|much|definitely|do|still|also|just)\s+)*(?:prefer|like|love|favou?r|enjoy){B}")
            .veto(LIKE_VETO),
        family(
            "en preference (I'd rather)",
            &["rather"], Preference, Forward,
            r"^i'd\s+rather\s+(?:use|have|write|keep|see|get|read|work\s+with)\s")
            .veto(r"rather\s+(?:not|have\s+you)"),
        family(
            "en preference (my preference is)",
            &["preference", "fan of"], Preference, Forward,
            r"^(?:my\s+(?:personal\s+)?preference\s+is(?:\s+(?:to|that|for))?|my\s+preference|personal\s+preference|i'm\s+a\s+(?:big\s+|huge\s+)?fan\s+of){B}"),
        family(
            "en preference (I hate)",
            &["hate", "dislike", "stand", "like", "fan of"], Preference, Keep,
            r"^(?:i\s+(?:really\s+)?(?:hate|dislike|can't\s+stand|don't\s+like|do\s+not\s+like)|i'm\s+not\s+a\s+fan\s+of){B}")
            .veto(LIKE_VETO),
        family(
            "en preference (I usually use)",
            &["always", "usually", "normally", "generally", "typically", "tend to"], Preference, Forward,
            r"^(?P<t>(?:i|we)\s+(?:always|usually|normally|generally|typically|tend\s+to))\s+(?:use|write|put|name|keep|prefer|structure|format|organi[sz]e|indent|split|go\s+with|stick\s+with){B}"),
    ]
});

/// Verbs after "always"/"never" that make a description, not an instruction.
const NOT_IMPERATIVE: [&str; 30] = [
    "mind", "been", "seen", "heard", "had", "has", "thought", "knew", "known", "again", "gonna",
    "the", "a", "an", "this", "that", "so", "true", "false", "there", "here", "on", "off", "in",
    "at", "is", "was", "got", "did", "does",
];

/// Whether `word` (after "always"/"never") reads as an imperative verb.
pub(super) fn is_imperative(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    let keeps_ed = [
        "need", "feed", "seed", "proceed", "embed", "exceed", "speed", "succeed",
    ];
    !(NOT_IMPERATIVE.contains(&w.as_str())
        || (w.ends_with("ing") && w.len() > 4)
        || (w.ends_with("ed") && !keeps_ed.contains(&w.as_str()))
        || (w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") && w.len() > 3))
}

/// A standing rule does not point at the code in front of the agent ("in this function").
pub(super) static THIS_TASK: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:this|that)\s+(?:function|file|method|class|pr|test|script|component|query|endpoint|line|loop|commit|snippet|diff)s?{B}|(?:这个|这段|这行|这次)(?:函数|文件|方法|类|PR|测试|脚本|组件|接口|循环|提交|代码)",
    )
});

/// "记忆帮助" / "memory help".
pub(super) static HELP: Gated = Gated::new(
    &["帮助", "help"],
    r"记忆帮助|记忆\s*help|{B}memory\s+help(?:{B}|$)|memory-manager\s+help|{B}help\s+memory(?:{B}|$)",
);

/// The user asks not to save, or marks the instruction as one-off: nothing in the prompt is saved.
pub(super) static NEGATED_ASK: Gated = Gated::new(
    // Keys as specific as the pattern's own phrases: a lone "记" or "存" would be in
    // 记录, 缓存, 存储…, and compiling this pattern costs more than the whole hook.
    &[
        "不用记",
        "不要记",
        "别记",
        "无需记",
        "不必记",
        "不需要记",
        "不用保存",
        "不要保存",
        "别保存",
        "不必保存",
        "不用存",
        "不要存",
        "别存",
        "不必存",
        "记忆",
        "写进",
        "规矩",
        "一次",
        "聊聊",
        "想想",
        "风暴",
        "当我没说",
        "don",
        "do not",
        "no need",
        "not a",
        "just",
        "this time",
        "one-off",
        "off the record",
        "ignore",
        "scratch",
        "disregard",
        "memory",
    ],
    r"不用记|不要记(?:住|下|录)?|别记(?:住|下|录|这|了)|无需记|不必记|不需要记|(?:不用|不要|别|不必)(?:保存|存)(?:这个|这条|这些|了|下来|起来|到记忆)|(?:不用|不要|别)写进|(?:别|不用|不要)当(?:成)?规矩|不算规矩|不是规矩|就这一次|仅此一次|只这一次|只是(?:随便)?(?:聊聊|想想)|头脑风暴|(?:^|[,.;!:，。；]\s*)(?:please\s+)?(?:don't|do\s+not|dont|no\s+need\s+to)\s+(?:save|remember|record|store|memori[sz]e|note)\s+(?:this|that|it|anything|any\s+of){B}|{B}not\s+(?:a|as\s+a)\s+(?:rule|permanent){B}|just\s+(?:this|for\s+this)\s+(?:once|time)|this\s+time\s+only|one-off|off\s+the\s+record|just\s+brainstorming|当我没说|(?:不用|不要|别)(?:写|记|存|放|加)(?:到|进|入)(?:记忆|memory)|(?:don't|do\s+not)\s+(?:add|put|write|save)\s+(?:this|that|it)\s+(?:to|in|into)\s+(?:your\s+)?memory|(?:^|[,.;!:—–]\s*)(?:wait\s+)?(?:no,?\s+)?(?:ignore|scratch|disregard)\s+(?:that|it|what\s+i\s+said){B}",
);

/// A clause opening a hypothetical.
pub(super) static HYPOTHETICAL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:如果|假如|要是|假设|万一|倘若|若是|比如说|设想|(?:what\s+if|suppose|supposing|assuming|assume|imagine|if|in\s+case|let's\s+say|say\s+we|hypothetically|would\s+it){B})|的话",
    )
});

/// A sentence asking something, even without a question mark.
pub(super) static QUESTION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:why|what|how|when|where|which|who|whose|whom){B}|(?:is|are|was|were|does|can|could|would|should|shall|isn't|aren't|doesn't|can't|couldn't|shouldn't|wouldn't)\s+(?:we|you|i|it|this|that|these|those|there|the|he|she|they|my|our|your){B}|(?:do|did|don't|didn't|will|won't)\s+(?:we|you|i|it|they|he|she){B}|i\s+wonder{B}|not\s+sure\s+(?:if|whether){B})|吗\s*[。.!！]?\s*$|吗[,，]|呢\s*$|么\s*$|是不是|要不要|能不能|会不会|可不可以|有没有|是否|为什么|为啥|怎么|如何|多少|哪个|哪些|哪里|哪儿|对吧\s*$|(?:^|[^不])对不对|行不行|好不好",
    )
});

/// Someone else's words ("my colleague said…", "产品经理说…"); group `s` is the speaker.
pub(super) static REPORTED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:(?P<s>{B}[a-z]+)\s+(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|suggested|suggests|claims?|claimed|mentioned|recommends?|recommended|wrote|writes|insists?|insisted){B}|according\s+to|{B}apparently{B}|听说|据说|(?:他|她|他们|她们|同事|老板|领导|经理|产品|PM|leader|老大|组长|架构师|文档|官方|网上|有人|别人|大家|客户|甲方|运维)\s*(?:说|讲|认为|建议|提到|表示|坚持)(?:[,，:：\s]|就|要|用|让|过|的|了|这|那|我们|咱们|可以|应该|必须|以后))",
    )
});

/// Hedges that turn any statement into a guess.
pub(super) static HEDGE: Gated = Gated::new(
    &[
        "可能",
        "也许",
        "或许",
        "大概",
        "说不定",
        "好像",
        "似乎",
        "确定",
        "没定",
        "再看看",
        "再说",
        "不一定",
        "maybe",
        "perhaps",
        "probably",
        "possibly",
        "guess",
        "suppose",
        "think",
        "say",
        "might",
        "leaning",
        "sure",
        "tentative",
        "kind of",
        "sort of",
        "could",
    ],
    r"可能|也许|或许|大概|说不定|好像|似乎|不确定|不太确定|还没定|没定|再看看|再说吧|不一定|{B}(?:maybe|perhaps|probably|possibly|i\s+guess|i\s+suppose|i\s+think|i'd\s+say|might|leaning|not\s+sure|unsure|tentative(?:ly)?|kind\s+of|sort\s+of){B}|{B}could\s+(?:go|use|try|be){B}",
);

/// Softer hedges that make a choice tentative unless it is confirmed in the same sentence.
pub(super) static SOFT_HEDGE: Gated = Gated::new(
    &[
        "吧",
        "试",
        "要不",
        "暂",
        "先用",
        "倾向",
        "考虑",
        "感觉",
        "再说",
        "for now",
        "try",
        "time being",
        "how about",
        "what about",
    ],
    r"吧|试试|先试|要不|暂时用|暂定|先用|倾向|考虑|感觉|之后再说|{B}(?:for\s+now|let's\s+try|try|for\s+the\s+time\s+being|how\s+about|what\s+about){B}",
);

/// Words that confirm a choice ("就用 Postgres 吧, 确定了").
pub(super) static CONFIRMED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"确定了|定了|拍板|决定了|敲定|就这么定|就这样定|decision\s+made|{B}final{B}|that's\s+the\s+one|{B}decided{B}|{B}it\s+is\s*[.!]*$",
    )
});

/// A tentative choice: what a weak signal is made of, once hedged.
pub(super) static CHOICE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"用|选|换|上|试|方案|{B}(?:go\s+with|use|try|switch|pick|option|or|vs|instead|the\s+way\s+to\s+go){B}",
    )
});

/// A clause that carries no content of its own: fillers, confirmations, pointers.
pub(super) static EMPTY_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:ok(?:ay)?|yes|yeah|done|final|decision\s+made|this|that|it|here|there|the\s+one|好的?|行|嗯|对|是的|没错|就这样|就这么办|别再纠结了|别纠结了|不用再讨论了|不纠结了|这个|那个|这条|那条|这点|(?:都|也|就|照)?(?:这样|这么(?:做|办|写)?|一样)|like\s+this|this\s+way|that\s+way|这|那|它|刚才|刚刚|之前|上面|定了|确定了|决定了|拍板了|就这么定了?|就这样定了?|了)\s*)*[.!。！]*$",
    )
});

/// Text about the user themself or how to talk to them: explicit directives go to USER.md.
pub(super) static ABOUT_USER: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"回复|回答|答复|回我|给我(?:看|讲|说|解释|列|对比|展示|总结|回)|翻译|术语|跟我说|和我说|对我说|给我解释|跟我解释|解释|叫我|称呼我|喊我|我是|我在|我叫|我的名字|我住|时区|北京时间|语气|口吻|措辞|说话|沟通|简洁|啰嗦|废话|铺垫|结论|表情|我用的是|我的电脑|我的系统|我的环境|我不懂|我不太懂|我看不懂|新手|{B}(?:repl(?:y|ies|ied)|respond|responses?|answers?|talk\s+to\s+me|speak\s+to\s+me|write\s+to\s+me|explain|explanations?|call\s+me|address\s+me|my\s+name|i'm\s+an?|i\s+am\s+an?|i'm\s+(?:on|in)|i\s+am\s+(?:on|in)|i\s+use\s+(?:a\s+)?(?:mac|macos|windows|linux|ubuntu|arch|vim|neovim|emacs|vscode)|i\s+work\s+(?:as|at|on|in)|i'm\s+(?:based|located)\s+in|i\s+live\s+in|my\s+(?:os|machine|laptop|timezone|time\s+zone|role|job|background|setup|environment|screen)|time\s*zone|tone|formal|casual|verbose|wordy|emojis?|apologi[sz]e|apologies|screen\s+reader|colou?r[-\s]?blind|dyslexi[A-Za-z0-9_]*|my\s+eyes|font\s+size|bullet\s+points?|essays?|tl;?dr)(?:{B}|$)|emoji",
    )
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_patterns_compile() {
        assert!(FAMILIES.len() > 40);
        for f in FAMILIES.iter() {
            let lazy = [
                Some(&f.re),
                f.veto.as_ref(),
                f.need.as_ref(),
                f.follow.as_ref(),
            ];
            for p in lazy.into_iter().flatten() {
                assert!(!p.get().as_str().is_empty(), "{}", f.name);
            }
            assert!(f.keys.iter().all(|k| k.to_lowercase() == *k), "{}", f.name);
        }
        assert!(
            HELP.get("memory help")
                .is_some_and(|r| r.is_match("memory help"))
        );
        assert!(
            NEGATED_ASK
                .get("不用记")
                .is_some_and(|r| r.is_match("不用记"))
        );
        assert!(HEDGE.get("maybe").is_some_and(|r| r.is_match("maybe")));
        assert!(
            SOFT_HEDGE
                .get("for now")
                .is_some_and(|r| r.is_match("for now"))
        );
        for r in [
            &HYPOTHETICAL,
            &QUESTION,
            &REPORTED,
            &CONFIRMED,
            &CHOICE,
            &EMPTY_CLAUSE,
            &ABOUT_USER,
        ] {
            assert!(!r.as_str().is_empty());
        }
    }

    #[test]
    fn imperative_verbs() {
        for w in [
            "use",
            "call",
            "commit",
            "access",
            "apologize",
            "need",
            "focus",
        ] {
            assert!(is_imperative(w), "{w}");
        }
        for w in ["mind", "been", "fails", "getting", "worked", "the"] {
            assert!(!is_imperative(w), "{w}");
        }
    }

    #[test]
    fn fillers_split_ascii_from_cjk() {
        let decided = &FAMILIES
            .iter()
            .find(|f| f.name.starts_with("zh decided (定了"))
            .map(|f| &f.re);
        let clause = "OK决定了";
        assert_eq!(skip_fillers(clause), 2);
        assert!(decided.is_some_and(|r| r.get().is_match(&clause[skip_fillers(clause)..])));
        assert_eq!(skip_fillers("so, 好的,let's go"), "so, 好的,".len());
        assert_eq!(skip_fillers("something"), 0);
        assert!(EMPTY_CLAUSE.is_match("decision made."));
        assert!(!EMPTY_CLAUSE.is_match("some content"));
    }
}
