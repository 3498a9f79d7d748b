//! Prompt preparation: cap the analysed text, mask what the user did not say as an instruction
//! (code, quotes, pasted logs, transcripts and drafts), split the rest into sentences and
//! clauses.
//!
//! The mask keeps byte offsets: a masked character becomes as many ASCII filler bytes as it had,
//! so every range found in the mask also slices the original text.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

/// Bytes analysed from the start of a prompt…
const HEAD: usize = 8 * 1024;
/// …and from its end.
const TAIL: usize = 2 * 1024;

/// The largest index `<= i` on a char boundary of `s`.
pub(super) fn floor_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest index `>= i` on a char boundary of `s`.
fn ceil_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// How far back (or on) from a cut point [`cap`] looks for a space to cut at instead.
const CUT_SEARCH: usize = 256;

/// The part of a prompt worth analysing: all of it, or its first 8 KB and last 2 KB, joined
/// as two paragraphs. The signals never look further, so a 690 KB prompt costs what a 10 KB
/// one does. Each part is cut at a space when one is near, so no half word ("re" of
/// "remember") ends the head or starts the tail and gets saved as a fact.
pub(super) fn cap(prompt: &str) -> Cow<'_, str> {
    if prompt.len() <= HEAD + TAIL {
        return Cow::Borrowed(prompt);
    }
    let head = floor_boundary(prompt, HEAD);
    let from = floor_boundary(prompt, head.saturating_sub(CUT_SEARCH));
    let head = prompt[from..head]
        .rfind(char::is_whitespace)
        .map_or(head, |i| from + i);
    let tail = ceil_boundary(prompt, prompt.len() - TAIL);
    let to = ceil_boundary(prompt, tail + CUT_SEARCH);
    let tail = prompt[tail..to]
        .find(char::is_whitespace)
        .map_or(tail, |i| tail + i);
    Cow::Owned(format!("{}\n\n{}", &prompt[..head], &prompt[tail..]))
}

/// How a byte is masked.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fill {
    Keep,
    /// Whole lines (code blocks, logs, pasted text): become blank, newlines kept.
    Block,
    /// Spans inside a sentence (inline code, quotes): become a placeholder word.
    Inline,
}

/// `text` with code, quotes and pasted material replaced by ASCII filler of the same byte length.
pub(super) fn mask(text: &str) -> String {
    let mut fill = vec![Fill::Keep; text.len()];
    let lines = line_ranges(text);
    mask_fences(text, &lines, &mut fill);
    mask_inline_code(text, &lines, &mut fill);
    mask_command_and_placeholders(text, &mut fill);
    // Pasted logs, transcripts and drafts span lines; most prompts are one line and skip this.
    if lines.len() > 1 {
        mask_log_lines(text, &lines, &mut fill);
        mask_transcript(text, &lines, &mut fill);
        mask_email(text, &lines, &mut fill);
        mask_pasted(text, &lines, &mut fill);
        mask_before_text_work(text, &lines, &mut fill);
        mask_assistant_text(text, &lines, &mut fill);
    }
    mask_after_material_lead(text, &lines, &mut fill);
    mask_quotes(text, &lines, &mut fill);

    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        match fill[i] {
            Fill::Keep => out.push(c),
            Fill::Block if c == '\n' => out.push('\n'),
            Fill::Block => out.extend(std::iter::repeat_n(' ', c.len_utf8())),
            Fill::Inline => out.extend(std::iter::repeat_n('x', c.len_utf8())),
        }
    }
    out
}

/// Byte ranges of the lines of `text`, without their line terminators.
fn line_ranges(text: &str) -> Vec<Range<usize>> {
    let mut lines = Vec::new();
    let mut start = 0;
    for piece in text.split_inclusive('\n') {
        let end = start + piece.trim_end_matches(['\n', '\r']).len();
        lines.push(start..end);
        start += piece.len();
    }
    lines
}

fn set(fill: &mut [Fill], range: Range<usize>, how: Fill) {
    for f in &mut fill[range] {
        if *f == Fill::Keep {
            *f = how;
        }
    }
}

fn is_kept(fill: &[Fill], range: &Range<usize>) -> bool {
    fill[range.clone()].iter().all(|f| *f == Fill::Keep)
}

/// Whether no part of `range` is masked as a block yet: inline code on a line (a quote line
/// naming `useEffect`) leaves the line a line of its own kind.
fn is_not_blocked(fill: &[Fill], range: &Range<usize>) -> bool {
    fill[range.clone()].iter().all(|f| *f != Fill::Block)
}

/// Fenced code blocks (``` or ~~~); an unclosed fence runs to the end.
fn mask_fences(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let mut open: Option<usize> = None;
    for line in lines {
        let trimmed = text[line.clone()].trim_start();
        let fence = trimmed.starts_with("```") || trimmed.starts_with("~~~");
        match (fence, open) {
            (true, None) => {
                let rest = &trimmed[3..];
                if rest.contains("```") || rest.contains("~~~") {
                    set(fill, line.clone(), Fill::Block);
                } else {
                    open = Some(line.start);
                }
            }
            (true, Some(start)) => {
                set(fill, start..line.end, Fill::Block);
                open = None;
            }
            _ => {}
        }
    }
    if let Some(start) = open {
        set(fill, start..text.len(), Fill::Block);
    }
}

/// Inline code: a run of backticks up to the next run of the same length on the same line.
fn mask_inline_code(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    for line in lines {
        if !is_kept(fill, line) {
            continue;
        }
        let bytes = &text.as_bytes()[line.clone()];
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] != b'`' {
                i += 1;
                continue;
            }
            let run = bytes[i..].iter().take_while(|b| **b == b'`').count();
            let mut j = i + run;
            let mut close = None;
            while j < bytes.len() {
                if bytes[j] == b'`' {
                    let n = bytes[j..].iter().take_while(|b| **b == b'`').count();
                    if n == run {
                        close = Some(j + n);
                        break;
                    }
                    j += n;
                } else {
                    j += 1;
                }
            }
            match close {
                Some(end) => {
                    set(fill, line.start + i..line.start + end, Fill::Inline);
                    i = end;
                }
                None => i += run,
            }
        }
    }
}

/// A slash command opening the prompt (`/review`, Spec Kit's `/speckit.plan`, Codex's
/// `/prompts:review`): not the user's own sentence, no more than a host's placeholder for
/// pasted material ([`crate::text::host_placeholders`]).
static SLASH_COMMAND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\A\s*/[a-z][a-z0-9_.:-]*(?:\s|\z)").expect("slash command regex")
});

/// The slash command opening `text`, if one does (its name is the match, trimmed). The
/// pattern is compiled only for a prompt that opens with a slash.
pub(super) fn slash_command(text: &str) -> Option<regex::Match<'_>> {
    if !text.trim_start().starts_with('/') {
        return None;
    }
    SLASH_COMMAND.find(text)
}

