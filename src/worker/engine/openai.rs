//! The `openai` engine: any OpenAI-compatible chat-completions endpoint. The model is asked for a
//! JSON object `{"output": "<markdown>", "data": {...}}` in the same shape as the offline engine;
//! an answer that is not that object is a FAILED result, never a crash.

use std::time::Duration;

use futures_util::future::BoxFuture;
use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use serde_json::Value;

use super::{Engine, EngineResult, Task};
use crate::protocol::{TaskError, TaskErrorCode, TaskType};

pub struct OpenAi {
    http: reqwest::Client,
    base_url: String,
    model: String,
    api_key: SecretString,
    timeout: Duration,
}

impl OpenAi {
    pub fn new(
        base_url: &str,
        model: &str,
        api_key: SecretString,
        timeout: Duration,
    ) -> anyhow::Result<Self> {
        anyhow::ensure!(
            !base_url.trim().is_empty(),
            "worker.llm.base_url is required for the openai engine"
        );
        anyhow::ensure!(
            !model.trim().is_empty(),
            "worker.llm.model is required for the openai engine"
        );
        Ok(OpenAi {
            http: reqwest::Client::new(),
            base_url: base_url.trim().trim_end_matches('/').to_owned(),
            model: model.trim().to_owned(),
            api_key,
            timeout,
        })
    }
}

/// A chat-completions request: `{"model", "messages", "temperature", "response_format"}`.
#[derive(Serialize)]
struct ChatRequest<'a> {
    model: &'a str,
    messages: Vec<ChatMessage<'a>>,
    temperature: f64,
    response_format: ResponseFormat,
}

#[derive(Serialize)]
struct ChatMessage<'a> {
    role: &'static str,
    content: std::borrow::Cow<'a, str>,
}

/// `{"type": "json_object"}`: the model answers one JSON object.
#[derive(Serialize)]
struct ResponseFormat {
    #[serde(rename = "type")]
    kind: &'static str,
}

fn instructions(task_type: &TaskType) -> &'static str {
    match task_type {
        TaskType::T661 => {
            "You draft SR&ED form T661 narratives. Answer only with a JSON object {\"output\": markdown, \"data\": {\"lines\": [{\"line\": \"242\"|\"244\"|\"246\", \"title\", \"wordLimit\", \"words\", \"text\", \"evidenceSentences\", \"lacksEvidence\", \"sources\": [{\"fileId\", \"filename\", \"dates\": [\"YYYY-MM-DD\"]}], \"citations\": [\"filename (dates)\"]}], \"linesLackingEvidence\": [...]}}. Line 242 (What scientific or technological uncertainties did you attempt to overcome?, at most 350 words): what was not known at the start and why standard practice, suppliers or published knowledge could not answer it. Line 244 (What work did you perform in the tax year to overcome the technological uncertainties?, at most 700 words): the work in chronological order with the entries' dates, what was built, varied and measured. Line 246 (What scientific or technological advancements did you achieve or attempt to achieve?, at most 350 words): the advancement or the attempted one, with the measured outcomes and what was learned. End every line at a sentence boundary, leave out side remarks (orders, holidays, office matters) and the user's request itself, and use only the evidence given; each line's sources name the files and dates it draws on."
        }
        TaskType::Logbook => {
            "You turn research notes into SR&ED logbook entries, one per dated entry of the records, dated with the records' dates (not today) and in chronological order, leaving out side remarks. Answer only with a JSON object {\"output\": markdown, \"data\": {\"entries\": [{\"date\": \"YYYY-MM-DD\", \"activity\", \"hypothesis\", \"observations\", \"results\", \"nextSteps\"}]}}."
        }
        _ => {
            "You assess SR&ED eligibility against five questions: technological uncertainty, hypotheses formulated, systematic investigation, technological advancement sought, records kept. Answer only with a JSON object {\"output\": markdown, \"data\": {\"verdict\": \"LIKELY\"|\"POSSIBLE\"|\"UNLIKELY\", \"score\": 0-100, \"criteria\": [{\"key\", \"label\", \"met\", \"evidence\", \"suggestion\"}], \"summary\", \"nextSteps\": [...]}}. Quote evidence only from the text given."
        }
    }
}

