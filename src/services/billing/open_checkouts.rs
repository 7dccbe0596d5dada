//! One open subscription checkout per user (issue 32): paying two open checkouts would start two
//! subscriptions, so a new checkout closes the user's older ones at the provider, and yields to a
//! newer one or to one that was just paid.

use entities::{PaymentKind, PaymentStatus, payments};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use uuid::Uuid;

use crate::clients::payments::{CheckoutStatus, PaymentClient};
use crate::clock;
use crate::error::AppError;
use crate::state::AppState;

/// One open subscription checkout per user: the newest. Once this request's session exists, the
/// user's older pending subscription checkouts are expired at the provider and canceled here. When
/// a newer one exists (a concurrent request), or an older one was paid meanwhile, this request's
/// own session is expired instead and the answer is 409: paying two checkouts would start two
/// subscriptions.
pub(super) async fn close_others(
    state: &AppState,
    client: &PaymentClient,
    user_id: Uuid,
    own: Uuid,
    own_session: &str,
) -> Result<(), AppError> {
    let others = payments::Entity::find()
        .filter(payments::Column::UserId.eq(user_id))
        .filter(payments::Column::Kind.eq(PaymentKind::Subscription))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending))
        .filter(payments::Column::Id.ne(own))
        .all(&state.db)
        .await?;
    let newer = others.iter().any(|p| p.id > own);
    let mut paid_meanwhile = false;
    for older in others.iter().filter(|p| p.id < own) {
        let Some(session_id) = older.checkout_session_id.as_deref() else {
            // Its request is still creating the session; it sees this newer one and yields.
            continue;
        };
        match client.expire_checkout_session(session_id).await {
            Ok(_) => cancel_pending(state, older.id).await?,
            Err(e) => match client.retrieve_checkout_session(session_id).await {
                Ok(session) if session.is_fulfillable() => paid_meanwhile = true,
                Ok(session) if session.status == Some(CheckoutStatus::Expired) => {
                    cancel_pending(state, older.id).await?;
                }
                _ => {
                    tracing::warn!(%user_id, %session_id, error = %e, "an older subscription checkout could not be closed");
                    paid_meanwhile = true;
                }
            },
        }
    }
    if !(newer || paid_meanwhile) {
        return Ok(());
    }
    if let Err(e) = client.expire_checkout_session(own_session).await {
        tracing::warn!(%user_id, session_id = %own_session, error = %e, "a superseded subscription checkout could not be expired");
    }
    cancel_pending(state, own).await?;
    Err(AppError::conflict(
        "Another subscription checkout of this account is open or was just paid; use that one or try again",
    ))
}

/// Cancels a payment that is still pending.
async fn cancel_pending(state: &AppState, payment_id: Uuid) -> Result<(), AppError> {
    payments::Entity::update_many()
        .col_expr(
            payments::Column::Status,
            Expr::value(PaymentStatus::Canceled.as_str()),
        )
        .col_expr(payments::Column::UpdatedAt, Expr::value(clock::now()))
        .filter(payments::Column::Id.eq(payment_id))
        .filter(payments::Column::Status.eq(PaymentStatus::Pending))
        .exec(&state.writes)
        .await?;
    Ok(())
}
