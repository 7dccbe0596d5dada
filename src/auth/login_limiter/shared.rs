//! The sign-in limits of [`LoginLimiter`] shared by every replica on PostgreSQL (issue 19, item
//! 5): the same rules, with the three failure counts in `rate_limit_keys` ([`PgGcra`]) and the
//! lockouts in `login_lockouts`, each step one statement on the database's clock. Keys are
//! SHA-256 digests of the IP and of the (email, IP) pair, so no address is stored. On the embedded
//! SQLite default (one process) the in-memory limiter is used.

use std::net::IpAddr;
use std::time::Duration;

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement};
use sha2::{Digest, Sha256};

use super::{LoginLimiter, MAX_BACKOFF};
use crate::error::AppError;
use crate::rate_limit::Wait;
use crate::rate_limit::shared::{NOW_MS, PgGcra};

/// The sign-in limits, in memory or shared.
pub enum SignInLimits {
    Memory(Box<LoginLimiter>),
    Shared(Box<PgSignIn>),
}

impl SignInLimits {
    /// Shared on PostgreSQL, in memory otherwise; `per_ip` and `per_account` failures per
    /// `window`.
    pub fn new(db: &DatabaseConnection, per_ip: u32, per_account: u32, window: Duration) -> Self {
        let pg = |scope, per: u32| PgGcra::new(db, scope, per.max(1), window);
        match (
            pg("login-ip", per_ip),
            pg("login-pair", per_account),
            pg("login-recent", 1),
        ) {
            (Some(ip_failures), Some(pair_failures), Some(recent)) => {
                SignInLimits::Shared(Box::new(PgSignIn {
                    db: db.clone(),
                    ip_failures,
                    pair_failures,
                    recent,
                    window_ms: i64::try_from(window.as_millis()).unwrap_or(i64::MAX),
                }))
            }
            _ => SignInLimits::Memory(Box::new(LoginLimiter::new(per_ip, per_account, window))),
        }
    }

    /// 429 with the wait when this email may not be tried from this IP now; 503 when the shared
    /// state cannot be read.
    pub async fn check(&self, email: &str, ip: Option<IpAddr>) -> Result<(), AppError> {
        match self {
            SignInLimits::Memory(limiter) => Ok(limiter.check(email, ip)?),
            SignInLimits::Shared(pg) => Ok(pg.check(email, ip).await??),
        }
    }

    pub async fn record_failure(&self, email: &str, ip: Option<IpAddr>) {
        match self {
            SignInLimits::Memory(limiter) => limiter.record_failure(email, ip),
            SignInLimits::Shared(pg) => {
                if let Err(e) = pg.record_failure(email, ip).await {
                    tracing::warn!(error = %e, "cannot record a failed sign-in");
                }
            }
        }
    }

    pub async fn record_success(&self, email: &str, ip: Option<IpAddr>) {
        match self {
            SignInLimits::Memory(limiter) => limiter.record_success(email, ip),
            SignInLimits::Shared(pg) => {
                if let Err(e) = pg.record_success(email, ip).await {
                    tracing::warn!(error = %e, "cannot clear a sign-in pair");
                }
            }
        }
    }
}

pub struct PgSignIn {
    db: DatabaseConnection,
    ip_failures: PgGcra,
    pair_failures: PgGcra,
    recent: PgGcra,
    window_ms: i64,
}

fn digest(parts: &[&str]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update(part.as_bytes());
        hash.update([0]);
    }
    hex::encode(hash.finalize())
}

/// The keys of an IP and of an (email, IP) pair.
fn keys(email: &str, ip: Option<IpAddr>) -> (String, String) {
    let ip = ip.map_or_else(|| "-".to_owned(), |ip| ip.to_string());
    let email = email.trim().to_lowercase();
    (digest(&["ip", &ip]), digest(&["pair", &email, &ip]))
}

