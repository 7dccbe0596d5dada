//! Use-cases. Each takes what it needs (the database, settings, hasher) and returns `AppError`.

pub mod account_links;
pub mod accounts;
pub mod admin_config;
pub mod admin_reviews;
pub mod admin_users;
pub mod audit;
pub mod billing;
pub mod contact;
pub mod files;
pub mod idp_sign_in;
pub mod indexing;
pub mod invitations;
pub mod leases;
pub mod list_cache;
pub mod mail;
pub mod one_time_tokens;
pub mod projects;
pub mod quota;
pub mod quotas;
pub mod refresh_tokens;
pub mod row_lock;
pub mod runs;
pub mod screener;
pub mod sessions;
pub mod storage_sweep;
pub mod zip_stream;
