// The Sudoku variant options that sudoku and generate share: --variant, --regions, --cages (the
// maps' formats: docs/formats.md, "Sudoku variants"; the module checks them and names what is wrong).
import { readInputs, UsageError } from './io.js';

export const options = {
  variant: { type: 'string' },
  regions: { type: 'string' },
  cages: { type: 'string' },
};

export const help = (command) => command === 'generate'
  ? `  --variant LIST    x, windoku and killer, comma-separated: both main diagonals,
                    the (box-1)^2 windows, cages drawn on the solution (printed
                    after each puzzle as a cage map)
  --regions FILE    jigsaw: a region map (n^2 labels), instead of the boxes`
  : `  --variant LIST    x and windoku, comma-separated: both main diagonals, the
                    (box-1)^2 windows hold each digit once too
  --regions FILE    jigsaw: a region map (n^2 labels), instead of the boxes
  --cages FILE      killer: a cage map ('.' no cage) and label=sum for each cage`;

const read = (file) => readInputs([file])[0].text;

/** The variant the options ask for, as sudoku() and generateSudoku() take it; undefined for none. */
export function variantOf(values, command) {
  const names = values.variant === undefined ? [] : values.variant.split(',').map((name) => name.trim());
  const allowed = command === 'generate' ? ['x', 'windoku', 'killer'] : ['x', 'windoku'];
  for (const name of names) {
    if (!allowed.includes(name)) throw new UsageError(`--variant: '${name}' is not one of ${allowed.join(', ')}`);
  }
  if (names.length === 0 && values.regions === undefined && values.cages === undefined) return undefined;
  const variant = { x: names.includes('x'), windoku: names.includes('windoku') };
  if (values.regions !== undefined) variant.regions = read(values.regions);
  if (command === 'generate') {
    if (values.cages !== undefined) throw new UsageError('generate draws its own cages: use --variant killer instead of --cages');
    if (names.includes('killer')) variant.cages = true;
  } else if (values.cages !== undefined) {
    variant.cages = read(values.cages);
  }
  return variant;
}
