//! Accounts: registration, sign-in, self-service profile and password changes.

use entities::{TokenPurpose, invitation_codes, users};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, Set,
};
use std::net::IpAddr;

use uuid::Uuid;

use crate::auth::opaque;
use crate::clock;
use crate::config::RegistrationMode;
use crate::domain::{
    Email, FullName, InvitationStatus, MembershipTier, Password, Role, UserStatus, Username,
};
use crate::dto::AuthResponse;
use crate::error::{AppError, ErrorCode, unique_violation};
use crate::services::{account_links, one_time_tokens, refresh_tokens};
use crate::state::AppState;

pub struct Registration {
    pub email: Email,
    pub password: Password,
    pub username: Option<Username>,
    pub full_name: Option<FullName>,
    pub invitation_code: Option<String>,
}

/// The one check of whether an account may sign in and use its tokens (403 otherwise).
pub(crate) fn ensure_active(user: &users::Model) -> Result<(), AppError> {
    if user.status.allows_access() {
        Ok(())
    } else {
        Err(AppError::new(
            ErrorCode::AccountSuspended,
            "This account is suspended",
        ))
    }
}

fn invalid_credentials() -> AppError {
    AppError::new(ErrorCode::InvalidCredentials, "Invalid email or password")
}

/// The AuthResponse for a user and a raw refresh token.
pub fn auth_response(
    state: &AppState,
    user: users::Model,
    refresh_token: String,
) -> Result<AuthResponse, AppError> {
    let access_token = state
        .jwt
        .issue(user.id, user.role)
        .map_err(|e| AppError::Internal(e.into()))?;
    Ok(AuthResponse {
        access_token,
        refresh_token,
        token_type: "Bearer",
        expires_in: state.jwt.ttl_secs(),
        user: user.into(),
    })
}

/// A new user row (not yet inserted).
pub fn new_user(
    email: Email,
    password_hash: Option<String>,
    role: Role,
    tier: MembershipTier,
) -> users::ActiveModel {
    let now = clock::now();
    users::ActiveModel {
        id: Set(Uuid::now_v7()),
        email: Set(email.into_inner()),
        username: Set(None),
        full_name: Set(None),
        password_hash: Set(password_hash),
        role: Set(role),
        status: Set(UserStatus::Active),
        email_verified: Set(false),
        membership_tier: Set(tier),
        idp_issuer: Set(None),
        idp_subject: Set(None),
        payment_customer_id: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        last_login_at: Set(Some(now)),
        password_version: Set(0),
    }
}

