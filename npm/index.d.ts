// `import 'puzzlebox-elements'` (embed.js): defines each element once the page has one.
export type * from './elements.js';

/** Loads and defines one element now (for elements inside your own shadow roots). */
export function define(name: import('./elements.js').PuzzleboxElementName): Promise<void>;
