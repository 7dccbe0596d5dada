//! Locked (email, IP) pairs and their strikes: the `n`th lockout of a pair lasts `2^(n-1)`
//! windows, at most `max_backoff`; strikes are forgotten `2 * max_backoff` windows after the
//! pair's latest lockout. Bounded like the keyed limiter's store: expired entries are dropped in
//! passing once a minute, and when the map is full (at most once a second); a lockout that still
//! finds it full is not recorded, and the pair stays limited by its failure count alone.

use std::time::{Duration, Instant};

use dashmap::DashMap;

use super::Pair;
use crate::rate_limit::sweep::{self, Sweeps};
use crate::rate_limit::{MAX_KEYS, Wait};

#[derive(Debug, Clone, Copy)]
struct Lock {
    until: Instant,
    strikes: u32,
    /// The latest lockout.
    at: Instant,
}

pub(super) struct Lockouts {
    locks: DashMap<Pair, Lock>,
    window: Duration,
    max_backoff: u32,
    started: Instant,
    sweeps: Sweeps,
}

impl Lockouts {
    pub(super) fn new(window: Duration, max_backoff: u32) -> Self {
        Lockouts {
            locks: DashMap::new(),
            window,
            max_backoff: max_backoff.max(1),
            started: Instant::now(),
            sweeps: Sweeps::default(),
        }
    }

    /// How long a pair's strikes are remembered after its latest lockout.
    fn memory(&self) -> Duration {
        self.window * (self.max_backoff * 2)
    }

    /// `Err` with the wait while `pair` is locked.
    pub(super) fn check(&self, pair: &Pair) -> Result<(), Wait> {
        let now = Instant::now();
        match self.locks.get(pair) {
            Some(lock) if lock.until > now => Err(Wait::new(lock.until - now)),
            _ => Ok(()),
        }
    }

    /// Locks `pair` for its next backoff step.
    pub(super) fn lock(&self, pair: Pair) {
        let now = Instant::now();
        let since = u64::try_from(now.duration_since(self.started).as_nanos()).unwrap_or(u64::MAX);
        if self.sweeps.claim(since, sweep::EVERY) {
            self.sweep(now);
        }
        if !self.locks.contains_key(&pair) && self.locks.len() >= MAX_KEYS {
            if self.sweeps.claim(since, sweep::WHEN_FULL) {
                self.sweep(now);
            }
            if self.locks.len() >= MAX_KEYS {
                tracing::warn!(
                    locks = self.locks.len(),
                    "sign-in lockouts are full; this pair is limited by its failure count only"
                );
                return;
            }
        }
        let memory = self.memory();
        let mut lock = self.locks.entry(pair).or_insert(Lock {
            until: now,
            strikes: 0,
            at: now,
        });
        if now.duration_since(lock.at) >= memory {
            lock.strikes = 0;
        }
        lock.strikes = lock.strikes.saturating_add(1);
        let doubling = (lock.strikes - 1).min(31);
        let factor = (1u32 << doubling).min(self.max_backoff);
        lock.until = now + self.window * factor;
        lock.at = now;
    }

    pub(super) fn forget(&self, pair: &Pair) {
        self.locks.remove(pair);
    }

    /// Drops the pairs neither locked nor remembered any more.
    fn sweep(&self, now: Instant) {
        let memory = self.memory();
        self.locks
            .retain(|_, lock| lock.until > now || now.duration_since(lock.at) < memory);
    }
}
