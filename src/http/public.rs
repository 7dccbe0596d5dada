//! Public landing routes: the screener.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::domain::multi_line;
use crate::error::AppError;
use crate::http::client_ip::client_ip;
use crate::http::response::enveloped;
use crate::services::screener;
use crate::state::AppState;

const SCREENER_INPUT_MAX: usize = 5_000;

#[derive(Deserialize)]
pub struct ScreenerBody {
    input: Option<String>,
}

/// A quick eligibility pre-check of a description; nothing is stored. ApiResponse of
/// `{verdict, score, criteria, summary, nextSteps}`.
pub async fn screener(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ScreenerBody>,
) -> Result<HttpResponse, AppError> {
    let input = body.into_inner().input.unwrap_or_default();
    let input = multi_line(&input).map_err(|m| AppError::field("input", m))?;
    let length = input.trim().chars().count();
    if length == 0 {
        return Err(AppError::field("input", "is required"));
    }
    if length > SCREENER_INPUT_MAX {
        return Err(AppError::field(
            "input",
            format!("must be at most {SCREENER_INPUT_MAX} characters"),
        ));
    }
    let client = client_ip(&req, &state.settings.server.trusted_proxies);
    let data = screener::screen(&state, client, &input).await?;
    Ok(enveloped(data))
}
