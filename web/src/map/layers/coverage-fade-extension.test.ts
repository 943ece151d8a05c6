import { describe, expect, it } from 'vitest';
import { COVERAGE_FILL_FLOOR, coverageFill, CoverageFadeExtension } from './coverage-fade-extension';

describe('coverage fade', () => {
  it('keeps small circles whole and fades a circle that covers the screen down to its floor', () => {
    expect(coverageFill(40, 900)).toBe(1);
    expect(coverageFill(450, 900)).toBe(1);
    const half = coverageFill(900, 900);
    expect(half).toBeLessThan(1);
    expect(half).toBeGreaterThan(COVERAGE_FILL_FLOOR);
    expect(coverageFill(1350, 900)).toBeCloseTo(COVERAGE_FILL_FLOOR);
    expect(coverageFill(100_000, 900)).toBeCloseTo(COVERAGE_FILL_FLOOR);
  });

  it('is relative to the shorter side: the same circle fades more on a phone', () => {
    expect(coverageFill(500, 360)).toBeLessThan(coverageFill(500, 900));
  });

  it('injects into the shaders the scatterplot layer has (outerRadiusPixels, the outline band) and spares picking', () => {
    const { modules } = new CoverageFadeExtension().getShaders.call({} as never) as { modules: { inject: Record<string, string> }[] };
    const inject = modules[0]!.inject;
    expect(inject['vs:#main-end']).toContain('outerRadiusPixels');
    expect(inject['fs:#main-end']).toContain('picking.isActive');
    expect(inject['fs:#main-end']).toContain('innerUnitRadius');
  });
});
