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

  /** The letters the net paints with, one per slot. */
  get letters() {
    return this.slots.map((s) => s.char).join('');
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
   * Makes every character of a typed string name a slot, renaming slots as needed, so that a
   * letter always means the same colour however strings are typed: a colour letter (W Y G B
   * R O) goes to its own colour, a face letter (U R F D L B) to its face's colour, any other
   * character keeps the slot it has or takes a free one. Returns false (and changes nothing)
   * when the string has more than six different characters.
   */
  adopt(chars) {
    const distinct = [...new Set(chars)];
    if (distinct.length > 6) return false;
    const plan = new Map(); // slot -> character
    const placed = new Set();
    const place = (c, slot) => {
      if (slot < 0 || plan.has(slot) || placed.has(c)) return;
      plan.set(slot, c);
      placed.add(c);
    };
    // Colour letters first, then face letters, then what the palette already holds: a
    // letter with a meaning wins its slot over a character that merely sits there.
    for (const c of distinct) place(c, DEFAULT_PALETTE.findIndex((s) => s.char === c));
    for (const c of distinct) if (Object.hasOwn(this.scheme, c)) place(c, this.scheme[c]);
    for (const c of distinct) place(c, this.slotOf(c));
    for (const c of distinct) place(c, [0, 1, 2, 3, 4, 5].find((i) => !plan.has(i)));
    // Slots the string does not use keep their characters unless one of them now names
    // another slot too: then the unused slot gets its own colour's letter back, or failing
    // that a character the string does not use.
    const used = new Set(plan.values());
    for (let i = 0; i < 6; i++) {
      if (plan.has(i)) continue;
      const own = this.slots[i].char;
      if (!used.has(own)) { used.add(own); continue; }
      const spare = [DEFAULT_PALETTE[i].char, ...DEFAULT_PALETTE.map((s) => s.char), ...'123456']
        .find((c) => !used.has(c));
      plan.set(i, spare);
      used.add(spare);
    }
    for (const [slot, c] of plan) this.slots[slot].char = c;
    return true;
  }
}
