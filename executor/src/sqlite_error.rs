//! Errors of the direct SQLite connections, as sqlx database errors carrying SQLite's extended
//! code (as sqlx's own SQLite driver reports it), so [`super::fault::classify`] and
//! unique-violation checks read errors of the direct connections and of the pool alike.

use std::sync::Arc;

use sea_orm::{DbErr, RuntimeErr, sqlx};

/// A rusqlite error as a sqlx database error (the code SQLite gave, in decimal, as sqlx's SQLite
/// driver reports it), so [`super::fault::classify`] and unique-violation checks read errors of
/// this connection and of the pool alike.
pub(crate) fn db_err(e: rusqlite::Error) -> DbErr {
    let error = match e {
        rusqlite::Error::SqliteFailure(failure, message) => {
            sqlx::Error::Database(Box::new(DirectSqliteError {
                code: failure.extended_code,
                message: message.unwrap_or_else(|| failure.to_string()),
            }))
        }
        other => sqlx::Error::Protocol(format!("sqlite: {other}")),
    };
    DbErr::Exec(RuntimeErr::SqlxError(Arc::new(error)))
}

/// An error SQLite reported on a direct connection.
#[derive(Debug)]
pub(crate) struct DirectSqliteError {
    code: i32,
    message: String,
}

impl std::fmt::Display for DirectSqliteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "(code: {}) {}", self.code, self.message)
    }
}

impl std::error::Error for DirectSqliteError {}

impl sqlx::error::DatabaseError for DirectSqliteError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<std::borrow::Cow<'_, str>> {
        Some(self.code.to_string().into())
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> sqlx::error::ErrorKind {
        // SQLITE_CONSTRAINT_UNIQUE, SQLITE_CONSTRAINT_PRIMARYKEY, SQLITE_CONSTRAINT_FOREIGNKEY
        match self.code {
            2067 | 1555 => sqlx::error::ErrorKind::UniqueViolation,
            787 => sqlx::error::ErrorKind::ForeignKeyViolation,
            _ => sqlx::error::ErrorKind::Other,
        }
    }
}
