//! The gate of the hot write transactions (a run's two): on PostgreSQL an ordinary pooled
//! transaction (row locks queue the writers); on a SQLite file one direct connection (see
//! [`super::sqlite_direct`]) on which the transactions run one after another, in arrival order,
//! each starting the moment the one before it ends. SQLite admits one writer at a time anyway; a
//! writer that finds the lock taken would otherwise sleep in SQLite's busy handler (1, 2, 5, 10 ms
//! and up). The gate also lends the hot reads of a run (its session, its history) a direct
//! read-only connection on a SQLite file, and the pool otherwise.
//!
//! Group commit on the direct connection: the transactions that arrive within [`GROUP_WINDOW`]
//! of each other are members of one SQLite transaction, each in a savepoint of its own, and are
//! committed together. Consecutive runs append to the same table and index pages, and each page
//! is written to the WAL once per commit instead of once per run. A member's error rolls back its
//! own savepoint only; a member learns that it is durable (or that the commit failed) before its
//! caller does, so nothing is answered as done that a crash could take back.
//!
//! The rule of a member: while its closure runs, every other writer waits, so it awaits nothing
//! but the database (no HTTP call, no actor, no sleep). Each member is named by its caller and
//! timed; one that holds the direct writer longer than `slow_write` is logged as a warning with
//! its name ([`MemberClock`]).

use std::sync::Arc;
use std::time::{Duration, Instant};

use sea_orm::sqlx::sqlite::SqliteConnectOptions;
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, DbErr, ExecResult, QueryResult, Statement,
};
use tokio::sync::watch;

use crate::Executor;
use crate::fault::FaultWatch;
use crate::postgres_direct::DirectPostgres;
use crate::sqlite_direct::{DirectSqlite, SqliteReaders};
use crate::tx::Tx;

/// How long an open group waits for further members before it commits.
const GROUP_WINDOW: Duration = Duration::from_millis(1);
/// A group with this many members commits at once.
const GROUP_MAX: usize = 64;

#[derive(Clone)]
pub struct WriteGate(Inner, Arc<FaultWatch>);

#[derive(Clone)]
enum Inner {
    Pool(DatabaseConnection),
    /// PostgreSQL: the pool, and connections of their own for the one-statement writes.
    Postgres(DatabaseConnection, Arc<Lanes>),
    Direct(Arc<Direct>),
}

/// The direct PostgreSQL connections, by how their commits end ([`Flush`]).
struct Lanes {
    wait: DirectPostgres,
    later: DirectPostgres,
}

/// How a one-statement write on PostgreSQL commits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flush {
    /// The commit returns once its WAL is flushed (`synchronous_commit` as the server has it):
    /// for the write a client's answer waits for.
    Wait,
    /// The commit returns before its WAL is flushed (`synchronous_commit = off`), and the rows
    /// it locked are free at once. Only for a write that a later write of the same request
    /// commits with [`Flush::Wait`] before anything is answered: PostgreSQL flushes its WAL in
    /// order, so that commit makes this one durable too. A crash before then loses this write
    /// whole (a statement is all or nothing), and the request answers an error.
    Later,
}

struct Direct {
    group: tokio::sync::Mutex<Group>,
    sqlite: DirectSqlite,
    readers: SqliteReaders,
    wait: Duration,
    /// A member whose closure runs longer than this is reported.
    slow_write: Duration,
}

/// The group transaction open on the direct connection, if any.
#[derive(Default)]
struct Group {
    open: Option<OpenGroup>,
    next_epoch: u64,
}

struct OpenGroup {
    epoch: u64,
    members: usize,
    opened: Instant,
    /// `Some` once the group has ended: committed, or why not.
    outcome: watch::Sender<Outcome>,
}

type Outcome = Option<Result<(), DbErr>>;

