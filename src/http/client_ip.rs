//! The client's IP: the peer address when the peer is not one of `server.trusted_proxies`;
//! otherwise the right-most `X-Forwarded-For` hop that is not a trusted proxy. Every proxy appends
//! the address it saw, so the hops to the left of the first untrusted one (from the right) are
//! whatever the client wrote and never count: a client cannot choose the address per-IP limits see.

use std::net::IpAddr;

use actix_web::HttpRequest;

pub fn client_ip(req: &HttpRequest, trusted_proxies: &[String]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    let trusted = |ip: IpAddr| {
        trusted_proxies
            .iter()
            .any(|p| p.trim().parse::<IpAddr>().is_ok_and(|t| t == ip))
    };
    if !trusted(peer) {
        return Some(peer);
    }
    // All `X-Forwarded-For` lines in order form one list (RFC 9110 §5.3).
    let hops: Vec<&str> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        match hop.parse::<IpAddr>() {
            // A trusted proxy appended this hop for the one before it: keep walking left.
            Ok(ip) if trusted(ip) => client = ip,
            Ok(ip) => return Some(ip),
            // A hop no proxy of ours would write: the last trusted address is all we know.
            Err(_) => return Some(client),
        }
    }
    Some(client)
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

    #[test]
    fn the_right_most_untrusted_hop_is_the_client() {
        let peer = "10.0.0.10:5000".parse().expect("addr");
        let trusted = ["10.0.0.10".to_string(), "10.0.0.11".to_string()];
        let ip = |s: &str| Some(s.parse::<IpAddr>().expect("ip"));
        // The client wrote "1.2.3.4"; the proxy appended the address it saw.
        let spoofed = TestRequest::default()
            .peer_addr(peer)
            .insert_header(("x-forwarded-for", "1.2.3.4, 198.51.100.9"))
            .to_http_request();
        assert_eq!(client_ip(&spoofed, &trusted), ip("198.51.100.9"));
        // Two trusted proxies in a row are walked past; lines are read as one list.
        let chained = TestRequest::default()
            .peer_addr(peer)
            .append_header(("x-forwarded-for", "1.2.3.4, 198.51.100.9"))
            .append_header(("x-forwarded-for", "10.0.0.11"))
            .to_http_request();
        assert_eq!(client_ip(&chained, &trusted), ip("198.51.100.9"));
        // Garbage left of an untrusted hop does not matter; garbage right of it stops the walk.
        let junk = TestRequest::default()
            .peer_addr(peer)
            .insert_header(("x-forwarded-for", "junk, 10.0.0.11"))
            .to_http_request();
        assert_eq!(client_ip(&junk, &trusted), ip("10.0.0.11"));
        // Only trusted hops: the left-most of them.
        let inner = TestRequest::default()
            .peer_addr(peer)
            .insert_header(("x-forwarded-for", "10.0.0.11"))
            .to_http_request();
        assert_eq!(client_ip(&inner, &trusted), ip("10.0.0.11"));
    }
}
