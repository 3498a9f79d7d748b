//! The text a signal saves: which part of its sentence (or the sentences around it) is cut
//! out, trigger words and tags stripped, tidied and clipped to a fact's length.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::{BORROW_MAX_BYTES, Prompt, SignalKind, gate, rules, segment};

/// What to cut out of the trigger clause.
pub(super) enum Cut {
    /// Forward: the text starts here (absolute byte offset).
    From(usize),
    /// Keep: the whole sentence without this range (absolute, possibly empty).
    Without(Range<usize>),
    /// Keep, from this clause of the sentence on (its fillers skipped), without this range.
    WithoutFrom(Range<usize>, usize),
    /// Only the trigger clause, without this range.
    Clause(Range<usize>),
    /// A rule-file ask: where its rule is.
    RuleFile(RuleContent),
    /// The clauses before the trigger clause, in its sentence: what a bare confirmation
    /// ("…，决定了，…") points back at.
    Before,
    /// The sentences before the trigger's, in its paragraph: what a pointer with nothing of
    /// its own points back at ("we format with black. don't forget it next time, you keep
    /// using 88").
    Previous,
}

/// Where the rule of a rule-file ask is.
pub(super) enum RuleContent {
    /// After the ask ("…to CLAUDE.md that says to use X"), from this offset to the sentence end.
    After(usize),
    /// The ask's object ("把 X 写入 CLAUDE.md").
    Object(Range<usize>),
    /// Before the ask: the rest of its sentence, else the sentences before it ("also add this
    /// to CLAUDE.md").
    Before,
}

/// `text` without `closing` at its end (a clause of the sentence it was cut from, its closing
/// punctuation aside), and without the comma or dash before it; `text` itself when it does not
/// end so.
pub(super) fn without_closing(text: &str, closing: &str) -> String {
    let closing = closing
        .trim()
        .trim_end_matches(|c: char| is_punct(c) || c.is_whitespace());
    match text.trim_end().strip_suffix(closing) {
        Some(head) if !closing.is_empty() => head
            .trim_end_matches(|c: char| c.is_whitespace() || ",，;；—–-".contains(c))
            .to_string(),
        _ => text.to_string(),
    }
}

/// `text` without a heading of keeping that its trigger words were cut out of ("keep that
/// for: X" from "keep that for next time: X", "this for next time: X", "save this for - X"):
/// the heading holds only a verb of keeping, a pointer and what is left of the scope, so the
/// fact is what follows its colon or dash. In Chinese the heading may name the words
/// themselves ("这句话：X", "下面这段话，X", "我说的话：X" from 记住我说的话：X): they are what
/// follows, after a colon or a comma; so may the rule named as such ("follow this rule: X",
/// 必须遵守这条规则：X) and an ask to the rule files or memory that another family's trigger
/// stood before ("from now on add to CLAUDE.md: X", 以后都要加到 CLAUDE.md：X), and a bare
/// 记得 / 记住 left by 以后 (以后记得：X).
pub(super) fn without_memo_heading(text: String) -> String {
    // A colon, or a dash with spaces around it, ends an English heading.
    const END: &str = r"(?:[:：]|\s(?:[—–]|-{1,2})\s)\s*";
    static HEADING: LazyLock<Regex> = LazyLock::new(|| {
        rules::re(
            &r"^(?:(?:ok|okay|so|and|please|pls|also|just|keep|save|remember|note|store|jot|write|down|this|that|it|for|next|time|the|future|later|in|mind){B}\s*)+{END}|^(?:(?:下面|以下|接下来)的?)?(?:这|那)?一?(?:句|段)话\s*[:：，,]\s*|^我(?:刚才|刚刚|下面|接下来|现在)?(?:说|讲)的(?:这句|这段)?话\s*[:：，,]\s*|^(?:(?:please|always|just|from\s+now\s+on)\s+)*(?:follow|obey|keep|remember|apply)\s+(?:this|these|the\s+following)\s+(?:rules?|conventions?|guidelines?)\s*{END}|^(?:都|也)?(?:必须|一定要|要|请|务必)?(?:遵守|遵循|记住|记得|执行|按照)?(?:这条|这个|以下|下面的?)(?:规则|规矩|约定|规范)\s*[:：]\s*|^(?:(?:please|pls|also|just|always)\s+)*(?:add|put|write|save|record|note)\s+(?:(?:it|this|that)\s+)?(?:(?:to|in|into)\s+)?(?:{RULE_FILE_EN}|(?:the\s+|your\s+|our\s+)?(?:memory|rules?))\s*{END}|^(?:这个|这条|这点|这些)?\s*(?:以后|今后)?\s*(?:都|也)?\s*(?:一定要|务必|要|请)?(?:记得|记住|牢记|别忘了|不要忘了)\s*[:：]\s*|^(?:都|也)?(?:要|需要|请|记得|必须)?(?:加到|加进|写到|写进|写入|记到|记入|记进|放到|放进|加入|添加到|更新到|同步到|存到|存入)\s*(?:{RULE_FILE_PLACE_ZH}|memory|记忆)\s*(?:里面|里|中)?\s*[:：]\s*"
            .replace("{END}", END),
        )
    });
    // The heading needs its colon or dash, or a comma after the words named (话): the pattern
    // is compiled only when one is there.
    let comma_heading = text.contains([',', '，']) && text.contains('话');
    if !text.contains([':', '：', '—', '–', '-']) && !comma_heading {
        return text;
    }
    match HEADING.find(&text) {
        Some(m) if m.end() < text.len() => text[m.end()..].to_string(),
        _ => text,
    }
}

