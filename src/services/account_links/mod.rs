//! The links mailed to account holders (DESIGN §5, RELIABILITY 6–7): password reset and e-mail
//! verification. A token is issued and its message queued in the outbox in one transaction; the
//! public request routes answer the same whether or not the account exists, and send nothing past
//! [`one_time_tokens::MAX_PER_HOUR`] messages of a kind per account and hour, nor past
//! [`MAX_PER_RECIPIENT_PER_HOUR`] messages to one address, whatever the accounts involved. The
//! account's row is locked first, so concurrent requests (several replicas on PostgreSQL) count
//! one after the other and only the newest link stays valid.

pub mod password_reset;
pub mod verification;

use chrono::TimeDelta;
use entities::{MailKind, TokenPurpose, email_outbox, users};
use executor::Executor;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use uuid::Uuid;

use crate::clock;
use crate::services::row_lock::lock_row;

use crate::domain::Email;
use crate::error::{AppError, ErrorCode};
use crate::services::mail::{self, OutgoingMail, templates};
use crate::services::one_time_tokens;
use crate::state::AppState;

/// Issues a token of `purpose` for `user_id` and queues its link to `to`, in the caller's
/// transaction; answers `false` (and sends nothing) past the account's hourly allowance.
pub async fn send<C: ConnectionTrait + Executor>(
    db: &C,
    state: &AppState,
    user_id: Uuid,
    to: &str,
    purpose: TokenPurpose,
) -> Result<bool, AppError> {
    lock_row::<users::Entity, _>(db, users::Column::UpdatedAt, users::Column::Id, user_id).await?;
    if !recipient_allows(db, to).await? {
        return Ok(false);
    }
    if !one_time_tokens::may_issue(db, user_id, purpose).await? {
        tracing::info!(%user_id, %purpose, "link not sent: the account's hourly allowance is used");
        return Ok(false);
    }
    let token = one_time_tokens::issue(db, user_id, purpose).await?;
    let public_url = &state.settings.app.public_url;
    let (rendered, kind) = match purpose {
        TokenPurpose::PasswordReset => (
            templates::password_reset(public_url),
            MailKind::PasswordReset,
        ),
        TokenPurpose::EmailVerify => (templates::verification(public_url), MailKind::Verification),
    };
    mail::enqueue(
        db,
        &state.sealer,
        OutgoingMail {
            to: to.to_owned(),
            subject: rendered.subject,
            body: rendered.body,
            kind,
            secret: Some(token),
        },
    )
    .await?;
    Ok(true)
}

/// Tells the account's previous address that its e-mail address changed (no link, no secret), in
/// the caller's transaction.
pub async fn notify_email_changed<C: ConnectionTrait + Executor>(
    db: &C,
    state: &AppState,
    old: &str,
    new: &str,
) -> Result<(), AppError> {
    if !recipient_allows(db, old).await? {
        return Ok(());
    }
    let rendered = templates::email_changed(new);
    mail::enqueue(
        db,
        &state.sealer,
        OutgoingMail {
            to: old.to_owned(),
            subject: rendered.subject,
            body: rendered.body,
            kind: MailKind::EmailChanged,
            secret: None,
        },
    )
    .await?;
    Ok(())
}

/// How long a public link request takes at least, whether or not the account exists: the work
/// for an existing account (a write and a queued message) takes a few milliseconds, and without
/// this floor the answer's timing would tell registered addresses apart.
pub const EVEN_ANSWER: std::time::Duration = std::time::Duration::from_millis(250);

/// Runs `work` and answers no sooner than [`EVEN_ANSWER`] after it started.
pub async fn evenly<T>(work: impl std::future::Future<Output = T>) -> T {
    let until = tokio::time::Instant::now() + EVEN_ANSWER;
    let out = work.await;
    tokio::time::sleep_until(until).await;
    out
}

/// The most account messages one address is sent in an hour.
pub const MAX_PER_RECIPIENT_PER_HOUR: u64 = 10;

/// Whether `to` may be sent one more account message this hour.
async fn recipient_allows<C: ConnectionTrait>(db: &C, to: &str) -> Result<bool, AppError> {
    let since = clock::now() - TimeDelta::hours(1);
    let recent = email_outbox::Entity::find()
        .filter(email_outbox::Column::ToAddress.eq(to))
        .filter(email_outbox::Column::CreatedAt.gt(since))
        .count(db)
        .await?;
    if recent >= MAX_PER_RECIPIENT_PER_HOUR {
        tracing::info!(
            recent,
            "account message not sent: the address's hourly allowance is used"
        );
        return Ok(false);
    }
    Ok(true)
}

/// Whether `token` is a token of `purpose` that can still be used.
pub async fn is_valid(
    state: &AppState,
    token: &str,
    purpose: TokenPurpose,
) -> Result<bool, AppError> {
    Ok(one_time_tokens::peek(&state.db, token, purpose)
        .await?
        .is_some())
}

/// The account with this e-mail address, if any.
async fn find_by_email(state: &AppState, email: &Email) -> Result<Option<users::Model>, AppError> {
    Ok(users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(&state.db)
        .await?)
}

/// A link that is unknown, already used, superseded or expired.
pub fn invalid_token() -> AppError {
    AppError::new(
        ErrorCode::InvalidToken,
        "The link is invalid, expired or has already been used",
    )
}