impl WriteGate {
    /// The gate for `db`: direct on a SQLite file (opened read-only when `read_only`, as the
    /// operator's URL asked), the pool otherwise (PostgreSQL, or an in-memory SQLite database
    /// that no second connection can open). `wait` bounds the wait
    /// for another connection's write lock; a member of the direct writer that runs longer than
    /// `slow_write` is logged.
    pub async fn new(
        db: &DatabaseConnection,
        read_only: bool,
        wait: Duration,
        slow_write: Duration,
    ) -> Result<Self, DbErr> {
        if db.get_database_backend() == DbBackend::Sqlite {
            let options: std::sync::Arc<SqliteConnectOptions> =
                db.get_sqlite_connection_pool().connect_options();
            let path = options.get_filename();
            let in_memory = path
                .to_str()
                .is_some_and(|p| p.starts_with("file:") || p == ":memory:");
            if !in_memory {
                let max_pages = sqlite_max_pages(db).await?;
                return Ok(WriteGate::with(Inner::Direct(Arc::new(Direct {
                    group: tokio::sync::Mutex::new(Group::default()),
                    sqlite: DirectSqlite::open(path, read_only, max_pages)?,
                    readers: SqliteReaders::new(path, wait),
                    wait,
                    slow_write,
                }))));
            }
        }
        if db.get_database_backend() == DbBackend::Postgres {
            let pool = db.get_postgres_connection_pool();
            let options = pool.options();
            let lane = |connect: sea_orm::sqlx::postgres::PgConnectOptions| {
                DirectPostgres::new(
                    connect,
                    options.get_max_connections(),
                    options.get_acquire_timeout(),
                    options.get_max_lifetime(),
                    options.get_idle_timeout(),
                )
            };
            let connect = (*pool.connect_options()).clone();
            let lanes = Lanes {
                later: lane(connect.clone().options([("synchronous_commit", "off")])),
                wait: lane(connect),
            };
            return Ok(WriteGate::with(Inner::Postgres(
                db.clone(),
                Arc::new(lanes),
            )));
        }
        Ok(WriteGate::with(Inner::Pool(db.clone())))
    }

    fn with(inner: Inner) -> Self {
        WriteGate(inner, Arc::default())
    }

    /// The latest fault of the database as a whole (full, unavailable) that a write through the
    /// gate met less than `within` ago.
    pub fn fault_since(&self, within: Duration) -> Option<DbErr> {
        self.1.since(within)
    }

