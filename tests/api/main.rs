//! Black-box integration tests over HTTP against the real server (one test binary).

mod accounts;
mod authz;
mod cli;
mod engine;
mod files;
mod files_quota;
mod foundation;
mod helpers;
mod history;
mod ledger;
mod projects;
mod run_stub;
mod runs;
mod screener;
mod sessions;
mod storage_lifecycle;
mod tokens;
mod uploads;
mod worker;
