//! Trust: what README's safety section promises, tried the way an adversary (or an unlucky
//! day) would — one module per family of issue 10, each driving the built binary.
//!
//! | module | the promise |
//! |---|---|
//! | `secrets` | no secret reaches any file, the spool included, whichever writer it comes through; look-alikes stay |
//! | `secrets_everywhere` | command-line and config-file secrets go through no writer (drop reasons, MCP, hooks, spool); an unended 800 KB key block answers in time |
//! | `prompt_never_blocked` | whatever its arguments and environment, the hook exits 0 and a prompt gets its reminder |
//! | `given_text` | what a person or an agent gives is kept whole up to 1,000 characters, refused beyond, never cut |
//! | `forged_lines` | memory text is data: no line break, control character or fake metadata forges a line |
//! | `persons_lines` | a person's lines are never lost, folded or repaired away |
//! | `locks_and_spool` | a deleted lock file or a killed merge never loses a save or applies a record twice |
//! | `confinement` | links and special files a cloned repo can carry never take a write outside, nor hang the hook |
//! | `stale_citation` | acting on a stale citation with the text seen hits that fact or nothing |
//! | `bare_citation` | a citation given back without its text acts on the fact last shown there, wherever it moved, or is refused |
//! | `large_inputs` | huge prompts, files and errors: the hook answers, degrading to the plain reminder |
//! | `cache_folder` | the cache folder's FIFOs, links and linked folders never stall a hook, take a write or get swept through; deep JSON is an error |
//! | `hand_edits` | a line typed through a descriptor opened before a write, `echo >>` racing every writer, an editor's save mid-write: none is lost or undone |
//! | `small_ones` | headings, line endings, BOMs, IDs, numbers and fences keep what they were |

mod bare_citation;
mod cache_folder;
mod confinement;
mod forged_lines;
mod given_text;
mod hand_edits;
mod large_inputs;
mod locks_and_spool;
mod persons_lines;
mod prompt_never_blocked;
mod secrets;
mod secrets_everywhere;
mod small_ones;
mod stale_citation;
