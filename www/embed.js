// One script tag for other people's pages:
//   <script type="module" src="…/embed.js"></script>
//   <pocket-cube facelets="…" solve autoplay controls></pocket-cube>
// Defines the puzzlebox custom elements. The solver (WebAssembly, in a worker) loads lazily
// from the folder this file was loaded from: one worker shared by the cube and column
// elements, and one per <zebra-puzzle> (whose explanations can run for a long time).

import { PocketCubeElement } from './pocket/element.js';
import { InsanityColumnElement } from './insanity/element.js';
import { ZebraPuzzleElement } from './zebra/element.js';

const ELEMENTS = {
  'pocket-cube': PocketCubeElement,
  'insanity-column': InsanityColumnElement,
  'zebra-puzzle': ZebraPuzzleElement,
};

for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}
