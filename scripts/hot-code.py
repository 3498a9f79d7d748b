#!/usr/bin/env python3
"""List the functions the hook runs, for the linker to place together (link/hot-code.txt).

Usage: scripts/hot-code.py STORE BINARY... > link/hot-code.txt

STORE is a generated 1,000-entry store, as `cargo bench --bench hooks -- --quick --keep
--only prompt` leaves it (target/tmp/hookbench-*/store-1k). Give two binaries: a release
build (`cargo install` or `cargo build --release`) and the one `cargo bench` builds (both are
target/release/memory-manager, one after the other: copy the first away). The crate's own
symbols are named differently under the two profiles; the list holds both names, and the
linker skips the ones a build does not have. The script runs the hook under valgrind's
callgrind on the events the benchmark times (a Chinese and an English prompt, an event the
hook ignores, a tool failure) and prints the mangled names of the binary's own functions
that ran, in the order callgrind first lists them. build.rs hands the file to the linker
(`--symbol-ordering-file`): run once, the hook's code then lies in a few 64 KiB stretches of
the binary instead of being spread over its 5-6 MB, and the kernel maps it in a handful of
page faults (docs/ARCHITECTURE.md "Start-up"). A name the binary no longer has is skipped by
the linker; regenerate after large changes to the hook path or a new Rust release.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

PROMPTS = [
    "部署 billing 服务之前,数据库迁移和缓存要注意什么?",
    "How should I configure the Redis cache timeout for the billing service?",
]


def events(cwd):
    base = {"session_id": "hot-code", "transcript_path": os.path.join(cwd, "t.jsonl"), "cwd": cwd}
    for i, prompt in enumerate(PROMPTS):
        yield dict(base, hook_event_name="UserPromptSubmit", prompt=prompt,
                   prompt_id=f"hot-{os.getpid()}-{i}", permission_mode="default")
    yield dict(base, hook_event_name="Notification", message="idle")
    yield dict(base, hook_event_name="PostToolUseFailure", tool_name="Bash",
               tool_input={"command": "cargo test", "description": "test"},
               tool_use_id=f"toolu_hot_{os.getpid()}",
               error="error[E0425]: cannot find value `x` in this scope\n" * 40,
               is_interrupt=False, duration_ms=321)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    store = os.path.abspath(sys.argv[1])
    order, seen = [], set()
    for binary in sys.argv[2:]:
        ran = functions_run(binary, store)
        if len(ran) < 100:
            sys.exit(f"only {len(ran)} functions ran: is {binary} a release build with symbols?")
        for name in ran:
            if name not in seen:
                seen.add(name)
                order.append(name)
    print("\n".join(order))


def functions_run(binary, store):
    """The binary's own functions that the events ran, in the order callgrind lists them."""
    defined = set()
    nm = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True)
    for line in nm.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            defined.add(parts[2])
    order, seen = [], set()
    with tempfile.TemporaryDirectory() as tmp:
        # The hook's caches (term index, claims) live in this home, never the real one.
        env = dict(os.environ, HOME=tmp)
        for key in ("XDG_CACHE_HOME", "MEMORY_MANAGER_ROOT", "CLAUDE_PROJECT_DIR"):
            env.pop(key, None)
        for n, event in enumerate(events(os.path.dirname(store))):
            out = os.path.join(tmp, f"callgrind.{n}")
            subprocess.run(
                ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}",
                 binary, "hook", "--root", store],
                input=json.dumps(event).encode(), env=env, check=True,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            with open(out, encoding="utf-8", errors="replace") as f:
                for line in f:
                    m = re.match(r"c?fn=\(\d+\) (\S+)", line)
                    if m and m.group(1) in defined and m.group(1) not in seen:
                        seen.add(m.group(1))
                        order.append(m.group(1))
    return order


if __name__ == "__main__":
    main()
