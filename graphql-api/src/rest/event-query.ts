/** Parses the REST query string into an EventFilter (the GraphQL filter's fields), with clear 400s. */
import type { Request } from 'express';
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../domain/verification.js';
import { PERIOD_KEYS } from '../domain/periods.js';
import { EVENT_TYPES } from '../domain/enums.js';
import { ValidationError } from '../lib/errors.js';
import { zodViolations } from '../lib/zod-violations.js';
import type { EventFilter } from '../modules/events/event-filter.js';

const list = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
const year = z.coerce.number().int().min(-3500).max(2000);

const FilterQuerySchema = z.object({
  mode: z.enum(['real', 'whatif']).optional(),
  periods: list.pipe(z.array(z.enum(PERIOD_KEYS as [string, ...string[]]))).optional(),
  year: year.optional(),
  fromYear: year.optional(),
  toYear: year.optional(),
  bbox: list
    .transform((parts) => parts.map(Number))
    .pipe(z.array(z.number().finite()).length(4, 'bbox is west,south,east,north'))
    .transform(([west, south, east, north]) => ({ west: west!, south: south!, east: east!, north: north! }))
    .optional(),
  eventType: z.enum(EVENT_TYPES).optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
  category: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
  countryTags: list.optional(),
  search: z.string().max(200).optional(),
});

export function parseEventFilter(query: Request['query'], extra: string[] = []): EventFilter {
  const known = new Set([...Object.keys(FilterQuerySchema.shape), ...extra]);
  const unknown = Object.keys(query).filter((k) => !known.has(k));
  if (unknown.length) throw new ValidationError(unknown.map((k) => ({ field: k, message: 'Unknown query parameter' })), 'Invalid query');
  const single = Object.fromEntries(Object.entries(query).filter(([k]) => !extra.includes(k)).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
  const parsed = FilterQuerySchema.safeParse(single);
  if (!parsed.success) throw new ValidationError(zodViolations(parsed.error), 'Invalid query');
  return parsed.data;
}
