/**
 * What the browser's GPU costs per drawn circle, apart from the product: `npx tsx
 * bench/src/software-gpu-circles.ts`. On this machine WebGL is SwiftShader, a rasteriser in
 * software, and issue 32's "tick until drawn under 100 ms at 1M" depends on what it can draw in a
 * frame. Each case draws random circles on a 1440×900 canvas the way deck.gl's ScatterplotLayer
 * does (one instanced quad per circle, a fragment shader that discards outside the circle, alpha
 * blending; hidden instances collapsed to one point, as DataFilterExtension does) and times the
 * median of 7 frames, each until a one-pixel readback returns (the GPU has run it).
 */
import { launchBrowser } from './map-bench.js';
import { round } from './stats.js';

interface CirclesCase {
  label: string;
  /** Circles drawn, and instances collapsed (hidden by the filter) after them. */
  visible: number;
  hidden: number;
  radiusPx: number;
  /** The canvas's multisampling (deck.gl's default for its canvas is on). */
  msaa: boolean;
}

export const CIRCLE_CASES: CirclesCase[] = [
  { label: '300 circles, radius 10 px', visible: 300, hidden: 0, radiusPx: 10, msaa: true },
  { label: '3,000 circles, radius 10 px', visible: 3000, hidden: 0, radiusPx: 10, msaa: true },
  { label: '30,000 circles, radius 10 px', visible: 30000, hidden: 0, radiusPx: 10, msaa: true },
  { label: '30,000 circles, radius 10 px, no multisampling', visible: 30000, hidden: 0, radiusPx: 10, msaa: false },
  { label: '30,000 circles, radius 2 px', visible: 30000, hidden: 0, radiusPx: 2, msaa: true },
  { label: '30,000 circles + 970,000 hidden instances', visible: 30000, hidden: 970000, radiusPx: 10, msaa: true },
];

export interface CirclesFigure {
  label: string;
  frameMs: number;
  /** Share of the canvas's pixels covered: how much the circles overlap. */
  coveredShare: number;
}

/** In the page: one case on a fresh canvas; the median frame and the covered share. */
function drawCircles({ visible, hidden, radiusPx, msaa }: CirclesCase): Promise<{ frameMs: number; coveredShare: number }> {
  const width = 1440;
  const height = 900;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.replaceChildren(canvas);
  const gl = canvas.getContext('webgl2', { antialias: msaa, preserveDrawingBuffer: true })!;
  const vertex = `#version 300 es
in vec2 corner; in vec3 circle; uniform float radius; out vec2 unit;
void main() {
  unit = corner;
  gl_Position = vec4((circle.xy + corner * radius) / vec2(${width / 2}.0, ${height / 2}.0) - 1.0, 0.0, 1.0);
  if (circle.z < 0.5) gl_Position = vec4(0.0);
}`;
  const fragment = `#version 300 es
precision highp float; in vec2 unit; out vec4 color;
void main() {
  float d = length(unit);
  if (d > 1.0) discard;
  color = vec4(0.2, 0.6, 0.4, 0.6) * (1.0 - smoothstep(0.9, 1.0, d));
}`;
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(program) ?? 'link failed');
  gl.useProgram(program);
  const total = visible + hidden;
  const circles = new Float32Array(3 * total);
  for (let i = 0; i < total; i++) circles.set([Math.random() * width, Math.random() * height, i < visible ? 1 : 0], 3 * i);
  const attribute = (name: string, data: Float32Array, size: number, divisor: number) => {
    gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    const location = gl.getAttribLocation(program, name);
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, 0, 0);
    gl.vertexAttribDivisor(location, divisor);
  };
  attribute('corner', new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), 2, 0);
  attribute('circle', circles, 3, 1);
  gl.uniform1f(gl.getUniformLocation(program, 'radius'), radiusPx);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
  const pixel = new Uint8Array(4);
  const frame = () => {
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, total);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  };
  return (async () => {
    frame(); // the first frame compiles the pipeline
    const times: number[] = [];
    for (let k = 0; k < 7; k++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const start = performance.now();
      frame();
      times.push(performance.now() - start);
    }
    const all = new Uint8Array(4 * width * height);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, all);
    let covered = 0;
    for (let i = 3; i < all.length; i += 4) if (all[i]) covered++;
    if (gl.getError() !== gl.NO_ERROR) throw new Error('WebGL error while drawing circles');
    return { frameMs: times.sort((a, b) => a - b)[3]!, coveredShare: covered / (width * height) };
  })();
}

export async function benchCircles(cases = CIRCLE_CASES): Promise<CirclesFigure[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx names the inner functions with a helper the page does not have (as leaflet-page.ts does).
    await page.evaluate('globalThis.__name = (f) => f');
    const figures: CirclesFigure[] = [];
    for (const c of cases) {
      const { frameMs, coveredShare } = await page.evaluate(drawCircles, c);
      figures.push({ label: c.label, frameMs: round(frameMs), coveredShare: round(coveredShare, 2) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await benchCircles()) console.log(`${f.label}: ${f.frameMs} ms per frame (canvas covered ${Math.round(f.coveredShare * 100)}%)`);
}
