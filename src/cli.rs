//! The command line: `serve` (default), `migrate up|down|status|fresh`, `admin create-user`,
//! `openapi`.
//! Commands return what should be printed; `main.rs` prints it.

use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use migrations::{Migrator, MigratorTrait};

use crate::config::{Settings, Sources};
use crate::domain::{Email, MembershipTier, Role};
use crate::startup::Application;

#[derive(Debug, Parser)]
#[command(
    name = "taxcredit",
    version,
    about = "Research tax-credit workspace service"
)]
pub struct Cli {
    /// A TOML file layered over the embedded defaults.
    #[arg(long, env = "TAXCREDIT_CONFIG", global = true)]
    pub config: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the backend API (the default).
    Serve,
    /// Serve the internal task worker (INDEX tasks) on `worker.listen`.
    Worker,
    /// Serve the browser proxy on `proxy.listen`: `/api/bff/api/v1/*` to the backend.
    Proxy,
    /// Manage the database schema.
    Migrate {
        #[command(subcommand)]
        action: MigrateAction,
    },
    /// Administrative tasks.
    Admin {
        #[command(subcommand)]
        action: AdminAction,
    },
    /// Print the OpenAPI 3.1 document of the backend API (JSON; the same as
    /// `GET /api/v1/openapi.json`).
    Openapi,
    /// Extract the text of one file read from standard input, under resource limits (the worker
    /// runs this once per indexed file; not for direct use).
    #[command(hide = true)]
    Extract(crate::worker::extract::child::ChildArgs),
}

#[derive(Debug, Subcommand)]
pub enum MigrateAction {
    /// Apply every pending migration.
    Up,
    /// Roll back the last `--steps` migrations.
    Down {
        #[arg(long, default_value_t = 1)]
        steps: u32,
    },
    /// List migrations and whether each is applied.
    Status,
    /// Roll back every migration, dropping their tables, and re-apply all (destroys data; needs
    /// --yes).
    Fresh {
        #[arg(long)]
        yes: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum AdminAction {
    /// Create an account. The password is read from stdin when piped, otherwise generated and
    /// printed once.
    CreateUser {
        #[arg(long)]
        email: String,
        #[arg(long, default_value = "USER")]
        role: String,
        #[arg(long, default_value = "FREE")]
        tier: String,
    },
}

pub fn load_settings(cli: &Cli) -> anyhow::Result<Settings> {
    Settings::load(Sources {
        file: cli.config.as_deref(),
        environment: true,
    })
    .context("invalid configuration")
}

/// Runs the command; the returned text (if any) is for standard output.
pub async fn run(cli: Cli) -> anyhow::Result<Option<String>> {
    // The document needs no configuration, database or logging.
    if let Some(Command::Openapi) = cli.command {
        return Ok(Some(crate::http::openapi::json_pretty()?));
    }
    // Before anything is created: `migrate` or `admin create-user` may create the database.
    crate::startup::private_file_modes();
    let settings = load_settings(&cli)?;
    crate::telemetry::init(&settings.log);
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            let app = Application::build(settings).await?;
            app.run_until_stopped().await?;
            Ok(None)
        }
        Command::Worker => {
            let token = settings.worker.token.clone();
            if let Err(e) = crate::config::secrets::check_strength(
                "worker.token",
                secrecy::ExposeSecret::expose_secret(&token),
            ) {
                anyhow::bail!("{e}; the worker refuses to start without a strong internal token");
            }
            let listener = std::net::TcpListener::bind(settings.worker.listen.as_str())
                .with_context(|| format!("cannot listen on {}", settings.worker.listen))?;
            tracing::info!(listen = %settings.worker.listen, "task worker listening");
            // A worker of its own reaches the configured object store, or the embedded store of
            // a backend on this host (its fixed `storage.embedded_port`).
            let endpoint = match settings.storage.endpoint.trim() {
                "" => format!("http://127.0.0.1:{}", settings.storage.embedded_port),
                endpoint => endpoint.to_owned(),
            };
            let state = crate::startup::worker_state(&settings, token, &endpoint)?;
            crate::worker::serve(listener, state, true)?.await?;
            Ok(None)
        }
        Command::Proxy => {
            let listener = std::net::TcpListener::bind(settings.proxy.listen.as_str())
                .with_context(|| format!("cannot listen on {}", settings.proxy.listen))?;
            tracing::info!(listen = %settings.proxy.listen, origins = ?settings.proxy.origins(), "proxy listening");
            let state = crate::proxy::ProxyState::new(&settings)?;
            crate::proxy::serve(listener, state)?.await?;
            Ok(None)
        }
        Command::Migrate { action } => migrate(settings, action).await.map(Some),
        Command::Admin {
            action: AdminAction::CreateUser { email, role, tier },
        } => create_user(settings, &email, &role, &tier).await.map(Some),
        Command::Openapi => Ok(Some(crate::http::openapi::json_pretty()?)),
        // `main` runs the child before any runtime starts; here only if called as a library.
        Command::Extract(args) => {
            let code = crate::worker::extract::child::main(&args);
            anyhow::ensure!(code == std::process::ExitCode::SUCCESS, "extraction failed");
            Ok(None)
        }
    }
}

