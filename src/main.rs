use std::process::ExitCode;

use clap::Parser;

/// jemalloc instead of glibc's allocator: a run allocates and frees many small blocks on both
/// request threads, and glibc's malloc/free were about an eighth of their CPU under the runs
/// load (README, "Design notes").
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read by jemalloc itself at its first allocation (before `main`), so they
/// are fixed here rather than set at run time: two arenas (one per core, not four), freed pages
/// given back to the system within a second by a background thread (argon2's 19 MiB blocks
/// included, so the idle service stays small after logins).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[unsafe(export_name = "_rjem_malloc_conf")]
pub static MALLOC_CONF: &[u8; 70] =
    b"narenas:2,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0\0";

fn main() -> ExitCode {
    let cli = taxcredit::cli::Cli::parse();
    // The extraction child confines itself and exits: no runtime, no settings, no logging.
    if let Some(taxcredit::cli::Command::Extract(args)) = &cli.command {
        return taxcredit::worker::extract::child::main(args);
    }
    actix_web::rt::System::new().block_on(run(cli))
}

// The one place that writes to standard output: what a command prints for its user.
#[allow(clippy::print_stdout)]
async fn run(cli: taxcredit::cli::Cli) -> ExitCode {
    match taxcredit::cli::run(cli).await {
        Ok(output) => {
            if let Some(text) = output {
                println!("{text}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
