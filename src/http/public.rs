//! Public landing routes: the screener and the contact form.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::domain::{Email, FieldErrors, required_line, required_text};
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::extract::JsonBody;
use crate::http::response::{PlainOutcome, enveloped, plain_failure};
use crate::services::contact::{self, ContactMessage};
use crate::services::screener;
use crate::state::AppState;

const SCREENER_INPUT_MAX: usize = 5_000;

/// The public routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/screener", web::post().to(screener))
        .route("/contact/submit", web::post().to(contact_submit));
}

/// The body of `POST /screener`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ScreenerBody {
    /// A description of the work (1..=5,000 characters).
    #[schema(value_type = String, min_length = 1, max_length = 5000)]
    input: Option<String>,
}

impl ScreenerBody {
    /// The description to screen: normalised multi-line text, present and bounded.
    fn parse(self) -> Result<String, AppError> {
        required_text(
            self.input.as_deref().unwrap_or_default(),
            SCREENER_INPUT_MAX,
        )
        .map_err(|m| AppError::field("input", m))
    }
}

/// A quick eligibility pre-check of a description; nothing is stored. ApiResponse of
/// `{verdict, score, criteria, summary, nextSteps}`.
#[utoipa::path(
    post, path = "/api/v1/screener", tag = "public", operation_id = "screener", summary = "Quick eligibility pre-check",
    request_body = ScreenerBody,
    responses(
        (status = 200, description = "The assessment (ApiResponse of QuickPrecheckResponse); nothing is stored", body = crate::http::openapi::schemas::ApiResponse<crate::http::openapi::schemas::QuickPrecheckResponse>),
        (status = 429, description = "RATE_LIMITED per client address, or CAPACITY_EXHAUSTED"),
        (status = 503, description = "WORKER_FAILED"),
    )
)]
pub async fn screener(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<ScreenerBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().parse()?;
    let client = client_ip(&req, &state.settings.server.trusted_proxies);
    let language = crate::http::extract::answer_language(&req);
    let data = screener::screen(&state, client, &input, language).await?;
    Ok(enveloped(data))
}

/// The bounds of the contact form's fields, in characters.
const CONTACT_NAME_MAX: usize = 100;
const CONTACT_SUBJECT_MAX: usize = 200;
const CONTACT_COMPANY_MAX: usize = 200;
const CONTACT_MESSAGE_MAX: usize = 5_000;

/// The body of `POST /contact/submit`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ContactBody {
    /// 1..=100 characters, one line.
    #[schema(value_type = String, min_length = 1, max_length = 100)]
    name: Option<String>,
    #[schema(value_type = String, format = Email, max_length = 254)]
    email: Option<String>,
    /// At most 200 characters, one line.
    #[schema(max_length = 200)]
    subject: Option<String>,
    /// 1..=5,000 characters.
    #[schema(value_type = String, min_length = 1, max_length = 5000)]
    message: Option<String>,
    /// At most 200 characters, one line.
    #[schema(max_length = 200)]
    company: Option<String>,
}

/// An optional single line: blank is none.
fn optional_line(value: Option<&str>, max: usize) -> Result<Option<String>, String> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => required_line(v, max, "must not be blank").map(Some),
    }
}

impl ContactBody {
    fn parse(self) -> Result<ContactMessage, AppError> {
        let mut errors = FieldErrors::default();
        let name = errors.check(
            "name",
            required_line(
                self.name.as_deref().unwrap_or_default(),
                CONTACT_NAME_MAX,
                "is required",
            ),
        );
        let email = errors.check(
            "email",
            Email::parse(self.email.as_deref().unwrap_or_default()),
        );
        let subject = errors.check(
            "subject",
            optional_line(self.subject.as_deref(), CONTACT_SUBJECT_MAX),
        );
        let company = errors.check(
            "company",
            optional_line(self.company.as_deref(), CONTACT_COMPANY_MAX),
        );
        let message = errors.check(
            "message",
            required_text(
                self.message.as_deref().unwrap_or_default(),
                CONTACT_MESSAGE_MAX,
            )
            .map(|m| m.trim().to_owned()),
        );
        errors.finish()?;
        match (name, email, subject, company, message) {
            (Some(name), Some(email), Some(subject), Some(company), Some(message)) => {
                Ok(ContactMessage {
                    name,
                    email: email.into_inner(),
                    subject,
                    message,
                    company,
                })
            }
            _ => Err(AppError::field("body", "is invalid")),
        }
    }
}

/// `POST /contact/submit` (no token): `{success: true, message}`; a client's failure (validation,
/// the per-IP limit) is the plain `{success: false, message}` with 400 or 429 (+ Retry-After).
#[utoipa::path(
    post, path = "/api/v1/contact/submit", tag = "public", operation_id = "contactSubmit", summary = "Send the contact form",
    request_body = ContactBody,
    responses(
        (status = 200, description = "`{success: true, message}`: stored, and a notification queued", body = PlainOutcome),
        (status = 400, description = "`{success: false, message, fields}` for invalid fields (plain map, not the envelope)", body = PlainOutcome),
        (status = 429, description = "`{success: false, message}` past the per-address limit; Retry-After", body = PlainOutcome),
    )
)]
pub async fn contact_submit(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<ContactBody>,
) -> Result<HttpResponse, AppError> {
    let outcome = async {
        let message = body.into_inner().parse()?;
        let client = client_ip(&req, &state.settings.server.trusted_proxies);
        contact::submit(&state, client, message).await
    }
    .await;
    match outcome {
        Ok(_) => Ok(HttpResponse::Ok().json(PlainOutcome {
            success: true,
            message: "Thank you, your message was received; we will answer by e-mail",
            fields: None,
        })),
        Err(err) => plain_failure(err),
    }
}
