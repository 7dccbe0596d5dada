//! The write probe: one committed transaction that inserts a row large enough to need new pages
//! and deletes it again, through the write gate (the one way writes reach the database), after a
//! ping of the pool (the way reads reach it). Readiness runs it, and start-up refuses to serve
//! when it fails, so a full,
//! read-only or unreachable database shows as DOWN instead of as a healthy service whose every
//! write fails.

use executor::Executor;
use rand::RngCore;
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{DatabaseConnection, DbErr};
use uuid::Uuid;

use super::WriteGate;

/// Bytes a probe row carries: more than a page, so the insert allocates pages.
const PROBE_BYTES: usize = 16 * 1024;

async fn probe(txn: &dyn Executor) -> Result<(), DbErr> {
    let backend = txn.backend();
    let id = Uuid::now_v7();
    // Random bytes: a compressing store (PostgreSQL's TOAST) still writes them all.
    let mut payload = vec![0u8; PROBE_BYTES];
    rand::thread_rng().fill_bytes(&mut payload);
    txn.run(
        backend.build(
            Query::insert()
                .into_table("health_probes")
                .columns(["id", "payload"])
                .values_panic([Expr::val(id), Expr::val(payload)]),
        ),
    )
    .await?;
    txn.run(
        backend.build(
            Query::delete()
                .from_table("health_probes")
                .and_where(Expr::col("id").eq(id)),
        ),
    )
    .await?;
    Ok(())
}

/// Whether the pool answers (every read takes it) and a write commits through the gate (every
/// write takes it); the first error otherwise.
pub async fn probe_writes(db: &DatabaseConnection, gate: &WriteGate) -> Result<(), DbErr> {
    db.ping().await?;
    gate.transaction("write probe", async |txn| probe(txn).await)
        .await
}

/// Start-up's check: the database accepts a committed write. The error names the database and
/// says what to do.
pub async fn check_writable(
    db: &DatabaseConnection,
    gate: &WriteGate,
    shown_url: &str,
) -> anyhow::Result<()> {
    probe_writes(db, gate).await.map_err(|e| {
        anyhow::anyhow!(
            "the database {shown_url} does not accept writes ({e}); check that the file and its \
             folder are writable (not a read-only mount or a read-only connection), that the disk \
             has space, and that the server is not a read-only replica"
        )
    })
}

/// The readiness route's probe, run at most once per [`WriteProbe::EVERY`]: concurrent and
/// frequent calls share the latest result, so an unauthenticated client polling readiness cannot
/// turn it into a stream of write transactions competing with real writes.
#[derive(Default)]
pub struct WriteProbe {
    latest: tokio::sync::Mutex<Option<(std::time::Instant, Result<(), DbErr>)>>,
}

impl WriteProbe {
    pub const EVERY: std::time::Duration = std::time::Duration::from_secs(1);
    /// How long a write's fault of the whole database keeps readiness DOWN after the fact.
    pub const FAULTS_FOR: std::time::Duration = std::time::Duration::from_secs(2);

    pub async fn check(&self, db: &DatabaseConnection, gate: &WriteGate) -> Result<(), DbErr> {
        let probed = {
            let mut latest = self.latest.lock().await;
            match latest.as_ref() {
                Some((at, result)) if at.elapsed() < Self::EVERY => result.clone(),
                _ => {
                    let result = probe_writes(db, gate).await;
                    *latest = Some((std::time::Instant::now(), result.clone()));
                    result
                }
            }
        };
        // A probe row may still fit where the service's writes do not (pages the last probe
        // freed, a WAL file a checkpoint let restart): a write that met a full or unavailable
        // database within the last [`Self::FAULTS_FOR`] keeps readiness DOWN.
        probed.and_then(|()| gate.fault_since(Self::FAULTS_FOR).map_or(Ok(()), Err))
    }
}
