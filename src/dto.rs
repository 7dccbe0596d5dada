//! JSON shapes returned to clients (camelCase, DESIGN §4 and §5).

use chrono::{DateTime, Utc};
use entities::{messages, projects, sessions, users};
use serde::Serialize;
use uuid::Uuid;

use crate::domain::{
    MembershipTier, MessageRole, ProjectStatus, Role, SessionStatus, SessionType, UserStatus,
};

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDto {
    pub id: Uuid,
    pub username: Option<String>,
    pub email: String,
    pub full_name: Option<String>,
    #[schema(value_type = crate::http::openapi::enums::Role)]
    pub role: Role,
    #[schema(value_type = crate::http::openapi::enums::UserStatus)]
    pub status: UserStatus,
    #[schema(value_type = crate::http::openapi::enums::MembershipTier)]
    pub membership_tier: MembershipTier,
    pub email_verified: bool,
    pub created_at: DateTime<Utc>,
}

impl From<users::Model> for UserDto {
    fn from(u: users::Model) -> Self {
        UserDto {
            id: u.id,
            username: u.username,
            email: u.email,
            full_name: u.full_name,
            role: u.role,
            status: u.status,
            membership_tier: u.membership_tier,
            email_verified: u.email_verified,
            created_at: u.created_at,
        }
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthResponse {
    pub access_token: String,
    pub refresh_token: String,
    /// Always `Bearer`.
    pub token_type: &'static str,
    /// The access token's lifetime in seconds.
    pub expires_in: i64,
    pub user: UserDto,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectDto {
    pub id: Uuid,
    pub name: String,
    pub fiscal_year: String,
    pub description: Option<String>,
    #[schema(value_type = crate::http::openapi::enums::ProjectStatus)]
    pub status: ProjectStatus,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<projects::Model> for ProjectDto {
    fn from(p: projects::Model) -> Self {
        ProjectDto {
            id: p.id,
            name: p.name,
            fiscal_year: p.fiscal_year,
            description: p.description,
            status: p.status,
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionDto {
    pub id: Uuid,
    pub project_id: Uuid,
    #[serde(rename = "type")]
    #[schema(value_type = crate::http::openapi::enums::SessionType)]
    pub session_type: SessionType,
    pub title: Option<String>,
    #[schema(value_type = crate::http::openapi::enums::SessionStatus)]
    pub status: SessionStatus,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_message_at: Option<DateTime<Utc>>,
}

impl From<sessions::Model> for SessionDto {
    fn from(s: sessions::Model) -> Self {
        SessionDto {
            id: s.id,
            project_id: s.project_id,
            session_type: s.session_type,
            title: s.title,
            status: s.status,
            created_at: s.created_at,
            updated_at: s.updated_at,
            last_message_at: s.last_message_at,
        }
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageDto {
    pub id: Uuid,
    pub session_id: Uuid,
    #[schema(value_type = crate::http::openapi::enums::MessageRole)]
    pub role: MessageRole,
    pub content: String,
    pub run_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
}

impl From<messages::Model> for MessageDto {
    fn from(m: messages::Model) -> Self {
        MessageDto {
            id: m.id,
            session_id: m.session_id,
            role: m.role,
            content: m.content,
            run_id: m.run_id,
            created_at: m.created_at,
        }
    }
}
