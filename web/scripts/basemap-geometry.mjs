// Geometry helpers for the basemap build (basemap-data.mjs): grid cells, clipping, rounding.

/** The side of a detail cell in degrees: a view at zoom 5 or more touches a handful of them. */
export const CELL_DEGREES = 15;

export const cellKey = (col, row) => `${col}_${row}`;

/** The cells a bounding box [minX, minY, maxX, maxY] touches. */
export function cellsOf([minX, minY, maxX, maxY]) {
  const keys = [];
  const c0 = Math.floor((minX + 180) / CELL_DEGREES);
  const c1 = Math.floor((Math.min(maxX, 179.999) + 180) / CELL_DEGREES);
  const r0 = Math.floor((minY + 90) / CELL_DEGREES);
  const r1 = Math.floor((Math.min(maxY, 89.999) + 90) / CELL_DEGREES);
  for (let c = Math.max(0, c0); c <= c1; c++) for (let r = Math.max(0, r0); r <= r1; r++) keys.push([c, r]);
  return keys;
}

export const cellBox = (col, row) => [col * CELL_DEGREES - 180, row * CELL_DEGREES - 90, (col + 1) * CELL_DEGREES - 180, (row + 1) * CELL_DEGREES - 90];

export function bboxOf(coords, box = [Infinity, Infinity, -Infinity, -Infinity]) {
  if (typeof coords[0] === 'number') {
    box[0] = Math.min(box[0], coords[0]);
    box[1] = Math.min(box[1], coords[1]);
    box[2] = Math.max(box[2], coords[0]);
    box[3] = Math.max(box[3], coords[1]);
  } else for (const c of coords) bboxOf(c, box);
  return box;
}

/** A ring clipped to a box (Sutherland-Hodgman): closed, or null when nothing is left. */
export function clipRing(ring, [x0, y0, x1, y1]) {
  let out = ring;
  const edges = [(p) => p[0] >= x0, (p) => p[0] <= x1, (p) => p[1] >= y0, (p) => p[1] <= y1];
  const cut = [
    (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])],
    (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0],
    (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1],
  ];
  for (let e = 0; e < 4 && out.length; e++) {
    const inside = edges[e];
    const next = [];
    for (let i = 0; i < out.length; i++) {
      const a = out[i];
      const b = out[(i + 1) % out.length];
      if (inside(b)) {
        if (!inside(a)) next.push(cut[e](a, b));
        next.push(b);
      } else if (inside(a)) next.push(cut[e](a, b));
    }
    out = next;
  }
  if (out.length < 3) return null;
  const [fx, fy] = out[0];
  const [lx, ly] = out[out.length - 1];
  if (fx !== lx || fy !== ly) out.push(out[0]);
  return out;
}

/** A line clipped to a box: the pieces inside it (each segment cut where it leaves the box). */
export function clipLine(line, box) {
  const [x0, y0, x1, y1] = box;
  const inside = (p) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
  const pieces = [];
  let current = null;
  for (let i = 0; i < line.length - 1; i++) {
    const seg = clipSegment(line[i], line[i + 1], box);
    if (!seg) {
      current = null;
      continue;
    }
    if (!current) pieces.push((current = [seg[0]]));
    current.push(seg[1]);
    if (!inside(line[i + 1])) current = null;
  }
  return pieces.filter((p) => p.length > 1);
}

// Liang-Barsky: the part of the segment a-b inside the box, or null.
function clipSegment(a, b, [x0, y0, x1, y1]) {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  for (const [p, q] of [
    [-dx, a[0] - x0],
    [dx, x1 - a[0]],
    [-dy, a[1] - y0],
    [dy, y1 - a[1]],
  ]) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  if (t0 > t1) return null;
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

/** Coordinates rounded to `digits` decimals, repeated points dropped (GeoJSON text shrinks a lot). */
export function rounded(coords, digits) {
  const f = 10 ** digits;
  if (typeof coords[0] === 'number') return [Math.round(coords[0] * f) / f, Math.round(coords[1] * f) / f];
  const out = [];
  for (const c of coords) {
    const r = rounded(c, digits);
    const last = out[out.length - 1];
    if (typeof r[0] === 'number' && last && last[0] === r[0] && last[1] === r[1]) continue;
    out.push(r);
  }
  return out;
}
