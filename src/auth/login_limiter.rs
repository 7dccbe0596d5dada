//! Failed sign-in limits (RELIABILITY 8 and 40), counted by the keyed limiter
//! ([`crate::rate_limit::KeyedLimiter`]) on keys that all include the client IP:
//!
//! - per (email, IP): `per_account` failures per window. The failure that uses up the pair's
//!   allowance locks the pair, and a correct password is refused too (otherwise guessing would
//!   simply go on until a 200). Each further lockout of the same pair doubles its length
//!   (backoff, at most 8 windows). Keying it on the IP means an attacker exhausts only their own
//!   allowance: the owner, signing in from elsewhere, is never locked out.
//! - per IP: every failure from the IP counts, `per_ip` per window. Past it the IP is
//!   "spraying": each email then gets one attempt from it per window (the first failure for an
//!   email is answered 401, the next attempt 429). An email without a failure from the IP in the
//!   last window is always verified, so valid credentials of an account without failures from
//!   that client are never refused, and a known and an unknown email behave exactly alike (no
//!   enumeration).
//!
//! Change-password failures count as failed sign-ins of the account (same keys). A success
//! clears the pair. The counts live in memory per process (on PostgreSQL they are shared by the
//! replicas: [`shared`]), bounded like every keyed limiter;
//! their number is bounded in practice by the password hashes the machine can compute in a
//! window (each failure costs one).

mod lockouts;
pub mod shared;

use std::net::IpAddr;
use std::time::Duration;

use crate::rate_limit::{KeyedLimiter, Wait};
use lockouts::Lockouts;
pub use shared::SignInLimits;

/// The longest lockout, in windows (backoff doubles up to this).
const MAX_BACKOFF: u32 = 8;

/// An email (trimmed, lowercased) from a client IP.
type Pair = (String, Option<IpAddr>);

fn pair_key(email: &str, ip: Option<IpAddr>) -> Pair {
    (email.trim().to_lowercase(), ip)
}

pub struct LoginLimiter {
    /// Failures per client IP: past `per_ip` in a window the IP is spraying.
    ip_failures: KeyedLimiter<Option<IpAddr>>,
    /// Failures per pair: the one that uses up `per_account` in a window locks the pair.
    pair_failures: KeyedLimiter<Pair>,
    /// One failure per window for each pair: a pair that failed in the last window waits while
    /// its IP is spraying.
    recent: KeyedLimiter<Pair>,
    lockouts: Lockouts,
}

impl LoginLimiter {
    pub fn new(per_ip: u32, per_account: u32, window: Duration) -> Self {
        LoginLimiter {
            ip_failures: KeyedLimiter::new("failed sign-ins per IP", per_ip.max(1), window),
            pair_failures: KeyedLimiter::new(
                "failed sign-ins per account and IP",
                per_account.max(1),
                window,
            ),
            recent: KeyedLimiter::new("sign-in attempts per account while spraying", 1, window),
            lockouts: Lockouts::new(window, MAX_BACKOFF),
        }
    }

    /// `Err` with the wait when this email may not be tried from this IP now.
    pub fn check(&self, email: &str, ip: Option<IpAddr>) -> Result<(), Wait> {
        let pair = pair_key(email, ip);
        self.lockouts.check(&pair)?;
        self.pair_failures.probe(&pair)?;
        // A failure of this email from this IP in the last window, while the IP is spraying.
        match (self.recent.probe(&pair), self.ip_failures.probe(&ip)) {
            (Err(recent), Err(spraying)) => Err(recent.min(spraying)),
            _ => Ok(()),
        }
    }

    pub fn record_failure(&self, email: &str, ip: Option<IpAddr>) {
        let pair = pair_key(email, ip);
        // Refused hits are fine here: the key is already over its limit, which is what counts.
        let _ = self.ip_failures.hit(&ip);
        let _ = self.recent.hit(&pair);
        let counted = self.pair_failures.hit(&pair);
        if counted.is_err() || self.pair_failures.probe(&pair).is_err() {
            self.lockouts.lock(pair);
        }
    }

    /// A correct password: the pair starts afresh (the IP's count stays).
    pub fn record_success(&self, email: &str, ip: Option<IpAddr>) {
        let pair = pair_key(email, ip);
        self.pair_failures.forget(&pair);
        self.recent.forget(&pair);
        self.lockouts.forget(&pair);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> Option<IpAddr> {
        Some(s.parse().expect("ip"))
    }

    fn secs(checked: Result<(), Wait>) -> Option<u64> {
        checked.err().map(Wait::retry_after_secs)
    }

    #[test]
    fn account_limit_is_per_ip() {
        let limiter = LoginLimiter::new(50, 3, Duration::from_secs(60));
        let attacker = ip("203.0.113.1");
        for _ in 0..3 {
            assert!(limiter.check("a@x.io", attacker).is_ok());
            limiter.record_failure("a@x.io", attacker);
        }
        let wait = secs(limiter.check("a@x.io", attacker)).expect("locked");
        assert!((59..=60).contains(&wait), "{wait}");
        assert!(
            limiter.check("A@X.io", ip("198.51.100.2")).is_ok(),
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
        assert!(limiter.check("owner@x.io", sprayer).is_ok());
        // ...but an email that failed from it waits.
        assert!(limiter.check("made-up-1@x.io", sprayer).is_err());
        limiter.record_failure("owner@x.io", sprayer);
        assert!(limiter.check("owner@x.io", sprayer).is_err());
        // Another IP is not affected.
        assert!(limiter.check("made-up-1@x.io", ip("198.51.100.2")).is_ok());
    }

    #[test]
    fn under_the_ip_limit_failures_are_allowed_up_to_the_account_limit() {
        let limiter = LoginLimiter::new(50, 3, Duration::from_secs(60));
        limiter.record_failure("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_ok());
        limiter.record_success("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_ok(), "success reset");
    }

    #[test]
    fn lockouts_back_off() {
        let limiter = LoginLimiter::new(50, 1, Duration::from_secs(60));
        limiter.record_failure("a@x.io", None);
        assert!(secs(limiter.check("a@x.io", None)).expect("first") <= 60);
        // A second lockout (as after the first one ended) lasts twice as long.
        limiter.record_failure("a@x.io", None);
        assert!(secs(limiter.check("a@x.io", None)).expect("second") > 60);
        for _ in 0..10 {
            limiter.record_failure("a@x.io", None);
        }
        let capped = secs(limiter.check("a@x.io", None)).expect("capped");
        assert!(capped <= 60 * u64::from(MAX_BACKOFF), "{capped}");
    }

    #[test]
    fn window_expires() {
        let limiter = LoginLimiter::new(1, 1, Duration::from_millis(0));
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_ok());
    }
}
