//! WebhookDeduper: remembers the provider event IDs of recently processed payment webhook
//! deliveries (DESIGN §6), so a redelivery of a recent event is answered at once without touching
//! the database. The set is a bounded LRU (the least recently used ID is forgotten first); the durable dedup key is
//! the `payment_events` primary key, which the service inserts in the same transaction as the
//! event's effects. The deduper is told an ID only after that transaction committed, so an ID
//! it knows is always a processed event; an ID it has forgotten falls through to the table.

use std::collections::{HashMap, VecDeque};

use actix::{Actor, Context, Handler, Message, Supervised};

/// The default number of IDs remembered.
pub const DEFAULT_CAPACITY: usize = 10_000;

/// A bounded LRU set of recently processed event IDs: an ID asked about or remembered again
/// becomes the most recent; when full, the least recently used one is forgotten.
///
/// `order` is a recency queue with lazy deletion: each touch appends `(id, stamp)` and records the
/// stamp in `seen`; an entry whose stamp is no longer the ID's current one is stale and skipped.
/// The queue is compacted when stale entries outnumber live ones, so it stays under 2x capacity.
pub struct WebhookDeduper {
    capacity: usize,
    order: VecDeque<(String, u64)>,
    seen: HashMap<String, u64>,
    next_stamp: u64,
}

impl WebhookDeduper {
    /// A deduper remembering at most `capacity` IDs (at least one).
    pub fn new(capacity: usize) -> Self {
        WebhookDeduper {
            capacity: capacity.max(1),
            order: VecDeque::new(),
            seen: HashMap::new(),
            next_stamp: 0,
        }
    }

    /// Whether `event_id` is among the remembered IDs; a hit makes it the most recent.
    pub fn check(&mut self, event_id: &str) -> bool {
        if self.seen.contains_key(event_id) {
            self.touch(event_id.to_owned());
            true
        } else {
            false
        }
    }

    /// Whether `event_id` is remembered, without changing its recency.
    pub fn contains(&self, event_id: &str) -> bool {
        self.seen.contains_key(event_id)
    }

    /// Remembers `event_id` as the most recent, forgetting the least recent one when full.
    pub fn remember(&mut self, event_id: String) {
        if !self.seen.contains_key(&event_id) {
            while self.seen.len() >= self.capacity {
                let Some((old, stamp)) = self.order.pop_front() else {
                    break;
                };
                if self.seen.get(&old) == Some(&stamp) {
                    self.seen.remove(&old);
                }
            }
        }
        self.touch(event_id);
    }

    fn touch(&mut self, event_id: String) {
        let stamp = self.next_stamp;
        self.next_stamp = self.next_stamp.wrapping_add(1);
        self.seen.insert(event_id.clone(), stamp);
        self.order.push_back((event_id, stamp));
        if self.order.len() > 2 * self.capacity {
            let seen = &self.seen;
            self.order.retain(|(id, stamp)| seen.get(id) == Some(stamp));
        }
    }

    /// How many IDs are remembered.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// Whether no ID is remembered.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }
}

impl Actor for WebhookDeduper {
    type Context = Context<Self>;
}

impl Supervised for WebhookDeduper {
    fn restarting(&mut self, _ctx: &mut Context<Self>) {
        crate::metrics::restarted("webhook_deduper");
        // Forgetting is safe: the table still refuses a second insert of the same ID.
        self.order.clear();
        self.seen.clear();
        tracing::warn!("webhook deduper restarting");
    }
}

/// Was this event recently processed? `true` = a duplicate, answer 200 at once.
#[derive(Message, Debug, Clone)]
#[rtype(result = "bool")]
pub struct Seen {
    pub event_id: String,
}

/// This event's transaction committed (or the table already held it): remember its ID.
#[derive(Message, Debug, Clone)]
#[rtype(result = "()")]
pub struct Processed {
    pub event_id: String,
}

impl Handler<Seen> for WebhookDeduper {
    type Result = bool;

    fn handle(&mut self, msg: Seen, _ctx: &mut Context<Self>) -> bool {
        self.check(&msg.event_id)
    }
}

impl Handler<Processed> for WebhookDeduper {
    type Result = ();

    fn handle(&mut self, msg: Processed, _ctx: &mut Context<Self>) {
        self.remember(msg.event_id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forgets_the_least_recently_used_id_when_full() {
        let mut d = WebhookDeduper::new(2);
        d.remember("a".into());
        d.remember("b".into());
        assert!(d.check("a"), "a is now the most recent");
        d.remember("c".into());
        assert!(!d.contains("b"));
        assert!(d.contains("a") && d.contains("c"));
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn the_recency_queue_stays_bounded() {
        let mut d = WebhookDeduper::new(3);
        for i in 0..1000 {
            d.remember(format!("e{}", i % 5));
            d.check("e0");
            assert!(d.order.len() <= 2 * 3 + 1);
            assert!(d.len() <= 3);
        }
    }

    #[actix::test]
    async fn answers_seen_after_processed() {
        let addr = WebhookDeduper::new(DEFAULT_CAPACITY).start();
        let seen = |id: &str| Seen {
            event_id: id.into(),
        };
        assert!(!addr.send(seen("evt_1")).await.unwrap_or(true));
        addr.send(Processed {
            event_id: "evt_1".into(),
        })
        .await
        .ok();
        assert!(addr.send(seen("evt_1")).await.unwrap_or(false));
    }
}
