import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { landFeatures, landMask } from './land-mask.js';

describe('landMask', () => {
  const mask = landMask();

  it('knows land from sea at well-known places', () => {
    for (const [lat, lon, name] of [
      [48.86, 2.35, 'Paris'],
      [30.04, 31.24, 'Cairo'],
      [-35.28, 149.13, 'Canberra'],
      [39.9, 116.4, 'Beijing'],
      [39.74, -104.99, 'Denver'],
      [-15.8, -47.9, 'Brasilia'],
      [-80, 0, 'Antarctica'],
    ] as const) {
      expect(mask.isLand(lat, lon), name).toBe(true);
    }
    for (const [lat, lon, name] of [
      [0, -30, 'mid Atlantic'],
      [-40, -120, 'south Pacific'],
      [-20, 75, 'Indian Ocean'],
      [35, 18, 'Ionian Sea'],
    ] as const) {
      expect(mask.isLand(lat, lon), name).toBe(false);
    }
  });

  it('agrees with a spherical containment test on nearly every sampled cell', () => {
    const land = landFeatures();
    let agree = 0;
    let total = 0;
    for (let row = 5; row < 180; row += 7) {
      for (let col = 3; col < 360; col += 11) {
        const lat = 89.5 - row;
        const lon = col - 179.5;
        total++;
        if (geoContains(land, [lon, lat]) === mask.isLand(lat, lon)) agree++;
      }
    }
    // Cells that a coastline crosses can fall either way; the rest must match.
    expect(agree / total).toBeGreaterThan(0.97);
  });
});