fn mask_command_and_placeholders(text: &str, fill: &mut [Fill]) {
    for note in crate::text::host_placeholders(text) {
        set(fill, note, Fill::Block);
    }
    if let Some(m) = slash_command(text) {
        let end = if is_expanded_command(text, m.as_str().trim()) {
            text.len()
        } else {
            m.end()
        };
        set(fill, m.start()..end, Fill::Block);
    }
}

/// Whether what follows a slash command is the command's expanded template: the command
/// stands alone on its line and two lines or more follow ("/commit\n请根据 staged 的改动…\n1.
/// 必须…"), or one line in a spec's capitals ([`spec_keywords`]). A user's argument goes on the command's own line ("/review the diff"); a body of
/// lines under a bare command is the command's text, written once for every run, and its
/// MUST / ALWAYS / 永远不要 are its instructions, not the user's rules (docs/CAPTURE.md).
fn is_expanded_command(text: &str, command: &str) -> bool {
    let Some((first, rest)) = text.trim_start().split_once('\n') else {
        return false;
    };
    first.trim() == command
        && (rest
            .lines()
            .filter(|l| !l.trim().is_empty())
            .nth(1)
            .is_some()
            || spec_keywords(rest) >= 2)
}

/// How many of the capitalised keywords of a spec (RFC 2119's MUST, SHOULD… and ALWAYS /
/// NEVER) a text holds, each counted once: a template's body states its duties in them
/// ("You MUST check every file. ALWAYS flag missing tests."), a person typing a line to the
/// agent hardly ever writes two.
fn spec_keywords(text: &str) -> usize {
    const KEYWORDS: [&str; 6] = ["MUST", "SHOULD", "SHALL", "ALWAYS", "NEVER", "REQUIRED"];
    let mut seen = [false; KEYWORDS.len()];
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        if let Some(i) = KEYWORDS.iter().position(|k| *k == word) {
            seen[i] = true;
        }
    }
    seen.iter().filter(|s| **s).count()
}

/// A line of a pasted log, stack trace, compiler output, shell session or Markdown quote.
static LOG_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?x)^\s*(?:
            \[?[0-9]{4}-[0-9]{2}-[0-9]{2}[T\s][0-9]{1,2}:[0-9]{2}
          | \[[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:\.[0-9]+)?\]
          | [0-9]{1,2}:[0-9]{2}:[0-9]{2}\s
          | \[(?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL)\]
          | \[(?:FIRING|RESOLVED|ALERT|ALARM|PROBLEM|TRIGGERED)(?::[0-9]+)?\]
          | (?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL|PANIC)(?:[\s:\]]|$)
          | at\s+[A-Za-z0-9_$.<>\[\]/]+\s*\(
          | at\s+\S+:[0-9]+
          | Traceback\s\(most\srecent
          | File\s"[^"]+",\sline\s[0-9]+
          | thread\s'[^']*'\spanicked
          | panicked\sat\s
          | Caused\sby:
          | npm\s(?:ERR!|error|warn)
          | error(?:\[E[0-9]+\])?:\s
          | warning:\s
          | -->\s
          | \$\s
          | >
          | [A-Za-z0-9_.]+(?:Error|Exception):\s
          | [0-9]+\s+\|
          | \|
          | [⏺⎿●✻╭╰│]
        )"#,
    )
    .expect("log line regex")
});

/// The fields an alert notification lists under its header line (Prometheus / Alertmanager
/// labels and annotations, PagerDuty and Grafana payloads): "summary: …", "runbook: Always
/// check …" are the alert's text, not the user's.
static ALERT_FIELD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^\s*(?:summary|description|runbook|runbook_url|severity|labels|annotations|value|instance|job|alertname|status|startsAt|starts_at|endsAt|ends_at|source|service|env|cluster|namespace|pod|priority|incident|dashboard|generatorURL)\s*[:=]\s",
    )
    .expect("alert field regex")
});

/// Log lines, and the indented lines that continue them (across blank lines), or an alert's
/// fields after its header line.
fn mask_log_lines(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let mut previous_masked = false;
    for line in lines {
        let s = &text[line.clone()];
        // An agent's message pasted from a terminal goes on, indented, after blank lines.
        if s.trim().is_empty() {
            continue;
        }
        let continuation = previous_masked
            && (s.starts_with([' ', '\t']) || s.contains(':') && ALERT_FIELD.is_match(s));
        if is_not_blocked(fill, line) && (continuation || LOG_LINE.is_match(s)) {
            set(fill, line.clone(), Fill::Block);
            previous_masked = true;
        } else {
            previous_masked = continuation;
        }
    }
}

/// A line of a pasted chat transcript: a known speaker, then a colon.
static SPEAKER_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^\s*(?:\*\*)?(?:user|assistant|human|ai|claude|chatgpt|gpt[A-Za-z0-9_.-]*|bot|system|me|[a-z]|用户|助手|客户|我|你|他|她)(?:\*\*)?\s*[:：]",
    )
    .expect("speaker regex")
});

/// A line starting with a person's name and a colon ("Alice: …", "@bob: …", "张伟：…"); group `n`
/// is the name.
static NAMED_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^\s*(?:\[[0-9:. APMapm]{1,12}\]\s*)?@?(?P<n>[A-Z][A-Za-z0-9_.-]{1,20}|\p{Han}{2,4})\s*[:：]\s*\S",
    )
    .expect("name regex")
});

/// Labels that start a line like a name but are the user's own headings.
const LABELS: [&str; 32] = [
    "Checkpoint",
    "Decision",
    "Decided",
    "Note",
    "Rule",
    "Context",
    "Background",
    "Update",
    "Action",
    "Todo",
    "TODO",
    "Step",
    "Example",
    "Input",
    "Output",
    "Result",
    "Question",
    "Answer",
    "Problem",
    "Goal",
    "Task",
    "Plan",
    "Summary",
    "Status",
    "Final",
    "Remember",
    "Important",
    "Fix",
    "Bug",
    "Issue",
    "Finalize",
    "Correction",
];

/// Transcript lines, when at least two of them are pasted: known roles ("User:", "A:"), or
/// names of two or more people, one of them speaking twice (headings like "Context:" do not
/// repeat).
fn mask_transcript(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let roles: Vec<&Range<usize>> = lines
        .iter()
        .filter(|l| SPEAKER_LINE.is_match(&text[(*l).clone()]))
        .collect();
    if let [first, .., last] = roles.as_slice() {
        set(fill, first.start..last.end, Fill::Block);
    }
    let named: Vec<(&Range<usize>, &str)> = lines
        .iter()
        .filter_map(|l| {
            let name = NAMED_LINE.captures(&text[l.clone()])?.name("n")?.as_str();
            (!LABELS.contains(&name)).then_some((l, name))
        })
        .collect();
    let distinct = named
        .iter()
        .any(|(_, n)| named.first().is_some_and(|(_, f)| f != n));
    let repeated = named
        .iter()
        .enumerate()
        .any(|(i, (_, n))| named[..i].iter().any(|(_, m)| m == n));
    // Three people in turn ("Alice: …", "Bob: …", "Carol: …") are a transcript too, though no
    // one speaks twice: a user's own headings are not three names.
    let round = named.len() >= 3
        && named
            .iter()
            .enumerate()
            .all(|(i, (_, n))| named[..i].iter().all(|(_, m)| m != n));
    if let (true, [(first, _), .., (last, _)]) = (distinct && (repeated || round), named.as_slice())
    {
        set(fill, first.start..last.end, Fill::Block);
    }
    // A chat export heads each message with its sender and time on a line of their own
    // ("小王 10:32", "Alice 9:05 AM"): from the first such line to the message after the last.
    let heads: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            // Cheap test first: a time ends the line, so its regex compiles only for such lines.
            let line = text[lines[i].clone()].trim_end();
            line.contains(':')
                && line.ends_with(|c: char| c.is_ascii_digit() || c == 'M' || c == 'm')
                && CHAT_HEAD.is_match(line)
        })
        .collect();
    if let [first, .., last] = heads.as_slice() {
        let end = lines[(*last + 1).min(lines.len() - 1)].end;
        set(fill, lines[*first].start..end, Fill::Block);
    }
}

