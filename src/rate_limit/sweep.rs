//! When a keyed store drops its expired keys: in passing once every [`EVERY`], and while the store
//! is full at most once every [`WHEN_FULL`]. One caller is told to sweep; the others go on, so a
//! sweep (a pass over every key) is never made per request.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How often a store drops its expired keys in passing.
pub(crate) const EVERY: Duration = Duration::from_secs(60);
/// How often a full store may sweep to make room for a new key.
pub(crate) const WHEN_FULL: Duration = Duration::from_secs(1);

#[derive(Default)]
pub(crate) struct Sweeps {
    /// When the latest sweep was claimed, in nanoseconds since the store started.
    last: AtomicU64,
}

impl Sweeps {
    /// Whether the caller sweeps now: `now` (nanoseconds since the store started) is at least
    /// `gap` after the latest sweep, and no other caller claimed this one first.
    pub(crate) fn claim(&self, now: u64, gap: Duration) -> bool {
        let last = self.last.load(Ordering::Acquire);
        let gap = u64::try_from(gap.as_nanos()).unwrap_or(u64::MAX);
        now.saturating_sub(last) >= gap
            && self
                .last
                .compare_exchange(last, now, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_claim_per_gap() {
        let sweeps = Sweeps::default();
        let second = 1_000_000_000;
        assert!(!sweeps.claim(second / 2, WHEN_FULL), "not due yet");
        assert!(sweeps.claim(second, WHEN_FULL));
        assert!(!sweeps.claim(second, WHEN_FULL), "claimed once");
        assert!(!sweeps.claim(second * 3 / 2, WHEN_FULL));
        assert!(sweeps.claim(second * 2, WHEN_FULL));
    }
}
