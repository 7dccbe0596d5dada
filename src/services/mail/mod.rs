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

use crate::auth::Sealer;

/// One message to send: a plain-text body to one recipient.
#[derive(Clone)]
pub struct OutgoingMail {
    pub to: String,
    pub subject: String,
    /// The body; where it holds [`templates::SECRET`], the sender puts `secret` in its place.
    pub body: String,
    pub kind: MailKind,
    /// The message's secret (a token): stored only sealed, never in the body.
    pub secret: Option<String>,
}

impl std::fmt::Debug for OutgoingMail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutgoingMail")
            .field("kind", &self.kind)
            .field("subject", &self.subject)
            .finish_non_exhaustive()
    }
}

/// Writes `message` to the outbox as PENDING, due at once; call it with the transaction of the
/// event that causes the mail. The subject is made single-line (CR and LF removed); the secret is
/// sealed for the new row.
pub async fn enqueue<E: Executor + ?Sized>(
    db: &E,
    sealer: &Sealer,
    message: OutgoingMail,
) -> Result<Uuid, DbErr> {
    let id = Uuid::now_v7();
    let now = crate::clock::now();
    let secret_sealed = message
        .secret
        .as_deref()
        .map(|secret| sealer.seal(secret.as_bytes(), id.as_bytes()));
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
        secret_sealed: Set(secret_sealed),
    });
    exec(db, insert).await?;
    Ok(id)
}
