//! How the test takes the space away and gives it back: a tmpfs filled by a file (root), a
//! capped SQLite file filled by a table, or a PostgreSQL database made read-only.

use std::path::{Path, PathBuf};

use sea_orm::{ConnectionTrait, DatabaseConnection};

/// A tmpfs mounted on a folder for the test's life (root only).
pub(super) struct Tmpfs(PathBuf);

impl Tmpfs {
    pub(super) fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            return None;
        }
        std::fs::create_dir_all(dir).ok()?;
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .status()
            .is_ok_and(|s| s.success());
        mounted.then(|| Tmpfs(dir.to_owned()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// How the test takes the space away and gives it back.
pub(super) enum Space {
    /// A file that fills the tmpfs.
    Disk(PathBuf),
    /// A table that fills the capped SQLite file (or, on PostgreSQL, a read-only database).
    Cap,
    ReadOnly(String),
}

impl Space {
    pub(super) async fn exhaust(&self, db: &DatabaseConnection) {
        match self {
            Space::Disk(filler) => {
                use std::io::Write;
                let mut file = std::fs::File::create(filler).expect("filler");
                let chunk = vec![7u8; 64 * 1024];
                while file.write_all(&chunk).is_ok() {}
                while file.write_all(&[7u8]).is_ok() {}
            }
            Space::Cap => {
                db.execute_unprepared("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
                    .await
                    .expect("filler table");
                for size in [65536, 4096, 512, 64] {
                    while db
                        .execute_unprepared(&format!(
                            "INSERT INTO filler VALUES (zeroblob({size}))"
                        ))
                        .await
                        .is_ok()
                    {}
                }
            }
            Space::ReadOnly(name) => {
                db.execute_unprepared(&format!(
                    "ALTER DATABASE {name} SET default_transaction_read_only = on"
                ))
                .await
                .expect("read-only");
                terminate(db, name).await;
            }
        }
    }

    pub(super) async fn free(&self, db: &DatabaseConnection) {
        match self {
            Space::Disk(filler) => std::fs::remove_file(filler).expect("filler removed"),
            Space::Cap => {
                db.execute_unprepared("DELETE FROM filler")
                    .await
                    .expect("filler emptied");
            }
            Space::ReadOnly(name) => {
                db.execute_unprepared(&format!(
                    "ALTER DATABASE {name} SET default_transaction_read_only = off"
                ))
                .await
                .expect("writable");
                terminate(db, name).await;
            }
        }
    }
}

/// Ends the service's sessions so that new ones take the database's setting.
async fn terminate(db: &DatabaseConnection, name: &str) {
    db.execute_unprepared(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = '{name}' AND pid <> pg_backend_pid()"
    ))
    .await
    .expect("terminate");
}