/// The line that heads a message in a chat export: a sender and a time, nothing else.
static CHAT_HEAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^\s*(?:\p{Han}{2,4}|[A-Z][A-Za-z.-]{1,20}(?: [A-Z][A-Za-z.-]{1,20})?)\s+(?:\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?\s*$",
    )
    .expect("chat head regex")
});

/// Whether `line` is a header of a pasted e-mail ("From: …", "Subject: …", 发件人：…): a plain
/// prefix test, since it runs on every line of every prompt of several lines.
fn is_mail_header(line: &str) -> bool {
    const NAMES: [&str; 12] = [
        "from",
        "to",
        "cc",
        "subject",
        "date",
        "sent",
        "发件人",
        "收件人",
        "抄送",
        "主题",
        "日期",
        "发送时间",
    ];
    let line = line.trim_start();
    NAMES.iter().any(|name| {
        line.get(..name.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(name))
            && line[name.len()..].trim_start().starts_with([':', '：'])
    })
}

/// A pasted e-mail: two header lines or more, then its body. The headers and the paragraphs
/// after them are someone else's words, but a trailing paragraph (the user's ask about it).
fn mask_email(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let headers: Vec<usize> = (0..lines.len())
        .filter(|&i| is_mail_header(&text[lines[i].clone()]))
        .collect();
    let (Some(&first), Some(&last)) = (headers.first(), headers.last()) else {
        return;
    };
    if headers.len() < 2 {
        return;
    }
    let body_end = pasted_paragraphs(text, lines, last + 1)
        .last()
        .map_or(lines[last].end, |&(_, l)| lines[l].end);
    set(fill, lines[first].start..body_end, Fill::Block);
}

/// A line that introduces pasted material ("Here it is:", "报错如下:"), or text to work on: a
/// verb that takes a text as its object (translate, polish, proofread, review, 翻译, 润色, 校对…)
/// before the colon makes what follows that text, not the user's own words ("Translate this
/// to Chinese:", "帮我把下面这段话润色一下：").
static INTRO_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?:{TEXT_WORK}|here\s+it\s+is|here(?:'s|\s+is)\s+(?:the|what|my)|as\s+follows|draft|transcript|conversation|chat|thread|slack|e-?mail|message|log|output|stack\s*trace|post|comment|article|document|your\s+(?:plan|proposal|answer|reply|summary|suggestion)|you\s+(?:said|wrote|proposed|suggested)|\b(?:said|says|wrote|replied)\b|如下|原文|草稿|日志|输出|报错|聊天记录|对话|邮件|消息|文章|文档|贴|粘贴|你的(?:方案|计划|建议|回答|回复|总结)|你(?:说|写|给|建议|提)的)",
    ))
    .expect("intro regex")
});

/// Verbs that take a text as their object (translate, polish, proofread, review, 翻译, 润色,
/// 校对…): what follows them and a colon is that text ([`INTRO_LINE`], and on the same line
/// `rules::PLAN_LEAD`).
pub(super) const TEXT_WORK: &str = r"(?:\b(?:translate|polish|proofread|rewrite|rephrase|reword|summari[sz]e|shorten|copy-?edit|review|tidy\s+up|improve\s+the\s+wording\s+of|fix\s+the\s+(?:typos|grammar|wording)\s+(?:in|of))\b|翻译|润色|改写|校对|概括|精简|缩写|扩写|改得通顺)";

/// Words that make an introducing line an instruction rather than a paste ("记住下面这条:").
static INTRO_VETO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)记住|记一下|remember|rule|规则|规矩").expect("intro veto"));

/// A question about a text the prompt goes on to give ("is this runbook still accurate for the
/// new nodes?", 下面这份文档还对吗？): "this" + a kind of document points at what follows, the
/// text asked about.
static ASKS_ABOUT_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:this|the\s+following|the\s+below|below)\s+(?:runbook|doc|docs|document|readme|checklist|policy|playbook|guide|section|spec|template|prompt|workflow|config|snippet|text|list|page|sop)\b[^\n]*[?？]\s*$|(?:这个|这份|这段|这篇|下面这?份?的?|以下)\s*(?:runbook|readme|文档|手册|清单|配置|模板|流程|规范|说明|指南|提示词)[^\n]*[?？吗]\s*$",
    )
    .expect("asks about text regex")
});

/// The cheap test before [`ASKS_ABOUT_TEXT`] is compiled: a pointer it needs.
fn points_at_text(line: &str) -> bool {
    let lower = line.to_ascii_lowercase();
    ["this ", "below", "following", "这", "下面", "以下"]
        .iter()
        .any(|w| lower.contains(w))
}

/// Paragraphs pasted after an introducing line: all of them but a trailing instruction.
fn mask_pasted(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let Some(intro) = lines.iter().position(|l| {
        let s = &text[l.clone()];
        let ends_with_colon = s.trim_end().ends_with([':', '：']);
        let introduces = ends_with_colon && INTRO_LINE.is_match(s)
            || s.trim_end().ends_with(['?', '？', '吗'])
                && points_at_text(s)
                && ASKS_ABOUT_TEXT.is_match(s);
        introduces && is_kept(fill, l) && !INTRO_VETO.is_match(s)
    }) else {
        return;
    };
    for (first, last) in pasted_paragraphs(text, lines, intro + 1) {
        set(fill, lines[first].start..lines[last].end, Fill::Block);
    }
}

