import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedFeed } from './feed-loader';
import type { MapIds } from './map-feed';
import { useMapPoints } from './use-map-points';

// The feed and its ids are the server's; here each load answers the next snapshot (tag 1, 2, ...).
let snapshot = 0;
const feedOf = (tag: number) => ({ points: { tag, count: 1 } }) as unknown as LoadedFeed;
const idsOf = (tag: number): MapIds => ({ tag, count: 1, bytes: new Uint8Array(16) });
vi.mock('./feed-loader', () => ({
  takeFeed: () => Promise.resolve(feedOf(++snapshot)),
  loadFeed: () => Promise.resolve(feedOf(++snapshot)),
}));
vi.mock('./map-feed', () => ({ fetchMapIds: () => Promise.resolve(idsOf(snapshot)) }));

describe('useMapPoints', () => {
  beforeEach(() => void (snapshot = 0));

  it('loads the feed once, and again for each new generation (an edit made on the screen), points and ids of one snapshot', async () => {
    const { result, rerender } = renderHook(({ generation }) => useMapPoints(generation), { initialProps: { generation: 0 } });
    await waitFor(() => expect(result.current.ids?.tag).toBe(1));
    expect(result.current.points?.tag).toBe(1);

    rerender({ generation: 0 });
    expect(snapshot).toBe(1);

    rerender({ generation: 1 });
    // Until the new snapshot is here, the map keeps drawing the old one.
    expect(result.current.points?.tag).toBe(1);
    await waitFor(() => expect(result.current.ids?.tag).toBe(2));
    expect(result.current.points?.tag).toBe(2);
  });
});
