// `import 'puzzlebox-elements/zebra-puzzle'` (zebra/element.js): defines <zebra-puzzle>, and a bundler takes in
// only its solver.
import type { ZebraPuzzleElement as Element } from './elements.js';
export type * from './elements.js';

export type ZebraPuzzleElement = Element;
export declare const ZebraPuzzleElement: { new (): Element; prototype: Element };
