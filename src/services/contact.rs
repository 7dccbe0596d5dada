//! The public contact form (spec §4.9, DESIGN §13): a submission is counted against its client
//! IP's limit, then stored, and its notification queued in the mail outbox in the same
//! transaction (so it is never lost, and mailed once SMTP takes it).

use entities::{MailKind, contact_messages};
use sea_orm::{ActiveModelTrait, Set};
use std::net::IpAddr;
use uuid::Uuid;

use crate::clock;
use crate::error::AppError;
use crate::services::mail::{self, OutgoingMail, templates};
use crate::state::AppState;

/// A checked submission.
#[derive(Debug, Clone)]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub subject: Option<String>,
    pub message: String,
    pub company: Option<String>,
}

/// Stores `message` (and queues its notification to `mail.contact_to`, when set); 429 past the
/// client's hourly limit.
#[tracing::instrument(level = "info", skip_all)]
pub async fn submit(
    state: &AppState,
    client: Option<IpAddr>,
    message: ContactMessage,
) -> Result<Uuid, AppError> {
    if let Some(ip) = client {
        state.contact_limiter.hit(&ip).await?;
    }
    let id = Uuid::now_v7();
    state
        .writes
        .transaction("contact.submit", async |txn| {
            contact_messages::ActiveModel {
                id: Set(id),
                name: Set(message.name.clone()),
                email: Set(message.email.clone()),
                subject: Set(message.subject.clone()),
                message: Set(message.message.clone()),
                company: Set(message.company.clone()),
                client_ip: Set(client.map(|ip| ip.to_string())),
                created_at: Set(clock::now()),
            }
            .insert(txn)
            .await?;
            let to = state.settings.mail.contact_to.trim();
            if !to.is_empty() {
                let mut body_message = message.message.clone();
                if let Some(company) = &message.company {
                    body_message = format!(
                        "Company: {}\n\n{body_message}",
                        templates::single_line(company)
                    );
                }
                let rendered = templates::contact_notification(
                    &message.name,
                    &message.email,
                    message.subject.as_deref().unwrap_or("(no subject)"),
                    &body_message,
                );
                mail::enqueue(
                    txn,
                    &state.sealer,
                    OutgoingMail {
                        to: to.to_owned(),
                        subject: rendered.subject,
                        body: rendered.body,
                        kind: MailKind::ContactNotification,
                        secret: None,
                    },
                )
                .await?;
            }
            Ok(id)
        })
        .await
}
