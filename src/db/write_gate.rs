//! The gate of the hot write transactions (a run's two): on PostgreSQL an ordinary pooled
//! transaction (row locks queue the writers); on a SQLite file one direct connection (see
//! [`super::sqlite_direct`]) on which the transactions run one after another, in arrival order,
//! each starting the moment the one before it ends. SQLite admits one writer at a time anyway; a
//! writer that finds the lock taken would otherwise sleep in SQLite's busy handler (1, 2, 5, 10 ms
//! and up). The gate also lends the hot reads of a run (its session, its history) a direct
//! read-only connection on a SQLite file, and the pool otherwise.

use std::sync::Arc;
use std::time::Duration;

use actors::executor::Executor;
use sea_orm::sqlx::sqlite::SqliteConnectOptions;
use sea_orm::{DatabaseConnection, DbBackend, DbErr, TransactionTrait};

use super::sqlite_direct::{DirectSqlite, SqliteReaders};

#[derive(Clone)]
pub struct WriteGate(Arc<Inner>);

enum Inner {
    Pool(DatabaseConnection),
    Direct {
        queue: tokio::sync::Mutex<()>,
        sqlite: DirectSqlite,
        readers: SqliteReaders,
        wait: Duration,
    },
}

impl WriteGate {
    /// The gate for `db`: direct on a SQLite file, the pool otherwise (PostgreSQL, or an
    /// in-memory SQLite database that no second connection can open).
    pub async fn new(db: &DatabaseConnection, wait: Duration) -> Result<Self, DbErr> {
        if db.get_database_backend() == DbBackend::Sqlite {
            let options: std::sync::Arc<SqliteConnectOptions> =
                db.get_sqlite_connection_pool().connect_options();
            let path = options.get_filename();
            let in_memory = path
                .to_str()
                .is_some_and(|p| p.starts_with("file:") || p == ":memory:");
            if !in_memory {
                return Ok(WriteGate(Arc::new(Inner::Direct {
                    queue: tokio::sync::Mutex::new(()),
                    sqlite: DirectSqlite::open(path)?,
                    readers: SqliteReaders::new(path, wait),
                    wait,
                })));
            }
        }
        Ok(WriteGate(Arc::new(Inner::Pool(db.clone()))))
    }

