//! A branch name as git accepts one (`git check-ref-format --branch`), at most 255 bytes.

/// The branch name, or why it is not one.
pub fn branch_name(value: &str) -> Result<&str, &'static str> {
    const SHAPE: &str = "must be a branch name of at most 255 characters";
    let forbidden = |c: char| c.is_control() || " ~^:?*[\\".contains(c);
    let component_ok = |c: &str| !c.is_empty() && !c.starts_with('.') && !c.ends_with(".lock");
    let valid = !value.is_empty()
        && value.len() <= 255
        && value != "@"
        && !value.starts_with('-')
        && !value.ends_with('.')
        && !value.contains("..")
        && !value.contains("@{")
        && !value.chars().any(forbidden)
        && value.split('/').all(component_ok);
    if valid { Ok(value) } else { Err(SHAPE) }
}

#[cfg(test)]
mod tests {
    use super::branch_name;

    #[test]
    fn git_rules_hold() {
        for good in ["main", "release/2025.1", "feature/x-y_z", "v1.2", "a@b"] {
            assert_eq!(branch_name(good), Ok(good), "{good}");
        }
        for bad in [
            "", ".", "..", "a..b", ".hidden", "dir/.x", "x.lock", "a/", "/a", "a//b", "x.", "@",
            "a@{1}", "-x", "a b", "a~1", "a^", "a:b", "a?", "a*", "a[b", "a\\b", "a\tb",
        ] {
            assert!(branch_name(bad).is_err(), "{bad:?} accepted");
        }
        assert!(branch_name(&"b".repeat(256)).is_err());
    }
}
