//! The expert-review order's state machine (spec §3.5, DESIGN §10), in one place: every move of an
//! order's status, by checkout fulfilment, checkout expiry or the admin status-update route, is
//! checked here, and the services write it as a conditional UPDATE on the `from` status so two
//! movers never both win.
//!
//! ```text
//! (none) --checkout created--> PENDING_PAYMENT --paid (confirm or webhook)--> PAID
//! PENDING_PAYMENT --checkout expired--> CANCELED
//! PAID --admin--> IN_REVIEW --admin--> COMPLETED
//! PENDING_PAYMENT --admin--> CANCELED,  PAID --admin--> CANCELED
//! ```

use entities::OrderStatus;

/// What moves an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderTrigger {
    /// The checkout session was confirmed or its completion delivered, complete and paid.
    PaymentReceived,
    /// The checkout session expired unpaid.
    CheckoutExpired,
    /// The admin status-update route asks for this status.
    Admin(OrderStatus),
}

/// A move the rules do not allow (409 `INVALID_TRANSITION` at the admin route).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("an order cannot move from {} to {}", from.as_str(), to.as_str())]
pub struct InvalidTransition {
    pub from: OrderStatus,
    pub to: OrderStatus,
}

impl OrderTrigger {
    /// The trigger's name in the audit trail.
    pub fn name(self) -> &'static str {
        match self {
            OrderTrigger::PaymentReceived => "PAYMENT_RECEIVED",
            OrderTrigger::CheckoutExpired => "CHECKOUT_EXPIRED",
            OrderTrigger::Admin(_) => "ADMIN",
        }
    }

    /// The status this trigger moves an order to.
    pub fn target(self) -> OrderStatus {
        match self {
            OrderTrigger::PaymentReceived => OrderStatus::Paid,
            OrderTrigger::CheckoutExpired => OrderStatus::Canceled,
            OrderTrigger::Admin(to) => to,
        }
    }

    /// The statuses from which this trigger may move an order (the `WHERE status IN` of the
    /// conditional UPDATE).
    pub fn sources(self) -> &'static [OrderStatus] {
        use OrderStatus::*;
        match self {
            OrderTrigger::PaymentReceived | OrderTrigger::CheckoutExpired => &[PendingPayment],
            OrderTrigger::Admin(InReview) => &[Paid],
            OrderTrigger::Admin(Completed) => &[InReview],
            OrderTrigger::Admin(Canceled) => &[PendingPayment, Paid],
            OrderTrigger::Admin(PendingPayment | Paid) => &[],
        }
    }
}

/// The status after `trigger` moves an order in status `from`, or why it may not.
pub fn next(from: OrderStatus, trigger: OrderTrigger) -> Result<OrderStatus, InvalidTransition> {
    let to = trigger.target();
    if trigger.sources().contains(&from) {
        Ok(to)
    } else {
        Err(InvalidTransition { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderStatus::*;

    const ALL: [OrderStatus; 5] = [PendingPayment, Paid, InReview, Completed, Canceled];

    #[test]
    fn the_allowed_moves_are_exactly_the_table() {
        let allowed = [
            (PendingPayment, OrderTrigger::PaymentReceived, Paid),
            (PendingPayment, OrderTrigger::CheckoutExpired, Canceled),
            (Paid, OrderTrigger::Admin(InReview), InReview),
            (InReview, OrderTrigger::Admin(Completed), Completed),
            (PendingPayment, OrderTrigger::Admin(Canceled), Canceled),
            (Paid, OrderTrigger::Admin(Canceled), Canceled),
        ];
        let mut triggers = vec![OrderTrigger::PaymentReceived, OrderTrigger::CheckoutExpired];
        triggers.extend(ALL.map(OrderTrigger::Admin));
        for from in ALL {
            for trigger in &triggers {
                let expected = allowed
                    .iter()
                    .find(|(f, t, _)| *f == from && t == trigger)
                    .map(|(_, _, to)| *to);
                assert_eq!(
                    next(from, *trigger).ok(),
                    expected,
                    "{from:?} by {trigger:?}"
                );
            }
        }
    }

    #[test]
    fn a_refused_move_names_both_statuses() {
        let err = next(Completed, OrderTrigger::Admin(Paid)).expect_err("refused");
        assert_eq!(
            err.to_string(),
            "an order cannot move from COMPLETED to PAID"
        );
    }
}
