//! Expert review operations of the admin console (spec §4.7, DESIGN §12): the orders with their
//! owner and project, the admin's status move (through the order state machine), the project's
//! evidence as a zip streamed from object storage file by file, and the newest T661 payload.

use std::collections::HashMap;
use std::io;

use actix_web::web::Bytes;
use aws_sdk_s3::primitives::ByteStream;
use chrono::{DateTime, Utc};
use entities::{
    MessageRole, OrderStatus, SessionType, UploadStatus, expert_review_orders, files, messages,
    projects, sessions, users,
};
use futures_util::stream::{self, BoxStream, StreamExt, TryStreamExt};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait,
};
use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

use crate::billing::orders::{self, InvalidTransition, OrderTrigger};
use crate::clock;
use crate::error::AppError;
use crate::package::Format;
use crate::services::audit::{self, AuditEntry};
use crate::services::billing::store;
use crate::services::claim_package;
use crate::services::zip_stream::{self, Entry, EntryBytes, Names, Opener, Source, Zip64};
use crate::state::AppState;

/// The T661 family of session types (DESIGN §12).
pub const T661_FAMILY: [SessionType; 4] = [
    SessionType::T661,
    SessionType::T661Gen,
    SessionType::T661Draft,
    SessionType::T661Analysis,
];

/// An order with what the console shows beside it.
#[derive(Debug, Clone)]
pub struct OrderView {
    pub order: expert_review_orders::Model,
    pub user_email: Option<String>,
    pub project_name: Option<String>,
}

/// A page of orders, newest first, optionally of one status.
#[tracing::instrument(level = "info", skip(state))]
pub async fn list(
    state: &AppState,
    status: Option<OrderStatus>,
    page: u64,
    size: u64,
) -> Result<(Vec<OrderView>, u64), AppError> {
    use expert_review_orders::Column as C;
    let mut query = expert_review_orders::Entity::find();
    if let Some(status) = status {
        query = query.filter(C::Status.eq(status));
    }
    let total = query.clone().count(&state.db).await?;
    let rows = query
        .order_by_desc(C::CreatedAt)
        .order_by_desc(C::Id)
        .offset(page.saturating_mul(size))
        .limit(size)
        .all(&state.db)
        .await?;
    Ok((views(state, rows).await?, total))
}

/// One order (404 when unknown).
pub async fn get(state: &AppState, order_id: Uuid) -> Result<OrderView, AppError> {
    let order = find(state, order_id).await?;
    let mut list = views(state, vec![order]).await?;
    list.pop().ok_or(AppError::NotFound("order"))
}

async fn find(state: &AppState, order_id: Uuid) -> Result<expert_review_orders::Model, AppError> {
    expert_review_orders::Entity::find_by_id(order_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("order"))
}

/// The orders with their users' emails and projects' names (two lookups for the whole list).
async fn views(
    state: &AppState,
    rows: Vec<expert_review_orders::Model>,
) -> Result<Vec<OrderView>, AppError> {
    let user_ids: Vec<Uuid> = rows.iter().map(|o| o.user_id).collect();
    let project_ids: Vec<Uuid> = rows.iter().map(|o| o.project_id).collect();
    let emails: HashMap<Uuid, String> = users::Entity::find()
        .select_only()
        .column(users::Column::Id)
        .column(users::Column::Email)
        .filter(users::Column::Id.is_in(user_ids))
        .into_tuple::<(Uuid, String)>()
        .all(&state.db)
        .await?
        .into_iter()
        .collect();
    let names: HashMap<Uuid, String> = projects::Entity::find()
        .select_only()
        .column(projects::Column::Id)
        .column(projects::Column::Name)
        .filter(projects::Column::Id.is_in(project_ids))
        .into_tuple::<(Uuid, String)>()
        .all(&state.db)
        .await?
        .into_iter()
        .collect();
    Ok(rows
        .into_iter()
        .map(|order| OrderView {
            user_email: emails.get(&order.user_id).cloned(),
            project_name: names.get(&order.project_id).cloned(),
            order,
        })
        .collect())
}

