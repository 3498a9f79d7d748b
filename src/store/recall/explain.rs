//! Why a line ranked: for `recall --explain`, each hit with the query terms it matched,
//! which of them came through a concept group (and from which words of the query), and
//! what each added to its score.

use super::{Hit, Query, bits, lexicon, scan};
use crate::store::doc::Doc;
use crate::store::paths::MemFile;

/// One query term found on a hit.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MatchedTerm {
    /// The word, or the concept group's name.
    pub term: String,
    /// For a match through a concept group: the query's words that named it.
    pub expansion_of: Option<Vec<String>>,
    /// What it added to the score: 0 for a concept whose own word also matched.
    pub contribution: f32,
}

/// A ranked line and why.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Explained {
    pub hit: Hit,
    pub matched: Vec<MatchedTerm>,
}

/// The hits [`super::rank`] gives for `query`, each with its matched terms.
pub fn explain(docs: &[(MemFile, &Doc)], query: &str, limit: usize) -> Vec<Explained> {
    let asked = Query::new(query);
    let scanned = scan(docs, &asked, limit);
    let (idf, avg) = (&scanned.idf, scanned.avg);
    let q = scanned.corrected.unwrap_or(asked);
    scanned
        .hits
        .into_iter()
        .map(|r| {
            let terms = bits(r.matched)
                .map(|i| {
                    let t = &q.terms[i];
                    let tf = r.repeats.iter().find(|x| x.0 == i).map_or(1, |x| x.1);
                    let contribution = if q.counts(i, r.matched) {
                        q.term_score(i, idf, tf, r.len, avg)
                    } else {
                        0.0
                    };
                    MatchedTerm {
                        term: t
                            .concept
                            .map_or_else(|| t.key.clone(), |c| lexicon::name(c).into()),
                        expansion_of: t.concept.map(|_| {
                            t.sources
                                .iter()
                                .flatten()
                                .map(|&s| q.terms[s].key.clone())
                                .collect()
                        }),
                        contribution,
                    }
                })
                .collect();
            Explained {
                hit: r.hit,
                matched: terms,
            }
        })
        .collect()
}

/// The explanation as text: per hit its citation and score, then one line per matched
/// term (`~` marks a match through a concept group, with the words it came from).
pub fn render_explained(explained: &[Explained]) -> String {
    let mut out = String::new();
    for e in explained {
        let h = &e.hit;
        out.push_str(&format!(
            "📍 {}:L{} [{}] {}  (score {:.2})\n",
            h.file.name(),
            h.line,
            h.month,
            crate::text::one_line(&h.fact),
            h.score
        ));
        for m in &e.matched {
            let via = match &m.expansion_of {
                Some(words) => format!("~ {} (from {})", m.term, words.join(", ")),
                None => m.term.clone(),
            };
            out.push_str(&format!("    {via}  +{:.2}\n", m.contribution));
        }
    }
    out
}
