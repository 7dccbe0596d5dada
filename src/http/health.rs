//! Liveness (the process answers) and readiness (the database answers).

use actix_web::{HttpResponse, web};
use serde_json::json;

use crate::state::AppState;

pub async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "UP"}))
}

pub async fn readiness(state: web::Data<AppState>) -> HttpResponse {
    match state.db.ping().await {
        Ok(()) => HttpResponse::Ok().json(json!({"status": "UP", "checks": {"database": "UP"}})),
        Err(e) => {
            tracing::warn!(error = %e, "readiness: database unreachable");
            HttpResponse::ServiceUnavailable()
                .json(json!({"status": "DOWN", "checks": {"database": "DOWN"}}))
        }
    }
}
