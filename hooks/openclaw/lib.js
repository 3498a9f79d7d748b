// memory-manager for OpenClaw: what the plugin (index.js) and the hook pack (handler.js) share.
// Installed as `lib.js` beside each of them by `memory-manager install-hooks --host openclaw`.
//
// Everything here is fail-open: a missing binary, a timeout, a crash or unparsable output
// yields `null`, never an exception, so OpenClaw is never blocked or broken by memory-manager.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** How long one `memory-manager hook` run may take before it is killed. */
export const TIMEOUT_MS = 5000;

/** How long one tool call may take (a write waits up to 10 s for another writer's lock). */
export const TOOL_TIMEOUT_MS = 15000;

/** The hook's arguments: OpenClaw's layout, and the plugin's tools named in its reminder. */
const HOOK_ARGS = ["hook", "--layout", "openclaw", "--tools", "openclaw"];

/** Claude Code cuts a failure's text in the middle past about this many characters. */
const MAX_ERROR_CHARS = 10000;

/**
 * The binary to run: the plugin config's `binary` (`plugins.entries.memory-manager.config`),
 * else the `binary` that install-hooks wrote into `config.json` beside this file, else
 * `memory-manager` from PATH.
 */
export function binaryPath(dir, override) {
  if (typeof override === "string" && override.trim()) return override;
  try {
    const config = JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));
    if (typeof config.binary === "string" && config.binary.trim()) return config.binary;
  } catch {
    // No config.json: fall back to PATH.
  }
  return "memory-manager";
}

/** This process's environment, with the OpenClaw workspace memory-manager is to use. */
function envFor(workspaceDir) {
  const env = { ...process.env };
  if (typeof workspaceDir === "string" && workspaceDir) env.MEMORY_MANAGER_WORKSPACE = workspaceDir;
  return env;
}

/**
 * Run `<binary> hook --layout openclaw --tools openclaw` with one Claude-Code-shaped event on
 * stdin. Resolves to the parsed JSON answer, or null (no answer, error, timeout). Never rejects.
 */
export function runHook(binary, event, workspaceDir, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve) => {
    const env = envFor(workspaceDir);
    let child;
    try {
      child = spawn(binary, HOOK_ARGS, {
        env,
        stdio: ["pipe", "pipe", "ignore"],
        windowsHide: true,
      });
    } catch {
      resolve(null);
      return;
    }
    let out = "";
    let settled = false;
    const finish = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      try {
        child.kill("SIGKILL");
      } catch {
        // Already gone.
      }
      finish(null);
    }, timeoutMs);
    timer.unref?.();
    child.on("error", () => finish(null));
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      if (out.length < 1_000_000) out += chunk;
    });
    child.on("close", () => {
      const text = out.trim();
      if (!text.startsWith("{")) return finish(null);
      try {
        finish(JSON.parse(text));
      } catch {
        finish(null);
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(event));
  });
}

/** The `additionalContext` of a hook answer, or undefined. */
export function additionalContext(answer) {
  const text = answer?.hookSpecificOutput?.additionalContext;
  return typeof text === "string" && text.trim() ? text : undefined;
}

/** Tool call ids whose results the plugin has already seen in this Gateway process. */
export const seenToolCalls = (globalThis[Symbol.for("memory-manager.seenToolCalls")] ??= new Set());

/** Remember a tool call id (bounded: the oldest half is forgotten past 20,000). */
export function markSeen(id) {
  if (typeof id !== "string" || !id) return;
  seenToolCalls.add(id);
  if (seenToolCalls.size > 20000) {
    let drop = seenToolCalls.size / 2;
    for (const old of seenToolCalls) {
      if (drop-- <= 0) break;
      seenToolCalls.delete(old);
    }
  }
}

function contentText(result) {
  const content = Array.isArray(result?.content) ? result.content : [];
  return content
    .filter((c) => c && c.type === "text" && typeof c.text === "string")
    .map((c) => c.text)
    .join("\n");
}

function firstText(...candidates) {
  return candidates.find((t) => typeof t === "string" && t.trim()) ?? "";
}

function middleTruncate(text) {
  if (text.length <= MAX_ERROR_CHARS) return text;
  const half = MAX_ERROR_CHARS / 2;
  return `${text.slice(0, half)}\n… [${text.length - MAX_ERROR_CHARS} characters cut] …\n${text.slice(-half)}`;
}

/**
 * The failure text of one tool result, or null when the call succeeded. OpenClaw reports a
 * failure as `error` (first line only; the full text is in the result), except `exec`'s
 * non-zero exit, which is not an error at all: only `result.details.exitCode` tells.
 */
