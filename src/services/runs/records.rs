//! The database side of a run: the session read, the first transaction (lease, user message,
//! reservation, RUNNING run), the history read, and the last transaction (reply or failure, session, settlement). The
//! transactions run inside the write gate's, which commits them.

use std::time::Duration;

use actors::quota_ledger::{Reserve, reserve_in, settle_in};
use chrono::Utc;
use entities::{ReservationStatus, RunStatus, messages, runs, sessions};
use executor::{Executor, Kind, exec, exec_statement};
use sea_orm::sea_query::{Condition, Expr, ExprTrait, Func, Query};
use sea_orm::{
    ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set,
    Value as DbValue,
};
use serde_json::Value;
use uuid::Uuid;

use super::answer::Python;
use super::{Run, Started};
use crate::clock;
use crate::domain::{MessageRole, QuotaKind};
use crate::error::{AppError, ErrorCode};
use crate::protocol::HistoryEntry;

/// Touches the session and gives its lease back, only while this run holds it; false when it
/// does not (the lease expired and was taken, or released by a restart or a sweep).
pub(super) async fn touch_and_release<E: Executor + ?Sized>(
    db: &E,
    session_id: Uuid,
    owner: &str,
    at: chrono::DateTime<Utc>,
) -> Result<bool, sea_orm::DbErr> {
    use sessions::Column as S;
    let update = sessions::Entity::update_many()
        .col_expr(S::LastMessageAt, Expr::value(at))
        .col_expr(S::UpdatedAt, Expr::value(at))
        .col_expr(S::RunLeaseOwner, Expr::value(Option::<String>::None))
        .col_expr(
            S::RunLeaseUntil,
            Expr::value(Option::<chrono::DateTime<Utc>>::None),
        )
        .filter(S::Id.eq(session_id))
        .filter(S::RunLeaseOwner.eq(owner));
    Ok(exec(db, update).await? == 1)
}

/// The answer of a run whose lease was lost while it executed: it was (or will be) failed by a
/// sweep and its reservation returned, so nothing of its outcome is recorded.
fn lease_lost() -> AppError {
    AppError::new(
        ErrorCode::RunInterrupted,
        "The run lost its session lease before it finished; try again",
    )
}

/// One transaction: the session's run lease (exclusion across replicas; None when another holds
/// it), the user message, the AI-run reservation and the RUNNING run.
pub(super) async fn try_start(txn: &dyn Executor, run: &Run) -> Result<Option<Started>, AppError> {
    let (session, request) = (&run.session, &run.request);
    let now = clock::now();
    let hold = chrono::Duration::from_std(run.state.leases.run_lease()).unwrap_or_default();
    let take = sessions::Entity::update_many()
        .col_expr(
            sessions::Column::RunLeaseOwner,
            Expr::value(run.owner.as_str()),
        )
        .col_expr(sessions::Column::RunLeaseUntil, Expr::value(now + hold))
        .filter(sessions::Column::Id.eq(session.id))
        .filter(
            Condition::any()
                .add(sessions::Column::RunLeaseUntil.is_null())
                .add(sessions::Column::RunLeaseUntil.lt(now))
                .add(sessions::Column::RunLeaseOwner.eq(run.owner.as_str())),
        );
    if exec(txn, take).await? != 1 {
        return Ok(None);
    }
    let run_id = Uuid::now_v7();
    let user_message_id = Uuid::now_v7();
    insert_message(
        txn,
        user_message_id,
        session.id,
        MessageRole::User,
        request.input.clone(),
        run_id,
        None,
        now,
    )
    .await?;
    // The counters are shared by every run of the user (and of the service): on PostgreSQL their
    // row locks are taken as late as possible, so they are held for the fewest statements.
    let reservation = reserve_in(
        txn,
        &Reserve {
            user_id: session.user_id,
            kind: QuotaKind::AiRun,
            amounts: vec![1],
            ttl: run.timeout + Duration::from_secs(60),
        },
        now,
    )
    .await?
    .into_iter()
    .next();
    let insert_run = runs::Entity::insert(runs::ActiveModel {
        id: Set(run_id),
        session_id: Set(session.id),
        user_id: Set(session.user_id),
        run_type: Set(request.run_type),
        status: Set(RunStatus::Running),
        reservation_id: Set(reservation.as_ref().map(|h| h.id)),
        user_message_id: Set(Some(user_message_id)),
        assistant_message_id: Set(None),
        selected_file_ids: Set(Some(
            serde_json::to_value(&run.selected_ids).map_err(|e| AppError::Internal(e.into()))?,
        )),
        error: Set(None),
        started_at: Set(now),
        finished_at: Set(None),
        worker_ms: Set(None),
        lease_owner: Set(Some(run.owner.clone())),
    });
    exec(txn, insert_run).await?;
    Ok(Some(Started {
        run_id,
        user_message_id,
        reservation,
    }))
}

