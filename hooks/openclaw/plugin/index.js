// memory-manager for OpenClaw: the plugin half (installed by `memory-manager install-hooks --host openclaw`).
//
// before_prompt_build: runs `memory-manager hook --layout openclaw` with a Claude-Code-shaped
//   UserPromptSubmit event and prepends its answer (recalled memories, saved decisions) to the prompt.
// after_tool_call: turns failed tool calls, including `exec`'s non-zero exits, into
//   PostToolUseFailure events, fire-and-forget; in a session with a failure in the last hour,
//   successful calls go too, as PostToolUse (one of them may be the fix).
// The agent's memory tools (tools.json): each call runs `memory-manager tool NAME`.
// Never blocks the Gateway: every run is async, killed after 5 s, and any error means "no answer"
// (for a tool, a tool error).

import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { definePluginEntry } from "openclaw/plugin-sdk/plugin-entry";
import {
  additionalContext,
  binaryPath,
  failureEvent,
  markSeen,
  memoryTool,
  runHook,
  successEvent,
  toolDefinitions,
} from "./lib.js";

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

// Sessions with a failure sent in the last hour: their successes may carry its fix. Bounded.
const WATCH_MS = 60 * 60 * 1000;
const MAX_WATCHED_SUCCESSES = 100;
const watched = new Map();
function watchSession(key) {
  if (!key) return;
  watched.delete(key);
  watched.set(key, { at: Date.now(), left: MAX_WATCHED_SUCCESSES });
  if (watched.size > 1000) watched.delete(watched.keys().next().value);
}
function takeWatched(key) {
  const w = key && watched.get(key);
  if (!w) return false;
  if (Date.now() - w.at > WATCH_MS || w.left <= 0) {
    watched.delete(key);
    return false;
  }
  w.left -= 1;
  return true;
}

export default definePluginEntry({
  id: "memory-manager",
  name: "memory-manager",
  description: "Long-term Markdown memory: recalls stored memories into each prompt, records failed tool calls, and gives the agent its memory tools.",
  register(api) {
    const binary = binaryPath(HERE, api.pluginConfig?.binary);

    for (const definition of toolDefinitions(HERE)) {
      try {
        api.registerTool(memoryTool(definition, binary), { name: definition.name });
      } catch {
        // Fail open: the other tools and the hooks still work.
      }
    }

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
          watchSession(ctx?.sessionId);
          void runHook(binary, failure, workspace);
        } else if (!failure && takeWatched(ctx?.sessionId)) {
          const success = successEvent({
            toolName: event?.toolName,
            params: event?.params,
            toolCallId: event?.toolCallId ?? ctx?.toolCallId,
            sessionId: ctx?.sessionId,
            cwd: workspace,
          });
          void runHook(binary, success, workspace);
        }
      } catch {
        // Fail open.
      }
    });
  },
});
