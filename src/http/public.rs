//! Public landing routes: the screener.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::domain::required_text;
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::response::enveloped;
use crate::services::screener;
use crate::state::AppState;

const SCREENER_INPUT_MAX: usize = 5_000;

/// The public routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/screener", web::post().to(screener));
}

/// The body of `POST /screener`.
#[derive(Deserialize)]
pub struct ScreenerBody {
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
pub async fn screener(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ScreenerBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().parse()?;
    let client = client_ip(&req, &state.settings.server.trusted_proxies);
    let data = screener::screen(&state, client, &input).await?;
    Ok(enveloped(data))
}
