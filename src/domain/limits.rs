//! Numeric clamps of the interface.

pub const HISTORY_LIMIT_DEFAULT: i64 = 50;
pub const HISTORY_LIMIT_MAX: i64 = 200;

/// History `limit`: absent means 50; anything else is clamped into 0..=200.
pub fn clamp_history_limit(limit: Option<i64>) -> u64 {
    limit
        .unwrap_or(HISTORY_LIMIT_DEFAULT)
        .clamp(0, HISTORY_LIMIT_MAX)
        .unsigned_abs()
}

pub const RUN_HISTORY_LIMIT_DEFAULT: i64 = 10;
pub const RUN_HISTORY_LIMIT_MAX: i64 = 50;

/// Run `history_limit`: absent means 10; anything else is clamped into 0..=50.
pub fn clamp_run_history_limit(limit: Option<i64>) -> u64 {
    limit
        .unwrap_or(RUN_HISTORY_LIMIT_DEFAULT)
        .clamp(0, RUN_HISTORY_LIMIT_MAX)
        .unsigned_abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_limit_clamps_both_ends() {
        assert_eq!(clamp_history_limit(None), 50);
        assert_eq!(clamp_history_limit(Some(-5)), 0);
        assert_eq!(clamp_history_limit(Some(0)), 0);
        assert_eq!(clamp_history_limit(Some(200)), 200);
        assert_eq!(clamp_history_limit(Some(500)), 200);
        assert_eq!(clamp_history_limit(Some(i64::MIN)), 0);
    }

    #[test]
    fn run_history_limit_clamps_both_ends() {
        assert_eq!(clamp_run_history_limit(None), 10);
        assert_eq!(clamp_run_history_limit(Some(-3)), 0);
        assert_eq!(clamp_run_history_limit(Some(50)), 50);
        assert_eq!(clamp_run_history_limit(Some(500)), 50);
    }
}
