//! The write gate: group commit, rollbacks of one member, the slow-member warning.

use std::future::Future;
use std::pin::pin;
use std::task::{Context, Waker};

use crate::Kind;
use sea_orm::sea_query::{Expr, Query, Value};
use sea_orm::{ConnectionTrait, Database, DbErr, Statement, TransactionTrait};

use super::*;

/// The members' threshold in these tests.
const SLOW_WRITE: Duration = Duration::from_millis(25);

async fn gate_on_file() -> (tempfile::TempDir, DatabaseConnection, WriteGate) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let db = Database::connect(url).await.expect("connects");
    db.execute_unprepared("PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER, at TEXT)")
        .await
        .expect("table");
    let gate = WriteGate::new(&db, false, Duration::from_secs(2), SLOW_WRITE)
        .await
        .expect("gate");
    assert!(
        matches!(&gate.0, Inner::Direct(_)),
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
    gate.transaction("test", async |txn| txn.run(insert(1)).await)
        .await
        .expect("commits");
    let failed: Result<(), DbErr> = gate
        .transaction("test", async |txn| {
            txn.run(insert(2)).await?;
            Err(DbErr::Custom("refused".into()))
        })
        .await;
    assert!(failed.is_err());
    {
        // A caller that goes away half-way (its future dropped at an await point).
        let abandoned = gate.transaction("test", async |txn| {
            txn.run(insert(3)).await?;
            std::future::pending::<()>().await;
            Ok::<_, DbErr>(())
        });
        let mut abandoned = pin!(abandoned);
        let mut cx = Context::from_waker(Waker::noop());
        assert!(abandoned.as_mut().poll(&mut cx).is_pending());
    }
    gate.transaction("test", async |txn| txn.run(insert(4)).await)
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
async fn concurrent_members_commit_together_and_fail_alone() {
    let (_dir, db, gate) = gate_on_file().await;
    let members = (0..40i64).map(|id| {
        let gate = gate.clone();
        async move {
            gate.transaction("test", async |txn| {
                txn.run(insert(id)).await?;
                if id % 10 == 3 {
                    return Err(DbErr::Custom("refused".into()));
                }
                Ok(id)
            })
            .await
        }
    });
    let answers = futures_util::future::join_all(members).await;
    let committed: Vec<i64> = answers
        .iter()
        .filter_map(|a| a.as_ref().ok())
        .copied()
        .collect();
    let expected: Vec<i64> = (0..40).filter(|id| id % 10 != 3).collect();
    assert_eq!(
        committed, expected,
        "every member but the refused ones answers Ok"
    );
    assert_eq!(ids(&db).await, expected, "and is committed when it answers");
    let Inner::Direct(direct) = &gate.0 else {
        panic!("a file gets the direct writer")
    };
    let groups = direct.group.lock().await.next_epoch;
    assert!(
        groups < 40,
        "members waiting together share a commit ({groups} groups)"
    );
    gate.transaction("test", async |txn| txn.run(insert(100)).await)
        .await
        .expect("a later transaction opens a new group");
    assert_eq!(ids(&db).await.last(), Some(&100));
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
        gate.transaction("test", async |txn| txn.run(insert(11)).await)
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
    gate.transaction("test", async |txn| txn.run(row).await)
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

/// The warnings logged while it is the thread's subscriber, each as `field=value ...`.
#[derive(Clone, Default)]
struct Warnings(Arc<std::sync::Mutex<Vec<String>>>);

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Warnings {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        if *event.metadata().level() != tracing::Level::WARN {
            return;
        }
        let mut line = String::new();
        event.record(
            &mut |field: &tracing::field::Field, value: &dyn std::fmt::Debug| {
                line.push_str(&format!("{}={value:?} ", field.name()));
            },
        );
        self.0.lock().expect("not poisoned").push(line);
    }
}

impl Warnings {
    fn naming(&self, member: &str) -> Vec<String> {
        let needle = format!("member=\"{member}\"");
        let all = self.0.lock().expect("not poisoned");
        all.iter()
            .filter(|w| w.contains(&needle))
            .cloned()
            .collect()
    }
}

#[tokio::test]
async fn a_member_that_holds_the_writer_too_long_is_reported_by_name() {
    use tracing_subscriber::layer::SubscriberExt;
    let warnings = Warnings::default();
    let _subscriber =
        tracing::subscriber::set_default(tracing_subscriber::registry().with(warnings.clone()));
    let (_dir, db, gate) = gate_on_file().await;
    gate.transaction("quick member", async |txn| txn.run(insert(1)).await)
        .await
        .expect("commits");
    gate.transaction("sleepy member", async |txn| {
        txn.run(insert(2)).await?;
        // Awaiting something other than the database: every other writer waits meanwhile.
        tokio::time::sleep(SLOW_WRITE * 4).await;
        Ok::<_, DbErr>(())
    })
    .await
    .expect("commits all the same");
    let reported = warnings.naming("sleepy member");
    assert_eq!(reported.len(), 1, "reported once: {reported:?}");
    assert!(
        reported[0].contains("held="),
        "with how long it held the writer: {}",
        reported[0]
    );
    assert!(
        warnings.naming("quick member").is_empty(),
        "a member within the threshold is not reported"
    );
    assert_eq!(ids(&db).await, vec![1, 2]);
}

/// On PostgreSQL (the suite's run with `TEST_DATABASE_URL`; without it the test returns at once):
/// the `Later` lane commits without waiting for the WAL flush, the `Wait` lane as the server
/// says, and neither exists on SQLite.
#[tokio::test]
async fn postgres_lanes_commit_as_their_flush_says() {
    let (_dir, _db, file_gate) = gate_on_file().await;
    assert!(file_gate.postgres(Flush::Wait).is_none());
    assert!(file_gate.postgres(Flush::Later).is_none());
    let Ok(url) = std::env::var("TEST_DATABASE_URL") else {
        return;
    };
    let db = Database::connect(url).await.expect("connects");
    let gate = WriteGate::new(&db, false, Duration::from_secs(2), SLOW_WRITE)
        .await
        .expect("gate");
    let server = db
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SHOW synchronous_commit",
        ))
        .await
        .expect("show")
        .expect("a row")
        .try_get_by_index::<String>(0)
        .expect("text");
    let show = async |flush: Flush| {
        let lane = gate.postgres(flush).expect("a lane on PostgreSQL");
        let row = lane
            .first_row(
                Statement::from_string(DbBackend::Postgres, "SHOW synchronous_commit"),
                &[Kind::Text],
            )
            .await
            .expect("show")
            .expect("a row");
        match row.first() {
            Some(Value::String(Some(text))) => text.clone(),
            other => panic!("not a setting: {other:?}"),
        }
    };
    assert_eq!(show(Flush::Later).await, "off");
    assert_eq!(show(Flush::Wait).await, server);
    assert_ne!(server, "off", "the server's default waits for the flush");
}