impl Prompt<'_> {
    /// Where the rule of a rule-file ask is: the words it says to add ("a section that says
    /// to use /browse", "把 X 写入 CLAUDE.md", "更新 CLAUDE.md to not test styles"), or, when
    /// it says "this", the rest of the prompt before it.
    pub(super) fn rule_file_content(
        &self,
        caps: &regex::Captures,
        offset: usize,
        clause: Range<usize>,
    ) -> RuleContent {
        // Words that name nothing ("this", "这一条", 这条规则) stand for what came before.
        let at = |name: &str| {
            caps.name(name)
                .map(|m| offset + m.start()..offset + m.end())
                .filter(|r| !gate::stands_for_what_came_before(&self.masked[r.clone()]))
        };
        if let Some(c) = at("c") {
            return RuleContent::After(c.start);
        }
        let ask = caps
            .get(0)
            .map_or(clause.clone(), |m| offset + m.start()..offset + m.end());
        let object = at("o").or_else(|| {
            // "关键信息更新到 CLAUDE.md": the object stands before the verb.
            let before = clause.start..ask.start;
            let lead = rules::skip_fillers(&self.masked[before.clone()]);
            // "帮我把这条写进 CLAUDE.md：…": an opener before the ask is no object.
            Some(before.start + lead..before.end).filter(|r| {
                !gate::stands_for_what_came_before(&self.masked[r.clone()])
                    && !rules::ASK_OPENER_ONLY.is_match(&self.masked[r.clone()])
                    && !rules::MODAL_ONLY_ZH.is_match(&self.masked[r.clone()])
            })
        });
        object.map_or(RuleContent::Before, RuleContent::Object)
    }

    /// The text a hit saves, and whether it was borrowed from a neighbouring sentence.
    /// Checkpoints and missed saves (`to_end`) run on to the end of the prompt.
    pub(super) fn text_for(&self, si: usize, ci: usize, cut: Cut, to_end: bool) -> (String, bool) {
        let sentence = &self.sentences[si];
        let clauses = &sentence.clauses;
        let (pieces, hole) = match cut {
            Cut::From(at) => {
                let mut pieces: Vec<Range<usize>> =
                    std::iter::once(at.min(clauses[ci].end)..clauses[ci].end)
                        .chain(clauses[ci + 1..].iter().cloned())
                        .collect();
                if to_end {
                    pieces.extend(
                        self.sentences[si + 1..]
                            .iter()
                            .flat_map(|s| s.clauses.iter().cloned()),
                    );
                } else {
                    self.end_before_next_step(&mut pieces, 0);
                }
                let pieces = self.trim_pieces(pieces);
                if !pieces.is_empty() {
                    return (self.render(&pieces, None), false);
                }
                // "No, that's wrong. We deploy with helm.": a bare "no" before the trigger is
                // the rejection itself, as the trigger is; the sentence after says what holds.
                let before = self.before_clause(si, ci);
                let rejects = |r: &Range<usize>| rules::BARE_NO.is_match(&self.masked[r.clone()]);
                if before.iter().all(rejects) {
                    (Vec::new(), None)
                } else {
                    (before, None)
                }
            }
            Cut::Without(hole) => self.keep_from(si, ci, hole, 0),
            Cut::WithoutFrom(hole, from) => self.keep_from(si, ci, hole, from),
            Cut::Before => (self.before_clause(si, ci), None),
            Cut::Previous => return (self.render(&self.paragraph_before(si), None), true),
            Cut::Clause(hole) => {
                let own = self.without(&clauses[ci..=ci], 0, &hole);
                return (self.render(&self.trim_pieces(own), Some(hole)), false);
            }
            Cut::RuleFile(RuleContent::After(at)) => {
                let end = clauses.last().map_or(at, |c| c.end);
                return (self.render(std::slice::from_ref(&(at..end)), None), false);
            }
            Cut::RuleFile(RuleContent::Object(o)) => {
                return (self.render(std::slice::from_ref(&o), None), false);
            }
            Cut::RuleFile(RuleContent::Before) => {
                let mut rest = clauses.clone();
                rest.remove(ci);
                let rest = self.trim_pieces(rest);
                // "…, never inside a migration. that's a rule for this repo, add it to
                // AGENTS.md": a demonstrative subject points at the sentences before too.
                let points = rest.first().is_some_and(|r| {
                    gate::demonstrative_subject(&self.masked[r.clone()].to_ascii_lowercase())
                });
                if !rest.is_empty() && !points {
                    return (self.render(&rest, None), false);
                }
                return (self.render(&self.paragraph_before(si), None), true);
            }
        };
        if !pieces.is_empty() {
            return (self.render(&pieces, hole), false);
        }
        // Nothing but the trigger: the neighbouring sentence says what it is about.
        let neighbours = if si + 1 == self.sentences.len() {
            [si.checked_sub(1), None]
        } else {
            [Some(si + 1), si.checked_sub(1)]
        };
        for j in neighbours.into_iter().flatten() {
            let s = &self.sentences[j];
            let whole = &self.masked[s.span()];
            if s.asks || rules::asks(whole) {
                continue;
            }
            let pieces = self.trim_pieces(s.clauses.clone());
            if !pieces.is_empty() {
                return (self.render(&pieces, None), true);
            }
        }
        (String::new(), false)
    }

    /// Cut::Without's pieces: the sentence's clauses from clause `from` on (the first one's
    /// fillers skipped: "but do not …"), with `hole` cut out of trigger clause `ci`.
    fn keep_from(
        &self,
        si: usize,
        ci: usize,
        hole: Range<usize>,
        from: usize,
    ) -> (Vec<Range<usize>>, Option<Range<usize>>) {
        let clauses = &self.sentences[si].clauses;
        let mut pieces = self.without(clauses, ci, &hole);
        pieces.drain(..from);
        // A filler opening the kept text ("ok SQLite it is", "honestly, …") is no part of what
        // is kept, as it is no part of what a family matches.
        if let Some(first) = pieces.first_mut() {
            first.start += kept_filler_len(&self.masked[first.clone()]);
        }
        let ci = ci - from;
        // "…, every single time, no exceptions": a second closer after the trigger's
        // stresses the same rule, and is no part of it.
        while pieces.len() > ci + 1
            && pieces
                .last()
                .is_some_and(|r| rules::ONLY_STRESS.is_match(&self.masked[r.clone()]))
        {
            pieces.pop();
        }
        self.end_before_next_step(&mut pieces, ci);
        (self.trim_pieces(pieces), Some(hole))
    }

    /// Whether trigger clause `ci` of sentence `si` says nothing after its trigger (from `at`)
    /// — a bare confirmation, or one with only fillers and particles left ("决定了吧",
    /// "decided.") — after clauses with content of their own: what it confirms.
    pub(super) fn confirms_before(&self, si: usize, ci: usize, at: usize) -> bool {
        let clauses = &self.sentences[si].clauses;
        let end = clauses[ci].end;
        let rest =
            self.masked[at.min(end)..end].trim_matches(|c: char| c.is_whitespace() || is_punct(c));
        // A confirmation ending on a colon heads what follows it ("…, agreed in the meeting: we
        // add pgbouncer"), as "Decision made: …" does.
        let heads = self.masked[at.min(end)..]
            .trim_start_matches(|c: char| c.is_whitespace() || c == '.' || c == '!')
            .starts_with([':', '：']);
        !heads
            && rules::EMPTY_CLAUSE.is_match(&rest[rules::skip_fillers(rest)..])
            && !self.before_clause(si, ci).is_empty()
    }

    /// `pieces` cut before the first clause after piece `trigger` that goes on with the task
    /// at hand ([`rules::NEXT_STEP_OF_TASK`]: "always reproduce it first, then fix it").
    /// After a trigger clause left with nothing or only a pointer, any clause of sequence ends
    /// it ([`rules::SEQUENCE_NEXT`]: "记住这个，然后继续").
    fn end_before_next_step(&self, pieces: &mut Vec<Range<usize>>, trigger: usize) {
        let next = pieces.iter().skip(trigger + 1).position(|r| {
            // "then" and 然后 are fillers elsewhere: here they are the mark.
            let r = self.masked[r.clone()].trim_start();
            rules::NEXT_STEP_OF_TASK.is_match(r)
                || (rules::SEQUENCE_NEXT.is_match(r) && self.says_nothing(&pieces[trigger]))
        });
        if let Some(next) = next {
            pieces.truncate(trigger + 1 + next);
        }
    }

    /// `clauses` with `hole` cut out of clause `ci` when it covers that clause's start or end.
    fn without(
        &self,
        clauses: &[Range<usize>],
        ci: usize,
        hole: &Range<usize>,
    ) -> Vec<Range<usize>> {
        let mut pieces = clauses.to_vec();
        let c = &clauses[ci];
        if !hole.is_empty() && hole.start <= c.start {
            pieces[ci] = hole.end.min(c.end)..c.end;
        } else if !hole.is_empty() && hole.end >= c.end {
            pieces[ci] = c.start..hole.start.max(c.start);
        }
        pieces
    }

    /// The clauses of the sentences before sentence `si` in its paragraph, from at most
    /// [`BORROW_MAX_BYTES`] back: what "add this to CLAUDE.md" points at.
    fn paragraph_before(&self, si: usize) -> Vec<Range<usize>> {
        let start_of = |j: usize| self.sentences[j].span().start;
        let mut first = si;
        while first > 0 {
            let gap = &self.masked[self.sentences[first - 1].span().end..start_of(first)];
            if gap.matches('\n').count() > 1
                || start_of(si) - start_of(first - 1) > BORROW_MAX_BYTES
            {
                break;
            }
            first -= 1;
        }
        let pieces = self.sentences[first..si]
            .iter()
            .flat_map(|s| s.clauses.iter().cloned())
            .collect();
        self.trim_pieces(pieces)
    }

    /// The clauses of sentence `si` before clause `ci`, contentless ones dropped: what a
    /// trigger with nothing after it points back at ("CI 迁到 GitHub Actions，决定了").
    pub(super) fn before_clause(&self, si: usize, ci: usize) -> Vec<Range<usize>> {
        self.trim_pieces(self.sentences[si].clauses[..ci].to_vec())
    }

    /// Whether a piece carries no content: nothing, fillers, confirmations or pointers
    /// ([`rules::EMPTY_CLAUSE`]).
    fn says_nothing(&self, r: &Range<usize>) -> bool {
        let s = self.masked[r.clone()].trim_matches(|c: char| c.is_whitespace() || is_punct(c));
        rules::EMPTY_CLAUSE.is_match(&s[rules::skip_fillers(s)..])
    }

    /// Drop contentless clauses (fillers, confirmations, pointers) from both ends.
    fn trim_pieces(&self, mut pieces: Vec<Range<usize>>) -> Vec<Range<usize>> {
        let empty = |r: &Range<usize>| self.says_nothing(r);
        while pieces.last().is_some_and(empty) {
            pieces.pop();
        }
        let lead = pieces.iter().take_while(|r| empty(r)).count();
        pieces.drain(..lead);
        pieces
    }

    /// The original text from the first piece to the last, without `hole`, tidied.
    fn render(&self, pieces: &[Range<usize>], hole: Option<Range<usize>>) -> String {
        let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else {
            return String::new();
        };
        let start = segment::floor_boundary(self.text, first.start);
        let end = segment::floor_boundary(self.text, last.end.max(first.start));
        let visible = |r: Range<usize>| segment::visible(self.text, self.masked, r);
        let raw = match hole {
            Some(h) if h.start > start && h.end < end => {
                let before = visible(start..h.start);
                let before = before.trim();
                // Only fillers before the trigger ("OK we don't want X"): they are no part
                // of what is kept, with or without a comma after them.
                if rules::skip_fillers(before) == before.len() {
                    visible(h.end..end)
                } else {
                    // "Moment.js is out, use date-fns" without its trigger: the space before
                    // the trigger does not stand before the comma after it.
                    let (head, tail) = (visible(start..h.start), visible(h.end..end));
                    // "端口不对，是 8080" without its verdict: the topic is the subject of the
                    // copula that gave the right value, and Chinese sets no comma between a
                    // subject and its predicate ("端口是 8080", not "端口，是 8080").
                    let copula =
                        tail.strip_prefix([',', '，'])
                            .map(str::trim_start)
                            .filter(|rest| {
                                ["是", "应该是", "应是", "应为", "该是"]
                                    .iter()
                                    .any(|c| rest.starts_with(c))
                            });
                    match (copula, tail.starts_with(|c: char| is_punct(c) && c != '-')) {
                        (Some(rest), _) => format!("{}{rest}", head.trim_end()),
                        (None, true) => format!("{}{tail}", head.trim_end()),
                        (None, false) => format!("{head}{tail}"),
                    }
                }
            }
            _ => visible(start..end),
        };
        // A bracket opened in the kept text closes in it, though the clause ends at the close
        // ("按 feature 分包（src/features 下面放 components），这个已经定了").
        let after = self.text[end..].trim_start();
        let closer = [('（', '）'), ('(', ')')]
            .into_iter()
            .find(|&(open, close)| {
                after.starts_with(close) && raw.matches(open).count() > raw.matches(close).count()
            });
        match closer {
            Some((_, close)) => tidy(&format!("{raw}{close}")),
            None => tidy(&raw),
        }
    }
}

