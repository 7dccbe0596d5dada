//! Per-client limits: one keyed limiter ([`KeyedLimiter`]) for every one of them (the screener
//! and registration per client IP, failed sign-ins; the contact form and the admin routes to
//! come). Each key gets governor's GCRA: "`per` in `window`" is a burst of `per`, then one more
//! every `window / per`. A refusal carries the wait until the key's next request conforms, and
//! converts into 429 `RATE_LIMITED` with `Retry-After`.
//!
//! Bounded: at most `max_keys` keys are held. The keys whose state is no different from a fresh
//! one (their theoretical arrival time has passed) are dropped in passing once a minute
//! (`retain_recent`), and as soon as a new key finds the store full (at most once a second). A new
//! key that still finds it full is refused: the limiter fails closed, never open, and a request
//! costs one or two hash look-ups, never a pass over the keys.

pub mod shared;
mod store;
pub(crate) mod sweep;

use std::hash::Hash;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, MonotonicClock, Reference};
use governor::middleware::NoOpMiddleware;
use governor::{Quota, RateLimiter};

use crate::error::AppError;
use store::{Probe, Store};
use sweep::Sweeps;

/// The keys a limiter holds at most.
pub const MAX_KEYS: usize = 100_000;

/// How long a refused key waits before its next request conforms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Wait(Duration);

impl Wait {
    pub fn new(wait: Duration) -> Self {
        Wait(wait)
    }

    pub fn duration(self) -> Duration {
        self.0
    }

    /// The wait in whole seconds for `Retry-After`: rounded up, at least 1.
    pub fn retry_after_secs(self) -> u64 {
        let secs = self.0.as_secs() + u64::from(self.0.subsec_nanos() > 0);
        secs.max(1)
    }
}

impl From<Wait> for AppError {
    fn from(wait: Wait) -> Self {
        AppError::RateLimited {
            retry_after_secs: wait.retry_after_secs(),
        }
    }
}

/// `per` requests in `window` for each key; see the module's notes.
pub struct KeyedLimiter<K: Hash + Eq + Clone, C: Clock = MonotonicClock> {
    /// What the limiter is for, in its log lines.
    name: &'static str,
    rule: Rule<K, C>,
    max_keys: usize,
    sweeps: Sweeps,
}

enum Rule<K: Hash + Eq + Clone, C: Clock> {
    /// A quota of zero: every request is refused for a whole window.
    Closed(Duration),
    Gcra {
        limiter: RateLimiter<Probe<K>, Store<K>, C, NoOpMiddleware<C::Instant>>,
        /// The limiter's keys, for their count and look-ups.
        keys: Store<K>,
        /// A new key that finds the store full waits this long (one cell's replenishment).
        when_full: Wait,
        started: C::Instant,
    },
}

impl<K: Hash + Eq + Clone> KeyedLimiter<K> {
    /// `per` requests in `window` for each key, on the monotonic clock, holding at most
    /// [`MAX_KEYS`] keys.
    pub fn new(name: &'static str, per: u32, window: Duration) -> Self {
        Self::with_clock(name, per, window, MAX_KEYS, MonotonicClock)
    }
}

impl<K: Hash + Eq + Clone, C: Clock> KeyedLimiter<K, C> {
    pub fn with_clock(
        name: &'static str,
        per: u32,
        window: Duration,
        max_keys: usize,
        clock: C,
    ) -> Self {
        let rule = match NonZeroU32::new(per) {
            None => Rule::Closed(window),
            Some(per) => {
                let quota = quota(per, window);
                let keys = Store::new();
                let started = clock.now();
                Rule::Gcra {
                    limiter: RateLimiter::new(quota, keys.share(), clock),
                    keys,
                    when_full: Wait(quota.replenish_interval().max(Duration::from_secs(1))),
                    started,
                }
            }
        };
        KeyedLimiter {
            name,
            rule,
            max_keys,
            sweeps: Sweeps::default(),
        }
    }

    /// Counts a request of `key`; `Err` with the wait when the key is over its quota (the
    /// request is then not counted), or when it is new and the store is full of live keys.
    pub fn hit(&self, key: &K) -> Result<(), Wait> {
        let Rule::Gcra {
            limiter,
            keys,
            when_full,
            started,
        } = &self.rule
        else {
            return Err(self.closed());
        };
        let now = limiter.clock().now();
        let since = now.duration_since(*started).as_u64();
        if self.sweeps.claim(since, sweep::EVERY) {
            limiter.retain_recent();
        }
        if !keys.holds(key) && keys.count() >= self.max_keys && !self.make_room(since) {
            return Err(*when_full);
        }
        self.decide(key, true)
    }

