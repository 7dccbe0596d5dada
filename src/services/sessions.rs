//! Sessions of a project and their message history.

use entities::{messages, sessions};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::clock;
use crate::db::WriteGate;
use crate::domain::{MessageRole, SessionStatus, SessionTitle, SessionType};
use crate::error::{AppError, vanished};
use crate::services::projects;

/// One session of one of the caller's projects; 404 for anything else.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id, project_id = %project_id, session_id = %id))]
pub async fn get<C: ConnectionTrait>(
    db: &C,
    owner_id: Uuid,
    project_id: Uuid,
    id: Uuid,
) -> Result<sessions::Model, AppError> {
    sessions::Entity::find_by_id(id)
        .filter(sessions::Column::ProjectId.eq(project_id))
        .filter(sessions::Column::UserId.eq(owner_id))
        .one(db)
        .await?
        .ok_or(AppError::NotFound("session"))
}

/// A session to open: its type and an optional title.
pub struct NewSession {
    pub session_type: SessionType,
    pub title: Option<SessionTitle>,
}

/// Opens an ACTIVE session in one of the owner's projects.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id))]
pub async fn create(
    writes: &WriteGate,
    owner_id: Uuid,
    project_id: Uuid,
    new: NewSession,
) -> Result<sessions::Model, AppError> {
    let NewSession {
        session_type,
        title,
    } = new;
    writes
        .transaction("sessions.create", async |txn| {
            let project = projects::get(txn, owner_id, project_id).await?;
            let now = clock::now();
            Ok(sessions::ActiveModel {
                id: Set(Uuid::now_v7()),
                project_id: Set(project.id),
                user_id: Set(owner_id),
                session_type: Set(session_type),
                title: Set(title.map(SessionTitle::into_inner)),
                status: Set(SessionStatus::Active),
                created_at: Set(now),
                updated_at: Set(now),
                last_message_at: Set(None),
                run_lease_owner: Set(None),
                run_lease_until: Set(None),
            }
            .insert(txn)
            .await?)
        })
        .await
}

/// The project's sessions, newest first.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id, project_id = %project_id))]
pub async fn list<C: ConnectionTrait>(
    db: &C,
    owner_id: Uuid,
    project_id: Uuid,
) -> Result<Vec<sessions::Model>, AppError> {
    let project = projects::get(db, owner_id, project_id).await?;
    Ok(sessions::Entity::find()
        .filter(sessions::Column::ProjectId.eq(project.id))
        .order_by_desc(sessions::Column::CreatedAt)
        .order_by_desc(sessions::Column::Id)
        .all(db)
        .await?)
}

pub enum SessionChange {
    Status(SessionStatus),
    Title(SessionTitle),
}

#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id, session_id = %id))]
pub async fn update(
    writes: &WriteGate,
    owner_id: Uuid,
    project_id: Uuid,
    id: Uuid,
    change: SessionChange,
) -> Result<sessions::Model, AppError> {
    writes
        .transaction("sessions.update", async |txn| {
            let mut active = get(txn, owner_id, project_id, id)
                .await?
                .into_active_model();
            match change {
                SessionChange::Status(status) => active.status = Set(status),
                SessionChange::Title(title) => active.title = Set(Some(title.into_inner())),
            }
            active.updated_at = Set(clock::now());
            active.update(txn).await.map_err(|e| vanished(e, "session"))
        })
        .await
}

/// Deletes the session and its messages in one transaction.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %project_id, session_id = %id))]
pub async fn delete(
    writes: &WriteGate,
    owner_id: Uuid,
    project_id: Uuid,
    id: Uuid,
) -> Result<(), AppError> {
    writes
        .transaction("sessions.delete", async |txn| {
            let session = get(txn, owner_id, project_id, id).await?;
            messages::Entity::delete_many()
                .filter(messages::Column::SessionId.eq(session.id))
                .exec(txn)
                .await?;
            sessions::Entity::delete_by_id(session.id).exec(txn).await?;
            Ok(())
        })
        .await
}

/// The last `limit` USER and ASSISTANT messages of one of the caller's sessions, oldest first.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id, session_id = %session_id))]
pub async fn history<C: ConnectionTrait>(
    db: &C,
    owner_id: Uuid,
    session_id: Uuid,
    limit: u64,
) -> Result<Vec<messages::Model>, AppError> {
    let session = sessions::Entity::find_by_id(session_id)
        .filter(sessions::Column::UserId.eq(owner_id))
        .one(db)
        .await?
        .ok_or(AppError::NotFound("session"))?;
    if limit == 0 {
        return Ok(Vec::new());
    }
    let mut newest = messages::Entity::find()
        .filter(messages::Column::SessionId.eq(session.id))
        .filter(messages::Column::Role.is_in([MessageRole::User, MessageRole::Assistant]))
        .order_by_desc(messages::Column::Seq)
        .limit(limit)
        .all(db)
        .await?;
    newest.reverse();
    Ok(newest)
}
