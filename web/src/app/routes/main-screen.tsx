import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { SignInPopup } from '../../features/auth/sign-in-popup';
import { SupportChat } from '../../features/chat/support-chat';
import { isFirstVisit, OnboardingGuide } from '../../features/guide/onboarding-guide';
import { SharePopover } from '../../features/share/share-popover';
import { UploadWizard } from '../../features/upload/upload-wizard';
import type { Shareable } from '../../features/share/share-links';
import { usePageMeta } from '../../features/site/site-layout';
import { EventBrowser } from '../../features/browser/event-browser';

type MainDialog = 'browse' | 'upload' | null;
import { EventDetailCard } from '../../features/event-detail/event-detail-card';
import { EventPopup } from '../../features/event-popup/event-popup';
import { PENDING_POPUP_MS } from '../../features/event-popup/popup-text';
import { AppHeader } from '../../features/header/app-header';
import { PeriodLegend } from '../../features/legend/period-legend';
import { SearchBox } from '../../features/search/search-box';
import { isSearchActive, useEventSearch } from '../../features/search/use-event-search';
import { densityBins, densityTable } from '../../features/timeline/density';
import { TimelineControl } from '../../features/timeline/timeline-control';
import { usePlayback } from '../../features/timeline/use-playback';
import { Toast, useToast } from '../../features/toast/toast';
import { derivedValue } from '../../lib/external-value';
import { flyToEvent } from '../../map/camera';
import { buildFeedIdIndex } from '../../map/feed-id-index';
import { eventIdAt } from '../../map/map-feed';
import { MapView } from '../../map/map-view';
import { useConnections } from '../../map/use-connections';
import { useEventLayers } from '../../map/use-event-layers';
import { useMapPoints } from '../../map/use-map-points';
import { buildVisibleCounter } from '../../map/visible-count';
import { useAtlasState } from './use-atlas-state';
import { useJumpToEvent } from './use-jump-to-event';

