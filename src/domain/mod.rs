//! Validated types and pure rules. Input is parsed into these at the edge, so services never see
//! an invalid value.

mod account;
mod branch;
mod file;
mod language;
mod limits;
mod project;
mod session;
mod validation;

pub use account::{Email, FullName, Password, Username};
pub use branch::branch_name;
pub use entities::{
    IndexStatus, InvitationStatus, MembershipTier, MessageRole, ProjectStatus, QuotaKind, Role,
    SessionStatus, SessionType, TokenPurpose, UploadStatus, UserStatus,
};
pub use file::{ALLOWED_CONTENT_TYPES, FileName, parse_content_type};
pub use language::Lang;
pub use limits::{HISTORY_LIMIT_DEFAULT, clamp_history_limit, clamp_run_history_limit};
pub use project::{Description, FiscalYear, ProjectName};
pub use session::SessionTitle;
pub use validation::{
    FieldErrors, ValidationError, is_invisible_format, multi_line, parse_enum, required_line,
    required_text, single_line,
};
