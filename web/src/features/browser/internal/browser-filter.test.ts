import { describe, expect, it } from 'vitest';
import { countVariables, NO_FILTERS, tagSize, toEventFilter } from './browser-filter';

describe('the Event Browser filter', () => {
  it('applies the event type only without a category, the category only without a subcategory', () => {
    // The choices are the domain's words; the filter names them as the GraphQL enums do.
    expect(toEventFilter({ ...NO_FILTERS, eventType: 'real' }).eventType).toBe('REAL');
    expect(toEventFilter({ ...NO_FILTERS, eventType: 'real', category: 'Art' })).toMatchObject({ eventType: undefined, category: 'ART' });
    expect(toEventFilter({ ...NO_FILTERS, category: 'Art', subcategory: 'Music' })).toMatchObject({ category: undefined, subcategory: 'MUSIC' });
  });

  it('leaves out what is not chosen, and the tags when counting tags', () => {
    expect(toEventFilter(NO_FILTERS)).toEqual({
      search: undefined,
      periods: undefined,
      eventType: undefined,
      category: undefined,
      subcategory: undefined,
      countryTags: undefined,
    });
    expect(toEventFilter({ ...NO_FILTERS, countryTags: ['Italy'] }, { withTags: false }).countryTags).toBeUndefined();
    expect(toEventFilter({ ...NO_FILTERS, search: '  rome ' }).search).toBe('rome');
    // The tag list is boosted by the periods rather than cut to them.
    expect(toEventFilter({ ...NO_FILTERS, periods: ['medieval'] }, { withPeriods: false }).periods).toBeUndefined();
    expect(toEventFilter({ ...NO_FILTERS, periods: ['medieval', 'deep-ancient'] }).periods).toEqual(['MEDIEVAL', 'DEEP_ANCIENT']);
  });

  it('sizes tags: 10 or more large, 5 or more medium, else small', () => {
    expect([tagSize(10), tagSize(9), tagSize(5), tagSize(4)]).toEqual(['large', 'medium', 'medium', 'small']);
  });

  it('counts each type option as what ticking it shows: its own type, not the timeline mode (Real would add the alternative accounts)', () => {
    const v = countVariables({ ...NO_FILTERS, periods: ['medieval'], eventType: 'whatif', category: 'Art' });
    // The same filter the list uses when that option is ticked, whatever else is chosen.
    expect(v.real).toEqual(toEventFilter({ ...NO_FILTERS, periods: ['medieval'], eventType: 'real' }));
    expect(v.whatif).toEqual(toEventFilter({ ...NO_FILTERS, periods: ['medieval'], eventType: 'whatif' }));
    expect(v.real).toMatchObject({ eventType: 'REAL' });
    expect(v.real).not.toHaveProperty('mode');
  });
});
