//! The keyed store under [`super::KeyedLimiter`]: governor's GCRA state for each key (the
//! theoretical arrival time, in nanoseconds since the limiter started; 0 = never seen) in a
//! `DashMap`. The limiter holds a second handle on the map, so it can tell its size, look a key
//! up before admitting a new one, and forget a key. A decision can be kept (a hit) or only
//! computed (a probe): governor computes both, the store writes back only the first.
//!
//! `DashMap`'s locks do not poison: a panic while one is held leaves the states as they were.

use std::hash::Hash;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use dashmap::DashMap;
use governor::nanos::Nanos;
use governor::state::StateStore;
use governor::state::keyed::ShrinkableKeyedStateStore;

/// A key as governor sees it: the client's key, and whether the decision is kept.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Probe<K> {
    pub(super) key: K,
    pub(super) keep: bool,
}

pub(super) struct Store<K>(Arc<DashMap<K, AtomicU64>>);

impl<K: Hash + Eq> Store<K> {
    pub(super) fn new() -> Self {
        Store(Arc::new(DashMap::new()))
    }

    /// A second handle on the same states.
    pub(super) fn share(&self) -> Self {
        Store(Arc::clone(&self.0))
    }

    pub(super) fn holds(&self, key: &K) -> bool {
        self.0.contains_key(key)
    }

    pub(super) fn forget(&self, key: &K) {
        self.0.remove(key);
    }

    pub(super) fn count(&self) -> usize {
        self.0.len()
    }
}

fn stored(tat: u64) -> Option<Nanos> {
    (tat != 0).then(|| Nanos::new(tat))
}

/// Governor's decision on `slot`, written back with a compare-and-swap (retried when another
/// thread changed the state in between), as governor's own in-memory state does.
fn decide<T, E>(
    slot: &AtomicU64,
    decision: impl Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
) -> Result<T, E> {
    let mut seen = slot.load(Ordering::Acquire);
    loop {
        let (answer, next) = decision(stored(seen))?;
        match slot.compare_exchange_weak(seen, next.as_u64(), Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => return Ok(answer),
            Err(now) => seen = now,
        }
    }
}

impl<K: Hash + Eq + Clone> StateStore for Store<K> {
    type Key = Probe<K>;

    fn measure_and_replace<T, F, E>(&self, probe: &Probe<K>, f: F) -> Result<T, E>
    where
        F: Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
    {
        if !probe.keep {
            let tat = self
                .0
                .get(&probe.key)
                .and_then(|slot| stored(slot.load(Ordering::Acquire)));
            return f(tat).map(|(answer, _)| answer);
        }
        if let Some(slot) = self.0.get(&probe.key) {
            return decide(&slot, f);
        }
        let slot = self.0.entry(probe.key.clone()).or_default();
        decide(&slot, f)
    }
}

impl<K: Hash + Eq + Clone> ShrinkableKeyedStateStore<Probe<K>> for Store<K> {
    /// Drops the keys whose state is no different from a fresh one.
    fn retain_recent(&self, drop_below: Nanos) {
        let below = drop_below.as_u64();
        self.0.retain(|_, tat| tat.load(Ordering::Relaxed) > below);
    }

    fn shrink_to_fit(&self) {
        self.0.shrink_to_fit();
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
