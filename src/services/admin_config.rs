//! Administrative billing and quota configuration (spec §4.7, DESIGN §12): the plan catalogue,
//! the expert-review offering, the per-tier limits and the service-wide limits, read and changed
//! by an admin. Each change is one transaction: the row's write lock first (a no-op UPDATE: a row
//! lock on PostgreSQL, the write lock on SQLite), then the row as it was, the change, and the
//! audit row naming each changed field's old and new value.
//!
//! Quota limits are not cached anywhere: the QuotaLedger reads `tier_quotas` / `global_quota`
//! inside the statements that reserve, and the project and file limits are read per request, so a
//! change applies to the next reservation without a restart.

use entities::{
    MembershipTier, expert_review_offering, global_quota, subscription_plans, tier_quotas,
};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel,
    QueryFilter, Set,
};
use serde::Serialize;
use serde_json::{Map, Value, json};
use uuid::Uuid;

use crate::clock;
use crate::error::AppError;
use crate::services::audit::{self, AuditEntry};
use crate::services::billing::catalogue;
use crate::state::AppState;

/// The ID of the one `global_quota` row.
pub const GLOBAL_QUOTA_ID: i32 = 1;

/// The billing configuration as the admin console shows it.
#[derive(Debug, Clone)]
pub struct BillingConfig {
    /// Every plan, active or not, in tier order, with its effective provider price ID.
    pub plans: Vec<subscription_plans::Model>,
    /// The offering, active or not, with its effective provider price ID.
    pub expert_review: expert_review_offering::Model,
    /// `payment.api_base` and `payment.secret_key` are set.
    pub provider_configured: bool,
    /// `payment.webhook_secret` is set.
    pub webhook_configured: bool,
}

/// The billing configuration (404 when the offering row is missing).
#[tracing::instrument(level = "debug", skip_all)]
pub async fn billing_config(state: &AppState) -> Result<BillingConfig, AppError> {
    let prices = &state.settings.payment.price_ids;
    let mut plans: Vec<_> = subscription_plans::Entity::find()
        .all(&state.db)
        .await?
        .into_iter()
        .map(|plan| catalogue::with_configured_price(plan, prices))
        .collect();
    plans.sort_by_key(|plan| catalogue::tier_rank(plan.tier));
    let offering = expert_review_offering::Entity::find_by_id(expert_review_offering::SINGLETON_ID)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("expert review offering"))?;
    Ok(BillingConfig {
        plans,
        expert_review: catalogue::offering_with_configured_price(offering, prices),
        provider_configured: state.payments.is_some(),
        webhook_configured: state.webhook_verifier.is_some(),
    })
}

/// An admin's change of a plan; absent fields stay. Values are already validated.
#[derive(Debug, Clone, Default)]
pub struct PlanPatch {
    pub name: Option<String>,
    pub description: Option<String>,
    pub price_cents: Option<i64>,
    /// Lower-case ISO code.
    pub currency: Option<String>,
    /// `month` or `year`.
    pub interval: Option<String>,
    /// `Some(None)` clears the stored price ID.
    pub provider_price_id: Option<Option<String>>,
    pub active: Option<bool>,
    pub purchasable: Option<bool>,
    pub features: Option<Vec<String>>,
}

/// An admin's change of the expert-review offering; absent fields stay.
#[derive(Debug, Clone, Default)]
pub struct OfferingPatch {
    pub name: Option<String>,
    pub description: Option<String>,
    pub price_cents: Option<i64>,
    pub currency: Option<String>,
    pub provider_price_id: Option<Option<String>>,
    pub active: Option<bool>,
}

/// An admin's change of a tier's limits; absent fields stay, `Some(None)` is unlimited.
#[derive(Debug, Clone, Default)]
pub struct TierQuotaPatch {
    pub ai_runs_per_month: Option<Option<i64>>,
    pub storage_bytes: Option<Option<i64>>,
    pub max_file_size_bytes: Option<i64>,
    pub max_files_per_upload: Option<i32>,
    pub max_projects: Option<Option<i32>>,
    pub max_files_per_project: Option<Option<i32>>,
}

/// An admin's change of the service-wide limits; absent fields stay, `Some(None)` is unlimited.
#[derive(Debug, Clone, Default)]
pub struct GlobalQuotaPatch {
    pub ai_runs_per_day: Option<Option<i64>>,
    pub max_concurrent_runs: Option<i32>,
    pub storage_bytes: Option<Option<i64>>,
}

