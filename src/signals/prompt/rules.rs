//! Phrase families and veto rules of the prompt signal detector.
//!
//! A family is a trigger phrase anchored in a clause (mostly at its start, after fillers such as
//! "OK," / "好的"), plus the conditions under which it does not count. Patterns are templates:
//! Fillers ("OK,", "好的", "so") are skipped before a clause is matched, so `^` means "at the
//! start of the clause, after fillers". In templates `{B}` is an ASCII word boundary (so
//! "OK决定了" splits), `{RULE_FILE_EN}` / `{RULE_FILE_ZH}` name an agent's rule file, `{WORK_ZH}` is
//! work an agent does, `{PARTICLE_ZH}` one closing particle ([`CLOSING_PARTICLES_ZH`]), and every
//! `'` also accepts a typographic apostrophe or none.

use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use super::SignalKind;

/// A heading that names a standing rule, before its colon ("house rule: …") or alone as its
/// clause (a colon ends one): a rule of the house, the team or the project, one that says how
/// long it holds (permanent, long-term), a standing instruction, a rule of thumb. "Another rule:"
/// heads the next of them, as "new rule:" does.
const RULE_HEADING_EN: &str = r"(?:(?:new|another|house|standing|general|team|ground|project|repo|global|hard|golden|permanent|firm|strict|long-term)\s+rules?|(?:standing|permanent|long-term)\s+instructions?|rules?\s+of\s+thumb(?:\s+(?:for|in)\s+(?:this|our)\s+[A-Za-z0-9_.-]+)?)";

/// Fillers allowed before a trigger at the start of a clause, and a list item's marker ("- ",
/// "1. ", "2、"). "By the way", "for your information", "just so you know" and "for the
/// record" are btw and fyi spelt out.
const FILLERS: &str = r"(?:(?:[-*•]\s+|\d{1,2}(?:[.)]\s+|、\s*)|(?:ok(?:ay)?|alright|all\s+right|right|so|also|then|well|yes|yeah|yep|yup|great|cool|good|fine|perfect|please|pls|btw|by\s+the\s+way|fyi|just\s+fyi|for\s+your\s+information|just\s+so\s+you\s+know|for\s+the\s+record|heads\s+up|honestly|personally|frankly|fwiw|tbh|imo|for\s+what\s+it's\s+worth|err?|erm|um+|uh+|hmm+|oh|hey|ugh+|argh+|sigh|bruh|dude|jeez|geez|oops|welp|meh|and\s+also|and|but|however|though)(?-u:\b)|嗯+|好的|好吧|好|行|那么|那|对了|另外|还有|然后|所以|总之|但是|但|哦|噢|唉|哎呀|哎|诶|说实话|老实说|坦白说|讲真)\s*[,，!！:：]?\s*)*";

/// The fillers at the start of a clause.
static FILLER: LazyLock<Regex> = LazyLock::new(|| re(&format!("^{FILLERS}")));

/// Where the content of a clause starts, after its fillers.
pub(super) fn skip_fillers(clause: &str) -> usize {
    FILLER.find(clause).map_or(0, |m| m.end())
}

/// An adverb of degree or manner between "always" / "never" and its verb ("never really
/// finished", "always just run"): it leaves the verb's form as it was, so the verb after it
/// is the one that tells an imperative from a statement about the past.
const ADVERB: &str =
    r"(?:really|actually|just|even|quite|fully|properly|truly|totally|completely|entirely|simply)";

/// "From now on" with the product's users as the subject ("from now on users must verify
/// their email", "going forward, customers can pay by card") states what the product does for
/// them: a requirement of the code, not a rule for the agent or the team (DESIGN §2,
/// statements about code). "From now on user data lives in Postgres" is the project's. The
/// users may be qualified ("users with 3+ items in the cart should see …", "customers who pay
/// yearly get …"), and so may the determiner (every new user, all paying customers): still the
/// product's users.
const END_USERS_FROM_NOW_ON: &str = r"(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+today(?:\s+on)?|starting\s+(?:now|today)),?\s+(?:(?:all|every|each|any|new|the|our|free|paying|logged[\s-]in)\s+){0,2}(?:end[\s-]+)?(?:users?|customers?|visitors?|players?|buyers?|sellers?|guests?|subscribers?|members?|shoppers?|patients?|students?)(?:\s+(?:with|who|whose|that|in|on|from)\s+[^,.;!?]{1,40}?)?\s+(?:must|should|can|cannot|can't|will|won't|need|needs|have\s+to|has\s+to|get|gets|see|sees|are|is|may){B}";

/// "From now on" with a thing of the code or the product as the subject and a verb of what it
/// does ("from now on the invoice endpoint returns 404 …", "the login page should from now on
/// redirect to /dashboard", "going forward the dashboard shows net amounts"), or closing a
/// change asked for ("make it so that from now on …", "change the job so from now on …",
/// "update the handler: from now on …"): how the code behaves after the change, a requirement
/// of the code (DESIGN §2, statements about code), not a rule for the agent or the team. How
/// the code is made ("from now on all new services are written in Go", "… the app uses
/// zustand") stays the project's. So does the phrase inside a relative or purpose clause
/// ("implement a buff system where from now on the player deals 2x damage", "add a setting
/// so that from now on the app opens in dark mode", "a function that from now on retries
/// twice"): it modifies that clause's verb, what the thing built does once it exists, and the
/// clause is no request to the agent. What a part of the code does by itself (the loader
/// reads, the client falls back, the parser checks) is its behaviour, like "returns".
const CODE_FROM_NOW_ON: &str = r"(?:from\s+now\s+on|going\s+forward|moving\s+forward),?\s+(?:the\s+|our\s+|this\s+|that\s+|each\s+|every\s+)?(?:[a-z0-9_./-]+\s+){0,2}?(?:endpoints?|api|apis|routes?|handlers?|buttons?|pages?|screens?|forms?|modals?|dialogs?|jobs?|cron|workers?|services?|scripts?|functions?|methods?|queries|query|dashboards?|widgets?|components?|fields?|columns?|reports?|emails?|notifications?|exports?|webhooks?|bots?|cli|commands?|server|cache|loaders?|parsers?|readers?|writers?|importers?|clients?|middleware|modules?|classes|class|app|sdk|library|daemon|it|they)\s+(?:should\s+|will\s+|must\s+|is\s+|are\s+|always\s+)?(?:return|returns|accept|accepts|reads?|writes?|loads?|parses?|fetch(?:es)?|falls?\s+back|calls?|checks?|validates?|stores?|saves?|show|shows|display|displays|redirect|redirects|retry|retries|log|logs|send|sends|reject|rejects|respond|responds|expire|expires|throw|throws|emit|emits|(?:be\s+)?(?:disabled|enabled|hidden|visible|cached|sent|shown|displayed|retried|rejected|logged|returned)|time\s+out|times\s+out|runs?\s+(?:at|every|on\s+(?:mondays|sundays|weekdays)|hourly|daily|nightly|weekly))(?:{B}|$)|(?:[a-z0-9_./-]+\s+){1,3}?(?:should|will|must)\s+(?:from\s+now\s+on|going\s+forward)\s+(?:return|accept|show|display|redirect|retry|log|send|reject|respond|expire|throw|emit|be\s+(?:disabled|enabled|hidden|visible)|time\s+out)(?:{B}|$)|{B}(?:make\s+it|change\s+[^,.;:]{1,40}?|update\s+[^,.;:]{1,40}?|fix\s+[^,.;:]{1,40}?|set\s+[^,.;:]{1,40}?|tweak\s+[^,.;:]{1,40}?)\s*(?:so\s+(?:that\s+)?|[:：]\s*)(?:from\s+now\s+on|going\s+forward)|{B}(?:where|whereby|wherein|in\s+which|after\s+which|so\s+that|such\s+that|(?:system|feature|function|method|setting|option|mode|toggle|flag|logic|mechanism|class|module|component|hook|middleware|job|script|service|endpoint|handler|button|page|screen|effect|trigger|policy|migration|check|validator|filter|rule\s+engine)s?\s+(?:that|which))\s*,?\s*(?:from\s+now\s+on|going\s+forward|moving\s+forward)(?:{B}|$)";

/// "Remember" + a thing named by a shared past act, recalled (see the en remember family).
const RECALLED_PAST_ACT: &str = r"{REMEMBER_EN}\s+(?:the|that|those|this|these|our|your|my)\s+(?:[a-z0-9_./-]+\s+){1,4}?(?:we|you|u|i|they)\s+(?:just\s+|already\s+|originally\s+|all\s+|first\s+)?(?:did|wrote|built|made|tried|used|had|added|fixed|discussed|set\s+up|talked\s+about|went\s+with|picked|chose|shipped|deployed|ran|created|implemented|migrated|changed|refactored|removed|agreed\s+on|looked\s+at|saw|found|debugged|came\s+up\s+with|designed|drafted|sketched|planned|put\s+together|got|started|finished|merged|tested|generated|configured|installed|upgraded|moved|renamed|replaced|dropped|introduced|wrote\s+up|showed|sent|gave|proposed|suggested){B}[^.;!]{0,80}?(?:{B}(?:last\s+(?:week|month|time|year|sprint|night|quarter|friday|monday|tuesday|wednesday|thursday)|yesterday|earlier|ago|the\s+other\s+day|this\s+morning){B}|\?|,\s*(?:(?:and|now|then|just|please|pls|ok|okay)\s+)?(?:do|redo|reuse|use|apply|copy|follow|bring|put|try|make|repeat|same)(?:{B}|$)|{B}(?:do|did)\s+the\s+same{B})";

/// "From now on" before what the conversation does next, not how work is done: "let's" with a
/// verb of taking up work ("from now on let's focus on the payment module", "… let's do it
/// step by step") proposes the next activity; a role given to the agent ("from now on you're
/// a senior reviewer", "… act as my pair") is a persona for the conversation, as 从现在开始你扮演
/// is; and the state or plan of the work under way ("from now on we're in debugging mode",
/// "… the next steps are: …") describes this session. A rule after "let's" keeps its verb of
/// practice ("from now on let's always write tests first", "let's use pnpm").
macro_rules! session_activity {
    () => {
        r"(?:let(?:'s|s|\s+us)\s+(?:just\s+|all\s+|first\s+)?(?:focus|concentrate|work\s+on|move\s+on|continue|proceed|start|begin|switch\s+to|look\s+(?:at|into)|go\s+(?:through|over|step)|tackle|dig\s+into|do\s+(?:it|this|that|things|the\s+rest)|take\s+(?:it|this|things))(?:{B}|$)|you(?:'re|\s+are|re)\s+(?:now\s+)?(?:a|an|my|our)\s|(?:act|behave|pretend|role-?play)\s+(?:as|like|to\s+be)(?:{B}|$)|play\s+the\s+(?:role|part)(?:{B}|$)|we(?:'re|\s+are|re)\s+(?:now\s+)?(?:in\s+[a-z-]+\s+mode|working\s+on|focusing\s+on|debugging|looking\s+(?:at|into))(?:{B}|$)|(?:the\s+)?next\s+steps?\s+(?:is|are|will\s+be)(?:{B}|$))"
    };
}
const SESSION_FROM_NOW_ON: &str = concat!(
    r"(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|starting\s+now),?\s+(?:(?:ok(?:ay)?|so|and|now|then),?\s+)?",
    session_activity!()
);
/// The same at the start of a clause that "from now on" closes ("let's focus on billing from
/// now on", "you're my reviewer going forward").
const SESSION_BEFORE_FROM_NOW_ON: &str = concat!(
    r"^(?:(?:ok(?:ay)?|so|and|now|then),?\s+)?",
    session_activity!()
);

/// "From now on" before a thing as the subject with a modal of expectation ("from now on it
/// should stay green", "going forward this'll be faster") forecasts a state, as "in the
/// future, this will …" does, and "from here on it's straightforward" judges what is left,
/// as "from now on it's just wiring" says what it consists of (an activity's gerund after
/// just / mostly / only): nobody is told to do anything.
///
/// The phrase as the subject of a copula or a verb of seeming ("from now on is a weird phrase
/// in the docs", "going forward sounds odd here") is mentioned, not used.
const FORECAST_FROM_NOW_ON: &str = r"(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on)\s+(?:is|was|sounds|reads|looks|means|seems|feels)(?:{B}|$)|(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on),?\s+(?:(?:it|this|that|things|everything|there)(?:'ll|'d|\s+(?:should|will|would|might|may|could)){B}|(?:it's|it\s+is|its|things\s+are|the\s+rest\s+is)\s+(?:(?:pretty|fairly|quite|all|just)\s+)?(?:straightforward|easy|simple|trivial|downhill|smooth|mechanical|routine|boilerplate){B}|(?:it's|it\s+is|its|the\s+rest\s+is)\s+(?:just|mostly|all|only)\s+[a-z]+ing{B})";

/// Where a fault lies or what caused it ("the bug is in the tokenizer", "the commit that broke
/// it is a41c9e2", "the root cause was the retry loop", 问题出在连接池, 根因是时区没转), or where
/// a slowness lies ("the bottleneck is the serializer", 瓶颈确定在序列化那块): a
/// diagnosis of the incident at hand, true of this failure and settled once it is fixed, so
/// neither a decision nor a lasting correction, even after "that's the one" or "…, not Y".
/// Not 原因是, which also gives the reason for a choice (不做 GraphQL，原因是…).
pub(super) const DIAGNOSIS: &str = r"{B}(?:bug|culprit|(?:root\s+)?cause|leak|regression|crash|breakage|fault|error|problem|issue|bottleneck|hot\s*spot)s?(?:\s+(?:of|in|with|behind)\s+[^,.;!?]{1,40}?)?\s+(?:is|was|are|were|lies|lay|sits|comes|came)(?:{B}|$)|{B}(?:that|which|who)\s+(?:broke|caused|introduced|triggered)(?:{B}|$)|问题出在|根因是|罪魁祸首|(?:bug|问题|泄漏|内存泄漏)\s*(?:就)?(?:在|出在)|(?:性能)?瓶颈\s*(?:确定|基本|主要|应该|就|其实|果然)?\s*(?:是|在|出在)";

/// A group saying it agreed ("the team agreed", "everyone has agreed", "we've all agreed"):
/// before a colon or a dash it settles what follows; before a comma it reports the agreeing.
const GROUP_AGREED_EN: &str = r"(?:we|the\s+team|team|everyone|everybody|all\s+of\s+us)(?:'ve|\s+have|\s+has)?\s+(?:all\s+)?agreed";

/// The speaker's wish ("I want", "I'd like", "id like"), before the thing wished and the place
/// it is wished in ("I want this in CLAUDE.md", "I'd like it in your memory").
const WANT_EN: &str = r"(?:i\s+want|i'?d\s+(?:like|want)|i\s+would\s+(?:like|want))";

/// What closes an English ask for politeness, as 吧 / 呗 close a Chinese one ({PARTICLE_ZH}):
/// please, its clipped spellings (pls, plz), thanks (thx, thank you). It adds nothing to the
/// ask or to what it saves.
const PARTICLE_EN: &str = r"(?:please|pls|plz|thanks|thx|thank\s+you)";

/// An ask to save what came before it to memory, closing its sentence after a comma: a verb
/// of putting or recording with memory as its place (…，更新到 memory, …，这条存进记忆里吧,
/// "…, add that to memory pls"). The words of the en and zh save-to-memory families, without
/// what they save.
const SAVE_TO_MEMORY_CLOSER: &str = r"(?:(?:把|将)?(?:这条|这个|这点|这些|它)?\s*(?:也)?\s*{SAVE_TO_MEMORY_ZH}{PARTICLE_ZH}*|{SAVE_TO_MEMORY_EN}(?:\s+{PARTICLE_EN})?)";

/// The ask itself in the save-to-memory families, what to keep left out: a verb of putting or
/// recording (`SAVE_VERB_EN`), a pronoun, the record itself (a note, an entry: it holds no
/// content of its own) or none, and memory as its place, which may be
/// qualified as a noun phrase allows (your project memory, persistent memory, Cline's memory
/// bank) or be the file; or "update (your) memory (with this)", memory as the object of
/// updating. "Make a note (in memory)" is the light-verb form of "note", as "take a walk" is of
/// "walk". Or "this goes in your memory", "I want this in your memory", where a thing is kept
/// (as "belongs in"), said only of *your* memory or its file: "it goes into memory" is a
/// program's data.
const SAVE_TO_MEMORY_EN: &str = r"(?:(?:please\s+)?(?:{SAVE_VERB_EN}|make\s+an?\s+(?:note|entry))(?:\s+(?:this|that|it|the\s+following|an?\s+(?:note|entry|line|reminder)))?(?:\s+down)?\s+(?:to|in|into)\s+(?:your\s+|the\s+|my\s+|our\s+)?(?:(?:project|user|local|global|long-term|longterm|long\s+term|permanent|persistent)\s+)?(?:memory\.md|user\.md|memories|memory(?:\s+bank)?)|(?:please\s+)?update\s+(?:your\s+|the\s+|my\s+|our\s+)?(?:(?:project|user|local|global|long-term|longterm|long\s+term|permanent|persistent)\s+)?(?:memory\.md|memories|memory(?:\s+bank)?)(?:\s+with\s+(?:this|that|it|these|the\s+following))?|(?:(?:this|that|it)\s+(?:(?:should|must|needs?\s+to|has\s+to|can|will)\s+(?:also\s+)?)?(?:go(?:es)?|belongs?)\s+(?:in|into|in\s+to|to)|{WANT_EN}\s+(?:this|that|it)\s+(?:(?:saved|stored|kept|written|added)\s+)?(?:in|into|to))\s+(?:your\s+(?:(?:project|user|long-term|longterm|long\s+term|permanent|persistent)\s+)?(?:memory|memories)(?:\s+bank)?|memory\.md|user\.md))";
/// …and in Chinese: a verb of putting with its particle of place (`SAVE_VERB_ZH` + 到 / 进 / 入,
/// 写入到 / 记进到, 记在; 总结 / 沉淀 / 整理 + 到, "sum up / distil into", as they take the rule
/// files; 存为 / 存成 / 作为, "save as", memory the result), or 更新 / 同步 taking memory as their
/// object, then memory (`MEMORY_ZH`) or the file. The file's name
/// is tried first: the "." of "memory.md" is no full stop ending the ask.
const SAVE_TO_MEMORY_ZH: &str = r"(?:(?:{SAVE_VERB_ZH}|总结|沉淀|整理)(?:一下)?(?:入到|进到|到|道|进|入|为|成)|(?:记录|记|写)在|(?:更新|同步)(?:一下)?(?:到|进)?|作为(?:一条|一个)?)\s*(?:MEMORY\.md|USER\.md|{MEMORY_ZH}(?:\.md)?)\s*(?:里面|里|中)?";

/// The verbs of putting or recording that take memory as their place, in English (save to,
/// write down in, commit to memory) and in Chinese (记到, 存进, 写入, 保存到).
const SAVE_VERB_EN: &str = "save|add|put|store|write|keep|record|log|note|jot|commit";
// 放 (to put) takes memory as its place as 存 does (放到 memory 里, 放进记忆).
const SAVE_VERB_ZH: &str = "记录|记|存|写|加|放|保存|添加";

/// Memory as a place in Chinese, qualified as a noun may be (项目记忆, 你的记忆, 长期 memory, and
/// Claude Code's own names, project / user / local memory), a memory bank (what Cline's users
/// call their memory files), or its file (记忆文件, memory 文件).
const MEMORY_ZH: &str = r"(?:(?:项目|你的|长期|永久|持久)(?:的)?\s*|(?:project|user|local|global)\s+)?(?:记忆|memory)(?:\s*bank)?(?:\s*文件)?";

/// "Write / jot (this) down" and an adjunct of for how long, its group left open for the
/// words that may end it: the ask to keep in the remember family and, alone, its veto.
const WRITE_DOWN_EN: &str = r"(?:(?:write|jot|note)\s+(?:this|that|it)\s+down|(?:write|jot)\s+down)(?:\s+for\s+(?:later|next\s+time|the\s+future|future\s+reference";

/// "Remember" as people type it in haste: a letter dropped (remeber, rember, remembr), doubled
/// (remmeber, rememeber) or two swapped (rememebr).
const REMEMBER_EN: &str = "(?:remember|remeber|rember|remembr|remmeber|rememeber|rememebr)";
/// The project itself, as a noun ("this repo", "our codebase", "the monorepo").
const PROJECT_NOUN_EN: &str = r"(?:repo|repository|project|codebase|monorepo|workspace)";
/// A part of the project or what it runs on ("this service", "this api", "this cluster"): after
/// a rejection, "this" before it states what holds of that part.
const PROJECT_PART_EN: &str =
    r"(?:app|service|package|crate|module|api|library|lib|site|server|cluster|team)";
/// The user's wish with the agent as the doer ("I want you to …", "I'd like you to …", "I need
/// you to …"): a polite imperative, the same ask as the bare verb.
const I_WANT_YOU_TO_EN: &str =
    r"i(?:'d|\s+would)?\s+(?:really\s+)?(?:want|need|like)\s+(?:you|u)\s+to\s+";

/// "Again and again" before a failure of the listener's (老记不住, 总是记不住, 又记不住): a complaint that
/// it keeps happening.
const AGAIN_ZH: &str = "老|总|老是|总是|又|还是";
/// The pause after a leading "no" / "actually": a comma, or a dash where the comma goes
/// ("No — the config lives in …").
const NO_PAUSE_EN: &str = r"(?:,|[—–]|-\s)";
/// A rejection of what the agent did, said in full: "no no", "nope", "nah", "wrong", "not
/// quite", "actually, no", "no, that's wrong" (the "no no, a named thing is so" family's
/// opener, in its trigger, its need and its veto).
const REJECTION_EN: &str = r"(?:no\s*[,.]?\s*){0,2}(?:no|nope|nah|wrong|not\s+quite|actually\s*,?\s*no)(?:\s*[,.]?\s*(?:that's|thats|that\s+is)\s+(?:wrong|not\s+right|incorrect))?";

/// "Make sure / ensure (that) you …", "be sure to …": an emphatic frame over the imperative.
const MAKE_SURE_EN: &str =
    r"(?:(?:make\s+sure|ensure)\s+(?:that\s+)?(?:to|you)\s+|be\s+sure\s+to\s+)";
/// What names a fault or its cause (问题, 原因, 瓶颈, bug …): as a sentence's subject it makes
/// the sentence a diagnosis of the incident at hand.
const FAULT_NOUN_ZH: &str = "问题|原因|根因|毛病|瓶颈|bug|报错|错误|故障";

/// The content of a note that reports the state of the work: something done (the completive
/// 完了 / 好了 / 通了 / 搞定, 写完, 迁完) and, after it, something not yet (还没, 没动, 还差, 还剩) or
/// the next step (明天…, 下次接着, 下一步): where the work stands, not a rule to keep. Read on
/// Simplified text.
const PROGRESS_NOTE_ZH: &str = r"[:：].*?(?:完了|完成了?|好了|通了|搞定了?|[写做迁改弄跑测]完)[^。!！?？]*?(?:还没|没动|还差|还剩|明天|下次|接着|下一步|下一个)";

/// What may open a Chinese imperative: a polite word (请, 麻烦你, "would you"), the agent named
/// as its subject (你), or the benefactive (帮我, 给我: "for me"), as in 你把这个写进 memory; or
/// a request put as a question of ability or permission ([`POLITE_ZH`]: 能不能帮我…). They
/// stack in that order, with the adverb 先 ("first", putting this ask before the work) before
/// the benefactive or alone: 请帮我, 你先帮我, 请你先帮我, 麻烦先帮我, 先记一下 ask what 帮我 or 记一下
/// alone asks (docs/CAPTURE.md, round forty-eight).
const ASK_OPENER_ZH: &str = r"(?:{POLITE_ZH}|(?:(?:请|麻烦)\s*)?(?:你\s*)?(?:先\s*)?(?:帮我|给我|帮忙)|(?:请|麻烦)\s*(?:你\s*)?先?|你\s*先?|先)";

/// A request put as a question of the listener's ability or willingness ("can you …", "could
/// you please …", "would you …"): by convention a polite imperative, not a question about
/// ability (an indirect request; "can you pass the salt?"). Whether it asks or requests is
/// told by the verb after it ([`POLITE_REQUEST`], [`POLITE_REMEMBER`]).
const POLITE_EN: &str = r"(?:{ASK_FRAME_EN}|would\s+(?:you|u))\s+(?:please\s+|pls\s+|kindly\s+)?";
/// The frame of [`POLITE_EN`] that asks for an act ("can you", "could u", "will you"); "would
/// you …?" as often asks the listener's advice ("would you always pick redis here?").
const ASK_FRAME_EN: &str = r"(?:can|could|will)\s+(?:you|u)";
/// The same in Chinese: a modal of ability or permission put as the question (能不能, 可不可以,
/// 能否, 可以…吗, 你能…吗), with or without the benefactive (帮我).
const POLITE_ZH: &str =
    r"(?:你|请问)?\s*(?:能不能|能否|可不可以|可否|可以|能)\s*(?:帮我|帮忙|给我|麻烦你?)?";

/// Compile a pattern template (see the module docs). Patterns are static: a typo is a bug
/// caught by the tests, never an input error.
pub(super) fn re(template: &str) -> Regex {
    // People type "dont", "lets", "were not": an apostrophe may be left out.
    let pattern = template
        .replace("{CHECKPOINT_OTHERWISE_EN}", CHECKPOINT_OTHERWISE_EN)
        .replace("{CHECKPOINT_OTHERWISE_ZH}", CHECKPOINT_OTHERWISE_ZH)
        .replace("{RULE_HEADING_EN}", RULE_HEADING_EN)
        .replace("{PURPOSE_ZH}", PURPOSE_ZH)
        .replace("{DEHUA_ZH}", DEHUA_ZH)
        .replace("{RULES_OF_A_PROGRAM}", RULES_OF_A_PROGRAM)
        .replace("{RULE_FILE_EN}", RULE_FILE_EN)
        .replace("{RULE_FILE_ZH}", RULE_FILE_ZH)
        .replace("{RULE_FILE_PLACE_ZH}", RULE_FILE_PLACE_ZH)
        .replace("{OTHER_RULE_FILES}", OTHER_RULE_FILES)
        .replace("{GROUP_AGREED_EN}", GROUP_AGREED_EN)
        .replace("{WORK_ZH}", WORK_EVENT_ZH)
        .replace("{TOPIC_ZH}", TOPIC_ZH)
        .replace("{STACK_PART_ZH}", STACK_PART_ZH)
        .replace("{EVERY_DO}", EVERY_DO)
        .replace("{ADVERB}", ADVERB)
        .replace("{MEMORY_ASK_ZH}", MEMORY_ASK_ZH)
        .replace("{SAVE_TO_MEMORY_CLOSER}", SAVE_TO_MEMORY_CLOSER)
        .replace("{SAVE_TO_MEMORY_EN}", SAVE_TO_MEMORY_EN)
        .replace("{WANT_EN}", WANT_EN)
        .replace("{SAVE_TO_MEMORY_ZH}", SAVE_TO_MEMORY_ZH)
        .replace("{SAVE_VERB_EN}", SAVE_VERB_EN)
        .replace("{SAVE_VERB_ZH}", SAVE_VERB_ZH)
        .replace("{MEMORY_ZH}", MEMORY_ZH)
        .replace("{FROM_NOW_ON_ZH}", FROM_NOW_ON_ZH)
        .replace("{PROHIBIT_ZH}", PROHIBIT_ZH)
        .replace("{CHANGE_EN}", CHANGE_EN)
        .replace("{LANGUAGE_ZH}", LANGUAGE_ZH)
        .replace("{HOW_TO_EXPLAIN_ZH}", HOW_TO_EXPLAIN_ZH)
        .replace("{USER_BODY}", USER_BODY_PATTERN)
        .replace("{USER_SETUP}", USER_SETUP)
        .replace("{LANGUAGE_EN}", LANGUAGE_EN)
        .replace("{DECIDED_VERB_ZH}", DECIDED_VERB_ZH)
        .replace("{STRESS_EN}", STRESS_EN)
        .replace("{APPROVED_ZH}", APPROVED_ZH)
        .replace("{DECISION_STANDS_ZH}", DECISION_STANDS_ZH)
        .replace("{NOT_A_VALUE_EN}", NOT_A_VALUE_EN)
        .replace("{GRADE_EN}", GRADE_EN)
        .replace("{FAILING_EN}", FAILING_EN)
        .replace("{ERROR_WORD_EN}", ERROR_WORD_EN)
        .replace("{TIMES_TOLD_ZH}", TIMES_TOLD_ZH)
        .replace("{TOLD_ON_A_DAY_ZH}", TOLD_ON_A_DAY_ZH)
        .replace("{APPLY_FIX_EN}", APPLY_FIX_EN)
        .replace("{RATHER_VERB}", RATHER_VERB_EN)
        .replace("{PRACTICE_VERB_EN}", PRACTICE_VERB_EN)
        .replace("{WEEKDAY_EN}", WEEKDAY_EN)
        .replace("{WORK_LOG_EN}", WORK_LOG_EN)
        .replace("{REPLY_INSTRUCTION_ZH}", REPLY_INSTRUCTION_ZH)
        .replace("{PRACTICE_VERB_ING_EN}", PRACTICE_VERB_ING_EN)
        .replace("{ADOPT_VERB_ZH}", ADOPT_VERB_ZH)
        .replace("{NOT_DOING_ZH}", NOT_DOING_ZH)
        .replace("{NOT_BUILDING_ZH}", NOT_BUILDING_ZH)
        .replace("{IS_VERB_EN}", IS_VERB_EN)
        .replace("{OCCASION_EN}", OCCASION_EN)
        .replace("{PROJECT_SCOPE_EN}", PROJECT_SCOPE_EN)
        .replace("{CORRECTING_LEAD_EN}", CORRECTING_LEAD_EN)
        .replace("{I_DONT_WANT_EN}", I_DONT_WANT_EN)
        .replace("{ASK_OPENER_ZH}", ASK_OPENER_ZH)
        .replace("{PROGRESS_NOTE_ZH}", PROGRESS_NOTE_ZH)
        .replace("{PARTICLE_ZH}", &format!("[{CLOSING_PARTICLES_ZH}]"))
        .replace("{PARTICLE_EN}", PARTICLE_EN)
        .replace("{WRITE_DOWN_EN}", WRITE_DOWN_EN)
        .replace("{REMEMBER_EN}", REMEMBER_EN)
        .replace("{RULE_LEAD_EN}", RULE_LEAD_EN)
        .replace("{I_WANT_YOU_TO_EN}", I_WANT_YOU_TO_EN)
        .replace("{POLITE_EN}", POLITE_EN)
        .replace("{ASK_FRAME_EN}", ASK_FRAME_EN)
        .replace("{LASTING_SCOPE_EN}", LASTING_SCOPE_EN)
        .replace("{PROJECT_NOUN_EN}", PROJECT_NOUN_EN)
        .replace("{PROJECT_PART_EN}", PROJECT_PART_EN)
        .replace("{POLITE_ZH}", POLITE_ZH)
        .replace("{MAKE_SURE_EN}", MAKE_SURE_EN)
        .replace("{AGAIN_ZH}", AGAIN_ZH)
        .replace("{REJECTION_EN}", REJECTION_EN)
        .replace("{NO_PAUSE_EN}", NO_PAUSE_EN)
        .replace("{FAULT_NOUN_ZH}", FAULT_NOUN_ZH)
        .replace("{ALWAYS_EN}", ALWAYS_EN)
        .replace("{B}", r"(?-u:\b)")
        .replace('\'', "['’]?");
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
    /// Save the trigger clause alone, without group `t` if the pattern has one.
    Clause,
    /// An ask to put a rule in the agent's rule file: save group `c` (what the rule says) to
    /// the end of the sentence, else group `o` (what to add) or the clause before the ask,
    /// else, when that is only "this", the rest of the sentence or the sentences before it.
    RuleFile,
}

pub(super) struct Family {
    pub name: &'static str,
    /// Keywords, one of which the (ASCII-lowercased) clause must hold.
    keys: &'static [&'static str],
    pub kind: SignalKind,
    pub mode: Mode,
    /// Matched against one masked clause.
    pub re: Pattern,
    /// The family does not fire in a clause matching one of these.
    pub veto: Vec<Pattern>,
    /// The family fires only in a sentence matching this.
    pub need: Option<Pattern>,
    /// The saved text must match this.
    pub follow: Option<Pattern>,
    /// The family does not fire in a sentence matching one of these (from the clause on).
    pub veto_rest: Vec<Pattern>,
    /// The family does not fire in a sentence matching one of these (the whole sentence).
    pub veto_sentence: Vec<Pattern>,
    /// The sentence must open with an imperative verb ("run the linter, always").
    pub imperative: bool,
    /// The trigger is only a frequency adverb (always, never, 永远…), 统一 or "leave X alone",
    /// with nothing that addresses memory or a time beyond the task: inside a long brief it is likely part of
    /// the task's spec, so the agent is asked instead (see [`BRIEF_MIN_CHARS`]).
    pub bare: bool,
    /// The family is about the user themself (their name, their background): what it saves
    /// goes to USER.md whatever words it holds.
    pub user: bool,
    /// The family's own words address the agent's memory or its rules ("save this to memory",
    /// "make this a rule", 记到记忆里, 加一条规则), as an ask to a rule file does: when what it
    /// saves does not stand alone, a candidate is counted with the user's sentence beside the
    /// ask to the agent (DESIGN §2, "What decides a direct write").
    pub names_memory: bool,
    /// Words one of which `need` cannot match without, looked for in the (ASCII-lowercased)
    /// sentence before any pattern is compiled: a family whose clause keywords are common
    /// words (请, 说, "use") would otherwise compile its patterns on most prompts.
    pub need_keys: &'static [&'static str],
    /// A norm said without a trigger word ("all dates should be stored in UTC"): it fires only
    /// in a prompt shorter than a brief and holding no list, where it is what the user tells
    /// the agent rather than the spec of the work.
    pub standalone: bool,
    /// Keeps its whole sentence without the trigger, wherever the trigger stands: what it
    /// points at may come before it or after it ("NATS user seed, stash it so the tests can
    /// auth: …").
    pub whole_sentence: bool,
    /// Its sentence holds a credential: nothing is saved unless redaction found and removed it.
    pub holds_secret: bool,
    /// Said after a sentence of orders in the same prompt, it bounds those orders ("Fix the
    /// login bug. Leave the tests alone."): the task's constraint, not a decision.
    pub bounds_orders: bool,
    /// Its trigger and one word closing a later clause are elliptic ("we use pnpm in this repo,
    /// never npm"): the word borrows the subject and verb of the clause before, so the whole
    /// sentence is kept, unless that clause describes a habit ([`HABIT_OF_A_SUBJECT`]).
    pub elliptic: bool,
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
        veto: Vec::new(),
        need: None,
        follow: None,
        veto_rest: Vec::new(),
        veto_sentence: Vec::new(),
        imperative: false,
        bare: false,
        user: false,
        names_memory: false,
        need_keys: &[],
        standalone: false,
        whole_sentence: false,
        holds_secret: false,
        bounds_orders: false,
        elliptic: false,
    }
}

impl Family {
    fn veto(mut self, pattern: &'static str) -> Self {
        self.veto.push(Pattern::new(pattern));
        self
    }
    fn need(mut self, pattern: &'static str) -> Self {
        self.need = Some(Pattern::new(pattern));
        self
    }
    /// `need`, with the words one of which it cannot match without (see `need_keys`).
    fn need_gated(mut self, keys: &'static [&'static str], pattern: &'static str) -> Self {
        self.need = Some(Pattern::new(pattern));
        self.need_keys = keys;
        self
    }
    fn follow(mut self, pattern: &'static str) -> Self {
        self.follow = Some(Pattern::new(pattern));
        self
    }
    fn veto_rest(mut self, pattern: &'static str) -> Self {
        self.veto_rest.push(Pattern::new(pattern));
        self
    }
    fn veto_sentence(mut self, pattern: &'static str) -> Self {
        self.veto_sentence.push(Pattern::new(pattern));
        self
    }
    fn imperative(mut self) -> Self {
        self.imperative = true;
        self
    }
    fn bare(mut self) -> Self {
        self.bare = true;
        self
    }
    fn user(mut self) -> Self {
        self.user = true;
        self
    }
    fn standalone(mut self) -> Self {
        self.standalone = true;
        self
    }
    fn whole_sentence(mut self) -> Self {
        self.whole_sentence = true;
        self
    }
    fn holds_secret(mut self) -> Self {
        self.holds_secret = true;
        self
    }
    fn bounds_orders(mut self) -> Self {
        self.bounds_orders = true;
        self
    }
    fn elliptic(mut self) -> Self {
        self.elliptic = true;
        self
    }
    fn names_memory(mut self) -> Self {
        self.names_memory = true;
        self
    }

    /// Whether the family can match a clause, judged from its ASCII-lowercased text and the
    /// byte pairs in it: a pattern is compiled only for prompts that hold one of its keywords.
    pub fn may_match(&self, lower: &str, pairs: &Pairs) -> bool {
        self.keys
            .iter()
            .any(|k| pairs.may_hold(k) && lower.contains(k))
    }

    /// False only when the sentence (ASCII-lowercased) cannot satisfy `need`.
    pub fn may_need(&self, sentence_lower: &str) -> bool {
        self.need_keys.is_empty() || self.need_keys.iter().any(|k| sentence_lower.contains(k))
    }
}

/// The byte pairs a text holds. A keyword whose first or last two bytes are not among them
/// is not in the text, which spares most of the `contains` calls of the families' keywords
/// (tried on every clause of every prompt, they were a sixth of a prompt hook's own work).
pub(super) struct Pairs([u64; 1024]);

impl Pairs {
    pub fn of(text: &str) -> Self {
        let mut bits = [0u64; 1024];
        for w in text.as_bytes().windows(2) {
            let i = usize::from(w[0]) << 8 | usize::from(w[1]);
            bits[i >> 6] |= 1 << (i & 63);
        }
        Pairs(bits)
    }

    fn has(&self, a: u8, b: u8) -> bool {
        let i = usize::from(a) << 8 | usize::from(b);
        self.0[i >> 6] & (1 << (i & 63)) != 0
    }

    /// False only when `key` cannot be in the text.
    pub fn may_hold(&self, key: &str) -> bool {
        match key.as_bytes() {
            [a, b, .., y, z] => self.has(*a, *b) && self.has(*y, *z),
            [a, b] => self.has(*a, *b),
            _ => true,
        }
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
    pub(super) const fn new(keys: &'static [&'static str], template: &'static str) -> Self {
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

/// The sentence-final particles that give an ask its tone (吧 呗 啊 呀 哈 嘛), not its content:
/// `{PARTICLE_ZH}` in a pattern, and what [`super::text::tidy`] drops from a saved text's end.
pub(super) const CLOSING_PARTICLES_ZH: &str = "吧呗啊呀哈嘛";

/// A language the user may ask to be answered in, as English names it.
const LANGUAGE_EN: &str = "english|chinese|mandarin|french|german|spanish|japanese|korean|russian|portuguese|italian|dutch|polish|turkish|arabic|hindi|vietnamese";

/// What a decision (决定 / 确定 / 确认) settles on, as the verb after it: a tool (用, 采用, 走), a
/// manner (按), a replacement (换成, 迁到) or who does it (由). See the "zh adopt" family.
const DECIDED_VERB_ZH: &str =
    "采用|选用|改用|用|使用|选|上|走|维持|保持|保留|按|换成|换为|换|迁到|迁移到|由";

/// A frequency adverb that closes an imperative and makes it standing ("…, always", "…,
/// every single time", "…, no exceptions"); `segment::is_stress` knows the same words said as
/// a sentence of their own.
const STRESS_EN: &str = r"{ALWAYS_EN}|every\s+single\s+time|every\s+time|each\s+time|no\s+exceptions?|without\s+exception";

/// Who must approve a pick having approved it (同意, 批, 签字, 过评审…): see "zh decided (…定了)".
const APPROVED_ZH: &str = "评审|审批|批|签字|签了字|同意|确认|认可|点头";
/// A day named as when a thing was told, before this conversation as 昨天 is: a weekday (周一,
/// 星期三, 礼拜五), the work's first day (第一天, 头一天) or a few days back (前几天): see "zh missed
/// save (说过…你又…)".
const TOLD_ON_A_DAY_ZH: &str =
    r"(?:上)?(?:周|星期|礼拜)[一二三四五六日天]|第一天|头一天|前几天|前两天";
/// How many times a thing was told (多少次, 好几遍, 无数次): see "zh missed save (说过…你又…)".
const TIMES_TOLD_ZH: &str = r"(?:不下|至少|起码)?(?:多少|好几|很多|好多|无数|几|n|\d+|[一二两三四五六七八九十]+)[十百千万]*\s*[次遍回]";
/// The ask to apply a correction just given ("…, fix the Appfile", "— update the compose file").
const APPLY_FIX_EN: &str = r"(?:fix|update|change|correct|rename|edit|set|bump|switch)\s";
/// Verbs of a team's practice (use, ship, support, deploy…): what "we no longer …" gives up.
/// A verb of perceiving or receiving (see, get) reports a symptom instead.
/// A person as what is not needed (暂时不需要你动手, 先不需要我确认), or the agent as who does
/// not need to (你暂时不需要管这个): it holds back a step of the task at hand, not a thing of
/// the project.
const NEEDED_PERSON_ZH: &str = r"需要\s*(?:你|您|我|他|她|他们|咱们|我们)|(?:你|您)\s*(?:先|就|也|都|现在)?\s*(?:暂时|暂且|暂|目前|先)?\s*不需要";

/// The bare verbs "would rather (not)" chooses with: using, keeping, depending, bringing a
/// thing in, and the verbs of a practice ("en preference (I'd rather)").
const RATHER_VERB_EN: &str = r"use|used|have|write|wrote|keep|kept|see|get|read|work\s+with|depend|rely|run|ran|do|did|put|go|went|set|stick|stuck|stay|stayed|avoid|avoided|add|pull\s+in|bring\s+in|introduce|mix|{PRACTICE_VERB_EN}";

const PRACTICE_VERB_EN: &str = "use|ship|support|build|run|deploy|publish|target|maintain|generate|include|allow|write|host|install|store|vendor|commit|do";
/// The same verbs as gerunds, after "stopped".
const PRACTICE_VERB_ING_EN: &str = "using|shipping|supporting|building|running|deploying|publishing|targeting|maintaining|generating|including|allowing|writing|hosting|installing|storing|vendoring|committing|doing";
/// Where a thing said was said to people, not to the agent: a meeting or a channel ("i told
/// you monday in standup", "i said that on slack").
const SAID_TO_PEOPLE_EN: &str = r"{B}(?:in|at|on|during)\s+(?:the\s+|our\s+|a\s+)?(?:standup|stand-up|meeting|call|retro|review|demo|channel|slack|email|thread|pr|issue|ticket)s?(?:{B}|$)";
/// The days of the week, as said after "on" or alone ("i told you monday").
const WEEKDAY_EN: &str = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
/// The user's work log or notes, where a checkpoint goes ("the log", "my notes", "the
/// worklog", "the progress log").
const WORK_LOG_EN: &str =
    r"(?:(?:work|progress|dev|daily)\s+)?(?:log|notes|journal|worklog|devlog)";
/// The state of the work said without "checkpoint" or "progress", as the object of a verb of
/// recording (docs/CAPTURE.md, round forty-nine): the current state or status noted ("record
/// the current state", "make a note of our progress"); a handoff note, which is the state
/// left for whoever picks the work up next, oneself tomorrow included ("write a handoff note
/// for tomorrow"); and the session summarised and then kept ("summarize what we did today and
/// save it", "save a summary of this session to memory"). What makes each a checkpoint is
/// the object, the work's own state: a summary of an article, the state of a component or a
/// handoff doc for a new hire about a system is the task's material, and the forms end at
/// the object or at a place of notes, so "save the current state to localStorage" is code.
const CHECKPOINT_OTHERWISE_EN: &str = r"(?:please\s+|let's\s+|{POLITE_EN})?(?:(?:make|take)\s+a\s+(?:quick\s+)?note\s+of\s+(?:our|the|my|today's)\s+(?:current\s+)?(?:progress|status|state)(?:\s+so\s+far)?\s*(?:[.!]*$|[:：])|(?:record|log|capture|note|(?:write|jot|note)\s+down)\s+(?:the\s+|our\s+|my\s+)?current\s+(?:state|status)(?:\s+of\s+(?:the\s+)?(?:work|project|things|session|task))?\s*(?:[.!]*$|[:：])|(?:save|dump|put|write|record|log)\s+(?:the\s+|our\s+|my\s+)?current\s+(?:state|status)(?:\s+of\s+(?:the\s+)?(?:work|project|things|session|task))?\s+(?:in|into|to)\s+(?:the\s+|my\s+|our\s+)?(?:{WORK_LOG_EN}|memory)\s*[.!]*$|(?:write|leave|make|prepare|create|draft|put\s+together)\s+(?:me\s+)?(?:a|an|the)\s+(?:quick\s+|short\s+|brief\s+)?(?:handoff|hand-off|handover|hand-over)(?:\s+(?:note|notes|doc|document|summary))?(?:\s+for\s+(?:tomorrow|the\s+next\s+session|next\s+time|later|monday|the\s+morning|myself|future\s+me))?\s*(?:[.!]*$|[:：])|summari[sz]e\s+(?:what\s+we(?:'ve|\s+have)?\s+(?:did|done|covered)(?:\s+(?:today|so\s+far|this\s+session))?|(?:today's|this\s+session's|our)\s+(?:work|progress|session)|(?:this|the)\s+session|today|our\s+progress(?:\s+so\s+far)?)\s*(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?(?:save|log|store|record|keep|put|write)(?:\s+(?:it|that|this))?(?:\s+(?:down|away))?(?:\s+(?:to|in|into)\s+(?:the\s+|my\s+|our\s+)?(?:{WORK_LOG_EN}|memory))?\s*[.!]*$|(?:save|write|record|log|put|store|keep)\s+a\s+(?:short\s+|quick\s+|brief\s+)?summary\s+of\s+(?:this|the|today's|our)\s+(?:session|work|progress|day)\s+(?:to|in|into)\s+(?:the\s+|my\s+|our\s+)?(?:{WORK_LOG_EN}|memory)\s*[.!]*$)";
/// The same in Chinese: the session's or the day's work summarised and kept (把今天的工作总结
/// 一下记下来, 做个阶段性总结并保存, 总结一下今天的进展并存到日志里; what we did today is the
/// day's work: 总结一下今天做了什么，存起来), the day's work log written
/// (写一下工作日志), what is left of the work noted (把没做完的记一下: the work's state by what it
/// lacks), the progress put in memory or the notes (把进度写到 memory 里: a note of where the
/// work stands, never a rule), or 存档 ("save the game") said alone. A summary of other
/// material (总结一下这篇文章) or a log of a program (日志模块) is the task's. A handoff document
/// (写个交接文档) is a document's text ([`REPORTED`]), not a note of the session.
const CHECKPOINT_OTHERWISE_ZH: &str = r"(?:{ASK_OPENER_ZH}?\s*(?:把\s*)?(?:今天|这次|本次|刚才|目前为止|到目前为止|这一?阶段|这个阶段)的?\s*(?:工作|进展|进度|会话|对话|讨论)?的?(?:内容)?\s*(?:做个|做一下|做一个)?\s*(?:阶段性)?总结(?:一下)?\s*[,，]?\s*(?:并|然后|再)?\s*(?:保存|记下来|记录下来|存起来|存下来|记一下|存一下|存档|(?:存|记|写|保存)(?:到|进|在)\s*(?:日志|日记|笔记|记忆|memory|log|notes?)(?:里|中)?)|{ASK_OPENER_ZH}?\s*做(?:个|一个|一下)?\s*(?:阶段性)?总结\s*[,，]?\s*(?:并|然后|再)\s*(?:保存|记下来|记录下来|存起来|存档)|{ASK_OPENER_ZH}?\s*总结(?:一下)?\s*(?:今天|这次|本次|目前|刚才)的?\s*(?:工作|进展|进度|讨论|会话|(?:我们|咱们)?(?:做了|干了)(?:什么|啥|哪些)|(?:我们|咱们)?(?:做|干)的事情?)\s*[,，]?\s*(?:并|然后|再)?\s*(?:保存|记下来|存起来|(?:存|记|写|保存)(?:到|进|在)\s*(?:日志|日记|笔记|记忆|memory|log|notes?)(?:里|中)?)|{ASK_OPENER_ZH}?\s*(?:写|记|更新)(?:一下|一篇|个|一个|下)?\s*(?:今天的?)?(?:工作日志|工作记录|开发日志)\s*(?:$|[,，。!！])|{ASK_OPENER_ZH}?\s*把\s*(?:没做完|还没做|没完成|剩下|待办)的?(?:事|事情|工作|内容|任务|部分)?\s*(?:记|记录|写|存)(?:一下|下来|下|好)\s*(?:$|[:：,，。])|{ASK_OPENER_ZH}?\s*把\s*(?:当前|目前|现在|今天|我们|咱们)?的?\s*(?:进度|进展)\s*(?:写|记|存|保存|记录|更新|同步)(?:到|进|在)\s*(?:{MEMORY_ZH}|日志|日记|笔记|log|notes?)(?:里|中)?|存档\s*[。!！.]*$)";
/// A cause given (是因为, 是由于: "it is because"): what follows explains, it puts nothing right.
const CAUSE_ZH: &str = "是因为|是由于";
/// The instruction under a reply frame (回答我的时候直接…, …别…, …少用…): "少 / 多" only with
/// a verb or a measure after them (少了 reports a thing missing).
const REPLY_INSTRUCTION_ZH: &str =
    "直接|先|别|不要|不用|不必|只|一律|统一|尽量|(?:少|多)(?:用|写|说|给|讲|举|加|解释|点|些|一点)";
/// What "not" denies when it denies no value ("…, not sure", "…, not working", "…, not a big
/// deal", "…, not something we've agreed on"): a state, a hedge or a pronoun (an indefinite one too), so the clause before it was put right by nothing. Both
/// corrections that name the wrong value after "not" ("it's X, not Y", "we use X, not Y") veto it.
const NOT_A_VALUE_EN: &str = r"sure|yet|working|done|ready|right|correct|wrong|it|that|this|what|something|anything|everything|someone|anyone|everyone|so|too|very|really|only|just|fast|defined|found|allowed|supported|installed|available|set|valid|a\s+(?:problem|big\s+deal|bug)";
/// Words of an error message: a line that holds one reports a failure, not a value put right.
const ERROR_WORD_EN: &str = "error|exception|failed|uncaught";
/// "This decision doesn't change" (这个决定不改 / 不变 / 不会变): said of the choice before it, it
/// closes that choice as 定了不改了 does, whether it ends the sentence or stands as its trigger.
const DECISION_STANDS_ZH: &str =
    r"(?:这个|这)\s*决定\s*(?:不改|不变|不会改|不会变|不再改|不再变)了?";

/// The zh not-doing family's verbs: of doing or adopting at all (不做, 不上), which any scope
/// word may precede, and of building a part (不支持, 不迁移), which need one (先不支持).
const NOT_DOING_ZH: &str = "不做|不上|不搞|不引入|不考虑";
const NOT_BUILDING_ZH: &str = "不支持|不接入|不开发|不实现|不加|不拆|不迁移|不升级|不换";

/// 上 inside a word (上线 go live, 上架, 上传, 上班) is no "adopt" (不上 k8s): 先不上线 is not
/// yet, not never.
const UP_IN_A_WORD_ZH: &str = "不上(?:线|架|传|班|课|网|市|映|岗)";

/// A verb of adopting a thing, negated with 不 and closed with 了 as "no longer going to" (不迁
/// Spark 了): see "zh keep as is".
const ADOPT_VERB_ZH: &str = "上|用|引入|迁|迁移|换|升级|接入|加";

/// After a decision's heading ("final call on X:", "decision on caching:"), words that there is
/// no outcome yet: pending, TBD, up to you, still open, a deferral ("let me think about it",
/// "we'll decide later").
const NO_OUTCOME_YET: &str = r"^[^:：]*[:：]\s*(?:yours|mine|up\s+to|pending|open|still|not\s+(?:decided|yet|sure|made)|unclear|tbd|tba|undecided|unknown|none\s+yet|nothing\s+yet|later|to\s+be\s+(?:decided|determined|discussed)|(?:let\s+me|let's|let\s+us|i'll|i\s+will|i\s+need\s+to|we\s+need\s+to|we'll)\s+(?:think|sleep\s+on|get\s+back|decide))(?:{B}|$)";

/// The occasion a decision came out of, before it: "after the spike, …", "after all that
/// benchmarking …", "after the call with finance …". It says when the pick was made, not what
/// it is, and is read past by the families of deciding ("after the spike the decision is X").
const OCCASION_EN: &str =
    r"(?:after\s+(?:all\s+)?(?:that|this|the\s+[a-z]+)(?:\s+[a-z-]+){0,4}?\s*,?\s+)?";

/// The verb of a "no, X is Y" correction: what a thing is, where it lives, listens or starts,
/// what it talks to, uses, returns or expects.
const IS_VERB_EN: &str = r"is|are|lives?|goes|runs?\s+on|uses?|returns?|expects?|takes?|stores?|points?\s+to|belongs?\s+(?:in|to)|listens?\s+on|starts?\s+at|talks?\s+to|should\s+be|must\s+be";

/// The user's own machine, said of themself: 我用的是 Windows, 我的电脑是 Mac, "I'm on
/// Windows + WSL2", "I use Linux", "my laptop is a Mac"; where they work (我在 Windows 的
/// Surface 上开发: 在 … 上 + a verb of working) and the chip before the machine ("im on an M2
/// mac").
/// Close possession may drop its 的 (我电脑是 M1 Mac, 我这台是 Windows), and the shell one
/// works in is part of the machine ("I'm on fish", "im using zsh").
const USER_SETUP: &str = r"我(?:用的是|用的|在用|这边是|这边用的是|的?(?:电脑|系统|环境|机器|笔记本|这台)(?:是|用的是))\s*(?:windows|win\d*|wsl2?|mac|macos|macbook|linux|ubuntu|arch|debian|fedora|m[1-4])|我(?:平时|一般|现在|主要)?在\s*(?:windows|win\d*|wsl2?|mac|macos|macbook|linux|ubuntu|arch|debian|fedora|m[1-4])[^,，。；;]{0,24}?上?\s*(?:开发|写代码|工作|干活)|{B}(?:i'm|im|i\s+am)\s+(?:on|using|running)\s+(?:a\s+|an\s+)?(?:m[1-4]\s+)?(?:windows|win\d+|wsl2?|mac|macos|macbook|linux|ubuntu|arch|debian|fedora|chromebook|fish|zsh|nushell|powershell|pwsh)|{B}i\s+(?:use|run)\s+(?:windows|wsl2?|macos|linux|ubuntu|arch)(?:{B}|$)|{B}my\s+(?:machine|laptop|os|box|computer)\s+is\s+(?:a\s+)?(?:windows|mac|macbook|linux)";

/// How to explain, after "when you explain" (解释的时候…): more or less of something (多说两
/// 句, 少用术语), in more detail or more simply, drawn (画个图), with a comparison (用 / 拿 X
/// 类比, 举例子), or not some way (别太快, 不要用缩写).
const HOW_TO_EXPLAIN_ZH: &str = r"(?:多|少|说细|说得细|细|详细|简单|通俗|慢|画|用|拿|举|别|不要)";

/// A language the user may ask to be answered in, as Chinese names it; 繁体 / 简体 are the
/// two scripts of Chinese.
const LANGUAGE_ZH: &str =
    r"中文|英文|英语|汉语|简体中文|繁体中文|繁體中文|繁体|繁體|简体|日语|日文|韩语";

/// The adverbs of future time that open a lasting Chinese imperative (以后…, 从今往后…): the zh
/// from now on family's trigger, and what may open the zh remember family's (以后记住).
pub(super) const FROM_NOW_ON_ZH: &str =
    "以后|今后|往后|从今以后|从今往后|从现在开始|从现在起|从此以后|从此";

/// The regulatory prohibitives that open a standing Chinese prohibition: the spoken 不许 (and
/// its full form 不允许) / 不准 / 禁止, and the written register's 严禁 / 不得 / 切勿 / 切忌 (the
/// normative words of standards and rule books). Each is also a key of the family that opens
/// with them (`prohibitives_are_keys` checks it).
const PROHIBIT_ZH: &str = "不允许|不许|不准|禁止|严禁|不得|切勿|切忌";

/// An English verb of change in the perfect or passive, or bare ("changed", "was updated", "got
/// renamed", "has been moved"): what the content gate reads as a report of a change
/// (`gate::CHANGE_WITHOUT_OUTCOME`).
const CHANGE_EN: &str = r"(?:(?:has|have|had|was|were|got)\s+(?:been\s+)?)?(?:changed|updated|modified|renamed|moved|reworked|refactored|broken)";

/// An ask to keep something in mind, in Chinese, its object (a pointer) first or none: 记住,
/// 这条记一下, 把这个记下来吧; the pointer may name its kind, as a Chinese demonstrative phrase
/// takes a noun after the classifier (这个规则, 这条约定); 的是 may head what to keep (要记住的是：…);
/// a polite opener may come first (请, 麻烦你: "would you"); a modal may stand between the
/// pointer and the verb, as before
/// the verb alone (这个要记住, 这点一定得记牢); 点 closing the verb is 一点 clipped (记着点, "keep it
/// in mind a bit"), as in 快点 / 慢点. 切记 / 谨记 ("be sure to remember") and 备忘 ("make a
/// memo of") are the same ask (还有一点要记住：… points at what follows, as 这点 does at what
/// came before), and so is 记录一下 ("record it") closing its clause (记录一下请求
/// 耗时 is a program's logging). At a clause's start it is the zh remember family's trigger; at the
/// end of a saved text, after another trigger ("以后日志都用 JSON，这条记一下"), it is left over.
const MEMORY_ASK_ZH: &str = r"(?:{ASK_OPENER_ZH}|一定要|你要|要)?(?:把?(?:这条|这个|这点|这些|这一条|这一点|上面这条|以上|(?:还有|另外)?一(?:点|条)|另一(?:点|条))(?:规则|规矩|约定|偏好|习惯|要求|原则|决定|信息)?(?:也|都)?\s*(?:请|你|帮我|给我|你给我)?\s*(?:一定要|一定得|务必要|需要|必须|要|得|一直|永远|务必)?\s*)?(?:记住|记好|记牢|牢记|切记|谨记|记下来|记下|记一下|记录一下(?:\s*[,，:：]|\s*$)|记着|备忘一下|备忘)(?:的是)?(?:(?:这个|这点|这条|这一点|这一条)(?:{PARTICLE_ZH}|了)*(?:\s*[,，:：;；.。!！]|\s*$)|一点|一下|点(?:\s*[,，:：;；.。!！]|\s*$))?(?:{PARTICLE_ZH}|了|吗)*";

/// The user restating their own ask in this exchange ("不对不对，我说的是 `user_id` 不是
/// `uid`", 我要的是按周聚合, "i meant the other spec, checkout.spec.ts not cart.spec.ts"):
/// "what I said / wanted / meant is X" clarifies what this task asked for, so the X-not-Y
/// after it corrects the agent's reading of the request, not a lasting fact. Not 我的意思是,
/// "what I mean is", which may state the intent behind the work (its own family). Not "I said last
/// week …" (a missed save: the user told it before) nor "as I said, …" (a restated rule).
pub(super) static RESTATES_ASK: Gated = Gated::new(
    &[
        "我说的是",
        "我要的是",
        "我指的是",
        "我问的是",
        "meant",
        "asked for",
    ],
    r"我(?:刚才|刚刚)?(?:说|要|指|问)的是|{B}i\s+(?:just\s+)?meant{B}|{B}what\s+i\s+(?:meant|asked\s+for|wanted)\s+(?:is|was){B}",
);

/// A clause after a rule that goes on with the work at hand: "then" / 然后 and a step whose
/// object is the thing in view or the user ("…, then fix it", "…, then write up what you
/// find", …，然后给我一个修复方案). A rule's own steps name what they act on ("…, then run the
/// e2e suite"); a pronoun or "me" ties the step to this task. The rule ends before it.
pub(super) static NEXT_STEP_OF_TASK: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:and\s+)?then\s+(?:[a-z]+\s+){0,2}?(?:it|this|that|them|these|those|me|what\s+you\s+(?:find|found|see|get|got))(?:{B}|$)|^(?:然后|接着|再)\s*(?:(?:把|将)(?:它|它们|这个|这些|这里)|给我|发我|发给我|告诉我|跟我说|让我|帮我)",
    )
});

/// A clause opening on a connective of sequence ("then …", "and now …", 然后…, 接着…): after a
/// trigger whose object is only a pointer ("keep this in mind, then carry on", 记住这个，然后继续),
/// the thing meant is earlier in the conversation, and this clause is the next step of the task,
/// not what the pointer points at (`text::end_before_next_step`). The word must end there: a
/// dotted or hyphenated name that opens with it (Next.js, now-playing) is a thing, not a step.
pub(super) static SEQUENCE_NEXT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:and\s+)?(?:then|after\s+that|afterwards|next|now)(?:[^A-Za-z0-9_.-]|[.-](?:[^A-Za-z0-9_]|$)|$)|^(?:然后|接着|之后|随后|再|现在|接下来)",
    )
});

/// What may open a standing rule said without a trigger word: a hedge of generality ("in
/// general", "as a rule"), politeness, and a modal addressing the agent ("you should", "you
/// need to") or "remember to", none of which makes it less of a rule.
/// A wish addressed to the agent ("I'd rather you", "I'd prefer that you", "I'd like you to") is the
/// polite frame of the same imperative, as [`POLITE_EN`] is of a question.
const RULE_LEAD_EN: &str = r"(?:(?:in\s+general|generally|as\s+a\s+(?:general\s+)?rule)\s*,?\s*)?(?:please\s+)?(?:(?:you|we)\s+(?:should|need\s+to|must|have\s+to)\s+|remember\s+to\s+|{I_WANT_YOU_TO_EN}|i(?:'d|\s+would)\s+(?:really\s+)?(?:rather|prefer)\s+(?:that\s+)?(?:you|u)\s+)?(?:please\s+)?(?:{ALWAYS_EN}\s+)?";

/// "Always" as people type it in haste: the final s dropped (alway), the l doubled (allways),
/// two letters swapped (alwyas, alwasy, awlays). Each is a slip no English word shares.
const ALWAYS_EN: &str = r"(?:always|alwyas|alwasy|awlays|allways|alway)";

/// The spellings of [`ALWAYS_EN`] as a family's keys, each after `$lead` ("" or "we "), then
/// the family's other keys: the one list of them (a test holds it equal to the pattern's).
macro_rules! always_keys {
    ($lead:literal; $($more:literal),* $(,)?) => {
        &[
            concat!($lead, "always"),
            concat!($lead, "alway"),
            concat!($lead, "alwyas"),
            concat!($lead, "alwasy"),
            concat!($lead, "awlays"),
            concat!($lead, "allways"),
            $($more),*
        ]
    };
}

/// A trailing adverbial that makes a rule lasting: the whole project ("for everything in this
/// repo", "across the codebase"), all of a kind ("in all our services", "for every new
/// module"), or every place and time ("everywhere", "going forward").
const LASTING_SCOPE_EN: &str = r"(?:for\s+everything(?:\s+in\s+(?:this|the|our)\s+{PROJECT_NOUN_EN})?|everywhere|from\s+now\s+on|going\s+forward|(?:across|throughout|in|for)\s+(?:(?:the|this|our)\s+(?:whole\s+|entire\s+)?(?:{PROJECT_NOUN_EN}|code\s+base)|all\s+(?:of\s+)?(?:our\s+|the\s+)?(?:new\s+)?[a-z]+(?:\s+[a-z]+)?|every\s+(?:new\s+)?[a-z]+|any\s+new\s+[a-z]+))";

/// A time of now or a piece of the task at hand ("for now", "yet", "this file", "for this
/// feature", "in the new parser"): after a ban of the standalone families, it makes the ban
/// the task's.
const TASK_PIECE_EN: &str = r"{B}(?:now|today|tonight|yet|anymore|for\s+now|this\s+time|here|(?:this|that)\s+(?:file|function|pr|change|commit|branch|test|feature|task|ticket|issue|module|component|page|script|endpoint|class|method|loop|story|bug|fix|refactor|migration|release|sprint|run|one)|(?:the|this|that)\s+new)(?:{B}|$)";

/// A fronted adverbial of the project's scope, optional: "for this repo", "in our codebase",
/// "across the monorepo", with or without its comma.
const PROJECT_SCOPE_EN: &str = r"(?:(?:for|in|across|throughout)\s+(?:this|our|the)\s+(?:{PROJECT_NOUN_EN}|code\s+base)\s*,?\s+)?";

/// What a correction must assert to be worth a candidate ("不对,我自己来" asserts nothing): a
/// verb of being, of place or of relation (owns, holds, reads from, listens on, talks to), a
/// restriction (只有卖出收, 仅限内网: "only" says how things are, as 是 does), the
/// latter in the third person only, since their bare forms are imperatives ("as I said, keep
/// going" asks for the next step).
const CORRECTION_CONTENT: &str = r"是|应该|要|用|走|叫|在|放|改成|换成|不是|只(?:有|能|在|会|收)|仅(?:有|在|限)|\d|=|{B}(?:is|are|was|were|use|uses|should|not|instead|lives?|goes|means|needs?|it's|they're|we're|on|in|supports?|has|have|does|doesn't|don't|can|can't|must|runs?|works?|returns?|takes?|belongs?|handles?|points?|calls?|expects?|requires?|owns|holds|contains|stores|keeps|sits|comes|reads|writes|listens|starts|talks|depends)(?-u:\b)|{B}we\s+(?:always\s+|only\s+|usually\s+|never\s+|all\s+)?(?:deploy|merge|squash|rebase|ship|release|host|pin|tag|publish|vendor|version|branch|build|test)(?-u:\b)";

/// A correction that asserts nothing lasting: "不是，我是说…" / "错了，我说的是…" restates the ask,
/// and a right side that only points at something on the screen (是另一个, 是第二个按钮, 是上一个)
/// corrects a pick in this exchange, not a fact.
const ZH_CORRECTION_POINTS_ONLY: &str = r"^(?:不是|不对|错了)\s*[,，]\s*(?:我是说|我问|我想问|我的意思|我说的)|^(?:不是[^,，。]{0,20}|不对|错了)\s*[,，]\s*(?:是|应该是|而是)?\s*(?:另一个|另外一个|另外那个|那个|这个|上一个|下一个|前一个|后一个|最后一个|第\s*[一二三四五六七八九十\d]+\s*[个种条项行步列张页])[^,，。]{0,8}[。.!！]?\s*$";

/// Objects that make "I like …" an approval of the agent's work, not a standing taste.
const LIKE_VETO: &str = r"(?:like|love)\s+(?-i:[A-Z][A-Za-z0-9]*(?:\s+[A-Z][A-Za-z0-9]*){0,3})\s*[.!]*$|(?:prefer|like|love|favou?r|enjoy|hate|dislike|stand|of)\s+(?:it(?:\s*$|\s*[,.!]|\s+(?:a\s+lot|so|very|more|better|too|but|and|though))|this|that|these|those|your|yours|how|what|where|the\s+(?:idea|way\s+you|approach|first|second|third|last|other|new|old|option|version|plan|one|solution|suggestion|proposal|change|changes|fix|result|output|design))(?:{B}|$)|like\s+to\s+(?:know|ask|see|understand|check|hear)|prefer\s+(?:not\s+to|to\s+not)\s+(?:answer|say|comment|discuss|talk)";

/// A clause that only grades the attempt ("it's close", "you're getting closer", "that's a lot
/// better now"): an adjective of judgement, nothing named, so nothing that holds once the
/// attempt is done. A correction needs a value, and this is none.
const GRADE_EN: &str = r"(?:it's|its|it\s+is|that's|thats|that\s+is|this\s+is|you're|youre|you\s+are|we're)\s+(?:(?:very|so|really|pretty|quite|much|way|a\s+lot|a\s+bit|getting|almost|nearly|still)\s+)*(?:close|closer|there|fine|ok|okay|good|better|worse|bad|off|nice|great|weird|ugly|on\s+the\s+right\s+track)(?:\s+(?:now|though|enough|already|tho))?\s*[.!]*$";

/// "Always use the fixture here, the test is failing": a rule for "here" in the sentence that
/// reports a failure going on now ("is failing", "keeps crashing", "is broken") may be the fix
/// for that failure, or a lasting rule of the place: the agent, who sees which, is asked
/// rather than the line written. A failure given as the reason of a rule ("…, it fails
/// otherwise", "CI breaks without it") is in the simple present and stays a rule; so does
/// "here" as the project itself without a failure ("always use pnpm here").
pub(super) static FIX_HERE: Gated = Gated::new(
    &["here"],
    r"{B}here(?:\s*[,.!;:—–-]|\s+(?:pls|please|plz|too|as\s+well|instead|for\s+now|since|because|bc|cause|as)(?:{B}|$)|\s*$)[^?]*{B}(?:(?:is|are|keeps?|kept)\s+(?:still\s+|now\s+|randomly\s+)?{FAILING_EN}|(?:started|starts|began)\s+(?:{FAILING_EN}|to\s+fail))(?:{B}|$)",
);

/// A state of failing going on ("failing", "broken", "timing out", "red"), after "is", "keeps"
/// or "started": the one list of [`FIX_HERE`] and [`NO_FAILURE`].
const FAILING_EN: &str =
    r"(?:failing|broken|crashing|erroring|timing\s+out|flaking|flaky|red|hanging)";

/// "…, nothing is broken": [`FIX_HERE`]'s failure denied.
pub(super) static NO_FAILURE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:nothing|none|nobody|no\s+[a-z]+|not\s+(?:a\s+)?[a-z]+)\s+(?:is|are|keeps?)\s+(?:still\s+|now\s+)?{FAILING_EN}",
    )
});

/// A correction whose saved text only grades the attempt ("not quite, it's close"; "nope,
/// wrong. you're getting closer").
pub(super) static GRADES_THE_ATTEMPT: LazyLock<Regex> =
    LazyLock::new(|| re(r"^(?:but\s+)?{GRADE_EN}"));

/// "We're not using X, we use Y": a correction, not a decision not to.
macro_rules! not_using_x_we_use_y {
    () => {
        r"(?:not\s+using|(?:don't|dont|do\s+not)\s+use)\s+[^,;]{1,40}[,;]\s*(?:we|i)(?:'re|\s+are|'m|\s+am)?\s+(?:use|using)\s"
    };
}
const NOT_X_BUT_Y: &str = not_using_x_we_use_y!();

/// …and "we're not doing SSO but OIDC": the contrastive names what is done instead, a
/// correction, not a decision not to.
const NOT_X_BUT_Y_ANY: &str = concat!(
    not_using_x_we_use_y!(),
    r"|not\s+(?:going\s+to\s+|gonna\s+)?[a-z]+\s+[^,;.!?]{1,40}?(?:,\s*|\s+)(?:but|instead|rather)(?:{B}|$)"
);

/// Rules of a tool or of the product ("add a rule to the firewall / the eslint config", a
/// linter's config file by name: "add a rule to .eslintrc / ruff.toml", "the
/// rules engine"), not the agent's; and "add a rule to CLAUDE.md", which names where a rule
/// goes, not what it says (the rule-file ask reads that). "A rule to" + a determiner names
/// the thing the rule is added to ("add a rule to the form request so …", "a rule to each
/// route"), where "a rule to" + a verb states the rule ("make it a rule to run tests first").
/// "Our" / "this" are left out: "a rule to our project" may be the agent's. A rule that is
/// itself the subject of a verb of filtering ("a rule that blocks port 22", "a rule which
/// redirects /old to /new") is a mechanism's, a firewall's or a router's: an instruction to
/// the agent does nothing by itself, it says what someone does ("a rule that we …").
const TOOL_RULES: &str = r"rules?\s+(?:to|in|into)\s+(?:{RULE_FILE_EN})|rules?\s+(?:that|which)\s+(?:blocks|allows|denies|drops|rejects|permits|throttles|forwards|redirects|rewrites|matches|whitelists|blacklists|allowlists|blocklists|rate[\s-]limits)(?:{B}|$)|rules?\s+(?:to|into)\s+(?:the|each|every|its|their)\s+[a-z]|(?:rules?|guide?lines?|conventions?)\s+(?:to|in|into|for)\s+(?:the\s+|our\s+|my\s+)?(?:firewall|eslint|linter|lint|prettier|nginx|router|routes?|css|stylesheet|iptables|waf|validator|validation|schema|config|parser|grammar|regex|policy|bucket|alert|alerts)(?:{B}|$)|rules?\s+(?:to|in|into|for)\s+(?:the\s+|our\s+|my\s+)?\.?(?:eslint|prettier|stylelint|ruff|flake8|pylint|rubocop|golangci|clippy|biome|tslint|swiftlint|ktlint|checkstyle|markdownlint|commitlint|semgrep)(?:rc)?(?:\.[a-z]+){0,2}(?:{B}|$)|{RULES_OF_A_PROGRAM}";

/// Machine-learning checkpoints are not conversation checkpoints, and neither is code named
/// for one (a `checkpoint()` call, "a checkpoint helper / function").
const ML_VETO: &str = r"模型|训练|权重|model|training|epoch|weights|torch|tensorflow|keras|every\s+\d|steps?\s+\d|checkpoint\s*\(|checkpoints?\s+(?:helper|function|method|class|util|utility|callback|hook|api|decorator|module|table|column|file)s?(?:{B}|$)";

/// A thing written for this task after a reply-style word ("be concise in the commit
/// message"), or a one-off ("this time", "…: what is X"): the style is for that, not the chat.
/// Where the user is or what they are doing at the moment (我现在在高铁上网不好, 我在开会, "I'm
/// on the train right now", "in a meeting"): a reply style asked for that reason holds while the
/// situation does, for now, not as how the user wants to be talked to.
const PASSING_SITUATION: &str = r"(?:现在|这会儿|此刻|正)\s*在\s*(?:开会|路上|外面|地铁|高铁|火车|飞机|车上|机场|医院|排队|忙)|我\s*(?:在|正在)\s*(?:开会|路上|地铁|高铁|火车|飞机|车上|机场)|网(?:络|速)?\s*(?:不好|很差|太差|很卡|太卡)|{B}(?:right\s+now|at\s+the\s+moment)(?:{B}|$)|{B}(?:in\s+a\s+meeting|on\s+the\s+(?:train|bus|go|road|plane)|(?:bad|slow|spotty|flaky)\s+(?:connection|wifi|signal|internet))(?:{B}|$)";

const REPLY_STYLE_VETO: &str = r"{B}(?:in|for|with)\s+(?:the|this|that|these|those|your|a|an|my|our)\s+(?:[a-z-]+\s+)?(?:commit|commits|pr|readme|docs?|description|summary|email|e-mail|message|report|changelog|comment|comments|title|code|function|test|tests|slide|slides|post|article|essay|log|logs|section|paragraph|page|docstring|ticket|issue)s?{B}|{B}(?:this|that|the\s+next)\s+(?:one|time|question)|[:：]\s*\S";

/// A negation governing the verb of adding or updating asks that nothing be written to the
/// rule file ("don't add this to AGENTS.md", "no need to update CLAUDE.md", "别把这个加到
/// AGENTS.md", "这条不用写进规范"): no rule, no candidate.
const NEGATED_RULE_FILE_ASK: &str = r"^(?:(?:please|pls|but|and|so|ok|okay|also|just|no|then)[,\s]+)*(?:you\s+)?(?:don't|dont|do\s+not|never|no\s+need\s+to|needn't|shouldn't|should\s+not|(?:don't|dont|do\s+not)\s+(?:need|have)\s+to)\s|^(?:请|你|那|那就|先|也|就|但是?|而且)?\s*(?:(?:这个|这条|这些|这点|它|这)\s*(?:就|也)?\s*)?(?:不要|别|不用|不必|无需|不需要|没必要|不能|不准)\s*(?:再)?\s*(?:把|将|写|加|添加|增加|更新|修改|调整|修订|完善|补充|同步|总结|沉淀|记|存|放|吸取|整理)";

/// Rules (guidelines, conventions, instructions) as the modifier of a part of a program ("your
/// rules engine", "the rules table", "a conventions page"): the product's rules, not the
/// agent's.
const RULES_OF_A_PROGRAM: &str = r"{B}(?:rules?|guide?lines?|conventions?|instructions)\s+(?:engine|table|parser|evaluator|editor|page|screen|api|endpoint|service|module|component|list|ui|schema)(?:{B}|$)";

/// A rule file named as the modifier of a noun of its form ("update the AGENTS.md formatting",
/// "fix the CLAUDE.md headings"), or its form as what to fix ("edit CLAUDE.md to fix the typos
/// in the Setup section"): an edit of how the file is written, with no rule of its own.
const RULE_FILE_FORM: &str = r"(?:claude|agents|gemini)\.md\s+(?:formatting|format|headings?|headers?|structure|layout|style|typos?|grammar|wording|links?|toc|table\s+of\s+contents|sections?|indentation|markdown|lint(?:ing)?|tables?|order(?:ing)?){B}|{B}(?:fix|correct|clean\s+up|tidy(?:\s+up)?)\s+(?:up\s+)?(?:the\s+|a\s+|some\s+|all\s+(?:the\s+)?|any\s+)?(?:typos?|spelling|misspellings?|grammar|formatting|broken\s+links?|dead\s+links?|links?|headings?|indentation|markdown|whitespace|toc){B}";

/// An agent's rule file, as people name it in English ("this project's CLAUDE.md",
/// "global ~/.claude/CLAUDE.md", "the rules file"). Spec Kit keeps a project's standing
/// principles for agents in its *constitution* (`.specify/memory/constitution.md`), named with
/// the project or by its file ("update the project constitution").
/// The keywords one of which a clause holds before [`RULE_FILE_EN`] can match in it.
const RULE_FILE_KEYS_EN: &[&str] = &[
    "claude.md",
    "agents.md",
    "gemini.md",
    "cursorrules",
    "rules file",
    "rule file",
    "cursor rule",
    ".cursor/rules",
    "windsurf",
    "cline",
    "memory file",
    "copilot-instructions",
    "constitution",
    "your rules",
    "your own rules",
    "your instructions",
    "project rules",
    "team rules",
    "house rules",
    "global rules",
    "user rules",
    "system prompt",
    "the rules",
    "our rules",
];
const RULE_FILE_EN: &str = r"(?:(?:the|your|our|my|this|that|global|project|local|root|repo|user|project's|repo's)\s+)*(?:[~\w.-]*/)*\.?(?:claude|agents|gemini)\.md(?:\s+files?)?|(?:the|your|our|my|global|project)\s+(?:rules?\s+files?|cursor\s*rules|memory\s+file)|(?:(?:the|our|my|your)\s+)?(?:project|team|house|global|user)\s+rules|your\s+(?:own\s+)?(?:rules|instructions|system\s+prompt)|{OTHER_RULE_FILES}|copilot-instructions\.md|(?:(?:the|our|this|my)\s+)?project(?:'s)?\s+constitution|(?:[~\w.-]*/)*constitution\.md";

/// Where other coding agents keep the rules they read, as the user may call their own: Cursor's
/// `.cursorrules` and `.cursor/rules/`, Windsurf's `.windsurfrules`, Cline's `.clinerules`,
/// named by file or in words ("the Cursor rules", "cline rules").
const OTHER_RULE_FILES: &str = r"(?:(?:the|your|our|my|this|global|project|user)\s+)*(?:\.?(?:cursor|windsurf|cline)\s*rules?|\.cursor/rules(?:/[\w.-]+)?)";

/// …and in Chinese ("claude.md 里", "全局规则里", and in code-mixed Chinese the English noun:
/// "加到 rules 里", "写进 .cursorrules"), perhaps closed by a particle of the ask, set
/// apart from a Latin name by a space or not ("CLAUDE.md 吧"); 了 only glued, as in a report
/// ("写入 CLAUDE.md 了" says it was done); 去 of the direction (加到规范里去); 吗 when the ask is put politely (能帮我把这条写进
/// CLAUDE.md 吗：…), a question otherwise ([`POLITE_REQUEST`]).
const RULE_FILE_ZH: &str = r"{RULE_FILE_PLACE_ZH}(?:去)?(?:\s*{PARTICLE_ZH}|了|\s*吗)?\s*$";

/// The rule files as a place in Chinese, "in" (里 / 中) or not: [`RULE_FILE_ZH`] without what
/// closes the ask, for a place that comes before its verb (在 CLAUDE.md 里加一条：…). 规范 / 规则
/// qualified by whose or what work they govern (团队规范, 开发规范, 编码规范, 代码规范) are the same
/// document of standing rules.
const RULE_FILE_PLACE_ZH: &str = r"(?:(?:[~\w.-]*/)*\.?(?:claude|agents|gemini)\.md(?:\s*文件)?(?:\s*(?:里面|里|中))?|(?:全局|项目|你的|团队|开发|编码|代码|编程|工程)?(?:规则|规范)(?:文件)?(?:里面|里|中)?|(?:全局|项目|你的)?\s*(?:{OTHER_RULE_FILES}|rules)(?:\s*文件)?(?:\s*(?:里面|里|中))?)";

/// A Chinese topic before the comment (话题–说明, "ORM 最后决定用 Prisma", "数据库那块就这么定"): a
/// Latin name with an optional noun of place or part ("Android 端", "iOS 最低版本"), or a phrase
/// closed by a topic marker ("微服务拆分的事", "GraphQL 这个方向", "测试这块"). A bare Chinese
/// noun is not taken: without a marker it cannot be told from a subject doing something.
const TOPIC_ZH: &str = r"(?:[A-Za-z][A-Za-z0-9_.+#/-]*(?:\s+[A-Za-z0-9_.+#/-]+){0,2}\s*(?:端|侧|版|版本|最低版本|模块|功能|部分|方案|层|库|服务|接口|页面|适配|相关|插件|工具|框架|环境|模式|系统|平台|这块|这一块|那块|这部分|这个方向|这边|方面|的事|这事)?|[^\s,，。；;!！?？]{1,10}?(?:这块|这一块|那块|那一块|这部分|这个方向|这个功能|这个需求|方面|的事情?|这事儿?|这件事|模块|服务|接口|页面|组件|前端|后端|方案|插件|工具|框架|环境|模式|系统|平台))\s*";

/// The parts of a project's stack, named by a bare noun: as the topic of a verb of adopting
/// (后端采用 Go) they say what the project uses there, while a third party's product as the
/// subject ("React 采用虚拟 DOM") describes that product.
const STACK_PART_ZH: &str = r"(?:后端|前端|服务端|客户端|移动端|数据库|接口|鉴权|认证|缓存|存储|部署|日志|测试|样式|状态管理|构建|打包|包管理|消息队列|队列|监控|配置)(?:的)?\s*(?:都|统一|也)?\s*";

/// Work an agent does, after 每次 ("每次部署之前…", "每次文档更新…都要…", "每次对话开始时…").
/// Not what a program does (调用, 处理, 收到请求): "每次调用都要…" specifies the product.
/// A pull request (PR, MR) is an occasion of the work as a commit or a merge is (每次 PR 都要跑
/// CI); the letters end there (not "prod", "mrs").
const WORK_EVENT_ZH: &str = r"执行|对话|会话|新增|编译|上传|导出|保存|写入|部署|提交|发布|上线|发版|打包|构建|合并|改代码|改完|修改|更新|写完|修完|完成|开始|结束|回复|回答|测试|跑|运行|生成|开发|重构|启动|重启|安装|升级|迁移|调试|改|写|修|加|删|新建|创建|push|commit|deploy|merge|build|release|pr{B}|mr{B}|pull\s+request";

/// Imperative verbs that make the clause after an occasion ("before every commit, …", "every
/// time you …, …") a rule for the agent.
const EVERY_DO: &str = r"(?:run|use|check|add|update|write|ask|tell|test|commit|push|read|verify|double-check|include|keep|put|create|bump|mention|notify|log|document|rebuild|restart|format|lint|regenerate|rerun|re-run|refresh|rebase|pull|sync|review|save|note|clean|clear|back\s+up|deploy|confirm|make|be|don't|do\s+not|never)";

/// A bare settling, then the agent addressed with the next step ("就这么定了，你先写个 demo
/// 出来"): the second person with 先 / 去 / 开始 asks for work, and is no part of what was
/// settled, which the agent, who has the conversation, is asked.
const SETTLED_THEN_NEXT_STEP_ZH: &str = r"^(?:就这么定了?|就这样定了?|就这么办|就这样办|就这么干|就这么做|就这样做|拍板了?|确定了|决定了|定了|敲定了?|定下来了?)\s*[,，。]\s*(?:那|好|行)?\s*你\s*(?:就|再)?\s*(?:先|去|赶紧|马上|开始|继续|直接)";

/// The fault repeated after a telling (你又…, 又忘了, 怎么又装成 v7, 咋又成 tab 了, 又是英文), said
/// to persist (怎么还是…, with the agent or no one else as its subject: 老板还是不满意 is not),
/// forgotten each time (每次新会话都忘) or costing a telling again (怎么每次都要重讲): with 怎么 /
/// 咋 / 为什么 the agent is the dropped subject of 又, as Chinese drops a known subject.
const FAULT_AGAIN_ZH: &str = r"你[^，,。？?！!]{0,6}?又|又(?:忘|错|犯|把|给|写|用|改|提交|加|删|搞|弄|升|降|换|没|是|成|变|装|放|连)|(?:怎么|咋|为什么|为啥|干嘛)\s*(?:又|每次都)|(?:怎么|咋)\s*还是|(?:^|[，,。\s]|你)\s*还是(?:没|不|用|写|这样)|(?:每次|每回|老是|总是)[^，,。？?！!]{0,8}?都?忘|重(?:新)?(?:讲|说)";
/// A telling that was someone else's (客户说过…) or this conversation's (刚才说过…) blames no
/// save; nor does a telling that was a report (说了一下进度), of the speaker's own plan (说过我会
/// 晚点到) or of a state (说过 bug 修好了): none was a rule to keep. What recurs may be a failure
/// or a delay (怎么又崩了, 又推迟了, 又 500 了): something that happens, no fault of what was kept.
const TELLING_NOT_TO_KEEP_ZH: &str = r"(?:他|她|他们|客户|老板|同事|领导|产品|用户|别人|老师|导师|面试官)[^，,。]{0,6}(?:说过|讲过|提过)|(?:刚才|刚刚|上面|前面|这里)[^，,。]{0,3}(?:说过|讲过)|(?:说|讲)了一下|(?:说过|讲过|说了|讲了)\s*我(?:会|要|在|去|得|马上|明天|今天|晚点)|(?:说过|讲过|说了|讲了)[^，,。]{0,12}(?:修好|解决了|好了|没问题|搞定)|又\s*(?:推迟|延期|崩|挂|报错|出错|失败|超时|卡|慢|不行|用不了|坏|断|掉线|宕|出问题|\d{3})";

/// What a thing is for, said after an ask to keep it that has no object of its own ("测试账号是
/// test01，帮我记住，后面要用", "…，记住它，后面写上传脚本要用"): a later time and a verb of use.
/// After the ask it names no rule; the ask points back ([`crate::signals::prompt`]'s cut).
pub(super) static PURPOSE_AFTER_ASK_ZH: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?:它|这个|这些|这段)?\s*{PURPOSE_ZH}"));
/// The purpose clause itself, closing its sentence: a later time, then a verb of use.
const PURPOSE_ZH: &str = r"[,，]\s*(?:后面|以后|之后|到时候|下次|回头)[^，,。；;!！?？]{0,24}?(?:要用到?|用得到|用得上|会用到|用到|需要|能用)(?:的)?\s*[。.!！]*$";

/// What a thing will be needed for later (以后部署脚本要用, 以后用得到): a purpose, not a way of
/// working from now on.
const NEEDED_LATER_ZH: &str =
    r"(?:以后|今后|往后)[^,，。；;]{0,16}?(?:要用到?|用得到|用得上|会用到)\s*[。.!！]*$";

/// 等 X 定了 ("once X is settled") and 定了再 / 定了之后 name the settling as the event the work
/// waits for (先跳过 auth，等后端接口定了再弄): nothing is settled yet.
const SETTLING_AWAITED_ZH: &str = r"^(?:先|就|再|要|得)?\s*等(?:到|着)?[^,，。]{1,20}?(?:确定|决定|定)(?:了|下来)|(?:确定|决定|定)(?:了|下来了?)\s*(?:之后|以后|后)?\s*再";

/// A lead that corrects what the agent assumed ("actually", "just to be clear", "to clarify",
/// "no", "again"), then the user's own "I / we don't want": see the family
/// "en correction (actually, I don't want X)".
const CORRECTING_LEAD_EN: &str =
    r"(?:actually|just\s+to\s+be\s+clear|to\s+be\s+clear|to\s+clarify|no|again)\s*[,:]?\s*";
const I_DONT_WANT_EN: &str = r"(?:i|we)\s+(?:really\s+|just\s+|still\s+)?(?:don't|do\s+not)\s+want";

/// All families, strongest kind first (the detector keeps the first kind found in this order).
pub(super) static FAMILIES: LazyLock<Vec<Family>> = LazyLock::new(|| {
    use Mode::{Clause, Forward, Keep, RuleFile};
    use SignalKind::*;
    vec![
        // ── missed save ──
        family(
            "zh missed save (漏记/没记下来)",
            &["漏", "没", "忘", "应当", "该", "找不到", "记不住", "不记得", "不是让你记", "不是叫你记", "不是跟你记"], MissedSave, Keep,
            r"(?P<t>漏记了?|漏存了?|(?:{AGAIN_ZH})\s*记不住|你\s*(?:(?:每次|每回|总是|老是|又|还是)\s*都?|都)\s*不记得|(?:上次|之前|以前)\s*不是\s*(?:让|叫|跟)你\s*记(?:住|下|着)|没(?:有)?记下来|没(?:有)?记上|你(?:又)?没(?:有)?(?:记|存|保存)(?:下来|住|上|进去)?|你(?:又)?没(?:有)?\s*save\s*(?:下来|上|进去|进\s*(?:记忆|memory))|你忘了?(?:记|存|保存)(?:下来)?|没(?:有)?(?:保存|存|记|写)(?:到|进)(?:记忆|memory)|(?:memory|记忆|memory\.md)\s*(?:里|里面|中)\s*(?:怎么|为什么|为啥|咋)?\s*(?:没有|没看到|找不到)(?:啊|呀|哦|嘛|呢)?\s*[。.!！?？]*$|(?:怎么|为什么|为啥|是不是|是否)\s*(?:又|还是)?没(?:有)?(?:记住|记下来|存下来|保存下来|记上|存上|记进去|存进去)|没(?:有)?(?:记住|记下来|记上|记进去)(?:吗|么|嘛)|(?:都|又|还是)\s*没(?:有)?(?:存起来|保存起来|存下来|保存下来)(?:吗|么|嘛|喔|哦)|(?:这个|这条|那条|这点|那个|这些|这种|这类|这)(?:[^\s,，。？?的我你]{1,4}?)?\s*(?:你)?\s*(?:早就|本来就?|当时就?|就)?(?:应该|应当|早该|该)(?:要)?\s*(?:被)?\s*(?:自己|主动)?\s*记(?:下来|住|上|进去|起来)(?:的才对|的|了|才对|啊|呀|吧))")
            // 老记不住 ("you never can remember") and 上次不是让你记住…吗 ("didn't I tell you to
            // remember …") complain of what was said before and not kept; so does 不记得 with the
            // agent as subject and a word of repetition (你都不记得, 你每次都不记得, 你又不记得).
            // Asking why the memory lacks it (记忆里怎么没有) is the same complaint as stating it.
            // The subject 你 may be dropped, as Chinese drops a known subject: 怎么没记住, 是不是没存
            // 下来 ("why / was it not saved"); a question with 吗 asks the same (没记下来吗). "This
            // should have been noted" (这个应该记下来的: 的 of what should have been) points back
            // at a thing said before. With 存 (存下来吗, 应该存下来的) the thing may be a file or a
            // draft: not taken without the question word. The pointer may name a kind (这种, 这类:
            // "this kind of thing"), and the listener be named (这种你应该自己记下来的).
            // 存起来 is 存下来 with another complement of result; 都没存起来？ (with 都 / 又
            // before it and a particle of asking) is the same complaint. The English verb in the
            // Chinese frame (你没 save 进去), as code-switched speech has it, keeps the complement
            // of result that makes it memory's and not a file's.
            // The user's own slip (我漏记了), someone's words (他说…) or the word asked about
            // (漏记是什么意思) blame no save of the agent's.
            .veto(r"我(?:怎么|为什么|为啥|是不是)?\s*(?:又)?没|我忘|我(?:又)?忘|我漏|我\s*(?:{AGAIN_ZH})?\s*记不住|没记错|文件|改动|代码|修改|草稿|缓存|数据|日志|状态|记录|(?:他|她|他们|别人)说|什么意思"),
        // The experiential 过 on a verb of telling (说过, 讲过, 告诉过你, 提醒过) marks an
        // instruction given before this conversation; 又 ("again") with the agent as subject
        // (你又…, 又忘了) marks the same fault repeated: together, the complaint that what was
        // said was not kept (上周就说过 X，你又…; 说过多少次了 X，你又…). Said just now (刚才 /
        // 上面说过) it was this conversation's; said by someone else (客户说过) it is reported.
        // The perfective 了 with a count of times (说了多少次了, 讲了好几遍, 强调了很多次, 提醒了你
        // 三次) says the same as 过: a telling repeated before now; without the count (我说了，…)
        // it is not. What the agent did again may be any verb after 又 (又把 .env 提交了).
        // A time of the earlier telling (上次, 之前, 昨天) marks it as before this conversation
        // as 过 does (上次告诉你端口是 9090，又写成 8080 了). The fault may be said to persist
        // (怎么还是英文, 还是没改) rather than recur. A telling counted with nothing done again
        // (我都强调过好几次了，日志要放在 logs/ 下) restates the fact: a correction's, as
        // `tables_round31` has it. The telling may close its clause, what was told following
        // in the next (我强调过很多次，你又推 main). What was told may be missing again (怎么又
        // 没有, 又没加): 又没 is the same fault repeated as 又忘.
        family(
            "zh missed save (说过…你又…)",
            &["说过", "讲过", "告诉过", "提醒过", "强调过", "多少次", "好几次", "很多次", "说了", "讲了", "提醒了", "强调了", "告诉你", "提醒你"], MissedSave, Keep,
            r"^(?P<t>(?:我|我们)?\s*(?:(?:都|明明|不是|已经|就)\s*)*(?:上周|上次|上回|之前|以前|昨天|前天|早就|{TOLD_ON_A_DAY_ZH})\s*(?:(?:都|明明|已经|就)\s*)*(?:跟你|和你|给你|对你)?\s*(?:说了|讲了|告诉你|告诉了你|提醒了?你|跟你说(?:了|过)?)(?:了)?|(?:我|我们)?\s*(?:上周|上次|上回|之前|以前|昨天|前天|早就|早|都|明明|不是|已经|月初|上个月|{TOLD_ON_A_DAY_ZH}|就|我们|我)*\s*(?:跟你|和你|给你|对你)?\s*(?:(?:说过|讲过|告诉过你|提醒过你?|强调过)(?:{TIMES_TOLD_ZH})?|(?:说了|讲了|告诉你|提醒了你?|强调了)(?:{TIMES_TOLD_ZH}))(?:了)?)\s*(?:[,，:：]?\s*[^\s的]|$)")
            .need(FAULT_AGAIN_ZH)
            .veto_sentence(TELLING_NOT_TO_KEEP_ZH),
        // What was told may stand first as the topic (话题–说明: "板子名称讲过好几次了，怎么每次
        // 都要重讲", "commit 要写中文这事我说了不下三次了，又是英文"), the telling counted after it:
        // the same complaint, with the fact before the trigger. Only with a count of tellings,
        // which no report of one's own saying has ("这个我说了算" is "I decide").
        family(
            "zh missed save (X 我说过好几遍了，你又…)",
            &["说过", "讲过", "说了", "讲了", "强调过", "强调了", "提醒过", "提醒了", "告诉过", "告诉了"], MissedSave, Keep,
            r"^[^,，。；;!！?？]{1,32}?\s*(?P<t>(?:这事儿?|这件事|这个|这点|这条)?\s*(?:我|我们)?\s*(?:(?:都|已经|明明|早就|就)\s*)*(?:跟你|和你|给你|对你)?\s*(?:说|讲|强调|提醒|告诉)(?:过|了)(?:你)?\s*(?:{TIMES_TOLD_ZH})(?:了)?\s*(?:[啊呀欸诶哦喔嘛吧]\s*)?)(?:[,，:：。!！]|$)")
            .need(FAULT_AGAIN_ZH)
            // The teller is the one before the verb: 你讲了几遍了 is the agent's telling.
            .veto(r"^(?:你|您|他|她|他们|她们)\s*(?:都|已经|明明|早就|就)?\s*(?:说|讲|强调|提醒|告诉)")
            .veto_sentence(TELLING_NOT_TO_KEEP_ZH),
        family(
            "zh missed save (漏了)",
            &["漏", "没"], MissedSave, Keep,
            r"(?P<t>漏了|漏掉了|没(?:有)?(?:记|存|保存)(?:下来|下|住)?)")
            // 上面 / 前面 / 之前 (说的) point back at earlier turns as 刚才 does.
            .need(r"那条|这条|刚才|刚刚|上面|前面|之前|决定|规则|偏好|记忆|memory")
            .veto(r"我没|没记错|漏了?一?个")
            // What was not saved is a file or an edit, anywhere in the sentence.
            .veto_sentence(r"文件|改动|代码|修改|草稿|配置"),
        family(
            // "Add" is a save only with memory as its place: "you didn't add the test" is about
            // the task. An interjection before it ("wait, you forgot to…", "ugh u didn't save
            // it") carries nothing. "X never made it into memory": arrived nowhere, so it was not saved; "the
            // rule about X didn't get saved" names what memory holds (a file or a test may not).
            // "How is that not written down / kept anywhere" asks what "why wasn't that
            // saved" does: "kept" is a save only with nowhere after it or "anywhere" ("why isn't
            // it kept in sync" is about the code).
            "en missed save (you didn't save that)",
            &["didn", "did not", "never", "forgot", "failed", "missed", "wasn", "was not", "should have", "should've", "should’ve", "shouldve", "isn", "is not", "is this not", "is that not", "is it not", "was this not", "was that not", "was it not", "aren", "are not"], MissedSave, Forward,
            r"^(?:(?:but|wait|hey|oh|ugh|hmm|hm|uh|um|and|also|btw)\s*[,.!]?\s+)*(?:(?:you|u)\s+(?:didn't|did\s+not|never|forgot\s+to|failed\s+to)\s+(?:(?:save|record|remember|store|note|log|write\s+down|saved|recorded|remembered|stored|noted|wrote\s+down)(?:\s+(?:that|this|it|down))?|add\s+(?:that|this|it)\s+to\s+(?:your\s+|the\s+)?(?:memory|memories|notes))|didn't\s+i\s+(?:already\s+)?(?:ask|tell)\s+(?:you|u)\s+to\s+(?:remember|save|note)|(?:you\s+)?missed\s+(?:saving|recording|noting|storing|that|this|it|my|one)|(?:that|this|it)\s+(?:wasn't|was\s+not|didn't\s+get|did\s+not\s+get|never\s+got)\s+(?:saved|recorded|remembered|stored|noted)|(?:why\s+)?didn't\s+you\s+(?:save|record|remember|store|note)(?:\s+(?:that|this|it))?|(?:why|how)\s+(?:(?:wasn't|was\s+not|isn't|is\s+not)\s+(?:that|this|it)|(?:was|is)\s+(?:that|this|it)\s+not)\s+(?:(?:saved|recorded|stored|remembered|noted|written\s+down)(?:\s+anywhere)?|kept(?:\s+anywhere|\s*[?？.!]*$))|(?:why\s+)?(?:didn't|did)\s+(?:that|this|it)\s+(?:not\s+)?(?:get\s+)?(?:saved|recorded|stored|remembered|noted)|(?:you\s+)?should(?:'ve|\s+have)\s+(?:saved|recorded|remembered|noted|stored)(?:\s+(?:that|this|it))?|(?:(?:that|this|it)\s+)?should(?:'ve|\s+have)\s+been\s+(?:saved|recorded|remembered|noted|stored|kept)|(?:(?:that|this|it)\s+)?should(?:'ve|\s+have)\s+stuck|(?:(?:that|this|it)\s+)?should(?:'ve|\s+have)\s+(?:gone|made\s+it)\s+in(?:to)?\s+(?:your\s+|the\s+)?(?:memory|memories|notes|memory\.md)|(?:[A-Za-z0-9_.+#/-]+\s+){0,3}?(?:rule|decision|preference|convention|fact|note|instruction)\s+(?:[A-Za-z0-9_.+#/-]+\s+){0,6}?(?:didn't|did\s+not|never)\s+(?:get|got)\s+(?:saved|recorded|stored|remembered|noted)|(?:[A-Za-z0-9_.+#/-]+\s+){0,8}?(?:never|didn't|did\s+not)\s+(?:make|made)\s+it\s+(?:in)?to\s+(?:your\s+|the\s+)?(?:memory|memories|notes|memory\.md)|(?:why\s+)?(?:(?:isn't|is\s+not|wasn't|was\s+not|aren't|are\s+not)\s+(?:that|this|it|they|those)|(?:is|was|are)\s+(?:that|this|it|they|those)\s+not)\s+in\s+(?:your\s+|the\s+)?(?:memory|memories|memory\.md)|(?:why\s+(?:isn't|is\s+not|wasn't|was\s+not|is|was|are)\s+)?(?:the\s+|my\s+|our\s+)?(?:[A-Za-z0-9_.=+#/-]+\s+){0,4}?(?:rule|decision|preference|convention|fact|note|instruction)s?\s+(?:(?:isn't|is\s+not|wasn't|was\s+not|aren't|are\s+not|not)\s+)?in\s+(?:your\s+|the\s+)?(?:memory\.md|memories|memory)){B}")
            // After "did not" a learner's past form ("you did not saved it") is the same
            // complaint as the plain form.
            // "Didn't I (already) tell you to remember …" complains that something said before
            // was not kept, as "you didn't save that" does. (Not "you forgot again", which as
            // often means a step of the work forgotten: "you forgot again, ask me before …".)
            // The rule named and said missing from memory ("the seed=1337 rule isn't in memory",
            // "why isn't the pnpm rule in memory?") is the same complaint as "that's not in your
            // memory"; without the negation it must be a "why isn't" question.
            .need(r"n't|{B}not{B}|never|forgot|failed|missed|should(?:'ve|\s+have)")
            .veto(r"(?:save|saved|store|stored)\s+(?:the\s+)?(?:file|files|changes|buffer|document|tab)|remember\s+(?:what|how|when|where|why)|(?:saved|stored|written|kept)\s+(?:to|in|on)\s+(?:the\s+)?(?:disk|db|database|s3|bucket|localstorage|local\s+storage|cache|redis|server|cookie|session)s?(?:{B}|$)"),
        // "Why didn't that stick?" asks "why wasn't that saved" with the idiom for being
        // remembered (to stick: "it didn't stick", "it clearly didnt stick": an adverb of
        // evidence between changes nothing), a clause of its own; so does "not saved?"
        // What did not stick may be named as a rule, an instruction or the one meant ("that
        // rule didn't stick", "Monday's rule about errors didn't quite stick"), and the
        // complaint softened ("I'm afraid …", "looks like …"): a label or a header that did
        // not stick is none of those.
        // cut short after what was said before. A clause with more after "stick" is about a
        // thing sticking ("it didn't stick to the top").
        family(
            "en missed save (why didn't that stick)",
            &["stick", "stuck", "not saved"], MissedSave, Forward,
            r"^(?:(?:but|so|and|ok|okay|wait|hmm|ugh|i'm\s+afraid|i\s+think|looks\s+like|seems\s+like|sadly|unfortunately)\s*[,.!]?\s+)*(?:(?:why\s+)?(?:didn't|didnt|did\s+not)\s+(?:that|this|it)\s+stick|(?:why\s+)?did\s+(?:that|this|it)\s+not\s+stick|(?:that|this|it|(?:(?:the|my|our|that|this|[a-z]+'s)\s+)?(?:[a-z0-9_.-]+\s+){0,2}?(?:rule|instruction|convention|preference|reminder|note|one)(?:\s+(?:about|on|for)\s+[a-z0-9_. -]{1,30}?)?)\s+(?:(?:clearly|obviously|apparently|just|really|still|quite)\s+)?(?:didn't|didnt|did\s+not|never)\s+(?:quite\s+|really\s+)?st[iu]ck|(?:(?:that|this|it)\s+(?:was\s+)?)?not\s+saved)\s*[?？.!]*\s*$")
            // A program's rule (eslint, css, a firewall's) is not one the agent was told.
            .veto(r"{B}(?:eslint|lint|linter|prettier|css|style|firewall|nginx|iptables|waf|regex|validation|alert|routing|rewrite|redirect|cors|security\s+group|grammar)\s+(?:rule|one)"),
        // The habitual of forgetting with the agent as its subject ("you keep forgetting we use
        // pnpm", "you always forget the flag", "why do you keep forgetting …") complains of a
        // thing told before and lost again and again: the complaint that it was not kept, as
        // 你又忘了 / 老记不住 are. So does forgetting counted ("you forgot again that …",
        // "youve forgotten three times now that …"); "you forgot again" with a step after it
        // ("…, ask me first") is a step of the work forgotten. Another subject (users, the app, the cache, "i") forgets
        // nothing the agent was told; asked about ("do you keep forgetting …?") it is a question
        // about the agent. So does forgetting a thing named as told ("you forgot the timezone
        // rule again", "you forgot my naming convention"): a rule is what was said to be kept; a
        // step or a thing of the work ("you forgot the semicolon") is not. Not "ignored": a
        // linter or a firewall ignores a rule as well as a listener does.
        family(
            "en missed save (you keep forgetting)",
            &["forget", "forgot", "keep ignoring", "always ignore"], MissedSave, Keep,
            r"(?P<t>(?:^|[,，;.!?]\s*)(?:(?:why|how\s+come)\s+(?:do|did|are|have)\s+)?(?:[a-z0-9_.-]+\s+){0,4}?(?:you|u)(?:'re|'ve|\s+are|\s+have)?\s+(?:(?:forgot|forgotten)\s+(?:the|my|our|that|this)\s+(?:[a-z0-9_./-]+\s+){0,3}?(?:rule|convention|preference|instruction|guideline)s?(?:\s+again)?|(?:keep|kept)(?:\s+on)?\s+(?:forgetting|ignoring)|(?:always|constantly|still)\s+(?:forget|ignore)s?|(?:forgot|forgotten|forgetting)\s+(?:again|(?:\w+|\d+)\s+times(?:\s+now)?)\s+that)(?:\s+(?:this|that|it))?(?:{B}|$)(?:\s*(?:that|to|about)\s)?)")
            .veto(r"^\s*(?:do|did|will|would|if|when|once|unless|in\s+case)\s+(?:you|u)\s"),
        // The speaker's own telling put in an earlier session ("i said this last week", "I
        // told you that yesterday", "we mentioned this on monday") is worth saying only when
        // the agent does not know it now: the complaint that it was not kept, as 上周就说过…
        // is; "told you" may take the time straight after it ("i told you yesterday we use
        // X"), a weekday with or without its "on", as speech drops it ("i told you monday"). "Said that" without "you" points back at words quoted before it ("never again,
        // I said that yesterday"); a distance counted in this conversation ("3 messages ago")
        // is this task's. "We've been over this" / "we went over this" is the idiom of a telling
        // repeated because it did not hold: no time is needed.
        family(
            "en missed save (I told you this last week)",
            // A count of the tellings ("i've said this three times", "i told you twice", "I
            // have said this 10 damn times") is the same exasperation with the count said
            // outright; so is "how many times" standing alone before the fact ("how many times
            // - X for dev"), and the rhetorical "didn't I already tell you about X?", whose
            // negative question presumes the telling.
            &["said", "told you", "told u", "told ya", "mentioned", "explained", "repeated", "over this", "over that", "over it", "how many", "how often", "didn't i", "didnt i", "did not i"], MissedSave, Keep,
            r"(?P<t>^how\s+many\s+(?:more\s+)?times\s*(?:[-–—!]+|\.\.\.)?\s*$|{B}(?:i|we)(?:'ve|\s+have|ve)?\s+(?:already\s+)?(?:said|told\s+(?:you|u|ya)|mentioned|explained|repeated)(?:\s+(?:this|that|it))?(?:\s+to\s+(?:you|u|ya))?\s+(?:(?:like|about|at\s+least|literally|already)\s+)?(?:twice|thrice|(?:two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|a\s+few|a\s+dozen|a\s+hundred|a\s+thousand|a\s+million|\d+)\s+(?:(?:damn|freaking|fucking|bloody|whole)\s+)?times)(?:{B}|$)|^(?:(?:but|wait|hey|oh|ugh|so|um|hmm)\s*[,.!]?\s+)*(?:didn't|didnt|did\s+not)\s+i\s+(?:already\s+|just\s+)?(?:tell\s+(?:you|u|ya)|say|mention)(?:\s+(?:this|that|it))?\s+(?:about|that|already|before|yesterday|last\s+(?:week|time|session|night))(?:{B}|$)|{B}how\s+many\s+(?:more\s+)?times\s+(?:do|does|did|must|will|should|have)\s+(?:i|we)\s+(?:(?:have|got|need)\s+to\s+|gotta\s+)?(?:tell|told|say|said|remind(?:ed)?|repeat(?:ed)?|explain(?:ed)?)(?:{B}|$)|{B}no\s+matter\s+how\s+(?:many\s+times|often)\s+(?:i|we)(?:\s+have|'ve)?\s+(?:say|said|tell|told|repeat(?:ed)?|explain(?:ed)?|remind(?:ed)?)(?:{B}|$)|{B}(?:we|i)(?:'ve|\s+have)?\s+(?:already\s+)?(?:been|went|gone)\s+over\s+(?:this|that|it)(?:\s+(?:already|before|yesterday|earlier|last\s+(?:week|time|session|month|night)|(?:on\s+)?(?:{WEEKDAY_EN})))?(?:{B}|$)|(?:{B}(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?|^\s*)(?:(?:said|mentioned)\s+(?:this(?:\s+to\s+(?:you|u|ya))?|(?:that\s+|it\s+)?to\s+(?:you|u|ya))|told\s+(?:you|u|ya)(?:\s+(?:this|that|it))?)\s+(?:(?:back\s+)?(?:last\s+(?:week|time|month|session|sprint|night|{WEEKDAY_EN})|yesterday|the\s+other\s+day|(?:on\s+)?(?:{WEEKDAY_EN})|(?:a\s+few|two|three|several|\d+)\s+days\s+ago|in\s+(?:a|the)\s+(?:previous|last|earlier|other)\s+(?:session|chat|conversation)))(?:{B}|$))")
            // "How many times do I have to tell you" / "no matter how many times I say it" count
            // the tellings in exasperation, as "we've been over this" does: a question in form
            // only, the complaint that what was told did not hold.
            // Said at a meeting or in a channel ("i said that last week in the standup"), it
            // was said to people, not to the agent.
            .veto(r"{B}(?:he|she|they|someone|somebody)\s+(?:said|told|mentioned)(?:{B}|$)")
            .veto(SAID_TO_PEOPLE_EN)
            // A count of times that is a rate ("i said 3 times a day") sets a schedule; a bare
            // "how many times" alone, or before a question's inverted verb ("how many times,
            // roughly, does it retry?"), asks a count.
            .veto(r"{B}times\s+(?:a|an|per|each|every)\s+(?:day|week|hour|minute|second|month|year|run|request|session)(?:{B}|$)")
            .veto_sentence(r"^how\s+many\s+(?:more\s+)?times\s*$|^how\s+many\s+(?:more\s+)?times\s*[,:;–—-]\s*(?:[a-z]+\s*,\s*)?(?:do|does|did|is|are|was|were|can|could|should|would|will|has|have)\s"),
        // ── checkpoint ──
        // 存档 is a separable verb (离合词, as 洗澡 → 洗个澡): 存个档 / 存一下档 is the same save,
        // and so is 存个进度 beside 存一下进度. Mixed speech puts an English verb in its place
        // (log 一下进度).
        // "Up to here" (到这, 目前为止) before the ask says where the work stands: the same
        // checkpoint ("到这先记一下进度：…"); so does the end of the day's work (收工前记一下：…):
        // a note asked as the session stops is where it stands. A heading that names the note (进度记录：…,
        // "progress note: …") with its content is the note itself.
        family(
            // What the session did as the object of recording (把今天做的记一下) is the progress.
            // The daily log may be named as the place (在日志里记一下目前进度, 把当前状态记到今天的
            // 日志里：…); a program's log is not "today's" (每次重试时把当前状态记到日志里).
            // An English verb with 一下 is the verb of a Chinese sentence ("commit 一下", "push
            // 一下"): "checkpoint 一下" / 存档一下 ask for the checkpoint as 存个检查点 does, and
            // may take the progress as their object as 记录 does (存档一下目前进度).
            "zh checkpoint (存个检查点/记录进度)",
            &["检查点", "checkpoint", "档", "进度", "进展", "状态", "到哪", "做的", "做过的", "完成的", "干的", "改的", "收工", "总结", "工作日志", "开发日志", "工作记录", "没做完", "还没做", "没完成", "剩下", "待办"], Checkpoint, Forward,
            r"^(?:(?:到这(?:里|儿)?|到目前为止|目前为止)\s*)?(?:收工(?:前|之前)\s*{ASK_OPENER_ZH}?\s*(?:记|存|写|记录)(?:一下|下)\s*(?:[:：]|$)|(?:{ASK_OPENER_ZH}|我们)?\s*(?:checkpoint|存档)\s*(?:一下|下)(?:\s*$|\s*[,，:：]|\s*(?:当前|目前|现在|今天|我们)?的?\s*(?:进度|进展|状态))|(?:{ASK_OPENER_ZH}|我们)?\s*(?:存|保存|打|建|做|记|留|设|加)(?:一)?(?:个|下|一下|个新的)?\s*(?:检查点|checkpoint|存档点?)|(?:{ASK_OPENER_ZH}|我们)?\s*存(?:个|一个|一下|下)档|{ASK_OPENER_ZH}?\s*(?:(?:在|往)\s*(?:今天的?)?\s*(?:日志|日记|笔记|log|notes?)\s*(?:里|中|上)?\s*)?(?:记录|记|存|保存|更新|log|save|record)\s*(?:一下|下|个|一个)?\s*(?:讨论|当前|目前|现在|今天|我们|这次|本次)?的?\s*(?:(?:进度|进展)(?:文档|记录|日志|笔记)?|状态\s*$)|{ASK_OPENER_ZH}?\s*把\s*(?:当前|目前|现在|今天)的?\s*(?:进度|进展|状态)\s*(?:记录|记|写|存|保存|更新)(?:到|进|在)\s*(?:今天的\s*(?:日志|日记|笔记|log)|笔记|日记)(?:里|中|上)?|检查点\s*$|{ASK_OPENER_ZH}?\s*(?:记录|记|存|保存|写)(?:一下|下)?\s*(?:我们|咱们)?\s*(?:现在|目前|当前|今天)?\s*(?:做到|进行到|推进到|走到)(?:了)?哪(?:了|儿|里|一步)?|{ASK_OPENER_ZH}?\s*把\s*(?:讨论|当前|目前|现在|今天|我们|这次|本次)?的?\s*(?:进度|进展)\s*(?:保存|记录|存|记)(?:下来|一下|下|好)?|(?:今天的?)?进度(?:记录|存档|备忘)\s*(?:[:：]|$)|{ASK_OPENER_ZH}?\s*把\s*(?:今天|刚才|目前为止|到目前为止|这次|本次|我们|咱们)\s*(?:做的|做过的|完成的|干的|改的)(?:事|事情|内容|工作)?\s*(?:记录|记|存|保存|写)(?:下来|一下|下|好|起来)?\s*$|{ASK_OPENER_ZH}?\s*写(?:个|一个|一份|一下)?\s*(?:今天的?)?进度(?:记录|笔记|日志)\s*$|(?:当前|目前|现在|今天)?的?\s*(?:进度|进展)\s*{ASK_OPENER_ZH}?\s*(?:记录|记|存|保存)(?:一下|下|下来|好)\s*(?:[:：]|$)|{ASK_OPENER_ZH}?\s*把?\s*(?:写|做|改|进行|推进|弄|干|现在|目前|当前)到哪(?:了|儿|里)?(?:了)?\s*[,，]?\s*{ASK_OPENER_ZH}?\s*(?:记录|记|存)(?:一下|下|下来|一笔)\s*(?:[:：]|$)|{CHECKPOINT_OTHERWISE_ZH})")
            // Chinese may put the object first as the topic (进度记一下：…, 写到哪了记一下：…, as
        // 记一下进度 / 记一下写到哪了), and the time for the verb (现在到哪了记一笔：…); 记一笔
        // ("jot a stroke") is 记一下's colloquial twin. 笔记 / 日记 (notes, a diary) are the
        // user's notebook, never a program's output as a 日志 may be: no 今天的 is needed.
        // "保存进度的功能", "进度条": the progress is the topic, not what to save.
            .veto(r"模型|训练|权重|model|training|epoch|weights|torch|tensorflow|keras|every\s+\d|steps?\s+\d|进度(?:的|条)|进展的"),
        // A request may be put as a polite question ("could you record a checkpoint here?"),
        // and the ask may close a report of where things stand ("…, log this as a checkpoint"):
        // the checkpoint is the report before it. What the session did, as the object of a verb
        // of recording ("log what we did today"), a progress note or a summary of the session
        // asked for, is the checkpoint said without the word. So is a note headed by the span
        // of work it reports ("note for the week: …", "status for today: …"). Where the work
        // stopped or got to is where it left off ("write down where we stopped"), and marking
        // it is noting it, as "mark a checkpoint" is ("mark where we are before I hand over"),
        // and so is keeping track of it, said alone ("keep track of where we are in the loop" is
        // a program's place); today's or this session's progress is ours.
        // Naming this point a checkpoint ("let's call it a checkpoint here: …") sets one. "Let
        // me log progress" offers the same note as "let's" does, and the stop it is made at
        // ("… before lunch:", "… for today:") says why now, as 收工前 does. In code-switched
        // speech 一下 softens the English verb as it does a Chinese one ("checkpoint this 一下").
        family(
            "en checkpoint (checkpoint this)",
            &["checkpoint", "progress", "where we", "what we", "what i", "everything we", "everything i", "summary", "for the week", "for this week", "for today", "for the day", "for tonight", "for this session", "current state", "current status", "handoff", "hand-off", "handover", "hand-over", "summari"], Checkpoint, Forward,
            r"^(?:{POLITE_EN})?(?:(?:let's\s+|let\s+us\s+|please\s+)?checkpoint(?:\s+(?:this|here|now|that|it|progress|our\s+progress))?(?:\s*一下)?(?:\s+(?:please|pls))?(?:\s*$|\s+(?:before|so|and|then|first){B})|(?:please\s+|let's\s+)?(?:save|create|make|take|add|write|log|record|drop|mark|set)\s+(?:a\s+)?(?:quick\s+|new\s+)?checkpoint(?:{B}|$)|(?:please\s+|let's\s+)?(?:save|log|record|capture|snapshot|(?:write|note|jot)\s+down)\s+(?:our|the|my|current|today's|this\s+session's)\s+(?:progress(?:\s+so\s+far)?|state\s+of\s+(?:the\s+)?discussion)(?:\s+(?:pls|please))?(?:\s*[.!]*$|\s*[:：]|\s+(?:here|now|before|and|then|first){B})|(?:please\s+|let's\s+|let\s+me\s+)?(?:save|log|record)\s+progress(?:\s+(?:here|now|so\s+far|before\s+(?:lunch|dinner|i\s+(?:go|leave|head\s+out|log\s+off|sign\s+off))|for\s+(?:today|tonight|the\s+day)))?(?:\s*[.!]*$|\s*[:：])|progress\s+checkpoint\s*$|(?:let's\s+|we\s+can\s+|i'll\s+)?call\s+(?:it|this|that)\s+a\s+checkpoint(?:\s+(?:here|now))?(?:\s*[.!]*$|\s*[:：])|(?:please\s+|let's\s+)?(?:log|record|save|(?:write|note|jot)\s+down)\s+(?:what|everything)\s+(?:we|i)(?:'ve|\s+have)?\s+(?:did|done|finished|covered|got\s+through)(?:\s+(?:so\s+far|today|this\s+session|here))?\s*[.!]*$|(?:please\s+|let's\s+)?(?:write|add|make|save|create|log)\s+(?:a\s+)?(?:quick\s+|short\s+)?progress\s+(?:note|log|entry|update)\s*[.!]*$|(?:notes?|status|progress|update)\s+for\s+(?:the\s+week|this\s+week|today|the\s+day|tonight|this\s+session)\s*(?:[:：]|$)|(?:please\s+|let's\s+)?(?:save|write|record|log)\s+a\s+(?:short\s+|quick\s+)?summary\s+of\s+(?:this|the|today's|our)\s+session\s*[.!]*$|(?:please\s+|let's\s+)?(?:save|log|record|mark|keep|note|add)\s+(?:this|that|it|these|where\s+we\s+are|all\s+(?:this|that))\s+(?:as|to)\s+(?:a\s+|the\s+)?(?:new\s+)?checkpoint\s*[.!]*$|(?:let's\s+|please\s+)?(?:note|record|save|log|mark|(?:write|note|jot)\s+down|make\s+a\s+note\s+of|take\s+note\s+of|bookmark)\s+where\s+(?:we\s+(?:are|left\s+off|stand|stopped|got\s+to)|we're)(?:\s+at)?(?:\s+(?:in|to|into)\s+(?:the|my|our)\s+{WORK_LOG_EN})?{B}|(?:let's\s+|please\s+)?keep\s+track\s+of\s+where\s+(?:we\s+(?:are|left\s+off|stand|stopped|got\s+to)|we're)(?:\s+at)?\s*[.!]*$|progress\s+(?:note|log)\s*(?:[:：]|$)|{CHECKPOINT_OTHERWISE_EN})")
            .veto(ML_VETO),
        // A verb of jotting a note ("jot down", "note", "make a note") with the work log or
        // the user's notes as its place and a that-clause says what the session got done, as
        // 在日志里记一下进度 does: the progress, said without the word. So does a note headed for
        // the log ("note to log: …", "for the log: …", "log entry: …"), or an ask to update
        // the work / progress log with a colon. A program writes to its log, never jots in it
        // ("log that the request failed", "write to the log that …" are code).
        family(
            "en checkpoint (jot down in the log that…)",
            &["the log", "my log", "our log", "to log", "'s log", "work log", "worklog", "progress log", "dev log", "devlog", "daily log", "log entry", "notes", "journal"], Checkpoint, Forward,
            r"^(?:please\s+|pls\s+|ok\s*,?\s+|great\s+work\s*[.,!]?\s+|let's\s+|{POLITE_EN})?(?:(?:(?:jot|note|write)(?:\s+(?:this|that|it))?\s+down|jot|note|record|write|add|put)(?:\s+(?:this|that|it))?\s+(?:in|into|to)\s+(?:the|my|our|today's)\s+{WORK_LOG_EN}\s*(?:that{B}|[:：]|[-–—]\s|$)|update\s+(?:the|my|our|today's)\s+(?:work|progress|dev|daily)\s+(?:log|notes|journal)\s*(?:[:：]|[-–—]\s|$)|(?:note|entry)\s+(?:to|for|in)\s+(?:the\s+|my\s+|today's\s+)?{WORK_LOG_EN}\s*(?:[:：]|[-–—]\s|$)|for\s+the\s+{WORK_LOG_EN}\s*(?:[:：]|$)|(?:log|journal|worklog|devlog)\s+entry\s*(?:[:：]|[-–—]\s|$))")
            // "Write to the log that the retry failed" is a program's logging, and "write" /
            // "add" / "put" take a log only with "in" or with a progress word around it.
            .veto(r"^(?:please\s+|pls\s+)?(?:write|add|put|record)\s+(?:(?:this|that|it)\s+)?to\s+the\s+log\s+that{B}")
            .veto(ML_VETO),
        // ── explicit ──
        // A rule under the label "our rule / the project's convention is" (这个项目的规矩是…,
        // 规定是…, 我们的约定是…, 团队惯例是…): the label names what follows a standing rule of
        // ours, as "our rule is" does in English. Whose the label is must be ours or unsaid
        // (苹果的规定是…, 法律规定… are others'); asked (规定是什么) or dated (规定是上周改的) it
        // gives no rule.
        family(
            "zh our rule is (规矩是…)",
            &["规矩", "规定", "约定", "惯例", "规范", "做法", "铁律"], Explicit, Forward,
            r"^(?:(?:另外|还有|顺便说一下|说明一下)\s*[,，:：]?\s*)?(?:(?:(?:这个|本|我们|咱们)?\s*(?:项目|专案|仓库|团队|公司|组里)|我们|咱们|这边|这里|这儿)(?:这儿|这里|这边)?(?:的|里的)?\s*)?(?P<t>(?:规矩|规定|约定|惯例|规范|做法|老规矩|铁律)\s*(?:是|就是)\s*[:：]?)\s*[^\s什么啥吗？?]")
            .veto(r"(?:是|就是)\s*[:：]?\s*(?:什么|啥|哪|怎么|上周|之前|昨天|刚|不是|对的|错的)|吗|？|\?|来着"),
        // A closing clause that names what came before a standing rule of the project or
        // team (…，这是项目规矩 / 这个是我们的约定; "…, that's a house rule"): a copula that
        // classifies the clause before it, as "…, keep that in mind" points back at it. Asked
        // (这是项目规矩吗), given a cause (…规范导致的) or said of others' rules (eslint 的规则,
        // "their team rule") it classifies nothing of ours.
        // The owner may name its part and kind (我们后端的分层约定, 我们组的规矩); only an owner
        // of ours takes them, as 苹果的规定 is another's. Taiwan's closing particles (喔, 欸)
        // close it as 哦 does. The team's habit in the 是…的 of what has always been done (组里一
        // 直这么弄的, 这项目一直是这样搞的; "that's how we've always done it", "that's just how
        // the codebase works") classifies the clause before as our practice, as 这是我们的做法
        // does; without a subject of ours, 一直这样的 reports what keeps happening.
        family(
            "this is a project rule (…，这是项目规矩)",
            &["规矩", "规定", "约定", "规范", "铁律", "做法", "惯例", "一直", "向来", "历来", "从来", "都这", "都是这", "house rule", "project rule", "team rule", "hard rule", "repo rule", "golden rule", "the rule", "how we", "how the", "how this", "how our", "convention", "policy"], Explicit, Keep,
            r"(?P<t>(?:^|[,，;；]\s*)(?:(?:这|这个|这条|这些|以上|上面这些?)\s*(?:都|就|也)?\s*(?:是|算)\s*(?:(?:我们|咱们|项目|团队|组里|本项目|这个项目|我们项目|我们团队|咱们项目)[^,，。;；不没\s]{0,6}?|这儿|这里|这边)?(?:的|里的)?\s*(?:规矩|规定|约定|规范|铁律|硬性规定|死规定|硬规定|做法|惯例|老规矩)(?:了|啊|哈|哦|呀|喔|欸|唷|啦)?|(?:我们|咱们|团队|组里|我们组|本项目|这个项目|这项目|项目里|我们项目|我们这边|这边)\s*(?:一直|向来|历来|从来|都)\s*(?:都)?\s*(?:是)?\s*(?:这么|这样|这样子)\s*(?:写|弄|搞|做|干|来|处理|用)的(?:了|啊|哈|哦|呀|喔|欸|啦)?|(?:that's|that\s+is|this\s+is|it's)\s+(?:(?:a|an|the|our)\s+(?:project|team|house|repo|hard|standing|golden)\s+rule(?:\s+(?:here|for\s+(?:the\s+whole|this|every)\s+[a-z]+))?|(?:the|our)\s+(?:rule|convention|policy)|how\s+we(?:'ve)?\s+(?:always\s+)?(?:do|did|done)\s+(?:it|things|this)|(?:just\s+)?how\s+(?:the|this|our)\s+(?:{PROJECT_NOUN_EN}|team)\s+works)(?:\s+(?:here|(?:in|on|for)\s+(?:this|the|our)\s+(?:{PROJECT_NOUN_EN}|team)))?)\s*[。.!！]*$)")
            // It closes its sentence: with a clause after it ("这是规范，加到 CLAUDE.md 里") the
            // label introduces what that clause asks.
            // "…，不只是这次" after it only stresses the scope.
            .veto_rest(r"^[^,，;；]*[,，;；]\s*(?:[^\s。.!！不]|不[^只光是])"),
        family(
            // The object may come first, after the rule ("…,这条记一下"): the rule is then the
            // clause before.
            // An adverb of future time may open it (以后记住, 今后都要记住), as it opens any
            // Chinese imperative: the ask is then for every later session, no less.
            "zh remember (记住/记一下)",
            &["记", "备忘"], Explicit, Forward,
            r"^(?:(?:{FROM_NOW_ON_ZH}|下次)(?:都|也)?\s*[,，]?\s*)?{MEMORY_ASK_ZH}")
            // 记住密码 / 记住登录状态 / 记住我的功能 name the product's "remember me" feature, not an
            // ask to the agent.
            // The verb before 的 modifies a noun (记住的东西放哪: the things remembered), unless
            // 的是 heads what to keep (要记住的是…).
            // 备忘录 is a memo pad, a thing a product may have (备忘录功能要支持置顶).
            // 记住了 with a subject (我记住了, 你早该记住了) or asked (记住了吗) says whether it
            // was kept; after the rule with no subject ("不要直接推 main，记住了！") it is the
            // imperative with the 了 of insistence. Alone, or after an acknowledgement (好的，
            // 记住了), it is the speaker's own "noted".
            .veto_sentence(r"^(?:好的?|嗯|ok|行|明白|收到)\s*[,，]?\s*(?:都|已经)?\s*记住了|^(?:都|已经)?\s*记住了{PARTICLE_ZH}*\s*(?:[!！。.]*$|[,，]\s*(?:我|下一步|接下来|那))")
            .veto(r"备忘录|记(?:住|下来|下|好|牢|着)的(?:[^是]|$)|记住(?:密码|账号|用户名|登录|登陆|状态|选择|位置|上次|滚动|我的选择)|记住我(?:的)?\s*(?:功能|选项|按钮|勾选|复选框|checkbox|开关)|(?:^|[^给让叫])(?:我|你)[^,，。]{0,4}记住了|记住了(?:吗|没|么)|记(?:住|得)(?:吗|么|没)|记得(?:上次|之前|刚才|以前|那|不)|记(?:一下|下)(?:耗时|时间|执行|运行|日志|log)")
            // A note of where the work stands ("先记一下：DFU 流程通了，rollback 还没测": done
            // beside not yet) is no lasting rule ([`PROGRESS_NOTE_ZH`]). It is a checkpoint by
            // its labels, but no family takes it as one: the form has no real hit.
            .veto_rest(r"记(?:录)?(?:一下|下)\s*{PROGRESS_NOTE_ZH}"),
        // 存 ("store") with no object, closing its clause, and what the thing is for after it
        // ("CloudBase 的 SecretKey 是 …，帮我存一下，以后部署脚本要用", "…，你存着，后面配测试环境
        // 要用") keeps what was said before it, as 帮我记住 does there: Chinese drops a known
        // object. Without the purpose after it, 存一下 is as often a step of the work (保存文件).
        family(
            "zh keep it for later (…，帮我存一下，后面要用)",
            &["存一下", "存下", "存着", "留着", "放你这"], Explicit, Forward,
            r"^(?:(?:请|麻烦)?\s*(?:帮我|你|先|你先|给我)\s*)?(?:存一下|存下|存着|保存一下|留着|先放你这(?:里|儿)?|放你这(?:里|儿)?)(?:吧|哈|啊|哦)?\s*$")
            .need(r"(?:存一下|存下|存着|保存一下|留着|放你这(?:里|儿)?)(?:吧|哈|啊|哦)?\s*{PURPOSE_ZH}"),
        // A credential handed over with an ask to retain it ("heres the stripe test key sk_test_…
        // keep it for the billing test setup", "…SASL password … is X - keep it for when we wire
        // up the pipeline", "NATS user seed, stash it so the integration tests can auth: …",
        // "… hang on to it"): keep / stash / hang on to a credential just named is to remember
        // it, and its sentence, the secret `[removed]`, is what to keep. Only with the credential
        // named and a token-like run in the sentence: "stash it" alone is git's, and "keep it"
        // with a place or a manner after it (in vault, short, that way, for now) is no ask to
        // memory. Saved only as redaction leaves it whole (`holds_secret`).
        family(
            "en keep this credential (…, keep it for X)",
            &["keep it", "keep this", "keep that", "keep them", "stash it", "stash this", "stash that", "stash them", "hang on to", "hang onto", "hold on to", "hold onto"], Explicit, Keep,
            r"(?P<t>{B}(?:please\s+|pls\s+|just\s+)?(?:keep|stash|hang\s+on\s*to|hold\s+on\s*to)\s+(?:it|this|that|them)(?:\s+somewhere(?:\s+safe)?)?)(?:\s+(?:for|so|until|because|since)(?:{B}|$)[^,;!?]*)?\s*[.!]*$")
            .need(r"{B}(?:token|key|password|passphrase|passwd|secret|seed|credentials?|pat)s?{B}.*[A-Za-z0-9_.!#$%+/=-]{12,}|[A-Za-z0-9_.!#$%+/=-]{12,}.*{B}(?:token|key|password|passphrase|passwd|secret|seed|credentials?|pat)s?{B}")
            .veto(r"(?:keep|stash|hang\s+on\s*to|hold\s+on\s*to)\s+(?:it|this|that|them)\s+(?:for\s+(?:now|today|the\s+moment|a\s+(?:bit|sec|second|minute))|until\s+(?:tomorrow|later|tonight|the\s+end))")
            .whole_sentence()
            .holds_secret(),
        // "别忘了" closing a statement ("部署只用 deploy.sh，别忘了") is the negative of 记住, as
        // "don't forget" is of "remember": it points back at the clause or sentence before
        // (group `back`), as "…，记住了" does. Opening its sentence with the object after it
        // (别忘了提交代码) it reminds of a step of the task, and a time of now (这次, 今天) scopes
        // what it points back at to the task.
        family(
            "zh don't forget (…，别忘了)",
            &["忘"], Explicit, Forward,
            r"^(?P<back>(?:你\s*)?(?:千万|可)?(?:别|不要)忘(?:了|记)?(?:了)?(?:这个|这点|这条|这一点)?(?:{PARTICLE_ZH}|哦|喔)*)\s*[!！。.]*$")
            .veto_rest(r"^[^,，;；]*[,，;；]\s*[^\s。.!！]")
            // 先 opening a clause orders a step of the work at hand (先把旧表备份一下).
            .veto_sentence(r"这次|这回|现在|今天|明天|今晚|待会|一会|等下|等一下|马上|刚才|下班前|(?:^|[,，;；])\s*先"),
        family(
            "zh from now on (以后…)",
            &["以后", "今后", "往后", "从今", "从现在", "从此", "之后", "后面都", "后面也", "一直这", "一直都这"], Explicit, Forward,
            r"^(?:请\s*|麻烦(?:你)?\s*|{POLITE_ZH}\s*)?(?:(?:我们|咱们|你|大家|团队|这个项目|项目里|本项目)\s*)?(?:{FROM_NOW_ON_ZH}|之后都|之后(?P<t>)\s*[^\s,，。的几个些都给帮让把跟和对]{1}[^\s,，。的几个些都]{0,3}?\s*都|后面都|(?:之后|后面)也(?:按|照)|一直(?:都)?(?:这么|这样)\s*\p{Han}{1,3}?\s*(?:就行|就好|就可以|就对了))的?(?:都|也|一律|统一|全部|一定)?")
            // 以后的 X ("future X") is a rule only with 都 after X (以后的回复都短一点); alone it
            // names a thing of later (以后的版本会支持).
            // 再说 / 再看 defer only with no object after them (以后再说吧, 这个再看): with one they
            // say "then" in a sequence, as 再 does after 先 (以后先说结论再说原因: 先 A 再 B is
            // "first A, then B").
            // 之后 / 后面 ("after that", "behind") are 以后 only with 都, or with 也 before a verb of
            // following a pattern (后面也按这个来, 之后也照这样写). 之后 may take a short topic
            // before its 都 (之后回复都用繁体), as 以后 does; 后面 not, where a topic makes it "the
            // ones behind" (后面几个都改成 X). A coverb (给, 帮, 把…) opens a verb phrase, no
            // topic: 之后给命令都按 mac 来 is for the family that reads the user's setup. The empty
            // group `t` right after 之后 ends the cut trigger there, so that topic stays in the
            // saved text (回复都用繁体), where the match would have cut it.
            // 一直这么 V 就行 ("just keep doing it this way") endorses the manner of the clause
            // before it for every later time, as 以后也按这个来 does; without the ending of
            // permission (就行, 就好) 一直这样 reports what keeps happening (一直这样卡住).
            // 以后 + (这里 / 它 …) + 会 / 将 / 可能 forecasts what will be, whatever the subject
            // ("以后这里会接入支付"); 以后 + 想 / 打算 / 计划 is a plan (以后打算迁到 k8s); 以后 …
            // 再 V defers (以后用户多了再考虑缓存), and so does 不急 (以后这个页面要改成响应式的，先
            // 不急); 以后 + 可以考虑 suggests; 以后所有日志都会… forecasts: no instruction. 以后 +
            // the product's users + a modal says what the product lets them do (以后用户可以自己改
            // 密码), whether all of them (以后所有用户都必须绑定手机号) or in one of their acts
            // (以后用户登录都要验证码).
            .veto(NEEDED_LATER_ZH)
            .veto(r"(?:以后|今后|往后)\s*(?:的)?(?:(?:所有|全部|每个|每位)\s*(?:的)?)?(?:新)?(?:用户|客户|访客|游客|玩家|买家|卖家|会员|管理员)(?:登录|登陆|注册|下单|购买|支付|付款|访问|上传|下载)?\s*(?:都|也|就)?\s*(?:可以|能|就能|不用|不需要|无需|需要|必须|得|要)")
            // 会 is the modal "will" here, not the first character of 会话 / 会议 / 会员 / 会计
            // (以后会话记录都要存 30 天 is a rule about sessions).
            .veto(r"(?:以后|今后|往后|之后|后面|从此)\s*的[^都，,。]{0,10}(?:[，,。]|$)|(?:以后|今后|往后|之后|后面|从此)\s*(?:再|会(?:[^话议员计]|$)|可能|还|有空|有机会|有时间|就会|都会|都不会|也许|也会|就知道|就好)|(?:以后|今后|往后|之后|后面)\s*(?:这里|这块|这边|那里|那边|这个|那个|它|它们|这些|那些|项目|系统|页面|接口)\s*(?:会|将|可能|也许|估计|大概|应该会)|(?:以后|今后|往后)\s*(?:我们|咱们|我)?\s*(?:可以|可能|也许|或许)?\s*(?:想|打算|计划|准备|希望|考虑)|(?:以后|今后|往后)[^,，。先]{0,12}再(?:考虑|说|做|加|搞|弄|优化|重构|处理|看|上)|再说(?:吧|了|啦|呗|哈)?\s*(?:[,，。.!！;；]|$)|再议|再看(?:看)?(?:吧|了|啦)?\s*(?:[,，。.!！;；]|$)|(?:以后|今后|往后)[^,，。]{1,10}(?:都会|将会|会被|都将)")
            .veto_rest(r"不急|不着急|不用急")
            // A state said of what comes after (后面都正常, 之后就没问题了, 后面都一样): 都 with a
            // predicate of state reports how things went, as in a bug report; no act is asked.
            .veto(r"(?:之后|后面|后来|以后)\s*(?:的)?\s*(?:都|也|就)\s*(?:是)?\s*(?:正常|没问题|没事|好的|好了|对的|一样|可以了|ok|OK)(?:了|的)?\s*(?:[，,。.!！]|$)")
            // So does a change of state closed by 了 after a topic (以后接口都挂了, 之后页面都正常
            // 了), as the Keep family below reads 以后都挂了; so is 一样 with 了 or an adjective
            // after it (之后页面都一样慢), where "the same" is how things are, not how to do them.
            .veto(r"(?:以后|今后|往后|之后)\s*[^,，。]{0,6}?都[^,，。]{0,4}(?:变|挂|坏|崩|卡|报错|失败|出错|正常|好了|快|慢|稳定|没问题|支持|通过|成功|顺畅|流畅)[^,，。]*了|(?:以后|今后|往后|之后)\s*[^,，。]{0,6}?都\s*一样\s*(?:了|[^\s吧啊哈呗,，。.!！?？])")
            // After a change asked for (把 trainer 改成每个 epoch 都 eval，以后跑长实验好看曲线; 加个
            // 缓存，以后查起来快一点), a 以后 clause with a word of benefit (好看, 方便, 省得, 就不用…)
            // says what the change is for, a purpose, not an instruction about later work.
            .veto_sentence(r"(?:^|[，,。；;]\s*)(?:请|帮我|你)?\s*(?:把|给|加|改|换|增加|添加|加个|加上|改成|改为|做个|写个)[^。！!?？]{1,60}?[，,]\s*(?:这样)?\s*(?:以后|今后|往后|之后)[^，。,.!！?？;；]{0,24}?(?:好看|方便|好找|好查|好排查|好维护|好改|好用|容易|省得|省事|省去|就不用|不用再|不必再|就能|就可以|能直接|可以直接|更快|快一点|快点|清楚|清晰|一目了然)")
            // As in English (`SESSION_FROM_NOW_ON`): what the conversation takes up next
            // (从现在开始我们先专注支付模块), a mode it enters (从现在起进入调试模式) or a role given
            // to the agent (从现在开始你就是我的审查员) is this session's, not how work is done.
            .veto_rest(r"^[^，,。]{0,8}?(?:以后|今后|往后|从现在开始|从现在起|从此)[，,\s]*(?:我们|咱们|大家)?\s*(?:先|就|都)?\s*(?:专注|专心|集中精力|聚焦|主攻)|(?:从现在开始|从现在起|以后)[，,\s]*(?:我们|咱们)?\s*(?:先)?\s*(?:进入|切到|切换到)[^，。]{0,8}模式|(?:从现在开始|从现在起|以后)[，,\s]*你\s*(?:就)?\s*(?:是|当|扮演|充当)\s*(?:我的|一个|一名)")
            // 以后 + a thing in view (a demonstrative) + 要 + a verb of capability is that thing's
            // roadmap (以后这个页面要支持暗色模式): one thing's future, not how work is done,
            // which 都 / 所有 make general (以后接口都要加鉴权).
            .veto(r"(?:以后|今后|往后)\s*(?:这个|那个|这些|那些|这块|这边)\s*[^,，。\s]{0,6}?\s*(?:要|得|需要)\s*(?:支持|接入|兼容|适配|上线|做成|改成|加上|对接|有)")
            // A verb of speaking to the user with a language (跟我说中文, 和我讲英文) is how to
            // talk to them, as 回复 / 回答 are. 照 ("after the pattern of") is 按's synonym
            // (以后照这个写, 以后按这个写). So is a verb of talking or teaching (以后说话口语化一点,
            // 以后一步一步教我): how the agent talks to the user is a manner that holds for every
            // later reply, as 回复 is. Not 解释 alone: after the user's background (我是做数据分析
            // 的，以后…多解释两句) the background family keeps the whole sentence.
            // 全 is 都's "all" too (以后 SQL 关键字全大写), not inside 安全 / 完全 / 健全 / 齐全.
            .need(r"都|一律|统一|全部|(?:^|[^安完健齐周保])全|所有|每次|每个|任何|必须|别|不要|不许|不准|(?:^|[^能])不能|记得|务必|默认|只|一定|总是|始终|用|叫|称呼|回复|回答|先|按|照|走|(?:跟|和|对)我(?:说|讲)\s*(?:{LANGUAGE_ZH})|说话|交流|沟通|教我|一直(?:都)?(?:这么|这样)"),
        family(
            "zh from now on (…以后都…)",
            // 已后 is the pinyin typo of 以后 (yi hou).
            &["以后", "今后", "往后", "已后"], Explicit, Keep,
            r"(?:以后|已后|今后|往后)(?:都|一律|统一|全部|一定)")
            // A change of state since then (升级以后都变慢了, 以后都挂了, 重启以后都正常了, 加了缓存
            // 以后都快多了, 这个版本以后都支持 ARM 了) reports, sets nothing: a state predicate,
            // good or bad, closed by the 了 of a new situation.
            .veto(r"(?:以后|今后|往后)\s*(?:都会|都不会|一定会)|(?:完|好|了|线|署|交|后|前)以后|一下|再说|(?:以后|今后|往后)都[^,，。]{0,4}(?:变|挂|坏|崩|卡|报错|失败|出错|正常|好了|快|慢|稳定|没问题|支持|通过|成功|顺畅|流畅)[^,，。]*了")
            // An end user's or the UI's event before 以后 ("用户登录以后都要跳转到首页", "点击以后
            // 都弹确认框") makes it "after that event" in what the product does for its users.
            .veto(r"(?:用户|客户|访客|游客|玩家|买家|卖家|会员)[^,，。]{0,6}以后|(?:登录|登陆|注册|下单|购买|支付|付款|点击|点开|访问|打开|进入|加载|刷新|跳转|扫码)(?:完|成功|之)?以后")
            .veto(NEEDED_LATER_ZH),
        family(
            "zh next time (下次也…)",
            // 下此 is the pinyin typo of 下次 (xia ci).
            &["下次", "下回", "下此"], Explicit, Forward,
            r"^(?:下次|下此|下回)(?:也一样|也是|也|都|还是|记得|一样)?")
            // 下次 naming an event (下次会议, 下次发布) or asked about (下次是哪天, 下次什么时候)
            // is a date, not an instruction for the next time.
            // 下次 before an end user's action (下次下单默认带出来, 下次登录时…) says what the product
            // does for its users.
            .veto(r"下(?:次|此|回)\s*(?:再|吧|见|一定|我|聊|讨论|继续|吗|呢|有空|有时间|有机会|会议|开会|发布|版本|迭代|见面|是|什么|哪|几|下单|购买|支付|访问|登录|登陆|进入|打开\s*(?:app|应用|小程序|页面))|下(?:次|此|回)[^,，。]{0,6}再")
            // Where to pick the work up (下次从这里继续, 下次接着做) is a checkpoint's words, not a
            // rule for the next time; 接着用 X ("go on using X") still is one. 接著 is 接着 in
            // Traditional writing, where 著 is kept (the folding leaves it: 著 is also 著名's).
            .veto(r"下(?:次|此|回)\s*(?:就|再)?\s*(?:从(?:这里|这儿|这|此处|这个地方)(?:开始)?\s*(?:继续|接着|往下)|(?:接着|接著|继续)\s*(?:做|搞|弄|干|写|改|看|来|聊)?\s*[。.!！]*$)"),
        // 请 ("please") opens it as it opens any Chinese imperative (请始终用 TypeScript 写).
        family(
            "zh always/never (永远不要…)",
            &["永远", "始终", "任何时候", "无论如何", "不管什么时候", "务必", "千万", "绝对", "一律", "一直"], Explicit, Forward,
            r"^(?P<t>(?:请\s*)?(?:(?:你|我们|大家)\s*)?(?:永远|始终|任何时候都?|无论如何都?|不管什么时候都?|务必|千万|绝对|一律)|请\s*(?:你\s*)?一直(?:都)?)\s*(?:都要|都得|要|得|别|不要|不许|不准|不得|用|使用|保持|先|走|记得|把)")
            // 一直 is "all along" as often as "always" (一直报错, 你一直用错的接口): only under 请
            // does it open a directive (请一直用简体中文).
            .veto(r"永远不会|始终没|^(?:[^请]*)一直")
            .bare(),
        // 一律 ("as a rule, uniformly") and 务必 are normative only, so a topic may come
        // before them ("提交信息一律用英文", "密钥务必放在 .env"); 始终/永远 after a topic
        // mostly describe ("程序始终用 100% CPU").
        family(
            "zh topic, then always (X 一律…)",
            &["一律", "务必", "只用", "只使用"], Explicit, Keep,
            r"^[^,，。；;!！?？\s]{1,14}?\s*务必\s*(?:都要|都得|要|得|别|不要|不许|不准|不得|用|使用|保持|先|走|放|写|改成|改为|采用|加|带)|^[^,，。；;!！?？]{1,20}?\s*一律\s*[^\s,，。]|^(?:这个|本|我们|咱们)?\s*(?:项目|仓库|专案|repo)(?:里|中|的|里的)?\s*[^,，。；;!！?？]{0,20}?(?:一律|务必)\s*[^\s,，。]|^(?:(?:我们|咱们|咱)\s*)?(?:这个|这|本)?\s*(?:项目|仓库|专案|repo|mod|app|服务|应用|插件|工程)\s*(?:里|中)?\s*(?:都|就)?\s*只(?:用|使用)\s*[a-z]")
            // With the project named as its scope (本项目接口一律返回 camelCase, 这个项目 python 版本
            // 务必锁在 3.11), what follows 一律 / 务必 is a rule of it whatever the verb.
            // 这 points at a thing of the conversation (这个函数一律…), but "this project / repo"
            // (这个项目, 这个仓库, 这专案) is the scope of a standing rule, and so is "this" with
            // another name of the whole thing the user builds (这个 mod, 这个 app, 这个服务, 这个
            // 插件): the regex has no look-ahead, so the Latin words other than mod / app / repo
            // are spelt out letter by letter (a `model`, an `apple` are things in view).
            // With the project as its subject, 只用 + a name (这个项目只用 pnpm) is "uses only";
            // 只用 + a verb is "need only" (只用改一行), so only a Latin name may follow.
            .veto(r"^(?:这(?:[^个些种里边块次项仓专本]|$)|这(?:个|些|种|里|边|块|次)\s*(?:[^项仓专本服应插工a-z\s]|服[^务]|应[^用]|插[^件]|工[^程]|[b-ln-qs-z]|a[^p]|ap[^p]|app[a-z]|m[^o]|mo[^d]|mod[a-z]|r[^e]|re[^p]|rep[^o]|repo[a-z]|$)|那|哪|他|她|它|你们?说|我说)|^[^,，。]{0,6}说|(?:他们|她们|别人|人家)[^,，。]{0,4}(?:项目|仓库)|一下|这次|本次")
            // The topic may hold a Latin word with its spaces (我们组 Mapper 查询一律用…, MR 一律
            // squash merge), and 一律 may take a bare manner (金额一律千分位). A task over things in
            // view (把…, 帮我…, 一律去掉 / 换成 / 删掉: a change made once), a line of a list (a
            // spec's or a checklist's item) and a hold for now (暂时, 先不合) state no rule of the
            // user's.
            .veto(r"^(?:帮我|请帮|麻烦|给我|把|先把)|一律\s*(?:去掉|删掉|删除|丢到|丢进|替换|换成|改掉|移到|挪到)|^\s*(?:[-*•]|\d+[.、)）])|暂时|先不|先别")
            // 一律 before a failure (打包之后图片一律 404, 接口一律报错, 页面一律白屏) says how
            // everything fails, a symptom: "all of them", as "every time" in a bug report;
            // so does a status code reported (这个服务一律报 502).
            .veto(r"一律\s*(?:都)?\s*(?:报\s*)?(?:[1-5]\d\d(?:\D|$)|报错|出错|失败|挂了|挂掉|崩|白屏|空白|超时|卡住|卡死|闪退|乱码|不显示|显示不出|打不开|加载不出|没反应|返回空|为空|是空的)")
            // In a sentence that corrects the agent (这是错的, 不是 X，是 Y, 你…错了) the rule is
            // the correction's right value, a candidate for the correction families to keep.
            .veto_sentence(r"是错的|错了|不对|搞错|弄错|不是[^，,。]{1,16}[，,]?\s*(?:而)?是"),
        // A verb of adding or setting with "a rule" as its object (定个规矩, 新增一条准则, 添加一条
        // 规则), or the rules as the place more is added to (规范里再加上…): an ask to extend the
        // agent's standing rules, the rule after it. Only words for the agent's own rules may
        // stand between (新的, 内置, 全局, 项目): "添加一条校验规则" is a rule of the product. 新曾
        // is the pinyin typo of 新增 (xin zeng). 规则 as a label before a colon ("规则：…") is
        // "Rule: …", the rule after it, counted or qualified as the verb's object is (一条规矩：…,
        // 长期规则：…, 硬性规则：…), as "house rule:" is in English. Whom the rule is set for may stand before the verb (给你
        // 立个规矩, 跟你定条规则, 咱们定个规矩), as a benefactive or comitative phrase precedes
        // any Chinese verb. The rule file it goes to may follow (加一条规则到 CLAUDE.md：…), and
        // the noun may be the English one, as code-switched speech has it (加一条 rule：…).
        family(
            "zh rule (定个规矩 / 新增一条准则)",
            // The English noun only right after a measure word, a verb or 的 (加一条 rule, 加个
            // rule, 新的 rule): "rule" alone is in many English prompts, whose clauses need not
            // compile this family's pattern.
            &["规矩", "规则", "准则", "规范", "条 rule", "条rule", "个 rule", "个rule", "加 rule", "加rule", "的 rule", "的rule"], Explicit, Forward,
            r"^(?:{ASK_OPENER_ZH}?\s*(?:(?:我\s*)?(?:给|跟|和)\s*(?:你|你们|大家|咱们)\s*|咱们\s*|我们\s*)?(?:定|立|加|记|新增|新曾|添加|增加|加上|补充|再加)\s*(?:一|个|一个|一条|条|几条)?\s*(?:新的?|内置的?|全局的?|项目的?|长期的?)?\s*(?:规矩|规则|准则|rules?{B})(?:\s*(?:到|进|进到|在)\s*{RULE_FILE_PLACE_ZH})?|新规矩|新规则|新准则|(?:(?:一条|一个|条)\s*)?(?:(?:新的?|全局的?|项目的?|团队的?|长期的?|永久的?|硬性的?)\s*)?(?:规则|规矩|准则)\s*(?:[:：]|$)|(?:(?:你的|我们的|项目的?|全局的?|使用的?|开发的?|编码的?|代码的?|工作的?|协作的?)\s*)?(?:规则|规范|准则)(?:文件)?(?:里面|里|中)?\s*(?:再|也)?\s*(?:加上|加|补充|增加|添加)(?:一条|一点)?)\s*[:：]?")
            .names_memory(),
        family(
            "zh make it a rule (把 X 作为规则)",
            &["规矩", "规则"], Explicit, Keep,
            // The pointer back (把这条, 这个) is no part of the rule, and a closing particle
            // (吧, 了, 啊, 呗) leaves the ask an ask.
            r"(?P<t>(?:(?:把|将)?\s*(?:这个|这条|这点|这些|它|以上)\s*(?:也)?\s*)?(?:写成|作为|当作|当成|定为|设为)(?:一条)?(?:全局|项目|长期)?(?:规则|规矩)(?:吧|呗|了|啊|呀|哈)*)\s*$")
            .names_memory()
            .veto(r"(?:他|她|他们|别人)说"),
        family(
            "zh save to memory (记到记忆里)",
            &["记忆", "memory"], Explicit, Forward,
            // 记道 is the pinyin typo of 记到 (dao). A space may stand before a Latin name (存进 memory), a closing particle after
            // the place (记进记忆里吧); the place ends the clause: "存到 memory 变量里" is a
            // program's, and "记忆里的东西" names what memory holds, asks nothing.
            // The object may be named before the verb, with or without 把 (这条存到记忆里, 把部署流程
            //记到 memory 里), and 更新 / 同步 take memory as their object (更新一下 memory：…,
            // 同步到记忆里). 记录 is 记's two-character verb, 记在 / 写在 its place taken with 在,
            // and memory may be qualified as a noun is (项目记忆, 你的记忆, 长期记忆). The place may
            // also come first, as a Chinese phrase of place precedes its verb (在记忆里记一下：…,
            // 往 memory 里加一条：…). A 把-object with nothing after the place is what to keep
            // (把不要用 npm 记到 memory 里).
            // A memory is also a record one makes, counted as one (加一条 memory：…, 新建一条记忆：…).
            // A modal of obligation before the verb gives the same ask (要记到 memory 里：…,
            // 这条也得存到记忆里), with or without 以后 before it.
            r"^{ASK_OPENER_ZH}?(?:(?:把|将)\s*(?P<o>[^,，。：:；;!！?？]{1,16}?)|这个|这条|这点|这些|下面的?|以下的?)?\s*(?:(?:以后|今后)\s*)?(?:也|都)?\s*(?:要|需要|得|必须|记得)?\s*{SAVE_TO_MEMORY_ZH}(?:吧|呗|啊|呀|哈|吗)?\s*(?:[:：,，。.!！;；]|$)|^{ASK_OPENER_ZH}?\s*(?:在|往)?\s*{MEMORY_ZH}(?:\.md)?\s*(?:里面|里|中)?\s*(?:再|也)?\s*(?:{SAVE_VERB_ZH}|补充|更新|同步)(?:一下|一条|一点|上|下)?\s*(?:[:：,，。.!！;；]|$)|^{ASK_OPENER_ZH}?\s*(?:{SAVE_VERB_ZH}|新增|新建|创建|增加)\s*(?:一条|一个|条|个)\s*(?:新的?)?\s*{MEMORY_ZH}\s*(?:[:：,，。.!！;；]|$)")
            .names_memory()
            .veto(r"(?:记忆|memory|\.md)\s*(?:里|中)?的")
            // The work's progress as what to keep (把进度写到 memory 里) is where the work stands:
            // the checkpoint's, never a rule (`CHECKPOINT_OTHERWISE_ZH`).
            .veto(r"^[^,，。]{0,12}?把\s*(?:当前|目前|现在|今天|我们|咱们)?的?\s*(?:进度|进展)\s*(?:写|记|存|保存|记录|更新|同步)"),
        family(
            "zh rule-file ask (把 X 写入 CLAUDE.md)",
            &["claude.md", "agents.md", "gemini.md", "规则", "规范", "rules"], Explicit, RuleFile,
            // 修改 / 调整 / 修订 / 完善 (to amend) take the rules as their object as 更新 does
            // (请修改规则，允许…; 完善一下 CLAUDE.md).
            // The place may also come first, as a Chinese phrase of place precedes its verb (在
            // CLAUDE.md 里加一条：…, 往全局规则里补充：…): the rule is then the rest of the
            // sentence, and the clause ends at the verb and its count (加了 reports; 在规范里写
            // 一下为什么 asks about it; 在 eslint 规则里 names a program's rules). The place
            // may stand as the topic without 在 (CLAUDE.md 里加一条：…), a modal may come before
            // the verb (CLAUDE.md 里应该写上：…), 补 is 补充's short form (补一句, 补上), and a
            // file said to lack an entry asks for it (AGENTS.md 缺一条规则：…).
            r"(?:(?:把|将)(?P<o>[^,，。；]{1,60}?)\s*)?(?:写入|写进|写到|写在|加到|加进|加入|添加到|添加进|增加到|增加进|更新到|更新进|更新|修改|调整|修订|完善|补充到|补充进|同步到|总结到|总结进|沉淀到|沉淀进|记到|记入|记进|存到|存入|放到|放进|放入|吸取到|整理到|整理进)(?:一下)?\s*(?:到)?\s*(?:{RULE_FILE_ZH})|^{ASK_OPENER_ZH}?\s*(?:(?:在|往)\s*)?{RULE_FILE_PLACE_ZH}\s*(?:再|也|都|还)?\s*(?:(?:应该|应当|要|需要|得|必须)\s*)?(?:加上|加|添加|增加|补充|补上|补|写上|写入|写|记上|记|新增)(?:一下|上)?\s*(?:一条|一句|一点|几条|这条|这一条|这句|这点|这些)?\s*(?:新的?)?\s*(?:规则|规矩|约定|说明|要求|原则)?{PARTICLE_ZH}?\s*$|^{ASK_OPENER_ZH}?\s*{RULE_FILE_PLACE_ZH}\s*(?:还|也)?\s*(?:缺少|缺了|缺|少了)\s*(?:一条|一句|一点|几条)\s*(?:规则|规矩|约定|说明|要求|原则)?{PARTICLE_ZH}?\s*$")
            // Someone else's words (他说把…写入 CLAUDE.md, 他昨天说要…) ask nothing of the agent;
            // 已经 … 加到 reports it done.
            .veto(r"(?:他|她|他们|别人)[^,，。]{0,4}说|已经\s*(?:写入|写进|写到|加到|加进|加入|添加到|更新到|整理到|记到|存到|放到|同步到|沉淀到)")
            // What the product lets its users do (后台要能修改规则, 支持调整规范): a feature.
            .veto(r"(?:能|可以|可|支持|允许|用户|管理员|后台)\s*(?:修改|调整|修订|完善|更新)")
            .veto(NEGATED_RULE_FILE_ASK),
        family(
            "zh rule-file ask (总结 X 进 CLAUDE.md)",
            &["claude.md", "agents.md", "gemini.md", "规则", "规范", "rules"], Explicit, RuleFile,
            r"(?:总结|整理|写|记|存|放|补充|沉淀|吸取)(?:一下)?(?P<o>[^,，。；]{1,30}?)(?:到|进|入)\s*(?:{RULE_FILE_ZH})")
            .veto(r"(?:他|她|他们|别人)说")
            .veto(NEGATED_RULE_FILE_ASK),
        family(
            // An occasion quantifier (每次, 每一步, 每轮) over the agent's work, then a directive:
            // a modal (要, 必须, 记得), 先 (an order of steps), 只 (a limit), or 都 with an
            // action of the agent's ("每次改完代码都跑一遍测试"); 都 with a result is a report
            // ("每次运行都报错"), a prohibition or 应该/需要 is one too ("每次提交都不要带
            // co-author"). A short occasion closed by a comma may name anything, the directive
            // opening the next clause ("每次 PR，都要跑 CI"). The directive may follow the
            // quantifier at once, the occasion
            // being every occasion ("每次都要先跑测试", "每次都用中文回复"), and a standing
            // rule may relax one: "不用每次…，只有…才…" (not every time, only when …). A ban or
            // a waiver may govern the whole, the agent's habit its object (不要每次都问我, 别每次都
            // 重新装依赖, 不用每次改完都跑全量测试: "stop / no need to … every time"); the habits
            // of its replies are its habits too (别每次都总结一遍, 不要每次都道歉). A
            // causative before it (让 X 每次…, 确保每次…) makes it a goal for something else.
            // 每此 is the pinyin typo of 每次 (mei ci).
            "zh every time (每次…都要…)",
            &["每次", "每此", "每一次", "每当", "每一步", "每个步骤", "每轮", "每一轮", "每回"], Explicit, Forward,
            r"^(?P<t>)(?:{POLITE_ZH}\s*)?(?:你|我们|咱们|以后)?\s*(?:(?:不用|不必|不需要|无需|不要|别|不许|不准)\s*)?(?:每次|每此|每一次|每当|每一步|每个步骤|每一轮|每轮|每回)")
            .need(r"(?:每次|每此|每一次|每当|每回)\s*(?:你|我们)?[^,，。]{0,12}?(?:{WORK_ZH})[^。！？]*?(?:都要|都得|都必须|都先|都记得|一定要|必须|务必|记得|应该|应当|需要|先|自己|要|只|不要|别|不许|不准|不能|禁止|都(?:不要|别|不能|跑|运行|执行|更新|检查|提交|测试|备份|清理|确认|问|写|加|同步|部署|重启|格式化|用|使用|lint|run|test))|(?:每次|每此|每一次|每回)\s*(?:你|我们)?\s*(?:都要|都得|都必须|都先|都记得|都用|都使用|都只|都应该|都需要|一定要|必须|务必|记得|应该|应当|都不要|都别|都不能|都不许|不要|别|不许|不准|不能|禁止)|(?:每次|每此|每一次|每当|每回)\s*(?:你|我们)?[^,，。！？!?]{1,12}?[,，]\s*(?:都|也|就|请|你)?\s*(?:要|必须|务必|记得|先|一定要|应该|应当|需要|不要|别|不许|不准|不能|禁止)|(?:不用|不必|不需要|无需)\s*(?:每次|每此|每一次)[^。！？]{1,30}?(?:只有|只在|只要|只需|仅在|仅)|^(?:你|我们|咱们|以后)?\s*(?:不要|别|不许|不准|不用|不必)\s*(?:每次|每此|每一次|每回)[^,，。！？!?]{0,8}?都\s*(?:{WORK_ZH}|问|提醒|重新|自动|去|先|把|给|用|加|跑|生成|输出|打印|总结|解释|道歉|重复|复述|汇报|确认|[a-z])|(?:每一步|每个步骤|每一轮|每轮)[^。！？]{0,12}?(?:都要|都得|都必须|都先|一定要|必须|务必|记得|先|只)")
            // A stretch of time after 每次 is how long something takes each time, a complaint
            // about its cost ("每次都要全局搜半天", "每次编译都要等好久"), not a rule; so is a
            // word of annoyance closing its clause (每次都得 as 一下很烦), but not one after a
            // comma giving the rule's reason (…，不然很麻烦).
            .veto_rest(r"^[^,，。；;!！?？]*(?:很|好|太|真|挺|超)\s*(?:烦|麻烦|累|痛苦|折磨|蛋疼|头疼)(?:死了|人|了)?\s*[。.!！]*$|(?:要|需要)(?:等|花|耗|卡|加载|报|失败|很久|半天|好久)|(?:每次|每此|每一次|每回)[^,，。；;!！?？]*?(?:老半天|半天|好久|很久|好半天|几分钟|十几分钟|那么久|这么久|那么慢|这么慢)")
            // "每次都要我提醒你" complains that the user must remind, tell or repeat: no rule
            // for the agent (unlike 每次部署前都要我确认, which is one).
            .veto(r"都(?:跑|运行|执行)?(?:没|不(?:[^要许准]|$))|都用了|(?:一下|一遍)?吗|这次|本次|今天|让[^,，。]{0,16}每|确保每|(?:要|得|是|让|需要)我(?:来)?(?:提醒|说|讲|催|教|告诉|重复)"),
        family(
            "zh standing default (所有…都默认…)",
            &["都默认", "都统一", "都一律", "都必须", "都只能", "都用", "都要", "都得", "都不要", "都不能", "都别", "项目所有", "仓库所有", "代码库所有", "系统所有", "服务所有", "项目里所有", "项目中所有"], Explicit, Clause,
            // The whole project may be named as the scope first; then 都 with any verb states
            // how the project does it (这个项目所有时间都存 UTC, 我们项目所有接口都走网关), as a
            // modal does without it (所有接口都必须返回 JSON).
            r"^(?:(?:这个|我们|咱们|本|整个)?(?:项目|仓库|代码库|代码|系统|服务)(?:里面|里|中|内)?\s*)?(?:所有|全部)[^,，。]{1,30}?都(?:默认|统一|一律|必须|只能|要用|用|得用|要|得|不要|不能|别)|^(?:这个|我们|咱们|本|整个)(?:的)?(?:项目|仓库|代码库|系统|服务)(?:里面|里|中|内)?\s*(?:所有|全部)[^,，。]{1,30}?都\s*\p{Han}")
            // "把所有文件都用 prettier 格式化一下" is a task over the files in view; a fault or a
            // new state closed by 了 (所有页面都白屏了, 所有接口都报错) reports an incident.
            .veto(r"一下|一遍|吗|这次|本次|现在|(?:都|全)(?:要|得)?(?:改|删|重写|检查|看|跑)|了\s*$|都\s*(?:在|会)?\s*(?:报错|出错|失败|挂|崩|白屏|异常|超时|不行|有问题)"),
        // 遇到/碰到 X (when meeting X), then a directive (先, 就, 都要, 必须, 记得): the
        // "whenever" of Chinese, a standing conditional rule ("遇到报错先看日志").
        family(
            "zh whenever you meet X (遇到…先…)",
            &["遇到", "碰到", "遇见"], Explicit, Keep,
            r"^(?:(?:以后|你|今后|下次)\s*)?(?:再)?(?:遇到|碰到|遇见)[^,，。；;]{1,20}?(?:时|的时候|时候)?(?:\s*$|\s*(?:都|就|请|你)?\s*(?:先|要先|必须|务必|一定要|都要|记得|直接|不要|别|停下来))")
            .need(r"(?:遇到|碰到|遇见)[^。！？!?；;]{1,24}?(?:时|的时候|时候)?\s*[,，]?\s*(?:都|就|请|你)?\s*(?:先|要先|必须|务必|一定要|都要|记得|直接|不要|别|停下来)")
            .veto(r"^(?:我|他|她|我们)|遇到了|碰到了|吗|这次|本次|刚才"),
        // "When you answer me" (回答我的时候) is a standing condition, as a standing word is:
        // "回答我的时候用繁体" sets the replies' language beyond this answer. So is talking with
        // me as the topic (跟我说话用中文, 和我交流请用英文): the whole conversation, not one answer.
        // So is the language said to be enough (回复我用中文就行): a standing "X will do".
        // 回我 is the spoken clipping of 回复我 (请用繁体中文回我, 回我中文就行, 回我的时候用繁体).
        // The act may come first, as the topic, with the standing word after it (回复请用中文,
        // 回答一律用英文): Chinese topic-comment order, the same instruction as 请用中文回复.
        family(
            "zh interaction language (中文交互)",
            &["交互", "交流", "沟通", "对话", "回答", "回复", "答复", "聊天", "说话", "讲话", "回我"], Explicit, Keep,
            r"^(?:(?:请|以后|一律|始终|全程|都)\s*)?(?:用|使用)?\s*(?:{LANGUAGE_ZH})\s*(?:和我|跟我|与我)?\s*(?:交互|交流|沟通|对话)|^(?:(?:请|以后|一律|始终|全程|都|要求|务必|必须|一定要)\s*)+(?:用|使用|以)\s*(?:{LANGUAGE_ZH})\s*(?:和我|跟我|与我)?\s*(?:回答|回复|答复|聊天|回我)|^(?:你\s*)?(?:回答|回复|答复|回我|跟我说话|和我说话|跟我聊天|和我聊天)(?:我)?(?:的时候|时)\s*(?:请|都|要|一律|尽量)?\s*(?:用|使用)\s*(?:{LANGUAGE_ZH})|^(?:你\s*)?(?:跟|和|与|对)我\s*(?:说话|讲话|交流|沟通|聊天|对话)(?:的时候|时)?\s*[,，]?\s*(?:请|都|要|一律|尽量|就|麻烦|直接)*\s*(?:用|使用|说)\s*(?:{LANGUAGE_ZH})|^(?:你\s*)?(?:(?:回答|回复|答复)(?:我)?\s*[,，]?\s*(?:都|就|一律)?\s*(?:用|使用)|回我\s*[,，]?\s*(?:都|就|一律)?\s*(?:用|使用)?)\s*(?:{LANGUAGE_ZH})\s*(?:就行|就好|就可以|即可)|^(?:你\s*)?(?:回答|回复|答复|回我|交流|沟通|对话|聊天)(?:我)?\s*[,，]?\s*(?:(?:请|都|一律|始终|全程|务必|必须|一定要|统一|以后)\s*)+(?:用|使用)\s*(?:{LANGUAGE_ZH})")
            // Either language will do: no rule (中文还是英文都行, 随便).
            .veto(r"(?:{LANGUAGE_ZH})\s*(?:还是|或者?|和)\s*(?:{LANGUAGE_ZH})|都行|都可以|随便|无所谓")
            // What this reply is for (我要转给领导, 好贴到 issue 里), as "so I can forward it":
            // the language is this reply's.
            .veto_rest(r"(?:我要|我得|我好|好让我|方便我|我准备|好)\s*(?:把它|把这个)?\s*(?:转给|转发给?|贴到|贴进|粘贴到|发给|复制到|拿给|拿去给)"),
        // How long or plain the replies should be, said as an instruction about the replies
        // themselves: a verb of replying (回答/回复/答复/说话) with an adjective of length
        // (简短/简洁/精简) or a ban on padding (啰嗦/废话/套话). It is how the user wants to be
        // talked to, beyond the task: USER.md (issue 18's reply-style rules). A bare
        // "用中文回答(我)" is left to the language family, which wants a standing word (请, 以后,
        // 要求…): after a list of questions it asks for these answers. The verb may take 我 as
        // its object (回答我请简短点, 回复我的时候简洁一点): the same replies.
        // A bound on every reply's length (回答别超过五行) is brevity said in numbers.
        family(
            // The ban may name what a reply carries (表情, emoji), as the en reply families do
            // ("no emojis in your replies"), and the time of replying (回答的时候别…).
            "zh reply style (回答简短点)",
            &["回答", "回复", "答复", "说话", "废话", "套话", "啰嗦", "罗嗦"], Explicit, Keep,
            r"^(?:(?:请|你|以后|一律|始终|全程|都|要求|务必|必须|一定要|尽量)\s*)*(?:(?:回答|回复|答复|说话|解释)(?:我)?(?:内容|的时候|时)?\s*[,，]?\s*(?:要|请|尽量|都|得|再|更|可以)*\s*(?:简短|简洁|简练|精简|简明|短|直接)(?:一点|点|些|一些|扼要)?|(?:回答|回复|答复|说话)(?:我)?(?:内容|的时候|时)?\s*[,，]?\s*(?:不要|别|不许|不准|不能)(?:有|带|太|那么|这么|用|加)?\s*(?:啰嗦|罗嗦|啰嗦|冗长|长篇大论|套话|废话|客套|表情包|表情符号|表情|emoji|颜文字)|(?:回答|回复|答复)(?:我)?(?:内容|的时候|时)?\s*[,，]?\s*(?:尽量|都|请)?\s*(?:不要|别|不能|不许)\s*超过\s*[一二三四五六七八九十两\d]+\s*(?:行|句|段|个字|字|条|屏)|(?:少|不要|别)(?:说|讲|写|有)?(?:废话|套话|客套话))(?:吧|啊|呗|哈|了|哦)*\s*[.!。！]*$")
            .veto_sentence(PASSING_SITUATION),
        // An instruction under a frame that names the agent's replies to the user in general
        // ("when you answer me, …", "in your replies, …", 回答我的时候…, 回答里…, 给我解释的时候…):
        // as "when you answer me" makes a language standing (above), it makes any instruction
        // after it one about every reply, how the user wants to be talked to (USER.md). One
        // answer named (回答这个问题的时候, "when you answer this"), replies to others (回复客户,
        // the bot's replies) or a finding about an answer given (回答里的代码有 bug) are not it.
        family(
            "zh reply frame (回答我的时候…)",
            &["回答", "回复", "答复", "解释", "讲解", "说话", "讲话", "聊天", "交流", "回我"], Explicit, Keep,
            r"^(?:你\s*)?(?:(?:(?:给我|跟我|和我|对我|帮我|向我)\s*)?(?:回答|回复|答复|解释|讲解)(?:我的?|问题|东西)*|(?:跟我|和我|对我)\s*(?:说话|讲话|聊天|交流))\s*(?:的时候|时|里|中|里面)\s*(?:[,，:：]?\s*$|[,，]?\s*(?:请|都|要|一律|尽量|也)?\s*(?:{REPLY_INSTRUCTION_ZH}))|^(?:你\s*)?(?:跟我|和我|对我|给我)\s*(?:说话|讲话|聊天|交流|解释|讲解)(?:的时候|时)?\s*(?:[,，:：]?\s*$|[,，]?\s*(?:请|都|要|一律|尽量|也|一直|就)*\s*(?:{REPLY_INSTRUCTION_ZH}|用\s*[^的\s]))|^(?:你\s*)?(?:(?:给我|跟我|对我)\s*)?(?:回答|回复|答复|回我)\s*(?:问题\s*)?(?:都|请|要|一律|尽量|最好)?\s*先\s*(?:给|讲|说|写|列|放|贴|上|亮)[^,，。]{0,12}?再\s*\p{Han}")
            // The frame alone as a clause ("回答我问题的时候，命令行示例都用 fish"): the instruction
            // is in the clauses after it.
            // The replies given an order, with no frame word (回答先给结论再给代码, 回复先讲原因
            // 再贴命令): the order of every reply, as "always give me the tl;dr first" is.
            // Talking with me names the whole conversation without 的时候 (跟我说话不用那么客气,
            // 跟我说话一直用大白话就好): the manner after it is how the user is talked to. So does
            // explaining to me (跟我解释多讲逻辑少讲语法): every explanation, not one.
            .need(r"{REPLY_INSTRUCTION_ZH}|都|一律|统一|(?:跟我|和我|对我)\s*(?:说话|讲话|聊天|交流)[^,，。]{0,6}用")
            .veto(r"(?:回答|回复|答复|解释|讲解)\s*(?:这个|这|那个|那|上面|刚才|一下|他|她|客户|用户)|看看|再说\s*$")
            // Either way will do (用中文还是英文都行, 随便): no rule.
            .veto(r"都行|都可以|随便|无所谓")
            .user(),
        family(
            "en reply frame (when you answer me, …)",
            &["answer", "repl", "respon", "explain"], Explicit, Keep,
            r"^(?:please\s*,?\s*)?(?P<t>(?:(?:when(?:ever)?|each\s+time|every\s+time)\s+you\s+(?:answer|reply|respond|explain\s+(?:things|stuff|code))(?:\s+(?:to\s+)?me|\s+my\s+questions)|(?:whenever|each\s+time|every\s+time)\s+you\s+(?:answer|reply|respond|explain)|in\s+(?:your|all\s+(?:of\s+)?your|all)\s+(?:answers|replies|responses|explanations)){B})\s*[,:]?\s*(?:$|(?:please\s+)?(?:[a-z]+\s+first{B}|(?:always|just|never|don't|do\s+not|no|skip|give|put|start|lead|use|show|keep|avoid|write|include|add|list|be|stop|cut|drop|limit|prefer|stick|link)(?:{B}|$)))|(?:{B}(?:that\s+goes\s+for|in|for)\s+(?:all\s+)?(?:of\s+)?your\s+(?:answers|replies|responses|explanations))\s*[.!]*$")
            .user(),
        // An imperative about the replies' length or tone: a verb of replying (answer, reply,
        // respond, keep your answers/replies …) or "be" with an adjective of brevity (brief,
        // concise, terse, succinct, less verbose); chat spells "your" ur / yr. An artifact after
        // it ("be concise in the commit message") makes it about that artifact, not the chat.
        // The request may have no verb, the replies named in the plural with please after them
        // ("short answers please"), as "no emojis in your answers" is: all of them, where "short
        // answer please" asks for one.
        family(
            "en reply style (answer briefly / keep answers short)",
            &["answer", "repl", "respons", "respond", "brief", "concise", "terse", "succinct"], Explicit, Keep,
            r"^(?:please\s+)?(?:always\s+|just\s+)?(?:(?:answer|reply|respond|write\s+back)(?:\s+(?:me|to\s+me))?\s+(?:briefly|concisely|tersely|succinctly|in\s+short|in\s+brief|short)|keep\s+(?:(?:your|yuor|ur|yr|the|our|all|my)\s+(?:answers?|replies|responses|messages|explanations?)|answers|replies|responses|explanations)\s+(?:short|brief|concise|terse|tight|to\s+the\s+point)|be\s+(?:brief|concise|terse|succinct)|(?:short|shorter|brief|briefer|concise)\s+(?:answers|replies|responses)\s+(?:please|pls|plz|from\s+now\s+on|going\s+forward))(?:{B}|$)")
            .veto(REPLY_STYLE_VETO)
            .veto_sentence(PASSING_SITUATION),
        // A verb of adding with the rule file as its place, perhaps a part of the file
        // ("add this to the top of AGENTS.md: …", "put it at the end of CLAUDE.md"), or with
        // the file as the modifier of the noun it adds ("add a CLAUDE.md rule that …": a rule
        // of that file, as "a kitchen rule" is one of the kitchen; "a Cursor rule"). "The
        // rules" with only a pointer to add ("add that to the rules") are the agent's: a
        // firewall's or a linter's rules take a thing named ("add port 22 to the rules").
        family(
            // "Make it a rule in CLAUDE.md" is "add it to CLAUDE.md as a rule": the file is
            // where the rule goes, as after "add … to".
            "en rule-file ask (add X to CLAUDE.md)",
            RULE_FILE_KEYS_EN, Explicit, RuleFile,
            r"{B}(?:(?:add|put|write|append|include|create|make)\s+(?:a|an|one\s+more|one|another|this|the)?\s*(?:new\s+)?(?:{RULE_FILE_EN}|cursor|windsurf|cline)\s+(?:rule|entry|line|note|instruction|convention)s?|make\s+(?:it|this|that)\s+a\s+(?:(?:global|project|permanent|standing|general|hard|house)\s+)?rule\s+(?:in|for)\s+(?:{RULE_FILE_EN})|(?:add|put|write|append|include|save)\s+(?:this|that|it|these|those|the\s+following)\s+(?:to|in|into)\s+(?:the|our)\s+rules|(?:add|put|write|append|include|save|record|document|note|mention|copy|move|capture)\s+(?P<o>[^,;:]{0,80}?)\s*(?:(?:to|in|into|inside|under)\s+(?:the\s+(?:very\s+)?(?:top|bottom|end|start|beginning|head)\s+of\s+)?|at\s+the\s+(?:very\s+)?(?:top|bottom|end|start|beginning)\s+of\s+)(?:{RULE_FILE_EN}))(?:{B}|$)(?:(?:\s*(?:(?:that|which)(?:\s+(?:says|states|tells\s+[a-z]+|explains|reads))?|saying|stating|to\s+say|telling\s+[a-z]+)\s+(?:that\s+|to\s+)?|\s*[:：]\s*)(?P<c>.+))?")
            .veto(NEGATED_RULE_FILE_ASK)
            .veto(RULES_OF_A_PROGRAM)
            // Someone else putting it there ("he put what we learned in AGENTS.md") reports.
            .veto(r"{B}(?:he|she|they|someone|somebody)\s+(?:already\s+)?(?:put|added|wrote|appended|included|saved|recorded|documented|noted|mentioned|copied|moved|captured)(?:{B}|$)")
            // "Add a link to CLAUDE.md in the README": the file is what the link points at, and
            // the place is after it.
            .veto(r"{B}(?:links?|references?|pointers?|paths?)\s+to\s+(?:{RULE_FILE_EN})\s+(?:in|from|on|inside|to)\s"),
        // The file as the subject of a modal of obligation and a verb of saying ("CLAUDE.md
        // should say that …") asks for the same edit as "update CLAUDE.md so it says …"; so do
        // "reflect this in CLAUDE.md", "make sure CLAUDE.md reflects that" (a document reflects
        // what it is updated to say) and "this belongs in CLAUDE.md" (where a thing should be put).
        // "Go in(to)" with a thing as subject says where it is kept, as "belongs in" does (the
        // milk goes in the fridge; "this should go into AGENTS.md: …"), in any modality; "I want
        // this in CLAUDE.md" is a wish with a small clause of place, "want it (to be) there".
        family(
            "en rule-file ask (update CLAUDE.md to …)",
            RULE_FILE_KEYS_EN, Explicit, RuleFile,
            r"{B}(?:(?:update|edit|amend|change|modify)\s+(?:{RULE_FILE_EN})\s+(?:so\s+(?:that\s+)?it\s+reflects|to\s+reflect)\s+(?:this|that|it|these|those)|(?:update|edit|amend|extend|change|modify)\s+(?:{RULE_FILE_EN})|(?:{RULE_FILE_EN})\s+(?:should|must|needs?\s+to|has\s+to)\s+(?:also\s+)?(?:say|state|mention|include|note|explain)|reflect\s+(?:this|that|it|these|those)\s+in\s+(?:{RULE_FILE_EN})|(?:(?:i'd|i\s+would)\s+like\s+|i\s+want\s+)?(?:{RULE_FILE_EN})\s+(?:(?:should|must|needs?\s+to)\s+(?:be\s+updated\s+to\s+)?|to\s+)?reflects?\s+(?:this|that|it|these|those)|(?:this|that|it|these|those)(?:\s+(?:really|definitely|clearly|also))?\s+(?:belongs?\s+in|(?:(?:should|must|needs?\s+to|has\s+to|can|could|will|would)\s+(?:also\s+)?)?go(?:es)?\s+(?:in|into|in\s+to|to))\s+(?:{RULE_FILE_EN})|{WANT_EN}\s+(?:this|that|it|these|those)\s+(?:(?:added|written|put|saved)\s+)?(?:in|into|to)\s+(?:{RULE_FILE_EN})|make\s+sure\s+(?:{RULE_FILE_EN})\s+(?:gets|has|includes|contains|covers|mentions|says))(?:{B}|$)(?:\s*(?:so\s+(?:that|it)\s+(?:says?\s+)?|to\s+(?:say\s+(?:that\s+)?)?|with\s+|about\s+|that\s+|[:：]\s*)(?P<c>.+))?")
            .veto(NEGATED_RULE_FILE_ASK)
            .veto(RULES_OF_A_PROGRAM)
            // "Update AGENTS.md with the new build steps from the Makefile": "the new / latest /
            // current X" names material that exists elsewhere, to be copied in; it states no rule.
            .veto(r"(?:update|edit|amend|extend)\s+(?:{RULE_FILE_EN})\s+(?:with|to\s+(?:match|reflect|include))\s+(?:the|our|all\s+the)\s+(?:new|latest|current|updated|recent|missing|changed)\s")
            .veto(RULE_FILE_FORM),
        // The language named with "use … when you talk to me / in your replies", and a form of
        // the talk (bullet points, plain English) after a verb of talking to me: how the whole
        // conversation goes, as "talk to me in English" is ("respond in bullet points" may ask
        // for one answer, so only talking, speaking, writing or chatting to me counts). "No X in
        // your answers", with the plural, bans it from all of them.
        family(
            "en interaction language (communicate in X)",
            &["communicate", "interact", "converse", "talk", "speak", "chat", "reply", "respond", "answer", "write", "keep", "replies", "answers", "responses"], Explicit, Keep,
            r"^(?:please\s+)?(?:always\s+)?(?:(?:communicate|interact|converse|talk|speak|chat)\s+(?:with\s+me\s+|to\s+me\s+)?|(?:reply|respond|answer|write)\s+(?:to\s+me\s+|me\s+)?|(?:let's\s+|let\s+us\s+)?keep\s+(?:our|the|this)\s+(?:chats?|conversations?|discussions?|replies|answers)\s+)in\s+(?:{LANGUAGE_EN})(?:{B}|$)|^(?:please\s+)?(?:always\s+)?use\s+(?:{LANGUAGE_EN})\s+(?:when\s+(?:you\s+)?(?:(?:talk|talking|speak|speaking|chat|chatting|write|writing|reply|replying|respond|responding)\s+(?:to|with)\s+me|reply|replying|respond|responding|answer|answering)|in\s+(?:your|all\s+your)\s+(?:replies|answers|responses|messages))(?:{B}|$)|^(?:please\s+)?(?:always\s+)?(?:talk|speak|write|chat)\s+(?:to|with)\s+me\s+in\s+(?:short\s+)?(?:bullet\s+points|bullets|short\s+sentences|plain\s+(?:english|language|terms|words)|simple\s+(?:english|language|terms|words)|lists)(?:{B}|$)|^no\s+(?:more\s+)?(?:long\s+)?(?:paragraphs|essays|walls?\s+of\s+text|preambles?|fluff|emojis?|apologies|disclaimers)\s+in\s+(?:your\s+)?(?:answers|replies|responses|messages)(?:{B}|$)")
            // A purpose with this reply as its object ("so I can forward it to my lead", "so
            // that I can paste this into the ticket") makes the language this reply's.
            .veto_rest(r"{B}so\s+(?:that\s+)?(?:i|we)\s+can\s+(?:forward|paste|send|share|copy|show|post|give|submit|attach|quote|put)\s+(?:it|this|that|them)(?:{B}|$)"),
        // ── who the user is, and how to explain things to them (USER.md: DESIGN §1 "the
        // user: preferences, background, communication style") ──
        // How to explain things, said of explaining as such: a verb of explaining with "when"
        // (解释的时候, 讲…时) names every explanation, as "when you answer me" names every
        // answer (the interaction-language family above), and what follows says how (多说两句,
        // 少用术语, 画个图, 用 X 类比). The topic may come first (前端的东西你解释的时候说细一点).
        family(
            "zh explanation style (解释的时候多说两句)",
            &["解释", "讲", "说明"], Explicit, Keep,
            r"^(?:[^,，。；;]{0,14}?你\s*)?(?:(?:以后|今后|请|麻烦|尽量|都)\s*)*(?:(?:给|跟|对|向|和)我\s*)?(?:解释|讲解|讲|说明)[^,，。；;]{0,16}?(?:的时候|时)\s*(?:$|(?:请|都|要|尽量|就|可以|你|最好)*\s*{HOW_TO_EXPLAIN_ZH})")
            // "解释的时候，多说两句": the how may stand in a clause of its own.
            .need(r"(?:的时候|时)\s*[,，]?\s*(?:请|都|要|尽量|就|可以|你|最好)*\s*{HOW_TO_EXPLAIN_ZH}")
            // Someone else explaining (他讲的时候), a past time (昨天讲的时候) or one
            // explanation (这次 / 刚才讲的时候) sets no style for the user.
            // 讲座 / 讲课 / 解释器 are nouns (a lecture, an interpreter), not "explaining"; 多说了
            // 两句 complains of the last answer.
            .veto(r"(?:他|她|他们|老师|同事|别人)\s*(?:在)?(?:解释|讲|说明)|昨天|上次|刚才|这次|本次|吗|？|\?|讲座|讲课|演讲|讲义|讲台|解释器|(?:多|少)(?:说|讲|用|写)了")
            .user(),
        // The user's trade or level said of themself (我是做算法的, 我是后端出身, 我不是程序员,
        // 前端不太熟, 我在学 Go; or the trade's name, an occupation noun closing its clause, as
        // "I'm an accountant" is in English: 我是产品经理, 我是设计师, 我是学生), with an ask about how to be told things (多解释两句, 说细一点,
        // 少用术语, 多举例子, 别直接甩代码): a background that outlives the task, so the ask is
        // how to talk to this user.
        family(
            "zh background with a reply ask (我是做X的，多解释两句)",
            &["解释", "讲", "说", "术语", "例子", "代码", "类比", "黑话", "专业"], Explicit, Keep,
            r"(?:(?:请|你|麻烦|尽量|都|以后)\s*)*(?:多|再多)(?:解释|讲讲|说说|讲|说)(?:两句|几句|一点|一些|一下|点|原理)?|(?:说|讲|解释)(?:得)?(?:细|详细|慢|通俗|简单|明白)(?:一点|点|些)|少用(?:术语|专业词|专业名词|黑话)|多举(?:例子|例)|(?:别|不要)(?:直接)?(?:甩|给|贴)(?:我)?(?:一大段|一堆)?代码|(?:拿|用)[^,，。；;]{1,12}(?:来)?类比")
            .need_gated(&["我是", "熟", "懂", "我不是", "学", "新手", "小白", "初学者", "外行", "我主要"], r"我是(?:做|搞|写|学)[^,，。；;]{1,12}的|我是[^,，。；;]{1,12}(?:出身|背景|转过来的|转行的)|我(?:对)?[^,，。；;]{0,12}(?:不太|不|没那么|不怎么|不是很)(?:熟|懂)|(?:^|[,，。；;\s])[^,，。；;]{1,12}(?:不太|不怎么|不是很)(?:熟|懂)|我不是(?:程序员|开发|搞技术|做技术|技术|工程师)|我(?:在|正在)学|我(?:是)?(?:新手|小白|初学者|外行)|我主要(?:写|做|搞)|我是\s*(?:一名|一个|个)?\s*(?:产品经理|产品|设计师|UI\s*设计师|交互设计师|视觉设计师|学生|大学生|研究生|博士生|老师|教师|运营|测试工程师|QA|运维|后端|前端|全栈|后端开发|前端开发|算法工程师|数据分析师|分析师|研究员|架构师|项目经理|工程师|医生|律师|会计)\s*(?:$|[,，。；;])")
            .veto_sentence(r"(?:他|她|他们|同事|别人)(?:是|不)|吗|？|\?")
            .user(),
        // The user's trade or level said of themself ("I'm a backend dev", "I'm not a js
        // person", a trade named by an agent noun: "I'm a sociologist", "I'm an accountant", "I come from product", "I'm learning Rust", "English is not my first
        // language", "self taught"), with an ask about explanations (explain, plain terms,
        // keep explanations simple, walk me through): the background outlives the task.
        family(
            // How deep to explain, either way: "explain more", and its converse "skip the
            // basics" / "don't explain basic stuff" (of a named subject: "skip widget basics"),
            // said with the background that calls for it (I'm a senior engineer, I know React
            // well, "I did native Android for 6 years": a trade practised for years). More comments in the code ("comment
            // the R code more") are more explanation, written where the code is.
            "en background with an explanation ask (I'm a X dev, explain more)",
            &["explain", "explan", "plain", "simple", "jargon", "analog", "walk me", "basics", "basic", "comment"], Explicit, Keep,
            r"{B}(?:explain(?:s|ing)?|explanations?|comment\s+(?:the\s+|my\s+|your\s+|all\s+)?(?:[a-z]+\s+)?(?:code\s+)?more|more\s+comments|walk\s+me\s+through|(?:plain|simple)\s+(?:terms|language|english|words)|keep\s+(?:it|things|explanations?|(?:the\s+|your\s+)?(?:words|wording|language|english|answers|replies))\s+simple|analog(?:y|ies)|(?:less|no)\s+jargon|skip\s+(?:the\s+)?(?:[a-z0-9+#.-]+\s+)?(?:basics|basic\s+(?:stuff|things|concepts))|(?:no\s+need\s+to|don't|do\s+not)\s+(?:re-?)?(?:explain|cover)\s+(?:the\s+)?(?:basics|basic\s+(?:stuff|things|concepts)))(?:{B}|$)")
            .need_gated(&["i'm", "i’m", "im ", "i am", "from", "language", "tongue", "taught", "mostly", "mainly", "i know", "years", "t read", "t write", "t know", "t speak", "not read", "not write", "not know", "not speak", "really read", "really write", "really know", "really speak"], r"{B}(?:i'm|i\s+am)\s+(?:(?:an?|not\s+(?:really\s+)?an?|not\s+really\s+an?|mostly\s+an?|mainly\s+an?)\s+)(?:[a-z0-9/+#.-]+\s+){0,3}?(?:dev|devs|developer|engineer|programmer|coder|designer|person|guy|student|beginner|newbie|novice|scientist|analyst|researcher|admin|sre|pm|manager|freelancer|consultant|marketer|founder|teacher|physicist|mathematician|[a-z]{3,}(?:ist|ian|ant|er|or))(?:{B}|$)|{B}i\s+(?:come|came)\s+from\s+(?:an?\s+)?[a-z]|{B}coming\s+from\s+[a-z]|{B}(?:i'm|i\s+am)\s+(?:new\s+to|learning|still\s+learning|not\s+(?:very\s+)?familiar\s+with)\s|{B}i\s+(?:don't|do\s+not)\s+(?:really\s+)?(?:read|write|know|speak)\s+[a-z]|{B}(?:not|isn't|isnt|is\s+not|isn’t)\s+my\s+(?:first|native|main|mother)\s+(?:language|tongue)|{B}self[-\s]taught|{B}i\s+(?:mostly|mainly)\s+(?:do|write|work\s+(?:in|with))\s|{B}i(?:\s+did|\s+have\s+done|'ve\s+done|\s+worked\s+(?:in|on|with)|\s+wrote)\s+(?:[a-z0-9#+./-]+\s+){1,3}for\s+(?:\d+|a\s+few|a\s+couple\s+of|many|several|two|three|four|five|six|seven|eight|nine|ten)\s+years{B}|{B}i\s+know\s+(?:[a-z0-9#+.-]+\s+){1,2}(?:well|inside\s+out|very\s+well|pretty\s+well)(?:{B}|$)")
            // One explanation asked for ("explain this error", "explain the stack trace"), a
            // question, or someone else's background.
            .veto(r"{B}explain\s+(?:this|that|these|those|the\s+(?:following|error|stack|diff|output|log|code\s+above))(?:{B}|$)|\?|{B}(?:he's|she's|they're|he\s+is|she\s+is|they\s+are)\s")
            // The basics of a thing in view or in a text ("skip the basics of it in the doc")
            // are that text's content.
            .veto(r"basics\s+of\s+(?:it|this|that|them)(?:{B}|$)|basics\s+in\s+(?:the|this|that|your|my)\s+(?:doc|docs|readme|guide|post|article|tutorial|page|chapter|section)")
            .user(),
        // What to call the user: "call me Sam", 叫我小陈就好. A name names them beyond the task.
        // "My name's Sam" and "I go by Sam" say the same (a name one is known by), and so does
        // 我叫王伟 said alone (a greeting may come before it).
        // The name is capitalised in English ("call me when it's done" names no one); in Chinese
        // it closes the clause with 就好 / 就行 (叫我来就好 is "let me do it": a verb vetoed).
        family(
            "name to call me (call me X / 叫我X就好)",
            &["call me", "叫我", "称呼我", "喊我", "我叫", "my name", "go by"], Explicit, Keep,
            r"^(?:(?:please|pls|you\s+can|just|btw|oh|and|also)\s+)*(?:call\s+me\s+(?-i:[A-Z])[A-Za-z.'-]*|my\s+name(?:\s+is|'s)\s+(?-i:[A-Z])[A-Za-z.'-]*|i\s+go\s+by\s+(?-i:[A-Z])[A-Za-z.'-]*)(?:{B}|$)|^(?:(?:你好|您好|大家好|hi|hello)\s*[,，!！]?\s*)?我叫\s*(?:(?:小|老|阿)?\p{Han}{1,3}?|(?-i:[A-Z])[A-Za-z.-]*(?:\s+(?-i:[A-Z])[A-Za-z.-]*)?)\s*{PARTICLE_ZH}*\s*[.!。！]*$|^(?:你\s*)?(?:(?:以后|今后|就|可以|直接|都)\s*)*(?:叫|称呼|喊)我\s*(?:(?:小|老|阿)?\p{Han}{1,3}?|[A-Za-z][A-Za-z.-]*)\s*(?:就好|就行|就可以|即可|就成)(?:了|啦|吧|哈|呀)?\s*[.!。！]*$")
            // 我叫 + a verb's object or complement (我叫了外卖, 我叫他来) orders or summons;
            // 我叫什么 asks.
            .veto(r"我叫(?:了|过|着|他|她|它|你|人|车|外卖|醒|错|什么|啥|这|那)")
            .veto(r"叫我(?:来|去|做|改|看|写|弄|处理|确认|帮|一声|一下)|{B}(?:he|she|they|people|everyone)\s+calls?\s+me\s+\w+\s+(?:when|if)")
            // A place after the name ("call me Sam in the welcome email") says where a text
            // names the user, not how to address them.
            .veto(r"call\s+me\s+[a-z.'-]+\s+(?:in|on|inside|within|throughout)\s+(?:the|this|that|these|those|a|an|my|our|your|all)\s")
            .user(),
        // The user's eyes, reading or hearing, said of themself (我是色弱, "I'm colorblind"),
        // with a rule in the same sentence: the condition does not pass, so the rule is how to
        // present things to this user. A rule is a prohibition or an ask to the agent, "pls"
        // being "please" clipped and "keep it short" / "short bullets" the length asked for.
        family(
            "the user's eyes with a rule (我是色弱，别用红绿区分)",
            &["别", "不要", "不能", "尽量", "避免", "请", "don't", "dont", "do not", "never", "avoid", "please", "pls", "plz", "use", "stick", "rely", "keep", "short"], Explicit, Keep,
            r"(?:别|不要|不能|尽量|避免|请|少|多)\s*(?:只|再)?\s*(?:用|靠|拿|给|放|显示|区分|依赖|写|画)|{B}(?:don't|do\s+not|never|avoid|please|pls|plz|use|stick\s+to|only\s+use|keep\s+(?:it|them|things|replies|answers)|short|shorter)(?:{B}|$)")
            .need_gated(USER_BODY_KEYS, "{USER_BODY}")
            // Someone else's eyes: 我同事是色弱, "my colleague is colour-blind".
            .veto_sentence(r"吗|？|\?|{B}(?:he's|she's|they're|he\s+is|she\s+is|they\s+are|users?\s+(?:is|are))\s|我的?(?:同事|朋友|老板|用户|客户|家人|爸|妈|孩子|儿子|女儿|老婆|老公|领导|队友)|{B}my\s+(?:colleague|coworker|co-worker|friend|boss|manager|lead|teammate|user|customer|client|wife|husband|partner|son|daughter|kid|mom|dad|mother|father|brother|sister)s?{B}")
            .user(),
        // The user's own machine said of themself (我用的是 Windows + WSL2, "I'm on a Mac"),
        // with how to give them commands, paths or versions (命令给我 bash 版本的, "don't give
        // me PowerShell", "don't flag /mnt/c paths"): their setup outlives the task.
        family(
            "the user's setup with how to give them commands (我用的是 Windows，命令给 bash 版)",
            &["给我", "让我", "命令", "指令", "脚本", "路径", "写法", "版本", "give me", "suggest", "flag", "assume", "command", "powershell"], Explicit, Keep,
            r"(?:命令|指令|脚本|路径|写法|版本)[^,，。；;]{0,10}?(?:给我|都给|都用|请用|用)|给(?:我)?\s*(?:命令|指令|脚本)\s*(?:都|请|要)?\s*按|(?:命令|指令|脚本|写法)\s*(?:都|请|要)?\s*给\s*(?:我\s*)?[A-Za-z]|(?:别|不要)(?:给|让)我|给我[^,，。；;]{0,10}?(?:命令|指令|脚本|版本|写法)|{B}(?:(?:don't|do\s+not|never)\s+(?:give\s+me|suggest|flag|assume)|give\s+me\s+(?:[a-z0-9-]+\s+){0,2}?(?:commands?|versions?|instructions|scripts?|paths?)|no\s+(?:powershell|cmd|bash|zsh)(?:\s+commands?)?)(?:{B}|$)")
            .need_gated(
                &["win", "wsl", "mac", "linux", "ubuntu", "arch", "debian", "fedora", "chromebook", "m1", "m2", "m3", "m4", "fish", "zsh", "nushell", "powershell", "pwsh"],
                "{USER_SETUP}",
            )
            .veto_sentence(r"吗|？|\?|{B}(?:he's|she's|they're|he\s+is|she\s+is|they\s+are)\s|(?:他|她|他们|同事)(?:用的是|在用)")
            // 给我 before a verb is "for me" (脚本给我跑一下: run the script for me), a step
            // of this task, not "give me" a form of the command.
            .veto_sentence(r"给我\s*(?:跑|看|改|写|弄|执行|运行|测|试|装|安装|删|查|修|生成|打包|部署|检查|重启|启动|配置|整理)")
            .user(),
        family(
            "en every time (every time you X, do Y)",
            &["every time", "evry time", "each time", "whenever", "any time", "anytime"], Explicit, Forward,
            r"^(?P<t>)(?:eve?ry\s+time|each\s+time|whenever|any\s*time)\s+(?:you|we)\s")
            .need(r",\s*(?:please\s+)?(?:always|never|make|be|remember|run|use|check|add|update|write|ask|tell|test|commit|push|read|verify|double-check|include|keep|put|create|call|bump|mention|notify|log|document|rebuild|restart|delete|remove|format|lint|regenerate|rerun|re-run|refresh|rebase|sync|review|save|note|clean|clear|back\s+up|deploy|open|send|ping|confirm|wait|stop|generate|tag|squash|migrate|reinstall|install|reload|record|snapshot|commit|don't|do\s+not)\b"),
        // An occasion quantifier as an adverbial, "before / after / on every X", then an
        // imperative: a standing rule ("before every commit, run the tests"). With a subject
        // after it ("after each change it fails") it reports.
        family(
            "en before/after every X, do Y",
            &["every", "each"], Explicit, Keep,
            r"^(?:(?:every|each)\s+time\s+)?(?:before|after|on|at\s+the\s+end\s+of|at\s+the\s+start\s+of)\s+(?:every|each)\s+(?:[a-z0-9-]+\s+){0,2}?[a-z0-9-]+(?:\s*$|\s*,?\s*(?:please\s+)?(?:always\s+|also\s+)?{EVERY_DO}{B})|^(?:every|each)\s+time\s+before\s+[a-z]+ing(?:\s+[a-z0-9-]+)?(?:\s*$|\s*,?\s*(?:please\s+)?(?:always\s+)?{EVERY_DO}{B})")
            .need(r"(?:every|each)\s+[^,]*?(?:,\s*|\s)(?:please\s+)?(?:always\s+|also\s+)?{EVERY_DO}{B}")
            .veto(r"(?:every|each)\s+(?:[a-z0-9-]+\s+){0,2}?(?:i|we|they|he|she|it)\s+[a-z]"),
        family(
            "en rule at the end (…, always)",
            // "Always" may be typed in haste ([`ALWAYS_EN`]); "every single time" is
            // "every time" stressed.
            // "No exceptions" / "without exception" say the same of a rule; "ever" does after
            // a negation ("don't use unwrap in library code, ever" / "…. Ever.").
            always_keys!(""; "every time", "single time", "each time", "exception", "ever"), Explicit, Keep,
            r"(?:^|[\s,])(?P<t>(?:and\s+)?(?:{STRESS_EN}|ever))\s*[.!]*$")
            .need(r"{B}(?:{STRESS_EN})\s*[.!]*$|{B}(?:don't|dont|do\s+not|never|no|not)\s[^?]*{B}ever\s*[.!]*$")
            .imperative()
            .bare(),
        family(
            "en principle (my rule is…)",
            // "princple" / "conventon" are common dropped-letter typos.
            &["rule", "principle", "princple", "convention", "conventon", "policy", "guideline"], Explicit, Forward,
            r"^(?:(?:my|our)\s+(?:(?:general|golden|basic|main|one|first|only|house)\s+)?(?:rule|princi?ple|conventi?on|policy|guideline)(?:\s+of\s+thumb)?|the\s+(?:(?:general|golden|basic|main|one|only|house)\s+)?(?:rule|conventi?on|policy)(?:\s+of\s+thumb)?\s+(?:here|(?:in|for)\s+(?:this|our)\s+(?:{PROJECT_NOUN_EN}|team)))(?:\s+(?:is|here\s+is)(?:\s+(?:that|to))?{B}|\s*$)")
            // "The rule here / in this repo is …" names the rule of this place, which is ours,
            // as "our rule is" does; "the rule is …" alone may be any program's.
            // The rule as the subject of a report (my rule is broken, is failing) is a thing
            // of the work, not a rule stated.
            .veto(r"{B}is\s+(?:broken|failing|not\s+working|flaky|too\s+(?:strict|loose|slow))(?:{B}|$)")
            // Where the rule is kept (is in the wiki, is documented in …) says nothing of it.
            .veto(r"^the\s+[^,.;:]*?{B}is\s+(?:in|on|at|under|inside|defined|documented|written|listed|described|kept)\s"),
        family(
            "en priority (X matters more than Y)",
            // A plural subject takes "matter more"; "then" for "than" is a common typo.
            &["more important", "matter more", "matters more"], Explicit, Clause,
            r"{B}(?:matters?\s+more\s+th[ae]n|(?:is|are)\s+more\s+important\s+th[ae]n){B}")
            .veto(r"^(?:which|what|this|that|it|is|are)\s|{B}here\s*[.!]*$"),
        family(
            // An adjunct of time may stand between the verb and what to keep ("remember for
            // next time that …", "keep in mind for future sessions: …"): it says for how long,
            // and is no part of the fact. After a pronoun ("…. don't forget it next time",
            // "remember that in future") it closes an ask that points back: the sentence before
            // is what to keep, not "it next time".
            // "Write / jot this down" is "note this down" with the verbs of writing for later;
            // the thing to keep follows a colon or dash, or "that" ("write down that …"): with a
            // place or an object after it ("write this down in notes.txt", "write down the
            // steps") it is a task of writing.
            "en remember (remember that…)",
            &["remember", "remeber", "rember", "remembr", "remmeber", "rememeber", "rememebr", "in mind", "forget", "future", "note", "memori", "write down", "jot down", "this down", "that down", "it down"], Explicit, Forward,
            // "Make sure you remember that …", "be sure to remember …", "you must remember …"
            // are the same imperative under an emphatic or modal frame.
            // "It" / "them" only ever point back ("…token is glsa_…, remember it for the
            // dashboard tasks"): with what it is for, or nothing, after them the ask keeps
            // what was said before (group `back`), not "it for the dashboard tasks".
            // "Keep in mind for the whole project: …" says where it holds, as "for future
            // sessions" says for how long; "one thing to keep in mind: …" (to remember, to
            // note) heads the fact as "keep in mind: …" does (with its colon: "one thing to keep
            // in mind is …" may weigh a point of the task).
            // "X, keep that in mind for dates": the pointer stands for the clause before, and the
            // modifier after it says when it applies, so the trigger takes it in and the clause
            // before is saved; the modifier may be a clause of time or condition ("keep that in
            // mind whenever you suggest commands", "… if you write fixtures").
            r"^(?:please\s+|{POLITE_EN})?(?:(?:make\s+sure\s+(?:you\s+|to\s+)?|be\s+sure\s+to\s+|do\s+|you\s+(?:must|should|need\s+to|have\s+to)\s+|{I_WANT_YOU_TO_EN})?(?:always\s+)?{REMEMBER_EN}|(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind(?:\s+(?:for|when|whenever|while|during|in|on|with|if|before|every\s+time|any\s*time)\s+[^,.;!?]{1,50}[.!]*$)?|(?:keep|bear)\s+in\s+mind|don't\s+forget|do\s+not\s+forget|never\s+forget|for\s+future\s+reference|note\s+for\s+(?:the\s+)?future(?:\s+(?:sessions?|reference|work|runs?|chats?|conversations?))?|make\s+a\s+note|take\s+note|memori[sz]e){B}(?P<back>\s+(?:it|this|that)\s*,?\s*(?:(?:for\s+)?next\s+time|(?:in|for)\s+(?:the\s+)?future|from\s+now\s+on|going\s+forward|again)(?:\s*,?\s*{PARTICLE_EN})?\s*[.!]*$|\s+(?:it|them)(?:\s+for\s+[^,.;!?]{1,60}?)?\s*(?:[,;.!]|[-–—]\s|$))?(?:\s+(?:for\s+(?:next\s+time|later|the\s+future|future\s+(?:sessions?|reference|work)|(?:all\s+)?(?:the\s+)?(?:next|later|future)\s+sessions?|(?:the\s+whole|the\s+entire|this|every|all)\s+(?:{PROJECT_NOUN_EN}|projects|repos|services|packages|sessions?))|going\s+forward|from\s+now\s+on|in\s+(?:the\s+)?future){B}(?:\s+to(?:\s|$))?)?(?:\s+that(?:\s|$))?|^(?:one|another|a)\s+(?:more\s+)?thing\s+to\s+(?:(?:keep|bear)\s+in\s+mind|remember|note)(?:\s+for\s+(?:the\s+whole|the\s+entire|this|every|all)\s+(?:{PROJECT_NOUN_EN}|projects|repos|services|packages))?\s*(?:[:：]|$)|^(?:please\s+|{POLITE_EN})?{WRITE_DOWN_EN}))?(?:\s*,?\s*{PARTICLE_EN})?\s*(?:[:：]|[-–—]\s|$)|^(?:please\s+|{POLITE_EN})?(?:write|jot|note)\s+down\s+that\s")
            // "remember to …" is "don't forget, in this task", and so is "don't forget the
            // down migration": a thing to forget is an item of the work at hand, where "don't
            // forget that …" gives a fact to keep; so is a thing to "make a note of" ("make a
            // note of the error"), where "make a note: …" gives the fact. "Remember the old layout?" /
            // "remember that old config, put it back": a thing marked as past (old, previous,
            // last…) or a past occasion (the time we…) is recalled, not a fact to retain.
            .veto(r"(?:{REMEMBER_EN}|forget)(?:ed|ing|s)?\s+(?:what|when|how|where|why|which|who|whether|if|me|seeing|doing){B}|remember-me|(?:forget|{REMEMBER_EN})\s+to{B}|forget\s+about\s+it|(?:don't|dont|do\s+not)\s+forget\s+(?:the|a|an|your|our|my|this|these|those)\s|(?:make\s+a|take)\s+note\s+of\s+(?:the|a|an|your|our|my|these|those)\s|{REMEMBER_EN}(?:ed)?\s+(?:the|that|those|this|these|our|my|your)\s+(?:(?:very|good|bad)\s+)?(?:old|older|previous|prior|last|earlier|original|former|initial|first|old-style|time|times|day|days|days\s+when|version\s+(?:from|before)|bug\s+(?:from|we|you))(?:{B}|$)")
            // "Remember the migration we did last week? do the same here", "remember the script
            // you wrote for the import, reuse it": a thing named by a shared past act (a contact
            // relative clause, "we did", "you wrote") is being recalled, when the act is dated
            // (last week, yesterday, earlier), asked about (?) or taken up again (", reuse it",
            // "do the same"). Without those it may be a fact about that thing ("remember the
            // script we wrote lives in tools/"), which stays a rule.
            .veto_sentence(RECALLED_PAST_ACT)
            // "Make a note in CLAUDE.md about …" puts the note in a rule file: the rule-file
            // ask's, and what follows the place is no fact to keep; "make a note in your
            // memory that …" is the save-to-memory family's, which cuts the place.
            .veto(r"(?:make\s+a|take)\s+note\s+(?:in|to|into|inside)\s+(?:{RULE_FILE_EN}|(?:your\s+|the\s+|my\s+|our\s+)?(?:(?:project|user|long-term|longterm|persistent|permanent)\s+)?(?:memory|memories)(?:\s+bank)?(?:{B}|$))")
            // "Write / jot that down" as a sentence of its own points back ("we deploy on fridays.
            // write that down"); what a verb of writing points back at may be the task's last
            // output, so only the colon form above is an ask to keep.
            .veto_sentence(r"^(?:please\s+|{POLITE_EN})?{WRITE_DOWN_EN}|me))?\s*[.!]*$")
            // "Remember, you're a senior engineer" / "remember you are in plan mode" gives the
            // agent a role or a mode: this session's, as after "from now on" (`session_activity`).
            .veto_sentence(r"{REMEMBER_EN}[,:]?\s+(?:that\s+)?you(?:'re|\s+are|re)\s+(?:now\s+)?(?:a|an|my|our|in|the)\s"),
        // "Note that X should / must / never …": "note" asks the listener to retain what
        // follows, and a deontic modal makes that a norm rather than a remark about the task
        // ("note that we are going to refactor" is a plan, "note that it failed" a report);
        // so does a deontic predicate, the modal's synonym ("note: X is banned in ISRs", "… is
        // mandatory").
        family(
            "en note that (note that X should …)",
            &["note", "ntoe", "nb"], Explicit, Forward,
            r"^(?:please\s+)?(?:(?:do\s+)?(?:note|ntoe)|nb|n\.b\.)(?:\s+that)?(?:\s*[:,]|\s|$)")
            .need(r"{B}(?:should(?:n't)?|must(?:n't)?|shall|needs?\s+to|has\s+to|have\s+to|always|never|do\s+not|don't|does\s+not|doesn't|is\s+(?:not\s+)?(?:required|allowed)|are\s+(?:not\s+)?(?:required|allowed)|(?:is|are)\s+(?:strictly\s+|completely\s+)?(?:banned|forbidden|prohibited|disallowed|mandatory|off[\s-]limits)|only)(?:{B}|$)")
            // "note in your memory that …" puts it in memory: the save-to-memory family's.
            .veto(r"^(?:please\s+)?note\s+(?:down|it|this|that\s+down|the\s+(?:time|output|result|error|number|id|value)s?){B}|^(?:please\s+)?note\s+(?:in|to|into)\s+(?:your\s+|the\s+|my\s+|our\s+)?(?:[a-z-]+\s+)?memor|{B}(?:might|may|could|would|probably|maybe|perhaps)(?:{B}|$)")
            // A note on the prompt's own material ("the config below is from prod", "the
            // attached log", "the following") is about this paste, which does not outlive it.
            .veto_rest(r"{B}(?:below|above|attached)(?:{B}|$)|{B}the\s+following{B}"),
        family(
            "en from now on",
            &["now on", "forward", "here on", "henceforth", "today", "starting", "future", "next time", "for all new"], Explicit, Forward,
            r"^(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|henceforth|from\s+today(?:\s+on)?|starting\s+(?:now|today)|in\s+(?:the\s+)?future|for\s+(?:all\s+)?future\s+(?:sessions?|projects?|tasks?|work|prs?|changes|commits?|code|features?|reference|runs?|releases?|conversations?|chats?)|(?:for|in)\s+(?:all|any|every)\s+future\s+[a-z]+|(?:for\s+)?next\s+time|for\s+all\s+new\s+[A-Za-z0-9_]+){B}|^for\s+the\s+future(?:\s*[:：,]|\s*$)")
            // "In the future we'd want…" is a roadmap, not an instruction; "next time we meet,
            // we'll …" a forecast (a future main clause after the occasion).
            .veto_rest(r"(?:next\s+time|in\s+(?:the\s+)?future)[^.;!?]{0,60}?(?:,\s*|\s+)(?:we|i|it|you|they)(?:'ll|\s+will)\s")
            // "Next time I ask, give me the full file" is a when-clause: only "I" with a future
            // or a modal ("next time I'll…", "next time I might…") is the speaker's plan.
            .veto(r"(?:next\s+time|in\s+(?:the\s+)?future),?\s+(?:i(?:'ll|'d|'m|\s+(?:will|would|might|may|could|should|want|plan|need|have|am|can|guess|think|hope|won't|wont))|we(?:'d|'ll|\s+(?:might|may|could|would|will|want|plan|should\s+probably))){B}|in\s+(?:the\s+)?future,?\s+(?:this|that|it|there|these|those|the\s+[a-z]+)\s+(?:should|will|could|might|may|would|can|needs?){B}")
            .veto(FORECAST_FROM_NOW_ON)
            // "Going / moving forward with the plan" is the verb "go forward with" (proceed with
            // something), not the adverb "from now on", which takes no object.
            .veto(r"^(?:going|moving)\s+forward\s+with{B}")
            // "Next time the job runs it should pick up the new config": after a clause of time,
            // a main clause with a pronoun for a thing and a modal says what that thing will do,
            // a requirement of the code or a forecast; an imperative there is the rule ("next
            // time a migration fails, check the shadow db first").
            .veto(r"^next\s+time\s+[^,.;!?]{1,60}?,?\s+(?:it|this|that|they)\s+(?:should|will|must|needs?\s+to|has\s+to|have\s+to)\s")
            // The product's users as the subject ("from now on users must verify their email")
            // state what the product does for them, a requirement of the code, not a rule for
            // the agent or the team (DESIGN §2: statements about code); so does a thing of the
            // code as the subject, or a change asked for (`CODE_FROM_NOW_ON`).
            .veto_rest(END_USERS_FROM_NOW_ON)
            .veto_rest(SESSION_FROM_NOW_ON)
            .veto_sentence(CODE_FROM_NOW_ON),
        family(
            "en from now on (inline)",
            &["now on", "forward", "here on"], Explicit, Keep,
            r"(?P<t>,?\s*(?:from\s+now\s+on|(?:going|goign|gonig|moving)\s+forwards?|from\s+here\s+on(?:\s+out)?)){B}")
            // "Going forward with the plan": the verb "go forward with" (see "en from now on").
            .veto(r"(?:going|goign|gonig|moving)\s+forwards?\s+with{B}")
            .veto_rest(END_USERS_FROM_NOW_ON)
            .veto_rest(FORECAST_FROM_NOW_ON)
            .veto_rest(SESSION_FROM_NOW_ON)
            .veto(SESSION_BEFORE_FROM_NOW_ON)
            .veto_sentence(CODE_FROM_NOW_ON)
            // A forecast or a plan ("we might need that going forward") is not a rule.
            .veto(r"{B}(?:what|if|whether|unless)\s|{B}(?:might|may|could|would|probably|maybe|perhaps|plan(?:s|ned|ning)?|hop(?:e|es|ed|ing)|expect(?:s|ed|ing)?|likely)(?:{B}|$)"),
        // A time-scope adverbial closing an imperative makes it standing, wherever the
        // complaint before it went ("…, run the tests first next time", "do not auto commit in
        // the future"); closing a statement it is a purpose or a forecast ("this is required
        // for posting in the future"), hence the imperative opening. A clause of time or
        // condition may still follow the scope ("run the tests next time before you say done",
        // "ask me next time before you delete anything"): it says when the rule applies, and
        // the scope still closes the imperative's own words.
        family(
            // "For the rest of the project" is the same scope said by its end ("for the rest of
            // this session" is now's).
            "en scope closing an imperative (…, next time / in the future)",
            &["future", "next time", "now on", "forward", "rest of"], Explicit, Keep,
            r"(?P<t>,?\s*(?:in\s+(?:the\s+)?future|next\s+time|from\s+now\s+on|(?:going|moving)\s+forwards?|for\s+the\s+rest\s+of\s+(?:the|this|our)\s+{PROJECT_NOUN_EN}))(?:\s*[.!]*$|,?\s+(?:before|after|when|whenever|once)\s)")
            // An ask to keep "it" ("don't forget it next time", "remember that in future")
            // points back at the sentence before: the remember family's, which saves that.
            .veto(r"^(?:please\s+|and\s+|but\s+)?(?:(?:don't|dont|do\s+not|never)\s+forget|{REMEMBER_EN}|(?:keep|bear)\s+(?:(?:it|that|this)\s+)?in\s+mind)(?:\s+(?:it|that|this))?\s*,?\s*(?:in\s+(?:the\s+)?future|next\s+time|from\s+now\s+on|(?:going|moving)\s+forwards?)(?:\s*,?\s*{PARTICLE_EN})?\s*[.!]*$")
            // "Add that gotcha to CLAUDE.md so you remember it next time": the scope says why
            // the rule file is asked for; the rule-file ask's, not a rule of its own.
            .veto(r"{B}(?:add|put|write|append|save|record|note|document|capture)\s+[^.;!?]{0,60}?\s+(?:to|in|into)\s+(?:{RULE_FILE_EN})(?:{B}|$)")
            // A question embedded after a verb of telling ("could you tell me if we need
            // the flag going forward?") asks; it sets no rule.
            .veto(r"{B}(?:might|may|probably|maybe|perhaps|plan(?:s|ned|ning)?|hop(?:e|es|ed|ing)|expect(?:s|ed|ing)?|likely|(?:can|could|would)\s+(?:we|i)|see\s+you|if|whether)(?:{B}|$)|{B}(?:we|i|it|you|they|that|this|which|who|he|she)(?:\s+(?:could|would)|'d)(?:{B}|$)|.\s(?:could|would)(?:{B}|$)")
            .veto_rest(END_USERS_FROM_NOW_ON)
            .veto_rest(SESSION_FROM_NOW_ON)
            .veto(SESSION_BEFORE_FROM_NOW_ON)
            .veto_sentence(CODE_FROM_NOW_ON)
            .imperative(),
        // A clause that widens what was just said to every case of its kind ("…, that goes
        // for every new source too", "…, that applies to every model, not just this one",
        // "…, that applies everywhere in the app", "…, that's the team convention"): its
        // subject is the instruction or statement before it, and its predicate extends that
        // over a universal quantifier (every / all / any X, everywhere) or names it the
        // team's standard. What was a step of the task becomes how the work is always done,
        // as a closing "next time" makes it. The sentence is saved without the closer. A
        // relative clause ("which applies to all attempts") describes a thing of the code, as
        // "it" often does ("add the banner, it applies to all pages"); a
        // fault or a question ("the crash happens on safari, same goes for every browser")
        // reports or asks, and widens no rule. The closer is itself the word of lasting scope,
        // as "next time" is, so a long brief does not make it the brief's spec. "Keep it that
        // way (when you add workers)" and "keep doing that in whatever you touch" order the
        // state or practice just described to last: "keep" makes it lasting as "goes for
        // every" widens it. With a time of now after it ("keep it that way for now") it is this
        // task's, and the closer must end the sentence. "Stick to that" asks to keep to what was
        // just said as "keep it that way" does ("commit msgs are conventional commits, stick to
        // that pls"); "stick with" keeps choosing a thing, a pick's word.
        family(
            "en scope widened by its closer (…, that goes for every X)",
            &["goes for", "go for", "applies to", "apply to", "applies every", "applies across", "holds for", "convention", "standard", "house style", "that way", "this way", "keep doing", "stick to"], Explicit, Keep,
            r"(?P<t>,?\s*(?:and\s+)?(?:(?:that|this|the\s+same|same)\s+(?:goes|go|applies|apply|holds)\s+(?:for|to)\s+(?:every|all|any|each)(?:\s+[a-z0-9_.-]+){1,3}?|(?:that|this|the\s+same|same)\s+(?:applies|holds)\s+(?:everywhere|across\s+the\s+(?:board|{PROJECT_NOUN_EN}))(?:\s+in\s+(?:the|this|our)\s+[a-z]+)?|(?:that's|thats|that\s+is|this\s+is)\s+(?:the|our)\s+(?:team|house|project|repo|company)(?:'s)?\s+(?:convention|rule|standard|style))(?:\s+(?:too|as\s+well|also))?|(?:(?:please|pls|so|and)\s+)?keep\s+(?:it|things|them|this|that)\s+(?:that|this)\s+way(?:\s+when\s+(?:you|u|we)\s+[^,.;!?]{1,40}?)?|(?:(?:please|pls|plz|so|and)\s+)?keep\s+doing\s+(?:that|this|it)\s+(?:in|for|with|across)\s+(?:whatever|anything|everything|every|all|any)\s+[^,.;!?]{0,40}?|(?:(?:please|pls|plz|so|and)\s+)?stick\s+to\s+(?:that|this|it)(?:\s+(?:please|pls|plz))?)(?:\s*[,;—–-]?\s*not\s+(?:just|only)\s+(?:for\s+|in\s+)?(?:this|here|these|the\s+one)(?:\s+one)?)?\s*[.!]*$")
            .veto_sentence(r"\?|{B}(?:if|whether|maybe|perhaps|might|crash(?:es|ed)?|bugs?|errors?|fails?|failed|failing|broken|breaks|times?\s+out|timed\s+out)(?:{B}|$)")
            // "I'll keep it that way": a subject of its own makes "keep" a promise, not an order.
            .veto(r"{B}(?:i|we|you|they|he|she|it|i'll|we'll|you'll|they'll|will|would|should|could|can|to|did|do|does)\s+(?:keep\s+(?:it|things|them|this|that|doing)|stick\s+to)"),
        family(
            // "Always" may be typed in haste ([`ALWAYS_EN`]).
            "en always",
            always_keys!("";), Explicit, Forward,
            // A fronted adverbial of the project's scope ("for this repo always pin …") is the
            // same rule as with its comma ("in this repo, always pin …").
            // "Remember to" frames the rule as "make sure to" does ("remember to always rebase
            // first"); without "always" it reminds of a step now, and is not this family's.
            r"^(?P<t>{PROJECT_SCOPE_EN}(?:please\s+|pls\s+|{POLITE_EN})?(?:(?:you|we)\s+(?:should|must|will|need\s+to|have\s+to)\s+|{I_WANT_YOU_TO_EN}|{MAKE_SURE_EN}|{REMEMBER_EN}\s+to\s+)?{ALWAYS_EN}(?:\s+make\s+sure\s+to)?)\s+(?:{ADVERB}\s+)?(?P<v>[a-z]+)")
            // After a verb of saying or showing ("the empty state should say: …") the clause
            // quotes the product's copy.
            .veto_sentence(r"{B}(?:say|says|read|reads|show|shows|display|displays)\s*[:：]")
            .bare(),
        family(
            "en never",
            &["never", "ever"], Explicit, Forward,
            r"^(?P<t>{PROJECT_SCOPE_EN}(?:please\s+|{POLITE_EN})?(?:(?:you|we)\s+(?:should|must|will|shall|are\s+to|need\s+to|have\s+to)\s+|{I_WANT_YOU_TO_EN}|{MAKE_SURE_EN})?)(?:never(?:\s*[,—–-]?\s*ever\s*[,—–-]?|\s+again)?|don't\s+ever|do\s+not\s+ever)\s+(?:{ADVERB}\s+)?(?P<v>[a-z]+)")
            // "Ever" stresses "never" and may be set off by commas or dashes ("never, ever
            // commit .env files"), as speech pauses on it.
            // An auxiliary after "never (again)" is the inversion of a statement ("never again
            // will I trust it", "never have I seen"), not an imperative.
            .veto(r"^never(?:\s*[,—–-]?\s*ever|\s+again)?\s+(?:will|would|shall|should|can|could|do|does|did|have|has|had|is|are|was|were|am){B}")
            // Set phrases with "never" as an adverb of comment, not an imperative: "never say
            // never", "never mind", "never fear".
            .veto(r"^never\s+(?:say\s+never|mind|fear){B}")
            // No verb after "never", only a place or a way ("talks to the bff, never directly
            // to core-api"): the clause borrows its verb from the one before, and alone says
            // nothing a month later.
            .veto(r"^never\s+(?:(?:[a-z]+ly|straight|just|only|ever|again)\s+)?(?:to|from|in|on|at|via|through|into|onto|with|for|by|over|under|without|inside|outside|than){B}")
            // One word after it closing a later clause is elliptic ("…, never npm").
            .elliptic()
            .bare(),
        family(
            "en under no circumstances",
            // The singular "under no circumstance" is a common slip for the idiom.
            &["circumstance"], Explicit, Keep, r"^under\s+no\s+circumstances?{B}")
            .bare(),
        family(
            "en rule (new rule:)",
            // "Make it a rule for the backend" names what the rule is for, as "make it a rule"
            // alone points back (a rule file after "in" is the rule-file ask's).
            // "Save / keep / record this as a rule" is "make this a rule" with a verb of keeping:
            // the same predicative "X as a rule", the pointer standing for what came before.
            // "Make it a habit / a practice to X" makes X how work is always done; "add a rule for
            // this" points back as "make it a rule" does. The rule added may be counted or listed
            // ("add another rule: …", "add these rules: …"), and asked for politely ("let's add
            // a rule: …", "can you add a rule so that …"). A heading may name whose rule it is
            // ("project rule: …", "team rule: …") or what it covers ("rule for all fastlane
            // lanes: …", "rule for every service: …"): the heading, then the rule.
            // "Convention:", "policy:" and "guideline:" head a rule as "rule:" does, and so does
            // "rule of thumb:", a standing or permanent instruction ("standing instruction: …";
            // "new instructions:" heads a task's steps), and a rule that says how long it holds
            // ("permanent rule", "long-term rule"). A dash may stand for the heading's colon
            // ("permanent rule — run tests before commit").
            // The heading may also name the part of the project it holds in ("general rule for
            // this codebase: …", "rule in this repo: …"), and "as a general rule (for this
            // service)," leads a rule as "as a rule," does: the rule follows. "Consider this a
            // standing rule" asks what "treat this as a rule" does, and "that's a rule from now
            // on" names it one with the time it holds from (without the time, "that's a rule, so
            // follow it" judges something in view).
            &["rule", "habit", "practice", "convention", "policy", "guideline", "instruction"], Explicit, Forward,
            r"^(?P<t>(?:{RULE_HEADING_EN}|(?:[a-z][a-z0-9-]*\s+)?(?:conventions?|polic(?:y|ies)|guidelines?)|rules?\s+for\s+(?:all|every|each|the\s+whole|the\s+entire)\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?|(?:new|house|standing|general|team|ground|project|repo|global|hard|golden)\s+rules?\s+(?:for|in)\s+(?:this|our)\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?)(?:\s*[:：]|\s+[-–—]))\s*[^\s:/]|^(?:(?:{RULE_HEADING_EN}|as\s+a\s+(?:(?:general|house|team|standing|project)\s+)?rule(?:\s+(?:for|in)\s+(?:this|our|all|every|each)\s+[A-Za-z0-9_.-]+)?|rule|(?:[a-z][a-z0-9-]*\s+)?(?:conventions?|polic(?:y|ies)|guidelines?)|rules?\s+for\s+(?:all|every|each|the\s+whole|the\s+entire)\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?|(?:new|house|standing|general|team|ground|project|repo|global|hard|golden)\s+rules?\s+(?:for|in)\s+(?:this|our)\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?)\s*$|(?:please\s+)?make\s+(?:it|this|that)\s+a\s+(?:(?:global|project|permanent|standing|general|hard|house)\s+)?rule(?:\s+(?:that|to){B}|(?:\s+(?:in|for)\s+[A-Za-z0-9_./-]+)?(?:\s*,?\s*{PARTICLE_EN})?\s*[.!]*$)|(?:please\s+|let's\s+|{POLITE_EN})?(?:add|create|make|set|write)\s+(?:(?:this|these|the\s+following)\s+(?:new\s+)?rules?\s*(?:[:：]|$)|(?:a|an|another|one\s+more|this\s+as\s+a|that\s+as\s+a|it\s+as\s+a)\s+(?:new\s+)?(?:(?:global|project|permanent|standing|general|hard|house)\s+)?rules?(?:\s+(?:that|to|saying|so(?:\s+that)?){B}|\s*[:：]|(?:\s+(?:for|about)\s+(?:this|that|it))?(?:\s*,?\s*{PARTICLE_EN})?\s*[.!]*$))|(?:please\s+)?make\s+it\s+a\s+(?:habit|practice)\s+(?:to|of){B}|(?:please\s+)?(?:(?:save|keep|record|store|treat)\s+(?:this|that|it)\s+as|(?:consider|count)\s+(?:this|that|it)(?:\s+as)?)\s+a\s+(?:new\s+)?(?:(?:global|project|permanent|standing|general|hard|house)\s+)?rule(?:(?:\s*,?\s*{PARTICLE_EN})?\s*[.!]*$)|(?:this|that)(?:'s|s|\s+is)\s+(?:now\s+)?a\s+(?:new\s+)?(?:(?:global|project|permanent|standing|general|hard|house)\s+)?rule\s+(?:from\s+now\s+on|now|going\s+forward)\s*[.!]*$)")
            .names_memory()
            .veto(TOOL_RULES)
            // A pasted policy document or config after the heading is material, not a rule.
            // Only as a heading, with its colon: "policy, not mechanism" heads nothing. A pasted
            // policy document after it is material; an ask to write one ("Policy: draft one
            // for the bucket") states none; a program's policy (retry, cache, CORS, IAM)
            // configures software, not the team.
            .veto_sentence(r#"^(?:[a-z]+\s+)?(?:conventions?|polic(?:y|ies)|guidelines?)\s*(?:[^:：\s]|[:：]\s*(?:[{\[<"]|(?:draft|write|create|add|make|generate)\s+(?:one|a|an)(?:{B}|$)))|^(?:retry|cache|caching|eviction|cors|csp|iam|bucket|s3|cookie|referrer|scaling|autoscaling|restart|backoff|network|firewall|eslint|prettier|lint|password|retention|privacy|refund|return|cancellation|shipping)\s+(?:polic|convention|guideline)"#),
        family(
            // A verb of putting or of recording (save, store, write down, note, log, record,
            // jot down; "commit to memory" is English's own idiom for it) with memory as its
            // place: the object is a pronoun or none, so "store the cache in memory" is a
            // program's. Memory may be qualified as a noun phrase allows (your project memory,
            // persistent memory). What it keeps follows as a clause of its own (after a colon,
            // a comma, "that"): "keep it in memory until the request ends", "log it in memory
            // instead of on disk" go on with where a program keeps data, and a compound
            // (memory-mapped, memory_db) is a thing.
            "en save to memory",
            // USER.md is memory's file too ("save to USER.md: …"), without "memor" in it.
            &["memor", "user.md"], Explicit, Forward,
            r"^{SAVE_TO_MEMORY_EN}(?:\s+that{B}|(?:\s+{PARTICLE_EN})?\s*(?:[:,!;]|\.(?:\s|$)|-{1,2}\s|[—–])|(?:\s+{PARTICLE_EN})?\s*$)")
            .names_memory()
            // What a sentence that opens by summarising the session keeps is that summary,
            // where the work stands ("summarise this session, then save it to memory"): the
            // checkpoint's (`CHECKPOINT_OTHERWISE_EN`), never a rule.
            .veto_sentence(r"^(?:please\s+|let's\s+)?summari[sz]e\s+(?:what\s+we|(?:this|the|today's|our)\s+(?:session|work|progress|day)|today|our\s+progress)(?:{B}|$)"),
        // ── negative decision ──
        family(
            "zh not doing (不做/不上)",
            &["不做", "不上", "不搞", "不引入", "不考虑", "不支持", "不接入", "不开发", "不实现", "不加", "不拆", "不迁移", "不升级", "不换", "决定不", "确定不"], NegativeDecision, Forward,
            r"^(?:(?:我们|咱们|这边|团队)\s*)?(?:(?:决定|确定)\s*不(?:用|使用|再用|要|接)|(?:决定|确定)?(?:先|暂时|暂且|目前|这期|这版|这次|今年|短期内|就)?\s*(?:{NOT_DOING_ZH})|(?:决定|先|暂时|暂且|目前|这期|这版|今年|短期内|就)\s*(?:{NOT_BUILDING_ZH}))")
            // The verb closed by 了 (咱们不搞了，明天再说) has no object after it: what follows is
            // the next clause, not what is not done.
            .veto(r"的话|不做不|不上不下|不加班|不支持的|(?:{NOT_DOING_ZH}|{NOT_BUILDING_ZH})了")
            // The verb alone, nothing after it (…，gha 缓存上限不够用，不考虑): what is not done is
            // in a clause before, and which one the verb does not say; the first clause may be
            // the pick itself.
            .veto(r"^(?:(?:我们|咱们|这边|团队)\s*)?(?:决定|确定)?(?:先|暂时|暂且|目前|这期|这版|这次|今年|短期内|就)?\s*(?:{NOT_DOING_ZH}|{NOT_BUILDING_ZH})\s*(?:吧|啊|呀|哈)?\s*[。.!！]*$")
            .veto(UP_IN_A_WORD_ZH)
            // Bounded by an event to come (先不开发，直到我要求你; 先不上线，等我确认): the work
            // waits for that event, a step of the task at hand, not a decision against it.
            .veto_sentence(r"直到|等到|等我[^，,。]{0,8}(?:再|了|后|以后|之后|确认|同意|说)"),
        family(
            "zh not needed (暂不需要)",
            &["需要", "用不着", "没必要"], NegativeDecision, Forward,
            r"^(?:(?:(?:我们|咱们)\s*)?(?:暂不|暂时不|暂且不|目前不|先不|现在不|还不)需要|(?:我们|咱们)\s*(?:暂时|目前|现阶段|这期)?\s*(?:不需要|用不着|没必要))(?:做|搞|上|加|引入)?")
            .veto(NEEDED_PERSON_ZH),
        family(
            "zh drop (放弃 X)",
            &["放弃", "砍掉", "废弃", "不再"], NegativeDecision, Forward,
            r"^(?:(?:我们|咱们|团队)\s*)?(?:决定)?(?:放弃|砍掉|废弃|不再(?:用|使用|支持|维护))")
            .veto(r"放弃了?\s*$|放弃吧|不再(?:用|使用)了?\s*$"),
        family(
            "zh keep as is (保持现状/先不动)",
            &["现状", "原样", "保持不变", "不动", "不做", "不加", "不上", "不搞", "不拆", "不支持", "不考虑", "不弄", "不接入", "不引入", "暂不", "不需要", "不要了", "砍", "放弃了", "弃用了", "放弃掉了", "不迁", "不用", "不换", "不升级", "不打算", "不准备"], NegativeDecision, Keep,
            // A bare "X 不动了" says a thing is stuck ("鼠标不动了") as often as it is left alone;
            // leaving it alone carries a scope word (先不动 / 这期不动) or 保持 / 维持.
            // After what is dropped ("service mesh 不上了", "X 砍掉"), the verb is the "not
            // doing" the saved line already says.
            // Sentence-final 了 after a negated verb of adopting marks a change of plan ("no
            // longer going to"): "RTOS 不引入了", "dbt 的 snapshot 我们不用了", and with the
            // named thing after the verb, "夜间批处理不迁 Spark 了" (the whole sentence is kept,
            // the thing in it). "Not doing" stands for 不做 / 不搞 / 不上 / 不引入 / 不用, so only
            // they are cut; after 不迁 / 不换 / 不升级 the whole sentence is kept, or "不做:数据库"
            // would say the opposite of 数据库不换了. 用 and 加 alone are too common for the bare
            // form ("这一步不用了") and need the team as subject.
            r"保持现状|维持现状|保持原样|维持原样|保持不变|(?:先|暂时|暂且|这期|这版|这一版|这个版本|本期|这一期|今年|一期|目前|就)\s*不(?:做|加|上|搞|拆|动|支持|考虑|弄|接入|引入)|(?:暂|暂时|暂且)\s*不(?:做|加|上|搞|拆|动|支持|考虑|需要)|[^\s,，。]\s*(?P<t>(?:我们|咱们|团队)?\s*(?:决定|确定|就|也|都)?\s*(?:不要了|砍掉|砍了|放弃了|弃用了|放弃掉了|不(?:做|搞|上|引入)了|(?:我们|咱们|团队)\s*(?:决定|确定|就|也|都)?\s*不(?:用|加)了))\s*$|[^\s,，。]\s*(?:我们|咱们|团队)?\s*(?:决定|确定|就|也|都)?\s*不(?:(?:{ADOPT_VERB_ZH})\s*[A-Za-z][^,，。]{0,24}?|迁|迁移|换|升级|接入)了\s*$|^(?:[^,，。]{0,16}?(?:我们|咱们|团队)\s*)?(?:也|都|就)?\s*不(?:打算|准备)(?:再)?\s*(?:做|上|搞|加|引入|接入|支持|用|开发|实现|迁|换|升级)\s*[^,，。了]{1,24}?了\s*$")
            // 暂不 is the clipped 暂时不 / 暂且不 ("for the time being, not"): the same words
            // (Addressables 暂时不需要), as 这一版 / 这个版本 are 这版.
            // 先不动手: "don't start yet" is about the task at hand.
            // V不上 is "cannot V" (连不上, 登不上, 赶不上), a state, not a pick.
            // A person's own habit (我不用 vim 了) is no team's plan; 今天 / 这次 scope it to now.
            // 放弃了 after a topic drops it as 砍掉 does ("GraphQL 这个方向我们决定放弃了"); said
            // of oneself (我放弃了, "I give up") or of someone else (他 / 用户放弃了) it drops no plan.
            // "用 X 不用 Y 了" picks X over Y: a decision, whose family keeps the pick.
            // 不打算 / 不准备 ("no longer plan to") with the thing and the sentence-final 了 of a
            // change of plan is the same dropping (不打算做 X 了, 我们不打算上 k8s 了); without 了
            // it is a plan of the moment, and 本来 / 原本 ("had not planned to") looks back.
            // With only the team as the subject before it in its sentence (我们放弃了，太难了), the
            // verb of dropping names nothing dropped: that is in the conversation.
            .veto_sentence(r"^(?:我们|咱们|团队|大家)\s*(?:决定|确定|就|也|都|已经)?\s*(?:放弃了|不要了|砍掉了?|砍了|不做了|不搞了)")
            // A time word before 不换了 (以后不换了, 今后也不换了) says the switching stops: it
            // closes a pick made before it (the decision family's closer), and with no pick
            // before it names nothing not done.
            .veto(r"(?:以后|之后|今后|后面)\s*(?:也|都|就)?\s*不(?:再|会再)?换了")
            .veto(UP_IN_A_WORD_ZH)
            .veto(NEEDED_PERSON_ZH)
            // A resultative complement after the verb (不做完, 不加好, 搞不出来) says whether the
            // work gets done, not that it is not chosen (这一版不做完不能发布).
            .veto(r"不(?:做|加|上|搞|弄|拆|动)(?:完|好|出来|下去|成)")
            .veto(r"(?:本来|原本|原来|你|您)[^,，。]{0,4}?不(?:打算|准备)")
            .veto(r"(?:^|[^不])用\s*[^\s,，。不][^,，。]*?不用|的话|会不会|吗|不动手|(?:连|登|赶|跟|用|考|爬|配|比|接|挂|装|推|传|插|搭|合|对|加载|追|够)不上|(?:^|[^们])我\s*(?:就|也|都)?\s*不(?:{ADOPT_VERB_ZH})|今天|今晚|这次|这回|这一轮|(?:^|[^们])我\s*(?:就|也|都|已经|决定)?\s*(?:放弃|弃用)|(?:他|她|他们|她们|用户|客户|对方|别人)\s*(?:也|都|已经)?\s*(?:放弃|弃用)"),
        family(
            "en not doing (we're not doing X)",
            &["not"], NegativeDecision, Forward,
            r"^(?:(?:nah|nope)\s*,?\s*)?(?:(?:we're|we\s+are|we'll|we\s+will|we)\s+)?not\s+(?:going\s+to\s+|gonna\s+)?(?:do(?:ing)?|add(?:ing)?|us(?:e|ing)|build(?:ing)?|support(?:ing)?|migrat(?:e|ing)|mov(?:e|ing)|switch(?:ing)?|ship(?:ping)?|implement(?:ing)?|pursu(?:e|ing)|refactor(?:ing)?|adopt(?:ing)?|introduc(?:e|ing)|bother(?:ing)?|rewrit(?:e|ing)|touch(?:ing)?|upgrad(?:e|ing)|updat(?:e|ing)|bump(?:ing)?|split(?:ting)?|port(?:ing)?|integrat(?:e|ing)|publish(?:ing)?|deploy(?:ing)?|enabl(?:e|ing)|self-host(?:ing)?|translat(?:e|ing)|go(?:ing)?\s+(?:with|for)){B}(?:\s+(?:to|with|for){B})?")
            .veto(r"not\s+doing\s+(?:great|well|good|bad|badly|fine|ok|okay|so|too)")
            .veto_rest(NOT_X_BUT_Y_ANY),
        // A practice the team has given up, said of the team in the present ("we no longer
        // support node 16", "we dont ship bitcode anymore", "we stopped using lerna", or in the
        // progressive, "we're not maintaining the admin panel anymore"): "no
        // longer" / "not … anymore" / "stopped" + a verb of practice is the negative of "we use X
        // from now on", a decision already taken. The thing must be named: "we dont do that
        // anymore" points at words before it. What stopped happening to the team (seeing an
        // error, getting emails) is a symptom, and a verb of practice is what tells them apart.
        family(
            "en no longer (we no longer do X)",
            &["no longer", "anymore", "any more", "stopped"], NegativeDecision, Clause,
            r"^(?:(?:nah|nope|no|fyi|btw|also)\s*[,.!:]?\s*)?(?P<t>we(?:'ve|\s+have)?\s+(?:no\s+longer|stopped|don't|do\s+not)|we(?:'re|\s+are)\s+(?:no\s+longer|not))\s+(?:{PRACTICE_VERB_EN}|{PRACTICE_VERB_ING_EN})\s+(?:the\s+|our\s+|any\s+)?[A-Za-z0-9_`.@/-]")
            // Without "no longer" or "stopped", "anymore" says it ("we dont ship bitcode anymore").
            .need(r"{B}(?:no\s+longer|stopped|anymore|any\s+more){B}")
            .veto(r"^(?:(?:nah|nope|no|fyi|btw|also)\s*[,.!:]?\s*)?(?:we(?:'ve|\s+have)?\s+(?:no\s+longer|(?:don't|do\s+not)|stopped)|we(?:'re|\s+are)\s+(?:no\s+longer|not))\s+[a-z]+\s+(?:it|this|that|these|those|them|one|any)(?:\s+(?:anymore|any\s+more))?\s*(?:[,.!?;]|$)")
            // "Run out of / into / low", "do well": phrasal verbs of what befalls the team.
            .veto(r"{B}(?:run|running)\s+(?:out|into|low|late|behind|short)(?:{B}|$)|{B}(?:do|doing)\s+(?:well|fine|great|good|ok|okay|badly|so|too)(?:{B}|$)"),
        family(
            "en decided against (let's not / won't)",
            &["won", "will not", "need", "not", "decided", "dropping", "skipping", "scrapping", "killing", "shelving", "abandoning", "ditching", "pass on", "rule", "ruling"], NegativeDecision, Forward,
            r"^(?:(?:nah|nope)\s*,?\s*)?(?:we\s+won't|we\s+will\s+not|let's\s+not|let\s+us\s+not|(?:we|i)(?:'ve|\s+have)?\s+decided\s+(?:not\s+to|against)|decided\s+(?:not\s+to|against)|(?:we're|we\s+are)\s+(?:dropping|skipping|scrapping|killing|shelving|abandoning|ditching)|(?P<t>dropping|scrapping|killing|shelving|abandoning|ditching)\s+[^;!?]{1,60}?\s(?:for\s+good|permanently)|(?:we'll|let's)\s+pass\s+on|(?:we\s+|we're\s+|we\s+are\s+)?rul(?:ed?|ing)\s+out){B}")
            // Without "we're", a gerund of dropping is a step of the work ("dropping the table
            // now") unless "for good" / "permanently" makes it lasting ("ditching docker compose
            // for local dev for good").
            // Deferring a worry is not deciding against the thing.
            // A forecast ("we won't make it by Friday") is not a choice.
            // "We're dropping packets": what a failing system drops is a symptom.
            // "We're ruling out a hardware fault": a diagnosis rules out causes, not choices.
            .veto(r"rul(?:e|ed|ing)\s+out\s+(?:a|an|the|any|some|that|this|it)(?:{B}|$)|dropping\s+(?:packets|frames|connections|requests|messages|events|data|calls|the\s+ball)|not\s+(?:worry|care|bother|think|get\s+into|go\s+there|overthink|focus|rush|forget)|(?:won't|will\s+not)\s+(?:make\s+it|be\s+able|have\s+(?:time|enough)|finish|get\s+(?:there|to)|need|be\s+ready|work|happen)")
            // "Decided against it" with only a pronoun points at what the agent proposed: the
            // next clause is the task's next step ("decided against it, leave the fixture
            // alone"), and what was rejected is in the conversation only.
            .veto(r"decided\s+against\s+(?:it|that|this|them|those|these)\s*(?:[,.;!:]|$)")
            // "Not now" with what to do first, or "park it" (shelve it for the moment), orders
            // the work at hand ("let's not do the i18n stuff now, get checkout working first"),
            // as 先不 X，先 Y does in Chinese: nothing is decided against.
            .veto_sentence(r"{B}(?:now|yet|right\s+now|for\s+the\s+moment|at\s+the\s+moment)(?:{B}|$)[^.!?;]*{B}(?:first|before\s+that)(?:{B}|$)|{B}park\s+(?:it|that|this|them)(?:{B}|$)"),
        family(
            "en we don't need X (because…)",
            &["need"], NegativeDecision, Forward,
            r"^(?:we|you)\s+(?:don't|do\s+not)\s+need(?:\s+to)?{B}")
            // Without a reason it is usually about the task at hand ("we don't need a variable").
            .need(r"{B}(?:because|since|as|enough|already|overkill|anyway)\b|,\s*[a-z0-9_.+#/-]+\s+(?:is|are|does|works|handles)\s")
            .veto(r"need\s+to\s+(?:worry|care|bother|change|touch|fix|do\s+anything)"),
        // The volitional negative of adopting a thing, in either language: "I don't want X",
        // with the verb of adopting said ("we don't want to use redux anymore"), and 我(们)不想用 /
        // 不想要 / 不想引入 X. The clause ends on the name, or on a class noun after it in
        // Chinese (vue组件, ORM 框架, mock 库): anything after it ("… for this component", 我不想
        // 用 Redux 写这个页面) scopes it to the task, unless it names the whole project ("… in
        // this project", "anywhere"), which widens it. "Any" before the name makes it every
        // such thing ("I don't want any ORM"); 不希望 ("do not wish") is 不想's volition in
        // other words; a sentence adverb may open the clause ("btw I don't want …"); "wnat" is read
        // as "want" before the families match (typo.rs). A typo of 想 (不相用) is not taken: 不相 is
        // "not mutually" (不相干). Real hits: rd297 (English), rv120 (Chinese).
        family(
            "don't want X (I don't want X / 我不想用 X)",
            &["don't want", "dont want", "don’t want", "do not want", "不想", "不希望"], NegativeDecision, Clause,
            r"^(?:(?:请|那|那就|所以|反正|其实|说实话|btw|by\s+the\s+way|also|and|fyi|honestly|frankly|plus)\s*[,，]?\s*)?(?P<t>(?:i|we)\s+(?:really\s+)?(?:don't|do\s+not)\s+want(?:\s+to\s+(?:use|add|adopt|introduce|pull\s+in|bring\s+in|depend\s+on|rely\s+on|install))?\s+|(?:我|我们|咱们)\s*(?:真的|实在|并|是|也|就|一直|完全|压根)?\s*不(?:想|希望)(?:再)?\s*(?:用|要|引入|依赖|使用|上|接入|装)\s*)(?:any\s+)?[a-z][a-z0-9_.+#-]*(?:\s+(?:in\s+(?:this|the|our|my)\s+(?:project|repo|repository|codebase|code|app|monorepo)|anywhere|in\s+here))?(?:\s+(?:anymore|any\s+more)|\s*(?:组件|库|框架|方案|插件|那套|这套))?(?:\s*[了的啊呀])*\s*[。.!！]*$")
            .veto(r"want(?:\s+to\s+[a-z]+(?:\s+(?:in|on))?)?\s+(?:it|this|that|these|those|them|any|anything|one|more|to|you|the|a|an|that|those|him|her|up|out|much|too|something|everything|nothing)(?:\s+(?:anymore|any\s+more))?\s*[.!]*$")
            // "…, but it is required" (但是老板要求) accepts it after all.
            .veto_rest(r"[，,]\s*(?:但是?|可是|不过|只是|然而)"),
        family(
            "en no X for v1",
            &["no"], NegativeDecision, Forward,
            r"^(?P<t>no)\s+(?:[A-Za-z0-9_.+#/-]+\s+){1,5}?(?:for|in|until|before)\s+(?:v\d|now|the\s+(?:mvp|first|initial|v\d|1\.0|launch|release|beta|moment)|mvp|launch|1\.0|release|this\s+(?:release|version|sprint|quarter|year|milestone|iteration|phase)){B}")
            // A past verb after "no X" reports what happened ("no tests failed in this release").
            .veto(r"^no\s+(?:[a-z0-9_.+#/-]+\s+){1,4}?(?:failed|passed|broke|crashed|changed|happened|worked|ran|was|were|got|came|showed)\s"),
        family(
            "en leave as is",
            &["leave", "keep"], NegativeDecision, Keep,
            r"^(?:(?:let's\s+|we'll\s+|just\s+)?(?:leave\s+(?:[A-Za-z0-9_.+#/-]+\s+){0,5}?|keep\s+(?:it|things|everything|that)\s+)(?:as\s+(?:it\s+)?is|alone|unchanged|untouched|as\s+they\s+are|the\s+way\s+(?:it\s+is|they\s+are))(?:\s+for\s+now|\s+this\s+[A-Za-z0-9_]+)?\s*$|(?:let's\s+)?leave\s+it\s*$)")
            // "Refactor X, leave the logging alone": after an imperative of work in the same
            // sentence it bounds that work, a one-off instruction.
            .veto_sentence(r"^(?:(?:please|pls|now|ok|okay|so|then|just)[,\s]+)*(?:refactor|fix|change|update|rewrite|rename|move|add|remove|delete|implement|convert|clean\s+up|port|migrate|split|extract|replace|bump|upgrade|optimi[sz]e|simplify|tweak|adjust|patch|reformat|restructure|rework)\s[^.;!?]*[,;]\s*(?:and\s+|but\s+)?(?:just\s+)?(?:leave|keep)\s")
            // Its own sentence after a sentence of orders ("Fix the login bug. Leave the tests
            // alone.", "… replace it with calls to the client. Leave the package internals
            // alone.") bounds them the same way.
            .bounds_orders()
            .bare(),
        family(
            "en out of scope",
            &["scope", "happening", " out", "off the table"], NegativeDecision, Keep,
            r"{B}(?:is|are)\s+(?:out\s+of\s+scope|off\s+the\s+table){B}|{B}(?:is|are)(?:\s+not|n't)\s+happening{B}|^(?-i:[A-Z])[A-Za-z0-9_.+#/-]*(?:\s+[A-Za-z0-9_.+#/-]+){0,2}\s+(?P<t>(?:is|are)\s+out)\s*[.!]*$")
            // "X is out" drops X when X is a name; with a determiner it is a thing's state ("the
            // build is out", "the lights are out").
            .veto(r"^(?:it|this|that|he|she|they|the|a|an|our|my|your|its|their)\s"),
        family(
            "en no need for X",
            &["no need"], NegativeDecision, Forward, r"^no\s+need\s+for{B}")
            .veto(r"{B}(?:here|now|today|this\s+time)\s*[.!]*$"),
        // ── decision ──
        family(
            "zh decided (定了/就这么定)",
            &["定", "拍板", "就这么", "就这样", "按这个", "这个方案", "就它", "就是它", "就这个", "讨论", "到此为止", "同意", "一致"], Decision, Forward,
            // Its subject may be a demonstrative with 已经 / 都 ("…，这个已经定下来了"): the
            // confirmation points back at what came before. Not changing it any more (定了不改了)
            // adds to the confirmation, as it does alone (`CONFIRMED`). The topic before it
            // (group `topic`: "MPPI 就这么定了，DWB 不再折腾") is what was settled, kept with the
            // clauses after it. 定 may take the pointer as its object (就定这个了, 定它了): the
            // same confirmation.
            r"^(?P<topic>{TOPIC_ZH})?(?:(?:我们|咱们|这事儿?|这件事|这个事|这个|这些|这块)\s*)?(?:都已经|已经|都|也)?\s*(?:最终|最后)?(?:就这么定了?|就这样定了?|就这么办|就这样办|就这么干|就这么做|就这样做|就按这个(?:来|办|做|方案)|按这个方案(?:来|办|做)?|就这个方案|就?用这个方案|拍板了?|确定了|决定了|定了|敲定了?|选定了?|定下来了?|主意已定|不再讨论了?|大家都同意了?|都同意了|一致同意了?|达成一致了?|不用再讨论了?|(?:我|我来)拍板了?|到此为止|就它了|就是它了|就这个了|就?定(?:这个|它|这套|这版|这样)了)(?:\s*[,，]?\s*(?:就|也|都|再)?\s*(?:不动了|不改了|不换了|不变了))?")
            // 到此为止 settles only a matter named (这事到此为止); "先到此为止" / "今天就到此为止" stop
            // the work for now.
            .veto(r"(?:没|未|还没|不)(?:确定|决定|定)|定不下|决定不了|确定不了|(?:确定|定|决定)了?(?:吗|么|没有?)|确定一下|确认一下|^(?:(?:我们|咱们)\s*)?(?:最终|最后)?到此为止")
            // Ending the talk, then the next step ("不用再讨论了，先修 bug"): what follows is
            // the task, and nothing was said before to point back at.
            .veto_rest(r"^(?:不用再讨论了?|不再讨论了?|到此为止)\s*[,，。]\s*(?:那|我们|你)?\s*(?:先|去|赶紧|马上|开始|继续)")
            .veto_rest(SETTLED_THEN_NEXT_STEP_ZH)
            .veto(SETTLING_AWAITED_ZH),
        family(
            "zh decided (…定了)",
            // 拍板了 ("to bang the gavel") is among the triggers but holds no 定了.
            // What settles it may come with its subject and 已经 / 都 ("X，这个已经定了", "这些都
            // 定下来了"): they are part of the confirmation, not of what was picked. 定下来了 is
            // 定了 with its resultative complement.
            // 定在 / 定为 / 定成 ("set at / as") after 最终 / 最后 / 已经 settles a value in the middle
            // of the sentence ("上线时间最终定在 6 月 18 号，其他排期都围绕这个来").
            // Who had to approve it having approved it (导师也同意了, 客户那边已经签字了, 这个结
            // 论已经过评审了, 已经跟老板确认过了) settles the pick before it the same way: 也 / 已经
            // / 都 mark the approval as the last step, and the approval is cut like 定了. The
            // speaker's own check (我确认过了) approves nothing.
            // Not switching again, not agonizing or arguing over it any more (不换了, 不纠结了,
            // 这个不讨论了, 不用再争了) close the choice before them as 定了 does (不折腾了 also
            // gives up on an attempt: left out); 不再 marks the stop without 了 (不再换), and a
            // time word before it (以后不换了) only says for how long; a particle of tone after
            // (不再换了哈, 定了啊) leaves it said, while 吧 makes it a proposal (用 Vite 定了吧);
            // so does 定 / 确定 said alone as a clause of its own ("日志库就 zap 了，确定"), and
            // 定了 right before the pick ("状态管理定了用 zustand"). 定案 ("the case is closed",
            // a settled verdict) alone is 确定 said alone, and 定案了 after its subject (这个定案了)
            // is 定了; 敲定 / 选定 ("to finalize / to settle
            // on") take the pick as their object ("日志格式敲定 JSON lines").
            // "This decision doesn't change" (这个决定不改 / 不变 / 不会变) says of the choice before
            // it what 定了不改了 does.
            // (定 as a keyword holds 定了, 定在, 确定… too.)
            &["定", "拍板了", "同意", "批了", "签字", "签了字", "确认过", "评审", "认可", "不换了", "不再换", "不会再换", "纠结了", "讨论了", "争了", "争论了", "吵了"], Decision, Keep,
            r"(?P<t>(?:(?:这个|这事儿?|这件事|这块|这些|这)\s*)?(?:都已经|已经|都|也)?\s*(?:就这么|就这样)?(?:确定了|定了|定下来了|拍板了|敲定了|决定了|定案了)|{DECISION_STANDS_ZH}|(?:(?:这个|这事儿?|这件事|这块|这)\s*)?(?:(?:以后|之后|今后|后面)\s*)?(?:就|也|都)?\s*(?:不换了|不再换了?|不会再换了?|不纠结了|不再纠结了|(?:不(?:用|必)?再|不)(?:讨论|争|争论|吵)了)|^\s*(?:就这么|就这样|那就)?\s*(?:确定|定|定案)(?:啦|咯|了)?\s*[.!。！]*|(?:(?:这个|这事儿?|这)?\s*(?:结论|方案)?\s*)?(?:[^\s,，。我你]{1,8}?\s*(?:那边|那儿)?\s*)?(?:都已经|已经|也已经|都|也)\s*(?:跟\s*[^\s,，。]{1,8}?\s*)?(?:过\s*)?(?:{APPROVED_ZH})(?:过)?了)(?:哈|啊|呀|啦|哦|喔)*\s*$|(?:^|[^不没未还一])定了\s*(?:用|选|走|上)\s*[A-Za-z]|(?:敲定|选定)\s*(?:了|为|成|用)?\s*[A-Za-z0-9]|(?:最终|最后|已经)\s*(?:确)?定(?:在|为|成)\s*[^\s吗么呢？?]")
            .veto_rest(SETTLED_THEN_NEXT_STEP_ZH)
            // 先不讨论了 / 今天不讨论了 defers the talk, closing nothing.
            .veto(r"(?:先|暂时|暂且|今天|现在|这会儿|回头|改天)\s*(?:就)?\s*(?:不(?:用|必)?再|不)(?:讨论|争|争论|吵)了")
            .veto(SETTLING_AWAITED_ZH)
            // 随便定了 ("settle it any way you like") leaves the choice open.
            // 搞定了 is "got it done", a verb of finishing: the work is over, nothing is picked.
            .veto(r"[稳固指设规锁鉴判肯一待未没否特限约制预假认界不还搞]定了\s*$|(?:没|未|还没|不)(?:确定|决定)|随便(?:确定|决定|定)了|(?:没|未|还没|不)(?:{APPROVED_ZH})|(?:^|[^们])我\s*(?:都已经|已经|也已经|都|也)\s*(?:跟\s*[^\s,，。]{1,8}?\s*)?(?:过\s*)?(?:{APPROVED_ZH})")
            // "时间已经确定了", "他的行程定了": a topic said to be settled, without what it was
            // settled on, is news, not a decision anyone can follow. What is kept must name the
            // pick: a Latin name, a number (digits, Chinese numerals, a weekday), or a verb of
            // choosing or a copula before it.
            .follow(r"[A-Za-z0-9]|[零一二三四五六七八九十两]|周[一二三四五六日天末]|星期|用|选|走|按|采|改|换|上|是|为|成"),
        family(
            "zh decision label (最终方案:)",
            &["方案", "决定", "结论", "选择", "决策"], Decision, Forward,
            r"^(?:(?:这是|这就是|这个是)?(?:最终|最后|确定的?)(?:方案|决定|结论|选择|决策)|决定|结论)\s*$|^(?P<t>(?:最终|最后)(?:方案|决定|结论|选择|决策)(?:是|为)?\s*[:：]?)\s*\S|^(?P<topic>[^,，。；;!！?？你我他她它是]{1,12}?)(?:最终|最后)(?:方案|决定|结论|选择|决策)(?:是|为)?\s*$")
            // Chinese may front the topic before the label (排行榜存储最终决定：用 Redis), as
            // before 确定 in "zh adopt"; the label must then close its clause (group `topic`'s
            // alternative ends the clause), so that it heads the outcome after it (排行榜最终决定
            // 用不用缓存 is asked of someone, 他最后决定… is reported). A copula in the topic makes
            // the label its predicate (这就是存储最终方案).
            // "最终方案的文档在哪": with 的 the label is a possessor, not the outcome's heading.
            .veto(r"(?:最终|最后)(?:方案|决定|结论|选择|决策)的")
            // Waiting on someone or something (最终方案等老板定, 最后结论待定, 还没出): no outcome
            // yet, as NO_OUTCOME_YET is in English.
            .veto_sentence(r"(?:最终|最后)(?:方案|决定|结论|选择|决策)\s*(?:是|为)?\s*[:：]?\s*(?:还)?(?:等|待|未|没|尚未|还没|要看|看)")
            // An alternative or an interrogative as the object leaves it open (最终决定用不用 X,
            // 最后决定要不要升级).
            .veto(r"^(?:最终|最后)(?:决定|确定)\s*(?:用不用|要不要|是否|上不上|做不做|哪|什么|啥)"),
        family(
            "zh go by (就按方案二来)",
            &["就按"], Decision, Keep,
            // Chinese sets a Latin name or a letter off with spaces (就按方案 B 来, 就按
            // PostgreSQL 方案办): the object may hold them, up to a clause's punctuation.
            r"就按\s*[^,，。；;!！?？]{1,30}?(?:来|办|做|执行)")
            .veto(r"就按\s*(?:你|我)的?(?:意思|说的)"),
        family(
            // 最终用的是 X: the nominalised "what was finally used is X" (的是 kept out of the text);
            // 最后选了 X: 了 is the verb's perfective aspect, not part of the pick.
            // An adverb of finality or time before the verb of deciding (最终决定用, 最后确定走,
            // 已经决定按) dates the same decision; after 确定 / 决定 / 确认 the pick may also be a
            // manner (按), a replacement (换成, 迁到) or who does it (由). With that adverb or the
            // team as subject (我们决定…), any topic may come first, as Chinese puts it before
            // its comment ("图片存储最终确定走 OSS", "pinia 的 store 我们决定按模块拆"); someone
            // else's or an old decision (他们决定, 之前决定) is not the team's news.
            // A part of the project's stack as the topic (后端采用 Go, 鉴权采用 JWT, 包管理选用
            // pnpm: [`STACK_PART_ZH`]) names what the project adopts for that part, where a bare
            // noun is otherwise not taken as a topic (`TOPIC_ZH`); the part is kept in the saved
            // text (group `topic`), which says nothing without it ("Go").
            "zh adopt (采用/确定用)",
            &["采用", "选用", "采纳", "敲定", "确定", "决定", "确认", "最终", "最后", "选了", "选定", "挑了", "改用", "全站", "整站", "全局", "全项目"], Decision, Forward,
            r"^(?:{TOPIC_ZH}|(?P<topic>{STACK_PART_ZH}))?(?:(?:我们|咱们|这边|团队|项目)\s*)?(?:就|那就)?(?:(?:确定|决定|确认|最终|最后)\s*(?:采用|选用|改用|用|使用|选|上|走|维持|保持|保留)(?:的是|了)?|(?:(?:最终|最后|已经|正式)\s*)?(?:确定|决定|确认)\s*(?:{DECIDED_VERB_ZH})|采用|选用|采纳|敲定)|^(?P<t>(?:我们|咱们|团队)\s*(?:最后|最终)?\s*(?:选了|选定了?|挑了)|[^,，。；;!！?？你我他她没未不还]{1,16}?确定\s*(?:用|采用|使用|选用))\s*[A-Za-z0-9]|^[^,，。；;!！?？]{1,16}?(?:(?:我们|咱们|团队|大家)\s*(?:最终|最后|已经)?|(?:最终|最后|已经))\s*(?:确定|决定|确认)\s*(?:{DECIDED_VERB_ZH})|^(?:(?:我们|咱们|项目|团队)\s*)?(?:主要|统一|全部|全面|整体|一律)\s*(?:采用|选用|使用|改用)|^(?:整个|全部|所有|整体)[^,，。]{1,12}?(?:统一)?(?:采用|改用|选用)|^(?:全站|整站|全局|全项目)\s*(?:统一)?\s*(?:采用|改用|选用|使用)|^(?:{TOPIC_ZH})?(?:(?:我们|咱们|团队|大家)\s*)?(?:经过\s*)?(?:商量|讨论|评估|对比|比较|研究|权衡)(?:一下|过)?\s*(?:之后|以后|后|完)?\s*(?:最终|最后)?\s*(?:确定|决定|敲定)\s*(?:{DECIDED_VERB_ZH})")
            // How it was reached may come between the team and the verb of deciding (团队商量后
            // 决定采用…, 经过评估确定用…, 讨论完决定走…), as "after discussing, we chose …" does
            // in English: the deliberation is over and its outcome named.
            // Chinese fronts the topic: "这个项目确定用 Tailwind" is "确定这个项目用 Tailwind",
            // the pick named after the verb of adopting (a person before 确定 is asked about).
            // "采用了 X 之后变慢了": what happened after a change is a report.
            .veto(r"采用率|采用了吗|(?:采用|用)(?:一下|下)|了[^,，。]{0,16}?(?:之后|以后|后)")
            // Someone else's adoption (他们后端采用 Java, 竞品采用 X) reports theirs.
            .veto(r"^(?:他|她|它|他们|她们|它们|别人|对方|人家|客户|竞品|隔壁)")
            // The choice still open: an interrogative or an alternative as the object (决定用哪个,
            // 确定走什么方案, 决定用不用, 决定按 A 还是 B).
            .veto(r"(?:确定|决定|确认)\s*(?:{DECIDED_VERB_ZH})\s*(?:哪|什么|啥|谁|不用|不走|不按)|还是|(?:你|您|他|她|它|别人|对方|客户|老板|领导|之前|以前|当时|当初|上次|是不是|有没有|要不要|能不能)[^,，。]{0,4}(?:确定|决定|确认)"),
        // A topic, then 决定 / 确定 with a verb of adopting or of integrating a service (串, 接,
        // 接入: "to hook up") and the pick named ("金流决定串绿界 ECPay", "推播确定改用 FCM",
        // "路由的部分决定用 go_router 了"): Chinese fronts the topic, as in "zh adopt" above, where
        // a bare topic is not taken. The pick must be a Latin name, which a topic deciding at run
        // time (这个函数决定用哪个 handler, 参数决定用 GPU) is vetoed apart from.
        family(
            "zh topic decided (X 决定用 Y)",
            &["决定", "确定"], Decision, Forward,
            r"^(?P<t>[^,，。；;!！?？你我他她它没未不还]{1,10}?(?:的部分|这块|这边|方面|部分)?\s*(?:确定|决定)\s*(?:改用|采用|选用|用|走|上|串接|串|接入|接|引入|导入|换成|迁到))\s*(?:\p{Han}{1,4}\s*)?[A-Za-z]")
            .veto(r"(?:函数|方法|参数|配置项|系统|程序|代码|逻辑|算法|模型|策略|条件|变量|字段|用户|客户|老板|领导|之前|以前|当时|当初|上次)[^,，。]{0,3}(?:确定|决定)|哪|什么|啥|还是|不用|要不要|吗|？|\?")
            // Another team's decision (隔壁组…决定, 别的团队决定, 人家决定) is not ours.
            .veto(r"隔壁|(?:别的|其他|其它|另一个|兄弟)(?:组|团队|部门|项目|公司)|对方|人家|别人|友商|竞品"),
        family(
            "zh just use (就用 X)",
            &["就"], Decision, Forward,
            r"^(?P<t>(?:那就|就))(?:用|选|上)\s*\S")
            // The verb with a complement or an aspect after it reports what happened (就用不了了,
            // 就上不去了, 就用了 3 秒, 就选中了), and 上线 / 上次 / 上面 are other words: a pick has
            // its object right after the verb (就用 Redis, 就上 k8s).
            .veto(r"(?:用|选|上)(?:一下|下|着|了吗)|一下|^(?:那就|就)(?:用|选|上)\s*(?:不|得|了|完|光|掉|过|中|线|去|来|到|次|面|个月|周|午|班|网|传|架|市|手)"),
        family(
            "zh X it is (就 X 了)",
            &["就", "选"], Decision, Forward,
            // The pick is a thing named: a Latin name or number (就 Redis 了, 就 Node 18 了) or
            // an option (就方案 B 了). A Chinese verb there reports what happened (跑了一下，
            // 就报错了 / 就卡住了 / 就跑通了). A closing particle of tone (啊 呀 哈 呗) keeps it.
            r"^(?P<t>(?:就选|就|选))\s*(?:[A-Za-z0-9][^,，。；;!！?？]{0,19}?|(?:方案|选项)\s*[^\s,，。]{1,4}?)\s*了(?:啊|呀|哈|呗)?\s*$")
            // 就 with a count is "only N" (就 3 个了, 就剩 2 次了), a quantity, not a pick.
            .veto(r"(?:就|选)\s*(?:好了|行了|完了|对了|错了|算了|这样了|知道了|可以了|够了)|^(?:就|选)\s*\d+\s*(?:个|次|条|天|周|月|年|分钟|分|秒|小时|行|遍|页|张|人|步|处|项|块|位)"),
        family(
            "zh fixed on (就定 A)",
            &["定"], Decision, Keep,
            r"(?P<t>就定|定成|定为)\s*(?:[a-z0-9]|方案|用)|^最终\s*[^,，。定]{1,24}?\s*定\s*(?:为|成|在|到|了)?\s*[a-z0-9]")
            // 最终 ("in the end") before 定 and a value (最终 min iOS version 定 15.1) gives the
            // outcome, as 最终决定 does: the whole sentence is kept.
            // The passive (被定为 P0, 被认定成 high) reports how someone classed a thing. 定 as
            // the second character of a two-character verb of setting (固定成 42 "fix it at",
            // 设定为, 指定为, 限定为, 锁定成) sets a value for the task, it settles nothing.
            .veto(r"决定不了|被\s*(?:认|判|评|划)?定|(?:固|设|指|限|锁|预|鉴|判|认|评|划)定(?:成|为)"),
        // The whole clause is saved: "pnpm" or "UTC" alone, without 统一到 / 统一为, says nothing
        // in the decisions section. 统一成 ("unify into") is 统一为 with the resultative 成, as
        // 改成 is 改为. After its topic (所有 handler 的错误统一走 X, 告警邮件统一发 X) 统一 takes
        // any verb of routing or sending: where all such things go is the decision. 全面
        // ("across the board") after a topic is 统一 (日期处理全面改用 dayjs).
        // 整个 ("the whole") before a part of the project quantifies over all of it, as 统一 or
        // 全面 after it does: "整个后台用 django-ninja", "整个UI界面采用 electron" say how the whole
        // part is built. Only with a verb of adopting and its object; not the whole of a time
        // (整个下午用来调试), a cost (整个流程用了三天), a person (我整个人), an act on it now (整个文件用
        // prettier 格式化一下, 整个表用 pandas 读进来, 把整个目录…), a state (整个页面都白屏了) or a
        // question (整个后台用什么框架好); nor a noun of the verb (整个UI采用率很低, 整个后台用户).
        family(
            "zh unify (统一到 X)",
            &["统一", "全面", "整个"], Decision, Clause,
            r"^(?:(?:我们|咱们|以后|就)\s*)?整个\s*[^,，。；;\s的]{1,12}?\s*(?:都|就|也)?\s*(?:用|使用|采用|改用|换成|换用|走)\s*[A-Za-z\p{Han}]|^(?:(?:我们|咱们|全部|都|全局|以后|就)\s*)?统一(?:到|为|成|用|使用|采用|走)\s*\S|^(?:(?:我们|咱们)\s*)?统一[^,，。为成到改换]{1,12}(?:为|到|成)\s*\S|^[^,，。]{1,20}?(?:统一|全面)(?:走|用|使用|采用|调用|经过|通过|交给|交由|由|为|到|成|(?:输出|放|存|存放|写|写入|保存|命名|部署|发布|发|发送|推|推送|改)(?:到|在|为|成|进|给)?)\s*\S")
            // 一下 after the verb marks one act done now (统一改一下, 统一发一下), the delimitative
            // aspect: a task, not how things go.
            .veto(r"统一一下|统一下|统一\p{Han}{1,2}一下")
            .veto(r"整个[^,，。；;]*?(?:一下|一遍|看看|进来|出来|进去|吗|呢|[?？]|什么|啥|哪|怎么|多少|用了|用来|都(?:在|是|会)?(?:报错|白屏|挂|崩|卡|慢))|整个(?:人|下午|上午|晚上|早上|周末|假期|过程)|整个[^,，。；;\s的]{1,12}?\s*(?:都|就|也)?\s*(?:用|采用|使用)(?:率|量|户|法|途|处|场|例|品|具)")
            // A confirmation closing the sentence (…，就这么定了) settles every clause before it,
            // this one among them: the closer's family keeps them all.
            .veto_rest(r"[,，]\s*(?:就这么|就这样|那就|就)?(?:定了|决定了)(?:吧|啊|哈)?\s*[。！!.]*$")
            // A 把 construction (disposal) acts on particular things now ("先把这三个页面的按钮
            // 颜色统一为主题色"), and a demonstrative with a measure word points at things in view
            // (这批测试数据, 这几个 helper, 上面几个函数): an edit of the work at hand. A decision
            // states the general ("接口返回格式统一为…", "我们统一用 UTC").
            .veto(r"^(?:先|再|请|麻烦|帮忙)?\s*把|(?:这|那)(?:些|批|几|[两二三四五六七八九十]+)\s*(?:个|处|份|张|条|页|次)?|上面(?:这)?(?:些|几)")
            // So does a deictic of place (这里, 这儿, 这块, 这边, 此处, 这部分, 那里…): "这里统一用
            // logging" is this code's edit, as "use a map here" is; the project's own noun is
            // not (这个项目统一用 TypeScript).
            .veto(r"(?:这里|这儿|这块|这边|此处|这部分|这一块|那里|那边)[^,，。]{0,8}?(?:统一|全面)")
            // The same 把 on a thing in view opening the sentence makes the 统一 clause after it
            // that edit's how ("把这个驱动里的 magic number 都换成宏定义，统一放到 regs.h 里").
            .veto_sentence(r"^(?:先|再|请|麻烦|帮忙|帮我)?\s*把\s*(?:这|那)")
            .bare(),
        // 还是 ("after all", "on reflection") before a verb of choosing settles a choice that was
        // open (我还是希望通过 OpenAI 库来实现, 模型映射还是不固定了, 我们还是用 REST). A report after
        // it (还是报错, 还是不行, 他还是用了…) is a state; a choice verb before it (用 A 还是用 B)
        // asks between two; an opinion (我觉得还是用 X 比较好) is a suggestion.
        family(
            "zh settled choice (还是 X)",
            &["还是"], Decision, Keep,
            r"^(?:[^,，。；;!！?？]{0,16}?\s*)?(?P<t>还是)\s*(?:希望|决定|要|打算|想)?\s*(?:通过|用|使用|采用|选|走|保留|保持|按|维持|不(?:用|做|改|加|上|固定|拆|迁移|要|动))")
            .veto(r"还是(?:报错|不行|失败|卡|白屏|没|有问题|一样|不太|不懂|不明白|不清楚)|(?:用|选|走|采用)[^,，。]{0,12}还是|用了|吗|呢|觉得|感觉|认为|比较好|更好"),
        // "就按你说的来" approves what the agent proposed; "就按你的意思来" ("as you see fit")
        // hands the choice to the agent for this task and decides nothing.
        family(
            "zh approval (同意/就用这个)",
            &["同意", "就用这个", "就按你", "就照你"], Decision, Clause,
            r"^(?P<t>(?:我)?同意)(?:你的)?(?:方案|建议|做法|看法|意见|说法)?(?:了)?\s*$|^就用这个(?:方案|了)?\s*$|^就(?:按|照)你(?:说|建议)的?(?:来|办|做)?\s*$"),
        family(
            "en approval (go ahead with that)",
            &["ahead with", "proceed with"], Decision, Clause,
            r"^(?P<t>(?:let's\s+|please\s+)?(?:go\s+ahead|proceed)\s+with)\s+(?:this|that|it|your\s+[a-z]+|the\s+(?:first|second|third|last|above|previous|recommended|suggested)\s+[a-z]+|option\s+\S+|plan\s+\S+|approach\s+\S+)\s*[.!]*$"),
        // A future of intention with a scope after it ("for", "as", "across", "instead"): the
        // user settles which tool serves which purpose, for the team or for themself ("I'll use
        // the Linux box for builds and the Mac for everything else").
        family(
            "en we'll use X for Y",
            &["we'll", "we’ll", "well ", "we will", "we shall", "going to", "standardi", "lock in", "locking in", "i'll", "i’ll", "ill use", "ill stick", "ill rely", "ill standardi", "i will"], Decision, Forward,
            r"^(?:(?:we'll|we\s+will|we\s+shall|we're\s+going\s+to|we\s+are\s+going\s+to|i'll|i\s+will|i'm\s+going\s+to|i\s+am\s+going\s+to)\s+(?:use|stick\s+to|standardi[sz]e\s+on|rely\s+on)|(?:let's\s+|we'll\s+)?(?:standardi[sz]e\s+on|lock\s+in|locking\s+in)){B}")
            .need(r"{B}(?:for|as|across|everywhere|instead|lock|locking|standardi[sz]e)\b"),
        // A switch stated as done or under way by the team ("we've switched to pnpm", "we are
        // standardizing on pnpm", "我们改用 pnpm 了", "不用 Redux 了，改用 Zustand"): a decision
        // already taken. A place or a step after it ("switched to the main branch") is not.
        // The source may be named before the goal ("we switched from npm to pnpm", "moved off
        // Heroku to Fly"); the goal is what is kept.
        family(
            "en we switched to X",
            &["switch", "moved", "moving", "migrat", "standardi"], Decision, Forward,
            r"^(?:we(?:'ve|\s+have)?|we're|we\s+are|(?:the|our)\s+(?:team|project)(?:\s+(?:has|is))?)\s+(?:now\s+|already\s+|officially\s+)?(?:switch(?:ed|ing)|mov(?:ed|ing)|migrat(?:ed|ing)|standardi[sz](?:ed|ing))\s+(?:over\s+|away\s+|everything\s+)?(?:(?:from|off(?:\s+of)?)\s+[^,;:]{1,40}?\s+)?(?:to|on|onto)\s+")
            // "Next" as a step, not Next.js.
            .veto(r"{B}(?:branch|branches|tab|step|page|folder|directory|dir|screen|window|other|server|machine|office|room|channel|thread|meeting|call|line|section)(?:{B}|$)|{B}next(?:\s|$)|{B}(?:yesterday|last\s+(?:week|month|year)|recently|before)(?:{B}|$)"),
        family(
            "zh switched to X (改用 X 了)",
            // 换成 / 换到 / 迁到 without 用 change a thing's value as often as the team's tool
            // (颜色换成红色了), so only with the team as their subject (我们换成 pnpm 了).
            &["改用", "换用", "换成", "换到", "迁到", "迁移到", "切换到", "切到"], Decision, Forward,
            r"^(?:(?:我们|咱们|项目|团队)\s*)?(?:现在|已经|以后|正式)?\s*(?P<t>改用|换用|改成用|换成用|切换到|切到|换成|换到|迁到|迁移到)\s*\S")
            .veto(r"^(?:现在|已经|以后|正式)?\s*(?:换成|换到|迁到|迁移到)")
            .need(r"了(?:啊|呀|哈|哦)?\s*(?:[。！!.]*$|[,，])|不用|不再|弃用|放弃|而不|而非|废弃")
            .veto(r"(?:改用|换用|切到|切换到)[^,，。]{0,8}?(?:分支|目录|页面|窗口|标签|下一步)|一下|试试|看看"),
        // A named thing said to stay as it is ("the public API remains unchanged", "X stays
        // as is"): a decision to keep it, saved whole. A determiner-free name or a modal marks the
        // decision; a report after a fix ("the value remains unchanged after …") has a tail.
        family(
            "en X remains unchanged",
            &["remain", "stay"], Decision, Keep,
            r"^(?:the\s+)?(?:[A-Za-z0-9_.+#/-]+\s+){0,3}?[A-Za-z0-9_.+#/-]+\s+(?:should\s+|must\s+|will\s+|shall\s+)?(?:remains?|stays?|stay|remain)\s+(?:unchanged|untouched|as\s+(?:it\s+)?is|as-is|the\s+same|frozen)\s*(?:for\s+now)?\s*[.!]*$")
            .veto(r"^(?:it|this|that|he|she|they|nothing|everything|which|what|why|still|but)\s|{B}(?:still|even|after|when|although|though|despite)(?:{B}|$)|for\s+now")
            // An outcome of running said to stay the same ("the error remains the same", "the
            // test result remains unchanged, still failing") reports the run, where a decision
            // keeps a part of the product or the code.
            .veto(r"{B}(?:errors?|output|outputs|results?|behaviou?r|bug|issue|problem|warnings?|logs?|response|message|status|exception|crash|failure|symptoms?|screen|numbers?|values?|count|score|latency|timings?|speed|performance|diff)\s+(?:remains?|stays?)\s"),
        family(
            "en go with",
            &["go with", "going with", "settl", "stick", "stay", "lock"], Decision, Forward,
            // "Go on" / "going on" is "continue" / "happen", never a pick: only settling,
            // sticking and staying take "on" (settle on Vite, stay on Node 18). "Lock in X" is
            // "settle on X" with the idiom of fixing a thing in place ("locking in semver").
            r"^{OCCASION_EN}(?:(?:let's|let\s+us|we'll|we\s+will|we're|we\s+are|we're\s+gonna|i'm|i\s+am|i'll|i\s+will|we)\s+)?(?:(?:(?:be\s+)?going|go|gonna\s+go)\s+with|(?:settl(?:e|ed|ing)|stick(?:ing)?|stay(?:ing)?)\s+(?:with|on)|lock(?:ing)?\s+in){B}")
            // A person after it is company, not a pick (stick with me here); a free-choice
            // pronoun leaves the pick open (go with whatever works).
            .veto(r"(?:go|going)\s+with\s+the\s+flow|(?:with|on)\s+(?:me|us|you|him|her|them|whatever|whichever|anything|either|something)(?:{B}|$)")
            // "Settled with the team / the leads" says who settled a choice, as "agreed with
            // the team" does ("en decision made"); the people are no pick.
            .veto(r"settl(?:e|ed|ing)\s+(?:w/|with)\s+(?:the\s+|our\s+|my\s+)?(?:team|leads?|client|pm|po|owners?|[a-z]+\s+team)(?:{B}|$)"),
        family(
            "en we're going to use",
            &["going to", "gonna"], Decision, Forward,
            r"^(?:we're|we\s+are)\s+(?:going\s+to|gonna)\s+(?:use|adopt|switch\s+to|migrate\s+to|standardi[sz]e\s+on){B}")
            // "Use up" is to exhaust (we're going to use up the quota), not to pick.
            .veto(r"{B}use\s+up(?:{B}|$)"),
        family(
            "en the decision is",
            &["decision is", "verdict is", "consensus is", "final"], Decision, Forward,
            // A heading "final call / decision / answer on X:" announces the outcome after its
            // colon, as 最终决定：does (without "on X" it is "en decision made").
            r"^{OCCASION_EN}(?:the\s+)?(?:final\s+)?(?:decision|verdict|consensus)\s+is(?:\s+(?:to|that))?{B}|^(?P<t>(?:the\s+|our\s+|my\s+)?final\s+(?:decision|call|answer|word|verdict)\s+(?:on|for|about|re|from|after|in)\s+[^:：]{1,50}?)\s*[:：]?\s*$")
            .veto_rest(NO_OUTCOME_YET)
            // Whose the decision is, or how hard or open it is, says nothing of what it is
            // (the decision is yours / up to you / hard / still open; the verdict is in).
            .veto(r"(?:decision|verdict|consensus)\s+is\s+(?:yours|mine|ours|theirs|his|hers|up\s+to|hard|difficult|tough|easy|not|still|pending|open|unclear|in|out)(?:{B}|$)"),
        family(
            "en let's do option",
            &["let"], Decision, Keep,
            r"^(?P<t>let's\s+do)\s+(?:option|plan|approach|variant|version|solution)\s+\S"),
        family(
            "en we decided",
            &["decided", "chose", "picked", "settled", "opted", "agreed", "went with", "landed on", "committed to", "made up"], Decision, Forward,
            r"^{OCCASION_EN}(?:we|i|the\s+team|team|(?:(?:the|my|our)\s+)?[a-z][a-z0-9_.'-]*\s+and\s+i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+)?(?:decided|chose|chosen|picked|settled\s+on|opted\s+for|agreed\s+on|agreed\s+to|went\s+with|landed\s+on|committed\s+to)(?:\s+(?:to|that|on))?{B}|^{OCCASION_EN}(?:we|i)(?:'ve|\s+have)?\s+(?:made\s+up\s+(?:my|our)\s+minds?|all\s+agreed)\s*(?::|—|-|$)|^{OCCASION_EN}{GROUP_AGREED_EN}\s*(?::|—|\s-\s|$)")
            // …but not before a comma: "everyone agreed, lunch at noon" reports the agreeing,
            // and what follows may be anything said at the time.
            .veto_sentence(r"^{GROUP_AGREED_EN}\s*,")
            // "Made up my mind" / "we all agreed" settle only what follows a colon or the clause's
            // end ("I've made up my mind: X"); "made up my mind about him" is no pick. So does a
            // group's "agreed" before a colon or dash ("the team agreed: X", "everyone agreed —
            // X"): what the group agreed is what follows.
            // "Pick up" is to collect or resume (I picked up the package), not to choose.
            // "That" with only a distant past after it ("we decided that back in march", "we
            // went with it ages ago") is the demonstrative object in a piece of history: what
            // was decided is told elsewhere, and the line would save the time. A decision just
            // announced keeps it ("SSE only, we agreed on that": the clause before is saved).
            .veto(r"(?:decided|chose|picked|agreed\s+on|agreed\s+to|settled\s+on|went\s+with)\s+(?:that|this|it)\s+(?:back\s+(?:in|when|then)|(?:a\s+while|ages|long|months|years|weeks)\s+ago|a\s+long\s+time\s+ago|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|20\d\d|q[1-4]))(?:{B}|$)")
            .veto(r"agreed\s+to\s+disagree|(?:decided|agreed\s+on|settled\s+on)\s+(?:nothing|not\s+yet|yet)|{B}(?:nothing|anything)\s+yet{B}|picked\s+up(?:{B}|$)|{B}(?:decided|chose|picked)\s+(?:poorly|wisely|badly|well|wrong(?:ly)?|right|randomly|carefully)(?:{B}|$)")
            // Deciding on the people's own day (to go to lunch, to meet on Monday, to talk it
            // over, to take a break, to sleep on it) schedules them; it settles nothing about the
            // work, and meeting to discuss it leaves the outcome to the meeting.
            // An adverbial of a former occasion ("we went with postgres last time and it was
            // slow", "originally we picked X") puts the choice in the past, since superseded;
            // a date ("decided last week") still dates one that holds.
            .veto(r"{B}(?:(?:the\s+)?last\s+time|at\s+first|originally|initially|back\s+then|in\s+the\s+past|previously)(?:{B}|$)")
            .veto(r"(?:decided|agreed)\s+to\s+(?:go\s+(?:to|for|home|out)|head\s+(?:out|home|off)|grab|meet|talk|discuss|sync|catch\s+up|call\s+it\s+a\s+(?:day|night)|take\s+a\s+(?:break|day|walk|rest)|sleep\s+on\s+it|think\s+(?:about\s+it|it\s+over)|wait|have\s+(?:lunch|dinner|a\s+call|a\s+meeting))(?:{B}|$)"),
        // A heading that says who settled it, where or when, then a colon and the outcome:
        // "decided w/ the infra folks yesterday: …", "agreed with backend in the sprint kickoff:
        // …", "arch sync outcome: …", "decision from the API review: …", "retro decision: …". A
        // participle of deciding or a noun of outcome heads it; the colon gives what was settled.
        // "Chidi and I" is "we" with one of us named, here and in "en we decided". A deliberation
        // done ("I've talked it over with Marta: …", "after thinking it over at lunch: …", "slept
        // on it: …") heads its outcome the same way. "Decision made" is the reduced passive of
        // deciding, as "decided" is; when and with whom it was made may both be said ("decision
        // made after the review with the platform leads: …").
        family(
            "en decision heading (agreed with X in Y: …)",
            &["decided", "agreed", "settled", "decision", "outcome", "verdict", "consensus", "resolution", "talked", "thought", "talking", "thinking", "slept", "sleeping"], Decision, Forward,
            r"^(?P<t>(?:(?:(?:(?:i've|i\s+have|we've|we\s+have|i|we)\s+)?(?:talked|thought)\s+(?:it|this|that)\s+(?:over|through)|slept\s+on\s+it|after\s+(?:(?:thinking|talking)\s+(?:it|this|that)\s+(?:over|through)|sleeping\s+on\s+it))(?:\s+with\s+(?:the\s+|our\s+|my\s+)?[a-z0-9_.'/& -]{1,30}?)?(?:\s+(?:at|during|over|in|on|after)\s+(?:the\s+|our\s+|a\s+)?[a-z0-9_./& -]{1,30}?)?|(?:[a-z0-9_./&-]+\s+){0,3}?(?:decision(?:\s+made)?|outcome|verdict|consensus|resolution)(?:\s+(?:from|of|in|at|after|with)\s+(?:the\s+|our\s+|a\s+|this\s+)?[a-z0-9_./& -]{1,30}?){0,2}|(?:(?:we|(?:(?:the|my|our)\s+)?[a-z][a-z0-9_.'-]*\s+and\s+i)\s+)?(?:decided|agreed|settled)(?:\s+(?:w/|with)\s+(?:the\s+|our\s+)?[a-z0-9_.'/& -]{1,30}?)?(?:\s+(?:in|at|during|on)\s+(?:the\s+|our\s+|a\s+)?[a-z0-9_./& -]{1,30}?)?(?:\s+(?:yesterday|today|this\s+(?:morning|afternoon|week)|last\s+(?:week|night)))?))\s*(?:[:：]\s*\S|[:：]?\s*$)")
            // The colon heads the outcome; without it the words are a sentence of their own.
            .need(r"[:：]\s*\S")
            .veto(r"^(?:we\s+)?agreed\s+with\s+(?:you|u|that|this|it)(?:{B}|$)|(?:no|any)\s+(?:decision|outcome|verdict)|(?:decision|outcome|verdict)\s+(?:is|was)\s+(?:still|pending|not)")
            .veto_rest(NO_OUTCOME_YET),
        family(
            "en decision made",
            // A heading may say when, where or with whom it was settled ("decided yesterday with
            // finance: …", "release flow agreed in retro: …", "design review verdict: …"): a
            // reduced passive of deciding with its topic, then the outcome.
            &["final", "decided", "decision", "settled", "the one", "the plan", "done deal", "done deciding", "locked in", "lock it in", "locking", "the call", "my call", "our call", "verdict", "signed off", "agreed"], Decision, Forward,
            // "Done deciding" says the deciding is over, as "decided" does: the choice before it
            // stands ("pdf invoices: ChromicPDF, done deciding").
            // "Locking that in" is "lock it in" in the progressive, and "that's the call" names
            // the choice said before as the decision made, as "final call" does.
            // "Settled with the team" says who settled it, as "agreed with the team" does.
            // "That's the plan." confirms; a bare "The plan:" announces one, whose steps follow
            // (PLAN_LEAD), so "the plan" needs its copula. "Agreed with the team (this
            // morning)" after a statement says who settled it, as "signed off" does; agreeing
            // with the agent ("agreed with you") approves a proposal, which the gate asks about.
            r"^(?:(?:(?:it's|it\s+is|that's|that\s+is|this\s+is)\s+)?(?:final(?:\s+(?:answer|decision|call))?|decided|decision(?:\s+made)?(?:\s+(?:on|about|for|re)\s+[a-z0-9][a-z0-9 _./-]{0,30}?)?|(?:(?:the\s+)?[a-z0-9_./-]+\s+){0,3}?(?:we\s+)?(?:decided|settled(?:\s+it|\s+this)?|agreed)(?:\s+(?:yesterday|today|this\s+(?:morning|afternoon|week)|last\s+(?:week|night|{WEEKDAY_EN})|on\s+(?:{WEEKDAY_EN})))?\s+(?:in|at|during)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:standup|stand-up|meeting|retro|retrospective|review|planning|sync|call|design\s+review|arch(?:itecture)?\s+review|all-hands)(?:\s+(?:yesterday|today|this\s+(?:morning|afternoon|week)))?|(?:we\s+)?(?:decided|settled\s+it|settled\s+this)(?:\s+(?:yesterday|today|this\s+(?:morning|afternoon|week)|last\s+(?:week|night|{WEEKDAY_EN})|on\s+(?:{WEEKDAY_EN})))?\s+(?:with|in|at|during)\s+(?:the\s+|our\s+|my\s+)?[A-Za-z0-9][A-Za-z0-9 _.'/-]{0,40}?|settled(?:\s+(?:w/|with|by)\s+(?:the\s+|our\s+|my\s+)?(?:team|leads?|client|pm|po|owners?|[a-z]+\s+team))?|the\s+one|a\s+done\s+deal|done\s+deal|(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?done\s+deciding|locked\s+in|(?:let's\s+|let\s+us\s+)?lock\s+(?:it|this|that)\s+in|(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?locking\s+(?:it|this|that)\s+in|(?:[a-z0-9_./-]+\s+){0,3}?verdict|signed\s+off(?:\s+on\s+it)?|(?:we\s+)?(?:all\s+)?agreed\s+(?:with|by|in|at)\s+(?:the\s+|my\s+|our\s+)?(?-i:[a-z]+|[A-Z][a-z]+)(?:\s+(?:team|lead|leads|client|pm|owner|and\s+[A-Za-z]+))?(?:\s+(?:this\s+(?:morning|afternoon|week)|today|yesterday|in\s+(?:standup|the\s+meeting|review|planning)))?)|(?:it's|it\s+is|that's|that\s+is|this\s+is)\s+(?:the|our)\s+plan|(?:that's|that\s+is)\s+(?:the|my|our)\s+call)(?:\s+then)?\s*[.!]*$|^(?P<t>(?:[^,;:]{0,80}?\s)?(?:and|so)\s+(?:it's|it\s+is|that's|that\s+is)\s+(?:(?:now|all)\s+)?(?:final|decided|settled|a\s+done\s+deal|locked\s+in))\s*[.!]*$")
            // "…, we talked it through and it's settled": a conjunction joins the confirmation
            // to the talk that led to it; it still closes the choice said before.
            // "That's the one — the leak is in the image cache" identifies a culprit: a
            // diagnosis of this incident, not a choice (DIAGNOSIS).
            .veto_rest(DIAGNOSIS)
            .veto_rest(NO_OUTCOME_YET),
        family(
            "en X it is",
            &["it is"], Decision, Keep,
            // A closing "then" marks the same conclusion (ruff it is then); "for …" names what
            // the pick serves (SQLite it is for the offline cache).
            r"^[A-Za-z0-9_.+#/-]+(?:\s+[A-Za-z0-9_.+#/-]+){0,3}?\s+(?P<t>it\s+is(?:\s+then)?)(?:\s+for\s+[^.!?]{1,60}?)?\s*[.!]*$")
            // The veto sees the clause with its fillers: "ok SQLite it is" picks, "yes it is" agrees.
            .veto(r"^(?:what|that|that's|here|here's|there|there's|as|how|where|who|which|this|whatever|it|it's|such|if|when|because|however|or|is|was|see)(?:\s|$)|^(?:so|now|then|and|but|yes|no|ok|okay)[\s,]+it\s+is"),
        family(
            "en finalize",
            &["finali"], Decision, Forward, r"^(?:let's\s+)?finali[sz]ed?{B}")
            // "Finalize the PR / the docs" is a task, finishing a piece of work; the decision
            // says what is fixed: "finalized: X", "finalize X as / with / on / using Y".
            .need(r"^(?:let's\s+)?finali[sz]ed?\s*[:=]|{B}(?:as|with|on|at|using)(?:{B}|$)|="),
        // ── correction ──
        // 纠正 / 更正 ("to correct") may take what is put right as their object (纠正一下你刚才的
        // 说法：…): the right fact follows, as after 纠正一下 alone. The topic may come first
        // with the verdict's agent after it (TiDB 事务大小限制你说错了，…): topic-comment order.
        family(
            "zh correction (不对/错了)",
            &["不对", "不是", "错", "反了", "有误", "纠正", "更正"], Correction, Forward,
            r"^(?:不对(?:不对)*|不是(?:的|啊|呀|哦)?\s*$|不是这样(?:的)?|不是这个意思|错了|错(?:啦|咯|喽)?\s*(?:[,，!！]|$)|你(?:又)?(?:搞|弄|说|写|记|理解|想)(?:错|反)了|(?:这|这个|这样|这里|你这个|你这样)\s*不对(?:啊|呀)?\s*$|搞错了|弄错了|说错了|写错了|记错了|理解错了|搞反了|弄反了|说反了|顺序反了|反了|用错了|你说的不对|不是这么(?:用|写|做|弄)的|有误|(?:纠正|更正)(?:一下)?\s*(?:你|我)?\s*(?:刚才|之前|前面|上面)?的?\s*(?:说法|回答|描述|理解|结论)?\s*$|(?P<topic>[^\s,，。你我他她它这那][^,，。你我他她它这那]{0,13}?)\s*(?:也)?(?:你(?:又)?(?:说|搞|记|写|理解|弄)错了|不对|错了|写错了|有误)(?:啊|呀)?\s*$)")
            .veto(r"不对劲|错了吗|(?:^|[^不])对不对|错了没|不对吗|反了吗|不是吧|不是吗")
            // The verdict may follow the thing it judges (主色不对，…; 端口不对，我们跑在 8088),
            // which then names what the correction is about. What the agent's work shows or
            // returns (结果, 输出, 显示, 页面…) is judged by how it looks now: a fault of this
            // attempt, as 报错了 / 出错了 (an error was raised) is.
            .veto(r"^(?:[^,，。]{0,6}?)(?:结果|输出|显示|返回|数据|页面|样式|效果|位置|布局|界面|图|测试|逻辑|代码|这里|那里|哪里|有点|好像|感觉|还是|又|都|全)[^,，。]{0,4}?(?:也)?(?:不对|错了|写错了|有误)|^[^,，。]{0,8}?(?:报|出)错")
            .veto_rest(ZH_CORRECTION_POINTS_ONLY)
            // 不对，问题出在缓存没失效: where this fault lies (DIAGNOSIS).
            .veto_rest(DIAGNOSIS)
            .follow(CORRECTION_CONTENT),
        family(
            "zh correction (你…错了 / 我说错了)",
            &["错了", "是错的", "是错误的", "不对", "有问题", "有误"], Correction, Forward,
            // 错误的 is the two-syllable form of the adjective 错的 (你的理解是错误的). 有问题 /
            // 有误 said of the agent's claim or approach (你这个说法有问题, 你的方案有误) rejects
            // it as 不对 does; said of its code or output it may report a fault instead.
            r"^(?:{TOPIC_ZH})?(?:你|你们)[^,，。？?！!]{1,10}?(?:就|也|都|完全|又|根本)?(?:错了|是错(?:误)?的|不对)|^(?:你|你们)(?:这个|的|这种|刚才的|上面的|刚才那个)?\s*(?:说法|方案|理解|思路|逻辑|想法|做法|写法|判断|结论|假设)\s*(?:就|也|都|完全|又|根本)?有(?:问题|误)|^我(?:刚才|之前|上面)?(?:说|写|记|打)错了")
            .veto(r"错了吗|不对吗|对不对|错了没|报错|出错")
            .veto_rest(DIAGNOSIS)
            .follow(CORRECTION_CONTENT),
        // A manner or an approach of the agent's, pointed at (这样写, 这么做, 这个方案, 你这个思路),
        // with a verdict on it (不行, 行不通, 是错的, 不合理): 不行 after a way of doing judges
        // the way, not a state ("这样写不行" = "writing it so won't do"), so the rest of the
        // sentence says what holds instead or why ("这里这样写不行，effect 会跑两次"; "这个基础
        // 模型是错的，我们的是一刀对应 100 credits"). A thing pointed at without a way or an
        // approach (这个按钮不行) may be broken, which is a state: only the nouns of an approach
        // are taken. With nothing else in the sentence it names nothing (the follow).
        family(
            "zh correction (这样写不行 / 这个方案是错的)",
            &["不行", "行不通", "不可行", "是错", "错了", "不对", "不合理", "不成立", "不可以"], Correction, Keep,
            r"^(?P<t>(?:你)?(?:这个|这种|这套|这里|这边|这样|这么|那样|刚才(?:那个|这个)?|上面的?|你的)\s*(?:\p{Han}{0,4}?(?:方案|写法|做法|设计|模型|逻辑|思路|方式|方法|改法|实现|算法|结构|命名|流程|假设|理解|判断|结论|公式)|(?:这样|这么)?\s*(?:写|做|改|搞|弄|处理|设计|实现|算|判断|理解))?\s*(?:肯定|完全|根本|明显|显然|也)?\s*(?:不行|行不通|不可行|是错的|是错误的|错了|不对|不合理|不成立|不可以)(?:的|啊|呀|哦|吧|哈)?)\s*[。.!！]?\s*$")
            // 还是不行 / 也不行 after a fix reports that it failed again, as a fault or a trial
            // does (报错, 没反应, 试试): the state of this attempt, not a way ruled out. 的话 and 如果
            // make it a condition.
            .veto_sentence(r"还是不行|又不行|都不行|报错|出错|失败|崩|白屏|卡住|没反应|的话|如果|试试|试一下|再试")
            .follow(CORRECTION_CONTENT),
        family(
            "zh correction (不应该是 X,应该是 Y)",
            // 不该 is 不应该 said short, as 该 is 应该.
            &["不应该", "不该"], Correction, Keep,
            r"^不(?:应)?该(?:是|用|在|放|叫|走|按|这样|写成|改成)")
            .need(r"(?:[,，]\s*|而)(?:是|应该|要)"),
        // 我的意思是 / 我是说 ("what I mean is") restates the user's intent, and what follows may be
        // a standing constraint (我的意思不要改动 aura 的源码！). 我说的是 / 我要的是 ("what I said /
        // want is") point at a thing of this request instead: `RESTATES_ASK`.
        family(
            "zh correction (我的意思是…)",
            &["我的意思", "我是说"], Correction, Forward,
            r"^(?:不是[,，]?\s*)?(?:我的意思是|我的意思|我是说)")
            .follow(CORRECTION_CONTENT),
        family(
            "zh correction (不是 X,是 Y)",
            &["不是"], Correction, Keep, r"^(?:(?:我们|咱们)(?:的|这边|项目|用的)?\s*不是\s*(?:用\s*)?[A-Za-z0-9]|(?:[^,，。我你他她]{1,16}?)?不是)")
            // 我们 / 咱们 as the subject is the team whose setting is corrected ("我们不是 Taro
            // 3.5，是 3.6.x 啊"): what the team uses, as a named subject would be, when a name
            // follows 不是 (我们不是故意的 denies an intent).
            // The right value may come with its subject again: "不是 3.11 啊，服务器上的 python 是 3.10".
            // The subject may come first ("pgbouncer 不是 session 模式，是 transaction 模式"), as
            // a correction names what it corrects; the speaker or the listener as the subject
            // (我不是说…, 你不是…) restates or asks, and 是不是 asks. A fault's cause as the subject
            // (问题不是网络，是时区没转) is a diagnosis of this incident.
            // The right value may be a name, given with 叫 ("is called") after what it names:
            // "不是 main，默认分支都叫 trunk". 叫 opening the clause calls someone (叫小王来), and
            // 叫什么 asks.
            // Between two Latin values the comma may be left out (不是v2是v3). The right value
            // may come as what the team uses or moved to ("不是 npm，我们用 pnpm", "不是 1.9，我们早
            // 升到 2.0 了"): the same correction with the team as the subject, both values names
            // or versions and the second clause ending on its value (…用 pnpm 也一样 / 试试 goes
            // on about something else). The team's part may be named (我们后端一直跑在 9090) and the
            // practice be where it runs (跑在, 部署在, 放在, 监听): 端口不是 8080，我们后端一直跑在
            // 9090; a version or a port may open with a digit. Where the named thing is (在) gives
            // the right value as 是 does when both are names or numbers: 不是 3000 端口，server
            // 跑在 7001; 不是 P0.13，状态 LED 在 P0.06.
            .need(r"(?:^|[,，]\s*)(?:我们|咱们)(?:的|这边|项目|用的)?\s*不是\s*(?:用\s*)?[A-Za-z0-9][^,，。]{0,30}[,，]\s*(?:[^,，。]{0,16}?是|而是)|(?:^|[,，]\s*)(?:[^,，。我你他她]{1,16}?)?不是[^,，。]{1,30}[,，]\s*(?:[^,，。]{0,16}?是|[^,，。]{1,16}?叫|而是|应该)|不是\s*[A-Za-z0-9_.\-/]+\s*(?:而)?是\s*[A-Za-z0-9_.\-/]|不是\s*[A-Za-z0-9][A-Za-z0-9_.\-]*(?:\s+[A-Za-z0-9_.\-]+)?\s*(?:啊|呀|哦)?[,，]\s*(?:我们|咱们|团队|项目)\s*(?:\p{Han}{1,4}?)?\s*(?:都|早就?|已经|一直|现在|目前)*\s*(?:用|升到|升级到|换成|改成|换到|迁到|跑在|部署在|放在|监听)(?:了|的是)?\s*[A-Za-z0-9][A-Za-z0-9_.\-]*(?:\s+[A-Za-z0-9_.\-]+)?\s*了?\s*(?:$|[,，。.!！])|不是\s*[A-Za-z0-9/][A-Za-z0-9_.\-/:]*(?:\s*[\p{Han}&&[^的问原]]\p{Han}{0,2})?\s*(?:啊|呀|哦)?[,，]\s*(?:[^,，。我你他她现目刚]{1,16}?)?(?:在|跑在|部署在|放在|监听在?|挂在|接在)\s*[A-Za-z0-9/][A-Za-z0-9_.\-/:]*\s*(?:上|下|里|下面|里面)?\s*(?:$|[,，。.!！])")
            .veto(r"是不是|吗|？|\?|叫(?:什么|啥|哪)|(?:{FAULT_NOUN_ZH})\s*(?:的原因|出在)?\s*(?:也|都|并)?不是")
            .veto_rest(ZH_CORRECTION_POINTS_ONLY)
            // 不是网络的问题，原因是时区没转: where this fault lies (DIAGNOSIS); 是因为 / 是由于 give
        // a cause, not the right value (不是你的问题，是因为网络一直断).
            .veto_rest(DIAGNOSIS)
            .veto_rest(CAUSE_ZH),
        // A subject, or a topic and a subject, may come before the modal ("这个监听你应该用广播
        // 监听,而不是这样写").
        family(
            "zh correction (应该是 X,不是 Y)",
            &["应该"], Correction, Keep,
            r"^(?:[^,，。]{0,12}?(?:你|我们|咱们)\s*|(?:这里|这边)\s*)?应该\s*(?:是|用|先|放|叫|走|在|改成|一直(?:使用|用))")
            .need(r"不是|而不是|不叫|不用|别用|不要用|不在|而非|不要")
            // 吧 anywhere in the sentence makes 应该 "probably" ("应该是网络问题，不是代码问题吧"):
            // a guess, not a correction.
            .veto(r"吧")
            .veto_rest(r"吧"),
        // The right value affirmed and the wrong one denied with the same verb ("表名是 users，不是
        // user", "配置在 config/ 下，不在根目录", "默认分支叫 trunk 不叫 main"): the Chinese of the
        // admitted "it's X, not Y", and 不是 X，是 Y said in the other order; a correction that
        // names both. The speaker or the listener as the subject (我是
        // 说…, 你是…) restates or asks; a demonstrative (这是 bug，不是 feature) judges the thing in
        // view; what a call returns or a run printed is this incident's report; 应该 / 吧 / 可能
        // guess. 用 … 不用 names a tool both times (前端用 pnpm，不用 npm): 不用 before a verb is "no
        // need to" (给内部用的，不用考虑国际化). 不是 negates the object contrastively after 用 as
        // after any verb (phpcs 用 WordPress-Extra 不是 WordPress-Core), a name after it as after
        // 不用. 优先 ("by priority", 优先用 X 而不是 Y) makes it the taste of the 优先 family.
        family(
            "zh correction (X 是 Y，不是 Z)",
            &["是", "在", "叫", "用"], Correction, Keep,
            r"^[^,，。！？!?]{1,16}?(?:是|在|叫|用)\s*[^,，。！？!?\s]")
            .need_gated(&["不是", "不在", "不叫", "不用"], r"^[^,，。！？!?]{1,16}?(?:是[^,，。！？!?]{1,30}?[,，]?\s*(?:而)?不是|在[^,，。！？!?]{1,30}?[,，]?\s*(?:而)?不在|叫[^,，。！？!?]{1,30}?[,，]?\s*(?:而)?不叫|用\s*[A-Za-z0-9][^,，。！？!?]{0,30}?[,，]?\s*(?:而)?(?:不用|不是)\s*[A-Za-z0-9])\s*[^,，。！？!?\s]?")
            // It opens the sentence: the denial after it (不是 Z) is no clause of its own here.
            .veto(r"^不")
            .veto_sentence(r"^(?:我|你|他|她|它|这|那|哪|谁)(?:[^们]|$)|^(?:{FAULT_NOUN_ZH})|^应该|优先|吧|可能|好像|估计|大概|也许|是不是|吗|？|\?|(?:今天|现在|刚才|目前|结果|输出|返回|打印|报错|日志)|不是(?:说|要|让|叫你)")
            .veto_rest(ZH_CORRECTION_POINTS_ONLY)
            .veto_rest(DIAGNOSIS),
        // A prohibition followed, in the same sentence, by the means to use instead ("不要用
        // @apply,直接写在 template 中", "don't hard-code the endpoint, use .env") corrects how
        // things are done in general: the wrong way and the right one, both named. Pointing at
        // the code at hand (这段, here, this) or at the moment (yet, 先, 暂时) makes it a task.
        family(
            "zh correction (不要 X,用 Y)",
            &["不要", "别", "不许", "不准", "禁止"], Correction, Keep,
            r"^(?:(?:你|我们|咱们)\s*)?(?:千万)?(?:不要|别|不许|不准|禁止)")
            .need(r"(?:不要|别|不许|不准|禁止)[^,，。；;!！?？]{1,40}[,，;；]\s*(?:(?:直接|而是|要|请|就|统一|都|一律|改为?)\s*)*(?:用|使用|写在|写到|写进|放在|放到|放进|改用|换成|走|通过|从)\s*\S")
            .veto_rest(r"这段|这里|这行|这次|这个|那个|这些|暂时|先|还没|一下"),
        // A prohibition to the agent that carries its reason or the right way in the same
        // sentence ("不要改入口层，因为这是源仓库", "别放在 api 接入里，api 是专门给…的",
        // "不许推断分类名称，数据源中有 categoryName"): the reason makes it a lasting
        // correction of how the agent works, not a step of the task. Unsure, so a counted
        // candidate, never a direct write. The prohibition opens the sentence: after a report
        // on the code in view ("这段代码会死循环，不要用 effect，而是…") it fixes that code.
        family(
            "zh correction (不要 X，因为 Y)",
            &["不要", "别", "不许", "不准", "禁止", "不能"], Correction, Keep,
            r"^(?:(?:你|你们|我们|咱们)\s*)?(?:千万|以后|也)?(?:不要|别|不许|不准|禁止|不能)(?:再)?\s*[^\s,，。；;!！?？]")
            .need(r"^(?:(?:你|你们|我们|咱们)\s*)?(?:千万|以后|也)?(?:不要|别|不许|不准|禁止|不能)[^。！？!?]{1,40}?[,，;；]\s*(?:因为|由于|原因是|而是|应该|应当|要(?:用|想办法|通过|按|从|在)|[^,，。]{1,16}?(?:是专门|中有|里有|已经有|本来就|就是对的))")
            // 不要紧 ("never mind, it's fine") is an idiom, and 不要的 X ("the unwanted X")
            // modifies a noun: neither bans anything.
            .veto(r"这段|这里|这行|这次|暂时|还没|一下|吗|(?:不要|别)(?:担心|着急|急|管|紧张|客气)|不要紧|不要的"),
        family(
            "en correction (don't X, because Y)",
            &["don't", "dont", "don’t", "do not", "donot", "never", "should not", "shouldn't", "shouldnt"], Correction, Keep,
            r"^(?:please\s+)?(?:(?:you|we)\s+(?:should\s+not|shouldn't|must\s+not|mustn't)|don't|do\s*not|never)\s+[a-z]")
            .need(r"^(?:please\s+)?(?:(?:you|we)\s+)?(?:don't|do\s*not|never|should\s+not|shouldn't|must\s+not|mustn't)\s+[^.!?]{1,80}?(?:,\s*|\s+)(?:because|since|as\s+(?:it|they|that)|otherwise|instead(?:,|\s+(?:use|put|keep|go|call|look|rely|read|write)))(?:{B}|$)")
            .veto(r"(?:don't|do\s*not|never)\s+(?:worry|bother|care|mind|panic|hesitate|forget|stop)(?:{B}|$)|{B}(?:this\s+time|for\s+now|yet|today)(?:{B}|$)"),
        // A prohibition whose words make it standing: 再 ("again", "any more": the agent did
        // it before, 不要再造新概念), 私自/擅自/自作主张 ("on your own": a permission rule), or
        // the regulatory 不许/不准/禁止 opening the sentence. The written register's normative
        // prohibitives are the same (严禁 "strictly forbidden", 不得 "shall not", 切勿 / 切忌
        // "by no means": the words of standards and rule books, GB/T 1.1's 不得 and 严禁).
        // An adverb of future time may open it (下次别再用 npm 了), as it opens any Chinese
        // imperative. A lasting correction of how the agent works; unsure, so a counted
        // candidate. A stop to the talk itself ("别再说了", "不要再道歉了") is not; nor 不得不
        // ("have to"), 不得已 ("no choice"), 不得了 ("terrible"), nor 不准备 ("not prepare / not
        // plan to", where 准 is of 准备), which are not prohibitions.
        family(
            "zh correction (不要再 X / 不许 X)",
            &["再", "在", "私自", "擅自", "自作主张", "不许", "不允许", "不准", "禁止", "严禁", "不得", "切勿", "切忌"], Correction, Keep,
            r"^(?:(?:你|你们|我们|咱们|以后|今后|往后|下次|下回)\s*)*(?:千万|也|都)?(?:(?:不要|别|不许|不准|不能)\s*(?:再|在(?:磨|造|搞|弄|改|加|用|写|做))|(?:不要|别|不许|不准|不能)\s*(?:自己\s*)?(?:私自|擅自|自作主张|自行)|{PROHIBIT_ZH})\s*[^\s,，。；;!！?？了]")
            // Opening its sentence; after a clause only with 再, whose "again" says the agent
            // did it before ("在 X 基础上升级，不要再造新概念"; 在 is its common typo before a
            // verb, as in the pattern): a regulatory 禁止 / 不许 after a
            // task clause is the spec of what the task builds ("写一个 eslint 规则，禁止…").
            .need(r"^(?:(?:你|你们|我们|咱们|以后|今后|往后|下次|下回)\s*)*(?:千万|也|都)?(?:不要|别|不能|{PROHIBIT_ZH})|[,，;；]\s*(?:(?:你|你们|我们|咱们)\s*)?(?:千万|也|都)?(?:不要|别|不能)\s*(?:再|在(?:磨|造|搞|弄|改|加|用|写|做))")
            .veto(r"(?:再|在)\s*(?:说|问|解释|道歉|重复|等|吵|烦|发|催|提醒|客气|纠结|犹豫|担心|操心|着急)|(?:再|在)\s*(?:提|争|争论|讨论)(?:了|啦)?\s*(?:[,，。!！]|$)|吗|一下|这次|本次|今天|(?:禁止|严禁)(?:的|了|吗)|(?:{PROHIBIT_ZH})\s*(?:用户|访问|登录|外部)|不得(?:不|已)|不准备|(?:{PROHIBIT_ZH})\s*[啊呀吧呢哦嘛哈]"),
        // The verbs of the workflow before 前 / 后 take running and changing things too
        // (运行命令前先问我, 执行任何命令前都要先问我, 改数据库前要先跟我确认): each names an act the
        // agent repeats, and 要先 is the modal before the order of steps. Not 改好 / 改完
        // ("once it is fixed"): the result names the change at hand done.
        // A habitual occasion, then what to do or not do on it: "写 SQL 的时候不要用 select *",
        // "提交代码时别带调试日志", "提交前先跑一遍测试". A clause of time with 的时候 / 时 (or 前
        // after a verb of the workflow, with 先 / 都要 / 必须) sets a condition that recurs,
        // so what follows is a standing rule; a time of now (这次, 现在, 等会儿) or the user's
        // own past (上次) makes it one act, and a product's user or event
        // (用户登录的时候, 点击按钮时) makes it what the program must do. Counted, not written.
        family(
            "zh correction (X 的时候不要 Y)",
            &["时", "前", "后"], Correction, Keep,
            // The occasion may close its own clause, the rule in the next ("改配置文件时，不能
            // 直接改 prod.yaml").
            r"^(?:(?:以后|今后|每次|每当)\s*)?(?:[^，,。；;！!？?\s][^，,。；;！!？?]*?(?:的时候|[^及同临暂实小当按准定随有超历计即届平过]时)|(?:提交|部署|发布|上线|合并|推送|发版|打包|升级|安装|新增|新建|创建|删除|删|修改|重构|运行|执行|跑|动|重启|迁移|回滚|清理|提\s*pr|commit|push|merge|deploy|release)[^，,。；;！!？?]*?(?:之前|前|以后|之后|后)|改(?:[^好完，,。；;！!？?][^，,。；;！!？?]*?)?(?:之前|前|以后|之后|后))(?:\s*$|\s*[，,]?\s*(?:(?:你|也)\s*)*(?:不要|别|不能|不许|不准|禁止|严禁|一定要|必须|都要|都得|要先|都\s*(?:用|走|放|写|加|改|跑|带|先)|要记得|记得|统一|先)\s*[^\s，,。；;！!？?了])")
            .need_gated(&["不要", "别", "不能", "不许", "不准", "禁止", "严禁", "一定要", "必须", "都要", "都得", "都用", "都走", "都放", "都写", "都加", "都改", "都跑", "都带", "都先", "记得", "统一", "先"], r"(?:的时候|时|前|后)\s*[，,]?\s*(?:(?:你|也)\s*)*(?:不要|别|不能|不许|不准|禁止|严禁|一定要|必须|都要|都得|要先|都\s*(?:用|走|放|写|加|改|跑|带|先)|要记得|记得|统一|先)\s*[^\s，,。；;！!？?了]")
            .veto(r"这次|这回|本次|现在|刚才|等会|等下|等一下|待会|一会|上次|今天|暂时|如果|假如|要是|万一|吗|？|\?|^(?:当)?(?:用户|客户|访客|玩家|会员|顾客)|(?:用户|客户|访客|玩家|会员|顾客)\s*(?:在|点击|登录|登陆|注册|访问|打开|提交|下单|支付)|(?:点击|登录|登陆|注册|访问|打开页面|加载|刷新)[^，,。；;]*?(?:的时候|时)|(?:他|她|他们|同事|老板|领导|组长)\s*(?:说|讲|要求|觉得)")
            // A demonstrative in the occasion (回答这个问题的时候) is one occasion; a request for
            // work in the sentence (…，帮我在 reply.ts 里加个过滤) makes the rule that work's spec;
            // a denial (我没说…) states nothing; and the agent's replies (回答 / 回复的时候) are
            // the reply-style families' (USER.md).
            .veto_sentence(r"这次|这回|本次|现在|刚才|等会|等下|待会|上次|如果|假如|要是|吗|？|\?|这个|那个|这些|那些|帮我|帮忙|麻烦你|没说|不是说|^(?:你\s*)?(?:回答|回复|答复)")
            // 发布前先把版本号改成 2.0: a change to a given number is one change, not a habit.
            .veto_sentence(r"(?:改成|改为|设成|设为|换成|升到|升级到|调成|更新到|降到)\s*[vV]?\d")
            .veto(r"^(?:[^，,。]{0,6})(?:回答|回复|答复)")
            .standalone(),
        // A prohibition about a kind of place or artifact in general: "不要在代码里写中文注释",
        // "禁止在前端存储密钥". A place named by its kind (代码里, 组件里, 循环里, 前端) is every such
        // place; a demonstrative or 当前 (这个文件里, 当前分支上) is one place of the task, and 在意 /
        // 在乎 / 在家 are no places.
        family(
            "zh correction (不要在 X 里 Y)",
            &["不要在", "别在", "不能在", "不许在", "不准在", "禁止在", "严禁在", "直接在", "不要 在", "别 在"], Correction, Keep,
            // After the place any verb may follow ("吞掉异常", "sleep 固定时间").
            r"^(?:(?:你|你们|我们|以后|今后)\s*)*(?:也|都)?(?:不要|别|不能|不许|不准|禁止|严禁)\s*(?:直接\s*)?在\s*(?:[^，,。；;！!？?]+?(?:里面|里|中|上|内|下)|前端|后端|客户端|服务端|浏览器|线上|生产环境|本地)\s*(?:直接|随便|私自|擅自)?\s*[^\s，,。；;！!？?了的吗呢啊呀吧]")
            // A bare verb closed by 了 ("不要在 utils.ts 里改了") asks to stop an act now; with no
            // object it names no kind of act.
            .veto(r"(?:里面|里|中|上|内|下)\s*(?:直接\s*)?[^\s\x00-\x7f，,。；;！!？?]{1,2}了\s*(?:[，,。!！]|$)")
            .veto(r"在\s*(?:这|那|该|此|当前|本)|在(?:意|乎|家|线)|这次|这回|本次|现在|先|暂时|今天|一下|吗|？|\?|(?:他|她|他们|同事|老板|领导|组长)\s*(?:说|讲|要求|觉得)|(?:用户|客户|访客|玩家|会员|顾客)\s*(?:不要|别|不能|不许|不准)")
            .standalone(),
        // The same in English: "stop …ing", "avoid …ing / avoid X", "quit …ing", "no more X":
        // the agent did it before, or the user bans it as a habit. The normative prohibitives
        // "must not" / "shall not" (RFC 2119's MUST NOT, the English of specs and rule files)
        // are the regulatory 不许 / 严禁 of Chinese, said to the agent or the team; after "be"
        // or "have" they guess ("you must not have saved it"), and do not ban. Opening its
        // sentence, and not a step in a sequence ("then, avoid modifying the dockerfiles, …"):
        // inside a task it is part of the task.
        family(
            "en correction (stop doing X / avoid X)",
            &["stop", "avoid", "quit", "no more", "must not", "mustn", "shall not", "shan"], Correction, Keep,
            r"^(?:please\s+)?(?:(?:you\s+)?(?:need\s+to\s+|have\s+to\s+|must\s+|should\s+)?(?:stop|quit)\s+[a-z]+ing{B}|(?:always\s+)?avoid\s+(?:using\s+|adding\s+|writing\s+|calling\s+|creating\s+)?[A-Za-z0-9_`.-]+|no\s+more\s+[a-z]+|(?:(?:you|we)\s+)?(?:must\s+not|mustn't|shall\s+not|shan't)\s+(?:ever\s+)?[a-z]+)")
            .need(r"^(?:please\s+)?(?:you\s+)?(?:need\s+to\s+|have\s+to\s+|must\s+|should\s+)?(?:always\s+)?(?:stop|quit|avoid|no\s+more){B}|^(?:please\s+)?(?:(?:you|we)\s+)?(?:must\s+not|mustn't|shall\s+not|shan't){B}")
            .veto(r"(?:must\s+not|mustn't|shall\s+not|shan't)\s+(?:ever\s+)?(?:be|have|forget|worry|panic)(?:{B}|$)")
            .veto(r"{B}(?:stop|quit)\s+(?:apologi[sz]ing|asking|talking|saying|thanking|waiting|running|the\s+server)(?:{B}|$)|{B}(?:this\s+time|for\s+now|yet|today|here)(?:{B}|$)|{B}(?:avoid)\s+(?:it|this|that|them|the\s+(?:issue|error|problem|bug|crash))(?:{B}|$)|^\s*(?:then|first|next|after\s+that|and\s+then|so)(?:{B})|no\s+more\s+(?:questions|talk|talking|chat|excuses|apologies|delays|waiting|problems|errors)(?:{B}|$)"),
        // The team's default stated by the team: "we default to X", "our default region is
        // Y", "by default we deploy with helm", "we use X by default". "We" / "our" make it the
        // project's choice, where a tool's default ("npm defaults to latest", "by default,
        // nginx listens on 80") is a fact of the tool, and a question or a wish ("should we
        // default to X?", "maybe we should …") settles nothing.
        family(
            "en correction (our default is X)",
            // The clause may be "we deploy with helm" after "By default,": the keys name
            // those verbs too, and `need` asks for "default" in the sentence.
            &["default", "we use", "we run", "we deploy", "we build", "we target", "we ship", "we host", "we go with", "we pick", "we write", "we test", "we install", "we store", "we format", "i use", "i run", "i deploy"], Correction, Keep,
            // A fronted scope ("in this project", "for new crates") says what the default
            // covers; "by default" may stand in a clause of its own.
            r"^{PROJECT_SCOPE_EN}(?:for\s+[^,;]{1,30}?\s*,?\s+)?(?:(?:by\s+default|as\s+a\s+default)\s*,?\s*(?:we|i)\s+(?:always\s+)?(?:use|run|deploy|build|target|ship|host|go\s+with|pick|write|test|install|store|format)\s+\S|(?:we|i|our\s+(?:team|org|company))\s+(?:always\s+)?defaults?\s+to\s+\S|our\s+(?:[a-z0-9_.-]+\s+){0,2}?defaults?\s+(?:[a-z0-9_.-]+\s+){0,2}?(?:is|are|=)\s+\S|(?:we|i)\s+(?:always\s+)?(?:use|run|deploy|build|target|ship|host|go\s+with|write|test|install|store|format)\s+\S)")
            .need_gated(&["default"], r"^(?:by|as\s+a)\s+default\s*,?\s*(?:we|i)\s|{B}(?:we|i|team|org|company)\s+(?:always\s+)?defaults?\s+to{B}|{B}our\s+(?:[a-z0-9_.-]+\s+){0,2}?defaults?{B}|{B}by\s+default(?:{B}|$)")
            .veto_sentence(r"\?|{B}(?:if|maybe|perhaps|wonder|could\s+we|should\s+we|for\s+now|today|this\s+(?:test|time|run|file|one))(?:{B}|$)")
            .standalone(),
        // The team's habit in the simple present with a frequency adverb ("we always squash
        // merge", "we never deploy on fridays"): the habitual aspect of a chosen act states the
        // team's practice, a standing rule. What befalls the team is no choice ("we always
        // get this error", "we never seem to …"), a past form reports ("we always used to …"),
        // and "this time" or a question makes it the task's.
        family(
            "en correction (we always / never do X)",
            always_keys!("we "; "we never"), Correction, Keep,
            r"^{PROJECT_SCOPE_EN}(?:here\s*,?\s*)?we\s+(?:{ALWAYS_EN}|never)\s+(?:{ADVERB}\s+)?[a-z]")
            .veto(r"{B}we\s+(?:{ALWAYS_EN}|never)\s+(?:{ADVERB}\s+)?(?:get|gets|got|getting|hit|hits|run\s+into|ran|end\s+up|ended|wind\s+up|seem|seems|seemed|see|saw|seen|hear|heard|lose|lost|forget|forgot|break|broke|struggle|fail|miss|find|found|wonder|know|knew|think|thought|say|said|talk|argue|complain|hope|try|tried|come|came|worry|regret|encounter|face|suffer|deal|fight|had|have\s+(?:had|been|problems|issues|trouble)|did|do|does|was|were|are|am|used|went|made|took|wrote|kept|felt|left|want|wanted|like|liked|love|hate|enjoy|agree|disagree|manage|managed|[a-z]+[^e\s]ed)(?:{B}|$)")
            // "We always need X" states a want of the work, not an act; "we always need to X"
            // is a rule.
            .veto(r"{B}we\s+(?:{ALWAYS_EN}|never)\s+need\s+(?:[^t\s]|t[^o]|to\S)")
            // A pronoun after the verb ("we never request it") points back at a thing of the
            // conversation: what is said is about that thing, as the task has it.
            .veto(r"{B}we\s+(?:{ALWAYS_EN}|never)\s+(?:{ADVERB}\s+)?[a-z-]+\s+(?:it|them|this|that|these|those)(?:{B}|$)")
            // "We always use / write / format …" is the habit "en preference (I usually use)"
            // reads as a taste of the team's.
            .veto(r"{B}we\s+{ALWAYS_EN}\s+(?:use|write|put|name|keep|prefer|structure|format|organi[sz]e|indent|split|go\s+with|stick\s+with){B}")
            // A "but" after it carves out an exception, most often for the work at hand ("…,
            // but ship this one now").
            .veto_rest(r"{B}(?:this\s+time|for\s+now|today|yet|anymore|any\s+more|but|except|this\s+one)(?:{B}|$)")
            .veto_sentence(r"\?|^(?:why|how\s+come|do|does|did|if|when|whenever|unless)\s")
            .standalone(),
        // A standing ask to be consulted before a class of actions ("ask before installing new
        // dependencies", "check with me before running migrations"): a gerund or a verb with a
        // generic object names a kind of act; a pronoun or a time of now names one act of the
        // task ("ask before you push this").
        family(
            "en correction (ask me before X)",
            &["ask", "check with"], Correction, Keep,
            // A fronted clause of time ("Before you publish anything to npm, ask me first.")
            // is the same rule, its ask in the next clause.
            // After "I'd rather you" the verb may take the past of the subjunctive ("asked").
            r"^{PROJECT_SCOPE_EN}{RULE_LEAD_EN}(?:(?:ask(?:ed)?|check(?:ed)?\s+with)\s+(?:(?:me|us|the\s+user)\s+)?(?:first\s+)?before\s+(?:you\s+)?(?:ever\s+)?[a-z]|ask\s+(?:me|us)(?:\s+first)?\s*[.!]*$)")
            // The project may be named as its scope, with or without its comma ("In this repo,
            // ask before running migrations", "In this repo I'd like you to ask …").
            .need(r"^{PROJECT_SCOPE_EN}{RULE_LEAD_EN}(?:ask(?:ed)?\s+(?:(?:me|us|the\s+user)\s+)?|check(?:ed)?\s+with\s+(?:me|us|the\s+user)\s+)(?:first\s+)?before{B}|^before\s+[^,;]{3,80},\s*(?:please\s+)?(?:always\s+)?ask\s+(?:me|us)(?:\s+first)?\s*[.!]*$")
            // A pointer or a time of now after the ask names one act ("ask before you push
            // this"); before it, "that" is the wish's ("I'd prefer that you ask …").
            .veto_rest(r"{B}(?:ask(?:ed)?|check(?:ed)?)\s(?:.*\s)?(?:this|that|it|these|those|them|now|today|yet|for\s+now|this\s+time|here)(?:{B}|$)|\?")
            .veto_sentence(r"^before\s+[^,;]*{B}(?:this|that|it|these|those|them|now|today|yet)(?:{B}|$)")
            .standalone(),
        // The imperative "prefer X over Y" (also "to", "rather than", "instead of"), as style
        // guides and rule files state a default: a rule of the codebase when a rival is named.
        // Without one ("prefer the second option") it picks; "here", "for this function" scope
        // it to the task. "Favour X over Y" is its synonym; "perfer" its common typo.
        family(
            "en correction (prefer X over Y)",
            &["prefer", "perfer", "favor", "favour"], Correction, Keep,
            r"^{RULE_LEAD_EN}(?:prefer|perfer|favou?r)\s+[^,;?]{1,60}?\s+(?:over|to|instead\s+of|rather\s+than)\s+[A-Za-z0-9_`'./@-]")
            // "…, preferably" is the speaker's taste (a preference, its own family).
            .veto_sentence(r"{B}(?:here|for\s+now|this\s+time|today|preferably|(?:for|in)\s+this\s+(?:file|function|method|case|pr|change|test|component|class|one|task|feature))(?:{B}|$)|\?")
            // "… over the config file when both are set": a condition on the state of data
            // says what the program picks when it runs.
            .veto_sentence(r"{B}(?:when|if|whenever)\s+(?:both|either|neither|it|they|one|(?:the\s+)?[a-z_]+)\s+(?:is|are|exists?|was|were)\s+(?:set|present|available|missing|defined|given|empty|null|configured)(?:{B}|$)|{B}if\s+(?:present|available|set|missing|any)(?:{B}|$)")
            .standalone(),
        // A prohibition whose object is a bare plural ("don't use emojis in commit messages",
        // "do not use default exports", "don't commit .env files": a dotfile's name modifies the
        // noun as any word does): generic reference bans a kind of thing, where a
        // determiner or pronoun ("don't add these files", "don't commit it") names one thing of
        // the task, and a time of now ("for now", "yet") scopes it to the task.
        family(
            "en correction (don't VERB things)",
            &["don't", "dont", "don’t", "do not"], Correction, Keep,
            // Coordinated plurals ("emails or tokens") are one generic object; after it, where,
            // how or which ("in commit messages", "like dist/", "by hand", "anywhere") and a
            // parenthesis of examples.
            r"^{RULE_LEAD_EN}(?:don't|do\s+not)\s+(?:ever\s+)?(?:use|add|put|write|include|leave|commit|hard-?code|import|create|log)\s+(?:any\s+)?(?:\.?[a-z][a-z0-9_.-]*\s+){0,2}?[a-z0-9_.-]*[a-rt-z]s(?:\s+(?:or|and|nor)\s+(?:[a-z][a-z0-9_.-]*\s+){0,2}?[a-z0-9_.-]*[a-rt-z]s)?(?:\s+(?:in|to|into|for|from|on|inside|that|which|with|unless|without|like|except|outside|anywhere|everywhere|manually|ever|by\s+hand|such\s+as|at\s+all)(?:\s[^,;!?]*)?)?\s*(?:\([^)]*\))?\s*[.!]*$")
            .veto(r"(?:don't|do\s+not)\s+(?:ever\s+)?[a-z-]+\s+(?:any\s+)?(?:the|this|that|these|those|my|your|our|his|her|their|its|it|them|a|an|more|new\s+ones)(?:{B}|$)")
            // "for this feature", "in the new parser": one piece of the task at hand.
            .veto_rest(TASK_PIECE_EN)
            .standalone(),
        // The same prohibition with a bare singular object: a name of a thing of the project
        // ("don't push to main", "do not mix s3 and pg"), a mass noun or a code span ("don't use
        // `any` in TypeScript") refers to the thing as such, as a bare plural does to a kind;
        // after a preposition it names where the act must not reach. A determiner, a pronoun
        // or a quantifier ("don't touch the tests", "don't change anything") is the task's.
        family(
            "en correction (don't VERB a named thing)",
            &["don't", "dont", "don’t", "do not"], Correction, Keep,
            r"^{RULE_LEAD_EN}(?:don't|do\s+not)\s+(?:ever\s+)?(?:use|add|put|write|include|commit|hard-?code|import|log|push|force-?push|merge|deploy|mix|call|mock|expose|store|install|touch|modify|edit|rename|delete|remove|disable|skip|bypass|upgrade|downgrade|bump)\s+(?:(?:directly\s+)?(?:to|on|into|onto|in|from|against|with)\s+)?(?:[A-Za-z0-9_.@/-]+\s+)?[A-Za-z0-9_.@/-]+(?:\s+(?:and|or|nor)\s+[A-Za-z0-9_.@/-]+)?(?:\s+(?:directly|ever|at\s+all|anywhere|by\s+hand|manually|(?:in|to|on|for|inside|outside|without|unless|into|with|via|through|beyond|above|below|past|over|under|when|while|after|before|until)\s+[^,;!?]*))?\s*[.!]*$")
            .veto(r"(?:don't|do\s+not)\s+(?:ever\s+)?[a-z-]+\s+(?:(?:directly\s+)?(?:to|on|into|onto|in|from|against|with)\s+)?(?:the|this|that|these|those|my|your|our|his|her|their|its|it|them|a|an|more|any|anything|everything|something|nothing|stuff|much|me|us|him|anyone|anybody|yet|now|again|too|so|here|there|it's|[a-z]+ing)(?:{B}|$)")
            .veto_rest(TASK_PIECE_EN)
            // Said for someone else's sake ("he's colorblind, don't use red and green"), it
            // serves that person (the user's eyes are their own family).
            .veto_sentence(r"{B}(?:he's|she's|they're|he\s+is|she\s+is|they\s+are)\s")
            .standalone(),
        // A ban said as a bare noun phrase, a sentence or clause of its own ("No ORM.", "no
        // Bluetooth on v1 of the board", "no python models", "no bitcode, no app thinning"): the
        // negative determiner with a kind of thing and nothing else, or a place it must not
        // reach, is the telegraphic form of "we don't use X": it bans the kind. "No" with
        // the words of its set phrases (no worries, no problem, no idea, no luck, no rush) is
        // phatic, and with a state (no errors, no output, no changes, no response) it reports;
        // "no exceptions" is the stress that closes a rule (`STRESS_EN`).
        // A time of now or "this" scopes it to the task. Counted, not written: the same words
        // may close a task's spec, so only in a short prompt with no list (`standalone`).
        family(
            "en correction (No X.)",
            &["no "], Correction, Keep,
            r"^no\s+[a-z][a-z0-9+#./_-]*(?:\s+[a-z][a-z0-9+#./_-]*)?\s*(?:$|(?:for|on|in|inside|within|anywhere)\s+\S)")
            // A time after "for" / "in" measures how long X is absent ("no heartbeat for 5s",
            // "no scan in 200ms"): a condition, not a ban.
            .veto(r"^no\s+[a-z][a-z0-9+#./_-]*(?:\s+[a-z][a-z0-9+#./_-]*)?\s+(?:for|in|within)\s+(?:\d|a\s+(?:second|minute|while|few))")
            .veto(r"^no\s+(?:worries|worry|problem|problems|prob|probs|luck|idea|rush|clue|way|need|needs|changes?|output|errors?|issues?|response|reply|answer|results?|difference|one|longer|more|matter|thanks|thank|wonder|doubt|offen[cs]e|pressure|big|kidding|joke|dice|comments?|questions?|i|you|we|it|that|this|not|no|yes|ok|okay|sorry|go|dude|man|sir|thx|pls|please|there|then|such|other|single|real|new|matches|match|data|logs?|warnings?|success|effect|progress|signal|access|permission|internet|network|space|memory|time|sound|audio|video|image|text|content|difference|hurry|stress|pun|offence|exceptions?|excuses?)(?:{B}|$)")
            .veto_rest(r"{B}(?:this|that|these|those|here|now|yet|today|for\s+now|this\s+time|anymore|any\s+more)(?:{B}|$)|\?")
            // After an ask to produce something ("just outline it, no code", "write the summary,
            // no bullet points") it says what this output leaves out.
            .veto_sentence(r"^(?:(?:just|only|please|pls|ok|okay|so)\s+)*(?:outline|write|give|show|make|explain|summari[sz]e|list|draft|sketch|describe|answer|tell|reply|respond|send|print|generate|produce|return|do|fix|refactor|implement|add|build)(?:{B}|$)")
            .standalone(),
        // A practice given a predicate of obligation as its whole comment ("sqlfluff in
        // pre-commit is non negotiable", "extraction is completely mandatory", 周五不发版，没得商
        // 量): the predicate classes the practice as a rule the user will not trade off, said
        // without an imperative. Counted, never written, and only in a short prompt with no
        // list (`standalone`): product specs say the same of fields and users ("email is
        // mandatory for sign-up"), which is the product's requirement, vetoed when named.
        family(
            "X is non-negotiable (…is mandatory, …，没得商量)",
            &["negotiable", "mandatory", "a must", "hard requirement", "not optional", "没得商量", "没商量", "没有商量", "雷打不动", "不容商量"], Correction, Keep,
            r"^[^,;.!?？，。]{0,60}?\s*(?:(?:is|are|'s)\s+(?:completely\s+|absolutely\s+|totally\s+|strictly\s+)?(?:non[- ]?negotiable|mandatory|a\s+must|a\s+hard\s+requirement|not\s+optional)(?:\s+here|\s+in\s+(?:this|our)\s+(?:{PROJECT_NOUN_EN}))?|(?P<t>(?:是|也是|都是)?(?:没得商量|没有商量(?:的)?余地|没商量|雷打不动|不容商量)(?:的)?(?:哈|啊|了)?))\s*[.!。！]*$")
            // The Chinese closer is cut from what is saved; alone it names nothing.
            .follow(r"[A-Za-z0-9\p{Han}]")
            .veto_sentence(r"\?|？|吗|{B}(?:if|whether|is\s+it|are\s+they|for\s+(?:this|the)\s+(?:pr|release|demo|sprint|run|test|ticket|week)|field|fields|input|inputs|checkbox|form|users?|customers?|sign-?ups?|signup|admins?|members?|players?|accounts?)(?:{B}|$)|字段|用户|客户|表单|这次|本次|今天")
            .standalone(),
        family(
            "en correction (don't X, use Y)",
            &["don't", "dont", "don’t", "do not", "donot", "never"], Correction, Keep,
            r"^(?:please\s+)?(?:let's\s+)?(?:don't|do\s*not|never)\s+[a-z]")
            .need(r"(?:don't|do\s*not|never)\s+[^,;.!?]{1,60}[,;]\s*(?:(?:just|instead|rather|always|please|but)\s*,?\s*)*(?:use|put|keep|store|read\s+(?:it\s+|them\s+)?from|go\s+through|call|write\s+(?:it\s+|them\s+)?(?:in|to|into))\s+\S")
            .veto(r"(?:don't|do\s*not|never)\s+(?:worry|bother|care|mind|panic|hesitate|forget|stop)(?:{B}|$)")
            .veto_rest(r"{B}(?:this|that|these|those|here|yet|now|today|for\s+now|this\s+time)(?:{B}|$)"),
        // Interjections before it carry nothing ("oh wait, that's wrong"), and a softener of
        // politeness or opinion keeps it a correction ("I'm afraid that isn't quite right:").
        family(
            "en correction (that's wrong)",
            &["wrong", "incorrect", "not right", "not correct", "mistaken", "backwards", "not it", "not what", "correction", "not quite", "right", "correct", "accurate"], Correction, Forward,
            r"^(?:(?:no|nope|nah|oh|wait|hmm|hm|oops|ugh|sorry|actually)\s*[,.!:]?\s*)*(?:(?:i'm\s+afraid|i\s+am\s+afraid|i\s+think|i\s+believe)\s+)?(?:(?:that's|that\s+is|this\s+is|it's|it\s+is|you're|you\s+are)\s+(?:wrong|incorrect|not\s+(?:quite\s+|entirely\s+|exactly\s+)?(?:right|correct|accurate)|mistaken|backwards)|(?:that|this|it)\s+(?:isn't|is\s+not|wasn't|was\s+not)\s+(?:quite\s+|entirely\s+|exactly\s+)?(?:right|correct|accurate)|you(?:'ve|\s+have)?\s+(?:got|have)\s+(?:it|that|this)\s+(?:wrong|backwards)|that's\s+not\s+(?:it|what\s+i\s+(?:meant|asked|said|wanted))|wrong(?:\s+[a-z][a-z0-9_-]*){1,3}\s*[.!]*$|wrong|incorrect|(?:(?:a|one)\s+)?(?:(?:small|quick|minor|tiny|little)\s+)?correction|not\s+quite){B}")
            .veto(r"what's\s+wrong|something's\s+wrong|anything\s+wrong|went\s+wrong|goes\s+wrong|go\s+wrong|wrong\s+with|am\s+i\s+wrong|was\s+i\s+wrong|if\s+(?:that's|i'm|it's)\s+wrong")
            // "no, that's wrong, the error is in the retry loop": where this fault lies.
            .veto_rest(DIAGNOSIS)
            // "fix the rule in CLAUDE.md, it's wrong": closing an imperative of editing, the
            // wrongness is that task's reason, with no right value said.
            .veto_sentence(r"^(?:please\s+)?(?:fix|change|update|remove|delete|correct|redo|rewrite|revert|edit)\s(?:[^.;!?]|\.\S)*,\s*(?:it's|its|it\s+is|that's|thats|that\s+is|this\s+is)\s+(?:wrong|incorrect|not\s+right)(?:\s+now)?\s*[.!]*$")
            .follow(CORRECTION_CONTENT),
        // A correcting lead (actually, to be clear, to clarify, no) before the user's own "I / we
        // don't want …" states what they want of the product against what the agent assumed:
        // a correction, counted rather than written, for it may hold for this change only. What
        // the user would rather not do themself (guess, deal with, wait), a pronoun for this
        // task's thing (it, this, that) or a time of now (today, for now) is not one.
        family(
            "en correction (actually, I don't want X)",
            // The lead may stand in a clause of its own ("Actually, I don't …").
            &["don't want", "dont want", "don’t want", "do not want"], Correction, Clause,
            r"^(?P<t>{CORRECTING_LEAD_EN})?{I_DONT_WANT_EN}\s+(?:to\s+)?[a-z]")
            .need(r"^{CORRECTING_LEAD_EN}{I_DONT_WANT_EN}{B}")
            .veto(r"want\s+(?:to\s+)?(?:(?:have\s+to|deal|guess|wait|bother|waste|spend|risk|lose|break|be|see|hear|read|know|argue|repeat|stop|sound|mess|overthink)(?:{B}|$)|(?:it|this|that|these|those|them|anything)(?:{B}|$)|you\s+to\s+stop)|{B}(?:today|tonight|right\s+now|for\s+now|yet|this\s+time|at\s+the\s+moment)(?:{B}|$)|\?\s*$"),
        // After the rejection, a subject with a determiner states what holds ("no, the
        // artifact lives in …", "no, this project builds with stack, not cabal", "actually our
        // api returns …"); "this" only before a noun of the project, for "no, this is wrong"
        // judges the answer.
        family(
            "en correction (actually, use X, not Y)",
            &["actually", "no", "nah"], Correction, Forward,
            r"^(?P<t>(?:actually|no|nope|nah))(?:\s*$|\s+(?:use|it's|it\s+is|the|this\s+(?:{PROJECT_NOUN_EN}|{PROJECT_PART_EN})|our|my|we|you|it\s+should|that\s+should){B}|\s+[A-Za-z0-9_./-]+(?:\s+(?:and|or)\s+[A-Za-z0-9_./-]+)?\s+(?:is|are|can|must|should|lives?|goes|runs?|needs?){B})")
            .need(r"{B}not{B}|{B}instead{B}|rather\s+than|不是")
            .follow(r"^(?:use|it's|it\s+is|the|this\s+(?:{PROJECT_NOUN_EN}|{PROJECT_PART_EN})|our|my|we|you|it\s+should|that\s+should|[A-Za-z0-9_./-]+(?:\s+(?:and|or)\s+[A-Za-z0-9_./-]+)?\s+(?:is|are|can|must|lives?|goes|runs?|needs?|should))(?:{B}|\s)")
            // A pronoun for the answer at hand ("no, this is wrong, not what I asked", "actually
            // that one is fine, not a bug") judges it; it states nothing lasting.
            .veto_rest(r"^(?:actually|no|nope|nah)[\s,]+(?:this|that|these|those|it)\s+(?:is|are|was|were|one|ones)(?:{B}|$)")
            .veto_rest(DIAGNOSIS),
        // The user restating what they said before ("I already told you, …", "as I said,
        // …", "我说过了，…", "我已经说过不需要 review"): the agent missed a lasting instruction,
        // which follows. A counted correction.
        // Terse speech drops the subject ("told you: components only"), the clause then
        // ending at its comma or colon.
        family(
            "en correction (I already told you, X)",
            &["told you", "i said", "as said", "mentioned", "repeat"], Correction, Forward,
            r"^(?P<t>(?:(?:like|as)\s+)?i(?:'ve)?\s+(?:already\s+|just\s+)?(?:told\s+you(?:\s+(?:this|it|that))?(?:\s+(?:before|earlier|already|twice))?|said(?:\s+(?:this|it|that))?(?:\s+(?:before|earlier|already|twice))?|mentioned(?:\s+(?:this|it|that))?(?:\s+(?:before|earlier|already))?)|(?:as|like)\s+(?:i\s+)?said(?:\s+(?:before|earlier))?|i\s+repeat|told\s+you(?:\s+(?:already|before|twice))?\s*$)(?:\s*[,:;.!-]*\s*$|\s*(?:[,:;.!-]+\s*|\s+that\s+|\s+)(?:that\s+)?\S)")
            .need(r"(?:told\s+you|said|mentioned|repeat)(?:\s+(?:this|it|that|before|earlier|already|twice))*\s*[,:;.!-]*\s*(?:that\s+)?\S")
            .veto(r"{B}(?:told\s+you|said|mentioned)\s+(?:about|so|yesterday|in\s+the|what|how|why|when)(?:{B}|$)|{B}(?:let's|lets|start|begin|continue|go\s+ahead|proceed)(?:{B}|$)")
            // Said at a meeting or in a channel, it was said to people (`SAID_TO_PEOPLE_EN`).
            .veto(SAID_TO_PEOPLE_EN)
            // A distance counted in messages ("like 3 messages ago", "a few prompts back",
            // "earlier in this chat") puts what was told inside this conversation: an
            // instruction of this task, restated.
            .veto(r"{B}(?:\d+|a|one|two|three|four|five|a\s+few|a\s+couple(?:\s+of)?|several)\s+(?:messages?|msgs?|prompts?|turns?|replies)\s+(?:ago|back|up|earlier){B}|{B}earlier\s+in\s+(?:this|the)\s+(?:chat|conversation|thread|session){B}")
            .follow(CORRECTION_CONTENT),
        // The listener named (跟你说过, 和你讲了多少遍) makes the speaker the user, who Chinese
        // may leave unsaid; a count of the tellings (多少次, 好几遍) stresses the same restating.
        family(
            "zh correction (我说过了，X)",
            &["说过", "讲过", "提过", "强调过", "告诉过", "说了", "讲了", "强调了", "已经说", "早就说", "已经讲", "已经提"], Correction, Forward,
            r"^(?P<t>(?:(?:我|我们)(?:之前|刚才|上面|前面|明明|不是|貌似|都)*\s*(?:(?:跟|和|给|对)你\s*)?|(?:之前|明明|不是|都|早就)*\s*(?:跟|和|给|对)你\s*)(?:(?:已经|早就)(?:说|讲|提)(?:了|过)?|说过|讲过|提过|强调过|告诉过你|说了|讲了|强调了)(?:了|{TIMES_TOLD_ZH})*(?:了)?)(?:\s*[,，:：。!！]?\s*$|\s*[,，:：。!！]?\s*\S)")
            .need(r"(?:说|讲|提|强调|告诉)(?:了|过|过你)?[^,，。]{0,8}?[,，:：]?\s*\S")
            .veto(r"吗|么|(?:说过|讲过|提过)的(?:那个|这个|话|方案)|我说过的话|(?:^|[^跟和给对])你说过")
            // "我说了好几遍是因为…": why it was said, not what.
            .veto_rest(CAUSE_ZH)
            .follow(CORRECTION_CONTENT),
        // A value marked right in so many words: "the correct command is task build", "the
        // right port is 8080", "正确的路径是 src/config.ts", "X 的正确写法是 Y".
        family(
            "en correction (the correct X is Y)",
            &["correct", "right"], Correction, Keep,
            r"^(?:no\s*,?\s*|actually\s*,?\s*)?the\s+(?:correct|right|proper|actual)\s+(?:[a-z-]+\s+){0,2}?(?:is|are)\s+\S")
            .veto(r"{B}(?:what|which|whether|how)(?:{B}|$)|{B}(?:might|may|could|maybe|probably)(?:{B}|$)|{B}right\s+(?:now|away|here|there)(?:{B}|$)"),
        family(
            "zh correction (正确的 X 是 Y)",
            &["正确"], Correction, Keep,
            r"^(?:[^,，。]{0,12}?的)?正确(?:的)?(?:[^,，。是]{0,8}?)?(?:是|为|应该是)\s*\S")
            .veto(r"是(?:什么|哪|多少|否)|吗|么"),
        // "No, X is Y" / "actually X lives in Y": a rejection, then a statement of how things
        // are. Without "not" (the family above), the statement must name a place, a value or
        // a tool, and not a passing state ("no, it is still failing"). The subject may carry
        // a modifier of its own ("no, strandedness for the kapa kits is reverse, not forward").
        family(
            "en correction (no, X is Y)",
            // The right value may be followed by the wrong one ("uses @export not export"), as in
            // "it's X, not Y" below; what an API returns or a function expects is a value too.
            &["actually", "no", "nope", "nah"], Correction, Forward,
            r"^(?P<t>(?:no\s*,?\s*)?(?:no|nope|nah|actually|in\s+fact){B}\s*,?)\s*(?:$|(?:the\s+|our\s+|this\s+)?[A-Za-z0-9_./`-]+(?:\s+[A-Za-z0-9_./`-]+){0,5}?\s+(?:{IS_VERB_EN})\s)")
            // A dash after the "no" does what its comma does ("No — the config lives in …").
            .need(r"^(?:no\s*,?\s*)?(?:no|nope|nah|actually|in\s+fact){B}\s*{NO_PAUSE_EN}?\s*(?:the\s+|our\s+|this\s+)?[A-Za-z0-9_./`-]+(?:\s+[A-Za-z0-9_./`-]+){0,5}?\s+(?:{IS_VERB_EN})\s+(?:(?:in\s+|on\s+|at\s+|under\s+)?[`~./A-Za-z0-9_-]*[0-9./_~`-][A-Za-z0-9_./`~-]*|[@`~./A-Za-z0-9_-]+(?:\s+[A-Za-z0-9_-]+)?\s*,?\s+not\s+[@`~./A-Za-z0-9_-])")
            .veto_rest(r"^(?:no|nope|nah|actually)\s*{NO_PAUSE_EN}?\s*(?:it|this|that|these|those|i|you|he|she|they|there)\s")
            // Where a fault lies ("no, the cause is the cache, not the db") is a diagnosis.
            .veto_rest(DIAGNOSIS)
            // What a call returns when it fails (returns 500, returns null) is the bug's report.
            .veto_rest(r"{B}returns?\s+(?:an?\s+)?(?:[45]\d\d|errors?|null|nil|none|undefined|nothing|empty|false|nan)(?:{B}|$)"),
        // The same rejection said in full ("no no", "nope", "nah", "wrong", "not quite", "no,
        // that's wrong"), then a statement in the simple present of how a named thing of the
        // project is, or where the team is ("no no, the sensor timestamps are in
        // milliseconds", "nope — we're behind cloudflare", "no no, AsyncStorage isn't
        // encrypted"): it rejects what the agent assumed and states the fact it got wrong, a
        // lasting one, though no value in it looks like code. A passing state of the run
        // ("nope, the chart is upside down now", "no, the tests still fail", "no, it works",
        // "no, the tests for the api are flaky": an adjective of a fault seen) reports, and a
        // pronoun points back at what the agent did.
        family(
            "en correction (no no, a named thing is so)",
            &["no", "nope", "nah", "wrong", "not quite"], Correction, Forward,
            r"^(?P<t>{REJECTION_EN})\s*[.!]?\s*$")
            .need(r"^{REJECTION_EN}\s*(?:[,.!:]|{NO_PAUSE_EN})\s*(?:(?:in\s+(?:prod|production|staging|dev|this\s+(?:repo|project|codebase|org|app)),?\s+)?(?:the\s+|our\s+|this\s+)?(?:[A-Za-z0-9_./'-]+\s+){0,3}?[A-Za-z0-9_./'-]+\s+(?:is|are|isn't|isnt|aren't|arent|lives?\s+in|runs?\s+(?:on|in)|comes?\s+from|go(?:es)?\s+(?:through|to|in|into)|uses|needs|owns|holds|handles|keeps|contains|reads|writes|sends|calls|talks\s+to|points\s+to|doesn't|doesnt|don't|dont)\s+\S|(?:we're|we\s+are|were)\s+(?:on|in|behind|using|running\s+on)\s+\S)")
            .veto_rest(r"^{REJECTION_EN}\s*(?:[,.!:]|{NO_PAUSE_EN})\s*(?:it|it's|its|this|that|these|those|i|i'm|you|he|she|they|there|here|what|which)\s")
            .veto_rest(r"\?|{B}(?:still|again|same|now|yet|anymore|any\s+more|fine|ok|okay|good|better|worse|slow|faster|looks|seems|works?|worked|working|errors?|fail(?:s|ed|ing)?|broken|crash(?:es|ed|ing)?|flaky|weird|strange|odd|buggy|laggy|janky|stuck|hanging|missing|empty|blank|gone|output|results?|i\s+meant|i\s+mean|revert|undo)(?:{B}|$)")
            .veto_rest(DIAGNOSIS),
        // A correction that gives the right value with the wrong one after it: "it's `task
        // build`, not npm run build", "its v3 not v2", "the port is 8080, not 3000".
        family(
            "en correction (it's X, not Y)",
            &["it's", "it is", "its ", "that's", "thats", "that is", " is ", " are ", "live", " go in", "goes in", " run on", "runs on"], Correction, Keep,
            r"^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?(?:it's|it\s+is|that's|that\s+is|(?:the\s+)?[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+){0,3}?\s+(?:is|are|lives?\s+in|goes\s+in|go\s+in|runs?\s+on))\s+\S")
            // The clause names the right value, the wrong one follows ("…, not Y"), and the
            // ask to apply it may close the sentence ("… not com.acmegames.app, fix the Appfile").
            // Set in code, the right value is a value even with no comma and a wrong one of a
            // few words after it ("it's `yarn ios:dev` not npm run ios"); the mask has made the
            // code a placeholder word of x's (`segment::mask`).
            .need(r"[,;]\s*not\s+(?:in\s+|on\s+)?[A-Za-z0-9_`./-]|\s+not\s+[A-Za-z0-9_`./-]+\s*(?:[.!]*$|[,;]\s*(?:we|i|it|they|that|since|because|as){B}|[,;—–-]\s*(?:please\s+|pls\s+|so\s+|now\s+)?{APPLY_FIX_EN})|^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?(?:it's|it\s+is|its)\s+x{4,}\s+not\s+[A-Za-z0-9_`./-]|^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?not\s+[A-Za-z0-9_`./:@-]+(?:\s+[A-Za-z0-9_`./:@-]+){0,2}?\s*[,;—–-]\s*(?:it's|it\s+is|its)\s+[A-Za-z0-9_`./:@-]")
            // The wrong value may come first, denied ("not v2, it's v3", "No, not 5432 — it's
            // 5433"), as in 不是 X，是 Y. Denying a state or a time ("not sure, it's weird", "not
            // now, it's late", "not bad, it's fine") names no value, nor does what is set
            // against it as an article, a preposition or an adverb ("not tested, it's a draft
            // PR", "…, it's from the vendor SDK", "…, it's just the cold cache"), or a thing
            // denied with a determiner ("not my code").
            .veto_sentence(r"^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?not\s+(?:my|your|our|their|his|her|its|the|a|an|this|that)\s|^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?not\s+[^,;—–-]*[,;—–-]\s*(?:it's|it\s+is|its)\s+(?:a|an|just|from|for|only|still|more|less|about|because|like|my|your|our|their|his|her|too|so|very|really|actually|probably|already|ok|okay|fine|not|fixed|done|working|broken)(?:{B}|$)")
            .veto_sentence(r"^(?:(?:no|nope|nah)\s*[,.!:]?\s*)?not\s+(?:{NOT_A_VALUE_EN}|now|bad|quite|exactly|necessarily|always|anymore|again|today|much|great|good|fine|ok|okay|likely|even|broken|helpful|perfect|ideal|here|there|me|you|us|him|her|them|everything|anything|all|every|everyone|enough|as|at|in|on|for|to|with|because|since|until|unless|if|when|really|complicated|close|possible|true|false|yours|mine)(?:{B}|$)")
            .veto(r"^(?:(?:no|nope|nah|actually)\s*[,.!:]?\s*)?(?:it's|it\s+is|that's|that\s+is|(?:these|those)(?:\s+ones)?\s+are)\s+(?:not|fine|ok|okay|good|bad|broken|failing|working|done|weird|strange|odd|slow|fast|a\s+test)(?:{B}|$)")
            // "not right, it's still off": a grade of the attempt names no value.
            .veto(r"^{GRADE_EN}")
            // An error message states a failure, not a value ("global is not defined").
            .veto_rest(r"{B}not\s+(?:{NOT_A_VALUE_EN}|a\s+function|recogni[sz]ed)(?:{B}|$)|{ERROR_WORD_EN}")
            // Where a fault lies ("the bug is in the tokenizer, not the model") is this
            // incident's diagnosis (DIAGNOSIS).
            .veto_rest(DIAGNOSIS)
            // A subject with a subordinator in it ("use stdout if OUTPUT is not specified") is a
            // condition, and a participle of absence after "not" (not specified, not given) a
            // state. (Not every -ed word: "self-hosted, not managed" names two values.)
            .veto(r"^(?:[A-Za-z0-9_.-]+\s+){1,3}?(?:if|when|unless|because|since|while|whether|once)\s")
            .veto_rest(r"{B}not\s+(?:specified|provided|given|passed|supplied|configured|initiali[sz]ed|loaded|shown|known|seen)(?:{B}|$)")
            // Two adjectives set against each other ("the failure is intermittent not
            // constant") describe a state, not a value: told by their derivational endings.
            .veto_rest(r"{B}(?:is|are)\s+[a-z]+(?:ent|ant|ous|ive|ful|less|ible|able|al|ic)\s*,?\s+not\s+[a-z]+(?:ent|ant|ous|ive|ful|less|ible|able|al|ic)(?:{B}|$)"),
        family(
            "en correction (it should be X, not Y)",
            &["should be", "supposed to be", "needs to be"], Correction, Keep,
            // Terse speech drops the subject ("err, should be kubectl rollout restart, not
            // deleting the pod"): the thing put right is the one just said.
            r"^(?:(?:it|that|this|the\s+[A-Za-z0-9_.-]+(?:\s+[A-Za-z0-9_.-]+)?)\s+)?(?:should\s+be|is\s+supposed\s+to\s+be|needs\s+to\s+be)\s")
            .need(r",\s*not{B}|{B}not\s+[A-Za-z0-9_.-]+\s*[.!]?$|instead\s+of|rather\s+than")
            // A state or a deadline after "should be" is an expectation ("it should be fine, not
            // a big deal", "done by friday, not monday"), not a value put right.
            .veto(r"(?:should|supposed\s+to|needs\s+to)\s+be\s+(?:fine|ok|okay|good|done|ready|working|fixed|easy|enough|possible|over|back|here|there)(?:{B}|$)"),
        family(
            "en correction (don't X again)",
            &["again"], Correction, Clause,
            r"^(?:please\s+)?(?:don't|do\s+not|never)\s+(?P<v>[a-z]+)\s+[^,;]{1,60}?\s+again\s*[.!]*$"),
        // The team's practice in the present simple with the wrong one denied after it ("we
        // use pnpm, not npm", "we deploy with fly not heroku", "in dev we run `cargo run`, not
        // --release"): the English of the admitted "我们用 X，不是 Y", a correction that names
        // both. Past or progressive tenses report this run, and the denial of a state ("not
        // sure", "not working") is no wrong value.
        family(
            "en correction (we use X, not Y)",
            // Keys name the verb too: "we " / "i " alone are in most English prompts, and the
            // hook would compile this family for each (docs/ARCHITECTURE.md, the hot path).
            &["we use", "we run", "we build", "we deploy", "we test", "we host", "we ship", "we install", "we store", "we format", "we lint", "we package", "we release", "we publish", "we manage", "we start", "we serve", "we always", "we only", "i use", "i run", "i build", "i deploy", "i test", "i host", "i install", "i store", "i format", "i always", "i only"], Correction, Keep,
            r"^(?:(?:no|nope|nah|actually)\s*[,.!:]?\s*)?(?:(?:in|on|for)\s+(?:dev|prod|production|staging|ci|tests?|local|development)\s*,?\s*|here\s*,?\s*)?(?:we|i)\s+(?:always\s+|only\s+)?(?:use|run|build|deploy|test|host|ship|install|store|format|lint|package|release|publish|manage|start|serve)\s+(?:with\s+|on\s+|in\s+|via\s+|to\s+|through\s+)?[A-Za-z0-9_`./@-]")
            .need(r"[,;]\s*not\s+(?:the\s+|with\s+|on\s+|in\s+|via\s+)?[A-Za-z0-9_`./@-]|\s+not\s+(?:the\s+)?[A-Za-z0-9_`./@-]+\s*(?:[.!]*$|[,;—–-])")
            .veto_rest(r"{B}not\s+(?:{NOT_A_VALUE_EN}|anymore|any\s+more|always|every|all|much|enough)(?:{B}|$)|{ERROR_WORD_EN}")
            .veto_rest(DIAGNOSIS),
        family(
            "en correction (we're not using X, we use Y)",
            &["not using", "don't use", "dont use", "do not use"], Correction, Keep,
            // The simple present ("we don't use redux here, we use zustand") is the same
            // habitual negation as the progressive, the clause after it naming what is used.
            r"^(?:(?:we're|we\s+are|we|i'm|i\s+am)\s+not\s+using|(?:we|i)\s+(?:don't|dont|do\s+not)\s+use){B}")
            .need(NOT_X_BUT_Y)
            // "…, we use it / them only for …" names nothing used instead, and a quantifier
            // makes "use" consumption ("we don't use much memory, we use the cache"), not a
            // tool taken up.
            .veto_rest(r"[,;]\s*(?:we|i)(?:'re|\s+are|'m|\s+am)?\s+(?:use|using)\s+(?:it|them|that|this|those|these)(?:{B}|$)|{B}us(?:e|ing)\s+(?:much|many|a\s+lot|lots|a\s+ton|more|less|fewer|enough|too\s+(?:much|many)|that\s+much|so\s+much|(?:it|them|that|this|those|these)(?:\s+much)?)(?:{B}|$)"),
        family(
            "en correction (you should do X, not Y)",
            &["you should", "we should"], Correction, Keep,
            r"^(?:you|we)\s+should(?:\s+be)?\s+[a-z]+\s")
            .need(r"(?:,\s*|\s)(?:not|instead\s+of|rather\s+than)\s+[A-Za-z0-9_./-]")
            .veto(r"{B}here{B}"),
        family(
            "en correction (use X instead of Y)",
            &["instead of", "insted of", "rather than"], Correction, Clause,
            // "rather than" is the same comparative as "instead of" ("insted" its common typo),
            // and a scope of the whole
            // project or of all of a kind after the rival ("for everything in this repo",
            // "across the codebase", "in all our services") keeps it lasting.
            // and "for" with a kind of thing after the rival ("for money values") says what
            // the rule covers.
            r"^(?:please\s+)?(?:always\s+)?(?:use|switch\s+to|go\s+with)\s+[^,;]{1,60}?\s+(?:inst(?:ea|e)d\s+of|rather\s+than)\s+[A-Za-z0-9_.+#/<>()\[\]:-]+(?:\s+[A-Za-z0-9_.+#/<>()\[\]:-]+){0,3}(?:\s+for\s+(?:[a-z][a-z0-9_.-]*\s+){0,3}?[a-z][a-z0-9_.-]*)?(?:\s+{LASTING_SCOPE_EN}){0,2}\s*[.!]*$")
            .veto(r"(?:inst(?:ea|e)d\s+of|rather\s+than)\s+(?:this|that|it|these|those|them)\s*[.!]*$")
            // The rival may run to a few words, a noun phrase or a gerund's ("instead of
            // hardcoded config values", "instead of writing new CSS files"), but one that points
            // into the code at hand ("instead of the loop in this function", "instead of mine")
            // is the task's.
            .veto(r"(?:inst(?:ea|e)d\s+of|rather\s+than)\s+[^,;.!?]*{B}(?:here|there|it|them|your|yours|my|mine|ours)(?:{B}|$)")
            .veto_rest(TASK_PIECE_EN)
            .veto_sentence(r"{B}(?:this|that|these)\s+(?:test|file|function|one|time|case|pr|change|script|component|page|module|class|method|call|query|endpoint|feature|ticket|task|branch|commit)s?(?:{B}|$)|{B}(?:for\s+now|now|today|here|there|just\s+(?:this\s+)?once)(?:{B}|$)"),
        // English standing statements (round four)
        //
        // A first-person-plural volitional about the project: "we want to" / "we'd like to"
        // with a verb of policy or state (keep, minimise, avoid, support, rely on, only …),
        // or the future progressive of a verb of use ("we will be using X", "we'll be running on
        // Y"). ("Let's have X" is left out: as often a step of the task, "let's have the button
        // open a modal".) A verb of one-off work after "we want to" (fix,
        // add, see, check) is a task; "we want you to" asks for work. Said of the team it
        // settles the project's direction as "we shall use X" does: a decision.
        family(
            "en we want to X (plural volitional about the project)",
            &["want", "wnat", "like", "wish", "be using", "be running", "be deploying", "be hosting", "be targeting", "be supporting", "be shipping", "be relying", "be building"], Decision, Keep,
            r"^(?:(?:we'd\s+(?:really\s+)?like|(?:we|the\s+team)\s+(?:(?:really|also|just|definitely|still|do|only|now|actually|all)\s+)*(?:want|wnat|wanna|wish|would\s+(?:really\s+)?like))\s+to\s+(?:(?:only|always|never|strictly|fully|also|still)\s+)?(?:keep|minimi[sz]e|maximi[sz]e|limit|restrict|avoid|support|use|stick\s+(?:to|with)|stay|be|have|rely\s+on|standardi[sz]e|target|move\s+away|get\s+rid|treat|separate|decouple|isolate|default|favou?r|enforce|allow|require|ship|host|deploy\s+(?:on|to)|run\s+(?:on|in)|build\s+on|depend\s+on|prioriti[sz]e|reduce|centrali[sz]e)|(?:we'll|we\s+will|we\s+shall|we're\s+going\s+to|we\s+are\s+going\s+to)\s+be\s+(?:using|running|deploying|hosting|targeting|supporting|shipping|relying\s+on|building\s+on))(?:{B}|$)")
            // "wnat" is the common transposition typo of "want".
            // A pronoun as the object points at the conversation ("we'll be using it"), and a
            // time of the day scopes it to the work at hand.
            .veto(r"(?:using|running|deploying|hosting|targeting|supporting|shipping|on|use|keep|have|support|avoid)\s+(?:it|this|that|them|these|those)\s*(?:[.,!;]|$)|{B}(?:now|today|tonight|tomorrow|later|soon|this\s+(?:week|sprint|afternoon|morning|evening))(?:{B}|$)|want\s+(?:you|u)\s+to"),
        // ── preference ──
        // An adverb of degree or manner sits between the subject and the verb (我整体喜欢…,
        // 我挺讨厌…, 我其实更习惯…), as in the family below.
        family(
            "zh preference (我喜欢/我习惯)",
            &["喜欢", "偏好", "偏爱", "爱用", "习惯"], Preference, Forward,
            r"^(?:我|我个人|个人)\s*(?:(?:比较|更|很|还是|一般|通常|向来|平时|挺|最|特别|一直|整体|总体|一向|其实|真的|蛮|非常|超)\s*){0,2}(?:喜欢|偏好|偏爱|爱用|习惯(?:于)?)")
            // "个人偏好是 X" / "个人偏好：X" is the label of the family below, not the verb 偏好:
            // left to it, the saved text does not start with 是.
            .veto(r"(?:(?:喜欢|偏好|偏爱|习惯)(?:这个|那个|这样|那样|这种|那种|你|它|吗|了|么))|^(?:我的|个人)(?:偏好|习惯)\s*(?:是|[:：]|$)|而已|罢了|(?:喜欢|偏好|偏爱|习惯)(?:用|写|使用|选)的"),
        family(
            "zh preference (比起 X 我更喜欢 Y)",
            &["相比", "比起"], Preference, Keep,
            r"^(?:相比|比起)[^,，。]{1,30}?[,，]?\s*我\s*(?:更|还是|比较)?(?:喜欢|偏好|习惯)")
            // Compared with nothing named (相比之下), or the winner a pointer or the reply
            // ("我更喜欢这个 / 你的方案"), it approves the answer at hand, as in the family above.
            .veto(r"相比之下|比起来|(?:喜欢|偏好|习惯)\s*(?:这个|那个|这样|那样|这种|那种|你|它)"),
        family(
            "zh preference (个人偏好:)",
            &["偏好", "习惯"], Preference, Forward,
            r"^(?:个人偏好|我的偏好|我的习惯)(?:是)?")
            // Asking what the habit is ("我的习惯是什么来着") states none.
            // "个人偏好而已" shrinks a remark to "just a preference": it states none.
            .veto(r"(?:偏好|习惯)(?:是)?\s*(?:什么|哪|啥|多少)|而已|罢了"),
        family(
            "zh preference (我不喜欢)",
            &["不喜欢", "讨厌", "受不了", "不习惯", "喜欢", "习惯"], Preference, Keep,
            // 不太 / 不怎么 soften the dislike and keep it ("我不太喜欢用 ORM").
            r"^(?P<t>我)\s*(?:比较|很|真的|一直|最|挺|特别|超|非常|蛮|其实)?\s*(?:不喜欢|讨厌|受不了|不习惯|不(?:太|怎么|大)(?:喜欢|习惯))")
            .veto(r"(?:喜欢|讨厌|受不了|习惯)(?:这个|那个|这样|那样|这种|那种|你|它|吗|了|么)"),
        family(
            // The topic may come first ("日志格式我一般用 JSON lines"); the whole clause is saved,
            // the topic with it. A liking (喜欢, 偏好, 习惯) with its topic first is the same
            // taste in Chinese's topic-comment order ("缩进我更喜欢用 tab" is "我更喜欢用 tab
            // 缩进"); without a topic it is the family above's.
            "zh preference (我一般用)",
            &["一般", "通常", "平时", "总是", "向来", "喜欢", "偏好", "偏爱", "习惯"], Preference, Clause,
            // The complement of a liking may open with an adverb of manner or scope (习惯全大写,
            // 喜欢统一用, 习惯直接, 习惯单独放, 习惯只拿来…) as any verb phrase may, and a habit's object may be the
            // language one works in (task name 我习惯英文). The topic is any phrase without the
            // subject in it ("SQL 关键字我习惯…", "signals/slots 我习惯用…").
            r"^(?:[^,，。？?我]{1,20}?)?(?P<t>(?:我们|咱们|我)\s*(?:这边\s*|个人\s*)?(?:一般|通常|平时|总是|向来|(?:更|比较|还是|最|一直|都)?\s*(?:喜欢|偏好|偏爱|习惯(?:于)?)))\s*都?(?:用|写|把|会用|先|放|使用|选|[A-Za-z]|全|统一|直接|保持|按|单独|只|分开|集中|尽量|拿|{LANGUAGE_ZH})")
            // 喜欢用的 is a relative clause on a noun (我们喜欢用的那个库), not a taste stated;
            // a 的 inside the object's own noun phrase (习惯用新式的写法) is not one;
            // a liking in the past (以前 / 之前 / 原来) or asked about (哪, 什么) is none either, nor
            // one whose 的 makes it a clause on a pointer (我们习惯单独放的那个目录).
            .veto(r"用不了|报错|要不|看看|再说|(?:喜欢|偏好|偏爱|习惯)(?:用|写|使用|选)\s*(?:[A-Za-z0-9_.+#-]+\s*)?的\s*(?:那|这|哪|[^,，。]{0,6}(?:库|包|工具|框架|版本|插件|方案)\s*(?:[,，。]|$))|(?:以前|之前|原来|本来|当时)[^,，。]{0,6}(?:喜欢|偏好|习惯|一般|通常|平时|总是|向来)|(?:喜欢|偏好|习惯)[^,，。]*(?:什么|哪)|(?:喜欢|偏好|习惯)[^,，。]*(?:吗|么|呢)\s*[?？]?\s*$|(?:喜欢|偏好|偏爱|习惯)[^,，。]{1,8}?的(?:那|这|哪)"),
        // A leaning (更愿意, 倾向于, 偏向: "would rather", "tend to") takes only a verb phrase or
        // a clause, never a noun of its own, so any complement states the taste ("HAL 相关的代码我
        // 更愿意都隔在 board.rs 里", "部署我倾向于走 make"), with or without a topic first; a
        // pointer (这个, 那样), a particle or a question leaves nothing said. 偏好 / 偏爱
        // ("prefer") take a noun as well as a verb, so after a topic any complement is the
        // taste too (图表配色我偏好低饱和的).
        family(
            "zh preference (我更愿意…)",
            &["愿意", "倾向", "偏向", "偏好", "偏爱"], Preference, Clause,
            r"^(?:[^,，。？?我]{1,20}?)?(?P<t>(?:我们|咱们|我)\s*(?:这边\s*|个人\s*|其实\s*|还是\s*)?(?:更愿意|更倾向于?|倾向于|比较倾向于?|(?:更|比较)?偏向于?|(?:更|比较|还是)?(?:偏好|偏爱)))\s*(?:都|也)?\s*[^\s了吗么呢吧啊,，。？?！!这那它你]")
            .veto(r"(?:愿意|倾向于?)[^,，。]*(?:吗|么|呢)\s*[?？]?\s*$|(?:以前|之前|原来|本来|当时)[^,，。]{0,6}(?:愿意|倾向|偏向|偏好|偏爱)|(?:愿意|倾向于?)\s*(?:这个|那个|这样|那样|这种|那种)")
            // A leaning still open (还没想好, 要不…, 再看看) or put up beside options asked for (你先
            // 说说两种方案的优缺点) is a step of this discussion, not a taste; so is one about when
            // a one-off act happens (倾向于延期发布, 这次…).
            .veto_sentence(r"没想好|看看|再说|要不|不确定|待定|方案|优缺点|你觉得|你看呢|怎么看|延期|推迟|延后|提前|取消|暂停|这次|这回|本次|今天|明天|下周|下个月"),
        family(
            "en preference (I prefer)",
            &["prefer", "like", "love", "favor", "favour", "enjoy", "person", "guy", "girl", "gal", "user", "fan"], Preference, Forward,
            // "I'm a vim person" (the idiom "a X person") states the same taste. A fronted
            // phrase of scope ("for IAM in particular I like my …", "in Go, I prefer …")
            // narrows the taste and leaves its mood.
            r"^(?:personally,?\s*)?(?:(?:for|in|with)\s+[a-z0-9_./+#-]+(?:\s+[a-z0-9_./+#-]+){0,2}?(?:\s+in\s+particular|\s+especially)?\s*,?\s+)?(?:(?P<t>i'm\s+(?:(?:more\s+of|kind\s+of|very\s+much|totally|definitely|honestly)\s+)?an?)\s+[a-z0-9][a-z0-9_.+#-]*\s+(?:person|guy|girl|gal|user|fan)(?:\s+(?:honestly|tbh|really|myself))?\s*[.!]*$|i(?:\s+(?:(?:really|generally|usually|strongly|much|definitely|do|still|also|just|tend\s+to)\s+)*(?:prefer|like|love|favou?r|enjoy)|(?:\s+would|'d)\s+(?:(?:really|much|strongly|definitely)\s+)*prefer)|we\s+(?:(?:really|generally|usually|strongly|much|definitely|do|still|also|all)\s+)*(?:would\s+)?prefer|we'd\s+(?:really\s+|much\s+)?prefer){B}")
            .veto(LIKE_VETO)
            // A fronted phrase naming a thing in view or a time ("in this file", "for now", "in
            // the demo") scopes the taste to the work at hand.
            .veto(r"^(?:personally,?\s*)?(?:for|in|with)\s+(?:this|that|these|those|the|a|an|now|here|today|my|your)(?:{B}|$)")
            // A trait, not a tool (a people person, a morning person, a new user).
            .veto(r"^(?:personally,?\s*)?i'm\s+(?:\S+\s+)*?an?\s+(?:people|morning|night|new|cat|dog|big|good|bad|real|busy|simple|visual|detail|details|numbers|team|nice|normal|regular|power|first-time|long-time|paying|free)\s+(?:person|guy|girl|gal|user|fan)"),
        // "Would rather" and "preferably" are "prefer" in other modalities: the choice is
        // still the speaker's taste, with its verb after a subject of its own ("I'd rather we
        // use pnpm", "I would rather you kept the client thin") or as an adverb on an
        // imperative ("preferably use pnpm here"). "Would rather (not)" takes any bare verb, so
        // the verbs of a practice ([`PRACTICE_VERB_EN`]: ship, maintain, install, commit…) and of
        // bringing a thing in (add, pull in, introduce, mix) choose as "use" does ("I'd rather
        // not pull in lodash", "i would rather we not add another queue"). A time of now in the
        // sentence (today, for now, this time) makes it this task's wish. With its other term
        // ("rather use fetch than axios") "rather" is half of "rather … than" and stays in the
        // saved text: the group `t` ends before it (lazily), or "than" would be left alone.
        // "Never" negates the wish as "not" does ("I'd rather you never run git push"); its
        // typo "rahter" is read as "rather" before the families match (typo.rs).
        // Informal English drops the subject at the start ("would rather keep it in its own
        // repo"), as a diary does: the speaker's wish all the same.
        family(
            "en preference (I'd rather)",
            &["rather", "preferabl"], Preference, Forward,
            r"^(?P<t>(?:(?:i|we)(?:'d|\s+would)|would)\s+(?:much\s+)?(?:rather(?:\s+(?:we|you))?\s+)??|preferabl[ey],?\s+)(?:rather\s+(?:(?:we|you)\s+)?(?:not\s+|never\s+)?(?:{RATHER_VERB})\s[^.;!?]*?{B}than{B}|(?:not\s+|never\s+)?(?:{RATHER_VERB})\s)")
            .veto(r"rather\s+have\s+you")
            .veto_sentence(r"{B}(?:today|tonight|tomorrow|right\s+now|for\s+now|yet|this\s+(?:time|week|sprint|once|afternoon|morning|evening)|until|till|before\s+(?:lunch|the\s+(?:demo|release|meeting)))(?:{B}|$)"),
        // "Preferably" closing what it qualifies ("use tabs, preferably", "callPackage with
        // explicit args preferably") is the same adverb after its clause, as English sentence
        // adverbs go at either end. A time or a deadline in it ("by friday, preferably") makes
        // it this task's.
        family(
            "en preference (…, preferably)",
            &["preferabl"], Preference, Keep,
            r"(?P<t>,?\s*preferabl[ey])\s*[.!]*$")
            // Closing the sentence: with more after it ("…, preferably, in general") the clause
            // it closes is not told.
            .veto_rest(r"^,?\s*preferabl[ey]\s*[,;:]\s*\S")
            .veto_sentence(r"{B}(?:today|tonight|tomorrow|now|asap|soon|by\s+[a-z]+|this\s+(?:week|time|sprint|afternoon|morning|evening)|before\s+(?:lunch|the\s+(?:demo|release|meeting)))(?:{B}|$)"),
        family(
            "en preference (my preference is)",
            &["preference", "fan of"], Preference, Forward,
            r"^(?:my\s+(?:personal\s+)?preference\s+is(?:\s+(?:to|that|for))?|my\s+preference|personal\s+preference|i'm\s+a\s+(?:big\s+|huge\s+)?fan\s+of){B}")
            // A fan of the reply ("your work", "this") praises it; a preference said not to
            // matter states none.
            .veto(r"fan\s+of\s+(?:your|yours|this|that|these|those|it|how|what)(?:{B}|$)|preference\s+(?:doesn't|does\s+not|isn't|is\s+not|is\s+irrelevant)")
            // The conditional ("my preference would be A") and a choice handed over ("but you
            // decide", "your call") make it a leaning in the choice at hand, not a standing taste.
            .veto(r"preference\s+would\s+be{B}")
            .veto_rest(r"{B}but\s+(?:you|u)\s+(?:decide|choose|pick)(?:{B}|$)|{B}(?:your|ur)\s+call(?:{B}|$)|{B}up\s+to\s+you(?:{B}|$)"),
        family(
            // Casual English drops the subject of "(I'm) not a fan of X", as of "(I) hate X".
            "en preference (I hate)",
            &["hate", "dislike", "stand", "like", "fan of"], Preference, Keep,
            r"^(?:i\s+(?:really\s+)?(?:hate|dislike|can't\s+stand|don't\s+like|do\s+not\s+like)|(?:i'm\s+)?not\s+(?:a|really\s+a|much\s+of\s+a|the\s+biggest)\s+fan\s+of){B}")
            .veto(LIKE_VETO),
        // A habit of choosing ("I tend to reach for polars", "we usually go for …") is the
        // same taste; casual English drops the "I" of "tend to", as of "(I) hate X" (an
        // imperative has no "tend to").
        family(
            "en preference (I usually use)",
            &["always", "usually", "normally", "generally", "typically", "tend to"], Preference, Forward,
            r"^(?P<t>(?:i|we)\s+(?:always|usually|normally|generally|typically|tend\s+to)|tend\s+to)\s+(?:use|write|put|name|keep|prefer|structure|format|organi[sz]e|indent|split|go\s+with|stick\s+with|reach\s+for|go\s+for|default\s+to|pick|lean\s+on){B}"),
    ]
});

/// Verbs after "always"/"never" that make a description, not an instruction.
const NOT_IMPERATIVE: &[&str] = &[
    "mind", "been", "seen", "heard", "had", "has", "thought", "knew", "known", "again", "gonna",
    "the", "a", "an", "this", "that", "so", "true", "false", "there", "here", "on", "off", "in",
    "at", "is", "was", "got", "did", "does", "good", "better", "best", "bad", "nice", "fine",
    "great", "worth", "useful", "helpful", "happy", "welcome", "right", "wrong", "safe", "easy",
    "easier", "hard", "fast", "faster", "slow", "slower",
    // Interjections carry no verb ("ugh this build is so slow every single time").
    "ugh", "argh", "meh", "sigh", "wow", "omg", "lol", "damn", "geez", "jeez", "welp",
];

/// Verbs of malfunction and of what a program does, in the third person singular: after a
/// first word they make it a subject ([`opens_with_verb`]).
const MALFUNCTION_3SG: &[&str] = &[
    "dies",
    "lags",
    "crashes",
    "fails",
    "breaks",
    "hangs",
    "freezes",
    "stutters",
    "flickers",
    "stalls",
    "panics",
    "segfaults",
    "glitches",
    "desyncs",
    "disconnects",
    "misbehaves",
    "explodes",
    "chokes",
    "overheats",
    "reboots",
    "jitters",
    "returns",
    "throws",
    "shows",
    "gets",
    "goes",
    "keeps",
    "loses",
    "takes",
    "comes",
];

/// Words that open a statement, not a command ("it fails every time").
const SUBJECTS: [&str; 30] = [
    "i", "you", "we", "they", "he", "she", "it", "this", "that", "these", "those", "there", "the",
    "a", "an", "my", "our", "your", "their", "its", "what", "which", "who", "why", "how", "when",
    "where", "if", "is", "are",
];

/// Words that open an adverbial clause of time, condition or cause ("when you add an env
/// var, …", "before lunch …"): never an imperative verb themselves.
const FRONTED_CLAUSE: [&str; 15] = [
    "when", "whenever", "if", "unless", "before", "after", "once", "anytime", "while", "until",
    "till", "since", "during", "because", "although",
];

/// A subject, then a frequency adverb and a verb in the past or the third person singular
/// ("the auditor always rated", "it always happens", "CI usually runs"): what a subject did or
/// habitually does, a description. An imperative puts the adverb first ("always use"), and a
/// rule said of ourselves takes the plain form ("we always use").
pub(super) static HABIT_OF_A_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    re(r"{B}[a-z0-9_]+\s+(?:always|usually|normally|often|typically)\s+[a-z]+(?:ed|s){B}")
});

/// Whether a sentence opens with an imperative verb ("run the linter, always"), or with a
/// clause of time or condition and then one ("when you add an env var, put it in
/// .env.example too, always"): a fronted adverbial clause, closed by its comma, leaves the
/// mood to the main clause after it ("when I run it, it crashes every time", "before lunch
/// it crashed every single time" stay statements), unless it bounds it ("until the fix
/// lands, pin the version"). A first word with a digit or an
/// underscore is a name (`fp16`, `k8s`, `node_modules`), the subject of a statement ("fp16
/// diverges on this model every single time"), never a verb.
pub(super) fn opens_imperative(sentence: &str) -> bool {
    let first = sentence
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| !w.is_empty())
        .map(str::to_ascii_lowercase);
    let Some(first) = first.filter(|w| FRONTED_CLAUSE.contains(&w.as_str())) else {
        return opens_with_verb(sentence);
    };
    // "Until …" bounds what follows by a milestone ahead: not standing.
    if first == "until" || first == "till" {
        return false;
    }
    // The clause ends at its comma; a long run without one is no fronted clause.
    sentence
        .char_indices()
        .take(100)
        .find(|&(_, c)| c == ',' || c == '，')
        .is_some_and(|(i, c)| opens_with_verb(&sentence[i + c.len_utf8()..]))
}

/// Whether the first word of `sentence` (past "please") is an imperative verb.
fn opens_with_verb(sentence: &str) -> bool {
    // A polite frame ("could you …", "can u pls …") asks as "please" does; whether the
    // sentence is then a request or a question is [`POLITE_STANDING`]'s to tell.
    static ASK_FRAME: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*{ASK_FRAME_EN}{B}"));
    let sentence = ASK_FRAME
        .find(sentence)
        .map_or(sentence, |m| &sentence[m.end()..]);
    // A short heading before a colon ("web export: audio lags every time", "bug: login fails
    // every time") names the topic; the mood is that of what follows it.
    let sentence = match sentence.split_once(':') {
        Some((head, rest))
            if head.split_whitespace().count() <= 3
                && head
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-') =>
        {
            rest
        }
        _ => sentence,
    };
    let mut words = sentence
        .split(|c: char| !c.is_ascii_alphanumeric() && !['\'', '’', '_'].contains(&c))
        .filter(|w| !w.is_empty());
    let first = match words.next() {
        Some(w) if ["please", "pls", "kindly"].contains(&w.to_ascii_lowercase().as_str()) => {
            words.next()
        }
        w => w,
    };
    // An acronym in mixed-case text ("CI fails every single time", "API returns 500 every
    // time") is a name, the subject of a statement; a shouted verb comes with shouted words.
    let acronym = |w: &str| {
        (2..=4).contains(&w.len())
            && w.bytes().all(|b| b.is_ascii_uppercase())
            && words
                .clone()
                .next()
                .is_some_and(|next| next.bytes().any(|b| b.is_ascii_lowercase()))
    };
    // A word followed by a verb of malfunction in the third person ("consumer dies after
    // every rebalance", "audio lags every time") is a subject and its finite verb: a report.
    // An imperative's verb takes an object, and these -s forms are not the plural nouns a rule
    // acts on (not "errors" or "leaks": "log errors every time" is a rule).
    if words
        .clone()
        .next()
        .is_some_and(|second| MALFUNCTION_3SG.contains(&second.to_ascii_lowercase().as_str()))
    {
        return false;
    }
    first.is_some_and(|w| {
        let lower = w.to_ascii_lowercase();
        // "Don't" opens a negative imperative as "do not" does; other contractions are a
        // subject and a verb ("it's", "we're").
        if ["don't", "don’t", "dont"].contains(&lower.as_str()) {
            return true;
        }
        !acronym(w)
            && !SUBJECTS.contains(&lower.as_str())
            && !lower.contains(['\'', '’', '_'])
            && !lower.contains(|c: char| c.is_ascii_digit())
            && is_imperative(&lower)
    })
}

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

/// The things of the work in front of the agent, and of the conversation itself (the code's
/// own parts too: "go with retryCount for that var name").
const THIS_TASK_NOUNS: &str = "function|file|method|class|pr|test|script|component|query|endpoint|line|loop|path|commit|snippet|diff|one|time|task|ticket|issue|bug|feature|run|step|change|branch|page|screen|question|answer|reply|response|request|prompt|example|output|section|paragraph|screenshot|image|draft|email|var|variable|field|column|param|parameter|argument|constant|label";

/// A standing rule does not point at the code in front of the agent ("in this function", "the
/// function we're refactoring": a thing named by the work under way on it), nor
/// at a thing of the conversation itself ("always answer this question in detail": the
/// question, the answer, the draft on the screen are this exchange's). A value kept for its
/// next use in the work ("remember this id, we'll use it in the next curl", "… for the next
/// step", "compare the new run against that", 记住…，改完再对一下) is this work's too. Not "this
/// error" or
/// "this message": "when you see this error, restart docker" is a rule for when it recurs.
/// "this" / "that" take a singular noun: before a plural, "that" is the conjunction that opens
/// a rule ("make it a rule that tests run before push", "note that commits …"); "these" /
/// "those" take the plural. A moment named near (等会要用, 待会, 一会要用, 后面要用到 "it comes in use
/// later on", 下面几个命令都要用 "the commands below need it", "we'll need it in a minute")
/// keeps a thing for the next step of this work, not
/// for later sessions; so do a plan's own units ("after each step", "每次改完一批", 每做完一步,
/// and a step by its number: "第五步先不做", "step 3"): a plan in view has the steps. Not 每一步
/// alone, which reads as every step of any work ("每一步都要先写测试").
pub(super) static THIS_TASK: LazyLock<Regex> = LazyLock::new(|| {
    re(&format!(
        r"{{B}}(?:(?:this|that)\s+(?:{n})|(?:these|those)\s+(?:{n}|queries|replies|branches|classes)s?){{B}}|{{B}}(?:for|in)\s+the\s+next\s+(?:step|curl|call|command|request|run|query|test|one|part){{B}}|{{B}}(?:we|i|you)(?:'ll|\s+will)\s+(?:use|need)\s+(?:it|them|this|that|these|those){{B}}|{{B}}go\s+back\s+(?:there|to\s+it)\s+after\s+this{{B}}|{{B}}compare\s+[^.;!?]{{0,40}}?against\s+(?:that|it|this|those){{B}}|改完再|(?:这个|这段|这行|这次)(?:函数|文件|方法|类|PR|测试|脚本|组件|接口|循环|提交|代码)|等下|等一下|等会|待会|一会儿|一会(?:要|再|就|还|用|去)|稍后|后面(?:还)?(?:要|会)?(?:用到|用得到|用得上|用上)|下面(?:几个|这几个|的)?\s*(?:命令|步骤|操作|几步)?\s*(?:都|还)?(?:要|会)\s*用|{{B}}in\s+a\s+(?:minute|moment|bit|sec|second|few\s+minutes){{B}}|{{B}}(?:the|this|that)\s+[a-z_][a-z0-9_]*\s+(?:we're|we\s+are|i'm|i\s+am|you're|you\s+are)\s+(?:currently\s+|now\s+|still\s+)?(?:refactoring|debugging|fixing|editing|changing|touching|rewriting|testing|working\s+on|looking\s+at){{B}}|{{B}}(?:after|before|at|for)\s+(?:each|every)\s+(?:step|batch|phase|stage|chunk){{B}}|每(?:次|一)?(?:做|改|跑|弄)完一?(?:步|批|个?阶段)|每一?(?:步|批|个?阶段)(?:执行|做|跑|改|弄)完|每一?批|第\s*[一二三四五六七八九十\d]+\s*步|{{B}}step\s+\d+{{B}}",
        n = THIS_TASK_NOUNS
    ))
});

/// This run, named ("这次", "this time", "for this task") or set aside (先放一放, 算了, "never
/// mind", "nvm", and a hold until someone decides: 等我回来再说, 等压测完再定, 回头再议, where
/// 等 X 再 V waits for X, and 先看看 QPS 再说, where 先 X 再 V puts the call after X): the scope
/// that makes even a "not now" or a correction a setting.
/// - "For this" (or "on this", "in this", "during this": the preposition does not change what
///   "this" points at) names the run when its noun is a one-off event (this flash, this analysis,
///   this incident), not a lasting container (this repo, this project) nor a release's span
///   (this sprint, this release: "no ORMs for this sprint" keeps X out of a release, a
///   negative decision). "For the" names the run too when its noun is an event that happens
///   once (the demo, the incident, the load test): the definite article points at the one in
///   view as "this" does. Not the work's recurring processes (the build, the deploy, the
///   tests, the release), which a lasting rule is about ("use ninja for the build"). A
///   mockup, a wireframe, a screenshot, a sketch, a dry run or a repro is such an event too
///   ("go with blue for the mockup"), and so is a demonstration in Chinese (就用 mock 数据演示,
///   用来演示): 演示 closing its clause, not naming a place (演示环境). Words of kind before the
///   noun (this eval run, this load test run, this local test) leave it the same one-off.
/// - "Never mind" withdraws the ask in front of it, as 算了 does, and so does "forget it" opening
///   its clause ("ok forget it, leave it as is"); after "don't" it is an ask to remember.
/// - 先 X 再 V is a hold only when V is a verb of deciding or discussing (说, 定, 议…):
///   先跑测试再提交 is an order of steps. 再说 holds only with nothing after it (先看看 QPS 再说):
///   with an object it is "then say" (先说结论再说原因), an order too.
/// - 先不 X，先 Y (先不做 ablation 了，先把主实验跑完): the second 先 sets Y before X in the
///   work at hand, an order of steps, so X is put back within this task, not dropped.
/// - "For now" / 暂 / 先 alone do not: "暂不需要" and "we decided against it for now" are
///   negative decisions (DESIGN.md §2).
pub(super) static THIS_RUN: Gated = Gated::new(
    &[
        "演示",
        "这次",
        "这回",
        "本次",
        "这一次",
        "这轮",
        "这一轮",
        "放一放",
        "先放着",
        "算了",
        "再",
        "for this",
        "on this",
        "in this",
        "during this",
        "throughout this",
        "for the",
        "this time",
        "mind",
        "nvm",
        "forget",
        "先不",
    ],
    r"这次|这回|本次|这一次|这一?轮|放一放|先放着|算了|先不[^。！!?？]{1,30}?[，,；;]\s*(?:我们|咱们|你)?\s*先\s*(?:把|跑|做|搞|弄|完成|处理|看|写|改|修|上|测|训|出)|等[^，。,.!！?？]{0,20}?再(?:说|看|定|决定|讨论|议|商量)|先[^，。,.!！?？]{1,20}?再(?:说(?:吧|啦|了|呗)?\s*(?:[。！!.，,;；]|$)|定|决定|讨论|议|商量)|回头再(?:说|看|定|决定|讨论|议|商量)|{B}(?:for|on|in|during|throughout)\s+this\s+(?:(?:local|quick|small|first|eval|load|smoke|test|dry|trial|benchmark|training|debug|demo)\s+){0,2}(?:run|time|task|test|eval|evaluation|smoke\s+test|session|one|pr|change|round|flash|build|deploy|deployment|demo|migration|incident|meeting|review|experiment|sweep|benchmark|rollout|hotfix|refactor|refactoring|rewrite|cleanup|bugfix|fix|patch|spike|ticket|analysis|notebook|report|presentation|prototype|poc|upgrade|outage|investigation|mockup|mock-up|wireframe|screenshot|sketch|dry\s+run|test\s+run|repro){B}|{B}for\s+the\s+(?:demo|presentation|meeting|incident|outage|experiment|spike|poc|prototype|hotfix|investigation|load\s+test|stress\s+test|hackathon|workshop|interview|pitch|mockup|mock-up|wireframe|screenshots?|slides|deck|sketch|dry\s+run|test\s+run|repro){B}|{B}this\s+time{B}|(?:用来|拿来|来)演示|演示(?:一下|用|下)?\s*(?:[，,。.!！]|$)|{B}(?:never\s*mind|nvm){B}|(?:^|[,.;!]\s*)(?:(?:ok|okay|oh|ah|eh|meh|fine|nah|actually)[,\s]+)*forget\s+(?:it|that|about\s+it){B}",
);

/// A setting for now, not a lasting rule or decision, beyond [`THIS_RUN`]: the sentence scopes
/// itself to now ("keep my version for now", "就这样吧"), or to
/// this session or day ("for the rest of this session, …", "in this chat", "just for today",
/// 本次会话里…, 今天先…), or holds it until a later call ("for the time being", "we'll revisit
/// it later", "until we decide"), or bounds it by an event now under way ("till the incident
/// is closed", "while we debug"), by a milestone ahead ("until the release", "till v2") or by the speaker's own
/// pending work ("until I fix the fixtures"), where "until further notice" / "until I say
/// otherwise" leave it standing, or
/// decides only to look again later ("we decided to revisit the design next sprint"), or
/// leaves the choice itself for later ("settle on the name later", "decide on the db later",
/// 数据库之后再定): a choice put off is not taken.
/// A start given with its end (从现在开始到双十一结束, 从今天起到发版为止, 从现在开始到月底)
/// names a period, as "until the release" does.
/// Where the work is now (我们现在在 feature/cart 分支上, "we're on the release branch", "I'm in
/// the api directory") is this session's state, however it is asked to be kept.
/// A day named near (明天开会, 今晚上线, "deploy tonight", "pause it until Monday") is a plan, not a rule. Not "from today
/// on" / 从今天起 / 明天开始, which start a lasting rule ([`STARTS_LASTING`]).
pub(super) static FOR_NOW: Gated = Gated::new(
    &[
        "while",
        "for now",
        "就这样吧",
        "branch",
        "director",
        "folder",
        "worktree",
        "分支",
        "目录",
        "session",
        "conversation",
        "chat",
        "thread",
        "today",
        "会话",
        "对话",
        "今天",
        "明天",
        "今晚",
        "明早",
        "明晚",
        "后天",
        "tonight",
        "tomorrow",
        "time being",
        "the moment",
        "later",
        "until",
        "till",
        "revisit",
        "reconsider",
        "evaluate",
        "come back",
        "circle back",
        "再定",
        "再决定",
        "再选",
        "再议",
        "再讨论",
        "再商量",
        "再说",
        "结束",
        "为止",
        "月底",
        "年底",
        "周末",
        "下周",
        "发版",
        "上线",
    ],
    r"(?:现在|目前|当前|这会儿)\s*(?:正)?在\s*[^，,。；;]{1,40}?(?:分支|目录|文件夹|worktree)\s*(?:上|里|下|中)?|{B}(?:we're|we\s+are|i'm|i\s+am|you're|you\s+are)\s+(?:currently\s+|now\s+|still\s+)?(?:on|in)\s+(?:the\s+)?[a-z0-9_./-]+\s+(?:branch|directory|dir|folder|worktree)(?:{B}|$)|{B}while\s+(?:we|i|you)(?:'re|\s+are|'m|\s+am)?\s+(?:debug|debugging|test|testing|investigate|investigating|figure|figuring|look|looking|fix|fixing|wait|waiting|try|trying|bisect|bisecting|migrate|migrating|sort|sorting)(?:{B}|$)|(?:从现在开始|从现在起|从今天开始|从今天起|即日起)\s*到\s*[^，。,.!！?？]{0,15}?(?:结束|为止|月底|年底|周末|下周|发版|上线)|{B}for\s+now{B}|{B}for\s+the\s+(?:time\s+being|moment){B}|{B}(?:revisit|come\s+back\s+to)\s+(?:it|this|that)\s+later{B}|{B}until\s+(?:we|i)\s+(?:decide|know\s+more|get\s+back|come\s+back|hear\s+back){B}|{B}(?:until|till|til)\s+(?:the|this|that|it|our|my)\s+[^,.;!?]{0,40}?(?:is|are|gets?|has\s+been|have\s+been)\s+(?:closed|done|over|fixed|resolved|finished|merged|shipped|released|out|back|stable|green){B}|{B}(?:to\s+)?(?:revisit|re-?evaluate|reconsider|come\s+back\s+to|circle\s+back\s+(?:to|on))\s+[^.;!?]{0,60}?{B}(?:later|next\s+(?:sprint|week|month|quarter|release|cycle|year)|after\s+the\s+[a-z]+){B}|就这样吧|{B}(?:for|during)\s+the\s+rest\s+of\s+(?:this|the|today's)\s+(?:session|conversation|chat|day){B}|{B}until\s+the\s+end\s+of\s+(?:this|the)\s+(?:session|conversation|chat|day){B}|{B}(?:in|within|during)\s+(?:this|the\s+current)\s+(?:session|conversation|chat|thread){B}|{B}(?:until|till|til)\s+(?:the\s+|this\s+|our\s+|next\s+)?(?:release|launch|deadline|demo|cutover|code\s+freeze|freeze|rewrite|sprint\s+ends|end\s+of\s+(?:the\s+)?(?:week|sprint|month|quarter|day)|v\d[\w.]*)(?:{B}|$)|{B}(?:until|till|til)\s+(?:i|we)\s+(?:fix|finish|merge|ship|land|sort|get|figure|clean|rewrite|refactor|migrate|upgrade|replace|switch|move|release|deploy|review|have)(?:{B}|$)|{B}(?:decide|settle|pick|choose|finali[sz]e|figure\s+out|sort\s+out|lock\s+in)\s+[^.;!?]{0,40}?{B}later{B}|(?:之后|以后|后面|晚点|晚些|回头|过几天|下周)再(?:定|决定|选|议|讨论|商量)|(?:之后|以后|后面|晚点|回头)再说(?:吧|啦|了)?\s*(?:[。！!.，,;；]|$)|{B}(?:just\s+)?for\s+today{B}|{B}today\s+only{B}|(?:这个|这次|本次|当前)(?:会话|对话)(?:里|中|内)?|今天(?:先|就|暂时)|明天|今晚|明早|明晚|后天|{B}(?:tonight|tomorrow){B}|{B}(?:until|till|til)\s+(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|the\s+weekend|the\s+holidays)(?:{B}|$)",
);

/// "Not just this one" / "not only for this file" / 不只是这个 / 不光这次: the task's own thing
/// named only to say that what is said reaches past it, so it makes the sentence neither the
/// task's ([`THIS_TASK`]) nor this run's ([`THIS_RUN`]). So does the task's thing counted in
/// ("…, this one included", "including this one", 这个也算在内): a rule over every X names
/// the X at hand as one of them.
pub(super) static NOT_ONLY_THIS: Gated = Gated::new(
    &[
        "not just",
        "not only",
        "不只",
        "不光",
        "不仅",
        "included",
        "including",
        "在内",
    ],
    r"{B}not\s+(?:just|only)\s+(?:for\s+|in\s+|on\s+)?(?:this|these|that|here)(?:\s+[a-z]+)?(?:{B}|$)|不(?:只|光|仅)(?:是|在|对)?(?:这个|这次|这一次|这里|这一个|这个文件)|{B}(?:this|these|that)(?:\s+[a-z]+)?\s+included{B}|{B}including\s+(?:this|these|that)(?:\s+[a-z]+)?(?:{B}|$)|(?:这个|这次|这一个|这里)(?:也)?(?:算|包括)在内",
);

/// 先 X 再说 under a habitual occasion (以后碰到 flaky test 先重跑三次再说, 每次遇到报错先查日志再说):
/// the occasion recurs, so "first X, then see" is the standing first step at each of them,
/// not a hold on the work at hand as it is alone (先看看 QPS 再说, [`THIS_RUN`]).
pub(super) static HABITUAL_FIRST_STEP: Gated = Gated::new(
    &["再说"],
    r"(?:以后|今后|往后|每次|每当|凡是)[^，。,.!！?？]{0,12}?(?:遇到|碰到|遇上|碰上)[^。.!！?？]{1,30}?先[^，。,.!！?？]{1,20}?再说",
);

/// Whether `pattern` matches `text` outside what `hole` (when its keys are in `lower`) matches:
/// the words a refining pattern recognises (`NOT_ONLY_THIS`, `HABITUAL_FIRST_STEP`) are taken
/// out before the broader one (`THIS_TASK`, `THIS_RUN`) is asked.
pub(super) fn matches_outside(pattern: &Regex, hole: &Gated, lower: &str, text: &str) -> bool {
    pattern.is_match(&outside(hole, lower, text))
}

/// `text` without what `hole` (when its keys are in `lower`) matches.
pub(super) fn outside<'a>(hole: &Gated, lower: &str, text: &'a str) -> Cow<'a, str> {
    match hole.get(lower).filter(|h| h.is_match(text)) {
        Some(h) => h.replace_all(text, ""),
        None => Cow::Borrowed(text),
    }
}

/// A near day that starts something lasting: "从明天开始都用 pnpm", "from tomorrow on", "as of
/// today, we deploy with helm".
pub(super) static STARTS_LASTING: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:明天|后天|今晚|今天)\s*(?:开始|起)|{B}(?:from|starting|as\s+of|beginning)\s+(?:tomorrow|tonight|today)",
    )
});

/// The day as the bound of what is said ("remember: the staging db is read-only today", "not
/// touching the tests tonight", 今晚别部署): a standing rule holds beyond the day, so a rule or
/// a not-doing bounded by it is the day's plan. Not a day that starts it ([`STARTS_LASTING`]),
/// and not for a choice, which the day only dates ("we decided today to use Postgres").
pub(super) static TODAY: Gated = Gated::new(
    &[
        "today",
        "tonight",
        "this morning",
        "this afternoon",
        "this evening",
        "今天",
        "今晚",
        "今早",
        "今儿",
    ],
    r"{B}(?:today|tonight|this\s+(?:morning|afternoon|evening))(?:{B}|$)|今天|今晚|今早|今儿",
);

/// …unless the day only says which things are meant: a possessive or a relative clause
/// ("today's fixes", "what we learned today", 今天踩过的坑, 今天的结论: 的 before a noun, not
/// the sentence-final 的 of 今天是只读的), whose content may last.
pub(super) static TODAY_NAMES_THINGS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:today|tonight)['’]s{B}|{B}(?:we|i|you)\s+(?:[a-z]+\s+){1,2}(?:today|tonight|this\s+(?:morning|afternoon|evening))(?:{B}|$)|(?:今天|今晚|今早)[^，。,.!！?？；;]{0,12}?的[^，。,.!！?？；;\s]",
    )
});

/// An ask about the rules or the conversation, not a rule: "figure out why the rule didn't stop
/// you", "open a ticket so that …", "查一下为什么没生效".
pub(super) static META_REQUEST: Gated = Gated::new(
    &["why", "ticket", "issue", "为什么", "工单"],
    r"{B}(?:figure\s+out|find\s+out|work\s+out|investigate|look\s+into|check|explain|understand|tell\s+me)\s+why{B}|{B}(?:open|file|create|raise|write|log)\s+(?:a|an|the)\s+(?:new\s+)?(?:ticket|issue|bug\s+report){B}|(?:查|看|想|分析)(?:一下|下)?为什么|(?:开|提|建)(?:一)?个?(?:工单|issue)",
);

/// A prompt this long, in its own words (non-blank characters outside code, quotes and
/// pastes, a Han character counting two), over [`BRIEF_MIN_SENTENCES`] sentences or more, is a task brief: an "always …" in it
/// is more often the spec of the thing being built than a rule for the agent (issue 18,
/// "a clause picked out of a long analysis request").
pub(super) const BRIEF_MIN_CHARS: usize = 300;
pub(super) const BRIEF_MIN_SENTENCES: usize = 3;

/// A prompt that names the agent's rule file addresses its rules to memory, however long
/// ("write these into constitution.md: … always plan before coding").
pub(super) static NAMES_RULE_FILE: Gated = Gated::new(
    &[
        "claude.md",
        "agents.md",
        "gemini.md",
        "constitution",
        "cursorrules",
        "cursor rules",
        "rules file",
        "copilot-instructions",
        "规则文件",
    ],
    r"(?:claude|agents|gemini)\.md|{B}constitution{B}|cursorrules|cursor\s+rules|rules\s+file|copilot-instructions|规则文件",
);

/// A polite request, not a question ("can you add this to CLAUDE.md", 能不能加一条规则：…,
/// 能帮我把这条写进 CLAUDE.md 吗): [`POLITE_EN`] / [`POLITE_ZH`] before a verb of adding,
/// writing or recording, which asks for an act.
pub(super) static POLITE_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:{POLITE_EN}|(?:can|could|would|will)\s+we\s+(?:please\s+)?|please\s+)(?:add|put|write|append|include|save|record|document|note|jot|update|make|create|edit|amend|log|checkpoint|mark){B}|^{POLITE_ZH}\s*(?:把|将|加|添加|新增|增加|写|存|更新|补充|放|定|立|记录)",
    )
});

/// A polite request to retain what follows ("could you remember that the staging db is on
/// 5433", 可以帮我记一下吗：…): a request only when the fact follows ("that …", a colon) and
/// the sentence does not end asking, since "can you remember …?" more often asks about recall
/// or ability ("can you remember what we did?", 你能记住东西吗).
pub(super) static POLITE_REMEMBER: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^{POLITE_EN}(?:{REMEMBER_EN}|note|(?:keep|bear)\s+in\s+mind)\s*(?:that\s|[:：])|^{POLITE_ZH}\s*(?:记住|记一下|记下来|记下|记着|记好)(?:吗)?\s*[:：,，]?",
    )
});

/// A standing rule asked for politely ("could you always answer in English from now on",
/// "can you please never push to main?", 能不能以后都用中文回复, 以后能不能别再自动提交了): an
/// indirect request (see [`POLITE_EN`]), told from a question of ability by what only a
/// request carries: "please", or a scope that reaches past this task (from now on, going
/// forward; 以后, 今后, 每次), or "always" / "never" with a verb of doing in a sentence that
/// does not end asking. With a verb of perceiving or attaining ("can you always reproduce
/// it", "could you always see the logs?") it asks about ability. In Chinese, 能不能别再…了
/// ("can't you stop …") is a complaint put as a request.
pub(super) static POLITE_STANDING: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:{ASK_FRAME_EN}|would\s+(?:you|u))\s+(?:please|pls|kindly)\s+(?:always|never){B}|^{ASK_FRAME_EN}\s+(?:please\s+|pls\s+|kindly\s+)?[^?]*?{B}(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on|henceforth){B}|^{POLITE_ZH}\s*(?:以后|今后|往后|从现在开始|从今以后|每次)|^(?:以后|今后|往后|下次)?\s*(?:你)?\s*(?:能不能|可不可以|能否)\s*(?:别|不要)再",
    )
});

/// A polite request for a step of work ("can you write the docker-compose for it?", 能帮我写个
/// docker-compose 吗): after a statement in its sentence, the request is what asks.
pub(super) static POLITE_NEXT_STEP: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:{POLITE_EN}[a-z]+|(?:你|请问|请|麻烦你?)?\s*(?:(?:能不能|能否|可不可以|可否|可以|能)\s*)?(?:帮我|帮忙|给我)\s*[\p{Han}A-Za-z])",
    )
});

/// A decision said in so many words (decided, going with, final decision, 决定, 确定, 定了), which
/// a request for the next step after it does not put in question.
pub(super) static DECIDED_IN_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:decided|decision|going\s+with|go\s+with|went\s+with|settled|agreed|chose|chosen|picked|opted)(?:{B}|$)|决定|确定|定了|敲定|选定",
    )
});

/// …unless it asks to confirm or judge what was said ("can you check that's ok?", 帮我看看行不行).
pub(super) static ASKS_TO_CONFIRM: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:can|could|will|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:confirm|check|verify|double-check|tell|think|agree|say|review|validate|see|let\s+me\s+know)(?:{B}|$)|确认|看看|看一下|检查|评估|觉得|同意|对不对|行不行|可行|合适",
    )
});

/// "Can you always …" without the question mark ([`POLITE_STANDING`]'s third way).
pub(super) static POLITE_ALWAYS: LazyLock<Regex> =
    LazyLock::new(|| re(r"^{ASK_FRAME_EN}\s+(?:{ALWAYS_EN}|never){B}"));

/// "Can you always V" with a verb of perceiving or attaining asks about ability (see
/// [`POLITE_STANDING`]).
pub(super) static ASKS_ABILITY: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^{ASK_FRAME_EN}\s+(?:{ALWAYS_EN}|never)\s+(?:see|tell|get|find|reproduce|repro|trust|rely|know|guarantee|expect|count|hear|notice|remember|recall|reach|access|connect|catch|detect|spot|read)(?:{B}|$)",
    )
});

/// Nothing but [`STRESS_EN`]'s closers (or "ever", or "not just this one" / 不只是这次, which
/// widens as they do) and punctuation: what is left of a sentence after "…, every single time" in
/// "…, every single time, no exceptions".
pub(super) static ONLY_STRESS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^[\s,.;!，。；！]*(?:(?:and\s+)?(?:{STRESS_EN}|ever|not\s+(?:just|only)\s+(?:for\s+|in\s+)?(?:this|here|these)(?:\s+one)?|不(?:只|光|仅)(?:是)?这(?:一)?次)[\s,.;!，。；！]*)*$",
    )
});

/// A subject or a 把-object where a topic would stand ("我和导师今天开会把方案定下来了"): a clause
/// about who settled it, not the thing settled.
pub(super) static CLAUSE_AS_TOPIC: LazyLock<Regex> =
    LazyLock::new(|| re(r"把|将|^(?:我|你|他|她|咱|大家|团队)"));

/// Nothing but an opener of an ask (请, 帮我, 能不能帮我, "can you please"): no object of it.
pub(super) static ASK_OPENER_ONLY: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?:{ASK_OPENER_ZH}|{POLITE_EN}|please|pls)?\s*$"));

/// Nothing but a modal or a time word before a rule-file ask (必须写入规则：…, 以后都要加到
/// CLAUDE.md：…): it says how firmly to add, not what.
pub(super) static MODAL_ONLY_ZH: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^\s*(?:(?:以后|今后|之后|记得|一定|务必|必须|都|也|要|需要|得|应该|请)\s*)+$")
});

/// Nothing but a conjunction before a trigger ("and from now on …").
pub(super) static CONJUNCTION: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^\s*(?:(?:and|but|so|also|then|plus|而且|并且|另外|还有)\s*)*[,，]?\s*$")
});

/// 的话 closing a conditional clause ("部署的话先跑测试"). After a verb of saying it is the noun
/// "words" (我说的话, 你刚才讲的话: "what I said"), unless the saying is itself the condition
/// (这么说的话, "if so").
const DEHUA_ZH: &str = r"(?:^|[^说讲])的话|(?:这么|这样|那么|那样)(?:说|讲)的话";

/// A clause holding a conditional 的话 (see `DEHUA_ZH`).
pub(super) static CONDITIONAL_DEHUA: Gated = Gated::new(&["的话"], "{DEHUA_ZH}");

/// A condition somewhere in a clause: what follows it holds only then.
pub(super) static CONDITION: Gated = Gated::new(
    &["if ", "unless", "whether", "如果", "假如", "要是", "的话"],
    r"{B}(?:if|unless|whether)\s|如果|假如|要是|{DEHUA_ZH}",
);

/// A sentence opening that makes its later "always …" a conditional rule, which keeps it
/// ("When you touch the parser, always run the fuzz tests").
pub(super) static RULE_CONDITION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:when|whenever|every\s+time|each\s+time|any\s*time|before|after|once|if|for\s+(?:every|each|all|any)|on\s+every){B}|每次|每当|当|如果|凡是|在[^,，]{1,20}(?:前|后|时))",
    )
});

/// Trigger words at the start of a saved text.
pub(super) static LEADING_TRIGGER: Gated = Gated::new(
    &[
        "from now",
        "forward",
        "here on",
        "future",
        "next time",
        "henceforth",
        "remember",
        "in mind",
        "please",
        "pls",
        "actually",
        "you ",
        " u ",
        "能不能",
        "可不可以",
        "能否",
        "以后",
        "今后",
        "往后",
        "从现在",
        "从今",
        "下次",
        "记住",
        "请",
        "定了",
        "加上",
        "加一",
        "添加",
        "增加",
        "补充",
        "写上",
        "add",
        "append",
        "include",
    ],
    // A verb of adding that heads a colon ("加上：…", "add: …") announces what follows as the
    // thing to add: the verb is the ask's ("更新一下 CLAUDE.md，加上：…"), not the rule's.
    // A confirmation said twice (定了定了, 确定了确定了) is said once, for emphasis: the second
    // is no part of what was decided. A polite frame ("could you …", 能不能…) asks for the rule
    // (`POLITE_STANDING`): no part of it.
    r"^(?:(?:(?:can|could|would|will)\s+(?:you|u){B}|能不能|可不可以|能否|(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|in\s+(?:the\s+)?future|next\s+time|henceforth|keep\s+in\s+mind(?:\s+that)?|please|pls|actually){B}|remember(?:\s+that\s|{B})|以后都|以后|今后都|今后|往后|从现在开始|从今以后|下次也|下次|记住|请|(?:就这么|就这样)?(?:确定了|决定了|定了)|(?:加上|加一条|加一句|添加|增加|补充|写上)\s*[:：]|(?:add|append|include)\s*:)\s*[,，:：]?\s*)+",
);

/// Trigger words at the end of a saved text.
pub(super) static TRAILING_TRIGGER: Gated = Gated::new(
    &[
        "now on",
        "forward",
        "here on",
        "always",
        "anymore",
        "any more",
        "every time",
        "each time",
        "please",
        "pls",
        "plz",
        "thanks",
        "thx",
        "thank you",
        "以后",
        "remember",
        "in mind",
        "note",
        "记",
        "忘",
        "memory",
        "rules",
        ".md",
        "决定",
        "定了",
    ],
    // A confirmation after what it confirms ("…，继续单体，最终决定", "…，就这么定了") is the
    // trigger, said last: what was decided is before it.
    // So does an ask to save it to memory ("…，更新到 memory", "…, add that to memory pls").
    // "Anymore" ("no longer") is the negative's "from now on": the line says it by being kept.
    // An ask to keep "that" in mind closes the clause it points back at ("…, remember that",
    // "…，这条记一下", "…，别忘了"); it comes after a punctuation mark, so "what to remember"
    // stays. A text that is only such an ask ("请记住，并写入 memory" leaves "并写入 memory";
    // "include this in the rules going forward") keeps nothing.
    r"(?:[,，]?\s*(?:(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?|always|anymore|any\s+more|every\s+time|each\s+time|{PARTICLE_EN}){B}|以后都这样|以后也是|以后都是|以后也一样)|(?:^|\s*[,，;；.。!！—–-])\s*(?:(?:并且?|而且|也|然后|再)\s*|(?:and|also|then)\s+)?(?:(?:please\s+)?(?:remember\s+(?:that|this|it)|(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind|keep\s+in\s+mind|note\s+(?:that|this|it)\s+down|make\s+a\s+note\s+of\s+(?:that|this|it)){B}|{MEMORY_ASK_ZH}|{SAVE_TO_MEMORY_CLOSER}|(?:add|put|include|write|save)\s+(?:this|that|it)\s+(?:to|in|into)\s+(?:the\s+|your\s+|our\s+)?(?:rules|{RULE_FILE_EN}){B}|(?:千万|可)?(?:别|不要)忘(?:了|记)?{PARTICLE_ZH}*|(?:最终|最后)(?:决定|确定)(?:了)?|(?:就这么|就这样)?(?:决定了|定了)(?:{PARTICLE_ZH})*|{DECISION_STANDS_ZH}))+\s*[.!。！]*$",
);

/// A correction about how things stand right now, or only until something ("it is not
/// available yet", "we use the old one until the migration"): nothing lasting.
pub(super) static PASSING_STATE: Gated = Gated::new(
    &[
        " is ",
        " are ",
        " was ",
        " were ",
        " isn",
        " aren",
        " wasn",
        " weren",
        " it's",
        " its ",
        " that's",
        " thats ",
        " it’s",
        " that’s",
        " yet ",
        "until",
        "for now",
        "time being",
        "right now",
        "today",
        "还没",
        "已经",
        "还是",
        "暂时",
    ],
    r"{B}(?:is|are|was|were|isn't|aren't|wasn't|weren't|it's|that's)(?:\s+(?:not|still|now|already|yet))*\s+(?:available|working|fixed|there|found|running|installed|deployed|loaded|showing|rendering|broken|missing|empty|failing|passing|done|ready|finished|complete|up|down|red|green)(?:{B}|$)|{B}(?:is|are|was|were)\s+still{B}|{B}(?:yet|until|for\s+now|for\s+the\s+time\s+being|right\s+now|today)(?:{B}|$)|还没(?:好|修好|部署|上线)|已经(?:好了|修好了)|还是(?:报错|不行|失败|卡|白屏|没)|暂时",
);

/// A request for work ("帮我把…", "can you…"): a choice inside it is part of the task.
pub(super) static TASK_REQUEST: Gated = Gated::new(
    &["帮", "麻烦", "请你", "can you", "could you", "would you"],
    r"帮我|帮忙|麻烦你?|请你|^(?:can|could|would)\s+you{B}",
);

/// The sentence Spec Kit's constitution template opens its outline with, when a host sends
/// the command expanded (its `## User Input` block then holds the user's words).
pub(super) const CONSTITUTION_TEMPLATE: &str = "You are updating the project constitution";

/// The `## User Input` block of an expanded Spec Kit command: a fence (``` or ~~~) whose
/// body is the command's arguments (`$ARGUMENTS` when none were given).
pub(super) static COMMAND_USER_INPUT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?s)##[ \t]*User Input[ \t]*\r?\n\s*(?:```|~~~)[^\n]*\n(?P<args>.*?)\r?\n[ \t]*(?:```|~~~)",
    )
});

/// A memory shortcut (`# …`) that states a rule, not a heading or a note to self: a modal,
/// a frequency, a prohibition (禁止, 不许, avoid) or a restriction (只能).
pub(super) static SHORTCUT_RULE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:always|never|must|should|don't|do\s+not|prefer|use|uses|remember|are|is|avoid)(?:{B}|$)|以后|永远|总是|始终|必须|不要|别|默认|都要|一律|用|禁止|不许|不准|不得|只能|只要",
    )
});

/// "记忆帮助" / "memory help".
pub(super) static HELP: Gated = Gated::new(
    &["帮助", "help"],
    r"记忆帮助|记忆\s*help|{B}memory\s+help(?:{B}|$)|memory-manager\s+help|{B}help\s+memory(?:{B}|$)",
);

/// The user asks not to save, or marks the instruction as one-off: nothing in the prompt is saved.
/// So does taking it back as a joke ("just kidding", 开玩笑的); not "no kidding" or 不是开玩笑,
/// which say it is meant.
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
        "kidding",
        "玩笑",
    ],
    r"不用记|不要记(?:住|下|录)?|别记(?:住|下|录|这|了)|无需记|不必记|不需要记|(?:不用|不要|别|不必)(?:保存|存)(?:这个|这条|这些|了|下来|起来|到记忆)|(?:不用|不要|别)写进|(?:别|不用|不要)当(?:成)?规矩|不算规矩|不是规矩|就这一次|仅此一次|只这一次|只是(?:随便)?(?:聊聊|想想)|头脑风暴|(?:^|[,.;!:，。；]\s*)(?:please\s+)?(?:don't|do\s+not|dont|no\s+need\s+to)\s+(?:save|remember|record|store|memori[sz]e|note)\s+(?:this|that|it|anything|any\s+of){B}|{B}not\s+(?:a|as\s+a)\s+(?:rule|permanent){B}|just\s+(?:this|for\s+this)\s+(?:once|time)|this\s+time\s+only|one-off|off\s+the\s+record|just\s+brainstorming|当我没说|(?:不用|不要|别)(?:写|记|存|放|加)(?:到|进|入)(?:记忆|memory)|(?:don't|do\s+not)\s+(?:add|put|write|save)\s+(?:this|that|it)\s+(?:to|in|into)\s+(?:your\s+)?memory|(?:^|[,.;!:—–]\s*)(?:wait\s+)?(?:no,?\s+)?(?:ignore|scratch|disregard)\s+(?:that|it|what\s+i\s+said){B}|{B}(?:just|only|i'm|i\s+am)\s+kidding(?:{B}|$)|(?:^|[^不没别])开(?:个)?玩笑(?:的|呢|啦|而已|哈)",
);

/// A clause opening a hypothetical. "Assume" poses a supposition with a clause after it
/// ("assume the db is down", "assume we have 1M users"); with a bare noun phrase it tells the
/// listener what to take as given ("assume windows + powershell from now on"), an instruction.
pub(super) static HYPOTHETICAL: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:如果|假如|要是|假设|万一|倘若|若是|比如说|设想|(?:what\s+if|suppose|supposing|assuming|assume\s+(?:that|we|you|i|it|they|there|he|she|the|a|an|this|these|those|our|my|your|someone|somebody|nobody|no\s+one|everyone|all|each|every|users?)|imagine|if|in\s+case|let's\s+say|say\s+we|hypothetically|would\s+it){B})|{DEHUA_ZH}",
    )
});

/// Text written for the work, introduced by what it is ("add a TODO: always validate the token",
/// "the commit message should be: always run migrations first", "加个注释：永远不要…",
/// "changelog entry: from now on the API returns 429", 发布说明：…): a rule
/// after it is that text's content, not one for the agent. Matched against what comes before
/// the clause. Not "rule:", "note:" or a rule file, which introduce a rule.
/// A document for people is such a text too, named as the place an ask puts it ("add a line to
/// the README: …", "put a warning in the cli help: never …", 在用户手册里写清楚：…, 给 API 文档加个
/// 说明：…, "file these in docs/notes.md:"): what follows the colon is that document's content,
/// whatever its words, and so are the items of a list it opens; the agent's rule files are no
/// such document ([`RULE_FILE_EN`], 规则, 规范 are not in the list).
pub(super) static ARTIFACT_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:add|put|write|include|insert|append|document|mention|note|state|say|file|save|paste|copy|dump)(?:{B}[^:：.!?\n]{0,60}?)?\s(?:in|to|into|on|under)\s+[^:：.!?\n]{0,30}?{B}(?:readme|docs?|documentation|wiki|manual|handbook|user\s+guide|guide|faq|help(?:\s+text)?|man\s+page|changelog|contributing|security\.md|runbook|playbook|onboarding|docs?\s+site|website|landing\s+page)(?:\.md)?{B}[^:：!?\n]{0,40}[:：]\s*[\x22\x27“「]?\s*$|(?:在|往|给|到)\s*[^,，。:：\n]{0,30}?(?:文档|readme|手册|说明书|指南|wiki|帮助|官网|网站|faq|changelog|更新日志|security\.md|contributing)[^,，。:：\n]{0,10}?(?:加|写|添加|补充|注明|说明|标注|增加|新增)[^,，。:：\n]{0,8}[:：]\s*[\x22“「]?\s*$|{B}(?:todo|fixme|comment|docstring|commit\s+message|commit\s+msg|title|heading|label|tooltip|placeholder|(?:error|log|warning|status)\s+message|caption|tagline|slogan|banner|changelog(?:\s+entry)?|release\s+notes?|announcement|pr\s+description)\s*(?:should\s+(?:be|say|read)|says|reads|saying|that\s+says|is)?\s*[:：]\s*[\x22\x27“「]?\s*$|(?:注释|提交信息|提交说明|标题|提示语|文案|报错信息|更新日志|发布说明|公告)\s*(?:写|写成|改成|改为|为|是)?\s*[:：]\s*[\x22“「]?\s*$",
    )
});

/// An ask to build a thing ("实现一个定时任务，…", "帮我写个脚本，…", "write a script that …"): a
/// rule in a later clause of the sentence ("每次执行都要把结果写到数据库") is that thing's spec,
/// not one for the agent. Matched against a clause before the rule's. The thing may be one in
/// view, with the definite article ("implement the rate limiter: …"), or the object of a verb
/// that reworks code (重构一下 config loader：…, 实现登录接口，…). A later clause that is only
/// a trigger ("…. Every single time.") makes the ask itself the rule instead.
pub(super) static BUILD_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:帮我|给我|请|你)\s*)?(?:写|实现|做|开发|加|搞|新建|创建|弄)\s*(?:一)?个|^(?:(?:帮我|给我|请|你)\s*)?把\s*[^,，。]{1,30}?(?:加上|加|改成|改为|换成|重构|实现|写成)|^(?:(?:帮我|给我|请|你)\s*)?(?:重构|重写|改写|实现)\s*(?:一下)?\s*[^\s,，。:：了吧]|^(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:write|implement|build|create|add|make|set\s+up)\s+(?:me\s+)?(?:a|an|the)\s",
    )
});

/// A thing's requirement, opening a sentence: a pronoun for a thing in view with a modal ("It
/// should always return the latest value"). The verb phrases coordinated after it share that
/// subject ("…, never fire on unmount, and accept a delay"), so a bare "never" or "always" in
/// a later clause of the sentence is that thing's, not a rule for the agent. Matched against
/// the sentence's first clause. Not "I", "we" or "you", who are the speaker and the agent, nor
/// a noun phrase ("the tests should pass, never skip them"), after which an imperative may
/// start a rule of its own.
pub(super) static THING_MUST: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:it|they)\s+(?:should|must|needs?\s+to|has\s+to|have\s+to|shall|is\s+(?:supposed|expected)\s+to|are\s+(?:supposed|expected)\s+to)\s",
    )
});

/// An ask to build a thing whose relative clause ("that …", "which …") has begun: a frequency
/// word after it says what the thing does ("add a pre-commit hook that runs gofmt every time",
/// "write a cron job which always prunes old rows"), as in [`BUILD_REQUEST`]'s later clauses.
/// Matched against the clause up to the trigger.
pub(super) static BUILT_THING_DOES: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:write|implement|build|create|add|make|set\s+up|setup|configure|generate|scaffold)\s+(?:me\s+)?(?:a|an)\s+[^,.;:]{1,80}?\s(?:that|which)\s",
    )
});

/// …unless the thing asked for is a note or a rule, whose relative clause is what to keep ("add
/// a rule that tests run before every push").
pub(super) static NAMES_A_NOTE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?\S+(?:\s+up)?\s+(?:me\s+)?(?:a|an)\s+(?:new\s+|short\s+|quick\s+|global\s+|hard\s+)?(?:rule|note|reminder|guideline|convention|policy|memory|entry|line|section|instruction)s?{B}",
    )
});

/// A word that makes a rule outlast the task in so many words (以后, 下次, from now on,
/// remember): a rule holding one is for the agent even after an ask to build something.
pub(super) static LASTING_WORD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"以后|今后|往后|从今|从现在|下次|下回|记住|记得|{B}(?:from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|next\s+time|remember)(?:{B}|$)",
    )
});

/// A list item: "- …", "* …", "1. …", "2) …", "3、…".
/// A list item: a bullet, a number or letter, or an ordinal step (第一步, 第二阶段, "Step 2:"),
/// which numbers a line as "2." does.
pub(super) static LIST_ITEM: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*(?:[-*•]|\d{1,2}\s*[.)、]|[a-z][.)]|第\s*[一二三四五六七八九十\d]{1,3}\s*(?:步|阶段)\s*[:：,，、.]?|step\s*\d{1,2}\s*[:.)-]?)\s*\S",
    )
});

/// A line that opens a description of how things stand ("当前状况：", "现状：", "Status:",
/// "where we are:"): the lines under it report, they do not decide.
pub(super) static STATE_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:现状|当前状况|当前状态|当前情况|目前状况|目前状态|目前情况|现在的情况|进展|{B}(?:status|current\s+state|state\s+of\s+(?:things|play)|where\s+we\s+are|situation))[^\n]{0,20}[:：]\s*$",
    )
});

/// The line that opens a list as work to do ("需求如下，帮我实现：", "code review from ana, pls
/// address:", "PRD excerpt:", "Constraints:", a synonym of requirements): its items are the
/// work's spec, not rules for the agent. Not a lead-in that names rules or memory
/// ("以后注意这几点：", "our conventions:"). A piece of work named and then what it is to make
/// ("这周的作业：写一个 todo 工具", "Task: build the export page") opens its spec too, and so
/// does a plan for a thing or a proposal ("plan for offline mode, check it before coding:"):
/// its items are the thing's design.
pub(super) static WORK_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:需求|要求|约束|限制条件|帮我|实现|评审|审查|验收|文档|意见|反馈|如下|以下|目标|{B}(?:review|prd|spec|specs|requirements?|constraints?|acceptance|criteria|excerpt|address|implement|build|feedback|comments?|ticket|story|todo|tasks?|goals?|objectives?|plan\s+for|proposal|rfc)(?:{B}|$))[^\n]*[:：]\s*$|(?:作业|任务|练习|题目|需求|{B}(?:homework|assignment|exercise|task))[^\n:：]{0,12}[:：]\s*(?:写|做|实现|开发|搭|完成|帮我|{B}(?:write|build|implement|make|create|add)(?:{B}))",
    )
});

/// A lead that names a recurring occasion, up to its colon and on to the clause at hand ("for
/// every review you do for me: …", "and on each PR: …", 以后每次提交代码：…): what follows
/// holds at each of them, a standing rule, though the occasion is a kind of work a plan's lead
/// also names ([`PLAN_LEAD`]).
pub(super) static RECURRING_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*(?:(?:and|also|oh\s+and|btw|plus)\s*,?\s+)?(?:for|on|in|with|after|before)\s+(?:every|each|all|any)\s+[^:：\n]{1,60}[:：][^:：\n]*$|^\s*(?:另外|还有|以后)?\s*(?:每次|每一次|每回|所有的?)[^:：\n]{1,30}[:：][^:：\n]*$",
    )
});

/// A plan or its steps announced in the sentence, up to its colon ("here's the plan:", "the
/// steps are:", "my approach:", 方案如下：, 步骤：): what follows is the work laid out, not a
/// rule for the agent. Not "the rule is:" / "our conventions:", which name rules. So is a text
/// to work on after a verb that takes one ("帮我翻译一下：以后都用 pnpm", see
/// [`super::segment::TEXT_WORK`]).
pub(super) static PLAN_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(&(super::segment::TEXT_WORK.to_owned()
        + r"[^:：\n]{0,40}[:：]|"
        + r"(?:{B}(?:plan|steps|approach|algorithm|outline|flow|pipeline|procedure)(?:\s+(?:is|are|would\s+be|will\s+be|looks\s+like))?|(?:计划|方案|步骤|流程|思路|做法)(?:如下|是)?)\s*[:：]"))
});

/// See [`WORK_LEAD`].
pub(super) static MEMORY_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"记住|记一下|以后|今后|规则|规范|约定|原则|注意|记忆|{B}(?:rules?|conventions?|guidelines?|remember|from\s+now\s+on|going\s+forward|always|never|memory|claude\.md|agents\.md)(?:{B}|$)",
    )
});

/// A sentence asking something, even without a question mark. Chinese asks a yes-no question
/// with a particle (吗, 呢; 吗 before a space ends its clause, as 吗， does: "以后都要用 v2 吗
/// 还是 v1 也能用"), a verb doubled round 不 (是不是, 好不好), or a verb and a closing
/// 不 ("你还记得不", "以后都用 pnpm 好不").
/// 着呢 closes an emphatic statement of a state (文档第 4 节写着呢, 显存还占着呢), not a question.
/// The doubled verb is any verb's yes-no form, so the modals and verbs a rule is stated with
/// take it too: 该不该, 应不应该, 需不需要, 用不用, 值不值得, 适不适合 ("我们该不该统一用 pnpm").
pub(super) static QUESTION: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:why|what|how|where|which|who|whose|whom){B}|when\s+(?:is|are|was|were|do|does|did|will|would|should|can|could|shall){B}|(?:is|are|was|were|does|can|could|would|should|shall|isn't|aren't|doesn't|can't|couldn't|shouldn't|wouldn't)\s+(?:we|you|i|it|this|that|these|those|there|the|he|she|they|my|our|your){B}|(?:do|did|don't|didn't|will|won't)\s+(?:we|you|i|it|they|he|she){B}|i\s+wonder{B}|not\s+sure\s+(?:if|whether){B})|吗\s*[。.!！]?\s*$|吗(?:[,，]|\s+\S)|(?:^|[^着])呢\s*$|么\s*$|(?:^|[^证查断认看试测])(?:是不是|能不能|会不会|有没有|是否)|要不要|可不可以|该不该|应不应该|应该不应该|需不需要|需要不需要|用不用|值不值得|适不适合|合不合适|为什么|为啥|怎么|如何|多少|哪个|哪些|哪里|哪儿|对吧\s*$|(?:^|[^不])对不对|行不行|好不好|(?:记得|知道|行|好|对|可以|能|会|懂|明白|清楚|同意|有|靠谱|合适|合理|妥当?|稳|方便|值得|好用|够)不\s*[。.!！]?\s*$",
    )
});

/// A question put to someone as the object of 问 / 确认 ("停下来问我要不要继续", "确认一下是否
/// 有权限", "先确认是哪个"): the instruction asks nothing of the agent itself. A verb of finding
/// out (确认, 搞清楚) takes a yes-no or a wh-question (是哪个, 是什么) as its object.
/// A verb of stating plainly (写清楚, 说明, 注明, 列出) takes a wh-clause as its object the same
/// way ("提交信息要写清楚改了什么", "注明为什么跳过"): what to state, not a question; so does
/// a verb of telling the user (告诉我, 跟我说, 汇报: "以后改完告诉我改了哪些文件"), and one of
/// explaining (解释, 讲解: 多解释两句为什么这么写 asks for the reason, it does not ask one).
static EMBEDDED_QUESTION: Gated = Gated::new(
    &[
        "问",
        "确认",
        "清楚",
        "写明",
        "注明",
        "说明",
        "列出",
        "告诉我",
        "告知",
        "跟我说",
        "和我说",
        "汇报",
        "解释",
        "讲解",
    ],
    r"(?:问|确认|查清楚|搞清楚|弄清楚|看清楚)(?:一下|下)?(?:我|你|他|她|我们|你们|他们|用户|大家)?\s*(?:要不要|是不是|能不能|可不可以|是否|会不会|有没有|是?(?:哪个|哪些|哪里|哪儿|什么|多少))|(?:写清楚|说清楚|讲清楚|写明|注明|说明|列出|列清楚|告诉我|告知我?|(?:跟|和)我说|汇报|解释|讲解)\s*[^,，。？?\s]{0,8}?(?:什么|哪些|哪个|为什么|为啥|怎么|多少)",
);

/// A telling counted with 多少 / 几 (我说过多少次了, 跟你讲了几遍了, 强调过多少回): the count is
/// an exclamation of how often it was said, as 好几次 states it, not a question about the
/// number. A count of anything else (跑了多少次, 重试多少次) still asks.
static TOLD_TIMES_OVER: Gated = Gated::new(
    &["多少", "几"],
    r"(?:说|讲|强调|提醒|告诉|提|教)(?:过|了)?(?:你|您)?\s*{TIMES_TOLD_ZH}",
);

/// A tag question closing a directive, asking that it was heard rather than anything else
/// ("always run the tests first, got it?", 以后都加类型注解，明白了吗, 记住了没): the sentence
/// before it is the directive, and the tag asks for no answer the rule depends on. "OK?" / 好吗
/// ask for consent to a proposal, which is not settled: they stay questions.
pub(super) static ACKNOWLEDGE_TAG: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*(?:(?:you\s+|u\s+)?(?:got\s+it|get\s+it|understood|understand|hear\s+me)|(?:is\s+)?that\s+clear|capisce|(?:明白|懂|记住|听到|知道|清楚)(?:了)?(?:吗|没有?|嘛))\s*[?？!！.。]*\s*$",
    )
});

/// Whether a clause or sentence (its fillers skipped) asks something: [`QUESTION`], not counting
/// a question embedded as the object of 问 ([`EMBEDDED_QUESTION`]) or a telling counted in
/// exasperation ([`TOLD_TIMES_OVER`]).
pub(super) fn asks(text: &str) -> bool {
    let text = &text[skip_fillers(text)..];
    if !QUESTION.is_match(text) {
        return false;
    }
    let told = TOLD_TIMES_OVER
        .get(text)
        .map(|r| r.replace_all(text, "说过好几次"))
        .filter(|told| matches!(told, Cow::Owned(_)));
    let text = match &told {
        Some(told) if !QUESTION.is_match(told) => return false,
        Some(told) => told.as_ref(),
        None => text,
    };
    match EMBEDDED_QUESTION.get(text) {
        Some(embedded) if embedded.is_match(text) => {
            QUESTION.is_match(&embedded.replace_all(text, "问"))
        }
        _ => true,
    }
}

/// Someone else's words ("my colleague said…", "产品经理说…"); group `s` is the speaker.
/// "Wants" / "asks", whose -s no first person takes, report a third party's wish as
/// "says" reports their words ("client wants that from now on sign-ups need approval": a
/// requirement for the product, not a rule for the agent).
/// A third person opening the clause with 说 reports whatever follows ("他说统一到 pnpm",
/// "她说保持现状"), and so does one named by a familiar form of address: 小 / 老 / 阿 before a
/// surname or name (小吕说, 老王说, 阿杰说; not 老是说, "keep saying") or a surname before a title
/// or kinship term (王总说, 李工说, 张老师说, 陈哥说; not 我总说, "I always say"), unless a Han
/// character before it makes another word (其他, 吉他) or 说 starts one (说明, 说法, 说服, 说话,
/// 说完). Words the user asks to pass on to others are theirs
/// to hear, a message's content ("tell the team that from now on …", "draft a slack msg saying
/// …", 写个群公告…), not a rule for the agent; so are a document's, asked for with its
/// classifier (写一份上手文档，里面说明以后都用 pnpm; 写个 README，说明…), as "generate a README
/// that says to always …" is.
pub(super) static REPORTED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:(?:^|[^\p{Han}])(?:他们|她们|他|她)\s*说[^明法服话完]|(?:^|[^\p{Han}])(?:小|老|阿)[\p{Han}--[是说总在也就都的了还又板师大]]\s*说[^明法服话完]|(?:^|[^\p{Han}])[\p{Han}--[我你他她它们这那]]{1,2}(?:哥|姐|总|工|老师|经理|主管)\s*说[^明法服话完]|(?P<s>{B}[a-z]+)\s+(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|suggested|suggests|claims?|claimed|mentioned|recommends?|recommended|wrote|writes|insists?|insisted|wants|asks){B}|according\s+to|{B}apparently{B}|听说|据说|(?:他|她|他们|她们|同事|老板|领导|经理|产品|leader|老大|组长|架构师|客户|甲方|运维|别人|有人)[^,，。]{0,8}?(?:跟|和|对|告诉)(?:我|我们)(?:说|讲)?|(?:他|她|他们|她们|同事|老板|领导|经理|产品|PM|leader|老大|组长|架构师|文档|官方|网上|有人|别人|大家|客户|甲方|运维)\s*(?:说|讲|认为|建议|提到|表示|坚持)(?:[,，:：\s]|就|要|用|让|过|的|了|这|那|我们|咱们|可以|应该|必须|以后|还是))|{B}(?:tell|telling|inform|informing|remind|reminding)\s+(?:the\s+(?:team|others|client|clients|customer|customers|users?|devs|group|channel|reviewers?|qa|ops)|everyone|everybody|people|them)\s+that{B}|{B}(?:draft|write|compose|send|post|prepare)\s+(?:me\s+)?(?:a|an|the)\s+(?:[a-z]+\s+){0,2}?(?:msg|message|email|e-mail|mail|note|announcement|post|memo|dm|reply|comment|notice)\s+(?:(?:to|in|on|for)\s+(?:[a-z#@-]+\s+){1,3})?(?:telling|saying|that\s+says|to\s+say|announcing|explaining|informing|reminding|letting)|(?:写|发|起草|拟)\s*(?:一)?(?:个|条|封|份|段)?\s*(?:群|团队)?(?:消息|通知|邮件|公告)|(?:写|起草|拟|生成|出)\s*(?:一)?(?:个|份|篇|段)[^,，。]{0,8}?(?:文档|说明|手册|指南|教程|文章|博客|README|readme|wiki|Wiki)",
    )
});

/// Hedges that turn any statement into a guess. "Kind of" / "sort of" hedge as an adverb
/// (after a subject or a copula, or opening a clause); after a determiner or a noun they
/// name a kind ("this kind of conciseness", "docker-in-docker kind of complexity").
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
        "再想想",
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
    r"可能|也许|或许|大概|说不定|好像|似乎|不确定|不太确定|还没定|没定|再看看|再想想|再说吧|不一定|{B}(?:maybe|perhaps|probably|possibly|i\s+guess|i\s+suppose|i\s+think|i'd\s+say|might|leaning|not\s+sure|unsure|tentative(?:ly)?){B}|{B}could\s+(?:go|use|try|be){B}|(?:^|[.,;:!?]\s*|{B}(?:i|we|you|it|it's|its|that's|thats|this\s+is|is|was|are|were|am|looks|seems|feels|just)\s+)(?:kind|sort)\s+of{B}",
);

/// A clause opening with "but": what a hedge before it concedes does not weaken what follows.
pub(super) static BUT: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?:but|however|yet|但是|但|不过|可是)(?:{B}|[^\x00-\x7f])"));

/// Softer hedges that make a choice tentative unless it is confirmed in the same sentence.
/// 考虑 ("consider") leaves a choice open, but not negated: 不考虑 / 不再考虑 ("no longer
/// considered") closes it (确定用 PostgreSQL 了，不再考虑 MySQL).
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
        "until",
        "right now",
        "at the moment",
    ],
    r"吧|试试|先试|要不|暂时用|暂定|先用|倾向|(?:^|[^不再])考虑|(?:^|[^不])再考虑|感觉|之后再说|{B}(?:for\s+now|let's\s+try|try|for\s+the\s+time\s+being|how\s+about|what\s+about|until|right\s+now|at\s+the\s+moment){B}",
);

/// Words that confirm a choice ("就用 Postgres 吧, 确定了"). A clause of no more changing
/// (不动了, 不改了, 不换了, 不纠结了) closes the choice as 定了 does, so the 吧 of "保持现状吧，
/// 不动了" suggests nothing still open.
pub(super) static CONFIRMED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"确定了|定了|拍板|决定了|敲定|就这么定|就这样定|(?:^|[,，]\s*)(?:就|也|都|再)?\s*(?:不动了|不改了|不换了|不变了|不再换了|不纠结了|不再纠结了)\s*[.!。！]*$|decision\s+made|{B}final{B}|that's\s+the\s+one|{B}decided{B}|{B}it\s+is\s*[.!]*$",
    )
});

/// A tentative choice: what a weak signal is made of, once hedged.
pub(super) static CHOICE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"用|选|换|上|试|方案|{B}(?:go\s+with|use|try|switch|pick|option|or|vs|instead|the\s+way\s+to\s+go){B}",
    )
});

/// A clause that only rejects what was said: "no", "nope", "nah", 不, 不是, 不对. Before a
/// correction's trigger it is the same rejection, not what the correction is about.
pub(super) static BARE_NO: LazyLock<Regex> =
    LazyLock::new(|| re(r"^\s*(?:(?:no+|nope|nah)(?:{B}|$)|不是?|不对|不不)[\s.!。！,，]*$"));

/// A topic, then a pointer of manner closing the clause (新表都按这个来, 新接口也照这样, 新服务都
/// 一样): the pattern of the clause before extended to the topic. A bare pointer with no topic
/// (每次都这样) is an [`EMPTY_CLAUSE`].
pub(super) static EXTENDS_THE_PATTERN_ZH: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^\s*[^\s,，。这那按照都也每一总始][^,，。]{0,11}?(?:都|也|就)?\s*(?:(?:按|照)(?:着)?\s*(?:这个|这样|这么|此|上面的?|前面的?)\s*(?:格式|样子|规则)?\s*(?:来|做|写|办|弄|处理)?|(?:这样|这么(?:做|写|弄|办|来)?|一样))(?:吧|了|啊|哈|呗)?\s*[.!。！]*$",
    )
});

/// A clause that carries no content of its own: fillers, confirmations, pointers (with an
/// adverb of frequency: 每次都这样写 points back as 这样 does, and so does 照这个写, "after
/// this"), and the remarks that close a
/// discussion (别再纠结了, 不用再讨论了, 别再提了). The same pointer after a topic (新表都按这个来)
/// says something: [`EXTENDS_THE_PATTERN_ZH`].
pub(super) static EMPTY_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"^(?:(?:ok(?:ay)?|yes|yeah|sure|sounds\s+good|no\s+problem|great|perfect|done|final|decision\s+made|this|that|it|here|there|the\s+one|好的?|好吧|行|可以的?|没问题|嗯|对|是的|没错|就这样|就这么办|(?:别|不要|不用|不必)(?:再)?(?:纠结|讨论|提|问|争|争论)(?:了|啦)?|不纠结了|这个|那个|这条|那条|这点|(?:每次|每一次|一直|总是|始终)?(?:都|也|就|照|按)?(?:着)?(?:这样|这么|这个|此)(?:格式|样子)?(?:做|办|写|来|弄|处理)?|(?:都|也|就|照)?一样|like\s+this|this\s+way|that\s+way|这|那|它|刚才|刚刚|之前|上面|定了|确定了|决定了|拍板了|就这么定了?|就这样定了?|了|吧|啊|哦|呀|哈|注意(?:点|一下|一点)?|小心(?:点|一些|一点)?|留意(?:一下)?|(?:be\s+)?(?:more\s+)?careful|pay\s+attention|watch\s+out|do\s+better)\s*)*[.!。！]*$",
    )
});

/// Text about the user themself or how to talk to them: explicit directives go to USER.md.
/// A program's reply, not the agent's: "the response shape", "HTTP responses", "response
/// codes", 接口的回复. Taken out before [`ADDRESSED_TO_USER`] is asked whether a rule is about
/// how to talk to the user. So is a chat or a reply that is a part of the product: the word as the
/// modifier of a compound naming a component ("the chat widget", "chat service", "reply
/// endpoint", 聊天模块, 回复接口), a kind of chat the product offers ("the support chat", "live
/// chat"), or the word inside a path or an identifier (`/api/reply`, `chat_id`). So is the
/// verb with what a program receives as its object ("views that answer htmx requests",
/// "the worker replies to health-check pings"): the answering is the program's.
pub(super) static PROGRAM_REPLY: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:(?:api|apis|http|https|json|xml|rest|grpc|graphql|server|servers|endpoint|endpoints|service|services|backend|upstream|error|webhook|the\s+api's)\s+(?:responses?|answers?|replies)|(?:responses?|replies|answers?)\s+(?:shape|shapes|body|bodies|code|codes|status|statuses|header|headers|time|times|schema|schemas|payload|payloads|type|types|object|objects|model|models|field|fields|size|sizes|cache|caching|handler|handlers|envelope|wrapper)|status\s+codes?)(?:{B}|$)|(?:接口|服务端|后端|服务器)\s*(?:的)?\s*(?:回复|回答|答复)|{B}(?:chats?|repl(?:y|ies)|responses?|answers?|conversations?)[\s_-]+(?:widgets?|services?|modules?|messages?|endpoints?|apis?|servers?|rooms?|histor(?:y|ies)|logs?|tables?|apps?|bots?|features?|components?|windows?|ui|pages?|panels?|views?|screens?|sdks?|clients?|queues?|handlers?|templates?|schemas?|inputs?|box(?:es)?|threads?|ids?|sockets?|websockets?|routes?|stores?|models?|backends?|frontends?|streams?|events?)(?:{B}|$)|{B}(?:support|live|group|team|customer|in-app|ai)\s+chats?(?:{B}|$)|[/._-](?:chats?|repl(?:y|ies)|responses?|answers?|conversations?)(?:{B}|$)|{B}(?:chats?|repl(?:y|ies)|responses?|answers?|conversations?)[/._]\w|(?:聊天|回复|对话|会话)\s*(?:模块|接口|功能|组件|窗口|页面|服务|消息|列表|记录|表|框|机器人|系统)|{B}(?:answer(?:s|ed|ing)?|respond(?:s|ed|ing)?\s+to|repl(?:y|ies|ied|ying)\s+to)\s+(?:(?:the|all|any|every|each|incoming|[a-z0-9_.-]+)\s+){0,3}?(?:requests?|calls?|queries|query|pings?|probes?|webhooks?|rpcs?|events?)(?:{B}|$)",
    )
});

/// SQL's EXPLAIN, the command that shows a query's plan, not "explain it to me": before its
/// objects (explain analyze, explain select, explain 一下) or after a verb of running it (先
/// explain, 跑 explain, run explain). Taken out with [`PROGRAM_REPLY`].
pub(super) static SQL_EXPLAIN: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}explain\s*(?:analy[sz]e|select|plan|query|queries|output|result|一下|下|结果|语句|计划)|(?:先|跑|执行|用|加|看|做)\s*(?:一下|下|个)?\s*explain(?:{B}|$)|{B}(?:run|ran|running|do|did)\s+(?:an\s+|the\s+)?explain(?:{B}|$)",
    )
});

/// Words about the user themself or about talking to them (reply, answer, "call me", 我是,
/// 我(的)电脑 with or without 的, which speech drops before what a person owns,
/// "I'm on a Mac", "I come from product", "I'm learning Rust", "I don't know Rust well", a screen reader,
/// teaching or walking the user through something: 教我, "teach me", "walk me through"): a rule holding one is the user's, for USER.md. Not a
/// step of the work that involves the user, as in English ("show me the diff", "tell me
/// before you upgrade"): 贴给我看, 升级之前先跟我说 are the project's; 跟我说话, 跟我说中文
/// are how to talk to them.
pub(super) static ADDRESSED_TO_USER: LazyLock<Regex> = LazyLock::new(|| {
    // A rule that is a language and "only" ("english only from now on"): a bare language is
    // limited to nothing else a rule to the agent could mean but the one it speaks in.
    re(
        r"^\s*(?:(?:{LANGUAGE_EN})\s+only|only\s+(?:{LANGUAGE_EN}))\s*[.!]*\s*$|回复|回答|答复|回我|问我|交互|交流|给我(?:讲|说|解释|列|对比|总结|回)|(?:跟|和|对|与)我(?:说|讲)(?:话|中文|英文|普通话|粤语|日语|韩语|人话|白话)|(?:跟|和|对|与)我(?:聊天|对话)|用\s*(?:{LANGUAGE_ZH})\s*(?:跟|和|对)我(?:说|讲|聊)|给我解释|跟我解释|叫我|称呼我|喊我|我是|我在|我叫|我的名字|我住|我的时区|我这边的?时区|北京时间|说话|沟通|我用的是|我的?(?:电脑|机器|笔记本)|我的(?:系统|环境)|我不懂|我不太懂|我看不懂|新手|教我|{B}(?:walk\s+me\s+through|teach\s+me|lecture\s+me|repl(?:y|ies|ied|ying)|respond(?:ing)?|answering|communicate|converse|chats?|conversations?|responses?|answers?|(?:talk|speak|chat)(?:ing)?\s+(?:to|with)\s+me|writ(?:e|ing)\s+to\s+me|call\s+me|address\s+me|my\s+name|i'm\s+(?:not\s+)?(?:an?|the)|i\s+am\s+(?:not\s+)?(?:an?|the)|native\s+speaker|macbook|m[1-4]\s+(?:chip|mac)|i'm\s+(?:on|in)|i\s+am\s+(?:on|in)|i\s+use\s+(?:a\s+)?(?:mac|macos|windows|linux|ubuntu|arch|vim|neovim|emacs|vscode)|i\s+work\s+(?:as|at|on|in)|i'm\s+(?:based|located)\s+in|i\s+(?:come|came)\s+from|coming\s+from|not\s+my\s+first\s+language|self[-\s]taught|i'm\s+(?:new\s+to|learning|still\s+learning)|i'm\s+not\s+(?:very\s+|that\s+|really\s+)?(?:familiar|good|fluent)\s+(?:with|at|in)|i\s+(?:don't|do\s+not)\s+(?:really\s+)?(?:know|speak|read|write)\s+(?:[a-z0-9#+.-]+\s+){1,2}(?:well|much|at\s+all)|i\s+live\s+in|my\s+(?:os|machine|laptop|timezone|time\s+zone|role|job|background|setup|environment|screen)|font\s+size)(?:{B}|$)",
    )
});

/// The user's own eyes, reading or hearing, said of themself: [`USER_BODY`]'s pattern, and
/// `{USER_BODY}` in a family's.
/// Words one of which [`USER_BODY_PATTERN`] needs.
const USER_BODY_KEYS: &[&str] = &[
    "色弱",
    "色盲",
    "阅读器",
    "读屏",
    "视力",
    "眼睛",
    "老花",
    "blind",
    "deuteranop",
    "protanop",
    "tritanop",
    "reader",
    "dyslexi",
    "low vision",
    "visually",
    "eyes",
    "hard of hearing",
];

const USER_BODY_PATTERN: &str = r"我[^，。,.!?！？]{0,8}(?:色弱|色盲|屏幕阅读器|读屏|视力不|眼睛不(?:太)?好|老花)|{B}(?:i'm|im|i\s+am|i\s+use|i\s+have|i\s+rely\s+on|my)\s+(?:[a-z()-]+\s+){0,3}?(?:colou?r[-\s]?blind|deuteranop|protanop|tritanop|screen[-\s]?reader|dyslexi|low\s+vision|visually\s+impaired|eyes|hard\s+of\s+hearing)";

/// The user's own eyes, reading or hearing, said of themself (我有点色弱, 我用屏幕阅读器, 我眼睛不太
///好, "I'm colourblind", "I use a screen reader"): a rule said in the same sentence is how to
/// present things to them. A product's feature (UI 要支持色盲模式, "screen reader support")
/// names no one.
pub(super) static USER_BODY: Gated = Gated::new(USER_BODY_KEYS, USER_BODY_PATTERN);

/// Words of how a text reads (tone, emoji, concise, bullet points, 简洁, 语气, 术语, and their
/// ordinary synonyms: jargon / 专业名词, long-winded / 长篇大论, preamble, plain English / 大白话 /
/// 通俗, apologising / 道歉, giving examples / 举例): said
/// alone they are how the user wants to be written to ("be concise", 少用表情), so USER.md;
/// said of a text the project writes ([`PROJECT_TEXT`]: "no emoji in commit messages",
/// 错误提示的语气要友好) they are the project's convention.
pub(super) static HOW_TEXT_READS: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"套话|客套|客气|翻译|术语|专业名词|解释|讲解|举例|举个例子|语气|口吻|措辞|简洁|啰嗦|长篇大论|废话|铺垫|(?:说|讲)重点|通俗|大白话|口语化|道歉|结论|表情|{B}(?:explain|explanations?|tone|formal|casual|verbose|wordy|long[\s-]winded|rambl(?:e|ing)|preambles?|pleasantries|small\s+talk|jargon|plain\s+(?:english|language|words)|emojis?|apologi[sz]e|apologies|bullet\s+points?|essays?|tl;?dr|concise(?:ness)?|concisely|brevity|briefly|be\s+brief|succinct(?:ly)?|terse(?:ness|ly)?)(?:{B}|$)|emoji",
    )
});

/// A text the project writes, not a reply to the user: commit messages, PR descriptions,
/// error and log messages, the UI's copy, docstrings and code comments, the README, the
/// changelog and release notes; 提交信息, 错误提示, 文案, 注释, 文档, 翻译文件, 术语表.
pub(super) static PROJECT_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"{B}(?:commit\s+(?:messages?|msgs?|titles?|subjects?)|commits|(?:pr|pull\s+request|mr|merge\s+request)\s+(?:descriptions?|titles?|bodies|body|summaries|summary)|(?:error|log|exception|validation|warning|status)\s+messages?|ui\s+(?:copy|text|texts|strings?|labels?)|button\s+(?:labels?|text)|tooltips?|toasts?|docstrings?|doc\s+comments?|code\s+comments?|comments\s+in\s+(?:the\s+)?code|readme|changelog|release\s+notes|user-facing\s+(?:text|copy|strings?|messages?))(?:{B}|$)|提交信息|提交说明|commit\s*(?:信息|消息|message)|错误提示|报错信息|提示语|文案|注释|文档|翻译文件|术语表|界面文字|按钮文字|变更日志|发布说明",
    )
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn always_keys_are_the_spellings_of_the_pattern() {
        let keys: &[&str] = always_keys!("";);
        let spellings = ALWAYS_EN
            .trim_start_matches("(?:")
            .trim_end_matches(')')
            .split('|');
        let mut want: Vec<&str> = spellings.collect();
        let mut got = keys.to_vec();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
    }

    #[test]
    fn all_patterns_compile() {
        assert!(FAMILIES.len() > 40);
        for f in FAMILIES.iter() {
            let lazy = [Some(&f.re), f.need.as_ref(), f.follow.as_ref()];
            for p in lazy
                .into_iter()
                .flatten()
                .chain(&f.veto)
                .chain(&f.veto_rest)
            {
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
            &ADDRESSED_TO_USER,
            &HOW_TEXT_READS,
            &PROJECT_TEXT,
            &PROGRAM_REPLY,
            &POLITE_REQUEST,
            &RULE_CONDITION,
            &SHORTCUT_RULE,
            &COMMAND_USER_INPUT,
            &CONJUNCTION,
            &THIS_TASK,
            &STARTS_LASTING,
            &ARTIFACT_LEAD,
        ] {
            assert!(!r.as_str().is_empty());
        }
        for g in [
            &HELP,
            &NEGATED_ASK,
            &HEDGE,
            &SOFT_HEDGE,
            &CONDITION,
            &LEADING_TRIGGER,
            &TRAILING_TRIGGER,
            &PASSING_STATE,
            &TASK_REQUEST,
        ] {
            // Keys are looked for in ASCII-lowercased text.
            assert!(g.keys.iter().all(|k| k.to_ascii_lowercase() == *k));
            assert!(!g.pattern.get().as_str().is_empty());
        }
    }

    #[test]
    fn prohibitives_are_keys() {
        let family = FAMILIES
            .iter()
            .find(|f| f.name == "zh correction (不要再 X / 不许 X)")
            .unwrap();
        for word in PROHIBIT_ZH.split('|') {
            assert!(family.keys.contains(&word), "{word} is no key");
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
