//! A sort in little code, for the browser's modules: the standard library's `sort_unstable`
//! compiles to a large body of WebAssembly for every element type it sorts (quicksort, its
//! pivots and partitions, heapsort, small sorts), and a page downloads each copy. This one is
//! an insertion sort for short slices and a heapsort beyond, still O(n log n), compiled once:
//! it sees a slice only through [`Places`] (compare two places, swap two), so each element
//! type adds just those two small functions, not a copy of the sort.
//!
//! [`sort`] is only for types whose `Ord` is total and whose equal elements are
//! indistinguishable (integers, tuples of them, newtypes deriving `Ord` over every field): then
//! every sort gives the same order, so the answers are the standard sort's to the byte.
//! [`sort_by_key`] is stable, for any element type.

/// Below this length insertion sort is quicker than the heap (and it is the threshold the
/// standard library's own small sort uses).
const SHORT: usize = 20;

/// Sorts `v` ascending, like `v.sort_unstable()` for the types this module is for.
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    run(&mut Slice(v));
}

/// What the sort does with a slice: its length, whether one place's element is less than
/// another's, and swapping two places.
trait Places {
    fn len(&self) -> usize;
    fn less(&self, i: usize, j: usize) -> bool;
    fn swap(&mut self, i: usize, j: usize);
}

struct Slice<'a, T>(&'a mut [T]);

impl<T: Ord> Places for Slice<'_, T> {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn less(&self, i: usize, j: usize) -> bool {
        self.0[i] < self.0[j]
    }
    fn swap(&mut self, i: usize, j: usize) {
        self.0.swap(i, j);
    }
}

/// The sort itself, one copy for every element type (never inlined into a caller, where it
/// would become that type's own copy again).
#[inline(never)]
fn run(v: &mut dyn Places) {
    let len = v.len();
    if len <= SHORT {
        for i in 1..len {
            let mut j = i;
            while j > 0 && v.less(j, j - 1) {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        return;
    }
    for start in (0..len / 2).rev() {
        sift_down(v, start, len);
    }
    for end in (1..len).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

/// Sorts `v` by `key`, stable like `v.sort_by_key(key)` (and calling `key` once an element,
/// like `sort_by_cached_key`): the keys are sorted with their places as pairs, so ties keep
/// their order and one copy of [`sort`] serves every element type with keys of one type
/// (`key` is a `fn`, not a closure type, so call sites do not make copies of their own).
pub(crate) fn sort_by_key<T: Clone, K: Ord>(v: &mut [T], key: fn(&T) -> K) {
    let mut order: Vec<(K, usize)> = v.iter().map(key).zip(0..).collect();
    sort(&mut order);
    let old = v.to_vec();
    for (slot, (_, i)) in v.iter_mut().zip(order) {
        *slot = old[i].clone();
    }
}

/// Moves `v[node]` down the max-heap `v[..end]` until both its children are no greater.
fn sift_down(v: &mut dyn Places, mut node: usize, end: usize) {
    loop {
        let mut child = 2 * node + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && v.less(child, child + 1) {
            child += 1;
        }
        if !v.less(node, child) {
            return;
        }
        v.swap(node, child);
        node = child;
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::{sort, sort_by_key};
    use proptest::prelude::*;

    proptest! {
        /// Pairs with many ties in both halves, short and long (both branches), as the
        /// conflict search and the SAT solver's clause database sort them.
        #[test]
        fn sorts_pairs_as_the_standard_sort(v in proptest::collection::vec((0usize..8, 0usize..8), 0..200)) {
            let mut want = v.clone();
            want.sort_unstable();
            let mut got = v;
            sort(&mut got);
            prop_assert_eq!(got, want);
        }

        /// Keys with many ties: the places of equal keys stay in order, as the standard
        /// stable sort keeps them.
        #[test]
        fn sorts_by_key_as_the_standard_stable_sort(v in proptest::collection::vec((0usize..8, 0usize..1000), 0..200)) {
            let mut want = v.clone();
            want.sort_by_key(|p| p.0);
            let mut got = v;
            sort_by_key(&mut got, |p| p.0);
            prop_assert_eq!(got, want);
        }

        #[test]
        fn sorts_integers_as_the_standard_sort(v in proptest::collection::vec(any::<u32>(), 0..100)) {
            let mut want = v.clone();
            want.sort_unstable();
            let mut got = v;
            sort(&mut got);
            prop_assert_eq!(got, want);
        }
    }
}
