//! The database side of a run: the session read, the first transaction (lease, user message,
//! reservation, RUNNING run), the history read, and the last transaction (reply or failure, session, settlement). The
//! transactions run inside the write gate's, which commits them.

use std::time::Duration;

use actors::quota_ledger::{Held, Reserve, reserve_in, settle_in};
use chrono::Utc;
use entities::{ReservationStatus, RunStatus, SessionType, messages, runs, sessions};
use executor::{Executor, Kind, exec, exec_statement};
use sea_orm::sea_query::{
    Alias, Condition, Expr, ExprTrait, Func, InsertStatement, Query, UpdateStatement,
};
use sea_orm::{
    ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set,
    Value as DbValue,
};
use serde_json::Value;
use uuid::Uuid;

use super::answer::Python;
use super::one_statement::history_window_start;
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
    Ok(exec_statement(db, &release_statement(session_id, owner, at)).await? == 1)
}

/// The UPDATE of [`touch_and_release`].
pub(super) fn release_statement(
    session_id: Uuid,
    owner: &str,
    at: chrono::DateTime<Utc>,
) -> UpdateStatement {
    use sessions::Column as S;
    sessions::Entity::update_many()
        .col_expr(S::LastMessageAt, Expr::value(at))
        .col_expr(S::UpdatedAt, Expr::value(at))
        .col_expr(S::RunLeaseOwner, Expr::value(Option::<String>::None))
        .col_expr(
            S::RunLeaseUntil,
            Expr::value(Option::<chrono::DateTime<Utc>>::None),
        )
        .filter(S::Id.eq(session_id))
        .filter(S::RunLeaseOwner.eq(owner))
        .into_query()
}

/// The answer of a run whose lease was lost while it executed: it was (or will be) failed by a
/// sweep and its reservation returned, so nothing of its outcome is recorded.
pub(super) fn lease_lost() -> AppError {
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
    if exec_statement(txn, &lease_statement(run, now)).await? != 1 {
        return Ok(None);
    }
    let run_id = Uuid::now_v7();
    let user_message_id = Uuid::now_v7();
    let message = message_insert(
        user_message_id,
        session.id,
        MessageRole::User,
        request.input.clone(),
        run_id,
        None,
        now,
    );
    insert_message(txn, message).await?;
    // The counters are shared by every run of the user (and of the service): on PostgreSQL their
    // row locks are taken as late as possible, so they are held for the fewest statements.
    let reservation = reserve_in(txn, &reserve(run), now)
        .await?
        .into_iter()
        .next();
    let row = run_row(run, run_id, user_message_id, reservation.as_ref(), now)?;
    exec(txn, runs::Entity::insert(row)).await?;
    Ok(Some(Started {
        run_id,
        user_message_id,
        reservation,
        history: None,
    }))
}

/// The UPDATE that takes the session's run lease for `run` (exclusion across replicas): it
/// changes the row only when the lease is free, expired, or the run's own.
pub(super) fn lease_statement(run: &Run, now: chrono::DateTime<Utc>) -> UpdateStatement {
    let hold = chrono::Duration::from_std(run.state.leases.run_lease()).unwrap_or_default();
    sessions::Entity::update_many()
        .col_expr(
            sessions::Column::RunLeaseOwner,
            Expr::value(run.owner.as_str()),
        )
        .col_expr(sessions::Column::RunLeaseUntil, Expr::value(now + hold))
        .filter(sessions::Column::Id.eq(run.session.id))
        .filter(
            Condition::any()
                .add(sessions::Column::RunLeaseUntil.is_null())
                .add(sessions::Column::RunLeaseUntil.lt(now))
                .add(sessions::Column::RunLeaseOwner.eq(run.owner.as_str())),
        )
        .into_query()
}

/// The AI-run reservation of `run`.
pub(super) fn reserve(run: &Run) -> Reserve {
    Reserve {
        user_id: run.session.user_id,
        kind: QuotaKind::AiRun,
        amounts: vec![1],
        ttl: run.timeout + Duration::from_secs(60),
    }
}

/// The RUNNING row of `run`.
pub(super) fn run_row(
    run: &Run,
    run_id: Uuid,
    user_message_id: Uuid,
    reservation: Option<&Held>,
    now: chrono::DateTime<Utc>,
) -> Result<runs::ActiveModel, AppError> {
    Ok(runs::ActiveModel {
        id: Set(run_id),
        session_id: Set(run.session.id),
        user_id: Set(run.session.user_id),
        run_type: Set(run.request.run_type),
        status: Set(RunStatus::Running),
        reservation_id: Set(reservation.map(|h| h.id)),
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
    })
}

