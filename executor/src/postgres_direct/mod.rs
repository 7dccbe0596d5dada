//! PostgreSQL connections of their own for the hot one-statement writes (a run's start and its
//! finish, `executor::chain`), lent one statement at a time.
//!
//! sqlx's pool tests every connection handed back to it with a round trip of its own (a Sync
//! and its ReadyForQuery) before another caller may take it: for a statement that is one round
//! trip, that doubles the messages, the wake-ups of the service and of its PostgreSQL backend,
//! and the time the connection is out of use. Here a connection goes back as soon as its
//! statement has been answered in full (its rows, or PostgreSQL's error and ReadyForQuery), so it
//! is known to be in step. One whose statement failed any other way (the socket, TLS, a protocol
//! error) or whose caller stopped waiting half-way is closed instead, and a new one is opened
//! when needed. As in the pool, a connection idle for [`PING_IF_IDLE_FOR`] is pinged before it
//! is lent (a restart or a firewall may have dropped it), and one is closed once it is older than
//! the pool's maximum lifetime or idle longer than its idle timeout.
//!
//! Statements, values and errors are sqlx's and SeaORM's own (`DbErr::Query` around the
//! `sqlx::Error`), so callers and `db::fault` see the same errors as from the pool. At most the
//! pool's `max_connections` are open here, beside the pool's own.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::{Executor, Kind};
use sea_orm::sea_query::{Value, Values};
use sea_orm::sqlx::postgres::{PgConnectOptions, PgConnection, PgDatabaseError, PgRow, PgSeverity};
use sea_orm::sqlx::{self, Connection, Row};
use sea_orm::{ConnAcquireErr, DbBackend, DbErr, RuntimeErr, Statement};
use sea_query_sqlx::SqlxValues;
use tokio::sync::{Semaphore, SemaphorePermit};

/// A connection idle this long is pinged before it is lent (as the pool's, see `db::connect`).
const PING_IF_IDLE_FOR: Duration = crate::PING_IF_IDLE_FOR;

pub(crate) struct DirectPostgres {
    options: PgConnectOptions,
    idle: Mutex<Vec<Idle>>,
    permits: Semaphore,
    acquire_timeout: Duration,
    max_lifetime: Option<Duration>,
    idle_timeout: Option<Duration>,
}

struct Idle {
    conn: PgConnection,
    opened: Instant,
    since: Instant,
}

impl DirectPostgres {
    /// Up to `size` connections made with `options` (none is opened before it is needed).
    pub(crate) fn new(
        options: PgConnectOptions,
        size: u32,
        acquire_timeout: Duration,
        max_lifetime: Option<Duration>,
        idle_timeout: Option<Duration>,
    ) -> Self {
        DirectPostgres {
            options,
            idle: Mutex::new(Vec::new()),
            permits: Semaphore::new(usize::try_from(size.max(1)).unwrap_or(1)),
            acquire_timeout,
            max_lifetime,
            idle_timeout,
        }
    }

    /// The connections open and idle now.
    #[cfg(test)]
    pub(crate) fn idle_count(&self) -> usize {
        self.idle_list().len()
    }

    fn idle_list(&self) -> std::sync::MutexGuard<'_, Vec<Idle>> {
        // A panic elsewhere while the list was held leaves it whole: its one change is a push
        // or a pop.
        self.idle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A connection for one statement: the most recently used idle one that is still good, or
    /// a new one. Waits at most the pool's acquire timeout for a turn.
    async fn lend(&self) -> Result<Lent<'_>, DbErr> {
        let permit = tokio::time::timeout(self.acquire_timeout, self.permits.acquire())
            .await
            .map_err(|_| DbErr::ConnectionAcquire(ConnAcquireErr::Timeout))?
            .map_err(|_| DbErr::ConnectionAcquire(ConnAcquireErr::ConnectionClosed))?;
        loop {
            let Some(mut idle) = self.idle_list().pop() else {
                break;
            };
            let now = Instant::now();
            let expired = self
                .max_lifetime
                .is_some_and(|max| now.duration_since(idle.opened) >= max)
                || self
                    .idle_timeout
                    .is_some_and(|max| now.duration_since(idle.since) >= max);
            if expired {
                if let Err(e) = idle.conn.close().await {
                    tracing::debug!(error = %e, "closing an expired direct connection failed");
                }
                continue;
            }
            if now.duration_since(idle.since) >= PING_IF_IDLE_FOR
                && let Err(e) = idle.conn.ping().await
            {
                tracing::info!(error = %e, "an idle direct PostgreSQL connection is gone; it is replaced");
                continue;
            }
            return Ok(Lent {
                lane: self,
                idle: Some(idle),
                _permit: permit,
            });
        }
        let conn = tokio::time::timeout(
            self.acquire_timeout,
            PgConnection::connect_with(&self.options),
        )
        .await
        .map_err(|_| DbErr::ConnectionAcquire(ConnAcquireErr::Timeout))?
        .map_err(|e| DbErr::Conn(RuntimeErr::SqlxError(e.into())))?;
        let now = Instant::now();
        Ok(Lent {
            lane: self,
            idle: Some(Idle {
                conn,
                opened: now,
                since: now,
            }),
            _permit: permit,
        })
    }
}

