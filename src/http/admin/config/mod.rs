//! `/api/v1/admin/billing/*` and `/api/v1/admin/quotas/*` (spec §4.7, DESIGN §12): the billing
//! and quota configuration, ApiResponse envelope. The DTOs carry their tables' columns in
//! camelCase; a null limit means unlimited. PUT bodies are partial: an absent field stays, an
//! explicit null clears a nullable one (price ID, limit), and is refused for the others.

use actix_web::web;
use entities::MembershipTier;
use serde_json::Value;

pub mod billing;
pub mod quotas;

pub use billing::AdminBillingConfigResponse;
pub use quotas::{AdminQuotaConfigResponse, GlobalQuotaDto, TierQuotaDto};

use crate::domain::{FieldErrors, multi_line, required_line};
use crate::error::AppError;
use billing::{billing_config, update_expert_review, update_plan};
use quotas::{quota_config, update_global_quota, update_tier_quota};

/// The configuration routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/billing/config", web::get().to(billing_config))
        .route("/billing/plans/{tier}", web::put().to(update_plan))
        .route(
            "/billing/expert-review",
            web::put().to(update_expert_review),
        )
        .route("/quotas/config", web::get().to(quota_config))
        .route("/quotas/tiers/{tier}", web::put().to(update_tier_quota))
        .route("/quotas/global", web::put().to(update_global_quota));
}

/// The bounds of the configuration values.
pub const NAME_MAX: usize = 100;
pub const DESCRIPTION_MAX: usize = 2_000;
pub const PRICE_CENTS_MAX: i64 = 100_000_000;
pub const PRICE_ID_MAX: usize = 255;
pub const FEATURES_MAX: usize = 20;
pub const FEATURE_MAX: usize = 200;
const GIB: i64 = 1024 * 1024 * 1024;
/// The largest single file a tier may allow.
pub const FILE_SIZE_MAX: i64 = 5 * GIB;
/// The most files one upload may carry.
pub const FILES_PER_UPLOAD_MAX: i64 = 100;
/// Bounds of the countable limits (AI runs, projects, files, concurrent runs) and of storage.
pub const RUNS_MAX: i64 = 1_000_000_000;
pub const COUNT_MAX: i64 = 1_000_000;
pub const STORAGE_BYTES_MAX: i64 = 1 << 60;

/// `{tier}` of a path: a membership tier (case-insensitive), else 400 naming `tier`.
pub(super) fn parse_tier(value: &str) -> Result<MembershipTier, AppError> {
    MembershipTier::parse(&value.trim().to_ascii_uppercase()).ok_or_else(|| {
        AppError::field(
            "tier",
            format!("must be one of {}", MembershipTier::expected()),
        )
    })
}

/// A field that may be left out but not sent as null.
pub(super) fn not_null<T>(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<T>>,
) -> Option<T> {
    match value {
        None => None,
        Some(None) => {
            errors.add(field, "must not be null");
            None
        }
        Some(Some(v)) => Some(v),
    }
}

/// A JSON integer in `min..=max`: as JSON Schema reads `integer`, a number with no fraction
/// (`3` or `3.0`); a string, a fraction or anything else is refused.
pub(super) fn integer(
    errors: &mut FieldErrors,
    field: &str,
    value: &Value,
    min: i64,
    max: i64,
) -> Option<i64> {
    let whole = value.as_i64().or_else(|| {
        value
            .as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15)
            .map(|f| f as i64)
    });
    match whole {
        Some(n) if (min..=max).contains(&n) => Some(n),
        _ => {
            errors.add(field, format!("must be a whole number in {min}..={max}"));
            None
        }
    }
}

/// A required integer field: absent stays, null refused.
pub(super) fn required_int(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<Value>>,
    min: i64,
    max: i64,
) -> Option<i64> {
    not_null(errors, field, value).and_then(|v| integer(errors, field, &v, min, max))
}

/// A nullable integer field (a limit): absent stays (`None`), null is unlimited (`Some(None)`).
/// `None` also when the value is refused (the error is recorded).
pub(super) fn nullable_int(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<Value>>,
    min: i64,
    max: i64,
) -> Option<Option<i64>> {
    match value {
        None => None,
        Some(None) => Some(None),
        Some(Some(v)) => integer(errors, field, &v, min, max).map(Some),
    }
}

