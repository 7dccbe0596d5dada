//! What a database error says about the database itself: full, or unavailable (unreachable,
//! read-only, I/O errors, pool exhausted), as opposed to an error of one statement. The error
//! mapping answers these 503 with a code naming the cause (`STORAGE_FULL`,
//! `DATABASE_UNAVAILABLE`), so a client retries instead of reading a 500 as its own fault.

use sea_orm::sqlx::error::DatabaseError;
use sea_orm::{DbErr, RuntimeErr, sqlx};

/// A fault of the database as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DbFault {
    /// The disk or the configured size cap is full (SQLITE_FULL, PostgreSQL 53100).
    StorageFull,
    /// The database cannot be reached or written for now.
    Unavailable,
    /// The transaction lost a race with another one (PostgreSQL deadlock_detected 40P01,
    /// serialization_failure 40001) and was rolled back: nothing was written, a retry may work.
    Contention,
}

// SQLite primary result codes (the low byte of an extended code).
const SQLITE_BUSY: i32 = 5;
const SQLITE_LOCKED: i32 = 6;
const SQLITE_NOMEM: i32 = 7;
const SQLITE_READONLY: i32 = 8;
const SQLITE_IOERR: i32 = 10;
const SQLITE_CORRUPT: i32 = 11;
const SQLITE_FULL: i32 = 13;
const SQLITE_CANTOPEN: i32 = 14;
const SQLITE_PROTOCOL: i32 = 15;
const SQLITE_NOTADB: i32 = 26;

/// The fault `err` reveals, if any.
pub fn classify(err: &DbErr) -> Option<DbFault> {
    match err {
        DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => Some(DbFault::Unavailable),
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            classify_sqlx(e)
        }
        _ => None,
    }
}

/// The latest fault of the database as a whole (full, unavailable) that a write met, and when.
/// Readiness reads it: a probe row may still fit where real writes do not (freed pages, a WAL
/// file that a checkpoint let restart), and readiness must say DOWN while writes fail.
#[derive(Debug, Default)]
pub struct FaultWatch {
    latest: std::sync::Mutex<Option<(std::time::Instant, DbErr)>>,
}

impl FaultWatch {
    /// Notes `result`'s error when it is a fault of the database as a whole; passes it on.
    pub fn noted<T>(&self, result: Result<T, DbErr>) -> Result<T, DbErr> {
        if let Err(e) = &result
            && matches!(
                classify(e),
                Some(DbFault::StorageFull | DbFault::Unavailable)
            )
        {
            *self.latest.lock().unwrap_or_else(|p| p.into_inner()) =
                Some((std::time::Instant::now(), e.clone()));
        }
        result
    }

    /// The latest fault, if a write met it less than `within` ago.
    pub fn since(&self, within: std::time::Duration) -> Option<DbErr> {
        let latest = self.latest.lock().unwrap_or_else(|p| p.into_inner());
        latest
            .as_ref()
            .filter(|(at, _)| at.elapsed() < within)
            .map(|(_, e)| e.clone())
    }
}

/// A constraint a statement broke, read the same way from sqlx's errors (SQLite, PostgreSQL) and
/// from the direct SQLite connection's (SeaORM's `sql_err` knows only sqlx's own error types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Violation {
    Unique,
    ForeignKey,
}

/// The constraint `err` broke, if it is a constraint violation.
pub fn violation(err: &DbErr) -> Option<Violation> {
    let (DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e))) = err
    else {
        return None;
    };
    let sqlx::Error::Database(e) = e.as_ref() else {
        return None;
    };
    match e.kind() {
        sqlx::error::ErrorKind::UniqueViolation => Some(Violation::Unique),
        sqlx::error::ErrorKind::ForeignKeyViolation => Some(Violation::ForeignKey),
        _ => None,
    }
}

fn classify_sqlx(err: &sqlx::Error) -> Option<DbFault> {
    match err {
        sqlx::Error::Database(e) => classify_database(e.as_ref()),
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => Some(DbFault::Unavailable),
        _ => None,
    }
}

fn classify_database(err: &dyn DatabaseError) -> Option<DbFault> {
    let code = err.code()?;
    if err
        .try_downcast_ref::<sqlx::postgres::PgDatabaseError>()
        .is_some()
    {
        return postgres_sqlstate(&code);
    }
    // SQLite (sqlx's errors and the direct connection's) give the extended code in decimal.
    sqlite_code(code.parse().ok()?)
}

/// A SQLite result code (primary or extended).
pub fn sqlite_code(code: i32) -> Option<DbFault> {
    match code & 0xff {
        SQLITE_FULL => Some(DbFault::StorageFull),
        SQLITE_BUSY | SQLITE_LOCKED | SQLITE_NOMEM | SQLITE_READONLY | SQLITE_IOERR
        | SQLITE_CORRUPT | SQLITE_CANTOPEN | SQLITE_PROTOCOL | SQLITE_NOTADB => {
            Some(DbFault::Unavailable)
        }
        _ => None,
    }
}

/// A PostgreSQL SQLSTATE.
fn postgres_sqlstate(state: &str) -> Option<DbFault> {
    match state {
        // disk_full
        "53100" => Some(DbFault::StorageFull),
        // read_only_sql_transaction (a standby, or default_transaction_read_only)
        "25006" => Some(DbFault::Unavailable),
        // deadlock_detected, serialization_failure: this transaction was chosen to roll back
        "40P01" | "40001" => Some(DbFault::Contention),
        // insufficient resources, connection exceptions, operator intervention (shutdown,
        // cannot connect now), system errors (I/O)
        s if ["53", "08", "57", "58"]
            .iter()
            .any(|class| s.starts_with(class)) =>
        {
            // 57014 is a statement cancelled by a timeout: still the database's fault.
            Some(DbFault::Unavailable)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_codes() {
        assert_eq!(sqlite_code(13), Some(DbFault::StorageFull));
        // SQLITE_IOERR_WRITE (778) and SQLITE_READONLY_DBMOVED (1032) are extended codes.
        assert_eq!(sqlite_code(778), Some(DbFault::Unavailable));
        assert_eq!(sqlite_code(1032), Some(DbFault::Unavailable));
        // SQLITE_CONSTRAINT_UNIQUE (2067) is the statement's fault, not the database's.
        assert_eq!(sqlite_code(2067), None);
    }

    #[test]
    fn postgres_states() {
        assert_eq!(postgres_sqlstate("53100"), Some(DbFault::StorageFull));
        assert_eq!(postgres_sqlstate("08006"), Some(DbFault::Unavailable));
        assert_eq!(postgres_sqlstate("57P01"), Some(DbFault::Unavailable));
        assert_eq!(postgres_sqlstate("25006"), Some(DbFault::Unavailable));
        assert_eq!(postgres_sqlstate("40P01"), Some(DbFault::Contention));
        assert_eq!(postgres_sqlstate("40001"), Some(DbFault::Contention));
        assert_eq!(postgres_sqlstate("23505"), None);
    }

    #[test]
    fn connection_errors() {
        assert_eq!(
            classify(&DbErr::ConnectionAcquire(sea_orm::ConnAcquireErr::Timeout)),
            Some(DbFault::Unavailable)
        );
        let io = sqlx::Error::Io(std::io::Error::other("reset"));
        assert_eq!(
            classify(&DbErr::Exec(RuntimeErr::SqlxError(std::sync::Arc::new(io)))),
            Some(DbFault::Unavailable)
        );
        assert_eq!(classify(&DbErr::RecordNotFound("x".into())), None);
    }
}
