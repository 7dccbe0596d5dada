//! Where the statements of a write transaction (or a hot read) run: any SeaORM connection or
//! transaction, or a connection that runs SeaORM-built statements itself (the service's direct
//! SQLite connections in `db`). The quota ledger's and the runs' steps are written against this
//! trait, so both run them. A crate of its own so that `db` implements it and the `actors` crate
//! uses it without either depending on the other.

pub mod chain;

use sea_orm::sea_query::Value;
use sea_orm::{ConnectionTrait, DbBackend, DbErr, QueryTrait, Statement, StatementBuilder};

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

#[async_trait::async_trait]
impl<C: ConnectionTrait> Executor for C {
    fn backend(&self) -> DbBackend {
        self.get_database_backend()
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        Ok(self.execute_raw(statement).await?.rows_affected())
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        let rows = self.query_all_raw(statement).await?;
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
