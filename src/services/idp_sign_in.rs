//! Sign-in through the external identity provider (`POST /auth/idp`, DESIGN §5, RELIABILITY 12).
//! The verified ID token names an account by (issuer, subject); failing that, an account whose
//! address equals the token's *verified* e-mail is linked to the identity; failing that, a new
//! account is created under the registration mode (an invitation code in `invite_only`).
//!
//! Linking to an account whose own address was never verified drops that account's password and
//! signs out its refresh tokens: whoever registered it did not prove the address, and the identity
//! provider now has (no pre-registered account can be taken over).

use std::net::IpAddr;

use entities::{TokenPurpose, users};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::clients::idp::IdClaims;
use crate::clock;
use crate::domain::{Email, FullName, MembershipTier, Role};
use crate::dto::AuthResponse;
use crate::error::{AppError, ErrorCode, unique_violation};
use crate::services::audit::{self, AuditEntry};
use crate::services::{accounts, one_time_tokens, refresh_tokens};
use crate::state::AppState;

/// A sign-in request: the ID token and, for a new account in `invite_only` mode, a code.
pub struct IdpSignIn {
    pub id_token: String,
    pub invitation_code: Option<String>,
}

/// Verifies the token and signs its account in (linking or creating it first when needed).
#[tracing::instrument(level = "info", skip_all)]
pub async fn sign_in(
    state: &AppState,
    input: IdpSignIn,
    client_ip: Option<IpAddr>,
) -> Result<AuthResponse, AppError> {
    let verifier = state.idp.as_ref().ok_or_else(|| {
        AppError::new(
            ErrorCode::IdpNotConfigured,
            "Sign-in through an identity provider is not configured on this server",
        )
    })?;
    let claims = verifier.verify(&input.id_token).await?;
    if let Some(user) = by_identity(state, &claims).await? {
        return accounts::sign_in(state, user).await;
    }
    let email = claims.verified_email().and_then(|e| Email::parse(e).ok());
    if let Some(email) = &email
        && let Some(user) = by_email(state, email).await?
    {
        let user = link(state, user, &claims).await?;
        return accounts::sign_in(state, user).await;
    }
    let Some(email) = email else {
        return Err(AppError::field(
            "idToken",
            "carries no verified e-mail address to create an account with",
        ));
    };
    let code = accounts::invitation_for_new_account(state, input.invitation_code)?;
    if let Some(ip) = client_ip {
        state.register_limiter.hit(&ip).await?;
    }
    let user = create(state, email, &claims, code.as_deref()).await?;
    accounts::sign_in(state, user).await
}

async fn by_identity(
    state: &AppState,
    claims: &IdClaims,
) -> Result<Option<users::Model>, AppError> {
    Ok(users::Entity::find()
        .filter(users::Column::IdpIssuer.eq(claims.iss.as_str()))
        .filter(users::Column::IdpSubject.eq(claims.sub.as_str()))
        .one(&state.db)
        .await?)
}

async fn by_email(state: &AppState, email: &Email) -> Result<Option<users::Model>, AppError> {
    Ok(users::Entity::find()
        .filter(users::Column::Email.eq(email.as_str()))
        .one(&state.db)
        .await?)
}

fn admin_not_linked() -> AppError {
    AppError::conflict(
        "This address belongs to an administrator account, which is not linked to an external identity; sign in with its password",
    )
}

fn linked_elsewhere() -> AppError {
    AppError::conflict("The account with this e-mail address is linked to another identity")
}

