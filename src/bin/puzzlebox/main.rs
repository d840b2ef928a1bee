//! The `puzzlebox` command line: one subcommand per puzzle over the same library the page uses.
//!
//! Exit status: 0 on success, 2 when the input is not a valid puzzle (message on stderr).

#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod insanity;
#[cfg(not(target_arch = "wasm32"))]
mod pocket;
#[cfg(not(target_arch = "wasm32"))]
mod zebra;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use clap::{Parser, Subcommand};

    #[derive(Parser)]
    #[command(
        name = "puzzlebox",
        version,
        about = "Solves pocket cubes, Instant Insanity and zebra puzzles"
    )]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Solve a 2x2x2 pocket cube optimally in R, U, F turns.
        Pocket(pocket::Args),
        /// Stack Instant Insanity cubes so no colour repeats on a side.
        Insanity(insanity::Args),
        /// Solve and explain a zebra / Einstein logic-grid puzzle.
        Zebra(zebra::Args),
    }

    match Cli::parse().command {
        Command::Pocket(args) => pocket::run(args),
        Command::Insanity(args) => insanity::run(args),
        Command::Zebra(args) => zebra::run(args),
    }
}

/// The binary has nothing to do in the browser build; the page uses the library directly.
#[cfg(target_arch = "wasm32")]
fn main() {}
