//! What each tool says to the model: its name, a short description and its input schema
//! (plain JSON Schema, written out so the model reads exactly this). Descriptions name other
//! tools by their MCP names; [`super::rename`] gives OpenClaw's.

use serde_json::{Value, json};

/// One tool as a host offers it to the model.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// The MCP name (`memory_search`); OpenClaw's is [`Spec::openclaw_name`].
    pub name: &'static str,
    /// The name OpenClaw's plugin registers: its own tools own `memory_search` and
    /// `memory_get`, so ours carry the product's name.
    pub openclaw_name: &'static str,
    /// A short title for people (tool lists, approvals).
    pub title: &'static str,
    pub description: &'static str,
    /// The JSON Schema of the arguments.
    pub schema: fn() -> Value,
    /// Reads only.
    pub read_only: bool,
    /// Offered in the model's first request rather than behind the host's tool search: the
    /// three the reminder names.
    pub always_load: bool,
}

/// Every tool, in the order hosts list them.
pub static TOOLS: [Spec; 9] = [
    Spec {
        name: "memory_search",
        openclaw_name: "memory_manager_search",
        title: "Search memory",
        description: "Search this project's long-term memory (rules, decisions, corrections, the user's preferences) for what bears on the task, e.g. before picking a command, tool or convention. Returns the best-matching lines, each cited as 📍 FILE:Lnn; open one with memory_get. A line naming a path, dependency or script the project no longer has ends with ⚠ and what is gone, after the others: check before following it.",
        schema: search_schema,
        read_only: true,
        always_load: true,
    },
    Spec {
        name: "memory_get",
        openclaw_name: "memory_manager_get",
        title: "Open memory lines",
        description: "Open memory lines by their citation, e.g. MEMORY.md:L12 or a range MEMORY.md:L10-L20 (also USER.md). Returns the lines as they stand in the file, each with its 📍 citation.",
        schema: get_schema,
        read_only: true,
        always_load: true,
    },
    Spec {
        name: "memory_save",
        openclaw_name: "memory_manager_save",
        title: "Save a fact",
        description: "Save one lasting fact the user stated or confirmed (a rule, a decision, a correction of a mistake, or something about the user) so later sessions know it. Not for task progress or guesses. Write it to make sense a month from now without this conversation: name the thing, never \"this\" or \"option B\". Returns where it was saved (📍 FILE:Lnn), or where it already was.",
        schema: save_schema,
        read_only: false,
        always_load: true,
    },
    Spec {
        name: "memory_supersede",
        openclaw_name: "memory_manager_supersede",
        title: "Replace a fact",
        description: "Replace a stored fact that is no longer true: the old line is struck through and points at the new one; nothing is deleted. Give its citation and its text as you saw it: if that line no longer holds the text, the fact is looked for by its text, and nothing changes when it is gone.",
        schema: supersede_schema,
        read_only: false,
        always_load: false,
    },
    Spec {
        name: "memory_forget",
        openclaw_name: "memory_manager_forget",
        title: "Archive a fact",
        description: "Archive a stored fact that is wrong or obsolete and has no replacement: struck through, kept in the file, never recalled again. Give its citation and its text as you saw it; nothing changes when the line no longer holds it.",
        schema: forget_schema,
        read_only: false,
        always_load: false,
    },
    Spec {
        name: "memory_candidates",
        openclaw_name: "memory_manager_candidates",
        title: "List candidates",
        description: "List the candidate pool: what was seen but not yet promoted to memory (repeated tool failures, corrections, preferences), each with its ID, type, count ({READY_AT} makes it ready) and, for a failure, its fix when known.",
        schema: no_arguments,
        read_only: true,
        always_load: false,
    },
    Spec {
        name: "memory_resolve",
        openclaw_name: "memory_manager_resolve",
        title: "Record a failure's fix",
        description: "Record what fixed a failure candidate (its ID, e.g. C003, from a memory note or memory_candidates), so the lesson promoted from it reads \"X fails with Y → Z\". Say the fix as an instruction, e.g. \"use `pnpm install`\". Replaces a fix recorded before.",
        schema: resolve_schema,
        read_only: false,
        always_load: false,
    },
    Spec {
        name: "memory_evolve_card",
        openclaw_name: "memory_manager_evolve_card",
        title: "Show the evolution card",
        description: "Show the evolution card: the ready candidates that would be promoted into MEMORY.md / USER.md, numbered. Only the user may approve it: show the card to the user as it is, ask which items to apply (all, some such as 1,3, or skip), then call memory_evolve_apply with exactly their answer.",
        schema: no_arguments,
        read_only: true,
        always_load: false,
    },
    Spec {
        name: "memory_evolve_apply",
        openclaw_name: "memory_manager_evolve_apply",
        title: "Apply the user's answer to the card",
        description: "Apply the user's answer to the evolution card shown with memory_evolve_card: \"all\", item numbers such as \"1,3\", or \"skip\". Pass exactly what the user answered; never choose for them. A session decides at most 2 cards.",
        schema: evolve_apply_schema,
        read_only: false,
        always_load: false,
    },
];

