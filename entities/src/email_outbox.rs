//! The mail outbox (DESIGN §13): written in the transaction of the event that causes a message,
//! drained by the background sender.

use sea_orm::entity::prelude::*;

use crate::enums::{MailKind, MailStatus};

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "email_outbox")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub to_address: String,
    pub subject: String,
    pub body_text: String,
    pub kind: MailKind,
    pub status: MailStatus,
    pub attempts: i32,
    /// When the sender may next pick the row up (also moved forward by a claim's lease).
    pub next_attempt_at: DateTimeUtc,
    /// A short description of the last failure; never the body.
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
    /// The message's secret (a token), sealed for this row; the body holds a placeholder for it.
    /// Cleared once the message is sent or given up.
    pub secret_sealed: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
