import { formatYear } from '@domain/time';
import { PLAYBACK_TICK_MS } from '@domain/visibility';
import fixWebmDuration from 'fix-webm-duration';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { YearStore } from '../../../lib/year-store';
import { clipYears, type ClipRange } from '../clip-range';
import { clipFrameSize, composeFrame } from './clip-frame';

/** WebM codecs in order of preference: VP8 encodes fastest in software, and every WebM player plays it. */
const WEBM_TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'];
const FRAMES_PER_SECOND = 30;

export const CLIP_UNSUPPORTED = 'This browser cannot record video clips: it has no WebM recorder (MediaRecorder). Try a recent Chrome, Edge or Firefox.';

type RecorderClass = Pick<typeof MediaRecorder, 'isTypeSupported'>;

/** The WebM type this browser records, or null when it cannot record one. */
export function pickClipType(recorder: RecorderClass | undefined, canCapture: boolean): string | null {
  if (!recorder || !canCapture) return null;
  return WEBM_TYPES.find((type) => recorder.isTypeSupported(type)) ?? null;
}

export const browserClipType = () =>
  pickClipType(globalThis.MediaRecorder, typeof HTMLCanvasElement !== 'undefined' && 'captureStream' in HTMLCanvasElement.prototype);

export interface RecordClipOptions {
  map: MaplibreMap;
  year: YearStore;
  range: ClipRange;
  /** One of the timeline's speeds: a year lasts PLAYBACK_TICK_MS / speed. */
  speed: number;
  /** After each year is shown: how many of the clip's years are done. */
  onProgress: (done: number, total: number) => void;
  /** Cancel: recording stops and nothing is returned. */
  signal: AbortSignal;
}

/** Waits `ms`, or less when the signal aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The map's layers as drawable images. The basemap's WebGL canvas is cleared once the browser has
 * shown it (MapLibre does not keep its drawing buffer, which would slow every frame), so it is
 * copied right after MapLibre draws, in its render event; deck.gl keeps its buffer (luma.gl's
 * preserveDrawingBuffer), so its canvas is read as it is.
 */
function mapLayers(map: MaplibreMap) {
  const mapCanvas = map.getCanvas();
  const basemap = document.createElement('canvas');
  basemap.width = mapCanvas.width;
  basemap.height = mapCanvas.height;
  const copy = () => basemap.getContext('2d')?.drawImage(mapCanvas, 0, 0);
  map.on('render', copy);
  map.triggerRepaint();
  const overlays = [...map.getContainer().querySelectorAll('canvas')].filter((c) => c !== mapCanvas);
  return { images: [basemap, ...overlays], stop: () => void map.off('render', copy) };
}

/**
 * Plays the range on the map as playback would and records it as WebM: every animation frame
 * composes the basemap, the events and the year into one canvas that MediaRecorder captures.
 * Resolves with the file (its duration written in, which MediaRecorder leaves out), or null when
 * cancelled; the year is then put back where it was.
 */
export async function recordClip({ map, year, range, speed, onProgress, signal }: RecordClipOptions): Promise<Blob | null> {
  const mimeType = browserClipType();
  if (!mimeType) throw new Error(CLIP_UNSUPPORTED);
  const yearBefore = year.get();
  const years = clipYears(range);
  const frame = document.createElement('canvas');
  Object.assign(frame, clipFrameSize(map.getCanvas().width, map.getCanvas().height));
  const ctx = frame.getContext('2d')!;
  const stream = frame.captureStream(FRAMES_PER_SECOND);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 4_000_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  year.set(range.from);
  const layers = mapLayers(map);
  let animation = 0;
  const draw = () => {
    composeFrame(ctx, layers.images, formatYear(year.get()));
    animation = requestAnimationFrame(draw);
  };
  try {
    // Two frames for the first year's events and basemap copy to be drawn before recording starts.
    await pause(2 * (1000 / FRAMES_PER_SECOND), signal);
    draw();
    recorder.start(250);
    const started = performance.now();
    for (const [i, y] of years.entries()) {
      if (signal.aborted) break;
      year.set(y);
      onProgress(i + 1, years.length);
      await pause(PLAYBACK_TICK_MS / speed, signal);
    }
    const duration = performance.now() - started;
    recorder.stop();
    await stopped;
    if (signal.aborted) {
      year.set(yearBefore);
      return null;
    }
    return await fixWebmDuration(new Blob(chunks, { type: 'video/webm' }), duration, { logger: false });
  } finally {
    cancelAnimationFrame(animation);
    layers.stop();
    for (const track of stream.getTracks()) track.stop();
  }
}
