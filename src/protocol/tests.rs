//! The wire: each type writes the fields DESIGN §7 names, and reads what the other side may send.

use std::borrow::Cow;

use serde_json::{Value, json};
use uuid::Uuid;

use super::*;
use crate::domain::MessageRole;

#[test]
fn a_run_envelope_has_the_design_fields() {
    let at = chrono::DateTime::parse_from_rfc3339("2026-01-01T00:00:00Z")
        .expect("time")
        .to_utc();
    let (task, user, project, session, file) = (
        Uuid::now_v7(),
        Uuid::now_v7(),
        Uuid::now_v7(),
        Uuid::now_v7(),
        Uuid::now_v7(),
    );
    let envelope = EngineTask {
        task_id: task.to_string().into(),
        kind: TaskKind::Run,
        task_type: TaskType::T661,
        user_id: Some(user),
        project_id: Some(project),
        session_id: Some(session),
        input: "draft it".into(),
        history: vec![HistoryEntry {
            role: MessageRole::User,
            content: "earlier".into(),
            created_at: at,
        }],
        files: vec![FileRef {
            file_id: file,
            filename: "a.pdf".into(),
            content_type: "application/pdf".into(),
            size: 3,
            download_url: "http://d".into(),
            text_url: None,
        }],
        code_host: None,
        deadline_ms: Some(30_000),
        language: Some(crate::domain::Lang::Fr),
        review: None,
    };
    assert_eq!(
        serde_json::to_value(&envelope).expect("json"),
        json!({"taskId": task, "kind": "RUN", "type": "T661", "userId": user,
               "projectId": project, "sessionId": session, "input": "draft it",
               "history": [{"role": "USER", "content": "earlier", "createdAt": at}],
               "files": [{"fileId": file, "filename": "a.pdf", "contentType": "application/pdf",
                          "size": 3, "downloadUrl": "http://d", "textUrl": null}],
               "codeHost": null, "deadlineMs": 30_000, "language": "fr"})
    );
}

#[test]
fn an_index_envelope_has_the_design_fields() {
    let (file, project) = (Uuid::now_v7(), Uuid::now_v7());
    let envelope = IndexTask {
        task_id: "t".into(),
        kind: TaskKind::Index,
        file_id: Some(file),
        project_id: Some(project),
        filename: "a.txt".into(),
        content_type: Some("text/plain".into()),
        size: 5,
        download_url: "http://d".into(),
        text_upload_url: "http://u".into(),
    };
    assert_eq!(
        serde_json::to_value(&envelope).expect("json"),
        json!({"taskId": "t", "kind": "INDEX", "fileId": file, "projectId": project,
               "filename": "a.txt", "contentType": "text/plain", "size": 5,
               "downloadUrl": "http://d", "textUploadUrl": "http://u"})
    );
}

#[test]
fn the_worker_reads_a_hand_written_task_and_borrows_its_text() {
    let body = br#"{"taskId": "t", "kind": "RUN", "type": "PRECHECK", "input": "We tested.",
                    "history": [{"role": "USER", "content": "earlier", "createdAt": "2026-01-01T00:00:00Z"}],
                    "files": [], "extra": 1}"#;
    let head: TaskHead = serde_json::from_slice(body).expect("head");
    assert_eq!(head.kind(), Ok(TaskKind::Run));
    let task: EngineTask = serde_json::from_slice(body).expect("task");
    assert_eq!(task.task_type, TaskType::Precheck);
    assert!(matches!(task.input, Cow::Borrowed("We tested.")));
    assert_eq!(task.history[0].content, "earlier");
    assert_eq!((task.user_id, task.code_host.is_none()), (None, true));
    let index: IndexTask =
        serde_json::from_slice(br#"{"kind": "INDEX", "downloadUrl": "http://d"}"#).expect("index");
    assert_eq!(
        (&*index.download_url, &*index.text_upload_url),
        ("http://d", "")
    );
}