/** The main screen (/): the map with its events and the panels over it. */
export function MainScreen() {
  usePageMeta('Map of history', 'Travel from 3500 BCE to 2000 CE on a world map: real events, what-if stories, connections and search.');
  const { points, feed, ids, error } = useMapPoints();
  const atlas = useAtlasState();
  const { state, year, setMode, togglePeriod, openEvent, setSearch, setView } = atlas;
  const playback = usePlayback(year);
  const [showConnections, setShowConnections] = useState(false);
  const [dialog, setDialog] = useState<MainDialog>(null);
  const toast = useToast(5000);
  const [guideOpen, setGuideOpen] = useState(isFirstVisit);
  const [shareEvent, setShareEvent] = useState<Shareable | null>(null);
  const mapRef = useRef<MapRef>(null);
  const jump = useJumpToEvent(mapRef, atlas.jumpTo);
  const [mapReady, setMapReady] = useState(false);

  // Finding a feed row by event id, built the first time something asks (search, arcs).
  const rowOf = useMemo(() => {
    if (!ids) return null;
    let index: ((id: string) => number | null) | null = null;
    return (id: string) => (index ??= buildFeedIdIndex(ids))(id);
  }, [ids]);

  // Search: server results become a hit column the GPU filter reads (period and time filters skipped).
  const [searchIndex, setSearchIndex] = useState(0);
  const search = useEventSearch(state.search);
  const searchActive = isSearchActive(state.search);
  const { searchHits, searchVersion } = useSearchHits(points?.count ?? 0, searchActive ? (search.results ?? []) : null, rowOf);
  const current = searchActive ? search.results?.[Math.min(searchIndex, (search.results?.length ?? 1) - 1)] : undefined;
  useEffect(() => {
    if (!current || !mapReady) return;
    flyToEvent(mapRef.current, { latitude: current.latitude, longitude: current.longitude });
    openEvent(current.id);
  }, [current, mapReady, openEvent]);

  const { arcs, error: connectionsError } = useConnections(points, showConnections, rowOf);
  // Everything the map filter reads but the year: the year is a store, so a tick renders nothing here.
  const filter = useMemo(() => ({ mode: state.mode, periods: state.periods, searchActive }), [state.mode, state.periods, searchActive]);
  const highlighted = current && rowOf ? rowOf(current.id) : null;
  const { scene, feedIndexOf } = useEventLayers({ points, layerData: feed, filter, searchHits, searchVersion, highlightedFeedIndex: highlighted, arcs });
  // The visible count follows the same rules as the GPU filter, from per-year tables built at load.
  const counter = useMemo(() => (points ? buildVisibleCounter(points) : null), [points]);
  const visibleCount = useMemo(() => derivedValue(year, (y) => (counter ? counter.count({ ...filter, year: y }, searchHits) : null)), [year, counter, filter, searchHits]);
  const onMapLoad = useCallback(() => setMapReady(true), []);
  const loaded = points !== null;
  const onLayersDrawn = useCallback(() => {
    // The first frame with the feed's layers: their attributes are on the GPU (read by the benchmark).
    if (loaded && performance.getEntriesByName('atlas:events-on-gpu').length === 0) performance.mark('atlas:events-on-gpu');
  }, [loaded]);
  const densities = useMemo(() => (points ? densityTable(points) : null), [points]);
  const density = useMemo(() => (densities ? densityBins(densities, state.mode, state.periods) : null), [densities, state.mode, state.periods]);

  // Popups: a click opens one at once (with the card); resting on an event opens one after 1 s.
  const [popupId, setPopupId] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
  };
  const eventAt = (layerId: string, index: number) => {
    const feedIndex = feedIndexOf(layerId, index);
    return ids && feedIndex !== null ? eventIdAt(ids, feedIndex) : null;
  };
  const onPick = (layerId: string, index: number) => {
    const id = eventAt(layerId, index);
    if (!id) return;
    cancelPending();
    setPopupId(id);
    openEvent(id);
  };
  const onHover = (target: { layerId: string; index: number } | null) => {
    cancelPending();
    const id = target && eventAt(target.layerId, target.index);
    if (id && id !== popupId) pending.current = setTimeout(() => setPopupId(id), PENDING_POPUP_MS);
  };
  useEffect(() => cancelPending, []);

  // A shared link (?event=) without a saved map view jumps to its event once.
  const jumped = useRef(false);
  useEffect(() => {
    if (jumped.current || !mapReady || !state.eventId || state.view || searchActive) return;
    jumped.current = true;
    void jump(state.eventId);
  }, [mapReady, state.eventId, state.view, searchActive, jump]);

  const openUpload = useCallback(() => setDialog('upload'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeCard = useCallback(() => openEvent(null), [openEvent]);
  const jumpToLinked = useCallback((id: string) => void jump(id), [jump]);


  return (
    <Screen>
      <MapView scene={scene} year={year} onLayersDrawn={onLayersDrawn} onPick={onPick} onHover={onHover} mapRef={mapRef} onLoad={onMapLoad} initialView={state.view} onViewChange={setView}>
        {popupId && (
          <EventPopup
            key={popupId}
            eventId={popupId}
            onClose={() => setPopupId(null)}
            onAddStory={openUpload}
            onShare={setShareEvent}
          />
        )}
      </MapView>
      <AppHeader
        search={
          <SearchBox
            text={state.search}
            onTextChange={setSearch}
            results={search.results}
            loading={search.loading}
            error={search.error}
            index={searchIndex}
            onIndexChange={setSearchIndex}
          />
        }
        onBrowse={() => setDialog('browse')}
        onUpload={() => setDialog('upload')}
        onHelp={() => setGuideOpen(true)}
      />
      <PeriodLegend
        visibleCount={visibleCount}
        selected={state.periods}
        onToggle={togglePeriod}
        showConnections={showConnections}
        onShowConnectionsChange={setShowConnections}
        totalCount={points?.count ?? null}
        onAddEvent={openUpload}
      />
      <TimelineControl
        year={year}
        mode={state.mode}
        onModeChange={setMode}
        playing={playback.playing}
        onPlay={playback.play}
        onPause={playback.pause}
        onReset={playback.reset}
        speed={playback.speed}
        onSpeedChange={playback.setSpeed}
        density={density}
      />
      {state.eventId && <EventDetailCard eventId={state.eventId} onClose={closeCard} onJump={jumpToLinked} />}
      {dialog === 'browse' && (
        <EventBrowser
          onClose={closeDialog}
          onJump={(id) => {
            closeDialog();
            void jump(id);
          }}
        />
      )}
      {dialog === 'upload' && <UploadWizard onClose={closeDialog} onToast={toast.show} />}
      <SignInPopup />
      {guideOpen && <OnboardingGuide onClose={() => setGuideOpen(false)} />}
      {shareEvent && <SharePopover event={shareEvent} onClose={() => setShareEvent(null)} onToast={toast.show} />}
      <SupportChat />
      <Toast message={toast.message} />
      {error && <ErrorBanner role="alert">Error Loading Historical Events - Failed to load historical event data. Please try again later.</ErrorBanner>}
      {connectionsError && <ErrorBanner role="alert">Connections could not be loaded: {connectionsError.message}</ErrorBanner>}
    </Screen>
  );
}

/** A 0/1 column over the feed rows marking the search results; its version changes with the results. */
function useSearchHits(count: number, results: readonly { id: string }[] | null | undefined, rowOf: ((id: string) => number | null) | null) {
  const version = useRef(0);
  return useMemo(() => {
    version.current++;
    if (!results || !rowOf) return { searchHits: null, searchVersion: version.current };
    const hits = new Uint8Array(count);
    for (const r of results) {
      const row = rowOf(r.id);
      if (row !== null) hits[row] = 1;
    }
    return { searchHits: hits, searchVersion: version.current };
  }, [count, results, rowOf]);
}

const Screen = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
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
