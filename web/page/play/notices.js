// The notices above <sudoku-play>'s board: what the player must see until they act on it (a link
// refused, a save kept aside) and the question asked before a link replaces a game. Notices stack;
// none replaces another, and each button closes its own.

/** Notices in `container` (an element of the shadow root). */
export function noticesIn(container) {
  function notice(text, choices) {
    const box = document.createElement('div');
    box.className = 'notice';
    const p = document.createElement('p');
    p.textContent = text;
    box.append(p);
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
    /** Shows `text` until the player dismisses it. */
    report(text) {
      notice(text, [['Dismiss', () => {}]]);
    },

    /**
     * Asks `text` with a button to go ahead (`yes`) and one to keep the game; { answer, withdraw }:
     * answer resolves true to go ahead, withdraw() takes the question back (answered false).
     */
    ask(text, yes) {
      let withdraw;
      const answer = new Promise((resolve) => {
        const box = notice(text, [[yes, () => resolve(true)], ['Keep my game', () => resolve(false)]]);
        withdraw = () => {
          box.remove();
          resolve(false);
        };
      });
      return { answer, withdraw };
    },
  };
}
