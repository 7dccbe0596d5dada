//! Drafts pasted from the form itself or from a table: the line's number printed at the right
//! margin after its question ("(maximum de 350 mots)            242"), the question wrapped over
//! the lines under its number ("242 What scientific ... (Maximum of 350" / "words)"), and a
//! table's row whose cells are the number, the line's title and the answer.

use super::{is_label, number_at};

/// The line a form's box number at the right margin marks: a question's wrap or its limit, a
/// wide gap, then the number alone ("... décrites à la ligne 242? (maximum de 700 mots)     244").
pub(super) fn margin_number(raw: &str) -> Option<usize> {
    let t = raw.trim_end();
    let at = t.len().checked_sub(3)?;
    let (before, number) = (t.get(..at)?, t.get(at..)?);
    let (k, _) = number_at(number)?;
    let gap = before.ends_with("   ") || before.ends_with('\t');
    let text = before.trim();
    let wraps = text.ends_with([')', '?', ':']) || (!text.is_empty() && is_label(text));
    (gap && wraps && !text.ends_with('.')).then_some(k)
}

/// Whether a line under a heading still belongs to its question: the wrap of the question or of
/// its word limit ("words)", "described in line 242? (Maximum of 700 words)").
pub(super) fn wraps_the_question(raw: &str) -> bool {
    // A question quoted in a reply ("> What work did you perform in the tax year to ...").
    let t = raw.trim().trim_start_matches(['>', ' ']);
    let lower = t.to_lowercase();
    let limit = ["word", "mot", "max"].iter().any(|w| lower.contains(w)) && t.ends_with(')');
    let asks = QUESTIONS.iter().any(|q| lower.starts_with(q));
    !t.is_empty()
        && t.split_whitespace().count() <= 20
        && (limit || asks || (t.ends_with('?') && t.starts_with(char::is_lowercase)))
}

/// How the form's three questions open, in English and French.
const QUESTIONS: &[&str] = &[
    "what scientific",
    "what work",
    "quelles incertitudes",
    "quels travaux",
    "quels progrès",
];

/// A table cell's answer: the line's title in the cell before it is no text of the line
/// ("Incertitudes scientifiques ou technologiques | Nous fabriquons ..."), and a cell's breaks
/// ("<br><br>") are paragraphs.
pub(super) fn cell_answer(content: &str) -> String {
    let content = content.trim().trim_end_matches(['|', ' ']);
    let answer = match content.split_once(" | ") {
        Some((title, answer))
            if is_label(title.trim()) && !title.contains(|c: char| c.is_ascii_digit()) =>
        {
            answer.trim()
        }
        _ => content,
    };
    answer
        .replace("<br><br>", "\n\n")
        .replace("<br/>", "\n")
        .replace("<br>", "\n")
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::engine::evidence::lines::is_rule;

    #[test]
    fn a_box_number_at_the_right_margin_marks_its_line() {
        assert_eq!(
            margin_number("(maximum de 350 mots)                                   242"),
            Some(0)
        );
        assert_eq!(
            margin_number(
                "scientifiques ou technologiques décrites à la ligne 242? (maximum de 700 mots)         244"
            ),
            Some(1)
        );
        assert_eq!(margin_number("The slab cured for 28 days at 242"), None);
        assert_eq!(margin_number("Épinette à 18 %"), None);
        assert_eq!(margin_number("é"), None);
        assert_eq!(
            margin_number("We ran the press at 5 bar.                 246"),
            None
        );
    }

    #[test]
    fn a_question_quoted_in_a_reply_and_a_box_are_no_text() {
        let draft = "> T661 line 242, max 350 words:\n> What scientific or technological \
                     uncertainties did you attempt to overcome?\n\nWe did not know A.\n\n\
                     > T661 line 244, max 700 words:\n> What work did you perform in the tax \
                     year to overcome the scientific or technological\n> uncertainties \
                     described in line 242?\n\nWe tried B.\n\n\
                     +-----------+\n| LINE 246 | ADVANCEMENT (max 350 words) |\n\
                     +-----------+\n\nWe learned C.\n";
        let lines = super::super::split_draft(draft).expect("split");
        assert_eq!(lines[0].as_deref(), Some("We did not know A."));
        assert_eq!(lines[1].as_deref(), Some("We tried B."));
        assert_eq!(lines[2].as_deref(), Some("We learned C."));
        let portal = "Step 1 of 3 · Line 242 · Scientific or technological uncertainty\n\
                      (maximum 350 words)\n\nWe did not know A.\n\n\
                      Step 2 of 3 · Line 244 · Work performed\n\nWe tried B.\n";
        let lines = super::super::split_draft(portal).expect("split");
        assert_eq!(lines[0].as_deref(), Some("We did not know A."));
        assert_eq!(lines[1].as_deref(), Some("We tried B."));
    }

    #[test]
    fn a_questions_wrap_and_a_rule_are_no_text() {
        assert!(wraps_the_question("words)"));
        assert!(wraps_the_question(
            "described in line 242? (Maximum of 700 words)"
        ));
        assert!(!wraps_the_question("We cut 12 covers (two fabrics)"));
        assert!(is_rule("=============="));
        assert!(!is_rule("--"));
    }

    #[test]
    fn a_table_cells_title_is_left_and_its_breaks_are_paragraphs() {
        assert_eq!(
            cell_answer(
                "Incertitudes scientifiques ou technologiques | Nous fabriquons du bois. <br><br> L'épinette a des cernes. |"
            ),
            "Nous fabriquons du bois.\n\nL'épinette a des cernes."
        );
        assert_eq!(
            cell_answer("We ran 3 trials | and 2 failed."),
            "We ran 3 trials | and 2 failed."
        );
    }
}
