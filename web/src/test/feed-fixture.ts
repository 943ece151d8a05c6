import { encodeMapFeed, type MapFeedPoint } from '@domain/map-feed-layout';
import { decodeMapFeed, type MapPoints } from '../map/map-feed';

/** A v4-looking id whose first bytes differ per n (and can be made to clash on purpose). */
export const fakeId = (n: number, prefix = n) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A decoded feed built through the server's own encoder, from partial points. */
export function feedOf(points: Partial<MapFeedPoint>[]): MapPoints {
  return decodeMapFeed(
    encodeMapFeed(
      points.map((p, i) => ({
        id: fakeId(i + 1),
        longitude: 10 + i,
        latitude: 20 + i,
        radius: 10000,
        startYear: 1000,
        endYear: 1000,
        visibleFrom: 1000,
        visibleTo: 1003,
        period: 2,
        eventType: 0,
        category: 0,
        status: 1,
        flags: 0,
        ...p,
      })),
    ),
  );
}