/// For each `field => "name"`: when the patch carries a value that differs from `before`'s, the
/// change is recorded under `name` and set on `row`.
macro_rules! apply_changes {
    ($patch:ident, $before:ident, $row:ident, $changes:ident, { $($field:ident => $name:literal),+ $(,)? }) => {
        $(
            if let Some(v) = $patch.$field.and_then(|v| $changes.diff($name, &$before.$field, v)) {
                $row.$field = Set(v);
            }
        )+
    };
}

/// The changed fields of one update, `{field: {from, to}}`, for the audit row.
#[derive(Default)]
struct Changes(Map<String, Value>);

impl Changes {
    /// `Some(after)` when `after` differs from `before` (recording the change), else `None`.
    fn diff<T: PartialEq + Serialize>(&mut self, field: &str, before: &T, after: T) -> Option<T> {
        if *before == after {
            return None;
        }
        self.0
            .insert(field.to_owned(), json!({"from": before, "to": &after}));
        Some(after)
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn into_details(self) -> Value {
        json!({ "changed": Value::Object(self.0) })
    }
}

/// Takes the write lock of the rows `filter` matches (a no-op UPDATE of `column`); `false` when
/// none matched.
async fn lock<E, C>(db: &C, column: E::Column, filter: sea_orm::Condition) -> Result<bool, DbErr>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    let result = E::update_many()
        .col_expr(column, Expr::col(column))
        .filter(filter)
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Applies `patch` to `tier`'s plan as admin `admin_id`, with its audit row
/// (`BILLING_PLAN_UPDATED`); answers the plan with its effective provider price ID.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id, tier = %tier))]
pub async fn update_plan(
    state: &AppState,
    admin_id: Uuid,
    tier: MembershipTier,
    patch: PlanPatch,
) -> Result<subscription_plans::Model, AppError> {
    use subscription_plans::Column as C;
    state
        .writes
        .transaction("admin_config.update_plan", async |txn| {
            let filter = sea_orm::Condition::all().add(C::Tier.eq(tier));
            if !lock::<subscription_plans::Entity, _>(txn, C::Tier, filter).await? {
                return Err(AppError::NotFound("subscription plan"));
            }
            let before = subscription_plans::Entity::find_by_id(tier)
                .one(txn)
                .await?
                .ok_or(AppError::NotFound("subscription plan"))?;
            let mut changes = Changes::default();
            let mut row = before.clone().into_active_model();
            apply_changes!(patch, before, row, changes, {
                name => "name",
                description => "description",
                price_cents => "priceCents",
                currency => "currency",
                interval => "interval",
                provider_price_id => "providerPriceId",
                active => "active",
                purchasable => "purchasable",
            });
            if let Some(features) = patch.features {
                let old = before
                    .features
                    .clone()
                    .unwrap_or_else(|| Value::Array(Vec::new()));
                let new = Value::Array(features.into_iter().map(Value::String).collect());
                if let Some(v) = changes.diff("features", &old, new) {
                    row.features = Set(Some(v));
                }
            }
            let plan = if changes.is_empty() {
                before
            } else {
                row.updated_at = Set(clock::now());
                row.update(txn).await?
            };
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "BILLING_PLAN_UPDATED",
                    target_type: "subscription_plan",
                    target_id: Some(tier.as_str().to_owned()),
                    details: Some(changes.into_details()),
                },
            )
            .await?;
            Ok(catalogue::with_configured_price(
                plan,
                &state.settings.payment.price_ids,
            ))
        })
        .await
}

/// Applies `patch` to the expert-review offering as admin `admin_id`, with its audit row
/// (`EXPERT_REVIEW_OFFERING_UPDATED`); answers the offering with its effective price ID.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id))]
pub async fn update_offering(
    state: &AppState,
    admin_id: Uuid,
    patch: OfferingPatch,
) -> Result<expert_review_offering::Model, AppError> {
    use expert_review_offering::Column as C;
    let id = expert_review_offering::SINGLETON_ID;
    state
        .writes
        .transaction("admin_config.update_offering", async |txn| {
            let filter = sea_orm::Condition::all().add(C::Id.eq(id));
            if !lock::<expert_review_offering::Entity, _>(txn, C::Id, filter).await? {
                return Err(AppError::NotFound("expert review offering"));
            }
            let before = expert_review_offering::Entity::find_by_id(id)
                .one(txn)
                .await?
                .ok_or(AppError::NotFound("expert review offering"))?;
            let mut changes = Changes::default();
            let mut row = before.clone().into_active_model();
            apply_changes!(patch, before, row, changes, {
                name => "name",
                description => "description",
                price_cents => "priceCents",
                currency => "currency",
                provider_price_id => "providerPriceId",
                active => "active",
            });
            let offering = if changes.is_empty() {
                before
            } else {
                row.updated_at = Set(clock::now());
                row.update(txn).await?
            };
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "EXPERT_REVIEW_OFFERING_UPDATED",
                    target_type: "expert_review_offering",
                    target_id: Some(id.to_string()),
                    details: Some(changes.into_details()),
                },
            )
            .await?;
            Ok(catalogue::offering_with_configured_price(
                offering,
                &state.settings.payment.price_ids,
            ))
        })
        .await
}

