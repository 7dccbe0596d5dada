//! The bound repository as evidence (DESIGN §9, §11): when a run's envelope carries a `codeHost`
//! block, the worker reads the repository's README and the commit messages authored in the
//! project's fiscal year through the code host's API, adds them to the evidence (each commit a
//! dated record of its own source) and cites those the answer uses.
//!
//! Reading is bounded (at most [`MAX_COMMITS`] commits, [`MAX_README_CHARS`] of README, a timeout
//! per call within the run's deadline) and never fails the run: what cannot be read is left out
//! and the answer says so.

use std::time::Duration;

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use secrecy::ExposeSecret;

use super::evidence::Evidence;
use super::text::sentences;
use crate::clients::codehost::{CodeHostApi, CodeHostError, Commit, Readme};
use crate::protocol::code_host::CodeHostAccess;
use crate::protocol::{Citation, CodeCitation, CodeEvidenceKind};

/// The most commits read (three pages).
pub const MAX_COMMITS: usize = 300;
/// The most README text used, in characters.
pub const MAX_README_CHARS: usize = 64 * 1024;
/// The most of one commit message used, in characters.
const MAX_MESSAGE_CHARS: usize = 4 * 1024;
/// The longest a call to the code host may take.
const MAX_CALL: Duration = Duration::from_secs(10);

/// What was read of the repository.
#[derive(Debug, Default)]
pub struct Reading {
    pub readme: Option<Readme>,
    /// Oldest first.
    pub commits: Vec<Commit>,
    /// What could not be read, for the answer ("the commits: the code host is unavailable").
    pub missing: Vec<String>,
}

/// The window of commits read: the fiscal year ("2025": the calendar year, UTC), else the 365
/// days before `now`.
pub fn window(fiscal_year: Option<&str>, now: DateTime<Utc>) -> (DateTime<Utc>, DateTime<Utc>) {
    let year = fiscal_year
        .and_then(|y| y.trim().parse::<i32>().ok())
        .filter(|y| (2000..=2100).contains(y));
    let start = |y: i32| Utc.with_ymd_and_hms(y, 1, 1, 0, 0, 0).single();
    match year.and_then(|y| Some((start(y)?, start(y + 1)?))) {
        Some((from, next)) => (from, next - chrono::Duration::seconds(1)),
        None => (now - chrono::Duration::days(365), now),
    }
}

/// Reads the README and the window's commits (both at once); a part that fails is named in
/// [`Reading::missing`].
pub async fn read(
    http: &reqwest::Client,
    access: &CodeHostAccess,
    deadline: Option<Duration>,
) -> Reading {
    let call = deadline.map_or(MAX_CALL, |d| {
        (d / 4).clamp(Duration::from_secs(1), MAX_CALL)
    });
    let api = CodeHostApi::with_client(&access.api_base_url, http.clone(), call);
    let token = access.access_token.expose_secret();
    let (repo, branch) = (&access.repo_full_name, &access.default_branch);
    let range = window(access.fiscal_year.as_deref(), Utc::now());
    let readme = api.readme(token, repo, branch);
    let commits = async {
        let mut all = Vec::new();
        for page in 1.. {
            let (found, more) = api.commits(token, repo, branch, range, page).await?;
            all.extend(found);
            if !more || all.len() >= MAX_COMMITS {
                break;
            }
        }
        all.truncate(MAX_COMMITS);
        Ok::<_, CodeHostError>(all)
    };
    let (readme, commits) = tokio::join!(readme, commits);
    let mut reading = Reading::default();
    let mut note = |what: &str, e: CodeHostError| {
        tracing::warn!(repo = %repo, error = ?e, "cannot read {what} of the bound repository; continuing without it");
        reading.missing.push(format!("{what} ({e})"));
    };
    match readme {
        Ok(readme) => reading.readme = readme,
        Err(e) => note("the README", e),
    }
    match commits {
        Ok(mut commits) => {
            commits.reverse();
            reading.commits = commits;
        }
        Err(e) => note("the commits", e),
    }
    reading
}

