import { hexToRgb, PERIODS } from '@domain/periods';
import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { eventCategory } from './event-filter';
import { buildLayerData } from './layer-data';

const STATUS = { pending: 0, validated: 1, disputed: 2, rejected: 3 };

describe('buildLayerData', () => {
  const points = feedOf([
    { period: 0, category: 0, radius: 500_000, status: STATUS.validated },
    { period: 6, status: STATUS.pending, eventType: 0 },
    { period: 3, status: STATUS.disputed, eventType: 2 },
    { period: 4, status: STATUS.rejected, eventType: 1, visibleFrom: 1700, visibleTo: 1750 },
    { period: 1, category: 1, radius: 80_000, eventType: 2 },
  ]);
  const areas = buildLayerData(points, true);
  const markers = buildLayerData(points, false);

  it('splits territorial events (circles in metres) from point-like ones (pixel markers), keeping feed rows', () => {
    expect(Array.from(areas.feedIndex)).toEqual([0, 4]);
    expect(Array.from(markers.feedIndex)).toEqual([1, 2, 3]);
    expect(Array.from(areas.radius)).toEqual([500_000, 80_000]);
    // Markers are 6 to 12 pixels, largest for validated events.
    for (const r of markers.radius) {
      expect(r).toBeGreaterThanOrEqual(6);
      expect(r).toBeLessThanOrEqual(12);
    }
    expect(areas.positions[0]).toBe(10);
    expect(markers.positions[0]).toBe(11);
  });

  it('colours by period and sets opacity from the verification status (pending 0.7, validated 1, disputed 0.8, rejected 0.5)', () => {
    const rgbModern = hexToRgb(PERIODS[6]!.color);
    expect(Array.from(markers.fillColors.slice(0, 3))).toEqual(rgbModern);
    expect(markers.fillColors[3]).toBe(Math.round(0.7 * 255));
    // Rejected alternative: line in the period colour at half opacity.
    expect(markers.lineColors[4 * 2 + 3]).toBe(Math.round(0.5 * 255));
  });

  it('draws what-if events hollow, alternative events dashed, real events solid', () => {
    expect(markers.fillColors[4 * 1 + 3]).toBe(0);
    expect(Array.from(markers.lineColors.slice(4, 7))).toEqual(hexToRgb(PERIODS[3]!.color));
    expect(areas.fillColors[4 * 1 + 3]).toBe(0);
    expect(Array.from(markers.dashArrays.slice(4, 6))).not.toEqual([0, 0]);
    expect(Array.from(markers.dashArrays.slice(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('carries the visibility window and the period / type / search-hit categories for the GPU filter', () => {
    expect(Array.from(markers.filterValues.slice(4, 6))).toEqual([1700, 1750]);
    expect(Array.from(markers.filterCategories)).toEqual([eventCategory(6, 0, 1), eventCategory(3, 2, 1), eventCategory(4, 1, 1)]);
  });

  it('gives each row its fade spans: none for dates known to the year, the uncertain start and end for EDTF spans', () => {
    const uncertain = feedOf([
      { startYear: 1000, endYear: 1000, visibleFrom: 1000, visibleTo: 1003 },
      // 15XX to 16XX: starts some time in 1500-1599, ends some time in 1600-1699; visible to 1702.
      { startYear: 1500, startLatestYear: 1599, endEarliestYear: 1600, endYear: 1699, visibleFrom: 1500, visibleTo: 1702 },
    ]);
    const spans = Array.from(buildLayerData(uncertain, false).timeFadeSpans);
    expect(spans.slice(0, 4)).toEqual([1000, 1003, 1000, 1003]);
    expect(spans.slice(4)).toEqual([1500, 1702, 1599, 1603]);
  });
});
