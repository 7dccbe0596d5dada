//! Liveness (the process answers) and readiness (the database and object storage answer).

use actix_web::{HttpResponse, web};
use serde_json::json;

use crate::state::AppState;

pub async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "UP"}))
}

fn label(up: bool) -> &'static str {
    if up { "UP" } else { "DOWN" }
}

pub async fn readiness(state: web::Data<AppState>) -> HttpResponse {
    let (database, storage) = futures_util::join!(state.db.ping(), state.storage.ping());
    if let Err(e) = &database {
        tracing::warn!(error = %e, "readiness: database unreachable");
    }
    if let Err(e) = &storage {
        tracing::warn!(error = %e, "readiness: object storage unreachable");
    }
    let ready = database.is_ok() && storage.is_ok();
    let body = json!({
        "status": label(ready),
        "checks": {"database": label(database.is_ok()), "storage": label(storage.is_ok())},
    });
    if ready {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}
