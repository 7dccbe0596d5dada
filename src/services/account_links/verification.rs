//! E-mail verification (spec §4.8, DESIGN §5): links valid for 24 hours, sent on registration,
//! on an e-mail change, and on request (self-service, or public by address); following one marks
//! the account's address verified.

use entities::{TokenPurpose, users};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use super::{find_by_email, invalid_token, send};
use crate::clock;
use crate::domain::Email;
use crate::error::AppError;
use crate::services::{accounts, one_time_tokens};
use crate::state::AppState;

/// What a self-service request did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requested {
    Sent,
    AlreadyVerified,
}

/// Sends the caller a new verification link; 429 past the hourly allowance.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id))]
pub async fn request_own(state: &AppState, user_id: Uuid) -> Result<Requested, AppError> {
    let user = accounts::find(state, user_id).await?;
    if user.email_verified {
        return Ok(Requested::AlreadyVerified);
    }
    let sent = state
        .writes
        .transaction("verification.request_own", async |txn| {
            send(txn, state, user.id, &user.email, TokenPurpose::EmailVerify).await
        })
        .await?;
    if !sent {
        return Err(AppError::RateLimited {
            retry_after_secs: 3600,
        });
    }
    Ok(Requested::Sent)
}

/// Sends a new verification link to the account with this address when it exists, is active and
/// unverified; answers the same in every case.
/// The answer takes [`super::EVEN_ANSWER`] at least, whatever the case.
#[tracing::instrument(level = "info", skip_all)]
pub async fn resend(state: &AppState, email: &Email) -> Result<(), AppError> {
    super::evenly(resend_now(state, email)).await
}

async fn resend_now(state: &AppState, email: &Email) -> Result<(), AppError> {
    let Some(user) = find_by_email(state, email).await? else {
        return Ok(());
    };
    if user.email_verified || !user.status.allows_access() {
        return Ok(());
    }
    state
        .writes
        .transaction("verification.resend", async |txn| {
            send(txn, state, user.id, &user.email, TokenPurpose::EmailVerify).await
        })
        .await?;
    Ok(())
}

/// Marks the token's account verified, spending the token.
#[tracing::instrument(level = "info", skip_all)]
pub async fn verify(state: &AppState, token: &str) -> Result<(), AppError> {
    let user_id = one_time_tokens::peek(&state.db, token, TokenPurpose::EmailVerify)
        .await?
        .ok_or_else(invalid_token)?;
    let now = clock::now();
    state
        .writes
        .transaction("verification.verify", async |txn| {
            if !one_time_tokens::spend(txn, token, TokenPurpose::EmailVerify, user_id, now).await? {
                return Err(invalid_token());
            }
            users::Entity::update_many()
                .col_expr(users::Column::EmailVerified, Expr::value(true))
                .col_expr(users::Column::UpdatedAt, Expr::value(now))
                .filter(users::Column::Id.eq(user_id))
                .exec(txn)
                .await?;
            Ok(())
        })
        .await?;
    tracing::info!(%user_id, "e-mail address verified");
    Ok(())
}