    /// Runs `work` in one write transaction: committed when it answers `Ok` (this returns once
    /// the commit is done), rolled back when it answers `Err` or is dropped half-way. `work`
    /// must wait for nothing but the database: on the direct writer every other writer waits
    /// for it, and a `work` slower than the gate's `slow_write` is logged under `name`.
    pub async fn transaction<T, E>(
        &self,
        name: &'static str,
        work: impl AsyncFnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<DbErr>,
    {
        match &self.0 {
            Inner::Pool(db) | Inner::Postgres(db, _) => {
                let txn = self.1.noted(begin_write(db).await)?;
                match work(&Tx::pool(&txn, &self.1)).await {
                    Ok(value) => {
                        self.1.noted(txn.commit().await)?;
                        Ok(value)
                    }
                    Err(e) => {
                        if let Err(failed) = txn.rollback().await {
                            tracing::warn!(error = %failed, "rollback failed; the connection is discarded");
                        }
                        Err(e)
                    }
                }
            }
            Inner::Direct(direct) => direct.member(name, &self.1, work).await,
        }
    }

    /// On PostgreSQL, where a hot transaction made one statement (`executor::chain`) runs: on a
    /// connection of its own ([`DirectPostgres`]), outside a transaction, so it commits by
    /// itself, as `flush` says. `None` on SQLite, whose statements cannot modify data in a WITH.
    pub fn postgres(&self, flush: Flush) -> Option<&dyn Executor> {
        match &self.0 {
            Inner::Postgres(_, lanes) => Some(match flush {
                Flush::Wait => &lanes.wait,
                Flush::Later => &lanes.later,
            }),
            _ => None,
        }
    }

    /// Whether writes through the gate use the direct SQLite connection (otherwise the pool).
    pub fn is_direct(&self) -> bool {
        matches!(self.0, Inner::Direct(_))
    }

    /// Runs `work`, which only reads, on a direct read-only connection (SQLite file) or the pool.
    /// Each statement reads the latest committed state.
    pub async fn read<T, E>(
        &self,
        work: impl AsyncFnOnce(&dyn Executor) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<DbErr>,
    {
        match &self.0 {
            Inner::Pool(db) | Inner::Postgres(db, _) => work(db).await,
            Inner::Direct(direct) => {
                let reader = direct.readers.take()?;
                work(&reader).await
            }
        }
    }
}

/// The gate as a connection in autocommit: each statement is a write transaction of its own
/// (on SQLite a member of the group commit), for a write that is one statement, such as
/// `Entity::update_many()...exec(&state.writes)`. Several statements that belong together go
/// through [`WriteGate::transaction`].
#[async_trait::async_trait]
impl ConnectionTrait for WriteGate {
    fn get_database_backend(&self) -> DbBackend {
        match &self.0 {
            Inner::Pool(db) | Inner::Postgres(db, _) => db.get_database_backend(),
            Inner::Direct(_) => DbBackend::Sqlite,
        }
    }

    async fn execute_raw(&self, stmt: Statement) -> Result<ExecResult, DbErr> {
        self.transaction("autocommit", async |txn| txn.execute_raw(stmt).await)
            .await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        self.transaction("autocommit", async |txn| txn.execute_unprepared(sql).await)
            .await
    }

    async fn query_one_raw(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        self.transaction("autocommit", async |txn| txn.query_one_raw(stmt).await)
            .await
    }

    async fn query_all_raw(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        self.transaction("autocommit", async |txn| txn.query_all_raw(stmt).await)
            .await
    }
}

/// The gate as an [`Executor`] in autocommit, as its `ConnectionTrait` is.
#[async_trait::async_trait]
impl Executor for WriteGate {
    fn backend(&self) -> DbBackend {
        self.get_database_backend()
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        self.transaction("autocommit", async |txn| txn.run(statement).await)
            .await
    }

    async fn rows(
        &self,
        statement: Statement,
        kinds: &[crate::Kind],
    ) -> Result<Vec<Vec<sea_orm::sea_query::Value>>, DbErr> {
        self.transaction("autocommit", async |txn| txn.rows(statement, kinds).await)
            .await
    }
}

impl Direct {
    /// One member of a group transaction: `work` in a savepoint of its own, then the wait for
    /// the group's commit.
    async fn member<T, E>(
        self: &Arc<Self>,
        name: &'static str,
        faults: &FaultWatch,
        work: impl AsyncFnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<DbErr>,
    {
        let mut group = self.group.lock().await;
        let mut outcome = faults.noted(self.join(&mut group).await)?;
        faults.noted(self.sqlite.savepoint())?;
        let savepoint = OpenSavepoint(&self.sqlite);
        let clock = MemberClock::start(name, self.slow_write);
        let worked = work(&Tx::direct(&self.sqlite, faults)).await;
        drop(clock);
        let done = match worked {
            Ok(done) => done,
            Err(e) => {
                drop(savepoint);
                self.end_if_lost(&mut group);
                drop(group);
                // Its error may come from another member's write of this group (a unique key
                // taken); its caller may read that row next, from the pool, so it answers once
                // the group has ended, as every member does.
                let _ = outcome.wait_for(Option::is_some).await;
                return Err(e);
            }
        };
        faults.noted(savepoint.release())?;
        let full = group.open.as_mut().map(|open| {
            open.members += 1;
            (open.epoch, open.members >= GROUP_MAX)
        });
        if let Some((epoch, true)) = full {
            self.end(&mut group, epoch);
        }
        drop(group);
        let ended = outcome
            .wait_for(Option::is_some)
            .await
            .map(|ended| ended.clone());
        match ended {
            Ok(Some(Ok(()))) => Ok(done),
            Ok(Some(Err(why))) => {
                let _ = faults.noted::<()>(Err(why.clone()));
                Err(why.into())
            }
            Ok(None) | Err(_) => {
                Err(DbErr::Custom("the group transaction ended without an outcome".into()).into())
            }
        }
    }

    /// The open group's outcome; a new group (BEGIN IMMEDIATE, and a task that commits it after
    /// [`GROUP_WINDOW`]) when none is open.
    async fn join(self: &Arc<Self>, group: &mut Group) -> Result<watch::Receiver<Outcome>, DbErr> {
        self.end_if_lost(group);
        if let Some(open) = &group.open
            && open.opened.elapsed() > GROUP_WINDOW * 50
        {
            // Its committer is gone (its thread stopped): commit it here.
            let epoch = open.epoch;
            self.end(group, epoch);
        }
        if let Some(open) = &group.open {
            return Ok(open.outcome.subscribe());
        }
        self.sqlite.begin_immediate(self.wait).await?;
        // An error from before this transaction says nothing about it.
        self.sqlite.take_last_error();
        let epoch = group.next_epoch;
        group.next_epoch += 1;
        let (outcome, receiver) = watch::channel(None);
        group.open = Some(OpenGroup {
            epoch,
            members: 0,
            opened: Instant::now(),
            outcome,
        });
        let direct = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep(GROUP_WINDOW).await;
            let mut group = direct.group.lock().await;
            direct.end(&mut group, epoch);
        });
        Ok(receiver)
    }

    /// Commits group `epoch` if it is still open, and tells its members.
    fn end(&self, group: &mut Group, epoch: u64) {
        let Some(open) = group.open.take_if(|open| open.epoch == epoch) else {
            return;
        };
        let committed = if self.sqlite.in_transaction() {
            self.sqlite.commit()
        } else {
            // SQLite ended the transaction by itself after a failed statement (a full disk,
            // an I/O error): that statement's error is the group's.
            Err(self.sqlite.take_last_error().unwrap_or_else(|| {
                DbErr::Custom("the transaction was rolled back by SQLite".to_owned())
            }))
        };
        if let Err(why) = &committed {
            tracing::warn!(members = open.members, error = %why, "a group commit failed");
        }
        open.outcome.send_replace(Some(committed));
    }

    /// Ends the open group as failed when SQLite has rolled its transaction back by itself.
    fn end_if_lost(&self, group: &mut Group) {
        if let Some(open) = &group.open
            && !self.sqlite.in_transaction()
        {
            let epoch = open.epoch;
            self.end(group, epoch);
        }
    }
}

/// Times one member's closure while it holds the direct writer; when dropped (the closure
/// answered, or its caller went away half-way) a member slower than `slow` is logged with its
/// name.
struct MemberClock {
    name: &'static str,
    began: Instant,
    slow: Duration,
}

impl MemberClock {
    fn start(name: &'static str, slow: Duration) -> Self {
        MemberClock {
            name,
            began: Instant::now(),
            slow,
        }
    }
}

impl Drop for MemberClock {
    fn drop(&mut self) {
        let held = self.began.elapsed();
        if held > self.slow {
            tracing::warn!(
                member = self.name,
                ?held,
                limit = ?self.slow,
                "a write transaction held the direct SQLite writer while every other writer \
                 waited; it must await nothing but the database"
            );
        }
    }
}

/// Rolls one member's savepoint back unless it was released (also when the caller's future is
/// dropped half-way).
struct OpenSavepoint<'a>(&'a DirectSqlite);

