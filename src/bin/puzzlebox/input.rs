//! Reading a puzzle from a command-line argument, a file, or standard input, and failing the
//! way every subcommand fails: a sentence on stderr and exit status 2.

use puzzlebox::limits::{too_long_message, MAX_INPUT_BYTES};
use std::io::{Read, Write};
use std::process::ExitCode;

/// Exit status for input that is not a valid puzzle (or cannot be read).
pub const BAD_INPUT: u8 = 2;

/// Exit status for a search that gave up: it could not decide, and says so instead of
/// guessing.
pub const UNDECIDED: u8 = 3;

/// Prints `message` on stderr and returns the bad-input exit status.
pub fn fail(message: impl std::fmt::Display) -> ExitCode {
    complain(message);
    ExitCode::from(BAD_INPUT)
}

/// Prints `message` on stderr. Unlike `eprintln!`, a stderr that cannot be written (a full
/// disk) does not panic: the exit status still tells what happened.
pub fn complain(message: impl std::fmt::Display) {
    let _ = writeln!(std::io::stderr().lock(), "puzzlebox: {message}");
}

/// The contents of `path`, or of standard input when there is none.
pub fn read_file_or_stdin(path: Option<&std::path::Path>) -> Result<String, String> {
    match path {
        Some(p) => {
            let what = p.display().to_string();
            let file = std::fs::File::open(p).map_err(|e| format!("cannot read {what}: {e}"))?;
            read_capped(file, &what)
        }
        None => read_stdin(),
    }
}

pub fn read_stdin() -> Result<String, String> {
    read_capped(std::io::stdin().lock(), "standard input")
}

/// Reads at most [`MAX_INPUT_BYTES`] as UTF-8 text: one byte more than the cap is read, so an
/// endless source (`/dev/zero`) is refused after 16 MiB instead of filling the memory.
fn read_capped(source: impl Read, what: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    source
        .take(MAX_INPUT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {what}: {e}"))?;
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(format!("cannot read {what}: {}", too_long_message()));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "cannot read {what}: it is not UTF-8 text (byte {} is not)",
            e.utf8_error().valid_up_to() + 1
        )
    })
}

/// Reads a puzzle from `file` (or stdin) and parses it; on failure, the exit status to return
/// (after the message is printed).
pub fn read_puzzle<P, E: std::fmt::Display>(
    file: Option<&std::path::Path>,
    parse: impl Fn(&str) -> Result<P, E>,
) -> Result<P, ExitCode> {
    let text = read_file_or_stdin(file).map_err(fail)?;
    parse(&text).map_err(fail)
}
