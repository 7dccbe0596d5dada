//! The database: connection (SQLite with WAL and a busy timeout, or PostgreSQL), migrations, and
//! the write gate through which the hot write transactions go.

use std::time::Duration;

use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};

use crate::config::Settings;

mod sqlite_direct;
mod write_gate;

pub use write_gate::WriteGate;

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
