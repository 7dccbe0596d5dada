//! The audit trail: one row for every administrative change, and for every billing move of an
//! order or a tier, written in the change's transaction.

use entities::audit_log;
use executor::{Executor, exec};
use sea_orm::{DbErr, EntityTrait, Set};
use uuid::Uuid;

pub struct AuditEntry<'a> {
    /// The admin who acted; `None` for the command line and the payment provider.
    pub actor_id: Option<Uuid>,
    pub action: &'a str,
    pub target_type: &'a str,
    pub target_id: Option<String>,
    pub details: Option<serde_json::Value>,
}

pub async fn record<E: Executor + ?Sized>(db: &E, entry: AuditEntry<'_>) -> Result<(), DbErr> {
    let insert = audit_log::Entity::insert(audit_log::ActiveModel {
        id: Set(Uuid::now_v7()),
        actor_id: Set(entry.actor_id),
        action: Set(entry.action.to_owned()),
        target_type: Set(entry.target_type.to_owned()),
        target_id: Set(entry.target_id),
        details: Set(entry.details),
        created_at: Set(crate::clock::now()),
    });
    exec(db, insert).await.map(|_| ())
}
