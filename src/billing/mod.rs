//! Billing rules that need no database: the payment webhook's signature (spec §6, DESIGN §10,
//! RELIABILITY 13, 14 and 19), the expert-review order's state machine (spec §3.5) and what a
//! subscription's status does to the tier (RELIABILITY 18). The provider's REST client lives with
//! the other outbound adapters in [`crate::clients::payments`]; the effects in
//! [`crate::services::billing`].

pub mod orders;
pub mod signature;
pub mod tier;
