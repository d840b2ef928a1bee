//! The words a reading reports, as the line prints them. Before a sentence is read, some of
//! its words are written as others ("the two friends" as "the pair", "while … is playing" as
//! "during …", a restated sentence's "one … the other"); what the reader then reports (the
//! words a story took as links, the words it could not place) is in the rewritten words. An
//! author must find them in the line: each reported word is traced back to the printed words
//! it stands for, by matching the rewritten words to the printed ones in order (their longest
//! common subsequence). A printed word is itself, wherever the rewriting moved it; a word it
//! wrote is the printed words between its kept neighbours ("two friends" for "pair"), reported
//! as one phrase.
//!
//! Lines hold at most [`super::tokens::MAX_WORDS`] words, so the match is bounded; it runs
//! only when a line's words were rewritten and something is reported.

/// The printed phrases that the words at `ks` of `ws` (the words as read) stand for, each
/// once, in the order first reported. `printed`: the line's words before any rewriting.
pub fn phrases(printed: &[String], ws: &[String], ks: &[usize]) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut push = |s: String| {
        if !out.contains(&s) {
            out.push(s);
        }
    };
    if printed == ws || printed.is_empty() {
        ks.iter().for_each(|&k| push(ws[k].clone()));
        return out;
    }
    let matched = common(printed, ws);
    for &k in ks {
        // A printed word stays itself, also where a restatement moved it ("one was covered
        // by …" restating "… were covered, in some order, by …").
        if matched[k].is_some() || printed.contains(&ws[k]) {
            push(ws[k].clone());
            continue;
        }
        // The printed words between the nearest kept words either side.
        let from = matched[..k]
            .iter()
            .rev()
            .find_map(|m| *m)
            .map_or(0, |i| i + 1);
        let to = matched[k + 1..]
            .iter()
            .find_map(|m| *m)
            .unwrap_or(printed.len());
        let hunk: Vec<&str> = printed[from..to.max(from)]
            .iter()
            .map(String::as_str)
            .filter(|w| *w != ",")
            .collect();
        // A word the rewriting added with nothing printed in its place is reported as is.
        push(if hunk.is_empty() {
            ws[k].clone()
        } else {
            hunk.join(" ")
        });
    }
    out
}

impl super::English {
    /// [`phrases`] against the line being read ([`super::English::read`] keeps its words).
    pub(super) fn as_printed(&self, ws: &[String], ks: &[usize]) -> Vec<String> {
        phrases(&self.printed.borrow(), ws, ks)
    }

    /// Forgets the words the last reading reported ([`report`](Self::report)): a line, or a
    /// line's parts after its whole was tried, starts with none.
    pub(super) fn forget_reported(&self) {
        self.story.borrow_mut().clear();
        self.shared.borrow_mut().clear();
    }

    /// Adds the words at `ks` of `ws`, as printed, to the words `to` reports, each once.
    pub(super) fn report(&self, to: &std::cell::RefCell<Vec<String>>, ws: &[String], ks: &[usize]) {
        let mut to = to.borrow_mut();
        for w in self.as_printed(ws, ks) {
            if !to.contains(&w) {
                to.push(w);
            }
        }
    }

    /// The words `loose` (of `ws`, or phrases of their own) as printed.
    pub(super) fn printed_loose(&self, ws: &[String], loose: &[String]) -> Vec<String> {
        loose
            .iter()
            .flat_map(|w| match ws.iter().position(|x| x == w) {
                Some(k) => self.as_printed(ws, &[k]),
                None => vec![w.clone()],
            })
            .collect()
    }

    /// Keeps `text`'s words as the printed words the line's reports are traced to.
    pub(super) fn keep_printed(&self, text: &str) {
        let words = super::tokens::words(&super::tokens::clean(text)).unwrap_or_default();
        *self.printed.borrow_mut() = words;
    }
}

/// For each word of `ws`, the index of the printed word it is matched to in a longest common
/// subsequence of `printed` and `ws`.
fn common(printed: &[String], ws: &[String]) -> Vec<Option<usize>> {
    // A word inside a value's name is blanked once the value is found; it stands for the
    // printed word in its place.
    let same = |i: usize, j: usize| printed[i] == ws[j] || ws[j] == super::NAME_PART;
    let (n, m) = (printed.len(), ws.len());
    // lcs[i][j]: the longest common subsequence of printed[i..] and ws[j..].
    let mut lcs = vec![vec![0u16; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if same(i, j) {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut matched = vec![None; m];
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if same(i, j) {
            matched[j] = Some(i);
            i += 1;
            j += 1;
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    matched
}

#[cfg(test)]
#[path = "tests_as_printed.rs"]
mod tests;