export function failureText({ toolName, result, error }) {
  const details = result && typeof result.details === "object" ? result.details : {};
  const full = firstText(details?.error, details?.aggregated, contentText(result));
  if (typeof error === "string" && error.trim()) {
    const first = error.trim();
    return middleTruncate(full.includes(first) ? full : [first, full].filter(Boolean).join("\n"));
  }
  const code = details?.exitCode;
  if (typeof code === "number" && code !== 0 && (toolName === "exec" || toolName === "bash")) {
    return middleTruncate(`Exit code ${code}\n${full}`.trimEnd());
  }
  return null;
}

/** A Claude-Code-shaped `PostToolUseFailure` event, or null when the call succeeded. */
export function failureEvent({ toolName, params, result, error, toolCallId, sessionId, cwd }) {
  const text = failureText({ toolName, result, error });
  if (text === null) return null;
  const event = {
    hook_event_name: "PostToolUseFailure",
    tool_name: typeof toolName === "string" ? toolName : "unknown",
    tool_input: params && typeof params === "object" ? params : {},
    error: text,
  };
  if (typeof sessionId === "string" && sessionId) event.session_id = sessionId;
  if (typeof cwd === "string" && cwd) event.cwd = cwd;
  if (typeof toolCallId === "string" && toolCallId) event.tool_use_id = toolCallId;
  return event;
}

/** A Claude-Code-shaped `PostToolUse` event of a call that succeeded (it may be a fix). */
export function successEvent({ toolName, params, toolCallId, sessionId, cwd }) {
  const event = {
    hook_event_name: "PostToolUse",
    tool_name: typeof toolName === "string" ? toolName : "unknown",
    tool_input: params && typeof params === "object" ? params : {},
    tool_response: {},
  };
  if (typeof sessionId === "string" && sessionId) event.session_id = sessionId;
  if (typeof cwd === "string" && cwd) event.cwd = cwd;
  if (typeof toolCallId === "string" && toolCallId) event.tool_use_id = toolCallId;
  return event;
}

// ---------------------------------------------------------------- the agent's memory tools

/**
 * The agent's memory tools (`tools.json` beside the plugin, generated from memory-manager's
 * registry): name, label, description, parameters (JSON Schema), direct. [] when unreadable.
 */
export function toolDefinitions(dir) {
  try {
    const list = JSON.parse(readFileSync(join(dir, "tools.json"), "utf8"));
    return Array.isArray(list) ? list.filter((t) => t && typeof t.name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Run `<binary> tool NAME --json ARGS --layout openclaw [--session ID]` for one call. Resolves
 * to its text; rejects with its one-line error, or with why it could not run (missing
 * binary, timeout), so that OpenClaw reports a tool error and the agent carries on.
 */
export function runTool(binary, name, params, { workspaceDir, sessionId } = {}, timeoutMs = TOOL_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const args = ["tool", name, "--json", JSON.stringify(params ?? {}), "--layout", "openclaw"];
    if (typeof sessionId === "string" && sessionId) args.push("--session", sessionId);
    let child;
    try {
      child = spawn(binary, args, { env: envFor(workspaceDir), stdio: ["ignore", "pipe", "pipe"], windowsHide: true });
    } catch (e) {
      reject(new Error(`memory-manager could not run: ${e?.message ?? e}`));
      return;
    }
    let out = "";
    let err = "";
    let settled = false;
    const finish = (fn, value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn(value);
    };
    const timer = setTimeout(() => {
      try {
        child.kill("SIGKILL");
      } catch {
        // Already gone.
      }
      finish(reject, new Error(`memory-manager did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    timer.unref?.();
    child.on("error", (e) => finish(reject, new Error(`memory-manager could not run: ${e.message}`)));
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      if (out.length < 1_000_000) out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      if (err.length < 10_000) err += chunk;
    });
    child.on("close", (code) => {
      if (code === 0) return finish(resolve, out.trimEnd());
      const line = err.split("\n").find((l) => l.trim()) ?? `memory-manager exited with ${code}`;
      finish(reject, new Error(line.replace(/^memory-manager: /, "")));
    });
  });
}

/**
 * One tool for `api.registerTool`: a factory taking the run's context (its workspace and
 * session), returning OpenClaw's AgentTool. The direct ones (search, get, save) stay in the
 * model's tool list instead of behind Tool Search.
 */
export function memoryTool(definition, binary) {
  return (ctx) => ({
    name: definition.name,
    label: definition.label,
    description: definition.description,
    parameters: definition.parameters,
    ...(definition.direct ? { catalogMode: "direct-only" } : {}),
    async execute(_toolCallId, params) {
      const text = await runTool(binary, definition.name, params, {
        workspaceDir: ctx?.workspaceDir,
        sessionId: ctx?.sessionId ?? ctx?.sessionKey,
      });
      return { content: [{ type: "text", text }], details: { tool: definition.name } };
    },
  });
}
