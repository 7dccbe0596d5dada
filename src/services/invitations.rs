//! Invitation codes (spec §4.7, DESIGN §12): 16 characters from an alphabet without look-alikes,
//! valid 30 days by default, consumed atomically by registration (`services::accounts`). An ACTIVE
//! code past its expiry is reported (and filtered) as EXPIRED.

use chrono::{DateTime, Duration, Utc};
use entities::invitation_codes;
use rand::Rng;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::clock;
use crate::domain::InvitationStatus;
use crate::error::AppError;
use crate::services::audit::{self, AuditEntry};
use crate::state::AppState;

/// The characters of a code: no 0/O, 1/I/L.
pub const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// The length of a code.
pub const CODE_LEN: usize = 16;
/// The most codes one batch creates.
pub const BATCH_MAX: u32 = 100;

/// A fresh random code.
pub fn new_code() -> String {
    let mut rng = rand::rngs::OsRng;
    (0..CODE_LEN)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

/// Whether `code` could be a code (so a lookup of garbage is a plain 404, never a query of it).
pub fn is_well_formed(code: &str) -> bool {
    code.len() == CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b))
}

/// A code as the admin sees it: the stored status, or EXPIRED for an ACTIVE one past its expiry.
pub fn effective_status(code: &invitation_codes::Model, now: DateTime<Utc>) -> InvitationStatus {
    if code.status == InvitationStatus::Active && code.expires_at <= now {
        InvitationStatus::Expired
    } else {
        code.status
    }
}

/// Creates `count` codes by `created_by`, valid `ttl`; one audit row for the batch.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id, count = count))]
pub async fn create(
    state: &AppState,
    admin_id: Uuid,
    created_by: &str,
    count: u32,
    ttl: Duration,
) -> Result<Vec<String>, AppError> {
    let now = clock::now();
    let codes: Vec<String> = (0..count).map(|_| new_code()).collect();
    state
        .writes
        .transaction("invitations.create", async |txn| {
            let rows = codes.iter().map(|code| invitation_codes::ActiveModel {
                code: Set(code.clone()),
                status: Set(InvitationStatus::Active),
                created_by: Set(Some(created_by.to_owned())),
                created_at: Set(now),
                expires_at: Set(now + ttl),
                used_by: Set(None),
                used_at: Set(None),
            });
            invitation_codes::Entity::insert_many(rows)
                .exec_without_returning(txn)
                .await?;
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "INVITATIONS_CREATED",
                    target_type: "invitation_code",
                    target_id: (count == 1).then(|| codes[0].clone()),
                    details: Some(serde_json::json!({
                        "count": count,
                        "createdBy": created_by,
                        "expiresAt": now + ttl,
                    })),
                },
            )
            .await?;
            Ok(codes)
        })
        .await
}

/// A page of codes, newest first, optionally of one (effective) status.
pub async fn list(
    state: &AppState,
    status: Option<InvitationStatus>,
    page: u64,
    size: u64,
) -> Result<(Vec<invitation_codes::Model>, u64), AppError> {
    let now = clock::now();
    use invitation_codes::Column as C;
    let mut query = invitation_codes::Entity::find();
    if let Some(status) = status {
        let filter = match status {
            InvitationStatus::Active => Condition::all()
                .add(C::Status.eq(InvitationStatus::Active))
                .add(C::ExpiresAt.gt(now)),
            InvitationStatus::Expired => Condition::any()
                .add(C::Status.eq(InvitationStatus::Expired))
                .add(
                    Condition::all()
                        .add(C::Status.eq(InvitationStatus::Active))
                        .add(C::ExpiresAt.lte(now)),
                ),
            other => Condition::all().add(C::Status.eq(other)),
        };
        query = query.filter(filter);
    }
    let total = query.clone().count(&state.db).await?;
    let rows = query
        .order_by_desc(C::CreatedAt)
        .order_by_asc(C::Code)
        .offset(page.saturating_mul(size))
        .limit(size)
        .all(&state.db)
        .await?;
    Ok((rows, total))
}

/// One code (404 when unknown).
pub async fn get(state: &AppState, code: &str) -> Result<invitation_codes::Model, AppError> {
    if !is_well_formed(code) {
        return Err(AppError::NotFound("invitation"));
    }
    invitation_codes::Entity::find_by_id(code.to_owned())
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("invitation"))
}

/// Revokes an unused code (idempotent for a revoked one; 409 for a used one).
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id))]
pub async fn revoke(state: &AppState, admin_id: Uuid, code: &str) -> Result<(), AppError> {
    let existing = get(state, code).await?;
    let revoked = state
        .writes
        .transaction("invitations.revoke", async |txn| {
            let revoked = invitation_codes::Entity::update_many()
                .col_expr(
                    invitation_codes::Column::Status,
                    Expr::value(InvitationStatus::Revoked.as_str()),
                )
                .filter(invitation_codes::Column::Code.eq(code))
                .filter(
                    invitation_codes::Column::Status
                        .is_in([InvitationStatus::Active, InvitationStatus::Expired]),
                )
                .exec(txn)
                .await?
                .rows_affected;
            if revoked == 0 {
                return Ok::<_, AppError>(false);
            }
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "INVITATION_REVOKED",
                    target_type: "invitation_code",
                    target_id: Some(existing.code),
                    details: None,
                },
            )
            .await?;
            Ok(true)
        })
        .await?;
    if !revoked {
        return match get(state, code).await?.status {
            InvitationStatus::Revoked => Ok(()),
            _ => Err(AppError::conflict("The invitation code was already used")),
        };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_sixteen_unambiguous_characters() {
        for _ in 0..200 {
            let code = new_code();
            assert!(is_well_formed(&code), "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']));
        }
        assert!(!is_well_formed("short"));
        assert!(!is_well_formed("ABCDEFGHJKMNPQR0"));
    }
}