/// The task's instructions and the language to answer in (DESIGN §18): every text a person
/// reads in `lang`, with the T661 questions in that language's wording; JSON names and enum
/// values unchanged.
fn system_prompt(task_type: &TaskType, lang: super::wording::Lang) -> String {
    use super::wording::{Lang, line_title};
    let language = match lang {
        Lang::En => "Write every text a person reads (the markdown, summaries, labels, suggestions, next steps, line titles and texts, logbook fields) in English.".to_owned(),
        Lang::Fr => format!(
            "Write every text a person reads (the markdown, summaries, labels, suggestions, next steps, line titles and texts, logbook fields) in Canadian French, as a Quebec claimant files it; the T661 line titles are, in CRA's French wording: 242 « {} », 244 « {} », 246 « {} ». Quote evidence as written.",
            line_title(Lang::Fr, "242"),
            line_title(Lang::Fr, "244"),
            line_title(Lang::Fr, "246")
        ),
    };
    format!(
        "{} {language} JSON names, keys and enum values (LIKELY, POSSIBLE, UNLIKELY, line numbers, criteria keys) stay exactly as given, in English; set data.language to \"{}\".",
        instructions(task_type),
        lang.code()
    )
}

/// The selected files' evidence for the prompt: per file its id and name, then each segment with
/// the date of the entry it sits in.
fn evidence_listing(evidence: &super::evidence::Evidence) -> String {
    let mut out = String::new();
    for (k, source) in evidence.sources.iter().enumerate() {
        match source.file_id {
            Some(id) => out.push_str(&format!("\n[file {id} \"{}\"]\n", source.filename)),
            None => out.push_str(&format!("\n[repository \"{}\"]\n", source.filename)),
        }
        for s in evidence.segments.iter().filter(|s| s.source == Some(k)) {
            match s.date {
                Some(d) => out.push_str(&format!("({d}) {}\n", s.text)),
                None => out.push_str(&format!("{}\n", s.text)),
            }
        }
    }
    out
}

/// The `{output, data}` object inside the model's answer.
fn parse_answer(body: &Value) -> EngineResult {
    let malformed = |why: &str| {
        TaskError::new(
            TaskErrorCode::ModelMalformedResponse,
            format!("The model's answer was not usable: {why}"),
        )
    };
    let content = body["choices"][0]["message"]["content"]
        .as_str()
        .ok_or_else(|| malformed("no message content"))?;
    let trimmed = content
        .trim()
        .trim_start_matches("```json")
        .trim_start_matches("```")
        .trim_end_matches("```")
        .trim();
    let answer: Value =
        serde_json::from_str(trimmed).map_err(|_| malformed("not a JSON object"))?;
    let output = answer["output"]
        .as_str()
        .ok_or_else(|| malformed("no output text"))?;
    let data = answer
        .get("data")
        .filter(|d| d.is_object())
        .cloned()
        .ok_or_else(|| malformed("no data object"))?;
    Ok((output.to_owned(), data))
}

