//! One forwarded request: pick an origin, send method, path, query, headers and body upstream,
//! stream the answer back. A small body (known length up to [`REPLAYABLE_BYTES`]) is held so a
//! refused connection can be retried on the next origin; a larger one streams through a bounded
//! channel (memory stays a few chunks whatever its size) and is tried on one origin only. A
//! request body that stops flowing for `proxy.timeout_ms` is cut (408 while it is being held).

use actix_web::web::{Bytes, Payload};
use actix_web::{HttpRequest, HttpResponse, web};
use futures_util::StreamExt;

use super::{ProxyState, headers, misconfigured, upstream_failed};

/// Bodies up to this size (with a declared length) are held and may be replayed.
const REPLAYABLE_BYTES: u64 = 1024 * 1024;
/// Chunks in flight between the client's body and the upstream request.
const CHANNEL_CHUNKS: usize = 8;

type Chunk = Result<Bytes, std::io::Error>;

/// The request body as the proxy sends it.
enum Body {
    /// Empty or small: kept whole, so it can be sent again.
    Held(Bytes),
    /// Large or of unknown length: one pass.
    Streamed(Option<tokio::sync::mpsc::Receiver<Chunk>>),
}

/// The backend path of a browser path: what follows `/api/bff`, as the client wrote it (never
/// re-encoded), when it stays under `/api/v1`. A segment that is `.` or `..` (also
/// percent-encoded) or holds an encoded slash or a backslash could leave `/api/v1` once the
/// upstream URL is normalised, so such a path is not forwarded.
fn backend_path(raw: &str) -> Option<&str> {
    let path = raw.strip_prefix(super::PREFIX)?;
    let tail = path.strip_prefix("/api/v1")?;
    if !(tail.is_empty() || tail.starts_with('/')) {
        return None;
    }
    let safe = tail.split('/').all(|segment| {
        let decoded = percent_encoding::percent_decode_str(segment).decode_utf8_lossy();
        !matches!(decoded.as_ref(), "." | "..") && !decoded.contains(['/', '\\'])
    });
    safe.then_some(path)
}

pub async fn forward(
    req: HttpRequest,
    mut payload: Payload,
    state: web::Data<ProxyState>,
) -> HttpResponse {
    let Some((edge_id, edge_secret)) = state.edge.as_ref() else {
        return misconfigured();
    };
    if state.origins.is_empty() {
        return misconfigured();
    }
    let Some(path) = backend_path(req.uri().path()) else {
        return super::not_found().await;
    };
    let path_and_query = match req.query_string() {
        "" => path.to_owned(),
        q => format!("{path}?{q}"),
    };
    let Ok(method) = reqwest::Method::from_bytes(req.method().as_str().as_bytes()) else {
        return upstream_failed();
    };
    let peer = req.peer_addr().map(|a| a.ip());
    let mut headers = headers::upstream(req.headers(), (edge_id, edge_secret), peer);
    let declared: Option<u64> = req
        .headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok());
    let chunked = req
        .headers()
        .contains_key(actix_web::http::header::TRANSFER_ENCODING);

    // Small bodies are read first (bounded by their declared length); others stream.
    let (mut body, pump) = match declared {
        Some(n) if n <= REPLAYABLE_BYTES && !chunked => {
            let mut held = web::BytesMut::with_capacity(n as usize);
            loop {
                let Ok(next) = tokio::time::timeout(state.timeout, payload.next()).await else {
                    // The body stopped flowing: the connection is not held any longer.
                    return HttpResponse::RequestTimeout().finish();
                };
                match next {
                    None => break,
                    Some(Ok(c)) if held.len() + c.len() <= n as usize => held.extend_from_slice(&c),
                    // More than declared, or the client went away: nothing is sent upstream.
                    Some(_) => return HttpResponse::BadRequest().finish(),
                }
            }
            (Body::Held(held.freeze()), None)
        }
        None if !chunked => (Body::Held(Bytes::new()), None),
        _ => {
            if let Some(n) = declared
                && let Ok(v) = reqwest::header::HeaderValue::from_str(&n.to_string())
            {
                headers.insert(reqwest::header::CONTENT_LENGTH, v);
            }
            let (tx, rx) = tokio::sync::mpsc::channel::<Chunk>(CHANNEL_CHUNKS);
            let idle = state.timeout;
            let pump = async move {
                loop {
                    let chunk = match tokio::time::timeout(idle, payload.next()).await {
                        Ok(Some(chunk)) => chunk,
                        Ok(None) => break,
                        // The body stopped flowing: the upstream request is cut.
                        Err(_) => {
                            let stalled = std::io::Error::new(
                                std::io::ErrorKind::TimedOut,
                                "the request body stopped flowing",
                            );
                            let _ = tx.send(Err(stalled)).await;
                            break;
                        }
                    };
                    let chunk = chunk.map_err(|e| std::io::Error::other(e.to_string()));
                    let last = chunk.is_err();
                    if tx.send(chunk).await.is_err() || last {
                        break;
                    }
                }
            };
            (Body::Streamed(Some(rx)), Some(pump))
        }
    };

    let send = send_upstream(&state, &method, &path_and_query, &headers, &mut body);
    let answer = match pump {
        // Feed the upstream request while waiting for its answer; stop feeding once it answered.
        Some(pump) => {
            tokio::pin!(send);
            tokio::pin!(pump);
            tokio::select! {
                answer = &mut send => answer,
                () = &mut pump => send.await,
            }
        }
        None => send.await,
    };
    let Some(upstream) = answer else {
        return upstream_failed();
    };
    relay(upstream)
}

