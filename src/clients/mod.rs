//! Outbound adapters: object storage and the task worker.

pub mod storage;
pub mod worker;