/// An opening ask about someone else's text, up to the first colon or question mark of the
/// first line, or to its end when more lines follow: "what does this error mean: Error: …",
/// "Meeting notes from the infra sync, can you pull out the action items?", 这条报错是什么意思？
/// ERROR: …, 把这段会议纪要整理成待办清单：, 翻译成中文：…. It points at the text (this error,
/// 这份决策记录), says whose it is (a ticket description, 部门发了…) or works on it (translate,
/// summarise, 提炼), and the text follows it: its rules are that text's, not the user's. A
/// bare noun is not enough ("log our progress:", "after the incident review we agreed:",
/// "review of handlers/webhook.ts: …" are the user's own words), nor are notes or a message
/// from a meeting or a colleague (the team's decisions, relayed), nor 这个 + a word that may
/// name the project's own things (这个项目的日志规范：…, 这个通知功能：…). Not when the lead
/// names rules or memory (记住, "remember", 规则, CLAUDE.md).
/// A lead may also quote its source ("from CONTRIBUTING.md:", "excerpt from the ops handbook:":
/// an attribution opens a quotation), point at output received ("getting this:", "seeing these
/// errors now:"), or say it pastes a kind of text (复制一下会议纪要：, 贴一下报错：).
static MATERIAL_LEAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:translate|summari[sz]e|proofread|rephrase|reword|paraphrase)\b|翻译|翻譯|提炼|概括|润色|潤色|\b(?:this|these|the\s+following|below)\s+(?:[\w'.-]+\s+){0,4}?(?:errors?|exception|stack\s*trace|traceback|comments?|todo|minutes|ticket|checklist|notice|announcement|memo|e-?mail|thread|transcript|blog|article|points)\b|\b(?:hook|command|build|ci|console|terminal|compiler|linter)\s+output\b|\bticket\s+description\b|(?:这段|这份|这篇|這段|這份|這篇|下面的?|以下的?)[^，,。：:？?]{0,12}?(?:报错|報錯|日志|日誌|注释|註釋|註解|纪要|紀要|通知|公告|邮件|郵件|聊天记录|博客|文章|决策记录)|(?:这条|這條|这个|這個)\s*(?:[A-Za-z]+\s*)?(?:报错|報錯)|(?:部门|组|团队|同事|客户|老板|领导|法务|hr)\s*(?:发了|发来|转来|留下|写的)|^\s*(?:(?:excerpt|quoted?|copied|pasted|taken)\s+)?from\s+(?:the\s+|our\s+|their\s+|a\s+)?(?:[\w./-]+\.(?:md|txt|rst|adoc|pdf|docx?)|readme|contributing|wiki|docs?|handbook|confluence|notion|slack|jira|spec|rfc|[\w-]+\s+(?:doc|docs|guide|handbook|page|wiki|thread|channel))\b[^:：]{0,40}$|\b(?:getting|got|seeing|saw|hitting|i\s+get|i'm\s+getting)\s+(?:this|these|the\s+following)(?:\s+(?:now|again|error|errors|warning|warnings|output|message))?\s*$|(?:复制|粘贴|贴)(?:一下|了|过来|进来|下)?\s*[^，,。：:]{0,10}?(?:纪要|紀要|通知|公告|邮件|郵件|聊天记录|日志|报错)")
        .expect("material lead regex")
});

/// The cheap test before [`MATERIAL_LEAD`] is compiled: a verb of working on a text, words of
/// whose it is, or a pointer together with a kind of text.
fn may_lead_material(lead: &str) -> bool {
    const ALONE: &[&str] = &[
        "translat",
        "summar",
        "proofread",
        "rephrase",
        "reword",
        "paraphrase",
        "翻",
        "提炼",
        "概括",
        "润色",
        "潤色",
        "description",
        "output",
        "发了",
        "发来",
        "转来",
        "留下",
        "写的",
        "getting th",
        "got th",
        "seeing th",
        "saw th",
        "hitting th",
        "get th",
        "复制",
        // 贴 is also in 粘贴.
        "贴",
    ];
    const POINTERS: &[&str] = &[
        "this",
        "these",
        "following",
        "below",
        "这",
        "這",
        "下面",
        "以下",
    ];
    const KINDS: &[&str] = &[
        "error",
        "exception",
        "trace",
        "comment",
        "todo",
        "minutes",
        "ticket",
        "checklist",
        "notice",
        "announcement",
        "memo",
        "mail",
        "thread",
        "transcript",
        "blog",
        "article",
        "points",
        "报错",
        "報錯",
        "日志",
        "日誌",
        "注释",
        "註",
        "纪要",
        "紀要",
        "通知",
        "公告",
        "邮件",
        "郵件",
        "聊天记录",
        "博客",
        "文章",
        "决策记录",
    ];
    // A source quoted opens the lead ("from CONTRIBUTING.md:", "excerpt from …"); "from now
    // on:" is no source.
    const QUOTED_FROM: &[&str] = &[
        "excerpt from",
        "quote from",
        "quoted from",
        "copied from",
        "pasted from",
        "taken from",
    ];
    let lower = lead.to_ascii_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    let opens_from =
        lower.trim_start().starts_with("from ") && !lower.trim_start().starts_with("from now");
    has(ALONE) || opens_from || has(QUOTED_FROM) || has(POINTERS) && has(KINDS)
}

/// A question whose answer is about the text after it ("what does the code under it do?",
/// "is it still needed?", "does the code below honor it?", 这条报错是什么意思？, 核心观点是什么？):
/// a lead ending in a question mark introduces that text only so. A question about a fault
/// ("why does this error keep happening?") may be followed by the user's own rule.
static ASKS_OF_THE_TEXT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bwhat\s+(?:does|do|did)\s+[^?]{0,60}?\b(?:mean|do|say)\b|\bis\s+(?:it|this|that)\s+still\s+(?:needed|true|accurate|valid|relevant)|\b(?:does|do|did)\s+[^?]{0,60}?\b(?:honou?r|follow|violate|match|comply|break)|\bwhy\s+(?:is|does)\s+(?:it|this)\s+fail|\b(?:pull\s+out|extract|list)\b|\baction\s+items\b|什么意思|什麼意思|说明什么|想表达什么|想表達什麼|核心观点|说的是什么|有没有(?:逻辑)?(?:漏洞|问题)|对不对")
        .expect("asks of the text regex")
});

/// A pointer to a text that follows ("this slack thread", 下面这段): a lead that ends its line
/// without a colon introduces the lines after it only with one.
static POINTS_AT_WHAT_FOLLOWS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:this|these|the\s+following|below)\b|下面|以下|这段|这份|这篇|這段|這份|這篇",
    )
    .expect("points at what follows regex")
});

/// See [`MATERIAL_LEAD`]: the rest of the first line after the lead, and the paragraphs after
/// it when the lead ends its line.
fn mask_after_material_lead(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let Some(first) = lines
        .iter()
        .position(|l| !text[l.clone()].trim().is_empty())
    else {
        return;
    };
    let line = lines[first].clone();
    if fill[line.start] == Fill::Block {
        return;
    }
    let boundary = text[line.clone()].find([':', '：', '?', '？']);
    let more_lines = lines[first + 1..]
        .iter()
        .any(|l| !text[l.clone()].trim().is_empty());
    let lead_end = match boundary {
        Some(at) => line.start + at,
        None if more_lines => line.end,
        None => return,
    };
    let lead = &text[line.start..lead_end];
    if lead.len() > 240 || !may_lead_material(lead) || !MATERIAL_LEAD.is_match(lead) {
        return;
    }
    let mark = text[lead_end..line.end].chars().next();
    let introduces = match mark {
        Some(':' | '：') => true,
        Some(_) => ASKS_OF_THE_TEXT.is_match(lead),
        None => POINTS_AT_WHAT_FOLLOWS.is_match(lead),
    };
    if !introduces || INTRO_VETO.is_match(lead) || NAMES_MEMORY.is_match(lead) {
        return;
    }
    let after = lead_end + mark.map_or(0, char::len_utf8);
    if !text[after..line.end].trim().is_empty() {
        set(fill, after..line.end, Fill::Block);
    } else {
        for (from, to) in pasted_paragraphs(text, lines, first + 1) {
            set(fill, lines[from].start..lines[to].end, Fill::Block);
        }
    }
}

