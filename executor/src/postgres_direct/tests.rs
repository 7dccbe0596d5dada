//! The direct PostgreSQL connections, against the server of `TEST_DATABASE_URL` (the suite's
//! PostgreSQL run); without it there is no server to test against and each test returns at once.
//! The statements need no table.

use std::str::FromStr;

use sea_orm::{ConnectionTrait, Database, DatabaseConnection};

use super::*;
use crate::{DbFault, classify};

fn options() -> Option<PgConnectOptions> {
    let url = std::env::var("TEST_DATABASE_URL").ok()?;
    Some(PgConnectOptions::from_str(&url).expect("TEST_DATABASE_URL parses"))
}

fn lane(options: PgConnectOptions, size: u32, acquire_timeout: Duration) -> DirectPostgres {
    DirectPostgres::new(options, size, acquire_timeout, None, None)
}

fn sql(text: &str) -> Statement {
    Statement::from_string(DbBackend::Postgres, text)
}

async fn backend_pid(lane: &DirectPostgres) -> Result<i64, DbErr> {
    let row = lane
        .first_row(sql("SELECT pg_backend_pid()::bigint"), &[Kind::Int])
        .await?
        .expect("a row");
    match row.first() {
        Some(Value::BigInt(Some(pid))) => Ok(*pid),
        other => panic!("not a pid: {other:?}"),
    }
}

async fn admin() -> DatabaseConnection {
    let url = std::env::var("TEST_DATABASE_URL").expect("TEST_DATABASE_URL");
    Database::connect(url).await.expect("admin connects")
}

#[tokio::test]
async fn statements_reuse_one_connection_and_bind_values_as_the_pool_does() {
    let Some(options) = options() else { return };
    let lane = lane(options, 4, Duration::from_secs(5));
    let first = backend_pid(&lane).await.expect("pid");
    assert_eq!(
        backend_pid(&lane).await.expect("pid"),
        first,
        "the same connection"
    );
    assert_eq!(lane.idle_count(), 1);

    let mut statement = sql("SELECT $1::text, $2::bigint, $3::uuid, $4::timestamptz, NULL::text");
    let id = uuid::Uuid::now_v7();
    let at = chrono::DateTime::parse_from_rfc3339("2026-11-24T12:00:00.5Z")
        .expect("time")
        .to_utc();
    statement.values = Some(Values(vec![
        Value::from("it's"),
        Value::from(42i64),
        Value::from(id),
        Value::from(at),
    ]));
    let row = lane
        .first_row(
            statement,
            &[Kind::Text, Kind::Int, Kind::Uuid, Kind::Time, Kind::Text],
        )
        .await
        .expect("reads")
        .expect("a row");
    assert_eq!(
        row,
        vec![
            Value::String(Some("it's".into())),
            Value::BigInt(Some(42)),
            Value::Uuid(Some(id)),
            Value::ChronoDateTimeUtc(Some(at)),
            Value::String(None),
        ]
    );
    let changed = lane
        .run(sql("SELECT generate_series(1, 3)"))
        .await
        .expect("runs");
    assert_eq!(changed, 3, "the rows the statement answered");
}

#[tokio::test]
async fn an_error_postgresql_answers_keeps_the_connection() {
    let Some(options) = options() else { return };
    let lane = lane(options, 2, Duration::from_secs(5));
    let pid = backend_pid(&lane).await.expect("pid");
    let err = lane
        .run(sql("SELECT 1/0"))
        .await
        .expect_err("division by zero");
    assert!(
        matches!(&err, DbErr::Query(RuntimeErr::SqlxError(e)) if matches!(e.as_ref(), sqlx::Error::Database(_))),
        "the error as the pool gives it: {err:?}"
    );
    assert_eq!(
        classify(&err),
        None,
        "the statement's fault, not the database's"
    );
    assert_eq!(
        backend_pid(&lane).await.expect("pid"),
        pid,
        "kept, and in step"
    );
}

#[tokio::test]
async fn a_caller_that_stops_waiting_leaves_its_connection_closed() {
    let Some(options) = options() else { return };
    let lane = lane(options, 2, Duration::from_secs(5));
    let pid = backend_pid(&lane).await.expect("pid");
    let slow = lane.run(sql("SELECT pg_sleep(5)"));
    assert!(
        tokio::time::timeout(Duration::from_millis(200), slow)
            .await
            .is_err(),
        "the caller gave up"
    );
    assert_eq!(lane.idle_count(), 0, "not given back half-way");
    let next = backend_pid(&lane).await.expect("a new connection answers");
    assert_ne!(next, pid);
}

#[tokio::test]
async fn a_terminated_connection_fails_one_statement_as_unavailable_then_is_replaced() {
    let Some(options) = options() else { return };
    let lane = lane(options, 2, Duration::from_secs(5));
    let admin = admin().await;
    let pid = backend_pid(&lane).await.expect("pid");
    admin
        .execute_unprepared(&format!("SELECT pg_terminate_backend({pid}, 5000)"))
        .await
        .expect("terminated");
    // Used at once (not idle long enough to be pinged): the statement fails as the database's
    // fault (503), and the connection is not kept.
    let err = lane
        .run(sql("SELECT 1"))
        .await
        .expect_err("the backend is gone");
    assert_eq!(classify(&err), Some(DbFault::Unavailable), "{err:?}");
    assert_eq!(lane.idle_count(), 0);
    let next = backend_pid(&lane).await.expect("a new connection answers");
    assert_ne!(next, pid);

    // Idle past the ping threshold, a terminated connection is found out before it is lent.
    admin
        .execute_unprepared(&format!("SELECT pg_terminate_backend({next}, 5000)"))
        .await
        .expect("terminated");
    tokio::time::sleep(PING_IF_IDLE_FOR + Duration::from_millis(100)).await;
    let replaced = backend_pid(&lane).await.expect("the statement succeeds");
    assert_ne!(replaced, next);
}

#[tokio::test]
async fn at_most_size_connections_are_lent_and_a_turn_is_waited_for_at_most_the_timeout() {
    let Some(options) = options() else { return };
    let lane = lane(options, 2, Duration::from_millis(300));
    let (a, b, c) = tokio::join!(
        lane.run(sql("SELECT pg_sleep(1)")),
        lane.run(sql("SELECT pg_sleep(1)")),
        async {
            tokio::time::sleep(Duration::from_millis(100)).await;
            lane.run(sql("SELECT 1")).await
        }
    );
    a.expect("first");
    b.expect("second");
    let err = c.expect_err("no turn within 300 ms");
    assert!(
        matches!(err, DbErr::ConnectionAcquire(ConnAcquireErr::Timeout)),
        "{err:?}"
    );
    assert_eq!(classify(&err), Some(DbFault::Unavailable));
    assert_eq!(lane.idle_count(), 2);
}
