//! Load driver of `tests/load/webhooks.sh` (DESIGN §17): builds the deliveries of a payment
//! provider to `POST /api/v1/billing/payment/webhook` and sends them as fast as the service takes
//! them, each signed (`Payment-Signature: t=<now>,v1=<hmac>`) right before it is sent.
//!
//! The deliveries: per customer `n` (1..=CUSTOMERS) a subscription `sub_load_<n>` of customer
//! `cus_load_<n>` with 3 or 4 events at increasing `created` seconds (some pairs in the same
//! second, ordered by kind rank: created < updated < deleted): created INCOMPLETE, updated ACTIVE,
//! then an update (PAST_DUE, cancel at period end, or a change of plan) and/or a deletion
//! (CANCELED); per order `k` (1..=ORDERS) a `checkout.session.completed` of session `cs_load_<k>`
//! (paid, mode payment, the seeded amount and currency). Every event has its own ID; then DUP% of
//! them (chosen at random) are delivered a second time with the same ID and body; the whole list
//! is shuffled. Sent over CONNECTIONS keep-alive connections, one client each.
//!
//! Writes to OUT: `expected.tsv` (customer, subscription, final status, final tier, cancel at
//! period end: the state of the customer's newest event by created second + kind rank, the tier
//! replayed from FREE), `event_ids.txt` (the unique event IDs) and `summary.json` (deliveries/s,
//! p50, p99, status counts, duplicate answers, the driver's CPU time against the wall time).
//!
//! Usage: webhook-driver --url URL --secret SECRET --out DIR [--customers 1000] [--orders 200]
//!   [--order-amount 99900] [--order-currency cad] [--connections 32] [--dup-percent 10]
//!   [--threads 1] [--seed 42] [--price-starter ID] [--price-professional ID]
//!   [--price-enterprise ID]

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use sha2::Sha256;

use load_driver::{AnyError, Tally, client, cpu_seconds, on_connections, percentile};

struct Args {
    url: String,
    secret: String,
    out: String,
    customers: usize,
    orders: usize,
    order_amount: i64,
    order_currency: String,
    connections: usize,
    dup_percent: usize,
    threads: usize,
    seed: u64,
    prices: [(String, &'static str); 3],
}

fn args() -> Result<Args, AnyError> {
    let options = load_driver::Options::from_env()?;
    let text = |name: &str, default: Option<&str>| options.text(name, default);
    let number = |name: &str, default: &str| options.number(name, default);
    Ok(Args {
        url: text("url", None)?,
        secret: text("secret", None)?,
        out: text("out", None)?,
        customers: number("customers", "1000")? as usize,
        orders: number("orders", "200")? as usize,
        order_amount: number("order-amount", "99900")? as i64,
        order_currency: text("order-currency", Some("cad"))?,
        connections: number("connections", "32")?.max(1) as usize,
        dup_percent: number("dup-percent", "10")? as usize,
        threads: number("threads", "1")?.max(1) as usize,
        seed: number("seed", "42")?,
        prices: [
            (
                text("price-starter", Some("price_load_starter"))?,
                "STARTER",
            ),
            (
                text("price-professional", Some("price_load_professional"))?,
                "PROFESSIONAL",
            ),
            (
                text("price-enterprise", Some("price_load_enterprise"))?,
                "ENTERPRISE",
            ),
        ],
    })
}

/// One event to deliver: its ID and its body, byte for byte (a duplicate re-sends the same bytes).
#[derive(Clone)]
struct Delivery {
    body: Arc<Vec<u8>>,
}

/// A subscription event of the plan: created second, kind rank, status, plan index, cancel flag.
struct SubEvent {
    created: i64,
    rank: u8,
    status: &'static str,
    plan: usize,
    cancel_at_period_end: bool,
}

const KINDS: [&str; 3] = [
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
];

/// The events of customer `n`'s subscription, in provider order.
fn subscription_plan(n: usize, rng: &mut StdRng) -> Vec<SubEvent> {
    let t0 = 1_700_000_000 + (n as i64) * 10;
    let plan = n % 3;
    let mut events = vec![SubEvent {
        created: t0,
        rank: 0,
        status: "incomplete",
        plan,
        cancel_at_period_end: false,
    }];
    // About 30 % activate in the same second as the creation (ordered by rank only).
    let t1 = if rng.gen_bool(0.3) { t0 } else { t0 + 1 };
    events.push(SubEvent {
        created: t1,
        rank: 1,
        status: "active",
        plan,
        cancel_at_period_end: false,
    });
    let t2 = t1 + 1;
    let third: f64 = rng.r#gen();
    let update = if third < 0.3 {
        Some(("past_due", plan, false))
    } else if third < 0.6 {
        Some(("active", plan, true))
    } else if third < 0.8 {
        Some(("active", (plan + 1) % 3, false))
    } else {
        None
    };
    let mut last_plan = plan;
    if let Some((status, new_plan, cancel)) = update {
        last_plan = new_plan;
        events.push(SubEvent {
            created: t2,
            rank: 1,
            status,
            plan: new_plan,
            cancel_at_period_end: cancel,
        });
    }
    // A deletion when there was no third update (so 3 or 4 events), else for about 35 %; about
    // 40 % of those after an update fall in the update's second (the deletion's rank wins).
    if update.is_none() || rng.gen_bool(0.35) {
        let created = if update.is_some() && rng.gen_bool(0.4) {
            t2
        } else {
            t2 + 1
        };
        events.push(SubEvent {
            created,
            rank: 2,
            status: "canceled",
            plan: last_plan,
            cancel_at_period_end: false,
        });
    }
    events
}

/// The tier a status leaves (`None`: unchanged), as src/billing/tier.rs says.
fn resulting_tier(status: &str, plan: &'static str) -> Option<&'static str> {
    match status {
        "active" | "trialing" | "past_due" => Some(plan),
        "canceled" | "unpaid" | "incomplete_expired" => Some("FREE"),
        _ => None,
    }
}

fn envelope(id: &str, kind: &str, created: i64, object: Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id, "object": "event", "type": kind, "created": created, "livemode": false,
        "data": {"object": object},
    }))
    .unwrap_or_default()
}

