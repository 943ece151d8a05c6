/**
 * Lets the basemap show through a territory circle that covers most of the screen: its fill fades
 * as its diameter grows past half the screen's shorter side, down to a floor, while its outline
 * keeps full strength (issue 30: zoomed in over Paris in 1945, one empire's circle filled the
 * whole view in a flat colour). Per circle and on the GPU: small circles are untouched, and a zoom
 * or a resize changes no attribute.
 */
import { LayerExtension, type Layer } from '@deck.gl/core';

/** Diameters (as a share of the screen's shorter side) where the fill starts and ends fading. */
export const COVERAGE_FADE_FROM = 0.5;
export const COVERAGE_FADE_TO = 1.5;
/** The share of its fill opacity a circle keeps when it covers the screen. */
export const COVERAGE_FILL_FLOOR = 0.12;

/** The same curve as the shader's, for tests and for reasoning about it. */
export function coverageFill(diameterPixels: number, shortSidePixels: number): number {
  const share = diameterPixels / Math.max(1, shortSidePixels);
  const t = Math.min(1, Math.max(0, (share - COVERAGE_FADE_FROM) / (COVERAGE_FADE_TO - COVERAGE_FADE_FROM)));
  const smooth = t * t * (3 - 2 * t);
  return 1 + (COVERAGE_FILL_FLOOR - 1) * smooth;
}

const coverageFadeModule = {
  name: 'coverageFade',
  inject: {
    'vs:#decl': 'out float coverageFade_fill;',
    // outerRadiusPixels is the scatterplot's radius on screen (CSS pixels), viewportSize in device pixels.
    'vs:#main-end': `
      vec2 coverageFade_screen = project.viewportSize / project.devicePixelRatio;
      float coverageFade_share = 2.0 * outerRadiusPixels / max(1.0, min(coverageFade_screen.x, coverageFade_screen.y));
      coverageFade_fill = mix(1.0, ${COVERAGE_FILL_FLOOR}, smoothstep(${COVERAGE_FADE_FROM}, ${COVERAGE_FADE_TO}, coverageFade_share));
    `,
    'fs:#decl': 'in float coverageFade_fill;',
    // The scatterplot's own test for the outline band, so only the fill fades; never while picking
    // (a faded circle must stay as clickable as before).
    'fs:#main-end': `
      if (picking.isActive < 0.5) {
        float coverageFade_line = scatterplot.stroked > 0.5 ? smoothedge(innerUnitRadius * outerRadiusPixels, length(unitPosition) * outerRadiusPixels) : 0.0;
        fragColor.a *= mix(coverageFade_fill, 1.0, coverageFade_line);
      }
    `,
  },
};

export class CoverageFadeExtension extends LayerExtension {
  static override extensionName = 'CoverageFadeExtension';

  override getShaders(this: Layer) {
    return { modules: [coverageFadeModule] };
  }
}
