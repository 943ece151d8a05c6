// The basemap's shaded relief (issue 30), built from Natural Earth II (public domain): the
// 2048x1024 world image that @cesium/engine ships as geographic tiles, whose shading of the
// mountains we keep and whose colours (the vegetation) we drop, so the relief stays as quiet as
// the rest of the basemap. Written as Web Mercator PNG tiles, zooms 0 to 3, grey with alpha: light
// where the slopes face the light, dark where they face away, clear on flat land and on the sea.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);

/** The source's level 2: 8 x 4 tiles of 256 pixels, rows counted from the south (TMS). */
const SOURCE_LEVEL = 2;
const SOURCE_COLS = 8;
const SOURCE_ROWS = 4;
const TILE = 256;
/** The deepest zoom written: at zoom 3 the world is 2048 pixels wide, as wide as the source. */
export const RELIEF_MAX_ZOOM = 3;
/** Pixels of the blur whose difference from the image is the shading (larger shapes are colour, not relief). */
const BLUR_RADIUS = 6;
/** The JPEG source's own noise: a 3-pixel blur first, and steps this small count as flat. */
const NOISE_RADIUS = 1;
const FLAT = 2;
/** How strongly a grey step of the shading shows (alpha per step), and the alpha's ceiling. */
const GAIN = 8;
const MAX_ALPHA = 200;

/** Natural Earth II as one grey image (luminance) and a water mask, 2048 x 1024, north up. */
export function readSource() {
  const dir = path.join(path.dirname(require.resolve('@cesium/engine/package.json')), 'Source/Assets/Textures/NaturalEarthII', String(SOURCE_LEVEL));
  const width = SOURCE_COLS * TILE;
  const height = SOURCE_ROWS * TILE;
  const grey = new Float32Array(width * height);
  const water = new Uint8Array(width * height);
  for (let col = 0; col < SOURCE_COLS; col++) {
    for (let row = 0; row < SOURCE_ROWS; row++) {
      const tile = jpeg.decode(fs.readFileSync(path.join(dir, String(col), `${row}.jpg`)));
      for (let y = 0; y < TILE; y++) {
        for (let x = 0; x < TILE; x++) {
          const s = 4 * (y * TILE + x);
          const d = ((SOURCE_ROWS - 1 - row) * TILE + y) * width + col * TILE + x;
          const [r, g, b] = [tile.data[s], tile.data[s + 1], tile.data[s + 2]];
          grey[d] = 0.299 * r + 0.587 * g + 0.114 * b;
          water[d] = isWater(r, g, b) ? 1 : 0;
        }
      }
    }
  }
  return { width, height, grey, water };
}

/** Natural Earth II's sea and lakes are blue; its land is green, tan, grey or white (ice). */
export const isWater = (r, g, b) => b - r > 40 && b >= g;

/** A separable box blur of a grey image (edges clamped). */
export function boxBlur(values, width, height, radius) {
  const pass = (src, stride, count, lines, lineStride) => {
    const out = new Float32Array(src.length);
    for (let line = 0; line < lines; line++) {
      const base = line * lineStride;
      for (let i = 0; i < count; i++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += src[base + Math.min(count - 1, Math.max(0, i + k)) * stride];
        out[base + i * stride] = sum / (2 * radius + 1);
      }
    }
    return out;
  };
  return pass(pass(values, 1, width, height, width), width, height, width, 1);
}

/**
 * The shading: each land pixel's difference from the mean of the land around it, as a signed grey
 * step (positive: lit slope, negative: shaded slope); 0 on water. Water is left out of the mean,
 * or every coast would be drawn as a bright rim.
 */
export function shading({ width, height, grey: raw, water }) {
  const grey = boxBlur(raw, width, height, NOISE_RADIUS);
  const land = new Float32Array(width * height);
  const landGrey = new Float32Array(width * height);
  for (let i = 0; i < land.length; i++) {
    land[i] = water[i] ? 0 : 1;
    landGrey[i] = water[i] ? 0 : grey[i];
  }
  const sum = boxBlur(landGrey, width, height, BLUR_RADIUS);
  const share = boxBlur(land, width, height, BLUR_RADIUS);
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = water[i] ? 0 : grey[i] - sum[i] / share[i];
  return out;
}

/** A shading step as grey and alpha: white for lit slopes, black for shaded ones. */
export function shadePixel(step) {
  const alpha = Math.min(MAX_ALPHA, Math.round(Math.max(0, Math.abs(step) - FLAT) * GAIN));
  return [step > 0 ? 255 : 0, alpha];
}

/** The latitude at a Web Mercator y (0 north edge, 1 south edge). */
export const mercatorLatitude = (y) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** One Web Mercator tile of the shading, as grey-and-alpha PNG bytes. */
export function reliefTile(shade, width, height, z, x, y) {
  const png = new PNG({ width: TILE, height: TILE, colorType: 4, inputColorType: 4, inputHasAlpha: true });
  // pngjs packs from RGBA, whatever the output's colour type.
  const rgba = Buffer.alloc(TILE * TILE * 4);
  const worldPixels = TILE * 2 ** z;
  for (let py = 0; py < TILE; py++) {
    const lat = mercatorLatitude((y * TILE + py + 0.5) / worldPixels);
    const sy = Math.min(height - 1, Math.max(0, Math.floor(((90 - lat) / 180) * height)));
    for (let px = 0; px < TILE; px++) {
      const lon = ((x * TILE + px + 0.5) / worldPixels) * 360 - 180;
      const sx = Math.min(width - 1, Math.floor(((lon + 180) / 360) * width));
      const [g, a] = shadePixel(shade[sy * width + sx]);
      const i = 4 * (py * TILE + px);
      rgba[i] = rgba[i + 1] = rgba[i + 2] = g;
      rgba[i + 3] = a;
    }
  }
  png.data = rgba;
  return PNG.sync.write(png, { colorType: 4 });
}

/** Writes relief/{z}/{x}/{y}.png for zooms 0 to RELIEF_MAX_ZOOM under `out`; returns the bytes written. */
export function buildRelief(out) {
  const source = readSource();
  const shade = shading(source);
  let bytes = 0;
  for (let z = 0; z <= RELIEF_MAX_ZOOM; z++) {
    for (let x = 0; x < 2 ** z; x++) {
      fs.mkdirSync(path.join(out, 'relief', String(z), String(x)), { recursive: true });
      for (let y = 0; y < 2 ** z; y++) {
        const png = reliefTile(shade, source.width, source.height, z, x, y);
        fs.writeFileSync(path.join(out, 'relief', String(z), String(x), `${y}.png`), png);
        bytes += png.length;
      }
    }
  }
  return bytes;
}
