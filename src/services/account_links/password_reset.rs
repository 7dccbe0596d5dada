//! Password reset (spec §4.8, DESIGN §5): a request mails a link valid for one hour; the reset
//! spends its token, stores the new password and revokes every refresh token of the user, all in
//! one transaction.

use entities::TokenPurpose;

use super::{find_by_email, invalid_token, send};
use crate::clock;
use crate::domain::{Email, Password};
use crate::error::AppError;
use crate::services::{accounts, one_time_tokens, refresh_tokens};
use crate::state::AppState;

/// Mails a reset link to the account with this address when it exists, may sign in and has
/// verified the address (a verification link when it has not); answers the same in every case.
/// The answer takes [`super::EVEN_ANSWER`] at least, whatever the case.
#[tracing::instrument(level = "info", skip_all)]
pub async fn request(state: &AppState, email: &Email) -> Result<(), AppError> {
    super::evenly(request_now(state, email)).await
}

async fn request_now(state: &AppState, email: &Email) -> Result<(), AppError> {
    let Some(user) = find_by_email(state, email).await? else {
        return Ok(());
    };
    if !user.status.allows_access() {
        return Ok(());
    }
    // A reset link goes only to an address the account holder proved; an unproven one (a new
    // address after a change, or one never verified) gets the verification link instead, and
    // can ask for the reset once it is verified.
    let purpose = match user.email_verified {
        true => TokenPurpose::PasswordReset,
        false => TokenPurpose::EmailVerify,
    };
    let sent = state
        .writes
        .transaction("password_reset.request", async |txn| {
            send(txn, state, user.id, &user.email, purpose).await
        })
        .await?;
    if sent {
        tracing::info!(user_id = %user.id, %purpose, "link queued on a password reset request");
    }
    Ok(())
}

/// Sets a new password from a valid reset token (spent by this call), and signs the user out of
/// every device. The token stays usable when the new password breaks the policy.
#[tracing::instrument(level = "info", skip_all)]
pub async fn reset(state: &AppState, token: &str, new_password: &str) -> Result<(), AppError> {
    let user_id = one_time_tokens::peek(&state.db, token, TokenPurpose::PasswordReset)
        .await?
        .ok_or_else(invalid_token)?;
    let user = accounts::find(state, user_id).await?;
    let password = Password::parse(new_password, Some(&user.email))
        .map_err(|m| AppError::field("newPassword", m))?;
    let hash = state.hasher.hash(password.expose().to_owned()).await?;

    let now = clock::now();
    state
        .writes
        .transaction("password_reset.reset", async |txn| {
            if !one_time_tokens::spend(txn, token, TokenPurpose::PasswordReset, user_id, now)
                .await?
            {
                return Err(invalid_token());
            }
            accounts::set_password(txn, user_id, Some(hash), now).await?;
            refresh_tokens::revoke_all(txn, user_id).await?;
            Ok(())
        })
        .await?;
    tracing::info!(%user_id, "password reset; every refresh token revoked");
    Ok(())
}