/// Appends a message to the session: its `seq` is one past the session's last, computed in the
/// INSERT itself (the run holds the session's lease, so no other writer appends meanwhile).
#[allow(clippy::too_many_arguments)]
async fn insert_message<E: Executor + ?Sized>(
    db: &E,
    id: Uuid,
    session_id: Uuid,
    role: MessageRole,
    content: String,
    run_id: Uuid,
    payload: Option<Value>,
    at: chrono::DateTime<Utc>,
) -> Result<(), AppError> {
    use messages::Column as M;
    let next_seq = Query::select()
        .expr(Func::coalesce([Expr::col(M::Seq).max(), Expr::val(-1i64)]).add(1i64))
        .from(messages::Entity)
        .and_where(M::SessionId.eq(session_id))
        .to_owned();
    let insert = Query::insert()
        .into_table(messages::Entity)
        .columns([
            M::Id,
            M::SessionId,
            M::Seq,
            M::Role,
            M::Content,
            M::RunId,
            M::Payload,
            M::CreatedAt,
        ])
        .values([
            Expr::val(id),
            Expr::val(session_id),
            Expr::from(next_seq),
            Expr::val(role.as_str()),
            Expr::val(content),
            Expr::val(run_id),
            Expr::val(payload),
            Expr::val(at),
        ])
        .map_err(|e| AppError::Internal(e.into()))?
        .to_owned();
    exec_statement(db, &insert).await?;
    Ok(())
}

/// What a run needs of its session.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SessionRef {
    pub(crate) id: Uuid,
    pub(crate) user_id: Uuid,
    pub(crate) project_id: Uuid,
    /// The project has an enabled code-host binding (read in the same statement, so a run on a
    /// project without one costs no extra round trip).
    pub(crate) code_host: bool,
}

/// Whether the session's project has an enabled binding, as a BIGINT 0/1 on both backends.
const BOUND: &str = "CAST(CASE WHEN EXISTS (SELECT 1 FROM codehost_bindings b \
    WHERE b.project_id = sessions.project_id AND b.enabled) THEN 1 ELSE 0 END AS BIGINT)";

/// The user's session `session_id` (`None` when it does not exist or is another user's).
pub(super) async fn session_of(
    db: &dyn Executor,
    user_id: Uuid,
    session_id: Uuid,
) -> Result<Option<SessionRef>, AppError> {
    let query = sessions::Entity::find_by_id(session_id)
        .filter(sessions::Column::UserId.eq(user_id))
        .select_only()
        .column(sessions::Column::ProjectId)
        .expr(sea_orm::sea_query::Expr::cust(BOUND))
        .build(db.backend());
    Ok(
        match db
            .first_row(query, &[Kind::Uuid, Kind::Int])
            .await?
            .as_deref()
        {
            Some([DbValue::Uuid(Some(project_id)), DbValue::BigInt(bound)]) => Some(SessionRef {
                id: session_id,
                user_id,
                project_id: *project_id,
                code_host: bound.unwrap_or(0) != 0,
            }),
            _ => None,
        },
    )
}

