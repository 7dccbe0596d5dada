//! Fixed-window request limits per client IP (public routes). Over the limit: 429 RATE_LIMITED with
//! Retry-After until the window ends.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const MAX_KEYS: usize = 100_000;

pub struct RateLimiter {
    limit: u32,
    window: Duration,
    hits: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl RateLimiter {
    pub fn new(limit: u32, window: Duration) -> Self {
        RateLimiter {
            limit,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a request; `Err(seconds)` when the key is over its limit.
    pub fn hit(&self, key: IpAddr) -> Result<(), u64> {
        let Ok(mut hits) = self.hits.lock() else {
            return Ok(());
        };
        if hits.len() >= MAX_KEYS {
            let window = self.window;
            hits.retain(|_, (_, start)| start.elapsed() < window);
        }
        let entry = hits.entry(key).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= self.window {
            *entry = (0, Instant::now());
        }
        if entry.0 >= self.limit {
            let left = self.window.saturating_sub(entry.1.elapsed());
            return Err(left.as_secs().max(1));
        }
        entry.0 += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_per_key() {
        let limiter = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "192.0.2.1".parse().expect("ip");
        let b: IpAddr = "192.0.2.2".parse().expect("ip");
        assert!(limiter.hit(a).is_ok() && limiter.hit(a).is_ok());
        assert!(limiter.hit(a).is_err());
        assert!(limiter.hit(b).is_ok());
    }
}
