// The paint colours of Instant Insanity. A colour is its token (the word written in the text
// format, e.g. "R") plus a CSS colour to draw it with. The classic four come first; known
// words (R, red, …) get their natural colour, any other token a spare hue, so every text can
// be shown. Tokens are case-sensitive, as in the solver.

/** @type {[string, string][]} */
const NAMED = [
  ['R', '#d7263d'], ['G', '#1b998b'], ['B', '#2e5eaa'], ['Y', '#f4c430'],
  ['O', '#f46036'], ['P', '#7d4fb5'], ['W', '#f2f2f2'], ['K', '#2b2b2b'],
  ['C', '#3fc1d9'], ['M', '#d63aa6'], ['N', '#8b5a2b'], ['S', '#9aa3ad'],
];
const WORDS = {
  red: '#d7263d', green: '#1b998b', blue: '#2e5eaa', yellow: '#f4c430', orange: '#f46036',
  purple: '#7d4fb5', violet: '#7d4fb5', white: '#f2f2f2', black: '#2b2b2b', cyan: '#3fc1d9',
  magenta: '#d63aa6', pink: '#f49ac1', brown: '#8b5a2b', grey: '#9aa3ad', gray: '#9aa3ad',
};
const KNOWN = new Map([...NAMED, ...Object.entries(WORDS),
  ...Object.entries(WORDS).map(([k, v]) => /** @type {[string, string]} */ ([k[0].toUpperCase() + k.slice(1), v]))]);

/** A hue far from the ones before it (golden angle), for tokens without a natural colour. */
const spare = (i) => `hsl(${Math.round((i * 137.508 + 20) % 360)} 65% 52%)`;

/** Black or white text, whichever reads better on a CSS hex colour (others: black). */
export function inkOn(css) {
  const m = /^#([0-9a-f]{6})$/i.exec(css);
  if (!m) return '#000';
  const n = parseInt(m[1], 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 140 ? '#000' : '#fff';
}

export class Palette {
  constructor() {
    this.tokens = NAMED.slice(0, 4).map(([t]) => t);
    this.css = new Map(NAMED.slice(0, 4));
    this.spares = 0;
  }

  colourOf(token) {
    if (token === null || token === undefined) return null;
    if (!this.css.has(token)) this.css.set(token, KNOWN.get(token) || spare(this.spares++));
    return this.css.get(token);
  }

  /** Adds a swatch for every token not yet in the palette (in order of first use). */
  adopt(tokens) {
    for (const t of tokens) {
      if (t !== null && !this.tokens.includes(t)) {
        this.tokens.push(t);
        this.colourOf(t);
      }
    }
  }

  /** Grows the palette to at least `n` swatches with the next unused named colours. */
  ensure(n) {
    for (let i = 0; this.tokens.length < n; i++) {
      const token = i < NAMED.length ? NAMED[i][0] : `C${i + 1}`;
      if (!this.tokens.includes(token)) this.adopt([token]);
    }
  }

  /**
   * Fits the palette to a new set of cubes: swatches of colours no longer used go, the ones
   * still used keep their place, new colours are appended, and the default colours fill up
   * to `n` swatches.
   */
  fit(used, n) {
    const inUse = new Set(used.filter((t) => t !== null));
    this.tokens = this.tokens.filter((t) => inUse.has(t));
    this.adopt(used);
    this.ensure(n);
  }

  /** Drops unused swatches beyond `n` (used tokens always keep theirs). */
  trim(n, used) {
    const keep = new Set(used);
    while (this.tokens.length > n && !keep.has(this.tokens[this.tokens.length - 1])) this.tokens.pop();
  }
}