pub(super) fn narrow(value: Option<i64>) -> Option<i32> {
    value.and_then(|v| i32::try_from(v).ok())
}

pub(super) fn narrow_nullable(value: Option<Option<i64>>) -> Option<Option<i32>> {
    value.map(|v| v.and_then(|v| i32::try_from(v).ok()))
}

pub(super) fn name(value: &str) -> Result<String, String> {
    required_line(value, NAME_MAX, "must not be blank")
}

/// Multi-line text, trimmed, at most 2,000 characters (may be empty).
pub(super) fn description(value: &str) -> Result<String, String> {
    let text = multi_line(value)?;
    let text = text.trim();
    if text.chars().count() > DESCRIPTION_MAX {
        return Err(format!("must be at most {DESCRIPTION_MAX} characters"));
    }
    Ok(text.to_owned())
}

/// Three ASCII letters, stored lower-case.
pub(super) fn currency(value: &str) -> Result<String, String> {
    let value = value.trim();
    if value.len() == 3 && value.chars().all(|c| c.is_ascii_alphabetic()) {
        Ok(value.to_ascii_lowercase())
    } else {
        Err("must be a three-letter currency code".into())
    }
}

pub(super) fn interval(value: &str) -> Result<String, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        v @ ("month" | "year") => Ok(v.to_owned()),
        _ => Err("must be one of month, year".into()),
    }
}

/// A provider price ID: null or blank clears it; otherwise 1..=255 of `[A-Za-z0-9_-]`.
pub(super) fn price_id(
    errors: &mut FieldErrors,
    value: Option<Option<String>>,
) -> Option<Option<String>> {
    let value = value?;
    let Some(id) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) else {
        return Some(None);
    };
    if id.len() > PRICE_ID_MAX
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        errors.add(
            "providerPriceId",
            format!("must be 1..={PRICE_ID_MAX} letters, digits, '_' or '-'"),
        );
        return None;
    }
    Some(Some(id.to_owned()))
}

/// At most 20 feature lines, each trimmed, single-line, 1..=200 characters; null is none.
pub(super) fn features(
    errors: &mut FieldErrors,
    value: Option<Option<Vec<String>>>,
) -> Option<Vec<String>> {
    let lines = value?.unwrap_or_default();
    if lines.len() > FEATURES_MAX {
        errors.add(
            "features",
            format!("must have at most {FEATURES_MAX} entries"),
        );
        return None;
    }
    let mut out = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        match required_line(line, FEATURE_MAX, "must not be blank") {
            Ok(line) => out.push(line),
            Err(message) => {
                errors.add(&format!("features[{i}]"), message);
                return None;
            }
        }
    }
    Some(out)
}

pub(super) fn text(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<Option<String>>,
    parse: fn(&str) -> Result<String, String>,
) -> Option<String> {
    not_null(errors, field, value).and_then(|v| errors.check(field, parse(&v)))
}

// ---- billing ----

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_rules() {
        assert_eq!(currency(" CAD ").as_deref(), Ok("cad"));
        assert!(currency("CA1").is_err());
        assert!(currency("CADX").is_err());
        assert_eq!(interval("Year").as_deref(), Ok("year"));
        assert!(interval("week").is_err());
        let mut errors = FieldErrors::default();
        assert_eq!(price_id(&mut errors, Some(Some(" ".into()))), Some(None));
        assert_eq!(price_id(&mut errors, Some(None)), Some(None));
        assert_eq!(price_id(&mut errors, None), None);
        assert_eq!(
            price_id(&mut errors, Some(Some("price_1-A".into()))),
            Some(Some("price_1-A".into()))
        );
        assert!(errors.is_empty());
        assert_eq!(price_id(&mut errors, Some(Some("price 1".into()))), None);
        assert_eq!(integer(&mut errors, "n", &Value::from(1.5), 0, 9), None);
        assert_eq!(integer(&mut errors, "n", &Value::from("3"), 0, 9), None);
        assert_eq!(integer(&mut errors, "m", &Value::from(3), 0, 9), Some(3));
        assert!(!errors.is_empty());
    }
}
