// `import 'puzzlebox-elements/insanity-column'` (insanity/element.js): defines
// <insanity-column>, and a bundler takes in only its solver.
import type { InsanityColumnElement as Element } from './elements.js';
export type * from './elements.js';

export type InsanityColumnElement = Element;
export declare const InsanityColumnElement: { new (): Element; prototype: Element };
