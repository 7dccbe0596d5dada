//! What the package says, section by section, in its language: the cover, the T661 project
//! description with numbered notes, the review, the logbook in date order, the pre-check and the
//! evidence index.

use chrono::{DateTime, Utc};

use super::parts::{Draft, Logbook, Precheck, Review, Source};
use super::words::{self, Words};
use super::{Block, Document, Note};
use crate::domain::Lang;
use crate::worker::engine::{review, wording};

/// A confirmed file as the evidence index lists it.
#[derive(Debug, Clone)]
pub struct FileRow {
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub uploaded_at: DateTime<Utc>,
    /// READY, PENDING, FAILED ... (or empty when never indexed).
    pub index_status: String,
    /// Lowercase hex; `None` when the object could not be read.
    pub sha256: Option<String>,
}

/// Everything a package holds, gathered by the service.
#[derive(Debug, Clone)]
pub struct ClaimPackage {
    pub lang: Lang,
    pub project: String,
    pub fiscal_year: String,
    pub generated_at: DateTime<Utc>,
    pub version: String,
    pub draft: Option<Draft>,
    pub review: Option<Review>,
    pub logbook: Option<Logbook>,
    pub precheck: Option<Precheck>,
    pub files: Vec<FileRow>,
}

impl ClaimPackage {
    /// The language of the package: the draft's, else the review's, the logbook's or the
    /// pre-check's, else `fallback`.
    pub fn language_of_parts(
        draft: Option<&Draft>,
        review: Option<&Review>,
        logbook: Option<&Logbook>,
        precheck: Option<&Precheck>,
        fallback: Lang,
    ) -> Lang {
        draft
            .and_then(|d| d.language)
            .or_else(|| review.and_then(|r| r.language))
            .or_else(|| logbook.and_then(|l| l.language))
            .or_else(|| precheck.and_then(|p| p.language))
            .unwrap_or(fallback)
    }
}

fn time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// The package as blocks.
pub fn document(p: &ClaimPackage) -> Document {
    let w = words::of(p.lang);
    let mut blocks = vec![
        Block::Title(w.title.to_owned()),
        Block::Field(w.project.to_owned(), p.project.clone()),
        Block::Field(w.fiscal_year.to_owned(), p.fiscal_year.clone()),
        Block::Field(w.generated.to_owned(), time(p.generated_at)),
        Block::Field(w.version.to_owned(), p.version.clone()),
    ];
    t661(&mut blocks, w, p.draft.as_ref());
    if let Some(r) = &p.review {
        review_section(&mut blocks, w, p.lang, r);
    }
    logbook(&mut blocks, w, p.lang, p.logbook.as_ref());
    if let Some(pre) = &p.precheck {
        precheck(&mut blocks, w, pre);
    }
    index(&mut blocks, w, p);
    Document {
        title: format!("{} — {}", w.title, p.project),
        lang: p.lang,
        blocks,
    }
}

/// A note's text for one source of a line.
fn note_text(w: &Words, source: &Source) -> String {
    match source {
        Source::File { name, dates } if dates.is_empty() => name.clone(),
        Source::File { name, dates } => format!("{name}, {} {}", w.entries, dates.join(", ")),
        Source::Commit(c) => {
            let short: String = c.sha.chars().take(7).collect();
            let mut text = format!("{}, {} {short}", c.repo, w.commit);
            if !c.date.is_empty() {
                text.push_str(&format!(" ({})", c.date));
            }
            if !c.subject.is_empty() {
                text.push_str(&format!(": {}", c.subject));
            }
            text
        }
        Source::Readme { repo } => format!("{repo} {}", w.readme),
    }
}

fn t661(blocks: &mut Vec<Block>, w: &Words, draft: Option<&Draft>) {
    blocks.push(Block::PageBreak);
    blocks.push(Block::Heading(w.t661.to_owned()));
    let Some(draft) = draft else {
        blocks.push(Block::Paragraph(w.no_draft.to_owned()));
        return;
    };
    blocks.push(Block::Paragraph(w.t661_intro.to_owned()));
    let mut number = 0;
    for line in &draft.lines {
        blocks.push(Block::Subheading(format!("{} {}", w.line, line.line)));
        if !line.title.is_empty() {
            blocks.push(Block::Quote(line.title.clone()));
        }
        let notes: Vec<Note> = line
            .sources
            .iter()
            .map(|s| {
                number += 1;
                Note {
                    number,
                    text: note_text(w, s),
                }
            })
            .collect();
        let text = if line.text.is_empty() {
            w.no_text.to_owned()
        } else {
            line.text.clone()
        };
        blocks.push(Block::Cited(text, notes));
        blocks.push(Block::Paragraph(format!(
            "{} {} {}",
            line.words, w.words_of, line.limit
        )));
    }
}

