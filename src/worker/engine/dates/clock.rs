//! A time of day written on its own, as records and exports write it.

/// Whether a text is a time of day and nothing else ("2:05 PM", "09:12", "07:14:22", "9 h 12",
/// "14h05").
pub fn clock_time(text: &str) -> bool {
    let t = text.trim().trim_end_matches('.').to_lowercase();
    let t = ["am", "pm", "a.m", "p.m"]
        .iter()
        .find_map(|m| t.strip_suffix(m))
        .unwrap_or(&t)
        .trim();
    let (hours, minutes) = match t.split_once([':', 'h']) {
        Some((h, m)) => (h.trim(), m.trim()),
        None => return false,
    };
    // Seconds after the minutes ("07:14:22").
    let minutes = match minutes.split_once(':') {
        Some((m, s)) if s.len() == 2 && s.chars().all(|c| c.is_ascii_digit()) => m,
        _ => minutes,
    };
    (1..=2).contains(&hours.len())
        && hours.chars().all(|c| c.is_ascii_digit())
        && minutes.len() == 2
        && minutes.chars().all(|c| c.is_ascii_digit())
}

/// Whether a text is a time of day, with or without "at" or « à » before it ("at 9:40 AM",
/// "à 9 h 12", "07:14:22"): what follows a date in a stamp.
pub fn at_time(text: &str) -> bool {
    let t = text.trim_start();
    let t = ["at ", "à "]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .unwrap_or(t);
    clock_time(t)
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_of_day_with_or_without_seconds() {
        for t in ["2:05 PM", "09:12", "07:14:22", "9 h 12", "14h05"] {
            assert!(super::clock_time(t), "{t}");
        }
        for t in ["12", "7:1", "07:14:2", "3 mm", "run 4"] {
            assert!(!super::clock_time(t), "{t}");
        }
    }
}
