//! The background task that drains the mail outbox (DESIGN §13). Every `mail.poll_ms` it claims up
//! to [`BATCH`] due PENDING rows, each with a conditional UPDATE that moves `next_attempt_at`
//! forward by [`LEASE`] (so two replicas never send the same row at once), and sends them: SENT
//! on success; on failure the attempt is counted, a short error stored and the next attempt
//! scheduled with exponential backoff (`mail.retry_base_secs`, doubling, capped at one hour);
//! after `mail.max_attempts` failures the row is FAILED. Without `mail.smtp_url` a claimed
//! message is logged once (kind and a redacted recipient only) and kept as UNSENT.

use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use entities::{MailStatus, email_outbox};
use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};
use secrecy::ExposeSecret;
use uuid::Uuid;

use crate::auth::Sealer;
use crate::config::MailSettings;
use crate::db::WriteGate;

/// Most messages claimed per poll.
pub const BATCH: u64 = 20;
/// How long a claimed message is hidden from other senders while this one sends it.
pub const LEASE: Duration = Duration::from_secs(120);
/// The longest wait between two attempts.
const MAX_BACKOFF_SECS: u64 = 3600;
/// The longest stored error.
const MAX_ERROR_CHARS: usize = 200;
/// How long one SMTP exchange may take.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// The configured transport: SMTP, or none (messages are logged and kept as UNSENT).
pub struct Mailer {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: Mailbox,
    settings: MailSettings,
    /// Opens the messages' sealed secrets.
    sealer: Sealer,
}

impl Mailer {
    /// Builds the transport from `mail.smtp_url` (none when empty) and parses `mail.from`;
    /// `sealer` opens the messages' secrets (the service's encryption key).
    pub fn from_settings(settings: &MailSettings, sealer: Sealer) -> anyhow::Result<Mailer> {
        let url = settings.smtp_url.expose_secret();
        let transport = if url.trim().is_empty() {
            None
        } else {
            Some(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.trim())
                    .map_err(|e| anyhow::anyhow!("mail.smtp_url is not a valid SMTP URL: {e}"))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .build(),
            )
        };
        let from = settings
            .from
            .parse::<Mailbox>()
            .map_err(|e| anyhow::anyhow!("mail.from is not a valid address: {e}"))?;
        Ok(Mailer {
            transport,
            from,
            settings: settings.clone(),
            sealer,
        })
    }

    /// Whether an SMTP transport is configured.
    pub fn configured(&self) -> bool {
        self.transport.is_some()
    }
}

/// Starts the sender: one pass every `mail.poll_ms`. With a transport, the messages kept as
/// UNSENT while there was none are queued again first (see [`requeue_unsent`]).
pub fn spawn(db: WriteGate, mailer: Mailer) {
    let every = Duration::from_millis(mailer.settings.poll_ms.max(10));
    actix_web::rt::spawn(async move {
        if mailer.configured() {
            match requeue_unsent(&db).await {
                Ok(0) => {}
                Ok(count) => {
                    tracing::info!(count, "UNSENT mail queued again for the SMTP transport")
                }
                Err(e) => tracing::warn!(error = %e, "UNSENT mail could not be queued again"),
            }
        }
        let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = run_once(&db, &mailer).await {
                tracing::warn!(error = %e, "mail sender pass failed");
            }
        }
    });
}

/// How old an UNSENT message carrying a secret may be and still be queued again: the longest a
/// token in it is valid (a verification link, 24 h); older ones would only deliver dead links.
const SECRET_MAIL_REQUEUE_WINDOW: TimeDelta = TimeDelta::hours(24);

