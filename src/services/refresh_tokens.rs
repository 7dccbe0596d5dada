//! Refresh tokens: issued per sign-in as a new family, rotated on every use; presenting a token
//! that was already rotated revokes its whole family (reuse detection).
//!
//! Rotation writes first (a conditional UPDATE that only one caller can win), so two parallel
//! refreshes with one token give one success; the loser is treated as reuse and the family is
//! revoked, which signs out both copies (documented in the README).

use chrono::Duration;
use entities::{refresh_tokens, users};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::auth::opaque;
use crate::clock;
use crate::error::{AppError, ErrorCode};
use crate::state::AppState;

/// Stores a new refresh token (a new family) for the user, issued under the account's
/// `password_version`, and returns its raw value.
pub async fn issue<C: ConnectionTrait>(
    db: &C,
    state: &AppState,
    user_id: Uuid,
    password_version: i32,
) -> Result<String, AppError> {
    let family = Family {
        id: Uuid::now_v7(),
        password_version,
    };
    insert(db, state, Uuid::now_v7(), user_id, family).await
}

/// A token family: its ID and the password version it was issued under.
struct Family {
    id: Uuid,
    password_version: i32,
}

/// Stores a token row (only the hash) and returns the raw token; it lives `auth.refresh_ttl_days`.
async fn insert<C: ConnectionTrait>(
    db: &C,
    state: &AppState,
    id: Uuid,
    user_id: Uuid,
    family: Family,
) -> Result<String, AppError> {
    let raw = opaque::generate();
    let now = clock::now();
    let ttl_days = i64::try_from(state.settings.auth.refresh_ttl_days).unwrap_or(7);
    refresh_tokens::ActiveModel {
        id: Set(id),
        user_id: Set(user_id),
        token_hash: Set(opaque::hash(&raw)),
        family_id: Set(family.id),
        password_version: Set(family.password_version),
        expires_at: Set(now + Duration::days(ttl_days)),
        revoked_at: Set(None),
        replaced_by: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(raw)
}

fn invalid() -> AppError {
    AppError::new(
        ErrorCode::InvalidRefreshToken,
        "The refresh token is invalid or expired",
    )
}

/// Rotates `raw`: returns the user and a new raw token of the same family.
#[tracing::instrument(level = "debug", skip_all)]
pub async fn rotate(state: &AppState, raw: &str) -> Result<(users::Model, String), AppError> {
    let hash = opaque::hash(raw);
    let now = clock::now();
    let new_id = Uuid::now_v7();
    let rotated = state
        .writes
        .transaction("refresh_tokens.rotate", async |txn| {
            let won = refresh_tokens::Entity::update_many()
                .col_expr(refresh_tokens::Column::RevokedAt, Expr::value(now))
                .col_expr(refresh_tokens::Column::ReplacedBy, Expr::value(new_id))
                .filter(refresh_tokens::Column::TokenHash.eq(hash.as_str()))
                .filter(refresh_tokens::Column::RevokedAt.is_null())
                .filter(refresh_tokens::Column::ExpiresAt.gt(now))
                .exec(txn)
                .await?
                .rows_affected
                == 1;
            if !won {
                return Ok::<_, AppError>(None);
            }
            let old = refresh_tokens::Entity::find()
                .filter(refresh_tokens::Column::TokenHash.eq(hash.as_str()))
                .one(txn)
                .await?
                .ok_or_else(invalid)?;
            let user = users::Entity::find_by_id(old.user_id)
                .one(txn)
                .await?
                .ok_or_else(invalid)?;
            crate::services::accounts::ensure_active(&user)?;
            if user.password_version != old.password_version {
                // Issued under a password that has changed since (a sign-in that raced a
                // reset): the family ends here.
                revoke_family(txn, old.family_id).await?;
                return Ok(Some(Err(old.family_id)));
            }
            let family = Family {
                id: old.family_id,
                password_version: old.password_version,
            };
            let raw_new = insert(txn, state, new_id, user.id, family).await?;
            Ok(Some(Ok((user, raw_new))))
        })
        .await?;
    match rotated {
        Some(Ok(rotated)) => Ok(rotated),
        Some(Err(family_id)) => {
            tracing::info!(%family_id, "refresh token of an earlier password refused; family revoked");
            Err(invalid())
        }
        None => Err(reject_unusable(state, &hash).await),
    }
}

/// Explains why a token could not be rotated; a rotated token presented again revokes its family.
async fn reject_unusable(state: &AppState, hash: &str) -> AppError {
    let found = refresh_tokens::Entity::find()
        .filter(refresh_tokens::Column::TokenHash.eq(hash))
        .one(&state.db)
        .await;
    match found {
        Ok(Some(token)) if token.replaced_by.is_some() => {
            tracing::warn!(user_id = %token.user_id, family_id = %token.family_id,
                "refresh token reuse detected; revoking the family");
            if let Err(e) = revoke_family(&state.writes, token.family_id).await {
                return AppError::Database(e);
            }
            AppError::new(
                ErrorCode::RefreshTokenReused,
                "The refresh token was already used; sign in again",
            )
        }
        Ok(_) => invalid(),
        Err(e) => AppError::Database(e),
    }
}

async fn revoke_family<C: ConnectionTrait>(db: &C, family_id: Uuid) -> Result<(), sea_orm::DbErr> {
    refresh_tokens::Entity::update_many()
        .col_expr(refresh_tokens::Column::RevokedAt, Expr::value(clock::now()))
        .filter(refresh_tokens::Column::FamilyId.eq(family_id))
        .filter(refresh_tokens::Column::RevokedAt.is_null())
        .exec(db)
        .await
        .map(|_| ())
}

/// Revokes one token (logout). Unknown or already revoked tokens are fine: logout is idempotent.
#[tracing::instrument(level = "info", skip_all)]
pub async fn revoke(state: &AppState, raw: &str) -> Result<(), AppError> {
    refresh_tokens::Entity::update_many()
        .col_expr(refresh_tokens::Column::RevokedAt, Expr::value(clock::now()))
        .filter(refresh_tokens::Column::TokenHash.eq(opaque::hash(raw)))
        .filter(refresh_tokens::Column::RevokedAt.is_null())
        .exec(&state.writes)
        .await?;
    Ok(())
}

/// Revokes every live refresh token of the user (password change or reset).
pub async fn revoke_all<C: ConnectionTrait>(db: &C, user_id: Uuid) -> Result<(), sea_orm::DbErr> {
    refresh_tokens::Entity::update_many()
        .col_expr(refresh_tokens::Column::RevokedAt, Expr::value(clock::now()))
        .filter(refresh_tokens::Column::UserId.eq(user_id))
        .filter(refresh_tokens::Column::RevokedAt.is_null())
        .exec(db)
        .await
        .map(|_| ())
}
