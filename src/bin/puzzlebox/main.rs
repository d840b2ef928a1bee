//! The `puzzlebox` command line: one subcommand per puzzle over the same library the page uses.
//!
//! Exit status:
//! - 0: success (also when the reader of the output went away, as in `puzzlebox … | head`);
//! - 1: the output could not be written (a full disk, say), with a message on stderr;
//! - 2: the input is not a valid puzzle, cannot be read, is larger than 16 MiB, or the
//!   arguments are wrong (message on stderr);
//! - 3: a search gave up and could not decide (message on stderr); it never guesses.

#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod insanity;
#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(not(target_arch = "wasm32"))]
mod pocket;
#[cfg(not(target_arch = "wasm32"))]
mod table;
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

    let command = match Cli::try_parse() {
        Ok(cli) => cli.command,
        Err(e) => return clap_exit(&e),
    };
    let mut out = output::Output::stdout();
    let code = match command {
        Command::Pocket(args) => pocket::run(args, &mut out),
        Command::Insanity(args) => insanity::run(args, &mut out),
        Command::Zebra(args) => zebra::run(args, &mut out),
    };
    out.finish(code)
}

/// Prints clap's usage error (stderr, status 2) or its help and version text (stdout,
/// status 0, or 1 if stdout cannot take it).
#[cfg(not(target_arch = "wasm32"))]
fn clap_exit(e: &clap::Error) -> std::process::ExitCode {
    use std::io::Write;
    let printed = e.print().and_then(|()| std::io::stdout().flush());
    match printed {
        Err(err) if !e.use_stderr() && err.kind() != std::io::ErrorKind::BrokenPipe => {
            input::complain(format_args!("cannot write the output: {err}"));
            std::process::ExitCode::from(output::OUTPUT_FAILED)
        }
        _ => std::process::ExitCode::from(e.exit_code() as u8),
    }
}

/// The binary has nothing to do in the browser build; the page uses the library directly.
#[cfg(target_arch = "wasm32")]
fn main() {}
