import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { EventDetailCard } from '../../features/event-detail/event-detail-card';
import { PeriodLegend } from '../../features/legend/period-legend';
import { TimelineControl } from '../../features/timeline/timeline-control';
import { usePlayback } from '../../features/timeline/use-playback';
import { eventIdAt } from '../../map/map-feed';
import { MapView } from '../../map/map-view';
import { useEventLayers } from '../../map/use-event-layers';
import { useMapPoints } from '../../map/use-map-points';
import { useAtlasState } from './use-atlas-state';

/** The main screen (/): the map with its events and the panels over it. */
export function MainScreen() {
  const { points, error } = useMapPoints();
  const { state, setYear, setMode, togglePeriod, openEvent } = useAtlasState();
  const playback = usePlayback(state.year, setYear);
  const [showConnections, setShowConnections] = useState(false);

  // The visible count comes from the GPU filter of each layer (DataFilterExtension countItems).
  const counts = useRef(new Map<string, number>());
  const [visibleCount, setVisibleCount] = useState<number | null>(null);
  const onVisibleCount = useCallback((layerId: string, count: number) => {
    counts.current.set(layerId, count);
    if (counts.current.size === 2) setVisibleCount([...counts.current.values()].reduce((a, b) => a + b, 0));
  }, []);

  const filter = useMemo(() => ({ year: state.year, mode: state.mode, periods: state.periods, searchActive: false }), [state.year, state.mode, state.periods]);
  const { layers, feedIndexOf } = useEventLayers({ points, filter, searchHits: null, searchVersion: 0, highlightedFeedIndex: null, onVisibleCount });

  const onPick = useCallback(
    (layerId: string, index: number) => {
      const feedIndex = feedIndexOf(layerId, index);
      if (points && feedIndex !== null) openEvent(eventIdAt(points, feedIndex));
    },
    [points, feedIndexOf, openEvent],
  );

  return (
    <Screen>
      <MapView layers={layers} onPick={onPick} />
      <Header>
        <Brand>Epoch Atlas</Brand>
        <Tagline>People&apos;s stories in the context of history</Tagline>
      </Header>
      <PeriodLegend
        selected={state.periods}
        onToggle={togglePeriod}
        showConnections={showConnections}
        onShowConnectionsChange={setShowConnections}
        visibleCount={points ? visibleCount : null}
        totalCount={points?.count ?? null}
        onAddEvent={() => document.dispatchEvent(new CustomEvent('epoch-atlas:upload'))}
      />
      <TimelineControl
        year={state.year}
        onYearChange={(y) => setYear(() => y)}
        mode={state.mode}
        onModeChange={setMode}
        playing={playback.playing}
        onPlay={playback.play}
        onPause={playback.pause}
        onReset={playback.reset}
        speed={playback.speed}
        onSpeedChange={playback.setSpeed}
      />
      {state.eventId && <EventDetailCard eventId={state.eventId} onClose={() => openEvent(null)} />}
      {error && <ErrorBanner role="alert">Error Loading Historical Events - Failed to load historical event data. Please try again later.</ErrorBanner>}
    </Screen>
  );
}

const Screen = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
`;

const Header = styled.header`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 1.2rem;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBanner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;
