// The grid editor of the exact-cover page: a 0/1 matrix as a table, items across (a name to edit,
// primary or secondary, remove), options down (remove), a button per cell that puts the item in
// the option or takes it out. Arrow keys move between cells (one tab stop for the whole grid).
// It edits a matrix (matrix-text.js) and calls onEdit(matrix) after each change.
const MAX_NAME = 32;

function freeName(names) {
  const used = new Set(names);
  for (let code = 65; code <= 90; code += 1) if (!used.has(String.fromCharCode(code))) return String.fromCharCode(code);
  for (let i = 1; ; i += 1) if (!used.has(`i${i}`)) return `i${i}`;
}

function button(text, label, className) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (label) b.setAttribute('aria-label', label);
  if (className) b.className = className;
  return b;
}

export class MatrixEditor {
  constructor(table, onEdit) {
    this.table = table;
    this.onEdit = onEdit;
    this.matrix = { names: [], primary: 0, rows: [] };
    this.focus = [0, 0];
    table.addEventListener('keydown', (event) => this.onKey(event));
  }

  edit(change) {
    change(this.matrix);
    this.render();
    this.onEdit(this.matrix);
  }

  show(matrix) {
    this.matrix = { names: [...matrix.names], primary: matrix.primary, rows: matrix.rows.map((row) => [...row]) };
    this.render();
  }

  /** Marks the rows of `chosen` (rows of the matrix) as a solution's. */
  highlight(chosen) {
    const set = new Set(chosen);
    this.table.querySelectorAll('tbody tr').forEach((tr, row) => tr.classList.toggle('chosen', set.has(row)));
  }

  toggle(row, item) {
    this.edit(({ rows }) => {
      const at = rows[row].indexOf(item);
      if (at >= 0) rows[row].splice(at, 1);
      else rows[row] = [...rows[row], item].sort((a, b) => a - b);
    });
    this.focusCell(row, item);
  }

  addItem() {
    this.edit((m) => {
      m.names.splice(m.primary, 0, freeName(m.names));
      m.rows = m.rows.map((row) => row.map((item) => (item >= m.primary ? item + 1 : item)));
      m.primary += 1;
    });
  }

  removeItem(item) {
    this.edit((m) => {
      m.names.splice(item, 1);
      if (item < m.primary) m.primary -= 1;
      m.rows = m.rows.map((row) => row.filter((i) => i !== item).map((i) => (i > item ? i - 1 : i)));
    });
  }

  // Primary items come first in Knuth's format, so an item changing kind moves to the boundary.
  setSecondary(item, secondary) {
    this.edit((m) => {
      const order = m.names.map((_, i) => i);
      order.splice(item, 1);
      const to = secondary ? m.primary - 1 : m.primary;
      order.splice(to, 0, item);
      const place = new Map(order.map((old, now) => [old, now]));
      m.names = order.map((old) => m.names[old]);
      m.primary += secondary ? -1 : 1;
      m.rows = m.rows.map((row) => row.map((i) => place.get(i)).sort((a, b) => a - b));
    });
  }

  rename(item, name) {
    this.edit((m) => {
      m.names[item] = name.trim();
    });
  }

  addOption() {
    this.edit(({ rows }) => rows.push([]));
    this.focusCell(this.matrix.rows.length - 1, 0);
  }

  removeOption(row) {
    this.edit(({ rows }) => rows.splice(row, 1));
  }

  render() {
    const { names, primary, rows } = this.matrix;
    const head = document.createElement('thead');
    const tr = document.createElement('tr');
    const corner = document.createElement('th');
    corner.scope = 'col';
    corner.textContent = 'option';
    tr.append(corner);
    names.forEach((name, item) => {
      const th = document.createElement('th');
      th.scope = 'col';
      if (item >= primary) th.classList.add('secondary');
      const input = document.createElement('input');
      input.value = name;
      input.maxLength = MAX_NAME;
      input.spellcheck = false;
      input.setAttribute('aria-label', `Name of item ${item + 1}`);
      input.addEventListener('change', () => this.rename(item, input.value));
      const kind = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.checked = item >= primary;
      box.setAttribute('aria-label', `Item ${name} is secondary (covered at most once)`);
      box.addEventListener('change', () => this.setSecondary(item, box.checked));
      kind.append(box, 'sec.');
      const remove = button('×', `Remove item ${name}`, 'remove');
      remove.addEventListener('click', () => this.removeItem(item));
      th.append(input, kind, remove);
      tr.append(th);
    });
    head.append(tr);
    const body = document.createElement('tbody');
    rows.forEach((items, row) => {
      const line = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      const remove = button('×', `Remove option ${row + 1}`, 'remove');
      remove.addEventListener('click', () => this.removeOption(row));
      th.append(String(row + 1), remove);
      line.append(th);
      const set = new Set(items);
      names.forEach((name, item) => {
        const td = document.createElement('td');
        const cell = button(set.has(item) ? '1' : '', `Option ${row + 1}, item ${name}`, 'cell');
        cell.setAttribute('aria-pressed', String(set.has(item)));
        cell.dataset.row = String(row);
        cell.dataset.item = String(item);
        cell.tabIndex = -1;
        if (item >= primary) td.classList.add('secondary');
        cell.addEventListener('click', () => this.toggle(row, item));
        td.append(cell);
        line.append(td);
      });
      body.append(line);
    });
    this.table.replaceChildren(head, body);
    const [row, item] = this.focus;
    const target = this.cellAt(Math.min(row, rows.length - 1), Math.min(item, names.length - 1)) ?? this.table.querySelector('button.cell');
    if (target) target.tabIndex = 0;
  }

  cellAt(row, item) {
    return this.table.querySelector(`button.cell[data-row="${row}"][data-item="${item}"]`);
  }

  focusCell(row, item) {
    const cell = this.cellAt(row, item);
    if (!cell) return;
    this.table.querySelectorAll('button.cell').forEach((b) => { b.tabIndex = -1; });
    cell.tabIndex = 0;
    cell.focus();
    this.focus = [row, item];
  }

  onKey(event) {
    const cell = event.target;
    if (!(cell instanceof HTMLButtonElement) || !cell.classList.contains('cell')) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (!moves[event.key]) return;
    event.preventDefault();
    const [dr, dc] = moves[event.key];
    const row = Math.min(this.matrix.rows.length - 1, Math.max(0, Number(cell.dataset.row) + dr));
    const item = Math.min(this.matrix.names.length - 1, Math.max(0, Number(cell.dataset.item) + dc));
    this.focusCell(row, item);
  }
}
