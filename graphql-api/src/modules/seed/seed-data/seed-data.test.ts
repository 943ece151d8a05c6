import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryOfSubcategory } from '../../../domain/categories.js';
import { PERIODS, periodByKey } from '../../../domain/periods.js';
import { parseEventDate } from '../../../domain/edtf.js';
import { VERIFICATION_STATUSES } from '../../../domain/verification.js';
import { EventInputSchema } from '../../events/event.inputs.js';
import type { ModerationLookup } from '../../events/content-review/content-moderator.js';
import { RuleBasedModerator } from '../../events/content-review/rule-based-moderator.js';
import { balanceTable, FLOORS, measureBalance } from './checks/balance.js';
import { calendarProblems } from './checks/calendar.js';
import { legendsTypedReal } from './checks/legends.js';
import { offLand, wrongCountry } from './checks/location-checks.js';
import { nearDuplicates } from './checks/near-duplicates.js';
import { regionOfEvent } from './checks/regions.js';
import { approximateDatesWrittenPlain } from './checks/uncertain-dates.js';
import { DISTINCT_PAIRS, HONEST_HEDGES } from './checks/reviewed.js';
import { loadSeedData } from './seed-record.js';
import { deriveSubcategoryCountryTags, readSubcategoryCountryTags } from './subcategory-country-tags.js';

const { events, relationships } = loadSeedData();
const byKey = new Map(events.map((e) => [e.key, e]));

describe('the curated dataset', () => {
  const real = events.filter((e) => e.eventType === 'real');

  it('has unique keys and at least 600 real events, 50 or more in each of the seven periods', () => {
    expect(byKey.size).toBe(events.length);
    expect(real.length).toBeGreaterThanOrEqual(600);
    for (const period of PERIODS) expect(real.filter((e) => e.period === period.key).length, period.key).toBeGreaterThanOrEqual(50);
  });

  it('covers every category and subcategory of the tree', () => {
    for (const category of CATEGORIES) {
      for (const subcategory of category.subcategories)
        expect(
          events.some((e) => e.subcategory === subcategory),
          subcategory,
        ).toBe(true);
    }
  });

  it('has 25 or more what-if events, some alternatives, and events in every verification state', () => {
    expect(events.filter((e) => e.eventType === 'whatif').length).toBeGreaterThanOrEqual(25);
    expect(events.filter((e) => e.eventType === 'alternative').length).toBeGreaterThanOrEqual(3);
    for (const status of VERIFICATION_STATUSES)
      expect(
        events.some((e) => e.verificationStatus === status),
        status,
      ).toBe(true);
  });

  it('holds no real event twice (same article and start year, or same name)', () => {
    const seen = new Map<string, string>();
    for (const e of real) {
      for (const id of [`${e.wikiUrl} ${parseEventDate(e.startDate).earliestYear}`, e.name.toLowerCase()]) {
        expect(seen.get(id), `${e.key} repeats ${seen.get(id)}`).toBeUndefined();
        seen.set(id, e.key);
      }
    }
  });

  it.each(events.map((e) => [e.key, e] as const))('%s is a valid event', async (_key, e) => {
    const period = periodByKey(e.period)!;
    const start = parseEventDate(e.startDate).earliestYear;
    const last = period === PERIODS[PERIODS.length - 1];
    expect(start >= period.startYear && (last ? start <= period.endYear : start < period.endYear), `start ${start} in ${period.key}`).toBe(true);
    expect(categoryOfSubcategory(e.subcategory)?.name).toBe(e.category);
    expect(e.wikiUrl).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/[^\s/]+/);
    if (e.eventType !== 'real') expect(byKey.get(e.linkedEventKey ?? '')?.eventType, 'anchored to a real event').toBe('real');
    // The same content rules a person's submission passes (the anchor lookup answers from the dataset).
    const { key: _k, linkedEventKey, verificationStatus: _s, ...fields } = e;
    const input = EventInputSchema.parse({ ...fields, linkedEventId: linkedEventKey ? '00000000-0000-4000-8000-000000000000' : null });
    const lookup: ModerationLookup = { eventTypeOf: () => Promise.resolve(linkedEventKey ? byKey.get(linkedEventKey)!.eventType : null) };
    expect(await new RuleBasedModerator().review(input, lookup)).toEqual([]);
  });

  it('relationships: 40 or more, joining existing events with a sentence each, none repeated', () => {
    expect(relationships.length).toBeGreaterThanOrEqual(40);
    const pairs = new Set(relationships.map((r) => `${r.source}>${r.target}`));
    expect(pairs.size).toBe(relationships.length);
    for (const r of relationships) {
      expect(byKey.has(r.source), r.source).toBe(true);
      expect(byKey.has(r.target), r.target).toBe(true);
      expect(r.source).not.toBe(r.target);
      expect(r.description.length).toBeGreaterThan(10);
    }
  });

  it('maps every subcategory to the country tags of its events (regenerate with npm run seed:country-tags)', () => {
    const stored = readSubcategoryCountryTags();
    expect(stored).toEqual(deriveSubcategoryCountryTags(events));
    for (const subcategory of CATEGORIES.flatMap((c) => c.subcategories)) expect(stored[subcategory]?.length, subcategory).toBeGreaterThan(0);
  });
});

// The audit's findings as checks over every file (the region files included). Each lists the
// records that fail, so one run names them all; the checks' own tests plant a bad record each.
describe('the curated dataset against the audit', () => {
  const real = events.filter((e) => e.eventType === 'real');

  it('places every land event on land (within 5 km of the coast; events at sea exempt)', () => {
    expect(offLand(events)).toEqual([]);
  });

  it('places every event in the modern country its location ends with (25 km of border allowed)', () => {
    expect(wrongCountry(events)).toEqual([]);
  });

  it('holds no real event twice under similar names, close in time and place', () => {
    expect(nearDuplicates(real, new Set(DISTINCT_PAIRS.keys()))).toEqual([]);
  });

  it("types no legend or myth as real (legends are alternatives: 'Legend: ...', linked to a real event)", () => {
    expect(legendsTypedReal(real, HONEST_HEDGES)).toEqual([]);
  });

  it('gives day-precise dates in the Julian calendar before 15 October 1582 and the Gregorian after', () => {
    expect(calendarProblems(events)).toEqual([]);
  });

  it("writes a date its description calls approximate ('around 2560 BCE') in the EDTF form (-2560~)", () => {
    expect(approximateDatesWrittenPlain(events)).toEqual([]);
  });
});

// Issue 28, point 2: where the real events are, printed on every run, and the floors the whole
// dataset must meet. Each floor is its own case so a failure names the floor and the value.
describe('the balance of the curated dataset', () => {
  const balance = measureBalance(events, (e) => regionOfEvent(byKey.get(e.key)!));
  console.log(`Balance of the curated dataset\n${balanceTable(balance)}`);

  it.each(FLOORS.map((f) => [f.name, f] as const))('%s', (_name, floor) => {
    const { value, ok } = floor.measure(balance);
    expect(ok, `${floor.name}: measured ${value}`).toBe(true);
  });
});
