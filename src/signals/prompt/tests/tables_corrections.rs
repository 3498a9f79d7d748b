//! Variation tables of the corrections and preferences families (see `table` in the parent module).
//!
//! A typo inside the trigger word itself ("incorect", "insted", "shoud") is not taken by any of
//! these families: only the apostrophe typed or left out is (see `rules::re`); a fuzzy trigger
//! would fire on words that merely look alike.

use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[
    variations_en_thats_wrong_and_i_meant,
    variations_en_should_be_x_not_y,
    variations_en_standing_corrections_of_the_agent,
];

/// A flat rejection of the reply ("that's wrong", "you're mistaken", "correction:") or a
/// restatement ("I meant …") followed by how things are is a correction, saved from what
/// follows; a bare rejection, a question, a report or someone else's words are not. Not taken:
/// "what I meant was …" opens like a question and is left to the question gate.
#[test]
fn variations_en_thats_wrong_and_i_meant() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("that's wrong, the port is 8080", "8080"),
            (
                "That's wrong. The config lives in config/app.toml",
                "config/app.toml",
            ),
            ("thats wrong, we use pnpm", "pnpm"),
            ("That is wrong: the API returns JSON", "JSON"),
            ("no, that's incorrect, the timeout is 30 seconds", "30 seconds"),
            ("nope, this is wrong, the build runs on Node 20", "Node 20"),
            ("youre wrong, tests go in the tests folder", "tests folder"),
            (
                "You are mistaken, the cache lives in /var/cache/app",
                "/var/cache/app",
            ),
            ("you got that wrong, we deploy on fridays", "fridays"),
            ("Incorrect: the limit is 100 requests per minute", "100"),
            ("correction: the branch is develop", "develop"),
            ("not quite, the worker runs every 5 minutes", "5 minutes"),
            ("ok, that's not right, the key must be 32 bytes", "32 bytes"),
            ("Wrong! the queue uses RabbitMQ", "RabbitMQ"),
            ("That’s not correct; the env file is .env.local", ".env.local"),
            ("I meant we use pnpm", "pnpm"),
            ("no, I meant the config is in config.toml", "config.toml"),
            ("Nope, I meant the cache lives in redis", "redis"),
            ("I meant: use the v2 endpoint", "v2 endpoint"),
            ("i meant the tests run on CI only", "CI only"),
            ("ok I meant it runs on Node 20", "Node 20"),
            ("I meant the staging db is read-only.", "read-only"),
        ],
        &[
            "that's wrong.",
            "you're wrong",
            "what's wrong with the build?",
            "is that wrong?",
            "that's wrong, isn't it?",
            "something's wrong with the server",
            "if that's wrong, tell me",
            "the test went wrong",
            "am I wrong about the port?",
            "that's not what I asked",
            "wrong file, open the other one",
            "he said that's wrong",
            "that's wrong, I'll fix it myself",
            "it was wrong yesterday",
            "the wrong answer is 42",
            "nothing is wrong with the code",
            "that's the wrong file",
            "I meant it",
            "I meant to say thanks",
            "I meant nothing by it",
            "i meant that as a joke",
            "what did you mean?",
            "is that what I meant?",
            "he meant the other one",
        ],
    );
}

/// "X should be Y, not Z" and "you / we should do Y, not Z" name the right value or way with
/// the wrong one beside it ("not", "instead of", "rather than"): a correction. A question,
/// a hypothetical, someone else's words or a "should" without the wrong one are not. Not
/// taken apart from a value: "it should be fine, not a big deal" fires (a state, rare).
#[test]
fn variations_en_should_be_x_not_y() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            ("it should be port 8080, not 3000", "8080"),
            ("It should be `pnpm test`, not npm test.", "pnpm test"),
            ("that should be UTC, not local time", "UTC"),
            ("the timeout should be 30s, not 5s", "30s"),
            ("this needs to be a POST instead of a GET", "POST"),
            ("ok, the log level should be info rather than debug", "info"),
            ("the base image should be alpine, not ubuntu!", "alpine"),
            ("it should be camelCase not snake_case", "camelCase"),
            ("you should use pnpm, not npm", "pnpm"),
            (
                "You should call the service layer instead of the repository",
                "service layer",
            ),
            ("we should store dates as UTC, not local time", "UTC"),
            (
                "you should be using async handlers rather than threads",
                "async handlers",
            ),
            ("ok, you should write tests in pytest, not unittest", "pytest"),
            ("you should put configs in config/, not src/", "config/"),
            ("we should name branches feat/x rather than feature-x", "feat/x"),
            ("you should have used pnpm, not npm", "pnpm"),
            ("we should pin versions rather than use ranges.", "pin versions"),
        ],
        &[
            "should it be 8080, not 3000?",
            "should you use pnpm, not npm?",
            "if it should be 8080, not 3000, tell me",
            "if you should use pnpm not npm, say so",
            "he said it should be v3, not v2",
            "he said you should use pnpm, not npm",
            "you should run it here, not there",
            "you should rest, not work",
            "it should be 8080",
            "you should use pnpm",
            "the port should be fine",
            "we should talk about the port",
            "it should work now",
            "you should not use npm?",
            "they should be here by now, not later?",
        ],
    );
}

/// A ban on repeating what the agent just did ("don't X again"), a tool named against another
/// ("use X instead of Y") or what the team does not use beside what it does ("we're not using
/// X, we use Y") corrects how the agent works for good. A one-off ("for this script", "for
/// now"), a question, a report, reported speech or a bare pronoun object are not. "never X
/// again" is taken by the stronger "en never" rule.
#[test]
fn variations_en_standing_corrections_of_the_agent() {
    table(
        SignalKind::Correction,
        Target::CandidateRule,
        &[
            (
                "don't touch the migrations folder again",
                "migrations folder",
            ),
            ("Dont push to main again.", "push to main"),
            ("do not commit the .env file again!", ".env"),
            ("please don't rename public functions again", "rename"),
            ("ok, don't add console.log calls again", "console.log"),
            ("so, don't run the full test suite again", "full test suite"),
            ("don't mock the database again.", "mock the database"),
            ("use pnpm instead of npm", "pnpm"),
            ("Use vitest instead of jest.", "vitest"),
            ("please use httpx instead of requests", "httpx"),
            ("switch to ruff instead of flake8", "ruff"),
            ("use tracing instead of log!", "tracing"),
            ("please use UTC timestamps instead of local time", "UTC"),
            ("we're not using Redis, we use Memcached", "Memcached"),
            ("were not using npm, we use pnpm", "pnpm"),
            ("We are not using Jest; we use Vitest", "Vitest"),
            ("I'm not using Docker, I use Podman", "Podman"),
            ("we are not using MySQL, we're using Postgres", "Postgres"),
        ],
        &[
            "don't do that again",
            "do you want me to run it again?",
            "I won't touch the migrations folder again",
            "if you touch the migrations again it breaks",
            "he said don't push to main again",
            "use this instead of that",
            "why use pnpm instead of npm?",
            "he used pnpm instead of npm",
            "use pnpm instead of npm for this script",
            "use it instead of them",
            "are we not using Redis, we use Memcached?",
            "they're not using Redis, they use Memcached",
            "we could use pnpm instead of npm",
            "did you push to main again?",
            "it crashed again, use the logs",
        ],
    );
}
