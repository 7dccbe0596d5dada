//! The audit trail: one row for every administrative change, written in the change's transaction.

use entities::audit_log;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, Set};
use uuid::Uuid;

pub struct AuditEntry<'a> {
    /// The admin who acted; `None` for the command line.
    pub actor_id: Option<Uuid>,
    pub action: &'a str,
    pub target_type: &'a str,
    pub target_id: Option<String>,
    pub details: Option<serde_json::Value>,
}

pub async fn record<C: ConnectionTrait>(db: &C, entry: AuditEntry<'_>) -> Result<(), DbErr> {
    audit_log::ActiveModel {
        id: Set(Uuid::now_v7()),
        actor_id: Set(entry.actor_id),
        action: Set(entry.action.to_owned()),
        target_type: Set(entry.target_type.to_owned()),
        target_id: Set(entry.target_id),
        details: Set(entry.details),
        created_at: Set(crate::clock::now()),
    }
    .insert(db)
    .await
    .map(|_| ())
}
