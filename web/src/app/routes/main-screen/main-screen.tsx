import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { SignInPopup } from '../../../features/auth/sign-in-popup';
import { SupportChat } from '../../../features/chat/support-chat';
import { useFirstVisit } from '../../../features/guide/first-visit';
import { StoryPlayer } from '../../../features/stories/story-player';
import { usePlayback } from '../../../features/timeline/use-playback';
import { saveLastMapView } from '../../../lib/last-map-view';
import { usePageMeta } from '../../../lib/page-meta';
import { useConnections } from '../../../map/use-connections';
import { Toast, useToast } from '../../../ui/toast';
import { AtlasUrlSync } from './atlas-url-sync';
import { createAtlasStore, type AtlasStore } from './atlas-store';
import { readCompareYears } from './compare-url';
import { LazyCompareStage, LazyMapStage } from './lazy-stages';
import { ScreenDialogs } from './screen-dialogs';
import { ScreenPanels } from './screen-panels';
import { AtlasContext, useAtlas, useAtlasStore } from './use-atlas';
import { useFeedData } from './use-feed-data';
import { useEditRequest } from './use-edit-request';
import { useJumpToEvent } from './use-jump-to-event';
import { useScreenSearch } from './use-screen-search';
import { useStoryStep } from './use-story-step';
import { useTimelineClearance } from './use-timeline-clearance';

/**
 * The main screen (/): the map with its events and the panels over it. Its state lives in one store
 * (atlas-store.ts) that the address follows (url-sync.ts); the parts of the screen read from it.
 */
export function MainScreen({ embed = false, storyId = null }: { embed?: boolean; storyId?: string | null }) {
  usePageMeta('Map of history', 'Travel from 3500 BCE to 2000 CE on a world map: real events, what-if stories, connections and search.');
  // A story's reader came for the story: the first visit's guide waits for a later visit.
  const firstVisit = useFirstVisit(!embed && !storyId);
  const editEventId = useEditRequest();
  const [store] = useState(() => createAtlasStore(window.location.search, { firstVisit, editEventId }));
  // Read before the address is rewritten without it: a compare value the screen cannot show.
  const [compareProblem] = useState(() => readCompareYears(new URLSearchParams(window.location.search).get('compare')).problem);
  return (
    <AtlasContext value={store}>
      <AtlasUrlSync store={store} />
      <KeepLastMapView store={store} />
      <Screen embed={embed} notice={compareProblem} storyId={storyId} />
    </AtlasContext>
  );
}

/** Keeps the map's view for the story editor's "Use current map view" (lib/last-map-view). Renders nothing. */
function KeepLastMapView({ store }: { store: AtlasStore }) {
  useEffect(() => {
    let saved: unknown = null;
    return store.subscribe(() => {
      const { view } = store.get();
      if (!view || view === saved) return;
      saved = view;
      saveLastMapView(view);
    });
  }, [store]);
  return null;
}

/**
 * The screen; the embed (/embed) leaves out the header, the sign-in popup, the chat and the guide.
 * With a story (/stories/<id>, /embed?story=<id>) its player sits over the map.
 */
function Screen({ embed, notice, storyId }: { embed: boolean; notice: string | null; storyId: string | null }) {
  const feed = useFeedData(useAtlas((s) => s.mapDataVersion));
  const text = useAtlas((s) => s.search);
  const searchIndex = useAtlas((s) => s.searchIndex);
  const showConnections = useAtlas((s) => s.showConnections);
  const search = useScreenSearch(text, searchIndex, feed);
  const { arcs, error: connectionsError } = useConnections(feed.points, showConnections, feed.rowOf);
  const mapRef = useRef<MapRef>(null);
  const jump = useJumpToEvent(mapRef);
  const toast = useToast(5000);
  // Here rather than in the timeline's panel: the guide starts it, and the sign-in popup waits for it.
  const playback = usePlayback(useAtlasStore().year);
  const compare = useAtlas((s) => s.compare);
  const showStep = useStoryStep(useAtlasStore(), mapRef, playback.pause);
  const openStoryEvent = useCallback((id: string) => void jump(id), [jump]);
  const layout = useRef<HTMLDivElement>(null);
  useTimelineClearance(layout, compare !== null);
  // Said once: why the address's compare value is not shown.
  const showToast = toast.show;
  useEffect(() => {
    if (notice) showToast(notice, 10_000);
  }, [notice, showToast]);
  return (
    <Layout ref={layout}>
      {compare ? <LazyCompareStage feed={feed} years={compare} /> : <LazyMapStage feed={feed} search={search} arcs={arcs} mapRef={mapRef} jump={jump} />}
      <ScreenPanels feed={feed} search={search} jump={jump} playback={playback} embed={embed} story={storyId !== null} onToast={toast.show} />
      {storyId && <StoryPlayer storyId={storyId} onStep={showStep} onOpenEvent={openStoryEvent} />}
      <ScreenDialogs jump={jump} onToast={toast.show} onPlay={playback.play} mapRef={mapRef} playback={playback} />
      {!embed && <SignInWhenIdle playing={playback.playing} />}
      {!embed && <SupportChat />}
      <Toast message={toast.message} tone={toast.tone} />
      {feed.error && <ErrorBanner role="alert">Error Loading Historical Events - Failed to load historical event data. Please try again later.</ErrorBanner>}
      {connectionsError && <ErrorBanner role="alert">Connections could not be loaded: {connectionsError.message}</ErrorBanner>}
    </Layout>
  );
}

/** The sign-in popup, held back while the visitor is busy: a dialog (the wizard too) open, or playback running. */
function SignInWhenIdle({ playing }: { playing: boolean }) {
  const dialog = useAtlas((s) => s.dialog);
  return <SignInPopup idle={!dialog && !playing} />;
}

const Layout = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
  /* Until measured (use-timeline-clearance): the timeline's reach on a desktop. */
  --timeline-top: 170px;
`;

const ErrorBanner = styled.div`
  position: absolute;
  top: 90px;
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;
