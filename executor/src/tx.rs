//! The connection a write transaction states its statements on: SeaORM's `ConnectionTrait` (so a
//! service writes `model.insert(txn)`, `Entity::find().one(txn)` as anywhere else) and the
//! narrower [`Executor`], over either a pooled SeaORM transaction (PostgreSQL, an in-memory
//! SQLite database) or one member of the direct SQLite writer's group transaction.

use sea_orm::sea_query::Value;
use sea_orm::{
    ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, ExecResult, QueryResult, Statement,
};

use crate::sqlite_direct::DirectSqlite;
use crate::{Executor, Kind};

/// One write transaction's connection, lent by [`crate::WriteGate::transaction`] for the
/// duration of its work.
pub struct Tx<'a>(Inner<'a>);

enum Inner<'a> {
    Pool(&'a DatabaseTransaction),
    /// Inside this member's savepoint of the open group transaction.
    Direct(&'a DirectSqlite),
}

impl<'a> Tx<'a> {
    pub(crate) fn pool(txn: &'a DatabaseTransaction) -> Self {
        Tx(Inner::Pool(txn))
    }

    pub(crate) fn direct(sqlite: &'a DirectSqlite) -> Self {
        Tx(Inner::Direct(sqlite))
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for Tx<'_> {
    fn get_database_backend(&self) -> DbBackend {
        match &self.0 {
            Inner::Pool(txn) => txn.get_database_backend(),
            Inner::Direct(_) => DbBackend::Sqlite,
        }
    }

    async fn execute_raw(&self, stmt: Statement) -> Result<ExecResult, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => txn.execute_raw(stmt).await,
            Inner::Direct(sqlite) => sqlite.execute(stmt),
        }
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => txn.execute_unprepared(sql).await,
            Inner::Direct(sqlite) => sqlite.execute_unprepared(sql),
        }
    }

    async fn query_one_raw(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => txn.query_one_raw(stmt).await,
            Inner::Direct(sqlite) => Ok(sqlite.query(stmt, Some(1))?.into_iter().next()),
        }
    }

    async fn query_all_raw(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => txn.query_all_raw(stmt).await,
            Inner::Direct(sqlite) => sqlite.query(stmt, None),
        }
    }
}

#[async_trait::async_trait]
impl Executor for Tx<'_> {
    fn backend(&self) -> DbBackend {
        self.get_database_backend()
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => Executor::run(*txn, statement).await,
            Inner::Direct(sqlite) => Executor::run(*sqlite, statement).await,
        }
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        match &self.0 {
            Inner::Pool(txn) => txn.rows(statement, kinds).await,
            Inner::Direct(sqlite) => sqlite.rows(statement, kinds).await,
        }
    }
}
