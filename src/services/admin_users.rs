//! Administrative views and changes of user accounts (spec §4.7, DESIGN §12): stats, the
//! filtered list, one user, and the admin's change (profile, status, role, tier), which never
//! leaves the service without an active admin.

use std::collections::BTreeMap;

use chrono::Duration;
use entities::{projects, users};
use sea_orm::sea_query::{Expr, ExprTrait, Func, LikeExpr};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, QueryTrait,
};
use serde::Serialize;
use uuid::Uuid;

use crate::clock;
use crate::domain::{Email, FullName, MembershipTier, Role, UserStatus, Username};
use crate::error::{AppError, unique_violation};
use crate::services::audit::{self, AuditEntry};
use crate::services::refresh_tokens;
use crate::state::AppState;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserStats {
    pub total_users: u64,
    pub active_users: u64,
    pub suspended_users: u64,
    pub admins: u64,
    pub verified_users: u64,
    pub by_tier: BTreeMap<&'static str, u64>,
    pub new_users_last7_days: u64,
    pub new_users_last30_days: u64,
}

#[tracing::instrument(level = "info", skip_all)]
pub async fn stats<C: ConnectionTrait>(db: &C) -> Result<UserStats, AppError> {
    let count = |filter: Option<sea_orm::Condition>| async move {
        let mut query = users::Entity::find();
        if let Some(filter) = filter {
            query = query.filter(filter);
        }
        query.count(db).await
    };
    let cond = sea_orm::Condition::all;
    let now = clock::now();
    let mut by_tier = BTreeMap::new();
    for tier in MembershipTier::ALL {
        let n = count(Some(cond().add(users::Column::MembershipTier.eq(*tier)))).await?;
        by_tier.insert(tier.as_str(), n);
    }
    Ok(UserStats {
        total_users: count(None).await?,
        active_users: count(Some(
            cond().add(users::Column::Status.eq(UserStatus::Active)),
        ))
        .await?,
        suspended_users: count(Some(
            cond().add(users::Column::Status.eq(UserStatus::Suspended)),
        ))
        .await?,
        admins: count(Some(cond().add(users::Column::Role.eq(Role::Admin)))).await?,
        verified_users: count(Some(cond().add(users::Column::EmailVerified.eq(true)))).await?,
        by_tier,
        new_users_last7_days: count(Some(
            cond().add(users::Column::CreatedAt.gte(now - Duration::days(7))),
        ))
        .await?,
        new_users_last30_days: count(Some(
            cond().add(users::Column::CreatedAt.gte(now - Duration::days(30))),
        ))
        .await?,
    })
}

/// The filters of the admin user list (all combine).
#[derive(Debug, Clone, Default)]
pub struct UserFilter {
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    pub tier: Option<MembershipTier>,
    /// Matched case-insensitively against email, username and full name.
    pub search: Option<String>,
}

/// A page of users, newest first.
pub async fn list(
    state: &AppState,
    filter: UserFilter,
    page: u64,
    size: u64,
) -> Result<(Vec<users::Model>, u64), AppError> {
    use users::Column as C;
    let mut query = users::Entity::find();
    if let Some(role) = filter.role {
        query = query.filter(C::Role.eq(role));
    }
    if let Some(status) = filter.status {
        query = query.filter(C::Status.eq(status));
    }
    if let Some(tier) = filter.tier {
        query = query.filter(C::MembershipTier.eq(tier));
    }
    if let Some(search) = filter.search.as_deref() {
        let pattern = format!("%{}%", escape_like(&search.to_lowercase()));
        let like = |col: C| {
            Expr::expr(Func::lower(Expr::col((users::Entity, col))))
                .like(LikeExpr::new(pattern.clone()).escape('\\'))
        };
        query = query.filter(
            Condition::any()
                .add(like(C::Email))
                .add(like(C::Username))
                .add(like(C::FullName)),
        );
    }
    let total = query.clone().count(&state.db).await?;
    let rows = query
        .order_by_desc(C::CreatedAt)
        .order_by_desc(C::Id)
        .offset(page.saturating_mul(size))
        .limit(size)
        .all(&state.db)
        .await?;
    Ok((rows, total))
}

/// `%`, `_` and the escape character itself taken literally in a LIKE pattern.
fn escape_like(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// One user (404 when unknown).
pub async fn get(state: &AppState, user_id: Uuid) -> Result<users::Model, AppError> {
    users::Entity::find_by_id(user_id)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("user"))
}

/// An admin's change of a user; absent fields stay.
#[derive(Debug, Clone, Default)]
pub struct UserPatch {
    pub username: Option<Username>,
    pub email: Option<Email>,
    pub full_name: Option<Option<FullName>>,
    pub status: Option<UserStatus>,
    pub role: Option<Role>,
    pub tier: Option<MembershipTier>,
}

/// What an admin change did.
#[derive(Debug, Clone)]
pub enum Changed {
    /// Applied; the user as stored now.
    Applied(users::Model),
    /// Refused: it would leave no active admin (400 with the unchanged user).
    LastAdmin(users::Model),
}

