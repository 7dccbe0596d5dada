use std::process::ExitCode;

use clap::Parser;

/// mimalloc instead of glibc's allocator: a run allocates and frees many small blocks across the
/// request threads, and glibc's malloc/free were about an eighth of the CPU under the runs load
/// (README, "Design notes"). Tuned for a small resident set by [`keep_memory_small`].
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's defaults commit its arenas eagerly and keep freed memory for a while, which took
/// the idle service from 30 to 56 MiB resident and kept argon2's 19 MiB blocks after a login.
/// Committing on demand and returning freed pages at once keep it at the glibc figures; the
/// runs load is as fast either way. (The option numbers are those of `mi_option_e` in the
/// mimalloc v3 header that `libmimalloc-sys` 0.1.49 builds; the crate names only a few.)
fn keep_memory_small() {
    const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
    const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    // SAFETY: plain option setters, called once at the start of main, before the server and its
    // threads start.
    unsafe {
        libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0);
        libmimalloc_sys::mi_option_set(PURGE_DELAY, 0);
    }
}

// The one place that writes to standard output: what a command prints for its user.
#[allow(clippy::print_stdout)]
#[actix_web::main]
async fn main() -> ExitCode {
    keep_memory_small();
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
