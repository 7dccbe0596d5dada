//! Schema migrations, one file per migration. A migration that has landed is never edited; changes
//! come as a new file appended to [`Migrator::migrations`].

pub use sea_orm_migration::prelude::*;

mod m20261122_000001_create_users;
mod m20261122_000002_create_auth_tokens;
mod m20261122_000003_create_invitation_codes;
mod m20261122_000004_create_projects;
mod m20261122_000005_create_sessions_and_messages;
mod m20261122_000006_create_audit_log;
mod m20261122_000007_create_quota_tables;
mod m20261122_000008_create_files;
mod m20261122_000009_create_runs;
mod m20261123_000010_create_health_probes;
mod m20261123_000011_storage_lifecycle;
mod m20261123_000012_leases;
mod m20261124_000013_create_billing;
mod m20261124_000014_payment_customer_index;
mod m20261124_000015_create_email_outbox;
mod m20261124_000016_create_contact_messages;
mod m20261124_000017_outbox_sealed_secret;
mod m20261124_000018_create_codehost;
mod m20261124_000019_create_rate_limit_keys;
mod m20261124_000020_create_login_lockouts;
mod m20261124_000021_create_statement_abort;
mod m20261124_000022_global_counter_stripes;
mod m20261124_000023_reserved_expiry_index;
mod m20261125_000024_password_version;
mod m20261126_000025_refund_due;
mod m20261126_000026_payment_price;
mod m20261126_000027_outbox_recipient_index;
mod m20261126_000028_username_case_insensitive;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_users::Migration),
            Box::new(m20261122_000002_create_auth_tokens::Migration),
            Box::new(m20261122_000003_create_invitation_codes::Migration),
            Box::new(m20261122_000004_create_projects::Migration),
            Box::new(m20261122_000005_create_sessions_and_messages::Migration),
            Box::new(m20261122_000006_create_audit_log::Migration),
            Box::new(m20261122_000007_create_quota_tables::Migration),
            Box::new(m20261122_000008_create_files::Migration),
            Box::new(m20261122_000009_create_runs::Migration),
            Box::new(m20261123_000010_create_health_probes::Migration),
            Box::new(m20261123_000011_storage_lifecycle::Migration),
            Box::new(m20261123_000012_leases::Migration),
            Box::new(m20261124_000013_create_billing::Migration),
            Box::new(m20261124_000014_payment_customer_index::Migration),
            Box::new(m20261124_000015_create_email_outbox::Migration),
            Box::new(m20261124_000016_create_contact_messages::Migration),
            Box::new(m20261124_000017_outbox_sealed_secret::Migration),
            Box::new(m20261124_000018_create_codehost::Migration),
            Box::new(m20261124_000019_create_rate_limit_keys::Migration),
            Box::new(m20261124_000020_create_login_lockouts::Migration),
            Box::new(m20261124_000021_create_statement_abort::Migration),
            Box::new(m20261124_000022_global_counter_stripes::Migration),
            Box::new(m20261124_000023_reserved_expiry_index::Migration),
            Box::new(m20261125_000024_password_version::Migration),
            Box::new(m20261126_000025_refund_due::Migration),
            Box::new(m20261126_000026_payment_price::Migration),
            Box::new(m20261126_000027_outbox_recipient_index::Migration),
            Box::new(m20261126_000028_username_case_insensitive::Migration),
        ]
    }
}

/// Identifiers shared by several migrations (tables referenced by foreign keys).
#[derive(DeriveIden)]
pub(crate) enum Users {
    Table,
    Id,
}

/// Builds `idx_<table>_<suffix>` on the given columns.
pub(crate) fn index(
    table: impl IntoIden + 'static,
    name: &str,
    cols: &[&'static str],
) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table(table);
    for col in cols {
        stmt.col(Alias::new(*col));
    }
    stmt.to_owned()
}
