//! `/api/v1/admin/users`.

use actix_web::{HttpResponse, web};

use crate::auth::AdminUser;
use crate::error::AppError;
use crate::services::admin_users;
use crate::state::AppState;

/// Raw aggregate stats (spec §4.7, DESIGN §12).
pub async fn stats(
    _admin: AdminUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::Ok().json(admin_users::stats(&state.db).await?))
}
