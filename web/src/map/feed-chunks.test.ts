import { encodeMapFeed } from '@domain/map-feed-layout';
import { describe, expect, it } from 'vitest';
import { fakeId } from '../test/feed-fixture';
import { chunkOrder, loadChunkedFeed, type FeedChunk, type FeedManifest } from './feed-chunks';
import { eventIdAt } from './map-feed';

const basePoint = {
  startLatestYear: 1000,
  endEarliestYear: 1000,
  longitude: 10,
  latitude: 20,
  radius: 10000,
  period: 2,
  eventType: 0,
  category: 2,
  status: 1,
  cultural: false,
};
const chunk = (offset: number, count: number, fromYear: number, toYear: number): FeedChunk => ({
  points: `/p/${offset}`,
  ids: `/i/${offset}`,
  offset,
  count,
  fromYear,
  toYear,
  bytes: 0,
});

describe('chunkOrder', () => {
  const chunks = [chunk(0, 1, -3500, -2000), chunk(1, 1, -2100, 0), chunk(2, 1, 0, 1500), chunk(3, 1, 1400, 2000), chunk(4, 1, -3000, 2000)];

  it('loads first every chunk whose years include the year, then the others nearest first', () => {
    expect(chunkOrder(chunks, 1450)).toEqual({ first: [2, 3, 4], rest: [1, 0] });
    expect(chunkOrder(chunks, -3500)).toEqual({ first: [0], rest: [4, 1, 2, 3] });
  });

  it('takes the nearest chunk first when no chunk can show the year', () => {
    expect(chunkOrder([chunk(0, 1, 100, 200), chunk(1, 1, 500, 900)], 450)).toEqual({ first: [1], rest: [0] });
  });
});

describe('loadChunkedFeed', () => {
  // Three chunks encoded by the server's own encoder, 2 + 1 + 2 rows, at 1000, 1500 and 1900.
  const rows = [1000, 1001, 1500, 1900, 1902].map((y, i) => ({ id: fakeId(i + 1), startYear: y, endYear: y, visibleFrom: y, visibleTo: y + 3 }));
  const parts = [rows.slice(0, 2), rows.slice(2, 3), rows.slice(3)];
  const files = new Map<string, ArrayBuffer>();
  let offset = 0;
  const manifest: FeedManifest = {
    format: 3,
    tag: 77,
    count: rows.length,
    chunks: parts.map((part, k) => {
      const encoded = encodeMapFeed(part.map((p) => ({ ...basePoint, ...p })));
      files.set(`/p/${k}`, encoded.points);
      files.set(`/i/${k}`, encoded.ids);
      const c = {
        points: `/p/${k}`,
        ids: `/i/${k}`,
        offset,
        count: part.length,
        fromYear: part[0]!.visibleFrom,
        toYear: part.at(-1)!.visibleTo,
        bytes: encoded.points.byteLength,
      };
      offset += part.length;
      return c;
    }),
  };
  const fetched: string[] = [];
  const fetchBinary = (url: string) => {
    fetched.push(url);
    return Promise.resolve(files.get(url)!);
  };

  it('hands over the chunks of the year first, then the whole feed with its ids in feed order', async () => {
    fetched.length = 0;
    const firsts: number[][] = [];
    const { points, ids } = await loadChunkedFeed(
      fetchBinary,
      () => Promise.resolve(manifest),
      1500,
      (p) => firsts.push(Array.from(p.years.filter((_, i) => i % 4 === 0))),
    );
    expect(firsts).toEqual([[1500]]);
    expect(fetched[0]).toBe('/p/1');
    expect(points.count).toBe(5);
    expect(points.tag).toBe(77);
    expect(Array.from(points.years.filter((_, i) => i % 4 === 0))).toEqual([1000, 1001, 1500, 1900, 1902]);
    expect([0, 2, 4].map((i) => eventIdAt(ids, i))).toEqual([fakeId(1), fakeId(3), fakeId(5)]);
  });

  it('calls no first handler when the first chunks are the whole feed', async () => {
    const single = { ...manifest, count: 2, chunks: [manifest.chunks[0]!] };
    let called = false;
    const { points } = await loadChunkedFeed(
      fetchBinary,
      () => Promise.resolve(single),
      1000,
      () => (called = true),
    );
    expect(called).toBe(false);
    expect(points.count).toBe(2);
  });

  it('refuses a manifest whose chunks do not follow one another, or a chunk of another size', async () => {
    const gap = { ...manifest, chunks: manifest.chunks.map((c, k) => (k === 2 ? { ...c, offset: 4 } : c)) };
    await expect(loadChunkedFeed(fetchBinary, () => Promise.resolve(gap), 1500)).rejects.toThrow(/chunk 2 starts at 4, not 3/);
    const wrong = { ...manifest, chunks: manifest.chunks.map((c, k) => (k === 2 ? { ...c, count: 9 } : c)) };
    await expect(loadChunkedFeed(fetchBinary, () => Promise.resolve(wrong), 1500)).rejects.toThrow(/chunk 2 has 2 rows, not 9/);
  });
});
