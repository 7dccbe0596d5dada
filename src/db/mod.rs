//! The database: connection (SQLite with WAL and a busy timeout, or PostgreSQL), migrations, and
//! the write gate (crate `executor`) through which every write transaction goes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};

use crate::config::Settings;

mod pool_hygiene;
mod probe;

pub use executor::{
    DbFault, Flush, PING_IF_IDLE_FOR, Tx, Violation, WriteGate, classify, violation,
};
pub use probe::{WriteProbe, check_writable, probe_writes};

/// Who a pool's SQLite connections are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Access {
    /// The service's pool beside its write gate: on a SQLite file its connections are opened
    /// read-only, so every write takes the gate's one writer (a write on the pool fails with
    /// SQLITE_READONLY instead of becoming a second writer). An in-memory database, which no
    /// second connection can open, and PostgreSQL keep writable pools.
    Reads,
    /// Migrations, the command line and tests: a writable pool.
    Writes,
}

/// The service's pool (see [`Access::Reads`]).
pub async fn connect(settings: &Settings) -> Result<DatabaseConnection, DbErr> {
    connect_for(settings, Access::Reads).await
}

/// A pool for migrations, the command line and tests.
pub async fn connect_writable(settings: &Settings) -> Result<DatabaseConnection, DbErr> {
    connect_for(settings, Access::Writes).await
}

async fn connect_for(settings: &Settings, access: Access) -> Result<DatabaseConnection, DbErr> {
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
    let max_pages = max_pages(settings.database.sqlite_max_bytes);
    let read_only = access == Access::Reads && sqlite_file(&url).is_some();
    let mut options = ConnectOptions::new(&url);
    options
        .max_connections(settings.database.max_connections.max(1))
        .min_connections(1)
        .acquire_timeout(Duration::from_millis(settings.database.acquire_timeout_ms))
        .connect_timeout(Duration::from_secs(10))
        // sqlx pings every pooled connection it hands out, one more round trip per statement;
        // only a connection idle this long (one a restart or a firewall may have dropped) is
        // pinged. A hot connection that broke fails its statement (503) and is discarded.
        .test_before_acquire_if_idle_for(PING_IF_IDLE_FOR)
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(move |opts| {
            let opts = if read_only {
                // WAL mode is a property of the file, set by the writable connections
                // (migrations run first); a read-only connection cannot set it.
                opts.read_only(true)
            } else {
                opts.journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
            };
            let opts = opts.busy_timeout(busy).foreign_keys(true);
            match max_pages {
                Some(pages) => opts.pragma("max_page_count", pages.to_string()),
                None => opts,
            }
        })
        .map_sqlx_sqlite_pool_opts(|pool| pool.after_release(pool_hygiene::sqlite))
        .map_sqlx_postgres_pool_opts(|pool| pool.after_release(pool_hygiene::postgres));
    let db = Database::connect(options).await?;
    if let Some(path) = sqlite_file(&url) {
        private_files(&path);
    }
    Ok(db)
}

/// Whether a SQLite URL asks for a read-only database (`?mode=ro`): the write gate's writer then
/// opens the file read-only too, and start-up refuses it.
pub fn sqlite_read_only(url: &str) -> bool {
    url.starts_with("sqlite:")
        && url
            .split_once('?')
            .is_some_and(|(_, query)| query.split('&').any(|pair| pair == "mode=ro"))
}

/// The file of a SQLite URL (`sqlite://<path>?...`), none for in-memory databases.
fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:" && !url.contains("mode=memory"))
        .then(|| PathBuf::from(path))
}

/// The database file and its WAL companions are the owner's only (0600), and so is their
/// folder (0700): they hold password hashes and every claim. SQLite gives the WAL files the
/// mode of the database file.
fn private_files(db_file: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mut paths = vec![db_file.to_owned()];
    for suffix in ["-wal", "-shm"] {
        let mut name = db_file.as_os_str().to_owned();
        name.push(suffix);
        paths.push(PathBuf::from(name));
    }
    for path in paths.iter().filter(|p| p.exists()) {
        if let Err(e) = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)) {
            tracing::warn!(path = %path.display(), error = %e, "cannot make the database file private");
        }
    }
    if let Some(dir) = db_file.parent().filter(|d| !d.as_os_str().is_empty())
        && let Err(e) = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
    {
        tracing::warn!(path = %dir.display(), error = %e, "cannot make the data folder private");
    }
}

/// The URL as it may be shown: without a password.
pub fn shown_url(url: &str) -> String {
    match reqwest::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        _ => url.to_owned(),
    }
}

/// Refuses a data directory the service cannot write (a read-only mount, wrong owner) with a
/// message naming it, before anything else is written there.
pub fn check_data_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)
        .map_err(|e| anyhow::anyhow!("cannot create the data directory {}: {e}", dir.display()))?;
    let probe = dir.join(format!(".write-check-{}", std::process::id()));
    std::fs::write(&probe, b"ok")
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| {
            anyhow::anyhow!(
                "the data directory {} is not writable ({e}); set app.data_dir to a writable folder",
                dir.display()
            )
        })
}

/// `PRAGMA max_page_count` for a cap in bytes (SQLite's default page size is 4 KiB).
fn max_pages(max_bytes: u64) -> Option<i64> {
    (max_bytes > 0).then(|| i64::try_from(max_bytes.div_ceil(4096)).unwrap_or(i64::MAX))
}

/// A connection for schema changes: a pool of one. A pooled SQLite connection may still hold a
/// read snapshot from before a DROP made on another connection (a statement not yet reset); on it
/// `CREATE TABLE IF NOT EXISTS` is a no-op and the `CREATE INDEX` after it fails with `index ...
/// already exists` (seen in CI after `migrate down`). One connection sees its own changes.
pub async fn connect_for_schema(settings: &Settings) -> Result<DatabaseConnection, DbErr> {
    let mut settings = settings.clone();
    settings.database.max_connections = 1;
    connect_writable(&settings).await
}

/// Applies every pending migration on a connection of its own (see [`connect_for_schema`]).
pub async fn migrate(settings: &Settings) -> Result<(), DbErr> {
    let db = connect_for_schema(settings).await?;
    let applied = Migrator::up(&db, None).await;
    db.close().await?;
    applied
}
