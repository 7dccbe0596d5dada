use std::process::ExitCode;

use clap::Parser;

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
