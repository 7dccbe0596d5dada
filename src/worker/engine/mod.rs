//! RUN and SCREENER tasks. The engine sits behind one trait; `offline` (deterministic, no network)
//! is the embedded default: PRECHECK and SCREENER assess the five eligibility questions, T661
//! drafts lines 242/244/246, LOGBOOK structures dated entries. The selected files' text is the
//! evidence (dated, sourced segments, [`evidence`]); retrieval ranks it against the input (BM25)
//! for the cited excerpts.

pub mod classify;
pub mod dates;
pub mod evidence;
pub mod hashed;
pub mod language;
pub mod logbook;
pub mod noise;
pub mod openai;
pub mod precheck;
#[cfg(test)]
mod quality_cases;
#[cfg(test)]
mod quality_tests;
pub mod relevance;
pub mod repository;
pub mod retrieval;
pub mod review;
pub mod segment;
#[cfg(test)]
mod softmax;
pub mod t661;
pub mod tabular;
pub mod text;
pub mod wording;

use actix_web::HttpResponse;
use futures_util::future::BoxFuture;
use serde_json::Value;

use super::WorkerState;
use super::reply::{failed, latency_ms, refused};
use crate::protocol::{
    Citation, EngineTask, TaskError, TaskErrorCode, TaskKind, TaskResult, TaskStatus, TaskType,
    Usage,
};

/// Largest extracted text read per file for retrieval.
const MAX_TEXT_BYTES: usize = 2 * 1024 * 1024;
/// Past this many words of evidence further files are cited by retrieval only (the budget keeps
/// [`evidence::BUDGET_WORDS`] of them), so a run over many large files stays in milliseconds.
const MAX_EVIDENCE_WORDS: usize = 10 * evidence::BUDGET_WORDS;
const TOP_EXCERPTS: usize = 5;

/// What an engine is given.
pub struct Task<'a> {
    pub task_type: &'a TaskType,
    pub input: &'a str,
    pub history: Vec<String>,
    pub excerpts: Vec<String>,
    /// The selected files' text as dated, sourced segments, then the input and history.
    pub evidence: evidence::Evidence,
    pub today: String,
    /// The language the answer is written in ([`language::answer`]).
    pub lang: wording::Lang,
    /// Present when the run reviews a draft (a T661 run in a T661_ANALYSIS session).
    pub review: Option<crate::protocol::ReviewContext>,
}

/// `(markdown for the chat, structured data)`, or why there is none.
pub type EngineResult = Result<(String, Value), TaskError>;

pub trait Engine: Send + Sync {
    fn name(&self) -> &'static str;
    fn model(&self) -> String;
    fn run<'a>(&'a self, task: &'a Task<'a>) -> BoxFuture<'a, EngineResult>;
}

pub struct Offline;

impl Offline {
    fn answer(task: &Task<'_>) -> EngineResult {
        match task.task_type {
            TaskType::Precheck | TaskType::Screener => {
                // With selected files, their text (within the budget) is the evidence.
                let extra: Vec<String> = if task.evidence.has_files() {
                    task.evidence
                        .segments
                        .iter()
                        .filter(|s| s.source.is_some())
                        .map(|s| s.text.clone())
                        .collect()
                } else {
                    task.excerpts.clone()
                };
                let data = precheck::assess(task.input, &extra, task.lang);
                Ok((precheck::markdown(&data), data))
            }
            TaskType::T661 => match &task.review {
                // A T661 run in a T661_ANALYSIS session reviews a draft: the input's, else the
                // project's newest.
                Some(context) => Ok(Self::review(task, context)),
                None => {
                    let data = t661::draft(&task.evidence);
                    Ok((t661::markdown(&data), data))
                }
            },
            TaskType::Logbook => {
                let data = logbook::entries_from(&task.evidence);
                Ok((logbook::markdown(&data), data))
            }
            other => Err(unsupported(other)),
        }
    }
}

impl Offline {
    /// The review of the draft in the input (else the project's newest draft) against the
    /// selected evidence and the project's fiscal year (a calendar year).
    fn review(task: &Task<'_>, context: &crate::protocol::ReviewContext) -> (String, Value) {
        let lines = review::split_draft(task.input)
            .or_else(|| context.draft.as_deref().and_then(review::split_draft));
        let Some(lines) = lines else {
            let data = serde_json::json!({"review": null, "language": task.lang});
            return (wording::no_draft_to_review(task.lang).to_owned(), data);
        };
        let fiscal_year = context
            .fiscal_year
            .as_deref()
            .and_then(|y| y.trim().parse::<i32>().ok())
            .and_then(|y| {
                Some(review::FiscalYear {
                    start: chrono::NaiveDate::from_ymd_opt(y, 1, 1)?,
                    end: chrono::NaiveDate::from_ymd_opt(y, 12, 31)?,
                })
            });
        let data = review::review(&lines, &task.evidence, fiscal_year.as_ref(), task.lang);
        (review::markdown(&data), data)
    }
}

impl Engine for Offline {
    fn name(&self) -> &'static str {
        "offline"
    }

    fn model(&self) -> String {
        "offline-rules-v1".into()
    }

    fn run<'a>(&'a self, task: &'a Task<'a>) -> BoxFuture<'a, EngineResult> {
        Box::pin(async move { Self::answer(task) })
    }
}

/// The refusal of a task type no engine handles, naming it.
pub fn unsupported(task_type: &TaskType) -> TaskError {
    TaskError::new(
        TaskErrorCode::UnsupportedTask,
        format!("task type {task_type} is not supported"),
    )
}

