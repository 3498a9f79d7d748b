//! The agent's own memory tools (docs/TOOLS.md): the registry — names, descriptions, input
//! schemas — and [`call`], the one place each tool is carried out. The MCP server
//! (`memory-manager mcp`, for Claude Code) and the `tool` subcommand (run by OpenClaw's
//! plugin) both go through here, so arguments, gates and messages are the same for both.

mod calls;
mod specs;

use std::fmt;

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::answer::ToolNames;
use crate::store::Store;
use crate::store::candidates::READY_AT;
use crate::text::one_line;
pub use specs::{Spec, TOOLS};

/// `memory_search` returns this many lines unless asked…
pub const DEFAULT_SEARCH: usize = 5;
/// …and at most this many.
pub const MAX_SEARCH: usize = 20;
/// `memory_get` opens at most this many lines at once.
pub const MAX_GET_LINES: usize = 40;

/// How a host names the tools: MCP clients by their plain names (Claude Code shows them as
/// `mcp__memory-manager__memory_search`), OpenClaw by our plugin's (`memory_manager_search`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Naming {
    Mcp,
    Openclaw,
}

impl Spec {
    /// The tool's name under `naming`.
    pub fn named(&self, naming: Naming) -> &'static str {
        match naming {
            Naming::Mcp => self.name,
            Naming::Openclaw => self.openclaw_name,
        }
    }

    /// The description, naming other tools as `naming` does and the promotion threshold
    /// as the store counts it (`{READY_AT}`).
    pub fn description(&self, naming: Naming) -> String {
        rename(self.description, naming).replace("{READY_AT}", &READY_AT.to_string())
    }
}

/// A tool by either of its names, with the naming that name belongs to.
pub fn find(name: &str) -> Option<(&'static Spec, Naming)> {
    TOOLS.iter().find_map(|s| {
        if s.name == name {
            Some((s, Naming::Mcp))
        } else if s.openclaw_name == name {
            Some((s, Naming::Openclaw))
        } else {
            None
        }
    })
}

/// The name of tool `mcp_name` under `naming`.
fn name_of(mcp_name: &str, naming: Naming) -> &'static str {
    let spec = TOOLS
        .iter()
        .find(|s| s.name == mcp_name)
        .unwrap_or_else(|| panic!("{mcp_name} is not a registered tool"));
    spec.named(naming)
}

/// The tools the reminder names, as `naming` names them.
pub fn names(naming: Naming) -> ToolNames<'static> {
    ToolNames {
        search: name_of("memory_search", naming),
        get: name_of("memory_get", naming),
        save: name_of("memory_save", naming),
        resolve: name_of("memory_resolve", naming),
    }
}

/// `text` with every registered tool's MCP name replaced by its name under `naming`.
pub fn rename(text: &str, naming: Naming) -> String {
    if naming == Naming::Mcp {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut rest = text;
    while let Some(at) = rest.find("memory_") {
        out.push_str(&rest[..at]);
        let word_len = rest[at..]
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
            .unwrap_or(rest.len() - at);
        let word = &rest[at..at + word_len];
        match TOOLS.iter().find(|s| s.name == word) {
            Some(spec) => out.push_str(spec.named(naming)),
            None => out.push_str(word),
        }
        rest = &rest[at + word_len..];
    }
    out.push_str(rest);
    out
}

/// The tools as OpenClaw's plugin registers them (`hooks/openclaw/plugin/tools.json`: a
/// plugin's tools must be known before it runs anything).
pub fn openclaw_tools() -> Value {
    TOOLS
        .iter()
        .map(|s| {
            serde_json::json!({
                "name": s.openclaw_name,
                "label": s.title,
                "description": s.description(Naming::Openclaw),
                "parameters": (s.schema)(),
                "direct": s.always_load,
            })
        })
        .collect()
}

/// A tool call that did not do what it was asked: one line for the model, which may try
/// again differently.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolError(pub String);

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<anyhow::Error> for ToolError {
    fn from(e: anyhow::Error) -> ToolError {
        ToolError(one_line(&format!("{e:#}")).into_owned())
    }
}

impl ToolError {
    fn new(message: impl Into<String>) -> ToolError {
        ToolError(one_line(&message.into()).into_owned())
    }
}

/// What one call runs with.
pub struct Call<'a> {
    /// The store of the folder the host runs in.
    pub store: &'a Store,
    /// The session evolution cards are counted in.
    pub session: &'a str,
    /// How the host names the tools (for the texts that mention one).
    pub naming: Naming,
}

