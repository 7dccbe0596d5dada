//! The schemas of the stored enumerations (`entities::enums`), built from their own `ALL` and
//! `as_str`, so the document lists exactly the wire strings the service reads and writes. The
//! entities crate does not depend on utoipa: DTO fields of these types name the marker types here
//! through `#[schema(value_type = ...)]`.

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// A marker type whose schema is the string enumeration of `$entity`.
macro_rules! wire_enum_schema {
    ($($(#[doc = $doc:literal])* $name:ident => $entity:path;)+) => {
        $(
            $(#[doc = $doc])*
            pub struct $name;

            impl utoipa::PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(<$entity>::ALL.iter().map(|v| v.as_str())))
                        .into()
                }
            }

            impl utoipa::ToSchema for $name {
                fn name() -> Cow<'static, str> {
                    Cow::Borrowed(stringify!($name))
                }
            }
        )+
    };
}

wire_enum_schema! {
    /// An account's role.
    Role => entities::Role;
    /// An account's status.
    UserStatus => entities::UserStatus;
    /// A membership tier.
    MembershipTier => entities::MembershipTier;
    /// An invitation code's effective status.
    InvitationStatus => entities::InvitationStatus;
    /// A project's status.
    ProjectStatus => entities::ProjectStatus;
    /// A session's type.
    SessionType => entities::SessionType;
    /// A session's status.
    SessionStatus => entities::SessionStatus;
    /// A message's role.
    MessageRole => entities::MessageRole;
    /// An upload's status.
    UploadStatus => entities::UploadStatus;
    /// A file's index status.
    IndexStatus => entities::IndexStatus;
    /// A subscription's normalised status.
    SubscriptionStatus => entities::SubscriptionStatus;
    /// What a payment paid for.
    PaymentKind => entities::PaymentKind;
    /// A payment's status.
    PaymentStatus => entities::PaymentStatus;
    /// An expert-review order's status.
    OrderStatus => entities::OrderStatus;
    /// A code-host credential's status.
    CodehostTokenStatus => entities::CodehostTokenStatus;
}
