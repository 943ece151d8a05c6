/**
 * The Leaflet baseline page (issue 32): the product's points from /api/map/points as Leaflet
 * circle markers on one canvas (L.canvas), only those visible at the year shown
 * (visibleFrom <= year <= visibleTo), with a year slider whose ArrowRight steps as the product's
 * does. The bench serves it on the API's origin (leaflet-bench.ts), so the feed is same-origin.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Leaflet from 'leaflet';
import type { MapFeedOffsets } from '../../graphql-api/src/domain/map-feed-layout.js';
import { playbackStep } from '../../graphql-api/src/domain/visibility.js';

export interface LeafletPageOptions {
  /** The feed's column offsets for its event count (the domain layout, mapFeedOffsets). */
  offsets: MapFeedOffsets;
  year: number;
}

/** What the page adds to `window` besides the probes of map-tick-drawn.ts. */
interface LeafletWindow {
  L: typeof Leaflet;
  playbackStep(year: number): number;
  benchFramesDrawn(): number;
  benchFinishDrawing(): void;
  /** Markers on the canvas now. */
  benchMarkers(): number;
}

/** Colours per period index (bits 0-2 of the packed byte), so the canvas draws in several fills as the product does. */
const PERIOD_COLOURS = ['#b5651d', '#c0392b', '#8e44ad', '#2c3e50', '#16a085', '#d35400', '#2980b9', '#7f8c8d'];