/// Queues the UNSENT messages again (PENDING, due now, attempts kept), except those carrying a
/// secret older than [`SECRET_MAIL_REQUEUE_WINDOW`]; answers how many. Called when a transport is
/// configured, so what was written while mail was off is delivered.
pub async fn requeue_unsent<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    let now = crate::clock::now();
    let fresh_enough = sea_orm::Condition::any()
        .add(email_outbox::Column::SecretSealed.is_null())
        .add(email_outbox::Column::CreatedAt.gt(now - SECRET_MAIL_REQUEUE_WINDOW));
    Ok(email_outbox::Entity::update_many()
        .col_expr(
            email_outbox::Column::Status,
            Expr::value(MailStatus::Pending),
        )
        .col_expr(email_outbox::Column::NextAttemptAt, Expr::value(now))
        .filter(email_outbox::Column::Status.eq(MailStatus::Unsent))
        .filter(fresh_enough)
        .exec(db)
        .await?
        .rows_affected)
}

/// One pass: claims the due messages and sends them; answers how many were claimed.
pub async fn run_once<C: ConnectionTrait>(db: &C, mailer: &Mailer) -> Result<usize, DbErr> {
    let now = crate::clock::now();
    let due: Vec<Uuid> = email_outbox::Entity::find()
        .select_only()
        .column(email_outbox::Column::Id)
        .filter(email_outbox::Column::Status.eq(MailStatus::Pending))
        .filter(email_outbox::Column::NextAttemptAt.lte(now))
        .order_by_asc(email_outbox::Column::NextAttemptAt)
        .limit(BATCH)
        .into_tuple()
        .all(db)
        .await?;
    let mut claimed = 0;
    for id in due {
        let Some(row) = claim(db, id, now).await? else {
            continue;
        };
        claimed += 1;
        deliver(db, mailer, row).await?;
    }
    Ok(claimed)
}

/// Moves the row's `next_attempt_at` past the lease if it is still due and PENDING; answers the
/// row when this sender won it.
async fn claim<C: ConnectionTrait>(
    db: &C,
    id: Uuid,
    now: DateTime<Utc>,
) -> Result<Option<email_outbox::Model>, DbErr> {
    let lease_end = now + TimeDelta::from_std(LEASE).unwrap_or(TimeDelta::minutes(2));
    let won = email_outbox::Entity::update_many()
        .col_expr(email_outbox::Column::NextAttemptAt, Expr::value(lease_end))
        .filter(email_outbox::Column::Id.eq(id))
        .filter(email_outbox::Column::Status.eq(MailStatus::Pending))
        .filter(email_outbox::Column::NextAttemptAt.lte(now))
        .exec(db)
        .await?
        .rows_affected
        == 1;
    if !won {
        return Ok(None);
    }
    email_outbox::Entity::find_by_id(id).one(db).await
}

async fn deliver<C: ConnectionTrait>(
    db: &C,
    mailer: &Mailer,
    row: email_outbox::Model,
) -> Result<(), DbErr> {
    let Some(transport) = &mailer.transport else {
        tracing::info!(
            id = %row.id,
            kind = %row.kind,
            to = %redact(&row.to_address),
            "mail not sent: no SMTP transport configured (mail.smtp_url); kept in the outbox"
        );
        return set_status(db, row.id, MailStatus::Unsent, None).await;
    };
    let message = match build(mailer, &row) {
        Ok(message) => message,
        Err(error) => {
            // Nothing a retry can fix: the stored recipient or subject is unusable.
            tracing::warn!(id = %row.id, kind = %row.kind, error = %error, "mail cannot be built");
            return fail(db, &row, &error, true, &mailer.settings).await;
        }
    };
    match transport.send(message).await {
        Ok(_) => {
            tracing::info!(id = %row.id, kind = %row.kind, to = %redact(&row.to_address), "mail sent");
            set_status(db, row.id, MailStatus::Sent, Some(crate::clock::now())).await
        }
        Err(e) => {
            let error = e.to_string();
            tracing::warn!(
                id = %row.id,
                kind = %row.kind,
                attempt = row.attempts + 1,
                error = %short(&error),
                "mail sending failed"
            );
            fail(db, &row, &error, e.is_permanent(), &mailer.settings).await
        }
    }
}

