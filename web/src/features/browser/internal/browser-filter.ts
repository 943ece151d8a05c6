import type { EventCategory, EventFilter, EventSubcategory, EventType, PeriodKey } from '../../../gql/graphql';
import { graphqlName } from '../../../lib/graphql-words';

export interface BrowserFilters {
  search: string;
  periods: string[];
  eventType: '' | 'real' | 'whatif';
  category: string;
  subcategory: string;
  countryTags: string[];
}

export const NO_FILTERS: BrowserFilters = { search: '', periods: [], eventType: '', category: '', subcategory: '', countryTags: [] };

/**
 * The API filter for the browser's choices, with the spec's precedence: the event-type filter applies
 * only when no category is selected, the category only when no subcategory is selected.
 */
export function toEventFilter(f: BrowserFilters, options: { withTags?: boolean; withPeriods?: boolean } = {}): EventFilter {
  return {
    search: f.search.trim() || undefined,
    periods: options.withPeriods !== false && f.periods.length ? f.periods.map((p) => graphqlName<PeriodKey>(p)) : undefined,
    eventType: !f.category && !f.subcategory && f.eventType ? graphqlName<EventType>(f.eventType) : undefined,
    category: !f.subcategory && f.category ? graphqlName<EventCategory>(f.category) : undefined,
    subcategory: f.subcategory ? graphqlName<EventSubcategory>(f.subcategory) : undefined,
    countryTags: options.withTags !== false && f.countryTags.length ? f.countryTags : undefined,
  };
}

/** Tag sizes: 10 or more large, 5 or more medium, otherwise small. */
export const tagSize = (count: number) => (count >= 10 ? 'large' : count >= 5 ? 'medium' : 'small');

export const TAGS_SHOWN = 30;

/** A list with the value added, or taken out when it is there. */
export const toggled = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * What the counts are asked for. Each type option counts what ticking it shows: events of that
 * type (not the timeline's mode, whose Real includes the alternative accounts the option leaves
 * out); the counts ignore the type and category choices.
 */
export function countVariables(filters: BrowserFilters) {
  return {
    all: {},
    real: toEventFilter({ ...filters, eventType: 'real', category: '', subcategory: '' }),
    whatif: toEventFilter({ ...filters, eventType: 'whatif', category: '', subcategory: '' }),
    // The tag list is not cut to the chosen periods: their events' tags are boosted instead (spec section 2).
    tags: toEventFilter(filters, { withTags: false, withPeriods: false }),
    boostPeriods: filters.periods.map((p) => graphqlName<PeriodKey>(p)),
  };
}