/// A lead that names the agent's rule files or memory asks to put the text there: see
/// [`mask_after_material_lead`].
static NAMES_MEMORY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)claude\.md|agents\.md|gemini\.md|\bmemory\b|记忆|写进|写入|加到|加进|存到|\badd\s+(?:this|it|these)\s+to\b")
        .expect("names memory regex")
});

/// A closing ask to work on the text above it ("turn these into a Slack message", "make it
/// shorter", 把上面的翻译成英文): its object points back ("these", "it", "the above", 上面,
/// a demonstrative with a measure word: 这几条, 这几个, 这几点),
/// so what came before is the material of the work, not the user's instructions. Not when
/// the ask names rules or memory ("make it a rule", 记住上面的).
static TEXT_WORK_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)^\s*(?:(?:please|pls|can\s+you|could\s+you|now|ok|okay|then)[,\s]+)*(?:(?:{TEXT_WORK}|turn|convert|format)\s+(?:all\s+)?(?:this|these|it|them|that|those|the\s+above|the\s+notes?|the\s+text)(?:\s*$|\s*[,.!?:;]|\s+(?:into|to|in|as|for|so|and|please|pls|up|a|an)\b)|make\s+(?:it|this|these|them)\s+(?:shorter|longer|more|less|concise|formal|friendlier|clearer|simpler|nicer|polite|professional)\b)|^\s*(?:请|帮我|麻烦|你)?\s*(?:把|将)?\s*(?:上面|以上|上述|这段|这些|这几条|这几个|这几点|这几项|这篇)[^\n]{{0,20}}?(?:{TEXT_WORK}|整理成|改成|写成|转成|做成|发成|翻译成)"
    ))
    .expect("text work after regex")
});

/// See [`TEXT_WORK_AFTER`]: the paragraphs before a closing ask to work on them.
fn mask_before_text_work(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let Some(last) = lines
        .iter()
        .rposition(|l| !text[l.clone()].trim().is_empty())
    else {
        return;
    };
    let ask = &text[lines[last].clone()];
    // The pattern is compiled only for a last line holding one of its verbs or pointers.
    const KEYS: &[&str] = &[
        "translat",
        "polish",
        "proofread",
        "rewrite",
        "rephrase",
        "reword",
        "summari",
        "shorten",
        "copy",
        "review",
        "tidy",
        "improve",
        "fix the",
        "turn",
        "convert",
        "format",
        "make",
        "上面",
        "以上",
        "上述",
        "这段",
        "这些",
        "这几条",
        "这篇",
    ];
    let lower = ask.to_ascii_lowercase();
    if last == 0
        || !KEYS.iter().any(|k| lower.contains(k))
        || !TEXT_WORK_AFTER.is_match(ask)
        || INTRO_VETO.is_match(ask)
    {
        return;
    }
    set(fill, lines[0].start..lines[last - 1].end, Fill::Block);
}

/// The paragraphs from line `from` on, as (first line, last line) indices, but a trailing one
/// when there are two or more: after a paste the user's own ask often follows, set apart.
fn pasted_paragraphs(text: &str, lines: &[Range<usize>], from: usize) -> Vec<(usize, usize)> {
    let mut paragraphs: Vec<(usize, usize)> = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    for (i, line) in lines.iter().enumerate().skip(from) {
        if text[line.clone()].trim().is_empty() {
            paragraphs.extend(current.take());
        } else {
            current = Some((current.map_or(i, |c| c.0), i));
        }
    }
    paragraphs.extend(current);
    if paragraphs.len() >= 2 {
        paragraphs.pop();
    }
    paragraphs
}

/// A list item led by a bold label (`- **Goal**: …`, `2. **注意**：…`), the way generated
/// documents and model answers are written.
static BOLD_ITEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?:[-*•+]|\d{1,2}[.)、])\s+\*\*[^*\n]{1,60}\*\*").expect("bold item regex")
});

/// Pasted model answers and generated documents: paragraphs that address the reader as 您
/// (users write 你 to an agent) and list items led by a bold label.
fn mask_assistant_text(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    let bold = text.contains("**");
    if !bold && !text.contains('您') {
        return;
    }
    let mut paragraph: Option<Range<usize>> = None;
    let mut polite = false;
    let flush = |paragraph: &mut Option<Range<usize>>, polite: &mut bool, fill: &mut [Fill]| {
        if let Some(p) = paragraph.take()
            && std::mem::take(polite)
        {
            set(fill, p, Fill::Block);
        }
    };
    for line in lines {
        let s = &text[line.clone()];
        if s.trim().is_empty() {
            flush(&mut paragraph, &mut polite, fill);
            continue;
        }
        if bold && BOLD_ITEM.is_match(s) {
            set(fill, line.clone(), Fill::Block);
        }
        polite |= s.contains('您');
        paragraph = Some(paragraph.map_or(line.clone(), |p| p.start..line.end));
    }
    flush(&mut paragraph, &mut polite, fill);
}

fn closing(open: char) -> Option<char> {
    Some(match open {
        '"' => '"',
        '“' => '”',
        '「' => '」',
        '『' => '』',
        '‘' => '’',
        '\'' => '\'',
        _ => return None,
    })
}

/// Quoted spans on one line: `"…"`, `“…”`, `「…」`, `『…』`, `‘…’`, and `'…'` when the quotes
/// are not apostrophes (`don't`, `users'`).
fn mask_quotes(text: &str, lines: &[Range<usize>], fill: &mut [Fill]) {
    for line in lines {
        let s = &text[line.clone()];
        let chars: Vec<(usize, char)> = s.char_indices().collect();
        let mut k = 0;
        while k < chars.len() {
            let (at, c) = chars[k];
            let Some(close) = closing(c) else {
                k += 1;
                continue;
            };
            if fill[line.start + at] != Fill::Keep || (c == '\'' && !apostrophe_opens(&chars, k)) {
                k += 1;
                continue;
            }
            let end = (k + 1..chars.len()).find(|&j| {
                chars[j].1 == close
                    && fill[line.start + chars[j].0] == Fill::Keep
                    && (c != '\'' || apostrophe_closes(&chars, j))
            });
            match end {
                Some(j) => {
                    let stop = line.start + chars[j].0 + close.len_utf8();
                    set(fill, line.start + at..stop, Fill::Inline);
                    k = j + 1;
                }
                None => k += 1,
            }
        }
    }
}

