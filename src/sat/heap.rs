//! The branching order: a binary max-heap of variables by activity (VSIDS), with each
//! variable's position so that a bumped variable moves up in place.

use super::table::Table;

/// Marks a variable that is not in the heap.
const ABSENT: usize = usize::MAX;

#[derive(Clone, Debug, Default)]
pub struct Heap {
    items: Table<usize>,
    /// Index of each variable in `items`, or `ABSENT`.
    at: Table<usize>,
}

impl Heap {
    /// The most active variable, left in the heap.
    pub fn top(&self) -> Option<usize> {
        self.items.first().copied()
    }

    pub fn insert(&mut self, v: usize, act: &[f64]) {
        if self.at.len() <= v {
            self.at.resize(v + 1, ABSENT);
        }
        if self.at[v] != ABSENT {
            return;
        }
        self.at[v] = self.items.len();
        self.items.push(v);
        self.up(self.items.len() - 1, act);
    }

    pub fn update(&mut self, v: usize, act: &[f64]) {
        if let Some(&i) = self.at.get(v) {
            if i != ABSENT {
                self.up(i, act);
            }
        }
    }

    pub fn pop(&mut self, act: &[f64]) -> Option<usize> {
        let top = *self.items.first()?;
        let last = self.items.pop().expect("not empty");
        self.at[top] = ABSENT;
        if !self.items.is_empty() {
            self.items[0] = last;
            self.at[last] = 0;
            self.down(0, act);
        }
        Some(top)
    }

    fn up(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            let pv = self.items[parent];
            if act[pv] >= act[v] {
                break;
            }
            self.items[i] = pv;
            self.at[pv] = i;
            i = parent;
        }
        self.items[i] = v;
        self.at[v] = i;
    }

    fn down(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        loop {
            let mut c = 2 * i + 1;
            if c >= self.items.len() {
                break;
            }
            if c + 1 < self.items.len() && act[self.items[c + 1]] > act[self.items[c]] {
                c += 1;
            }
            let cv = self.items[c];
            if act[cv] <= act[v] {
                break;
            }
            self.items[i] = cv;
            self.at[cv] = i;
            i = c;
        }
        self.items[i] = v;
        self.at[v] = i;
    }
}
