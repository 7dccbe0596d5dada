//! HTTP: the route table (one place) and the request pipeline pieces.

pub mod admin;
pub mod auth;
pub mod client_ip;
pub mod extract;
pub mod files;
pub mod health;
pub mod projects;
pub mod public;
pub mod quotas;
pub mod request_id;
pub mod response;
pub mod runs;
pub mod security_headers;
pub mod sessions;

use actix_web::{HttpRequest, HttpResponse, web};

use crate::error::AppError;

/// Every route of the backend API.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api/v1")
            .route("/health/liveness", web::get().to(health::liveness))
            .route("/health/readiness", web::get().to(health::readiness))
            .service(
                web::scope("/auth")
                    .route("/register", web::post().to(auth::register))
                    .route("/login", web::post().to(auth::login))
                    .route("/refresh", web::post().to(auth::refresh))
                    .route("/logout", web::post().to(auth::logout))
                    .route("/me", web::get().to(auth::me))
                    .route("/me", web::patch().to(auth::patch_me))
                    .route("/change-password", web::post().to(auth::change_password)),
            )
            .service(
                web::scope("/projects")
                    .route("", web::post().to(projects::create))
                    .route("", web::get().to(projects::list))
                    .route("/{projectId}", web::get().to(projects::get))
                    .route("/{projectId}", web::patch().to(projects::patch))
                    .route("/{projectId}", web::delete().to(projects::delete))
                    .route("/{projectId}/sessions", web::post().to(sessions::create))
                    .route("/{projectId}/sessions", web::get().to(sessions::list))
                    .route(
                        "/{projectId}/sessions/{sessionId}",
                        web::get().to(sessions::get),
                    )
                    .route(
                        "/{projectId}/sessions/{sessionId}",
                        web::delete().to(sessions::delete),
                    )
                    .route(
                        "/{projectId}/sessions/{sessionId}/status",
                        web::patch().to(sessions::set_status),
                    )
                    .route(
                        "/{projectId}/sessions/{sessionId}/title",
                        web::patch().to(sessions::set_title),
                    )
                    .route("/{projectId}/files", web::get().to(files::list))
                    .route("/{projectId}/files/presign", web::post().to(files::presign))
                    .service(
                        web::resource("/{projectId}/files/preview-word")
                            .app_data(extract::json_config(files::PREVIEW_BODY_LIMIT))
                            .route(web::post().to(files::preview_word)),
                    )
                    .route(
                        "/{projectId}/files/{fileId}/confirm",
                        web::post().to(files::confirm),
                    )
                    .route(
                        "/{projectId}/files/{fileId}",
                        web::delete().to(files::delete),
                    ),
            )
            .route(
                "/sessions/{sessionId}/history",
                web::get().to(sessions::history),
            )
            .route("/sessions/{sessionId}/runs", web::post().to(runs::create))
            .route("/quotas/me", web::get().to(quotas::me))
            .route("/screener", web::post().to(public::screener))
            .service(
                web::scope("/admin").route("/users/stats", web::get().to(admin::users::stats)),
            ),
    );
}

/// Unknown routes: a 404 envelope.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    tracing::debug!(path = req.path(), "no route");
    Err(AppError::NotFound("route"))
}