#[test]
fn an_unknown_kind_or_type_is_kept_to_be_named() {
    let head: TaskHead = serde_json::from_slice(br#"{"kind": "DREAM"}"#).expect("head");
    assert_eq!(head.kind(), Err(TaskType::Other("DREAM".into())));
    let none: TaskHead = serde_json::from_slice(b"{}").expect("head");
    assert_eq!(none.kind(), Err(TaskType::Unknown));
    let t: TaskType = serde_json::from_value(json!("T661_GEN")).expect("type");
    assert_eq!(t, TaskType::Other("T661_GEN".into()));
    assert_eq!(serde_json::to_value(&t).expect("json"), json!("T661_GEN"));
    assert_eq!(t.to_string(), "T661_GEN");
    for (t, wire) in [
        (TaskType::Precheck, "PRECHECK"),
        (TaskType::T661, "T661"),
        (TaskType::Logbook, "LOGBOOK"),
        (TaskType::Screener, "SCREENER"),
        (TaskType::Index, "INDEX"),
        (TaskType::Unknown, "UNKNOWN"),
    ] {
        assert_eq!(serde_json::to_value(&t).expect("json"), json!(wire));
        assert_eq!(t.to_string(), wire);
        assert_eq!(
            serde_json::from_value::<TaskType>(json!(wire)).expect("type"),
            t
        );
    }
}

#[test]
fn a_worker_result_has_the_design_fields() {
    let result = TaskResult {
        status: TaskStatus::Failed,
        task_type: TaskType::Index,
        output: String::new(),
        data: json!({}),
        citations: Vec::new(),
        usage: Usage::default(),
        engine: "offline".into(),
        model: None,
        latency_ms: 0,
        error: Some(TaskError::new(TaskErrorCode::CorruptFile, "bad")),
    };
    assert_eq!(
        serde_json::to_value(&result).expect("json"),
        json!({"status": "FAILED", "taskType": "INDEX", "output": "", "data": {}, "citations": [],
               "usage": {"inputTokens": 0, "outputTokens": 0}, "engine": "offline",
               "model": null, "latencyMs": 0, "error": {"code": "CORRUPT_FILE", "message": "bad"}})
    );
}

#[test]
fn the_backends_stand_in_result_is_short() {
    let failed = FailedResult::new(TaskType::Precheck, TaskErrorCode::WorkerTimeout, "slow");
    assert_eq!(
        serde_json::to_value(&failed).expect("json"),
        json!({"status": "FAILED", "taskType": "PRECHECK",
               "error": {"code": "WORKER_TIMEOUT", "message": "slow"}})
    );
    assert_eq!(
        failed.error.to_json(),
        r#"{"code":"WORKER_TIMEOUT","message":"slow"}"#
    );
}

#[test]
fn a_received_result_is_kept_as_sent() {
    let sent = json!({"status": "SUCCEEDED", "taskType": "RUN", "output": "hi", "usage": {},
                      "latencyMs": 12.5, "extra": {"kept": true}, "data": {"n": 1}});
    let received = ReceivedResult::new(sent.clone()).expect("result");
    assert!(received.succeeded());
    assert_eq!(received.output(), "hi");
    assert!(received.error().is_null());
    assert_eq!(serde_json::to_value(&received).expect("json"), sent);
    assert_eq!(received.into_data(), json!({"n": 1}));
    let failed = ReceivedResult::new(json!({"status": "FAILED", "error": {"message": "no"}}))
        .expect("result");
    assert_eq!(
        (failed.status(), failed.error_message()),
        (TaskStatus::Failed, Some("no"))
    );
    assert_eq!(failed.output(), "");
    for bad in [
        json!({"status": "DONE"}),
        json!({}),
        json!("SUCCEEDED"),
        Value::Null,
    ] {
        assert!(ReceivedResult::new(bad).is_err());
    }
}

#[test]
fn error_codes_are_screaming_snake() {
    for (code, wire) in [
        (TaskErrorCode::RunInterrupted, "RUN_INTERRUPTED"),
        (
            TaskErrorCode::WorkerMalformedResponse,
            "WORKER_MALFORMED_RESPONSE",
        ),
        (TaskErrorCode::TaskTooLarge, "TASK_TOO_LARGE"),
        (TaskErrorCode::ModelTimeout, "MODEL_TIMEOUT"),
        (TaskErrorCode::UnsupportedContent, "UNSUPPORTED_CONTENT"),
    ] {
        assert_eq!(serde_json::to_value(code).expect("json"), json!(wire));
        assert_eq!(code.to_string(), wire);
    }
}

/// Every failure code, each once (the match below breaks the build when a variant is added
/// without being listed).
const ALL_CODES: [TaskErrorCode; 18] = {
    use TaskErrorCode::*;
    [
        RunInterrupted,
        HistoryUnavailable,
        StorageFailed,
        WorkerTimeout,
        WorkerMalformedResponse,
        WorkerFailed,
        MalformedTask,
        TaskTooLarge,
        InvalidTask,
        UnsupportedTask,
        ModelFailed,
        ModelTimeout,
        ModelMalformedResponse,
        Transient,
        TooLarge,
        CorruptFile,
        LimitExceeded,
        UnsupportedContent,
    ]
};

fn listed(code: TaskErrorCode) -> bool {
    use TaskErrorCode::*;
    match code {
        RunInterrupted
        | HistoryUnavailable
        | StorageFailed
        | WorkerTimeout
        | WorkerMalformedResponse
        | WorkerFailed
        | MalformedTask
        | TaskTooLarge
        | InvalidTask
        | UnsupportedTask
        | ModelFailed
        | ModelTimeout
        | ModelMalformedResponse
        | Transient
        | TooLarge
        | CorruptFile
        | LimitExceeded
        | UnsupportedContent => ALL_CODES.contains(&code),
    }
}

/// A source file up to its inline test module (`#[cfg(test)]` then `mod ... {`).
fn without_tests(text: &str) -> &str {
    let mut at = 0;
    while let Some(found) = text[at..].find("#[cfg(test)]") {
        let start = at + found;
        let next = text[start + "#[cfg(test)]".len()..].trim_start();
        if next
            .lines()
            .next()
            .is_some_and(|l| l.trim_end().ends_with('{'))
        {
            return &text[..start];
        }
        at = start + 1;
    }
    text
}

/// The production sources of the crate (each file up to its inline test module), outside this
/// module.
fn production_sources() -> String {
    fn walk(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).expect("src").flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("protocol") {
                    walk(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.to_string_lossy().ends_with("tests.rs")
            {
                let text = std::fs::read_to_string(&path).expect("source");
                out.push_str(without_tests(&text));
            }
        }
    }
    let mut out = String::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

#[test]
fn every_failure_code_is_used_in_production_code() {
    let sources = production_sources();
    for code in ALL_CODES {
        assert!(listed(code));
        let name = format!("TaskErrorCode::{code:?}");
        assert!(sources.contains(&name), "{name} is never written");
    }
}
