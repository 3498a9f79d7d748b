// memory-manager for OpenClaw: the hook-pack half (installed by `memory-manager install-hooks --host openclaw`).
// See HOOK.md. Fails open: any error leaves the event untouched.

import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { additionalContext, binaryPath, failureEvent, markSeen, runHook, seenToolCalls } from "./lib.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const BINARY = binaryPath(HERE);

/** Transcripts larger than this are not swept. */
const MAX_TRANSCRIPT_BYTES = 50 * 1024 * 1024;
/** At most this many failures are recorded per sweep. */
const MAX_SWEPT = 100;

export default async function handler(event) {
  try {
    if (event?.type === "agent" && event.action === "bootstrap") {
      await bootstrap(event.context ?? {});
    } else if (event?.type === "command" && (event.action === "new" || event.action === "reset")) {
      // Not awaited: the command must not wait for the sweep.
      void sweep(event.context ?? {}).catch(() => {});
    }
  } catch {
    // Fail open.
  }
}

async function bootstrap(context) {
  if (!Array.isArray(context.bootstrapFiles)) return;
  const workspace = typeof context.workspaceDir === "string" ? context.workspaceDir : undefined;
  const answer = await runHook(
    BINARY,
    { hook_event_name: "SessionStart", source: "startup", session_id: context.sessionId, cwd: workspace },
    workspace,
  );
  const content = additionalContext(answer);
  if (!content) return;
  context.bootstrapFiles.push({
    name: "MEMORY-MANAGER.md",
    path: join(workspace ?? HERE, "MEMORY-MANAGER.md"),
    content,
    missing: false,
  });
}

/** Failed tool results of a finished session's JSONL transcript that the plugin did not see. */
export function transcriptFailures(text, sessionId, cwd) {
  const calls = new Map();
  const failures = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    const message = record?.message ?? record;
    if (message?.role === "assistant" && Array.isArray(message.content)) {
      for (const part of message.content) {
        if ((part?.type === "toolCall" || part?.type === "tool_use") && typeof part.id === "string") {
          calls.set(part.id, part.arguments ?? part.input ?? {});
        }
      }
    } else if (message?.role === "toolResult") {
      const id = message.toolCallId;
      if (typeof id === "string" && seenToolCalls.has(id)) continue;
      const text = (Array.isArray(message.content) ? message.content : [])
        .filter((c) => c?.type === "text" && typeof c.text === "string")
        .map((c) => c.text)
        .join("\n");
      const failure = failureEvent({
        toolName: message.toolName,
        params: calls.get(id),
        result: { content: message.content, details: message.details },
        error: message.isError === true ? text.split("\n")[0] || "error" : undefined,
        toolCallId: id,
        sessionId,
        cwd,
      });
      if (failure) failures.push(failure);
    }
  }
  return failures;
}

async function sweep(context) {
  const previous = context.previousSessionEntry ?? {};
  const file = previous.sessionFile;
  // A sessionFile can be a transcript id rather than a file: only a readable file is swept.
  if (typeof file !== "string" || !file) return;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > MAX_TRANSCRIPT_BYTES) return;
  const text = await readFile(file, "utf8");
  const workspace = typeof context.workspaceDir === "string" ? context.workspaceDir : undefined;
  const failures = transcriptFailures(text, previous.sessionId, workspace).slice(0, MAX_SWEPT);
  for (const failure of failures) {
    markSeen(failure.tool_use_id);
    await runHook(BINARY, failure, workspace);
  }
}
