//! Failed sign-in limits (RELIABILITY 8): per client IP, and per account from one IP. Keying the
//! account limit on (account, IP) means an attacker exhausts only their own allowance: the owner,
//! signing in from elsewhere, is never locked out. Windows are fixed; a success clears the
//! (account, IP) counter.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const MAX_KEYS: usize = 100_000;

pub struct LoginLimiter {
    per_ip: u32,
    per_account: u32,
    window: Duration,
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

impl LoginLimiter {
    pub fn new(per_ip: u32, per_account: u32, window: Duration) -> Self {
        LoginLimiter {
            per_ip,
            per_account,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    fn keys(email: &str, ip: Option<IpAddr>) -> [(String, bool); 2] {
        let ip = ip.map(|i| i.to_string()).unwrap_or_else(|| "-".into());
        let email = email.trim().to_lowercase();
        [
            (format!("ip:{ip}"), true),
            (format!("acct:{email}|{ip}"), false),
        ]
    }

    /// `Some(seconds)` to wait when either limit is reached.
    pub fn check(&self, email: &str, ip: Option<IpAddr>) -> Option<u64> {
        let failures = self.failures.lock().ok()?;
        Self::keys(email, ip)
            .iter()
            .filter_map(|(key, is_ip)| {
                let (count, since) = failures.get(key)?;
                let limit = if *is_ip {
                    self.per_ip
                } else {
                    self.per_account
                };
                let left = self.window.checked_sub(since.elapsed())?;
                (*count >= limit).then(|| left.as_secs().max(1))
            })
            .max()
    }

    pub fn record_failure(&self, email: &str, ip: Option<IpAddr>) {
        let Ok(mut failures) = self.failures.lock() else {
            return;
        };
        if failures.len() >= MAX_KEYS {
            let window = self.window;
            failures.retain(|_, (_, since)| since.elapsed() < window);
        }
        for (key, _) in Self::keys(email, ip) {
            let entry = failures.entry(key).or_insert((0, Instant::now()));
            if entry.1.elapsed() >= self.window {
                *entry = (0, Instant::now());
            }
            entry.0 += 1;
        }
    }

    pub fn record_success(&self, email: &str, ip: Option<IpAddr>) {
        if let Ok(mut failures) = self.failures.lock() {
            let [_, (account_key, _)] = Self::keys(email, ip);
            failures.remove(&account_key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_limit_is_per_ip_and_ip_limit_is_global() {
        let limiter = LoginLimiter::new(5, 3, Duration::from_secs(60));
        let attacker: IpAddr = "203.0.113.1".parse().expect("ip");
        let owner: IpAddr = "198.51.100.2".parse().expect("ip");
        for _ in 0..3 {
            assert!(limiter.check("a@x.io", Some(attacker)).is_none());
            limiter.record_failure("a@x.io", Some(attacker));
        }
        assert!(limiter.check("a@x.io", Some(attacker)).is_some());
        assert!(
            limiter.check("A@X.io", Some(owner)).is_none(),
            "owner not locked out"
        );
        limiter.record_failure("b@x.io", Some(attacker));
        limiter.record_failure("c@x.io", Some(attacker));
        assert!(
            limiter.check("d@x.io", Some(attacker)).is_some(),
            "IP limit reached"
        );
    }

    #[test]
    fn window_expires() {
        let limiter = LoginLimiter::new(1, 1, Duration::from_millis(0));
        limiter.record_failure("a@x.io", None);
        assert!(limiter.check("a@x.io", None).is_none());
    }
}
