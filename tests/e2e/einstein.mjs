// Einstein's riddle as published, house by house from the left, in the order of the built-in
// text's attributes (colour, nationality, drink, smoke, pet): the independent answer the zebra
// page tests judge the page against.
export const PUBLISHED = {
  colour: ['yellow', 'blue', 'red', 'green', 'white'],
  nationality: ['Norwegian', 'Dane', 'Brit', 'German', 'Swede'],
  drink: ['water', 'tea', 'milk', 'coffee', 'beer'],
  smoke: ['Dunhill', 'Blends', 'Pall Mall', 'Prince', 'BlueMaster'],
  pet: ['cats', 'horses', 'birds', 'fish', 'dogs'],
};

// The built-in text lists each attribute's values in its own order (not the published one):
// the order the page's value indices (the grid's keys) count in.
export const BUILT_IN_ORDER = {
  colour: ['red', 'green', 'white', 'yellow', 'blue'],
  nationality: ['Brit', 'Swede', 'Dane', 'Norwegian', 'German'],
  drink: ['tea', 'coffee', 'milk', 'beer', 'water'],
  smoke: ['Pall Mall', 'Dunhill', 'Blends', 'BlueMaster', 'Prince'],
  pet: ['dogs', 'birds', 'cats', 'horses', 'fish'],
};
