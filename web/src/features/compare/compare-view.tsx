import type { TimelineMode } from '@domain/enums';
import { formatYear } from '@domain/time';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import type { LoadedFeed } from '../../map/feed-loader';
import type { MapPoints } from '../../map/map-feed';
import type { VisibleCounter } from '../../map/visible-count';
import { compareCounts } from './compare-counts';
import { CompareBar } from './internal/compare-bar';
import { CompareDivider } from './internal/compare-divider';
import { CompareSide } from './internal/compare-side';
import { syncMaps } from './internal/sync-maps';

/** The two years, left then right. */
export type YearPair = readonly [number, number];
type MapViewState = { latitude: number; longitude: number; zoom: number };

export interface CompareViewProps {
  years: YearPair;
  onYearsChange: (years: YearPair) => void;
  onClose: () => void;
  points: MapPoints | null;
  layerData: LoadedFeed | null;
  /** Counts each side's visible events (null while the feed loads). */
  counter: VisibleCounter | null;
  mode: TimelineMode;
  periods: number[];
  initialView: MapViewState | null;
  onViewChange: (view: MapViewState) => void;
}

/**
 * Two dates side by side (issue 29): a map at each year, one over the other, the right one shown
 * right of a swipe divider. Both move together; the mode and periods apply to both.
 */
export function CompareView({ years, onYearsChange, onClose, points, layerData, counter, mode, periods, initialView, onViewChange }: CompareViewProps) {
  const [split, setSplit] = useState(0.5);
  const left = useRef<MapRef>(null);
  const right = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(0);
  const onLoad = useCallback(() => setLoaded((n) => n + 1), []);
  // Once both maps are ready, each follows the other (the right one reports the view for the address).
  useEffect(() => {
    const maps = [left.current?.getMap(), right.current?.getMap()];
    if (loaded < 2 || !maps[0] || !maps[1]) return;
    return syncMaps([maps[0], maps[1]]);
  }, [loaded]);
  const filter = useMemo(() => ({ mode, periods, searchActive: false }), [mode, periods]);
  const counts = compareCounts(counter, years, mode, periods);
  const [leftYear, rightYear] = years.map(formatYear) as [string, string];
  const side = { points, layerData, filter, initialView, onLoad };
  return (
    <>
      <Stage data-testid="compare-view" role="region" aria-label={`Compare ${leftYear} and ${rightYear}`}>
        <CompareSide year={years[0]} mapRef={left} {...side} />
        <Clip style={{ clipPath: `inset(0 0 0 ${split * 100}%)` }}>
          <CompareSide year={years[1]} mapRef={right} onViewChange={onViewChange} {...side} />
        </Clip>
        <YearTag $side="left" style={{ right: `${(1 - split) * 100}%` }}>
          {leftYear}
        </YearTag>
        <YearTag $side="right" style={{ left: `${split * 100}%` }}>
          {rightYear}
        </YearTag>
        <CompareDivider split={split} onSplitChange={setSplit} leftLabel={leftYear} rightLabel={rightYear} />
      </Stage>
      <CompareBar years={years} counts={counts} onYearsChange={onYearsChange} onClose={onClose} />
    </>
  );
}

const Stage = styled.div`
  position: absolute;
  inset: 0;
  isolation: isolate;
  z-index: 0;
  overflow: hidden;
`;

/** The right map: clipped left of the divider, where the pointer then reaches the left map under it. */
const Clip = styled.div`
  position: absolute;
  inset: 0;
`;

const YearTag = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  z-index: 1;
  top: 84px;
  margin: 0 18px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-weight: 700;
  white-space: nowrap;
  pointer-events: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: 64px;
    margin: 0 8px;
    font-size: 0.85rem;
  }
`;
