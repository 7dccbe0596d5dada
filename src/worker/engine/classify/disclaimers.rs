//! What a description says it does not claim. Owners often name the excluded part of a project
//! to set it aside ("we moved to a new ERP, and we're not claiming that", « le marketing, ce
//! n'est pas ce qu'on veut réclamer ») before they describe the technical work: such a sentence
//! says nothing of the work claimed, and its excluded words must not sink it.

use super::super::segment::sentences_of;

/// Phrases that set a part of the project aside, English and French, lowercase.
const DISCLAIMERS: &[&str] = &[
    "not claiming",
    "n't claiming",
    "not claimed",
    "not be claimed",
    "not part of the claim",
    "not part of this claim",
    "not part of our claim",
    "not in the claim",
    "not in our claim",
    "excluded from the claim",
    "excluded from our claim",
    "leaving out of the claim",
    "left out of the claim",
    "we do not claim",
    "we don't claim",
    "not including those",
    "not counting those",
    "pas ce qu'on veut réclamer",
    "pas ce que nous voulons réclamer",
    "pas ce qu'on réclame",
    "pas ce que nous réclamons",
    "on ne réclame pas",
    "on réclame pas",
    "on ne le réclame pas",
    "on le réclame pas",
    "on ne les réclame pas",
    "on les réclame pas",
    "nous ne réclamons pas",
    "ne réclamons pas",
    "pas réclamé",
    "pas réclamée",
    "pas réclamés",
    "pas réclamées",
    "exclu de la demande",
    "exclus de la demande",
    "exclue de la demande",
    "ne fait pas partie de la demande",
    "ne font pas partie de la demande",
    "pas inclus dans la demande",
    "on ne compte pas",
    "on compte pas",
];

/// Whether a sentence sets a part of the project aside.
pub fn disclaims(sentence: &str) -> bool {
    let lower = sentence.to_lowercase().replace('\u{2019}', "'");
    DISCLAIMERS.iter().any(|d| lower.contains(d))
}

/// The text without its sentences that set a part of the project aside (the text itself when
/// none does).
pub fn claimed(text: &str) -> std::borrow::Cow<'_, str> {
    if !disclaims(text) {
        return std::borrow::Cow::Borrowed(text);
    }
    let kept: Vec<String> = sentences_of(text)
        .into_iter()
        .filter(|s| !disclaims(s))
        .collect();
    std::borrow::Cow::Owned(kept.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_set_aside_is_not_read() {
        let text = "This year we moved to a new ERP - we're not claiming that. We wrote our own \
                    nesting for scarred hides and cut rejects by half.";
        assert_eq!(
            claimed(text),
            "We wrote our own nesting for scarred hides and cut rejects by half."
        );
        assert!(disclaims(
            "Le marketing et l'étiquette, ce n'est pas ce qu'on veut réclamer."
        ));
        assert_eq!(claimed("We poured six slabs."), "We poured six slabs.");
    }
}
