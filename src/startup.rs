//! Builds the application: secrets, database, migrations, shared state and the HTTP server.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpServer, web};
use sea_orm::{DatabaseConnection, DbBackend};
use tracing_actix_web::TracingLogger;

use crate::auth::{JwtKeys, LoginLimiter, PasswordHasher, UserStatusCache};
use crate::config::{ResolvedSecrets, Settings};
use crate::http::{self, extract};
use crate::services::list_cache::ListCache;
use crate::state::AppState;
use crate::telemetry::RequestSpan;

/// The shared state, from resolved settings and an open database.
pub fn build_state(
    settings: Settings,
    secrets: &ResolvedSecrets,
    db: DatabaseConnection,
) -> anyhow::Result<AppState> {
    let jwt = JwtKeys::new(
        &secrets.jwt_secrets,
        &settings.auth.issuer,
        &settings.auth.audience,
        settings.auth.access_ttl_secs,
    );
    let hasher = PasswordHasher::new(&settings.auth)?;
    let status_cache = UserStatusCache::new(Duration::from_secs(settings.auth.status_cache_secs));
    let db_is_sqlite = db.get_database_backend() == DbBackend::Sqlite;
    let login_limiter = LoginLimiter::new(
        settings.auth.login_max_failures_per_ip,
        settings.auth.login_max_failures_per_account,
        Duration::from_secs(settings.auth.login_window_secs),
    );
    Ok(AppState {
        db,
        settings: Arc::new(settings),
        jwt,
        hasher,
        status_cache,
        login_limiter,
        project_lists: ListCache::new(db_is_sqlite),
    })
}

/// Resolves secrets, connects, migrates and builds the state.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    let secrets = crate::config::secrets::resolve(&settings)?;
    let db = crate::db::connect(&settings).await?;
    crate::db::migrate(&db).await?;
    build_state(settings, &secrets, db)
}

pub struct Application {
    port: u16,
    server: Server,
    state: web::Data<AppState>,
}

impl Application {
    /// Binds the listener (port 0 picks a free one) and builds the server; call
    /// [`Application::run_until_stopped`] to serve.
    pub async fn build(settings: Settings) -> anyhow::Result<Application> {
        let listener = TcpListener::bind((settings.server.host.as_str(), settings.server.port))?;
        let port = listener.local_addr()?.port();
        let state = web::Data::new(prepare(settings).await?);
        let server = serve(listener, state.clone())?;
        tracing::info!(port, "listening");
        Ok(Application {
            port,
            server,
            state,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn state(&self) -> web::Data<AppState> {
        self.state.clone()
    }

    /// Serves until SIGINT/SIGTERM, then drains in-flight requests (graceful shutdown).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

fn serve(listener: TcpListener, state: web::Data<AppState>) -> std::io::Result<Server> {
    let server_settings = state.settings.server.clone();
    let body_limit = server_settings.body_limit_bytes;
    let mut server = HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::<RequestSpan>::new())
            .wrap(from_fn(http::request_id::middleware))
            .app_data(state.clone())
            .app_data(extract::json_config(body_limit))
            .app_data(extract::payload_config(body_limit))
            .app_data(extract::path_config())
            .app_data(extract::query_config())
            .configure(http::routes)
            .default_service(web::to(http::not_found))
    })
    .shutdown_timeout(server_settings.shutdown_timeout_secs)
    .listen(listener)?;
    if server_settings.workers > 0 {
        server = server.workers(server_settings.workers);
    }
    Ok(server.run())
}
