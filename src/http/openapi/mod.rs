//! The OpenAPI 3.1 document of the backend (DESIGN §15), generated with utoipa from the handlers'
//! `#[utoipa::path]` attributes and the DTOs' `ToSchema` derives, and the interactive reference
//! page: `GET /api/v1/openapi.json` and `GET /api/v1/docs` (Swagger UI, whose assets are compiled
//! into the binary). Both are public. The payment provider's webhook is not in the document
//! (spec §4.11). `taxcredit openapi` prints the same document.

pub mod engine_data;
pub mod enums;
mod errors;
pub mod patterns;
pub mod rules;
pub mod schemas;

use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, web};
use utoipa::OpenApi;

use crate::error::AppError;
use crate::http;
use errors::ErrorResponses;

/// The document: every public route under `/api/v1` but the webhook.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "taxcredit: Research Tax-Credit Workspace Service",
        description = "The backend API. Authenticated routes take `Authorization: Bearer <accessToken>`; \
            errors answer the envelope `{success: false, message, data: null, error: {code, details}, \
            timestamp}` except the auth layer's plain 401/403 bodies. With `edge.required` set, every \
            route answers 403 (plain body) without the proxy's edge headers. The payment provider's \
            webhook is not listed (spec §4.11); it takes its \
            signature in `Payment-Signature` or, as Stripe sends it, `Stripe-Signature` (same format \
            and secrets; when both come, both must verify)."
    ),
    paths(
        http::health::liveness,
        http::health::readiness,
        http::auth::register,
        http::auth::login,
        http::auth::refresh,
        http::auth::logout,
        http::auth::me,
        http::auth::patch_me,
        http::auth::change_password,
        http::auth::idp::idp,
        http::auth::recovery::reset_request,
        http::auth::recovery::forgot_password,
        http::auth::recovery::reset_password,
        http::auth::recovery::reset_validate,
        http::auth::recovery::verify_email_body,
        http::auth::recovery::verify_email_query,
        http::auth::recovery::verify_validate,
        http::auth::recovery::resend_verification,
        http::auth::recovery::email_verification,
        http::projects::create,
        http::projects::list,
        http::projects::get,
        http::projects::patch,
        http::projects::delete,
        http::claim_package::download,
        http::sessions::create,
        http::sessions::list,
        http::sessions::get,
        http::sessions::set_status,
        http::sessions::set_title,
        http::sessions::delete,
        http::sessions::history,
        http::files::list,
        http::files::presign,
        http::files::preview_word,
        http::files::confirm,
        http::files::delete,
        http::runs::create,
        http::codehost::start,
        http::codehost::exchange,
        http::codehost::status,
        http::codehost::repos,
        http::codehost::branches,
        http::codehost::bind,
        http::codehost::unbind,
        http::quotas::me,
        http::public::screener,
        http::public::contact_submit,
        http::billing::subscription_plans,
        http::billing::me,
        http::billing::subscription_checkout,
        http::billing::expert_review_checkout,
        http::billing::confirm,
        http::billing::portal_session,
        http::billing::orders,
        http::billing::order_by_checkout_session,
        http::billing::order,
        http::admin::users::stats,
        http::admin::users::list,
        http::admin::users::get,
        http::admin::users::patch,
        http::admin::users::suspend,
        http::admin::users::activate,
        http::admin::invitations::create,
        http::admin::invitations::list,
        http::admin::invitations::batch,
        http::admin::invitations::get,
        http::admin::invitations::revoke,
        http::admin::config::billing::billing_config,
        http::admin::config::billing::update_plan,
        http::admin::config::billing::update_expert_review,
        http::admin::config::quotas::quota_config,
        http::admin::config::quotas::update_tier_quota,
        http::admin::config::quotas::update_global_quota,
        http::admin::reviews::list,
        http::admin::reviews::get,
        http::admin::reviews::patch_status,
        http::admin::reviews::download,
        http::admin::reviews::t661_latest,
        document,
        docs_index,
        docs_root,
        docs_file,
    ),
    components(schemas(schemas::ErrorDetails, schemas::AuthError)),
    modifiers(&ErrorResponses),
    tags(
        (name = "health", description = "Liveness and readiness"),
        (name = "auth", description = "Accounts, sign-in and tokens, recovery and verification"),
        (name = "projects", description = "Projects"),
        (name = "sessions", description = "Sessions and their history"),
        (name = "files", description = "Evidence files: presigned uploads, confirmation, indexing"),
        (name = "runs", description = "AI runs on a session"),
        (name = "codehost", description = "The code-host integration of a project"),
        (name = "quotas", description = "The caller's quota"),
        (name = "public", description = "The screener and the contact form"),
        (name = "billing", description = "Plans, checkout, the billing profile and expert-review orders"),
        (name = "admin", description = "Admin console (role ADMIN)"),
        (name = "docs", description = "This document and its reference page"),
    )
)]
pub struct ApiDoc;

