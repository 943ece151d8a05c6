import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../../lib/current-user';
import { usePlayback } from '../../../features/timeline/use-playback';
import { fakeApolloClient, renderUi } from '../../../test/render';
import { createAtlasStore, type AtlasStore } from './atlas-store';
import { ScreenDialogs } from './screen-dialogs';
import { AtlasContext } from './use-atlas';

// The wizard's place step draws a map, which needs WebGL; the test DOM has none.
vi.mock('../../../features/upload/internal/place-picker', () => ({ PlacePicker: () => null }));

function Dialogs({ store, onPlay }: { store: AtlasStore; onPlay: () => void }) {
  const playback = usePlayback(store.year);
  return <ScreenDialogs jump={() => Promise.resolve(true)} onToast={() => {}} onPlay={onPlay} mapRef={createRef<MapRef>()} playback={playback} />;
}

function renderDialogs(store: AtlasStore, onPlay = () => {}) {
  return renderUi(
    <AtlasContext value={store}>
      <Dialogs store={store} onPlay={onPlay} />
    </AtlasContext>,
    { client: fakeApolloClient({}).client },
  );
}

// Each dialog's code loads when it first opens (issue 32): opening one still shows it.
describe('ScreenDialogs, loaded on first use', () => {
  beforeEach(() => {
    // A visitor who is not signed in: GET /api/user answers 401.
    forgetCurrentUser();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 401 })));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it("shows a first visit's guide, and its close starts playback", async () => {
    const store = createAtlasStore('', { firstVisit: true });
    const onPlay = vi.fn();
    renderDialogs(store, onPlay);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Epoch Atlas' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Guide' }));
    expect(store.get().dialog).toBeNull();
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it('opens the upload wizard when asked, and nothing before', { timeout: 15_000 }, async () => {
    const store = createAtlasStore('');
    renderDialogs(store);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.openDialog({ kind: 'upload' }));
    expect(await screen.findByRole('dialog', { name: /^Upload Event/ }, { timeout: 5000 })).toBeInTheDocument();
    act(() => store.closeDialog());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
