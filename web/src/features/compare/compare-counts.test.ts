import { describe, expect, it } from 'vitest';
import { buildVisibleCounter } from '../../map/visible-count';
import { feedOf } from '../../test/feed-fixture';
import { compareCounts } from './compare-counts';

// Two events seen around 1450, three around 1550 (one of another period), one seen across both.
const points = feedOf([
  { visibleFrom: 1440, visibleTo: 1460, period: 4 },
  { visibleFrom: 1445, visibleTo: 1455, period: 4 },
  { visibleFrom: 1540, visibleTo: 1560, period: 4 },
  { visibleFrom: 1545, visibleTo: 1555, period: 4 },
  { visibleFrom: 1549, visibleTo: 1551, period: 5 },
  { visibleFrom: 1400, visibleTo: 1600, period: 4 },
]);
const counter = buildVisibleCounter(points);
const ALL_PERIODS = [0, 1, 2, 3, 4, 5, 6];

describe('compareCounts', () => {
  it("counts each side at its own year, not one year's count twice", () => {
    expect(compareCounts(counter, [1450, 1550], 'real', ALL_PERIODS)).toEqual([3, 4]);
    expect(compareCounts(counter, [1550, 1450], 'real', ALL_PERIODS)).toEqual([4, 3]);
  });

  it('follows the periods both maps show', () => {
    expect(compareCounts(counter, [1450, 1550], 'real', [4])).toEqual([3, 3]);
  });

  it('has no counts while the feed loads', () => {
    expect(compareCounts(null, [1450, 1550], 'real', ALL_PERIODS)).toEqual([null, null]);
  });
});