fn review_section(blocks: &mut Vec<Block>, w: &Words, lang: Lang, r: &Review) {
    blocks.push(Block::PageBreak);
    blocks.push(Block::Heading(w.review.to_owned()));
    blocks.push(Block::Field(
        w.overall.to_owned(),
        format!("{}/100 ({})", r.score, review::band_label(lang, &r.band)),
    ));
    let (open, close) = match lang {
        Lang::En => ("\u{201c}", "\u{201d}"),
        Lang::Fr => ("« ", " »"),
    };
    for line in &r.lines {
        blocks.push(Block::Subheading(format!(
            "{} {}: {}/100 ({}), {} {} {}",
            w.line,
            line.line,
            line.score,
            review::band_label(lang, &line.band),
            line.words,
            w.words_of,
            line.limit
        )));
        if line.findings.is_empty() {
            blocks.push(Block::Paragraph(w.no_findings.to_owned()));
        }
        for f in &line.findings {
            let mut text = format!(
                "{} ({})",
                review::kind_label(lang, &f.kind),
                review::severity_label(lang, &f.severity)
            );
            if !f.sentence.is_empty() {
                text.push_str(&format!(": {open}{}{close}", f.sentence));
            }
            text.push_str(&format!(" {} {}", w.fix, f.fix));
            blocks.push(Block::Bullet(text));
        }
    }
}

fn logbook(blocks: &mut Vec<Block>, w: &Words, lang: Lang, log: Option<&Logbook>) {
    blocks.push(Block::PageBreak);
    blocks.push(Block::Heading(w.logbook.to_owned()));
    let Some(log) = log else {
        blocks.push(Block::Paragraph(w.no_logbook.to_owned()));
        return;
    };
    for entry in &log.entries {
        let heading = if entry.ambiguous {
            format!("{} ({})", entry.date, w.ambiguous)
        } else {
            entry.date.clone()
        };
        blocks.push(Block::Subheading(heading));
        for (key, text) in &entry.fields {
            blocks.push(Block::Field(
                wording::logbook_field(lang, field_key(key)).to_owned(),
                text.clone(),
            ));
        }
    }
    if !log.undated.is_empty() {
        blocks.push(Block::Subheading(w.undated.to_owned()));
        for (text, file) in &log.undated {
            blocks.push(Block::Bullet(match file {
                Some(file) => format!("{text} ({file})"),
                None => text.clone(),
            }));
        }
    }
}

/// The logbook wording's key for a payload field.
fn field_key(key: &str) -> &str {
    match key {
        "nextSteps" => "next_steps",
        other => other,
    }
}

fn precheck(blocks: &mut Vec<Block>, w: &Words, p: &Precheck) {
    blocks.push(Block::Heading(w.precheck.to_owned()));
    blocks.push(Block::Field(w.verdict.to_owned(), p.verdict.clone()));
    blocks.push(Block::Field(
        w.score.to_owned(),
        format!("{:.0}/100", p.score),
    ));
    if !p.summary.is_empty() {
        blocks.push(Block::Paragraph(p.summary.clone()));
    }
    for c in &p.criteria {
        let state = match c.met {
            Some(true) => w.met,
            Some(false) => w.not_met,
            None => w.unknown,
        };
        let mut text = format!("{}: {state}", c.label);
        if !c.evidence.is_empty() {
            text.push_str(&format!(". {}", c.evidence));
        }
        blocks.push(Block::Bullet(text));
    }
    if let Some(label) = &p.exclusion {
        blocks.push(Block::Field(w.exclusion.to_owned(), label.clone()));
    }
    if !p.next_steps.is_empty() {
        blocks.push(Block::Subheading(w.next_steps.to_owned()));
        blocks.extend(p.next_steps.iter().cloned().map(Block::Bullet));
    }
}

