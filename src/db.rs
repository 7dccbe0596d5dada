//! The database: connection (SQLite with WAL and a busy timeout, or PostgreSQL), migrations, and
//! the write gate that queues SQLite's writers in the process.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbBackend, DbErr};

use crate::config::Settings;

pub async fn connect(settings: &Settings) -> Result<DatabaseConnection, DbErr> {
    let url = settings.database_url();
    if url.starts_with("sqlite:") {
        std::fs::create_dir_all(&settings.app.data_dir).map_err(|e| {
            DbErr::Custom(format!(
                "cannot create the data directory {}: {e}",
                settings.app.data_dir.display()
            ))
        })?;
    }
    let busy = Duration::from_millis(settings.database.busy_timeout_ms);
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(settings.database.max_connections.max(1))
        .min_connections(1)
        .acquire_timeout(Duration::from_millis(settings.database.acquire_timeout_ms))
        .connect_timeout(Duration::from_secs(10))
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(move |opts| {
            opts.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(busy)
                .foreign_keys(true)
        });
    Database::connect(options).await
}

/// A connection for schema changes: a pool of one. A pooled SQLite connection may still hold a
/// read snapshot from before a DROP made on another connection (a statement not yet reset); on it
/// `CREATE TABLE IF NOT EXISTS` is a no-op and the `CREATE INDEX` after it fails with `index ...
/// already exists` (seen in CI after `migrate down`). One connection sees its own changes.
pub async fn connect_for_schema(settings: &Settings) -> Result<DatabaseConnection, DbErr> {
    let mut settings = settings.clone();
    settings.database.max_connections = 1;
    connect(&settings).await
}

/// Applies every pending migration on a connection of its own (see [`connect_for_schema`]).
pub async fn migrate(settings: &Settings) -> Result<(), DbErr> {
    let db = connect_for_schema(settings).await?;
    let applied = Migrator::up(&db, None).await;
    db.close().await?;
    applied
}

/// SQLite admits one writer at a time and makes the others sleep in its busy handler (1, 2, 5,
/// 10 ms and up) until the lock frees. The hot write transactions therefore queue here, in
/// arrival order, and each waiting one starts the moment the one before it ends. PostgreSQL needs
/// no gate: its row locks queue writers themselves.
#[derive(Clone)]
pub struct WriteGate(Option<Arc<tokio::sync::Mutex<()>>>);

impl WriteGate {
    pub fn new(db: &DatabaseConnection) -> Self {
        WriteGate(
            (db.get_database_backend() == DbBackend::Sqlite)
                .then(|| Arc::new(tokio::sync::Mutex::new(()))),
        )
    }

    /// Runs `work`, one write transaction that is committed or rolled back before it returns,
    /// after the writes queued before it. `work` should wait for nothing but the database.
    pub async fn run<T>(&self, work: impl Future<Output = T>) -> T {
        let _turn = match &self.0 {
            Some(queue) => Some(queue.lock().await),
            None => None,
        };
        work.await
    }
}
