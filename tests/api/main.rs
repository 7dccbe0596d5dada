//! Black-box integration tests over HTTP against the real server (one test binary).

// A test crate: an `expect` that fails is the test failing with its message.
#![allow(clippy::expect_used)]

mod abuse;
mod account_links;
mod accounts;
mod admin_config;
mod admin_console;
mod admin_reviews;
mod authz;
mod billing;
mod billing_checkout;
mod billing_events;
mod billing_webhook;
mod cli;
mod codehost;
mod contact;
mod drafts;
mod durability;
mod engine;
mod files;
mod files_quota;
mod foundation;
mod french;
mod full_disk;
mod global_stripes;
mod helpers;
mod history;
mod hostile_files;
mod idp;
mod late_settle;
mod leases;
mod ledger;
mod mail;
mod metrics;
mod openapi;
mod payments_client;
mod projects;
mod provider;
mod proxy;
mod query_plans;
mod relay;
mod run_history;
mod run_sessions;
mod run_stub;
mod runs;
mod runs_one_statement;
mod scale_out;
mod screener;
mod security;
mod sessions;
mod storage_lifecycle;
mod supervision;
mod tokens;
mod uploads;
mod worker;
