// The exact-cover page: the problem (an example and its parameter, or the text) and the view (the
// tab, the step) live in the address's fragment, as URL parameters:
//   cover.html#example=queens&param=8      cover.html#text=A%20B%0AA%0AB%0A&view=steps&step=4
// so a link reproduces them, and Back returns to the previous problem or view.
import './exact-cover-solver.js';
import './algorithm-x-stepper.js';

const solver = document.querySelector('exact-cover-solver');
const stepper = document.querySelector('algorithm-x-stepper');
const tabs = [...document.querySelectorAll('[role=tab]')];
const VIEWS = { solve: 'tab-solve', steps: 'tab-steps' };
let view = 'solve';

function paramsOf(hash) {
  try {
    return new URLSearchParams(hash.slice(1));
  } catch {
    return new URLSearchParams();
  }
}

function hashNow() {
  const params = new URLSearchParams();
  const example = solver.example;
  if (example) {
    params.set('example', example.id);
    if (example.param !== null) params.set('param', example.param);
  } else {
    params.set('text', solver.text);
  }
  if (view === 'steps') {
    params.set('view', 'steps');
    if (stepper.step > 0) params.set('step', String(stepper.step));
  }
  return `#${params}`;
}

let restoring = false; // while the address is being shown, its own entry is only completed

function record(replace) {
  const hash = hashNow();
  if (location.hash === hash) return;
  if (replace || restoring) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
}

function showView(name, { focus = false } = {}) {
  view = name in VIEWS ? name : 'solve';
  for (const tab of tabs) {
    const selected = tab.id === VIEWS[view];
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    document.getElementById(tab.getAttribute('aria-controls')).hidden = !selected;
    if (selected && focus) tab.focus();
  }
  if (view === 'steps') stepper.problem = solver.text;
}

async function fromHash() {
  restoring = true;
  try {
    await show(paramsOf(location.hash));
    record(true); // the address as the page now reads it (an example's parameter filled in)
  } finally {
    restoring = false;
  }
}

async function show(params) {
  const example = params.get('example');
  const text = params.get('text');
  const now = solver.example;
  if (example !== null) {
    if (now?.id !== example || (params.has('param') && now.param !== params.get('param'))) await solver.loadExample(example, params.get('param'));
  } else if (text !== null) {
    if (text !== solver.text) await solver.load(text, { announce: false });
  } else if (solver.text === '') {
    await solver.loadExample('knuth'); // an address without a problem: the first example
  }
  // The view first: it hands the stepper its problem, so the step is taken in that problem.
  showView(params.get('view') ?? 'solve');
  const step = Number(params.get('step') ?? 0);
  stepper.step = Number.isInteger(step) && step >= 0 ? step : 0;
}

solver.addEventListener('problemchange', ({ detail: { replace } }) => {
  if (view === 'steps') stepper.problem = solver.text;
  record(replace);
});
stepper.addEventListener('stepchange', () => record(true));

tabs.forEach((tab, i) => {
  tab.addEventListener('click', () => {
    showView(tab.id === VIEWS.steps ? 'steps' : 'solve');
    record(false);
  });
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    showView(next.id === VIEWS.steps ? 'steps' : 'solve', { focus: true });
    record(false);
  });
});

// Back, Forward and an edited address all change the fragment.
window.addEventListener('hashchange', fromHash);
fromHash();
