import { formatYear } from '@domain/time';
import { useCallback, useMemo, useState } from 'react';
import { compareCounts } from '../../../features/compare/compare-counts';
import { EventDetailCard } from '../../../features/event-detail/event-detail-card';
import { AppHeader } from '../../../features/header/app-header';
import { PeriodLegend } from '../../../features/legend/period-legend';
import { SearchBox } from '../../../features/search/search-box';
import { densityBins } from '../../../features/timeline/density';
import { TimelineControl } from '../../../features/timeline/timeline-control';
import type { Playback } from '../../../features/timeline/use-playback';
import { derivedValue } from '../../../lib/external-value';
import { defaultCompareYears } from './compare-url';
import { EmbedBar } from '../embed/embed-bar';
import { useAtlas, useAtlasStore } from './use-atlas';
import type { FeedData } from './use-feed-data';
import type { ScreenSearch } from './use-screen-search';

export interface ScreenPanelsProps {
  feed: FeedData;
  search: ScreenSearch;
  jump: (id: string) => Promise<boolean>;
  playback: Playback;
  /** The embed page: its bar instead of the header, and panels that fold away. */
  embed?: boolean;
  /** A story plays: its player takes the legend's place (each step sets the periods itself). */
  story?: boolean;
  onToast: (text: string) => void;
}

/** The panels over the map: header with search, period legend, timeline, event detail card. */
export function ScreenPanels({ feed, search, jump, playback, embed = false, story = false, onToast }: ScreenPanelsProps) {
  const store = useAtlasStore();
  const mode = useAtlas((s) => s.mode);
  const periods = useAtlas((s) => s.periods);
  const text = useAtlas((s) => s.search);
  const searchIndex = useAtlas((s) => s.searchIndex);
  const showConnections = useAtlas((s) => s.showConnections);
  const eventId = useAtlas((s) => s.eventId);
  // The compare view has its own bar where the timeline is, and the legend counts each side at its year.
  const compare = useAtlas((s) => s.compare);
  const comparing = compare !== null;
  const { counter, densities, points } = feed;
  const [panelsOpen, setPanelsOpen] = useState(true);
  const showPanels = !embed || panelsOpen;

  // The visible count follows the same rules as the GPU filter, from per-year tables built at load;
  // it changes with the year outside React state.
  const hits = search.hits.column;
  const visibleCount = useMemo(
    () => derivedValue(store.year, (year) => (counter ? counter.count({ mode, periods, searchActive: search.active, year }, hits) : null)),
    [store.year, counter, mode, periods, search.active, hits],
  );
  const compareSides = useMemo(() => {
    if (!compare) return null;
    const counts = compareCounts(counter, compare, mode, periods);
    return (['left', 'right'] as const).map((key, i) => ({ key, year: formatYear(compare[i]!), count: counts[i] ?? null }));
  }, [compare, counter, mode, periods]);
  const density = useMemo(() => (densities ? densityBins(densities, mode, periods) : null), [densities, mode, periods]);
  // Stable callbacks: the header, the legend, the timeline and the card are memoised on their props.
  const openUpload = useCallback(() => store.openDialog({ kind: 'upload' }), [store]);
  const closeCard = useCallback(() => store.openEvent(null), [store]);
  const jumpToLinked = useCallback((id: string) => void jump(id), [jump]);
  const openEditor = useCallback((id: string) => store.openDialog({ kind: 'edit', eventId: id }), [store]);
  const openClip = useCallback(() => store.openDialog({ kind: 'clip' }), [store]);
  const openBrowse = useCallback(() => store.openDialog({ kind: 'browse' }), [store]);
  const openGuide = useCallback(() => store.openDialog({ kind: 'guide' }), [store]);
  const openAdmin = useCallback(() => store.openDialog({ kind: 'admin' }), [store]);
  const { results, loading, error } = search;
  // The header is memoised on its props: its search box is a new element only when the search changes.
  const searchBox = useMemo(
    () => (
      <SearchBox
        text={text}
        onTextChange={store.setSearch}
        results={results}
        loading={loading}
        error={error}
        index={searchIndex}
        onIndexChange={store.setSearchIndex}
      />
    ),
    [store, text, results, loading, error, searchIndex],
  );
  const { pause } = playback;
  const openCompare = useCallback(() => {
    pause();
    store.setCompare(defaultCompareYears(store.year.get()));
  }, [store, pause]);

  return (
    <>
      {embed ? (
        <EmbedBar panelsOpen={panelsOpen} onTogglePanels={() => setPanelsOpen(!panelsOpen)} />
      ) : (
        <AppHeader search={searchBox} onBrowse={openBrowse} onUpload={openUpload} onHelp={openGuide} onOpenAdmin={openAdmin} />
      )}
      {showPanels && !story && (
        <PeriodLegend
          visibleCount={visibleCount}
          sides={compareSides}
          selected={periods}
          onToggle={store.togglePeriod}
          showConnections={showConnections}
          onShowConnectionsChange={store.setShowConnections}
          totalCount={points?.count ?? null}
          onAddEvent={openUpload}
          playing={playback.playing}
        />
      )}
      {!comparing && showPanels && (
        <TimelineControl
          year={store.year}
          mode={mode}
          onModeChange={store.setMode}
          playing={playback.playing}
          onPlay={playback.play}
          onPause={playback.pause}
          onReset={playback.reset}
          speed={playback.speed}
          onSpeedChange={playback.setSpeed}
          density={density}
          onRecordClip={openClip}
          onCompare={openCompare}
        />
      )}
      {eventId && (
        <EventDetailCard
          eventId={eventId}
          onClose={closeCard}
          onJump={jumpToLinked}
          onEdit={openEditor}
          onToast={onToast}
          onDataChanged={store.mapDataChanged}
        />
      )}
    </>
  );
}