#[tokio::test]
async fn a_write_that_meets_a_full_database_is_remembered_for_readiness() {
    let (_dir, _db, gate) = gate_on_file().await;
    gate.transaction("test", async |txn| txn.run(insert(1)).await)
        .await
        .expect("commits");
    let wrong: Result<u64, DbErr> = gate
        .transaction("test", async |txn| {
            txn.run(Statement::from_string(
                DbBackend::Sqlite,
                "INSERT INTO nowhere VALUES (1)",
            ))
            .await
        })
        .await;
    assert!(wrong.is_err());
    assert!(
        gate.fault_since(Duration::from_secs(60)).is_none(),
        "a statement's own error is no fault of the database"
    );
    // The direct connection's cap at the pages the file has: the next page cannot be allocated.
    gate.transaction("cap", async |txn| {
        txn.execute_unprepared("PRAGMA max_page_count = 1").await
    })
    .await
    .expect("capped");
    let full: Result<u64, DbErr> = gate
        .transaction("test", async |txn| {
            txn.run(Statement::from_string(
                DbBackend::Sqlite,
                "INSERT INTO t (id, at) VALUES (2, zeroblob(65536))",
            ))
            .await
        })
        .await;
    let err = full.expect_err("the database is full");
    assert_eq!(
        crate::classify(&err),
        Some(crate::DbFault::StorageFull),
        "{err}"
    );
    let seen = gate
        .fault_since(Duration::from_secs(60))
        .expect("the fault is remembered");
    assert_eq!(crate::classify(&seen), Some(crate::DbFault::StorageFull));
    assert!(
        gate.fault_since(Duration::ZERO).is_none(),
        "and forgotten once older than asked"
    );
}
