// The notices above <sudoku-play>'s board: what the player must see until they act on it (a link
// refused, a save kept aside or repaired, a link kept for later) and the questions asked before a
// game is replaced (a link, New, another tab's game). Notices stack; none replaces another, and
// each button closes its own.

/** Notices in `container` (an element of the shadow root). */
export function noticesIn(container) {
  function notice(text, choices, { link, reveal } = {}) {
    const box = document.createElement('div');
    box.className = 'notice';
    const p = document.createElement('p');
    p.textContent = text;
    box.append(p);
    if (link) {
      const a = document.createElement('a');
      [a.textContent, a.href] = link;
      box.append(a);
    }
    if (reveal) {
      // The text shown in place, selected, to copy: nothing leaves the page.
      const [label, content] = reveal;
      const show = document.createElement('button');
      show.type = 'button';
      show.textContent = label;
      show.addEventListener('click', () => {
        const area = document.createElement('textarea');
        area.readOnly = true;
        area.value = content;
        area.setAttribute('aria-label', label);
        show.replaceWith(area);
        area.select();
      });
      box.append(show);
    }
    for (const [label, then] of choices) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => {
        box.remove();
        then();
      });
      box.append(button);
    }
    container.append(box);
    return box;
  }

  return {
    /**
     * Shows `text` until the player dismisses it; `link`: [label, href] to follow later, `reveal`:
     * [label, text] a button that shows the text to copy.
     */
    report(text, extras) {
      notice(text, [['Dismiss', () => {}]], extras);
    },

    /**
     * Asks `text` with a button to go ahead (`yes`) and one to keep the game (`no`); { answer,
     * withdraw }: answer resolves true to go ahead, withdraw() takes the question back (answered false).
     */
    ask(text, yes, no = 'Keep my game') {
      let withdraw;
      const answer = new Promise((resolve) => {
        const box = notice(text, [[yes, () => resolve(true)], [no, () => resolve(false)]]);
        withdraw = () => {
          box.remove();
          resolve(false);
        };
      });
      return { answer, withdraw };
    },
  };
}