/// The last `limit` USER and ASSISTANT messages before the run's own, oldest first, as the
/// worker's envelope carries them.
pub(super) async fn history(
    db: &dyn Executor,
    session_id: Uuid,
    before: Uuid,
    limit: u64,
) -> Result<Vec<HistoryEntry<'static>>, AppError> {
    if limit == 0 {
        return Ok(Vec::new());
    }
    use messages::Column as M;
    let query = messages::Entity::find()
        .select_only()
        .columns([M::Role, M::Content, M::CreatedAt])
        .filter(M::SessionId.eq(session_id))
        .filter(M::Id.ne(before))
        .filter(M::Role.is_in([MessageRole::User, MessageRole::Assistant]))
        .order_by_desc(M::Seq)
        .limit(limit)
        .build(db.backend());
    let rows = db
        .rows(query, &[Kind::Text, Kind::Text, Kind::Time])
        .await?;
    let mut history = rows
        .into_iter()
        .map(|row| {
            let mut row = row.into_iter();
            match (row.next(), row.next(), row.next()) {
                (
                    Some(DbValue::String(Some(role))),
                    Some(DbValue::String(Some(content))),
                    Some(DbValue::ChronoDateTimeUtc(Some(at))),
                ) if row.next().is_none() => match MessageRole::parse(&role) {
                    Some(role) => Ok(HistoryEntry {
                        role,
                        content: content.into(),
                        created_at: at,
                    }),
                    None => Err(AppError::Internal(anyhow::anyhow!(
                        "a message of session {session_id} has the unknown role {role}"
                    ))),
                },
                _ => Err(AppError::Internal(anyhow::anyhow!(
                    "a message of session {session_id} has an empty role, content or time"
                ))),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    history.reverse();
    Ok(history)
}

/// Steps 9-10 in one transaction: on a SUCCEEDED result the assistant message with the whole
/// payload, the run SUCCEEDED and the reservation confirmed; otherwise the run FAILED and the
/// reservation canceled, the user message kept. Either way the session is touched and its lease
/// given back. Answers the `python` payload and the assistant message (`None` when the run
/// failed).
pub(super) async fn finish(
    txn: &dyn Executor,
    run: &Run,
    started: &Started,
    (python, worker_ms): (Python, i64),
) -> Result<(Python, Option<Uuid>), AppError> {
    let session = &run.session;
    let finished = clock::now();
    if !touch_and_release(txn, session.id, &run.owner, finished).await? {
        return Err(lease_lost());
    }
    let update_run = runs::Entity::update_many()
        .col_expr(runs::Column::FinishedAt, Expr::value(finished))
        .col_expr(runs::Column::WorkerMs, Expr::value(worker_ms))
        .filter(runs::Column::Id.eq(started.run_id))
        .filter(runs::Column::Status.eq(RunStatus::Running));
    let (python, assistant, settle_to) = match python {
        Python::Worker(result) if result.succeeded() => {
            let assistant_id = Uuid::now_v7();
            insert_message(
                txn,
                assistant_id,
                session.id,
                MessageRole::Assistant,
                result.output().to_owned(),
                started.run_id,
                Some(result.payload().clone()),
                finished,
            )
            .await?;
            let update_run = update_run
                .col_expr(
                    runs::Column::Status,
                    Expr::value(RunStatus::Succeeded.as_str()),
                )
                .col_expr(runs::Column::AssistantMessageId, Expr::value(assistant_id));
            if exec(txn, update_run).await? != 1 {
                return Err(lease_lost());
            }
            (
                Python::Worker(result),
                Some(assistant_id),
                ReservationStatus::Confirmed,
            )
        }
        python => {
            let update_run = update_run
                .col_expr(
                    runs::Column::Status,
                    Expr::value(RunStatus::Failed.as_str()),
                )
                .col_expr(runs::Column::Error, Expr::value(python.error_json()));
            if exec(txn, update_run).await? != 1 {
                return Err(lease_lost());
            }
            (python, None, ReservationStatus::Canceled)
        }
    };
    if let Some(held) = &started.reservation
        && !settle_in(txn, held, settle_to, finished).await?
    {
        tracing::warn!(run_id = %started.run_id, ?settle_to, "the run's reservation had expired; the sweep returns it");
    }
    Ok((python, assistant))
}
