//! What a prompt's detection asks the store to do: the one policy from a [`Target`] to the
//! [`Op`]s written, and the sub-agent rule (a sub-agent's words are not the user's: they only
//! count as candidates, never land in MEMORY.md or USER.md directly).

use crate::signals::prompt::{Detection, Target};
use crate::store::candidates::{CandidateKind, CandidateSource};
use crate::store::doc::Section;
use crate::store::{Op, Provenance};

/// What a detection asks the store to do. A sub-agent only records candidates.
pub fn ops_for(d: &Detection, subagent: bool) -> Vec<Op> {
    let entry = |section, source| {
        if subagent {
            let kind = if section == Section::Decisions {
                CandidateKind::Decision
            } else {
                CandidateKind::Rule
            };
            Op::Observe {
                kind,
                summary: d.text.clone(),
                explicit: false,
                source: CandidateSource::Hook,
            }
        } else {
            Op::Entry {
                section,
                text: d.text.clone(),
                source,
                pinned: false,
            }
        }
    };
    let observe = |kind| Op::Observe {
        kind,
        summary: d.text.clone(),
        explicit: false,
        source: CandidateSource::Hook,
    };
    match d.target {
        _ if d.text.trim().is_empty() && d.target != Target::Log => Vec::new(),
        Target::User => vec![entry(Section::Preferences, Provenance::Explicit)],
        Target::MemoryRules => vec![entry(Section::Rules, Provenance::Explicit)],
        Target::MemoryDecisions => vec![entry(Section::Decisions, Provenance::Decision)],
        Target::CandidateRule => vec![observe(CandidateKind::Rule)],
        Target::CandidatePreference => vec![observe(CandidateKind::Preference)],
        Target::Log => vec![Op::Checkpoint {
            text: d.text.clone(),
        }],
        Target::Improvements => vec![Op::Improvement {
            text: d.text.clone(),
        }],
        Target::Nothing => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signals::prompt::{Gate, SignalKind, Verdict};

    fn detection(target: Target, text: &str) -> Detection {
        Detection {
            kind: SignalKind::Explicit,
            target,
            text: text.into(),
            reason: String::new(),
            gate: Gate {
                verdict: Verdict::Pass,
                why: "",
            },
        }
    }

    #[test]
    fn each_target_is_written_where_it_belongs() {
        let d = detection(Target::MemoryRules, "always use pnpm");
        assert_eq!(
            ops_for(&d, false),
            [Op::Entry {
                section: Section::Rules,
                text: "always use pnpm".into(),
                source: Provenance::Explicit,
                pinned: false,
            }]
        );
        let d = detection(Target::MemoryDecisions, "we chose Postgres");
        assert!(matches!(
            &ops_for(&d, false)[..],
            [Op::Entry {
                section: Section::Decisions,
                source: Provenance::Decision,
                ..
            }]
        ));
        let d = detection(Target::User, "reply in Chinese");
        assert!(matches!(
            &ops_for(&d, false)[..],
            [Op::Entry {
                section: Section::Preferences,
                ..
            }]
        ));
        let d = detection(Target::CandidatePreference, "short answers");
        assert!(matches!(
            &ops_for(&d, false)[..],
            [Op::Observe {
                kind: CandidateKind::Preference,
                explicit: false,
                ..
            }]
        ));
        assert!(matches!(
            &ops_for(&detection(Target::Log, ""), false)[..],
            [Op::Checkpoint { .. }]
        ));
        assert!(ops_for(&detection(Target::Nothing, "x"), false).is_empty());
    }

    #[test]
    fn a_sub_agent_only_records_candidates() {
        for (target, kind) in [
            (Target::MemoryRules, CandidateKind::Rule),
            (Target::User, CandidateKind::Rule),
            (Target::MemoryDecisions, CandidateKind::Decision),
        ] {
            let ops = ops_for(&detection(target, "use pnpm"), true);
            assert!(
                matches!(&ops[..], [Op::Observe { kind: k, explicit: false, source: CandidateSource::Hook, .. }] if *k == kind),
                "{target:?}: {ops:?}"
            );
        }
    }

    #[test]
    fn an_empty_text_writes_nothing_but_a_checkpoint() {
        assert!(ops_for(&detection(Target::MemoryRules, "  "), false).is_empty());
        assert_eq!(ops_for(&detection(Target::Log, ""), false).len(), 1);
    }
}
