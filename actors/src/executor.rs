//! Where the statements of a write transaction run: any SeaORM connection or transaction, or a
//! connection that runs SeaORM-built statements itself (the service's direct SQLite writer). The
//! ledger's and the runs' transaction steps are written against this trait, so both run them.

use sea_orm::sea_query::Value;
use sea_orm::{ConnectionTrait, DbBackend, DbErr, QueryTrait, Statement, StatementBuilder};

#[async_trait::async_trait]
pub trait Executor: Sync {
    fn backend(&self) -> DbBackend;

    /// Runs one statement; answers how many rows it changed.
    async fn run(&self, statement: Statement) -> Result<u64, DbErr>;

    /// The first row of a query, its columns read as text (`text[i]`) or as 64-bit integers;
    /// `None` without a row.
    async fn first_row(
        &self,
        statement: Statement,
        text: &[bool],
    ) -> Result<Option<Vec<Value>>, DbErr>;
}

#[async_trait::async_trait]
impl<C: ConnectionTrait> Executor for C {
    fn backend(&self) -> DbBackend {
        self.get_database_backend()
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        Ok(self.execute_raw(statement).await?.rows_affected())
    }

    async fn first_row(
        &self,
        statement: Statement,
        text: &[bool],
    ) -> Result<Option<Vec<Value>>, DbErr> {
        let Some(row) = self.query_one_raw(statement).await? else {
            return Ok(None);
        };
        let mut values = Vec::with_capacity(text.len());
        for (i, is_text) in text.iter().enumerate() {
            values.push(if *is_text {
                Value::String(row.try_get_by_index::<Option<String>>(i)?)
            } else {
                Value::BigInt(row.try_get_by_index::<Option<i64>>(i)?)
            });
        }
        Ok(Some(values))
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