/// A commit message as evidence lines: the subject without a conventional prefix (`fix(io):`),
/// the body's lines without trailers (`Signed-off-by:`); nothing for a merge commit.
pub fn message_lines(message: &str) -> Vec<String> {
    let message = cut(message, MAX_MESSAGE_CHARS);
    let mut lines = message.lines().map(str::trim);
    let Some(subject) = lines.next().filter(|s| !s.is_empty()) else {
        return Vec::new();
    };
    if is_merge(subject) {
        return Vec::new();
    }
    let mut out = vec![capitalized(without_prefix(subject))];
    out.extend(
        lines
            .filter(|l| !l.is_empty() && !is_trailer(l))
            .map(|l| l.trim_start_matches(['-', '*', '+', ' ']).to_owned())
            .filter(|l| !l.is_empty()),
    );
    out
}

fn is_merge(subject: &str) -> bool {
    [
        "Merge pull request ",
        "Merge branch ",
        "Merge remote-tracking ",
    ]
    .iter()
    .any(|p| subject.starts_with(p))
}

/// `Signed-off-by: A <a@b>`, `Co-authored-by: ...`, `Change-Id: I...`.
fn is_trailer(line: &str) -> bool {
    let Some((key, _)) = line.split_once(": ") else {
        return false;
    };
    let key = key.to_ascii_lowercase();
    key.ends_with("-by") || matches!(key.as_str(), "change-id" | "refs" | "see-also" | "cc")
}

/// `feat(parser)!: text` -> `text`.
fn without_prefix(subject: &str) -> &str {
    let Some((head, rest)) = subject.split_once(": ") else {
        return subject;
    };
    let kind = head.split('(').next().unwrap_or(head).trim_end_matches('!');
    let conventional = !kind.is_empty()
        && kind.len() <= 12
        && kind.bytes().all(|b| b.is_ascii_lowercase())
        && head.len() <= 40
        && !rest.trim().is_empty();
    if conventional { rest.trim() } else { subject }
}

