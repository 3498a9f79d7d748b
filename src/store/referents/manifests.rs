//! The project's manifests as names: the packages it depends on and the scripts it defines
//! (package.json, Cargo.toml, pyproject.toml, requirements.txt, go.mod, justfile, Makefile,
//! and the same in a monorepo's `packages/*`, `apps/*`, `crates/*`). Read only when a line to
//! inject names a package or a script, and cached in the user's cache folder by the files'
//! sizes and mtimes (docs/RECALL.md "Memory that stays true").

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use super::super::term_index::KEEP_UNUSED;
use super::extract::{Runner, normalise_package};
use crate::fsx;

/// Manifests at the project's root, and in each folder of [`WORKSPACE_DIRS`].
const MANIFESTS: &[&str] = &[
    "package.json",
    "Cargo.toml",
    "pyproject.toml",
    "requirements.txt",
    "go.mod",
    "justfile",
    "Justfile",
    ".justfile",
    "Makefile",
    "makefile",
    "GNUmakefile",
];
/// Where a monorepo keeps its packages, by convention (npm/pnpm workspaces, Cargo).
const WORKSPACE_DIRS: &[&str] = &["packages", "apps", "crates", "libs", "services"];
/// A manifest larger than this is not read (nor trusted to say a name is gone).
const MAX_MANIFEST_BYTES: u64 = 1 << 20;
/// Bump when what is cached changes.
const VERSION: u32 = 1;

/// What the manifests define, and whether each kind can be trusted to be complete.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifests {
    /// Some manifest of packages exists (a missing name then means gone).
    pub has_packages: bool,
    pub packages: BTreeSet<String>,
    /// A package.json with a `scripts` object exists.
    pub has_npm: bool,
    pub npm_scripts: BTreeSet<String>,
    /// A justfile that imports nothing exists.
    pub has_just: bool,
    pub just: BTreeSet<String>,
    /// A Makefile without `include` or pattern rules exists.
    pub has_make: bool,
    pub make: BTreeSet<String>,
}

impl Manifests {
    /// Whether `runner`'s definitions are known and lack `name`.
    pub fn script_gone(&self, runner: Runner, name: &str) -> bool {
        match runner {
            Runner::Npm => self.has_npm && !self.npm_scripts.contains(name),
            Runner::Just => self.has_just && !self.just.contains(name),
            Runner::Make => self.has_make && !self.make.contains(name),
        }
    }

    /// Whether the manifests are known and none lists package `name` (normalised).
    pub fn package_gone(&self, name: &str) -> bool {
        self.has_packages && !self.packages.contains(name)
    }
}

/// A file the cached names were read from (or found missing): its path, size and mtime.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Stamp {
    path: PathBuf,
    /// `None`: missing.
    size: Option<u64>,
    mtime_ns: u128,
}

#[derive(Debug, Serialize, Deserialize)]
struct Cached {
    version: u32,
    stamps: Vec<Stamp>,
    manifests: Manifests,
}

fn stamp(path: &Path) -> Stamp {
    match std::fs::metadata(path) {
        Ok(m) => Stamp {
            path: path.to_path_buf(),
            size: Some(m.len()),
            mtime_ns: m
                .modified()
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos()),
        },
        Err(_) => Stamp {
            path: path.to_path_buf(),
            size: None,
            mtime_ns: 0,
        },
    }
}

/// The package folders of a monorepo: each folder in one of [`WORKSPACE_DIRS`].
pub fn workspace_packages(project: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in WORKSPACE_DIRS {
        let Ok(entries) = std::fs::read_dir(project.join(dir)) else {
            continue;
        };
        let mut packages: Vec<PathBuf> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .map(|e| e.path())
            .collect();
        packages.sort();
        out.extend(packages);
    }
    out
}