fn object(properties: Value, required: &[&str]) -> Value {
    json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    })
}

fn no_arguments() -> Value {
    object(json!({}), &[])
}

fn reference(what: &str) -> Value {
    json!({
        "type": "string",
        "description": format!("{what}, as cited: MEMORY.md:L12 or USER.md:L7"),
    })
}

fn search_schema() -> Value {
    object(
        json!({
            "query": {
                "type": "string",
                "description": "A few words naming what to recall, e.g. \"test command\" or \"数据库 迁移\"",
            },
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": super::MAX_SEARCH,
                "description": format!("How many lines at most (default {})", super::DEFAULT_SEARCH),
            },
        }),
        &["query"],
    )
}

fn get_schema() -> Value {
    object(
        json!({
            "ref": {
                "type": "string",
                "description": format!(
                    "A citation, MEMORY.md:L12, or a range of at most {} lines, MEMORY.md:L10-L20",
                    super::MAX_GET_LINES
                ),
            },
        }),
        &["ref"],
    )
}

fn save_schema() -> Value {
    object(
        json!({
            "text": {
                "type": "string",
                "description": "The fact in one line of at most 1,000 characters (kept whole; longer is refused), true out of context, e.g. \"Use pnpm, not npm, in this repo\"",
            },
            "kind": {
                "type": "string",
                "enum": ["rule", "decision", "correction", "preference", "background", "style"],
                "description": "rule: how to work here; decision: a choice made; correction: a mistake not to repeat; preference: what the user likes; background: the user's work and setting; style: how to answer the user",
            },
        }),
        &["text", "kind"],
    )
}

fn supersede_schema() -> Value {
    object(
        json!({
            "ref": reference("The fact's line"),
            "old_text": {"type": "string", "description": "The fact's text as you saw it on that line, whole (end it with … if you saw only its start). Without it, the fact you were last shown at that line is meant, wherever it is now"},
            "new_text": {"type": "string", "description": "What is true now, in one line of at most 1,000 characters"},
        }),
        &["ref", "new_text"],
    )
}

fn forget_schema() -> Value {
    object(
        json!({
            "ref": reference("The fact's line"),
            "old_text": {"type": "string", "description": "The fact's text as you saw it on that line, whole (end it with … if you saw only its start). Without it, the fact you were last shown at that line is meant, wherever it is now"},
        }),
        &["ref"],
    )
}

fn resolve_schema() -> Value {
    object(
        json!({
            "id": {"type": "string", "description": "The failure candidate's ID, e.g. C003"},
            "fix": {"type": "string", "description": "What fixed it, as an instruction, e.g. \"use `pnpm install`\""},
        }),
        &["id", "fix"],
    )
}

fn evolve_apply_schema() -> Value {
    object(
        json!({
            "approve": {
                "type": "string",
                "description": "The user's answer: \"all\", item numbers such as \"1,3\", or \"skip\"",
            },
            "card": {
                "type": "string",
                "description": "The card's IDs line as memory_evolve_card gave it (e.g. \"C001,C004\"): when the ready candidates changed since, nothing is applied",
            },
        }),
        &["approve"],
    )
}
