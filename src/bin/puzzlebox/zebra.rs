//! `puzzlebox zebra`: not built yet.

use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> ExitCode {
    super::input::fail("the zebra solver is not built yet")
}
