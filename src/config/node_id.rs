//! This node's identity in lease owners: `server.node_id` when configured, otherwise generated
//! once into `<data_dir>/node_id` and reused on every restart, so a restarted node recognises (and
//! releases) what its previous incarnation held. Each replica sharing a database needs its own.

use std::path::{Path, PathBuf};

use rand::RngCore;

use super::Settings;

/// The longest node ID: owners are `{node_id}/{incarnation}/{n}` in 128-character columns.
pub const MAX_LEN: usize = 40;
const FILE: &str = "node_id";

#[derive(Debug, thiserror::Error)]
pub enum NodeIdError {
    #[error(
        "server.node_id {value:?} is invalid: use 1 to {MAX_LEN} characters of lowercase a-z, 0-9, '.' and '-'"
    )]
    Invalid { value: String },
    #[error("cannot read or write the node ID file {path}: {source}")]
    File {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// True for a usable node ID. The characters exclude SQL `LIKE` wildcards and upper case (SQLite's
/// `LIKE` ignores case), so `'{node_id}/%'` matches this node's owners and no other node's.
pub fn is_valid(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= MAX_LEN
        && value
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
}

/// The configured node ID, or the one stored in (or generated into) `<data_dir>/node_id`.
pub fn resolve(settings: &Settings) -> Result<String, NodeIdError> {
    let configured = settings.server.node_id.trim();
    if !configured.is_empty() {
        return if is_valid(configured) {
            Ok(configured.to_owned())
        } else {
            Err(NodeIdError::Invalid {
                value: configured.to_owned(),
            })
        };
    }
    load_or_generate(&settings.app.data_dir.join(FILE))
}

fn load_or_generate(path: &Path) -> Result<String, NodeIdError> {
    let file_err = |source| NodeIdError::File {
        path: path.to_owned(),
        source,
    };
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let stored = text.trim();
            return if is_valid(stored) {
                Ok(stored.to_owned())
            } else {
                Err(NodeIdError::Invalid {
                    value: stored.to_owned(),
                })
            };
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(file_err(e)),
    }
    let mut bytes = [0u8; 8];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let generated = format!("n-{}", hex::encode(bytes));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(file_err)?;
    }
    write_new(path, &generated).map_err(file_err)?;
    tracing::info!(path = %path.display(), node_id = %generated, "generated this node's ID");
    Ok(generated)
}

fn write_new(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    file.write_all(b"\n")?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Sources;

    fn settings(dir: &Path) -> Settings {
        let mut s = Settings::load(Sources::default()).expect("defaults");
        s.app.data_dir = dir.to_owned();
        s
    }

    #[test]
    fn generated_once_and_reused_on_restart() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = resolve(&settings(dir.path())).expect("generated");
        assert!(is_valid(&first), "{first}");
        assert_eq!(resolve(&settings(dir.path())).expect("reused"), first);
        let other = tempfile::tempdir().expect("tempdir");
        assert_ne!(
            resolve(&settings(other.path())).expect("generated"),
            first,
            "another data directory is another node"
        );
    }

    #[test]
    fn configured_wins_and_is_checked() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut s = settings(dir.path());
        s.server.node_id = "replica-2.eu".into();
        assert_eq!(resolve(&s).expect("configured"), "replica-2.eu");
        assert!(!dir.path().join(FILE).exists());
        for bad in ["Replica", "a_b", "a%", "a/b", &"x".repeat(MAX_LEN + 1)] {
            s.server.node_id = bad.to_owned();
            let err = resolve(&s).expect_err(bad);
            assert!(err.to_string().contains("server.node_id"), "{err}");
        }
    }
}
