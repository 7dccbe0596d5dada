//! The provider's objects, as the billing rules read them: only the fields they need, unknown
//! enum values kept as `Unknown`, expanded objects reduced to their IDs, `null` maps as empty.

use std::collections::BTreeMap;

use serde::Deserialize;

/// A provider customer.
#[derive(Debug, Clone, Deserialize)]
pub struct Customer {
    pub id: String,
    #[serde(default)]
    pub email: Option<String>,
}

/// The mode of a checkout session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckoutMode {
    Subscription,
    Payment,
    Setup,
    #[serde(other)]
    Unknown,
}

impl CheckoutMode {
    /// The provider's wire value (`setup` for an unknown mode).
    pub fn as_str(self) -> &'static str {
        match self {
            CheckoutMode::Subscription => "subscription",
            CheckoutMode::Payment => "payment",
            CheckoutMode::Setup | CheckoutMode::Unknown => "setup",
        }
    }
}

/// `status` of a checkout session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckoutStatus {
    Open,
    Complete,
    Expired,
    #[serde(other)]
    Unknown,
}

/// `payment_status` of a checkout session: fulfil only on `Paid` or `NoPaymentRequired`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    Paid,
    Unpaid,
    NoPaymentRequired,
    #[serde(other)]
    Unknown,
}

/// A checkout session, as created or retrieved. `customer` and `subscription` are IDs (an
/// expanded object is reduced to its `id`).
#[derive(Debug, Clone, Deserialize)]
pub struct CheckoutSession {
    pub id: String,
    #[serde(default)]
    pub url: Option<String>,
    pub mode: CheckoutMode,
    #[serde(default)]
    pub status: Option<CheckoutStatus>,
    pub payment_status: PaymentStatus,
    #[serde(default, deserialize_with = "id_or_object")]
    pub customer: Option<String>,
    #[serde(default, deserialize_with = "id_or_object")]
    pub subscription: Option<String>,
    #[serde(default, deserialize_with = "id_or_object")]
    pub payment_intent: Option<String>,
    #[serde(default)]
    pub client_reference_id: Option<String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub metadata: BTreeMap<String, String>,
    #[serde(default)]
    pub amount_total: Option<i64>,
    #[serde(default)]
    pub currency: Option<String>,
}

impl CheckoutSession {
    /// Complete and paid (or nothing to pay): the rule for fulfilment (spec §4.10).
    pub fn is_fulfillable(&self) -> bool {
        self.status == Some(CheckoutStatus::Complete)
            && matches!(
                self.payment_status,
                PaymentStatus::Paid | PaymentStatus::NoPaymentRequired
            )
    }
}

/// A billing-portal session.
#[derive(Debug, Clone, Deserialize)]
pub struct PortalSession {
    pub id: String,
    pub url: String,
}

/// A provider subscription status; the normalised names are spec §3.4's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SubscriptionStatus {
    Incomplete,
    IncompleteExpired,
    Trialing,
    Active,
    PastDue,
    Canceled,
    Unpaid,
    #[serde(other)]
    Unknown,
}

/// A provider subscription.
#[derive(Debug, Clone, Deserialize)]
pub struct Subscription {
    pub id: String,
    pub status: SubscriptionStatus,
    #[serde(default, deserialize_with = "id_or_object")]
    pub customer: Option<String>,
    /// Older API versions carry the period end here, newer ones on each item.
    #[serde(default)]
    pub current_period_end: Option<i64>,
    #[serde(default)]
    pub cancel_at_period_end: bool,
    #[serde(default)]
    pub items: SubscriptionItems,
    #[serde(default, deserialize_with = "null_as_default")]
    pub metadata: BTreeMap<String, String>,
    /// When the provider created the subscription (Unix seconds).
    #[serde(default)]
    pub created: Option<i64>,
}

/// `items` of a subscription.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct SubscriptionItems {
    #[serde(default)]
    pub data: Vec<SubscriptionItem>,
}

/// One item of a subscription: its price (or, on API versions before prices, its `plan`, whose
/// ID is the price's) and, on newer API versions, its period end.
#[derive(Debug, Clone, Deserialize)]
pub struct SubscriptionItem {
    #[serde(default)]
    pub price: Option<Price>,
    #[serde(default)]
    pub plan: Option<Price>,
    #[serde(default)]
    pub current_period_end: Option<i64>,
}

/// A price; only its ID is read (the plan is found by it).
#[derive(Debug, Clone, Deserialize)]
pub struct Price {
    pub id: String,
}

impl Subscription {
    /// The price ID of the first item (the plan's price): `price.id`, else `plan.id`.
    pub fn price_id(&self) -> Option<&str> {
        let item = self.items.data.first()?;
        item.price
            .as_ref()
            .or(item.plan.as_ref())
            .map(|price| price.id.as_str())
    }

    /// The period end, from the subscription or its first item.
    pub fn period_end(&self) -> Option<i64> {
        self.current_period_end
            .or_else(|| self.items.data.first()?.current_period_end)
    }
}

/// An ID field that may be a string, an expanded object with an `id`, or null.
fn id_or_object<'de, D: serde::Deserializer<'de>>(de: D) -> Result<Option<String>, D::Error> {
    Ok(match serde_json::Value::deserialize(de)? {
        serde_json::Value::String(id) => Some(id),
        serde_json::Value::Object(map) => map.get("id").and_then(|v| v.as_str()).map(str::to_owned),
        _ => None,
    })
}

/// A field the provider may send as `null`, read as its default.
fn null_as_default<'de, D, T>(de: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Default + Deserialize<'de>,
{
    Ok(Option::<T>::deserialize(de)?.unwrap_or_default())
}

impl SubscriptionStatus {
    /// The stored status (spec §3.4's normalised names).
    pub fn normalised(self) -> entities::SubscriptionStatus {
        match self {
            SubscriptionStatus::Incomplete => entities::SubscriptionStatus::Incomplete,
            SubscriptionStatus::IncompleteExpired => {
                entities::SubscriptionStatus::IncompleteExpired
            }
            SubscriptionStatus::Trialing => entities::SubscriptionStatus::Trialing,
            SubscriptionStatus::Active => entities::SubscriptionStatus::Active,
            SubscriptionStatus::PastDue => entities::SubscriptionStatus::PastDue,
            SubscriptionStatus::Canceled => entities::SubscriptionStatus::Canceled,
            SubscriptionStatus::Unpaid => entities::SubscriptionStatus::Unpaid,
            SubscriptionStatus::Unknown => entities::SubscriptionStatus::Unknown,
        }
    }
}
