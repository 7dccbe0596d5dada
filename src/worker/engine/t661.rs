//! T661 narrative drafts: line 242 (uncertainties, 350 words), 244 (work performed, 700 words) and
//! 246 (advancements, 350 words), from the run's evidence (the selected files, else the input and
//! history). 242 takes the passage that states what was not known (and other strong uncertainty
//! sentences), 246 the results and what was learned (later entries and measured outcomes first),
//! 244 the remaining work in chronological order with the entries' dates. Each line names the
//! files (and the bound repository's README and commits) and dates it was built from.

use serde_json::{Value, json};

use super::evidence::{Evidence, Role};
use super::logbook::Label;
use super::relevance::{LineKind, Signals, reports_a_result, signals};
use super::text::{terminated, word_count};
use super::wording;

mod courtesy;
mod subject;
use courtesy::is_courtesy;
use subject::with_subject;

pub struct Line {
    pub number: &'static str,
    pub title: &'static str,
    pub limit: usize,
    pub kind: LineKind,
}

pub const LINES: [Line; 3] = [
    Line {
        number: "242",
        title: "What scientific or technological uncertainties did you attempt to overcome?",
        limit: 350,
        kind: LineKind::Uncertainty,
    },
    Line {
        number: "244",
        title: "What work did you perform in the tax year to overcome the technological uncertainties?",
        limit: 700,
        kind: LineKind::Work,
    },
    Line {
        number: "246",
        title: "What scientific or technological advancements did you achieve or attempt to achieve?",
        limit: 350,
        kind: LineKind::Advancement,
    },
];

/// Picks, by score, the segments that fit `limit` words; returned in reading order.
fn fit(mut picked: Vec<(usize, f32)>, texts: &[String], limit: usize) -> Vec<usize> {
    picked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut words = 0;
    let mut out = Vec::new();
    for (i, _) in picked {
        let n = word_count(&texts[i]);
        if words + n <= limit {
            words += n;
            out.push(i);
        }
    }
    out.sort_unstable();
    out
}

/// The segments of line 242: the block that says most about what was not known, blocks nearly
/// as strong, and strong uncertainty sentences elsewhere.
fn uncertainty(ev: &Evidence, sig: &[Signals], texts: &[String]) -> Vec<usize> {
    let mut blocks: Vec<(usize, f32)> = Vec::new();
    for (s, g) in ev.segments.iter().zip(sig).filter(|(_, g)| g.usable()) {
        // A block's segments are contiguous.
        match blocks.last_mut().filter(|(b, _)| *b == s.block) {
            Some((_, sum)) => *sum += g.uncertainty,
            None => blocks.push((s.block, g.uncertainty)),
        }
    }
    let best = blocks.iter().map(|b| b.1).fold(0.0, f32::max);
    let strong: Vec<usize> = blocks
        .iter()
        .filter(|(_, sum)| best >= 3.0 && *sum >= (best * 0.5).max(3.0))
        .map(|(b, _)| *b)
        .collect();
    let picked = ev
        .segments
        .iter()
        .zip(sig)
        .enumerate()
        .filter(|(_, (_, g))| g.usable())
        .filter_map(|(i, (s, g))| {
            // An outcome never states the uncertainty, however near it sits.
            let outcome = g.advancement > g.uncertainty && reports_a_result(&s.text);
            let in_passage = strong.contains(&s.block)
                && !outcome
                && g.hint != Some(LineKind::Work)
                && g.hint != Some(LineKind::Advancement)
                && ((g.uncertainty >= 0.5 && g.uncertainty >= g.work * 0.4)
                    || (g.work < 2.0 && g.advancement < 2.0));
            let alone = g.uncertainty >= 2.5
                && g.uncertainty >= g.work
                && g.uncertainty >= g.advancement
                && !outcome;
            (in_passage || alone).then_some((i, g.uncertainty))
        })
        .collect();
    fit(picked, texts, LINES[0].limit)
}