fn index(blocks: &mut Vec<Block>, w: &Words, p: &ClaimPackage) {
    blocks.push(Block::PageBreak);
    blocks.push(Block::Heading(w.index.to_owned()));
    blocks.push(Block::Subheading(w.files.to_owned()));
    if p.files.is_empty() {
        blocks.push(Block::Paragraph(w.no_files.to_owned()));
    } else {
        blocks.push(Block::Table {
            header: vec![
                "#".into(),
                w.col_name.into(),
                w.col_type.into(),
                w.col_size.into(),
                w.col_uploaded.into(),
                w.col_status.into(),
                "SHA-256".into(),
            ],
            rows: p
                .files
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    vec![
                        (i + 1).to_string(),
                        f.name.clone(),
                        f.content_type.clone(),
                        words::size(p.lang, f.size),
                        time(f.uploaded_at),
                        f.index_status.clone(),
                        f.sha256
                            .clone()
                            .unwrap_or_else(|| w.hash_unavailable.to_owned()),
                    ]
                })
                .collect(),
            wide_last: true,
        });
    }
    let commits = p.draft.as_ref().map(Draft::commits).unwrap_or_default();
    if commits.is_empty() {
        return;
    }
    blocks.push(Block::Subheading(w.commits.to_owned()));
    blocks.push(Block::Table {
        header: vec![
            w.col_repo.into(),
            w.col_date.into(),
            w.col_subject.into(),
            "SHA".into(),
        ],
        rows: commits
            .into_iter()
            .map(|c| vec![c.repo, c.date, c.subject, c.sha])
            .collect(),
        wide_last: true,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::parts::{Commit, DraftLine};

    fn package(lang: Lang) -> ClaimPackage {
        ClaimPackage {
            lang,
            project: "Gaskets".into(),
            fiscal_year: "2025".into(),
            generated_at: DateTime::from_timestamp(1_764_000_000, 0).unwrap_or_default(),
            version: "0.1.0".into(),
            draft: Some(Draft {
                lines: vec![DraftLine {
                    line: "244".into(),
                    title: "Q".into(),
                    words: 12,
                    limit: 700,
                    text: "On 2025-02-03 we bonded 18 gaskets.".into(),
                    sources: vec![
                        Source::File {
                            name: "log.txt".into(),
                            dates: vec!["2025-02-03".into()],
                        },
                        Source::Commit(Commit {
                            repo: "o/r".into(),
                            sha: "abcdef0123".into(),
                            date: "2025-03-01".into(),
                            subject: "Ring buffer".into(),
                        }),
                    ],
                }],
                language: Some(lang),
            }),
            review: None,
            logbook: None,
            precheck: None,
            files: vec![],
        }
    }

    #[test]
    fn a_line_cites_its_sources_as_numbered_notes_and_commits_reach_the_index() {
        let doc = document(&package(Lang::En));
        let cited = doc.blocks.iter().find_map(|b| match b {
            Block::Cited(_, notes) => Some(notes.clone()),
            _ => None,
        });
        let notes = cited.expect("a cited line");
        assert_eq!(notes[0].number, 1);
        assert_eq!(notes[0].text, "log.txt, entries of 2025-02-03");
        assert_eq!(
            notes[1].text,
            "o/r, commit abcdef0 (2025-03-01): Ring buffer"
        );
        assert!(
            doc.blocks
                .iter()
                .any(|b| matches!(b, Block::Table { rows, .. } if rows[0][3] == "abcdef0123"))
        );
        assert!(doc.blocks.contains(&Block::Paragraph(w_words(Lang::En))));
    }

    fn w_words(lang: Lang) -> String {
        format!("12 {} 700", words::of(lang).words_of)
    }

    #[test]
    fn a_french_package_is_worded_in_french() {
        let doc = document(&package(Lang::Fr));
        assert_eq!(
            doc.blocks[0],
            Block::Title("Dossier de demande RS&DE".into())
        );
        assert!(
            doc.blocks
                .contains(&Block::Paragraph("12 mots sur 700".into()))
        );
        assert!(
            doc.blocks
                .contains(&Block::Heading("Journal des travaux".into()))
        );
    }
}
