//! The embedded S3-compatible store (s3s + s3s-fs) for `serve` with no storage configured: files
//! under `<data_dir>/objects`, served on a loopback port from a thread of its own, with SigV4
//! authentication against a generated key pair. Everything else talks to it with aws-sdk-s3, as it
//! would to any S3 service.

use std::net::SocketAddr;
use std::path::Path;

use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder as ConnBuilder;
use s3s::auth::SimpleAuth;
use s3s::service::S3ServiceBuilder;

/// Starts the store; returns its address once it is listening.
pub fn start(
    root: &Path,
    bucket: &str,
    port: u16,
    access_key: &str,
    secret_key: &str,
) -> anyhow::Result<SocketAddr> {
    std::fs::create_dir_all(root.join(bucket))?;
    // Folders made by an earlier version under a wider umask become private too (new files and
    // folders are 0600/0700 through the process umask, see `startup::private_file_modes`).
    #[cfg(unix)]
    for dir in [root.to_path_buf(), root.join(bucket)] {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))?;
    }
    let fs = s3s_fs::FileSystem::new(root)
        .map_err(|e| anyhow::anyhow!("embedded object store at {}: {e:?}", root.display()))?;
    let mut builder = S3ServiceBuilder::new(fs);
    builder.set_auth(SimpleAuth::from_single(access_key, secret_key));
    let service = builder.build();

    let listener = std::net::TcpListener::bind(("127.0.0.1", port))?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("object-store")
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("object-store".into())
        .spawn(move || {
            runtime.block_on(async move {
                let listener = match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => l,
                    Err(e) => {
                        tracing::error!(error = %e, "embedded object store cannot listen");
                        return;
                    }
                };
                let http = ConnBuilder::new(TokioExecutor::new());
                loop {
                    let (socket, _) = match listener.accept().await {
                        Ok(conn) => conn,
                        Err(e) => {
                            tracing::warn!(error = %e, "embedded object store accept failed");
                            continue;
                        }
                    };
                    let conn = http
                        .serve_connection(TokioIo::new(socket), service.clone())
                        .into_owned();
                    tokio::spawn(async move {
                        let _ = conn.await;
                    });
                }
            });
        })?;
    tracing::info!(%addr, root = %root.display(), "embedded object store listening");
    Ok(addr)
}
