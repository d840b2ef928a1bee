//! Instant Insanity: stack n coloured cubes so that no colour repeats on any long side.
