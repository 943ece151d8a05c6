import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { BASEMAP_URL } from './basemap';
import { DETAIL_KINDS, DETAIL_ZOOM, type DetailCell, type DetailKind } from './basemap-layers';

/** The side of a detail cell in degrees, as web/scripts/basemap-geometry.mjs cuts them. */
export const CELL_DEGREES = 15;
/** More cells than this in view means the map is zoomed out past the detail: load none. */
const MAX_CELLS = 30;

/** The cells (their file names) that a view's bounds touch, longitudes wrapped into -180..180. */
export function cellsInView(west: number, south: number, east: number, north: number): string[] {
  const rows = [Math.floor((Math.max(-90, south) + 90) / CELL_DEGREES), Math.floor((Math.min(89.999, north) + 90) / CELL_DEGREES)] as const;
  const first = Math.floor((west + 180) / CELL_DEGREES);
  const last = Math.floor((east + 180) / CELL_DEGREES);
  const perRow = 360 / CELL_DEGREES;
  const keys = new Set<string>();
  for (let c = first; c <= last && c - first < perRow; c++) {
    const col = ((c % perRow) + perRow) % perRow;
    for (let r = Math.max(0, rows[0]); r <= Math.min(180 / CELL_DEGREES - 1, rows[1]); r++) keys.add(`${col}_${r}`);
  }
  return [...keys];
}

/**
 * Loads the 1:10m cells the view needs once the map is zoomed in to DETAIL_ZOOM, and puts every
 * cell loaded so far into the detail sources: only what the view needs travels, and a cell is
 * fetched once. `settled` resolves when the cells of the latest view are on the map.
 */
export class BasemapDetail {
  private readonly cells = new Map<string, DetailCell>();
  private readonly loading = new Map<string, Promise<void>>();
  private index: Promise<Set<string>> | null = null;
  private latest: Promise<void> = Promise.resolve();

  constructor(
    private readonly map: MapLibreMap,
    private readonly base = BASEMAP_URL,
  ) {}

  /** Follows the view (call on load and after each move). */
  update(): Promise<void> {
    if (this.map.getZoom() < DETAIL_ZOOM) return (this.latest = Promise.resolve());
    const b = this.map.getBounds();
    const wanted = cellsInView(b.getWest(), b.getSouth(), b.getEast(), b.getNorth());
    if (wanted.length > MAX_CELLS) return (this.latest = Promise.resolve());
    this.latest = this.load(wanted).catch(() => undefined);
    return this.latest;
  }

  /** The cells of the latest view are drawn (or failed; the world files still show). */
  settled(): Promise<void> {
    return this.latest;
  }

  private async load(wanted: string[]): Promise<void> {
    this.index ??= fetch(`${this.base}/cells/index.json`)
      .then((r) => r.json() as Promise<string[]>)
      .then((keys) => new Set(keys));
    const index = await this.index;
    const missing = wanted.filter((k) => index.has(k) && !this.cells.has(k));
    if (missing.length === 0) return;
    await Promise.all(missing.map((k) => this.fetchCell(k)));
    this.apply();
  }

  private fetchCell(key: string): Promise<void> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = fetch(`${this.base}/cells/${key}.json`)
        .then((r) => r.json() as Promise<DetailCell>)
        .then((cell) => void this.cells.set(key, cell))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private apply(): void {
    for (const kind of DETAIL_KINDS) {
      const source = this.map.getSource<GeoJSONSource>(`detail-${kind}`);
      source?.setData(merged(kind, [...this.cells.values()]));
    }
  }
}

function merged(kind: DetailKind, cells: DetailCell[]): FeatureCollection {
  const features: Feature[] = [];
  for (const cell of cells) {
    const part = cell[kind];
    if (part.type === 'FeatureCollection') features.push(...part.features);
    else features.push({ type: 'Feature', properties: {}, geometry: part });
  }
  return { type: 'FeatureCollection', features };
}
