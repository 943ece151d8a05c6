import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { timeFilterRange } from './event-filter';
import { buildLayerData } from './layer-data';
import { MAX_SLICES_PER_CLASS, MIN_SLICE_ROWS, sliceMayShow, spanClass, timeSlices } from './time-slices';

describe('time slices', () => {
  it('groups rows by how long they stay visible: up to 64 years, up to 256, longer', () => {
    expect(spanClass(1000, 1003)).toBe(0);
    expect(spanClass(1000, 1064)).toBe(0);
    expect(spanClass(1000, 1065)).toBe(1);
    expect(spanClass(-50, 150)).toBe(1);
    expect(spanClass(-2700, 303)).toBe(2);
  });

  it('puts the long-visible rows after the short ones, each group in feed order', () => {
    const data = buildLayerData(
      feedOf([
        { visibleFrom: 1000, visibleTo: 1003 },
        { visibleFrom: -2700, visibleTo: 303 },
        { visibleFrom: 1100, visibleTo: 1250 },
        { visibleFrom: 1200, visibleTo: 1203 },
      ]),
      false,
    );
    expect(Array.from(data.feedIndex)).toEqual([0, 3, 2, 1]);
    expect(data.slices.map((s) => [s.start, s.end])).toEqual([
      [0, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(data.slices[0]).toMatchObject({ fromMin: 1000, fromMax: 1200, toMin: 1003, toMax: 1203 });
  });

  it('cuts a group into slices of at least MIN_SLICE_ROWS rows and at most MAX_SLICES_PER_CLASS of them', () => {
    const rows = 2 * MAX_SLICES_PER_CLASS * MIN_SLICE_ROWS;
    const values = new Float32Array(2 * rows);
    const slices = timeSlices(values, [rows, rows, rows]);
    expect(slices).toHaveLength(MAX_SLICES_PER_CLASS);
    expect(slices.at(-1)!.end).toBe(rows);
    expect(timeSlices(new Float32Array(2 * 10), [10, 10, 10])).toHaveLength(1);
    expect(timeSlices(new Float32Array(0), [0, 0, 0])).toEqual([]);
  });

  it('a slice may show when some row could pass both time channels, never otherwise', () => {
    const slice = { start: 0, end: 2, fromMin: 1000, fromMax: 1100, toMin: 1003, toMax: 1103 };
    expect(sliceMayShow(slice, timeFilterRange(1000, false))).toBe(true);
    expect(sliceMayShow(slice, timeFilterRange(1103, false))).toBe(true);
    expect(sliceMayShow(slice, timeFilterRange(999, false))).toBe(false);
    expect(sliceMayShow(slice, timeFilterRange(1104, false))).toBe(false);
    expect(sliceMayShow(slice, timeFilterRange(5000, true))).toBe(true);
  });
});
