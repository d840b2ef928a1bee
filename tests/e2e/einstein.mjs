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
