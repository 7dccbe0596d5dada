//! Single-use tokens mailed to a user (DESIGN §5): password reset (1 h) and e-mail verification
//! (24 h). 256 bits from the OS CSPRNG; only the SHA-256 is stored; a token is spent by a
//! conditional UPDATE that one caller alone can win. Issuing a token retires the user's earlier
//! unspent ones of the same purpose, so only the newest link works.

use chrono::{DateTime, TimeDelta, Utc};
use entities::{TokenPurpose, one_time_tokens};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::auth::opaque;
use crate::clock;

/// How long a token of `purpose` stays valid.
pub fn ttl(purpose: TokenPurpose) -> TimeDelta {
    match purpose {
        TokenPurpose::PasswordReset => TimeDelta::hours(1),
        TokenPurpose::EmailVerify => TimeDelta::hours(24),
    }
}

/// Most tokens of one purpose a user is sent per hour; past it, requests are answered the same
/// but no mail goes out (so nobody can flood a mailbox through the public routes).
pub const MAX_PER_HOUR: u64 = 5;

/// The longest token accepted as input (ours are 43 characters).
const MAX_TOKEN_LEN: usize = 256;

/// Whether `user_id` may be sent another token of `purpose` now ([`MAX_PER_HOUR`]).
pub async fn may_issue<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    purpose: TokenPurpose,
) -> Result<bool, DbErr> {
    let since = clock::now() - TimeDelta::hours(1);
    let recent = one_time_tokens::Entity::find()
        .filter(one_time_tokens::Column::UserId.eq(user_id))
        .filter(one_time_tokens::Column::Purpose.eq(purpose))
        .filter(one_time_tokens::Column::CreatedAt.gt(since))
        .count(db)
        .await?;
    Ok(recent < MAX_PER_HOUR)
}

/// Retires the user's unspent tokens of `purpose` and stores a new one (its hash only); answers
/// the raw token, to be mailed.
pub async fn issue<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    purpose: TokenPurpose,
) -> Result<String, DbErr> {
    retire(db, user_id, &[purpose]).await?;
    let raw = opaque::generate();
    let now = clock::now();
    one_time_tokens::Entity::insert(one_time_tokens::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id),
        purpose: Set(purpose),
        token_hash: Set(opaque::hash(&raw)),
        expires_at: Set(now + ttl(purpose)),
        used_at: Set(None),
        created_at: Set(now),
    })
    .exec_without_returning(db)
    .await?;
    Ok(raw)
}

/// Marks the user's unspent tokens of the given purposes as spent (e.g. after an e-mail change,
/// links sent to the old address stop working).
pub async fn retire<C: ConnectionTrait>(
    db: &C,
    user_id: Uuid,
    purposes: &[TokenPurpose],
) -> Result<u64, DbErr> {
    Ok(one_time_tokens::Entity::update_many()
        .col_expr(one_time_tokens::Column::UsedAt, Expr::value(clock::now()))
        .filter(one_time_tokens::Column::UserId.eq(user_id))
        .filter(one_time_tokens::Column::Purpose.is_in(purposes.iter().copied()))
        .filter(one_time_tokens::Column::UsedAt.is_null())
        .exec(db)
        .await?
        .rows_affected)
}

/// The user a valid (unspent, unexpired) token of `purpose` belongs to, without spending it.
pub async fn peek<C: ConnectionTrait>(
    db: &C,
    raw: &str,
    purpose: TokenPurpose,
) -> Result<Option<Uuid>, DbErr> {
    if !plausible(raw) {
        return Ok(None);
    }
    let now = clock::now();
    Ok(one_time_tokens::Entity::find()
        .filter(one_time_tokens::Column::TokenHash.eq(opaque::hash(raw.trim())))
        .filter(one_time_tokens::Column::Purpose.eq(purpose))
        .filter(one_time_tokens::Column::UsedAt.is_null())
        .filter(one_time_tokens::Column::ExpiresAt.gt(now))
        .one(db)
        .await?
        .map(|row| row.user_id))
}

/// Spends a valid token of `purpose` that belongs to `user_id`; answers whether this caller won
/// it (a second spend, an expired or a retired token answers `false`).
pub async fn spend<C: ConnectionTrait>(
    db: &C,
    raw: &str,
    purpose: TokenPurpose,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    if !plausible(raw) {
        return Ok(false);
    }
    Ok(one_time_tokens::Entity::update_many()
        .col_expr(one_time_tokens::Column::UsedAt, Expr::value(now))
        .filter(one_time_tokens::Column::TokenHash.eq(opaque::hash(raw.trim())))
        .filter(one_time_tokens::Column::Purpose.eq(purpose))
        .filter(one_time_tokens::Column::UserId.eq(user_id))
        .filter(one_time_tokens::Column::UsedAt.is_null())
        .filter(one_time_tokens::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?
        .rows_affected
        == 1)
}

/// A value worth looking up at all: non-empty, bounded.
fn plausible(raw: &str) -> bool {
    let raw = raw.trim();
    !raw.is_empty() && raw.len() <= MAX_TOKEN_LEN
}
