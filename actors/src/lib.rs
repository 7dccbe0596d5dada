//! Actors of the service (DESIGN §6): QuotaLedger, RunCoordinator (+ registry), IndexingScheduler
//! and WebhookDeduper, one file per actor with its messages beside it. None is needed by the
//! foundation (accounts, projects, sessions); each arrives with the issue that introduces its
//! state, started under `actix::Supervisor` and reached through an `Addr` in app data.
