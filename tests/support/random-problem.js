// A small random exact-cover problem in the structured form (docs/formats.md): up to 4 primary
// items, some with bounds, up to 3 secondary ones, up to 10 options, secondary entries colored
// from two colors so that options often agree.
export function randomProblem(random) {
  const primary = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) =>
    random() < 0.5 ? `p${i}` : { name: `p${i}`, min: Math.floor(random() * 2), max: 1 + Math.floor(random() * 3) });
  const secondary = Array.from({ length: Math.floor(random() * 4) }, (_, i) => `s${i}`);
  const options = Array.from({ length: Math.floor(random() * 11) }, () => {
    const first = primary[Math.floor(random() * primary.length)];
    const option = [typeof first === 'string' ? first : first.name];
    for (const p of primary) {
      const name = typeof p === 'string' ? p : p.name;
      if (name !== option[0] && random() < 0.3) option.push(name);
    }
    for (const s of secondary) {
      if (random() < 0.4) option.push(random() < 0.7 ? [s, 'abc'[Math.floor(random() * 2)]] : s);
    }
    return option;
  });
  return { primary, secondary, options };
}
