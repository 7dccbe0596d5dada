//! Outbound adapters: object storage, the task worker and the payment provider.

pub mod payments;
pub mod storage;
pub mod worker;