/// The document as pretty JSON (for `taxcredit openapi`).
pub fn json_pretty() -> Result<String, serde_json::Error> {
    serde_json::to_string_pretty(&document_value()?)
}

/// The generated document with what the service enforces written in ([`rules`]).
fn document_value() -> Result<serde_json::Value, serde_json::Error> {
    let mut value = serde_json::to_value(ApiDoc::openapi())?;
    rules::apply(&mut value);
    Ok(value)
}

/// The document as served, built once.
fn document_json() -> Result<&'static str, AppError> {
    static JSON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if let Some(json) = JSON.get() {
        return Ok(json);
    }
    let json = document_value()
        .and_then(|v| serde_json::to_string(&v))
        .map_err(|e| AppError::Internal(e.into()))?;
    Ok(JSON.get_or_init(|| json))
}

/// The routes, mounted in the `/api/v1` scope.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/openapi.json", web::get().to(document))
        .route("/docs", web::get().to(docs_index))
        .route("/docs/", web::get().to(docs_root))
        .route("/docs/{file}", web::get().to(docs_file));
}

/// `GET /api/v1/openapi.json`.
#[utoipa::path(
    get, path = "/api/v1/openapi.json", tag = "docs", operation_id = "openapiDocument", summary = "This OpenAPI document",
    responses((status = 200, description = "This OpenAPI 3.1 document", body = Object))
)]
pub async fn document() -> Result<HttpResponse, AppError> {
    let json = document_json()?;
    Ok(HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(json))
}

/// The Swagger UI configuration: the document relative to the page (`/api/v1/docs/` ->
/// `/api/v1/openapi.json`), so the page also works behind a proxy that adds a path prefix.
fn swagger_config() -> std::sync::Arc<utoipa_swagger_ui::Config<'static>> {
    std::sync::Arc::new(
        utoipa_swagger_ui::Config::from("../openapi.json")
            .try_it_out_enabled(true)
            .persist_authorization(true)
            .display_operation_id(true),
    )
}

/// One file of the embedded Swagger UI; `None` for an unknown one.
fn swagger_file(name: &str) -> Result<Option<(Vec<u8>, String)>, AppError> {
    match utoipa_swagger_ui::serve(name, swagger_config()) {
        Ok(file) => Ok(file.map(|f| (f.bytes.into_owned(), f.content_type))),
        Err(e) => Err(AppError::Internal(anyhow::anyhow!(
            "swagger ui file {name}: {e}"
        ))),
    }
}

/// The page, with its assets read relative to `base` (`docs/` when served without the slash).
fn index(base: Option<&str>) -> Result<HttpResponse, AppError> {
    let (bytes, _) = swagger_file("index.html")?.ok_or(AppError::NotFound("page"))?;
    let mut html = String::from_utf8_lossy(&bytes).into_owned();
    if let Some(base) = base {
        html = html.replacen("<head>", &format!("<head>\n    <base href=\"{base}\">"), 1);
    }
    Ok(HttpResponse::Ok()
        .content_type(ContentType::html())
        .body(html))
}

/// `GET /api/v1/docs`: the interactive reference page.
#[utoipa::path(
    get, path = "/api/v1/docs", tag = "docs", operation_id = "docsPage", summary = "The reference page",
    responses((status = 200, description = "The reference page (Swagger UI)", body = String, content_type = "text/html"))
)]
pub async fn docs_index() -> Result<HttpResponse, AppError> {
    index(Some("docs/"))
}

/// `GET /api/v1/docs/`: the same page.
#[utoipa::path(
    get, path = "/api/v1/docs/", tag = "docs", operation_id = "docsPageSlash", summary = "The reference page",
    responses((status = 200, description = "The reference page (Swagger UI)", body = String, content_type = "text/html"))
)]
pub async fn docs_root() -> Result<HttpResponse, AppError> {
    index(None)
}

/// `GET /api/v1/docs/{file}`: the page's scripts, styles and icons.
#[utoipa::path(
    get, path = "/api/v1/docs/{file}", tag = "docs", operation_id = "docsAsset", summary = "A file of the reference page",
    params(("file" = String, Path, description = "A file of the page, e.g. `swagger-ui-bundle.js`")),
    responses(
        (status = 200, description = "The file", content(
            (String = "text/html"), (String = "text/css"), (String = "text/javascript"),
            (String = "application/javascript"), (String = "application/json"), (String = "image/png"),
        )),
        (status = 404, description = "No such file"),
    )
)]
pub async fn docs_file(path: web::Path<String>) -> Result<HttpResponse, AppError> {
    let name = path.into_inner();
    let (bytes, content_type) = swagger_file(&name)?.ok_or(AppError::NotFound("file"))?;
    Ok(HttpResponse::Ok().content_type(content_type).body(bytes))
}
