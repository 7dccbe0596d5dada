//! A count whose rate the table also gives ("seeds germinated 156" beside "seeds sown 200" and
//! "germination 78 %"): the rate says it, and the count's extremes would only repeat it.

use super::{Cell, Table};

impl Table {
    /// Whether measured column `c` is the count behind a rate of the same table: for every row
    /// with the three values, `c` over another column is the rate column's percentage (to one
    /// point), on two rows at least.
    pub(super) fn counted_by_rate(&self, c: usize, numeric: &[(usize, Vec<Cell>)]) -> bool {
        let value = |col: usize, row: usize| {
            numeric
                .iter()
                .find(|(n, _)| *n == col)
                .and_then(|(_, cells)| cells.iter().find(|cell| cell.0 == row))
                .map(|cell| cell.1)
        };
        let percent = |col: usize| {
            self.column(col).1 == "%"
                || self.column(col).0.contains('%')
                || numeric
                    .iter()
                    .find(|(n, _)| *n == col)
                    .is_some_and(|(_, cells)| cells.iter().all(|cell| cell.2.contains('%')))
        };
        let Some((_, counts)) = numeric.iter().find(|(n, _)| *n == c) else {
            return false;
        };
        numeric.iter().filter(|(d, _)| *d != c).any(|(d, _)| {
            numeric
                .iter()
                .filter(|(p, _)| *p != c && *p != *d && percent(*p))
                .any(|(p, _)| {
                    let rows: Vec<bool> = counts
                        .iter()
                        .filter_map(|cell| {
                            let (whole, rate) = (value(*d, cell.0)?, value(*p, cell.0)?);
                            (whole > 0.0).then(|| (cell.1 / whole * 100.0 - rate).abs() <= 1.0)
                        })
                        .collect();
                    rows.len() >= 2 && rows.iter().all(|&ok| ok)
                })
        })
    }
}
