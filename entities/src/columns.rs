//! Every table's columns with the type its entity declares: how a connection that reads rows
//! itself (the direct SQLite writer) decodes a column into the value SeaORM's model expects.

use sea_orm::{ColumnTrait, ColumnType, EntityTrait, IdenStatic, Iterable};

/// One column of one table.
#[derive(Debug, Clone)]
pub struct Column {
    pub table: &'static str,
    pub name: &'static str,
    pub column_type: ColumnType,
}

fn of<E: EntityTrait + Default>() -> impl Iterator<Item = Column> {
    let table = E::default().table_name();
    E::Column::iter().map(move |column| Column {
        table,
        name: column.as_str(),
        column_type: column.def().get_column_type().clone(),
    })
}

/// The columns of every entity. A table without an entity is read by the storage class of its
/// values (a test in `executor` checks that every table of the schema has one).
pub fn all() -> Vec<Column> {
    macro_rules! entities {
        ($($entity:ident),* $(,)?) => {{
            let mut all = Vec::new();
            $(all.extend(of::<crate::$entity::Entity>());)*
            all
        }};
    }
    entities!(
        audit_log,
        codehost_bindings,
        codehost_credentials,
        contact_messages,
        email_outbox,
        expert_review_offering,
        expert_review_orders,
        files,
        global_counters,
        global_quota,
        invitation_codes,
        messages,
        oauth_states,
        one_time_tokens,
        payment_events,
        payments,
        projects,
        quota_counters,
        quota_reservations,
        refresh_tokens,
        runs,
        sessions,
        storage_holds,
        subscription_plans,
        subscriptions,
        tier_quotas,
        users,
    )
}