/// Applies `patch` to `user_id` as admin `admin_id`, in one transaction with its audit row. A
/// change that would leave no active ADMIN is refused, also when admins race: on PostgreSQL the
/// active admins' rows are locked first (in ID order, FOR NO KEY UPDATE), and on both databases the change itself is
/// one UPDATE that only matches while another active admin exists.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id, user_id = %user_id))]
pub async fn update(
    state: &AppState,
    admin_id: Uuid,
    user_id: Uuid,
    patch: UserPatch,
) -> Result<Changed, AppError> {
    let before = get(state, user_id).await?;
    let now = clock::now();
    let removes_admin = before.role == Role::Admin
        && before.status == UserStatus::Active
        && (patch.role.is_some_and(|r| r != Role::Admin)
            || patch.status.is_some_and(|s| s != UserStatus::Active));
    let applied = state
        .writes
        .transaction("admin_users.update", async |txn| {
            if removes_admin && txn.get_database_backend() == DbBackend::Postgres {
                users::Entity::find()
                    .select_only()
                    .column(users::Column::Id)
                    .filter(active_admin())
                    .order_by_asc(users::Column::Id)
                    // FOR NO KEY UPDATE: it does not block the key-share locks that foreign keys
                    // (an audit row naming an admin) take, so a concurrent admin change of one of
                    // these rows cannot deadlock against this one.
                    .lock(sea_orm::sea_query::LockType::NoKeyUpdate)
                    .into_tuple::<Uuid>()
                    .all(txn)
                    .await?;
            }
            let mut update = users::Entity::update_many()
                .col_expr(users::Column::UpdatedAt, Expr::value(now))
                .filter(users::Column::Id.eq(user_id));
            if let Some(username) = &patch.username {
                update = update.col_expr(users::Column::Username, Expr::value(username.as_str()));
            }
            if let Some(full_name) = &patch.full_name {
                update = update.col_expr(
                    users::Column::FullName,
                    Expr::value(full_name.as_ref().map(|n| n.as_str().to_owned())),
                );
            }
            let email_changed = patch
                .email
                .as_ref()
                .is_some_and(|e| e.as_str() != before.email);
            if let (Some(email), true) = (&patch.email, email_changed) {
                update = update
                    .col_expr(users::Column::Email, Expr::value(email.as_str()))
                    .col_expr(users::Column::EmailVerified, Expr::value(false));
            }
            if let Some(status) = patch.status {
                update = update.col_expr(users::Column::Status, Expr::value(status.as_str()));
            }
            if let Some(role) = patch.role {
                update = update.col_expr(users::Column::Role, Expr::value(role.as_str()));
            }
            if let Some(tier) = patch.tier {
                update = update.col_expr(users::Column::MembershipTier, Expr::value(tier.as_str()));
            }
            if removes_admin {
                let others = users::Entity::find()
                    .select_only()
                    .column(users::Column::Id)
                    .filter(active_admin())
                    .filter(users::Column::Id.ne(user_id))
                    .into_query();
                update = update.filter(Expr::exists(others));
            }
            let changed = update
                .exec(txn)
                .await
                .map_err(|e| unique_violation(e, "The email or username"))?
                .rows_affected;
            if changed == 0 {
                return Ok::<_, AppError>(false);
            }
            let suspended = patch.status == Some(UserStatus::Suspended)
                && before.status != UserStatus::Suspended;
            if suspended {
                refresh_tokens::revoke_all(txn, user_id).await?;
            }
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "USER_UPDATED",
                    target_type: "user",
                    target_id: Some(user_id.to_string()),
                    details: Some(serde_json::json!({
                        "username": patch.username.as_ref().map(|u| u.as_str()),
                        "email": patch.email.as_ref().map(|e| e.as_str()),
                        "fullNameChanged": patch.full_name.is_some(),
                        "status": patch.status.map(|s| s.as_str()),
                        "role": patch.role.map(|r| r.as_str()),
                        "membershipTier": patch.tier.map(|t| t.as_str()),
                    })),
                },
            )
            .await?;
            Ok(true)
        })
        .await?;
    if !applied {
        return Ok(Changed::LastAdmin(get(state, user_id).await?));
    }
    state.status_cache.invalidate(user_id);
    Ok(Changed::Applied(get(state, user_id).await?))
}

fn active_admin() -> Condition {
    Condition::all()
        .add(users::Column::Role.eq(Role::Admin))
        .add(users::Column::Status.eq(UserStatus::Active))
}

/// Each user with the number of projects they own (one grouped query for the lot).
pub async fn with_project_counts(
    state: &AppState,
    users: Vec<users::Model>,
) -> Result<Vec<(users::Model, u64)>, AppError> {
    let ids: Vec<Uuid> = users.iter().map(|u| u.id).collect();
    let counts: std::collections::HashMap<Uuid, i64> = if ids.is_empty() {
        Default::default()
    } else {
        projects::Entity::find()
            .select_only()
            .column(projects::Column::OwnerId)
            .column_as(projects::Column::Id.count(), "n")
            .filter(projects::Column::OwnerId.is_in(ids))
            .group_by(projects::Column::OwnerId)
            .into_tuple::<(Uuid, i64)>()
            .all(&state.db)
            .await?
            .into_iter()
            .collect()
    };
    Ok(users
        .into_iter()
        .map(|u| {
            let n = u64::try_from(counts.get(&u.id).copied().unwrap_or(0)).unwrap_or(0);
            (u, n)
        })
        .collect())
}
