//! A run's two write transactions as one PostgreSQL statement each (`executor::chain`): the
//! start (lease, quota reservation, user message, RUNNING run) and the finish (lease given back,
//! assistant message, run SUCCEEDED or FAILED, reservation settled). Each is one round trip and
//! one commit, so the counter rows every run of a user, and of the service, writes are locked
//! for the statement alone instead of across the transaction's round trips to the service; with
//! many users the service-wide counter row would otherwise serialize the runs.
//!
//! The same writes as [`super::records::try_start`] and [`super::records::finish`], built by the
//! same functions (the ledger's by the ledger, [`actors::quota_ledger::steps`]). What the
//! statement form leaves undone (a counter row that does not exist yet this period, a limit that
//! is reached) the caller does the transaction way, which creates the row or names the limit.

use actors::quota_ledger::steps::{RESERVED, SETTLED, reserve_steps, settle_steps};
use executor::Executor;
use executor::chain::{Chain, is_abort};
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use uuid::Uuid;

use super::answer::Python;
use super::records::{
    Finish, history_read, lease_lost, lease_statement, message_insert, parse_history,
    release_statement, reserve, run_row,
};
use super::{Run, Started};
use crate::clock;
use crate::domain::MessageRole;
use crate::error::AppError;
use crate::protocol::HistoryEntry;

/// How a start in one statement ended.
pub(super) enum Start {
    Started(Started),
    /// Another run holds the session's lease: nothing was written.
    LeaseHeld,
    /// Nothing was written: a counter row is missing or a limit is reached (the transaction way
    /// tells which).
    Undone,
}

/// Steps 1-5 of spec §3.7 in one statement, which also reads the run's history (step 6).
pub(super) async fn start(db: &dyn Executor, run: &Run) -> Result<Start, AppError> {
    let now = clock::now();
    let (run_id, user_message_id) = (Uuid::now_v7(), Uuid::now_v7());
    let mut chain = Chain::new();
    chain.update("lease", lease_statement(run, now), None);
    let held = reserve_steps(&mut chain, &reserve(run), now, "lease")?;
    let (insert, values) = message_insert(
        user_message_id,
        run.session.id,
        MessageRole::User,
        run.request.input.clone(),
        run_id,
        None,
        now,
    );
    chain.insert("message", insert, values, RESERVED)?;
    chain.insert_model(
        "run",
        &run_row(run, run_id, user_message_id, Some(&held), now)?,
        "message",
    )?;
    let limit = run.request.history_limit;
    if limit > 0 {
        chain.read(history_read(run.session.id, limit));
        chain.read(before_window(run.session.id, limit));
    }
    match chain.run(db, "runs.start", "run").await {
        Ok(mut applied) if applied.did("run") => Ok(Start::Started(Started {
            run_id,
            user_message_id,
            reservation: Some(held),
            // History that cannot be read back is read again the usual way, which fails the
            // run (HISTORY_UNAVAILABLE) once it has started, as on SQLite.
            history: match limit {
                0 => Some(Vec::new()),
                _ => windowed(
                    run.session.id,
                    limit,
                    applied.read(0),
                    applied.read(1).as_deref(),
                ),
            },
        })),
        Ok(_) => Ok(Start::LeaseHeld),
        Err(e) if is_abort(&e) => Ok(Start::Undone),
        Err(e) => Err(e.into()),
    }
}

/// The seq below the session's last `limit` ones. The generic plan PostgreSQL caches for the
/// history read, made before `messages` has statistics, reads the session's whole history and
/// sorts it; bounded by this (the newest seq is always read from the index's end), a read costs
/// `limit` rows whatever the plan.
pub(super) fn history_window_start(session_id: Uuid, limit: u64) -> Expr {
    use entities::messages::Column as M;
    let newest = Query::select()
        .expr(Expr::col(M::Seq).max())
        .from(entities::messages::Entity)
        .and_where(Expr::col(M::SessionId).eq(session_id))
        .to_owned();
    Expr::from(newest).sub(i64::try_from(limit).unwrap_or(i64::MAX))
}