/// The files and folders whose stamps decide whether the cache holds: the root's manifests,
/// the workspace folders themselves (a package added or removed changes their mtime) and
/// the manifests of the packages in them.
fn watched(project: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = MANIFESTS.iter().map(|m| project.join(m)).collect();
    // Missing ones too: a `packages/` created later changes its stamp.
    out.extend(WORKSPACE_DIRS.iter().map(|d| project.join(d)));
    for p in workspace_packages(project) {
        for m in ["package.json", "Cargo.toml", "pyproject.toml", "go.mod"] {
            out.push(p.join(m));
        }
    }
    out
}

/// The project's manifests: from the cache while every stamp matches, else read (and the
/// cache rewritten, best effort).
pub fn load(project: &Path, cache_dir: Option<&Path>) -> Manifests {
    let cache = cache_dir.map(|d| {
        let key = fsx::hash(project.as_os_str().as_encoded_bytes());
        d.join(format!("manifests-{key:016x}.json"))
    });
    if let Some(cache) = &cache
        && let Some(bytes) = fsx::read_cache(cache, MAX_MANIFEST_BYTES)
        && let Ok(cached) = serde_json::from_slice::<Cached>(&bytes)
        && cached.version == VERSION
        && cached.stamps.iter().all(|s| stamp(&s.path) == *s)
    {
        return cached.manifests;
    }
    let paths = watched(project);
    let stamps: Vec<Stamp> = paths.iter().map(|p| stamp(p)).collect();
    let manifests = read(&stamps);
    if let Some(cache) = &cache {
        let cached = Cached {
            version: VERSION,
            stamps,
            manifests: manifests.clone(),
        };
        if let Ok(bytes) = serde_json::to_vec(&cached)
            && fsx::replace_cache(cache, &bytes).is_ok()
            && let Some(dir) = cache.parent()
        {
            // Projects moved or deleted leave theirs behind, as indexes do.
            fsx::remove_older_than(dir, KEEP_UNUSED, |name| name.starts_with("manifests-"));
        }
    }
    manifests
}

fn read(stamps: &[Stamp]) -> Manifests {
    let mut m = Manifests::default();
    for s in stamps {
        if s.size.is_none_or(|n| n > MAX_MANIFEST_BYTES) {
            continue;
        }
        let Ok(Some(text)) = fsx::read_text(&s.path) else {
            continue;
        };
        let name = s.path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        match name {
            "package.json" => package_json(&text, &mut m),
            "Cargo.toml" => cargo_toml(&text, &mut m),
            "pyproject.toml" => pyproject(&text, &mut m),
            "requirements.txt" => requirements(&text, &mut m),
            "go.mod" => go_mod(&text, &mut m),
            "justfile" | "Justfile" | ".justfile" => justfile(&text, &mut m),
            "Makefile" | "makefile" | "GNUmakefile" => makefile(&text, &mut m),
            _ => {}
        }
    }
    m
}

fn package_json(text: &str, m: &mut Manifests) {
    if fsx::json_depth(text.as_bytes()) > 64 {
        return;
    }
    let Ok(serde_json::Value::Object(json)) = serde_json::from_str(text) else {
        return;
    };
    m.has_packages = true;
    if let Some(name) = json.get("name").and_then(|n| n.as_str()) {
        m.packages.insert(normalise_package(name));
    }
    for key in [
        "dependencies",
        "devDependencies",
        "peerDependencies",
        "optionalDependencies",
    ] {
        if let Some(deps) = json.get(key).and_then(|d| d.as_object()) {
            m.packages.extend(deps.keys().map(|k| normalise_package(k)));
        }
    }
    if let Some(scripts) = json.get("scripts").and_then(|s| s.as_object()) {
        m.has_npm = true;
        m.npm_scripts.extend(scripts.keys().cloned());
    }
}

/// TOML tables of dependencies, read line by line: `[dependencies]` keys and
/// `[dependencies.name]` headers (and dev-, build-, workspace and target forms).
fn cargo_toml(text: &str, m: &mut Manifests) {
    m.has_packages = true;
    let mut in_deps = false;
    for line in text.lines() {
        let line = line.trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            let last = header.rsplit('.').next().unwrap_or("");
            if header == "package" {
                in_deps = false;
                continue;
            }
            in_deps = last.ends_with("dependencies");
            if !in_deps
                && let Some((table, name)) = header.rsplit_once('.')
                && table.ends_with("dependencies")
            {
                m.packages.insert(normalise_package(name.trim_matches('"')));
            }
            continue;
        }
        if in_deps && let Some(key) = toml_key(line) {
            m.packages.insert(normalise_package(&key));
        }
        if let Some(name) = line.strip_prefix("name")
            && let Some(value) = name.trim_start().strip_prefix('=')
        {
            m.packages
                .insert(normalise_package(value.trim().trim_matches('"')));
        }
    }
}

