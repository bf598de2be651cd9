// What a step of the trace does, and why, as the step-through says it (one sentence per event of
// traceExactCover(): docs/api.md).
const list = (values) => (values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`);

/**
 * @param step a trace step; `names` the items' names; `options` each option's text; `path` the
 *   options tried above this step (0-based); `count` the solutions met up to it
 */
export function describeStep(step, { names, options, path, count }) {
  const item = names[step.item];
  const option = (o) => `option ${o + 1} (${options[o]})`;
  switch (step.event) {
    case 'choose':
      return step.length === 0
        ? `Level ${step.level}: item ${item} has no option left, the fewest of the items still to cover.`
        : `Level ${step.level}: branch on item ${item}, which has the fewest options left (${step.length}) of the items still to cover.`;
    case 'dead-end':
      return `No option can cover ${item} now: a dead end. Back up and try the next option above.`;
    case 'cover':
      return step.option < 0
        ? `Cover ${item}: take it out of the header list, and take each of its options out of its other items' columns.`
        : `Cover ${item}, also in ${option(step.option)}: nothing else may cover it while this option is taken.`;
    case 'try':
      return `Try ${option(step.option)} for ${item}.`;
    case 'solution':
      return `No item left to cover: options ${list([...path].sort((a, b) => a - b).map((o) => String(o + 1)))} are a cover (solution ${count}). Back up for more.`;
    case 'uncover':
      return step.option < 0
        ? `Uncover ${item}: its options go back into the other columns, and it goes back into the header list, in the reverse order of covering.`
        : `Uncover ${item}, of ${option(step.option)}: its links come back exactly as they were.`;
    case 'leave':
      return `Done with ${option(step.option)}.`;
    default:
      return step.event;
  }
}
