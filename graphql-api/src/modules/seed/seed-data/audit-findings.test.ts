import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSentence } from './checks/legends.js';
import { loadSeedData, SEED_DATA_DIR, type SeedEvent } from './seed-record.js';

/**
 * Issue 28, point 3: each finding of the audit, pinned to the record it was found in. The general
 * checks (seed-data.test.ts, checks/) catch the kind of error; these hold the fixed records.
 */
const { events } = loadSeedData();
const byKey = new Map(events.map((e) => [e.key, e]));
const record = (key: string): SeedEvent => {
  const e = byKey.get(key);
  if (!e) throw new Error(`no record ${key}`);
  return e;
};

/** Great-circle distance in km. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=["'‘“A-Z])/);

describe("the audit's findings (issue 28, point 3)", () => {
  it('places the Moche culture at the Huacas near Trujillo, 8.1 degrees south (not in the Pacific off Panama)', () => {
    expect(km(record('moche-culture'), { latitude: -8.13, longitude: -78.99 })).toBeLessThan(5);
  });

  it('places De revolutionibus at Frombork, where Copernicus wrote it, and names Nuremberg where it was printed', () => {
    const e = record('core-copernicus');
    expect(km(e, { latitude: 54.358, longitude: 19.68 })).toBeLessThan(5);
    expect(e.location).toMatch(/^Frombork, Poland.*Nuremberg/);
    expect(e.description).toMatch(/printed in Nuremberg/);
  });

  it("dates Elisha Gray's caveat to 14 February 1876, the day Bell's application was filed", () => {
    const e = record('core-telephone');
    const caveat = sentences(e.description).find((s) => /Gray/.test(s) && /caveat/.test(s));
    expect(caveat).toMatch(/14 February 1876/);
    expect(caveat).toMatch(/Bell/);
  });

  it('dates the founding of Moscow University to 23 January 1755, the Gregorian day of 12 January (Old Style)', () => {
    const e = record('moscow-university-founded');
    expect(e.startDate).toBe('1755-01-23');
    expect(e.description).toMatch(/12 January 1755 \(Old Style\)/);
  });

  it('shows the Apollo 11 landing at Mission Control in Houston, saying the landing was on the Moon (not at the launch site)', () => {
    const e = record('core-apollo-11');
    expect(km(e, { latitude: 28.6083, longitude: -80.6041 })).toBeGreaterThan(1000);
    expect(km(e, { latitude: 29.5593, longitude: -95.09 })).toBeLessThan(5);
    expect(e.location).toMatch(/Houston.*\(the landing was at Tranquility Base on the Moon\)/);
  });

  it.each([
    ['archimedes-heat-ray', 'siege-of-syracuse-213-bce'],
    ['dangun-founds-gojoseon', 'ea-gojoseon-han-war'],
    ['let-them-eat-cake-legend', 'gl-womens-march-on-versailles'],
    ['pope-joan-legend', 'leonine-wall'],
    ['roswell-ufo-crash-claim', 'roswell-incident'],
    ['eppur-si-muove-legend', 'trial-of-galileo'],
  ])('types the legend %s as an alternative, rejected, anchored to %s', (key, anchor) => {
    const e = record(key);
    expect(e.eventType).toBe('alternative');
    expect(e.name).toMatch(/^Legend: /);
    expect(e.verificationStatus).toBe('rejected');
    expect(e.linkedEventKey).toBe(anchor);
    expect(record(anchor).eventType).toBe('real');
  });

  it('holds the Qin unification of China once, under its own key', () => {
    const qin = events.filter((e) => e.eventType === 'real' && /\bQin\b/.test(e.name) && /unif/i.test(e.name));
    expect(qin.map((e) => e.key)).toEqual(['qin-wars-of-unification']);
    expect(events.filter((e) => /great-wall/.test(e.key)).map((e) => e.name)).toEqual(['Ming rebuilding of the Great Wall']);
  });

  it('brings every record of 00-core.json to the standard of the rest (specific text, not two thin sentences)', () => {
    const core = JSON.parse(fs.readFileSync(path.join(SEED_DATA_DIR, 'events/00-core.json'), 'utf8')) as SeedEvent[];
    expect(core.length).toBeGreaterThanOrEqual(64);
    for (const e of core) {
      expect(sentences(e.description).length, `${e.key}: sentences`).toBeGreaterThanOrEqual(3);
      expect(e.description.length, `${e.key}: description`).toBeGreaterThanOrEqual(400);
      expect(e.significance.length, `${e.key}: significance`).toBeGreaterThanOrEqual(80);
      expect(e.participants.length, `${e.key}: participants`).toBeGreaterThanOrEqual(2);
      expect(firstSentence(e.description), `${e.key}: first sentence`).not.toBe(e.description);
    }
  });
});