fn toml_key(line: &str) -> Option<String> {
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    (!key.is_empty() && !key.starts_with('#')).then(|| key.to_string())
}

/// A requirement string's name: `requests>=2`, `uvicorn[standard]`, `pkg ; python_version…`.
fn requirement_name(spec: &str) -> Option<String> {
    let spec = spec.trim().trim_matches(['"', '\'', ',']);
    let end = spec
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .unwrap_or(spec.len());
    let name = &spec[..end];
    (!name.is_empty() && !spec.starts_with(['#', '-'])).then(|| normalise_package(name))
}

/// `[project] dependencies = [...]`, `[project.optional-dependencies]`, Poetry's and PDM's
/// dependency tables.
fn pyproject(text: &str, m: &mut Manifests) {
    m.has_packages = true;
    let mut table = String::new();
    let mut in_array = false;
    for line in text.lines() {
        let line = line.trim();
        if in_array {
            for part in line.split(',') {
                let part = part.trim().trim_end_matches(']');
                if part.starts_with(['"', '\''])
                    && let Some(name) = requirement_name(part)
                {
                    m.packages.insert(name);
                }
            }
            if line.contains(']') {
                in_array = false;
            }
            continue;
        }
        if let Some(header) = line.strip_prefix('[') {
            table = header.trim_end_matches(']').trim().to_string();
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let key = key.trim();
        let in_dep_table = table.ends_with("dependencies") || table.contains("dependency-groups");
        if in_dep_table && !value.trim_start().starts_with('[') {
            m.packages.insert(normalise_package(key.trim_matches('"')));
        } else if (key == "dependencies" && table == "project") || in_dep_table {
            let value = value.trim();
            in_array = value.starts_with('[') && !value.contains(']');
            for part in value.trim_start_matches('[').split(',') {
                let part = part.trim().trim_end_matches(']');
                if part.starts_with(['"', '\''])
                    && let Some(name) = requirement_name(part)
                {
                    m.packages.insert(name);
                }
            }
        } else if key == "name" && table == "project" {
            m.packages
                .insert(normalise_package(value.trim().trim_matches('"')));
        }
    }
}

fn requirements(text: &str, m: &mut Manifests) {
    m.has_packages = true;
    m.packages.extend(text.lines().filter_map(requirement_name));
}

fn go_mod(text: &str, m: &mut Manifests) {
    m.has_packages = true;
    let mut in_require = false;
    for line in text.lines() {
        let line = line.trim();
        let spec = if in_require {
            if line.starts_with(')') {
                in_require = false;
                continue;
            }
            line
        } else if let Some(rest) = line.strip_prefix("require") {
            if rest.trim() == "(" {
                in_require = true;
                continue;
            }
            rest
        } else if let Some(module) = line.strip_prefix("module") {
            module
        } else {
            continue;
        };
        if let Some(module) = spec.split_whitespace().next() {
            m.packages.insert(normalise_package(module));
            // A Go module is named by its last part in prose ("the `cobra` dependency").
            if let Some(last) = module.rsplit('/').next() {
                m.packages.insert(normalise_package(last));
            }
        }
    }
}

/// Recipes: a line at column 0 `name args…:` that is not an assignment (`x := …`). A
/// justfile that imports another, or declares modules, is not complete on its own.
fn justfile(text: &str, m: &mut Manifests) {
    let mut complete = true;
    for line in text.lines() {
        if line.starts_with("import ") || line.starts_with("mod ") || line.starts_with("!include") {
            complete = false;
        }
        if line.starts_with([' ', '\t', '#']) || line.contains(":=") {
            continue;
        }
        let Some((head, _)) = line.split_once(':') else {
            continue;
        };
        let name = head
            .trim_start_matches('@')
            .split_whitespace()
            .next()
            .unwrap_or("");
        if !name.is_empty() && !name.starts_with('[') {
            m.just.insert(name.to_string());
        }
        // `alias b := build` is skipped above; aliases of this form are names too.
    }
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("alias ")
            && let Some((name, _)) = rest.split_once(":=")
        {
            m.just.insert(name.trim().to_string());
        }
    }
    m.has_just = complete;
}

