//! Schema-only types: the shapes of answers built outside `src/http` (the services' own DTOs, the
//! worker's payloads) or written ad hoc (`serde_json::Value`), described field for field as the
//! service serializes them. Nothing here is ever constructed; each type only gives the document
//! its schema, under the name the interface uses.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use super::enums::{CodehostTokenStatus, IndexStatus, MembershipTier, UploadStatus};

/// ApiResponse<T>: the envelope of a successful answer, `{success: true, message: "OK", data,
/// timestamp}`.
#[derive(ToSchema)]
pub struct ApiResponse<T> {
    pub success: bool,
    pub message: String,
    pub data: T,
    pub timestamp: DateTime<Utc>,
}

/// `error.details` of the error envelope: `{fields}` for VALIDATION_FAILED, `{retryAfterSeconds}`
/// for RATE_LIMITED and CAPACITY_EXHAUSTED, the reached limit for QUOTA_EXCEEDED, else `{}`.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct ErrorDetails {
    /// Each invalid field (`files[0].fileSize`, `body`, `path`, `query`, ...) and its problem.
    pub fields: Option<BTreeMap<String, String>>,
    pub retry_after_seconds: Option<u64>,
    /// The quota metric that was reached (QUOTA_EXCEEDED), e.g. `AI_RUNS_MONTHLY`.
    pub metric: Option<String>,
    pub limit: Option<i64>,
    pub used: Option<i64>,
    pub reserved: Option<i64>,
    pub requested: Option<i64>,
    pub tier: Option<MembershipTier>,
    pub period_key: Option<String>,
}

/// The auth layer's plain body (not the envelope): `{"status": 401, "error": "Unauthorized",
/// "path": "/api/v1/..."}`, or 403 `Forbidden` for a non-admin on an admin route (and for any
/// route when `edge.required` is set and the edge headers are missing).
#[derive(ToSchema)]
pub struct AuthError {
    pub status: u16,
    pub error: String,
    pub path: String,
}

/// One presigned upload (spec §2.5), in request order.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct PresignedUpload {
    pub file_id: Uuid,
    /// A presigned PUT URL of object storage; send exactly the declared Content-Type and size.
    pub upload_url: String,
    pub object_key: String,
    /// Expiry in epoch milliseconds.
    pub expires_at: i64,
}

/// A confirmed file record (spec §2.4).
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct FileDto {
    pub id: Uuid,
    pub project_id: Uuid,
    pub original_filename: String,
    pub content_type: String,
    pub file_size: i64,
    pub uploaded_at: Option<DateTime<Utc>>,
    pub upload_status: UploadStatus,
    pub index_status: Option<IndexStatus>,
    pub index_error: Option<String>,
}

/// A short-lived GET URL of a stored Word document.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct Preview {
    pub preview_url: String,
    pub expires_at: DateTime<Utc>,
}

/// The run answer (spec §2.7): the same shape with 200 (SUCCEEDED) and 502 (the worker failed).
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RunAnswer {
    pub run_id: Uuid,
    pub python: RunPayload,
    pub messages: RunMessages,
    pub selected_file_ids: Vec<Uuid>,
}

/// The messages a run persisted.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RunMessages {
    pub user_message_id: Uuid,
    /// `null` when the run failed.
    pub assistant_message_id: Option<Uuid>,
}

/// A task result's status.
#[derive(ToSchema)]
#[schema(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TaskStatus {
    Succeeded,
    Failed,
}

/// The task worker's result, passed through as it was sent (`status` is always there); on a
/// failure the backend stands in `{status: FAILED, taskType, error: {code, message}}`.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RunPayload {
    #[schema(required = true)]
    pub status: TaskStatus,
    pub task_type: Option<String>,
    /// Markdown for the chat.
    pub output: Option<String>,
    /// The engine's structured result: a T661 draft, a review (a T661 run in a T661_ANALYSIS
    /// session), a logbook or a pre-check; its texts in `data.language` (`Accept-Language`:
    /// `en`, `fr`, `fr-CA`; else the input's).
    pub data: Option<super::engine_data::EngineData>,
    pub citations: Option<Vec<Value>>,
    pub usage: Option<Value>,
    pub engine: Option<String>,
    pub model: Option<String>,
    pub latency_ms: Option<u64>,
    /// `{code, message}` when FAILED.
    pub error: Option<Value>,
}

