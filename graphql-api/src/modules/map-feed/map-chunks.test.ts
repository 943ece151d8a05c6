import { describe, expect, it } from 'vitest';
import { CELL_YEARS, chunkTarget, planChunks } from './map-chunks.js';

/** `count` start years spread over 3500 BCE to 2000 CE, sorted, from a fixed pseudo-random sequence. */
function sortedYears(count: number, seed = 7): number[] {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => Math.floor(-3500 + 5500 * next() ** 0.5)).sort((a, b) => a - b);
}

const plan = (years: number[], longFrom = years.length, target?: number) => planChunks((row) => years[row]!, longFrom, years.length, target);

describe('the map feed chunks', () => {
  it('aims at 1/32 of the rows as a power of two, within 16,384 and 131,072', () => {
    expect(chunkTarget(10_000)).toBe(16_384);
    expect(chunkTarget(1_000_000)).toBe(32_768);
    expect(chunkTarget(1_000_001)).toBe(32_768);
    expect(chunkTarget(10_000_000)).toBe(131_072);
    expect(chunkTarget(0)).toBe(16_384);
  });

  it('covers every row once, in order, cut only between cells of start years, each chunk within its target', () => {
    const years = sortedYears(100_000);
    const ranges = plan(years, years.length, 16_384);
    expect(ranges[0]![0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(years.length);
    for (let k = 1; k < ranges.length; k++) {
      const edge = ranges[k]![0];
      expect(edge).toBe(ranges[k - 1]![1]);
      expect(Math.floor(years[edge]! / CELL_YEARS)).not.toBe(Math.floor(years[edge - 1]! / CELL_YEARS));
    }
    for (const [start, end] of ranges) expect(end - start).toBeLessThanOrEqual(16_384);
    // Greedy: no chunk could have taken the next one's first cell.
    expect(ranges.length).toBeLessThanOrEqual(Math.ceil((2 * years.length) / 16_384));
  });

  it('gives 10,000 rows one chunk, and never mixes the long events into the others', () => {
    expect(plan(sortedYears(10_000))).toEqual([[0, 10_000]]);
    const years = [...sortedYears(10_000), ...sortedYears(50)];
    expect(plan(years, 10_000)).toEqual([
      [0, 10_000],
      [10_000, 10_050],
    ]);
  });

  it('cuts a cell of more rows than the target on its years, and keeps a single year whole', () => {
    const years = [
      ...Array<number>(100).fill(-3000),
      ...Array<number>(150).fill(1001),
      ...Array<number>(150).fill(1002),
      ...Array<number>(500).fill(1005),
      ...Array<number>(100).fill(1900),
    ];
    expect(plan(years, years.length, 200)).toEqual([
      [0, 100],
      [100, 250],
      [250, 400],
      [400, 900],
      [900, 1000],
    ]);
  });

  it('moves no other edge when a row is added to or removed from one chunk', () => {
    const years = sortedYears(200_000);
    const before = plan(years, years.length, 16_384);
    // One more event in the middle chunk's first cell, and one fewer in the last chunk.
    const middle = before[Math.floor(before.length / 2)]!;
    const changed = [...years];
    changed.splice(middle[0], 0, years[middle[0]]!);
    changed.splice(changed.length - 1, 1);
    const after = plan(changed, changed.length, 16_384);
    const yearsOf = (ys: number[], ranges: [number, number][]) => ranges.map(([s, e]) => `${ys[s]}..${ys[e - 1]}:${e - s}`);
    const was = yearsOf(years, before);
    const now = yearsOf(changed, after);
    const differing = was.filter((chunk) => !now.includes(chunk));
    expect(differing.length).toBe(2);
    expect(after.length).toBe(before.length);
  });
});
