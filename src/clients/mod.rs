//! Outbound adapters: object storage, the task worker, the payment provider and the identity
//! provider.

pub mod codehost;
pub mod idp;
pub mod payments;
pub mod storage;
pub mod worker;
