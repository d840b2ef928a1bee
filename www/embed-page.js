// embed.html?puzzle=…: one tool without the app's chrome, for iframes. It reads the same URL
// parameters as the app and shows the matching custom element.

import './embed.js';
import { decodeText } from './share.js';

const params = new URLSearchParams(location.search);
const root = document.getElementById('embed-root');
const puzzle = params.get('puzzle') || (params.has('facelets') ? 'pocket' : 'pocket');

function make(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === true) node.setAttribute(k, '');
    else if (v !== null && v !== undefined) node.setAttribute(k, v);
  }
  if (text) node.textContent = text;
  return node;
}

if (puzzle === 'insanity') {
  root.append(make('insanity-column', { cubes: params.get('cubes') || '' }));
} else if (puzzle === 'zebra') {
  const text = params.has('text') ? decodeText(params.get('text')) : '';
  root.append(make('zebra-puzzle', {}, text ?? ''));
} else {
  root.append(make('pocket-cube', {
    facelets: params.get('facelets'),
    moves: params.get('moves'),
    metric: params.get('metric'),
    solve: params.has('moves') ? null : true,
    controls: true,
    autoplay: params.has('autoplay') ? true : null,
    editable: params.has('editable') ? true : null,
  }));
}
