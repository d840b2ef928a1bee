//! Reading a puzzle from a command-line argument, a file, or standard input, and failing the
//! way every subcommand fails: a sentence on stderr and exit status 2.

use std::io::{Read, Write};
use std::process::ExitCode;

/// Exit status for input that is not a valid puzzle.
pub const BAD_INPUT: u8 = 2;

/// Prints `message` on stderr and returns the bad-input exit status.
pub fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("puzzlebox: {message}");
    ExitCode::from(BAD_INPUT)
}

/// The contents of `path`, or of standard input when there is none.
pub fn read_file_or_stdin(path: Option<&std::path::Path>) -> Result<String, String> {
    match path {
        Some(p) => {
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))
        }
        None => read_stdin(),
    }
}

pub fn read_stdin() -> Result<String, String> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    Ok(text)
}

/// Prints `text` and a newline on stdout, ignoring a closed pipe (`puzzlebox ... | head`).
pub fn say(text: impl std::fmt::Display) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
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

/// Prints a generated puzzle in its text format, or the reason there is none.
pub fn print_generated<E: std::fmt::Display>(text: Result<String, E>) -> ExitCode {
    match text {
        Ok(t) => {
            let _ = write!(std::io::stdout().lock(), "{t}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}