/// The code-host binding status (spec §2.6), snake_case as the spec shows it.
#[derive(ToSchema)]
pub struct BindingStatus {
    pub authorized: bool,
    pub connected: bool,
    pub enabled: bool,
    pub repo_full_name: Option<String>,
    pub repo_id: Option<i64>,
    pub default_branch: Option<String>,
    pub token_status: Option<CodehostTokenStatus>,
    pub token_expires_at: Option<DateTime<Utc>>,
    pub last_refresh_at: Option<DateTime<Utc>>,
}

/// A repository row.
#[derive(ToSchema)]
pub struct Repo {
    pub id: i64,
    pub full_name: String,
    pub default_branch: String,
    pub private_repo: bool,
}

/// A page of the repository list (30 per page).
#[derive(ToSchema)]
pub struct RepoPage {
    pub repos: Vec<Repo>,
    pub page: u32,
    pub per_page: u32,
    pub has_more: bool,
}

/// A branch row.
#[derive(ToSchema)]
pub struct Branch {
    pub name: String,
    pub protected: bool,
}

/// The aggregate user stats of the admin console.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct UserStats {
    pub total_users: u64,
    pub active_users: u64,
    pub suspended_users: u64,
    pub admins: u64,
    pub verified_users: u64,
    /// Accounts per membership tier (every tier is a key).
    pub by_tier: BTreeMap<String, u64>,
    pub new_users_last7_days: u64,
    pub new_users_last30_days: u64,
}

/// The newest T661 payload of an order's project.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct T661Latest {
    pub session_id: Uuid,
    pub message_id: Uuid,
    pub created_at: DateTime<Utc>,
    /// The run's stored worker payload (or the message content, parsed when it is JSON).
    pub payload: Value,
}

/// QuickPrecheckResponse: the screener's assessment, as the worker's engine wrote it (the
/// embedded offline engine writes every field).
#[derive(ToSchema, serde::Serialize)]
#[schema(rename_all = "camelCase")]
pub struct QuickPrecheckResponse {
    /// LIKELY, POSSIBLE or UNLIKELY.
    pub verdict: Option<String>,
    /// 0..=100.
    pub score: Option<f64>,
    pub criteria: Option<Vec<PrecheckCriterion>>,
    pub summary: Option<String>,
    pub next_steps: Option<Vec<String>>,
    /// The excluded activity the description reads as, if any.
    pub exclusion: Option<PrecheckExclusion>,
    /// The language of summary, labels and steps (`Accept-Language`, else the description's).
    pub language: Option<super::engine_data::AnswerLanguage>,
}

/// One eligibility question of the pre-check.
#[derive(ToSchema, serde::Serialize)]
pub struct PrecheckCriterion {
    pub key: Option<String>,
    pub label: Option<String>,
    pub met: Option<bool>,
    pub evidence: Option<String>,
    pub suggestion: Option<String>,
}

/// An excluded activity (Income Tax Act s.248(1)).
#[derive(ToSchema, serde::Serialize)]
pub struct PrecheckExclusion {
    pub key: String,
    pub label: String,
}

/// The optional body of the confirm route (informational: the stored object's own ETag is
/// recorded).
#[derive(ToSchema)]
pub struct ConfirmUploadBody {
    pub etag: Option<String>,
}

/// `page` (0-based, default 0) and `size` (default 20, clamped into 1..=200) of an admin list.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// The page, 0-based (a non-negative whole number).
    pub page: Option<u64>,
    /// The page size (default 20, clamped into 1..=200).
    pub size: Option<u64>,
}

/// The 400 of `PATCH /admin/users/{userId}`: the error envelope for invalid fields, or the
/// unchanged user when the change would leave no active admin.
pub struct AdminUserRefusal;

impl utoipa::PartialSchema for AdminUserRefusal {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{OneOfBuilder, Ref};
        OneOfBuilder::new()
            .item(Ref::from_schema_name("UserAdminDto"))
            .item(Ref::from_schema_name("Error400"))
            .into()
    }
}

impl ToSchema for AdminUserRefusal {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        use utoipa::PartialSchema;
        type User = crate::http::admin::users::UserAdminDto;
        schemas.push((User::name().into_owned(), User::schema()));
        User::schemas(schemas);
    }
}

/// Bytes that are not JSON (a zip).
pub struct Binary;

impl utoipa::PartialSchema for Binary {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)))
            .into()
    }
}

impl ToSchema for Binary {}

/// The `contentType` of an upload: one of the accepted types (`domain::ALLOWED_CONTENT_TYPES`).
pub fn upload_content_type() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(crate::domain::ALLOWED_CONTENT_TYPES.iter().copied()))
        .build()
}
