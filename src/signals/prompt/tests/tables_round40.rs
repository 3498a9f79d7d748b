//! Variation tables of round forty's forms (see `table` in the parent module;
//! docs/CAPTURE.md "Round forty").

use super::*;

/// "Would rather (not)" takes any bare verb: a verb of practice or of bringing a thing in
/// chooses as "use" does, with or without a subject of its own (we, you). A time of now
/// (today, for now, this time, until …) makes it this task's wish; "rather" in another
/// sense or with no verb of practice chooses nothing lasting.
#[test]
fn variations_would_rather_with_a_verb_of_practice() {
    table(
        SignalKind::Preference,
        Target::CandidatePreference,
        &[
            (
                "I'd rather not pull in lodash for this kind of thing",
                "lodash",
            ),
            ("I'd rather we not pull in lodash", "lodash"),
            ("i would rather not add another queue", "another queue"),
            ("I'd rather you not introduce a new ORM", "ORM"),
            (
                "we'd rather not install global npm packages",
                "global npm packages",
            ),
            ("I would rather we ship the docs with the package", "docs"),
            ("id rather not mix tabs and spaces", "tabs and spaces"),
            ("I'd rather not commit generated files", "generated files"),
            (
                "I'd much rather we maintain one config file",
                "one config file",
            ),
            (
                "We would rather not bring in another state library",
                "state library",
            ),
            (
                "I'd rather you not vendor dependencies",
                "vendor dependencies",
            ),
            ("i'd rather we host fonts ourselves", "fonts"),
            ("I'd rather not deploy from laptops.", "laptops"),
            ("I would rather we target node 20 only", "node 20"),
            ("I'd rather not add lodash, it's too big", "lodash"),
        ],
        &[
            "I'd rather not add lodash today",
            "I'd rather not deploy until the review is done",
            "I'd rather not talk about it",
            "I'd rather not push this yet",
            "I'd rather we ship it this week",
            "i'd rather not install it right now",
            "rather than add lodash, write a helper",
            "I'd rather not",
            "would you rather add lodash or write it?",
            "we'd rather not commit before lunch",
            "I'd rather not mix this change with the refactor this time",
            "the users would rather not install anything",
            "I'd rather not add more work for now",
            "he'd rather not maintain the old SDK",
            "I'd rather be fishing",
        ],
    );
}

/// The progressive present of a practice given up ("we're not maintaining X anymore", "we're
/// no longer shipping X") says what "we don't maintain X anymore" does: a decision already
/// taken. The thing must be named, and what is stopping happening to the team (seeing an
/// error) is a symptom, not a practice.
#[test]
fn variations_we_are_not_doing_it_anymore() {
    table(
        SignalKind::NegativeDecision,
        Target::MemoryDecisions,
        &[
            (
                "the old admin panel is out, we're not maintaining the admin panel anymore",
                "admin panel",
            ),
            (
                "we're not maintaining the admin panel anymore",
                "admin panel",
            ),
            ("we are no longer shipping the 32-bit build", "32-bit build"),
            ("we're no longer supporting IE11", "IE11"),
            ("We're not using lerna anymore.", "lerna"),
            ("fyi we're not deploying to heroku anymore", "heroku"),
            (
                "we are not publishing the beta channel any more",
                "beta channel",
            ),
            (
                "btw we're not running the nightly e2e anymore",
                "nightly e2e",
            ),
            ("we're no longer hosting docs on gitbook", "gitbook"),
            ("we're not generating the client by hand anymore", "client"),
            ("also, we are no longer vendoring protobuf", "protobuf"),
            ("we're not committing the lockfile anymore", "lockfile"),
            (
                "nope, we're not building the arm image anymore",
                "arm image",
            ),
            ("we're not targeting python 3.8 anymore", "python 3.8"),
            ("we are no longer storing sessions in redis", "sessions"),
        ],
        &[
            "we're not seeing the error anymore",
            "we're not getting emails anymore",
            "we're not using it anymore",
            "we're not maintaining that anymore",
            "are we not using lerna anymore?",
            "we're not running out of memory anymore",
            "we're not deploying today",
            "they're not maintaining the admin panel anymore",
            "we're not sure anymore",
            "we're not hitting the rate limit anymore",
            "I'm not maintaining the admin panel anymore",
            "the tests are not running anymore",
            "we're no longer blocked on the API",
            "why are we not shipping the 32-bit build anymore?",
            "we're not there anymore",
        ],
    );
}

