//! No pooled connection goes back to the pool inside a transaction.
//!
//! When a COMMIT fails (a full disk, an I/O error), SQLite may have ended the transaction by
//! itself or kept it open, and sqlx's count of open transactions on the connection can disagree
//! with SQLite's: the queued ROLLBACK fails, or rolls back to a savepoint and leaves the outer
//! transaction open. A connection in that state, reused, keeps the write lock ("database is
//! locked" for every other writer) and turns the next transaction into a savepoint that
//! "commits" nothing. So on release, a connection that still counts an open transaction once its
//! queued rollback has run is closed (which rolls back whatever SQLite still holds) and the pool
//! opens a fresh one.

use futures_util::future::BoxFuture;
use sea_orm::sqlx::pool::PoolConnectionMetadata;
use sea_orm::sqlx::{self, Connection};

/// `after_release` for any sqlx connection: keep it only outside every transaction.
fn keep_if_idle<C: Connection>(conn: &mut C) -> BoxFuture<'_, Result<bool, sqlx::Error>> {
    Box::pin(async move {
        if !conn.is_in_transaction() {
            return Ok(true);
        }
        // A dropped transaction queues its rollback on the connection; a round trip runs it.
        conn.ping().await?;
        if conn.is_in_transaction() {
            tracing::warn!("a pooled connection was left inside a transaction; it is discarded");
            return Ok(false);
        }
        Ok(true)
    })
}

pub(super) fn sqlite(
    conn: &mut sqlx::SqliteConnection,
    _: PoolConnectionMetadata,
) -> BoxFuture<'_, Result<bool, sqlx::Error>> {
    keep_if_idle(conn)
}

pub(super) fn postgres(
    conn: &mut sqlx::PgConnection,
    _: PoolConnectionMetadata,
) -> BoxFuture<'_, Result<bool, sqlx::Error>> {
    keep_if_idle(conn)
}
