import { constantCase } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayback } from '../../../features/timeline/use-playback';
import type * as SiteMenuModule from '../../../ui/site-menu';
import { forgetCurrentUser } from '../../../lib/current-user';
import { fakeApolloClient, renderUi } from '../../../test/render';
import { createAtlasStore, type AtlasStore } from './atlas-store';
import { ScreenPanels } from './screen-panels';
import { AtlasContext } from './use-atlas';
import type { FeedData } from './use-feed-data';
import { useScreenSearch } from './use-screen-search';

// Counts the header's renders through the site menu it always holds.
const menuRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../ui/site-menu', async (load) => {
  const actual = await load<typeof SiteMenuModule>();
  return {
    ...actual,
    SiteMenu: (props: Parameters<typeof actual.SiteMenu>[0]) => {
      menuRenders.count++;
      return actual.SiteMenu(props);
    },
  };
});

// A feed still loading: the panels show their placeholders.
const LOADING: FeedData = { points: null, feed: null, ids: null, error: null, rowOf: null, counter: null, densities: null };
const jump = () => Promise.resolve(true);
const toast = () => {};

function Panels({ store }: { store: AtlasStore }) {
  const search = useScreenSearch('', 0, LOADING);
  const playback = usePlayback(store.year);
  return <ScreenPanels feed={LOADING} search={search} jump={jump} playback={playback} onToast={toast} />;
}

describe('ScreenPanels', () => {
  beforeEach(() => {
    forgetCurrentUser();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 401 })));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('renders the header again for a new search, not for a period or a mode (the toggle stays cheap)', async () => {
    const store = createAtlasStore('');
    renderUi(
      <AtlasContext value={store}>
        <Panels store={store} />
      </AtlasContext>,
      { client: fakeApolloClient({ LegendPeriods: () => ({ periods: PERIODS.map((p) => ({ ...p, key: constantCase(p.key) })) }) }).client },
    );
    const modern = await screen.findByRole('checkbox', { name: /^Modern/ });
    const before = menuRenders.count;
    act(() => store.togglePeriod(PERIODS.findIndex((p) => p.key === 'modern')));
    act(() => store.setMode('whatif'));
    // The legend followed the state; the header did not render.
    expect(modern).not.toBeChecked();
    expect(menuRenders.count).toBe(before);
    act(() => store.setSearch('battle'));
    expect(menuRenders.count).toBeGreaterThan(before);
  });
});