async fn migrate(settings: Settings, action: MigrateAction) -> anyhow::Result<String> {
    let db = crate::db::connect_for_schema(&settings).await?;
    match action {
        MigrateAction::Up => Migrator::up(&db, None).await?,
        MigrateAction::Down { steps } => Migrator::down(&db, Some(steps)).await?,
        MigrateAction::Fresh { yes } => {
            anyhow::ensure!(
                yes,
                "`migrate fresh` drops every table; add --yes to confirm"
            );
            // Down then up, in dependency order: SQLite refuses to drop a table that a remaining
            // table still references, which a blind drop-all runs into.
            Migrator::down(&db, None).await?;
            Migrator::up(&db, None).await?
        }
        MigrateAction::Status => {}
    }
    let lines: Vec<String> = Migrator::get_migration_with_status(&db)
        .await?
        .iter()
        .map(|m| format!("{}\t{}", m.name(), m.status()))
        .collect();
    Ok(lines.join("\n"))
}

fn read_password_from_stdin() -> anyhow::Result<Option<String>> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        return Ok(None);
    }
    let mut line = String::new();
    stdin.lock().read_line(&mut line)?;
    let line = line.trim_end_matches(['\r', '\n']).to_owned();
    Ok((!line.is_empty()).then_some(line))
}

async fn create_user(
    settings: Settings,
    email: &str,
    role: &str,
    tier: &str,
) -> anyhow::Result<String> {
    let email = Email::parse(email).map_err(|m| anyhow::anyhow!("--email {m}"))?;
    let role = Role::parse(&role.to_uppercase())
        .with_context(|| format!("--role must be one of {}", Role::expected()))?;
    let tier = MembershipTier::parse(&tier.to_uppercase())
        .with_context(|| format!("--tier must be one of {}", MembershipTier::expected()))?;
    let password = read_password_from_stdin()?;
    crate::db::migrate(&settings).await?;
    let db = crate::db::connect_writable(&settings).await?;
    let hasher = crate::auth::PasswordHasher::new(&settings.auth)?;
    let (user, generated) =
        crate::services::accounts::create_user_cli(&db, &hasher, email, role, tier, password)
            .await
            .map_err(|e| match e {
                crate::error::AppError::Validation(v) => anyhow::anyhow!("{}", v.message),
                other => anyhow::Error::from(other),
            })?;
    let mut out = format!(
        "created {} {} ({}, {})",
        user.role, user.email, user.membership_tier, user.id
    );
    if let Some(password) = generated {
        out.push_str(&format!("\ngenerated password (shown once): {password}"));
    }
    Ok(out)
}
