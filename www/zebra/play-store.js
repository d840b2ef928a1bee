// Where a person's marks are kept between visits: in localStorage, one entry per puzzle
// (keyed by a hash of the puzzle's text, the text itself stored beside the marks so two
// texts with the same hash never share marks), and in the page's URL as `marks=`, the mark
// lines themselves joined by new lines (URLSearchParams percent-encodes them), so a link
// shows the same half-solved grid and stays readable.

const PREFIX = 'puzzlebox.zebra.marks.';

/** A 53-bit hash of the text (cyrb53), as hex: short keys, and collisions are checked. */
export function textHash(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Storage may be switched off or full (private windows): marks then live as long as the page. */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The marks kept for this puzzle text, or [] when there are none. */
export function loadMarks(text) {
  try {
    const kept = JSON.parse(storage()?.getItem(PREFIX + textHash(text)) ?? 'null');
    if (kept?.puzzle === text && Array.isArray(kept.marks)) return kept.marks.filter((l) => typeof l === 'string');
  } catch {
    // Unreadable (written by hand, or by something else): as if nothing were kept.
  }
  return [];
}

/** Keeps the marks for this puzzle text (no marks: the entry goes). */
export function saveMarks(text, marks) {
  try {
    const key = PREFIX + textHash(text);
    if (marks.length) storage()?.setItem(key, JSON.stringify({ puzzle: text, marks }));
    else storage()?.removeItem(key);
  } catch {
    // Full or refused: the URL still has them.
  }
}

/** The `marks=` value for these lines ('' for none, which drops the parameter). */
export const marksParam = (marks) => marks.join('\n');

/** The lines of a `marks=` value (already decoded by URLSearchParams), blank lines dropped. */
export const marksFromParam = (value) => (value || '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
