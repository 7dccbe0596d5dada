//! The sessions runs were posted to in the last [`TTL`]: owner, project and whether the project
//! has a code-host binding, so a session's consecutive runs skip reading them (one statement
//! fewer per run; on PostgreSQL a run is then its start and its finish, one statement each).
//!
//! What may change meanwhile is checked elsewhere: a session deleted (also by another replica,
//! also with its project or account) has no row for the run's lease step, and the run then reads
//! the session again and answers 404 (`super::start`); a run with selected files reads the
//! session itself, so its files are checked against the project as it is. A binding made or
//! removed here forgets the project's entries at once ([`RunSessions::forget_project`]); one made
//! on another replica reaches runs within [`TTL`], as an account's status reaches its tokens
//! within `auth.status_cache_secs`.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use uuid::Uuid;

use super::records::SessionRef;

/// How long an entry is used.
pub const TTL: Duration = Duration::from_secs(2);
/// Entries kept at most (expired ones are dropped first, then all).
const MAX_ENTRIES: usize = 100_000;

#[derive(Default)]
pub struct RunSessions {
    entries: Mutex<HashMap<Uuid, (SessionRef, Instant)>>,
}

impl RunSessions {
    /// The session `session_id` of `user_id` as read within [`TTL`]; `None` when it was not, or
    /// was another user's.
    pub(super) fn get(&self, user_id: Uuid, session_id: Uuid) -> Option<SessionRef> {
        let entries = self.entries.lock().ok()?;
        entries
            .get(&session_id)
            .filter(|(session, at)| session.user_id == user_id && at.elapsed() < TTL)
            .map(|(session, _)| *session)
    }

    pub(super) fn put(&self, session: SessionRef) {
        if let Ok(mut entries) = self.entries.lock() {
            if entries.len() >= MAX_ENTRIES {
                entries.retain(|_, (_, at)| at.elapsed() < TTL);
                if entries.len() >= MAX_ENTRIES {
                    entries.clear();
                }
            }
            entries.insert(session.id, (session, Instant::now()));
        }
    }

    pub(super) fn forget(&self, session_id: Uuid) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(&session_id);
        }
    }

    /// Forgets every session of `project_id` (its code-host binding changed).
    pub fn forget_project(&self, project_id: Uuid) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.retain(|_, (session, _)| session.project_id != project_id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(project_id: Uuid) -> SessionRef {
        SessionRef {
            id: Uuid::now_v7(),
            user_id: Uuid::now_v7(),
            project_id,
            code_host: false,
            session_type: entities::SessionType::T661,
        }
    }

    #[test]
    fn an_entry_is_the_owners_only_and_a_binding_change_forgets_the_project() {
        let cache = RunSessions::default();
        let (project, other) = (Uuid::now_v7(), Uuid::now_v7());
        let (a, b) = (session(project), session(other));
        cache.put(a);
        cache.put(b);
        assert_eq!(
            cache.get(a.user_id, a.id).map(|s| s.project_id),
            Some(project)
        );
        assert!(
            cache.get(b.user_id, a.id).is_none(),
            "another user's session"
        );
        cache.forget_project(project);
        assert!(cache.get(a.user_id, a.id).is_none());
        assert!(cache.get(b.user_id, b.id).is_some());
        cache.forget(b.id);
        assert!(cache.get(b.user_id, b.id).is_none());
    }
}
