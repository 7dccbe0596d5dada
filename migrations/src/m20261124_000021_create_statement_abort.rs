//! `statement_abort(reason)`: on PostgreSQL, a function that raises an error (SQLSTATE `TCABT`,
//! the message `reason`). A statement made of several data-modifying steps (a run's start or
//! finish, `src/services/runs/one_statement.rs`) calls it when some of its steps applied and a
//! later one did not, so the whole statement is undone: PostgreSQL cannot make a step depend on a
//! later one. Nothing on SQLite, whose statements cannot modify data in a WITH.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE OR REPLACE FUNCTION statement_abort(reason TEXT) RETURNS BIGINT \
                 LANGUAGE plpgsql VOLATILE AS $$ \
                 BEGIN RAISE EXCEPTION USING ERRCODE = 'TCABT', MESSAGE = reason; END $$",
            )
            .await
            .map(|_| ())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        manager
            .get_connection()
            .execute_unprepared("DROP FUNCTION IF EXISTS statement_abort(TEXT)")
            .await
            .map(|_| ())
    }
}
