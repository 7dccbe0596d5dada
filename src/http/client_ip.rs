//! The client's IP: the peer address, or the first `X-Forwarded-For` hop when the peer is one of
//! `server.trusted_proxies` (a spoofed header on a direct connection changes nothing).

use std::net::IpAddr;

use actix_web::HttpRequest;

pub fn client_ip(req: &HttpRequest, trusted_proxies: &[String]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    let trusted = trusted_proxies
        .iter()
        .any(|p| p.trim().parse::<IpAddr>().is_ok_and(|ip| ip == peer));
    if !trusted {
        return Some(peer);
    }
    let forwarded = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .and_then(|first| first.trim().parse::<IpAddr>().ok());
    Some(forwarded.unwrap_or(peer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn forwarded_only_from_trusted_peers() {
        let peer = "10.0.0.10:5000".parse().expect("addr");
        let req = TestRequest::default()
            .peer_addr(peer)
            .insert_header(("x-forwarded-for", "203.0.113.7, 10.0.0.10"))
            .to_http_request();
        assert_eq!(client_ip(&req, &[]), Some("10.0.0.10".parse().expect("ip")));
        assert_eq!(
            client_ip(&req, &["10.0.0.10".into()]),
            Some("203.0.113.7".parse().expect("ip"))
        );
        let garbage = TestRequest::default()
            .peer_addr(peer)
            .insert_header(("x-forwarded-for", "not-an-ip"))
            .to_http_request();
        assert_eq!(
            client_ip(&garbage, &["10.0.0.10".into()]),
            Some("10.0.0.10".parse().expect("ip"))
        );
    }
}
