//! The one source of "now" for stored timestamps: UTC, truncated to milliseconds so a value reads
//! back the same from SQLite and PostgreSQL.

use chrono::{DateTime, DurationRound, TimeDelta, Utc};

pub fn now() -> DateTime<Utc> {
    let now = Utc::now();
    now.duration_trunc(TimeDelta::milliseconds(1))
        .unwrap_or(now)
}
