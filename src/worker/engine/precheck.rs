//! PRECHECK and SCREENER: the five questions of the program's eligibility test, each answered with
//! evidence sentences from the input (and file excerpts) or a suggestion for what is missing.

use std::borrow::Cow;

use serde_json::{Value, json};

use super::text::sentences;

use super::classify::{self, Facet, Facets};
use super::wording::{self, Lang};

pub struct Criterion {
    pub key: &'static str,
    pub label: &'static str,
    /// The facet whose sentences answer this question.
    pub facet: Facet,
    /// The least weight of that facet in one sentence that counts as an answer.
    pub threshold: f32,
    pub suggestion: &'static str,
}

pub const CRITERIA: [Criterion; 5] = [
    Criterion {
        key: "technological_uncertainty",
        label: "Technological uncertainty",
        facet: Facet::Uncertainty,
        threshold: 1.5,
        suggestion: "State what you did not know at the start and why standard practice or public knowledge could not resolve it.",
    },
    Criterion {
        key: "hypotheses_formulated",
        label: "Hypotheses formulated",
        facet: Facet::Uncertainty,
        threshold: 2.0,
        suggestion: "Write down the hypotheses you set out to test, e.g. 'if we change X, Y will improve because Z'.",
    },
    Criterion {
        key: "systematic_investigation",
        label: "Systematic investigation",
        facet: Facet::Work,
        threshold: 2.0,
        suggestion: "Describe the experiments, prototypes or tests you ran, how you measured them and how each iteration changed the next.",
    },
    Criterion {
        key: "technological_advancement",
        label: "Technological advancement sought",
        facet: Facet::Advancement,
        threshold: 1.5,
        suggestion: "Explain what new technological knowledge you sought, beyond what was already available in the field.",
    },
    Criterion {
        key: "records_kept",
        label: "Records kept",
        facet: Facet::Records,
        threshold: 1.0,
        suggestion: "Keep dated records (lab notebooks, test logs, commits, reports) that show the work as it happened.",
    },
];

/// The verdict's inputs for a whole text: the facets' weights over the text, the best sentence
/// per criterion and the strongest exclusion.
pub struct Reading {
    pub totals: Facets,
    pub evidence: Vec<Option<String>>,
    pub exclusion: Option<(&'static classify::Exclusion, f32)>,
}

pub fn read(input: &str, extra: &[String]) -> Reading {
    // A part the owner sets aside is not read as the work claimed. A text that sets nothing
    // aside (the usual case) is read once for it, its sentences never.
    let claimed = classify::claimed(input);
    let claimed_sentences = |text: &str, sets_aside: bool| {
        let mut s = sentences(text);
        if sets_aside {
            s.retain(|s| !classify::disclaims(s));
        }
        s
    };
    let mut pool = claimed_sentences(input, matches!(claimed, Cow::Owned(_)));
    for excerpt in extra {
        pool.extend(claimed_sentences(excerpt, classify::disclaims(excerpt)));
    }
    let scored: Vec<(Facets, &String)> = pool.iter().map(|s| (classify::facets(s), s)).collect();
    let evidence = CRITERIA
        .iter()
        .map(|c| {
            scored
                .iter()
                .filter(|(f, _)| f.get(c.facet) >= c.threshold)
                .max_by(|a, b| a.0.get(c.facet).total_cmp(&b.0.get(c.facet)))
                .map(|(_, s)| (*s).clone())
        })
        .collect();
    let input = &*claimed;
    let mut whole = input.to_owned();
    for excerpt in extra {
        whole.push('\n');
        whole.push_str(excerpt);
    }
    Reading {
        totals: classify::facets(&whole),
        evidence,
        // What the work is comes from the description; records' side remarks (orders, staff)
        // do not make it excluded work.
        exclusion: classify::exclusions(input).into_iter().next(),
    }
}

/// How much each facet weighs in the score, and the facet total that counts in full.
const UNCERTAINTY_PART: (f32, f32) = (0.5, 5.0);
const WORK_PART: (f32, f32) = (0.35, 4.0);
const ADVANCEMENT_PART: (f32, f32) = (0.35, 3.0);
/// Below this much work (trials, variants, measurements) a text is not LIKELY, whatever it says.
const MIN_WORK: f32 = 1.0;
/// An exclusion weighs against the score above this weight, 0.6 of it this much above it, and
/// up to 0.3 more over the next 3.
const EXCLUSION_FROM: f32 = 1.0;
const EXCLUSION_SPAN: f32 = 2.0;

/// LIKELY (score at least 50), POSSIBLE (47-49) or UNLIKELY, and the score out of 100: the
/// probability the learned model ([`model`]) gives the description, which weighs the rule score
/// below together with the description's own words.
pub fn verdict(reading: &Reading, description: &str) -> (&'static str, u32) {
    let (_, rules) = rule_verdict(reading);
    let p = model::MODEL.probability(&model::features(description, rules));
    let score = (p * 100.0).round().clamp(0.0, 100.0) as u32;
    (band(score), score)
}

fn band(score: u32) -> &'static str {
    match score {
        50.. => "LIKELY",
        47.. => "POSSIBLE",
        _ => "UNLIKELY",
    }
}

/// The cue rules' score of a description alone (a feature of the model).
pub fn rule_score(description: &str) -> u32 {
    rule_verdict(&read(description, &[])).1
}

