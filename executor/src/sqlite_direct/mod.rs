//! A SQLite connection of its own for the hot write transactions, executed on the caller's thread.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands every statement and every row
//! across to it and back; under load those two thread wake-ups per statement, not SQLite, were the
//! cost of a run's transactions (about 80 us a statement). This connection is a `rusqlite` one,
//! opened on the same database file; it runs the statements SeaORM builds (an [`Executor`])
//! synchronously, a few microseconds each. Values are bound exactly as sqlx binds them for SQLite
//! (UUIDs as 16-byte blobs, timestamps as RFC 3339 text, JSON as text), so rows written here read
//! back through the pool unchanged. Transactions are begun and ended by [`crate::WriteGate`].
//! [`SqliteReaders`] lends read-only connections of the same kind for the run's hot reads.

mod binds;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::{Executor, Kind};

use crate::columns::{self, ColumnKinds, Decode};
use crate::sqlite_error::db_err;
use binds::bind_all;
use chrono::{DateTime, Utc};
use rusqlite::types::Value as Sql;
use rusqlite::{Connection, ErrorCode, OpenFlags};
use sea_orm::sea_query::Value;
use sea_orm::{
    DbBackend, DbErr, ExecResult, MockDatabase, MockDatabaseTrait, MockExecResult, QueryResult,
    Statement,
};
use std::collections::BTreeMap;

const CHECKPOINT_EVERY: Duration = Duration::from_millis(500);

/// The connection, shared by the proxy (statements) and the gate (BEGIN / COMMIT / ROLLBACK).
#[derive(Clone, Debug)]
pub(crate) struct DirectSqlite {
    conn: Arc<Mutex<Connection>>,
    /// The latest error of a statement, told to the members of a group that SQLite ended.
    last_error: Arc<Mutex<Option<DbErr>>>,
}

impl DirectSqlite {
    /// Opens the connection; `max_pages` caps the database as the pool's connections cap it
    /// (`PRAGMA max_page_count`, a setting of each connection).
    pub(crate) fn open(
        path: &Path,
        read_only: bool,
        max_pages: Option<i64>,
    ) -> Result<Self, DbErr> {
        let mode = if read_only {
            OpenFlags::SQLITE_OPEN_READ_ONLY
        } else {
            OpenFlags::SQLITE_OPEN_READ_WRITE
        };
        let conn = Connection::open_with_flags(path, mode | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .map_err(db_err)?;
        // No busy wait inside SQLite: the gate retries BEGIN IMMEDIATE without blocking a thread.
        conn.busy_timeout(Duration::ZERO).map_err(db_err)?;
        // Checkpoints (the only fsyncs in WAL mode with synchronous = NORMAL) are made by the
        // checkpointer thread, not by this connection's commits on a request's thread.
        conn.execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; \
             PRAGMA wal_autocheckpoint = 0;",
        )
        .map_err(db_err)?;
        if let Some(pages) = max_pages {
            conn.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |_| Ok(()))
                .map_err(db_err)?;
        }
        conn.set_prepared_statement_cache_capacity(64);
        let direct = DirectSqlite {
            conn: Arc::new(Mutex::new(conn)),
            last_error: Arc::default(),
        };
        direct.start_checkpointer(path)?;
        Ok(direct)
    }

    /// A thread with a connection of its own that checkpoints the WAL twice a second (PASSIVE:
    /// it never blocks the writer or the readers); it ends when this connection is dropped.
    fn start_checkpointer(&self, path: &Path) -> Result<(), DbErr> {
        let conn =
            Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE).map_err(db_err)?;
        let writer = Arc::downgrade(&self.conn);
        std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || {
                while writer.strong_count() > 0 {
                    std::thread::sleep(CHECKPOINT_EVERY);
                    if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
                    {
                        tracing::warn!(error = %e, "WAL checkpoint failed; retried later");
                    }
                }
            })
            .map_err(|e| DbErr::Custom(format!("cannot start the checkpoint thread: {e}")))?;
        Ok(())
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        // A panic while the lock was held cannot leave the connection half-used: every call
        // below is one SQLite call; the transaction state is checked by the gate.
        self.conn
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// BEGIN IMMEDIATE (the write lock at once), retried while another connection writes, for
    /// up to `wait`.
    pub(crate) async fn begin_immediate(&self, wait: Duration) -> Result<(), DbErr> {
        let deadline = Instant::now() + wait;
        let mut pause = Duration::from_micros(200);
        loop {
            let attempt = {
                let conn = self.lock();
                if !conn.is_autocommit() {
                    // Left open by a caller that went away mid-transaction.
                    conn.execute_batch("ROLLBACK").map_err(db_err)?;
                }
                conn.execute_batch("BEGIN IMMEDIATE")
            };
            match attempt {
                Ok(()) => return Ok(()),
                Err(e) if is_busy(&e) && Instant::now() < deadline => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_millis(10));
                }
                Err(e) => return Err(db_err(e)),
            }
        }
    }

    /// Whether a transaction is open on the connection (SQLite ends one by itself on some
    /// errors: a full disk, an I/O error).
    pub(crate) fn in_transaction(&self) -> bool {
        !self.lock().is_autocommit()
    }

    /// Opens one member's savepoint inside the open transaction.
    pub(crate) fn savepoint(&self) -> Result<(), DbErr> {
        self.lock()
            .execute_batch("SAVEPOINT member")
            .map_err(db_err)
    }

    /// Keeps the member's changes in the open transaction.
    pub(crate) fn release(&self) -> Result<(), DbErr> {
        self.lock().execute_batch("RELEASE member").map_err(db_err)
    }

    /// Undoes the member's changes; the transaction stays open for the other members.
    pub(crate) fn rollback_member(&self) {
        let conn = self.lock();
        if !conn.is_autocommit()
            && let Err(e) = conn.execute_batch("ROLLBACK TO member; RELEASE member")
        {
            tracing::warn!(error = %e, "rollback of a direct SQLite savepoint failed");
        }
    }

    /// The error of the latest failed statement, if not yet taken.
    pub(crate) fn take_last_error(&self) -> Option<DbErr> {
        self.last_error
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
    }

    fn noted<T>(&self, result: Result<T, DbErr>) -> Result<T, DbErr> {
        if let Err(e) = &result {
            *self.last_error.lock().unwrap_or_else(|p| p.into_inner()) = Some(e.clone());
        }
        result
    }

    /// Runs one statement as SeaORM's `execute` does: the rows it changed and the last rowid.
    pub(crate) fn execute(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        let conn = self.lock();
        let ran = run_on(&conn, statement).and_then(|changed| exec_result(&conn, changed));
        self.noted(ran)
    }

    /// Runs SQL without values (one or more statements).
    pub(crate) fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        let conn = self.lock();
        let ran = conn
            .execute_batch(sql)
            .map_err(db_err)
            .and_then(|()| exec_result(&conn, conn.changes()));
        self.noted(ran)
    }

    /// The rows of a query (at most `limit`) as SeaORM reads them, each column decoded as its
    /// entity declares it ([`crate::columns`]).
    pub(crate) fn query(
        &self,
        statement: Statement,
        limit: Option<usize>,
    ) -> Result<Vec<QueryResult>, DbErr> {
        let read = query_on(&self.lock(), statement, limit);
        self.noted(read)
    }

    pub(crate) fn commit(&self) -> Result<(), DbErr> {
        let conn = self.lock();
        let committed = conn.execute_batch("COMMIT").map_err(db_err);
        if committed.is_err() && !conn.is_autocommit() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        committed
    }
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

