//! Variation tables of the English standing statements of round four (issue 18): decisions
//! said with a first-person-plural volitional, and corrections naming the wrong value first
//! (see `table` in the parent module).

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[variations_en_we_want_to];

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

/// A rule of a tool or of the product ("add a rule to the firewall") is not one of the
/// agent's: "add a rule that …" still is.
#[test]
fn a_tools_rule_is_not_the_agents() {
    nothing("add a rule to the firewall");
    nothing("add a rule to the eslint config");
    nothing("add a rule to .eslintrc that forbids default exports");
    nothing("add a rule to ruff.toml that bans print");
    nothing("add a rule to .eslintrc.json for unused vars");
    nothing("create a new rule for the nginx router");
    check(
        "add a rule that migrations are append-only",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["append-only"],
    );
    check(
        "add a rule to CLAUDE.md that we never use default exports",
        SignalKind::Explicit,
        Target::MemoryRules,
        &["default exports"],
    );
}

/// "We're not doing SSO but OIDC" names what is done instead: not a decision not to do SSO
/// (a correction family for the contrastive had one real hit and was not kept); without the
/// contrastive it stays a negative decision.
#[test]
fn not_doing_x_but_y_is_no_negative_decision() {
    nothing("we're not doing SSO but OIDC");
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
