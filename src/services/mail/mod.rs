//! Outgoing mail (DESIGN §13). A message is written to the `email_outbox` table by [`enqueue`]
//! inside the transaction of the event that causes it (so the message exists iff the event
//! committed); the background [`sender`] drains the outbox with retries, over SMTP when
//! `mail.smtp_url` is set.

pub mod sender;
pub mod templates;

use entities::{MailKind, MailStatus, email_outbox};
use executor::{Executor, exec};
use sea_orm::{DbErr, EntityTrait, Set};
use uuid::Uuid;

/// One message to send: a plain-text body to one recipient.
#[derive(Debug, Clone)]
pub struct OutgoingMail {
    pub to: String,
    pub subject: String,
    pub body: String,
    pub kind: MailKind,
}

/// Writes `message` to the outbox as PENDING, due at once; call it with the transaction of the
/// event that causes the mail. The subject is made single-line (CR and LF removed).
pub async fn enqueue<E: Executor + ?Sized>(db: &E, message: OutgoingMail) -> Result<Uuid, DbErr> {
    let id = Uuid::now_v7();
    let now = crate::clock::now();
    let insert = email_outbox::Entity::insert(email_outbox::ActiveModel {
        id: Set(id),
        to_address: Set(templates::single_line(&message.to)),
        subject: Set(templates::single_line(&message.subject)),
        body_text: Set(message.body),
        kind: Set(message.kind),
        status: Set(MailStatus::Pending),
        attempts: Set(0),
        next_attempt_at: Set(now),
        last_error: Set(None),
        created_at: Set(now),
        sent_at: Set(None),
    });
    exec(db, insert).await?;
    Ok(id)
}
