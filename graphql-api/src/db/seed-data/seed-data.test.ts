import { describe, expect, it } from 'vitest';
import { categoryOfSubcategory } from '../../domain/categories.js';
import { PERIODS, periodByKey } from '../../domain/periods.js';
import { parseHistoricalDate } from '../../domain/time.js';
import { EventInputSchema } from '../../modules/events/event.inputs.js';
import type { ModerationLookup } from '../../modules/moderation/content-moderator.js';
import { RuleBasedModerator } from '../../modules/moderation/rule-based-moderator.js';
import { loadSeedData } from './seed-record.js';

const { events, relationships } = loadSeedData();
const byKey = new Map(events.map((e) => [e.key, e]));

describe('the curated dataset', () => {
  it('has unique keys and at least 50 events over all seven periods', () => {
    expect(byKey.size).toBe(events.length);
    expect(events.length).toBeGreaterThanOrEqual(50);
    for (const period of PERIODS) expect(events.filter((e) => e.period === period.key).length, period.key).toBeGreaterThanOrEqual(8);
  });

  it.each(events.map((e) => [e.key, e] as const))('%s is a valid event', async (_key, e) => {
    const period = periodByKey(e.period)!;
    const start = parseHistoricalDate(e.startDate).year;
    const last = period === PERIODS[PERIODS.length - 1];
    expect(start >= period.startYear && (last ? start <= period.endYear : start < period.endYear), `start ${start} in ${period.key}`).toBe(true);
    expect(categoryOfSubcategory(e.subcategory)?.name).toBe(e.category);
    expect(e.wikiUrl).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/[^\s/]+/);
    if (e.eventType !== 'real') expect(byKey.get(e.linkedEventKey ?? '')?.eventType, 'anchored to a real event').toBe('real');
    // The same content rules a person's submission passes (the anchor lookup answers from the dataset).
    const { key: _k, linkedEventKey, verificationStatus: _s, ...fields } = e;
    const input = EventInputSchema.parse({ ...fields, linkedEventId: linkedEventKey ? '00000000-0000-4000-8000-000000000000' : null });
    const lookup: ModerationLookup = { eventTypeOf: async () => (linkedEventKey ? byKey.get(linkedEventKey)!.eventType : null) };
    expect(await new RuleBasedModerator().review(input, lookup)).toEqual([]);
  });

  it('relationships join existing events with a sentence each', () => {
    for (const r of relationships) {
      expect(byKey.has(r.source), r.source).toBe(true);
      expect(byKey.has(r.target), r.target).toBe(true);
      expect(r.source).not.toBe(r.target);
      expect(r.description.length).toBeGreaterThan(10);
    }
  });
});
