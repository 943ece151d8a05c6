import type { TimelineMode } from '@domain/enums';
import { clampYear, formatYear, MAX_YEAR, MIN_YEAR } from '@domain/time';
import { playbackStep } from '@domain/visibility';
import { memo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useExternalValueEffect, writeText } from '../../lib/external-value';
import type { YearStore } from '../../lib/year-store';
import { Button, IconButton } from '../../ui/button';
import { Select } from '../../ui/choice-fields';
import { Panel } from '../../ui/panel';
import { DensityHistogram } from './internal/density-histogram';
import { SPEEDS, type Speed } from './use-playback';

export interface TimelineControlProps {
  /** The year, set by the track and the keys; on a change the badge and the track update their DOM directly. */
  year: YearStore;
  mode: TimelineMode;
  onModeChange: (mode: TimelineMode) => void;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onReset: () => void;
  speed: Speed;
  onSpeedChange: (speed: Speed) => void;
  /** Events per span of the timeline, drawn behind the track (null while loading). */
  density?: Uint32Array | null;
  /** Opens Record clip (issue 29); without it the button is not there. */
  onRecordClip?: () => void;
  /** Opens the compare view of two years; without it the button is not there. */
  onCompare?: () => void;
}

const SPAN = MAX_YEAR - MIN_YEAR;
const LABEL_YEARS = [-3500, -2500, -1500, -500, 500, 1500, 2000];
const fraction = (year: number) => (year - MIN_YEAR) / SPAN;

/** The year a key moves to from `year`, or undefined for other keys. Year 0 is skipped. */
export function yearAfterKey(key: string, year: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: year + playbackStep(year),
    ArrowUp: year + playbackStep(year),
    ArrowLeft: year - playbackStep(year - 1),
    ArrowDown: year - playbackStep(year - 1),
    PageUp: year + 100,
    PageDown: year - 100,
    Home: MIN_YEAR,
    End: MAX_YEAR,
  };
  const next = moves[key];
  if (next === undefined) return undefined;
  // Stepping across year 0 lands on 1 CE or 1 BCE, never on 0.
  return next === 0 ? (next > year ? 1 : -1) : clampYear(next);
}

/** The timeline scrubber: mode switch, play/pause, reset, speed, and a keyboard-operable slider. */
export const TimelineControl = memo(function TimelineControl(props: TimelineControlProps) {
  return (
    <Box $floating aria-label="Timeline" data-timeline>
      <Row>
        <Toggle role="group" aria-label="Mode">
          {(['real', 'whatif'] as const).map((m) => (
            <ToggleButton key={m} aria-pressed={props.mode === m} $active={props.mode === m} onClick={() => props.onModeChange(m)}>
              {m === 'real' ? 'Real' : 'What-If'}
            </ToggleButton>
          ))}
        </Toggle>
        <IconButton $diameter={34} onClick={props.playing ? props.onPause : props.onPlay} aria-label={props.playing ? 'Pause' : 'Play'}>
          {props.playing ? '❚❚' : '▶'}
        </IconButton>
        <IconButton $diameter={34} onClick={props.onReset} aria-label="Reset">
          ↺
        </IconButton>
        <SpeedSelect aria-label="Playback speed" value={props.speed} onChange={(e) => props.onSpeedChange(Number(e.target.value) as Speed)}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </SpeedSelect>
        {props.onRecordClip && (
          <Button $size="sm" onClick={props.onRecordClip}>
            <RecordDot aria-hidden>● </RecordDot>Record clip
          </Button>
        )}
        {props.onCompare && (
          <Button $size="sm" onClick={props.onCompare}>
            <span aria-hidden>◧ </span>Compare
          </Button>
        )}
        <CurrentYear year={props.year} />
      </Row>
      {props.density && <DensityHistogram bins={props.density} />}
      <YearTrack year={props.year} playing={props.playing} onPlay={props.onPlay} onPause={props.onPause} />
      <Labels aria-hidden>
        {LABEL_YEARS.map((y) => (
          <Label key={y} style={{ left: `${fraction(y) * 100}%` }}>
            {formatYear(y)}
          </Label>
        ))}
      </Labels>
    </Box>
  );
});

function CurrentYear({ year }: { year: YearStore }) {
  const badge = useRef<HTMLOutputElement>(null);
  useExternalValueEffect(year, (y) => writeText(badge.current, formatYear(y)));
  return <YearBadge ref={badge} aria-live="off" data-testid="current-year" />;
}

interface YearTrackProps {
  year: YearStore;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
}

/** The slider: pointer and keys set the year store; the value and the handle follow it directly. */
function YearTrack({ year: store, playing, onPlay, onPause }: YearTrackProps) {
  const track = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  useExternalValueEffect(store, (year) => {
    track.current?.setAttribute('aria-valuenow', String(year));
    track.current?.setAttribute('aria-valuetext', formatYear(year));
    if (fill.current) fill.current.style.width = `${fraction(year) * 100}%`;
    if (handle.current) handle.current.style.left = `${fraction(year) * 100}%`;
  });

  const yearAt = (clientX: number) => {
    const rect = track.current!.getBoundingClientRect();
    const f = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    return clampYear(MIN_YEAR + f * SPAN);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    store.set(yearAt(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) store.set(yearAt(e.clientX));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      if (playing) onPause();
      else onPlay();
      return;
    }
    const next = yearAfterKey(e.key, store.get());
    if (next === undefined) return;
    e.preventDefault();
    store.set(next);
  };

  return (
    <Track
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label="Year"
      aria-valuemin={MIN_YEAR}
      aria-valuemax={MAX_YEAR}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
      data-testid="timeline-track"
    >
      <Fill ref={fill} />
      <Handle ref={handle} data-testid="timeline-handle" />
    </Track>
  );
}

const Box = styled(Panel)`
  position: absolute;
  z-index: 1;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  transform: translateX(-50%);
  width: min(820px, calc(100% - 24px));
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    bottom: 6px;
    width: calc(100% - 12px);
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Toggle = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

const ToggleButton = styled(Button)<{ $active: boolean }>`
  border: 0;
  border-radius: 0;
  background: ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
`;

const SpeedSelect = styled(Select)`
  flex: none;
  padding: 5px;
`;

const YearBadge = styled.output`
  margin-left: auto;
  font-size: 1.3rem;
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 1.05rem;
  }
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  position: relative;
  height: 10px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 4px;
  }
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: 5px;
  background: linear-gradient(90deg, #4c1d95, #8b5cf6, #3b82f6, #10b981, #f97316, #ec4899, #ef4444);
`;

const Handle = styled.div`
  position: absolute;
  top: 50%;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: #fff;
  border: 3px solid ${({ theme }) => theme.colors.accent};
  transform: translate(-50%, -50%);
`;

const Labels = styled.div`
  position: relative;
  height: 14px;
  margin-top: 8px;
  font-size: 0.7rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Label = styled.span`
  position: absolute;
  transform: translateX(-50%);
  white-space: nowrap;
  /* On a phone only the ends and the middle of the timeline are labelled, so labels never overlap. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    &:nth-child(2),
    &:nth-child(3),
    &:nth-child(4),
    &:nth-child(6) {
      display: none;
    }
    &:first-child {
      transform: none;
    }
    &:last-child {
      transform: translateX(-100%);
    }
  }
`;

const RecordDot = styled.span`
  color: #ef4444;
`;
