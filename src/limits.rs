//! Size limits shared by every input path (the command line and the wasm edge), so that a
//! careless or hostile input is refused at once instead of being read until memory runs out.

/// The largest puzzle text accepted, in bytes (16 MiB). Real puzzles are a few kilobytes;
/// the cap only bounds the memory and time a single input can claim.
pub const MAX_INPUT_BYTES: usize = 16 * 1024 * 1024;

/// The sentence that refuses a text over [`MAX_INPUT_BYTES`], shared so the command line and
/// the page word it alike.
pub fn too_long_message() -> String {
    format!(
        "the input is larger than {} MiB, the most puzzlebox reads",
        MAX_INPUT_BYTES / (1024 * 1024)
    )
}

/// The most moves the page's move player turns in one call: each move becomes a state and an
/// animation description, so the count, not just the text's size, must be bounded.
pub const MAX_APPLIED_MOVES: usize = 10_000;
