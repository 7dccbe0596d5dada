//! Fitting the learned weighings (the LOGBOOK's labels, `logbook::model`; the review's sentences,
//! `review::model`): a softmax regression over sparse features, fitted by full-batch gradient
//! descent from zero weights in a fixed order, so the same examples always give the same weights
//! (the shipped ones are checked against a fit of the shipped corpus). Test-only: nothing is
//! fitted in the service.

/// A sparse feature vector: (index, value), indices ascending and unique.
pub type Features = Vec<(usize, f32)>;

/// One example: its features, its class, how much it weighs and, when only some classes are
/// possible for it, which.
pub struct Example<'a> {
    pub features: &'a Features,
    pub class: usize,
    pub weight: f32,
    pub allowed: Option<&'a [bool]>,
}

/// The model's shape and how it is fitted: classes, weights per class, the dense features
/// (first, not decayed), passes, step and the L2 weight of the other features.
#[derive(Debug, Clone, Copy)]
pub struct Setup {
    pub classes: usize,
    pub dimensions: usize,
    pub dense: usize,
    pub epochs: usize,
    pub step: f32,
    pub l2: f32,
}

/// The weights, class after class (`classes * dimensions` of them).
pub fn fit(examples: &[Example], s: &Setup) -> Vec<f32> {
    let (k, d) = (s.classes, s.dimensions);
    let mut w = vec![0.0f32; k * d];
    let n = examples.len().max(1) as f32;
    let mut touched: Vec<usize> = examples
        .iter()
        .flat_map(|e| e.features.iter().map(|(i, _)| *i))
        .collect();
    touched.sort_unstable();
    touched.dedup();
    let mut gradient = vec![0.0f32; k * d];
    let mut z = vec![0.0f32; k];
    for _ in 0..s.epochs {
        for c in 0..k {
            for &i in &touched {
                gradient[c * d + i] = 0.0;
            }
        }
        for e in examples {
            for (c, zc) in z.iter_mut().enumerate() {
                *zc = e.features.iter().map(|(i, v)| w[c * d + i] * v).sum();
            }
            let open = |c: usize| e.allowed.is_none_or(|a| a.get(c).copied().unwrap_or(false));
            let top = (0..k)
                .filter(|c| open(*c))
                .map(|c| z[c])
                .fold(f32::MIN, f32::max);
            let exp: Vec<f32> = (0..k)
                .map(|c| if open(c) { (z[c] - top).exp() } else { 0.0 })
                .collect();
            let sum: f32 = exp.iter().sum();
            for c in 0..k {
                let error = exp[c] / sum - f32::from(u8::from(c == e.class));
                for (i, v) in e.features {
                    gradient[c * d + i] += error * v * e.weight;
                }
            }
        }
        for c in 0..k {
            for &i in &touched {
                let at = c * d + i;
                let decay = if i >= s.dense { s.l2 * w[at] } else { 0.0 };
                w[at] -= s.step * (gradient[at] / n + decay);
            }
        }
    }
    w
}

/// Whether `weights` are the `shipped` bytes (little-endian f32); with the variable `update`
/// set, writes them first to `path` (from the crate's root) for the next build to ship.
pub fn shipped_or_written(weights: &[f32], shipped: &[u8], path: &str, update: &str) -> bool {
    let bytes: Vec<u8> = weights.iter().flat_map(|x| x.to_le_bytes()).collect();
    if std::env::var_os(update).is_some() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        std::fs::write(path, &bytes).expect("the weights are written");
    }
    shipped == bytes.as_slice()
}

/// Every other set's examples than set `held`'s: what a model is fitted on to be measured on
/// `held`.
pub fn all_but<T>(sets: &[Vec<T>], held: usize) -> Vec<&T> {
    sets.iter()
        .enumerate()
        .filter(|(i, _)| *i != held)
        .flat_map(|(_, s)| s.iter())
        .collect()
}
