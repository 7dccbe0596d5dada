//! PRECHECK and SCREENER: the five questions of the program's eligibility test, each answered with
//! evidence sentences from the input (and file excerpts) or a suggestion for what is missing.

use serde_json::{Value, json};

use super::text::{mentions, sentences};

pub struct Criterion {
    pub key: &'static str,
    pub label: &'static str,
    pub keywords: &'static [&'static str],
    pub suggestion: &'static str,
}

pub const CRITERIA: [Criterion; 5] = [
    Criterion {
        key: "technological_uncertainty",
        label: "Technological uncertainty",
        keywords: &[
            "uncertain",
            "unknown",
            "not known",
            "unclear",
            "could not",
            "whether",
            "feasib",
            "unpredictab",
            "limitation",
            "obstacle",
            "challenge",
        ],
        suggestion: "State what you did not know at the start and why standard practice or public knowledge could not resolve it.",
    },
    Criterion {
        key: "hypotheses_formulated",
        label: "Hypotheses formulated",
        keywords: &[
            "hypothes",
            "we expected",
            "we predicted",
            "assum",
            "theor",
            "we proposed",
            "propose",
            "if we",
            "would reduce",
            "would improve",
        ],
        suggestion: "Write down the hypotheses you set out to test, e.g. 'if we change X, Y will improve because Z'.",
    },
    Criterion {
        key: "systematic_investigation",
        label: "Systematic investigation",
        keywords: &[
            "experiment",
            "test",
            "prototype",
            "trial",
            "iteration",
            "measur",
            "simulat",
            "benchmark",
            "compar",
            "analys",
            "method",
        ],
        suggestion: "Describe the experiments, prototypes or tests you ran, how you measured them and how each iteration changed the next.",
    },
    Criterion {
        key: "technological_advancement",
        label: "Technological advancement sought",
        keywords: &[
            "advance",
            "new knowledge",
            "improv",
            "novel",
            "state of the art",
            "beyond",
            "breakthrough",
            "capabilit",
            "performance",
            "faster",
            "more efficient",
        ],
        suggestion: "Explain what new technological knowledge you sought, beyond what was already available in the field.",
    },
    Criterion {
        key: "records_kept",
        label: "Records kept",
        keywords: &[
            "log",
            "notebook",
            "record",
            "document",
            "data",
            "result",
            "commit",
            "report",
            "spreadsheet",
            "version",
            "minutes",
        ],
        suggestion: "Keep dated records (lab notebooks, test logs, commits, reports) that show the work as it happened.",
    },
];

/// Scores the text; `extra` are file excerpts that may hold further evidence.
pub fn assess(input: &str, extra: &[String]) -> Value {
    let mut pool = sentences(input);
    for excerpt in extra {
        pool.extend(sentences(excerpt));
    }
    let criteria: Vec<Value> = CRITERIA
        .iter()
        .map(|c| {
            let evidence = pool.iter().find(|s| mentions(s, c.keywords));
            json!({
                "key": c.key, "label": c.label, "met": evidence.is_some(),
                "evidence": evidence, "suggestion": if evidence.is_some() { Value::Null } else { json!(c.suggestion) },
            })
        })
        .collect();
    let met = criteria.iter().filter(|c| c["met"] == true).count();
    let score = met * 20;
    let verdict = match score {
        80.. => "LIKELY",
        40.. => "POSSIBLE",
        _ => "UNLIKELY",
    };
    let missing: Vec<&str> = CRITERIA
        .iter()
        .zip(&criteria)
        .filter(|(_, c)| c["met"] == false)
        .map(|(c, _)| c.label)
        .collect();
    let summary = if missing.is_empty() {
        format!("All five eligibility questions have supporting evidence ({score}/100).")
    } else {
        format!(
            "{met} of 5 eligibility questions have evidence ({score}/100); missing: {}.",
            missing.join(", ")
        )
    };
    let mut next_steps: Vec<String> = CRITERIA
        .iter()
        .zip(&criteria)
        .filter(|(_, c)| c["met"] == false)
        .map(|(c, _)| c.suggestion.to_owned())
        .collect();
    if next_steps.is_empty() {
        next_steps
            .push("Draft the T661 narrative (lines 242, 244, 246) from this evidence.".into());
    }
    json!({"verdict": verdict, "score": score, "criteria": criteria, "summary": summary, "nextSteps": next_steps})
}

pub fn markdown(result: &Value) -> String {
    let mut out = format!(
        "## Eligibility pre-check: {} ({}/100)\n\n{}\n\n",
        result["verdict"].as_str().unwrap_or_default(),
        result["score"],
        result["summary"].as_str().unwrap_or_default()
    );
    for c in result["criteria"].as_array().into_iter().flatten() {
        let mark = if c["met"] == true { "✅" } else { "⚠️" };
        out.push_str(&format!(
            "- {mark} **{}**: ",
            c["label"].as_str().unwrap_or_default()
        ));
        match (c["evidence"].as_str(), c["suggestion"].as_str()) {
            (Some(e), _) => out.push_str(&format!("\"{e}\"\n")),
            (None, Some(s)) => out.push_str(&format!("no evidence yet. {s}\n")),
            _ => out.push('\n'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_evidence_and_suggests_the_rest() {
        let strong = "It was unknown whether the alloy could survive 900 C. Our hypothesis was that a ceramic coating would reduce oxidation. We ran twelve furnace experiments and measured mass loss. The goal was a novel coating beyond the state of the art. All results were recorded in the lab notebook.";
        let result = assess(strong, &[]);
        assert_eq!(result["verdict"], "LIKELY");
        assert_eq!(result["score"], 100);
        let weak = assess(
            "We built a website for our customers using a standard framework.",
            &[],
        );
        assert_eq!(weak["verdict"], "UNLIKELY");
        assert!(weak["criteria"][0]["suggestion"].is_string());
        assert!(!weak["nextSteps"].as_array().expect("steps").is_empty());
    }
}
