//! WebhookDeduper: remembers the provider event IDs of recently processed payment webhook
//! deliveries (DESIGN §6), so a redelivery of a recent event is answered at once without touching
//! the database. The set is bounded (the oldest ID is forgotten first); the durable dedup key is
//! the `payment_events` primary key, which the service inserts in the same transaction as the
//! event's effects. The deduper is told an ID only after that transaction committed, so an ID
//! it knows is always a processed event; an ID it has forgotten falls through to the table.

use std::collections::{HashSet, VecDeque};

use actix::{Actor, Context, Handler, Message, Supervised};

/// The default number of IDs remembered.
pub const DEFAULT_CAPACITY: usize = 10_000;

/// A bounded set of recently processed event IDs, forgetting the oldest first.
pub struct WebhookDeduper {
    capacity: usize,
    order: VecDeque<String>,
    seen: HashSet<String>,
}

impl WebhookDeduper {
    /// A deduper remembering at most `capacity` IDs (at least one).
    pub fn new(capacity: usize) -> Self {
        WebhookDeduper {
            capacity: capacity.max(1),
            order: VecDeque::new(),
            seen: HashSet::new(),
        }
    }

    /// Whether `event_id` is among the remembered IDs.
    pub fn contains(&self, event_id: &str) -> bool {
        self.seen.contains(event_id)
    }

    /// Remembers `event_id`, forgetting the oldest ID when full.
    pub fn remember(&mut self, event_id: String) {
        if self.seen.contains(&event_id) {
            return;
        }
        while self.order.len() >= self.capacity {
            match self.order.pop_front() {
                Some(old) => {
                    self.seen.remove(&old);
                }
                None => break,
            }
        }
        self.seen.insert(event_id.clone());
        self.order.push_back(event_id);
    }

    /// How many IDs are remembered.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Whether no ID is remembered.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}

impl Actor for WebhookDeduper {
    type Context = Context<Self>;
}

impl Supervised for WebhookDeduper {
    fn restarting(&mut self, _ctx: &mut Context<Self>) {
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
        self.contains(&msg.event_id)
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
    fn forgets_the_oldest_id_when_full() {
        let mut d = WebhookDeduper::new(2);
        d.remember("a".into());
        d.remember("b".into());
        d.remember("a".into());
        assert_eq!(d.len(), 2);
        d.remember("c".into());
        assert!(!d.contains("a"));
        assert!(d.contains("b") && d.contains("c"));
        assert_eq!(d.len(), 2);
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
