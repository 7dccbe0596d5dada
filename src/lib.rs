//! The Research Tax-Credit Workspace Service: backend API library. `main.rs` only dispatches the
//! command line to [`cli`].

pub mod auth;
pub mod billing;
pub mod cli;
pub mod clients;
pub mod clock;
pub mod config;
pub mod db;
pub mod domain;
pub mod dto;
pub mod error;
pub mod http;
pub mod metrics;
pub mod package;
pub mod protocol;
pub mod proxy;
pub mod rate_limit;
pub mod services;
pub mod startup;
pub mod state;
pub mod storage_embedded;
pub mod telemetry;
pub mod worker;
