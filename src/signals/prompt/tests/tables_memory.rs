//! Variation tables of the asks to remember, rule-file asks, principles, priorities, always/never families (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[];
