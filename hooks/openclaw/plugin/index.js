// memory-manager for OpenClaw: the plugin half (installed by `memory-manager install-hooks --host openclaw`).
//
// before_prompt_build: runs `memory-manager hook --layout openclaw` with a Claude-Code-shaped
//   UserPromptSubmit event and prepends its answer (recalled memories, saved decisions) to the prompt.
// after_tool_call: turns failed tool calls, including `exec`'s non-zero exits, into
//   PostToolUseFailure events, fire-and-forget.
// Never blocks the Gateway: every run is async, killed after 5 s, and any error means "no answer".

import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { definePluginEntry } from "openclaw/plugin-sdk/plugin-entry";
import { additionalContext, binaryPath, failureEvent, markSeen, runHook } from "./lib.js";

const HERE = dirname(fileURLToPath(import.meta.url));

// Tool hooks carry no workspace: remember each session's from its prompt hook.
const workspaces = new Map();
function rememberWorkspace(ctx) {
  const key = ctx?.sessionKey ?? ctx?.sessionId;
  if (!key || typeof ctx.workspaceDir !== "string") return;
  workspaces.delete(key);
  workspaces.set(key, ctx.workspaceDir);
  if (workspaces.size > 1000) workspaces.delete(workspaces.keys().next().value);
}
function workspaceOf(ctx) {
  return workspaces.get(ctx?.sessionKey) ?? workspaces.get(ctx?.sessionId);
}

// A Tool Search call reports the same failure twice (inner and outer call): skip a repeat
// of the same text in the same session within a few seconds.
const recent = new Map();
function isRepeat(key) {
  const now = Date.now();
  for (const [k, at] of recent) if (now - at > 5000) recent.delete(k);
  if (recent.has(key)) return true;
  recent.set(key, now);
  return false;
}

export default definePluginEntry({
  id: "memory-manager",
  name: "memory-manager",
  description: "Long-term Markdown memory: recalls stored memories into each prompt and records failed tool calls.",
  register(api) {
    const binary = binaryPath(HERE, api.pluginConfig?.binary);

    api.on("before_prompt_build", async (event, ctx) => {
      try {
        rememberWorkspace(ctx);
        const answer = await runHook(
          binary,
          {
            hook_event_name: "UserPromptSubmit",
            session_id: ctx?.sessionId,
            cwd: ctx?.workspaceDir,
            prompt: typeof event?.prompt === "string" ? event.prompt : "",
          },
          ctx?.workspaceDir,
        );
        const text = additionalContext(answer);
        return text ? { prependContext: text } : undefined;
      } catch {
        return undefined;
      }
    });

    api.on("after_tool_call", (event, ctx) => {
      try {
        markSeen(event?.toolCallId ?? ctx?.toolCallId);
        const workspace = workspaceOf(ctx);
        const failure = failureEvent({
          toolName: event?.toolName,
          params: event?.params,
          result: event?.result,
          error: event?.error,
          toolCallId: event?.toolCallId ?? ctx?.toolCallId,
          sessionId: ctx?.sessionId,
          cwd: workspace,
        });
        if (failure && !isRepeat(`${ctx?.sessionId ?? ""}\u0000${failure.error}`)) {
          void runHook(binary, failure, workspace);
        }
      } catch {
        // Fail open.
      }
    });
  },
});
