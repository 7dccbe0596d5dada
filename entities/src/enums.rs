//! Enumerations stored as UPPER_SNAKE strings, exactly as the interface spells them. Each wire
//! string is written once, in the `wire_enum!` list; the macro gives it to SeaORM (the stored
//! value), serde (the JSON value) and `as_str`/`parse` (everything else).

use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// Declares a stored and serialised enumeration with `as_str`, `ALL`, `parse` (exact,
/// case-sensitive match of the wire value), `expected` and `Display`.
macro_rules! wire_enum {
    ($(#[doc = $doc:literal])* $name:ident ($db_type:tt) { $($variant:ident = $text:tt),+ $(,)? }) => {
        $(#[doc = $doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize,
            Deserialize,
        )]
        #[sea_orm(rs_type = "String", db_type = $db_type)]
        pub enum $name {
            $(
                #[sea_orm(string_value = $text)]
                #[serde(rename = $text)]
                $variant,
            )+
        }

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

wire_enum!(Role("String(StringLen::N(16))") {
    User = "USER",
    Admin = "ADMIN",
});

wire_enum!(UserStatus("String(StringLen::N(16))") {
    Active = "ACTIVE",
    Suspended = "SUSPENDED",
});

impl UserStatus {
    /// Whether an account in this status may sign in and use its tokens (the one place that
    /// decides it: sign-in, refresh and every authenticated request ask here).
    pub fn allows_access(self) -> bool {
        matches!(self, UserStatus::Active)
    }
}

wire_enum!(MembershipTier("String(StringLen::N(16))") {
    Free = "FREE",
    Starter = "STARTER",
    Professional = "PROFESSIONAL",
    Enterprise = "ENTERPRISE",
});

wire_enum!(TokenPurpose("String(StringLen::N(32))") {
    PasswordReset = "PASSWORD_RESET",
    EmailVerify = "EMAIL_VERIFY",
});

wire_enum!(InvitationStatus("String(StringLen::N(16))") {
    Active = "ACTIVE",
    Used = "USED",
    Revoked = "REVOKED",
    Expired = "EXPIRED",
});

wire_enum!(ProjectStatus("String(StringLen::N(16))") {
    Draft = "DRAFT",
    InProgress = "IN_PROGRESS",
    InReview = "IN_REVIEW",
    Filed = "FILED",
    Archived = "ARCHIVED",
});

wire_enum!(SessionType("String(StringLen::N(32))") {
    Precheck = "PRECHECK",
    T661 = "T661",
    T661Gen = "T661_GEN",
    T661Draft = "T661_DRAFT",
    T661Analysis = "T661_ANALYSIS",
    Logbook = "LOGBOOK",
});

wire_enum!(SessionStatus("String(StringLen::N(16))") {
    Active = "ACTIVE",
    Completed = "COMPLETED",
    Archived = "ARCHIVED",
});

wire_enum!(MessageRole("String(StringLen::N(16))") {
    User = "USER",
    Assistant = "ASSISTANT",
    System = "SYSTEM",
});

wire_enum!(QuotaKind("String(StringLen::N(16))") {
    AiRun = "AI_RUN",
    Storage = "STORAGE",
});

wire_enum!(ReservationStatus("String(StringLen::N(16))") {
    Reserved = "RESERVED",
    Confirmed = "CONFIRMED",
    Canceled = "CANCELED",
});

wire_enum!(UploadStatus("String(StringLen::N(16))") {
    Pending = "PENDING",
    Confirmed = "CONFIRMED",
    Failed = "FAILED",
});

wire_enum!(IndexStatus("String(StringLen::N(16))") {
    Pending = "PENDING",
    Indexing = "INDEXING",
    Ready = "READY",
    Failed = "FAILED",
});

wire_enum!(RunStatus("String(StringLen::N(16))") {
    Running = "RUNNING",
    Succeeded = "SUCCEEDED",
    Failed = "FAILED",
});

wire_enum!(SubscriptionStatus("String(StringLen::N(32))") {
    Incomplete = "INCOMPLETE",
    IncompleteExpired = "INCOMPLETE_EXPIRED",
    Trialing = "TRIALING",
    Active = "ACTIVE",
    PastDue = "PAST_DUE",
    Canceled = "CANCELED",
    Unpaid = "UNPAID",
    Unknown = "UNKNOWN",
});

wire_enum!(PaymentKind("String(StringLen::N(16))") {
    Subscription = "SUBSCRIPTION",
    ExpertReview = "EXPERT_REVIEW",
});

wire_enum!(PaymentStatus("String(StringLen::N(16))") {
    Pending = "PENDING",
    Paid = "PAID",
    Canceled = "CANCELED",
    Failed = "FAILED",
});

wire_enum!(OrderStatus("String(StringLen::N(16))") {
    PendingPayment = "PENDING_PAYMENT",
    Paid = "PAID",
    InReview = "IN_REVIEW",
    Completed = "COMPLETED",
    Canceled = "CANCELED",
});

wire_enum!(
    /// Why a message in the mail outbox was written.
    MailKind("String(StringLen::N(32))") {
    Verification = "VERIFICATION",
    PasswordReset = "PASSWORD_RESET",
    ContactNotification = "CONTACT_NOTIFICATION",
    EmailChanged = "EMAIL_CHANGED",
});

wire_enum!(
    /// Where a message in the mail outbox stands: PENDING until sent (or retried), SENT once the
    /// SMTP server accepted it, FAILED after `mail.max_attempts` failed attempts, UNSENT when no
    /// transport is configured (`mail.smtp_url` empty: kept in the outbox and logged once).
    MailStatus("String(StringLen::N(16))") {
    Pending = "PENDING",
    Sent = "SENT",
    Failed = "FAILED",
    Unsent = "UNSENT",
});

wire_enum!(
    /// A code-host credential's state (spec §3.3): ACTIVE while usable; REAUTH_REQUIRED after a
    /// failed refresh or a 401 from the API; REVOKED when the code host says the grant is gone.
    CodehostTokenStatus("String(StringLen::N(24))") {
    Active = "ACTIVE",
    ReauthRequired = "REAUTH_REQUIRED",
    Revoked = "REVOKED",
});
