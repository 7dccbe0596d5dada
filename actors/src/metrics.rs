//! The actors' own metric: restarts by their supervisors (`actor_restarts_total{actor}`), in the
//! process-wide Prometheus registry the service's metrics listener exposes.

use std::sync::LazyLock;

use prometheus::{IntCounterVec, Opts};

static RESTARTS: LazyLock<Option<IntCounterVec>> = LazyLock::new(|| {
    let counter = IntCounterVec::new(
        Opts::new(
            "actor_restarts_total",
            "Actors restarted by their supervisor, by actor",
        ),
        &["actor"],
    )
    .ok()?;
    if let Err(e) = prometheus::default_registry().register(Box::new(counter.clone())) {
        tracing::warn!(error = %e, "actor_restarts_total registered twice");
    }
    Some(counter)
});

/// Counts a restart of `actor`.
pub fn restarted(actor: &str) {
    if let Some(counter) = RESTARTS.as_ref() {
        counter.with_label_values(&[actor]).inc();
    }
}

/// Registers the metric (so it is exposed before any restart), with every actor at zero.
pub fn export() {
    if let Some(counter) = RESTARTS.as_ref() {
        for actor in [
            "quota_ledger",
            "run_coordinator",
            "run_registry",
            "indexing_scheduler",
            "webhook_deduper",
        ] {
            counter.with_label_values(&[actor]);
        }
    }
}
