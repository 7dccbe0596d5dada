//! The connection a write transaction states its statements on: SeaORM's `ConnectionTrait` (so a
//! service writes `model.insert(txn)`, `Entity::find().one(txn)` as anywhere else) and the
//! narrower [`Executor`], over either a pooled SeaORM transaction (PostgreSQL, an in-memory
//! SQLite database) or one member of the direct SQLite writer's group transaction.

use sea_orm::sea_query::Value;
use sea_orm::{
    ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, ExecResult, QueryResult, Statement,
};

use crate::fault::FaultWatch;
use crate::sqlite_direct::DirectSqlite;
use crate::{Executor, Kind};

/// One write transaction's connection, lent by [`crate::WriteGate::transaction`] for the
/// duration of its work. Every statement's fault of the database as a whole is noted in the
/// gate's [`FaultWatch`].
pub struct Tx<'a>(Inner<'a>, &'a FaultWatch);

enum Inner<'a> {
    Pool(&'a DatabaseTransaction),
    /// Inside this member's savepoint of the open group transaction.
    Direct(&'a DirectSqlite),
}

impl<'a> Tx<'a> {
    pub(crate) fn pool(txn: &'a DatabaseTransaction, faults: &'a FaultWatch) -> Self {
        Tx(Inner::Pool(txn), faults)
    }

    pub(crate) fn direct(sqlite: &'a DirectSqlite, faults: &'a FaultWatch) -> Self {
        Tx(Inner::Direct(sqlite), faults)
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
        let result = match &self.0 {
            Inner::Pool(txn) => txn.execute_raw(stmt).await,
            Inner::Direct(sqlite) => sqlite.execute(stmt),
        };
        self.1.noted(result)
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        let result = match &self.0 {
            Inner::Pool(txn) => txn.execute_unprepared(sql).await,
            Inner::Direct(sqlite) => sqlite.execute_unprepared(sql),
        };
        self.1.noted(result)
    }

    async fn query_one_raw(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        let result = match &self.0 {
            Inner::Pool(txn) => txn.query_one_raw(stmt).await,
            Inner::Direct(sqlite) => sqlite
                .query(stmt, Some(1))
                .map(|rows| rows.into_iter().next()),
        };
        self.1.noted(result)
    }

    async fn query_all_raw(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        let result = match &self.0 {
            Inner::Pool(txn) => txn.query_all_raw(stmt).await,
            Inner::Direct(sqlite) => sqlite.query(stmt, None),
        };
        self.1.noted(result)
    }
}

#[async_trait::async_trait]
impl Executor for Tx<'_> {
    fn backend(&self) -> DbBackend {
        self.get_database_backend()
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        let result = match &self.0 {
            Inner::Pool(txn) => Executor::run(*txn, statement).await,
            Inner::Direct(sqlite) => Executor::run(*sqlite, statement).await,
        };
        self.1.noted(result)
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        let result = match &self.0 {
            Inner::Pool(txn) => txn.rows(statement, kinds).await,
            Inner::Direct(sqlite) => sqlite.rows(statement, kinds).await,
        };
        self.1.noted(result)
    }
}
