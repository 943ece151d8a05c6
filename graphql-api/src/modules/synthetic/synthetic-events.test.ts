import { describe, expect, it } from 'vitest';
import { categoryOfSubcategory } from '../../domain/categories.js';
import { PERIODS, periodOfYear } from '../../domain/periods.js';
import { landMask } from './land-mask.js';
import { syntheticEventRows } from './synthetic-events.js';

const rows = [...syntheticEventRows(3000, 1000, { seed: 7 })].flat();

describe('syntheticEventRows', () => {
  it('makes the requested number of rows in batches, deterministically for a seed', () => {
    expect(rows).toHaveLength(3000);
    const again = [...syntheticEventRows(10, 10, { seed: 7 })].flat();
    expect(again.map((r) => [r.name, r.startDate, r.latitude])).toEqual(rows.slice(0, 10).map((r) => [r.name, r.startDate, r.latitude]));
  });

  it('fills every period and category with valid, consistent rows on land', () => {
    const mask = landMask();
    for (const r of rows) {
      expect(periodOfYear(r.startYear)?.key).toBe(r.period);
      expect(r.startYear).not.toBe(0);
      expect(r.endYear).toBeGreaterThanOrEqual(r.startYear);
      expect(categoryOfSubcategory(r.subcategory!)?.name).toBe(r.category);
      expect(mask.isLand(r.latitude, r.longitude), `${r.latitude},${r.longitude}`).toBe(true);
      if (r.eventType === 'whatif') expect(rows.find((a) => a.id === r.linkedEventId)?.eventType).toBe('real');
    }
    for (const p of PERIODS)
      expect(
        rows.some((r) => r.period === p.key),
        p.key,
      ).toBe(true);
    expect(new Set(rows.map((r) => r.subcategory)).size).toBe(29);
  });
});
