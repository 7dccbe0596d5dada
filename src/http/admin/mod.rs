//! `/api/v1/admin`: every route takes an `AdminUser` (401 anonymous, 403 non-admin).

pub mod users;

use actix_web::web;

/// The `/admin` routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope("/admin").route("/users/stats", web::get().to(users::stats)));
}
