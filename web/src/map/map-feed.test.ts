import { encodeMapFeed, FLAG_CULTURAL } from '@domain/map-feed-layout';
import { describe, expect, it } from 'vitest';
import { decodeMapFeed, eventIdAt, isCultural, isLargeArea } from './map-feed';

const point = (id: string, startYear: number, flags: number) => ({
  id,
  longitude: 23.9781,
  latitude: 38.1187,
  radius: 15000,
  startYear,
  endYear: startYear,
  visibleFrom: startYear,
  visibleTo: startYear + 3,
  period: 1,
  eventType: 0,
  category: 0,
  status: 1,
  flags,
});

describe('decodeMapFeed', () => {
  it('reads back what the server encodes, column by column', () => {
    const buffer = encodeMapFeed([
      point('0f9b3c1e-1111-4a2b-8c3d-123456789abc', -490, 0),
      point('ffffffff-0000-4000-8000-000000000001', 1969, FLAG_CULTURAL),
    ]);
    const points = decodeMapFeed(buffer);
    expect(points.count).toBe(2);
    expect(Array.from(points.years.slice(0, 4))).toEqual([-490, -490, -490, -487]);
    expect(points.positions[0]).toBeCloseTo(23.9781, 4);
    expect(points.radius[1]).toBe(15000);
    expect(eventIdAt(points, 0)).toBe('0f9b3c1e-1111-4a2b-8c3d-123456789abc');
    expect(eventIdAt(points, 1)).toBe('ffffffff-0000-4000-8000-000000000001');
    expect(isCultural(points, 0)).toBe(false);
    expect(isCultural(points, 1)).toBe(true);
    expect(isLargeArea(points, 1)).toBe(false);
  });

  it('refuses a buffer that is not a map feed', () => {
    expect(() => decodeMapFeed(new ArrayBuffer(16))).toThrow('Not an Epoch Atlas map feed');
  });
});
