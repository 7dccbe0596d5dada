//! A per-owner cache of rendered project lists (the JSON bytes), for the embedded SQLite database.
//!
//! With SQLite this process is the only writer of the database file, so invalidating on every
//! project write keeps the cache exact; with PostgreSQL several replicas may write, so the cache
//! is off and every list reads the database. A generation counter per owner closes the race where a
//! list read before a write would store its stale result after the write's invalidation.

use std::collections::HashMap;
use std::sync::Mutex;

use actix_web::web::Bytes;
use uuid::Uuid;

const MAX_OWNERS: usize = 50_000;

#[derive(Default)]
struct Entry {
    generation: u64,
    value: Option<Bytes>,
}

pub struct ListCache {
    enabled: bool,
    entries: Mutex<HashMap<Uuid, Entry>>,
}

/// What a lookup found: the cached bytes, or the generation a later `put` must present.
pub enum Lookup {
    Hit(Bytes),
    Miss(u64),
}

impl ListCache {
    pub fn new(enabled: bool) -> Self {
        ListCache {
            enabled,
            entries: Mutex::new(HashMap::new()),
        }
    }

    pub fn get(&self, owner: Uuid) -> Lookup {
        if !self.enabled {
            return Lookup::Miss(0);
        }
        let Ok(entries) = self.entries.lock() else {
            return Lookup::Miss(0);
        };
        match entries.get(&owner) {
            Some(Entry {
                value: Some(bytes), ..
            }) => Lookup::Hit(bytes.clone()),
            Some(entry) => Lookup::Miss(entry.generation),
            None => Lookup::Miss(0),
        }
    }

    /// Stores `bytes` unless the owner's list changed since the lookup that returned `generation`.
    pub fn put(&self, owner: Uuid, generation: u64, bytes: Bytes) {
        if !self.enabled {
            return;
        }
        let Ok(mut entries) = self.entries.lock() else {
            return;
        };
        if entries.len() >= MAX_OWNERS && !entries.contains_key(&owner) {
            // Keep the generations (they guard in-flight fills) and drop the values.
            entries.retain(|_, entry| entry.generation > 0);
            entries.values_mut().for_each(|entry| entry.value = None);
        }
        let entry = entries.entry(owner).or_default();
        if entry.generation == generation {
            entry.value = Some(bytes);
        }
    }

    /// Called after every committed change to the owner's projects.
    pub fn invalidate(&self, owner: Uuid) {
        if !self.enabled {
            return;
        }
        if let Ok(mut entries) = self.entries.lock() {
            let entry = entries.entry(owner).or_default();
            entry.generation += 1;
            entry.value = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(cache: &ListCache, owner: Uuid) -> Option<Bytes> {
        match cache.get(owner) {
            Lookup::Hit(b) => Some(b),
            Lookup::Miss(_) => None,
        }
    }

    #[test]
    fn fill_hit_and_invalidate() {
        let cache = ListCache::new(true);
        let owner = Uuid::now_v7();
        let Lookup::Miss(generation) = cache.get(owner) else {
            panic!("empty cache hit");
        };
        cache.put(owner, generation, Bytes::from_static(b"[1]"));
        assert_eq!(hit(&cache, owner).as_deref(), Some(&b"[1]"[..]));
        cache.invalidate(owner);
        assert!(hit(&cache, owner).is_none());
    }

    #[test]
    fn a_fill_that_raced_a_write_is_dropped() {
        let cache = ListCache::new(true);
        let owner = Uuid::now_v7();
        let Lookup::Miss(before) = cache.get(owner) else {
            panic!("empty cache hit");
        };
        cache.invalidate(owner); // a write committed while the list was being read
        cache.put(owner, before, Bytes::from_static(b"[stale]"));
        assert!(hit(&cache, owner).is_none());
    }

    #[test]
    fn disabled_never_hits() {
        let cache = ListCache::new(false);
        let owner = Uuid::now_v7();
        cache.put(owner, 0, Bytes::from_static(b"[]"));
        assert!(hit(&cache, owner).is_none());
    }
}
