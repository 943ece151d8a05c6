import { formatYear, MAX_YEAR } from '@domain/time';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { YearStore } from '../../lib/year-store';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/panel';
import type { ToastTone } from '../../ui/toast';
import { clipFileName, type ClipRange } from './clip-range';
import { ClipSetupDialog } from './internal/clip-setup-dialog';
import { browserClipType, CLIP_UNSUPPORTED, recordClip } from './internal/clip-recorder';
import type { Speed } from './use-playback';

export interface ClipStudioProps {
  year: YearStore;
  /** The map to record, once it is ready. */
  getMap: () => MaplibreMap | null | undefined;
  /** The timeline's speed, which the form starts with. */
  speed: Speed;
  /** Before recording: stop the timeline's own playback, which would move the year too. */
  onStart: () => void;
  onToast: (text: string, ms?: number, tone?: ToastTone) => void;
  onClose: () => void;
}

interface Recording {
  range: ClipRange;
  done: number;
  total: number;
}

/** A century from the map's year, or the last century when the map is near 2000 CE. */
const startingRange = (year: number): ClipRange => (year + 100 <= MAX_YEAR ? { from: year, to: year + 100 } : { from: MAX_YEAR - 100, to: MAX_YEAR });

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Record clip (issue 29): the form, then the recording with its progress and Cancel, then the
 * download. Loaded on demand, with the recorder, when someone opens it: never in the map's bundle.
 */
export function ClipStudio({ year, getMap, speed, onStart, onToast, onClose }: ClipStudioProps) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [initialRange] = useState(() => startingRange(year.get()));
  const [unsupported] = useState(() => (browserClipType() ? null : CLIP_UNSUPPORTED));
  const abort = useRef<AbortController | null>(null);
  // Leaving the screen mid-recording cancels it.
  useEffect(() => () => abort.current?.abort(), []);

  const start = (range: ClipRange, clipSpeed: Speed) => {
    const map = getMap();
    if (!map) return onToast('The map is still loading: try again in a moment.', undefined, 'error');
    onStart();
    const controller = (abort.current = new AbortController());
    setRecording({ range, done: 0, total: 1 });
    const onProgress = (done: number, total: number) => setRecording({ range, done, total });
    recordClip({ map, year, range, speed: clipSpeed, onProgress, signal: controller.signal }).then(
      (blob) => {
        if (blob) {
          download(blob, clipFileName(range));
          onToast(`Clip saved: ${clipFileName(range)}`);
        } else onToast('Clip cancelled: nothing was recorded.');
        onClose();
      },
      (error: unknown) => {
        onToast(error instanceof Error ? error.message : 'The clip could not be recorded.', 8000, 'error');
        onClose();
      },
    );
  };

  if (!recording) return <ClipSetupDialog initialRange={initialRange} initialSpeed={speed} unsupported={unsupported} onRecord={start} onClose={onClose} />;
  const { range, done, total } = recording;
  return (
    <Progress $floating aria-label="Recording clip" data-testid="clip-progress">
      <strong>
        Recording {formatYear(range.from)} to {formatYear(range.to)}
      </strong>
      <progress aria-label="Clip progress" value={done} max={total} />
      <span>
        {done} of {total} years
      </span>
      <Button $size="sm" onClick={() => abort.current?.abort()}>
        Cancel
      </Button>
    </Progress>
  );
}

const Progress = styled(Panel)`
  position: absolute;
  z-index: 2;
  left: 50%;
  bottom: calc(var(--timeline-top, 170px) + 8px);
  transform: translateX(-50%);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: min(560px, calc(100% - 24px));
  padding: ${({ theme }) => theme.space(3)};
  progress {
    flex: 1;
    min-width: 120px;
  }
`;