/// The admin's move of an order to `to` (spec §3.5): one conditional UPDATE through the state
/// machine with its audit row (the admin as actor), and the reviewer notes when given, in one
/// transaction. A move the rules refuse, also one that a concurrent move got ahead of, is 409
/// INVALID_TRANSITION naming the status the order is in.
#[tracing::instrument(level = "info", skip(state, reviewer_notes))]
pub async fn move_status(
    state: &AppState,
    admin_id: Uuid,
    order_id: Uuid,
    to: OrderStatus,
    reviewer_notes: Option<String>,
) -> Result<OrderView, AppError> {
    let before = find(state, order_id).await?;
    let trigger = OrderTrigger::Admin(to);
    // Refused by the rules on the status as read: no write at all.
    orders::next(before.status, trigger)?;
    let now = clock::now();
    let moved = state
        .writes
        .transaction("admin_reviews.move_status", async |txn| {
            if !store::move_order(txn, order_id, trigger, Some(admin_id), now).await? {
                return Ok(false);
            }
            if let Some(notes) = reviewer_notes {
                let chars = notes.chars().count();
                expert_review_orders::Entity::update_many()
                    .col_expr(
                        expert_review_orders::Column::ReviewerNotes,
                        Expr::value(notes),
                    )
                    .filter(expert_review_orders::Column::Id.eq(order_id))
                    .exec(txn)
                    .await?;
                audit::record(
                    txn,
                    AuditEntry {
                        actor_id: Some(admin_id),
                        action: "ORDER_REVIEWER_NOTES_UPDATED",
                        target_type: "expert_review_order",
                        target_id: Some(order_id.to_string()),
                        details: Some(serde_json::json!({ "characters": chars })),
                    },
                )
                .await?;
            }
            Ok::<_, AppError>(true)
        })
        .await?;
    if !moved {
        // Another move came first: the answer names the status it left behind.
        let current = find(state, order_id).await?;
        let refused = orders::next(current.status, trigger)
            .err()
            .unwrap_or(InvalidTransition {
                from: current.status,
                to,
            });
        return Err(refused.into());
    }
    if to == OrderStatus::Canceled
        && before.status == OrderStatus::PendingPayment
        && let Some(session_id) = before.checkout_session_id.as_deref()
    {
        expire_provider_session(state, order_id, session_id).await;
    }
    get(state, order_id).await
}

/// Closes the provider's checkout session of an order canceled before it was paid, so it can no
/// longer be paid. When this fails (the provider is unreachable, or the session was completed a
/// moment ago) a payment that still arrives is recorded and flagged for a refund
/// ([`store::record_paid_after_cancel`]); so a failure here is logged, not answered.
async fn expire_provider_session(state: &AppState, order_id: Uuid, session_id: &str) {
    let Ok(client) = state.payment_client() else {
        return;
    };
    match client.expire_checkout_session(session_id).await {
        Ok(_) => {
            tracing::info!(%order_id, %session_id, "checkout session of a canceled order expired")
        }
        Err(e) => tracing::warn!(
            %order_id,
            %session_id,
            error = %e,
            "checkout session of a canceled order could not be expired; a late payment will be flagged for a refund"
        ),
    }
}

