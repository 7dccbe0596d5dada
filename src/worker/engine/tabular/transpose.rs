//! A table written across: its variants as columns and what they hold as rows (a formulation
//! sheet: "component, P1 (FD100), P2, P3, P4", then one row per ingredient).

/// Whether a header cell names a variant by its code: a few capitals, then a number ("P1",
/// "B12", "V3 (control)"), not a quantity ("pH 5", "T0").
fn is_code(cell: &str) -> bool {
    let code = cell.split([' ', '(']).next().unwrap_or_default();
    let letters = code.chars().take_while(char::is_ascii_uppercase).count();
    let digits = &code[letters..];
    (1..=3).contains(&letters) && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Whether a header names variants across: its cells after the first are codes, two at least.
pub(super) fn names_variants(header: &[String]) -> bool {
    header
        .get(1..)
        .is_some_and(|variants| variants.len() >= 2 && variants.iter().all(|c| is_code(c)))
}

/// The rows of a table written across (`header` then `rows`, as fields), turned so that each
/// variant is a row: `None` when the header does not name variants across (its cells after the
/// first are not all codes, or fewer than two) or a row's first cell is itself a code (a
/// table that lists variants down).
pub(super) fn across(header: &[String], rows: &[Vec<String>]) -> Option<Vec<Vec<String>>> {
    if !names_variants(header) || rows.len() < 2 {
        return None;
    }
    let variants = &header[1..];
    if rows
        .iter()
        .any(|r| r.first().is_none_or(|c| c.is_empty() || is_code(c)))
    {
        return None;
    }
    let mut turned = vec![
        std::iter::once("code".to_owned())
            .chain(rows.iter().map(|r| r[0].clone()))
            .collect::<Vec<String>>(),
    ];
    for (j, variant) in variants.iter().enumerate() {
        let mut row = vec![variant.clone()];
        row.extend(
            rows.iter()
                .map(|r| r.get(j + 1).cloned().unwrap_or_default()),
        );
        turned.push(row);
    }
    Some(turned)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_sheet_of_variants_across_is_read_one_variant_a_row() {
        let cells = |row: &[&str]| row.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>();
        let header = cells(&["component", "P1 (FD100)", "P2", "P3"]);
        let rows = vec![
            cells(&["hard acrylic emulsion", "40", "40", "0"]),
            cells(&["Texanol", "1.8", "4", "0"]),
        ];
        let turned = super::across(&header, &rows).expect("variants across");
        assert_eq!(
            turned[0],
            cells(&["code", "hard acrylic emulsion", "Texanol"])
        );
        assert_eq!(turned[1], cells(&["P1 (FD100)", "40", "1.8"]));
        assert_eq!(turned[3], cells(&["P3", "0", "0"]));
        // Variants down, or a header of quantities, stay as written.
        let down = cells(&["code", "MFFT (C)", "VOC (g/L)"]);
        assert!(
            super::across(
                &down,
                &[cells(&["P1", "9", "118"]), cells(&["P2", "2", "162"])]
            )
            .is_none()
        );
        let quantities = cells(&["run", "pH 5", "pH 6"]);
        assert!(super::across(&quantities, &rows).is_none());
    }
}
