#!/usr/bin/env bash
# Install memory-manager from this repository and wire it into the agent hosts found here.
# Safe to re-run: `cargo install` replaces the binary, `install-hooks` changes nothing twice.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '==> %s\n' "$*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "error: cargo not found; install Rust from https://rustup.rs and re-run" >&2
  exit 1
fi

say "building and installing memory-manager from $repo"
cargo install --path "$repo" --locked

cargo_bin="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin"
bin="$cargo_bin/memory-manager"
if [ ! -x "$bin" ]; then
  bin="$(command -v memory-manager || true)"
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "error: memory-manager was installed but cannot be found in $cargo_bin or on PATH" >&2
  exit 1
fi
say "installed $bin"
case ":$PATH:" in
  *":$cargo_bin:"*) ;;
  *) say "note: $cargo_bin is not on PATH; add it to use memory-manager by name" ;;
esac

wired=0
if command -v claude >/dev/null 2>&1 || [ -d "$HOME/.claude" ]; then
  say "Claude Code found: wiring hooks into ~/.claude/settings.json"
  "$bin" install-hooks --host claude-code
  wired=1
fi
if command -v openclaw >/dev/null 2>&1 || [ -d "${OPENCLAW_STATE_DIR:-$HOME/.openclaw}" ]; then
  say "OpenClaw found: installing the plugin and hook pack"
  "$bin" install-hooks --host openclaw
  wired=1
fi
if [ "$wired" -eq 0 ]; then
  say "no agent host found (no claude/openclaw on PATH, no ~/.claude or ~/.openclaw)"
  say "later, run: memory-manager install-hooks --host claude-code   (or --host openclaw)"
fi
say "done"
