//! A table that sums each variant up over its repeats ("schedule, mean onset, mean blisters,
//! mean peel, verdict"): each row is the variant's outcome, stated whole.

use super::Table;

/// Words of a column that sums repeats up.
const SUMMED: &[&str] = &[
    "mean", "average", "avg", "median", "moyenne", "moyen", "médiane",
];

impl Table {
    /// Each row of a summary of variants, as written ("L1: mean onset 310 h, mean blisters 2.1
    /// blisters/dm2, verdict current - fails."): a few undated rows, named, and columns that
    /// sum repeats up. Empty for any other table.
    pub(super) fn variant_means(&self) -> Vec<String> {
        let summed = self
            .columns
            .iter()
            .filter(|(name, _)| {
                let lower = name.to_lowercase();
                lower
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|w| SUMMED.contains(&w))
            })
            .count();
        let named = self.rows.iter().all(|r| r.label.is_some());
        let undated = self.rows.iter().all(|r| r.date.is_none());
        if summed == 0 || !named || !undated || !(2..=8).contains(&self.rows.len()) {
            return Vec::new();
        }
        self.rows
            .iter()
            .enumerate()
            .filter(|(r, _)| !self.is_total(*r))
            .filter_map(|(_, row)| self.row_text(row))
            .collect()
    }
}