/// Run tool `name` (either of its names) with `args`, a JSON object; its text, or why not.
pub fn call(name: &str, args: Value, with: &Call) -> Result<String, ToolError> {
    let Some((spec, _)) = find(name) else {
        return Err(ToolError::new(format!("unknown tool {name:?}")));
    };
    Args::parse(spec, args)?.run(with)
}

/// A call's arguments, read as its tool's own type.
enum Args {
    Search(calls::SearchArgs),
    Get(calls::GetArgs),
    Save(calls::SaveArgs),
    Supersede(calls::SupersedeArgs),
    Forget(calls::ForgetArgs),
    Candidates(calls::NoArgs),
    Resolve(calls::ResolveArgs),
    EvolveCard(calls::NoArgs),
    EvolveApply(calls::ApplyArgs),
}

impl Args {
    /// `args` (`null` is no arguments) for `spec`; a mismatch is the model's to correct.
    fn parse(spec: &Spec, args: Value) -> Result<Args, ToolError> {
        let args = match args {
            Value::Null => Value::Object(Default::default()),
            a @ Value::Object(_) => a,
            other => {
                return Err(ToolError::new(format!(
                    "the arguments must be a JSON object, not {other}"
                )));
            }
        };
        Ok(match spec.name {
            "memory_search" => Args::Search(parse(args)?),
            "memory_get" => Args::Get(parse(args)?),
            "memory_save" => Args::Save(parse(args)?),
            "memory_supersede" => Args::Supersede(parse(args)?),
            "memory_forget" => Args::Forget(parse(args)?),
            "memory_candidates" => Args::Candidates(parse(args)?),
            "memory_resolve" => Args::Resolve(parse(args)?),
            "memory_evolve_card" => Args::EvolveCard(parse(args)?),
            "memory_evolve_apply" => Args::EvolveApply(parse(args)?),
            other => unreachable!("{other} is registered but takes no arguments"),
        })
    }

    fn run(self, with: &Call) -> Result<String, ToolError> {
        match self {
            Args::Search(a) => calls::search(a, with),
            Args::Get(a) => calls::get(a, with),
            Args::Save(a) => calls::save(a, with),
            Args::Supersede(a) => calls::supersede(a, with),
            Args::Forget(a) => calls::forget(a, with),
            Args::Candidates(a) => calls::candidates(a, with),
            Args::Resolve(a) => calls::resolve(a, with),
            Args::EvolveCard(a) => calls::evolve_card(a, with),
            Args::EvolveApply(a) => calls::evolve_apply(a, with),
        }
    }
}

/// Run `f`, one call of tool `name`, so that a panic in it is a tool error too: a server
/// must answer every call.
pub fn guarded(
    name: &str,
    f: impl FnOnce() -> Result<String, ToolError>,
) -> Result<String, ToolError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(ToolError::new(format!(
            "{name} failed unexpectedly; nothing is known to have changed"
        )))
    })
}

/// Arguments as a tool's own type; a mismatch is the model's to correct.
fn parse<T: DeserializeOwned>(args: Value) -> Result<T, ToolError> {
    serde_json::from_value(args).map_err(|e| ToolError::new(format!("invalid arguments: {e}")))
}

#[cfg(test)]
mod tests;
