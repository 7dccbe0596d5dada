//! Validated types and pure rules. Input is parsed into these at the edge, so services never see
//! an invalid value.

mod account;
mod limits;
mod project;
mod session;
mod validation;

pub use account::{Email, FullName, Password, Username};
pub use entities::{
    InvitationStatus, MembershipTier, MessageRole, ProjectStatus, Role, SessionStatus, SessionType,
    TokenPurpose, UserStatus,
};
pub use limits::{HISTORY_LIMIT_DEFAULT, clamp_history_limit};
pub use project::{Description, FiscalYear, ProjectName};
pub use session::SessionTitle;
pub use validation::{FieldErrors, ValidationError, parse_enum};
