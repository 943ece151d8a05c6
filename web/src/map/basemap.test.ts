import { describe, expect, it } from 'vitest';
import { buildBasemapStyle } from './basemap';
import { cellsInView } from './basemap-detail';
import type { LineLayerSpecification } from 'maplibre-gl';
import { BASEMAP_COLORS, DETAIL_ZOOM, FONT_STACK, LABEL_POPULATION } from './basemap-layers';

describe('the offline basemap style', () => {
  const style = buildBasemapStyle({}, '/basemap', '');
  const ids = style.layers.map((l) => l.id);

  it('draws land, coast, ice, relief, lakes, rivers, quiet borders and places from files shipped with the app', () => {
    for (const id of [
      'ocean',
      'land',
      'coast',
      'ice',
      'relief',
      'lakes',
      'river-lines',
      'river-lines-major',
      'borders',
      'city-labels',
      'detail-land',
      'detail-coast',
      'detail-rivers',
      'town-labels',
    ])
      expect(ids).toContain(id);
    for (const name of ['land', 'ice', 'lakes', 'river-lines', 'borders', 'cities'])
      expect(style.sources[name]).toMatchObject({ type: 'geojson', data: `/basemap/${name}.json` });
    expect(style.sources.relief).toMatchObject({ type: 'raster', tiles: ['/basemap/relief/{z}/{x}/{y}.png'], maxzoom: 3 });
    // The relief lies over the land and under the water and the coasts.
    expect(ids.indexOf('relief')).toBeGreaterThan(ids.indexOf('detail-land'));
    expect(ids.indexOf('relief')).toBeLessThan(ids.indexOf('lakes'));
    expect(ids.indexOf('relief')).toBeLessThan(ids.indexOf('coast'));
    // The sources' licences are credited.
    expect(style.sources.cities).toMatchObject({ attribution: expect.stringContaining('GeoNames') as unknown });
    expect(style.sources.land).toMatchObject({ attribution: 'Natural Earth' });
    expect(style.sources.relief).toMatchObject({ attribution: expect.stringContaining('Natural Earth II') as unknown });
    // Glyphs and tiles come from the app: nothing is fetched from another server.
    expect(style.glyphs).toBe('/basemap/fonts/{fontstack}/{range}.pbf');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    for (const layer of style.layers) if (layer.type === 'symbol') expect(layer.layout?.['text-font']).toEqual([FONT_STACK]);
  });

  it("makes the tile and glyph addresses absolute on the page's origin", () => {
    const served = buildBasemapStyle({}, '/basemap', 'https://atlas.example');
    expect(served.glyphs).toBe('https://atlas.example/basemap/fonts/{fontstack}/{range}.pbf');
    expect(served.sources.relief).toMatchObject({ tiles: ['https://atlas.example/basemap/relief/{z}/{x}/{y}.png'] });
  });

  it('draws the greater rivers wider, and from the world view on', () => {
    const layer = (id: string) => style.layers.find((l) => l.id === id) as LineLayerSpecification;
    expect(layer('river-lines-major').filter).toEqual(['==', ['get', 'rank'], 1]);
    expect(layer('river-lines-major').minzoom).toBeUndefined();
    expect(layer('river-lines').filter).toEqual(['==', ['get', 'rank'], 2]);
    expect(layer('river-lines').minzoom).toBe(4);
    // At zoom 10 (the last stop of the width), the major rivers are the wider.
    const widthAt10 = (id: string) => (layer(id).paint!['line-width'] as number[]).at(-1)!;
    expect(widthAt10('river-lines-major')).toBeGreaterThan(widthAt10('river-lines'));
  });

  it('switches from the 1:50m world files to the 1:10m detail cells beyond zoom 4', () => {
    const layer = (id: string) => style.layers.find((l) => l.id === id)!;
    expect(DETAIL_ZOOM).toBeLessThanOrEqual(5);
    expect(layer('land').maxzoom).toBe(DETAIL_ZOOM);
    expect(layer('detail-land').minzoom).toBe(DETAIL_ZOOM);
    expect(layer('detail-coast').minzoom).toBe(DETAIL_ZOOM);
  });

  it('labels the most populous places first and more of them as the map zooms in', () => {
    const labels = style.layers.find((l) => l.id === 'city-labels')!;
    expect(JSON.stringify(labels)).toContain('"symbol-sort-key":["-",["get","population"]]');
    const limits = LABEL_POPULATION.map(([, population]) => population);
    expect([...limits].sort((a, b) => b - a)).toEqual(limits);
  });

  it('keeps every colour muted (channels within 60), so the events stay the strongest colours', () => {
    for (const [name, hex] of Object.entries(BASEMAP_COLORS)) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), name).toBeLessThanOrEqual(60);
    }
  });

  it('keeps the optional online tiles', () => {
    const online = buildBasemapStyle({ baseUrl: 'https://tiles.example/{z}/{x}/{y}.png', labelsFreeUrl: 'https://nolabels.example/{z}/{x}/{y}.png' });
    expect(online.layers.map((l) => l.id)).toEqual(expect.arrayContaining(['base-tiles', 'nolabels-tiles']));
  });
});

describe('cellsInView', () => {
  it('names the 15-degree cells a view touches, only those', () => {
    // Paris at zoom 8: one cell.
    expect(cellsInView(1.5, 48.3, 3.2, 49.3)).toEqual(['12_9']);
    // Across the antimeridian, longitudes wrap.
    expect(cellsInView(170, -29, 190, -16).sort()).toEqual(['0_4', '23_4']);
  });
});
