//! A table cell written over several lines (a ticket's comment, a form's long answer, a
//! calendar item's notes) read as one field: its lines joined into one, each line still a
//! sentence of its own.

/// Appends a cell's line break to `out`: a line that ends in a word or a figure ends its
/// sentence ("What Kessler reports" then "Their lease operator ..."); blank lines add nothing.
fn break_line(out: &mut String) {
    let kept = out.trim_end_matches([' ', '\t', '\r']).len();
    out.truncate(kept);
    match out.chars().last() {
        None | Some(' ') => {}
        Some(c) if c.is_alphanumeric() || matches!(c, ')' | '%' | '"' | '\u{bb}') => {
            out.push_str(". ")
        }
        Some(_) => out.push(' '),
    }
}

/// A cell's text on one line (as it was when it has a single line).
pub fn one_line(cell: String) -> String {
    if !cell.contains('\n') {
        return cell;
    }
    let mut out = String::with_capacity(cell.len() + 8);
    for (k, line) in cell.split('\n').enumerate() {
        if k > 0 {
            break_line(&mut out);
        }
        out.push_str(line.trim_end_matches('\r'));
    }
    out.trim_end().to_owned()
}

/// CSV text whose quoted fields hold line breaks, with each record on one line. A quote opens
/// a field only at the field's start (`12" pipe` is a value), and a quote left open to the end
/// of the text leaves the text as it was (no record swallows the rest of the file).
pub fn csv_records(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('"') {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let (mut quoted, mut at_start, mut folded) = (false, true, false);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    out.push_str("\"\"");
                    chars.next();
                }
                '"' => {
                    quoted = false;
                    out.push('"');
                }
                '\n' => {
                    break_line(&mut out);
                    folded = true;
                }
                '\r' => {}
                c => out.push(c),
            }
            continue;
        }
        if c == '"' && at_start {
            quoted = true;
        }
        out.push(c);
        at_start = matches!(c, ',' | ';' | '\t' | '\n') || (at_start && c == ' ');
    }
    if quoted || !folded {
        return text.into();
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::{csv_records, one_line};

    #[test]
    fn a_quoted_field_over_lines_is_one_record() {
        let csv = "Date,Notes\n2025-01-16,\"Checked the labels: 61 of 14,800.\nSo the model never saw gas\n\nNext: relabel\"\n2025-01-23,done\n";
        let got = csv_records(csv);
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(lines.len(), 3, "{got}");
        assert_eq!(
            lines[1],
            "2025-01-16,\"Checked the labels: 61 of 14,800. So the model never saw gas. Next: relabel\""
        );
    }

    #[test]
    fn quotes_inside_values_and_unclosed_quotes_change_nothing() {
        let inch = "Part,Size\nP1,12\" pipe\nP2,8\" pipe\n";
        assert_eq!(csv_records(inch), inch);
        let open = "A,B\n1,\"never closed\n2,3\n";
        assert_eq!(csv_records(open), open);
    }

    #[test]
    fn a_cell_over_lines_reads_as_sentences() {
        assert_eq!(
            one_line("h3. First guess\nOur set has no gas.\r\n- relabel".to_owned()),
            "h3. First guess. Our set has no gas. - relabel"
        );
    }
}