/// The segments of line 246: results and what was learned, later entries and numbers first.
fn advancement(
    ev: &Evidence,
    sig: &[Signals],
    labels: &[Option<Label>],
    texts: &[String],
    taken: &[usize],
) -> Vec<usize> {
    let mut dates: Vec<_> = ev.segments.iter().filter_map(|s| s.date).collect();
    dates.sort_unstable();
    dates.dedup();
    let n = ev.segments.len().max(1) as f32;
    let picked: Vec<(usize, f32)> = ev
        .segments
        .iter()
        .zip(sig)
        .enumerate()
        .filter(|(i, (_, g))| g.usable() && !taken.contains(i))
        .filter_map(|(i, (s, g))| {
            let late = match s.date.filter(|_| dates.len() > 1) {
                Some(d) => {
                    (dates.iter().position(|x| *x == d).unwrap_or(0) + 1) as f32
                        / dates.len().max(1) as f32
                }
                None => (i + 1) as f32 / n,
            };
            // Later entries hold the outcomes: up to 1.2 more. What a record's sentence is
            // (the LOGBOOK's labels) weighs too: a conclusion is what 246 asks for, what was
            // done or planned is not.
            // A measured result says what came out in its figures ("M4 : amertume 2,6/10,
            // arôme 7,3/10").
            let role = match labels[i] {
                Some(Label::Conclusion) => 1.0,
                Some(Label::Result) => 0.3 + 0.25 * numbers(&s.text).min(2) as f32,
                Some(Label::Activity | Label::Hypothesis | Label::NextStep) => -0.8,
                None => 0.0,
            };
            let score = g.advancement + 1.8 * late + role;
            let fits = score >= 2.5
                && score >= 0.8 * g.work
                && g.advancement > g.uncertainty
                && g.hint != Some(LineKind::Work)
                && g.hint != Some(LineKind::Uncertainty);
            (fits || g.hint == Some(LineKind::Advancement) && g.advancement >= 1.0)
                .then_some((i, score))
        })
        .collect();
    // A table's summary says what its extremes were; what the records concluded says what was
    // learned. When the records say something, the tables' summaries take a third of the line.
    let table = |i: usize| ev.segments[i].role == Role::TableResult;
    let prose_words: usize = picked
        .iter()
        .filter(|(i, _)| !table(*i))
        .map(|(i, _)| word_count(&texts[*i]))
        .sum();
    let limit = LINES[2].limit;
    if prose_words < limit / 3 {
        return fit(picked, texts, limit);
    }
    let (tables, prose): (Vec<_>, Vec<_>) = picked.into_iter().partition(|(i, _)| table(*i));
    let mut chosen = fit(tables, texts, limit / 3);
    let used: usize = chosen.iter().map(|&i| word_count(&texts[i])).sum();
    chosen.extend(fit(prose, texts, limit - used));
    chosen.sort_unstable();
    chosen
}

/// How many words carry a digit.
fn numbers(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
        .count()
}

/// The segments of line 244: the work, chronologically, each dated entry's best sentence first.
fn work(ev: &Evidence, sig: &[Signals], texts: &[String], taken: &[usize]) -> Vec<usize> {
    let picked: Vec<(usize, f32)> = ev
        .segments
        .iter()
        .zip(sig)
        .enumerate()
        .filter(|(i, (_, g))| g.usable() && !taken.contains(i))
        .filter(|(i, (s, g))| {
            // A dated record with figures is work done or measured, whatever its words; so is
            // the sentence that opens a dated entry ("B3: lactase + culture B together.").
            // A greeting before it ("Dear Marc,") does not open the entry.
            let opens = (0..*i)
                .rev()
                .take_while(|&j| ev.segments[j].block == s.block)
                .all(|j| is_courtesy(&ev.segments[j].text));
            let record =
                s.date.is_some() && (numbers(&s.text) >= 2 || (opens && s.role == Role::Prose));
            (g.work >= 1.0 || record) && g.work >= g.uncertainty * 0.5
        })
        .map(|(i, (_, g))| (i, g.work))
        .collect();
    // Each entry's best sentence ranks above every second-best one.
    let mut seen: Vec<(Option<usize>, Option<chrono::NaiveDate>)> = Vec::new();
    let mut by_score = picked;
    by_score.sort_by(|a, b| b.1.total_cmp(&a.1));
    let boosted: Vec<(usize, f32)> = by_score
        .into_iter()
        .map(|(i, score)| {
            let key = (ev.segments[i].source, ev.segments[i].date);
            if seen.contains(&key) {
                (i, score)
            } else {
                seen.push(key);
                (i, score + 100.0)
            }
        })
        .collect();
    let mut chosen = fit(boosted, texts, LINES[1].limit.saturating_sub(40));
    // Chronological: by date (an undated segment takes the date of the entry it follows).
    let mut last = None;
    let mut effective = Vec::with_capacity(ev.segments.len());
    for s in &ev.segments {
        if s.date.is_some() {
            last = s.date;
        }
        effective.push(s.date.or(last));
    }
    chosen.sort_by_key(|&i| (ev.segments[i].source, effective[i], i));
    chosen
}

