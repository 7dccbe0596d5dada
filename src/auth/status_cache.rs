//! A short-lived cache of each user's status and role, read by the auth extractors. A suspension or
//! demotion reaches existing access tokens within `auth.status_cache_secs` (at most 30 s by
//! default), also when another replica made the change; in this process it is immediate because
//! the service that changes a user calls [`UserStatusCache::invalidate`].

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sea_orm::{DatabaseConnection, DbErr, EntityTrait};
use uuid::Uuid;

use crate::domain::{Role, UserStatus};

const MAX_ENTRIES: usize = 100_000;

#[derive(Debug, Clone, Copy)]
pub struct CachedUser {
    pub status: UserStatus,
    pub role: Role,
}

pub struct UserStatusCache {
    ttl: Duration,
    entries: Mutex<HashMap<Uuid, (CachedUser, Instant)>>,
}

impl UserStatusCache {
    pub fn new(ttl: Duration) -> Self {
        UserStatusCache {
            ttl,
            entries: Mutex::new(HashMap::new()),
        }
    }

    fn fresh(&self, id: Uuid) -> Option<CachedUser> {
        let entries = self.entries.lock().ok()?;
        entries
            .get(&id)
            .filter(|(_, at)| at.elapsed() < self.ttl)
            .map(|(user, _)| *user)
    }

    /// The user's current status and role; `None` when the account no longer exists.
    pub async fn get(
        &self,
        db: &DatabaseConnection,
        id: Uuid,
    ) -> Result<Option<CachedUser>, DbErr> {
        if let Some(user) = self.fresh(id) {
            return Ok(Some(user));
        }
        let Some(model) = entities::users::Entity::find_by_id(id).one(db).await? else {
            self.invalidate(id);
            return Ok(None);
        };
        let user = CachedUser {
            status: model.status,
            role: model.role,
        };
        if let Ok(mut entries) = self.entries.lock() {
            if entries.len() >= MAX_ENTRIES {
                entries.retain(|_, (_, at)| at.elapsed() < self.ttl);
                if entries.len() >= MAX_ENTRIES {
                    entries.clear();
                }
            }
            entries.insert(id, (user, Instant::now()));
        }
        Ok(Some(user))
    }

    pub fn invalidate(&self, id: Uuid) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(&id);
        }
    }
}