impl PgSignIn {
    async fn check(&self, email: &str, ip: Option<IpAddr>) -> Result<Result<(), Wait>, DbErr> {
        let (ip_key, pair) = keys(email, ip);
        if let Err(wait) = self.locked(&pair).await? {
            return Ok(Err(wait));
        }
        if let Err(wait) = self.pair_failures.probe(&pair).await? {
            return Ok(Err(wait));
        }
        // A failure of this email from this IP in the last window, while the IP is spraying.
        Ok(
            match (
                self.recent.probe(&pair).await?,
                self.ip_failures.probe(&ip_key).await?,
            ) {
                (Err(recent), Err(spraying)) => Err(recent.min(spraying)),
                _ => Ok(()),
            },
        )
    }

    async fn record_failure(&self, email: &str, ip: Option<IpAddr>) -> Result<(), DbErr> {
        let (ip_key, pair) = keys(email, ip);
        // Refused hits are fine here: the key is already over its limit, which is what counts.
        let _ = self.ip_failures.hit(&ip_key).await?;
        let _ = self.recent.hit(&pair).await?;
        let counted = self.pair_failures.hit(&pair).await?;
        if counted.is_err() || self.pair_failures.probe(&pair).await?.is_err() {
            self.lock(&pair).await?;
        }
        Ok(())
    }

    async fn record_success(&self, email: &str, ip: Option<IpAddr>) -> Result<(), DbErr> {
        let (_, pair) = keys(email, ip);
        self.pair_failures.forget(&pair).await?;
        self.recent.forget(&pair).await?;
        let stmt = Statement::from_sql_and_values(
            DbBackend::Postgres,
            "DELETE FROM login_lockouts WHERE pair_key = $1",
            [pair.into()],
        );
        self.db.execute_raw(stmt).await?;
        Ok(())
    }

    /// The wait while `pair` is locked.
    async fn locked(&self, pair: &str) -> Result<Result<(), Wait>, DbErr> {
        let sql = format!("SELECT until_ms - {NOW_MS} FROM login_lockouts WHERE pair_key = $1");
        let stmt = Statement::from_sql_and_values(DbBackend::Postgres, sql, [pair.into()]);
        let left: i64 = match self.db.query_one_raw(stmt).await? {
            Some(row) => row.try_get_by_index(0)?,
            None => return Ok(Ok(())),
        };
        if left <= 0 {
            return Ok(Ok(()));
        }
        Ok(Err(Wait::new(Duration::from_millis(
            u64::try_from(left).unwrap_or(1),
        ))))
    }

    /// Locks `pair` for its next backoff step: the `n`th lockout lasts `2^(n-1)` windows, at
    /// most [`MAX_BACKOFF`]; strikes are forgotten `2 * MAX_BACKOFF` windows after the latest.
    async fn lock(&self, pair: &str) -> Result<(), DbErr> {
        let strikes = format!(
            "(CASE WHEN {NOW_MS} - login_lockouts.at_ms >= $2 * {memory} THEN 1 \
             ELSE LEAST(login_lockouts.strikes + 1, 31) END)",
            memory = 2 * MAX_BACKOFF
        );
        let sql = format!(
            "INSERT INTO login_lockouts (pair_key, until_ms, strikes, at_ms) \
             VALUES ($1, {NOW_MS} + $2, 1, {NOW_MS}) \
             ON CONFLICT (pair_key) DO UPDATE SET \
             until_ms = {NOW_MS} + $2 * LEAST(CAST(POWER(2, {strikes} - 1) AS BIGINT), {MAX_BACKOFF}), \
             strikes = {strikes}, at_ms = {NOW_MS}"
        );
        let stmt = Statement::from_sql_and_values(
            DbBackend::Postgres,
            sql,
            [pair.into(), self.window_ms.into()],
        );
        self.db.execute_raw(stmt).await?;
        Ok(())
    }
}

/// Deletes lockouts neither in force nor remembered any more (PostgreSQL only).
pub async fn sweep(db: &DatabaseConnection, window: Duration) -> Result<u64, DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(0);
    }
    let memory_ms = i64::try_from(window.as_millis())
        .unwrap_or(i64::MAX)
        .saturating_mul(i64::from(2 * MAX_BACKOFF));
    let sql =
        format!("DELETE FROM login_lockouts WHERE until_ms < {NOW_MS} AND {NOW_MS} - at_ms >= $1");
    let stmt = Statement::from_sql_and_values(DbBackend::Postgres, sql, [memory_ms.into()]);
    Ok(db.execute_raw(stmt).await?.rows_affected())
}
