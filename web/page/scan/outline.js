// The picture as Scan read it, on a canvas, with the grid the scanner found outlined: its four
// corners (top-left, top-right, bottom-right, bottom-left, in the picture's pixels) joined by a
// thick line over a thin dark one, and a dot at the top-left corner, the one the reading starts
// from (a picture taken upside down shows it at the bottom). Drawn at the picture's own pixels:
// CSS scales the canvas to the panel, so the outline stays on the grid at every width.

/** Draws `source` (a canvas or bitmap of `width` x `height`) on `canvas`, outlining `corners` if given. */
export function drawOutline(canvas, source, { width, height }, corners) {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  context.drawImage(source, 0, 0, width, height);
  // The corners drawn, in the picture's pixels, for a reader of the page (and its tests).
  if (corners) canvas.dataset.corners = corners.map(({ x, y }) => `${Math.round(x)},${Math.round(y)}`).join(' ');
  else delete canvas.dataset.corners;
  if (!corners) return;
  // About 3 CSS pixels wide however large the picture (the panel shows it about 500 px wide).
  const line = Math.max(2, Math.max(width, height) / 160);
  const path = () => {
    context.beginPath();
    corners.forEach(({ x, y }, k) => (k === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.closePath();
  };
  context.lineJoin = 'round';
  // A light line on a dark one: it shows on white paper and on a dark screenshot alike.
  path();
  context.strokeStyle = 'rgb(0 0 0 / 0.75)';
  context.lineWidth = line * 1.8;
  context.stroke();
  path();
  context.strokeStyle = '#ffd21f';
  context.lineWidth = line;
  context.stroke();
  const [first] = corners;
  context.beginPath();
  context.arc(first.x, first.y, line * 1.6, 0, 2 * Math.PI);
  context.fillStyle = '#ffd21f';
  context.fill();
  context.lineWidth = line * 0.5;
  context.strokeStyle = 'rgb(0 0 0 / 0.75)';
  context.stroke();
}

/** Whether `corners` are four points with finite coordinates (what the scanner gives for a grid found). */
export const isQuad = (corners) => Array.isArray(corners) && corners.length === 4
  && corners.every((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y));
