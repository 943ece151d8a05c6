// The basemap build's data (issue 30): relief, river centrelines and glyphs, from the real npm
// packages the build reads. Run with the web's vitest (project 'scripts').
import { PNG } from 'pngjs';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { codePointsOf, encodeRange, FONT_STACK, glyphOf, rangesOf } from './basemap-glyphs.mjs';
import { isWater, mercatorLatitude, readSource, reliefTile, shadePixel, shading } from './basemap-relief.mjs';
import { rankRivers, riverLines, segmentDistance } from './basemap-rivers.mjs';

/** A range file read back as MapLibre reads it (style/parse_glyph_pbf: tags 1, 3 and the glyph's 1-7). */
function readRange(bytes) {
  const glyphs = [];
  let name = null;
  new Pbf(bytes).readFields((tag, _, pbf) => {
    if (tag !== 1) return;
    pbf.readMessage((t, __, p) => {
      if (t === 1) name = p.readString();
      if (t === 3) {
        glyphs.push(
          p.readMessage((g, glyph, q) => {
            const field = ['', 'id', 'bitmap', 'width', 'height', 'left', 'top', 'advance'][g];
            glyph[field] = g === 2 ? q.readBytes() : g === 5 || g === 6 ? q.readSVarint() : q.readVarint();
          }, {}),
        );
      }
    }, null);
  }, null);
  return { name, glyphs };
}

describe('relief', () => {
  const source = readSource();
  const shade = shading(source);
  const at = (lon, lat) => Math.floor(((90 - lat) / 180) * source.height) * source.width + Math.floor(((lon + 180) / 360) * source.width);
  const strength = (lon0, lat0, lon1, lat1) => {
    let sum = 0;
    let n = 0;
    for (let lon = lon0; lon < lon1; lon += 0.2) for (let lat = lat0; lat < lat1; lat += 0.2, n++) sum += Math.abs(shade[at(lon, lat)]);
    return sum / n;
  };

  it('reads Natural Earth II whole: the world, the sea marked as water', () => {
    expect([source.width, source.height]).toEqual([2048, 1024]);
    expect(source.water[at(-30, 0)]).toBe(1); // the mid-Atlantic
    expect(source.water[at(20, 15)]).toBe(0); // Chad
    expect(isWater(40, 90, 150)).toBe(true);
    expect(isWater(200, 190, 150)).toBe(false);
  });

  it('shades the mountains and leaves the plains and the sea flat', () => {
    const himalaya = strength(80, 28, 92, 34);
    const siberianPlain = strength(70, 58, 80, 62);
    expect(himalaya).toBeGreaterThan(3 * siberianPlain);
    expect(strength(-30, -10, -20, 0)).toBe(0); // the open Atlantic
  });

  it('writes lit slopes light and shaded ones dark, flat land clear', () => {
    expect(shadePixel(10)[0]).toBe(255);
    expect(shadePixel(-10)[0]).toBe(0);
    expect(shadePixel(10)[1]).toBeGreaterThan(0);
    expect(shadePixel(0.5)[1]).toBe(0);
  });

  it('projects tiles in Web Mercator, grey and alpha', () => {
    expect(mercatorLatitude(0.5)).toBeCloseTo(0);
    expect(mercatorLatitude(0)).toBeCloseTo(85.0511, 3);
    const tile = PNG.sync.read(reliefTile(shade, source.width, source.height, 0, 0, 0));
    expect([tile.width, tile.height]).toEqual([256, 256]);
    // A row of the Atlantic is clear, a row across the Himalaya is not.
    const alphaAt = (x, y) => tile.data[4 * (y * 256 + x) + 3];
    const row = (lon, lat) => [
      Math.floor(((lon + 180) / 360) * 256),
      Math.floor(((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * 256),
    ];
    expect(alphaAt(...row(-30, 0))).toBe(0);
    let himalaya = 0;
    for (let lon = 78; lon < 95; lon += 1) himalaya = Math.max(himalaya, alphaAt(...row(lon, 30)));
    expect(himalaya).toBeGreaterThan(40);
  });
});

describe('river centrelines', () => {
  it('measures a point against a segment', () => {
    expect(segmentDistance([1, 1], [0, 0], [2, 0])).toBeCloseTo(1);
    expect(segmentDistance([3, 0], [0, 0], [2, 0])).toBeCloseTo(1);
  });

  it('ranks a line 1 where it follows a major river, 2 elsewhere', () => {
    const major = [
      [
        [0, 0],
        [10, 0],
      ],
    ];
    const ranked = rankRivers(
      [
        [
          [1, 0.1],
          [5, -0.1],
          [9, 0.05],
        ],
        [
          [1, 3],
          [5, 4],
        ],
      ],
      major,
    );
    expect(ranked.map((r) => r.rank)).toEqual([1, 2]);
  });

  it('draws the Nile through Upper Egypt as one major line, and ranks only the greatest rivers 1', () => {
    const { features } = riverLines();
    const passes = (f, lon, lat) => f.geometry.coordinates.some(([x, y]) => Math.abs(x - lon) < 0.3 && Math.abs(y - lat) < 0.3);
    // Luxor (25.7 N, 32.6 E) and Aswan (24.1 N, 32.9 E): the same line.
    const nile = features.filter((f) => passes(f, 32.65, 25.7));
    expect(nile).toHaveLength(1);
    expect(nile[0].properties.rank).toBe(1);
    expect(passes(nile[0], 32.9, 24.1)).toBe(true);
    const major = features.filter((f) => f.properties.rank === 1).length;
    expect(major).toBeGreaterThan(20);
    expect(major).toBeLessThan(features.length / 4);
  });
});

describe('glyphs', () => {
  it('names the ranges the texts need, 0-255 always', () => {
    const points = codePointsOf(['Ḩalab', 'Київ']);
    expect(points.has('Ḩ'.codePointAt(0))).toBe(true);
    expect(points.has(65)).toBe(true);
    expect(rangesOf(points)).toEqual([0, 1024, 7680]);
  });

  it('writes a range file MapLibre reads: the stack, each glyph with its SDF bitmap and metrics', () => {
    const bytes = encodeRange(FONT_STACK, 0, [glyphOf(65), glyphOf(32)]);
    const { name, glyphs } = readRange(bytes);
    expect(name).toBe(FONT_STACK);
    const [a, space] = glyphs;
    expect(a).toMatchObject({ id: 65 });
    // 24-pixel glyphs with a 3-pixel border: the bitmap is (width + 6) x (height + 6).
    expect(a.bitmap.length).toBe((a.width + 6) * (a.height + 6));
    expect(a.height).toBeGreaterThan(12);
    expect(a.advance).toBeGreaterThan(10);
    // Inside the letter the field is past the edge (192 of 255 with cutoff 0.25); outside, near 0.
    expect(Math.max(...a.bitmap)).toBeGreaterThan(192);
    expect(a.bitmap[0]).toBeLessThan(64);
    // A space has an advance and no bitmap.
    expect(space.bitmap).toBeUndefined();
    expect(space.advance).toBeGreaterThan(3);
  });
});
