//! Variation tables of the English standing statements of round four (issue 18): decisions
//! said with a first-person-plural volitional, and corrections naming the wrong value first
//! (see `table` in the parent module).

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_en_we_want_to, variations_en_not_x_but_y];

/// "We want to / we'd like to" with a verb of policy or state, or the future progressive of a
/// verb of use ("we will be using X"): a decision about the project. A verb of one-off work,
/// "we want you to", a pronoun object, a time of the day, "let's have …", a question, a
/// hypothetical and someone else's words stay silent.
#[test]
fn variations_en_we_want_to() {
    table(
        SignalKind::Decision,
        Target::MemoryDecisions,
        &[
            (
                "we want to minimise the responsibilities of the draft api",
                "draft api",
            ),
            (
                "Alright, we want to keep the API layer thin so it only does routing. Create a plan.",
                "API layer",
            ),
            ("we'd like to support LinuxCNC as well", "LinuxCNC"),
            ("wed like to support LinuxCNC as well", "LinuxCNC"),
            (
                "We would like to stick with REST for the public API!",
                "REST",
            ),
            (
                "we really want to avoid global state in the core",
                "global state",
            ),
            (
                "we will be using this bundled application within a container",
                "container",
            ),
            ("we're going to be using Bun", "Bun"),
            ("were going to be using Bun", "Bun"),
            (
                "ok, we will be relying on the system keychain for secrets",
                "keychain",
            ),
            ("we'll be deploying on Fly.io for the API", "Fly.io"),
            (
                "the parser is messy, we want to isolate it behind a trait",
                "trait",
            ),
            ("we shall be using Postgres for storage。", "Postgres"),
            ("we wnat to keep the bundle under 200 KB", "200 KB"),
            ("ok so we want to only support Linux on the server", "Linux"),
            (
                "We want to rely on the system keychain for secrets.",
                "keychain",
            ),
        ],
        &[
            "we want to fix this bug",
            "we want you to keep it short",
            "do we want to keep the old API?",
            "we want to see the logs",
            "if we want to support Windows, what changes?",
            "he said we want to avoid Redis",
            "maybe we want to keep the old API",
            "we'll be using it later",
            "we will be using this for now",
            "let's have a look at the logs",
            "lets have the button open a modal",
            "we wanted to keep the old API",
            "we will be running the tests now",
            "we want to add a dark mode toggle",
            "we'd like to know why it fails",
            "we want to use the staging server today",
        ],
    );
}

/// "It's not X, but / instead Y", "we're not doing SSO but OIDC", "its not v2, its v3": the
/// wrong value first, the right one after a contrastive. A state ("not working, but"), "not
/// only … but", a pointer ("not what I asked"), a question, a hypothetical, a hedge and
/// someone else's words stay silent.
#[test]
fn variations_en_not_x_but_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "it's not DECISION.md, instead create a DECISIONS/ folder",
                "DECISIONS/",
            ),
            ("we're not doing SSO but OIDC", "OIDC"),
            ("were not doing SSO but OIDC", "OIDC"),
            ("its not v2, its v3", "v3"),
            (
                "No, it's not called UserRepo but AccountRepo",
                "AccountRepo",
            ),
            ("it is not in src/, it's in lib/", "lib/"),
            ("the port is not 3000 but 8080", "8080"),
            ("That's not npm, we use pnpm", "pnpm"),
            (
                "it's not DECISION.md, intead, create DECISIONS/",
                "DECISIONS",
            ),
            (
                "ok, the variable is not API_KEY but OPENAI_API_KEY",
                "OPENAI_API_KEY",
            ),
            ("It's not Jest, rather Vitest.", "Vitest"),
            ("we are not using MySQL but Postgres！", "Postgres"),
            ("the tests are not in test/ but in tests/", "tests/"),
            ("nope, it's not the main branch but release", "release"),
            ("that is not a flag, its a subcommand", "subcommand"),
        ],
        &[
            "it's not working, but the tests pass",
            "it's not only slow but also wrong",
            "is it not v2 but v3?",
            "it's not v2",
            "he said it's not SSO but OIDC",
            "if it's not v2 but v3, what changes?",
            "it's not clear, but let's move on",
            "it's not a big deal, but fix it",
            "maybe it's not SSO but OIDC",
            "it's not done yet, but close",
            "it's not sure but probably fine",
            "that's not what I asked, but ok",
            "it's not my code, but ok",
            "it's not broken, but slow",
            "it's not possible, but try",
            "it was not v2 but v3",
        ],
    );
}

/// A rule of a tool or of the product ("add a rule to the firewall") is not one of the
/// agent's: "add a rule that …" still is.
#[test]
fn a_tools_rule_is_not_the_agents() {
    nothing("add a rule to the firewall");
    nothing("add a rule to the eslint config");
    nothing("create a new rule for the nginx router");
    check(
        "add a rule that migrations are append-only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["append-only"],
    );
}

/// "We're not doing SSO but OIDC" names what is done instead: a correction for OIDC, not a
/// decision not to do SSO; without the contrastive it stays a negative decision.
#[test]
fn not_doing_x_but_y_is_a_correction() {
    check(
        "we're not doing SSO but OIDC",
        SignalKind::Correction,
        Target::CandidateRule,
        &["OIDC"],
    );
    check(
        "we're not doing SSO",
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &["SSO"],
    );
    check(
        "we are not using MySQL, we use Postgres",
        SignalKind::Correction,
        Target::CandidateRule,
        &["Postgres"],
    );
}

/// "Use X instead of Y" names the replaced habit as well as the tool: a correction of how the
/// agent writes code that may well hold beyond this file, so a counted candidate (it takes a
/// repeat, or the agent, to become a rule), never a direct write.
#[test]
fn use_x_instead_of_y_is_a_counted_candidate() {
    check(
        "use loguru.logger instead of print",
        SignalKind::Correction,
        Target::CandidateRule,
        &["loguru"],
    );
    nothing("use loguru.logger instead of this");
}

/// Before a plural noun "that" opens the rule ("make it a rule that tests run first"); only
/// the demonstrative with a singular noun points at the work in view ("fix that test").
#[test]
fn that_before_a_plural_opens_a_rule() {
    check(
        "make it a rule that tests run before push",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["tests run before push"],
    );
    check(
        "note that commits must be signed",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["signed"],
    );
    nothing("make it a rule in that test");
    nothing("from now on, fix that function first");
}
