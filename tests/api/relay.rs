//! A TCP relay the tests put in front of an outside service (the object store, PostgreSQL) to
//! make it unreachable for a moment: `cut` resets every relayed connection and refuses new ones,
//! `restore` lets them through again.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub struct Relay {
    pub addr: SocketAddr,
    open: Arc<AtomicBool>,
    cuts: tokio::sync::watch::Sender<u64>,
}

impl Relay {
    /// Relays connections on a fresh loopback port to `target` (`host:port`).
    pub async fn start(target: String) -> Relay {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        let open = Arc::new(AtomicBool::new(true));
        let (cuts, _) = tokio::sync::watch::channel(0u64);
        let (accepting, cut_signal) = (open.clone(), cuts.clone());
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if !accepting.load(Ordering::SeqCst) {
                    continue; // dropped: the connection closes at once
                }
                let mut cut = cut_signal.subscribe();
                let target = target.clone();
                tokio::spawn(async move {
                    let Ok(mut server) = tokio::net::TcpStream::connect(&target).await else {
                        return;
                    };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
                        _ = cut.changed() => {}
                    }
                });
            }
        });
        Relay { addr, open, cuts }
    }

    pub fn cut(&self) {
        self.open.store(false, Ordering::SeqCst);
        self.cuts.send_modify(|n| *n += 1);
    }

    pub fn restore(&self) {
        self.open.store(true, Ordering::SeqCst);
    }
}
