import { BYTES_PER_EVENT, HEADER_BYTES, mapFeedOffsets } from '@domain/map-feed-layout';
import { describe, expect, it } from 'vitest';
import { feedsOf } from '../test/feed-fixture';
import { eventIdAt, isCultural, isLargeArea } from './map-feed';

describe('the map feeds', () => {
  const { points, ids } = feedsOf([
    { id: '0f9b3c1e-1111-4a2b-8c3d-123456789abc', startYear: -490, endYear: -490, visibleFrom: -490, visibleTo: -487, period: 1, category: 0, radius: 15_000 },
    {
      id: 'ffffffff-0000-4000-8000-000000000001',
      startYear: 1969,
      startLatestYear: 1970,
      endEarliestYear: 1971,
      endYear: 1972,
      visibleFrom: 1919,
      visibleTo: 2022,
      period: 6,
      eventType: 2,
      status: 3,
      cultural: true,
      category: 3,
    },
  ]);

  it('takes 24 bytes per event', () => {
    expect(BYTES_PER_EVENT).toBe(24);
    expect(mapFeedOffsets(1000).total).toBe(HEADER_BYTES + 24 * 1000);
  });

  it('reads back what the server encodes, column by column', () => {
    expect(points.count).toBe(2);
    expect(Array.from(points.years)).toEqual([-490, -490, -490, -487, 1969, 1972, 1919, 2022]);
    expect(Array.from(points.span)).toEqual([-490, -490, 1970, 1971]);
    expect(points.positions[0]).toBe(10);
    expect(points.radius[0]).toBe(15_000);
    expect(Array.from(points.period)).toEqual([1, 6]);
    expect(Array.from(points.eventType)).toEqual([0, 2]);
    expect(Array.from(points.status)).toEqual([1, 3]);
    expect(Array.from(points.category)).toEqual([0, 3]);
  });

  it('derives the flags: cultural from the feed, large-area from the category', () => {
    expect(isCultural(points, 0)).toBe(false);
    expect(isCultural(points, 1)).toBe(true);
    expect(isLargeArea(points, 0)).toBe(true); // conflicts
    expect(isLargeArea(points, 1)).toBe(false); // culture
  });

  it('keeps the ids apart, in the same order, tied to the points by a snapshot tag', () => {
    expect(ids.count).toBe(2);
    expect(ids.tag).toBe(points.tag);
    expect(eventIdAt(ids, 0)).toBe('0f9b3c1e-1111-4a2b-8c3d-123456789abc');
    expect(eventIdAt(ids, 1)).toBe('ffffffff-0000-4000-8000-000000000001');
    const other = feedsOf([{ startYear: 1 }]);
    expect(other.points.tag).not.toBe(points.tag);
  });

  it('rounds radii to 500 m and caps them at 32,767.5 km', () => {
    const r = feedsOf([{ radius: 1_234 }, { radius: 90_000_000 }, { radius: 10 }]).points.radius;
    expect(Array.from(r)).toEqual([1_000, 32_767_500, 500]);
  });
});