/// A RUN or SCREENER task: retrieval over the selected files' text, then the engine.
pub async fn handle(state: &WorkerState, task: &EngineTask<'_>) -> HttpResponse {
    let started = std::time::Instant::now();
    let task_type = match task.kind {
        TaskKind::Screener => TaskType::Screener,
        _ => task.task_type.clone(),
    };
    if task.input.is_empty() {
        return refused(task_type, TaskErrorCode::InvalidTask, "input is required");
    }
    let input = &*task.input;
    let history: Vec<String> = task.history.iter().map(|m| m.content.to_string()).collect();
    let mut chunks = Vec::new();
    let mut texts = Vec::with_capacity(task.files.len());
    for file in &task.files {
        let Some(url) = file.text_url.as_deref() else {
            continue;
        };
        if let Err(why) = state.origins.storage(url) {
            tracing::warn!(file_id = %file.file_id, %why, "a file's text URL is refused; continuing without it");
            continue;
        }
        match super::fetch_limited(&state.http, url, MAX_TEXT_BYTES).await {
            Ok((bytes, _)) => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                chunks.extend(retrieval::chunk(file.file_id, &file.filename, &text));
                texts.push((file, text));
            }
            Err(e) => {
                tracing::warn!(file_id = %file.file_id, error = %e, "cannot read a file's text; continuing without it")
            }
        }
    }
    // The answer's language: the request's, else the input's, else the evidence's.
    let said: Vec<String> = task
        .history
        .iter()
        .filter(|m| m.role == crate::domain::MessageRole::User)
        .map(|m| m.content.to_string())
        .collect();
    let file_texts: Vec<&str> = texts.iter().map(|(_, t)| t.as_str()).collect();
    let lang = language::answer(task.language, input, &said, &file_texts);
    let mut evidence = evidence::Evidence::in_language(lang);
    evidence.today = Some(chrono::Utc::now().date_naive());
    for (file, text) in &texts {
        if evidence.words() < MAX_EVIDENCE_WORDS {
            evidence.add_file(file.file_id, &file.filename, &file.content_type, text);
        }
    }
    drop(texts);
    // The bound repository's README and fiscal-year commits, when the run has one.
    let repo = match &task.code_host {
        Some(access) if state.origins.codehost(&access.api_base_url).is_err() => {
            tracing::warn!(repo = %access.repo_full_name, "the task names another code-host API; the repository is left out");
            None
        }
        Some(access) => {
            let deadline = task.deadline_ms.map(std::time::Duration::from_millis);
            let reading = repository::read(&state.codehost_http, access, deadline).await;
            repository::add_to(&mut evidence, &access.repo_full_name, &reading);
            Some((access.repo_full_name.as_str(), reading))
        }
        None => None,
    };
    let hits = retrieval::rank(input, &chunks, TOP_EXCERPTS);
    let excerpts: Vec<String> = hits.iter().map(|h| h.chunk.text.clone()).collect();
    let mut citations: Vec<Citation> = hits
        .into_iter()
        .map(|h| Citation {
            file_id: Some(h.chunk.file_id),
            filename: h.chunk.filename,
            excerpt: h.chunk.text,
            score: (h.score * 1000.0).round() / 1000.0,
            code_host: None,
        })
        .collect();
    evidence.limit_to_budget(input);
    // Every file the evidence uses is cited, also when the question shares no word with it
    // (code-host sources: those the answer quotes, below).
    for (k, source) in evidence.sources.iter().enumerate() {
        if source.file_id.is_none() || citations.iter().any(|c| c.file_id == source.file_id) {
            continue;
        }
        let excerpt: Vec<&str> = evidence
            .segments
            .iter()
            .filter(|s| s.source == Some(k))
            .map(|s| s.text.as_str())
            .take(3)
            .collect();
        if !excerpt.is_empty() {
            citations.push(Citation {
                file_id: source.file_id,
                filename: source.filename.clone(),
                excerpt: excerpt.join(" "),
                score: 0.0,
                code_host: None,
            });
        }
    }
    if task_type != TaskType::Precheck && task_type != TaskType::Screener {
        evidence.add_text(None, input);
        // The user's earlier messages; the assistant's earlier drafts are not evidence.
        for earlier in task
            .history
            .iter()
            .filter(|m| m.role == crate::domain::MessageRole::User)
        {
            evidence.add_text(None, &earlier.content);
        }
    }
    let task = Task {
        task_type: &task_type,
        input,
        history,
        excerpts,
        evidence,
        today: chrono::Utc::now().format("%Y-%m-%d").to_string(),
        lang,
        review: task.review.clone(),
    };
    let engine = &state.engine;
    let (mut output, data) = match engine.run(&task).await {
        Ok(result) => result,
        Err(error) => {
            return HttpResponse::Ok().json(failed(task_type, error.code, error.message));
        }
    };
    if let Some((repo, reading)) = &repo {
        let cited = repository::cited(&task.evidence, &output);
        // T661 lines name their sources already; the pre-check names the commits it quotes.
        if matches!(task_type, TaskType::Precheck | TaskType::Screener) {
            output.push_str(&repository::named(&cited));
        }
        output.push_str(&repository::missing_note(reading, repo));
        citations.extend(cited);
    }
    let input_tokens = text::word_count(input)
        + task
            .excerpts
            .iter()
            .map(|e| text::word_count(e))
            .sum::<usize>()
        + task.evidence.words();
    let output_tokens = text::word_count(&output);
    HttpResponse::Ok().json(TaskResult {
        status: TaskStatus::Succeeded,
        task_type,
        output,
        data,
        citations,
        usage: Usage {
            input_tokens: input_tokens as u64,
            output_tokens: output_tokens as u64,
        },
        engine: engine.name().into(),
        model: Some(engine.model()),
        latency_ms: latency_ms(started),
        error: None,
    })
}
