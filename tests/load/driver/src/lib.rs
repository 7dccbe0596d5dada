//! What the load drivers share: `--name value` arguments, one keep-alive client per
//! connection, the tally of what a connection saw, the process's CPU time and latency
//! percentiles.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

pub type AnyError = Box<dyn std::error::Error + Send + Sync>;

/// The `--name value` pairs of the command line.
pub struct Options(BTreeMap<String, String>);

impl Options {
    pub fn from_env() -> Result<Options, AnyError> {
        let mut map = BTreeMap::new();
        let mut it = std::env::args().skip(1);
        while let Some(key) = it.next() {
            let name = key
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument {key}"))?
                .to_owned();
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            map.insert(name, value);
        }
        Ok(Options(map))
    }

    /// The value of `--name`, or `default`; an error when both are missing.
    pub fn text(&self, name: &str, default: Option<&str>) -> Result<String, AnyError> {
        self.0
            .get(name)
            .cloned()
            .or(default.map(str::to_owned))
            .ok_or_else(|| format!("--{name} is required").into())
    }

    pub fn number(&self, name: &str, default: &str) -> Result<u64, AnyError> {
        Ok(self
            .text(name, Some(default))?
            .parse()
            .map_err(|e| format!("--{name}: {e}"))?)
    }
}

/// This process's user + system CPU seconds (all threads), from /proc/self/stat.
pub fn cpu_seconds() -> f64 {
    let ticks = std::env::var("CLK_TCK")
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(100.0);
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return f64::NAN;
    };
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    let rest = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |i: usize| {
        fields
            .get(i - 3)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (field(14) + field(15)) / ticks
}

/// The `p`th percentile of sorted microsecond latencies, in milliseconds.
pub fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    f64::from(sorted[rank.clamp(1, sorted.len()) - 1]) / 1000.0
}

/// A client for one keep-alive connection.
pub fn client() -> Result<reqwest::Client, reqwest::Error> {
    reqwest::Client::builder()
        .pool_max_idle_per_host(1)
        .tcp_nodelay(true)
        .timeout(Duration::from_secs(60))
        .build()
}

/// What one connection (or, merged, all of them) saw.
#[derive(Default)]
pub struct Tally {
    pub latencies_us: Vec<u32>,
    pub statuses: BTreeMap<String, usize>,
    pub errors: BTreeMap<String, usize>,
}

impl Tally {
    /// Counts a failure that has no answer.
    pub fn error(&mut self, what: String) {
        *self.errors.entry(what).or_default() += 1;
    }

    /// Sends `request` and counts its status and latency (from `started`), or its failure;
    /// `body` sees the answer's body.
    pub async fn send(
        &mut self,
        request: reqwest::RequestBuilder,
        started: Instant,
        body: impl FnOnce(&[u8]),
    ) {
        let response = match request.send().await {
            Ok(response) => response,
            Err(e) => return self.error(format!("send: {e}")),
        };
        let status = response.status().as_u16().to_string();
        match response.bytes().await {
            Ok(bytes) => {
                body(&bytes);
                self.latencies_us
                    .push(u32::try_from(started.elapsed().as_micros()).unwrap_or(u32::MAX));
                *self.statuses.entry(status).or_default() += 1;
            }
            Err(e) => self.error(format!("body: {e}")),
        }
    }

    /// Adds `other`'s counts; the latencies are sorted once all are in.
    pub fn merge(&mut self, other: Tally) {
        self.latencies_us.extend(other.latencies_us);
        for (k, v) in other.statuses {
            *self.statuses.entry(k).or_default() += v;
        }
        for (k, v) in other.errors {
            *self.errors.entry(k).or_default() += v;
        }
        self.latencies_us.sort_unstable();
    }
}

/// Runs `connection(i)` for each of `n` connections at once on `runtime` and answers what each
/// returned, in order (the default for one that panicked).
pub fn on_connections<T, F>(
    runtime: &tokio::runtime::Runtime,
    n: usize,
    connection: impl Fn(usize) -> F,
) -> Vec<T>
where
    F: std::future::Future<Output = T> + Send + 'static,
    T: Default + Send + 'static,
{
    runtime.block_on(async {
        let tasks: Vec<_> = (0..n).map(|i| tokio::spawn(connection(i))).collect();
        let mut results = Vec::with_capacity(n);
        for task in tasks {
            results.push(task.await.unwrap_or_default());
        }
        results
    })
}
