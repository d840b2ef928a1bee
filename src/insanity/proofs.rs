//! Cheap proofs that cubes cannot be stacked, tried before any search; each names the cubes
//! it rests on, so an impossible puzzle gets its answer and an obstacle at once.
//!
//! The counting argument: in a stack of the cubes of a set S, the front/back subgraph has |S|
//! edges and every colour degree at most 2, so the degrees add up to 2|S|, and the two
//! visible subgraphs together to 4|S|. Colour c can collect at most min(2, one_c) in either
//! subgraph (one_c: the most any single pair of a cube in S holds of c, summed over S) and at
//! most both_c in the two together (each cube's two best pairs). If the colours' best
//! possible degrees add up to less than 4|S|, S cannot be stacked. Taking S as all cubes
//! covers "fewer colours than cubes" (at most 4 per colour) and "a colour that cannot reach
//! degree 2 in both subgraphs" when there are as many colours as cubes; smaller sets give the
//! Hall-type cases (a few cubes that among them show too few colours, or too few of them on
//! opposite pairs). Candidate sets come from dropping, greedily, the cube whose loss costs the
//! bound least, which finds a failing set whenever one of the nested sets fails.

/// The cubes of a failing set (0-based, ascending) and why they fail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Proof {
    pub cubes: Vec<usize>,
    /// The set shows fewer colours than it has cubes (the plainest case of the bound).
    pub few_colours: bool,
}

/// What a cube can give each of its colours: (colour, most from one pair, most from two).
type Gives = Vec<(usize, u16, u16)>;

fn gives(faces: &[u16; 6]) -> Gives {
    let mut out: Gives = Vec::with_capacity(6);
    for (i, &c) in faces.iter().enumerate() {
        if faces[..i].contains(&c) {
            continue;
        }
        let mut per_pair =
            [0, 1, 2].map(|p| u16::from(faces[2 * p] == c) + u16::from(faces[2 * p + 1] == c));
        crate::sort::sort(&mut per_pair);
        out.push((usize::from(c), per_pair[2], per_pair[2] + per_pair[1]));
    }
    out
}

/// How many faces of colour `c` the cube's two opposite pairs richest in it hold: the most of
/// `c` the cube can show on the long sides.
pub(crate) fn two_best_pairs(faces: &[u16; 6], c: u16) -> u16 {
    gives(faces)
        .into_iter()
        .find(|&(colour, _, _)| colour == usize::from(c))
        .map_or(0, |(_, _, both)| both)
}

/// The bound's running sums over a set of cubes.
struct Tally {
    one: Vec<u16>,
    both: Vec<u16>,
    /// Sum over colours of the best degree total.
    total: i64,
    size: i64,
}

fn best(one: u16, both: u16) -> i64 {
    i64::from((2 * one.min(2)).min(both))
}

impl Tally {
    fn new(k: usize) -> Tally {
        Tally {
            one: vec![0; k],
            both: vec![0; k],
            total: 0,
            size: 0,
        }
    }

    fn change(&mut self, g: &Gives, add: bool) {
        for &(c, one, both) in g {
            self.total -= best(self.one[c], self.both[c]);
            if add {
                self.one[c] += one;
                self.both[c] += both;
            } else {
                self.one[c] -= one;
                self.both[c] -= both;
            }
            self.total += best(self.one[c], self.both[c]);
        }
        self.size += if add { 1 } else { -1 };
    }

    /// How far the set is from failing (negative: it fails).
    fn slack(&self) -> i64 {
        self.total - 4 * self.size
    }

    /// The slack once `g`'s cube is dropped.
    fn slack_without(&self, g: &Gives) -> i64 {
        let mut total = self.total;
        for &(c, one, both) in g {
            total += best(self.one[c] - one, self.both[c] - both) - best(self.one[c], self.both[c]);
        }
        total - 4 * (self.size - 1)
    }
}

/// One more than the largest colour index in `cubes`: the size of a tally over them.
fn colour_count(cubes: &[[u16; 6]]) -> usize {
    cubes
        .iter()
        .flatten()
        .map(|&c| usize::from(c) + 1)
        .max()
        .unwrap_or(0)
}

/// The tally of every cube in `gives`.
fn tally_all(k: usize, gives: impl IntoIterator<Item = Gives>) -> Tally {
    let mut t = Tally::new(k);
    for g in gives {
        t.change(&g, true);
    }
    t
}

/// Whether the counting bound alone shows that `cubes` cannot be stacked: a cube gives colour
/// c at most its two best pairs' counts of c in G1 and G2 together (and at most its best
/// pair's in either), and the colours' degrees must add up to 4n.
pub(crate) fn bound_fails(cubes: &[[u16; 6]]) -> bool {
    tally_all(colour_count(cubes), cubes.iter().map(gives)).slack() < 0
}

/// A set of cubes the counting bound shows cannot be stacked, minimal for the bound (dropping
/// any one cube makes the bound hold), or `None` if the greedy candidates all pass.
pub(crate) fn find(cubes: &[[u16; 6]]) -> Option<Proof> {
    let n = cubes.len();
    let all: Vec<Gives> = cubes.iter().map(gives).collect();
    let mut t = tally_all(colour_count(cubes), all.iter().cloned());
    let mut inside = vec![true; n];
    // Drop cubes one by one, each time the one whose loss leaves the least slack.
    while t.slack() >= 0 && t.size > 1 {
        let (j, _) = (0..n)
            .filter(|&j| inside[j])
            .map(|j| (j, t.slack_without(&all[j])))
            .min_by_key(|&(_, s)| s)?;
        inside[j] = false;
        t.change(&all[j], false);
    }
    if t.slack() >= 0 {
        return None;
    }
    // Now drop every cube the failure does not need.
    for j in 0..n {
        if inside[j] && t.slack_without(&all[j]) < 0 {
            inside[j] = false;
            t.change(&all[j], false);
        }
    }
    let set: Vec<usize> = (0..n).filter(|&j| inside[j]).collect();
    let mut colours: Vec<u16> = set.iter().flat_map(|&j| cubes[j]).collect();
    crate::sort::sort(&mut colours);
    colours.dedup();
    Some(Proof {
        few_colours: colours.len() < set.len(),
        cubes: set,
    })
}
