//! What a clue reading narrows, as data: the main loop holds it (a step found and not taken
//! yet) without depending on how clues are read, so the clue readings and the loop import
//! each other in one direction only.

use super::fresh::Values;

/// What a clue reading narrows, per value it names (in the order of `values`, bit
/// `s * k + t` for the pair of slots s < t): the positions left, the pairs some placement
/// puts at one position (`equal`), at different ones (`apart`).
pub(super) struct Narrowing {
    pub values: Values,
    pub proj: [u64; 8],
    pub equal: u64,
    pub apart: u64,
}
