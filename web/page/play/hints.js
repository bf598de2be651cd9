// Play mode's hints, apart from the element that wires them (sudoku-play.js): the logic solver's
// next step (hint(), in the element's worker) given in three stages, a press each, as a teacher
// would: where to look (the technique and its house), then the cells and the reason drawn on the
// board with the sentence, then the step applied. "Place singles" places the singles the solver
// finds, one after another, until none is left, as one move that one Undo takes back.
// A position the solver cannot hint from (a digit or pencil marks that contradict the solution) is
// named, the cells marked, and the words kept true as the player fixes them.
import { houseName, techniqueTitle } from '../../lib/sentences.js';


// The steps "Place singles" applies: a cell with one candidate, a digit with one place in a house.
export const SINGLES = new Set(['full-house', 'hidden-single', 'naked-single']);

const bit = (digit) => 1 << (digit - 1);
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

function list(items) {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export class Hints {
  /** `play`: the <sudoku-play> element (its game, board, worker, puzzle, variant, and its lines of text). */
  // `key`: the hint key (entry.js's HINT_KEY, given here: an import of entry.js would make it a
  // chunk of its own in the site's build, shared by the page and this lazy module).
  constructor(play, key) {
    this.play = play;
    this.key = key;
    this.step = null;    // the step being hinted
    this.stage = 0;      // 0: none shown, 1: where to look shown, 2: the step drawn
    this.faults = null;  // { digits, marks }: cells the last hint found contradicting the solution
    this.busy = false;   // one search at a time: a press while the worker searches is let go, its answer shown
  }

  /** Forgets the hint shown (a new game on the board). */
  reset() {
    this.step = null;
    this.stage = 0;
    this.faults = null;
    this.tell('');
  }

  tell(text) {
    this.play.ui.explanation.textContent = text;
  }

  /** After a move (the board drawn again): a hint shown is stale; faults named are checked again, and their words dropped once fixed. */
  moved() {
    this.step = null;
    this.stage = 0;
    this.tell('');
    if (this.faults) this.showFaults(this.stillWrong(this.faults));
  }

  // Of `faults`, the cells still wrong: a digit still there and not the solution's, marks that
  // still leave out the solution's digit (a digit placed over them, or the marks cleared, ends it).
  stillWrong({ digits, marks }) {
    const { game } = this.play;
    return {
      digits: digits.filter((cell) => game.values[cell] && game.values[cell] !== game.solution[cell]),
      marks: marks.filter((cell) => !game.values[cell] && game.marks[cell] && !(game.marks[cell] & bit(game.solution[cell]))),
    };
  }

  // hint()'s mistakes shown. hint() names marks only where no digit is wrong; the game, which knows
  // the solution, names them alongside, so that the player fixes both at once.
  faultsFound(mistakes) {
    const { game } = this.play;
    const all = Array.from({ length: game.n * game.n }, (_, cell) => cell);
    const found = this.stillWrong({ digits: all, marks: all });
    const named = (kind) => mistakes.filter((m) => m.kind === kind).map((m) => m.cell);
    const union = (a, b) => [...new Set([...a, ...b])].sort((x, y) => x - y);
    this.play.draw();
    this.showFaults({ digits: union(named('digit'), found.digits), marks: union(named('candidates'), found.marks) });
  }

  // Names the cells that keep the solver from hinting and marks them: wrong digits in their words,
  // pencil marks that leave out a cell's answer in theirs (the answer itself not given away).
  showFaults(faults) {
    const { board, game } = this.play;
    const { digits, marks } = faults;
    this.faults = digits.length + marks.length > 0 ? faults : null;
    if (!this.faults) {
      this.tell('Fixed: press Hint for the next step.');
      return;
    }
    board.markWrong(digits);
    board.markMarks(marks);
    const name = (cell) => `r${Math.floor(cell / game.n) + 1}c${(cell % game.n) + 1}`;
    const said = [];
    if (digits.length > 0) said.push(`${digits.length === 1 ? 'The digit' : 'The digits'} in ${list(digits.map(name))} ${digits.length === 1 ? 'contradicts' : 'contradict'} the solution: erase or change ${digits.length === 1 ? 'it' : 'them'}.`);
    if (marks.length > 0) said.push(`The pencil marks in ${list(marks.map(name))} leave out ${marks.length === 1 ? 'the cell\'s answer' : 'each cell\'s answer'}: add the missing digit or clear the marks.`);
    this.tell(`Before a hint: ${said.join(' ')} (Marked on the board.)`);
  }

  /** One press of Hint (or the hint key): the next stage of the hint. */
  async next() {
    const { play } = this;
    const { game } = play;
    if (!game) return;
    if (this.stage === 1) {
      this.showStep();
      return;
    }
    if (this.stage === 2) {
      // Applied, the step says what it did: the third press once only cleared the sentence.
      const { technique, placements, removals } = this.step;
      const at = (cell) => `r${Math.floor(cell / game.n) + 1}c${(cell % game.n) + 1}`;
      if (play.move({ type: 'step', placements, removals }) && !game.solved) {
        const placed = placements.map(({ cell, digit }) => `${play.symbolOf(digit)} placed at ${at(cell)}`);
        const removed = removals.length > 0 ? [`${plural(removals.length, 'candidate')} removed`] : [];
        play.say(`Applied the ${techniqueTitle(technique).toLowerCase()}: ${list([...placed, ...removed])}. Undo takes it back.`);
      }
      return;
    }
    const answer = await this.ask(game);
    if (!answer) return;
    if (answer.status === 'mistakes') {
      this.faultsFound(answer.mistakes);
      return;
    }
    this.faults = null;
    if (answer.status !== 'step') {
      play.say(answer.status === 'solved' ? 'Solved.' : answer.sentence);
      return;
    }
    this.step = answer.step;
    this.showWhere();
  }

  // hint() for the game's position, asked again when the board moves while the worker searches
  // (a few times at most); null, and the reason said, when there is no answer to show.
  async ask(game) {
    const { play } = this;
    if (this.busy) return null;
    let asked;
    let answer;
    const stop = play.waiting('Looking for the next step');
    this.busy = true;
    try {
      for (let tries = 0; tries < 3 && play.game === game && game.moves !== asked; tries += 1) {
        asked = game.moves;
        answer = await play.worker.hint(play.puzzle, { ...game.position(), ...(play.variant ? { variant: play.variant } : {}) });
      }
    } catch (error) {
      if (play.game === game) play.say(`No hint: ${error.message}`);
      return null;
    } finally {
      stop();
      this.busy = false;
    }
    if (play.game !== game) return null;
    play.say('');
    if (game.moves !== asked) {
      play.say('The board kept changing while the hint was worked out: press Hint again.');
      return null;
    }
    return answer;
  }

  // Stage 1: the technique, and where to look: its houses; a cage combination's cage; for a step
  // that names none (a naked single, a wing) the row of the cell it places in or rests on first.
  showWhere() {
    const { play, step } = this;
    // A house named twice (a direct hidden pair's row, then its single's) is said once.
    let where = [...new Map(step.houses.map((house) => [`${house.kind} ${house.index}`, house])).values()];
    const first = step.placements[0] ?? step.cells[0];
    const cage = step.technique === 'cage-combination';
    if (where.length === 0 && first && !cage && step.chains.length === 0) where = [{ kind: 'row', index: first.row }];
    play.draw();
    play.board.showHouses(where, play.houses);
    if (cage) for (const { cell } of step.cells) play.board.hint(cell, 'house');
    this.stage = 1;
    let look = 'look at the whole board';
    if (cage) look = `look at the cage at r${first.row}c${first.column}`;
    else if (where.length > 0) look = `look at ${list(where.map(houseName))}`;
    this.tell(`Hint 1 of 3: ${techniqueTitle(step.technique)} (SE ${step.se.toFixed(1)}); ${look}. Press Hint again (or ${this.key}) for the cells and the reason.`);
    play.dispatchEvent(new CustomEvent('hint', { detail: { step, stage: 1 } }));
  }

  // Stage 2: the cells, the candidates removed and the digit placed, drawn, with the sentence.
  showStep() {
    const { play, step } = this;
    play.draw();
    play.board.showStep(step, play.houses);
    this.stage = 2;
    this.tell(`Hint 2 of 3: ${step.sentence} (SE ${step.se.toFixed(1)}) Press Hint again (or ${this.key}) to apply it.`);
    play.dispatchEvent(new CustomEvent('hint', { detail: { step, stage: 2 } }));
  }

  // The empty cells of a position (hint()'s entries and candidates) left one candidate, by their
  // marks or, unmarked, by the digits their houses hold. hint() answered a step, so no mark leaves
  // out an answer: that one candidate is the cell's answer.
  nakedSingles(entries, candidates) {
    const { game } = this.play;
    const value = (cell) => game.givens[cell] || entries[cell];
    const found = [];
    for (let cell = 0; cell < game.n * game.n; cell += 1) {
      if (value(cell)) continue;
      const left = (candidates[cell] ?? Array.from({ length: game.n }, (_, d) => d + 1))
        .filter((digit) => !game.peers[cell].some((peer) => value(peer) === digit));
      if (left.length === 1) found.push({ cell, digit: left[0] });
    }
    return found;
  }

  /**
   * Places the singles (full house, hidden and naked single) the solver finds from the position,
   * each asked of hint() on the position the ones before it left, until none is left; all of them
   * one move. A wrong digit or mark stops it before a digit is placed (hint() names them). Singles
   * that would fill the whole board are placed only at a second press on the same position: on an
   * easy puzzle one tap (a mis-tap beside Hint) ended the game.
   */
  async singles() {
    const { play } = this;
    const { game } = play;
    if (!game || this.busy) return;
    if (game.solved) {
      play.say('The puzzle is solved: no single is left.');
      return;
    }
    const moves = game.moves;
    const { entries, candidates } = game.position();
    const placements = [];
    let last = null;
    this.busy = true;
    const stop = play.waiting('Placing singles');
    const place = (cell, digit) => {
      placements.push({ cell, digit });
      entries[cell] = digit;
      candidates[cell] = null;
      // As a placed digit clears itself from its houses' marks (game.js, place()).
      for (const peer of game.peers[cell]) {
        const left = candidates[peer]?.filter((d) => d !== digit);
        if (left) candidates[peer] = left.length > 0 ? left : null;
      }
    };
    try {
      for (let k = 0; k < game.n * game.n; k += 1) {
        last = await play.worker.hint(play.puzzle, { entries, candidates, ...(play.variant ? { variant: play.variant } : {}) });
        if (play.game !== game) return;
        if (last.status === 'step' && SINGLES.has(last.step.technique)) {
          for (const { cell, digit } of last.step.placements) place(cell, digit);
          continue;
        }
        // The solver ranks some steps (an intersection, a cage's sum) below a naked single: a cell
        // left one candidate is still a single to the player, placed here as the solver would.
        const naked = last.status === 'step' ? this.nakedSingles(entries, candidates) : [];
        if (naked.length === 0) break;
        for (const { cell, digit } of naked) place(cell, digit);
      }
    } catch (error) {
      if (play.game === game) play.say(`No singles placed: ${error.message}`);
      return;
    } finally {
      stop();
      this.busy = false;
    }
    if (game.moves !== moves) {
      play.say('The board changed while the singles were worked out: press Place singles again.');
      return;
    }
    if (last?.status === 'mistakes') {
      play.say('');
      this.faultsFound(last.mistakes);
      return;
    }
    if (placements.length === 0) {
      play.say(last?.status === 'step' ? `No single to place; the next step: ${techniqueTitle(last.step.technique)} (Hint shows it).` : 'No single to place.');
      return;
    }
    const empty = game.values.reduce((count, value, cell) => count + (value || game.givens[cell] ? 0 : 1), 0);
    if (placements.length === empty && this.finishAsked !== moves) {
      this.finishAsked = moves;
      play.say(`Place singles would solve the puzzle (${plural(placements.length, 'cell')} left): press Place singles again to do it.`);
      return;
    }
    this.finishAsked = null;
    if (!play.move({ type: 'step', placements, removals: [] })) return;
    const next = last?.status === 'step' ? ` The next step: ${techniqueTitle(last.step.technique)} (Hint shows it).` : '';
    if (!game.solved) play.say(`Placed ${plural(placements.length, 'single')} (${list(placements.slice(0, 3).map(({ cell, digit }) => `${play.symbolOf(digit)} at r${Math.floor(cell / game.n) + 1}c${(cell % game.n) + 1}`))}${placements.length > 3 ? ', …' : ''}); Undo takes them back together.${next}`);
  }
}
