//! Failed sign-in limits (RELIABILITY 8 and 40). Two counters, both keyed on the client IP:
//!
//! - per (email, IP): after `per_account` failures within the window the pair is locked, and a
//!   correct password is refused too (otherwise guessing would simply go on until a 200). Each
//!   further lockout of the same pair doubles its length (backoff, at most 8 windows). Keying it
//!   on the IP means an attacker exhausts only their own allowance: the owner, signing in from
//!   elsewhere, is never locked out.
//! - per IP: every failure from the IP counts. Past `per_ip` in the window the IP is "spraying":
//!   each email then gets one attempt from it per window (the first failure for an email is
//!   answered 401, the next attempt 429). An email without recent failures from the IP is always
//!   verified, so valid credentials of an account without failures from that client are never
//!   refused, and a known and an unknown email behave exactly alike (no enumeration).
//!
//! Change-password failures count as failed sign-ins of the account (same keys). A success
//! clears the pair. The counters live in memory per process; their number is bounded in practice
//! by the password hashes the machine can compute in a window (each failure costs one).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const MAX_KEYS: usize = 100_000;
/// The longest lockout, in windows (backoff doubles up to this).
const MAX_BACKOFF: u32 = 8;

#[derive(Debug, Clone, Copy)]
struct Pair {
    /// Failures in the current window.
    failures: u32,
    window_start: Instant,
    last_failure: Instant,
    /// Lockouts so far (backoff), forgotten once the pair is idle long enough.
    strikes: u32,
    locked_until: Option<Instant>,
}

#[derive(Debug, Clone, Copy)]
struct IpCount {
    failures: u32,
    window_start: Instant,
}

#[derive(Default)]
struct Counters {
    pairs: HashMap<(String, String), Pair>,
    ips: HashMap<String, IpCount>,
}

pub struct LoginLimiter {
    per_ip: u32,
    per_account: u32,
    window: Duration,
    counters: Mutex<Counters>,
}

fn ip_key(ip: Option<IpAddr>) -> String {
    ip.map(|i| i.to_string()).unwrap_or_else(|| "-".into())
}

fn pair_key(email: &str, ip: Option<IpAddr>) -> (String, String) {
    (email.trim().to_lowercase(), ip_key(ip))
}

fn secs(d: Duration) -> u64 {
    d.as_secs().max(1)
}

impl LoginLimiter {
    pub fn new(per_ip: u32, per_account: u32, window: Duration) -> Self {
        LoginLimiter {
            per_ip: per_ip.max(1),
            per_account: per_account.max(1),
            window,
            counters: Mutex::new(Counters::default()),
        }
    }

    /// How long a pair's lockout strikes are remembered after its last failure.
    fn memory(&self) -> Duration {
        self.window * (MAX_BACKOFF * 2)
    }

    /// `Some(seconds)` to wait when this email may not be tried from this IP now.
    pub fn check(&self, email: &str, ip: Option<IpAddr>) -> Option<u64> {
        let counters = self.counters.lock().ok()?;
        let now = Instant::now();
        let pair = counters.pairs.get(&pair_key(email, ip));
        if let Some(until) = pair.and_then(|p| p.locked_until)
            && until > now
        {
            return Some(secs(until - now));
        }
        // Recent failures of this email from this IP, while the IP is over its limit.
        let recent = pair
            .filter(|p| p.failures > 0)
            .and_then(|p| self.window.checked_sub(p.last_failure.elapsed()));
        let ip_left = counters
            .ips
            .get(&ip_key(ip))
            .filter(|c| c.failures >= self.per_ip)
            .and_then(|c| self.window.checked_sub(c.window_start.elapsed()));
        match (recent, ip_left) {
            (Some(a), Some(b)) => Some(secs(a.min(b))),
            _ => None,
        }
    }