/// Line texts with date prefixes on the first sentence of each dated entry (line 244).
fn render(ev: &Evidence, chosen: &[usize], dated: bool) -> Vec<String> {
    let mut last_label: Option<&str> = None;
    chosen
        .iter()
        .map(|&i| {
            let s = &ev.segments[i];
            let text = with_subject(ev, chosen, i);
            match (&s.date_label, dated) {
                (Some(label), true) if last_label != Some(label.as_str()) => {
                    last_label = Some(label.as_str());
                    format!("{label}: {text}")
                }
                _ => text,
            }
        })
        .collect()
}

/// The files (and dates) a line was built from.
fn sources(ev: &Evidence, chosen: &[usize]) -> Value {
    let mut out: Vec<Value> = Vec::new();
    for (k, src) in ev.sources.iter().enumerate() {
        let used: Vec<&usize> = chosen
            .iter()
            .filter(|&&i| ev.segments[i].source == Some(k))
            .collect();
        if used.is_empty() {
            continue;
        }
        let mut dates: Vec<String> = used
            .iter()
            .filter_map(|&&i| ev.segments[i].date)
            .map(|d| d.to_string())
            .collect();
        dates.sort_unstable();
        dates.dedup();
        let mut entry = json!({"fileId": src.file_id, "filename": src.filename, "dates": dates});
        if let Some(code) = &src.code {
            entry["codeHost"] = json!(code);
        }
        out.push(entry);
    }
    Value::Array(out)
}

