//! SeaORM entities, one module per table, and the enumerations stored in them.

pub mod audit_log;
pub mod codehost_bindings;
pub mod codehost_credentials;
pub mod columns;
pub mod contact_messages;
pub mod email_outbox;
pub mod enums;
pub mod expert_review_offering;
pub mod expert_review_orders;
pub mod files;
pub mod global_counters;
pub mod global_quota;
pub mod invitation_codes;
pub mod messages;
pub mod oauth_states;
pub mod one_time_tokens;
pub mod payment_events;
pub mod payments;
pub mod projects;
pub mod quota_counters;
pub mod quota_reservations;
pub mod refresh_tokens;
pub mod runs;
pub mod sessions;
pub mod storage_holds;
pub mod subscription_plans;
pub mod subscriptions;
pub mod tier_quotas;
pub mod users;

pub use enums::*;