#[async_trait::async_trait]
impl Executor for DirectSqlite {
    fn backend(&self) -> DbBackend {
        DbBackend::Sqlite
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        let ran = run_on(&self.lock(), statement);
        self.noted(ran)
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        let read = rows_on(&self.lock(), statement, kinds);
        self.noted(read)
    }
}

/// Read-only connections to the same file for the hot reads (a run's session and history), used
/// on the caller's thread like the writer. In WAL mode a reader never waits for the writer; each
/// statement reads the latest committed state. Up to [`IDLE_READERS`] are kept open between uses.
#[derive(Debug)]
pub(crate) struct SqliteReaders {
    path: PathBuf,
    wait: Duration,
    idle: Mutex<Vec<Connection>>,
}

const IDLE_READERS: usize = 4;

impl SqliteReaders {
    pub(crate) fn new(path: &Path, wait: Duration) -> Self {
        SqliteReaders {
            path: path.to_owned(),
            wait,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// An idle reader, or a new one when all are in use.
    pub(crate) fn take(&self) -> Result<Reader<'_>, DbErr> {
        let idle = self.idle_list().pop();
        let conn = match idle {
            Some(conn) => conn,
            None => {
                let conn = Connection::open_with_flags(
                    &self.path,
                    OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
                )
                .map_err(db_err)?;
                // Readers wait only while SQLite recovers the WAL index, which is rare and short.
                conn.busy_timeout(self.wait).map_err(db_err)?;
                conn.set_prepared_statement_cache_capacity(16);
                conn
            }
        };
        Ok(Reader {
            conn: Mutex::new(Some(conn)),
            pool: self,
        })
    }

    fn idle_list(&self) -> MutexGuard<'_, Vec<Connection>> {
        self.idle.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A reader lent by [`SqliteReaders::take`]; it goes back to the idle list when dropped.
pub(crate) struct Reader<'a> {
    // A Mutex only to make the reader `Sync`, as an `Executor` is; it is never contended.
    conn: Mutex<Option<Connection>>,
    pool: &'a SqliteReaders,
}

impl Reader<'_> {
    fn with_conn<T>(&self, work: impl FnOnce(&Connection) -> Result<T, DbErr>) -> Result<T, DbErr> {
        let guard = self.conn.lock().unwrap_or_else(|p| p.into_inner());
        let conn = guard
            .as_ref()
            .ok_or_else(|| DbErr::Custom("the reader was given back".into()))?;
        work(conn)
    }
}

