// The six paint colours: each has the character that names it in the facelet string and a
// CSS colour the person may change. Which face each colour belongs to on a solved cube is the
// "scheme" used by the Solved and Scramble buttons.

export const DEFAULT_PALETTE = [
  { char: 'W', colour: '#ffffff', name: 'white' },
  { char: 'Y', colour: '#ffd500', name: 'yellow' },
  { char: 'G', colour: '#009b48', name: 'green' },
  { char: 'B', colour: '#0046ad', name: 'blue' },
  { char: 'R', colour: '#b71234', name: 'red' },
  { char: 'O', colour: '#ff5800', name: 'orange' },
];

/** Palette slot of each face (the Western scheme). */
export const DEFAULT_SCHEME = { U: 0, R: 4, F: 2, D: 1, L: 5, B: 3 };

export class Palette {
  constructor() {
    this.slots = DEFAULT_PALETTE.map((s) => ({ ...s }));
    this.scheme = { ...DEFAULT_SCHEME };
  }

  slotOf(char) {
    return this.slots.findIndex((s) => s.char === char);
  }

  colourOf(char) {
    const i = this.slotOf(char);
    return i < 0 ? null : this.slots[i].colour;
  }

  /** The six characters of the faces in the solver's order `faces` (api.js), for its scramble. */
  schemeChars(faces) {
    return [...faces].map((f) => this.slots[this.scheme[f]].char).join('');
  }

  /**
   * Makes every character of a typed string name a slot, renaming slots as needed. Characters
   * already in the palette keep their slot; face letters U R F D L B go to their face's
   * colour; anything else takes a free slot in order. Returns false (and changes nothing)
   * when the string has more than six different characters.
   */
  adopt(chars) {
    const distinct = [...new Set(chars)];
    if (distinct.length > 6) return false;
    const taken = new Set(distinct.map((c) => this.slotOf(c)).filter((i) => i >= 0));
    const plan = new Map();
    for (const c of distinct) {
      if (this.slotOf(c) >= 0) continue;
      let slot = Object.hasOwn(this.scheme, c) ? this.scheme[c] : -1;
      if (slot < 0 || taken.has(slot)) slot = [0, 1, 2, 3, 4, 5].find((i) => !taken.has(i));
      taken.add(slot);
      plan.set(slot, c);
    }
    for (const [slot, c] of plan) this.slots[slot].char = c;
    return true;
  }
}
