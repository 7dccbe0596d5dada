//! Serializing a check-then-insert per row on both databases: a no-op UPDATE of the row locks it on
//! PostgreSQL and takes the write lock on SQLite, so counting and inserting after it in the same
//! transaction cannot interleave with another caller doing the same.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use uuid::Uuid;

/// `UPDATE <table> SET <touch> = <touch> WHERE <id_column> = id`.
pub async fn lock_row<E, C>(
    db: &C,
    touch: E::Column,
    id_column: E::Column,
    id: Uuid,
) -> Result<(), DbErr>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    E::update_many()
        .col_expr(touch, Expr::col(touch))
        .filter(id_column.eq(id))
        .exec(db)
        .await
        .map(|_| ())
}
