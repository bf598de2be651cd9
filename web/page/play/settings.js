// The player's settings for <sudoku-play>, kept in local storage apart from the game (a game
// replaced or kept aside leaves them as they are): each setting a checkbox in the Settings panel
// below the board. A setting joins by a line in SETTINGS; what it does is read from the element's
// `settings` object where it applies. The stored text is checked on reading, field by field: a
// value that does not read is dropped for its default and the player told which.

export const SETTINGS_KEY = 'dlx-wasm:play:settings';

// name -> [default, the checkbox's label]
const SETTINGS = {
  clashes: [true, 'Flag a digit that repeats in a row, column, box or cage'],
};

export const SETTINGS_HTML = `
    <details class="settings">
      <summary>Settings</summary>
      ${Object.entries(SETTINGS).map(([name, [, label]]) => `<label><input type="checkbox" name="${name}"> ${label}</label>`).join('\n      ')}
    </details>`;

/**
 * The settings in `text` (the stored value; null: none kept): { settings, problems }, each
 * setting its stored value when it reads (a boolean), else its default; `problems` names what did
 * not read (an empty list when all did, or nothing was kept).
 */
export function readSettings(text) {
  const settings = Object.fromEntries(Object.entries(SETTINGS).map(([name, [value]]) => [name, value]));
  if (text === null || text === undefined) return { settings, problems: [] };
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { settings, problems: ['the text is not JSON'] };
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { settings, problems: ['it is not an object of settings'] };
  const problems = [];
  for (const [name, value] of Object.entries(stored)) {
    if (!(name in SETTINGS)) problems.push(`"${name}" is no setting`);
    else if (typeof value !== 'boolean') problems.push(`"${name}" is ${JSON.stringify(value)}, not true or false`);
    else settings[name] = value;
  }
  return { settings, problems };
}

/** The notice for settings that did not read (readSettings()'s `problems`). */
export function unreadSettings(problems) {
  return `Your saved settings did not all read (${problems.join('; ')}): the defaults are used for those.`;
}

/**
 * Wires the Settings panel (`panel`, from SETTINGS_HTML) to `settings` and to `store` (a function
 * taking a use of localStorage, as the element's storage()): a change is kept at once and
 * `onChange(name)` called.
 */
export function wireSettings(panel, settings, store, onChange) {
  for (const box of panel.querySelectorAll('input[type=checkbox]')) {
    box.checked = settings[box.name];
    box.addEventListener('change', () => {
      settings[box.name] = box.checked;
      store((storage) => storage.setItem(SETTINGS_KEY, JSON.stringify(settings)));
      onChange(box.name);
    });
  }
}
