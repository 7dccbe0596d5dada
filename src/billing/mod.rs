//! Billing: the payment provider's webhook signature (spec §6, DESIGN §10, RELIABILITY 13, 14
//! and 19). The provider's REST client lives with the other outbound adapters in
//! [`crate::clients::payments`].

pub mod signature;
