//! Projects, owned by one user; another user's project is "not found". Every committed write
//! invalidates the owner's cached list.

use actix_web::web::Bytes;
use entities::{messages, projects, sessions};
use sea_orm::sea_query::Query;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};
use uuid::Uuid;

use crate::clock;
use crate::domain::{Description, FiscalYear, ProjectName, ProjectStatus};
use crate::dto::ProjectDto;
use crate::error::{AppError, vanished};
use crate::services::list_cache::Lookup;
use crate::services::quota;
use crate::services::row_lock::lock_row;
use crate::state::AppState;

pub struct NewProject {
    pub name: ProjectName,
    pub fiscal_year: FiscalYear,
    pub description: Description,
}

#[derive(Default)]
pub struct ProjectPatch {
    pub name: Option<ProjectName>,
    pub fiscal_year: Option<FiscalYear>,
    pub description: Option<Description>,
    pub status: Option<ProjectStatus>,
}

/// Creates a project within the plan's PROJECT_COUNT, serialized per owner (see `row_lock`).
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id))]
pub async fn create(
    state: &AppState,
    owner_id: Uuid,
    input: NewProject,
) -> Result<projects::Model, AppError> {
    let (tier, limits) = quota::limits(state, owner_id).await?;
    let project = state
        .writes
        .transaction("projects.create", async |txn| {
            if limits.max_projects.is_some() {
                use entities::users::{Column, Entity};
                lock_row::<Entity, _>(txn, Column::UpdatedAt, Column::Id, owner_id).await?;
                let used = count_owned(txn, owner_id).await?;
                quota::check_count("PROJECT_COUNT", tier, limits.max_projects, used, 1)?;
            }
            let now = clock::now();
            let project = projects::ActiveModel {
                id: Set(Uuid::now_v7()),
                owner_id: Set(owner_id),
                name: Set(input.name.into_inner()),
                fiscal_year: Set(input.fiscal_year.into_inner()),
                description: Set(input.description.into_inner()),
                status: Set(ProjectStatus::Draft),
                created_at: Set(now),
                updated_at: Set(now),
            }
            .insert(txn)
            .await?;
            Ok::<_, AppError>(project)
        })
        .await?;
    state.project_lists.invalidate(owner_id);
    Ok(project)
}

/// How many projects the owner has (the plan's PROJECT_COUNT is counted, not reserved).
pub async fn count_owned<C: ConnectionTrait>(db: &C, owner_id: Uuid) -> Result<u64, AppError> {
    Ok(projects::Entity::find()
        .filter(projects::Column::OwnerId.eq(owner_id))
        .count(db)
        .await?)
}

/// The owner's projects, newest first, rendered as the JSON array the list route answers
/// (served from the list cache when the database is the embedded SQLite file).
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id))]
pub async fn list_json(state: &AppState, owner_id: Uuid) -> Result<Bytes, AppError> {
    let generation = match state.project_lists.get(owner_id) {
        Lookup::Hit(bytes) => return Ok(bytes),
        Lookup::Miss(generation) => generation,
    };
    let list: Vec<ProjectDto> = projects::Entity::find()
        .filter(projects::Column::OwnerId.eq(owner_id))
        .order_by_desc(projects::Column::CreatedAt)
        .order_by_desc(projects::Column::Id)
        .all(&state.db)
        .await?
        .into_iter()
        .map(ProjectDto::from)
        .collect();
    let bytes = Bytes::from(serde_json::to_vec(&list).map_err(anyhow::Error::from)?);
    state.project_lists.put(owner_id, generation, bytes.clone());
    Ok(bytes)
}

/// One of the owner's projects; 404 for a missing or foreign one.
#[tracing::instrument(level = "debug", skip_all, fields(user_id = %owner_id, project_id = %id))]
pub async fn get<C: ConnectionTrait>(
    db: &C,
    owner_id: Uuid,
    id: Uuid,
) -> Result<projects::Model, AppError> {
    projects::Entity::find_by_id(id)
        .filter(projects::Column::OwnerId.eq(owner_id))
        .one(db)
        .await?
        .ok_or(AppError::NotFound("project"))
}

#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %id))]
pub async fn update(
    state: &AppState,
    owner_id: Uuid,
    id: Uuid,
    patch: ProjectPatch,
) -> Result<projects::Model, AppError> {
    let project = state
        .writes
        .transaction("projects.update", async |txn| {
            let mut active = get(txn, owner_id, id).await?.into_active_model();
            if let Some(name) = patch.name {
                active.name = Set(name.into_inner());
            }
            if let Some(year) = patch.fiscal_year {
                active.fiscal_year = Set(year.into_inner());
            }
            if let Some(description) = patch.description {
                active.description = Set(description.into_inner());
            }
            if let Some(status) = patch.status {
                active.status = Set(status);
            }
            active.updated_at = Set(clock::now());
            active.update(txn).await.map_err(|e| vanished(e, "project"))
        })
        .await?;
    state.project_lists.invalidate(owner_id);
    Ok(project)
}

/// Deletes the project with its sessions and their messages, in one transaction.
#[tracing::instrument(level = "info", skip_all, fields(user_id = %owner_id, project_id = %id))]
pub async fn delete(state: &AppState, owner_id: Uuid, id: Uuid) -> Result<(), AppError> {
    let project = get(&state.db, owner_id, id).await?;
    // Stored objects go first (and their storage is returned); rows follow in one transaction.
    crate::services::files::purge_project(state, project.id).await?;
    state
        .writes
        .transaction("projects.delete", async |txn| {
            let project = get(txn, owner_id, id).await?;
            let session_ids = Query::select()
                .column(sessions::Column::Id)
                .from(sessions::Entity)
                .and_where(sessions::Column::ProjectId.eq(project.id))
                .to_owned();
            messages::Entity::delete_many()
                .filter(messages::Column::SessionId.in_subquery(session_ids))
                .exec(txn)
                .await?;
            sessions::Entity::delete_many()
                .filter(sessions::Column::ProjectId.eq(project.id))
                .exec(txn)
                .await?;
            projects::Entity::delete_by_id(project.id).exec(txn).await?;
            Ok::<_, AppError>(())
        })
        .await?;
    state.project_lists.invalidate(owner_id);
    Ok(())
}
