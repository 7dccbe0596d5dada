//! A branch name the service binds: components of ASCII letters, digits, `_`, `+` and `-`, each
//! run joined by single dots, separated by `/`, not starting with `-`, at most 255 characters.
//! Every such name is one `git check-ref-format --branch` accepts (no `..`, no leading or trailing
//! dot, no `@{`, no space or `~^:?*[\`); the grammar is small enough for the OpenAPI document to
//! state it exactly as a pattern (`http::openapi::rules::branch`).

/// The branch name, or why it is not one.
pub fn branch_name(value: &str) -> Result<&str, &'static str> {
    const SHAPE: &str = "must be a branch name of at most 255 characters (letters, digits, '_', '+', '-', single dots between them, '/' between parts)";
    let word = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '-');
    let component_ok = |c: &str| {
        !c.is_empty()
            && c.split('.')
                .all(|run| !run.is_empty() && run.chars().all(word))
    };
    let valid = !value.is_empty()
        && value.len() <= 255
        && !value.starts_with('-')
        && value.split('/').all(component_ok);
    if valid { Ok(value) } else { Err(SHAPE) }
}

#[cfg(test)]
mod tests {
    use super::branch_name;

    #[test]
    fn git_rules_hold() {
        for good in ["main", "release/2025.1", "feature/x-y_z", "v1.2", "c++/fix"] {
            assert_eq!(branch_name(good), Ok(good), "{good}");
        }
        for bad in [
            "", ".", "..", "a..b", ".hidden", "dir/.x", "a/", "/a", "a//b", "x.", "@", "a@{1}",
            "-x", "a b", "a~1", "a^", "a:b", "a?", "a*", "a[b", "a\\b", "a\tb", "é",
        ] {
            assert!(branch_name(bad).is_err(), "{bad:?} accepted");
        }
        assert!(branch_name(&"b".repeat(256)).is_err());
    }
}
