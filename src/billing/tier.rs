//! What a subscription's status does to its owner's membership tier (DESIGN §10, RELIABILITY 18):
//! ACTIVE and TRIALING grant the plan's tier, PAST_DUE keeps it (grace), CANCELED, UNPAID and
//! INCOMPLETE_EXPIRED drop the user to FREE, and INCOMPLETE and UNKNOWN (not paid yet, or a status
//! this service does not know) leave the tier as it is.

use entities::{MembershipTier, SubscriptionStatus};

/// The effect of a subscription status on the user's tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TierEffect {
    /// The plan's tier is the user's.
    Grant,
    /// The plan's tier stays the user's while payment is retried.
    Grace,
    /// The user is moved to FREE.
    Downgrade,
    /// The user's tier is not changed.
    Unchanged,
}

/// The effect of `status`.
pub fn effect(status: SubscriptionStatus) -> TierEffect {
    use SubscriptionStatus::*;
    match status {
        Active | Trialing => TierEffect::Grant,
        PastDue => TierEffect::Grace,
        Canceled | Unpaid | IncompleteExpired => TierEffect::Downgrade,
        Incomplete | Unknown => TierEffect::Unchanged,
    }
}

/// The tier a user holds after their subscription of plan `plan` (None: its price matches no
/// plan) reaches `status`; `None` when the user's tier is left as it is.
pub fn resulting_tier(
    status: SubscriptionStatus,
    plan: Option<MembershipTier>,
) -> Option<MembershipTier> {
    match effect(status) {
        TierEffect::Grant | TierEffect::Grace => plan,
        TierEffect::Downgrade => Some(MembershipTier::Free),
        TierEffect::Unchanged => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MembershipTier::*;
    use SubscriptionStatus::*;

    #[test]
    fn every_status_has_its_effect() {
        let table = [
            (Active, Some(Professional)),
            (Trialing, Some(Professional)),
            (PastDue, Some(Professional)),
            (Canceled, Some(Free)),
            (Unpaid, Some(Free)),
            (IncompleteExpired, Some(Free)),
            (Incomplete, None),
            (Unknown, None),
        ];
        assert_eq!(table.len(), SubscriptionStatus::ALL.len());
        for status in SubscriptionStatus::ALL {
            let expected = table
                .iter()
                .find(|(s, _)| s == status)
                .map(|(_, tier)| *tier)
                .expect("every status is in the table");
            assert_eq!(
                resulting_tier(*status, Some(Professional)),
                expected,
                "{status:?}"
            );
        }
    }

    #[test]
    fn an_unknown_price_grants_nothing_but_still_downgrades() {
        assert_eq!(resulting_tier(Active, None), None);
        assert_eq!(resulting_tier(Canceled, None), Some(Free));
    }
}
