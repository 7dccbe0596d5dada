//! `/api/v1/health`: liveness (the process answers) and readiness (the database accepts a
//! committed write and object storage answers).

use actix_web::{HttpResponse, web};
use serde::Serialize;

use crate::db::DbFault;
use crate::state::AppState;

/// The health routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/health/liveness", web::get().to(liveness))
        .route("/health/readiness", web::get().to(readiness));
}

/// `{"status": "UP"}` (liveness).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Liveness {
    pub status: &'static str,
}

/// Readiness: the overall status and each dependency's. Fields in alphabetical order, as the
/// JSON has always been written.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Readiness {
    pub checks: Checks,
    pub status: &'static str,
}

/// Each dependency's state: `UP`, `DOWN`, or `FULL` for a database out of space.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Checks {
    pub database: &'static str,
    pub storage: &'static str,
}

/// The process answers.
#[utoipa::path(
    get, path = "/api/v1/health/liveness", tag = "health", operation_id = "liveness", summary = "Liveness",
    responses((status = 200, description = "The process answers: `{\"status\": \"UP\"}`", body = Liveness))
)]
pub async fn liveness() -> HttpResponse {
    HttpResponse::Ok().json(Liveness { status: "UP" })
}

fn label(up: bool) -> &'static str {
    if up { "UP" } else { "DOWN" }
}

/// UP only when a write commits: a database that answers reads but refuses writes (full disk,
/// read-only file or replica) is not ready for this service.
#[utoipa::path(
    get, path = "/api/v1/health/readiness", tag = "health", operation_id = "readiness", summary = "Readiness",
    responses(
        (status = 200, description = "Ready: the database commits a write and object storage answers", body = Readiness),
        (status = 503, description = "Not ready: `status` DOWN; each dependency `UP`, `DOWN` or (database) `FULL`", body = Readiness),
    )
)]
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
    let body = Readiness {
        checks: Checks {
            database: database_state,
            storage: label(storage.is_ok()),
        },
        status: label(ready),
    };
    if ready {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The structs write the same bytes as the `json!` literals the routes answered with before.
    #[test]
    fn the_health_json_is_unchanged() {
        let live = serde_json::to_string(&Liveness { status: "UP" }).expect("serializes");
        assert_eq!(live, json!({"status": "UP"}).to_string());
        let ready = Readiness {
            checks: Checks {
                database: "FULL",
                storage: "UP",
            },
            status: "DOWN",
        };
        let before = json!({"status": "DOWN", "checks": {"database": "FULL", "storage": "UP"}});
        let now = serde_json::to_string(&ready).expect("serializes");
        assert_eq!(now, before.to_string());
    }
}
