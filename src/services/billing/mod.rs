//! Billing (spec §4.9-§4.11, DESIGN §10). So far: the public catalogue, the active plans and the
//! expert-review offering, with provider price IDs resolved against configuration; the payment
//! webhook's recording and deduplication.

pub mod catalogue;
pub mod webhook;
