// One plain sentence per step, made from the step's data (logic.js), in the puzzle's own
// symbols: "Hidden pair: in row 4, 4 and 7 go only in r4c2 and r4c8, which removes 2 from r4c2."
// The page and the command line show this sentence; they draw the rest from the same data. One
// "which" a sentence: a reason with a clause of its own says "leaving ...", so that a new player
// does not read "which ... which ...".

const TITLES = {
  'full-house': 'Full house',
  'hidden-single': 'Hidden single',
  'cage-combination': 'Cage combination',
  'direct-pointing': 'Direct pointing',
  'direct-claiming': 'Direct claiming',
  'direct-hidden-pair': 'Direct hidden pair',
  'naked-single': 'Naked single',
  'direct-hidden-triple': 'Direct hidden triple',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'x-wing': 'X-wing',
  'hidden-pair': 'Hidden pair',
  'naked-triple': 'Naked triple',
  swordfish: 'Swordfish',
  'hidden-triple': 'Hidden triple',
  skyscraper: 'Skyscraper',
  'x-loop': 'X-loop',
  'two-string-kite': '2-string kite',
  'turbot-fish': 'Turbot fish',
  'xy-wing': 'XY-wing',
  'grouped-skyscraper': 'Grouped skyscraper',
  'grouped-two-string-kite': 'Grouped 2-string kite',
  'grouped-turbot-fish': 'Grouped turbot fish',
  'grouped-x-loop': 'Grouped X-loop',
  'xyz-wing': 'XYZ-wing',
  'unique-rectangle-type-1': 'Unique rectangle type 1',
  'unique-rectangle-type-2': 'Unique rectangle type 2',
  'unique-rectangle-type-3': 'Unique rectangle type 3',
  'unique-rectangle-type-4': 'Unique rectangle type 4',
  'unique-loop-type-1': 'Unique loop type 1',
  'unique-loop-type-2': 'Unique loop type 2',
  'unique-loop-type-3': 'Unique loop type 3',
  'unique-loop-type-4': 'Unique loop type 4',
  'naked-quad': 'Naked quad',
  jellyfish: 'Jellyfish',
  'hidden-quad': 'Hidden quad',
  'three-strong-links': 'Three strong links',
  'wxyz-wing': 'WXYZ-wing',
  'bug-type-1': 'Bivalue universal grave type 1',
  'grouped-three-strong-links': 'Grouped three strong links',
  'bug-type-2': 'Bivalue universal grave type 2',
  'bug-type-4': 'Bivalue universal grave type 4',
  'bug-type-3': 'Bivalue universal grave type 3',
  'four-strong-links': 'Four strong links',
  'grouped-four-strong-links': 'Grouped four strong links',
  'aligned-pair-exclusion': 'Aligned pair exclusion',
  'vwxyz-wing': 'VWXYZ-wing',
  'x-cycle': 'X-cycle',
  'y-cycle': 'Y-cycle',
  'uvwxyz-wing': 'UVWXYZ-wing',
  'forcing-x-chain': 'Forcing X-chain',
  'xy-cycle': 'XY-cycle',
  'forcing-chain': 'Forcing chain',
  'tuvwxyz-wing': 'TUVWXYZ-wing',
  'aligned-triplet-exclusion': 'Aligned triplet exclusion',
  'nishio-forcing-chain': 'Nishio forcing chain',
  'cell-forcing-chain': 'Cell forcing chain',
  'region-forcing-chain': 'Region forcing chain',
  'contradiction-forcing-chain': 'Contradiction forcing chain',
  'double-forcing-chain': 'Double forcing chain',
  'dynamic-cell-forcing-chain': 'Dynamic cell forcing chain',
  'dynamic-region-forcing-chain': 'Dynamic region forcing chain',
  'dynamic-forcing-chain-plus': 'Dynamic forcing chain (+)',
  'nested-forcing-chain': 'Nested forcing chain',
  'nested-multiple-forcing-chain': 'Nested multiple forcing chain',
  'nested-dynamic-forcing-chain': 'Nested dynamic forcing chain',
};

/** Every technique's name in the API, easiest first (the logic solver's order). */
export const TECHNIQUES = Object.freeze(Object.keys(TITLES));

/** The technique's name for people ("Hidden pair"), from its name in the API ("hidden-pair"). */
export function techniqueTitle(technique) {
  return TITLES[technique] ?? technique;
}

const cellName = ({ row, column }) => `r${row}c${column}`;
/**
 * A house as a sentence names it: "row 4", "box 3", "the main diagonal"; a jigsaw region by its
 * first cell ("the region of r4c7"), as its number is the parser's, not the map's label.
 */
