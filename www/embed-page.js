// embed.html?puzzle=…: one tool without the app's chrome, for iframes. It reads the same URL
// parameters as the app and shows the matching custom element.
//
// In an iframe it tells the page around it how tall its content is, whenever that changes,
// with `{type: 'puzzlebox:height', height, state}` (`state`: the element's data-state,
// 'ready' or 'error' once its first answer shows). embed-loader.js on the host page, or a
// two-line listener (docs/embedding.md), sets the iframe's height from it.
//
// embed.html loads embed.js (the elements) by a script tag of its own, before this one, so
// neither file's build holds the other.

import { decodeText } from './share.js';
import { el } from './dom.js';

const HEIGHT_MESSAGE = 'puzzlebox:height';

const params = new URLSearchParams(location.search);
const root = document.getElementById('embed-root');
const puzzle = params.get('puzzle') || 'pocket';

/** A link this page cannot show: the reason in view (and in the height report's state). */
function linkError(message) {
  const box = el('p', { class: 'error', role: 'alert', 'data-testid': 'error', 'data-state': 'error' }, message);
  console.error(`puzzlebox embed.html: ${message}`);
  return box;
}

function element() {
  if (!['pocket', 'insanity', 'zebra'].includes(puzzle)) {
    return linkError(`This link's puzzle=${JSON.stringify(puzzle)} is not one of pocket, insanity or zebra.`);
  }
  if (puzzle === 'insanity') {
    return el('insanity-column', { cubes: params.get('cubes') || '', graph: params.has('graph') ? true : null });
  }
  if (puzzle === 'zebra') {
    const text = params.has('text') ? decodeText(params.get('text')) : '';
    if (text === null) {
      return linkError("This link's zebra text (the text= parameter) could not be read: "
        + 'it is cut short or not base64url.');
    }
    return el('zebra-puzzle', {}, text || null);
  }
  return el('pocket-cube', {
    facelets: params.get('facelets'),
    moves: params.get('moves'),
    metric: params.get('metric'),
    solve: params.has('moves') ? null : true,
    controls: true,
    autoplay: params.has('autoplay') ? true : null,
    editable: params.has('editable') ? true : null,
  });
}

const TITLES = { pocket: 'pocket cube', insanity: 'Instant Insanity', zebra: 'zebra puzzle' };
if (TITLES[puzzle]) document.getElementById('embed-title').textContent = `puzzlebox: ${TITLES[puzzle]}`;
const shown = element();
root.append(shown);

/** Tells the embedding page the content's height (the host decides what to do with it). */
function reportHeight() {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  // Not secret, and the embedding page's origin is unknown: any parent may read it.
  window.parent.postMessage({ type: HEIGHT_MESSAGE, height, state: shown.dataset.state || 'loading' }, '*');
}

if (window.parent !== window) {
  new ResizeObserver(reportHeight).observe(document.documentElement);
  new MutationObserver(reportHeight).observe(shown, { attributes: true, attributeFilter: ['data-state'] });
}
