//! How the direct SQLite writer turns a result column into the SeaORM value its model expects.
//!
//! sqlx decodes a column by the Rust type a model asks for; a row read here is handed to SeaORM
//! as a `ProxyRow` of values, whose types must already be the ones the model asks for (a UUID as
//! `Value::Uuid`, not the 16-byte blob SQLite holds; an `i32` as `Value::Int`). SQLite's declared
//! types cannot tell an `i32` from an `i64` (both are `integer`), so the type comes from the
//! entities: a column that SQLite traces to a table column (`sqlite3_column_table_name`, also
//! behind an alias) is decoded as its entity declares it, anything else (an expression such as
//! `COUNT(*)`) by the storage class of its value (an integer as `i64`, SeaORM's type for counts).

use std::collections::HashMap;
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use rusqlite::types::ValueRef;
use sea_orm::ColumnType;
use sea_orm::sea_query::Value;

/// How one column is decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decode {
    Uuid,
    Time,
    Int,
    BigInt,
    Bool,
    Json,
    Text,
    Double,
    Bytes,
    /// By the value's storage class.
    Storage,
}

impl Decode {
    fn of(column_type: &ColumnType) -> Decode {
        match column_type {
            ColumnType::Uuid => Decode::Uuid,
            ColumnType::TimestampWithTimeZone | ColumnType::Timestamp | ColumnType::DateTime => {
                Decode::Time
            }
            ColumnType::TinyInteger
            | ColumnType::SmallInteger
            | ColumnType::Integer
            | ColumnType::TinyUnsigned
            | ColumnType::SmallUnsigned => Decode::Int,
            ColumnType::BigInteger | ColumnType::Unsigned | ColumnType::BigUnsigned => {
                Decode::BigInt
            }
            ColumnType::Boolean => Decode::Bool,
            ColumnType::Json | ColumnType::JsonBinary => Decode::Json,
            ColumnType::Char(_)
            | ColumnType::String(_)
            | ColumnType::Text
            | ColumnType::Enum { .. } => Decode::Text,
            ColumnType::Float | ColumnType::Double => Decode::Double,
            ColumnType::Binary(_) | ColumnType::VarBinary(_) | ColumnType::Blob => Decode::Bytes,
            _ => Decode::Storage,
        }
    }
}

/// Every entity column's decoding, by table and column name.
pub(crate) struct ColumnKinds(HashMap<&'static str, HashMap<&'static str, Decode>>);

static KINDS: LazyLock<ColumnKinds> = LazyLock::new(|| {
    let mut tables: HashMap<&'static str, HashMap<&'static str, Decode>> = HashMap::new();
    for column in entities::columns::all() {
        tables
            .entry(column.table)
            .or_default()
            .insert(column.name, Decode::of(&column.column_type));
    }
    ColumnKinds(tables)
});

impl ColumnKinds {
    pub(crate) fn get() -> &'static ColumnKinds {
        &KINDS
    }

    /// How a result column that SQLite traces to `table.column` is decoded.
    pub(crate) fn decode(&self, table: Option<&str>, column: Option<&str>) -> Decode {
        table
            .zip(column)
            .and_then(|(table, column)| self.0.get(table)?.get(column).copied())
            .unwrap_or(Decode::Storage)
    }

    /// Whether `table` has an entity (a test checks that every table has one).
    #[cfg(test)]
    pub(crate) fn knows(&self, table: &str) -> bool {
        self.0.contains_key(table)
    }
}

fn mismatch(column: usize, decode: Decode, found: ValueRef<'_>) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        column,
        found.data_type(),
        format!("a {:?} column holds {:?}", decode, found.data_type()).into(),
    )
}

/// Column `i` of a row, as `decode` says.
pub(crate) fn value(i: usize, found: ValueRef<'_>, decode: Decode) -> rusqlite::Result<Value> {
    use ValueRef as V;
    let conversion = |e: Box<dyn std::error::Error + Send + Sync>| {
        rusqlite::Error::FromSqlConversionFailure(i, found.data_type(), e)
    };
    Ok(match (decode, found) {
        (Decode::Uuid, V::Null) => Value::Uuid(None),
        (Decode::Uuid, V::Blob(bytes)) => Value::Uuid(Some(
            uuid::Uuid::from_slice(bytes).map_err(|e| conversion(e.into()))?,
        )),
        (Decode::Uuid, V::Text(text)) => Value::Uuid(Some(
            std::str::from_utf8(text)
                .map_err(|e| conversion(e.into()))
                .and_then(|t| uuid::Uuid::parse_str(t).map_err(|e| conversion(e.into())))?,
        )),
        (Decode::Time, V::Null) => Value::ChronoDateTimeUtc(None),
        (Decode::Time, V::Text(text)) => {
            let text = std::str::from_utf8(text).map_err(|e| conversion(e.into()))?;
            Value::ChronoDateTimeUtc(Some(time(text).map_err(|e| conversion(e.into()))?))
        }
        (Decode::Int, V::Null) => Value::Int(None),
        (Decode::Int, V::Integer(n)) => {
            Value::Int(Some(i32::try_from(n).map_err(|e| conversion(e.into()))?))
        }
        (Decode::BigInt, V::Null) => Value::BigInt(None),
        (Decode::BigInt, V::Integer(n)) => Value::BigInt(Some(n)),
        (Decode::Bool, V::Null) => Value::Bool(None),
        (Decode::Bool, V::Integer(n)) => Value::Bool(Some(n != 0)),
        (Decode::Json, V::Null) => Value::Json(None),
        (Decode::Json, V::Text(text)) => Value::Json(Some(Box::new(
            serde_json::from_slice(text).map_err(|e| conversion(e.into()))?,
        ))),
        (Decode::Text, V::Null) => Value::String(None),
        (Decode::Text, V::Text(text)) => Value::String(Some(
            std::str::from_utf8(text)
                .map_err(|e| conversion(e.into()))?
                .to_owned(),
        )),
        (Decode::Double, V::Null) => Value::Double(None),
        (Decode::Double, V::Real(x)) => Value::Double(Some(x)),
        #[allow(clippy::cast_precision_loss)]
        (Decode::Double, V::Integer(n)) => Value::Double(Some(n as f64)),
        (Decode::Bytes, V::Null) => Value::Bytes(None),
        (Decode::Bytes, V::Blob(bytes)) => Value::Bytes(Some(bytes.to_vec())),
        (Decode::Storage, V::Null) => Value::BigInt(None),
        (Decode::Storage, V::Integer(n)) => Value::BigInt(Some(n)),
        (Decode::Storage, V::Real(x)) => Value::Double(Some(x)),
        (Decode::Storage, V::Text(text)) => Value::String(Some(
            std::str::from_utf8(text)
                .map_err(|e| conversion(e.into()))?
                .to_owned(),
        )),
        (Decode::Storage, V::Blob(bytes)) => Value::Bytes(Some(bytes.to_vec())),
        (decode, found) => return Err(mismatch(i, decode, found)),
    })
}