    /// Whether a request of `key` would be admitted now, counting nothing. A key the store does
    /// not hold is answered as a fresh one.
    pub fn probe(&self, key: &K) -> Result<(), Wait> {
        if matches!(self.rule, Rule::Closed(_)) {
            return Err(self.closed());
        }
        self.decide(key, false)
    }

    /// Forgets `key`: its next request is counted as a fresh key's.
    pub fn forget(&self, key: &K) {
        if let Rule::Gcra { keys, .. } = &self.rule {
            keys.forget(key);
        }
    }

    /// How many keys the store holds.
    pub fn len(&self) -> usize {
        match &self.rule {
            Rule::Closed(_) => 0,
            Rule::Gcra { keys, .. } => keys.count(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn closed(&self) -> Wait {
        match self.rule {
            Rule::Closed(window) => Wait(window),
            Rule::Gcra { when_full, .. } => when_full,
        }
    }

    fn decide(&self, key: &K, keep: bool) -> Result<(), Wait> {
        let Rule::Gcra { limiter, .. } = &self.rule else {
            return Err(self.closed());
        };
        let probe = Probe {
            key: key.clone(),
            keep,
        };
        limiter
            .check_key(&probe)
            .map_err(|not_until| Wait(not_until.wait_time_from(limiter.clock().now())))
    }

    /// Drops the expired keys of a full store (at most once a second); whether there is room now.
    fn make_room(&self, since: u64) -> bool {
        let Rule::Gcra { limiter, keys, .. } = &self.rule else {
            return false;
        };
        if self.sweeps.claim(since, sweep::WHEN_FULL) {
            limiter.retain_recent();
            limiter.shrink_to_fit();
            if keys.count() >= self.max_keys {
                tracing::warn!(
                    limiter = self.name,
                    keys = keys.count(),
                    "the rate limiter holds its maximum of live keys; new clients are refused \
                     until some expire"
                );
            }
        }
        keys.count() < self.max_keys
    }
}

/// A burst of `per`, then one more every `window / per` (at least a nanosecond).
fn quota(per: NonZeroU32, window: Duration) -> Quota {
    let period = (window / per.get()).max(Duration::from_nanos(1));
    // `with_period` answers `None` only for a zero period.
    Quota::with_period(period)
        .unwrap_or(Quota::per_second(per))
        .allow_burst(per)
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    use governor::clock::FakeRelativeClock;

    use super::*;

    const HOUR: Duration = Duration::from_secs(3600);

    fn ip(n: u32) -> IpAddr {
        IpAddr::from(n.to_be_bytes())
    }

    fn limiter(
        per: u32,
        window: Duration,
        max_keys: usize,
    ) -> (KeyedLimiter<IpAddr, FakeRelativeClock>, FakeRelativeClock) {
        let clock = FakeRelativeClock::default();
        let limiter = KeyedLimiter::with_clock("test", per, window, max_keys, clock.clone());
        (limiter, clock)
    }

    #[test]
    fn a_key_over_its_quota_waits_for_its_next_cell() {
        let (limiter, clock) = limiter(3, HOUR, 100);
        for _ in 0..3 {
            assert_eq!(limiter.hit(&ip(1)), Ok(()));
        }
        let wait = limiter.hit(&ip(1)).expect_err("over its quota");
        assert_eq!(
            wait.duration(),
            HOUR / 3,
            "one cell comes back every 20 minutes"
        );
        assert_eq!(wait.retry_after_secs(), 1200);
        assert_eq!(limiter.probe(&ip(1)), Err(wait), "a probe sees the same");
        clock.advance(Duration::from_secs(1199));
        assert_eq!(limiter.hit(&ip(1)).map_err(Wait::retry_after_secs), Err(1));
        clock.advance(Duration::from_secs(1));
        assert_eq!(limiter.hit(&ip(1)), Ok(()), "the next cell has come back");
        assert!(limiter.hit(&ip(1)).is_err(), "and only one");
    }

    #[test]
    fn keys_are_independent_and_probes_count_nothing() {
        let (limiter, _clock) = limiter(2, HOUR, 100);
        for _ in 0..10 {
            assert_eq!(limiter.probe(&ip(1)), Ok(()));
        }
        assert!(limiter.is_empty(), "a probe stores nothing");
        assert!(limiter.hit(&ip(1)).is_ok() && limiter.hit(&ip(1)).is_ok());
        assert!(limiter.hit(&ip(1)).is_err());
        assert_eq!(limiter.hit(&ip(2)), Ok(()), "another key has its own quota");
        limiter.forget(&ip(1));
        assert_eq!(limiter.hit(&ip(1)), Ok(()), "a forgotten key starts afresh");
    }

    #[test]
    fn the_store_stays_bounded_and_fails_closed_when_full() {
        // Two a second: a key seen once is fresh again after a second.
        let (limiter, clock) = limiter(2, Duration::from_secs(1), 1000);
        for n in 0..1000 {
            assert_eq!(limiter.hit(&ip(n)), Ok(()));
        }
        // Every key is inside its quota: a new one cannot be held, and is refused.
        let wait = limiter.hit(&ip(5000)).expect_err("full of live keys");
        assert!(wait.retry_after_secs() >= 1);
        assert!(limiter.hit(&ip(5001)).is_err());
        assert_eq!(limiter.len(), 1000, "nothing beyond the bound");
        // Known keys go on as before.
        assert_eq!(limiter.hit(&ip(7)), Ok(()));
        assert!(limiter.hit(&ip(7)).is_err());
        // Once the old keys' states are fresh again, a new key makes room (before the sweep
        // that is due every minute), and new keys are admitted.
        clock.advance(Duration::from_secs(1));
        for n in 10_000..10_500 {
            assert_eq!(limiter.hit(&ip(n)), Ok(()));
        }
        assert_eq!(limiter.len(), 501, "the key over its quota is kept");
        assert!(limiter.hit(&ip(10_000)).is_ok() && limiter.hit(&ip(10_000)).is_err());
    }

    #[test]
    fn expired_keys_are_dropped_in_passing() {
        let (limiter, clock) = limiter(2, HOUR, 1000);
        for n in 0..100 {
            limiter.hit(&ip(n)).expect("admitted");
        }
        clock.advance(sweep::EVERY.max(HOUR));
        limiter.hit(&ip(1)).expect("admitted");
        assert_eq!(limiter.len(), 1, "only the key just seen is held");
    }

    #[test]
    fn a_zero_quota_refuses_every_request_for_a_window() {
        let (limiter, _clock) = limiter(0, HOUR, 100);
        assert_eq!(
            limiter.hit(&ip(1)).map_err(Wait::retry_after_secs),
            Err(3600)
        );
        assert!(limiter.probe(&ip(1)).is_err());
    }

    /// A key whose comparison panics on demand, as a bug inside the limiter's critical section
    /// would.
    #[derive(Clone)]
    struct Fragile {
        id: u32,
        fail: Arc<AtomicBool>,
    }

    impl PartialEq for Fragile {
        fn eq(&self, other: &Self) -> bool {
            assert!(!self.fail.load(Ordering::SeqCst), "comparison failed");
            self.id == other.id
        }
    }

    impl Eq for Fragile {}

    impl Hash for Fragile {
        fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
            self.id.hash(state);
        }
    }

    #[test]
    fn a_panic_inside_the_limiter_does_not_open_it() {
        let fail = Arc::new(AtomicBool::new(false));
        let key = Fragile {
            id: 1,
            fail: Arc::clone(&fail),
        };
        let limiter = KeyedLimiter::with_clock("test", 1, HOUR, 100, FakeRelativeClock::default());
        assert!(limiter.hit(&key).is_ok());
        assert!(limiter.hit(&key).is_err());
        fail.store(true, Ordering::SeqCst);
        let panicked = catch_unwind(AssertUnwindSafe(|| limiter.hit(&key)));
        assert!(
            panicked.is_err(),
            "the comparison panicked inside the store"
        );
        fail.store(false, Ordering::SeqCst);
        assert!(
            limiter.hit(&key).is_err(),
            "after the panic the key is still over its quota"
        );
        let other = Fragile { id: 2, fail };
        assert!(limiter.hit(&other).is_ok(), "and the store still serves");
    }
}
