// `import 'puzzlebox-elements/pocket-cube'` (pocket/element.js): defines <pocket-cube>, and a bundler takes in
// only its solver.
import type { PocketCubeElement as Element } from './elements.js';
export type * from './elements.js';

export type PocketCubeElement = Element;
export declare const PocketCubeElement: { new (): Element; prototype: Element };