pub fn draft(ev: &Evidence) -> Value {
    // What each sentence of a record is (the LOGBOOK's labels), read once.
    let labels: Vec<Option<Label>> = ev
        .segments
        .iter()
        .map(|s| (s.role == Role::Prose).then(|| super::logbook::label(&s.text)))
        .collect();
    let mut seen = std::collections::HashSet::new();
    let sig: Vec<Signals> = ev
        .segments
        .iter()
        .zip(&labels)
        .map(|(s, label)| {
            let mut g = signals(s, s.source.is_none());
            // A sentence seen before (the same text in the input and a file) and a letter's
            // courtesies ("Dear Marc,", "Best regards,") are never line text.
            if !seen.insert(s.text.as_str()) || is_courtesy(&s.text) {
                g.request = true;
            }
            // A section named for the work ("## Trials") holds its results too: what a
            // sentence of it measured or concluded is not bound to line 244.
            let own_lead =
                super::relevance::lead(&s.text).and_then(|l| super::relevance::named_kind(&l));
            if g.hint == Some(LineKind::Work)
                && own_lead.is_none()
                && matches!(label, Some(Label::Result | Label::Conclusion))
            {
                g.hint = None;
            }
            match s.role {
                // Never line text, like a request: a row's values (the table's summary states
                // them with their runs) and what is not a record of the work.
                Role::TableRow | Role::NonRecord => g.request = true,
                Role::TableWork => {
                    g.hint = Some(LineKind::Work);
                    g.work += 2.0;
                }
                Role::TableResult => {
                    g.hint = Some(LineKind::Advancement);
                    g.advancement += 2.0;
                }
                Role::Prose => {}
            }
            g
        })
        .collect();
    let texts: Vec<String> = ev.segments.iter().map(|s| terminated(&s.text)).collect();
    let u = uncertainty(ev, &sig, &texts);
    let a = advancement(ev, &sig, &labels, &texts, &u);
    // 244 may repeat a measured result of 246, not its conclusions.
    let taken: Vec<usize> = u
        .iter()
        .chain(a.iter().filter(|&&i| {
            sig[i].hint == Some(LineKind::Advancement) || sig[i].advancement > sig[i].work + 1.0
        }))
        .copied()
        .collect();
    let w = work(ev, &sig, &texts, &taken);
    let lines: Vec<Value> = LINES
        .iter()
        .zip([&u, &w, &a])
        .map(|(line, chosen)| {
            let parts = render(ev, chosen, line.kind == LineKind::Work);
            let mut text = String::new();
            let mut words = 0;
            for p in &parts {
                let n = word_count(p);
                if words + n > line.limit {
                    continue;
                }
                words += n;
                if !text.is_empty() {
                    text.push(' ');
                }
                text.push_str(p);
            }
            let src = sources(ev, chosen);
            let citations: Vec<String> = src
                .as_array()
                .into_iter()
                .flatten()
                .map(|s| {
                    let name = s["filename"].as_str().unwrap_or_default();
                    let dates: Vec<&str> = s["dates"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(Value::as_str)
                        .collect();
                    if dates.is_empty() {
                        name.to_owned()
                    } else {
                        format!("{name} ({})", dates.join(", "))
                    }
                })
                .collect();
            json!({
                "line": line.number, "title": wording::line_title(ev.lang, line.number), "wordLimit": line.limit,
                "words": words, "text": text,
                "evidenceSentences": chosen.len(), "lacksEvidence": chosen.is_empty(),
                "sources": src, "citations": citations,
            })
        })
        .collect();
    let missing: Vec<&str> = lines
        .iter()
        .filter(|l| l["lacksEvidence"] == true)
        .filter_map(|l| l["line"].as_str())
        .collect();
    json!({"lines": lines, "linesLackingEvidence": missing, "language": ev.lang})
}

pub fn markdown(result: &Value) -> String {
    let lang = wording::language_of(result);
    let mut out = String::from(wording::t661_heading(lang));
    for line in result["lines"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "\n{}\n*{}*\n\n",
            wording::line_heading(
                lang,
                line["line"].as_str().unwrap_or_default(),
                line["words"].as_u64().unwrap_or_default(),
                line["wordLimit"].as_u64().unwrap_or_default()
            ),
            line["title"].as_str().unwrap_or_default()
        ));
        if line["lacksEvidence"] == true {
            out.push_str(wording::line_lacks_evidence(lang));
            out.push('\n');
        } else {
            out.push_str(line["text"].as_str().unwrap_or_default());
            out.push('\n');
            let cited: Vec<&str> = line["citations"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            if !cited.is_empty() {
                out.push_str(&format!(
                    "\n{}\n",
                    wording::sources(lang, &cited.join("; "))
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_stay_within_limits_and_missing_evidence_is_named() {
        let mut ev = Evidence::default();
        let long: String = (0..200)
            .map(|i| format!("We ran furnace experiment {i} and measured the oxidation rate. "))
            .collect();
        ev.add_text(None, &long);
        let result = draft(&ev);
        let lines = result["lines"].as_array().expect("lines");
        assert!(lines[1]["words"].as_u64().expect("words") <= 700);
        assert!(lines[1]["words"].as_u64().expect("words") > 0);
        assert_eq!(result["linesLackingEvidence"], json!(["242", "246"]));
    }

    #[test]
    fn a_late_measured_result_is_an_advancement() {
        let mut ev = Evidence::default();
        ev.add_text(
            None,
            "2024-07-24: Trois macérations lancées, M1 à M3, 1 kg de fruits par litre.\n\
             2024-08-23: Panel sur M1, M2 et M3, trop amer.\n\
             2024-08-27: M4 = purée tamisée sous neige carbonique.\n\
             2024-09-26: M4 : amertume 2,6/10, arôme 7,3/10.\n\
             2024-10-08: Embouteillage de 60 bouteilles de M4.\n",
        );
        let result = draft(&ev);
        let text = result["lines"][2]["text"].as_str().unwrap_or_default();
        assert!(text.contains("2,6/10"), "{text}");
    }

    #[test]
    fn the_request_never_becomes_line_text() {
        let mut ev = Evidence::default();
        ev.add_text(
            None,
            "Draft our T661 lines 242, 244 and 246 from the attached records.",
        );
        let result = draft(&ev);
        assert_eq!(result["linesLackingEvidence"], json!(["242", "244", "246"]));
    }
}
