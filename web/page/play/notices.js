// The notices above <sudoku-play>'s board: what the player must see until they act on it (a link
// refused, a save kept aside or repaired, a link kept for later) and the questions asked before a
// game is replaced (a link, New, another tab's game). Each button closes its own notice; a notice
// of a kind replaces the one of that kind shown (at most one each), and the page takes back a
// notice that no longer applies (withdraw), so that none goes stale.

/** Notices in `container` (an element of the shadow root). */
export function noticesIn(container) {
  const shown = new Map();  // kind -> withdraw() of the notice of that kind on show
  function notice(text, choices, { link, reveal, kind, question } = {}, onWithdraw = () => {}) {
    if (kind) shown.get(kind)?.();
    const box = document.createElement('div');
    box.className = question ? 'notice question' : 'notice';
    const p = document.createElement('p');
    p.textContent = text;
    p.tabIndex = 0;  // focused (a tap, Tab), the text cut to one line shows whole (play-css.js)
    // Open while the focus stays in the notice: a press of its button must not fold the text
    // first, which would move the button from under the press (a player's trial lost the press).
    p.addEventListener('focus', () => box.classList.add('open'));
    box.addEventListener('focusout', (event) => {
      if (!box.contains(event.relatedTarget)) box.classList.remove('open');
    });
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
        // Open while the text is there to copy: the notices' box no longer cuts it off.
        box.classList.add('open');
        area.focus();
        area.select();
      });
      box.append(show);
    }
    for (const [label, then] of choices) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => {
        close();
        then();
      });
      box.append(button);
    }
    function close() {
      box.remove();
      if (kind && shown.get(kind) === withdraw) shown.delete(kind);
    }
    function withdraw(...args) {
      if (!box.isConnected) return;
      close();
      onWithdraw(...args);
    }
    if (kind) shown.set(kind, withdraw);
    container.append(box);
    return withdraw;
  }

  return {
    /**
     * Shows `text` until the player dismisses it or the page withdraws it (the function returned);
     * `link`: [label, href] to follow later, `reveal`: [label, text] a button that shows the text to
     * copy, `kind`: a name, the notice replacing the one of that kind shown.
     */
    report(text, extras) {
      return notice(text, [['Dismiss', () => {}]], extras);
    },

    /**
     * Asks `text` with a button to go ahead (`yes`) and one to keep the game (`no`); { answer,
     * withdraw }: answer resolves true to go ahead, false to keep the game, and withdraw(value)
     * takes the question back, answered `value` (false unless given).
     */
    ask(text, yes, no = 'Keep my game') {
      let withdraw;
      const answer = new Promise((resolve) => {
        withdraw = notice(text, [[yes, () => resolve(true)], [no, () => resolve(false)]], { question: true }, (value = false) => resolve(value));
      });
      return { answer, withdraw };
    },
  };
}
