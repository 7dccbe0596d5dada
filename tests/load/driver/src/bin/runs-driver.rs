//! Load driver of `tests/load/runs.sh` with USERS > 1 (DESIGN §17): posts runs to sessions of
//! many users, each request with its own user's token (oha sends one Authorization header).
//!
//! TARGETS is a file of `token session_id` lines. Each of CONNECTIONS keep-alive connections
//! (one client each) posts BODY to `{url}/sessions/{session}/runs` for a target chosen at random,
//! again and again until DURATION seconds have passed, and waits for the answers in flight.
//!
//! Writes OUT as JSON in the shape of oha's `--output-format json` that runs.sh reads:
//! `summary.requestsPerSec`, `summary.total` (seconds), `statusCodeDistribution`,
//! `errorDistribution`, `latencyPercentiles.p50` and `.p99` (seconds); plus the driver's CPU time.
//!
//! Usage: runs-driver --url http://127.0.0.1:PORT/api/v1 --targets FILE --body JSON --out FILE
//!   [--connections 32] [--duration 20] [--threads 1] [--seed 42]

use std::sync::Arc;
use std::time::{Duration, Instant};

use load_driver::{AnyError, Options, Tally, client, cpu_seconds, on_connections, percentile};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

struct Target {
    authorization: String,
    url: String,
}

async fn connection(
    targets: Arc<Vec<Target>>,
    body: Arc<String>,
    until: Instant,
    seed: u64,
) -> Tally {
    let mut tally = Tally::default();
    let mut rng = StdRng::seed_from_u64(seed);
    let client = match client() {
        Ok(c) => c,
        Err(e) => {
            tally.error(format!("client: {e}"));
            return tally;
        }
    };
    while Instant::now() < until {
        let target = &targets[rng.gen_range(0..targets.len())];
        let started = Instant::now();
        let request = client
            .post(target.url.as_str())
            .header("authorization", target.authorization.as_str())
            .header("content-type", "application/json")
            .body(body.as_str().to_owned());
        tally.send(request, started, |_| ()).await;
    }
    tally
}

fn main() -> Result<(), AnyError> {
    let options = Options::from_env()?;
    let url = options.text("url", None)?;
    let out = options.text("out", None)?;
    let body = Arc::new(options.text("body", None)?);
    let connections = options.number("connections", "32")?.max(1) as usize;
    let duration = Duration::from_secs(options.number("duration", "20")?);
    let threads = options.number("threads", "1")?.max(1) as usize;
    let seed = options.number("seed", "42")?;
    let targets: Vec<Target> = std::fs::read_to_string(options.text("targets", None)?)?
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(token, session)| Target {
            authorization: format!("Bearer {token}"),
            url: format!("{url}/sessions/{session}/runs"),
        })
        .collect();
    if targets.is_empty() {
        return Err("--targets lists no `token session_id` line".into());
    }
    let runtime = if threads == 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .enable_all()
            .build()?
    };
    let targets = Arc::new(targets);
    let cpu_before = cpu_seconds();
    let started = Instant::now();
    let until = started + duration;
    let tallies = on_connections(&runtime, connections, |i| {
        connection(
            targets.clone(),
            body.clone(),
            until,
            seed.wrapping_add(i as u64),
        )
    });
    let wall = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_before;
    let mut all = Tally::default();
    for t in tallies {
        all.merge(t);
    }
    let answered = all.latencies_us.len();
    let summary = json!({
        "summary": {"requestsPerSec": answered as f64 / wall, "total": wall},
        "statusCodeDistribution": all.statuses,
        "errorDistribution": all.errors,
        "latencyPercentiles": {
            "p50": percentile(&all.latencies_us, 50.0) / 1000.0,
            "p99": percentile(&all.latencies_us, 99.0) / 1000.0,
        },
        "targets": targets.len(),
        "connections": connections,
        "driverCpuSecs": cpu,
    });
    std::fs::write(&out, serde_json::to_vec_pretty(&summary)?)?;
    report(answered, wall, cpu);
    Ok(())
}

/// One line on stderr: what was sent and how much of a core the driver used (it must not be the
/// bottleneck).
fn report(answered: usize, wall: f64, cpu: f64) {
    eprintln!(
        "runs-driver: {answered} answers in {wall:.2} s; driver CPU {cpu:.2} s ({:.0} % of one core)",
        100.0 * cpu / wall
    );
}
