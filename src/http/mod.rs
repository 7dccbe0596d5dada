//! HTTP: the route table (composed from one `configure` per area) and the request pipeline
//! pieces.

pub mod admin;
pub mod allowed_methods;
pub mod auth;
pub mod billing;
pub mod claim_package;
pub mod client_ip;
pub mod codehost;
pub mod edge;
pub mod extract;
pub mod files;
pub mod health;
pub mod openapi;
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

/// Every route of the backend API, one line per area: each area's `configure` registers its own
/// routes. The areas whose paths start with `/projects/{projectId}` (projects, sessions, files)
/// add them into one `/projects` scope, so a request under `/projects` is matched inside one scope
/// as before. A new area is one `mod` line above and one `.configure(..)` line here.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api/v1")
            .configure(health::configure)
            .configure(auth::configure)
            .service(
                web::scope("/projects")
                    .configure(projects::configure)
                    .configure(sessions::configure_in_project)
                    .configure(files::configure)
                    .configure(claim_package::configure)
                    .configure(codehost::configure),
            )
            .configure(sessions::configure)
            .configure(runs::configure)
            .configure(quotas::configure)
            .configure(public::configure)
            .configure(billing::configure)
            .configure(openapi::configure)
            .configure(admin::configure),
    );
}

/// A guard for a route whose last path segment is a parameter: it does not take the literal
/// `words` of sibling routes (`/users/stats` beside `/users/{userId}`), so another method on such
/// a path is 405 naming the sibling's methods, not the parameter route's 400.
pub fn not_named(words: &'static [&'static str]) -> impl actix_web::guard::Guard {
    actix_web::guard::fn_guard(move |ctx| {
        let path = ctx.head().uri.path();
        let last = path.rsplit('/').next().unwrap_or_default();
        !words.contains(&last)
    })
}

/// Unknown routes: a 404 envelope; a known path asked with a method it does not have, 405 with
/// `Allow`.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    tracing::debug!(path = req.path(), method = %req.method(), "no route");
    if let Some(allow) = allowed_methods::allowed(req.path()) {
        let code = crate::error::ErrorCode::MethodNotAllowed;
        let mut response = response::error_body(
            code.status(),
            code,
            format!("{} is not allowed here; allowed: {allow}", req.method()),
            crate::error::ErrorDetails::None {},
        );
        if let Ok(value) = actix_web::http::header::HeaderValue::from_str(&allow) {
            response
                .headers_mut()
                .insert(actix_web::http::header::ALLOW, value);
        }
        return Ok(response);
    }
    Err(AppError::NotFound("route"))
}
