//! Builds the application: secrets, database, migrations, object storage (embedded or
//! configured), the task worker (in-process or remote), the actors and the HTTP server.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix::Supervisor;
use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpServer, web};
use actors::{IndexingScheduler, QuotaLedger, RunRegistry, WebhookDeduper};
use anyhow::Context;
use sea_orm::DbBackend;
use secrecy::{ExposeSecret, SecretString};
use tracing_actix_web::TracingLogger;

use crate::auth::{JwtKeys, PasswordHasher, SignInLimits, UserStatusCache};
use crate::billing::signature::WebhookVerifier;
use crate::clients::payments::PaymentClient;
use crate::clients::storage::{Storage, StorageConfig};
use crate::clients::worker::WorkerClient;
use crate::config::{ResolvedSecrets, Settings};
use crate::http::{self, extract};
use crate::rate_limit::shared::SharedLimiter;
use crate::services::indexing::FileIndexer;
use crate::services::leases::{self, Leases};
use crate::services::list_cache::ListCache;
use crate::state::AppState;
use crate::telemetry::RequestSpan;

/// Object storage: the configured endpoint, or the embedded store started here.
async fn storage(settings: &Settings) -> anyhow::Result<Storage> {
    let cfg = &settings.storage;
    let (endpoint, access, secret) = if cfg.endpoint.trim().is_empty() {
        let access = crate::auth::opaque::generate();
        let secret = crate::auth::opaque::generate();
        let addr = crate::storage_embedded::start(
            &settings.app.data_dir.join("objects"),
            &cfg.bucket,
            cfg.embedded_port,
            &access,
            &secret,
        )?;
        (format!("http://{addr}"), access, secret)
    } else {
        (
            cfg.endpoint.trim().to_owned(),
            cfg.access_key.clone(),
            cfg.secret_key.expose_secret().to_owned(),
        )
    };
    let storage = Storage::new(StorageConfig {
        endpoint: &endpoint,
        region: &cfg.region,
        bucket: &cfg.bucket,
        access_key: &access,
        secret_key: &secret,
        path_style: cfg.path_style,
    });
    if let Err(e) = storage.ensure_bucket().await {
        tracing::warn!(error = %e, bucket = %cfg.bucket, "cannot check or create the bucket");
    }
    Ok(storage)
}

/// The worker client: the configured worker, or one started in-process on a loopback port.
fn worker(
    settings: &Settings,
    secrets: &ResolvedSecrets,
    storage_endpoint: &str,
) -> anyhow::Result<WorkerClient> {
    let timeout = Duration::from_millis(settings.worker.timeout_ms);
    let url = settings.worker.url.trim();
    if !url.is_empty() {
        return Ok(WorkerClient::new(
            url,
            secrets.internal_token.clone(),
            timeout,
        ));
    }
    let listener = TcpListener::bind(("127.0.0.1", 0))?;
    let port = listener.local_addr()?.port();
    let server = crate::worker::serve(
        listener,
        worker_state(settings, secrets.internal_token.clone(), storage_endpoint)?,
        false,
    )?;
    actix_web::rt::spawn(server);
    tracing::info!(port, "in-process task worker listening");
    Ok(WorkerClient::new(
        &format!("http://127.0.0.1:{port}"),
        secrets.internal_token.clone(),
        timeout,
    ))
}

/// The task worker's state; `storage_endpoint` is the object store the backend signs URLs for
/// (the only store the worker fetches from and uploads to).
pub fn worker_state(
    settings: &Settings,
    token: SecretString,
    storage_endpoint: &str,
) -> anyhow::Result<crate::worker::WorkerState> {
    use crate::config::EngineChoice;
    use crate::worker::engine::{Engine, Offline, openai::OpenAi};
    let llm = &settings.worker.llm;
    let engine: Box<dyn Engine> = match settings.worker.engine {
        EngineChoice::Offline => Box::new(Offline),
        EngineChoice::Openai => Box::new(OpenAi::new(
            &llm.base_url,
            &llm.model,
            llm.api_key.clone(),
            Duration::from_millis(llm.timeout_ms),
        )?),
    };
    Ok(crate::worker::WorkerState {
        token,
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()?,
        codehost_http: crate::clients::codehost::CodeHostApi::http_client()?,
        origins: crate::worker::origins::Origins::new(
            storage_endpoint,
            &settings.storage.bucket,
            &settings.codehost.api_base_url,
        ),
        sandbox: crate::worker::sandbox::Sandbox::new(
            &settings.worker.extract_program,
            settings.extract.clone(),
            settings.worker.max_index_bytes,
        )?,
        engine,
    })
}

