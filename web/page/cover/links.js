// The dancing-links matrix as the step-through draws it, moved by the core's trace
// (traceExactCover()): each `cover` and `uncover` step does to this copy what the search did to its
// own, so the picture at step k is the matrix the search saw there. Nothing here chooses or
// searches; it only replays.
//
//   root ⇄ a ⇄ b ⇄ c      the header list: the primary items still to cover (secondary items
//          ↕   ↕   ↕      are never in it); each item's options hang below it, up and down;
//          o ⇄ o   ↕      an option's nodes are linked left and right, and those links never
//          ↕       o      change: covering an item takes nodes out of the other items' columns.
export class Links {
  /** @param {{ columns: number, primary: number, rows: number[][] }} matrix */
  constructor({ columns, primary, rows }) {
    this.columns = columns;
    this.primary = primary;
    this.rows = rows;
    this.byItem = Array.from({ length: columns }, () => []); // item -> its options, top to bottom
    rows.forEach((items, option) => items.forEach((item) => this.byItem[item].push(option)));
    this.covered = new Array(columns).fill(false);
    this.linked = rows.map((items) => new Array(items.length).fill(true)); // node in its item's column
    this.path = []; // the options tried, level by level
  }

  /** Whether option `option`'s node in item `item` is in that item's column. */
  isLinked(option, item) {
    return this.linked[option][this.rows[option].indexOf(item)];
  }

  /** The options still in item `item`'s column, top to bottom. */
  column(item) {
    return this.byItem[item].filter((option) => this.isLinked(option, item));
  }

  /** The primary items still in the header list, left to right. */
  header() {
    const items = [];
    for (let item = 0; item < this.primary; item += 1) if (!this.covered[item]) items.push(item);
    return items;
  }

  // The nodes of the options in item's column, in their other items' columns. While the item is
  // covered its own column does not change, so uncovering finds the options covering took out.
  setNodes(item, linked) {
    for (const option of this.column(item)) {
      this.rows[option].forEach((other, at) => {
        if (other !== item) this.linked[option][at] = linked;
      });
    }
  }

  cover(item) {
    if (this.covered[item]) throw new Error(`the trace covers item ${item} twice`);
    this.covered[item] = true;
    this.setNodes(item, false);
  }

  uncover(item) {
    if (!this.covered[item]) throw new Error(`the trace uncovers item ${item}, which is not covered`);
    this.setNodes(item, true);
    this.covered[item] = false;
  }

  /** Does step `step`; undo(step) takes it back. */
  apply(step) {
    if (step.event === 'cover') this.cover(step.item);
    else if (step.event === 'uncover') this.uncover(step.item);
    else if (step.event === 'try') this.path.push(step.option);
    else if (step.event === 'leave') this.path.pop();
  }

  undo(step) {
    if (step.event === 'cover') this.uncover(step.item);
    else if (step.event === 'uncover') this.cover(step.item);
    else if (step.event === 'try') this.path.pop();
    else if (step.event === 'leave') this.path.push(step.option);
  }
}
