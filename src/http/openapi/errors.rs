//! The error answers of every operation, added in one pass over the document (a [`Modify`]) so
//! that each `#[utoipa::path]` names only what is particular to its route:
//!
//! - the error envelope `{success: false, message, data: null, error: {code, details},
//!   timestamp}` gets one schema per status (`Error400`, `Error404`, ...), whose `error.code` lists
//!   exactly the codes of `src/error/code.rs` with that status;
//! - a route's error response declared without a body gets the envelope of its status;
//! - every operation may answer 500 and 503 (the database, storage or ledger), one with parameters
//!   or a body 400 (a malformed body, path or query), one with a body 413; an authenticated one
//!   401 with the auth layer's plain body (or either body when the route declares a 401 of its
//!   own, e.g. a wrong current password), an admin one also 403 with the plain body;
//! - the bearer scheme `bearerAuth`.

use std::collections::BTreeSet;

use utoipa::Modify;
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::path::Operation;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{KnownFormat, SchemaType};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Ref, Schema, SchemaFormat, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{OpenApi, RefOr};

use crate::error::ErrorCode;

/// The name of the bearer security scheme.
pub const BEARER: &str = "bearerAuth";

/// The statuses an error code can have.
fn error_statuses() -> BTreeSet<u16> {
    ErrorCode::ALL.iter().map(|c| c.status().as_u16()).collect()
}

/// The envelope schema of the errors with `status`.
fn envelope(status: u16) -> Schema {
    let codes = ErrorCode::ALL
        .iter()
        .filter(|c| c.status().as_u16() == status)
        .map(|c| c.as_str());
    let error = ObjectBuilder::new()
        .property(
            "code",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(codes)),
        )
        .required("code")
        .property("details", Ref::from_schema_name("ErrorDetails"))
        .required("details");
    ObjectBuilder::new()
        .description(Some(format!(
            "The error envelope of a {status} answer; `error.code` names the condition."
        )))
        .property(
            "success",
            ObjectBuilder::new()
                .schema_type(Type::Boolean)
                .enum_values(Some([false])),
        )
        .required("success")
        .property(
            "message",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .description(Some("A sentence for the user")),
        )
        .required("message")
        .property("data", ObjectBuilder::new().schema_type(Type::Null))
        .required("data")
        .property("error", error)
        .required("error")
        .property(
            "timestamp",
            ObjectBuilder::new()
                .schema_type(SchemaType::new(Type::String))
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime))),
        )
        .required("timestamp")
        .into()
}

/// The generic description of an error status.
fn describe(status: u16) -> &'static str {
    match status {
        400 => "The request is invalid (VALIDATION_FAILED names each field in `details.fields`)",
        401 => "Not authenticated",
        403 => "Forbidden",
        404 => "No such resource, or not the caller's",
        409 => "The resource's state forbids the change",
        413 => "The body is larger than the route accepts",
        429 => "A limit was reached; Retry-After says when to retry",
        500 => "An unexpected fault (the cause is only in the service's log)",
        502 => "An upstream service (payment provider, code host, identity provider) failed",
        503 => "A dependency is unavailable (database, object storage, quota ledger); Retry-After",
        _ => "An error",
    }
}

fn json(description: &str, schema: impl Into<RefOr<Schema>>) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new().schema(Some(schema)).build(),
        )
        .build()
}

/// The auth layer's plain 401/403.
fn plain(status: u16) -> Response {
    let description = if status == 401 {
        "Missing, malformed, expired or revoked bearer token, or a suspended account (plain body)"
    } else {
        "The caller is not an ADMIN (plain body)"
    };
    json(description, Ref::from_schema_name("AuthError"))
}

/// Adds the error answers to one operation.
fn complete(op: &mut Operation, path: &str, known: &BTreeSet<u16>) {
    let secured = op.security.as_ref().is_some_and(|s| !s.is_empty());
    let responses = &mut op.responses.responses;
    // Declared without a body: the envelope of the status (either body for a secured 401).
    for (status, response) in responses.iter_mut() {
        let Ok(code) = status.parse::<u16>() else {
            continue;
        };
        if let RefOr::T(response) = response
            && code >= 400
            && response.content.is_empty()
            && known.contains(&code)
        {
            let envelope = Ref::from_schema_name(format!("Error{code}"));
            let schema: RefOr<Schema> = if secured && code == 401 {
                OneOfBuilder::new()
                    .item(Ref::from_schema_name("AuthError"))
                    .item(envelope)
                    .into()
            } else {
                envelope.into()
            };
            response.content.insert(
                "application/json".to_owned(),
                ContentBuilder::new().schema(Some(schema)).build(),
            );
        }
    }
    let mut add = |status: u16, response: Response| {
        responses
            .entry(status.to_string())
            .or_insert_with(|| RefOr::T(response));
    };
    let has_input = op.parameters.as_ref().is_some_and(|p| !p.is_empty());
    if op.request_body.is_some() {
        add(413, json(describe(413), Ref::from_schema_name("Error413")));
    }
    if has_input || op.request_body.is_some() {
        add(400, json(describe(400), Ref::from_schema_name("Error400")));
    }
    if secured {
        add(401, plain(401));
        if path.starts_with("/api/v1/admin/") {
            add(403, plain(403));
        }
    }
    add(500, json(describe(500), Ref::from_schema_name("Error500")));
    add(503, json(describe(503), Ref::from_schema_name("Error503")));
}

/// See the module's documentation.
pub struct ErrorResponses;

impl Modify for ErrorResponses {
    fn modify(&self, openapi: &mut OpenApi) {
        let known = error_statuses();
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            BEARER,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some(
                        "The access token of `/api/v1/auth/login`, `/register`, `/refresh` or \
                         `/idp` (`accessToken`)",
                    ))
                    .build(),
            ),
        );
        for status in &known {
            components
                .schemas
                .insert(format!("Error{status}"), RefOr::T(envelope(*status)));
        }
        for (path, item) in openapi.paths.paths.iter_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.options,
                &mut item.head,
                &mut item.patch,
                &mut item.trace,
            ];
            for op in operations.into_iter().flatten() {
                complete(op, path, &known);
            }
        }
    }
}
