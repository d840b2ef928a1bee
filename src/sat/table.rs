//! A vector of per-literal or per-variable entries whose index by number is always inlined.
//!
//! At opt-level "z" (the browser's build) LLVM leaves `Vec`'s `Index` a call, and the
//! search behind a zebra hint looks these tables up a few million times (propagation alone
//! made 1.8 million such calls on one 8x8 grid). Indexing the vector's slice instead is
//! built in; everything else is the vector's own (`Deref`).

use std::ops::{Deref, DerefMut, Index, IndexMut};

#[derive(Clone, Debug)]
pub struct Table<T>(Vec<T>);

impl<T> Default for Table<T> {
    fn default() -> Self {
        Table(Vec::new())
    }
}

impl<T> Deref for Table<T> {
    type Target = Vec<T>;
    #[inline(always)]
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<T> DerefMut for Table<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut Vec<T> {
        &mut self.0
    }
}

impl<T> Index<usize> for Table<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        &self.0.as_slice()[i]
    }
}

impl<T> IndexMut<usize> for Table<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.0.as_mut_slice()[i]
    }
}