/// Targets: `a b: deps` at column 0, not a variable (`=`, `:=`, `::=`). `include`,
/// pattern rules (`%`) and computed names (`$(…)`) make the list incomplete.
fn makefile(text: &str, m: &mut Manifests) {
    let mut complete = true;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("include ") || t.starts_with("-include ") || t.starts_with("sinclude ") {
            complete = false;
        }
        if line.starts_with(['\t', ' ', '#']) {
            continue;
        }
        let Some((head, rest)) = line.split_once(':') else {
            continue;
        };
        if rest.starts_with('=') || rest.starts_with(":=") || head.contains('=') {
            continue;
        }
        for target in head.split_whitespace() {
            if target.contains('%') || target.contains('$') {
                complete = false;
            } else {
                m.make.insert(target.to_string());
            }
        }
    }
    m.has_make = complete;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_are_read_as_names() {
        let mut m = Manifests::default();
        package_json(
            r#"{"name":"@acme/web","dependencies":{"react":"18"},"devDependencies":{"left-pad":"1"},"scripts":{"build":"x","test:e2e":"y"}}"#,
            &mut m,
        );
        cargo_toml(
            "[package]\nname = \"mm\"\n[dependencies]\nserde_json = \"1\"\nanyhow = { version = \"1\" }\n[dependencies.regex]\nversion = \"1\"\n[target.'cfg(unix)'.dependencies]\nlibc = \"0.2\"\n",
            &mut m,
        );
        pyproject(
            "[project]\nname = \"tool\"\ndependencies = [\n  \"requests>=2\",\n  \"uvicorn[standard]\",\n]\n[tool.poetry.dependencies]\npython = \"^3.11\"\nDjango = \"5\"\n",
            &mut m,
        );
        go_mod(
            "module example.com/x\nrequire github.com/pkg/errors v0.9.1\nrequire (\n\tgolang.org/x/sync v0.1.0\n)\n",
            &mut m,
        );
        for name in [
            "@acme/web",
            "react",
            "left-pad",
            "mm",
            "serde-json",
            "anyhow",
            "regex",
            "libc",
            "requests",
            "uvicorn",
            "django",
            "github-com/pkg/errors",
            "golang-org/x/sync",
        ] {
            assert!(m.packages.contains(name), "{name}: {:?}", m.packages);
        }
        assert!(!m.package_gone("react") && m.package_gone("lodash"));
        assert!(!m.script_gone(Runner::Npm, "test:e2e") && m.script_gone(Runner::Npm, "dev"));
    }

    #[test]
    fn make_and_just_targets() {
        let mut m = Manifests::default();
        makefile(
            "CC := gcc\nall: build\n\nbuild test: dep\n\t$(CC) x\n.PHONY: all\n",
            &mut m,
        );
        assert!(m.has_make && m.make.contains("build") && m.make.contains("test"));
        assert!(!m.make.contains("CC"));
        let mut pattern = Manifests::default();
        makefile("%.o: %.c\n\tcc\n", &mut pattern);
        assert!(!pattern.script_gone(Runner::Make, "anything"));
        let mut j = Manifests::default();
        justfile(
            "set shell := [\"bash\"]\nalias b := build\n@build target='x':\n  cargo build\nrelease: build\n",
            &mut j,
        );
        assert_eq!(
            j.just.iter().cloned().collect::<Vec<_>>(),
            ["b", "build", "release"]
        );
        assert!(j.script_gone(Runner::Just, "deploy"));
    }
}