/// Resolves secrets, connects, migrates, starts storage, worker and actors.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    // The data directory holds the embedded database and object store when they are used.
    if settings.database_url().starts_with("sqlite:") || settings.storage.endpoint.trim().is_empty()
    {
        crate::db::check_data_dir(&settings.app.data_dir)?;
    }
    let secrets = crate::config::secrets::resolve(&settings)?;
    http::edge::check(&settings.edge)?;
    crate::db::migrate(&settings).await?;
    let db = crate::db::connect(&settings).await?;
    let writes = crate::db::WriteGate::new(
        &db,
        crate::db::sqlite_read_only(&settings.database_url()),
        Duration::from_millis(settings.database.busy_timeout_ms),
        Duration::from_millis(settings.database.slow_write_ms),
    )
    .await?;
    crate::db::check_writable(
        &db,
        &writes,
        &crate::db::shown_url(&settings.database_url()),
    )
    .await?;
    let jwt = JwtKeys::new(
        &secrets.jwt_secrets,
        &settings.auth.issuer,
        &settings.auth.audience,
        settings.auth.access_ttl_secs,
    );
    let leases = Leases::new(
        &crate::config::node_id::resolve(&settings)?,
        Duration::from_secs(settings.runs.lease_secs.max(1)),
        Duration::from_secs(settings.indexing.claim_secs.max(1)),
    );
    // Before anything is served or scheduled: what this node's previous incarnation held.
    let released = leases::release_previous(&writes, &leases).await?;
    if released != leases::Released::default() {
        tracing::warn!(
            ?released,
            node_id = leases.node_id(),
            "released what this node held before it restarted"
        );
    }
    let hasher = PasswordHasher::new(&settings.auth)?;
    let storage = storage(&settings).await?;
    let worker = worker(&settings, &secrets, storage.endpoint())?;

    let (ledger_db, ledger_writes) = (db.clone(), writes.clone());
    let sweep = Duration::from_secs(settings.quota.sweep_secs.max(1));
    let ledger = Supervisor::start(move |_| QuotaLedger::new(ledger_db, ledger_writes, sweep));
    let indexer = Arc::new(FileIndexer {
        db: db.clone(),
        writes: writes.clone(),
        storage: storage.clone(),
        worker: worker.clone(),
        leases: leases.clone(),
        task_ttl: Duration::from_millis(settings.worker.timeout_ms).max(leases.claim()),
        retry_base: Duration::from_millis(settings.indexing.retry_base_ms),
        max_attempts: settings.indexing.max_attempts.max(1),
    });
    let concurrency = settings.indexing.concurrency;
    let rescan = Duration::from_secs(settings.indexing.rescan_secs.max(1));
    let scheduler =
        Supervisor::start(move |_| IndexingScheduler::new(indexer, concurrency, rescan));

    let db_is_sqlite = db.get_database_backend() == DbBackend::Sqlite;
    let login_limiter = SignInLimits::new(
        &db,
        settings.auth.login_max_failures_per_ip,
        settings.auth.login_max_failures_per_account,
        Duration::from_secs(settings.auth.login_window_secs),
    );
    // Per-client limits per hour: shared by the replicas on PostgreSQL (issue 19, item 5).
    let hourly = |name, per| SharedLimiter::new(name, per, Duration::from_secs(3600), &db);
    let screener_limiter = hourly("screener", settings.screener.per_ip_per_hour);
    let register_limiter = hourly("registration", settings.auth.register_per_ip_per_hour);
    let account_mail_limiter = hourly("account mail", settings.auth.account_mail_per_ip_per_hour);
    let contact_limiter = hourly("contact", settings.contact.per_ip_per_hour);
    let admin_write_limiter = SharedLimiter::new(
        "admin writes",
        settings.admin.writes_per_minute,
        Duration::from_secs(60),
        &db,
    );
    Ok(AppState {
        writes,
        write_probe: crate::db::WriteProbe::default(),
        db,
        jwt,
        hasher,
        sealer: crate::auth::Sealer::new(&secrets.encryption_key),
        idp: crate::clients::idp::IdpVerifier::from_settings(&settings.idp)?,
        codehost: crate::services::codehost::CodeHost::from_settings(&settings)?,
        status_cache: UserStatusCache::new(Duration::from_secs(settings.auth.status_cache_secs)),
        run_sessions: crate::services::runs::RunSessions::default(),
        login_limiter,
        project_lists: ListCache::new(db_is_sqlite),
        storage,
        worker,
        ledger,
        indexer: scheduler,
        runs: Supervisor::start(|_| RunRegistry::new(4, Duration::from_secs(300))),
        webhook_deduper: Supervisor::start(|_| {
            WebhookDeduper::new(actors::webhook_deduper::DEFAULT_CAPACITY)
        }),
        webhook_verifier: WebhookVerifier::new([settings.payment.webhook_secret.clone()]),
        payments: PaymentClient::from_parts(
            Some(&settings.payment.api_base),
            Some(settings.payment.secret_key.clone()),
            crate::clients::payments::DEFAULT_TIMEOUT,
        )
        .ok(),
        leases,
        screener_limiter,
        register_limiter,
        account_mail_limiter,
        contact_limiter,
        admin_write_limiter,
        settings: Arc::new(settings),
    })
}