fn apostrophe_opens(chars: &[(usize, char)], k: usize) -> bool {
    let before_ok = k == 0 || {
        let p = chars[k - 1].1;
        p.is_whitespace() || !p.is_ascii() || "([{:=,/".contains(p)
    };
    let after_ok = chars.get(k + 1).is_some_and(|(_, n)| !n.is_whitespace());
    before_ok && after_ok
}

fn apostrophe_closes(chars: &[(usize, char)], j: usize) -> bool {
    let before_ok = chars[j - 1].1 != ' ';
    let after_ok = chars
        .get(j + 1)
        .is_none_or(|(_, n)| !n.is_ascii_alphanumeric());
    before_ok && after_ok
}

/// `text[range]` without what the mask blanked out (pasted blocks, placeholders): those
/// characters become spaces, quotes and inline code are kept.
pub(super) fn visible(text: &str, masked: &str, range: Range<usize>) -> String {
    let (start, end) = (
        floor_boundary(text, range.start),
        floor_boundary(text, range.end),
    );
    text[start..end]
        .char_indices()
        .map(|(i, c)| {
            let blanked = masked.as_bytes()[start + i] == b' ' && !c.is_whitespace();
            if blanked { ' ' } else { c }
        })
        .collect()
}

/// One sentence of the masked prompt.
#[derive(Debug, Clone)]
pub(super) struct Sentence {
    /// Clause ranges, trimmed, in order; never empty.
    pub clauses: Vec<Range<usize>>,
    /// The sentence ends with a question mark.
    pub asks: bool,
}

impl Sentence {
    /// From the start of the first clause to the end of the last.
    pub fn span(&self) -> Range<usize> {
        self.clauses[0].start..self.clauses[self.clauses.len() - 1].end
    }
}

/// Abbreviations after which a period does not end a sentence: Latin ones, and the titles
/// before a name ("not Mr. Li"). "ms" is left out: it is also milliseconds ("takes 200 ms.").
const ABBREVIATIONS: [&str; 9] = ["e.g", "i.e", "etc", "vs", "cf", "approx", "mr", "mrs", "dr"];

fn ends_with_abbreviation(before: &str) -> bool {
    let before = before.to_ascii_lowercase();
    ABBREVIATIONS.iter().any(|a| {
        before
            .strip_suffix(a)
            .is_some_and(|rest| !rest.ends_with(|c: char| c.is_ascii_alphanumeric()))
    })
}

/// Connectives that open a Chinese clause: a space before one, after a Han character, ends
/// the clause before it as a comma would.
const CLAUSE_OPENERS_ZH: [&str; 15] = [
    "以后", "今后", "往后", "另外", "还有", "然后", "不然", "否则", "因为", "所以", "但是", "不过",
    "而且", "比如", "例如",
];

/// Whether `clause` ends with the place a verb of putting sends its object to (写进记忆里,
/// 记到 CLAUDE.md 里, 放到 docs 中): the verb's directional complement (进, 到, 入) and the
/// locative (里, 中) close the phrase, so a space typed after it is where a comma goes
/// ("写进 CLAUDE.md 里 所有脚本都要 set -e"). Not a place before its verb (在 CLAUDE.md 里 加一条),
/// which has no complement, nor 这里 / 那里 / 哪里 ("here", "there").
fn closes_a_place_put_to(clause: &str) -> bool {
    let clause = clause.trim_end();
    let Some(before) = ["里面", "里", "中"]
        .iter()
        .find_map(|l| clause.strip_suffix(l))
    else {
        return false;
    };
    !before.ends_with(['这', '那', '哪'])
        && before
            .char_indices()
            .any(|(i, c)| matches!(c, '进' | '到' | '入') && i > 0)
}

/// Words that take an object and cannot end a question: after one of them a `?` standing
/// alone between spaces is that object, a symbol (Rust's `?` operator, a ternary's `?`), not a
/// question mark ("propagate errors with ? and log them", "use ? or expect").
const TAKES_THE_SYMBOL: [&str; 10] = [
    "with", "use", "using", "via", "by", "the", "a", "an", "add", "prefer",
];

