// "Why?" in Solve it yourself: for the cell the person selected, the solver's shortest chain
// of explanation steps from the clues to its mark (`whyFact`, the mark's own line), listed
// here; play.js outlines the chain's cells and clues. A mark the solution contradicts gets no
// chain, only that sentence: nothing here deduces anything.

import { el, button } from '../dom.js';

const plural = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;

export class PlayWhy {
  /** @param {{onClose: () => void}} options */
  constructor({ onClose }) {
    this.heading = el('p', { class: 'zebra-why-title', 'data-testid': 'zebra-play-why-title' });
    // Its own scrolling box (play.css): a tab stop, so the keyboard can scroll it too.
    this.list = el('ol', {
      class: 'zebra-why-steps', 'data-testid': 'zebra-play-why-steps', tabindex: '0', 'aria-label': 'The chain’s steps',
    });
    this.element = el('section', {
      class: 'zebra-why', 'data-testid': 'zebra-play-why', hidden: true, 'aria-live': 'polite',
      'aria-label': 'Why',
    }, this.heading, this.list, button('Close', 'zebra-play-why-close', () => onClose()));
  }

  /**
   * Shows the answer for the mark `line` (`{ok, fact, steps, through}` or `{ok: false,
   * error}`); the steps are listed as the explanation words and numbers them.
   */
  show(line, answer) {
    this.element.hidden = false;
    this.list.replaceChildren();
    if (!answer.ok) {
      const { kind, message } = answer.error;
      this.heading.textContent = kind === 'false'
        ? `“${line}” does not follow from the clues: they rule it out, so there is no chain to show.`
        : kind === 'not_unique'
          ? 'This puzzle does not have exactly one solution, so there is no explanation to draw a chain from.'
          : `No chain for “${line}”: ${message}.`;
      this.element.dataset.answer = kind;
    } else {
      const through = answer.through?.length ? ` (where ${answer.through.join(' and ')})` : '';
      this.heading.textContent =
        `Why ${answer.fact.text}${through}: ${plural(answer.steps.length, 'step')} from the clues`;
      this.list.replaceChildren(...answer.steps.map((s) => el('li', {}, `${s.number}. ${s.text}`)));
      this.element.dataset.answer = 'chain';
    }
  }

  hide() {
    this.element.hidden = true;
    delete this.element.dataset.answer;
  }
}
