//! Prometheus metrics (DESIGN §15) on their own listener (`metrics.listen`, `GET /metrics`), never
//! on the public port: request counts and latency by route pattern and status, run outcomes,
//! quota rejections, error codes, the indexing queue (read from the database at scrape time, so
//! every replica reports the shared queue), webhook duplicates, actor restarts and mailbox
//! timeouts. Everything lives in the process-wide default registry.

pub mod http;

use std::net::TcpListener;
use std::sync::LazyLock;

use actix_web::dev::Server;
use actix_web::{App, HttpResponse, HttpServer, web};
use entities::{IndexStatus, files};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGaugeVec, Opts, TextEncoder,
};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::state::AppState;

/// The service's own metrics.
pub struct Metrics {
    pub http_requests: IntCounterVec,
    pub http_seconds: HistogramVec,
    pub api_errors: IntCounterVec,
    pub runs: IntCounterVec,
    pub quota_rejections: IntCounterVec,
    pub webhook_duplicates: IntCounter,
    pub mailbox_timeouts: IntCounterVec,
    pub indexing_queue: IntGaugeVec,
}

/// Latency buckets in seconds: 0.5 ms to 10 s.
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

fn register<C: prometheus::core::Collector + Clone + 'static>(collector: C) -> C {
    // A second registration (never in this process: the statics run once) is harmless.
    if let Err(e) = prometheus::default_registry().register(Box::new(collector.clone())) {
        tracing::warn!(error = %e, "metric registered twice");
    }
    collector
}

fn counter_vec(name: &str, help: &str, labels: &[&str]) -> IntCounterVec {
    match IntCounterVec::new(Opts::new(name, help), labels) {
        Ok(c) => register(c),
        Err(e) => unreachable!("invalid metric {name}: {e}"),
    }
}

pub static METRICS: LazyLock<Metrics> = LazyLock::new(|| Metrics {
    http_requests: counter_vec(
        "http_requests_total",
        "HTTP requests by method, route pattern and status",
        &["method", "route", "status"],
    ),
    http_seconds: match HistogramVec::new(
        HistogramOpts::new(
            "http_request_duration_seconds",
            "HTTP request latency by method, route pattern and status",
        )
        .buckets(BUCKETS.to_vec()),
        &["method", "route", "status"],
    ) {
        Ok(h) => register(h),
        Err(e) => unreachable!("invalid histogram: {e}"),
    },
    api_errors: counter_vec("api_errors_total", "Error answers by error code", &["code"]),
    runs: counter_vec(
        "runs_total",
        "Runs by outcome: SUCCEEDED, FAILED (worker), or the error code that refused the run",
        &["outcome"],
    ),
    quota_rejections: counter_vec(
        "quota_rejections_total",
        "Requests refused 429 QUOTA_EXCEEDED, by route pattern",
        &["route"],
    ),
    webhook_duplicates: match IntCounter::new(
        "webhook_duplicates_total",
        "Payment webhook deliveries of an event already processed",
    ) {
        Ok(c) => register(c),
        Err(e) => unreachable!("invalid counter: {e}"),
    },
    mailbox_timeouts: {
        let c = counter_vec(
            "actor_mailbox_timeouts_total",
            "Messages to an actor that got no answer in time (or a closed mailbox), by actor",
            &["actor"],
        );
        // Exposed at zero from the start.
        for actor in ["quota_ledger", "run_registry", "webhook_deduper"] {
            c.with_label_values(&[actor]);
        }
        c
    },
    indexing_queue: match IntGaugeVec::new(
        Opts::new(
            "indexing_queue_depth",
            "Confirmed files waiting for indexing (PENDING) or being indexed (INDEXING)",
        ),
        &["state"],
    ) {
        Ok(g) => register(g),
        Err(e) => unreachable!("invalid gauge: {e}"),
    },
});

/// Counts a message to `actor` that got no answer (timeout or closed mailbox).
pub fn mailbox_timeout(actor: &str) {
    METRICS.mailbox_timeouts.with_label_values(&[actor]).inc();
}

/// Counts a run's outcome.
pub fn run_outcome(outcome: &str) {
    METRICS.runs.with_label_values(&[outcome]).inc();
}

/// Counts a webhook delivery of an event already processed.
pub fn webhook_duplicate() {
    METRICS.webhook_duplicates.inc();
}

/// The exposition text: the queue read now, then every registered metric.
async fn render(state: &AppState) -> Result<String, String> {
    for status in [IndexStatus::Pending, IndexStatus::Indexing] {
        let depth = files::Entity::find()
            .filter(files::Column::IndexStatus.eq(status))
            .count(&state.db)
            .await
            .map_err(|e| e.to_string())?;
        METRICS
            .indexing_queue
            .with_label_values(&[status.to_string().as_str()])
            .set(i64::try_from(depth).unwrap_or(i64::MAX));
    }
    actors::metrics::export();
    let mut out = Vec::new();
    TextEncoder::new()
        .encode(&prometheus::gather(), &mut out)
        .map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

async fn scrape(state: web::Data<AppState>) -> HttpResponse {
    LazyLock::force(&METRICS);
    match render(&state).await {
        Ok(text) => HttpResponse::Ok()
            .content_type("text/plain; version=0.0.4; charset=utf-8")
            .body(text),
        Err(e) => {
            tracing::warn!(error = %e, "cannot render the metrics");
            HttpResponse::ServiceUnavailable().finish()
        }
    }
}

/// Serves `GET /metrics` on `listener` (one worker thread: scrapes are rare).
pub fn serve(listener: TcpListener, state: web::Data<AppState>) -> std::io::Result<Server> {
    LazyLock::force(&METRICS);
    Ok(HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .route("/metrics", web::get().to(scrape))
    })
    .workers(1)
    .listen(listener)?
    .run())
}
