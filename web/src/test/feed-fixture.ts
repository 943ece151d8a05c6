import { encodeMapFeed, type MapFeedPoint } from '@domain/map-feed-layout';
import { decodeMapFeed, decodeMapIds, type MapIds, type MapPoints } from '../map/map-feed';

/** A v4-looking id whose first bytes differ per n (and can be made to clash on purpose). */
export const fakeId = (n: number, prefix = n) => `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Both decoded feeds, built through the server's own encoder from partial points. */
export function feedsOf(points: Partial<MapFeedPoint>[]): { points: MapPoints; ids: MapIds } {
  const encoded = encodeMapFeed(
    points.map((p, i) => ({
      id: fakeId(i + 1),
      startLatestYear: p.startYear ?? 1000,
      endEarliestYear: p.endYear ?? 1000,
      longitude: 10 + i,
      latitude: 20 + i,
      radius: 10000,
      startYear: 1000,
      endYear: 1000,
      visibleFrom: 1000,
      visibleTo: 1003,
      period: 2,
      eventType: 0,
      category: 2,
      status: 1,
      cultural: false,
      ...p,
    })),
  );
  return { points: decodeMapFeed(encoded.points), ids: decodeMapIds(encoded.ids) };
}

export const feedOf = (points: Partial<MapFeedPoint>[]) => feedsOf(points).points;
