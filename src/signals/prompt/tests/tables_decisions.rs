//! Variation tables of the decisions (go with, adopt, the decision is, X it is) families (see `table` in the parent module).

#[allow(unused_imports)]
use super::*;

/// This file's tables, for `every_family_has_its_variation_table`.
pub(super) const TABLES: &[fn()] = &[];