impl Engine for OpenAi {
    fn name(&self) -> &'static str {
        "openai"
    }

    fn model(&self) -> String {
        self.model.clone()
    }

    fn run<'a>(&'a self, task: &'a Task<'a>) -> BoxFuture<'a, EngineResult> {
        Box::pin(async move {
            let mut messages = Vec::with_capacity(task.history.len() + 2);
            messages.push(ChatMessage {
                role: "system",
                content: system_prompt(task.task_type, task.lang).into(),
            });
            for earlier in &task.history {
                messages.push(ChatMessage {
                    role: "user",
                    content: earlier.as_str().into(),
                });
            }
            let evidence = if task.evidence.has_files() && *task.task_type != TaskType::Precheck {
                evidence_listing(&task.evidence)
            } else {
                task.excerpts
                    .iter()
                    .enumerate()
                    .map(|(i, e)| format!("[{}] {e}", i + 1))
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            messages.push(ChatMessage {
                role: "user",
                content: format!(
                    "{}\n\nEvidence (the selected records):\n{evidence}\n\nToday is {}.",
                    task.input, task.today
                )
                .into(),
            });
            let request = ChatRequest {
                model: &self.model,
                messages,
                temperature: 0.2,
                response_format: ResponseFormat {
                    kind: "json_object",
                },
            };
            let response = self
                .http
                .post(format!("{}/chat/completions", self.base_url))
                .bearer_auth(self.api_key.expose_secret())
                .timeout(self.timeout)
                .json(&request)
                .send()
                .await
                .map_err(|e| {
                    if e.is_timeout() {
                        TaskError::new(
                            TaskErrorCode::ModelTimeout,
                            format!(
                                "The model did not answer within {} s",
                                self.timeout.as_secs_f32()
                            ),
                        )
                    } else {
                        // The cause (addresses, TLS details) goes to the log, not into the result.
                        tracing::warn!(error = %e, "model endpoint unreachable");
                        TaskError::new(
                            TaskErrorCode::ModelFailed,
                            "The model endpoint is unreachable",
                        )
                    }
                })?;
            if !response.status().is_success() {
                return Err(TaskError::new(
                    TaskErrorCode::ModelFailed,
                    format!("The model endpoint answered HTTP {}", response.status()),
                ));
            }
            let body: Value = response.json().await.map_err(|e| {
                if e.is_timeout() {
                    TaskError::new(
                        TaskErrorCode::ModelTimeout,
                        format!(
                            "The model did not answer within {} s",
                            self.timeout.as_secs_f32()
                        ),
                    )
                } else {
                    TaskError::new(
                        TaskErrorCode::ModelMalformedResponse,
                        "The model endpoint did not answer JSON",
                    )
                }
            })?;
            parse_answer(&body)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_prompt_lists_the_selected_evidence_with_sources_and_dates() {
        let mut evidence = crate::worker::engine::evidence::Evidence::default();
        evidence.add_file(
            uuid::Uuid::from_u128(9),
            "bench.txt",
            "text/plain",
            "BENCH LOG\n\n2025-05-06\nShot 24 doses into gel at 45 N.",
        );
        let listing = evidence_listing(&evidence);
        assert!(listing.contains("bench.txt"), "{listing}");
        assert!(
            listing.contains("(2025-05-06) Shot 24 doses into gel at 45 N."),
            "{listing}"
        );
        assert!(instructions(&TaskType::T661).contains("Line 244"));
    }

    #[test]
    fn the_model_is_told_the_answer_language() {
        use crate::worker::engine::wording::Lang;
        let fr = system_prompt(&TaskType::T661, Lang::Fr);
        assert!(fr.contains("Canadian French"), "{fr}");
        assert!(fr.contains(
            "Quelles incertitudes scientifiques ou technologiques avez-vous tenté de surmonter?"
        ));
        assert!(fr.contains("set data.language to \"fr\""));
        let en = system_prompt(&TaskType::Precheck, Lang::En);
        assert!(
            en.contains("in English") && en.contains("set data.language to \"en\""),
            "{en}"
        );
    }

    #[test]
    fn answers_are_parsed_or_refused() {
        let ok = json!({"choices": [{"message": {"content": "```json\n{\"output\": \"# Hi\", \"data\": {\"verdict\": \"LIKELY\"}}\n```"}}]});
        assert_eq!(parse_answer(&ok).map(|(o, _)| o), Ok("# Hi".to_owned()));
        for bad in [
            json!({}),
            json!({"choices": [{"message": {"content": "sure! here it is"}}]}),
            json!({"choices": [{"message": {"content": "{\"output\": 3}"}}]}),
        ] {
            assert_eq!(
                parse_answer(&bad).map_err(|e| e.code),
                Err(TaskErrorCode::ModelMalformedResponse)
            );
        }
    }
}