impl OpenSavepoint<'_> {
    fn release(self) -> Result<(), DbErr> {
        let released = self.0.release();
        if released.is_ok() {
            std::mem::forget(self);
        }
        released
    }
}

impl Drop for OpenSavepoint<'_> {
    fn drop(&mut self) {
        self.0.rollback_member();
    }
}

/// Starts a write transaction on the pool. On SQLite it is `BEGIN IMMEDIATE`: a transaction that
/// reads before it writes takes the write lock up front (waiting out the busy timeout like any
/// writer) instead of starting as a reader and failing at once with `SQLITE_BUSY` when another
/// write lands between its read and its first write. PostgreSQL ignores the mode. Services do
/// not call this: they write through [`WriteGate::transaction`].
pub async fn begin_write<
    C: sea_orm::TransactionTrait<Transaction = sea_orm::DatabaseTransaction>,
>(
    db: &C,
) -> Result<sea_orm::DatabaseTransaction, DbErr> {
    db.begin_with_options(sea_orm::TransactionOptions {
        sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate),
        ..Default::default()
    })
    .await
}

/// The page cap of the pool's SQLite connections, for another connection to the same file.
pub async fn sqlite_max_pages(db: &DatabaseConnection) -> Result<Option<i64>, DbErr> {
    let row = db
        .query_one_raw(Statement::from_string(
            DbBackend::Sqlite,
            "PRAGMA max_page_count",
        ))
        .await?;
    let pages: Option<i64> = row.map(|r| r.try_get_by_index(0)).transpose()?;
    // SQLite's own default is the largest page count it supports: no cap.
    Ok(pages.filter(|&p| p < 0xffff_fffe))
}

#[cfg(test)]
mod tests;