    pub fn record_failure(&self, email: &str, ip: Option<IpAddr>) {
        let Ok(mut counters) = self.counters.lock() else {
            return;
        };
        let now = Instant::now();
        if counters.pairs.len() + counters.ips.len() >= MAX_KEYS {
            let (window, memory) = (self.window, self.memory());
            counters
                .ips
                .retain(|_, c| c.window_start.elapsed() < window);
            counters.pairs.retain(|_, p| {
                p.locked_until.is_some_and(|u| u > now)
                    || p.last_failure.elapsed() < if p.strikes > 0 { memory } else { window }
            });
        }
        let ip_count = counters.ips.entry(ip_key(ip)).or_insert(IpCount {
            failures: 0,
            window_start: now,
        });
        if ip_count.window_start.elapsed() >= self.window {
            *ip_count = IpCount {
                failures: 0,
                window_start: now,
            };
        }
        ip_count.failures = ip_count.failures.saturating_add(1);

        let fresh = Pair {
            failures: 0,
            window_start: now,
            last_failure: now,
            strikes: 0,
            locked_until: None,
        };
        let memory = self.memory();
        let pair = counters.pairs.entry(pair_key(email, ip)).or_insert(fresh);
        if pair.last_failure.elapsed() >= memory {
            *pair = fresh;
        }
        if pair.window_start.elapsed() >= self.window {
            pair.failures = 0;
            pair.window_start = now;
        }
        pair.failures += 1;
        pair.last_failure = now;
        if pair.failures >= self.per_account {
            pair.strikes = pair.strikes.saturating_add(1);
            let factor = 1u32 << pair.strikes.saturating_sub(1).min(3);
            pair.locked_until = Some(now + self.window * factor.min(MAX_BACKOFF));
            pair.failures = 0;
            pair.window_start = now;
        }
    }

    /// A correct password: the pair starts afresh (the IP's count stays).
    pub fn record_success(&self, email: &str, ip: Option<IpAddr>) {
        if let Ok(mut counters) = self.counters.lock() {
            counters.pairs.remove(&pair_key(email, ip));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> Option<IpAddr> {
        Some(s.parse().expect("ip"))
    }

    #[test]
    fn account_limit_is_per_ip() {
        let limiter = LoginLimiter::new(50, 3, Duration::from_secs(60));
        let attacker = ip("203.0.113.1");
        for _ in 0..3 {
            assert!(limiter.check("a@x.io", attacker).is_none());
            limiter.record_failure("a@x.io", attacker);
        }
        let wait = limiter.check("a@x.io", attacker).expect("locked");
        assert!((59..=60).contains(&wait), "{wait}");
        assert!(
            limiter.check("A@X.io", ip("198.51.100.2")).is_none(),
            "owner not locked out"
        );
    }

    #[test]
    fn an_ip_over_its_limit_gets_one_attempt_per_email() {
        let limiter = LoginLimiter::new(5, 10, Duration::from_secs(60));
        let sprayer = ip("203.0.113.1");
        for i in 0..60 {
            limiter.record_failure(&format!("made-up-{i}@x.io"), sprayer);
        }
        // Emails without failures from this IP are still verified (valid credentials pass)...
        assert!(limiter.check("owner@x.io", sprayer).is_none());
        // ...but an email that failed from it waits.
        assert!(limiter.check("made-up-1@x.io", sprayer).is_some());
        limiter.record_failure("owner@x.io", sprayer);
        assert!(limiter.check("owner@x.io", sprayer).is_some());
        // Another IP is not affected.
        assert!(
            limiter
                .check("made-up-1@x.io", ip("198.51.100.2"))
                .is_none()
        );
    }

    #[test]
    fn under_the_ip_limit_failures_are_allowed_up_to_the_account_limit() {
        let limiter = LoginLimiter::new(50, 3, Duration::from_secs(60));
        limiter.record_failure("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_none());
        limiter.record_success("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_none(), "success reset");
    }

    #[test]
    fn lockouts_back_off() {
        let limiter = LoginLimiter::new(50, 1, Duration::from_secs(60));
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).expect("first") <= 60);
        // A second lockout (as after the first one ended) lasts twice as long.
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).expect("second") > 60);
        for _ in 0..10 {
            limiter.record_failure("a@x.io", None);
        }
        let capped = limiter.check("a@x.io", None).expect("capped");
        assert!(capped <= 60 * u64::from(MAX_BACKOFF), "{capped}");
    }

    #[test]
    fn window_expires() {
        let limiter = LoginLimiter::new(1, 1, Duration::from_millis(0));
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_none());
    }
}