/// Appends a message to the session ([`message_insert`]): its `seq` is one past the session's
/// last, computed in the INSERT itself (the run holds the session's lease, so no other writer
/// appends meanwhile).
async fn insert_message<E: Executor + ?Sized>(
    db: &E,
    (mut insert, values): (InsertStatement, Vec<Expr>),
) -> Result<(), AppError> {
    insert
        .values(values)
        .map_err(|e| AppError::Internal(e.into()))?;
    exec_statement(db, &insert).await?;
    Ok(())
}

/// The INSERT of a message (its table and columns) and its values, in column order.
#[allow(clippy::too_many_arguments)]
pub(super) fn message_insert(
    id: Uuid,
    session_id: Uuid,
    role: MessageRole,
    content: String,
    run_id: Uuid,
    payload: Option<Value>,
    at: chrono::DateTime<Utc>,
) -> (InsertStatement, Vec<Expr>) {
    use messages::Column as M;
    let next_seq = Query::select()
        .expr(Func::coalesce([Expr::col(M::Seq).max(), Expr::val(-1i64)]).add(1i64))
        .from(messages::Entity)
        .and_where(M::SessionId.eq(session_id))
        .to_owned();
    let mut insert = Query::insert();
    insert.into_table(messages::Entity).columns([
        M::Id,
        M::SessionId,
        M::Seq,
        M::Role,
        M::Content,
        M::RunId,
        M::Payload,
        M::CreatedAt,
    ]);
    let values = vec![
        Expr::val(id),
        Expr::val(session_id),
        Expr::from(next_seq),
        Expr::val(role.as_str()),
        Expr::val(content),
        Expr::val(run_id),
        Expr::val(payload),
        Expr::val(at),
    ];
    (insert, values)
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
    /// The session's type: a T661 run in a T661_ANALYSIS session reviews a draft.
    pub(crate) session_type: SessionType,
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
        .column(sessions::Column::SessionType)
        .build(db.backend());
    Ok(
        match db
            .first_row(query, &[Kind::Uuid, Kind::Int, Kind::Text])
            .await?
            .as_deref()
        {
            Some(
                [
                    DbValue::Uuid(Some(project_id)),
                    DbValue::BigInt(bound),
                    DbValue::String(Some(kind)),
                ],
            ) => Some(SessionRef {
                id: session_id,
                user_id,
                project_id: *project_id,
                code_host: bound.unwrap_or(0) != 0,
                // A type this build does not know runs as the run's own type.
                session_type: SessionType::parse(kind).unwrap_or(SessionType::T661),
            }),
            _ => None,
        },
    )
}

