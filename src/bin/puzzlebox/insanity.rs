//! `puzzlebox insanity`: not built yet.

use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> ExitCode {
    super::input::fail("the insanity solver is not built yet")
}
