// Tests of the OpenClaw glue with a fake `memory-manager` (a shell script) on PATH.
// Run: node --test hooks/openclaw/test/   (POSIX; Node ≥ 20)

import assert from "node:assert/strict";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";

const dir = mkdtempSync(join(tmpdir(), "mm-openclaw-test-"));
const log = join(dir, "events.jsonl");
const fake = join(dir, "memory-manager");
// Logs each event and its workspace; answers UserPromptSubmit / SessionStart with a context;
// sleeps on a "slow" prompt.
writeFileSync(
  fake,
  `#!/bin/sh
input=$(cat)
printf '%s\\t%s\\n' "$MEMORY_MANAGER_WORKSPACE" "$input" >> "${log}"
case "$input" in
  *'"prompt":"slow"'*) sleep 5 ;;
  *UserPromptSubmit*) printf '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"<memory>recall</memory>"}}' ;;
  *SessionStart*) printf '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"<memory>hot</memory>"}}' ;;
esac
`,
);
chmodSync(fake, 0o755);
process.env.PATH = `${dir}:${process.env.PATH}`;

// Lay the hook pack out as install-hooks does: handler.js with lib.js beside it.
const sources = dirname(dirname(fileURLToPath(import.meta.url)));
const pack = join(dir, "pack");
mkdirSync(pack);
for (const [from, to] of [["hook-pack/package.json", "package.json"], ["hook-pack/handler.js", "handler.js"], ["lib.js", "lib.js"]]) {
  copyFileSync(join(sources, from), join(pack, to));
}
const lib = await import(join(pack, "lib.js"));
const { default: handler, transcriptFailures } = await import(join(pack, "handler.js"));

function logged() {
  try {
    return readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => {
        const [ws, json] = l.split("\t");
        return { ws, event: JSON.parse(json) };
      });
  } catch {
    return [];
  }
}

test("runHook passes the event and workspace and parses the answer", async () => {
  const answer = await lib.runHook(fake, { hook_event_name: "UserPromptSubmit", prompt: "hi" }, "/ws");
  assert.equal(lib.additionalContext(answer), "<memory>recall</memory>");
  const last = logged().at(-1);
  assert.equal(last.ws, "/ws");
  assert.equal(last.event.prompt, "hi");
});

test("runHook fails open: missing binary, timeout", async () => {
  assert.equal(await lib.runHook(join(dir, "nope"), {}, undefined), null);
  const started = Date.now();
  assert.equal(await lib.runHook(fake, { hook_event_name: "UserPromptSubmit", prompt: "slow" }, undefined, 300), null);
  assert.ok(Date.now() - started < 3000);
});

test("binaryPath: plugin config, then config.json, then PATH", () => {
  writeFileSync(join(dir, "config.json"), JSON.stringify({ binary: "/opt/mm" }));
  assert.equal(lib.binaryPath(dir, "/x/mm"), "/x/mm");
  assert.equal(lib.binaryPath(dir, undefined), "/opt/mm");
  assert.equal(lib.binaryPath(join(dir, "none"), undefined), "memory-manager");
});

test("failures: error set, exec non-zero exit (not an error in OpenClaw), success", () => {
  const notFound = lib.failureEvent({
    toolName: "read",
    params: { path: "/x" },
    error: "File not found: /x",
    result: { content: [{ type: "text", text: "File not found: /x\nmore detail" }] },
    toolCallId: "t1",
    sessionId: "s1",
  });
  assert.deepEqual(notFound, {
    hook_event_name: "PostToolUseFailure",
    tool_name: "read",
    tool_input: { path: "/x" },
    error: "File not found: /x\nmore detail",
    session_id: "s1",
    tool_use_id: "t1",
  });
  const exec = lib.failureEvent({
    toolName: "exec",
    params: { command: "ls /nope" },
    result: { content: [], details: { exitCode: 2, aggregated: "ls: cannot access '/nope'" } },
  });
  assert.equal(exec.error, "Exit code 2\nls: cannot access '/nope'");
  assert.equal(exec.tool_input.command, "ls /nope");
  const ok = lib.failureEvent({ toolName: "exec", params: {}, result: { details: { exitCode: 0 } } });
  assert.equal(ok, null);
  const huge = lib.failureText({ toolName: "exec", result: { details: { exitCode: 1, aggregated: "x".repeat(50000) } } });
  assert.ok(huge.length < 10200);
});

test("agent:bootstrap adds the hot tier as a virtual bootstrap file", async () => {
  const event = { type: "agent", action: "bootstrap", context: { workspaceDir: "/ws", sessionId: "s", bootstrapFiles: [] } };
  await handler(event);
  assert.deepEqual(event.context.bootstrapFiles, [
    { name: "MEMORY-MANAGER.md", path: join("/ws", "MEMORY-MANAGER.md"), content: "<memory>hot</memory>", missing: false },
  ]);
});

test("the session sweep reports failed results the plugin did not see", async () => {
  const transcript = [
    { type: "session", id: "s9" },
    { type: "message", message: { role: "assistant", content: [
      { type: "toolCall", id: "c1", name: "exec", arguments: { command: "make" } },
      { type: "toolCall", id: "c2", name: "read", arguments: { path: "/y" } },
      { type: "toolCall", id: "c3", name: "exec", arguments: { command: "true" } },
      { type: "toolCall", id: "c4", name: "exec", arguments: { command: "false" } },
    ] } },
    { type: "message", message: { role: "toolResult", toolCallId: "c1", toolName: "exec", content: [{ type: "text", text: "make: *** No rule" }], details: { exitCode: 2, aggregated: "make: *** No rule" }, isError: false } },
    { type: "message", message: { role: "toolResult", toolCallId: "c2", toolName: "read", content: [{ type: "text", text: "File not found: /y" }], isError: true } },
    { type: "message", message: { role: "toolResult", toolCallId: "c3", toolName: "exec", content: [], details: { exitCode: 0 }, isError: false } },
    { type: "message", message: { role: "toolResult", toolCallId: "c4", toolName: "exec", content: [], details: { exitCode: 1 }, isError: false } },
    "not json",
  ].map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n");
  lib.markSeen("c4");
  const failures = transcriptFailures(transcript, "s9", "/ws");
  assert.deepEqual(failures.map((f) => [f.tool_use_id, f.tool_name, f.tool_input, f.error]), [
    ["c1", "exec", { command: "make" }, "Exit code 2\nmake: *** No rule"],
    ["c2", "read", { path: "/y" }, "File not found: /y"],
  ]);

  const file = join(dir, "session.jsonl");
  writeFileSync(file, transcript);
  const before = logged().length;
  await handler({ type: "command", action: "new", context: { workspaceDir: "/ws", previousSessionEntry: { sessionId: "s9", sessionFile: file } } });
  for (let i = 0; i < 50 && logged().length < before + 2; i++) await new Promise((r) => setTimeout(r, 100));
  const sent = logged().slice(before);
  assert.deepEqual(sent.map((s) => [s.ws, s.event.hook_event_name, s.event.tool_use_id]), [
    ["/ws", "PostToolUseFailure", "c1"],
    ["/ws", "PostToolUseFailure", "c2"],
  ]);
  // Swept calls are marked: a second sweep of the same transcript sends nothing.
  assert.equal(transcriptFailures(transcript, "s9", "/ws").length, 0);
});

test("a sessionFile that is not a readable file is ignored", async () => {
  await handler({ type: "command", action: "reset", context: { previousSessionEntry: { sessionFile: "sqlite:abc" } } });
  await handler({ type: "command", action: "reset" });
  await handler(null);
});
