use std::process::ExitCode;

use clap::Parser;

// The one place that writes to standard output: what a command prints for its user.
#[allow(clippy::print_stdout)]
#[actix_web::main]
async fn main() -> ExitCode {
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