/// `text` with its first letter upper case (a subject after its prefix: `fix: lower ...`).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` cut to at most `max` bytes at a character boundary.
fn cut(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Adds what was read to the evidence: the README as text, then each commit (oldest first) as a
/// dated record of its own source.
pub fn add_to(evidence: &mut Evidence, repo: &str, reading: &Reading) {
    if let Some(readme) = &reading.readme {
        let source = evidence.add_code_source(
            format!("{repo} README"),
            CodeCitation {
                kind: CodeEvidenceKind::Readme,
                repo_full_name: repo.to_owned(),
                sha: None,
                date: None,
                url: readme.url.clone(),
                subject: None,
            },
        );
        evidence.add_text(Some(source), cut(&readme.text, MAX_README_CHARS));
    }
    for commit in &reading.commits {
        let lines = message_lines(&commit.message);
        if lines.is_empty() {
            continue;
        }
        let date: Option<NaiveDate> = commit.date.map(|d| d.date_naive());
        let short: String = commit.sha.chars().take(7).collect();
        let source = evidence.add_code_source(
            format!("{repo}@{short}"),
            CodeCitation {
                kind: CodeEvidenceKind::Commit,
                repo_full_name: repo.to_owned(),
                sha: Some(commit.sha.clone()),
                date: date.map(|d| d.to_string()),
                url: commit.url.clone(),
                subject: commit
                    .message
                    .lines()
                    .map(str::trim)
                    .find(|l| !l.is_empty())
                    .map(|l| l.chars().take(120).collect()),
            },
        );
        evidence.add_record(source, date, &lines);
    }
}

/// The code-host sources whose sentences the answer quotes, as citations (in evidence order).
pub fn cited(evidence: &Evidence, output: &str) -> Vec<Citation> {
    let mut out = Vec::new();
    for (k, source) in evidence.sources.iter().enumerate() {
        let Some(code) = &source.code else {
            continue;
        };
        let own: Vec<&str> = evidence
            .segments
            .iter()
            .filter(|s| s.source == Some(k))
            .map(|s| s.text.as_str())
            .collect();
        let quoted: Vec<&str> = own
            .iter()
            .copied()
            .filter(|text| {
                sentences(text).iter().any(|piece| {
                    let piece = piece.trim().trim_end_matches(['.', '!', '?', ';', ':']);
                    piece.split_whitespace().count() >= 3 && output.contains(piece)
                })
            })
            .collect();
        if quoted.is_empty() {
            continue;
        }
        // A commit is cited whole (its message is short); a README by the sentences used.
        let excerpt = match code.kind {
            CodeEvidenceKind::Commit => own.join(" "),
            CodeEvidenceKind::Readme => quoted.join(" "),
        };
        out.push(Citation {
            file_id: None,
            filename: source.filename.clone(),
            excerpt,
            score: 0.0,
            code_host: Some(code.clone()),
        });
    }
    out
}

/// A line naming the code-host citations (`octo/w@1a2b3c4 (2025-03-04)`); empty without one.
pub fn named(citations: &[Citation]) -> String {
    let named: Vec<String> = citations
        .iter()
        .filter_map(|c| {
            let code = c.code_host.as_ref()?;
            Some(match &code.date {
                Some(d) => format!("{} ({d})", c.filename),
                None => c.filename.clone(),
            })
        })
        .collect();
    if named.is_empty() {
        return String::new();
    }
    format!("\n_Repository evidence: {}_\n", named.join("; "))
}

/// A line saying what of the repository could not be read; empty when all was.
pub fn missing_note(reading: &Reading, repo: &str) -> String {
    if reading.missing.is_empty() {
        return String::new();
    }
    format!(
        "\n_Could not read {} of {repo}; this answer uses the other evidence._\n",
        reading.missing.join(" and ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_is_the_fiscal_year_or_the_last_365_days() {
        let now = Utc.with_ymd_and_hms(2026, 11, 24, 12, 0, 0).unwrap();
        let (from, until) = window(Some("2025"), now);
        assert_eq!(from.to_rfc3339(), "2025-01-01T00:00:00+00:00");
        assert_eq!(until.to_rfc3339(), "2025-12-31T23:59:59+00:00");
        for bad in [None, Some("25"), Some("1999"), Some("next year")] {
            let (from, until) = window(bad, now);
            assert_eq!(until, now);
            assert_eq!((until - from).num_days(), 365);
        }
    }

    #[test]
    fn commit_messages_lose_prefixes_trailers_and_merges() {
        assert_eq!(
            message_lines(
                "fix(cure)!: lower the cure temperature to 140 C\n\n- peel strength held at 3.5 N/mm\nSigned-off-by: A <a@b.c>\nCo-authored-by: B <b@c.d>"
            ),
            vec![
                "Lower the cure temperature to 140 C".to_owned(),
                "peel strength held at 3.5 N/mm".to_owned()
            ]
        );
        assert!(message_lines("Merge pull request #12 from octo/dev\n\nCure trials").is_empty());
        assert!(message_lines("").is_empty());
        // Not a conventional prefix: kept.
        assert_eq!(
            message_lines("Result: the seal held at -40 C"),
            vec!["Result: the seal held at -40 C".to_owned()]
        );
        let long = "é".repeat(10_000);
        assert!(message_lines(&long)[0].len() <= MAX_MESSAGE_CHARS);
    }

    #[test]
    fn only_commits_the_answer_quotes_are_cited() {
        let commit = |sha: &str, day: u32, message: &str| Commit {
            sha: sha.to_owned(),
            message: message.to_owned(),
            date: Utc.with_ymd_and_hms(2025, 3, day, 9, 0, 0).single(),
            url: Some(format!("https://github.test/o/r/commit/{sha}")),
        };
        let reading = Reading {
            readme: None,
            commits: vec![
                commit(
                    "aaaaaaa111",
                    3,
                    "Try a lower cure temperature of 140 C on six panels",
                ),
                commit("bbbbbbb222", 4, "Bump dependencies"),
            ],
            missing: vec!["the README (the code host is unavailable)".to_owned()],
        };
        let mut evidence = Evidence::default();
        add_to(&mut evidence, "o/r", &reading);
        assert_eq!(evidence.sources.len(), 2);
        assert_eq!(
            evidence.segments[0].date.map(|d| d.to_string()),
            Some("2025-03-03".to_owned())
        );
        let output = "2025-03-03: Try a lower cure temperature of 140 C on six panels.";
        let cited = cited(&evidence, output);
        assert_eq!(cited.len(), 1);
        assert_eq!(cited[0].filename, "o/r@aaaaaaa");
        assert_eq!(cited[0].file_id, None);
        let code = cited[0].code_host.as_ref().expect("code");
        assert_eq!(code.sha.as_deref(), Some("aaaaaaa111"));
        assert_eq!(code.date.as_deref(), Some("2025-03-03"));
        let line = named(&cited);
        assert!(line.contains("o/r@aaaaaaa (2025-03-03)"), "{line}");
        let line = missing_note(&reading, "o/r");
        assert!(line.contains("Could not read the README"), "{line}");
    }
}