pub(super) fn is_punct(c: char) -> bool {
    ",，.。:：;；!！?？、-—–~…·".contains(c)
}

/// Whitespace collapsed, punctuation trimmed from both ends, a dangling "了" and closing
/// modal particles dropped.
pub(super) fn tidy(raw: &str) -> String {
    let joined = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut trimmed = joined.trim_end_matches(|c: char| c.is_whitespace() || is_punct(c));
    // A dot before a name is part of it (".env", ".css"): a dotfile or an extension, kept.
    while let Some(c) = trimmed.chars().next() {
        let dot_name = c == '.' && trimmed[1..].starts_with(|n: char| n.is_ascii_alphanumeric());
        if dot_name || !(c.is_whitespace() || is_punct(c)) {
            break;
        }
        trimmed = &trimmed[c.len_utf8()..];
    }
    // "以后升级依赖前先看 changelog 吧": a sentence-final particle
    // ([`rules::CLOSING_PARTICLES_ZH`]) gives the tone of the ask, not its content. Not the
    // end of a word (酒吧, 网吧, 贴吧, 干嘛, 哈哈).
    const WORDS: [&str; 6] = ["酒吧", "网吧", "贴吧", "书吧", "干嘛", "哈哈"];
    while let Some(rest) = trimmed.strip_suffix(|c| rules::CLOSING_PARTICLES_ZH.contains(c)) {
        if rest.is_empty() || WORDS.iter().any(|w| trimmed.ends_with(w)) {
            break;
        }
        trimmed = rest.trim_end_matches(|c: char| c.is_whitespace() || is_punct(c));
    }
    let trimmed = match trimmed.strip_suffix('了') {
        Some(rest) if rest.ends_with(|c: char| c.is_ascii_alphanumeric() || c == ' ') => {
            rest.trim_end()
        }
        _ => trimmed,
    };
    // "刚才那条，你怎么没记住" without its trigger leaves "刚才那条，你": a last clause that is
    // only the subject of the cut words says nothing.
    let trimmed = ["你们", "你"]
        .iter()
        .find_map(|p| trimmed.strip_suffix(p))
        .map(|rest| rest.trim_end())
        .filter(|rest| rest.ends_with([',', '，', ';', '；']))
        .map_or(trimmed, |rest| {
            rest.trim_end_matches(|c: char| c.is_whitespace() || is_punct(c))
        });
    trimmed.to_owned()
}

