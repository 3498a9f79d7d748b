//! What OpenClaw loads of the memory files itself: its main session's system prompt holds
//! MEMORY.md and USER.md as bootstrap files, each up to a limit (docs/HOSTS.md "OpenClaw"), so
//! a prompt need not repeat those lines. A sub-agent gets no MEMORY.md.

use crate::store::in_context::HostLoads;
use crate::store::paths::Layout;

/// OpenClaw's default per-file bootstrap limits (`agents.defaults.bootstrapMaxChars`, and
/// USER.md's own lower cap), in UTF-16 code units as JavaScript counts them. Over its limit,
/// OpenClaw keeps the first 75% and the last 25% of what is left after its truncation notice;
/// the notice is counted at its longest, so a line counted as loaded is. A custom, smaller
/// limit in openclaw.json is not read (docs/HOSTS.md).
pub const BOOTSTRAP: HostLoads = HostLoads {
    memory_limit: 20_000,
    user_limit: 4_000,
    head: 0.75,
    notice: 200,
};

/// What the host loads itself for an event in this layout: OpenClaw's main session only.
pub fn host_loads(layout: Layout, subagent: bool) -> Option<HostLoads> {
    (layout == Layout::Openclaw && !subagent).then_some(BOOTSTRAP)
}
