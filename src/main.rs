use std::process::ExitCode;

use clap::Parser;

// The one place that writes to standard output: what a command prints for its user.
#[allow(clippy::print_stdout)]
#[actix_web::main]
async fn main() -> ExitCode {
    release_large_allocations();
    let cli = taxcredit::cli::Cli::parse();
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

/// Argon2 needs 19 MiB per hash. glibc's dynamic mmap threshold would start serving such blocks
/// from the heap after the first one is freed and keep them resident; a fixed threshold keeps
/// every large block in its own mapping, returned to the system when freed.
fn release_large_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only adjusts allocator tuning; it is called once, before other threads start.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 * 1024);
    }
}