/// Tries the origins in order until one answers; `None` when none did (in time).
async fn send_upstream(
    state: &ProxyState,
    method: &reqwest::Method,
    path_and_query: &str,
    headers: &reqwest::header::HeaderMap,
    body: &mut Body,
) -> Option<reqwest::Response> {
    for origin in state.order() {
        let url = format!("{}{path_and_query}", state.origins[origin]);
        let request_body = match body {
            Body::Held(bytes) => reqwest::Body::from(bytes.clone()),
            Body::Streamed(rx) => {
                let rx = rx.take()?;
                reqwest::Body::wrap_stream(futures_util::stream::unfold(rx, |mut rx| async {
                    rx.recv().await.map(|chunk| (chunk, rx))
                }))
            }
        };
        let sent = state
            .http
            .request(method.clone(), &url)
            .headers(headers.clone())
            .body(request_body)
            .send();
        match tokio::time::timeout(state.timeout, sent).await {
            Ok(Ok(response)) => return Some(response),
            Ok(Err(e)) if e.is_connect() => {
                tracing::warn!(origin = %state.origins[origin], error = %e.without_url(), "backend refused the connection; trying the next one");
                state.eject(origin);
                if matches!(body, Body::Streamed(_)) {
                    return None;
                }
            }
            Ok(Err(e)) => {
                tracing::warn!(origin = %state.origins[origin], error = %e.without_url(), "upstream fetch failed");
                return None;
            }
            Err(_) => {
                tracing::warn!(origin = %state.origins[origin], timeout_ms = state.timeout.as_millis() as u64, "upstream did not answer in time");
                return None;
            }
        }
    }
    None
}

/// The upstream answer as the client's: status, end-to-end headers, body streamed (with its
/// length when the upstream gave one).
fn relay(upstream: reqwest::Response) -> HttpResponse {
    let status = actix_web::http::StatusCode::from_u16(upstream.status().as_u16())
        .unwrap_or(actix_web::http::StatusCode::BAD_GATEWAY);
    let mut builder = HttpResponse::build(status);
    headers::downstream(upstream.headers(), &mut builder);
    let length = upstream.content_length();
    let body = upstream.bytes_stream().map(|chunk| {
        chunk.map_err(|e| {
            tracing::warn!(error = %e.without_url(), "upstream body interrupted");
            std::io::Error::other("upstream body interrupted")
        })
    });
    match length {
        Some(0) => builder.finish(),
        Some(n) => builder.no_chunking(n).streaming(body),
        None => builder.streaming(body),
    }
}

#[cfg(test)]
mod tests {
    use super::backend_path;

    #[test]
    fn only_paths_that_stay_under_api_v1_are_forwarded() {
        assert_eq!(backend_path("/api/bff/api/v1"), Some("/api/v1"));
        assert_eq!(
            backend_path("/api/bff/api/v1/projects/a%20b"),
            Some("/api/v1/projects/a%20b")
        );
        for bad in [
            "/api/bff/api/v1/../../metrics",
            "/api/bff/api/v1/projects/../../../internal",
            "/api/bff/api/v1/%2e%2e/%2E%2E/metrics",
            "/api/bff/api/v1/./x",
            "/api/bff/api/v1/a%2f..%2f..%2fmetrics",
            "/api/bff/api/v1/a%5c..",
            "/api/bff/api/v1x",
            "/api/bff/api/v%31/projects",
        ] {
            assert_eq!(backend_path(bad), None, "{bad}");
        }
    }
}
