//! Usernames are unique regardless of ASCII case (`Ada` and `ada` are one name): a unique index on
//! `lower(username)`. Names that already clash keep the oldest row's; the others get a short
//! random suffix first (their owners can rename; nothing else refers to usernames).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

const INDEX: &str = "idx_users_username_lower";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let suffix = match manager.get_database_backend() {
            DbBackend::Postgres => "substr(md5(random()::text), 1, 8)",
            _ => "lower(hex(randomblob(4)))",
        };
        // Usernames are at most 50 characters: 41 kept, '-', 8 of suffix.
        db.execute_unprepared(&format!(
            "UPDATE users SET username = substr(username, 1, 41) || '-' || {suffix} \
             WHERE username IS NOT NULL AND EXISTS (\
               SELECT 1 FROM users older WHERE lower(older.username) = lower(users.username) \
               AND (older.created_at < users.created_at \
                    OR (older.created_at = users.created_at AND older.id < users.id)))"
        ))
        .await?;
        db.execute_unprepared(&format!(
            "CREATE UNIQUE INDEX IF NOT EXISTS {INDEX} ON users (lower(username))"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared(&format!("DROP INDEX IF EXISTS {INDEX}"))
            .await?;
        Ok(())
    }
}
