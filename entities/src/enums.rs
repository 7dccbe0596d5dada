//! Enumerations stored as UPPER_SNAKE strings, exactly as the interface spells them.

use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// Implements `as_str`, `ALL` and `parse` (exact, case-sensitive match of the wire value).
macro_rules! wire_enum {
    ($name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(&self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// Parses the wire value; `None` for anything else.
            pub fn parse(value: &str) -> Option<Self> {
                match value { $($text => Some($name::$variant),)+ _ => None }
            }

            /// The accepted values, for error messages.
            pub fn expected() -> String {
                [$($text),+].join(", ")
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum Role {
    #[sea_orm(string_value = "USER")]
    User,
    #[sea_orm(string_value = "ADMIN")]
    Admin,
}
wire_enum!(Role { User = "USER", Admin = "ADMIN" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum UserStatus {
    #[sea_orm(string_value = "ACTIVE")]
    Active,
    #[sea_orm(string_value = "SUSPENDED")]
    Suspended,
}
wire_enum!(UserStatus { Active = "ACTIVE", Suspended = "SUSPENDED" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum MembershipTier {
    #[sea_orm(string_value = "FREE")]
    Free,
    #[sea_orm(string_value = "STARTER")]
    Starter,
    #[sea_orm(string_value = "PROFESSIONAL")]
    Professional,
    #[sea_orm(string_value = "ENTERPRISE")]
    Enterprise,
}
wire_enum!(MembershipTier {
    Free = "FREE",
    Starter = "STARTER",
    Professional = "PROFESSIONAL",
    Enterprise = "ENTERPRISE",
});

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(32))")]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TokenPurpose {
    #[sea_orm(string_value = "PASSWORD_RESET")]
    PasswordReset,
    #[sea_orm(string_value = "EMAIL_VERIFY")]
    EmailVerify,
}
wire_enum!(TokenPurpose { PasswordReset = "PASSWORD_RESET", EmailVerify = "EMAIL_VERIFY" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum InvitationStatus {
    #[sea_orm(string_value = "ACTIVE")]
    Active,
    #[sea_orm(string_value = "USED")]
    Used,
    #[sea_orm(string_value = "REVOKED")]
    Revoked,
    #[sea_orm(string_value = "EXPIRED")]
    Expired,
}
wire_enum!(InvitationStatus {
    Active = "ACTIVE",
    Used = "USED",
    Revoked = "REVOKED",
    Expired = "EXPIRED",
});

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ProjectStatus {
    #[sea_orm(string_value = "DRAFT")]
    Draft,
    #[sea_orm(string_value = "IN_PROGRESS")]
    InProgress,
    #[sea_orm(string_value = "IN_REVIEW")]
    InReview,
    #[sea_orm(string_value = "FILED")]
    Filed,
    #[sea_orm(string_value = "ARCHIVED")]
    Archived,
}
wire_enum!(ProjectStatus {
    Draft = "DRAFT",
    InProgress = "IN_PROGRESS",
    InReview = "IN_REVIEW",
    Filed = "FILED",
    Archived = "ARCHIVED",
});

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(32))")]
pub enum SessionType {
    #[sea_orm(string_value = "PRECHECK")]
    #[serde(rename = "PRECHECK")]
    Precheck,
    #[sea_orm(string_value = "T661")]
    #[serde(rename = "T661")]
    T661,
    #[sea_orm(string_value = "T661_GEN")]
    #[serde(rename = "T661_GEN")]
    T661Gen,
    #[sea_orm(string_value = "T661_DRAFT")]
    #[serde(rename = "T661_DRAFT")]
    T661Draft,
    #[sea_orm(string_value = "T661_ANALYSIS")]
    #[serde(rename = "T661_ANALYSIS")]
    T661Analysis,
    #[sea_orm(string_value = "LOGBOOK")]
    #[serde(rename = "LOGBOOK")]
    Logbook,
}
wire_enum!(SessionType {
    Precheck = "PRECHECK",
    T661 = "T661",
    T661Gen = "T661_GEN",
    T661Draft = "T661_DRAFT",
    T661Analysis = "T661_ANALYSIS",
    Logbook = "LOGBOOK",
});

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum SessionStatus {
    #[sea_orm(string_value = "ACTIVE")]
    Active,
    #[sea_orm(string_value = "COMPLETED")]
    Completed,
    #[sea_orm(string_value = "ARCHIVED")]
    Archived,
}
wire_enum!(SessionStatus { Active = "ACTIVE", Completed = "COMPLETED", Archived = "ARCHIVED" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum MessageRole {
    #[sea_orm(string_value = "USER")]
    User,
    #[sea_orm(string_value = "ASSISTANT")]
    Assistant,
    #[sea_orm(string_value = "SYSTEM")]
    System,
}
wire_enum!(MessageRole { User = "USER", Assistant = "ASSISTANT", System = "SYSTEM" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum QuotaKind {
    #[sea_orm(string_value = "AI_RUN")]
    AiRun,
    #[sea_orm(string_value = "STORAGE")]
    Storage,
}
wire_enum!(QuotaKind { AiRun = "AI_RUN", Storage = "STORAGE" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum ReservationStatus {
    #[sea_orm(string_value = "RESERVED")]
    Reserved,
    #[sea_orm(string_value = "CONFIRMED")]
    Confirmed,
    #[sea_orm(string_value = "CANCELED")]
    Canceled,
}
wire_enum!(ReservationStatus { Reserved = "RESERVED", Confirmed = "CONFIRMED", Canceled = "CANCELED" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum UploadStatus {
    #[sea_orm(string_value = "PENDING")]
    Pending,
    #[sea_orm(string_value = "CONFIRMED")]
    Confirmed,
    #[sea_orm(string_value = "FAILED")]
    Failed,
}
wire_enum!(UploadStatus { Pending = "PENDING", Confirmed = "CONFIRMED", Failed = "FAILED" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum IndexStatus {
    #[sea_orm(string_value = "PENDING")]
    Pending,
    #[sea_orm(string_value = "INDEXING")]
    Indexing,
    #[sea_orm(string_value = "READY")]
    Ready,
    #[sea_orm(string_value = "FAILED")]
    Failed,
}
wire_enum!(IndexStatus { Pending = "PENDING", Indexing = "INDEXING", Ready = "READY", Failed = "FAILED" });

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize,
)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::N(16))")]
#[serde(rename_all = "UPPERCASE")]
pub enum RunStatus {
    #[sea_orm(string_value = "RUNNING")]
    Running,
    #[sea_orm(string_value = "SUCCEEDED")]
    Succeeded,
    #[sea_orm(string_value = "FAILED")]
    Failed,
}
wire_enum!(RunStatus { Running = "RUNNING", Succeeded = "SUCCEEDED", Failed = "FAILED" });