/// Consumes an invitation code for `user_id` inside the caller's transaction; exactly one caller
/// can win a code (conditional UPDATE).
pub(crate) async fn consume_invitation<C: ConnectionTrait>(
    db: &C,
    code: &str,
    user_id: Uuid,
) -> Result<(), AppError> {
    let now = clock::now();
    let consumed = invitation_codes::Entity::update_many()
        .col_expr(
            invitation_codes::Column::Status,
            Expr::value(InvitationStatus::Used.as_str()),
        )
        .col_expr(invitation_codes::Column::UsedBy, Expr::value(user_id))
        .col_expr(invitation_codes::Column::UsedAt, Expr::value(now))
        .filter(invitation_codes::Column::Code.eq(code))
        .filter(invitation_codes::Column::Status.eq(InvitationStatus::Active))
        .filter(invitation_codes::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?
        .rows_affected;
    if consumed == 1 {
        Ok(())
    } else {
        Err(AppError::new(
            ErrorCode::InvalidInvitation,
            "The invitation code is unknown, used, revoked or expired",
        ))
    }
}

/// The invitation code a new account consumes: normalised, and required in `invite_only` mode.
pub(crate) fn invitation_for_new_account(
    state: &AppState,
    code: Option<String>,
) -> Result<Option<String>, AppError> {
    let code = code
        .map(|c| c.trim().to_uppercase())
        .filter(|c| !c.is_empty());
    if code.is_none() && state.settings.auth.registration == RegistrationMode::InviteOnly {
        return Err(AppError::field(
            "invitationCode",
            "is required: registration is by invitation",
        ));
    }
    Ok(code)
}

#[tracing::instrument(level = "info", skip_all)]
pub async fn register(state: &AppState, input: Registration) -> Result<AuthResponse, AppError> {
    let code = invitation_for_new_account(state, input.invitation_code)?;
    let hash = state
        .hasher
        .hash(input.password.expose().to_owned())
        .await?;
    let mut user = new_user(input.email, Some(hash), Role::User, MembershipTier::Free);
    user.username = Set(input.username.map(Username::into_inner));
    user.full_name = Set(input.full_name.map(FullName::into_inner));

    let (user, refresh) = state
        .writes
        .transaction("accounts.register", async |txn| {
            let user = user
                .insert(txn)
                .await
                .map_err(|e| unique_violation(e, "The email or username"))?;
            if let Some(code) = code.as_deref() {
                consume_invitation(txn, code, user.id).await?;
            }
            account_links::send(txn, state, user.id, &user.email, TokenPurpose::EmailVerify)
                .await?;
            let refresh = refresh_tokens::issue(txn, state, user.id, user.password_version).await?;
            Ok::<_, AppError>((user, refresh))
        })
        .await?;
    tracing::info!(user_id = %user.id, "user registered");
    auth_response(state, user, refresh)
}

/// Signs in; failed attempts count against the client IP and the (email, IP) pair, and past
/// their limits the answer is 429 with the wait (see [`crate::auth::LoginLimiter`]).
#[tracing::instrument(level = "info", skip_all)]
pub async fn login(
    state: &AppState,
    email: &str,
    password: String,
    client_ip: Option<IpAddr>,
) -> Result<AuthResponse, AppError> {
    state.login_limiter.check(email, client_ip).await?;
    let result = verify_login(state, email, password).await;
    match &result {
        Ok(_) => state.login_limiter.record_success(email, client_ip).await,
        Err(e) if e.is(ErrorCode::InvalidCredentials) => {
            state.login_limiter.record_failure(email, client_ip).await
        }
        Err(_) => {}
    }
    result
}

async fn verify_login(
    state: &AppState,
    email: &str,
    password: String,
) -> Result<AuthResponse, AppError> {
    // An unparseable email is simply an unknown account: same time, same answer.
    let user = match Email::parse(email) {
        Ok(email) => {
            users::Entity::find()
                .filter(users::Column::Email.eq(email.as_str()))
                .one(&state.db)
                .await?
        }
        Err(_) => None,
    };
    let stored = user.as_ref().and_then(|u| u.password_hash.clone());
    if !state.hasher.verify(password, stored).await? {
        return Err(invalid_credentials());
    }
    let Some(user) = user else {
        return Err(invalid_credentials());
    };
    sign_in(state, user).await
}

/// Signs in an authenticated user: 403 when suspended; otherwise the sign-in time is stored and a
/// new refresh token family issued.
pub(crate) async fn sign_in(
    state: &AppState,
    user: users::Model,
) -> Result<AuthResponse, AppError> {
    ensure_active(&user)?;
    let (user_id, version) = (user.id, user.password_version);
    let now = clock::now();
    let refresh = state
        .writes
        .transaction("accounts.sign_in", async |txn| {
            // Only while the password verified is still the account's: a reset or change that
            // committed since it was read leaves no row to update, and issues no session.
            let current = users::Entity::update_many()
                .col_expr(users::Column::LastLoginAt, Expr::value(Some(now)))
                .filter(users::Column::Id.eq(user_id))
                .filter(users::Column::PasswordVersion.eq(version))
                .exec(txn)
                .await?
                .rows_affected
                == 1;
            if !current {
                return Err(invalid_credentials());
            }
            refresh_tokens::issue(txn, state, user_id, version).await
        })
        .await?;
    let mut user = user;
    user.last_login_at = Some(now);
    auth_response(state, user, refresh)
}

#[tracing::instrument(level = "info", skip_all)]
pub async fn refresh(state: &AppState, raw: &str) -> Result<AuthResponse, AppError> {
    let (user, refresh) = refresh_tokens::rotate(state, raw).await?;
    auth_response(state, user, refresh)
}

pub async fn find(state: &AppState, user_id: Uuid) -> Result<users::Model, AppError> {
    users::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("user"))
}

/// Profile changes; `None` leaves a field as it is, `full_name: Some(None)` clears it. A change
/// of `email` needs the account's `current_password`.
#[derive(Default)]
pub struct ProfilePatch {
    pub username: Option<Username>,
    pub full_name: Option<Option<FullName>>,
    pub email: Option<Email>,
    pub current_password: Option<String>,
}

#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id))]
pub async fn update_profile(
    state: &AppState,
    user_id: Uuid,
    patch: ProfilePatch,
    client_ip: Option<IpAddr>,
) -> Result<users::Model, AppError> {
    let user = find(state, user_id).await?;
    let email_changed = patch
        .email
        .as_ref()
        .is_some_and(|e| e.as_str() != user.email);
    if email_changed {
        // An access token alone does not move the account to another address.
        if user.password_hash.is_none() {
            return Err(AppError::field(
                "email",
                "cannot be changed for an account without a password (it signs in through the identity provider)",
            ));
        }
        let Some(current) = patch.current_password.clone() else {
            return Err(AppError::field(
                "currentPassword",
                "is required to change the e-mail address",
            ));
        };
        check_current_password(state, &user, current, client_ip).await?;
    }
    let old_email = user.email.clone();
    let mut active = user.into_active_model();
    if let Some(username) = patch.username {
        active.username = Set(Some(username.into_inner()));
    }
    if let Some(full_name) = patch.full_name {
        active.full_name = Set(full_name.map(FullName::into_inner));
    }
    if let (Some(email), true) = (patch.email, email_changed) {
        active.email = Set(email.into_inner());
        active.email_verified = Set(false);
    }
    active.updated_at = Set(clock::now());
    state
        .writes
        .transaction("accounts.update_profile", async |txn| {
            let user = active.update(txn).await.map_err(|e| match e {
                sea_orm::DbErr::RecordNotUpdated => AppError::NotFound("user"),
                e => unique_violation(e, "The email or username"),
            })?;
            if email_changed {
                // Links mailed to the old address stop working; the new one must be verified.
                one_time_tokens::retire(
                    txn,
                    user.id,
                    &[TokenPurpose::EmailVerify, TokenPurpose::PasswordReset],
                )
                .await?;
                account_links::send(txn, state, user.id, &user.email, TokenPurpose::EmailVerify)
                    .await?;
                account_links::notify_email_changed(txn, state, &old_email, &user.email).await?;
            }
            Ok(user)
        })
        .await
}