fn build(mailer: &Mailer, row: &email_outbox::Model) -> Result<Message, String> {
    let to = row
        .to_address
        .parse::<Mailbox>()
        .map_err(|_| "invalid recipient address".to_owned())?;
    let body = match &row.secret_sealed {
        Some(sealed) => {
            let secret = mailer
                .sealer
                .open_string(sealed, row.id.as_bytes())
                .map_err(|_| "the message's secret cannot be opened (another key?)".to_owned())?;
            super::templates::fill_secret(&row.body_text, &secret)
        }
        None => row.body_text.clone(),
    };
    // The outbox row's ID: the same Message-ID on every retry of one message (RFC 5322 §3.6.4).
    let domain = mailer.from.email.domain().to_owned();
    Message::builder()
        .from(mailer.from.clone())
        .to(to)
        .message_id(Some(format!("<{}@{domain}>", row.id.simple())))
        .subject(super::templates::header_text(&row.subject))
        .header(ContentType::TEXT_PLAIN)
        .body(body)
        .map_err(|e| format!("message not built: {e}"))
}

async fn set_status<C: ConnectionTrait>(
    db: &C,
    id: Uuid,
    status: MailStatus,
    sent_at: Option<DateTime<Utc>>,
) -> Result<(), DbErr> {
    let mut update = email_outbox::Entity::update_many();
    if status == MailStatus::Sent {
        update = update.col_expr(
            email_outbox::Column::SecretSealed,
            Expr::value(Option::<String>::None),
        );
    }
    update
        .col_expr(email_outbox::Column::Status, Expr::value(status))
        .col_expr(email_outbox::Column::SentAt, Expr::value(sent_at))
        .col_expr(
            email_outbox::Column::Attempts,
            sea_orm::ExprTrait::add(Expr::col(email_outbox::Column::Attempts), 1),
        )
        .col_expr(
            email_outbox::Column::LastError,
            Expr::value(Option::<String>::None),
        )
        .filter(email_outbox::Column::Id.eq(id))
        .exec(db)
        .await
        .map(|_| ())
}

/// Counts the failed attempt and schedules the next one, or marks the row FAILED when the error
/// is permanent or the attempts are used up.
async fn fail<C: ConnectionTrait>(
    db: &C,
    row: &email_outbox::Model,
    error: &str,
    permanent: bool,
    settings: &MailSettings,
) -> Result<(), DbErr> {
    let attempts = row.attempts.saturating_add(1);
    let exhausted = u32::try_from(attempts).unwrap_or(u32::MAX) >= settings.max_attempts;
    let status = if permanent || exhausted {
        MailStatus::Failed
    } else {
        MailStatus::Pending
    };
    let delay = backoff(settings.retry_base_secs, attempts);
    let next = crate::clock::now() + TimeDelta::from_std(delay).unwrap_or(TimeDelta::hours(1));
    let mut update = email_outbox::Entity::update_many();
    if status == MailStatus::Failed {
        // Given up: the secret is no longer needed.
        update = update.col_expr(
            email_outbox::Column::SecretSealed,
            Expr::value(Option::<String>::None),
        );
    }
    update
        .col_expr(email_outbox::Column::Status, Expr::value(status))
        .col_expr(email_outbox::Column::Attempts, Expr::value(attempts))
        .col_expr(email_outbox::Column::NextAttemptAt, Expr::value(next))
        .col_expr(
            email_outbox::Column::LastError,
            Expr::value(Some(short(error))),
        )
        .filter(email_outbox::Column::Id.eq(row.id))
        .exec(db)
        .await
        .map(|_| ())
}

/// The wait after the `attempts`-th failure: `base * 2^(attempts - 1)`, capped at one hour.
pub fn backoff(base_secs: u64, attempts: i32) -> Duration {
    let exponent = u32::try_from(attempts.saturating_sub(1).clamp(0, 20)).unwrap_or(20);
    let secs = base_secs
        .max(1)
        .saturating_mul(1u64 << exponent)
        .min(MAX_BACKOFF_SECS);
    Duration::from_secs(secs)
}

/// The first line of `error`, at most [`MAX_ERROR_CHARS`] characters.
fn short(error: &str) -> String {
    super::templates::single_line(error.lines().next().unwrap_or(""))
        .chars()
        .take(MAX_ERROR_CHARS)
        .collect()
}

