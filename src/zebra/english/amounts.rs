//! Sentences about the amounts of the order that are no comparison of two things: "Each
//! housemate snitched a different number of muffins from one to four" restates the header
//! (every amount of the range used once). Sums ("a total of six") are totals.rs's.

use super::cues;
use super::mentions::Lexicon;
use super::phrases;
use crate::zebra::model::Puzzle;

/// Whether the sentence is "each … a different … from A to B" with A to B exactly the
/// order's labels, counted one by one: it says only what the header says.
pub fn header_range(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> bool {
    let n = ws.len();
    if n < 8 || ws[n - 4] != "from" || ws[n - 2] != "to" {
        return false;
    }
    let (Some(a), Some(b)) = (cues::number(&ws[n - 3]), cues::number(&ws[n - 1])) else {
        return false;
    };
    let plain = p.printed.is_none() && p.position_name.is_some();
    let range = p.labels.first() == Some(&a)
        && p.labels.last() == Some(&b)
        && p.labels.windows(2).all(|w| w[1] - w[0] == 1);
    plain && range && phrases::each_different(lex, &ws[..n - 4])
}