/// Periodically runs the storage sweep (expired uploads, orphaned objects, expired previews,
/// holds, counter reconciliation; see `services::storage_sweep`), the first time one period after
/// start-up (not at once: replicas started together do not all sweep at the same moment, and a
/// sweep never overlaps the requests of a process's first seconds).
fn spawn_upload_sweeper(state: web::Data<AppState>) {
    let every = Duration::from_secs(state.settings.uploads.sweep_secs.max(1));
    actix_web::rt::spawn(async move {
        let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            tick.tick().await;
            crate::services::storage_sweep::run(&state).await;
            // Expired per-client limit rows are no different from none (PostgreSQL only).
            if let Err(e) = crate::rate_limit::shared::sweep(&state.db).await {
                tracing::warn!(error = %e, "cannot sweep expired rate-limit keys");
            }
            let window = Duration::from_secs(state.settings.auth.login_window_secs);
            if let Err(e) = crate::auth::login_limiter::shared::sweep(&state.db, window).await {
                tracing::warn!(error = %e, "cannot sweep expired sign-in lockouts");
            }
        }
    });
}

/// Everything the process creates from here on (the SQLite file and its journal, the embedded
/// store's objects and folders, which s3s-fs creates itself, `secrets.toml`) is private to the
/// service's user: files 0600, folders 0700. A process umask of 077 covers every creator at once,
/// including libraries that pick their own modes from 0666/0777.
pub fn private_file_modes() {
    #[cfg(unix)]
    // SAFETY: umask only swaps the process's file-creation mask; it cannot fail.
    unsafe {
        libc::umask(0o077);
    }
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
        private_file_modes();
        let listener = TcpListener::bind((settings.server.host.as_str(), settings.server.port))?;
        let port = listener.local_addr()?.port();
        let mail_settings = settings.mail.clone();
        // Boxed: the preparation's future is large (every client and actor is built in it).
        let state = web::Data::new(Box::pin(prepare(settings)).await?);
        let mailer = crate::services::mail::sender::Mailer::from_settings(
            &mail_settings,
            state.sealer.clone(),
        )?;
        spawn_upload_sweeper(state.clone());
        crate::services::mail::sender::spawn(state.writes.clone(), mailer);
        leases::spawn(state.clone());
        let server = serve(listener, state.clone())?;
        tracing::info!(port, "listening");
        let metrics_listen = state.settings.metrics.listen.trim();
        if !metrics_listen.is_empty() {
            let metrics = TcpListener::bind(metrics_listen)
                .with_context(|| format!("cannot listen on metrics.listen {metrics_listen}"))?;
            tracing::info!(listen = %metrics_listen, "metrics listening");
            actix_web::rt::spawn(crate::metrics::serve(metrics, state.clone())?);
        }
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
            .wrap(from_fn(http::edge::middleware))
            .wrap(from_fn(crate::metrics::http::middleware))
            .wrap(TracingLogger::<RequestSpan>::new())
            .wrap(from_fn(http::request_id::middleware))
            .wrap(from_fn(http::security_headers::middleware))
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
