//! The plan catalogue and the expert-review offering, read from their tables (seeded by the
//! billing migration). Provider price IDs are resolved when read: a non-empty configured one
//! (`payment.price_ids.*`) wins over the one stored on the row; nothing is written at start-up.

use entities::{MembershipTier, expert_review_offering, subscription_plans};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::config::PriceIds;
use crate::error::AppError;

/// The public catalogue: the active plans (cheapest first) and the offering when it is active.
#[derive(Debug, Clone)]
pub struct Catalogue {
    pub plans: Vec<subscription_plans::Model>,
    pub expert_review: Option<expert_review_offering::Model>,
}

/// The price ID that configuration gives a tier (`None` when empty or for FREE).
pub fn configured_plan_price(prices: &PriceIds, tier: MembershipTier) -> Option<&str> {
    let value = match tier {
        MembershipTier::Free => return None,
        MembershipTier::Starter => &prices.starter,
        MembershipTier::Professional => &prices.professional,
        MembershipTier::Enterprise => &prices.enterprise,
    };
    non_empty(value)
}

/// The price ID that configuration gives the expert-review offering (`None` when empty).
pub fn configured_offering_price(prices: &PriceIds) -> Option<&str> {
    non_empty(&prices.expert_review)
}

fn non_empty(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty()).then_some(value)
}

/// A plan with its effective provider price ID (configuration first, then the row).
pub fn with_configured_price(
    mut plan: subscription_plans::Model,
    prices: &PriceIds,
) -> subscription_plans::Model {
    if let Some(price) = configured_plan_price(prices, plan.tier) {
        plan.provider_price_id = Some(price.to_owned());
    }
    plan.provider_price_id = plan.provider_price_id.filter(|p| !p.trim().is_empty());
    plan
}

/// The offering with its effective provider price ID (configuration first, then the row).
pub fn offering_with_configured_price(
    mut offering: expert_review_offering::Model,
    prices: &PriceIds,
) -> expert_review_offering::Model {
    if let Some(price) = configured_offering_price(prices) {
        offering.provider_price_id = Some(price.to_owned());
    }
    offering.provider_price_id = offering.provider_price_id.filter(|p| !p.trim().is_empty());
    offering
}

/// The active plans and the active offering, with effective price IDs.
#[tracing::instrument(level = "debug", skip_all)]
pub async fn public_catalogue(
    db: &DatabaseConnection,
    prices: &PriceIds,
) -> Result<Catalogue, AppError> {
    let mut plans: Vec<_> = subscription_plans::Entity::find()
        .filter(subscription_plans::Column::Active.eq(true))
        .all(db)
        .await?
        .into_iter()
        .map(|plan| with_configured_price(plan, prices))
        .collect();
    plans.sort_by_key(|plan| (plan.price_cents, tier_rank(plan.tier)));
    let expert_review =
        expert_review_offering::Entity::find_by_id(expert_review_offering::SINGLETON_ID)
            .filter(expert_review_offering::Column::Active.eq(true))
            .one(db)
            .await?
            .map(|offering| offering_with_configured_price(offering, prices));
    Ok(Catalogue {
        plans,
        expert_review,
    })
}

/// The tier whose plan is sold at provider price `price_id`: a configured price ID first, then
/// the one stored on a plan row (any plan, active or not: a subscriber keeps a retired plan).
pub async fn tier_of_price(
    db: &DatabaseConnection,
    prices: &PriceIds,
    price_id: &str,
) -> Result<Option<MembershipTier>, AppError> {
    let configured = MembershipTier::ALL
        .iter()
        .find(|tier| configured_plan_price(prices, **tier) == Some(price_id));
    if let Some(tier) = configured {
        return Ok(Some(*tier));
    }
    Ok(subscription_plans::Entity::find()
        .filter(subscription_plans::Column::ProviderPriceId.eq(price_id))
        .one(db)
        .await?
        .filter(|plan| plan.tier != MembershipTier::Free)
        .map(|plan| plan.tier))
}

/// The tiers' order from FREE up (ties between equal prices, the admin configuration's order).
pub fn tier_rank(tier: MembershipTier) -> usize {
    MembershipTier::ALL
        .iter()
        .position(|t| *t == tier)
        .unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configured_prices_win_and_empty_ones_do_not() {
        let prices = PriceIds {
            starter: " price_s ".into(),
            ..PriceIds::default()
        };
        assert_eq!(
            configured_plan_price(&prices, MembershipTier::Starter),
            Some("price_s")
        );
        assert_eq!(
            configured_plan_price(&prices, MembershipTier::Professional),
            None
        );
        assert_eq!(configured_plan_price(&prices, MembershipTier::Free), None);
        assert_eq!(configured_offering_price(&prices), None);
    }
}