/// Whether the `?` at `at` stands alone between spaces after a word of [`TAKES_THE_SYMBOL`]:
/// a question mark ends the word before it, with no space between.
fn is_question_mark_symbol(masked: &str, at: usize) -> bool {
    let (before, after) = (&masked[..at], &masked[at + 1..]);
    let Some(before) = before.strip_suffix(' ') else {
        return false;
    };
    let word = before
        .rsplit(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or_default();
    after.starts_with(' ')
        && TAKES_THE_SYMBOL
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
}

/// Whether the `!` at `at` closes a Rust macro's name rather than a sentence: right after a
/// word's last letter, and either called (`println!(…)`, `vec![…]`) or named a macro
/// ("panic! 宏", "the `todo!` macro" typed without backticks), or a path's last segment
/// (`anyhow::bail!`). An exclamation is followed by the next sentence, never by the word for
/// macro, and closes no path.
fn names_a_macro(masked: &str, at: usize) -> bool {
    let before = &masked[..at];
    let word = &before[before
        .char_indices()
        .rfind(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
        .map_or(0, |(i, c)| i + c.len_utf8())..];
    let after = &masked[at + 1..];
    let named = after.trim_start();
    word.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
        && (after.starts_with(['(', '[', '{'])
            || word.contains("::")
            || named.starts_with('宏')
            || named
                .get(..5)
                .is_some_and(|w| w.eq_ignore_ascii_case("macro")))
}

/// Whether the `!` at `at` is in a run of `!` standing alone between spaces with a lowercase
/// word after it: a symbol named (Kotlin's `!!`, a `!` operator: "no !! operator in production
/// code"), as [`is_question_mark_symbol`] reads `?`. An exclamation mark ends the word before
/// it, with no space between.
fn is_bang_symbol(masked: &str, at: usize) -> bool {
    let before = masked[..at].trim_end_matches('!');
    let after = masked[at..].trim_start_matches('!');
    before.ends_with(' ')
        && after
            .strip_prefix(' ')
            .is_some_and(|a| a.starts_with(|c: char| c.is_ascii_lowercase()))
}

/// Split the masked text into sentences of clauses.
pub(super) fn sentences(masked: &str) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut clauses: Vec<Range<usize>> = Vec::new();
    let mut clause_start = 0;
    let chars: Vec<(usize, char)> = masked.char_indices().collect();
    let push_clause = |clauses: &mut Vec<Range<usize>>, start: usize, end: usize| {
        let piece = &masked[start..end];
        let lead = piece.len() - piece.trim_start().len();
        let trimmed = piece.trim();
        if !trimmed.is_empty() {
            clauses.push(start + lead..start + lead + trimmed.len());
        }
    };
    for (k, &(at, c)) in chars.iter().enumerate() {
        let next = chars.get(k + 1).map(|x| x.1);
        let prev = k.checked_sub(1).map(|p| chars[p].1);
        let ends_sentence = match c {
            // Full stops typed twice or more (。。。) are an ellipsis, a pause inside the
            // sentence (你怎么又写术语。。。我说过我是新手了).
            '。' => next != Some('。') && prev != Some('。'),
            '！' | '？' | '\n' => true,
            // A mark in brackets (`[!]`, `(?)`, `> [!NOTE]`) tags what follows, inside the
            // sentence: "remember that [!] always run tests" is one sentence.
            // Inside a run of letters and digits (a password typed in prose, `Zq7!mV2r`) it is
            // a character of that word, not the end of a sentence.
            '!' => {
                let in_word = prev.is_some_and(|p| p.is_ascii_alphanumeric())
                    && next.is_some_and(|n| n.is_ascii_alphanumeric());
                let symbol = names_a_macro(masked, at) || is_bang_symbol(masked, at);
                !(matches!(prev, Some('[' | '(')) || in_word || symbol)
            }
            '?' => !matches!(prev, Some('[' | '(')) && !is_question_mark_symbol(masked, at),
            // In chat an emoji closes a sentence as "!" does ("shadcn-svelte it is 🎉 locking
            // that in", "不改了😤"); the pictographs only, not symbols typed inside a sentence
            // (→, ✓), and only after the words it closes: after a space that follows a word,
            // or right after a Han character. One at the start of a line or after a control
            // character marks what follows (📍 note) and closes nothing.
            c if is_pictograph(c) => match (k.checked_sub(2).map(|p| chars[p].1), prev) {
                (_, Some(p)) if crate::text::is_han(p) => true,
                (Some(before), Some(' ')) => !before.is_whitespace() && !before.is_control(),
                _ => false,
            },
            '.' => {
                next.is_none_or(|n| n.is_whitespace() || !n.is_ascii())
                    && prev.is_some_and(|p| p != '.')
                    && !ends_with_abbreviation(
                        &masked[floor_boundary(masked, at.saturating_sub(8))..at],
                    )
            }
            _ => false,
        };
        let ends_clause = match c {
            '，' | '；' | ';' | '：' | '…' | '（' | '）' => true,
            '。' => true,
            // A tilde after a Chinese word is a drawn-out pause, typed where a comma goes
            // (这周先到这里~记一下进度); not in a path (~/.claude) or a range (3~5).
            '~' | '～' => {
                prev.is_some_and(crate::text::is_han)
                    && next.is_none_or(|n| n.is_whitespace() || crate::text::is_han(n))
            }
            ',' => {
                !(prev.is_some_and(|p| p.is_ascii_digit())
                    && next.is_some_and(|n| n.is_ascii_digit()))
            }
            ':' => next.is_none_or(|n| n.is_whitespace() || !n.is_ascii()),
            '—' | '–' => true,
            '-' => prev == Some(' ') && next == Some(' '),
            '.' => next == Some('.'),
            // Typed Chinese often puts a space where a comma goes ("key 统一冒号分隔 以后新加的
            // 都按这个来"); before a connective that opens a clause it can be nothing else. (A
            // space after 应该 or between 原则 and 一 joins the words of one clause.)
            ' ' => {
                prev.is_some_and(crate::text::is_han)
                    && (CLAUSE_OPENERS_ZH
                        .iter()
                        .any(|w| masked[at + 1..].starts_with(w))
                        || closes_a_place_put_to(&masked[clause_start..at]))
            }
            _ => false,
        } && !(matches!(c, ',' | '—' | '–' | '-')
            && stresses_never(masked, at, c));
        if ends_sentence {
            push_clause(&mut clauses, clause_start, at);
            clause_start = at + c.len_utf8();
            if !clauses.is_empty() {
                out.push(Sentence {
                    clauses: std::mem::take(&mut clauses),
                    asks: c == '?' || c == '？',
                });
            }
        } else if ends_clause {
            push_clause(&mut clauses, clause_start, at);
            clause_start = at + c.len_utf8();
        }
    }
    push_clause(&mut clauses, clause_start, masked.len());
    if !clauses.is_empty() {
        out.push(Sentence {
            clauses,
            asks: false,
        });
    }
    merge_lone_stress(masked, out)
}

/// A frequency adverb said as a sentence of its own ("Open a PR for typo fixes too. Always.",
/// "Don't use unwrap() in library code. Ever.", "No exceptions.") stresses the sentence before
/// it, as ", always" does: it is read as that sentence's last clause.
fn merge_lone_stress(masked: &str, sentences: Vec<Sentence>) -> Vec<Sentence> {
    let lone = |s: &Sentence| s.clauses.len() == 1 && is_stress(&masked[s.clauses[0].clone()]);
    // Most prompts have none: they keep their sentences as they are.
    if !sentences.iter().skip(1).any(lone) {
        return sentences;
    }
    let mut out: Vec<Sentence> = Vec::with_capacity(sentences.len());
    for s in sentences {
        match out.last_mut() {
            Some(before) if lone(&s) && !before.asks && !s.asks => before.clauses.extend(s.clauses),
            _ => out.push(s),
        }
    }
    out
}

/// Whether the comma or dash at `at` is the pause around "ever" stressing "never" ("never,
/// ever commit .env files", "never — ever — disable the linter"): one adverb said with a
/// pause, which ends no clause. Called on those marks only.
fn stresses_never(masked: &str, at: usize, c: char) -> bool {
    fn ends_with_word(s: &str, w: &str) -> bool {
        let cut = s.len().wrapping_sub(w.len());
        s.len() >= w.len()
            && s.is_char_boundary(cut)
            && s[cut..].eq_ignore_ascii_case(w)
            && !s[..cut]
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric)
    }
    fn starts_with_word(s: &str, w: &str) -> bool {
        s.len() >= w.len()
            && s.is_char_boundary(w.len())
            && s[..w.len()].eq_ignore_ascii_case(w)
            && !s[w.len()..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
    }
    let before = masked[..at].trim_end();
    let after = masked[at + c.len_utf8()..].trim_start();
    if ends_with_word(before, "never") {
        return starts_with_word(after, "ever");
    }
    ends_with_word(before, "ever")
        && ends_with_word(
            before[..before.len() - 4]
                .trim_end()
                .trim_end_matches([',', '—', '–', '-'])
                .trim_end(),
            "never",
        )
}

/// Is `clause` one of `rules::STRESS_EN`'s adverbs (or "ever"), alone? A word list, not that
/// pattern: this runs on every one-clause sentence of every prompt, the pattern only on
/// prompts that hold its keywords.
fn is_stress(clause: &str) -> bool {
    let word = clause.trim_end_matches(['.', '!']).trim();
    [
        "always",
        "ever",
        "every time",
        "every single time",
        "each time",
        "no exceptions",
        "no exception",
        "without exception",
    ]
    .iter()
    .any(|w| word.eq_ignore_ascii_case(w))
}

/// An emoji pictograph (the Unicode blocks of emoticons, pictographs, transport and
/// supplemental symbols).
fn is_pictograph(c: char) -> bool {
    matches!(u32::from(c), 0x1F300..=0x1F5FF | 0x1F600..=0x1F64F | 0x1F680..=0x1F6FF | 0x1F900..=0x1FAFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn visible(text: &str) -> String {
        mask(text).split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn masks_keep_byte_offsets() {
        let text = "记住 `用 pnpm` 和 “别用 npm”\n```\nnever do this\n```\nok";
        let masked = mask(text);
        assert_eq!(masked.len(), text.len());
        assert!(!masked.contains("never"));
        assert!(!masked.contains("pnpm"));
        assert!(masked.ends_with("ok"));
    }

    #[test]
    fn quotes_but_not_apostrophes() {
        assert_eq!(visible("don't say 'never' here"), "don't say xxxxxxx here");
        assert_eq!(
            visible("the users' table isn't 'static"),
            "the users' table isn't 'static"
        );
        assert_eq!(
            visible("message:'chore: always use pnpm'"),
            "message:xxxxxxxxxxxxxxxxxxxxxxxx"
        );
    }

    #[test]
    fn masks_logs_and_transcripts() {
        assert_eq!(
            visible("log:\n[12:01:33] WARN never retry\n\nok?"),
            "log: ok?"
        );
        assert_eq!(
            visible("User: always use tabs\nAssistant: sure\nthoughts?"),
            "thoughts?"
        );
        assert_eq!(
            visible("Alice: decision made\nBob: never again\nAlice: ok\nsummary?"),
            "summary?"
        );
        assert_eq!(visible("Context: a\nDecision: b"), "Context: a Decision: b");
        assert_eq!(
            visible("Traceback (most recent call last):\n  File \"a.py\", line 1\nhelp"),
            "help"
        );
        // A question about "this runbook" that the prompt goes on to give: the runbook is the
        // text asked about.
        assert_eq!(
            visible(
                "is this runbook still accurate for the new nodes?\n\n## Runbook: disk full\n1. Always check df -h first\n2. Never delete WAL files"
            ),
            "is this runbook still accurate for the new nodes?"
        );
        assert_eq!(
            visible("下面这份文档还准确吗？\n\n1. 永远不要直接改生产库\n2. 发版前先备份"),
            "下面这份文档还准确吗？"
        );
        // A question that points at nothing pasted after it leaves the rest the user's.
        assert_eq!(
            visible("is this ok?\n\nalways run the linter before pushing"),
            "is this ok? always run the linter before pushing"
        );
        // An alert's header line and the fields under it are the alert's text.
        assert_eq!(
            visible(
                "[FIRING:1] DBConnectionsHigh prod\nsummary: connections > 90%\nrunbook: Always check pg_stat_activity first\n\nthis fired again, why?"
            ),
            "this fired again, why?"
        );
        assert_eq!(
            visible("[RESOLVED] DiskFull\nseverity: critical\nok, close it"),
            "ok, close it"
        );
        // Without an alert's header line, a field-like line is the user's.
        assert_eq!(
            visible("notes for later\nsummary: always run the migration first"),
            "notes for later summary: always run the migration first"
        );
    }

    #[test]
    fn masks_placeholders_commands_and_pasted_agent_messages() {
        assert_eq!(visible("[Pasted text #1 +3 lines] go"), "go");
        assert_eq!(visible("/review the diff"), "the diff");
        // A bare command with a body of lines under it: the command's expanded template.
        assert_eq!(
            visible("/plan\n# Planning mode\nYou MUST NOT write code. ALWAYS list assumptions."),
            ""
        );
        assert_eq!(visible("/commit\n规则：\n1. 永远不要超过 72 个字符"), "");
        // One line in a spec's capitals (two of MUST / ALWAYS / NEVER…) is the template too.
        assert_eq!(
            visible("/review\nYou are a reviewer. You MUST check every file. ALWAYS flag it."),
            ""
        );
        // One line under it is the user's argument, as on the command's own line.
        assert_eq!(
            visible("/review\nalways check the migrations"),
            "always check the migrations"
        );
        assert_eq!(visible("see /tmp/x first"), "see /tmp/x first");
        assert_eq!(visible("⏺ Done.\n\n  More of it\nok"), "ok");
        assert_eq!(
            visible("请看:\n\n您好，请记住备份。\n\n怎么样"),
            "请看: 怎么样"
        );
        assert_eq!(visible("plan\n- **Always** test\nok"), "plan ok");
    }

    #[test]
    fn masks_pasted_draft_but_not_the_instruction_after_it() {
        let text = "Fix this draft:\n\nNever ship on Friday.\n\nKeep it short.";
        assert_eq!(visible(text), "Fix this draft: Keep it short.");
    }

    #[test]
    fn splits_sentences_and_clauses() {
        let text = "Use http://localhost:8787, not 8080. 记住:我在深圳,时区 UTC+8。Why?";
        let s = sentences(text);
        let clauses: Vec<Vec<&str>> = s
            .iter()
            .map(|s| s.clauses.iter().map(|c| &text[c.clone()]).collect())
            .collect();
        assert_eq!(
            clauses,
            vec![
                vec!["Use http://localhost:8787", "not 8080"],
                vec!["记住", "我在深圳", "时区 UTC+8"],
                vec!["Why"]
            ]
        );
        assert!(s[2].asks);
    }

    #[test]
    fn a_space_before_a_chinese_connective_ends_a_clause() {
        let clauses = |text: &str| -> Vec<String> {
            sentences(text)
                .iter()
                .flat_map(|s| s.clauses.iter().map(|c| text[c.clone()].to_string()))
                .collect()
        };
        assert_eq!(
            clauses("嗯 还有一个 以后动 selector 之前 先存快照 不然回归测不了"),
            [
                "嗯",
                "还有一个",
                "以后动 selector 之前 先存快照",
                "不然回归测不了"
            ]
        );
        // Not after a Latin word ("升级 pnpm 以后都挂了": 以后 is "after" there), and not
        // between words of one clause.
        for one in [
            "升级 pnpm 以后都挂了",
            "应该 一直使用下载器的方式",
            "原则 一这个语义化",
        ] {
            assert_eq!(clauses(one), [one]);
        }
    }

    #[test]
    fn a_bracketed_mark_does_not_end_the_sentence() {
        let text = "remember that [!] always run tests. (?) ok! Why?";
        let s = sentences(text);
        let first = &text[s[0].clauses[0].clone()];
        assert_eq!(first, "remember that [!] always run tests");
        assert_eq!(s.len(), 3);
        assert!(s[2].asks);
    }

    #[test]
    fn caps_cut_between_words() {
        let text = "remember that ".repeat(5_000);
        let capped = cap(&text);
        let (head, tail) = capped.split_once("\n\n").unwrap();
        assert!(
            head.trim_end().ends_with("that"),
            "{:?}",
            &head[head.len() - 20..]
        );
        assert!(
            tail.trim_start().starts_with("remember"),
            "{:?}",
            &tail[..20]
        );
        // No space near the cut: a plain cut on a character boundary.
        let word = "a".repeat(20_000);
        assert_eq!(cap(&word).len(), HEAD + TAIL + 2);
    }

    #[test]
    fn caps_huge_prompts_on_char_boundaries() {
        let text = "好".repeat(10_000);
        let capped = cap(&text);
        assert!(capped.len() < HEAD + TAIL + 8);
    }
}
