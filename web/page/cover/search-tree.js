// The search tree of a trace up to a step, for the step-through: a node per item chosen, with the
// options tried for it below it, each leading to the next choice, a solution or a dead end.
//
//   choose a (2)  ─ try 2 "a d g" ─ choose b (1) ─ try 5 "b g" ─ … dead end
//                 └ try 4 "a d"   ─ choose e (1) ─ try 1 ─ … solution
export function searchTree(steps, upTo) {
  const root = { kind: 'root', children: [], step: -1 };
  const stack = [root]; // the innermost open choice or option last
  for (let at = 0; at < upTo && at < steps.length; at += 1) {
    const step = steps[at];
    const top = stack[stack.length - 1];
    if (step.event === 'choose') {
      const node = { kind: 'choose', item: step.item, length: step.length, step: at, children: [] };
      top.children.push(node);
      stack.push(node);
    } else if (step.event === 'try') {
      while (stack[stack.length - 1].kind === 'try') stack.pop(); // the previous option of this choice
      const node = { kind: 'try', option: step.option, step: at, children: [] };
      stack[stack.length - 1].children.push(node);
      stack.push(node);
    } else if (step.event === 'solution' || step.event === 'dead-end') {
      top.children.push({ kind: step.event, step: at, children: [] });
    } else if (step.event === 'leave') {
      while (stack.length > 1 && stack[stack.length - 1].kind !== 'try') stack.pop();
      stack.pop(); // the option left
    }
  }
  return root;
}
