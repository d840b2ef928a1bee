// Type declarations of the puzzlebox custom elements (the npm package puzzlebox-elements):
// their classes with attributes as properties' documentation, methods, answers and events, and
// their tags in HTMLElementTagNameMap, so `document.querySelector('pocket-cube')` is typed.
// Every attribute is set with setAttribute (the elements read attributes, not properties).

/** What every puzzlebox element has. */
export interface PuzzleElementBase extends HTMLElement {
  /** Resolves when the latest attribute or content change shows: `el.setAttribute(…); await el.updated`. */
  readonly updated: Promise<void>;
}

/** `detail` of the `error` event: the sentence the element shows. */
export interface ErrorDetail {
  message: string;
}

/** `<pocket-cube>`'s answer: an optimal solution. */
export interface PocketSolution {
  /** The moves, separated by spaces, e.g. "R U2 F'". */
  moves: string;
  length: number;
  /** The answer in one sentence, as the app says it: "Optimal: 11 moves (found in 0.3 ms)." */
  summary: string;
}

export interface PocketSolvedDetail extends PocketSolution {
  metric: 'htm' | 'qtm';
}

/**
 * `<pocket-cube>`: the 2×2×2 cube in 3D. Attributes: `facelets` (24 stickers), `moves`,
 * `solve`, `metric` (`htm` | `qtm`), `controls`, `autoplay`, `tempo` (moves per second),
 * `editable`.
 */
export interface PocketCubeElement extends PuzzleElementBase {
  play(): void;
  pause(): void;
  /** Solves the cube shown and plays the answer; null on an error. */
  solve(): Promise<PocketSolution | null>;
  addEventListener<K extends keyof PocketCubeEventMap>(type: K, listener: (this: PocketCubeElement, ev: PocketCubeEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface PocketCubeEventMap extends HTMLElementEventMap {
  solved: CustomEvent<PocketSolvedDetail>;
  /** The reader painted the net (`editable`). */
  change: CustomEvent<{ facelets: string }>;
  error: CustomEvent<ErrorDetail> & ErrorEvent;
}

/** A cube of a stack as shown: the colour on each side. */
export interface InsanityCube {
  front: string;
  back: string;
  left: string;
  right: string;
  top: string;
  bottom: string;
}

/** `<insanity-column>`'s answer. Counts above 2^53 − 1 are decimal strings. */
export interface InsanityAnswer {
  solutions: number | string;
  stacks: number | string;
  /** The first stack, bottom of the list first; null without a solution. */
  stack: InsanityCube[] | null;
  /** Without a solution: the cubes (0-based) that cannot be stacked together, when found. */
  obstacle: number[] | null;
}

/** `<insanity-column>`: Instant Insanity. Attributes: `cubes` (rows separated by `;`), `graph`. */
export interface InsanityColumnElement extends PuzzleElementBase {
  solve(): Promise<InsanityAnswer | null>;
  addEventListener<K extends keyof InsanityColumnEventMap>(type: K, listener: (this: InsanityColumnElement, ev: InsanityColumnEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface InsanityColumnEventMap extends HTMLElementEventMap {
  solved: CustomEvent<InsanityAnswer>;
  error: CustomEvent<ErrorDetail> & ErrorEvent;
}

/** `<zebra-puzzle>`'s answer. `solution`: one row per attribute, its values by position. */
export interface ZebraAnswer {
  status: 'unique' | 'multiple' | 'none';
  count: number;
  solution: string[][] | null;
}

/**
 * `<zebra-puzzle>`: a logic grid written in the clue language as the element's text.
 * Attributes: `example` (`einstein`), `solved`, `play`.
 */
export interface ZebraPuzzleElement extends PuzzleElementBase {
  /** Shows the solution as soon as it is known; null on an error. */
  solve(): Promise<ZebraAnswer | null>;
  /** Steps the explanation; resolves to the step index (0 is the open grid). */
  next(): Promise<number>;
  previous(): Promise<number>;
  addEventListener<K extends keyof ZebraPuzzleEventMap>(type: K, listener: (this: ZebraPuzzleElement, ev: ZebraPuzzleEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface ZebraPuzzleEventMap extends HTMLElementEventMap {
  /** Once the explanation's steps are in too; `steps`: how many. */
  solved: CustomEvent<ZebraAnswer & { steps: number }>;
  error: CustomEvent<ErrorDetail> & ErrorEvent;
}

export type PuzzleboxElementName = 'pocket-cube' | 'insanity-column' | 'zebra-puzzle';

declare global {
  interface HTMLElementTagNameMap {
    'pocket-cube': PocketCubeElement;
    'insanity-column': InsanityColumnElement;
    'zebra-puzzle': ZebraPuzzleElement;
  }
}