/** Runs in the page (serialised into its HTML): loads the feed, draws the markers, binds the slider. */
function leafletScript({ offsets: o, year: startYear, colours }: LeafletPageOptions & { colours: string[] }): void {
  const w = window as unknown as LeafletWindow;
  const L = w.L;
  let drawn = 0;
  // Counts the canvas renderer's redraws (Leaflet redraws in an animation frame after layers change).
  const Renderer = L.Canvas.extend({
    _redraw(this: { _ctx: CanvasRenderingContext2D }) {
      (L.Canvas.prototype as unknown as { _redraw(): void })._redraw.call(this);
      drawn++;
    },
  }) as unknown as new () => Leaflet.Canvas;
  const renderer = new Renderer();
  const map = L.map('map', { renderer, zoomControl: false, attributionControl: false, fadeAnimation: false }).setView([20, 0], 2);
  w.benchFramesDrawn = () => drawn;
  // The canvas's drawing done: one pixel of it copied into a WebGL texture and read back (the copy
  // waits for the canvas's queued draws, the readback for the copy). Not getImageData: after a few
  // readbacks Chrome moves a 2D canvas off the GPU for good, and every tick then cost 4× the CPU.
  const probe = document.createElement('canvas').getContext('webgl2')!;
  probe.bindTexture(probe.TEXTURE_2D, probe.createTexture());
  probe.texImage2D(probe.TEXTURE_2D, 0, probe.RGBA, 1, 1, 0, probe.RGBA, probe.UNSIGNED_BYTE, null);
  probe.bindFramebuffer(probe.FRAMEBUFFER, probe.createFramebuffer());
  probe.framebufferTexture2D(probe.FRAMEBUFFER, probe.COLOR_ATTACHMENT0, probe.TEXTURE_2D, probe.getParameter(probe.TEXTURE_BINDING_2D) as WebGLTexture, 0);
  w.benchFinishDrawing = () => {
    // The renderer's canvas (made when the renderer joins the map).
    const canvas = (renderer as unknown as { _container: HTMLCanvasElement })._container;
    probe.texSubImage2D(probe.TEXTURE_2D, 0, 0, 0, 1, 1, probe.RGBA, probe.UNSIGNED_BYTE, canvas);
    probe.readPixels(0, 0, 1, 1, probe.RGBA, probe.UNSIGNED_BYTE, new Uint8Array(4));
  };

  const slider = document.getElementById('year')!;
  let year = startYear;
  const show = (y: number) => {
    slider.textContent = String(y);
    slider.setAttribute('aria-valuenow', String(y));
  };
  show(year);

  void fetch('/api/map/points')
    .then((r) => r.arrayBuffer())
    .then((buffer) => {
      const count = new Uint32Array(buffer, 0, 4)[2]!;
      const position = new Float32Array(buffer, o.position, 2 * count);
      const years = new Int16Array(buffer, o.years, 4 * count);
      const packed = new Uint8Array(buffer, o.packed, count);
      const from = (i: number) => years[4 * i + 2]!;
      const to = (i: number) => years[4 * i + 3]!;
      const visible = (i: number, y: number) => from(i) <= y && y <= to(i);
      // Events in order of the year they appear and of the year they go, so a tick visits only
      // those whose visibility can change between the two years.
      const byFrom = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => from(a) - from(b));
      const byTo = Uint32Array.from(byFrom).sort((a, b) => to(a) - to(b));
      const firstAtLeast = (order: Uint32Array, key: (i: number) => number, y: number) => {
        let [lo, hi] = [0, order.length];
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (key(order[mid]!) < y) lo = mid + 1;
          else hi = mid;
        }
        return lo;
      };
      const markers: (Leaflet.CircleMarker | undefined)[] = new Array<Leaflet.CircleMarker | undefined>(count);
      const shown = new Uint8Array(count);
      let shownCount = 0;
      w.benchMarkers = () => shownCount;
      const update = (i: number, y: number) => {
        const want = visible(i, y) ? 1 : 0;
        if (shown[i] === want) return;
        shown[i] = want;
        shownCount += want ? 1 : -1;
        if (!want) {
          map.removeLayer(markers[i]!);
          return;
        }
        markers[i] ??= L.circleMarker([position[2 * i + 1]!, position[2 * i]!], {
          renderer,
          radius: 3,
          stroke: false,
          fillColor: colours[packed[i]! & 7],
          fillOpacity: 0.8,
          interactive: false,
        });
        map.addLayer(markers[i]);
      };
      // Between years a < b an event's visibility changes only if it appears in (a, b] or goes in [a, b).
      const moveTo = (next: number) => {
        const [a, b] = [Math.min(year, next), Math.max(year, next)];
        for (let k = firstAtLeast(byFrom, from, a + 1); k < count && from(byFrom[k]!) <= b; k++) update(byFrom[k]!, next);
        for (let k = firstAtLeast(byTo, to, a); k < count && to(byTo[k]!) < b; k++) update(byTo[k]!, next);
        year = next;
        show(year);
      };
      for (let i = 0; i < count; i++) update(i, year);
      slider.addEventListener('keydown', (e) => {
        if (e.key === 'ArrowRight') moveTo(Math.min(2000, year + w.playbackStep(year)));
        if (e.key === 'ArrowLeft') moveTo(year - w.playbackStep(year - 1));
      });
      // The first frame with the markers, rasterised: the figure beside the product's first frame.
      requestAnimationFrame(() => {
        w.benchFinishDrawing();
        performance.mark('bench:leaflet-drawn');
      });
    });
}

const require = createRequire(import.meta.url);
const leafletFile = (name: string) => fs.readFileSync(require.resolve(`leaflet/dist/${name}`), 'utf8');

/** The page's files by name under the prefix it is served at: the HTML, Leaflet's script and its stylesheet. */
export function leafletPageFiles(options: LeafletPageOptions): Record<string, { body: string; contentType: string }> {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Leaflet baseline</title>
<link rel="stylesheet" href="leaflet.css">
<style>html, body, #map { margin: 0; height: 100%; } #year { position: absolute; top: 8px; left: 8px; z-index: 1000; background: #fff; padding: 4px 8px; }</style>
<script>var __name = (f) => f; var playbackStep = ${playbackStep.toString()};</script>
<script src="leaflet.js"></script>
</head><body><div id="map"></div><div id="year" role="slider" aria-label="Year" tabindex="0" aria-valuemin="-3500" aria-valuemax="2000"></div>
<script>(${leafletScript.toString()})(${JSON.stringify({ ...options, colours: PERIOD_COLOURS })});</script>
</body></html>`;
  return {
    page: { body: html, contentType: 'text/html' },
    'leaflet.js': { body: leafletFile('leaflet.js'), contentType: 'text/javascript' },
    'leaflet.css': { body: leafletFile('leaflet.css'), contentType: 'text/css' },
  };
}
