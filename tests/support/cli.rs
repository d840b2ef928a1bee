//! Runs the `puzzlebox` binary the way a person does: arguments, text on standard input (or
//! a file), and back the exit status, standard output and standard error. Every run is
//! bounded by a generous deadline, only to turn a hang into a failure; standard input is fed
//! from its own thread, so a program that prints before it has read everything (or refuses
//! the input half-way) never deadlocks the test.
#![allow(dead_code)]

use std::fs::File;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// `puzzlebox ARGS` with `stdin` fed in: (status, stdout, stderr).
pub fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let r = run_with(
        args,
        Input::Text(stdin.as_bytes().to_vec()),
        Sink::Capture,
        Sink::Capture,
    );
    (r.code, r.stdout, r.stderr)
}

/// `puzzlebox SUBCOMMAND ARGS` with `stdin` fed in, output captured.
pub fn command(subcommand: &str, args: &[&str], stdin: &str) -> Run {
    let all: Vec<&str> = [subcommand].iter().chain(args).copied().collect();
    run_with(
        &all,
        Input::Text(stdin.as_bytes().to_vec()),
        Sink::Capture,
        Sink::Capture,
    )
}

/// Far longer than any case takes (milliseconds to a second or two); only a hang gets here.
pub const DEADLINE: Duration = Duration::from_secs(120);

pub enum Input {
    Text(Vec<u8>),
    File(&'static str),
}

pub enum Sink {
    Capture,
    /// The read end is closed at once: the program meets a closed pipe.
    Closed,
    File(&'static str),
}

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn run_with(args: &[&str], input: Input, stdout: Sink, stderr: Sink) -> Run {
    let stdio = |sink: &Sink| match sink {
        Sink::Capture | Sink::Closed => Stdio::piped(),
        Sink::File(path) => Stdio::from(File::create(path).expect("open the output file")),
    };
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlebox"));
    command
        .args(args)
        .stdout(stdio(&stdout))
        .stderr(stdio(&stderr));
    match &input {
        Input::Text(_) => command.stdin(Stdio::piped()),
        Input::File(path) => command.stdin(File::open(path).expect("open the input file")),
    };
    let mut child = command.spawn().expect("run puzzlebox");
    let feeder = match input {
        // A refused input is not read to the end: the write then fails, which is fine.
        Input::Text(bytes) => {
            let mut pipe = child.stdin.take().unwrap();
            Some(thread::spawn(move || {
                let _ = pipe.write_all(&bytes);
            }))
        }
        Input::File(_) => None,
    };
    let collect = |pipe: Option<Box<dyn Read + Send>>, sink: &Sink| {
        let pipe = pipe.filter(|_| matches!(sink, Sink::Capture));
        thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut p) = pipe {
                p.read_to_end(&mut text).unwrap();
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let out_reader = collect(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        &stdout,
    );
    let err_reader = collect(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        &stderr,
    );
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            panic!("puzzlebox {args:?} still ran after {DEADLINE:?}");
        }
        thread::sleep(Duration::from_millis(20));
    };
    if let Some(f) = feeder {
        f.join().unwrap();
    }
    Run {
        // A signal (no code) counts as a crash, which no case expects.
        code: status.code().unwrap_or(-1),
        stdout: out_reader.join().unwrap(),
        stderr: err_reader.join().unwrap(),
    }
}