/// Whether the session has messages before the window of its last `limit` seqs, as text.
fn before_window(session_id: Uuid, limit: u64) -> Expr {
    use entities::messages::Column as M;
    let earlier = Query::select()
        .expr(Expr::cust("1"))
        .from(entities::messages::Entity)
        .and_where(Expr::col(M::SessionId).eq(session_id))
        .and_where(Expr::col(M::Seq).lte(history_window_start(session_id, limit)))
        .to_owned();
    Expr::cust_with_expr("CAST($1 AS TEXT)", Expr::exists(earlier))
}

/// The history read inside the start, when it is the whole answer: the window of the last `limit`
/// seqs held `limit` USER and ASSISTANT messages, or nothing precedes it. `None` (a SYSTEM
/// message in the window, a gap in the seqs, text that did not parse) reads it the usual way.
fn windowed(
    session_id: Uuid,
    limit: u64,
    text: Option<String>,
    earlier: Option<&str>,
) -> Option<Vec<HistoryEntry<'static>>> {
    let history = parse_history(session_id, text)
        .inspect_err(|e| tracing::warn!(error = %e, "the run's history did not parse"))
        .ok()?;
    let whole =
        u64::try_from(history.len()).unwrap_or(u64::MAX) >= limit || earlier == Some("false");
    whole.then_some(history)
}

/// Steps 9-10 of spec §3.7 in one statement; as [`super::records::finish`], `RUN_INTERRUPTED`
/// (and nothing written) when the run no longer holds the session's lease.
pub(super) async fn finish(
    db: &dyn Executor,
    run: &Run,
    started: &Started,
    outcome: (Python, i64),
) -> Result<(Python, Option<Uuid>), AppError> {
    let mut plan = Finish::plan(run, started, outcome)?;
    let mut chain = Chain::new();
    chain.update(
        "lease",
        release_statement(run.session.id, &run.owner, plan.at),
        None,
    );
    let before_run = match plan.message.take() {
        Some((insert, values)) => {
            chain.insert("message", insert, values, "lease")?;
            "message"
        }
        None => "lease",
    };
    chain.update(
        "run",
        std::mem::take(&mut plan.run_update),
        Some(before_run),
    );
    if let Some(held) = &started.reservation {
        settle_steps(&mut chain, held, plan.settle_to, plan.at, "run");
    }
    match chain.run(db, "runs.finish", "run").await {
        Ok(applied) if applied.did("run") => {
            if started.reservation.is_some() && !applied.did(SETTLED) {
                plan.expired(started.run_id);
            }
            Ok((plan.python, plan.assistant))
        }
        Ok(_) => Err(lease_lost()),
        Err(e) if is_abort(&e) => Err(lease_lost()),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::records::parse_history;
    use crate::domain::MessageRole;
    use uuid::Uuid;

    #[test]
    fn history_read_back_as_postgresql_writes_it() {
        let id = Uuid::nil();
        assert!(parse_history(id, None).expect("no history").is_empty());
        let text = r#"[{"role" : "USER", "content" : "Was it \"stable\"?", "createdAt" : "2026-11-24T12:55:10.695123+00:00"},
            {"role" : "ASSISTANT", "content" : "Yes.", "createdAt" : "2026-11-24T07:55:11-05:00"}]"#;
        let history = parse_history(id, Some(text.to_owned())).expect("parsed");
        assert_eq!(history.len(), 2);
        assert_eq!(history[0].role, MessageRole::User);
        assert_eq!(history[0].content, "Was it \"stable\"?");
        assert_eq!(
            history[0].created_at.to_rfc3339(),
            "2026-11-24T12:55:10.695123+00:00"
        );
        assert_eq!(history[1].role, MessageRole::Assistant);
        assert_eq!(
            history[1].created_at.to_rfc3339(),
            "2026-11-24T12:55:11+00:00"
        );
        let unknown = r#"[{"role": "ROBOT", "content": "", "createdAt": "2026-11-24T12:55:10Z"}]"#;
        assert!(parse_history(id, Some(unknown.to_owned())).is_err());
        assert!(parse_history(id, Some("[{".to_owned())).is_err());
    }
}
