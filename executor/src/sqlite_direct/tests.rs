//! Values bound as sqlx binds them.

use super::binds::bind;
use super::*;

#[test]
fn timestamps_are_bound_as_sqlx_binds_them() {
    let at = DateTime::parse_from_rfc3339("2026-11-23T09:30:00.125Z")
        .expect("valid")
        .with_timezone(&Utc);
    assert_eq!(
        bind(Value::ChronoDateTimeUtc(Some(at))).expect("binds"),
        Sql::Text("2026-11-23T09:30:00.125+00:00".into())
    );
    let whole = DateTime::parse_from_rfc3339("2026-11-23T09:30:00Z")
        .expect("valid")
        .with_timezone(&Utc);
    assert_eq!(
        bind(Value::ChronoDateTimeUtc(Some(whole))).expect("binds"),
        Sql::Text("2026-11-23T09:30:00+00:00".into())
    );
}

#[test]
fn uuids_bools_and_json_are_bound_as_sqlx_binds_them() {
    let id = uuid::Uuid::now_v7();
    assert_eq!(
        bind(Value::Uuid(Some(id))).expect("binds"),
        Sql::Blob(id.as_bytes().to_vec())
    );
    assert_eq!(
        bind(Value::Bool(Some(true))).expect("binds"),
        Sql::Integer(1)
    );
    assert_eq!(
        bind(Value::Json(Some(Box::new(serde_json::json!({"a": [1]}))))).expect("binds"),
        Sql::Text(r#"{"a":[1]}"#.into())
    );
    assert_eq!(bind(Value::String(None)).expect("binds"), Sql::Null);
    assert!(bind(Value::BigUnsigned(Some(u64::MAX))).is_err());
}