/// The cue rules' verdict: the uncertainty, work and advancement shown, less the weight of the
/// strongest exclusion (weights fitted on the dev half of `tests/quality/descriptions.jsonl`).
pub fn rule_verdict(reading: &Reading) -> (&'static str, u32) {
    let t = &reading.totals;
    let part = |v: f32, (weight, full): (f32, f32)| weight * (v / full).min(1.0);
    let technical = part(t.uncertainty, UNCERTAINTY_PART)
        + part(t.work, WORK_PART)
        + part(t.advancement, ADVANCEMENT_PART);
    let excluded = reading.exclusion.map(|(_, w)| w).unwrap_or(0.0);
    let over = |from: f32, span: f32| ((excluded - from).max(0.0) / span).min(1.0);
    // Strong exclusion evidence (many cues of one kind) outweighs any research vocabulary.
    let penalty = 0.6 * over(EXCLUSION_FROM, EXCLUSION_SPAN)
        + 0.3 * over(EXCLUSION_FROM + EXCLUSION_SPAN, 3.0);
    let mut score = (technical - penalty).clamp(0.0, 1.0);
    if t.work < MIN_WORK {
        // Without any trial, prototype or measurement there is no investigation to claim.
        score = score.min(0.3);
    }
    let score = (score * 100.0).round() as u32;
    (band(score), score)
}

/// How much of the question and the selected records the model reads (characters).
const DESCRIBED_MAX: usize = 20_000;

/// Scores the text; `extra` are file excerpts that may hold further evidence. The summary,
/// labels and steps are written in `lang`; keys and the verdict are the wire's.
pub fn assess(input: &str, extra: &[String], lang: Lang) -> Value {
    let reading = read(input, extra);
    // With selected records, the model reads them with the question: a generic question
    // ("Would this qualify?") says nothing of the work.
    let described = if extra.is_empty() {
        input.to_owned()
    } else {
        let mut text = input.to_owned();
        for e in extra {
            if text.len() >= DESCRIBED_MAX {
                break;
            }
            text.push('\n');
            text.push_str(e);
        }
        text.chars().take(DESCRIBED_MAX).collect()
    };
    let (verdict, score) = verdict(&reading, &described);
    let criteria: Vec<Value> = CRITERIA
        .iter()
        .zip(&reading.evidence)
        .map(|(c, evidence)| {
            let (label, suggestion) = wording::criterion(lang, c.key);
            json!({
                "key": c.key, "label": label, "met": evidence.is_some(),
                "evidence": evidence, "suggestion": if evidence.is_some() { Value::Null } else { json!(suggestion) },
            })
        })
        .collect();
    let met = criteria.iter().filter(|c| c["met"] == true).count();
    let missing: Vec<&str> = CRITERIA
        .iter()
        .zip(&criteria)
        .filter(|(_, c)| c["met"] == false)
        .map(|(c, _)| wording::criterion(lang, c.key).0)
        .collect();
    let mut summary = if missing.is_empty() {
        wording::summary_all(lang, score)
    } else {
        wording::summary_some(lang, met, score, &missing)
    };
    let excluded = reading
        .exclusion
        .filter(|(_, w)| *w >= EXCLUSION_FROM + EXCLUSION_SPAN)
        .map(|(e, _)| e);
    let excluded_label = excluded.map(|e| wording::exclusion(lang, e.key, e.label));
    if let Some(label) = excluded_label {
        summary.push_str(&wording::summary_excluded(lang, label));
    }
    let mut next_steps: Vec<String> = CRITERIA
        .iter()
        .zip(&criteria)
        .filter(|(_, c)| c["met"] == false)
        .map(|(c, _)| wording::criterion(lang, c.key).1.to_owned())
        .collect();
    if let Some(label) = excluded_label {
        next_steps.insert(0, wording::step_separate(lang, label));
    }
    if next_steps.is_empty() {
        next_steps.push(wording::step_draft(lang).into());
    }
    let exclusion =
        excluded.map(|e| json!({"key": e.key, "label": wording::exclusion(lang, e.key, e.label)}));
    json!({"verdict": verdict, "score": score, "criteria": criteria, "summary": summary,
           "nextSteps": next_steps, "exclusion": exclusion, "language": lang})
}

pub fn markdown(result: &Value) -> String {
    let lang = super::wording::language_of(result);
    let mut out = format!(
        "{}\n\n{}\n\n",
        wording::precheck_heading(
            lang,
            result["verdict"].as_str().unwrap_or_default(),
            &result["score"].to_string()
        ),
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
            (None, Some(s)) => out.push_str(&format!("{} {s}\n", wording::no_evidence_yet(lang))),
            _ => out.push('\n'),
        }
    }
    out
}

mod model;

#[cfg(test)]
mod quality_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_evidence_and_suggests_the_rest() {
        // What was not known, what was tried and measured, what was learned, and the records:
        // in the words of the work, not the program's (the model reads the former).
        let strong = "Nobody could tell us whether the alloy would survive 900 C for a thousand hours; the coating suppliers had no data above 700 C. We expected a ceramic top coat to slow oxidation. We ran twelve furnace trials with three coating thicknesses and weighed the coupons every 100 hours. The thin coat cracked at 300 hours and the thick one spalled; the middle one lost 40% less mass than bare alloy. All weights are in the lab notebook with dates.";
        let result = assess(strong, &[], Lang::En);
        assert_eq!(result["verdict"], "LIKELY");
        assert!(
            result["score"].as_u64().is_some_and(|s| s >= 80),
            "{result}"
        );
        let weak = assess(
            "We built a website for our customers using a standard framework.",
            &[],
            Lang::En,
        );
        assert_eq!(weak["verdict"], "UNLIKELY");
        assert!(weak["criteria"][0]["suggestion"].is_string());
        assert!(!weak["nextSteps"].as_array().expect("steps").is_empty());
    }
}
