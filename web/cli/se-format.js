// `dlx-wasm rate --format`: a line per puzzle in Sukaku Explainer's serate format, so that a puzzle
// bank that reads serate's output can switch tools with no other change. The codes are serate's
// (its Formatter, the line after each puzzle, as the jar in ../shared/peers/serate prints them):
// %r ER, %p EP, %d ED, each as one decimal, with serate's 20.0 for a puzzle beyond the ladder (EP
// and ED 0.0 when it stopped before them, as serate's are); %e the time the rating took, in
// serate's form ("0.07s", "1m05s"); %g the puzzle as read; %i the grid where the rating ended
// (the solution, for a puzzle rated to the end) in its symbols; %n the puzzle's ordinal; %t a tab,
// %l a new line, %% a percent sign. %s names the hardest technique (serate prints a bare "s"
// there: its name codes are %R and %S, which name SE's own techniques). An unknown code is a usage
// error, not printed as it is (serate's way), so that a typo shows at once.
import { UsageError } from './io.js';

// Each code's meaning, for the error that lists them.
export const CODES = {
  r: 'ER, the hardest step',
  p: 'EP, the hardest step up to the first placement',
  d: 'ED, the first step',
  e: 'the elapsed time',
  s: "the hardest technique's name",
  g: 'the puzzle as read',
  i: 'the grid where the rating ended',
  n: "the puzzle's ordinal",
  t: 'a tab',
  l: 'a new line',
  '%': 'a percent sign',
};

// serate's value for a puzzle it cannot finish ("Beyond solver").
const BEYOND = 20;

/** serate's time: hundredths below a minute, then minutes and seconds, hours and minutes, days and hours. */
export function elapsedText(ms) {
  const pad = (n) => String(n).padStart(2, '0');
  const hundredths = Math.floor(ms / 10);
  const seconds = Math.floor(hundredths / 100);
  if (seconds < 60) return `${seconds}.${pad(hundredths % 100)}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m${pad(seconds % 60)}s`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h${pad(Math.floor((seconds % 3600) / 60))}m`;
  return `${Math.floor(seconds / 86400)}d${pad(Math.floor((seconds % 86400) / 3600))}h`;
}

const tenths = (value) => (value ?? 0).toFixed(1);

/**
 * The format checked: a function of { rating, ms, puzzle, grid, ordinal } (rating as rate() gives
 * it; grid, when the format has %i, the grid where the rating ended) to the line; `needsGrid`
 * tells whether it has %i. A UsageError names an unknown code.
 */
export function parseFormat(format) {
  const parts = [];  // literal strings and codes
  for (let i = 0; i < format.length; i += 1) {
    if (format[i] !== '%') {
      parts.push(format[i]);
      continue;
    }
    const code = format[i + 1];
    if (code === undefined) throw new UsageError(`--format ends with a lone %; write %% for a percent sign`);
    if (!Object.hasOwn(CODES, code)) {
      const known = Object.entries(CODES).map(([c, what]) => `%${c} ${what}`).join('; ');
      throw new UsageError(`--format has an unknown code %${code} (the codes: ${known})`);
    }
    parts.push({ code });
    i += 1;
  }
  const value = {
    r: ({ rating }) => (rating.beyond ? tenths(BEYOND) : tenths(rating.se)),
    p: ({ rating }) => tenths(rating.ep),
    d: ({ rating }) => tenths(rating.ed),
    e: ({ ms }) => elapsedText(ms),
    s: ({ rating }) => rating.hardest ?? (rating.beyond ? 'beyond' : 'none'),
    g: ({ puzzle }) => (typeof puzzle === 'string' ? puzzle : puzzle.join(' ')),
    i: ({ grid }) => grid,
    n: ({ ordinal }) => String(ordinal),
    t: () => '\t',
    l: () => '\n',
    '%': () => '%',
  };
  const line = (fields) => parts.map((part) => (typeof part === 'string' ? part : value[part.code](fields))).join('');
  return { line, needsGrid: parts.some((part) => part.code === 'i') };
}