/// A lent connection: back to the idle list through [`Lent::done`] when its statement was
/// answered in full; closed when dropped otherwise.
struct Lent<'a> {
    lane: &'a DirectPostgres,
    idle: Option<Idle>,
    _permit: SemaphorePermit<'a>,
}

impl Lent<'_> {
    fn conn(&mut self) -> Result<&mut PgConnection, DbErr> {
        self.idle
            .as_mut()
            .map(|idle| &mut idle.conn)
            .ok_or_else(|| DbErr::Custom("the direct connection was already given back".into()))
    }

    /// Gives the connection back when `result` leaves it in step (a success, or an error
    /// PostgreSQL answered without ending the session); otherwise it is closed by the drop.
    fn done<T>(mut self, result: &Result<T, sqlx::Error>) {
        let in_step = match result {
            Ok(_) => true,
            Err(sqlx::Error::Database(e)) => !ends_session(e.as_ref()),
            Err(_) => false,
        };
        if in_step && let Some(mut idle) = self.idle.take() {
            idle.since = Instant::now();
            self.lane.idle_list().push(idle);
        }
    }
}

/// An error after which PostgreSQL closes the connection (FATAL or PANIC: a terminated backend,
/// a server shutting down).
fn ends_session(e: &dyn sqlx::error::DatabaseError) -> bool {
    e.try_downcast_ref::<PgDatabaseError>()
        .is_some_and(|e| matches!(e.severity(), PgSeverity::Fatal | PgSeverity::Panic))
}

fn query(statement: &Statement) -> sqlx::query::Query<'_, sqlx::Postgres, SqlxValues> {
    let values = statement
        .values
        .clone()
        .unwrap_or_else(|| Values(Vec::new()));
    sqlx::query_with(
        sqlx::AssertSqlSafe(statement.sql.as_str()),
        SqlxValues(values),
    )
}

fn query_err(e: sqlx::Error) -> DbErr {
    DbErr::Query(RuntimeErr::SqlxError(e.into()))
}

/// Column `i` of `row` as `kind` (as the pool's rows are read, `executor`'s blanket impl).
fn decode(row: &PgRow, i: usize, kind: Kind) -> Result<Value, sqlx::Error> {
    Ok(match kind {
        Kind::Text => Value::String(row.try_get::<Option<String>, _>(i)?),
        Kind::Int => Value::BigInt(row.try_get::<Option<i64>, _>(i)?),
        Kind::Uuid => Value::Uuid(row.try_get::<Option<uuid::Uuid>, _>(i)?),
        Kind::Time => {
            Value::ChronoDateTimeUtc(row.try_get::<Option<chrono::DateTime<chrono::Utc>>, _>(i)?)
        }
    })
}

#[async_trait::async_trait]
impl Executor for DirectPostgres {
    fn backend(&self) -> DbBackend {
        DbBackend::Postgres
    }

    async fn run(&self, statement: Statement) -> Result<u64, DbErr> {
        let mut lent = self.lend().await?;
        let result = query(&statement).execute(lent.conn()?).await;
        lent.done(&result);
        Ok(result.map_err(query_err)?.rows_affected())
    }

    async fn rows(&self, statement: Statement, kinds: &[Kind]) -> Result<Vec<Vec<Value>>, DbErr> {
        let mut lent = self.lend().await?;
        let result = query(&statement).fetch_all(lent.conn()?).await;
        lent.done(&result);
        result
            .map_err(query_err)?
            .iter()
            .map(|row| {
                kinds
                    .iter()
                    .enumerate()
                    .map(|(i, kind)| decode(row, i, *kind))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(query_err)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
