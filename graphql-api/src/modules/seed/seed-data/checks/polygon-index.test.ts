import { describe, expect, it } from 'vitest';
import { buildPolygonIndex, countryIndex, landIndex } from './polygon-index.js';

describe('polygon index', () => {
  // A 10x10 degree square with a 2x2 hole (a lake, or Lesotho inside South Africa) and an island.
  const index = buildPolygonIndex([
    {
      name: 'square',
      rings: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
        [
          [4, 4],
          [6, 4],
          [6, 6],
          [4, 6],
          [4, 4],
        ],
      ],
    },
    {
      name: 'island',
      rings: [
        [
          [20, 0],
          [21, 0],
          [21, 1],
          [20, 1],
          [20, 0],
        ],
      ],
    },
  ]);

  it('finds the polygon around a point by the even-odd rule, holes excluded', () => {
    expect(index.containing(2, 2)).toEqual(['square']);
    expect(index.containing(5, 5)).toEqual([]);
    expect(index.containing(0.5, 20.5)).toEqual(['island']);
    expect(index.containing(0.5, 15)).toEqual([]);
  });

  it('measures the distance to the nearest edge in km', () => {
    // 1 degree of longitude at the equator is about 111 km.
    const near = index.within(0.5, 22, 150);
    expect(near.get('island')).toBeGreaterThan(105);
    expect(near.get('island')).toBeLessThan(117);
    expect(index.within(0.5, 22, 50).size).toBe(0);
  });

  it('reads Natural Earth: Trujillo is in Peru, its mirror image off Panama is at sea', () => {
    expect(countryIndex().containing(-8.1116, -79.0288)).toEqual(['Peru']);
    expect(countryIndex().containing(8.1116, -79.0288)).toEqual([]);
    expect(landIndex().containing(8.1116, -79.0288)).toEqual([]);
    expect(landIndex().containing(48.8566, 2.3522)).toEqual(['land']);
  });
});