/// The quota configuration as the admin console shows it.
#[derive(Debug, Clone)]
pub struct QuotaConfig {
    /// Every tier's limits, in tier order.
    pub tiers: Vec<tier_quotas::Model>,
    pub global: global_quota::Model,
}

/// The quota configuration (404 when the global row is missing).
#[tracing::instrument(level = "debug", skip_all)]
pub async fn quota_config(state: &AppState) -> Result<QuotaConfig, AppError> {
    let mut tiers = tier_quotas::Entity::find().all(&state.db).await?;
    tiers.sort_by_key(|t| catalogue::tier_rank(t.tier));
    let global = global_quota::Entity::find_by_id(GLOBAL_QUOTA_ID)
        .one(&state.db)
        .await?
        .ok_or(AppError::NotFound("global quota"))?;
    Ok(QuotaConfig { tiers, global })
}

/// Applies `patch` to `tier`'s limits as admin `admin_id`, with its audit row
/// (`TIER_QUOTA_UPDATED`). The next reservation or count reads the new limits.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id, tier = %tier))]
pub async fn update_tier_quota(
    state: &AppState,
    admin_id: Uuid,
    tier: MembershipTier,
    patch: TierQuotaPatch,
) -> Result<tier_quotas::Model, AppError> {
    use tier_quotas::Column as C;
    state
        .writes
        .transaction("admin_config.update_tier_quota", async |txn| {
            let filter = sea_orm::Condition::all().add(C::Tier.eq(tier));
            if !lock::<tier_quotas::Entity, _>(txn, C::Tier, filter).await? {
                return Err(AppError::NotFound("tier quota"));
            }
            let before = tier_quotas::Entity::find_by_id(tier)
                .one(txn)
                .await?
                .ok_or(AppError::NotFound("tier quota"))?;
            let mut changes = Changes::default();
            let mut row = before.clone().into_active_model();
            apply_changes!(patch, before, row, changes, {
                ai_runs_per_month => "aiRunsPerMonth",
                storage_bytes => "storageBytes",
                max_file_size_bytes => "maxFileSizeBytes",
                max_files_per_upload => "maxFilesPerUpload",
                max_projects => "maxProjects",
                max_files_per_project => "maxFilesPerProject",
            });
            let limits = if changes.is_empty() {
                before
            } else {
                row.update(txn).await?
            };
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "TIER_QUOTA_UPDATED",
                    target_type: "tier_quota",
                    target_id: Some(tier.as_str().to_owned()),
                    details: Some(changes.into_details()),
                },
            )
            .await?;
            Ok(limits)
        })
        .await
}

/// Applies `patch` to the service-wide limits as admin `admin_id`, with its audit row
/// (`GLOBAL_QUOTA_UPDATED`). The next reservation reads the new limits.
#[tracing::instrument(level = "info", skip_all, fields(admin_id = %admin_id))]
pub async fn update_global_quota(
    state: &AppState,
    admin_id: Uuid,
    patch: GlobalQuotaPatch,
) -> Result<global_quota::Model, AppError> {
    use global_quota::Column as C;
    state
        .writes
        .transaction("admin_config.update_global_quota", async |txn| {
            let filter = sea_orm::Condition::all().add(C::Id.eq(GLOBAL_QUOTA_ID));
            if !lock::<global_quota::Entity, _>(txn, C::Id, filter).await? {
                return Err(AppError::NotFound("global quota"));
            }
            let before = global_quota::Entity::find_by_id(GLOBAL_QUOTA_ID)
                .one(txn)
                .await?
                .ok_or(AppError::NotFound("global quota"))?;
            let mut changes = Changes::default();
            let mut row = before.clone().into_active_model();
            apply_changes!(patch, before, row, changes, {
                ai_runs_per_day => "aiRunsPerDay",
                max_concurrent_runs => "maxConcurrentRuns",
                storage_bytes => "storageBytes",
            });
            let global = if changes.is_empty() {
                before
            } else {
                row.update(txn).await?
            };
            audit::record(
                txn,
                AuditEntry {
                    actor_id: Some(admin_id),
                    action: "GLOBAL_QUOTA_UPDATED",
                    target_type: "global_quota",
                    target_id: Some(GLOBAL_QUOTA_ID.to_string()),
                    details: Some(changes.into_details()),
                },
            )
            .await?;
            Ok(global)
        })
        .await
}
