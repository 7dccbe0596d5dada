//! Liveness (the process answers) and readiness (the database accepts a committed write and
//! object storage answers).

use actix_web::{HttpResponse, web};
use serde_json::json;

use crate::db::DbFault;
use crate::state::AppState;

pub async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "UP"}))
}

fn label(up: bool) -> &'static str {
    if up { "UP" } else { "DOWN" }
}

/// UP only when a write commits: a database that answers reads but refuses writes (full disk,
/// read-only file or replica) is not ready for this service.
pub async fn readiness(state: web::Data<AppState>) -> HttpResponse {
    let (database, storage) = futures_util::join!(
        state.write_probe.check(&state.db, &state.writes),
        state.storage.ping()
    );
    let database_state = match &database {
        Ok(()) => "UP",
        Err(e) => {
            tracing::warn!(error = %e, "readiness: the database does not accept writes");
            match crate::db::classify(e) {
                Some(DbFault::StorageFull) => "FULL",
                _ => "DOWN",
            }
        }
    };
    if let Err(e) = &storage {
        tracing::warn!(error = %e, "readiness: object storage unreachable");
    }
    let ready = database.is_ok() && storage.is_ok();
    let body = json!({
        "status": label(ready),
        "checks": {"database": database_state, "storage": label(storage.is_ok())},
    });
    if ready {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}
