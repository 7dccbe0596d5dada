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
}