/// Checks the current password, stores the new one and signs out every refresh token. A wrong
/// current password counts as a failed sign-in of the account from this client, and is throttled
/// the same way (429 with the wait).
#[tracing::instrument(level = "info", skip_all, fields(user_id = %user_id))]
pub async fn change_password(
    state: &AppState,
    user_id: Uuid,
    current: String,
    new_password: &str,
    client_ip: Option<IpAddr>,
) -> Result<(), AppError> {
    let user = find(state, user_id).await?;
    let new_password = Password::parse(new_password, Some(&user.email))
        .map_err(|m| AppError::field("newPassword", m))?;
    check_current_password(state, &user, current, client_ip).await?;
    let hash = state.hasher.hash(new_password.expose().to_owned()).await?;
    state
        .writes
        .transaction("accounts.change_password", async |txn| {
            set_password(txn, user_id, Some(hash), clock::now()).await?;
            refresh_tokens::revoke_all(txn, user_id).await?;
            Ok(())
        })
        .await
}

/// Checks `current` against the account's password (400 on `currentPassword` when wrong). A
/// wrong one counts as a failed sign-in of the account from this client and is throttled the
/// same way (429 with the wait).
async fn check_current_password(
    state: &AppState,
    user: &users::Model,
    current: String,
    client_ip: Option<IpAddr>,
) -> Result<(), AppError> {
    state.login_limiter.check(&user.email, client_ip).await?;
    if !state
        .hasher
        .verify(current, user.password_hash.clone())
        .await?
    {
        state
            .login_limiter
            .record_failure(&user.email, client_ip)
            .await;
        return Err(AppError::field("currentPassword", "is incorrect"));
    }
    state
        .login_limiter
        .record_success(&user.email, client_ip)
        .await;
    Ok(())
}

/// Stores a new password hash (`None` drops the password) and moves the account's password
/// version on, which ends every session family issued under the old one.
pub(crate) async fn set_password<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    hash: Option<String>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), sea_orm::DbErr> {
    users::Entity::update_many()
        .col_expr(users::Column::PasswordHash, Expr::value(hash))
        .col_expr(
            users::Column::PasswordVersion,
            Expr::col(users::Column::PasswordVersion).add(1),
        )
        .col_expr(users::Column::UpdatedAt, Expr::value(now))
        .filter(users::Column::Id.eq(user_id))
        .exec(db)
        .await
        .map(|_| ())
}

/// Creates an account from the command line (the first admin). The password, when not given, is
/// generated and returned so the caller can print it once.
pub async fn create_user_cli(
    db: &sea_orm::DatabaseConnection,
    hasher: &crate::auth::PasswordHasher,
    email: Email,
    role: Role,
    tier: MembershipTier,
    password: Option<String>,
) -> Result<(users::Model, Option<String>), AppError> {
    let generated = password.is_none().then(opaque::generate);
    let password = match password {
        Some(p) => {
            Password::parse(&p, Some(email.as_str())).map_err(|m| AppError::field("password", m))?
        }
        None => Password::parse(generated.as_deref().unwrap_or_default(), None)
            .map_err(|m| AppError::field("password", m))?,
    };
    let hash = hasher.hash(password.expose().to_owned()).await?;
    let mut user = new_user(email, Some(hash), role, tier);
    user.last_login_at = Set(None);
    user.email_verified = Set(true);
    let txn = executor::begin_write(db).await?;
    let user = user
        .insert(&txn)
        .await
        .map_err(|e| unique_violation(e, "The email"))?;
    crate::services::audit::record(
        &txn,
        crate::services::audit::AuditEntry {
            actor_id: None,
            action: "USER_CREATED_CLI",
            target_type: "USER",
            target_id: Some(user.id.to_string()),
            details: Some(serde_json::json!({"role": role, "membershipTier": tier})),
        },
    )
    .await?;
    txn.commit().await?;
    Ok((user, generated))
}
