//! The service's database layer below the services and the actors: where a write transaction
//! runs ([`WriteGate`], one writer with group commit on a SQLite file, pooled transactions on
//! PostgreSQL), the connection a write transaction hands its statements to ([`Tx`], SeaORM's
//! `ConnectionTrait` on either), and the narrower [`Executor`] the quota ledger's and the runs'
//! hand-written steps use. A crate of its own so that the main crate and the `actors` crate
//! both use it without either depending on the other.

pub mod chain;
mod columns;
pub mod fault;
mod postgres_direct;
mod sqlite_direct;
mod sqlite_error;
mod tx;
mod write_gate;

pub use fault::{DbFault, FaultWatch, Violation, classify, violation};
pub use tx::Tx;
pub use write_gate::{Flush, WriteGate, begin_write, sqlite_max_pages};

/// How long a pooled connection may sit idle before it is pinged when handed out.
pub const PING_IF_IDLE_FOR: std::time::Duration = std::time::Duration::from_secs(1);

use sea_orm::sea_query::Value;
use sea_orm::{
    ConnectionTrait, DbBackend, DbErr, QueryResult, QueryTrait, Statement, StatementBuilder,
};

/// How a column of a row read through [`Executor::rows`] is decoded (into `Value::String`,
/// `Value::BigInt`, `Value::Uuid` or `Value::ChronoDateTimeUtc`; NULL as the variant's `None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Int,
    Uuid,
    Time,
}

#[async_trait::async_trait]
pub trait Executor: Sync {
    fn backend(&self) -> DbBackend;

    /// Runs one statement; answers how many rows it changed.
    async fn run(&self, statement: Statement) -> Result<u64, DbErr>;

    /// Every row of a query (bound it with a LIMIT), column `i` decoded as `kinds[i]`.
    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr>;

    /// The first row of a query, column `i` decoded as `kinds[i]`; `None` without a row.
    async fn first_row(
        &self,
        statement: Statement,
        kinds: &[Kind],
    ) -> Result<Option<Vec<Value>>, DbErr> {
        Ok(self.rows(statement, kinds).await?.into_iter().next())
    }
}

/// SeaORM's own connections and transactions (the pool; PostgreSQL's and an in-memory SQLite
/// database's write transactions).
macro_rules! seaorm_executor {
    ($($connection:ty),*) => {$(
        #[async_trait::async_trait]
        impl Executor for $connection {
            fn backend(&self) -> DbBackend {
                self.get_database_backend()
            }

            async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
                Ok(self.execute_raw(statement).await?.rows_affected())
            }

            async fn rows(
                &self,
                statement: Statement,
                kinds: &[Kind],
            ) -> Result<Vec<Vec<Value>>, DbErr> {
                decode_rows(&self.query_all_raw(statement).await?, kinds)
            }
        }
    )*};
}

seaorm_executor!(sea_orm::DatabaseConnection, sea_orm::DatabaseTransaction);

/// Rows SeaORM read (from sqlx), column `i` decoded as `kinds[i]`.
fn decode_rows(rows: &[QueryResult], kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
    rows.iter()
        .map(|row| {
            kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    Ok(match kind {
                        Kind::Text => Value::String(row.try_get_by_index(i)?),
                        Kind::Int => Value::BigInt(row.try_get_by_index(i)?),
                        Kind::Uuid => Value::Uuid(row.try_get_by_index(i)?),
                        Kind::Time => Value::ChronoDateTimeUtc(row.try_get_by_index(i)?),
                    })
                })
                .collect()
        })
        .collect()
}

/// Runs a SeaORM query (`update_many`, `insert`, ...) on `db`; answers the rows it changed.
pub async fn exec<E: Executor + ?Sized>(db: &E, query: impl QueryTrait) -> Result<u64, DbErr> {
    db.run(query.build(db.backend())).await
}

/// Runs a sea-query statement on `db`; answers the rows it changed.
pub async fn exec_statement<E: Executor + ?Sized>(
    db: &E,
    statement: &impl StatementBuilder,
) -> Result<u64, DbErr> {
    db.run(db.backend().build(statement)).await
}
