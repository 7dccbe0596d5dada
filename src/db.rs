//! The database: connection (SQLite with WAL and a busy timeout, or PostgreSQL) and migrations.

use std::time::Duration;

use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};

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

/// Applies every pending migration.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    Migrator::up(db, None).await
}
