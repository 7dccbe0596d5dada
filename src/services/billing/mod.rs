//! Billing (spec §4.9-§4.11, DESIGN §10): the public catalogue ([`catalogue`]), hosted checkout,
//! its confirmation and the billing portal ([`checkout`]), the caller's billing profile and orders
//! ([`account`]), the payment webhook ([`webhook`]), and the effects both confirmation and webhook
//! apply ([`fulfilment`], written on [`store`]'s conditional statements).

pub mod account;
pub mod catalogue;
pub mod checkout;
pub mod confirm;
pub mod fulfilment;
mod open_checkouts;
pub mod store;
pub mod webhook;
