//! Which headers cross the proxy. Hop-by-hop headers (RFC 9110 §7.6.1: Connection and those it
//! names, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade) stop at the proxy in both
//! directions; client-sent edge headers are dropped before the configured ones are added
//! (RELIABILITY 31); Host and Content-Length are set for the upstream connection itself.

use std::net::IpAddr;

use actix_web::HttpResponseBuilder;
use actix_web::http::header::HeaderMap as ActixHeaders;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use secrecy::{ExposeSecret, SecretString};

use crate::http::edge::{CLIENT_ID, CLIENT_SECRET};

const HOP_BY_HOP: &[&str] = &[
    "connection",
    "keep-alive",
    "te",
    "trailer",
    "trailers",
    "transfer-encoding",
    "upgrade",
];

/// Whether `name` (lower case) is hop-by-hop, given the message's `Connection` tokens.
fn hop_by_hop(name: &str, connection: &[String]) -> bool {
    HOP_BY_HOP.contains(&name) || name.starts_with("proxy-") || connection.iter().any(|c| c == name)
}

/// The header names a `Connection` header lists (lower case).
fn connection_tokens<'a>(values: impl Iterator<Item = &'a [u8]>) -> Vec<String> {
    values
        .filter_map(|v| std::str::from_utf8(v).ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().to_ascii_lowercase())
        .filter(|t| !t.is_empty())
        .collect()
}

/// The headers sent upstream: the client's end-to-end headers, without Host, Content-Length and
/// any edge header, plus the configured edge pair and the client's address in
/// `X-Forwarded-For`.
pub fn upstream(
    incoming: &ActixHeaders,
    (id, secret): (&str, &SecretString),
    peer: Option<IpAddr>,
) -> HeaderMap {
    let connection = connection_tokens(
        incoming
            .get_all(actix_web::http::header::CONNECTION)
            .map(|v| v.as_bytes()),
    );
    let mut out = HeaderMap::with_capacity(incoming.len() + 3);
    let mut forwarded_for: Vec<u8> = Vec::new();
    for (name, value) in incoming {
        let name = name.as_str();
        if hop_by_hop(name, &connection)
            || matches!(name, "host" | "content-length" | CLIENT_ID | CLIENT_SECRET)
        {
            continue;
        }
        if name == "x-forwarded-for" {
            if !forwarded_for.is_empty() {
                forwarded_for.extend_from_slice(b", ");
            }
            forwarded_for.extend_from_slice(value.as_bytes());
            continue;
        }
        if let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_bytes(value.as_bytes()),
        ) {
            out.append(name, value);
        }
    }
    if let Some(ip) = peer {
        if !forwarded_for.is_empty() {
            forwarded_for.extend_from_slice(b", ");
        }
        forwarded_for.extend_from_slice(ip.to_string().as_bytes());
    }
    if let Ok(value) = HeaderValue::from_bytes(&forwarded_for)
        && !forwarded_for.is_empty()
    {
        out.insert("x-forwarded-for", value);
    }
    if let (Ok(id), Ok(secret)) = (
        HeaderValue::from_str(id),
        HeaderValue::from_str(secret.expose_secret().trim()),
    ) {
        out.insert(CLIENT_ID, id);
        let mut secret = secret;
        secret.set_sensitive(true);
        out.insert(CLIENT_SECRET, secret);
    }
    out
}

/// Copies the upstream answer's end-to-end headers onto `builder` (Content-Length is the
/// caller's: it decides chunking).
pub fn downstream(upstream: &HeaderMap, builder: &mut HttpResponseBuilder) {
    let connection = connection_tokens(
        upstream
            .get_all(reqwest::header::CONNECTION)
            .iter()
            .map(|v| v.as_bytes()),
    );
    for (name, value) in upstream {
        let name = name.as_str();
        if hop_by_hop(name, &connection) || name == "content-length" {
            continue;
        }
        if let (Ok(name), Ok(value)) = (
            actix_web::http::header::HeaderName::from_bytes(name.as_bytes()),
            actix_web::http::header::HeaderValue::from_bytes(value.as_bytes()),
        ) {
            builder.append_header((name, value));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hop_by_hop_and_edge_headers_stop_and_the_configured_pair_is_added() {
        let mut incoming = ActixHeaders::new();
        let put = |h: &mut ActixHeaders, n: &'static str, v: &'static str| {
            h.append(
                actix_web::http::header::HeaderName::from_static(n),
                actix_web::http::header::HeaderValue::from_static(v),
            )
        };
        put(&mut incoming, "authorization", "Bearer abc");
        put(&mut incoming, "connection", "keep-alive, x-secret-hop");
        put(&mut incoming, "x-secret-hop", "1");
        put(&mut incoming, "keep-alive", "timeout=5");
        put(&mut incoming, "proxy-authorization", "Basic x");
        put(&mut incoming, "te", "trailers");
        put(&mut incoming, "upgrade", "websocket");
        put(&mut incoming, "host", "proxy.example");
        put(&mut incoming, "edge-access-client-id", "forged");
        put(&mut incoming, "edge-access-client-secret", "forged");
        put(&mut incoming, "x-forwarded-for", "203.0.113.9");
        put(&mut incoming, "accept", "application/json");
        let secret = SecretString::from("s3cret".to_owned());
        let out = upstream(&incoming, ("edge-id", &secret), "10.0.0.7".parse().ok());
        let names: Vec<&str> = out.keys().map(|k| k.as_str()).collect();
        for gone in [
            "connection",
            "x-secret-hop",
            "keep-alive",
            "proxy-authorization",
            "te",
            "upgrade",
            "host",
        ] {
            assert!(!names.contains(&gone), "{gone} crossed: {names:?}");
        }
        assert_eq!(out["authorization"], "Bearer abc");
        assert_eq!(out["accept"], "application/json");
        assert_eq!(out["edge-access-client-id"], "edge-id");
        assert_eq!(out["edge-access-client-secret"], "s3cret");
        assert_eq!(out.get_all("edge-access-client-id").iter().count(), 1);
        assert_eq!(out["x-forwarded-for"], "203.0.113.9, 10.0.0.7");
    }
}
