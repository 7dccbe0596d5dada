//! Which index the hot and periodic reservation statements use (migration 000023, issue 19 item
//! 7): a run's settle finds its reservation by the key, also in PostgreSQL's generic plan (the
//! plan a connection caches after a few executions), and never walks the reservations in flight;
//! the expiry sweep reads those through the partial index, on both databases (on SQLite also with
//! a bound status: it plans with the bound values).

use actors::quota_ledger::steps::{SETTLED, settle_steps};
use actors::quota_ledger::{Held, reserved_in_flight};
use chrono::Utc;
use entities::{QuotaKind, ReservationStatus, quota_reservations};
use executor::chain::Chain;
use sea_orm::sea_query::{Alias, Expr, ExprTrait, PostgresQueryBuilder, Query, QueryBuilder};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, QueryFilter,
    QuerySelect, QueryTrait, Statement, TransactionTrait,
};
use uuid::Uuid;

use crate::helpers::TestApp;

const PARTIAL: &str = "idx_quota_reservations_reserved_expiry";

/// The plan's text, one line per row of `EXPLAIN` (PostgreSQL) or `EXPLAIN QUERY PLAN` (SQLite).
async fn explain(db: &impl ConnectionTrait, stmt: Statement) -> String {
    let prefix = match db.get_database_backend() {
        DbBackend::Sqlite => "EXPLAIN QUERY PLAN ",
        _ => "EXPLAIN ",
    };
    let explained = Statement {
        sql: format!("{prefix}{}", stmt.sql),
        ..stmt
    };
    let column = match db.get_database_backend() {
        DbBackend::Sqlite => "detail",
        _ => "QUERY PLAN",
    };
    db.query_all_raw(explained)
        .await
        .expect("explain")
        .iter()
        .map(|row| row.try_get::<String>("", column).expect("plan line"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// PostgreSQL's generic plan of `stmt`: prepared with its parameters untyped and explained with
/// `plan_cache_mode = force_generic_plan`, in a transaction that is rolled back.
async fn generic_plan(db: &DatabaseConnection, stmt: Statement) -> String {
    let args: Vec<String> = stmt
        .values
        .iter()
        .flat_map(|values| values.0.iter())
        .map(|v| PostgresQueryBuilder.value_to_string(v))
        .collect();
    let txn = db.begin().await.expect("begin");
    txn.execute_unprepared("SET LOCAL plan_cache_mode = force_generic_plan")
        .await
        .expect("generic plans");
    txn.execute_unprepared(&format!("PREPARE settle_plan AS {}", stmt.sql))
        .await
        .expect("prepare");
    let plan = explain(
        &txn,
        Statement::from_string(
            DbBackend::Postgres,
            format!("EXECUTE settle_plan({})", args.join(", ")),
        ),
    )
    .await;
    txn.rollback().await.expect("rollback");
    plan
}

/// The expiry sweep's query (`sweep_expired` in the ledger's actor).
fn sweep_query(backend: DbBackend) -> Statement {
    use quota_reservations::Column as R;
    quota_reservations::Entity::find()
        .select_only()
        .column(R::Id)
        .filter(reserved_in_flight())
        .filter(R::ExpiresAt.lte(Utc::now()))
        .limit(500)
        .build(backend)
}

#[actix_web::test]
async fn a_settle_finds_its_reservation_by_the_key_in_the_generic_plan() {
    let app = TestApp::spawn().await;
    if app.db.get_database_backend() != DbBackend::Postgres {
        return; // SQLite has no statement chains and no generic plans.
    }
    let now = Utc::now();
    let held = Held {
        id: Uuid::now_v7(),
        user_id: Uuid::now_v7(),
        kind: QuotaKind::AiRun,
        amount: 1,
        period: now.format("%Y-%m").to_string(),
        created_at: now,
    };
    // A run's finish: a first step, then the settle's steps after it.
    let mut first = Query::update();
    first
        .table(Alias::new("runs"))
        .value(Alias::new("worker_ms"), 1)
        .and_where(Expr::col(Alias::new("id")).eq(Uuid::now_v7()));
    let mut chain = Chain::new();
    chain.update("run", first, None);
    settle_steps(&mut chain, &held, ReservationStatus::Confirmed, now, "run");
    let plan = generic_plan(&app.db, chain.statement("runs.finish", SETTLED)).await;
    // The settle's step: from its `CTE` line to the next step's.
    let settle = plan
        .split("\n  CTE ")
        .find(|step| step.starts_with("ledger_settled"))
        .unwrap_or_else(|| panic!("no settle step in the plan:\n{plan}"));
    assert!(
        settle.contains("quota_reservations_pkey"),
        "the settle does not use the key:\n{plan}"
    );
    assert!(!plan.contains(PARTIAL), "{plan}");
    assert!(!plan.contains("status_expiry"), "{plan}");
}

#[actix_web::test]
async fn the_expiry_sweep_reads_the_reservations_in_flight_through_the_partial_index() {
    let app = TestApp::spawn().await;
    let backend = app.db.get_database_backend();
    let plan = match backend {
        DbBackend::Postgres => {
            // Tiny tables are read whole; without that choice the index must be usable.
            let txn = app.db.begin().await.expect("begin");
            txn.execute_unprepared("SET LOCAL enable_seqscan = off")
                .await
                .expect("no sequential scans");
            let plan = explain(&txn, sweep_query(backend)).await;
            txn.rollback().await.expect("rollback");
            plan
        }
        _ => explain(&app.db, sweep_query(backend)).await,
    };
    assert!(plan.contains(PARTIAL), "{plan}");
}