struct Plan {
    /// Customers with 3 and with 4 events; event pairs of one subscription in the same second.
    with_events: [usize; 2],
    same_second_pairs: usize,
    deliveries: Vec<Delivery>,
    unique_ids: Vec<String>,
    expected: String,
}

fn build(args: &Args, rng: &mut StdRng) -> Plan {
    let mut unique: Vec<Delivery> = Vec::new();
    let mut unique_ids = Vec::new();
    let mut expected = String::new();
    let (mut with_events, mut same_second_pairs) = ([0usize; 2], 0);
    for n in 1..=args.customers {
        let customer = format!("cus_load_{n}");
        let sub_id = format!("sub_load_{n}");
        let mut events = subscription_plan(n, rng);
        for (i, e) in events.iter().enumerate() {
            let id = format!("evt_load_sub_{n}_{i}");
            let object = json!({
                "id": sub_id, "object": "subscription", "status": e.status, "customer": customer,
                "cancel_at_period_end": e.cancel_at_period_end, "created": 1_700_000_000 + (n as i64) * 10,
                "items": {"object": "list", "data": [{
                    "id": format!("si_load_{n}"), "object": "subscription_item",
                    "price": {"id": args.prices[e.plan].0, "object": "price"},
                    "current_period_end": e.created + 30 * 86_400,
                }]},
                "metadata": {},
            });
            unique.push(Delivery {
                body: Arc::new(envelope(&id, KINDS[e.rank as usize], e.created, object)),
            });
            unique_ids.push(id);
        }
        // The expected final state: replay in (created, rank) order from the seeded FREE tier.
        events.sort_by_key(|e| (e.created, e.rank));
        with_events[usize::from(events.len() == 4)] += 1;
        same_second_pairs += events
            .windows(2)
            .filter(|w| w[0].created == w[1].created)
            .count();
        let mut tier = "FREE";
        for e in &events {
            if let Some(t) = resulting_tier(e.status, args.prices[e.plan].1) {
                tier = t;
            }
        }
        let last = events.last().expect("at least two events");
        let _ = writeln!(
            expected,
            "{customer}\t{sub_id}\t{}\t{tier}\t{}",
            last.status.to_uppercase(),
            u8::from(last.cancel_at_period_end)
        );
    }
    for k in 1..=args.orders {
        let id = format!("evt_load_cs_{k}");
        let session = json!({
            "id": format!("cs_load_{k}"), "object": "checkout.session", "mode": "payment",
            "status": "complete", "payment_status": "paid", "customer": format!("cus_load_{k}"),
            "subscription": null, "payment_intent": format!("pi_load_{k}"),
            "amount_total": args.order_amount, "currency": args.order_currency, "metadata": {},
        });
        unique.push(Delivery {
            body: Arc::new(envelope(
                &id,
                "checkout.session.completed",
                1_700_100_000 + k as i64,
                session,
            )),
        });
        unique_ids.push(id);
    }
    let dups = unique.len() * args.dup_percent / 100;
    let mut deliveries = unique.clone();
    for _ in 0..dups {
        let pick = rng.gen_range(0..unique.len());
        deliveries.push(unique[pick].clone());
    }
    deliveries.shuffle(rng);
    Plan {
        with_events,
        same_second_pairs,
        deliveries,
        unique_ids,
        expected,
    }
}

