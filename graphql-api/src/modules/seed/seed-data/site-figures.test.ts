/**
 * The figure the site pages state about the curated data (web/src/features/site/internal/site-facts.ts)
 * holds for the data itself: "over N" real events means at least N and not twice as many.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedData } from './seed-record.js';

const SITE_FACTS = path.resolve(import.meta.dirname, '../../../../../web/src/features/site/internal/site-facts.ts');

describe("the site pages' figure of curated real events", () => {
  it('is borne out by the seed', () => {
    const stated = /CURATED_REAL_EVENTS = 'over ([\d,]+)'/.exec(fs.readFileSync(SITE_FACTS, 'utf8'))?.[1];
    expect(stated, `CURATED_REAL_EVENTS in ${SITE_FACTS}`).toBeDefined();
    const floor = Number(stated!.replace(/,/g, ''));
    const real = loadSeedData().events.filter((e) => e.eventType === 'real').length;
    expect(real).toBeGreaterThanOrEqual(floor);
    expect(real).toBeLessThan(floor * 2);
  });
});
