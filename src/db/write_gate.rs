//! The gate of the hot write transactions (a run's two): on PostgreSQL an ordinary pooled
//! transaction (row locks queue the writers); on a SQLite file one direct connection (see
//! [`super::sqlite_direct`]) on which the transactions run one after another, in arrival order,
//! each starting the moment the one before it ends. SQLite admits one writer at a time anyway; a
//! writer that finds the lock taken would otherwise sleep in SQLite's busy handler (1, 2, 5, 10 ms
//! and up).

use std::sync::Arc;
use std::time::Duration;

use actors::executor::Executor;
use sea_orm::sqlx::sqlite::SqliteConnectOptions;
use sea_orm::{DatabaseConnection, DbBackend, DbErr, TransactionTrait};

use super::sqlite_direct::DirectSqlite;

#[derive(Clone)]
pub struct WriteGate(Arc<Inner>);

enum Inner {
    Pool(DatabaseConnection),
    Direct {
        queue: tokio::sync::Mutex<()>,
        sqlite: DirectSqlite,
        wait: Duration,
    },
}

impl WriteGate {
    /// The gate for `db`: direct on a SQLite file, the pool otherwise (PostgreSQL, or an
    /// in-memory SQLite database that no second connection can open).
    pub async fn new(db: &DatabaseConnection, wait: Duration) -> Result<Self, DbErr> {
        if db.get_database_backend() == DbBackend::Sqlite {
            let options: std::sync::Arc<SqliteConnectOptions> =
                db.get_sqlite_connection_pool().connect_options();
            let path = options.get_filename();
            let in_memory = path
                .to_str()
                .is_some_and(|p| p.starts_with("file:") || p == ":memory:");
            if !in_memory {
                return Ok(WriteGate(Arc::new(Inner::Direct {
                    queue: tokio::sync::Mutex::new(()),
                    sqlite: DirectSqlite::open(path)?,
                    wait,
                })));
            }
        }
        Ok(WriteGate(Arc::new(Inner::Pool(db.clone()))))
    }

    /// Runs `work` in one write transaction: committed when it answers `Ok`, rolled back when it
    /// answers `Err` or is dropped half-way. `work` should wait for nothing but the database.
    pub async fn transaction<T, E>(
        &self,
        work: impl AsyncFnOnce(&dyn Executor) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<DbErr>,
    {
        match &*self.0 {
            Inner::Pool(db) => {
                let txn = db.begin().await?;
                match work(&txn).await {
                    Ok(value) => {
                        txn.commit().await?;
                        Ok(value)
                    }
                    Err(e) => {
                        if let Err(failed) = txn.rollback().await {
                            tracing::warn!(error = %failed, "rollback failed; the connection is discarded");
                        }
                        Err(e)
                    }
                }
            }
            Inner::Direct {
                queue,
                sqlite,
                wait,
            } => {
                let _turn = queue.lock().await;
                sqlite.begin_immediate(*wait).await?;
                let open = OpenTransaction(sqlite);
                let done = work(sqlite).await?;
                open.commit()?;
                // On an error (or when this future is dropped half-way) `open` rolls back.
                Ok(done)
            }
        }
    }
}

/// Rolls the direct transaction back unless it was committed (also when the caller's future is
/// dropped half-way).
struct OpenTransaction<'a>(&'a DirectSqlite);

impl OpenTransaction<'_> {
    fn commit(self) -> Result<(), DbErr> {
        let committed = self.0.commit();
        std::mem::forget(self);
        committed
    }
}

impl Drop for OpenTransaction<'_> {
    fn drop(&mut self) {
        self.0.rollback();
    }
}