/// A kind that is written whatever its text says: a checkpoint, a missed save.
pub(super) fn settled(kind: SignalKind) -> bool {
    matches!(kind, SignalKind::Checkpoint | SignalKind::MissedSave)
}

/// Trigger words left at either end of a saved text ("from now on", "以后都", "记住"), and
/// tags at its start (see [`LEADING_TAG`]), however they alternate ("remember that [!]
/// remember that [!] …"): the rule is what they introduce.
pub(super) fn strip_triggers(text: &str) -> String {
    let mut rest = text.trim_start();
    loop {
        // The leading pattern is anchored: its keywords can only be near the start.
        let head = crate::text::clip_head(rest, 256).to_ascii_lowercase();
        let lead = rules::LEADING_TRIGGER
            .get(&head)
            .and_then(|r| r.find(rest))
            .map_or(0, |m| m.end());
        let lead = match lead == 0 && head.contains("go with") {
            true => GO_WITH.find(rest).map_or(0, |m| m.end()),
            false => lead,
        };
        let after = rest[lead..].trim_start();
        let tag = match after.starts_with(['[', '(', '>', '*', '+', '-']) {
            true => LEADING_TAG.find(after).map_or(0, |m| m.end()),
            false => 0,
        };
        let next = after[tag..].trim_start();
        if next.len() == rest.len() {
            break;
        }
        rest = next;
    }
    let lower = rest.to_ascii_lowercase();
    let tail = rules::TRAILING_TRIGGER
        .get(&lower)
        .and_then(|r| r.find(rest))
        .map_or(rest.len(), |m| m.start());
    // Tidying trims punctuation that may have stood before a tag (", [!] …").
    let text = tidy(&rest[..tail]);
    match text.starts_with(['[', '(', '>', '*', '+', '-']) {
        true => LEADING_TAG
            .find(&text)
            .map_or(text.clone(), |m| tidy(&text[m.end()..])),
        false => text,
    }
}

