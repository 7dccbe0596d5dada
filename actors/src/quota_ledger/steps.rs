//! The ledger's reserve and settle as steps of a [`Chain`], the one-statement form of a hot
//! transaction on PostgreSQL (a run's start and finish): the same conditional UPDATEs and the
//! same reservation row as [`super::reserve_in`] and [`super::settle_in`], built by the same
//! functions, so the ledger stays the one owner of the quota rules. What the statement form
//! cannot do is left to those: a counter row that does not exist yet, or a limit that is
//! reached, leaves the reserve undone (the chain's caller then takes the transaction way, which
//! creates the row or names the limit).

use chrono::{DateTime, Utc};
use entities::ReservationStatus;
use executor::chain::Chain;
use sea_orm::DbErr;

use super::counters::{CounterRow, Field, home_stripe};
use super::store::{expiry, held_of, mark_settled_statement, reservation_row};
use super::{Held, Reserve, global_period, period};

/// The step that inserts the reservation: it applied when the reserve did.
pub const RESERVED: &str = "ledger_reservation";
/// The step that marks the reservation settled: the counters move only when it applied.
pub const SETTLED: &str = "ledger_settled";

/// Adds the reserve of `msg` (one amount) to `chain`, applied only when step `after` did: the
/// user's counter against the tier's live limit, then the service-wide counter, then the
/// reservation row ([`RESERVED`]). Answers the reservation as it will be held.
pub fn reserve_steps(
    chain: &mut Chain,
    msg: &Reserve,
    now: DateTime<Utc>,
    after: &'static str,
) -> Result<Held, DbErr> {
    let user_period = period(msg.kind, now);
    let global_key = global_period(msg.kind, now);
    let mut held = held_of(msg, &user_period, now);
    let (Some(one), true) = (held.pop(), held.is_empty()) else {
        return Err(DbErr::Custom(
            "a reserve in one statement takes exactly one amount".into(),
        ));
    };
    let user = CounterRow::User(msg.user_id, msg.kind, &user_period);
    let global = CounterRow::Global(msg.kind, &global_key, home_stripe(msg.kind, one.id));
    chain.update(
        "ledger_user",
        user.take_statement(Field::Reserved, one.amount),
        Some(after),
    );
    chain.update(
        "ledger_global",
        global.take_statement(Field::Reserved, one.amount),
        Some("ledger_user"),
    );
    chain.insert_model(
        RESERVED,
        &reservation_row(&one, expiry(msg, now)),
        "ledger_global",
    )?;
    Ok(one)
}

/// Adds the settlement of `held` to `to` to `chain`, applied only when step `after` did: the
/// reservation marked ([`SETTLED`]; a confirm only before it expires), then both counters moved.
pub fn settle_steps(
    chain: &mut Chain,
    held: &Held,
    to: ReservationStatus,
    now: DateTime<Utc>,
    after: &'static str,
) {
    let confirm = to == ReservationStatus::Confirmed;
    chain.update(
        SETTLED,
        mark_settled_statement(held.id, to, now),
        Some(after),
    );
    let user = CounterRow::User(held.user_id, held.kind, &held.period);
    chain.update(
        "ledger_user_settled",
        user.settle_statement(held.amount, confirm),
        Some(SETTLED),
    );
    let key = global_period(held.kind, held.created_at);
    chain.update(
        "ledger_global_settled",
        CounterRow::Global(held.kind, &key, home_stripe(held.kind, held.id))
            .settle_statement(held.amount, confirm),
        Some(SETTLED),
    );
}
