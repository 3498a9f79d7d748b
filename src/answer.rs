//! The hook answer: the <memory> block injected into the model context.