/// "(let's / we'll / to) go with X" at the start of a saved text: choosing, said of what was
/// chosen. A decision records X, as when "go with" is the trigger itself ("let's go with X"
/// saves "X"); after another trigger ("decision made: let's go with X") it is left over.
static GO_WITH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^(?:(?:let['’]?s|let\s+us|we['’]ll|we\s+will|i['’]ll|i\s+will|we['’]re\s+going\s+to|we\s+are\s+going\s+to|to)\s+)?go\s+with\s+",
    )
    .expect("go with regex")
});

/// Markup that tags a line rather than saying anything: a quote or list mark, a checkbox
/// (`[ ]`, `[x]`), a bracketed mark (`[!]`, `(?)`, `[*]`), a Markdown alert (`[!NOTE]`). At
/// the start of a saved text it is dropped: "remember that [!] always run tests" saves
/// "always run tests", and "remember: [x]" has nothing left to save.
static LEADING_TAG: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:(?:[>*+-]\s|\[[ xX!?*]?\]|\[![A-Za-z]+\]|\([!?xX*]\))\s*)+")
        .expect("leading tag regex")
});

/// The saved text: secrets removed (as they stand in the whole prompt: a one-line key block
/// split into clauses is still a key block), then the hook's 120-character clause rule, its
/// closing punctuation dropped (a cut keeps its `…`). Redaction comes first: a secret cut in
/// two by the limit no longer looks like one, and its first part would be saved.
pub(super) fn clip(prompt: &str, text: &str) -> String {
    crate::text::clip_clause(&crate::redact::redact_within(prompt, text))
        .trim_end_matches(|c: char| is_punct(c) && c != '…')
        .to_owned()
}

/// How much of `text`'s start is fillers to leave out of a saved text ([`rules::skip_fillers`]),
/// unless the last filler is a Han character run into the next one: 那 of 那个服务 and 另外 of
/// 另外一条 begin a word or a phrase there, not a filler.
fn kept_filler_len(text: &str) -> usize {
    let n = rules::skip_fillers(text);
    let run_on = text[..n]
        .chars()
        .next_back()
        .is_some_and(crate::text::is_han)
        && text[n..].chars().next().is_some_and(crate::text::is_han);
    if run_on { 0 } else { n }
}