/// The zip of the order project's confirmed files, streamed: entries named by their original
/// file names (flattened and made unique), each object fetched from storage only when its turn
/// comes. A storage failure ends the stream with an error (the client sees a truncated download)
/// and is logged.
#[tracing::instrument(level = "info", skip(state))]
pub async fn download(
    state: &AppState,
    order_id: Uuid,
) -> Result<BoxStream<'static, io::Result<Bytes>>, AppError> {
    let order = find(state, order_id).await?;
    let rows = files::Entity::find()
        .filter(files::Column::ProjectId.eq(order.project_id))
        .filter(files::Column::UploadStatus.eq(UploadStatus::Confirmed))
        .order_by_asc(files::Column::CreatedAt)
        .order_by_asc(files::Column::Id)
        .all(&state.db)
        .await?;
    let mut names = Names::default();
    // The claim package of the project in both formats, first, under names no file can take.
    let mut entries = package_entries(state, order.project_id, &mut names).await?;
    entries.extend(rows.into_iter().map(|f| Entry {
        name: names.unique(&f.original_filename),
        source: Source::Object(f.object_key),
        declared_size: u64::try_from(f.file_size).unwrap_or(0),
        modified: f.uploaded_at.unwrap_or(f.created_at),
    }));
    tracing::info!(%order_id, files = entries.len(), "expert review download started");
    let storage = state.storage.clone();
    let open: Opener = Box::new(move |key: String| {
        let storage = storage.clone();
        Box::pin(async move {
            let body = storage
                .get_stream(&key)
                .await
                .map_err(|e| io::Error::other(format!("object {key}: {e}")))?;
            Ok(object_bytes(body))
        })
    });
    Ok(zip_stream::archive(entries, open, Zip64::WhenNeeded)
        .inspect_err(move |e| {
            tracing::error!(%order_id, error = %e, "expert review download ended early");
        })
        .boxed())
}

/// The project's claim package as Word and PDF entries (none when the project is gone).
async fn package_entries(
    state: &AppState,
    project_id: Uuid,
    names: &mut Names,
) -> Result<Vec<Entry>, AppError> {
    let Some(project) = projects::Entity::find_by_id(project_id)
        .one(&state.db)
        .await?
    else {
        return Ok(Vec::new());
    };
    let package = claim_package::gather(state, &project, None, None).await?;
    let mut entries = Vec::new();
    for format in [Format::Docx, Format::Pdf] {
        let written = claim_package::write(package.clone(), format, project_id).await?;
        entries.push(Entry {
            name: names.unique(&format!("claim-package.{}", format.extension())),
            declared_size: written.bytes.len() as u64,
            source: Source::Bytes(written.bytes),
            modified: package.generated_at,
        });
    }
    Ok(entries)
}

/// An object's body as a stream of chunks.
fn object_bytes(body: ByteStream) -> EntryBytes {
    stream::unfold(body, |mut body| async move {
        body.next()
            .await
            .map(|chunk| (chunk.map_err(io::Error::other), body))
    })
    .boxed()
}

/// The newest T661 payload of a project.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct T661Latest {
    pub session_id: Uuid,
    pub message_id: Uuid,
    pub created_at: DateTime<Utc>,
    pub payload: Value,
}

/// The newest assistant message of a T661-family session in the order's project (404 when the
/// order is unknown or there is none). The payload is the run's stored worker payload; a message
/// without one answers its content (parsed when it is JSON).
#[tracing::instrument(level = "info", skip(state))]
pub async fn t661_latest(state: &AppState, order_id: Uuid) -> Result<T661Latest, AppError> {
    let order = find(state, order_id).await?;
    let family = sessions::Entity::find()
        .select_only()
        .column(sessions::Column::Id)
        .filter(sessions::Column::ProjectId.eq(order.project_id))
        .filter(sessions::Column::SessionType.is_in(T661_FAMILY))
        .into_query();
    let message = messages::Entity::find()
        .filter(messages::Column::SessionId.in_subquery(family))
        .filter(messages::Column::Role.eq(MessageRole::Assistant))
        .order_by_desc(messages::Column::CreatedAt)
        .order_by_desc(messages::Column::Seq)
        .order_by_desc(messages::Column::Id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("T661 payload"))?;
    let payload = match message.payload {
        Some(payload) => payload,
        None => serde_json::from_str(&message.content).unwrap_or(Value::String(message.content)),
    };
    Ok(T661Latest {
        session_id: message.session_id,
        message_id: message.id,
        created_at: message.created_at,
        payload,
    })
}