/// Links `user` (found by the verified e-mail) to the token's identity.
async fn link(
    state: &AppState,
    user: users::Model,
    claims: &IdClaims,
) -> Result<users::Model, AppError> {
    if user.idp_issuer.as_deref() == Some(claims.iss.as_str())
        && user.idp_subject.as_deref() == Some(claims.sub.as_str())
    {
        // A parallel first sign-in of this identity created or linked it meanwhile.
        return Ok(user);
    }
    if user.idp_subject.is_some() {
        return Err(linked_elsewhere());
    }
    if user.role == Role::Admin {
        // An administrator's account is not handed to whoever controls an identity with its
        // address: it signs in with its password, and an identity is never linked to it by e-mail.
        tracing::warn!(user_id = %user.id, "an identity with an administrator's address was not linked");
        return Err(admin_not_linked());
    }
    let unproven = !user.email_verified;
    let now = clock::now();
    let linked = state
        .writes
        .transaction("idp_sign_in.link", async |txn| {
            let update = users::Entity::update_many()
                .col_expr(users::Column::IdpIssuer, Expr::value(claims.iss.as_str()))
                .col_expr(users::Column::IdpSubject, Expr::value(claims.sub.as_str()))
                .col_expr(users::Column::EmailVerified, Expr::value(true))
                .col_expr(users::Column::UpdatedAt, Expr::value(now));
            let linked = update
                .filter(users::Column::Id.eq(user.id))
                .filter(users::Column::IdpSubject.is_null())
                .filter(users::Column::EmailVerified.eq(user.email_verified))
                .filter(users::Column::Role.ne(Role::Admin))
                .exec(txn)
                .await
                .map_err(|e| unique_violation(e, "The identity"))?
                .rows_affected
                == 1;
            if !linked {
                return Ok::<_, AppError>(false);
            }
            if unproven {
                // The password goes (and its version moves on, ending its sessions).
                accounts::set_password(txn, user.id, None, now).await?;
                refresh_tokens::revoke_all(txn, user.id).await?;
                one_time_tokens::retire(
                    txn,
                    user.id,
                    &[TokenPurpose::PasswordReset, TokenPurpose::EmailVerify],
                )
                .await?;
            }
            audit::record(
                txn,
                AuditEntry {
                    actor_id: None,
                    action: "USER_IDP_LINKED",
                    target_type: "USER",
                    target_id: Some(user.id.to_string()),
                    details: Some(serde_json::json!({
                        "issuer": claims.iss,
                        "passwordDropped": unproven,
                    })),
                },
            )
            .await?;
            Ok(true)
        })
        .await?;
    if !linked {
        // Another request linked or changed the account meanwhile.
        return match by_identity(state, claims).await? {
            Some(user) => Ok(user),
            None => Err(linked_elsewhere()),
        };
    }
    tracing::info!(user_id = %user.id, password_dropped = unproven, "account linked to the identity provider");
    accounts::find(state, user.id).await
}

/// A new account for the identity: verified address, no password, FREE.
async fn create(
    state: &AppState,
    email: Email,
    claims: &IdClaims,
    invitation: Option<&str>,
) -> Result<users::Model, AppError> {
    let mut user = accounts::new_user(email, None, Role::User, MembershipTier::Free);
    user.email_verified = Set(true);
    user.idp_issuer = Set(Some(claims.iss.clone()));
    user.idp_subject = Set(Some(claims.sub.clone()));
    user.full_name = Set(claims
        .name
        .as_deref()
        .and_then(|n| FullName::parse(n).ok())
        .map(FullName::into_inner));
    let created = state
        .writes
        .transaction("idp_sign_in.create", async |txn| {
            let user = user.insert(txn).await?;
            if let Some(code) = invitation {
                accounts::consume_invitation(txn, code, user.id).await?;
            }
            Ok::<_, AppError>(user)
        })
        .await;
    match created {
        Ok(user) => {
            tracing::info!(user_id = %user.id, "user registered through the identity provider");
            Ok(user)
        }
        Err(AppError::Database(e))
            if crate::db::violation(&e) == Some(crate::db::Violation::Unique) =>
        {
            // A parallel first sign-in of the same identity created it: use that account.
            match by_identity(state, claims).await? {
                Some(user) => Ok(user),
                None => Err(unique_violation(e, "The email")),
            }
        }
        Err(e) => Err(e),
    }
}
