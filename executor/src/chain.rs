//! One PostgreSQL statement made of several writes: each write is a data-modifying step of a
//! WITH (`UPDATE ... RETURNING 1`, `INSERT ... SELECT ... RETURNING 1`) that applies only when
//! the step it names changed a row, and the statement is one round trip and, outside a
//! transaction, one commit. A hot transaction of a few dependent writes (a run's start, a run's
//! finish) becomes one such statement, so the row locks it takes are held for the statement
//! alone, never across a round trip to the service.
//!
//! All or nothing: PostgreSQL cannot make a step depend on a later one, so the statement reads
//! the first step and the step through which every step is required, and when the first applied
//! and the required one did not, it calls `statement_abort` (migration 000021), which raises
//! SQLSTATE `TCABT` and undoes the whole statement: [`is_abort`] tells that error apart. A step
//! after the required one may not apply without undoing anything (a reservation that expired is
//! not settled).
//!
//! PostgreSQL only: SQLite cannot modify data in a WITH.

use sea_orm::sea_query::{
    Alias, CommonTableExpression, Expr, ExprTrait, Func, InsertStatement, IntoIden, Query,
    SelectStatement, UpdateStatement, WithClause, WithQuery,
};
use sea_orm::{
    ActiveModelTrait, ActiveValue, DbBackend, DbErr, EntityTrait, Iterable, RuntimeErr, Statement,
    sqlx,
};

use crate::{Executor, Kind};

/// The SQLSTATE `statement_abort` raises.
pub const ABORT_SQLSTATE: &str = "TCABT";

/// The steps of one statement, in order.
#[derive(Default)]
pub struct Chain {
    steps: Vec<CommonTableExpression>,
    names: Vec<&'static str>,
    /// Text read in the same statement, with the snapshot it started with (so without what the
    /// steps write).
    reads: Vec<Expr>,
}

/// What the statement did: for every step, whether it changed a row; and what it read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    steps: Vec<(&'static str, bool)>,
    reads: Vec<Option<String>>,
}

impl Applied {
    /// Whether step `name` changed a row (false for a step the chain does not have).
    pub fn did(&self, name: &str) -> bool {
        self.steps.iter().any(|(n, applied)| *n == name && *applied)
    }

    /// The text of read `i` (in the order of [`Chain::read`]); `None` for SQL NULL.
    pub fn read(&mut self, i: usize) -> Option<String> {
        self.reads.get_mut(i).and_then(Option::take)
    }
}

/// `EXISTS (SELECT 1 FROM step)`: the step changed a row.
pub fn applied(step: &'static str) -> Expr {
    Expr::exists(
        Query::select()
            .expr(Expr::cust("1"))
            .from(Alias::new(step))
            .to_owned(),
    )
}

impl Chain {
    pub fn new() -> Chain {
        Chain::default()
    }

    /// Adds a read of one text value (a scalar subquery) to the statement's answer.
    pub fn read(&mut self, text: Expr) -> &mut Self {
        self.reads.push(text);
        self
    }

    /// Adds `update` as step `name`, applied only when `after` did (always when `None`).
    pub fn update(
        &mut self,
        name: &'static str,
        mut update: UpdateStatement,
        after: Option<&'static str>,
    ) -> &mut Self {
        if let Some(after) = after {
            update.and_where(applied(after));
        }
        update.returning(Query::returning().expr(Expr::cust("1")));
        self.push(name, update)
    }

    /// Adds an INSERT of one row, `values` in the order of `insert`'s columns (set by the caller,
    /// with its table), as step `name`, applied only when `after` did.
    pub fn insert(
        &mut self,
        name: &'static str,
        mut insert: InsertStatement,
        values: Vec<Expr>,
        after: &'static str,
    ) -> Result<&mut Self, DbErr> {
        let mut row = Query::select();
        row.exprs(values).and_where(applied(after));
        insert
            .select_from(row)
            .map_err(|e| DbErr::Custom(format!("step {name}: {e}")))?
            .returning(Query::returning().expr(Expr::cust("1")));
        Ok(self.push(name, insert))
    }

    /// Adds the INSERT of `model` (its set columns) as step `name`, applied only when `after` did.
    pub fn insert_model<A: ActiveModelTrait>(
        &mut self,
        name: &'static str,
        model: &A,
        after: &'static str,
    ) -> Result<&mut Self, DbErr> {
        let mut columns = Vec::new();
        let mut values = Vec::new();
        for column in <A::Entity as EntityTrait>::Column::iter() {
            if let ActiveValue::Set(value) | ActiveValue::Unchanged(value) = model.get(column) {
                columns.push(column);
                values.push(Expr::val(value));
            }
        }
        let mut insert = Query::insert();
        insert
            .into_table(<A::Entity as Default>::default())
            .columns(columns);
        self.insert(name, insert, values, after)
    }

