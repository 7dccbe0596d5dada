//! What a lab says about its instruments: a calibration or a check of the equipment, dated as
//! the instrument's paperwork, not as a day of the project's work.

/// Whether a sentence reports a check of the lab's equipment ("Compression machine verified
/// 2024-06-18 (CSA A23.2 calibration).", "SEM magnification calibrated 2025-01-15.", « Balance
/// étalonnée le 3 mars »), not work someone on the project did ("We verified the seal on ...").
pub fn checks_an_instrument(sentence: &str) -> bool {
    if sentence.split_whitespace().count() > 16 {
        return false;
    }
    let lower = sentence.to_lowercase();
    let checked = [
        "calibrat",
        "étalonn",
        "verified",
        "vérifié",
        "checked against",
    ]
    .iter()
    .any(|c| lower.contains(c));
    if !checked {
        return false;
    }
    // Someone of the project did it: "we", "I", « nous », « on a », « j'ai ».
    let by_us = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .any(|w| matches!(w, "we" | "i" | "nous" | "j'ai" | "our" | "notre" | "nos"))
        || lower.starts_with("on a ")
        || [" on a ", " on l'a "].iter().any(|c| lower.contains(c));
    !by_us
}

#[cfg(test)]
mod tests {
    use super::checks_an_instrument;

    #[test]
    fn an_instrument_check_is_the_lab_paperwork_and_our_check_is_work() {
        for lab in [
            "Compression machine verified 2024-06-18 (CSA A23.2 calibration).",
            "Slurry pot speed verified 2024-11-29.",
            "Microwave output verified by the IMPI 2-litre test on 2025-01-06.",
            "SEM magnification calibrated 2025-01-15.",
            "Balance étalonnée le 3 mars 2025.",
        ] {
            assert!(checks_an_instrument(lab), "{lab}");
        }
        for work in [
            "We verified the seal on the T4 housing on 2025-02-03 and it held 3 psi.",
            "On a vérifié l'étanchéité des 40 tubes le 3 octobre.",
            "Poured slab S1 on 2025-02-03; cylinders cast.",
        ] {
            assert!(!checks_an_instrument(work), "{work}");
        }
    }
}
