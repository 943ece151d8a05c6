import { encodeConnections } from '@domain/map-connections-layout';
import { describe, expect, it } from 'vitest';
import { fakeId, feedsOf } from '../test/feed-fixture';
import { ARC_MODE, buildArcData } from './connections';
import { buildFeedIdIndex } from './feed-id-index';

describe('buildFeedIdIndex', () => {
  it('finds every row by id, including ids whose first four bytes clash', () => {
    const { ids } = feedsOf([{}, {}, {}]);
    const rowOf = buildFeedIdIndex(ids);
    expect([1, 2, 3].map((n) => rowOf(fakeId(n)))).toEqual([0, 1, 2]);
    expect(rowOf(fakeId(99))).toBeNull();
    expect(rowOf('not-an-id')).toBeNull();

    const clashing = feedsOf([{ id: fakeId(1, 7) }, { id: fakeId(2, 7) }, { id: fakeId(3, 7) }]).ids;
    const clashRow = buildFeedIdIndex(clashing);
    expect([1, 2, 3].map((n) => clashRow(fakeId(n, 7)))).toEqual([0, 1, 2]);
    expect(clashRow(fakeId(4, 7))).toBeNull();
  });
});

describe('buildArcData', () => {
  const { points, ids } = feedsOf([
    { period: 5, eventType: 0, visibleFrom: 1900, visibleTo: 1950 },
    { period: 6, eventType: 1, visibleFrom: 1930, visibleTo: 1990 },
    { period: 6, eventType: 2, visibleFrom: 1940, visibleTo: 1945 },
  ]);
  const connections = encodeConnections([
    { source: fakeId(1), target: fakeId(2), type: 2 },
    { source: fakeId(3), target: fakeId(1), type: 1 },
    { source: fakeId(1), target: fakeId(77), type: 0 }, // an end not on the map: dropped
  ]);
  const arcs = buildArcData(points, connections, buildFeedIdIndex(ids));

  it('joins the pairs to feed rows and drops pairs with an end off the map', () => {
    expect(arcs.length).toBe(2);
    expect(Array.from(arcs.sourceRows)).toEqual([0, 2]);
    expect(Array.from(arcs.targetRows)).toEqual([1, 0]);
    expect(Array.from(arcs.sourcePositions.slice(0, 2))).toEqual([10, 20]);
    expect(Array.from(arcs.targetPositions.slice(0, 2))).toEqual([11, 21]);
  });

  it('shows an arc only in the years both ends are visible, with both periods and the pair mode', () => {
    expect(Array.from(arcs.filterValues)).toEqual([1930, 1950, 1940, 1945]);
    expect(Array.from(arcs.filterCategories)).toEqual([5, 6, ARC_MODE.real, 6, 5, ARC_MODE.mixed]);
  });
});
