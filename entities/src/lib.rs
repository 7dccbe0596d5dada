//! SeaORM entities, one module per table, and the enumerations stored in them.

pub mod audit_log;
pub mod enums;
pub mod invitation_codes;
pub mod messages;
pub mod one_time_tokens;
pub mod projects;
pub mod refresh_tokens;
pub mod sessions;
pub mod users;

pub use enums::*;