/// `j***@example.com`: enough to tell recipients apart in a log, not the address.
pub fn redact(address: &str) -> String {
    match address.rsplit_once('@') {
        Some((local, domain)) => {
            let first = local.chars().next().map(String::from).unwrap_or_default();
            format!("{first}***@{domain}")
        }
        None => "***".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(smtp_url: &str, from: &str) -> MailSettings {
        MailSettings {
            smtp_url: secrecy::SecretString::from(smtp_url.to_owned()),
            from: from.to_owned(),
            contact_to: String::new(),
            poll_ms: 1000,
            retry_base_secs: 30,
            max_attempts: 8,
        }
    }

    #[test]
    fn transports_are_built_from_the_smtp_url() {
        let none =
            Mailer::from_settings(&settings("", "no-reply@localhost"), Sealer::new(&[0; 32]))
                .expect("no transport");
        assert!(!none.configured());
        for url in [
            "smtp://127.0.0.1:2525",
            "smtps://user:pass@smtp.example.com",
            "smtp://user:pass@smtp.example.com:587?tls=required",
        ] {
            let mailer =
                Mailer::from_settings(&settings(url, "no-reply@localhost"), Sealer::new(&[0; 32]))
                    .expect(url);
            assert!(mailer.configured(), "{url}");
        }
        assert!(
            Mailer::from_settings(
                &settings("http://example.com", "a@b.c"),
                Sealer::new(&[0; 32])
            )
            .is_err()
        );
        assert!(
            Mailer::from_settings(&settings("", "not an address"), Sealer::new(&[0; 32])).is_err()
        );
    }

    #[test]
    fn every_message_has_a_stable_message_id() {
        let mailer = Mailer::from_settings(
            &settings("", "Claims <no-reply@claims.example>"),
            Sealer::new(&[0; 32]),
        )
        .expect("mailer");
        let now = chrono::Utc::now();
        let row = email_outbox::Model {
            id: Uuid::now_v7(),
            to_address: "ada@example.com".into(),
            subject: "Hello =?utf-8?B?eA==?=".into(),
            body_text: "Body".into(),
            kind: entities::MailKind::ContactNotification,
            status: MailStatus::Pending,
            attempts: 0,
            next_attempt_at: now,
            last_error: None,
            created_at: now,
            sent_at: None,
            secret_sealed: None,
        };
        let first =
            String::from_utf8(build(&mailer, &row).expect("built").formatted()).expect("utf-8");
        let again =
            String::from_utf8(build(&mailer, &row).expect("built").formatted()).expect("utf-8");
        let id_line = |text: &str| {
            text.lines()
                .find(|l| l.to_ascii_lowercase().starts_with("message-id:"))
                .map(str::to_owned)
        };
        let expected = format!("Message-ID: <{}@claims.example>", row.id.simple());
        assert_eq!(
            id_line(&first).as_deref(),
            Some(expected.as_str()),
            "{first}"
        );
        assert_eq!(id_line(&first), id_line(&again));
        assert!(!first.contains("=?utf-8?B?eA==?="), "{first}");
    }

    #[test]
    fn backoff_doubles_and_is_capped() {
        assert_eq!(backoff(30, 1), Duration::from_secs(30));
        assert_eq!(backoff(30, 2), Duration::from_secs(60));
        assert_eq!(backoff(30, 3), Duration::from_secs(120));
        assert_eq!(backoff(30, 8), Duration::from_secs(3600));
        assert_eq!(backoff(30, 1000), Duration::from_secs(3600));
        assert_eq!(backoff(1, 1), Duration::from_secs(1));
    }

    #[test]
    fn redact_keeps_only_the_first_letter_and_the_domain() {
        assert_eq!(redact("jane.doe@example.com"), "j***@example.com");
        assert_eq!(redact("nonsense"), "***");
    }

    #[test]
    fn short_errors_are_one_bounded_line() {
        let long = format!("{}\nsecond line", "x".repeat(500));
        let s = short(&long);
        assert_eq!(s.chars().count(), MAX_ERROR_CHARS);
        assert!(!s.contains('\n'));
    }
}
