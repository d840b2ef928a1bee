//! Standard output for every subcommand. Writes go through [`Output`], which remembers the
//! first failure so that the exit status can report it: a full disk is an error (status 1),
//! a reader that went away (`puzzlebox … | head`) is not.

use super::input::complain;
use std::fmt::Display;
use std::io::{ErrorKind, Write};
use std::process::ExitCode;

/// Exit status when the output could not be written.
pub const OUTPUT_FAILED: u8 = 1;

pub struct Output {
    out: std::io::Stdout,
    /// The first write error; nothing more is written after it.
    error: Option<std::io::Error>,
    /// Why standard output cannot be written at all (it was closed, `>&-`), found at the
    /// start: the standard library quietly drops writes to a closed descriptor. It becomes
    /// the error at the first write.
    closed: Option<std::io::Error>,
}

impl Output {
    pub fn stdout() -> Output {
        let out = std::io::stdout();
        let closed = closed(&out);
        Output {
            out,
            error: None,
            closed,
        }
    }

    /// Writes `text` as it is.
    pub fn print(&mut self, text: impl Display) {
        if let Some(e) = self.closed.take() {
            self.error.get_or_insert(e);
        }
        if self.error.is_none() {
            if let Err(e) = write!(self.out, "{text}") {
                self.error = Some(e);
            }
        }
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: impl Display) {
        self.print(format_args!("{text}\n"));
    }

    /// Sends what was written so far, so a reader sees an early line (a count) while a
    /// slower part of the answer is still being worked out.
    pub fn flush(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.out.flush() {
                self.error = Some(e);
            }
        }
    }

    /// Whether writing has failed (a caller producing a long listing can stop early).
    #[allow(dead_code)] // for subcommands that stream long listings
    pub fn failed(&self) -> bool {
        self.error.is_some()
    }

    /// Flushes, and returns `code` unless writing failed. A closed pipe keeps `code` quietly:
    /// the reader has all it wanted.
    pub fn finish(mut self, code: ExitCode) -> ExitCode {
        if self.error.is_none() {
            if let Err(e) = self.out.flush() {
                self.error = Some(e);
            }
        }
        match self.error {
            None => code,
            Some(e) if e.kind() == ErrorKind::BrokenPipe => code,
            Some(e) => {
                complain(format_args!("cannot write the output: {e}"));
                ExitCode::from(OUTPUT_FAILED)
            }
        }
    }
}

/// The error writing to `out` would meet if it was closed when the program started. The
/// standard library's start-up opens `/dev/null` read-write in place of a closed standard
/// descriptor, so writes would vanish and the exit status say 0; a shell's `> /dev/null`
/// opens it write-only, which is how the two are told apart (on Linux, through /proc).
#[cfg(target_os = "linux")]
fn closed(out: &std::io::Stdout) -> Option<std::io::Error> {
    use std::os::fd::AsFd;
    let fd = out.as_fd().try_clone_to_owned();
    let Ok(fd) = fd else {
        return fd.err();
    };
    drop(fd);
    let null = std::fs::read_link("/proc/self/fd/1").ok()? == std::path::Path::new("/dev/null");
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").ok()?;
    let flags = info.lines().find_map(|l| l.strip_prefix("flags:"))?.trim();
    let read_write = u32::from_str_radix(flags, 8).ok()? & 3 == 2;
    (null && read_write).then(|| std::io::Error::other("standard output is closed"))
}

#[cfg(not(target_os = "linux"))]
fn closed(_: &std::io::Stdout) -> Option<std::io::Error> {
    None
}

/// Prints a generated puzzle: the report's sentence as a comment line above its text, so the
/// output still reads as the same puzzle.
pub fn print_generated(out: &mut Output, summary: &str, text: &str) -> ExitCode {
    out.print(format!("# {summary}\n{text}"));
    ExitCode::SUCCESS
}

/// Prints `report` as one line of JSON.
pub fn print_json(out: &mut Output, report: &impl serde::Serialize) -> ExitCode {
    match serde_json::to_string(report) {
        Ok(json) => {
            out.line(json);
            ExitCode::SUCCESS
        }
        // The reports hold only strings, numbers and lists, which always serialise.
        Err(e) => super::input::fail(format_args!("cannot write the JSON: {e}")),
    }
}
