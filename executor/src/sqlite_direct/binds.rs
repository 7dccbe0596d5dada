//! Values bound the way sqlx-sqlite binds them, so both connections agree on the bytes.

use chrono::{DateTime, SecondsFormat};
use rusqlite::types::Value as Sql;
use sea_orm::DbErr;
use sea_orm::sea_query::{OptionEnum, Value};

pub(super) fn bind_all(values: Option<sea_orm::Values>) -> Result<Vec<Sql>, DbErr> {
    values
        .map(|v| v.0)
        .unwrap_or_default()
        .into_iter()
        .map(bind)
        .collect()
}

fn timestamp<Tz: chrono::TimeZone>(at: &DateTime<Tz>) -> String
where
    Tz::Offset: std::fmt::Display,
{
    at.to_rfc3339_opts(SecondsFormat::AutoSi, false)
}

/// One value, encoded the way sqlx-sqlite encodes it (so both connections agree on the bytes).
pub(super) fn bind(value: Value) -> Result<Sql, DbErr> {
    fn or_null<T>(v: Option<T>, f: impl FnOnce(T) -> Sql) -> Sql {
        v.map_or(Sql::Null, f)
    }
    Ok(match value {
        Value::Bool(v) => or_null(v, |b| Sql::Integer(i64::from(b))),
        Value::TinyInt(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::SmallInt(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::Int(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::BigInt(v) => or_null(v, Sql::Integer),
        Value::TinyUnsigned(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::SmallUnsigned(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::Unsigned(v) => or_null(v, |i| Sql::Integer(i.into())),
        Value::BigUnsigned(v) => match v {
            None => Sql::Null,
            Some(u) => Sql::Integer(
                i64::try_from(u)
                    .map_err(|_| DbErr::Type(format!("{u} does not fit a SQLite integer")))?,
            ),
        },
        Value::Float(v) => or_null(v, |f| Sql::Real(f.into())),
        Value::Double(v) => or_null(v, Sql::Real),
        Value::String(v) => or_null(v, Sql::Text),
        Value::Char(v) => or_null(v, |c| Sql::Text(c.to_string())),
        Value::Enum(e) => match e {
            OptionEnum::Some(v) => Sql::Text(v.value.into_owned()),
            OptionEnum::None(_) => Sql::Null,
        },
        Value::Bytes(v) => or_null(v, Sql::Blob),
        Value::Json(v) => match v {
            None => Sql::Null,
            Some(j) => Sql::Text(
                serde_json::to_string(&*j).map_err(|e| DbErr::Type(format!("json: {e}")))?,
            ),
        },
        Value::ChronoDate(v) => or_null(v, |d| Sql::Text(d.format("%F").to_string())),
        Value::ChronoTime(v) => or_null(v, |t| Sql::Text(t.format("%T%.f").to_string())),
        Value::ChronoDateTime(v) => or_null(v, |t| Sql::Text(t.format("%F %T%.f").to_string())),
        Value::ChronoDateTimeUtc(v) => or_null(v, |t| Sql::Text(timestamp(&t))),
        Value::ChronoDateTimeLocal(v) => or_null(v, |t| Sql::Text(timestamp(&t))),
        Value::ChronoDateTimeWithTimeZone(v) => or_null(v, |t| Sql::Text(timestamp(&t))),
        Value::Uuid(v) => or_null(v, |u| Sql::Blob(u.as_bytes().to_vec())),
        #[allow(unreachable_patterns)]
        other => {
            return Err(DbErr::Type(format!(
                "the direct SQLite connection cannot bind {other:?}"
            )));
        }
    })
}
