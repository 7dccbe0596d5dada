//! `taxcredit proxy` (DESIGN §14, spec §7): the browser's only way to the backend. It forwards
//! `/api/bff/api/v1/*` to `{backend}/api/v1/*` with method, query, headers (Authorization
//! included) and bodies streamed both ways, drops client-sent edge headers and adds the configured
//! ones, strips hop-by-hop headers in both directions, and balances over several backend origins
//! (round robin, skipping one that refused a connection for `proxy.eject_secs`).
//!
//! Misconfiguration (no backend origin, edge credentials missing) answers 500
//! `{"error": "Proxy misconfigured"}`; an upstream that cannot be reached or does not answer in
//! `proxy.timeout_ms` answers 502 `{"error": "Upstream fetch failed"}`.

mod forward;
mod headers;

use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use actix_web::dev::Server;
use actix_web::{App, HttpResponse, HttpServer, web};
use secrecy::SecretString;
use serde::Serialize;

use crate::config::Settings;

/// The prefix the browser calls; what follows `/api/bff` is the backend path.
pub const PREFIX: &str = "/api/bff";

/// What every request of the proxy shares.
pub struct ProxyState {
    origins: Vec<String>,
    /// Per origin: until when (ms since `epoch`) it is skipped.
    ejected_until: Vec<AtomicU64>,
    next: AtomicUsize,
    epoch: Instant,
    eject: Duration,
    timeout: Duration,
    /// `None` when either value is missing (every request then answers 500).
    edge: Option<(String, SecretString)>,
    http: reqwest::Client,
}

impl ProxyState {
    pub fn new(settings: &Settings) -> anyhow::Result<ProxyState> {
        let origins = settings.proxy.origins();
        let edge = settings.edge.configured().then(|| {
            (
                settings.edge.client_id.trim().to_owned(),
                settings.edge.client_secret.clone(),
            )
        });
        if origins.is_empty() || edge.is_none() {
            tracing::error!(
                origins = origins.len(),
                edge = edge.is_some(),
                "the proxy is misconfigured (proxy.backend_origin, edge.client_id, edge.client_secret); every request answers 500"
            );
        }
        let timeout = Duration::from_millis(settings.proxy.timeout_ms.max(1));
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(5).min(timeout))
            // A body that stops flowing this long is cut; a flowing one may take as long as it needs.
            .read_timeout(timeout)
            .pool_idle_timeout(Duration::from_secs(60))
            .build()?;
        Ok(ProxyState {
            ejected_until: origins.iter().map(|_| AtomicU64::new(0)).collect(),
            origins,
            next: AtomicUsize::new(0),
            epoch: Instant::now(),
            eject: Duration::from_secs(settings.proxy.eject_secs),
            timeout,
            edge,
            http,
        })
    }

    fn now_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// The origins in the order this request tries them: round robin, ejected ones last.
    fn order(&self) -> Vec<usize> {
        let n = self.origins.len();
        let first = self.next.fetch_add(1, Ordering::Relaxed);
        let now = self.now_ms();
        let (mut live, ejected): (Vec<usize>, Vec<usize>) = (0..n)
            .map(|k| (first + k) % n.max(1))
            .partition(|&i| self.ejected_until[i].load(Ordering::Relaxed) <= now);
        live.extend(ejected);
        live
    }

    /// Skips `origin` for `proxy.eject_secs`.
    fn eject(&self, origin: usize) {
        let until = self.now_ms().saturating_add(self.eject.as_millis() as u64);
        self.ejected_until[origin].store(until, Ordering::Relaxed);
    }
}

/// `{"error": "..."}`, the proxy's own error body (not an ApiResponse).
#[derive(Serialize)]
struct ProxyError {
    error: &'static str,
}

fn misconfigured() -> HttpResponse {
    HttpResponse::InternalServerError().json(ProxyError {
        error: "Proxy misconfigured",
    })
}

fn upstream_failed() -> HttpResponse {
    HttpResponse::BadGateway().json(ProxyError {
        error: "Upstream fetch failed",
    })
}

async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().json(ProxyError { error: "Not found" })
}

/// Serves the proxy on `listener` until SIGINT/SIGTERM.
pub fn serve(listener: TcpListener, state: ProxyState) -> std::io::Result<Server> {
    let state = web::Data::from(Arc::new(state));
    Ok(HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            // The body is streamed, never collected: no size limit applies here.
            .app_data(web::PayloadConfig::new(usize::MAX))
            .route(
                &format!("{PREFIX}/api/v1{{tail:(/.*)?}}"),
                web::route().to(forward::forward),
            )
            .default_service(web::to(not_found))
    })
    .listen(listener)?
    .run())
}