    fn push(
        &mut self,
        name: &'static str,
        query: impl Into<sea_orm::sea_query::SubQueryStatement>,
    ) -> &mut Self {
        let mut cte = CommonTableExpression::new();
        cte.table_name(Alias::new(name).into_iden()).query(query);
        self.steps.push(cte);
        self.names.push(name);
        self
    }

    /// The statement: every step, then one row telling which applied, aborted (named `what`)
    /// when the first step applied and `required` did not. Built from the steps as they are,
    /// without copying them (a run builds two such statements).
    ///
    /// Each step is reported by an `EXISTS` (1 or 0): a plan node less per step than a
    /// `COUNT(*)`, whose aggregate PostgreSQL sets up on every execution.
    pub fn statement(self, what: &str, required: &'static str) -> Statement {
        let did = |step: &'static str| -> Expr {
            Expr::cust_with_expr("CAST(CAST($1 AS INTEGER) AS BIGINT)", applied(step))
        };
        let mut report: SelectStatement = Query::select();
        for name in &self.names {
            report.expr_as(did(name), Alias::new(*name));
        }
        for read in self.reads {
            report.expr(read);
        }
        if let Some(first) = self.names.first() {
            let incomplete = applied(first).and(applied(required).not());
            let abort = Func::cust(Alias::new("statement_abort")).arg(Expr::val(format!(
                "{what}: a step after the first did not apply"
            )));
            report.expr(Expr::case(incomplete, abort).finally(0));
        }
        let mut with = WithClause::new();
        for step in self.steps {
            with.cte(step);
        }
        // `WithClause::query` would copy the whole statement once more.
        let mut query = WithQuery::new();
        query.with_clause(with).query(report);
        DbBackend::Postgres.build(&query)
    }

    /// Runs the statement on `db` (outside a transaction it commits by itself).
    pub async fn run<E: Executor + ?Sized>(
        self,
        db: &E,
        what: &str,
        required: &'static str,
    ) -> Result<Applied, DbErr> {
        let (names, read_count) = (self.names.clone(), self.reads.len());
        let mut kinds = vec![Kind::Int; names.len()];
        kinds.extend(vec![Kind::Text; read_count]);
        kinds.push(Kind::Int);
        let row = db
            .first_row(self.statement(what, required), &kinds)
            .await?
            .unwrap_or_default();
        let mut row = row.into_iter();
        let steps = names
            .iter()
            .zip(row.by_ref())
            .map(|(name, count)| {
                (
                    *name,
                    matches!(count, sea_orm::Value::BigInt(Some(n)) if n > 0),
                )
            })
            .collect();
        let reads = row
            .take(read_count)
            .map(|value| match value {
                sea_orm::Value::String(text) => text,
                _ => None,
            })
            .collect();
        Ok(Applied { steps, reads })
    }
}

/// Whether `err` is the abort of an incomplete chain (nothing of it applied).
pub fn is_abort(err: &DbErr) -> bool {
    match err {
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            matches!(e.as_ref(), sqlx::Error::Database(e) if e.code().as_deref() == Some(ABORT_SQLSTATE))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::sea_query::Query;

    #[test]
    fn steps_depend_on_the_named_step_and_the_report_guards_the_required_one() {
        let mut chain = Chain::new();
        let mut first = Query::update();
        first
            .table(Alias::new("sessions"))
            .value(Alias::new("x"), 1)
            .and_where(Expr::col(Alias::new("id")).eq(7));
        chain.update("lease", first, None);
        let mut second = Query::insert();
        second
            .into_table(Alias::new("messages"))
            .columns([Alias::new("a")]);
        chain
            .insert("message", second, vec![Expr::val(5)], "lease")
            .ok();
        let sql = chain.statement("runs.start", "message").sql;
        assert!(
            sql.starts_with("WITH \"lease\" AS (UPDATE \"sessions\""),
            "{sql}"
        );
        assert!(
            sql.contains("\"message\" AS (INSERT INTO \"messages\" (\"a\") SELECT $3 WHERE EXISTS(SELECT 1 FROM \"lease\") RETURNING 1)"),
            "{sql}"
        );
        assert!(
            sql.contains(
                "CAST(CAST(EXISTS(SELECT 1 FROM \"message\") AS INTEGER) AS BIGINT) AS \"message\""
            ),
            "{sql}"
        );
        assert!(
            sql.contains("CASE WHEN (EXISTS(SELECT 1 FROM \"lease\") AND (NOT EXISTS(SELECT 1 FROM \"message\"))) THEN statement_abort($4) ELSE $5 END"),
            "{sql}"
        );
    }
}
