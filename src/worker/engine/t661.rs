//! T661 narrative drafts: line 242 (uncertainties, 350 words), 244 (work performed, 700 words) and
//! 246 (advancements, 350 words), from the input, the history and the best file excerpts.

use serde_json::{Value, json};

use super::precheck::CRITERIA;
use super::text::{compose, sentences, word_count};

struct Line {
    number: &'static str,
    title: &'static str,
    limit: usize,
    criteria: &'static [usize],
}

const LINES: [Line; 3] = [
    Line {
        number: "242",
        title: "What scientific or technological uncertainties did you attempt to overcome?",
        limit: 350,
        criteria: &[0],
    },
    Line {
        number: "244",
        title: "What work did you perform in the tax year to overcome the technological uncertainties?",
        limit: 700,
        criteria: &[1, 2, 4],
    },
    Line {
        number: "246",
        title: "What scientific or technological advancements did you achieve or attempt to achieve?",
        limit: 350,
        criteria: &[3],
    },
];

pub fn draft(input: &str, history: &[String], excerpts: &[String]) -> Value {
    let mut pool = sentences(input);
    for text in excerpts.iter().chain(history) {
        pool.extend(sentences(text));
    }
    let lines: Vec<Value> = LINES
        .iter()
        .map(|line| {
            let evidence: Vec<String> = pool
                .iter()
                .filter(|s| {
                    let facets = super::classify::facets(s);
                    line.criteria
                        .iter()
                        .any(|&i| facets.get(CRITERIA[i].facet) >= CRITERIA[i].threshold)
                })
                .cloned()
                .collect();
            let text = compose(&evidence, line.limit);
            json!({
                "line": line.number, "title": line.title, "wordLimit": line.limit,
                "words": word_count(&text), "text": text,
                "evidenceSentences": evidence.len(), "lacksEvidence": evidence.is_empty(),
            })
        })
        .collect();
    let missing: Vec<&str> = lines
        .iter()
        .filter(|l| l["lacksEvidence"] == true)
        .filter_map(|l| l["line"].as_str())
        .collect();
    json!({"lines": lines, "linesLackingEvidence": missing})
}

pub fn markdown(result: &Value) -> String {
    let mut out = String::from("## T661 narrative draft\n");
    for line in result["lines"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "\n### Line {} ({}/{} words)\n*{}*\n\n",
            line["line"].as_str().unwrap_or_default(),
            line["words"],
            line["wordLimit"],
            line["title"].as_str().unwrap_or_default()
        ));
        if line["lacksEvidence"] == true {
            out.push_str("_No evidence for this line yet: describe it in the chat or attach records that show it._\n");
        } else {
            out.push_str(line["text"].as_str().unwrap_or_default());
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_stay_within_limits_and_missing_evidence_is_named() {
        let long = "We ran a furnace experiment and measured the oxidation rate. ".repeat(200);
        let result = draft(&long, &[], &[]);
        let lines = result["lines"].as_array().expect("lines");
        assert!(lines[1]["words"].as_u64().expect("words") <= 700);
        assert!(lines[1]["words"].as_u64().expect("words") > 0);
        assert_eq!(result["linesLackingEvidence"], json!(["242", "246"]));
    }
}
