//! Actors of the service (DESIGN §6), one file per actor with its messages beside it. Each is
//! started under `actix::Supervisor` and reached through an `Addr`; the database stays the source
//! of truth for every invariant an actor protects, so several replicas stay correct.

pub mod guard;
pub mod indexing_scheduler;
pub mod metrics;
pub mod quota_ledger;
pub mod run_coordinator;
pub mod webhook_deduper;

pub use indexing_scheduler::{IndexOutcome, Indexer, IndexingScheduler};
pub use quota_ledger::QuotaLedger;
pub use run_coordinator::{Acquire, RunError, RunRegistry, SessionTurn};
pub use webhook_deduper::WebhookDeduper;
