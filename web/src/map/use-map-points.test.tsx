import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedLoad, LoadedFeed } from './feed-loader';

// Each load answers the next snapshot (tag 1, 2, ...): first the chunks of the start year (no ids), then the whole feed.
let snapshot = 0;
let releaseWhole: () => void = () => {};
const feedOf = (tag: number, whole: boolean) =>
  ({ points: { tag, count: whole ? 2 : 1 }, ids: whole ? { tag, count: 2, bytes: new Uint8Array(32) } : null }) as unknown as LoadedFeed;
function nextLoad(): FeedLoad {
  const tag = ++snapshot;
  const complete = new Promise<LoadedFeed>((resolve) => (releaseWhole = () => resolve(feedOf(tag, true))));
  return { first: Promise.resolve(feedOf(tag, false)), complete };
}
vi.mock('./feed-loader', () => ({ takeFeed: () => nextLoad(), loadFeed: () => nextLoad() }));
const { useMapPoints } = await import('./use-map-points');

describe('useMapPoints', () => {
  beforeEach(() => void (snapshot = 0));

  it('draws the first chunks at once, then the whole feed with its ids; loads again for each new generation', async () => {
    const { result, rerender } = renderHook(({ generation }) => useMapPoints(generation), { initialProps: { generation: 0 } });
    await waitFor(() => expect(result.current.points?.count).toBe(1));
    expect(result.current.ids).toBeNull();
    releaseWhole();
    await waitFor(() => expect(result.current.ids?.tag).toBe(1));
    expect(result.current.points?.count).toBe(2);

    rerender({ generation: 0 });
    expect(snapshot).toBe(1);

    rerender({ generation: 1 });
    // A reload keeps drawing the old feed until the whole new one is here (no first part).
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.points?.tag).toBe(1);
    expect(result.current.points?.count).toBe(2);
    releaseWhole();
    await waitFor(() => expect(result.current.ids?.tag).toBe(2));
    expect(result.current.points?.tag).toBe(2);
  });
});
