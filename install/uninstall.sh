#!/usr/bin/env bash
# Unwire memory-manager from the agent hosts, then uninstall the binary.
# Memory files (MEMORY.md, USER.md, …) are never touched. Safe to re-run.
set -euo pipefail

say() { printf '==> %s\n' "$*"; }

cargo_bin="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin"
bin="$cargo_bin/memory-manager"
if [ ! -x "$bin" ]; then
  bin="$(command -v memory-manager || true)"
fi

if [ -n "$bin" ] && [ -x "$bin" ]; then
  if [ -f "$HOME/.claude/settings.json" ]; then
    say "removing memory-manager hooks from ~/.claude/settings.json"
    "$bin" uninstall-hooks --host claude-code
  fi
  if command -v openclaw >/dev/null 2>&1 || [ -d "${OPENCLAW_STATE_DIR:-$HOME/.openclaw}" ]; then
    say "removing the OpenClaw plugin and hook pack"
    "$bin" uninstall-hooks --host openclaw
  fi
  say "project settings (.claude/settings.json, settings.local.json) are left alone;"
  say "in a project, run: memory-manager uninstall-hooks --host claude-code --scope project|local"
else
  say "memory-manager binary not found: skipping hook removal"
fi

if command -v cargo >/dev/null 2>&1 && cargo install --list | grep -q '^memory-manager '; then
  say "uninstalling the memory-manager binary"
  cargo uninstall memory-manager
else
  say "memory-manager is not installed with cargo: nothing to uninstall"
fi
say "done (your memory files were not touched)"
