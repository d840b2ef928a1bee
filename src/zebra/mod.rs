//! Zebra / Einstein logic-grid puzzles: a clue language, a solver and explanations.
