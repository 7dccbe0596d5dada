//! `/api/v1/admin`: every route takes an `AdminUser` (401 anonymous, 403 non-admin); every write
//! route is rate limited per admin (`admin.writes_per_minute`, 429 with Retry-After) and writes an
//! audit row in its transaction.

pub mod config;
pub mod invitations;
pub mod reviews;
pub mod users;

use actix_web::web;
use serde::Deserialize;

use crate::auth::AdminUser;
use crate::error::AppError;
use crate::state::AppState;

/// The `/admin` routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/admin")
            .configure(users::configure)
            .configure(invitations::configure)
            .configure(config::configure)
            .configure(reviews::configure),
    );
}

/// The default and largest page sizes of the admin lists.
pub const PAGE_SIZE_DEFAULT: u64 = 20;
pub const PAGE_SIZE_MAX: u64 = 200;

/// `page` (0-based) and `size` (default 20, clamped into 1..=200) of a list query.
#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    page: Option<String>,
    size: Option<String>,
}

impl PageQuery {
    pub fn parse(&self) -> Result<(u64, u64), AppError> {
        let number = |field: &str, value: Option<&str>| match value.map(str::trim) {
            None | Some("") => Ok(None),
            // An int64, as the document says: a larger number is refused, never clamped.
            Some(v) => v
                .parse::<i64>()
                .ok()
                .and_then(|n| u64::try_from(n).ok())
                .map(Some)
                .ok_or_else(|| AppError::field(field, "must be a non-negative whole number")),
        };
        let page = number("page", self.page.as_deref())?
            .unwrap_or(0)
            .min(1_000_000);
        let size = number("size", self.size.as_deref())?
            .unwrap_or(PAGE_SIZE_DEFAULT)
            .clamp(1, PAGE_SIZE_MAX);
        Ok((page, size))
    }
}

/// Counts an admin write against the admin's rate limit (429 RATE_LIMITED with Retry-After),
/// shared by the replicas on PostgreSQL.
pub async fn write_allowed(state: &AppState, admin: &AdminUser) -> Result<(), AppError> {
    state.admin_write_limiter.hit(&admin.0.id).await
}