    /// Runs `work` in one write transaction: committed when it answers `Ok`, rolled back when it
    /// answers `Err` or is dropped half-way. `work` should wait for nothing but the database.
    pub async fn transaction<T, E>(
        &self,
        work: impl AsyncFnOnce(&dyn Executor) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<DbErr>,
    {
        match &*self.0 {
            Inner::Pool(db) => {
                let txn = db.begin().await?;
                match work(&txn).await {
                    Ok(value) => {
                        txn.commit().await?;
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
            Inner::Direct {
                queue,
                sqlite,
                wait,
                ..
            } => {
                let _turn = queue.lock().await;
                sqlite.begin_immediate(*wait).await?;
                let open = OpenTransaction(sqlite);
                let done = work(sqlite).await?;
                open.commit()?;
                // On an error (or when this future is dropped half-way) `open` rolls back.
                Ok(done)
            }
        }
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
        match &*self.0 {
            Inner::Pool(db) => work(db).await,
            Inner::Direct { readers, .. } => {
                let reader = readers.take()?;
                work(&reader).await
            }
        }
    }
}

/// Rolls the direct transaction back unless it was committed (also when the caller's future is
/// dropped half-way).
struct OpenTransaction<'a>(&'a DirectSqlite);

impl OpenTransaction<'_> {
    fn commit(self) -> Result<(), DbErr> {
        let committed = self.0.commit();
        std::mem::forget(self);
        committed
    }
}

impl Drop for OpenTransaction<'_> {
    fn drop(&mut self) {
        self.0.rollback();
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;
    use std::pin::pin;
    use std::task::{Context, Waker};

    use actors::executor::Kind;
    use sea_orm::sea_query::{Expr, Query, Value};
    use sea_orm::{ConnectionTrait, Database, DbErr, Statement};

    use super::*;

    async fn gate_on_file() -> (tempfile::TempDir, DatabaseConnection, WriteGate) {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let db = Database::connect(url).await.expect("connects");
        db.execute_unprepared("PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER, at TEXT)")
            .await
            .expect("table");
        let gate = WriteGate::new(&db, Duration::from_secs(2))
            .await
            .expect("gate");
        assert!(
            matches!(&*gate.0, Inner::Direct { .. }),
            "a file gets the direct writer"
        );
        (dir, db, gate)
    }

    fn insert(id: i64) -> Statement {
        DbBackend::Sqlite.build(
            Query::insert()
                .into_table("t")
                .columns(["id", "at"])
                .values_panic([Expr::val(id), Expr::val(chrono::DateTime::UNIX_EPOCH)]),
        )
    }

    async fn ids(db: &DatabaseConnection) -> Vec<i64> {
        db.query_all_raw(Statement::from_string(
            DbBackend::Sqlite,
            "SELECT id FROM t ORDER BY id",
        ))
        .await
        .expect("reads")
        .iter()
        .map(|r| r.try_get_by_index::<i64>(0).expect("id"))
        .collect()
    }

    #[tokio::test]
    async fn committed_rolled_back_and_abandoned_transactions() {
        let (_dir, db, gate) = gate_on_file().await;
        gate.transaction(async |txn| txn.run(insert(1)).await)
            .await
            .expect("commits");
        let failed: Result<(), DbErr> = gate
            .transaction(async |txn| {
                txn.run(insert(2)).await?;
                Err(DbErr::Custom("refused".into()))
            })
            .await;
        assert!(failed.is_err());
        {
            // A caller that goes away half-way (its future dropped at an await point).
            let abandoned = gate.transaction(async |txn| {
                txn.run(insert(3)).await?;
                std::future::pending::<()>().await;
                Ok::<_, DbErr>(())
            });
            let mut abandoned = pin!(abandoned);
            let mut cx = Context::from_waker(Waker::noop());
            assert!(abandoned.as_mut().poll(&mut cx).is_pending());
        }
        gate.transaction(async |txn| txn.run(insert(4)).await)
            .await
            .expect("the next transaction starts cleanly");
        assert_eq!(ids(&db).await, vec![1, 4], "read back through the pool");
        let at: String = db
            .query_one_raw(Statement::from_string(
                DbBackend::Sqlite,
                "SELECT at FROM t",
            ))
            .await
            .expect("reads")
            .expect("row")
            .try_get_by_index(0)
            .expect("text");
        assert_eq!(
            at, "1970-01-01T00:00:00+00:00",
            "timestamps as sqlx writes them"
        );
    }

    #[tokio::test]
    async fn waits_for_a_writer_on_another_connection() {
        let (_dir, db, gate) = gate_on_file().await;
        let other = db.begin().await.expect("begins");
        other
            .execute_unprepared("INSERT INTO t (id) VALUES (10)")
            .await
            .expect("takes the write lock");
        let release = async {
            tokio::time::sleep(Duration::from_millis(100)).await;
            other.commit().await.expect("commits");
        };
        let (_, written) = tokio::join!(
            release,
            gate.transaction(async |txn| txn.run(insert(11)).await)
        );
        written.expect("written once the other writer is done");
        assert_eq!(ids(&db).await, vec![10, 11]);
    }

    #[tokio::test]
    async fn direct_reads_decode_as_the_pool_does_and_cannot_write() {
        let (_dir, db, gate) = gate_on_file().await;
        db.execute_unprepared("CREATE TABLE k (name TEXT, n INTEGER, u BLOB, at TEXT)")
            .await
            .expect("table");
        let id = uuid::Uuid::now_v7();
        let at = chrono::DateTime::parse_from_rfc3339("2026-11-23T09:30:00.125Z")
            .expect("valid")
            .with_timezone(&chrono::Utc);
        let row = DbBackend::Sqlite.build(
            Query::insert()
                .into_table("k")
                .columns(["name", "n", "u", "at"])
                .values_panic([
                    Expr::val("a"),
                    Expr::val(7i64),
                    Expr::val(id),
                    Expr::val(at),
                ]),
        );
        gate.transaction(async |txn| txn.run(row).await)
            .await
            .expect("written by the direct writer");
        db.execute_unprepared("INSERT INTO k (name) VALUES ('b')")
            .await
            .expect("written by the pool, with NULLs");
        let select = || {
            Statement::from_string(
                DbBackend::Sqlite,
                "SELECT name, n, u, at FROM k ORDER BY name",
            )
        };
        let kinds = [Kind::Text, Kind::Int, Kind::Uuid, Kind::Time];
        let direct = gate
            .read(async |reader| reader.rows(select(), &kinds).await)
            .await
            .expect("reads");
        let pooled = db.rows(select(), &kinds).await.expect("reads");
        assert_eq!(direct, pooled, "both connections decode alike");
        assert_eq!(
            direct[0],
            vec![
                Value::String(Some("a".into())),
                Value::BigInt(Some(7)),
                Value::Uuid(Some(id)),
                Value::ChronoDateTimeUtc(Some(at)),
            ]
        );
        assert_eq!(direct[1][3], Value::ChronoDateTimeUtc(None));
        let written = gate.read(async |reader| reader.run(insert(99)).await).await;
        assert!(written.is_err(), "a reader is read-only");
        assert_eq!(ids(&db).await, Vec::<i64>::new());
    }
}
