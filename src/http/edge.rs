//! The edge guard (DESIGN §14): with `edge.required = true`, every `/api/v1` route except the
//! payment provider's webhook answers 403 unless the request carries `Edge-Access-Client-Id` and
//! `Edge-Access-Client-Secret` equal to the configured pair (compared in constant time). The
//! proxy adds them; a browser that reaches the backend directly has neither.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{ResponseError, web};
use secrecy::ExposeSecret;
use subtle::ConstantTimeEq;

use crate::auth::extractors::AuthRejection;
use crate::config::EdgeSettings;
use crate::state::AppState;

pub const CLIENT_ID: &str = "edge-access-client-id";
pub const CLIENT_SECRET: &str = "edge-access-client-secret";

/// The one route the guard leaves open: the payment provider calls it directly.
const WEBHOOK: &str = "/api/v1/billing/payment/webhook";

/// Refuses to start a backend that requires the edge headers without knowing their values.
pub fn check(settings: &EdgeSettings) -> anyhow::Result<()> {
    if settings.required && !settings.configured() {
        anyhow::bail!(
            "edge.required is true but edge.client_id or edge.client_secret is empty; set both (the proxy sends them)"
        );
    }
    Ok(())
}

/// Whether `req` carries the configured pair.
fn admitted(req: &ServiceRequest, settings: &EdgeSettings) -> bool {
    let given = |name: &str| {
        req.headers()
            .get(name)
            .map(|v| v.as_bytes())
            .unwrap_or_default()
    };
    let id_ok = given(CLIENT_ID).ct_eq(settings.client_id.as_bytes());
    let secret_ok = given(CLIENT_SECRET).ct_eq(settings.client_secret.expose_secret().as_bytes());
    settings.configured() && bool::from(id_ok & secret_ok)
}

/// Whether the guard applies to `path`, the path as the router matches it (percent-decoded).
/// Empty segments are dropped first, so that no spelling of an `/api/v1` path slips past it.
fn guarded(path: &str) -> bool {
    let mut segments = path.split('/').filter(|s| !s.is_empty());
    let api = segments.next() == Some("api") && segments.next() == Some("v1");
    api && path != WEBHOOK
}

pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let refused = req
        .app_data::<web::Data<AppState>>()
        .map(|state| &state.settings.edge)
        .is_some_and(|edge| {
            // The router matches the decoded path (`/%61pi/v%31` is `/api/v1`), so the guard
            // reads the same one, never the raw request target.
            edge.required && guarded(req.match_info().as_str()) && !admitted(&req, edge)
        });
    if refused {
        tracing::debug!(path = req.path(), "edge headers missing or wrong");
        let path = req.path().to_owned();
        let response = AuthRejection::Forbidden { path }.error_response();
        return Ok(req.into_response(response).map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_api_route_but_the_webhook_is_guarded() {
        assert!(guarded("/api/v1/projects"));
        assert!(guarded("/api/v1/health/liveness"));
        assert!(guarded("/api/v1"));
        assert!(!guarded(WEBHOOK));
        assert!(guarded("/api/v1/billing/payment/webhook/"));
        assert!(!guarded("/api/v10/projects"));
        assert!(!guarded("/metrics"));
        assert!(guarded("//api//v1/projects"));
        assert!(guarded("/api/v1//billing/payment/webhook"));
    }

    #[test]
    fn a_required_guard_needs_both_values() {
        let mut edge = EdgeSettings {
            required: true,
            client_id: "id".into(),
            client_secret: String::new().into(),
        };
        assert!(check(&edge).is_err());
        edge.client_secret = "s".to_owned().into();
        assert!(check(&edge).is_ok());
        edge.required = false;
        edge.client_id = String::new();
        assert!(check(&edge).is_ok());
    }
}