fn signature(secret: &[u8], body: &[u8]) -> String {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let mut mac = <Hmac<Sha256>>::new_from_slice(secret).expect("any key length");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
}

async fn worker(
    url: Arc<String>,
    secret: Arc<Vec<u8>>,
    deliveries: Arc<Vec<Delivery>>,
    next: Arc<AtomicUsize>,
) -> (Tally, usize) {
    let mut tally = Tally::default();
    let mut duplicates = 0;
    let client = match client() {
        Ok(c) => c,
        Err(e) => {
            tally.error(format!("client: {e}"));
            return (tally, duplicates);
        }
    };
    loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(delivery) = deliveries.get(i) else {
            break;
        };
        let started = Instant::now();
        let header = signature(&secret, &delivery.body);
        let request = client
            .post(url.as_str())
            .header("content-type", "application/json")
            .header("payment-signature", header)
            .body(delivery.body.as_ref().clone());
        tally
            .send(request, started, |body| {
                if body.windows(16).any(|w| w == b"\"duplicate\":true") {
                    duplicates += 1;
                }
            })
            .await;
    }
    (tally, duplicates)
}

fn main() -> Result<(), AnyError> {
    let args = args()?;
    let cpu_start = cpu_seconds();
    let mut rng = StdRng::seed_from_u64(args.seed);
    let plan = build(&args, &mut rng);
    std::fs::create_dir_all(&args.out)?;
    std::fs::write(format!("{}/expected.tsv", args.out), &plan.expected)?;
    std::fs::write(
        format!("{}/event_ids.txt", args.out),
        plan.unique_ids.join("\n") + "\n",
    )?;
    let total = plan.deliveries.len();
    let runtime = if args.threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(args.threads)
            .enable_all()
            .build()?
    };
    let deliveries = Arc::new(plan.deliveries);
    let url = Arc::new(args.url.clone());
    let secret = Arc::new(args.secret.clone().into_bytes());
    let next = Arc::new(AtomicUsize::new(0));
    let cpu_before = cpu_seconds();
    let started = Instant::now();
    let tallies = on_connections(&runtime, args.connections, |_| {
        worker(
            url.clone(),
            secret.clone(),
            deliveries.clone(),
            next.clone(),
        )
    });
    let wall = started.elapsed().as_secs_f64();
    let cpu_send = cpu_seconds() - cpu_before;
    let mut all = Tally::default();
    let mut duplicates = 0;
    for (t, d) in tallies {
        all.merge(t);
        duplicates += d;
    }
    let answered = all.latencies_us.len();
    let summary = json!({
        "deliveries": total,
        "unique_events": plan.unique_ids.len(),
        "duplicates_sent": total - plan.unique_ids.len(),
        "answered": answered,
        "wall_secs": wall,
        "deliveries_per_sec": answered as f64 / wall,
        "p50_ms": percentile(&all.latencies_us, 50.0),
        "p99_ms": percentile(&all.latencies_us, 99.0),
        "max_ms": percentile(&all.latencies_us, 100.0),
        "status_counts": all.statuses,
        "duplicate_answers": duplicates,
        "errors": all.errors,
        "connections": args.connections,
        "customers_with_3_events": plan.with_events[0],
        "customers_with_4_events": plan.with_events[1],
        "same_second_pairs": plan.same_second_pairs,
        "driver_cpu_send_secs": cpu_send,
        "driver_cpu_total_secs": cpu_seconds() - cpu_start,
    });
    std::fs::write(
        format!("{}/summary.json", args.out),
        serde_json::to_vec_pretty(&summary)?,
    )?;
    println!(
        "sent {total} deliveries ({} unique + {} duplicates) over {} connections in {wall:.2} s: \
         {:.0} deliveries/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        plan.unique_ids.len(),
        total - plan.unique_ids.len(),
        args.connections,
        answered as f64 / wall,
        percentile(&all.latencies_us, 50.0),
        percentile(&all.latencies_us, 99.0),
        percentile(&all.latencies_us, 100.0),
    );
    println!(
        "status counts {:?}, \"duplicate\":true answers {}, transport errors {:?}",
        all.statuses, duplicates, all.errors
    );
    println!(
        "driver CPU {cpu_send:.2} s over {wall:.2} s wall while sending ({:.0} % of one core)",
        100.0 * cpu_send / wall
    );
    Ok(())
}