impl Drop for Reader<'_> {
    fn drop(&mut self) {
        let conn = self
            .conn
            .get_mut()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        if let Some(conn) = conn {
            let mut idle = self.pool.idle_list();
            if idle.len() < IDLE_READERS {
                idle.push(conn);
            }
        }
    }
}

#[async_trait::async_trait]
impl Executor for Reader<'_> {
    fn backend(&self) -> DbBackend {
        DbBackend::Sqlite
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        self.with_conn(|conn| run_on(conn, statement))
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        self.with_conn(|conn| rows_on(conn, statement, kinds))
    }
}

/// SeaORM builds its `ExecResult` and `QueryResult` only inside the crate; its in-memory mock
/// database is the public way to hand it values as results (a container here: it runs nothing).
fn exec_result(conn: &Connection, changed: u64) -> Result<ExecResult, DbErr> {
    let result = MockExecResult {
        last_insert_id: u64::try_from(conn.last_insert_rowid()).unwrap_or_default(),
        rows_affected: changed,
    };
    MockDatabase::new(DbBackend::Sqlite)
        .append_exec_results([result])
        .execute(0, Statement::from_string(DbBackend::Sqlite, String::new()))
}

/// The rows as SeaORM's `QueryResult`s (see [`exec_result`]).
fn query_results(rows: Vec<BTreeMap<String, Value>>) -> Result<Vec<QueryResult>, DbErr> {
    MockDatabase::new(DbBackend::Sqlite)
        .append_query_results([rows])
        .query(0, Statement::from_string(DbBackend::Sqlite, String::new()))
}

fn query_on(
    conn: &Connection,
    statement: Statement,
    limit: Option<usize>,
) -> Result<Vec<QueryResult>, DbErr> {
    let kinds = ColumnKinds::get();
    with_statement(conn, statement, |stmt, params| {
        let columns: Vec<(String, Decode)> = stmt
            .columns_with_metadata()
            .iter()
            .map(|c| {
                (
                    c.name().to_owned(),
                    kinds.decode(c.table_name(), c.origin_name()),
                )
            })
            .collect();
        let mut rows = stmt.query(params)?;
        let mut all = Vec::new();
        while limit.is_none_or(|limit| all.len() < limit)
            && let Some(row) = rows.next()?
        {
            let mut values = BTreeMap::new();
            for (i, (name, decode)) in columns.iter().enumerate() {
                values.insert(name.clone(), columns::value(i, row.get_ref(i)?, *decode)?);
            }
            all.push(values);
        }
        Ok(all)
    })
    .and_then(query_results)
}

fn run_on(conn: &Connection, statement: Statement) -> Result<u64, DbErr> {
    with_statement(conn, statement, |stmt, params| stmt.execute(params)).map(|n| n as u64)
}

fn rows_on(
    conn: &Connection,
    statement: Statement,
    kinds: &[Kind],
) -> Result<Vec<Vec<Value>>, DbErr> {
    with_statement(conn, statement, |stmt, params| {
        let mut rows = stmt.query(params)?;
        let mut all = Vec::new();
        while let Some(row) = rows.next()? {
            let mut values = Vec::with_capacity(kinds.len());
            for (i, kind) in kinds.iter().enumerate() {
                values.push(match kind {
                    Kind::Text => Value::String(row.get(i)?),
                    Kind::Int => Value::BigInt(row.get(i)?),
                    Kind::Uuid => Value::Uuid(
                        row.get::<_, Option<Vec<u8>>>(i)?
                            .map(|bytes| decode_uuid(i, &bytes))
                            .transpose()?,
                    ),
                    Kind::Time => Value::ChronoDateTimeUtc(
                        row.get::<_, Option<String>>(i)?
                            .map(|text| decode_time(i, &text))
                            .transpose()?,
                    ),
                });
            }
            all.push(values);
        }
        Ok(all)
    })
}

fn decode_uuid(column: usize, bytes: &[u8]) -> rusqlite::Result<uuid::Uuid> {
    uuid::Uuid::from_slice(bytes).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(column, rusqlite::types::Type::Blob, Box::new(e))
    })
}

fn decode_time(column: usize, text: &str) -> rusqlite::Result<DateTime<Utc>> {
    columns::time(text).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(column, rusqlite::types::Type::Text, Box::new(e))
    })
}

/// Binds `statement`'s values and hands its cached prepared statement to `work`.
fn with_statement<T>(
    conn: &Connection,
    statement: Statement,
    work: impl FnOnce(
        &mut rusqlite::CachedStatement<'_>,
        rusqlite::ParamsFromIter<Vec<Sql>>,
    ) -> rusqlite::Result<T>,
) -> Result<T, DbErr> {
    let params = bind_all(statement.values)?;
    let mut stmt = conn.prepare_cached(&statement.sql).map_err(db_err)?;
    work(&mut stmt, rusqlite::params_from_iter(params)).map_err(db_err)
}

#[cfg(test)]
mod tests;
