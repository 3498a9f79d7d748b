//! Recall quality on the labelled corpus, through the built binary's prompt hook:
//! `cargo bench --bench recall` (`-- --corpus DIR` for another set built the same way,
//! `-- --misses` to list the prompts ranked wrong). Prints hit@1, hit@3, recall@5 and MRR
//! per category, by prompt language and overall, the noise on prompts nothing stored bears
//! on, and the injected characters, next to DESIGN.md's goals. A measurement, not a test:
//! `tests/recall_corpus.rs` holds the floors.

#[path = "recall_eval.rs"]
mod recall_eval;

use std::path::PathBuf;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let corpus = args
        .iter()
        .position(|a| a == "--corpus")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/recall.dev")
        });
    let work = match tempfile::Builder::new()
        .prefix("recallbench-")
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
    {
        Ok(w) => w,
        Err(e) => {
            eprintln!("recall bench: temp dir: {e}");
            std::process::exit(1);
        }
    };
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_memory-manager"));
    println!("recall on {} through {}\n", corpus.display(), bin.display());
    let started = Instant::now();
    match recall_eval::run(&bin, &corpus, work.path()) {
        Ok(report) => {
            print!("{}", report.render());
            if args.iter().any(|a| a == "--misses") {
                println!("\nranked wrong first:\n{}", report.render_misses());
            }
            println!("({:.1} s)", started.elapsed().as_secs_f64());
        }
        Err(e) => {
            eprintln!("recall bench: {e:#}");
            std::process::exit(1);
        }
    }
}