export const houseName = ({ kind, index, first }) => (kind === 'diagonal' ? (index === 1 ? 'the main diagonal' : 'the anti-diagonal')
  : kind === 'region' && first ? `the region of ${cellName(first)}` : `${kind} ${index}`);

function list(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// "removes 2 from r4c2 and r4c8 and 9 from r4c5"; "places 7 at r4c2". Removals are grouped by
// digit, or by cell where that makes fewer groups: "removes 1, 2 and 4 from r1c8", not "1 from
// r1c8, 2 from r1c8 and 4 from r1c8" (a cage's removals read that way to a new player).
function outcome(step, symbol) {
  const parts = [];
  for (const { row, column, digit } of step.placements) parts.push(`places ${symbol(digit)} at ${cellName({ row, column })}`);
  const byDigit = new Map();
  for (const removal of step.removals) byDigit.set(removal.digit, [...(byDigit.get(removal.digit) ?? []), cellName(removal)]);
  const byCell = new Map();
  for (const removal of step.removals) byCell.set(cellName(removal), [...(byCell.get(cellName(removal)) ?? []), removal.digit]);
  // Cells that lose the same digits share a group.
  const byDigits = new Map();
  for (const [cell, digits] of byCell) {
    const key = digits.join();
    byDigits.set(key, { digits, cells: [...(byDigits.get(key)?.cells ?? []), cell] });
  }
  const removed = byDigits.size < byDigit.size
    ? [...byDigits.values()].map(({ digits, cells }) => `${list(digits.map(symbol))} from ${list(cells)}`)
    : [...byDigit].map(([digit, cells]) => `${symbol(digit)} from ${list(cells)}`);
  if (removed.length > 0) parts.push(`removes ${list(removed)}`);
  return list(parts);
}

const node = (symbol) => ({ row, column, digit, on }) => `${cellName({ row, column })}${on ? '=' : '≠'}${symbol(digit)}`;

// The ways (sets of distinct digits, each a sorted array) to make `total` from `count` of `digits`.
function waysOf(digits, count, total, from = 0) {
  if (count === 0) return total === 0 ? [[]] : [];
  const ways = [];
  for (let i = from; i < digits.length && digits[i] <= total; i += 1) {
    for (const rest of waysOf(digits, count - 1, total - digits[i], i + 1)) ways.push([digits[i], ...rest]);
  }
  return ways;
}

// Most ways a cage's sentence lists ("1 + 8, 2 + 7, 3 + 6 or 4 + 5"); past them it names the digits.
const MOST_WAYS = 6;

// A cage's reason as a player checks it: its sum and the ways its empty cells can still make it,
// from the digits left to them ("the cage of r1c1 and r1c2 (sum 9) can only be 1 + 8, 2 + 7, 3 +
// 6 or 4 + 5"), not the digits of all those ways run together ("only with 1, 2, 3, 4, 5, 6, 7 and
// 8", which says nothing of a two-cell cage). Without the sum (a step made by hand), the digits.
function cageReason(step, symbol, cells, placed, n) {
  const digits = list(step.digits.map(symbol));
  if (!Number.isInteger(step.sum)) return `the cage of ${cells} can reach its sum only with ${digits}, each in a cell that allows it`;
  const open = step.cells.length - placed.length;
  const left = step.sum - placed.reduce((a, b) => a + b, 0);
  const held = placed.length > 0 ? ` holds ${list([...placed].sort((a, b) => a - b).map(symbol))} already` : '';
  if (open === 1 && placed.length > 0) return `the cage of ${cells} (sum ${step.sum})${held}, so its last empty cell needs ${symbol(left)}`;
  const ways = waysOf(step.digits, open, left);
  const others = placed.length > 0 ? `${held}; its other cells` : '';
  if (ways.length === 0 || ways.length > MOST_WAYS) {
    // A long list of digits says nothing (a four-cell cage "only with 1, 2, 3, 4, 5, 6, 7 and 8"): the ways are too many to list.
    if (2 * step.digits.length > n) return `the cage of ${cells} (sum ${step.sum})${others} can be made in many ways, but none puts the digits removed here in their cells`;
    return `the cage of ${cells} (sum ${step.sum})${others} can be made only with ${digits}, each in a cell that allows it`;
  }
  const said = ways.map((way) => way.map(symbol).join(' + '));
  const alternatives = said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} or ${said.at(-1)}`;
  return `the cage of ${cells} (sum ${step.sum})${others} can only be ${alternatives}, each digit in a cell that allows it`;
}

// A chain of n strong links (step.chains[0]: its start, then each link's far end and the next one's
// near end, then its end; step.houses: the n links' houses, the n - 1 houses that join them, and a
// loop's closing house): "4 lies only in two places (or two groups) of each of column 4 and column
// 7, and row 3 joins them, so r5c4 or r6c7 holds it".
function strongLinksReason(step, digits) {
  const nodes = step.chains[0];
  const n = nodes.length / 2;
  const grouped = step.technique.startsWith('grouped-') ? ' (or two groups)' : '';
  const links = list(step.houses.slice(0, n).map(houseName));
  const joins = list(step.houses.slice(n, 2 * n - 1).map(houseName));
  const ends = `${cellName(nodes[0])} or ${cellName(nodes.at(-1))}`;
  const said = `${digits} lies only in two places${grouped} of each of ${links}, and ${joins} ${n > 2 ? 'join' : 'joins'} them end to end, so ${ends} holds it`;
  if (!step.technique.endsWith('x-loop')) return said;
  return `${said}; as they share ${houseName(step.houses[2 * n - 1])} too, the chain closes on itself and each link holds both ways`;
}

function reason(step, symbol, placed, n) {
  const digits = list(step.digits.map(symbol));
  const cells = list(step.cells.map(cellName));
  const houses = list(step.houses.map(houseName));
  const chain = (c) => c.map(node(symbol)).join(' → ');
  switch (step.technique) {
    case 'full-house':
      return `${cells} is the last empty cell of ${houses}`;
    case 'hidden-single':
      return `in ${houses}, ${digits} fits only at ${cellName(step.placements[0])}`;
    case 'naked-single':
      return `${cells} has no other candidate`;
    case 'cage-combination':
      return cageReason(step, symbol, cells, placed, n);
    case 'direct-pointing':
    case 'direct-claiming':
    case 'pointing':
    case 'claiming':
      return `in ${houseName(step.houses[0])}, ${digits} lies only where it crosses ${houseName(step.houses[1])}` +
        (step.houses[2] ? `, leaving it one place in ${houseName(step.houses[2])}` : '');
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return `${cells} hold only ${digits} in ${houses}`;
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
    case 'direct-hidden-pair':
    case 'direct-hidden-triple':
      return `in ${houseName(step.houses[0])}, ${digits} go only in ${cells}` +
        (step.houses[1] ? `, leaving a single place in ${houseName(step.houses[1])}` : '');
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const half = step.houses.length / 2;
      return `${list(step.houses.slice(0, half).map(houseName))} hold ${digits} only in ${list(step.houses.slice(half).map(houseName))}`;
    }
    case 'xy-wing':
    case 'xyz-wing':
      return `whatever the pivot ${cellName(step.cells[0])} takes, ${cellName(step.cells[1])} or ${cellName(step.cells[2])} holds the digit they share`;
    case 'wxyz-wing':
    case 'vwxyz-wing':
    case 'uvwxyz-wing':
    case 'tuvwxyz-wing': {
      // The cells: a group of one house (one digit more than cells), then a two-candidate cell.
      const group = step.cells.slice(0, -1).map(cellName);
      const pincer = cellName(step.cells.at(-1));
      return `${list(group)} hold ${digits}, one digit more than cells; whichever of two of them ${pincer} takes, what is removed here lies in ${pincer} or in the group`;
    }
      return `${cells} hold ${step.digits.length} digits in all, and all but one of them fit only once among these cells`;
    // A unique loop's cells come in ring order (a type 3's then the cells of its set); the step's
    // digits are the two that could swap.
    case 'unique-rectangle-type-1':
    case 'unique-loop-type-1':
      return `with only ${digits} left in ${cells}, the two digits could swap and the puzzle would have two solutions, so ${cellName(step.removals[0])}, the one cell with more, keeps another digit`;
    case 'unique-rectangle-type-2':
    case 'unique-loop-type-2':
      return `with only ${digits} left in ${cells}, the two digits could swap; the cells with more all add ${symbol(step.removals[0].digit)}, so one of them holds it`;
    case 'unique-rectangle-type-3':
    case 'unique-loop-type-3':
      return `with only ${digits} left in the ${step.technique.startsWith('unique-rectangle') ? 'rectangle' : 'loop'} among ${cells}, the two digits could swap, so its cells in ${houses} with more hold another digit and act there as one cell of a locked set`;
    case 'unique-rectangle-type-4':
    case 'unique-loop-type-4': {
      const gone = step.removals[0].digit;
      const kept = step.digits.find((digit) => digit !== gone);
      return `with only ${digits} left in ${cells}, the two digits could swap; in ${houses}, ${symbol(kept)} goes only in two of these cells, so neither can be ${symbol(gone)}`;
    }
    case 'bug-type-1':
      return `every other empty cell has two candidates; without ${digits} at ${cells} the puzzle would have two solutions`;
    case 'bug-type-2':
      return `were ${cells} left without ${digits}, every empty cell would have two candidates and the puzzle two solutions, so one of them holds ${digits}`;
    case 'bug-type-3':
      return `were ${cells} left without their extra digits, every empty cell would have two candidates and the puzzle two solutions; in ${houses} the cells with extra digits act as one cell of a naked set of ${digits}`;
    case 'bug-type-4':
      return `were ${cells} left without their extra digits, the puzzle would have two solutions, so one of them keeps its extra digit and the other takes ${digits}, as ${houses} has no other place for it: each keeps only its extra digit and ${digits}`;
    case 'skyscraper':
    case 'two-string-kite':
    case 'turbot-fish':
    case 'grouped-skyscraper':
    case 'grouped-two-string-kite':
    case 'grouped-turbot-fish':
    case 'three-strong-links':
    case 'grouped-three-strong-links':
    case 'four-strong-links':
    case 'grouped-four-strong-links':
    case 'x-loop':
    case 'grouped-x-loop':
      return strongLinksReason(step, digits);
    case 'aligned-pair-exclusion':
      return `${cellName(step.cells[0])} and ${cellName(step.cells[1])} cannot take a pair of digits that would empty a cell they both see`;
    case 'aligned-triplet-exclusion':
      return `${list(step.cells.slice(0, 3).map(cellName))} cannot take digits that would empty a cell all three see (${list(step.cells.slice(3).map(cellName))}) nor repeat one where two see each other`;
    case 'x-cycle':
    case 'y-cycle':
    case 'xy-cycle':
      return `the loop ${chain(step.chains[0])} holds read either way round, so a candidate that sees both ends of one of its links is false`;
    case 'forcing-x-chain':
    case 'forcing-chain':
      return `${chain(step.chains[0])}: the assumption contradicts itself`;
    case 'nishio-forcing-chain':
      return `following ${digits} alone from ${node(symbol)(step.chains[0][0])} makes a candidate both true and false (${step.chains.map(chain).join('; ')})`;
    case 'contradiction-forcing-chain':
      return `assuming ${node(symbol)(step.chains[0][0])} makes a candidate both true and false (${step.chains.map(chain).join('; ')})`;
    case 'double-forcing-chain':
      return `${node(symbol)(step.chains[0][0])} and its opposite lead to the same end (${step.chains.map(chain).join('; ')})`;
    case 'cell-forcing-chain':
    case 'dynamic-cell-forcing-chain':
      return `whichever of ${digits} ${cells} takes, the same follows (${step.chains.map(chain).join('; ')})`;
    case 'region-forcing-chain':
    case 'dynamic-region-forcing-chain':
      return `wherever ${digits} goes in ${houses}, the same follows (${step.chains.map(chain).join('; ')})`;
    case 'dynamic-forcing-chain-plus':
    case 'nested-forcing-chain':
    case 'nested-multiple-forcing-chain':
    case 'nested-dynamic-forcing-chain': {
      // Its kind from its chains: a house (region), one chain per digit of the cell (cell), one
      // assumption both ways (double), or one assumption ending both on and off (contradiction).
      const links = step.chains.map(chain).join('; ');
      const [a, b] = step.chains;
      const inside = {
        'dynamic-forcing-chain-plus': 'pointing, claiming, pairs and X-wings',
        'nested-forcing-chain': 'forcing chains and cycles',
        'nested-multiple-forcing-chain': 'forcing chains, cycles and cell and region forcing chains',
        'nested-dynamic-forcing-chain': 'dynamic forcing chains',
      }[step.technique];
      const plus = `with ${inside} inside the chains`;
      if (step.houses.length) return `wherever ${digits} goes in ${houses}, the same follows, ${plus} (${links})`;
      if (step.chains.length > 2 || a[0].row !== b[0].row || a[0].column !== b[0].column || a[0].digit !== b[0].digit) return `whichever of ${digits} ${cells} takes, the same follows, ${plus} (${links})`;
      if (a[0].on !== b[0].on) return `${node(symbol)(a[0])} and its opposite lead to the same end, ${plus} (${links})`;
      return `assuming ${node(symbol)(a[0])} makes a candidate both true and false, ${plus} (${links})`;
    }
    default:
      return `${cells}`;
  }
}

/**
 * The sentence for `step` in the grid's `symbols` (symbols[d - 1] is digit d); for null, the
 * sentence of a position no technique of the ladder can move. `placed`: for a cage combination,
 * the digits its cage holds already when the step is taken.
 */
export function sentenceOf(step, symbols, placed = []) {
  if (step === null) return 'No logical step found up to nested forcing chains of level 4 (SE 10.5 and up); the puzzle is beyond them.';
  const symbol = (digit) => symbols[digit - 1] ?? String(digit);
  return `${techniqueTitle(step.technique)}: ${reason(step, symbol, placed, symbols.length)}, which ${outcome(step, symbol)}.`;
}
