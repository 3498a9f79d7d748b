// Tests of the OpenClaw glue with a fake `memory-manager` (a shell script) on PATH.
// Run: node --test hooks/openclaw/test/*.test.mjs   (POSIX; Node ≥ 20)

import assert from "node:assert/strict";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, test } from "node:test";

const dir = mkdtempSync(join(tmpdir(), "mm-openclaw-test-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const log = join(dir, "events.jsonl");
const argsLog = join(dir, "args.log");
const fake = join(dir, "memory-manager");
// `tool NAME …`: logs its workspace and arguments, prints a result (fails or stalls for the
// tools named so). A hook: logs each event and its workspace; answers UserPromptSubmit /
// SessionStart with a context; sleeps on a "slow" prompt.
writeFileSync(
  fake,
  `#!/bin/sh
printf '%s\\t%s\\n' "$MEMORY_MANAGER_WORKSPACE" "$*" >> "${argsLog}"
if [ "$1" = tool ]; then
  case "$2" in
    memory_manager_refused) echo "memory-manager: not saved: it is too short to mean anything later" >&2; exit 1 ;;
    memory_manager_stalled) sleep 5 ;;
  esac
  printf 'result of %s\\n\\n' "$2"
  exit 0
fi
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
const plugin = join(dir, "plugin");
mkdirSync(plugin);
for (const name of ["tools.json", "openclaw.plugin.json"]) copyFileSync(join(sources, "plugin", name), join(plugin, name));

/** The argument lines the fake binary logged since `from`: [workspace, args]. */
function argLines(from = 0) {
  try {
    return readFileSync(argsLog, "utf8").trim().split("\n").slice(from).map((l) => l.split("\t"));
  } catch {
    return [];
  }
}
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
  // The reminder names the plugin's tools.
  assert.deepEqual(argLines().at(-1), ["/ws", "hook --layout openclaw --tools openclaw"]);
});

test("the plugin's tools: one per tools.json entry, each in the manifest's contract", () => {
  const tools = lib.toolDefinitions(plugin);
  const manifest = JSON.parse(readFileSync(join(plugin, "openclaw.plugin.json"), "utf8"));
  assert.deepEqual(tools.map((t) => t.name), manifest.contracts.tools);
  assert.ok(tools.length >= 9);
  for (const t of tools) {
    assert.ok(t.name.startsWith("memory_manager_"), t.name);
    assert.ok(t.label && t.description && t.parameters?.type === "object", t.name);
  }
  assert.deepEqual(tools.filter((t) => t.direct).map((t) => t.name), [
    "memory_manager_search",
    "memory_manager_get",
    "memory_manager_save",
  ]);
  assert.deepEqual(lib.toolDefinitions(join(dir, "nowhere")), []);
});

test("a tool call runs `memory-manager tool` in the workspace and returns its text", async () => {
  const from = argLines().length;
  const [search] = lib.toolDefinitions(plugin);
  const tool = lib.memoryTool(search, fake)({ workspaceDir: "/ws", sessionId: "s7" });
  assert.equal(tool.name, "memory_manager_search");
  assert.equal(tool.catalogMode, "direct-only");
  assert.deepEqual(tool.parameters, search.parameters);
  const result = await tool.execute("call-1", { query: "test command" });
  assert.deepEqual(result, {
    content: [{ type: "text", text: "result of memory_manager_search" }],
    details: { tool: "memory_manager_search" },
  });
  assert.deepEqual(argLines(from), [
    ["/ws", 'tool memory_manager_search --json {"query":"test command"} --layout openclaw --session s7'],
  ]);
  const deferred = lib.memoryTool({ ...search, name: "memory_manager_candidates", direct: false }, fake)({});
  assert.equal(deferred.catalogMode, undefined);
});

test("a tool call fails as a tool error: refused, missing binary, timeout", async () => {
  await assert.rejects(lib.runTool(fake, "memory_manager_refused", {}), {
    message: "not saved: it is too short to mean anything later",
  });
  await assert.rejects(lib.runTool(join(dir, "nope"), "memory_manager_search", {}), /memory-manager could not run/);
  const started = Date.now();
  await assert.rejects(lib.runTool(fake, "memory_manager_stalled", {}, {}, 300), /did not answer within 0.3 s/);
  assert.ok(Date.now() - started < 3000);
});

test("a success goes as PostToolUse, shaped like Claude Code's", () => {
  assert.deepEqual(
    lib.successEvent({ toolName: "exec", params: { command: "pnpm i" }, toolCallId: "t2", sessionId: "s1", cwd: "/ws" }),
    {
      hook_event_name: "PostToolUse",
      tool_name: "exec",
      tool_input: { command: "pnpm i" },
      tool_response: {},
      session_id: "s1",
      cwd: "/ws",
      tool_use_id: "t2",
    },
  );
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