/// A timestamp as sqlx and the direct connection write it (RFC 3339), or as SQLite's own
/// `CURRENT_TIMESTAMP` writes it (UTC without an offset).
pub(crate) fn time(text: &str) -> Result<DateTime<Utc>, chrono::ParseError> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .or_else(|_| chrono::NaiveDateTime::parse_from_str(text, "%F %T%.f").map(|t| t.and_utc()))
}

#[cfg(test)]
mod tests {
    use migrations::{Migrator, MigratorTrait};
    use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};

    use super::*;

    /// Tables without an entity: the migrations' own, the write probe's (written only), and the
    /// shared rate limits' (used on PostgreSQL only).
    const WITHOUT_ENTITY: &[&str] = &[
        "seaql_migrations",
        "health_probes",
        "rate_limit_keys",
        "login_lockouts",
    ];

    #[tokio::test]
    async fn every_table_of_the_schema_has_an_entity() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("s.db").display());
        let db = Database::connect(url).await.expect("connects");
        Migrator::up(&db, None).await.expect("migrates");
        let rows = db
            .query_all_raw(Statement::from_string(
                DbBackend::Sqlite,
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            ))
            .await
            .expect("tables");
        let tables: Vec<String> = rows
            .iter()
            .map(|r| r.try_get_by_index(0).expect("name"))
            .collect();
        assert!(tables.len() > 20, "{tables:?}");
        let missing: Vec<&String> = tables
            .iter()
            .filter(|t| !WITHOUT_ENTITY.contains(&t.as_str()) && !ColumnKinds::get().knows(t))
            .collect();
        assert!(
            missing.is_empty(),
            "tables the direct writer would read by storage class only: {missing:?}"
        );
    }

    #[test]
    fn entity_columns_decode_as_their_rust_types_expect() {
        let kinds = ColumnKinds::get();
        assert_eq!(kinds.decode(Some("sessions"), Some("id")), Decode::Uuid);
        assert_eq!(
            kinds.decode(Some("sessions"), Some("created_at")),
            Decode::Time
        );
        assert_eq!(
            kinds.decode(Some("files"), Some("index_attempts")),
            Decode::Int
        );
        assert_eq!(
            kinds.decode(Some("files"), Some("file_size")),
            Decode::BigInt
        );
        assert_eq!(
            kinds.decode(Some("users"), Some("email_verified")),
            Decode::Bool
        );
        assert_eq!(
            kinds.decode(Some("files"), Some("index_meta")),
            Decode::Json
        );
        assert_eq!(kinds.decode(Some("sessions"), Some("status")), Decode::Text);
        // An expression (COUNT(*), an alias of no column) has no table.
        assert_eq!(kinds.decode(None, None), Decode::Storage);
        assert_eq!(kinds.decode(Some("nope"), Some("id")), Decode::Storage);
    }

    #[test]
    fn values_are_typed_or_refused() {
        let id = uuid::Uuid::now_v7();
        assert_eq!(
            value(0, ValueRef::Blob(id.as_bytes()), Decode::Uuid).expect("uuid"),
            Value::Uuid(Some(id))
        );
        assert_eq!(
            value(0, ValueRef::Integer(7), Decode::Int).expect("int"),
            Value::Int(Some(7))
        );
        assert_eq!(
            value(0, ValueRef::Null, Decode::BigInt).expect("null"),
            Value::BigInt(None)
        );
        assert_eq!(
            value(0, ValueRef::Integer(1), Decode::Bool).expect("bool"),
            Value::Bool(Some(true))
        );
        assert!(value(0, ValueRef::Integer(1 << 40), Decode::Int).is_err());
        assert!(value(0, ValueRef::Text(b"x"), Decode::Uuid).is_err());
        assert!(value(0, ValueRef::Integer(3), Decode::Time).is_err());
    }
}
