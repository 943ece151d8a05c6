// The place names' letters (issue 30): MapLibre draws text from signed distance field glyphs in
// protobuf files, one per range of 256 code points, fetched from the style's glyphs URL. We make
// them at build time from Noto Sans (OFL, @expo-google-fonts/noto-sans), with the same SDF
// rasteriser MapLibre uses for local glyphs (@mapbox/tiny-sdf) on a Node canvas (@napi-rs/canvas),
// and serve them with the app: no font server, and the same letters on every machine.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import TinySDF from '@mapbox/tiny-sdf';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import Pbf from 'pbf';

const require = createRequire(import.meta.url);

/** The style's text-font: the folder the ranges are written to. */
export const FONT_STACK = 'Noto Sans Regular';
const FAMILY = 'Epoch Atlas Noto Sans';
/** MapLibre's glyph metrics: 24 pixel glyphs, 3 pixels of border, 8 of SDF radius. */
const SIZE = 24;
const BORDER = 3;
/** Server glyphs measure `top` from above the em box; MapLibre aligns its own local glyphs by this much. */
const TOP_ADJUSTMENT = 27.5;
/** Printable Latin-1: always there, for any label. */
const BASIC = Array.from({ length: 256 - 32 }, (_, i) => i + 32).filter((cp) => cp < 0x7f || cp > 0x9f);

/** The ranges (their first code point) the texts need, 0-255 always. */
export function rangesOf(codePoints) {
  return [...new Set([0, ...[...codePoints].map((cp) => cp - (cp % 256))])].sort((a, b) => a - b);
}

/** The code points of the texts, with printable Latin-1. */
export function codePointsOf(texts) {
  const points = new Set(BASIC);
  for (const text of texts) for (const ch of text) points.add(ch.codePointAt(0));
  return points;
}

class NodeSDF extends TinySDF {
  _createCanvas(size) {
    return createCanvas(size, size);
  }
}

let sdf = null;
function rasteriser() {
  if (!sdf) {
    const font = path.join(path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json')), '400Regular/NotoSans_400Regular.ttf');
    GlobalFonts.registerFromPath(font, FAMILY);
    sdf = new NodeSDF({ fontSize: SIZE, buffer: BORDER, radius: 8, cutoff: 0.25, fontFamily: `"${FAMILY}"` });
  }
  return sdf;
}

/** One glyph as MapLibre reads it from a range file (style/parse_glyph_pbf). */
export function glyphOf(cp) {
  const g = rasteriser().draw(String.fromCodePoint(cp));
  return {
    id: cp,
    bitmap: g.glyphWidth && g.glyphHeight ? Buffer.from(g.data) : null,
    width: g.glyphWidth,
    height: g.glyphHeight,
    left: g.glyphLeft,
    top: Math.round(g.glyphTop - TOP_ADJUSTMENT),
    advance: Math.round(g.glyphAdvance),
  };
}

/** A range file: fontstack (1) with its name (1), range (2) and glyphs (3). */
export function encodeRange(name, start, glyphs) {
  const pbf = new Pbf();
  pbf.writeMessage(1, () => {
    pbf.writeStringField(1, name);
    pbf.writeStringField(2, `${start}-${start + 255}`);
    for (const g of glyphs) {
      pbf.writeMessage(3, () => {
        pbf.writeVarintField(1, g.id);
        if (g.bitmap) pbf.writeBytesField(2, g.bitmap);
        pbf.writeVarintField(3, g.width);
        pbf.writeVarintField(4, g.height);
        pbf.writeSVarintField(5, g.left);
        pbf.writeSVarintField(6, g.top);
        pbf.writeVarintField(7, g.advance);
      });
    }
  });
  return pbf.finish();
}

/** Writes fonts/<FONT_STACK>/<start>-<end>.pbf for every range the texts use; returns the bytes written. */
export function buildGlyphs(out, texts) {
  const points = codePointsOf(texts);
  const dir = path.join(out, 'fonts', FONT_STACK);
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const start of rangesOf(points)) {
    const glyphs = [...points]
      .filter((cp) => cp >= start && cp < start + 256)
      .sort((a, b) => a - b)
      .map(glyphOf);
    const file = encodeRange(FONT_STACK, start, glyphs);
    fs.writeFileSync(path.join(dir, `${start}-${start + 255}.pbf`), file);
    bytes += file.length;
  }
  return bytes;
}