/// The role, content and time of the session's last `limit` USER and ASSISTANT messages, newest
/// first: the history's query, read by [`history`] and inside the start by [`history_read`].
fn last_messages(session_id: Uuid, limit: u64) -> sea_orm::Select<messages::Entity> {
    use messages::Column as M;
    messages::Entity::find()
        .select_only()
        .columns([M::Role, M::Content, M::CreatedAt])
        .filter(M::SessionId.eq(session_id))
        .filter(M::Role.is_in([MessageRole::User, MessageRole::Assistant]))
        .order_by_desc(M::Seq)
        .limit(limit)
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
    let query = last_messages(session_id, limit)
        .filter(messages::Column::Id.ne(before))
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

/// [`history`] as one text value read inside a statement (PostgreSQL: the run's start), a JSON
/// array of `{role, content, createdAt}`, oldest first; NULL when there is none. Read with the
/// statement's snapshot, so without the run's own message that the statement inserts. Only the
/// session's last `limit` seqs are read (see [`history_window_start`]).
pub(super) fn history_read(session_id: Uuid, limit: u64) -> Expr {
    let last = last_messages(session_id, limit)
        .filter(
            Expr::col((messages::Entity, messages::Column::Seq))
                .gt(history_window_start(session_id, limit)),
        )
        .column(messages::Column::Seq)
        .into_query();
    Expr::from(
        Query::select()
            .expr(Expr::cust(
                "CAST(json_agg(json_build_object('role', h.role, 'content', h.content, \
                 'createdAt', h.created_at) ORDER BY h.seq) AS TEXT)",
            ))
            .from_subquery(last, Alias::new("h"))
            .to_owned(),
    )
}

/// The entries of a [`history_read`].
pub(super) fn parse_history(
    session_id: Uuid,
    text: Option<String>,
) -> Result<Vec<HistoryEntry<'static>>, AppError> {
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Row {
        role: String,
        content: String,
        created_at: chrono::DateTime<Utc>,
    }
    let Some(text) = text else {
        return Ok(Vec::new());
    };
    let rows: Vec<Row> = serde_json::from_str(&text).map_err(|e| {
        AppError::Internal(anyhow::anyhow!(
            "the history of session {session_id} was read unreadable: {e}"
        ))
    })?;
    rows.into_iter()
        .map(|row| match MessageRole::parse(&row.role) {
            Some(role) => Ok(HistoryEntry {
                role,
                content: row.content.into(),
                created_at: row.created_at,
            }),
            None => Err(AppError::Internal(anyhow::anyhow!(
                "a message of session {session_id} has the unknown role {}",
                row.role
            ))),
        })
        .collect()
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
    outcome: (Python, i64),
) -> Result<(Python, Option<Uuid>), AppError> {
    let mut plan = Finish::plan(run, started, outcome)?;
    if !touch_and_release(txn, run.session.id, &run.owner, plan.at).await? {
        return Err(lease_lost());
    }
    if let Some((mut insert, values)) = plan.message.take() {
        insert
            .values(values)
            .map_err(|e| AppError::Internal(e.into()))?;
        exec_statement(txn, &insert).await?;
    }
    if exec_statement(txn, &plan.run_update).await? != 1 {
        return Err(lease_lost());
    }
    if let Some(held) = &started.reservation
        && !settle_in(txn, held, plan.settle_to, plan.at).await?
    {
        plan.expired(started.run_id);
    }
    Ok((plan.python, plan.assistant))
}

/// What a run's last transaction writes (spec §3.7 steps 9-10), besides the lease.
pub(super) struct Finish {
    pub(super) at: chrono::DateTime<Utc>,
    /// The assistant message of a SUCCEEDED result: its INSERT and values.
    pub(super) message: Option<(InsertStatement, Vec<Expr>)>,
    /// The run SUCCEEDED or FAILED, only while it is RUNNING.
    pub(super) run_update: UpdateStatement,
    pub(super) settle_to: ReservationStatus,
    pub(super) python: Python,
    pub(super) assistant: Option<Uuid>,
}

impl Finish {
    pub(super) fn plan(
        run: &Run,
        started: &Started,
        (python, worker_ms): (Python, i64),
    ) -> Result<Finish, AppError> {
        let at = clock::now();
        let update_run = runs::Entity::update_many()
            .col_expr(runs::Column::FinishedAt, Expr::value(at))
            .col_expr(runs::Column::WorkerMs, Expr::value(worker_ms))
            .filter(runs::Column::Id.eq(started.run_id))
            .filter(runs::Column::Status.eq(RunStatus::Running));
        Ok(match python {
            Python::Worker(result) if result.succeeded() => {
                let assistant_id = Uuid::now_v7();
                let message = message_insert(
                    assistant_id,
                    run.session.id,
                    MessageRole::Assistant,
                    result.output().to_owned(),
                    started.run_id,
                    Some(result.payload().clone()),
                    at,
                );
                let run_update = update_run
                    .col_expr(
                        runs::Column::Status,
                        Expr::value(RunStatus::Succeeded.as_str()),
                    )
                    .col_expr(runs::Column::AssistantMessageId, Expr::value(assistant_id))
                    .into_query();
                Finish {
                    at,
                    message: Some(message),
                    run_update,
                    settle_to: ReservationStatus::Confirmed,
                    python: Python::Worker(result),
                    assistant: Some(assistant_id),
                }
            }
            python => {
                let run_update = update_run
                    .col_expr(
                        runs::Column::Status,
                        Expr::value(RunStatus::Failed.as_str()),
                    )
                    .col_expr(runs::Column::Error, Expr::value(python.error_json()))
                    .into_query();
                Finish {
                    at,
                    message: None,
                    run_update,
                    settle_to: ReservationStatus::Canceled,
                    python,
                    assistant: None,
                }
            }
        })
    }

    /// Logs a reservation that could not be settled (it had expired; the sweep returns it).
    pub(super) fn expired(&self, run_id: Uuid) {
        let settle_to = self.settle_to;
        tracing::warn!(%run_id, ?settle_to, "the run's reservation had expired; the sweep returns it");
    }
}