/// Where the work stopped or got to is where it left off: "write down where we stopped" asks
/// for the checkpoint as "note where we left off" does. A program that stopped, a question
/// about where, or a place that is no state of the work asks for none.
#[test]
fn variations_where_we_stopped() {
    table(
        SignalKind::Checkpoint,
        Target::Log,
        &[
            ("write down where we stopped: parser done", "parser done"),
            (
                "let's write down where we stopped: the parser is done, codegen next",
                "codegen next",
            ),
            ("note where we stopped: auth done", "auth done"),
            (
                "jot down where we got to: billing half done",
                "billing half done",
            ),
            (
                "please record where we stopped: migrations written",
                "migrations",
            ),
            ("log where we got to: tests green", "tests green"),
            ("save where we stopped - ui done", "ui done"),
            ("Write down where we stopped. Parser done, lexer next", ""),
            ("bookmark where we stopped: step 3 of the plan", "step 3"),
            ("note where we got to in the notes: api done", "api done"),
            (
                "make a note of where we stopped: schema v2 drafted",
                "schema v2",
            ),
            (
                "write down where we stopped in the log: queue wired",
                "queue wired",
            ),
            ("ok, note where we stopped", ""),
            (
                "record where we got to: the importer works",
                "importer works",
            ),
            (
                "let's note where we stopped: deploy script done",
                "deploy script",
            ),
        ],
        &[
            "where did we stop yesterday?",
            "the job stopped where we got to the parser",
            "write down where the process stopped",
            "can you check where we stopped the container?",
            "note that the worker stopped",
            "where we stopped the deploy, the logs show an error",
            "log where the crash happened",
            "do you remember where we stopped?",
            "write a function that records where it stopped",
            "we stopped at the parser",
            "note where the server stopped responding",
            "save the file where we stopped editing it",
            "write down where we went for lunch",
            "log where the user stopped scrolling",
            "where we got to is unclear",
        ],
    );
}

/// "The rule here / in this repo is …" names the rule of this place, which is ours, as "our
/// rule is" does. "The rule is …" alone may be a program's (a firewall's, a linter's), and a
/// rule reported on (is broken, is failing) or asked about is none stated.
#[test]
fn variations_the_rule_here_is() {
    table(
        SignalKind::Explicit,
        Target::MemoryRules,
        &[
            (
                "the rule here is one component per file",
                "one component per file",
            ),
            (
                "The rule in this repo is no default exports",
                "no default exports",
            ),
            (
                "the convention here is snake_case for file names",
                "snake_case",
            ),
            (
                "the rule for this project is that every PR has a changelog entry",
                "changelog entry",
            ),
            ("the policy here is squash merges only", "squash merges"),
            (
                "the golden rule here is never edit generated code",
                "generated code",
            ),
            (
                "The only rule in this codebase is: no globals",
                "no globals",
            ),
            (
                "the rule here is to ask before adding deps",
                "ask before adding deps",
            ),
            (
                "the convention in this monorepo is one package per folder",
                "one package",
            ),
            (
                "the rule of thumb here is one assert per test",
                "one assert",
            ),
            ("the house rule here is tabs", "tabs"),
            (
                "the rule in our team is reviews within a day",
                "reviews within a day",
            ),
            ("The rule for this workspace is pnpm only.", "pnpm only"),
            (
                "the policy in this repo is that secrets live in vault",
                "vault",
            ),
            (
                "the rule here is that migrations are reversible",
                "reversible",
            ),
        ],
        &[
            "the rule is broken",
            "the rule here is broken",
            "the rule is that it matches every path",
            "what is the rule here?",
            "the rule in this repo is failing on CI",
            "is the rule here that we squash?",
            "the rule blocks port 22",
            "the firewall rule is too strict",
            "the rule in the eslint config is wrong",
            "the rule here is too loose",
            "the policy is to retry three times",
            "the rule engine here is slow",
            "check whether the rule here is applied",
            "the rule here is not working",
            "the rules are in the wiki",
        ],
    );
}

pub(super) const TABLES: &[fn()] = &[
    variations_would_rather_with_a_verb_of_practice,
    variations_we_are_not_doing_it_anymore,
    variations_where_we_stopped,
    variations_the_rule_here_is,
];
